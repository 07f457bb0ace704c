/* print_pretty.c — the custom (pretty) op form, printed from the same
 * format strings the pretty parser reads (parser/opsyntax.c).  The output
 * is meant to be read back, by tsrewrite or mlir-opt; it does not try to
 * copy mlir-opt's value names or spacing.
 *
 * Operand groups are laid out in format order: sizes come from
 * operandSegmentSizes when the op has it, otherwise the one variadic group
 * takes what the single ones leave. */
#include "print_impl.h"
#include "opsyntax.h"

#include <string.h>

enum { MAXG = 16, MAXUSED = 24 };

typedef struct PGrp {
	const char *name;
	size_t len;
	char sig;
	uint32_t first, n;   /* operand or result range */
} PGrp;

typedef struct PP {
	Printer *p;
	Op *op;
	const OpSyntax *sy;
	unsigned indent;
	PGrp g[MAXG];
	int ng;
	const char *used[MAXUSED];   /* attributes the format printed */
	size_t usedn[MAXUSED];
	int nused;
	int nospace;                 /* no space before the next item */
} PP;

static const OpSyntax *syntax_of(Printer *p, const Op *op)
{
	uint32_t v;
	if (!pm_get(&p->syncache, op_name(op), &v)) {
		v = 0;
		const Str *n = op_name(op)->name;
		for (size_t i = 0; i < op_syntax_count; i++)
			if (strlen(op_syntax[i].name) == n->len && !memcmp(op_syntax[i].name, n->s, n->len)) {
				v = (uint32_t)i + 1;
				break;
			}
		pm_put(&p->syncache, op_name(op), v);
	}
	return v ? &op_syntax[v - 1] : NULL;
}

/* Element i of a dense i32/i64 array attribute (count in ival). */
static int64_t da_at(const Attr *a, uint32_t i)
{
	if (attr_type(a) && ty_bitwidth(attr_type(a)) == 32) {
		int32_t v;
		memcpy(&v, a->bytes + 4 * (size_t)i, 4);
		return v;
	}
	int64_t v;
	memcpy(&v, a->bytes + 8 * (size_t)i, 8);
	return v;
}

static uint32_t da_len(const Attr *a)
{
	return a && a->kind == AT_DENSE_ARRAY ? (uint32_t)a->ival : 0;
}

static Attr *dict_get(Attr *d, const char *s, size_t n)
{
	if (!d || d->kind != AT_DICT)
		return NULL;
	for (uint32_t i = 0; i < d->n; i++)
		if (attr_name(d, i)->len == n && !memcmp(attr_name(d, i)->s, s, n))
			return attr_elem(d, i);
	return NULL;
}

static Attr *op_attr(PP *pp, const char *s, size_t n)
{
	Attr *a = dict_get(op_props(pp->op), s, n);
	return a ? a : dict_get(op_attrs(pp->op), s, n);
}

static void use_attr(PP *pp, const char *s, size_t n)
{
	if (pp->nused < MAXUSED) {
		pp->used[pp->nused] = s;
		pp->usedn[pp->nused++] = n;
	}
}

/* --------------------------------------------------------------- text */

static void sp(PP *pp, const char *next)
{
	char c0 = next[0];
	if (!pp->nospace && c0 != ',' && c0 != ')' && c0 != ']' && c0 != '(' && c0 != '[' && c0 != '<')
		buf_putc(pp->p->out, ' ');
	pp->nospace = 0;
}

static void word(PP *pp, const char *s, size_t n)
{
	char tmp[2] = { n ? s[0] : ' ', 0 };
	sp(pp, tmp);
	buf_put(pp->p->out, s, n);
	char last = n ? s[n - 1] : 0;
	pp->nospace = last == '(' || last == '[' || last == '<';
}

static void words(PP *pp, const char *s) { word(pp, s, strlen(s)); }

static void type_item(PP *pp, Type *t)
{
	sp(pp, "t");
	pr_type(pp->p, t);
}

static void value_item(PP *pp, Value *v)
{
	sp(pp, "%");
	pr_value(pp->p, v);
}

static void attr_item(PP *pp, Attr *a)
{
	sp(pp, "a");
	pr_attr(pp->p, a, ELIDE_NEVER);
}

/* ------------------------------------------------------------- groups */

static PGrp *grp(PP *pp, const char *s, size_t n, char sig)
{
	for (int i = 0; i < pp->ng; i++)
		if (pp->g[i].sig == sig && pp->g[i].len == n && !memcmp(pp->g[i].name, s, n))
			return &pp->g[i];
	return NULL;
}

static PGrp *grp_ref(PP *pp, const SyRef *r) { return grp(pp, r->name, r->len, r->sig); }

/* Lay out the groups of `sig` over [0, total). */
static void layout(PP *pp, const SyRef *refs, int nrefs, char sig, uint32_t total, Attr *seg)
{
	int idx[MAXG], n = 0, var = -1;
	for (int i = 0; i < nrefs && pp->ng < MAXG; i++) {
		if (refs[i].sig != sig || grp(pp, refs[i].name, refs[i].len, sig))
			continue;
		PGrp *g = &pp->g[pp->ng];
		g->name = refs[i].name;
		g->len = refs[i].len;
		g->sig = sig;
		g->n = 1;
		if (refs[i].var == '*' || refs[i].var == '?')
			var = n;
		idx[n++] = pp->ng++;
	}
	if (da_len(seg) == (uint32_t)n && n) {
		for (int i = 0; i < n; i++)
			pp->g[idx[i]].n = (uint32_t)da_at(seg, (uint32_t)i);
	} else if (var >= 0) {
		uint32_t fixed = (uint32_t)(n - 1);
		pp->g[idx[var]].n = total > fixed ? total - fixed : 0;
	}
	uint32_t at = 0;
	for (int i = 0; i < n; i++) {
		pp->g[idx[i]].first = at;
		if (at + pp->g[idx[i]].n > total)
			pp->g[idx[i]].n = at < total ? total - at : 0;
		at += pp->g[idx[i]].n;
	}
}

static Type *grp_type(PP *pp, PGrp *g, uint32_t i)
{
	if (!g || i >= g->n)
		return NULL;
	if (g->sig == '$')
		return value_type(&op_res(pp->op)[g->first + i]);
	Value *v = op_operand(pp->op, g->first + i);
	return v ? value_type(v) : NULL;
}

static void values(PP *pp, PGrp *g)
{
	for (uint32_t i = 0; g && i < g->n; i++) {
		if (i)
			words(pp, ",");
		value_item(pp, op_operand(pp->op, g->first + i));
	}
}

static void type_list(PP *pp, PGrp *g, int parens)
{
	int wrap = parens && g && (g->n != 1 || grp_type(pp, g, 0)->kind == TY_FUNC);
	if (wrap)
		words(pp, "(");
	for (uint32_t i = 0; g && i < g->n; i++) {
		if (i)
			words(pp, ",");
		type_item(pp, grp_type(pp, g, i));
	}
	if (wrap)
		words(pp, ")");
}

/* ---------------------------------------------------------- attributes */

static int kind_is(const char *k, size_t kn, const char *s) { return strlen(s) == kn && !memcmp(k, s, kn); }

/* The value of an enum attribute, -1 if it is none of the enum's. */
static int enum_of(const SyEnum *e, const Attr *a)
{
	if (e->bits && a->kind == AT_INT && a->words[0] < e->n)
		return (int)a->words[0];
	if (!e->bits && a->kind == AT_OPAQUE && a->dialect && !strcmp(a->dialect->s, e->dialect))
		return sy_enum_text(e, a->data->s, a->data->len);
	return -1;
}

/* The default of an optional attribute (printed as absent). */
static int attr_is_default(Attr *a, const char *k, size_t kn)
{
	if (!a)
		return 1;
	if ((kind_is(k, kn, "fm") || kind_is(k, kn, "ovf") || kind_is(k, kn, "llvmovf")) && a->kind == AT_OPAQUE) {
		const char *lt = memchr(a->data->s, '<', a->data->len);
		return lt && !strcmp(lt, "<none>");
	}
	const SyEnum *e = sy_enum(k, kn);
	return e && e->dflt >= 0 && enum_of(e, a) == e->dflt;
}

