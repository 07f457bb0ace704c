/* test_rewrite_affine.c — the affine algebra of simplify-affine
 * (rewrite/affine_ranges.c, rewrite/mixed_radix.c) and the pass itself.
 *
 * Exactness is checked by brute force: a folded expression must evaluate
 * like the original at every point of the iteration ranges.  Random cases
 * come from a fixed seed (reproducible); the spec's worked examples of
 * transfer.md §5 are checked by their expected text.  The pass is tested
 * on generic-form modules: random loop nests of affine.apply chains are
 * interpreted before and after the pass at every iteration point. */
#include "unit.h"
#include "rewrite.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ helpers */

typedef struct Rng {
	uint64_t s;
} Rng;

static uint64_t rnd(Rng *r)
{
	/* splitmix64 */
	uint64_t z = (r->s += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static int64_t rint_in(Rng *r, int64_t lo, int64_t hi)
{
	return lo + (int64_t)(rnd(r) % (uint64_t)(hi - lo + 1));
}

/* A small reader of MLIR's affine syntax (d0, s0, + - * floordiv ceildiv
 * mod, parentheses) through the canonical constructors. */
typedef struct Rd {
	Ctx *c;
	const char *p;
} Rd;

static int eat(Rd *r, const char *tok)
{
	while (*r->p == ' ')
		r->p++;
	size_t n = strlen(tok);
	if (strncmp(r->p, tok, n))
		return 0;
	r->p += n;
	return 1;
}

static AffExpr *rd_sum(Rd *r);

static AffExpr *rd_atom(Rd *r)
{
	if (eat(r, "-"))
		return aff_neg(r->c, rd_atom(r));
	if (eat(r, "(")) {
		AffExpr *e = rd_sum(r);
		ck_assert(eat(r, ")"));
		return e;
	}
	char k = *r->p;
	char *end;
	if (k == 'd' || k == 's') {
		unsigned long v = strtoul(r->p + 1, &end, 10);
		r->p = end;
		return k == 'd' ? aff_dim(r->c, (unsigned)v) : aff_sym(r->c, (unsigned)v);
	}
	long long v = strtoll(r->p, &end, 10);
	ck_assert_msg(end != r->p, "bad operand at '%s'", r->p);
	r->p = end;
	return aff_const(r->c, v);
}

static AffExpr *rd_term(Rd *r)
{
	AffExpr *e = rd_atom(r);
	for (;;) {
		if (eat(r, "*"))
			e = aff_mul(r->c, e, rd_atom(r));
		else if (eat(r, "floordiv"))
			e = aff_floordiv(r->c, e, rd_atom(r));
		else if (eat(r, "ceildiv"))
			e = aff_ceildiv(r->c, e, rd_atom(r));
		else if (eat(r, "mod"))
			e = aff_mod(r->c, e, rd_atom(r));
		else
			return e;
	}
}

static AffExpr *rd_sum(Rd *r)
{
	AffExpr *e = rd_term(r);
	for (;;) {
		if (eat(r, "+"))
			e = aff_add(r->c, e, rd_term(r));
		else if (eat(r, "-"))
			e = aff_sub(r->c, e, rd_term(r));
		else
			return e;
	}
}

static AffExpr *X(Ctx *c, const char *s)
{
	Rd r = { c, s };
	AffExpr *e = rd_sum(&r);
	ck_assert_msg(*r.p == 0, "trailing '%s'", r.p);
	return e;
}

static char *str_of(AffExpr *e)
{
	Buf b = { 0 };
	print_affexpr(e, &b);
	buf_putc(&b, 0);
	return b.p;
}

#define ck_expr(e, want) do { \
	char *got_ = str_of(e); \
	ck_assert_msg(strcmp(got_, (want)) == 0, "got '%s', want '%s'", got_, (want)); \
	free(got_); \
} while (0)

/* A loop `lb to ub step st` as the pass sees its IV. */
static AffVar loop(int64_t lb, int64_t ub, int64_t st)
{
	AffVar v = { .known = 1, .lo = lb, .base = lb, .step = st };
	v.hi = lb + (ub - 1 - lb) / st * st;
	v.extent = lb >= 0 ? ub : 0;
	return v;
}

static AffEnv env_of(const AffVar *d, uint32_t nd)
{
	return (AffEnv){ d, NULL, nd, 0, 1000 };
}

/* Compares e and f at every point of the dims' ranges (stepped), with
 * every symbol at each value of syms[]; returns the number of points. */
static long brute(AffExpr *e, AffExpr *f, const AffVar *d, uint32_t nd, const char *what)
{
	int64_t x[4] = { 0 }, s[1] = { 0 };
	long n = 0;
	for (uint32_t i = 0; i < nd; i++)
		x[i] = d[i].lo;
	for (;;) {
		int ok1, ok2;
		int64_t a = aff_eval(e, x, s, &ok1), b = aff_eval(f, x, s, &ok2);
		if (ok1) {
			if (!ok2 || a != b) {
				char *es = str_of(e), *fs = str_of(f);
				ck_abort_msg("%s: '%s' != '%s' at d = (%lld, %lld, %lld): %lld vs %lld", what,
					     es, fs, (long long)x[0], (long long)x[1], (long long)x[2],
					     (long long)a, (long long)b);
			}
		}
		n++;
		uint32_t i = 0;
		for (; i < nd; i++) {
			x[i] += d[i].step ? d[i].step : 1;
			if (x[i] <= d[i].hi)
				break;
			x[i] = d[i].lo;
		}
		if (i == nd)
			return n;
	}
}

static unsigned count_divs(const AffExpr *e)
{
	if (e->kind >= AE_CONST)
		return 0;
	return (e->kind == AE_MOD || e->kind == AE_FLOORDIV || e->kind == AE_CEILDIV) +
	       count_divs(e->lhs) + count_divs(e->rhs);
}

/* ------------------------------------------------ random expressions */

static const int64_t divisors[] = { 1, 2, 2, 3, 4, 4, 5, 6, 8, 8, 12, 16, 24, 32, 7, 9 };

static int64_t rdiv(Rng *r)
{
	return divisors[rnd(r) % (sizeof divisors / sizeof *divisors)];
}

static AffExpr *rand_lin(Ctx *c, Rng *r, uint32_t nd)
{
	AffExpr *e = aff_const(c, rint_in(r, -20, 20));
	for (uint32_t i = 0; i < nd; i++)
		if (rnd(r) % 3)
			e = aff_add(c, e, aff_mul(c, aff_dim(c, i), aff_const(c, rint_in(r, -3, 3) * rdiv(r))));
	return e;
}

static AffExpr *rand_expr(Ctx *c, Rng *r, uint32_t nd, int depth)
{
	if (depth <= 0 || rnd(r) % 4 == 0)
		return rnd(r) % 2 ? aff_dim(c, (unsigned)(rnd(r) % nd)) : rand_lin(c, r, nd);
	AffExpr *a = rand_expr(c, r, nd, depth - 1);
	AffExpr *k = aff_const(c, rdiv(r));
	switch (rnd(r) % 6) {
	case 0: return aff_floordiv(c, a, k);
	case 1: return aff_mod(c, a, k);
	case 2: return aff_ceildiv(c, a, k);
	case 3: return aff_add(c, a, aff_mul(c, rand_expr(c, r, nd, depth - 1), aff_const(c, rdiv(r))));
	case 4: return aff_mod(c, aff_floordiv(c, a, k), aff_const(c, rdiv(r)));
	default: return aff_floordiv(c, aff_mod(c, a, aff_const(c, rdiv(r) * rdiv(r))), k);
	}
}

static AffVar rand_var(Rng *r)
{
	int64_t lb = rnd(r) % 4 ? 0 : rint_in(r, -6, 6);
	int64_t step = rnd(r) % 3 ? 1 : rdiv(r);
	int64_t ub = lb + rint_in(r, 1, 3) * (rnd(r) % 2 ? rdiv(r) : rint_in(r, 1, 9));
	return loop(lb, ub, step);
}

/* ---------------------------------------------------------- the tests */

START_TEST(ranges)
{
	Ctx *c = ctx_new();
	AffVar d[2] = { loop(0, 16, 1), loop(-4, 8, 3) };
	AffEnv env = env_of(d, 2);
	int64_t lo, hi;
	ck_assert(aff_range(X(c, "d0 * 3 - d1 + 2"), &env, &lo, &hi));
	ck_assert_int_eq(lo, 0 - 5 + 2);     /* d1 in {-4, -1, 2, 5} */
	ck_assert_int_eq(hi, 45 + 4 + 2);
	ck_assert(aff_range(X(c, "d1 floordiv 2"), &env, &lo, &hi));
	ck_assert(lo == -2 && hi == 2);
	ck_assert(aff_range(X(c, "(d0 + 100) mod 7"), &env, &lo, &hi));
	ck_assert(lo == 0 && hi == 6);
	ck_assert(aff_range(X(c, "d0 mod 32"), &env, &lo, &hi));
	ck_assert(lo == 0 && hi == 15);
	ck_assert(aff_range(X(c, "s0 mod 5"), &env, &lo, &hi));   /* mod bounds even an unknown */
	ck_assert(lo == 0 && hi == 4);
	ck_assert(!aff_range(X(c, "d0 + s0"), &env, &lo, &hi));
	/* overflow: no range rather than a wrong one */
	AffVar big[1] = { loop(0, INT64_MAX, 1) };
	AffEnv benv = env_of(big, 1);
	ck_assert(!aff_range(X(c, "d0 * 4"), &benv, &lo, &hi));
	ctx_free(c);
}
END_TEST

START_TEST(fold_rule)
{
	Ctx *c = ctx_new();
	AffVar d[3] = { loop(0, 4, 1), loop(0, 16, 1), loop(0, 256, 16) };
	AffEnv env = env_of(d, 3);
	/* §3.5: split each coefficient by the divisor, the remainder is bounded */
	ck_expr(aff_simplify(c, X(c, "(d0 * 16 + d1) floordiv 16"), &env), "d0");
	ck_expr(aff_simplify(c, X(c, "(d0 * 16 + d1) mod 16"), &env), "d1");
	ck_expr(aff_simplify(c, X(c, "(d0 * 17 + d1 + 3) floordiv 16"), &env), "(d0 * 17 + d1 + 3) floordiv 16");
	/* (MLIR's constructors already split off the multiples of 4) */
	ck_expr(aff_simplify(c, X(c, "(d0 * 20 + d1 - 4) floordiv 4"), &env), "d0 * 5 + d1 floordiv 4 - 1");
	ck_expr(aff_simplify(c, X(c, "(d0 * 20 + d1 mod 4 - 4) floordiv 4"), &env), "d0 * 5 - 1");
	ck_expr(aff_simplify(c, X(c, "(d0 * 20 + d1 mod 4 - 4) mod 4"), &env), "d1 mod 4");
	ck_expr(aff_simplify(c, X(c, "(d1 + 16) ceildiv 16"), &env), "(d1 + 16) ceildiv 16");
	ck_expr(aff_simplify(c, X(c, "(d0 * 16 + 16) ceildiv 16"), &env), "d0 + 1");
	/* Inductor's two rules are special cases */
	ck_expr(aff_simplify(c, X(c, "(d0 + d1 * 4) floordiv 64"), &env), "0");
	ck_expr(aff_simplify(c, X(c, "((d0 + d1 * 4) floordiv 4) mod 16"), &env), "d1");
	/* a stepped loop: d2 is a multiple of 16, d1 stays below 16 */
	ck_expr(aff_simplify(c, X(c, "(d2 + d1) floordiv 16"), &env), "d2 floordiv 16");
	ck_expr(aff_simplify(c, X(c, "(d2 + d1) mod 16"), &env), "d1");
	ck_expr(aff_simplify(c, X(c, "d2 mod 8"), &env), "0");
	/* unknown ranges do not fold */
	ck_expr(aff_simplify(c, X(c, "(d0 + s0) floordiv 4"), &env), "(d0 + s0) floordiv 4");
	ctx_free(c);
}
END_TEST

START_TEST(digit_normalisation)
{
	Ctx *c = ctx_new();
	/* §3.1 rules 2-5 */
	ck_expr(aff_digit_normalize(c, X(c, "(d0 floordiv 4) floordiv 2")), "d0 floordiv 8");
	ck_expr(aff_digit_normalize(c, X(c, "((d0 floordiv 2) mod 12) floordiv 3")), "(d0 floordiv 6) mod 4");
	ck_expr(aff_digit_normalize(c, X(c, "((d0 floordiv 2) mod 12) floordiv 5")), "((d0 floordiv 2) mod 12) floordiv 5");
	ck_expr(aff_digit_normalize(c, X(c, "(((d0 floordiv 2) mod 24) floordiv 3) mod 4")), "(d0 floordiv 6) mod 4");
	ck_expr(aff_digit_normalize(c, X(c, "(((d0 floordiv 2) mod 24) floordiv 3) mod 5")), "(((d0 floordiv 2) mod 24) floordiv 3) mod 5");
	ck_expr(aff_digit_normalize(c, X(c, "(d0 mod 12) floordiv 4")), "(d0 floordiv 4) mod 3");
	ck_expr(aff_digit_normalize(c, X(c, "((d0 + d1) floordiv 4) floordiv 2")), "(d0 + d1) floordiv 8");
	AffDigit g;
	aff_digit(X(c, "((d0 floordiv 3) mod 8) floordiv 2"), &g);
	ck_assert(g.arg == aff_dim(c, 0) && g.div == 6 && g.mod == 4);
	/* the identities hold for every integer, negative ones included */
	Rng r = { 7 };
	AffVar wide[2] = { { .known = 0, .lo = -70, .hi = 70, .step = 1 }, { .known = 0, .lo = -9, .hi = 9, .step = 1 } };
	for (int i = 0; i < 400; i++) {
		AffExpr *e = rand_expr(c, &r, 2, 4);
		brute(e, aff_digit_normalize(c, e), wide, 2, "digit normalisation");
		AffEnv none = { NULL, NULL, 2, 0, 1000 };
		brute(e, aff_simplify(c, e, &none), wide, 2, "simplify without ranges");
	}
	ctx_free(c);
}
END_TEST

/* The core property: folded == unfolded over whole iteration ranges. */
START_TEST(brute_force_random)
{
	Ctx *c = ctx_new();
	Rng r = { 2024 };
	long points = 0;
	unsigned before = 0, after = 0, cases = 3000;
	for (unsigned i = 0; i < cases; i++) {
		uint32_t nd = 1 + (uint32_t)(rnd(&r) % 3);
		AffVar d[3];
		for (uint32_t j = 0; j < nd; j++)
			d[j] = rand_var(&r);
		AffEnv env = env_of(d, nd);
		AffExpr *e = rand_expr(c, &r, nd, 4);
		AffExpr *f = aff_simplify(c, e, &env);
		points += brute(e, f, d, nd, "simplify");
		before += count_divs(e);
		after += count_divs(f);
		/* one node with the rule alone */
		brute(e, aff_fold_div(c, e, &env), d, nd, "fold_div");
	}
	/* the test means something only if much folds */
	ck_assert_msg(after * 3 < before * 2, "folded %u of %u floordiv/mod", before - after, before);
	ck_assert_int_gt(points, 100000);
	ctx_free(c);
}
END_TEST

/* Expressions near the int64 limits: no fold may rely on wrapped arithmetic. */
START_TEST(brute_force_extremes)
{
	Ctx *c = ctx_new();
	Rng r = { 99 };
	for (int i = 0; i < 500; i++) {
		int64_t base = (rnd(&r) % 2 ? INT64_MAX : INT64_MIN) / (1 + (int64_t)(rnd(&r) % 4));
		/* 21 points, kept 20 away from the limit so the walk cannot wrap */
		int64_t lo = base > 0 ? base - 40 : base + 20;
		AffVar d[1] = { { .known = 1, .lo = lo, .hi = lo + 20, .step = 1 } };
		d[0].base = d[0].lo;
		AffEnv env = env_of(d, 1);
		AffExpr *e = aff_floordiv(c, aff_add(c, aff_mul(c, aff_dim(c, 0), aff_const(c, rint_in(&r, 1, 3))),
						 aff_const(c, rint_in(&r, -50, 50))), aff_const(c, rdiv(&r)));
		if (rnd(&r) % 2)
			e = aff_mod(c, e, aff_const(c, rdiv(&r)));
		brute(e, aff_simplify(c, e, &env), d, 1, "extremes");
	}
	ctx_free(c);
}
END_TEST

/* transfer.md §5: the digits of the split dims fold to affine sums. */
START_TEST(spec_examples_fold)
{
	Ctx *c = ctx_new();
	/* 2. group_norm: p1 = 2 d1h + d1l; mean index 3 p0 + p1 floordiv 2 */
	AffVar gn[3] = { loop(0, 2, 1), loop(0, 3, 1), loop(0, 2, 1) };
	AffEnv env = env_of(gn, 3);
	AffExpr *e = X(c, "d0 * 3 + (d1 * 2 + d2) floordiv 2");
	ck_expr(aff_simplify(c, e, &env), "d0 * 3 + d1");
	brute(e, aff_simplify(c, e, &env), gn, 3, "group_norm");
	/* 3. repeat: c = 8 d1h + d1l, input index d0 * 8 + c mod 8 */
	AffVar rp[3] = { loop(0, 4, 1), loop(0, 2, 1), loop(0, 8, 1) };
	env = env_of(rp, 3);
	ck_expr(aff_simplify(c, X(c, "d0 * 8 + (d1 * 8 + d2) mod 8"), &env), "d0 * 8 + d2");
	/* 5. permute+reshape: j = jl + 3 jh */
	AffVar pr[3] = { loop(0, 2, 1), loop(0, 4, 1), loop(0, 3, 1) };
	env = env_of(pr, 3);
	AffExpr *j = X(c, "d2 + d1 * 3");
	AffExpr *sub[3] = { aff_dim(c, 0), j, NULL };
	e = aff_substitute(c, X(c, "d0 * 12 + (d1 mod 3) * 4 + d1 floordiv 3"), sub, NULL, 100);
	ck_expr(aff_simplify(c, e, &env), "d0 * 12 + d2 * 4 + d1");
	/* 6. 3-level mixed radix, chain [1, 4, 12, 24]: j = e0 + 4 e1 + 12 e2 */
	AffVar ml[4] = { loop(0, 2, 1), loop(0, 4, 1), loop(0, 3, 1), loop(0, 2, 1) };
	env = env_of(ml, 4);
	sub[1] = X(c, "d1 + d2 * 4 + d3 * 12");
	e = aff_substitute(c, X(c, "d0 * 24 + ((d1 floordiv 4) mod 3) * 8 + (d1 floordiv 12) * 4 + d1 mod 4"),
			   sub, NULL, 100);
	ck_expr(aff_simplify(c, e, &env), "d0 * 24 + d2 * 8 + d3 * 4 + d1");
	brute(e, aff_simplify(c, e, &env), ml, 4, "3-level");
	/* the residual FloorDiv(e0 + 4 e1, 12) that needed _fold_with_ranges */
	ck_expr(aff_simplify(c, X(c, "(d1 + d2 * 4) floordiv 12"), &env), "0");
	/* 7. pixel_shuffle: h = h0 + 2 h1, w = w0 + 2 w1; dims (c, h1, h0, w1, w0) */
	AffVar ps[4] = { loop(0, 4, 1), loop(0, 2, 1), loop(0, 4, 1), loop(0, 2, 1) };
	env = env_of(ps, 4);
	AffExpr *sub2[2] = { X(c, "d1 + d0 * 2"), X(c, "d3 + d2 * 2") };
	e = aff_substitute(c, X(c, "(d0 mod 2) * 32 + (d1 mod 2) * 16 + (d0 floordiv 2) * 4 + d1 floordiv 2"),
			   sub2, NULL, 100);
	ck_expr(aff_simplify(c, e, &env), "d1 * 32 + d3 * 16 + d0 * 4 + d2");
	brute(e, aff_simplify(c, e, &env), ps, 4, "pixel_shuffle");
	ctx_free(c);
}
END_TEST

/* Classify every floordiv/mod of the expressions over one kernel: the
 * boundaries of all of them are unioned per dim first (§3.2). */
static void classify(Ctx *c, const char *const *exprs, unsigned n, const AffEnv *env,
                     RadixClass *out, int64_t *chain, uint32_t *clen)
{
	RadixSet sets[4] = { { 0 } };
	for (uint32_t i = 0; i < env->ndims; i++)
		sets[i].extent = env->dims[i].extent;
	for (int pass = 0; pass < 2; pass++) {
		for (unsigned i = 0; i < n; i++) {
			AffDigit d;
			uint32_t dim = 0, nb;
			int64_t b[2];
			RadixClass k = radix_local(X(c, exprs[i]), env, &d, &dim, b, &nb);
			for (uint32_t j = 0; pass == 0 && k == RC_ALIGNED && j < nb; j++)
				radix_add(&sets[dim], b[j]);
			if (pass == 1 && k == RC_ALIGNED && !radix_chain(&sets[dim], chain, clen))
				k = RC_INCOMPATIBLE;
			if (pass == 1 && k == RC_ALIGNED)
				radix_chain(&sets[dim], chain, clen);
			out[i] = k;
		}
	}
}

static void ck_chain(const int64_t *got, uint32_t n, const int64_t *want, uint32_t wn)
{
	ck_assert_uint_eq(n, wn);
	for (uint32_t i = 0; i < n; i++)
		ck_assert_int_eq(got[i], want[i]);
}

START_TEST(classification)
{
	Ctx *c = ctx_new();
	int64_t ch[RADIX_MAX + 2];
	uint32_t n;
	RadixClass k[4];
	/* group_norm: d1 floordiv 2 on E = 6 */
	AffVar gn[2] = { loop(0, 2, 1), loop(0, 6, 1) };
	AffEnv env = env_of(gn, 2);
	const char *g[] = { "d1 floordiv 2" };
	classify(c, g, 1, &env, k, ch, &n);
	ck_assert_int_eq(k[0], RC_ALIGNED);
	ck_chain(ch, n, (int64_t[]){ 1, 2, 6 }, 3);
	/* repeat: c mod 8 on E = 16 */
	AffVar rp[1] = { loop(0, 16, 1) };
	env = env_of(rp, 1);
	const char *rpe[] = { "d0 mod 8" };
	classify(c, rpe, 1, &env, k, ch, &n);
	ck_assert_int_eq(k[0], RC_ALIGNED);
	ck_chain(ch, n, (int64_t[]){ 1, 8, 16 }, 3);
	/* 3-level, on E = 24 */
	AffVar ml[1] = { loop(0, 24, 1) };
	env = env_of(ml, 1);
	const char *mle[] = { "d0 floordiv 12", "(d0 floordiv 4) mod 3", "d0 mod 4" };
	classify(c, mle, 3, &env, k, ch, &n);
	ck_assert(k[0] == RC_ALIGNED && k[1] == RC_ALIGNED && k[2] == RC_ALIGNED);
	ck_chain(ch, n, (int64_t[]){ 1, 4, 12, 24 }, 4);
	/* static [4, 3] reshape: {3}, chain [1, 3, 12] */
	AffVar rs[1] = { loop(0, 12, 1) };
	env = env_of(rs, 1);
	const char *rse[] = { "d0 floordiv 3", "d0 mod 3" };
	classify(c, rse, 2, &env, k, ch, &n);
	ck_assert(k[0] == RC_ALIGNED && k[1] == RC_ALIGNED);
	ck_chain(ch, n, (int64_t[]){ 1, 3, 12 }, 3);
	/* 8. incompatible radices: {2} and {3} on E = 6 */
	AffVar in[1] = { loop(0, 6, 1) };
	env = env_of(in, 1);
	const char *ine[] = { "d0 floordiv 2", "d0 mod 3" };
	classify(c, ine, 2, &env, k, ch, &n);
	ck_assert(k[0] == RC_INCOMPATIBLE && k[1] == RC_INCOMPATIBLE);
	ck_chain(ch, n, (int64_t[]){ 1, 2, 3, 6 }, 4);
	/* non-dividing: 8 channels in groups of 3; mod span 4 * 3 on 8 */
	AffVar nd[2] = { loop(0, 8, 1), loop(0, 4, 1) };
	env = env_of(nd, 2);
	const char *nde[] = { "d0 floordiv 3", "(d0 floordiv 4) mod 3", "((d0 floordiv 2) mod 3) floordiv 2",
			      "d0 ceildiv 2" };
	classify(c, nde, 4, &env, k, ch, &n);
	ck_assert(k[0] == RC_NONDIVIDING && k[1] == RC_NONDIVIDING && k[2] == RC_NONDIVIDING);
	ck_assert_int_eq(k[3], RC_CEILDIV);
	/* 9. multi-dim arguments: (3 p0 + p1) floordiv 4, torch.roll's (d0 + 3) floordiv 2 */
	const char *mde[] = { "(d0 * 3 + d1) floordiv 4", "(d0 + 3) floordiv 2" };
	classify(c, mde, 2, &env, k, ch, &n);
	ck_assert(k[0] == RC_MULTIDIM && k[1] == RC_MULTIDIM);
	/* symbolic: divisor, argument, extent */
	AffVar unk[2] = { loop(0, 8, 1), { .step = 1 } };
	env = env_of(unk, 2);
	const char *sye[] = { "d0 floordiv s0", "s0 mod 4", "(d0 + s0) floordiv 4", "d1 floordiv 4" };
	classify(c, sye, 4, &env, k, ch, &n);
	ck_assert(k[0] == RC_SYMBOLIC && k[1] == RC_SYMBOLIC && k[2] == RC_SYMBOLIC && k[3] == RC_SYMBOLIC);
	/* pixel_shuffle: two dims, each chain [1, 2, 8] */
	AffVar ps[2] = { loop(0, 8, 1), loop(0, 8, 1) };
	env = env_of(ps, 2);
	const char *pse[] = { "d0 mod 2", "d1 mod 2", "d0 floordiv 2", "d1 floordiv 2" };
	classify(c, pse, 4, &env, k, ch, &n);
	ck_assert(k[0] == RC_ALIGNED && k[3] == RC_ALIGNED);
	ck_chain(ch, n, (int64_t[]){ 1, 2, 8 }, 3);
	ck_assert_str_eq(radix_class_name(RC_INCOMPATIBLE), "incompatible radices");
	ctx_free(c);
}
END_TEST

START_TEST(substitution)
{
	Ctx *c = ctx_new();
	Rng r = { 5 };
	AffVar d[3] = { loop(-3, 9, 1), loop(0, 7, 1), loop(0, 5, 2) };
	for (int i = 0; i < 300; i++) {
		AffExpr *outer = rand_expr(c, &r, 2, 3);
		AffExpr *in[2] = { rand_expr(c, &r, 3, 2), rand_expr(c, &r, 3, 2) };
		AffExpr *comp = aff_substitute(c, outer, in, NULL, 1000);
		ck_assert_ptr_nonnull(comp);
		/* evaluate the inner ones, then the outer one, at every point */
		int64_t x[3], s[1] = { 0 };
		for (x[0] = d[0].lo; x[0] <= d[0].hi; x[0]++)
			for (x[1] = d[1].lo; x[1] <= d[1].hi; x[1]++)
				for (x[2] = d[2].lo; x[2] <= d[2].hi; x[2] += 2) {
					int ok0, ok1, ok2, ok3;
					int64_t y[2] = { aff_eval(in[0], x, s, &ok0), aff_eval(in[1], x, s, &ok1) };
					int64_t want = aff_eval(outer, y, s, &ok2), got = aff_eval(comp, x, s, &ok3);
					if (ok0 && ok1 && ok2)
						ck_assert(ok3 && want == got);
				}
	}
	/* too deep: no result rather than a deep recursion */
	AffExpr *deep = aff_dim(c, 0);
	for (int i = 0; i < 50; i++)
		deep = aff_floordiv(c, aff_add(c, deep, aff_dim(c, 1)), aff_const(c, 3));
	AffExpr *id[2] = { aff_dim(c, 0), aff_dim(c, 1) };
	ck_assert_ptr_null(aff_substitute(c, deep, id, NULL, 20));
	ck_assert_uint_eq(aff_tree_size(X(c, "d0 * 2 + d1"), 100), 5);
	ck_assert_uint_eq(aff_tree_size(deep, 10), 11);
	ctx_free(c);
}
END_TEST

/* ---------------------------------------------------------- the pass */

static Module *parse(Ctx *c, const char *src)
{
	Module *m = parse_module(c, "t.mlir", src, strlen(src));
	ck_assert_msg(m != NULL, "parse: %s", c->diag.msg ? c->diag.msg : "?");
	return m;
}

static char *print(Ctx *c, Module *m)
{
	Buf b = { 0 };
	PrintOpts po = { .hex_threshold = 100 };
	print_module(c, m, &po, &b);
	buf_putc(&b, 0);
	return b.p;
}

/* Runs the pass; returns the printed module, *rep the report. */
static char *run_pass(Ctx *c, Module *m, char **rep)
{
	size_t n = 0;
	char *r = NULL;
	FILE *f = open_memstream(&r, &n);
	PassOpts o = { .vectorlane = 128, .vlen = 256, .report = f };
	ck_assert_msg(pass_simplify_affine(c, m, &o) == 0, "pass: %s", c->diag.msg ? c->diag.msg : "?");
	fclose(f);
	ck_assert_int_eq(verify_module(c, m), 0);
	if (rep)
		*rep = r;
	else
		free(r);
	return print(c, m);
}

#define FOR(iv, lb, ub, st) \
	"\"affine.for\"() <{lowerBoundMap = affine_map<() -> (" #lb ")>, operandSegmentSizes = array<i32: 0, 0, 0>, " \
	"step = " #st " : index, upperBoundMap = affine_map<() -> (" #ub ")>}> ({\n^bb0(" iv ": index):\n"
#define END_FOR "\"affine.yield\"() : () -> ()\n}) : () -> ()\n"
#define FUNC_BEGIN "\"builtin.module\"() ({\n\"func.func\"() <{function_type = (memref<64x16xf32>) -> (), sym_name = \"f\"}> ({\n^bb0(%A: memref<64x16xf32>):\n"
#define FUNC_END "\"func.return\"() : () -> ()\n}) : () -> ()\n}) : () -> ()\n"

START_TEST(pass_composes_and_folds)
{
	Ctx *c = ctx_new();
	const char *src = FUNC_BEGIN
		FOR("%i", 0, 4, 1) FOR("%j", 0, 16, 1)
		"%a = \"affine.apply\"(%i, %j) <{map = affine_map<(d0, d1) -> (d0 * 16 + d1)>}> : (index, index) -> index\n"
		"%hi = \"affine.apply\"(%a) <{map = affine_map<(d0) -> (d0 floordiv 16)>}> : (index) -> index\n"
		"%lo = \"affine.apply\"(%a) <{map = affine_map<(d0) -> (d0 mod 16)>}> : (index) -> index\n"
		"%v = \"affine.load\"(%A, %hi, %lo) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<64x16xf32>, index, index) -> f32\n"
		"\"affine.store\"(%v, %A, %a, %a) <{map = affine_map<(d0, d1) -> (d0 floordiv 16, d1 mod 16)>}> : (f32, memref<64x16xf32>, index, index) -> ()\n"
		"\"test.use\"(%a) : (index) -> ()\n"
		END_FOR END_FOR FUNC_END;
	Module *m = parse(c, src);
	char *rep, *out = run_pass(c, m, &rep);
	/* the load and the store index %i, %j directly; only %a is left */
	ck_assert_msg(strstr(out, "\"affine.load\"(%arg0, %arg1, %arg2) <{map = #map1}>"), "%s", out);
	ck_assert_msg(strstr(out, "\"affine.store\"(%1, %arg0, %arg1, %arg2) <{map = #map1}>"), "%s", out);
	ck_assert_msg(strstr(out, "#map1 = affine_map<(d0, d1) -> (d0, d1)>"), "%s", out);
	ck_assert_msg(!strstr(out, "floordiv") && !strstr(out, " mod "), "%s", out);
	ck_assert_int_eq(rep[0], 0);     /* nothing left to report */
	free(out);
	free(rep);
	ctx_free(c);
}
END_TEST

START_TEST(pass_identity_and_constants)
{
	Ctx *c = ctx_new();
	const char *src = FUNC_BEGIN
		"%c3 = \"arith.constant\"() <{value = 3 : index}> : () -> index\n"
		FOR("%i", 0, 8, 1)
		"%a = \"affine.apply\"(%i, %c3) <{map = affine_map<(d0)[s0] -> ((d0 * s0) floordiv 3)>}> : (index, index) -> index\n"
		"%b = \"affine.apply\"(%i) <{map = affine_map<(d0) -> (d0 floordiv 4)>}> : (index) -> index\n"
		"%v = \"affine.load\"(%A, %b, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<64x16xf32>, index, index) -> f32\n"
		"%u = \"affine.apply\"(%i) <{map = affine_map<(d0) -> (d0 mod 4)>}> : (index) -> index\n"
		"\"test.use\"(%a) : (index) -> ()\n"
		END_FOR FUNC_END;
	Module *m = parse(c, src);
	char *out = run_pass(c, m, NULL);
	/* (d0 * 3) floordiv 3 is d0: the apply goes, its user reads %i; %b is
	 * composed into the load (whose two %i merge) and goes; %u, unused in
	 * the input, stays */
	ck_assert_msg(strstr(out, "\"test.use\"(%arg1)"), "%s", out);
	ck_assert_msg(strstr(out, "\"affine.load\"(%arg0, %arg1) <{map = #map}>"), "%s", out);
	ck_assert_msg(strstr(out, "#map = affine_map<(d0) -> (d0 floordiv 4, d0)>"), "%s", out);
	ck_assert_msg(strstr(out, "\"affine.apply\"(%arg1) <{map = #map1}>"), "%s", out);
	free(out);
	ctx_free(c);
}
END_TEST

START_TEST(pass_report)
{
	Ctx *c = ctx_new();
	const char *src2 = FUNC_BEGIN
		FOR("%p", 0, 2, 1) FOR("%c", 0, 6, 1) FOR("%k", 0, 8, 1)
		"%m = \"affine.apply\"(%p, %c) <{map = affine_map<(d0, d1) -> (d0 * 3 + d1 floordiv 2)>}> : (index, index) -> index\n"
		"%x = \"affine.apply\"(%c, %k) <{map = affine_map<(d0, d1) -> (d0 mod 3 + d1 floordiv 3 + (d0 * 3 + d1) floordiv 4)>}> : (index, index) -> index\n"
		"%y = \"affine.apply\"(%k, %k) <{map = affine_map<(d0)[s0] -> (d0 floordiv s0)>}> : (index, index) -> index\n"
		"\"test.use\"(%m, %x, %y) : (index, index, index) -> ()\n"
		END_FOR END_FOR END_FOR FUNC_END;
	Module *m = parse(c, src2);
	char *rep, *out = run_pass(c, m, &rep);
	const char *want =
		"t.mlir:10:6: remark: affine.apply: d1 floordiv 2: incompatible radices: boundaries [1, 2, 3, 6] are not a divisibility chain\n"
		"t.mlir:11:6: remark: affine.apply: d0 mod 3: incompatible radices: boundaries [1, 2, 3, 6] are not a divisibility chain\n"
		"t.mlir:11:6: remark: affine.apply: d1 floordiv 3: non-dividing divisor: 3 does not divide extent 8\n"
		"t.mlir:11:6: remark: affine.apply: (d0 * 3 + d1) floordiv 4: multi-dim argument\n"
		"t.mlir:12:6: remark: affine.apply: d0 floordiv s0: symbolic: divisor is not a constant\n";
	ck_assert_msg(strcmp(rep, want) == 0, "report:\n%s", rep);
	free(out);
	free(rep);
	ctx_free(c);
}
END_TEST

START_TEST(pass_report_aligned)
{
	Ctx *c = ctx_new();
	const char *src = FUNC_BEGIN
		FOR("%t", 0, 256, 16)
		"%m = \"affine.apply\"(%t) <{map = affine_map<(d0) -> (d0 floordiv 16)>}> : (index) -> index\n"
		"%n = \"affine.apply\"(%t) <{map = affine_map<(d0) -> ((d0 floordiv 32) mod 4)>}> : (index) -> index\n"
		"\"test.use\"(%m, %n) : (index, index) -> ()\n"
		END_FOR FUNC_END;
	Module *m = parse(c, src);
	char *rep, *out = run_pass(c, m, &rep);
	const char *want =
		"t.mlir:6:6: remark: affine.apply: d0 floordiv 16: aligned, chain [1, 16, 32, 128, 256]\n"
		"t.mlir:7:6: remark: affine.apply: (d0 floordiv 32) mod 4: aligned, chain [1, 16, 32, 128, 256]\n";
	ck_assert_msg(strcmp(rep, want) == 0, "report:\n%s", rep);
	free(out);
	free(rep);
	ctx_free(c);
}
END_TEST

START_TEST(pass_bad_input)
{
	Ctx *c = ctx_new();
	const char *src = FUNC_BEGIN
		FOR("%i", 0, 4, 1)
		"%a = \"affine.apply\"(%i, %i) <{map = affine_map<(d0) -> (d0 floordiv 2)>}> : (index, index) -> index\n"
		END_FOR FUNC_END;
	Module *m = parse(c, src);
	PassOpts o = { 0 };
	ck_assert_int_eq(pass_simplify_affine(c, m, &o), -1);
	ck_assert_str_eq(c->diag.msg, "'affine.apply' operand count does not match its map");
	ck_assert(c->diag.has_pos);
	ctx_free(c);
}
END_TEST

/* ------------------------------------- the pass against an interpreter */

typedef struct Interp {
	Value *iv[3];
	int64_t at[3];
	uint32_t niv;
} Interp;

static int64_t value_of(const Interp *in, Value *v, unsigned depth)
{
	ck_assert_uint_lt(depth, 100);
	for (uint32_t i = 0; i < in->niv; i++)
		if (in->iv[i] == v)
			return in->at[i];
	int64_t k;
	if (rw_const_value(v, &k) == 0)
		return k;
	Op *d = value_def(v);
	ck_assert(d && op_name(d)->id == OP_AFFINE_APPLY);
	AffMap *m = rw_attr(d, "map")->map;
	int64_t x[16];
	for (uint32_t i = 0; i < d->nopnds; i++)
		x[i] = value_of(in, op_operand(d, i), depth + 1);
	int ok;
	int64_t r = aff_eval(m->res[0], x, x + m->ndims, &ok);
	return ok ? r : INT64_MIN;       /* undefined (e.g. a negative divisor) */
}

static void rand_nest(Rng *r, Buf *b, int64_t (*lp)[3], uint32_t nl)
{
	for (uint32_t i = 0; i < nl; i++) {
		lp[i][0] = rnd(r) % 3 ? 0 : rint_in(r, -3, 3);
		lp[i][2] = rnd(r) % 2 ? 1 : rdiv(r);
		lp[i][1] = lp[i][0] + rint_in(r, 1, 3) * rdiv(r);
		if ((lp[i][1] - lp[i][0]) / lp[i][2] > 12)    /* at most 12 trips: the sanitizer build runs this too */
			lp[i][1] = lp[i][0] + 12 * lp[i][2];
		buf_printf(b, "\"affine.for\"() <{lowerBoundMap = affine_map<() -> (%lld)>, operandSegmentSizes = "
			   "array<i32: 0, 0, 0>, step = %lld : index, upperBoundMap = affine_map<() -> (%lld)>}> ({\n"
			   "^bb0(%%i%u: index):\n", (long long)lp[i][0], (long long)lp[i][2], (long long)lp[i][1], i);
	}
}

/* Applies over the IVs, the constant and earlier applies; all used. */
static void rand_applies(Ctx *c, Rng *r, Buf *b, uint32_t nl, unsigned na)
{
	for (unsigned a = 0; a < na; a++) {
		/* operands: two values among IVs, %c5 and earlier applies */
		char ops[2][16];
		for (int k = 0; k < 2; k++) {
			unsigned pick = (unsigned)(rnd(r) % (nl + 1 + a));
			if (pick < nl)
				snprintf(ops[k], sizeof ops[k], "%%i%u", pick);
			else if (pick == nl)
				snprintf(ops[k], sizeof ops[k], "%%c5");
			else
				snprintf(ops[k], sizeof ops[k], "%%a%u", pick - nl - 1);
		}
		int sym = rnd(r) % 3 == 0;   /* the second operand as a symbol */
		AffExpr *x = rand_expr(c, r, 2, 3);
		AffExpr *ren[2] = { aff_dim(c, 0), aff_sym(c, 0) };
		char *e = str_of(sym ? aff_substitute(c, x, ren, NULL, 100) : x);
		buf_printf(b, "%%a%u = \"affine.apply\"(%s, %s) <{map = affine_map<%s -> (%s)>}> : "
			   "(index, index) -> index\n", a, ops[0], ops[1], sym ? "(d0)[s0]" : "(d0, d1)", e);
		free(e);
	}
	buf_puts(b, "\"test.use\"(");
	for (unsigned a = 0; a < na; a++)
		buf_printf(b, a ? ", %%a%u" : "%%a%u", a);
	buf_puts(b, ") : (");
	for (unsigned a = 0; a < na; a++)
		buf_puts(b, a ? ", index" : "index");
	buf_puts(b, ") -> ()\n");
}

static Op *find_use(Module *m)
{
	Vec v;
	vec_init(&v, sizeof(Op *));
	rw_collect(m, OP_UNKNOWN, &v);
	Op *u = NULL;
	for (size_t i = 0; i < v.len; i++)
		if (strcmp(op_name(VEC_AT(&v, Op *, i))->name->s, "test.use") == 0)
			u = VEC_AT(&v, Op *, i);
	vec_free(&v);
	ck_assert_ptr_nonnull(u);
	return u;
}

/* Every value test.use sees, at every point of the nest, in order. */
static void sample(Op *use, Interp *in, int64_t (*lp)[3], uint32_t nl, Vec *out)
{
	for (uint32_t i = 0; i < nl; i++)
		in->at[i] = lp[i][0];
	for (;;) {
		for (uint32_t k = 0; k < use->nopnds; k++)
			*(int64_t *)vec_push(out) = value_of(in, op_operand(use, k), 0);
		uint32_t i = 0;
		for (; i < nl; i++) {
			in->at[i] += lp[i][2];
			if (in->at[i] < lp[i][1])
				break;
			in->at[i] = lp[i][0];
		}
		if (i == nl)
			return;
	}
}

START_TEST(pass_brute_force)
{
	Rng r = { 31337 };
	long points = 0;
	unsigned shrunk = 0, cases = 300;
	for (unsigned t = 0; t < cases; t++) {
		Ctx *c = ctx_new();
		Buf b = { 0 };
		uint32_t nl = 1 + (uint32_t)(rnd(&r) % 3);
		int64_t lp[3][3];
		buf_puts(&b, FUNC_BEGIN "%c5 = \"arith.constant\"() <{value = 5 : index}> : () -> index\n");
		rand_nest(&r, &b, lp, nl);
		rand_applies(c, &r, &b, nl, 2 + (unsigned)(rnd(&r) % 3));
		for (uint32_t i = 0; i < nl; i++)
			buf_puts(&b, END_FOR);
		buf_puts(&b, FUNC_END);
		buf_putc(&b, 0);
		Module *m = parse(c, b.p);
		ck_assert_int_eq(verify_module(c, m), 0);
		Op *use = find_use(m);
		Interp in = { .niv = nl };
		Block *blk = op_block(use);
		for (uint32_t i = nl; i-- > 0; blk = op_block(block_parent_op(blk)))
			in.iv[i] = block_arg(blk, 0);
		Vec before, after;
		vec_init(&before, sizeof(int64_t));
		vec_init(&after, sizeof(int64_t));
		sample(use, &in, lp, nl, &before);
		char *src_before = print(c, m);
		free(run_pass(c, m, NULL));
		sample(use, &in, lp, nl, &after);
		ck_assert_uint_eq(before.len, after.len);
		for (size_t i = 0; i < before.len; i++) {
			int64_t x = VEC_AT(&before, int64_t, i), y = VEC_AT(&after, int64_t, i);
			if (x != INT64_MIN && x != y) {
				char *o = print(c, m);
				ck_abort_msg("case %u point %zu: %lld != %lld\nbefore:\n%s\nafter:\n%s", t, i,
					     (long long)x, (long long)y, src_before, o);
			}
		}
		points += (long)before.len;
		char *o = print(c, m);
		shrunk += strlen(o) < strlen(src_before);
		free(o);
		free(src_before);
		vec_free(&before);
		vec_free(&after);
		buf_free(&b);
		ctx_free(c);
	}
	ck_assert_int_gt(points, 10000);
	ck_assert_uint_gt(shrunk, cases / 4);
}
END_TEST

Suite *rewrite_affine_suite(void)
{
	Suite *s = suite_create("rewrite_affine");
	TCase *tc = tcase_create("rewrite_affine");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, ranges);
	tcase_add_test(tc, fold_rule);
	tcase_add_test(tc, digit_normalisation);
	tcase_add_test(tc, brute_force_random);
	tcase_add_test(tc, brute_force_extremes);
	tcase_add_test(tc, spec_examples_fold);
	tcase_add_test(tc, classification);
	tcase_add_test(tc, substitution);
	tcase_add_test(tc, pass_composes_and_folds);
	tcase_add_test(tc, pass_identity_and_constants);
	tcase_add_test(tc, pass_report);
	tcase_add_test(tc, pass_report_aligned);
	tcase_add_test(tc, pass_bad_input);
	tcase_add_test(tc, pass_brute_force);
	suite_add_tcase(s, tc);
	return s;
}
