/* loop_padding.c — PyTorchSim's `mlir-opt -test-loop-padding` (spec:
 * pipeline.md §2: the L6 version of TestLoopPadding.cpp, with the
 * equality fix the fixture proves, §2.6).
 *
 * Codegen tiles a tensor axis as `affine.for %i = 0 to UB step TILE`.
 * When TILE does not divide UB, the last tile's DMA runs past the end of
 * the axis.  The pass rounds the loop's upper bound up to a multiple of
 * its step, lays out the DRAM buffers the loop walks with the padded axis
 * (every stride outer to it scaled by padded / UB: the DMA's DRAM index
 * map, its `dram_stride`, the memref's size, @kernel's signature), and
 * appends `@wrapper_kernel` with the original signature: it allocates
 * the padded buffers, fills them (0, or -inf for `padding = 1`), copies
 * the arguments in, calls @kernel and copies them back out (no copies in
 * the timing build).  Every module gets the wrapper, padded or not: the C
 * caller PyTorchSim generates calls `wrapper_kernel`.
 *
 * Where L6 would write a wrong module (an index it cannot follow, a
 * coefficient that is no whole number of padded rows, a buffer used by an
 * op it does not rewrite) this is a located error instead; docs/passes.md
 * lists them and the points where we differ from L6. */
#include "rewrite.h"

#include <string.h>

typedef struct Names {
	const OpName *func, *call, *ret, *alloc, *fill, *lyield, *load, *store;
} Names;

enum { N_APPLY, N_LOOP };

/* The dim-info tree of a DRAM index (§2.5): an affine.apply over its
 * operands' trees, or a leaf ranging over [lo, hi) — an induction
 * variable over [0, ub) (every integer: codegen's IVs count elements),
 * an index constant c over [c, c + 1). */
typedef struct Node {
	int kind;
	AffMap *map;
	struct Node **kids;
	uint32_t nkids;
	Value *iv;           /* N_LOOP: the induction variable, NULL for a constant */
	int64_t lo, hi;
} Node;

/* One memref.dma_start of @kernel, seen from its DRAM side. */
typedef struct Dma {
	Op *op;
	uint32_t mem, idx, nidx; /* operand numbers of the DRAM memref and its first index; index count */
	int dram_ok;             /* one side in space 0, the other in space 1 */
	Node *pre;               /* the DRAM index's tree before padding (NULL: none) */
	int touched;             /* some padded loop walks its DRAM index */
	/* the loop being padded */
	int hit;                 /* it walks this DMA's DRAM index */
	int64_t t;               /* the IV's coefficient there (the padded axis's stride) */
	Op *apply;               /* the index's affine.apply, NULL if the index is the IV */
	uint32_t pos;            /* the IV's dim in apply's map */
} Dma;

/* The loop being padded. */
typedef struct Cut {
	Op *loop;
	Value *iv;
	int64_t ub, padded;
	Vec resized;             /* Value *: arguments resized for it (once each) */
	Vec strides;             /* int64_t: the padded axis's stride in each */
	Vec rewritten;           /* Op *: applies already rewritten for it */
} Cut;

typedef struct Pad {
	Ctx *c;
	const PassOpts *o;
	Names nm;
	Op *kernel;
	Block *entry;
	Type *orig;              /* @kernel's function type before padding */
	Vec dmas;                /* Dma, in program order */
} Pad;

static int fail(Ctx *c, const Op *op, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(c, op ? op->pos : 0, fmt, ap);
	va_end(ap);
	return -1;
}

/* ----------------------------------------------------------- reading */

static unsigned line_of(Ctx *c, const Op *op)
{
	unsigned line = 0, col = 0;
	if (c->src && op->pos)
		ctx_line_col(c->src, c->srclen, op->pos, &line, &col);
	return line;
}

/* A bound map with no operands and one constant result. */
static int const_bound(const Op *loop, const char *name, int64_t *v)
{
	uint32_t nlb, nub;
	Attr *a = rw_attr(loop, name);
	if (rw_for_segments(loop, &nlb, &nub) < 0 || (name[0] == 'u' ? nub : nlb) != 0 || !a ||
	    a->kind != AT_AFFINE_MAP || a->map->nres != 1 || a->map->res[0]->kind != AE_CONST)
		return -1;
	*v = a->map->res[0]->val;
	return 0;
}

static AffMap *const_map(Ctx *c, int64_t v)
{
	AffExpr *e = aff_const(c, v);
	return affmap_get(c, 0, 0, &e, 1);
}

/* The memory space as an integer (none = 0), -1 if it is not one. */
static int64_t space_of(const Type *t)
{
	int64_t v;
	if (!t->memspace)
		return 0;
	return t->memspace->kind == AT_INT && rw_int(t->memspace, &v) == 0 ? v : -1;
}

static uint32_t rank_of(const Value *v)
{
	return value_type(v)->kind == TY_MEMREF ? value_type(v)->n : 0;
}

/* src[idx…], dst[idx…], num_elements, tag[idx…] [, stride, count]: the
 * DRAM side is the memref in space 0 when the other is in space 1. */
