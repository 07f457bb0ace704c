/* lower_index.c — the index dialect (not written yet). */
#include "backend.h"

const LowerEntry lower_index_ops[] = {
	{ NULL, NULL, NULL },
};
