/* lower_affine.c — affine ops with MLIR's lower-affine semantics: the
 * exact signed floordiv/mod/ceildiv expansions (lowering.md §7.4), loop
 * bounds as max/min over map results, integer sets as conjunctions. */
#include "backend.h"

#include <stdlib.h>
#include <string.h>

#define MAXV 256

static LLVMValueRef sel(Lower *L, LLVMValueRef c, LLVMValueRef a, LLVMValueRef b)
{
	return LLVMBuildSelect(L->b, c, a, b, "");
}

/* x floordiv c (c > 0; a constant, or a symbol's value in a semi-affine
 * map): n = x < 0; d = n ? -1 - x : x; q = d / c; result = n ? -1 - q : q. */
static LLVMValueRef floordiv(Lower *L, LLVMValueRef x, LLVMValueRef c)
{
	LLVMValueRef m1 = const_i64(L, -1), z = const_i64(L, 0);
	LLVMValueRef n = LLVMBuildICmp(L->b, LLVMIntSLT, x, z, "");
	LLVMValueRef d = sel(L, n, LLVMBuildSub(L->b, m1, x, ""), x);
	LLVMValueRef q = LLVMBuildSDiv(L->b, d, c, "");
	return sel(L, n, LLVMBuildSub(L->b, m1, q, ""), q);
}

/* x mod c (c > 0): m = x srem c; result = m < 0 ? m + c : m. */
static LLVMValueRef mod(Lower *L, LLVMValueRef x, LLVMValueRef c)
{
	LLVMValueRef m = LLVMBuildSRem(L->b, x, c, "");
	LLVMValueRef neg = LLVMBuildICmp(L->b, LLVMIntSLT, m, const_i64(L, 0), "");
	return sel(L, neg, LLVMBuildAdd(L->b, m, c, ""), m);
}

/* x ceildiv c (c > 0): np = x <= 0; d = np ? -x : x - 1; q = d / c;
 * result = np ? -q : q + 1.  Each arm is built in its own statement, in
 * MLIR's order (negation first): two builder calls as arguments of one
 * call would be emitted in whichever order the C compiler picks. */
static LLVMValueRef ceildiv(Lower *L, LLVMValueRef x, LLVMValueRef c)
{
	LLVMValueRef z = const_i64(L, 0), one = const_i64(L, 1);
	LLVMValueRef np = LLVMBuildICmp(L->b, LLVMIntSLE, x, z, "");
	LLVMValueRef nx = LLVMBuildSub(L->b, z, x, "");
	LLVMValueRef xm1 = LLVMBuildSub(L->b, x, one, "");
	LLVMValueRef q = LLVMBuildSDiv(L->b, sel(L, np, nx, xm1), c, "");
	LLVMValueRef nq = LLVMBuildSub(L->b, z, q, "");
	LLVMValueRef q1 = LLVMBuildAdd(L->b, q, one, "");
	return sel(L, np, nq, q1);
}

LLVMValueRef lower_affexpr(Lower *L, AffExpr *e, LLVMValueRef *dims, LLVMValueRef *syms)
{
	switch (e->kind) {
	case AE_CONST:
		return const_i64(L, e->val);
	case AE_DIM:
		return dims[e->val];
	case AE_SYM:
		return syms[e->val];
	default:
		break;
	}
	LLVMValueRef a = lower_affexpr(L, e->lhs, dims, syms);
	LLVMValueRef b = lower_affexpr(L, e->rhs, dims, syms);
	switch (e->kind) {
	case AE_ADD:
		return LLVMBuildAdd(L->b, a, b, "");
	case AE_MUL:
		return LLVMBuildMul(L->b, a, b, "");
	default:
		break;
	}
	/* MLIR 19's expander refuses a constant divisor <= 0; a symbolic one
	 * (a semi-affine map, as lower-to-vcix builds) gets the same
	 * expansion, which assumes it positive. */
	if (e->rhs->kind == AE_CONST && e->rhs->val <= 0)
		lower_fail(L, NULL, e->kind == AE_MOD ? "modulo by non-positive value is not supported"
						     : "division by non-positive value is not supported");
	if (e->kind == AE_MOD)
		return mod(L, a, b);
	if (e->kind == AE_FLOORDIV)
		return floordiv(L, a, b);
	return ceildiv(L, a, b);
}

