/* verify.c — structural verifier: SSA dominance (within and across nested
 * regions), isolation from above, terminators, and the signatures of the
 * ops in the op table.
 *
 * Regions of ops whose dialect we know (func, scf, affine, cf, arith, …)
 * are SSA-CFG regions and are checked for dominance; regions of other
 * dialects' ops are treated the way MLIR treats unregistered ops: as graph
 * regions, where any value of the region may be used anywhere in it.
 *
 * One walk: each region entered pushes a frame (its dominator tree and the
 * op currently being visited in it); an operand is checked against the
 * frame of the region that defines it. */
#include "ir.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct Frame {
	Region *r;
	int ssa;           /* dominance is checked in this region */
	int *idom;         /* by reverse-post-order index (block->mark - 1) */
	Op *cur;           /* op of this region on the path to the current op */
} Frame;

typedef struct V {
	Ctx *c;
	Frame *frames;
	uint32_t nframes, cap;
} V;

static const char *const ssa_dialects[] = {
	"func", "scf", "affine", "cf", "arith", "math", "memref", "vector",
	"linalg", "llvm", "index", "tensor", "bufferization", "complex",
};

static int known_dialect(const Op *op)
{
	const Str *d = op_name(op)->dialect;
	for (size_t i = 0; i < sizeof ssa_dialects / sizeof *ssa_dialects; i++)
		if (strlen(ssa_dialects[i]) == d->len && !memcmp(ssa_dialects[i], d->s, d->len))
			return 1;
	return 0;
}

static int is_ssa_region_op(const Op *op)
{
	return !(op_name(op)->info->flags & OF_GRAPH) && known_dialect(op);
}

static const char *opname(const Op *op) { return op_name(op)->name->s; }

/* ------------------------------------------------------------ dominance */

/* Reverse post-order by an explicit-stack DFS; afterwards block->mark is
 * the rpo index + 1, or 0 for blocks unreachable from the entry. */
static Block **rpo_order(Region *r, uint32_t *np)
{
	uint32_t n = 0;
	for (Block *b = region_first(r); b; b = block_next(b), n++)
		b->mark = UINT32_MAX;            /* unvisited */
	Block **stack = malloc(n * sizeof *stack);
	uint32_t *edge = calloc(n, sizeof *edge);
	Block **post = malloc(n * sizeof *post);
	uint32_t sp = 0, npost = 0;
	stack[sp++] = region_first(r);
	region_first(r)->mark = 0;
	while (sp) {
		Block *b = stack[sp - 1];
		Op *t = block_last(b);
		Block *s = NULL;
		while (t && edge[sp - 1] < t->nsuccs) {
			s = succ_block(&op_succs(t)[edge[sp - 1]++]);
			if (s && block_region(s) == r && s->mark == UINT32_MAX)
				break;
			s = NULL;
		}
		if (s) {
			s->mark = 0;
			edge[sp] = 0;
			stack[sp++] = s;
		} else {
			post[npost++] = b;
			sp--;
		}
	}
	for (uint32_t k = 0; k < npost; k++) {
		Block *b = post[npost - 1 - k];
		stack[k] = b;
		b->mark = k + 1;
	}
	for (Block *b = region_first(r); b; b = block_next(b))
		if (b->mark == UINT32_MAX)
			b->mark = 0;
	free(edge);
	free(post);
	*np = npost;
	return stack;
}

static int intersect(const int *idom, int a, int b)
{
	while (a != b) {
		while (a > b)
			a = idom[a];
		while (b > a)
			b = idom[b];
	}
	return a;
}

/* Cooper–Harvey–Kennedy iteration over reverse post-order. */
static int *compute_idom(Region *r)
{
	uint32_t n;
	Block **rpo = rpo_order(r, &n);
	int *idom = malloc(n * sizeof *idom);
	for (uint32_t i = 0; i < n; i++)
		idom[i] = -1;
	idom[0] = 0;
	for (int changed = 1; changed;) {
		changed = 0;
		for (uint32_t i = 1; i < n; i++) {
			int nid = -1;
			for (SuccUse *p = block_preds(rpo[i]); p; p = succ_next(p)) {
				Block *pb = op_block(succ_owner(p));
				if (!pb || block_region(pb) != r || !pb->mark || idom[pb->mark - 1] < 0)
					continue;
				int pi = (int)pb->mark - 1;
				nid = nid < 0 ? pi : intersect(idom, pi, nid);
			}
			if (nid != idom[i]) {
				idom[i] = nid;
				changed = 1;
			}
		}
	}
	free(rpo);
	return idom;
}

