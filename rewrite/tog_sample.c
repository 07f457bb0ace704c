/* tog_sample.c — the sample-mode kernel of PyTorchSim's timing build
 * (shared/spec/tog.md §3.0, §4): what `run_tog` writes to
 * `<key>_sample_custom.mlir` for gem5 to measure.
 *
 *   - empty affine.for ops go first (§3.0, before the graph is built);
 *   - every loop node's affine.for runs once (§4.1, sample mode): step :=
 *     end (build_tog@1d486ef), or max(end - start, step) (the newest
 *     version, --tog-step=span), so only the first iteration runs;
 *   - every compute node is bracketed by gem5's stats markers (§4.2):
 *     `.insn r CUSTOM_3, 0, 0x40, x0, x0, x0` (resetstats) before its first
 *     op, carrying `compute_type`, and 0x41 (dumpstats) after its last;
 *     each executed pair gives one stats dump, the node's cycle count.
 *
 * The host build (--host-model) cannot execute those instructions, so
 * each marker is a call of @__ts_tog_marker(funct7, compute_type) there,
 * which `tsrewrite run` counts (docs/hostmodel.md) — as lower-dma-to-
 * gemmini calls @__ts_gemmini_insn for the Gemmini asm. */
#include "tog.h"

#include <stdio.h>
#include <string.h>

#define PASS "build-tog"

static const char *const type_name[] = { "VectorCompute", "MatmulCompute", "MatmulPreload" };

typedef struct Names {
	const OpName *inline_asm, *call, *func;
} Names;

/* ----------------------------------------------------- empty loops (§3.0) */

static int collect_loops(Op *op, void *ud)
{
	for (uint32_t r = 0; r < op->nregions; r++)
		walk_ops(&op_regions(op)[r], collect_loops, ud);
	if (op_name(op)->id == OP_AFFINE_FOR)
		*(Op **)vec_push(ud) = op;
	return 1;   /* the regions were walked above: post-order */
}

static int empty_loop(const Op *op)
{
	Block *b = op->nregions ? region_first(&op_regions(op)[0]) : NULL;
	if (!b || block_first(b) != block_last(b) || !block_first(b) || op_name(block_first(b))->id != OP_AFFINE_YIELD)
		return 0;
	for (uint32_t i = 0; i < op->nres; i++)
		if (value_has_uses(&op_res(op)[i]))
			return 0;   /* its results are still read: erasing it would break the IR */
	return 1;
}

/* Post-order, so a loop emptied by erasing its inner loops is seen after
 * them: one sweep reaches build_tog's fixed point. */
void tog_erase_empty_loops(Op *fn)
{
	Vec loops;
	vec_init(&loops, sizeof(Op *));
	for (uint32_t r = 0; r < fn->nregions; r++)
		walk_ops(&op_regions(fn)[r], collect_loops, &loops);
	for (size_t i = 0; i < loops.len; i++) {
		Op *op = VEC_AT(&loops, Op *, i);
		if (empty_loop(op))
			op_erase(op);
	}
	vec_free(&loops);
}

/* ---------------------------------------------------- steps (§4.1) */

static int set_steps(TogGraph *g, const PassOpts *o)
{
	Ctx *c = g->c;
	for (size_t i = 0; i < g->loops.len; i++) {
		TogNode *n = VEC_AT(&g->loops, TogNode *, i);
		int64_t step = n->end, span;
		if (o->tog_step_span) {
			if (__builtin_sub_overflow(n->end, n->start, &span))
				return rw_fail(c, n->op, "affine.for: " PASS ": the loop's range overflows");
			step = span > n->step ? span : n->step;
		} else if (n->start < 0) {
			return rw_fail(c, n->op, "affine.for: " PASS ": sample mode sets the step to the end (%lld), but the "
				       "loop starts at %lld and would still run more than once; --tog-step=span runs it once",
				       (long long)n->end, (long long)n->start);
		}
		rw_set_attr(c, n->op, "step", at_int64(c, c->t_index, step));
	}
	return 0;
}

/* ---------------------------------------------------- markers (§4.2) */

static Attr *type_attr(Ctx *c, TogCompute t)
{
	static const char *const k[] = { "compute_type" };
	Attr *v = at_string(c, type_name[t], strlen(type_name[t]), NULL);
	return rw_dict(c, k, &v, 1);
}