static void enum_word(PP *pp, const SyEnum *e, Attr *a)
{
	int v = enum_of(e, a);
	if (v < 0 || !e->words[v]) {
		attr_item(pp, a);
		return;
	}
	Buf *o = pp->p->out;
	sp(pp, (e->flags & SE_ANGLE) ? "<" : "w");
	if (e->flags & SE_ANGLE)
		buf_putc(o, '<');
	if (e->flags & SE_QUOTED)
		buf_putc(o, '"');
	buf_puts(o, e->words[v]);
	if (e->flags & SE_QUOTED)
		buf_putc(o, '"');
	if (e->flags & SE_ANGLE)
		buf_putc(o, '>');
}

/* An enum attribute `name` as its keyword, unless it has the default. */
static void enum_unless_default(PP *pp, const char *name, const char *kind)
{
	const SyEnum *e = sy_enum(kind, strlen(kind));
	Attr *a = op_attr(pp, name, strlen(name));
	use_attr(pp, name, strlen(name));
	if (a && !attr_is_default(a, kind, strlen(kind)))
		enum_word(pp, e, a);
}

/* A dense i32/i64 array as `[1, 2]`. */
static void int_list(PP *pp, Attr *a)
{
	Buf *o = pp->p->out;
	sp(pp, "x");
	buf_putc(o, '[');
	for (uint32_t i = 0; i < da_len(a); i++) {
		if (i)
			buf_puts(o, ", ");
		pr_i64(o, da_at(a, i));
	}
	buf_putc(o, ']');
}

static void print_attr_kind(PP *pp, Attr *a, const char *k, size_t kn)
{
	Buf *o = pp->p->out;
	const SyEnum *e = sy_enum(k, kn);
	if (e)
		return enum_word(pp, e, a);
	if (kind_is(k, kn, "unit"))
		return;
	if (kind_is(k, kn, "sym") && a->kind == AT_STRING) {
		sp(pp, "@");
		buf_putc(o, '@');
		pr_keyword_or_string(o, a->str);
		return;
	}
	if (kind_is(k, kn, "str") && a->kind == AT_STRING) {
		sp(pp, "\"");
		pr_escaped(o, a->str->s, a->str->len);
		return;
	}
	if ((kind_is(k, kn, "fm") || kind_is(k, kn, "ovf") || kind_is(k, kn, "llvmovf")) && a->kind == AT_OPAQUE) {
		const char *lt = memchr(a->data->s, '<', a->data->len);
		if (lt) {
			word(pp, lt, a->data->len - (size_t)(lt - a->data->s));
			return;
		}
	}
	if (kind_is(k, kn, "type") && a->kind == AT_TYPE)
		return type_item(pp, attr_type(a));
	if ((kind_is(k, kn, "darr") || kind_is(k, kn, "darr32")) && a->kind == AT_DENSE_ARRAY)
		return int_list(pp, a);
	if ((kind_is(k, kn, "idx") || kind_is(k, kn, "i32") || kind_is(k, kn, "i64")) && a->kind == AT_INT) {
		sp(pp, "0");
		pr_attr(pp->p, a, ELIDE_MUST);
		return;
	}
	attr_item(pp, a);
}

/* The attributes no format item printed, minus the ones MLIR elides. */
static void attr_dict(PP *pp, int kw)
{
	Attr *src[2] = { op_props(pp->op), op_attrs(pp->op) };
	const Str *names[64];
	Attr *vals[64];
	uint32_t n = 0;
	for (int d = 0; d < 2; d++) {
		Attr *dict = src[d];
		if (!dict || dict->kind != AT_DICT)
			continue;
		for (uint32_t i = 0; i < dict->n && n < 64; i++) {
			const Str *k = attr_name(dict, i);
			int skip = 0;
			for (int u = 0; u < pp->nused && !skip; u++)
				skip = pp->usedn[u] == k->len && !memcmp(pp->used[u], k->s, k->len);
			if (k->len == 19 && !memcmp(k->s, "operandSegmentSizes", 19))
				skip = 1;
			if ((pp->sy->flags & SY_FASTMATH) && k->len == 8 && !memcmp(k->s, "fastmath", 8))
				skip |= attr_is_default(attr_elem(dict, i), "fm", 2);
			if ((pp->sy->flags & SY_OVERFLOW) && k->len == 13 && !memcmp(k->s, "overflowFlags", 13))
				skip |= attr_is_default(attr_elem(dict, i), "ovf", 3);
			if (k->len == 13 && !memcmp(k->s, "fastmathFlags", 13) && d == 0)
				skip |= attr_is_default(attr_elem(dict, i), "fm", 2);
			if (!skip) {
				names[n] = k;
				vals[n++] = attr_elem(dict, i);
			}
		}
	}
	if (!n)
		return;
	const Str *dup = NULL;
	Attr *all = at_dict(pp->p->c, names, vals, n, &dup);
	if (!all)
		return;
	if (kw)
		words(pp, "attributes");
	attr_item(pp, all);
}

/* ------------------------------------------------------------- walker */

static void walk(PP *pp, const char *f, const char *end);
static void hook(PP *pp, const SyItem *it);
static int hooks_fit(const PP *pp);

static const char *skip_group(const char *f, const char *end)
{
	int depth = 1;
	SyItem it;
	while (f < end) {
		f = sy_next(f, end, &it);
		if (it.kind == SI_END)
			break;
		if (it.kind == SI_OPT)
			depth++;
		else if (it.kind == SI_OPT_END && --depth == 0)
			return f;
	}
	return end;
}

/* An optional group is printed when its first operand, result or
 * attribute item has something to show. */
static int group_present(PP *pp, const char *f, const char *end)
{
	SyItem it;
	int depth = 0;   /* a nested group's items do not decide */
	while (f < end) {
		f = sy_next(f, end, &it);
		if (it.kind == SI_END || (it.kind == SI_OPT_END && depth-- == 0))
			return 0;
		if (it.kind == SI_OPT)
			depth++;
		if (depth)
			continue;
		switch (it.kind) {
		case SI_OPND: { PGrp *g = grp(pp, it.s, it.n, '%'); return g && g->n; }
		case SI_ATTR: return !attr_is_default(op_attr(pp, it.s, it.n), it.k, it.kn);
		case SI_TYPES: {
			SyRef r;
			sy_args(it.a, it.an, &r, 1);
			PGrp *g = grp_ref(pp, &r);
			return g && g->n;
		}
		default: break;
		}
	}
	return 0;
}

/* `(` after a space (words() puts none before it, for `f(%a)`). */
static void lparen(PP *pp)
{
	sp(pp, "x");
	buf_putc(pp->p->out, '(');
	pp->nospace = 1;
}

/* `-> res` of a function type: `-> t`, `-> (t, u)` or `-> ()`. */
static void arrow_results(PP *pp, PGrp *res)
{
	words(pp, "->");
	if (res && res->n)
		type_list(pp, res, 1);
	else
		words(pp, "("), words(pp, ")");
}

/* A function type `(ops...) -> res`: every group of the list but the last
 * gives inputs, the last the results. */
static void ftype_item(PP *pp, const SyItem *it)
{
	SyRef r[8];
	int n = sy_args(it->a, it->an, r, 8);
	lparen(pp);
	for (int i = 0, first = 1; i + 1 < n; i++) {
		PGrp *g = grp_ref(pp, &r[i]);
		if (!g || !g->n)
			continue;
		if (!first)
			words(pp, ",");
		type_list(pp, g, 0);
		first = 0;
	}
	words(pp, ")");
	arrow_results(pp, n ? grp_ref(pp, &r[n - 1]) : NULL);
}

/* `(ins) -> res` */
static void fn_type(PP *pp, PGrp *ins, PGrp *res)
{
	lparen(pp);
	type_list(pp, ins, 0);
	words(pp, ")");
	arrow_results(pp, res);
}

