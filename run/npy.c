/* npy.c — NumPy .npy files: read and write.
 *
 * The format (numpy.lib.format): the magic "\x93NUMPY", a major and a minor
 * version byte, the header length (2 bytes little-endian in 1.0, 4 bytes in
 * 2.0 and 3.0), then the header: the repr of a Python dict with the keys
 * 'descr', 'fortran_order' and 'shape', padded with spaces and a '\n'.  The
 * raw array data follows.
 *
 * Reading treats every byte of the file as hostile: the header is parsed
 * within its length, sizes are checked for overflow, and nothing is
 * allocated for the data before the file is known to hold it. */
#include "npy.h"
#include "tsrewrite.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Data is copied as is, so '<' must be the host's order ('=' too). */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "npy.c assumes a little-endian host"
#endif

enum {
	MAGIC_LEN = 6,
	ALIGN = 64,                 /* NumPy's ARRAY_ALIGN */
	GROWTH_DIGITS = 21,         /* NumPy's GROWTH_AXIS_MAX_DIGITS */
	MAX_HEADER = 1 << 20,       /* ours has < 600 bytes; NumPy's limit is 10000 */
	SHOW_MAX = 40,              /* bytes of a hostile string shown in a message */
};

static const char magic[MAGIC_LEN] = "\x93NUMPY";

static const struct {
	const char *name, *descr;
	size_t size;
} types[NPY_NTYPES] = {
	[NPY_BOOL] = { "bool", "|b1", 1 },
	[NPY_I8] = { "int8", "|i1", 1 },
	[NPY_I16] = { "int16", "<i2", 2 },
	[NPY_I32] = { "int32", "<i4", 4 },
	[NPY_I64] = { "int64", "<i8", 8 },
	[NPY_U8] = { "uint8", "|u1", 1 },
	[NPY_U16] = { "uint16", "<u2", 2 },
	[NPY_U32] = { "uint32", "<u4", 4 },
	[NPY_U64] = { "uint64", "<u8", 8 },
	[NPY_F16] = { "float16", "<f2", 2 },
	[NPY_F32] = { "float32", "<f4", 4 },
	[NPY_F64] = { "float64", "<f8", 8 },
};

static int valid_type(NpyType t) { return (unsigned)t < NPY_NTYPES; }

size_t npy_type_size(NpyType t) { return valid_type(t) ? types[t].size : 0; }
const char *npy_type_name(NpyType t) { return valid_type(t) ? types[t].name : "?"; }
const char *npy_type_descr(NpyType t) { return valid_type(t) ? types[t].descr : "?"; }

/* "PATH: message" into err; always returns -1 so callers can return it. */
static int fail(char *err, size_t errlen, const char *path, const char *fmt, ...)
{
	if (!err || !errlen)
		return -1;
	int n = snprintf(err, errlen, "%s: ", path);
	if (n < 0 || (size_t)n >= errlen)
		return -1;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return -1;
}

/* Element count and byte size of a shape; -1 if a dimension is negative or
 * the bytes do not fit in int64_t (then no buffer could hold them anyway). */
static int shape_size(int rank, const int64_t *shape, size_t esize, size_t *count, size_t *bytes)
{
	uint64_t n = 1, lim = (uint64_t)INT64_MAX / esize;
	int zero = 0;
	for (int i = 0; i < rank; i++) {
		if (shape[i] < 0)
			return -1;
		if (shape[i] == 0)
			zero = 1;
		else if (n > lim / (uint64_t)shape[i])
			return -1;
		else
			n *= (uint64_t)shape[i];
	}
	if (zero)
		n = 0;
	if (n > SIZE_MAX / esize)
		return -1;
	*count = (size_t)n;
	*bytes = (size_t)n * esize;
	return 0;
}

/* ------------------------------------------------------------ header parse */

/* A cursor over the header text; msg is set by the first error. */
typedef struct Hdr {
	const char *p, *end;
	const char *msg;
} Hdr;

typedef struct Dict {
	char descr[SHOW_MAX + 1];   /* a longer descr is unsupported anyway */
	size_t descrlen;
	int fortran;
	int rank;
	int64_t shape[NPY_MAX_RANK];
	int seen;                   /* bit per key */
} Dict;

