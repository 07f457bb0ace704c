/* rewrite.h — the one internal header of rewrite/: the IR-to-IR passes
 * that reproduce PyTorchSim's pipeline, and the affine algebra they use.
 *
 * A pass is a function over the whole module.  It reports a failure as a
 * located error in the Ctx (ctx_error) and returns -1; it never prints.
 * Passes are found by name in one table (passes.c); the default pipeline
 * runs, in table order, each pass whose gate opens on the module as it is
 * when the pass's turn comes.
 */
#ifndef TS_REWRITE_H
#define TS_REWRITE_H

#include "ir.h"

typedef struct PassOpts {
	int verify_rewrites; /* --verify-rewrites: every rewritten map checked by map_oracle.c */
	int vectorlane;      /* --vectorlane=N, default 128 */
	int vlen;            /* --vlen=N (bits), default 256 */
	int timing;          /* --timing: erase DMAs instead of emitting Gemmini asm */
	int host_model;      /* --host-model: DMAs call __ts_gemmini_insn instead of the asm */
	FILE *report;        /* --report=affine: where simplify-affine writes its report, or NULL */
	int allow_scalar_matmul; /* --allow-scalar-matmul: lower-to-vcix leaves an unrecognised
	                            scratchpad matmul (scalar loops) instead of failing */
	int tog_sample_off;  /* --tog-sample-mode=0: build-tog keeps the loop steps (markers only) */
	int tog_step_span;   /* --tog-step=span: sample step max(end - start, step), not end */
	struct TogGraph **tog; /* where build-tog leaves its graph (rewrite/tog.h), or NULL */
	int dma_descriptor;  /* --dma=descriptor: togsim.transfer stays to the end and becomes a
	                        Gemmini descriptor (peel-transfer, lower-transfer-to-gemmini)
	                        instead of memref.dma_start (decompose-transfer) */
} PassOpts;

typedef struct Pass Pass;
/* Whether the default pipeline runs p on m (1) or not (0), under the
 * options o (--dma chooses between the two DMA paths). */
typedef int PassGate(Ctx *c, Module *m, const Pass *p, const PassOpts *o);
struct Pass {
	const char *name;    /* "decompose-transfer" */
	const char *trigger; /* op name the gate looks for */
	PassGate *gate;      /* NULL: the trigger op occurs anywhere */
	int (*run)(Ctx *c, Module *m, const PassOpts *o);
};

/* passes.c: gates and their parts.  A PyTorchSim kernel is a module with
 * a `func.func @kernel` and a `memref.dma_start` (which decompose-transfer
 * makes from togsim.transfer); the passes of PyTorchSim's chain that plain
 * kernels must never see (loop-padding, dma-fine-grained, lower-to-vcix)
 * run by default only on those. */
int rw_occurs(Ctx *c, Module *m, const char *opname);
int rw_is_pytorchsim_kernel(Ctx *c, Module *m);
PassGate pass_gate_chain;   /* a PyTorchSim kernel in which the trigger op occurs */
PassGate pass_gate_dma_start;   /* --dma=dma-start (the default) and the trigger occurs */
PassGate pass_gate_descriptor;  /* --dma=descriptor and the trigger occurs */

/* One per file, each named after what it does. */
int pass_decompose_transfer(Ctx *c, Module *m, const PassOpts *o);
int pass_lower_vlane_idx(Ctx *c, Module *m, const PassOpts *o);
PassGate pass_gate_loop_padding;
int pass_loop_padding(Ctx *c, Module *m, const PassOpts *o);
int pass_simplify_affine(Ctx *c, Module *m, const PassOpts *o);
int pass_lower_dma_to_gemmini(Ctx *c, Module *m, const PassOpts *o);
int pass_dma_fine_grained(Ctx *c, Module *m, const PassOpts *o);
int pass_lower_to_vcix(Ctx *c, Module *m, const PassOpts *o);
int pass_peel_transfer(Ctx *c, Module *m, const PassOpts *o);
PassGate pass_gate_lower_transfer;
int pass_lower_transfer_to_gemmini(Ctx *c, Module *m, const PassOpts *o);
PassGate pass_gate_build_tog;   /* --timing, a PyTorchSim kernel (memref.dma_start or togsim.transfer) */
int pass_build_tog(Ctx *c, Module *m, const PassOpts *o);   /* build_tog.c, tog.h */

