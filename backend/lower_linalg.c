/* lower_linalg.c — linalg structured ops on memrefs, lowered to loops the
 * way convert-linalg-to-loops does: one scf.for-shaped loop per iteration
 * dimension (d0 outermost, 0 to its size step 1), loads of the operands at
 * their indexing maps, the op's body (explicit in generic form, also for
 * named ops), and stores of the yielded values.  The float accumulation
 * order follows from the loop order, as in MLIR. */
#include "backend.h"

#include <stdlib.h>
#include <string.h>

#define MAXOPS 64    /* operands of one structured op */
#define MAXLOOPS 32  /* iteration dimensions */

typedef struct Linalg {
	Op *op;
	unsigned nin, nout, fin, fout;
	unsigned nloops;
	AffMap *maps[MAXOPS];          /* per operand, inputs then outputs */
	LLVMValueRef ivs[MAXLOOPS];
	int yielded;
} Linalg;

static Value *operand(Linalg *g, unsigned k)
{
	unsigned i = k < g->nin ? g->fin + k : g->fout + (k - g->nin);
	return op_operand(g->op, i);
}

/* ------------------------------------------------------------ maps */

/* Dimension lists of the named ops' operands (MLIR 19's definitions). */
typedef struct NamedMaps {
	unsigned ndims, nops;
	int8_t dims[3][4];             /* -1 ends a list */
} NamedMaps;

static const NamedMaps nm_matmul = { 3, 3, { { 0, 2, -1 }, { 2, 1, -1 }, { 0, 1, -1 } } };
static const NamedMaps nm_matmul_ta = { 3, 3, { { 2, 0, -1 }, { 2, 1, -1 }, { 0, 1, -1 } } };
static const NamedMaps nm_matmul_tb = { 3, 3, { { 0, 2, -1 }, { 1, 2, -1 }, { 0, 1, -1 } } };
static const NamedMaps nm_batch_matmul = { 4, 3, { { 0, 1, 3, -1 }, { 0, 3, 2, -1 }, { 0, 1, 2, -1 } } };
static const NamedMaps nm_matvec = { 2, 3, { { 0, 1, -1 }, { 1, -1 }, { 0, -1 } } };
static const NamedMaps nm_vecmat = { 2, 3, { { 1, -1 }, { 1, 0, -1 }, { 0, -1 } } };
static const NamedMaps nm_dot = { 1, 3, { { 0, -1 }, { 0, -1 }, { -1 } } };

static void maps_from_table(Lower *L, Linalg *g, const NamedMaps *nm)
{
	if (g->nin + g->nout != nm->nops)
		lower_fail(L, g->op, "'%s' expects %u operands", op_name(g->op)->name->s, nm->nops);
	for (unsigned k = 0; k < nm->nops; k++) {
		AffExpr *res[4];
		unsigned n = 0;
		for (; n < 4 && nm->dims[k][n] >= 0; n++)
			res[n] = aff_dim(L->c, (unsigned)nm->dims[k][n]);
		g->maps[k] = affmap_get(L->c, nm->ndims, 0, res, n);
	}
}

/* fill and copy: identity maps of the output's rank (a scalar operand
 * gets the map to no result). */
static void maps_identity(Lower *L, Linalg *g)
{
	Type *out = value_type(operand(g, g->nin + g->nout - 1));
	AffExpr *res[MAXLOOPS];
	if (out->kind != TY_MEMREF || out->n > MAXLOOPS)
		lower_fail(L, g->op, "'%s' needs a ranked memref output", op_name(g->op)->name->s);
	for (unsigned d = 0; d < out->n; d++)
		res[d] = aff_dim(L->c, d);
	for (unsigned k = 0; k < g->nin + g->nout; k++) {
		int shaped = ty_is_shaped(value_type(operand(g, k)));
		g->maps[k] = affmap_get(L->c, out->n, 0, res, shaped ? out->n : 0);
	}
}

/* An array of affine maps (indexing_maps, linalg.memoized_indexing_maps). */
static int maps_from_attr(Lower *L, Linalg *g, Attr *a)
{
	if (!a)
		return 0;
	if (a->kind != AT_ARRAY || a->n != g->nin + g->nout)
		lower_fail(L, g->op, "indexing maps do not match the operands");
	for (unsigned k = 0; k < a->n; k++) {
		if (attr_elem(a, k)->kind != AT_AFFINE_MAP)
			lower_fail(L, g->op, "indexing maps do not match the operands");
		g->maps[k] = attr_elem(a, k)->map;
	}
	return 1;
}

/* ------------------------------------------------------------ loops */

