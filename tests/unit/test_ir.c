/* test_ir.c — use lists, block/op mutation, clone and walks. */
#include "unit.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

static Ctx *c;

static void setup(void) { c = ctx_new(); }
static void teardown(void) { ctx_free(c); }

static int count_uses(const Value *v)
{
	int n = 0;
	for (Use *u = value_uses(v); u; u = use_next(u))
		n++;
	return n;
}

static Op *mk(const char *name, Value **opnds, uint32_t n, uint32_t nres)
{
	Type *t[4] = { c->t_i64, c->t_i64, c->t_i64, c->t_i64 };
	return op_create(c, opname_get(c, name, strlen(name)), opnds, n, t, nres, NULL, 0, 0, NULL, NULL, NULL);
}

/* Rel links (ir.h): the context's arena starts at a multiple of IR_SPAN,
 * offset 0 holds nothing (NULL), a link reaches across committed pieces
 * of the span, and a link copied to another field keeps its target. */
START_TEST(rel_links)
{
	ck_assert_uint_eq((uintptr_t)c->arena.base & (IR_SPAN - 1), 0);
	Block *a = block_create(c);
	ck_assert_ptr_ne(a, c->arena.base);
	arena_alloc(&c->arena, (size_t)40 << 20);   /* more than one 2 MiB commit */
	Block *far = block_create(c);
	ck_assert_uint_gt((uintptr_t)far - (uintptr_t)a, (uintptr_t)40 << 20);
	rel_set(&a->next, far);
	ck_assert_ptr_eq(block_next(a), far);
	rel_set(&far->prev, a);
	ck_assert_ptr_eq(block_prev(far), a);
	Block *b = block_create(c);
	b->next = a->next;          /* a plain copy keeps the target */
	ck_assert_ptr_eq(block_next(b), far);
	rel_set(&a->next, NULL);
	ck_assert_uint_eq(a->next, 0);
	ck_assert_ptr_null(block_next(a));
	/* a second context has its own span; its links read the same way */
	Ctx *c2 = ctx_new();
	ck_assert_uint_ne((uintptr_t)c2->arena.base, (uintptr_t)c->arena.base);
	Block *x = block_create(c2), *y = block_create(c2);
	rel_set(&x->next, y);
	ck_assert_ptr_eq(block_next(x), y);
	ctx_free(c2);
}
END_TEST

/* A link from outside the arena (here the stack) is a bug the setter
 * stops on, rather than a pointer read back wrong. */
START_TEST(rel_outside_arena_aborts)
{
	Block *a = block_create(c);
	Rel on_stack;
	rel_set(&on_stack, a);
}
END_TEST

/* A use and a successor slot find their op from their own address. */
START_TEST(use_owner_and_index)
{
	Type *t[3] = { c->t_i64, c->t_i64, c->t_i64 };
	Op *d = op_create(c, opname_get(c, "test.d", 6), NULL, 0, t, 3, NULL, 0, 0, NULL, NULL, NULL);
	Value *in[3] = { &op_res(d)[2], &op_res(d)[0], &op_res(d)[2] };
	Block *bb[2] = { block_create(c), block_create(c) };
	Op *u = op_create(c, opname_get(c, "test.u", 6), in, 3, t, 2, bb, 2, 1, NULL, NULL, NULL);
	for (uint32_t i = 0; i < 3; i++) {
		ck_assert_ptr_eq(use_owner(&op_opnds(u)[i]), u);
		ck_assert_ptr_eq(op_operand(u, i), in[i]);
	}
	for (uint32_t i = 0; i < 2; i++) {
		ck_assert_ptr_eq(succ_owner(&op_succs(u)[i]), u);
		ck_assert_ptr_eq(succ_block(&op_succs(u)[i]), bb[i]);
		ck_assert_ptr_eq(succ_owner(block_preds(bb[i])), u);
	}
	ck_assert_ptr_eq(region_op(&op_regions(u)[0]), u);
	ck_assert_ptr_eq(value_def(&op_res(d)[2]), d);
	ck_assert_int_eq(count_uses(&op_res(d)[2]), 2);
	ck_assert_int_eq(count_uses(&op_res(d)[1]), 0);
}
END_TEST