enum { K_DESCR = 1, K_FORTRAN = 2, K_SHAPE = 4 };

static int perr(Hdr *h, const char *msg)
{
	if (!h->msg)
		h->msg = msg;
	return -1;
}

/* Python's whitespace between tokens (the padding is spaces and '\n'). */
static void skip_ws(Hdr *h)
{
	while (h->p < h->end && (*h->p == ' ' || *h->p == '\t' || *h->p == '\n' || *h->p == '\r' || *h->p == '\f'))
		h->p++;
}

static int peek(Hdr *h)
{
	skip_ws(h);
	return h->p < h->end ? (unsigned char)*h->p : -1;
}

static int expect(Hdr *h, char c, const char *msg)
{
	if (peek(h) != (unsigned char)c)
		return perr(h, msg);
	h->p++;
	return 0;
}

/* A quoted string without escapes ('descr', '<f4'): *s, *n point into the
 * header.  No key or supported descr needs a backslash. */
static int parse_str(Hdr *h, const char **s, size_t *n)
{
	int q = peek(h);
	if (q != '\'' && q != '"')
		return perr(h, "expected a string");
	const char *b = ++h->p;
	while (h->p < h->end && *h->p != q) {
		if (*h->p == '\\' || *h->p == '\n')
			return perr(h, "unsupported string literal");
		h->p++;
	}
	if (h->p == h->end)
		return perr(h, "unterminated string");
	*s = b;
	*n = (size_t)(h->p - b);
	h->p++;
	return 0;
}

static int is_word(Hdr *h, const char *w)
{
	size_t n = strlen(w);
	if ((size_t)(h->end - h->p) < n || memcmp(h->p, w, n))
		return 0;
	/* "Falsey" is a name, not False. */
	if (h->p + n < h->end && (h->p[n] == '_' || (unsigned)((h->p[n] | 32) - 'a') < 26 || (unsigned)(h->p[n] - '0') < 10))
		return 0;
	h->p += n;
	return 1;
}

static int parse_bool(Hdr *h, int *v)
{
	peek(h);
	if (is_word(h, "True"))
		*v = 1;
	else if (is_word(h, "False"))
		*v = 0;
	else
		return perr(h, "'fortran_order' is not True or False");
	return 0;
}

/* A decimal dimension; a Python 2 writer may have added an 'L'. */
static int parse_dim(Hdr *h, int64_t *v)
{
	int neg = 0;
	if (peek(h) == '-') {
		neg = 1;
		h->p++;
		skip_ws(h);
	}
	if (h->p == h->end || (unsigned)(*h->p - '0') > 9)
		return perr(h, "shape is not a tuple of integers");
	uint64_t x = 0;
	for (; h->p < h->end && (unsigned)(*h->p - '0') <= 9; h->p++) {
		x = x * 10 + (uint64_t)(*h->p - '0');
		if (x > (uint64_t)INT64_MAX)
			return perr(h, "dimension too large in shape");
	}
	if (h->p < h->end && (*h->p == 'L' || *h->p == 'l'))
		h->p++;
	if (neg && x)
		return perr(h, "negative dimension in shape");
	*v = (int64_t)x;
	return 0;
}

/* (), (5,), (2, 3), (2, 3,) — a 1-tuple needs its comma, as in Python. */
static int parse_shape(Hdr *h, Dict *d)
{
	if (expect(h, '(', "shape is not a tuple"))
		return -1;
	d->rank = 0;
	int comma = 0;
	while (peek(h) != ')') {
		if (d->rank == NPY_MAX_RANK)
			return perr(h, "shape has too many dimensions");
		if (parse_dim(h, &d->shape[d->rank++]))
			return -1;
		comma = peek(h) == ',';
		if (comma)
			h->p++;
		else if (peek(h) != ')')
			return perr(h, "expected ',' or ')' in shape");
	}
	h->p++;
	if (d->rank == 1 && !comma)
		return perr(h, "shape is not a tuple (missing ',')");
	return 0;
}

