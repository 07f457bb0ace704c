/* build_tog.c — PyTorchSim's `run_tog` (build_tog.py@1d486ef, spec:
 * shared/spec/tog.md §1–4): the Tile Operation Graph of the timing
 * variant of a post-vcix kernel, then the sample-mode mutation of the
 * kernel (tog_sample.c) that gem5 measures.
 *
 * The graph mirrors @kernel's loop nest.  Each top-level affine.for is a
 * root (one is required: two would print two `graph = {…}` blocks, which
 * is no valid Python); inside it every affine.for with a loop role
 * (outer_loop, accumulation_loop, inner_loop = true) is a loop node,
 * every DMA start and wait a DMA or wait node (tog_dma.c), and every
 * other op that is not address plumbing (§3.2 step 1) joins a compute
 * node: a matmul FSM follows the systolic array's protocol — weight
 * preload (vcix.iv opcode 1), input push (opcode 0), pop (vcix.v.i opcode
 * 2), epilogue — and puts everything else into vector compute nodes
 * (§3.7).  A role-less affine.for is one compute op, body and all.
 *
 * Ids come from one counter; a vector node emptied by the preload's
 * "steal" is dropped but keeps its id (gaps are legal, §2). */
#include "tog.h"

#include <string.h>

#define PASS "build-tog"

/* How the builder treats an op (§3.2), looked up by interned name. */
enum Kind { K_OTHER, K_SKIP, K_FOR, K_DMA, K_WAIT, K_IV, K_VI, K_READ, K_WRITE };

static const struct {
	const char *name;
	enum Kind kind;
} kinds[] = {
	/* address plumbing: no node (build_tog@1d486ef's SKIP set) */
	{ "affine.yield", K_SKIP }, { "affine.apply", K_SKIP }, { "memref.get_global", K_SKIP },
	{ "arith.constant", K_SKIP }, { "memref.alloc", K_SKIP }, { "memref.reinterpret_cast", K_SKIP },
	{ "affine.for", K_FOR },
	{ "memref.dma_start", K_DMA }, { "togsim.transfer", K_DMA },
	{ "memref.dma_wait", K_WAIT }, { "togsim.wait", K_WAIT },
	{ "vcix.iv", K_IV }, { "vcix.v.i", K_VI },
	{ "vector.transfer_read", K_READ }, { "vector.transfer_write", K_WRITE },
};
enum { NKINDS = sizeof kinds / sizeof *kinds };

/* The matmul FSM's states (§3.7). */
typedef enum Fsm { F_IDLE, F_PRELOAD, F_PUSH, F_VPOP, F_EPILOGUE } Fsm;

typedef struct Tb {
	Ctx *c;
	TogGraph *g;
	Block *entry;        /* @kernel's entry block: its arguments are the DRAM buffers */
	const OpName *names[NKINDS];
	/* the FSM, reset per root (not per loop: a matmul node may span blocks) */
	Fsm fsm;
	int64_t iv0, exp_vpop, vpop_seen, exp_writes, writes_seen;
	TogNode *preload, *matmul;
} Tb;

static enum Kind kind_of(const Tb *b, const Op *op)
{
	for (int i = 0; i < NKINDS; i++)
		if (op_name(op) == b->names[i])
			return kinds[i].kind;
	return K_OTHER;
}

/* --------------------------------------------------------------- nodes */

TogNode *tog_node(TogGraph *g, TogKind kind)
{
	TogNode *n = arena_alloc(&g->c->arena, sizeof *n);
	n->kind = kind;
	n->id = g->next_id++;
	vec_init(&n->children, sizeof(TogNode *));
	vec_init(&n->ops, sizeof(Op *));
	Vec *ints[] = { &n->tile_size, &n->tile_stride, &n->tag_stride, &n->tag_divider, &n->loop_stride };
	for (size_t i = 0; i < sizeof ints / sizeof *ints; i++)
		vec_init(ints[i], sizeof(int64_t));
	vec_init(&n->tag_idx, sizeof(const char *));
	vec_init(&n->loop_idx, sizeof(const char *));
	return n;
}

