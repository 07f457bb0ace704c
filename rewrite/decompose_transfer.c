/* decompose_transfer.c — `togsim.transfer` → PyTorchSim's customized
 * `memref.dma_start` (spec: transfer.md §1.1–1.2 and §2, the newest "v5"
 * variant of decompose_transfer.py).
 *
 * The Gemmini descriptor has at most four axes, so a tile of higher rank is
 * reduced first: raw rank ≤ 4 goes through unchanged (unit dims kept: the
 * fine-grained DMA split walks the SRAM operand itself); effective rank ≤ 4
 * squeezes the unit dims with memref.collapse_shape; beyond that the outer
 * effective dims are peeled into an affine.for nest, one DMA per slice.
 * Only mechanical reshaping is done — anything that would need a relayout
 * (a peeled lane axis, a masked clamp, a floordiv/mod left in the DRAM
 * index) is a located error. */
#include "rewrite.h"

#include <string.h>

typedef struct Names {
	const OpName *dma, *collapse, *subview;
} Names;

/* One transfer, decoded and checked before anything is rewritten. */
typedef struct Xfer {
	Op *op;
	Value *dram, *didx, *sram, *sidx, *tag, *tag_idx, *dtype, *vst;
	int mvin;
	uint32_t rank;
	int64_t vaxis, vstride;
	int64_t shape[RW_MAX_RANK], ds[RW_MAX_RANK], ts[RW_MAX_RANK], st[RW_MAX_RANK];
	int has_st;
	Attr *padding, *async, *offsym, *offstride;
	Type *elem;
	Attr *space;
} Xfer;

/* A descriptor to emit: SRAM view + indices, DRAM index, vlane axis and
 * the per-axis strides (n entries each). */
typedef struct Desc {
	Value *mem, *idx[RW_MAX_RANK], *didx;
	uint32_t nidx, n;
	int64_t vsa, dr[RW_MAX_RANK], tl[RW_MAX_RANK], st[RW_MAX_RANK];
} Desc;

static int fail(Ctx *c, const Op *op, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(c, op->pos, fmt, ap);
	va_end(ap);
	return -1;
}

/* ---------------------------------------------------------------- decode */

static int is_set(const Attr *a)
{
	int64_t v;
	return a && (a->kind == AT_UNIT || (rw_int(a, &v) == 0 && v != 0));
}

/* Layout B: dram, dram_idx, sram, sram_idx, tag, dma_type, vst [, offset];
 * layout C adds tag_idx after tag (§1.1.2–1.1.3).  The `indirect` flag says
 * whether the offset operand is there, so the count tells the layout.  A
 * masked transfer (layout C + clamp pairs) is refused first: its clamps
 * have no place in a dma_start. */
static int decode_operands(Ctx *c, Xfer *x)
{
	Op *op = x->op;
	Attr *m = rw_attr(op, "masked_axes");
	uint32_t ind = is_set(rw_attr(op, "indirect")), n = op->nopnds, t;
	if (m && !(m->kind == AT_ARRAY && m->n == 0))
		return fail(c, op, "togsim.transfer: masked transfer ('masked_axes') cannot be decomposed: "
			    "memref.dma_start has no per-axis clamp (--dma=descriptor lowers it to a Gemmini descriptor)");
	if (n == 7 + ind)
		t = 0;
	else if (n == 8 + ind)
		t = 1;
	else
		return fail(c, op, "togsim.transfer: expected 7 operands (layout B) or 8 (layout C)%s, got %u",
			    ind ? " plus the indirect offset" : "", n);
	Value *o[9];
	for (uint32_t i = 0; i < n; i++)
		o[i] = op->opnds[i].val;
	x->dram = o[0], x->didx = o[1], x->sram = o[2], x->sidx = o[3], x->tag = o[4];
	x->tag_idx = t ? o[5] : o[3];   /* layout B reuses sram_idx (0) as the tag index */
	x->dtype = o[5 + t], x->vst = o[6 + t];
	if (ind) {
		Op *g = o[7 + t]->def;
		Attr *sym = g && g->name->id == OP_MEMREF_GET_GLOBAL ? rw_attr(g, "name") : NULL;
		if (!sym || sym->kind != AT_SYMREF)
			return fail(c, op, "togsim.transfer: the indirect offset operand must be a memref.get_global result");
		x->offsym = sym;
		x->offstride = rw_attr(op, "offset_stride");
	}
	return 0;
}

