/* backend.h — the one internal header of the backend: MLIR ops (standard
 * dialects) straight to LLVM IR through the LLVM-C API.
 *
 * There is no LLVM dialect in between.  The driver (lower.c) walks the
 * module; every op is dispatched through a table from its interned name to
 * a LowerFn.  Each dialect file exports one NULL-terminated table
 * (lower_arith_ops, ...), registered once per run.
 *
 * Values.  Every MLIR value maps to one LLVM value (lv/set_lv):
 *   - integers, index (i64), floats: the LLVM scalar;
 *   - vector<AxBxT>: ONE flat LLVM vector <A*B x T> (row-major).  MLIR uses
 *     arrays of 1-D vectors instead; that only shows at the ABI (function
 *     arguments/results, memory of vector element type), where
 *     vec_to_abi/vec_from_abi convert.  Flat vectors make n-D elementwise
 *     ops, shape_cast and broadcasts trivial;
 *   - memref: the descriptor struct value {ptr, ptr, i64, [n x i64], [n x i64]}
 *     (rank 0: {ptr, ptr, i64}); unranked: {i64, ptr};
 *   - function values (func.constant): ptr.
 *
 * Structured control flow (scf, affine) is lowered directly to basic
 * blocks by the op's handler; region terminators (scf.yield, affine.yield,
 * scf.condition, scf.reduce) call the innermost YieldFn the enclosing
 * handler installed.
 *
 * Errors: lower_fail() records a located error in the Ctx and longjmps to
 * the driver, which disposes of the LLVM objects.
 */
#ifndef TS_BACKEND_H
#define TS_BACKEND_H

#include "ir.h"

#include <llvm-c/Core.h>

typedef struct Lower Lower;
typedef void (*LowerFn)(Lower *L, Op *op);

/* fn lowers the op where it stands.  decl, for module-level symbol ops
 * (functions, globals), runs first over the whole module so that calls and
 * get_global find every symbol whatever the order. */
typedef struct LowerEntry {
	const char *name;    /* "dialect.op" */
	LowerFn fn;
	LowerFn decl;        /* NULL for ordinary ops */
} LowerEntry;

/* Dialect tables (each file owns its own). */
extern const LowerEntry lower_func_ops[], lower_cf_ops[], lower_scf_ops[],
	lower_affine_ops[], lower_arith_ops[], lower_math_ops[], lower_index_ops[],
	lower_memref_ops[], lower_vector_ops[], lower_llvm_ops[], lower_linalg_ops[],
	lower_vcix_ops[];
/* Every op name the tables register, by index; NULL past the last. */
const char *lower_op_name(size_t i);
/* The table entry that lowers ops named on, or NULL. */
const LowerEntry *lower_handler(Lower *L, const OpName *on);

/* Pointer-keyed hash map (open addressing, malloc'ed, freed with the run). */
typedef struct PMap {
	const void **keys;
	void **vals;
	uint32_t cap, len;
} PMap;
void *pmap_get(const PMap *m, const void *k);
void pmap_put(PMap *m, const void *k, void *v);
void pmap_free(PMap *m);

/* A region terminator handler installed by a structured op. */
typedef void (*YieldFn)(Lower *L, Op *term, void *ud);
typedef struct YieldTarget {
	YieldFn fn;
	void *ud;
	struct YieldTarget *up;
} YieldTarget;

/* Options of a run (CLI flags). */
typedef struct LowerOpts {
	int host_model;      /* issue 6: DMA through the runtime */
	int lanes;           /* lane mode (issue 14, lanes.c): > 0 = the vector lanes S */
	int riscv;           /* the target is RISC-V (what its LLVM 19 backend cannot select is an error) */
	unsigned vscale;     /* > 0: every function gets vscale_range(vscale, vscale) (RISC-V: VLEN / 64) */
} LowerOpts;

typedef struct LaneFrame LaneFrame;

