/* lower_arith.c — the arith dialect as MLIR 19 lowers it: convert-arith-to-llvm
 * for every op it handles, and arith-expand's sequences for floordivsi,
 * ceildivsi and ceildivui (which arith-to-llvm leaves alone).
 *
 * Vectors are flat LLVM vectors here, so every elementwise op is one LLVM
 * instruction on the whole value, where MLIR unrolls n-D vectors into rows
 * of the same instruction: same results.
 *
 * The helpers arith_type, arith_arity, arith_fastmath and arith_splat* are shared with
 * lower_math.c and lower_index.c (prototypes repeated there). */
#include "backend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

LLVMTypeRef arith_type(Lower *L, Op *op, Type *t);
void arith_fastmath(Lower *L, Op *op, LLVMValueRef v);
LLVMValueRef arith_splat(Lower *L, LLVMTypeRef t, int64_t v);
LLVMValueRef arith_splat_const(Lower *L, LLVMTypeRef t, LLVMValueRef s);
void arith_arity(Lower *L, Op *op, unsigned nopnds, unsigned nres);

/* ------------------------------------------------------------ shared helpers */

/* The LLVM type of an operand or result of an elementwise op: int, index,
 * a float LLVM has, or a fixed vector of those.  Anything else (f8 types,
 * tf32, scalable vectors, tensors) has no lowering in MLIR either. */
LLVMTypeRef arith_type(Lower *L, Op *op, Type *t)
{
	Type *e = t->kind == TY_VECTOR ? t->elem : t;
	int ok = e->kind == TY_INT || e->kind == TY_INDEX || e->kind == TY_FLOAT;
	if (t->kind == TY_VECTOR && t->scalable)
		for (uint32_t i = 0; i < t->n; i++)
			ok &= !t->scalable[i];
	LLVMTypeRef lt = ok ? lower_type(L, t) : NULL;
	if (!lt) {
		char name[128];
		Buf b = { 0 };
		print_type(L->c, t, &b);
		snprintf(name, sizeof name, "%.*s", (int)b.len, b.p ? b.p : "");
		buf_free(&b);   /* before lower_fail jumps away */
		lower_fail(L, op, "'%s' on unsupported type '%s' (integers, index, f16, bf16, f32, f64, "
		           "f80, f128 and fixed-size vectors of them lower)", op_name(op)->name->s, name);
	}
	return lt;
}

void arith_arity(Lower *L, Op *op, unsigned nopnds, unsigned nres)
{
	if (op->nopnds != nopnds || op->nres != nres)
		lower_fail(L, op, "'%s' expects %u operands and %u results", op_name(op)->name->s, nopnds, nres);
}

/* The constant s of scalar type, as a value of type t (splat if t is a
 * vector type). */
LLVMValueRef arith_splat_const(Lower *L, LLVMTypeRef t, LLVMValueRef s)
{
	(void)L;
	if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
		return s;
	unsigned n = LLVMGetVectorSize(t);
	LLVMValueRef *els = malloc(sizeof *els * (n ? n : 1));
	if (!els)
		abort();
	for (unsigned i = 0; i < n; i++)
		els[i] = s;
	LLVMValueRef r = LLVMConstVector(els, n);
	free(els);
	return r;
}

/* Integer constant v of type t, splat if t is a vector. */
LLVMValueRef arith_splat(Lower *L, LLVMTypeRef t, int64_t v)
{
	LLVMTypeRef et = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
	return arith_splat_const(L, t, LLVMConstInt(et, (unsigned long long)v, 1));
}

/* A keyword of an enum-set attribute such as #arith.fastmath<nnan,ninf>. */
typedef struct Flag {
	const char *name;
	unsigned bits;
} Flag;

static const Flag fastmath_flags[] = {
	{ "none", 0 },
	{ "reassoc", LLVMFastMathAllowReassoc },
	{ "nnan", LLVMFastMathNoNaNs },
	{ "ninf", LLVMFastMathNoInfs },
	{ "nsz", LLVMFastMathNoSignedZeros },
	{ "arcp", LLVMFastMathAllowReciprocal },
	{ "contract", LLVMFastMathAllowContract },
	{ "afn", LLVMFastMathApproxFunc },
	{ "fast", LLVMFastMathAll },
	{ NULL, 0 },
};

enum { OVF_NSW = 1, OVF_NUW = 2 };
static const Flag overflow_flags[] = {
	{ "none", 0 }, { "nsw", OVF_NSW }, { "nuw", OVF_NUW }, { NULL, 0 },
};

