/* tsrewrite.h — public API of libtsrewrite.
 *
 * All state hangs off a TsCtx; everything it allocates is freed by
 * ts_ctx_free().  No global state: several contexts may be used from
 * different threads. */
#ifndef TSREWRITE_H
#define TSREWRITE_H

#include <stddef.h>
#include <stdio.h>

#define TSREWRITE_VERSION "0.1.0"

/* The library's exported functions: the shared library exports these and
 * nothing else (the rest is built with hidden visibility), and the
 * installed static library keeps only these global. */
#if defined(__GNUC__)
#define TS_API __attribute__((visibility("default")))
#else
#define TS_API
#endif

typedef struct Ctx TsCtx;
typedef struct Module TsModule;
typedef struct TogGraph TsTog;   /* a Tile Operation Graph (build-tog) */

enum {
	TS_PRINT_DEBUGINFO = 1 << 0,   /* print locations */
	TS_PRINT_PRETTY = 1 << 1,      /* custom (pretty) form for the ops that have one */
};

TS_API TsCtx *ts_ctx_new(void);
TS_API void ts_ctx_free(TsCtx *c);

/* Parse MLIR text (generic form).  `filename` is used in diagnostics.
 * Returns NULL on error; ts_error() then describes it. */
TS_API TsModule *ts_parse(TsCtx *c, const char *filename, const char *src, size_t len);

/* Verify SSA dominance, terminators and op signatures: 0 if valid. */
TS_API int ts_verify(TsCtx *c, TsModule *m);

/* Print in MLIR's generic form.  Returns a malloc'ed NUL-terminated
 * string (free it with free()), its length in *len. */
TS_API char *ts_print(TsCtx *c, TsModule *m, unsigned flags, size_t *len);

/* Print in MLIR's generic form straight to a stream, in chunks, so the
 * whole text never sits in memory.  0 on success, -1 on a write error. */
TS_API int ts_print_file(TsCtx *c, TsModule *m, unsigned flags, FILE *f);

/* Run PyTorchSim's passes (docs/passes.md) over the module, in place.
 * `list` is a comma-separated list of pass names, run exactly in that
 * order ("" runs none); NULL runs the default pipeline (PyTorchSim's
 * chain, docs/passes.md; with `timing` also build-tog), each pass only if
 * its gate opens on the module when its turn comes; `dma` picks
 * decompose-transfer + lower-dma-to-gemmini (TS_DMA_START) or
 * peel-transfer + lower-transfer-to-gemmini (TS_DMA_DESCRIPTOR) for
 * togsim.transfer.  The module is
 * verified after every pass that ran.  0, or -1 with ts_error() set (a
 * located error for bad input; an unknown pass name lists the known ones). */
typedef struct TsPassOpts {
	int vectorlane;          /* vector lanes / systolic array size; 0: 128 */
	int vlen;                /* vector register length in bits; 0: 256 */
	int timing;              /* timing (gem5) build: erase DMAs instead of emitting Gemmini asm */
	int host_model;          /* --host-model: DMAs call the host runtime (__ts_gemmini_insn) instead of Gemmini asm */
	FILE *report;            /* simplify-affine's report (--report=affine), or NULL */
	int verify_rewrites;     /* check every rewritten affine map against the original (--verify-rewrites):
	                            a mismatch is an error starting "--verify-rewrites:" */
	FILE *dump;              /* the module after each pass (--print-ir-after-all), or NULL */
	const char *stop_after;  /* --stop-after=NAME: stop after this pass of the pipeline, or NULL */
	unsigned dump_flags;     /* TS_PRINT_* for the dump */
	int allow_scalar_matmul; /* --allow-scalar-matmul: lower-to-vcix leaves a scratchpad linalg.matmul
	                            outside the template nests (scalar loops) instead of failing */
	int dma;                 /* --dma=: TS_DMA_START (default: decompose-transfer, memref.dma_start,
	                            Gen A) or TS_DMA_DESCRIPTOR (peel-transfer, lower-transfer-to-gemmini) */
	int tog_sample_off;      /* --tog-sample-mode=0: build-tog leaves the loop steps (markers only) */
	int tog_step_span;       /* --tog-step=span: sample-mode step max(end - start, step) instead of end */
	TsTog **tog;             /* where build-tog leaves the graph it built (valid until ts_ctx_free);
	                            NULL: not kept; untouched if build-tog did not run */
} TsPassOpts;
enum { TS_DMA_START = 0, TS_DMA_DESCRIPTOR = 1 };
TS_API int ts_run_passes(TsCtx *c, TsModule *m, const char *list, const TsPassOpts *o);

