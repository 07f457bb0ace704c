/* lower_index.c — the index dialect as MLIR 19's convert-index-to-llvm
 * lowers it (index is i64): one LLVM instruction or intrinsic per op, the
 * pass's own sequences for ceildivs/ceildivu/floordivs (not arith-expand's:
 * they differ), and index.sizeof = 64 (the pass folds the index bit width). */
#include "backend.h"

#include <string.h>

/* lower_arith.c */
LLVMTypeRef arith_type(Lower *L, Op *op, Type *t);
void arith_arity(Lower *L, Op *op, unsigned nopnds, unsigned nres);

/* Every index op: name, handler, LLVM opcode (binary ops; the extension of
 * a cast), intrinsic.  lower_index_ops and index_desc come from this list. */
#define INDEX_OPS(X) \
	X("index.add", lower_binop, LLVMAdd, NULL) \
	X("index.sub", lower_binop, LLVMSub, NULL) \
	X("index.mul", lower_binop, LLVMMul, NULL) \
	X("index.divs", lower_binop, LLVMSDiv, NULL) \
	X("index.divu", lower_binop, LLVMUDiv, NULL) \
	X("index.rems", lower_binop, LLVMSRem, NULL) \
	X("index.remu", lower_binop, LLVMURem, NULL) \
	X("index.shl", lower_binop, LLVMShl, NULL) \
	X("index.shrs", lower_binop, LLVMAShr, NULL) \
	X("index.shru", lower_binop, LLVMLShr, NULL) \
	X("index.and", lower_binop, LLVMAnd, NULL) \
	X("index.or", lower_binop, LLVMOr, NULL) \
	X("index.xor", lower_binop, LLVMXor, NULL) \
	X("index.maxs", lower_intr, 0, "llvm.smax") \
	X("index.maxu", lower_intr, 0, "llvm.umax") \
	X("index.mins", lower_intr, 0, "llvm.smin") \
	X("index.minu", lower_intr, 0, "llvm.umin") \
	X("index.ceildivs", lower_ceildivs, 0, NULL) \
	X("index.ceildivu", lower_ceildivu, 0, NULL) \
	X("index.floordivs", lower_floordivs, 0, NULL) \
	X("index.cmp", lower_cmp, 0, NULL) \
	X("index.casts", lower_cast, LLVMSExt, NULL) \
	X("index.castu", lower_cast, LLVMZExt, NULL) \
	X("index.constant", lower_constant, 0, NULL) \
	X("index.bool.constant", lower_constant, 0, NULL) \
	X("index.sizeof", lower_sizeof, 0, NULL)

typedef struct IndexOp {
	LLVMOpcode opc;
	const char *intr;
} IndexOp;

static const IndexOp index_desc[] = {
#define X(name, fn, opc, intr) { (LLVMOpcode)(opc), intr },
	INDEX_OPS(X)
#undef X
};

static const IndexOp *desc(Lower *L, Op *op)
{
	const LowerEntry *e = lower_handler(L, op_name(op));
	return &index_desc[e - lower_index_ops];
}

/* Operands 0..n-1 after checking the op's shape and types. */
static void operands(Lower *L, Op *op, unsigned n, LLVMValueRef *x)
{
	arith_arity(L, op, n, 1);
	for (unsigned i = 0; i < n; i++) {
		arith_type(L, op, value_type(op_operand(op, i)));
		x[i] = opnd(L, op, i);
	}
	arith_type(L, op, value_type(&op_res(op)[0]));
}

static void lower_binop(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	operands(L, op, 2, x);
	set_lv(L, &op_res(op)[0], LLVMBuildBinOp(L->b, desc(L, op)->opc, x[0], x[1], ""));
}

static void lower_intr(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	operands(L, op, 2, x);
	set_lv(L, &op_res(op)[0], call_intrinsic(L, desc(L, op)->intr, &L->t_i64, 1, x, 2));
}

/* ---- convert-index-to-llvm's divisions, instruction for instruction (both
 * arms are computed, so the same inputs trap as in MLIR's build). */

static LLVMValueRef ki(Lower *L, int64_t v) { return const_i64(L, v); }

/* m > 0 ? -1 : 1 = x;  (n > 0) == (m > 0) && n != 0 ? (n + x) / m + 1 : 0 - (0 - n) / m */
static void lower_ceildivs(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	operands(L, op, 2, x);
	LLVMBuilderRef B = L->b;
	LLVMValueRef n = x[0], m = x[1], z = ki(L, 0), one = ki(L, 1);
	LLVMValueRef mpos = LLVMBuildICmp(B, LLVMIntSGT, m, z, "");
	LLVMValueRef adj = LLVMBuildSelect(B, mpos, ki(L, -1), one, "");
	LLVMValueRef q = LLVMBuildSDiv(B, LLVMBuildAdd(B, n, adj, ""), m, "");
	LLVMValueRef pos = LLVMBuildAdd(B, q, one, "");
	LLVMValueRef q2 = LLVMBuildSDiv(B, LLVMBuildSub(B, z, n, ""), m, "");
	LLVMValueRef neg = LLVMBuildSub(B, z, q2, "");
	LLVMValueRef npos = LLVMBuildICmp(B, LLVMIntSGT, n, z, "");
	LLVMValueRef same = LLVMBuildICmp(B, LLVMIntEQ, npos, mpos, "");
	LLVMValueRef nz = LLVMBuildICmp(B, LLVMIntNE, n, z, "");
	LLVMValueRef c = LLVMBuildAnd(B, same, nz, "");
	set_lv(L, &op_res(op)[0], LLVMBuildSelect(B, c, pos, neg, ""));
}