static int check_types(Ctx *c, Xfer *x)
{
	Op *op = x->op;
	Type *dt = x->dram->type, *st = x->sram->type, *tt = x->tag->type;
	if (dt->kind != TY_MEMREF || dt->n != 1)
		return fail(c, op, "togsim.transfer: the DRAM operand must be a rank-1 memref");
	int r = rw_static_memref(st);
	if (r < 1 || r > RW_MAX_RANK)
		return fail(c, op, "togsim.transfer: the SRAM operand must be a memref of static shape and rank 1 to %d",
			    RW_MAX_RANK);
	int64_t total = 1;
	for (int i = 0; i < r; i++)
		if (st->dims[i] < 1 || __builtin_mul_overflow(total, st->dims[i], &total))
			return fail(c, op, "togsim.transfer: SRAM dimension %d (extent %lld) is empty or the tile size overflows",
				    i, (long long)st->dims[i]);
	if (tt->kind != TY_MEMREF || tt->n != 1)
		return fail(c, op, "togsim.transfer: the tag operand must be a rank-1 memref");
	Value *idx[] = { x->didx, x->sidx, x->tag_idx, x->dtype, x->vst };
	for (size_t i = 0; i < sizeof idx / sizeof *idx; i++)
		if (idx[i]->type->kind != TY_INDEX)
			return fail(c, op, "togsim.transfer: index, dma_type and vlane_stride operands must be 'index'");
	x->rank = (uint32_t)r;
	memcpy(x->shape, st->dims, x->rank * sizeof *x->shape);
	x->elem = st->elem;
	x->space = st->memspace;
	return 0;
}

/* A stride list, one integer per tile axis.  A non-integer entry is what
 * an unlinearised floor/mod index would leave behind. */
static int read_strides(Ctx *c, Xfer *x, const char *name, int64_t *out)
{
	uint32_t n;
	Attr *a = rw_attr(x->op, name);
	if (!a)
		return fail(c, x->op, "togsim.transfer: missing '%s'", name);
	if (rw_ints(a, out, RW_MAX_RANK, &n) < 0) {
		if (a->kind == AT_ARRAY && n < a->n)
			return fail(c, x->op, "togsim.transfer: non-affine residue: '%s' entry %u is not an integer stride",
				    name, n);
		return fail(c, x->op, "togsim.transfer: '%s' must be an array of integers", name);
	}
	if (n != x->rank)
		return fail(c, x->op, "togsim.transfer: '%s' has %u entries, the SRAM tile has rank %u", name, n,
			    x->rank);
	return 0;
}

static int decode_attrs(Ctx *c, Xfer *x)
{
	Op *op = x->op;
	Attr *k = rw_attr(op, "dma_kind");
	if (!k || k->kind != AT_STRING || (strcmp(k->str->s, "MVIN") && strcmp(k->str->s, "MVOUT")))
		return fail(c, op, "togsim.transfer: 'dma_kind' must be \"MVIN\" or \"MVOUT\"");
	x->mvin = !strcmp(k->str->s, "MVIN");
	if (rw_int(rw_attr(op, "vlane_split_axis"), &x->vaxis) < 0 || x->vaxis < 0 ||
	    x->vaxis >= (int64_t)x->rank)
		return fail(c, op, "togsim.transfer: 'vlane_split_axis' must be an integer in [0, %u)", x->rank);
	if (read_strides(c, x, "dram_stride", x->ds) < 0 || read_strides(c, x, "tile_stride", x->ts) < 0)
		return -1;
	/* v5 carries subtile_size and async together or not at all. */
	x->async = rw_attr(op, "async");
	if (x->async && rw_attr(op, "subtile_size")) {
		if (read_strides(c, x, "subtile_size", x->st) < 0)
			return -1;
		x->has_st = 1;
	}
	x->padding = rw_attr(op, "padding");
	if (rw_const_value(x->vst, &x->vstride) < 0)
		x->vstride = 1;   /* the pass's default for a non-constant vlane_stride */
	if (x->vstride < 1)
		return fail(c, op, "togsim.transfer: vlane_stride must be positive, got %lld", (long long)x->vstride);
	return 0;
}

/* ----------------------------------------------- non-affine residue check */

/* Is there a floordiv/mod/ceildiv anywhere in e?  Iterative: canonical
 * sums can be very deep. */
static int has_div(AffExpr *e)
{
	Vec st;
	int found = 0;
	vec_init(&st, sizeof(AffExpr *));
	*(AffExpr **)vec_push(&st) = e;
	while (st.len && !found) {
		AffExpr *x = VEC_AT(&st, AffExpr *, --st.len);
		if (x->kind == AE_MOD || x->kind == AE_FLOORDIV || x->kind == AE_CEILDIV)
			found = 1;
		else if (x->kind == AE_ADD || x->kind == AE_MUL) {
			*(AffExpr **)vec_push(&st) = x->lhs;
			*(AffExpr **)vec_push(&st) = x->rhs;
		}
	}
	vec_free(&st);
	return found;
}

