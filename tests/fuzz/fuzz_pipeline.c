/* fuzz_pipeline.c — libFuzzer target over the whole pipeline: parse,
 * verify, the default PyTorchSim passes, and the LLVM-C backend (the .ll
 * goes to /dev/null).  Every failure must come with an error message. */
#include "tsrewrite.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	TsCtx *c = ts_ctx_new();
	TsModule *m = ts_parse(c, "fuzz.mlir", (const char *)data, size);
	int ok = m && ts_verify(c, m) == 0;
	if (ok) {
		TsPassOpts po = { 0 };
		ok = ts_run_passes(c, m, NULL, &po) == 0;
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
