/* out.c — what `tsrewrite run` reports: results read back from memory,
 * .npy outputs (logical elements in C order, whatever the strides) and the
 * --print summaries. */
#include "run.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>

/* A memref result is MLIR's descriptor {alloc, aligned, offset, sizes[r],
 * strides[r]}: five 8-byte fields (pointers are 64-bit on the host). */
void run_read_result(RunVal *v, const unsigned char *p)
{
	if (!v->is_memref) {
		v->bits = 0;
		memcpy(&v->bits, p, (size_t)v->esz);
		/* LLVM leaves the bits above an odd width unspecified */
		if (v->elem->kind == TY_INT && v->elem->width < 64)
			v->bits &= (1ull << v->elem->width) - 1;
		return;
	}
	int64_t f[3 + 2 * NPY_MAX_RANK];
	memcpy(f, p, (size_t)(3 + 2 * v->rank) * 8);
	v->buf = (void *)(uintptr_t)f[1];
	v->offset = f[2];
	v->count = 1;
	for (int i = 0; i < v->rank; i++) {
		v->shape[i] = f[3 + i];
		v->strides[i] = f[3 + v->rank + i];
		v->count *= v->shape[i] > 0 ? (size_t)v->shape[i] : 0;
	}
}

/* The logical elements, contiguous (the scalar's bits for a scalar). */
static const void *contiguous(Arena *a, const RunVal *v)
{
	if (!v->is_memref)
		return &v->bits;
	char *out = arena_alloc(a, v->count * (size_t)v->esz + 1);
	for (size_t i = 0; i < v->count; i++)
		memcpy(out + i * (size_t)v->esz, (char *)v->buf + run_elem_pos(v, i) * v->esz, (size_t)v->esz);
	return out;
}

int run_mkdir(const char *dir, char *err, size_t n)
{
	char path[4096];
	if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path)
		return run_fail(err, n, "output directory name too long");
	for (char *p = path + 1;; p++) {
		if (*p != '/' && *p)
			continue;
		char c = *p;
		*p = 0;
		if (mkdir(path, 0777) && errno != EEXIST)
			return run_fail(err, n, "cannot create %s: %s", path, strerror(errno));
		*p = c;
		if (!c)
			break;
	}
	struct stat st;
	if (stat(dir, &st) || !S_ISDIR(st.st_mode))
		return run_fail(err, n, "%s is not a directory", dir);
	return 0;
}

int run_write_npy(Arena *a, const RunVal *v, const char *dir, const char *name, char *err, size_t n)
{
	char path[4096];
	if (snprintf(path, sizeof path, "%s/%s.npy", dir, name) >= (int)sizeof path)
		return run_fail(err, n, "output path too long");
	return npy_write(path, v->npy, v->rank, v->shape, contiguous(a, v), err, n);
}

/* ------------------------------------------------------------ values */

static double half_value(uint64_t h)
{
	int e = (int)(h >> 10 & 0x1f);
	double m = (double)(h & 0x3ff), s = h & 0x8000 ? -1 : 1;
	if (e == 31)
		return m ? NAN : s * INFINITY;
	return e ? s * ldexp(1024 + m, e - 25) : s * ldexp(m, -24);
}

static double value_of(const RunVal *v, uint64_t bits)
{
	int w = v->esz * 8;
	if (v->elem->kind == TY_FLOAT) {
		float f;
		double d;
		uint32_t u = v->elem->fkind == FK_BF16 ? (uint32_t)bits << 16 : (uint32_t)bits;
		switch (v->elem->fkind) {
		case FK_F16: return half_value(bits);
		case FK_F64: memcpy(&d, &bits, 8); return d;
		default: memcpy(&f, &u, 4); return f;
		}
	}
	if (v->npy == NPY_BOOL || v->npy >= NPY_U8 || w == 64)
		return v->npy == NPY_I64 ? (double)(int64_t)bits : (double)bits;
	uint64_t sign = 1ull << (w - 1);
	return (double)(int64_t)((bits ^ sign) - sign);   /* sign-extend */
}

/* A value as text: integers exactly, floats with enough digits to tell
 * the stored value apart. */
static void value_text(const RunVal *v, uint64_t bits, char *out, size_t n)
{
	if (v->elem->kind == TY_FLOAT)
		snprintf(out, n, "%.*g", v->esz == 8 ? 17 : v->esz == 4 ? 9 : 5, value_of(v, bits));
	else if (v->npy == NPY_U64)
		snprintf(out, n, "%" PRIu64, bits);
	else if (v->npy == NPY_I64)
		snprintf(out, n, "%" PRId64, (int64_t)bits);
	else
		snprintf(out, n, "%.0f", value_of(v, bits));
}

void run_summary(Ctx *c, Arena *a, const RunVal *v, const char *name, FILE *f)
{
	char tn[256], sh[256], tx[64];
	run_type_text(c, v->type, tn, sizeof tn);
	if (!v->is_memref) {
		value_text(v, v->bits, tx, sizeof tx);
		fprintf(f, "%s: %s = %s\n", name, tn, tx);
		return;
	}
	const unsigned char *p = contiguous(a, v);
	uint64_t h = 0xcbf29ce484222325ull;   /* FNV-1a over the bytes */
	double sum = 0;
	for (size_t i = 0; i < v->count * (size_t)v->esz; i++)
		h = (h ^ p[i]) * 0x100000001b3ull;
	for (size_t i = 0; i < v->count; i++) {
		uint64_t b = 0;
		memcpy(&b, p + i * (size_t)v->esz, (size_t)v->esz);
		sum += value_of(v, b);
	}
	run_shape_text(v->shape, v->rank, sh, sizeof sh);
	fprintf(f, "%s: %s %s %s sum=%.10g fnv1a=%016" PRIx64 " first=[", name, tn, npy_type_name(v->npy), sh,
	        sum, h);
	for (size_t i = 0; i < v->count && i < 6; i++) {
		uint64_t b = 0;
		memcpy(&b, p + i * (size_t)v->esz, (size_t)v->esz);
		value_text(v, b, tx, sizeof tx);
		fprintf(f, "%s%s", i ? ", " : "", tx);
	}
	fprintf(f, "%s]\n", v->count > 6 ? ", ..." : "");
}
