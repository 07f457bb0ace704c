/* ops.c — ops, blocks, regions, use lists: the builder and mutation API. */
#include "ir.h"

#include <stdlib.h>

#include <string.h>

/* ------------------------------------------------------------ use lists */

static void use_link(Use *u, Value *v)
{
	u->val = v;
	if (!v)
		return;
	u->next = v->uses;
	if (v->uses)
		v->uses->prevp = &u->next;
	v->uses = u;
	u->prevp = &v->uses;
}

static void use_unlink(Use *u)
{
	if (!u->val)
		return;
	*u->prevp = u->next;
	if (u->next)
		u->next->prevp = u->prevp;
	u->val = NULL;
	u->next = NULL;
	u->prevp = NULL;
}

static void succ_link(SuccUse *s, Block *b)
{
	s->block = b;
	if (!b)
		return;
	s->next = b->preds;
	if (b->preds)
		b->preds->prevp = &s->next;
	b->preds = s;
	s->prevp = &b->preds;
}

static void succ_unlink(SuccUse *s)
{
	if (!s->block)
		return;
	*s->prevp = s->next;
	if (s->next)
		s->next->prevp = s->prevp;
	s->block = NULL;
	s->next = NULL;
	s->prevp = NULL;
}

/* ------------------------------------------------------------------ ops */

/* One arena block per op: the Op, then its results, operands, successor
 * slots and regions; op_res() and friends (ir.h) find them from the counts. */
Op *op_create(Ctx *c, const OpName *name, Value **opnds, uint32_t nopnds,
              Type **restypes, uint32_t nres, Block **succs, uint32_t nsuccs,
              uint32_t nregions, Attr *props, Attr *attrs, Attr *loc)
{
	size_t size = sizeof(Op) + (size_t)nres * sizeof(Value) + (size_t)nopnds * sizeof(Use) +
		      (size_t)nsuccs * sizeof(SuccUse) + (size_t)nregions * sizeof(Region) + (loc ? sizeof loc : 0);
	if (nregions >= UINT32_C(1) << 31)
		abort();     /* 31-bit field; 2^31 regions (48 GiB) could not be allocated anyway */
	Op *op = arena_alloc(&c->arena, size);
	op->name = name;
	op->nopnds = nopnds;
	op->nres = nres;
	op->nsuccs = nsuccs;
	op->nregions = nregions;
	op->props = props;
	op->attrs = attrs;
	op->has_loc = loc != NULL;
	Value *res = op_res(op);
	for (uint32_t i = 0; i < nres; i++) {
		res[i].type = restypes[i];
		res[i].kind = VAL_RESULT;
		res[i].index = i;
	}
	Use *u = op_opnds(op);
	for (uint32_t i = 0; i < nopnds; i++) {
		u[i].owner = op;
		use_link(&u[i], opnds ? opnds[i] : NULL);
	}
	SuccUse *s = op_succs(op);
	for (uint32_t i = 0; i < nsuccs; i++) {
		s[i].owner = op;
		succ_link(&s[i], succs ? succs[i] : NULL);
	}
	Region *r = op_regions(op);
	for (uint32_t i = 0; i < nregions; i++)
		r[i].parent = op;
	if (loc)
		*op_loc_slot(op) = loc;
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
	if (b->nargs == b->cap) {
		uint32_t cap = b->cap ? b->cap * 2 : 4;
		Value **args = arena_alloc(&c->arena, cap * sizeof *args);
		if (b->nargs)
			memcpy(args, b->args, b->nargs * sizeof *args);
		b->args = args;
		b->cap = cap;
	}
	Value *v = arena_alloc(&c->arena, sizeof *v + sizeof(Block *) + sizeof(Attr *));
	v->type = t;
	v->kind = VAL_ARG;
	*value_arg_block_slot(v) = b;
	v->index = b->nargs;
	*value_arg_loc(v) = loc;
	b->args[b->nargs++] = v;
	return v;
}

void region_push_block(Region *r, Block *b)
{
	b->parent = r;
	b->next = NULL;
	b->prev = r->last;
	if (r->last)
		r->last->next = b;
	else
		r->first = b;
	r->last = b;
}

void region_insert_block_after(Region *r, Block *after, Block *b)
{
	if (!after || after == r->last) {
		region_push_block(r, b);
		return;
	}
	b->parent = r;
	b->prev = after;
	b->next = after->next;
	after->next->prev = b;
	after->next = b;
}

