/* lower_scf.c — scf control flow straight to basic blocks, with the
 * semantics of MLIR's convert-scf-to-cf (loops test `iv < ub` before each
 * iteration, signed unless the op says otherwise; scf.parallel runs its
 * iterations in order). */
#include "backend.h"

#include <stdlib.h>

#define MAXV 256   /* yielded values per op handled without allocation */

static void result_types(Lower *L, Op *op, LLVMTypeRef *tys)
{
	for (unsigned i = 0; i < op->nres; i++)
		if (!(tys[i] = lower_type(L, value_type(&op_res(op)[i]))))
			lower_fail(L, op, "unsupported result type");
}

static void check_count(Lower *L, Op *op, unsigned n)
{
	if (n > MAXV)
		lower_fail(L, op, "too many values (%u) in '%s'", n, op_name(op)->name->s);
}

/* ------------------------------------------------------- yields to a merge */

void yield_to_merge(Lower *L, Op *term, void *ud)
{
	Merge *m = ud;
	LLVMValueRef vals[MAXV];
	if (term->nopnds != m->n)
		lower_fail(L, term, "'%s' yields %u values, %u expected", op_name(term)->name->s, term->nopnds, m->n);
	opnds_lv(L, term, 0, m->n, vals);
	add_incoming(L, m->phis, vals, m->n);
	LLVMBuildBr(L->b, m->bb);
}

/* Lower region r (no arguments) so that its yield feeds merge m. */
static void region_into(Lower *L, Region *r, Merge *m, LLVMValueRef *args, unsigned nargs)
{
	YieldTarget t = { yield_to_merge, m, L->yield };
	L->yield = &t;
	lower_region(L, r, args, nargs);
	L->yield = t.up;
}

static void finish_merge(Lower *L, Op *op, Merge *m)
{
	LLVMPositionBuilderAtEnd(L->b, m->bb);
	for (unsigned i = 0; i < op->nres; i++)
		set_lv(L, &op_res(op)[i], m->phis[i]);
}

static void lower_if(Lower *L, Op *op)
{
	LLVMTypeRef tys[MAXV];
	LLVMValueRef phis[MAXV];
	check_count(L, op, op->nres);
	result_types(L, op, tys);
	Merge m = { bb_with_phis(L, tys, op->nres, phis), phis, op->nres };
	LLVMBasicBlockRef tb = new_bb(L, ""), eb = m.bb;
	int has_else = op->nregions > 1 && region_first(&op_regions(op)[1]);
	if (has_else)
		eb = new_bb(L, "");
	LLVMBuildCondBr(L->b, opnd(L, op, 0), tb, eb);
	LLVMPositionBuilderAtEnd(L->b, tb);
	region_into(L, &op_regions(op)[0], &m, NULL, 0);
	if (has_else) {
		LLVMPositionBuilderAtEnd(L->b, eb);
		region_into(L, &op_regions(op)[1], &m, NULL, 0);
	}
	LLVMMoveBasicBlockAfter(m.bb, LLVMGetLastBasicBlock(L->fn));
	finish_merge(L, op, &m);
}

static void lower_execute_region(Lower *L, Op *op)
{
	LLVMTypeRef tys[MAXV];
	LLVMValueRef phis[MAXV];
	check_count(L, op, op->nres);
	result_types(L, op, tys);
	Merge m = { bb_with_phis(L, tys, op->nres, phis), phis, op->nres };
	LLVMBasicBlockRef body = new_bb(L, "");
	LLVMBuildBr(L->b, body);
	LLVMPositionBuilderAtEnd(L->b, body);
	region_into(L, &op_regions(op)[0], &m, NULL, 0);
	LLVMMoveBasicBlockAfter(m.bb, LLVMGetLastBasicBlock(L->fn));
	finish_merge(L, op, &m);
}

