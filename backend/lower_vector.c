/* lower_vector.c — the vector dialect (not written yet). */
#include "backend.h"

const LowerEntry lower_vector_ops[] = {
	{ NULL, NULL, NULL },
};