START_TEST(use_lists)
{
	Block *b = block_create(c);
	Op *a = mk("test.a", NULL, 0, 1);
	Value *va = &op_res(a)[0];
	Value *ops[2] = { va, va };
	Op *u1 = mk("test.u", ops, 2, 0);
	Op *u2 = mk("test.u", ops, 1, 0);
	block_push_op(b, a);
	block_push_op(b, u1);
	block_push_op(b, u2);
	ck_assert_int_eq(count_uses(va), 3);
	ck_assert_ptr_eq(op_operand(u1, 1), va);
	Op *z = mk("test.z", NULL, 0, 1);
	op_insert_before(u1, z);
	value_replace_all_uses(va, &op_res(z)[0]);
	ck_assert_int_eq(count_uses(va), 0);
	ck_assert_int_eq(count_uses(&op_res(z)[0]), 3);
	ck_assert(!value_has_uses(va));
	op_set_operand(u1, 0, va);
	ck_assert_int_eq(count_uses(va), 1);
	ck_assert_int_eq(count_uses(&op_res(z)[0]), 2);
	op_erase(u2);
	ck_assert_int_eq(count_uses(&op_res(z)[0]), 1);
	ck_assert_ptr_eq(block_last(b), u1);
	ck_assert_ptr_eq(block_first(b), a);
	ck_assert_ptr_eq(op_next(a), z);
	ck_assert_ptr_eq(op_next(z), u1);
}
END_TEST

START_TEST(insert_unlink)
{
	Block *b = block_create(c);
	Op *x = mk("test.x", NULL, 0, 0), *y = mk("test.y", NULL, 0, 0), *w = mk("test.w", NULL, 0, 0);
	block_push_op(b, x);
	op_insert_after(x, y);
	op_insert_before(x, w);
	ck_assert_ptr_eq(block_first(b), w);
	ck_assert_ptr_eq(block_last(b), y);
	op_unlink(w);
	ck_assert_ptr_eq(block_first(b), x);
	ck_assert_ptr_null(op_block(w));
	op_unlink(y);
	ck_assert_ptr_eq(block_last(b), x);
	ck_assert_ptr_null(op_next(x));
	ck_assert_ptr_null(op_prev(x));
	ck_assert_ptr_eq(op_block(x), b);
}
END_TEST

START_TEST(successors_and_preds)
{
	Region *r = arena_alloc(&c->arena, sizeof *r);   /* IR links stay in the arena */
	Block *b0 = block_create(c), *b1 = block_create(c), *b2 = block_create(c);
	region_push_block(r, b0);
	region_push_block(r, b2);
	region_insert_block_after(r, b0, b1);
	ck_assert_ptr_eq(block_next(b0), b1);
	ck_assert_ptr_eq(block_next(b1), b2);
	Block *s[2] = { b1, b2 };
	Op *br = op_create(c, opname_get(c, "cf.cond_br", 10), NULL, 0, NULL, 0, s, 2, 0, NULL, NULL, NULL);
	block_push_op(b0, br);
	ck_assert_ptr_eq(succ_owner(block_preds(b1)), br);
	ck_assert_ptr_eq(succ_owner(block_preds(b2)), br);
	op_set_successor(br, 0, b2);
	ck_assert_ptr_null(block_preds(b1));
	int n = 0;
	for (SuccUse *p = block_preds(b2); p; p = succ_next(p))
		n++;
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(op_name(br)->id, OP_CF_COND_BR);
	ck_assert(op_name(br)->info->flags & OF_TERMINATOR);
}
END_TEST

START_TEST(block_args)
{
	/* the argument array grows at 1, 2, 4, 8, 16 (block_add_arg): every
	 * argument is still found after each growth */
	Block *b = block_create(c);
	Value *vs[19];
	for (int i = 0; i < 19; i++) {
		Value *v = vs[i] = block_add_arg(c, b, i % 2 ? c->t_index : c->t_i64, NULL);
		ck_assert_uint_eq(v->index, (unsigned)i);
		ck_assert_ptr_eq(value_block(v), b);
		for (int j = 0; j <= i; j++)
			ck_assert_ptr_eq(block_arg(b, (uint32_t)j), vs[j]);
	}
	ck_assert_uint_eq(b->nargs, 19);
	ck_assert_ptr_eq(value_type(block_arg(b, 7)), c->t_index);
	ck_assert_ptr_eq(value_type(block_arg(b, 16)), c->t_i64);
}
END_TEST

