/* rewrite.h — the one internal header of rewrite/: the IR-to-IR passes
 * that reproduce PyTorchSim's pipeline, and the affine algebra they use.
 *
 * A pass is a function over the whole module.  It reports a failure as a
 * located error in the Ctx (ctx_error) and returns -1; it never prints.
 * Passes are found by name in one table (passes.c); the default pipeline
 * runs, in table order, each pass whose trigger op occurs in the input.
 */
#ifndef TS_REWRITE_H
#define TS_REWRITE_H

#include "ir.h"

typedef struct PassOpts {
	int vectorlane;      /* --vectorlane=N, default 128 */
	int vlen;            /* --vlen=N (bits), default 256 */
	int timing;          /* --timing: erase DMAs instead of emitting Gemmini asm */
	FILE *report;        /* --report=affine: where simplify-affine writes its report, or NULL */
} PassOpts;

typedef struct Pass {
	const char *name;    /* "decompose-transfer" */
	const char *trigger; /* op name that makes the default pipeline run it */
	int (*run)(Ctx *c, Module *m, const PassOpts *o);
} Pass;

/* One per file, each named after what it does. */
int pass_decompose_transfer(Ctx *c, Module *m, const PassOpts *o);
int pass_lower_vlane_idx(Ctx *c, Module *m, const PassOpts *o);
int pass_simplify_affine(Ctx *c, Module *m, const PassOpts *o);
int pass_lower_dma_to_gemmini(Ctx *c, Module *m, const PassOpts *o);

#endif
