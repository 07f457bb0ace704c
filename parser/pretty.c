/* pretty.c — the custom (pretty) op form, driven by the format strings of
 * opsyntax.c.  The same strings drive the printer (ir/print_pretty.c).
 *
 * An op is parsed in three steps:
 *   1. walk the format: operands are collected as UseRefs per group,
 *      types per group, attributes as (name, value) pairs, regions as in
 *      the generic parser;
 *   2. derive the types the text leaves out (`rules`) and the defaults of
 *      inherent attributes;
 *   3. resolve the operands, split the attributes into properties
 *      (inherent) and the discardable dictionary, and build the op.
 * Directives that cannot be declarative (`~name`) are C functions in the
 * table `hooks` below; each has a printing twin in print_pretty.c. */
#include "parser.h"
#include "opsyntax.h"

#include <stdlib.h>
#include <string.h>

enum { MAXG = 16 };

/* An operand or result group of the op being parsed. */
typedef struct Grp {
	const char *name;
	uint32_t len;
	char sig;            /* '%' operand, '$' result */
	char var;            /* '1', '*', '?' */
	Type *fixed;         /* ":index" / ":i1" */
	uint32_t ubase, n;   /* operands: UseRefs p->uses[ubase..+n); results: count */
	int seen;            /* operands parsed / result count known */
	size_t tbase;        /* per-element types in p->types */
	uint32_t nt;
	Type *one;           /* one type for every element */
} Grp;

typedef struct PState {
	Parser *p;
	const OpSyntax *sy;
	const OpName *on;
	uint32_t pos;
	Grp g[MAXG];
	int ng;
	size_t nbase, abase; /* attributes: p->names / p->attrs */
	size_t gbase;        /* regions: p->regions */
	size_t sbase;        /* successors: p->blocks */
	size_t tbase, ubase, vbase, argbase;
	Attr *dict;          /* attr-dict */
	uint64_t expected;   /* results bound by the text ("%a:2 ="), 0 if none */
} PState;

typedef void (*HookFn)(PState *s, const SyItem *it);

/* ------------------------------------------------------------- helpers */

static Grp *grp(PState *s, const char *name, size_t n, char sig)
{
	for (int i = 0; i < s->ng; i++)
		if (s->g[i].sig == sig && s->g[i].len == n && !memcmp(s->g[i].name, name, n))
			return &s->g[i];
	return NULL;
}

static Grp *grp_ref(PState *s, const SyRef *r)
{
	Grp *g = grp(s, r->name, r->len, r->sig);
	if (!g)
		p_err_at(s->p, s->pos, "internal error: format of '%s' names no group '%.*s'",
			 s->sy->name, (int)r->len, r->name);
	return g;
}

static Type *fixed_type(Parser *p, const char *s, size_t n)
{
	if (n == 5 && !memcmp(s, "index", 5))
		return p->c->t_index;
	if (n == 2 && !memcmp(s, "i1", 2))
		return p->c->t_i1;
	return NULL;
}

/* Declare the groups in order of first mention: that is the operand
 * order of every op in the table. */
static void declare_groups(PState *s)
{
	SyRef refs[2 * MAXG];
	int n = sy_scan_groups(s->sy->fmt, refs, 2 * MAXG);
	for (int i = 0; i < n && s->ng < MAXG; i++) {
		if (grp(s, refs[i].name, refs[i].len, refs[i].sig))
			continue;
		Grp *g = &s->g[s->ng++];
		memset(g, 0, sizeof *g);
		g->name = refs[i].name;
		g->len = (uint32_t)refs[i].len;
		g->sig = refs[i].sig;
		g->var = refs[i].var ? refs[i].var : '1';
		g->fixed = fixed_type(s->p, refs[i].type, refs[i].tlen);
	}
	/* Results only the rules mention ("$result=index"). */
	for (const char *r = s->sy->rules; r && (r = strchr(r, '$')); r++) {
		SyRef t;
		sy_args(r, strcspn(r, "=)"), &t, 1);
		if (!grp(s, t.name, t.len, '$') && s->ng < MAXG) {
			Grp *g = &s->g[s->ng++];
			memset(g, 0, sizeof *g);
			g->name = t.name;
			g->len = (uint32_t)t.len;
			g->sig = '$';
			g->var = '1';
		}
	}
}

static void add_attr(PState *s, const char *name, Attr *a)
{
	p_push_ptr(&s->p->names, str_cstr(s->p->c, name));
	p_push_ptr(&s->p->attrs, a);
}

static void add_attrn(PState *s, const char *name, size_t n, Attr *a)
{
	p_push_ptr(&s->p->names, str_intern(s->p->c, name, n));
	p_push_ptr(&s->p->attrs, a);
}

/* The entries of an attribute dictionary as attributes of the op (a
 * second dictionary, where s->dict holds the first). */
static void dict_entries(PState *s, Attr *d)
{
	for (uint32_t i = 0; i < d->n; i++)
		add_attrn(s, attr_name(d, i)->s, attr_name(d, i)->len, attr_elem(d, i));
}

static Attr *find_attr(PState *s, const char *name, size_t n)
{
	for (size_t i = s->nbase; i < s->p->names.len; i++) {
		const Str *k = VEC_AT(&s->p->names, const Str *, i);
		if (k->len == n && !memcmp(k->s, name, n))
			return VEC_AT(&s->p->attrs, Attr *, i);
	}
	if (s->dict)
		for (uint32_t i = 0; i < s->dict->n; i++)
			if (attr_name(s->dict, i)->len == n && !memcmp(attr_name(s->dict, i)->s, name, n))
				return attr_elem(s->dict, i);
	return NULL;
}

static int tok_text_is(Parser *p, const char *s, size_t n)
{
	return p->tok.kind != T_EOF && p->tok.kind != T_STRING && p->tok.len == n &&
	       !memcmp(p_tokstr(p), s, n);
}

static void expect_lit(Parser *p, const char *s, size_t n)
{
	if (!n)
		return;   /* '': only says how to print */
	if (!tok_text_is(p, s, n))
		p_err_expected(p, "expected '%.*s'", (int)n, s);
	p_advance(p);
}

static void operand(PState *s, Grp *g)
{
	if (!g->seen)
		g->ubase = (uint32_t)s->p->uses.len;
	g->seen = 1;
	UseRef u = p_ssa_ref(s->p);
	*(UseRef *)vec_push_raw(&s->p->uses) = u;
	g->n++;
}

static void operand_list(PState *s, Grp *g)
{
	if (!g->seen)
		g->ubase = (uint32_t)s->p->uses.len;
	g->seen = 1;
	if (!p_is(s->p, T_PERCENT_ID))
		return;
	do
		operand(s, g);
	while (p_accept(s->p, T_COMMA));
}

/* Per-element types of a group, pushed now. */
static void set_types(PState *s, Grp *g, size_t tbase)
{
	g->tbase = tbase;
	g->nt = (uint32_t)(s->p->types.len - tbase);
	if (g->sig == '$') {
		g->n = g->nt;
		g->seen = 1;
	}
}

static void type_list(PState *s, Grp *g, int parens)
{
	Parser *p = s->p;
	size_t tb = p->types.len;
	int paren = parens && p_accept(p, T_LPAREN);
	if (!paren || !p_is(p, T_RPAREN)) {
		do
			p_push_ptr(&p->types, p_type(p));
		while (p_accept(p, T_COMMA));
	}
	if (paren)
		p_expect(p, T_RPAREN, "expected ')'");
	set_types(s, g, tb);
}

/* ------------------------------------------------------ attribute kinds */

/* Flags of #arith.fastmath / #arith.overflow in MLIR's print order. */
static const char *const fm_flags[] = { "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn" };
static const char *const ovf_flags[] = { "nsw", "nuw" };

/* `<flag, flag>` -> "name<canonical list>" (an opaque arith attribute). */
static Attr *flag_attr(Parser *p, const char *dialect, const char *name, const char *const *flags, unsigned nf)
{
	unsigned bits = 0;
	int none = 0, fast = 0;
	p_expect(p, T_LESS, "expected '<'");
	do {
		if (!p_is_identifier_like(p))
			p_err_expected(p, "expected keyword");
		const char *t = p_tokstr(p);
		size_t n = p->tok.len;
		unsigned k;
		for (k = 0; k < nf; k++)
			if (strlen(flags[k]) == n && !memcmp(flags[k], t, n))
				break;
		if (k < nf)
			bits |= 1u << k;
		else if (n == 4 && !memcmp(t, "none", 4))
			none = 1;
		else if (n == 4 && !memcmp(t, "fast", 4) && nf == 7)
			fast = 1;
		else
			p_err(p, "expected one of [%s] for %s flags, but got '%.*s'",
			      nf == 7 ? "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast" : "none, nsw, nuw",
			      name, (int)n, t);
		p_advance(p);
	} while (p_accept(p, T_COMMA));
	p_expect(p, T_GREATER, "expected '>'");
	(void)none;
	if (fast)
		bits = (1u << nf) - 1;
	Buf b = { 0 };
	buf_puts(&b, name);
	buf_putc(&b, '<');
	if (!bits)
		buf_puts(&b, "none");
	else if (nf == 7 && bits == (1u << nf) - 1)
		buf_puts(&b, "fast");
	else
		for (unsigned k = 0, first = 1; k < nf; k++)
			if (bits & (1u << k)) {
				if (!first)
					buf_puts(&b, nf == 7 ? "," : ", ");
				buf_puts(&b, flags[k]);
				first = 0;
			}
	buf_putc(&b, '>');
	Attr *a = at_opaque(p->c, str_cstr(p->c, dialect), str_intern(p->c, b.p, b.len), NULL);
	buf_free(&b);
	return a;
}

/* The value of a keyword of enum e (or the same word as a string, as
 * MLIR's enum parsers accept). */
static int enum_value(Parser *p, const SyEnum *e)
{
	int angle = (e->flags & SE_ANGLE) != 0;
	if (angle && p_is(p, T_HASH_ID)) {
		/* the full attribute, `#vector.kind<add>` for `<add>` */
		uint32_t at = p->tok.pos;
		Attr *a = p_attr(p);
		int v = a->kind == AT_OPAQUE && !strcmp(a->dialect->s, e->dialect) ? sy_enum_text(e, a->data->s, a->data->len) : -1;
		if (v < 0)
			p_err_at(p, at, "invalid kind of attribute specified");
		return v;
	}
	if (angle)
		p_expect(p, T_LESS, "expected '<'");
	int str = p_is(p, T_STRING);
	if (!str && !p_is_identifier_like(p))
		p_err_expected(p, "expected %s keyword", e->what);
	const char *t = p_tokstr(p) + str;
	size_t tl = p->tok.len - 2 * (size_t)str;
	for (unsigned i = 0; i < e->n; i++)
		if (e->words[i] && strlen(e->words[i]) == tl && !memcmp(e->words[i], t, tl)) {
			p_advance(p);
			if (angle)
				p_expect(p, T_GREATER, "expected '>'");
			return (int)i;
		}
	p_err(p, "invalid %s '%.*s'", e->what, (int)p->tok.len, p_tokstr(p));
}

static Attr *opaque_kw(Parser *p, const char *dialect, const char *fmt, const char *word)
{
	char tmp[96];
	int n = snprintf(tmp, sizeof tmp, fmt, word);
	return at_opaque(p->c, str_cstr(p->c, dialect), str_intern(p->c, tmp, (size_t)n), NULL);
}

static Attr *enum_attr(Parser *p, const SyEnum *e, int v)
{
	Ctx *c = p->c;
	if (e->bits)
		return at_int64(c, e->bits == 64 ? c->t_i64 : ty_int(c, e->bits, SIGNLESS), v);
	return opaque_kw(p, e->dialect, e->fmt, e->words[v]);
}

static Attr *sym_name(Parser *p)
{
	if (!p_is(p, T_AT_ID))
		p_err_expected(p, "expected valid '@'-identifier for symbol name");
	const char *s = p_tokstr(p) + 1;
	size_t n = p->tok.len - 1;
	if (*s == '"') {
		Token st = { T_STRING, p->tok.pos + 1, p->tok.len - 1 };
		s = p_string_value(p, &st, &n);
	}
	Attr *a = at_string(p->c, s, n, NULL);
	p_advance(p);
	return a;
}

/* An integer literal, maybe negative, within int64; `what` is the
 * message when there is none. */
static int64_t signed_int(Parser *p, const char *what)
{
	int neg = p_accept(p, T_MINUS);
	uint64_t v;
	if (!p_is(p, T_INTEGER) || !p_tok_u64(p, &p->tok, &v) || v > (uint64_t)INT64_MAX)
		p_err_expected(p, "%s", what);
	p_advance(p);
	return neg ? -(int64_t)v : (int64_t)v;
}

static Attr *dense_ints(Ctx *c, unsigned bits, const int64_t *v, uint32_t n)
{
	if (bits == 64)
		return at_dense_array(c, c->t_i64, (const uint8_t *)v, n * sizeof(int64_t), n);
	int32_t *w = arena_alloc(&c->arena, (n ? n : 1) * sizeof *w);
	for (uint32_t i = 0; i < n; i++)
		w[i] = (int32_t)v[i];
	return at_dense_array(c, ty_int(c, 32, SIGNLESS), (const uint8_t *)w, n * sizeof *w, n);
}

/* `[1, -2, 3]`: a dense array of `bits`-wide integers (the custom form of
 * DenseI64ArrayAttr / DenseI32ArrayAttr). */
static Attr *int_list(Parser *p, unsigned bits)
{
	size_t ib = p->ints.len;
	p_expect(p, T_LSQUARE, "expected '['");
	if (!p_is(p, T_RSQUARE)) {
		do
			p_push_i64(&p->ints, signed_int(p, "expected integer value"));
		while (p_accept(p, T_COMMA));
	}
	p_expect(p, T_RSQUARE, "expected ']'");
	uint32_t n = (uint32_t)(p->ints.len - ib);
	Attr *a = dense_ints(p->c, bits, p_top(&p->ints, ib), n);
	p->ints.len = ib;
	return a;
}

