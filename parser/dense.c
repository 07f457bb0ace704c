/* dense.c — element literals: dense<...>, dense_resource<...>, sparse<...>
 * and array<...> (TensorLiteralParser, parseDenseArrayAttr).
 *
 * A literal is parsed into tokens first (p->dtoks) and its nested-list
 * shape (p->ints); the element type is only known after the trailing
 * `: type`, and then each token is converted into the element bytes of
 * dense_elem_bytes() layout. */
#include "parser.h"

#include <string.h>

typedef struct Lit {
	size_t tbase, ntoks;   /* DenseTok slice in p->dtoks */
	size_t sbase;          /* shape in p->ints */
	uint32_t rank;
	int has_shape;         /* a list was parsed (else a single element) */
	int has_hex;
	Token hex;
} Lit;

static void push_dtok(Parser *p, const Token *t, int neg)
{
	DenseTok *d = vec_push(&p->dtoks);
	d->tok = *t;
	d->neg = (uint8_t)neg;
}

static void lit_element(Parser *p)
{
	switch (p->tok.kind) {
	case T_KW_TRUE: case T_KW_FALSE: case T_FLOAT: case T_INTEGER: case T_STRING:
		push_dtok(p, &p->tok, 0);
		p_advance(p);
		return;
	case T_MINUS:
		p_advance(p);
		if (!p_is(p, T_FLOAT) && !p_is(p, T_INTEGER))
			p_err(p, "expected integer or floating point literal");
		push_dtok(p, &p->tok, 1);
		p_advance(p);
		return;
	case T_LPAREN:
		p_enter(p);
		p_advance(p);
		lit_element(p);
		p_expect(p, T_COMMA, "expected ',' between complex elements");
		lit_element(p);
		p_expect(p, T_RPAREN, "expected ')' after complex elements");
		p_leave(p);
		return;
	default:
		p_err(p, "expected element literal of primitive type");
	}
}

/* A flat list of numbers spelled as the printer spells it, `1.5, -2, 3]`
 * after the '[' at `at`, read from the bytes instead of a token at a time
 * (parse.c, "the usual spelling"): each number as the lexer's rules cut
 * it (digits, then a '.', digits and an exponent make a float), a '-'
 * right before one as lit_element takes it.  Returns the offset past the
 * ']' with the elements pushed and *n their count; 0, nothing pushed,
 * where the list is spelled any other way (spaces elsewhere, a hex or
 * boolean element, a nested list, a comment), which then goes the usual
 * way from its '['.  Needs the padded text (a 0 after its end stops every
 * loop). */
static uint32_t fast_numbers(Parser *p, uint32_t at, int64_t *n)
{
	const char *src = p->src, *s = src + at + 1;
	size_t base = p->dtoks.len;
	for (;;) {
		int neg = *s == '-';
		const char *b = s + neg, *e = b;
		if (!p_digit(*e))
			break;
		while (p_digit(*e))
			e++;
		uint32_t kind = T_INTEGER;
		if (*e == '.') {
			kind = T_FLOAT;
			for (e++; p_digit(*e); e++)
				;
			if (*e == 'e' || *e == 'E') {
				const char *x = e + 1 + (e[1] == '+' || e[1] == '-');
				if (p_digit(*x)) {
					while (p_digit(*x))
						x++;
					e = x;
				}
			}
		}
		push_dtok(p, &(Token){ kind, (uint32_t)(b - src), (uint32_t)(e - b) }, neg);
		if (*e == ']') {
			*n = (int64_t)(p->dtoks.len - base);
			return (uint32_t)(e + 1 - src);
		}
		if (e[0] != ',' || e[1] != ' ')
			break;
		s = e + 2;
	}
	p->dtoks.len = base;
	return 0;
}

/* '[' ... ']': leaves this list's dims (its length, then the common dims
 * of its elements) on top of p->ints. */
