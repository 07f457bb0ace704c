/* print_attr.c — types, attributes and locations in MLIR 19's textual form,
 * and the alias machinery (MLIR's AliasInitializer / AliasState).
 *
 * The rules follow mlir/lib/IR/AsmPrinter.cpp (printTypeImpl,
 * printAttributeImpl, printDenseIntOrFPElementsAttr, printLocationInternal,
 * printDialectSymbol, DummyAliasDialectAsmPrinter) and were checked against
 * mlir-opt-19 output; the comments say where mlir-opt's behaviour is not
 * obvious from the grammar. */
#include "print_impl.h"

#include <stdlib.h>
#include <string.h>

static const char hexdig[] = "0123456789ABCDEF";

static void *xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q) {
		fputs("tsrewrite: out of memory\n", stderr);
		abort();
	}
	return q;
}

/* --------------------------------------------------------------- PtrMap */

static uint32_t ptr_hash(const void *p)
{
	uint64_t x = (uint64_t)(uintptr_t)p;
	x ^= x >> 33;
	x *= UINT64_C(0xff51afd7ed558ccd);
	x ^= x >> 33;
	return (uint32_t)x;
}

int pm_get(const PtrMap *m, const void *key, uint32_t *val)
{
	if (!m->cap)
		return 0;
	uint32_t mask = m->cap - 1;
	for (uint32_t i = ptr_hash(key) & mask;; i = (i + 1) & mask) {
		if (!m->keys[i])
			return 0;
		if (m->keys[i] == key) {
			*val = m->vals[i];
			return 1;
		}
	}
}

static uint32_t pm_slot(const void **keys, uint32_t cap, const void *key)
{
	uint32_t mask = cap - 1;
	uint32_t i = ptr_hash(key) & mask;
	while (keys[i] && keys[i] != key)
		i = (i + 1) & mask;
	return i;
}

static void pm_grow(PtrMap *m)
{
	uint32_t cap = m->cap ? m->cap * 2 : 64;
	const void **keys = xrealloc(NULL, cap * sizeof *keys);
	uint32_t *vals = xrealloc(NULL, cap * sizeof *vals);
	memset(keys, 0, cap * sizeof *keys);
	for (uint32_t i = 0; i < m->cap; i++) {
		if (!m->keys[i])
			continue;
		uint32_t j = pm_slot(keys, cap, m->keys[i]);
		keys[j] = m->keys[i];
		vals[j] = m->vals[i];
	}
	free(m->keys);
	free(m->vals);
	m->keys = keys;
	m->vals = vals;
	m->cap = cap;
}

void pm_put(PtrMap *m, const void *key, uint32_t val)
{
	if ((m->len + 1) * 4 >= m->cap * 3)
		pm_grow(m);
	uint32_t i = pm_slot(m->keys, m->cap, key);
	if (!m->keys[i]) {
		m->keys[i] = key;
		m->len++;
	}
	m->vals[i] = val;
}

void pm_free(PtrMap *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof *m);
}

/* ------------------------------------------------------ small printers */

/* Two digits per division: SSA numbers and element values are most of
 * the digits printed. */
static const char digit_pairs[] =
	"00010203040506070809101112131415161718192021222324252627282930313233343536373839"
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

/* The digits of a 32-bit value (an SSA or block number, most of those
 * printed) written in place, from the last: their count first, then 32-bit
 * divisions, no scratch copy. */
static void put_u32(Buf *b, uint32_t v)
{
	static const uint32_t pow10[10] = { 1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000,
					    1000000000 };
	/* digits: log10 from log2 (1233/4096 ~ log10(2)), one compare to correct it */
	unsigned t = (unsigned)(32 - __builtin_clz(v | 1)) * 1233 >> 12;
	unsigned n = t + (v >= pow10[t]);
	n += !n;
	char *s = b->p + b->len + n;
	b->len += n;
	*s = 0;
	while (v >= 100) {
		unsigned r = v % 100;
		v /= 100;
		s -= 2;
		memcpy(s, digit_pairs + 2 * r, 2);
	}
	if (v >= 10)
		memcpy(s - 2, digit_pairs + 2 * v, 2);
	else
		s[-1] = (char)('0' + v);
}

void pr_u64(Buf *b, uint64_t v)
{
	if (v <= UINT32_MAX && b->len + 11 < b->cap) {
		put_u32(b, (uint32_t)v);
		return;
	}
	/* The digits end at tmp + 24; with room in b, a fixed 20-byte copy
	 * (a few moves, no call) takes them, the bytes after them zeroed and
	 * overwritten by whatever comes next. */
	char tmp[48];
	char *e = tmp + 24, *s = e;
	memset(e, 0, 20);
	while (v >= 100) {
		unsigned r = (unsigned)(v % 100);
		v /= 100;
		s -= 2;
		memcpy(s, digit_pairs + 2 * r, 2);
	}
	if (v >= 10) {
		s -= 2;
		memcpy(s, digit_pairs + 2 * v, 2);
	} else {
		*--s = (char)('0' + v);
	}
	size_t n = (size_t)(e - s);
	if (b->len + 21 < b->cap) {
		memcpy(b->p + b->len, s, 20);
		b->len += n;
		b->p[b->len] = 0;
		return;
	}
	buf_put(b, s, n);
}

void pr_i64(Buf *b, int64_t v)
{
	if (v < 0) {
		buf_putc(b, '-');
		pr_u64(b, 0 - (uint64_t)v);
	} else {
		pr_u64(b, (uint64_t)v);
	}
}

void pr_hex_digits(Buf *b, const uint8_t *p, size_t n)
{
	char tmp[256];
	size_t k = 0;
	for (size_t i = 0; i < n; i++) {
		tmp[k++] = hexdig[p[i] >> 4];
		tmp[k++] = hexdig[p[i] & 15];
		if (k == sizeof tmp) {
			buf_put(b, tmp, k);
			k = 0;
		}
	}
	buf_put(b, tmp, k);
}

/* llvm::printEscapedString: printable ASCII except '"' and '\' verbatim,
 * '\' doubled, everything else as \XX in uppercase hex. */
void pr_escaped(Buf *b, const char *s, size_t n)
{
	buf_putc(b, '"');
	size_t run = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (str_byte_plain(ch))
			continue;
		buf_put(b, s + run, i - run);
		run = i + 1;
		if (ch == '\\') {
			buf_put(b, "\\\\", 2);
		} else {
			char esc[3] = { '\\', hexdig[ch >> 4], hexdig[ch & 15] };
			buf_put(b, esc, 3);
		}
	}
	buf_put(b, s + run, n - run);
	buf_putc(b, '"');
}

static int is_alpha(int ch) { return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'); }
static int is_digit(int ch) { return ch >= '0' && ch <= '9'; }
static int is_alnum(int ch) { return is_alpha(ch) || is_digit(ch); }
static int is_id_char(int ch) { return is_alnum(ch) || ch == '_' || ch == '$' || ch == '.' || ch == '-'; }

/* Bare when `[a-zA-Z_][a-zA-Z0-9_$.]*`, else a quoted escaped string. */
void pr_keyword_or_string(Buf *b, const Str *s)
{
	int bare = s->len > 0 && (is_alpha(s->s[0]) || s->s[0] == '_');
	for (uint32_t i = 1; bare && i < s->len; i++) {
		int ch = (unsigned char)s->s[i];
		bare = is_alnum(ch) || ch == '_' || ch == '$' || ch == '.';
	}
	if (bare)
		buf_put(b, s->s, s->len);
	else
		pr_escaped(b, s->s, s->len);
}

/* An APInt of `width` bits held in little-endian words. */
static void put_int_words(Buf *b, const uint64_t *w, unsigned width, int is_signed)
{
	if (width == 0 || width > 64) {
		bigint_to_dec(w, width, is_signed, b);
		return;
	}
	uint64_t mask = width == 64 ? ~UINT64_C(0) : (UINT64_C(1) << width) - 1;
	uint64_t v = w[0] & mask;
	if (is_signed && (v >> (width - 1)) & 1)
		pr_i64(b, (int64_t)(v | ~mask));
	else
		pr_u64(b, v);
}

/* Little-endian bytes of one element into words (zero-extended). */
static void load_words(const uint8_t *p, size_t nbytes, uint64_t *w, size_t nwords)
{
	memset(w, 0, nwords * sizeof *w);
	for (size_t i = 0; i < nbytes && i / 8 < nwords; i++)
		w[i / 8] |= (uint64_t)p[i] << (8 * (i % 8));
}

/* ------------------------------------------------------------- aliases */

#define ENT(p, i) (&VEC_AT(&(p)->ents, AliasEnt, (i)))

/* The printer's record of a (print_impl.h, AttrRec); NULL if it has none
 * and !make.  A new record goes at the end of arecs, so a pointer to an
 * older one does not survive this call with make set. */
static AttrRec *attr_rec(Printer *p, const Attr *a, int make)
{
	if (p->wlog) {   /* a parse thread's walk: the printer owns Attr.pslot */
		uint32_t i;
		if (pm_get(&p->wrecs, a, &i))
			return &VEC_AT(&p->arecs, AttrRec, i);
		if (!make)
			return NULL;
		AttrRec *r = vec_push(&p->arecs);
		r->key = span_link(a);
		r->ent = NO_ENT;
		pm_put(&p->wrecs, a, (uint32_t)p->arecs.len - 1);
		return r;
	}
	uint32_t s = a->pslot;
	if (s && s <= p->arecs.len && VEC_AT(&p->arecs, AttrRec, s - 1).key == span_link(a))
		return &VEC_AT(&p->arecs, AttrRec, s - 1);
	if (!make)
		return NULL;
	if (p->arecs.len >= PSLOT_SEEN - 1)
		abort();   /* 2^31 records: 24 GiB of them, never allocated */
	AttrRec *r = vec_push(&p->arecs);
	r->key = span_link(a);
	r->ent = NO_ENT;
	((Attr *)a)->pslot = (uint32_t)p->arecs.len;   /* scratch field: the attribute's value is untouched */
	return r;
}

/* What the alias walk recorded for a type or attribute: an entity index,
 * EMPTY_ENT, or nothing (0). */
static int ent_walked(Printer *p, const void *key, int is_type, uint32_t *i)
{
	if (is_type)
		return pm_get(&p->ent_of, key, i);
	if (p->helper)   /* the root's records move and change as it prints */
		return pm_get(&p->recmap, key, i);
	const AttrRec *r = attr_rec(p, key, 0);
	if (!r || r->ent == NO_ENT)
		return 0;
	*i = r->ent;
	return 1;
}

/* The alias-walk entity of a type or attribute, if the walk kept one. */
static int ent_lookup(Printer *p, const void *key, int is_type, uint32_t *i)
{
	return ent_walked(p, key, is_type, i) && *i != EMPTY_ENT;
}

static int put_alias(Printer *p, const void *key, int is_type)
{
	uint32_t i;
	if (!p->aliases || !ent_lookup(p, key, is_type, &i))
		return 0;
	AliasEnt *e = ENT(p, i);
	if (!e->name)
		return 0;
	buf_putc(p->out, e->is_type ? '!' : '#');
	buf_put(p->out, e->name, e->namelen);
	if (e->suffix)
		pr_u64(p->out, e->suffix);
	return 1;
}

/* --------------------------------------------------------------- types */

static void put_dims(Buf *b, const int64_t *dims, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		if (dims[i] == DYN)
			buf_putc(b, '?');
		else
			pr_i64(b, dims[i]);
		buf_putc(b, 'x');
	}
}

