/* map_oracle.c — --verify-rewrites: a pass that rewrites an affine map
 * must not change what it computes.
 *
 * The rewritten map over its new inputs is evaluated next to the original
 * map over the original inputs, on the values those inputs really take.
 * Inputs are traced back through affine.apply and integer constants to
 * leaves: induction variables of affine.for, which range over their
 * loop's iteration space (bounds evaluated at the values of the outer
 * leaves, step included), and any other value, which may be anything and
 * is drawn from a fixed sample set with negatives, zero and values around
 * the usual divisors.  Small spaces are enumerated point by point; past
 * ORACLE_EXHAUSTIVE points, the rest is covered by the iteration-space
 * corners (first, second, second-last, last value of each loop) mixed with
 * seeded random points, so a run is repeatable.
 *
 * The original's inputs are read in the IR as it is when the check runs:
 * the defining applies and loop bounds there were rewritten (and checked)
 * earlier in the same walk, so by induction they still compute what the
 * input did.  A point where the original is undefined (division by zero,
 * overflow) constrains nothing; one where only the rewrite is undefined is
 * a mismatch.  The evaluator is aff_eval, the plain interpreter, which
 * shares no code with the simplifier it checks.
 *
 * Two more checks walk the same spaces for loop-padding, whose rewrite
 * changes the address on purpose (the padded layout), so that what must
 * hold is not equality: rw_check_bounds (a DMA's DRAM tile stays inside
 * its padded buffer) and rw_check_copy (the wrapper's copy nest pairs the
 * original and the padded elements one to one, both inside their
 * buffers). */
#include "rewrite.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Fuzz builds (tests/fuzz/run.sh) search 1/64 of the points: the same
 * code, at a cost that fits libFuzzer's per-input timeout under the
 * sanitizers, where one map over five free values took 3 s at the full
 * budget (make fuzz-pipeline reported it as a timeout). */
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
enum { ORACLE_SHIFT = 6 };
#else
enum { ORACLE_SHIFT = 0 };
#endif

enum {
	ORACLE_EXHAUSTIVE = (1 << 20) >> ORACLE_SHIFT,  /* points enumerated before sampling */
	ORACLE_STEPS = (1 << 22) >> ORACLE_SHIFT,       /* search steps (empty loops count too) */
	ORACLE_RANDOM = 4096 >> ORACLE_SHIFT,           /* sampled points past the exhaustive prefix */
	ORACLE_MAX_VARS = 64,         /* leaves of one check; more: not checked */
};

/* What a free value is tried with: around zero, both signs, near the
 * divisors kernels use, and a few large magnitudes. */
static const int64_t free_samples[] = {
	0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100, 127, 128, 1000, 4097,
	-1, -2, -3, -4, -5, -7, -8, -9, -16, -17, -33, -100, -1000,
};
enum { NFREE = sizeof free_samples / sizeof *free_samples };

typedef enum { T_CONST, T_VAR, T_APPLY } TermKind;

/* An input traced back to leaves. */
typedef struct Term {
	TermKind kind;
	int64_t k;               /* T_CONST */
	uint32_t var;            /* T_VAR: index into vars */
	AffMap *map;             /* T_APPLY: result 0 over args */
	struct Term **args;
	int64_t *vals;           /* T_APPLY: scratch for the args' values */
} Term;

/* A leaf.  Loop leaves come after every leaf their bounds read. */
typedef struct Var {
	Value *v;
	Op *loop;                /* affine.for whose IV this is; NULL: free value */
	AffMap *lb, *ub;
	Term **lbt, **ubt;       /* the bound maps' inputs */
	int64_t step;
	int64_t cur;
} Var;

