/* lower_math.c — the math dialect as MLIR 19 lowers it with
 * convert-math-to-llvm first, then convert-math-to-libm for what is left
 * (tests/diff/run.sh's pipeline):
 *   - an LLVM intrinsic where math-to-llvm has one (llvm.sin, llvm.fabs,
 *     llvm.ctlz, ...), on the whole flat vector, with the op's fastmath flags;
 *   - math-to-llvm's own expansions: expm1 = exp(x) - 1, log1p = log(1 + x),
 *     rsqrt = 1 / sqrt(x) (fastmath on each instruction);
 *   - else the libm call (acosf, tanh, atan2f, ...): f32 -> name##f, f64 ->
 *     name, f16/bf16 extended to f32 and the f32 result truncated back;
 *     vectors scalarised element by element; no fastmath (MLIR drops it).
 * math.ipowi has no lowering in either pass (MLIR needs
 * convert-math-to-funcs), so it is an error here too. */
#include "backend.h"

#include <stdio.h>
#include <string.h>

/* lower_arith.c */
LLVMTypeRef arith_type(Lower *L, Op *op, Type *t);
void arith_fastmath(Lower *L, Op *op, LLVMValueRef v);
void arith_arity(Lower *L, Op *op, unsigned nopnds, unsigned nres);
LLVMValueRef arith_splat_const(Lower *L, LLVMTypeRef t, LLVMValueRef s);

/* Every math op of MLIR 19: name, handler, intrinsic or libm base name,
 * operand count.  lower_math_ops and math_desc come from this one list. */
#define MATH_OPS(X) \
	X("math.absf", lower_fintr, "llvm.fabs", 1) \
	X("math.ceil", lower_fintr, "llvm.ceil", 1) \
	X("math.floor", lower_fintr, "llvm.floor", 1) \
	X("math.round", lower_fintr, "llvm.round", 1) \
	X("math.roundeven", lower_fintr, "llvm.roundeven", 1) \
	X("math.trunc", lower_fintr, "llvm.trunc", 1) \
	X("math.sqrt", lower_fintr, "llvm.sqrt", 1) \
	X("math.exp", lower_fintr, "llvm.exp", 1) \
	X("math.exp2", lower_fintr, "llvm.exp2", 1) \
	X("math.log", lower_fintr, "llvm.log", 1) \
	X("math.log2", lower_fintr, "llvm.log2", 1) \
	X("math.log10", lower_fintr, "llvm.log10", 1) \
	X("math.sin", lower_fintr, "llvm.sin", 1) \
	X("math.cos", lower_fintr, "llvm.cos", 1) \
	X("math.copysign", lower_fintr, "llvm.copysign", 2) \
	X("math.powf", lower_fintr, "llvm.pow", 2) \
	X("math.fma", lower_fintr, "llvm.fma", 3) \
	X("math.absi", lower_iintr, "llvm.abs", 1) \
	X("math.ctlz", lower_iintr, "llvm.ctlz", 1) \
	X("math.cttz", lower_iintr, "llvm.cttz", 1) \
	X("math.ctpop", lower_iintr, "llvm.ctpop", 1) \
	X("math.fpowi", lower_fpowi, "llvm.powi", 2) \
	X("math.expm1", lower_expm1, "llvm.exp", 1) \
	X("math.log1p", lower_log1p, "llvm.log", 1) \
	X("math.rsqrt", lower_rsqrt, "llvm.sqrt", 1) \
	X("math.acos", lower_libm, "acos", 1) \
	X("math.acosh", lower_libm, "acosh", 1) \
	X("math.asin", lower_libm, "asin", 1) \
	X("math.asinh", lower_libm, "asinh", 1) \
	X("math.atan", lower_libm, "atan", 1) \
	X("math.atanh", lower_libm, "atanh", 1) \
	X("math.cbrt", lower_libm, "cbrt", 1) \
	X("math.cosh", lower_libm, "cosh", 1) \
	X("math.erf", lower_libm, "erf", 1) \
	X("math.sinh", lower_libm, "sinh", 1) \
	X("math.tan", lower_libm, "tan", 1) \
	X("math.tanh", lower_libm, "tanh", 1) \
	X("math.atan2", lower_libm, "atan2", 2) \
	X("math.ipowi", lower_ipowi, NULL, 2)

