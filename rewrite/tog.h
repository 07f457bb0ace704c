/* tog.h — PyTorchSim's Tile Operation Graph (shared/spec/tog.md): the
 * graph build-tog makes of a timing-variant post-vcix kernel, the
 * sample-mode mutation of that kernel, and the writer of `<key>_tog.py`.
 *
 * The graph is a tree (tog.md §2): loop nodes nest like the loop-role
 * affine.for ops they stand for, DMA, wait and compute nodes are leaves.
 * Every node and list lives in the context's arena: a graph is valid
 * until the context is freed, and nothing is freed by hand.
 *
 * Files: build_tog.c (the pass: traversal, loops, compute nodes and the
 * matmul FSM), tog_dma.c (DMA and wait nodes: operand decoding, the DRAM
 * index walk, tag lists), tog_sample.c (empty-loop erasure, step rewrite,
 * compute markers), tog_write.c (the text of `<key>_tog.py`, §5). */
#ifndef TS_TOG_H
#define TS_TOG_H

#include "rewrite.h"

/* node_type, as printed (§2). */
typedef enum TogKind { TOG_ROOT = 0, TOG_COMPUTE = 1, TOG_LOOP = 2, TOG_DMA = 3, TOG_WAIT = 4 } TogKind;

/* compute_type, as printed; also the start marker's `compute_type`. */
typedef enum TogCompute { TOG_VECTOR = 0, TOG_MATMUL = 1, TOG_PRELOAD = 2 } TogCompute;

typedef struct TogNode TogNode;
struct TogNode {
	TogKind kind;
	int64_t id;
	TogNode *parent;     /* NULL for the root */
	Vec children;        /* TogNode *, in order (arena storage) */
	Op *op;              /* loop: its affine.for; DMA, wait: the op */
	/* TOG_LOOP */
	const char *loop_index, *loop_type;
	int64_t start, end, step;
	/* TOG_COMPUTE: the ops the node measures, in program order; its
	 * markers go before the first and after the last */
	TogCompute ctype;
	Vec ops;             /* Op * */
	/* TOG_DMA and TOG_WAIT (the wait uses base, tag_idx, tag_stride,
	 * tag_divider) */
	int is_write, is_async, indirect;
	const char *base;    /* "arg<N>" */
	Vec tile_size, tile_stride;      /* int64_t */
	Vec tag_idx;                     /* const char *: loop names and constants */
	Vec tag_stride, tag_divider;     /* int64_t */
	Vec loop_idx;                    /* const char *: "c<v>" and loop names, sorted */
	Vec loop_stride;                 /* int64_t */
	int64_t elem_bits;
};

/* The graph of one kernel (public name TsTog). */
struct TogGraph {
	Ctx *c;
	TogNode *root;
	Vec computes;        /* TogNode *: compute_nodes, creation order (§3.7) */
	Vec loops;           /* TogNode *: loop_nodes, visit order */
	int64_t next_id;     /* one counter for every node made, root included */
	unsigned nloops;     /* loop_arg%03d counter */
};
typedef struct TogGraph TogGraph;

/* build_tog.c: a new node with the next id (never reused, §2). */
TogNode *tog_node(TogGraph *g, TogKind kind);
void tog_add_child(TogGraph *g, TogNode *parent, TogNode *child);
/* Arena-backed list pushes. */
void tog_push_int(TogGraph *g, Vec *v, int64_t x);
void tog_push_str(TogGraph *g, Vec *v, const char *s);
/* The loop node whose affine.for has v as induction variable, NULL if v is
 * no such IV (a function argument, a role-less loop's IV, ...). */
TogNode *tog_loop_of(const TogGraph *g, const Value *v);
/* Why v is not a registered loop IV, for the errors of §3.4–3.6 (a
 * static phrase or one built in the arena). */
const char *tog_why_not_loop(Ctx *c, const Value *v);

/* tog_dma.c: the fields of a DMA node (memref.dma_start, §3.3.1 Gen A,
 * or togsim.transfer) and of a wait node (memref.dma_wait, togsim.wait).
 * 0, or -1 with a located error. */
int tog_fill_dma(TogGraph *g, TogNode *n, Op *op, Block *entry);
int tog_fill_wait(TogGraph *g, TogNode *n, Op *op, Block *entry);

/* tog_sample.c */
/* §3.0: erase, to a fixed point, every affine.for of `fn` whose body holds
 * only its terminator (results unused). */
void tog_erase_empty_loops(Op *fn);
/* §4.1 (when o->tog_sample_off is 0) and §4.2: every loop node's step
 * (`end`, or `max(end - start, step)` with o->tog_step_span), then the
 * start/end markers around every compute node (inline asm, or with
 * --host-model calls of @__ts_tog_marker).  0, or -1 with an error. */
int tog_mutate(TogGraph *g, Module *m, const PassOpts *o);

/* tog_write.c: `<key>_tog.py` (§5.1) byte for byte: no trailing newline.
 * 0, or -1 if the stream reports an error. */
int tog_write(const TogGraph *g, FILE *f);

/* The host build's stand-in for the markers (run/hostmodel.c links it):
 * void __ts_tog_marker(i64 funct7, i64 compute_type). */
#define TOG_MARKER_FN "__ts_tog_marker"
enum { TOG_MARK_START = 0x40, TOG_MARK_END = 0x41 };   /* gem5 resetstats / dumpstats */

#endif
