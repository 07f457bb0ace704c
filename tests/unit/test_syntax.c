/* test_syntax.c — the pretty syntax table (parser/opsyntax.c) against the
 * backend's op tables: every op tsrewrite lowers can be read and printed
 * in its custom form, except the ops below, which mlir-opt-19 itself only
 * knows in generic form (it prints them generically, and rejects a custom
 * form with "custom op '...' has no custom assembly form" or, for an
 * unregistered dialect, "Dialect `vcix' not found"). */
#include "unit.h"
#include "backend.h"
#include "opsyntax.h"
#include "parser.h"
#include "print_impl.h"

#include <string.h>

static const struct {
	const char *op;
	const char *why;
} generic_only[] = {
	{ "vcix.x", "vcix is not a dialect of mlir-opt-19 (PyTorchSim's own): generic form only" },
	{ "vcix.i", "vcix is not a dialect of mlir-opt-19" },
	{ "vcix.v.i", "vcix is not a dialect of mlir-opt-19" },
	{ "vcix.iv", "vcix is not a dialect of mlir-opt-19" },
	{ "vcix.v.iv", "vcix is not a dialect of mlir-opt-19" },
	{ "vcix.v.sv", "vcix is not a dialect of mlir-opt-19" },
	{ "llvm.intr.abs", "an intrinsic with an immarg attribute: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.ctlz", "an intrinsic with an immarg attribute: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.cttz", "an intrinsic with an immarg attribute: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.memcpy", "an intrinsic with an immarg attribute: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.memmove", "an intrinsic with an immarg attribute: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.memset", "an intrinsic with an immarg attribute: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.add", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.and", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.mul", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.or", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.xor", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.smax", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.smin", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.umax", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.umin", "LLVM_VecReductionI: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.fadd", "LLVM_VecReductionAccBase: no assemblyFormat in MLIR 19" },
	{ "llvm.intr.vector.reduce.fmul", "LLVM_VecReductionAccBase: no assemblyFormat in MLIR 19" },
};
enum { NGENERIC = sizeof generic_only / sizeof *generic_only };

static const OpSyntax *syntax(const char *name)
{
	for (size_t i = 0; i < op_syntax_count; i++)
		if (!strcmp(op_syntax[i].name, name))
			return &op_syntax[i];
	return NULL;
}

static int is_generic_only(const char *name)
{
	for (size_t i = 0; i < NGENERIC; i++)
		if (!strcmp(generic_only[i].op, name))
			return 1;
	return 0;
}

static int is_lowered(const char *name)
{
	const char *n;
	for (size_t i = 0; (n = lower_op_name(i)); i++)
		if (!strcmp(n, name))
			return 1;
	return 0;
}

/* lower_handler takes the first entry of a name: there must be one. */
START_TEST(lowered_op_names_unique)
{
	const char *n, *m;
	for (size_t i = 0; (n = lower_op_name(i)); i++)
		for (size_t j = i + 1; (m = lower_op_name(j)); j++)
			ck_assert_msg(strcmp(n, m), "'%s' is in the backend's tables twice", n);
}
END_TEST

/* Found on first use and kept, a miss included. */
START_TEST(lower_handler_finds_names)
{
	Ctx *k = ctx_new();
	Lower L;
	memset(&L, 0, sizeof L);
	L.c = k;
	const char *n;
	for (int pass = 0; pass < 2; pass++) {
		for (size_t i = 0; (n = lower_op_name(i)); i++) {
			const LowerEntry *e = lower_handler(&L, opname_get(k, n, strlen(n)));
			ck_assert_ptr_nonnull(e);
			ck_assert_str_eq(e->name, n);
		}
		ck_assert_ptr_null(lower_handler(&L, opname_get(k, "arith.add", 9)));
		ck_assert_ptr_null(lower_handler(&L, opname_get(k, "arith.addi2", 11)));
	}
	pmap_free(&L.handlers);
	ctx_free(k);
}
END_TEST

/* Every lowered op has a syntax entry, unless MLIR only knows it in
 * generic form; and such an op has none (the list stays honest). */
