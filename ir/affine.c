/* affine.c — uniqued affine expressions, maps and integer sets.
 *
 * The constructors reproduce the construction-time simplifications of
 * MLIR 19 (AffineExpr.cpp: simplifyAdd/Mul/FloorDiv/CeilDiv/Mod), because
 * MLIR's parser builds every expression through them and the printed form
 * is whatever they leave.  Where MLIR relies on wrapping int64 arithmetic
 * (e.g. folding `(d0 + c1) + c2`), we wrap too; where MLIR checks for
 * overflow (constant folding of + * floordiv ceildiv), we leave the node
 * unsimplified like it does.  The rules were checked one by one against
 * mlir-opt-19 (see tests/unit/test_affine.c). */
#include "ir.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------ int64 arithmetic */

/* MLIR computes these with plain C++ int64 operations that wrap in
 * practice; unsigned arithmetic gives the same bits without UB. */
static int64_t wrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t wrap_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static int64_t wrap_neg(int64_t a) { return (int64_t)(0 - (uint64_t)a); }

/* Mathematical floor / ceil division; b != 0 and not INT64_MIN / -1. */
static int64_t floor_div(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static int64_t ceil_div(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && (a < 0) == (b < 0)) ? q + 1 : q;
}

/* Mathematical modulo for b >= 1: the result is in [0, b). */
static int64_t mod_pos(int64_t a, int64_t b)
{
	int64_t r = a % b;
	return r < 0 ? r + b : r;
}

/* `a % b == 0` without the INT64_MIN % -1 trap (which is 0 anyway). */
static int divides(int64_t b, int64_t a) { return b == -1 || a % b == 0; }

static int div_overflows(int64_t a, int64_t b) { return a == INT64_MIN && b == -1; }

