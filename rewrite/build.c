/* build.c — the small builder the passes share: insertion point, constants,
 * arith/affine ops in the exact generic form MLIR 19 prints, and readers
 * for the attributes PyTorchSim writes (integers, integer arrays). */
#include "rewrite.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void rw_init(Rw *w, Ctx *c)
{
	memset(w, 0, sizeof *w);
	w->c = c;
	w->n.constant = opname_get(c, "arith.constant", 14);
	w->n.addi = opname_get(c, "arith.addi", 10);
	w->n.muli = opname_get(c, "arith.muli", 10);
	w->n.index_cast = opname_get(c, "arith.index_cast", 16);
	w->n.apply = opname_get(c, "affine.apply", 12);
	w->n.afor = opname_get(c, "affine.for", 10);
	w->n.yield = opname_get(c, "affine.yield", 12);
	w->ovf_none = at_opaque(c, str_cstr(c, "arith"), str_cstr(c, "overflow<none>"), NULL);
}

int rw_fail(Ctx *c, const Op *op, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(c, op->pos, fmt, ap);
	va_end(ap);
	return -1;
}

void rw_at(Rw *w, Op *at, const Op *origin)
{
	w->at = at;
	w->pos = origin->pos;
	w->loc = op_loc(origin);
}

Op *rw_op(Rw *w, const OpName *name, Value **opnds, uint32_t n, Type *res,
          Attr *props, Attr *attrs)
{
	Type *rt[1] = { res };
	Op *op = op_create(w->c, name, opnds, n, rt, res ? 1 : 0, NULL, 0, 0,
			   props, attrs, w->loc);
	op->pos = w->pos;
	op_insert_before(w->at, op);
	return op;
}

Value *rw_const(Rw *w, Type *t, int64_t v)
{
	static const char *const k[] = { "value" };
	Attr *val = at_int64(w->c, t, v);
	return op_res(rw_op(w, w->n.constant, NULL, 0, t, rw_dict(w->c, k, &val, 1), NULL));
}

Value *rw_arith(Rw *w, const OpName *name, Value *a, Value *b)
{
	static const char *const k[] = { "overflowFlags" };
	Value *ops[2] = { a, b };
	return op_res(rw_op(w, name, ops, 2, value_type(a), rw_dict(w->c, k, &w->ovf_none, 1), NULL));
}

Value *rw_apply(Rw *w, AffMap *m, Value **opnds, uint32_t n)
{
	static const char *const k[] = { "map" };
	Attr *map = at_affine_map(w->c, m);
	return op_res(rw_op(w, w->n.apply, opnds, n, w->c->t_index, rw_dict(w->c, k, &map, 1), NULL));
}

static AffMap *const_map(Ctx *c, int64_t v)
{
	AffExpr *e = aff_const(c, v);
	return affmap_get(c, 0, 0, &e, 1);
}

Op *rw_for_loop(Rw *w, int64_t lo, int64_t hi, int64_t step, Attr *attrs)
{
	Ctx *c = w->c;
	int64_t seg[3] = { 0, 0, 0 };
	static const char *const pk[] = { "lowerBoundMap", "operandSegmentSizes", "step", "upperBoundMap" };
	Attr *pv[] = { at_affine_map(c, const_map(c, lo)), rw_dense_array(c, 32, seg, 3),
		       at_int64(c, c->t_index, step), at_affine_map(c, const_map(c, hi)) };
	Op *f = op_create(c, w->n.afor, NULL, 0, NULL, 0, NULL, 0, 1, rw_dict(c, pk, pv, 4), attrs, w->loc);
	Block *b = block_create(c);
	region_push_block(&op_regions(f)[0], b);
	block_add_arg(c, b, c->t_index, NULL);
	Op *y = op_create(c, w->n.yield, NULL, 0, NULL, 0, NULL, 0, 0, NULL, NULL, w->loc);
	f->pos = y->pos = w->pos;
	block_push_op(b, y);
	op_insert_before(w->at, f);
	return f;
}