typedef struct Check {
	Ctx *c;
	Arena a;
	Var vars[ORACLE_MAX_VARS];
	uint32_t nvars;
	int too_many;
	Vec built;               /* (Value *, Term *) pairs already traced */
	Vec busy;                /* Op *: loops whose bounds are being traced */
	AffMap *was, *now;
	Term **was_in, **now_in;
	int reduce;              /* 0: results one by one; 1: their max; -1: their min */
	uint64_t points, steps, rng;
	int64_t *was_v, *now_v, *scratch;   /* per-point results and map inputs */
	int found;               /* a counterexample is in the vars' cur */
	int now_undef;
	int (*point)(struct Check *k);  /* checks the current point: 1 = counterexample */
	int sampling;            /* past the exhaustive prefix */
	/* rw_check_bounds / rw_check_copy */
	Term *val[2];
	uint32_t nval;
	int64_t lo[2], hi[2], got;
	uint32_t bad;            /* which value left its range */
	Vec *pairs;              /* (src, dst) pairs of the exhaustive points, or NULL */
} Check;

typedef struct Built {
	Value *v;
	Term *t;
} Built;

/* ------------------------------------------------------------ tracing */

static Term *trace(Check *k, Value *v, unsigned depth);

static Term *new_term(Check *k, TermKind kind)
{
	Term *t = arena_alloc(&k->a, sizeof *t);
	t->kind = kind;
	return t;
}

static Term *var_term(Check *k, uint32_t i)
{
	Term *t = new_term(k, T_VAR);
	t->var = i;
	return t;
}

static Term **trace_list(Check *k, Value *const *v, uint32_t n, unsigned depth)
{
	Term **t = arena_alloc(&k->a, (n ? n : 1) * sizeof *t);
	for (uint32_t i = 0; i < n; i++)
		t[i] = trace(k, v[i], depth);
	return t;
}

static Term **trace_operands(Check *k, Op *op, uint32_t first, uint32_t n, unsigned depth)
{
	Term **t = arena_alloc(&k->a, (n ? n : 1) * sizeof *t);
	for (uint32_t i = 0; i < n; i++)
		t[i] = trace(k, op_operand(op, first + i), depth);
	return t;
}

static uint32_t push_var(Check *k, Value *v)
{
	if (k->nvars == ORACLE_MAX_VARS) {
		k->too_many = 1;
		return 0;
	}
	memset(&k->vars[k->nvars], 0, sizeof k->vars[0]);
	k->vars[k->nvars].v = v;
	return k->nvars++;
}

static AffMap *bound_map(Op *f, const char *name, uint32_t nopnds)
{
	Attr *a = rw_attr(f, name);
	if (!a || a->kind != AT_AFFINE_MAP || !a->map->nres || a->map->ndims + a->map->nsyms != nopnds)
		return NULL;
	return a->map;
}

/* The IV of f as a loop leaf (a free leaf if its bounds cannot be read
 * or trace back to itself, as only unverified input can). */
static uint32_t loop_leaf(Check *k, Value *v, Op *f, unsigned depth)
{
	int64_t step;
	uint32_t nlb, nub;
	for (size_t i = 0; i < k->busy.len; i++)
		if (VEC_AT(&k->busy, Op *, i) == f)
			return push_var(k, v);
	if (rw_for_segments(f, &nlb, &nub) < 0 || rw_int(rw_attr(f, "step"), &step) < 0 || step < 1)
		return push_var(k, v);
	AffMap *lb = bound_map(f, "lowerBoundMap", nlb);
	AffMap *ub = bound_map(f, "upperBoundMap", nub);
	if (!lb || !ub)
		return push_var(k, v);
	*(Op **)vec_push(&k->busy) = f;
	Term **lbt = trace_operands(k, f, 0, nlb, depth + 1);
	Term **ubt = trace_operands(k, f, nlb, nub, depth + 1);
	k->busy.len--;
	uint32_t i = push_var(k, v);
	if (k->too_many)
		return i;
	Var *x = &k->vars[i];
	x->loop = f;
	x->lb = lb;
	x->ub = ub;
	x->lbt = lbt;
	x->ubt = ubt;
	x->step = step;
	return i;
}

