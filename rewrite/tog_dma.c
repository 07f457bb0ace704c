/* tog_dma.c — the DMA and wait nodes of the Tile Operation Graph
 * (shared/spec/tog.md §3.3–3.6, build_tog@1d486ef semantics).
 *
 * A DMA is read as PyTorchSim's src/dst view: the customized
 * memref.dma_start by position (Gen A, §3.3.1), or a togsim.transfer by
 * its fixed slots mapped back to src/dst by direction.  The DRAM side is
 * the memref in memory space 0, the scratchpad side the one in space 1.
 * Its index is walked into (loop name, coefficient) pairs, its tag index
 * into the tag lists; a wait reads the coefficients and dividers of its
 * tag map.  Where PyTorchSim's builder would crash (a block argument that
 * is not a loop-role IV: a KeyError) or print garbage, this is a located
 * error instead. */
#include "tog.h"

#include <stdlib.h>
#include <string.h>

#define PASS "build-tog"

/* A DMA seen as src[src_idx] -> dst[dst_idx] with its tag. */
typedef struct Xfer {
	Op *op;
	Value *src, *dst, *tag;
	Use *src_idx, *dst_idx, *tag_idx;
	uint32_t nsrc, ndst, ntag;
} Xfer;

/* The DMA's DRAM side, its scratchpad type and its direction (§3.3.2). */
typedef struct Side {
	int is_write;
	Value *dram;
	Use *dram_idx;
	uint32_t ndram;
	Type *sram;
} Side;

/* A short string (a key, a name) in the arena. */
static char *arena_printf(Ctx *c, const char *fmt, ...)
{
	char tmp[64];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof tmp)
		n = (int)strlen(tmp);
	return arena_dup(&c->arena, tmp, (size_t)n + 1);
}

/* ------------------------------------------------------------ decoding */

/* togsim.transfer's fixed slots (§3.3.1): dram, dram_idx, sram, sram_idx,
 * tag, tag_idx, dma_type, vlane_stride[, offset, masks...]. */
static int decode_transfer(Ctx *c, Op *op, Xfer *x)
{
	if (op->nopnds < 8 || value_type(op_operand(op, 0))->kind != TY_MEMREF || value_type(op_operand(op, 2))->kind != TY_MEMREF ||
	    value_type(op_operand(op, 4))->kind != TY_MEMREF)
		return rw_fail(c, op, "togsim.transfer: " PASS " expects the slots dram, dram_idx, sram, sram_idx, tag, "
			       "tag_idx, dma_type, vlane_stride (layout C, tog.md §3.3.1)");
	/* direction: dma_kind MVIN* loads; without it dma_type 1, 2, 14 */
	Attr *k = rw_attr(op, "dma_kind");
	int64_t t;
	int load = k ? k->kind == AT_STRING && k->str->len >= 4 && !memcmp(k->str->s, "MVIN", 4)
		     : rw_const_value(op_operand(op, 6), &t) == 0 && (t == 1 || t == 2 || t == 14);
	Use *dram = op_opnds(op), *sram = op_opnds(op) + 2;
	x->src = use_val(load ? dram : sram), x->src_idx = (load ? dram : sram) + 1, x->nsrc = 1;
	x->dst = use_val(load ? sram : dram), x->dst_idx = (load ? sram : dram) + 1, x->ndst = 1;
	x->tag = op_operand(op, 4), x->tag_idx = op_opnds(op) + 5, x->ntag = 1;
	return 0;
}

static int decode(Ctx *c, Op *op, Xfer *x)
{
	memset(x, 0, sizeof *x);
	x->op = op;
	if (op_name(op)->id == OP_TOGSIM_TRANSFER)
		return decode_transfer(c, op, x);
	DmaView d;
	if (rw_dma_view(c, PASS, op, &d) < 0)
		return -1;
	x->src = d.src, x->src_idx = d.src_idx, x->nsrc = d.src_rank;
	x->dst = d.dst, x->dst_idx = d.dst_idx, x->ndst = d.dst_rank;
	x->tag = d.tag, x->tag_idx = d.tag_idx, x->ntag = d.tag_rank;
	return 0;
}