static void lower_index_switch(Lower *L, Op *op)
{
	LLVMTypeRef tys[MAXV];
	LLVMValueRef phis[MAXV];
	Attr *cases = op_attr(op, "cases");
	unsigned ncases = op->nregions ? op->nregions - 1 : 0;
	if (!cases || cases->kind != AT_DENSE_ARRAY || cases->ival != (int64_t)ncases)
		lower_fail(L, op, "malformed 'scf.index_switch'");
	check_count(L, op, op->nres);
	result_types(L, op, tys);
	Merge m = { bb_with_phis(L, tys, op->nres, phis), phis, op->nres };
	LLVMBasicBlockRef def = new_bb(L, "");
	LLVMValueRef sw = LLVMBuildSwitch(L->b, opnd(L, op, 0), def, ncases);
	for (unsigned i = 0; i < ncases; i++) {
		int64_t v;
		__builtin_memcpy(&v, cases->bytes + 8 * i, 8);
		LLVMBasicBlockRef bb = new_bb(L, "");
		LLVMAddCase(sw, const_i64(L, v), bb);
		LLVMPositionBuilderAtEnd(L->b, bb);
		region_into(L, &op_regions(op)[1 + i], &m, NULL, 0);
	}
	LLVMPositionBuilderAtEnd(L->b, def);
	region_into(L, &op_regions(op)[0], &m, NULL, 0);
	LLVMMoveBasicBlockAfter(m.bb, LLVMGetLastBasicBlock(L->fn));
	finish_merge(L, op, &m);
}

/* ------------------------------------------------------------ loops */

void loop_begin(Lower *L, Loop *lp, LLVMValueRef lb, LLVMValueRef ub, LLVMValueRef step,
                LLVMValueRef *inits, LLVMTypeRef *tys, unsigned n, LLVMValueRef *phis)
{
	lp->header = new_bb(L, "");
	lp->body = new_bb(L, "");
	lp->exit = new_bb(L, "");
	lp->ub = ub;
	lp->step = step;
	lp->phis = phis;
	lp->n = n;
	LLVMBasicBlockRef pre = LLVMGetInsertBlock(L->b);
	LLVMBuildBr(L->b, lp->header);
	LLVMPositionBuilderAtEnd(L->b, lp->header);
	lp->iv = LLVMBuildPhi(L->b, LLVMTypeOf(lb), "");
	LLVMAddIncoming(lp->iv, &lb, &pre, 1);
	for (unsigned i = 0; i < n; i++) {
		phis[i] = LLVMBuildPhi(L->b, tys[i], "");
		LLVMAddIncoming(phis[i], &inits[i], &pre, 1);
	}
	LLVMValueRef c = LLVMBuildICmp(L->b, lp->unsigned_cmp ? LLVMIntULT : LLVMIntSLT, lp->iv, ub, "");
	LLVMBuildCondBr(L->b, c, lp->body, lp->exit);
	LLVMPositionBuilderAtEnd(L->b, lp->body);
}

void loop_end(Lower *L, Loop *lp, LLVMValueRef *next)
{
	LLVMValueRef inc = LLVMBuildAdd(L->b, lp->iv, lp->step, "");
	LLVMBasicBlockRef latch = LLVMGetInsertBlock(L->b);
	LLVMAddIncoming(lp->iv, &inc, &latch, 1);
	for (unsigned i = 0; i < lp->n; i++)
		LLVMAddIncoming(lp->phis[i], &next[i], &latch, 1);
	LLVMBuildBr(L->b, lp->header);
	LLVMMoveBasicBlockAfter(lp->exit, latch);
	LLVMPositionBuilderAtEnd(L->b, lp->exit);
}

static void yield_to_latch(Lower *L, Op *term, void *ud)
{
	Loop *lp = ud;
	LLVMValueRef vals[MAXV];
	if (term->nopnds != lp->n)
		lower_fail(L, term, "'%s' yields %u values, %u expected", op_name(term)->name->s, term->nopnds, lp->n);
	opnds_lv(L, term, 0, lp->n, vals);
	loop_end(L, lp, vals);
}

void loop_body(Lower *L, Loop *lp, Region *r)
{
	LLVMValueRef args[MAXV + 1];
	args[0] = lp->iv;
	for (unsigned i = 0; i < lp->n; i++)
		args[i + 1] = lp->phis[i];
	YieldTarget t = { yield_to_latch, lp, L->yield };
	L->yield = &t;
	lower_region(L, r, args, lp->n + 1);
	L->yield = t.up;
}

