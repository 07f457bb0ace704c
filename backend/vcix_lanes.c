/* vcix_lanes.c — the vcix ops in lane mode (--host-model; docs/hostmodel.md).
 *
 * The systolic array combines all S lanes' registers in one instruction
 * (shared/spec/vcix.md §1, §4), so a VCIX op is not a lane loop but one
 * call of the runner's model (runtime/vcix_host.c) with every lane's slot:
 *
 *   void __ts_vcix_insn(i64 word, ptr vd, ptr vs2, i64 stride, i64 n, i64 elem, i64 site)
 *
 *   word    the instruction as Spike decodes it, register fields zero:
 *           funct6 << 26 | vm << 25 | (imm & 31) << 15 | 3 << 12 | 0x5B, with
 *           funct6 = opcode (.i, .v.i) or 8 + opcode (.iv, .v.iv), vm = 1
 *           when the op writes no vector
 *   vd      the result's lane slots (pop, special function), else null
 *   vs2     the operand's lane slots (pushes, special function), else null
 *   stride  bytes from one lane's copy to the next
 *   n       elements per lane, min(vl, vector length); vl is the op's
 *           constant vl operand (vcix.md §3), the length when there is none
 *   elem    the element type: its bits | 0x100 for floats
 *   site    the op's byte offset in the source, so a model error is located
 *
 * The lane index (vcix.v.i opcode 0, what torchsim.vlane_idx becomes)
 * is a call too: lane l's result is splat(int64 l) (§7).
 * Ops the machine has no unit for here (vcix.x, vcix.v.sv, the XLU and
 * MSA opcodes) and element types the units do not take are located
 * errors. */
#include "backend.h"

#include <string.h>

enum { E_FLOAT = 0x100 };

static int64_t int_attr(Lower *L, Op *op, const char *name, int required)
{
	Attr *a = op_attr(op, name);
	if (a && a->kind == AT_INT)
		return attr_int(a);
	if (required)
		lower_fail(L, op, "'%s' needs an integer attribute '%s'", op_name(op)->name->s, name);
	return 0;
}

/* The value of a constant integer operand; 0 if v is not one. */
static int const_operand(Lower *L, Value *v, int64_t *out)
{
	Op *d = value_def(v);
	if (!d || (op_name(d)->id != OP_ARITH_CONSTANT && op_name(d) != opname_get(L->c, "llvm.mlir.constant", 18)))
		return 0;
	Attr *a = op_attr(d, "value");
	if (!a || a->kind != AT_INT)
		return 0;
	*out = attr_int(a);
	return 1;
}

static void type_name(Lower *L, Type *t, char *buf, size_t n)
{
	Buf b = { 0 };
	print_type(L->c, t, &b);
	snprintf(buf, n, "%.*s", (int)b.len, b.p ? b.p : "");
	buf_free(&b);
}

/* The element code of the model; what the unit does not take is an error. */
static int64_t elem_code(Lower *L, Op *op, Type *vt, int sfu)
{
	Type *e = vt->elem;
	int ok = e->kind == TY_FLOAT && (e->fkind == FK_F32 || e->fkind == FK_F16);
	if (!sfu)   /* the systolic array also reads int8 (spike-fp8, imm 0) */
		ok |= e->kind == TY_INT && e->width == 8;
	if (!ok) {
		char tn[64];
		type_name(L, e, tn, sizeof tn);
		lower_fail(L, op, "'%s' on %s is not modelled by --host-model (the %s takes %s)", op_name(op)->name->s, tn,
			   sfu ? "special-function unit" : "systolic array", sfu ? "f32 and f16" : "f32, f16 and i8");
	}
	return (int64_t)ty_bitwidth(e) | (e->kind == TY_FLOAT ? E_FLOAT : 0);
}

/* The lane index writes 64-bit lane numbers (vcix.md §7): a narrower
 * element would overrun the register on the machine. */
static int64_t lane_index_code(Lower *L, Op *op, Type *vt)
{
	Type *e = vt->elem;
	if (!(e->kind == TY_INDEX || (e->kind == TY_INT && e->width == 64)))
		lower_fail(L, op, "the lane index (vcix.v.i opcode 0) writes 64-bit lane numbers: its result must be a vector of i64 or index");
	return 64;
}

/* A 1-D fixed vector of the op (operand or result). */
static Type *vec_of(Lower *L, Op *op, Type *t)
{
	if (t->kind != TY_VECTOR || t->n != 1 || t->scalable)
		lower_fail(L, op, "'%s' in lane mode needs a fixed 1-D vector", op_name(op)->name->s);
	return t;
}

/* n = min(vl, length), vl the constant trailing operand if any. */
static uint64_t elems(Lower *L, Op *op, unsigned nbase, Type *vt)
{
	uint64_t len = (uint64_t)vt->dims[0];
	int64_t vl;
	if (op->nopnds <= nbase)
		return len;
	if (!const_operand(L, op_operand(op, nbase), &vl))
		lower_fail(L, op, "'%s': --host-model needs a constant vl operand (an arith.constant)", op_name(op)->name->s);
	return (uint64_t)vl < len ? (uint64_t)vl : len;
}

