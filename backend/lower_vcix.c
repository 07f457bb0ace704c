/* lower_vcix.c — the vcix dialect (SiFive VCIX through PyTorchSim's fork)
 * to the llvm.riscv.sf.vc.*.se intrinsics, as the fork's mlir-translate
 * does (lowering.md §5.2):
 *   - every attribute (opcode, rs2, rd, imm, sew, lmul) becomes a constant
 *     of XLEN, the integer type of the `opcode` attribute (i64 on rv64),
 *     whatever type the attribute itself has (an i32 imm would crash
 *     RISC-V instruction selection);
 *   - `vl` is an optional trailing operand: vcix.x / .i / .v.i / .iv pass
 *     it as given; vcix.v.iv / .v.sv convert it to XLEN, and without it
 *     use the element count of the (fixed) result vector;
 *   - the overloaded types are listed per op exactly as the intrinsics
 *     mangle them.
 * The intrinsics exist for the RISC-V target only (code generation needs
 * +xsfvcp); the IR itself builds for any target.  In lane mode
 * (--host-model) the ops call the runner's models instead (vcix_lanes.c). */
#include "backend.h"

#include <string.h>

typedef struct Vcix {
	Op *op;
	LLVMTypeRef xlen;
	unsigned nbase;      /* operands before the optional vl */
	LLVMValueRef vl;     /* NULL if absent */
} Vcix;

/* Value types, including 1-D scalable vectors (llvm.func signatures in
 * the fork's tests use them; lower_type has none). */
static LLVMTypeRef vtype(Lower *L, Op *op, Type *t)
{
	LLVMTypeRef ty;
	if (t->kind == TY_VECTOR && t->scalable && t->n == 1)
		ty = (ty = scalar_type(L, t->elem)) ? LLVMScalableVectorType(ty, (unsigned)t->dims[0]) : NULL;
	else
		ty = lower_type(L, t);
	if (!ty)
		lower_fail(L, op, "unsupported type in '%s'", op_name(op)->name->s);
	return ty;
}

static void setup(Lower *L, Op *op, Vcix *v, unsigned nbase, unsigned nres)
{
	Attr *a = op_attr(op, "opcode");
	if (!a || a->kind != AT_INT || attr_type(a)->kind != TY_INT || (attr_type(a)->width != 32 && attr_type(a)->width != 64))
		lower_fail(L, op, "'%s' needs an i32 or i64 'opcode'", op_name(op)->name->s);
	if (op->nopnds != nbase && op->nopnds != nbase + 1)
		lower_fail(L, op, "'%s' takes %u operands and an optional vl", op_name(op)->name->s, nbase);
	if (op->nres != nres)
		lower_fail(L, op, "'%s' has %u results", op_name(op)->name->s, nres);
	v->op = op;
	v->xlen = LLVMIntTypeInContext(L->lc, attr_type(a)->width);
	v->nbase = nbase;
	v->vl = op->nopnds > nbase ? opnd(L, op, nbase) : NULL;
	if (v->vl && LLVMGetTypeKind(LLVMTypeOf(v->vl)) != LLVMIntegerTypeKind)
		lower_fail(L, op, "'%s': vl must be an integer", op_name(op)->name->s);
}

/* Attribute `name` as an XLEN constant (an immediate of the intrinsic). */
static LLVMValueRef imm(Lower *L, Vcix *v, const char *name)
{
	Attr *a = op_attr(v->op, name);
	if (!a || a->kind != AT_INT)
		lower_fail(L, v->op, "'%s' needs an integer attribute '%s'", op_name(v->op)->name->s, name);
	return LLVMConstInt(v->xlen, (unsigned long long)attr_int(a), 1);
}

/* vl of the ops that take it as given; when absent, the element count of
 * the fixed vector `vt` (an extension: the fork requires it). */
static LLVMValueRef vl_given(Lower *L, Vcix *v, LLVMTypeRef vt)
{
	if (v->vl)
		return v->vl;
	if (!vt || LLVMGetTypeKind(vt) != LLVMVectorTypeKind)
		lower_fail(L, v->op, "'%s' needs a vl operand", op_name(v->op)->name->s);
	return LLVMConstInt(v->xlen, LLVMGetVectorSize(vt), 0);
}

