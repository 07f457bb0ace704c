/* simplify_affine.c — the simplify-affine pass (transfer.md §3-§4 on
 * MLIR's affine ops).
 *
 * For affine.apply, affine.load/store and affine.vector_load/store:
 *   1. compose: an operand defined by affine.apply is replaced by that
 *      apply's map and operands, an integer arith.constant by its value;
 *      repeated operands are merged and unused ones dropped;
 *   2. fold floordiv/mod with the ranges (and congruences) of the
 *      enclosing affine.for induction variables (affine_ranges.c) and
 *      normalise nested digit extractors (mixed_radix.c).
 * affine.for bounds and affine.min/max maps are folded in place (their
 * operands are kept).  An affine.apply left as the identity is replaced by
 * its operand; dead affine.apply ops are erased.
 *
 * With PassOpts.report set, every floordiv/mod that remains is reported
 * as a remark with its class and, when aligned, its mixed-radix chain
 * (§3.2-§3.3); docs/passes.md shows the format. */
#include "rewrite.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Composing a chain of applies can grow the written-out expression
 * exponentially (the printer writes trees); beyond this size it is kept
 * as a separate apply. */
enum { MAX_TREE = 4096 };
#define LOOP_BUSY UINT32_MAX   /* affine.for mark while its IV range is computed */

typedef struct DimSet {
	Value *v;
	RadixSet set;
} DimSet;

typedef struct SA {
	Ctx *c;
	const PassOpts *o;
	Vec ops;             /* Op *: the affine ops in pre-order, NULL once erased */
	Vec loops;           /* AffVar of each affine.for's IV, at index mark - 1 */
	Vec dimsets;         /* DimSet, for the report */
} SA;

/* Operands of one map of an op: the map's inputs are opnds[first..+n). */
typedef struct Mapped {
	const char *attr;    /* "map", "lowerBoundMap", "upperBoundMap" */
	uint32_t first, n;
} Mapped;

static void value_var(SA *s, Value *v, AffVar *out, unsigned depth);

/* ------------------------------------------------------------ helpers */

static int op_error(SA *s, Op *op, const char *what)
{
	ctx_error(s->c, op->pos, "'%s' %s", op_name(op)->name->s, what);
	return -1;
}

/* Operand count of a map's inputs: how many operands precede them. */
static uint32_t map_prefix(OpId id)
{
	switch (id) {
	case OP_AFFINE_LOAD:
	case OP_AFFINE_VECTOR_LOAD: return 1;      /* memref */
	case OP_AFFINE_STORE:
	case OP_AFFINE_VECTOR_STORE: return 2;     /* value, memref */
	default: return 0;
	}
}

static AffMap *op_map(const Op *op, const char *name)
{
	Attr *a = rw_attr(op, name);
	return a && a->kind == AT_AFFINE_MAP ? a->map : NULL;
}

/* Replace the attribute where it is (discardable or property). */
static void op_set_map(Ctx *c, Op *op, const char *name, AffMap *m)
{
	rw_set_attr(c, op, name, at_affine_map(c, m));
}

/* ------------------------------------------------- induction variables */

static AffVar *vars_of(SA *s, Value **v, uint32_t n, unsigned depth)
{
	AffVar *vars = calloc(n ? n : 1, sizeof *vars);
	if (!vars)
		abort();
	for (uint32_t i = 0; i < n; i++)
		value_var(s, v[i], &vars[i], depth);
	return vars;
}

static Value **opnd_values(const Op *op, uint32_t first, uint32_t n)
{
	Value **v = calloc(n ? n : 1, sizeof *v);
	if (!v)
		abort();
	for (uint32_t i = 0; i < n; i++)
		v[i] = op_operand(op, first + i);
	return v;
}

/* Range of a bound: the max (lower) or min (upper) of the map's results
 * over its operands' ranges.  lo and hi bound the bound's value. */
