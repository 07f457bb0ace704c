/* lower_vector.c — the vector dialect, with the semantics of MLIR 19's
 * convert-vector-to-scf{full-unroll=true}, lower-vector-multi-reduction and
 * convert-vector-to-llvm (which includes the contraction, transpose, mask
 * and broadcast lowering patterns).
 *
 * Inside the backend an n-D vector is one flat row-major LLVM vector
 * (backend.h), so most shape ops are a single shufflevector whose mask is
 * computed here.  What must match MLIR bit for bit is the ORDER of floating
 * point operations (reduction start values, multi_reduction chains, the
 * contraction's dot products) and the bounds semantics of transfers; those
 * places say which MLIR pattern they reproduce.
 *
 * Size: every op costs O(elements) instructions and mask entries (transfers:
 * O(rows) loads); inserts into a much larger vector go element by element so
 * that chains of row inserts stay linear. */
#include "backend.h"

#include <stdlib.h>
#include <string.h>

#define MAXR 64         /* vector and memref ranks handled */

/* ------------------------------------------------------------ helpers */

/* Operand and result counts an op's handler relies on (generic input is
 * not checked for them elsewhere). */
static void need(Lower *L, Op *op, unsigned nopnds, unsigned nres)
{
	if (op->nopnds < nopnds || op->nres != nres)
		lower_fail(L, op, "malformed '%s': expected at least %u operands and %u results",
		           op_name(op)->name->s, nopnds, nres);
}

static int64_t numel(const Type *t)
{
	int64_t n = 1;
	if (t->kind == TY_VECTOR)
		for (uint32_t i = 0; i < t->n; i++)
			n *= t->dims[i];
	return n;
}

/* The vector type of value v, checked: fixed size, known rank bound. */
static Type *vtype(Lower *L, Op *op, Value *v)
{
	Type *t = value_type(v);
	if (t->kind != TY_VECTOR)
		lower_fail(L, op, "'%s' expects a vector operand", op_name(op)->name->s);
	if (t->scalable)
		lower_fail(L, op, "scalable vectors are not supported");
	if (t->n > MAXR || !scalar_type(L, t->elem))
		lower_fail(L, op, "unsupported vector type in '%s'", op_name(op)->name->s);
	return t;
}

static Type *res_type(Op *op)
{
	return value_type(&op_res(op)[0]);
}

/* Row-major strides of a vector shape. */
static void vstrides(const Type *t, int64_t *st)
{
	int64_t s = 1;
	for (uint32_t i = t->n; i-- > 0;) {
		st[i] = s;
		s *= t->dims[i];
	}
}

static LLVMValueRef c32(Lower *L, int64_t v)
{
	return LLVMConstInt(L->t_i32, (unsigned long long)v, 1);
}

static int is_float(Type *t)
{
	return (t->kind == TY_VECTOR ? t->elem : t)->kind == TY_FLOAT;
}

/* shufflevector(a, b) with mask idx[0..n); idx < 0 is a poison lane. */
static LLVMValueRef shuffle(Lower *L, LLVMValueRef a, LLVMValueRef b, const int64_t *idx, int64_t n)
{
	LLVMValueRef *m = lower_tmp(L, sizeof *m * (size_t)n);
	for (int64_t i = 0; i < n; i++)
		m[i] = idx[i] < 0 ? LLVMGetPoison(L->t_i32) : c32(L, idx[i]);
	LLVMValueRef r = LLVMBuildShuffleVector(L->b, a, b ? b : LLVMGetPoison(LLVMTypeOf(a)),
	                                        LLVMConstVector(m, (unsigned)n), "");
	return r;
}

/* Lanes idx of v (a gather by constant indices); identity is free. */
static LLVMValueRef pick(Lower *L, LLVMValueRef v, const int64_t *idx, int64_t n)
{
	if ((int64_t)LLVMGetVectorSize(LLVMTypeOf(v)) == n) {
		int64_t i = 0;
		while (i < n && idx[i] == i)
			i++;
		if (i == n)
			return v;
	}
	return shuffle(L, v, NULL, idx, n);
}

static LLVMValueRef slice(Lower *L, LLVMValueRef v, int64_t off, int64_t n)
{
	int64_t *idx = lower_tmp(L, sizeof *idx * (size_t)n);
	for (int64_t i = 0; i < n; i++)
		idx[i] = off + i;
	LLVMValueRef r = pick(L, v, idx, n);
	return r;
}

static LLVMValueRef splat(Lower *L, LLVMValueRef s, int64_t n)
{
	LLVMValueRef v = LLVMGetPoison(LLVMVectorType(LLVMTypeOf(s), (unsigned)n));
	v = LLVMBuildInsertElement(L->b, v, s, c32(L, 0), "");
	int64_t *z = lower_tmp(L, sizeof *z * (size_t)n);   /* zeroed */
	return shuffle(L, v, NULL, z, n);
}

static LLVMValueRef widen(Lower *L, LLVMValueRef v, int64_t n)
{
	int64_t k = LLVMGetVectorSize(LLVMTypeOf(v));
	int64_t *idx = lower_tmp(L, sizeof *idx * (size_t)n);
	for (int64_t i = 0; i < n; i++)
		idx[i] = i < k ? i : -1;
	LLVMValueRef r = shuffle(L, v, NULL, idx, n);
	return r;
}

/* Concatenate vectors pairwise (a balanced tree of shuffles: O(total log n)
 * mask entries, where a left-to-right chain would be quadratic). */
static LLVMValueRef concat(Lower *L, LLVMValueRef *parts, unsigned n)
{
	while (n > 1) {
		unsigned k = 0;
		for (unsigned i = 0; i + 1 < n; i += 2) {
			LLVMValueRef a = parts[i], b = parts[i + 1];
			int64_t la = LLVMGetVectorSize(LLVMTypeOf(a)), lb = LLVMGetVectorSize(LLVMTypeOf(b));
			int64_t w = la > lb ? la : lb;
			if (la < w)
				a = widen(L, a, w);
			if (lb < w)
				b = widen(L, b, w);
			int64_t *idx = lower_tmp(L, sizeof *idx * (size_t)(la + lb));
			for (int64_t j = 0; j < la; j++)
				idx[j] = j;
			for (int64_t j = 0; j < lb; j++)
				idx[la + j] = w + j;
			parts[k++] = shuffle(L, a, b, idx, la + lb);
		}
		if (n & 1)
			parts[k++] = parts[n - 1];
		n = k;
	}
	return parts[0];
}

/* dst with lanes pos[i] replaced by src[i] (i < k).  One or two shuffles
 * when src is a good part of dst; element by element otherwise, so that k
 * row inserts into a big vector cost O(k * row), not O(k * whole). */
static LLVMValueRef merge(Lower *L, LLVMValueRef dst, LLVMValueRef src, const int64_t *pos, int64_t k)
{
	int64_t n = LLVMGetVectorSize(LLVMTypeOf(dst));
	if (n > 64 && n > 4 * k) {
		for (int64_t i = 0; i < k; i++) {
			LLVMValueRef e = LLVMBuildExtractElement(L->b, src, c32(L, i), "");
			dst = LLVMBuildInsertElement(L->b, dst, e, c32(L, pos[i]), "");
		}
		return dst;
	}
	int64_t *w = lower_tmp(L, sizeof *w * (size_t)n), *m = lower_tmp(L, sizeof *m * (size_t)n);
	for (int64_t j = 0; j < n; j++) {
		w[j] = -1;
		m[j] = j;
	}
	for (int64_t i = 0; i < k; i++) {
		w[pos[i]] = i;
		m[pos[i]] = n + pos[i];
	}
	LLVMValueRef wide = k == n ? pick(L, src, w, n) : shuffle(L, src, NULL, w, n);
	LLVMValueRef r = shuffle(L, dst, wide, m, n);
	return r;
}

/* Integer lists: ArrayAttr of IntegerAttr/BoolAttr or a dense array. */
static unsigned int_list(Lower *L, Op *op, Attr *a, int64_t *out, unsigned max)
{
	if (!a)
		return 0;
	if (a->kind == AT_ARRAY) {
		if (a->n > max)
			lower_fail(L, op, "attribute list too long");
		for (uint32_t i = 0; i < a->n; i++) {
			if (attr_elem(a, i)->kind != AT_INT && attr_elem(a, i)->kind != AT_BOOL)
				lower_fail(L, op, "expected an integer list attribute");
			out[i] = attr_int(attr_elem(a, i));
		}
		return a->n;
	}
	if (a->kind != AT_DENSE_ARRAY || a->ival < 0 || a->ival > (int64_t)max)
		lower_fail(L, op, "expected an integer list attribute");
	size_t esz = a->ival ? a->nbytes / (size_t)a->ival : 0;
	for (int64_t i = 0; i < a->ival; i++) {
		const uint8_t *p = a->bytes + (size_t)i * esz;
		int64_t v = 0;
		switch (esz) {
		case 1: { int8_t x; memcpy(&x, p, 1); v = x; break; }
		case 2: { int16_t x; memcpy(&x, p, 2); v = x; break; }
		case 4: { int32_t x; memcpy(&x, p, 4); v = x; break; }
		case 8: memcpy(&v, p, 8); break;
		default: lower_fail(L, op, "unsupported dense array element");
		}
		out[i] = v;
	}
	return (unsigned)a->ival;
}

static unsigned int_attr(Lower *L, Op *op, const char *name, int64_t *out, unsigned max)
{
	Attr *a = op_attr(op, name);
	if (!a)
		lower_fail(L, op, "'%s' needs '%s'", op_name(op)->name->s, name);
	return int_list(L, op, a, out, max);
}

/* Text inside `prefix<...>` of an opaque dialect attribute, e.g. "add" of
 * #vector.kind<add>. */
static int opaque_arg(Attr *a, const char *prefix, char *buf, size_t cap)
{
	size_t pl = strlen(prefix);
	if (!a || a->kind != AT_OPAQUE || !a->data || a->data->len < pl + 2 ||
	    memcmp(a->data->s, prefix, pl) || a->data->s[pl] != '<' || a->data->s[a->data->len - 1] != '>')
		return -1;
	size_t n = a->data->len - pl - 2;
	if (n >= cap)
		return -1;
	memcpy(buf, a->data->s + pl + 1, n);
	buf[n] = 0;
	return 0;
}

/* #arith.fastmath<...> as LLVM flags (MLIR copies them onto the reduction
 * intrinsic calls). */
static LLVMFastMathFlags fastmath(Op *op)
{
	static const struct { const char *s; LLVMFastMathFlags f; } tab[] = {
		{ "reassoc", LLVMFastMathAllowReassoc }, { "nnan", LLVMFastMathNoNaNs },
		{ "ninf", LLVMFastMathNoInfs }, { "nsz", LLVMFastMathNoSignedZeros },
		{ "arcp", LLVMFastMathAllowReciprocal }, { "contract", LLVMFastMathAllowContract },
		{ "afn", LLVMFastMathApproxFunc }, { "fast", LLVMFastMathAll },
	};
	char buf[128];
	LLVMFastMathFlags f = 0;
	if (opaque_arg(op_attr(op, "fastmath"), "fastmath", buf, sizeof buf))
		return 0;
	for (char *s = buf, *e; *s; s = *e ? e + 1 : e) {
		e = s + strcspn(s, ",");
		char c = *e;
		*e = 0;
		while (*s == ' ')
			s++;
		for (size_t i = 0; i < sizeof tab / sizeof *tab; i++)
			if (!strcmp(s, tab[i].s))
				f |= tab[i].f;
		*e = c;
	}
	return f;
}

