/* transfer_view.c — `togsim.transfer` as the descriptor path reads it
 * (transfer.md §1.1.3-1.1.4; pipeline.md §6.1-6.2), and the two
 * reshapings that bring a tile above 4-D down to the descriptor's 4 axes
 * (transfer.md §2.4.1 collapse, §2.4.2(b) peel), shared by peel-transfer
 * (which keeps togsim.transfer) and lower-transfer-to-gemmini (which
 * emits the descriptor); decompose-transfer (the Gen A path) uses the
 * reshapings but has its own reader: it refuses what only the descriptor
 * path can carry (masks) and keeps its own messages (pass NULL below). */
#include "rewrite.h"

#include <string.h>

static int fail(Ctx *c, const Op *op, const char *pass, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (!pass)   /* decompose-transfer's messages name no pass */
		return rw_fail(c, op, "togsim.transfer: %s", msg);
	return rw_fail(c, op, "togsim.transfer: %s: %s", pass, msg);
}

/* A flag attribute: unit, true, or a non-zero integer. */
static int is_set(const Attr *a)
{
	int64_t v;
	return a && (a->kind == AT_UNIT || (rw_int(a, &v) == 0 && v != 0));
}

static int need_index(Ctx *c, const char *pass, XferView *x, Value *v, const char *what)
{
	if (value_type(v)->kind != TY_INDEX)
		return fail(c, x->op, pass, "the %s operand must be 'index'", what);
	return 0;
}

/* masked_axes: distinct tile axes; their count fixes the operand count. */
static int read_masks(Ctx *c, const char *pass, XferView *x)
{
	Attr *m = rw_attr(x->op, "masked_axes");
	uint32_t n;
	x->nmask = 0;
	if (!m)
		return 0;
	if (rw_ints(m, x->maxis, RW_MAX_RANK, &n) < 0)
		return fail(c, x->op, pass, "'masked_axes' must be an array of at most %d integers", RW_MAX_RANK);
	x->nmask = n;
	x->fill = rw_attr(x->op, "masked_fill");
	int64_t f;
	if (n && rw_int(x->fill, &f) < 0)
		return fail(c, x->op, pass, "'masked_axes' needs an integer 'masked_fill' (the fill value's bits)");
	return 0;
}

/* Layout C: dram, dram_idx, sram, sram_idx, tag, tag_idx, dma_type, vst
 * [, offset] [, low, high]*; layout B (no tag_idx, no masks) is accepted
 * too, its tag index being sram_idx as decompose-transfer reads it. */
static int read_operands(Ctx *c, const char *pass, XferView *x)
{
	Op *op = x->op;
	uint32_t ind = (uint32_t)is_set(rw_attr(op, "indirect")), n = op->nopnds, t;
	if (n == 8 + ind + 2 * x->nmask)
		t = 1;
	else if (x->nmask == 0 && n == 7 + ind)
		t = 0;
	else
	{
		if (x->nmask)
			return fail(c, op, pass, "expected %u operands (layout C: 8%s + a (low, high) pair per masked axis), got %u",
				    8 + ind + 2 * x->nmask, ind ? " + the indirect offset" : "", n);
		return fail(c, op, pass, "expected %u operands (layout C%s) or %u (layout B), got %u", 8 + ind,
			    ind ? " + the indirect offset" : "", 7 + ind, n);
	}
	Value **o = arena_alloc(&c->arena, n * sizeof *o);
	for (uint32_t i = 0; i < n; i++)
		o[i] = op_operand(op, i);
	x->layout_c = (int)t;
	x->dram = o[0], x->didx = o[1], x->sram = o[2], x->sidx = o[3], x->tag = o[4];
	x->tag_idx = t ? o[5] : o[3];
	x->dtype = o[5 + t], x->vst = o[6 + t];
	x->offset = ind ? o[7 + t] : NULL;
	for (uint32_t i = 0; i < x->nmask; i++) {
		x->lo[i] = o[7 + t + ind + 2 * i];
		x->hi[i] = o[8 + t + ind + 2 * i];
	}
	return 0;
}

