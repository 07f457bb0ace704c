/* run.h — the one internal header of `tsrewrite run` (docs/run.md).
 *
 *   run.c    the driver: entry function, lowering, JIT, call, outputs
 *   args.c   the signature as RunVals, --arg parsing, .npy and random inputs
 *   jit.c    LLVM ORC LLJIT: the module, host-model symbols, the entry wrapper
 *   out.c    results, .npy outputs and --print summaries
 *   crt.c    the few C runtime functions MLIR's lowering may call
 *            (memrefCopy, vector.print's printF32 & co.)
 *   symbols.c  the table of every function a kernel may call (libm, libc,
 *            libgcc's helpers, crt.c's), the JIT's only source of them
 *
 * Every buffer comes from the run's arena; nothing is global. */
#ifndef TS_RUN_H
#define TS_RUN_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <ffi.h>
#include <llvm-c/Core.h>

#include "ir.h"
#include "npy.h"

#define RUN_MAX_ARGS 256

/* One argument or result of the entry function, as data. */
typedef struct RunVal {
	Type *type;               /* its MLIR type */
	int is_memref;
	Type *elem;               /* memref element type, or the scalar type */
	NpyType npy;              /* .npy dtype of an element */
	int esz;                  /* bytes of an element in memory */
	int rank;
	int64_t shape[NPY_MAX_RANK];
	int64_t strides[NPY_MAX_RANK], offset;   /* in elements */
	size_t count;             /* logical elements (1 for rank 0 and scalars) */
	int64_t span;             /* elements from the aligned pointer to the last one */
	void *buf;                /* memref: the buffer the kernel sees (aligned) */
	uint64_t bits;            /* scalar: the value's bit pattern, zero-extended */
	const char *file;         /* --arg N=FILE.npy */
	const char *literal;      /* --arg N=VALUE */
} RunVal;

/* ---- run.c ---- */
/* printf into err (n bytes); returns -1, so errors read `return run_fail(...)`. */
int run_fail(char *err, size_t n, const char *fmt, ...);

/* ---- args.c ---- */
/* Classify MLIR type t (argument or result `what` N, e.g. "argument 2")
 * into v.  -1 with err set for a type the runner cannot pass. */
int run_val_type(Ctx *c, Type *t, RunVal *v, const char *what, int idx, char *err, size_t n);
/* Record the --arg options in vals[0..nvals).  -1 with err set. */
int run_parse_args(const char *const *args, int nargs, RunVal *vals, int nvals,
                   const char *fn, char *err, size_t n);
/* Give argument idx its data: the .npy file, the literal, or random data
 * from (seed, idx).  -1 with err set. */
int run_load_arg(Ctx *c, Arena *a, RunVal *v, int idx, uint64_t seed, char *err, size_t n);
/* Position (elements from the aligned pointer) of logical element i. */
int64_t run_elem_pos(const RunVal *v, size_t i);
/* "memref<4x8xf32>" (the type as MLIR prints it) into out. */
void run_type_text(Ctx *c, Type *t, char *out, size_t n);
/* "(4, 8)", "(4,)", "()" */
void run_shape_text(const int64_t *shape, int rank, char *out, size_t n);

/* ---- jit.c ---- */
typedef struct RunJit RunJit;
/* A JIT with a fresh thread-safe context; *lc is the context to build the
 * module in.  NULL with err set. */
RunJit *run_jit_new(Arena *a, LLVMContextRef *lc, char *err, size_t n);
/* Parse an LLVM IR file into the JIT's context.  NULL with err set. */
LLVMModuleRef run_jit_parse_ll(RunJit *j, const char *path, char *err, size_t n);
/* Add __ts_run_entry(params..., ptr out) to mod: calls fn, stores its
 * result at out; half/bfloat parameters are passed as i16.  The ffi types
 * of its parameters in *types (count in *ntypes, the out pointer last).
 * -1 with err set. */
int run_jit_wrap(RunJit *j, LLVMModuleRef mod, const char *fn, ffi_type ***types,
                 unsigned *ntypes, char *err, size_t n);
/* Byte offset of result i (of nres) in the out buffer; the buffer's size. */
size_t run_jit_result_offset(RunJit *j, unsigned i, unsigned nres);
size_t run_jit_result_size(RunJit *j);
/* Define an absolute symbol in the main JITDylib. */
int run_jit_define(RunJit *j, const char *name, void *addr, int callable, char *err, size_t n);
/* Define what nothing else provides: the external globals mod declares
 * (zeroed buffers from a, unless already defined).  Functions come from
 * symbols.c's table, on demand.  -1 with err set. */
int run_jit_provide(RunJit *j, LLVMModuleRef mod, Arena *a, char *err, size_t n);
/* Hand mod (and then extra modules) to the JIT.  -1 with err set. */
int run_jit_add(RunJit *j, LLVMModuleRef mod, char *err, size_t n);
/* Address of __ts_run_entry (compiles everything).  NULL with err set. */
void *run_jit_entry(RunJit *j, char *err, size_t n);
void run_jit_free(RunJit *j);

/* ---- out.c ---- */
/* Read result i (MLIR type in v) from the wrapper's out buffer at p:
 * scalars into v->bits, memref descriptors into shape/strides/buf. */
void run_read_result(RunVal *v, const unsigned char *p);
/* Write v as DIR/NAME.npy (logical elements, C order).  -1 with err set. */
int run_write_npy(Arena *a, const RunVal *v, const char *dir, const char *name, char *err, size_t n);
/* "arg1: memref<4x8xf32> float32 (4, 8) sum=... fnv1a=... first=[...]" */
void run_summary(Ctx *c, Arena *a, const RunVal *v, const char *name, FILE *f);
/* Create dir and its parents.  -1 with err set. */
int run_mkdir(const char *dir, char *err, size_t n);

/* ---- crt.c ---- */
/* Runtime function i (memrefCopy, printF32, ...): its address and *name;
 * NULL past the last one. */
void *run_crt_get(unsigned i, const char **name);

/* ---- symbols.c ---- */
/* The address of external function `name` for JIT-compiled code (crt.c's,
 * then libm, libc and libgcc's), or NULL if the table has none. */
void *run_symbol(const char *name);
/* The table's i-th name, NULL past the last (for tests and listings). */
const char *run_symbol_name(unsigned i);

#endif