void tog_add_child(TogGraph *g, TogNode *parent, TogNode *child)
{
	child->parent = parent;
	*(TogNode **)vec_push_arena(&g->c->arena, &parent->children) = child;
}

void tog_push_int(TogGraph *g, Vec *v, int64_t x)
{
	*(int64_t *)vec_push_arena(&g->c->arena, v) = x;
}

void tog_push_str(TogGraph *g, Vec *v, const char *s)
{
	*(const char **)vec_push_arena(&g->c->arena, v) = s;
}

TogNode *tog_loop_of(const TogGraph *g, const Value *v)
{
	Op *loop = value_def(v) ? NULL : rw_iv_loop(v);
	for (size_t i = 0; loop && i < g->loops.len; i++)
		if (VEC_AT(&g->loops, TogNode *, i)->op == loop)
			return VEC_AT(&g->loops, TogNode *, i);
	return NULL;
}

static unsigned line_of(Ctx *c, const Op *op)
{
	unsigned line = 0, col = 0;
	if (c->src && op->pos)
		ctx_line_col(c->src, c->srclen, op->pos, &line, &col);
	return line;
}

const char *tog_why_not_loop(Ctx *c, const Value *v)
{
	char buf[160];
	Op *owner = value_block(v) ? block_parent_op(value_block(v)) : NULL;
	if (owner && op_name(owner)->id == OP_FUNC_FUNC)
		snprintf(buf, sizeof buf, "function argument %u", v->index);
	else if (rw_iv_loop(v))
		snprintf(buf, sizeof buf, "the induction variable of the affine.for at line %u, which has no loop role",
			 line_of(c, owner));
	else
		snprintf(buf, sizeof buf, "a block argument of '%s'", owner ? op_name(owner)->name->s : "a block");
	return arena_dup(&c->arena, buf, strlen(buf) + 1);
}

/* --------------------------------------------------------------- loops */

/* The first of the roles whose BoolAttr is true, or NULL (§3.2 step 2). */
static const char *role_of(const Op *op)
{
	static const char *const roles[] = { "outer_loop", "accumulation_loop", "inner_loop" };
	for (int i = 0; i < 3; i++) {
		Attr *a = rw_attr(op, roles[i]);
		if (a && a->kind == AT_BOOL && a->ival)
			return roles[i];
	}
	return NULL;
}

/* A bound of a role loop as one number (§3.2.1): the map's constant, or
 * the map over constant operands (PyTorchSim prints the first operand's
 * value, the same number for the identity maps codegen writes). */
static int bound(Tb *b, Op *loop, int upper, int64_t *out)
{
	const char *which = upper ? "upper" : "lower";
	uint32_t nlb, nub;
	Attr *m = rw_attr(loop, upper ? "upperBoundMap" : "lowerBoundMap");
	if (rw_for_segments(loop, &nlb, &nub) < 0 || !m || m->kind != AT_AFFINE_MAP)
		return rw_fail(b->c, loop, "affine.for: " PASS ": malformed bounds (maps, operandSegmentSizes)");
	AffMap *map = m->map;
	uint32_t first = upper ? nlb : 0, n = upper ? nub : nlb;
	if (map->nres != 1)
		return rw_fail(b->c, loop, "affine.for: " PASS ": the %s bound of this loop-role loop is a %s of %u values; "
			       "the TOG needs one constant (tog.md §3.2.1)", which, upper ? "min" : "max", map->nres);
	if (map->ndims + map->nsyms != n || n > RW_MAX_RANK)
		return rw_fail(b->c, loop, "affine.for: " PASS ": malformed %s bound", which);
	int64_t v[RW_MAX_RANK];
	for (uint32_t i = 0; i < n; i++)
		if (rw_const_value(op_operand(loop, first + i), &v[i]) < 0)
			return rw_fail(b->c, loop, "affine.for: " PASS ": the %s bound of this loop-role loop is not a constant "
				       "(operand %u is no arith.constant); the TOG prints its bounds as numbers (tog.md §3.2.1)",
				       which, i);
	int ok;
	*out = aff_eval(map->res[0], v, v + map->ndims, &ok);
	return ok ? 0 : rw_fail(b->c, loop, "affine.for: " PASS ": the %s bound cannot be evaluated", which);
}