/* What MLIR's vector memory lowerings require of the memref: a strided
 * layout whose last stride is statically 1, and the vector's element type
 * (memrefs of vectors are not handled). */
static void check_memref(Lower *L, Op *op, Type *mt, Type *elem)
{
	int64_t st[MAXR], off;
	if (mt->kind != TY_MEMREF)
		lower_fail(L, op, "'%s' on a non-memref (tensor?) is not supported", op_name(op)->name->s);
	if (mt->n > MAXR || memref_strides(mt, st, &off) < 0 || (mt->n && st[mt->n - 1] != 1))
		lower_fail(L, op, "'%s' needs a memref with unit innermost stride", op_name(op)->name->s);
	if (elem && mt->elem != elem)
		lower_fail(L, op, "'%s': memref and vector element types differ", op_name(op)->name->s);
}

static LLVMValueRef memref_dim(Lower *L, LLVMValueRef desc, Type *mt, unsigned d)
{
	return mt->dims[d] == DYN ? desc_size(L, desc, d) : const_i64(L, mt->dims[d]);
}

/* ------------------------------------------------------------ riscv64 for the SPMD machine */

int spmd_riscv(Lower *L)
{
	return L->opts && L->opts->riscv && !lane_mode(L);
}

/* An empty asm whose output is its input: LLVM knows nothing of the value. */
static LLVMValueRef opaque(Lower *L, LLVMValueRef x, const char *cons)
{
	LLVMTypeRef t = LLVMTypeOf(x), ft = LLVMFunctionType(t, &t, 1, 0);
	LLVMValueRef a = LLVMGetInlineAsm(ft, "", 0, cons, strlen(cons), 0, 0, LLVMInlineAsmDialectATT, 0);
	return LLVMBuildCall2(L->b, ft, a, &x, 1, "");
}

static int fpr_type(LLVMTypeRef t)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	return k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind || k == LLVMHalfTypeKind;
}

LLVMValueRef lane0_scalar(Lower *L, Op *op, LLVMValueRef x)
{
	if (!spmd_riscv(L))
		return x;
	if (!fpr_type(LLVMTypeOf(x)))
		lower_fail(L, op, "'%s': this scalar result cannot be moved out of a vector register for riscv64 "
		           "(only f16, f32 and f64 go through an FP register)", op_name(op)->name->s);
	L->lane0_moves++;
	return opaque(L, x, "=f,0");
}

/* For riscv64 the element goes through vfmv.f.s, which reads lane 0:
 * f32/f64 as they are, 32/64-bit integers and pointers as the bits of an
 * f32/f64, 8/16-bit elements (i1 as i8, f16/bf16 as i16) as the 32-bit word
 * that holds them, shifted down.  No vzext/vsext: the TorchSim Spike's
 * vsext/vzext write lane 1's register whatever the lane (decode.h
 * VI_VV_EXT).  The empty asm with an "=f" output keeps LLVM from storing
 * the element straight from the vector register (vse at vl = 1, one store
 * per lane) or moving it with vmv.x.s. */
LLVMValueRef lane0_element(Lower *L, Op *op, LLVMValueRef vec, LLVMValueRef idx)
{
	if (!spmd_riscv(L))
		return LLVMBuildExtractElement(L->b, vec, idx, "");
	LLVMTypeRef vt = LLVMTypeOf(vec), et = LLVMGetElementType(vt);
	unsigned n = LLVMGetVectorSize(vt);
	LLVMTypeKind k = LLVMGetTypeKind(et);
	if (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind)
		return lane0_scalar(L, op, LLVMBuildExtractElement(L->b, vec, idx, ""));
	unsigned w = k == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(et)
	           : k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind ? 16 : k == LLVMPointerTypeKind ? 64 : 0;
	if (w != 1 && w != 8 && w != 16 && w != 32 && w != 64)
		lower_fail(L, op, "'%s': this element type cannot be moved out of a vector register for riscv64 "
		           "(floats and integers of 1, 8, 16, 32 or 64 bits can)", op_name(op)->name->s);
	LLVMTypeRef it = LLVMIntTypeInContext(L->lc, w);
	LLVMValueRef v = vec;
	if (k == LLVMPointerTypeKind)
		v = LLVMBuildPtrToInt(L->b, v, LLVMVectorType(it, n), "");
	else if (k != LLVMIntegerTypeKind)
		v = LLVMBuildBitCast(L->b, v, LLVMVectorType(it, n), "");
	else if (w == 1) {   /* a mask: 0/1 bytes (vmerge) */
		v = LLVMBuildSelect(L->b, v, splat(L, LLVMConstInt(L->t_i8, 1, 0), n), splat(L, LLVMConstNull(L->t_i8), n), "");
		w = 8;
	}
	unsigned W = w <= 32 ? 32 : 64, per = W / w;
	LLVMValueRef word = idx, shift = NULL;
	if (per > 1) {   /* pad to whole words; the element is word idx/per, bits (idx%per)*w */
		unsigned nw = (n + per - 1) / per;
		if (nw * per != n)
			v = widen(L, v, (int64_t)nw * per);
		LLVMTypeRef xt = LLVMTypeOf(idx);
		word = LLVMBuildUDiv(L->b, idx, LLVMConstInt(xt, per, 0), "");
		shift = LLVMBuildMul(L->b, LLVMBuildURem(L->b, idx, LLVMConstInt(xt, per, 0), ""), LLVMConstInt(xt, w, 0), "");
		n = nw;
	}
	LLVMTypeRef wt = LLVMIntTypeInContext(L->lc, W);
	v = LLVMBuildBitCast(L->b, v, LLVMVectorType(W == 32 ? L->t_f32 : L->t_f64, n), "");
	LLVMValueRef x = lane0_scalar(L, op, LLVMBuildExtractElement(L->b, v, word, ""));
	x = LLVMBuildBitCast(L->b, x, wt, "");
	if (shift) {
		x = LLVMBuildLShr(L->b, x, LLVMBuildZExtOrBitCast(L->b, shift, wt, ""), "");
		x = LLVMBuildTrunc(L->b, x, LLVMIntTypeInContext(L->lc, w), "");
	}
	if (LLVMGetTypeKind(et) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(et) == 1)
		return LLVMBuildTrunc(L->b, x, et, "");
	if (k == LLVMPointerTypeKind)
		return LLVMBuildIntToPtr(L->b, x, et, "");
	return k == LLVMIntegerTypeKind ? x : LLVMBuildBitCast(L->b, x, et, "");
}

void lane0_check(Lower *L, Op *op, unsigned moves_before)
{
	static const char *const skip[] = { "func.call", "func.call_indirect", "llvm.call", "llvm.inline_asm" };
	if (L->lane0_moves != moves_before || op->nregions || !op->nres ||
	    (op_name(op)->dialect->len == 4 && !memcmp(op_name(op)->dialect->s, "vcix", 4)))
		return;
	for (size_t i = 0; i < sizeof skip / sizeof *skip; i++)
		if (op_name(op) == opname_get(L->c, skip[i], strlen(skip[i])))
			return;
	int vec = 0;
	for (unsigned i = 0; i < op->nopnds; i++)
		vec |= value_type(op_operand(op, i))->kind == TY_VECTOR;
	if (!vec)
		return;
	for (unsigned i = 0; i < op->nres; i++) {
		Value *r = &op_res(op)[i];
		if (value_type(r)->kind == TY_VECTOR || value_type(r)->kind == TY_MEMREF)
			continue;
		LLVMValueRef x = lv(L, r);
		LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(x));
		if (fpr_type(LLVMTypeOf(x)))
			set_lv(L, r, lane0_scalar(L, op, x));
		else if (k == LLVMIntegerTypeKind || k == LLVMPointerTypeKind || k == LLVMBFloatTypeKind)
			lower_fail(L, op, "'%s' moves a scalar out of a vector register, which cannot be compiled for "
			           "riscv64 here: PyTorchSim's machine has no vmv.x.s (its Spike aborts on it), and "
			           "this op has no lowering through vfmv.f.s", op_name(op)->name->s);
	}
}

/* The gather/scatter index vector hidden from LLVM (riscv64): LLVM turns
 * indices it can see as a constant stride into a strided or unit-stride
 * access, which the machine moves to each lane's bank; the indexed access
 * (vluxei/vsoxei) reads and writes lane 0's bank, as the gather means.  The
 * barrier is an empty asm on a scalable register group ("vr" takes no
 * fixed-length vectors), at most LMUL 8 at a time; the length is padded to
 * a power of two (else LLVM rebuilds the vector element by element). */
static LLVMValueRef opaque_indices(Lower *L, Op *op, LLVMValueRef iv)
{
	if (!spmd_riscv(L))
		return iv;
	LLVMTypeRef vt = LLVMTypeOf(iv), et = LLVMGetElementType(vt);
	if (LLVMGetTypeKind(et) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(et) > 64)
		lower_fail(L, op, "'%s': indices of up to 64 bits only for riscv64", op_name(op)->name->s);
	int64_t n = LLVMGetVectorSize(vt), p = 1, w = 64;
	if (LLVMGetIntTypeWidth(et) < 64) {   /* as the GEP would, before the barrier: constants fold, no vsext after it */
		et = L->t_i64;
		iv = LLVMBuildSExt(L->b, iv, LLVMVectorType(et, (unsigned)n), "");
	}
	while (p < n)
		p *= 2;
	int64_t vs = L->opts->vscale ? L->opts->vscale : 1, cap = 512 / w * vs;   /* LMUL 8 */
	int64_t m = p < cap ? p : cap, kmin = m / vs > 0 ? m / vs : 1;
	unsigned np = (unsigned)(p / m);
	LLVMValueRef v = p > n ? widen(L, iv, p) : iv;
	LLVMValueRef *parts = lower_tmp(L, sizeof *parts * np);
	LLVMTypeRef st = LLVMScalableVectorType(et, (unsigned)kmin), ft = LLVMVectorType(et, (unsigned)m);
	for (unsigned i = 0; i < np; i++) {
		LLVMValueRef a[3] = { LLVMGetPoison(st), slice(L, v, (int64_t)i * m, m), const_i64(L, 0) };
		LLVMTypeRef ti[2] = { st, ft }, te[2] = { ft, st };
		LLVMValueRef h = opaque(L, call_intrinsic(L, "llvm.vector.insert", ti, 2, a, 3), "=^vr,0");
		LLVMValueRef b[2] = { h, const_i64(L, 0) };
		parts[i] = call_intrinsic(L, "llvm.vector.extract", te, 2, b, 2);
	}
	v = concat(L, parts, np);
	return p > n ? slice(L, v, 0, n) : v;
}

/* ------------------------------------------------------------ kinds */

/* One table for every op with a #vector.kind: reduction, multi_reduction,
 * contract, outerproduct. */
typedef struct Kind {
	const char *name;
	int only;                 /* 0 both, 1 integers only, 2 floats only */
	LLVMOpcode iop, fop;      /* elementwise op, or 0 for an intrinsic */
	const char *iintr, *fintr;/* elementwise intrinsic (arith-to-llvm's choice) */
	const char *ired, *fred;  /* llvm.vector.reduce.* */
} Kind;