struct Lower {
	Ctx *c;
	Module *m;
	const LowerOpts *opts;
	LLVMContextRef lc;
	LLVMModuleRef mod;
	LLVMBuilderRef b;
	/* common types */
	LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_ptr, t_f32, t_f64;
	PMap handlers;     /* const OpName* -> const LowerEntry*, filled as names are met */
	PMap vals;         /* Value* -> LLVMValueRef */
	PMap blocks;       /* Block* -> LLVMBasicBlockRef */
	PMap funcs;        /* const Str* symbol -> Op* (func.func / llvm.func / memref.global) */
	LLVMValueRef fn;     /* the function being lowered */
	YieldTarget *yield;  /* innermost region-terminator handler */
	unsigned depth;      /* region nesting, bounded by c->max_depth */
	Op *cur_op;          /* the op being lowered (position of errors without an op) */
	Arena scratch;       /* lower_tmp: emptied after each top-level op and on failure */
	/* lane mode (lanes.c) */
	LaneFrame *frame;    /* the slots of the function being lowered, NULL if none */
	int in_lane;         /* inside a lane loop: vectors are LLVM vectors, not slots */
	LLVMValueRef lane;   /* the lane number (i64) inside a lane loop */
	unsigned lane0_moves; /* riscv64: vector-to-scalar moves made through lane0_element/lane0_scalar */
	unsigned nasm;       /* llvm.inline_asm ops lowered; asm_pos: the first one's source offset */
	uint32_t asm_pos;    /* (the position of an error the assembler finds in an inline asm string) */
};

/* ---- lower_vector.c: riscv64 code for the SPMD machine (vcix.md §1) ----
 * Scalar instructions run once, vector ones once per lane: a value moved
 * from a vector register to a scalar one is lane 0's, and only vfmv.f.s
 * moves it (PyTorchSim's Spike aborts on vmv.x.s).  LLVM must neither keep
 * such a scalar in a vector register (it would store it with a per-lane
 * vse at vl = 1) nor see through a gather's indices (it would turn a
 * constant stride into vlse/vle, which the machine moves to each lane's
 * bank, where an indexed load reads lane 0's). */
int spmd_riscv(Lower *L);   /* riscv target, not lane mode */
/* Element idx of vec, moved to a scalar register through vfmv.f.s (integers
 * and 16-bit floats as f32/f64 bits); an extractelement elsewhere. */
LLVMValueRef lane0_element(Lower *L, Op *op, LLVMValueRef vec, LLVMValueRef idx);
/* A float scalar computed from vectors (a reduction), forced into an FP
 * register; x elsewhere. */
LLVMValueRef lane0_scalar(Lower *L, Op *op, LLVMValueRef x);
/* After op's handler: a scalar result of an op on vectors that did not go
 * through the two functions above is forced into an FP register (floats) or
 * is an error (riscv64 only). */
void lane0_check(Lower *L, Op *op, unsigned moves_before);

/* ---- lower.c: the driver ---- */
/* Record "error: <msg>" at the op's source position and bail out. */
_Noreturn void lower_fail(Lower *L, Op *op, const char *fmt, ...);
/* Scratch memory for the top-level op being lowered (freed after it):
 * safe across lower_fail's long jump, unlike malloc. */
void *lower_tmp(Lower *L, size_t n);
LLVMValueRef lv(Lower *L, Value *v);          /* the LLVM value of v (must exist) */
void set_lv(Lower *L, Value *v, LLVMValueRef x);
LLVMValueRef opnd(Lower *L, Op *op, unsigned i); /* lv of operand i */
void lower_op(Lower *L, Op *op);
/* Lower the ops of a block except its terminator, which is returned (or
 * NULL) so a structured op can interpret it.  Block args must be mapped. */
Op *lower_block_body(Lower *L, Block *b);
/* Lower a whole (possibly multi-block) region at the current insertion
 * point: the entry block's arguments take `args`; terminators that are
 * branches stay branches, yields go to the innermost YieldTarget.  The
 * builder ends up positioned in an unterminated block only if the region
 * fell through (never: every block is terminated). */
void lower_region(Lower *L, Region *r, LLVMValueRef *args, unsigned nargs);
LLVMBasicBlockRef new_bb(Lower *L, const char *name);
/* Call fn for the terminator `term` through the innermost YieldTarget;
 * also the handler of every region terminator (scf.yield, affine.yield, ...). */