static int parse_entry(Hdr *h, Dict *d)
{
	const char *k, *s;
	size_t kn, sn;
	if (parse_str(h, &k, &kn) || expect(h, ':', "expected ':' after a key"))
		return -1;
	int bit = kn == 5 && !memcmp(k, "descr", 5) ? K_DESCR
	        : kn == 13 && !memcmp(k, "fortran_order", 13) ? K_FORTRAN
	        : kn == 5 && !memcmp(k, "shape", 5) ? K_SHAPE : 0;
	if (!bit)
		return perr(h, "unexpected key");
	if (d->seen & bit)
		return perr(h, "duplicate key");
	d->seen |= bit;
	if (bit == K_FORTRAN)
		return parse_bool(h, &d->fortran);
	if (bit == K_SHAPE)
		return parse_shape(h, d);
	if (peek(h) == '[')
		return perr(h, "structured dtypes are not supported");
	if (parse_str(h, &s, &sn))
		return perr(h, "'descr' is not a string");
	d->descrlen = sn;
	if (sn > SHOW_MAX)
		sn = SHOW_MAX;
	memcpy(d->descr, s, sn);
	d->descr[sn] = 0;
	return 0;
}

/* {key: value, ...} with an optional trailing comma, then only whitespace. */
static int parse_dict(Hdr *h, Dict *d)
{
	if (expect(h, '{', "header is not a dict"))
		return -1;
	while (peek(h) != '}') {
		if (peek(h) == -1)
			return perr(h, "unterminated dict");
		if (parse_entry(h, d))
			return -1;
		if (peek(h) == ',')
			h->p++;
		else if (peek(h) != '}')
			return perr(h, "expected ',' or '}'");
	}
	h->p++;
	if (peek(h) != -1)
		return perr(h, "unexpected text after the dict");
	if (d->seen != (K_DESCR | K_FORTRAN | K_SHAPE))
		return perr(h, d->seen & K_DESCR ? d->seen & K_SHAPE ? "missing key 'fortran_order'"
		                                   : "missing key 'shape'" : "missing key 'descr'");
	return 0;
}

/* descr -> type: an optional byte order, a kind letter and the item size
 * ('<f4', '|u1', 'i8', '?').  '|' (not applicable) and '>' only for one-byte
 * types, where there is no order to get wrong. */
static int descr_type(const char *s, size_t n, NpyType *t)
{
	char order = '=';
	if (n && strchr("<>=|", s[0])) {
		order = s[0];
		s++, n--;
	}
	if (n == 1 && s[0] == '?')
		s = "b1", n = 2;
	if (n != 2)
		return -1;
	static const struct { char d[3]; NpyType t; } tab[] = {
		{ "b1", NPY_BOOL }, { "i1", NPY_I8 }, { "i2", NPY_I16 }, { "i4", NPY_I32 },
		{ "i8", NPY_I64 }, { "u1", NPY_U8 }, { "u2", NPY_U16 }, { "u4", NPY_U32 },
		{ "u8", NPY_U64 }, { "f2", NPY_F16 }, { "f4", NPY_F32 }, { "f8", NPY_F64 },
	};
	for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++) {
		if (memcmp(tab[i].d, s, 2))
			continue;
		if (types[tab[i].t].size > 1 && (order == '>' || order == '|'))
			return -1;
		*t = tab[i].t;
		return 0;
	}
	return -1;
}

/* The descr for a message: hostile bytes shown as '?'. */
static void show(char *dst, const char *s)
{
	for (; *s; s++)
		*dst++ = *s >= 0x20 && *s < 0x7f && *s != '\'' ? *s : '?';
	*dst = 0;
}

/* ------------------------------------------------------------ reading */

/* Bytes read until n or end of file (short only at end of file or error). */
static size_t read_full(FILE *f, void *p, size_t n)
{
	return n ? fread(p, 1, n, f) : 0;
}

