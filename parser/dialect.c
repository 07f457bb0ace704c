/* dialect.c — '!' and '#' symbols (DialectSymbolParser.cpp): alias
 * references and opaque dialect types/attributes whose body is kept as
 * text.  `!d.name<...>` / `!d<...>`: the '<' must touch the identifier. */
#include "parser.h"

#include <stdlib.h>
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
			*(char *)vec_push_raw(&p->bytes) = ch;
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

/* ------------------------------------------------- canonical layout */

static int dialect_is(const Str *d, const char *name)
{
	return d->len == strlen(name) && !memcmp(d->s, name, d->len);
}

static int is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int is_opener(char c)
{
	return c == '<' || c == '(' || c == '[';
}

static int is_closer(char c)
{
	return c == '>' || c == ')' || c == ']' || c == ',';
}

/* Whether s[0..n) is the C string w. */
static int str_is_span(const char *w, const char *s, size_t n)
{
	return strlen(w) == n && !memcmp(w, s, n);
}

/* The end of the string literal starting at s[i]. */
static size_t string_end(const char *s, size_t n, size_t i)
{
	size_t j = i + 1;
	while (j < n && s[j] != '"')
		j += s[j] == '\\' ? 2 : 1;
	return j < n ? j + 1 : j;
}

/* Copy the string literal starting at s[i] verbatim; returns its end. */
static size_t copy_string(Buf *b, const char *s, size_t n, size_t i)
{
	size_t j = string_end(s, n, i);
	buf_put(b, s + i, j - i);
	return j;
}

static int is_ident_char(char c)
{
	return is_alpha_(c) || p_digit(c) || c == '$' || c == '.';
}

/* The first character at or after s[i] that is not whitespace. */
static char next_solid(const char *s, size_t n, size_t i)
{
	while (i < n && is_space(s[i]))
		i++;
	return i < n ? s[i] : 0;
}

/* Length of the decimal number at s[i] ([0-9]+(.[0-9]*)?([eE][+-]?[0-9]+)?),
 * *is_float when it has a fraction or an exponent. */
static size_t number_len(const char *s, size_t n, size_t i, int *is_float)
{
	size_t j = i;
	*is_float = 0;
	while (j < n && p_digit(s[j]))
		j++;
	if (j < n && s[j] == '.') {
		*is_float = 1;
		for (j++; j < n && p_digit(s[j]); j++)
			;
	}
	if (j < n && (s[j] == 'e' || s[j] == 'E')) {
		size_t k = j + 1;
		if (k < n && (s[k] == '+' || s[k] == '-'))
			k++;
		if (k < n && p_digit(s[k])) {
			*is_float = 1;
			for (j = k; j < n && p_digit(s[j]); j++)
				;
		}
	}
	return j - i;
}

/* The float type named after the literal ("1.0 : f32"), if any. */
static int typed_float(const char *s, size_t n, size_t j, FloatKind *k)
{
	while (j < n && is_space(s[j]))
		j++;
	if (j >= n || s[j] != ':')
		return 0;
	for (j++; j < n && is_space(s[j]); j++)
		;
	size_t e = j;
	while (e < n && is_ident_char(s[e]))
		e++;
	if (e - j == 3 && !memcmp(s + j, "f32", 3))
		*k = FK_F32;
	else if (e - j == 3 && !memcmp(s + j, "f64", 3))
		*k = FK_F64;
	else
		return 0;
	return 1;
}

/* A float literal as MLIR prints the value it parsed (printFloatValue):
 * typed ones (`1.0 : f32`) in any dialect, and quant's scales, which it
 * keeps as doubles. */
static int put_float(Buf *b, const char *lit, size_t len, const char *s, size_t n, size_t end, int quant)
{
	FloatKind k = FK_F64;
	if (!typed_float(s, n, end, &k) && !quant)
		return 0;
	char tmp[64];
	if (len >= sizeof tmp)
		return 0;
	memcpy(tmp, lit, len);
	tmp[len] = 0;
	double d = strtod(tmp, NULL);
	uint64_t bits = 0;
	if (k == FK_F32) {
		bits = f32_bits((float)d);
	} else {
		memcpy(&bits, &d, 8);
	}
	print_float_value(b, k, &bits, NULL);
	return 1;
}

