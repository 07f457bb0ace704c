/* test_npy.c — .npy reader/writer: round trips, exact header bytes,
 * header variants NumPy may write, and one test per class of bad file. */
#include "unit.h"
#include "npy.h"
#include "tsrewrite.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[64];
static Arena arena;

static void rm_tree(const char *d)
{
	DIR *dp = opendir(d);
	if (!dp)
		return;
	struct dirent *e;
	char p[512];
	while ((e = readdir(dp))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		snprintf(p, sizeof p, "%s/%s", d, e->d_name);
		if (rmdir(p))
			unlink(p);
	}
	closedir(dp);
	rmdir(d);
}

static void setup(void)
{
	const char *t = getenv("TMPDIR");
	snprintf(dir, sizeof dir, "%s/npytest.XXXXXX", t && strlen(t) < 40 ? t : "/tmp");
	ck_assert_ptr_nonnull(mkdtemp(dir));
	memset(&arena, 0, sizeof arena);
}

static void teardown(void)
{
	arena_free(&arena);
	rm_tree(dir);
}

/* A path in the test directory (static buffer: one at a time). */
static const char *tpath(const char *name)
{
	static char p[256];
	snprintf(p, sizeof p, "%s/%s", dir, name);
	return p;
}

static void put_file(const char *path, const void *p, size_t n)
{
	FILE *f = fopen(path, "wb");
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fwrite(p, 1, n, f), n);
	ck_assert_int_eq(fclose(f), 0);
}

/* The whole file, malloc'ed; *n its size. */
static unsigned char *get_file(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	ck_assert_ptr_nonnull(f);
	unsigned char *b = malloc(1 << 16);
	*n = fread(b, 1, 1 << 16, f);
	fclose(f);
	return b;
}

/* A .npy of the given version with header text hdr (no padding added) and
 * n data bytes (a counting pattern). */
static void mk_npy(const char *path, int major, const char *hdr, size_t n)
{
	unsigned char b[4096];
	size_t hl = strlen(hdr), o = 0;
	memcpy(b, "\x93NUMPY", 6);
	b[6] = (unsigned char)major, b[7] = 0;
	b[8] = hl & 0xff, b[9] = hl >> 8 & 0xff;
	o = 10;
	if (major > 1) {
		b[10] = hl >> 16 & 0xff, b[11] = hl >> 24 & 0xff;
		o = 12;
	}
	memcpy(b + o, hdr, hl);
	o += hl;
	ck_assert_uint_le(o + n, sizeof b);
	for (size_t i = 0; i < n; i++)
		b[o++] = (unsigned char)i;
	put_file(path, b, o);
}

/* ------------------------------------------------------------ round trips */

static const int64_t shapes[5][4] = { { 0 }, { 5 }, { 2, 3 }, { 2, 1, 3 }, { 3, 2, 1, 2 } };

START_TEST(round_trip_all)
{
	char err[512];
	for (int t = 0; t < NPY_NTYPES; t++) {
		for (int rank = 0; rank <= 4; rank++) {
			size_t es = npy_type_size(t), count = 1;
			for (int i = 0; i < rank; i++)
				count *= (size_t)shapes[rank][i];
			unsigned char data[64 * 8];
			for (size_t i = 0; i < count * es; i++)
				data[i] = (unsigned char)(i * 37 + t * 11 + 1);
			if (t == NPY_BOOL)
				for (size_t i = 0; i < count; i++)
					data[i] = i % 3 == 0;
			const char *p = tpath("rt.npy");
			ck_assert_msg(npy_write(p, t, rank, shapes[rank], data, err, sizeof err) == 0, "%s", err);

			Npy a;
			ck_assert_msg(npy_read(&arena, p, &a, err, sizeof err) == 0, "%s", err);
			ck_assert_int_eq(a.type, t);
			ck_assert_int_eq(a.rank, rank);
			ck_assert_uint_eq(a.count, count);
			for (int i = 0; i < rank; i++)
				ck_assert_int_eq(a.shape[i], shapes[rank][i]);
			ck_assert_mem_eq(a.data, data, count * es);

			/* Header fields as the format spec asks. */
			size_t n;
			unsigned char *f = get_file(p, &n);
			size_t hl = f[8] | (size_t)f[9] << 8;
			ck_assert_mem_eq(f, "\x93NUMPY\x01\x00", 8);
			ck_assert_uint_eq((10 + hl) % 64, 0);
			ck_assert_uint_eq(n, 10 + hl + count * es);
			ck_assert_int_eq(f[10 + hl - 1], '\n');
			char want[128];
			snprintf(want, sizeof want, "{'descr': '%s', 'fortran_order': False, 'shape': (", npy_type_descr(t));
			ck_assert_mem_eq(f + 10, want, strlen(want));
			free(f);
		}
	}
}
END_TEST

