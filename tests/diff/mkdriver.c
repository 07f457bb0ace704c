/* mkdriver — write the C driver of one differential-test kernel.
 *
 *   mkdriver KERNEL.generic.mlir [KERNEL.mlir] > driver.c
 *
 * Reads the kernel in MLIR's generic form with the library's own parser,
 * finds func.func @kernel and writes a C program that
 *   - allocates every memref argument (with guard bytes around it and an
 *     allocated pointer different from the aligned one), fills it with
 *     deterministic pseudo-random data suited to the element type,
 *   - calls @kernel through MLIR's expanded memref ABI (allocated ptr,
 *     aligned ptr, offset, sizes..., strides... per memref; index = i64),
 *   - prints every buffer (whole span, including gaps of strided layouts)
 *     and the scalar result, if any, as "type:hexbits" tokens, and flags
 *     writes outside the buffers ("GUARD-CORRUPTED").
 *
 * Directives, read from comment lines of the second file (the pretty
 * source; mlir-opt drops comments), default to the first file:
 *   // DIMS: 5 7          sizes of the dynamic dims, in order of appearance
 *                         over the memref arguments (default 8)
 *   // OFFSET: 3          offset given to memrefs whose layout has offset: ?
 *                         (default 2)
 *   // FILL: ARG LO HI    fill argument ARG (0-based) with integers in
 *                         [LO, HI] (for floats: those integers, exactly)
 *   // SCALARS: 3 -1 2.5  values of the scalar arguments, in order
 *                         (default: 5, 6, 7, ... for integers, 1.5, 2.5, ...
 *                         for floats, 1 for i1)
 *   // SEED: N            fill seed (default 1)
 *
 * Exit status: 0 driver written; 2 the kernel cannot be driven (message
 * "SKIP: reason" on stderr: unsupported argument/result type); 1 error.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

#define MAXARGS 64
#define MAXRANK 8

enum { K_INT, K_F16, K_BF16, K_F32, K_F64 };

typedef struct Arg {
	int is_memref;
	int kind, width, esz;          /* element (or scalar) type */
	int rank;
	int64_t offset, sizes[MAXRANK], strides[MAXRANK];
	int has_fill;
	long long lo, hi;
	const char *scalar;            /* literal for scalar args */
} Arg;

static char scalar_text[MAXARGS][64];

static void skip(const char *fmt, const char *s)
{
	fprintf(stderr, "SKIP: ");
	fprintf(stderr, fmt, s);
	fputc('\n', stderr);
	exit(2);
}

static void die(const char *fmt, const char *s)
{
	fprintf(stderr, "mkdriver: ");
	fprintf(stderr, fmt, s);
	fputc('\n', stderr);
	exit(1);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		die("cannot open %s", path);
	size_t cap = 1 << 16, n = 0;
	char *p = malloc(cap + 1);
	size_t k;
	while (p && (k = fread(p + n, 1, cap - n, f)) > 0) {
		n += k;
		if (n == cap) {
			cap *= 2;
			p = realloc(p, cap + 1);
		}
	}
	fclose(f);
	if (!p)
		die("out of memory reading %s", path);
	p[n] = 0;
	*len = n;
	return p;
}

/* ------------------------------------------------------------ directives */

static int64_t dims_list[256];
static int ndims_list, dims_used;
static int64_t dyn_offset = 2;
static char scalars_list[MAXARGS][64];
static int nscalars;
static long long fill_arg[MAXARGS], fill_lo[MAXARGS], fill_hi[MAXARGS];
static int nfill;
static unsigned long long seed = 1;

static const char *directive(const char *line, const char *key)
{
	const char *p = line;
	while (*p == ' ' || *p == '\t')
		p++;
	if (p[0] != '/' || p[1] != '/')
		return NULL;
	p += 2;
	while (*p == ' ')
		p++;
	size_t n = strlen(key);
	if (strncmp(p, key, n) != 0)
		return NULL;
	return p + n;
}