/* `<key>_tog.py` of a graph build-tog made (docs/passes.md, build-tog),
 * byte for byte as PyTorchSim's build_tog.py prints it.  0, or -1 if the
 * stream reports a write error. */
TS_API int ts_tog_write(const TsTog *g, FILE *f);

/* Lower to LLVM IR through LLVM-C and write it to f. */
enum { TS_EMIT_LL, TS_EMIT_BC, TS_EMIT_ASM, TS_EMIT_OBJ };
typedef struct TsEmitOpts {
	int kind;                /* TS_EMIT_* */
	const char *triple;      /* NULL: none in .ll/.bc (like mlir-translate), the host for asm/obj */
	const char *cpu;         /* NULL: generic (host CPU when the triple is the host's) */
	const char *features;    /* NULL: none (host features for the host) */
	int opt_level;           /* IR optimisation -O1..-O3 through the new pass manager; 0: none */
	int codegen_level;       /* code generation level 0..3; -1: default (2) */
	int pic;                 /* position-independent code */
	int lanes;               /* > 0: lane mode with this many lanes (--host-model; docs/hostmodel.md) */
} TsEmitOpts;
/* 0 on success; -1 with ts_error() set (a located error for an op that has
 * no lowering). */
TS_API int ts_emit(TsCtx *c, TsModule *m, const TsEmitOpts *o, FILE *f);

/* ts_emit into memory: the output in a malloc'ed buffer (NUL-terminated,
 * which a .ll needs and binary kinds ignore), its length in *len; free it
 * with ts_free().  NULL with ts_error() set. */
TS_API char *ts_emit_mem(TsCtx *c, TsModule *m, const TsEmitOpts *o, size_t *len);

/* free() for what ts_emit_mem and ts_print return, for callers that cannot
 * reach the C library's free (a foreign-function interface). */
TS_API void ts_free(void *p);

/* tsrewrite run (docs/run.md): lower m for the host (after the default
 * pass pipeline, run with po), JIT-compile it in process and call one of
 * its functions with arguments from .npy files, literals or seeded
 * pseudo-random data; every memref argument and result is written to
 * out_dir as argN.npy / resultN.npy. */
typedef struct TsRunOpts {
	const char *func;          /* entry function; NULL: the only public one, else "kernel" */
	const char *const *args;   /* "N=FILE.npy" or "N=VALUE", as given to --arg */
	int nargs;
	unsigned long long seed;   /* random data of the arguments not given */
	const char *out_dir;       /* NULL: "out" */
	int print;                 /* a summary line per argument and result */
	const char *ll;            /* JIT this LLVM IR file instead of lowering m */
	int opt_level;             /* -O0..-O3 over our own lowering */
	FILE *log;                 /* results and summaries (NULL: stdout) */
	size_t spad_size;          /* --host-model: scratchpad bank bytes per lane; 0: 65536 or what the buffers need */
} TsRunOpts;
/* 0 on success.  -1 on error: a run-level message in err ("argument 1:
 * ..."), or err empty and ts_error() set (an error located in the input). */
TS_API int ts_run(TsCtx *c, TsModule *m, const TsRunOpts *o, const TsPassOpts *po, char *err, size_t errlen);

/* Output files (docs/design.md, "Output files"): every file tsrewrite
 * writes goes through these, so that a failed run leaves its target as it
 * was and a successful one never replaces what the path names.
 *   "-" or NULL       standard output, written as it comes;
 *   a regular file,   symbolic links followed (a dangling one: its target
 *   or a new name     is created); the output goes to a temporary file
 *                     beside the final name and is renamed over it by
 *                     ts_out_close; a replaced file's mode, owner and group
 *                     are kept (owner and group where permitted);
 *   anything else     (a device, a FIFO) is written in place, but only by a
 *                     successful ts_out_close: the output is held until
 *                     then, so a failed run opens nothing.
 * ts_out_open returns NULL with "cannot write PATH: reason" in err when the
 * path cannot be written (a directory, no temporary file possible). */
typedef struct TsOut TsOut;
TS_API TsOut *ts_out_open(const char *path, char *err, size_t errlen);
/* The stream to write the whole output to. */
TS_API FILE *ts_out_file(TsOut *o);
/* Finishes and frees o.  keep = 1: put the output in place; keep = 0 (the
 * caller failed): drop it.  0 if kept; -1 otherwise, the target untouched,
 * no temporary file left, and err says what went wrong with the output (a
 * write error of the stream, a full disk, a failed rename). */
TS_API int ts_out_close(TsOut *o, int keep, char *err, size_t errlen);

/* The last error as "file:line:col: error: msg\n<source line>\n<caret>\n",
 * or NULL if there was none.  Owned by the context. */
TS_API const char *ts_error(TsCtx *c);

#endif