/* dst in space 0 and src in space 1: a store; the reverse: a load. */
static int side_of(Ctx *c, const Xfer *x, Side *s)
{
	int64_t ss = rw_mem_space(value_type(x->src)), ds = rw_mem_space(value_type(x->dst));
	if (ds == 0 && ss == 1)
		*s = (Side){ 1, x->dst, x->dst_idx, x->ndst, value_type(x->src) };
	else if (ds == 1 && ss == 0)
		*s = (Side){ 0, x->src, x->src_idx, x->nsrc, value_type(x->dst) };
	else
		return rw_fail(c, x->op, "%s: " PASS ": Unexpected memory space, src: %lld, dst: %lld (a DMA moves between "
			       "DRAM, space 0, and the scratchpad, space 1)", op_name(x->op)->name->s, (long long)ss,
			       (long long)ds);
	if (value_type(s->dram)->n != 1 || s->ndram != 1)
		return rw_fail(c, x->op, "%s: " PASS ": the DRAM memref has rank %u; the TOG addresses DRAM by one "
			       "element offset (a rank-1 memref, one index)", op_name(x->op)->name->s, value_type(s->dram)->n);
	return 0;
}

/* The kernel argument a DMA reads or writes: `dram_arg` if the DMA has it
 * (build_tog@4412c25; Gen A kernels never carry it), else the DRAM
 * memref's position among the kernel's arguments; -1 for neither. */
static int64_t arg_number(const Op *op, const Value *dram, const Block *entry)
{
	int64_t v;
	Attr *a = rw_attr(op, "dram_arg");
	if (a && a->kind == AT_INT && rw_int(a, &v) == 0)
		return v;
	return !value_def(dram) && value_block(dram) == entry ? (int64_t)dram->index : -1;
}

static int same_op(const void *a, const void *b)
{
	return a == b;
}

/* ------------------------------------------------------- affine shapes */

/* The constant and the other operand of a product (NULL if neither side
 * is a constant). */
static const AffExpr *mul_parts(const AffExpr *e, const AffExpr **other)
{
	if (e->rhs->kind == AE_CONST)
		return *other = e->lhs, e->rhs;
	if (e->lhs->kind == AE_CONST)
		return *other = e->rhs, e->lhs;
	return NULL;
}

/* coeff (§3.4): the coefficient of dim pos, -1 when not found — which a
 * real coefficient of -1 cannot be told from (reproduced: TOGSim reads
 * -1 as "no stride"). */
static int64_t coeff(const AffExpr *e, int64_t pos)
{
	const AffExpr *x, *k;
	switch (e->kind) {
	case AE_MUL:
		k = mul_parts(e, &x);
		return k && x->kind == AE_DIM && x->val == pos ? k->val : -1;
	case AE_ADD: {
		int64_t l = coeff(e->lhs, pos);
		return l != -1 ? l : coeff(e->rhs, pos);
	}
	case AE_DIM:
		return e->val == pos ? 1 : -1;
	default:
		return -1;
	}
}

/* The tag lists of a map (§3.5's coeffs into strides, §3.6's dividers
 * into divs, NULL when not wanted), in tree order: a product's constant
 * of a dim (divider 1) or of a floordiv (divider: the floordiv's divisor);
 * a bare floordiv's divisor in both; 1 and 1 for a bare dim. */
static void tag_terms(TogGraph *g, const AffExpr *e, Vec *strides, Vec *divs)
{
	const AffExpr *x, *k;
	switch (e->kind) {
	case AE_MUL:
		k = mul_parts(e, &x);
		if (!k || (x->kind != AE_DIM && x->kind != AE_FLOORDIV))
			return;
		tog_push_int(g, strides, k->val);
		if (divs && x->kind == AE_DIM)
			tog_push_int(g, divs, 1);
		else if (divs && x->rhs->kind == AE_CONST)
			tog_push_int(g, divs, x->rhs->val);
		return;
	case AE_ADD:
		tag_terms(g, e->lhs, strides, divs);
		tag_terms(g, e->rhs, strides, divs);
		return;
	case AE_FLOORDIV:
		if (e->rhs->kind != AE_CONST)
			return;
		tog_push_int(g, strides, e->rhs->val);
		if (divs)
			tog_push_int(g, divs, e->rhs->val);
		return;
	case AE_DIM:
		tog_push_int(g, strides, 1);
		if (divs)
			tog_push_int(g, divs, 1);
		return;
	default:
		return;
	}
}

/* The map of an affine.apply (its first result), or NULL. */
static const AffExpr *apply_expr(const Op *op)
{
	Attr *m = op && op_name(op)->id == OP_AFFINE_APPLY ? rw_attr(op, "map") : NULL;
	return m && m->kind == AT_AFFINE_MAP && m->map->nres >= 1 ? m->map->res[0] : NULL;
}

/* ---------------------------------------------- the DRAM index walk (§3.4) */

typedef struct Pair {
	const char *key;
	int64_t coef;
} Pair;