/* A registered dialect re-prints its attributes and types from what it
 * parsed, so the hand-written layout of the source is gone from
 * mlir-opt's output (`#spirv.target_env<\n  #spirv.vce<...>>` prints on
 * one line).  We keep the text, so we bring it into the layout MLIR's
 * dialect printers share: comments go, whitespace runs that span lines
 * become one space, none after an opening `<`/`(`/`[` or before a
 * closing one or a comma (within a line only next to `<`/`>`), and one
 * around the `:` that follows a string key
 * (`"CPU" : #dlti...`).  Commas keep their spacing: flag lists print
 * without one (`<nnan,ninf>`).  sparse_tensor spaces the `:` of level
 * types and drops a trailing comma.  Numbers that are attribute values come
 * back as the printer spells them: floats typed f32/f64 and quant scales
 * in printFloatValue's form, and DLTI's untyped integer entries as the
 * i64 attributes they parse to (`<index, 32 : i64>`).  String literals
 * are left alone.  Text MLIR printed is a fixed point of this (checked on
 * the upstream corpus). */
static void canonical_layout(Buf *b, const char *s, size_t n, const Str *dialect)
{
	int quant = dialect_is(dialect, "quant") && n >= 7 && !memcmp(s, "uniform", 7);
	int dlti = dialect_is(dialect, "dlti");
	int sparse = dialect_is(dialect, "sparse_tensor");
	int line_spacing = dialect_is(dialect, "llvm") || dialect_is(dialect, "acc") || dialect_is(dialect, "irdl");
	int space = 0;
	for (size_t i = 0; i < n;) {
		char c = s[i];
		char last = b->len ? b->p[b->len - 1] : 0;
		if (is_space(c) && !space) {
			size_t j = i;
			while (j < n && (s[j] == ' ' || s[j] == '\t'))
				j++;
			/* Some dialects print spacing of their own within a line
			 * (acc `dataClause =  x`, llvm `vec<? x 4 x  i32>`, irdl
			 * `[ single,  variadic]`): kept there, unless it touches
			 * an angle bracket. */
			if (line_spacing && j < n && s[j] == '<' && is_ident_char(last)) {
				;   /* `array <4 x i32>` prints as `array<4 x i32>` */
			} else if (!line_spacing || j >= n || s[j] == '\n' || s[j] == '\r' || s[j] == '/' || last == '<' || s[j] == '>' || !last) {
				space = 1;
			} else {
				buf_put(b, s + i, j - i);
			}
			i = j;
			continue;
		}
		if (is_space(c) || (c == '/' && i + 1 < n && s[i + 1] == '/')) {
			while (i < n && c == '/' && s[i] != '\n')
				i++;
			space = 1;
			i++;
			continue;
		}
		/* `"key" : value`, and sparse level types `d0 : dense` */
		int spaced_colon = c == ':' && (last == '"' || (sparse && (is_ident_char(last) || last == ')')));
		if (spaced_colon && last != ' ')
			space = 1;
		if (space && last && last != ' ' && !is_opener(last) && !is_closer(c))
			buf_putc(b, ' ');
		space = 0;
		if (c == '"') {
			i = copy_string(b, s, n, i);
			continue;
		}
		if (p_digit(c) && !is_ident_char(last) && !(c == '0' && i + 1 < n && s[i + 1] == 'x')) {
			int fl;
			size_t len = number_len(s, n, i, &fl), at = b->len;
			if (!fl || !put_float(b, s + i, len, s, n, i + len, quant))
				buf_put(b, s + i, len);
			i += len;
			if (dlti && !fl && i < n && s[i] == '>' && at >= 2 && b->p[at - 1] == ' ' && b->p[at - 2] == ',')
				buf_puts(b, " : i64");
			continue;
		}
		if (sparse && c == ',' && next_solid(s, n, i + 1) == '}') {
			i++;                 /* a trailing comma in the dictionary */
			space = 1;
			continue;
		}
		buf_putc(b, c);
		i++;
		if (spaced_colon)
			space = 1;
	}
}