/* An integer literal typed `bits` wide (an I32Attr / I64Attr whose type
 * the custom form leaves out). */
static Attr *typed_int(Parser *p, unsigned bits)
{
	uint32_t at = p->tok.pos;
	int neg = p_accept(p, T_MINUS);
	uint64_t v;
	if (!p_is(p, T_INTEGER) || !p_tok_u64(p, &p->tok, &v))
		p_err_expected(p, "expected integer value");
	Type *t = bits == 64 ? p->c->t_i64 : ty_int(p->c, bits, SIGNLESS);
	uint64_t w[1];
	if (!p_build_apint(p, &p->tok, neg, t, w))
		p_err_at(p, at, "integer constant out of range for attribute");
	p_advance(p);
	return at_int(p->c, t, w);
}

/* The attribute kinds attr_of_kind reads besides the enums (the list
 * lets tests hold the syntax table against the parser). */
static const char *const plain_kinds[] = { "attr", "ref", "tattr", "sym", "str", "unit", "type", "darr",
					   "darr32", "i32", "i64", "fm", "ovf", "llvmovf", "idx", "bool" };

int p_pretty_kind_known(const char *k, size_t n)
{
	for (size_t i = 0; i < sizeof plain_kinds / sizeof *plain_kinds; i++)
		if (strlen(plain_kinds[i]) == n && !memcmp(plain_kinds[i], k, n))
			return 1;
	return sy_enum(k, n) != NULL;
}

/* Parse one attribute written in the syntax `kind`. */
static Attr *attr_of_kind(PState *s, const char *k, size_t kn)
{
	Parser *p = s->p;
	const SyEnum *e = sy_enum(k, kn);
	if (e)
		return enum_attr(p, e, enum_value(p, e));
#define K(str) (kn == sizeof str - 1 && !memcmp(k, str, kn))
	if (K("attr") || K("ref") || K("tattr"))
		return p_attr(p);
	if (K("sym"))
		return sym_name(p);
	if (K("str")) {
		if (!p_is(p, T_STRING))
			p_err_expected(p, "expected string");
		size_t n;
		const char *v = p_string_value(p, &p->tok, &n);
		Attr *a = at_string(p->c, v, n, NULL);
		p_advance(p);
		return a;
	}
	if (K("unit"))
		return at_unit(p->c);
	if (K("type"))
		return at_type(p->c, p_type(p));
	if (K("darr") || K("darr32"))
		return int_list(p, K("darr") ? 64 : 32);
	if (K("i32") || K("i64"))
		return typed_int(p, K("i32") ? 32 : 64);
	if (K("fm"))
		return flag_attr(p, "arith", "fastmath", fm_flags, 7);
	if (K("ovf"))
		return flag_attr(p, "arith", "overflow", ovf_flags, 2);
	if (K("llvmovf"))
		return flag_attr(p, "llvm", "overflow", ovf_flags, 2);
	if (K("idx") || K("bool")) {
		Attr *a = p_attr(p);
		if (K("idx") && a->kind == AT_INT && attr_type(a) == p->c->t_i64)
			a = at_int(p->c, p->c->t_index, a->words);
		return a;
	}
#undef K
	p_err_at(p, s->pos, "internal error: unknown attribute kind '%.*s'", (int)kn, k);
}

/* Whether the current token can start an attribute of this kind (the lead
 * of an optional group). */
static int attr_kind_present(Parser *p, const char *k, size_t kn)
{
	const SyEnum *e = sy_enum(k, kn);
	if (e && (e->flags & SE_ANGLE))
		return p_is(p, T_LESS);
	if (e && (e->flags & SE_QUOTED))
		return p_is(p, T_STRING);
	if (e) {
		/* present when the token is one of its words (arith.truncf's
		 * rounding mode before `fastmath`) */
		for (unsigned i = 0; i < e->n; i++)
			if (e->words[i] && tok_text_is(p, e->words[i], strlen(e->words[i])))
				return 1;
		return 0;
	}
	if (kn == 3 && !memcmp(k, "str", 3))
		return p_is(p, T_STRING);
	if ((kn == 3 && !memcmp(k, "sym", 3)) || (kn == 3 && !memcmp(k, "ref", 3)))
		return p_is(p, T_AT_ID);
	if (kn >= 4 && !memcmp(k, "darr", 4))
		return p_is(p, T_LSQUARE);
	return !p_is(p, T_COLON) && !p_is(p, T_LBRACE);
}

/* ------------------------------------------------------- format walker */

static void walk(PState *s, const char *f, const char *end);

static void hook(PState *s, const SyItem *it);

/* Skip an optional group whose lead is absent: `f` is after its '{'. */
static const char *skip_group(const char *f, const char *end)
{
	int depth = 1;
	SyItem it;
	while (f < end && (f = sy_next(f, end, &it)) && it.kind != SI_END) {
		if (it.kind == SI_OPT)
			depth++;
		else if (it.kind == SI_OPT_END && --depth == 0)
			return f;
	}
	return f ? f : end;
}

static int lead_present(PState *s, const SyItem *it)
{
	Parser *p = s->p;
	switch (it->kind) {
	case SI_LIT: return tok_text_is(p, it->s, it->n);
	case SI_OPND: return p_is(p, T_PERCENT_ID);
	case SI_ATTR: return attr_kind_present(p, it->k, it->kn);
	default: return 0;
	}
}

static void item_types(PState *s, const SyItem *it)
{
	Parser *p = s->p;
	SyRef refs[8];
	int n = sy_args(it->a, it->an, refs, 8);
	if (it->kind == SI_TYPE) {
		Type *t = p_type(p);
		for (int i = 0; i < n; i++) {
			Grp *g = grp_ref(s, &refs[i]);
			g->one = t;
			if (g->sig == '$' && !g->seen) {
				g->n = 1;
				g->seen = 1;
			}
		}
		return;
	}
	if (it->kind == SI_TYPES) {
		Grp *g = grp_ref(s, &refs[0]);
		type_list(s, g, g->sig == '$' && it->var != 'n');
		return;
	}
	/* ftype(%a, %b, ..., $res): a function type, its inputs shared out
	 * over the operand groups in order */
	uint32_t at = p->tok.pos;
	Type *ft = p_type(p);
	if (ft->kind != TY_FUNC)
		p_err_at(p, at, "expected function type");
	uint32_t nops = 0;
	for (int i = 0; i + 1 < n; i++)
		nops += grp_ref(s, &refs[i])->n;
	if (ft->n != nops)
		p_err_at(p, at, "%u operands present, but expected %u", nops, ft->n);
	for (int i = 0, k = 0; i + 1 < n; i++) {
		Grp *g = grp_ref(s, &refs[i]);
		size_t tb = p->types.len;
		for (uint32_t j = 0; j < g->n; j++)
			p_push_ptr(&p->types, ty_func_ins(ft)[k++]);
		set_types(s, g, tb);
	}
	Grp *gr = grp_ref(s, &refs[n - 1]);
	size_t tb = p->types.len;
	for (uint32_t i = 0; i < ft->m; i++)
		p_push_ptr(&p->types, ty_func_outs(ft)[i]);
	set_types(s, gr, tb);
}

static void walk(PState *s, const char *f, const char *end)
{
	Parser *p = s->p;
	SyItem it;
	while (f < end && (f = sy_next(f, end, &it)) && it.kind != SI_END) {
		switch (it.kind) {
		case SI_LIT:
			expect_lit(p, it.s, it.n);
			break;
		case SI_OPND: {
			Grp *g = grp(s, it.s, it.n, '%');
			if (it.var == '*')
				operand_list(s, g);
			else if (it.var != '?' || p_is(p, T_PERCENT_ID))
				operand(s, g);
			else if (!g->seen)
				g->ubase = (uint32_t)p->uses.len, g->seen = 1;
			break;
		}
		case SI_ATTR:
			add_attrn(s, it.s, it.n, attr_of_kind(s, it.k, it.kn));
			break;
		case SI_TYPE: case SI_TYPES: case SI_FTYPE:
			item_types(s, &it);
			break;
		case SI_ADICT:
			if (p_is(p, T_LBRACE))
				s->dict = p_attr_dict(p);
			break;
		case SI_ADICT_KW:
			if (p_accept(p, T_KW_ATTRIBUTES))
				s->dict = p_attr_dict(p);
			break;
		case SI_OPT: {
			SyItem lead;
			sy_next(f, end, &lead);
			if (!lead_present(s, &lead))
				f = skip_group(f, end);
			break;
		}
		case SI_OPT_END:
			break;
		case SI_HOOK:
			hook(s, &it);
			break;
		}
	}
}

/* ---------------------------------------------------------- type rules */

static Type *elem_of(Type *t)
{
	return t && t->elem && (ty_is_shaped(t) || t->kind == TY_COMPLEX) ? t->elem : t;
}

/* i1, or a vector/tensor of i1 of the same shape (arith.cmpi's result). */
static Type *i1_like(Ctx *c, Type *t)
{
	if (!t)
		return NULL;
	if (t->kind == TY_VECTOR)
		return ty_vector(c, t->dims, t->scalable, t->n, c->t_i1);
	if (t->kind == TY_TENSOR)
		return ty_tensor(c, t->dims, t->n, c->t_i1, t->encoding);
	if (t->kind == TY_UTENSOR)
		return ty_utensor(c, c->t_i1);
	return c->t_i1;
}

static Type *grp_type(PState *s, Grp *g, uint32_t i)
{
	if (i < g->nt)
		return VEC_AT(&s->p->types, Type *, g->tbase + i);
	return g->one ? g->one : g->fixed;
}

static Type *ref_type(PState *s, const SyRef *r)
{
	return grp_type(s, grp_ref(s, r), 0);
}

/* affine_map<(d0..dn) -> (d(n-k)..dn)>: the minor identity of a transfer. */
static Attr *minor_identity(Ctx *c, Type *src, Type *vec)
{
	if (!src || !vec || !ty_is_shaped(src) || vec->kind != TY_VECTOR)
		return NULL;
	uint32_t rank = src->n, k = vec->n;
	Type *se = src->elem;
	if (se && se->kind == TY_VECTOR)
		k -= se->n < k ? se->n : k;
	if (k > rank)
		return NULL;
	AffExpr *res[64];
	if (k > 64)
		return NULL;
	for (uint32_t i = 0; i < k; i++)
		res[i] = aff_dim(c, rank - k + i);
	return at_affine_map(c, affmap_get(c, rank, 0, res, k));
}

/* vector.transfer's mask: i1 vector over the dims the permutation map
 * reads (MLIR's inferTransferOpMaskType). */
static Type *mask_type(Ctx *c, Type *vec, Attr *pm)
{
	if (!vec || vec->kind != TY_VECTOR || !pm || pm->kind != AT_AFFINE_MAP)
		return NULL;
	AffMap *m = pm->map;
	int64_t dims[64];
	uint8_t sc[64], any = 0;
	uint32_t n = 0;
	if (m->nres != vec->n || m->ndims > 64)
		return NULL;
	for (uint32_t d = 0; d < m->ndims; d++)
		for (uint32_t r = 0; r < m->nres; r++)
			if (m->res[r]->kind == AE_DIM && (uint32_t)m->res[r]->val == d) {
				dims[n] = vec->dims[r];
				sc[n] = vec->scalable ? vec->scalable[r] : 0;
				any |= sc[n];
				n++;
			}
	return ty_vector(c, dims, any ? sc : NULL, n, c->t_i1);
}

static Attr *no_bounds(Ctx *c, Type *vec)
{
	if (!vec || vec->kind != TY_VECTOR || vec->n > 64)
		return NULL;
	Attr *f[64];
	for (uint32_t i = 0; i < vec->n; i++)
		f[i] = c->a_false;
	return at_array(c, f, vec->n);
}

static Type *shuffle_type(Ctx *c, Type *v1, Attr *mask)
{
	if (!v1 || !mask || mask->kind != AT_ARRAY)
		return NULL;
	int64_t dims[64];
	uint32_t n = v1->kind == TY_VECTOR && v1->n ? v1->n : 1;   /* 0-d: 1-d result */
	if (n > 64)
		return NULL;
	dims[0] = mask->n;
	for (uint32_t i = 1; i < n; i++)
		dims[i] = v1->dims[i];
	return ty_vector(c, dims, NULL, n, elem_of(v1));
}

/* ------------------------------------------- LLVM aggregate members */

/* tsrewrite keeps LLVM dialect types as their text, so the member type
 * llvm.extractvalue / insertvalue infer is read from that text:
 * `struct<(i32, f32)>`, `struct<"id", packed (...)>`, `array<4 x T>`. */

static const char *skip_ws(const char *s, const char *e)
{
	while (s < e && *s == ' ')
		s++;
	return s;
}

/* End of the type text starting at s: at a comma, ')' or '>' outside
 * brackets and strings. */
static const char *member_end(const char *s, const char *e)
{
	int depth = 0;
	for (; s < e; s++) {
		if (*s == '"') {
			for (s++; s < e && *s != '"'; s++)
				s += *s == '\\';
		} else if (*s == '<' || *s == '(' || *s == '[') {
			depth++;
		} else if (*s == '>' || *s == ')' || *s == ']') {
			if (!depth--)
				return s;
		} else if (*s == ',' && !depth) {
			return s;
		}
	}
	return e;
}

/* Member k of the aggregate text [s, e), into [*ms, *me); 0 if none. */
static int member_text(const char *s, const char *e, int64_t k, const char **ms, const char **me)
{
	if (e - s > 7 && !memcmp(s, "array<", 6)) {
		char *end;
		long long n = strtoll(s + 6, &end, 10);
		const char *t = skip_ws(end, e);
		if (t >= e || *t != 'x' || k < 0 || k >= n)
			return 0;
		*ms = skip_ws(t + 1, e);
		*me = e - 1;
		return 1;
	}
	if (e - s < 8 || memcmp(s, "struct<", 7))
		return 0;
	const char *t = s + 7;
	if (*t == '"')   /* identified: skip the name */
		t = member_end(t, e) + 1;
	t = skip_ws(t, e);
	if (e - t > 6 && !memcmp(t, "packed", 6))
		t = skip_ws(t + 6, e);
	if (t >= e || *t != '(')
		return 0;
	t = skip_ws(t + 1, e);
	for (int64_t i = 0; t < e && *t != ')'; i++) {
		const char *end = member_end(t, e);
		if (i == k) {
			*ms = t;
			*me = end;
			return 1;
		}
		t = end < e && *end == ',' ? skip_ws(end + 1, e) : end;
	}
	return 0;
}

