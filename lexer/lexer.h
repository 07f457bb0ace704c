/* lexer.h — tokens of MLIR's textual form (spec §2.1, §2.5, §2.6).
 *
 * The lexer is a re2c DFA (lexer/lex.re) over a byte buffer that need not be
 * NUL-terminated.  Tokens are spans into the buffer; nothing is allocated.
 * String escapes are validated while lexing and decoded on demand by
 * lex_string_decode(), so the parser only pays for strings it keeps.
 */
#ifndef TS_LEXER_H
#define TS_LEXER_H

#include <stddef.h>
#include <stdint.h>

/* Keywords of MLIR 19's TokenKinds.def.  The float types that MLIR 19 does
 * not know yet (f8E3M4, f4E2M1FN, f6E2M3FN, f6E3M2FN, f8E8M0FNU) are plain
 * identifiers there, so they are plain identifiers here too. */
#define LEX_KEYWORDS(X) \
	X(AFFINE_MAP, "affine_map") X(AFFINE_SET, "affine_set") X(ARRAY, "array") \
	X(ATTRIBUTES, "attributes") X(BF16, "bf16") X(CEILDIV, "ceildiv") \
	X(COMPLEX, "complex") X(DENSE, "dense") X(DENSE_RESOURCE, "dense_resource") \
	X(DISTINCT, "distinct") X(F16, "f16") X(F32, "f32") X(F64, "f64") \
	X(F80, "f80") X(F128, "f128") X(TF32, "tf32") X(F8E5M2, "f8E5M2") \
	X(F8E4M3, "f8E4M3") X(F8E4M3FN, "f8E4M3FN") X(F8E5M2FNUZ, "f8E5M2FNUZ") \
	X(F8E4M3FNUZ, "f8E4M3FNUZ") X(F8E4M3B11FNUZ, "f8E4M3B11FNUZ") \
	X(FALSE, "false") X(FLOORDIV, "floordiv") X(FOR, "for") X(FUNC, "func") \
	X(INDEX, "index") X(LOC, "loc") X(MAX, "max") X(MEMREF, "memref") \
	X(MIN, "min") X(MOD, "mod") X(NONE, "none") X(OFFSET, "offset") \
	X(SIZE, "size") X(SPARSE, "sparse") X(STEP, "step") X(STRIDED, "strided") \
	X(SYMBOL, "symbol") X(TENSOR, "tensor") X(TO, "to") X(TOKEN, "token") \
	X(TRUE, "true") X(TUPLE, "tuple") X(TYPE, "type") X(UNIT, "unit") \
	X(VECTOR, "vector")

typedef enum TokKind {
	T_EOF,
	T_ERROR,
	T_BARE_ID,      /* [a-zA-Z_][a-zA-Z0-9_$.]* that is not a keyword */
	T_INTTYPE,      /* i32, si8, ui64 (width checked by the parser) */
	T_INTEGER,      /* 123, 0x1F (no sign) */
	T_FLOAT,        /* 1.5, 2.e-3 (no sign) */
	T_STRING,       /* "..." including the quotes; escapes validated */
	T_PERCENT_ID,   /* %name */
	T_CARET_ID,     /* ^bb0 */
	T_HASH_ID,      /* #alias, #dialect.attr, #3 */
	T_EXCL_ID,      /* !alias, !dialect.type */
	T_AT_ID,        /* @sym or @"sym" */
	T_ARROW,        /* -> */
	T_COLON, T_COMMA, T_ELLIPSIS, T_EQUAL, T_GREATER, T_LBRACE, T_LPAREN,
	T_LSQUARE, T_LESS, T_MINUS, T_PLUS, T_QUESTION, T_RBRACE, T_RPAREN,
	T_RSQUARE, T_STAR, T_VBAR,
	T_FMETA_BEGIN,  /* {-# */
	T_FMETA_END,    /* #-} */
	T_KW_FIRST_,
#define X(id, s) T_KW_##id,
	LEX_KEYWORDS(X)
#undef X
	T_COUNT
} TokKind;

typedef struct Token {
	uint32_t kind;  /* TokKind */
	uint32_t pos;   /* byte offset of the first byte */
	uint32_t len;   /* bytes */
} Token;

typedef struct Lexer {
	const unsigned char *src, *cur, *lim;
	const char *err;     /* T_ERROR: static message */
	uint32_t errpos;     /* T_ERROR: where to report it */
	int padded;          /* lim[0] is readable and 0 (lex_set_padded) */
} Lexer;

void lex_init(Lexer *L, const char *src, size_t len);
/* The byte just past the text is readable and 0: bounds need no test. */
void lex_set_padded(Lexer *L, int on);
/* Lex the token starting at or after the current position. */
void lex_next(Lexer *L, Token *t);
/* Continue lexing at byte offset pos (dimension lists, dialect bodies). */
void lex_reset(Lexer *L, size_t pos);

static inline int tok_is_keyword(uint32_t k) { return k > T_KW_FIRST_ && k < T_COUNT; }
/* The fixed spelling of a punctuation or keyword token, or NULL. */
const char *tok_spelling(uint32_t kind);

/* Decode the body of a validated string token (s points at the opening
 * quote, n includes both quotes) into out, which needs n bytes.  Returns the
 * decoded length. */
size_t lex_string_decode(const char *s, size_t n, char *out);
/* Whether the string token needs decoding (contains a backslash). */
int lex_string_has_escape(const char *s, size_t n);

#endif