void block_push_op(Block *b, Op *op)
{
	op->parent = b;
	op->next = NULL;
	op->prev = b->last;
	if (b->last)
		b->last->next = op;
	else
		b->first = op;
	b->last = op;
}

void op_insert_before(Op *pos, Op *op)
{
	Block *b = pos->parent;
	op->parent = b;
	op->next = pos;
	op->prev = pos->prev;
	if (pos->prev)
		pos->prev->next = op;
	else
		b->first = op;
	pos->prev = op;
}

void op_insert_after(Op *pos, Op *op)
{
	Block *b = pos->parent;
	op->parent = b;
	op->prev = pos;
	op->next = pos->next;
	if (pos->next)
		pos->next->prev = op;
	else
		b->last = op;
	pos->next = op;
}

void op_unlink(Op *op)
{
	Block *b = op->parent;
	if (!b)
		return;
	if (op->prev)
		op->prev->next = op->next;
	else
		b->first = op->next;
	if (op->next)
		op->next->prev = op->prev;
	else
		b->last = op->prev;
	op->prev = op->next = NULL;
	op->parent = NULL;
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
		for (Block *b = op_regions(op)[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
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
	while (from->uses) {
		Use *u = from->uses;
		use_unlink(u);
		use_link(u, to);
	}
}

int value_has_uses(const Value *v) { return v->uses != NULL; }

Op *block_terminator(Block *b) { return b->last; }
Block *op_block(Op *op) { return op->parent; }

Op *op_parent_op(Op *op)
{
	return op->parent ? block_parent_op(op->parent) : NULL;
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
	for (Block *b = src->first; b; b = b->next) {
		Block *nb = block_create(c);
		for (uint32_t i = 0; i < b->nargs; i++)
			pm_put(c, m, b->args[i], block_add_arg(c, nb, b->args[i]->type, *value_arg_loc(b->args[i])));
		pm_put(c, m, b, nb);
		region_push_block(dst, nb);
	}
	for (Block *b = src->first; b; b = b->next) {
		Block *nb = pm_get(m, b);
		for (Op *o = b->first; o; o = o->next)
			block_push_op(nb, clone_op(c, o, m));
	}
}

static Op *clone_op(Ctx *c, Op *op, PtrMap *m)
{
	Type *rt[16];
	Type **restypes = op->nres <= 16 ? rt : arena_alloc(&c->arena, op->nres * sizeof *restypes);
	for (uint32_t i = 0; i < op->nres; i++)
		restypes[i] = op_res(op)[i].type;
	Op *n = op_create(c, op->name, NULL, op->nopnds, restypes, op->nres, NULL,
			  op->nsuccs, op->nregions, op->props, op->attrs, op_loc(op));
	n->pos = op->pos;
	for (uint32_t i = 0; i < op->nres; i++)
		pm_put(c, m, &op_res(op)[i], &op_res(n)[i]);
	for (uint32_t r = 0; r < op->nregions; r++)
		clone_region(c, &op_regions(op)[r], &op_regions(n)[r], m);
	/* Operands last: values defined inside the regions are mapped now.
	 * Forward uses of not-yet-cloned sibling results in graph regions are
	 * fixed up by the caller's second pass (see op_clone). */
	for (uint32_t i = 0; i < op->nopnds; i++) {
		Value *v = op_opnds(op)[i].val;
		Value *mv = v ? pm_get(m, v) : NULL;
		op_set_operand(n, i, mv ? mv : v);
	}
	for (uint32_t i = 0; i < op->nsuccs; i++) {
		Block *b = op_succs(op)[i].block;
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
		Value *v = op_opnds(op)[i].val;
		Value *mv = v ? pm_get(m, v) : NULL;
		if (mv && mv != v)
			op_set_operand(op, i, mv);
	}
	for (uint32_t r = 0; r < op->nregions; r++)
		for (Block *b = op_regions(op)[r].first; b; b = b->next)
			for (Op *o = b->first; o; o = o->next)
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
	for (Block *b = r->first; b; b = b->next) {
		for (Op *o = b->first, *next; o; o = next) {
			next = o->next;   /* the callback may erase o */
			if (walk_op(o, fn, ud) < 0)
				return -1;
		}
	}
	return 0;
}