typedef struct Walk {
	TogGraph *g;
	Op *dma;
	Vec pairs;           /* Pair, in walk order (malloc) */
	int indirect;
	uint32_t visits;     /* applies shared along several paths are walked
	                        once per path, as in PyTorchSim: bounded */
} Walk;

enum { MAX_VISITS = 1 << 16 };

/* The loop name of a block argument, or a located error at `at`. */
static const char *loop_name(TogGraph *g, Op *at, const Value *v, const char *what)
{
	TogNode *l = tog_loop_of(g, v);
	if (l)
		return l->loop_index;
	rw_fail(g->c, at, "%s: " PASS ": %s uses %s, not the induction variable of a loop-role affine.for "
		"(outer_loop, accumulation_loop or inner_loop = true): the TOG cannot name it (tog.md §3.4-3.6)",
		op_name(at)->name->s, what, tog_why_not_loop(g->c, v));
	return NULL;
}

/* A block argument v's value depends on through operands (none: NULL);
 * a visited set keeps shared subexpressions linear. */
static Value *block_arg_below(Value *v)
{
	HashSet seen = { 0 };
	Vec stack;
	Value *found = NULL;
	vec_init(&stack, sizeof(Value *));
	*(Value **)vec_push(&stack) = v;
	while (stack.len && !found) {
		Value *x = VEC_AT(&stack, Value *, --stack.len);
		Op *d = value_def(x);
		uint32_t h = hash_bytes(&d, sizeof d, 0x7067);
		if (!d) {
			found = x;
		} else if (!hs_find(&seen, h, same_op, d)) {
			hs_insert(&seen, d, h);
			for (uint32_t i = 0; i < d->nopnds; i++)
				*(Value **)vec_push(&stack) = op_operand(d, i);
		}
	}
	vec_free(&stack);
	hs_free(&seen);
	return found;
}

/* §3.4's walk follows only affine.apply and constants: an index that
 * reaches a loop (or any block argument) through another op would lose
 * that dependence, and TOGSim would move the same tile every iteration.
 * PyTorchSim prints that graph; we refuse it.  A value built from
 * constants alone contributes nothing, as there. */
static int lost_dependence(Walk *w, Value *v)
{
	Value *arg = block_arg_below(v);
	if (!arg)
		return 0;
	TogNode *l = tog_loop_of(w->g, arg);
	const char *what = l ? arena_printf(w->g->c, "the IV of %s", l->loop_index) : tog_why_not_loop(w->g->c, arg);
	return rw_fail(w->g->c, w->dma, "%s: " PASS ": the DRAM index depends on %s through '%s', which the TOG's index "
		       "walk does not follow (only affine.apply, arith.constant and loop-role IVs, tog.md §3.4): the graph "
		       "would lose that dependence", op_name(w->dma)->name->s, what, op_name(value_def(v))->name->s);
}

static void add_pair(Walk *w, const char *key, int64_t coef)
{
	*(Pair *)vec_push(&w->pairs) = (Pair){ key, coef };
}

static int walk(Walk *w, Value *v, unsigned depth)
{
	Ctx *c = w->g->c;
	int64_t k;
	if (depth > c->max_depth || ++w->visits > MAX_VISITS)
		return rw_fail(c, w->dma, "%s: " PASS ": the DRAM index is nested too deeply (more than %u affine.apply "
			       "visits)", op_name(w->dma)->name->s, (unsigned)MAX_VISITS);
	if (!value_def(v)) {
		const char *n = loop_name(w->g, w->dma, v, "the DRAM index");
		return n ? (add_pair(w, n, 1), 0) : -1;
	}
	if (rw_const_value(v, &k) == 0) {
		add_pair(w, arena_printf(c, "c%lld", (long long)k), k);
		return 0;
	}
	Op *a = value_def(v);
	const AffExpr *e = apply_expr(a);
	if (!e)
		return lost_dependence(w, v);   /* any other op (§3.4) */
	if (rw_attr(a, "indirect_access"))
		w->indirect = 1;
	for (uint32_t i = 0; i < a->nopnds; i++) {
		Value *o = op_operand(a, i);
		if (value_def(o)) {
			if (walk(w, o, depth + 1) < 0)
				return -1;
			continue;
		}
		const char *n = loop_name(w->g, w->dma, o, "the DRAM index");
		if (!n)
			return -1;
		uint32_t pos = 0;   /* the first occurrence of o among the operands */
		while (op_operand(a, pos) != o)
			pos++;
		add_pair(w, n, coeff(e, pos));
	}
	return 0;
}

