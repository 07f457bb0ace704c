/* gemmini_emit.c — what the two Gemmini lowerings share: the byte address
 * of a memref element (lowering.md §3.3), one `.insn r CUSTOM_1` inline
 * asm (§3.1), and the host-model form of an instruction (a call of
 * @__ts_gemmini_insn, docs/hostmodel.md).  lower-dma-to-gemmini (Gen A,
 * CONFIG..CONFIG4 words) and lower-transfer-to-gemmini (Gen C, a
 * descriptor in memory and CONFIG_DESC) emit exactly the same addresses
 * and instruction ops; only what they configure differs. */
#include "rewrite.h"

#include <stdio.h>

/* The host model's entry point (run/hostmodel.h). */
static const char host_fn[] = "__ts_gemmini_insn";

void rw_gemmini_init(GemminiEmit *g, Ctx *c, int host)
{
	g->inline_asm = opname_get(c, "llvm.inline_asm", 15);
	g->extract = opname_get(c, "memref.extract_aligned_pointer_as_index", 39);
	g->get_global = opname_get(c, "memref.get_global", 17);
	g->call = opname_get(c, "func.call", 9);
	g->func = opname_get(c, "func.func", 9);
	g->host = host;
}

/* aligned pointer + (row-major linear index) * element bytes, as i64.
 * The view's own offset and layout are ignored, as in PyTorchSim: views
 * come from the transfer lowerings with offset 0 and row-major indices.
 * Op order (extract, [const, muli | addi]..., const, muli, addi,
 * index_cast) is PyTorchSim's, so the text matches its goldens.  The
 * caller has checked that the memref's size does not overflow. */
Value *rw_elem_addr(Rw *w, const GemminiEmit *g, Value *mem, Value *const *idx, int64_t eb)
{
	Ctx *c = w->c;
	Type *t = value_type(mem);
	Value *base = op_res(rw_op(w, g->extract, &mem, 1, c->t_index, NULL, NULL)), *off = NULL;
	int64_t st[RW_MAX_RANK + 1];
	st[t->n] = 1;
	for (uint32_t k = t->n; k-- > 0;)
		st[k] = st[k + 1] * t->dims[k];
	for (uint32_t k = 0; k < t->n; k++) {
		if (st[k + 1] == 0)
			continue;
		Value *term = st[k + 1] == 1 ? idx[k]
			: rw_arith(w, w->n.muli, idx[k], rw_const(w, c->t_index, st[k + 1]));
		off = off ? rw_arith(w, w->n.addi, off, term) : term;
	}
	if (off)
		base = rw_arith(w, w->n.addi, base,
				rw_arith(w, w->n.muli, off, rw_const(w, c->t_index, eb)));
	return op_res(rw_op(w, w->n.index_cast, &base, 1, c->t_i64, NULL, NULL));
}

/* --host-model: func.call @__ts_gemmini_insn(F, a, b) : (i64, i64, i64) -> () */
static void emit_call(Rw *w, const GemminiEmit *g, int64_t funct7, Value *a, Value *b)
{
	Ctx *c = w->c;
	static const char *const k[] = { "callee" };
	const Str *name = str_cstr(c, host_fn);
	Attr *callee = at_symref(c, &name, 1);
	Value *ops[3] = { rw_const(w, c->t_i64, funct7), a, b };
	rw_op(w, g->call, ops, 3, NULL, rw_dict(c, k, &callee, 1), NULL);
}

void rw_gemmini_insn(Rw *w, const GemminiEmit *g, int64_t funct7, Value *a, Value *b)
{
	Ctx *c = w->c;
	if (g->host) {
		emit_call(w, g, funct7, a, b);
		return;
	}
	char text[64];
	int len = snprintf(text, sizeof text, ".insn r CUSTOM_1, 0x3, %lld, x0, $0, $1", (long long)funct7);
	static const char cons[] = "r,r,~{dirflag},~{fpsr},~{flags}";
	static const char *const k[] = { "asm_dialect", "asm_string", "constraints", "has_side_effects" };
	Attr *v[] = { at_int64(c, c->t_i64, 0), at_string(c, text, (size_t)len, NULL),
		      at_string(c, cons, sizeof cons - 1, NULL), at_unit(c) };
	Value *ops[2] = { a, b };
	rw_op(w, g->inline_asm, ops, 2, NULL, rw_dict(c, k, v, 4), NULL);
}

/* One `func.func private @__ts_gemmini_insn(i64, i64, i64)` at the end of
 * the module, unless the module already has that symbol. */
void rw_gemmini_declare_host(Ctx *c, const GemminiEmit *g, Module *m, const Op *origin)
{
	Block *b = rw_module_block(m);
	if (!b || rw_find_symbol(b, host_fn))
		return;
	Type *i64[3] = { c->t_i64, c->t_i64, c->t_i64 };
	static const char *const k[] = { "function_type", "sym_name", "sym_visibility" };
	Attr *v[] = { at_type(c, ty_func(c, i64, 3, NULL, 0)), at_string(c, host_fn, sizeof host_fn - 1, NULL),
		      at_string(c, "private", 7, NULL) };
	Op *f = op_create(c, g->func, NULL, 0, NULL, 0, NULL, 0, 1, rw_dict(c, k, v, 3), NULL, op_loc(origin));
	f->pos = origin->pos;
	block_push_op(b, f);
}