static void read_directives(const char *src)
{
	const char *line = src;
	while (*line) {
		const char *eol = strchr(line, '\n');
		size_t n = eol ? (size_t)(eol - line) : strlen(line);
		char buf[1024];
		if (n >= sizeof buf)
			n = sizeof buf - 1;
		memcpy(buf, line, n);
		buf[n] = 0;
		const char *v;
		char *end;
		if ((v = directive(buf, "DIMS:"))) {
			for (;;) {
				errno = 0;
				long long x = strtoll(v, &end, 10);
				if (end == v)
					break;
				if (x < 0 || errno || ndims_list == 256)
					die("bad DIMS value in '%s'", buf);
				dims_list[ndims_list++] = x;
				v = end;
			}
		} else if ((v = directive(buf, "OFFSET:"))) {
			dyn_offset = strtoll(v, &end, 10);
			if (end == v || dyn_offset < 0)
				die("bad OFFSET in '%s'", buf);
		} else if ((v = directive(buf, "SEED:"))) {
			seed = strtoull(v, &end, 10);
			if (end == v)
				die("bad SEED in '%s'", buf);
		} else if ((v = directive(buf, "FILL:"))) {
			long long a, lo, hi;
			if (sscanf(v, "%lld %lld %lld", &a, &lo, &hi) != 3 || a < 0 || lo > hi || nfill == MAXARGS)
				die("bad FILL in '%s' (want: ARG LO HI)", buf);
			fill_arg[nfill] = a, fill_lo[nfill] = lo, fill_hi[nfill] = hi;
			nfill++;
		} else if ((v = directive(buf, "SCALARS:"))) {
			for (;;) {
				while (*v == ' ' || *v == '\t' || *v == ',')
					v++;
				if (!*v)
					break;
				strtod(v, &end);
				if (end == v || nscalars == MAXARGS || end - v >= 63)
					die("bad SCALARS value in '%s'", buf);
				memcpy(scalars_list[nscalars], v, (size_t)(end - v));
				scalars_list[nscalars][end - v] = 0;
				nscalars++;
				v = end;
			}
		}
		line = eol ? eol + 1 : line + n;
	}
}

/* ------------------------------------------------------------ types */

static int elem_info(Type *t, int *kind, int *width, int *esz)
{
	if (t->kind == TY_INDEX) {
		*kind = K_INT, *width = 64, *esz = 8;
		return 1;
	}
	if (t->kind == TY_INT) {
		if (t->width < 1 || t->width > 64)
			return 0;
		*kind = K_INT, *width = (int)t->width;
		*esz = t->width <= 8 ? 1 : t->width <= 16 ? 2 : t->width <= 32 ? 4 : 8;
		return 1;
	}
	if (t->kind == TY_FLOAT) {
		switch (t->fkind) {
		case FK_F16: *kind = K_F16, *width = 16, *esz = 2; return 1;
		case FK_BF16: *kind = K_BF16, *width = 16, *esz = 2; return 1;
		case FK_F32: *kind = K_F32, *width = 32, *esz = 4; return 1;
		case FK_F64: *kind = K_F64, *width = 64, *esz = 8; return 1;
		default: return 0;
		}
	}
	return 0;
}

static void type_name(Ctx *c, Type *t, char *out, size_t n)
{
	Buf b = { 0 };
	print_type(c, t, &b);
	snprintf(out, n, "%.*s", (int)b.len, b.p ? b.p : "");
	buf_free(&b);
}