static void walk(PP *pp, const char *f, const char *end)
{
	SyItem it;
	while (f < end) {
		f = sy_next(f, end, &it);
		switch (it.kind) {
		case SI_END: return;
		case SI_LIT:
			if (it.n)
				word(pp, it.s, it.n);
			else
				pp->nospace = 1;   /* '': no space before the next item */
			break;
		case SI_OPND: values(pp, grp(pp, it.s, it.n, '%')); break;
		case SI_ATTR: {
			Attr *a = op_attr(pp, it.s, it.n);
			use_attr(pp, it.s, it.n);
			if (a)
				print_attr_kind(pp, a, it.k, it.kn);
			break;
		}
		case SI_TYPE: {
			SyRef r;
			sy_args(it.a, it.an, &r, 1);
			Type *t = grp_type(pp, grp_ref(pp, &r), 0);
			if (t)
				type_item(pp, t);
			break;
		}
		case SI_TYPES: {
			SyRef r;
			sy_args(it.a, it.an, &r, 1);
			PGrp *g = grp_ref(pp, &r);
			type_list(pp, g, g && g->sig == '$' && it.var != 'n');
			break;
		}
		case SI_FTYPE: ftype_item(pp, &it); break;
		case SI_ADICT: attr_dict(pp, 0); break;
		case SI_ADICT_KW: attr_dict(pp, 1); break;
		case SI_OPT:
			if (!group_present(pp, f, end))
				f = skip_group(f, end);
			break;
		case SI_OPT_END: break;
		case SI_HOOK: hook(pp, &it); break;
		}
	}
}

/* Attributes the format prints itself are left out of attr-dict. */
static void premark(PP *pp)
{
	const char *f = pp->sy->fmt, *end = f + strlen(f);
	SyItem it;
	while (f < end) {
		f = sy_next(f, end, &it);
		if (it.kind == SI_END)
			break;
		if (it.kind == SI_ATTR)
			use_attr(pp, it.s, it.n);
		if (it.kind == SI_HOOK) {
			SyRef r[8];
			int n = sy_args(it.a, it.an, r, 8);
			for (int i = 0; i < n; i++)
				if (r[i].sig == '@')
					use_attr(pp, r[i].name, r[i].len);
		}
	}
}

/* Whether the op has the shape its format can print: the operand and
 * result groups cover the op exactly, every `type(a, b)` names one type,
 * and the op has no successors or regions the format does not print. */
static int fits(PP *pp)
{
	Op *op = pp->op;
	uint32_t no = 0, nr = 0;
	int hooked = strchr(pp->sy->fmt, '~') != NULL;
	for (int i = 0; i < pp->ng; i++)
		*(pp->g[i].sig == '%' ? &no : &nr) += pp->g[i].n;
	if (!hooked && (no != op->nopnds || nr != op->nres || op->nregions || op->nsuccs))
		return 0;
	if (hooked && !hooks_fit(pp))
		return 0;
	for (uint32_t i = 0; i < op->nopnds; i++)
		if (!op_operand(op, i))
			return 0;
	const char *f = pp->sy->fmt, *end = f + strlen(f);
	SyItem it;
	while (f < end) {
		f = sy_next(f, end, &it);
		if (it.kind == SI_END)
			break;
		if (it.kind != SI_TYPE)
			continue;
		SyRef r[8];
		int n = sy_args(it.a, it.an, r, 8);
		Type *t = NULL;
		for (int k = 0; k < n; k++) {
			PGrp *g = grp_ref(pp, &r[k]);
			for (uint32_t e = 0; g && e < g->n; e++) {
				Type *u = grp_type(pp, g, e);
				if (t && u != t)
					return 0;
				t = u;
			}
		}
	}
	return 1;
}

int pr_pretty_op(Printer *p, Op *op, unsigned indent)
{
	const OpSyntax *sy = syntax_of(p, op);
	if (!sy)
		return 0;
	PP pp;
	memset(&pp, 0, sizeof pp);
	pp.p = p;
	pp.op = op;
	pp.sy = sy;
	pp.indent = indent;
	SyRef refs[2 * MAXG];
	int n = sy_scan_groups(sy->fmt, refs, 2 * MAXG);
	/* results the rules mention */
	for (const char *r = sy->rules; r && (r = strchr(r, '$')) && n < 2 * MAXG; r++) {
		sy_args(r, strcspn(r, "=)"), &refs[n], 1);
		refs[n++].var = '1';
	}
	layout(&pp, refs, n, '%', op->nopnds, (sy->flags & SY_SEGMENTS) ? op_attr(&pp, "operandSegmentSizes", 19) : NULL);
	layout(&pp, refs, n, '$', op->nres, NULL);
	premark(&pp);
	if (!fits(&pp))
		return 0;
	buf_puts(p->out, sy->name);
	walk(&pp, sy->fmt, sy->fmt + strlen(sy->fmt));
	return 1;
}

/* ============================================================== hooks */

/* The implicit terminator of an op's region, if it carries nothing. */
static const Op *implicit_term(PP *pp, Region *r)
{
	if (!(pp->sy->flags & SY_IMPLICIT_TERM) || !r->first || r->first != r->last)
		return NULL;
	Op *t = block_last(region_first(r));
	if (!t || t->nopnds || t->nres || (op_attrs(t) && op_attrs(t)->n) || op_props(t) || op_loc(t))
		return NULL;
	if (strlen(pp->sy->term) != op_name(t)->name->len || memcmp(pp->sy->term, op_name(t)->name->s, op_name(t)->name->len))
		return NULL;
	return t;
}

static void region(PP *pp, Region *r, int entry_args)
{
	sp(pp, "{");
	pr_region(pp->p, r, pp->indent, entry_args, implicit_term(pp, r));
}

static void hook_body(PP *pp, const SyItem *it)
{
	(void)it;
	region(pp, &op_regions(pp->op)[0], 1);
}

static void hook_select(PP *pp, const SyItem *it)
{
	(void)it;
	Type *ct = op_operand(pp->op, 0) ? value_type(op_operand(pp->op, 0)) : NULL;
	if (ct && ct != pp->p->c->t_i1) {
		type_item(pp, ct);
		words(pp, ",");
	}
	type_item(pp, value_type(&op_res(pp->op)[0]));
}

static void hook_succ(PP *pp, const SyItem *it)
{
	SyRef r;
	sy_args(it->a, it->an, &r, 1);
	PGrp *g = grp_ref(pp, &r);
	uint32_t k = 0;
	/* successors in the order the succ directives come */
	for (int i = 0; i < pp->ng && &pp->g[i] != g; i++)
		k += pp->g[i].sig == '%' && pp->g[i].name != NULL && pp->g[i].len >= 8 &&
		     !memcmp(pp->g[i].name + pp->g[i].len - 8, "Operands", 8);
	sp(pp, "^");
	if (k < pp->op->nsuccs)
		pr_block_name(pp->p, succ_block(&op_succs(pp->op)[k]));
	if (!g || !g->n)
		return;
	pp->nospace = 1;
	words(pp, "(");
	values(pp, g);
	words(pp, ":");
	type_list(pp, g, 0);
	words(pp, ")");
}

/* [syms] of a map: operands [from, from + n). */
static void dims_syms(PP *pp, PGrp *g, uint32_t nd)
{
	pp->nospace = 1;
	words(pp, "(");
	for (uint32_t i = 0; g && i < nd && i < g->n; i++) {
		if (i)
			words(pp, ",");
		value_item(pp, op_operand(pp->op, g->first + i));
	}
	words(pp, ")");
	if (g && g->n > nd) {
		pp->nospace = 1;
		words(pp, "[");
		for (uint32_t i = nd; i < g->n; i++) {
			if (i > nd)
				words(pp, ",");
			value_item(pp, op_operand(pp->op, g->first + i));
		}
		words(pp, "]");
	}
}

static void hook_mapcall(PP *pp, const SyItem *it)
{
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Attr *a = op_attr(pp, r[1].name, r[1].len);
	use_attr(pp, r[1].name, r[1].len);
	if (!a)
		return;
	attr_item(pp, a);
	uint32_t nd = a->kind == AT_AFFINE_MAP ? a->map->ndims : a->kind == AT_INTEGER_SET ? a->set->ndims : 0;
	dims_syms(pp, grp_ref(pp, &r[0]), nd);
}