static int visit(Tb *b, Op *op, TogNode *parent);

static int visit_loop(Tb *b, Op *op, TogNode *parent, const char *role)
{
	TogGraph *g = b->g;
	int64_t lo, hi, step;
	if (bound(b, op, 0, &lo) < 0 || bound(b, op, 1, &hi) < 0)
		return -1;
	if (rw_int(rw_attr(op, "step"), &step) < 0 || step < 1)
		return rw_fail(b->c, op, "affine.for: " PASS ": the step must be a positive integer");
	if (lo >= hi)
		return rw_fail(b->c, op, "affine.for: " PASS ": this loop-role loop runs from %lld to %lld, no iteration; the "
			       "TOG's loops must iterate (loop_start < loop_end, tog.md §5.3)", (long long)lo, (long long)hi);
	Block *body = op->nregions ? region_first(&op_regions(op)[0]) : NULL;
	if (!body || !body->nargs)
		return rw_fail(b->c, op, "affine.for: " PASS ": expected a body with the induction variable");
	char name[24];
	snprintf(name, sizeof name, "loop_arg%03u", g->nloops++);
	TogNode *n = tog_node(g, TOG_LOOP);
	n->op = op, n->start = lo, n->end = hi, n->step = step, n->loop_type = role;
	n->loop_index = arena_dup(&b->c->arena, name, strlen(name) + 1);
	tog_add_child(g, parent, n);
	*(TogNode **)vec_push_arena(&b->c->arena, &g->loops) = n;
	for (Op *o = block_first(body); o; o = op_next(o))
		if (visit(b, o, n) < 0)
			return -1;
	return 0;
}

/* ------------------------------------------------ compute nodes (§3.7) */

static TogNode *last_child(const TogNode *p)
{
	return p->children.len ? VEC_AT(&p->children, TogNode *, p->children.len - 1) : NULL;
}

static void add_op(TogGraph *g, TogNode *n, Op *op)
{
	*(Op **)vec_push_arena(&g->c->arena, &n->ops) = op;
}

static TogNode *new_compute(Tb *b, TogNode *p, TogCompute t)
{
	TogNode *n = tog_node(b->g, TOG_COMPUTE);
	n->ctype = t;
	tog_add_child(b->g, p, n);
	*(TogNode **)vec_push_arena(&b->c->arena, &b->g->computes) = n;
	return n;
}

static void append_vector(Tb *b, TogNode *p, Op *op)
{
	TogNode *l = last_child(p);
	if (!l || l->kind != TOG_COMPUTE || l->ctype != TOG_VECTOR)
		l = new_compute(b, p, TOG_VECTOR);
	add_op(b->g, l, op);
}

static void finish(Tb *b)
{
	b->fsm = F_IDLE;
	b->iv0 = b->exp_vpop = b->vpop_seen = b->exp_writes = b->writes_seen = 0;
	b->matmul = NULL;
}

/* Into the matmul node; its last expected transfer_write ends it. */
static void append_mm(Tb *b, Op *op, enum Kind k)
{
	add_op(b->g, b->matmul, op);
	if (k == K_WRITE && b->exp_writes > 0 && ++b->writes_seen >= b->exp_writes)
		finish(b);
}

static void drop(Vec *v, size_t i)
{
	char *p = v->p;
	memmove(p + i * v->esz, p + (i + 1) * v->esz, (v->len - i - 1) * v->esz);
	v->len--;
}

/* The first transfer_read of p's last child, if that is a vector node;
 * a node it empties leaves the graph (its id stays used). */
static Op *steal(Tb *b, TogNode *p)
{
	TogNode *l = last_child(p);
	if (!l || l->kind != TOG_COMPUTE || l->ctype != TOG_VECTOR)
		return NULL;
	for (size_t i = 0; i < l->ops.len; i++) {
		Op *op = VEC_AT(&l->ops, Op *, i);
		if (kind_of(b, op) != K_READ)
			continue;
		drop(&l->ops, i);
		if (!l->ops.len) {
			p->children.len--;
			for (size_t j = 0; j < b->g->computes.len; j++)
				if (VEC_AT(&b->g->computes, TogNode *, j) == l) {
					drop(&b->g->computes, j);
					break;
				}
		}
		return op;
	}
	return NULL;
}

