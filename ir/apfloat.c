/* apfloat.c — float literals <-> bit patterns for every FloatKind, matching
 * LLVM 19's APFloat (llvm/lib/Support/APFloat.cpp) and MLIR's AsmPrinter:
 *
 *   apf_from_decimal   APFloat(sem, "1.5e-3"): correctly rounded, ties to even
 *   apf_from_literal   what MLIR's parser does: decimal -> double -> sem
 *   apf_to_string      IEEEFloat::toString(prec, maxpad, truncate_zero)
 *   print_float_value  AsmPrinter's printFloatValue
 *
 * All arithmetic is exact, on a small private bignum (32-bit limbs, so that
 * every product fits in uint64_t without compiler extensions). */
#include "ir.h"

#include <fenv.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ semantics */

/* fltNonfiniteBehavior and fltNanEncoding of APFloat. */
enum { NF_IEEE, NF_NANONLY, NF_FINITE };
enum { NE_IEEE, NE_ALLONES, NE_NEGZERO };

typedef struct Sem {
	int32_t maxexp, minexp;  /* exponent range of normal numbers (IEEE 754 emax/emin) */
	uint8_t prec;            /* significand bits including the integer bit */
	uint8_t bits;            /* storage width */
	uint8_t nonfinite, nanenc;
	uint8_t has_zero, is_signed;
	uint8_t explicit_int;    /* x87 f80: the integer bit is stored */
} Sem;

/* The fltSemantics table of APFloat.cpp, indexed by FloatKind. */
static const Sem sems[FK_COUNT] = {
	[FK_F16] = {15, -14, 11, 16, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_BF16] = {127, -126, 8, 16, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_F32] = {127, -126, 24, 32, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_F64] = {1023, -1022, 53, 64, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_F80] = {16383, -16382, 64, 80, NF_IEEE, NE_IEEE, 1, 1, 1},
	[FK_F128] = {16383, -16382, 113, 128, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_TF32] = {127, -126, 11, 19, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_F8E5M2] = {15, -14, 3, 8, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_F8E4M3] = {7, -6, 4, 8, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_F8E4M3FN] = {8, -6, 4, 8, NF_NANONLY, NE_ALLONES, 1, 1, 0},
	[FK_F8E5M2FNUZ] = {15, -15, 3, 8, NF_NANONLY, NE_NEGZERO, 1, 1, 0},
	[FK_F8E4M3FNUZ] = {7, -7, 4, 8, NF_NANONLY, NE_NEGZERO, 1, 1, 0},
	[FK_F8E4M3B11FNUZ] = {4, -10, 4, 8, NF_NANONLY, NE_NEGZERO, 1, 1, 0},
	[FK_F8E3M4] = {3, -2, 5, 8, NF_IEEE, NE_IEEE, 1, 1, 0},
	[FK_F4E2M1FN] = {2, 0, 2, 4, NF_FINITE, NE_IEEE, 1, 1, 0},
	[FK_F6E2M3FN] = {2, 0, 4, 6, NF_FINITE, NE_IEEE, 1, 1, 0},
	[FK_F6E3M2FN] = {4, -2, 3, 6, NF_FINITE, NE_IEEE, 1, 1, 0},
	[FK_F8E8M0FNU] = {127, -127, 1, 8, NF_NANONLY, NE_ALLONES, 0, 0, 0},
};

/* Stored fields.  E8M0 is all exponent; f80 stores its integer bit. */
static unsigned mant_bits(const Sem *s) { return s->explicit_int ? 64 : s->prec - 1u; }
static unsigned exp_bits(const Sem *s) { return s->bits - mant_bits(s) - (s->is_signed ? 1u : 0u); }
/* E8M0 has no denormals, so its all-zero exponent field is 2^minexp. */
static int32_t bias(const Sem *s) { return s->has_zero ? 1 - s->minexp : -s->minexp; }

/* APFloat's exponentNaN(): the unbiased exponent a NaN is encoded with. */
static int32_t exp_nan(const Sem *s)
{
	if (s->nonfinite == NF_NANONLY) {
		if (s->nanenc == NE_NEGZERO)
			return s->minexp - 1;
		if (s->is_signed)
			return s->maxexp;
	}
	return s->maxexp + 1;
}

/* ------------------------------------------------------ unpacked values */

enum { C_ZERO, C_NORMAL, C_INF, C_NAN };

/* APFloat's internal form: value = sig * 2^(exp - (prec - 1)).  Denormals
 * have exp == minexp and the integer bit (prec - 1) clear. */
typedef struct Unp {
	int cls, sign;
	int32_t exp;
	uint64_t sig[2];    /* up to 113 bits (+1 while rounding) */
} Unp;

static uint64_t low_mask(unsigned n) { return n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1; }

/* Bits [pos, pos+len) of a 128-bit pair, len <= 64. */
static uint64_t get_field(const uint64_t v[2], unsigned pos, unsigned len)
{
	uint64_t x;
	if (pos >= 64)
		x = v[1] >> (pos - 64);
	else if (pos == 0)
		x = v[0];
	else
		x = (v[0] >> pos) | (v[1] << (64 - pos));
	return x & low_mask(len);
}

/* OR `val` (len bits) into v at pos. */
static void put_field(uint64_t v[2], unsigned pos, unsigned len, uint64_t val)
{
	val &= low_mask(len);
	if (pos >= 64) {
		v[1] |= val << (pos - 64);
		return;
	}
	v[0] |= val << pos;
	if (pos && pos + len > 64)
		v[1] |= val >> (64 - pos);
}

/* The trailing-significand field as a 128-bit pair. */
static void get_mant(const uint64_t v[2], unsigned mb, uint64_t m[2])
{
	m[0] = mb >= 64 ? v[0] : v[0] & low_mask(mb);
	m[1] = mb > 64 ? v[1] & low_mask(mb - 64) : 0;
}

static int is_zero2(const uint64_t m[2]) { return !m[0] && !m[1]; }
static int sig_bit(const uint64_t m[2], unsigned i) { return (int)((m[i / 64] >> (i % 64)) & 1); }
static void set_bit2(uint64_t m[2], unsigned i) { m[i / 64] |= UINT64_C(1) << (i % 64); }

static void load_words(FloatKind k, const uint64_t *w, uint64_t v[2])
{
	unsigned width = float_kind_width[k];
	v[0] = w[0];
	v[1] = width > 64 ? w[1] : 0;
	if (width < 64)
		v[0] &= low_mask(width);
	else if (width > 64)
		v[1] &= low_mask(width - 64);
}

/* initFromF80LongDoubleAPInt: unnormals and pseudo-infinities/NaNs are NaN,
 * pseudo-denormals (exponent 0, integer bit set) are normal numbers. */