/* An affine expression with SSA operands in place of dims and symbols. */
static void aff_ssa(PP *pp, AffExpr *e, PGrp *g, uint32_t nd, int paren)
{
	Buf *o = pp->p->out;
	switch (e->kind) {
	case AE_CONST: pr_i64(o, e->val); return;
	case AE_DIM: case AE_SYM: {
		uint32_t i = (uint32_t)e->val + (e->kind == AE_SYM ? nd : 0);
		if (e->kind == AE_SYM)
			buf_puts(o, "symbol(");
		if (g && i < g->n)
			pr_value(pp->p, op_operand(pp->op, g->first + i));
		if (e->kind == AE_SYM)
			buf_putc(o, ')');
		return;
	}
	default: break;
	}
	if (paren)
		buf_putc(o, '(');
	static const char *const ops[] = { " + ", " * ", " mod ", " floordiv ", " ceildiv " };
	aff_ssa(pp, e->lhs, g, nd, 1);
	buf_puts(o, ops[e->kind]);
	aff_ssa(pp, e->rhs, g, nd, 1);
	if (paren)
		buf_putc(o, ')');
}

static void hook_amap(PP *pp, const SyItem *it)
{
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Attr *a = op_attr(pp, r[1].name, r[1].len);
	use_attr(pp, r[1].name, r[1].len);
	PGrp *g = grp_ref(pp, &r[0]);
	pp->nospace = 1;
	words(pp, "[");
	for (uint32_t i = 0; a && a->kind == AT_AFFINE_MAP && i < a->map->nres; i++) {
		if (i)
			words(pp, ",");
		sp(pp, "x");
		aff_ssa(pp, a->map->res[i], g, a->map->ndims, 0);
	}
	words(pp, "]");
}

/* The entries of a dense array, the operands of g where it holds `dyn`
 * (mixed static/dynamic lists, GEP indices). */
static void mixed_list(PP *pp, Attr *a, PGrp *g, int64_t dyn)
{
	uint32_t k = 0;
	for (uint32_t i = 0; i < da_len(a); i++) {
		int64_t v = da_at(a, i);
		if (i)
			words(pp, ",");
		if (v == dyn && g && k < g->n) {
			value_item(pp, op_operand(pp->op, g->first + k++));
		} else {
			sp(pp, "0");
			pr_i64(pp->p->out, v);
		}
	}
}

static void hook_dil(PP *pp, const SyItem *it)
{
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Attr *a = op_attr(pp, r[1].name, r[1].len);
	use_attr(pp, r[1].name, r[1].len);
	pp->nospace = pp->sy->name[0] == 'v' ? 0 : 1;
	words(pp, "[");
	mixed_list(pp, a, grp_ref(pp, &r[0]), DYN);
	words(pp, "]");
}

static void hook_globaltype(PP *pp, const SyItem *it)
{
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Attr *t = op_attr(pp, r[0].name, r[0].len), *v = op_attr(pp, r[1].name, r[1].len);
	use_attr(pp, r[0].name, r[0].len);
	use_attr(pp, r[1].name, r[1].len);
	if (t && t->kind == AT_TYPE)
		type_item(pp, attr_type(t));
	if (!v)
		return;
	words(pp, "=");
	if (v->kind == AT_UNIT) {
		words(pp, "uninitialized");
	} else {
		sp(pp, "d");
		pr_attr(pp->p, v, ELIDE_MUST);   /* the type is the memref's */
	}
}

static void entry_arg(PP *pp, Region *r, uint32_t i)
{
	Block *b = region_first(r);
	if (b && i < b->nargs)
		value_item(pp, block_arg(b, i));
}

static void iter_args(PP *pp, Region *r, uint32_t first_arg, uint32_t first_opnd, uint32_t n)
{
	if (!n)
		return;
	words(pp, "iter_args");
	words(pp, "(");
	for (uint32_t i = 0; i < n; i++) {
		if (i)
			words(pp, ",");
		entry_arg(pp, r, first_arg + i);
		words(pp, "=");
		value_item(pp, op_operand(pp->op, first_opnd + i));
	}
	words(pp, ")");
	words(pp, "->");
	PGrp res = { "r", 1, '$', 0, pp->op->nres };
	type_list(pp, &res, 1);
}

static void hook_scffor(PP *pp, const SyItem *it)
{
	(void)it;
	Op *op = pp->op;
	Region *r = &op_regions(op)[0];
	entry_arg(pp, r, 0);
	words(pp, "=");
	value_item(pp, op_operand(op, 0));
	words(pp, "to");
	value_item(pp, op_operand(op, 1));
	words(pp, "step");
	value_item(pp, op_operand(op, 2));
	iter_args(pp, r, 1, 3, op->nopnds - 3);
	Type *t = op_operand(op, 0) ? value_type(op_operand(op, 0)) : NULL;
	if (t && t != pp->p->c->t_index) {
		words(pp, ":");
		type_item(pp, t);
	}
	region(pp, r, 0);
	attr_dict(pp, 0);
}

static void hook_ifregions(PP *pp, const SyItem *it)
{
	(void)it;
	region(pp, &op_regions(pp->op)[0], 1);
	if (pp->op->nregions > 1 && region_first(&op_regions(pp->op)[1])) {
		words(pp, "else");
		region(pp, &op_regions(pp->op)[1], 1);
	}
}

/* An affine.for bound: a constant, a symbol operand, or [min|max] map(...)[...]. */
static void affine_bound(PP *pp, const char *attr, uint32_t first, uint32_t n, int upper)
{
	Attr *a = op_attr(pp, attr, strlen(attr));
	use_attr(pp, attr, strlen(attr));
	if (!a || a->kind != AT_AFFINE_MAP)
		return;
	AffMap *m = a->map;
	if (m->nres == 1 && m->ndims == 0 && m->nsyms == 0 && m->res[0]->kind == AE_CONST && n == 0) {
		sp(pp, "0");
		pr_i64(pp->p->out, m->res[0]->val);
		return;
	}
	if (m->nres == 1 && m->ndims == 0 && m->nsyms == 1 && m->res[0]->kind == AE_SYM && n == 1) {
		value_item(pp, op_operand(pp->op, first));
		return;
	}
	if (m->nres > 1)
		words(pp, upper ? "min" : "max");
	attr_item(pp, a);
	PGrp g = { "b", 1, '%', first, n };
	dims_syms(pp, &g, m->ndims);
}

static void hook_affinefor(PP *pp, const SyItem *it)
{
	(void)it;
	Op *op = pp->op;
	Region *r = &op_regions(op)[0];
	Attr *seg = op_attr(pp, "operandSegmentSizes", 19);
	int ok = da_len(seg) == 3;
	uint32_t nl = ok ? (uint32_t)da_at(seg, 0) : 0, nu = ok ? (uint32_t)da_at(seg, 1) : 0;
	entry_arg(pp, r, 0);
	words(pp, "=");
	affine_bound(pp, "lowerBoundMap", 0, nl, 0);
	words(pp, "to");
	affine_bound(pp, "upperBoundMap", nl, nu, 1);
	Attr *st = op_attr(pp, "step", 4);
	use_attr(pp, "step", 4);
	if (st && st->kind == AT_INT && st->words[0] != 1) {
		words(pp, "step");
		sp(pp, "0");
		pr_i64(pp->p->out, (int64_t)st->words[0]);
	}
	iter_args(pp, r, 1, nl + nu, op->nopnds - nl - nu);
	region(pp, r, 0);
	attr_dict(pp, 0);
}

/* Element i of a dense tensor of 32-bit integers (affine.parallel's
 * bound groups). */
static int64_t dense_i32_at(const Attr *a, uint32_t i)
{
	size_t off = a->splat ? 0 : (size_t)i * 4;
	int32_t v = 0;
	if (off + 4 <= a->nbytes)
		memcpy(&v, a->bytes + off, 4);
	return v;
}

/* One bound list of affine.parallel, `(e, kw(e, e), ...)`: the map's
 * results in groups; its operands start at `first`.  Returns the number
 * of operands the map takes. */
static uint32_t parallel_bounds(PP *pp, const char *mapattr, const char *grpattr, uint32_t first, const char *kw)
{
	Attr *a = op_attr(pp, mapattr, strlen(mapattr)), *g = op_attr(pp, grpattr, strlen(grpattr));
	use_attr(pp, mapattr, strlen(mapattr));
	use_attr(pp, grpattr, strlen(grpattr));
	Buf *o = pp->p->out;
	buf_putc(o, '(');
	if (!a || a->kind != AT_AFFINE_MAP || !g || g->kind != AT_DENSE || !attr_type(g) || attr_type(g)->n != 1) {
		buf_putc(o, ')');
		return 0;
	}
	AffMap *m = a->map;
	uint32_t nopnd = m->ndims + m->nsyms;
	PGrp og = { "b", 1, '%', first, nopnd };
	uint32_t r = 0;
	for (uint32_t k = 0; k < (uint32_t)attr_type(g)->dims[0]; k++) {
		uint32_t sz = (uint32_t)dense_i32_at(g, k);
		if (k)
			buf_puts(o, ", ");
		if (sz != 1) {
			buf_puts(o, kw);
			buf_putc(o, '(');
		}
		for (uint32_t j = 0; j < sz && r < m->nres; j++, r++) {
			if (j)
				buf_puts(o, ", ");
			aff_ssa(pp, m->res[r], &og, m->ndims, 0);
		}
		if (sz != 1)
			buf_putc(o, ')');
	}
	buf_putc(o, ')');
	return nopnd;
}