/* The DRAM index must be affine in the loop indices (the transfer's
 * contract, §2.1): follow its affine.apply chain (bounded) for floor/mod. */
static int check_dram_index(Ctx *c, Xfer *x)
{
	enum { LIMIT = 256 };
	Vec work;
	int bad = 0;
	vec_init(&work, sizeof(Value *));
	*(Value **)vec_push(&work) = x->didx;
	for (unsigned seen = 0; work.len && !bad && seen < LIMIT; seen++) {
		Op *d = VEC_AT(&work, Value *, --work.len)->def;
		Attr *map = d && d->name->id == OP_AFFINE_APPLY ? rw_attr(d, "map") : NULL;
		if (!map || map->kind != AT_AFFINE_MAP)
			continue;
		for (uint32_t i = 0; i < map->map->nres && !bad; i++)
			bad = has_div(map->map->res[i]);
		for (uint32_t i = 0; i < d->nopnds; i++)
			*(Value **)vec_push(&work) = d->opnds[i].val;
	}
	vec_free(&work);
	if (bad)
		return fail(c, x->op, "togsim.transfer: non-affine residue: the DRAM index is computed with "
			    "floordiv/mod (axis split did not linearise it); decomposition does no relayout");
	return 0;
}

/* ------------------------------------------------------------------ emit */

static void emit_dma(Rw *w, const Names *nm, const Xfer *x, const Desc *d)
{
	Ctx *c = w->c;
	Value *vsa = rw_const(w, c->t_index, d->vsa);
	Value *ops[RW_MAX_RANK + 8];
	uint32_t k = 0;
	if (x->mvin)
		ops[k++] = x->dram, ops[k++] = d->didx;
	ops[k++] = d->mem;
	for (uint32_t i = 0; i < d->nidx; i++)
		ops[k++] = d->idx[i];
	if (!x->mvin)
		ops[k++] = x->dram, ops[k++] = d->didx;
	ops[k++] = x->dtype, ops[k++] = x->tag, ops[k++] = x->tag_idx, ops[k++] = vsa, ops[k++] = x->vst;

	const char *names[8];
	Attr *vals[8];
	uint32_t na = 0;
	names[na] = "dram_stride", vals[na++] = rw_i64_array(c, d->dr, d->n);
	names[na] = "sram_stride", vals[na++] = rw_i64_array(c, d->tl, d->n);
	if (x->padding)
		names[na] = "padding", vals[na++] = x->padding;
	if (x->has_st) {
		names[na] = "subtile_size", vals[na++] = rw_i64_array(c, d->st, d->n);
		names[na] = "async", vals[na++] = x->async;
	}
	if (x->offsym) {
		names[na] = "indirect_offset", vals[na++] = x->offsym;
		if (x->offstride)
			names[na] = "offset_stride", vals[na++] = x->offstride;
	}
	rw_op(w, nm->dma, ops, k, NULL, NULL, rw_dict(c, names, vals, na));
}

/* Select the descriptor axes `dims` of the transfer's per-axis lists. */
static void select_axes(const Xfer *x, Desc *d, const uint32_t *dims, uint32_t n)
{
	d->n = n;
	for (uint32_t i = 0; i < n; i++) {
		d->dr[i] = x->ds[dims[i]];
		d->tl[i] = x->ts[dims[i]];
		d->st[i] = x->has_st ? x->st[dims[i]] : 0;
	}
}

/* §2.4.0: raw rank ≤ 4 — the original SRAM memref, every index sram_idx. */
static int direct(Rw *w, const Names *nm, const Xfer *x)
{
	Desc d = { .mem = x->sram, .didx = x->didx, .nidx = x->rank, .vsa = x->vaxis };
	uint32_t dims[4];
	for (uint32_t i = 0; i < x->rank; i++)
		d.idx[i] = x->sidx, dims[i] = i;
	select_axes(x, &d, dims, x->rank);
	emit_dma(w, nm, x, &d);
	return 0;
}

/* §2.4.1 squeeze: each group holds one non-unit dim; leading and interior
 * unit dims join the next non-unit dim, trailing ones the last group, all
 * ones make one group.  keep[g] is the group's non-unit dim (v5's fix).
 * Returns the group count; -1 if an extent product overflows. */
