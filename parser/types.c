/* types.c — builtin types (TypeParser.cpp): integer, float, index, none,
 * complex, tuple, vector, tensor, memref and function types.  Dialect types
 * and type aliases ('!...') are in dialect.c. */
#include "parser.h"

static Type *function_type(Parser *p);
static Type *guarded_non_function_type(Parser *p);

static int float_kind_of_token(uint32_t kind, FloatKind *fk)
{
	switch (kind) {
	case T_KW_F16: *fk = FK_F16; return 1;
	case T_KW_BF16: *fk = FK_BF16; return 1;
	case T_KW_F32: *fk = FK_F32; return 1;
	case T_KW_F64: *fk = FK_F64; return 1;
	case T_KW_F80: *fk = FK_F80; return 1;
	case T_KW_F128: *fk = FK_F128; return 1;
	case T_KW_TF32: *fk = FK_TF32; return 1;
	case T_KW_F8E5M2: *fk = FK_F8E5M2; return 1;
	case T_KW_F8E4M3: *fk = FK_F8E4M3; return 1;
	case T_KW_F8E4M3FN: *fk = FK_F8E4M3FN; return 1;
	case T_KW_F8E5M2FNUZ: *fk = FK_F8E5M2FNUZ; return 1;
	case T_KW_F8E4M3FNUZ: *fk = FK_F8E4M3FNUZ; return 1;
	case T_KW_F8E4M3B11FNUZ: *fk = FK_F8E4M3B11FNUZ; return 1;
	default: return 0;
	}
}

static int token_starts_type(const Parser *p)
{
	FloatKind fk;
	switch (p->tok.kind) {
	case T_LPAREN: case T_KW_MEMREF: case T_KW_TENSOR: case T_KW_COMPLEX:
	case T_KW_TUPLE: case T_KW_VECTOR: case T_INTTYPE: case T_KW_INDEX:
	case T_KW_NONE: case T_EXCL_ID:
		return 1;
	default:
		return float_kind_of_token(p->tok.kind, &fk);
	}
}

Type *p_optional_type(Parser *p)
{
	return token_starts_type(p) ? p_type(p) : NULL;
}

Type *p_type(Parser *p)
{
	if (!p_is(p, T_LPAREN))
		return guarded_non_function_type(p);
	Type *t = memo_get(p, &p->type_memo, p->tok.pos);
	return t ? t : p_function_type_new(p);
}

Type *p_function_type_new(Parser *p)
{
	uint32_t pos = p->tok.pos;
	Type *t = function_type(p);
	memo_put(p, &p->type_memo, pos, t);
	return t;
}

/* '(' (type (',' type)*)? ')' onto p->types. */
static void type_list_parens(Parser *p)
{
	p_expect(p, T_LPAREN, "expected '('");
	if (p_accept(p, T_RPAREN))
		return;
	do
		p_push_ptr(&p->types, p_type(p));
	while (p_accept(p, T_COMMA));
	p_expect(p, T_RPAREN, "expected ')'");
}

static Type *function_type(Parser *p)
{
	p_enter(p);
	size_t base = p->types.len;
	type_list_parens(p);
	uint32_t nin = (uint32_t)(p->types.len - base);
	p_expect(p, T_ARROW, "expected '->' in function type");
	if (p_is(p, T_LPAREN))
		type_list_parens(p);
	else
		p_push_ptr(&p->types, guarded_non_function_type(p));
	uint32_t nout = (uint32_t)(p->types.len - base - nin);
	Type **ts = p_top(&p->types, base);
	Type *t = ty_func(p->c, ts, nin, ts ? ts + nin : NULL, nout);
	p->types.len = base;
	p_leave(p);
	return t;
}

/* --------------------------------------------------- dimension lists */

/* `0xf32` lexes as one hex integer; in a shape it means `0` `x` `f32`. */
static int64_t integer_in_dimension_list(Parser *p)
{
	if (p->tok.len > 1 && p_tokstr(p)[1] == 'x') {
		p_relex(p, p->tok.pos + 1);
		return 0;
	}
	uint64_t v;
	if (!p_is(p, T_INTEGER) || !p_tok_u64(p, &p->tok, &v) || v > (uint64_t)INT64_MAX)
		p_err(p, "invalid dimension");
	p_advance(p);
	return (int64_t)v;
}

/* Consume the leading 'x' of a bare identifier such as `xf32` and lex again
 * right after it. */
static void x_in_dimension_list(Parser *p)
{
	if (!p_is(p, T_BARE_ID) || p_tokstr(p)[0] != 'x')
		p_err_expected(p, "expected 'x' in dimension list");
	p_relex(p, p->tok.pos + 1);
}

static void dimension_list(Parser *p, int allow_dynamic)
{
	while (p_is(p, T_INTEGER) || p_is(p, T_QUESTION)) {
		if (p_is(p, T_QUESTION)) {
			if (!allow_dynamic)
				p_err(p, "expected static shape");
			p_advance(p);
			p_push_i64(&p->ints, DYN);
		} else {
			p_push_i64(&p->ints, integer_in_dimension_list(p));
		}
		x_in_dimension_list(p);
	}
}