static int decode_dma(Pad *p, Op *op, Dma *d)
{
	uint32_t n = op->nopnds, sr, dr;
	memset(d, 0, sizeof *d);
	d->op = op;
	if (n < 4 || value_type(op_operand(op, 0))->kind != TY_MEMREF || n < (sr = rank_of(op_operand(op, 0))) + 4 ||
	    value_type(op_operand(op, 1 + sr))->kind != TY_MEMREF || n < sr + (dr = rank_of(op_operand(op, 1 + sr))) + 4 ||
	    value_type(op_operand(op, 3 + sr + dr))->kind != TY_MEMREF)
		return fail(p->c, op, "memref.dma_start: expected src[indices], dst[indices], num_elements, tag[indices]");
	int64_t ss = space_of(value_type(op_operand(op, 0))), ds = space_of(value_type(op_operand(op, 1 + sr)));
	if (ds == 0 && ss == 1)
		d->mem = 1 + sr, d->idx = 2 + sr, d->nidx = dr, d->dram_ok = 1;
	else if (ds == 1 && ss == 0)
		d->mem = 0, d->idx = 1, d->nidx = sr, d->dram_ok = 1;
	return 0;
}

static Value *dram_of(const Dma *d)
{
	return op_operand(d->op, d->mem);
}

/* The tree of an index value (NULL if it is built from anything else). */
static Node *tree(Pad *p, Value *v, unsigned depth)
{
	Ctx *c = p->c;
	int64_t k;
	Op *loop = rw_iv_loop(v);
	Node *n = arena_alloc(&c->arena, sizeof *n);
	if (depth > c->max_depth)
		return NULL;
	if (value_type(v)->kind == TY_INDEX && rw_const_value(v, &k) == 0) {
		n->kind = N_LOOP, n->lo = k, n->hi = k + 1;
		return n;
	}
	if (loop) {
		n->kind = N_LOOP, n->iv = v, n->lo = 0;
		return const_bound(loop, "upperBoundMap", &n->hi) == 0 ? n : NULL;
	}
	Op *a = value_def(v);
	Attr *m = a && op_name(a)->id == OP_AFFINE_APPLY ? rw_attr(a, "map") : NULL;
	if (!m || m->kind != AT_AFFINE_MAP || m->map->ndims + m->map->nsyms != a->nopnds)
		return NULL;
	n->kind = N_APPLY, n->map = m->map, n->nkids = a->nopnds;
	n->kids = arena_alloc(&c->arena, (a->nopnds + 1) * sizeof *n->kids);
	for (uint32_t i = 0; i < a->nopnds; i++)
		if (!(n->kids[i] = tree(p, op_operand(a, i), depth + 1)))
			return NULL;
	return n;
}

/* ------------------------------------------------- coefficients (§2.4) */

/* e as Σ coef[k]·dk + *cst; -1 if it is not such a sum (a floordiv, mod,
 * symbol, product of dims) or a coefficient overflows.  Iterative:
 * canonical sums can be deep. */
static int linear(AffExpr *e, uint32_t ndims, int64_t *coef, int64_t *cst)
{
	typedef struct { AffExpr *e; int64_t k; } Item;
	Vec st;
	int rc = 0;
	memset(coef, 0, ndims * sizeof *coef);
	*cst = 0;
	vec_init(&st, sizeof(Item));
	*(Item *)vec_push(&st) = (Item){ e, 1 };
	while (st.len && rc == 0) {
		Item it = VEC_AT(&st, Item, --st.len);
		int64_t prod, *slot = NULL;
		switch (it.e->kind) {
		case AE_ADD:
			*(Item *)vec_push(&st) = (Item){ it.e->lhs, it.k };
			*(Item *)vec_push(&st) = (Item){ it.e->rhs, it.k };
			continue;
		case AE_MUL:   /* canonical: the constant is on the right */
			if (it.e->rhs->kind != AE_CONST || __builtin_mul_overflow(it.k, it.e->rhs->val, &prod))
				rc = -1;
			else
				*(Item *)vec_push(&st) = (Item){ it.e->lhs, prod };
			continue;
		case AE_CONST: slot = cst; prod = it.e->val; break;
		case AE_DIM: slot = (uint64_t)it.e->val < ndims ? &coef[it.e->val] : NULL; prod = 1; break;
		default: break;
		}
		if (!slot || __builtin_mul_overflow(prod, it.k, &prod) || __builtin_add_overflow(*slot, prod, slot))
			rc = -1;
	}
	vec_free(&st);
	return rc;
}

/* §2.4's rebuild: a dim becomes dim * its new coefficient, a product its
 * rebuilt dim side, sums and constants stay — so the map prints as
 * PyTorchSim's K_padded.mlir has it.  NULL if deeper than the nesting
 * limit. */
static AffExpr *rebuild(Ctx *c, AffExpr *e, const int64_t *coef, unsigned depth)
{
	if (depth > c->max_depth)
		return NULL;
	if (e->kind == AE_DIM)
		return aff_mul(c, e, aff_const(c, coef[e->val]));
	if (e->kind != AE_ADD && e->kind != AE_MUL)
		return e;
	AffExpr *l = rebuild(c, e->lhs, coef, depth + 1), *r = rebuild(c, e->rhs, coef, depth + 1);
	if (!l || !r)
		return NULL;
	if (e->kind == AE_ADD)
		return aff_add(c, l, r);
	return r->kind == AE_CONST ? l : r;
}

/* One stride or coefficient s of a buffer whose axis of stride t and
 * extent ub is padded to `padded`: strides outer to the axis (> t, or
 * == t at a dim before the IV's, §2.4) scale by padded / ub — exactly,
 * which needs whole rows (t·ub | s).  0, or -1 if not whole rows. */
static int scale(int64_t s, int outer, const Cut *k, int64_t t, int64_t *out)
{
	int64_t row, prow;
	*out = s;
	if (!outer)
		return 0;
	if (__builtin_mul_overflow(t, k->ub, &row) || __builtin_mul_overflow(t, k->padded, &prow) || s % row ||
	    __builtin_mul_overflow(s / row, prow, out))
		return -1;
	return 0;
}