START_TEST(lowered_ops_have_syntax)
{
	char missing[2048] = "", stale[1024] = "";
	const char *n;
	size_t count = 0;
	for (size_t i = 0; (n = lower_op_name(i)); i++, count++) {
		int has = syntax(n) != NULL, exempt = is_generic_only(n);
		if (!has && !exempt && strlen(missing) + strlen(n) + 2 < sizeof missing)
			strcat(strcat(missing, " "), n);
		if (has && exempt && strlen(stale) + strlen(n) + 2 < sizeof stale)
			strcat(strcat(stale, " "), n);
	}
	ck_assert_msg(count > 300, "the backend registers only %zu ops", count);
	ck_assert_msg(!*missing, "lowered ops without a pretty syntax:%s", missing);
	ck_assert_msg(!*stale, "ops listed as generic-only but with a syntax:%s", stale);
}
END_TEST

START_TEST(exemptions_are_lowered)
{
	for (size_t i = 0; i < NGENERIC; i++) {
		ck_assert_msg(is_lowered(generic_only[i].op), "'%s' is exempt but not lowered", generic_only[i].op);
		ck_assert(generic_only[i].why && *generic_only[i].why);
	}
}
END_TEST

/* Each directive of each format has a parser and a printer, each
 * attribute kind a parser; op names occur once. */
START_TEST(formats_are_implemented)
{
	for (size_t i = 0; i < op_syntax_count; i++) {
		const OpSyntax *sy = &op_syntax[i];
		ck_assert_msg(syntax(sy->name) == sy, "'%s' has two syntax entries", sy->name);
		const char *f = sy->fmt, *end = f + strlen(f);
		SyItem it;
		while (f < end && (f = sy_next(f, end, &it)) && it.kind != SI_END) {
			if (it.kind == SI_HOOK) {
				ck_assert_msg(p_pretty_hook_known(it.s, it.n), "%s: no parser for ~%.*s", sy->name, (int)it.n, it.s);
				ck_assert_msg(pr_pretty_hook_known(it.s, it.n), "%s: no printer for ~%.*s", sy->name, (int)it.n, it.s);
			}
			if (it.kind == SI_ATTR)
				ck_assert_msg(p_pretty_kind_known(it.k, it.kn), "%s: unknown attribute kind '%.*s'",
					      sy->name, (int)it.kn, it.k);
		}
		if (sy->flags & SY_IMPLICIT_TERM)
			ck_assert_msg(sy->term && syntax(sy->term), "%s: implicit terminator without syntax", sy->name);
	}
}
END_TEST

/* The format language checks itself: a directive or kind nobody
 * implements is reported. */
START_TEST(unknown_directives_are_reported)
{
	ck_assert(!p_pretty_hook_known("nosuchhook", 10));
	ck_assert(!pr_pretty_hook_known("nosuchhook", 10));
	ck_assert(!p_pretty_kind_known("nosuchkind", 10));
	ck_assert(p_pretty_kind_known("cmpi", 4));
}
END_TEST

/* Enums stored as dialect text are recognised by their text. */
START_TEST(enum_text)
{
	const SyEnum *e = sy_enum("vkind", 5);
	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(sy_enum_text(e, "kind<maxsi>", 11), 6);
	ck_assert_int_eq(sy_enum_text(e, "kind<maxs>", 10), -1);
	e = sy_enum("linkage", 7);
	ck_assert_int_eq(sy_enum_text(e, "linkage<external>", 17), e->dflt);
	e = sy_enum("ordering", 8);
	ck_assert_str_eq(e->words[e->dflt], "not_atomic");
	ck_assert_ptr_null(e->words[3]);   /* consume has no keyword */
}
END_TEST

Suite *syntax_suite(void)
{
	Suite *s = suite_create("syntax");
	TCase *tc = tcase_create("syntax");
	tcase_add_test(tc, lowered_ops_have_syntax);
	tcase_add_test(tc, lowered_op_names_unique);
	tcase_add_test(tc, lower_handler_finds_names);
	tcase_add_test(tc, exemptions_are_lowered);
	tcase_add_test(tc, formats_are_implemented);
	tcase_add_test(tc, unknown_directives_are_reported);
	tcase_add_test(tc, enum_text);
	suite_add_tcase(s, tc);
	return s;
}
