/* crt.c — the runtime functions MLIR's standard lowering calls that the C
 * library does not have: memrefCopy (memref.copy of non-contiguous
 * memrefs) and vector.print's printF32 & co. (the names of MLIR's
 * CRunnerUtils) and the float -> bfloat conversions of compiler-rt.  Written here from their documented behaviour; the JIT
 * defines them all: the bfloat conversions are called by code generation,
 * not declared in the IR. */
#include "run.h"

#include <inttypes.h>
#include <math.h>
#include <string.h>

/* An unranked memref: {rank, pointer to the ranked descriptor
 * {alloc, aligned, offset, sizes[rank], strides[rank]}}. */
typedef struct UnrankedMemref {
	int64_t rank;
	int64_t *desc;
} UnrankedMemref;

static void crt_memref_copy(int64_t esz, UnrankedMemref *src, UnrankedMemref *dst)
{
	int64_t r = src->rank, *sd = src->desc, *dd = dst->desc, idx[64] = { 0 }, n = 1;
	char *sp = (char *)(intptr_t)sd[1], *dp = (char *)(intptr_t)dd[1];
	if (r > 64)
		return;
	for (int64_t i = 0; i < r; i++)
		n *= sd[3 + i];
	for (int64_t e = 0; e < n; e++) {
		int64_t so = sd[2], doff = dd[2];
		for (int64_t i = 0; i < r; i++) {
			so += idx[i] * sd[3 + r + i];
			doff += idx[i] * dd[3 + r + i];
		}
		memcpy(dp + doff * esz, sp + so * esz, (size_t)esz);
		for (int64_t i = r - 1; i >= 0; i--) {   /* next index, row-major */
			if (++idx[i] < sd[3 + i])
				break;
			idx[i] = 0;
		}
	}
}

static void crt_print_i64(int64_t v) { printf("%" PRId64, v); }
static void crt_print_u64(uint64_t v) { printf("%" PRIu64, v); }
static void crt_print_f32(float v) { printf("%g", v); }
static void crt_print_f64(double v) { printf("%g", v); }
static void crt_print_f16(uint16_t v) { printf("f16:0x%04x", v); }
static void crt_print_bf16(uint16_t v) { float f; uint32_t u = (uint32_t)v << 16; memcpy(&f, &u, 4); printf("%g", f); }
static void crt_print_open(void) { fputs("( ", stdout); }
static void crt_print_close(void) { fputs(" )", stdout); }
static void crt_print_comma(void) { fputs(", ", stdout); }
static void crt_print_newline(void) { fputc('\n', stdout); }
static void crt_print_string(const char *s) { fputs(s, stdout); }

/* float -> bfloat, round to nearest even; a NaN stays a (quiet) NaN.
 * compiler-rt has these; the C library may not.  The result travels in
 * the low 16 bits of xmm0, as a float's bits do. */
static float bf16_result(uint32_t u)
{
	uint32_t r;
	if ((u & 0x7fffffff) > 0x7f800000)
		r = (u >> 16) | 0x40;
	else
		r = (u + 0x7fff + (u >> 16 & 1)) >> 16;
	float f;
	memcpy(&f, &r, 4);
	return f;
}

static float crt_truncsfbf2(float x)
{
	uint32_t u;
	memcpy(&u, &x, 4);
	return bf16_result(u);
}

/* double -> bfloat in one rounding: the double is first narrowed to a
 * float rounding to odd (truncated, lowest bit set when inexact), so the
 * second rounding sees the discarded bits. */
static float crt_truncdfbf2(double x)
{
	float f = (float)x;
	double back = (double)f;
	uint32_t u;
	memcpy(&u, &f, 4);
	if (back != x && x == x) {
		if (fabs(back) > fabs(x))
			u--;        /* truncate toward zero (sign-magnitude bits) */
		u |= 1;
	}
	return bf16_result(u);
}

void *run_crt_get(unsigned i, const char **name)
{
	static const struct { const char *name; void (*fn)(void); } fns[] = {
		{ "memrefCopy", (void (*)(void))crt_memref_copy },
		{ "printI64", (void (*)(void))crt_print_i64 },
		{ "printU64", (void (*)(void))crt_print_u64 },
		{ "printF32", (void (*)(void))crt_print_f32 },
		{ "printF64", (void (*)(void))crt_print_f64 },
		{ "printF16", (void (*)(void))crt_print_f16 },
		{ "printBF16", (void (*)(void))crt_print_bf16 },
		{ "printOpen", (void (*)(void))crt_print_open },
		{ "printClose", (void (*)(void))crt_print_close },
		{ "printComma", (void (*)(void))crt_print_comma },
		{ "printNewline", (void (*)(void))crt_print_newline },
		{ "printString", (void (*)(void))crt_print_string },
		{ "__truncsfbf2", (void (*)(void))crt_truncsfbf2 },
		{ "__truncdfbf2", (void (*)(void))crt_truncdfbf2 },
	};
	if (i >= sizeof fns / sizeof *fns)
		return NULL;
	*name = fns[i].name;
	return (void *)(uintptr_t)fns[i].fn;
}