/* ------------------------------------------- sparse_tensor.encoding */

static char *find_bytes(char *s, size_t n, const char *w)
{
	size_t wn = strlen(w);
	for (size_t i = 0; i + wn <= n; i++)
		if (!memcmp(s + i, w, wn))
			return s + i;
	return NULL;
}

static size_t ident_end(const char *s, size_t n, size_t i)
{
	if (i >= n || !is_alpha_(s[i]))
		return i;
	while (i < n && (is_alpha_(s[i]) || p_digit(s[i]) || s[i] == '$'))
		i++;
	return i;
}

/* The end of a bracketed group starting at s[i] (one of `([{<`). */
static size_t group_end(const char *s, size_t n, size_t i)
{
	int depth = 0;
	for (; i < n; i++) {
		char c = s[i];
		if (c == '"') {
			for (i++; i < n && s[i] != '"'; i++)
				i += s[i] == '\\';
		} else if (c == '(' || c == '[' || c == '{' || c == '<') {
			depth++;
		} else if ((c == ')' || c == ']' || c == '}' || (c == '>' && s[i - 1] != '-')) && --depth == 0) {
			return i + 1;
		}
	}
	return n;
}

typedef struct DimName {
	const char *s;
	size_t n;
	char kind;   /* 'd' or 's' */
	unsigned pos;
} DimName;

/* Names of a `(a, b : #slice, ...)` or `[s, ...]` list at s[i]; returns
 * the end of the list, or 0 when it is not a plain list of names. */
static size_t dim_list(const char *s, size_t n, size_t i, char kind, DimName *out, unsigned *k, unsigned max)
{
	size_t end = group_end(s, n, i);
	unsigned pos = 0;
	for (i++; i < end - 1;) {
		while (i < end && (s[i] == ' ' || s[i] == ','))
			i++;
		size_t e = ident_end(s, n, i);
		if (e == i || *k >= max)
			return 0;
		out[(*k)++] = (DimName){ s + i, e - i, kind, pos++ };
		i = e;
		if (i + 1 < end && s[i] == ' ' && s[i + 1] == ':') {   /* `d0 : #sparse_tensor<slice(...)>` */
			i += 2;
			while (i < end && s[i] == ' ')
				i++;
			while (i < end - 1 && s[i] != ',')
				i = s[i] == '<' || s[i] == '(' ? group_end(s, n, i) : i + 1;
		}
	}
	return end;
}

/* The encoding's dimension map as MLIR prints it: its dims and symbols
 * are named d0.., s0.. (`map = (i, j) -> (i : dense, j : compressed)`
 * prints with d0, d1), and zero bit widths are not printed. */