static void decode_f80(const uint64_t v[2], Unp *u)
{
	uint64_t e = v[1] & 0x7fff, sig = v[0];
	int ibit = (int)(sig >> 63);
	u->sign = (int)((v[1] >> 15) & 1);
	u->sig[0] = sig;
	u->sig[1] = 0;
	if (!e && !sig) {
		u->cls = C_ZERO;
	} else if (e == 0x7fff && sig == UINT64_C(1) << 63) {
		u->cls = C_INF;
	} else if (e == 0x7fff || (e && !ibit)) {
		u->cls = C_NAN;
		u->exp = 16384;
	} else {
		u->cls = C_NORMAL;
		u->exp = e ? (int32_t)e - 16383 : -16382;
	}
}

static void decode_e8m0(const uint64_t v[2], Unp *u)
{
	u->sign = 0;
	u->sig[0] = 1;
	u->sig[1] = 0;
	u->cls = v[0] == 0xff ? C_NAN : C_NORMAL;
	u->exp = (int32_t)v[0] - 127;
}

/* Is a NaN encoded?  (initFromIEEEAPInt's three NaN encodings.) */
static int is_nan_enc(const Sem *s, uint64_t e, const uint64_t m[2], int sign)
{
	uint64_t nan_e = (uint64_t)(exp_nan(s) + bias(s));
	unsigned mb = mant_bits(s);
	switch (s->nanenc) {
	case NE_ALLONES:
		return e == nan_e && m[0] == low_mask(mb) && m[1] == (mb > 64 ? low_mask(mb - 64) : 0);
	case NE_NEGZERO:
		return !e && is_zero2(m) && sign;
	default:
		return s->nonfinite != NF_FINITE && e == nan_e && !is_zero2(m);
	}
}

static void decode(FloatKind k, const uint64_t *w, Unp *u)
{
	const Sem *s = &sems[k];
	uint64_t v[2];
	load_words(k, w, v);
	if (k == FK_F80)
		return decode_f80(v, u);
	if (!s->has_zero)
		return decode_e8m0(v, u);
	unsigned mb = mant_bits(s), eb = exp_bits(s);
	uint64_t e = get_field(v, mb, eb);
	get_mant(v, mb, u->sig);
	u->sign = (int)get_field(v, s->bits - 1u, 1);
	if (s->nonfinite == NF_IEEE && e == low_mask(eb) && is_zero2(u->sig)) {
		u->cls = C_INF;
	} else if (is_nan_enc(s, e, u->sig, u->sign)) {
		u->cls = C_NAN;
		u->exp = exp_nan(s);
	} else if (!e && is_zero2(u->sig)) {
		u->cls = C_ZERO;
	} else {
		u->cls = C_NORMAL;
		u->exp = e ? (int32_t)e - bias(s) : s->minexp;
		if (e)
			set_bit2(u->sig, s->prec - 1u);
	}
}

/* convert*APFloatToAPInt: the biased exponent field for a value. */
static uint64_t enc_exp(const Sem *s, const Unp *u)
{
	switch (u->cls) {
	case C_ZERO: return (uint64_t)(s->minexp - 1 + bias(s));
	case C_INF: return (uint64_t)(s->maxexp + 1 + bias(s));
	case C_NAN: return (uint64_t)(exp_nan(s) + bias(s));
	default: break;
	}
	uint64_t e = (uint64_t)(u->exp + bias(s));
	if (e == 1 && s->has_zero && !sig_bit(u->sig, s->prec - 1u))
		e = 0;   /* denormal */
	return e;
}

static void encode(FloatKind k, const Unp *u, uint64_t *w)
{
	const Sem *s = &sems[k];
	uint64_t v[2] = {0, 0}, m[2] = {0, 0};
	unsigned mb = mant_bits(s);
	if (u->cls == C_NORMAL || u->cls == C_NAN)
		get_mant(u->sig, mb, m);
	if (k == FK_F80 && u->cls == C_INF)
		m[0] = UINT64_C(1) << 63;
	put_field(v, 0, mb > 64 ? 64 : mb, m[0]);
	if (mb > 64)
		put_field(v, 64, mb - 64, m[1]);
	put_field(v, mb, exp_bits(s), enc_exp(s, u));
	if (s->is_signed)
		put_field(v, s->bits - 1u, 1, (uint64_t)u->sign);
	w[0] = v[0];
	if (s->bits > 64)
		w[1] = v[1];
}

int apf_is_finite(FloatKind k, const uint64_t *bits)
{
	Unp u;
	decode(k, bits, &u);
	return u.cls == C_ZERO || u.cls == C_NORMAL;
}

/* ---------------------------------------------------- special results */

/* makeNaN(false, sign): the canonical quiet NaN of each encoding. */
static void make_nan(const Sem *s, int sign, Unp *u)
{
	u->cls = C_NAN;
	u->sign = s->is_signed ? sign : 0;
	u->exp = exp_nan(s);
	u->sig[0] = u->sig[1] = 0;
	if (s->nanenc == NE_NEGZERO) {
		u->sign = 1;
	} else if (s->nonfinite == NF_NANONLY) {
		for (unsigned i = 0; i + 1u < s->prec; i++)
			set_bit2(u->sig, i);
	} else {
		set_bit2(u->sig, s->prec - 2u);
		if (s->explicit_int)
			set_bit2(u->sig, s->prec - 1u);
	}
}

static void make_largest(const Sem *s, int sign, Unp *u)
{
	u->cls = C_NORMAL;
	u->sign = sign;
	u->exp = s->maxexp;
	u->sig[0] = u->sig[1] = 0;
	for (unsigned i = 0; i < s->prec; i++)
		set_bit2(u->sig, i);
}

/* handleOverflow under round-to-nearest: infinity, else NaN, else (formats
 * without either) the largest finite value. */
static void make_overflow(const Sem *s, int sign, Unp *u)
{
	if (s->nonfinite == NF_IEEE) {
		u->cls = C_INF;
		u->sign = sign;
		u->sig[0] = u->sig[1] = 0;
	} else if (s->nonfinite == NF_NANONLY) {
		make_nan(s, sign, u);
	} else {
		make_largest(s, sign, u);
	}
}

/* makeZero, with the format quirks: FNUZ formats have no -0, and E8M0 has
 * no zero at all (APFloat substitutes the smallest normalized value). */
static void make_zero(const Sem *s, int sign, Unp *u)
{
	u->sig[0] = u->sig[1] = 0;
	if (!s->has_zero) {
		u->cls = C_NORMAL;
		u->sign = 0;
		u->exp = s->minexp;
		set_bit2(u->sig, s->prec - 1u);
		return;
	}
	u->cls = C_ZERO;
	u->sign = s->nanenc == NE_NEGZERO ? 0 : sign;
	u->exp = s->minexp - 1;
}