static void memref_arg(Ctx *c, Type *t, Arg *a)
{
	char tn[256];
	type_name(c, t, tn, sizeof tn);
	if (t->kind == TY_UMEMREF)
		skip("unranked memref argument %s", tn);
	if (!elem_info(t->elem, &a->kind, &a->width, &a->esz))
		skip("unsupported memref element type in %s", tn);
	if (t->n > MAXRANK)
		skip("rank too high in %s", tn);
	a->is_memref = 1;
	a->rank = (int)t->n;
	for (uint32_t i = 0; i < t->n; i++) {
		int64_t d = t->dims[i];
		if (d == DYN)
			d = dims_used < ndims_list ? dims_list[dims_used++] : 8;
		a->sizes[i] = d;
	}
	/* row-major strides of the sizes */
	int64_t rm[MAXRANK], s = 1;
	for (int i = a->rank - 1; i >= 0; i--) {
		rm[i] = s;
		s *= a->sizes[i] ? a->sizes[i] : 1;
	}
	a->offset = 0;
	for (int i = 0; i < a->rank; i++)
		a->strides[i] = rm[i];
	if (t->layout) {
		Attr *l = t->layout;
		if (l->kind == AT_STRIDED) {
			if (l->n != t->n)
				skip("bad strided layout in %s", tn);
			a->offset = l->ival == DYN ? dyn_offset : l->ival;
			for (int i = 0; i < a->rank; i++) {
				int64_t st = l->ints[i];
				if (st == DYN)
					st = rm[i];
				if (st < 0)
					skip("negative stride in %s", tn);
				a->strides[i] = st;
			}
		} else if (l->kind == AT_AFFINE_MAP && affmap_is_identity(l->map)) {
			/* identity */
		} else {
			skip("non-strided layout in %s", tn);
		}
	}
}

static int64_t span_of(const Arg *a)
{
	int64_t span = a->offset + 1;
	for (int i = 0; i < a->rank; i++) {
		if (a->sizes[i] == 0)
			return a->offset > 0 ? a->offset : 1;
		span += (a->sizes[i] - 1) * a->strides[i];
	}
	return span;
}

static const char *c_scalar_type(const Arg *a)
{
	switch (a->kind) {
	case K_INT:
		switch (a->width) {
		case 1: return "_Bool";
		case 8: return "int8_t";
		case 16: return "int16_t";
		case 32: return "int32_t";
		case 64: return "int64_t";
		default: return NULL;
		}
	case K_F16: return "_Float16";
	case K_BF16: return "__bf16";
	case K_F32: return "float";
	case K_F64: return "double";
	}
	return NULL;
}

/* External memref.globals (no initializer): the driver defines them, fills
 * them like arguments and prints them after the call. */
typedef struct Glob {
	const char *name;
	int kind, width, esz;
	int64_t n, align;
} Glob;
static Glob globs[MAXARGS];
static int nglobs;

static int find_globals(Op *o, void *ud)
{
	Ctx *c = ud;
	if (op_name(o)->id != OP_MEMREF_GLOBAL)
		return op_name(o)->id == OP_BUILTIN_MODULE ? 0 : 1;
	Attr *d = op_props(o) ? op_props(o) : op_attrs(o);
	Attr *sn = at_dict_get(d, "sym_name"), *ty = at_dict_get(d, "type");
	Attr *al = at_dict_get(d, "alignment");
	if (at_dict_get(d, "initial_value") || !sn || !ty || ty->kind != AT_TYPE || attr_type(ty)->kind != TY_MEMREF)
		return 1;
	if (nglobs == MAXARGS)
		skip("%s", "too many external globals");
	Glob *g = &globs[nglobs++];
	char *name = malloc(sn->str->len + 1);
	memcpy(name, sn->str->s, sn->str->len);
	name[sn->str->len] = 0;
	g->name = name;
	if (!elem_info(attr_type(ty)->elem, &g->kind, &g->width, &g->esz))
		skip("unsupported element type of global @%s", name);
	g->n = ty_num_elements(attr_type(ty));
	if (g->n < 0)
		skip("dynamic global @%s", name);
	g->align = al && al->kind == AT_INT ? (int64_t)al->words[0] : 64;
	if (g->align < 64)
		g->align = 64;
	(void)c;
	return 1;
}

static int find_kernel(Op *o, void *ud)
{
	if (op_name(o)->id != OP_FUNC_FUNC)
		return 0;
	Attr *sn = at_dict_get(op_props(o), "sym_name");
	if (!sn)
		sn = at_dict_get(op_attrs(o), "sym_name");
	if (sn && sn->kind == AT_STRING && sn->str->len == 6 && !memcmp(sn->str->s, "kernel", 6)) {
		*(Op **)ud = o;
		return -1;
	}
	return 1;
}

/* ------------------------------------------------------------ the driver */