static const Kind kinds[] = {
	{ "add", 0, LLVMAdd, LLVMFAdd, NULL, NULL, "llvm.vector.reduce.add", "llvm.vector.reduce.fadd" },
	{ "mul", 0, LLVMMul, LLVMFMul, NULL, NULL, "llvm.vector.reduce.mul", "llvm.vector.reduce.fmul" },
	{ "minui", 1, 0, 0, "llvm.umin", NULL, "llvm.vector.reduce.umin", NULL },
	{ "minsi", 1, 0, 0, "llvm.smin", NULL, "llvm.vector.reduce.smin", NULL },
	{ "maxui", 1, 0, 0, "llvm.umax", NULL, "llvm.vector.reduce.umax", NULL },
	{ "maxsi", 1, 0, 0, "llvm.smax", NULL, "llvm.vector.reduce.smax", NULL },
	{ "and", 1, LLVMAnd, 0, NULL, NULL, "llvm.vector.reduce.and", NULL },
	{ "or", 1, LLVMOr, 0, NULL, NULL, "llvm.vector.reduce.or", NULL },
	{ "xor", 1, LLVMXor, 0, NULL, NULL, "llvm.vector.reduce.xor", NULL },
	{ "minnumf", 2, 0, 0, NULL, "llvm.minnum", NULL, "llvm.vector.reduce.fmin" },
	{ "maxnumf", 2, 0, 0, NULL, "llvm.maxnum", NULL, "llvm.vector.reduce.fmax" },
	{ "minimumf", 2, 0, 0, NULL, "llvm.minimum", NULL, "llvm.vector.reduce.fminimum" },
	{ "maximumf", 2, 0, 0, NULL, "llvm.maximum", NULL, "llvm.vector.reduce.fmaximum" },
};

static const Kind *op_kind(Lower *L, Op *op, int fl)
{
	char buf[32];
	if (opaque_arg(op_attr(op, "kind"), "kind", buf, sizeof buf))
		lower_fail(L, op, "'%s' needs a #vector.kind", op_name(op)->name->s);
	for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
		if (!strcmp(kinds[i].name, buf)) {
			if (kinds[i].only == (fl ? 1 : 2))
				lower_fail(L, op, "kind '%s' does not apply to this element type", buf);
			return &kinds[i];
		}
	lower_fail(L, op, "unknown combining kind '%s'", buf);
}

/* a <kind> b, elementwise (scalars or vectors): what makeArithReduction
 * builds, lowered by convert-arith-to-llvm. */
static LLVMValueRef combine(Lower *L, const Kind *k, int fl, LLVMValueRef a, LLVMValueRef b)
{
	LLVMOpcode opc = fl ? k->fop : k->iop;
	if (opc)
		return LLVMBuildBinOp(L->b, opc, a, b, "");
	LLVMTypeRef t = LLVMTypeOf(a);
	LLVMValueRef args[2] = { a, b };
	return call_intrinsic(L, fl ? k->fintr : k->iintr, &t, 1, args, 2);
}

static LLVMValueRef set_fmf(LLVMValueRef v, LLVMFastMathFlags f)
{
	if (f && LLVMCanValueUseFastMathFlags(v))
		LLVMSetFastMathFlags(v, f);
	return v;
}

/* vector.reduction as convert-vector-to-llvm lowers it: fadd/fmul are the
 * ordered intrinsics started at the accumulator, else at +0.0 / 1.0 (MLIR's
 * default reassociate-fp-reductions=false); other float kinds reduce then
 * combine (red, acc); integer kinds reduce then combine (acc, red). */
static LLVMValueRef reduce(Lower *L, const Kind *k, int fl, LLVMValueRef v, LLVMValueRef acc, LLVMFastMathFlags fmf)
{
	LLVMTypeRef vt = LLVMTypeOf(v), et = LLVMGetElementType(vt);
	if (fl && (k->fop == LLVMFAdd || k->fop == LLVMFMul)) {
		LLVMValueRef start = acc ? acc : LLVMConstReal(et, k->fop == LLVMFAdd ? 0.0 : 1.0);
		LLVMValueRef args[2] = { start, v };
		return set_fmf(call_intrinsic(L, k->fred, &vt, 1, args, 2), fmf);
	}
	LLVMValueRef r = set_fmf(call_intrinsic(L, fl ? k->fred : k->ired, &vt, 1, &v, 1), fmf);
	if (!acc)
		return r;
	return fl ? combine(L, k, fl, r, acc) : combine(L, k, fl, acc, r);
}

/* An integer reduction in the vector registers (riscv64): padded to a
 * power of two with the kind's identity, then halved (upper half <kind>
 * lower half) down to one element.  Integer kinds are associative and
 * commutative, so the order gives the ordered reduction's bits. */
static LLVMValueRef reduce_tree(Lower *L, Op *op, const Kind *k, LLVMValueRef v)
{
	LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(v));
	int64_t n = LLVMGetVectorSize(LLVMTypeOf(v)), p = 1;
	if (LLVMGetTypeKind(et) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(et) > 64)
		lower_fail(L, op, "'%s': integers of up to 64 bits only for riscv64", op_name(op)->name->s);
	while (p < n)
		p *= 2;
	if (p > n) {
		unsigned w = LLVMGetIntTypeWidth(et);
		uint64_t top = 1ull << (w - 1);
		LLVMValueRef id = !strcmp(k->name, "mul") ? LLVMConstInt(et, 1, 0)
		                : !strcmp(k->name, "and") || !strcmp(k->name, "minui") ? LLVMConstAllOnes(et)
		                : !strcmp(k->name, "maxsi") ? LLVMConstInt(et, top, 0)
		                : !strcmp(k->name, "minsi") ? LLVMConstInt(et, top - 1, 0)
		                : LLVMConstNull(et);   /* add, or, xor, maxui */
		int64_t *idx = lower_tmp(L, sizeof *idx * (size_t)p);
		for (int64_t i = 0; i < p; i++)
			idx[i] = i < n ? i : n;
		v = shuffle(L, v, splat(L, id, n), idx, p);
	}
	while (p > 1) {
		p /= 2;
		v = combine(L, k, 0, slice(L, v, 0, p), slice(L, v, p, p));
	}
	return v;
}

static void lower_reduction(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	Type *vt = vtype(L, op, op_operand(op, 0));
	int fl = is_float(vt);
	const Kind *k = op_kind(L, op, fl);
	LLVMValueRef acc = op->nopnds > 1 ? opnd(L, op, 1) : NULL;
	if (!fl && spmd_riscv(L)) {   /* the machine has no vmv.x.s: reduce to element 0, move it as bits */
		LLVMValueRef r = lane0_element(L, op, reduce_tree(L, op, k, opnd(L, op, 0)), c32(L, 0));
		set_lv(L, &op_res(op)[0], acc ? combine(L, k, 0, acc, r) : r);
		return;
	}
	LLVMValueRef r = reduce(L, k, fl, opnd(L, op, 0), acc, fastmath(op));
	set_lv(L, &op_res(op)[0], fl ? lane0_scalar(L, op, r) : r);
}

/* lower-vector-multi-reduction (inner-parallel strategy): the reduced dims,
 * in the order the attribute lists them, are moved outermost and the
 * parallel slices are folded one after the other: acc = x[r] <kind> acc. */
static void lower_multi_reduction(Lower *L, Op *op)
{
	need(L, op, 2, 1);
	Type *vt = vtype(L, op, op_operand(op, 0));
	int fl = is_float(vt);
	const Kind *k = op_kind(L, op, fl);
	int64_t rd[MAXR], st[MAXR], pdims[MAXR], pst[MAXR];
	unsigned nr = int_attr(L, op, "reduction_dims", rd, MAXR), np = 0;
	uint8_t red[MAXR] = { 0 };
	for (unsigned i = 0; i < nr; i++) {
		if (rd[i] < 0 || rd[i] >= (int64_t)vt->n || red[rd[i]])
			lower_fail(L, op, "bad reduction_dims");
		red[rd[i]] = 1;
	}
	vstrides(vt, st);
	int64_t P = 1, R = 1;
	for (unsigned d = 0; d < vt->n; d++)
		if (!red[d]) {
			pdims[np] = vt->dims[d];
			pst[np++] = st[d];
			P *= vt->dims[d];
		} else {
			R *= vt->dims[d];
		}
	LLVMValueRef src = opnd(L, op, 0), acc = opnd(L, op, 1);
	int scalar = res_type(op)->kind != TY_VECTOR;
	if (!nr) {                /* MLIR folds a 1-D no-op reduction to its source */
		set_lv(L, &op_res(op)[0], vt->n == 1 ? src : combine(L, k, fl, src, acc));
		return;
	}
	if (scalar)
		acc = LLVMBuildInsertElement(L->b, LLVMGetPoison(LLVMVectorType(LLVMTypeOf(acc), 1)), acc, c32(L, 0), "");
	/* offs[p]: flat offset of parallel position p (row-major over the
	 * parallel dims); the reduced position adds its own offset. */
	int64_t *offs = lower_tmp(L, sizeof *offs * (size_t)P), *idx = lower_tmp(L, sizeof *idx * (size_t)P);
	for (int64_t p = 0; p < P; p++) {
		int64_t o = 0, rem = p;
		for (unsigned j = np; j-- > 0;) {
			o += (rem % pdims[j]) * pst[j];
			rem /= pdims[j];
		}
		offs[p] = o;
	}
	for (int64_t r = 0; r < R; r++) {
		int64_t o = 0, rem = r;
		for (unsigned j = nr; j-- > 0;) {
			o += (rem % vt->dims[rd[j]]) * st[rd[j]];
			rem /= vt->dims[rd[j]];
		}
		for (int64_t p = 0; p < P; p++)
			idx[p] = offs[p] + o;
		acc = combine(L, k, fl, pick(L, src, idx, P), acc);
	}
	if (scalar)
		acc = lane0_element(L, op, acc, c32(L, 0));
	set_lv(L, &op_res(op)[0], acc);
}

/* ------------------------------------------------------------ shapes */

/* vector.broadcast (numpy rules on trailing dims, size-1 dims stretch) and
 * vector.splat: one gather from the source. */
static void lower_broadcast(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	Type *rt = vtype(L, op, &op_res(op)[0]), *st = value_type(op_operand(op, 0));
	LLVMValueRef src = opnd(L, op, 0);
	int64_t n = numel(rt);
	if (st->kind != TY_VECTOR) {
		set_lv(L, &op_res(op)[0], splat(L, src, n));
		return;
	}
	vtype(L, op, op_operand(op, 0));
	int64_t sst[MAXR], *idx = lower_tmp(L, sizeof *idx * (size_t)n);
	unsigned lead = rt->n - st->n;
	if (st->n > rt->n)
		lower_fail(L, op, "bad broadcast");
	vstrides(st, sst);
	for (int64_t i = 0; i < n; i++) {
		int64_t rem = i, o = 0;
		for (unsigned d = rt->n; d-- > lead;) {
			int64_t p = rem % rt->dims[d];
			rem /= rt->dims[d];
			if (st->dims[d - lead] != 1)
				o += p * sst[d - lead];
		}
		idx[i] = o;
	}
	set_lv(L, &op_res(op)[0], pick(L, src, idx, n));
}

/* Flat offset of a (static or dynamic) position into vector vt: the
 * constant part in *cst, the dynamic part returned (NULL if none).
 * Dynamic entries of static_position are INT64_MIN and take the operands
 * from `first` on, in order. */
static LLVMValueRef position(Lower *L, Op *op, Type *vt, unsigned first, unsigned *npos, int64_t *cst)
{
	int64_t pos[MAXR], st[MAXR];
	unsigned np = int_attr(L, op, "static_position", pos, MAXR), dyn = first;
	if (np > vt->n)
		lower_fail(L, op, "position has more entries than the vector has dims");
	vstrides(vt, st);
	LLVMValueRef d = NULL;
	*cst = 0;
	for (unsigned i = 0; i < np; i++) {
		if (pos[i] != INT64_MIN) {
			if (pos[i] < 0 || pos[i] >= vt->dims[i])
				lower_fail(L, op, "position %lld is out of range for dim %u of size %lld",
				           (long long)pos[i], i, (long long)vt->dims[i]);
			*cst += pos[i] * st[i];
			continue;
		}
		LLVMValueRef x = opnd(L, op, dyn++);
		x = LLVMBuildIntCast2(L->b, x, L->t_i64, 1, "");
		if (st[i] != 1)
			x = LLVMBuildMul(L->b, x, const_i64(L, st[i]), "");
		d = d ? LLVMBuildAdd(L->b, d, x, "") : x;
	}
	*npos = np;
	return d;
}