static const char *const state_name[] = { "Idle", "Preload", "MMPush", "MMVpop", "MMEpilogue" };

/* vcix.iv opcode 1: a weight preload starts (stealing the weight read
 * that came before it) or continues. */
static int preload(Tb *b, Op *op, TogNode *p)
{
	if (b->fsm == F_PRELOAD) {
		add_op(b->g, b->preload, op);
		return 0;
	}
	if (b->fsm != F_IDLE)
		return rw_fail(b->c, op, "vcix.iv: " PASS ": a weight preload (opcode 1) while the matmul FSM is in state %s: "
			       "the weights of a matmul must all be pushed before its inputs (tog.md §3.7)", state_name[b->fsm]);
	Op *read = steal(b, p);
	b->preload = new_compute(b, p, TOG_PRELOAD);
	if (read)
		add_op(b->g, b->preload, read);
	add_op(b->g, b->preload, op);
	b->fsm = F_PRELOAD;
	return 0;
}

/* vcix.iv opcode 0: the first input push opens the matmul node. */
static int push(Tb *b, Op *op, TogNode *p)
{
	if (b->fsm == F_PUSH) {
		add_op(b->g, b->matmul, op);
		b->iv0++;
		return 0;
	}
	if (b->fsm != F_PRELOAD)
		return rw_fail(b->c, op, "vcix.iv: " PASS ": an input push (opcode 0) while the matmul FSM is in state %s: "
			       "a matmul's inputs follow its weight preload (opcode 1) (tog.md §3.7)", state_name[b->fsm]);
	b->matmul = new_compute(b, p, TOG_MATMUL);
	add_op(b->g, b->matmul, op);
	b->preload = NULL;
	b->fsm = F_PUSH;
	b->iv0 = 1;
	return 0;
}

/* vcix.v.i opcode 2: as many pops as pushes, then as many writes. */
static void vpop(Tb *b, Op *op)
{
	if (b->fsm == F_PUSH) {
		b->exp_vpop = b->exp_writes = b->iv0;
		b->writes_seen = 0;
		b->fsm = F_VPOP;
		b->vpop_seen = 1;
	} else {
		b->vpop_seen++;
	}
	add_op(b->g, b->matmul, op);
	if (b->vpop_seen >= b->exp_vpop) {
		if (b->exp_writes)
			b->fsm = F_EPILOGUE;
		else
			finish(b);
	}
}

static int compute(Tb *b, Op *op, TogNode *p, enum Kind k)
{
	int64_t opc = -1;
	Attr *a = k == K_IV || k == K_VI ? rw_attr(op, "opcode") : NULL;
	if (!a || a->kind != AT_INT || rw_int(a, &opc) < 0)
		opc = -1;
	if (k == K_IV) {
		if (b->fsm == F_EPILOGUE && b->matmul)
			finish(b);
		if (opc == 1)
			return preload(b, op, p);
		if (opc == 0)
			return push(b, op, p);
	} else if (k == K_VI && opc == 2 && (b->fsm == F_PUSH || b->fsm == F_VPOP)) {
		vpop(b, op);
		return 0;
	}
	if (k == K_IV || k == K_VI) {   /* another vcix op */
		if (b->fsm == F_EPILOGUE)
			append_mm(b, op, k);
		else
			append_vector(b, p, op);
		return 0;
	}
	switch (b->fsm) {
	case F_PRELOAD: add_op(b->g, b->preload, op); break;
	case F_IDLE: append_vector(b, p, op); break;
	default: append_mm(b, op, k); break;
	}
	return 0;
}

/* ---------------------------------------------------------------- visit */

