/* randgen — seeded random kernel generator for the differential tests.
 *
 *   randgen SEED > kernel.mlir
 *
 * Writes one well-formed, UB-free kernel in MLIR's pretty form:
 * func.func @kernel over small static memrefs, with an affine.for (or
 * scf.for) body mixing random arith ops on i32/f32/index values (integer
 * binops, guarded divisions, masked shifts, cmpi/cmpf + select, casts
 * through narrower types, int<->float conversions on clamped values),
 * affine.apply / affine.min / affine.max with floordiv/mod/ceildiv by
 * positive constants over possibly negative operands, loads at mod-wrapped
 * addresses, an alloca scratch buffer, an optional vector section
 * (elementwise ops, a reduction, a shuffle) and an scf.for/scf.if
 * accumulation.  Every result is stored to an output memref.
 *
 * Then the affine sections (issue 12: what simplify-affine's range
 * reasoning meets): sibling nests in @kernel and in helper functions it
 * calls, 1 to 3 levels of affine.for with non-zero lower bounds, steps
 * above 1, affine.max/min bounds over the outer IVs, iter_args with one
 * or two results at any level, index values built through affine.apply
 * chains with floordiv/mod/ceildiv of negative and offset operands, and
 * loads of a 2-D buffer at digit-extractor addresses (x floordiv C,
 * x mod C) whose mods the pass may or may not drop.  Every address ends
 * in a mod by the buffer's extent or is in range by construction.
 *
 * UB-freedom: divisors are forced odd (x | 1) and dividends halved
 * (x >> 1, so never INT_MIN); shift amounts are masked to 0..31; float
 * values are clamped to [-1000, 1000] after every op (no inf, no NaN), so
 * fptosi is always in range; addresses are affine "mod N" or in-range
 * constants; no overflow flags.  The same seed always gives the same text.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t st;
static uint64_t rnd(void)
{
	uint64_t z = (st += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}
static int rn(int n) { return (int)(rnd() % (uint64_t)n); }
static int rr(int lo, int hi) { return lo + rn(hi - lo + 1); }

#define MAXV 256
static char ints[MAXV][16], flts[MAXV][16], idxs[MAXV][16];
static int nint, nflt, nidx, tmp;
static int use_expand;   /* emits ceildivsi/floordivsi: MLIR needs arith-expand */
/* Chosen up front: arith-expand also rewrites maximumf/minimumf (without
 * MLIR's signed-zero order), so a kernel has those or the expand ops. */
static int may_expand;

static const char *pick(char (*pool)[16], int n)
{
	/* favour recent values so that chains get deep */
	int k = n > 4 && rn(3) ? n - 1 - rn(4) : rn(n);
	return pool[k];
}
static const char *I(void) { return pick(ints, nint); }
static const char *F(void) { return pick(flts, nflt); }
static const char *X(void) { return pick(idxs, nidx); }

static char *fresh(char (*pool)[16], int *n, const char *pfx)
{
	char *s = pool[*n < MAXV ? (*n)++ : MAXV - 1];
	snprintf(s, 16, "%%%s%d", pfx, tmp++);
	return s;
}

static FILE *O;   /* the body is written to memory first */
static void pf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(O, fmt, ap);
	va_end(ap);
}
static void line(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("    ", O);
	vfprintf(O, fmt, ap);
	fputc('\n', O);
	va_end(ap);
}

/* clamp a fresh float into [-1000, 1000] */
static void fclamp(const char *raw)
{
	char lo[16];
	snprintf(lo, sizeof lo, "%%fl%d", tmp++);
	line("%s = arith.maxnumf %s, %%fmin : f32", lo, raw);
	char *hi = fresh(flts, &nflt, "f");
	line("%s = arith.minnumf %s, %%fmax : f32", hi, lo);
}

static const char *ipred[] = { "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge" };
static const char *fpred[] = { "oeq", "one", "olt", "ole", "ogt", "oge", "ord", "ueq", "une", "ult", "ule", "ugt", "uge", "uno" };