static LLVMValueRef dyn_lane(Lower *L, LLVMValueRef d, int64_t c)
{
	return c ? LLVMBuildAdd(L->b, d, const_i64(L, c), "") : d;
}

/* vector.extract: a scalar (extractelement) or a contiguous sub-vector
 * (shuffle; element by element when the position is dynamic). */
static void lower_extract(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	Type *vt = vtype(L, op, op_operand(op, 0));
	LLVMValueRef v = opnd(L, op, 0);
	int64_t c;
	unsigned np;
	LLVMValueRef d = position(L, op, vt, 1, &np, &c);
	Type *rt = res_type(op);
	if (rt->kind != TY_VECTOR) {
		set_lv(L, &op_res(op)[0], lane0_element(L, op, v, d ? dyn_lane(L, d, c) : const_i64(L, c)));
		return;
	}
	int64_t k = numel(rt);
	if (!d) {
		set_lv(L, &op_res(op)[0], slice(L, v, c, k));
		return;
	}
	LLVMValueRef r = LLVMGetPoison(lower_type(L, rt));
	for (int64_t i = 0; i < k; i++) {
		LLVMValueRef e = LLVMBuildExtractElement(L->b, v, dyn_lane(L, d, c + i), "");
		r = LLVMBuildInsertElement(L->b, r, e, c32(L, i), "");
	}
	set_lv(L, &op_res(op)[0], r);
}

static void lower_insert(Lower *L, Op *op)
{
	need(L, op, 2, 1);
	Type *vt = vtype(L, op, op_operand(op, 1)), *st = value_type(op_operand(op, 0));
	LLVMValueRef s = opnd(L, op, 0), v = opnd(L, op, 1);
	int64_t c;
	unsigned np;
	LLVMValueRef d = position(L, op, vt, 2, &np, &c);
	if (st->kind != TY_VECTOR) {
		set_lv(L, &op_res(op)[0], LLVMBuildInsertElement(L->b, v, s, d ? dyn_lane(L, d, c) : const_i64(L, c), ""));
		return;
	}
	int64_t k = numel(st);
	if (d) {
		for (int64_t i = 0; i < k; i++) {
			LLVMValueRef e = LLVMBuildExtractElement(L->b, s, c32(L, i), "");
			v = LLVMBuildInsertElement(L->b, v, e, dyn_lane(L, d, c + i), "");
		}
		set_lv(L, &op_res(op)[0], v);
		return;
	}
	int64_t *pos = lower_tmp(L, sizeof *pos * (size_t)k);
	for (int64_t i = 0; i < k; i++)
		pos[i] = c + i;
	set_lv(L, &op_res(op)[0], merge(L, v, s, pos, k));
}

/* 1-D (or 0-D) extractelement/insertelement; the position may be any
 * integer type, as in LLVM. */
static void lower_extractelement(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	LLVMValueRef pos = op->nopnds > 1 ? opnd(L, op, 1) : c32(L, 0);
	set_lv(L, &op_res(op)[0], lane0_element(L, op, opnd(L, op, 0), pos));
}

static void lower_insertelement(Lower *L, Op *op)
{
	need(L, op, 2, 1);
	LLVMValueRef pos = op->nopnds > 2 ? opnd(L, op, 2) : c32(L, 0);
	set_lv(L, &op_res(op)[0], LLVMBuildInsertElement(L->b, opnd(L, op, 1), opnd(L, op, 0), pos, ""));
}

/* Flat offsets in `big` of the elements of a box: for each element of
 * shape `box` (the trailing dims of big when box has lower rank), big's
 * offset at off[d] + i_d * step[d]. */
static void box_offsets(const Type *big, const int64_t *boxdims, unsigned boxrank, const int64_t *off,
                        const int64_t *step, int64_t *out, int64_t n)
{
	int64_t st[MAXR];
	unsigned lead = big->n - boxrank;
	vstrides(big, st);
	int64_t base = 0;
	for (unsigned d = 0; d < lead; d++)
		base += off[d] * st[d];
	for (int64_t i = 0; i < n; i++) {
		int64_t rem = i, o = base;
		for (unsigned d = boxrank; d-- > 0;) {
			o += (off[lead + d] + (rem % boxdims[d]) * step[lead + d]) * st[lead + d];
			rem /= boxdims[d];
		}
		out[i] = o;
	}
}

static void lower_extract_strided_slice(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	Type *vt = vtype(L, op, op_operand(op, 0)), *rt = vtype(L, op, &op_res(op)[0]);
	int64_t off[MAXR] = { 0 }, step[MAXR], sz[MAXR];
	unsigned no = int_attr(L, op, "offsets", off, MAXR), ns = int_attr(L, op, "strides", step, MAXR);
	for (unsigned d = ns; d < vt->n; d++)
		step[d] = 1;
	(void)no;
	memcpy(sz, rt->dims, sizeof *sz * rt->n);
	int64_t n = numel(rt), *idx = lower_tmp(L, sizeof *idx * (size_t)n);
	box_offsets(vt, sz, vt->n, off, step, idx, n);
	set_lv(L, &op_res(op)[0], pick(L, opnd(L, op, 0), idx, n));
}

static void lower_insert_strided_slice(Lower *L, Op *op)
{
	need(L, op, 2, 1);
	Type *st = vtype(L, op, op_operand(op, 0)), *vt = vtype(L, op, op_operand(op, 1));
	int64_t off[MAXR] = { 0 }, step[MAXR], sstep[MAXR];
	int_attr(L, op, "offsets", off, MAXR);
	unsigned ns = int_attr(L, op, "strides", sstep, MAXR);
	if (st->n > vt->n || ns != st->n)
		lower_fail(L, op, "bad insert_strided_slice");
	unsigned lead = vt->n - st->n;
	for (unsigned d = 0; d < vt->n; d++)
		step[d] = d < lead ? 1 : sstep[d - lead];
	int64_t n = numel(st), *pos = lower_tmp(L, sizeof *pos * (size_t)n);
	box_offsets(vt, st->dims, st->n, off, step, pos, n);
	set_lv(L, &op_res(op)[0], merge(L, opnd(L, op, 1), opnd(L, op, 0), pos, n));
}

/* vector.shuffle picks rows (leading-dim slices) of v1 ++ v2. */
static void lower_shuffle(Lower *L, Op *op)
{
	need(L, op, 2, 1);
	Type *t1 = vtype(L, op, op_operand(op, 0)), *t2 = vtype(L, op, op_operand(op, 1));
	Type *rt = vtype(L, op, &op_res(op)[0]);
	int64_t n = numel(rt), n1 = numel(t1), n2 = numel(t2);
	int64_t d1 = t1->n ? t1->dims[0] : 1, inner = n1 / d1;
	int64_t *mask = lower_tmp(L, sizeof *mask * (size_t)(rt->n ? rt->dims[0] : 1));
	unsigned nm = int_attr(L, op, "mask", mask, rt->n ? (unsigned)rt->dims[0] : 1);
	LLVMValueRef a = opnd(L, op, 0), b = opnd(L, op, 1);
	int64_t w = n1 > n2 ? n1 : n2;
	if (n1 < w)
		a = widen(L, a, w);
	if (n2 < w)
		b = widen(L, b, w);
	int64_t *idx = lower_tmp(L, sizeof *idx * (size_t)n);
	for (unsigned r = 0; r < nm; r++)
		for (int64_t j = 0; j < inner; j++) {
			int64_t m = mask[r];
			idx[r * inner + j] = m < 0 ? -1 : m < d1 ? m * inner + j : w + (m - d1) * inner + j;
		}
	set_lv(L, &op_res(op)[0], shuffle(L, a, b, idx, n));
}

static void lower_transpose(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	Type *vt = vtype(L, op, op_operand(op, 0)), *rt = vtype(L, op, &op_res(op)[0]);
	int64_t perm[MAXR], st[MAXR];
	if (int_attr(L, op, "permutation", perm, MAXR) != vt->n)
		lower_fail(L, op, "bad permutation");
	vstrides(vt, st);
	int64_t n = numel(rt), *idx = lower_tmp(L, sizeof *idx * (size_t)n);
	for (int64_t i = 0; i < n; i++) {
		int64_t rem = i, o = 0;
		for (unsigned d = rt->n; d-- > 0;) {
			o += (rem % rt->dims[d]) * st[perm[d]];
			rem /= rt->dims[d];
		}
		idx[i] = o;
	}
	set_lv(L, &op_res(op)[0], pick(L, opnd(L, op, 0), idx, n));
}

/* Same elements, same flat order. */
static void lower_shape_cast(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	vtype(L, op, op_operand(op, 0));
	set_lv(L, &op_res(op)[0], opnd(L, op, 0));
}

/* MLIR bitcasts each innermost row; rows are contiguous in the flat
 * vector, so one bitcast of the whole is the same. */
static void lower_bitcast(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	Type *rt = vtype(L, op, &op_res(op)[0]);
	vtype(L, op, op_operand(op, 0));
	set_lv(L, &op_res(op)[0], LLVMBuildBitCast(L->b, opnd(L, op, 0), lower_type(L, rt), ""));
}

/* memref<AxBxT> -> memref<vector<AxBxT>>: same pointers, offset 0. */
static void lower_type_cast(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	Type *rt = res_type(op);
	LLVMValueRef s = opnd(L, op, 0);
	if (rt->kind != TY_MEMREF || value_type(op_operand(op, 0))->kind != TY_MEMREF)
		lower_fail(L, op, "bad 'vector.type_cast'");
	int64_t st[MAXR], off;
	if (rt->n > MAXR || memref_strides(rt, st, &off) < 0)
		lower_fail(L, op, "unsupported 'vector.type_cast' result");
	LLVMValueRef d = LLVMGetPoison(desc_type(L, rt));
	d = desc_set(L, d, 0, desc_field(L, s, 0));
	d = desc_set(L, d, 1, desc_field(L, s, 1));
	d = desc_set(L, d, 2, const_i64(L, 0));
	for (unsigned i = 0; i < rt->n; i++) {
		d = desc_set_size(L, d, i, const_i64(L, rt->dims[i]));
		d = desc_set_stride(L, d, i, const_i64(L, st[i]));
	}
	set_lv(L, &op_res(op)[0], d);
}

/* vector.fma -> llvm.fmuladd (elementwise, so flat is fine). */
static void lower_fma(Lower *L, Op *op)
{
	need(L, op, 3, 1);
	LLVMValueRef args[3] = { opnd(L, op, 0), opnd(L, op, 1), opnd(L, op, 2) };
	LLVMTypeRef t = LLVMTypeOf(args[0]);
	vtype(L, op, op_operand(op, 0));
	set_lv(L, &op_res(op)[0], call_intrinsic(L, "llvm.fmuladd", &t, 1, args, 3));
}

static LLVMValueRef iota(Lower *L, LLVMTypeRef et, int64_t n)
{
	LLVMValueRef *e = lower_tmp(L, sizeof *e * (size_t)n);
	for (int64_t i = 0; i < n; i++)
		e[i] = LLVMConstInt(et, (unsigned long long)i, 0);
	LLVMValueRef r = LLVMConstVector(e, (unsigned)n);
	return r;
}

