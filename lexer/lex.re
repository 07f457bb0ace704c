/* lex.re — re2c lexer for MLIR's textual form (spec §2.1).
 *
 * The buffer is not required to end in NUL, so the generic re2c API is used
 * with a bounds-checked peek: reading past the end yields 0, which no token
 * accepts except the end-of-input rule.  A NUL inside the buffer is skipped
 * like whitespace (as MLIR does).  Strings and comments are scanned by plain
 * loops because they may contain NUL bytes, which the DFA reserves for EOF.
 */
#include "lexer.h"

#include <string.h>

/* YYPEEK is defined per copy of the DFA, below. */
#define YYSKIP() (++cur)
#define YYBACKUP() (mar = cur)
#define YYRESTORE() (cur = mar)

static const char *const spellings[T_COUNT] = {
	[T_ARROW] = "->", [T_COLON] = ":", [T_COMMA] = ",", [T_ELLIPSIS] = "...",
	[T_EQUAL] = "=", [T_GREATER] = ">", [T_LBRACE] = "{", [T_LPAREN] = "(",
	[T_LSQUARE] = "[", [T_LESS] = "<", [T_MINUS] = "-", [T_PLUS] = "+",
	[T_QUESTION] = "?", [T_RBRACE] = "}", [T_RPAREN] = ")", [T_RSQUARE] = "]",
	[T_STAR] = "*", [T_VBAR] = "|", [T_FMETA_BEGIN] = "{-#", [T_FMETA_END] = "#-}",
#define X(id, s) [T_KW_##id] = s,
	LEX_KEYWORDS(X)
#undef X
};

const char *tok_spelling(uint32_t kind)
{
	return kind < T_COUNT ? spellings[kind] : NULL;
}

void lex_init(Lexer *L, const char *src, size_t len)
{
	L->src = (const unsigned char *)src;
	L->cur = L->src;
	L->lim = L->src + len;
	L->err = NULL;
	L->errpos = 0;
	L->padded = 0;
}

void lex_set_padded(Lexer *L, int on)
{
	L->padded = on;
}

void lex_reset(Lexer *L, size_t pos)
{
	L->cur = L->src + pos;
	if (L->cur > L->lim)
		L->cur = L->lim;
}

static int is_hex(unsigned char ch)
{
	return (ch >= '0' && ch <= '9') || ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'f');
}

/* Scan the rest of a string literal after its opening quote.  Returns the
 * position just after the closing quote, or NULL with L->err set. */
static const unsigned char *scan_string(Lexer *L, const unsigned char *p)
{
	const unsigned char *lim = L->lim;
	for (;;) {
		if (p >= lim) {
			L->err = "expected '\"' in string literal";
			L->errpos = (uint32_t)(p - L->src);
			return NULL;
		}
		unsigned char ch = *p;
		if (ch == '"')
			return p + 1;
		if (ch == '\n' || ch == '\v' || ch == '\f') {
			L->err = "expected '\"' in string literal";
			L->errpos = (uint32_t)(p - L->src);
			return NULL;
		}
		if (ch != '\\') {
			p++;
			continue;
		}
		/* Only \" \\ \n \t and \XX exist; the error points at the backslash. */
		unsigned char e = p + 1 < lim ? p[1] : 0;
		if (e == '"' || e == '\\' || e == 'n' || e == 't') {
			p += 2;
		} else if (p + 2 < lim && is_hex(e) && is_hex(p[2])) {
			p += 3;
		} else {
			L->err = "unknown escape in string literal";
			L->errpos = (uint32_t)(p - L->src);
			return NULL;
		}
	}
}

/* Skip a // comment; stops before the newline or at the end. */
static const unsigned char *skip_comment(const unsigned char *p, const unsigned char *lim)
{
	while (p < lim && *p != '\n' && *p != '\r')
		p++;
	return p;
}

static void set_tok(Token *t, uint32_t kind, const unsigned char *s, const unsigned char *e, const unsigned char *base)
{
	t->kind = kind;
	t->pos = (uint32_t)(s - base);
	t->len = (uint32_t)(e - s);
}

static void set_err(Lexer *L, Token *t, const unsigned char *s, const char *msg, const unsigned char *at)
{
	L->err = msg;
	L->errpos = (uint32_t)(at - L->src);
	t->kind = T_ERROR;
	t->pos = (uint32_t)(s - L->src);
	t->len = 0;
}

