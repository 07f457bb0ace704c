/* locs.c — locations (LocationParser.cpp) and trailing `loc(...)`.
 *
 * A trailing `loc(#alias)` may name an alias defined later in the file; the
 * slot is remembered and filled in by p_resolve_deferred_locs() at the end,
 * like OperationParser::finalize does. */
#include "parser.h"

#include <string.h>

static uint32_t u32_token(Parser *p, int *ok)
{
	uint64_t v = 0;
	*ok = p_is(p, T_INTEGER) && p_tok_u64(p, &p->tok, &v) && v <= UINT32_MAX;
	return (uint32_t)v;
}

static Attr *name_or_file_loc(Parser *p)
{
	size_t n;
	Token st = p->tok;
	p_advance(p);
	if (p_accept(p, T_COLON)) {
		int ok;
		int64_t lc[2];
		lc[0] = u32_token(p, &ok);
		if (!ok)
			p_err_expected(p, "expected integer line number in FileLineColLoc");
		p_advance(p);
		p_expect(p, T_COLON, "expected ':' in FileLineColLoc");
		if (!p_is(p, T_INTEGER))
			p_err_expected(p, "expected integer column number in FileLineColLoc");
		lc[1] = u32_token(p, &ok);
		if (!ok)
			p_err(p, "expected integer column number in FileLineColLoc");
		p_advance(p);
		const char *s = p_string_value(p, &st, &n);
		return at_loc_file(p->c, str_intern(p->c, s, n), lc, 2);
	}
	const char *s = p_string_value(p, &st, &n);
	const Str *name = str_intern(p->c, s, n);
	Attr *child = NULL;
	if (p_accept(p, T_LPAREN)) {
		child = p_location(p);
		p_expect(p, T_RPAREN, "expected ')' after child location of NameLoc");
	}
	/* NameLoc::get(name) has an unknown child; store it as "none". */
	if (child && child->kind == AT_LOC_UNKNOWN)
		child = NULL;
	return at_loc_name(p->c, name, child);
}

static Attr *callsite_loc(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LPAREN, "expected '(' in callsite location");
	Attr *callee = p_location(p);
	if (!p_is(p, T_BARE_ID) || p->tok.len != 2 || memcmp(p_tokstr(p), "at", 2) != 0)
		p_err_expected(p, "expected 'at' in callsite location");
	p_advance(p);
	Attr *caller = p_location(p);
	p_expect(p, T_RPAREN, "expected ')' in callsite location");
	return at_loc_callsite(p->c, callee, caller);
}

static void add_unique(Parser *p, size_t base, Attr *l)
{
	Attr **v = p_top(&p->attrs, base);
	for (size_t i = 0; i < p->attrs.len - base; i++)
		if (v[i] == l)
			return;
	p_push_ptr(&p->attrs, l);
}

/* FusedLoc::get over the locations on p->attrs from base (popped):
 * flatten fused children with the same metadata, drop
 * unknowns and duplicates, and collapse trivial results. */
static Attr *fused_loc_get(Parser *p, size_t base, Attr *metadata)
{
	size_t n = p->attrs.len - base;
	size_t ubase = p->attrs.len;
	for (size_t i = 0; i < n; i++) {
		Attr *l = VEC_AT(&p->attrs, Attr *, base + i);
		if (l->kind == AT_LOC_FUSED && l->metadata == metadata) {
			for (uint32_t j = 0; j < l->n; j++)
				add_unique(p, ubase, attr_elem(l, j));
		} else if (l->kind != AT_LOC_UNKNOWN) {
			add_unique(p, ubase, l);
		}
	}
	size_t m = p->attrs.len - ubase;
	Attr **v = p_top(&p->attrs, ubase);
	Attr *r;
	if (m == 0) {
		Attr *u = at_loc_unknown(p->c);
		r = metadata ? at_loc_fused(p->c, &u, 1, metadata) : u;
	} else if (m == 1 && !metadata) {
		r = v[0];
	} else {
		r = at_loc_fused(p->c, v, (uint32_t)m, metadata);
	}
	p->attrs.len = base;
	return r;
}