/* ------------------------------------------------- which DMAs a loop walks */

/* Does iv reach v through any chain of defining ops?  (bounded search) */
static int depends(Value *v, Value *iv)
{
	enum { LIMIT = 512 };
	Vec work;
	int found = 0;
	vec_init(&work, sizeof(Value *));
	*(Value **)vec_push(&work) = v;
	for (unsigned seen = 0; work.len && !found && seen < LIMIT; seen++) {
		Value *x = VEC_AT(&work, Value *, --work.len);
		found = x == iv;
		for (uint32_t i = 0; value_def(x) && i < value_def(x)->nopnds; i++)
			*(Value **)vec_push(&work) = op_operand(value_def(x), i);
	}
	vec_free(&work);
	return found;
}

/* Does the loop walk d's DRAM index, and how: fills hit, t, apply, pos.
 * The index must be the IV or an affine.apply with the IV among its dims
 * (what codegen writes); the IV reaching it any other way is an error,
 * not a DMA left unpadded. */
static int reach(Pad *p, const Cut *k, Dma *d)
{
	Ctx *c = p->c;
	d->hit = 0, d->apply = NULL;
	if (!d->dram_ok)
		return 0;
	for (uint32_t i = 0; i < d->nidx; i++)
		if (depends(op_operand(d->op, d->idx + i), k->iv) && d->nidx != 1)
			return fail(c, d->op, "Expected 1D memref, but got a memref of rank %u (the DRAM side of a DMA "
				    "whose index a padded loop walks)", d->nidx);
	Value *v = d->nidx == 1 ? op_operand(d->op, d->idx) : NULL;
	if (!v || !depends(v, k->iv))
		return 0;
	if (v == k->iv) {
		d->hit = 1, d->t = 1;
		return 0;
	}
	Op *a = value_def(v);
	Attr *m = a && op_name(a)->id == OP_AFFINE_APPLY ? rw_attr(a, "map") : NULL;
	uint32_t pos = 0;
	while (m && pos < a->nopnds && op_operand(a, pos) != k->iv)
		pos++;
	if (!m || m->kind != AT_AFFINE_MAP || pos == a->nopnds || pos >= m->map->ndims)
		return fail(c, d->op, "the padded loop at line %u reaches this DMA's DRAM index other than as a dim of "
			    "its affine.apply (through '%s'); loop padding rewrites only that map", line_of(c, k->loop),
			    value_def(v) ? op_name(value_def(v))->name->s : "a block argument");
	int64_t coef[RW_MAX_RANK], cst;
	if (m->map->nres != 1 || m->map->ndims > RW_MAX_RANK || linear(m->map->res[0], m->map->ndims, coef, &cst) < 0)
		return fail(c, a, "Unsupported DRAM index map for loop padding: expected a sum of constant multiples of "
			    "dims (and a constant)");
	for (uint32_t j = 0; j < a->nopnds; j++)
		if (j != pos && depends(op_operand(a, j), k->iv))
			return fail(c, d->op, "the padded loop at line %u reaches this DMA's DRAM index through more than one "
				    "operand of its affine.apply; loop padding rewrites one coefficient", line_of(c, k->loop));
	if (coef[pos] == 0)
		return 0;   /* an operand the map does not use */
	if (coef[pos] < 0)
		return fail(c, a, "loop padding: the padded loop's coefficient in the DRAM index is %lld; it must be positive",
			    (long long)coef[pos]);
	d->hit = 1, d->t = coef[pos], d->apply = a, d->pos = pos;
	return 0;
}

/* ---------------------------------------------------------- rewriting */

static int arg_index(const Pad *p, const Value *v)
{
	return value_block(v) == p->entry && value_def(v) == NULL ? (int)v->index : -1;
}

static void set_function_type(Pad *p)
{
	Ctx *c = p->c;
	Type *ins[RW_MAX_RANK * 4];
	uint32_t n = p->entry->nargs;
	for (uint32_t i = 0; i < n; i++)
		ins[i] = value_type(block_arg(p->entry, i));
	Type *ft = ty_func(c, ins, n, ty_func_outs(p->orig), p->orig->m);
	rw_set_attr(c, p->kernel, "function_type", at_type(c, ft));
}

/* The DRAM argument of d, once per loop: memref<(size / (t·ub)) · t·padded x T>. */
static int resize(Pad *p, Cut *k, Dma *d)
{
	Ctx *c = p->c;
	Value *mem = dram_of(d);
	for (size_t i = 0; i < k->resized.len; i++)
		if (VEC_AT(&k->resized, Value *, i) == mem) {
			if (VEC_AT(&k->strides, int64_t, i) != d->t)
				return fail(c, d->op, "loop padding: this DMA walks its DRAM buffer with the padded loop at "
					    "stride %lld, an earlier one at stride %lld", (long long)d->t,
					    (long long)VEC_AT(&k->strides, int64_t, i));
			return 0;
		}
	Type *t = value_type(mem);
	if (arg_index(p, mem) < 0)
		return fail(c, d->op, "loop padding resizes the DRAM buffer of this DMA, which must be an argument of @kernel");
	if (t->n != 1)
		return fail(c, d->op, "Expected 1D memref, but got a memref of rank %u", t->n);
	if (t->dims[0] == DYN || t->layout)
		return fail(c, d->op, "Expected 1D memref of static size and identity layout (the DRAM buffer loop padding resizes)");
	int64_t size;
	if (scale(t->dims[0], 1, k, d->t, &size) < 0)
		return fail(c, d->op, "loop padding: the DRAM buffer of %lld elements is no whole number of rows of the "
			    "padded axis (%lld elements of stride %lld)", (long long)t->dims[0], (long long)k->ub,
			    (long long)d->t);
	value_set_type(mem, ty_memref(c, &size, 1, t->elem, NULL, NULL));
	set_function_type(p);
	*(Value **)vec_push(&k->resized) = mem;
	*(int64_t *)vec_push(&k->strides) = d->t;
	return 0;
}

