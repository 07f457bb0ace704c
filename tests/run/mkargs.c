/* mkargs — the `tsrewrite run` arguments of one corpus kernel, from the
 * directives the differential driver reads (tests/diff/mkdriver.c), so that
 * both runs of tests/run/corpus.sh see the inputs the kernel was written
 * for:
 *
 *   mkargs KERNEL.generic.mlir KERNEL.mlir FUNC DIR
 *
 *   // DIMS: 5 7      sizes of the dynamic dims (default 8): the argument
 *                     goes as DIR/inN.npy with those sizes
 *   // FILL: A LO HI  argument A holds integers in [LO, HI] (DIR/inA.npy)
 *   // SCALARS: ...   scalar arguments (default 5, 6, ... / 1.5, 2.5, ...
 *                     / 1 for i1, as mkdriver)
 *   // SEED: N        --seed N
 *
 * Prints the options ("--arg 0=DIR/in0.npy --arg 2=5 ...") on stdout.
 * The other memref arguments get tsrewrite run's own random data. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"
#include "npy.h"

#define MAXA 256

static long long dims[256], fill_lo[MAXA], fill_hi[MAXA];
static int ndims, dims_used, has_fill[MAXA];
static char scalars[MAXA][64];
static int nscalars;
static unsigned long long seed;

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "mkargs: cannot open %s\n", path);
		exit(1);
	}
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	char *p = malloc((size_t)n + 1);
	if (!p || fread(p, 1, (size_t)n, f) != (size_t)n)
		exit(1);
	p[n] = 0;
	fclose(f);
	*len = (size_t)n;
	return p;
}

static void directives(const char *src)
{
	for (const char *l = src; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		const char *p = l;
		char *end;
		while (*p == ' ' || *p == '\t')
			p++;
		if (strncmp(p, "//", 2))
			continue;
		for (p += 2; *p == ' '; p++)
			;
		if (!strncmp(p, "DIMS:", 5)) {
			for (p += 5; ndims < 256; p = end) {
				long long x = strtoll(p, &end, 10);
				if (end == p)
					break;
				dims[ndims++] = x;
			}
		} else if (!strncmp(p, "FILL:", 5)) {
			long long a, lo, hi;
			if (sscanf(p + 5, "%lld %lld %lld", &a, &lo, &hi) == 3 && a >= 0 && a < MAXA)
				has_fill[a] = 1, fill_lo[a] = lo, fill_hi[a] = hi;
		} else if (!strncmp(p, "SEED:", 5)) {
			seed = strtoull(p + 5, NULL, 10);
		} else if (!strncmp(p, "SCALARS:", 8)) {
			for (p += 8; nscalars < MAXA;) {
				while (*p == ' ' || *p == '\t' || *p == ',')
					p++;
				strtod(p, &end);
				if (end == p || end - p >= 63)
					break;
				memcpy(scalars[nscalars], p, (size_t)(end - p));
				scalars[nscalars++][end - p] = 0;
				p = end;
			}
		}
	}
}

static int find_fn(Op *o, void *ud)
{
	const char **want = ud;
	if (op_name(o)->id != OP_FUNC_FUNC)
		return 0;
	Attr *sn = at_dict_get(op_props(o), "sym_name");
	if (!sn)
		sn = at_dict_get(op_attrs(o), "sym_name");
	if (sn && sn->kind == AT_STRING && sn->str->len == strlen(*want) && !memcmp(sn->str->s, *want, sn->str->len)) {
		*(Op **)(want + 1) = o;
		return -1;
	}
	return 1;
}

/* Bits of the integer v as an element of type t (exact for the small
 * integers FILL gives; f16 by hand). */
static uint64_t bits_of(Type *t, long long v)
{
	if (t->kind != TY_FLOAT)
		return (uint64_t)v;
	float f = (float)v;
	double d = (double)v;
	uint32_t u;
	uint64_t w;
	memcpy(&u, &f, 4);
	memcpy(&w, &d, 8);
	switch (t->fkind) {
	case FK_F64: return w;
	case FK_BF16: return u >> 16;
	case FK_F16:
		if (!v)
			return 0;
		/* f32 -> f16 for values with few mantissa bits */
		return (u >> 16 & 0x8000) | (((u >> 23 & 0xff) - 127 + 15) << 10) | (u >> 13 & 0x3ff);
	default: return u;
	}
}