static Term *trace_new(Check *k, Value *v, unsigned depth)
{
	int64_t c;
	if (rw_const_value(v, &c) == 0) {
		Term *t = new_term(k, T_CONST);
		t->k = c;
		return t;
	}
	Op *d = value_def(v);
	Attr *ma = d && op_name(d)->id == OP_AFFINE_APPLY ? rw_attr(d, "map") : NULL;
	AffMap *m = ma && ma->kind == AT_AFFINE_MAP ? ma->map : NULL;
	if (m && m->nres == 1 && m->ndims + m->nsyms == d->nopnds && depth < k->c->max_depth) {
		Term *t = new_term(k, T_APPLY);
		t->map = m;
		t->args = trace_operands(k, d, 0, d->nopnds, depth + 1);
		t->vals = arena_alloc(&k->a, (d->nopnds ? d->nopnds : 1) * sizeof *t->vals);
		return t;
	}
	Op *f = rw_iv_loop(v);
	return var_term(k, f && depth < k->c->max_depth ? loop_leaf(k, v, f, depth) : push_var(k, v));
}

static Term *trace(Check *k, Value *v, unsigned depth)
{
	for (size_t i = 0; i < k->built.len; i++)
		if (VEC_AT(&k->built, Built, i).v == v)
			return VEC_AT(&k->built, Built, i).t;
	Term *t = trace_new(k, v, depth);
	*(Built *)vec_push(&k->built) = (Built){ v, t };
	return t;
}

/* --------------------------------------------------------- evaluation */

static int eval_term(Check *k, const Term *t, int64_t *out)
{
	switch (t->kind) {
	case T_CONST: *out = t->k; return 1;
	case T_VAR: *out = k->vars[t->var].cur; return 1;
	default: break;
	}
	uint32_t n = t->map->ndims + t->map->nsyms;
	for (uint32_t i = 0; i < n; i++)
		if (!eval_term(k, t->args[i], &t->vals[i]))
			return 0;
	int ok;
	*out = aff_eval(t->map->res[0], t->vals, t->vals + t->map->ndims, &ok);
	return ok;
}

/* The map's results at the current point into out (or their max/min):
 * how many values, or -1 where it is undefined. */
static int eval_map(Check *k, AffMap *m, Term **in, int reduce, int64_t *out)
{
	uint32_t n = m->ndims + m->nsyms;
	for (uint32_t i = 0; i < n; i++)
		if (!eval_term(k, in[i], &k->scratch[i]))
			return -1;
	for (uint32_t r = 0; r < m->nres; r++) {
		int ok;
		int64_t v = aff_eval(m->res[r], k->scratch, k->scratch + m->ndims, &ok);
		if (!ok)
			return -1;
		if (!reduce || r == 0)
			out[reduce ? 0 : r] = v;
		else if (reduce > 0 ? v > out[0] : v < out[0])
			out[0] = v;
	}
	return reduce ? 1 : (int)m->nres;
}

/* The iteration count of loop leaf x at the current point (0: empty or
 * its bounds are undefined there). */
static uint64_t trip_count(Check *k, Var *x)
{
	int64_t lb, ub;
	if (eval_map(k, x->lb, x->lbt, 1, &lb) < 0 || eval_map(k, x->ub, x->ubt, -1, &ub) < 0 || ub <= lb)
		return 0;
	x->cur = lb;    /* the first value; the caller adds index * step */
	return ((uint64_t)ub - (uint64_t)lb - 1) / (uint64_t)x->step + 1;
}

/* Compare at the current point; 1 when it is a counterexample. */
static int compare_point(Check *k)
{
	k->points++;
	int nw = eval_map(k, k->was, k->was_in, k->reduce, k->was_v);
	if (nw < 0)
		return 0;    /* the original is undefined here: anything goes */
	int nn = eval_map(k, k->now, k->now_in, k->reduce, k->now_v);
	k->now_undef = nn < 0;
	if (nn != nw || memcmp(k->was_v, k->now_v, (size_t)nw * sizeof *k->was_v))
		return k->found = 1;
	return 0;
}