Op *rw_for(Rw *w, Op *at, int64_t ub)
{
	static const char *const ak[] = { "inner_loop" };
	Attr *t = at_bool(w->c, 1);
	Op *saved = w->at;
	w->at = at;
	Op *f = rw_for_loop(w, 0, ub, 1, rw_dict(w->c, ak, &t, 1));
	w->at = saved;
	return block_last(region_first(&op_regions(f)[0]));
}

/* ------------------------------------------------------------ attributes */

Attr *rw_dict(Ctx *c, const char *const *names, Attr **vals, uint32_t n)
{
	const Str *ns[16];
	if (n > 16)
		return NULL;   /* the passes build small dictionaries only */
	for (uint32_t i = 0; i < n; i++)
		ns[i] = str_cstr(c, names[i]);
	return at_dict(c, ns, vals, n, NULL);
}

Attr *rw_i64_array(Ctx *c, const int64_t *v, uint32_t n)
{
	Attr *e[RW_MAX_RANK];
	if (n > RW_MAX_RANK)
		n = RW_MAX_RANK;
	for (uint32_t i = 0; i < n; i++)
		e[i] = at_int64(c, c->t_i64, v[i]);
	return at_array(c, e, n);
}

Attr *rw_dense_array(Ctx *c, unsigned bits, const int64_t *v, uint32_t n)
{
	uint8_t data[RW_MAX_RANK * 8];
	unsigned nb = bits / 8;
	if (n > RW_MAX_RANK)
		n = RW_MAX_RANK;
	for (uint32_t i = 0; i < n; i++)
		for (unsigned b = 0; b < nb; b++)   /* little-endian, like the parser stores it */
			data[i * nb + b] = (uint8_t)((uint64_t)v[i] >> (8 * b));
	return at_dense_array(c, ty_int(c, bits, SIGNLESS), data, (size_t)n * nb, n);
}

Attr *rw_dict_set(Ctx *c, Attr *d, const char *name, Attr *v)
{
	uint32_t n = d ? d->n : 0, i;
	const Str **names = malloc((n + 1) * sizeof *names);
	Attr **vals = malloc((n + 1) * sizeof *vals);
	if (!names || !vals)
		abort();
	const Str *key = str_cstr(c, name);
	for (i = 0; i < n; i++) {
		names[i] = attr_name(d, i);
		vals[i] = attr_name(d, i) == key ? v : attr_elem(d, i);
	}
	if (!d || !at_dict_get(d, name)) {
		names[n] = key;
		vals[n++] = v;
	}
	Attr *r = at_dict(c, names, vals, n, NULL);
	free(names);
	free(vals);
	return r;
}

void rw_set_attr(Ctx *c, Op *op, const char *name, Attr *v)
{
	if (op_attrs(op) && at_dict_get(op_attrs(op), name))
		rel_set(&op->attrs, rw_dict_set(c, op_attrs(op), name, v));
	else
		rel_set(&op->props, rw_dict_set(c, op_props(op), name, v));
}

Attr *rw_attr(const Op *op, const char *name)
{
	Attr *a = op_attrs(op) ? at_dict_get(op_attrs(op), name) : NULL;
	if (!a && op->props)
		a = at_dict_get(op_props(op), name);
	return a;
}

int rw_int(const Attr *a, int64_t *v)
{
	if (!a)
		return -1;
	if (a->kind == AT_BOOL) {
		*v = a->ival;
		return 0;
	}
	if (a->kind != AT_INT || a->n < 1)
		return -1;
	unsigned w = ty_bitwidth(attr_type(a));
	uint64_t x = a->words[0];
	/* Sign-extend narrow signless/signed values; i64 and index are exact. */
	if (w && w < 64 && attr_type(a)->sign != UNSIGNED && (x >> (w - 1) & 1))
		x |= ~UINT64_C(0) << w;
	*v = (int64_t)x;
	return 0;
}