static const char prelude[] =
"#include <stdint.h>\n"
"#include <stdio.h>\n"
"#include <stdlib.h>\n"
"#include <string.h>\n"
"#include <math.h>\n"
"\n"
"enum { K_INT, K_F16, K_BF16, K_F32, K_F64 };\n"
"typedef struct { int kind, width, esz, has_fill; long long lo, hi; int64_t span;\n"
"                 unsigned char *raw, *data; size_t rawlen; } B;\n"
"#define GUARD 64\n"
"static uint64_t rs;\n"
"static uint64_t rnd(void) {\n"
"  uint64_t z = (rs += 0x9e3779b97f4a7c15ull);\n"
"  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;\n"
"  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;\n"
"  return z ^ (z >> 31);\n"
"}\n"
"static uint64_t mask(int w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }\n"
"static uint16_t f16_of(double v) { /* exact for integers |v| <= 2048 */\n"
"  uint16_t s = v < 0 ? 0x8000 : 0; if (v < 0) v = -v;\n"
"  if (v == 0) return s;\n"
"  int e; double m = frexp(v, &e); /* v = m * 2^e, m in [0.5,1) */\n"
"  int be = e - 1 + 15; if (be >= 31) return s | 0x7bff;\n"
"  uint16_t mant = (uint16_t)((m * 2 - 1) * 1024);\n"
"  return s | (uint16_t)(be << 10) | mant;\n"
"}\n"
"static uint64_t value(const B *b) {\n"
"  uint64_t r = rnd();\n"
"  if (b->has_fill) {\n"
"    long long v = b->lo + (long long)(r % (uint64_t)(b->hi - b->lo + 1));\n"
"    switch (b->kind) {\n"
"    case K_INT: return (uint64_t)v & mask(b->width);\n"
"    case K_F16: return f16_of((double)v);\n"
"    case K_BF16: { float f = (float)v; uint32_t u; memcpy(&u, &f, 4); return u >> 16; }\n"
"    case K_F32: { float f = (float)v; uint32_t u; memcpy(&u, &f, 4); return u; }\n"
"    default: { double d = (double)v; uint64_t u; memcpy(&u, &d, 8); return u; }\n"
"    }\n"
"  }\n"
"  /* floats: random sign and mantissa, exponent in [-4, 3]: no NaN, inf, denormals */\n"
"  uint64_t e = (r >> 1) % 8, s = r & 1;\n"
"  switch (b->kind) {\n"
"  case K_INT: return (r >> 7) & mask(b->width);\n"
"  case K_F16: return s << 15 | (15 - 4 + e) << 10 | ((r >> 11) & 0x3ff);\n"
"  case K_BF16: return s << 15 | (127 - 4 + e) << 7 | ((r >> 11) & 0x7f);\n"
"  case K_F32: return s << 31 | (127 - 4 + e) << 23 | ((r >> 11) & 0x7fffff);\n"
"  default: return s << 63 | (1023 - 4 + e) << 52 | ((r >> 11) & 0xfffffffffffffull);\n"
"  }\n"
"}\n"
"static void setup(B *b, int kind, int width, int esz, int64_t span, int has_fill, long long lo, long long hi, uint64_t seed) {\n"
"  b->kind = kind, b->width = width, b->esz = esz, b->span = span;\n"
"  b->has_fill = has_fill, b->lo = lo, b->hi = hi;\n"
"  b->rawlen = GUARD + 64 + (size_t)span * esz + GUARD;\n"
"  b->raw = malloc(b->rawlen);\n"
"  if (!b->raw) { fprintf(stderr, \"driver: out of memory\\n\"); exit(3); }\n"
"  memset(b->raw, 0xa5, b->rawlen);\n"
"  b->data = (unsigned char *)(((uintptr_t)b->raw + GUARD + 63) & ~(uintptr_t)63);\n"
"  rs = seed;\n"
"  for (int64_t i = 0; i < span; i++) {\n"
"    uint64_t v = value(b);\n"
"    memcpy(b->data + i * esz, &v, (size_t)esz);\n"
"  }\n"
"}\n"
"static const char *tname(int kind, int width) {\n"
"  static char t[8];\n"
"  switch (kind) { case K_F16: return \"f16\"; case K_BF16: return \"bf16\"; case K_F32: return \"f32\"; case K_F64: return \"f64\"; }\n"
"  snprintf(t, sizeof t, \"i%d\", width); return t;\n"
"}\n"
"static void token(int kind, int width, uint64_t v) {\n"
"  printf(\"%s:%0*llx\", tname(kind, width), (width + 3) / 4, (unsigned long long)(v & mask(width)));\n"
"}\n"
"/* the runtime functions vector.print calls (MLIR's CRunnerUtils names) */\n"
"void printI64(int64_t v) { printf(\"i64:%016llx \", (unsigned long long)v); }\n"
"void printU64(uint64_t v) { printf(\"u64:%016llx \", (unsigned long long)v); }\n"
"void printF16(uint16_t v) { printf(\"f16:%04x \", v); }\n"
"void printBF16(uint16_t v) { printf(\"bf16:%04x \", v); }\n"
"void printF32(float f) { uint32_t u; memcpy(&u, &f, 4); printf(\"f32:%08x \", u); }\n"
"void printF64(double d) { uint64_t u; memcpy(&u, &d, 8); printf(\"f64:%016llx \", (unsigned long long)u); }\n"
"void printOpen(void) { fputs(\"( \", stdout); }\n"
"void printClose(void) { fputs(\") \", stdout); }\n"
"void printComma(void) { fputs(\", \", stdout); }\n"
"void printNewline(void) { fputs(\"\\n\", stdout); }\n"
"void printString(const char *s) { printf(\"str:%s \", s); }\n"
"/* memrefCopy of MLIR's CRunnerUtils (memref.copy of non-contiguous memrefs):\n"
"   unranked descriptors {rank, ptr to {alloc, aligned, offset, sizes[r], strides[r]}} */\n"
"typedef struct { int64_t rank; void *desc; } UMR;\n"
"void memrefCopy(int64_t esz, UMR *src, UMR *dst) {\n"
"  int64_t r = src->rank, *sd = (int64_t *)src->desc, *dd = (int64_t *)dst->desc, idx[16] = {0};\n"
"  char *sp = (char *)(intptr_t)sd[1], *dp = (char *)(intptr_t)dd[1];\n"
"  int64_t n = 1;\n"
"  for (int64_t i = 0; i < r; i++) n *= sd[3 + i];\n"
"  for (int64_t e = 0; e < n; e++) {\n"
"    int64_t so = sd[2], dof = dd[2];\n"
"    for (int64_t i = 0; i < r; i++) { so += idx[i] * sd[3 + r + i]; dof += idx[i] * dd[3 + r + i]; }\n"
"    memcpy(dp + dof * esz, sp + so * esz, (size_t)esz);\n"
"    for (int64_t i = r - 1; i >= 0; i--) { if (++idx[i] < sd[3 + i]) break; idx[i] = 0; }\n"
"  }\n"
"}\n"
"static int dump(const B *b, int idx) {\n"
"  int bad = 0;\n"
"  for (unsigned char *p = b->raw; p < b->data; p++) bad |= *p != 0xa5;\n"
"  for (unsigned char *p = b->data + b->span * b->esz; p < b->raw + b->rawlen; p++) bad |= *p != 0xa5;\n"
"  if (idx >= 0) printf(\"@arg%d %s %lld%s\\n\", idx, tname(b->kind, b->width), (long long)b->span, bad ? \" GUARD-CORRUPTED\" : \"\");\n"
"  for (int64_t i = 0; i < b->span; i++) {\n"
"    uint64_t v = 0;\n"
"    memcpy(&v, b->data + i * b->esz, (size_t)b->esz);\n"
"    token(b->kind, b->width, v);\n"
"    putchar(i % 8 == 7 || i == b->span - 1 ? '\\n' : ' ');\n"
"  }\n"
"  return bad;\n"
"}\n";