static Type *text_type(Ctx *c, const char *s, const char *e);

/* vector<[4]xf32> / vector<2x4xi8>: dims, then the element type. */
static Type *text_vector(Ctx *c, const char *s, const char *e)
{
	int64_t dims[8];
	uint8_t sc[8] = { 0 };
	uint32_t n = 0;
	int any = 0;
	while (s < e && n < 8) {
		int open = *s == '[';
		char *end;
		long long d = strtoll(s + open, &end, 10);
		if (end == s + open || (open && *end != ']'))
			break;
		end += open;
		if (end >= e || *end != 'x')
			break;
		sc[n] = (uint8_t)open;
		any |= open;
		dims[n++] = d;
		s = end + 1;
	}
	Type *el = n ? text_type(c, s, e) : NULL;
	return el ? ty_vector(c, dims, any ? sc : NULL, n, el) : NULL;
}

/* The type a member's text names: builtin integers, floats, index and
 * vectors, LLVM types (ptr, struct<...>, ...) as LLVM text. */
static Type *text_type(Ctx *c, const char *s, const char *e)
{
	s = skip_ws(s, e);
	while (e > s && e[-1] == ' ')
		e--;
	if (e - s > 6 && !memcmp(s, "!llvm.", 6))   /* as the source may spell it */
		s += 6;
	size_t n = (size_t)(e - s);
	if (n > 1 && s[0] == 'i' && strspn(s + 1, "0123456789") >= n - 1)
		return ty_int(c, (uint32_t)strtoul(s + 1, NULL, 10), SIGNLESS);
	if (n == 5 && !memcmp(s, "index", 5))
		return c->t_index;
	for (int k = 0; k < FK_COUNT; k++)
		if (strlen(float_kind_name[k]) == n && !memcmp(float_kind_name[k], s, n))
			return ty_float(c, (FloatKind)k);
	if (n > 8 && !memcmp(s, "vector<", 7) && e[-1] == '>')
		return text_vector(c, s + 7, e - 1);
	if (sy_llvm_type_text(s, n))
		return ty_opaque(c, str_cstr(c, "llvm"), str_intern(c, s, n));
	return NULL;
}

/* The member of LLVM aggregate `t` at `pos` (a dense i64 array), or
 * NULL with *err set to MLIR's message. */
static Type *llvm_member(Ctx *c, Type *t, Attr *pos, const char **err)
{
	for (uint32_t i = 0; pos && pos->kind == AT_DENSE_ARRAY && i < (uint32_t)pos->ival; i++) {
		int64_t k;
		memcpy(&k, pos->bytes + 8 * (size_t)i, 8);
		const char *ms, *me;
		if (!t || t->kind != TY_OPAQUE || strcmp(t->dialect->s, "llvm")) {
			*err = "expected LLVM IR structure/array type";
			return NULL;
		}
		const char *s = t->data->s, *e = s + t->data->len;
		if (!member_text(s, e, k, &ms, &me)) {
			*err = (!memcmp(s, "array<", 6) || !memcmp(s, "struct<", 7)) ? "position out of bounds"
										     : "expected LLVM IR structure/array type";
			return NULL;
		}
		t = text_type(c, ms, me);
		if (!t) {
			*err = "expected LLVM IR Dialect type";
			return NULL;
		}
	}
	return t;
}

/* llvm.shufflevector: v1's element type, as many as the mask has. */
static Type *llvm_shuffle_type(Ctx *c, Type *v1, Attr *mask)
{
	if (!v1 || v1->kind != TY_VECTOR || v1->n != 1 || !mask || mask->kind != AT_DENSE_ARRAY)
		return NULL;
	int64_t n = mask->ival;
	return ty_vector(c, &n, v1->scalable, 1, v1->elem);
}

/* The attribute rules that need no types: the LLVM dialect's default
 * fastmath and overflow flags. */
static Attr *const_default(Ctx *c, const char *fn, size_t n)
{
	if (n == 6 && !memcmp(fn, "llvmfm", 6))
		return at_opaque(c, str_cstr(c, "llvm"), str_cstr(c, "fastmath<none>"), NULL);
	if (n == 7 && !memcmp(fn, "llvmovf", 7))
		return at_opaque(c, str_cstr(c, "llvm"), str_cstr(c, "overflow<none>"), NULL);
	return NULL;
}

/* Add the defaults of "@attr=fn" rules that need no types (the generic
 * form of an op has no groups to derive types from). */
static void const_rules(PState *s, const char *r)
{
	while (r && *r) {
		while (*r == ' ')
			r++;
		size_t len = strcspn(r, " ");
		const char *eq = memchr(r, '=', len);
		Attr *v = r[0] == '@' && eq ? const_default(s->p->c, eq + 1, (size_t)(r + len - eq - 1)) : NULL;
		if (v && !find_attr(s, r + 1, (size_t)(eq - r - 1)))
			add_attrn(s, r + 1, (size_t)(eq - r - 1), v);
		r += len;
	}
}

/* Apply "tgt=fn(args)" rules; a target that is already known is kept. */
static void apply_rules(PState *s)
{
	Parser *p = s->p;
	Ctx *c = p->c;
	const char *r = s->sy->rules;
	while (r && *r) {
		while (*r == ' ')
			r++;
		if (!*r)
			break;
		size_t len = strcspn(r, " ");
		const char *eq = memchr(r, '=', len);
		const char *fn = eq + 1, *lp = memchr(fn, '(', (size_t)(r + len - fn));
		size_t fnl = lp ? (size_t)(lp - fn) : (size_t)(r + len - fn);
		SyRef a[3];
		memset(a, 0, sizeof a);
		if (lp)
			sy_args(lp + 1, (size_t)(r + len - lp - 2), a, 3);
		SyRef t;
		sy_args(r, (size_t)(eq - r), &t, 1);
#define F(str) (fnl == sizeof str - 1 && !memcmp(fn, str, fnl))
		if (t.sig == '@') {
			if (!find_attr(s, t.name, t.len)) {
				Attr *v = NULL;
				if (F("minorid"))
					v = minor_identity(c, ref_type(s, &a[0]), ref_type(s, &a[1]));
				else if (const_default(c, fn, fnl))
					v = const_default(c, fn, fnl);
				else if (F("nobounds"))
					v = no_bounds(c, ref_type(s, &a[0]));
				if (v)
					add_attrn(s, t.name, t.len, v);
			}
		} else {
			Grp *g = grp_ref(s, &t);
			if (!grp_type(s, g, 0) && !(g->sig == '%' && g->n == 0)) {
				Type *v = NULL;
				if (F("index"))
					v = c->t_index;
				else if (F("i1"))
					v = c->t_i1;
				else if (F("elem"))
					v = elem_of(ref_type(s, &a[0]));
				else if (F("same"))
					v = ref_type(s, &a[0]);
				else if (F("i1like"))
					v = i1_like(c, ref_type(s, &a[0]));
				else if (F("attrtype")) {
					Attr *at = find_attr(s, a[0].name, a[0].len);
					v = at ? (at->kind == AT_BOOL ? c->t_i1 : attr_type(at)) : NULL;
				} else if (F("mask"))
					v = mask_type(c, ref_type(s, &a[0]), find_attr(s, a[1].name, a[1].len));
				else if (F("shuffle"))
					v = shuffle_type(c, ref_type(s, &a[0]), find_attr(s, a[1].name, a[1].len));
				else if (F("llvmshuffle"))
					v = llvm_shuffle_type(c, ref_type(s, &a[0]), find_attr(s, a[1].name, a[1].len));
				else if (F("llvmmember")) {
					const char *err = NULL;
					v = llvm_member(c, ref_type(s, &a[0]), find_attr(s, a[1].name, a[1].len), &err);
					if (!v)
						p_err_at(p, s->pos, "%s", err ? err : "expected LLVM IR structure/array type");
				}
				else if (F("tensorof")) {
					Type *src = ref_type(s, &a[0]);
					if (src && (src->kind == TY_TENSOR || src->kind == TY_UTENSOR))
						v = src;
					else if (g->sig == '$') {
						g->n = 0;
						g->seen = 1;
					}
				}
				if (v) {
					g->one = v;
					if (g->sig == '$' && !g->seen)
						g->n = 1, g->seen = 1;
				}
			}
		}
#undef F
		r += len;
	}
}

/* -------------------------------------------------------------- build */

static Attr *default_flags(Ctx *c, const char *name)
{
	return at_opaque(c, str_cstr(c, "arith"), str_cstr(c, name), NULL);
}

static Attr *segments(Ctx *c, PState *s, char sig)
{
	int32_t sz[MAXG];
	uint32_t n = 0;
	for (int i = 0; i < s->ng; i++)
		if (s->g[i].sig == sig)
			sz[n++] = (int32_t)s->g[i].n;
	return at_dense_array(c, ty_int(c, 32, SIGNLESS), (const uint8_t *)sz, n * sizeof(int32_t), n);
}

/* Enum attributes of the format the text left out get their default
 * (DefaultValuedAttr: MLIR's populateDefaultProperties). */
static void enum_defaults(PState *s)
{
	const char *f = s->sy->fmt, *end = f + strlen(f);
	SyItem it;
	while (f < end && (f = sy_next(f, end, &it)) && it.kind != SI_END) {
		const SyEnum *e = it.kind == SI_ATTR ? sy_enum(it.k, it.kn) : NULL;
		if (e && e->dflt >= 0 && !find_attr(s, it.s, it.n))
			add_attrn(s, it.s, it.n, enum_attr(s->p, e, e->dflt));
	}
}

/* Properties (inherent names) and the discardable rest. */
static void split_attrs(PState *s, Attr **props, Attr **attrs)
{
	Parser *p = s->p;
	Ctx *c = p->c;
	enum_defaults(s);
	if (s->dict)
		for (uint32_t i = 0; i < s->dict->n; i++) {
			p_push_ptr(&p->names, attr_name(s->dict, i));
			p_push_ptr(&p->attrs, attr_elem(s->dict, i));
		}
	if ((s->sy->flags & SY_FASTMATH) && !find_attr(s, "fastmath", 8))
		add_attr(s, "fastmath", default_flags(c, "fastmath<none>"));
	if ((s->sy->flags & SY_OVERFLOW) && !find_attr(s, "overflowFlags", 13))
		add_attr(s, "overflowFlags", default_flags(c, "overflow<none>"));
	if ((s->sy->flags & SY_SEGMENTS) && !find_attr(s, "operandSegmentSizes", 19))
		add_attr(s, "operandSegmentSizes", segments(c, s, '%'));
	if ((s->sy->flags & SY_RESULT_SEGMENTS) && !find_attr(s, "resultSegmentSizes", 18))
		add_attr(s, "resultSegmentSizes", segments(c, s, '$'));
	size_t n = p->names.len - s->nbase;
	const Str **pn = malloc((2 * n + 1) * sizeof *pn);
	Attr **pv = malloc((2 * n + 1) * sizeof *pv);
	if (!pn || !pv)
		abort();
	uint32_t np = 0, nd = 0;
	for (size_t i = 0; i < n; i++) {
		const Str *k = VEC_AT(&p->names, const Str *, s->nbase + i);
		Attr *v = VEC_AT(&p->attrs, Attr *, s->nbase + i);
		int inherent = sy_word_in(s->sy->props, k->s, k->len) ||
			       (k->len == 19 && !memcmp(k->s, "operandSegmentSizes", 19)) ||
			       (k->len == 18 && !memcmp(k->s, "resultSegmentSizes", 18));
		if (inherent) {
			pn[np] = k;
			pv[np++] = v;
		} else {
			pn[n + nd] = k;
			pv[n + nd++] = v;
		}
	}
	const Str *dup = NULL;
	*props = np ? at_dict(c, pn, pv, np, &dup) : NULL;
	if (!dup)
		*attrs = nd ? at_dict(c, pn + n, pv + n, nd, &dup) : NULL;
	free(pn);
	free(pv);
	if (dup)
		p_err_at(p, s->pos, "attribute '%.*s' occurs more than once in the attribute list",
			 (int)dup->len, dup->s);
}

static Op *build(PState *s, Block *into)
{
	Parser *p = s->p;
	apply_rules(s);
	size_t tb = p->types.len;
	for (int i = 0; i < s->ng; i++) {
		Grp *g = &s->g[i];
		if (g->sig != '$')
			continue;
		for (uint32_t k = 0; k < g->n; k++) {
			Type *t = grp_type(s, g, k);
			if (!t)
				p_err_at(p, s->pos, "internal error: no type for result '%.*s' of '%s'",
					 (int)g->len, g->name, s->sy->name);
			p_push_ptr(&p->types, t);
		}
	}
	uint32_t nres = (uint32_t)(p->types.len - tb);
	size_t vb = p->values.len;
	for (int i = 0; i < s->ng; i++) {
		Grp *g = &s->g[i];
		if (g->sig != '%')
			continue;
		for (uint32_t k = 0; k < g->n; k++) {
			UseRef u = VEC_AT(&p->uses, UseRef, g->ubase + k);
			Type *t = grp_type(s, g, k);
			if (!t)
				p_err_at(p, u.pos, "internal error: no type for operand '%.*s' of '%s'",
					 (int)g->len, g->name, s->sy->name);
			p_push_ptr(&p->values, ssa_use(p, &u, t));
		}
	}
	Attr *props, *attrs;
	split_attrs(s, &props, &attrs);
	p_check_op_counts(p, s->pos, s->on, p->blocks.len - s->sbase, p->regions.len - s->gbase);
	uint32_t nreg = (uint32_t)(p->regions.len - s->gbase);
	Op *op = op_create(p->c, s->on, p_top(&p->values, vb), (uint32_t)(p->values.len - vb),
			   nres ? p_top(&p->types, tb) : NULL, nres,
			   p_top(&p->blocks, s->sbase), (uint32_t)(p->blocks.len - s->sbase),
			   nreg, props, attrs, p_loc_placeholder(p));
	op->pos = s->pos;
	for (uint32_t i = 0; i < nreg; i++) {
		Region *tmp = VEC_AT(&p->regions, Region *, s->gbase + i);
		Region *r = &op_regions(op)[i];
		r->first = tmp->first;
		r->last = tmp->last;
		for (Block *b = region_first(r); b; b = block_next(b))
			rel_set(&b->parent, r);
	}
	block_push_op(into, op);
	return op;
}