static int bound_range(SA *s, const Op *f, AffMap *m, uint32_t first, uint32_t n, int upper,
                       unsigned depth, int64_t *lo, int64_t *hi)
{
	if (!m || !m->nres || m->ndims + m->nsyms != n)
		return 0;
	Value **v = opnd_values(f, first, n);
	AffVar *vars = vars_of(s, v, n, depth + 1);
	AffEnv env = { vars, vars + m->ndims, m->ndims, m->nsyms, s->c->max_depth };
	int ok = 1;
	for (uint32_t i = 0; ok && i < m->nres; i++) {
		int64_t l, h;
		ok = aff_range(m->res[i], &env, &l, &h);
		if (ok && i && upper) {
			l = l < *lo ? l : *lo;
			h = h < *hi ? h : *hi;
		} else if (ok && i) {
			l = l > *lo ? l : *lo;
			h = h > *hi ? h : *hi;
		}
		*lo = l;
		*hi = h;
	}
	free(vars);
	free(v);
	return ok;
}

/* IV in [lb, ub - 1]; a constant lower bound also gives the congruence
 * IV == lb (mod step), the last value and the §3.2 extent. */
static void compute_loop(SA *s, const Op *f, AffVar *out, unsigned depth)
{
	uint32_t nlb, nub;
	int64_t step, llo, lhi, ulo, uhi;
	if (rw_for_segments(f, &nlb, &nub) < 0 || rw_int(rw_attr(f, "step"), &step) < 0 || step < 1 ||
	    !bound_range(s, f, op_map(f, "lowerBoundMap"), 0, nlb, 0, depth, &llo, &lhi) ||
	    !bound_range(s, f, op_map(f, "upperBoundMap"), nlb, nub, 1, depth, &ulo, &uhi) ||
	    uhi == INT64_MIN || uhi - 1 < llo)
		return;
	out->known = 1;
	out->lo = llo;
	out->hi = uhi - 1;
	if (llo != lhi)
		return;
	/* The last value lb + step * floor((hi - lb) / step), in unsigned
	 * arithmetic: hi - lb may exceed INT64_MAX, the result is in [lb, hi]. */
	uint64_t span = (uint64_t)out->hi - (uint64_t)llo;
	out->hi = (int64_t)((uint64_t)llo + span / (uint64_t)step * (uint64_t)step);
	out->base = llo;
	out->step = step;
	if (llo >= 0 && ulo == uhi)
		out->extent = uhi;
}

static void loop_var(SA *s, Op *f, AffVar *out, unsigned depth)
{
	if (f->mark == LOOP_BUSY || depth > s->c->max_depth)
		return;                        /* a cycle (unverified input) or too deep */
	if (f->mark && f->mark - 1 < s->loops.len) {   /* (a stale mark of another pass is ignored) */
		*out = VEC_AT(&s->loops, AffVar, f->mark - 1);
		return;
	}
	f->mark = LOOP_BUSY;
	AffVar v = { .step = 1 };
	compute_loop(s, f, &v, depth);
	*(AffVar *)vec_push(&s->loops) = v;
	f->mark = (uint32_t)s->loops.len;
	*out = v;
}

static void value_var(SA *s, Value *v, AffVar *out, unsigned depth)
{
	memset(out, 0, sizeof *out);
	out->step = 1;
	int64_t k;
	if (rw_const_value(v, &k) == 0) {
		*out = (AffVar){ .known = 1, .lo = k, .hi = k, .base = k, .step = 0 };
		return;
	}
	Op *f = value_block(v) && v->index == 0 ? block_parent_op(value_block(v)) : NULL;
	if (f && op_name(f)->id == OP_AFFINE_FOR && f->nregions == 1 && value_block(v) == region_first(&op_regions(f)[0]))
		loop_var(s, f, out, depth);
}

/* -------------------------------------------------------- composition */

/* New operand lists of a composed map. */
typedef struct Opnds {
	Vec dims, syms;      /* Value * */
} Opnds;

static unsigned list_add(Vec *l, Value *v)
{
	for (size_t i = 0; i < l->len; i++)
		if (VEC_AT(l, Value *, i) == v)
			return (unsigned)i;
	*(Value **)vec_push(l) = v;
	return (unsigned)(l->len - 1);
}

static AffExpr *plain_operand(Ctx *c, Opnds *o, Value *v, int as_sym)
{
	return as_sym ? aff_sym(c, list_add(&o->syms, v)) : aff_dim(c, list_add(&o->dims, v));
}

/* The expression an operand stands for.  In a symbol position the inner
 * apply's dims become symbols too: they were valid symbols there. */