/* --------------------------------------------------------------- bignum */

/* Non-negative integer, little-endian 32-bit limbs, no leading zero limbs
 * (n == 0 is zero).  Small values live in the inline array; never copy a
 * Big by value (d may point into it). */
#define BIG_INLINE 80
typedef struct Big {
	uint32_t *d;
	size_t n, cap;
	uint32_t inl[BIG_INLINE];
} Big;

static void big_init(Big *b)
{
	b->d = b->inl;
	b->n = 0;
	b->cap = BIG_INLINE;
}

static void big_free(Big *b)
{
	if (b->d != b->inl)
		free(b->d);
	big_init(b);
}

static void big_reserve(Big *b, size_t cap)
{
	if (cap <= b->cap)
		return;
	size_t nc = b->cap * 2 > cap ? b->cap * 2 : cap;
	uint32_t *p = malloc(nc * sizeof *p);
	if (!p)
		abort();
	memcpy(p, b->d, b->n * sizeof *p);
	if (b->d != b->inl)
		free(b->d);
	b->d = p;
	b->cap = nc;
}

static void big_trim(Big *b)
{
	while (b->n && !b->d[b->n - 1])
		b->n--;
}

static void big_set_u128(Big *b, const uint64_t v[2])
{
	big_reserve(b, 4);
	for (size_t i = 0; i < 4; i++)
		b->d[i] = (uint32_t)(v[i / 2] >> (32 * (i % 2)));
	b->n = 4;
	big_trim(b);
}

/* b = b * m + a */
static void big_mul_add(Big *b, uint32_t m, uint32_t a)
{
	uint64_t carry = a;
	for (size_t i = 0; i < b->n; i++) {
		uint64_t t = (uint64_t)b->d[i] * m + carry;
		b->d[i] = (uint32_t)t;
		carry = t >> 32;
	}
	if (carry) {
		big_reserve(b, b->n + 1);
		b->d[b->n++] = (uint32_t)carry;
	}
}

/* b /= d; returns the remainder. */
static uint32_t big_div_small(Big *b, uint32_t d)
{
	uint64_t rem = 0;
	for (size_t i = b->n; i-- > 0;) {
		uint64_t cur = (rem << 32) | b->d[i];
		b->d[i] = (uint32_t)(cur / d);
		rem = cur % d;
	}
	big_trim(b);
	return (uint32_t)rem;
}

/* b /= 10^9; the constant divisor lets the compiler use a multiply. */
static uint32_t big_div_1e9(Big *b)
{
	uint64_t rem = 0;
	for (size_t i = b->n; i-- > 0;) {
		uint64_t cur = (rem << 32) | b->d[i];
		b->d[i] = (uint32_t)(cur / 1000000000u);
		rem = cur % 1000000000u;
	}
	big_trim(b);
	return (uint32_t)rem;
}

static const uint32_t pow10_u32[10] = {
	1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000,
};

/* Multiply by 5^n in chunks of 5^13, the largest power of 5 below 2^32. */
static void big_mul_pow5(Big *b, uint64_t n)
{
	static const uint32_t p5[14] = {
		1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125, 9765625,
		48828125, 244140625, 1220703125,
	};
	for (; n >= 13; n -= 13)
		big_mul_add(b, p5[13], 0);
	if (n)
		big_mul_add(b, p5[n], 0);
}

/* Bit length of a 32-bit word, by binary search (portable, no builtins). */
static unsigned bitlen32(uint32_t x)
{
	unsigned n = 0;
	for (unsigned step = 16; step; step /= 2) {
		if (x >> step) {
			n += step;
			x >>= step;
		}
	}
	return n + x;
}

static uint64_t big_bitlen(const Big *b)
{
	return b->n ? (uint64_t)(b->n - 1) * 32 + bitlen32(b->d[b->n - 1]) : 0;
}

static int big_bit(const Big *b, uint64_t i)
{
	uint64_t limb = i / 32;
	return limb < b->n ? (int)((b->d[limb] >> (i % 32)) & 1) : 0;
}

/* Are any of the bits below position i set? */
static int big_any_below(const Big *b, uint64_t i)
{
	uint64_t full = i / 32;
	for (uint64_t k = 0; k < full && k < b->n; k++)
		if (b->d[k])
			return 1;
	if (full < b->n && i % 32)
		return (b->d[full] & ((UINT32_C(1) << (i % 32)) - 1)) != 0;
	return 0;
}

static uint64_t big_ctz(const Big *b)
{
	uint64_t z = 0;
	size_t i = 0;
	while (i < b->n && !b->d[i]) {
		i++;
		z += 32;
	}
	if (i < b->n)
		z += bitlen32(b->d[i] & -b->d[i]) - 1;   /* isolate the lowest set bit */
	return z;
}

static void big_shl(Big *b, uint64_t sh)
{
	if (!b->n || !sh)
		return;
	size_t limbs = (size_t)(sh / 32);
	unsigned bits = (unsigned)(sh % 32);
	big_reserve(b, b->n + limbs + 1);
	b->d[b->n + limbs] = 0;
	for (size_t i = b->n; i-- > 0;) {
		uint64_t x = (uint64_t)b->d[i] << bits;
		b->d[i + limbs + 1] |= (uint32_t)(x >> 32);
		b->d[i + limbs] = (uint32_t)x;
	}
	memset(b->d, 0, limbs * sizeof *b->d);
	b->n += limbs + 1;
	big_trim(b);
}

static void big_shr(Big *b, uint64_t sh)
{
	size_t limbs = (size_t)(sh / 32);
	unsigned bits = (unsigned)(sh % 32);
	if (limbs >= b->n) {
		b->n = 0;
		return;
	}
	size_t n = b->n - limbs;
	for (size_t i = 0; i < n; i++) {
		uint64_t x = b->d[i + limbs];
		if (i + limbs + 1 < b->n)
			x |= (uint64_t)b->d[i + limbs + 1] << 32;
		b->d[i] = (uint32_t)(x >> bits);
	}
	b->n = n;
	big_trim(b);
}

static void big_copy(Big *dst, const Big *src)
{
	big_reserve(dst, src->n);
	memcpy(dst->d, src->d, src->n * sizeof *src->d);
	dst->n = src->n;
}

/* One step of schoolbook division (Knuth's algorithm D): subtract
 * qhat * v from u[j .. j+n] and return the corrected quotient digit. */
