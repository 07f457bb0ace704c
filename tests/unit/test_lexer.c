/* test_lexer.c — tokens of the re2c lexer (spec §2.1, §2.6). */
#include "unit.h"
#include "lexer.h"

#include <ctype.h>
#include <string.h>

/* Lex `src` completely; kinds (up to and including T_EOF or T_ERROR) go to
 * out[], returns the count. */
static int lex_all(const char *src, Token *out, int max)
{
	Lexer L;
	lex_init(&L, src, strlen(src));
	int n = 0;
	while (n < max) {
		lex_next(&L, &out[n]);
		if (out[n].kind == T_EOF || out[n].kind == T_ERROR)
			return n + 1;
		n++;
	}
	return n;
}

static void expect_kinds(const char *src, const uint32_t *kinds, int n)
{
	Token t[64];
	int got = lex_all(src, t, 64);
	ck_assert_msg(got == n, "%s: %d tokens, expected %d", src, got, n);
	for (int i = 0; i < n; i++)
		ck_assert_msg(t[i].kind == kinds[i], "%s: token %d kind %u, expected %u", src, i,
			      t[i].kind, kinds[i]);
}

#define KINDS(src, ...) do { \
	const uint32_t k_[] = { __VA_ARGS__ }; \
	expect_kinds(src, k_, (int)(sizeof k_ / sizeof k_[0])); \
} while (0)

static void expect_error(const char *src, const char *msg, uint32_t pos)
{
	Lexer L;
	Token t;
	lex_init(&L, src, strlen(src));
	do
		lex_next(&L, &t);
	while (t.kind != T_ERROR && t.kind != T_EOF);
	ck_assert_msg(t.kind == T_ERROR, "%s: no error", src);
	ck_assert_str_eq(L.err, msg);
	ck_assert_uint_eq(L.errpos, pos);
}

START_TEST(punctuation)
{
	KINDS("-> : , ... = > { ( [ < - + ? } ) ] * |", T_ARROW, T_COLON, T_COMMA, T_ELLIPSIS,
	      T_EQUAL, T_GREATER, T_LBRACE, T_LPAREN, T_LSQUARE, T_LESS, T_MINUS, T_PLUS,
	      T_QUESTION, T_RBRACE, T_RPAREN, T_RSQUARE, T_STAR, T_VBAR, T_EOF);
	/* no two-character comparison tokens, and :: is two colons */
	KINDS(">= <= == ::", T_GREATER, T_EQUAL, T_LESS, T_EQUAL, T_EQUAL, T_EQUAL, T_COLON,
	      T_COLON, T_EOF);
	KINDS("{-# #-} {- #a", T_FMETA_BEGIN, T_FMETA_END, T_LBRACE, T_MINUS, T_HASH_ID, T_EOF);
	KINDS("-->", T_MINUS, T_ARROW, T_EOF);
}
END_TEST

START_TEST(identifiers)
{
	KINDS("%x %arg-1 %0 ^bb.x !a.b #map @f @\"q x\" foo_bar$.1", T_PERCENT_ID, T_PERCENT_ID,
	      T_PERCENT_ID, T_CARET_ID, T_EXCL_ID, T_HASH_ID, T_AT_ID, T_AT_ID, T_BARE_ID, T_EOF);
	KINDS("%x#3", T_PERCENT_ID, T_HASH_ID, T_EOF);
	KINDS("@a::@b", T_AT_ID, T_COLON, T_COLON, T_AT_ID, T_EOF);
	KINDS("i32 si8 ui1 i0 i x32 is1 i32x f32 f8E3M4 d0floordiv", T_INTTYPE, T_INTTYPE,
	      T_INTTYPE, T_INTTYPE, T_BARE_ID, T_BARE_ID, T_BARE_ID, T_BARE_ID, T_KW_F32,
	      T_BARE_ID, T_BARE_ID, T_EOF);
	KINDS("affine_map dense_resource loc floordiv vector tf32 f8E4M3B11FNUZ", T_KW_AFFINE_MAP,
	      T_KW_DENSE_RESOURCE, T_KW_LOC, T_KW_FLOORDIV, T_KW_VECTOR, T_KW_TF32,
	      T_KW_F8E4M3B11FNUZ, T_EOF);
	ck_assert(tok_is_keyword(T_KW_UNIT));
	ck_assert(!tok_is_keyword(T_BARE_ID));
	ck_assert_str_eq(tok_spelling(T_KW_DENSE_RESOURCE), "dense_resource");
	ck_assert_str_eq(tok_spelling(T_ARROW), "->");
}
END_TEST

