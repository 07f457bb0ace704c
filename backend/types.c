/* types.c — MLIR types to LLVM types, constants, the memref descriptor and
 * MLIR's function ABI (expanded memref arguments). */
#include "backend.h"

#include <llvm-c/Target.h>

#include <stdlib.h>
#include <string.h>

LLVMTypeRef llvm_dialect_type(Lower *L, Type *t);   /* lower_llvm.c */

LLVMTypeRef scalar_type(Lower *L, Type *t)
{
	switch (t->kind) {
	case TY_INDEX:
		return L->t_i64;
	case TY_INT:
		return LLVMIntTypeInContext(L->lc, t->width);
	case TY_FLOAT:
		switch (t->fkind) {
		case FK_F16: return LLVMHalfTypeInContext(L->lc);
		case FK_BF16: return LLVMBFloatTypeInContext(L->lc);
		case FK_F32: return L->t_f32;
		case FK_F64: return L->t_f64;
		case FK_F80: return LLVMX86FP80TypeInContext(L->lc);
		case FK_F128: return LLVMFP128TypeInContext(L->lc);
		default: return NULL;
		}
	default:
		return NULL;
	}
}

static int64_t vec_numel(Type *t)
{
	int64_t n = 1;
	for (uint32_t i = 0; i < t->n; i++)
		n *= t->dims[i];
	return n;
}

unsigned addr_space(Lower *L, Type *t)
{
	Attr *ms = t->memspace;
	(void)L;
	if (!ms)
		return 0;
	if (ms->kind == AT_INT)
		return (unsigned)attr_int(ms);
	return ~0u;
}

LLVMTypeRef desc_type(Lower *L, Type *t)
{
	unsigned as = addr_space(L, t);
	LLVMTypeRef p = LLVMPointerTypeInContext(L->lc, as == ~0u ? 0 : as);
	if (t->kind == TY_UMEMREF) {
		LLVMTypeRef f[2] = { L->t_i64, L->t_ptr };
		return LLVMStructTypeInContext(L->lc, f, 2, 0);
	}
	LLVMTypeRef arr = LLVMArrayType2(L->t_i64, t->n);
	LLVMTypeRef f[5] = { p, p, L->t_i64, arr, arr };
	return LLVMStructTypeInContext(L->lc, f, t->n ? 5 : 3, 0);
}

LLVMTypeRef vec_type(Lower *L, Type *t)
{
	if (t->kind != TY_VECTOR || t->scalable)
		return NULL;
	LLVMTypeRef e = scalar_type(L, t->elem);
	return e ? LLVMVectorType(e, (unsigned)vec_numel(t)) : NULL;
}

LLVMTypeRef lower_type(Lower *L, Type *t)
{
	switch (t->kind) {
	case TY_INDEX:
	case TY_INT:
	case TY_FLOAT:
		return scalar_type(L, t);
	case TY_VECTOR: {
		LLVMTypeRef v = vec_type(L, t);
		/* lane mode: outside a lane loop a vector is its slot (lanes.c) */
		return v && !L->in_lane && lane_mode(L) ? L->t_ptr : v;
	}
	case TY_MEMREF:
	case TY_UMEMREF:
		return desc_type(L, t);
	case TY_FUNC:
		return L->t_ptr;
	case TY_OPAQUE:
		return llvm_dialect_type(L, t);
	default:
		return NULL;
	}
}

LLVMTypeRef abi_type(Lower *L, Type *t)
{
	if (t->kind == TY_VECTOR && t->n <= 1)
		return vec_type(L, t);   /* memory and signatures hold vectors, never slots */
	if (t->kind != TY_VECTOR || t->n <= 1 || t->scalable)
		return lower_type(L, t);
	LLVMTypeRef e = scalar_type(L, t->elem);
	if (!e)
		return NULL;
	LLVMTypeRef ty = LLVMVectorType(e, (unsigned)t->dims[t->n - 1]);
	for (uint32_t i = t->n - 1; i-- > 0;)
		ty = LLVMArrayType2(ty, (uint64_t)t->dims[i]);
	return ty;
}

