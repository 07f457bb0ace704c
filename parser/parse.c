/* parse.c — operations, regions, blocks and the top level of a file
 * (Parser.cpp: parseOperation, parseGenericOperationAfterOpName,
 * parseRegion, parseBlock, TopLevelOperationParser); file metadata is in
 * resources.c.
 *
 * An op is created only after its trailing function type is known (the
 * operand types come from it), so its regions are parsed into temporary
 * Region headers and moved into the op afterwards. */
#define _DEFAULT_SOURCE   /* madvise */
#include "parser.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* ------------------------------------------------------ source pages */

void p_check_op_counts(Parser *p, uint32_t pos, const OpName *on, size_t nsuccs, size_t nregions)
{
	if (nsuccs > OP_SUCCS_MAX)
		p_err_at(p, pos, "'%s' has %zu successors; tsrewrite supports at most %u", on->name->s, nsuccs,
			 (unsigned)OP_SUCCS_MAX);
	if (nregions > OP_REGIONS_MAX)
		p_err_at(p, pos, "'%s' has %zu regions; tsrewrite supports at most %u", on->name->s, nregions,
			 (unsigned)OP_REGIONS_MAX);
}

/* With Ctx.src_droppable, every DROP_STEP bytes the text more than
 * DROP_LAG bytes behind the cursor leaves the resident set.  Nothing the
 * parser keeps points that far back except alias names and outer-scope SSA
 * names (a few pages, read back from the file when compared: a dropped page
 * of a private read-only file mapping is re-read, never lost); memo keys
 * are copies (memo.c). */
enum { DROP_STEP = 1 << 20, DROP_LAG = 256 << 10, STOP_STEP = 64 << 10 };

/* The text up to `to` (at most to where another thread's text begins) is
 * mapped in one call rather than a page fault per 16 pages: on this VM
 * a fault costs several microseconds more than the mapping itself. */
static void populate_ahead(Parser *p, size_t to)
{
#ifdef MADV_POPULATE_READ
	size_t lim = p->helping ? p->seg_end : p->split ? p_split_at(p) : p->len;
	if (to > lim)
		to = lim;
	long pg = sysconf(_SC_PAGESIZE);
	size_t from = p->pop_done > p->tok.pos ? p->pop_done : p->tok.pos;
	if (pg <= 0)
		return;
	from &= ~((size_t)pg - 1);
	if (to > from + (size_t)pg) {
		madvise((void *)(p->src + from), to - from, MADV_POPULATE_READ);
		p->pop_done = to;
	}
#else
	(void)p, (void)to;
#endif
}

/* With a helper thread there are two cursors, each with its undropped
 * text behind it: both drop closer behind.  Not more often: while two
 * threads run, each drop flushes the other CPU's TLB by an interrupt
 * (~40 us on the VMs we measure on; every 256 KiB, 264 of them took 1 % of
 * the bench module's samples), and the peak comes at the end anyway, when
 * the IR is whole (78.3 MiB then, after the parse and at the end). */
static void drop_source(Parser *p)
{
	int two = p->split || p->helping;
	size_t step = DROP_STEP, lag = two ? DROP_LAG / 2 : DROP_LAG;
	p->drop_due = p->tok.pos + step;
	if (p->tok.pos >= lag)
		p_drop_before(p, p->tok.pos - lag);
	populate_ahead(p, p->tok.pos + step + (64 << 10));   /* to just past the next checkpoint */
}

/* The whole pages between drop_done and `to` leave the resident set. */
void p_drop_before(Parser *p, size_t to)
{
	long pg = sysconf(_SC_PAGESIZE);
	if (pg <= 0)
		return;
	to &= ~((size_t)pg - 1);
	if (to > p->drop_done) {
#ifdef MADV_DONTNEED
		madvise((void *)(p->src + p->drop_done), to - p->drop_done, MADV_DONTNEED);
#endif
		p->drop_done = to;
	}
}

/* The next offset where block_body stops at a checkpoint. */
static void schedule(Parser *p)
{
	size_t at = p->droppable ? p->drop_due : SIZE_MAX;
	if (p->helping && p->tok.pos + (size_t)STOP_STEP < at)
		at = p->tok.pos + (size_t)STOP_STEP;   /* a helper looks for "stop" every 64 KiB */
	if (p->helping && p->seg_end < at)
		at = p->seg_end;
	if (p->split && p_split_at(p) < at)
		at = p_split_at(p);
	p->drop_next = at;
}

/* Returns 1 if the helper's ops were taken (the cursor moved past them),
 * 2 where a helper's segment ends (split.c). */