/* Is every use of v the DRAM index of a DMA this loop walks? */
static int only_walked_dmas(const Pad *p, const Value *v)
{
	for (const Use *u = value_uses(v); u; u = use_next(u)) {
		int ok = 0;
		for (size_t i = 0; i < p->dmas.len && !ok; i++) {
			const Dma *d = &VEC_AT(&p->dmas, Dma, i);
			ok = d->op == use_owner(u) && d->hit && u == &op_opnds(d->op)[d->idx];
		}
		if (!ok)
			return 0;
	}
	return 1;
}

/* §2.4 on d's index map.  An apply shared with anything but the DMAs the
 * loop walks is cloned first, so its other users keep their map. */
static int rewrite_index(Pad *p, Cut *k, Dma *d)
{
	Ctx *c = p->c;
	Op *a = d->apply;
	for (size_t i = 0; i < k->rewritten.len; i++)
		if (VEC_AT(&k->rewritten, Op *, i) == a)
			return 0;
	if (!only_walked_dmas(p, &op_res(a)[0])) {
		Op *b = op_clone(c, a);
		op_insert_after(a, b);
		op_set_operand(d->op, d->idx, &op_res(b)[0]);
		a = d->apply = b;
	}
	AffMap *m = rw_attr(a, "map")->map;
	int64_t coef[RW_MAX_RANK], want[RW_MAX_RANK], cst, got[RW_MAX_RANK], gcst;
	linear(m->res[0], m->ndims, coef, &cst);
	for (uint32_t i = 0; i < m->ndims; i++) {
		int outer = coef[i] > d->t || (coef[i] == d->t && i < d->pos);
		if (scale(coef[i], outer, k, d->t, &want[i]) < 0)
			return fail(c, a, "loop padding: coefficient %lld of d%u is no whole number of rows of the padded "
				    "axis (%lld elements of stride %lld)", (long long)coef[i], i, (long long)k->ub,
				    (long long)d->t);
	}
	AffExpr *res[RW_MAX_RANK];
	memcpy(res, m->res, m->nres * sizeof *res);
	res[0] = rebuild(c, m->res[0], want, 0);
	if (!res[0] || linear(res[0], m->ndims, got, &gcst) < 0 || gcst != cst ||
	    memcmp(got, want, m->ndims * sizeof *got))
		return fail(c, a, "Unsupported DRAM index map for loop padding: expected a sum of constant multiples of "
			    "dims (and a constant)");
	rw_set_attr(c, a, "map", at_affine_map(c, affmap_get(c, m->ndims, m->nsyms, res, m->nres)));
	*(Op **)vec_push(&k->rewritten) = a;
	return 0;
}

/* The DMA's `dram_stride` follows its buffer's layout (L6 leaves it, and
 * the DMA would then read the padded buffer with the unpadded strides). */
static int rescale_strides(Pad *p, Cut *k, Dma *d)
{
	Ctx *c = p->c;
	int64_t s[RW_MAX_RANK];
	uint32_t n;
	Attr *a = rw_attr(d->op, "dram_stride");
	if (!a)
		return 0;
	if (rw_ints(a, s, RW_MAX_RANK, &n) < 0)
		return fail(c, d->op, "memref.dma_start: 'dram_stride' must be an array of integers");
	for (uint32_t i = 0; i < n; i++)
		if (scale(s[i], s[i] > d->t, k, d->t, &s[i]) < 0)
			return fail(c, d->op, "loop padding: dram_stride entry %u (%lld) is no whole number of rows of the "
				    "padded axis (%lld elements of stride %lld)", i, (long long)s[i], (long long)k->ub,
				    (long long)d->t);
	rw_set_attr(c, d->op, "dram_stride", rw_i64_array(c, s, n));
	return 0;
}

/* Every DMA, whether the loop walks it or not, must show its DRAM side
 * and its stride operand (§2.3 step 4, L6's checks). */
static int check_form(Pad *p, const Dma *d)
{
	Op *op = d->op;
	uint32_t n = op->nopnds;
	if (!d->dram_ok) {
		uint32_t sr = rank_of(op_operand(op, 0));
		return fail(p->c, op, "Unexpected memory space, src: %lld, dst: %lld (a DMA moves between space 0 and space 1)",
			    (long long)space_of(value_type(op_operand(op, 0))), (long long)space_of(value_type(op_operand(op, 1 + sr))));
	}
	uint32_t sr = rank_of(op_operand(op, 0)), dr = rank_of(op_operand(op, 1 + sr));
	uint32_t tr = rank_of(op_operand(op, 3 + sr + dr));
	int64_t v;
	if (n != sr + dr + tr + 6 || value_type(op_operand(op, n - 2))->kind != TY_INDEX || rw_const_value(op_operand(op, n - 2), &v) < 0)
		return fail(p->c, op, "Can't find stride value from dmaOp: its stride operand (vlane_split_axis, "
			    "second to last) must be an index arith.constant");
	return 0;
}

