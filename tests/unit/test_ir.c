/* test_ir.c — use lists, block/op mutation, clone and walks. */
#include "unit.h"

#include <string.h>

static Ctx *c;

static void setup(void) { c = ctx_new(); }
static void teardown(void) { ctx_free(c); }

static int count_uses(const Value *v)
{
	int n = 0;
	for (Use *u = v->uses; u; u = u->next)
		n++;
	return n;
}

static Op *mk(const char *name, Value **opnds, uint32_t n, uint32_t nres)
{
	Type *t[4] = { c->t_i64, c->t_i64, c->t_i64, c->t_i64 };
	return op_create(c, opname_get(c, name, strlen(name)), opnds, n, t, nres, NULL, 0, 0, NULL, NULL, NULL);
}

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
	ck_assert_ptr_eq(op_opnds(u1)[1].val, va);
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
	ck_assert_ptr_eq(b->last, u1);
	ck_assert_ptr_eq(b->first, a);
	ck_assert_ptr_eq(a->next, z);
	ck_assert_ptr_eq(z->next, u1);
}
END_TEST

START_TEST(insert_unlink)
{
	Block *b = block_create(c);
	Op *x = mk("test.x", NULL, 0, 0), *y = mk("test.y", NULL, 0, 0), *w = mk("test.w", NULL, 0, 0);
	block_push_op(b, x);
	op_insert_after(x, y);
	op_insert_before(x, w);
	ck_assert_ptr_eq(b->first, w);
	ck_assert_ptr_eq(b->last, y);
	op_unlink(w);
	ck_assert_ptr_eq(b->first, x);
	ck_assert_ptr_null(w->parent);
	op_unlink(y);
	ck_assert_ptr_eq(b->last, x);
	ck_assert_ptr_null(x->next);
	ck_assert_ptr_null(x->prev);
	ck_assert_ptr_eq(op_block(x), b);
}
END_TEST

START_TEST(successors_and_preds)
{
	Region r = { 0 };
	Block *b0 = block_create(c), *b1 = block_create(c), *b2 = block_create(c);
	region_push_block(&r, b0);
	region_push_block(&r, b2);
	region_insert_block_after(&r, b0, b1);
	ck_assert_ptr_eq(b0->next, b1);
	ck_assert_ptr_eq(b1->next, b2);
	Block *s[2] = { b1, b2 };
	Op *br = op_create(c, opname_get(c, "cf.cond_br", 10), NULL, 0, NULL, 0, s, 2, 0, NULL, NULL, NULL);
	block_push_op(b0, br);
	ck_assert_ptr_eq(b1->preds->owner, br);
	ck_assert_ptr_eq(b2->preds->owner, br);
	op_set_successor(br, 0, b2);
	ck_assert_ptr_null(b1->preds);
	int n = 0;
	for (SuccUse *p = b2->preds; p; p = p->next)
		n++;
	ck_assert_int_eq(n, 2);
	ck_assert_int_eq(br->name->id, OP_CF_COND_BR);
	ck_assert(br->name->info->flags & OF_TERMINATOR);
}
END_TEST

START_TEST(block_args)
{
	Block *b = block_create(c);
	for (int i = 0; i < 10; i++) {
		Value *v = block_add_arg(c, b, c->t_index, NULL);
		ck_assert_uint_eq(v->index, (unsigned)i);
		ck_assert_ptr_eq(value_block(v), b);
	}
	ck_assert_uint_eq(b->nargs, 10);
	ck_assert_ptr_eq(b->args[7]->type, c->t_index);
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
	Block *cb = op_regions(cl)[0].first;
	ck_assert_ptr_ne(cb, inner);
	ck_assert_uint_eq(cb->nargs, 1);
	Op *cin = cb->first;
	ck_assert_ptr_eq(cin->name, in->name);
	ck_assert_ptr_eq(op_opnds(cin)[0].val, cb->args[0]);     /* remapped */
	ck_assert_ptr_eq(op_opnds(cin)[1].val, &op_res(def)[0]);    /* outside value kept */
	ck_assert_int_eq(count_uses(&op_res(def)[0]), 2);

	block_push_op(top, cl);
	Region r = { 0 };
	region_push_block(&r, top);
	int n = 0;
	walk_ops(&r, count_fn, &n);
	ck_assert_int_eq(n, 5);
	n = 0;
	walk_ops(&r, skip_fn, &n);
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

Suite *ir_suite(void)
{
	Suite *s = suite_create("ir");
	TCase *tc = tcase_create("core");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, use_lists);
	tcase_add_test(tc, insert_unlink);
	tcase_add_test(tc, successors_and_preds);
	tcase_add_test(tc, block_args);
	tcase_add_test(tc, clone_and_walk);
	tcase_add_test(tc, opnames_interned);
	suite_add_tcase(s, tc);
	return s;
}