static void sparse_encoding(Buf *b)
{
	static const char *const zero[] = { ", posWidth = 0", ", crdWidth = 0" };
	/* the dictionary prints as `<{ map = ... }>` */
	if (b->len > 13 && !memcmp(b->p, "encoding<{", 10) && b->p[10] != ' ' && b->p[10] != '}') {
		buf_putc(b, 0);
		memmove(b->p + 11, b->p + 10, b->len - 10);
		b->p[10] = ' ';
	}
	if (b->len > 13 && !memcmp(b->p + b->len - 2, "}>", 2) && b->p[b->len - 3] != ' ') {
		buf_putc(b, 0);
		memmove(b->p + b->len - 2, b->p + b->len - 3, 3);
		b->p[b->len - 3] = ' ';
	}
	for (int z = 0; z < 2; z++) {
		char *at = find_bytes(b->p, b->len, zero[z]);
		size_t zl = strlen(zero[z]), off = at ? (size_t)(at - b->p) + zl : 0;
		if (at && off < b->len && (b->p[off] == ',' || b->p[off] == ' ')) {
			memmove(at, at + zl, b->len - off);
			b->len -= zl;
		}
	}
	const char *s = b->p;
	size_t n = b->len;
	const char *m = find_bytes(b->p, n, "map = ");
	if (!m)
		return;
	size_t i = (size_t)(m - s) + 6, start = i;
	DimName names[32];
	unsigned k = 0;
	if (i < n && s[i] == '[' && !(i = dim_list(s, n, i, 's', names, &k, 32)))
		return;
	if (i >= n || s[i] != '(' || !(i = dim_list(s, n, i, 'd', names, &k, 32)))
		return;
	if (i + 4 > n || memcmp(s + i, " -> ", 4) != 0 || s[i + 4] != '(')
		return;
	size_t end = group_end(s, n, i + 4);
	Buf o = { 0 };
	buf_put(&o, s, start);
	for (size_t j = start; j < end;) {
		size_t e = ident_end(s, n, j);
		if (e == j) {
			if (s[j] == '"' || s[j] == '<') {   /* strings, #sparse_tensor<slice(...)> */
				e = group_end(s, n, j);
				buf_put(&o, s + j, e - j);
				j = e;
			} else {
				buf_putc(&o, s[j++]);
			}
			continue;
		}
		unsigned d = 0;
		while (d < k && !(names[d].n == e - j && !memcmp(names[d].s, s + j, e - j)))
			d++;
		if (d < k && !(j && s[j - 1] == '#'))
			buf_printf(&o, "%c%u", names[d].kind, names[d].pos);
		else
			buf_put(&o, s + j, e - j);
		j = e;
	}
	buf_put(&o, s + end, n - end);
	buf_free(b);
	*b = o;
}

/* The integers of a flat list `64, 128 ]` at s[i]: their spans into
 * v[] (at most max); returns the index of the `]`, or 0 if the list is
 * anything else. */
static size_t int_list(const char *s, size_t n, size_t i, size_t (*v)[2], unsigned *k, unsigned max)
{
	*k = 0;
	while (i < n && s[i] != ']') {
		while (i < n && s[i] == ' ')
			i++;
		size_t e = i + (i < n && s[i] == '-');
		size_t d = e;
		while (e < n && p_digit(s[e]))
			e++;
		if (e == d || *k >= max)
			return 0;
		v[*k][0] = i;
		v[(*k)++][1] = e - i;
		for (i = e; i < n && s[i] == ' '; i++)
			;
		if (i < n && s[i] == ',')
			i++;
	}
	return i < n && *k ? i : 0;
}

/* `dense<[64,128]>` inside dialect text (DLTI's entries) as the builtin
 * printer spells it: `dense<[64, 128]>`, and a splat as `dense<64>`.
 * Only flat lists of integers are touched. */
static void dense_lists(Buf *b)
{
	Buf o = { 0 };
	size_t at = 0, v[64][2];
	unsigned k;
	for (char *d; b->len > at && (d = find_bytes(b->p + at, b->len - at, "dense<[")); ) {
		size_t i = (size_t)(d - b->p) + 7, j = int_list(b->p, b->len, i, v, &k, 64);
		buf_put(&o, b->p + at, i - at);
		if (!j || j + 1 >= b->len || b->p[j + 1] != '>') {
			at = i;
			continue;
		}
		int splat = 1;
		for (unsigned m = 1; m < k; m++)
			splat &= v[m][1] == v[0][1] && !memcmp(b->p + v[m][0], b->p + v[0][0], v[0][1]);
		if (splat)
			o.len--;   /* the `[` */
		for (unsigned m = 0; m < (splat ? 1u : k); m++) {
			if (m)
				buf_puts(&o, ", ");
			buf_put(&o, b->p + v[m][0], v[m][1]);
		}
		buf_puts(&o, splat ? ">" : "]>");
		at = j + 2;
	}
	if (!o.p)
		return;
	buf_put(&o, b->p + at, b->len - at);
	buf_free(b);
	*b = o;
}

/* The text of an attribute or type of `dialect` as we keep it.  The test
 * dialects' printers exercise odd formats (even line breaks), so their
 * text stays as written, like that of unregistered dialects (MLIR's
 * OpaqueAttr prints it back verbatim). */
