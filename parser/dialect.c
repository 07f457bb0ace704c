/* dialect.c — '!' and '#' symbols (DialectSymbolParser.cpp): alias
 * references and opaque dialect types/attributes whose body is kept as
 * text.  `!d.name<...>` / `!d<...>`: the '<' must touch the identifier. */
#include "parser.h"

#include <string.h>

Attr *p_attr_alias_lookup(Parser *p, const char *name, uint32_t len)
{
	NameSlot *sl = nm_find(&p->attr_alias, name, len, nm_hash(name, len));
	return sl ? VEC_AT(&p->alias_attrs, Attr *, sl->val) : NULL;
}

static Type *type_alias_lookup(Parser *p, const char *name, uint32_t len)
{
	NameSlot *sl = nm_find(&p->type_alias, name, len, nm_hash(name, len));
	return sl ? VEC_AT(&p->alias_types, Type *, sl->val) : NULL;
}

static _Noreturn void unbalanced(Parser *p, uint32_t at, size_t sbase)
{
	if (p->bytes.len == sbase)
		p_err_at(p, at, "unexpected nul or EOF in pretty dialect name");
	p_err_at(p, at, "unbalanced '%c' character in pretty dialect name",
		 VEC_AT(&p->bytes, char, p->bytes.len - 1));
}

static void close_punct(Parser *p, char open, uint32_t at, size_t sbase)
{
	if (VEC_AT(&p->bytes, char, p->bytes.len - 1) != open)
		unbalanced(p, at, sbase);
	p->bytes.len--;
}

/* Skip a string inside a body with the real lexer (escapes, errors). */
static size_t skip_string(Parser *p, size_t at, uint32_t *errat)
{
	Token t;
	lex_reset(&p->lex, at);
	lex_next(&p->lex, &t);
	if (t.kind == T_ERROR)
		p_err_at(p, p->lex.errpos, "%s", p->lex.err);
	*errat = t.pos;
	return t.pos + t.len;
}

/* Scan a balanced `<...>` body starting at the '<' at offset `start`;
 * returns the offset just past the closing '>'.  `->` never closes. */
static size_t scan_body(Parser *p, size_t start)
{
	size_t sbase = p->bytes.len, cur = start, len = p->len;
	uint32_t errat = (uint32_t)start;   /* MLIR reports at the current token */
	const char *s = p->src;
	do {
		if (cur >= len || s[cur] == 0)
			unbalanced(p, errat, sbase);
		char ch = s[cur++];
		switch (ch) {
		case '<': case '[': case '(': case '{':
			if (p->bytes.len - sbase >= p->c->max_depth)
				p_err_at(p, errat, "nesting too deep");
			*(char *)vec_push(&p->bytes) = ch;
			break;
		case '-':
			if (cur < len && s[cur] == '>')
				cur++;
			break;
		case '>': close_punct(p, '<', errat, sbase); break;
		case ']': close_punct(p, '[', errat, sbase); break;
		case ')': close_punct(p, '(', errat, sbase); break;
		case '}': close_punct(p, '{', errat, sbase); break;
		case '"': cur = skip_string(p, cur - 1, &errat); break;
		default: break;
		}
	} while (p->bytes.len > sbase);
	return cur;
}

static int is_alpha_(char c)
{
	return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || c == '_';
}

/* Dialect::isValidNamespace: [a-zA-Z_][a-zA-Z_0-9$]* */
static int valid_namespace(const char *s, size_t n)
{
	if (n == 0 || !is_alpha_(s[0]))
		return 0;
	for (size_t i = 1; i < n; i++)
		if (!is_alpha_(s[i]) && !(s[i] >= '0' && s[i] <= '9') && s[i] != '$')
			return 0;
	return 1;
}

typedef struct Sym {
	const char *ident;   /* after the sigil */
	uint32_t len, pos;
	const Str *dialect, *data;
	int is_alias;
} Sym;

/* parseExtendedSymbol up to (not including) the optional ': type'. */
static void extended_symbol(Parser *p, Sym *y)
{
	y->ident = p_tokstr(p) + 1;
	y->len = p->tok.len - 1;
	y->pos = p->tok.pos;
	uint32_t end = p->tok.pos + p->tok.len;
	p_advance(p);
	const char *dot = memchr(y->ident, '.', y->len);
	int trailing = p_is(p, T_LESS) && p->tok.pos == end;
	y->is_alias = !trailing && !dot;
	if (y->is_alias)
		return;
	size_t dlen = dot ? (size_t)(dot - y->ident) : y->len;
	uint32_t loc = dot ? (uint32_t)(dot + 1 - p->src) : y->pos;
	size_t dstart = dot ? (size_t)(dot + 1 - p->src) : end;
	size_t dend = end;
	if (trailing) {
		dend = scan_body(p, end);
		p_relex(p, dend);
	}
	if (!dot) {   /* `d<body>`: keep the text inside the brackets */
		dstart++;
		dend--;
	}
	if (!valid_namespace(y->ident, dlen))
		p_err_at(p, loc, "invalid dialect namespace '\"%.*s\"'", (int)dlen, y->ident);
	y->dialect = str_intern(p->c, y->ident, dlen);
	y->data = str_intern(p->c, p->src + dstart, dend - dstart);
}

static _Noreturn void undefined_alias(Parser *p, const Sym *y)
{
	p_err_expected(p, "undefined symbol alias id '%.*s'", (int)y->len, y->ident);
}

Type *p_extended_type(Parser *p)
{
	Sym y;
	extended_symbol(p, &y);
	if (y.is_alias) {
		Type *t = type_alias_lookup(p, y.ident, y.len);
		if (!t)
			undefined_alias(p, &y);
		return t;
	}
	return ty_opaque(p->c, y.dialect, y.data);
}

Attr *p_extended_attr(Parser *p)
{
	Sym y;
	extended_symbol(p, &y);
	if (y.is_alias) {
		Attr *a = p_attr_alias_lookup(p, y.ident, y.len);
		if (!a)
			undefined_alias(p, &y);
		return a;
	}
	Type *t = p_accept(p, T_COLON) ? p_type(p) : NULL;
	if (t && t->kind == TY_NONE)
		t = NULL;   /* OpaqueAttr's type defaults to none */
	return at_opaque(p->c, y.dialect, y.data, t);
}