START_TEST(numbers)
{
	KINDS("4x?x8xf32", T_INTEGER, T_BARE_ID, T_QUESTION, T_BARE_ID, T_EOF);
	KINDS("0xf32 0xi32 1e5 1.5e-3 2. 0x1F", T_INTEGER, T_INTEGER, T_BARE_ID, T_INTEGER,
	      T_BARE_ID, T_FLOAT, T_FLOAT, T_INTEGER, T_EOF);
	KINDS("1.5e 1.5e+ 3.e2", T_FLOAT, T_BARE_ID, T_FLOAT, T_BARE_ID, T_PLUS, T_FLOAT, T_EOF);
	KINDS("-1.5", T_MINUS, T_FLOAT, T_EOF);
	Token t[4];
	lex_all("0xf32", t, 4);
	ck_assert_uint_eq(t[0].len, 5);
	lex_all("0xi32", t, 4);
	ck_assert_uint_eq(t[0].len, 1);
}
END_TEST

START_TEST(comments_and_blanks)
{
	KINDS("// c\n%a // d\r%b\t\n", T_PERCENT_ID, T_PERCENT_ID, T_EOF);
	/* a NUL inside the buffer is skipped; the end of the buffer is EOF */
	static const char nul[] = { '%', 'a', 0, '%', 'b' };
	Lexer L;
	Token t;
	lex_init(&L, nul, sizeof nul);
	lex_next(&L, &t);
	ck_assert_uint_eq(t.kind, T_PERCENT_ID);
	lex_next(&L, &t);
	ck_assert_uint_eq(t.kind, T_PERCENT_ID);
	ck_assert_uint_eq(t.pos, 3);
	lex_next(&L, &t);
	ck_assert_uint_eq(t.kind, T_EOF);
	ck_assert_uint_eq(t.pos, 5);
	/* the buffer need not be NUL-terminated: "%abc" cut to "%ab" */
	lex_init(&L, "%abc", 3);
	lex_next(&L, &t);
	ck_assert_uint_eq(t.len, 3);
}
END_TEST

START_TEST(strings)
{
	static const char src[] = "\"a\\22b\\0A\\n\\t\\\\\\\"\"";
	Token t[4];
	ck_assert_int_eq(lex_all(src, t, 4), 2);
	ck_assert_uint_eq(t[0].kind, T_STRING);
	ck_assert_uint_eq(t[0].len, strlen(src));
	char out[64];
	size_t n = lex_string_decode(src, t[0].len, out);
	ck_assert_uint_eq(n, 8);
	ck_assert(memcmp(out, "a\"b\n\n\t\\\"", 8) == 0);
	ck_assert(lex_string_has_escape(src, t[0].len));
	ck_assert(!lex_string_has_escape("\"ab\"", 4));
	/* \r and NUL are allowed inside strings */
	static const char raw[] = { '"', 'a', '\r', 0, 'b', '"' };
	Lexer L;
	Token s;
	lex_init(&L, raw, sizeof raw);
	lex_next(&L, &s);
	ck_assert_uint_eq(s.kind, T_STRING);
	ck_assert_uint_eq(s.len, 6);
	ck_assert_uint_eq(lex_string_decode(raw, 6, out), 4);
	ck_assert_int_eq(out[2], 0);
}
END_TEST

