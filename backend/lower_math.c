/* lower_math.c — the math dialect (not written yet). */
#include "backend.h"

const LowerEntry lower_math_ops[] = {
	{ NULL, NULL, NULL },
};