static int squeeze(const Xfer *x, uint32_t *grp, uint32_t *keep, int64_t *target)
{
	uint32_t g = 0, n = x->rank;
	for (uint32_t i = 0; i < n; i++) {
		grp[i] = g;
		if (x->shape[i] > 1)
			keep[g++] = i;
	}
	if (g == 0)
		keep[g++] = n - 1;
	for (uint32_t i = n; i-- > 0 && grp[i] == g;)
		grp[i] = g - 1;   /* trailing unit dims */
	for (uint32_t k = 0; k < g; k++)
		target[k] = 1;
	for (uint32_t i = 0; i < n; i++)
		target[grp[i]] *= x->shape[i];
	return (int)g;
}

static Attr *reassociation(Ctx *c, const uint32_t *grp, uint32_t n, uint32_t ng)
{
	Attr *groups[RW_MAX_RANK];
	for (uint32_t g = 0, i = 0; g < ng; g++) {
		int64_t dims[RW_MAX_RANK];
		uint32_t k = 0;
		for (; i < n && grp[i] == g; i++)
			dims[k++] = i;
		groups[g] = rw_i64_array(c, dims, k);
	}
	return at_array(c, groups, ng);
}

static int collapse(Rw *w, const Names *nm, const Xfer *x)
{
	Ctx *c = w->c;
	uint32_t grp[RW_MAX_RANK], keep[RW_MAX_RANK];
	int64_t target[RW_MAX_RANK];
	int ng = squeeze(x, grp, keep, target);   /* no overflow: check_types bounded the size */
	static const char *const k[] = { "reassociation" };
	Attr *re = reassociation(c, grp, x->rank, (uint32_t)ng);
	Type *t = ty_memref(c, target, (uint32_t)ng, x->elem, NULL, x->space);
	Value *src = x->sram;
	Value *cs = rw_op(w, nm->collapse, &src, 1, t, rw_dict(c, k, &re, 1), NULL)->res;
	Desc d = { .mem = cs, .didx = x->didx, .nidx = (uint32_t)ng, .vsa = grp[x->vaxis] };
	for (int i = 0; i < ng; i++)
		d.idx[i] = x->sidx;
	select_axes(x, &d, keep, (uint32_t)ng);
	emit_dma(w, nm, x, &d);
	return 0;
}

/* ------------------------------------------------------------------ peel */