static uint32_t divstep(uint32_t *u, const uint32_t *v, size_t n, size_t j)
{
	uint64_t num = ((uint64_t)u[j + n] << 32) | u[j + n - 1];
	uint64_t qhat = num / v[n - 1], rhat = num % v[n - 1];
	/* The two-limb estimate is at most 2 too large; this fixes it to at
	 * most 1 too large (Knuth, TAOCP 4.3.1). */
	while (qhat >> 32 || qhat * v[n - 2] > ((rhat << 32) | u[j + n - 2])) {
		qhat--;
		rhat += v[n - 1];
		if (rhat >> 32)
			break;
	}
	uint64_t carry = 0, borrow = 0;
	for (size_t i = 0; i < n; i++) {
		uint64_t p = qhat * v[i] + carry;
		carry = p >> 32;
		uint64_t t = (uint64_t)u[i + j] - (p & 0xffffffffu) - borrow;
		u[i + j] = (uint32_t)t;
		borrow = (t >> 32) & 1;
	}
	int negative = (uint64_t)u[j + n] < carry + borrow;
	u[j + n] = (uint32_t)((uint64_t)u[j + n] - carry - borrow);
	if (!negative)
		return (uint32_t)qhat;
	uint64_t c = 0;     /* added back: the estimate was one too large */
	for (size_t i = 0; i < n; i++) {
		uint64_t t = (uint64_t)u[i + j] + v[i] + c;
		u[i + j] = (uint32_t)t;
		c = t >> 32;
	}
	u[j + n] = (uint32_t)(u[j + n] + c);
	return (uint32_t)(qhat - 1);
}

/* q = floor(a / b) for b with at least two limbs; returns whether the
 * remainder is nonzero.  a is destroyed (it becomes the scratch dividend). */
static int big_divmod_long(Big *a, const Big *b, Big *q)
{
	size_t n = b->n, m = a->n - n;
	unsigned sh = 0;
	for (uint32_t top = b->d[n - 1]; !(top & 0x80000000u); top <<= 1)
		sh++;
	Big v;
	big_init(&v);
	big_copy(&v, b);
	big_shl(&v, sh);                   /* normalized: top bit set, still n limbs */
	big_shl(a, sh);
	big_reserve(a, m + n + 1);
	for (size_t i = a->n; i < m + n + 1; i++)
		a->d[i] = 0;
	big_reserve(q, m + 1);
	for (size_t j = m + 1; j-- > 0;)
		q->d[j] = divstep(a->d, v.d, n, j);
	q->n = m + 1;
	big_trim(q);
	int rem = 0;
	for (size_t i = 0; i < n; i++)
		rem |= a->d[i] != 0;
	big_free(&v);
	return rem;
}

/* q = floor(a / b), b > 0; returns whether the remainder is nonzero.
 * a is destroyed. */
static int big_divmod(Big *a, const Big *b, Big *q)
{
	if (a->n < b->n) {
		q->n = 0;
		return a->n != 0;
	}
	if (b->n == 1) {
		big_copy(q, a);
		return big_div_small(q, b->d[0]) != 0;
	}
	return big_divmod_long(a, b, q);
}

/* ------------------------------------------------------------- rounding */

static uint32_t big_limb(const Big *b, uint64_t i) { return i < b->n ? b->d[i] : 0; }

/* Bits [sh, sh + 128) of b as a 128-bit pair (the kept significand). */
static void big_extract(const Big *b, uint64_t sh, uint64_t out[2])
{
	uint64_t limb = sh / 32;
	unsigned bits = (unsigned)(sh % 32);
	out[0] = out[1] = 0;
	for (unsigned i = 0; i < 4; i++) {
		uint64_t x = big_limb(b, limb + i);
		if (bits)
			x = (x >> bits) | ((uint64_t)big_limb(b, limb + i + 1) << (32 - bits));
		out[i / 2] |= (x & 0xffffffffu) << (32 * (i % 2));
	}
}

static void inc2(uint64_t m[2])
{
	if (!++m[0])
		m[1]++;
}

static int is_pow2_bit(const uint64_t m[2], unsigned i)
{
	uint64_t t[2] = {0, 0};
	set_bit2(t, i);
	return m[0] == t[0] && m[1] == t[1];
}

static int is_all_ones(const uint64_t m[2], unsigned nbits)
{
	return m[0] == low_mask(nbits) && m[1] == (nbits > 64 ? low_mask(nbits - 64) : 0);
}

/* The rounded significand q with exponent ex after ties-to-even rounding:
 * apply normalize()'s overflow checks and build the result.  Returns 1 on
 * overflow. */
static int finish_round(const Sem *s, uint64_t q[2], int64_t ex, int sign, Unp *u)
{
	if (is_pow2_bit(q, s->prec)) {       /* carried into a new binade */
		q[0] = (q[0] >> 1) | (q[1] << 63);
		q[1] >>= 1;
		ex++;
	}
	/* An all-ones significand at maxexp is the NaN of AllOnes formats. */
	if (ex > s->maxexp || (s->nanenc == NE_ALLONES && s->nonfinite == NF_NANONLY &&
	                       s->prec > 1 && ex == s->maxexp && is_all_ones(q, s->prec))) {
		make_overflow(s, sign, u);
		return 1;
	}
	if (is_zero2(q)) {
		make_zero(s, sign, u);
		return 0;
	}
	u->cls = C_NORMAL;
	u->sign = sign;
	u->exp = (int32_t)ex;
	u->sig[0] = q[0];
	u->sig[1] = q[1];
	return 0;
}

/* Round (m + f) * 2^e2 to the format, where 0 <= f < 1 and f != 0 iff
 * sticky.  Callers pass at least prec + 2 bits in m whenever sticky is set,
 * so the sticky bit always lies below the rounding bit.  Returns 1 on
 * overflow (already turned into inf / NaN / largest). */
static int round_big(const Sem *s, const Big *m, int64_t e2, int sticky, int sign, Unp *u)
{
	int64_t top = (int64_t)big_bitlen(m) - 1 + e2;   /* exponent of the leading bit */
	if (top > s->maxexp) {
		make_overflow(s, sign, u);
		return 1;
	}
	int64_t ex = top < s->minexp ? s->minexp : top;
	int64_t sh = ex - (s->prec - 1) - e2;            /* bits of m below the ulp */
	uint64_t q[2];
	if (sh <= 0) {
		Big t;
		big_init(&t);
		big_copy(&t, m);
		big_shl(&t, (uint64_t)-sh);
		big_extract(&t, 0, q);
		big_free(&t);
		return finish_round(s, q, ex, sign, u);
	}
	big_extract(m, (uint64_t)sh, q);
	int half = big_bit(m, (uint64_t)sh - 1);
	int rest = sticky || big_any_below(m, (uint64_t)sh - 1);
	if (half && (rest || (q[0] & 1)))
		inc2(q);
	return finish_round(s, q, ex, sign, u);
}

/* --------------------------------------------------- decimal -> binary */

