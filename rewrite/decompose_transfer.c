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
	const OpName *dma;
} Names;

/* One transfer, decoded and checked before anything is rewritten: the
 * fields the reshapings of transfer_view.c read, and what this pass
 * carries over to the dma_start. */
typedef struct Xfer {
	XferView v;          /* no masks here: decode_operands refuses them */
	Attr *padding, *async, *offsym, *offstride;
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
	Op *op = x->v.op;
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
		o[i] = op_operand(op, i);
	x->v.dram = o[0], x->v.didx = o[1], x->v.sram = o[2], x->v.sidx = o[3], x->v.tag = o[4];
	x->v.tag_idx = t ? o[5] : o[3];   /* layout B reuses sram_idx (0) as the tag index */
	x->v.dtype = o[5 + t], x->v.vst = o[6 + t];
	if (ind) {
		Op *g = value_def(o[7 + t]);
		Attr *sym = g && op_name(g)->id == OP_MEMREF_GET_GLOBAL ? rw_attr(g, "name") : NULL;
		if (!sym || sym->kind != AT_SYMREF)
			return fail(c, op, "togsim.transfer: the indirect offset operand must be a memref.get_global result");
		x->offsym = sym;
		x->offstride = rw_attr(op, "offset_stride");
	}
	return 0;
}

static int check_types(Ctx *c, Xfer *x)
{
	Op *op = x->v.op;
	Type *dt = value_type(x->v.dram), *st = value_type(x->v.sram), *tt = value_type(x->v.tag);
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
	Value *idx[] = { x->v.didx, x->v.sidx, x->v.tag_idx, x->v.dtype, x->v.vst };
	for (size_t i = 0; i < sizeof idx / sizeof *idx; i++)
		if (value_type(idx[i])->kind != TY_INDEX)
			return fail(c, op, "togsim.transfer: index, dma_type and vlane_stride operands must be 'index'");
	x->v.rank = (uint32_t)r;
	memcpy(x->v.shape, st->dims, x->v.rank * sizeof *x->v.shape);
	return 0;
}

/* A stride list, one integer per tile axis.  A non-integer entry is what
 * an unlinearised floor/mod index would leave behind. */
static int read_strides(Ctx *c, Xfer *x, const char *name, int64_t *out)
{
	uint32_t n;
	Attr *a = rw_attr(x->v.op, name);
	if (!a)
		return fail(c, x->v.op, "togsim.transfer: missing '%s'", name);
	if (rw_ints(a, out, RW_MAX_RANK, &n) < 0) {
		if (a->kind == AT_ARRAY && n < a->n)
			return fail(c, x->v.op, "togsim.transfer: non-affine residue: '%s' entry %u is not an integer stride",
				    name, n);
		return fail(c, x->v.op, "togsim.transfer: '%s' must be an array of integers", name);
	}
	if (n != x->v.rank)
		return fail(c, x->v.op, "togsim.transfer: '%s' has %u entries, the SRAM tile has rank %u", name, n,
			    x->v.rank);
	return 0;
}

