/* affmap.c — affine_map<...>, affine_set<...> (AffineParser.cpp) and the
 * strided<...> layout.
 *
 * Expressions are built with the aff_* constructors so they come out in
 * MLIR's canonical (simplified) form.  The precedence climbing is done with
 * loops instead of MLIR's right recursion, so a long `a + b + c ...` does not
 * use stack; parentheses and unary minus nest and are depth-guarded. */
#include "parser.h"

#include <string.h>

/* The dim/symbol identifiers in scope: tokens in p->dtoks, exprs in p->affs. */
typedef struct Ids {
	size_t tbase, abase;
	uint32_t n;
	/* Maps of SSA ids (affine.load %m[%i + 1, symbol(%n)]): the SSA names
	 * seen so far are the identifiers; DenseTok.neg marks symbols. */
	int ssa;
	uint32_t ndims, nsyms;
} Ids;

static AffExpr *aff_expr(Parser *p, Ids *ids);

static void id_define(Parser *p, Ids *ids, AffExpr *e)
{
	if (!p_is_identifier_like(p))
		p_err_expected(p, "expected bare identifier");
	for (uint32_t i = 0; i < ids->n; i++) {
		DenseTok *d = p_top(&p->dtoks, ids->tbase + i);
		if (d->tok.len == p->tok.len && memcmp(p->src + d->tok.pos, p_tokstr(p), p->tok.len) == 0)
			p_err(p, "redefinition of identifier '%.*s'", (int)p->tok.len, p_tokstr(p));
	}
	DenseTok *d = vec_push(&p->dtoks);
	d->tok = p->tok;
	p_push_ptr(&p->affs, e);
	ids->n++;
	p_advance(p);
}

static AffExpr *id_use(Parser *p, Ids *ids)
{
	for (uint32_t i = 0; i < ids->n; i++) {
		DenseTok *d = p_top(&p->dtoks, ids->tbase + i);
		if (d->tok.len == p->tok.len && memcmp(p->src + d->tok.pos, p_tokstr(p), p->tok.len) == 0) {
			p_advance(p);
			return VEC_AT(&p->affs, AffExpr *, ids->abase + i);
		}
	}
	p_err_expected(p, "use of undeclared identifier");
}

/* '(' ids ')' or '[' ids ']'; `open` is T_LPAREN or T_LSQUARE. */
static uint32_t id_list(Parser *p, Ids *ids, uint32_t open, int syms, const char *what)
{
	uint32_t close = open == T_LPAREN ? T_RPAREN : T_RSQUARE;
	uint32_t n = 0;
	if (!p_is(p, open))
		p_err_expected(p, "expected '%s' %s", open == T_LPAREN ? "(" : "[", what);
	p_advance(p);
	if (p_accept(p, close))
		return 0;
	do {
		AffExpr *e = syms ? aff_sym(p->c, n) : aff_dim(p->c, n);
		id_define(p, ids, e);
		n++;
	} while (p_accept(p, T_COMMA));
	if (!p_is(p, close))
		p_err_expected(p, "expected '%s' %s", close == T_RPAREN ? ")" : "]", what);
	p_advance(p);
	return n;
}

static AffExpr *integer_expr(Parser *p)
{
	uint64_t v;
	if (!p_tok_u64(p, &p->tok, &v) || v > (uint64_t)INT64_MAX)
		p_err(p, "constant too large for index");
	p_advance(p);
	return aff_const(p->c, (int64_t)v);
}

static AffExpr *paren_expr(Parser *p, Ids *ids)
{
	p_advance(p);
	if (p_is(p, T_RPAREN))
		p_err(p, "no expression inside parentheses");
	AffExpr *e = aff_expr(p, ids);
	p_expect(p, T_RPAREN, "expected ')'");
	return e;
}

/* An SSA id in a map of SSA ids (parseSSAIdExpr): a name seen before
 * keeps its dim or symbol, a new one becomes the next dim (`%x`) or
 * symbol (`symbol(%x)`). */
static AffExpr *ssa_id(Parser *p, Ids *ids, int sym)
{
	if (sym) {
		p_advance(p);
		p_expect(p, T_LPAREN, "expected '(' at start of SSA symbol");
	}
	if (!p_is(p, T_PERCENT_ID))
		p_err_expected(p, "expected SSA operand");
	Token t = p->tok;
	p_advance(p);
	if (sym)
		p_expect(p, T_RPAREN, "expected ')' at end of SSA symbol");
	for (uint32_t i = 0; i < ids->n; i++) {
		DenseTok *d = p_top(&p->dtoks, ids->tbase + i);
		if (d->tok.len == t.len && memcmp(p->src + d->tok.pos, p->src + t.pos, t.len) == 0)
			return VEC_AT(&p->affs, AffExpr *, ids->abase + i);
	}
	AffExpr *e = sym ? aff_sym(p->c, ids->nsyms++) : aff_dim(p->c, ids->ndims++);
	DenseTok *d = vec_push(&p->dtoks);
	d->tok = t;
	d->neg = (uint8_t)sym;
	p_push_ptr(&p->affs, e);
	ids->n++;
	return e;
}