static void lower_for(Lower *L, Op *op)
{
	LLVMTypeRef tys[MAXV];
	LLVMValueRef inits[MAXV], phis[MAXV];
	if (op->nopnds < 3)
		lower_fail(L, op, "'scf.for' needs lb, ub and step");
	unsigned n = op->nopnds - 3;
	check_count(L, op, n);
	if (n != op->nres)
		lower_fail(L, op, "'scf.for' has %u iter_args and %u results", n, op->nres);
	result_types(L, op, tys);
	opnds_lv(L, op, 3, n, inits);
	Loop lp = { .unsigned_cmp = op_attr(op, "unsignedCmp") != NULL };
	loop_begin(L, &lp, opnd(L, op, 0), opnd(L, op, 1), opnd(L, op, 2), inits, tys, n, phis);
	loop_body(L, &lp, &op_regions(op)[0]);
	for (unsigned i = 0; i < n; i++)
		set_lv(L, &op_res(op)[i], phis[i]);
}

/* scf.while: `before` computes the condition and forwards values through
 * scf.condition; `after` yields the next inputs of `before`. */
typedef struct While {
	LLVMBasicBlockRef before, after, exit;
	LLVMValueRef *before_phis, *after_phis, *exit_phis;
	unsigned nb, na;
} While;

static void while_condition(Lower *L, Op *term, void *ud)
{
	While *w = ud;
	LLVMValueRef vals[MAXV];
	if (term->nopnds != w->na + 1)
		lower_fail(L, term, "'scf.condition' forwards %u values, %u expected", term->nopnds - 1, w->na);
	opnds_lv(L, term, 1, w->na, vals);
	add_incoming(L, w->after_phis, vals, w->na);
	add_incoming(L, w->exit_phis, vals, w->na);
	LLVMBuildCondBr(L->b, opnd(L, term, 0), w->after, w->exit);
}

static void while_yield(Lower *L, Op *term, void *ud)
{
	While *w = ud;
	LLVMValueRef vals[MAXV];
	if (term->nopnds != w->nb)
		lower_fail(L, term, "'scf.yield' yields %u values, %u expected", term->nopnds, w->nb);
	opnds_lv(L, term, 0, w->nb, vals);
	add_incoming(L, w->before_phis, vals, w->nb);
	LLVMBuildBr(L->b, w->before);
}

static void lower_while(Lower *L, Op *op)
{
	LLVMTypeRef btys[MAXV], atys[MAXV];
	LLVMValueRef inits[MAXV], bp[MAXV], ap[MAXV], ep[MAXV];
	if (op->nregions != 2 || !region_first(&op_regions(op)[0]) || !region_first(&op_regions(op)[1]))
		lower_fail(L, op, "'scf.while' needs two regions");
	Block *b0 = region_first(&op_regions(op)[0]), *b1 = region_first(&op_regions(op)[1]);
	unsigned nb = op->nopnds, na = b1->nargs;
	check_count(L, op, nb > na ? nb : na);
	if (na != op->nres || b0->nargs != nb)
		lower_fail(L, op, "'scf.while' region arguments do not match");
	for (unsigned i = 0; i < nb; i++)
		btys[i] = type_or_fail(L, op, value_type(op_operand(op, i)));
	result_types(L, op, atys);
	opnds_lv(L, op, 0, nb, inits);
	While w = { 0 };
	w.nb = nb;
	w.na = na;
	w.before = bb_with_phis(L, btys, nb, bp);
	w.after = bb_with_phis(L, atys, na, ap);
	w.exit = bb_with_phis(L, atys, na, ep);
	w.before_phis = bp;
	w.after_phis = ap;
	w.exit_phis = ep;
	add_incoming(L, bp, inits, nb);
	LLVMBuildBr(L->b, w.before);
	LLVMPositionBuilderAtEnd(L->b, w.before);
	YieldTarget t = { while_condition, &w, L->yield };
	L->yield = &t;
	lower_region(L, &op_regions(op)[0], bp, nb);
	LLVMPositionBuilderAtEnd(L->b, w.after);
	t.fn = while_yield;
	lower_region(L, &op_regions(op)[1], ap, na);
	L->yield = t.up;
	LLVMMoveBasicBlockAfter(w.exit, LLVMGetLastBasicBlock(L->fn));
	LLVMPositionBuilderAtEnd(L->b, w.exit);
	for (unsigned i = 0; i < na; i++)
		set_lv(L, &op_res(op)[i], ep[i]);
}

/* ------------------------------------------------------------ scf.parallel */