/* affine.parallel (%i, ...) = (lbs) to (ubs) [step (...)] [reduce (...) -> (types)] region attrs */
static void hook_affineparallel(PP *pp, const SyItem *it)
{
	(void)it;
	const SyEnum *rmw = sy_enum("rmw", 3);   /* the reduction kinds */
	Op *op = pp->op;
	Region *r = &op_regions(op)[0];
	Buf *o = pp->p->out;
	sp(pp, "x");
	buf_putc(o, '(');
	for (uint32_t i = 0; region_first(r) && i < region_first(r)->nargs; i++) {
		if (i)
			buf_puts(o, ", ");
		pr_value(pp->p, block_arg(region_first(r), i));
	}
	buf_puts(o, ") = ");
	uint32_t nl = parallel_bounds(pp, "lowerBoundsMap", "lowerBoundsGroups", 0, "max");
	buf_puts(o, " to ");
	parallel_bounds(pp, "upperBoundsMap", "upperBoundsGroups", nl, "min");
	Attr *st = op_attr(pp, "steps", 5), *red = op_attr(pp, "reductions", 10);
	use_attr(pp, "steps", 5);
	use_attr(pp, "reductions", 10);
	int ones = 1;
	for (uint32_t i = 0; st && st->kind == AT_ARRAY && i < st->n; i++)
		ones &= attr_elem(st, i)->kind == AT_INT && attr_elem(st, i)->words[0] == 1;
	if (!ones) {
		buf_puts(o, " step (");
		for (uint32_t i = 0; i < st->n; i++) {
			if (i)
				buf_puts(o, ", ");
			pr_i64(o, attr_elem(st, i)->kind == AT_INT ? (int64_t)attr_elem(st, i)->words[0] : 0);
		}
		buf_putc(o, ')');
	}
	if (op->nres) {
		buf_puts(o, " reduce (");
		for (uint32_t i = 0; red && red->kind == AT_ARRAY && i < red->n; i++) {
			uint64_t k = attr_elem(red, i)->kind == AT_INT ? attr_elem(red, i)->words[0] : 0;
			buf_puts(o, i ? ", \"" : "\"");
			buf_puts(o, k < rmw->n ? rmw->words[k] : "addf");
			buf_putc(o, '"');
		}
		buf_puts(o, ") -> (");
		for (uint32_t i = 0; i < op->nres; i++) {
			if (i)
				buf_puts(o, ", ");
			pr_type(pp->p, value_type(&op_res(op)[i]));
		}
		buf_putc(o, ')');
	}
	region(pp, r, 0);
	attr_dict(pp, 0);
}

static void hook_while(PP *pp, const SyItem *it)
{
	(void)it;
	Op *op = pp->op;
	Region *r = &op_regions(op)[0];
	words(pp, "(");
	for (uint32_t i = 0; i < op->nopnds; i++) {
		if (i)
			words(pp, ",");
		entry_arg(pp, r, i);
		words(pp, "=");
		value_item(pp, op_operand(op, i));
	}
	words(pp, ")");
	words(pp, ":");
	PGrp ins = { "i", 1, '%', 0, op->nopnds }, outs = { "r", 1, '$', 0, op->nres };
	fn_type(pp, &ins, &outs);
	region(pp, r, 0);
	words(pp, "do");
	region(pp, &op_regions(op)[1], 1);
	attr_dict(pp, 1);
}

static void hook_indexswitch(PP *pp, const SyItem *it)
{
	(void)it;
	Op *op = pp->op;
	value_item(pp, op_operand(op, 0));
	Attr *cases = op_attr(pp, "cases", 5);
	use_attr(pp, "cases", 5);
	attr_dict(pp, 0);
	if (op->nres) {
		words(pp, "->");
		PGrp outs = { "r", 1, '$', 0, op->nres };
		type_list(pp, &outs, 0);
	}
	for (uint32_t i = 1; i < op->nregions; i++) {
		buf_putc(pp->p->out, '\n');
		buf_indent(pp->p->out, pp->indent);
		pp->nospace = 1;
		words(pp, "case");
		sp(pp, "0");
		pr_i64(pp->p->out, i - 1 < da_len(cases) ? da_at(cases, i - 1) : 0);
		region(pp, &op_regions(op)[i], 1);
	}
	buf_putc(pp->p->out, '\n');
	buf_indent(pp->p->out, pp->indent);
	pp->nospace = 1;
	words(pp, "default");
	region(pp, &op_regions(op)[0], 1);
}

/* Operands of dma_start: memref ranks tell where the index lists end. */
static void indexed(PP *pp, uint32_t *k)
{
	Op *op = pp->op;
	Value *m = *k < op->nopnds ? op_operand(op, (*k)++) : NULL;
	uint32_t rank = m && value_type(m)->kind == TY_MEMREF ? value_type(m)->n : 0;
	value_item(pp, m);
	pp->nospace = 1;
	words(pp, "[");
	for (uint32_t i = 0; i < rank && *k < op->nopnds; i++) {
		if (i)
			words(pp, ",");
		value_item(pp, op_operand(op, (*k)++));
	}
	words(pp, "]");
}

static void hook_dmastart(PP *pp, const SyItem *it)
{
	(void)it;
	Op *op = pp->op;
	uint32_t k = 0, m[3];
	m[0] = k;
	indexed(pp, &k);
	words(pp, ",");
	m[1] = k;
	indexed(pp, &k);
	words(pp, ",");
	value_item(pp, k < op->nopnds ? op_operand(op, k++) : NULL);
	words(pp, ",");
	m[2] = k;
	indexed(pp, &k);
	while (k < op->nopnds) {
		words(pp, ",");
		value_item(pp, op_operand(op, k++));
	}
	words(pp, ":");
	for (int i = 0; i < 3; i++) {
		if (i)
			words(pp, ",");
		if (m[i] < op->nopnds && op_operand(op, m[i]))
			type_item(pp, value_type(op_operand(op, m[i])));
	}
	/* the PyTorchSim fork's attribute dictionary after the types */
	attr_dict(pp, 0);
}

static void func_args(PP *pp, Type **ins, uint32_t nin, Attr *aa, int variadic)
{
	Region *r = &op_regions(pp->op)[0];
	int named = region_first(r) != NULL;
	pp->nospace = 1;
	words(pp, "(");
	for (uint32_t i = 0; i < nin; i++) {
		if (i)
			words(pp, ",");
		if (named) {
			entry_arg(pp, r, i);
			words(pp, ":");
		}
		type_item(pp, ins[i]);
		if (aa && aa->kind == AT_ARRAY && i < aa->n && attr_elem(aa, i)->n)
			attr_item(pp, attr_elem(aa, i));
		if (named && pp->p->debuginfo && region_first(r) && i < region_first(r)->nargs) {
			sp(pp, "l");
			pr_loc(pp->p, value_arg_loc(block_arg(region_first(r), i)), 0);
		}
	}
	if (variadic) {
		if (nin)
			words(pp, ",");
		words(pp, "...");
	}
	words(pp, ")");
}

static void func_results(PP *pp, Type **outs, uint32_t nout, Attr *ra)
{
	if (!nout)
		return;
	words(pp, "->");
	int wrap = nout > 1 || outs[0]->kind == TY_FUNC || (ra && ra->kind == AT_ARRAY && ra->n && attr_elem(ra, 0)->n);
	if (wrap)
		words(pp, "(");
	for (uint32_t i = 0; i < nout; i++) {
		if (i)
			words(pp, ",");
		type_item(pp, outs[i]);
		if (ra && ra->kind == AT_ARRAY && i < ra->n && attr_elem(ra, i)->n)
			attr_item(pp, attr_elem(ra, i));
	}
	if (wrap)
		words(pp, ")");
}

