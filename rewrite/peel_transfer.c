/* peel_transfer.c — reduce a togsim.transfer above 4-D to <= 4-D ones,
 * keeping togsim.transfer (spec: pipeline.md §6.1, transfer.md §2.6;
 * PyTorchSim's peel_transfer, POST_OPT last, newest era).  The Gemmini
 * descriptor and TOGSim's DMA model take at most 4 tile axes, and the
 * TOG builder reads togsim.transfer before the Gemmini lowering does, so
 * the reshaping happens here already:
 *   - raw rank <= 4: untouched;
 *   - effective rank (dims > 1) <= 4: memref.collapse_shape of the SRAM
 *     buffer (squeeze groups), one transfer on it with the lists taken at
 *     each group's non-unit dim and the vlane and masked axes renumbered
 *     to their groups;
 *   - more: the outer effective dims peeled into an affine.for nest
 *     ({inner_loop = true}); per slice a rank-4 subview, the lane-banked
 *     SRAM offset as the new sram_idx and the DRAM index as one
 *     affine.apply.  A peeled vlane or masked axis is an error; a mask on
 *     a unit dim the peel drops goes with it.
 * The new transfer is layout C and copies dma_kind, padding,
 * (subtile_size, async), (masked_axes renumbered, masked_fill),
 * (indirect, offset_stride), accumulate, acc_float. */
#include "rewrite.h"

#include <string.h>

static const char pass_name[] = "peel-transfer";

/* The new transfer's view of the old one: SRAM operand and index, DRAM
 * index, vlane axis, the kept SRAM axes dims[n] and where each old axis
 * went (group[], -1: dropped). */
typedef struct Inner {
	Value *sram, *sidx, *didx;
	int64_t vsa;
	uint32_t n;
	const uint32_t *dims;
	const int32_t *group;
} Inner;

static const char *const copied[] = { "dma_kind", "padding", "accumulate", "acc_float" };

static Attr *list_at(Ctx *c, const int64_t *v, const uint32_t *dims, uint32_t n)
{
	int64_t s[RW_MAX_RANK];
	for (uint32_t i = 0; i < n; i++)
		s[i] = v[dims[i]];
	return rw_i64_array(c, s, n);
}

/* The attributes of the new transfer (order irrelevant: dictionaries are
 * sorted). */
static Attr *attrs_of(Ctx *c, const XferView *x, const Inner *in, uint32_t nmask, const int64_t *maxis)
{
	const char *k[16];
	Attr *v[16];
	uint32_t n = 0;
	for (size_t i = 0; i < sizeof copied / sizeof *copied; i++)
		if ((v[n] = rw_attr(x->op, copied[i])))
			k[n++] = copied[i];
	k[n] = "vlane_split_axis", v[n++] = at_int64(c, c->t_i64, in->vsa);
	k[n] = "dram_stride", v[n++] = list_at(c, x->ds, in->dims, in->n);
	k[n] = "tile_stride", v[n++] = list_at(c, x->ts, in->dims, in->n);
	if (x->has_st) {
		k[n] = "subtile_size", v[n++] = list_at(c, x->st, in->dims, in->n);
		if ((v[n] = rw_attr(x->op, "async")))
			k[n++] = "async";
	}
	if (nmask) {
		k[n] = "masked_axes", v[n++] = rw_i64_array(c, maxis, nmask);
		k[n] = "masked_fill", v[n++] = x->fill;
	}
	if (x->offset) {
		k[n] = "indirect", v[n++] = rw_attr(x->op, "indirect");
		k[n] = "offset_stride", v[n++] = rw_attr(x->op, "offset_stride");
	}
	return rw_dict(c, k, v, n);
}

static void emit(Rw *w, const XferView *x, const Inner *in)
{
	Ctx *c = w->c;
	Value *ops[8 + 1 + 2 * RW_MAX_RANK];
	int64_t maxis[RW_MAX_RANK];
	uint32_t k = 0, nmask = 0;
	Value *base[] = { x->dram, in->didx, in->sram, in->sidx, x->tag, x->tag_idx, x->dtype, x->vst };
	for (size_t i = 0; i < 8; i++)
		ops[k++] = base[i];
	if (x->offset)
		ops[k++] = x->offset;
	for (uint32_t i = 0; i < x->nmask; i++) {
		int32_t a = in->group[x->maxis[i]];
		if (a < 0)
			continue;
		maxis[nmask++] = a;
		ops[k++] = x->lo[i], ops[k++] = x->hi[i];
	}
	rw_op(w, op_name(x->op), ops, k, NULL, NULL, attrs_of(c, x, in, nmask, maxis));
}

static int collapse(Rw *w, const XferView *x)
{
	uint32_t grp[RW_MAX_RANK], keep[RW_MAX_RANK];
	int32_t group[RW_MAX_RANK];
	int64_t target[RW_MAX_RANK];
	uint32_t ng = rw_xfer_squeeze(x, grp, keep, target);
	for (uint32_t i = 0; i < x->rank; i++)
		group[i] = (int32_t)grp[i];
	Inner in = { .sidx = x->sidx, .didx = x->didx, .vsa = grp[x->vaxis], .n = ng, .dims = keep, .group = group };
	in.sram = rw_xfer_collapse(w, x, grp, target, ng);
	emit(w, x, &in);
	return 0;
}

static int peel(Rw *w, const XferView *x, const PassOpts *o, const uint32_t *eff, uint32_t ne)
{
	XferPeel p;
	int32_t group[RW_MAX_RANK];
	if (rw_xfer_peel(w, pass_name, x, o->vectorlane, eff, ne, &p) < 0)
		return -1;
	for (uint32_t i = 0; i < x->rank; i++)
		group[i] = -1;
	for (uint32_t k = 0; k < 4; k++)
		group[p.inner[k]] = (int32_t)k;
	Inner in = { .sram = p.sub, .sidx = p.soff, .didx = p.didx, .vsa = p.vsa, .n = 4, .dims = p.inner,
		     .group = group };
	emit(w, x, &in);
	return 0;
}

static int peel_one(Rw *w, const PassOpts *o, Op *op)
{
	XferView x;
	if (rw_xfer_view(w->c, pass_name, op, &x) < 0)
		return -1;
	if (x.rank <= 4)
		return 0;
	uint32_t eff[RW_MAX_RANK], ne = 0;
	for (uint32_t i = 0; i < x.rank; i++)
		if (x.shape[i] > 1)
			eff[ne++] = i;
	rw_at(w, op, op);
	int rc = ne <= 4 ? collapse(w, &x) : peel(w, &x, o, eff, ne);
	if (rc == 0)
		op_erase(op);
	return rc;
}

int pass_peel_transfer(Ctx *c, Module *m, const PassOpts *o)
{
	Rw w;
	Vec ops;
	int rc = 0;
	rw_init(&w, c);
	vec_init(&ops, sizeof(Op *));
	rw_collect(m, OP_TOGSIM_TRANSFER, &ops);
	for (size_t i = 0; i < ops.len && rc == 0; i++)
		rc = peel_one(&w, o, VEC_AT(&ops, Op *, i));
	vec_free(&ops);
	return rc;
}