static const Str *body_text(Parser *p, const Str *dialect, const char *s, size_t n)
{
	if (!mlir_dialect_registered(dialect->s, dialect->len) || dialect_is(dialect, "test") ||
	    dialect_is(dialect, "test_dyn"))
		return str_intern(p->c, s, n);
	Buf b = { 0 };
	canonical_layout(&b, s, n, dialect);
	if (dialect_is(dialect, "sparse_tensor") && b.len > 8 && !memcmp(b.p, "encoding", 8))
		sparse_encoding(&b);
	if (dialect_is(dialect, "dlti"))
		dense_lists(&b);
	const Str *r = str_intern(p->c, b.p ? b.p : "", b.len);
	buf_free(&b);
	return r;
}

typedef struct Sym {
	const char *ident;   /* after the sigil */
	uint32_t len, pos;
	const Str *dialect, *data;
	int is_alias;
	int dotted;          /* `d.name<...>` (data printed after "d."), not `d<...>` */
	const char *raw;     /* the body as written */
	size_t rawlen;
} Sym;

/* Whether `data` scans back as one body the way scan_body reads it:
 * brackets matched (strings skipped, `->` not a closer), and for `d<...>`
 * nothing closes the printer's outer '<'; for `d.name<...>` the first
 * bracket closes only at the end.  Layout changes can break that when the
 * source hides brackets where a scan and a lexer disagree (a `//` comment
 * inside a body, `-!llvm.>`): such text is kept as written. */
static int rescans(const char *s, size_t n, int dotted)
{
	char stack[64];
	size_t depth = 0;
	for (size_t i = body_next_bracket(s, n, 0); i < n; i = body_next_bracket(s, n, i + 1)) {
		char c = s[i];
		if (c == '<' || c == '[' || c == '(' || c == '{') {
			if (depth == sizeof stack)
				return 0;
			stack[depth++] = c;
		} else {
			char open = c == '>' ? '<' : c == ']' ? '[' : c == ')' ? '(' : '{';
			if (!depth || stack[--depth] != open)
				return 0;
			if (dotted && !depth && i + 1 < n)
				return 0;
		}
	}
	return depth == 0;
}

static const Str *keep_if_rescans(Parser *p, const Sym *y)
{
	if (y->data->len == y->rawlen && !memcmp(y->data->s, y->raw, y->rawlen))
		return y->data;
	return rescans(y->data->s, y->data->len, y->dotted) ? y->data : str_intern(p->c, y->raw, y->rawlen);
}

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
	y->dotted = dot != NULL;
	y->raw = p->src + dstart;
	y->rawlen = dend - dstart;
	y->data = body_text(p, y->dialect, y->raw, y->rawlen);
}

static _Noreturn void undefined_alias(Parser *p, const Sym *y)
{
	p_err_expected(p, "undefined symbol alias id '%.*s'", (int)y->len, y->ident);
}

/* A dialect that parses its body (a registered one) resolves each
 * alias the body names as it reads it: one not defined yet is an error
 * there (`undefined symbol alias id`, just after the name).  We keep the
 * body as text, so the check is made here.  Without it a body could name
 * an alias defined later, and two bodies naming each other made alias
 * definitions that no order could print (the printer defines an alias
 * before any that refers to it).  What MLIR keeps as text (unregistered
 * dialects' bodies, even nested ones) is not checked. */
static void check_body_aliases(Parser *p, const Sym *y)
{
	if (!mlir_dialect_registered(y->dialect->s, y->dialect->len))
		return;
	BodyRefs it = { y->raw, y->rawlen, 0, 0 };
	size_t at, len;
	while (body_next_ref(&it, &at, &len)) {
		const char *name = y->raw + at + 1;
		uint32_t n = (uint32_t)len - 1;
		if (!(y->raw[at] == '#' ? p_attr_alias_lookup(p, name, n) != NULL : type_alias_lookup(p, name, n) != NULL))
			p_err_at(p, (uint32_t)(name + n - p->src), "undefined symbol alias id '%.*s'", (int)n, name);
	}
}