/* Size of loop dimension d: the first operand dimension whose map result
 * is exactly d (MLIR's createLoopRanges through the shapes-to-loops map). */
static LLVMValueRef loop_size(Lower *L, Linalg *g, unsigned d)
{
	for (unsigned k = 0; k < g->nin + g->nout; k++) {
		AffMap *m = g->maps[k];
		Value *v = operand(g, k);
		for (unsigned r = 0; r < m->nres; r++) {
			AffExpr *e = m->res[r];
			if (e->kind != AE_DIM || e->val != (int64_t)d || value_type(v)->kind != TY_MEMREF)
				continue;
			int64_t s = value_type(v)->dims[r];
			return s == DYN ? desc_size(L, lv(L, v), r) : const_i64(L, s);
		}
	}
	lower_fail(L, g->op, "cannot infer the size of loop dimension %u", d);
}

static LLVMValueRef elem_ptr(Lower *L, Linalg *g, unsigned k)
{
	LLVMValueRef idx[MAXLOOPS];
	Value *v = operand(g, k);
	AffMap *m = g->maps[k];
	if (m->nres != value_type(v)->n || m->nres > MAXLOOPS)
		lower_fail(L, g->op, "indexing map %u does not match its operand's rank", k);
	lower_affmap(L, m, g->ivs, idx);
	return memref_elem_ptr(L, g->op, lv(L, v), value_type(v), idx, m->nres);
}

/* The block argument of operand k: the scalar itself, or the element
 * loaded at the operand's map (only if the body uses it — MLIR's greedy
 * driver deletes the dead loads). */
static LLVMValueRef body_arg(Lower *L, Linalg *g, unsigned k, Value *arg)
{
	Value *v = operand(g, k);
	if (value_type(v)->kind != TY_MEMREF)
		return lv(L, v);
	LLVMTypeRef et = abi_type(L, value_type(v)->elem);
	if (!et)
		lower_fail(L, g->op, "unsupported element type");
	if (!value_uses(arg))
		return LLVMGetPoison(et);
	LLVMValueRef x = LLVMBuildLoad2(L->b, et, elem_ptr(L, g, k), "");
	LLVMSetAlignment(x, elem_align(L, value_type(v)->elem));
	return vec_from_abi(L, x, value_type(v)->elem);
}

static void linalg_yield(Lower *L, Op *term, void *ud)
{
	Linalg *g = ud;
	if (term->nopnds != g->nout)
		lower_fail(L, term, "'linalg.yield' yields %u values, %u expected", term->nopnds, g->nout);
	for (unsigned i = 0; i < g->nout; i++) {
		Value *v = operand(g, g->nin + i);
		LLVMValueRef x = vec_to_abi(L, opnd(L, term, i), value_type(v)->elem);
		LLVMValueRef st = LLVMBuildStore(L->b, x, elem_ptr(L, g, g->nin + i));
		LLVMSetAlignment(st, elem_align(L, value_type(v)->elem));
	}
	g->yielded = 1;
}

/* The body inside the loop nest.  linalg.yield is not a terminator the
 * driver knows, so the block is walked here; the yield reaches
 * linalg_yield through the YieldTarget, which linalg.index also uses to
 * find the induction variables. */
static void emit_body(Lower *L, Linalg *g)
{
	Region *r = &op_regions(g->op)[0];
	Block *b = region_first(r);
	if (!b || b->next || b->nargs != g->nin + g->nout)
		lower_fail(L, g->op, "'%s' needs a one-block body with one argument per operand", op_name(g->op)->name->s);
	for (unsigned k = 0; k < b->nargs; k++)
		set_lv(L, block_arg(b, k), body_arg(L, g, k, block_arg(b, k)));
	YieldTarget t = { linalg_yield, g, L->yield };
	L->yield = &t;
	g->yielded = 0;
	Op *term = lower_block_body(L, b);
	if (term)
		lower_op(L, term);
	L->yield = t.up;
	if (!g->yielded)
		lower_fail(L, g->op, "'%s' body does not end in 'linalg.yield'", op_name(g->op)->name->s);
}

static void emit_loops(Lower *L, Linalg *g)
{
	Loop lp[MAXLOOPS];
	for (unsigned d = 0; d < g->nloops; d++) {
		memset(&lp[d], 0, sizeof lp[d]);
		loop_begin(L, &lp[d], const_i64(L, 0), loop_size(L, g, d), const_i64(L, 1), NULL, NULL, 0, NULL);
		g->ivs[d] = lp[d].iv;
	}
	emit_body(L, g);
	for (unsigned d = g->nloops; d-- > 0;)
		loop_end(L, &lp[d], NULL);
}

/* ------------------------------------------------------------ ops */