static int check_types(Ctx *c, const char *pass, XferView *x)
{
	Type *dt = value_type(x->dram), *st = value_type(x->sram), *tt = value_type(x->tag);
	if (dt->kind != TY_MEMREF || dt->n != 1 || rw_static_memref(dt) < 0)
		return fail(c, x->op, pass, "the DRAM operand must be a rank-1 memref of static size");
	int r = rw_static_memref(st);
	if (r < 1 || r > RW_MAX_RANK || !ty_bitwidth(st->elem))
		return fail(c, x->op, pass, "the SRAM operand must be a memref of static shape, rank 1 to %d, of a sized element type",
			    RW_MAX_RANK);
	int64_t total = 1;
	for (int i = 0; i < r; i++)
		if (st->dims[i] < 1 || __builtin_mul_overflow(total, st->dims[i], &total) || total > (INT64_C(1) << 40))
			return fail(c, x->op, pass, "SRAM dimension %d (extent %lld) is empty or the tile is too large", i,
				    (long long)st->dims[i]);
	if (tt->kind != TY_MEMREF || tt->n != 1)
		return fail(c, x->op, pass, "the tag operand must be a rank-1 memref");
	x->rank = (uint32_t)r;
	memcpy(x->shape, st->dims, x->rank * sizeof *x->shape);
	if (need_index(c, pass, x, x->didx, "DRAM index") < 0 || need_index(c, pass, x, x->sidx, "SRAM index") < 0 ||
	    need_index(c, pass, x, x->tag_idx, "tag index") < 0 || need_index(c, pass, x, x->dtype, "dma_type") < 0 ||
	    need_index(c, pass, x, x->vst, "vlane_stride") < 0)
		return -1;
	for (uint32_t i = 0; i < x->nmask; i++)
		if (need_index(c, pass, x, x->lo[i], "mask low") < 0 || need_index(c, pass, x, x->hi[i], "mask high") < 0)
			return -1;
	if (x->offset) {
		Op *g = value_def(x->offset);
		if (!g || op_name(g)->id != OP_MEMREF_GET_GLOBAL || rw_static_memref(value_type(x->offset)) < 0 ||
		    !ty_bitwidth(value_type(x->offset)->elem))
			return fail(c, x->op, pass, "the indirect offset operand must be a memref.get_global of static shape");
	}
	return 0;
}

static int read_list(Ctx *c, const char *pass, XferView *x, const char *name, int64_t *out, int need)
{
	uint32_t n;
	Attr *a = rw_attr(x->op, name);
	if (!a)
		return need ? fail(c, x->op, pass, "missing '%s'", name) : 0;
	if (rw_ints(a, out, RW_MAX_RANK, &n) < 0 || n != x->rank)
		return fail(c, x->op, pass, "'%s' must be %u integers, one per SRAM axis", name, x->rank);
	return 1;
}

static int read_attrs(Ctx *c, const char *pass, XferView *x)
{
	Op *op = x->op;
	Attr *k = rw_attr(op, "dma_kind");
	if (!k || k->kind != AT_STRING || (strcmp(k->str->s, "MVIN") && strcmp(k->str->s, "MVOUT")))
		return fail(c, op, pass, "'dma_kind' must be \"MVIN\" or \"MVOUT\"");
	if (rw_const_value(x->dtype, &x->dma_type) < 0 ||
	    (x->dma_type != 2 && x->dma_type != 1 && x->dma_type != 14 && x->dma_type != 3))
		return fail(c, op, pass, "dma_type must be an arith.constant MVIN (2), MVIN2 (1), MVIN3 (14) or MVOUT (3)");
	x->mvin = x->dma_type != 3;
	if (x->mvin != !strcmp(k->str->s, "MVIN"))
		return fail(c, op, pass, "dma_kind \"%s\" does not match dma_type %lld", k->str->s, (long long)x->dma_type);
	if (rw_int(rw_attr(op, "vlane_split_axis"), &x->vaxis) < 0 || x->vaxis < 0 || x->vaxis >= (int64_t)x->rank)
		return fail(c, op, pass, "'vlane_split_axis' must be an integer in [0, %u)", x->rank);
	if (read_list(c, pass, x, "dram_stride", x->ds, 1) < 0 || read_list(c, pass, x, "tile_stride", x->ts, 1) < 0)
		return -1;
	int r = read_list(c, pass, x, "subtile_size", x->st, 0);
	if (r < 0)
		return -1;
	x->has_st = r;
	for (uint32_t i = 0; x->has_st && i < x->rank; i++)
		if (x->st[i] < 1)
			return fail(c, op, pass, "'subtile_size' entry %u is not positive", i);
	if (rw_const_value(x->vst, &x->vstride) < 0)
		x->vstride = 1;   /* PyTorchSim's default for a non-constant vlane_stride */
	if (x->vstride < 1)
		return fail(c, op, pass, "vlane_stride must be positive, got %lld", (long long)x->vstride);
	for (uint32_t i = 0; i < x->nmask; i++) {
		if (x->maxis[i] < 0 || x->maxis[i] >= (int64_t)x->rank)
			return fail(c, op, pass, "masked axis %lld is not an SRAM axis (rank %u)", (long long)x->maxis[i], x->rank);
		for (uint32_t j = 0; j < i; j++)
			if (x->maxis[j] == x->maxis[i])
				return fail(c, op, pass, "masked axis %lld is listed twice", (long long)x->maxis[i]);
	}
	if (x->offset && rw_int(rw_attr(op, "offset_stride"), &(int64_t){ 0 }) < 0)
		return fail(c, op, pass, "an indirect transfer needs an integer 'offset_stride'");
	x->accumulate = is_set(rw_attr(op, "accumulate"));
	x->acc_float = is_set(rw_attr(op, "acc_float"));
	return 0;
}