static void lit_list(Parser *p)
{
	p_enter(p);
	int64_t n;
	uint32_t end = p->lex.padded ? fast_numbers(p, p->tok.pos, &n) : 0;
	if (end) {
		*(int64_t *)vec_push(&p->ints) = n;
		p_relex(p, end);
		p_leave(p);
		return;
	}
	p_advance(p);
	size_t base = p->ints.len, k = 0;
	int64_t size = 0;
	if (!p_accept(p, T_RSQUARE)) {
		do {
			size_t cb = p->ints.len;
			if (p_is(p, T_LSQUARE))
				lit_list(p);
			else
				lit_element(p);
			size_t ck = p->ints.len - cb;
			if (size++ == 0) {
				k = ck;
				continue;
			}
			int64_t *d = p_top(&p->ints, base);
			if (ck != k || (k && memcmp(d, d + k, k * sizeof *d) != 0))
				p_err(p, "tensor literal is invalid; ranks are not consistent between elements");
			p->ints.len = cb;
		} while (p_accept(p, T_COMMA));
		p_expect(p, T_RSQUARE, "expected ']'");
	}
	vec_push(&p->ints);
	int64_t *d = p_top(&p->ints, base);
	memmove(d + 1, d, k * sizeof *d);
	d[0] = size;
	p_leave(p);
}

static void lit_parse(Parser *p, Lit *l, int allow_hex)
{
	memset(l, 0, sizeof *l);
	l->tbase = p->dtoks.len;
	l->sbase = p->ints.len;
	if (allow_hex && p_is(p, T_STRING)) {
		l->has_hex = 1;
		l->hex = p->tok;
		p_advance(p);
	} else if (p_is(p, T_LSQUARE)) {
		lit_list(p);
		l->has_shape = 1;
	} else {
		lit_element(p);
	}
	l->ntoks = p->dtoks.len - l->tbase;
	l->rank = (uint32_t)(p->ints.len - l->sbase);
}

/* ------------------------------------------------------ element values */

static int is_static_shaped(const Type *t)
{
	if (t->kind != TY_VECTOR && t->kind != TY_TENSOR && t->kind != TY_MEMREF)
		return 0;
	for (uint32_t i = 0; i < t->n; i++)
		if (t->dims[i] < 0)
			return 0;
	return 1;
}

static Type *elements_literal_type(Parser *p)
{
	/* memref.global's initializer takes its type from the op. */
	if (p->type_hint && !p_is(p, T_COLON))
		return p->type_hint;
	p_expect(p, T_COLON, "expected ':'");
	Type *t = p_type(p);
	if (!ty_is_shaped(t))
		p_err(p, "elements literal must be a shaped type");
	if (!is_static_shaped(t))
		p_err(p, "elements literal type must have static shape");
	return t;
}

static void put_words(uint8_t *out, const uint64_t *w, size_t nbytes)
{
	for (size_t i = 0; i < nbytes; i++)
		out[i] = (uint8_t)(w[i / 8] >> (8 * (i % 8)));
}

/* One integer element into `out` (esz bytes); MLIR's getIntAttrElements. */
static void int_element(Parser *p, const DenseTok *d, Type *ty, uint8_t *out, size_t esz)
{
	const Token *t = &d->tok;
	if (d->neg && ty->kind == TY_INT && ty->sign == UNSIGNED)
		p_err_at(p, t->pos, "expected unsigned integer elements, but parsed negative value");
	if (t->kind == T_FLOAT)
		p_err_at(p, t->pos, "expected integer elements, but parsed floating-point");
	if (t->kind == T_KW_TRUE || t->kind == T_KW_FALSE) {
		if (ty->kind != TY_INT || ty->width != 1)
			p_err_at(p, t->pos, "expected i1 type for 'true' or 'false' values");
		out[0] = t->kind == T_KW_TRUE;
		return;
	}
	if (t->kind != T_INTEGER)
		p_err_at(p, t->pos, "integer constant out of range for type");
	uint64_t one[1];
	size_t base = p->ints.len;
	unsigned width = ty_bitwidth(ty);
	uint64_t *w = one;
	if (width > 64)
		w = p_vec_extend(&p->ints, (width + 63) / 64);
	if (!p_build_apint(p, t, d->neg, ty, w))
		p_err_at(p, t->pos, "integer constant out of range for type");
	put_words(out, w, esz);
	p->ints.len = base;
}