/* ------------------------------------------------------------- entry */

static const OpSyntax *lookup(Parser *p, const char *s, size_t n)
{
	if (!p->syn.len)
		for (size_t i = 0; i < op_syntax_count; i++) {
			const char *nm = op_syntax[i].name;
			nm_put(&p->syn, nm, (uint32_t)strlen(nm), nm_hash(nm, strlen(nm)), (uint32_t)i);
		}
	NameSlot *sl = nm_find(&p->syn, s, (uint32_t)n, nm_hash(s, n));
	return sl ? &op_syntax[sl->val] : NULL;
}

/* An unprefixed name is looked up in the default dialect only (MLIR's
 * parseCustomOperationName): `return` is func.return inside a func.func,
 * `module` builtin.module at top level, and nothing inside an scf.for. */
static const OpSyntax *resolve_name(Parser *p, const char *s, size_t n)
{
	if (memchr(s, '.', n))
		return lookup(p, s, n);
	char tmp[128];
	if (n + p->defdialect_len + 2 > sizeof tmp)
		return NULL;
	int k = snprintf(tmp, sizeof tmp, "%.*s.%.*s", (int)p->defdialect_len, p->defdialect, (int)n, s);
	return lookup(p, tmp, (size_t)k);
}

int p_pretty_op(Parser *p, Block *into, size_t rbase, uint64_t expected, uint32_t pos)
{
	const OpSyntax *sy = resolve_name(p, p_tokstr(p), p->tok.len);
	if (!sy)
		return 0;
	PState s;
	memset(&s, 0, sizeof s);
	s.p = p;
	s.sy = sy;
	s.on = opname_get(p->c, sy->name, strlen(sy->name));
	s.pos = p->tok.pos;
	s.expected = expected;
	s.nbase = p->names.len;
	s.abase = p->attrs.len;
	s.gbase = p->regions.len;
	s.sbase = p->blocks.len;
	s.tbase = p->types.len;
	s.ubase = p->uses.len;
	s.vbase = p->values.len;
	s.argbase = p->argnames.len;
	declare_groups(&s);
	p_advance(p);
	walk(&s, sy->fmt, sy->fmt + strlen(sy->fmt));
	Op *op = build(&s, into);
	p->names.len = s.nbase;
	p->attrs.len = s.abase;
	p->regions.len = s.gbase;
	p->blocks.len = s.sbase;
	p->types.len = s.tbase;
	p->uses.len = s.ubase;
	p->values.len = s.vbase;
	p->argnames.len = s.argbase;
	p_op_trailing_loc(p, op);
	if (p->results.len > rbase)
		p_bind_results(p, op, rbase, expected, pos);
	return 1;
}

/* ============================================================== hooks */

/* Region helpers.  An implicit terminator is added the way MLIR's
 * SingleBlockImplicitTerminator::ensureTerminator does: to an empty region
 * (then with a new block) and to a block that does not end in a known
 * terminator. */
static void ensure_terminator(PState *s, Region *r)
{
	Ctx *c = s->p->c;
	if (!r->first)
		region_push_block(r, block_create(c));
	Block *b = region_first(r);
	if (block_last(b) && (op_name(block_last(b))->info->flags & OF_TERMINATOR))
		return;
	Op *t = op_create(c, opname_get(c, s->sy->term, strlen(s->sy->term)), NULL, 0, NULL, 0,
			  NULL, 0, 0, NULL, NULL, NULL);
	block_push_op(b, t);
}

/* A region whose entry arguments were named by the op (argnames from
 * `nbase`, block `entry`); `nbase` == SIZE_MAX for a plain region. */
/* A region of the op, its unprefixed op names looked up in the op's
 * default dialect: its own with SY_OWN_DIALECT, else none (MLIR pushes
 * "" for a custom op without OpAsmOpInterface::getDefaultDialect). */
static Region *sub_region(PState *s, Block *entry, size_t nbase)
{
	Parser *p = s->p;
	const char *saved = p->defdialect;
	uint32_t saved_len = p->defdialect_len;
	p->defdialect = s->sy->name;
	p->defdialect_len = (s->sy->flags & SY_OWN_DIALECT) ? (uint32_t)strcspn(s->sy->name, ".") : 0;
	const char *owner = p->owner;
	p->owner = s->sy->name;
	Region *r = p_region(p, entry, nbase);
	p->owner = owner;
	p->defdialect = saved;
	p->defdialect_len = saved_len;
	return r;
}

static Region *region(PState *s, Block *entry, size_t nbase)
{
	Parser *p = s->p;
	Region *r = sub_region(s, entry, nbase);
	if (s->sy->flags & SY_IMPLICIT_TERM)
		ensure_terminator(s, r);
	p_push_ptr(&p->regions, r);
	return r;
}

static Region *empty_region(PState *s)
{
	Region *r = arena_alloc(&s->p->c->arena, sizeof *r);
	p_push_ptr(&s->p->regions, r);
	return r;
}

/* %name [: type] as an entry-block argument; the Value gets the type. */
static void arg_name(Parser *p, UseRef u)
{
	*(UseRef *)vec_push_raw(&p->argnames) = u;
}

/* builtin.module: one block, even when written `{}` (SingleBlock). */
static void hook_body(PState *s, const SyItem *it)
{
	(void)it;
	Region *r = region(s, NULL, 0);
	if (!r->first)
		region_push_block(r, block_create(s->p->c));
}

/* %c, %t, %f : [cond_type ,] type */
static void hook_select(PState *s, const SyItem *it)
{
	SyRef r[4];
	sy_args(it->a, it->an, r, 4);
	Parser *p = s->p;
	Type *t = p_type(p), *ct = p->c->t_i1;
	if (p_accept(p, T_COMMA)) {
		ct = t;
		t = p_type(p);
	}
	grp_ref(s, &r[0])->one = ct;
	grp_ref(s, &r[1])->one = t;
	grp_ref(s, &r[2])->one = t;
	Grp *g = grp_ref(s, &r[3]);
	g->one = t;
	g->n = 1;
	g->seen = 1;
}

/* ^bb [( %a, %b : t1, t2 )]: the block into p->blocks, the operands
 * appended to g (their types to p->types). */
static void succ_operands(PState *s, Grp *g)
{
	Parser *p = s->p;
	if (!p_is(p, T_CARET_ID))
		p_err_expected(p, "expected block name");
	p_push_ptr(&p->blocks, ssa_block_ref(p, p_tokstr(p), p->tok.len, p->tok.pos));
	p_advance(p);
	if (!p_accept(p, T_LPAREN))
		return;
	uint32_t before = g->n, k = 0;
	do
		operand(s, g);
	while (p_accept(p, T_COMMA));
	p_expect(p, T_COLON, "expected ':'");
	do
		p_push_ptr(&p->types, p_type(p)), k++;
	while (p_accept(p, T_COMMA));
	if (k != g->n - before)
		p_err_expected(p, "%u operands present, but expected %u", g->n - before, k);
	p_expect(p, T_RPAREN, "expected ')'");
}

/* ^bb [( %a, %b : t1, t2 )] */
static void hook_succ(PState *s, const SyItem *it)
{
	SyRef r;
	sy_args(it->a, it->an, &r, 1);
	Grp *g = grp_ref(s, &r);
	g->ubase = (uint32_t)s->p->uses.len;
	g->seen = 1;
	size_t tb = s->p->types.len;
	succ_operands(s, g);
	set_types(s, g, tb);
}

/* The cases `N: ^bb(%a : t), ...` of cf.switch and llvm.switch: the
 * values become case_values (a vector of the flag type ft), the operands
 * group gc, their counts case_operand_segments.  With `first` the list
 * starts with a case, else each case follows a comma (cf.switch's come
 * after its default). */
static void switch_cases(PState *s, Grp *gc, Type *ft, int first)
{
	Parser *p = s->p;
	Ctx *c = p->c;
	gc->ubase = (uint32_t)p->uses.len;
	gc->seen = 1;
	size_t ib = p->ints.len, tb = p->types.len;
	Vec segs;
	vec_init(&segs, sizeof(int32_t));
	while (first ? (first = 0, 1) : p_accept(p, T_COMMA)) {
		p_push_i64(&p->ints, signed_int(p, "expected integer value"));
		p_expect(p, T_COLON, "expected ':'");
		uint32_t before = gc->n;
		succ_operands(s, gc);
		*(int32_t *)vec_push_arena(&c->arena, &segs) = (int32_t)(gc->n - before);
	}
	gc->tbase = tb;
	gc->nt = (uint32_t)(p->types.len - tb);
	uint32_t n = (uint32_t)(p->ints.len - ib);
	if (n && ft) {
		size_t eb = dense_elem_bytes(ft);
		uint8_t *data = arena_alloc(&c->arena, n * eb + 8);
		for (uint32_t i = 0; i < n; i++) {
			int64_t v = VEC_AT(&p->ints, int64_t, ib + i);
			for (size_t b = 0; b < eb; b++)
				data[i * eb + b] = (uint8_t)((uint64_t)v >> (8 * (b < 8 ? b : 7)));
		}
		int64_t dim = n;
		add_attr(s, "case_values", at_dense(c, ty_vector(c, &dim, NULL, 1, ft), data, n * eb, 0));
	}
	add_attr(s, "case_operand_segments", at_dense_array(c, ty_int(c, 32, SIGNLESS), segs.p, segs.len * 4, (uint32_t)segs.len));
	p->ints.len = ib;
}

/* cf.switch cases: default: ^bb(...), N: ^bb(...), ... */
static void hook_switch(PState *s, const SyItem *it)
{
	Parser *p = s->p;
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Grp *gc = grp_ref(s, &r[1]);
	SyItem one = { SI_HOOK, "succ", 4, NULL, 0, 0, r[0].name - 1, r[0].len + 1 };
	expect_lit(p, "default", 7);
	p_expect(p, T_COLON, "expected ':'");
	hook_succ(s, &one);
	switch_cases(s, gc, grp_ref(s, &(SyRef){ '%', "flag", 4, 0, NULL, 0 })->one, 0);
}

/* llvm.switch's case list inside [ ]: N: ^bb(...), ... (maybe none) */
static void hook_llvmcases(PState *s, const SyItem *it)
{
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Grp *gc = grp_ref(s, &r[1]);
	if (p_is(s->p, T_RSQUARE)) {
		gc->ubase = (uint32_t)s->p->uses.len;
		gc->seen = 1;
		add_attr(s, "case_operand_segments", dense_ints(s->p->c, 32, NULL, 0));
		return;
	}
	switch_cases(s, gc, grp_ref(s, &r[0])->one, 1);
}

/* #map(%d...)[%s...] of affine.apply/min/max/if; the attribute is a map
 * (or an integer set) and the operand counts must match it. */
static void hook_mapcall(PState *s, const SyItem *it)
{
	Parser *p = s->p;
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	uint32_t at = p->tok.pos;
	Attr *a = p_attr(p);
	uint32_t nd, ns;
	if (a->kind == AT_AFFINE_MAP)
		nd = a->map->ndims, ns = a->map->nsyms;
	else if (a->kind == AT_INTEGER_SET)
		nd = a->set->ndims, ns = a->set->nsyms;
	else
		p_err_at(p, at, "expected affine map or integer set");
	add_attrn(s, r[1].name, r[1].len, a);
	Grp *g = grp_ref(s, &r[0]);
	g->ubase = (uint32_t)p->uses.len;
	g->seen = 1;
	p_expect(p, T_LPAREN, "expected '('");
	if (!p_is(p, T_RPAREN))
		operand_list(s, g);
	p_expect(p, T_RPAREN, "expected ')'");
	uint32_t dims = g->n;
	if (p_accept(p, T_LSQUARE)) {
		if (!p_is(p, T_RSQUARE))
			operand_list(s, g);
		p_expect(p, T_RSQUARE, "expected ']'");
	}
	if (dims != nd)
		p_err_at(p, at, "dimension operand count does not equal affine map dimension count");
	if (g->n - dims != ns)
		p_err_at(p, at, "symbol operand count does not equal affine map symbol count");
	g->fixed = p->c->t_index;
}

/* [ affine expressions of SSA ids ] */
static void hook_amap(PState *s, const SyItem *it)
{
	Parser *p = s->p;
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Grp *g = grp_ref(s, &r[0]);
	p_expect(p, T_LSQUARE, "expected '['");
	g->ubase = (uint32_t)p->uses.len;
	AffMap *m = p_ssa_affine_map(p, T_RSQUARE, "in affine map");
	g->n = (uint32_t)(p->uses.len - g->ubase);
	g->seen = 1;
	g->fixed = p->c->t_index;
	add_attrn(s, r[1].name, r[1].len, at_affine_map(p->c, m));
}

/* The entries `%a, 4, %b` of a mixed static/dynamic list: the operands
 * to g, each entry to p->ints with `dyn` for the operands; the integers
 * must fit in `bits`. */