static int count_fn(Op *op, void *ud)
{
	(void)op;
	++*(int *)ud;
	return 0;
}

static int skip_fn(Op *op, void *ud)
{
	++*(int *)ud;
	return op->nregions ? 1 : 0;
}

/* %0 = outer { ^bb0(%a): %1 = test.in(%a, %0-from-outside) } ; clone it. */
START_TEST(clone_and_walk)
{
	Block *top = block_create(c);
	Op *def = mk("test.def", NULL, 0, 1);
	block_push_op(top, def);
	Type *t[1] = { c->t_i64 };
	Op *outer = op_create(c, opname_get(c, "test.outer", 10), NULL, 0, t, 1, NULL, 0, 1, NULL, NULL, NULL);
	block_push_op(top, outer);
	Block *inner = block_create(c);
	region_push_block(&op_regions(outer)[0], inner);
	Value *a = block_add_arg(c, inner, c->t_i64, NULL);
	Value *ops[2] = { a, &op_res(def)[0] };
	Op *in = mk("test.in", ops, 2, 1);
	block_push_op(inner, in);

	Op *cl = op_clone(c, outer);
	ck_assert_ptr_ne(cl, outer);
	Block *cb = region_first(&op_regions(cl)[0]);
	ck_assert_ptr_ne(cb, inner);
	ck_assert_uint_eq(cb->nargs, 1);
	Op *cin = block_first(cb);
	ck_assert_ptr_eq(op_name(cin), op_name(in));
	ck_assert_ptr_eq(op_operand(cin, 0), block_arg(cb, 0));     /* remapped */
	ck_assert_ptr_eq(op_operand(cin, 1), &op_res(def)[0]);    /* outside value kept */
	ck_assert_int_eq(count_uses(&op_res(def)[0]), 2);

	block_push_op(top, cl);
	Region *r = arena_alloc(&c->arena, sizeof *r);
	region_push_block(r, top);
	int n = 0;
	walk_ops(r, count_fn, &n);
	ck_assert_int_eq(n, 5);
	n = 0;
	walk_ops(r, skip_fn, &n);
	ck_assert_int_eq(n, 3);
	ck_assert_ptr_eq(op_parent_op(cin), cl);
}
END_TEST

START_TEST(opnames_interned)
{
	const OpName *a = opname_get(c, "func.func", 9);
	const OpName *b = opname_get(c, "func.func", 9);
	const OpName *u = opname_get(c, "foo.bar.baz", 11);
	ck_assert_ptr_eq(a, b);
	ck_assert_int_eq(a->id, OP_FUNC_FUNC);
	ck_assert_int_eq(u->id, OP_UNKNOWN);
	ck_assert_str_eq(u->dialect->s, "foo");
	ck_assert_str_eq(a->dialect->s, "func");
}
END_TEST

static int same_ptr(const void *stored, const void *key) { return stored == key; }

/* Hash-set slots hold 32-bit links into the arena's span: what goes in
 * comes back out, through find, through every resize and through the
 * iterator, colliding hashes included. */
START_TEST(hashset_links)
{
	enum { N = 5000 };
	HashSet h = { 0 };
	Op **ops = calloc(N, sizeof *ops);
	Type *t[1] = { c->t_i64 };
	for (uint32_t i = 0; i < N; i++) {
		ops[i] = op_create(c, opname_get(c, "test.o", 6), NULL, 0, t, 1, NULL, 0, 0, NULL, NULL, NULL);
		hs_insert(&h, ops[i], i % 7 == 0 ? 42 : i * 2654435761u);   /* every 7th collides */
	}
	ck_assert_uint_eq(h.len, N);
	ck_assert_uint_ge(h.cap, (uint32_t)N * 4 / 3);
	for (uint32_t i = 0; i < N; i++)
		ck_assert_ptr_eq(hs_find(&h, i % 7 == 0 ? 42 : i * 2654435761u, same_ptr, ops[i]), ops[i]);
	ck_assert_ptr_null(hs_find(&h, 42, same_ptr, block_create(c)));
	uint32_t it = 0, seen = 0;
	for (void *p; (p = hs_next(&h, &it));) {
		int found = 0;
		for (uint32_t i = 0; i < N && !found; i++)
			found = ops[i] == p;
		ck_assert(found);
		seen++;
	}
	ck_assert_uint_eq(seen, N);
	hs_free(&h);
	free(ops);
}
END_TEST