/* Digits beyond this many are folded into a sticky digit.  Every rounding
 * boundary of every format (a midpoint or a representable value) has at
 * most ~11600 significant decimal digits (f128's 2^-16495 has 11530), so a
 * boundary can never fall strictly between the truncated and the true
 * value. */
#define MAX_DIGITS 12000

typedef struct Dec {
	int neg;
	Big d;              /* significant digits as an integer */
	int64_t exp10;      /* value = d * 10^exp10 */
	int64_t ndig;       /* decimal digits in d */
} Dec;

/* Flush up to 9 pending digits into d. */
static void dec_flush(Dec *x, uint32_t *chunk, unsigned *cnt)
{
	if (*cnt)
		big_mul_add(&x->d, pow10_u32[*cnt], *chunk);
	*chunk = 0;
	*cnt = 0;
}

/* Scan the significand "digits[.digits]"; returns the index after it, or
 * 0 on a syntax error. */
static size_t scan_mantissa(const char *s, size_t n, size_t i, Dec *x)
{
	int dot = 0, any = 0, dropped = 0;
	uint32_t chunk = 0;
	unsigned cnt = 0;
	for (; i < n; i++) {
		char c = s[i];
		if (c == '.') {
			if (dot)
				return 0;
			dot = 1;
			continue;
		}
		if (c < '0' || c > '9')
			break;
		any = 1;
		if (!x->ndig && !cnt && c == '0') {   /* leading zero */
			x->exp10 -= dot;
			continue;
		}
		if (x->ndig + cnt >= MAX_DIGITS) {   /* dropped: only its existence matters */
			dropped |= c != '0';
			x->exp10 += !dot;
			continue;
		}
		chunk = chunk * 10 + (uint32_t)(c - '0');
		x->exp10 -= dot;
		if (++cnt == 9) {
			dec_flush(x, &chunk, &cnt);
			x->ndig += 9;
		}
	}
	x->ndig += cnt;
	dec_flush(x, &chunk, &cnt);
	if (dropped) {                       /* sticky digit, see MAX_DIGITS */
		big_mul_add(&x->d, 10, 1);
		x->exp10--;
		x->ndig++;
	}
	return any ? i : 0;
}

/* Scan "[eE][+-]digits" at i (saturating absurd exponents). */
static int scan_exponent(const char *s, size_t n, size_t i, int64_t *e)
{
	*e = 0;
	if (i == n)
		return 0;
	if (s[i] != 'e' && s[i] != 'E')
		return -1;
	i++;
	int neg = i < n && s[i] == '-';
	if (i < n && (s[i] == '-' || s[i] == '+'))
		i++;
	if (i == n)
		return -1;
	for (; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		if (*e < 1000000000)
			*e = *e * 10 + (s[i] - '0');
	}
	if (neg)
		*e = -*e;
	return 0;
}

static int scan_decimal(const char *s, size_t n, Dec *x)
{
	size_t i = 0;
	x->neg = 0;
	x->exp10 = 0;
	x->ndig = 0;
	if (i < n && (s[i] == '-' || s[i] == '+'))
		x->neg = s[i++] == '-';
	i = scan_mantissa(s, n, i, x);
	int64_t e;
	if (!i || scan_exponent(s, n, i, &e))
		return -1;
	x->exp10 += e;
	return 0;
}

/* value = d / 10^k with k > 0: divide by 5^k, keeping prec + 3 quotient
 * bits so the sticky remainder lies below the rounding bit. */
static int round_quotient(const Sem *s, Dec *x, uint64_t k, Unp *u)
{
	Big den, q;
	big_init(&den);
	big_init(&q);
	den.d[0] = 1;
	den.n = 1;
	big_mul_pow5(&den, k);
	int64_t sh = (int64_t)s->prec + 3 - ((int64_t)big_bitlen(&x->d) - (int64_t)big_bitlen(&den));
	if (sh < 0)
		sh = 0;
	big_shl(&x->d, (uint64_t)sh);
	int sticky = big_divmod(&x->d, &den, &q);
	int rc = round_big(s, &q, -(int64_t)k - sh, sticky, x->neg, u);
	big_free(&den);
	big_free(&q);
	return rc;
}

/* Exact conversion of a scanned literal; returns 1 on overflow. */
static int dec_to_unp(const Sem *s, Dec *x, Unp *u)
{
	if (!x->d.n) {
		make_zero(s, x->neg, u);
		return 0;
	}
	int64_t lead = x->exp10 + x->ndig - 1;    /* value is in [10^lead, 10^(lead+1)) */
	if (lead > 5000) {                        /* beyond every format's max */
		make_overflow(s, x->neg, u);
		return 1;
	}
	if (lead < -5100) {                       /* below half of every min denormal */
		make_zero(s, x->neg, u);
		return 0;
	}
	if (x->exp10 >= 0) {
		big_mul_pow5(&x->d, (uint64_t)x->exp10);
		return round_big(s, &x->d, x->exp10, 0, x->neg, u);
	}
	return round_quotient(s, x, (uint64_t)-x->exp10, u);
}

/* Scan and convert; returns -1 on a syntax error or a '-' for an unsigned
 * format (APFloat asserts on those), 1 on overflow, 0 otherwise. */
static int parse_to_unp(FloatKind k, const char *s, size_t n, Unp *u)
{
	Dec x;
	big_init(&x.d);
	int rc = scan_decimal(s, n, &x);
	if (!rc && x.neg && !sems[k].is_signed)
		rc = -1;
	if (!rc)
		rc = dec_to_unp(&sems[k], &x, u);
	big_free(&x.d);
	return rc;
}

int apf_from_decimal(FloatKind k, const char *s, size_t n, uint64_t *bits)
{
	Unp u;
	int rc = parse_to_unp(k, s, n, &u);
	if (rc < 0)
		return -1;
	encode(k, &u, bits);
	/* Overflow to infinity is a value; formats without one cannot hold it. */
	return rc && sems[k].nonfinite != NF_IEEE ? -1 : 0;
}

/* IEEEFloat::convert(sem, rmNearestTiesToEven) of a double. */
static void convert_from_double(const Sem *s, const Unp *d, Unp *u)
{
	if (d->cls == C_ZERO) {
		make_zero(s, d->sign, u);
	} else if (d->cls == C_INF) {
		make_overflow(s, d->sign, u);
	} else if (d->cls == C_NAN) {
		make_nan(s, d->sign, u);
	} else {
		Big m;
		big_init(&m);
		big_set_u128(&m, d->sig);
		round_big(s, &m, (int64_t)d->exp - 52, 0, d->sign, u);
		big_free(&m);
	}
}