static void int_op(void)
{
	const char *a = I(), *b = I();
	char *r;
	switch (rn(12)) {
	case 0: case 1: {
		static const char *ops[] = { "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui" };
		r = fresh(ints, &nint, "i");
		line("%s = arith.%s %s, %s : i32", r, ops[rn(10)], a, b);
		break;
	}
	case 2: { /* guarded signed/unsigned division */
		char d[16], h[16];
		snprintf(d, sizeof d, "%%d%d", tmp++);
		snprintf(h, sizeof h, "%%h%d", tmp++);
		line("%s = arith.ori %s, %%i1c : i32", d, b);
		line("%s = arith.shrsi %s, %%i1c : i32", h, a);
		static const char *ops[] = { "divsi", "remsi", "divui", "remui", "ceildivui", "ceildivsi", "floordivsi" };
		int k = rn(may_expand ? 7 : 4);
		if (k >= 4)
			use_expand = 1;
		r = fresh(ints, &nint, "i");
		line("%s = arith.%s %s, %s : i32", r, ops[k], h, d);
		break;
	}
	case 3: { /* masked shift */
		char s[16];
		snprintf(s, sizeof s, "%%s%d", tmp++);
		line("%s = arith.andi %s, %%i31c : i32", s, b);
		static const char *ops[] = { "shli", "shrsi", "shrui" };
		r = fresh(ints, &nint, "i");
		line("%s = arith.%s %s, %s : i32", r, ops[rn(3)], a, s);
		break;
	}
	case 4: { /* cmpi + select */
		char p[16];
		snprintf(p, sizeof p, "%%p%d", tmp++);
		line("%s = arith.cmpi %s, %s, %s : i32", p, ipred[rn(10)], a, b);
		const char *c = I();
		r = fresh(ints, &nint, "i");
		line("%s = arith.select %s, %s, %s : i32", r, p, b, c);
		break;
	}
	case 5: { /* narrow and widen */
		static const char *tys[] = { "i8", "i16", "i1" };
		const char *t = tys[rn(3)];
		char n[16];
		snprintf(n, sizeof n, "%%n%d", tmp++);
		line("%s = arith.trunci %s : i32 to %s", n, a, t);
		r = fresh(ints, &nint, "i");
		line("%s = arith.%s %s : %s to i32", r, rn(2) ? "extsi" : "extui", n, t);
		break;
	}
	case 6: { /* float -> int (clamped floats are in range) */
		r = fresh(ints, &nint, "i");
		line("%s = arith.fptosi %s : f32 to i32", r, F());
		break;
	}
	case 7: { /* index -> int */
		r = fresh(ints, &nint, "i");
		line("%s = arith.index_cast %s : index to i32", r, X());
		break;
	}
	case 8: { /* i64 detour with mul */
		char w1[16], w2[16], w3[16];
		snprintf(w1, sizeof w1, "%%w%d", tmp++);
		snprintf(w2, sizeof w2, "%%w%d", tmp++);
		snprintf(w3, sizeof w3, "%%w%d", tmp++);
		line("%s = arith.extsi %s : i32 to i64", w1, a);
		line("%s = arith.extui %s : i32 to i64", w2, b);
		line("%s = arith.muli %s, %s : i64", w3, w1, w2);
		char w4[16];
		snprintf(w4, sizeof w4, "%%w%d", tmp++);
		line("%s = arith.shrui %s, %%i64_%d : i64", w4, w3, 0);
		r = fresh(ints, &nint, "i");
		line("%s = arith.trunci %s : i64 to i32", r, w4);
		break;
	}
	case 9: { /* constant */
		r = fresh(ints, &nint, "i");
		line("%s = arith.constant %d : i32", r, rr(-100000, 100000));
		break;
	}
	case 10: { /* math on ints */
		static const char *ops[] = { "absi", "ctpop", "ctlz", "cttz" };
		r = fresh(ints, &nint, "i");
		line("%s = math.%s %s : i32", r, ops[rn(4)], a);
		break;
	}
	default: { /* mulsi_extended high half */
		char lo[16];
		snprintf(lo, sizeof lo, "%%lo%d", tmp++);
		r = fresh(ints, &nint, "i");
		line("%s, %s = arith.%s %s, %s : i32", lo, r, rn(2) ? "mulsi_extended" : "mului_extended", a, b);
		break;
	}
	}
}