/* §2.3 for one loop. */
static int pad_loop(Pad *p, Op *loop)
{
	Ctx *c = p->c;
	int64_t ub, lb, step;
	if (const_bound(loop, "upperBoundMap", &ub) < 0)
		return fail(c, loop, "Unexpected loop upper size: loop padding needs a constant upper bound");
	if (rw_int(rw_attr(loop, "step"), &step) < 0 || step < 1)
		return fail(c, loop, "affine.for: the step must be a positive integer");
	if (loop->nregions != 1 || !region_first(&op_regions(loop)[0]) || region_first(&op_regions(loop)[0])->nargs < 1)
		return fail(c, loop, "affine.for: expected a body with the induction variable");
	if (ub <= 0 || ub % step == 0)
		return 0;
	if (const_bound(loop, "lowerBoundMap", &lb) < 0 || lb != 0)
		return fail(c, loop, "loop padding pads loops from 0 (codegen's tile loops); this one's lower bound is not 0");
	Cut k = { .loop = loop, .iv = block_arg(region_first(&op_regions(loop)[0]), 0), .ub = ub };
	if (__builtin_add_overflow(ub, step - 1, &k.padded))
		return fail(c, loop, "loop padding: the padded upper bound overflows");
	k.padded = k.padded / step * step;
	rw_set_attr(c, loop, "upperBoundMap", at_affine_map(c, const_map(c, k.padded)));
	vec_init(&k.resized, sizeof(Value *));
	vec_init(&k.strides, sizeof(int64_t));
	vec_init(&k.rewritten, sizeof(Op *));
	int rc = 0;
	for (size_t i = 0; i < p->dmas.len && rc == 0; i++)
		rc = check_form(p, &VEC_AT(&p->dmas, Dma, i));
	for (size_t i = 0; i < p->dmas.len && rc == 0; i++)
		rc = reach(p, &k, &VEC_AT(&p->dmas, Dma, i));
	for (size_t i = 0; i < p->dmas.len && rc == 0; i++) {
		Dma *d = &VEC_AT(&p->dmas, Dma, i);
		if (!d->hit)
			continue;
		d->touched = 1;
		rc = resize(p, &k, d);
		if (rc == 0 && d->apply)
			rc = rewrite_index(p, &k, d);
		if (rc == 0)
			rc = rescale_strides(p, &k, d);
	}
	/* A DMA on a resized buffer that the loop does not walk would read the
	 * new layout at an old address. */
	for (size_t i = 0; i < p->dmas.len && rc == 0; i++) {
		Dma *d = &VEC_AT(&p->dmas, Dma, i);
		for (size_t j = 0; j < k.resized.len && !d->hit; j++)
			if (dram_of(d) == VEC_AT(&k.resized, Value *, j))
				rc = fail(c, d->op, "loop padding resizes this DMA's DRAM buffer for the loop at line %u, but "
					  "the DMA's index does not follow that loop", line_of(c, loop));
	}
	vec_free(&k.resized);
	vec_free(&k.strides);
	vec_free(&k.rewritten);
	return rc;
}

/* Post-order (innermost loops first, MLIR's walk order). */
static void loops_post_order(Block *b, Vec *out)
{
	for (Op *op = block_first(b); op; op = op_next(op)) {
		for (uint32_t r = 0; r < op->nregions; r++)
			for (Block *x = region_first(&op_regions(op)[r]); x; x = block_next(x))
				loops_post_order(x, out);
		if (op_name(op)->id == OP_AFFINE_FOR)
			*(Op **)vec_push(out) = op;
	}
}

/* A resized argument may only be the DRAM buffer of DMAs. */
static int check_uses(Pad *p)
{
	for (uint32_t i = 0; i < p->entry->nargs; i++) {
		Value *a = block_arg(p->entry, i);
		if (value_type(a) == p->orig->types[i])
			continue;
		for (Use *u = value_uses(a); u; u = use_next(u)) {
			int ok = 0;
			for (size_t j = 0; j < p->dmas.len && !ok; j++) {
				Dma *d = &VEC_AT(&p->dmas, Dma, j);
				ok = d->op == use_owner(u) && u == &op_opnds(d->op)[d->mem];
			}
			if (!ok)
				return fail(p->c, use_owner(u), "loop padding resizes argument %u of @kernel, but '%s' uses it "
					    "(only memref.dma_start can follow the padded layout)", i,
					    op_name(use_owner(u))->name->s);
		}
	}
	return 0;
}

/* ------------------------------------------------------------ wrapper */

typedef struct Wrap {
	Pad *p;
	Rw w;
	Op *fn, *call, *ret;
	Block *entry;
	Vec ivs;                 /* (kernel IV, wrapper IV) pairs of the nest being built */
	Value *alloc[RW_MAX_RANK * 4];
	Value *src[RW_MAX_RANK * 4], *dst[RW_MAX_RANK * 4];   /* copy-in indices, for --verify-rewrites */
} Wrap;

/* -inf, or zero, of a float type: 0, -1 if the kind has no such value here. */
static int float_fill(const Type *t, int neg_inf, uint64_t *bits)
{
	static const struct { FloatKind k; uint64_t ninf; } kinds[] = {
		{ FK_F16, 0xFC00 }, { FK_BF16, 0xFF80 }, { FK_F32, 0xFF800000 }, { FK_F64, 0xFFF0000000000000ull },
	};
	for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
		if (kinds[i].k == t->fkind) {
			*bits = neg_inf ? kinds[i].ninf : 0;
			return 0;
		}
	return -1;
}

