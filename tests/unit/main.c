/* main.c — runs every unit suite that is linked in. */
#include "unit.h"

#include <stdlib.h>

int main(void)
{
	SRunner *sr = srunner_create(NULL);
	int nsuites = 0;
#define X(n) if (n##_suite) { srunner_add_suite(sr, n##_suite()); nsuites++; }
	UNIT_SUITES(X)
#undef X
	if (!nsuites) {
		fputs("no unit suites linked\n", stderr);
		srunner_free(sr);
		return 1;
	}
	srunner_run_all(sr, CK_NORMAL);
	int failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