int rw_ints(const Attr *a, int64_t *v, uint32_t cap, uint32_t *n)
{
	*n = cap;
	if (!a || a->kind != AT_ARRAY || a->n > cap)
		return -1;
	for (uint32_t i = 0; i < a->n; i++) {
		if (attr_elem(a, i)->kind != AT_INT || rw_int(attr_elem(a, i), &v[i]) < 0) {
			*n = i;
			return -1;
		}
	}
	*n = a->n;
	return 0;
}

int rw_const_value(const Value *v, int64_t *out)
{
	if (!value_def(v) || op_name(value_def(v))->id != OP_ARITH_CONSTANT)
		return -1;
	Attr *a = rw_attr(value_def(v), "value");
	if (!a || (a->kind != AT_INT && a->kind != AT_BOOL))
		return -1;
	return rw_int(a, out);
}

int rw_static_memref(const Type *t)
{
	if (!t || t->kind != TY_MEMREF)
		return -1;
	for (uint32_t i = 0; i < t->n; i++)
		if (t->dims[i] == DYN)
			return -1;
	return (int)t->n;
}

/* --------------------------------------------------------------- walks */

Block *rw_module_block(Module *m)
{
	Op *mod = region_first(&m->body) ? block_first(region_first(&m->body)) : NULL;
	return mod && mod->nregions ? region_first(&op_regions(mod)[0]) : NULL;
}

Op *rw_find_symbol(Block *b, const char *name)
{
	size_t len = strlen(name);
	for (Op *op = b ? block_first(b) : NULL; op; op = op_next(op)) {
		Attr *n = rw_attr(op, "sym_name");
		if (n && n->kind == AT_STRING && n->str->len == len && !memcmp(n->str->s, name, len))
			return op;
	}
	return NULL;
}

Op *rw_iv_loop(const Value *v)
{
	Op *f = value_block(v) && v->index == 0 ? block_parent_op(value_block(v)) : NULL;
	return f && op_name(f)->id == OP_AFFINE_FOR && f->nregions == 1 && value_block(v) == region_first(&op_regions(f)[0]) ? f
	                                                                                           : NULL;
}

typedef struct Collect {
	OpId id;
	Vec *out;
} Collect;

static int collect_one(Op *op, void *ud)
{
	Collect *k = ud;
	if (op_name(op)->id == k->id)
		*(Op **)vec_push(k->out) = op;
	return 0;
}

void rw_collect(Module *m, OpId id, Vec *out)
{
	Collect k = { id, out };
	walk_ops(&m->body, collect_one, &k);
}

typedef struct CollectNames {
	const OpName *const *names;
	uint32_t n;
	Vec *out;
} CollectNames;

static int collect_named(Op *op, void *ud)
{
	CollectNames *k = ud;
	for (uint32_t i = 0; i < k->n; i++)
		if (op_name(op) == k->names[i]) {
			*(Op **)vec_push(k->out) = op;
			break;
		}
	return 0;
}

void rw_collect_names(Module *m, const OpName *const *names, uint32_t n, Vec *out)
{
	CollectNames k = { names, n, out };
	walk_ops(&m->body, collect_named, &k);
}

/* affine.for's operandSegmentSizes (array<i32: lb, ub, inits>): the
 * lower- and upper-bound operand counts. */
int rw_for_segments(const Op *op, uint32_t *nlb, uint32_t *nub)
{
	Attr *a = rw_attr(op, "operandSegmentSizes");
	int32_t v[2];
	if (!a || a->kind != AT_DENSE_ARRAY || a->ival < 2 || a->nbytes < 8)
		return -1;
	memcpy(v, a->bytes, sizeof v);
	if (v[0] < 0 || v[1] < 0 || (uint64_t)v[0] + (uint64_t)v[1] > op->nopnds)
		return -1;
	*nlb = (uint32_t)v[0];
	*nub = (uint32_t)v[1];
	return 0;
}