static AffExpr *operand_expr(SA *s, Opnds *o, Value *v, int as_sym)
{
	int64_t k;
	if (rw_const_value(v, &k) == 0)
		return aff_const(s->c, k);
	Op *d = value_def(v);
	AffMap *m = d && op_name(d)->id == OP_AFFINE_APPLY ? op_map(d, "map") : NULL;
	if (!m || m->nres != 1 || m->ndims + m->nsyms != d->nopnds)
		return plain_operand(s->c, o, v, as_sym);
	AffExpr **rep = calloc(d->nopnds ? d->nopnds : 1, sizeof *rep);
	if (!rep)
		abort();
	for (uint32_t i = 0; i < d->nopnds; i++)
		rep[i] = plain_operand(s->c, o, op_operand(d, i), as_sym || i >= m->ndims);
	AffExpr *e = aff_substitute(s->c, m->res[0], rep, rep + m->ndims, s->c->max_depth / 2);
	free(rep);
	if (!e || aff_tree_size(e, MAX_TREE) > MAX_TREE)
		return plain_operand(s->c, o, v, as_sym);
	return e;
}

/* m over in[] composed with the applies and constants among in[]; the
 * new operands go to *o.  Falls back to m itself when too large. */
static AffMap *compose(SA *s, AffMap *m, Value **in, Opnds *o)
{
	uint32_t n = m->ndims + m->nsyms;
	AffExpr **rep = calloc(n ? n : 1, sizeof *rep);
	AffExpr **res = calloc(m->nres ? m->nres : 1, sizeof *res);
	if (!rep || !res)
		abort();
	for (uint32_t i = 0; i < n; i++)
		rep[i] = operand_expr(s, o, in[i], i >= m->ndims);
	AffMap *r = NULL;
	uint32_t i = 0;
	for (; i < m->nres; i++) {
		res[i] = aff_substitute(s->c, m->res[i], rep, rep + m->ndims, s->c->max_depth / 2);
		if (!res[i] || aff_tree_size(res[i], MAX_TREE) > MAX_TREE)
			break;
	}
	if (i == m->nres)
		r = affmap_get(s->c, (uint32_t)o->dims.len, (uint32_t)o->syms.len, res, m->nres);
	free(rep);
	free(res);
	if (r)
		return r;
	o->dims.len = o->syms.len = 0;
	for (uint32_t j = 0; j < n; j++)
		*(Value **)vec_push(j < m->ndims ? &o->dims : &o->syms) = in[j];
	return m;
}

static void mark_used(const AffExpr *e, uint8_t *ud, uint8_t *us)
{
	for (;;) {
		if (e->kind == AE_DIM)
			ud[e->val] = 1;
		if (e->kind == AE_SYM)
			us[e->val] = 1;
		if (e->kind >= AE_CONST)
			return;
		mark_used(e->rhs, ud, us);
		e = e->lhs;
	}
}

/* rep[i]: the new expression of old position i (0 if unused). */
static void renumber(Ctx *c, const uint8_t *used, size_t n, AffExpr **rep, int sym)
{
	unsigned k = 0;
	for (size_t i = 0; i < n; i++)
		rep[i] = !used[i] ? aff_const(c, 0) : sym ? aff_sym(c, k++) : aff_dim(c, k++);
}

static void drop_unused(Vec *l, const uint8_t *used)
{
	size_t k = 0;
	for (size_t i = 0; i < l->len; i++)
		if (used[i])
			VEC_AT(l, Value *, k++) = VEC_AT(l, Value *, i);
	l->len = k;
}

/* Drops the operands no result uses (keeps them all if the renumbered
 * map cannot be built). */
