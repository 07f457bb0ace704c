/* lower.c — the backend driver: dispatch table, value and block maps,
 * regions and blocks, errors. */
#include "backend.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ PMap */

static uint32_t ptr_hash(const void *p)
{
	uint64_t x = (uint64_t)(uintptr_t)p;
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return (uint32_t)x;
}

void *pmap_get(const PMap *m, const void *k)
{
	if (!m->cap)
		return NULL;
	for (uint32_t i = ptr_hash(k) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
		if (m->keys[i] == k)
			return m->vals[i];
		if (!m->keys[i])
			return NULL;
	}
}

static void pmap_grow(PMap *m)
{
	PMap n = { 0 };
	n.cap = m->cap ? m->cap * 2 : 64;
	n.keys = calloc(n.cap, sizeof *n.keys);
	n.vals = calloc(n.cap, sizeof *n.vals);
	if (!n.keys || !n.vals)
		abort();
	for (uint32_t i = 0; i < m->cap; i++)
		if (m->keys[i])
			pmap_put(&n, m->keys[i], m->vals[i]);
	pmap_free(m);
	*m = n;
}

void pmap_put(PMap *m, const void *k, void *v)
{
	if ((m->len + 1) * 4 >= m->cap * 3)
		pmap_grow(m);
	uint32_t i = ptr_hash(k) & (m->cap - 1);
	while (m->keys[i] && m->keys[i] != k)
		i = (i + 1) & (m->cap - 1);
	if (!m->keys[i])
		m->len++;
	m->keys[i] = k;
	m->vals[i] = v;
}

void pmap_free(PMap *m)
{
	free(m->keys);
	free(m->vals);
	memset(m, 0, sizeof *m);
}

/* ------------------------------------------------------------ errors */

_Noreturn void lower_fail(Lower *L, Op *op, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (!op)
		op = L->cur_op;
	ctx_verror(L->c, op ? op->pos : 0, fmt, ap);
	va_end(ap);
	/* ctx_verror jumps when errjmp is set, which the driver guarantees. */
	abort();
}

/* ------------------------------------------------------------ values */

LLVMTypeRef type_or_fail(Lower *L, Op *op, Type *t)
{
	LLVMTypeRef ty = lower_type(L, t);
	if (!ty) {
		Buf b = { 0 };
		print_type(L->c, t, &b);
		buf_putc(&b, 0);
		char msg[256];
		snprintf(msg, sizeof msg, "%s", b.p);
		buf_free(&b);
		lower_fail(L, op, "type '%s' cannot be lowered", msg);
	}
	return ty;
}

void *lower_tmp(Lower *L, size_t n)
{
	return arena_alloc(&L->scratch, n ? n : 1);
}

LLVMValueRef lv(Lower *L, Value *v)
{
	LLVMValueRef x = pmap_get(&L->vals, v);
	if (!x)
		lower_fail(L, value_def(v), "internal error: value used before it was lowered");
	return x;
}

void set_lv(Lower *L, Value *v, LLVMValueRef x)
{
	/* A PHI of a vector (a block argument, a structured op's result) gets
	 * its own slot: the incoming slots may be overwritten while it lives. */
	if (!L->in_lane && value_type(v)->kind == TY_VECTOR && LLVMIsAPHINode(x) && lane_mode(L))
		x = lane_phi_value(L, v, x);
	pmap_put(&L->vals, v, x);
}

LLVMValueRef opnd(Lower *L, Op *op, unsigned i)
{
	if (i >= op->nopnds)
		lower_fail(L, op, "'%s' expects at least %u operands", op_name(op)->name->s, i + 1);
	return lv(L, op_operand(op, i));
}

Attr *op_attr(Op *op, const char *name)
{
	Attr *a = op_props(op) && op_props(op)->kind == AT_DICT ? at_dict_get(op_props(op), name) : NULL;
	if (!a && op->attrs)
		a = at_dict_get(op_attrs(op), name);
	return a;
}