START_TEST(round_trip_max_rank)
{
	char err[512];
	int64_t shape[NPY_MAX_RANK];
	for (int i = 0; i < NPY_MAX_RANK; i++)
		shape[i] = i % 5 == 0 ? 2 : 1;
	uint16_t data[16];
	for (int i = 0; i < 16; i++)
		data[i] = (uint16_t)(0x3f80 + i);    /* bf16 bits travel as '<u2' */
	const char *p = tpath("max.npy");
	ck_assert_msg(npy_write(p, NPY_U16, NPY_MAX_RANK, shape, data, err, sizeof err) == 0, "%s", err);
	Npy a;
	ck_assert_msg(npy_read(&arena, p, &a, err, sizeof err) == 0, "%s", err);
	ck_assert_int_eq(a.rank, NPY_MAX_RANK);
	ck_assert_uint_eq(a.count, 16);
	ck_assert_mem_eq(a.data, data, sizeof data);
}
END_TEST

START_TEST(round_trip_empty)
{
	char err[512];
	int64_t shape[2] = { 0, 3 };
	const char *p = tpath("empty.npy");
	ck_assert_msg(npy_write(p, NPY_F32, 2, shape, NULL, err, sizeof err) == 0, "%s", err);
	Npy a;
	ck_assert_msg(npy_read(&arena, p, &a, err, sizeof err) == 0, "%s", err);
	ck_assert_int_eq(a.rank, 2);
	ck_assert_int_eq(a.shape[0], 0);
	ck_assert_int_eq(a.shape[1], 3);
	ck_assert_uint_eq(a.count, 0);
	ck_assert_ptr_nonnull(a.data);
}
END_TEST

/* ------------------------------------------------------------ exact bytes */

/* Expected bytes from the format spec (NumPy 1.24's writer): magic, version
 * 1.0, header length (little-endian u16), the dict with sorted keys and
 * repr(shape), 21 - len(str(shape[0])) spare spaces when rank > 0, then
 * spaces and '\n' so that 10 + header length is a multiple of 64. */
static void check_exact(const char *name, NpyType t, int rank, const int64_t *shape, const void *data,
                        const char *dict, size_t spaces, size_t datalen)
{
	char err[512], want[256];
	size_t dl = strlen(dict), n = 0;
	memcpy(want, "\x93NUMPY\x01\x00", 8);
	want[8] = (char)(dl + spaces + 1), want[9] = 0;
	memcpy(want + 10, dict, dl);
	memset(want + 10 + dl, ' ', spaces);
	want[10 + dl + spaces] = '\n';
	size_t hn = 10 + dl + spaces + 1;
	ck_assert_uint_eq(hn % 64, 0);
	memcpy(want + hn, data, datalen);

	const char *p = tpath(name);
	ck_assert_msg(npy_write(p, t, rank, shape, data, err, sizeof err) == 0, "%s", err);
	unsigned char *f = get_file(p, &n);
	ck_assert_uint_eq(n, hn + datalen);
	ck_assert_mem_eq(f, want, n);
	free(f);
}

