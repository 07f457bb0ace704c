/* symbols.c — every external function a JIT-compiled kernel may call, by
 * name, from a table built into the binary.  The JIT resolves undefined
 * symbols here (jit.c's definition generator) and nowhere else: a static
 * tsrewrite has no dynamic symbol table to search, and one table in both
 * builds means `tsrewrite run` behaves the same whichever it is.
 *
 * Who calls what:
 *   - the backend's libm calls (lower_math.c: acosf, tanh, atan2f, ...),
 *     f32 and f64;
 *   - LLVM's code generation on x86-64, for intrinsics and instructions
 *     with no instruction of their own: llvm.exp/log/pow/sin/... and frem
 *     become expf, fmodf, ...; sin and cos of one value become sincosf;
 *     llvm.powi becomes __powisf2/__powidf2; half conversions without
 *     F16C __extendhfsf2/__truncsfhf2; i128 division and float<->i128
 *     conversions __divti3, __fixsfti, ...; rounding without SSE4.1 floorf,
 *     roundevenf, ...; memcpy/memset/memmove for the memory intrinsics;
 *   - memref.alloc/dealloc and lane frames (malloc, calloc, free; MLIR's
 *     own lowering, run with --ll, may use aligned_alloc), cf.assert
 *     (puts, abort);
 *   - crt.c's functions (memrefCopy, printF32 & co., the bfloat
 *     conversions).
 * The host model's entry points (__ts_gemmini_insn, __ts_vcix_insn,
 * __ts_tog_marker) and its scratchpad globals are not here: they belong
 * to one run's models and are defined by run.c for that run
 * (run/hostmodel.c).
 *
 * A name not in the table stays undefined and the JIT reports it
 * ("JIT: Symbols not found: [ name ]"). */
#define _GNU_SOURCE   /* roundeven, exp10, sincos */
#include "run.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The run-time helpers of GCC's libgcc (compiler-rt has the same names).
 * Only their addresses are taken here: the kernels call them with their
 * real types (half in xmm0, __int128 in a register pair, ...), so the
 * declarations need not spell those out. */
#define LIBGCC(X) \
	X(__powisf2) X(__powidf2) \
	X(__extendhfsf2) X(__extendhfdf2) X(__truncsfhf2) X(__truncdfhf2) \
	X(__divti3) X(__udivti3) X(__modti3) X(__umodti3) \
	X(__fixsfti) X(__fixdfti) X(__fixunssfti) X(__fixunsdfti) \
	X(__floattisf) X(__floattidf) X(__floatuntisf) X(__floatuntidf) \
	X(__fixhfti) X(__fixunshfti) X(__floattihf) X(__floatuntihf)

#define X(name) void name(void);
LIBGCC(X)
#undef X

/* libm functions with a float (NAMEf) and a double (NAME) version. */
#define LIBM(X) \
	X(acos) X(acosh) X(asin) X(asinh) X(atan) X(atan2) X(atanh) X(cbrt) X(ceil) \
	X(copysign) X(cos) X(cosh) X(erf) X(erfc) X(exp) X(exp10) X(exp2) X(expm1) \
	X(fabs) X(floor) X(fma) X(fmax) X(fmin) X(fmod) X(frexp) X(hypot) X(ldexp) \
	X(log) X(log10) X(log1p) X(log2) X(lrint) X(llrint) X(lround) X(llround) \
	X(nearbyint) X(pow) X(remainder) X(rint) X(round) X(roundeven) X(sin) \
	X(sincos) X(sinh) X(sqrt) X(tan) X(tanh) X(trunc)

typedef void (*Fn)(void);

typedef struct RunSym {
	const char *name;
	Fn fn;
} RunSym;

#define LIBM_F(name) { #name "f", (Fn)name##f }, { #name, (Fn)name },
#define ONE(name) { #name, (Fn)name },
static const RunSym table[] = {
	LIBM(LIBM_F)
	LIBGCC(ONE)
	ONE(memcpy) ONE(memmove) ONE(memset) ONE(memcmp) ONE(bcmp)
	ONE(malloc) ONE(calloc) ONE(realloc) ONE(free) ONE(aligned_alloc) ONE(posix_memalign)
	ONE(abort) ONE(puts) ONE(putchar) ONE(printf) ONE(abs) ONE(labs) ONE(llabs)
};
#undef ONE
#undef LIBM_F

void *run_symbol(const char *name)
{
	const char *crt;
	void *p;
	/* crt.c's first: they stand in for functions the C library lacks */
	for (unsigned i = 0; (p = run_crt_get(i, &crt)) != NULL; i++)
		if (!strcmp(crt, name))
			return p;
	for (size_t i = 0; i < sizeof table / sizeof *table; i++)
		if (!strcmp(table[i].name, name))
			return (void *)(uintptr_t)table[i].fn;
	return NULL;
}

const char *run_symbol_name(unsigned i)
{
	const char *crt;
	unsigned n = 0;
	while (run_crt_get(n, &crt))
		n++;
	if (i < n) {
		run_crt_get(i, &crt);
		return crt;
	}
	return i - n < sizeof table / sizeof *table ? table[i - n].name : NULL;
}