static int checkpoint(Parser *p, Block *b)
{
	int took = 0;
	if (p->helping && p_split_stopped(p))
		p_err(p, "parse stopped");   /* never shown: the root throws this parse away */
	if (p->helping && b == p->seg_block && p->tok.pos >= p->seg_end)
		return 2;
	if (p->split && p->tok.pos >= p_split_at(p))
		took = p_split_join(p, b);
	if (p->droppable && p->tok.pos >= p->drop_due)
		drop_source(p);
	schedule(p);
	return took;
}

/* ----------------------------------------------------------- operands */

/* parseSSAUse: %name with an optional #N result number, into *u (an
 * operand goes straight into its vector: a 24-byte struct returned and
 * copied again stalled on the copy, its fields stored one by one). */
void p_ssa_ref_to(Parser *p, UseRef *u)
{
	*u = (UseRef){ p_tokstr(p), p->tok.len, 0, p->tok.pos };
	p_expect(p, T_PERCENT_ID, "expected SSA operand");
	if (p_is(p, T_HASH_ID)) {
		uint64_t n = 0;
		Token t = { T_INTEGER, p->tok.pos + 1, p->tok.len - 1 };
		const char *s = p_tokstr(p) + 1;
		int ok = t.len > 0 && s[0] >= '0' && s[0] <= '9';
		for (uint32_t i = 0; ok && i < t.len; i++)
			ok = s[i] >= '0' && s[i] <= '9';
		if (!ok || !p_tok_u64(p, &t, &n) || n > UINT32_MAX)
			p_err(p, "invalid SSA value result number");
		u->num = (uint32_t)n;
		p_advance(p);
	}
}

UseRef p_ssa_ref(Parser *p)
{
	UseRef u;
	p_ssa_ref_to(p, &u);
	return u;
}

static void use_ref(Parser *p)
{
	p_ssa_ref_to(p, vec_push_raw(&p->uses));
}

/* parseSuccessors: a non-empty list, closed like parseCommaSeparatedListUntil. */
static void successors(Parser *p)
{
	p_advance(p);
	if (p_is(p, T_RSQUARE))
		p_err_expected(p, "expected list element");
	do {
		if (!p_is(p, T_CARET_ID))
			p_err_expected(p, "expected block name");
		p_push_ptr(&p->blocks, ssa_block_ref(p, p_tokstr(p), p->tok.len, p->tok.pos));
		p_advance(p);
	} while (p_accept(p, T_COMMA));
	p_expect(p, T_RSQUARE, "expected ',' or ']'");
}

/* ------------------------------------------------------------ results */

static uint64_t result_list(Parser *p)
{
	/* `%name = `, one name (the current token, p_operation): the '='
	 * from the bytes (see "the usual spelling" below) */
	uint32_t end = p->tok.pos + p->tok.len;
	if (p->lex.padded && end + 3 <= p->len && p->src[end] == ' ' && p->src[end + 1] == '=' &&
	    p->src[end + 2] == ' ') {
		*(ResRef *)vec_push_raw(&p->results) = (ResRef){ p_tokstr(p), p->tok.len, 1, p->tok.pos };
		p_relex(p, end + 2);
		return 1;
	}
	uint64_t total = 0;
	do {
		ResRef r = { p_tokstr(p), p->tok.len, 1, p->tok.pos };
		p_expect(p, T_PERCENT_ID, "expected valid ssa identifier");
		if (p_accept(p, T_COLON)) {
			uint64_t v = 0;
			if (!p_is(p, T_INTEGER))
				p_err_expected(p, "expected integer number of results");
			if (!p_tok_u64(p, &p->tok, &v) || v < 1 || v > UINT32_MAX)
				p_err(p, "expected named operation to have at least 1 result");
			r.count = (uint32_t)v;
			p_advance(p);
		}
		*(ResRef *)vec_push_raw(&p->results) = r;
		total += r.count;
	} while (p_accept(p, T_COMMA));
	p_expect(p, T_EQUAL, "expected '=' after SSA name");
	return total;
}

void p_bind_results(Parser *p, Op *op, size_t rbase, uint64_t expected, uint32_t pos)
{
	if (op->nres == 0)
		p_err_at(p, pos, "cannot name an operation with no results");
	if (expected != op->nres)
		p_err_at(p, pos, "operation defines %u results but was provided %llu to bind",
			 op->nres, (unsigned long long)expected);
	uint32_t k = 0;
	for (size_t i = rbase; i < p->results.len; i++) {
		ResRef r = VEC_AT(&p->results, ResRef, i);
		for (uint32_t j = 0; j < r.count; j++)
			ssa_define(p, r.name, r.len, j, r.pos, &op_res(op)[k++]);
	}
}

