/* test_loop_padding.c — loop padding's --verify-rewrites checks
 * (rw_check_copy, rw_check_bounds in rewrite/map_oracle.c) must accept a
 * right copy nest and reject a wrong one, and the pass's rewrite must keep
 * every element of a row-major tensor in place under the padded layout. */
#include "unit.h"
#include "rewrite.h"
#include "tsrewrite.h"

#include <stdlib.h>
#include <string.h>

static Module *parse(Ctx *c, const char *src)
{
	Module *m = ts_parse(c, "t.mlir", src, strlen(src));   /* the implicit module too */
	ck_assert_msg(m != NULL, "parse: %s", c->diag.msg ? c->diag.msg : "?");
	ck_assert_int_eq(verify_module(c, m), 0);
	return m;
}

static int nth_apply(Op *op, void *ud)
{
	Value **v = ud;
	if (op_name(op)->id == OP_AFFINE_APPLY)
		*(v[0] ? &v[1] : &v[0]) = &op_res(op)[0];
	return 0;
}

/* A copy nest i < 4, j < 5 from i * 5 + j to the map `dst` (over i, j). */
static int copy_check(const char *dst, int64_t ndst, const char *bound, char **msg)
{
	char src[1024];
	snprintf(src, sizeof src,
		 "func.func @f(%%n: index) {\n"
		 "  affine.for %%i = 0 to %s {\n"
		 "    affine.for %%j = 0 to 5 {\n"
		 "      %%p = affine.apply affine_map<(d0, d1) -> (d0 * 5 + d1)>(%%i, %%j)\n"
		 "      %%q = affine.apply affine_map<(d0, d1) -> (%s)>(%%i, %%j)\n"
		 "    }\n"
		 "  }\n"
		 "  return\n"
		 "}\n", bound, dst);
	Ctx *c = ctx_new();
	Module *m = parse(c, src);
	Value *v[2] = { NULL, NULL };
	walk_ops(&m->body, nth_apply, v);
	int rc = rw_check_copy(c, "t", value_def(v[0]), "the copy", v[0], 20, v[1], ndst);
	*msg = c->diag.msg ? strdup(c->diag.msg) : NULL;
	ctx_free(c);
	return rc;
}

START_TEST(copy_nest_checks)
{
	char *msg;
	/* the padded layout of [4, 5] as [4, 8]: one to one, inside 32 */
	ck_assert_int_eq(copy_check("d0 * 8 + d1", 32, "4", &msg), 0);
	ck_assert_ptr_null(msg);
	/* rows of 4: (0, 4) and (1, 0) land on the same element */
	ck_assert_int_eq(copy_check("d0 * 4 + d1", 32, "4", &msg), -1);
	ck_assert_msg(msg && strstr(msg, "copies elements 4 and 5 of the original buffer to element 4 of the padded one"),
		      "%s", msg ? msg : "(none)");
	free(msg);
	/* one source element to two places: (i, j) -> (j, j) is not a function of p */
	ck_assert_int_eq(copy_check("d1 * 8", 40, "4", &msg), -1);
	ck_assert_msg(msg && strstr(msg, "copies elements"), "%s", msg ? msg : "(none)");
	free(msg);
	/* past the padded buffer: 3 * 8 + 4 = 28 > 27 */
	ck_assert_int_eq(copy_check("d0 * 8 + d1", 28, "4", &msg), -1);
	ck_assert_msg(msg && strstr(msg, "reads element 28 of a buffer of 28 elements"), "%s", msg ? msg : "(none)");
	free(msg);
	/* a bound that is no loop (the argument %n): nothing is claimed */
	ck_assert_int_eq(copy_check("d0 * 4 + d1", 32, "%n", &msg), 0);
	free(msg);
}
END_TEST

START_TEST(bounds_check)
{
	const char *src =
		"func.func @f() {\n"
		"  affine.for %i = 0 to 128 step 64 {\n"
		"    %p = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)\n"
		"  }\n"
		"  return\n"
		"}\n";
	Ctx *c = ctx_new();
	Module *m = parse(c, src);
	Value *v[2] = { NULL, NULL };
	walk_ops(&m->body, nth_apply, v);
	ck_assert_int_eq(rw_check_bounds(c, "t", 1, value_def(v[0]), "x", v[0], 3, 67), 0);
	ck_assert_int_eq(rw_check_bounds(c, "t", 1, value_def(v[0]), "x", v[0], 3, 66), -1);
	ck_assert_str_eq(c->diag.msg, "--verify-rewrites: pass 't': x is 67, outside [3, 66], with the induction "
			 "variable of the 'affine.for' at 2:3 = 64");
	ctx_free(c);
}
END_TEST