static void lower_step(Lower *L, Op *op)
{
	need(L, op, 0, 1);
	Type *rt = vtype(L, op, &op_res(op)[0]);
	set_lv(L, &op_res(op)[0], iota(L, scalar_type(L, rt->elem), numel(rt)));
}

static void lower_from_elements(Lower *L, Op *op)
{
	need(L, op, 0, 1);
	Type *rt = vtype(L, op, &op_res(op)[0]);
	LLVMValueRef v = LLVMGetPoison(lower_type(L, rt));
	if ((int64_t)op->nopnds != numel(rt))
		lower_fail(L, op, "'vector.from_elements' needs one operand per element");
	for (unsigned i = 0; i < op->nopnds; i++)
		v = LLVMBuildInsertElement(L->b, v, opnd(L, op, i), c32(L, i), "");
	set_lv(L, &op_res(op)[0], v);
}

/* ------------------------------------------------------------ masks */

/* The innermost-dim mask MLIR builds (force32BitVectorIndices):
 * splat(trunc_i32(bound)) >s <0, 1, ..., n-1>. */
static LLVMValueRef bound_mask(Lower *L, LLVMValueRef bound, int64_t n)
{
	LLVMValueRef b = LLVMBuildTrunc(L->b, bound, L->t_i32, "");
	return LLVMBuildICmp(L->b, LLVMIntSGT, splat(L, b, n), iota(L, L->t_i32, n), "");
}

/* vector.create_mask: the last bound as above; each outer dim selects the
 * row or zeros by `bound_d >s i_d` (i64), as CreateMaskOpLowering does. */
static void lower_create_mask(Lower *L, Op *op)
{
	need(L, op, 0, 1);
	Type *rt = vtype(L, op, &op_res(op)[0]);
	if (!rt->n || op->nopnds != rt->n)
		lower_fail(L, op, "unsupported 'vector.create_mask'");
	int64_t inner = rt->dims[rt->n - 1], rows = numel(rt) / inner;
	LLVMValueRef row = bound_mask(L, opnd(L, op, rt->n - 1), inner);
	if (rows == 1 && rt->n == 1) {
		set_lv(L, &op_res(op)[0], row);
		return;
	}
	LLVMValueRef *parts = lower_tmp(L, sizeof *parts * (size_t)rows);
	LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(row));
	for (int64_t r = 0; r < rows; r++) {
		LLVMValueRef cond = NULL;
		int64_t rem = r;
		for (unsigned d = rt->n - 1; d-- > 0;) {
			LLVMValueRef c = LLVMBuildICmp(L->b, LLVMIntSGT, opnd(L, op, d), const_i64(L, rem % rt->dims[d]), "");
			rem /= rt->dims[d];
			cond = cond ? LLVMBuildAnd(L->b, c, cond, "") : c;
		}
		parts[r] = LLVMBuildSelect(L->b, cond, row, zero, "");
	}
	set_lv(L, &op_res(op)[0], concat(L, parts, (unsigned)rows));
}

static void lower_constant_mask(Lower *L, Op *op)
{
	need(L, op, 0, 1);
	Type *rt = vtype(L, op, &op_res(op)[0]);
	int64_t sz[MAXR];
	if (int_attr(L, op, "mask_dim_sizes", sz, MAXR) != rt->n)
		lower_fail(L, op, "bad mask_dim_sizes");
	int64_t n = numel(rt);
	LLVMValueRef *e = lower_tmp(L, sizeof *e * (size_t)n);
	for (int64_t i = 0; i < n; i++) {
		int64_t rem = i, on = 1;
		for (unsigned d = rt->n; d-- > 0;) {
			on &= rem % rt->dims[d] < sz[d];
			rem /= rt->dims[d];
		}
		e[i] = LLVMConstInt(L->t_i1, (unsigned long long)on, 0);
	}
	set_lv(L, &op_res(op)[0], LLVMConstVector(e, (unsigned)n));
}

/* ------------------------------------------------------------ memory */

/* A row-wise memory access: vector.load/store (n-D), maskedload/store and
 * transfer_read/write once normalised.  The "core" is a vector whose dims
 * map to increasing memref dims mdim[0..k), the last one to the memref's
 * last dim; it is accessed one innermost row at a time, as
 * convert-vector-to-scf{full-unroll} leaves it:
 *   - an outer dim not in bounds guards its rows with idx + i <s dim (i64);
 *   - the innermost dim not in bounds masks lanes with bound_mask(dim - idx);
 *   - a user mask is ANDed in.
 * A guarded row is a masked access with the guard splatted into the mask:
 * when it is false nothing is touched, as MLIR's scf.if skips the access. */
typedef struct Access {
	Op *op;
	Type *mt;                /* memref type */
	LLVMValueRef desc;
	LLVMValueRef idx[MAXR];  /* memref indices */
	unsigned k;              /* core rank (0: one scalar) */
	unsigned mdim[MAXR];
	int64_t size[MAXR];
	uint8_t inb[MAXR];
	LLVMValueRef mask;       /* over the core, or NULL */
	LLVMValueRef pass;       /* read: pass-through over the core, or NULL */
} Access;

static void access_init(Lower *L, Access *a, Op *op, unsigned memop, unsigned first, unsigned nidx)
{
	memset(a, 0, sizeof *a);
	a->op = op;
	a->mt = value_type(op_operand(op, memop));
	if (a->mt->kind != TY_MEMREF || nidx != a->mt->n || nidx > MAXR)
		lower_fail(L, op, "'%s': indices do not match the memref", op_name(op)->name->s);
	a->desc = opnd(L, op, memop);
	opnds_lv(L, op, first, nidx, a->idx);
}

/* Minor identity over the trailing memref dims (vector.load and friends). */
static void access_minor(Lower *L, Access *a, Type *vt, int inb)
{
	if (vt->n > a->mt->n)
		lower_fail(L, a->op, "vector rank exceeds memref rank");
	a->k = vt->n;
	for (unsigned i = 0; i < vt->n; i++) {
		a->mdim[i] = a->mt->n - vt->n + i;
		a->size[i] = vt->dims[i];
		a->inb[i] = (uint8_t)inb;
	}
}

/* Memref indices of row r of the core, and the row guard (NULL = none). */
static LLVMValueRef row_at(Lower *L, Access *a, int64_t r, LLVMValueRef *idx)
{
	LLVMValueRef guard = NULL;
	memcpy(idx, a->idx, sizeof *idx * a->mt->n);
	for (unsigned i = a->k - 1; i-- > 0;) {
		int64_t p = r % a->size[i];
		r /= a->size[i];
		unsigned m = a->mdim[i];
		if (p)
			idx[m] = LLVMBuildAdd(L->b, a->idx[m], const_i64(L, p), "");
		if (a->inb[i])
			continue;
		LLVMValueRef c = LLVMBuildICmp(L->b, LLVMIntSLT, idx[m], memref_dim(L, a->desc, a->mt, m), "");
		guard = guard ? LLVMBuildAnd(L->b, c, guard, "") : c;
	}
	return guard;
}

/* The lane mask of row r: guard, innermost bound mask, user mask. */
static LLVMValueRef row_mask(Lower *L, Access *a, LLVMValueRef guard, LLVMValueRef inner, int64_t r)
{
	int64_t n = a->size[a->k - 1];
	LLVMValueRef m = inner;
	if (a->mask) {
		LLVMValueRef u = slice(L, a->mask, r * n, n);
		m = m ? LLVMBuildAnd(L->b, m, u, "") : u;
	}
	if (guard) {
		LLVMValueRef g = splat(L, guard, n);
		m = m ? LLVMBuildAnd(L->b, m, g, "") : g;
	}
	return m;
}

static LLVMValueRef inner_mask(Lower *L, Access *a)
{
	unsigned m = a->mdim[a->k - 1];
	if (a->inb[a->k - 1])
		return NULL;
	LLVMValueRef left = LLVMBuildSub(L->b, memref_dim(L, a->desc, a->mt, m), a->idx[m], "");
	return bound_mask(L, left, a->size[a->k - 1]);
}

static int64_t core_rows(Access *a)
{
	int64_t rows = 1;
	for (unsigned i = 0; i + 1 < a->k; i++)
		rows *= a->size[i];
	return rows;
}

static LLVMValueRef set_align(LLVMValueRef inst, unsigned align)
{
	LLVMSetAlignment(inst, align);
	return inst;
}

/* The core as one flat vector (k == 0: a <1 x T> from a scalar load). */
static LLVMValueRef access_read(Lower *L, Access *a)
{
	LLVMTypeRef et = scalar_type(L, a->mt->elem);
	unsigned al = elem_align(L, a->mt->elem);
	if (!a->k) {
		LLVMValueRef p = memref_elem_ptr(L, a->op, a->desc, a->mt, a->idx, a->mt->n);
		LLVMValueRef s = set_align(LLVMBuildLoad2(L->b, et, p, ""), al);
		return LLVMBuildInsertElement(L->b, LLVMGetPoison(LLVMVectorType(et, 1)), s, c32(L, 0), "");
	}
	int64_t n = a->size[a->k - 1], rows = core_rows(a);
	LLVMTypeRef rt = LLVMVectorType(et, (unsigned)n);
	LLVMValueRef inner = inner_mask(L, a), idx[MAXR];
	LLVMValueRef *parts = lower_tmp(L, sizeof *parts * (size_t)rows);
	for (int64_t r = 0; r < rows; r++) {
		LLVMValueRef guard = row_at(L, a, r, idx);
		LLVMValueRef p = memref_elem_ptr(L, a->op, a->desc, a->mt, idx, a->mt->n);
		LLVMValueRef m = row_mask(L, a, guard, inner, r);
		if (!m) {
			parts[r] = set_align(LLVMBuildLoad2(L->b, rt, p, ""), al);
			continue;
		}
		LLVMTypeRef tys[2] = { rt, LLVMTypeOf(p) };
		LLVMValueRef pass = a->pass ? slice(L, a->pass, r * n, n) : LLVMGetPoison(rt);
		LLVMValueRef args[4] = { p, c32(L, al), m, pass };
		parts[r] = call_intrinsic(L, "llvm.masked.load", tys, 2, args, 4);
	}
	LLVMValueRef v = concat(L, parts, (unsigned)rows);
	return v;
}

static void access_write(Lower *L, Access *a, LLVMValueRef v)
{
	unsigned al = elem_align(L, a->mt->elem);
	if (!a->k) {
		LLVMValueRef p = memref_elem_ptr(L, a->op, a->desc, a->mt, a->idx, a->mt->n);
		set_align(LLVMBuildStore(L->b, LLVMBuildExtractElement(L->b, v, c32(L, 0), ""), p), al);
		return;
	}
	int64_t n = a->size[a->k - 1], rows = core_rows(a);
	LLVMValueRef inner = inner_mask(L, a), idx[MAXR];
	for (int64_t r = 0; r < rows; r++) {
		LLVMValueRef guard = row_at(L, a, r, idx);
		LLVMValueRef p = memref_elem_ptr(L, a->op, a->desc, a->mt, idx, a->mt->n);
		LLVMValueRef m = row_mask(L, a, guard, inner, r);
		LLVMValueRef row = rows == 1 ? v : slice(L, v, r * n, n);
		if (!m) {
			set_align(LLVMBuildStore(L->b, row, p), al);
			continue;
		}
		LLVMTypeRef tys[2] = { LLVMTypeOf(row), LLVMTypeOf(p) };
		LLVMValueRef args[4] = { row, p, c32(L, al), m };
		call_intrinsic(L, "llvm.masked.store", tys, 2, args, 4);
	}
}