/* Flat <N x T> <-> nested arrays of the innermost dimension's vectors. */
static LLVMValueRef to_abi_rec(Lower *L, LLVMValueRef v, Type *vt, unsigned d, int64_t base, LLVMTypeRef ty)
{
	int64_t inner = vt->dims[vt->n - 1];
	if (d == vt->n - 1) {
		LLVMValueRef *mask = malloc(sizeof *mask * (size_t)inner);
		if (!mask)
			abort();
		for (int64_t i = 0; i < inner; i++)
			mask[i] = LLVMConstInt(L->t_i32, (unsigned long long)(base + i), 0);
		LLVMValueRef r = LLVMBuildShuffleVector(L->b, v, LLVMGetPoison(LLVMTypeOf(v)),
		                                        LLVMConstVector(mask, (unsigned)inner), "");
		free(mask);
		return r;
	}
	LLVMValueRef agg = LLVMGetPoison(ty);
	LLVMTypeRef et = LLVMGetElementType(ty);
	int64_t span = 1;
	for (uint32_t i = d + 1; i < vt->n; i++)
		span *= vt->dims[i];
	for (int64_t i = 0; i < vt->dims[d]; i++)
		agg = LLVMBuildInsertValue(L->b, agg, to_abi_rec(L, v, vt, d + 1, base + i * span, et), (unsigned)i, "");
	return agg;
}

LLVMValueRef vec_to_abi(Lower *L, LLVMValueRef v, Type *vt)
{
	if (vt->kind != TY_VECTOR || vt->n <= 1)
		return v;
	return to_abi_rec(L, v, vt, 0, 0, abi_type(L, vt));
}

static void from_abi_rec(Lower *L, LLVMValueRef agg, Type *vt, unsigned d, LLVMValueRef *rows, unsigned *k)
{
	if (d == vt->n - 1) {
		rows[(*k)++] = agg;
		return;
	}
	for (int64_t i = 0; i < vt->dims[d]; i++)
		from_abi_rec(L, LLVMBuildExtractValue(L->b, agg, (unsigned)i, ""), vt, d + 1, rows, k);
}

/* Concatenate n vectors of `len` elements: each part is widened to the
 * full length with one shuffle and merged into the accumulator with a
 * second, so the cost is two instructions per part. */
LLVMValueRef vec_concat(Lower *L, LLVMValueRef *parts, unsigned n, unsigned len)
{
	if (n == 1)
		return parts[0];
	unsigned total = n * len;
	LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(parts[0]));
	LLVMValueRef acc = LLVMGetPoison(LLVMVectorType(et, total));
	LLVMValueRef *mask = malloc(sizeof *mask * total);
	if (!mask)
		abort();
	for (unsigned i = 0; i < n; i++) {
		for (unsigned j = 0; j < total; j++)
			mask[j] = j < len ? LLVMConstInt(L->t_i32, j, 0) : LLVMGetUndef(L->t_i32);
		LLVMValueRef wide = LLVMBuildShuffleVector(L->b, parts[i], LLVMGetPoison(LLVMTypeOf(parts[i])),
		                                           LLVMConstVector(mask, total), "");
		for (unsigned j = 0; j < total; j++) {
			unsigned from_part = j >= i * len && j < (i + 1) * len;
			mask[j] = LLVMConstInt(L->t_i32, from_part ? total + (j - i * len) : j, 0);
		}
		acc = LLVMBuildShuffleVector(L->b, acc, wide, LLVMConstVector(mask, total), "");
	}
	free(mask);
	return acc;
}

LLVMValueRef vec_from_abi(Lower *L, LLVMValueRef v, Type *vt)
{
	if (vt->kind != TY_VECTOR || vt->n <= 1)
		return v;
	int64_t inner = vt->dims[vt->n - 1];
	unsigned nrows = (unsigned)(vec_numel(vt) / (inner ? inner : 1));
	LLVMValueRef *rows = malloc(sizeof *rows * (nrows + 1));
	if (!rows)
		abort();
	unsigned k = 0;
	from_abi_rec(L, v, vt, 0, rows, &k);
	LLVMValueRef r = vec_concat(L, rows, k, (unsigned)inner);
	free(rows);
	return r;
}

LLVMValueRef const_i64(Lower *L, int64_t v)
{
	return LLVMConstInt(L->t_i64, (unsigned long long)v, 1);
}