static void float_op(void)
{
	const char *a = F(), *b = F();
	char raw[16];
	snprintf(raw, sizeof raw, "%%fr%d", tmp++);
	switch (rn(7)) {
	case 0: case 1: {
		static const char *ops[] = { "addf", "subf", "mulf" };
		line("%s = arith.%s %s, %s : f32", raw, ops[rn(3)], a, b);
		break;
	}
	case 2: {
		static const char *ops[] = { "maxnumf", "minnumf", "maximumf", "minimumf" };
		if (may_expand) /* arith-expand rewrites these: keep such kernels free of them */
			line("%s = arith.addf %s, %s : f32", raw, a, b);
		else
			line("%s = arith.%s %s, %s : f32", raw, ops[rn(4)], a, b);
		break;
	}
	case 3: {
		char p[16];
		snprintf(p, sizeof p, "%%q%d", tmp++);
		line("%s = arith.cmpf %s, %s, %s : f32", p, fpred[rn(14)], a, b);
		line("%s = arith.select %s, %s, %s : f32", raw, p, a, F());
		break;
	}
	case 4: {
		static const char *ops[] = { "negf", "absf", "floor", "ceil", "trunc", "roundeven" };
		int k = rn(6);
		line("%s = %s.%s %s : f32", raw, k == 0 ? "arith" : "math", ops[k], a);
		break;
	}
	case 5:
		line("%s = arith.sitofp %s : i32 to f32", raw, I());
		break;
	default: {
		char h[16];
		snprintf(h, sizeof h, "%%hh%d", tmp++);
		line("%s = arith.truncf %s : f32 to f16", h, a);
		line("%s = arith.extf %s : f16 to f32", raw, h);
		break;
	}
	}
	fclamp(raw);
}

static void index_op(int n)
{
	/* operands first: the result must not use itself */
	const char *o1 = X(), *o2 = X();
	char *r = fresh(idxs, &nidx, "x");
	int c1 = rr(-7, 7), c2 = rr(-40, 40), c3 = rr(1, 9);
	if (c1 == 0)
		c1 = 1;
	switch (rn(5)) {
	case 0:
		line("%s = affine.apply affine_map<(d0) -> ((d0 * %d + %d) floordiv %d)>(%s)", r, c1, c2, c3, o1);
		break;
	case 1:
		line("%s = affine.apply affine_map<(d0) -> ((d0 * %d + %d) mod %d)>(%s)", r, c1, c2, c3, o1);
		break;
	case 2:
		line("%s = affine.apply affine_map<(d0, d1) -> ((d0 - d1 * %d) ceildiv %d)>(%s, %s)", r, c1, c3, o1, o2);
		break;
	case 3:
		line("%s = affine.min affine_map<(d0, d1) -> (d0 + %d, d1 mod %d, %d)>(%s, %s)", r, c2, c3, rr(-5, 30), o1, o2);
		break;
	default:
		line("%s = affine.max affine_map<(d0, d1) -> (d0 floordiv %d, d1 - %d)>(%s, %s)", r, c3, rr(0, 2 * n), o1, o2);
		break;
	}
}


/* ------------------------------------------------- the affine sections */

/* The 2-D buffer the sections read: %m2 : memref<R2 x C2 x f32>. */
static int R2, C2;
enum { NOUT = 32 };

typedef struct Lv {
	char iv[16];
	int plain;          /* lb 0, step 1, ub a constant: values in [0, ub) */
	int ub;
	int nacc;           /* iter_args: 0, 1 (f32) or 2 (f32, index) */
	int res;            /* its results are %r<res> */
	char acc[16], cnt[16];
} Lv;
static Lv lv[4];
static int nlv;

static void ind(int d)
{
	for (int i = 0; i < d; i++)
		fputs("  ", O);
}

/* An index value over the IVs in scope through a chain of 1..3 applies:
 * linear first, then floordiv/mod/ceildiv by constants with offsets and
 * negative coefficients (values may be negative). */
