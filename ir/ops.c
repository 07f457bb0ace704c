/* ops.c — ops, blocks, regions, use lists: the builder and mutation API. */
#include "ir.h"

#include <stdlib.h>

#include <string.h>

/* ------------------------------------------------------------ use lists */

/* The uses of a value: a doubly linked list of Rel links (ir.h), newest
 * first.  prevp is the link that points at the use, so unlinking needs no
 * walk and no special case for the head. */
static void use_link(Use *u, Value *v)
{
	rel_set(&u->val, v);
	if (!v)
		return;
	Use *head = value_uses(v);
	rel_set(&u->next, head);
	if (head)
		rel_set(&head->prevp, &u->next);
	rel_set(&v->uses, u);
	rel_set(&u->prevp, &v->uses);
}

static void use_unlink(Use *u)
{
	if (!u->val)
		return;
	Use *next = use_next(u);
	Rel *prevp = rel_get(&u->prevp);
	rel_set(prevp, next);
	if (next)
		rel_set(&next->prevp, prevp);
	u->val = u->next = u->prevp = 0;
}

/* The predecessor edges of a block: the same list as a value's uses. */
static void succ_link(SuccUse *s, Block *b)
{
	rel_set(&s->block, b);
	if (!b)
		return;
	SuccUse *head = block_preds(b);
	rel_set(&s->next, head);
	if (head)
		rel_set(&head->prevp, &s->next);
	rel_set(&b->preds, s);
	rel_set(&s->prevp, &b->preds);
}

static void succ_unlink(SuccUse *s)
{
	if (!s->block)
		return;
	SuccUse *next = succ_next(s);
	Rel *prevp = rel_get(&s->prevp);
	rel_set(prevp, next);
	if (next)
		rel_set(&next->prevp, prevp);
	s->block = s->next = s->prevp = 0;
}

/* ------------------------------------------------------------------ ops */

/* One arena block per op: the Op, then its results, operands, successor
 * slots and regions; op_res() and friends (ir.h) find them from the counts. */
Op *op_create(Ctx *c, const OpName *name, Value **opnds, uint32_t nopnds,
              Type **restypes, uint32_t nres, Block **succs, uint32_t nsuccs,
              uint32_t nregions, Attr *props, Attr *attrs, Attr *loc)
{
	size_t size = sizeof(Op) + (size_t)nres * sizeof(Value) + (size_t)nopnds * sizeof(Use) +
		      (size_t)nsuccs * sizeof(SuccUse) + (size_t)nregions * sizeof(Region) + (loc ? sizeof(Rel) : 0);
	if (nsuccs > OP_SUCCS_MAX || nregions > OP_REGIONS_MAX)
		abort();     /* 16/15-bit fields: the parsers reject such ops with an error first */
	if (nres > VALUE_INDEX_MAX || size > UINT32_MAX)
		abort();     /* 30/32-bit fields; such an op (4 GiB or more) could not be allocated anyway */
	Op *op = arena_alloc4(&c->arena, size);   /* 32-bit fields only: no 8-byte padding */
	/* Whole words, the bit-fields with them: the block is fresh memory,
	 * not in the cache, and a bit-field stored alone is first read (that
	 * read was the most waited-on instruction of op_create). */
	*op = (Op){ .nopnds = nopnds, .nres = nres, .nsuccs = nsuccs, .nregions = nregions, .has_loc = loc != NULL };
	rel_set(&op->name, name);
	rel_set(&op->props, props);
	rel_set(&op->attrs, attrs);
	Value *res = op_res(op);
	for (uint32_t i = 0; i < nres; i++) {
		res[i] = (Value){ .index = i, .kind = VAL_RESULT };
		value_set_type(&res[i], restypes[i]);
	}
	Use *u = op_opnds(op);
	for (uint32_t i = 0; i < nopnds; i++) {
		u[i].back = (uint32_t)((char *)&u[i] - (char *)op);
		use_link(&u[i], opnds ? opnds[i] : NULL);
	}
	SuccUse *s = op_succs(op);
	for (uint32_t i = 0; i < nsuccs; i++) {
		s[i].back = (uint32_t)((char *)&s[i] - (char *)op);
		succ_link(&s[i], succs ? succs[i] : NULL);
	}
	Region *r = op_regions(op);
	for (uint32_t i = 0; i < nregions; i++)
		rel_set(&r[i].parent, op);
	if (loc)
		rel_set(op_loc_slot(op), loc);
	return op;
}