/* vector.load / vector.store: unmasked rows over the trailing memref dims
 * (MLIR 19 lowers only 1-D ones; n-D follows the op's documented meaning),
 * alignment = element alignment (lowering.md §7.4). */
static void lower_load(Lower *L, Op *op)
{
	need(L, op, 1, 1);
	Type *vt = vtype(L, op, &op_res(op)[0]);
	Access a;
	access_init(L, &a, op, 0, 1, op->nopnds - 1);
	check_memref(L, op, a.mt, vt->elem);
	access_minor(L, &a, vt, 1);
	if (!vt->n)
		lower_fail(L, op, "0-D 'vector.load' is not supported");
	set_lv(L, &op_res(op)[0], access_read(L, &a));
}

static void lower_store(Lower *L, Op *op)
{
	need(L, op, 2, 0);
	Type *vt = vtype(L, op, op_operand(op, 0));
	Access a;
	access_init(L, &a, op, 1, 2, op->nopnds - 2);
	check_memref(L, op, a.mt, vt->elem);
	access_minor(L, &a, vt, 1);
	if (!vt->n)
		lower_fail(L, op, "0-D 'vector.store' is not supported");
	access_write(L, &a, opnd(L, op, 0));
}

/* maskedload(base, indices..., mask, pass_thru) / maskedstore(base,
 * indices..., mask, value): llvm.masked.load/store of each row. */
static void lower_maskedload(Lower *L, Op *op)
{
	need(L, op, 3, 1);
	Type *vt = vtype(L, op, &op_res(op)[0]);
	Access a;
	if (op->nopnds < 3)
		lower_fail(L, op, "malformed 'vector.maskedload'");
	access_init(L, &a, op, 0, 1, op->nopnds - 3);
	check_memref(L, op, a.mt, vt->elem);
	access_minor(L, &a, vt, 1);
	a.mask = opnd(L, op, op->nopnds - 2);
	a.pass = opnd(L, op, op->nopnds - 1);
	set_lv(L, &op_res(op)[0], access_read(L, &a));
}

static void lower_maskedstore(Lower *L, Op *op)
{
	need(L, op, 3, 0);
	if (op->nopnds < 3)
		lower_fail(L, op, "malformed 'vector.maskedstore'");
	Type *vt = vtype(L, op, op_operand(op, op->nopnds - 1));
	Access a;
	access_init(L, &a, op, 0, 1, op->nopnds - 3);
	check_memref(L, op, a.mt, vt->elem);
	access_minor(L, &a, vt, 1);
	a.mask = opnd(L, op, op->nopnds - 2);
	access_write(L, &a, opnd(L, op, op->nopnds - 1));
}

/* gather/scatter(base, indices..., index_vec, mask, value): lane i at
 * &base[indices] + index_vec[i] elements (GEP sign-extends the index). */
static LLVMValueRef lane_ptrs(Lower *L, Op *op, Type *vt, LLVMValueRef *al_out)
{
	Access a;
	access_init(L, &a, op, 0, 1, op->nopnds - 4);
	check_memref(L, op, a.mt, vt->elem);
	LLVMValueRef p = memref_elem_ptr(L, op, a.desc, a.mt, a.idx, a.mt->n);
	LLVMValueRef iv = opaque_indices(L, op, opnd(L, op, op->nopnds - 3));
	*al_out = c32(L, elem_align(L, a.mt->elem));
	return LLVMBuildGEP2(L->b, scalar_type(L, vt->elem), p, &iv, 1, "");
}

static void lower_gather(Lower *L, Op *op)
{
	need(L, op, 4, 1);
	Type *vt = vtype(L, op, &op_res(op)[0]);
	if (op->nopnds < 4)
		lower_fail(L, op, "malformed 'vector.gather'");
	LLVMValueRef al, ptrs = lane_ptrs(L, op, vt, &al);
	LLVMTypeRef tys[2] = { lower_type(L, vt), LLVMTypeOf(ptrs) };
	LLVMValueRef args[4] = { ptrs, al, opnd(L, op, op->nopnds - 2), opnd(L, op, op->nopnds - 1) };
	set_lv(L, &op_res(op)[0], call_intrinsic(L, "llvm.masked.gather", tys, 2, args, 4));
}

static void lower_scatter(Lower *L, Op *op)
{
	need(L, op, 4, 0);
	if (op->nopnds < 4)
		lower_fail(L, op, "malformed 'vector.scatter'");
	Type *vt = vtype(L, op, op_operand(op, op->nopnds - 1));
	LLVMValueRef al, ptrs = lane_ptrs(L, op, vt, &al);
	LLVMValueRef v = opnd(L, op, op->nopnds - 1);
	LLVMTypeRef tys[2] = { LLVMTypeOf(v), LLVMTypeOf(ptrs) };
	LLVMValueRef args[4] = { v, ptrs, al, opnd(L, op, op->nopnds - 2) };
	call_intrinsic(L, "llvm.masked.scatter", tys, 2, args, 4);
}

/* ------------------------------------------------------------ transfers */

/* A transfer's permutation map, normalised as MLIR's permutation lowering
 * does: vector dims either broadcast (result 0) or map to a memref dim; the
 * mapped ones, sorted by memref dim, form the core read row by row.  MLIR
 * only lowers maps whose last sorted dim is the memref's innermost. */
typedef struct Xfer {
	unsigned n;
	int mem[MAXR];            /* memref dim of vector dim v, -1: broadcast */
	unsigned order[MAXR];     /* core dim i -> vector dim */
	int identity;             /* core == vector */
	unsigned extra;           /* 1: a unit core dim was added for the memref's innermost */
} Xfer;

static void xfer_parse(Lower *L, Op *op, Type *vt, Access *a, Xfer *x)
{
	Attr *pm = op_attr(op, "permutation_map");
	int64_t inb[MAXR] = { 0 };
	unsigned ni = int_list(L, op, op_attr(op, "in_bounds"), inb, MAXR);
	if (ni && ni != vt->n)
		lower_fail(L, op, "in_bounds does not match the vector rank");
	check_memref(L, op, a->mt, vt->elem);
	x->n = vt->n;
	for (unsigned v = 0; v < vt->n; v++) {
		x->mem[v] = (int)(a->mt->n - vt->n + v);
		if (!pm)
			continue;
		if (pm->kind != AT_AFFINE_MAP || pm->map->nres != vt->n || pm->map->ndims != a->mt->n)
			lower_fail(L, op, "bad permutation_map");
		AffExpr *e = pm->map->res[v];
		if (e->kind == AE_DIM)
			x->mem[v] = (int)e->val;
		else if (e->kind == AE_CONST && e->val == 0)
			x->mem[v] = -1;
		else
			lower_fail(L, op, "unsupported permutation_map");
	}
	if (!pm && vt->n > a->mt->n)
		lower_fail(L, op, "vector rank exceeds memref rank");
	unsigned k = 0;
	for (unsigned v = 0; v < vt->n; v++) {
		if (x->mem[v] < 0)
			continue;
		unsigned j = k++;
		while (j > 0 && x->mem[x->order[j - 1]] > x->mem[v]) {
			x->order[j] = x->order[j - 1];
			j--;
		}
		if (j > 0 && x->mem[x->order[j - 1]] == x->mem[v])
			lower_fail(L, op, "permutation_map uses a memref dim twice");
		x->order[j] = v;
	}
	x->identity = k == vt->n;
	a->k = k;
	for (unsigned i = 0; i < k; i++) {
		unsigned v = x->order[i];
		x->identity &= v == i;
		a->mdim[i] = (unsigned)x->mem[v];
		a->size[i] = vt->dims[v];
		a->inb[i] = (uint8_t)(inb[v] != 0);
	}
	/* Rows run along the memref's innermost dim.  When the map does not use
	 * it (e.g. (d0, d1) -> (d0, 0)), the core gets a trailing unit dim
	 * there: one element per row, at the op's own innermost index (which
	 * in_bounds does not cover, as in MLIR). */
	x->extra = k && a->mdim[k - 1] != a->mt->n - 1;
	if (x->extra) {
		if (k == MAXR)
			lower_fail(L, op, "transfer rank too large");
		a->mdim[k] = a->mt->n - 1;
		a->size[k] = 1;
		a->inb[k] = 1;
		a->k = k + 1;
	}
}

/* For each vector position (row-major), the offset of its element in the
 * core (broadcast dims contribute nothing). */
static int64_t *core_index(Lower *L, Access *a, Xfer *x, Type *vt)
{
	int64_t cst[MAXR], vst[MAXR], s = 1, n = numel(vt);
	for (unsigned i = a->k - x->extra; i-- > 0;) {
		cst[x->order[i]] = s;
		s *= a->size[i];
	}
	for (unsigned v = 0; v < vt->n; v++)
		if (x->mem[v] < 0)
			cst[v] = 0;
	vstrides(vt, vst);
	int64_t *idx = lower_tmp(L, sizeof *idx * (size_t)n);
	for (int64_t p = 0; p < n; p++) {
		int64_t o = 0;
		for (unsigned v = 0; v < vt->n; v++)
			o += (p / vst[v] % vt->dims[v]) * cst[v];
		idx[p] = o;
	}
	return idx;
}

static void lower_transfer_read(Lower *L, Op *op)
{
	need(L, op, 2, 1);
	Type *vt = vtype(L, op, &op_res(op)[0]);
	unsigned fi, ni = op_segment(L, op, 1, &fi), fp, fm;
	if (op_segment(L, op, 2, &fp) != 1)
		lower_fail(L, op, "'vector.transfer_read' needs a padding value");
	unsigned nm = op_segment(L, op, 3, &fm);
	Access a;
	Xfer x;
	access_init(L, &a, op, 0, fi, ni);
	xfer_parse(L, op, vt, &a, &x);
	if (nm && !x.identity)
		lower_fail(L, op, "masked transfer with a permutation or broadcast map is not supported");
	int64_t cn = 1;
	for (unsigned i = 0; i < a.k; i++)
		cn *= a.size[i];
	a.mask = nm ? opnd(L, op, fm) : NULL;
	a.pass = a.k ? splat(L, opnd(L, op, fp), cn) : NULL;
	LLVMValueRef core = access_read(L, &a);
	if (x.identity && a.k) {
		set_lv(L, &op_res(op)[0], core);
		return;
	}
	int64_t *idx = core_index(L, &a, &x, vt);
	set_lv(L, &op_res(op)[0], pick(L, core, idx, numel(vt)));
}

static void lower_transfer_write(Lower *L, Op *op)
{
	need(L, op, 2, 0);
	Type *vt = vtype(L, op, op_operand(op, 0));
	unsigned fi, ni = op_segment(L, op, 2, &fi), fm;
	unsigned nm = op_segment(L, op, 3, &fm);
	Access a;
	Xfer x;
	access_init(L, &a, op, 1, fi, ni);
	xfer_parse(L, op, vt, &a, &x);
	if (a.k - x.extra != vt->n)
		lower_fail(L, op, "broadcast dims in 'vector.transfer_write'");
	if (nm && !x.identity)
		lower_fail(L, op, "masked transfer with a permutation map is not supported");
	a.mask = nm ? opnd(L, op, fm) : NULL;
	LLVMValueRef v = opnd(L, op, 0);
	if (!x.identity) {
		/* core position q reads vector dim order[i] at q_i */
		int64_t n = numel(vt), vst[MAXR], *idx = lower_tmp(L, sizeof *idx * (size_t)n);
		vstrides(vt, vst);
		for (int64_t q = 0; q < n; q++) {
			int64_t rem = q, o = 0;
			for (unsigned i = a.k - x.extra; i-- > 0;) {
				o += (rem % a.size[i]) * vst[x.order[i]];
				rem /= a.size[i];
			}
			idx[q] = o;
		}
		v = pick(L, v, idx, n);
	}
	access_write(L, &a, v);
}

