/* bigint.c — arbitrary-width integers for integer attributes: decimal
 * printing (APInt::print semantics) and literal parsing with MLIR's range
 * rule (buildAttributeAPInt in mlir/lib/AsmParser/AttributeParser.cpp).
 *
 * Values are little-endian arrays of ceil(width/64) 64-bit words. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

static size_t nwords(unsigned width) { return ((size_t)width + 63) / 64; }

/* Mask keeping the used bits of the top word of a `width`-bit value. */
static uint64_t top_mask(unsigned width)
{
	unsigned r = width % 64;
	return r ? (UINT64_C(1) << r) - 1 : ~UINT64_C(0);
}

static int bit_at(const uint64_t *w, unsigned i) { return (int)((w[i / 64] >> (i % 64)) & 1); }

/* Two's complement negation in place (modulo 2^(64*n)). */
static void negate(uint64_t *w, size_t n)
{
	uint64_t carry = 1;
	for (size_t i = 0; i < n; i++) {
		uint64_t x = ~w[i] + carry;
		carry = carry && x == 0;
		w[i] = x;
	}
}

/* Divide the n-word magnitude in place by a 32-bit d; returns the remainder.
 * Each word is processed as two 32-bit halves so every partial dividend
 * fits in 64 bits (portable C11, no 128-bit type). */
static uint32_t div_small(uint64_t *w, size_t n, uint32_t d)
{
	uint64_t rem = 0;
	for (size_t i = n; i-- > 0;) {
		uint64_t hi = (rem << 32) | (w[i] >> 32);
		uint64_t qh = hi / d;
		rem = hi % d;
		uint64_t lo = (rem << 32) | (w[i] & 0xffffffffu);
		uint64_t ql = lo / d;
		rem = lo % d;
		w[i] = (qh << 32) | ql;
	}
	return (uint32_t)rem;
}

/* Divide by 10^19 (the largest power of ten below 2^64, so one division
 * yields 19 digits): 10^19 = 10^9 * 10^9 * 10, and nested floor divisions
 * equal one floor division by the product. */
static uint64_t div_ten19(uint64_t *w, size_t n)
{
	uint64_t r0 = div_small(w, n, 1000000000u);
	uint64_t r1 = div_small(w, n, 1000000000u);
	uint64_t r2 = div_small(w, n, 10u);
	return r0 + r1 * 1000000000u + r2 * 1000000000000000000ull;
}

/* Decimal digits of the magnitude w[0..n) (destroyed), most significant
 * first, appended to out.  Leading zero words are trimmed as the value
 * shrinks so that small values in wide types stay cheap. */
static void mag_to_dec(uint64_t *w, size_t n, Buf *out)
{
	while (n && !w[n - 1])
		n--;
	if (!n) {
		buf_putc(out, '0');
		return;
	}
	/* Chunks of 19 digits, least significant first. */
	size_t nchunks = 0, cap = n * 2 + 1;   /* 2^64 < 10^20: ≤ ~1.02 chunks/word */
	uint64_t *chunks = malloc(cap * sizeof *chunks);
	if (!chunks)
		abort();
	while (n) {
		chunks[nchunks++] = div_ten19(w, n);
		while (n && !w[n - 1])
			n--;
	}
	buf_printf(out, "%llu", (unsigned long long)chunks[nchunks - 1]);
	for (size_t i = nchunks - 1; i-- > 0;)
		buf_printf(out, "%019llu", (unsigned long long)chunks[i]);
	free(chunks);
}

void bigint_to_dec(const uint64_t *w, unsigned width, int is_signed, Buf *out)
{
	size_t n = nwords(width);
	if (!n) {                       /* i0: the only value is 0 */
		buf_putc(out, '0');
		return;
	}
	uint64_t *tmp = malloc(n * sizeof *tmp);
	if (!tmp)
		abort();
	memcpy(tmp, w, n * sizeof *tmp);
	tmp[n - 1] &= top_mask(width);
	if (is_signed && bit_at(tmp, width - 1)) {
		/* Negative in two's complement: print '-' and the magnitude,
		 * computed in exactly `width` bits so INT_MIN works. */
		negate(tmp, n);
		tmp[n - 1] &= top_mask(width);
		buf_putc(out, '-');
	}
	mag_to_dec(tmp, n, out);
	free(tmp);
}