/* The head of `vec<? x 4 x T>` (s[i] after `vec<`) as LLVM prints it:
 * `vec<4 x T>`, and `vec<? x 4 x  T>` (two spaces) when scalable.
 * Returns where T starts. */
static size_t vec_head(Buf *b, const char *s, size_t n, size_t i)
{
	size_t j = i;
	while (j < n && s[j] == ' ')
		j++;
	int scalable = j < n && s[j] == '?';
	if (scalable) {
		for (j++; j < n && (s[j] == ' ' || s[j] == 'x'); j++)
			;
	}
	size_t num = j;
	while (j < n && p_digit(s[j]))
		j++;
	size_t num_end = j;
	while (j < n && s[j] == ' ')
		j++;
	if (num == num_end || j >= n || s[j] != 'x') {
		buf_puts(b, "vec<");   /* not the shape we know: as written */
		return i;
	}
	for (j++; j < n && s[j] == ' '; j++)
		;
	buf_puts(b, scalable ? "vec<? x " : "vec<");
	buf_put(b, s + num, num_end - num);
	buf_puts(b, scalable ? " x  " : " x ");
	return j;
}

/* The dims of a builtin `vector<2 x [4] x f32>` inside LLVM type text
 * (s[i] after `vector<`), printed as the builtin printer does:
 * `vector<2x[4]xf32>`.  Returns where the element type starts. */
static size_t vector_head(Buf *b, const char *s, size_t n, size_t i)
{
	buf_puts(b, "vector<");
	for (;;) {
		size_t j = i;
		while (j < n && s[j] == ' ')
			j++;
		size_t d = j;
		j += j < n && s[j] == '[';
		while (j < n && p_digit(s[j]))
			j++;
		j += j < n && s[j] == ']' && s[d] == '[';
		size_t dend = j;
		while (j < n && s[j] == ' ')
			j++;
		if (dend == d || j >= n || s[j] != 'x')
			return i;
		buf_put(b, s + d, dend - d);
		buf_putc(b, 'x');
		for (i = j + 1; i < n && s[i] == ' '; i++)
			;
	}
}

/* Whether s[i] starts `struct<"name">`, a reference to an identified
 * struct without its body: MLIR prints such a recursive reference with
 * or without the prefix depending on what it is nested in, which the
 * text does not tell, so it is kept as written. */
static int bare_struct_ref(const char *s, size_t n, size_t i)
{
	if (i + 8 > n || memcmp(s + i, "struct<\"", 8))
		return 0;
	size_t e = string_end(s, n, i + 7);
	return e < n && s[e] == '>';
}

/* An LLVM type's text as the LLVM dialect prints it: nested LLVM types
 * without their `!llvm.` prefix (`!llvm.array<4 x !llvm.ptr>` is
 * `!llvm.array<4 x ptr>`), address space 0 not written (`ptr<0>`). */
static const Str *llvm_type_text(Parser *p, const Str *d)
{
	if (!strstr(d->s, "!llvm.") && !strstr(d->s, "ptr<0>") && !strstr(d->s, "vec"))   /* interned: NUL-ended */
		return d;
	Buf b = { 0 };
	for (size_t i = 0; i < d->len;) {
		int word_start = !i || !is_ident_char(d->s[i - 1]);
		if (d->s[i] == '"') {
			i = copy_string(&b, d->s, d->len, i);
		} else if (word_start && i + 4 <= d->len && !memcmp(d->s + i, "vec<", 4)) {
			i = vec_head(&b, d->s, d->len, i + 4);
		} else if (word_start && i + 7 <= d->len && !memcmp(d->s + i, "vector<", 7)) {
			i = vector_head(&b, d->s, d->len, i + 7);
		} else if (i + 6 <= d->len && !memcmp(d->s + i, "!llvm.", 6) && !bare_struct_ref(d->s, d->len, i + 6)) {
			i += 6;
		} else if (word_start && i + 6 <= d->len && !memcmp(d->s + i, "ptr<0>", 6)) {
			buf_puts(&b, "ptr");
			i += 6;
		} else {
			buf_putc(&b, d->s[i++]);
		}
	}
	const Str *r = str_intern(p->c, b.p, b.len);
	buf_free(&b);
	return r;
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
	check_body_aliases(p, &y);
	if (dialect_is(y.dialect, "llvm"))
		y.data = llvm_type_text(p, y.data);
	return ty_opaque(p->c, y.dialect, keep_if_rescans(p, &y));
}