/* llvm.inline_asm has_side_effects ".insn r CUSTOM_3, 0, 0x4N, x0, x0, x0",
 * "~{a0},~{memory}" [{compute_type = "..."}] before w->at. */
static void asm_marker(Rw *w, const Names *nm, int funct7, Attr *attrs)
{
	Ctx *c = w->c;
	char text[48];
	int len = snprintf(text, sizeof text, ".insn r CUSTOM_3, 0, 0x%x, x0, x0, x0", funct7);
	static const char cons[] = "~{a0},~{memory}";
	static const char *const k[] = { "asm_dialect", "asm_string", "constraints", "has_side_effects" };
	Attr *v[] = { at_int64(c, c->t_i64, 0), at_string(c, text, (size_t)len, NULL),
		      at_string(c, cons, sizeof cons - 1, NULL), at_unit(c) };
	rw_op(w, nm->inline_asm, NULL, 0, NULL, rw_dict(c, k, v, 4), attrs);
}

/* func.call @__ts_tog_marker(funct7, compute_type) before w->at. */
static void call_marker(Rw *w, const Names *nm, int funct7, TogCompute t, Attr *attrs)
{
	Ctx *c = w->c;
	static const char *const k[] = { "callee" };
	const Str *fn = str_cstr(c, TOG_MARKER_FN);
	Attr *callee = at_symref(c, &fn, 1);
	Value *ops[2] = { rw_const(w, c->t_i64, funct7), rw_const(w, c->t_i64, t) };
	rw_op(w, nm->call, ops, 2, NULL, rw_dict(c, k, &callee, 1), attrs);
}

static void marker(Rw *w, const Names *nm, const PassOpts *o, int funct7, TogCompute t)
{
	Attr *attrs = funct7 == TOG_MARK_START ? type_attr(w->c, t) : NULL;
	if (o->host_model)
		call_marker(w, nm, funct7, t, attrs);
	else
		asm_marker(w, nm, funct7, attrs);
}

/* The end marker after the node's last op, the start marker before its
 * first (which may lie in another block: a preload ends in the M loop). */
static int bracket(Ctx *c, const Names *nm, const PassOpts *o, const TogNode *n)
{
	Op *front = VEC_AT(&n->ops, Op *, 0), *back = VEC_AT(&n->ops, Op *, n->ops.len - 1);
	Rw w;
	rw_init(&w, c);
	if (!back->next)   /* the last op of a block is its terminator, never a compute op */
		return rw_fail(c, back, "%s: " PASS ": a compute op ends its block", op_name(back)->name->s);
	rw_at(&w, op_next(back), back);
	marker(&w, nm, o, TOG_MARK_END, n->ctype);
	rw_at(&w, front, front);
	marker(&w, nm, o, TOG_MARK_START, n->ctype);
	return 0;
}

/* --host-model: `func.func private @__ts_tog_marker(i64, i64)`. */
static void declare_marker(Ctx *c, const Names *nm, Module *m)
{
	Block *b = rw_module_block(m);
	if (!b || rw_find_symbol(b, TOG_MARKER_FN))
		return;
	Type *i64[2] = { c->t_i64, c->t_i64 };
	static const char *const k[] = { "function_type", "sym_name", "sym_visibility" };
	Attr *v[] = { at_type(c, ty_func(c, i64, 2, NULL, 0)), at_string(c, TOG_MARKER_FN, strlen(TOG_MARKER_FN), NULL),
		      at_string(c, "private", 7, NULL) };
	block_push_op(b, op_create(c, nm->func, NULL, 0, NULL, 0, NULL, 0, 1, rw_dict(c, k, v, 3), NULL, NULL));
}

int tog_mutate(TogGraph *g, Module *m, const PassOpts *o)
{
	Ctx *c = g->c;
	Names nm = {
		.inline_asm = opname_get(c, "llvm.inline_asm", 15),
		.call = opname_get(c, "func.call", 9),
		.func = opname_get(c, "func.func", 9),
	};
	if (!o->tog_sample_off && set_steps(g, o) < 0)
		return -1;
	int any = 0;
	for (size_t i = 0; i < g->computes.len; i++) {
		const TogNode *n = VEC_AT(&g->computes, TogNode *, i);
		if (!n->ops.len)
			continue;
		if (bracket(c, &nm, o, n) < 0)
			return -1;
		any = 1;
	}
	if (any && o->host_model)
		declare_marker(c, &nm, m);
	return 0;
}