static void func_tail(PP *pp)
{
	static const char *const used[] = { "sym_name", "function_type", "sym_visibility", "arg_attrs",
					    "res_attrs", "linkage", "CConv", "visibility_", "unnamed_addr" };
	for (size_t i = 0; i < sizeof used / sizeof *used; i++)
		use_attr(pp, used[i], strlen(used[i]));
	attr_dict(pp, 1);
	if (region_first(&op_regions(pp->op)[0]))
		region(pp, &op_regions(pp->op)[0], 0);
}

static void hook_func(PP *pp, const SyItem *it)
{
	(void)it;
	Attr *vis = op_attr(pp, "sym_visibility", 14), *name = op_attr(pp, "sym_name", 8);
	Attr *ft = op_attr(pp, "function_type", 13);
	if (vis && vis->kind == AT_STRING)
		word(pp, vis->str->s, vis->str->len);
	if (name)
		print_attr_kind(pp, name, "sym", 3);
	if (!ft || ft->kind != AT_TYPE || attr_type(ft)->kind != TY_FUNC)
		return;
	Type *t = attr_type(ft);
	func_args(pp, ty_func_ins(t), t->n, op_attr(pp, "arg_attrs", 9), 0);
	func_results(pp, ty_func_outs(t), t->m, op_attr(pp, "res_attrs", 9));
	func_tail(pp);
}

/* A type inside LLVM type text at top level: `ptr` is `!llvm.ptr` there. */
static void llvm_text_type(PP *pp, const char *s, size_t n)
{
	sp(pp, "t");
	if (sy_llvm_type_text(s, n))
		buf_puts(pp->p->out, "!llvm.");
	buf_put(pp->p->out, s, n);
}

/* End of a comma-separated piece of type text. */
static const char *piece_end(const char *s, const char *e)
{
	int depth = 0;
	for (; s < e; s++) {
		if (*s == '<' || *s == '(' || *s == '[')
			depth++;
		else if ((*s == '>' || *s == ')' || *s == ']') && depth)
			depth--;
		else if (*s == ',' && !depth)
			break;
	}
	return s;
}

/* A declaration's argument list from the `!llvm.func<R (A, B, ...)>` text
 * between the parentheses [s, e). */
static void llvm_decl_args(PP *pp, const char *s, const char *e)
{
	Attr *aa = op_attr(pp, "arg_attrs", 9);
	pp->nospace = 1;
	words(pp, "(");
	for (uint32_t i = 0; s < e; i++) {
		while (s < e && *s == ' ')
			s++;
		const char *pe = piece_end(s, e);
		if (i)
			words(pp, ",");
		if (pe - s == 3 && !memcmp(s, "...", 3)) {
			words(pp, "...");
		} else {
			llvm_text_type(pp, s, (size_t)(pe - s));
			if (aa && aa->kind == AT_ARRAY && i < aa->n && attr_elem(aa, i)->n)
				attr_item(pp, attr_elem(aa, i));
		}
		s = pe < e ? pe + 1 : e;
	}
	words(pp, ")");
}

/* vscale_range(min, max) from #llvm.vscale_range<minRange = a : i32, maxRange = b : i32> */
static void vscale_range(PP *pp)
{
	Attr *v = op_attr(pp, "vscale_range", 12);
	const char *lo = v && v->kind == AT_OPAQUE ? strstr(v->data->s, "minRange = ") : NULL;
	const char *hi = lo ? strstr(lo, "maxRange = ") : NULL;
	if (!hi)
		return;
	use_attr(pp, "vscale_range", 12);
	Buf *o = pp->p->out;
	words(pp, "vscale_range");
	buf_putc(o, '(');
	buf_put(o, lo + 11, strcspn(lo + 11, " :"));
	buf_puts(o, ", ");
	buf_put(o, hi + 11, strcspn(hi + 11, " :"));
	buf_putc(o, ')');
}

static void comdat(PP *pp)
{
	Attr *cd = op_attr(pp, "comdat", 6);
	use_attr(pp, "comdat", 6);
	if (!cd)
		return;
	words(pp, "comdat");
	pp->nospace = 1;
	words(pp, "(");
	pp->nospace = 1;
	attr_item(pp, cd);
	words(pp, ")");
}

/* The ` (` that starts the parameters in `!llvm.func<R (A, ...)>` text:
 * the first at nesting depth 0 (R may be `struct<"s", (i32)>`); NULL if
 * none. */
static const char *llvm_func_params(const char *s)
{
	int depth = 0;
	for (; *s; s++) {
		if (*s == '"') {
			for (s++; *s && *s != '"'; s += s[0] == '\\' && s[1] ? 2 : 1)
				;
			if (!*s)
				return NULL;
		} else if (*s == '<' || *s == '(' || *s == '[') {
			depth++;
		} else if ((*s == '>' || *s == ')' || *s == ']') && depth) {
			depth--;
		} else if (*s == ' ' && s[1] == '(' && depth == 1) {
			return s;
		}
	}
	return NULL;
}

/* llvm.func: the signature comes from the entry block (arguments) and the
 * !llvm.func<ret (...)> text (result, variadic). */
static void hook_llvmfunc(PP *pp, const SyItem *it)
{
	(void)it;
	Attr *ft = op_attr(pp, "function_type", 13);
	enum_unless_default(pp, "linkage", "linkage");
	enum_unless_default(pp, "visibility_", "visibility");
	enum_unless_default(pp, "unnamed_addr", "unnamedaddr");
	enum_unless_default(pp, "CConv", "cconv");
	print_attr_kind(pp, op_attr(pp, "sym_name", 8), "sym", 3);
	Region *r = &op_regions(pp->op)[0];
	const char *txt = ft && ft->kind == AT_TYPE && attr_type(ft)->kind == TY_OPAQUE ? attr_type(ft)->data->s : "";
	const char *lp = llvm_func_params(txt);
	int variadic = strstr(txt, "...)>") != NULL;
	if (r->first) {
		Type *ins[64];
		uint32_t n = region_first(r)->nargs < 64 ? region_first(r)->nargs : 64;
		for (uint32_t i = 0; i < n; i++)
			ins[i] = value_type(block_arg(region_first(r), i));
		func_args(pp, ins, n, op_attr(pp, "arg_attrs", 9), variadic);
	} else if (lp) {
		llvm_decl_args(pp, lp + 2, txt + strlen(txt) - 2);
	}
	/* result: the text between "func<" and " (" unless void */
	if (lp && strncmp(txt, "func<void ", 10)) {
		Attr *ra = op_attr(pp, "res_attrs", 9);
		int wrap = ra && ra->kind == AT_ARRAY && ra->n && attr_elem(ra, 0)->n;
		words(pp, "->");
		if (wrap)
			words(pp, "(");
		llvm_text_type(pp, txt + 5, (size_t)(lp - txt - 5));
		if (wrap) {
			attr_item(pp, attr_elem(ra, 0));
			words(pp, ")");
		}
	}
	vscale_range(pp);
	comdat(pp);
	func_tail(pp);
}

static void ins_outs(PP *pp);
static void result_types(PP *pp);

/* Named linalg ops: attrs ins(...) outs(...) [-> types]; the body is
 * implied (the parser rebuilds it). */
static void hook_linalg(PP *pp, const SyItem *it)
{
	(void)it;
	use_attr(pp, "linalg.memoized_indexing_maps", 29);
	attr_dict(pp, 0);
	ins_outs(pp);
	result_types(pp);
}

static void succ_with(PP *pp, uint32_t k, uint32_t first, uint32_t n)
{
	sp(pp, "^");
	if (k < pp->op->nsuccs)
		pr_block_name(pp->p, succ_block(&op_succs(pp->op)[k]));
	if (!n)
		return;
	PGrp g = { "s", 1, '%', first, n };
	pp->nospace = 1;
	words(pp, "(");
	values(pp, &g);
	words(pp, ":");
	type_list(pp, &g, 0);
	words(pp, ")");
}

/* The cases of cf.switch / llvm.switch, one a line: `N: ^bb(...)`;
 * `lead`: a comma before the first too (after cf.switch's default). */