/* The rules, used by two copies of the DFA below. */
/*!rules:re2c
		re2c:api = custom;
		re2c:define:YYCTYPE = "unsigned char";
		re2c:yyfill:enable = 0;
		re2c:indent:string = "\t";

		digit = [0-9];
		hexd = [0-9a-fA-F];
		idchar = [a-zA-Z0-9_$.];
		suffix = digit+ | [a-zA-Z$._-] [a-zA-Z0-9$._-]*;

		"\x00" {
			if (tok >= lim) {
				L->cur = lim;
				set_tok(t, T_EOF, lim, lim, L->src);
				return;
			}
			continue;
		}
		[ \t\n\r]+ { continue; }
		"//" { cur = skip_comment(cur, lim); continue; }

		"{-#" { kind = T_FMETA_BEGIN; goto done; }
		"#-}" { kind = T_FMETA_END; goto done; }
		"->" { kind = T_ARROW; goto done; }
		"..." { kind = T_ELLIPSIS; goto done; }
		"." { set_err(L, t, tok, "expected three consecutive dots for an ellipsis", tok + 1); L->cur = cur; return; }
		":" { kind = T_COLON; goto done; }
		"," { kind = T_COMMA; goto done; }
		"=" { kind = T_EQUAL; goto done; }
		">" { kind = T_GREATER; goto done; }
		"{" { kind = T_LBRACE; goto done; }
		"(" { kind = T_LPAREN; goto done; }
		"[" { kind = T_LSQUARE; goto done; }
		"<" { kind = T_LESS; goto done; }
		"-" { kind = T_MINUS; goto done; }
		"+" { kind = T_PLUS; goto done; }
		"?" { kind = T_QUESTION; goto done; }
		"}" { kind = T_RBRACE; goto done; }
		")" { kind = T_RPAREN; goto done; }
		"]" { kind = T_RSQUARE; goto done; }
		"*" { kind = T_STAR; goto done; }
		"|" { kind = T_VBAR; goto done; }

		"%" suffix { kind = T_PERCENT_ID; goto done; }
		"^" suffix { kind = T_CARET_ID; goto done; }
		"!" suffix { kind = T_EXCL_ID; goto done; }
		"#" suffix { kind = T_HASH_ID; goto done; }
		"%" { set_err(L, t, tok, "invalid SSA name", tok); L->cur = cur; return; }
		"^" { set_err(L, t, tok, "invalid block name", tok); L->cur = cur; return; }
		"!" { set_err(L, t, tok, "invalid type identifier", tok); L->cur = cur; return; }
		"#" { set_err(L, t, tok, "invalid attribute name", tok); L->cur = cur; return; }

		"@" [a-zA-Z_] idchar* { kind = T_AT_ID; goto done; }
		"@\"" {
			cur = scan_string(L, cur);
			if (!cur) {
				set_err(L, t, tok, L->err, L->src + L->errpos);
				L->cur = lim;
				return;
			}
			kind = T_AT_ID;
			goto done;
		}
		"@" { set_err(L, t, tok, "@ identifier expected to start with letter or '_'", tok + 1); L->cur = cur; return; }

		"\"" [^"\\\n\v\f\x00]* "\"" { kind = T_STRING; goto done; }   /* no escape: the DFA's own loop */
		"\"" {
			cur = scan_string(L, cur);
			if (!cur) {
				set_err(L, t, tok, L->err, L->src + L->errpos);
				L->cur = lim;
				return;
			}
			kind = T_STRING;
			goto done;
		}

		"0x" hexd+ { kind = T_INTEGER; goto done; }
		digit+ "." digit* ([eE] [+-]? digit+)? { kind = T_FLOAT; goto done; }
		digit+ { kind = T_INTEGER; goto done; }

		"affine_map" { kind = T_KW_AFFINE_MAP; goto done; }
		"affine_set" { kind = T_KW_AFFINE_SET; goto done; }
		"array" { kind = T_KW_ARRAY; goto done; }
		"attributes" { kind = T_KW_ATTRIBUTES; goto done; }
		"bf16" { kind = T_KW_BF16; goto done; }
		"ceildiv" { kind = T_KW_CEILDIV; goto done; }
		"complex" { kind = T_KW_COMPLEX; goto done; }
		"dense" { kind = T_KW_DENSE; goto done; }
		"dense_resource" { kind = T_KW_DENSE_RESOURCE; goto done; }
		"distinct" { kind = T_KW_DISTINCT; goto done; }
		"f16" { kind = T_KW_F16; goto done; }
		"f32" { kind = T_KW_F32; goto done; }
		"f64" { kind = T_KW_F64; goto done; }
		"f80" { kind = T_KW_F80; goto done; }
		"f128" { kind = T_KW_F128; goto done; }
		"tf32" { kind = T_KW_TF32; goto done; }
		"f8E5M2" { kind = T_KW_F8E5M2; goto done; }
		"f8E4M3" { kind = T_KW_F8E4M3; goto done; }
		"f8E4M3FN" { kind = T_KW_F8E4M3FN; goto done; }
		"f8E5M2FNUZ" { kind = T_KW_F8E5M2FNUZ; goto done; }
		"f8E4M3FNUZ" { kind = T_KW_F8E4M3FNUZ; goto done; }
		"f8E4M3B11FNUZ" { kind = T_KW_F8E4M3B11FNUZ; goto done; }
		"false" { kind = T_KW_FALSE; goto done; }
		"floordiv" { kind = T_KW_FLOORDIV; goto done; }
		"for" { kind = T_KW_FOR; goto done; }
		"func" { kind = T_KW_FUNC; goto done; }
		"index" { kind = T_KW_INDEX; goto done; }
		"loc" { kind = T_KW_LOC; goto done; }
		"max" { kind = T_KW_MAX; goto done; }
		"memref" { kind = T_KW_MEMREF; goto done; }
		"min" { kind = T_KW_MIN; goto done; }
		"mod" { kind = T_KW_MOD; goto done; }
		"none" { kind = T_KW_NONE; goto done; }
		"offset" { kind = T_KW_OFFSET; goto done; }
		"size" { kind = T_KW_SIZE; goto done; }
		"sparse" { kind = T_KW_SPARSE; goto done; }
		"step" { kind = T_KW_STEP; goto done; }
		"strided" { kind = T_KW_STRIDED; goto done; }
		"symbol" { kind = T_KW_SYMBOL; goto done; }
		"tensor" { kind = T_KW_TENSOR; goto done; }
		"to" { kind = T_KW_TO; goto done; }
		"token" { kind = T_KW_TOKEN; goto done; }
		"true" { kind = T_KW_TRUE; goto done; }
		"tuple" { kind = T_KW_TUPLE; goto done; }
		"type" { kind = T_KW_TYPE; goto done; }
		"unit" { kind = T_KW_UNIT; goto done; }
		"vector" { kind = T_KW_VECTOR; goto done; }

		[su]? "i" digit+ { kind = T_INTTYPE; goto done; }
		[a-zA-Z_] idchar* { kind = T_BARE_ID; goto done; }

		* { set_err(L, t, tok, "unexpected character", tok); L->cur = cur; return; }
