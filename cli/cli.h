/* cli.h — what the command line's files share: the compile options and
 * compiling one input (main.c), the corpus mode (each.c). */
#ifndef TS_CLI_H
#define TS_CLI_H

#include "tsrewrite.h"

#include <stddef.h>

/* Beside TS_EMIT_*: the module as MLIR, the Tile Operation Graph. */
enum { EMIT_MLIR = -1, EMIT_TOG = -3 };

typedef struct Opts {
	const char *in, *out;
	const char *tog;     /* --tog=FILE: the timing build's Tile Operation Graph */
	int verify, debuginfo, pretty;
	int stats;           /* --stats: IR size and phase times on standard error */
	int emit;            /* EMIT_MLIR, EMIT_TOG, else TS_EMIT_* */
	int emit_given;      /* --emit was on the command line */
	TsEmitOpts eo;
	const char *passes;  /* --passes=..., NULL: by output kind */
	int default_passes;  /* --passes=default */
	int riscv;           /* --target=riscv64: features follow --vlen */
	char features[96];
	TsPassOpts po;
	/* corpus mode (--each) */
	int each;            /* --each: every input compiled on its own into -o DIR */
	int jobs;            /* -jN: worker threads or processes (0: one per CPU) */
	int isolate;         /* --isolate: a forked process per input */
	int timeout;         /* --timeout=S with --isolate: seconds per input (0: none) */
	const char **inputs; /* the inputs of --each, in command-line order */
	int ninputs;
	int threads;         /* --threads=N: parse threads (0: two on a machine with two CPUs or more, one with --each) */
	long split_min;      /* --split-min=BYTES: the least text a module's body needs to be split (-1: 1 MiB) */
} Opts;

/* Compiles the text src of the input `name` with o's options and writes
 * the result to `out` (NULL or "-": standard output) through ts_out_open,
 * so a failure leaves the target untouched.  0, or 1 with the whole
 * diagnostic in *diag (malloc'ed; the caller frees it).  `spare`, if not
 * NULL, carries the context's arena span to the next call (ctx_spare_new). */
struct Arena;
int cli_compile(const Opts *o, const char *name, const char *src, size_t len, int mapped, const char *out,
		char **diag, struct Arena *spare);

/* The input file's text: mapped if it is a regular file, else read; NULL
 * with errno set if it cannot be read.  *mapped says which; release with
 * cli_release. */
const char *cli_load(const char *path, size_t *len, int *mapped);
void cli_release(const char *src, size_t len, int mapped);

/* Internal (ir/ctx.c): the next parse's source is a read-only private
 * file mapping, so the parser may drop the pages behind it from the
 * resident set as it goes (a 60 MB input then never sits in memory whole). */
void ctx_set_src_droppable(TsCtx *c, int on);
/* Internal (ir/ctx.c): the byte just past the next parse's source is
 * readable and 0, so the lexer need not test its bound at every byte. */
void ctx_set_src_padded(TsCtx *c, int on);
/* Internal (ir/walklog.c): the module is printed as parsed, generic and
 * without debug locations, so the parse threads may do the printer's
 * alias walk of its body as they go. */
void ctx_set_walk_log(TsCtx *c, int on);
/* Internal (ir/ctx.c): up to n parse threads, on a module body with at
 * least split_min bytes left (parser/split.c). */
void ctx_set_threads(TsCtx *c, unsigned n, size_t split_min);
/* Internal (ir/ctx.c): the module body's ops may be verified as the
 * parser completes them, for the ts_verify that follows ts_parse at once
 * (ir/verify.c, EarlyVerify). */
void ctx_set_early_verify(TsCtx *c, int on);
/* Internal (ir/ctx.c), for --stats: the module's op, value, block and
 * attribute counts and the context's arena bytes, as one line. */
void ctx_ir_stats(TsCtx *c, TsModule *m, char *buf, size_t len);
/* --stats: how the output was printed ("" on one thread). */
void ctx_print_stats(TsCtx *c, char *buf, size_t len);

/* Internal (ir/ctx.c): a context's arena span handed to the next context
 * on the same thread, which then need not map and fault in its own (corpus
 * mode: one spare per worker thread). */
TsCtx *ctx_new_reuse(struct Arena *spare);
void ctx_free_keep(TsCtx *c, struct Arena *spare);
struct Arena *ctx_spare_new(void);
void ctx_spare_free(struct Arena *spare);

/* Corpus mode: the exit status. */
int each_main(const Opts *o);

#endif