/* --------------------------------------------------------- generic op */

/* The same few op names begin most lines: a cache from the name's text to
 * its OpName saves interning the text and looking the name up in the
 * context's tables (two shared-table probes, often cache misses) on every
 * op.  Four ways a set, the newest first: direct-mapped, 64 entries, it
 * missed on 23 % of the bench module's ops (35 names), two ways on 6 %. */
enum { OPNAME_WAYS = 4 };
_Static_assert(OPNAME_WAYS > 1, "a miss moves the set down to make room at its front");

static const OpName *parse_op_name(Parser *p)
{
	/* Only names spelled without escapes are kept, so the token's bytes
	 * between its quotes are looked up as they are: no scan for a
	 * backslash, no decoding, on a hit. */
	size_t n = p->tok.len - 2;
	const char *s = p_tokstr(p) + 1;
	uint32_t h = hash_bytes(s, n, 0x09);
	unsigned k = (h & (sizeof p->opnames / sizeof *p->opnames / OPNAME_WAYS - 1)) * OPNAME_WAYS;
	const OpName *on = NULL;
	unsigned w = 0;
	for (; w < OPNAME_WAYS; w++) {
		on = p->opnames[k + w].on;
		if (on && p->opnames[k + w].hash == h && p->opnames[k + w].len == n &&
		    memcmp(p->opnames[k + w].text, s, n) == 0)
			break;
	}
	if (w == OPNAME_WAYS) {
		const char *raw = s;
		s = p_string_value(p, &p->tok, &n);
		if (n == 0)
			p_err(p, "empty operation name is invalid");
		if (memchr(s, 0, n))
			p_err(p, "null character not allowed in operation name");
		on = opname_get(p->c, s, n);
		if (s != raw)   /* spelled with escapes: not kept */
			return on;
		w--;
	}
	if (w) {   /* to the front of its set */
		memmove(&p->opnames[k + 1], &p->opnames[k], w * sizeof p->opnames[0]);
		p->opnames[k].hash = h;
		p->opnames[k].len = on->name->len;
		p->opnames[k].text = on->name->s;
		p->opnames[k].on = on;
	}
	return on;
}

/* The op's regions were parsed into temporary headers: adopt the blocks. */
static void adopt_regions(Parser *p, Op *op, size_t gbase)
{
	for (uint32_t i = 0; i < op->nregions; i++) {
		Region *tmp = VEC_AT(&p->regions, Region *, gbase + i);
		Region *r = &op_regions(op)[i];
		r->first = tmp->first;
		r->last = tmp->last;
		for (Block *b = region_first(r); b; b = block_next(b))
			rel_set(&b->parent, r);
		p_push_ptr(&p->region_pool, tmp);
	}
}

/* Resolve the operands against the function type's inputs. */
static Value **resolve_operands(Parser *p, Type *ft, size_t ubase, uint32_t tloc)
{
	uint32_t n = (uint32_t)(p->uses.len - ubase);
	if (ft->n != n)
		p_err_at(p, tloc, "expected %u operand type%s but had %u", n, n == 1 ? "" : "s", ft->n);
	size_t vbase = p->values.len;
	for (uint32_t i = 0; i < n; i++) {
		UseRef u = VEC_AT(&p->uses, UseRef, ubase + i);
		p_push_ptr(&p->values, ssa_use(p, &u, ty_func_ins(ft)[i]));
	}
	return p_top(&p->values, vbase);
}

/* ------------------------------------------------- the usual spelling
 *
 * Most generic ops are spelled as the printer spells them:
 * `"name"(%a, %b) <{...}> : (...) -> ...`.  Where the text is exactly
 * that, the parts below read it straight from the bytes instead of a
 * token at a time: each token is a jump through the lexer's table that
 * the branch predictor often misses, and these few made up a third of
 * the tokens lexed.  Each takes its shortcut only where the lexer would
 * have made the same tokens and the parser the same calls; anything else
 * (a comment, a newline, `%x#1`, a bad name) goes the usual way from
 * where it began, so errors are the usual ones.  Only on padded text (a
 * 0 after its end, lexer.h), which is nearly every input: a file of a
 * whole number of pages always goes the usual way, and tests/spelling.sh
 * compares the two on each spelling these parts look at. */