static AffMap *compact(SA *s, AffMap *m, Opnds *o)
{
	uint8_t *ud = calloc(m->ndims + 1, 1), *us = calloc(m->nsyms + 1, 1);
	AffExpr **rep = calloc(m->ndims + m->nsyms + 1, sizeof *rep);
	AffExpr **res = calloc(m->nres + 1, sizeof *res);
	if (!ud || !us || !rep || !res)
		abort();
	uint32_t nd = 0, ns = 0, i = 0;
	for (; i < m->nres; i++)
		mark_used(m->res[i], ud, us);
	for (i = 0; i < m->ndims; i++)
		nd += ud[i];
	for (i = 0; i < m->nsyms; i++)
		ns += us[i];
	AffMap *r = m;
	if (nd != m->ndims || ns != m->nsyms) {
		renumber(s->c, ud, m->ndims, rep, 0);
		renumber(s->c, us, m->nsyms, rep + m->ndims, 1);
		for (i = 0; i < m->nres; i++)
			if (!(res[i] = aff_substitute(s->c, m->res[i], rep, rep + m->ndims, 2 * s->c->max_depth)))
				break;
		if (i == m->nres) {
			r = affmap_get(s->c, nd, ns, res, m->nres);
			drop_unused(&o->dims, ud);
			drop_unused(&o->syms, us);
		}
	}
	free(ud);
	free(us);
	free(rep);
	free(res);
	return r;
}

/* ------------------------------------------------------- the rewrites */

static AffMap *simplify_over(SA *s, AffMap *m, Value **dims, Value **syms)
{
	AffVar *dv = vars_of(s, dims, m->ndims, 0), *sv = vars_of(s, syms, m->nsyms, 0);
	AffEnv env = { dv, sv, m->ndims, m->nsyms, s->c->max_depth };
	AffMap *r = affmap_simplify(s->c, m, &env);
	free(dv);
	free(sv);
	return r;
}

/* The op with new map inputs (dims then symbols after its prefix operands). */
static Op *rebuild_op(SA *s, Op *op, uint32_t prefix, const Opnds *o, AffMap *m)
{
	uint32_t n = prefix + (uint32_t)(o->dims.len + o->syms.len);
	Value **v = calloc(n ? n : 1, sizeof *v);
	if (!v)
		abort();
	for (uint32_t i = 0; i < prefix; i++)
		v[i] = op_operand(op, i);
	for (size_t i = 0; i < o->dims.len; i++)
		v[prefix + i] = VEC_AT(&o->dims, Value *, i);
	for (size_t i = 0; i < o->syms.len; i++)
		v[prefix + o->dims.len + i] = VEC_AT(&o->syms, Value *, i);
	int same = n == op->nopnds;
	for (uint32_t i = 0; same && i < n; i++)
		same = v[i] == op_operand(op, i);
	Op *r = op;
	if (!same) {
		Type *rt[1] = { op->nres ? value_type(&op_res(op)[0]) : NULL };
		r = op_create(s->c, op_name(op), v, n, rt, op->nres, NULL, 0, 0, op_props(op), op_attrs(op), op_loc(op));
		r->pos = op->pos;
		r->mark = op->mark;
		op_insert_before(op, r);
		if (op->nres)
			value_replace_all_uses(&op_res(op)[0], &op_res(r)[0]);
		op_erase(op);
	}
	free(v);
	op_set_map(s->c, r, "map", m);
	return r;
}

static int same_inputs(const Opnds *o, Value **in, uint32_t ndims, uint32_t nsyms)
{
	if (o->dims.len != ndims || o->syms.len != nsyms)
		return 0;
	for (uint32_t i = 0; i < ndims + nsyms; i++)
		if (in[i] != (i < ndims ? VEC_AT(&o->dims, Value *, i) : VEC_AT(&o->syms, Value *, i - ndims)))
			return 0;
	return 1;
}

/* --verify-rewrites: n over o's dims then symbols against m over in. */
static int verify_mapped(SA *s, Op *op, AffMap *m, Value **in, AffMap *n, const Opnds *o)
{
	Value **now = calloc(o->dims.len + o->syms.len + 1, sizeof *now);
	if (!now)
		abort();
	if (o->dims.len)
		memcpy(now, o->dims.p, o->dims.len * sizeof *now);
	if (o->syms.len)
		memcpy(now + o->dims.len, o->syms.p, o->syms.len * sizeof *now);
	int rc = rw_check_map(s->c, "simplify-affine", op, "map", m, in, n, now, 0);
	free(now);
	return rc;
}

/* apply / load / store / vector_load / vector_store.  Returns the op that
 * now stands for op (NULL if it was erased), or op itself; *err on bad
 * input. */