/* Affine expressions nest only as deep as the parser allowed; still
 * guard against a malicious map reaching here unbounded. */
static unsigned expr_depth(AffExpr *e)
{
	unsigned d = 0;
	while (e->kind <= AE_CEILDIV) {
		unsigned r = e->rhs->kind <= AE_CEILDIV ? expr_depth(e->rhs) : 0;
		if (r > d)
			d = r;
		e = e->lhs;
		d++;
	}
	return d;
}

void lower_affmap(Lower *L, AffMap *m, LLVMValueRef *opnds, LLVMValueRef *out)
{
	for (uint32_t i = 0; i < m->nres; i++) {
		if (expr_depth(m->res[i]) > L->c->max_depth)
			lower_fail(L, NULL, "affine expression nested too deeply");
		out[i] = lower_affexpr(L, m->res[i], opnds, opnds + m->ndims);
	}
}

static AffMap *map_attr(Lower *L, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	if (!a || a->kind != AT_AFFINE_MAP)
		lower_fail(L, op, "'%s' needs an affine map '%s'", op_name(op)->name->s, name);
	if (a->map->nres > MAXV || a->map->ndims + a->map->nsyms > MAXV)
		lower_fail(L, op, "affine map too large");
	return a->map;
}

/* The results of `map` applied to operands [first, first+n). */
static void apply_map(Lower *L, Op *op, AffMap *m, unsigned first, unsigned n, LLVMValueRef *out)
{
	LLVMValueRef in[MAXV];
	if (n != m->ndims + m->nsyms)
		lower_fail(L, op, "affine map expects %u operands, got %u", m->ndims + m->nsyms, n);
	opnds_lv(L, op, first, n, in);
	lower_affmap(L, m, in, out);
}

/* max (is_max) or min of vals, signed, folded left to right. */
static LLVMValueRef minmax(Lower *L, LLVMValueRef *vals, unsigned n, int is_max)
{
	LLVMValueRef r = vals[0];
	for (unsigned i = 1; i < n; i++) {
		LLVMValueRef c = LLVMBuildICmp(L->b, is_max ? LLVMIntSGT : LLVMIntSLT, vals[i], r, "");
		r = sel(L, c, vals[i], r);
	}
	return r;
}

static LLVMValueRef bound(Lower *L, Op *op, const char *attr, unsigned seg, int is_max)
{
	LLVMValueRef res[MAXV];
	unsigned f, n = op_segment(L, op, seg, &f);
	AffMap *m = map_attr(L, op, attr);
	if (!m->nres)
		lower_fail(L, op, "empty bound map");
	apply_map(L, op, m, f, n, res);
	return minmax(L, res, m->nres, is_max);
}

static void lower_for(Lower *L, Op *op)
{
	LLVMTypeRef tys[MAXV];
	LLVMValueRef inits[MAXV], phis[MAXV];
	Attr *st = op_attr(op, "step");
	unsigned fi, n = op_segment(L, op, 2, &fi);
	if (n != op->nres || n > MAXV || !st)
		lower_fail(L, op, "malformed 'affine.for'");
	for (unsigned i = 0; i < n; i++)
		tys[i] = type_or_fail(L, op, value_type(&op_res(op)[i]));
	LLVMValueRef lb = bound(L, op, "lowerBoundMap", 0, 1);
	LLVMValueRef ub = bound(L, op, "upperBoundMap", 1, 0);
	opnds_lv(L, op, fi, n, inits);
	Loop lp = { 0 };
	loop_begin(L, &lp, lb, ub, const_i64(L, attr_int(st)), inits, tys, n, phis);
	loop_body(L, &lp, &op_regions(op)[0]);
	for (unsigned i = 0; i < n; i++)
		set_lv(L, &op_res(op)[i], phis[i]);
}