/* ------------------------------------------------------------------
 * Additions (passes.c, build.c): the pass table, the pipeline driver
 * and the small builder the passes share.
 * ------------------------------------------------------------------ */

/* passes.c: the pass table in default-pipeline order (NULL-terminated by
 * name), and the lookup of one pass by name (NULL if unknown). */
extern const Pass pass_table[];
const Pass *pass_find(const char *name, size_t len);

/* Largest memref rank the passes accept (bigger is a located error). */
#define RW_MAX_RANK 64

/* Op names every pass builds with, interned once per pass (rw_init). */
typedef struct RwNames {
	const OpName *constant, *addi, *muli, *index_cast, *apply, *afor, *yield;
} RwNames;

/* Insertion state: new ops go immediately before `at`, carry `pos` (the
 * source offset of the op they replace, so later diagnostics point at
 * it) and `loc`. */
typedef struct Rw {
	Ctx *c;
	Op *at;
	uint32_t pos;
	Attr *loc;
	RwNames n;
	Attr *ovf_none;      /* #arith.overflow<none>, the default flags of addi/muli */
} Rw;

void rw_init(Rw *w, Ctx *c);
/* A located error at op (ctx_error with a format); returns -1. */
int rw_fail(Ctx *c, const Op *op, const char *fmt, ...);
static inline int64_t rw_ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }   /* a >= 0, b > 0 */
/* Insert before `at`; located like `origin`. */
void rw_at(Rw *w, Op *at, const Op *origin);
/* Create and insert an op with at most one result (res NULL: none). */
Op *rw_op(Rw *w, const OpName *name, Value **opnds, uint32_t n, Type *res,
          Attr *props, Attr *attrs);
Value *rw_const(Rw *w, Type *t, int64_t v);          /* arith.constant */
Value *rw_arith(Rw *w, const OpName *name, Value *a, Value *b); /* addi/muli, no overflow flags */
Value *rw_apply(Rw *w, AffMap *m, Value **opnds, uint32_t n);   /* affine.apply -> index */
/* affine.for %iv = lo to hi step s (constant bounds, attrs may be NULL)
 * with an empty body (its affine.yield), inserted before w->at. */
Op *rw_for_loop(Rw *w, int64_t lo, int64_t hi, int64_t step, Attr *attrs);
/* affine.for %iv = 0 to ub {inner_loop = true} (step 1), inserted before
 * `at`; returns its affine.yield, the insertion point of its body. */
Op *rw_for(Rw *w, Op *at, int64_t ub);
static inline Value *rw_iv(Op *loop) { return block_arg(region_first(&op_regions(loop)[0]), 0); }

/* Attributes. */
Attr *rw_dict(Ctx *c, const char *const *names, Attr **vals, uint32_t n);
Attr *rw_i64_array(Ctx *c, const int64_t *v, uint32_t n);        /* [1, 2] */
Attr *rw_dense_array(Ctx *c, unsigned bits, const int64_t *v, uint32_t n); /* array<i32: ...> */
Attr *rw_attr(const Op *op, const char *name);   /* discardable first, then properties */
Attr *rw_dict_set(Ctx *c, Attr *d, const char *name, Attr *v); /* d with name = v (added if absent) */
/* Replace an attribute where it is (discardable, else a property). */
void rw_set_attr(Ctx *c, Op *op, const char *name, Attr *v);
int rw_int(const Attr *a, int64_t *v);           /* IntegerAttr or BoolAttr: 0, else -1 */
/* Integer array attr into v[cap]: 0 and *n, or -1 (not an array of
 * integers; *n is then the index of the first bad element, or cap). */
int rw_ints(const Attr *a, int64_t *v, uint32_t cap, uint32_t *n);
int rw_const_value(const Value *v, int64_t *out);  /* defined by an integer arith.constant */

/* affine.for's lower- and upper-bound operand counts: 0, or -1 if its
 * operandSegmentSizes is missing or does not fit its operands. */
int rw_for_segments(const Op *op, uint32_t *nlb, uint32_t *nub);

/* Ranked memref with a static shape: its rank, else -1. */
int rw_static_memref(const Type *t);

/* The block of the top-level builtin.module (NULL if none), and the op in
 * a block whose sym_name is `name` (NULL if none). */