/* parseAffineOperandExpr; `lhs` only selects the error message. */
static AffExpr *aff_operand(Parser *p, Ids *ids, AffExpr *lhs)
{
	AffExpr *e;
	switch (p->tok.kind) {
	case T_KW_SYMBOL:
		if (ids->ssa)
			return ssa_id(p, ids, 1);
		p_advance(p);
		p_expect(p, T_LPAREN, "expected '(' at start of SSA symbol");
		p_err_expected(p, "unexpected ssa identifier");
	case T_PERCENT_ID:
		if (ids->ssa)
			return ssa_id(p, ids, 0);
		p_err_expected(p, "unexpected ssa identifier");
	case T_INTEGER:
		return integer_expr(p);
	case T_LPAREN:
		return paren_expr(p, ids);
	case T_MINUS:
		/* Negation binds tighter than every binary operator. */
		p_enter(p);
		p_advance(p);
		e = aff_operand(p, ids, lhs);
		p_leave(p);
		return aff_neg(p->c, e);
	case T_PLUS:
	case T_STAR:
		p_err(p, lhs ? "missing right operand of binary operator"
			     : "missing left operand of binary operator");
	default:
		if (p_is_identifier_like(p))
			return id_use(p, ids);
		p_err(p, lhs ? "missing right operand of binary operator" : "expected affine expression");
	}
}

static int high_prec_op(uint32_t k)
{
	return k == T_STAR || k == T_KW_FLOORDIV || k == T_KW_CEILDIV || k == T_KW_MOD;
}

static AffExpr *combine_high(Parser *p, uint32_t op, AffExpr *l, AffExpr *r, uint32_t loc)
{
	const char *name = op == T_KW_FLOORDIV ? "floordiv" : op == T_KW_CEILDIV ? "ceildiv" : "mod";
	if (op == T_STAR) {
		if (!aff_is_symbolic_or_const(l) && !aff_is_symbolic_or_const(r))
			p_err_at(p, loc, "non-affine expression: at least one of the multiply "
					 "operands has to be either a constant or symbolic");
		return aff_mul(p->c, l, r);
	}
	if (!aff_is_symbolic_or_const(r))
		p_err_at(p, loc, "non-affine expression: right operand of %s has to be either "
				 "a constant or symbolic", name);
	if (op == T_KW_FLOORDIV)
		return aff_floordiv(p->c, l, r);
	if (op == T_KW_CEILDIV)
		return aff_ceildiv(p->c, l, r);
	return aff_mod(p->c, l, r);
}

/* operand (high-op operand)*, left associative. */
static AffExpr *aff_term(Parser *p, Ids *ids, AffExpr *outer)
{
	AffExpr *lhs = aff_operand(p, ids, outer);
	while (high_prec_op(p->tok.kind)) {
		uint32_t op = p->tok.kind, loc = p->tok.pos;
		p_advance(p);
		AffExpr *rhs = aff_operand(p, ids, lhs);
		/* Like parseAffineHighPrecOpExpr, blame the next operator if
		 * there is one. */
		if (high_prec_op(p->tok.kind))
			loc = p->tok.pos;
		lhs = combine_high(p, op, lhs, rhs, loc);
	}
	return lhs;
}

/* term (('+' | '-') term)*, left associative. */
static AffExpr *aff_expr(Parser *p, Ids *ids)
{
	p_enter(p);
	AffExpr *acc = aff_term(p, ids, NULL);
	for (;;) {
		uint32_t op = p->tok.kind;
		if (op != T_PLUS && op != T_MINUS)
			break;
		p_advance(p);
		AffExpr *t = aff_term(p, ids, acc);
		acc = op == T_PLUS ? aff_add(p->c, acc, t) : aff_sub(p->c, acc, t);
	}
	p_leave(p);
	return acc;
}

static AffMap *map_range(Parser *p, Ids *ids, uint32_t ndims, uint32_t nsyms)
{
	size_t base = p->affs.len;
	p_expect(p, T_LPAREN, "expected '(' in affine map range");
	if (!p_accept(p, T_RPAREN)) {
		do
			p_push_ptr(&p->affs, aff_expr(p, ids));
		while (p_accept(p, T_COMMA));
		p_expect(p, T_RPAREN, "expected ')' in affine map range");
	}
	AffMap *m = affmap_get(p->c, ndims, nsyms, p_top(&p->affs, base), (uint32_t)(p->affs.len - base));
	p->affs.len = base;
	return m;
}

