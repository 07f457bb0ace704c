/* fuzz_parse.c — libFuzzer target: parse, verify and print any input.
 * Each input gets a fresh context, so leaks and use-after-free across
 * inputs show up under AddressSanitizer. */
#include "tsrewrite.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
void ctx_set_threads(TsCtx *c, unsigned n, size_t split_min);   /* ir/ctx.c */
void ctx_set_early_verify(TsCtx *c, int on);                     /* ir/ctx.c */
void ctx_set_src_padded(TsCtx *c, int on);                       /* ir/ctx.c */
void ctx_set_walk_log(TsCtx *c, int on);                         /* ir/walklog.c */

/* The module printed to a file, which prints a large body on two
 * threads (ir/print_split.c; with --split-min=0 every body is large). */
static char *print_to_file(TsCtx *c, TsModule *m, size_t *n)
{
	FILE *f = tmpfile();
	if (!f || ts_print_file(c, m, 0, f) != 0 || fflush(f) != 0)
		abort();
	long len = ftell(f);
	char *s = malloc((size_t)len + 1);
	if (len < 0 || !s || fseek(f, 0, SEEK_SET) != 0 || fread(s, 1, (size_t)len, f) != (size_t)len)
		abort();
	fclose(f);
	*n = (size_t)len;
	return s;
}

/* The input parsed on two threads, split wherever the text allows
 * (parser/split.c), its body's ops verified as they are parsed (ir/verify.c,
 * EarlyVerify) and walked for aliases (ir/walklog.c), lexed without bound
 * tests from a copy with a 0 after it (lexer/lex.re, lex_padded; and the
 * usual spelling of generic ops read from the bytes, parser/parse.c), printed
 * and verified on two: the same verdicts, diagnostics and printed module
 * as one thread's, verified after. */
static void split_agrees(const uint8_t *data, size_t size, TsCtx *c1, TsModule *m1)
{
	TsCtx *c2 = ts_ctx_new();
	ctx_set_threads(c2, 2, 0);
	ctx_set_early_verify(c2, 1);
	ctx_set_src_padded(c2, 1);
	ctx_set_walk_log(c2, 1);
	char *padded = malloc(size + 1);
	if (!padded)
		abort();
	memcpy(padded, data, size);
	padded[size] = 0;
	TsModule *m2 = ts_parse(c2, "fuzz.mlir", padded, size);
	if (!m1 != !m2)
		abort();
	if (m1) {
		/* the verifier checks a large body's halves on two threads */
		int v2 = ts_verify(c2, m2), v1 = ts_verify(c1, m1);
		if (v1 != v2 || (v1 && strcmp(ts_error(c1), ts_error(c2))))
			abort();
		size_t n1, n2;
		char *s1 = ts_print(c1, m1, 0, &n1), *s2 = print_to_file(c2, m2, &n2);
		if (n1 != n2 || memcmp(s1, s2, n1))
			abort();
		free(s1);
		free(s2);
	} else if (strcmp(ts_error(c1), ts_error(c2))) {
		abort();
	}
	ts_ctx_free(c2);
	free(padded);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	TsCtx *c = ts_ctx_new();
	TsModule *m = ts_parse(c, "fuzz.mlir", (const char *)data, size);
	split_agrees(data, size, c, m);
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