/* ------------------------------------------------------------ outerproduct */

/* createContractArithOp: float add with an accumulator is an fma
 * (llvm.fmuladd); otherwise multiply, then combine (product, acc). */
static LLVMValueRef mul_acc(Lower *L, const Kind *k, int fl, LLVMValueRef x, LLVMValueRef y, LLVMValueRef acc)
{
	if (fl && acc && k->fop == LLVMFAdd) {
		LLVMValueRef args[3] = { x, y, acc };
		LLVMTypeRef t = LLVMTypeOf(x);
		return call_intrinsic(L, "llvm.fmuladd", &t, 1, args, 3);
	}
	LLVMValueRef m = fl ? LLVMBuildFMul(L->b, x, y, "") : LLVMBuildMul(L->b, x, y, "");
	return acc ? combine(L, k, fl, m, acc) : m;
}

/* OuterProductOpLowering row by row: row d = splat(lhs[d]) * rhs (+ acc[d]);
 * done here on the whole flat MxN at once (elementwise, same result).
 * A scalar rhs is the AXPY form lhs * splat(rhs). */
static void lower_outerproduct(Lower *L, Op *op)
{
	need(L, op, 2, 1);
	Type *lt = vtype(L, op, op_operand(op, 0)), *rt = vtype(L, op, &op_res(op)[0]);
	int fl = is_float(rt);
	const Kind *k = op_kind(L, op, fl);
	LLVMValueRef lhs = opnd(L, op, 0), rhs = opnd(L, op, 1);
	LLVMValueRef acc = op->nopnds > 2 ? opnd(L, op, 2) : NULL;
	if (value_type(op_operand(op, 1))->kind != TY_VECTOR) {
		set_lv(L, &op_res(op)[0], mul_acc(L, k, fl, lhs, splat(L, rhs, numel(lt)), acc));
		return;
	}
	int64_t m = lt->dims[0], n = numel(rt) / m, *ia = lower_tmp(L, sizeof *ia * (size_t)(m * n));
	int64_t *ib = lower_tmp(L, sizeof *ib * (size_t)(m * n));
	for (int64_t i = 0; i < m * n; i++) {
		ia[i] = i / n;
		ib[i] = i % n;
	}
	LLVMValueRef a = shuffle(L, lhs, NULL, ia, m * n), b = shuffle(L, rhs, NULL, ib, m * n);
	set_lv(L, &op_res(op)[0], mul_acc(L, k, fl, a, b, acc));
}

/* ------------------------------------------------------------ contract */

/* MLIR 19's default contraction lowering (ContractionOpLowering with
 * VectorContractLowering::Dot, kind add only), followed literally so that
 * floating-point sums happen in the same order:
 *   - matmul-like (par, par, red) and matvec-like (par, red) maps: each
 *     result element is reduce.fadd(+0.0, row * col), THEN + acc;
 *   - otherwise unroll the first batch dim, then the first free lhs dim,
 *     then the first free rhs dim (each a smaller contraction), and finally
 *     the reduction dims in iteration order, the accumulator threaded
 *     through: acc + x0*y0 + x1*y1 + ... (reduce.fadd started at acc).
 * Operands are strided views of the flat lhs/rhs vectors; accumulators and
 * results are arrays of scalars, assembled into a vector at the end. */
typedef struct CView {
	unsigned n;
	int64_t base, dim[MAXR], st[MAXR];
} CView;

typedef struct CMaps {
	unsigned niter;
	uint8_t red[MAXR];             /* iterator is a reduction */
	unsigned nr[3];                /* results per map: lhs, rhs, acc */
	unsigned d[3][MAXR];           /* iteration dim of each result */
} CMaps;

typedef struct Contract {
	Op *op;
	int fl;
	LLVMValueRef lhs, rhs;         /* flat vectors */
	LLVMValueRef *accv, *outv;     /* scalar arrays */
} Contract;

static CView cv_drop(const CView *v, int at, int64_t pos)
{
	CView r = *v;
	if (at < 0)
		return r;
	r.base += pos * v->st[at];
	for (unsigned i = (unsigned)at; i + 1 < v->n; i++) {
		r.dim[i] = v->dim[i + 1];
		r.st[i] = v->st[i + 1];
	}
	r.n--;
	return r;
}

static int cm_find(const CMaps *m, unsigned which, unsigned dim)
{
	for (unsigned i = 0; i < m->nr[which]; i++)
		if (m->d[which][i] == dim)
			return (int)i;
	return -1;
}

/* The maps without iteration dim `it` (renumbered), as adjustMap does. */
static CMaps cm_drop(const CMaps *m, unsigned it)
{
	CMaps r = { 0 };
	r.niter = m->niter - 1;
	for (unsigned i = 0, j = 0; i < m->niter; i++)
		if (i != it)
			r.red[j++] = m->red[i];
	for (unsigned w = 0; w < 3; w++)
		for (unsigned i = 0; i < m->nr[w]; i++)
			if (m->d[w][i] != it)
				r.d[w][r.nr[w]++] = m->d[w][i] > it ? m->d[w][i] - 1 : m->d[w][i];
	return r;
}

/* A 1-D view of a flat vector as an LLVM vector. */
static LLVMValueRef cv_load(Lower *L, LLVMValueRef v, const CView *c)
{
	int64_t n = c->dim[0], *idx = lower_tmp(L, sizeof *idx * (size_t)n);
	for (int64_t i = 0; i < n; i++)
		idx[i] = c->base + i * c->st[0];
	LLVMValueRef r = pick(L, v, idx, n);
	return r;
}

static LLVMValueRef *cv_at(LLVMValueRef *arr, const CView *c, const int64_t *pos)
{
	int64_t o = c->base;
	for (unsigned i = 0; i < c->n; i++)
		o += pos[i] * c->st[i];
	return &arr[o];
}

static LLVMValueRef dot(Lower *L, int fl, LLVMValueRef a, LLVMValueRef b, LLVMValueRef acc)
{
	const Kind *add = &kinds[0];
	LLVMValueRef m = fl ? LLVMBuildFMul(L->b, a, b, "") : LLVMBuildMul(L->b, a, b, "");
	return reduce(L, add, fl, m, acc, 0);
}

/* ContractionOpToDotLowering: l (rows x K) and r (cols x K) as views; the
 * result has rows (and cols, rank 2) dims. */
static void ct_dot(Lower *L, Contract *c, CView l, CView r, const CView *acc, const CView *out, int rank2)
{
	int64_t rows = l.dim[0], cols = rank2 ? r.dim[0] : 1;
	for (int64_t i = 0; i < rows; i++) {
		CView li = cv_drop(&l, 0, i);
		LLVMValueRef lv_ = cv_load(L, c->lhs, &li);
		for (int64_t j = 0; j < cols; j++) {
			CView rj = rank2 ? cv_drop(&r, 0, j) : r;
			LLVMValueRef s = dot(L, c->fl, lv_, cv_load(L, c->rhs, &rj), NULL);
			int64_t pos[2] = { i, j };
			LLVMValueRef a = *cv_at(c->accv, acc, pos);
			*cv_at(c->outv, out, pos) = c->fl ? LLVMBuildFAdd(L->b, s, a, "") : LLVMBuildAdd(L->b, s, a, "");
		}
	}
}

static CView cv_t(CView v)
{
	CView r = v;
	r.dim[0] = v.dim[1];
	r.dim[1] = v.dim[0];
	r.st[0] = v.st[1];
	r.st[1] = v.st[0];
	return r;
}

/* The view of an operand as (a, b) given its map lists dims (a, b) or
 * (b, a). */
static int as_dims(const CMaps *m, unsigned w, CView v, unsigned a, unsigned b, CView *out)
{
	if (m->nr[w] != 2)
		return 0;
	if (m->d[w][0] == a && m->d[w][1] == b)
		*out = v;
	else if (m->d[w][0] == b && m->d[w][1] == a)
		*out = cv_t(v);
	else
		return 0;
	return 1;
}

static int ct_try_dot(Lower *L, Contract *c, const CMaps *m, CView l, CView r, const CView *acc, const CView *out)
{
	CView a, b;
	if (m->niter == 3 && !m->red[0] && !m->red[1] && m->red[2] && m->nr[2] == 2 &&
	    as_dims(m, 0, l, 0, 2, &a) && as_dims(m, 1, r, 1, 2, &b)) {
		/* lhs ~ (m, k), rhs ~ (n, k); acc (m, n) or (n, m) */
		if (m->d[2][0] == 0 && m->d[2][1] == 1) {
			Contract s = *c;
			ct_dot(L, &s, a, b, acc, out, 1);
			return 1;
		}
		if (m->d[2][0] == 1 && m->d[2][1] == 0) {
			Contract s = *c;
			s.lhs = c->rhs;
			s.rhs = c->lhs;
			ct_dot(L, &s, b, a, acc, out, 1);
			return 1;
		}
		return 0;
	}
	if (m->niter == 2 && !m->red[0] && m->red[1] && m->nr[2] == 1 && m->d[2][0] == 0) {
		/* matvec: the matrix ~ (m, n), the vector (n) */
		if (m->nr[1] == 1 && m->d[1][0] == 1 && as_dims(m, 0, l, 0, 1, &a)) {
			ct_dot(L, c, a, r, acc, out, 0);
			return 1;
		}
		if (m->nr[0] == 1 && m->d[0][0] == 1 && as_dims(m, 1, r, 0, 1, &b)) {
			Contract s = *c;
			s.lhs = c->rhs;
			s.rhs = c->lhs;
			ct_dot(L, &s, b, l, acc, out, 0);
			return 1;
		}
	}
	return 0;
}

static void ct_lower(Lower *L, Contract *c, const CMaps *m, CView l, CView r, CView acc, CView out, unsigned depth);

/* lowerParallel: unroll iteration dim `it` (at lhs index li / rhs index ri,
 * -1 if absent) into smaller contractions. */
static void ct_parallel(Lower *L, Contract *c, const CMaps *m, CView l, CView r, CView acc, CView out,
                        int li, int ri, unsigned depth)
{
	unsigned it = li >= 0 ? m->d[0][li] : m->d[1][ri];
	int64_t size = li >= 0 ? l.dim[li] : r.dim[ri];
	int ai = cm_find(m, 2, it);
	if (ai < 0 && size != 1)
		lower_fail(L, c->op, "unsupported contraction (MLIR 19 does not lower it either)");
	CMaps sm = cm_drop(m, it);
	for (int64_t d = 0; d < size; d++)
		ct_lower(L, c, &sm, cv_drop(&l, li, d), cv_drop(&r, ri, d), cv_drop(&acc, ai, d),
		         cv_drop(&out, ai, d), depth + 1);
}

/* lowerReduction: iteration dim 0 (a reduction by now), accumulator
 * threaded through the unrolled contractions; rank 1 is the base case. */