int64_t attr_int(Attr *a)
{
	if (a->kind == AT_BOOL)
		return a->ival;
	if (a->kind != AT_INT)
		return 0;
	unsigned w = ty_bitwidth(attr_type(a));
	uint64_t v = a->words[0];
	if (w && w < 64 && (v >> (w - 1) & 1))
		v |= ~0ULL << w;
	return (int64_t)v;
}

/* ------------------------------------------------------------ dispatch */

int at_module_level(Op *op)
{
	Op *parent = op_parent_op(op);
	return !parent || op_name(parent)->id == OP_BUILTIN_MODULE;
}

static const LowerEntry *const tables[] = {
	lower_func_ops, lower_cf_ops, lower_scf_ops, lower_affine_ops,
	lower_arith_ops, lower_math_ops, lower_index_ops, lower_memref_ops,
	lower_vector_ops, lower_llvm_ops, lower_linalg_ops, lower_vcix_ops,
};

/* The i-th op name of the tables, NULL past the last: what the backend
 * lowers, for tests that hold other tables (the pretty syntax) against it. */
const char *lower_op_name(size_t i)
{
	for (size_t k = 0; k < sizeof tables / sizeof *tables; k++)
		for (const LowerEntry *t = tables[k]; t->name; t++)
			if (i-- == 0)
				return t->name;
	return NULL;
}

static int name_is(const char *t, const Str *s)
{
	return t[0] == s->s[0] && !strncmp(t, s->s, s->len) && !t[s->len];
}

static const LowerEntry *find_entry(const Str *s)
{
	for (size_t k = 0; k < sizeof tables / sizeof *tables; k++)
		for (const LowerEntry *t = tables[k]; t->name; t++)
			if (name_is(t->name, s))
				return t;
	return NULL;
}

/* An op name's entry, searched in the tables the first time the name is
 * lowered and kept in L->handlers (a miss as `none`).  Registering all
 * ~700 entries up front interned every name in each context: a third of
 * a small kernel's instructions in corpus mode.  A name is in the tables
 * once (unit test lowered_op_names_unique), so the first match is it. */
const LowerEntry *lower_handler(Lower *L, const OpName *on)
{
	static const LowerEntry none = { NULL, NULL, NULL };
	const LowerEntry *e = pmap_get(&L->handlers, on);
	if (!e) {
		e = find_entry(on->name);
		pmap_put(&L->handlers, on, (void *)(e ? e : &none));
	}
	return e && e->name ? e : NULL;
}

/* Ops besides declarations that may stand at module level: they build
 * constants. */
static int top_value(const Str *name)
{
	static const char *const top_values[] = {
		"arith.constant", "llvm.mlir.constant", "llvm.mlir.undef", "llvm.mlir.poison",
		"llvm.mlir.zero", "llvm.mlir.addressof",
	};
	for (size_t i = 0; i < sizeof top_values / sizeof *top_values; i++)
		if (name_is(top_values[i], name))
			return 1;
	return 0;
}

void lower_op(Lower *L, Op *op)
{
	const LowerEntry *e = lower_handler(L, op_name(op));
	if (!e)
		lower_fail(L, op, "no lowering for '%s'", op_name(op)->name->s);
	Op *saved = L->cur_op;
	L->cur_op = op;
	if (!lane_mode(L) || !lane_dispatch(L, op, e)) {
		unsigned moves = L->lane0_moves;
		e->fn(L, op);
		if (spmd_riscv(L))
			lane0_check(L, op, moves);
	}
	L->cur_op = saved;
}

void lower_decl(Lower *L, Op *op);
void lower_decl(Lower *L, Op *op)
{
	const LowerEntry *e = lower_handler(L, op_name(op));
	/* Outside a function there is no block to put an instruction in (LLVM
	 * would leave it unowned), so only ops that build constants may stand
	 * beside the symbols. */
	if (e && !e->decl && !top_value(op_name(op)->name))
		lower_fail(L, op, "'%s' cannot be lowered at module level (only functions, globals and constants can)",
		           op_name(op)->name->s);
	if (!e || !e->decl)
		return;
	/* LLVM-C takes symbol names as C strings */
	Attr *a = op_attr(op, "sym_name");
	if (a && a->kind == AT_STRING && (!a->str->len || memchr(a->str->s, 0, a->str->len)))
		lower_fail(L, op, "symbol name '%s' cannot be lowered (empty or with a NUL byte)", a->str->s);
	e->decl(L, op);
}