Block *rw_module_block(Module *m);
Op *rw_find_symbol(Block *b, const char *name);
/* The affine.for whose induction variable v is, or NULL. */
Op *rw_iv_loop(const Value *v);

/* Pre-order snapshot of the ops with a given id (the passes erase and
 * insert while they rewrite).  Vec of Op *. */
void rw_collect(Module *m, OpId id, Vec *out);
/* The same for ops named by one of names[n] (ops outside the KNOWN_OPS
 * table, e.g. linalg.matmul, math.*). */
void rw_collect_names(Module *m, const OpName *const *names, uint32_t n, Vec *out);

/* map_oracle.c: --verify-rewrites.  `now` over the values now_in must
 * compute what `was` over was_in computed, for every value the inputs
 * take (loop IVs over their iteration space, other values over a sample
 * set); `what` names the map ("map", "lowerBoundMap").  reduce 0
 * compares the results one by one, 1 their maximum, -1 their minimum
 * (bounds, affine.max/min).  0, or -1 with a located error naming the
 * pass, the op and a counterexample. */
int rw_check_map(Ctx *c, const char *pass, const Op *op, const char *what, AffMap *was,
                 Value *const *was_in, AffMap *now, Value *const *now_in, int reduce);
/* For a rewrite that changes an address on purpose (loop-padding): every
 * value v takes over its loop leaves' iteration space lies in [lo, hi]
 * (`what` names v in the error).  A leaf that is no loop IV: not checked. */
/* oracle: the message starts "--verify-rewrites: pass 'P':" (a rewrite of
 * ours went wrong) rather than "'P':" (the input cannot be rewritten). */
int rw_check_bounds(Ctx *c, const char *pass, int oracle, const Op *op, const char *what, Value *v, int64_t lo,
		    int64_t hi);
/* A copy nest (src element -> dst element): both inside their buffers of
 * nsrc and ndst elements, and one to one over the enumerated points
 * (the first 2^20). */
int rw_check_copy(Ctx *c, const char *pass, const Op *op, const char *what, Value *src, int64_t nsrc,
                  Value *dst, int64_t ndst);

/* ------------------------------------------------------------------
 * Additions (gemmini_emit.c): what lower-dma-to-gemmini and
 * lower-transfer-to-gemmini share.
 * ------------------------------------------------------------------ */
typedef struct GemminiEmit {
	const OpName *inline_asm, *extract, *get_global, *call, *func;
	int host;            /* --host-model: calls of @__ts_gemmini_insn instead of inline asm */
} GemminiEmit;
void rw_gemmini_init(GemminiEmit *g, Ctx *c, int host);
/* The byte address of mem[idx...] as i64 (lowering.md §3.3): aligned
 * pointer + row-major linear index * eb; the layout is not read. */
Value *rw_elem_addr(Rw *w, const GemminiEmit *g, Value *mem, Value *const *idx, int64_t eb);
/* `.insn r CUSTOM_1, 0x3, F, x0, $0, $1` on (a, b), or its host call. */
void rw_gemmini_insn(Rw *w, const GemminiEmit *g, int64_t funct7, Value *a, Value *b);
/* --host-model: declare @__ts_gemmini_insn once at the module's end. */
void rw_gemmini_declare_host(Ctx *c, const GemminiEmit *g, Module *m, const Op *origin);

/* ------------------------------------------------------------------
 * Additions (transfer_view.c): togsim.transfer as the descriptor path
 * reads it (transfer.md §1.1.3-1.1.4, pipeline.md §6.1-6.2).
 * ------------------------------------------------------------------ */
typedef struct XferView {
	Op *op;
	Value *dram, *didx, *sram, *sidx, *tag, *tag_idx, *dtype, *vst;
	Value *offset;                 /* the indirect offset buffer operand, or NULL */
	int layout_c;                  /* tag_idx is an operand (layout C) */
	int mvin;
	int64_t dma_type, vaxis, vstride;
	uint32_t rank;
	int64_t shape[RW_MAX_RANK], ds[RW_MAX_RANK], ts[RW_MAX_RANK], st[RW_MAX_RANK];
	int has_st;                    /* subtile_size given */
	uint32_t nmask;                /* masked axes, each with its (low, high) operand pair */
	int64_t maxis[RW_MAX_RANK];
	Value *lo[RW_MAX_RANK], *hi[RW_MAX_RANK];
	Attr *fill;                    /* masked_fill, with masked_axes */
	int accumulate, acc_float;
} XferView;
/* Decode and check one transfer; 0, or -1 with a located error that
 * names `pass`. */