/* The fill value of a padded buffer: `padding` 0 = zero, 1 = -inf. */
static Value *fill_value(Wrap *x, const Dma *d, Type *t)
{
	Ctx *c = x->p->c;
	int64_t pad = 0;
	uint64_t bits;
	static const char *const k[] = { "value" };
	Attr *a = rw_attr(d->op, "padding"), *v = NULL;
	if (a && (rw_int(a, &pad) < 0 || (pad != 0 && pad != 1))) {
		fail(c, d->op, "Invalid padding type (0: zero, 1: negative)");
		return NULL;
	}
	if (t->kind == TY_FLOAT && float_fill(t, (int)pad, &bits) == 0)
		v = at_float(c, t, &bits);
	else if ((t->kind == TY_INT || t->kind == TY_INDEX) && pad == 0)
		v = at_int64(c, t, 0);
	if (!v) {
		Buf b = { 0 };
		print_type(c, t, &b);
		fail(c, d->op, "Unsupported padding type: %s filled with %s (zero: integers, index, f16, bf16, f32, f64; "
		     "-inf: the floats)", b.p, pad ? "-inf" : "zero");
		buf_free(&b);
		return NULL;
	}
	return op_res(rw_op(&x->w, x->w.n.constant, NULL, 0, t, rw_dict(c, k, &v, 1), NULL));
}

/* arith.constant 0 : index (unused, as L6 makes it), the fill value,
 * memref.alloc and linalg.fill, at the start of the wrapper. */
static int alloc_padded(Wrap *x, uint32_t arg, const Dma *d)
{
	Ctx *c = x->p->c;
	Type *t = value_type(block_arg(x->p->entry, arg));
	int64_t seg[2] = { 0, 0 };
	static const char *const k[] = { "operandSegmentSizes" };
	x->w.at = block_first(x->entry);
	rw_const(&x->w, c->t_index, 0);
	Value *z = fill_value(x, d, t->elem);
	if (!z)
		return -1;
	Attr *s0 = rw_dense_array(c, 32, seg, 2);
	Value *m = op_res(rw_op(&x->w, x->p->nm.alloc, NULL, 0, t, rw_dict(c, k, &s0, 1), NULL));
	seg[0] = seg[1] = 1;
	Attr *s1 = rw_dense_array(c, 32, seg, 2);
	Value *io[2] = { z, m };
	/* linalg.fill with the body MLIR's builder gives it: yield the input */
	Op *f = op_create(c, x->p->nm.fill, io, 2, NULL, 0, NULL, 0, 1, rw_dict(c, k, &s1, 1), NULL, x->w.loc);
	Block *b = block_create(c);
	region_push_block(&op_regions(f)[0], b);
	Value *in = block_add_arg(c, b, t->elem, NULL);
	block_add_arg(c, b, t->elem, NULL);
	Op *y = op_create(c, x->p->nm.lyield, &in, 1, NULL, 0, NULL, 0, 0, NULL, NULL, x->w.loc);
	f->pos = y->pos = x->w.pos;
	block_push_op(b, y);
	op_insert_before(x->w.at, f);
	x->alloc[arg] = m;
	return 0;
}

/* The loops of a tree's leaves (each IV once), innermost insertion point
 * left in x->w; the pre and post index values in *vp, *vq (§2.6 step 2). */
static void copy_indices(Wrap *x, const Node *pre, const Node *post, Value **vp, Value **vq)
{
	Ctx *c = x->p->c;
	if (pre->kind == N_LOOP) {
		for (size_t i = 0; pre->iv && i < x->ivs.len; i += 2)
			if (VEC_AT(&x->ivs, Value *, i) == pre->iv) {
				*vp = *vq = VEC_AT(&x->ivs, Value *, i + 1);
				return;
			}
		Op *f = rw_for_loop(&x->w, pre->lo, pre->hi, 1, NULL);
		x->w.at = block_last(region_first(&op_regions(f)[0]));
		*vp = *vq = block_arg(region_first(&op_regions(f)[0]), 0);
		*(Value **)vec_push(&x->ivs) = pre->iv;
		*(Value **)vec_push(&x->ivs) = *vp;
		return;
	}
	Value **a = arena_alloc(&c->arena, 2 * (pre->nkids + 1) * sizeof *a), **b = a + pre->nkids + 1;
	for (uint32_t i = 0; i < pre->nkids; i++)
		copy_indices(x, pre->kids[i], post->kids[i], &a[i], &b[i]);
	*vp = rw_apply(&x->w, pre->map, a, pre->nkids);
	*vq = rw_apply(&x->w, post->map, b, post->nkids);
}

/* affine.load from[i] ; affine.store to[j] (identity maps). */
static void move(Wrap *x, Value *from, Value *i, Value *to, Value *j)
{
	Ctx *c = x->p->c;
	AffExpr *d0 = aff_dim(c, 0);
	Attr *id = at_affine_map(c, affmap_get(c, 1, 0, &d0, 1));
	static const char *const k[] = { "map" };
	Attr *props = rw_dict(c, k, &id, 1);
	Value *li[2] = { from, i };
	Value *v = op_res(rw_op(&x->w, x->p->nm.load, li, 2, value_type(from)->elem, props, NULL));
	Value *si[3] = { v, to, j };
	rw_op(&x->w, x->p->nm.store, si, 3, NULL, props, NULL);
}

/* One copy nest before `at`: in (argument -> padded buffer) or out. */
static int copy_nest(Wrap *x, Op *at, uint32_t arg, const Dma *d, int in)
{
	Value *vp, *vq, *a = block_arg(x->entry, arg);
	Node *post = tree(x->p, op_operand(d->op, d->idx), 0);
	if (!post)   /* padding keeps the tree's shape; a bug otherwise */
		return fail(x->p->c, d->op, "loop padding: the padded DRAM index has no dim-info tree");
	x->w.at = at;
	x->ivs.len = 0;
	copy_indices(x, d->pre, post, &vp, &vq);
	if (in) {
		move(x, a, vp, x->alloc[arg], vq);
		x->src[arg] = vp, x->dst[arg] = vq;
	} else {
		move(x, x->alloc[arg], vq, a, vp);
	}
	return 0;
}