/* Clinger's fast path.  A decimal literal m * 10^e whose integer m and
 * power 10^|e| are both exact in a binary format is m * 10^e or m / 10^-e
 * of two exact values, and IEEE multiplication and division round once, to
 * nearest even: the correctly rounded value the bignum path computes
 * (test_numeric checks that the two agree), at a fraction of its cost.
 * f64: m <= 2^53, |e| <= 22; f32: m <= 2^24, |e| <= 10.  Results lie far
 * from the denormal and overflow ranges, so FPU flush modes do not matter.
 *
 * fast_scan accepts only what scan_decimal accepts, with at most 19
 * significant digits and a 4-digit exponent; otherwise it returns 0 and
 * the caller takes the exact path. */
static int is_digit(char c) { return (unsigned)(c - '0') < 10; }

/* The fast path rounds with the FPU's mode, so it needs round to nearest
 * (a host program may have changed it).  On x86-64 the SSE unit's mode is
 * read directly: fegetround is a call into libc per literal (0.3 % of a
 * parse and print of the bench module). */
static int rounds_to_nearest(void)
{
#if defined __x86_64__ && defined __SSE2__ && (defined __GNUC__ || defined __clang__)
	return (__builtin_ia32_stmxcsr() >> 13 & 3) == 0;
#else
	return fegetround() == FE_TONEAREST;
#endif
}

static int fast_scan(const char *s, size_t n, int *neg, uint64_t *mant, int *exp10)
{
	const char *p = s, *end = s + n;
	int e = 0, nd = 0;
	uint64_t m = 0;   /* wraps past 19 digits, but then nd says no */
	*neg = 0;
	if (p < end && (*p == '-' || *p == '+'))
		*neg = *p++ == '-';
	const char *d0 = p;
	while (p < end && *p == '0')   /* zeros before the first significant digit */
		p++;
	for (; p < end && is_digit(*p); p++, nd++)
		m = m * 10 + (uint64_t)(*p - '0');
	int any = p > d0;
	if (p < end && *p == '.') {
		const char *f0 = ++p;
		if (!m)
			while (p < end && *p == '0')
				p++;
		e -= (int)(p - f0);
		for (; p < end && is_digit(*p); p++, nd++, e--)
			m = m * 10 + (uint64_t)(*p - '0');
		any |= p > f0;
	}
	if (!any || nd > 19)
		return 0;
	if (p < end) {
		if (*p != 'e' && *p != 'E')
			return 0;
		p++;
		int eneg = p < end && *p == '-', ev = 0;
		if (p < end && (*p == '-' || *p == '+'))
			p++;
		const char *x0 = p;
		for (; p < end; p++) {
			if (!is_digit(*p) || p - x0 >= 4)
				return 0;
			ev = ev * 10 + (*p - '0');
		}
		if (p == x0)
			return 0;
		e += eneg ? -ev : ev;
	}
	*mant = m;
	*exp10 = e;
	return FLT_EVAL_METHOD == 0 && rounds_to_nearest();
}

/* The correctly rounded value of s in k (f32 or f64) into bits; 0 if the
 * fast path does not apply. */
static int fast_decimal(FloatKind k, const char *s, size_t n, uint64_t *bits)
{
	static const double p10[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
				      1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22 };
	int neg, e;
	uint64_t m;
	if (!fast_scan(s, n, &neg, &m, &e))
		return 0;
	if (k == FK_F64) {
		if (m > (UINT64_C(1) << 53) || (m && (e < -22 || e > 22)))
			return 0;
		double d = (double)m;
		if (m)
			d = e < 0 ? d / p10[-e] : d * p10[e];
		d = neg ? -d : d;
		memcpy(bits, &d, sizeof d);
		return 1;
	}
	if (k == FK_F32) {
		if (m > (UINT64_C(1) << 24) || (m && (e < -10 || e > 10)))
			return 0;
		float f = (float)m, t = (float)p10[e < 0 ? -e : e];
		if (m)
			f = e < 0 ? f / t : f * t;
		bits[0] = f32_bits(neg ? -f : f);
		return 1;
	}
	return 0;
}

/* Clinger's path as MLIR's parser takes it: getAsDouble's double, then
 * FloatAttr::get's rounding to f32 (ties to even); 0 where the path does
 * not apply (other formats, long or far literals). */
static int fast_literal(FloatKind k, const char *s, size_t n, uint64_t *bits)
{
	if ((k != FK_F64 && k != FK_F32) || !fast_decimal(FK_F64, s, n, bits))
		return 0;
	if (k == FK_F32) {
		double d;
		memcpy(&d, bits, sizeof d);
		bits[0] = f32_bits((float)d);
	}
	return 1;
}

/* apf_from_literal's result for a decimal literal of f32 or f64 with a
 * separate sign (`neg`) where Clinger's path gives it; 0 elsewhere.  Both
 * roundings are symmetric and both formats have a -0, so the sign goes on
 * last. */
int apf_fast_literal(FloatKind k, const char *s, size_t n, int neg, uint64_t *bits)
{
	if ((n && (*s == '-' || *s == '+')) || !fast_literal(k, s, n, bits))
		return 0;
	if (neg)
		bits[0] |= k == FK_F32 ? UINT64_C(0x80000000) : UINT64_C(1) << 63;
	bits[1] = 0;
	return 1;
}

/* MLIR 19 parses a float literal with StringRef::getAsDouble (correctly
 * rounded to double, overflow gives infinity), negates it if a '-' came
 * first and builds the attribute with FloatAttr::get(type, double), which
 * rounds the double to the type: a double rounding for narrow types, and
 * f80/f128 only get double precision. */
int apf_from_literal(FloatKind k, const char *s, size_t n, uint64_t *bits)
{
	Unp d, u;
	if (fast_literal(k, s, n, bits))
		return 0;
	if (parse_to_unp(FK_F64, s, n, &d) < 0)
		return -1;
	if (k == FK_F64) {
		u = d;
	} else {
		if (d.sign && !sems[k].is_signed && d.cls != C_ZERO)
			return -1;
		convert_from_double(&sems[k], &d, &u);
	}
	encode(k, &u, bits);
	return 0;
}

/* --------------------------------------------------- binary -> decimal */

/* Decimal digits, least significant first (the order toStringImpl uses). */
typedef struct Digits {
	char *p;
	size_t n;
	char inl[160];
} Digits;

/* AdjustToPrecision(APInt&): how many whole powers of ten can be dropped
 * from a `bits`-bit integer without touching its first `fp` digits
 * (196/59 slightly overestimates log2(10)). */
static uint64_t tens_removable(uint64_t bits, unsigned fp)
{
	uint64_t req = ((uint64_t)fp * 196 + 58) / 59;
	return bits > req ? (bits - req) * 59 / 196 : 0;
}