static void lower_if(Lower *L, Op *op)
{
	Attr *a = op_attr(op, "condition");
	LLVMTypeRef tys[MAXV];
	LLVMValueRef phis[MAXV], in[MAXV];
	if (!a || a->kind != AT_INTEGER_SET || op->nres > MAXV || op->nopnds > MAXV)
		lower_fail(L, op, "malformed 'affine.if'");
	IntSet *s = a->set;
	if (op->nopnds != s->ndims + s->nsyms)
		lower_fail(L, op, "integer set expects %u operands, got %u", s->ndims + s->nsyms, op->nopnds);
	opnds_lv(L, op, 0, op->nopnds, in);
	LLVMValueRef cond = LLVMConstInt(L->t_i1, 1, 0);
	for (uint32_t i = 0; i < s->ncons; i++) {
		LLVMValueRef e = lower_affexpr(L, s->cons[i], in, in + s->ndims);
		LLVMValueRef c = LLVMBuildICmp(L->b, s->eq[i] ? LLVMIntEQ : LLVMIntSGE, e, const_i64(L, 0), "");
		cond = i ? LLVMBuildAnd(L->b, cond, c, "") : c;
	}
	for (unsigned i = 0; i < op->nres; i++)
		tys[i] = type_or_fail(L, op, value_type(&op_res(op)[i]));
	Merge m = { bb_with_phis(L, tys, op->nres, phis), phis, op->nres };
	LLVMBasicBlockRef tb = new_bb(L, ""), eb = m.bb;
	int has_else = op->nregions > 1 && region_first(&op_regions(op)[1]);
	if (has_else)
		eb = new_bb(L, "");
	LLVMBuildCondBr(L->b, cond, tb, eb);
	YieldTarget t = { yield_to_merge, &m, L->yield };
	L->yield = &t;
	LLVMPositionBuilderAtEnd(L->b, tb);
	lower_region(L, &op_regions(op)[0], NULL, 0);
	if (has_else) {
		LLVMPositionBuilderAtEnd(L->b, eb);
		lower_region(L, &op_regions(op)[1], NULL, 0);
	}
	L->yield = t.up;
	LLVMMoveBasicBlockAfter(m.bb, LLVMGetLastBasicBlock(L->fn));
	LLVMPositionBuilderAtEnd(L->b, m.bb);
	for (unsigned i = 0; i < op->nres; i++)
		set_lv(L, &op_res(op)[i], phis[i]);
}

static void lower_apply(Lower *L, Op *op)
{
	LLVMValueRef r[MAXV];
	AffMap *m = map_attr(L, op, "map");
	if (m->nres != 1)
		lower_fail(L, op, "'affine.apply' needs a single-result map");
	apply_map(L, op, m, 0, op->nopnds, r);
	set_lv(L, &op_res(op)[0], r[0]);
}

static void lower_minmax(Lower *L, Op *op, int is_max)
{
	LLVMValueRef r[MAXV];
	AffMap *m = map_attr(L, op, "map");
	if (!m->nres)
		lower_fail(L, op, "empty map");
	apply_map(L, op, m, 0, op->nopnds, r);
	set_lv(L, &op_res(op)[0], minmax(L, r, m->nres, is_max));
}

static void lower_min(Lower *L, Op *op) { lower_minmax(L, op, 0); }
static void lower_max(Lower *L, Op *op) { lower_minmax(L, op, 1); }

/* Element pointer of an affine access: memref operand `mi`, map operands
 * after it. */