static void switch_cases(PP *pp, PGrp *gc, int lead)
{
	Attr *cv = op_attr(pp, "case_values", 11), *cs = op_attr(pp, "case_operand_segments", 21);
	use_attr(pp, "case_values", 11);
	use_attr(pp, "case_operand_segments", 21);
	Buf *o = pp->p->out;
	uint32_t at = gc ? gc->first : 0;
	size_t eb = cv && cv->kind == AT_DENSE && attr_type(cv) ? dense_elem_bytes(attr_type(cv)->elem) : 0;
	for (uint32_t i = 0; i < da_len(cs); i++) {
		if (i || lead)
			words(pp, ",");
		buf_putc(o, '\n');
		buf_indent(o, pp->indent + 2);
		pp->nospace = 1;
		uint64_t v = 0;
		for (size_t b = 0; eb && b < eb && b < 8; b++)
			v |= (uint64_t)cv->bytes[i * eb + b] << (8 * b);
		unsigned bits = cv && attr_type(cv) ? ty_bitwidth(attr_type(cv)->elem) : 64;
		if (bits < 64 && bits && (v >> (bits - 1)) & 1)
			v |= ~(uint64_t)0 << bits;
		sp(pp, "0");
		pr_i64(o, (int64_t)v);
		words(pp, ":");
		uint32_t n = (uint32_t)da_at(cs, i);
		succ_with(pp, i + 1, at, n);
		at += n;
	}
	buf_putc(o, '\n');
	buf_indent(o, pp->indent);
	pp->nospace = 1;
}

static void hook_switch(PP *pp, const SyItem *it)
{
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	PGrp *gd = grp_ref(pp, &r[0]), *gc = grp_ref(pp, &r[1]);
	buf_putc(pp->p->out, '\n');
	buf_indent(pp->p->out, pp->indent + 2);
	pp->nospace = 1;
	words(pp, "default");
	words(pp, ":");
	succ_with(pp, 0, gd ? gd->first : 0, gd ? gd->n : 0);
	switch_cases(pp, gc, 1);
}

static void hook_llvmcases(PP *pp, const SyItem *it)
{
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	switch_cases(pp, grp_ref(pp, &r[1]), 0);
}

static void hook_order(PP *pp, const SyItem *it)
{
	(void)pp, (void)it;
}

static void hook_calleetype(PP *pp, const SyItem *it)
{
	SyRef r;
	sy_args(it->a, it->an, &r, 1);
	Type *t = grp_type(pp, grp_ref(pp, &r), 0);
	if (t)
		type_item(pp, t);
}

static void hook_region(PP *pp, const SyItem *it)
{
	(void)it;
	region(pp, &op_regions(pp->op)[0], 1);
}

static void hook_regions(PP *pp, const SyItem *it)
{
	(void)it;
	for (uint32_t i = 0; i < pp->op->nregions; i++) {
		if (i)
			words(pp, ",");
		region(pp, &op_regions(pp->op)[i], 1);
	}
}

/* `(%a, %b)`: operands [first, first + n). */
static void paren_values(PP *pp, uint32_t first, uint32_t n)
{
	PGrp g = { "v", 1, '%', first, n };
	words(pp, "(");
	values(pp, &g);
	words(pp, ")");
}

/* scf.parallel (%i) = (lbs) to (ubs) step (steps) [init (...)] [-> types] region attrs */
static void hook_scfparallel(PP *pp, const SyItem *it)
{
	(void)it;
	Op *op = pp->op;
	Region *r = &op_regions(op)[0];
	Attr *seg = op_attr(pp, "operandSegmentSizes", 19);
	uint32_t n[4] = { 0 }, at = 0;
	for (uint32_t i = 0; i < 4 && da_len(seg) == 4; i++)
		n[i] = (uint32_t)da_at(seg, i);
	words(pp, "(");
	for (uint32_t i = 0; region_first(r) && i < region_first(r)->nargs; i++) {
		if (i)
			words(pp, ",");
		entry_arg(pp, r, i);
	}
	words(pp, ")");
	words(pp, "=");
	static const char *const kw[] = { NULL, "to", "step", "init" };
	for (int i = 0; i < 4; at += n[i], i++) {
		if (i == 3 && !n[3])
			break;
		if (kw[i])
			words(pp, kw[i]);
		paren_values(pp, at, n[i]);
	}
	if (op->nres) {
		words(pp, "->");
		PGrp res = { "r", 1, '$', 0, op->nres };
		type_list(pp, &res, 1);
	}
	region(pp, r, 0);
	attr_dict(pp, 0);
}

/* The kind attribute, unless it is the default `add` (the custom parsers
 * of vector.outerproduct and vector.contract add that back). */
static void default_kind(PP *pp)
{
	Attr *k = op_attr(pp, "kind", 4);
	if (k && k->kind == AT_OPAQUE && !strcmp(k->data->s, "kind<add>"))
		use_attr(pp, "kind", 4);
}

/* `%a, %b[, ...] attrs : ta, tb` of vector.outerproduct and
 * vector.contract: the operands, then the types of the first two. */
static void operands_two_types(PP *pp, uint32_t n)
{
	Op *op = pp->op;
	for (uint32_t i = 0; i < n; i++) {
		if (i)
			words(pp, ",");
		value_item(pp, op_operand(op, i));
	}
	default_kind(pp);
	attr_dict(pp, 0);
	words(pp, ":");
	type_item(pp, value_type(op_operand(op, 0)));
	words(pp, ",");
	type_item(pp, value_type(op_operand(op, 1)));
}

/* vector.outerproduct %lhs, %rhs [, %acc] attrs : lhsT, rhsT */
static void hook_outerproduct(PP *pp, const SyItem *it)
{
	(void)it;
	operands_two_types(pp, pp->op->nopnds);
}

/* The leading dictionary of linalg.generic / vector.contract: the trait
 * attributes `names`, iterator_types as strings ("parallel"). */
static void trait_dict(PP *pp, const char *const *names, size_t n)
{
	Printer *p = pp->p;
	Buf *o = p->out;
	sp(pp, "{");
	buf_putc(o, '{');
	for (size_t i = 0, first = 1; i < n; i++) {
		Attr *a = op_attr(pp, names[i], strlen(names[i]));
		use_attr(pp, names[i], strlen(names[i]));
		if (!a)
			continue;
		buf_puts(o, first ? "" : ", ");
		buf_puts(o, names[i]);
		buf_puts(o, " = ");
		first = 0;
		if (strcmp(names[i], "iterator_types") || a->kind != AT_ARRAY) {
			pr_attr(p, a, ELIDE_NEVER);
			continue;
		}
		buf_putc(o, '[');
		for (uint32_t k = 0; k < a->n; k++) {
			const Attr *e = attr_elem(a, k);
			const char *lt = e->kind == AT_OPAQUE ? strchr(e->data->s, '<') : NULL;
			buf_puts(o, k ? ", \"" : "\"");
			if (lt)
				buf_put(o, lt + 1, strlen(lt + 1) - 1);
			buf_putc(o, '"');
		}
		buf_putc(o, ']');
	}
	buf_putc(o, '}');
}

/* vector.contract {traits} %lhs, %rhs, %acc attrs : lhsT, rhsT into accT */
static void hook_contract(PP *pp, const SyItem *it)
{
	(void)it;
	static const char *const names[] = { "indexing_maps", "iterator_types" };
	trait_dict(pp, names, 2);
	operands_two_types(pp, 3);
	words(pp, "into");
	type_item(pp, value_type(&op_res(pp->op)[0]));
}

/* ins(%a, %b : ta, tb) outs(%c : tc) */
static void ins_outs(PP *pp)
{
	Op *op = pp->op;
	Attr *seg = op_attr(pp, "operandSegmentSizes", 19);
	uint32_t nin = da_len(seg) == 2 ? (uint32_t)da_at(seg, 0) : 0;
	PGrp ins = { "i", 1, '%', 0, nin }, outs = { "o", 1, '%', nin, op->nopnds - nin };
	PGrp *gs[2] = { &ins, &outs };
	for (int k = 0; k < 2; k++) {
		if (!gs[k]->n)
			continue;
		words(pp, k ? "outs" : "ins");
		pp->nospace = 1;
		words(pp, "(");
		values(pp, gs[k]);
		words(pp, ":");
		type_list(pp, gs[k], 0);
		words(pp, ")");
	}
}