/* The end of the name after '%' as the lexer's `suffix` rule takes it
 * (digits, or [a-zA-Z$._-] then [a-zA-Z0-9$._-]*), or NULL. */
static int ssa_letter(char c)
{
	return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || c == '$' || c == '.' || c == '_' || c == '-';
}

static const char *ssa_suffix_end(const char *s)
{
	if (p_digit(*s)) {
		do
			s++;
		while (p_digit(*s));
		return s;
	}
	if (!ssa_letter(*s))
		return NULL;
	do
		s++;
	while (ssa_letter(*s) || p_digit(*s));
	return s;
}

/* The operand list after its '(' at `lparen`: `%a, %b)` or `)`,
 * with exactly one space after each comma, read from the bytes.  Returns
 * the offset just past the ')', with the operands pushed; 0, with
 * nothing pushed, where the text is spelled any other way.  Needs the
 * padded text (a 0 after its end stops every loop). */
static uint32_t fast_operands(Parser *p, uint32_t lparen)
{
	const char *s = p->src + lparen + 1;
	size_t ubase = p->uses.len;
	if (*s != ')') {
		for (;;) {
			if (*s != '%')
				goto other;
			const char *e = ssa_suffix_end(s + 1);
			if (!e)
				goto other;
			*(UseRef *)vec_push_raw(&p->uses) =
				(UseRef){ s, (uint32_t)(e - s), 0, (uint32_t)(s - p->src) };
			if (*e == ')') {
				s = e;
				break;
			}
			if (e[0] != ',' || e[1] != ' ')
				goto other;
			s = e + 2;
		}
	}
	return (uint32_t)(s + 1 - p->src);
other:
	p->uses.len = ubase;
	return 0;
}

/* How far fast_tail read. */
enum { TAIL_NONE, TAIL_PROPS, TAIL_GT, TAIL_TYPE };

/* After the operand list, which ended at `at`: ` <{...}>` (optional)
 * then ` : (...) -> ...`.  Reads as far as the text is spelled so, the
 * dictionary from the memo or parsed, the type only from the memo, then
 * makes the token after that current: TAIL_NONE, nothing read;
 * TAIL_PROPS, the properties' dictionary (*props; the '>' is next, if
 * the text is right); TAIL_GT, through the '>'; TAIL_TYPE, the whole
 * tail (*ft, *tloc where the type begins).  The usual path would enter
 * one level for the properties: the shortcut is not taken where that is
 * one too many (the usual path reports it). */
static int fast_tail(Parser *p, uint32_t at, Attr **props, Type **ft, uint32_t *tloc)
{
	const char *s = p->src;
	uint32_t end;
	if (at + 3 <= p->len && s[at] == ' ' && s[at + 1] == '<' && s[at + 2] == '{') {
		if (p->depth + 1 > p->c->max_depth) {
			p_relex(p, at);
			return TAIL_NONE;
		}
		if (!(*props = memo_find(p, &p->dict_memo, at + 2, &end))) {
			/* a new dictionary: parsed as p_attr would, not looked up again */
			p_relex(p, at + 2);
			p_enter(p);
			*props = p_attr_dict_new(p);
			p_leave(p);
			return TAIL_PROPS;
		}
		if (end >= p->len || s[end] != '>') {
			p_relex(p, end);
			return TAIL_PROPS;
		}
		at = end + 1;
	}
	if (at + 4 <= p->len && s[at] == ' ' && s[at + 1] == ':' && s[at + 2] == ' ' && s[at + 3] == '(' &&
	    (*ft = memo_find(p, &p->type_memo, at + 3, &end))) {
		*tloc = at + 3;
		p_relex(p, end);
		return TAIL_TYPE;
	}
	p_relex(p, at);
	return *props ? TAIL_GT : TAIL_NONE;
}

/* The current token is the ':' before the op's type: where ` (` follows,
 * the function type from the memo or parsed, with *tloc where it begins
 * and the current token the one after it; else NULL and nothing moved. */
static Type *fast_type(Parser *p, uint32_t *tloc)
{
	uint32_t at = p->tok.pos + 1;
	if (at + 2 > p->len || p->src[at] != ' ' || p->src[at + 1] != '(')
		return NULL;
	Type *t = memo_get(p, &p->type_memo, at + 1);
	if (t) {
		*tloc = at + 1;
		return t;
	}
	p_advance(p);   /* a new type: parsed as p_type would, not looked up again */
	*tloc = p->tok.pos;
	return p_function_type_new(p);
}

/* What follows the properties: regions, the attribute dictionary, and
 * the type after its ':' (*tloc where it begins). */