void op_set_operand(Op *op, uint32_t i, Value *v)
{
	use_unlink(&op_opnds(op)[i]);
	use_link(&op_opnds(op)[i], v);
}

void op_set_successor(Op *op, uint32_t i, Block *b)
{
	succ_unlink(&op_succs(op)[i]);
	succ_link(&op_succs(op)[i], b);
}

/* ---------------------------------------------------------------- blocks */

Block *block_create(Ctx *c)
{
	return arena_alloc(&c->arena, sizeof(Block));
}

Value *block_add_arg(Ctx *c, Block *b, Type *t, Attr *loc)
{
	if (b->nargs > VALUE_INDEX_MAX)
		abort();     /* 30-bit index: 2^30 arguments (32 GiB) could not be allocated anyway */
	if (!(b->nargs & (b->nargs - 1))) {   /* 0, 1, 2, 4, ...: the array is full */
		uint32_t cap = b->nargs ? b->nargs * 2 : 1;
		Rel *args = arena_alloc4(&c->arena, cap * sizeof *args);
		if (b->nargs)   /* a Rel copies as it is (ir.h) */
			memcpy(args, rel_get(&b->args), b->nargs * sizeof *args);
		rel_set(&b->args, args);
	}
	Value *v = arena_alloc4(&c->arena, sizeof *v + 2 * sizeof(Rel));
	*v = (Value){ .index = b->nargs, .kind = VAL_ARG };   /* whole words (op_create) */
	value_set_type(v, t);
	rel_set(value_arg_block_slot(v), b);
	rel_set(value_arg_loc_slot(v), loc);
	rel_set((Rel *)rel_get(&b->args) + b->nargs++, v);
	return v;
}

/* Block and op links are Rels (ir.h): copying one from field to field
 * keeps its target, and 0 is NULL. */
void region_push_block(Region *r, Block *b)
{
	rel_set(&b->parent, r);
	b->next = 0;
	b->prev = r->last;
	if (r->last)
		rel_set(&region_last(r)->next, b);
	else
		rel_set(&r->first, b);
	rel_set(&r->last, b);
}

void region_insert_block_after(Region *r, Block *after, Block *b)
{
	if (!after || after == region_last(r)) {
		region_push_block(r, b);
		return;
	}
	rel_set(&b->parent, r);
	rel_set(&b->prev, after);
	b->next = after->next;
	rel_set(&block_next(after)->prev, b);
	rel_set(&after->next, b);
}

void block_push_op(Block *b, Op *op)
{
	rel_set(&op->parent, b);
	op->next = 0;
	op->prev = b->last;
	if (b->last)
		rel_set(&block_last(b)->next, op);
	else
		rel_set(&b->first, op);
	rel_set(&b->last, op);
}

void block_splice_ops(Block *b, Block *from)
{
	for (Op *op = block_first(from), *next; op; op = next) {
		next = op_next(op);
		block_push_op(b, op);
	}
	from->first = from->last = 0;
}

Op *block_middle(Block *b)
{
	Op *first = block_first(b), *last = block_last(b);
	if (!first || first == last)
		return NULL;
	uint32_t n = 0;
	int by_pos = last->pos > first->pos;
	for (Op *op = first, *prev = NULL; op; prev = op, op = op_next(op)) {
		n++;
		by_pos &= !prev || op->pos > prev->pos;
	}
	Op *op = op_next(first);
	if (by_pos) {
		uint32_t half = first->pos + (last->pos - first->pos) / 2;
		while (op != last && op->pos < half)
			op = op_next(op);
	} else {
		for (uint32_t i = 1; i < n / 2; i++)
			op = op_next(op);
	}
	return op;
}