int rw_xfer_view(Ctx *c, const char *pass, Op *op, XferView *x)
{
	memset(x, 0, sizeof *x);
	x->op = op;
	if (op->nres || op->nregions)
		return fail(c, op, pass, "expected no results and no regions");
	if (read_masks(c, pass, x) < 0 || read_operands(c, pass, x) < 0 || check_types(c, pass, x) < 0 ||
	    read_attrs(c, pass, x) < 0)
		return -1;
	return 0;
}

/* ------------------------------------------------------------ collapse */

uint32_t rw_xfer_squeeze(const XferView *x, uint32_t *grp, uint32_t *keep, int64_t *target)
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
		grp[i] = g - 1;   /* trailing unit dims join the last group */
	for (uint32_t k = 0; k < g; k++)
		target[k] = 1;
	for (uint32_t i = 0; i < n; i++)
		target[grp[i]] *= x->shape[i];   /* bounded: check_types capped the tile */
	return g;
}

Value *rw_xfer_collapse(Rw *w, const XferView *x, const uint32_t *grp, const int64_t *target, uint32_t ng)
{
	Ctx *c = w->c;
	Attr *groups[RW_MAX_RANK];
	for (uint32_t g = 0, i = 0; g < ng; g++) {
		int64_t dims[RW_MAX_RANK];
		uint32_t k = 0;
		for (; i < x->rank && grp[i] == g; i++)
			dims[k++] = i;
		groups[g] = rw_i64_array(c, dims, k);
	}
	static const char *const key[] = { "reassociation" };
	Attr *re = at_array(c, groups, ng);
	Type *st = value_type(x->sram);
	Type *t = ty_memref(c, target, ng, st->elem, NULL, st->memspace);
	Value *src = x->sram;
	const OpName *cs = opname_get(c, "memref.collapse_shape", 21);
	return op_res(rw_op(w, cs, &src, 1, t, rw_dict(c, key, &re, 1), NULL));
}

/* ---------------------------------------------------------------- peel */