/* getFloatAttrElements (dense) and parseFloatFromLiteral (array<>) differ
 * in which literals they accept and how they complain. */
static void float_element(Parser *p, const DenseTok *d, FloatKind k, uint8_t *out, size_t esz, int array)
{
	uint64_t bits[2];
	if (d->tok.kind == T_INTEGER && (array || p_tok_is_hex(p, &d->tok)))
		p_float_from_int_token(p, &d->tok, d->neg, k, bits);
	else if (d->tok.kind == T_FLOAT)
		p_decimal_to_float(p, &d->tok, d->neg, k, bits);
	else if (array)   /* the element is still the current token */
		p_err(p, "expected integer or floating point literal");
	else
		p_err(p, "expected floating-point elements, but parsed integer");
	put_words(out, bits, esz);
}

static void scalar_element(Parser *p, const DenseTok *d, Type *ty, uint8_t *out)
{
	size_t esz = dense_elem_bytes(ty);
	if (ty->kind == TY_FLOAT)
		float_element(p, d, (FloatKind)ty->fkind, out, esz, 0);
	else
		int_element(p, d, ty, out, esz);
}

/* Collapse equal elements into a splat, as DenseElementsAttr's storage key
 * does; returns the byte count to keep. */
static size_t detect_splat(const uint8_t *data, size_t n, size_t esz, int *splat)
{
	*splat = n == 1;
	if (n <= 1)
		return n * esz;
	for (size_t i = 1; i < n; i++)
		if (memcmp(data, data + i * esz, esz) != 0)
			return n * esz;
	*splat = 1;
	return esz;
}

static void fmt_shape(char *out, size_t cap, const int64_t *d, uint32_t n)
{
	size_t k = 0;
	out[0] = 0;
	for (uint32_t i = 0; i < n && k + 24 < cap; i++)
		k += (size_t)snprintf(out + k, cap - k, "%s%lld", i ? ", " : "", (long long)d[i]);
}

static void check_shape(Parser *p, const Lit *l, Type *type, uint32_t loc)
{
	if (!l->has_shape)
		return;
	const int64_t *ls = p_top(&p->ints, l->sbase);
	if (l->rank == type->n && memcmp(ls, type->dims, l->rank * sizeof *ls) == 0)
		return;
	char a[256], b[256];
	fmt_shape(a, sizeof a, ls, l->rank);
	fmt_shape(b, sizeof b, type->dims, type->n);
	p_err_at(p, loc, "inferred shape of elements literal ([%s]) does not match type ([%s])", a, b);
}

static Attr *string_elements(Parser *p, const Lit *l, Type *type)
{
	size_t base = p->attrs.len;
	if (l->has_hex) {
		size_t n;
		const char *s = p_string_value(p, &l->hex, &n);
		p_push_ptr(&p->attrs, at_string(p->c, s, n, NULL));
	}
	for (size_t i = 0; !l->has_hex && i < l->ntoks; i++) {
		DenseTok *d = p_top(&p->dtoks, l->tbase + i);
		size_t n;
		const char *s;
		if (d->tok.kind == T_STRING) {
			s = p_string_value(p, &d->tok, &n);
		} else {
			/* MLIR 19 takes Token::getStringValue of any element token:
			 * the spelling without its first and last byte. */
			s = p->src + d->tok.pos + 1;
			n = d->tok.len >= 2 ? d->tok.len - 2 : 0;
		}
		p_push_ptr(&p->attrs, at_string(p->c, s, n, NULL));
	}
	Attr **v = p_top(&p->attrs, base);
	size_t n = p->attrs.len - base;
	int splat = n == 1;
	if (n > 1) {
		splat = 1;
		for (size_t i = 1; i < n; i++)
			splat &= v[i] == v[0];
	}
	Attr *a = at_dense_string(p->c, type, v, splat ? 1 : (uint32_t)n, splat);
	p->attrs.len = base;
	return a;
}

static unsigned hexval(char ch)
{
	unsigned c = (unsigned char)ch;
	return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
}

static int is_hexdigit(char ch)
{
	return (ch >= '0' && ch <= '9') || ((ch | 0x20) >= 'a' && (ch | 0x20) <= 'f');
}