/* n = floor(n * 2^p2 * 5^p5) for any signs: the multiplications first, then
 * the right shift and the division by a power of five (nested floor
 * divisions compose into one). */
static void big_scale(Big *n, int64_t p2, int64_t p5)
{
	if (p5 > 0)
		big_mul_pow5(n, (uint64_t)p5);
	if (p2 > 0)
		big_shl(n, (uint64_t)p2);
	else if (p2 < 0)
		big_shr(n, (uint64_t)-p2);
	if (p5 >= 0 || !n->n)
		return;
	Big den, q;
	big_init(&den);
	big_init(&q);
	den.d[0] = 1;
	den.n = 1;
	big_mul_pow5(&den, (uint64_t)-p5);
	big_divmod(n, &den, &q);
	big_copy(n, &q);
	big_free(&den);
	big_free(&q);
}

/* log2(n) from its top 64 bits (n > 0), good to ~1e-15 relative. */
static double big_log2(const Big *n)
{
	uint64_t len = big_bitlen(n), sh = len > 64 ? len - 64 : 0;
	uint64_t top[2];
	big_extract(n, sh, top);
	return log2((double)top[0]) + (double)sh;
}

/* bitlen(n * 5^k).  For large k the exact product costs thousands of limb
 * operations, so a double-precision logarithm decides whenever it is not
 * within 1e-6 of an integer (its error is below 1e-10 for every exponent
 * of every format); the rare near-ties fall back to the exact product. */
static uint64_t bitlen_times_pow5(const Big *n, uint64_t k)
{
	if (k > 64) {
		double l = big_log2(n) + (double)k * 2.321928094887362347870;
		double f = floor(l);
		if (l - f > 1e-6 && f + 1 - l > 1e-6)
			return (uint64_t)f + 1;
	}
	Big p;
	big_init(&p);
	big_copy(&p, n);
	big_mul_pow5(&p, k);
	uint64_t bits = big_bitlen(&p);
	big_free(&p);
	return bits;
}

/* toStringImpl up to the digit loop: the significand n * 2^e2 becomes the
 * integer n * 10^exp10 truncated by AdjustToPrecision.  LLVM computes the
 * exact N * 5^-e2 (or N << e2) and divides it by 10^t; the same floor is
 * obtained with far fewer operations by cancelling 10^t = 2^t * 5^t
 * against the powers of two and five first.  Only the bit length of the
 * exact product is needed to find t. */
static void to_decimal_int(Big *n, int64_t e2, unsigned fp, int64_t *exp10)
{
	int64_t pos2 = e2 > 0 ? e2 : 0, pos5 = e2 < 0 ? -e2 : 0;
	uint64_t bits = pos5 ? bitlen_times_pow5(n, (uint64_t)pos5) : big_bitlen(n) + (uint64_t)pos2;
	int64_t t = (int64_t)tens_removable(bits, fp);
	big_scale(n, pos2 - t, pos5 - t);
	*exp10 = t - pos5;
}

/* The digits of m (destroyed), dropping trailing zeros into exp. */
static void gen_digits(Big *m, int64_t *exp, Digits *dg)
{
	size_t cap = (size_t)(big_bitlen(m) * 30103 / 100000) + 12;
	dg->p = cap <= sizeof dg->inl ? dg->inl : malloc(cap);
	if (!dg->p)
		abort();
	dg->n = 0;
	int trail = 1;
	while (m->n) {
		uint32_t r = big_div_1e9(m);
		for (int i = 0; i < 9 && (m->n || r); i++, r /= 10) {
			char d = (char)('0' + r % 10);
			if (trail && d == '0') {
				(*exp)++;
				continue;
			}
			trail = 0;
			dg->p[dg->n++] = d;
		}
	}
}

/* AdjustToPrecision(buffer): keep `fp` digits, rounding half up on the
 * first dropped digit only (LLVM's rule, including its FIXME). */
static void adjust_digits(Digits *dg, int64_t *exp, unsigned fp)
{
	size_t n = dg->n;
	if (n <= fp)
		return;
	size_t first = n - fp;
	if (dg->p[first - 1] >= '5') {
		for (size_t i = first; i < n; i++) {
			if (dg->p[i] != '9') {
				dg->p[i]++;
				break;
			}
			first++;
		}
		if (first == n) {      /* carried out of every digit: 99.. -> 1 */
			*exp += (int64_t)first;
			dg->p[0] = '1';
			dg->n = 1;
			return;
		}
	} else {
		while (first < n && dg->p[first] == '0')
			first++;
	}
	*exp += (int64_t)first;
	memmove(dg->p, dg->p + first, n - first);
	dg->n = n - first;
}

/* Output goes through a small staging array: one buf_put per 128 bytes
 * instead of a call per character (dense attributes print millions). */
typedef struct Sink {
	Buf *out;
	size_t n;
	char tmp[128];
} Sink;

static void sink_flush(Sink *k)
{
	buf_put(k->out, k->tmp, k->n);
	k->n = 0;
}

static void sink_putc(Sink *k, char c)
{
	if (k->n == sizeof k->tmp)
		sink_flush(k);
	k->tmp[k->n++] = c;
}

static void sink_puts(Sink *k, const char *s)
{
	while (*s)
		sink_putc(k, *s++);
}

static void sink_zeros(Sink *k, uint64_t n)
{
	while (n--)
		sink_putc(k, '0');
}

static void put_exponent(Sink *k, int64_t exp, int tz)
{
	char d[24];
	int n = 0;
	uint64_t a = exp >= 0 ? (uint64_t)exp : (uint64_t)-exp;
	do {
		d[n++] = (char)('0' + a % 10);
		a /= 10;
	} while (a);
	if (!tz && n < 2)     /* two exponent digits unless truncating zeros */
		d[n++] = '0';
	sink_putc(k, tz ? 'E' : 'e');
	sink_putc(k, exp >= 0 ? '+' : '-');
	while (n)
		sink_putc(k, d[--n]);
}

static void put_scientific(Sink *k, const Digits *dg, int64_t exp, unsigned fp, int tz)
{
	size_t nd = dg->n;
	sink_putc(k, dg->p[nd - 1]);
	sink_putc(k, '.');
	if (nd == 1 && tz)
		sink_putc(k, '0');
	for (size_t i = 1; i < nd; i++)
		sink_putc(k, dg->p[nd - 1 - i]);
	if (!tz && fp > nd - 1)   /* pad with zeros up to the precision */
		sink_zeros(k, fp - nd + 1);
	put_exponent(k, exp + (int64_t)nd - 1, tz);
}