static Type *op_regions_attrs_type(Parser *p, const OpName *on, Attr **attrs, uint32_t *tloc)
{
	if (p_accept(p, T_LPAREN)) {
		const char *owner = p->owner;
		p->owner = on->name->s;
		do
			p_push_ptr(&p->regions, p_region(p, NULL, 0));
		while (p_accept(p, T_COMMA));
		p->owner = owner;
		p_expect(p, T_RPAREN, "expected ')' to end region list");
	}
	if (p_is(p, T_LBRACE))
		*attrs = p_attr_dict(p);
	Type *ft = p->lex.padded && p_is(p, T_COLON) ? fast_type(p, tloc) : NULL;
	if (!ft) {
		p_expect(p, T_COLON, "expected ':' followed by operation type");
		*tloc = p->tok.pos;
		ft = p_type(p);
	}
	return ft;
}

/* op->pos is the op name token: that is where MLIR puts an op's location
 * (verifier diagnostics, default FileLineColLoc), not the result list. */
static Op *generic_op(Parser *p, Block *into)
{
	uint32_t pos = p->tok.pos;
	const OpName *on = parse_op_name(p);
	size_t ubase = p->uses.len, sbase = p->blocks.len, gbase = p->regions.len, vbase = p->values.len;
	Attr *props = NULL, *attrs = NULL;
	Type *ft = NULL;
	uint32_t tloc = 0;
	uint32_t lparen = p->tok.pos + p->tok.len;   /* the name is current still */
	uint32_t after = p->lex.padded && p->src[lparen] == '(' ? fast_operands(p, lparen) : 0;
	int tail = TAIL_NONE;
	if (after) {
		tail = fast_tail(p, after, &props, &ft, &tloc);
	} else {
		p_advance(p);
		p_expect(p, T_LPAREN, "expected '(' to start operand list");
		if (p_is(p, T_PERCENT_ID)) {
			do
				use_ref(p);
			while (p_accept(p, T_COMMA));
		}
		p_expect(p, T_RPAREN, "expected ')' to end operand list");
	}
	if (tail == TAIL_NONE) {
		if (p_is(p, T_LSQUARE))
			successors(p);
		if (p_accept(p, T_LESS)) {
			props = p_attr(p);
			tail = TAIL_PROPS;
		}
	}
	if (tail == TAIL_PROPS)
		p_expect(p, T_GREATER, "expected '>' to close properties");
	if (tail != TAIL_TYPE)
		ft = op_regions_attrs_type(p, on, &attrs, &tloc);
	if (ft->kind != TY_FUNC)
		p_err_at(p, tloc, "expected function type");
	Value **vals = resolve_operands(p, ft, ubase, tloc);
	p_check_op_counts(p, pos, on, p->blocks.len - sbase, p->regions.len - gbase);
	Op *op = op_create(p->c, on, vals, (uint32_t)(p->uses.len - ubase), ft->m ? ty_func_outs(ft) : NULL, ft->m,
			   p_top(&p->blocks, sbase), (uint32_t)(p->blocks.len - sbase),
			   (uint32_t)(p->regions.len - gbase), props, attrs, p_loc_placeholder(p));
	op->pos = pos;
	if (p->wlog) {   /* the alias walk reads them once the body's op is complete (walklog.c) */
		__builtin_prefetch(props);
		__builtin_prefetch(attrs);
	}
	if (!props)
		p_generic_fixup(p, op);
	adopt_regions(p, op, gbase);
	block_push_op(into, op);
	p->uses.len = ubase;
	p->blocks.len = sbase;
	p->regions.len = gbase;
	p->values.len = vbase;
	p_op_trailing_loc(p, op);
	return op;
}

void p_operation(Parser *p, Block *into)
{
	uint32_t pos = p->tok.pos;
	size_t rbase = p->results.len;
	uint64_t expected = 0;
	if (p_is(p, T_PERCENT_ID))
		expected = result_list(p);
	if (p_is(p, T_BARE_ID) || tok_is_keyword(p->tok.kind)) {
		if (p_pretty_op(p, into, rbase, expected, pos)) {
			p->results.len = rbase;
			return;
		}
		/* MLIR consumes the name first, so a lexer error right after
		 * it wins. */
		Token nt = p->tok;
		const char *s = p_tokstr(p);
		int n = (int)nt.len;
		p_advance(p);
		if (memchr(s, '.', (size_t)n))
			p_err_at(p, nt.pos, "custom op '%.*s' is unknown", n, s);
		/* MLIR's messages for an unprefixed name tried in the default
		 * dialect, or in none (the double space is MLIR's) */
		int dn = (int)p->defdialect_len;
		if (!dn)
			p_err_at(p, nt.pos, "Dialect `' not found for custom op '%.*s'  (tried '.%.*s' as well)", n, s, n, s);
		p_err_at(p, nt.pos, "custom op '%.*s' is unknown (tried '%.*s.%.*s' as well)", n, s, dn, p->defdialect, n, s);
	}
	if (!p_is(p, T_STRING))
		p_err_expected(p, "expected operation name in quotes");
	Op *op = generic_op(p, into);
	if (p->results.len > rbase)
		p_bind_results(p, op, rbase, expected, pos);
	p->results.len = rbase;
}