LLVMValueRef const_int(Lower *L, LLVMTypeRef t, int64_t v)
{
	(void)L;
	return LLVMConstInt(t, (unsigned long long)v, 1);
}

/* One scalar element of a dense attribute's storage. */
static LLVMValueRef dense_elem(Lower *L, Type *et, const uint8_t *p)
{
	LLVMTypeRef t = scalar_type(L, et);
	unsigned w = et->kind == TY_INDEX ? 64 : et->kind == TY_INT ? et->width : float_kind_width[et->fkind];
	unsigned nb = (unsigned)dense_elem_bytes(et);
	uint64_t words[2] = { 0, 0 };
	memcpy(words, p, nb < 16 ? nb : 16);
	if (et->kind == TY_FLOAT) {
		LLVMTypeRef it = LLVMIntTypeInContext(L->lc, w);
		LLVMValueRef iv = LLVMConstIntOfArbitraryPrecision(it, (w + 63) / 64, words);
		return LLVMConstBitCast(iv, t);
	}
	return LLVMConstIntOfArbitraryPrecision(t, (w + 63) / 64, words);
}

static LLVMValueRef scalar_const(Lower *L, Attr *a, Type *t)
{
	LLVMTypeRef lt = scalar_type(L, t);
	if (!lt)
		return NULL;
	if (a->kind == AT_BOOL)
		return LLVMConstInt(lt, (unsigned long long)a->ival, 0);
	if (a->kind == AT_INT)
		return LLVMConstIntOfArbitraryPrecision(lt, (ty_bitwidth(t) + 63) / 64, a->words);
	if (a->kind == AT_FLOAT && t->kind == TY_FLOAT) {
		unsigned w = float_kind_width[t->fkind];
		LLVMTypeRef it = LLVMIntTypeInContext(L->lc, w);
		return LLVMConstBitCast(LLVMConstIntOfArbitraryPrecision(it, (w + 63) / 64, a->words), lt);
	}
	return NULL;
}

LLVMValueRef const_from_attr(Lower *L, Attr *a, Type *t)
{
	if (t->kind != TY_VECTOR)
		return scalar_const(L, a, t);
	if (t->scalable)
		return NULL;
	int64_t n = vec_numel(t);
	LLVMValueRef *els = malloc(sizeof *els * (size_t)(n ? n : 1));
	if (!els)
		abort();
	LLVMValueRef r = NULL;
	if (a->kind == AT_DENSE) {
		size_t eb = dense_elem_bytes(t->elem);
		for (int64_t i = 0; i < n; i++)
			els[i] = dense_elem(L, t->elem, a->bytes + (a->splat ? 0 : (size_t)i * eb));
		r = LLVMConstVector(els, (unsigned)n);
	} else if (a->kind == AT_INT || a->kind == AT_FLOAT || a->kind == AT_BOOL) {
		LLVMValueRef s = scalar_const(L, a, t->elem);
		for (int64_t i = 0; s && i < n; i++)
			els[i] = s;
		r = s ? LLVMConstVector(els, (unsigned)n) : NULL;
	}
	free(els);
	return r;
}

static LLVMValueRef dense_rec(Lower *L, Attr *a, Type *elem, const int64_t *dims, unsigned nd, unsigned d, size_t *k)
{
	if (d == nd) {
		size_t eb = dense_elem_bytes(elem);
		LLVMValueRef v = dense_elem(L, elem, a->bytes + (a->splat ? 0 : *k * eb));
		(*k)++;
		return v;
	}
	LLVMValueRef *els = malloc(sizeof *els * (size_t)(dims[d] ? dims[d] : 1));
	if (!els)
		abort();
	for (int64_t i = 0; i < dims[d]; i++)
		els[i] = dense_rec(L, a, elem, dims, nd, d + 1, k);
	LLVMTypeRef et = dims[d] ? LLVMTypeOf(els[0]) : scalar_type(L, elem);
	if (!dims[d])
		for (unsigned j = nd; j-- > d + 1;)
			et = LLVMArrayType2(et, (uint64_t)dims[j]);
	LLVMValueRef r = LLVMConstArray2(et, els, (uint64_t)dims[d]);
	free(els);
	return r;
}