static void mixed_entries(PState *s, Grp *g, int64_t dyn, unsigned bits, const char *what)
{
	Parser *p = s->p;
	do {
		if (p_is(p, T_PERCENT_ID)) {
			operand(s, g);
			p_push_i64(&p->ints, dyn);
			continue;
		}
		uint32_t at = p->tok.pos;
		int64_t v = signed_int(p, what);
		if (bits == 32 && (v < INT32_MIN || v > INT32_MAX))
			p_err_at(p, at, "integer value too large");
		p_push_i64(&p->ints, v);
	} while (p_accept(p, T_COMMA));
}

/* A mixed static/dynamic list (~hook(%group,@attr)): the operands to the
 * group, the entries to a dense array of `bits`-wide integers with `dyn`
 * in place of each operand. */
static void mixed_list(PState *s, const SyItem *it, int64_t dyn, unsigned bits, int brackets)
{
	Parser *p = s->p;
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Grp *g = grp_ref(s, &r[0]);
	g->ubase = (uint32_t)p->uses.len;
	g->seen = 1;
	size_t ib = p->ints.len;
	if (brackets)
		p_expect(p, T_LSQUARE, "expected '['");
	if (!brackets || !p_is(p, T_RSQUARE))
		mixed_entries(s, g, dyn, bits, brackets ? "expected SSA value or integer" : "expected SSA operand");
	if (brackets)
		p_expect(p, T_RSQUARE, "expected ']'");
	uint32_t n = (uint32_t)(p->ints.len - ib);
	add_attrn(s, r[1].name, r[1].len, dense_ints(p->c, bits, p_top(&p->ints, ib), n));
	p->ints.len = ib;
}

/* [%a, 4, %b] of index operands: a dense i64 array, DYN (INT64_MIN) for
 * the operands. */
static void hook_dil(PState *s, const SyItem *it)
{
	mixed_list(s, it, DYN, 64, 1);
	SyRef r;
	sy_args(it->a, it->an, &r, 1);
	grp_ref(s, &r)->fixed = s->p->c->t_index;
}

/* memref.global: type [= (uninitialized | literal)] */
static void hook_globaltype(PState *s, const SyItem *it)
{
	Parser *p = s->p;
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	uint32_t at = p->tok.pos;
	Type *t = p_type(p);
	if (t->kind != TY_MEMREF)
		p_err_at(p, at, "type should be static shaped memref, but got %s", "a non-memref type");
	add_attrn(s, r[0].name, r[0].len, at_type(p->c, t));
	if (!p_accept(p, T_EQUAL))
		return;
	if (tok_text_is(p, "uninitialized", 13)) {
		p_advance(p);
		add_attrn(s, r[1].name, r[1].len, at_unit(p->c));
		return;
	}
	Type *saved = p->type_hint;
	p->type_hint = ty_tensor(p->c, t->dims, t->n, t->elem, NULL);
	Attr *v = p_attr(p);
	p->type_hint = saved;
	add_attrn(s, r[1].name, r[1].len, v);
}

/* `(%a = %init, ...)` of scf.for, affine.for and scf.while: each %a names
 * a region argument, each %init is an operand of g; `()` only if empty_ok. */
static void assign_list(PState *s, Grp *g, int empty_ok)
{
	Parser *p = s->p;
	p_expect(p, T_LPAREN, "expected '('");
	if (!empty_ok || !p_is(p, T_RPAREN)) {
		do {
			arg_name(p, p_ssa_ref(p));
			p_expect(p, T_EQUAL, "expected '='");
			operand(s, g);
		} while (p_accept(p, T_COMMA));
	}
	p_expect(p, T_RPAREN, "expected ')'");
}

/* `iter_args(%a = %init, ...) -> (types)` of scf.for / affine.for: the
 * inits into gi, the result types into gr (shared with gi); `mismatch` is
 * the op's own message for a count mismatch.  0 if there is none. */
static int iter_args(PState *s, Grp *gi, Grp *gr, const char *mismatch)
{
	Parser *p = s->p;
	if (!tok_text_is(p, "iter_args", 9))
		return 0;
	p_advance(p);
	assign_list(s, gi, 0);
	p_expect(p, T_ARROW, "expected '->'");
	type_list(s, gr, 1);
	if (gr->nt != gi->n)
		p_err(p, "%s", mismatch);
	gi->tbase = gr->tbase, gi->nt = gr->nt;
	return 1;
}

/* %iv = %lb to %ub step %step [iter_args(%a = %init, ...) -> (types)] [: type] region attrs */
static void hook_scffor(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	SyRef r[5] = { { '%', "lowerBound", 10, 0, 0, 0 }, { '%', "upperBound", 10, 0, 0, 0 },
		       { '%', "step", 4, 0, 0, 0 }, { '%', "initArgs", 8, '*', 0, 0 }, { '$', "results", 7, '*', 0, 0 } };
	for (int i = 0; i < 5; i++) {
		Grp *g = &s->g[s->ng++];
		memset(g, 0, sizeof *g);
		g->name = r[i].name, g->len = (uint32_t)r[i].len, g->sig = r[i].sig, g->var = r[i].var ? r[i].var : '1';
	}
	size_t nb = p->argnames.len;
	arg_name(p, p_ssa_ref(p));
	p_expect(p, T_EQUAL, "expected '='");
	operand(s, &s->g[0]);
	expect_lit(p, "to", 2);
	operand(s, &s->g[1]);
	expect_lit(p, "step", 4);
	operand(s, &s->g[2]);
	Grp *gi = &s->g[3], *gr = &s->g[4];
	gi->ubase = (uint32_t)p->uses.len;
	gi->seen = 1;
	if (!iter_args(s, gi, gr, "mismatch in number of loop-carried values and defined values"))
		gr->seen = 1;
	Type *ivt = p_accept(p, T_COLON) ? p_type(p) : c->t_index;
	for (int i = 0; i < 3; i++)
		s->g[i].one = ivt;
	Block *b = block_create(c);
	block_add_arg(c, b, ivt, NULL);
	for (uint32_t i = 0; i < gi->n; i++)
		block_add_arg(c, b, VEC_AT(&p->types, Type *, gr->tbase + i), NULL);
	region(s, b, nb);
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
}

/* { then } [else { else }] */
static void hook_ifregions(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	region(s, NULL, 0);
	if (tok_text_is(p, "else", 4)) {
		p_advance(p);
		region(s, NULL, 0);
	} else {
		empty_region(s);
	}
}

/* One affine.for bound: %ssa, an integer, or [min|max] map(dims)[syms]. */
static void affine_bound(PState *s, Grp *g, const char *attr, int upper)
{
	Parser *p = s->p;
	Ctx *c = p->c;
	g->ubase = (uint32_t)p->uses.len;
	g->seen = 1;
	g->fixed = c->t_index;
	if (p_is(p, T_PERCENT_ID)) {
		operand(s, g);
		AffExpr *e = aff_sym(c, 0);
		add_attr(s, attr, at_affine_map(c, affmap_get(c, 0, 1, &e, 1)));
		return;
	}
	p_accept(p, upper ? T_KW_MIN : T_KW_MAX);
	uint32_t at = p->tok.pos;
	Attr *a = p_attr(p);
	if (a->kind == AT_INT) {
		AffExpr *e = aff_const(c, (int64_t)a->words[0]);
		add_attr(s, attr, at_affine_map(c, affmap_get(c, 0, 0, &e, 1)));
		return;
	}
	if (a->kind != AT_AFFINE_MAP)
		p_err_at(p, at, "expected valid affine map representation for loop bounds");
	add_attr(s, attr, a);
	p_expect(p, T_LPAREN, "expected '('");
	if (!p_is(p, T_RPAREN))
		operand_list(s, g);
	p_expect(p, T_RPAREN, "expected ')'");
	uint32_t dims = g->n;
	if (p_accept(p, T_LSQUARE)) {
		if (!p_is(p, T_RSQUARE))
			operand_list(s, g);
		p_expect(p, T_RSQUARE, "expected ']'");
	}
	if (dims != a->map->ndims)
		p_err_at(p, at, "dim operand count and affine map dim count must match");
	if (g->n - dims != a->map->nsyms)
		p_err_at(p, at, "symbol operand count and affine map symbol count must match");
}

static void new_grp(PState *s, const char *name, char sig, char var)
{
	Grp *g = &s->g[s->ng++];
	memset(g, 0, sizeof *g);
	g->name = name;
	g->len = (uint32_t)strlen(name);
	g->sig = sig;
	g->var = var;
}

/* `(%i, %j)`: names of index arguments of the region; returns how many. */
static uint32_t iv_list(PState *s)
{
	Parser *p = s->p;
	size_t nb = p->argnames.len;
	p_expect(p, T_LPAREN, "expected '('");
	if (!p_is(p, T_RPAREN)) {
		do
			arg_name(p, p_ssa_ref(p));
		while (p_accept(p, T_COMMA));
	}
	p_expect(p, T_RPAREN, "expected ')'");
	return (uint32_t)(p->argnames.len - nb);
}

/* The body of a parallel loop, its niv index arguments named from
 * argnames[nb..], then an optional attribute dictionary. */
static void index_body(PState *s, uint32_t niv, size_t nb)
{
	Parser *p = s->p;
	Block *b = block_create(p->c);
	for (uint32_t i = 0; i < niv; i++)
		block_add_arg(p->c, b, p->c->t_index, NULL);
	region(s, b, nb);
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
}

/* The inputs of function type ft to group gi, its results to gr (either
 * may be NULL). */
static void fn_types(PState *s, Type *ft, Grp *gi, Grp *gr)
{
	Parser *p = s->p;
	size_t tb = p->types.len;
	for (uint32_t i = 0; gi && i < ft->n; i++)
		p_push_ptr(&p->types, ty_func_ins(ft)[i]);
	if (gi)
		set_types(s, gi, tb);
	tb = p->types.len;
	for (uint32_t i = 0; gr && i < ft->m; i++)
		p_push_ptr(&p->types, ty_func_outs(ft)[i]);
	if (gr)
		set_types(s, gr, tb);
}

static void hook_affinefor(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	new_grp(s, "lowerBoundOperands", '%', '*');
	new_grp(s, "upperBoundOperands", '%', '*');
	new_grp(s, "inits", '%', '*');
	new_grp(s, "results", '$', '*');
	size_t nb = p->argnames.len;
	arg_name(p, p_ssa_ref(p));
	p_expect(p, T_EQUAL, "expected '='");
	affine_bound(s, &s->g[0], "lowerBoundMap", 0);
	expect_lit(p, "to", 2);
	affine_bound(s, &s->g[1], "upperBoundMap", 1);
	int64_t step = 1;
	if (p_accept(p, T_KW_STEP)) {
		uint64_t v;
		uint32_t at = p->tok.pos;
		if (!p_is(p, T_INTEGER) || !p_tok_u64(p, &p->tok, &v) || v > (uint64_t)INT64_MAX)
			p_err_expected(p, "expected integer step");
		p_advance(p);
		if (v == 0)
			p_err_at(p, at, "expected step to be representable as a positive signed integer");
		step = (int64_t)v;
	}
	add_attr(s, "step", at_int64(c, c->t_index, step));
	Grp *gi = &s->g[2], *gr = &s->g[3];
	gi->ubase = (uint32_t)p->uses.len;
	gi->seen = 1;
	gr->seen = 1;
	iter_args(s, gi, gr, "mismatch between the number of loop-carried values and results");
	Block *b = block_create(c);
	block_add_arg(c, b, c->t_index, NULL);
	for (uint32_t i = 0; i < gi->n; i++)
		block_add_arg(c, b, VEC_AT(&p->types, Type *, gr->tbase + i), NULL);
	region(s, b, nb);
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
}

/* One bound list of affine.parallel: the map `mapattr` and the dense
 * tensor<Nxi32> of expressions per bound `grpattr`; the operands go to
 * the op's single operand group.  Returns the number of bounds. */
static uint32_t parallel_bounds(PState *s, uint32_t kw, const char *mapattr, const char *grpattr)
{
	Parser *p = s->p;
	Ctx *c = p->c;
	size_t ib = p->ints.len;
	uint32_t u0 = (uint32_t)p->uses.len;
	add_attr(s, mapattr, at_affine_map(c, p_ssa_bound_list(p, kw)));
	s->g[0].n += (uint32_t)p->uses.len - u0;
	uint32_t n = (uint32_t)(p->ints.len - ib);
	int32_t *v = arena_alloc(&c->arena, (n ? n : 1) * sizeof *v);
	for (uint32_t i = 0; i < n; i++)
		v[i] = (int32_t)VEC_AT(&p->ints, int64_t, ib + i);
	p->ints.len = ib;
	int splat = n > 0;
	for (uint32_t i = 1; i < n; i++)
		splat &= v[i] == v[0];
	int64_t dim = n;
	Type *t = ty_tensor(c, &dim, 1, ty_int(c, 32, SIGNLESS), NULL);
	add_attr(s, grpattr, at_dense(c, t, (const uint8_t *)v, splat ? 4 : n * 4u, splat));
	return n;
}