static Op *rewrite_mapped(SA *s, Op *op, int *err)
{
	uint32_t prefix = map_prefix(op_name(op)->id);
	AffMap *m = op_map(op, "map");
	if (!m)
		return *err = op_error(s, op, "has no affine map"), op;
	if (op->nopnds < prefix || op->nopnds - prefix != m->ndims + m->nsyms)
		return *err = op_error(s, op, "operand count does not match its map"), op;
	if (op->nres > 1 || op->nregions || op->nsuccs ||
	    (op_name(op)->id == OP_AFFINE_APPLY && (m->nres != 1 || op->nres != 1)))
		return *err = op_error(s, op, "has an unexpected shape"), op;
	Opnds o;
	vec_init(&o.dims, sizeof(Value *));
	vec_init(&o.syms, sizeof(Value *));
	Value **in = opnd_values(op, prefix, m->ndims + m->nsyms);
	AffMap *n = compose(s, m, in, &o);
	n = simplify_over(s, n, o.dims.p, o.syms.p);
	n = compact(s, n, &o);
	Op *r = op;
	if (s->o && s->o->verify_rewrites && verify_mapped(s, op, m, in, n, &o) < 0) {
		*err = -1;
	} else if (op_name(op)->id == OP_AFFINE_APPLY && n->nsyms == 0 && affmap_is_identity(n)) {
		value_replace_all_uses(&op_res(op)[0], VEC_AT(&o.dims, Value *, 0));
		op_erase(op);
		r = NULL;
	} else if (n != m || !same_inputs(&o, in, m->ndims, m->nsyms)) {
		r = rebuild_op(s, op, prefix, &o, n);
	}
	free(in);
	vec_free(&o.dims);
	vec_free(&o.syms);
	return r;
}

/* A map whose operands stay: fold it over their ranges in place. */
static int fold_in_place(SA *s, Op *op, const Mapped *mp)
{
	AffMap *m = op_map(op, mp->attr);
	if (!m || m->ndims + m->nsyms != mp->n)
		return 0;
	Value **v = opnd_values(op, mp->first, mp->n);
	AffMap *r = simplify_over(s, m, v, v + m->ndims);
	int rc = 0;
	/* the value of a bound or of affine.max/min is the max/min of its results */
	int reduce = !strcmp(mp->attr, "upperBoundMap") || op_name(op)->id == OP_AFFINE_MIN ? -1 : 1;
	if (r != m && s->o && s->o->verify_rewrites)
		rc = rw_check_map(s->c, "simplify-affine", op, mp->attr, m, v, r, v, reduce);
	if (r != m && rc == 0)
		op_set_map(s->c, op, mp->attr, r);
	free(v);
	return rc;
}

/* The maps of an op and where their inputs are; returns how many. */
static int op_maps(const Op *op, Mapped out[2])
{
	uint32_t nlb, nub, p = map_prefix(op_name(op)->id);
	switch (op_name(op)->id) {
	case OP_AFFINE_FOR:
		if (rw_for_segments(op, &nlb, &nub) < 0)
			return 0;
		out[0] = (Mapped){ "lowerBoundMap", 0, nlb };
		out[1] = (Mapped){ "upperBoundMap", nlb, nub };
		return 2;
	case OP_AFFINE_MIN:
	case OP_AFFINE_MAX:
		out[0] = (Mapped){ "map", 0, op->nopnds };
		return 1;
	default:
		out[0] = (Mapped){ "map", p, op->nopnds >= p ? op->nopnds - p : 0 };
		return 1;
	}
}

static int rewrite_op(SA *s, Op **slot)
{
	Op *op = *slot;
	int err = 0;
	Mapped mp[2];
	switch (op_name(op)->id) {
	case OP_AFFINE_FOR:
	case OP_AFFINE_MIN:
	case OP_AFFINE_MAX:
		for (int i = 0, n = op_maps(op, mp); err == 0 && i < n; i++)
			err = fold_in_place(s, op, &mp[i]);
		return err;
	default:
		*slot = rewrite_mapped(s, op, &err);
		return err;
	}
}

/* ------------------------------------------------------------- report */

static RadixSet *dim_set(SA *s, Value *v, int64_t extent)
{
	for (size_t i = 0; i < s->dimsets.len; i++)
		if (VEC_AT(&s->dimsets, DimSet, i).v == v)
			return &VEC_AT(&s->dimsets, DimSet, i).set;
	DimSet *d = vec_push(&s->dimsets);
	d->v = v;
	d->set.extent = extent;
	return &d->set;
}