LLVMValueRef const_dense_array(Lower *L, Attr *a, Type *elem, const int64_t *dims, unsigned nd)
{
	size_t k = 0;
	if (a->kind != AT_DENSE)
		return NULL;
	return dense_rec(L, a, elem, dims, nd, 0, &k);
}

/* ------------------------------------------------------------ the ABI */

unsigned expanded_count(Type *t)
{
	if (t->kind == TY_MEMREF)
		return 3 + 2 * t->n;
	if (t->kind == TY_UMEMREF)
		return 2;
	return 1;
}

static unsigned param_types(Lower *L, Type *t, LLVMTypeRef *out)
{
	if (t->kind == TY_MEMREF) {
		unsigned as = addr_space(L, t);
		LLVMTypeRef p = LLVMPointerTypeInContext(L->lc, as == ~0u ? 0 : as);
		unsigned k = 0;
		out[k++] = p;
		out[k++] = p;
		for (unsigned i = 0; i < 1 + 2 * t->n; i++)
			out[k++] = L->t_i64;
		return k;
	}
	if (t->kind == TY_UMEMREF) {
		out[0] = L->t_i64;
		out[1] = L->t_ptr;
		return 2;
	}
	out[0] = abi_type(L, t);
	return 1;
}

LLVMTypeRef func_llvm_type(Lower *L, Type *fty)
{
	unsigned np = 0;
	for (uint32_t i = 0; i < fty->n; i++)
		np += expanded_count(fty->types[i]);
	LLVMTypeRef *ps = malloc(sizeof *ps * (np + 1));
	if (!ps)
		abort();
	unsigned k = 0;
	for (uint32_t i = 0; i < fty->n; i++) {
		k += param_types(L, fty->types[i], ps + k);
		if (!ps[k - 1]) {
			free(ps);
			return NULL;
		}
	}
	LLVMTypeRef ret;
	Type **outs = ty_func_outs(fty);
	if (fty->m == 0) {
		ret = L->t_void;
	} else if (fty->m == 1) {
		ret = abi_type(L, outs[0]);
	} else {
		LLVMTypeRef *rs = malloc(sizeof *rs * fty->m);
		if (!rs)
			abort();
		for (uint32_t i = 0; i < fty->m; i++)
			rs[i] = abi_type(L, outs[i]);
		ret = LLVMStructTypeInContext(L->lc, rs, fty->m, 0);
		free(rs);
	}
	LLVMTypeRef f = ret ? LLVMFunctionType(ret, ps, k, 0) : NULL;
	free(ps);
	return f;
}

unsigned expand_args(Lower *L, Value **vals, unsigned n, LLVMValueRef *out)
{
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		Type *t = value_type(vals[i]);
		LLVMValueRef v = lv(L, vals[i]);
		if (t->kind == TY_MEMREF) {
			out[k++] = desc_field(L, v, 0);
			out[k++] = desc_field(L, v, 1);
			out[k++] = desc_field(L, v, 2);
			for (unsigned j = 0; j < t->n; j++)
				out[k++] = desc_size(L, v, j);
			for (unsigned j = 0; j < t->n; j++)
				out[k++] = desc_stride(L, v, j);
		} else if (t->kind == TY_UMEMREF) {
			out[k++] = LLVMBuildExtractValue(L->b, v, 0, "");
			out[k++] = LLVMBuildExtractValue(L->b, v, 1, "");
		} else {
			out[k++] = vec_to_abi(L, v, t);
		}
	}
	return k;
}

unsigned pack_param(Lower *L, Type *t, LLVMValueRef *p, LLVMValueRef *out)
{
	if (t->kind == TY_MEMREF) {
		LLVMValueRef d = LLVMGetPoison(desc_type(L, t));
		d = desc_set(L, d, 0, p[0]);
		d = desc_set(L, d, 1, p[1]);
		d = desc_set(L, d, 2, p[2]);
		if (t->n) {
			/* Build each array whole, then insert it once. */
			LLVMTypeRef at = LLVMArrayType2(L->t_i64, t->n);
			for (unsigned f = 0; f < 2; f++) {
				LLVMValueRef arr = LLVMGetPoison(at);
				for (unsigned j = 0; j < t->n; j++)
					arr = LLVMBuildInsertValue(L->b, arr, p[3 + f * t->n + j], j, "");
				d = desc_set(L, d, 3 + f, arr);
			}
		}
		*out = d;
		return 3 + 2 * t->n;
	}
	if (t->kind == TY_UMEMREF) {
		LLVMValueRef d = LLVMGetPoison(desc_type(L, t));
		d = LLVMBuildInsertValue(L->b, d, p[0], 0, "");
		*out = LLVMBuildInsertValue(L->b, d, p[1], 1, "");
		return 2;
	}
	*out = vec_from_abi(L, p[0], t);
	return 1;
}