static void ct_reduction(Lower *L, Contract *c, const CMaps *m, CView l, CView r, CView acc, CView out, unsigned depth)
{
	int li = cm_find(m, 0, 0), ri = cm_find(m, 1, 0);
	if (li < 0 || ri < 0 || acc.n || l.dim[li] != r.dim[ri])
		lower_fail(L, c->op, "unsupported contraction (MLIR 19 does not lower it either)");
	if (l.n == 1) {
		if (r.n != 1)
			lower_fail(L, c->op, "unsupported contraction (MLIR 19 does not lower it either)");
		LLVMValueRef a = cv_load(L, c->lhs, &l), b = cv_load(L, c->rhs, &r);
		c->outv[out.base] = dot(L, c->fl, a, b, c->accv[acc.base]);
		return;
	}
	CMaps sm = cm_drop(m, 0);
	LLVMValueRef cur = c->accv[acc.base];
	Contract s = *c;
	CView one = { 0 };
	s.accv = s.outv = &cur;   /* each step reads its scalar before writing it */
	for (int64_t d = 0; d < l.dim[li]; d++)
		ct_lower(L, &s, &sm, cv_drop(&l, li, d), cv_drop(&r, ri, d), one, one, depth + 1);
	c->outv[out.base] = cur;
}

static void ct_lower(Lower *L, Contract *c, const CMaps *m, CView l, CView r, CView acc, CView out, unsigned depth)
{
	if (depth > 2 * MAXR)
		lower_fail(L, c->op, "contraction too deep");
	if (ct_try_dot(L, c, m, l, r, &acc, &out))
		return;
	/* batch dims: parallel, in both lhs and rhs (first in iteration order) */
	for (unsigned it = 0; it < m->niter; it++) {
		int li = cm_find(m, 0, it), ri = cm_find(m, 1, it);
		if (!m->red[it] && li >= 0 && ri >= 0) {
			ct_parallel(L, c, m, l, r, acc, out, li, ri, depth);
			return;
		}
	}
	/* free dims: not a reduction shared by lhs and rhs */
	for (unsigned w = 0; w < 2; w++)
		for (unsigned i = 0; i < m->nr[w]; i++) {
			unsigned it = m->d[w][i];
			if (!(m->red[it] && cm_find(m, 1 - w, it) >= 0)) {
				ct_parallel(L, c, m, l, r, acc, out, w ? -1 : (int)i, w ? (int)i : -1, depth);
				return;
			}
		}
	ct_reduction(L, c, m, l, r, acc, out, depth);
}

static CView cv_full(const Type *t)
{
	CView v = { 0 };
	if (t->kind != TY_VECTOR)
		return v;
	v.n = t->n;
	memcpy(v.dim, t->dims, sizeof *v.dim * t->n);
	vstrides(t, v.st);
	return v;
}

static void ct_maps(Lower *L, Op *op, CMaps *m)
{
	Attr *maps = op_attr(op, "indexing_maps"), *its = op_attr(op, "iterator_types");
	if (!maps || maps->kind != AT_ARRAY || maps->n != 3 || !its || its->kind != AT_ARRAY || its->n > MAXR)
		lower_fail(L, op, "malformed 'vector.contract'");
	memset(m, 0, sizeof *m);
	m->niter = its->n;
	for (unsigned i = 0; i < its->n; i++) {
		char buf[16];
		if (opaque_arg(attr_elem(its, i), "iterator_type", buf, sizeof buf))
			lower_fail(L, op, "malformed iterator_types");
		m->red[i] = !strcmp(buf, "reduction");
	}
	for (unsigned w = 0; w < 3; w++) {
		Attr *a = attr_elem(maps, w);
		if (a->kind != AT_AFFINE_MAP || a->map->ndims != m->niter || a->map->nres > MAXR)
			lower_fail(L, op, "malformed indexing_maps");
		m->nr[w] = a->map->nres;
		for (unsigned i = 0; i < a->map->nres; i++) {
			if (a->map->res[i]->kind != AE_DIM)
				lower_fail(L, op, "unsupported indexing map");
			m->d[w][i] = (unsigned)a->map->res[i]->val;
		}
	}
}

static void lower_contract(Lower *L, Op *op)
{
	need(L, op, 3, 1);
	Type *lt = vtype(L, op, op_operand(op, 0)), *rt = vtype(L, op, op_operand(op, 1));
	Type *at = value_type(op_operand(op, 2)), *ae = at->kind == TY_VECTOR ? at->elem : at;
	int fl = ae->kind == TY_FLOAT;
	const Kind *k = op_kind(L, op, fl);
	if (k != &kinds[0] || lt->elem != ae || rt->elem != ae || op->nopnds != 3)
		lower_fail(L, op, "contraction other than 'add' on one element type "
		                  "(MLIR 19 does not lower it either)");
	if (at->kind == TY_VECTOR)
		vtype(L, op, op_operand(op, 2));
	CMaps m;
	ct_maps(L, op, &m);
	int64_t n = numel(at);
	Contract c = { op, fl, opnd(L, op, 0), opnd(L, op, 1), NULL, NULL };
	c.accv = lower_tmp(L, sizeof *c.accv * (size_t)n);
	c.outv = lower_tmp(L, sizeof *c.outv * (size_t)n);
	LLVMValueRef acc = opnd(L, op, 2);
	for (int64_t i = 0; i < n; i++)
		c.accv[i] = at->kind == TY_VECTOR ? LLVMBuildExtractElement(L->b, acc, c32(L, i), "") : acc;
	CView av = cv_full(at);
	ct_lower(L, &c, &m, cv_full(lt), cv_full(rt), av, av, 0);
	LLVMValueRef r = c.outv[0];
	if (at->kind == TY_VECTOR) {
		r = LLVMGetPoison(lower_type(L, at));
		for (int64_t i = 0; i < n; i++)
			r = LLVMBuildInsertElement(L->b, r, c.outv[i], c32(L, i), "");
	}
	set_lv(L, &op_res(op)[0], r);
}

/* ------------------------------------------------------------ print */

/* vector.print calls the MLIR C runner utils (printF32, printI64,
 * printOpen, ...) exactly as MLIR's lowering does; vectors are unrolled
 * (MLIR emits loops; the sequence of calls is the same). */
static void print_call(Lower *L, const char *fn, LLVMValueRef arg)
{
	call_extern(L, fn, L->t_void, arg ? &arg : NULL, arg ? 1 : 0);
}

static void print_scalar(Lower *L, Op *op, Type *t, LLVMValueRef x)
{
	if (t->kind == TY_FLOAT) {
		switch (t->fkind) {
		case FK_F32: print_call(L, "printF32", x); return;
		case FK_F64: print_call(L, "printF64", x); return;
		case FK_F16: print_call(L, "printF16", LLVMBuildBitCast(L->b, x, L->t_i16, "")); return;
		case FK_BF16: print_call(L, "printBF16", LLVMBuildBitCast(L->b, x, L->t_i16, "")); return;
		default: lower_fail(L, op, "cannot print this float type");
		}
	}
	if (t->kind == TY_INDEX) {
		print_call(L, "printU64", x);
		return;
	}
	if (t->kind != TY_INT || t->width > 64)
		lower_fail(L, op, "cannot print this type");
	/* i1 prints 0/1 (MLIR zero-extends it first); unsigned types zext */
	int sx = t->sign != UNSIGNED && t->width > 1;
	x = sx ? LLVMBuildSExt(L->b, x, L->t_i64, "") : LLVMBuildZExt(L->b, x, L->t_i64, "");
	print_call(L, t->sign == UNSIGNED ? "printU64" : "printI64", x);
}

static void print_vec(Lower *L, Op *op, Type *vt, LLVMValueRef v, unsigned d, int64_t base, int64_t span)
{
	int64_t n = vt->dims[d], sub = span / n;
	print_call(L, "printOpen", NULL);
	for (int64_t i = 0; i < n; i++) {
		if (d + 1 < vt->n)
			print_vec(L, op, vt, v, d + 1, base + i * sub, sub);
		else
			print_scalar(L, op, vt->elem, LLVMBuildExtractElement(L->b, v, const_i64(L, base + i), ""));
		if (i + 1 < n)
			print_call(L, "printComma", NULL);
	}
	print_call(L, "printClose", NULL);
}

static void print_string(Lower *L, Attr *s)
{
	LLVMValueRef init = LLVMConstStringInContext(L->lc, s->str->s, s->str->len, 0);
	LLVMValueRef g = LLVMAddGlobal(L->mod, LLVMTypeOf(init), "vector_print_str");
	LLVMSetInitializer(g, init);
	LLVMSetGlobalConstant(g, 1);
	LLVMSetLinkage(g, LLVMPrivateLinkage);
	print_call(L, "printString", g);
}

static void lower_print(Lower *L, Op *op)
{
	need(L, op, 0, 0);
	char p[32] = "newline";
	Attr *s = op_attr(op, "stringLiteral");
	if (op_attr(op, "punctuation") && opaque_arg(op_attr(op, "punctuation"), "punctuation", p, sizeof p))
		lower_fail(L, op, "bad punctuation");
	if (s && s->kind == AT_STRING) {
		print_string(L, s);   /* MLIR 19 prints no punctuation after a string */
		return;
	}
	if (op->nopnds) {
		Type *t = value_type(op_operand(op, 0));
		if (t->kind == TY_VECTOR) {
			vtype(L, op, op_operand(op, 0));
			/* a 0-D vector prints as a 1-element one: "( x )" */
			int64_t one = 1;
			Type t1 = *t;
			if (!t->n) {
				t1.n = 1;
				t1.dims = &one;
			}
			print_vec(L, op, &t1, opnd(L, op, 0), 0, 0, numel(&t1));
		} else {
			print_scalar(L, op, t, opnd(L, op, 0));
		}
	}
	static const struct { const char *p, *fn; } punct[] = {
		{ "newline", "printNewline" }, { "comma", "printComma" },
		{ "open", "printOpen" }, { "close", "printClose" },
	};
	for (size_t i = 0; i < sizeof punct / sizeof *punct; i++)
		if (!strcmp(p, punct[i].p))
			print_call(L, punct[i].fn, NULL);
}

const LowerEntry lower_vector_ops[] = {
	{ "vector.broadcast", lower_broadcast, NULL },
	{ "vector.splat", lower_broadcast, NULL },
	{ "vector.extract", lower_extract, NULL },
	{ "vector.insert", lower_insert, NULL },
	{ "vector.extractelement", lower_extractelement, NULL },
	{ "vector.insertelement", lower_insertelement, NULL },
	{ "vector.extract_strided_slice", lower_extract_strided_slice, NULL },
	{ "vector.insert_strided_slice", lower_insert_strided_slice, NULL },
	{ "vector.shuffle", lower_shuffle, NULL },
	{ "vector.transpose", lower_transpose, NULL },
	{ "vector.shape_cast", lower_shape_cast, NULL },
	{ "vector.bitcast", lower_bitcast, NULL },
	{ "vector.type_cast", lower_type_cast, NULL },
	{ "vector.fma", lower_fma, NULL },
	{ "vector.step", lower_step, NULL },
	{ "vector.from_elements", lower_from_elements, NULL },
	{ "vector.create_mask", lower_create_mask, NULL },
	{ "vector.constant_mask", lower_constant_mask, NULL },
	{ "vector.reduction", lower_reduction, NULL },
	{ "vector.multi_reduction", lower_multi_reduction, NULL },
	{ "vector.outerproduct", lower_outerproduct, NULL },
	{ "vector.contract", lower_contract, NULL },
	{ "vector.load", lower_load, NULL },
	{ "vector.store", lower_store, NULL },
	{ "vector.maskedload", lower_maskedload, NULL },
	{ "vector.maskedstore", lower_maskedstore, NULL },
	{ "vector.gather", lower_gather, NULL },
	{ "vector.scatter", lower_scatter, NULL },
	{ "vector.transfer_read", lower_transfer_read, NULL },
	{ "vector.transfer_write", lower_transfer_write, NULL },
	{ "vector.print", lower_print, NULL },
	{ NULL, NULL, NULL },
};