static void not_modelled(Lower *L, Op *op, int64_t opcode)
{
	lower_fail(L, op, "'%s' with opcode %lld is not modelled by --host-model", op_name(op)->name->s,
		   (long long)opcode);
}

static LLVMValueRef ptr_or_null(Lower *L, LLVMValueRef p)
{
	return p ? p : LLVMConstNull(L->t_ptr);
}

static void call_model(Lower *L, Op *op, int form, int64_t opcode, int64_t imm, LLVMValueRef vd, LLVMValueRef vs2,
		       uint64_t stride, uint64_t n, int64_t elem)
{
	uint64_t funct6 = (form == VCIX_IV || form == VCIX_V_IV ? 8u : 0u) + ((uint64_t)opcode & 3);
	uint64_t vm = form == VCIX_I || form == VCIX_IV;
	uint64_t word = funct6 << 26 | vm << 25 | ((uint64_t)imm & 31) << 15 | 3u << 12 | 0x5B;
	LLVMValueRef args[7] = { const_i64(L, (int64_t)word), ptr_or_null(L, vd), ptr_or_null(L, vs2),
				 const_i64(L, (int64_t)stride), const_i64(L, (int64_t)n), const_i64(L, elem),
				 const_i64(L, op->pos) };
	call_extern(L, "__ts_vcix_insn", L->t_void, args, 7);
}

/* vcix.iv: opcode 1 weight push, opcode 0 input push. */
static void push(Lower *L, Op *op)
{
	int64_t opcode = int_attr(L, op, "opcode", 1);
	if (op->nopnds < 1 || op->nres)
		lower_fail(L, op, "'vcix.iv' takes a vector and an optional vl, and has no result");
	if (opcode != 0 && opcode != 1)
		not_modelled(L, op, opcode);
	Type *vt = vec_of(L, op, value_type(op_operand(op, 0)));
	int64_t elem = elem_code(L, op, vt, 0);
	LLVMValueRef vs2 = lane_operand_slot(L, op, op_operand(op, 0));
	call_model(L, op, VCIX_IV, opcode, int_attr(L, op, "imm", 0), NULL, vs2, lane_stride(L, vt),
		   elems(L, op, 1, vt), elem);
}

/* vcix.i opcode 1: compute (a no-op on the machine; counted by the model). */
static void compute(Lower *L, Op *op)
{
	int64_t opcode = int_attr(L, op, "opcode", 1);
	if (opcode != 1)
		not_modelled(L, op, opcode);
	call_model(L, op, VCIX_I, opcode, int_attr(L, op, "imm", 0), NULL, NULL, 0, 0, 0);
}

/* vcix.v.i: opcode 2 pop, opcode 0 lane index. */
static void pop(Lower *L, Op *op)
{
	int64_t opcode = int_attr(L, op, "opcode", 1);
	if (op->nres != 1)
		lower_fail(L, op, "'vcix.v.i' has one result");
	if (opcode != 0 && opcode != 2)
		not_modelled(L, op, opcode);
	Type *vt = vec_of(L, op, value_type(&op_res(op)[0]));
	uint64_t n = elems(L, op, 0, vt);
	int64_t elem = opcode == 0 ? lane_index_code(L, op, vt) : elem_code(L, op, vt, 0);
	LLVMValueRef vd = lane_slot(L, &op_res(op)[0]);
	call_model(L, op, VCIX_V_I, opcode, int_attr(L, op, "imm", 0), vd, NULL, lane_stride(L, vt), n, elem);
	set_lv(L, &op_res(op)[0], vd);
}

/* vcix.v.iv: the special-function unit, element by element per lane. */
static void sfu(Lower *L, Op *op)
{
	int64_t opcode = int_attr(L, op, "opcode", 1), imm = int_attr(L, op, "imm", 0);
	if (op->nopnds < 1 || op->nres != 1)
		lower_fail(L, op, "'vcix.v.iv' takes a vector and an optional vl, and has one result");
	if (opcode == 2 && (imm < 0 || imm > 3))
		lower_fail(L, op, "'vcix.v.iv' opcode 2 with imm %lld is not modelled by --host-model (0 sin, 1 cos, 2 log, 3 atan)",
			   (long long)imm);
	Type *vt = vec_of(L, op, value_type(&op_res(op)[0]));
	if (value_type(op_operand(op, 0)) != vt)
		lower_fail(L, op, "'vcix.v.iv' in lane mode needs its operand of the result's type");
	int64_t elem = elem_code(L, op, vt, 1);
	LLVMValueRef vs2 = lane_operand_slot(L, op, op_operand(op, 0)), vd = lane_slot(L, &op_res(op)[0]);
	call_model(L, op, VCIX_V_IV, opcode, imm, vd, vs2, lane_stride(L, vt), elems(L, op, 1, vt), elem);
	set_lv(L, &op_res(op)[0], vd);
}

void lower_vcix_lanes(Lower *L, Op *op, int form)
{
	switch (form) {
	case VCIX_IV: push(L, op); break;
	case VCIX_I: compute(L, op); break;
	case VCIX_V_I: pop(L, op); break;
	case VCIX_V_IV: sfu(L, op); break;
	default: lower_fail(L, op, "'%s' is not modelled by --host-model", op_name(op)->name->s);
	}
}