static void setup(Lower *L, Op *op, Linalg *g)
{
	memset(g, 0, sizeof *g);
	g->op = op;
	g->nin = op_segment(L, op, 0, &g->fin);
	g->nout = op_segment(L, op, 1, &g->fout);
	if (g->nin + g->nout > MAXOPS || !op->nregions)
		lower_fail(L, op, "malformed '%s'", op_name(op)->name->s);
	if (op->nres)
		lower_fail(L, op, "'%s' on tensors is not supported (bufferize first)", op_name(op)->name->s);
	for (unsigned k = 0; k < g->nin + g->nout; k++) {
		Type *t = value_type(operand(g, k));
		if (t->kind == TY_TENSOR || t->kind == TY_UTENSOR || t->kind == TY_UMEMREF ||
		    (k >= g->nin && t->kind != TY_MEMREF))
			lower_fail(L, op, "'%s' operand %u: only ranked memrefs (and scalar inputs) are supported",
			           op_name(op)->name->s, k);
	}
}

static void run(Lower *L, Linalg *g)
{
	unsigned nd = g->maps[0]->ndims;
	for (unsigned k = 0; k < g->nin + g->nout; k++)
		if (g->maps[k]->ndims != nd || g->maps[k]->nsyms)
			lower_fail(L, g->op, "indexing maps disagree on the iteration space");
	if (nd > MAXLOOPS)
		lower_fail(L, g->op, "too many loops");
	g->nloops = nd;
	emit_loops(L, g);
}

static void lower_generic(Lower *L, Op *op)
{
	Linalg g;
	setup(L, op, &g);
	if (!maps_from_attr(L, &g, op_attr(op, "indexing_maps")))
		lower_fail(L, op, "'linalg.generic' without indexing_maps");
	run(L, &g);
}

static void lower_named(Lower *L, Op *op, const NamedMaps *nm)
{
	Linalg g;
	setup(L, op, &g);
	if (!maps_from_attr(L, &g, op_attr(op, "linalg.memoized_indexing_maps"))) {
		if (nm)
			maps_from_table(L, &g, nm);
		else
			maps_identity(L, &g);
	}
	run(L, &g);
}

static void lower_matmul(Lower *L, Op *op) { lower_named(L, op, &nm_matmul); }
static void lower_matmul_ta(Lower *L, Op *op) { lower_named(L, op, &nm_matmul_ta); }
static void lower_matmul_tb(Lower *L, Op *op) { lower_named(L, op, &nm_matmul_tb); }
static void lower_batch_matmul(Lower *L, Op *op) { lower_named(L, op, &nm_batch_matmul); }
static void lower_matvec(Lower *L, Op *op) { lower_named(L, op, &nm_matvec); }
static void lower_vecmat(Lower *L, Op *op) { lower_named(L, op, &nm_vecmat); }
static void lower_dot(Lower *L, Op *op) { lower_named(L, op, &nm_dot); }
static void lower_fill_copy(Lower *L, Op *op) { lower_named(L, op, NULL); }

static void lower_yield_op(Lower *L, Op *op)
{
	lower_yield(L, op);
}

/* linalg.index: the induction variable of loop `dim` of the innermost
 * enclosing structured op (found through the yield targets). */
static void lower_index(Lower *L, Op *op)
{
	YieldTarget *t = L->yield;
	while (t && t->fn != linalg_yield)
		t = t->up;
	Attr *d = op_attr(op, "dim");
	Linalg *g = t ? t->ud : NULL;
	int64_t dim = d ? attr_int(d) : -1;
	if (!g || dim < 0 || dim >= (int64_t)g->nloops)
		lower_fail(L, op, "'linalg.index' outside of a linalg op or with a bad dim");
	set_lv(L, &op_res(op)[0], g->ivs[dim]);
}

const LowerEntry lower_linalg_ops[] = {
	{ "linalg.generic", lower_generic, NULL },
	{ "linalg.matmul", lower_matmul, NULL },
	{ "linalg.matmul_transpose_a", lower_matmul_ta, NULL },
	{ "linalg.matmul_transpose_b", lower_matmul_tb, NULL },
	{ "linalg.batch_matmul", lower_batch_matmul, NULL },
	{ "linalg.matvec", lower_matvec, NULL },
	{ "linalg.vecmat", lower_vecmat, NULL },
	{ "linalg.dot", lower_dot, NULL },
	{ "linalg.fill", lower_fill_copy, NULL },
	{ "linalg.copy", lower_fill_copy, NULL },
	{ "linalg.yield", lower_yield_op, NULL },
	{ "linalg.index", lower_index, NULL },
	{ NULL, NULL, NULL },
};
