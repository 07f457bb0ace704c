/* attrs.c — attribute values (AttributeParser.cpp): scalars, strings,
 * arrays, dictionaries, symbol references, type attributes, and dispatch to
 * dense.c, affmap.c, locs.c and dialect.c for the rest. */
#include "parser.h"

#include <string.h>

/* Scratch words for an integer of `width` bits, in p->ints. */
static uint64_t *scratch_words(Parser *p, size_t base, unsigned width)
{
	size_t nw = width ? (width + 63) / 64 : 1;
	while (p->ints.len < base + nw)
		vec_push(&p->ints);
	return p_top(&p->ints, base);
}

static Attr *int_attr(Parser *p, int neg)
{
	Token t = p->tok;
	p_advance(p);
	Type *ty = p_accept(p, T_COLON) ? p_type(p) : p->c->t_i64;
	if (ty->kind == TY_FLOAT) {
		uint64_t bits[2];
		p_float_from_int_token(p, &t, neg, (FloatKind)ty->fkind, bits);
		return at_float(p->c, ty, bits);
	}
	if (ty->kind != TY_INT && ty->kind != TY_INDEX)
		p_err_at(p, t.pos, "integer literal not valid for specified type");
	if (neg && ty->kind == TY_INT && ty->sign == UNSIGNED)
		p_err_at(p, t.pos, "negative integer literal not valid for unsigned integer type");
	size_t base = p->ints.len;
	uint64_t *w = scratch_words(p, base, ty_bitwidth(ty));
	if (!p_build_apint(p, &t, neg, ty, w))
		p_err_at(p, t.pos, "integer constant out of range for attribute");
	Attr *a = at_int(p->c, ty, w);
	p->ints.len = base;
	return a;
}

static Attr *float_attr(Parser *p, int neg)
{
	Token t = p->tok;
	p_advance(p);
	Type *ty = p_accept(p, T_COLON) ? p_type(p) : p->c->t_f64;
	if (ty->kind != TY_FLOAT)
		p_err(p, "floating point value not valid for specified type");
	uint64_t bits[2];
	p_decimal_to_float(p, &t, neg, (FloatKind)ty->fkind, bits);
	return at_float(p->c, ty, bits);
}

static Attr *string_attr(Parser *p)
{
	size_t n;
	Token t = p->tok;
	p_advance(p);
	Type *ty = p_accept(p, T_COLON) ? p_type(p) : NULL;
	const char *s = p_string_value(p, &t, &n);
	return at_string(p->c, s, n, ty);
}

/* @a::@b::@c.  A single ':' after a reference is not ours: re-lex it. */
static Attr *symref_attr(Parser *p)
{
	size_t base = p->names.len;
	for (;;) {
		const char *s = p_tokstr(p) + 1;
		size_t n = p->tok.len - 1;
		if (*s == '"') {
			Token st = { T_STRING, p->tok.pos + 1, p->tok.len - 1 };
			s = p_string_value(p, &st, &n);
		}
		p_push_ptr(&p->names, str_intern(p->c, s, n));
		p_advance(p);
		if (!p_is(p, T_COLON))
			break;
		uint32_t colon = p->tok.pos;
		p_advance(p);
		if (!p_is(p, T_COLON)) {
			/* MLIR leaves an EOF alone, so the colon stays consumed. */
			if (!p_is(p, T_EOF))
				p_relex(p, colon);
			break;
		}
		p_advance(p);
		if (!p_is(p, T_AT_ID))
			p_err(p, "expected nested symbol reference identifier");
	}
	Attr *a = at_symref(p->c, p_top(&p->names, base), (uint32_t)(p->names.len - base));
	p->names.len = base;
	return a;
}

static Attr *array_attr(Parser *p)
{
	p_advance(p);
	size_t base = p->attrs.len;
	if (!p_accept(p, T_RSQUARE)) {
		do
			p_push_ptr(&p->attrs, p_attr(p));
		while (p_accept(p, T_COMMA));
		p_expect(p, T_RSQUARE, "expected ',' or ']'");
	}
	Attr *a = at_array(p->c, p_top(&p->attrs, base), (uint32_t)(p->attrs.len - base));
	p->attrs.len = base;
	return a;
}

/* One `name (= value)?` entry; pushes the name, its position and value. */
static void dict_entry(Parser *p)
{
	const char *s;
	size_t n;
	if (p_is(p, T_STRING))
		s = p_string_value(p, &p->tok, &n);
	else if (p_is_identifier_like(p))
		s = p_tokstr(p), n = p->tok.len;
	else
		p_err_expected(p, "expected attribute name");
	if (n == 0)
		p_err(p, "expected valid attribute name");
	p_push_ptr(&p->names, str_intern(p->c, s, n));
	p_push_u32(&p->u32s, p->tok.pos);
	p_advance(p);
	p_push_ptr(&p->attrs, p_accept(p, T_EQUAL) ? p_attr(p) : at_unit(p->c));
}

/* Report a duplicate key at its second occurrence, as MLIR does while
 * parsing (at_dict only tells which name). */
static _Noreturn void dup_key(Parser *p, const Str *dup, size_t nbase, size_t pbase, size_t n)
{
	const Str **names = p_top(&p->names, nbase);
	uint32_t *pos = p_top(&p->u32s, pbase);
	int seen = 0;
	size_t at = 0;
	for (size_t i = 0; i < n; i++) {
		if (names[i] == dup && seen++) {
			at = i;
			break;
		}
	}
	p_err_at(p, pos[at], "duplicate key '%.*s' in dictionary attribute", (int)dup->len, dup->s);
}