/* ------------------------------------------------------------ descriptors */

LLVMValueRef desc_field(Lower *L, LLVMValueRef d, unsigned f)
{
	return LLVMBuildExtractValue(L->b, d, f, "");
}

LLVMValueRef desc_size(Lower *L, LLVMValueRef d, unsigned i)
{
	return LLVMBuildExtractValue(L->b, LLVMBuildExtractValue(L->b, d, 3, ""), i, "");
}

LLVMValueRef desc_stride(Lower *L, LLVMValueRef d, unsigned i)
{
	return LLVMBuildExtractValue(L->b, LLVMBuildExtractValue(L->b, d, 4, ""), i, "");
}

LLVMValueRef desc_set(Lower *L, LLVMValueRef d, unsigned f, LLVMValueRef x)
{
	return LLVMBuildInsertValue(L->b, d, x, f, "");
}

static LLVMValueRef set_arr(Lower *L, LLVMValueRef d, unsigned f, unsigned i, LLVMValueRef x)
{
	LLVMValueRef arr = LLVMBuildExtractValue(L->b, d, f, "");
	arr = LLVMBuildInsertValue(L->b, arr, x, i, "");
	return LLVMBuildInsertValue(L->b, d, arr, f, "");
}

LLVMValueRef desc_set_size(Lower *L, LLVMValueRef d, unsigned i, LLVMValueRef x)
{
	return set_arr(L, d, 3, i, x);
}

LLVMValueRef desc_set_stride(Lower *L, LLVMValueRef d, unsigned i, LLVMValueRef x)
{
	return set_arr(L, d, 4, i, x);
}

int memref_strides(Type *t, int64_t *strides, int64_t *offset)
{
	Attr *lay = t->layout;
	if (lay && lay->kind == AT_STRIDED) {
		for (uint32_t i = 0; i < t->n; i++)
			strides[i] = lay->ints[i];
		*offset = lay->ival;
		return 0;
	}
	if (lay && !(lay->kind == AT_AFFINE_MAP && affmap_is_identity(lay->map)))
		return -1;
	int64_t s = 1;
	for (uint32_t i = t->n; i-- > 0;) {
		strides[i] = s;
		if (s != DYN)
			s = t->dims[i] == DYN ? DYN : s * t->dims[i];
	}
	*offset = 0;
	return 0;
}

unsigned elem_align(Lower *L, Type *elem)
{
	LLVMTypeRef t = abi_type(L, elem);
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(L->mod);
	return t ? LLVMABIAlignmentOfType(td, t) : 1;
}

LLVMValueRef memref_elem_ptr(Lower *L, Op *at, LLVMValueRef d, Type *t, LLVMValueRef *idx, unsigned n)
{
	int64_t st[64], off;
	if (t->kind != TY_MEMREF || n != t->n || n > 64 || memref_strides(t, st, &off) < 0)
		lower_fail(L, at, "cannot address this memref (non-strided layout or rank mismatch)");
	LLVMValueRef lin = off == DYN ? desc_field(L, d, 2) : NULL;
	if (off != DYN && off != 0)
		lin = const_i64(L, off);
	for (unsigned i = 0; i < n; i++) {
		LLVMValueRef term = idx[i];
		if (st[i] != 1)
			term = LLVMBuildMul(L->b, idx[i], st[i] == DYN ? desc_stride(L, d, i) : const_i64(L, st[i]), "");
		lin = lin ? LLVMBuildAdd(L->b, lin, term, "") : term;
	}
	if (!lin)
		lin = const_i64(L, 0);
	LLVMValueRef base = desc_field(L, d, 1);
	LLVMTypeRef et = abi_type(L, t->elem);
	if (!et)
		lower_fail(L, at, "unsupported memref element type");
	return LLVMBuildGEP2(L->b, et, base, &lin, 1, "");
}