/* (%i, ...) = (lbs) to (ubs) [step (n, ...)] [reduce ("kind", ...) -> types] region [attr-dict] */
static void hook_affineparallel(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	new_grp(s, "mapOperands", '%', '*');
	new_grp(s, "results", '$', '*');
	Grp *go = &s->g[0], *gr = &s->g[1];
	go->ubase = (uint32_t)p->uses.len;
	go->seen = 1;
	go->fixed = c->t_index;
	gr->seen = 1;
	size_t nb = p->argnames.len;
	uint32_t niv = iv_list(s);
	p_expect(p, T_EQUAL, "expected '='");
	uint32_t at = p->tok.pos;
	if (parallel_bounds(s, T_KW_MAX, "lowerBoundsMap", "lowerBoundsGroups") != niv)
		p_err_at(p, at, "expected %u lower bounds", niv);
	expect_lit(p, "to", 2);
	at = p->tok.pos;
	if (parallel_bounds(s, T_KW_MIN, "upperBoundsMap", "upperBoundsGroups") != niv)
		p_err_at(p, at, "expected %u upper bounds", niv);
	size_t ab = p->attrs.len;
	if (p_accept(p, T_KW_STEP)) {
		at = p->tok.pos;
		p_expect(p, T_LPAREN, "expected '('");
		do {
			uint64_t v;
			if (!p_is(p, T_INTEGER) || !p_tok_u64(p, &p->tok, &v) || v > (uint64_t)INT64_MAX)
				p_err_expected(p, "expected integer step");
			p_push_ptr(&p->attrs, at_int64(c, c->t_i64, (int64_t)v));
			p_advance(p);
		} while (p_accept(p, T_COMMA));
		p_expect(p, T_RPAREN, "expected ')'");
		if (p->attrs.len - ab != niv)
			p_err_at(p, at, "steps must have the same number of values as induction variables");
	} else {
		for (uint32_t i = 0; i < niv; i++)
			p_push_ptr(&p->attrs, at_int64(c, c->t_i64, 1));
	}
	Attr *steps = at_array(c, p_top(&p->attrs, ab), (uint32_t)(p->attrs.len - ab));
	p->attrs.len = ab;
	if (tok_text_is(p, "reduce", 6)) {
		p_advance(p);
		p_expect(p, T_LPAREN, "expected '('");
		/* arith::AtomicRMWKind as strings: `reduce ("addf")` stores 0 */
		const SyEnum *rmw = sy_enum("rmw", 3);
		do {
			size_t n;
			const char *k = p_is(p, T_STRING) ? p_string_value(p, &p->tok, &n) : NULL;
			unsigned i = 0;
			while (k && i < rmw->n && !(strlen(rmw->words[i]) == n && !memcmp(rmw->words[i], k, n)))
				i++;
			if (!k || i == rmw->n)
				p_err_expected(p, "invalid reduction value");
			p_push_ptr(&p->attrs, at_int64(c, c->t_i64, (int64_t)i));
			p_advance(p);
		} while (p_accept(p, T_COMMA));
		p_expect(p, T_RPAREN, "expected ')'");
	}
	Attr *reductions = at_array(c, p_top(&p->attrs, ab), (uint32_t)(p->attrs.len - ab));
	p->attrs.len = ab;
	add_attr(s, "steps", steps);
	add_attr(s, "reductions", reductions);
	if (p_accept(p, T_ARROW))
		type_list(s, gr, 1);
	if (gr->n != reductions->n)
		p_err(p, "a reduction must be specified for each output");
	index_body(s, niv, nb);
}

/* scf.while [(%a = %init, ...)] : (ins) -> (outs) before 'do' after attr-dict-kw */
static void hook_while(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	new_grp(s, "inits", '%', '*');
	new_grp(s, "results", '$', '*');
	Grp *gi = &s->g[0], *gr = &s->g[1];
	size_t nb = p->argnames.len;
	gi->ubase = (uint32_t)p->uses.len;
	gi->seen = 1;
	if (p_is(p, T_LPAREN))
		assign_list(s, gi, 1);
	p_expect(p, T_COLON, "expected ':'");
	uint32_t at = p->tok.pos;
	Type *ft = p_type(p);
	if (ft->kind != TY_FUNC)
		p_err_at(p, at, "expected function type");
	if (ft->n != gi->n)
		p_err_at(p, at, "expected as many input types as operands (expected %u got %u)", gi->n, ft->n);
	fn_types(s, ft, gi, gr);
	Block *b = block_create(c);
	for (uint32_t i = 0; i < ft->n; i++)
		block_add_arg(c, b, ty_func_ins(ft)[i], NULL);
	region(s, b, nb);
	expect_lit(p, "do", 2);
	region(s, NULL, 0);
	if (p_accept(p, T_KW_ATTRIBUTES))
		s->dict = p_attr_dict(p);
}

/* scf.index_switch %arg [-> types] (case N region)* default region */
static void hook_indexswitch(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	new_grp(s, "arg", '%', '1');
	new_grp(s, "results", '$', '*');
	operand(s, &s->g[0]);
	s->g[0].fixed = c->t_index;
	s->g[1].seen = 1;
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	if (p_accept(p, T_ARROW))
		type_list(s, &s->g[1], 1);
	size_t ib = p->ints.len, gb = p->regions.len;
	/* regions: default first, then the cases; the default's slot is kept
	 * free while the cases are read (the stack, unlike a local vector,
	 * needs no freeing if a parse error jumps out) */
	p_push_ptr(&p->regions, NULL);
	while (tok_text_is(p, "case", 4)) {
		p_advance(p);
		p_push_i64(&p->ints, signed_int(p, "expected integer value"));
		Region *r = sub_region(s, NULL, 0);
		p_push_ptr(&p->regions, r);
	}
	expect_lit(p, "default", 7);
	/* MLIR's IndexSwitchOp::parse gives the default region (only) its
	 * implicit scf.yield; a case without one fails the verifier */
	Region *def = sub_region(s, NULL, 0);
	ensure_terminator(s, def);
	*(Region **)p_top(&p->regions, gb) = def;
	uint32_t n = (uint32_t)(p->ints.len - ib);
	add_attr(s, "cases", at_dense_array(c, c->t_i64, p_top(&p->ints, ib), n * sizeof(int64_t), n));
	p->ints.len = ib;
}

/* memref.dma_start %src[%i...], %dst[%j...], %n, %tag[%k...] [, %stride, %per]
 *   : srcT, dstT, tagT [{attrs}]
 * The PyTorchSim fork prints the attribute dictionary after the types;
 * upstream MLIR has none. */
static void memref_indexed(PState *s, Grp *mg, Grp *ig)
{
	Parser *p = s->p;
	operand(s, mg);
	p_expect(p, T_LSQUARE, "expected '['");
	operand_list(s, ig);
	ig->fixed = p->c->t_index;
	p_expect(p, T_RSQUARE, "expected ']'");
}