/* ------------------------------------------------------------ blocks */

LLVMBasicBlockRef new_bb(Lower *L, const char *name)
{
	return LLVMAppendBasicBlockInContext(L->lc, L->fn, name);
}

Op *lower_block_body(Lower *L, Block *b)
{
	for (Op *op = block_first(b); op; op = op_next(op)) {
		if (op == block_last(b) && (op_name(op)->info->flags & OF_TERMINATOR))
			return op;
		lower_op(L, op);
	}
	return NULL;
}

void lower_yield(Lower *L, Op *term)
{
	if (!L->yield)
		lower_fail(L, term, "'%s' outside of a structured op", op_name(term)->name->s);
	YieldTarget *t = L->yield;
	/* A yield belongs to the region of the op that installed the target;
	 * nested structured ops install their own, so the innermost is right. */
	L->yield = t->up;
	t->fn(L, term, t->ud);
	L->yield = t;
}

/* Reverse post-order of the blocks reachable from the entry, then the
 * unreachable ones: every block is lowered after its dominators, so the
 * values it uses exist (LLVM itself does not care about block order). */
static unsigned block_order(Region *r, Block **out, unsigned n)
{
	unsigned k = 0, sp = 0;
	Block **stack = malloc(sizeof *stack * (n + 1));
	unsigned *next = calloc(n + 1, sizeof *next);
	Block **post = malloc(sizeof *post * (n + 1));
	unsigned np = 0, idx = 0;
	if (!stack || !next || !post)
		abort();
	for (Block *b = region_first(r); b; b = block_next(b))
		b->mark = idx++;
	uint8_t *seen = calloc(n + 1, 1);
	if (!seen)
		abort();
	stack[sp++] = region_first(r);
	seen[region_first(r)->mark] = 1;
	while (sp) {
		Block *b = stack[sp - 1];
		Op *t = block_last(b);
		unsigned ns = t ? t->nsuccs : 0;
		unsigned *it = &next[b->mark];
		if (*it < ns) {
			Block *s = succ_block(&op_succs(t)[(*it)++]);
			if (!seen[s->mark]) {
				seen[s->mark] = 1;
				stack[sp++] = s;
			}
			continue;
		}
		post[np++] = b;
		sp--;
	}
	for (unsigned i = np; i-- > 0;)
		out[k++] = post[i];
	for (Block *b = region_first(r); b; b = block_next(b))
		if (!seen[b->mark])
			out[k++] = b;
	free(stack);
	free(next);
	free(post);
	free(seen);
	return k;
}

/* A successor block's LLVM block, created with one PHI per argument. */
static LLVMBasicBlockRef block_bb(Lower *L, Block *b)
{
	LLVMBasicBlockRef bb = pmap_get(&L->blocks, b);
	if (bb)
		return bb;
	bb = new_bb(L, "");
	pmap_put(&L->blocks, b, bb);
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(L->b);
	LLVMPositionBuilderAtEnd(L->b, bb);
	for (unsigned i = 0; i < b->nargs; i++)
		set_lv(L, block_arg(b, i), LLVMBuildPhi(L->b, type_or_fail(L, NULL, value_type(block_arg(b, i))), ""));
	if (cur)
		LLVMPositionBuilderAtEnd(L->b, cur);
	return bb;
}

/* A branch target.  The entry block's arguments are not PHIs, so a branch
 * to it (the verifier rejects one; --no-verify input) is an error. */
LLVMBasicBlockRef lower_succ(Lower *L, Block *b)
{
	if (block_region(b) && b == region_first(block_region(b)))
		lower_fail(L, L->cur_op, "entry block of region may not have predecessors");
	return block_bb(L, b);
}

void add_incoming(Lower *L, LLVMValueRef *phis, LLVMValueRef *vals, unsigned n)
{
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(L->b);
	for (unsigned i = 0; i < n; i++)
		LLVMAddIncoming(phis[i], &vals[i], &cur, 1);
}