START_TEST(exact_header)
{
	int64_t s23[2] = { 2, 3 }, s5[1] = { 5 };
	float f[6] = { 0, 1, 2, 3, 4, 5 };
	double d = 1.5;
	unsigned char b[5] = { 1, 0, 0, 1, 1 };
	/* 59-byte dict + 20 spare + 38 = 117, + '\n' = 118; 10 + 118 = 128. */
	check_exact("a.npy", NPY_F32, 2, s23, f, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", 20 + 38, sizeof f);
	/* Rank 0 has no spare room: 55 + 62 + 1 = 118. */
	check_exact("b.npy", NPY_F64, 0, NULL, &d, "{'descr': '<f8', 'fortran_order': False, 'shape': (), }", 62, sizeof d);
	/* 57 + 60 + 1 = 118. */
	check_exact("c.npy", NPY_BOOL, 1, s5, b, "{'descr': '|b1', 'fortran_order': False, 'shape': (5,), }", 60, sizeof b);
}
END_TEST

/* ------------------------------------------------------------ header variants */

typedef struct Variant {
	int major;
	const char *hdr;
	NpyType type;
	int rank;
	int64_t shape[3];
} Variant;

static const Variant variants[] = {
	{ 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }\n", NPY_F32, 2, { 2, 3 } },
	{ 2, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }   \n", NPY_F32, 2, { 2, 3 } },
	{ 3, "{'descr': '<i8', 'fortran_order': False, 'shape': (3,), }\n", NPY_I64, 1, { 3 } },
	{ 1, "{'shape': (3,), 'fortran_order': False, 'descr': '<u2'}", NPY_U16, 1, { 3 } },
	{ 1, "{\"descr\":\"|u1\",\"fortran_order\":False,\"shape\":(4,)}", NPY_U8, 1, { 4 } },
	{ 1, "  {  'fortran_order' : False ,\t'shape' : ( 2 , 2 , ) , 'descr' : '=i4' , }  \n", NPY_I32, 2, { 2, 2 } },
	{ 1, "{'descr': '|i1', 'fortran_order': False, 'shape': (), }", NPY_I8, 0, { 0 } },
	{ 1, "{'descr': '<u1', 'fortran_order': False, 'shape': (3,)}", NPY_U8, 1, { 3 } },
	{ 1, "{'descr': '>u1', 'fortran_order': False, 'shape': (3,)}", NPY_U8, 1, { 3 } },
	{ 1, "{'descr': '|b1', 'fortran_order': False, 'shape': (2,)}", NPY_BOOL, 1, { 2 } },
	{ 1, "{'descr': '<f2', 'fortran_order': False, 'shape': (1, 2, 1)}", NPY_F16, 3, { 1, 2, 1 } },
	{ 1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2L, 1L)}", NPY_F64, 2, { 2, 1 } },
	{ 1, "{'descr': '<u8', 'fortran_order': False, 'shape': (0, 7)}", NPY_U64, 2, { 0, 7 } },
};

START_TEST(header_variants)
{
	char err[512];
	for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
		const Variant *v = &variants[i];
		size_t count = 1;
		for (int k = 0; k < v->rank; k++)
			count *= (size_t)v->shape[k];
		size_t n = count * npy_type_size(v->type);
		const char *p = tpath("var.npy");
		mk_npy(p, v->major, v->hdr, n);
		Npy a;
		ck_assert_msg(npy_read(&arena, p, &a, err, sizeof err) == 0, "variant %zu: %s", i, err);
		ck_assert_int_eq(a.type, v->type);
		ck_assert_int_eq(a.rank, v->rank);
		ck_assert_uint_eq(a.count, count);
		for (int k = 0; k < v->rank; k++)
			ck_assert_int_eq(a.shape[k], v->shape[k]);
		for (size_t k = 0; k < n; k++)
			ck_assert_int_eq(((unsigned char *)a.data)[k], (unsigned char)k);
	}
}
END_TEST

/* ------------------------------------------------------------ bad files */

/* npy_read must fail with a message that names the file and says why. */
static void expect_fail(const char *path, const char *phrase)
{
	char err[512] = "";
	Npy a;
	a.rank = 7;
	ck_assert_int_eq(npy_read(&arena, path, &a, err, sizeof err), -1);
	ck_assert_msg(strstr(err, phrase) != NULL, "'%s' lacks '%s'", err, phrase);
	ck_assert_msg(strstr(err, path) == err, "'%s' does not start with the path", err);
	ck_assert_ptr_null(strchr(err, '\n'));
	ck_assert_ptr_null(a.data);
}

static void bad_raw(const void *b, size_t n, const char *phrase)
{
	const char *p = tpath("bad.npy");
	put_file(p, b, n);
	expect_fail(p, phrase);
}