static int64_t floordiv64(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* §2.4.2(b) step 1: the per-lane ("lane-banked") SRAM stride of dim d.
 * Each lane holds ns elements of the split axis, so SRAM dims outer than
 * that axis shrink by ns / extent. */
static int phys_strides(const Xfer *x, const PassOpts *o, const uint32_t *peeled, uint32_t np,
			int64_t *phys)
{
	int64_t e = x->shape[x->vaxis], tsv = x->ts[x->vaxis], lanes, nr, ns;
	if (__builtin_mul_overflow((int64_t)o->vectorlane, x->vstride, &lanes))
		return -1;
	nr = (e + lanes - 1) / lanes;
	if (nr < 1)
		nr = 1;
	if (__builtin_mul_overflow(nr, x->vstride, &ns))
		return -1;
	for (uint32_t k = 0; k < np; k++) {
		int64_t t = x->ts[peeled[k]];
		if (t > tsv && __builtin_mul_overflow(floordiv64(t, e), ns, &t))
			return -1;
		phys[k] = t;
	}
	return 0;
}

/* memref.subview %sram[0..][sizes][1..]: the inner dims at full size, all
 * others 1 and dropped (rank-reduced).  The layout is the source's
 * row-major strides of the inner dims, which is what MLIR infers. */
static Value *make_subview(Rw *w, const Names *nm, const Xfer *x, const uint32_t *inner)
{
	Ctx *c = w->c;
	int64_t zero[RW_MAX_RANK], one[RW_MAX_RANK], size[RW_MAX_RANK], rm[RW_MAX_RANK];
	int64_t shape[4], str[4], seg[4] = { 1, 0, 0, 0 };
	for (uint32_t i = 0; i < x->rank; i++)
		zero[i] = 0, one[i] = 1, size[i] = 1;
	rm[x->rank - 1] = 1;
	for (uint32_t i = x->rank - 1; i-- > 0;)
		rm[i] = rm[i + 1] * x->shape[i + 1];   /* no overflow: check_types bounded the size */
	for (uint32_t k = 0; k < 4; k++) {
		size[inner[k]] = shape[k] = x->shape[inner[k]];
		str[k] = rm[inner[k]];
	}
	static const char *const pk[] = { "operandSegmentSizes", "static_offsets", "static_sizes", "static_strides" };
	Attr *pv[] = { rw_dense_array(c, 32, seg, 4), rw_dense_array(c, 64, zero, x->rank),
		       rw_dense_array(c, 64, size, x->rank), rw_dense_array(c, 64, one, x->rank) };
	Type *t = ty_memref(c, shape, 4, x->elem, at_strided(c, str, 4, 0), x->space);
	Value *src = x->sram;
	return rw_op(w, nm->subview, &src, 1, t, rw_dict(c, pk, pv, 4), NULL)->res;
}

/* Σ_k d{k+first} * coef[k], plus d0 when first == 1. */
static AffMap *linear_map(Ctx *c, const int64_t *coef, uint32_t n, uint32_t first)
{
	AffExpr *e = first ? aff_dim(c, 0) : aff_const(c, 0);
	for (uint32_t k = 0; k < n; k++)
		e = aff_add(c, e, aff_mul(c, aff_dim(c, k + first), aff_const(c, coef[k])));
	return affmap_get(c, n + first, 0, &e, 1);
}

static int peel(Rw *w, const Names *nm, const Xfer *x, const PassOpts *o, const uint32_t *eff, uint32_t ne)
{
	Ctx *c = w->c;
	uint32_t np = ne - 4;
	const uint32_t *peeled = eff, *inner = eff + np;
	int64_t nv = 0, phys[RW_MAX_RANK], dsp[RW_MAX_RANK];
	for (uint32_t k = 0; k < np; k++)
		if (peeled[k] == (uint32_t)x->vaxis)
			return fail(c, x->op, "togsim.transfer: vlane split axis %lld would be peeled into the outer "
				    "loop nest (effective rank %u > 4): the lane banking cannot follow it",
				    (long long)x->vaxis, ne);
	for (uint32_t k = 0; k < 4; k++)
		if (inner[k] == (uint32_t)x->vaxis)
			nv = k;   /* a unit vlane axis is neither peeled nor kept: axis 0 */
	if (phys_strides(x, o, peeled, np, phys) < 0)
		return fail(c, x->op, "togsim.transfer: lane-banked SRAM stride overflows");
	Op *at = x->op;
	Value *ops[RW_MAX_RANK + 1];
	ops[0] = x->didx;
	for (uint32_t k = 0; k < np; k++) {
		at = rw_for(w, at, x->shape[peeled[k]]);
		ops[k + 1] = at->parent->args[0];
		dsp[k] = x->ds[peeled[k]];
	}
	rw_at(w, at, x->op);
	Desc d = { .nidx = 4, .vsa = nv };
	d.mem = make_subview(w, nm, x, inner);
	Value *soff = rw_apply(w, linear_map(c, phys, np, 0), ops + 1, np);
	d.didx = rw_apply(w, linear_map(c, dsp, np, 1), ops, np + 1);
	d.idx[0] = d.idx[1] = d.idx[2] = rw_const(w, c->t_index, 0);
	d.idx[3] = soff;
	select_axes(x, &d, inner, 4);
	emit_dma(w, nm, x, &d);
	return 0;
}

/* ------------------------------------------------------------------ pass */

static int decompose_one(Rw *w, const Names *nm, const PassOpts *o, Op *op)
{
	Ctx *c = w->c;
	Xfer x = { .op = op };
	if (op->nres || op->nregions)
		return fail(c, op, "togsim.transfer: expected no results and no regions");
	if (decode_operands(c, &x) < 0 || check_types(c, &x) < 0 || decode_attrs(c, &x) < 0 ||
	    check_dram_index(c, &x) < 0)
		return -1;
	uint32_t eff[RW_MAX_RANK], ne = 0;
	for (uint32_t i = 0; i < x.rank; i++)
		if (x.shape[i] > 1)
			eff[ne++] = i;
	rw_at(w, op, op);
	int rc = x.rank <= 4 ? direct(w, nm, &x) : ne <= 4 ? collapse(w, nm, &x) : peel(w, nm, &x, o, eff, ne);
	if (rc == 0)
		op_erase(op);
	return rc;
}

int pass_decompose_transfer(Ctx *c, Module *m, const PassOpts *o)
{
	Names nm = {
		.dma = opname_get(c, "memref.dma_start", 16),
		.collapse = opname_get(c, "memref.collapse_shape", 21),
		.subview = opname_get(c, "memref.subview", 14),
	};
	Rw w;
	Vec ops;
	int rc = 0;
	rw_init(&w, c);
	vec_init(&ops, sizeof(Op *));
	rw_collect(m, OP_TOGSIM_TRANSFER, &ops);
	for (size_t i = 0; i < ops.len && rc == 0; i++)
		rc = decompose_one(&w, &nm, o, VEC_AT(&ops, Op *, i));
	vec_free(&ops);
	return rc;
}