typedef struct MathOp {
	const char *callee;   /* intrinsic or libm base name */
	unsigned nargs;
} MathOp;

static const MathOp math_desc[] = {
#define X(name, fn, callee, nargs) { callee, nargs },
	MATH_OPS(X)
#undef X
};

static const MathOp *desc(Lower *L, Op *op)
{
	const LowerEntry *e = lower_handler(L, op_name(op));
	return &math_desc[e - lower_math_ops];
}

/* Check the op's shape; operands into x[], the result type returned. */
static LLVMTypeRef operands(Lower *L, Op *op, LLVMValueRef *x)
{
	unsigned n = desc(L, op)->nargs;
	arith_arity(L, op, n, 1);
	for (unsigned i = 0; i < n; i++) {
		arith_type(L, op, value_type(op_operand(op, i)));
		x[i] = opnd(L, op, i);
	}
	return arith_type(L, op, value_type(&op_res(op)[0]));
}

static int is_vector(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVectorTypeKind;
}

/* 1.0 of float type t (a splat if t is a vector). */
static LLVMValueRef fone(Lower *L, LLVMTypeRef t)
{
	LLVMTypeRef et = is_vector(t) ? LLVMGetElementType(t) : t;
	return arith_splat_const(L, t, LLVMConstReal(et, 1.0));
}

/* ------------------------------------------------------------ intrinsics */

static LLVMValueRef fintr(Lower *L, Op *op, const char *name, LLVMTypeRef t, LLVMValueRef *x, unsigned n)
{
	LLVMValueRef r = call_intrinsic(L, name, &t, 1, x, n);
	arith_fastmath(L, op, r);
	return r;
}

static void lower_fintr(Lower *L, Op *op)
{
	LLVMValueRef x[3];
	LLVMTypeRef t = operands(L, op, x);
	set_lv(L, &op_res(op)[0], fintr(L, op, desc(L, op)->callee, t, x, desc(L, op)->nargs));
}

/* abs, ctlz, cttz take an `is_poison` i1 that MLIR sets to false. */
static void lower_iintr(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	LLVMTypeRef t = operands(L, op, x);
	const char *name = desc(L, op)->callee;
	unsigned n = 1;
	if (strcmp(name, "llvm.ctpop"))
		x[n++] = LLVMConstInt(L->t_i1, 0, 0);
	set_lv(L, &op_res(op)[0], call_intrinsic(L, name, &t, 1, x, n));
}

static void lower_expm1(Lower *L, Op *op)
{
	LLVMValueRef x[1];
	LLVMTypeRef t = operands(L, op, x);
	LLVMValueRef e = fintr(L, op, desc(L, op)->callee, t, x, 1);
	LLVMValueRef r = LLVMBuildFSub(L->b, e, fone(L, t), "");
	arith_fastmath(L, op, r);
	set_lv(L, &op_res(op)[0], r);
}

static void lower_log1p(Lower *L, Op *op)
{
	LLVMValueRef x[1];
	LLVMTypeRef t = operands(L, op, x);
	x[0] = LLVMBuildFAdd(L->b, fone(L, t), x[0], "");
	arith_fastmath(L, op, x[0]);
	set_lv(L, &op_res(op)[0], fintr(L, op, desc(L, op)->callee, t, x, 1));
}

static void lower_rsqrt(Lower *L, Op *op)
{
	LLVMValueRef x[1];
	LLVMTypeRef t = operands(L, op, x);
	LLVMValueRef s = fintr(L, op, desc(L, op)->callee, t, x, 1);
	LLVMValueRef r = LLVMBuildFDiv(L->b, fone(L, t), s, "");
	arith_fastmath(L, op, r);
	set_lv(L, &op_res(op)[0], r);
}

static void lower_ipowi(Lower *L, Op *op)
{
	lower_fail(L, op, "'math.ipowi' has no lowering in MLIR 19's math-to-llvm or math-to-libm "
	           "(it needs convert-math-to-funcs)");
}