/* Plain notation with a negative exponent: 765e-2 -> 7.65, 765e-5 -> 0.00765 */
static void put_fraction(Sink *k, const Digits *dg, int64_t exp)
{
	int64_t nd = (int64_t)dg->n, whole = exp + nd, i = 0;
	if (whole > 0) {
		for (; i < whole; i++)
			sink_putc(k, dg->p[nd - 1 - i]);
		sink_putc(k, '.');
	} else {
		sink_puts(k, "0.");
		sink_zeros(k, (uint64_t)-whole);
	}
	for (; i < nd; i++)
		sink_putc(k, dg->p[nd - 1 - i]);
}

/* toStringImpl's choice between scientific and plain notation. */
static int use_scientific(size_t nd, int64_t exp, unsigned fp, unsigned maxpad)
{
	if (!maxpad)
		return 1;
	if (exp >= 0)   /* 765e3 -> 765000, unless that looks more precise than it is */
		return (uint64_t)exp > maxpad || nd + (uint64_t)exp > fp;
	int64_t msd = exp + (int64_t)nd - 1;   /* power of the leading digit */
	return msd < 0 && (uint64_t)-msd > maxpad;
}

static void format_digits(Sink *k, const Digits *dg, int64_t exp, unsigned fp, unsigned maxpad, int tz)
{
	if (use_scientific(dg->n, exp, fp, maxpad)) {
		put_scientific(k, dg, exp, fp, tz);
	} else if (exp >= 0) {
		for (size_t i = dg->n; i-- > 0;)
			sink_putc(k, dg->p[i]);
		sink_zeros(k, (uint64_t)exp);
	} else {
		put_fraction(k, dg, exp);
	}
}

/* toStringImpl for a nonzero finite value. */
static void normal_to_string(const Sem *s, const Unp *u, unsigned fp, unsigned maxpad, int tz, Sink *k)
{
	if (u->sign)
		sink_putc(k, '-');
	if (!fp)   /* enough digits to round-trip (Steele & White) */
		fp = 2 + s->prec * 59u / 196u;
	Big m;
	big_init(&m);
	big_set_u128(&m, u->sig);
	int64_t exp = (int64_t)u->exp - (s->prec - 1);
	uint64_t tz_bits = big_ctz(&m);
	big_shr(&m, tz_bits);
	exp += (int64_t)tz_bits;
	to_decimal_int(&m, exp, fp, &exp);
	Digits dg;
	gen_digits(&m, &exp, &dg);
	adjust_digits(&dg, &exp, fp);
	format_digits(k, &dg, exp, fp, maxpad, tz);
	if (dg.p != dg.inl)
		free(dg.p);
	big_free(&m);
}

static void zero_to_string(int sign, unsigned fp, unsigned maxpad, int tz, Sink *k)
{
	if (sign)
		sink_putc(k, '-');
	if (maxpad) {
		sink_putc(k, '0');
	} else if (tz) {
		sink_puts(k, "0.0E+0");
	} else {
		sink_puts(k, "0.0");
		if (fp > 1)
			sink_zeros(k, fp - 1);
		sink_puts(k, "e+00");
	}
}

static void unp_to_string(const Sem *s, const Unp *u, unsigned prec, unsigned maxpad, int tz, Buf *out)
{
	Sink k;
	k.out = out;
	k.n = 0;
	switch (u->cls) {
	case C_INF: sink_puts(&k, u->sign ? "-Inf" : "+Inf"); break;
	case C_NAN: sink_puts(&k, "NaN"); break;
	case C_ZERO: zero_to_string(u->sign, prec, maxpad, tz, &k); break;
	default: normal_to_string(s, u, prec, maxpad, tz, &k); break;
	}
	sink_flush(&k);
}

void apf_to_string(FloatKind k, const uint64_t *bits, unsigned prec, unsigned maxpad, int truncate_zero, Buf *out)
{
	Unp u;
	decode(k, bits, &u);
	unp_to_string(&sems[k], &u, prec, maxpad, truncate_zero, out);
}

/* ------------------------------------------------------ printFloatValue */

/* APFloat::bitwiseIsEqual */
static int same_value(const Unp *a, const Unp *b)
{
	if (a->cls != b->cls || a->sign != b->sign)
		return 0;
	if (a->cls == C_ZERO || a->cls == C_INF)
		return 1;
	if (a->cls == C_NORMAL && a->exp != b->exp)
		return 0;
	return a->sig[0] == b->sig[0] && a->sig[1] == b->sig[1];
}

/* bitcastToAPInt().toString(16, unsigned, C literal): "0x" + uppercase hex
 * without leading zeros.  Re-encoding canonicalizes like APFloat does
 * (e.g. an f80 unnormal prints as the NaN 0x7FFF...). */
static void put_hex(Buf *out, FloatKind k, const Unp *u)
{
	static const char hex[] = "0123456789ABCDEF";
	uint64_t w[2] = {0, 0};
	encode(k, u, w);
	char tmp[40];
	int n = 0;
	for (int i = 127; i >= 0; i -= 4) {
		unsigned nib = (unsigned)(w[i / 64] >> (i % 64 - 3)) & 15;
		if (nib || n || i < 4)   /* no leading zeros, but at least one digit */
			tmp[n++] = hex[nib];
	}
	buf_puts(out, "0x");
	buf_put(out, tmp, (size_t)n);
}

/* Does the text just written at out->p[start..] parse back to u exactly? */
static int round_trips(FloatKind k, const uint64_t *bits, const Unp *u, const Buf *out, size_t start)
{
	Unp back;
	uint64_t fast[2] = { 0, 0 };
	if (fast_decimal(k, out->p + start, out->len - start, fast))
		return fast[0] == (k == FK_F32 ? (bits[0] & 0xffffffffu) : bits[0]);
	if (parse_to_unp(k, out->p + start, out->len - start, &back) < 0)
		return 0;
	return same_value(u, &back);
}

static void truncate_buf(Buf *out, size_t len)
{
	out->len = len;
	if (out->p)
		out->p[len] = 0;
}

void print_float_value(Buf *out, FloatKind k, const uint64_t *bits, int *printed_hex)
{
	const Sem *s = &sems[k];
	Unp u;
	decode(k, bits, &u);
	if (printed_hex)
		*printed_hex = 0;
	if (u.cls == C_ZERO || u.cls == C_NORMAL) {
		/* Short exponential form if it loses nothing... */
		size_t start = out->len;
		unp_to_string(s, &u, 6, 0, 0, out);
		if (round_trips(k, bits, &u, out, start))
			return;
		/* ...else APFloat's round-trippable default form, if it has a
		 * '.' so that it lexes as a float. */
		truncate_buf(out, start);
		unp_to_string(s, &u, 0, 3, 1, out);
		if (memchr(out->p + start, '.', out->len - start))
			return;
		truncate_buf(out, start);
	}
	if (printed_hex)
		*printed_hex = 1;
	put_hex(out, k, &u);
}