static int dominates(const int *idom, const Block *a, const Block *b)
{
	if (a == b || !b->mark)
		return 1;                   /* uses in unreachable blocks are not checked */
	if (!a->mark)
		return 0;
	int ai = (int)a->mark - 1, bi = (int)b->mark - 1;
	while (bi > ai)
		bi = idom[bi];
	return bi == ai;
}

/* ------------------------------------------------------------ operands */

static void err(V *v, const Op *op, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(v->c, op->pos, fmt, ap);
	va_end(ap);
}

static int check_operand(V *v, Op *user, uint32_t i)
{
	const Value *val = op_operand(user, i);
	Block *db = val ? (value_def(val) ? op_block(value_def(val)) : value_block(val)) : NULL;
	Region *r = db ? block_region(db) : NULL;
	if (!r) {
		err(v, user, "'%s' op operand #%u is not defined in the IR", opname(user), i);
		return -1;
	}
	uint32_t k = v->nframes;
	while (k > 0 && v->frames[k - 1].r != r)
		k--;
	if (!k) {
		err(v, user, "'%s' op operand #%u does not dominate this use (defined in a region that does not enclose it)",
		    opname(user), i);
		return -1;
	}
	Frame *f = &v->frames[k - 1];
	for (uint32_t j = k; j < v->nframes; j++) {
		Op *p = region_op(v->frames[j].r);
		if (p && (op_name(p)->info->flags & OF_ISOLATED)) {
			err(v, user, "'%s' op using value defined outside the region ('%s' is isolated from above)",
			    opname(user), opname(p));
			return -1;
		}
	}
	if (!f->ssa)
		return 0;
	Op *anc = f->cur;
	if (value_def(val) == anc) {
		err(v, user, "'%s' op operand #%u does not dominate this use", opname(user), i);
		return -1;
	}
	Block *ub = op_block(anc);
	if (ub == db) {
		if (value_def(val) && value_def(val)->mark >= anc->mark) {
			err(v, user, "'%s' op operand #%u does not dominate this use", opname(user), i);
			return -1;
		}
		return 0;
	}
	if (!dominates(f->idom, db, ub)) {
		err(v, user, "'%s' op operand #%u does not dominate this use", opname(user), i);
		return -1;
	}
	return 0;
}

/* ---------------------------------------------------------- op checks */

static int check_counts(V *v, Op *op)
{
	const OpInfo *in = op_name(op)->info;
	if (in->nopnds >= 0 && (int)op->nopnds != in->nopnds) {
		err(v, op, "'%s' op expects %d operands, but has %u", opname(op), in->nopnds, op->nopnds);
		return -1;
	}
	if (in->nres >= 0 && (int)op->nres != in->nres) {
		err(v, op, "'%s' op expects %d results, but has %u", opname(op), in->nres, op->nres);
		return -1;
	}
	if (op->nsuccs && !(in->flags & OF_TERMINATOR) && op_name(op)->id != OP_UNKNOWN) {
		err(v, op, "'%s' op has successors but is not a terminator", opname(op));
		return -1;
	}
	if ((in->flags & OF_TERMINATOR) && op->next) {
		err(v, op, "'%s' op must be the last operation in the parent block", opname(op));
		return -1;
	}
	return 0;
}

static Attr *inherent(Op *op, const char *name)
{
	Attr *a = at_dict_get(op_props(op), name);
	return a ? a : at_dict_get(op_attrs(op), name);
}