void branch_to(Lower *L, Block *b, LLVMValueRef *vals, unsigned n)
{
	LLVMBasicBlockRef bb = lower_succ(L, b);
	for (unsigned i = 0; i < n && i < b->nargs; i++) {
		LLVMValueRef phi = block_arg_phi(L, block_arg(b, i));
		LLVMBasicBlockRef cur = LLVMGetInsertBlock(L->b);
		LLVMAddIncoming(phi, &vals[i], &cur, 1);
	}
	LLVMBuildBr(L->b, bb);
}

LLVMBasicBlockRef bb_with_phis(Lower *L, LLVMTypeRef *tys, unsigned n, LLVMValueRef *phis)
{
	LLVMBasicBlockRef bb = new_bb(L, "");
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(L->b);
	LLVMPositionBuilderAtEnd(L->b, bb);
	for (unsigned i = 0; i < n; i++)
		phis[i] = LLVMBuildPhi(L->b, tys[i], "");
	if (cur)
		LLVMPositionBuilderAtEnd(L->b, cur);
	return bb;
}

void opnds_lv(Lower *L, Op *op, unsigned first, unsigned n, LLVMValueRef *out)
{
	for (unsigned i = 0; i < n; i++)
		out[i] = opnd(L, op, first + i);
}

unsigned op_segment(Lower *L, Op *op, unsigned i, unsigned *first)
{
	Attr *seg = op_attr(op, "operandSegmentSizes");
	if (!seg) {
		*first = 0;
		if (i)
			lower_fail(L, op, "'%s' has no operandSegmentSizes", op_name(op)->name->s);
		return op->nopnds;
	}
	if (seg->kind != AT_DENSE_ARRAY || (int64_t)i >= seg->ival)
		lower_fail(L, op, "bad operandSegmentSizes on '%s'", op_name(op)->name->s);
	unsigned start = 0;
	int32_t v = 0;
	for (unsigned j = 0; j <= i; j++) {
		memcpy(&v, seg->bytes + 4 * j, 4);
		if (v < 0)
			lower_fail(L, op, "bad operandSegmentSizes on '%s'", op_name(op)->name->s);
		if (j < i)
			start += (unsigned)v;
	}
	if (start + (unsigned)v > op->nopnds)
		lower_fail(L, op, "operandSegmentSizes of '%s' do not match its operands", op_name(op)->name->s);
	*first = start;
	return (unsigned)v;
}

void lower_region(Lower *L, Region *r, LLVMValueRef *args, unsigned nargs)
{
	if (!r->first)
		return;
	if (++L->depth > L->c->max_depth)
		lower_fail(L, region_op(r), "nesting too deep");
	Block *entry = region_first(r);
	if (nargs != entry->nargs)
		lower_fail(L, region_op(r), "region of '%s' has %u arguments, expected %u",
		           op_name(region_op(r))->name->s, entry->nargs, nargs);
	for (unsigned i = 0; i < nargs; i++)
		set_lv(L, block_arg(entry, i), args[i]);
	if (!entry->next) {          /* the common single-block case */
		Op *t = lower_block_body(L, entry);
		if (t)
			lower_op(L, t);
		else
			lower_fail(L, region_op(r), "block without terminator");
		L->depth--;
		return;
	}
	unsigned n = 0;
	for (Block *b = region_first(r); b; b = block_next(b))
		n++;
	Block **order = lower_tmp(L, sizeof *order * n);
	if (!order)
		abort();
	n = block_order(r, order, n);
	pmap_put(&L->blocks, entry, LLVMGetInsertBlock(L->b));
	for (unsigned i = 1; i < n; i++)
		block_bb(L, order[i]);
	for (unsigned i = 0; i < n; i++) {
		Block *b = order[i];
		LLVMPositionBuilderAtEnd(L->b, pmap_get(&L->blocks, b));
		Op *t = lower_block_body(L, b);
		if (!t)
			lower_fail(L, region_op(r), "block without terminator");
		lower_op(L, t);
	}
	L->depth--;
}