/* Token::getHexStringValue on the raw spelling: "0x" + even hex digits. */
static size_t decode_hex_token(Parser *p, const Token *t, size_t base)
{
	const char *s = p->src + t->pos + 1;
	size_t n = t->len - 2;
	if (n < 2 || s[0] != '0' || s[1] != 'x' || (n & 1))
		p_err_at(p, t->pos, "expected string containing hex digits starting with `0x`");
	size_t nb = (n - 2) / 2;
	uint8_t *out = p_vec_extend(&p->bytes, nb);
	for (size_t i = 0; i < nb; i++) {
		char h = s[2 + 2 * i], l = s[3 + 2 * i];
		if (!is_hexdigit(h) || !is_hexdigit(l))
			p_err_at(p, t->pos, "expected string containing hex digits starting with `0x`");
		out[i] = (uint8_t)(hexval(h) << 4 | hexval(l));
	}
	(void)base;
	return nb;
}

/* i1 hex data is bit-packed: one byte 0x00/0xFF is a splat, otherwise
 * ceil(n/8) bytes, LSB first.  Unpacked to one byte per element here. */
static Attr *hex_i1(Parser *p, Type *type, size_t raw, size_t nb, int64_t nel, uint32_t loc)
{
	const uint8_t *r = p_top(&p->bytes, raw);
	if (nb == 1 && (r[0] == 0 || r[0] == 0xff)) {
		uint8_t v = r[0] & 1;
		return at_dense(p->c, type, &v, 1, 1);
	}
	if (nb * 8 != (((size_t)nel + 7) & ~(size_t)7))
		p_err_type(p, loc, "elements hex data size is invalid for provided type: '%s'", type);
	uint8_t *out = p_vec_extend(&p->bytes, (size_t)nel);
	r = p_top(&p->bytes, raw);
	for (int64_t i = 0; i < nel; i++)
		out[i] = (r[i / 8] >> (i % 8)) & 1;
	int splat;
	size_t keep = detect_splat(out, (size_t)nel, 1, &splat);
	return at_dense(p->c, type, out, keep, splat);
}

static Attr *hex_elements(Parser *p, const Lit *l, Type *type, uint32_t loc)
{
	Type *elt = type->elem;
	int64_t nel = ty_num_elements(type);
	size_t raw = p->bytes.len;
	size_t nb = decode_hex_token(p, &l->hex, raw);
	if (elt->kind == TY_INT && elt->width == 1)
		return hex_i1(p, type, raw, nb, nel, loc);
	size_t esz = dense_elem_bytes(elt);
	if (nb != esz && nb != esz * (size_t)nel)
		p_err_type(p, loc, "elements hex data size is invalid for provided type: '%s'", type);
	int splat;
	const uint8_t *d = p_top(&p->bytes, raw);
	size_t keep = detect_splat(d, nb / esz, esz, &splat);
	return at_dense(p->c, type, d, keep, splat);
}

static Attr *number_elements(Parser *p, const Lit *l, Type *type, uint32_t loc)
{
	Type *elt = type->elem;
	int cx = elt->kind == TY_COMPLEX;
	Type *scalar = cx ? elt->elem : elt;
	int64_t nel = ty_num_elements(type);
	size_t per = cx ? 2 : 1;
	size_t nvals = l->ntoks / per;
	if (l->ntoks == 0)
		return at_dense(p->c, type, NULL, 0, 0);
	if (l->ntoks % per || (l->has_shape ? (int64_t)nvals != nel : nvals != 1))
		p_err_at(p, loc, cx ? "expected complex elements (real, imag) for the complex element type"
				   : "unexpected complex element for a non-complex element type");
	size_t ssz = dense_elem_bytes(scalar), esz = ssz * per;
	size_t base = p->bytes.len;
	p_vec_extend(&p->bytes, nvals * esz);
	for (size_t i = 0; i < l->ntoks; i++) {
		DenseTok d = *(DenseTok *)p_top(&p->dtoks, l->tbase + i);
		scalar_element(p, &d, scalar, (uint8_t *)p_top(&p->bytes, base + i * ssz));
	}
	int splat;
	const uint8_t *data = p_top(&p->bytes, base);
	size_t keep = detect_splat(data, nvals, esz, &splat);
	return at_dense(p->c, type, data, keep, splat);
}