/* A reserved set does not grow while it takes what it was reserved for,
 * and keeps what it held before. */
START_TEST(hashset_reserve)
{
	enum { N = 3000, FIRST = 100 };
	HashSet h = { 0 };
	Op **ops = calloc(N, sizeof *ops);
	Type *t[1] = { c->t_i64 };
	for (uint32_t i = 0; i < N; i++)
		ops[i] = op_create(c, opname_get(c, "test.o", 6), NULL, 0, t, 1, NULL, 0, 0, NULL, NULL, NULL);
	for (uint32_t i = 0; i < FIRST; i++)
		hs_insert(&h, ops[i], i * 2654435761u);
	hs_reserve(&h, N);
	uint32_t cap = h.cap;
	ck_assert_uint_gt((uint64_t)cap * 3, (uint64_t)N * 4);
	for (uint32_t i = 0; i < FIRST; i++)
		ck_assert_ptr_eq(hs_find(&h, i * 2654435761u, same_ptr, ops[i]), ops[i]);
	for (uint32_t i = FIRST; i < N - 1; i++)
		hs_insert(&h, ops[i], i * 2654435761u);
	ck_assert_uint_eq(h.cap, cap);
	for (uint32_t i = 0; i < N - 1; i++)
		ck_assert_ptr_eq(hs_find(&h, i * 2654435761u, same_ptr, ops[i]), ops[i]);
	hs_reserve(&h, 10);   /* never shrinks */
	ck_assert_uint_eq(h.cap, cap);
	hs_free(&h);
	free(ops);
}
END_TEST

/* A large input's IR skips the rest of the span's first 2 MiB (small
 * pages): the next allocation is on the huge-page part, and links from
 * before still work. */
START_TEST(arena_skip_small_pages)
{
	if (!c->arena.base)
		return;   /* a context without a span (no address space): nothing to skip */
	Block *before = block_create(c);
	ck_assert((char *)before < c->arena.base + (2 << 20));
	arena_skip_small(&c->arena);
	Op *after = op_create(c, opname_get(c, "test.o", 6), NULL, 0, NULL, 0, NULL, 0, 0, NULL, NULL, NULL);
	ck_assert((char *)after >= c->arena.base + (2 << 20));
	block_push_op(before, after);
	ck_assert_ptr_eq(block_first(before), after);
	ck_assert_ptr_eq(op_block(after), before);
	arena_skip_small(&c->arena);   /* past the first 2 MiB: nothing more is skipped */
	Op *next = op_create(c, opname_get(c, "test.o", 6), NULL, 0, NULL, 0, NULL, 0, 0, NULL, NULL, NULL);
	ck_assert((char *)next > (char *)after && (char *)next < (char *)after + 4096);
}
END_TEST

/* A span handed to the next context (corpus mode) comes back zeroed on
 * both sides of a skipped gap, and the gap is forgotten. */
START_TEST(arena_skip_then_keep)
{
	Ctx *k = ctx_new();
	if (!k->arena.base) {
		ctx_free(k);
		return;
	}
	unsigned char *a = arena_alloc(&k->arena, 64);
	memset(a, 0xab, 64);
	arena_skip_small(&k->arena);
	unsigned char *b = arena_alloc(&k->arena, 64);
	memset(b, 0xcd, 64);
	char *base = k->arena.base;
	Arena *spare = ctx_spare_new();
	ctx_free_keep(k, spare);
	ck_assert_ptr_eq(spare->base, base);
	ck_assert_ptr_null(spare->gap);
	for (int i = 0; i < 64; i++) {
		ck_assert_uint_eq(a[i], 0);
		ck_assert_uint_eq(b[i], 0);
	}
	ctx_spare_free(spare);
}
END_TEST

/* The span's page kind: huge pages while their first touch is quick;
 * after a slow one small pages are tried, and whichever cost less stays
 * for good. */