/* One floordiv/mod of one map of one op, in the report's two passes. */
typedef struct Site {
	SA *s;
	Op *op;
	AffEnv env;
	Value **in;          /* the map's inputs */
	int print;           /* 0: gather boundaries, 1: print */
	Vec seen;            /* AffExpr *: nodes reported for this op */
} Site;

static void class_text(Site *t, AffExpr *e, RadixClass k, const AffDigit *d, uint32_t dim, Buf *b)
{
	buf_puts(b, radix_class_name(k));
	if (k == RC_ALIGNED || k == RC_INCOMPATIBLE) {
		const RadixSet *rs = dim_set(t->s, t->in[dim], t->env.dims[dim].extent);
		int64_t chain[RADIX_MAX + 2];
		uint32_t n;
		radix_chain(rs, chain, &n);
		buf_puts(b, k == RC_ALIGNED ? ", chain [" : ": boundaries [");
		for (uint32_t i = 0; i < n; i++)
			buf_printf(b, i ? ", %" PRId64 : "%" PRId64, chain[i]);
		buf_puts(b, k == RC_ALIGNED ? "]" : "] are not a divisibility chain");
	} else if (k == RC_NONDIVIDING && d->arg->kind == AE_DIM) {
		buf_printf(b, ": %" PRId64 " does not divide extent %" PRId64,
			   d->div * (d->mod ? d->mod : 1), t->env.dims[dim].extent);
	} else if (k == RC_CEILDIV) {
		buf_puts(b, ": not a digit extractor");
	} else if (k == RC_SYMBOLIC) {
		buf_puts(b, e->rhs->kind != AE_CONST ? ": divisor is not a constant"
			 : d->arg->kind == AE_DIM ? ": extent is not a constant loop bound"
			 : ": argument has symbols");
	}
}

static void remark(Site *t, AffExpr *e, RadixClass k, const AffDigit *d, uint32_t dim)
{
	for (size_t i = 0; i < t->seen.len; i++)
		if (VEC_AT(&t->seen, AffExpr *, i) == e)
			return;
	*(AffExpr **)vec_push(&t->seen) = e;
	Ctx *c = t->s->c;
	unsigned line = 0, col = 0;
	if (c->src)
		ctx_line_col(c->src, c->srclen, t->op->pos, &line, &col);
	Buf b = { 0 };
	buf_printf(&b, "%s:%u:%u: remark: %s: ", c->filename ? c->filename : "<input>", line, col,
		   op_name(t->op)->name->s);
	print_affexpr(e, &b);
	buf_puts(&b, ": ");
	class_text(t, e, k, d, dim, &b);
	buf_putc(&b, '\n');
	fwrite(b.p, 1, b.len, t->s->o->report);
	buf_free(&b);
}

static void visit(Site *t, AffExpr *e, unsigned depth);

static void visit_div(Site *t, AffExpr *e, unsigned depth)
{
	AffDigit d;
	uint32_t dim = 0, nb;
	int64_t b[2];
	RadixClass k = radix_local(e, &t->env, &d, &dim, b, &nb);
	if (k == RC_ALIGNED && !t->print) {
		RadixSet *rs = dim_set(t->s, t->in[dim], t->env.dims[dim].extent);
		for (uint32_t i = 0; i < nb; i++)
			radix_add(rs, b[i]);
	}
	if (k == RC_ALIGNED && t->print) {
		int64_t chain[RADIX_MAX + 2];
		uint32_t n;
		if (!radix_chain(dim_set(t->s, t->in[dim], t->env.dims[dim].extent), chain, &n))
			k = RC_INCOMPATIBLE;
	}
	if (t->print)
		remark(t, e, k, &d, dim);
	/* Look for further floordiv/mod inside what is not a single digit. */
	if (d.arg != e)
		visit(t, d.arg, depth + 1);
	else
		visit(t, e->lhs, depth + 1);
	visit(t, e->rhs, depth + 1);
}