/* TensorLiteralParser::getAttr. */
static Attr *lit_attr(Parser *p, const Lit *l, Type *type, uint32_t loc)
{
	Type *elt = type->elem;
	int numeric = elt->kind == TY_INT || elt->kind == TY_INDEX || elt->kind == TY_FLOAT ||
		      elt->kind == TY_COMPLEX;
	size_t bbase = p->bytes.len;
	Attr *a;
	if (l->has_hex && numeric) {
		a = hex_elements(p, l, type, loc);
	} else {
		check_shape(p, l, type, loc);
		if (!l->has_hex && l->ntoks == 0 && ty_num_elements(type) != 0)
			p_err_type(p, loc, "parsed zero elements, but type ('%s') expected at least 1", type);
		if (numeric)
			a = number_elements(p, l, type, loc);
		else
			a = string_elements(p, l, type);
	}
	p->bytes.len = bbase;
	return a;
}

static void lit_drop(Parser *p, const Lit *l)
{
	p->dtoks.len = l->tbase;
	p->ints.len = l->sbase;
}

Attr *p_dense(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' after 'dense'");
	Lit l = { 0 };
	l.tbase = p->dtoks.len;
	l.sbase = p->ints.len;
	if (!p_accept(p, T_GREATER)) {
		lit_parse(p, &l, 1);
		p_expect(p, T_GREATER, "expected '>'");
	}
	uint32_t loc = p->tok.pos;
	Type *type = elements_literal_type(p);
	Attr *a = lit_attr(p, &l, type, loc);
	lit_drop(p, &l);
	return a;
}

/* ------------------------------------------------------------- sparse */

static Attr *empty_sparse(Parser *p, uint32_t loc)
{
	Type *type = elements_literal_type(p);
	int64_t idims[2] = { 0, type->n }, vdim = 0;
	Type *it = ty_tensor(p->c, idims, 2, p->c->t_i64, NULL);
	Type *vt = ty_tensor(p->c, &vdim, 1, type->elem, NULL);
	(void)loc;
	return at_sparse(p->c, type, at_dense(p->c, it, NULL, 0, 0), at_dense(p->c, vt, NULL, 0, 0));
}

/* Shape checks of SparseElementsAttr::verify. */
static void check_sparse(Parser *p, Type *type, Type *it, Type *vt, uint32_t loc)
{
	int ok = vt->n == 1;
	if (!ok)
		p_err_at(p, loc, "expected 1-d tensor for sparse element values");
	if (it->n == 2)
		ok = it->dims[1] == (int64_t)type->n;
	else
		ok = it->n == 1 && type->n == 1;
	if (ok)
		ok = it->dims[0] == vt->dims[0];
	if (!ok)
		p_err_at(p, loc, "expected shape of sparse indices and values to match the type");
}

Attr *p_sparse(Parser *p)
{
	uint32_t loc = p->tok.pos;
	p_advance(p);
	p_expect(p, T_LESS, "Expected '<' after 'sparse'");
	if (p_accept(p, T_GREATER))
		return empty_sparse(p, loc);
	uint32_t iloc = p->tok.pos;
	Lit li, lv;
	lit_parse(p, &li, 0);
	p_expect(p, T_COMMA, "expected ','");
	uint32_t vloc = p->tok.pos;
	lit_parse(p, &lv, 1);
	p_expect(p, T_GREATER, "expected '>'");
	Type *type = elements_literal_type(p);
	int64_t d2[2] = { 1, type->n };
	Type *it = li.has_shape ? ty_tensor(p->c, p_top(&p->ints, li.sbase), li.rank, p->c->t_i64, NULL)
				: ty_tensor(p->c, d2, 2, p->c->t_i64, NULL);
	Attr *ia = lit_attr(p, &li, it, iloc);
	int64_t vd = it->dims[0];
	Type *vt = lv.has_shape ? ty_tensor(p->c, p_top(&p->ints, lv.sbase), lv.rank, type->elem, NULL)
				: ty_tensor(p->c, &vd, 1, type->elem, NULL);
	Attr *va = lit_attr(p, &lv, vt, vloc);
	check_sparse(p, type, it, vt, loc);
	lit_drop(p, &lv);
	lit_drop(p, &li);
	return at_sparse(p->c, type, ia, va);
}