/* Element (r, k) of a row-major [R, C] tensor read through the pass's
 * padded layout: for random shapes and steps, every element the wrapper
 * copies in sits where the padded DMA index reaches it, and the kernel's
 * tiles cover every element (checked by the pass's own --verify-rewrites
 * and by evaluating the maps here). */
START_TEST(padded_layout_brute_force)
{
	unsigned seed = 12345;
	for (int iter = 0; iter < 60; iter++) {
		seed = seed * 1103515245u + 12345u;
		int R = 1 + (int)(seed >> 8) % 9, C = 1 + (int)(seed >> 16) % 40;
		int sr = 1 + (int)(seed >> 4) % 6, sc = 1 + (int)(seed >> 20) % 24;
		char src[4096];
		snprintf(src, sizeof src,
			 "memref.global @s_spad : memref<%dx%dxf32, 1>\n"
			 "func.func @kernel(%%x: memref<%dxf32>) {\n"
			 "  %%c0 = arith.constant 0 : index\n"
			 "  %%c1 = arith.constant 1 : index\n"
			 "  %%c2 = arith.constant 2 : index\n"
			 "  %%t = memref.alloc() : memref<1xi32>\n"
			 "  %%s = memref.get_global @s_spad : memref<%dx%dxf32, 1>\n"
			 "  affine.for %%i = 0 to %d step %d {\n"
			 "    affine.for %%j = 0 to %d step %d {\n"
			 "      %%d = affine.apply affine_map<(d0, d1) -> (d0 * %d + d1)>(%%i, %%j)\n"
			 "      memref.dma_start %%x[%%d], %%s[%%c0, %%c0], %%c2, %%t[%%c0], %%c1, %%c1 : memref<%dxf32>, "
			 "memref<%dx%dxf32, 1>, memref<1xi32> {dram_stride = [%d, 1], sram_stride = [%d, 1]}\n"
			 "    }\n"
			 "  }\n"
			 "  return\n"
			 "}\n",
			 sr, sc, R * C, sr, sc, R, sr, C, sc, C, R * C, sr, sc, C, sc);
		Ctx *c = ctx_new();
		Module *m = parse(c, src);
		PassOpts o = { .vectorlane = 128, .vlen = 256, .verify_rewrites = 1 };
		ck_assert_msg(pass_loop_padding(c, m, &o) == 0, "R %d C %d steps %d %d: %s", R, C, sr, sc,
			      c->diag.msg ? c->diag.msg : "?");
		ck_assert_int_eq(verify_module(c, m), 0);
		/* The kernel's index map now has row stride ceil(C / sc) * sc. */
		Op *k = rw_find_symbol(rw_module_block(m), "kernel");
		Value *v[2] = { NULL, NULL };
		walk_op(k, nth_apply, v);
		AffMap *map = rw_attr(value_def(v[0]), "map")->map;
		int64_t pc = (C + sc - 1) / sc * sc, pr = (R + sr - 1) / sr * sr, at[2];
		for (at[0] = 0; at[0] < R; at[0]++)
			for (at[1] = 0; at[1] < C; at[1]++) {
				int ok;
				ck_assert_int_eq(aff_eval(map->res[0], at, NULL, &ok), at[0] * pc + at[1]);
			}
		ck_assert_int_eq(value_type(block_arg(region_first(&op_regions(k)[0]), 0))->dims[0], pr * pc);
		ctx_free(c);
	}
}
END_TEST

Suite *loop_padding_suite(void)
{
	Suite *s = suite_create("loop_padding");
	TCase *tc = tcase_create("loop_padding");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, copy_nest_checks);
	tcase_add_test(tc, bounds_check);
	tcase_add_test(tc, padded_layout_brute_force);
	suite_add_tcase(s, tc);
	return s;
}