START_TEST(span_pages_choice)
{
	SpanPages pg = { 0 };
	ck_assert_int_eq(span_pages_step(&pg, 170000), 0);      /* a quick huge page */
	ck_assert(!pg.small && !pg.settled);
	ck_assert_int_eq(span_pages_step(&pg, 4400000), 1);     /* a slow one: try small pages */
	ck_assert(pg.small && !pg.settled);
	ck_assert_uint_eq(pg.huge_ns, 4400000);
	ck_assert_int_eq(span_pages_step(&pg, 700000), 0);      /* small cost less: they stay */
	ck_assert(pg.small && pg.settled);

	SpanPages q = { 0 };
	ck_assert_int_eq(span_pages_step(&q, 3600000), 1);
	ck_assert_int_eq(span_pages_step(&q, 5100000), -1);     /* small cost more: huge again */
	ck_assert(!q.small && q.settled);

	SpanPages r = { 0 };
	ck_assert_int_eq(span_pages_step(&r, (uint64_t)1 << 40), 1);   /* clamped, still the larger */
	ck_assert_uint_eq(r.huge_ns, UINT32_MAX);
	ck_assert_int_eq(span_pages_step(&r, 1000), 0);
}
END_TEST

/* Either way the span's pieces come zeroed and writable, and the choice
 * is made once: a piece on small pages is timed against a slow huge page
 * of 4.29 s (kept) or of 0 ns (huge pages again). */
START_TEST(span_pages_both_kinds)
{
	for (int k = 0; k < 2; k++) {
		Ctx *x = ctx_new();
		if (!x->arena.base) {
			ctx_free(x);
			return;
		}
		arena_skip_small(&x->arena);
		x->arena.pages = (SpanPages){ .small = 1, .huge_ns = k ? 0 : UINT32_MAX };
		for (int i = 0; i < 6; i++) {   /* 6 MiB: three new pieces */
			unsigned char *p = arena_alloc(&x->arena, 1 << 20);
			for (size_t j = 0; j < (1 << 20); j += 4093)
				ck_assert_uint_eq(p[j], 0);
			memset(p, 0x5a, 1 << 20);
		}
		ck_assert(x->arena.pages.settled);
		ck_assert_int_eq(x->arena.pages.small, !k);
		ctx_free(x);
	}
}
END_TEST

START_TEST(arena_reset_clears_and_keeps)
{
	Arena a = { 0 };
	unsigned char *p = arena_alloc(&a, 1000);
	memset(p, 0xab, 1000);
	for (int i = 0; i < 40; i++)   /* past the first chunk: more than one to free */
		memset(arena_alloc(&a, 4000), 0xcd, 4000);
	void *cur = a.head;
	size_t total = a.total;
	unsigned char *used_end = (unsigned char *)a.cur;
	arena_reset(&a);
	ck_assert_ptr_eq(a.head, cur);
	ck_assert_uint_lt(a.total, total);   /* the older chunks went */
	unsigned char *q = arena_alloc(&a, (size_t)(used_end - (unsigned char *)a.cur));
	for (unsigned char *r = q; r < used_end; r++)
		ck_assert_uint_eq(*r, 0);
	arena_free(&a);
}
END_TEST

START_TEST(hashset_outside_arena_aborts)
{
	HashSet h = { 0 };
	static int not_in_arena;
	hs_insert(&h, block_create(c), 1);
	hs_insert(&h, &not_in_arena, 2);
}
END_TEST

Suite *ir_suite(void)
{
	Suite *s = suite_create("ir");
	TCase *tc = tcase_create("core");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, rel_links);
	tcase_add_test_raise_signal(tc, rel_outside_arena_aborts, SIGABRT);
	tcase_add_test(tc, use_owner_and_index);
	tcase_add_test(tc, use_lists);
	tcase_add_test(tc, insert_unlink);
	tcase_add_test(tc, successors_and_preds);
	tcase_add_test(tc, block_args);
	tcase_add_test(tc, clone_and_walk);
	tcase_add_test(tc, opnames_interned);
	tcase_add_test(tc, arena_skip_small_pages);
	tcase_add_test(tc, arena_skip_then_keep);
	tcase_add_test(tc, span_pages_choice);
	tcase_add_test(tc, span_pages_both_kinds);
	tcase_add_test(tc, arena_reset_clears_and_keeps);
	tcase_add_test(tc, hashset_links);
	tcase_add_test(tc, hashset_reserve);
	tcase_add_test_raise_signal(tc, hashset_outside_arena_aborts, SIGABRT);
	suite_add_tcase(s, tc);
	return s;
}