void op_insert_before(Op *pos, Op *op)
{
	Block *b = op_block(pos);
	op->parent = pos->parent;
	rel_set(&op->next, pos);
	op->prev = pos->prev;
	if (pos->prev)
		rel_set(&op_prev(pos)->next, op);
	else
		rel_set(&b->first, op);
	rel_set(&pos->prev, op);
}

void op_insert_after(Op *pos, Op *op)
{
	Block *b = op_block(pos);
	op->parent = pos->parent;
	rel_set(&op->prev, pos);
	op->next = pos->next;
	if (pos->next)
		rel_set(&op_next(pos)->prev, op);
	else
		rel_set(&b->last, op);
	rel_set(&pos->next, op);
}

void op_unlink(Op *op)
{
	Block *b = op_block(op);
	if (!b)
		return;
	if (op->prev)
		op_prev(op)->next = op->next;
	else
		b->first = op->next;
	if (op->next)
		op_next(op)->prev = op->prev;
	else
		b->last = op->prev;
	op->prev = op->next = op->parent = 0;
}

/* Drop the operand and successor uses of an op and of everything nested in
 * it.  Iterative over the op list of each block; recursion only follows
 * region nesting, which the parser bounds by c->max_depth. */
static void op_drop_uses(Op *op)
{
	for (uint32_t i = 0; i < op->nopnds; i++)
		use_unlink(&op_opnds(op)[i]);
	for (uint32_t i = 0; i < op->nsuccs; i++)
		succ_unlink(&op_succs(op)[i]);
	for (uint32_t r = 0; r < op->nregions; r++)
		for (Block *b = region_first(&op_regions(op)[r]); b; b = block_next(b))
			for (Op *o = block_first(b); o; o = op_next(o))
				op_drop_uses(o);
}

void op_erase(Op *op)
{
	op_unlink(op);
	op_drop_uses(op);
}

void value_replace_all_uses(Value *from, Value *to)
{
	if (from == to)
		return;
	for (Use *u; (u = value_uses(from)) != NULL;) {
		use_unlink(u);
		use_link(u, to);
	}
}

int value_has_uses(const Value *v) { return v->uses != 0; }

Op *block_terminator(Block *b) { return block_last(b); }

Op *op_parent_op(Op *op)
{
	return op_block(op) ? block_parent_op(op_block(op)) : NULL;
}

/* ----------------------------------------------------------------- clone */

/* Value and block maps for cloning: a small open-addressing table. */
typedef struct MapEnt {
	const void *from;
	void *to;
} MapEnt;

typedef struct PtrMap {
	MapEnt *e;
	uint32_t cap, len;
} PtrMap;

static uint32_t ptr_hash(const void *p)
{
	uint64_t x = (uint64_t)(uintptr_t)p;
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	return (uint32_t)x;
}

static void pm_put(Ctx *c, PtrMap *m, const void *from, void *to);

static void pm_grow(Ctx *c, PtrMap *m)
{
	PtrMap old = *m;
	m->cap = old.cap ? old.cap * 2 : 64;
	m->len = 0;
	m->e = arena_alloc(&c->arena, m->cap * sizeof *m->e);
	for (uint32_t i = 0; i < old.cap; i++)
		if (old.e[i].from)
			pm_put(c, m, old.e[i].from, old.e[i].to);
}

static void pm_put(Ctx *c, PtrMap *m, const void *from, void *to)
{
	if ((m->len + 1) * 2 >= m->cap)
		pm_grow(c, m);
	uint32_t mask = m->cap - 1;
	uint32_t i = ptr_hash(from) & mask;
	while (m->e[i].from && m->e[i].from != from)
		i = (i + 1) & mask;
	if (!m->e[i].from)
		m->len++;
	m->e[i].from = from;
	m->e[i].to = to;
}

static void *pm_get(const PtrMap *m, const void *from)
{
	if (!m->cap)
		return NULL;
	uint32_t mask = m->cap - 1;
	for (uint32_t i = ptr_hash(from) & mask; m->e[i].from; i = (i + 1) & mask)
		if (m->e[i].from == from)
			return m->e[i].to;
	return NULL;
}