static void put_type_list(Printer *p, Type **ts, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		if (i)
			buf_put(p->out, ", ", 2);
		pr_type(p, ts[i]);
	}
}

/* MLIR's isDialectSymbolSimpleEnoughForPrettyForm: `ident(<...>)?` where
 * ident is [a-zA-Z][a-zA-Z0-9._]*. */
static int pretty_dialect_body(const char *s, size_t n)
{
	if (!n || !is_alpha((unsigned char)s[0]))
		return 0;
	size_t i = 0;
	while (i < n && (is_alnum((unsigned char)s[i]) || s[i] == '.' || s[i] == '_'))
		i++;
	return i == n || (s[i] == '<' && s[n - 1] == '>');
}

/* A body that ends in '-' came from the dotted form (`!foo.pt-`: '-' is
 * an identifier character there).  MLIR prints it as `!foo<pt->`, whose
 * "->" its own parser reads as an arrow, not the closing '>', so the
 * output does not parse back.  We keep the dotted form for these bodies
 * (docs/roundtrip.md); every other body prints as MLIR prints it. */
static int dotted_dialect_body(const char *s, size_t n)
{
	if (pretty_dialect_body(s, n))
		return 1;
	if (!n || s[n - 1] != '-')
		return 0;
	for (size_t i = 0; i < n; i++)
		if (!is_id_char((unsigned char)s[i]))
			return 0;
	return 1;
}

/* distinct[N] numbers count distinct attributes in the order they are
 * first printed (MLIR's DistinctState), alias definitions first.  The
 * key is the input's number, so a builtin distinct attribute and the same
 * one spelled inside a dialect attribute's text stay the same. */
static uint32_t distinct_id(Printer *p, int64_t input_id)
{
	const void *key = (const void *)(uintptr_t)((uint64_t)input_id + 1);
	uint32_t id;
	if (p->pieces) {   /* numbered in print order: the piece is printed again in order */
		p->spoiled = 1;
		return 0;
	}
	if (!pm_get(&p->distinct, key, &id)) {
		id = p->ndistinct++;
		pm_put(&p->distinct, key, id);
	}
	return id;
}

/* "distinct[N]<" at s[i] (not inside an identifier): N and the end of
 * "distinct[N]". */
static int match_distinct(const char *s, size_t n, size_t i, int64_t *id, size_t *end)
{
	static const char pre[] = "distinct[";
	size_t k = i + sizeof pre - 1;
	if (k >= n || memcmp(s + i, pre, sizeof pre - 1) != 0 || (i && is_id_char((unsigned char)s[i - 1])))
		return 0;
	int64_t v = 0;
	size_t d = k;
	while (d < n && is_digit((unsigned char)s[d]) && d - k < 18)
		v = v * 10 + (s[d++] - '0');
	if (d == k || d + 1 >= n || s[d] != ']' || s[d + 1] != '<')
		return 0;
	*id = v;
	*end = d + 1;
	return 1;
}

static size_t skip_string(const char *s, size_t n, size_t i)
{
	for (i++; i < n && s[i] != '"'; i++)
		i += s[i] == '\\';
	return i;
}

static void attr_impl(Printer *p, Attr *a, int elide);
static void type_impl(Printer *p, Type *t);

static void put_opaque_body(Printer *p, const Str *data, const void *key, int is_type, int in_llvm_type);
static const NameEnt *names_find(Printer *p, const char *s, size_t n, int is_type);

static int is_llvm_type(const Type *t)
{
	return t->kind == TY_OPAQUE && t->dialect->len == 4 && !memcmp(t->dialect->s, "llvm", 4);
}

/* An input alias referenced inside dialect text whose target gets no
 * alias of its own here: MLIR prints the value in its place (an LLVM
 * type inside an LLVM type without its `!llvm.` prefix). */
static void ref_inline(Printer *p, const void *key, int is_type, int in_llvm_type)
{
	if (is_type && in_llvm_type && is_llvm_type(key))
		put_opaque_body(p, ((const Type *)key)->data, key, 1, 1);
	else if (is_type)
		type_impl(p, (Type *)key);
	else
		attr_impl(p, (Attr *)key, ELIDE_NEVER);
}

/* One alias reference in opaque text (`ref`, `len` bytes, as written):
 * the target's alias, else its value.  Opaque text is kept unparsed, so
 * IR we did not check could make an alias name itself: a cycle, or a
 * chain beyond the nesting limit, keeps its reference as written instead
 * of recursing. */
static void put_ref(Printer *p, const char *ref, size_t len, const void *key, int is_type, int in_llvm_type)
{
	if (put_alias(p, key, is_type))
		return;
	uint32_t ei;
	AliasEnt *e = ent_lookup(p, key, is_type, &ei) ? ENT(p, ei) : NULL;
	if ((e && e->inlining) || p->inline_depth >= p->c->max_depth) {
		buf_put(p->out, ref, len);
		return;
	}
	if (e)
		e->inlining = 1;
	p->inline_depth++;
	ref_inline(p, key, is_type, in_llvm_type);
	p->inline_depth--;
	if (e)
		e->inlining = 0;
}

/* An opaque body the alias walk did not reach (an unregistered op's
 * properties): its references are found by name now.  An alias it names
 * may have no definition in this output, so the value is printed in its
 * place, as MLIR prints such a nested attribute. */
static void put_unwalked_body(Printer *p, const Str *data, const void *key, int is_type, int in_llvm_type)
{
	const Str *dialect = is_type ? ((const Type *)key)->dialect : ((const Attr *)key)->dialect;
	const char *s = data->s;
	size_t n = data->len, at, len, done = 0;
	BodyRefs it = { s, n, body_may_name_aliases(dialect, data) ? 0 : n, 0 };
	while (body_next_ref(&it, &at, &len)) {
		const NameEnt *ne = names_find(p, s + at + 1, len - 1, s[at] == '!');
		if (!ne)
			continue;
		buf_put(p->out, s + done, at - done);
		put_ref(p, s + at, len, ne->target, ne->is_type, in_llvm_type);
		done = at + len;
	}
	buf_put(p->out, s + done, n - done);
}

/* The raw body of an opaque symbol, with alias references re-spelled with
 * the aliases this printer assigned (they may be renumbered) and distinct
 * ids renumbered in print order. */