/* Every point, leaves in order: 1 found, 0 done, 2 over budget. */
static int enumerate(Check *k, uint32_t i)
{
	if (++k->steps > ORACLE_STEPS || k->points >= ORACLE_EXHAUSTIVE)
		return 2;
	if (i == k->nvars)
		return k->point(k);
	Var *x = &k->vars[i];
	if (!x->loop) {
		for (int s = 0; s < NFREE; s++) {
			x->cur = free_samples[s];
			int r = enumerate(k, i + 1);
			if (r)
				return r;
		}
		return 0;
	}
	uint64_t n = trip_count(k, x);
	int64_t first = x->cur;
	for (uint64_t j = 0; j < n; j++) {
		x->cur = (int64_t)((uint64_t)first + j * (uint64_t)x->step);
		int r = enumerate(k, i + 1);
		if (r)
			return r;
	}
	return 0;
}

static uint64_t next_rand(Check *k)
{
	uint64_t z = (k->rng += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* Index of a loop's value in a sampled point: a corner half the time. */
static uint64_t pick(Check *k, uint64_t n, int mode)
{
	uint64_t corner[4] = { 0, n > 1, n - 1 - (n > 1), n - 1 };
	if (mode == 1)
		return 0;
	if (mode == 2)
		return n - 1;
	uint64_t r = next_rand(k);
	return r & 1 ? corner[(r >> 1) & 3] : (r >> 3) % n;
}

/* mode 1: every leaf at its first value, 2: at its last, 0: random. */
static int sample_point(Check *k, int mode)
{
	for (uint32_t i = 0; i < k->nvars; i++) {
		Var *x = &k->vars[i];
		if (!x->loop) {
			x->cur = free_samples[mode ? (mode == 1 ? 0 : NFREE - 1) : next_rand(k) % NFREE];
			continue;
		}
		uint64_t n = trip_count(k, x);
		if (!n)
			return 0;
		x->cur = (int64_t)((uint64_t)x->cur + pick(k, n, mode) * (uint64_t)x->step);
	}
	return k->point(k);
}

static int sample(Check *k)
{
	k->sampling = 1;
	if (sample_point(k, 1) || sample_point(k, 2))
		return 1;
	for (int r = 0; r < ORACLE_RANDOM; r++)
		if (sample_point(k, 0))
			return 1;
	return 0;
}

/* ------------------------------------------------------------ report */

static void where(Ctx *c, uint32_t pos, Buf *b)
{
	unsigned line = 0, col = 0;
	if (c->src && pos) {
		ctx_line_col(c->src, c->srclen, pos, &line, &col);
		buf_printf(b, " at %u:%u", line, col);
	}
}

static void describe_leaf(Ctx *c, const Var *x, Buf *b)
{
	Value *v = x->v;
	if (x->loop) {
		buf_puts(b, "the induction variable of the 'affine.for'");
		where(c, x->loop->pos, b);
	} else if (value_def(v)) {
		buf_printf(b, "result %" PRIu32 " of the '%s'", v->index, op_name(value_def(v))->name->s);
		where(c, value_def(v)->pos, b);
	} else {
		Op *p = value_block(v) ? block_parent_op(value_block(v)) : NULL;
		buf_printf(b, "block argument %" PRIu32 " of the '%s'", v->index,
		           p ? op_name(p)->name->s : "module");
		if (p)
			where(c, p->pos, b);
	}
	buf_printf(b, " = %" PRId64, x->cur);
}

static void values_text(const int64_t *v, int n, Buf *b)
{
	if (n < 0) {
		buf_puts(b, "an undefined value");
		return;
	}
	buf_puts(b, n == 1 ? "" : "(");
	for (int i = 0; i < n; i++)
		buf_printf(b, i ? ", %" PRId64 : "%" PRId64, v[i]);
	buf_puts(b, n == 1 ? "" : ")");
}

static int report(Check *k, const char *pass, const Op *op, const char *what)
{
	Buf b = { 0 }, mw = { 0 }, mn = { 0 };
	int nw = eval_map(k, k->was, k->was_in, k->reduce, k->was_v);
	int nn = eval_map(k, k->now, k->now_in, k->reduce, k->now_v);
	print_affmap(k->was, &mw);
	print_affmap(k->now, &mn);
	buf_printf(&b, "--verify-rewrites: pass '%s' changed what '%s' computes: its %s %s gives ", pass,
	           op_name(op)->name->s, what, mn.p);
	values_text(k->now_v, nn, &b);
	buf_printf(&b, " where the original %s gives ", mw.p);
	values_text(k->was_v, nw, &b);
	buf_puts(&b, k->reduce > 0 ? " (their maximum)" : k->reduce < 0 ? " (their minimum)" : "");
	for (uint32_t i = 0; i < k->nvars; i++) {
		buf_puts(&b, i ? ", " : ", with ");
		describe_leaf(k->c, &k->vars[i], &b);
	}
	ctx_error(k->c, op->pos, "%s", b.p);
	buf_free(&b);
	buf_free(&mw);
	buf_free(&mn);
	return -1;
}

/* ------------------------------------------------------------- entry */

static Check *check_new(Ctx *c, int (*point)(Check *k))
{
	Check *k = calloc(1, sizeof *k);
	if (!k)
		abort();
	k->c = c;
	k->point = point;
	k->rng = 0x5eed;
	vec_init(&k->built, sizeof(Built));
	vec_init(&k->busy, sizeof(Op *));
	return k;
}

static void check_free(Check *k)
{
	vec_free(&k->built);
	vec_free(&k->busy);
	arena_free(&k->a);
	free(k);
}

/* Scratch for the bound maps of the loop leaves, and for `nin` map inputs. */
static void alloc_scratch(Check *k, uint32_t nin)
{
	for (uint32_t i = 0; i < k->nvars; i++) {
		Var *x = &k->vars[i];
		if (x->loop) {
			uint32_t nb = x->lb->ndims + x->lb->nsyms, nu = x->ub->ndims + x->ub->nsyms;
			nin = nb > nin ? nb : nin;
			nin = nu > nin ? nu : nin;
		}
	}
	k->scratch = arena_alloc(&k->a, (nin + 1) * sizeof *k->scratch);
}

/* Every point (exhaustive, then sampled): 1 if a counterexample was found. */
static int search(Check *k)
{
	int r = enumerate(k, 0);
	if (r == 2)
		r = sample(k);
	return r == 1;
}

int rw_check_map(Ctx *c, const char *pass, const Op *op, const char *what, AffMap *was,
                 Value *const *was_in, AffMap *now, Value *const *now_in, int reduce)
{
	if (was == now && !memcmp(was_in, now_in, (was->ndims + was->nsyms) * sizeof *was_in))
		return 0;
	Check *k = check_new(c, compare_point);
	k->reduce = reduce;
	k->was = was;
	k->now = now;
	k->was_in = trace_list(k, was_in, was->ndims + was->nsyms, 0);
	k->now_in = trace_list(k, now_in, now->ndims + now->nsyms, 0);
	alloc_scratch(k, was->ndims + was->nsyms > now->ndims + now->nsyms ? was->ndims + was->nsyms
	                                                                   : now->ndims + now->nsyms);
	uint32_t nres = was->nres > now->nres ? was->nres : now->nres;
	k->was_v = arena_alloc(&k->a, (nres + 1) * sizeof *k->was_v);
	k->now_v = arena_alloc(&k->a, (nres + 1) * sizeof *k->now_v);
	int rc = !k->too_many && search(k) ? report(k, pass, op, what) : 0;
	check_free(k);
	return rc;
}

/* ------------------------------------------- ranges and one-to-one copies */

/* The values at the current point, each within its range; the pair is
 * kept for the one-to-one test while the points are enumerated. */
static int range_point(Check *k)
{
	int64_t v[2];
	k->points++;
	for (uint32_t i = 0; i < k->nval; i++) {
		if (!eval_term(k, k->val[i], &v[i]))
			return 0;    /* undefined here: nothing is moved */
		if (v[i] < k->lo[i] || v[i] > k->hi[i]) {
			k->bad = i;
			k->got = v[i];
			return k->found = 1;
		}
	}
	if (k->pairs && !k->sampling)
		memcpy(vec_push(k->pairs), v, sizeof v);
	return 0;
}

/* Only loop leaves: a free value (an argument) would be sampled over
 * values it may never take, and a range is no claim about those. */
static int all_loops(const Check *k)
{
	if (k->too_many)
		return 0;
	for (uint32_t i = 0; i < k->nvars; i++)
		if (!k->vars[i].loop)
			return 0;
	return 1;
}

static void leaves_text(Check *k, Buf *b)
{
	for (uint32_t i = 0; i < k->nvars; i++) {
		buf_puts(b, i ? ", " : ", with ");
		describe_leaf(k->c, &k->vars[i], b);
	}
}

int rw_check_bounds(Ctx *c, const char *pass, int oracle, const Op *op, const char *what, Value *v, int64_t lo,
		    int64_t hi)
{
	Check *k = check_new(c, range_point);
	k->val[0] = trace(k, v, 0);
	k->nval = 1;
	k->lo[0] = lo;
	k->hi[0] = hi;
	alloc_scratch(k, 1);
	int rc = 0;
	if (all_loops(k) && search(k)) {
		Buf b = { 0 };
		buf_printf(&b, oracle ? "--verify-rewrites: pass '%s': " : "%s: ", pass);
		buf_printf(&b, "%s is %" PRId64 ", outside [%" PRId64 ", %" PRId64 "]", what, k->got, lo, hi);
		leaves_text(k, &b);
		ctx_error(c, op->pos, "%s", b.p);
		buf_free(&b);
		rc = -1;
	}
	check_free(k);
	return rc;
}

static int cmp_src(const void *a, const void *b)
{
	const int64_t *x = a, *y = b;
	return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[1] != y[1] ? (x[1] < y[1] ? -1 : 1) : 0);
}

static int cmp_dst(const void *a, const void *b)
{
	const int64_t *x = a, *y = b;
	return x[1] != y[1] ? (x[1] < y[1] ? -1 : 1) : (x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : 0);
}

/* Two pairs that share a side (side 0: the source) but not the other:
 * 1 and their values in out[4]. */
static int shared_side(Vec *pairs, int side, int64_t *out)
{
	int64_t (*p)[2] = pairs->p;
	qsort(p, pairs->len, sizeof *p, side ? cmp_dst : cmp_src);
	for (size_t i = 1; i < pairs->len; i++)
		if (p[i][side] == p[i - 1][side] && p[i][!side] != p[i - 1][!side]) {
			memcpy(out, p[i - 1], 2 * sizeof *out);
			memcpy(out + 2, p[i], 2 * sizeof *out);
			return 1;
		}
	return 0;
}

int rw_check_copy(Ctx *c, const char *pass, const Op *op, const char *what, Value *src, int64_t nsrc,
                  Value *dst, int64_t ndst)
{
	Vec pairs;
	vec_init(&pairs, 2 * sizeof(int64_t));
	Check *k = check_new(c, range_point);
	k->val[0] = trace(k, src, 0);
	k->val[1] = trace(k, dst, 0);
	k->nval = 2;
	k->hi[0] = nsrc - 1;
	k->hi[1] = ndst - 1;
	k->pairs = &pairs;
	alloc_scratch(k, 1);
	int rc = 0;
	int64_t two[4];
	Buf b = { 0 };
	if (!all_loops(k)) {
		/* nothing to claim */
	} else if (search(k)) {
		buf_printf(&b, "--verify-rewrites: pass '%s': %s reads element %" PRId64 " of a buffer of %" PRId64
		           " elements", pass, what, k->got, k->bad ? ndst : nsrc);
		leaves_text(k, &b);
	} else if (shared_side(&pairs, 0, two)) {
		buf_printf(&b, "--verify-rewrites: pass '%s': %s copies element %" PRId64 " of the original buffer to "
		           "elements %" PRId64 " and %" PRId64 " of the padded one", pass, what, two[0], two[1], two[3]);
	} else if (shared_side(&pairs, 1, two)) {
		buf_printf(&b, "--verify-rewrites: pass '%s': %s copies elements %" PRId64 " and %" PRId64 " of the "
		           "original buffer to element %" PRId64 " of the padded one", pass, what, two[0], two[2], two[1]);
	}
	if (b.p) {
		ctx_error(c, op->pos, "%s", b.p);
		rc = -1;
	}
	buf_free(&b);
	vec_free(&pairs);
	check_free(k);
	return rc;
}