void lower_yield(Lower *L, Op *term);

/* Operand group i of an op with operandSegmentSizes (whole list if the
 * op has none and i == 0).  Returns the count; *first the start index. */
unsigned op_segment(Lower *L, Op *op, unsigned i, unsigned *first);
/* The LLVM block of an MLIR successor block (PHIs for its arguments). */
LLVMBasicBlockRef lower_succ(Lower *L, Block *b);
/* Branch to `b` passing vals[0..n) to its PHIs. */
void branch_to(Lower *L, Block *b, LLVMValueRef *vals, unsigned n);
/* A fresh block with PHIs of the given types (for structured ops). */
LLVMBasicBlockRef bb_with_phis(Lower *L, LLVMTypeRef *tys, unsigned n, LLVMValueRef *phis);
void add_incoming(Lower *L, LLVMValueRef *phis, LLVMValueRef *vals, unsigned n);
/* lv of operands [first, first+n). */
void opnds_lv(Lower *L, Op *op, unsigned first, unsigned n, LLVMValueRef *out);

/* lower_func.c: branches (cf.br/cond_br/switch and their llvm twins). */
void lower_branch(Lower *L, Op *op);
void lower_cond_branch(Lower *L, Op *op);
void lower_switch_branch(Lower *L, Op *op);

/* Attribute helpers. */
Attr *op_attr(Op *op, const char *name);      /* props first, then attrs; NULL if absent */
int64_t attr_int(Attr *a);                    /* AT_INT/AT_BOOL, sign-extended */

/* ---- lanes.c: lane mode (--host-model; docs/hostmodel.md, "Lanes") ----
 * The machine runs every vector instruction once per lane (S lanes, each
 * with its own registers and scratchpad bank).  In lane mode a vector
 * value lives in memory, in S consecutive copies ("lane slots") of a
 * per-function frame, and its LLVM value outside lane loops is the slot
 * pointer; an op on vectors runs in a loop over the lanes. */
int lane_mode(Lower *L);
/* op sits directly in the module (or has no parent): where a function or
 * global is declared (lower_decl) and so where it can be lowered. */
int at_module_level(Op *op);
/* After the entry block is made: the frame, if the function has vectors. */
void lane_func_begin(Lower *L, Op *fn);
/* After the body: frame size, the copies into block-argument slots. */
void lane_func_end(Lower *L);
/* Before a `ret`: release the frame. */
void lane_func_return(Lower *L);
/* The driver's cleanup after a failure (lower_fail skips lane_func_end). */
void lane_free(Lower *L);
/* Lower op in lane mode if it is an op on vectors (1), else 0. */
int lane_dispatch(Lower *L, Op *op, const LowerEntry *e);
/* set_lv of a vector that a PHI carries: its own slot (value semantics). */
LLVMValueRef lane_phi_value(Lower *L, Value *v, LLVMValueRef phi);
/* The PHI of a block argument (its lv, unless lane mode gave it a slot). */
LLVMValueRef block_arg_phi(Lower *L, Value *arg);
/* The slot of vector value v (made on first use). */
LLVMValueRef lane_slot(Lower *L, Value *v);
/* The slot an operand's value is in (an internal error if it is not). */
LLVMValueRef lane_operand_slot(Lower *L, Op *op, Value *v);
/* Bytes of one lane's copy of a vector of type t. */
uint64_t lane_stride(Lower *L, Type *t);
/* A loop over the lanes: L->lane is the lane inside; in_lane is set. */
typedef struct LaneLoop {
	LLVMBasicBlockRef pre, body;
	LLVMValueRef lane;
	int saved_in_lane;
	LLVMValueRef saved_lane;
} LaneLoop;
void lane_loop_begin(Lower *L, LaneLoop *lp);
void lane_loop_end(Lower *L, LaneLoop *lp);
/* Address of lane L->lane's copy in slot. */
LLVMValueRef lane_addr(Lower *L, LLVMValueRef slot, uint64_t stride);
/* vcix_lanes.c: a vcix op of the given form in lane mode (calls the
 * runner's models of the systolic array and the special-function unit). */