/* vl of vcix.v.iv / vcix.v.sv: zext/trunc to XLEN, or the result's
 * element count. */
static LLVMValueRef vl_xlen(Lower *L, Vcix *v, LLVMTypeRef rt)
{
	if (v->vl)
		return LLVMBuildIntCast2(L->b, v->vl, v->xlen, 0, "");
	return vl_given(L, v, rt);
}

static LLVMValueRef emit(Lower *L, Vcix *v, const char *name, LLVMTypeRef *tys, unsigned ntys,
                         LLVMValueRef *args, unsigned nargs)
{
	LLVMTypeRef ft;
	LLVMValueRef f = intrinsic(L, name, tys, ntys, &ft);
	if (LLVMCountParamTypes(ft) != nargs)
		lower_fail(L, v->op, "internal error: '%s' does not take %u arguments", name, nargs);
	LLVMValueRef c = LLVMBuildCall2(L->b, ft, f, args, nargs, "");
	if (v->op->nres)
		set_lv(L, &op_res(v->op)[0], c);
	return c;
}

/* "vcix.x"(rs1[, vl]) {opcode, rs2, rd, sew, lmul}
 *   -> sf.vc.x.se(opcode, rs2, rd, rs1, sew, lmul, vl)  [XLEN, rs1, vl] */
static void lower_x(Lower *L, Op *op)
{
	Vcix v;
	if (lane_mode(L)) {
		lower_vcix_lanes(L, op, VCIX_X);
		return;
	}
	setup(L, op, &v, 1, 0);
	LLVMValueRef rs1 = opnd(L, op, 0), vl = vl_given(L, &v, NULL);
	LLVMValueRef args[7] = { imm(L, &v, "opcode"), imm(L, &v, "rs2"), imm(L, &v, "rd"), rs1,
	                         imm(L, &v, "sew"), imm(L, &v, "lmul"), vl };
	LLVMTypeRef tys[3] = { v.xlen, LLVMTypeOf(rs1), LLVMTypeOf(vl) };
	emit(L, &v, "llvm.riscv.sf.vc.x.se", tys, 3, args, 7);
}

/* "vcix.i"([vl]) {opcode, rs2, rd, imm, sew, lmul}
 *   -> sf.vc.i.se(opcode, rs2, rd, imm, sew, lmul, vl)  [XLEN, XLEN, vl] */
static void lower_i(Lower *L, Op *op)
{
	Vcix v;
	if (lane_mode(L)) {
		lower_vcix_lanes(L, op, VCIX_I);
		return;
	}
	setup(L, op, &v, 0, 0);
	LLVMValueRef vl = vl_given(L, &v, NULL);
	LLVMValueRef args[7] = { imm(L, &v, "opcode"), imm(L, &v, "rs2"), imm(L, &v, "rd"), imm(L, &v, "imm"),
	                         imm(L, &v, "sew"), imm(L, &v, "lmul"), vl };
	LLVMTypeRef tys[3] = { v.xlen, v.xlen, LLVMTypeOf(vl) };
	emit(L, &v, "llvm.riscv.sf.vc.i.se", tys, 3, args, 7);
}

/* "vcix.v.i"([vl]) {opcode, rs2, imm} -> R
 *   -> sf.vc.v.i.se(opcode, rs2, imm, vl)  [R, XLEN, XLEN, vl] */
static void lower_v_i(Lower *L, Op *op)
{
	Vcix v;
	if (lane_mode(L)) {
		lower_vcix_lanes(L, op, VCIX_V_I);
		return;
	}
	setup(L, op, &v, 0, 1);
	LLVMTypeRef rt = vtype(L, op, value_type(&op_res(op)[0]));
	LLVMValueRef vl = vl_given(L, &v, rt);
	LLVMValueRef args[4] = { imm(L, &v, "opcode"), imm(L, &v, "rs2"), imm(L, &v, "imm"), vl };
	LLVMTypeRef tys[4] = { rt, v.xlen, v.xlen, LLVMTypeOf(vl) };
	emit(L, &v, "llvm.riscv.sf.vc.v.i.se", tys, 4, args, 4);
}

