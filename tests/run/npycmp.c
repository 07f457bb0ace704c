/* npycmp — compare two .npy files for tests/run/corpus.sh.
 *
 *   npycmp [-u N] A.npy B.npy
 *
 * Same dtype and shape, and the same bytes; with -u N, float elements may
 * differ by up to N units in the last place (libm calls), and NaNs match
 * NaNs.  Exit status 0 equal, 1 different (the first difference on stdout),
 * 2 unreadable. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npy.h"

/* Distance in ulps between two floats of `bytes` bytes (bits as integers
 * on a monotonic scale); -1 if exactly one is NaN. */
static long long ulps(const unsigned char *a, const unsigned char *b, int bytes, NpyType t)
{
	uint64_t x = 0, y = 0, sign = 1ull << (bytes * 8 - 1);
	memcpy(&x, a, (size_t)bytes);
	memcpy(&y, b, (size_t)bytes);
	int exp_bits = t == NPY_F16 ? 5 : t == NPY_F32 ? 8 : 11;
	uint64_t exp_mask = ((1ull << exp_bits) - 1) << (bytes * 8 - 1 - exp_bits);
	uint64_t mant_mask = (1ull << (bytes * 8 - 1 - exp_bits)) - 1;
	int nan_x = (x & exp_mask) == exp_mask && (x & mant_mask);
	int nan_y = (y & exp_mask) == exp_mask && (y & mant_mask);
	if (nan_x || nan_y)
		return nan_x && nan_y ? 0 : -1;
	/* sign-magnitude to a monotonic signed scale */
	long long sx = x & sign ? -(long long)(x & ~sign) : (long long)x;
	long long sy = y & sign ? -(long long)(y & ~sign) : (long long)y;
	return sx > sy ? sx - sy : sy - sx;
}

int main(int argc, char **argv)
{
	long long tol = 0;
	int i = 1;
	if (argc > 2 && !strcmp(argv[1], "-u")) {
		tol = atoll(argv[2]);
		i = 3;
	}
	if (argc - i != 2) {
		fprintf(stderr, "usage: npycmp [-u N] A.npy B.npy\n");
		return 2;
	}
	Arena arena = { 0 };
	Npy a, b;
	char err[512];
	if (npy_read(&arena, argv[i], &a, err, sizeof err) || npy_read(&arena, argv[i + 1], &b, err, sizeof err)) {
		printf("%s\n", err);
		arena_free(&arena);
		return 2;
	}
	int rc = 0;
	if (a.type != b.type || a.rank != b.rank || memcmp(a.shape, b.shape, (size_t)a.rank * sizeof *a.shape)) {
		printf("dtype or shape differ: %s rank %d vs %s rank %d\n", npy_type_name(a.type), a.rank,
		       npy_type_name(b.type), b.rank);
		rc = 1;
	}
	size_t esz = npy_type_size(a.type);
	int is_float = a.type == NPY_F16 || a.type == NPY_F32 || a.type == NPY_F64;
	for (size_t e = 0; !rc && e < a.count; e++) {
		const unsigned char *pa = (unsigned char *)a.data + e * esz, *pb = (unsigned char *)b.data + e * esz;
		if (!memcmp(pa, pb, esz))
			continue;
		long long d = is_float ? ulps(pa, pb, (int)esz, a.type) : -1;
		if (d >= 0 && d <= tol)
			continue;
		uint64_t x = 0, y = 0;
		memcpy(&x, pa, esz);
		memcpy(&y, pb, esz);
		printf("element %zu differs: %0*llx vs %0*llx (%lld ulp, allowed %lld)\n", e, (int)esz * 2,
		       (unsigned long long)x, (int)esz * 2, (unsigned long long)y, d, tol);
		rc = 1;
	}
	arena_free(&arena);
	return rc;
}