enum { VCIX_X, VCIX_I, VCIX_V_I, VCIX_IV, VCIX_V_IV, VCIX_V_SV };
void lower_vcix_lanes(Lower *L, Op *op, int form);

/* ---- types.c: types, constants, ABI ---- */
/* Internal representation (flat vectors); in lane mode outside lane loops
 * a vector is its slot pointer (ptr). */
LLVMTypeRef lower_type(Lower *L, Type *t);
LLVMTypeRef vec_type(Lower *L, Type *t);      /* the flat LLVM vector of a vector type */
LLVMTypeRef abi_type(Lower *L, Type *t);      /* as MLIR's ABI has it (arrays of vectors) */
LLVMTypeRef type_or_fail(Lower *L, Op *op, Type *t);  /* lower_type or a located error */
LLVMTypeRef scalar_type(Lower *L, Type *t);   /* int/index/float */
unsigned addr_space(Lower *L, Type *memref);  /* memory space as an integer */
LLVMTypeRef desc_type(Lower *L, Type *memref);
LLVMValueRef vec_to_abi(Lower *L, LLVMValueRef v, Type *vt);
LLVMValueRef vec_from_abi(Lower *L, LLVMValueRef v, Type *vt);
/* Concatenate n vectors of len elements each into one flat vector. */
LLVMValueRef vec_concat(Lower *L, LLVMValueRef *parts, unsigned n, unsigned len);
LLVMValueRef const_i64(Lower *L, int64_t v);
LLVMValueRef const_int(Lower *L, LLVMTypeRef t, int64_t v);
/* The constant an attribute denotes, of MLIR type t (int/float/index,
 * vectors from dense attrs).  NULL if the attribute has another kind. */
LLVMValueRef const_from_attr(Lower *L, Attr *a, Type *t);
/* Bytes of a dense attribute as an LLVM constant of type `ty` (nested
 * arrays for memref.global). */
LLVMValueRef const_dense_array(Lower *L, Attr *a, Type *elem, const int64_t *dims, unsigned ndims);
/* The LLVM function type of an MLIR FunctionType (memref arguments
 * expanded, several results packed in a struct). */
LLVMTypeRef func_llvm_type(Lower *L, Type *fty);
/* Expand the call arguments of MLIR type `tys` into `out` (memrefs become
 * allocated, aligned, offset, sizes..., strides...).  Returns the count. */
unsigned expand_args(Lower *L, Value **vals, unsigned n, LLVMValueRef *out);
unsigned expanded_count(Type *t);
/* Pack expanded parameters back into a value of MLIR type t; returns the
 * number of parameters consumed. */
unsigned pack_param(Lower *L, Type *t, LLVMValueRef *params, LLVMValueRef *out);

/* Memref descriptors. */
LLVMValueRef desc_field(Lower *L, LLVMValueRef d, unsigned field);      /* 0 alloc, 1 aligned, 2 offset */
LLVMValueRef desc_size(Lower *L, LLVMValueRef d, unsigned i);
LLVMValueRef desc_stride(Lower *L, LLVMValueRef d, unsigned i);
LLVMValueRef desc_set(Lower *L, LLVMValueRef d, unsigned field, LLVMValueRef x);
LLVMValueRef desc_set_size(Lower *L, LLVMValueRef d, unsigned i, LLVMValueRef x);
LLVMValueRef desc_set_stride(Lower *L, LLVMValueRef d, unsigned i, LLVMValueRef x);
/* Static strides and offset of a memref type (identity layout: row-major;
 * strided<>: as given; DYN where dynamic).  Returns -1 for a layout that is
 * not strided (affine map layouts other than identity). */
int memref_strides(Type *t, int64_t *strides, int64_t *offset);
/* Address of element idx[0..rank) of the memref value v (type t): aligned
 * pointer + (offset + sum idx*stride) elements, static strides and offset
 * as constants, dynamic ones read from the descriptor. */