static void chain(int d, char *out)
{
	const char *a = lv[rn(nlv)].iv, *b = lv[rn(nlv)].iv;
	char cur[16];
	snprintf(cur, sizeof cur, "%%ch%d", tmp++);
	ind(d);
	pf("%s = affine.apply affine_map<(d0, d1)[s0] -> (d0 * %d + d1 * %d + s0)>(%s, %s)[%%c%d]\n", cur,
	   rr(-3, 4), rr(-2, 3), a, b, rr(0, 3));
	for (int k = rr(0, 2); k > 0; k--) {
		char nx[16];
		snprintf(nx, sizeof nx, "%%ch%d", tmp++);
		int q = rr(2, 9), c = rr(-12, 12);
		ind(d);
		switch (rn(4)) {
		case 0: pf("%s = affine.apply affine_map<(d0, d1) -> ((d0 + %d) floordiv %d + d1)>(%s, %s)\n", nx, c, q, cur, lv[rn(nlv)].iv); break;
		case 1: pf("%s = affine.apply affine_map<(d0) -> ((d0 * %d + %d) mod %d)>(%s)\n", nx, rr(-3, 3) | 1, c, q, cur); break;
		case 2: pf("%s = affine.apply affine_map<(d0, d1) -> ((d0 - d1) ceildiv %d - %d)>(%s, %s)\n", nx, q, rr(-4, 4), cur, lv[rn(nlv)].iv); break;
		default: pf("%s = affine.apply affine_map<(d0)[s0] -> (d0 mod %d + s0 * %d)>(%s)[%%c%d]\n", nx, q, rr(-2, 2), cur, rr(0, 3)); break;
		}
		strcpy(cur, nx);
	}
	strcpy(out, cur);
}

/* A load of %m2: a digit extractor of a flat index over the plain loops
 * (in range by construction, so its mods may fold), or of an apply chain
 * wrapped by mods (never in range by construction). */
static void m2_load(int d, char *out)
{
	snprintf(out, 16, "%%mv%d", tmp++);
	int p0 = -1, p1 = -1;
	for (int i = 0; i < nlv; i++)
		if (lv[i].plain)
			p0 = p1, p1 = i;
	if (p1 >= 0 && rn(2) && (p0 < 0 || lv[p0].ub * lv[p1].ub <= R2 * C2)) {
		/* x = i * ub1 + j < R2 * C2 when both plain loops fit */
		const char *i = p0 >= 0 ? lv[p0].iv : "%c0", *j = lv[p1].iv;
		int ub1 = lv[p1].ub;
		ind(d);
		if (p0 < 0 && ub1 > R2 * C2) {
			pf("%s = affine.load %%m2[(%s floordiv %d) mod %d, %s mod %d] : memref<%dx%dxf32>\n", out, j, C2, R2, j, C2, R2, C2);
			return;
		}
		pf("%s = affine.load %%m2[(%s * %d + %s) floordiv %d, (%s * %d + %s) mod %d] : memref<%dx%dxf32>\n", out, i,
		   ub1, j, C2, i, ub1, j, C2, R2, C2);
		return;
	}
	char x[16];
	chain(d, x);
	ind(d);
	pf("%s = affine.load %%m2[(%s floordiv %d) mod %d, (%s + %d) mod %d] : memref<%dx%dxf32>\n", out, x, rr(1, 5), R2,
	   x, rr(-9, 9), C2, R2, C2);
}

static void loop_header(int d, Lv *L, int level)
{
	char lb[96], ub[128];
	int kind = rn(level ? 4 : 3), step = 1;
	L->plain = 0;
	if (kind == 0) {
		L->plain = 1;
		L->ub = rr(2, 12);
		snprintf(lb, sizeof lb, "0");
		snprintf(ub, sizeof ub, "%d", L->ub);
	} else if (kind <= 2) {
		int lo = rr(-3, 6);
		step = rr(1, 4);
		snprintf(lb, sizeof lb, "%d", lo);
		snprintf(ub, sizeof ub, "%d", lo + rr(1, 14));
	} else {
		const char *o = lv[rn(level)].iv;
		step = rr(1, 3);
		snprintf(lb, sizeof lb, "max affine_map<(d0) -> (d0 - %d, %d)>(%s)", rr(0, 4), rr(-2, 2), o);
		snprintf(ub, sizeof ub, "min affine_map<(d0) -> (d0 + %d, %d)>(%s)", rr(1, 6), rr(3, 12), o);
	}
	snprintf(L->iv, sizeof L->iv, "%%l%d", tmp++);
	L->nacc = rn(3) ? rn(2) + (rn(3) == 0) : 0;
	ind(d);
	char res[40] = "";
	if (L->nacc) {
		snprintf(L->acc, sizeof L->acc, "%%a%d", tmp++);
		snprintf(L->cnt, sizeof L->cnt, "%%n%d", tmp++);
		L->res = tmp++;
		snprintf(res, sizeof res, "%%r%d%s", L->res, L->nacc == 2 ? ":2" : "");
		pf("%s = ", res);
	}
	pf("affine.for %s = %s to %s", L->iv, lb, ub);
	if (step > 1)
		pf(" step %d", step);
	if (L->nacc == 1)
		pf(" iter_args(%s = %%fz) -> (f32)", L->acc);
	if (L->nacc == 2)
		pf(" iter_args(%s = %%fz, %s = %%c0) -> (f32, index)", L->acc, L->cnt);
	pf(" {\n");
}