/* ------------------------------------------------------------ regions */

static void block_args(Parser *p, Block *b)
{
	p_advance(p);
	if (p_accept(p, T_RPAREN))
		return;
	do {
		/* MLIR 19 reads the name with parseSSAUse, so `%a#1: i32` is
		 * accepted and defines result number 1 of %a. */
		UseRef u = p_ssa_ref(p);
		p_expect(p, T_COLON, "expected ':' and type for SSA operand");
		Type *t = p_type(p);
		Value *v = block_add_arg(p->c, b, t, NULL);
		p_trailing_loc(p, value_arg_loc_slot(v));
		ssa_define(p, u.name, u.len, u.num, u.pos, v);
	} while (p_accept(p, T_COMMA));
	p_expect(p, T_RPAREN, "expected ')'");
}

/* The first block at depth 1 of a large enough builtin.module: its ops
 * are verified as they are completed (ir/verify.c, EarlyVerify).  A
 * helper thread's parse gets its own checker from split.c (which sets
 * its early_tried). */
static void early_start(Parser *p, Block *b)
{
	Ctx *c = p->c;
	p->early_tried = 1;
	if (!c->early_verify || !p->owner || strcmp(p->owner, "builtin.module") != 0 ||
	    p->len - p->tok.pos < c->split_min)
		return;
	p->early = verify_early_new(c);
	p->early_block = p->early ? b : NULL;
	if (p->early && c->walklog_on && !c->walklog_used) {
		c->walklog_used = 1;   /* Attr.wseen is then this parse's */
		p->wlog = walklog_new(c, 0);
	}
}

/* The root's body is complete: if every op passed, verify_module may skip
 * them.  (A helper's checker stays for helper_main to read.) */
static void early_end(Parser *p, Block *b)
{
	if (!verify_early_failed(p->early))
		p->c->verified_body = b;
	verify_early_free(p->early);
	p->early = NULL;
	p->early_block = NULL;
	if (p->wlog) {   /* every op of b has its record: the printer's now */
		Ctx *c = p->c;
		c->wlog[0] = p->wlog;
		c->wlog[1] = p->wlog_helper;
		c->wlog_body = b;
		p->wlog = p->wlog_helper = NULL;
	}
}

void p_block_body(Parser *p, Block *b)
{
	if (p->depth == 1 && !p->early_tried)
		early_start(p, b);
	if (p->may_split && p->depth == 1) {
		p_split_start(p);
		schedule(p);
	}
	while (!p_is(p, T_CARET_ID) && !p_is(p, T_RBRACE)) {
		int at = p->tok.pos >= p->drop_next ? checkpoint(p, b) : 0;
		if (at == 2)
			break;
		if (at)
			continue;
		p_operation(p, b);
		if (b == p->early_block) {
			verify_early_op(p->early, block_last(b));
			if (p->wlog)
				walklog_op(p->wlog, block_last(b));
		}
	}
	if (b == p->early_block && !p->helping)
		early_end(p, b);
}

/* A labeled block, or the unlabeled entry block when `entry` is given. */
static Block *block(Parser *p, Block *entry)
{
	if (entry && !p_is(p, T_CARET_ID)) {
		p_block_body(p, entry);
		return entry;
	}
	if (!p_is(p, T_CARET_ID))
		p_err_expected(p, "expected block name");
	Block *b = ssa_block_define(p, p_tokstr(p), p->tok.len, p->tok.pos, entry);
	p_advance(p);
	if (p_is(p, T_LPAREN))
		block_args(p, b);
	p_expect(p, T_COLON, "expected ':' after block name");
	p_block_body(p, b);
	return b;
}