/* Magic, version and header length; the header itself into *hdr (malloc). */
static int read_prefix(FILE *f, const char *path, char **hdr, size_t *hlen, size_t *off, char *err, size_t errlen)
{
	unsigned char pre[12];
	size_t got = read_full(f, pre, 8);
	if (got == 0)
		return fail(err, errlen, path, "not a .npy file (empty file)");
	if (memcmp(pre, magic, got < MAGIC_LEN ? got : MAGIC_LEN))
		return fail(err, errlen, path, "not a .npy file (bad magic)");
	if (got < MAGIC_LEN)
		return fail(err, errlen, path, "truncated header (no magic)");
	if (got < 8)
		return fail(err, errlen, path, "truncated header (no version)");
	if (pre[6] < 1 || pre[6] > 3 || pre[7] != 0)
		return fail(err, errlen, path, "unsupported .npy version %u.%u", pre[6], pre[7]);
	size_t lenb = pre[6] == 1 ? 2 : 4;
	if (read_full(f, pre + 8, lenb) < lenb)
		return fail(err, errlen, path, "truncated header (no header length)");
	uint32_t len = pre[8] | (uint32_t)pre[9] << 8;
	if (lenb == 4)
		len |= (uint32_t)pre[10] << 16 | (uint32_t)pre[11] << 24;
	if (len > MAX_HEADER)
		return fail(err, errlen, path, "header too long (%lu bytes)", (unsigned long)len);
	*hdr = malloc(len + 1);
	if (!*hdr)
		return fail(err, errlen, path, "out of memory");
	got = read_full(f, *hdr, len);
	if (got < len) {
		free(*hdr);
		*hdr = NULL;
		return fail(err, errlen, path, "truncated header (expected %lu bytes, found %zu)", (unsigned long)len, got);
	}
	*hlen = len;
	*off = 8 + lenb + len;
	return 0;
}

/* Header text -> type, rank, shape. */
static int read_header(const char *path, const char *text, size_t len, Npy *out, char *err, size_t errlen)
{
	Hdr h = { text, text + len, NULL };
	Dict d;
	memset(&d, 0, sizeof d);
	if (memchr(text, 0, len))
		return fail(err, errlen, path, "malformed header: NUL byte");
	if (parse_dict(&h, &d))
		return fail(err, errlen, path, "malformed header: %s at offset %zu", h.msg, (size_t)(h.p - text));
	char shown[SHOW_MAX + 1];
	show(shown, d.descr);
	if (d.descrlen > SHOW_MAX || descr_type(d.descr, d.descrlen, &out->type))
		return fail(err, errlen, path, "unsupported dtype '%s%s'%s", shown, d.descrlen > SHOW_MAX ? "..." : "",
		            d.descr[0] == '>' ? " (big-endian data is not supported)" : "");
	if (d.fortran)
		return fail(err, errlen, path, "Fortran order is not supported");
	out->rank = d.rank;
	memcpy(out->shape, d.shape, sizeof d.shape);
	return 0;
}

/* The data of a file that is not regular (a pipe): read in growing steps so
 * that a header promising terabytes costs only what the pipe delivers. */
static int read_stream(Arena *a, FILE *f, size_t bytes, void **data, size_t *got)
{
	size_t cap = 0, n = 0;
	char *buf = NULL;
	while (n < bytes) {
		if (n == cap) {
			cap = cap ? cap * 2 : 1 << 16;
			if (cap > bytes)
				cap = bytes;
			char *nb = realloc(buf, cap);
			if (!nb) {
				free(buf);
				return -1;
			}
			buf = nb;
		}
		size_t r = fread(buf + n, 1, cap - n, f);
		n += r;
		if (!r)
			break;
	}
	*got = n;
	if (n == bytes)
		*data = n ? arena_dup(a, buf, n) : NULL;
	free(buf);
	return 0;
}

/* The data: exactly `bytes` must follow the header. */
static int read_data(Arena *a, FILE *f, const char *path, size_t off, size_t bytes, void **data, char *err, size_t errlen)
{
	struct stat st;
	size_t got;
	*data = NULL;
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
		/* Check the size first: never allocate for data that is not there. */
		size_t have = (uint64_t)st.st_size > off ? (size_t)((uint64_t)st.st_size - off) : 0;
		if (have < bytes)
			return fail(err, errlen, path, "truncated data (expected %zu bytes, found %zu)", bytes, have);
		if (have > bytes)
			return fail(err, errlen, path, "trailing data after the array (expected %zu bytes, found %zu)", bytes, have);
		if (bytes) {
			*data = arena_alloc(a, bytes);
			got = read_full(f, *data, bytes);
		} else {
			got = 0;
		}
	} else if (read_stream(a, f, bytes, data, &got)) {
		return fail(err, errlen, path, "out of memory");
	}
	if (ferror(f))
		return fail(err, errlen, path, "read error: %s", strerror(errno));
	if (got < bytes)
		return fail(err, errlen, path, "truncated data (expected %zu bytes, found %zu)", bytes, got);
	if (fgetc(f) != EOF)
		return fail(err, errlen, path, "trailing data after the array (expected %zu bytes, found more)", bytes);
	return 0;
}