static int by_key(const void *a, const void *b)
{
	return strcmp(((const Pair *)a)->key, ((const Pair *)b)->key);
}

/* First pair per key (Python's dict), then keys in byte order. */
static void finish_pairs(Walk *w, TogNode *n)
{
	Pair *p = w->pairs.p;
	size_t m = 0;
	for (size_t i = 0; i < w->pairs.len; i++) {
		size_t j = 0;
		while (j < m && strcmp(p[j].key, p[i].key))
			j++;
		if (j == m)
			p[m++] = p[i];
	}
	if (m)
		qsort(p, m, sizeof *p, by_key);
	for (size_t i = 0; i < m; i++) {
		tog_push_str(w->g, &n->loop_idx, p[i].key);
		tog_push_int(w->g, &n->loop_stride, p[i].coef);
	}
}

/* ------------------------------------------------------- tag lists */

/* One operand of a tag map: a loop name, a constant, or nothing. */
static int tag_operand(TogGraph *g, Op *at, Value *o, Vec *idx, int nested)
{
	int64_t k;
	if (!value_def(o)) {
		const char *n = loop_name(g, at, o, "the tag index");
		if (!n)
			return -1;
		tog_push_str(g, idx, n);
	} else if (rw_const_value(o, &k) == 0) {
		tog_push_str(g, idx, arena_printf(g->c, "%lld", (long long)k));
	} else if (nested && apply_expr(value_def(o))) {   /* one level into an inner apply */
		for (uint32_t i = 0; i < value_def(o)->nopnds; i++)
			if (tag_operand(g, at, op_operand(value_def(o), i), idx, 0) < 0)
				return -1;
	}
	return 0;
}

/* §3.5: every tag index; a map's coeffs replace the strides. */
static int dma_tags(TogGraph *g, TogNode *n, const Xfer *x)
{
	for (uint32_t t = 0; t < x->ntag; t++) {
		Value *v = use_val(&x->tag_idx[t]);
		const AffExpr *e = value_def(v) ? apply_expr(value_def(v)) : NULL;
		int64_t k;
		if (rw_const_value(v, &k) == 0) {
			tog_push_str(g, &n->tag_idx, arena_printf(g->c, "%lld", (long long)k));
			continue;
		}
		if (!e)
			continue;
		for (uint32_t i = 0; i < value_def(v)->nopnds; i++)
			if (tag_operand(g, x->op, op_operand(value_def(v), i), &n->tag_idx, 1) < 0)
				return -1;
		n->tag_stride.len = 0;
		tag_terms(g, e, &n->tag_stride, NULL);
	}
	if (!n->tag_idx.len)
		tog_push_str(g, &n->tag_idx, "0");
	if (!n->tag_stride.len)
		tog_push_int(g, &n->tag_stride, 1);
	return 0;
}

/* ------------------------------------------------------- DMA nodes */

static int tile_fields(TogGraph *g, TogNode *n, const Xfer *x, const Side *s)
{
	Ctx *c = g->c;
	int64_t v[RW_MAX_RANK];
	uint32_t k;
	const char *name = op_name(x->op)->name->s;
	Attr *sub = rw_attr(x->op, "subtile_size"), *ds = rw_attr(x->op, "dram_stride");
	if (sub && rw_ints(sub, v, RW_MAX_RANK, &k) < 0)
		return rw_fail(c, x->op, "%s: " PASS ": 'subtile_size' must be an array of integers", name);
	if (!sub || k == 0) {
		if (rw_static_memref(s->sram) < 0)
			return rw_fail(c, x->op, "%s: " PASS ": the scratchpad memref needs a static shape (the tile size)", name);
		k = s->sram->n;
		memcpy(v, s->sram->dims, k * sizeof *v);
	}
	for (uint32_t i = 0; i < k; i++)
		tog_push_int(g, &n->tile_size, v[i]);
	if (ds && rw_ints(ds, v, RW_MAX_RANK, &k) < 0)
		return rw_fail(c, x->op, "%s: " PASS ": 'dram_stride' must be an array of integers", name);
	for (uint32_t i = 0; ds && i < k; i++)
		tog_push_int(g, &n->tile_stride, v[i]);
	Type *e = s->sram->elem;
	if (e->kind != TY_INT && e->kind != TY_FLOAT) {
		Buf b = { 0 };
		print_type(c, e, &b);
		rw_fail(c, x->op, "%s: " PASS ": the scratchpad element type %s has no bit width the TOG can give "
			"(integer or float elements only)", name, b.p);
		buf_free(&b);
		return -1;
	}
	n->elem_bits = ty_bitwidth(e);
	return 0;
}