/* ----------------------------------------------------- dense_resource */

Attr *p_dense_resource(Parser *p)
{
	uint32_t loc = p->tok.pos;
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' after 'dense_resource'");
	/* MLIR 19's parseResourceHandle takes a keyword, not a string. */
	if (!p_is_identifier_like(p))
		p_err(p, "expected identifier key for 'resource' entry");
	const Str *key = str_intern(p->c, p_tokstr(p), p->tok.len);
	p_advance(p);
	p_expect(p, T_GREATER, "expected '>'");
	uint32_t tloc = p->tok.pos;
	p_expect(p, T_COLON, "expected ':'");
	Type *t = p_type(p);
	if (!ty_is_shaped(t))
		p_err_at(p, tloc, "`dense_resource` expected a shaped type");
	(void)loc;
	return at_dense_resource(p->c, t, key);
}

/* -------------------------------------------------------------- array */

static void array_int_element(Parser *p, Type *elt, size_t esz)
{
	int neg = p_accept(p, T_MINUS);
	uint8_t *out;
	if (p_is(p, T_KW_TRUE) || p_is(p, T_KW_FALSE)) {
		if (elt->kind != TY_INT || elt->width != 1)
			p_err(p, "expected i1 type for 'true' or 'false' values");
		out = p_vec_extend(&p->bytes, esz);
		out[0] = p_is(p, T_KW_TRUE);
		p_advance(p);
		return;
	}
	if (!p_is(p, T_INTEGER))
		p_err(p, "expected integer literal");
	Token t = p->tok;
	p_advance(p);
	DenseTok d = { t, (uint8_t)neg };
	size_t base = p->bytes.len;
	p_vec_extend(&p->bytes, esz);
	uint64_t one[1];
	unsigned width = ty_bitwidth(elt);
	size_t ib = p->ints.len;
	uint64_t *w = width > 64 ? p_vec_extend(&p->ints, (width + 63) / 64) : one;
	if (!p_build_apint(p, &d.tok, neg, elt, w))
		p_err(p, "integer constant out of range");
	put_words(p_top(&p->bytes, base), w, esz);
	p->ints.len = ib;
}

static void array_float_element(Parser *p, Type *elt, size_t esz)
{
	int neg = p_accept(p, T_MINUS);
	DenseTok d = { p->tok, (uint8_t)neg };
	size_t base = p->bytes.len;
	p_vec_extend(&p->bytes, esz);
	float_element(p, &d, (FloatKind)elt->fkind, p_top(&p->bytes, base), esz, 1);
	p_advance(p);
}

Attr *p_dense_array(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' after 'array'");
	uint32_t tloc = p->tok.pos;
	Type *elt = p_type(p);
	if (elt->kind != TY_INT && elt->kind != TY_INDEX && elt->kind != TY_FLOAT)
		p_err_type(p, tloc, "expected integer or float type, got: '%s'", elt);
	unsigned width = ty_bitwidth(elt);
	if (!(elt->kind == TY_INT && width == 1) && width % 8)
		p_err_at(p, tloc, "element type bitwidth must be a multiple of 8");
	if (p_accept(p, T_GREATER))
		return at_dense_array(p->c, elt, NULL, 0, 0);
	p_expect(p, T_COLON, "expected ':' after dense array type");
	size_t esz = dense_elem_bytes(elt), base = p->bytes.len;
	do {
		if (elt->kind == TY_FLOAT)
			array_float_element(p, elt, esz);
		else
			array_int_element(p, elt, esz);
	} while (p_accept(p, T_COMMA));
	p_expect(p, T_GREATER, "expected '>' to close an array attribute");
	size_t nb = p->bytes.len - base;
	Attr *a = at_dense_array(p->c, elt, p_top(&p->bytes, base), nb, (uint32_t)(nb / esz));
	p->bytes.len = base;
	return a;
}