/* func.func: a function type, a name, entry arguments matching the inputs. */
static int check_func(V *v, Op *op)
{
	Attr *ft = inherent(op, "function_type");
	Attr *name = inherent(op, "sym_name");
	if (!ft || ft->kind != AT_TYPE || attr_type(ft)->kind != TY_FUNC || !name || name->kind != AT_STRING) {
		err(v, op, "'func.func' op requires a 'function_type' type attribute and a 'sym_name' string");
		return -1;
	}
	if (op->nregions != 1) {
		err(v, op, "'func.func' op expects one region, but has %u", op->nregions);
		return -1;
	}
	Block *entry = region_first(&op_regions(op)[0]);
	if (!entry)
		return 0;   /* a declaration */
	Type *t = attr_type(ft);
	if (entry->nargs != t->n) {
		err(v, op, "'func.func' op entry block must have %u arguments to match function signature", t->n);
		return -1;
	}
	for (uint32_t i = 0; i < t->n; i++) {
		if (value_type(block_arg(entry, i)) != t->types[i]) {
			err(v, op, "'func.func' op type of entry block argument #%u does not match the function signature", i);
			return -1;
		}
	}
	return 0;
}

/* func.return: operands match the results of the enclosing func.func. */
static int check_return(V *v, Op *op)
{
	Op *f = op_parent_op(op);
	if (!f || op_name(f)->id != OP_FUNC_FUNC) {
		err(v, op, "'func.return' op expects parent op 'func.func'");
		return -1;
	}
	Attr *ft = inherent(f, "function_type");
	if (!ft || ft->kind != AT_TYPE || attr_type(ft)->kind != TY_FUNC)
		return 0;
	Type *t = attr_type(ft);
	if (op->nopnds != t->m) {
		err(v, op, "'func.return' op has %u operands, but enclosing function (@%s) returns %u",
		    op->nopnds, inherent(f, "sym_name") ? inherent(f, "sym_name")->str->s : "?", t->m);
		return -1;
	}
	for (uint32_t i = 0; i < t->m; i++) {
		if (value_type(op_operand(op, i)) != ty_func_outs(t)[i]) {
			err(v, op, "'func.return' op type of return operand %u doesn't match function result type", i);
			return -1;
		}
	}
	return 0;
}