/* ------------------------------------------------------------ scalarised ops */

/* One element's result from the elements of the operands. */
typedef LLVMValueRef (*ScalarFn)(Lower *L, Op *op, LLVMValueRef *x);

/* f on each element of vectors (x: nargs vectors of equal length, result
 * type rt), as math-to-libm unrolls them: extract, call, insert into a
 * zero vector.  Scalars: f once. */
static LLVMValueRef scalarize(Lower *L, Op *op, LLVMTypeRef rt, LLVMValueRef *x, unsigned nargs, ScalarFn f)
{
	if (!is_vector(rt))
		return f(L, op, x);
	LLVMValueRef r = LLVMConstNull(rt), e[3];
	for (unsigned i = 0, n = LLVMGetVectorSize(rt); i < n; i++) {
		LLVMValueRef idx = LLVMConstInt(L->t_i64, i, 0);
		for (unsigned j = 0; j < nargs; j++)
			e[j] = LLVMBuildExtractElement(L->b, x[j], idx, "");
		r = LLVMBuildInsertElement(L->b, r, f(L, op, e), idx, "");
	}
	return r;
}

/* A libm function (pure: declared memory(none), as MLIR declares it). */
static LLVMValueRef libm_call(Lower *L, const char *name, LLVMTypeRef t, LLVMValueRef *x, unsigned n)
{
	LLVMValueRef r = call_extern(L, name, t, x, n);
	LLVMValueRef f = LLVMGetNamedFunction(L->mod, name);
	unsigned k = LLVMGetEnumAttributeKindForName("memory", 6);
	if (f && !LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k))
		LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(L->lc, k, 0));
	return r;
}

static LLVMValueRef libm_scalar(Lower *L, Op *op, LLVMValueRef *x)
{
	const MathOp *d = desc(L, op);
	LLVMTypeRef t = LLVMTypeOf(x[0]);
	LLVMTypeKind tk = LLVMGetTypeKind(t);
	char name[32];
	int promote = tk == LLVMHalfTypeKind || tk == LLVMBFloatTypeKind;
	if (tk != LLVMFloatTypeKind && tk != LLVMDoubleTypeKind && !promote)
		lower_fail(L, op, "'%s': MLIR's math-to-libm has no function for this float type "
		           "(only f16, bf16, f32, f64)", op_name(op)->name->s);
	snprintf(name, sizeof name, "%s%s", d->callee, tk == LLVMDoubleTypeKind ? "" : "f");
	LLVMValueRef a[2];
	for (unsigned i = 0; i < d->nargs; i++)
		a[i] = promote ? LLVMBuildFPExt(L->b, x[i], L->t_f32, "") : x[i];
	LLVMValueRef r = libm_call(L, name, promote ? L->t_f32 : t, a, d->nargs);
	return promote ? LLVMBuildFPTrunc(L->b, r, t, "") : r;
}

static void lower_libm(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	LLVMTypeRef t = operands(L, op, x);
	set_lv(L, &op_res(op)[0], scalarize(L, op, t, x, desc(L, op)->nargs, libm_scalar));
}

/* llvm.powi takes a scalar exponent: vectors (which MLIR 19 fails to
 * lower) go element by element. */
static LLVMValueRef powi_scalar(Lower *L, Op *op, LLVMValueRef *x)
{
	LLVMTypeRef tys[2] = { LLVMTypeOf(x[0]), LLVMTypeOf(x[1]) };
	LLVMValueRef r = call_intrinsic(L, desc(L, op)->callee, tys, 2, x, 2);
	arith_fastmath(L, op, r);
	return r;
}

static void lower_fpowi(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	LLVMTypeRef t = operands(L, op, x);
	set_lv(L, &op_res(op)[0], scalarize(L, op, t, x, 2, powi_scalar));
}

const LowerEntry lower_math_ops[] = {
#define X(name, fn, callee, nargs) { name, fn, NULL },
	MATH_OPS(X)
#undef X
	{ NULL, NULL, NULL },
};