/* n == 0 ? 0 : (n - 1) / m + 1 (unsigned) */
static void lower_ceildivu(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	operands(L, op, 2, x);
	LLVMBuilderRef B = L->b;
	LLVMValueRef z = ki(L, 0), one = ki(L, 1);
	LLVMValueRef q = LLVMBuildUDiv(B, LLVMBuildSub(B, x[0], one, ""), x[1], "");
	LLVMValueRef p = LLVMBuildAdd(B, q, one, "");
	LLVMValueRef isz = LLVMBuildICmp(B, LLVMIntEQ, x[0], z, "");
	set_lv(L, &op_res(op)[0], LLVMBuildSelect(B, isz, z, p, ""));
}

/* x = m < 0 ? 1 : -1;  (n < 0) != (m < 0) && n != 0 ? -1 - (x - n) / m : n / m */
static void lower_floordivs(Lower *L, Op *op)
{
	LLVMValueRef x[2];
	operands(L, op, 2, x);
	LLVMBuilderRef B = L->b;
	LLVMValueRef n = x[0], m = x[1], z = ki(L, 0), m1 = ki(L, -1);
	LLVMValueRef mneg = LLVMBuildICmp(B, LLVMIntSLT, m, z, "");
	LLVMValueRef adj = LLVMBuildSelect(B, mneg, ki(L, 1), m1, "");
	LLVMValueRef q = LLVMBuildSDiv(B, LLVMBuildSub(B, adj, n, ""), m, "");
	LLVMValueRef neg = LLVMBuildSub(B, m1, q, "");
	LLVMValueRef pos = LLVMBuildSDiv(B, n, m, "");
	LLVMValueRef nneg = LLVMBuildICmp(B, LLVMIntSLT, n, z, "");
	LLVMValueRef diff = LLVMBuildICmp(B, LLVMIntNE, nneg, mneg, "");
	LLVMValueRef nz = LLVMBuildICmp(B, LLVMIntNE, n, z, "");
	LLVMValueRef c = LLVMBuildAnd(B, diff, nz, "");
	set_lv(L, &op_res(op)[0], LLVMBuildSelect(B, c, neg, pos, ""));
}

/* `pred = #index<cmp_predicate ult>` */
static void lower_cmp(Lower *L, Op *op)
{
	static const struct {
		const char *name;
		LLVMIntPredicate p;
	} preds[] = {
		{ "eq", LLVMIntEQ }, { "ne", LLVMIntNE }, { "slt", LLVMIntSLT }, { "sle", LLVMIntSLE },
		{ "sgt", LLVMIntSGT }, { "sge", LLVMIntSGE }, { "ult", LLVMIntULT }, { "ule", LLVMIntULE },
		{ "ugt", LLVMIntUGT }, { "uge", LLVMIntUGE },
	};
	static const char kw[] = "cmp_predicate";
	LLVMValueRef x[2];
	operands(L, op, 2, x);
	Attr *a = op_attr(op, "pred");
	const char *s = a && a->kind == AT_OPAQUE && a->data && !strcmp(a->dialect->s, "index")
	                ? a->data->s : "";
	if (!strncmp(s, kw, sizeof kw - 1))
		s += strspn(s + sizeof kw - 1, " ") + sizeof kw - 1;
	for (size_t i = 0; i < sizeof preds / sizeof *preds; i++)
		if (!strcmp(s, preds[i].name)) {
			set_lv(L, &op_res(op)[0], LLVMBuildICmp(L->b, preds[i].p, x[0], x[1], ""));
			return;
		}
	lower_fail(L, op, "'index.cmp' needs pred = #index<cmp_predicate P>");
}

/* casts (signed) / castu: truncate, extend, or nothing at equal widths. */
static void lower_cast(Lower *L, Op *op)
{
	LLVMValueRef x[1];
	operands(L, op, 1, x);
	LLVMTypeRef t = arith_type(L, op, value_type(&op_res(op)[0]));
	unsigned sw = LLVMGetIntTypeWidth(LLVMTypeOf(x[0])), dw = LLVMGetIntTypeWidth(t);
	LLVMValueRef r = x[0];
	if (dw < sw)
		r = LLVMBuildTrunc(L->b, x[0], t, "");
	else if (dw > sw)
		r = LLVMBuildCast(L->b, desc(L, op)->opc, x[0], t, "");
	set_lv(L, &op_res(op)[0], r);
}

static void lower_constant(Lower *L, Op *op)
{
	arith_arity(L, op, 0, 1);
	Type *t = value_type(&op_res(op)[0]);
	arith_type(L, op, t);
	Attr *a = op_attr(op, "value");
	LLVMValueRef v = a && (a->kind == AT_INT || a->kind == AT_BOOL) ? const_from_attr(L, a, t) : NULL;
	if (!v)
		lower_fail(L, op, "'%s' needs an integer 'value'", op_name(op)->name->s);
	set_lv(L, &op_res(op)[0], v);
}

static void lower_sizeof(Lower *L, Op *op)
{
	arith_arity(L, op, 0, 1);
	arith_type(L, op, value_type(&op_res(op)[0]));
	set_lv(L, &op_res(op)[0], ki(L, 64));
}

const LowerEntry lower_index_ops[] = {
#define X(name, fn, opc, intr) { name, fn, NULL },
	INDEX_OPS(X)
#undef X
	{ NULL, NULL, NULL },
};