static void put_opaque_body(Printer *p, const Str *data, const void *key, int is_type, int in_llvm_type)
{
	uint32_t ei;
	if (p->aliases && !ent_lookup(p, key, is_type, &ei)) {
		put_unwalked_body(p, data, key, is_type, in_llvm_type);
		return;
	}
	if (!p->aliases || !(ENT(p, ei)->nrefs || ENT(p, ei)->distincts)) {
		buf_put(p->out, data->s, data->len);
		return;
	}
	const char *s = data->s;
	size_t n = data->len, at = 0;
	uint32_t r = ENT(p, ei)->ref0, rend = r + ENT(p, ei)->nrefs;
	for (size_t i = 0; i < n; i++) {
		int64_t id;
		size_t end;
		if (s[i] == '"') {
			i = skip_string(s, n, i);
		} else if (r < rend && i == VEC_AT(&p->refs, TextRef, r).off) {
			TextRef *tr = &VEC_AT(&p->refs, TextRef, r++);
			buf_put(p->out, s + at, i - at);
			uint32_t t = tr->target;
			if (t == NO_ENT)
				buf_put(p->out, s + i, tr->len);
			else
				put_ref(p, s + i, tr->len, ENT(p, t)->key, ENT(p, t)->is_type, in_llvm_type);
			at = i + tr->len;
			i = at - 1;
		} else if (s[i] == 'd' && match_distinct(s, n, i, &id, &end)) {
			buf_put(p->out, s + at, i - at);
			buf_puts(p->out, "distinct[");
			pr_u64(p->out, distinct_id(p, id));
			buf_putc(p->out, ']');
			at = end;
			i = end - 1;
		}
	}
	buf_put(p->out, s + at, n - at);
}

static void put_dialect_symbol(Printer *p, char sigil, const Str *dialect, const Str *data, const void *key)
{
	buf_putc(p->out, sigil);
	buf_put(p->out, dialect->s, dialect->len);
	int pretty = dotted_dialect_body(data->s, data->len);
	buf_putc(p->out, pretty ? '.' : '<');
	put_opaque_body(p, data, key, sigil == '!', sigil == '!' && dialect->len == 4 && !memcmp(dialect->s, "llvm", 4));
	if (!pretty)
		buf_putc(p->out, '>');
}

static void type_impl(Printer *p, Type *t);

static void put_vector(Printer *p, Type *t)
{
	buf_puts(p->out, "vector<");
	for (uint32_t i = 0; i < t->n; i++) {
		int sc = t->scalable && t->scalable[i];
		if (sc)
			buf_putc(p->out, '[');
		pr_i64(p->out, t->dims[i]);
		buf_put(p->out, sc ? "]x" : "x", sc ? 2 : 1);
	}
	pr_type(p, t->elem);
	buf_putc(p->out, '>');
}

static void put_func_type(Printer *p, Type *t)
{
	buf_putc(p->out, '(');
	put_type_list(p, ty_func_ins(t), t->n);
	buf_put(p->out, ") -> ", 5);
	Type **outs = ty_func_outs(t);
	if (t->m == 1 && outs[0]->kind != TY_FUNC) {
		pr_type(p, outs[0]);
	} else {
		buf_putc(p->out, '(');
		put_type_list(p, outs, t->m);
		buf_putc(p->out, ')');
	}
}

/* A memref layout is printed unless it is an identity affine map. */
static int memref_layout_shown(const Type *t)
{
	return t->layout && !(t->layout->kind == AT_AFFINE_MAP && affmap_is_identity(t->layout->map));
}

static void put_memref(Printer *p, Type *t)
{
	Buf *b = p->out;
	if (t->kind == TY_MEMREF) {
		buf_puts(b, "memref<");
		put_dims(b, t->dims, t->n);
	} else {
		buf_puts(b, "memref<*x");
	}
	pr_type(p, t->elem);
	if (t->kind == TY_MEMREF && memref_layout_shown(t)) {
		buf_put(b, ", ", 2);
		pr_attr(p, t->layout, ELIDE_MAY);
	}
	if (t->memspace) {
		buf_put(b, ", ", 2);
		pr_attr(p, t->memspace, ELIDE_MAY);
	}
	buf_putc(b, '>');
}

static void put_int_type(Buf *b, const Type *t)
{
	if (t->sign == SIGNED)
		buf_putc(b, 's');
	else if (t->sign == UNSIGNED)
		buf_putc(b, 'u');
	buf_putc(b, 'i');
	pr_u64(b, t->width);
}

static void type_impl(Printer *p, Type *t)
{
	Buf *b = p->out;
	switch ((TypeKind)t->kind) {
	case TY_INT: put_int_type(b, t); break;
	case TY_INDEX: buf_put(b, "index", 5); break;
	case TY_FLOAT: buf_puts(b, float_kind_name[t->fkind]); break;
	case TY_NONE: buf_put(b, "none", 4); break;
	case TY_COMPLEX:
		buf_puts(b, "complex<");
		pr_type(p, t->elem);
		buf_putc(b, '>');
		break;
	case TY_TUPLE:
		buf_puts(b, "tuple<");
		put_type_list(p, t->types, t->n);
		buf_putc(b, '>');
		break;
	case TY_FUNC: put_func_type(p, t); break;
	case TY_VECTOR: put_vector(p, t); break;
	case TY_TENSOR:
		buf_puts(b, "tensor<");
		put_dims(b, t->dims, t->n);
		pr_type(p, t->elem);
		if (t->encoding) {
			/* Unlike a memref's layout, the encoding keeps ": i64". */
			buf_put(b, ", ", 2);
			pr_attr(p, t->encoding, ELIDE_NEVER);
		}
		buf_putc(b, '>');
		break;
	case TY_UTENSOR:
		buf_puts(b, "tensor<*x");
		pr_type(p, t->elem);
		buf_putc(b, '>');
		break;
	case TY_MEMREF:
	case TY_UMEMREF: put_memref(p, t); break;
	case TY_OPAQUE: put_dialect_symbol(p, '!', t->dialect, t->data, t); break;
	}
}

/* Types repeat a lot (every op signature), so each distinct type's text
 * is kept after its first print; later prints are one lookup and a copy.
 * The text cannot change: aliases are fixed before the first print and
 * distinct ids / resource keys are assigned by that first print. */
void pr_type(Printer *p, Type *t)
{
	uint32_t off;
	if (pm_get(&p->tycache, t, &off)) {
		uint32_t len;
		memcpy(&len, p->tytext.p + off, sizeof len);
		buf_put(p->out, p->tytext.p + off + sizeof len, len);
		return;
	}
	size_t start = p->out->len;
	if (!put_alias(p, t, 1))
		type_impl(p, t);
	uint32_t len = (uint32_t)(p->out->len - start);
	off = (uint32_t)p->tytext.len;
	buf_put(&p->tytext, (const char *)&len, sizeof len);
	buf_put(&p->tytext, p->out->p + start, len);
	pm_put(&p->tycache, t, off);
}

/* ---------------------------------------------------------- locations */

static void loc_internal(Printer *p, Attr *l, int top);

static void put_fused(Printer *p, const Attr *l)
{
	Buf *b = p->out;
	buf_puts(b, "fused");
	if (l->metadata) {
		buf_putc(b, '<');
		pr_attr(p, l->metadata, ELIDE_NEVER);
		buf_putc(b, '>');
	}
	buf_putc(b, '[');
	for (uint32_t i = 0; i < l->n; i++) {
		if (i)
			buf_put(b, ", ", 2);
		loc_internal(p, attr_elem(l, i), 0);
	}
	buf_putc(b, ']');
}

static void loc_internal(Printer *p, Attr *l, int top)
{
	Buf *b = p->out;
	if (!top && put_alias(p, l, 0))
		return;
	switch (l->kind) {
	case AT_LOC_FILE:
		pr_escaped(b, l->str->s, l->str->len);
		buf_putc(b, ':');
		pr_i64(b, l->n ? l->ints[0] : 0);
		if (l->n >= 2) {
			buf_putc(b, ':');
			pr_i64(b, l->ints[1]);
		}
		break;
	case AT_LOC_NAME:
		pr_escaped(b, l->str->s, l->str->len);
		if (attr_elem(l, 0) && attr_elem(l, 0)->kind != AT_LOC_UNKNOWN) {
			buf_putc(b, '(');
			loc_internal(p, attr_elem(l, 0), 0);
			buf_putc(b, ')');
		}
		break;
	case AT_LOC_CALLSITE:
		buf_puts(b, "callsite(");
		loc_internal(p, attr_elem(l, 0), 0);
		buf_puts(b, " at ");
		loc_internal(p, attr_elem(l, 1), 0);
		buf_putc(b, ')');
		break;
	case AT_LOC_FUSED:
		put_fused(p, l);
		break;
	default:
		buf_puts(b, "unknown");
		break;
	}
}

void pr_loc(Printer *p, Attr *loc, int allow_alias)
{
	if (!loc)
		loc = p->c->a_loc_unknown;
	buf_put(p->out, "loc(", 4);
	if (!allow_alias || !put_alias(p, loc, 0))
		loc_internal(p, loc, 1);
	buf_putc(p->out, ')');
}

/* ------------------------------------------------------- dense elements */

/* Printed floats by bit pattern.  Generated kernels repeat a few constants
 * thousands of times (dense fills, splat-like tensors), and each costs an
 * exact decimal conversion and a round-trip check; the text depends on the
 * kind and the bits alone.  Direct-mapped, one table per printer (64 KB
 * of address space, touched only where floats land). */
