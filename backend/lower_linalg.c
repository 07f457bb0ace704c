/* lower_linalg.c — the linalg dialect (not written yet). */
#include "backend.h"

const LowerEntry lower_linalg_ops[] = {
	{ NULL, NULL, NULL },
};