/* Bits of `#arith.KIND<a, b, ...>` in attribute `name` (0 if absent). */
static unsigned flag_attr(Lower *L, Op *op, const char *name, const char *kind, const Flag *tab)
{
	Attr *a = op_attr(op, name);
	if (!a)
		return 0;
	size_t kl = strlen(kind);
	const char *s = a->kind == AT_OPAQUE && a->data ? a->data->s : NULL;
	if (!s || strcmp(a->dialect->s, "arith") || strncmp(s, kind, kl) || s[kl] != '<')
		lower_fail(L, op, "'%s': attribute '%s' is not #arith.%s<...>", op_name(op)->name->s, name, kind);
	unsigned bits = 0;
	for (s += kl + 1; *s && *s != '>';) {
		while (*s == ' ' || *s == ',')
			s++;
		size_t n = strcspn(s, " ,>");
		const Flag *f = tab;
		while (f->name && (strlen(f->name) != n || strncmp(f->name, s, n)))
			f++;
		if (!f->name)
			lower_fail(L, op, "'%s': unknown %s flag '%.*s'", op_name(op)->name->s, kind, (int)n, s);
		bits |= f->bits;
		s += n;
	}
	return bits;
}

/* MLIR carries `fastmath` to every float instruction or intrinsic call it
 * builds for the op.  Constant-folded results have nothing to flag. */