/* The bytes of a string literal, embedded NULs included. */
#define BAD_RAW(lit, phrase) bad_raw(lit, sizeof lit - 1, phrase)

static void bad_hdr(int major, const char *hdr, size_t n, const char *phrase)
{
	const char *p = tpath("bad.npy");
	mk_npy(p, major, hdr, n);
	expect_fail(p, phrase);
}

#define GOOD_F32_23 "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }\n"

START_TEST(bad_magic)
{
	BAD_RAW("\x93NUMPZ\x01\x00\x02\x00{}", "not a .npy file (bad magic)");
	BAD_RAW("PK\x03\x04 a zip file", "bad magic");
	BAD_RAW("", "not a .npy file");
	expect_fail(tpath("missing.npy"), "cannot open");
}
END_TEST

START_TEST(bad_version)
{
	BAD_RAW("\x93NUMPY\x04\x00\x02\x00{}", "unsupported .npy version 4.0");
	BAD_RAW("\x93NUMPY\x01\x01\x02\x00{}", "unsupported .npy version 1.1");
	BAD_RAW("\x93NUMPY\x00\x00\x02\x00{}", "unsupported .npy version 0.0");
}
END_TEST

START_TEST(bad_truncated_header)
{
	BAD_RAW("\x93NUM", "truncated header");
	BAD_RAW("\x93NUMPY\x01", "truncated header");
	BAD_RAW("\x93NUMPY\x01\x00\x76", "truncated header");
	BAD_RAW("\x93NUMPY\x02\x00\x76\x00\x00", "truncated header");
	BAD_RAW("\x93NUMPY\x01\x00\x76\x00{'descr': '<f4', 'fortran", "truncated header (expected 118 bytes, found 25)");
	BAD_RAW("\x93NUMPY\x02\x00\xff\xff\xff\xff{", "header too long");
}
END_TEST

START_TEST(bad_truncated_data)
{
	bad_hdr(1, GOOD_F32_23, 10, "truncated data (expected 24 bytes, found 10)");
	bad_hdr(1, GOOD_F32_23, 0, "truncated data (expected 24 bytes, found 0)");
	bad_hdr(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (), }", 7, "expected 8 bytes, found 7");
}
END_TEST

START_TEST(bad_trailing_data)
{
	bad_hdr(1, GOOD_F32_23, 25, "trailing data after the array (expected 24 bytes, found 25)");
	bad_hdr(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (0,), }", 4, "trailing data");
}
END_TEST

START_TEST(bad_dict)
{
	static const char *const bad[] = {
		"",
		"[]",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), ",
		"{'descr': '<f4', 'fortran_order': False}",
		"{'descr': '<f4', 'shape': (2,)}",
		"{'fortran_order': False, 'shape': (2,)}",
		"{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (2,)}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2,), 'extra': 1}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2,)} x",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2,)}}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2)}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': 2}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2, x)}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2,, 3)}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2 3)}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3}",
		"{'descr': '<f4', 'fortran_order': 0, 'shape': (2,)}",
		"{'descr': '<f4', 'fortran_order': Falsey, 'shape': (2,)}",
		"{'descr': '<f4, 'fortran_order': False, 'shape': (2,)}",
		"{'descr': <f4, 'fortran_order': False, 'shape': (2,)}",
		"{'descr' '<f4', 'fortran_order': False, 'shape': (2,)}",
		"{'descr': '<f4' 'fortran_order': False, 'shape': (2,)}",
		"{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (2,)}",
		"{'descr': '\\x3cf4', 'fortran_order': False, 'shape': (2,)}",
		"{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)}",
		"{'descr': '<f4',",
		"{",
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		bad_hdr(1, bad[i], 8, "malformed header");
	/* A NUL inside the header. */
	BAD_RAW("\x93NUMPY\x01\x00\x08\x00{'d\0r': }", "malformed header");
}
END_TEST