START_TEST(reset)
{
	/* the dimension-list trick: re-lex right after the 'x' */
	Lexer L;
	Token t;
	const char *s = "x8xf32";
	lex_init(&L, s, strlen(s));
	lex_next(&L, &t);
	ck_assert_uint_eq(t.kind, T_BARE_ID);
	lex_reset(&L, t.pos + 1);
	lex_next(&L, &t);
	ck_assert_uint_eq(t.kind, T_INTEGER);
	ck_assert_uint_eq(t.pos, 1);
	lex_next(&L, &t);
	ck_assert_uint_eq(t.kind, T_BARE_ID);
	ck_assert_uint_eq(t.len, 4);
	lex_reset(&L, 100);   /* clamped to the end */
	lex_next(&L, &t);
	ck_assert_uint_eq(t.kind, T_EOF);
}
END_TEST

START_TEST(errors)
{
	expect_error("\"ab\\q\"", "unknown escape in string literal", 3);
	expect_error("\"ab\\4\"", "unknown escape in string literal", 3);
	expect_error("\"ab\ncd\"", "expected '\"' in string literal", 3);
	expect_error("\"ab", "expected '\"' in string literal", 3);
	expect_error("\"a\\", "unknown escape in string literal", 2);
	expect_error("@1", "@ identifier expected to start with letter or '_'", 1);
	expect_error("@\"x", "expected '\"' in string literal", 3);
	expect_error("x . y", "expected three consecutive dots for an ellipsis", 3);
	expect_error("% ", "invalid SSA name", 0);
	expect_error("^", "invalid block name", 0);
	expect_error("!", "invalid type identifier", 0);
	expect_error("a #", "invalid attribute name", 2);
	expect_error("a $", "unexpected character", 2);
	expect_error("/ /", "unexpected character", 0);
	expect_error("\xc3\xa9", "unexpected character", 0);
}
END_TEST

/* Lex n bytes at s to the end; tokens to out[] (at most max). */
static int lex_mode(const char *s, size_t n, int padded, Token *out, int max, Lexer *L)
{
	lex_init(L, s, n);
	lex_set_padded(L, padded);
	int k = 0;
	while (k < max) {
		lex_next(L, &out[k]);
		if (out[k].kind == T_EOF || out[k].kind == T_ERROR)
			return k + 1;
		k++;
	}
	return k;
}

/* The padded DFA (no bound test; a 0 after the text) lexes every text as
 * the checked one does, whose text is followed by a byte that would
 * continue the token: random texts over the lexer's alphabet, NULs and
 * cut-off tokens at the end included, and every prefix of a module. */
START_TEST(padded_agrees)
{
	static const char alpha[] = "%^!#@\"\\-.:,=<>{}()[]?+*|/ \n\tax_$9e0fi1xE+-\0";
	static const char module[] =
		"#map = affine_map<(d0) -> (d0 * 2)>\n\"func.func\"() <{sym_name = \"f\", function_type = (f32) -> "
		"f32}> ({\n^bb0(%arg0: f32):\n  %0 = \"arith.constant\"() <{value = 1.5e+00 : f32}> : () -> f32 "
		"// note\n  \"func.return\"(%0) : (f32) -> () loc(\"x.mlir\":1:2)\n}) : () -> ()\n{-# x #-} 0x1F ...";
	char a[64], b[64];
	Token ta[80], tb[80];
	uint32_t seed = 12345;
	for (int iter = 0; iter < 40000 + (int)sizeof module; iter++) {
		size_t n;
		if (iter < 40000) {
			seed = seed * 1103515245u + 12345u;
			n = (seed >> 16) % 24;
			for (size_t i = 0; i < n; i++) {
				seed = seed * 1103515245u + 12345u;
				a[i] = alpha[(seed >> 16) % (sizeof alpha - 1)];
			}
		} else {
			n = (size_t)(iter - 40000) % 63;
			size_t from = (size_t)(iter - 40000) - n;
			if (from + n > sizeof module - 1)
				n = sizeof module - 1 - from;
			memcpy(a, module + from, n);
		}
		memcpy(b, a, n);
		a[n] = 'x';   /* would extend an identifier: the bound must stop it */
		b[n] = 0;
		Lexer la, lb;
		int na = lex_mode(a, n, 0, ta, 80, &la), nb = lex_mode(b, n, 1, tb, 80, &lb);
		ck_assert_int_eq(na, nb);
		for (int k = 0; k < na; k++) {
			ck_assert_uint_eq(ta[k].kind, tb[k].kind);
			ck_assert_uint_eq(ta[k].pos, tb[k].pos);
			ck_assert_uint_eq(ta[k].len, tb[k].len);
			ck_assert_uint_le(ta[k].pos + ta[k].len, n);
		}
		if (ta[na - 1].kind == T_ERROR) {
			ck_assert_str_eq(la.err, lb.err);
			ck_assert_uint_eq(la.errpos, lb.errpos);
		}
	}
}
END_TEST