static int visit(Tb *b, Op *op, TogNode *parent)
{
	enum Kind k = kind_of(b, op);
	const char *role;
	if (k == K_SKIP)
		return 0;
	if (k == K_FOR && (role = role_of(op)))
		return visit_loop(b, op, parent, role);
	if (k == K_DMA || k == K_WAIT) {
		TogNode *n = tog_node(b->g, k == K_DMA ? TOG_DMA : TOG_WAIT);
		n->op = op;
		tog_add_child(b->g, parent, n);
		return k == K_DMA ? tog_fill_dma(b->g, n, op, b->entry) : tog_fill_wait(b->g, n, op, b->entry);
	}
	return compute(b, op, parent, k);   /* a role-less affine.for too: one op */
}

/* Program order in `mark` (the wait's tag uses are read in it). */
static int number(Op *op, void *ud)
{
	op->mark = (*(uint32_t *)ud)++;
	return 0;
}

/* §3.1: the one top-level affine.for of @kernel is the root's loop. */
static int build(Tb *b, Op *kernel)
{
	Op *top = NULL;
	for (Op *op = block_first(b->entry); op; op = op_next(op)) {
		if (op_name(op)->id != OP_AFFINE_FOR)
			continue;
		if (top)
			return rw_fail(b->c, op, "affine.for: " PASS ": a second top-level loop in @kernel (the first is at line %u): "
				       "PyTorchSim would print two `graph = {...}` blocks, which tog_generator cannot load "
				       "(tog.md §3.1)", line_of(b->c, top));
		top = op;
	}
	if (!top)
		return rw_fail(b->c, kernel, "func.func: " PASS ": @kernel has no top-level affine.for: the Tile Operation "
			       "Graph would be empty (tog.md §3.1)");
	b->g->root = tog_node(b->g, TOG_ROOT);
	finish(b);
	b->preload = NULL;
	return visit(b, top, b->g->root);
}

int pass_build_tog(Ctx *c, Module *m, const PassOpts *o)
{
	Block *mod = rw_module_block(m);
	Op *kernel = rw_find_symbol(mod, "kernel");
	if (!kernel || op_name(kernel)->id != OP_FUNC_FUNC || !kernel->nregions || !region_first(&op_regions(kernel)[0])) {
		ctx_error(c, mod && block_parent_op(mod) ? block_parent_op(mod)->pos : 0,
			  PASS ": Function 'kernel' not found (the TOG is built from func.func @kernel)");
		return -1;
	}
	Tb b = { .c = c, .entry = region_first(&op_regions(kernel)[0]) };
	for (int i = 0; i < NKINDS; i++)
		b.names[i] = opname_get(c, kinds[i].name, strlen(kinds[i].name));
	b.g = arena_alloc(&c->arena, sizeof *b.g);
	b.g->c = c;
	vec_init(&b.g->computes, sizeof(TogNode *));
	vec_init(&b.g->loops, sizeof(TogNode *));
	tog_erase_empty_loops(kernel);
	uint32_t seq = 0;
	walk_op(kernel, number, &seq);
	if (build(&b, kernel) < 0 || tog_mutate(b.g, m, o) < 0)
		return -1;
	if (o->tog)
		*o->tog = b.g;
	return 0;
}

/* Default pipeline: the timing build of a PyTorchSim kernel with a
 * top-level affine.for.  A @kernel without one has no root, so PyTorchSim
 * writes no graph and marks nothing; the pipeline goes on without the pass
 * (asking for the graph is then an error of the command line), while
 * --passes=build-tog says why there is none. */
int pass_gate_build_tog(Ctx *c, Module *m, const Pass *p, const PassOpts *o)
{
	(void)p;
	Op *k = rw_find_symbol(rw_module_block(m), "kernel");
	if (!o->timing || !k || op_name(k)->id != OP_FUNC_FUNC || !k->nregions || !region_first(&op_regions(k)[0]) ||
	    !(rw_occurs(c, m, "memref.dma_start") || rw_occurs(c, m, "togsim.transfer")))
		return 0;
	for (Op *op = block_first(region_first(&op_regions(k)[0])); op; op = op_next(op))
		if (op_name(op)->id == OP_AFFINE_FOR)
			return 1;
	return 0;
}