/* The first DMA on argument i that a padded loop walks (its trees drive
 * the copies; §2.5 takes the first DMA on the buffer). */
static const Dma *record_of(Pad *p, uint32_t i)
{
	for (size_t j = 0; j < p->dmas.len; j++) {
		const Dma *d = &VEC_AT(&p->dmas, Dma, j);
		if (d->touched && dram_of(d) == block_arg(p->entry, i))
			return d;
	}
	return NULL;
}

/* func.func @wrapper_kernel(original signature) with an entry block
 * holding `func.call @kernel` and `func.return`. */
static void wrapper_shell(Wrap *x, Block *top)
{
	Pad *p = x->p;
	Ctx *c = p->c;
	Type *ft = p->orig;
	static const char *const k[] = { "function_type", "sym_name" };
	Attr *v[] = { at_type(c, ft), at_string(c, "wrapper_kernel", 14, NULL) };
	x->fn = op_create(c, p->nm.func, NULL, 0, NULL, 0, NULL, 0, 1, rw_dict(c, k, v, 2), NULL, NULL);
	x->fn->pos = p->kernel->pos;
	block_push_op(top, x->fn);
	x->entry = block_create(c);
	region_push_block(&op_regions(x->fn)[0], x->entry);
	Value *args[RW_MAX_RANK * 4];
	for (uint32_t i = 0; i < ft->n; i++)
		args[i] = block_add_arg(c, x->entry, ft->types[i], NULL);
	static const char *const ck[] = { "callee" };
	const Str *kn = str_cstr(c, "kernel");
	Attr *callee = at_symref(c, &kn, 1);
	x->call = op_create(c, p->nm.call, args, ft->n, ty_func_outs(ft), ft->m, NULL, 0, 0,
			    rw_dict(c, ck, &callee, 1), NULL, NULL);
	Value *res[RW_MAX_RANK * 4];
	for (uint32_t i = 0; i < ft->m; i++)
		res[i] = &op_res(x->call)[i];
	x->ret = op_create(c, p->nm.ret, res, ft->m, NULL, 0, NULL, 0, 0, NULL, NULL, NULL);
	x->call->pos = x->ret->pos = x->fn->pos;
	block_push_op(x->entry, x->call);
	block_push_op(x->entry, x->ret);
	rw_init(&x->w, c);
	rw_at(&x->w, x->call, p->kernel);
	x->w.loc = NULL;
}

/* The padded arguments in discovery order (the first DMA on each, §2.5). */
static uint32_t padded_args(Pad *p, uint32_t *order, const Dma **rec)
{
	uint32_t n = 0;
	for (size_t j = 0; j < p->dmas.len; j++) {
		const Dma *d = &VEC_AT(&p->dmas, Dma, j);
		int i = arg_index(p, dram_of(d));
		if (i < 0 || value_type(block_arg(p->entry, i)) == p->orig->types[i] || record_of(p, (uint32_t)i) != d)
			continue;
		order[n] = (uint32_t)i, rec[n++] = d;
	}
	return n;
}

static int verify_copies(Wrap *x, uint32_t n, const uint32_t *order, const Dma *const *rec)
{
	Pad *p = x->p;
	for (uint32_t i = 0; i < n; i++) {
		uint32_t a = order[i];
		if (x->src[a] && rw_check_copy(p->c, "loop-padding", rec[i]->op, "the wrapper's copy of this DMA's buffer",
					       x->src[a], p->orig->types[a]->dims[0], x->dst[a],
					       value_type(block_arg(p->entry, a))->dims[0]) < 0)
			return -1;
	}
	return 0;
}

static int build_wrapper(Pad *p, Block *top)
{
	Wrap x = { .p = p };
	uint32_t order[RW_MAX_RANK * 4], n;
	const Dma *rec[RW_MAX_RANK * 4];
	wrapper_shell(&x, top);
	vec_init(&x.ivs, sizeof(Value *));
	n = padded_args(p, order, rec);
	int rc = 0;
	for (uint32_t i = 0; i < n && rc == 0; i++) {
		if (!rec[i]->pre)
			rc = fail(p->c, rec[i]->op, "Unexpected apply format: the DRAM index of a buffer loop padding resizes "
				  "must be built from affine.for induction variables, index constants and affine.apply");
		else
			rc = alloc_padded(&x, order[i], rec[i]);
	}
	for (uint32_t i = 0; i < n && rc == 0 && !p->o->timing; i++)
		rc = copy_nest(&x, x.call, order[i], rec[i], 1);
	for (uint32_t i = 0; i < n && rc == 0 && !p->o->timing; i++)
		rc = copy_nest(&x, x.ret, order[i], rec[i], 0);
	for (uint32_t i = 0; i < n && rc == 0; i++)
		op_set_operand(x.call, order[i], x.alloc[order[i]]);
	if (rc == 0 && p->o->verify_rewrites)
		rc = verify_copies(&x, n, order, rec);
	vec_free(&x.ivs);
	return rc;
}

/* Every DMA on a resized buffer keeps its DRAM tile (tile = subtile_size
 * or the scratchpad shape, with dram_stride) inside the padded buffer, at
 * every point of its loops.  Always checked, not only under
 * --verify-rewrites: padding makes room for tiles as wide as the loop
 * step, and a wider tile (one that overlaps the next) runs past the padded
 * buffer whatever the pass does — an input it cannot pad, not a rewrite
 * gone wrong, so the error is the pass's own. */
