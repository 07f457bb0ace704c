/* npytool — drive run/npy.c from the shell, for tests/run/npy_numpy.sh.
 *
 *   npytool copy IN OUT               npy_read IN, npy_write OUT
 *   npytool info IN                   "dtype=float32 shape=(2, 3) count=6 fnv=HEX"
 *   npytool write DTYPE [DIM...] OUT  write the pattern below
 *
 * fnv is 64-bit FNV-1a over the data bytes.  DTYPE is a NumPy name
 * (bool, int8..int64, uint8..uint64, float16, float32, float64) or
 * bfloat16, written as '<u2'.  The pattern of flat element i:
 *   bool      i % 3 == 0
 *   integers  (i * 2654435761 + 12345) mod 2**bits, as two's complement
 *   floats    (i % 61 - 30) / 4, exact in every float type
 *   bfloat16  the upper 16 bits of that value as a float32
 * Errors go to stderr; exit status 1. */
#include "npy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int die(const char *msg)
{
	fprintf(stderr, "npytool: %s\n", msg);
	return 1;
}

static int usage(void)
{
	return die("usage: npytool copy IN OUT | info IN | write DTYPE [DIM...] OUT");
}

static int copy(const char *in, const char *out)
{
	Arena a = { 0 };
	Npy t;
	char err[512];
	int rc = npy_read(&a, in, &t, err, sizeof err) || npy_write(out, t.type, t.rank, t.shape, t.data, err, sizeof err);
	arena_free(&a);
	return rc ? die(err) : 0;
}

static int info(const char *in)
{
	Arena a = { 0 };
	Npy t;
	char err[512];
	if (npy_read(&a, in, &t, err, sizeof err)) {
		arena_free(&a);
		return die(err);
	}
	uint64_t h = 0xcbf29ce484222325u;
	const unsigned char *p = t.data;
	for (size_t i = 0; i < t.count * npy_type_size(t.type); i++)
		h = (h ^ p[i]) * 0x100000001b3u;
	printf("dtype=%s shape=(", npy_type_name(t.type));
	for (int i = 0; i < t.rank; i++)
		printf("%s%lld", i ? ", " : "", (long long)t.shape[i]);
	printf("%s) count=%zu fnv=%016llx\n", t.rank == 1 ? "," : "", t.count, (unsigned long long)h);
	arena_free(&a);
	return 0;
}

/* float -> IEEE half, for the values of the pattern only (exact, normal). */
static uint16_t half_bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	if (!(u & 0x7fffffff))
		return (uint16_t)(u >> 16);
	uint32_t sign = u >> 31, exp = (u >> 23 & 0xff) - 127 + 15, man = u & 0x7fffff;
	return (uint16_t)(sign << 15 | exp << 10 | man >> 13);
}

static void put_elem(unsigned char *p, NpyType t, int bf16, size_t i)
{
	size_t es = npy_type_size(t);
	float f = (float)((int)(i % 61) - 30) / 4;
	uint64_t v = (uint64_t)i * 2654435761u + 12345;
	if (t == NPY_BOOL) {
		*p = i % 3 == 0;
	} else if (bf16) {
		uint32_t u;
		memcpy(&u, &f, 4);
		uint16_t b = (uint16_t)(u >> 16);
		memcpy(p, &b, 2);
	} else if (t == NPY_F16) {
		uint16_t b = half_bits(f);
		memcpy(p, &b, 2);
	} else if (t == NPY_F32) {
		memcpy(p, &f, 4);
	} else if (t == NPY_F64) {
		double d = f;
		memcpy(p, &d, 8);
	} else {
		memcpy(p, &v, es);   /* little-endian: the low bytes, i.e. mod 2**bits */
	}
}

static int write_pattern(int argc, char **argv)
{
	const char *name = argv[2], *out = argv[argc - 1];
	int bf16 = !strcmp(name, "bfloat16"), rank = argc - 4;
	NpyType t = NPY_NTYPES;
	for (int i = 0; i < NPY_NTYPES; i++)
		if (!strcmp(name, npy_type_name(i)))
			t = i;
	if (bf16)
		t = NPY_U16;
	if (t == NPY_NTYPES)
		return die("unknown dtype");
	if (rank > NPY_MAX_RANK)
		return die("too many dimensions");
	int64_t shape[NPY_MAX_RANK];
	size_t count = 1;
	for (int i = 0; i < rank; i++) {
		char *end;
		long long d = strtoll(argv[3 + i], &end, 10);
		if (*end || d < 0 || d > 1 << 20)
			return die("bad dimension");
		shape[i] = d;
		count *= (size_t)d;
	}
	if (count > 1 << 24)
		return die("too many elements");
	size_t es = npy_type_size(t);
	unsigned char *data = malloc(count * es + 1);
	if (!data)
		return die("out of memory");
	for (size_t i = 0; i < count; i++)
		put_elem(data + i * es, t, bf16, i);
	char err[512];
	int rc = npy_write(out, t, rank, shape, data, err, sizeof err);
	free(data);
	return rc ? die(err) : 0;
}

int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[1], "copy"))
		return copy(argv[2], argv[3]);
	if (argc == 3 && !strcmp(argv[1], "info"))
		return info(argv[2]);
	if (argc >= 4 && !strcmp(argv[1], "write"))
		return write_pattern(argc, argv);
	return usage();
}