START_TEST(bad_dtype)
{
	bad_hdr(1, "{'descr': '>f4', 'fortran_order': False, 'shape': (2,)}", 8, "unsupported dtype '>f4' (big-endian");
	bad_hdr(1, "{'descr': '>i2', 'fortran_order': False, 'shape': (2,)}", 4, "unsupported dtype '>i2'");
	bad_hdr(1, "{'descr': '<c8', 'fortran_order': False, 'shape': (2,)}", 16, "unsupported dtype '<c8'");
	bad_hdr(1, "{'descr': '|O', 'fortran_order': False, 'shape': (2,)}", 16, "unsupported dtype '|O'");
	bad_hdr(1, "{'descr': '<U5', 'fortran_order': False, 'shape': (2,)}", 40, "unsupported dtype '<U5'");
	bad_hdr(1, "{'descr': '|S3', 'fortran_order': False, 'shape': (2,)}", 6, "unsupported dtype '|S3'");
	bad_hdr(1, "{'descr': '|f4', 'fortran_order': False, 'shape': (2,)}", 8, "unsupported dtype '|f4'");
	bad_hdr(1, "{'descr': '<f16', 'fortran_order': False, 'shape': (2,)}", 32, "unsupported dtype '<f16'");
	bad_hdr(1, "{'descr': '<M8[ns]', 'fortran_order': False, 'shape': (2,)}", 16, "unsupported dtype '<M8[ns]'");
	bad_hdr(1, "{'descr': '', 'fortran_order': False, 'shape': (2,)}", 8, "unsupported dtype ''");
	bad_hdr(1, "{'descr': '<f4\x01', 'fortran_order': False, 'shape': (2,)}", 8, "unsupported dtype '<f4?'");
	bad_hdr(1, "{'descr': '<xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', "
	           "'fortran_order': False, 'shape': (2,)}", 8, "unsupported dtype '<xxx");
}
END_TEST

START_TEST(bad_fortran)
{
	bad_hdr(1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", 24, "Fortran order is not supported");
	bad_hdr(3, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", 24, "Fortran order is not supported");
}
END_TEST

START_TEST(bad_shape)
{
	bad_hdr(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (-1,)}", 0, "negative dimension");
	bad_hdr(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, -3)}", 0, "negative dimension");
	bad_hdr(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,)}", 0, "too large");
	bad_hdr(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (9223372036854775808,)}", 0, "too large");
	/* Each dim fits, the byte size does not. */
	bad_hdr(1, "{'descr': '<f4', 'fortran_order': False, 'shape': (1099511627776, 1099511627776)}", 0, "shape too large");
	bad_hdr(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (2305843009213693952,)}", 0, "shape too large");
	/* Large but representable: rejected by size before any allocation. */
	bad_hdr(1, "{'descr': '<f8', 'fortran_order': False, 'shape': (1000000000000,)}", 8,
	        "truncated data (expected 8000000000000 bytes, found 8)");
}
END_TEST

/* ------------------------------------------------------------ write errors */

static int count_entries(const char *d)
{
	DIR *dp = opendir(d);
	int n = 0;
	ck_assert_ptr_nonnull(dp);
	for (struct dirent *e; (e = readdir(dp));)
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	closedir(dp);
	return n;
}

START_TEST(write_errors)
{
	char err[512], p[256];
	float x[2] = { 1, 2 };
	int64_t s2[1] = { 2 }, neg[1] = { -2 };

	snprintf(p, sizeof p, "%s/no/such/dir/x.npy", dir);
	ck_assert_int_eq(npy_write(p, NPY_F32, 1, s2, x, err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, p));

	/* rename onto a directory fails after the data is written: the
	 * temporary file must not be left behind. */
	snprintf(p, sizeof p, "%s/sub", dir);
	ck_assert_int_eq(mkdir(p, 0700), 0);
	ck_assert_int_eq(npy_write(p, NPY_F32, 1, s2, x, err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, p));
	ck_assert_int_eq(count_entries(dir), 1);

	const char *q = tpath("w.npy");
	ck_assert_int_eq(npy_write(q, NPY_F32, 1, neg, x, err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "negative"));
	ck_assert_int_eq(npy_write(q, NPY_F32, NPY_MAX_RANK + 1, s2, x, err, sizeof err), -1);
	ck_assert_ptr_nonnull(strstr(err, "rank"));
	ck_assert_int_eq(npy_write(q, NPY_NTYPES, 1, s2, x, err, sizeof err), -1);
	ck_assert_int_eq(npy_write(q, NPY_F32, 1, s2, NULL, err, sizeof err), -1);
	ck_assert_int_eq(count_entries(dir), 1);

	/* Overwriting an existing file replaces it. */
	ck_assert_int_eq(npy_write(q, NPY_F32, 1, s2, x, err, sizeof err), 0);
	float y[1] = { 7 };
	ck_assert_int_eq(npy_write(q, NPY_F32, 1, (int64_t[]){ 1 }, y, err, sizeof err), 0);
	Npy a;
	ck_assert_int_eq(npy_read(&arena, q, &a, err, sizeof err), 0);
	ck_assert_uint_eq(a.count, 1);
	ck_assert_mem_eq(a.data, y, sizeof y);
	ck_assert_int_eq(count_entries(dir), 2);
}
END_TEST