/* ------------------------------------------------------ shaped types */

static int is_int_or_float(const Type *t)
{
	return t->kind == TY_INT || t->kind == TY_FLOAT;
}

static int is_int_index_float(const Type *t)
{
	return is_int_or_float(t) || t->kind == TY_INDEX;
}

static Type *vector_type(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' in vector type");
	size_t ibase = p->ints.len, sbase = p->bytes.len;
	while (p_is(p, T_INTEGER) || p_is(p, T_LSQUARE)) {
		int scalable = p_accept(p, T_LSQUARE);
		p_push_i64(&p->ints, integer_in_dimension_list(p));
		if (scalable && !p_accept(p, T_RSQUARE))
			p_err_expected(p, "missing ']' closing scalable dimension");
		*(uint8_t *)vec_push(&p->bytes) = (uint8_t)scalable;
		x_in_dimension_list(p);
	}
	uint32_t eloc = p->tok.pos;
	Type *elem = p_type(p);
	p_expect(p, T_GREATER, "expected '>' in vector type");
	uint32_t n = (uint32_t)(p->ints.len - ibase);
	int64_t *dims = p_top(&p->ints, ibase);
	for (uint32_t i = 0; i < n; i++)
		if (dims[i] <= 0)
			p_err_at(p, eloc, "vector types must have positive constant sizes");
	if (!is_int_index_float(elem))
		p_err_at(p, eloc, "vector elements must be int/index/float type");
	Type *t = ty_vector(p->c, dims, p_top(&p->bytes, sbase), n, elem);
	p->ints.len = ibase;
	p->bytes.len = sbase;
	return t;
}

/* TensorType::isValidElementType: builtin scalars and vectors, or any
 * dialect type. */
static int valid_tensor_elem(const Type *t)
{
	return is_int_index_float(t) || t->kind == TY_COMPLEX || t->kind == TY_VECTOR ||
	       t->kind == TY_OPAQUE;
}

/* BaseMemRefType::isValidElementType.  Dialect types are accepted: whether
 * they implement MemRefElementTypeInterface depends on a registry we do
 * not have. */
static int valid_memref_elem(const Type *t)
{
	return is_int_index_float(t) || t->kind == TY_COMPLEX || t->kind == TY_VECTOR ||
	       t->kind == TY_MEMREF || t->kind == TY_UMEMREF || t->kind == TY_OPAQUE;
}

/* '*' 'x' for unranked, else a ranked dimension list onto p->ints. */
static int shape_prefix(Parser *p)
{
	if (p_accept(p, T_STAR)) {
		x_in_dimension_list(p);
		return 1;
	}
	dimension_list(p, 1);
	return 0;
}

static Type *tensor_type(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' in tensor type");
	size_t ibase = p->ints.len;
	int unranked = shape_prefix(p);
	uint32_t eloc = p->tok.pos;
	Type *elem = p_type(p);
	Attr *enc = NULL;
	if (p_accept(p, T_COMMA))
		enc = p_optional_attr(p);
	p_expect(p, T_GREATER, "expected '>' in tensor type");
	if (!valid_tensor_elem(elem))
		p_err_at(p, eloc, "invalid tensor element type");
	Type *t;
	if (unranked) {
		if (enc)
			p_err(p, "cannot apply encoding to unranked tensor");
		t = ty_utensor(p->c, elem);
	} else {
		t = ty_tensor(p->c, p_top(&p->ints, ibase), (uint32_t)(p->ints.len - ibase), elem, enc);
	}
	p->ints.len = ibase;
	return t;
}

static int is_layout(const Attr *a)
{
	return a->kind == AT_AFFINE_MAP || a->kind == AT_STRIDED;
}

/* isSupportedMemorySpace, then skipDefaultMemorySpace (integer 0 = none). */
static Attr *memory_space(Parser *p, Attr *ms, uint32_t loc)
{
	if (!ms)
		return NULL;
	switch (ms->kind) {
	case AT_BOOL:
		return ms->ival ? ms : NULL;
	case AT_INT:
		for (uint32_t i = 0; i < ms->n; i++)
			if (ms->words[i])
				return ms;
		return NULL;
	case AT_STRING: case AT_DICT: case AT_OPAQUE:
		return ms;
	default:
		p_err_at(p, loc, "unsupported memory space Attribute");
	}
}

static void check_layout(Parser *p, Attr *layout, uint32_t rank, uint32_t loc)
{
	if (!layout)
		return;
	if (layout->kind == AT_AFFINE_MAP && layout->map->ndims != rank)
		p_err_at(p, loc, "memref layout mismatch between rank and affine map: %u != %u",
			 rank, layout->map->ndims);
	if (layout->kind == AT_STRIDED && layout->n != rank)
		p_err_at(p, loc, "expected the number of strides to match the rank");
}