/* Parameters of LLVM attributes whose source spelling MLIR changes when
 * it prints them, in declaration order (the order MLIR prints them in),
 * by attribute: the attribute a value written without its mnemonic
 * stands for (`pipeline = <...>` is a #llvm.loop_pipeline, which MLIR
 * prints with an alias of its own), and a default value MLIR leaves out. */
static const struct {
	const char *attr, *param, *nested, *dflt;
} llvm_params[] = {
	{ "loop_annotation", "disableNonforced", NULL, NULL },
	{ "loop_annotation", "vectorize", "loop_vectorize", NULL },
	{ "loop_annotation", "interleave", "loop_interleave", NULL },
	{ "loop_annotation", "unroll", "loop_unroll", NULL },
	{ "loop_annotation", "unrollAndJam", "loop_unroll_and_jam", NULL },
	{ "loop_annotation", "licm", "loop_licm", NULL },
	{ "loop_annotation", "distribute", "loop_distribute", NULL },
	{ "loop_annotation", "pipeline", "loop_pipeline", NULL },
	{ "loop_annotation", "peeled", "loop_peeled", NULL },
	{ "loop_annotation", "unswitch", "loop_unswitch", NULL },
	{ "loop_annotation", "mustProgress", NULL, NULL },
	{ "loop_annotation", "isVectorized", NULL, NULL },
	{ "loop_annotation", "startLoc", NULL, NULL },
	{ "loop_annotation", "endLoc", NULL, NULL },
	{ "loop_annotation", "parallelAccesses", NULL, NULL },
	{ "tbaa_tag", "base_type", NULL, NULL },
	{ "tbaa_tag", "access_type", NULL, NULL },
	{ "tbaa_tag", "offset", NULL, NULL },
	{ "tbaa_tag", "constant", NULL, "false" },
	{ "di_global_variable_expression", "var", "di_global_variable", NULL },
	{ "di_global_variable_expression", "expr", NULL, NULL },
	{ "di_global_variable", "scope", NULL, NULL },
	{ "di_global_variable", "name", NULL, NULL },
	{ "di_global_variable", "linkageName", NULL, NULL },
	{ "di_global_variable", "file", NULL, NULL },
	{ "di_global_variable", "line", NULL, NULL },
	{ "di_global_variable", "type", NULL, NULL },
	{ "di_global_variable", "isLocalToUnit", NULL, "false" },
	{ "di_global_variable", "isDefined", NULL, "false" },
	{ "di_global_variable", "alignInBits", NULL, "0" },
	{ "di_module", "file", NULL, NULL },
	{ "di_module", "scope", NULL, NULL },
	{ "di_module", "name", NULL, NULL },
	{ "di_module", "configMacros", NULL, NULL },
	{ "di_module", "includePath", NULL, NULL },
	{ "di_module", "apinotes", NULL, NULL },
	{ "di_module", "line", NULL, "0" },
	{ "di_module", "isDecl", NULL, "false" },
};
enum { NPARAMS = sizeof llvm_params / sizeof *llvm_params, MAXPARAMS = 16 };

/* A nested `<body>` made the attribute `mnemonic<body>`, referenced by an
 * alias name: MLIR prints it with an alias of its own (#loop_pipeline),
 * and the printer aliases attributes it reaches through such names. */
static const Str *llvm_attr_params(Parser *p, const Str *d);