static void result_types(PP *pp)
{
	if (!pp->op->nres)
		return;
	words(pp, "->");
	PGrp res = { "r", 1, '$', 0, pp->op->nres };
	type_list(pp, &res, 1);   /* parseOptionalArrowTypeList: (a, b) */
}

/* linalg.generic {traits} ins(...) outs(...) [attrs = {...}] region [-> types] */
static void hook_lgeneric(PP *pp, const SyItem *it)
{
	(void)it;
	static const char *const names[] = { "doc", "indexing_maps", "iterator_types", "library_call" };
	trait_dict(pp, names, 4);
	ins_outs(pp);
	Buf *b = pp->p->out;
	size_t before = b->len;
	attr_dict(pp, 0);
	if (b->len != before) {
		/* attrs = {...}: re-emit with the keyword in front */
		size_t n = b->len - before;
		char tmp[256];
		if (n < sizeof tmp) {
			memcpy(tmp, b->p + before, n);
			b->len = before;
			words(pp, "attrs");
			words(pp, "=");
			buf_put(b, tmp, n);
		}
	}
	region(pp, &op_regions(pp->op)[0], 1);
	result_types(pp);
}

/* llvm.getelementptr's indices: constants, %values where the raw index
 * is INT32_MIN. */
static void hook_gepidx(PP *pp, const SyItem *it)
{
	SyRef r[2];
	sy_args(it->a, it->an, r, 2);
	Attr *a = op_attr(pp, r[1].name, r[1].len);
	use_attr(pp, r[1].name, r[1].len);
	mixed_list(pp, a, grp_ref(pp, &r[0]), INT32_MIN);
}

/* llvm.call [cconv] [tail] (@f | %ptr)(args) [vararg(t)] attrs : [ptrT,] (ins) -> out */
static void hook_llvmcall(PP *pp, const SyItem *it)
{
	(void)it;
	Op *op = pp->op;
	enum_unless_default(pp, "CConv", "cconv");
	enum_unless_default(pp, "TailCallKind", "tailcall");
	Attr *callee = op_attr(pp, "callee", 6), *vt = op_attr(pp, "var_callee_type", 15);
	use_attr(pp, "callee", 6);
	use_attr(pp, "var_callee_type", 15);
	uint32_t first = callee ? 0 : 1;
	if (callee)
		attr_item(pp, callee);
	else if (op->nopnds)
		value_item(pp, op_operand(op, 0));
	pp->nospace = 1;
	paren_values(pp, first, op->nopnds > first ? op->nopnds - first : 0);
	if (vt && vt->kind == AT_TYPE) {
		words(pp, "vararg");
		pp->nospace = 1;
		words(pp, "(");
		type_item(pp, attr_type(vt));
		words(pp, ")");
	}
	attr_dict(pp, 0);
	words(pp, ":");
	if (!callee && op->nopnds) {
		type_item(pp, value_type(op_operand(op, 0)));
		words(pp, ",");
	}
	PGrp args = { "a", 1, '%', first, op->nopnds > first ? op->nopnds - first : 0 };
	PGrp res = { "r", 1, '$', 0, op->nres };
	fn_type(pp, &args, &res);
}

/* llvm.mlir.global linkage [visibility] [unnamed_addr] [thread_local]
 *   [constant] @name(value) [comdat(@c)] attrs : type [{init}] */
static void hook_llvmglobal(PP *pp, const SyItem *it)
{
	(void)it;
	static const char *const used[] = { "sym_name", "global_type", "constant", "value", "thread_local_" };
	Attr *link = op_attr(pp, "linkage", 7), *v = op_attr(pp, "value", 5);
	Attr *t = op_attr(pp, "global_type", 11);
	use_attr(pp, "linkage", 7);
	if (link)
		enum_word(pp, sy_enum("linkage", 7), link);
	enum_unless_default(pp, "visibility_", "visibility");
	enum_unless_default(pp, "unnamed_addr", "unnamedaddr");
	for (size_t i = 0; i < sizeof used / sizeof *used; i++)
		use_attr(pp, used[i], strlen(used[i]));
	if (op_attr(pp, "thread_local_", 13))
		words(pp, "thread_local");
	if (op_attr(pp, "constant", 8))
		words(pp, "constant");
	print_attr_kind(pp, op_attr(pp, "sym_name", 8), "sym", 3);
	pp->nospace = 1;
	words(pp, "(");
	if (v) {
		pp->nospace = 1;
		attr_item(pp, v);
	}
	words(pp, ")");
	comdat(pp);
	attr_dict(pp, 0);
	if (t && t->kind == AT_TYPE) {
		words(pp, ":");
		type_item(pp, attr_type(t));
	}
	if (region_first(&op_regions(pp->op)[0]))
		region(pp, &op_regions(pp->op)[0], 1);
}

/* Printers of the format directives, with what they need of the op
 * (checked before anything is printed): the number of regions (-1: they
 * print none), at least `opnds` operands and `res` results. */
static const struct {
	const char *name;
	void (*fn)(PP *pp, const SyItem *it);
	int regions, opnds, res;
} hooks[] = {
	{ "switch", hook_switch, -1, 0, 0 }, { "body", hook_body, 1, 0, 0 }, { "select", hook_select, -1, 1, 1 },
	{ "succ", hook_succ, -1, 0, 0 }, { "mapcall", hook_mapcall, -1, 0, 0 }, { "amap", hook_amap, -1, 0, 0 },
	{ "dil", hook_dil, -1, 0, 0 }, { "globaltype", hook_globaltype, -1, 0, 0 }, { "scffor", hook_scffor, 1, 3, 0 },
	{ "ifregions", hook_ifregions, 2, 0, 0 }, { "affinefor", hook_affinefor, 1, 0, 0 },
	{ "affineparallel", hook_affineparallel, 1, 0, 0 }, { "while", hook_while, 2, 0, 0 },
	{ "indexswitch", hook_indexswitch, -1, 1, 0 }, { "dmastart", hook_dmastart, -1, 0, 0 },
	{ "func", hook_func, 1, 0, 0 }, { "llvmfunc", hook_llvmfunc, 1, 0, 0 }, { "linalg", hook_linalg, 1, 0, 0 },
	{ "llvmcases", hook_llvmcases, -1, 0, 0 }, { "order", hook_order, -1, 0, 0 },
	{ "calleetype", hook_calleetype, -1, 1, 0 }, { "region", hook_region, 1, 0, 0 },
	{ "regions", hook_regions, -1, 0, 0 }, { "scfparallel", hook_scfparallel, 1, 0, 0 },
	{ "outerproduct", hook_outerproduct, -1, 2, 0 }, { "contract", hook_contract, -1, 3, 1 },
	{ "lgeneric", hook_lgeneric, 1, 0, 0 }, { "gepidx", hook_gepidx, -1, 0, 0 },
	{ "llvmcall", hook_llvmcall, -1, 0, 0 }, { "llvmglobal", hook_llvmglobal, 1, 0, 0 },
};

int pr_pretty_hook_known(const char *name, size_t n)
{
	for (size_t i = 0; i < sizeof hooks / sizeof *hooks; i++)
		if (strlen(hooks[i].name) == n && !memcmp(hooks[i].name, name, n))
			return 1;
	return 0;
}

static void hook(PP *pp, const SyItem *it)
{
	for (size_t i = 0; i < sizeof hooks / sizeof *hooks; i++)
		if (strlen(hooks[i].name) == it->n && !memcmp(hooks[i].name, it->s, it->n)) {
			hooks[i].fn(pp, it);
			return;
		}
}

/* Whether the op has what the format's directives print. */
static int hooks_fit(const PP *pp)
{
	const char *f = pp->sy->fmt, *end = f + strlen(f);
	SyItem it;
	while (f < end && (f = sy_next(f, end, &it)) && it.kind != SI_END) {
		if (it.kind != SI_HOOK)
			continue;
		for (size_t i = 0; i < sizeof hooks / sizeof *hooks; i++)
			if (strlen(hooks[i].name) == it.n && !memcmp(hooks[i].name, it.s, it.n) &&
			    ((hooks[i].regions >= 0 && pp->op->nregions != (uint32_t)hooks[i].regions) ||
			     pp->op->nopnds < (uint32_t)hooks[i].opnds || pp->op->nres < (uint32_t)hooks[i].res))
				return 0;
	}
	return 1;
}