/* One constraint, normalized to e >= 0 or e == 0; pushes e and its flag. */
static void constraint(Parser *p, Ids *ids)
{
	AffExpr *l = aff_expr(p, ids), *e;
	int eq = 0;
	if (p_accept(p, T_GREATER) && p_accept(p, T_EQUAL)) {
		e = aff_sub(p->c, l, aff_expr(p, ids));
	} else if (p_accept(p, T_LESS) && p_accept(p, T_EQUAL)) {
		e = aff_sub(p->c, aff_expr(p, ids), l);
	} else if (p_accept(p, T_EQUAL) && p_accept(p, T_EQUAL)) {
		e = aff_sub(p->c, l, aff_expr(p, ids));
		eq = 1;
	} else {
		p_err(p, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
	}
	p_push_ptr(&p->affs, e);
	*(uint8_t *)vec_push(&p->bytes) = (uint8_t)eq;
}

static IntSet *set_constraints(Parser *p, Ids *ids, uint32_t ndims, uint32_t nsyms)
{
	size_t base = p->affs.len, bbase = p->bytes.len;
	p_expect(p, T_LPAREN, "expected '(' in integer set constraint list");
	if (!p_accept(p, T_RPAREN)) {
		do
			constraint(p, ids);
		while (p_accept(p, T_COMMA));
		p_expect(p, T_RPAREN, "expected ')' in integer set constraint list");
	}
	IntSet *s;
	uint32_t n = (uint32_t)(p->affs.len - base);
	if (n == 0) {
		AffExpr *zero = aff_const(p->c, 0);
		uint8_t one = 1;
		s = intset_get(p->c, ndims, nsyms, &zero, &one, 1);
	} else {
		s = intset_get(p->c, ndims, nsyms, p_top(&p->affs, base), p_top(&p->bytes, bbase), n);
	}
	p->affs.len = base;
	p->bytes.len = bbase;
	return s;
}

/* parseAffineMapOrIntegerSetInline: sets exactly one of *map / *set. */
static void map_or_set(Parser *p, AffMap **map, IntSet **set)
{
	Ids ids = { p->dtoks.len, p->affs.len, 0, 0, 0, 0 };
	uint32_t ndims = id_list(p, &ids, T_LPAREN, 0, "in dimensional identifier list");
	uint32_t nsyms = 0;
	if (p_is(p, T_LSQUARE))
		nsyms = id_list(p, &ids, T_LSQUARE, 1, "in symbol list");
	*map = NULL;
	*set = NULL;
	if (p_accept(p, T_ARROW)) {
		*map = map_range(p, &ids, ndims, nsyms);
	} else {
		p_expect(p, T_COLON, "expected '->' or ':'");
		*set = set_constraints(p, &ids, ndims, nsyms);
	}
	p->dtoks.len = ids.tbase;
	p->affs.len = ids.abase;
}

Attr *p_affine_map_attr(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' in affine map");
	uint32_t loc = p->tok.pos;
	AffMap *m;
	IntSet *s;
	map_or_set(p, &m, &s);
	if (!m)
		p_err_at(p, loc, "expected AffineMap, but got IntegerSet");
	p_expect(p, T_GREATER, "expected '>' in affine map");
	return at_affine_map(p->c, m);
}

Attr *p_affine_set_attr(Parser *p)
{
	p_advance(p);
	p_expect(p, T_LESS, "expected '<' in integer set");
	uint32_t loc = p->tok.pos;
	AffMap *m;
	IntSet *s;
	map_or_set(p, &m, &s);
	if (!s)
		p_err_at(p, loc, "expected IntegerSet, but got AffineMap");
	p_expect(p, T_GREATER, "expected '>' in integer set");
	return at_integer_set(p->c, s);
}

/* ------------------------------------------------------------ strided */

static int64_t stride_or_offset(Parser *p)
{
	if (p_accept(p, T_QUESTION))
		return DYN;
	uint32_t loc = p->tok.pos;
	int neg = p_accept(p, T_MINUS);
	uint64_t v;
	if (!p_is(p, T_INTEGER) || !p_tok_u64(p, &p->tok, &v) || v > (uint64_t)INT64_MAX)
		p_err_at(p, loc, "expected a 64-bit signed integer or '?'");
	p_advance(p);
	return neg ? -(int64_t)v : (int64_t)v;
}

Attr *p_strided(Parser *p)
{
	uint32_t loc = p->tok.pos;
	p_advance(p);
	p_expect(p, T_LESS, "expected '<'");
	p_expect(p, T_LSQUARE, "expected '['");
	size_t base = p->ints.len;
	if (!p_is(p, T_RSQUARE)) {
		do
			p_push_i64(&p->ints, stride_or_offset(p));
		while (p_accept(p, T_COMMA));
	}
	p_expect(p, T_RSQUARE, "expected ']'");
	int64_t offset = 0;
	if (!p_accept(p, T_GREATER)) {
		p_expect(p, T_COMMA, "expected ','");
		p_expect(p, T_KW_OFFSET, "expected 'offset' after comma");
		p_expect(p, T_COLON, "expected ':' after 'offset'");
		offset = stride_or_offset(p);
		p_expect(p, T_GREATER, "expected '>'");
	}
	uint32_t n = (uint32_t)(p->ints.len - base);
	int64_t *st = p_top(&p->ints, base);
	for (uint32_t i = 0; i < n; i++)
		if (st[i] == 0)
			p_err_at(p, loc, "strides must not be zero");
	Attr *a = at_strided(p->c, st, n, offset);
	p->ints.len = base;
	return a;
}

/* The map of the expressions in `res`: pushes the operands, dims first,
 * then symbols, to p->uses and drops the identifiers. */
static AffMap *ssa_map_finish(Parser *p, Ids *ids, Vec *res, size_t rbase)
{
	AffMap *m = affmap_get(p->c, ids->ndims, ids->nsyms, res->p, (uint32_t)res->len);
	for (int pass = 0; pass < 2; pass++) {
		for (uint32_t i = 0; i < ids->n; i++) {
			DenseTok *d = p_top(&p->dtoks, ids->tbase + i);
			if (d->neg != pass)
				continue;
			UseRef *u = vec_push(&p->uses);
			*u = (UseRef){ p->src + d->tok.pos, d->tok.len, 0, d->tok.pos };
		}
	}
	p->dtoks.len = ids->tbase;
	p->affs.len = rbase;
	return m;
}

/* The results of a map of SSA ids up to `close` (the opening bracket is
 * consumed): pushes the operands, dims first, then symbols, to p->uses. */
AffMap *p_ssa_affine_map(Parser *p, uint32_t close, const char *what)
{
	Ids ids = { p->dtoks.len, p->affs.len, 0, 1, 0, 0 };
	size_t rbase = p->affs.len;
	Vec res;
	vec_init(&res, sizeof(AffExpr *));
	if (!p_is(p, close)) {
		do {
			AffExpr *e = aff_expr(p, &ids);
			*(AffExpr **)vec_push_arena(&p->c->arena, &res) = e;
		} while (p_accept(p, T_COMMA));
	}
	if (!p_is(p, close))
		p_err_expected(p, "expected '%s' %s", close == T_RSQUARE ? "]" : ")", what);
	p_advance(p);
	return ssa_map_finish(p, &ids, &res, rbase);
}

/* affine.parallel bounds (MLIR's parseAffineMapWithMinMax): `(b, ...)`
 * where b is an affine expression of SSA ids or `kw(e, ...)` (`kw` is
 * max for lower bounds, min for upper ones).  MLIR numbers each bound's
 * SSA ids apart, then merges equal operands in order of appearance: the
 * same as one shared set of ids.  Pushes the operands to p->uses and
 * the number of expressions of each bound to p->ints. */
AffMap *p_ssa_bound_list(Parser *p, uint32_t kw)
{
	Ids ids = { p->dtoks.len, p->affs.len, 0, 1, 0, 0 };
	size_t rbase = p->affs.len;
	Vec res;
	vec_init(&res, sizeof(AffExpr *));
	p_expect(p, T_LPAREN, "expected '('");
	if (!p_is(p, T_RPAREN)) {
		do {
			int64_t n = 1;
			if (p_accept(p, kw)) {
				p_expect(p, T_LPAREN, "expected '('");
				for (n = 0; !n || p_accept(p, T_COMMA); n++)
					*(AffExpr **)vec_push_arena(&p->c->arena, &res) = aff_expr(p, &ids);
				p_expect(p, T_RPAREN, "expected ')'");
			} else {
				*(AffExpr **)vec_push_arena(&p->c->arena, &res) = aff_expr(p, &ids);
			}
			p_push_i64(&p->ints, n);
		} while (p_accept(p, T_COMMA));
	}
	if (!p_is(p, T_RPAREN))
		p_err_expected(p, "expected ')'");
	p_advance(p);
	return ssa_map_finish(p, &ids, &res, rbase);
}