static int check_module(V *v, Op *op)
{
	if (op->nregions != 1 || !region_first(&op_regions(op)[0]) || region_first(&op_regions(op)[0]) != region_last(&op_regions(op)[0])) {
		err(v, op, "'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
		return -1;
	}
	return 0;
}

/* A symbol (func.func, llvm.func, memref.global) sits directly in a
 * symbol table.  As MLIR: a parent op of unknown kind may be one (or be
 * unregistered, which MLIR lets pass); a known op other than a module is
 * not. */
static int check_symbol_parent(V *v, Op *op)
{
	Op *parent = op_parent_op(op);
	int id = parent ? op_name(parent)->id : OP_BUILTIN_MODULE;
	if (id == OP_UNKNOWN || id == OP_BUILTIN_MODULE || id == OP_GPU_MODULE)
		return 0;
	err(v, op, "'%s' op symbol's parent must have the SymbolTable trait", opname(op));
	return -1;
}

static int check_op_kind(V *v, Op *op)
{
	switch (op_name(op)->id) {
	case OP_FUNC_FUNC: return check_symbol_parent(v, op) ? -1 : check_func(v, op);
	case OP_LLVM_FUNC:
	case OP_MEMREF_GLOBAL: return check_symbol_parent(v, op);
	case OP_FUNC_RETURN: return check_return(v, op);
	case OP_BUILTIN_MODULE: return check_module(v, op);
	default: return 0;
	}
}

/* A block of an SSA region of a known op must end in a terminator: here,
 * we can only tell for ops of the table and ops of known dialects whose
 * terminators are all in the table. */
static int check_block_end(V *v, Op *parent, Block *b)
{
	if (op_name(parent)->info->flags & OF_NO_TERMINATOR)
		return 0;
	if (!b->last) {
		if (op_name(parent)->id == OP_FUNC_FUNC || op_name(parent)->id == OP_SCF_FOR || op_name(parent)->id == OP_AFFINE_FOR) {
			err(v, parent, "'%s' op has an empty block: expected at least a terminator", opname(parent));
			return -1;
		}
		return 0;
	}
	Op *t = block_last(b);
	if (op_name(t)->id != OP_UNKNOWN && !(op_name(t)->info->flags & OF_TERMINATOR) &&
	    (op_name(parent)->id == OP_FUNC_FUNC || op_name(parent)->id == OP_SCF_FOR || op_name(parent)->id == OP_AFFINE_FOR)) {
		err(v, t, "block in '%s' must end with a terminator, not '%s'", opname(parent), opname(t));
		return -1;
	}
	return 0;
}

/* ---------------------------------------------------------------- walk */

static int verify_region(V *v, Region *r);

static int verify_op(V *v, Op *op)
{
	if (check_counts(v, op) || check_op_kind(v, op))
		return -1;
	for (uint32_t i = 0; i < op->nopnds; i++)
		if (check_operand(v, op, i))
			return -1;
	for (uint32_t i = 0; i < op->nsuccs; i++) {
		Block *s = succ_block(&op_succs(op)[i]);
		if (!s || s->parent != op_block(op)->parent) {
			err(v, op, "'%s' op successor #%u is not in the same region", opname(op), i);
			return -1;
		}
		if (s == region_first(block_region(s)) && region_op(block_region(s))) {
			/* reported at the region's op, as MLIR does */
			err(v, region_op(block_region(s)), "entry block of region may not have predecessors");
			return -1;
		}
	}
	for (uint32_t i = 0; i < op->nregions; i++)
		if (verify_region(v, &op_regions(op)[i]))
			return -1;
	return 0;
}

static int push_frame(V *v, Region *r)
{
	if (v->nframes == v->cap) {
		uint32_t cap = v->cap ? v->cap * 2 : 16;
		Frame *f = realloc(v->frames, cap * sizeof *f);
		if (!f)
			return -1;
		v->frames = f;
		v->cap = cap;
	}
	Frame *f = &v->frames[v->nframes++];
	memset(f, 0, sizeof *f);
	f->r = r;
	f->ssa = region_op(r) ? is_ssa_region_op(region_op(r)) : 0;
	if (f->ssa && region_first(r) && block_next(region_first(r)))
		f->idom = compute_idom(r);
	return 0;
}

/* ------------------------------------------------- two threads */

/* A large module's body is verified in two halves at once, when the
 * context may use two threads: the ops from the one halfway through the
 * body's source text on a helper with a copy of the frame stack (the
 * frames are read only below the body's) and a context copy of its own
 * for the diagnostic (verifying reads the IR and writes only Op.mark and
 * Block.mark of the regions it enters: the two halves' are disjoint).  The
 * first error in walk order is the root's half's, else the helper's. */
typedef struct Half {
	V v;
	Ctx c;
	Op *from;
	uint32_t me;
	int rc;
} Half;

static int verify_ops(V *v, uint32_t me, Op *from, Op *to)
{
	for (Op *o = from; o != to; o = op_next(o)) {
		v->frames[me].cur = o;
		if (verify_op(v, o))
			return -1;
	}
	return 0;
}

static void *half_main(void *arg)
{
	Half *h = arg;
	h->rc = verify_ops(&h->v, h->me, h->from, NULL);
	return NULL;
}

/* 1 if it verified b's ops (rc in *rc), 0 if one thread should. */
static int verify_split(V *v, uint32_t me, Block *b, int *rc)
{
	Ctx *c = v->c;
	Op *mid = me == 1 && c->threads > 1 && c->srclen >= c->split_min && !block_next(b) ? block_middle(b) : NULL;
	Half *h = mid ? calloc(1, sizeof *h) : NULL;
	if (!h)
		return 0;
	h->c = *c;
	memset(&h->c.diag, 0, sizeof h->c.diag);
	h->c.diag_text = NULL;
	h->v.c = &h->c;
	h->v.frames = malloc((me + 1) * sizeof *h->v.frames);
	h->v.nframes = h->v.cap = me + 1;
	h->from = mid;
	h->me = me;
	pthread_t th;
	if (!h->v.frames || (memcpy(h->v.frames, v->frames, (me + 1) * sizeof *v->frames),
			     pthread_create(&th, NULL, half_main, h) != 0)) {
		free(h->v.frames);
		free(h);
		return 0;
	}
	*rc = verify_ops(v, me, block_first(b), mid);
	pthread_join(th, NULL);
	if (!*rc && h->rc) {   /* the helper's error is the first */
		ctx_error(c, h->c.diag.pos, "%s", h->c.diag.msg);
		*rc = -1;
	}
	free(h->c.diag.msg);
	free(h->c.diag_text);
	free(h->v.frames);
	free(h);
	return 1;
}

/* ------------------------------------------- while the parser runs */

/* A large module's body is verified op by op as the parser completes each
 * (parser/parse.c; the CLI turns it on with ctx_set_early_verify), while
 * the op's IR is still in the cache, instead of in a walk over the whole
 * IR after the parse.  Each op is checked exactly as verify_module checks
 * it: the same frame depth (one frame for the file's region, one for the
 * module's body; neither names a region, since the body has none yet, so
 * an operand defined in the body itself fails here and is left to the
 * verifier), its own context copy for the diagnostic, which is thrown
 * away.  Early verifying only ever saves work: when every op of the body
 * passed, verify_module skips them (Ctx.verified_body); at the first
 * failure it stops, and the verifier walks the whole module after the
 * parse as before, so the diagnostic is the one it always was (and a
 * parse error later in the file still wins).  A terminator or a branch
 * among the body's ops is judged by what follows it and by where its
 * successors land: left to the verifier too. */
struct EarlyVerify {
	V v;
	Ctx c;
	int failed;
};

EarlyVerify *verify_early_new(Ctx *c)
{
	EarlyVerify *e = calloc(1, sizeof *e);
	Frame *f = e ? calloc(16, sizeof *f) : NULL;
	if (!f) {
		free(e);
		return NULL;
	}
	e->c = *c;
	memset(&e->c.diag, 0, sizeof e->c.diag);
	e->c.diag_text = NULL;
	e->c.errjmp = NULL;
	e->v.c = &e->c;
	e->v.frames = f;
	e->v.nframes = 2;
	e->v.cap = 16;
	return e;
}

int verify_early_op(EarlyVerify *e, Op *op)
{
	if (!e->failed && (op->nsuccs || (op_name(op)->info->flags & OF_TERMINATOR)))
		e->failed = 1;
	if (!e->failed) {
		e->v.frames[1].cur = op;
		e->failed = verify_op(&e->v, op) != 0;
		e->v.nframes = 2;
	}
	return e->failed ? -1 : 0;
}

int verify_early_failed(const EarlyVerify *e) { return !e || e->failed; }

void verify_early_free(EarlyVerify *e)
{
	if (!e)
		return;
	free(e->v.frames);
	free(e->c.diag.msg);
	free(e->c.diag_text);
	free(e);
}

static int verify_region(V *v, Region *r)
{
	if (!r->first)
		return 0;
	if (v->nframes >= v->c->max_depth + 8) {
		err(v, region_op(r), "regions nested too deeply (limit %u)", v->c->max_depth);
		return -1;
	}
	for (Block *b = region_first(r); b; b = block_next(b)) {
		uint32_t i = 0;
		for (Op *o = block_first(b); o; o = op_next(o))
			o->mark = i++;
	}
	if (push_frame(v, r))
		return -1;
	uint32_t me = v->nframes - 1;
	int rc = 0;
	for (Block *b = region_first(r); b && !rc; b = block_next(b)) {
		if (region_op(r) && v->frames[me].ssa && (rc = check_block_end(v, region_op(r), b)))
			break;
		if (me == 1 && b == v->c->verified_body) {   /* every op passed verify_early_op */
			v->c->body_verified_early = 1;
			continue;
		}
		if (!verify_split(v, me, b, &rc))
			rc = verify_ops(v, me, block_first(b), NULL);
	}
	free(v->frames[me].idom);
	v->nframes = me;
	return rc;
}

int verify_module(Ctx *c, Module *m)
{
	V v = { .c = c };
	jmp_buf *saved = c->errjmp;
	c->errjmp = NULL;   /* errors return here instead of jumping */
	c->body_verified_early = 0;
	int rc = verify_region(&v, &m->body);
	c->verified_body = NULL;   /* it speaks for the IR as parsed: once */
	c->verified_ok = rc == 0;
	c->errjmp = saved;
	free(v.frames);
	return rc ? -1 : 0;
}