/* "vcix.iv"(vs2[, vl]) {opcode, imm, rd}
 *   -> sf.vc.iv.se(opcode, rd, vs2, imm, vl)  [XLEN, vs2, XLEN, vl] */
static void lower_iv(Lower *L, Op *op)
{
	Vcix v;
	if (lane_mode(L)) {
		lower_vcix_lanes(L, op, VCIX_IV);
		return;
	}
	setup(L, op, &v, 1, 0);
	LLVMValueRef vs2 = opnd(L, op, 0), vl = vl_given(L, &v, LLVMTypeOf(vs2));
	LLVMValueRef args[5] = { imm(L, &v, "opcode"), imm(L, &v, "rd"), vs2, imm(L, &v, "imm"), vl };
	LLVMTypeRef tys[4] = { v.xlen, LLVMTypeOf(vs2), v.xlen, LLVMTypeOf(vl) };
	emit(L, &v, "llvm.riscv.sf.vc.iv.se", tys, 4, args, 5);
}

/* "vcix.v.iv"(vs2[, vl]) {opcode, imm} -> R
 *   -> sf.vc.v.iv.se(opcode, vs2, imm, vl)  [R, XLEN, vs2, XLEN, XLEN] */
static void lower_v_iv(Lower *L, Op *op)
{
	Vcix v;
	if (lane_mode(L)) {
		lower_vcix_lanes(L, op, VCIX_V_IV);
		return;
	}
	setup(L, op, &v, 1, 1);
	LLVMTypeRef rt = vtype(L, op, value_type(&op_res(op)[0]));
	LLVMValueRef vs2 = opnd(L, op, 0), vl = vl_xlen(L, &v, rt);
	LLVMValueRef args[4] = { imm(L, &v, "opcode"), vs2, imm(L, &v, "imm"), vl };
	LLVMTypeRef tys[5] = { rt, v.xlen, LLVMTypeOf(vs2), v.xlen, v.xlen };
	emit(L, &v, "llvm.riscv.sf.vc.v.iv.se", tys, 5, args, 4);
}

/* "vcix.v.sv"(vs2, op[, vl]) {opcode} -> R: by the type of `op`,
 *   vector -> sf.vc.v.vv.se, integer -> .v.xv.se, float -> .v.fv.se
 *   (opcode, vs2, op, vl)  [R, XLEN, vs2, op, XLEN] */
static void lower_v_sv(Lower *L, Op *op)
{
	Vcix v;
	if (lane_mode(L)) {
		lower_vcix_lanes(L, op, VCIX_V_SV);
		return;
	}
	setup(L, op, &v, 2, 1);
	LLVMTypeRef rt = vtype(L, op, value_type(&op_res(op)[0]));
	LLVMValueRef vs2 = opnd(L, op, 0), x = opnd(L, op, 1), vl = vl_xlen(L, &v, rt);
	LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(x));
	const char *name = k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind ? "llvm.riscv.sf.vc.v.vv.se"
	                 : k == LLVMIntegerTypeKind ? "llvm.riscv.sf.vc.v.xv.se" : "llvm.riscv.sf.vc.v.fv.se";
	LLVMValueRef args[4] = { imm(L, &v, "opcode"), vs2, x, vl };
	LLVMTypeRef tys[5] = { rt, v.xlen, LLVMTypeOf(vs2), LLVMTypeOf(x), v.xlen };
	emit(L, &v, name, tys, 5, args, 4);
}

const LowerEntry lower_vcix_ops[] = {
	{ "vcix.x", lower_x, NULL },
	{ "vcix.i", lower_i, NULL },
	{ "vcix.v.i", lower_v_i, NULL },
	{ "vcix.iv", lower_iv, NULL },
	{ "vcix.v.iv", lower_v_iv, NULL },
	{ "vcix.v.sv", lower_v_sv, NULL },
	{ NULL, NULL, NULL },
};