static LLVMValueRef access(Lower *L, Op *op, unsigned mi, Type **mt)
{
	LLVMValueRef idx[MAXV];
	if (op->nopnds <= mi)
		lower_fail(L, op, "missing memref operand");
	Value *mv = op_operand(op, mi);
	*mt = value_type(mv);
	if ((*mt)->kind != TY_MEMREF)
		lower_fail(L, op, "expected a memref operand");
	Attr *a = op_attr(op, "map");
	unsigned n = op->nopnds - mi - 1;
	if (a && a->kind == AT_AFFINE_MAP) {
		AffMap *m = map_attr(L, op, "map");
		apply_map(L, op, m, mi + 1, n, idx);
		n = m->nres;
	} else {
		if (n > MAXV)
			lower_fail(L, op, "too many indices");
		opnds_lv(L, op, mi + 1, n, idx);
	}
	return memref_elem_ptr(L, op, lv(L, mv), *mt, idx, n);
}

static void lower_load(Lower *L, Op *op)
{
	Type *mt;
	LLVMValueRef p = access(L, op, 0, &mt);
	LLVMValueRef v = LLVMBuildLoad2(L->b, abi_type(L, mt->elem), p, "");
	LLVMSetAlignment(v, elem_align(L, mt->elem));
	set_lv(L, &op_res(op)[0], vec_from_abi(L, v, mt->elem));
}

static void lower_store(Lower *L, Op *op)
{
	Type *mt;
	LLVMValueRef p = access(L, op, 1, &mt);
	LLVMValueRef s = LLVMBuildStore(L->b, vec_to_abi(L, opnd(L, op, 0), mt->elem), p);
	LLVMSetAlignment(s, elem_align(L, mt->elem));
}

/* affine.vector_load/store: an unmasked vector access aligned to the
 * element (what vector.load/store become). */
static Type *check_vec(Lower *L, Op *op, Type *vt)
{
	if (vt->kind != TY_VECTOR || vt->n != 1 || vt->scalable)
		lower_fail(L, op, "only 1-D fixed vectors are supported by '%s'", op_name(op)->name->s);
	return vt;
}

static void lower_vector_load(Lower *L, Op *op)
{
	Type *mt, *vt = check_vec(L, op, value_type(&op_res(op)[0]));
	LLVMValueRef p = access(L, op, 0, &mt);
	LLVMValueRef v = LLVMBuildLoad2(L->b, lower_type(L, vt), p, "");
	LLVMSetAlignment(v, elem_align(L, mt->elem));
	set_lv(L, &op_res(op)[0], v);
}

static void lower_vector_store(Lower *L, Op *op)
{
	Type *mt;
	check_vec(L, op, value_type(op_operand(op, 0)));
	LLVMValueRef p = access(L, op, 1, &mt);
	LLVMValueRef s = LLVMBuildStore(L->b, opnd(L, op, 0), p);
	LLVMSetAlignment(s, elem_align(L, mt->elem));
}

/* ------------------------------------------------------ affine.parallel */

/* arith::AtomicRMWKind, the values of affine.parallel's `reductions`. */
enum { RK_ADDF, RK_ADDI, RK_ASSIGN, RK_MAXIMUMF, RK_MAXS, RK_MAXU, RK_MINIMUMF,
       RK_MINS, RK_MINU, RK_MULF, RK_MULI, RK_ORI, RK_ANDI, RK_MAXNUMF, RK_MINNUMF };