static uint64_t gcd_u64(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/* ------------------------------------------------------------- uniquing */

static uint32_t aff_hash(const AffExpr *k)
{
	uint64_t w[4] = { k->kind, (uint64_t)k->val, (uint64_t)(uintptr_t)k->lhs,
			  (uint64_t)(uintptr_t)k->rhs };
	return hash_bytes(w, sizeof w, 0xaffe);
}

static int aff_eq(const void *sp, const void *kp)
{
	const AffExpr *a = sp, *b = kp;
	return a->kind == b->kind && a->val == b->val && a->lhs == b->lhs && a->rhs == b->rhs;
}

static AffExpr *aff_node(Ctx *c, AffKind k, int64_t v, AffExpr *l, AffExpr *r)
{
	AffExpr key = { .kind = (uint8_t)k, .val = v, .lhs = l, .rhs = r };
	key.hash = aff_hash(&key);
	AffExpr *e = uq_find(c, UQ_AFFS, key.hash, aff_eq, &key);
	if (e)
		return e;
	e = arena_alloc(&c->arena, sizeof *e);
	*e = key;
	return uq_insert(c, UQ_AFFS, e, e->hash, aff_eq, &key);
}

AffExpr *aff_const(Ctx *c, int64_t v) { return aff_node(c, AE_CONST, v, NULL, NULL); }
AffExpr *aff_dim(Ctx *c, unsigned pos) { return aff_node(c, AE_DIM, pos, NULL, NULL); }
AffExpr *aff_sym(Ctx *c, unsigned pos) { return aff_node(c, AE_SYM, pos, NULL, NULL); }

AffExpr *aff_raw(Ctx *c, AffKind k, AffExpr *a, AffExpr *b)
{
	if (k > AE_CEILDIV)
		return NULL;        /* leaves have their own constructors */
	return aff_node(c, k, 0, a, b);
}

/* ----------------------------------------------------------- predicates */

static int is_const(const AffExpr *e) { return e->kind == AE_CONST; }
static int is_const_val(const AffExpr *e, int64_t v) { return e->kind == AE_CONST && e->val == v; }
static int is_bin(const AffExpr *e) { return e->kind <= AE_CEILDIV; }

/* A binary node of kind k whose right operand is a constant. */
static int is_bin_const(const AffExpr *e, AffKind k) { return e->kind == k && is_const(e->rhs); }

int aff_is_symbolic_or_const(const AffExpr *e)
{
	/* Iterate down the left operand: sums and products built term by term
	 * are left-deep, so this keeps the recursion depth at the nesting. */
	for (;;) {
		if (e->kind == AE_DIM)
			return 0;
		if (!is_bin(e))
			return 1;
		if (!aff_is_symbolic_or_const(e->rhs))
			return 0;
		e = e->lhs;
	}
}

int aff_is_pure(const AffExpr *e)
{
	for (;;) {
		if (!is_bin(e))
			return 1;
		if (e->kind == AE_ADD || e->kind == AE_MUL) {
			if (e->kind == AE_MUL && !is_const(e->lhs) && !is_const(e->rhs))
				return 0;
			if (!aff_is_pure(e->rhs))
				return 0;
		} else if (!is_const(e->rhs)) {
			return 0;
		}
		e = e->lhs;
	}
}

/* MLIR's getLargestKnownDivisor, including its wrapping products, its
 * std::abs of constants and its gcd over the unsigned bit patterns. */
static int64_t largest_divisor(const AffExpr *e)
{
	switch (e->kind) {
	case AE_CONST:
		return e->val < 0 ? wrap_neg(e->val) : e->val;
	case AE_DIM:
	case AE_SYM:
		return 1;
	case AE_MUL:
		return wrap_mul(largest_divisor(e->lhs), largest_divisor(e->rhs));
	case AE_ADD:
	case AE_MOD: {
		/* gcd over the left spine in a loop: long sums stay shallow. */
		uint64_t g = 0;
		for (; e->kind == AE_ADD || e->kind == AE_MOD; e = e->lhs)
			g = gcd_u64(g, (uint64_t)largest_divisor(e->rhs));
		return (int64_t)gcd_u64(g, (uint64_t)largest_divisor(e));
	}
	default:
		break;
	}
	/* floordiv / ceildiv by a constant q: a multiple of k*q divided by q
	 * is a multiple of k. */
	if (!is_const(e->rhs) || e->rhs->val == 0)
		return 1;
	int64_t d = largest_divisor(e->lhs), q = e->rhs->val;
	if (div_overflows(d, q) || d % q != 0)
		return 1;
	return d / q;
}

/* ----------------------------------------------------------- simplifiers */

/* `lhs + lhs floordiv q * -q` (either spelling MLIR recognizes) is
 * `lhs mod q`; returns NULL when r is not of that shape. */
static AffExpr *fold_mod_pattern(Ctx *c, AffExpr *l, AffExpr *r)
{
	if (r->kind != AE_MUL)
		return NULL;
	AffExpr *rl = r->lhs, *rr = r->rhs;
	/* (x floordiv q) * q * -1 */
	if (is_const_val(rr, -1) && rl->kind == AE_MUL) {
		if (rl->lhs->kind != AE_FLOORDIV)
			return NULL;
		if (rl->lhs->rhs == rl->rhs && rl->lhs->lhs == l)
			return aff_mod(c, l, rl->rhs);
	}
	/* (x floordiv q) * -q */
	if (rl->kind != AE_FLOORDIV)
		return NULL;
	if (rl->lhs == l && rl->rhs == aff_neg(c, rr))
		return aff_mod(c, l, rl->rhs);
	return NULL;
}

/* `c1 * x + c2 * x` (a bare x counts as 1 * x) is `x * (c1 + c2)`. */
static AffExpr *fold_like_terms(Ctx *c, AffExpr *l, AffExpr *r)
{
	int64_t c1 = 1, c2 = 1;
	AffExpr *x1 = l, *x2 = r;
	if (is_bin_const(l, AE_MUL)) {
		c1 = l->rhs->val;
		x1 = l->lhs;
	}
	if (is_bin_const(r, AE_MUL)) {
		c2 = r->rhs->val;
		x2 = r->lhs;
	}
	return x1 == x2 ? aff_mul(c, x1, aff_const(c, wrap_add(c1, c2))) : NULL;
}

static AffExpr *simplify_add(Ctx *c, AffExpr *l, AffExpr *r)
{
	if (is_const(l) && is_const(r)) {
		int64_t s;
		if (__builtin_add_overflow(l->val, r->val, &s))
			return NULL;
		return aff_const(c, s);
	}
	/* Constants go right; a symbolic term goes right of a dim term. */
	if (is_const(l) || (aff_is_symbolic_or_const(l) && !aff_is_symbolic_or_const(r)))
		return aff_add(c, r, l);
	if (is_const_val(r, 0))
		return l;
	if (is_const(r) && is_bin_const(l, AE_ADD))
		return aff_add(c, l->lhs, aff_const(c, wrap_add(l->rhs->val, r->val)));
	AffExpr *e = fold_like_terms(c, l, r);
	if (e)
		return e;
	/* (x + c) + y  =>  (x + y) + c */
	if (is_bin_const(l, AE_ADD))
		return aff_add(c, aff_add(c, l->lhs, r), l->rhs);
	return fold_mod_pattern(c, l, r);
}

static AffExpr *simplify_mul(Ctx *c, AffExpr *l, AffExpr *r)
{
	if (is_const(l) && is_const(r)) {
		int64_t p;
		if (__builtin_mul_overflow(l->val, r->val, &p))
			return NULL;
		return aff_const(c, p);
	}
	/* MLIR asserts this; a non-affine product is kept as written rather
	 * than swapped forever. */
	int lsym = aff_is_symbolic_or_const(l), rsym = aff_is_symbolic_or_const(r);
	if (!lsym && !rsym)
		return NULL;
	if (!rsym || is_const(l))
		return aff_mul(c, r, l);
	if (is_const_val(r, 1))
		return l;
	if (is_const_val(r, 0))
		return r;
	if (is_const(r) && is_bin_const(l, AE_MUL))
		return aff_mul(c, l->lhs, aff_const(c, wrap_mul(l->rhs->val, r->val)));
	/* (x * c) * y  =>  (x * y) * c */
	if (is_bin_const(l, AE_MUL))
		return aff_mul(c, aff_mul(c, l->lhs, r), l->rhs);
	return NULL;
}

/* Rules shared by floordiv and ceildiv (MLIR 19 folds any non-zero
 * constant divisor, negative ones included). */
static AffExpr *simplify_div(Ctx *c, AffExpr *l, AffExpr *r, int ceil)
{
	if (!is_const(r) || r->val == 0)
		return NULL;
	int64_t q = r->val;
	if (is_const(l)) {
		if (div_overflows(l->val, q))
			return NULL;
		return aff_const(c, ceil ? ceil_div(l->val, q) : floor_div(l->val, q));
	}
	if (q == 1)
		return l;
	/* (x * k) div q  =>  x * (k / q) when q divides k.  mlir-opt crashes
	 * on INT64_MIN / -1 here; we just keep the node. */
	if (is_bin_const(l, AE_MUL) && !div_overflows(l->rhs->val, q) && l->rhs->val % q == 0)
		return aff_mul(c, l->lhs, aff_const(c, l->rhs->val / q));
	if (ceil || l->kind != AE_ADD)
		return NULL;
	/* (a + b) floordiv q splits when one side is a multiple of q. */
	if (divides(q, largest_divisor(l->lhs)) || divides(q, largest_divisor(l->rhs)))
		return aff_add(c, aff_floordiv(c, l->lhs, r), aff_floordiv(c, l->rhs, r));
	return NULL;
}

static AffExpr *simplify_mod(Ctx *c, AffExpr *l, AffExpr *r)
{
	/* Unlike division, mod only folds for a positive constant. */
	if (!is_const(r) || r->val < 1)
		return NULL;
	int64_t m = r->val;
	if (is_const(l))
		return aff_const(c, mod_pos(l->val, m));
	if (largest_divisor(l) % m == 0)
		return aff_const(c, 0);
	if (l->kind == AE_ADD) {
		if (largest_divisor(l->lhs) % m == 0)
			return aff_mod(c, l->rhs, r);
		if (largest_divisor(l->rhs) % m == 0)
			return aff_mod(c, l->lhs, r);
	}
	/* (x mod k) mod m  =>  x mod m when m divides k. */
	if (is_bin_const(l, AE_MOD) && l->rhs->val >= 1 && mod_pos(l->rhs->val, m) == 0)
		return aff_mod(c, l->lhs, r);
	return NULL;
}

/* --------------------------------------------------------- constructors */

AffExpr *aff_add(Ctx *c, AffExpr *a, AffExpr *b)
{
	AffExpr *s = simplify_add(c, a, b);
	return s ? s : aff_node(c, AE_ADD, 0, a, b);
}

AffExpr *aff_mul(Ctx *c, AffExpr *a, AffExpr *b)
{
	AffExpr *s = simplify_mul(c, a, b);
	return s ? s : aff_node(c, AE_MUL, 0, a, b);
}

AffExpr *aff_neg(Ctx *c, AffExpr *a) { return aff_mul(c, a, aff_const(c, -1)); }
AffExpr *aff_sub(Ctx *c, AffExpr *a, AffExpr *b) { return aff_add(c, a, aff_neg(c, b)); }

AffExpr *aff_floordiv(Ctx *c, AffExpr *a, AffExpr *b)
{
	AffExpr *s = simplify_div(c, a, b, 0);
	return s ? s : aff_node(c, AE_FLOORDIV, 0, a, b);
}

AffExpr *aff_ceildiv(Ctx *c, AffExpr *a, AffExpr *b)
{
	AffExpr *s = simplify_div(c, a, b, 1);
	return s ? s : aff_node(c, AE_CEILDIV, 0, a, b);
}

AffExpr *aff_mod(Ctx *c, AffExpr *a, AffExpr *b)
{
	AffExpr *s = simplify_mod(c, a, b);
	return s ? s : aff_node(c, AE_MOD, 0, a, b);
}

/* MLIR's parser turns `a >= b` into `a - b >= 0`, `a <= b` into
 * `b - a >= 0` and `a == b` into `a - b == 0`, through the simplifying
 * operators, so `s0 - d0 == 0` ends up as `-d0 + s0 == 0`. */
AffExpr *aff_constraint(Ctx *c, AffExpr *lhs, AffExpr *rhs, int kind)
{
	return kind == 1 ? aff_sub(c, rhs, lhs) : aff_sub(c, lhs, rhs);
}

/* ------------------------------------------------------------ evaluation */

static int64_t eval_bin(AffKind k, int64_t a, int64_t b, int *ok)
{
	int64_t v = 0;
	switch (k) {
	case AE_ADD:
		if (__builtin_add_overflow(a, b, &v))
			*ok = 0;
		return v;
	case AE_MUL:
		if (__builtin_mul_overflow(a, b, &v))
			*ok = 0;
		return v;
	case AE_MOD:
		/* Like MLIR's constant folder: mod needs a positive divisor,
		 * the divisions only a non-zero one. */
		if (b < 1) {
			*ok = 0;
			return 0;
		}
		return mod_pos(a, b);
	default:
		if (b == 0 || div_overflows(a, b)) {
			*ok = 0;
			return 0;
		}
		return k == AE_FLOORDIV ? floor_div(a, b) : ceil_div(a, b);
	}
}

static int64_t eval_rec(const AffExpr *e, const int64_t *dims, const int64_t *syms, int *ok);

/* A sum is evaluated bottom-up along its left spine with an explicit
 * stack, in the same order as the recursion, so long sums stay shallow. */
static int64_t eval_sum(const AffExpr *e, const int64_t *dims, const int64_t *syms, int *ok)
{
	Vec spine;
	vec_init(&spine, sizeof(const AffExpr *));
	for (; e->kind == AE_ADD; e = e->lhs)
		*(const AffExpr **)vec_push(&spine) = e;
	int64_t v = eval_rec(e, dims, syms, ok);
	for (size_t i = spine.len; *ok && i-- > 0;) {
		int64_t r = eval_rec(VEC_AT(&spine, const AffExpr *, i)->rhs, dims, syms, ok);
		v = *ok ? eval_bin(AE_ADD, v, r, ok) : 0;
	}
	vec_free(&spine);
	return v;
}

static int64_t eval_rec(const AffExpr *e, const int64_t *dims, const int64_t *syms, int *ok)
{
	switch (e->kind) {
	case AE_CONST: return e->val;
	case AE_DIM: return dims[e->val];
	case AE_SYM: return syms[e->val];
	case AE_ADD: return eval_sum(e, dims, syms, ok);
	default: break;
	}
	int64_t a = eval_rec(e->lhs, dims, syms, ok);
	int64_t b = *ok ? eval_rec(e->rhs, dims, syms, ok) : 0;
	return *ok ? eval_bin((AffKind)e->kind, a, b, ok) : 0;
}

int64_t aff_eval(const AffExpr *e, const int64_t *dims, const int64_t *syms, int *ok)
{
	*ok = 1;
	return eval_rec(e, dims, syms, ok);
}

/* ------------------------------------------------------------ maps, sets */

static uint32_t map_hash(const AffMap *m)
{
	uint32_t h = hash_bytes(&m->ndims, sizeof m->ndims, m->nsyms);
	return hash_bytes(m->res, m->nres * sizeof *m->res, h ^ m->nres);
}

static int map_eq(const void *sp, const void *kp)
{
	const AffMap *a = sp, *b = kp;
	return a->ndims == b->ndims && a->nsyms == b->nsyms && a->nres == b->nres &&
	       (!a->nres || memcmp(a->res, b->res, a->nres * sizeof *a->res) == 0);
}

AffMap *affmap_get(Ctx *c, uint32_t ndims, uint32_t nsyms, AffExpr **res, uint32_t nres)
{
	AffMap key = { .ndims = ndims, .nsyms = nsyms, .nres = nres, .res = res };
	key.hash = map_hash(&key);
	AffMap *m = uq_find(c, UQ_MAPS, key.hash, map_eq, &key);
	if (m)
		return m;
	m = arena_alloc(&c->arena, sizeof *m);
	*m = key;
	m->res = nres ? arena_dup(&c->arena, res, nres * sizeof *res) : NULL;
	return uq_insert(c, UQ_MAPS, m, m->hash, map_eq, &key);
}

/* MLIR's AffineMap::isIdentity: results d0..d(n-1) with n == ndims.  It
 * does not look at the symbols, and neither do we: mlir-opt-19 drops
 * `affine_map<(d0)[s0] -> (d0)>` from a memref layout too. */
int affmap_is_identity(const AffMap *m)
{
	if (m->nres != m->ndims)
		return 0;
	for (uint32_t i = 0; i < m->nres; i++)
		if (m->res[i]->kind != AE_DIM || m->res[i]->val != (int64_t)i)
			return 0;
	return 1;
}

static uint32_t set_hash(const IntSet *s)
{
	uint32_t h = hash_bytes(&s->ndims, sizeof s->ndims, s->nsyms);
	h = hash_bytes(s->cons, s->ncons * sizeof *s->cons, h ^ s->ncons);
	return hash_bytes(s->eq, s->ncons, h);
}

static int set_eq(const void *sp, const void *kp)
{
	const IntSet *a = sp, *b = kp;
	return a->ndims == b->ndims && a->nsyms == b->nsyms && a->ncons == b->ncons &&
	       memcmp(a->cons, b->cons, a->ncons * sizeof *a->cons) == 0 &&
	       memcmp(a->eq, b->eq, a->ncons) == 0;
}

static IntSet *intset_unique(Ctx *c, IntSet *key)
{
	key->hash = set_hash(key);
	IntSet *s = uq_find(c, UQ_SETS, key->hash, set_eq, key);
	if (s)
		return s;
	s = arena_alloc(&c->arena, sizeof *s);
	*s = *key;
	s->cons = arena_dup(&c->arena, key->cons, key->ncons * sizeof *key->cons);
	s->eq = arena_dup(&c->arena, key->eq, key->ncons);
	return uq_insert(c, UQ_SETS, s, s->hash, set_eq, key);
}

/* eq may be NULL (no equalities); any non-zero entry means '=='. */
IntSet *intset_get(Ctx *c, uint32_t ndims, uint32_t nsyms, AffExpr **cons, const uint8_t *eq, uint32_t ncons)
{
	/* MLIR's parser reads an empty constraint list as the degenerate
	 * 'true' set `0 == 0`; do the same so it prints the same. */
	AffExpr *zero;
	if (!ncons) {
		zero = aff_const(c, 0);
		cons = &zero;
		ncons = 1;
	}
	uint8_t small[64];
	uint8_t *flags = ncons <= sizeof small ? small : malloc(ncons);
	if (!flags)
		abort();
	for (uint32_t i = 0; i < ncons; i++)
		flags[i] = cons == &zero || (eq && eq[i]);
	IntSet key = { .ndims = ndims, .nsyms = nsyms, .ncons = ncons, .cons = cons, .eq = flags };
	IntSet *s = intset_unique(c, &key);
	if (flags != small)
		free(flags);
	return s;
}

/* -------------------------------------------------------------- printing */

/* Mirrors AsmPrinter::printAffineExprInternal: `strong` is its
 * BindingStrength::Strong (the context binds tighter than +, so a sum or
 * a product in it needs parentheses). */
static void print_expr(const AffExpr *e, int strong, Buf *out);

static const char *const bin_spelling[] = {
	[AE_ADD] = " + ", [AE_MUL] = " * ", [AE_MOD] = " mod ",
	[AE_FLOORDIV] = " floordiv ", [AE_CEILDIV] = " ceildiv ",
};

static void print_tight(const AffExpr *e, int strong, Buf *out)
{
	if (strong)
		buf_putc(out, '(');
	if (e->kind == AE_MUL && is_const_val(e->rhs, -1)) {
		buf_putc(out, '-');
		print_expr(e->lhs, 1, out);
	} else {
		print_expr(e->lhs, 1, out);
		buf_puts(out, bin_spelling[e->kind]);
		print_expr(e->rhs, 1, out);
	}
	if (strong)
		buf_putc(out, ')');
}

/* The part of a sum after its left operand: ` + r`, or a subtraction
 * when r is a negative constant or a product by a negative constant. */
static void print_add_tail(const AffExpr *r, Buf *out)
{
	if (is_bin_const(r, AE_MUL) && r->rhs->val < 0) {
		buf_puts(out, " - ");
		if (r->rhs->val == -1) {
			print_expr(r->lhs, r->lhs->kind == AE_ADD, out);
		} else {
			print_expr(r->lhs, 1, out);
			buf_printf(out, " * %" PRId64, wrap_neg(r->rhs->val));
		}
		return;
	}
	if (is_const(r) && r->val < 0) {
		buf_printf(out, " - %" PRId64, wrap_neg(r->val));
		return;
	}
	buf_puts(out, " + ");
	print_expr(r, 0, out);
}

/* The left operand of a sum is printed weak, so a left-deep sum prints as
 * its leftmost term followed by each node's tail, bottom up.  Doing that
 * with an explicit stack keeps long sums from recursing once per term. */
static void print_sum(const AffExpr *e, int strong, Buf *out)
{
	Vec spine;
	vec_init(&spine, sizeof(const AffExpr *));
	const AffExpr *p = e;
	for (; p->kind == AE_ADD; p = p->lhs)
		*(const AffExpr **)vec_push(&spine) = p;
	if (strong)
		buf_putc(out, '(');
	print_expr(p, 0, out);
	for (size_t i = spine.len; i-- > 0;)
		print_add_tail(VEC_AT(&spine, const AffExpr *, i)->rhs, out);
	if (strong)
		buf_putc(out, ')');
	vec_free(&spine);
}

static void print_expr(const AffExpr *e, int strong, Buf *out)
{
	switch (e->kind) {
	case AE_CONST: buf_printf(out, "%" PRId64, e->val); return;
	case AE_DIM: buf_printf(out, "d%" PRId64, e->val); return;
	case AE_SYM: buf_printf(out, "s%" PRId64, e->val); return;
	case AE_ADD: print_sum(e, strong, out); return;
	default: print_tight(e, strong, out); return;
	}
}

void print_affexpr(AffExpr *e, Buf *out) { print_expr(e, 0, out); }

/* `(d0, d1)[s0, s1]`; the bracket is omitted without symbols. */
static void print_ids(uint32_t ndims, uint32_t nsyms, Buf *out)
{
	buf_putc(out, '(');
	for (uint32_t i = 0; i < ndims; i++)
		buf_printf(out, i ? ", d%u" : "d%u", (unsigned)i);
	buf_putc(out, ')');
	if (!nsyms)
		return;
	buf_putc(out, '[');
	for (uint32_t i = 0; i < nsyms; i++)
		buf_printf(out, i ? ", s%u" : "s%u", (unsigned)i);
	buf_putc(out, ']');
}

void print_affmap(const AffMap *m, Buf *out)
{
	print_ids(m->ndims, m->nsyms, out);
	buf_puts(out, " -> (");
	for (uint32_t i = 0; i < m->nres; i++) {
		if (i)
			buf_puts(out, ", ");
		print_expr(m->res[i], 0, out);
	}
	buf_putc(out, ')');
}

void print_intset(const IntSet *s, Buf *out)
{
	print_ids(s->ndims, s->nsyms, out);
	buf_puts(out, " : (");
	for (uint32_t i = 0; i < s->ncons; i++) {
		if (i)
			buf_puts(out, ", ");
		print_expr(s->cons[i], 0, out);
		buf_puts(out, s->eq[i] ? " == 0" : " >= 0");
	}
	buf_putc(out, ')');
}