/* Left to right, so the remarks come in the written order. */
static void visit(Site *t, AffExpr *e, unsigned depth)
{
	if (e->kind >= AE_CONST || depth > t->env.max_depth)
		return;
	if (e->kind == AE_MUL) {
		visit(t, e->lhs, depth + 1);
		visit(t, e->rhs, depth + 1);
		return;
	}
	if (e->kind != AE_ADD) {
		visit_div(t, e, depth);
		return;
	}
	Vec spine;
	vec_init(&spine, sizeof(AffExpr *));
	for (; e->kind == AE_ADD; e = e->lhs)
		*(AffExpr **)vec_push(&spine) = e->rhs;
	visit(t, e, depth + 1);
	for (size_t i = spine.len; i-- > 0;)
		visit(t, VEC_AT(&spine, AffExpr *, i), depth + 1);
	vec_free(&spine);
}

static void report_op(SA *s, Op *op, int print)
{
	Mapped mp[2];
	for (int i = 0, n = op_maps(op, mp); i < n; i++) {
		AffMap *m = op_map(op, mp[i].attr);
		if (!m || m->ndims + m->nsyms != mp[i].n)
			continue;
		Site t = { .s = s, .op = op, .print = print };
		t.in = opnd_values(op, mp[i].first, mp[i].n);
		AffVar *vars = vars_of(s, t.in, mp[i].n, 0);
		t.env = (AffEnv){ vars, vars + m->ndims, m->ndims, m->nsyms, s->c->max_depth };
		vec_init(&t.seen, sizeof(AffExpr *));
		for (uint32_t r = 0; r < m->nres; r++)
			visit(&t, m->res[r], 0);
		vec_free(&t.seen);
		free(vars);
		free(t.in);
	}
}

static void report(SA *s)
{
	for (int print = 0; print < 2; print++)
		for (size_t i = 0; i < s->ops.len; i++)
			if (VEC_AT(&s->ops, Op *, i))
				report_op(s, VEC_AT(&s->ops, Op *, i), print);
}

/* --------------------------------------------------------------- pass */

static int collect(Op *op, void *ud)
{
	SA *s = ud;
	switch (op_name(op)->id) {
	case OP_AFFINE_FOR:
		/* The mark of a loop is its IV-range cache index (0: not yet
		 * computed); it must not be the apply's "has users" flag below,
		 * or loop_var would read another loop's range. */
		op->mark = 0;
		*(Op **)vec_push(&s->ops) = op;
		break;
	case OP_AFFINE_APPLY:
		/* only applies this pass leaves without users are erased */
		op->mark = op->nres == 1 && value_has_uses(&op_res(op)[0]);
		*(Op **)vec_push(&s->ops) = op;
		break;
	case OP_AFFINE_MIN:
	case OP_AFFINE_MAX:
	case OP_AFFINE_LOAD:
	case OP_AFFINE_STORE:
	case OP_AFFINE_VECTOR_LOAD:
	case OP_AFFINE_VECTOR_STORE:
		*(Op **)vec_push(&s->ops) = op;
		break;
	default:
		break;
	}
	return 0;
}

/* The applies whose users were all composed away.  Users come after
 * their definitions in pre-order, so walking backwards erases chains of
 * them in one sweep.  Applies already unused in the input stay: the pass
 * folds, it does not clean up. */
static void erase_dead_applies(SA *s)
{
	for (size_t i = s->ops.len; i-- > 0;) {
		Op *op = VEC_AT(&s->ops, Op *, i);
		if (op && op_name(op)->id == OP_AFFINE_APPLY && op->mark && !value_has_uses(&op_res(op)[0])) {
			op_erase(op);
			VEC_AT(&s->ops, Op *, i) = NULL;
		}
	}
}

int pass_simplify_affine(Ctx *c, Module *m, const PassOpts *o)
{
	SA s = { .c = c, .o = o };
	vec_init(&s.ops, sizeof(Op *));
	vec_init(&s.loops, sizeof(AffVar));
	vec_init(&s.dimsets, sizeof(DimSet));
	walk_ops(&m->body, collect, &s);
	int rc = 0;
	for (size_t i = 0; rc == 0 && i < s.ops.len; i++)
		rc = rewrite_op(&s, &VEC_AT(&s.ops, Op *, i));
	if (rc == 0) {
		erase_dead_applies(&s);
		if (o && o->report)
			report(&s);
	}
	vec_free(&s.ops);
	vec_free(&s.loops);
	vec_free(&s.dimsets);
	return rc;
}
