/* unit.h — Check unit tests: each tests/unit/test_*.c defines one suite. */
#ifndef TS_UNIT_H
#define TS_UNIT_H
#include <check.h>
#include "ir.h"

/* X(name): Suite *name##_suite(void) is defined in tests/unit/test_name.c. */
#define UNIT_SUITES(X) X(lexer) X(types) X(affine) X(numeric) X(ir) X(print) X(parse) X(rewrite_affine) X(npy) X(gemmini_host) X(vcix_host) X(loop_padding) X(jit_symbols) X(syntax)

#define X(n) Suite *n##_suite(void) __attribute__((weak));
UNIT_SUITES(X)
#undef X

#endif