static int decode_attrs(Ctx *c, Xfer *x)
{
	Op *op = x->v.op;
	Attr *k = rw_attr(op, "dma_kind");
	if (!k || k->kind != AT_STRING || (strcmp(k->str->s, "MVIN") && strcmp(k->str->s, "MVOUT")))
		return fail(c, op, "togsim.transfer: 'dma_kind' must be \"MVIN\" or \"MVOUT\"");
	x->v.mvin = !strcmp(k->str->s, "MVIN");
	if (rw_int(rw_attr(op, "vlane_split_axis"), &x->v.vaxis) < 0 || x->v.vaxis < 0 ||
	    x->v.vaxis >= (int64_t)x->v.rank)
		return fail(c, op, "togsim.transfer: 'vlane_split_axis' must be an integer in [0, %u)", x->v.rank);
	if (read_strides(c, x, "dram_stride", x->v.ds) < 0 || read_strides(c, x, "tile_stride", x->v.ts) < 0)
		return -1;
	/* v5 carries subtile_size and async together or not at all. */
	x->async = rw_attr(op, "async");
	if (x->async && rw_attr(op, "subtile_size")) {
		if (read_strides(c, x, "subtile_size", x->v.st) < 0)
			return -1;
		x->v.has_st = 1;
	}
	x->padding = rw_attr(op, "padding");
	if (rw_const_value(x->v.vst, &x->v.vstride) < 0)
		x->v.vstride = 1;   /* the pass's default for a non-constant vlane_stride */
	if (x->v.vstride < 1)
		return fail(c, op, "togsim.transfer: vlane_stride must be positive, got %lld", (long long)x->v.vstride);
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
	*(Value **)vec_push(&work) = x->v.didx;
	for (unsigned seen = 0; work.len && !bad && seen < LIMIT; seen++) {
		Op *d = value_def(VEC_AT(&work, Value *, --work.len));
		Attr *map = d && op_name(d)->id == OP_AFFINE_APPLY ? rw_attr(d, "map") : NULL;
		if (!map || map->kind != AT_AFFINE_MAP)
			continue;
		for (uint32_t i = 0; i < map->map->nres && !bad; i++)
			bad = has_div(map->map->res[i]);
		for (uint32_t i = 0; i < d->nopnds; i++)
			*(Value **)vec_push(&work) = op_operand(d, i);
	}
	vec_free(&work);
	if (bad)
		return fail(c, x->v.op, "togsim.transfer: non-affine residue: the DRAM index is computed with "
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
	if (x->v.mvin)
		ops[k++] = x->v.dram, ops[k++] = d->didx;
	ops[k++] = d->mem;
	for (uint32_t i = 0; i < d->nidx; i++)
		ops[k++] = d->idx[i];
	if (!x->v.mvin)
		ops[k++] = x->v.dram, ops[k++] = d->didx;
	ops[k++] = x->v.dtype, ops[k++] = x->v.tag, ops[k++] = x->v.tag_idx, ops[k++] = vsa, ops[k++] = x->v.vst;

	const char *names[8];
	Attr *vals[8];
	uint32_t na = 0;
	names[na] = "dram_stride", vals[na++] = rw_i64_array(c, d->dr, d->n);
	names[na] = "sram_stride", vals[na++] = rw_i64_array(c, d->tl, d->n);
	if (x->padding)
		names[na] = "padding", vals[na++] = x->padding;
	if (x->v.has_st) {
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
		d->dr[i] = x->v.ds[dims[i]];
		d->tl[i] = x->v.ts[dims[i]];
		d->st[i] = x->v.has_st ? x->v.st[dims[i]] : 0;
	}
}

/* §2.4.0: raw rank ≤ 4 — the original SRAM memref, every index sram_idx. */
static int direct(Rw *w, const Names *nm, const Xfer *x)
{
	Desc d = { .mem = x->v.sram, .didx = x->v.didx, .nidx = x->v.rank, .vsa = x->v.vaxis };
	uint32_t dims[4];
	for (uint32_t i = 0; i < x->v.rank; i++)
		d.idx[i] = x->v.sidx, dims[i] = i;
	select_axes(x, &d, dims, x->v.rank);
	emit_dma(w, nm, x, &d);
	return 0;
}

/* §2.4.1: effective rank ≤ 4 — the unit dims squeezed with
 * memref.collapse_shape (rw_xfer_squeeze, rw_xfer_collapse). */
static int collapse(Rw *w, const Names *nm, const Xfer *x)
{
	uint32_t grp[RW_MAX_RANK], keep[RW_MAX_RANK];
	int64_t target[RW_MAX_RANK];
	uint32_t ng = rw_xfer_squeeze(&x->v, grp, keep, target);
	Desc d = { .mem = rw_xfer_collapse(w, &x->v, grp, target, ng), .didx = x->v.didx, .nidx = ng,
		   .vsa = grp[x->v.vaxis] };
	for (uint32_t i = 0; i < ng; i++)
		d.idx[i] = x->v.sidx;
	select_axes(x, &d, keep, ng);
	emit_dma(w, nm, x, &d);
	return 0;
}

/* ------------------------------------------------------------------ peel */

/* §2.4.2(b): effective rank > 4 — the outer effective dims peeled into a
 * loop nest, a rank-4 subview per slice (rw_xfer_peel). */
static int peel(Rw *w, const Names *nm, const Xfer *x, const PassOpts *o, const uint32_t *eff, uint32_t ne)
{
	XferPeel p;
	if (rw_xfer_peel(w, NULL, &x->v, o->vectorlane, eff, ne, &p) < 0)
		return -1;
	Desc d = { .mem = p.sub, .didx = p.didx, .nidx = 4, .vsa = p.vsa };
	d.idx[0] = d.idx[1] = d.idx[2] = rw_const(w, w->c->t_index, 0);
	d.idx[3] = p.soff;
	select_axes(x, &d, p.inner, 4);
	emit_dma(w, nm, x, &d);
	return 0;
}

/* ------------------------------------------------------------------ pass */

static int decompose_one(Rw *w, const Names *nm, const PassOpts *o, Op *op)
{
	Ctx *c = w->c;
	Xfer x = { .v.op = op };
	if (op->nres || op->nregions)
		return fail(c, op, "togsim.transfer: expected no results and no regions");
	if (decode_operands(c, &x) < 0 || check_types(c, &x) < 0 || decode_attrs(c, &x) < 0 ||
	    check_dram_index(c, &x) < 0)
		return -1;
	uint32_t eff[RW_MAX_RANK], ne = 0;
	for (uint32_t i = 0; i < x.v.rank; i++)
		if (x.v.shape[i] > 1)
			eff[ne++] = i;
	rw_at(w, op, op);
	int rc = x.v.rank <= 4 ? direct(w, nm, &x) : ne <= 4 ? collapse(w, nm, &x) : peel(w, nm, &x, o, eff, ne);
	if (rc == 0)
		op_erase(op);
	return rc;
}

int pass_decompose_transfer(Ctx *c, Module *m, const PassOpts *o)
{
	Names nm = {
		.dma = opname_get(c, "memref.dma_start", 16),
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