LLVMValueRef memref_elem_ptr(Lower *L, Op *at, LLVMValueRef desc, Type *t, LLVMValueRef *idx, unsigned n);
/* Element byte size as MLIR's data layout sees it (alignment of loads). */
unsigned elem_align(Lower *L, Type *elem);

/* ---- lower_scf.c: counted loops, shared with affine ---- */
/* Header PHIs (iv, carried values), `iv < ub` test (signed unless
 * unsigned_cmp), body, latch `iv += step` — convert-scf-to-cf's shape. */
typedef struct Loop {
	LLVMBasicBlockRef header, body, exit;
	LLVMValueRef iv, ub, step;
	LLVMValueRef *phis;  /* carried values, n of them */
	unsigned n;
	int unsigned_cmp;
} Loop;
void loop_begin(Lower *L, Loop *lp, LLVMValueRef lb, LLVMValueRef ub, LLVMValueRef step,
                LLVMValueRef *inits, LLVMTypeRef *tys, unsigned n, LLVMValueRef *phis);
void loop_end(Lower *L, Loop *lp, LLVMValueRef *next);   /* leaves the builder at the exit */
/* The body region (args: iv, carried...) whose yield closes the loop. */
void loop_body(Lower *L, Loop *lp, Region *r);

/* A join block with PHIs for an op's results; yield_to_merge (a YieldFn,
 * ud = Merge*) feeds them from a region's yield and branches there. */
typedef struct Merge {
	LLVMBasicBlockRef bb;
	LLVMValueRef *phis;
	unsigned n;
} Merge;
void yield_to_merge(Lower *L, Op *term, void *ud);

/* ---- lower_affine.c ---- */
/* Expand an affine expression with MLIR's exact forms (lowering.md §7.4). */
LLVMValueRef lower_affexpr(Lower *L, AffExpr *e, LLVMValueRef *dims, LLVMValueRef *syms);
/* Operands of an affine map attribute: dims then symbols. */
void lower_affmap(Lower *L, AffMap *m, LLVMValueRef *opnds, LLVMValueRef *out);

/* ---- emit.c: output ---- */
/* The llvm intrinsic `name` overloaded on tys (NULL/0 if not overloaded). */
LLVMValueRef intrinsic(Lower *L, const char *name, LLVMTypeRef *tys, unsigned ntys, LLVMTypeRef *fnty);
LLVMValueRef call_intrinsic(Lower *L, const char *name, LLVMTypeRef *tys, unsigned ntys, LLVMValueRef *args, unsigned nargs);
/* Declare (once) and call an external C function, e.g. malloc, tanhf. */
LLVMValueRef call_extern(Lower *L, const char *name, LLVMTypeRef ret, LLVMValueRef *args, unsigned nargs);
/* For the runner (tsrewrite run): the module built in the caller's context
 * lc for the host, verified, optimised at opt_level (0: none); the caller
 * owns it.  NULL with the error in c->diag. */
LLVMModuleRef ts_emit_module(Ctx *c, Module *m, LLVMContextRef lc, const LowerOpts *lo, int opt_level);

/* Run the deferred static constructors of LLVM's Support and Core
 * (backend/lazy_ctors.ld), once per process, safely from any thread:
 * before the first call into LLVM. */
void backend_init_llvm(void);
/* The same, then the rest of LLVM's, and register the targets tsrewrite
 * uses (the host's, riscv64): before the code generators, the optimiser,
 * bitcode or the JIT. */
void backend_init_targets(void);

/* LLVM reports what it finds while generating code (an inline asm string
 * its assembler rejects, say) to its context's diagnostic handler; without
 * one it prints the error and exits the process, which in corpus mode ends
 * every other thread's compile too.  Installed with a sink as user data,
 * this handler keeps the first error's text in the sink (the caller fails
 * its compile with it) and prints warnings to stderr as LLVM's own would. */
typedef struct LlvmDiagSink {
	char first[512];     /* "" until an error arrives */
} LlvmDiagSink;
void backend_llvm_diag(LLVMDiagnosticInfoRef di, void *sink);

#endif