/* Store an f32 and an index (as i32) to the outputs at a wrapped address. */
static void emit_out(int d, const char *f, const char *x)
{
	const char *iv = nlv ? lv[rn(nlv)].iv : "%c0";
	if (f) {
		ind(d);
		pf("affine.store %s, %%oa[(%s * %d + %d) mod %d] : memref<%dxf32>\n", f, iv, rr(1, 3), rr(0, NOUT), NOUT, NOUT);
	}
	if (x) {
		char t[16];
		snprintf(t, sizeof t, "%%xc%d", tmp++);
		ind(d);
		pf("%s = arith.index_cast %s : index to i32\n", t, x);
		ind(d);
		pf("affine.store %s, %%oai[(%s + %d) mod %d] : memref<%dxi32>\n", t, iv, rr(0, NOUT), NOUT, NOUT);
	}
}

/* One nest level; its results (if iter_args) are named %rN / %rN#1. */
static void level(int d, int l, int depth)
{
	Lv *L = &lv[nlv];
	loop_header(d, L, l);
	int resno = L->res;
	nlv++;
	char v[16], w[16], x[16];
	m2_load(d + 1, v);
	if (l + 1 < depth) {
		level(d + 1, l + 1, depth);
	} else {
		m2_load(d + 1, w);
		char p[16];
		snprintf(p, sizeof p, "%%pm%d", tmp++);
		ind(d + 1);
		pf("%s = arith.mulf %s, %s : f32\n", p, v, w);
		strcpy(v, p);
	}
	chain(d + 1, x);
	if (L->nacc) {
		char s[16], n[16];
		snprintf(s, sizeof s, "%%sa%d", tmp++);
		ind(d + 1);
		pf("%s = arith.addf %s, %s : f32\n", s, L->acc, v);
		if (L->nacc == 2) {
			snprintf(n, sizeof n, "%%sn%d", tmp++);
			ind(d + 1);
			pf("%s = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod %d)>(%s, %s)\n", n, rr(3, 50), L->cnt, x);
			ind(d + 1);
			pf("affine.yield %s, %s : f32, index\n", s, n);
		} else {
			ind(d + 1);
			pf("affine.yield %s : f32\n", s);
		}
	} else {
		emit_out(d + 1, v, x);
	}
	nlv--;
	ind(d);
	pf("}\n");
	if (L->nacc) {
		char f[16], c[16];
		snprintf(f, sizeof f, "%%r%d%s", resno, L->nacc == 2 ? "#0" : "");
		snprintf(c, sizeof c, "%%r%d#1", resno);
		emit_out(d, f, L->nacc == 2 ? c : NULL);
	}
}

/* Sibling nests at indent d; the constants %fz, %c0..%c3 are in scope. */
static void sections(int d)
{
	for (int k = rr(1, 3); k > 0; k--)
		level(d, 0, rr(1, 3));
}