/* The identity MLIR starts each reduction from (arith::getIdentityValue). */
static LLVMValueRef identity(Lower *L, Op *op, int k, LLVMTypeRef t)
{
	int fl = LLVMGetTypeKind(t) != LLVMIntegerTypeKind;
	unsigned w = fl ? 0 : LLVMGetIntTypeWidth(t);
	switch (k) {
	case RK_ADDF: return LLVMConstReal(t, 0.0);
	case RK_ADDI: case RK_ORI: case RK_MAXU: return LLVMConstInt(t, 0, 0);
	case RK_MULF: return LLVMConstReal(t, 1.0);
	case RK_MULI: return LLVMConstInt(t, 1, 0);
	case RK_ANDI: case RK_MINU: return LLVMConstAllOnes(t);
	case RK_MAXS: return LLVMConstInt(t, w ? 1ULL << ((w - 1) & 63) : 0, 0);
	case RK_MINS: return LLVMConstInt(t, w ? ~(~0ULL << ((w - 1) & 63)) : 0, 0);
	case RK_MAXIMUMF: case RK_MAXNUMF: return LLVMConstReal(t, -__builtin_inf());
	case RK_MINIMUMF: case RK_MINNUMF: return LLVMConstReal(t, __builtin_inf());
	default: lower_fail(L, op, "unsupported reduction kind %d in 'affine.parallel'", k);
	}
}

static LLVMValueRef combine(Lower *L, Op *op, int k, LLVMValueRef a, LLVMValueRef b)
{
	LLVMTypeRef t = LLVMTypeOf(a);
	switch (k) {
	case RK_ADDF: return LLVMBuildFAdd(L->b, a, b, "");
	case RK_ADDI: return LLVMBuildAdd(L->b, a, b, "");
	case RK_MULF: return LLVMBuildFMul(L->b, a, b, "");
	case RK_MULI: return LLVMBuildMul(L->b, a, b, "");
	case RK_ORI: return LLVMBuildOr(L->b, a, b, "");
	case RK_ANDI: return LLVMBuildAnd(L->b, a, b, "");
	case RK_MAXS: return sel(L, LLVMBuildICmp(L->b, LLVMIntSGT, a, b, ""), a, b);
	case RK_MINS: return sel(L, LLVMBuildICmp(L->b, LLVMIntSLT, a, b, ""), a, b);
	case RK_MAXU: return sel(L, LLVMBuildICmp(L->b, LLVMIntUGT, a, b, ""), a, b);
	case RK_MINU: return sel(L, LLVMBuildICmp(L->b, LLVMIntULT, a, b, ""), a, b);
	case RK_MAXIMUMF: { LLVMValueRef v[2] = { a, b }; return call_intrinsic(L, "llvm.maximum", &t, 1, v, 2); }
	case RK_MINIMUMF: { LLVMValueRef v[2] = { a, b }; return call_intrinsic(L, "llvm.minimum", &t, 1, v, 2); }
	case RK_MAXNUMF: { LLVMValueRef v[2] = { a, b }; return call_intrinsic(L, "llvm.maxnum", &t, 1, v, 2); }
	case RK_MINNUMF: { LLVMValueRef v[2] = { a, b }; return call_intrinsic(L, "llvm.minnum", &t, 1, v, 2); }
	default: lower_fail(L, op, "unsupported reduction kind %d in 'affine.parallel'", k);
	}
}

typedef struct APar {
	Op *op;
	unsigned ndims, nred;
	LLVMValueRef lbs[MAXV], ubs[MAXV], steps[MAXV], ivs[MAXV];
	LLVMValueRef acc[MAXV], next[MAXV];
	int kinds[MAXV];
} APar;

static void apar_yield(Lower *L, Op *term, void *ud)
{
	APar *p = ud;
	if (term->nopnds != p->nred)
		lower_fail(L, term, "'affine.yield' yields %u values, %u expected", term->nopnds, p->nred);
	for (unsigned i = 0; i < p->nred; i++)
		p->next[i] = combine(L, p->op, p->kinds[i], p->acc[i], opnd(L, term, i));
}

static void apar_dim(Lower *L, APar *p, unsigned d, LLVMValueRef *inits, LLVMValueRef *out)
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
		apar_dim(L, p, d + 1, phis, inner);
		loop_end(L, &lp, inner);
	} else {
		memcpy(p->acc, phis, sizeof *phis * p->nred);
		YieldTarget t = { apar_yield, p, L->yield };
		L->yield = &t;
		lower_region(L, &op_regions(p->op)[0], p->ivs, p->ndims);
		L->yield = t.up;
		loop_end(L, &lp, p->next);
	}
	memcpy(out, phis, sizeof *phis * p->nred);
}

