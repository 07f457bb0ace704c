/* test_jit_symbols.c — run/symbols.c, the table the JIT takes every
 * external function from (a static tsrewrite has no other source). */
#include "unit.h"
#include "run.h"

#include <string.h>

START_TEST(every_name_resolves)
{
	unsigned n = 0;
	for (const char *name; (name = run_symbol_name(n)) != NULL; n++) {
		ck_assert_msg(run_symbol(name) != NULL, "%s has no address", name);
		for (unsigned k = 0; k < n; k++)
			ck_assert_msg(strcmp(run_symbol_name(k), name), "%s twice in the table", name);
	}
	ck_assert_uint_gt(n, 100);
}
END_TEST

/* What kernels call most: the backend's libm calls in both widths, LLVM's
 * builtins on x86-64, the allocator, crt.c's. */
START_TEST(known_callees)
{
	static const char *const want[] = {
		"expf", "exp", "tanhf", "tanh", "atan2f", "atan2", "erff", "sincosf", "sincos", "fmodf", "roundevenf",
		"__powidf2", "__powisf2", "__extendhfsf2", "__truncsfhf2", "__truncdfhf2", "__truncsfbf2", "__truncdfbf2",
		"__divti3", "__fixdfti", "memcpy", "memset", "memmove", "malloc", "calloc", "free", "aligned_alloc",
		"abort", "puts", "memrefCopy", "printF32", "printNewline",
	};
	for (size_t i = 0; i < sizeof want / sizeof *want; i++)
		ck_assert_msg(run_symbol(want[i]) != NULL, "%s is missing", want[i]);
}
END_TEST

START_TEST(unknown_names)
{
	ck_assert_ptr_null(run_symbol("frobnicate"));
	ck_assert_ptr_null(run_symbol(""));
	ck_assert_ptr_null(run_symbol("exp "));
	ck_assert_ptr_null(run_symbol("system"));   /* only what kernels call */
}
END_TEST

Suite *jit_symbols_suite(void)
{
	Suite *s = suite_create("jit_symbols");
	TCase *tc = tcase_create("jit_symbols");
	tcase_add_test(tc, every_name_resolves);
	tcase_add_test(tc, known_callees);
	tcase_add_test(tc, unknown_names);
	suite_add_tcase(s, tc);
	return s;
}