static void section_consts(void)
{
	pf("  %%fz = arith.constant 0.0 : f32\n");
	pf("  %%c2 = arith.constant 2 : index\n  %%c3 = arith.constant 3 : index\n");
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: randgen SEED > kernel.mlir\n");
		return 2;
	}
	unsigned long long seed = strtoull(argv[1], NULL, 10);
	st = seed * 0x2545f4914f6cdd1dull + 1;
	static const int sizes[] = { 8, 12, 16, 24 };
	int n = sizes[rn(4)];
	int nops = rr(8, 40);
	int kout = rr(1, 4);
	int with_vec = rn(3) != 0, with_scf = rn(2), with_alloca = rn(2);
	static const int r2s[] = { 3, 4, 5, 6 }, c2s[] = { 4, 6, 7, 8, 12 };
	R2 = r2s[rn(4)];
	C2 = c2s[rn(5)];
	int nhelp = rn(3);
	may_expand = rn(2);

	/* Body first (into a buffer), so the header knows whether arith-expand is needed. */
	char *body = NULL;
	size_t blen = 0;
	O = open_memstream(&body, &blen);
	if (!O)
		return 1;

	strcpy(ints[nint++], "%ld0");
	strcpy(ints[nint++], "%ld1");
	strcpy(ints[nint++], "%i1c");
	strcpy(flts[nflt++], "%y0");
	strcpy(flts[nflt++], "%y1");
	strcpy(idxs[nidx++], "%iv");
	strcpy(idxs[nidx++], "%ivn");

	pf("  %%i1c = arith.constant 1 : i32\n  %%i31c = arith.constant 31 : i32\n  %%i64_0 = arith.constant 17 : i64\n");
	pf("  %%fmin = arith.constant -1000.0 : f32\n  %%fmax = arith.constant 1000.0 : f32\n");
	pf("  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n  %%cn = arith.constant %d : index\n", n);
	if (with_alloca) { /* every slot written before the loop reads it */
		pf("  %%tmpbuf = memref.alloca() : memref<%dxi32>\n", n);
		pf("  affine.for %%t = 0 to %d {\n    %%tv = arith.index_cast %%t : index to i32\n", n);
		pf("    affine.store %%tv, %%tmpbuf[%%t] : memref<%dxi32>\n  }\n", n);
	}
	pf("  affine.for %%iv = 0 to %d {\n", n);
	int sh = rr(1, n - 1);
	line("%%ivn = affine.apply affine_map<(d0) -> (d0 - %d)>(%%iv)", rr(1, n));
	line("%%ld0 = affine.load %%a[%%iv] : memref<%dxi32>", n);
	line("%%ld1 = affine.load %%b[(%%iv + %d) mod %d] : memref<%dxi32>", sh, n, n);
	line("%%y0r = affine.load %%f[%%iv] : memref<%dxf32>", n);
	line("%%y1r = affine.load %%g[%d - %%iv] : memref<%dxf32>", n - 1, n);
	line("%%y0 = arith.minnumf %%y0r, %%fmax : f32");
	line("%%y1 = arith.maxnumf %%y1r, %%fmin : f32");
	for (int k = 0; k < nops; k++) {
		int w = rn(10);
		if (w < 5)
			int_op();
		else if (w < 8)
			float_op();
		else
			index_op(n);
		if (with_alloca && rn(8) == 0) {
			line("affine.store %s, %%tmpbuf[(%%iv * %d) mod %d] : memref<%dxi32>", I(), rr(1, 5), n, n);
			char *r = fresh(ints, &nint, "i");
			line("%s = affine.load %%tmpbuf[%%iv] : memref<%dxi32>", r, n);
		}
		if (rn(6) == 0) { /* load at a computed, wrapped address */
			char *r = fresh(ints, &nint, "i");
			line("%s = affine.load %%a[(%%iv * %d + %d) mod %d] : memref<%dxi32>", r, rr(-5, 5), rr(-20, 20), n, n);
		}
	}
	for (int k = 0; k < kout; k++) {
		line("affine.store %s, %%o[%d, %%iv] : memref<%dx%dxi32>", ints[nint - 1 - (k % nint)], k, kout, n);
		line("affine.store %s, %%of[%d, %%iv] : memref<%dx%dxf32>", flts[nflt - 1 - (k % nflt)], k, kout, n);
	}
	line("%%ixo = arith.index_cast %s : index to i32", idxs[nidx - 1]);
	line("affine.store %%ixo, %%oi[%%iv] : memref<%dxi32>", n);
	pf("  }\n");

	section_consts();
	for (int h = 0; h < nhelp; h++)
		pf("  func.call @helper%d(%%m2, %%oa, %%oai) : (memref<%dx%dxf32>, memref<%dxf32>, memref<%dxi32>) -> ()\n",
		   h, R2, C2, NOUT, NOUT);
	sections(1);

	if (with_vec) {
		pf("  %%va = vector.load %%a[%%c0] : memref<%dxi32>, vector<8xi32>\n", n);
		pf("  %%vb = vector.load %%b[%%c0] : memref<%dxi32>, vector<8xi32>\n", n);
		static const char *vops[] = { "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui" };
		pf("  %%v1 = arith.%s %%va, %%vb : vector<8xi32>\n", vops[rn(8)]);
		pf("  %%v2 = arith.%s %%v1, %%va : vector<8xi32>\n", vops[rn(8)]);
		pf("  %%vs = vector.shuffle %%v2, %%vb [%d, %d, %d, %d, %d, %d, %d, %d] : vector<8xi32>, vector<8xi32>\n",
		       rn(16), rn(16), rn(16), rn(16), rn(16), rn(16), rn(16), rn(16));
		pf("  %%vz = arith.constant dense<%d> : vector<8xi32>\n", rr(-50, 50));
		pf("  %%vm = arith.cmpi %s, %%vs, %%vz : vector<8xi32>\n", ipred[rn(10)]);
		pf("  %%v3 = arith.select %%vm, %%vs, %%v1 : vector<8xi1>, vector<8xi32>\n");
		static const char *kinds[] = { "add", "mul", "minsi", "maxui", "and", "or", "xor" };
		pf("  %%vr = vector.reduction <%s>, %%v3 : vector<8xi32> into i32\n", kinds[rn(7)]);
		pf("  vector.store %%v3, %%ov[%%c0] : memref<8xi32>, vector<8xi32>\n");
		pf("  memref.store %%vr, %%acc[%%c0] : memref<4xi32>\n");
		pf("  %%vf = vector.load %%f[%%c0] : memref<%dxf32>, vector<8xf32>\n", n);
		pf("  %%vfa = math.absf %%vf : vector<8xf32>\n");
		pf("  %%vfr = vector.reduction <%s>, %%vfa : vector<8xf32> into f32\n", rn(2) ? "maxnumf" : "minnumf");
		pf("  %%vfi = arith.fptosi %%vfr : f32 to i32\n");
		pf("  %%c1x = arith.constant 1 : index\n");
		pf("  memref.store %%vfi, %%acc[%%c1x] : memref<4xi32>\n");
	}
	if (with_scf) {
		pf("  %%z = arith.constant 0 : i32\n");
		pf("  %%sum = scf.for %%j = %%c0 to %%cn step %%c1 iter_args(%%s = %%z) -> (i32) {\n");
		pf("    %%e = memref.load %%o[%%c0, %%j] : memref<%dx%dxi32>\n", kout, n);
		pf("    %%k = arith.constant %d : i32\n", rr(-10, 10));
		pf("    %%cnd = arith.cmpi %s, %%e, %%k : i32\n", ipred[rn(10)]);
		pf("    %%t = scf.if %%cnd -> (i32) {\n      %%u = arith.addi %%s, %%e : i32\n      scf.yield %%u : i32\n");
		pf("    } else {\n      %%u = arith.xori %%s, %%e : i32\n      scf.yield %%u : i32\n    }\n");
		pf("    scf.yield %%t : i32\n  }\n");
		pf("  %%c2x = arith.constant 2 : index\n");
		pf("  memref.store %%sum, %%acc[%%c2x] : memref<4xi32>\n");
	}
	pf("  return\n}\n");
	fclose(O);

	printf("// random kernel: tests/diff/randgen %llu\n", seed);
	/* lower-affine before any of MLIR's greedy rewrites: MLIR 19 folds
	 * some floordiv/mod chains wrongly when it composes applies
	 * (corpus/kernels/mlir19_affine_fold_bug.mlir); the literal expansion
	 * is the reference. */
	printf("// MLIR-PRE: lower-affine%s\n", use_expand ? ",arith-expand" : "");
	/* the helpers (their own sections, called first) */
	char *hbody = NULL;
	size_t hlen = 0;
	O = open_memstream(&hbody, &hlen);
	if (!O)
		return 1;
	for (int h = 0; h < nhelp; h++) {
		pf("func.func @helper%d(%%m2: memref<%dx%dxf32>, %%oa: memref<%dxf32>, %%oai: memref<%dxi32>) {\n", h, R2,
		   C2, NOUT, NOUT);
		pf("  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n");
		section_consts();
		sections(1);
		pf("  return\n}\n");
	}
	fclose(O);
	fwrite(hbody, 1, hlen, stdout);
	free(hbody);
	printf("func.func @kernel(%%a: memref<%dxi32>, %%b: memref<%dxi32>, %%f: memref<%dxf32>, %%g: memref<%dxf32>, "
	       "%%o: memref<%dx%dxi32>, %%of: memref<%dx%dxf32>, %%oi: memref<%dxi32>, %%ov: memref<8xi32>, %%acc: memref<4xi32>, "
	       "%%m2: memref<%dx%dxf32>, %%oa: memref<%dxf32>, %%oai: memref<%dxi32>) {\n",
	       n, n, n, n, kout, n, kout, n, n, R2, C2, NOUT, NOUT);
	fwrite(body, 1, blen, stdout);
	free(body);
	return 0;
}