/* Bounds of dimension groups: each group's results reduce with max (lower)
 * or min (upper). */
static void group_bounds(Lower *L, Op *op, const char *mapname, const char *groups, unsigned first,
                         unsigned nops, int is_max, LLVMValueRef *out, unsigned *ndims)
{
	LLVMValueRef res[MAXV];
	AffMap *m = map_attr(L, op, mapname);
	Attr *g = op_attr(op, groups);
	if (!g || g->kind != AT_DENSE || !attr_type(g) || attr_type(g)->kind == TY_VECTOR || attr_type(g)->n != 1)
		lower_fail(L, op, "malformed '%s'", groups);
	apply_map(L, op, m, first, nops, res);
	int64_t n = attr_type(g)->dims[0];
	if (n <= 0 || n > MAXV)
		lower_fail(L, op, "malformed '%s'", groups);
	unsigned at = 0;
	for (int64_t i = 0; i < n; i++) {
		int32_t k;
		memcpy(&k, g->bytes + (g->splat ? 0 : 4 * i), 4);
		if (k <= 0 || at + (unsigned)k > m->nres)
			lower_fail(L, op, "malformed '%s'", groups);
		out[i] = minmax(L, res + at, (unsigned)k, is_max);
		at += (unsigned)k;
	}
	*ndims = (unsigned)n;
}

static void lower_parallel(Lower *L, Op *op)
{
	APar *p = lower_tmp(L, sizeof *p);
	p->op = op;
	Attr *steps = op_attr(op, "steps"), *reds = op_attr(op, "reductions");
	AffMap *lm = map_attr(L, op, "lowerBoundsMap");
	unsigned nl = lm->ndims + lm->nsyms, nd2;
	if (nl > op->nopnds)
		lower_fail(L, op, "malformed 'affine.parallel'");
	group_bounds(L, op, "lowerBoundsMap", "lowerBoundsGroups", 0, nl, 1, p->lbs, &p->ndims);
	group_bounds(L, op, "upperBoundsMap", "upperBoundsGroups", nl, op->nopnds - nl, 0, p->ubs, &nd2);
	if (nd2 != p->ndims || !steps || steps->kind != AT_ARRAY || steps->n != p->ndims ||
	    !reds || reds->kind != AT_ARRAY || reds->n != op->nres)
		lower_fail(L, op, "malformed 'affine.parallel'");
	for (unsigned i = 0; i < p->ndims; i++)
		p->steps[i] = const_i64(L, attr_int(attr_elem(steps, i)));
	LLVMValueRef inits[MAXV], out[MAXV];
	p->nred = op->nres;
	for (unsigned i = 0; i < p->nred; i++) {
		p->kinds[i] = (int)attr_int(attr_elem(reds, i));
		inits[i] = identity(L, op, p->kinds[i], type_or_fail(L, op, value_type(&op_res(op)[i])));
	}
	apar_dim(L, p, 0, inits, out);
	for (unsigned i = 0; i < p->nred; i++)
		set_lv(L, &op_res(op)[i], out[i]);
}

const LowerEntry lower_affine_ops[] = {
	{ "affine.for", lower_for, NULL },
	{ "affine.if", lower_if, NULL },
	{ "affine.apply", lower_apply, NULL },
	{ "affine.min", lower_min, NULL },
	{ "affine.max", lower_max, NULL },
	{ "affine.load", lower_load, NULL },
	{ "affine.store", lower_store, NULL },
	{ "affine.vector_load", lower_vector_load, NULL },
	{ "affine.vector_store", lower_vector_store, NULL },
	{ "affine.parallel", lower_parallel, NULL },
	{ "affine.yield", lower_yield, NULL },
	{ NULL, NULL, NULL },
};