/* w = w * m + a over n words; returns the carry out of the top word. */
static uint64_t mul_add(uint64_t *w, size_t n, uint32_t m, uint32_t a)
{
	uint64_t carry = a;
	for (size_t i = 0; i < n; i++) {
		uint64_t lo = (w[i] & 0xffffffffu) * m + carry;
		uint64_t hi = (w[i] >> 32) * m + (lo >> 32);
		w[i] = (hi << 32) | (lo & 0xffffffffu);
		carry = hi >> 32;
	}
	return carry;
}

/* Does the value have bits at or above position `width`?  (The array holds
 * nwords(width) words; only the top word can have excess bits.) */
static int excess_bits(const uint64_t *w, unsigned width)
{
	size_t n = nwords(width);
	return n ? (w[n - 1] & ~top_mask(width)) != 0 : 0;
}

/* Decimal magnitude into w (nw words, nw may be 0).  Returns -1 on a bad
 * digit or if the value needs more than `width` bits. */
static int parse_dec(const char *s, size_t n, unsigned width, uint64_t *w, size_t nw)
{
	for (size_t i = 0; i < n;) {
		uint32_t chunk = 0, mul = 1;
		for (unsigned k = 0; k < 9 && i < n; k++, i++) {
			if (s[i] < '0' || s[i] > '9')
				return -1;
			chunk = chunk * 10 + (uint32_t)(s[i] - '0');
			mul *= 10;
		}
		if (!nw) {
			if (chunk)
				return -1;
			continue;
		}
		if (mul_add(w, nw, mul, chunk) || excess_bits(w, width))
			return -1;
	}
	return 0;
}

static int hex_val(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Hex digits (after "0x") into w; nibbles are placed from the last digit
 * upward, and a nonzero nibble at or above `width` is an overflow. */
static int parse_hex(const char *s, size_t n, unsigned width, uint64_t *w)
{
	if (!n)
		return -1;
	for (size_t i = 0; i < n; i++) {
		int v = hex_val(s[n - 1 - i]);
		if (v < 0)
			return -1;
		if (!v)
			continue;
		for (unsigned b = 0; b < 4; b++) {
			if (!((v >> b) & 1))
				continue;
			size_t pos = i * 4 + b;
			if (pos >= width)
				return -1;
			w[pos / 64] |= UINT64_C(1) << (pos % 64);
		}
	}
	return 0;
}

/* MLIR's rule (buildAttributeAPInt), for a magnitude V parsed from the text:
 *   1. V must fit in `width` bits (no significant bit is truncated);
 *   2. width 0: any '-' is an error (only 0 is valid);
 *   3. with '-': the result is -V mod 2^width and its sign bit must be set,
 *      i.e. 0 < V <= 2^(width-1) (so "-0 : i8" is rejected, as mlir-opt does);
 *   4. without '-', for signed integers and index (is_signed): the sign bit
 *      must be clear, V < 2^(width-1); signless and unsigned accept the full
 *      unsigned range V < 2^width (so "255 : i8" is -1).
 * Rejecting '-' for unsigned types is the caller's job: MLIR reports that
 * with its own message before reaching this rule. */
int bigint_parse(const char *s, size_t n, int neg, unsigned width, int is_signed, uint64_t *w)
{
	size_t nw = nwords(width);
	if (nw)
		memset(w, 0, nw * sizeof *w);
	int rc;
	if (n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		rc = parse_hex(s + 2, n - 2, width, w);
	else
		rc = n ? parse_dec(s, n, width, w, nw) : -1;
	if (rc)
		return -1;
	if (!width)
		return neg ? -1 : 0;
	if (neg) {
		negate(w, nw);
		w[nw - 1] &= top_mask(width);
		return bit_at(w, width - 1) ? 0 : -1;
	}
	if (is_signed && bit_at(w, width - 1))
		return -1;
	return 0;
}