Region *p_region(Parser *p, Block *entry, size_t nbase)
{
	p_enter(p);
	/* A temporary header: the op adopts its blocks (adopt_regions gives
	 * it back to the pool). */
	Region *r;
	if (p->region_pool.len) {
		r = VEC_AT(&p->region_pool, Region *, --p->region_pool.len);
		memset(r, 0, sizeof *r);
	} else {
		r = arena_alloc(&p->c->arena, sizeof *r);
	}
	p_expect(p, T_LBRACE, "expected '{' to begin a region");
	if (entry) {
		ssa_push_scope(p);
		for (uint32_t i = 0; i < entry->nargs; i++) {
			UseRef u = VEC_AT(&p->argnames, UseRef, nbase + i);
			ssa_define(p, u.name, u.len, u.num, u.pos, block_arg(entry, i));
		}
		if (p_is(p, T_CARET_ID))
			p_err(p, "invalid block name in region with named arguments");
		p_block_body(p, entry);
		region_push_block(r, entry);
		while (!p_is(p, T_RBRACE))
			region_push_block(r, block(p, NULL));
		ssa_pop_scope(p);
	} else if (!p_is(p, T_RBRACE)) {
		ssa_push_scope(p);
		region_push_block(r, block(p, block_create(p->c)));
		while (!p_is(p, T_RBRACE))
			region_push_block(r, block(p, NULL));
		ssa_pop_scope(p);
	}
	p_advance(p);
	p_leave(p);
	return r;
}

/* ---------------------------------------------------------- top level */

static const Str *alias_name(Parser *p, NameMap *m, const char *kind)
{
	const char *s = p_tokstr(p) + 1;
	uint32_t n = p->tok.len - 1;
	if (nm_find(m, s, n, nm_hash(s, n)))
		p_err(p, "redefinition of %s alias id '%.*s'", kind, (int)n, s);
	if (memchr(s, '.', n))
		p_err(p, "%s names with a '.' are reserved for dialect-defined names", kind);
	return str_intern(p->c, s, n);
}

/* An alias defined after the body began: its name could give an alias to
 * what the parse's alias walk found none for (ir/walklog.c). */
static void free_walk_logs(Parser *p)
{
	walklog_free(p->wlog);
	walklog_free(p->wlog_helper);
	p->wlog = p->wlog_helper = NULL;
}

static void walk_log_stop(Parser *p)
{
	if (p->c->wlog[0] || p->wlog) {
		ctx_drop_walk_log(p->c);
		free_walk_logs(p);
	}
}

static void attr_alias_def(Parser *p)
{
	walk_log_stop(p);
	const Str *name = alias_name(p, &p->attr_alias, "attribute");
	const char *key = p_tokstr(p) + 1;
	p_advance(p);
	p_expect(p, T_EQUAL, "expected '=' in attribute alias definition");
	Attr *a = p_attr(p);
	nm_put(&p->attr_alias, key, name->len, nm_hash(key, name->len), (uint32_t)p->alias_attrs.len);
	p_push_ptr(&p->alias_attrs, a);
	if (!a->alias)
		attr_set_alias(a, name);
	else   /* a second name for it: dialect text may use this one */
		ctx_add_alias_name(p->c, name, a, 0);
}

static void type_alias_def(Parser *p)
{
	walk_log_stop(p);
	const Str *name = alias_name(p, &p->type_alias, "type");
	const char *key = p_tokstr(p) + 1;
	p_advance(p);
	p_expect(p, T_EQUAL, "expected '=' in type alias definition");
	Type *t = p_type(p);
	nm_put(&p->type_alias, key, name->len, nm_hash(key, name->len), (uint32_t)p->alias_types.len);
	p_push_ptr(&p->alias_types, t);
	if (!t->alias)
		t->alias = name;
	else
		ctx_add_alias_name(p->c, name, t, 1);
}

static void finalize(Parser *p)
{
	ssa_check_forward_refs(p);
	p_resolve_deferred_locs(p);
	ssa_pop_scope(p);
	p_store_resources(p, p->mod);
}

static Module *toplevel(Parser *p)
{
	if (p->len >= UINT32_MAX)
		p_err_at(p, 0, "input too large (4 GiB limit)");
	Module *m = arena_alloc(&p->c->arena, sizeof *m);
	m->filename = p->c->filename;
	Block *top = block_create(p->c);
	region_push_block(&m->body, top);
	p->mod = m;
	ssa_push_scope(p);
	p_advance(p);
	for (;;) {
		if (p->split)   /* it can only be used inside an op */
			p_split_abandon(p);
		switch (p->tok.kind) {
		case T_EOF: finalize(p); return m;
		case T_HASH_ID: attr_alias_def(p); break;
		case T_EXCL_ID: type_alias_def(p); break;
		case T_FMETA_BEGIN: p_file_metadata(p); break;
		default: p_operation(p, top); break;
		}
	}
}