static int verify_tiles(Pad *p)
{
	for (size_t j = 0; j < p->dmas.len; j++) {
		Dma *d = &VEC_AT(&p->dmas, Dma, j);
		int i = arg_index(p, dram_of(d));
		if (i < 0 || value_type(dram_of(d)) == p->orig->types[i])
			continue;
		int64_t tile[RW_MAX_RANK], st[RW_MAX_RANK], lo = 0, hi = 0, e;
		uint32_t nt, ns;
		Value *sp = op_operand(d->op, d->mem == 0 ? 1 + rank_of(op_operand(d->op, 0)) : 0);
		if (rw_attr(d->op, "subtile_size")) {
			if (rw_ints(rw_attr(d->op, "subtile_size"), tile, RW_MAX_RANK, &nt) < 0)
				continue;
		} else if ((nt = rank_of(sp)) > 0 && rw_static_memref(value_type(sp)) >= 0) {
			memcpy(tile, value_type(sp)->dims, nt * sizeof *tile);
		} else {
			continue;
		}
		if (rw_ints(rw_attr(d->op, "dram_stride"), st, RW_MAX_RANK, &ns) < 0 || ns != nt)
			continue;
		int ovf = 0;
		for (uint32_t k = 0; k < nt; k++) {
			ovf |= __builtin_mul_overflow(tile[k] - 1, st[k], &e);
			ovf |= e < 0 ? __builtin_add_overflow(lo, e, &lo) : __builtin_add_overflow(hi, e, &hi);
		}
		if (ovf)
			continue;
		Buf what = { 0 };
		buf_puts(&what, "the start of this DMA's DRAM tile (which must keep the tile inside the padded ");
		print_type(p->c, value_type(dram_of(d)), &what);
		buf_putc(&what, ')');
		int rc = rw_check_bounds(p->c, "loop-padding", 0, d->op, what.p, op_operand(d->op, d->idx), -lo,
					 value_type(dram_of(d))->dims[0] - 1 - hi);
		buf_free(&what);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/* ------------------------------------------------------------- the pass */

static int push_dma(Op *op, void *ud)
{
	if (op_name(op)->id == OP_MEMREF_DMA_START)
		*(Op **)vec_push(ud) = op;
	return 0;
}

static int collect_dmas(Pad *p)
{
	Vec ops;
	int rc = 0;
	vec_init(&ops, sizeof(Op *));
	walk_op(p->kernel, push_dma, &ops);
	for (size_t i = 0; i < ops.len && rc == 0; i++) {
		Dma *d = vec_push(&p->dmas);
		rc = decode_dma(p, VEC_AT(&ops, Op *, i), d);
		if (rc == 0 && d->dram_ok && d->nidx == 1)
			d->pre = tree(p, op_operand(d->op, d->idx), 0);
	}
	vec_free(&ops);
	return rc;
}

int pass_gate_loop_padding(Ctx *c, Module *m, const Pass *pass, const PassOpts *o)
{
	return pass_gate_chain(c, m, pass, o) && !rw_find_symbol(rw_module_block(m), "wrapper_kernel");
}

int pass_loop_padding(Ctx *c, Module *m, const PassOpts *o)
{
	Block *top = rw_module_block(m);
	Pad p = { .c = c, .o = o };
	p.kernel = rw_find_symbol(top, "kernel");
	if (!p.kernel || op_name(p.kernel)->id != OP_FUNC_FUNC)
		return fail(c, top ? block_parent_op(top) : NULL, "Function 'kernel' not found!");
	Op *w = rw_find_symbol(top, "wrapper_kernel");
	if (w)
		return fail(c, w, "the module already has a @wrapper_kernel: loop padding has run on it");
	Attr *ft = rw_attr(p.kernel, "function_type");
	if (!ft || ft->kind != AT_TYPE || attr_type(ft)->kind != TY_FUNC || attr_type(ft)->n + attr_type(ft)->m > RW_MAX_RANK * 4)
		return fail(c, p.kernel, "@kernel: expected a function type of at most %d inputs and results", RW_MAX_RANK * 4);
	p.orig = attr_type(ft);
	p.entry = p.kernel->nregions ? region_first(&op_regions(p.kernel)[0]) : NULL;
	if (p.entry && p.entry->nargs != p.orig->n)
		return fail(c, p.kernel, "@kernel: its entry block has %u arguments, its type %u inputs", p.entry->nargs,
			    p.orig->n);
	p.nm = (Names){
		.func = opname_get(c, "func.func", 9), .call = opname_get(c, "func.call", 9),
		.ret = opname_get(c, "func.return", 11), .alloc = opname_get(c, "memref.alloc", 12),
		.fill = opname_get(c, "linalg.fill", 11), .lyield = opname_get(c, "linalg.yield", 12),
		.load = opname_get(c, "affine.load", 11), .store = opname_get(c, "affine.store", 12),
	};
	vec_init(&p.dmas, sizeof(Dma));
	Vec loops;
	vec_init(&loops, sizeof(Op *));
	int rc = 0;
	if (p.entry) {
		rc = collect_dmas(&p);
		for (Block *b = p.entry; b; b = block_next(b))
			loops_post_order(b, &loops);
	}
	for (size_t i = 0; i < loops.len && rc == 0; i++)
		rc = pad_loop(&p, VEC_AT(&loops, Op *, i));
	if (rc == 0 && p.entry)
		rc = check_uses(&p);
	if (rc == 0)
		rc = build_wrapper(&p, top);
	if (rc == 0 && p.entry)
		rc = verify_tiles(&p);
	vec_free(&loops);
	vec_free(&p.dmas);
	return rc;
}