enum { FMEMO_BITS = 11, FMEMO_SETS = 1 << FMEMO_BITS, FMEMO_TEXT = 20 };
struct FloatMemo {
	uint64_t bits;
	uint8_t kind, len, hex, used;
	char text[FMEMO_TEXT];
};

static void put_float(Printer *p, FloatKind k, const uint64_t *w, int *hex)
{
	if (float_kind_width[k] > 64 || (!p->fmemo && !(p->fmemo = calloc(FMEMO_SETS, sizeof *p->fmemo)))) {
		print_float_value(p->out, k, w, hex);
		return;
	}
	struct FloatMemo *m = &p->fmemo[((w[0] ^ k) * UINT64_C(0x9e3779b97f4a7c15)) >> (64 - FMEMO_BITS)];
	if (m->used && m->bits == w[0] && m->kind == k) {
		buf_put_slot(p->out, m->text, m->len, FMEMO_TEXT);
		*hex = m->hex;
		return;
	}
	size_t start = p->out->len;
	print_float_value(p->out, k, w, hex);
	size_t n = p->out->len - start;
	if (n <= FMEMO_TEXT) {
		*m = (struct FloatMemo){ w[0], (uint8_t)k, (uint8_t)n, (uint8_t)*hex, 1, { 0 } };
		memcpy(m->text, p->out->p + start, n);
	}
}

static void put_float_bytes(Printer *p, FloatKind k, const uint8_t *q)
{
	uint64_t w[2];
	int hex;
	load_words(q, ((size_t)float_kind_width[k] + 7) / 8, w, 2);
	put_float(p, k, w, &hex);
}

/* One int/index element of `nbytes` little-endian bytes. */
static void put_int_bytes(Printer *p, const Type *t, const uint8_t *q, size_t nbytes)
{
	unsigned width = ty_bitwidth(t);
	if (t->kind == TY_INT && width == 1) {
		buf_puts(p->out, q[0] ? "true" : "false");
		return;
	}
	int is_signed = !(t->kind == TY_INT && t->sign == UNSIGNED);
	uint64_t small[4];
	size_t nw = (width + 63) / 64;
	uint64_t *w = nw <= 4 ? small : xrealloc(NULL, nw * sizeof *w);
	load_words(q, nbytes, w, nw ? nw : 1);
	put_int_words(p->out, w, width, is_signed);
	if (w != small)
		free(w);
}

static void put_scalar(Printer *p, const Type *t, const uint8_t *q)
{
	if (t->kind == TY_FLOAT)
		put_float_bytes(p, (FloatKind)t->fkind, q);
	else
		put_int_bytes(p, t, q, dense_elem_bytes(t));
}

static void put_dense_elem(Printer *p, const Type *et, const uint8_t *q)
{
	if (et->kind != TY_COMPLEX) {
		put_scalar(p, et, q);
		return;
	}
	/* MLIR prints complex elements as "(re,im)" without a space. */
	buf_putc(p->out, '(');
	put_scalar(p, et->elem, q);
	buf_putc(p->out, ',');
	put_scalar(p, et->elem, q + dense_elem_bytes(et->elem));
	buf_putc(p->out, ')');
}

typedef void (*ElemFn)(Printer *p, const Attr *a, int64_t idx);

static void dense_num_elem(Printer *p, const Attr *a, int64_t idx)
{
	const Type *et = attr_type(a)->elem;
	put_dense_elem(p, et, a->bytes + (size_t)idx * dense_elem_bytes(et));
}

static void dense_str_elem(Printer *p, const Attr *a, int64_t idx)
{
	const Str *s = attr_elem(a, idx)->str;
	pr_escaped(p->out, s->s, s->len);
}

/* MLIR's printDenseElementsAttrImpl: a mixed-radix counter over the shape
 * that closes a bracket whenever a non-innermost digit rolls over. */
static void put_nested(Printer *p, const Attr *a, int64_t n, ElemFn fn)
{
	const Type *t = attr_type(a);
	uint32_t rank = t->n;
	if (rank == 0) {
		fn(p, a, 0);
		return;
	}
	int64_t small[16];
	int64_t *ctr = rank <= 16 ? small : xrealloc(NULL, rank * sizeof *ctr);
	memset(ctr, 0, rank * sizeof *ctr);
	uint32_t open = 0;
	for (int64_t idx = 0; idx < n; idx++) {
		if (idx)
			buf_put(p->out, ", ", 2);
		for (; open < rank; open++)
			buf_putc(p->out, '[');
		fn(p, a, idx);
		ctr[rank - 1]++;
		for (uint32_t i = rank - 1; i > 0; i--) {
			if (ctr[i] >= t->dims[i]) {
				ctr[i] = 0;
				ctr[i - 1]++;
				open--;
				buf_putc(p->out, ']');
			}
		}
	}
	for (; open > 0; open--)
		buf_putc(p->out, ']');
	if (ctr != small)
		free(ctr);
}

/* MLIR stores splats as one element; a parser that kept every element
 * of an all-equal literal still prints like MLIR. */
static int dense_splat(const Attr *a, int64_t n, size_t esz)
{
	if (a->splat || n == 1)
		return 1;
	if (n <= 0 || a->nbytes < (size_t)n * esz)
		return 0;
	for (int64_t i = 1; i < n; i++)
		if (memcmp(a->bytes, a->bytes + (size_t)i * esz, esz) != 0)
			return 0;
	return 1;
}

/* Raw data as MLIR stores it: i1 packed 8 per byte, LSB first; other
 * elements in whole little-endian bytes. */
static void put_dense_hex(Printer *p, const Attr *a, int64_t n)
{
	const Type *et = attr_type(a)->elem;
	buf_put(p->out, "\"0x", 3);
	if (et->kind == TY_INT && et->width == 1) {
		for (int64_t i = 0; i < n; i += 8) {
			uint8_t byte = 0;
			for (int64_t j = 0; j < 8 && i + j < n; j++)
				byte |= (uint8_t)((a->bytes[i + j] & 1) << j);
			pr_hex_digits(p->out, &byte, 1);
		}
	} else {
		pr_hex_digits(p->out, a->bytes, (size_t)n * dense_elem_bytes(et));
	}
	buf_putc(p->out, '"');
}

static void dense_body(Printer *p, const Attr *a, int allow_hex)
{
	int64_t n = ty_num_elements(attr_type(a));
	size_t esz = dense_elem_bytes(attr_type(a)->elem);
	if (dense_splat(a, n, esz)) {
		if (a->nbytes >= esz)
			dense_num_elem(p, a, 0);
		return;
	}
	if (n <= 0 || a->nbytes < (size_t)n * esz)
		return;
	if (allow_hex && p->hex_threshold >= 0 && n > p->hex_threshold) {
		put_dense_hex(p, a, n);
		return;
	}
	put_nested(p, a, n, dense_num_elem);
}

static void dense_string_body(Printer *p, const Attr *a)
{
	int64_t n = ty_num_elements(attr_type(a));
	int splat = a->splat || n == 1;
	for (uint32_t i = 1; !splat && i < a->n && attr_elem(a, i) == attr_elem(a, 0); i++)
		splat = i + 1 == a->n;
	if (splat) {
		if (a->n)
			dense_str_elem(p, a, 0);
		return;
	}
	if (n <= 0 || a->n < (uint64_t)n)
		return;
	put_nested(p, a, n, dense_str_elem);
}

static void dense_any_body(Printer *p, const Attr *a, int allow_hex)
{
	if (a->kind == AT_DENSE_STRING)
		dense_string_body(p, a);
	else
		dense_body(p, a, allow_hex);
}

static void put_sparse(Printer *p, const Attr *a)
{
	buf_puts(p->out, "sparse<");
	Attr *idx = attr_elem(a, 0), *vals = attr_elem(a, 1);
	if (idx && ty_num_elements(attr_type(idx)) != 0) {
		dense_body(p, idx, 0);
		buf_put(p->out, ", ", 2);
		dense_any_body(p, vals, 1);
	}
	buf_putc(p->out, '>');
}

static void put_dense_array(Printer *p, const Attr *a)
{
	const Type *et = attr_type(a);
	buf_puts(p->out, "array<");
	pr_type(p, attr_type(a));
	size_t esz = et->kind == TY_INT && et->width == 1 ? 1 : ty_bitwidth(et) / 8;
	for (int64_t i = 0; i < a->ival && (size_t)(i + 1) * esz <= a->nbytes; i++) {
		buf_put(p->out, i ? ", " : ": ", 2);
		if (et->kind == TY_FLOAT)
			put_float_bytes(p, (FloatKind)et->fkind, a->bytes + i * esz);
		else
			put_int_bytes(p, et, a->bytes + i * esz, esz);
	}
	buf_putc(p->out, '>');
}

/* ----------------------------------------------------------- attributes */

static void put_strided_int(Buf *b, int64_t v)
{
	if (v == DYN)
		buf_putc(b, '?');
	else
		pr_i64(b, v);
}

