/* args.c — the entry function's signature as data: types, --arg options,
 * .npy inputs and the deterministic pseudo-random inputs (docs/run.md). */
#include "run.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void run_type_text(Ctx *c, Type *t, char *out, size_t n)
{
	Buf b = { 0 };
	print_type(c, t, &b);
	snprintf(out, n, "%.*s", (int)b.len, b.p ? b.p : "");
	buf_free(&b);
}

void run_shape_text(const int64_t *shape, int rank, char *out, size_t n)
{
	size_t k = (size_t)snprintf(out, n, "(");
	for (int i = 0; i < rank && k < n; i++) {
		if (shape[i] == DYN)
			k += (size_t)snprintf(out + k, n - k, "%s?", i ? ", " : "");
		else
			k += (size_t)snprintf(out + k, n - k, "%s%lld", i ? ", " : "", (long long)shape[i]);
	}
	if (k < n)
		snprintf(out + k, n - k, rank == 1 ? ",)" : ")");
}

/* The .npy dtype and memory size of a scalar type (an element); -1 if the
 * runner has none for it.  Odd integer widths take the next byte size,
 * as LLVM stores them; bf16 travels as a uint16 view. */
static int scalar_info(Type *t, NpyType *npy, int *esz)
{
	static const NpyType s[] = { NPY_I8, NPY_I16, NPY_I32, NPY_I64 };
	static const NpyType u[] = { NPY_U8, NPY_U16, NPY_U32, NPY_U64 };
	if (t->kind == TY_INDEX) {
		*npy = NPY_I64, *esz = 8;
		return 0;
	}
	if (t->kind == TY_INT && t->width >= 1 && t->width <= 64) {
		int k = t->width <= 8 ? 0 : t->width <= 16 ? 1 : t->width <= 32 ? 2 : 3;
		*npy = t->width == 1 ? NPY_BOOL : t->sign == UNSIGNED ? u[k] : s[k];
		*esz = 1 << k;
		return 0;
	}
	if (t->kind != TY_FLOAT)
		return -1;
	switch (t->fkind) {
	case FK_F16: *npy = NPY_F16, *esz = 2; return 0;
	case FK_BF16: *npy = NPY_U16, *esz = 2; return 0;
	case FK_F32: *npy = NPY_F32, *esz = 4; return 0;
	case FK_F64: *npy = NPY_F64, *esz = 8; return 0;
	default: return -1;
	}
}

/* Strides and offset from the layout; -1 for a layout that is not strided.
 * Dynamic strides are row-major, a dynamic offset is 0. */
static int layout_of(RunVal *v)
{
	int64_t rm = 1;
	for (int i = v->rank - 1; i >= 0; i--) {
		v->strides[i] = rm;
		rm *= v->shape[i] > 0 ? v->shape[i] : 1;
	}
	v->offset = 0;
	Attr *l = v->type->layout;
	if (!l || (l->kind == AT_AFFINE_MAP && affmap_is_identity(l->map)))
		return 0;
	if (l->kind != AT_STRIDED || (int)l->n != v->rank)
		return -1;
	v->offset = l->ival == DYN ? 0 : l->ival;
	for (int i = 0; i < v->rank; i++) {
		if (l->ints[i] != DYN)
			v->strides[i] = l->ints[i];
		if (v->strides[i] < 0)
			return -1;
	}
	return v->offset < 0 ? -1 : 0;
}

/* Elements from the aligned pointer up to and including the last one. */
static void compute_span(RunVal *v)
{
	int64_t span = v->offset + 1;
	v->count = 1;
	for (int i = 0; i < v->rank; i++) {
		v->count *= (size_t)v->shape[i];
		span += (v->shape[i] - 1) * v->strides[i];
	}
	v->span = v->count ? span : v->offset + 1;
}

int run_val_type(Ctx *c, Type *t, RunVal *v, const char *what, int idx, char *err, size_t n)
{
	char tn[256];
	memset(v, 0, sizeof *v);
	v->type = t;
	v->count = 1;
	run_type_text(c, t, tn, sizeof tn);
	if (t->kind == TY_MEMREF) {
		v->is_memref = 1;
		v->elem = t->elem;
		if (t->n > NPY_MAX_RANK)
			return run_fail(err, n, "%s %d: %s: rank above %d is not supported", what, idx, tn, NPY_MAX_RANK);
		v->rank = (int)t->n;
		for (int i = 0; i < v->rank; i++)
			v->shape[i] = t->dims[i];
		if (layout_of(v))
			return run_fail(err, n, "%s %d: %s: only strided layouts with non-negative strides are supported",
			            what, idx, tn);
	} else {
		v->elem = t;
	}
	if (scalar_info(v->elem, &v->npy, &v->esz))
		return run_fail(err, n, "%s %d: type %s is not supported by tsrewrite run", what, idx, tn);
	return 0;
}

