/* resources.c — the file metadata dictionary `{-# ... #-}`
 * (TopLevelOperationParser::parseFileMetadataDictionary): dialect and
 * external resources are kept as written for the printer. */
#include "parser.h"

#include <string.h>

static int is_keyword_like(const Parser *p)
{
	return p_is_identifier_like(p);
}

static const Str *ident_str(Parser *p)
{
	return str_intern(p->c, p_tokstr(p), p->tok.len);
}

/* A Str that is not interned: resource blobs can be large and are never
 * compared, so they are copied but not hashed. */
static const Str *blob_str(Parser *p, const char *s, size_t n)
{
	Str *r = arena_alloc(&p->c->arena, sizeof *r);
	r->len = (uint32_t)n;
	r->s = arena_dup(&p->c->arena, s, n);
	return r;
}

/* ParsedResourceEntry::parseAsBlob's checks for the builtin dialect. */
static void check_blob(Parser *p, const Token *v, const Str *key)
{
	const char *s = p->src + v->pos + 1;
	size_t n = v->len - 2;
	int ok = v->kind == T_STRING && n >= 2 && s[0] == '0' && s[1] == 'x' && !(n & 1);
	for (size_t i = 2; ok && i < n; i++)
		ok = (s[i] >= '0' && s[i] <= '9') || ((s[i] | 0x20) >= 'a' && (s[i] | 0x20) <= 'f');
	if (!ok)
		p_err_at(p, v->pos, "expected hex string blob for key '%.*s'", (int)key->len, key->s);
	if (n < 2 + 8)
		p_err_at(p, v->pos, "expected hex string blob for key '%.*s' to encode alignment in first 4 bytes",
			 (int)key->len, key->s);
	uint32_t align = 0;
	for (int i = 3; i >= 0; i--) {
		const char *h = s + 2 + 2 * i;
		unsigned hi = (unsigned)(h[0] <= '9' ? h[0] - '0' : (h[0] | 0x20) - 'a' + 10);
		unsigned lo = (unsigned)(h[1] <= '9' ? h[1] - '0' : (h[1] | 0x20) - 'a' + 10);
		align = align << 8 | (hi << 4 | lo);
	}
	if (align & (align - 1))
		p_err_at(p, v->pos, "expected hex string blob for key '%.*s' to encode alignment in first 4 "
			 "bytes, but got non-power-of-2 value: %u", (int)key->len, key->s, align);
}

static void resource_entry(Parser *p, const Str *group, int external)
{
	/* MLIR 19 accepts only keywords as resource keys (no strings). */
	if (!is_keyword_like(p))
		p_err(p, external ? "expected identifier key for 'external_resources' entry"
				  : "expected identifier key for 'resource' entry");
	const Str *key = ident_str(p);
	p_advance(p);
	p_expect(p, T_COLON, "expected ':'");
	Token v = p->tok;
	p_advance(p);
	/* Dialect resources are blobs (builtin and test parse them with
	 * parseAsBlob); external ones may be anything a handler accepts, and
	 * mlir-opt's fallback handler takes a string that starts with "0x" as
	 * a blob too (it checks it: a string value printed back as a blob
	 * must be one). */
	if (!external)
		check_blob(p, &v, key);
	Resource r = { group, key, 0, NULL, 0 };
	if (v.kind == T_STRING) {
		size_t n;
		const char *s = p_string_value(p, &v, &n);
		if (external && n >= 2 && s[0] == '0' && s[1] == 'x')
			check_blob(p, &v, key);
		r.text = blob_str(p, s, n);
	} else if (v.kind == T_KW_TRUE || v.kind == T_KW_FALSE) {
		r.kind = 1;
		r.bval = v.kind == T_KW_TRUE;
	} else if (!external) {
		p_err_at(p, v.pos, "expected hex string blob for key '%.*s'", (int)key->len, key->s);
	} else {
		return;   /* unknown external values are ignored, as without a handler */
	}
	*(Resource *)vec_push(external ? &p->res_external : &p->res_dialect) = r;
}

static void resource_section(Parser *p, int external)
{
	p_expect(p, T_LBRACE, "expected '{'");
	if (p_accept(p, T_RBRACE))
		return;
	do {
		if (!is_keyword_like(p))
			p_err(p, "expected identifier key for 'resource' entry");
		const Str *group = ident_str(p);
		p_advance(p);
		p_expect(p, T_COLON, "expected ':'");
		p_expect(p, T_LBRACE, "expected '{'");
		if (!p_accept(p, T_RBRACE)) {
			do
				resource_entry(p, group, external);
			while (p_accept(p, T_COMMA));
			p_expect(p, T_RBRACE, "expected ',' or '}'");
		}
	} while (p_accept(p, T_COMMA));
	p_expect(p, T_RBRACE, "expected ',' or '}'");
}

static int tok_text_is(const Parser *p, const char *s)
{
	size_t n = strlen(s);
	return p->tok.len == n && memcmp(p_tokstr(p), s, n) == 0;
}

void p_file_metadata(Parser *p)
{
	p_advance(p);
	if (p_accept(p, T_FMETA_END))
		return;
	do {
		uint32_t kpos = p->tok.pos;
		if (!is_keyword_like(p))
			p_err(p, "expected identifier key in file metadata dictionary");
		int dialect = tok_text_is(p, "dialect_resources");
		int external = tok_text_is(p, "external_resources");
		Token k = p->tok;
		p_advance(p);
		p_expect(p, T_COLON, "expected ':'");
		if (!dialect && !external)
			p_err_at(p, kpos, "unknown key '%.*s' in file metadata dictionary", (int)k.len, p->src + k.pos);
		resource_section(p, external);
	} while (p_accept(p, T_COMMA));
	p_expect(p, T_FMETA_END, "expected ',' or '#-}'");
}

static Resource *copy_resources(Parser *p, Vec *v)
{
	if (!v->len)
		return NULL;
	return arena_dup(&p->c->arena, v->p, v->len * sizeof(Resource));
}

void p_store_resources(Parser *p, Module *m)
{
	m->nres_dialect = (uint32_t)p->res_dialect.len;
	m->res_dialect = copy_resources(p, &p->res_dialect);
	m->nres_external = (uint32_t)p->res_external.len;
	m->res_external = copy_resources(p, &p->res_external);
}