static void nested_ref(Parser *p, Buf *o, const char *mnemonic, const char *v, size_t n)
{
	Buf d = { 0 };
	buf_puts(&d, mnemonic);
	buf_put(&d, v, n);
	const Str *text = llvm_attr_params(p, str_intern(p->c, d.p, d.len));
	Attr *a = at_opaque(p->c, str_cstr(p->c, "llvm"), text, NULL);
	buf_free(&d);
	if (p->wlog)   /* its walk would need the names of aliases: not used */
		walklog_spoil(p->wlog);
	if (!a->alias) {
		/* a name no input alias has (the printer names it by mnemonic) */
		char tmp[64];
		int k = snprintf(tmp, sizeof tmp, "%s_ts%llx", mnemonic, (unsigned long long)(uintptr_t)a);
		attr_set_alias(a, str_intern(p->c, tmp, (size_t)k));
	}
	buf_putc(o, '#');
	buf_put(o, attr_alias(a)->s, attr_alias(a)->len);
}

/* The value spans of the parameters of `name = value, ...` at s[i..n)
 * (rows [r0, r1) of llvm_params); 0 when the text is anything else.  A
 * piece without `name =` continues the previous value (an array
 * parameter: `parallelAccesses = #a, #b`). */
static int param_spans(const char *s, size_t n, size_t i, size_t r0, size_t r1, size_t (*v)[2])
{
	int k = -1;
	while (i < n) {
		size_t e = i;
		while (e < n && is_ident_char(s[e]))
			e++;
		if (e + 3 <= n && !memcmp(s + e, " = ", 3)) {
			for (k = 0; r0 + (size_t)k < r1 && !str_is_span(llvm_params[r0 + (size_t)k].param, s + i, e - i); k++)
				;
			if (r0 + (size_t)k == r1)
				return 0;
			v[k][0] = i = e + 3;
		} else if (k < 0) {
			return 0;
		}
		size_t end = i;
		while (end < n && s[end] != ',')
			end = (s[end] == '<' || s[end] == '(') ? group_end(s, n, end) : end + 1;
		v[k][1] = end;
		i = end + (end < n) + (end + 1 < n && s[end + 1] == ' ');
	}
	return 1;
}

/* An LLVM attribute of llvm_params as MLIR prints it: its parameters in
 * order, defaults left out, nested attributes without their mnemonic
 * made attributes of their own.  Other text is kept. */
static const Str *llvm_attr_params(Parser *p, const Str *d)
{
	const char *s = d->s, *lt = memchr(s, '<', d->len);
	size_t n = d->len, r0 = 0, r1, v[MAXPARAMS][2] = { { 0 } };
	if (!lt || s[n - 1] != '>')
		return d;
	size_t mn = (size_t)(lt - s);
	while (r0 < NPARAMS && !str_is_span(llvm_params[r0].attr, s, mn))
		r0++;
	for (r1 = r0; r1 < NPARAMS && str_is_span(llvm_params[r1].attr, s, mn); r1++)
		;
	if (r0 == NPARAMS || !param_spans(s, n - 1, mn + 1, r0, r1, v))
		return d;
	Buf o = { 0 };
	buf_put(&o, s, mn + 1);
	for (size_t j = r0, first = 1; j < r1; j++) {
		size_t *pv = v[j - r0];
		const char *dv = llvm_params[j].dflt;
		if (!pv[1] || (dv && str_is_span(dv, s + pv[0], pv[1] - pv[0])))
			continue;
		buf_puts(&o, first ? "" : ", ");
		buf_puts(&o, llvm_params[j].param);
		buf_puts(&o, " = ");
		first = 0;
		if (llvm_params[j].nested && s[pv[0]] == '<')
			nested_ref(p, &o, llvm_params[j].nested, s + pv[0], pv[1] - pv[0]);
		else
			buf_put(&o, s + pv[0], pv[1] - pv[0]);
	}
	buf_putc(&o, '>');
	const Str *r = str_intern(p->c, o.p, o.len);
	buf_free(&o);
	return r;
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
	check_body_aliases(p, &y);
	if (dialect_is(y.dialect, "llvm"))
		y.data = llvm_attr_params(p, y.data);
	const Str *data = keep_if_rescans(p, &y);
	Type *t = p_accept(p, T_COLON) ? p_type(p) : NULL;
	if (t && t->kind == TY_NONE)
		t = NULL;   /* OpaqueAttr's type defaults to none */
	return at_opaque(p->c, y.dialect, data, t);
}