/* ------------------------------------------------------------ --arg */

int run_parse_args(const char *const *args, int nargs, RunVal *vals, int nvals,
                   const char *fn, char *err, size_t n)
{
	for (int i = 0; i < nargs; i++) {
		const char *a = args[i], *eq = strchr(a, '=');
		char *end;
		errno = 0;
		long k = strtol(a, &end, 10);
		if (!eq || end != eq || end == a || errno || k < 0 || !eq[1])
			return run_fail(err, n, "bad --arg '%s' (want N=FILE.npy or N=VALUE)", a);
		if (k >= nvals)
			return run_fail(err, n, "--arg %ld: @%s has %d argument%s", k, fn, nvals, nvals == 1 ? "" : "s");
		RunVal *v = &vals[k];
		size_t len = strlen(eq + 1);
		int is_file = len > 4 && !strcmp(eq + 1 + len - 4, ".npy");
		if (v->is_memref && !is_file)
			return run_fail(err, n, "argument %ld is a memref: give --arg %ld=FILE.npy, not '%s'", k, k, eq + 1);
		if (!v->is_memref && is_file)
			return run_fail(err, n, "argument %ld is a scalar: give --arg %ld=VALUE, not a .npy file", k, k);
		v->file = is_file ? eq + 1 : NULL;
		v->literal = is_file ? NULL : eq + 1;
	}
	return 0;
}

/* ------------------------------------------------------------ values */

/* splitmix64: one 64-bit state per argument, seeded from (seed, idx) only,
 * so two kernels with the same signature get the same inputs. */
static uint64_t fmix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static uint64_t mix(uint64_t *s)
{
	return fmix(*s += 0x9e3779b97f4a7c15ull);
}

/* The start state of argument idx: hashed, so that the streams of
 * neighbouring arguments are not shifted copies of each other. */
static uint64_t stream_of(uint64_t seed, int idx)
{
	return fmix(fmix(seed + 0x243f6a8885a308d3ull) ^ ((uint64_t)idx + 1) * 0xd1b54a32d192ed03ull);
}

/* f16 bits of k/8 for an integer |k| <= 16 (exact: few mantissa bits). */
static uint64_t f16_eighths(int k)
{
	if (!k)
		return 0;
	uint64_t sign = k < 0 ? 0x8000 : 0;
	unsigned m = (unsigned)(k < 0 ? -k : k), e = 0;
	while (m >> (e + 1))
		e++;                               /* m = 1.f * 2^e */
	uint64_t frac = ((uint64_t)m << (10 - e)) & 0x3ff;
	return sign | (uint64_t)(15 + (int)e - 3) << 10 | frac;
}

/* One random element of type t (docs/run.md, "Random data"): floats k/8
 * for k in [-16, 16) (exact sums and products for the sizes of kernels),
 * i1 0/1, unsigned 1..8, index 0..7, other integers -8..8 without 0 (no
 * division by zero), truncated to narrow widths. */
static uint64_t random_value(Type *t, uint64_t r)
{
	if (t->kind == TY_FLOAT) {
		int k = (int)(r % 32) - 16;
		float f = (float)k / 8;
		double d = (double)k / 8;
		uint32_t u32;
		uint64_t u64;
		switch (t->fkind) {
		case FK_F16: return f16_eighths(k);
		case FK_F64: memcpy(&u64, &d, 8); return u64;
		default:
			memcpy(&u32, &f, 4);
			return t->fkind == FK_BF16 ? u32 >> 16 : u32;
		}
	}
	if (t->kind == TY_INDEX)
		return r % 8;
	if (t->width == 1)
		return r & 1;
	if (t->sign == UNSIGNED)
		return 1 + r % 8;
	int64_t v = (int64_t)(r % 16) - 8;
	v += v >= 0;
	if (t->width < 64)
		return (uint64_t)v & ((1ull << t->width) - 1);
	return (uint64_t)v;
}

static void put_elem(void *buf, int esz, int64_t i, uint64_t bits)
{
	memcpy((char *)buf + i * esz, &bits, (size_t)esz);   /* little-endian */
}

int64_t run_elem_pos(const RunVal *v, size_t i)
{
	int64_t pos = v->offset;
	for (int d = v->rank - 1; d >= 0; d--) {
		pos += (int64_t)(i % (size_t)v->shape[d]) * v->strides[d];
		i /= (size_t)v->shape[d];
	}
	return pos;
}