static void put_strided(Buf *b, const Attr *a)
{
	buf_puts(b, "strided<[");
	for (uint32_t i = 0; i < a->n; i++) {
		if (i)
			buf_put(b, ", ", 2);
		put_strided_int(b, a->ints[i]);
	}
	buf_putc(b, ']');
	if (a->ival != 0) {
		buf_puts(b, ", offset: ");
		put_strided_int(b, a->ival);
	}
	buf_putc(b, '>');
}

static void put_dict(Printer *p, const Attr *a)
{
	buf_putc(p->out, '{');
	for (uint32_t i = 0; i < a->n; i++) {
		if (i)
			buf_put(p->out, ", ", 2);
		pr_keyword_or_string(p->out, attr_name(a, i));
		if (attr_elem(a, i)->kind == AT_UNIT)
			continue;
		buf_put(p->out, " = ", 3);
		pr_attr(p, attr_elem(a, i), ELIDE_NEVER);
	}
	buf_putc(p->out, '}');
}

static void put_symref(Buf *b, const Attr *a)
{
	for (uint32_t i = 0; i < a->n; i++) {
		if (i)
			buf_put(b, "::", 2);
		buf_putc(b, '@');
		if (attr_name(a, i)->len)
			pr_keyword_or_string(b, attr_name(a, i));
		else
			buf_puts(b, "<<INVALID EMPTY SYMBOL>>");
	}
}

static void put_distinct(Printer *p, const Attr *a)
{
	buf_puts(p->out, "distinct[");
	pr_u64(p->out, distinct_id(p, a->ival));
	buf_put(p->out, "]<", 2);
	Attr *ref = a->n ? attr_elem(a, 0) : NULL;
	if (ref && ref->kind != AT_UNIT)
		pr_attr(p, ref, ELIDE_NEVER);
	buf_putc(p->out, '>');
}

static void put_resource(Printer *p, const Attr *a)
{
	uint32_t dummy;
	if (p->pieces)   /* listed in print order: the piece is printed again in order */
		p->spoiled = 1;
	else if (!pm_get(&p->reskeys, a->str, &dummy)) {
		pm_put(&p->reskeys, a->str, (uint32_t)p->resorder.len);
		*(const Str **)vec_push(&p->resorder) = a->str;
	}
	buf_puts(p->out, "dense_resource<");
	buf_put(p->out, a->str->s, a->str->len);
	buf_putc(p->out, '>');
}

static void put_attr_type(Printer *p, Type *t, int elide)
{
	if (elide == ELIDE_MUST || !t || t->kind == TY_NONE)
		return;
	buf_put(p->out, " : ", 3);
	pr_type(p, t);
}

static void put_int_attr(Printer *p, const Attr *a, int elide)
{
	const Type *t = attr_type(a);
	int is_signed = !(t->kind == TY_INT && t->sign == UNSIGNED);
	put_int_words(p->out, a->words, ty_bitwidth(t), is_signed);
	if (elide == ELIDE_MAY && t->kind == TY_INT && t->width == 64 && t->sign == SIGNLESS)
		return;
	put_attr_type(p, attr_type(a), elide);
}

static void put_float_attr(Printer *p, const Attr *a, int elide)
{
	int hex;
	put_float(p, (FloatKind)attr_type(a)->fkind, a->words, &hex);
	/* A hex bit pattern keeps ": f64" even where it could be elided. */
	if (elide == ELIDE_MAY && attr_type(a)->fkind == FK_F64 && !hex)
		return;
	put_attr_type(p, attr_type(a), elide);
}

static void put_array(Printer *p, const Attr *a)
{
	buf_putc(p->out, '[');
	for (uint32_t i = 0; i < a->n; i++) {
		if (i)
			buf_put(p->out, ", ", 2);
		pr_attr(p, attr_elem(a, i), ELIDE_MAY);
	}
	buf_putc(p->out, ']');
}

static void put_wrapped(Buf *b, const char *open, void (*fn)(const void *, Buf *), const void *x)
{
	buf_puts(b, open);
	fn(x, b);
	buf_putc(b, '>');
}

static void affmap_fn(const void *m, Buf *b) { print_affmap(m, b); }
static void intset_fn(const void *s, Buf *b) { print_intset(s, b); }

/* Attributes whose printing ends without a trailing type. */
static int attr_untyped_impl(Printer *p, const Attr *a)
{
	Buf *b = p->out;
	switch (a->kind) {
	case AT_UNIT: buf_put(b, "unit", 4); return 1;
	case AT_BOOL: buf_puts(b, a->ival ? "true" : "false"); return 1;
	case AT_DISTINCT: put_distinct(p, a); return 1;
	case AT_DICT: put_dict(p, a); return 1;
	case AT_ARRAY: put_array(p, a); return 1;
	case AT_AFFINE_MAP: put_wrapped(b, "affine_map<", affmap_fn, a->map); return 1;
	case AT_INTEGER_SET: put_wrapped(b, "affine_set<", intset_fn, a->set); return 1;
	case AT_TYPE: pr_type(p, attr_type(a)); return 1;
	case AT_SYMREF: put_symref(b, a); return 1;
	case AT_STRIDED: put_strided(b, a); return 1;
	case AT_DENSE_ARRAY: put_dense_array(p, a); return 1;
	default: break;
	}
	if (at_is_loc(a)) {
		pr_loc(p, (Attr *)a, 0);
		return 1;
	}
	return 0;
}

static void attr_impl(Printer *p, Attr *a, int elide)
{
	if (attr_untyped_impl(p, a))
		return;
	Buf *b = p->out;
	switch (a->kind) {
	case AT_INT: put_int_attr(p, a, elide); return;
	case AT_FLOAT: put_float_attr(p, a, elide); return;
	case AT_STRING: pr_escaped(b, a->str->s, a->str->len); break;
	case AT_OPAQUE: put_dialect_symbol(p, '#', a->dialect, a->data, a); break;
	case AT_DENSE:
		buf_puts(b, "dense<");
		dense_body(p, a, 1);
		buf_putc(b, '>');
		break;
	case AT_DENSE_STRING:
		buf_puts(b, "dense<");
		dense_string_body(p, a);
		buf_putc(b, '>');
		break;
	case AT_DENSE_RESOURCE: put_resource(p, a); break;
	case AT_SPARSE: put_sparse(p, a); break;
	default: buf_puts(b, "<<UNKNOWN ATTRIBUTE>>"); return;
	}
	put_attr_type(p, attr_type(a), elide);
}

/* Attributes repeat as types do (an op's whole property dictionary is one
 * uniqued attribute), so a short text printed a second time in the same
 * elision mode is kept for the later ones (AttrRec.text).  Most attributes
 * are printed once (a symbol name, a constant's data, a dictionary holding
 * one of those): a first print makes no record but marks the attribute
 * itself, pslot = PSLOT_SEEN | mode (out of the records' range, so never
 * taken for one).  A mark another printer left only makes the record one
 * print early, which changes no text. */
enum { ATTR_CACHE_MAX = 256, ATTR_TEXT_MAX = (1u << 30) - 2 };

/* print_split.c's helper cannot use the records (they are the root's and
 * move as it prints): it keeps a memo of its own, direct-mapped by the
 * attribute's address, with the same rule (a text of at most
 * ATTR_CACHE_MAX bytes is kept from its second print in one elision mode
 * on), cleared whole when its text would outgrow AMEMO_TEXT. */
enum { AMEMO_SETS = 2048, AMEMO_TEXT = 128 << 10 };
struct AttrMemo {
	struct {
		const Attr *a;
		uint32_t off;
		uint16_t len;
		uint8_t mode, kept;
	} e[AMEMO_SETS];
	Buf text;
};

void pr_amemo_free(Printer *p)
{
	if (p->amemo)
		buf_free(&p->amemo->text);
	free(p->amemo);
	p->amemo = NULL;
}

static void attr_memoized(Printer *p, Attr *a, int elide)
{
	struct AttrMemo *m = p->amemo;
	uint8_t mode = (uint8_t)(elide + 1);
	uint32_t k = ptr_hash(a) & (AMEMO_SETS - 1);
	if (m->e[k].a == a && m->e[k].mode == mode && m->e[k].kept) {
		buf_put(p->out, m->text.p + m->e[k].off, m->e[k].len);
		return;
	}
	size_t start = p->out->len;
	if (!put_alias(p, a, 0))
		attr_impl(p, a, elide);
	size_t len = p->out->len - start;
	/* looked at again: a nested attribute may have taken the slot */
	if (m->e[k].a != a || m->e[k].mode != mode) {
		m->e[k].a = a;
		m->e[k].mode = mode;
		m->e[k].kept = 0;
		return;
	}
	if (len > ATTR_CACHE_MAX)
		return;
	if (m->text.len + len > AMEMO_TEXT) {
		memset(m->e, 0, sizeof m->e);
		m->text.len = 0;
		return;
	}
	m->e[k].off = (uint32_t)m->text.len;
	m->e[k].len = (uint16_t)len;
	m->e[k].kept = 1;
	buf_put(&m->text, p->out->p + start, len);
}