int rw_xfer_view(Ctx *c, const char *pass, Op *op, XferView *x);
/* The squeeze reassociation of transfer.md §2.4.1: grp[i] = group of dim
 * i, keep[g] = the group's non-unit dim (its last if all are 1),
 * target[g] = the group's extent; returns the group count. */
uint32_t rw_xfer_squeeze(const XferView *x, uint32_t *grp, uint32_t *keep, int64_t *target);
/* The collapse_shape of the SRAM operand to target[ng] (grp from
 * rw_xfer_squeeze), inserted at w. */
Value *rw_xfer_collapse(Rw *w, const XferView *x, const uint32_t *grp, const int64_t *target, uint32_t ng);
/* The peel of transfer.md §2.4.2(b) up to the descriptor: the affine.for
 * nest over the peeled dims (eff[0..np), np = neff - 4) is built at w,
 * and in its body the rank-4 subview of the inner dims, the lane-banked
 * SRAM offset and the DRAM index; w then points into the body.  Errors
 * (vlane or masked axis peeled, overflow) name `pass` (none if NULL). */
typedef struct XferPeel {
	Value *sub, *soff, *didx;
	uint32_t inner[4];
	int64_t vsa;
} XferPeel;
int rw_xfer_peel(Rw *w, const char *pass, const XferView *x, int vectorlane, const uint32_t *eff,
                 uint32_t neff, XferPeel *p);

/* ------------------------------------------------------------------
 * Additions (dma_view.c, dma_footprint.c): PyTorchSim's customized
 * memref.dma_start as dma-fine-grained and lower-to-vcix read it.
 * ------------------------------------------------------------------ */

/* The operands by position (pipeline.md §3.1): src[src_idx], dst[dst_idx],
 * dma_type, tag[tag_idx], vlane_split_axis, vlane_stride. */
typedef struct DmaView {
	Op *op;
	Value *src, *dst, *tag;
	Use *src_idx, *dst_idx, *tag_idx;
	uint32_t src_rank, dst_rank, tag_rank;
	Value *num, *stride, *per_stride;   /* dma_type, vlane_split_axis, vlane_stride */
	int64_t dma_type;                   /* value of `num`, -1 if not a constant */
} DmaView;
/* 0, or -1 with a located error naming `pass` when the operands do not
 * have that shape. */
int rw_dma_view(Ctx *c, const char *pass, Op *op, DmaView *d);
/* The `async` attribute: absent 0, an integer or bool by its value, any
 * other attribute 1 (pipeline.md §3.1). */
int rw_dma_async(const Op *op);
/* Integer memory space of a memref type (0 when it has none), -1 if it
 * is not a memref or the space is no integer. */
int64_t rw_mem_space(const Type *t);
/* v is target, or an operand of v's defining op (recursively) is:
 * "reaches" of pipeline.md §3.2; block arguments stop the search. */
int rw_reaches(Value *v, const Value *target);

/* dma_footprint.c: --verify-rewrites for dma-fine-grained.  The union of
 * what the fine[n] DMAs move — each (DRAM element, lane, lane-local
 * offset) by the placement rule of the Gemmini DMA (docs/hostmodel.md,
 * "Data movement"), over every iteration of the affine.for loops that
 * enclose a fine DMA below `coarse`'s block — must be what `coarse`
 * moves as one tile (its scratchpad memref's shape).  Indices are
 * evaluated through affine.apply and arith.constant, the coarse DMA's
 * DRAM index standing for any base.  0, or -1 with a located error at
 * `coarse` naming the pass, `what` ("input") and a counterexample. */
int rw_check_dma_split(Ctx *c, const char *pass, const char *what, const DmaView *coarse,
                       Op *const *fine, uint32_t n, int vectorlane);

/* ------------------------------------------------------------------
 * Additions (affine_ranges.c, mixed_radix.c): the affine algebra of
 * simplify-affine (transfer.md §3-§5), a library of its own.  All of it
 * is exact for every integer value of the dims and symbols inside the
 * given ranges; where a bound, a product or a depth limit would be
 * exceeded it simply does not fold.
 * ------------------------------------------------------------------ */