void arith_fastmath(Lower *L, Op *op, LLVMValueRef v)
{
	unsigned fm = flag_attr(L, op, "fastmath", "fastmath", fastmath_flags);
	if (fm && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
		LLVMSetFastMathFlags(v, fm);
}

static void overflow(Lower *L, Op *op, LLVMValueRef v)
{
	unsigned f = flag_attr(L, op, "overflowFlags", "overflow", overflow_flags);
	if (!f || !LLVMIsAInstruction(v))
		return;
	if (f & OVF_NSW)
		LLVMSetNSW(v, 1);
	if (f & OVF_NUW)
		LLVMSetNUW(v, 1);
}

/* ------------------------------------------------------------ the op table */

enum { F_OVF = 1, F_FM = 2 };

/* Every arith op: name, handler, LLVM opcode (binary ops, casts), intrinsic
 * (min/max), flags.  lower_arith_ops and the descriptors are built from this
 * one list, so an entry's index in one is its index in the other. */
#define ARITH_OPS(X) \
	X("arith.constant", lower_constant, 0, NULL, 0) \
	X("arith.addi", lower_binop, LLVMAdd, NULL, F_OVF) \
	X("arith.subi", lower_binop, LLVMSub, NULL, F_OVF) \
	X("arith.muli", lower_binop, LLVMMul, NULL, F_OVF) \
	X("arith.shli", lower_binop, LLVMShl, NULL, F_OVF) \
	X("arith.divsi", lower_binop, LLVMSDiv, NULL, 0) \
	X("arith.divui", lower_binop, LLVMUDiv, NULL, 0) \
	X("arith.remsi", lower_binop, LLVMSRem, NULL, 0) \
	X("arith.remui", lower_binop, LLVMURem, NULL, 0) \
	X("arith.andi", lower_binop, LLVMAnd, NULL, 0) \
	X("arith.ori", lower_binop, LLVMOr, NULL, 0) \
	X("arith.xori", lower_binop, LLVMXor, NULL, 0) \
	X("arith.shrsi", lower_binop, LLVMAShr, NULL, 0) \
	X("arith.shrui", lower_binop, LLVMLShr, NULL, 0) \
	X("arith.addf", lower_binop, LLVMFAdd, NULL, F_FM) \
	X("arith.subf", lower_binop, LLVMFSub, NULL, F_FM) \
	X("arith.mulf", lower_binop, LLVMFMul, NULL, F_FM) \
	X("arith.divf", lower_binop, LLVMFDiv, NULL, F_FM) \
	X("arith.remf", lower_binop, LLVMFRem, NULL, F_FM) \
	X("arith.negf", lower_negf, 0, NULL, F_FM) \
	X("arith.maxsi", lower_intr2, 0, "llvm.smax", 0) \
	X("arith.maxui", lower_intr2, 0, "llvm.umax", 0) \
	X("arith.minsi", lower_intr2, 0, "llvm.smin", 0) \
	X("arith.minui", lower_intr2, 0, "llvm.umin", 0) \
	X("arith.maximumf", lower_intr2, 0, "llvm.maximum", F_FM) \
	X("arith.minimumf", lower_intr2, 0, "llvm.minimum", F_FM) \
	X("arith.maxnumf", lower_intr2, 0, "llvm.maxnum", F_FM) \
	X("arith.minnumf", lower_intr2, 0, "llvm.minnum", F_FM) \
	X("arith.cmpi", lower_cmpi, 0, NULL, 0) \
	X("arith.cmpf", lower_cmpf, 0, NULL, F_FM) \
	X("arith.select", lower_select, 0, NULL, 0) \
	X("arith.extsi", lower_cast, LLVMSExt, NULL, 0) \
	X("arith.extui", lower_cast, LLVMZExt, NULL, 0) \
	X("arith.extf", lower_cast, LLVMFPExt, NULL, 0) \
	X("arith.trunci", lower_cast, LLVMTrunc, NULL, 0) \
	X("arith.truncf", lower_truncf, LLVMFPTrunc, NULL, 0) \
	X("arith.sitofp", lower_cast, LLVMSIToFP, NULL, 0) \
	X("arith.uitofp", lower_cast, LLVMUIToFP, NULL, 0) \
	X("arith.fptosi", lower_cast, LLVMFPToSI, NULL, 0) \
	X("arith.fptoui", lower_cast, LLVMFPToUI, NULL, 0) \
	X("arith.bitcast", lower_cast, LLVMBitCast, NULL, 0) \
	X("arith.index_cast", lower_index_cast, LLVMSExt, NULL, 0) \
	X("arith.index_castui", lower_index_cast, LLVMZExt, NULL, 0) \
	X("arith.addui_extended", lower_addui_extended, 0, "llvm.uadd.with.overflow", 0) \
	X("arith.mulsi_extended", lower_mul_extended, LLVMSExt, NULL, 0) \
	X("arith.mului_extended", lower_mul_extended, LLVMZExt, NULL, 0) \
	X("arith.floordivsi", lower_floordivsi, 0, NULL, 0) \
	X("arith.ceildivsi", lower_ceildivsi, 0, NULL, 0) \
	X("arith.ceildivui", lower_ceildivui, 0, NULL, 0)

typedef struct ArithOp {
	LLVMOpcode opc;
	const char *intr;
	unsigned flags;
} ArithOp;

static const ArithOp arith_desc[] = {
#define X(name, fn, opc, intr, flags) { (LLVMOpcode)(opc), intr, flags },
	ARITH_OPS(X)
#undef X
};

/* The descriptor of the op being lowered: its handler entry's index. */
static const ArithOp *desc(Lower *L, Op *op)
{
	const LowerEntry *e = lower_handler(L, op_name(op));
	return &arith_desc[e - lower_arith_ops];
}

/* ------------------------------------------------------------ handlers */

static void lower_constant(Lower *L, Op *op)
{
	arith_arity(L, op, 0, 1);
	Type *t = value_type(&op_res(op)[0]);
	arith_type(L, op, t);
	Attr *a = op_attr(op, "value");
	LLVMValueRef v = a ? const_from_attr(L, a, t) : NULL;
	if (!v)
		lower_fail(L, op, "unsupported 'arith.constant' value");
	set_lv(L, &op_res(op)[0], v);
}

/* Operands 0..n-1 after checking the op's shape and types. */
static LLVMTypeRef operands(Lower *L, Op *op, unsigned n, unsigned nres, LLVMValueRef *x)
{
	arith_arity(L, op, n, nres);
	for (unsigned i = 0; i < n; i++) {
		arith_type(L, op, value_type(op_operand(op, i)));
		x[i] = opnd(L, op, i);
	}
	return arith_type(L, op, value_type(&op_res(op)[0]));
}

static void lower_binop(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	const ArithOp *d = desc(L, op);
	operands(L, op, 2, 1, x);
	LLVMValueRef r = LLVMBuildBinOp(L->b, d->opc, x[0], x[1], "");
	if (d->flags & F_OVF)
		overflow(L, op, r);
	if (d->flags & F_FM)
		arith_fastmath(L, op, r);
	set_lv(L, &op_res(op)[0], r);
}

static void lower_negf(Lower *L, Op *op)
{
	LLVMValueRef x[1];
	operands(L, op, 1, 1, x);
	LLVMValueRef r = LLVMBuildFNeg(L->b, x[0], "");
	arith_fastmath(L, op, r);
	set_lv(L, &op_res(op)[0], r);
}

static void lower_intr2(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	const ArithOp *d = desc(L, op);
	LLVMTypeRef t = operands(L, op, 2, 1, x);
	LLVMValueRef r = call_intrinsic(L, d->intr, &t, 1, x, 2);
	if (d->flags & F_FM)
		arith_fastmath(L, op, r);
	set_lv(L, &op_res(op)[0], r);
}

/* The `predicate` enum of cmpi / cmpf, by MLIR 19's numbering. */
static int64_t predicate(Lower *L, Op *op, int64_t n)
{
	Attr *a = op_attr(op, "predicate");
	int64_t p = a && a->kind == AT_INT ? attr_int(a) : -1;
	if (p < 0 || p >= n)
		lower_fail(L, op, "'%s' needs a predicate in 0..%d", op_name(op)->name->s, (int)n - 1);
	return p;
}

static void lower_cmpi(Lower *L, Op *op)
{
	/* eq ne slt sle sgt sge ult ule ugt uge */
	static const LLVMIntPredicate pred[] = {
		LLVMIntEQ, LLVMIntNE, LLVMIntSLT, LLVMIntSLE, LLVMIntSGT,
		LLVMIntSGE, LLVMIntULT, LLVMIntULE, LLVMIntUGT, LLVMIntUGE,
	};
	LLVMValueRef x[2];
	operands(L, op, 2, 1, x);
	int64_t p = predicate(L, op, sizeof pred / sizeof *pred);
	set_lv(L, &op_res(op)[0], LLVMBuildICmp(L->b, pred[p], x[0], x[1], ""));
}

static void lower_cmpf(Lower *L, Op *op)
{
	/* false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true:
	 * the same names as LLVM's but not the same order (uno). */
	static const LLVMRealPredicate pred[] = {
		LLVMRealPredicateFalse, LLVMRealOEQ, LLVMRealOGT, LLVMRealOGE,
		LLVMRealOLT, LLVMRealOLE, LLVMRealONE, LLVMRealORD,
		LLVMRealUEQ, LLVMRealUGT, LLVMRealUGE, LLVMRealULT,
		LLVMRealULE, LLVMRealUNE, LLVMRealUNO, LLVMRealPredicateTrue,
	};
	LLVMValueRef x[2];
	operands(L, op, 2, 1, x);
	int64_t p = predicate(L, op, sizeof pred / sizeof *pred);
	LLVMValueRef r = LLVMBuildFCmp(L->b, pred[p], x[0], x[1], "");
	arith_fastmath(L, op, r);
	set_lv(L, &op_res(op)[0], r);
}

/* A scalar i1 condition selects whole values of any type (vectors, memref
 * descriptors, ...) as LLVM's select does; a vector condition, lanes. */
static void lower_select(Lower *L, Op *op)
{
	LLVMValueRef x[3];
	arith_arity(L, op, 3, 1);
	arith_type(L, op, value_type(op_operand(op, 0)));
	if (!lower_type(L, value_type(&op_res(op)[0])))
		arith_type(L, op, value_type(&op_res(op)[0]));   /* reports the type */
	opnds_lv(L, op, 0, 3, x);
	set_lv(L, &op_res(op)[0], LLVMBuildSelect(L->b, x[0], x[1], x[2], ""));
}

static void lower_cast(Lower *L, Op *op)
{
	LLVMValueRef x[1];
	LLVMTypeRef t = operands(L, op, 1, 1, x);
	set_lv(L, &op_res(op)[0], LLVMBuildCast(L->b, desc(L, op)->opc, x[0], t, ""));
}

/* arith.truncf with a rounding mode becomes the constrained intrinsic with
 * exceptions ignored, and the call is strictfp — as MLIR translates it.
 * LLVM 19's RISC-V backend cannot select that intrinsic to bf16 (it aborts
 * with "Cannot select: strict_fp_to_bf16", scalar and vector alike), so for
 * a RISC-V target it is an error at the op. */
static void lower_truncf(Lower *L, Op *op)
{
	/* to_nearest_even downward upward toward_zero to_nearest_away */
	static const char *const rounding[] = {
		"round.tonearest", "round.downward", "round.upward", "round.towardzero", "round.tonearestaway",
	};
	static const char *const mode_name[] = {
		"to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away",
	};
	Attr *rm = op_attr(op, "roundingmode");
	if (!rm) {
		lower_cast(L, op);
		return;
	}
	LLVMValueRef x[3];
	LLVMTypeRef tys[2];
	tys[0] = operands(L, op, 1, 1, x);
	tys[1] = LLVMTypeOf(x[0]);
	int64_t m = rm->kind == AT_INT ? attr_int(rm) : -1;
	if (m < 0 || m > 4)
		lower_fail(L, op, "'arith.truncf': unknown rounding mode");
	Type *rt = value_type(&op_res(op)[0]);
	Type *re = rt && rt->kind == TY_VECTOR ? rt->elem : rt;
	if (L->opts && L->opts->riscv && re && re->kind == TY_FLOAT && re->fkind == FK_BF16)
		lower_fail(L, op, "'arith.truncf' to bf16 with rounding mode %s cannot be compiled for RISC-V "
		           "(LLVM 19's backend cannot select a constrained fptrunc to bfloat); "
		           "without a rounding mode (round to nearest even) it can", mode_name[m]);
	const char *exc = "fpexcept.ignore";
	x[1] = LLVMMetadataAsValue(L->lc, LLVMMDStringInContext2(L->lc, rounding[m], strlen(rounding[m])));
	x[2] = LLVMMetadataAsValue(L->lc, LLVMMDStringInContext2(L->lc, exc, strlen(exc)));
	LLVMValueRef r = call_intrinsic(L, "llvm.experimental.constrained.fptrunc", tys, 2, x, 3);
	unsigned k = LLVMGetEnumAttributeKindForName("strictfp", 8);
	LLVMAddCallSiteAttribute(r, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(L->lc, k, 0));
	set_lv(L, &op_res(op)[0], r);
}

/* index_cast / index_castui: truncate, extend (signed / unsigned), or
 * nothing when the widths agree (index is i64). */
static void lower_index_cast(Lower *L, Op *op)
{
	LLVMValueRef x[1];
	LLVMTypeRef t = operands(L, op, 1, 1, x);
	LLVMTypeRef st = LLVMTypeOf(x[0]);
	if (LLVMGetTypeKind(st) == LLVMVectorTypeKind)
		st = LLVMGetElementType(st);
	LLVMTypeRef dt = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
	unsigned sw = LLVMGetIntTypeWidth(st), dw = LLVMGetIntTypeWidth(dt);
	LLVMValueRef r = x[0];
	if (dw < sw)
		r = LLVMBuildTrunc(L->b, x[0], t, "");
	else if (dw > sw)
		r = LLVMBuildCast(L->b, desc(L, op)->opc, x[0], t, "");
	set_lv(L, &op_res(op)[0], r);
}

static void lower_addui_extended(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	LLVMTypeRef t = operands(L, op, 2, 2, x);
	arith_type(L, op, value_type(&op_res(op)[1]));
	LLVMValueRef r = call_intrinsic(L, desc(L, op)->intr, &t, 1, x, 2);
	set_lv(L, &op_res(op)[0], LLVMBuildExtractValue(L->b, r, 0, ""));
	set_lv(L, &op_res(op)[1], LLVMBuildExtractValue(L->b, r, 1, ""));
}

/* Multiply in twice the width (sign- or zero-extended): low half, and the
 * high half shifted down (lshr, as MLIR does for both signednesses). */
static void lower_mul_extended(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	LLVMTypeRef t = operands(L, op, 2, 2, x);
	arith_type(L, op, value_type(&op_res(op)[1]));
	int vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
	LLVMTypeRef et = vec ? LLVMGetElementType(t) : t;
	unsigned w = LLVMGetIntTypeWidth(et);
	LLVMTypeRef wide = LLVMIntTypeInContext(L->lc, 2 * w);
	if (vec)
		wide = LLVMVectorType(wide, LLVMGetVectorSize(t));
	LLVMOpcode ext = desc(L, op)->opc;
	LLVMValueRef a = LLVMBuildCast(L->b, ext, x[0], wide, "");
	LLVMValueRef b = LLVMBuildCast(L->b, ext, x[1], wide, "");
	LLVMValueRef m = LLVMBuildMul(L->b, a, b, "");
	set_lv(L, &op_res(op)[0], LLVMBuildTrunc(L->b, m, t, ""));
	LLVMValueRef hi = LLVMBuildLShr(L->b, m, arith_splat(L, wide, w), "");
	set_lv(L, &op_res(op)[1], LLVMBuildTrunc(L->b, hi, t, ""));
}

/* ---- arith-expand's integer divisions, instruction for instruction (both
 * arms are computed, so the same inputs trap or not as in MLIR's build). */

typedef struct DivCtx {
	Lower *L;
	LLVMTypeRef t;
	LLVMValueRef a, b;
} DivCtx;

static LLVMValueRef k(DivCtx *d, int64_t v) { return arith_splat(d->L, d->t, v); }
static LLVMValueRef icmp(DivCtx *d, LLVMIntPredicate p, LLVMValueRef x, LLVMValueRef y)
{
	return LLVMBuildICmp(d->L->b, p, x, y, "");
}

static void div_begin(Lower *L, Op *op, DivCtx *d)
{
	LLVMValueRef x[2];
	d->L = L;
	d->t = operands(L, op, 2, 1, x);
	d->a = x[0];
	d->b = x[1];
}

/* q = a / b; (a != q*b && (a < 0) != (b < 0)) ? q - 1 : q */
static void lower_floordivsi(Lower *L, Op *op)
{
	DivCtx d;
	div_begin(L, op, &d);
	LLVMBuilderRef B = L->b;
	LLVMValueRef q = LLVMBuildSDiv(B, d.a, d.b, "");
	LLVMValueRef ne = icmp(&d, LLVMIntNE, d.a, LLVMBuildMul(B, q, d.b, ""));
	LLVMValueRef an = icmp(&d, LLVMIntSLT, d.a, k(&d, 0));
	LLVMValueRef bn = icmp(&d, LLVMIntSLT, d.b, k(&d, 0));
	LLVMValueRef c = LLVMBuildAnd(B, ne, icmp(&d, LLVMIntNE, an, bn), "");
	LLVMValueRef qm1 = LLVMBuildAdd(B, q, k(&d, -1), "");
	set_lv(L, &op_res(op)[0], LLVMBuildSelect(B, c, qm1, q, ""));
}

/* x = b > 0 ? -1 : 1;
 * (a < 0 && b < 0) || (a > 0 && b > 0) ? (x + a) / b + 1 : 0 - (0 - a) / b */
static void lower_ceildivsi(Lower *L, Op *op)
{
	DivCtx d;
	div_begin(L, op, &d);
	LLVMBuilderRef B = L->b;
	LLVMValueRef z = k(&d, 0);
	LLVMValueRef x = LLVMBuildSelect(B, icmp(&d, LLVMIntSGT, d.b, z), k(&d, -1), k(&d, 1), "");
	LLVMValueRef q1 = LLVMBuildSDiv(B, LLVMBuildAdd(B, x, d.a, ""), d.b, "");
	LLVMValueRef pos = LLVMBuildAdd(B, q1, k(&d, 1), "");
	LLVMValueRef q2 = LLVMBuildSDiv(B, LLVMBuildSub(B, z, d.a, ""), d.b, "");
	LLVMValueRef neg = LLVMBuildSub(B, z, q2, "");
	LLVMValueRef an = icmp(&d, LLVMIntSLT, d.a, z), ap = icmp(&d, LLVMIntSGT, d.a, z);
	LLVMValueRef bn = icmp(&d, LLVMIntSLT, d.b, z), bp = icmp(&d, LLVMIntSGT, d.b, z);
	LLVMValueRef nn = LLVMBuildAnd(B, an, bn, "");
	LLVMValueRef pp = LLVMBuildAnd(B, ap, bp, "");
	LLVMValueRef c = LLVMBuildOr(B, nn, pp, "");
	set_lv(L, &op_res(op)[0], LLVMBuildSelect(B, c, pos, neg, ""));
}

/* a == 0 ? 0 : (a - 1) / b + 1 (unsigned) */
static void lower_ceildivui(Lower *L, Op *op)
{
	DivCtx d;
	div_begin(L, op, &d);
	LLVMBuilderRef B = L->b;
	LLVMValueRef z = k(&d, 0), one = k(&d, 1);
	LLVMValueRef isz = icmp(&d, LLVMIntEQ, d.a, z);
	LLVMValueRef q = LLVMBuildUDiv(B, LLVMBuildSub(B, d.a, one, ""), d.b, "");
	set_lv(L, &op_res(op)[0], LLVMBuildSelect(B, isz, z, LLVMBuildAdd(B, q, one, ""), ""));
}

const LowerEntry lower_arith_ops[] = {
#define X(name, fn, opc, intr, flags) { name, fn, NULL },
	ARITH_OPS(X)
#undef X
	{ NULL, NULL, NULL },
};