static Op *clone_op(Ctx *c, Op *op, PtrMap *m);

/* First create every block (so forward successor references resolve), then
 * clone the ops. */
static void clone_region(Ctx *c, Region *src, Region *dst, PtrMap *m)
{
	for (Block *b = region_first(src); b; b = block_next(b)) {
		Block *nb = block_create(c);
		for (uint32_t i = 0; i < b->nargs; i++)
			pm_put(c, m, block_arg(b, i), block_add_arg(c, nb, value_type(block_arg(b, i)), value_arg_loc(block_arg(b, i))));
		pm_put(c, m, b, nb);
		region_push_block(dst, nb);
	}
	for (Block *b = region_first(src); b; b = block_next(b)) {
		Block *nb = pm_get(m, b);
		for (Op *o = block_first(b); o; o = op_next(o))
			block_push_op(nb, clone_op(c, o, m));
	}
}

static Op *clone_op(Ctx *c, Op *op, PtrMap *m)
{
	Type *rt[16];
	Type **restypes = op->nres <= 16 ? rt : arena_alloc(&c->arena, op->nres * sizeof *restypes);
	for (uint32_t i = 0; i < op->nres; i++)
		restypes[i] = value_type(&op_res(op)[i]);
	Op *n = op_create(c, op_name(op), NULL, op->nopnds, restypes, op->nres, NULL,
			  op->nsuccs, op->nregions, op_props(op), op_attrs(op), op_loc(op));
	n->pos = op->pos;
	for (uint32_t i = 0; i < op->nres; i++)
		pm_put(c, m, &op_res(op)[i], &op_res(n)[i]);
	for (uint32_t r = 0; r < op->nregions; r++)
		clone_region(c, &op_regions(op)[r], &op_regions(n)[r], m);
	/* Operands last: values defined inside the regions are mapped now.
	 * Forward uses of not-yet-cloned sibling results in graph regions are
	 * fixed up by the caller's second pass (see op_clone). */
	for (uint32_t i = 0; i < op->nopnds; i++) {
		Value *v = op_operand(op, i);
		Value *mv = v ? pm_get(m, v) : NULL;
		op_set_operand(n, i, mv ? mv : v);
	}
	for (uint32_t i = 0; i < op->nsuccs; i++) {
		Block *b = succ_block(&op_succs(op)[i]);
		Block *mb = b ? pm_get(m, b) : NULL;
		op_set_successor(n, i, mb ? mb : b);
	}
	return n;
}

/* Uses that referred to a value cloned later (graph regions, or a branch
 * to a block defined further down using its results) are remapped here. */
static void remap_operands(Op *op, PtrMap *m)
{
	for (uint32_t i = 0; i < op->nopnds; i++) {
		Value *v = op_operand(op, i);
		Value *mv = v ? pm_get(m, v) : NULL;
		if (mv && mv != v)
			op_set_operand(op, i, mv);
	}
	for (uint32_t r = 0; r < op->nregions; r++)
		for (Block *b = region_first(&op_regions(op)[r]); b; b = block_next(b))
			for (Op *o = block_first(b); o; o = op_next(o))
				remap_operands(o, m);
}

Op *op_clone(Ctx *c, Op *op)
{
	PtrMap m = { 0 };
	Op *n = clone_op(c, op, &m);
	remap_operands(n, &m);
	return n;
}

/* ----------------------------------------------------------------- walks */

int walk_op(Op *op, WalkFn fn, void *ud)
{
	int r = fn(op, ud);
	if (r < 0)
		return -1;
	if (r == 1)
		return 0;
	for (uint32_t i = 0; i < op->nregions; i++)
		if (walk_ops(&op_regions(op)[i], fn, ud) < 0)
			return -1;
	return 0;
}

int walk_ops(Region *r, WalkFn fn, void *ud)
{
	for (Block *b = region_first(r); b; b = block_next(b)) {
		for (Op *o = block_first(b), *next; o; o = next) {
			next = op_next(o);   /* the callback may erase o */
			if (walk_op(o, fn, ud) < 0)
				return -1;
		}
	}
	return 0;
}