/* What is known about one dim or symbol of a map. */
typedef struct AffVar {
	int known;           /* lo..hi hold */
	int64_t lo, hi;      /* inclusive value range */
	int64_t base, step;  /* value == base (mod step); step 1: nothing known, 0: constant */
	int64_t extent;      /* E of transfer.md §3.2 (values in [0, E)), 0 if unknown */
} AffVar;

typedef struct AffEnv {
	const AffVar *dims, *syms;   /* ndims / nsyms entries; NULL: nothing known */
	uint32_t ndims, nsyms;
	unsigned max_depth;          /* recursion bound; deeper parts stay as written */
} AffEnv;

/* affine_ranges.c */
/* Inclusive value range of e over env: 1 and [*lo, *hi], or 0 if unknown. */
int aff_range(const AffExpr *e, const AffEnv *env, int64_t *lo, int64_t *hi);
/* e with dim i replaced by dims[i] and symbol j by syms[j] (rebuilt through
 * the canonical constructors); NULL if deeper than max_depth. */
AffExpr *aff_substitute(Ctx *c, AffExpr *e, AffExpr *const *dims, AffExpr *const *syms,
                        unsigned max_depth);
/* Number of nodes of e written out as a tree, counting stops after cap. */
size_t aff_tree_size(const AffExpr *e, size_t cap);
/* The general floordiv/mod rule of §3.5 (plus congruences of stepped loops)
 * on one floordiv/mod/ceildiv node by a positive constant; e if it does
 * not apply. */
AffExpr *aff_fold_div(Ctx *c, AffExpr *e, const AffEnv *env);
/* Bottom-up §3.1 normalisation and §3.5 folding to a fixpoint. */
AffExpr *aff_simplify(Ctx *c, AffExpr *e, const AffEnv *env);
AffMap *affmap_simplify(Ctx *c, AffMap *m, const AffEnv *env);

/* mixed_radix.c */
/* A digit extractor (§3.1): (arg floordiv div) mod mod, mod 0 = none. */
typedef struct AffDigit {
	AffExpr *arg;
	int64_t div, mod;
} AffDigit;
/* Reads the nest of floordiv/mod by positive constants at e, composed by
 * the §3.1 identities (arg is e itself when e is no such node). */
void aff_digit(AffExpr *e, AffDigit *d);
/* The single-level form of e's digit extractor (§3.1 step 0); e otherwise. */
AffExpr *aff_digit_normalize(Ctx *c, AffExpr *e);

typedef enum RadixClass {
	RC_ALIGNED,          /* single dim, divides its extent: splittable if the chain holds */
	RC_INCOMPATIBLE,     /* the dim's boundaries are not a divisibility chain */
	RC_NONDIVIDING,      /* divisor (or divisor * modulus) does not divide the extent */
	RC_MULTIDIM,         /* argument is not a single dim */
	RC_SYMBOLIC,         /* symbolic divisor, symbol argument or unknown extent */
	RC_CEILDIV,          /* ceildiv: no digit of any split */
} RadixClass;
const char *radix_class_name(RadixClass k);

/* The boundaries of one dim, unioned over a kernel (§3.2). */
enum { RADIX_MAX = 32 };
typedef struct RadixSet {
	int64_t extent;
	uint32_t n;
	int overflow;        /* more than RADIX_MAX distinct boundaries */
	int64_t b[RADIX_MAX];
} RadixSet;
void radix_add(RadixSet *s, int64_t b);
/* Local class of a floordiv/mod/ceildiv node e: RC_ALIGNED fills *d, the
 * dim position *dim and its boundaries b[*nb] (§3.2); the dim's chain then
 * decides between aligned and incompatible. */
RadixClass radix_local(AffExpr *e, const AffEnv *env, AffDigit *d, uint32_t *dim,
                       int64_t b[2], uint32_t *nb);
/* §3.3: chain[*len] = [1, sorted boundaries in (1, E), E]; 1 if each
 * element divides the next (a valid chain), else 0.  chain needs
 * RADIX_MAX + 2 slots. */
int radix_chain(const RadixSet *s, int64_t *chain, uint32_t *len);

#endif