static int alloc_buf(Arena *a, RunVal *v, char *err, size_t n)
{
	size_t bytes = (size_t)v->span * (size_t)v->esz;
	if (v->span <= 0 || bytes / (size_t)v->esz != (size_t)v->span || bytes > (1ull << 40))
		return run_fail(err, n, "memref too large");
	char *p = arena_alloc(a, bytes + 64);
	v->buf = (void *)(((uintptr_t)p + 63) & ~(uintptr_t)63);
	return 0;
}

/* Checks a .npy against the signature and takes its dynamic sizes. */
static int check_npy(Ctx *c, RunVal *v, int idx, const Npy *npy, char *err, size_t n)
{
	int ok = npy->type == v->npy && npy->rank == v->rank;
	for (int i = 0; ok && i < v->rank; i++)
		ok = v->shape[i] == DYN || v->shape[i] == npy->shape[i];
	if (ok) {
		for (int i = 0; i < v->rank; i++)
			v->shape[i] = npy->shape[i];
		return 0;
	}
	char tn[256], want[160], got[160];
	run_type_text(c, v->type, tn, sizeof tn);
	run_shape_text(v->shape, v->rank, want, sizeof want);
	run_shape_text(npy->shape, npy->rank, got, sizeof got);
	return run_fail(err, n, "argument %d: expected %s (%s, shape %s), file %s has %s %s", idx, tn,
	            npy_type_name(v->npy), want, v->file, npy_type_name(npy->type), got);
}

static int load_memref(Ctx *c, Arena *a, RunVal *v, int idx, uint64_t seed, char *err, size_t n)
{
	Npy npy;
	if (v->file) {
		char why[512];
		if (npy_read(a, v->file, &npy, why, sizeof why))
			return run_fail(err, n, "argument %d: %s", idx, why);
		if (check_npy(c, v, idx, &npy, err, n))
			return -1;
	} else {
		for (int i = 0; i < v->rank; i++)
			if (v->shape[i] == DYN)
				return run_fail(err, n, "argument %d has a dynamic shape: give --arg %d=FILE.npy", idx, idx);
	}
	/* dynamic strides follow the actual sizes */
	if (layout_of(v))
		return run_fail(err, n, "argument %d: bad layout", idx);
	compute_span(v);
	if (alloc_buf(a, v, err, n))
		return -1;
	uint64_t s = stream_of(seed, idx);
	for (size_t i = 0; i < v->count; i++) {
		uint64_t bits = 0;
		if (v->file)
			memcpy(&bits, (char *)npy.data + i * (size_t)v->esz, (size_t)v->esz);
		else
			bits = random_value(v->elem, mix(&s));
		put_elem(v->buf, v->esz, run_elem_pos(v, i), bits);
	}
	return 0;
}

/* An integer literal that fits the type (as signed or unsigned). */
static int int_literal(RunVal *v, int idx, char *err, size_t n)
{
	const char *s = v->literal;
	char *end;
	unsigned w = v->elem->kind == TY_INDEX ? 64 : v->elem->width;
	if (w == 1 && (!strcmp(s, "true") || !strcmp(s, "false"))) {
		v->bits = s[0] == 't';
		return 0;
	}
	errno = 0;
	long long x = strtoll(s, &end, 0);
	if (errno == ERANGE && *s != '-') {
		errno = 0;
		x = (long long)strtoull(s, &end, 0);
	}
	if (end == s || *end || errno)
		return run_fail(err, n, "argument %d: '%s' is not an integer", idx, s);
	if (w < 64) {
		long long lo = -(1ll << (w - 1)), hi = (long long)((1ull << w) - 1);
		if (w == 1)
			lo = 0;
		if (x < lo || x > hi)
			return run_fail(err, n, "argument %d: %s does not fit in i%u", idx, s, w);
		v->bits = (uint64_t)x & ((1ull << w) - 1);
	} else {
		v->bits = (uint64_t)x;
	}
	return 0;
}

static int float_literal(RunVal *v, int idx, char *err, size_t n)
{
	FloatKind k = (FloatKind)v->elem->fkind;
	uint64_t bits = 0;
	const char *s = v->literal;
	if (apf_from_literal(k, s, strlen(s), &bits))
		return run_fail(err, n, "argument %d: '%s' is not a float literal", idx, s);
	v->bits = bits;
	return 0;
}

int run_load_arg(Ctx *c, Arena *a, RunVal *v, int idx, uint64_t seed, char *err, size_t n)
{
	if (v->is_memref)
		return load_memref(c, a, v, idx, seed, err, n);
	if (v->literal)
		return v->elem->kind == TY_FLOAT ? float_literal(v, idx, err, n) : int_literal(v, idx, err, n);
	uint64_t s = stream_of(seed, idx);
	v->bits = random_value(v->elem, mix(&s));
	return 0;
}
