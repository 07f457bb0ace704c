/* lower_vcix.c — the vcix dialect (not written yet). */
#include "backend.h"

const LowerEntry lower_vcix_ops[] = {
	{ NULL, NULL, NULL },
};
