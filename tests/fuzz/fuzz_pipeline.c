/* fuzz_pipeline.c — libFuzzer target over the whole pipeline: parse,
 * verify, the default PyTorchSim passes, and the LLVM-C backend (the .ll
 * goes to /dev/null).  Every failure must come with an error message.
 * The passes run with --verify-rewrites: a rewritten affine map that
 * computes something else than the original is a finding (abort), like a
 * crash.  Inputs of odd length run the timing build (--timing: build-tog
 * and the sample-mode kernel), and its graph is printed too. */
#include "tsrewrite.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The oracle's own diagnostic: "fuzz.mlir:L:C: error: --verify-rewrites: ..."
 * at the start of the message.  Searching the whole message would also
 * match the quoted source line of any other error (make fuzz-pipeline
 * wrote the oracle's words into a string attribute). */
static int wrong_rewrite(const char *e)
{
	static const char key[] = "error: --verify-rewrites:";
	if (!strncmp(e, "fuzz.mlir", 9)) {
		e += 9;
		while (*e == ':' || (*e >= '0' && *e <= '9'))
			e++;
		if (*e == ' ')
			e++;
	}
	return !strncmp(e, key, sizeof key - 1);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	TsCtx *c = ts_ctx_new();
	TsModule *m = ts_parse(c, "fuzz.mlir", (const char *)data, size);
	int ok = m && ts_verify(c, m) == 0;
	if (ok) {
		TsTog *g = NULL;
		TsPassOpts po = { .verify_rewrites = 1, .timing = (int)(size & 1), .tog = &g };
		ok = ts_run_passes(c, m, NULL, &po) == 0;
		FILE *f = g ? fopen("/dev/null", "w") : NULL;
		if (f) {
			ts_tog_write(g, f);
			fclose(f);
		}
		if (!ok && ts_error(c) && wrong_rewrite(ts_error(c))) {
			fputs(ts_error(c), stderr);
			abort();   /* a wrong rewrite */
		}
	}
	if (ok) {
		FILE *f = fopen("/dev/null", "w");
		TsEmitOpts eo = { .kind = TS_EMIT_LL, .codegen_level = -1 };
		if (f) {
			ok = ts_emit(c, m, &eo, f) == 0;
			fclose(f);
		}
	}
	if (!ok && !ts_error(c))
		abort();   /* a failure must say why */
	ts_ctx_free(c);
	return 0;
}