void pr_attr(Printer *p, Attr *a, int elide)
{
	if (!a) {
		buf_puts(p->out, "<<NULL ATTRIBUTE>>");
		return;
	}
	if (p->helper) {   /* the root's records are not this printer's */
		if (p->pieces && (p->amemo || (p->amemo = calloc(1, sizeof *p->amemo)))) {
			attr_memoized(p, a, elide);
			return;
		}
		if (!put_alias(p, a, 0))
			attr_impl(p, a, elide);
		return;
	}
	uint32_t mode = (uint32_t)elide + 1;
	const AttrRec *r0 = attr_rec(p, a, 0);
	uint32_t text = r0 ? r0->text : 0;
	int seen = r0 ? (text & 3) == mode : a->pslot == (PSLOT_SEEN | mode);
	if (seen && text >> 2) {
		uint32_t off = (text >> 2) - 1, len;
		memcpy(&len, p->tytext.p + off, sizeof len);
		buf_put(p->out, p->tytext.p + off + sizeof len, len);
		return;
	}
	size_t start = p->out->len;
	if (!put_alias(p, a, 0))
		attr_impl(p, a, elide);
	size_t len = p->out->len - start;
	if (len > ATTR_CACHE_MAX)
		return;
	/* looked up again: nested attributes may have moved the records */
	AttrRec *r = attr_rec(p, a, seen);
	if (!r) {
		a->pslot = PSLOT_SEEN | mode;
		return;
	}
	if (!seen || p->tytext.len > ATTR_TEXT_MAX) {
		r->text = mode;
		return;
	}
	uint32_t off = (uint32_t)p->tytext.len, n = (uint32_t)len;
	buf_put(&p->tytext, (const char *)&n, sizeof n);
	buf_put(&p->tytext, p->out->p + start, n);
	r->text = (off + 1) << 2 | mode;
}

/* ------------------------------------------------------------ alias walk */

static uint32_t name_hash(const char *s, size_t n, int is_type)
{
	return hash_bytes(s, n, (uint32_t)is_type);
}

static void names_insert(Printer *p, const Str *name, const void *target, int is_type)
{
	uint32_t mask = p->names_cap - 1;
	uint32_t i = name_hash(name->s, name->len, is_type) & mask;
	while (p->names[i].name)
		i = (i + 1) & mask;
	p->names[i] = (NameEnt){ name, target, (uint8_t)is_type };
}

static const Str *hint_of(const void *e, int is_type)
{
	return is_type ? ((const Type *)e)->alias : attr_alias((const Attr *)e);
}

static void names_add_set(Printer *p, unsigned t, int is_type)
{
	UqIter it = { 0, 0 };
	for (void *e; (e = uq_next(p->c, t, &it));)
		if (hint_of(e, is_type))
			names_insert(p, hint_of(e, is_type), e, is_type);
}

static uint32_t count_hints(const Ctx *c, unsigned t, int is_type)
{
	uint32_t n = 0;
	UqIter it = { 0, 0 };
	for (void *e; (e = uq_next(c, t, &it));)
		n += hint_of(e, is_type) != NULL;
	return n;
}

/* The names under which the input defined aliases ("tbaa_root1"), so the
 * references inside opaque bodies can be resolved. */
static void names_build(Printer *p)
{
	p->names_built = 1;
	const Vec *more = &p->c->alias_names;
	uint32_t n = count_hints(p->c, UQ_TYPES, 1) + count_hints(p->c, UQ_ATTRS, 0) + (uint32_t)more->len;
	if (!n)
		return;
	uint32_t cap = 16;
	while (cap < n * 2)
		cap *= 2;
	p->names = xrealloc(NULL, cap * sizeof *p->names);
	memset(p->names, 0, cap * sizeof *p->names);
	p->names_cap = cap;
	names_add_set(p, UQ_TYPES, 1);
	names_add_set(p, UQ_ATTRS, 0);
	for (size_t i = 0; i < more->len; i++) {
		const NameAlias *a = &VEC_AT(more, NameAlias, i);
		names_insert(p, a->name, a->target, a->is_type);
	}
}

static const NameEnt *names_find(Printer *p, const char *s, size_t n, int is_type)
{
	if (p->wlog) {   /* the names table reads the context's tables, which a parse writes */
		p->wbail = 1;
		return NULL;
	}
	if (!p->names_built)
		names_build(p);
	if (!p->names_cap)
		return NULL;
	uint32_t mask = p->names_cap - 1;
	for (uint32_t i = name_hash(s, n, is_type) & mask; p->names[i].name; i = (i + 1) & mask) {
		const NameEnt *e = &p->names[i];
		if (e->is_type == is_type && e->name->len == n && memcmp(e->name->s, s, n) == 0)
			return e;
	}
	return NULL;
}


/* Find the alias references ("#name" / "!name") that `dialect`'s parser
 * would resolve in an opaque body (body_next_ref) and append those naming
 * an input alias to p->refs.  Returns how many.
 *
 * A registered dialect prints nested attributes it does not alias
 * inside its own text ("members = {<#tbaa_root, 0>}" holds a TBAA member
 * attribute), and each such level adds one to MLIR's alias depth.  The
 * nesting is estimated from the '<' brackets around the reference,
 * beyond the symbol's own outer '<'. */
static uint32_t scan_refs(Printer *p, const Str *dialect, const Str *data)
{
	const char *s = data->s;
	size_t n = data->len;
	if (!body_may_name_aliases(dialect, data))
		return 0;
	uint32_t count = 0;
	uint32_t outer = pretty_dialect_body(s, n) && memchr(s, '<', n) ? 1 : 0;
	BodyRefs it = { s, n, 0, 0 };
	size_t at, len;
	while (body_next_ref(&it, &at, &len)) {
		if (!names_find(p, s + at + 1, len - 1, s[at] == '!'))
			continue;
		TextRef *r = vec_push(&p->refs);
		*r = (TextRef){ (uint32_t)at, (uint32_t)len, NO_ENT, it.angle > outer ? it.angle - outer : 0 };
		count++;
	}
	return count;
}

static int has_distinct(const Str *data)
{
	int64_t id;
	size_t end;
	for (const char *q = data->s; (q = memchr(q, 'd', data->len - (size_t)(q - data->s))); q++)
		if (match_distinct(data->s, data->len, (size_t)(q - data->s), &id, &end))
			return 1;
	return 0;
}

static void mark_nondeferrable(Printer *p, uint32_t i)
{
	AliasEnt *e = ENT(p, i);
	if (!e->deferrable)
		return;
	e->deferrable = 0;
	uint32_t k0 = e->kid0, nk = e->nkids;
	for (uint32_t k = k0; k < k0 + nk; k++)
		mark_nondeferrable(p, VEC_AT(&p->kids, uint32_t, k));
}

/* Strip the numbering MLIR appended ("tbaa_root12" -> "tbaa_root"); the
 * counter restarts from this printer's own order. */
static void hint_base(const Str *h, const char **name, uint32_t *len)
{
	uint32_t n = h->len;
	while (n > 0 && is_digit((unsigned char)h->s[n - 1]))
		n--;
	if (n == 0)
		n = h->len;
	*name = h->s;
	*len = n;
}

/* Dialect attributes and types MLIR 19 gives an alias (the dialects'
 * OpAsmDialectInterface::getAlias): mnemonic -> alias name. */
typedef struct DialectAlias {
	const char *dialect, *mnemonic, *alias;
} DialectAlias;

static const DialectAlias dialect_aliases[] = {
	{ "sparse_tensor", "encoding", "sparse" },
	{ "ml_program", "extern", "extern" },
	/* LLVM: debug info, TBAA, alias scopes, loop annotations, by mnemonic */
	{ "llvm", "access_group", NULL }, { "llvm", "alias_scope", NULL },
	{ "llvm", "alias_scope_domain", NULL }, { "llvm", "di_basic_type", NULL },
	{ "llvm", "di_common_block", NULL }, { "llvm", "di_compile_unit", NULL },
	{ "llvm", "di_composite_type", NULL }, { "llvm", "di_derived_type", NULL },
	{ "llvm", "di_file", NULL }, { "llvm", "di_global_variable", NULL },
	{ "llvm", "di_global_variable_expression", NULL }, { "llvm", "di_imported_entity", NULL },
	{ "llvm", "di_label", NULL }, { "llvm", "di_lexical_block", NULL },
	{ "llvm", "di_lexical_block_file", NULL }, { "llvm", "di_local_variable", NULL },
	{ "llvm", "di_module", NULL }, { "llvm", "di_namespace", NULL },
	{ "llvm", "di_null_type", NULL }, { "llvm", "di_string_type", NULL },
	{ "llvm", "di_subprogram", NULL }, { "llvm", "di_subrange", NULL },
	{ "llvm", "di_subroutine_type", NULL }, { "llvm", "loop_annotation", NULL },
	{ "llvm", "loop_distribute", NULL }, { "llvm", "loop_interleave", NULL },
	{ "llvm", "loop_licm", NULL }, { "llvm", "loop_peeled", NULL },
	{ "llvm", "loop_pipeline", NULL }, { "llvm", "loop_unroll", NULL },
	{ "llvm", "loop_unroll_and_jam", NULL }, { "llvm", "loop_unswitch", NULL },
	{ "llvm", "loop_vectorize", NULL }, { "llvm", "tbaa_root", NULL },
	{ "llvm", "tbaa_tag", NULL }, { "llvm", "tbaa_type_desc", NULL },
};