static Attr *attr_dict(Parser *p)
{
	p_enter(p);
	p_expect(p, T_LBRACE, "expected '{' in attribute dictionary");
	size_t nbase = p->names.len, abase = p->attrs.len, pbase = p->u32s.len;
	if (!p_accept(p, T_RBRACE)) {
		do
			dict_entry(p);
		while (p_accept(p, T_COMMA));
		p_expect(p, T_RBRACE, "expected '}' in attribute dictionary");
	}
	size_t n = p->names.len - nbase;
	const Str *dup = NULL;
	Attr *d = at_dict(p->c, p_top(&p->names, nbase), p_top(&p->attrs, abase), (uint32_t)n, &dup);
	if (!d)
		dup_key(p, dup, nbase, pbase, n);
	p->names.len = nbase;
	p->attrs.len = abase;
	p->u32s.len = pbase;
	p_leave(p);
	return d;
}

Attr *p_attr_dict_new(Parser *p)
{
	uint32_t pos = p->tok.pos;
	Attr *d = attr_dict(p);
	memo_put(p, &p->dict_memo, pos, d);
	return d;
}

Attr *p_attr_dict(Parser *p)
{
	Attr *d = memo_get(p, &p->dict_memo, p->tok.pos);
	return d ? d : p_attr_dict_new(p);
}

static Attr *negative_number(Parser *p)
{
	p_advance(p);
	if (p_is(p, T_INTEGER))
		return int_attr(p, 1);
	if (p_is(p, T_FLOAT))
		return float_attr(p, 1);
	p_err_expected(p, "expected constant integer or floating point value");
}

static Attr *type_attr(Parser *p)
{
	Type *t = p_optional_type(p);
	if (!t)
		p_err_expected(p, "expected attribute value");
	return at_type(p->c, t);
}

static Attr *attr_value(Parser *p)
{
	switch (p->tok.kind) {
	case T_KW_AFFINE_MAP: return p_affine_map_attr(p);
	case T_KW_AFFINE_SET: return p_affine_set_attr(p);
	case T_LSQUARE: return array_attr(p);
	case T_KW_FALSE: p_advance(p); return at_bool(p->c, 0);
	case T_KW_TRUE: p_advance(p); return at_bool(p->c, 1);
	case T_KW_DENSE: return p_dense(p);
	case T_KW_DENSE_RESOURCE: return p_dense_resource(p);
	case T_KW_ARRAY: return p_dense_array(p);
	case T_LBRACE: return p_attr_dict(p);
	case T_HASH_ID: return p_extended_attr(p);
	case T_FLOAT: return float_attr(p, 0);
	case T_INTEGER: return int_attr(p, 0);
	case T_MINUS: return negative_number(p);
	case T_KW_LOC: return p_loc_attr(p);
	case T_KW_SPARSE: return p_sparse(p);
	case T_KW_STRIDED: return p_strided(p);
	case T_STRING: return string_attr(p);
	case T_AT_ID: return symref_attr(p);
	case T_KW_UNIT: p_advance(p); return at_unit(p->c);
	case T_KW_DISTINCT: return p_distinct(p);
	default: return type_attr(p);
	}
}

Attr *p_attr(Parser *p)
{
	p_enter(p);
	Attr *a = attr_value(p);
	p_leave(p);
	return a;
}

/* parseOptionalAttribute: only these tokens start an attribute here (note
 * that array<>, strided<> and distinct[] do not). */
Attr *p_optional_attr(Parser *p)
{
	switch (p->tok.kind) {
	case T_AT_ID: case T_FLOAT: case T_INTEGER: case T_HASH_ID:
	case T_KW_AFFINE_MAP: case T_KW_AFFINE_SET: case T_KW_DENSE:
	case T_KW_DENSE_RESOURCE: case T_KW_FALSE: case T_KW_LOC: case T_KW_SPARSE:
	case T_KW_TRUE: case T_KW_UNIT: case T_LBRACE: case T_LSQUARE: case T_MINUS:
	case T_STRING:
		return p_attr(p);
	default: {
		Type *t = p_optional_type(p);
		return t ? at_type(p->c, t) : NULL;
	}
	}
}

/* distinct[N]<attr>: the same N must always reference the same attribute. */
Attr *p_distinct(Parser *p)
{
	uint32_t loc = p->tok.pos;
	p_advance(p);
	p_expect(p, T_LSQUARE, "expected '[' after 'distinct'");
	Token t = p->tok;
	p_expect(p, T_INTEGER, "expected distinct ID");
	uint64_t id;
	if (!p_tok_u64(p, &t, &id))
		p_err(p, "expected an unsigned 64-bit integer");
	p_expect(p, T_RSQUARE, "expected ']' to close distinct ID");
	p_expect(p, T_LESS, "expected '<' after distinct ID");
	Attr *ref = NULL;
	if (!p_accept(p, T_GREATER)) {
		ref = p_attr(p);
		p_expect(p, T_GREATER, "expected '>' to close distinct attribute");
	}
	if (ref == at_unit(p->c))
		ref = NULL;   /* `<>` and `<unit>` are the same attribute */
	uint32_t h = nm_hash((const char *)&id, sizeof id);
	NameSlot *sl = nm_find(&p->distinct, (const char *)&id, sizeof id, h);
	if (!sl) {
		const char *key = arena_dup(&p->c->arena, &id, sizeof id);
		nm_put(&p->distinct, key, sizeof id, h, (uint32_t)p->distinct_refs.len);
		p_push_ptr(&p->distinct_refs, ref);
	} else {
		Attr *prev = VEC_AT(&p->distinct_refs, Attr *, sl->val);
		if (prev != ref)
			p_err_attr(p, loc, "referenced attribute does not match previous definition: %s",
				   prev ? prev : at_unit(p->c));
	}
	return at_distinct(p->c, (int64_t)id, ref);
}