/* The output routine npy_write is built on (ir/outfile.c), through its
 * interface: "drop" leaves the old file, "keep" replaces it with its mode,
 * a folder is refused before anything is made. */
static void out_text(const char *path, const char *text, int keep, int want)
{
	char err[512];
	TsOut *o = ts_out_open(path, err, sizeof err);
	ck_assert_msg(o != NULL, "%s", err);
	fputs(text, ts_out_file(o));
	ck_assert_int_eq(ts_out_close(o, keep, err, sizeof err), want);
}

static void want_text(const char *path, const char *text)
{
	char buf[64] = { 0 };
	FILE *f = fopen(path, "rb");
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fread(buf, 1, sizeof buf - 1, f), strlen(text));
	fclose(f);
	ck_assert_str_eq(buf, text);
}

START_TEST(outfile_contract)
{
	char err[512];
	const char *q = tpath("o.txt");
	put_file(q, "old", 3);
	ck_assert_int_eq(chmod(q, 0604), 0);
	out_text(q, "new", 0, -1);
	want_text(q, "old");
	out_text(q, "new", 1, 0);
	want_text(q, "new");
	struct stat st;
	ck_assert_int_eq(stat(q, &st), 0);
	ck_assert_int_eq(st.st_mode & 07777, 0604);
	ck_assert_int_eq(count_entries(dir), 1);

	ck_assert_ptr_null(ts_out_open(dir, err, sizeof err));
	ck_assert_ptr_nonnull(strstr(err, dir));
	ck_assert_ptr_nonnull(strstr(err, "Is a directory"));
	ck_assert_int_eq(count_entries(dir), 1);
}
END_TEST

START_TEST(type_tables)
{
	ck_assert_str_eq(npy_type_name(NPY_F32), "float32");
	ck_assert_str_eq(npy_type_name(NPY_BOOL), "bool");
	ck_assert_str_eq(npy_type_name(NPY_U16), "uint16");
	ck_assert_str_eq(npy_type_descr(NPY_I8), "|i1");
	ck_assert_str_eq(npy_type_descr(NPY_F16), "<f2");
	ck_assert_uint_eq(npy_type_size(NPY_I64), 8);
	ck_assert_uint_eq(npy_type_size(NPY_BOOL), 1);
	ck_assert_uint_eq(npy_type_size(NPY_NTYPES), 0);
}
END_TEST

Suite *npy_suite(void)
{
	Suite *s = suite_create("npy");
	TCase *tc = tcase_create("npy");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, round_trip_all);
	tcase_add_test(tc, round_trip_max_rank);
	tcase_add_test(tc, round_trip_empty);
	tcase_add_test(tc, exact_header);
	tcase_add_test(tc, header_variants);
	tcase_add_test(tc, bad_magic);
	tcase_add_test(tc, bad_version);
	tcase_add_test(tc, bad_truncated_header);
	tcase_add_test(tc, bad_truncated_data);
	tcase_add_test(tc, bad_trailing_data);
	tcase_add_test(tc, bad_dict);
	tcase_add_test(tc, bad_dtype);
	tcase_add_test(tc, bad_fortran);
	tcase_add_test(tc, bad_shape);
	tcase_add_test(tc, write_errors);
	tcase_add_test(tc, outfile_contract);
	tcase_add_test(tc, type_tables);
	suite_add_tcase(s, tc);
	return s;
}
