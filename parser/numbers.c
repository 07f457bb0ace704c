/* numbers.c — numeric literal semantics of MLIR 19's parser.
 *
 * Decimal float literals go through apf_from_literal, which double-rounds
 * through f64 exactly like Token::getFloatingPointValue + FloatAttr::get.
 * Integer literals follow buildAttributeAPInt; hex integers used as floats
 * follow parseFloatFromIntegerLiteral. */
#include "parser.h"

#include <string.h>

/* The sign is a separate token (maybe with blanks before the digits), so
 * the literal is rebuilt as "-digits" for apf_from_literal: negating after
 * rounding would be wrong for formats without a negative zero. */
void p_decimal_to_float(Parser *p, const Token *t, int neg, FloatKind k, uint64_t *bits)
{
	const char *s = p->src + t->pos;
	size_t n = t->len;
	if (apf_fast_literal(k, s, n, neg, bits))
		return;
	if (neg) {
		size_t base = p->sbuf.len;
		char *b = p_vec_extend(&p->sbuf, n + 1);
		b[0] = '-';
		memcpy(b + 1, s, n);
		s = p_top(&p->sbuf, base);
		n++;
		bits[0] = bits[1] = 0;
		int r = apf_from_literal(k, s, n, bits);
		p->sbuf.len = base;
		if (r < 0)
			p_err_at(p, t->pos, "floating point value too large for attribute");
		return;
	}
	bits[0] = bits[1] = 0;
	if (apf_from_literal(k, s, n, bits) < 0)
		p_err_at(p, t->pos, "floating point value too large for attribute");
}

/* ---------------------------------------------------------- integers */

static int all_zero_digits(const char *s, uint32_t n, int hex)
{
	for (uint32_t i = hex ? 2 : 0; i < n; i++)
		if (s[i] != '0')
			return 0;
	return 1;
}

/* width <= 64 and the magnitude fits a u64. */
static int apint_small(uint64_t mag, int neg, unsigned width, int is_signed, uint64_t *w)
{
	uint64_t lim_u = width == 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1;
	uint64_t half = UINT64_C(1) << (width - 1);   /* 2^(w-1) */
	if (neg) {
		if (mag == 0 || mag > half)
			return 0;
		w[0] = (0 - mag) & lim_u;
		return 1;
	}
	if (is_signed ? mag >= half : mag > lim_u)
		return 0;
	w[0] = mag;
	return 1;
}

int p_build_apint(Parser *p, const Token *t, int neg, Type *ty, uint64_t *words)
{
	const char *s = p->src + t->pos;
	int hex = p_tok_is_hex(p, t);
	unsigned width = ty->kind == TY_INDEX ? 64 : ty->width;
	int is_signed = ty->kind == TY_INDEX || ty->sign == SIGNED;
	unsigned nw = width ? (width + 63) / 64 : 1;
	memset(words, 0, nw * sizeof *words);
	if (width == 0)
		return !neg && all_zero_digits(s, t->len, hex);
	uint64_t mag;
	int fits64 = p_tok_u64(p, t, &mag);
	if (width <= 64)
		return fits64 && apint_small(mag, neg, width, is_signed, words);
	/* Wide integers: the magnitude check of buildAttributeAPInt maps onto
	 * bigint_parse's signed/unsigned range test; -0 is rejected by MLIR. */
	if (neg && all_zero_digits(s, t->len, hex))
		return 0;
	return bigint_parse(s, t->len, neg, width, neg || is_signed, words) == 0;
}

void p_float_from_int_token(Parser *p, const Token *t, int neg, FloatKind k, uint64_t *bits)
{
	if (!p_tok_is_hex(p, t))
		p_err_at(p, t->pos, "unexpected decimal integer literal for a floating point value");
	if (neg)
		p_err_at(p, t->pos, "hexadecimal float literal should not have a leading minus");
	const char *s = p->src + t->pos;
	unsigned width = float_kind_width[k];
	uint32_t i = 2;
	while (i < t->len && s[i] == '0')
		i++;
	bits[0] = bits[1] = 0;
	unsigned nbits = 0;
	for (; i < t->len; i++) {
		unsigned ch = (unsigned char)s[i];
		unsigned d = ch <= '9' ? ch - '0' : (ch | 0x20) - 'a' + 10;
		if (nbits == 0)
			nbits = d >= 8 ? 4 : d >= 4 ? 3 : d >= 2 ? 2 : 1;
		else
			nbits += 4;
		if (nbits > width)
			p_err_at(p, t->pos, "hexadecimal float constant out of range for type");
		bits[1] = bits[1] << 4 | bits[0] >> 60;
		bits[0] = bits[0] << 4 | d;
	}
}