static int64_t floordiv64(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* The per-lane ("lane-banked") SRAM stride of a peeled dim: each lane
 * holds ns elements of the split axis, so dims outer than it in SRAM
 * order shrink by ns / extent (transfer.md §2.4.2(b) step 1). */
static int phys_strides(const XferView *x, int vectorlane, const uint32_t *peeled, uint32_t np, int64_t *phys)
{
	int64_t e = x->shape[x->vaxis], tsv = x->ts[x->vaxis], lanes, nr, ns;
	if (__builtin_mul_overflow((int64_t)vectorlane, x->vstride, &lanes))
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
 * others 1 and dropped.  Its layout is the source's row-major strides of
 * the inner dims, which is what MLIR infers (so the module verifies);
 * PyTorchSim writes tile_stride there, the same for identity-order tiles,
 * and the descriptor carries tile_stride either way. */
static Value *make_subview(Rw *w, const XferView *x, const uint32_t *inner)
{
	Ctx *c = w->c;
	int64_t zero[RW_MAX_RANK], one[RW_MAX_RANK], size[RW_MAX_RANK], rm[RW_MAX_RANK];
	int64_t shape[4], str[4], seg[4] = { 1, 0, 0, 0 };
	for (uint32_t i = 0; i < x->rank; i++)
		zero[i] = 0, one[i] = 1, size[i] = 1;
	rm[x->rank - 1] = 1;
	for (uint32_t i = x->rank - 1; i-- > 0;)
		rm[i] = rm[i + 1] * x->shape[i + 1];
	for (uint32_t k = 0; k < 4; k++) {
		size[inner[k]] = shape[k] = x->shape[inner[k]];
		str[k] = rm[inner[k]];
	}
	static const char *const pk[] = { "operandSegmentSizes", "static_offsets", "static_sizes", "static_strides" };
	Attr *pv[] = { rw_dense_array(c, 32, seg, 4), rw_dense_array(c, 64, zero, x->rank),
		       rw_dense_array(c, 64, size, x->rank), rw_dense_array(c, 64, one, x->rank) };
	Type *st = value_type(x->sram);
	Type *t = ty_memref(c, shape, 4, st->elem, at_strided(c, str, 4, 0), st->memspace);
	Value *src = x->sram;
	return op_res(rw_op(w, opname_get(c, "memref.subview", 14), &src, 1, t, rw_dict(c, pk, pv, 4), NULL));
}

/* Σ_k d{k+first} * coef[k], plus d0 when first == 1. */
static AffMap *linear_map(Ctx *c, const int64_t *coef, uint32_t n, uint32_t first)
{
	AffExpr *e = first ? aff_dim(c, 0) : aff_const(c, 0);
	for (uint32_t k = 0; k < n; k++)
		e = aff_add(c, e, aff_mul(c, aff_dim(c, k + first), aff_const(c, coef[k])));
	return affmap_get(c, n + first, 0, &e, 1);
}

static int peel_checks(Ctx *c, const char *pass, const XferView *x, const uint32_t *peeled, uint32_t np, uint32_t ne)
{
	for (uint32_t k = 0; k < np; k++) {
		if (peeled[k] == (uint32_t)x->vaxis)
			return fail(c, x->op, pass, "vlane split axis %lld would be peeled into the outer loop nest "
				    "(effective rank %u > 4): the lane banking cannot follow it", (long long)x->vaxis, ne);
		for (uint32_t i = 0; i < x->nmask; i++)
			if (x->maxis[i] == (int64_t)peeled[k])
				return fail(c, x->op, pass, "masked axis %lld would be peeled into the outer loop nest "
					    "(effective rank %u > 4): the descriptor clamps only its own 4 axes",
					    (long long)x->maxis[i], ne);
	}
	return 0;
}

int rw_xfer_peel(Rw *w, const char *pass, const XferView *x, int vectorlane, const uint32_t *eff, uint32_t ne,
                 XferPeel *p)
{
	Ctx *c = w->c;
	uint32_t np = ne - 4;
	const uint32_t *peeled = eff;
	int64_t phys[RW_MAX_RANK], dsp[RW_MAX_RANK];
	if (peel_checks(c, pass, x, peeled, np, ne) < 0)
		return -1;
	p->vsa = 0;   /* a unit vlane axis is neither peeled nor kept: axis 0 */
	for (uint32_t k = 0; k < 4; k++) {
		p->inner[k] = eff[np + k];
		if (p->inner[k] == (uint32_t)x->vaxis)
			p->vsa = k;
	}
	if (phys_strides(x, vectorlane, peeled, np, phys) < 0)
		return fail(c, x->op, pass, "lane-banked SRAM stride overflows");
	Op *at = w->at;
	Value *ops[RW_MAX_RANK + 1];
	ops[0] = x->didx;
	for (uint32_t k = 0; k < np; k++) {
		at = rw_for(w, at, x->shape[peeled[k]]);
		ops[k + 1] = block_arg(op_block(at), 0);
		dsp[k] = x->ds[peeled[k]];
	}
	rw_at(w, at, x->op);
	p->sub = make_subview(w, x, p->inner);
	p->soff = rw_apply(w, linear_map(c, phys, np, 0), ops + 1, np);
	p->didx = rw_apply(w, linear_map(c, dsp, np, 1), ops, np + 1);
	return 0;
}