*/

/* Reading past the end yields 0, which no token accepts but the end's. */
static void lex_checked(Lexer *L, Token *t)
{
	const unsigned char *cur = L->cur, *lim = L->lim, *mar = cur, *tok;
	uint32_t kind;
#define YYPEEK() (cur < lim ? *cur : 0)
	for (;;) {
		tok = cur;
		/*!use:re2c*/
	}
#undef YYPEEK
done:
	L->cur = cur;
	set_tok(t, kind, tok, cur, L->src);
}

/* A padded buffer (lex_set_padded) has a readable 0 just past its end, so
 * the bound needs no test at every byte: the DFA stops at that 0, whose
 * rule then sees the end. */
static void lex_padded(Lexer *L, Token *t)
{
	const unsigned char *cur = L->cur, *lim = L->lim, *mar = cur, *tok;
	uint32_t kind;
#define YYPEEK() (*cur)
	for (;;) {
		/* Most tokens follow one space: skipped here, the DFA's first
		 * jump is on the token itself, not on the space and then again
		 * after it (lexing the bench module: 95 -> 91 ms).  Spaces only:
		 * with newlines too the loop's exit mispredicted more (105 ms). */
		while (*cur == ' ')
			cur++;
		tok = cur;
		/*!use:re2c*/
	}
#undef YYPEEK
done:
	L->cur = cur;
	set_tok(t, kind, tok, cur, L->src);
}

/* Two copies of the DFA: one with the bound tested at every byte, one
 * without. */
void lex_next(Lexer *L, Token *t)
{
	if (L->padded)
		lex_padded(L, t);
	else
		lex_checked(L, t);
}

int lex_string_has_escape(const char *s, size_t n)
{
	return n > 2 && memchr(s + 1, '\\', n - 2) != NULL;
}

static unsigned hexval(unsigned char ch)
{
	return ch <= '9' ? (unsigned)(ch - '0') : (unsigned)((ch | 0x20) - 'a' + 10);
}

size_t lex_string_decode(const char *s, size_t n, char *out)
{
	const unsigned char *p = (const unsigned char *)s + 1;
	const unsigned char *e = (const unsigned char *)s + n - 1;
	size_t k = 0;
	while (p < e) {
		if (*p != '\\') {
			out[k++] = (char)*p++;
			continue;
		}
		switch (p[1]) {
		case 'n': out[k++] = '\n'; p += 2; break;
		case 't': out[k++] = '\t'; p += 2; break;
		case '"': out[k++] = '"'; p += 2; break;
		case '\\': out[k++] = '\\'; p += 2; break;
		default:
			out[k++] = (char)(hexval(p[1]) << 4 | hexval(p[2]));
			p += 3;
			break;
		}
	}
	return k;
}