/* Iterations run in order, dimension 0 outermost; the reductions are
 * carried values combined by scf.reduce's regions in iteration order. */
typedef struct Par {
	Op *op;
	unsigned ndims, nred;
	LLVMValueRef lbs[MAXV], ubs[MAXV], steps[MAXV];
	LLVMValueRef ivs[MAXV];
	LLVMValueRef acc[MAXV];      /* current accumulators (innermost phis) */
	LLVMValueRef next[MAXV];     /* combined values from scf.reduce */
	LLVMValueRef reduced;        /* scf.reduce.return value */
} Par;

static void reduce_return(Lower *L, Op *term, void *ud)
{
	Par *p = ud;
	p->reduced = opnd(L, term, 0);
}

static void par_reduce(Lower *L, Op *term, void *ud)
{
	Par *p = ud;
	if (term->nopnds != p->nred || term->nregions != p->nred)
		lower_fail(L, term, "'scf.reduce' does not match the loop's reductions");
	for (unsigned i = 0; i < p->nred; i++) {
		LLVMValueRef args[2] = { p->acc[i], opnd(L, term, i) };
		YieldTarget t = { reduce_return, p, L->yield };
		L->yield = &t;
		p->reduced = NULL;
		lower_region(L, &op_regions(term)[i], args, 2);
		L->yield = t.up;
		p->next[i] = p->reduced ? p->reduced : args[0];
	}
}

static void par_dim(Lower *L, Par *p, unsigned d, LLVMValueRef *inits, LLVMValueRef *out)
{
	LLVMTypeRef tys[MAXV];
	LLVMValueRef phis[MAXV];
	for (unsigned i = 0; i < p->nred; i++)
		tys[i] = LLVMTypeOf(inits[i]);
	Loop lp = { 0 };
	loop_begin(L, &lp, p->lbs[d], p->ubs[d], p->steps[d], inits, tys, p->nred, phis);
	p->ivs[d] = lp.iv;
	if (d + 1 < p->ndims) {
		LLVMValueRef inner[MAXV];
		par_dim(L, p, d + 1, phis, inner);
		loop_end(L, &lp, inner);
	} else {
		for (unsigned i = 0; i < p->nred; i++)
			p->acc[i] = phis[i];
		YieldTarget t = { par_reduce, p, L->yield };
		L->yield = &t;
		lower_region(L, &op_regions(p->op)[0], p->ivs, p->ndims);
		L->yield = t.up;
		/* lower_region ended in par_reduce without a branch: close here. */
		loop_end(L, &lp, p->next);
	}
	for (unsigned i = 0; i < p->nred; i++)
		out[i] = phis[i];
}

static void lower_parallel(Lower *L, Op *op)
{
	Par *p = lower_tmp(L, sizeof *p);
	unsigned f[4], n[4];
	for (unsigned i = 0; i < 4; i++)
		n[i] = op_segment(L, op, i, &f[i]);
	if (n[0] != n[1] || n[0] != n[2] || n[0] == 0 || n[0] > MAXV || n[3] > MAXV || n[3] != op->nres) {
		lower_fail(L, op, "malformed 'scf.parallel'");
	}
	p->op = op;
	p->ndims = n[0];
	p->nred = n[3];
	opnds_lv(L, op, f[0], n[0], p->lbs);
	opnds_lv(L, op, f[1], n[1], p->ubs);
	opnds_lv(L, op, f[2], n[2], p->steps);
	LLVMValueRef inits[MAXV], out[MAXV];
	opnds_lv(L, op, f[3], n[3], inits);
	par_dim(L, p, 0, inits, out);
	for (unsigned i = 0; i < p->nred; i++)
		set_lv(L, &op_res(op)[i], out[i]);
}

const LowerEntry lower_scf_ops[] = {
	{ "scf.if", lower_if, NULL },
	{ "scf.for", lower_for, NULL },
	{ "scf.while", lower_while, NULL },
	{ "scf.execute_region", lower_execute_region, NULL },
	{ "scf.index_switch", lower_index_switch, NULL },
	{ "scf.parallel", lower_parallel, NULL },
	{ "scf.yield", lower_yield, NULL },
	{ "scf.condition", lower_yield, NULL },
	{ "scf.reduce", lower_yield, NULL },
	{ "scf.reduce.return", lower_yield, NULL },
	{ NULL, NULL, NULL },
};