/* What a string literal lexes to, by MLIR's rules (Lexer::lexString),
 * written out byte by byte: its end, or the error and where.  The lexer
 * takes plain strings in its DFA and the rest in scan_string; both must
 * give this. */
static size_t string_model(const char *s, size_t n, const char **err, size_t *errpos)
{
	size_t i = 1;
	for (;;) {
		if (i >= n || s[i] == '\n' || s[i] == '\v' || s[i] == '\f') {
			*err = "expected '\"' in string literal";
			*errpos = i;
			return 0;
		}
		if (s[i] == '"')
			return i + 1;
		if (s[i] != '\\') {
			i++;
			continue;
		}
		char e = i + 1 < n ? s[i + 1] : 0;
		if (e == '"' || e == '\\' || e == 'n' || e == 't') {
			i += 2;
		} else if (i + 2 < n && isxdigit((unsigned char)e) && isxdigit((unsigned char)s[i + 2])) {
			i += 3;
		} else {
			*err = "unknown escape in string literal";
			*errpos = i;
			return 0;
		}
	}
}

START_TEST(string_rules)
{
	static const char alpha[] = "a\"\\ntF4g \n\v\f\r\x01\x80\xc3\0";
	char a[40];
	uint32_t seed = 777;
	for (int iter = 0; iter < 30000; iter++) {
		seed = seed * 1103515245u + 12345u;
		size_t n = 1 + (seed >> 16) % 30;
		a[0] = '"';
		for (size_t i = 1; i < n; i++) {
			seed = seed * 1103515245u + 12345u;
			a[i] = alpha[(seed >> 16) % (sizeof alpha - 1)];
		}
		const char *err = NULL;
		size_t errpos = 0, end = string_model(a, n, &err, &errpos);
		for (int padded = 0; padded < 2; padded++) {
			char b[41];
			memcpy(b, a, n);
			b[n] = padded ? 0 : '"';   /* a quote past the end must not close it */
			Lexer L;
			Token t;
			lex_init(&L, b, n);
			lex_set_padded(&L, padded);
			lex_next(&L, &t);
			if (end) {
				ck_assert_uint_eq(t.kind, T_STRING);
				ck_assert_uint_eq(t.pos, 0);
				ck_assert_uint_eq(t.len, end);
			} else {
				ck_assert_uint_eq(t.kind, T_ERROR);
				ck_assert_str_eq(L.err, err);
				ck_assert_uint_eq(L.errpos, errpos);
			}
		}
	}
}
END_TEST

Suite *lexer_suite(void)
{
	Suite *s = suite_create("lexer");
	TCase *tc = tcase_create("tokens");
	tcase_add_test(tc, punctuation);
	tcase_add_test(tc, identifiers);
	tcase_add_test(tc, numbers);
	tcase_add_test(tc, comments_and_blanks);
	tcase_add_test(tc, strings);
	tcase_add_test(tc, reset);
	tcase_add_test(tc, errors);
	tcase_add_test(tc, padded_agrees);
	tcase_add_test(tc, string_rules);
	suite_add_tcase(s, tc);
	return s;
}
