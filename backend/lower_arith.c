/* lower_arith.c — the arith dialect. */
#include "backend.h"

static void lower_constant(Lower *L, Op *op)
{
	Attr *a = op_attr(op, "value");
	LLVMValueRef v = a ? const_from_attr(L, a, op->res[0].type) : NULL;
	if (!v)
		lower_fail(L, op, "unsupported 'arith.constant' value");
	set_lv(L, &op->res[0], v);
}

const LowerEntry lower_arith_ops[] = {
	{ "arith.constant", lower_constant, NULL },
	{ NULL, NULL, NULL },
};