static NpyType npy_of(Type *t, int *esz)
{
	if (t->kind == TY_INDEX)
		return *esz = 8, NPY_I64;
	if (t->kind == TY_FLOAT) {
		*esz = t->fkind == FK_F64 ? 8 : t->fkind == FK_F32 ? 4 : 2;
		return t->fkind == FK_F64 ? NPY_F64 : t->fkind == FK_F32 ? NPY_F32 : t->fkind == FK_F16 ? NPY_F16 : NPY_U16;
	}
	int k = t->width <= 8 ? 0 : t->width <= 16 ? 1 : t->width <= 32 ? 2 : 3;
	*esz = 1 << k;
	if (t->width == 1)
		return NPY_BOOL;
	return (t->sign == UNSIGNED ? (NpyType[]){ NPY_U8, NPY_U16, NPY_U32, NPY_U64 }
	                            : (NpyType[]){ NPY_I8, NPY_I16, NPY_I32, NPY_I64 })[k];
}

/* A memref argument that needs a file: its sizes, FILL data or small
 * pseudo-random integers (exact in every element type). */
static void write_input(Type *t, int idx, const char *dir)
{
	int64_t shape[NPY_MAX_RANK];
	size_t count = 1;
	int esz;
	NpyType nt = npy_of(t->elem, &esz);
	for (uint32_t i = 0; i < t->n && i < NPY_MAX_RANK; i++) {
		shape[i] = t->dims[i] == DYN ? (dims_used < ndims ? dims[dims_used++] : 8) : t->dims[i];
		count *= (size_t)shape[i];
	}
	long long lo = has_fill[idx] ? fill_lo[idx] : -4, hi = has_fill[idx] ? fill_hi[idx] : 4;
	if (t->elem->kind == TY_INT && t->elem->width == 1 && !has_fill[idx])
		lo = 0, hi = 1;
	unsigned char *data = calloc(count + 1, (size_t)esz);
	uint64_t s = seed * 1000003ull + (uint64_t)idx + 1;
	for (size_t i = 0; i < count; i++) {
		s = s * 6364136223846793005ull + 1442695040888963407ull;
		long long v = lo + (long long)((s >> 33) % (uint64_t)(hi - lo + 1));
		uint64_t b = bits_of(t->elem, v);
		memcpy(data + i * (size_t)esz, &b, (size_t)esz);
	}
	char path[4096], err[512];
	snprintf(path, sizeof path, "%s/in%d.npy", dir, idx);
	if (npy_write(path, nt, (int)t->n, shape, data, err, sizeof err)) {
		fprintf(stderr, "mkargs: %s\n", err);
		exit(1);
	}
	free(data);
	printf(" --arg %d=%s", idx, path);
}

int main(int argc, char **argv)
{
	if (argc != 5) {
		fprintf(stderr, "usage: mkargs KERNEL.generic.mlir KERNEL.mlir FUNC DIR\n");
		return 1;
	}
	size_t len, dlen;
	char *src = slurp(argv[1], &len), *dsrc = slurp(argv[2], &dlen);
	directives(dsrc);
	Ctx *c = ctx_new();
	Module *m = parse_module(c, argv[1], src, len);
	const char *want[2] = { argv[3], NULL };
	if (m)
		walk_ops(&m->body, find_fn, want);
	Op *fn = (Op *)want[1];
	Attr *ft = fn ? at_dict_get(op_props(fn), "function_type") : NULL;
	if (!ft || ft->kind != AT_TYPE || attr_type(ft)->kind != TY_FUNC) {
		fprintf(stderr, "mkargs: no func.func @%s in %s\n", argv[3], argv[1]);
		return 1;
	}
	printf("--seed %llu", seed);
	int si = 0;
	for (uint32_t i = 0; i < attr_type(ft)->n; i++) {
		Type *t = ty_func_ins(attr_type(ft))[i];
		if (t->kind == TY_MEMREF) {
			int dyn = 0;
			for (uint32_t d = 0; d < t->n; d++)
				dyn |= t->dims[d] == DYN;
			if ((dyn || has_fill[i]) && (t->elem->kind == TY_INT || t->elem->kind == TY_INDEX ||
			                             t->elem->kind == TY_FLOAT))
				write_input(t, (int)i, argv[4]);
		} else if (t->kind == TY_INT || t->kind == TY_INDEX || t->kind == TY_FLOAT) {
			if (si < nscalars)
				printf(" --arg %u=%s", i, scalars[si]);
			else if (t->kind == TY_FLOAT)
				printf(" --arg %u=%d.5", i, 1 + si);
			else
				printf(" --arg %u=%d", i, t->kind == TY_INT && t->width == 1 ? 1 : 5 + si);
			si++;
		}
	}
	putchar('\n');
	ctx_free(c);
	free(src);
	free(dsrc);
	return 0;
}
