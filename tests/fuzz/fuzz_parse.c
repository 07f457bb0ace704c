/* fuzz_parse.c — libFuzzer target: parse, verify and print any input.
 * Each input gets a fresh context, so leaks and use-after-free across
 * inputs show up under AddressSanitizer. */
#include "tsrewrite.h"

#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	TsCtx *c = ts_ctx_new();
	TsModule *m = ts_parse(c, "fuzz.mlir", (const char *)data, size);
	if (m) {
		size_t n;
		if (ts_verify(c, m) == 0) {
			char *s = ts_print(c, m, 0, &n);
			/* A printed module must parse again. */
			TsCtx *c2 = ts_ctx_new();
			if (!ts_parse(c2, "reprint.mlir", s, n))
				abort();
			ts_ctx_free(c2);
			free(s);
		}
	} else if (!ts_error(c)) {
		abort();   /* a failed parse must say why */
	}
	ts_ctx_free(c);
	return 0;
}