static void hook_dmastart(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	static const char *const names[] = { "src", "srcIndices", "dst", "dstIndices", "numElements",
					     "tag", "tagIndices", "stride" };
	for (int i = 0; i < 8; i++)
		new_grp(s, names[i], '%', (i & 1) || i == 7 ? '*' : '1');
	memref_indexed(s, &s->g[0], &s->g[1]);
	p_expect(p, T_COMMA, "expected ','");
	memref_indexed(s, &s->g[2], &s->g[3]);
	p_expect(p, T_COMMA, "expected ','");
	operand(s, &s->g[4]);
	s->g[4].fixed = c->t_index;
	p_expect(p, T_COMMA, "expected ','");
	memref_indexed(s, &s->g[5], &s->g[6]);
	Grp *gs = &s->g[7];
	gs->ubase = (uint32_t)p->uses.len;
	gs->seen = 1;
	gs->fixed = c->t_index;
	if (p_accept(p, T_COMMA)) {
		operand_list(s, gs);
		if (gs->n != 2)
			p_err(p, "expected two stride related operands");
	}
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	p_expect(p, T_COLON, "expected ':'");
	for (int m = 0; m < 3; m++) {
		if (m)
			p_expect(p, T_COMMA, "expected ','");
		uint32_t at = p->tok.pos;
		Type *t = p_type(p);
		if (t->kind != TY_MEMREF)
			p_err_at(p, at, "expected %s to be of memref type", m == 0 ? "source" : m == 1 ? "destination" : "tag");
		s->g[m == 0 ? 0 : m == 1 ? 2 : 5].one = t;
	}
	if (!s->dict && p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
}

/* ------------------------------------------------------------ functions */

/* One `%name: type {attrs} loc(...)` (or a bare type in a declaration);
 * pushes the type to p->types and the attribute dict to p->attrs. */
static void func_arg(PState *s, Block *b, int *named)
{
	Parser *p = s->p;
	if (p_is(p, T_PERCENT_ID)) {
		if (*named == 0)
			p_err(p, "expected type instead of SSA identifier");
		*named = 1;
		arg_name(p, p_ssa_ref(p));
		p_expect(p, T_COLON, "expected ':'");
	} else {
		if (*named == 1)
			p_err_expected(p, "expected SSA identifier");
		*named = 0;
	}
	Type *t = p_type(p);
	p_push_ptr(&p->types, t);
	p_push_ptr(&p->attrs, p_is(p, T_LBRACE) ? p_attr_dict(p) : p->c->a_empty_dict);
	Value *v = block_add_arg(p->c, b, t, NULL);
	p_trailing_loc(p, value_arg_loc_slot(v));
}

/* A type inside an LLVM type's text: LLVM types without their `!llvm.`
 * prefix, as the LLVM dialect prints them there. */
static void llvm_nested_type(Ctx *c, Type *t, Buf *b)
{
	if (t->kind == TY_OPAQUE && !strcmp(t->dialect->s, "llvm"))
		buf_put(b, t->data->s, t->data->len);
	else
		print_type(c, t, b);
}

/* [{...}, {}] when any dict is non-empty, else NULL. */
static Attr *dict_array(Ctx *c, Attr **d, uint32_t n)
{
	int any = 0;
	for (uint32_t i = 0; i < n; i++)
		any |= d[i]->n != 0;
	return any ? at_array(c, d, n) : NULL;
}

/* Signature of func.func / llvm.func: (args) [-> results]; the entry
 * block is `b`.  Returns the function type; arg/res attrs are added. */
static Type *func_signature(PState *s, Block *b, int *variadic, int llvm)
{
	Parser *p = s->p;
	Ctx *c = p->c;
	size_t tb = p->types.len, ab = p->attrs.len;
	int named = -1;
	p_expect(p, T_LPAREN, "expected '('");
	if (!p_is(p, T_RPAREN)) {
		do {
			if (p_accept(p, T_ELLIPSIS)) {
				*variadic = 1;
				break;
			}
			func_arg(s, b, &named);
		} while (p_accept(p, T_COMMA));
	}
	p_expect(p, T_RPAREN, "expected ')'");
	uint32_t nin = (uint32_t)(p->types.len - tb);
	if (named == 0)
		b->nargs = 0; /* a declaration: types only, no entry block */
	if (p_accept(p, T_ARROW)) {
		if (p_accept(p, T_LPAREN)) {
			if (!p_is(p, T_RPAREN)) {
				do {
					p_push_ptr(&p->types, p_type(p));
					p_push_ptr(&p->attrs, p_is(p, T_LBRACE) ? p_attr_dict(p) : c->a_empty_dict);
				} while (p_accept(p, T_COMMA));
			}
			p_expect(p, T_RPAREN, "expected ')'");
		} else {
			p_push_ptr(&p->types, p_type(p));
			p_push_ptr(&p->attrs, c->a_empty_dict);
		}
	}
	uint32_t nout = (uint32_t)(p->types.len - tb) - nin;
	Type **ts = p_top(&p->types, tb);
	Attr **da = p_top(&p->attrs, ab);   /* NULL when nothing was pushed: no arithmetic on it */
	Attr *aa = dict_array(c, da, nin);
	Attr *ra = dict_array(c, da ? da + nin : NULL, nout);
	Type *ft = llvm ? NULL : ty_func(c, ts, nin, ts ? ts + nin : NULL, nout);
	if (llvm) {
		/* !llvm.func<ret (args[, ...])> as dialect type text */
		Buf t = { 0 };
		buf_puts(&t, "func<");
		if (nout)
			llvm_nested_type(c, ts[nin], &t);
		else
			buf_puts(&t, "void");
		buf_puts(&t, " (");
		for (uint32_t i = 0; i < nin; i++) {
			if (i)
				buf_puts(&t, ", ");
			llvm_nested_type(c, ts[i], &t);
		}
		if (*variadic)
			buf_puts(&t, nin ? ", ..." : "...");
		buf_puts(&t, ")>");
		ft = ty_opaque(c, str_cstr(c, "llvm"), str_intern(c, t.p, t.len));
		buf_free(&t);
	}
	p->types.len = tb;
	p->attrs.len = ab;
	if (aa)
		add_attr(s, "arg_attrs", aa);
	if (ra)
		add_attr(s, "res_attrs", ra);
	return ft;
}

/* func.func [visibility] @name(args) [-> results] [attributes {...}] [{body}] */
static void hook_func(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	static const char *const vis[] = { "private", "public", "nested" };
	for (int i = 0; i < 3; i++)
		if (tok_text_is(p, vis[i], strlen(vis[i]))) {
			add_attr(s, "sym_visibility", at_string(c, vis[i], strlen(vis[i]), NULL));
			p_advance(p);
			break;
		}
	add_attr(s, "sym_name", sym_name(p));
	Block *b = block_create(c);
	size_t nb = p->argnames.len;
	int variadic = 0;
	add_attr(s, "function_type", at_type(c, func_signature(s, b, &variadic, 0)));
	if (p_accept(p, T_KW_ATTRIBUTES))
		s->dict = p_attr_dict(p);
	/* Unnamed arguments: the body spells its entry block itself. */
	if (p_is(p, T_LBRACE))
		region(s, b->nargs ? b : NULL, nb);
	else
		empty_region(s);
}

/* An optional keyword of enum `kind` as attribute `name`, its default
 * when absent (MLIR's parseOptionalLLVMKeyword). */
static void opt_enum_attr(PState *s, const char *name, const char *kind)
{
	Parser *p = s->p;
	const SyEnum *e = sy_enum(kind, strlen(kind));
	int v = e->dflt;
	for (unsigned i = 0; i < e->n; i++)
		if (e->words[i] && tok_text_is(p, e->words[i], strlen(e->words[i]))) {
			p_advance(p);
			v = (int)i;
			break;
		}
	add_attr(s, name, enum_attr(p, e, v));
}

/* [comdat(@c::@sel)] of llvm.func and llvm.mlir.global */
static void comdat(PState *s)
{
	Parser *p = s->p;
	if (!tok_text_is(p, "comdat", 6))
		return;
	p_advance(p);
	p_expect(p, T_LPAREN, "expected '('");
	add_attr(s, "comdat", p_attr(p));
	p_expect(p, T_RPAREN, "expected ')'");
}

/* [linkage] [visibility] [unnamed_addr] of llvm.func and llvm.mlir.global */
static void llvm_symbol_head(PState *s)
{
	opt_enum_attr(s, "linkage", "linkage");
	opt_enum_attr(s, "visibility_", "visibility");
	opt_enum_attr(s, "unnamed_addr", "unnamedaddr");
}

/* [vscale_range(min, max)] of llvm.func: #llvm.vscale_range<...> */
static void vscale_range(PState *s)
{
	Parser *p = s->p;
	Ctx *c = p->c;
	if (!tok_text_is(p, "vscale_range", 12))
		return;
	p_advance(p);
	p_expect(p, T_LPAREN, "expected '('");
	Attr *lo = typed_int(p, 32);
	p_expect(p, T_COMMA, "expected ','");
	Attr *hi = typed_int(p, 32);
	p_expect(p, T_RPAREN, "expected ')'");
	char tmp[96];
	int n = snprintf(tmp, sizeof tmp, "vscale_range<minRange = %lld : i32, maxRange = %lld : i32>",
			 (long long)(int32_t)lo->words[0], (long long)(int32_t)hi->words[0]);
	add_attr(s, "vscale_range", at_opaque(c, str_cstr(c, "llvm"), str_intern(c, tmp, (size_t)n), NULL));
}

/* llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(args) [-> result]
 *   [vscale_range(min, max)] [comdat(@c)] [attributes {...}] [{body}] */
static void hook_llvmfunc(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	llvm_symbol_head(s);
	opt_enum_attr(s, "CConv", "cconv");
	add_attr(s, "sym_name", sym_name(p));
	Block *b = block_create(c);
	size_t nb = p->argnames.len;
	int variadic = 0;
	add_attr(s, "function_type", at_type(c, func_signature(s, b, &variadic, 1)));
	vscale_range(s);
	comdat(s);
	if (p_accept(p, T_KW_ATTRIBUTES))
		s->dict = p_attr_dict(p);
	if (p_is(p, T_LBRACE))
		region(s, b->nargs ? b : NULL, nb);
	else
		empty_region(s);
}

/* llvm.mlir.global [linkage] [visibility] [unnamed_addr] [thread_local]
 *   [constant] @name([value]) [comdat(@c)] [attrs] [: type] [{init}]
 * The type may be left out for a string: [N x i8]. */
static void hook_llvmglobal(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	llvm_symbol_head(s);
	if (tok_text_is(p, "thread_local", 12))
		p_advance(p), add_attr(s, "thread_local_", at_unit(c));
	if (tok_text_is(p, "constant", 8))
		p_advance(p), add_attr(s, "constant", at_unit(c));
	add_attr(s, "sym_name", sym_name(p));
	p_expect(p, T_LPAREN, "expected '('");
	Attr *value = NULL;
	if (!p_accept(p, T_RPAREN)) {
		add_attr(s, "value", value = p_attr(p));
		p_expect(p, T_RPAREN, "expected ')'");
	}
	comdat(s);
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	if (!find_attr(s, "addr_space", 10))
		add_attr(s, "addr_space", at_int64(c, ty_int(c, 32, SIGNLESS), 0));
	int typed = p_accept(p, T_COLON);
	Type *t;
	if (typed) {
		t = p_type(p);
	} else if (value && value->kind == AT_STRING) {
		char tmp[48];
		int n = snprintf(tmp, sizeof tmp, "array<%u x i8>", (unsigned)value->str->len);
		t = ty_opaque(c, str_cstr(c, "llvm"), str_intern(c, tmp, (size_t)n));
	} else {
		p_err_at(p, s->pos, "type can only be omitted for string globals");
	}
	add_attr(s, "global_type", at_type(c, t));
	if (typed && p_is(p, T_LBRACE))
		region(s, NULL, 0);
	else
		empty_region(s);
}

/* ---------------------------------------------------------------- linalg */

/* The named structured ops: what MLIR's regionBuilder puts in the body
 * (a cast of the input, or the cast inputs multiplied and added to the
 * output), whether the op has the `cast` attribute (cast_signed unless it
 * says cast_unsigned), and the indexing maps it memoizes as
 * linalg.memoized_indexing_maps: the dims of each operand's results, "."
 * for none (dot's output); NULL for ops that memoize none. */
typedef struct LinalgNamed {
	const char *name;
	int unary;
	int cast_attr;
	unsigned ndims;
	const char *maps;
} LinalgNamed;

static const LinalgNamed linalg_named[] = {
	{ "linalg.matmul", 0, 1, 3, "02 21 01" },
	{ "linalg.matmul_transpose_a", 0, 1, 3, "20 21 01" },
	{ "linalg.matmul_transpose_b", 0, 1, 3, "02 12 01" },
	{ "linalg.batch_matmul", 0, 0, 4, "013 032 012" },
	{ "linalg.matvec", 0, 0, 2, "01 1 0" },
	{ "linalg.vecmat", 0, 0, 2, "1 10 0" },
	{ "linalg.dot", 0, 0, 1, "0 0 ." },
	{ "linalg.fill", 1, 0, 0, NULL },
	{ "linalg.copy", 1, 1, 0, NULL },
};

static const LinalgNamed *linalg_of(PState *s)
{
	for (size_t i = 0; i < sizeof linalg_named / sizeof *linalg_named; i++)
		if (!strcmp(linalg_named[i].name, s->sy->name))
			return &linalg_named[i];
	p_err_at(s->p, s->pos, "internal error: no region builder for '%s'", s->sy->name);
}

/* Build `%r = convert(v)` to type `to` in block b (the casts MLIR's
 * regionBuilder inserts for mixed element types). */
static Value *linalg_cast(Ctx *c, Block *b, Value *v, Type *to, int is_unsigned)
{
	Type *from = value_type(v);
	if (from == to)
		return v;
	const char *name = NULL;
	int fi = from->kind == TY_FLOAT, ti = to->kind == TY_FLOAT;
	if (!fi && !ti)
		name = ty_bitwidth(from) < ty_bitwidth(to) ? (is_unsigned ? "arith.extui" : "arith.extsi") : "arith.trunci";
	else if (fi && ti)
		name = ty_bitwidth(from) < ty_bitwidth(to) ? "arith.extf" : "arith.truncf";
	else if (!fi && ti)
		name = is_unsigned ? "arith.uitofp" : "arith.sitofp";
	else
		name = is_unsigned ? "arith.fptoui" : "arith.fptosi";
	Op *op = op_create(c, opname_get(c, name, strlen(name)), &v, 1, &to, 1, NULL, 0, 0, NULL, NULL, NULL);
	block_push_op(b, op);
	return &op_res(op)[0];
}

/* add / mul of the region builder: arith.addf/mulf, ori/andi on i1
 * (RegionBuilderHelper::buildBinaryFn), else addi/muli. */
static Value *linalg_bin(Ctx *c, Block *b, int mul, Value *x, Value *y)
{
	int f = value_type(x)->kind == TY_FLOAT, i1 = value_type(x) == c->t_i1;
	const char *name = f ? (mul ? "arith.mulf" : "arith.addf") : i1 ? (mul ? "arith.andi" : "arith.ori")
	                                                                : (mul ? "arith.muli" : "arith.addi");
	Value *v[2] = { x, y };
	Attr *props = NULL;
	if (!i1) {
		const Str *k = str_cstr(c, f ? "fastmath" : "overflowFlags");
		Attr *d = default_flags(c, f ? "fastmath<none>" : "overflow<none>");
		const Str *dup;
		props = at_dict(c, &k, &d, 1, &dup);
	}
	Type *rt = value_type(x);
	Op *op = op_create(c, opname_get(c, name, strlen(name)), v, 2, &rt, 1, NULL, 0, 0, props, NULL, NULL);
	block_push_op(b, op);
	return &op_res(op)[0];
}

/* `ins(%a, %b : t, t) outs(%c : t)` into groups g[0] and g[1]. */
static void ins_outs(PState *s)
{
	Parser *p = s->p;
	for (int k = 0; k < 2; k++) {
		Grp *g = &s->g[k];
		g->ubase = (uint32_t)p->uses.len;
		g->seen = 1;
		if (!tok_text_is(p, k ? "outs" : "ins", k ? 4 : 3))
			continue;
		p_advance(p);
		p_expect(p, T_LPAREN, "expected '('");
		operand_list(s, g);
		p_expect(p, T_COLON, "expected ':'");
		type_list(s, g, 0);
		if (g->nt != g->n)
			p_err_expected(p, "expected %u types", g->n);
		p_expect(p, T_RPAREN, "expected ')'");
	}
}

/* The memoized indexing maps of a named op, from LinalgNamed.maps. */
static Attr *linalg_maps(Ctx *c, const LinalgNamed *ln)
{
	Attr *maps[3];
	AffExpr *res[4];
	const char *m = ln->maps;
	for (int k = 0; k < 3; k++) {
		uint32_t n = 0;
		for (; *m && *m != ' '; m++)
			if (*m != '.')
				res[n++] = aff_dim(c, (unsigned)(*m - '0'));
		maps[k] = at_affine_map(c, affmap_get(c, ln->ndims, 0, res, n));
		m += *m == ' ';
	}
	return at_array(c, maps, 3);
}

/* The body regionBuilder creates for a named op. */
static void linalg_body(PState *s, const LinalgNamed *ln)
{
	Parser *p = s->p;
	Ctx *c = p->c;
	Block *b = block_create(c);
	Value *args[4];
	uint32_t na = 0;
	for (int k = 0; k < 2; k++)
		for (uint32_t i = 0; i < s->g[k].nt && na < 4; i++) {
			Type *t = VEC_AT(&p->types, Type *, s->g[k].tbase + i);
			args[na++] = block_add_arg(c, b, ty_is_shaped(t) ? t->elem : t, NULL);
		}
	Region *r = empty_region(s);
	region_push_block(r, b);
	if (na != (ln->unary ? 2u : 3u))
		p_err_at(p, s->pos, "expected %s", ln->unary ? "one input and one output" : "two inputs and one output");
	Attr *cast = find_attr(s, "cast", 4);
	int uns = cast && cast->kind == AT_OPAQUE && strstr(cast->data->s, "unsigned");
	Value *y;
	if (ln->unary) {
		y = linalg_cast(c, b, args[0], value_type(args[1]), uns);
	} else {
		Type *ot = value_type(args[2]);
		Value *x0 = linalg_cast(c, b, args[0], ot, uns);
		Value *x1 = linalg_cast(c, b, args[1], ot, uns);
		y = linalg_bin(c, b, 0, args[2], linalg_bin(c, b, 1, x0, x1));
	}
	block_push_op(b, op_create(c, opname_get(c, "linalg.yield", 12), &y, 1, NULL, 0, NULL, 0, 0, NULL, NULL, NULL));
	if (ln->maps && !find_attr(s, "linalg.memoized_indexing_maps", 29))
		add_attr(s, "linalg.memoized_indexing_maps", linalg_maps(c, ln));
}

/* Named linalg ops: [{attrs}] ins(%a : t) outs(%b : t) [-> types]; the
 * body region is not written, it is built here like MLIR's
 * regionBuilder does. */
static void hook_linalg(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	const LinalgNamed *ln = linalg_of(s);
	new_grp(s, "inputs", '%', '*');
	new_grp(s, "outputs", '%', '*');
	new_grp(s, "result_tensors", '$', '*');
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	ins_outs(s);
	Grp *gr = &s->g[2];
	gr->seen = 1;
	if (p_accept(p, T_ARROW))
		type_list(s, gr, 1);
	if (!s->dict && p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	linalg_body(s, ln);
}

/* iterator_types written as strings ("parallel") become the dialect's
 * enum attributes (#linalg.iterator_type<parallel>), as the custom
 * parsers of linalg.generic and vector.contract do. */
static Attr *iterator_types(PState *s, Attr *a, const char *dialect, uint32_t at)
{
	Parser *p = s->p;
	if (!a || a->kind != AT_ARRAY)
		p_err_at(p, at, "expected iterator_types array attribute");
	size_t ab = p->attrs.len;
	for (uint32_t i = 0; i < a->n; i++) {
		Attr *e = attr_elem(a, i);
		if (e->kind != AT_STRING)
			p_err_at(p, at, "expected iterator_types to be strings");
		static const char *const kinds[] = { "parallel", "reduction" };
		int k = e->str->len == 8 && !memcmp(e->str->s, kinds[0], 8) ? 0
		      : e->str->len == 9 && !memcmp(e->str->s, kinds[1], 9) ? 1 : -1;
		if (k < 0)
			p_err_at(p, at, "unexpected iterator_type (%.*s)", (int)e->str->len, e->str->s);
		p_push_ptr(&p->attrs, opaque_kw(p, dialect, "iterator_type<%s>", kinds[k]));
	}
	Attr *r = at_array(p->c, p_top(&p->attrs, ab), a->n);
	p->attrs.len = ab;
	return r;
}

/* The leading `{indexing_maps = ..., iterator_types = [...]}` of
 * linalg.generic and vector.contract: its entries become the op's
 * attributes, iterator_types converted. */
static void trait_dict(PState *s, const char *dialect)
{
	Parser *p = s->p;
	uint32_t at = p->tok.pos;
	Attr *d = p_attr(p), *it = NULL;   /* often an alias: #trait */
	if (d->kind != AT_DICT)
		p_err_at(p, at, "invalid kind of attribute specified");
	for (uint32_t i = 0; i < d->n; i++)
		if (attr_name(d, i)->len == 14 && !memcmp(attr_name(d, i)->s, "iterator_types", 14))
			it = attr_elem(d, i);
		else
			add_attrn(s, attr_name(d, i)->s, attr_name(d, i)->len, attr_elem(d, i));
	add_attr(s, "iterator_types", iterator_types(s, it, dialect, at));
}

/* linalg.generic {traits} ins(...) outs(...) [attrs = {...}] region [-> types] */
static void hook_lgeneric(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	new_grp(s, "inputs", '%', '*');
	new_grp(s, "outputs", '%', '*');
	new_grp(s, "result_tensors", '$', '*');
	trait_dict(s, "linalg");
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	ins_outs(s);
	if (tok_text_is(p, "attrs", 5)) {
		p_advance(p);
		p_expect(p, T_EQUAL, "expected '='");
		if (p_is(p, T_LBRACE))
			dict_entries(s, p_attr_dict(p));
	}
	region(s, NULL, 0);
	Grp *gr = &s->g[2];
	gr->seen = 1;
	if (p_accept(p, T_ARROW))
		type_list(s, gr, 1);
}

/* ------------------------------------------------- more custom parsers */

/* ~order(...): the groups are declared by sy_scan_groups; nothing to read. */
static void hook_order(PState *s, const SyItem *it)
{
	(void)s, (void)it;
}

/* func.call_indirect's `: (ins) -> outs`, the callee's type, which gives
 * the types of the arguments and results. */
static void hook_calleetype(PState *s, const SyItem *it)
{
	Parser *p = s->p;
	SyRef r[3];
	sy_args(it->a, it->an, r, 3);
	Grp *gc = grp_ref(s, &r[0]), *ga = grp_ref(s, &r[1]), *gr = grp_ref(s, &r[2]);
	uint32_t at = p->tok.pos;
	Type *ft = p_type(p);
	if (ft->kind != TY_FUNC)
		p_err_at(p, at, "expected function type");
	if (ft->n != ga->n)
		p_err_at(p, at, "%u operands present, but expected %u", ga->n, ft->n);
	gc->one = ft;
	fn_types(s, ft, ga, gr);
}

/* One region without named arguments (scf.execute_region,
 * memref.alloca_scope). */
static void hook_region(PState *s, const SyItem *it)
{
	(void)it;
	region(s, NULL, 0);
}

/* A comma list of regions, maybe none (scf.reduce). */
static void hook_regions(PState *s, const SyItem *it)
{
	(void)it;
	if (!p_is(s->p, T_LBRACE))
		return;
	do
		region(s, NULL, 0);
	while (p_accept(s->p, T_COMMA));
}

/* `( %a, %b )` with exactly n operands (n < 0: any number) into g. */
static void paren_operands(PState *s, Grp *g, int n)
{
	Parser *p = s->p;
	g->ubase = (uint32_t)p->uses.len;
	g->seen = 1;
	p_expect(p, T_LPAREN, "expected '('");
	if (!p_is(p, T_RPAREN))
		operand_list(s, g);
	if (n >= 0 && g->n != (uint32_t)n)
		p_err_expected(p, "expected %d operands", n);
	p_expect(p, T_RPAREN, "expected ')'");
}

/* scf.parallel (%i, ...) = (lbs) to (ubs) step (steps) [init (%a, ...)]
 *   [-> types] region attr-dict */
static void hook_scfparallel(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	static const char *const names[] = { "lowerBound", "upperBound", "step", "initVals" };
	for (int i = 0; i < 4; i++)
		new_grp(s, names[i], '%', '*');
	new_grp(s, "results", '$', '*');
	size_t nb = p->argnames.len;
	int niv = (int)iv_list(s);
	p_expect(p, T_EQUAL, "expected '='");
	paren_operands(s, &s->g[0], niv);
	expect_lit(p, "to", 2);
	paren_operands(s, &s->g[1], niv);
	expect_lit(p, "step", 4);
	paren_operands(s, &s->g[2], niv);
	for (int i = 0; i < 3; i++)
		s->g[i].fixed = c->t_index;
	Grp *gi = &s->g[3], *gr = &s->g[4];
	gi->ubase = (uint32_t)p->uses.len;
	gi->seen = gr->seen = 1;
	if (tok_text_is(p, "init", 4)) {
		p_advance(p);
		paren_operands(s, gi, -1);
	}
	if (p_accept(p, T_ARROW))
		type_list(s, gr, 1);
	if (gr->n != gi->n)
		p_err_at(p, s->pos, "%u operands present, but expected %u", gi->n, gr->n);
	gi->tbase = gr->tbase, gi->nt = gr->nt;
	index_body(s, (uint32_t)niv, nb);
}

/* vector.outerproduct %lhs, %rhs [, %acc] [attrs] : lhsT, rhsT; the
 * result (and acc) type is lhs x rhs, or lhs for a scalar rhs. */
static void hook_outerproduct(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	new_grp(s, "lhs", '%', '1');
	new_grp(s, "rhs", '%', '1');
	new_grp(s, "acc", '%', '?');
	new_grp(s, "result", '$', '1');
	operand(s, &s->g[0]);
	p_expect(p, T_COMMA, "expected ','");
	operand(s, &s->g[1]);
	s->g[2].ubase = (uint32_t)p->uses.len;
	s->g[2].seen = 1;
	if (p_accept(p, T_COMMA))
		operand(s, &s->g[2]);
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	p_expect(p, T_COLON, "expected ':'");
	Type *tl = p_type(p);
	p_expect(p, T_COMMA, "expected ','");
	Type *tr = p_type(p);
	if (tl->kind != TY_VECTOR || !tl->n)
		p_err_at(p, s->pos, "expected vector type for operand #1");
	int64_t dims[2] = { tl->dims[0], tr->kind == TY_VECTOR && tr->n ? tr->dims[0] : 0 };
	uint8_t sc[2] = { tl->scalable ? tl->scalable[0] : 0, tr->kind == TY_VECTOR && tr->scalable ? tr->scalable[0] : 0 };
	uint32_t rank = tr->kind == TY_VECTOR ? 2 : 1;
	Type *res = ty_vector(c, dims, (sc[0] || sc[1]) ? sc : NULL, rank, tl->elem);
	s->g[0].one = tl, s->g[1].one = tr, s->g[2].one = res, s->g[3].one = res;
	s->g[3].n = s->g[3].seen = 1;
	if (!find_attr(s, "kind", 4))
		add_attr(s, "kind", opaque_kw(p, "vector", "kind<%s>", "add"));
}

/* vector.contract {traits} %lhs, %rhs, %acc [attrs] : lhsT, rhsT into accT */
static void hook_contract(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	static const char *const names[] = { "lhs", "rhs", "acc" };
	for (int i = 0; i < 3; i++)
		new_grp(s, names[i], '%', '1');
	new_grp(s, "result", '$', '1');
	trait_dict(s, "vector");
	for (int i = 0; i < 3; i++) {
		if (i)
			p_expect(p, T_COMMA, "expected ','");
		operand(s, &s->g[i]);
	}
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	p_expect(p, T_COLON, "expected ':'");
	s->g[0].one = p_type(p);
	p_expect(p, T_COMMA, "expected ','");
	s->g[1].one = p_type(p);
	expect_lit(p, "into", 4);
	s->g[2].one = s->g[3].one = p_type(p);
	s->g[3].n = s->g[3].seen = 1;
	if (!find_attr(s, "kind", 4))
		add_attr(s, "kind", opaque_kw(p, "vector", "kind<%s>", "add"));
}

/* llvm.getelementptr's indices: %v or a constant, comma separated; the
 * constants (and INT32_MIN for each %v) make rawConstantIndices, the
 * operand types come from the function type. */
static void hook_gepidx(PState *s, const SyItem *it)
{
	mixed_list(s, it, INT32_MIN, 32, 0);
}

/* llvm.call [cconv] [tail call kind] (@f | %ptr)(args) [vararg(type)]
 *   [attrs] : [ptrT,] (ins) -> out */
static void hook_llvmcall(PState *s, const SyItem *it)
{
	(void)it;
	Parser *p = s->p;
	Ctx *c = p->c;
	new_grp(s, "callee_operands", '%', '*');
	new_grp(s, "result", '$', '?');
	Grp *go = &s->g[0], *gr = &s->g[1];
	opt_enum_attr(s, "CConv", "cconv");
	opt_enum_attr(s, "TailCallKind", "tailcall");
	go->ubase = (uint32_t)p->uses.len;
	go->seen = 1;
	int direct = !p_is(p, T_PERCENT_ID);
	if (direct)
		add_attr(s, "callee", p_attr(p));
	else
		operand(s, go);
	p_expect(p, T_LPAREN, "expected '('");
	if (!p_is(p, T_RPAREN))
		operand_list(s, go);
	p_expect(p, T_RPAREN, "expected ')'");
	if (tok_text_is(p, "vararg", 6)) {
		p_advance(p);
		p_expect(p, T_LPAREN, "expected '('");
		add_attr(s, "var_callee_type", at_type(c, p_type(p)));
		p_expect(p, T_RPAREN, "expected ')'");
	}
	if (p_is(p, T_LBRACE))
		s->dict = p_attr_dict(p);
	p_expect(p, T_COLON, "expected ':'");
	size_t tb = p->types.len;
	uint32_t at = p->tok.pos;
	if (!direct) {
		p_push_ptr(&p->types, p_type(p));
		p_expect(p, T_COMMA, "expected ','");
	}
	Type *ft = p_type(p);
	if (ft->kind != TY_FUNC)
		p_err_at(p, at, "expected trailing function type");
	if (ft->m > 1)
		p_err_at(p, at, "expected function with 0 or 1 result");
	for (uint32_t i = 0; i < ft->n; i++)
		p_push_ptr(&p->types, ty_func_ins(ft)[i]);
	if (p->types.len - tb != go->n)
		p_err_at(p, s->pos, "%u operands present, but expected %u", go->n, (unsigned)(p->types.len - tb));
	set_types(s, go, tb);
	fn_types(s, ft, NULL, gr);
}

/* ------------------------------------------------------------ dispatch */

static const struct {
	const char *name;
	HookFn fn;
} hooks[] = {
	{ "body", hook_body }, { "select", hook_select }, { "succ", hook_succ },
	{ "mapcall", hook_mapcall }, { "amap", hook_amap }, { "dil", hook_dil },
	{ "globaltype", hook_globaltype }, { "scffor", hook_scffor }, { "ifregions", hook_ifregions },
	{ "affinefor", hook_affinefor }, { "affineparallel", hook_affineparallel }, { "while", hook_while }, { "indexswitch", hook_indexswitch },
	{ "dmastart", hook_dmastart }, { "func", hook_func }, { "llvmfunc", hook_llvmfunc },
	{ "linalg", hook_linalg }, { "switch", hook_switch }, { "order", hook_order },
	{ "calleetype", hook_calleetype }, { "region", hook_region }, { "regions", hook_regions },
	{ "scfparallel", hook_scfparallel }, { "outerproduct", hook_outerproduct },
	{ "contract", hook_contract }, { "lgeneric", hook_lgeneric }, { "gepidx", hook_gepidx },
	{ "llvmcases", hook_llvmcases }, { "llvmcall", hook_llvmcall }, { "llvmglobal", hook_llvmglobal },
};

int p_pretty_hook_known(const char *name, size_t n)
{
	for (size_t i = 0; i < sizeof hooks / sizeof *hooks; i++)
		if (strlen(hooks[i].name) == n && !memcmp(hooks[i].name, name, n))
			return 1;
	return 0;
}

static void hook(PState *s, const SyItem *it)
{
	for (size_t i = 0; i < sizeof hooks / sizeof *hooks; i++)
		if (strlen(hooks[i].name) == it->n && !memcmp(hooks[i].name, it->s, it->n)) {
			hooks[i].fn(s, it);
			return;
		}
	p_err_at(s->p, s->pos, "custom op '%s' is not supported by tsrewrite's pretty parser", s->sy->name);
}

/* A registered op written in generic form: MLIR moves its inherent
 * attributes from the dictionary into the properties and fills in the
 * default-valued ones (populateDefaultProperties).  Done for the ops of the
 * syntax table. */
/* Lowered ops MLIR only knows in generic form (no syntax entry) that
 * still have default-valued properties. */
static const OpSyntax generic_defaults[] = {
	{ "llvm.intr.vector.reduce.fadd", "", "fastmathFlags", "@fastmathFlags=llvmfm", 0, NULL },
	{ "llvm.intr.vector.reduce.fmul", "", "fastmathFlags", "@fastmathFlags=llvmfm", 0, NULL },
};

void p_generic_fixup(Parser *p, Op *op)
{
	struct FixupMemo *m = &p->fixup[((uintptr_t)op_name(op) >> 3) % (sizeof p->fixup / sizeof *p->fixup)];
	if (m->name != op_name(op)) {
		const OpSyntax *sy = lookup(p, op_name(op)->name->s, op_name(op)->name->len);
		for (size_t i = 0; !sy && i < sizeof generic_defaults / sizeof *generic_defaults; i++)
			if (!strcmp(generic_defaults[i].name, op_name(op)->name->s))
				sy = &generic_defaults[i];
		*m = (struct FixupMemo){ .name = op_name(op), .sy = sy };
	}
	const OpSyntax *sy = m->sy;
	if (!sy || op->props)
		return;
	if (m->have && !(op_attrs(op) && op_attrs(op)->kind == AT_DICT)) {
		rel_set(&op->props, m->props);
		rel_set(&op->attrs, m->attrs);
		return;
	}
	PState s;
	memset(&s, 0, sizeof s);
	s.p = p;
	s.sy = sy;
	s.pos = op->pos;
	s.nbase = p->names.len;
	s.abase = p->attrs.len;
	s.dict = op_attrs(op) && op_attrs(op)->kind == AT_DICT ? op_attrs(op) : NULL;
	unsigned saved = sy->flags;
	(void)saved;
	Attr *props = NULL, *attrs = NULL;
	/* segment sizes cannot be recomputed from a generic op: keep them out */
	PState *ps = &s;
	OpSyntax tmp = *sy;
	tmp.flags &= ~(unsigned)(SY_SEGMENTS | SY_RESULT_SEGMENTS);
	ps->sy = &tmp;
	const_rules(ps, sy->rules);
	split_attrs(ps, &props, &attrs);
	p->names.len = s.nbase;
	p->attrs.len = s.abase;
	if (!s.dict)
		m->props = props, m->attrs = attrs, m->have = 1;
	rel_set(&op->props, props);
	rel_set(&op->attrs, attrs);
}