int npy_read(Arena *a, const char *path, Npy *out, char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	FILE *f = fopen(path, "rb");
	if (!f)
		return fail(err, errlen, path, "cannot open: %s", strerror(errno));
	char *hdr = NULL;
	size_t hlen = 0, off = 0, bytes = 0;
	int rc = read_prefix(f, path, &hdr, &hlen, &off, err, errlen);
	if (!rc)
		rc = read_header(path, hdr, hlen, out, err, errlen);
	if (!rc && shape_size(out->rank, out->shape, types[out->type].size, &out->count, &bytes))
		rc = fail(err, errlen, path, "shape too large");
	if (!rc)
		rc = read_data(a, f, path, off, bytes, &out->data, err, errlen);
	free(hdr);
	fclose(f);
	if (rc)
		memset(out, 0, sizeof *out);
	else if (!out->data)
		out->data = arena_alloc(a, 16);   /* empty arrays get a valid pointer too */
	return rc;
}

/* ------------------------------------------------------------ writing */

/* The header exactly as NumPy 1.24 writes it: sorted keys, repr(shape), the
 * spare spaces for growing the first axis in place, then spaces and '\n' up
 * to a multiple of 64 with the 10-byte prefix.  Returns the total length. */
static size_t format_header(char *h, size_t cap, NpyType t, int rank, const int64_t *shape)
{
	size_t n = (size_t)snprintf(h, cap, "{'descr': '%s', 'fortran_order': False, 'shape': (", types[t].descr);
	for (int i = 0; i < rank; i++)
		n += (size_t)snprintf(h + n, cap - n, "%s%lld", i ? ", " : "", (long long)shape[i]);
	n += (size_t)snprintf(h + n, cap - n, "%s), }", rank == 1 ? "," : "");
	if (rank > 0) {
		int digits = snprintf(NULL, 0, "%lld", (long long)shape[0]);
		for (int i = digits; i < GROWTH_DIGITS; i++)
			h[n++] = ' ';
	}
	size_t pad = ALIGN - (MAGIC_LEN + 4 + n + 1) % ALIGN;
	memset(h + n, ' ', pad);
	n += pad;
	h[n++] = '\n';
	return n;
}

int npy_write(const char *path, NpyType t, int rank, const int64_t *shape,
              const void *data, char *err, size_t errlen)
{
	size_t count, bytes;
	if (!valid_type(t))
		return fail(err, errlen, path, "cannot write: invalid element type %d", (int)t);
	if (rank < 0 || rank > NPY_MAX_RANK)
		return fail(err, errlen, path, "cannot write: rank %d out of range (0..%d)", rank, NPY_MAX_RANK);
	if (shape_size(rank, shape, types[t].size, &count, &bytes))
		return fail(err, errlen, path, "cannot write: negative dimension or shape too large");
	if (bytes && !data)
		return fail(err, errlen, path, "cannot write: no data");

	/* 70 fixed bytes, up to 22 per dimension, 21 growth, 64 padding. */
	char hdr[70 + 22 * NPY_MAX_RANK + GROWTH_DIGITS + ALIGN + 16];
	unsigned char pre[10];
	size_t hlen = format_header(hdr, sizeof hdr, t, rank, shape);
	memcpy(pre, magic, MAGIC_LEN);
	pre[6] = 1, pre[7] = 0;
	pre[8] = hlen & 0xff, pre[9] = hlen >> 8 & 0xff;

	TsOut *out = ts_out_open(path, err, errlen);
	if (!out)
		return -1;
	FILE *f = ts_out_file(out);
	int ok = fwrite(pre, 1, sizeof pre, f) == sizeof pre && fwrite(hdr, 1, hlen, f) == hlen &&
	         (bytes == 0 || fwrite(data, 1, bytes, f) == bytes);
	return ts_out_close(out, ok, err, errlen);
}
