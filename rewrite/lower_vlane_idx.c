/* lower_vlane_idx.c — `torchsim.vlane_idx` → the VCIX lane-index op
 * (spec: lowering.md §4).
 *
 * `sf.vc.v.i` with opcode 0 fills every element of a lane's register with
 * that lane's number, so lane L gets L * vlane_offset from
 *
 *   %rvl  = arith.constant K : i64
 *   %lane = "vcix.v.i"(%rvl) {opcode = 0 : i64, rs2 = 0 : i32, imm = 0 : i32} : (i64) -> vector<KxT>
 *   %off  = arith.constant dense<OFFSET> : vector<KxT>
 *   %r    = arith.muli %lane, %off : vector<KxT>
 *
 * The op's operands are not read (PyTorchSim's pass ignores them too). */
#include "rewrite.h"

static int fail(Ctx *c, const Op *op, const char *msg)
{
	ctx_error(c, op->pos, "torchsim.vlane_idx: %s", msg);
	return -1;
}

/* The splat of v as a dense<v> : t (elements stored little-endian). */
static Attr *splat(Ctx *c, Type *t, int64_t v)
{
	uint8_t data[8];
	size_t n = dense_elem_bytes(t->elem);
	if (t->elem->kind == TY_INT && t->elem->width == 1)
		v &= 1;
	for (size_t i = 0; i < n; i++)
		data[i] = (uint8_t)((uint64_t)v >> (8 * i));
	return at_dense(c, t, data, n, 1);
}

static int lower_one(Rw *w, const OpName *vci, Op *op)
{
	Ctx *c = w->c;
	int64_t off;
	Type *t = op->nres == 1 ? value_type(&op_res(op)[0]) : NULL;
	if (!t || op->nregions)
		return fail(c, op, "expected one result and no regions");
	if (t->kind != TY_VECTOR || t->n != 1 || (t->scalable && t->scalable[0]) ||
	    !(t->elem->kind == TY_INDEX || (t->elem->kind == TY_INT && t->elem->width <= 64)))
		return fail(c, op, "the result must be a fixed-size 1-D vector of integers (at most 64 bits)");
	if (rw_int(rw_attr(op, "vlane_offset"), &off) < 0)
		return fail(c, op, "missing integer attribute 'vlane_offset'");

	rw_at(w, op, op);
	static const char *const vk[] = { "imm", "opcode", "rs2" };
	Type *i32 = ty_int(c, 32, SIGNLESS);
	Attr *vv[] = { at_int64(c, i32, 0), at_int64(c, c->t_i64, 0), at_int64(c, i32, 0) };
	Value *rvl = rw_const(w, c->t_i64, t->dims[0]);
	Value *lane = op_res(rw_op(w, vci, &rvl, 1, t, NULL, rw_dict(c, vk, vv, 3)));
	static const char *const ck[] = { "value" };
	Attr *sv = splat(c, t, off);
	Value *offv = op_res(rw_op(w, w->n.constant, NULL, 0, t, rw_dict(c, ck, &sv, 1), NULL));
	value_replace_all_uses(&op_res(op)[0], rw_arith(w, w->n.muli, lane, offv));
	op_erase(op);
	return 0;
}

int pass_lower_vlane_idx(Ctx *c, Module *m, const PassOpts *o)
{
	(void)o;
	const OpName *vci = opname_get(c, "vcix.v.i", 8);
	Rw w;
	Vec ops;
	int rc = 0;
	rw_init(&w, c);
	vec_init(&ops, sizeof(Op *));
	rw_collect(m, OP_TORCHSIM_VLANE_IDX, &ops);
	for (size_t i = 0; i < ops.len && rc == 0; i++)
		rc = lower_one(&w, vci, VEC_AT(&ops, Op *, i));
	vec_free(&ops);
	return rc;
}