/* indirect_mode: an `indirect_access` apply in the DRAM index (§3.4), or
 * the DMA's own mark of an indirect access — Gen A's `indirect_offset`,
 * togsim.transfer's `indirect = true` (docs/passes.md, build-tog). */
static int indirect_attr(const Op *op)
{
	int64_t v;
	Attr *a = rw_attr(op, "indirect");
	return rw_attr(op, "indirect_offset") != NULL || (a && rw_int(a, &v) == 0 && v);
}

int tog_fill_dma(TogGraph *g, TogNode *n, Op *op, Block *entry)
{
	Xfer x;
	Side s;
	if (decode(g->c, op, &x) < 0 || side_of(g->c, &x, &s) < 0 || tile_fields(g, n, &x, &s) < 0)
		return -1;
	n->is_write = s.is_write;
	n->is_async = rw_dma_async(op);
	int64_t arg = arg_number(op, s.dram, entry);
	n->base = arg < 0 ? "arg" : arena_printf(g->c, "arg%lld", (long long)arg);
	Walk w = { .g = g, .dma = op };
	vec_init(&w.pairs, sizeof(Pair));
	int rc = walk(&w, use_val(&s.dram_idx[0]), 0);
	if (rc == 0) {
		finish_pairs(&w, n);
		n->indirect = w.indirect || indirect_attr(op);
		rc = dma_tags(g, n, &x);
	}
	vec_free(&w.pairs);
	return rc;
}

/* ------------------------------------------------------- wait nodes */

static int later_first(const void *a, const void *b)
{
	uint32_t x = (*(Op *const *)a)->mark, y = (*(Op *const *)b)->mark;
	return x < y ? 1 : x > y ? -1 : 0;
}

/* "arg" + the kernel argument of every DMA start that uses the tag, in
 * the order of the tag's use list as PyTorchSim sees it: it parses the
 * module, and MLIR puts each new use at the front, so the last DMA in the
 * text comes first (ops are numbered in program order in `mark`). */
static int wait_base(TogGraph *g, TogNode *n, Value *tag, Block *entry)
{
	Vec dmas;
	Buf b = { 0 };
	int rc = 0;
	vec_init(&dmas, sizeof(Op *));
	for (Use *u = value_uses(tag); u; u = use_next(u))
		if (op_name(use_owner(u))->id == OP_MEMREF_DMA_START || op_name(use_owner(u))->id == OP_TOGSIM_TRANSFER)
			*(Op **)vec_push(&dmas) = use_owner(u);
	if (dmas.len)
		qsort(dmas.p, dmas.len, sizeof(Op *), later_first);
	buf_puts(&b, "arg");
	for (size_t i = 0; i < dmas.len && rc == 0; i++) {
		Xfer x;
		Side s;
		Op *d = VEC_AT(&dmas, Op *, i);
		if ((rc = decode(g->c, d, &x)) < 0 || (rc = side_of(g->c, &x, &s)) < 0)
			break;
		int64_t arg = arg_number(d, s.dram, entry);
		if (arg >= 0)
			buf_printf(&b, "%lld", (long long)arg);
	}
	n->base = arena_dup(&g->c->arena, b.p, b.len + 1);
	buf_free(&b);
	vec_free(&dmas);
	return rc;
}

int tog_fill_wait(TogGraph *g, TogNode *n, Op *op, Block *entry)
{
	/* memref.dma_wait %tag[%idx...], %num; togsim.wait(%tag, %idx, %num) */
	if (op->nopnds < 2 || value_type(op_operand(op, 0))->kind != TY_MEMREF)
		return rw_fail(g->c, op, "%s: " PASS ": expected a tag memref and its index", op_name(op)->name->s);
	Value *tag = op_operand(op, 0), *idx = op_operand(op, 1);
	const AffExpr *e = value_def(idx) ? apply_expr(value_def(idx)) : NULL;
	if (value_type(tag)->n == 0 && op_name(op)->id == OP_MEMREF_DMA_WAIT)
		e = NULL;   /* a rank-0 tag has no index: operand 1 is the count */
	if (e) {
		for (uint32_t i = 0; i < value_def(idx)->nopnds; i++)
			if (tag_operand(g, op, op_operand(value_def(idx), i), &n->tag_idx, 0) < 0)
				return -1;
		tag_terms(g, e, &n->tag_stride, &n->tag_divider);
	}
	if (!n->tag_stride.len) {
		tog_push_int(g, &n->tag_stride, 1);
		tog_push_int(g, &n->tag_divider, 1);
	}
	return wait_base(g, n, tag, entry);
}
