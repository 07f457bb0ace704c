/* simplify_affine.c — (not written yet). */
#include "rewrite.h"

int pass_simplify_affine(Ctx *c, Module *m, const PassOpts *o)
{
	(void)m;
	(void)o;
	ctx_error(c, 0, "pass not implemented yet");
	return -1;
}