int main(int argc, char **argv)
{
	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: mkdriver KERNEL.generic.mlir [KERNEL.mlir] > driver.c\n");
		return 1;
	}
	size_t len, dlen;
	char *src = slurp(argv[1], &len);
	char *dsrc = argc == 3 ? slurp(argv[2], &dlen) : src;
	read_directives(dsrc);

	Ctx *c = ctx_new();
	Module *m = parse_module(c, argv[1], src, len);
	if (!m) {
		Buf b = { 0 };
		ctx_format_diag(c, &b);
		fprintf(stderr, "mkdriver: %.*s", (int)b.len, b.p ? b.p : "");
		return 1;
	}
	/* func.func @kernel, wherever it is (normally inside the builtin.module) */
	Op *fn = NULL;
	walk_ops(&m->body, find_kernel, &fn);
	walk_ops(&m->body, find_globals, c);
	if (!fn)
		die("no func.func @kernel in %s", argv[1]);
	if (!fn->nregions || !region_first(&op_regions(fn)[0]))
		die("@kernel is a declaration in %s", argv[1]);
	Attr *ft = at_dict_get(op_props(fn), "function_type");
	if (!ft)
		ft = at_dict_get(op_attrs(fn), "function_type");
	if (!ft || ft->kind != AT_TYPE || attr_type(ft)->kind != TY_FUNC)
		die("@kernel has no function_type in %s", argv[1]);
	Type *fty = attr_type(ft);
	if (fty->n > MAXARGS)
		skip("%s", "too many arguments");

	Arg args[MAXARGS];
	memset(args, 0, sizeof args);
	int si = 0;
	for (uint32_t i = 0; i < fty->n; i++) {
		Type *t = ty_func_ins(fty)[i];
		Arg *a = &args[i];
		char tn[256];
		type_name(c, t, tn, sizeof tn);
		if (t->kind == TY_MEMREF || t->kind == TY_UMEMREF) {
			memref_arg(c, t, a);
		} else if (elem_info(t, &a->kind, &a->width, &a->esz) && c_scalar_type(a)) {
			if (si < nscalars) {
				a->scalar = scalars_list[si];
			} else if (a->kind == K_INT) {
				snprintf(scalar_text[i], sizeof scalar_text[i], "%d", a->width == 1 ? 1 : 5 + si);
				a->scalar = scalar_text[i];
			} else {
				snprintf(scalar_text[i], sizeof scalar_text[i], "%d.5", 1 + si);
				a->scalar = scalar_text[i];
			}
			si++;
		} else {
			skip("unsupported argument type %s", tn);
		}
	}
	for (int k = 0; k < nfill; k++) {
		if (fill_arg[k] >= (long long)fty->n || !args[fill_arg[k]].is_memref)
			die("%s", "FILL names an argument that is not a memref");
		Arg *a = &args[fill_arg[k]];
		a->has_fill = 1, a->lo = fill_lo[k], a->hi = fill_hi[k];
	}
	int rkind = -1, rwidth = 0, resz = 0;
	if (fty->m > 1)
		skip("%s", "@kernel has several results (write them to memrefs)");
	if (fty->m == 1) {
		Type *t = ty_func_outs(fty)[0];
		char tn[256];
		type_name(c, t, tn, sizeof tn);
		if (!elem_info(t, &rkind, &rwidth, &resz) || rkind == K_BF16 ||
		    (rkind == K_INT && rwidth != 1 && rwidth != 8 && rwidth != 16 && rwidth != 32 && rwidth != 64))
			skip("unsupported result type %s", tn);
	}

	/* ---- emit */
	fputs("/* generated by tests/diff/mkdriver from ", stdout);
	fputs(argv[argc - 1], stdout);
	fputs(" */\n", stdout);
	fputs(prelude, stdout);
	const char *rty = rkind < 0 ? "void" : rkind == K_INT ? "uint64_t" : rkind == K_F16 ? "_Float16" : rkind == K_F32 ? "float" : "double";
	printf("extern %s kernel(", rty);
	int first = 1;
	for (uint32_t i = 0; i < fty->n; i++) {
		Arg *a = &args[i];
		if (a->is_memref) {
			printf("%svoid *, void *, int64_t", first ? "" : ", ");
			for (int r = 0; r < 2 * a->rank; r++)
				printf(", int64_t");
		} else {
			printf("%s%s", first ? "" : ", ", c_scalar_type(a));
		}
		first = 0;
	}
	printf("%s);\n", first ? "void" : "");
	for (int g = 0; g < nglobs; g++)
		printf("unsigned char glob%d[%lld] __asm__(\"%s\") __attribute__((aligned(%lld)));\n", g,
		       (long long)(globs[g].n * globs[g].esz + 1), globs[g].name, (long long)globs[g].align);
	printf("\nint main(void) {\n");
	printf("  static B b[%u];\n  int bad = 0;\n", fty->n ? fty->n : 1);
	for (uint32_t i = 0; i < fty->n; i++) {
		Arg *a = &args[i];
		if (!a->is_memref)
			continue;
		printf("  setup(&b[%u], %d, %d, %d, %lld, %d, %lldLL, %lldLL, %lluULL);\n", i, a->kind, a->width, a->esz,
		       (long long)span_of(a), a->has_fill, a->lo, a->hi, seed * 1000003ULL + i);
	}
	if (nglobs)
		printf("  static B gb[%d];\n", nglobs);
	for (int g = 0; g < nglobs; g++) {
		Glob *G = &globs[g];
		printf("  gb[%d] = (B){ .kind = %d, .width = %d, .esz = %d, .span = %lld, .raw = glob%d, .data = glob%d, .rawlen = %lld };\n",
		       g, G->kind, G->width, G->esz, (long long)G->n, g, g, (long long)(G->n * G->esz));
		printf("  rs = %lluULL;\n  for (int64_t i = 0; i < %lld; i++) { uint64_t v = value(&gb[%d]); memcpy(glob%d + i * %d, &v, %d); }\n",
		       seed * 7919ULL + (unsigned long long)g, (long long)G->n, g, g, G->esz, G->esz);
	}
	if (rkind >= 0)
		printf("  %s r = ", rty);
	else
		printf("  ");
	printf("kernel(");
	first = 1;
	for (uint32_t i = 0; i < fty->n; i++) {
		Arg *a = &args[i];
		printf("%s", first ? "" : ",\n         ");
		first = 0;
		if (a->is_memref) {
			printf("b[%u].raw, b[%u].data, %lldLL", i, i, (long long)a->offset);
			for (int r = 0; r < a->rank; r++)
				printf(", %lldLL", (long long)a->sizes[r]);
			for (int r = 0; r < a->rank; r++)
				printf(", %lldLL", (long long)a->strides[r]);
		} else if (a->kind == K_BF16) {
			printf("(__bf16)(float)(%s)", a->scalar);
		} else {
			printf("(%s)(%s)", c_scalar_type(a), a->scalar);
		}
	}
	printf(");\n");
	for (uint32_t i = 0; i < fty->n; i++)
		if (args[i].is_memref)
			printf("  bad |= dump(&b[%u], %u);\n", i, i);
	for (int g = 0; g < nglobs; g++)
		printf("  printf(\"@global %s %%s %lld\\n\", tname(%d, %d));\n  dump(&gb[%d], -1);\n", globs[g].name,
		       (long long)globs[g].n, globs[g].kind, globs[g].width, g);
	if (rkind >= 0) {
		const char *tn = rkind == K_INT ? NULL : rkind == K_F16 ? "f16" : rkind == K_F32 ? "f32" : "f64";
		if (rkind == K_INT) {
			printf("  printf(\"@ret0 i%d\\n\");\n  token(K_INT, %d, r);\n", rwidth, rwidth);
		} else {
			printf("  uint64_t rb = 0;\n  memcpy(&rb, &r, sizeof r);\n");
			printf("  printf(\"@ret0 %s\\n\");\n  token(%d, %d, rb);\n", tn, rkind, rwidth);
		}
		printf("  putchar('\\n');\n");
	}
	printf("  return bad ? 4 : 0;\n}\n");
	ctx_free(c);
	free(src);
	if (dsrc != src)
		free(dsrc);
	return 0;
}