static int str_is(const char *s, size_t n, const char *lit)
{
	return strlen(lit) == n && memcmp(s, lit, n) == 0;
}

/* The alias of a dialect attribute or type kept as text.  MLIR prints an
 * alias only where the dialect asks for one, whatever the source named
 * it (`#CSR = #sparse_tensor.encoding<...>` comes back as `#sparse`).
 * An unlisted LLVM mnemonic keeps an input alias spelled like the
 * mnemonic (LLVM's rule); the test dialect's hook decides by
 * content, so its input aliases are kept as they are. */
static const char *opaque_alias_name(const Str *dialect, const Str *data, const Str *hint, uint32_t *len)
{
	const char *d = dialect->s;
	size_t dn = dialect->len, mn = 0;
	while (mn < data->len && (is_alnum((unsigned char)data->s[mn]) || data->s[mn] == '_' || data->s[mn] == '.'))
		mn++;
	const char *n = NULL;
	if (hint && (str_is(d, dn, "test") || str_is(d, dn, "test_dyn"))) {
		hint_base(hint, &n, len);
		return n;
	}
	for (size_t i = 0; i < sizeof dialect_aliases / sizeof *dialect_aliases; i++) {
		const DialectAlias *e = &dialect_aliases[i];
		if (str_is(d, dn, e->dialect) && str_is(data->s, mn, e->mnemonic)) {
			n = e->alias ? e->alias : e->mnemonic;
			*len = (uint32_t)strlen(n);
			return n;
		}
	}
	if (hint && str_is(d, dn, "llvm")) {
		hint_base(hint, &n, len);
		if (*len == mn && mn && memcmp(n, data->s, mn) == 0)
			return n;
	}
	return NULL;
}

/* MLIR's builtin OpAsmDialectInterface::getAlias for maps, sets,
 * locations and distinct attributes; dialect attributes as above.  An
 * input alias of another builtin attribute is kept only where MLIR's
 * test dialect would have made it (strings "alias_test:..."). */
static const char *attr_alias_name(const Attr *a, uint32_t *len)
{
	const char *n = NULL;
	if (a->kind == AT_AFFINE_MAP)
		n = "map";
	else if (a->kind == AT_INTEGER_SET)
		n = "set";
	else if (at_is_loc(a))
		n = "loc";
	else if (a->kind == AT_DISTINCT && a->n && attr_elem(a, 0) && attr_elem(a, 0)->kind != AT_UNIT)
		n = "distinct";
	if (n) {
		*len = (uint32_t)strlen(n);
		return n;
	}
	if (a->kind == AT_OPAQUE)
		return opaque_alias_name(a->dialect, a->data, attr_alias(a), len);
	if (a->alias && a->kind == AT_STRING && a->str && a->str->len >= 11 && !memcmp(a->str->s, "alias_test:", 11)) {
		hint_base(attr_alias(a), &n, len);
		return n;
	}
	return NULL;
}

/* Builtin types get no alias but from the test dialect (`!test_tuple`)
 * and for long tuples. */
static const char *type_alias_name(const Type *t, uint32_t *len)
{
	const char *n = NULL;
	if (t->kind == TY_OPAQUE)
		return opaque_alias_name(t->dialect, t->data, t->alias, len);
	if (t->alias && t->kind == TY_TUPLE) {
		hint_base(t->alias, &n, len);
		if (*len >= 4 && !memcmp(n, "test", 4))
			return n;
	}
	if (t->kind == TY_TUPLE && t->n > 16) {
		*len = 5;
		return "tuple";
	}
	return NULL;
}

/* Entities that can neither carry an alias nor contain one: skipping them
 * is equivalent to MLIR's walk (they would get depth 0 and no name). */

static int attr_is_leaf(const Attr *a)
{
	if (a->alias)
		return 0;
	switch (a->kind) {
	case AT_UNIT: case AT_BOOL: case AT_INT: case AT_FLOAT: case AT_SYMREF:
	case AT_STRIDED: case AT_DENSE_ARRAY:
		return 1;
	case AT_STRING:
		return !attr_type(a) || attr_type(a)->kind == TY_NONE;
	default:
		return 0;
	}
}

static uint32_t ent_new(Printer *p, const void *key, int is_type, const char *name, uint32_t len, int defer)
{
	uint32_t i = (uint32_t)p->ents.len;
	AliasEnt *e = vec_push(&p->ents);
	e->key = key;
	e->is_type = (uint8_t)is_type;
	e->name = name;
	e->namelen = len;
	e->depth = name ? 1 : 0;
	e->deferrable = (uint8_t)(name && defer);
	if (is_type)
		pm_put(&p->ent_of, key, i);
	else if (!p->wlog)   /* a parse thread's walk records only what is kept (ent_finish) */
		attr_rec(p, key, 1)->ent = i;
	return i;
}

/* Record a visited child on the scratch stack; track the deepest. */
static void kid(Printer *p, uint32_t idx, uint32_t depth, uint32_t *maxd)
{
	if (idx == NO_ENT)
		return;
	*(uint32_t *)vec_push(&p->kidstack) = idx;
	if (depth > *maxd)
		*maxd = depth;
}

static void visit_kid_type(Printer *p, Type *t, int defer, uint32_t *maxd)
{
	uint32_t d;
	uint32_t i = al_visit_type(p, t, defer, &d);
	kid(p, i, d, maxd);
}

static void visit_kid_attr(Printer *p, Attr *a, int defer, uint32_t *maxd)
{
	uint32_t d;
	uint32_t i = al_visit_attr(p, a, defer, &d);
	kid(p, i, d, maxd);
}

/* Visit the aliases referenced from an opaque body, in text order (the
 * order a dialect printer would have printed them). */
static void visit_refs(Printer *p, uint32_t ent, const Str *dialect, const Str *data, int defer, uint32_t *maxd)
{
	uint32_t r0 = (uint32_t)p->refs.len;
	uint32_t nr = scan_refs(p, dialect, data);
	ENT(p, ent)->ref0 = r0;
	ENT(p, ent)->nrefs = nr;
	ENT(p, ent)->distincts = has_distinct(data);
	for (uint32_t r = r0; r < r0 + nr; r++) {
		TextRef *tr = &VEC_AT(&p->refs, TextRef, r);
		const NameEnt *ne = names_find(p, data->s + tr->off + 1, tr->len - 1, data->s[tr->off] == '!');
		uint32_t d, idx;
		if (ne->is_type)
			idx = al_visit_type(p, (Type *)ne->target, defer, &d);
		else
			idx = al_visit_attr(p, (Attr *)ne->target, defer, &d);
		VEC_AT(&p->refs, TextRef, r).target = idx;
		kid(p, idx, idx == NO_ENT ? 0 : d + VEC_AT(&p->refs, TextRef, r).extra, maxd);
	}
}

static void type_kids(Printer *p, uint32_t ent, Type *t, int defer, uint32_t *maxd)
{
	switch ((TypeKind)t->kind) {
	case TY_MEMREF:
		visit_kid_type(p, t->elem, defer, maxd);
		if (memref_layout_shown(t))
			visit_kid_attr(p, t->layout, defer, maxd);
		if (t->memspace)
			visit_kid_attr(p, t->memspace, defer, maxd);
		break;
	case TY_UMEMREF:
		visit_kid_type(p, t->elem, defer, maxd);
		if (t->memspace)
			visit_kid_attr(p, t->memspace, defer, maxd);
		break;
	case TY_TENSOR:
		visit_kid_type(p, t->elem, defer, maxd);
		if (t->encoding)
			visit_kid_attr(p, t->encoding, defer, maxd);
		break;
	case TY_COMPLEX: case TY_VECTOR: case TY_UTENSOR:
		visit_kid_type(p, t->elem, defer, maxd);
		break;
	case TY_TUPLE: case TY_FUNC:
		for (uint32_t i = 0; i < t->n + (t->kind == TY_FUNC ? t->m : 0); i++)
			visit_kid_type(p, t->types[i], defer, maxd);
		break;
	case TY_OPAQUE:
		visit_refs(p, ent, t->dialect, t->data, defer, maxd);
		break;
	default:
		break;
	}
}