static Attr *fused_loc(Parser *p)
{
	p_advance(p);
	Attr *metadata = NULL;
	if (p_accept(p, T_LESS)) {
		metadata = p_attr(p);
		p_expect(p, T_GREATER, "expected '>' after fused location metadata");
	}
	size_t base = p->attrs.len;
	p_expect(p, T_LSQUARE, "expected '[' in fused location");
	if (!p_accept(p, T_RSQUARE)) {
		do
			p_push_ptr(&p->attrs, p_location(p));
		while (p_accept(p, T_COMMA));
		p_expect(p, T_RSQUARE, "expected ']' in fused location");
	}
	return fused_loc_get(p, base, metadata);
}

static int bare_is(const Parser *p, const char *kw)
{
	size_t n = strlen(kw);
	return p->tok.len == n && memcmp(p_tokstr(p), kw, n) == 0;
}

static Attr *location(Parser *p)
{
	if (p_is(p, T_HASH_ID)) {
		uint32_t pos = p->tok.pos;
		Attr *a = p_extended_attr(p);
		if (!at_is_loc(a))
			p_err_attr(p, pos, "expected location attribute, but got%s", a);
		return a;
	}
	if (p_is(p, T_STRING))
		return name_or_file_loc(p);
	if (!p_is(p, T_BARE_ID))
		p_err_expected(p, "expected location instance");
	if (bare_is(p, "callsite"))
		return callsite_loc(p);
	if (bare_is(p, "fused"))
		return fused_loc(p);
	if (bare_is(p, "unknown")) {
		p_advance(p);
		return at_loc_unknown(p->c);
	}
	p_err_expected(p, "expected location instance");
}

Attr *p_location(Parser *p)
{
	p_enter(p);
	Attr *a = location(p);
	p_leave(p);
	return a;
}

Attr *p_loc_attr(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LPAREN, "expected '(' in inline location");
	Attr *a = p_location(p);
	p_expect(p, T_RPAREN, "expected ')' in inline location");
	return a;
}

void p_trailing_loc(Parser *p, Rel *slot)
{
	if (!p_accept(p, T_KW_LOC))
		return;
	p_expect(p, T_LPAREN, "expected '(' in location");
	if (p_is(p, T_HASH_ID)) {
		const char *name = p_tokstr(p) + 1;
		uint32_t len = p->tok.len - 1;
		if (memchr(name, '.', len))
			p_err(p, "expected location, but found dialect attribute: '#%.*s'", (int)len, name);
		Attr *a = p_attr_alias_lookup(p, name, len);
		if (a && !at_is_loc(a))
			p_err_attr(p, p->tok.pos, "expected location, but found '%s'", a);
		if (!a) {
			DeferredLoc *d = vec_push(&p->deferred);
			*d = (DeferredLoc){ slot, name, len, p->tok.pos };
		}
		rel_set(slot, a);
		p_advance(p);
	} else {
		rel_set(slot, p_location(p));
	}
	p_expect(p, T_RPAREN, "expected ')' in location");
}

void p_op_trailing_loc(Parser *p, Op *op)
{
	if (op->has_loc)
		p_trailing_loc(p, op_loc_slot(op));
}

void p_resolve_deferred_locs(Parser *p)
{
	for (size_t i = 0; i < p->deferred.len; i++) {
		DeferredLoc *d = p_top(&p->deferred, i);
		Attr *a = p_attr_alias_lookup(p, d->name, d->len);
		if (!a)
			p_err_at(p, d->pos, "operation location alias was never defined");
		if (!at_is_loc(a))
			p_err_attr(p, d->pos, "expected location, but found '%s'", a);
		rel_set(d->slot, a);
	}
}