static Type *memref_type(Parser *p)
{
	uint32_t loc = p->tok.pos;
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' in memref type");
	size_t ibase = p->ints.len;
	int unranked = shape_prefix(p);
	uint32_t eloc = p->tok.pos;
	Type *elem = p_type(p);
	if (!valid_memref_elem(elem))
		p_err_at(p, eloc, "invalid memref element type");
	Attr *layout = NULL, *ms = NULL;
	if (!p_accept(p, T_GREATER)) {
		p_expect(p, T_COMMA, "expected ',' or '>' in memref type");
		if (p_is(p, T_GREATER))
			p_err_expected(p, "expected list element");
		do {
			Attr *a = p_attr(p);
			if (!is_layout(a)) {
				if (ms)
					p_err(p, "multiple memory spaces specified in memref type");
				ms = a;
				continue;
			}
			layout = a;
			if (unranked)
				p_err(p, "cannot have affine map for unranked memref type");
			if (ms)
				p_err(p, "expected memory space to be last in memref type");
		} while (p_accept(p, T_COMMA));
		p_expect(p, T_GREATER, "expected ',' or '>'");
	}
	uint32_t rank = (uint32_t)(p->ints.len - ibase);
	ms = memory_space(p, ms, loc);
	Type *t;
	if (unranked) {
		t = ty_umemref(p->c, elem, ms);
	} else {
		check_layout(p, layout, rank, loc);
		t = ty_memref(p->c, p_top(&p->ints, ibase), rank, elem, layout, ms);
	}
	p->ints.len = ibase;
	return t;
}

/* ------------------------------------------------------- other types */

static Type *complex_type(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' in complex type");
	uint32_t eloc = p->tok.pos;
	Type *elem = p_type(p);
	p_expect(p, T_GREATER, "expected '>' in complex type");
	if (!is_int_or_float(elem))
		p_err_at(p, eloc, "invalid element type for complex");
	return ty_complex(p->c, elem);
}

static Type *tuple_type(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' in tuple type");
	if (p_accept(p, T_GREATER))
		return ty_tuple(p->c, NULL, 0);
	size_t base = p->types.len;
	do
		p_push_ptr(&p->types, p_type(p));
	while (p_accept(p, T_COMMA));
	p_expect(p, T_GREATER, "expected '>' in tuple type");
	Type *t = ty_tuple(p->c, p_top(&p->types, base), (uint32_t)(p->types.len - base));
	p->types.len = base;
	return t;
}

/* i32 / si8 / ui64: the width must parse as a 32-bit unsigned. */
static Type *int_type(Parser *p)
{
	const char *s = p_tokstr(p);
	uint32_t start = s[0] == 'i' ? 1 : 2;
	uint64_t w = 0;
	for (uint32_t i = start; i < p->tok.len; i++) {
		w = w * 10 + (uint64_t)(s[i] - '0');
		if (w > UINT32_MAX)
			p_err(p, "invalid integer width");
	}
	if (w > 16777215)
		p_err(p, "integer bitwidth is limited to 16777215 bits");
	IntSign sign = s[0] == 's' ? SIGNED : s[0] == 'u' ? UNSIGNED : SIGNLESS;
	p_advance(p);
	return ty_int(p->c, (uint32_t)w, sign);
}

static Type *non_function_type(Parser *p)
{
	FloatKind fk;
	switch (p->tok.kind) {
	case T_KW_MEMREF: return memref_type(p);
	case T_KW_TENSOR: return tensor_type(p);
	case T_KW_COMPLEX: return complex_type(p);
	case T_KW_TUPLE: return tuple_type(p);
	case T_KW_VECTOR: return vector_type(p);
	case T_INTTYPE: return int_type(p);
	case T_KW_INDEX: p_advance(p); return ty_index(p->c);
	case T_KW_NONE: p_advance(p); return ty_none(p->c);
	case T_EXCL_ID: return p_extended_type(p);
	default:
		if (!float_kind_of_token(p->tok.kind, &fk))
			p_err_expected(p, "expected non-function type");
		p_advance(p);
		return ty_float(p->c, fk);
	}
}

/* Shaped types are memoized by their text as function types are (memo.c):
 * `memref<64x64xf32, strided<[64, 1], offset: ?>>` is the same type
 * on every block that takes it, and costs a thousand instructions to
 * parse.  The nesting guard comes first either way. */
static Type *guarded_non_function_type(Parser *p)
{
	p_enter(p);
	Type *t;
	uint32_t k = p->tok.kind, pos = p->tok.pos;
	if (k == T_KW_MEMREF || k == T_KW_TENSOR || k == T_KW_VECTOR) {
		if (!(t = memo_get(p, &p->type_memo, pos))) {
			t = non_function_type(p);
			memo_put(p, &p->type_memo, pos, t);
		}
	} else {
		t = non_function_type(p);
	}
	p_leave(p);
	return t;
}
