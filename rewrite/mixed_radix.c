/* mixed_radix.c — digit extractors and mixed-radix boundary chains
 * (transfer.md §3.1-§3.3, §3.7) on affine expressions.
 *
 * A digit extractor is a nest of floordiv/mod by positive constants; the
 * §3.1 identities compose it into one level (arg floordiv A) mod M.  They
 * hold for every integer arg (floor semantics, non-negative mod), so the
 * normalisation is applied whatever the argument; only the classification
 * asks for a single dim. */
#include "rewrite.h"

#include <stdlib.h>

static int is_digit_node(const AffExpr *e)
{
	return (e->kind == AE_FLOORDIV || e->kind == AE_MOD) && e->rhs->kind == AE_CONST &&
	       e->rhs->val >= 1;
}

/* One level of the §3.1 composition, applied to the digit *d read so far
 * (of the node's left operand); 0 if the identities do not allow it. */
static int digit_step(AffDigit *d, const AffExpr *e)
{
	int64_t k = e->rhs->val, a;
	if (e->kind == AE_FLOORDIV) {
		/* rules 2 and 3: (x floordiv a) floordiv b, ((x floordiv a) mod m)
		 * floordiv b with b | m */
		if ((d->mod && d->mod % k) || __builtin_mul_overflow(d->div, k, &a))
			return 0;
		d->div = a;
		d->mod = d->mod ? d->mod / k : 0;
		return 1;
	}
	/* rules 4 and 5: a mod of a floordiv, or of a mod whose modulus it divides */
	if (d->mod && d->mod % k)
		return 0;
	d->mod = k;
	return 1;
}

void aff_digit(AffExpr *e, AffDigit *d)
{
	/* The nest is walked down its left operands into a small stack, then
	 * composed innermost first; a level that does not compose becomes the
	 * argument of the levels above it. */
	Vec nest;
	vec_init(&nest, sizeof(AffExpr *));
	AffExpr *p = e;
	for (; is_digit_node(p); p = p->lhs)
		*(AffExpr **)vec_push(&nest) = p;
	d->arg = p;
	d->div = 1;
	d->mod = 0;
	for (size_t i = nest.len; i-- > 0;) {
		AffExpr *n = VEC_AT(&nest, AffExpr *, i);
		AffDigit t = *d;
		if (digit_step(&t, n)) {
			*d = t;
		} else {
			d->arg = n;
			d->div = 1;
			d->mod = 0;
		}
	}
	vec_free(&nest);
}

AffExpr *aff_digit_normalize(Ctx *c, AffExpr *e)
{
	if (!is_digit_node(e) || !is_digit_node(e->lhs))
		return e;
	AffDigit d;
	aff_digit(e, &d);
	if (d.arg == e)
		return e;
	AffExpr *r = d.arg;
	if (d.div > 1)
		r = aff_floordiv(c, r, aff_const(c, d.div));
	if (d.mod)
		r = aff_mod(c, r, aff_const(c, d.mod));
	return r;
}

/* ------------------------------------------------------------ classes */

const char *radix_class_name(RadixClass k)
{
	static const char *const names[] = {
		[RC_ALIGNED] = "aligned",
		[RC_INCOMPATIBLE] = "incompatible radices",
		[RC_NONDIVIDING] = "non-dividing divisor",
		[RC_MULTIDIM] = "multi-dim argument",
		[RC_SYMBOLIC] = "symbolic",
		[RC_CEILDIV] = "ceildiv",
	};
	return (unsigned)k < sizeof names / sizeof *names ? names[k] : "?";
}

static int has_sym(const AffExpr *e)
{
	for (;;) {
		if (e->kind == AE_SYM)
			return 1;
		if (e->kind >= AE_CONST)
			return 0;
		if (has_sym(e->rhs))
			return 1;
		e = e->lhs;
	}
}

/* §3.2 for an extractor on a bare dim of extent E. */
static RadixClass dim_boundaries(const AffDigit *d, int64_t E, int64_t b[2], uint32_t *nb)
{
	int64_t span;
	if (__builtin_mul_overflow(d->div, d->mod ? d->mod : 1, &span) || E % span)
		return RC_NONDIVIDING;
	if (d->div > 1)
		b[(*nb)++] = d->div;
	if (d->mod && span < E)
		b[(*nb)++] = span;
	return RC_ALIGNED;
}

RadixClass radix_local(AffExpr *e, const AffEnv *env, AffDigit *d, uint32_t *dim,
                       int64_t b[2], uint32_t *nb)
{
	*nb = 0;
	d->arg = e;
	d->div = 1;
	d->mod = 0;
	if (e->rhs->kind != AE_CONST)
		return RC_SYMBOLIC;
	if (e->kind == AE_CEILDIV)
		return RC_CEILDIV;
	if (e->rhs->val < 1)
		return RC_NONDIVIDING;
	aff_digit(e, d);
	const AffExpr *a = d->arg;
	if (a == e || is_digit_node(a))
		return RC_NONDIVIDING;         /* a nest the §3.1 identities cannot compose */
	if (has_sym(a))
		return RC_SYMBOLIC;
	if (a->kind != AE_DIM)
		return RC_MULTIDIM;
	*dim = (uint32_t)a->val;
	if (!env->dims || a->val >= env->ndims || env->dims[a->val].extent < 1)
		return RC_SYMBOLIC;            /* no constant extent */
	return dim_boundaries(d, env->dims[a->val].extent, b, nb);
}

/* ------------------------------------------------------------- chains */

void radix_add(RadixSet *s, int64_t b)
{
	for (uint32_t i = 0; i < s->n; i++)
		if (s->b[i] == b)
			return;
	if (s->n == RADIX_MAX) {
		s->overflow = 1;
		return;
	}
	s->b[s->n++] = b;
}

static int cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
	return (x > y) - (x < y);
}

int radix_chain(const RadixSet *s, int64_t *chain, uint32_t *len)
{
	uint32_t n = 0;
	chain[n++] = 1;
	for (uint32_t i = 0; i < s->n; i++)
		if (s->b[i] > 1 && s->b[i] < s->extent)
			chain[n++] = s->b[i];
	qsort(chain + 1, n - 1, sizeof *chain, cmp_i64);
	chain[n++] = s->extent;
	*len = n;
	if (s->overflow || s->extent < 1)
		return 0;
	for (uint32_t i = 0; i + 1 < n; i++)
		if (chain[i + 1] % chain[i])
			return 0;
	return 1;
}
