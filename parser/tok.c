/* tok.c — token cursor and diagnostics of the parser.
 *
 * Errors never return: ctx_verror records the first error and longjmps to
 * parse_module, which frees the parser's scratch memory. */
#include "parser.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

_Noreturn void p_lex_error(Parser *p)
{
	p_err_at(p, p->lex.errpos, "%s", p->lex.err);
}

void p_relex(Parser *p, size_t pos)
{
	lex_reset(&p->lex, pos);
	lex_next(&p->lex, &p->tok);
	p->prev_end = (uint32_t)pos;
	if (p->tok.kind == T_ERROR)
		p_lex_error(p);
}

_Noreturn void p_expect_failed(Parser *p, const char *msg)
{
	p_err_expected(p, "%s", msg);
}

_Noreturn void p_err_at(Parser *p, uint32_t pos, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(p->c, pos, fmt, ap);
	va_end(ap);
	abort(); /* unreachable: the parser always installs errjmp */
}

/* Parser::emitError(): at EOF the error moves back one character. */
_Noreturn void p_err(Parser *p, const char *fmt, ...)
{
	va_list ap;
	uint32_t pos = p->tok.pos;
	if (p->tok.kind == T_EOF && pos > 0)
		pos--;
	va_start(ap, fmt);
	ctx_verror(p->c, pos, fmt, ap);
	va_end(ap);
	abort();
}

/* Parser::emitWrongTokenError: report at the end of the last non-blank text
 * before the token, skipping blank lines and trailing // comments, so that
 * "expected X" points where X was missing rather than at the next line. */
uint32_t p_wrong_token_pos(const Parser *p)
{
	const char *s = p->src;
	size_t loc = p->tok.pos;
	if (p->tok.kind == T_EOF && loc > 0)
		loc--;
	size_t end = loc;
	for (;;) {
		while (end > 0 && (s[end - 1] == ' ' || s[end - 1] == '\t'))
			end--;
		if (end == 0)
			return (uint32_t)loc;
		if (s[end - 1] != '\n' && s[end - 1] != '\r')
			return (uint32_t)end;
		end--;
		size_t ls = end;
		while (ls > 0 && s[ls - 1] != '\n' && s[ls - 1] != '\r')
			ls--;
		for (size_t i = ls; i + 1 < end; i++) {
			if (s[i] == '/' && s[i + 1] == '/') {
				end = i;
				break;
			}
		}
	}
}

_Noreturn void p_err_expected(Parser *p, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(p->c, p_wrong_token_pos(p), fmt, ap);
	va_end(ap);
	abort();
}

static _Noreturn void err_with_printed(Parser *p, uint32_t pos, const char *fmt, Buf *b)
{
	char tmp[768];
	size_t n = b->len < sizeof tmp - 1 ? b->len : sizeof tmp - 1;
	if (n)
		memcpy(tmp, b->p, n);
	tmp[n] = 0;
	buf_free(b);
	p_err_at(p, pos, fmt, tmp);
}

_Noreturn void p_err_type(Parser *p, uint32_t pos, const char *fmt, Type *t)
{
	Buf b = { 0 };
	print_type(p->c, t, &b);
	err_with_printed(p, pos, fmt, &b);
}

_Noreturn void p_err_attr(Parser *p, uint32_t pos, const char *fmt, Attr *a)
{
	Buf b = { 0 };
	print_attr(p->c, a, &b);
	err_with_printed(p, pos, fmt, &b);
}

void p_enter(Parser *p)
{
	if (++p->depth > p->c->max_depth)
		p_err(p, "nesting too deep");
}

const char *p_string_value(Parser *p, const Token *t, size_t *n)
{
	const char *s = p->src + t->pos;
	if (!lex_string_has_escape(s, t->len)) {
		*n = t->len - 2;
		return s + 1;
	}
	Vec *v = &p->sbuf;
	if (v->cap < t->len) {
		free(v->p);
		v->p = malloc(t->len);
		if (!v->p)
			die_oom();
		v->cap = t->len;
	}
	*n = lex_string_decode(s, t->len, v->p);
	return v->p;
}

int p_tok_is_hex(const Parser *p, const Token *t)
{
	return t->len > 1 && p->src[t->pos + 1] == 'x';
}

int p_tok_u64(const Parser *p, const Token *t, uint64_t *out)
{
	const char *s = p->src + t->pos;
	uint64_t v = 0;
	if (p_tok_is_hex(p, t)) {
		for (uint32_t i = 2; i < t->len; i++) {
			unsigned ch = (unsigned char)s[i];
			unsigned d = ch <= '9' ? ch - '0' : (ch | 0x20) - 'a' + 10;
			if (v >> 60)
				return 0;
			v = v << 4 | d;
		}
	} else {
		for (uint32_t i = 0; i < t->len; i++) {
			unsigned d = (unsigned)(s[i] - '0');
			if (v > (UINT64_MAX - d) / 10)
				return 0;
			v = v * 10 + d;
		}
	}
	*out = v;
	return 1;
}

int p_is_identifier_like(const Parser *p)
{
	uint32_t k = p->tok.kind;
	return k == T_BARE_ID || k == T_INTTYPE || tok_is_keyword(k);
}

void *p_vec_extend(Vec *v, size_t n)
{
	if (v->len + n > v->cap) {
		size_t cap = v->cap ? v->cap : 16;
		while (cap < v->len + n)
			cap *= 2;
		void *np = realloc(v->p, cap * v->esz);
		if (!np)
			die_oom();
		v->p = np;
		v->cap = cap;
	}
	char *slot = (char *)v->p + v->len * v->esz;
	memset(slot, 0, n * v->esz);
	v->len += n;
	return slot;
}
