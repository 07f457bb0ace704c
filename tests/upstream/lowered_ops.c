/* lowered_ops — print every op name the backend's tables register, one a
 * line: check_pretty.sh's LOWERED=1 scope (the modules whose ops are all
 * lowered).  Linked with libtsrewrite.a like tests/diff/mkdriver. */
#include "backend.h"

#include <stdio.h>

int main(void)
{
	const char *n;
	for (size_t i = 0; (n = lower_op_name(i)); i++)
		puts(n);
	return ferror(stdout) ? 1 : 0;
}