/* ------------------------------------------------------------ driver */

void p_parser_init(Parser *p, Ctx *c, const char *src, size_t len)
{
	p->c = c;
	p->src = src;
	p->len = len;
	p->defdialect = "builtin";
	p->defdialect_len = 7;
	lex_init(&p->lex, src, len);
	lex_set_padded(&p->lex, c->src_padded);
	long pg = sysconf(_SC_PAGESIZE);
	p->droppable = c->src_droppable && pg > 0 && (uintptr_t)src % (uintptr_t)pg == 0;
	p->drop_due = DROP_STEP;
	p->drop_next = p->droppable ? DROP_STEP : SIZE_MAX;
	p->may_split = c->threads > 1 && c->root == c;
	Vec *ptrs[] = { &p->types, &p->attrs, &p->names, &p->blocks, &p->regions, &p->values,
			&p->affs, &p->alias_types, &p->alias_attrs, &p->distinct_refs, &p->region_pool };
	for (size_t i = 0; i < sizeof ptrs / sizeof ptrs[0]; i++)
		vec_init(ptrs[i], sizeof(void *));
	vec_init(&p->ints, sizeof(int64_t));
	vec_init(&p->u32s, sizeof(uint32_t));
	vec_init(&p->ssa_free, sizeof(uint32_t));
	vec_init(&p->scope_defs, sizeof(uint32_t));
	vec_init(&p->bytes, 1);
	vec_init(&p->sbuf, 1);
	vec_init(&p->uses, sizeof(UseRef));
	vec_init(&p->argnames, sizeof(UseRef));
	vec_init(&p->results, sizeof(ResRef));
	vec_init(&p->dtoks, sizeof(DenseTok));
	vec_init(&p->ssa_names, sizeof(SsaName));
	ssa_nums_init(p);
	vec_init(&p->scopes, sizeof(Scope));
	vec_init(&p->fwd, sizeof(FwdRef));
	vec_init(&p->blockents, sizeof(BlockEnt));
	vec_init(&p->deferred, sizeof(DeferredLoc));
	vec_init(&p->res_dialect, sizeof(Resource));
	vec_init(&p->res_external, sizeof(Resource));
}

void p_parser_free(Parser *p)
{
	Vec *vs[] = { &p->types, &p->attrs, &p->names, &p->ints, &p->u32s, &p->bytes, &p->uses,
		      &p->results, &p->blocks, &p->regions, &p->values, &p->dtoks, &p->affs,
		      &p->sbuf, &p->ssa_names, &p->ssa_free, &p->scope_defs, &p->scopes, &p->fwd,
		      &p->blockents, &p->alias_types, &p->alias_attrs, &p->deferred,
		      &p->distinct_refs, &p->res_dialect, &p->res_external, &p->argnames, &p->region_pool };
	for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++)
		vec_free(vs[i]);
	NameMap *ms[] = { &p->ssa, &p->blockmap, &p->type_alias, &p->attr_alias, &p->distinct, &p->syn };
	for (size_t i = 0; i < sizeof ms / sizeof ms[0]; i++)
		nm_free(ms[i]);
	ssa_nums_free(p);
	memo_free(&p->type_memo);
	memo_free(&p->dict_memo);
	verify_early_free(p->early);
	p->early = NULL;
	free_walk_logs(p);
}

Module *parse_module(Ctx *c, const char *filename, const char *src, size_t len)
{
	c->src = src;
	c->srclen = len;
	c->filename = filename;
	/* A large input's IR goes on the span's huge-page part at once, but
	 * for a parse on two threads: then the root uses up the small pages
	 * while the helper starts, and the first huge page, whose first
	 * touch can take 4 ms (ctx.c, pages_plan), is not taken before. */
	if (len >= (size_t)4 << 20 && !(c->threads > 1 && c->root == c && len >= c->split_min))
		arena_skip_small(&c->arena);
	Parser *p = calloc(1, sizeof *p);
	if (!p)
		die_oom();
	p_parser_init(p, c, src, len);
	jmp_buf jb;
	jmp_buf *saved = c->errjmp;
	c->errjmp = &jb;
	Module *volatile m = NULL;
	if (setjmp(jb) == 0)
		m = toplevel(p);
	c->errjmp = saved;
	if (p->split)
		p_split_abandon(p);
	p_parser_free(p);
	free(p);
	return m;
}