/* Children in the order MLIR's DummyAliasDialectAsmPrinter visits them. */
static void attr_kids(Printer *p, uint32_t ent, Attr *a, int defer, uint32_t *maxd)
{
	switch (a->kind) {
	case AT_AFFINE_MAP: case AT_INTEGER_SET:
		return;                 /* no nested aliases, no type */
	case AT_DISTINCT:
		if (a->n && attr_elem(a, 0))
			visit_kid_attr(p, attr_elem(a, 0), defer, maxd);
		return;
	case AT_DICT: case AT_ARRAY:
		for (uint32_t i = 0; i < a->n; i++)
			visit_kid_attr(p, attr_elem(a, i), defer, maxd);
		return;
	case AT_TYPE:
		visit_kid_type(p, attr_type(a), defer, maxd);
		return;
	case AT_LOC_NAME:
		if (attr_elem(a, 0) && attr_elem(a, 0)->kind != AT_LOC_UNKNOWN)
			visit_kid_attr(p, attr_elem(a, 0), defer, maxd);
		return;
	case AT_LOC_CALLSITE:
		visit_kid_attr(p, attr_elem(a, 0), defer, maxd);
		visit_kid_attr(p, attr_elem(a, 1), defer, maxd);
		return;
	case AT_LOC_FUSED:
		if (a->metadata)
			visit_kid_attr(p, a->metadata, defer, maxd);
		for (uint32_t i = 0; i < a->n; i++)
			visit_kid_attr(p, attr_elem(a, i), defer, maxd);
		return;
	case AT_OPAQUE:
		visit_refs(p, ent, a->dialect, a->data, defer, maxd);
		break;
	default:
		break;
	}
	/* Typed attributes (strings, elements, opaque) visit their type. */
	if (attr_type(a) && attr_type(a)->kind != TY_NONE && !at_is_loc(a))
		visit_kid_type(p, attr_type(a), defer, maxd);
}

/* Store the children gathered since `mark` and finish the depth. */
static void ent_close(Printer *p, uint32_t i, size_t mark, uint32_t maxd)
{
	AliasEnt *e = ENT(p, i);
	e->kid0 = (uint32_t)p->kids.len;
	e->nkids = (uint32_t)(p->kidstack.len - mark);
	for (size_t k = mark; k < p->kidstack.len; k++)
		*(uint32_t *)vec_push(&p->kids) = VEC_AT(&p->kidstack, uint32_t, k);
	p->kidstack.len = mark;
	e = ENT(p, i);
	if (maxd)
		e->depth = maxd + 1;
}

/* Most entities are nameless structure (a property dictionary, a function
 * type) with nothing aliasable inside: no alias, depth 0, nothing to mark
 * non-deferrable or to re-spell in opaque text.  Such an entity, the last
 * one made (its nameless children went before it), is dropped and its key
 * remembered as EMPTY_ENT, so a second visit still stops at once.  Values
 * with an alias hint or opaque text keep theirs (an opaque body inlines a
 * nameless target's text through its entity). */
static uint32_t ent_finish(Printer *p, uint32_t i, uint32_t *depth)
{
	const AliasEnt *e = ENT(p, i);
	*depth = e->depth;
	int keep = e->is_type ? ((const Type *)e->key)->kind == TY_OPAQUE || ((const Type *)e->key)->alias
			      : ((const Attr *)e->key)->kind == AT_OPAQUE || attr_alias((const Attr *)e->key);
	if (i + 1 != p->ents.len || e->name || e->depth || e->nkids || e->nrefs || e->distincts || keep) {
		if (p->wlog && !e->is_type)
			attr_rec(p, e->key, 1)->ent = i;
		return i;
	}
	if (e->is_type)
		pm_put(&p->ent_of, e->key, EMPTY_ENT);
	else if (!p->wlog)   /* there Attr.wseen says so */
		attr_rec(p, e->key, 0)->ent = EMPTY_ENT;
	p->ents.len--;
	return NO_ENT;
}

static int ent_seen(Printer *p, const void *key, int is_type, int defer, uint32_t *idx, uint32_t *depth)
{
	if (!ent_walked(p, key, is_type, idx))
		return 0;
	if (*idx == EMPTY_ENT) {
		*idx = NO_ENT;
		*depth = 0;
		return 1;
	}
	if (!defer)
		mark_nondeferrable(p, *idx);
	*depth = ENT(p, *idx)->depth;
	return 1;
}

uint32_t al_visit_type(Printer *p, Type *t, int defer, uint32_t *depth)
{
	uint32_t i, len = 0, maxd = 0;
	*depth = 0;
	if (!t || type_is_leaf(t) || (p->wlog && t->wseen[p->wthread] == WSEEN_NONE))
		return NO_ENT;
	if (ent_seen(p, t, 1, defer, &i, depth))
		return i;
	const char *name = type_alias_name(t, &len);
	i = ent_new(p, t, 1, name, len, defer);
	size_t mark = p->kidstack.len;
	type_kids(p, i, t, defer, &maxd);
	ent_close(p, i, mark, maxd);
	i = ent_finish(p, i, depth);
	if (p->wlog)
		t->wseen[p->wthread] = i == NO_ENT ? WSEEN_NONE : WSEEN_ENT;
	return i;
}

uint32_t al_visit_attr(Printer *p, Attr *a, int defer, uint32_t *depth)
{
	uint32_t i, len = 0, maxd = 0;
	*depth = 0;
	if (!a || attr_is_leaf(a) || (p->wlog && a->wseen[p->wthread] == WSEEN_NONE))
		return NO_ENT;
	if (ent_seen(p, a, 0, defer, &i, depth))
		return i;
	const char *name = attr_alias_name(a, &len);
	i = ent_new(p, a, 0, name, len, defer);
	size_t mark = p->kidstack.len;
	attr_kids(p, i, a, defer, &maxd);
	ent_close(p, i, mark, maxd);
	i = ent_finish(p, i, depth);
	if (p->wlog)
		a->wseen[p->wthread] = i == NO_ENT ? WSEEN_NONE : WSEEN_ENT;
	return i;
}

/* ---------------------------------------------------- naming, definitions */

static int name_cmp(const AliasEnt *a, const AliasEnt *b)
{
	uint32_t n = a->namelen < b->namelen ? a->namelen : b->namelen;
	int r = memcmp(a->name, b->name, n);
	if (r)
		return r;
	return a->namelen < b->namelen ? -1 : a->namelen > b->namelen;
}

/* MLIR orders aliases by depth, then types before attributes, then by
 * name; the sort is stable, so first-visit order breaks ties. */
static int alias_before(const AliasEnt *a, const AliasEnt *b)
{
	if (a->depth != b->depth)
		return a->depth < b->depth;
	if (a->is_type != b->is_type)
		return a->is_type;
	return name_cmp(a, b) < 0;
}

static void merge_sort(Printer *p, uint32_t *v, uint32_t *tmp, size_t n)
{
	if (n < 2)
		return;
	size_t h = n / 2;
	merge_sort(p, v, tmp, h);
	merge_sort(p, v + h, tmp, n - h);
	size_t i = 0, j = h, k = 0;
	while (i < h && j < n)
		tmp[k++] = alias_before(ENT(p, v[j]), ENT(p, v[i])) ? v[j++] : v[i++];
	while (i < h)
		tmp[k++] = v[i++];
	while (j < n)
		tmp[k++] = v[j++];
	memcpy(v, tmp, n * sizeof *v);
}

/* Per-name counters (MLIR's nameCounts): names are few, a small open
 * table keyed by the name bytes is enough. */
typedef struct NameCount {
	const char *s;
	uint32_t len, count;
} NameCount;

static uint32_t next_suffix(NameCount *tab, uint32_t cap, const char *s, uint32_t len)
{
	uint32_t mask = cap - 1;
	uint32_t i = hash_bytes(s, len, 0) & mask;
	while (tab[i].s && !(tab[i].len == len && memcmp(tab[i].s, s, len) == 0))
		i = (i + 1) & mask;
	if (!tab[i].s)
		tab[i] = (NameCount){ s, len, 0 };
	return tab[i].count++;
}

/* Sort the named entities and give each its suffix; p->order then lists
 * them in definition order. */
void al_finish(Printer *p)
{
	uint32_t n = 0;
	for (uint32_t i = 0; i < p->ents.len; i++) {
		if (ENT(p, i)->name) {
			*(uint32_t *)vec_push(&p->order) = i;
			n++;
		}
	}
	uint32_t *order = p->order.p;
	uint32_t *tmp = xrealloc(NULL, (n ? n : 1) * sizeof *tmp);
	merge_sort(p, order, tmp, n);
	free(tmp);
	uint32_t cap = 16;
	while (cap < n * 2)
		cap *= 2;
	NameCount *tab = xrealloc(NULL, cap * sizeof *tab);
	memset(tab, 0, cap * sizeof *tab);
	for (uint32_t k = 0; k < n; k++) {
		AliasEnt *e = ENT(p, order[k]);
		e->suffix = next_suffix(tab, cap, e->name, e->namelen);
	}
	free(tab);
	p->aliases = 1;
}

/* "#name = value" lines for the aliases of one kind (deferred ones are the
 * ones only op locations use; they go after the module). */
void al_print_defs(Printer *p, int deferred)
{
	uint32_t *order = p->order.p;
	for (size_t k = 0; k < p->order.len; k++) {
		AliasEnt *e = ENT(p, order[k]);
		if (!!e->deferrable != !!deferred)
			continue;
		put_alias(p, e->key, e->is_type);
		buf_put(p->out, " = ", 3);
		if (e->is_type)
			type_impl(p, (Type *)e->key);
		else
			attr_impl(p, (Attr *)e->key, ELIDE_NEVER);
		buf_putc(p->out, '\n');
	}
}
