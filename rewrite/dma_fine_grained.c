/* dma_fine_grained.c — split the coarse MVIN DMAs of a function's first
 * linalg.matmul into one DMA per subtile (spec: pipeline.md §3, the Gen A
 * `memref.dma_start` variant "F-c" that produced PyTorchSim's fixture).
 *
 * The input (A) and weight (B) DMAs are replaced by unrolled,
 * de-duplicated fine DMAs with constant subtile coordinates, issued in
 * the order of the fused (m, k, n)-style loop box (§3.7), each with a
 * fresh per-iteration tag (§3.6); a bias DMA of rank 2 or 4 becomes a
 * loop nest of fine DMAs (§3.5).  A fine DMA reads
 *
 *   DRAM  coarse_index + Σ d_i · dram_stride[i] · subtile[i]
 *   SPAD  [0, …, 0, lane-local offset of the subtile's first element]
 *   tag   [row-major subtile number]
 *
 * and keeps `subtile_size`, so lower-dma-to-gemmini moves one subtile
 * each.  With --verify-rewrites the union of the fine DMAs' placements is
 * checked against the coarse DMA's (dma_footprint.c). */
#include "rewrite.h"

#include <stdlib.h>
#include <string.h>

#define PASS "dma-fine-grained"

enum { MAX_FUSED = 7, MAX_SUB = 4 };
/* Most fused loop iterations the unrolled emission walks (§3.7). */
#define MAX_BOX (INT64_C(1) << 22)

typedef struct Names {
	const OpName *matmul, *dma, *alloc;
} Names;

/* One coarse DMA chosen for splitting (§3.3). */
typedef struct Split {
	const char *what;    /* "input", "weight", "bias" */
	DmaView v;
	uint32_t rank;
	int async;
	int64_t tile[MAX_SUB], sub[MAX_SUB], ds[MAX_SUB], ss[MAX_SUB], count[MAX_SUB];
	int64_t vsa, vst;
	AffMap *dram_map, *sram_map, *tag_map;
	Vec fine;            /* Op *: the DMAs that replace it */
} Split;

/* Per rank: the fused loops and the fused loop each input / weight dim
 * iterates (§3.7's table; rank 2: (m, k, n), X[m, k], W[k, n]). */
typedef struct Fusion {
	uint32_t nfused;
	uint32_t in[MAX_SUB], w[MAX_SUB];
} Fusion;

static const Fusion fusion[5] = {
	[2] = { 3, { 0, 1 }, { 1, 2 } },
	[3] = { 4, { 0, 1, 2 }, { 0, 2, 3 } },
	[4] = { 7, { 0, 1, 4, 5 }, { 2, 3, 5, 6 } },
};

static int64_t floordiv64(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* ---------------------------------------------------------------- decode */

static int is_mvin(int64_t t)
{
	return t == 2 || t == 1 || t == 14;
}

/* The tile is the scratchpad side: dst for an MVIN, src otherwise (a
 * non-constant dma_type counts as "otherwise", as in the Python view). */
static Value *tile_value(const DmaView *v)
{
	return is_mvin(v->dma_type) ? v->dst : v->src;
}

static uint32_t tile_rank(const DmaView *v)
{
	return value_type(tile_value(v))->n;
}

static int read_list(Ctx *c, Split *s, const char *name, int64_t *out)
{
	uint32_t n;
	if (rw_ints(rw_attr(s->v.op, name), out, MAX_SUB, &n) < 0 || n != s->rank)
		return rw_fail(c, s->v.op, "memref.dma_start: " PASS ": the %s DMA needs '%s' with one integer per "
			    "tile dim (%u)", s->what, name, s->rank);
	return 0;
}

static int decode(Ctx *c, Split *s, uint32_t rank)
{
	Op *op = s->v.op;
	Type *t = value_type(tile_value(&s->v));
	s->rank = rank;
	s->async = rw_dma_async(op);
	if (rw_static_memref(t) != (int)rank || !is_mvin(s->v.dma_type))
		return rw_fail(c, op, "memref.dma_start: " PASS ": the %s DMA must be an MVIN into a scratchpad "
			    "memref of static shape and rank %u", s->what, rank);
	if (s->v.src_rank != 1 || s->v.tag_rank != 1)
		return rw_fail(c, op, "memref.dma_start: " PASS ": the %s DMA must read a rank-1 DRAM memref and "
			    "have a rank-1 tag", s->what);
	memcpy(s->tile, t->dims, rank * sizeof *s->tile);
	if (read_list(c, s, "subtile_size", s->sub) < 0 || read_list(c, s, "sram_stride", s->ss) < 0 ||
	    read_list(c, s, "dram_stride", s->ds) < 0)
		return -1;
	for (uint32_t i = 0; i < rank; i++) {
		if (s->tile[i] < 1)
			return rw_fail(c, op, "memref.dma_start: " PASS ": the %s DMA's tile has an empty dim %u", s->what, i);
		if (s->sub[i] < 1)
			return rw_fail(c, op, "memref.dma_start: " PASS ": subtile_size entry %u of the %s DMA is %lld",
				    i, s->what, (long long)s->sub[i]);
		/* a piece larger than the tile would move past it */
		if (s->sub[i] > s->tile[i])
			return rw_fail(c, op, "memref.dma_start: " PASS ": subtile_size entry %u of the %s DMA is %lld, "
				    "larger than the tile's %lld", i, s->what, (long long)s->sub[i], (long long)s->tile[i]);
		s->count[i] = rw_ceil_div(s->tile[i], s->sub[i]);
	}
	if (rw_const_value(s->v.stride, &s->vsa) < 0 || s->vsa < 0 || s->vsa >= (int64_t)rank ||
	    rw_const_value(s->v.per_stride, &s->vst) < 0 || (s->vst &= 0x7FFF) < 1)
		return rw_fail(c, op, "memref.dma_start: " PASS ": the %s DMA needs a constant vlane_split_axis in "
			    "[0, %u) and a positive constant vlane_stride", s->what, rank);
	return 0;
}

/* ------------------------------------------------------------------ maps */

/* §3.3, built term by term as PyTorchSim builds them; the affine
 * constructors fold them into the form MLIR prints.  -1 on overflow. */
static int build_maps(Ctx *c, Split *s, int64_t lanes)
{
	int64_t tsv = s->ss[s->vsa], old = s->tile[s->vsa], blk, nw, k;
	if (__builtin_mul_overflow(lanes, s->vst, &blk) || __builtin_mul_overflow(rw_ceil_div(old, blk), s->vst, &nw))
		return -1;
	AffExpr *dram = aff_const(c, 0), *sram = NULL, *tag = aff_const(c, 0);
	int64_t tstride[MAX_SUB];
	tstride[s->rank - 1] = 1;
	for (uint32_t i = s->rank - 1; i-- > 0;)
		if (__builtin_mul_overflow(tstride[i + 1], s->count[i + 1], &tstride[i]))
			return -1;
	for (uint32_t i = 0; i < s->rank; i++) {
		AffExpr *d = aff_dim(c, i), *term;
		int64_t st = s->ss[i];
		if (__builtin_mul_overflow(s->ds[i], s->sub[i], &k))
			return -1;
		dram = aff_add(c, dram, aff_mul(c, d, aff_const(c, k)));
		/* Strides above the split axis's shrink to one lane's share. */
		if (st > tsv && __builtin_mul_overflow(floordiv64(st, old), nw, &st))
			return -1;
		if (i != (uint32_t)s->vsa) {
			if (__builtin_mul_overflow(s->sub[i], st, &k))
				return -1;
			term = aff_mul(c, d, aff_const(c, k));
		} else {
			AffExpr *first = aff_mul(c, d, aff_const(c, s->sub[i]));
			term = aff_mul(c, aff_floordiv(c, first, aff_const(c, lanes)), aff_const(c, st));
		}
		sram = sram ? aff_add(c, sram, term) : term;
		tag = aff_add(c, tag, aff_mul(c, d, aff_const(c, tstride[i])));
	}
	s->dram_map = affmap_get(c, s->rank, 0, &dram, 1);
	s->sram_map = affmap_get(c, s->rank, 0, &sram, 1);
	s->tag_map = affmap_get(c, s->rank, 0, &tag, 1);
	return 0;
}

/* ------------------------------------------------------------------ emit */

static Attr *fine_attrs(Ctx *c, const Split *s)
{
	static const char *const keys[] = { "subtile_size", "sram_stride", "dram_stride" };
	const char *names[5];
	Attr *vals[5];
	uint32_t n = 0;
	for (uint32_t i = 0; i < 3; i++) {
		Attr *a = rw_attr(s->v.op, keys[i]);
		if (a)
			names[n] = keys[i], vals[n++] = a;
	}
	/* `padding` is not copied (the fixture's fine DMAs have none). */
	names[n] = "async", vals[n++] = at_bool(c, s->async);
	names[n] = "fine_grained", vals[n++] = at_bool(c, 1);
	return rw_dict(c, names, vals, n);
}

/* §3.4 (Gen A form): one fine DMA at w's insertion point, the subtile
 * coordinates ivs[rank] in dim order. */
static void emit_piece(Rw *w, const Names *nm, Split *s, Value **ivs)
{
	Ctx *c = w->c;
	DmaView *v = &s->v;
	AffExpr *sum = aff_add(c, aff_dim(c, 0), aff_dim(c, 1));
	Value *zero = rw_const(w, c->t_index, 0);
	Value *doff = rw_apply(w, s->dram_map, ivs, s->rank);
	Value *two[2] = { doff, use_val(&v->src_idx[0]) };
	Value *didx = rw_apply(w, affmap_get(c, 2, 0, &sum, 1), two, 2);
	Value *soff = rw_apply(w, s->sram_map, ivs, s->rank);
	Value *tidx = rw_apply(w, s->tag_map, ivs, s->rank);
	Value *ops[RW_MAX_RANK + 8];
	uint32_t k = 0;
	ops[k++] = v->src, ops[k++] = didx, ops[k++] = v->dst;
	for (uint32_t i = 0; i + 1 < v->dst_rank; i++)
		ops[k++] = zero;
	ops[k++] = soff;
	ops[k++] = v->num, ops[k++] = v->tag, ops[k++] = tidx, ops[k++] = v->stride, ops[k++] = v->per_stride;
	*(Op **)vec_push(&s->fine) = rw_op(w, nm->dma, ops, k, NULL, NULL, fine_attrs(c, s));
}

/* §3.5: the bias as a nest of {inner_loop = true} loops in `order` at its
 * own place, one fine DMA inside; it keeps its tag. */
static void split_bias(Rw *w, const Names *nm, Split *s)
{
	static const uint32_t order2[] = { 0, 1 }, order4[] = { 2, 3, 0, 1 };
	const uint32_t *order = s->rank == 2 ? order2 : order4;
	Value *ivs[MAX_SUB];
	Op *at = s->v.op;
	rw_at(w, at, s->v.op);
	for (uint32_t k = 0; k < s->rank; k++) {
		at = rw_for(w, at, s->count[order[k]]);
		ivs[order[k]] = rw_iv(op_parent_op(at));
	}
	w->at = at;
	emit_piece(w, nm, s, ivs);
}

/* ------------------------------------------------------------ fresh tags */

/* Where an op stands in `b`: itself or the ancestor of it that is in b. */
static Op *ancestor_in(Op *op, Block *b)
{
	while (op && op_block(op) != b)
		op = op_parent_op(op);
	return op;
}

static int is_at_or_after(Op *first, Op *x)
{
	for (Op *o = first; o; o = op_next(o))
		if (o == x)
			return 1;
	return 0;
}

/* §3.6: a fresh tag right before the coarse DMA takes over every use of
 * the old one, so every use must be that DMA's or come after it in its
 * block (another DMA's or wait's would lose its tag's definition). */
static int fresh_tag(Rw *w, const Names *nm, Split *s)
{
	Ctx *c = w->c;
	Value *old = s->v.tag;
	for (Use *u = value_uses(old); u; u = use_next(u)) {
		Op *a = ancestor_in(use_owner(u), op_block(s->v.op));
		if (!a || !is_at_or_after(s->v.op, a))
			return rw_fail(c, use_owner(u), "%s: " PASS ": this op uses the tag of the %s DMA, which gets a fresh "
				    "tag per iteration (pipeline.md §3.6); give each DMA its own tag",
				    op_name(use_owner(u))->name->s, s->what);
	}
	static const char *const k[] = { "operandSegmentSizes" };
	int64_t seg[2] = { 0, 0 };
	Attr *sv = rw_dense_array(c, 32, seg, 2);
	rw_at(w, s->v.op, s->v.op);
	Value *t = op_res(rw_op(w, nm->alloc, NULL, 0, value_type(old), rw_dict(c, k, &sv, 1), NULL));
	value_replace_all_uses(old, t);
	s->v.tag = t;
	/* The old function-entry alloc is now dead; PyTorchSim erases it
	 * (and silently keeps a tag that has no defining op). */
	Op *d = value_def(old);
	int used = 0;
	for (uint32_t i = 0; d && i < d->nres; i++)
		used |= value_has_uses(&op_res(d)[i]);
	if (d && !used)
		op_erase(d);
	return 0;
}

/* ---------------------------------------------------------------- fusion */

static int64_t box_index(const int64_t *coord, const int64_t *count, uint32_t n)
{
	int64_t x = 0;
	for (uint32_t i = 0; i < n; i++)
		x = x * count[i] + coord[i];
	return x;
}

/* The fine DMA of subtile `key` of s, once: fresh constants for the
 * coordinates (dim order), then the DMA, both before `at`. */
static void emit_once(Rw *w, const Names *nm, Split *s, Op *at, const int64_t *key, uint8_t *seen)
{
	int64_t i = box_index(key, s->count, s->rank);
	Value *ivs[MAX_SUB];
	if (seen[i])
		return;
	seen[i] = 1;
	rw_at(w, at, s->v.op);
	for (uint32_t d = 0; d < s->rank; d++)
		ivs[d] = rw_const(w, w->c->t_index, key[d]);
	emit_piece(w, nm, s, ivs);
}

static int64_t box_size(const int64_t *count, uint32_t n)
{
	int64_t t = 1;
	for (uint32_t i = 0; i < n; i++)
		if (__builtin_mul_overflow(t, count[i], &t) || t > MAX_BOX)
			return -1;
	return t;
}

/* §3.7, F-c: every point of the fused box in lexicographic order (fused
 * loop 0 slowest); each input / weight subtile is emitted at its first
 * occurrence, all before the coarse weight DMA. */
static int fuse(Rw *w, const Names *nm, Split *in, Split *wt)
{
	const Fusion *f = &fusion[in->rank];
	int64_t bound[MAX_FUSED], it[MAX_FUSED] = { 0 }, kin[MAX_SUB], kw[MAX_SUB];
	for (uint32_t d = 0; d < in->rank; d++)
		bound[f->in[d]] = in->count[d];
	for (uint32_t d = 0; d < wt->rank; d++)
		bound[f->w[d]] = wt->count[d];   /* the weight wins on shared loops */
	/* ... so an input split differently on a shared dim (a K subtile
	 * unlike the weight's) would lose subtiles or name ones past its
	 * tile. */
	for (uint32_t d = 0; d < in->rank; d++)
		if (bound[f->in[d]] != in->count[d])
			return rw_fail(w->c, wt->v.op, "memref.dma_start: " PASS ": the input's dim %u has %lld subtiles, "
				       "the weight's dim on the same fused loop %lld (pipeline.md §3.7)", d,
				       (long long)in->count[d], (long long)bound[f->in[d]]);
	int64_t nbox = box_size(bound, f->nfused), nin = box_size(in->count, in->rank),
		nwt = box_size(wt->count, wt->rank);
	if (nbox < 0 || nin < 0 || nwt < 0)
		return rw_fail(w->c, wt->v.op, "memref.dma_start: " PASS ": more than %lld subtile combinations to unroll",
			    (long long)MAX_BOX);
	uint8_t *seen_in = calloc((size_t)nin, 1), *seen_w = calloc((size_t)nwt, 1);
	if (!seen_in || !seen_w)
		abort();
	for (int64_t p = 0; p < nbox; p++) {
		for (uint32_t d = 0; d < in->rank; d++)
			kin[d] = it[f->in[d]], kw[d] = it[f->w[d]];
		emit_once(w, nm, in, wt->v.op, kin, seen_in);
		emit_once(w, nm, wt, wt->v.op, kw, seen_w);
		for (uint32_t k = f->nfused; k-- > 0;) {   /* odometer, last loop fastest */
			if (++it[k] < bound[k])
				break;
			it[k] = 0;
		}
	}
	free(seen_in);
	free(seen_w);
	return 0;
}

/* ------------------------------------------------------------ selection */

typedef struct Found {
	Op *matmul;
	Vec dmas;            /* Op * in program order */
	const Names *nm;
} Found;

static int find_ops(Op *op, void *ud)
{
	Found *f = ud;
	if (op_name(op) == f->nm->matmul && !f->matmul)
		f->matmul = op;
	else if (op_name(op) == f->nm->dma)
		*(Op **)vec_push(&f->dmas) = op;
	return 0;
}

/* §3.2 step 3: the last MVIN-side DMA whose destination A / B / C reaches
 * is the input / weight / bias (a bias needs a subtile_size of ≥ 2 dims). */
static int classify(Ctx *c, Found *f, Split *in, Split *wt, Split *bias)
{
	Op *mm = f->matmul;
	Value *a = op_operand(mm, 0), *b = op_operand(mm, 1), *out = op_operand(mm, mm->nopnds - 1);
	for (size_t i = 0; i < f->dmas.len; i++) {
		DmaView v;
		Attr *sub;
		if (rw_dma_view(c, PASS, VEC_AT(&f->dmas, Op *, i), &v) < 0)
			return -1;
		if (v.dma_type == 3)
			continue;
		if (rw_reaches(a, v.dst))
			in->v = v;
		else if (rw_reaches(b, v.dst))
			wt->v = v;
		else if (rw_reaches(out, v.dst) && (sub = rw_attr(v.op, "subtile_size")) && sub->kind == AT_ARRAY &&
			 sub->n > 1)
			bias->v = v;
	}
	return 0;
}

/* Erase a coarse DMA once its pieces stand; --verify-rewrites first
 * checks that they move what it moved. */
static int replace(Ctx *c, const PassOpts *o, Split *s)
{
	if (o->verify_rewrites &&
	    rw_check_dma_split(c, PASS, s->what, &s->v, (Op *const *)s->fine.p, (uint32_t)s->fine.len,
			       o->vectorlane) < 0)
		return -1;
	op_erase(s->v.op);
	return 0;
}

/* Each piece of a split DMA is moved on its own and starts again at lane
 * 0, so pieces along the split axis must begin on a lane-block boundary
 * (lanes x vlane_stride elements): otherwise PyTorchSim's maps put data
 * in other lanes than the coarse DMA did.  Its templates never choose such
 * subtiles; an input that does is refused here, always — the footprint
 * check of --verify-rewrites (dma_footprint.c) stays for our own maps. */
static int check_split_axis(Ctx *c, const Split *s, int64_t lanes)
{
	int64_t blk, a = s->vsa;
	if (s->count[a] < 2 || __builtin_mul_overflow(lanes, s->vst, &blk) || s->sub[a] % blk == 0)
		return 0;
	return rw_fail(c, s->v.op, "memref.dma_start: " PASS ": the %s DMA's subtile along its vlane_split_axis %lld "
		    "is %lld, not a multiple of vectorlane x vlane_stride = %lld: each piece would start again at "
		    "lane 0, so the fine-grained DMAs would not move what this DMA moves", s->what, (long long)a,
		    (long long)s->sub[a], (long long)blk);
}

static int prepare(Ctx *c, Split *s, uint32_t rank, int64_t lanes)
{
	if (decode(c, s, rank) < 0 || check_split_axis(c, s, lanes) < 0)
		return -1;
	if (build_maps(c, s, lanes) < 0)
		return rw_fail(c, s->v.op, "memref.dma_start: " PASS ": the %s DMA's subtile offsets overflow", s->what);
	return 0;
}

/* Is v defined before `at` in a block that encloses it? */
static int dominates(const Value *v, Op *at)
{
	Block *b = value_def(v) ? op_block(value_def(v)) : value_block(v);
	Op *a = ancestor_in(at, b);
	return a && (!value_def(v) || (value_def(v) != a && !is_at_or_after(a, value_def(v))));
}

static int split_func(Rw *w, const Names *nm, const PassOpts *o, Split *in, Split *wt, Split *bias)
{
	Ctx *c = w->c;
	uint32_t rank = tile_rank(&in->v);
	if (!(rw_dma_async(in->v.op) || rw_dma_async(wt->v.op)) || rank < 2 || rank > 4)
		return 0;   /* §3.2 step 4: left as it is */
	if (tile_rank(&wt->v) != rank)
		return rw_fail(c, wt->v.op, "memref.dma_start: " PASS ": the weight tile has rank %u, the input tile %u",
			    tile_rank(&wt->v), rank);
	if (in->v.tag == wt->v.tag || (bias->v.op && (bias->v.tag == in->v.tag || bias->v.tag == wt->v.tag)))
		return rw_fail(c, wt->v.op, "memref.dma_start: " PASS ": the input, weight and bias DMAs must have tags "
			    "of their own: input and weight each get a fresh one per iteration (pipeline.md §3.6)");
	if (in->v.src_rank < 1 || !dominates(use_val(&in->v.src_idx[0]), wt->v.op))
		return rw_fail(c, in->v.op, "memref.dma_start: " PASS ": the input DMA's DRAM index must be defined "
			    "before the weight DMA, where the input's subtile DMAs go (pipeline.md §3.7)");
	if (bias->v.op && (tile_rank(&bias->v) == 2 || tile_rank(&bias->v) == 4)) {
		if (prepare(c, bias, tile_rank(&bias->v), o->vectorlane) < 0)
			return -1;
		split_bias(w, nm, bias);
		if (replace(c, o, bias) < 0)
			return -1;
	}
	if (prepare(c, in, rank, o->vectorlane) < 0 || prepare(c, wt, rank, o->vectorlane) < 0 ||
	    fresh_tag(w, nm, in) < 0 || fresh_tag(w, nm, wt) < 0 || fuse(w, nm, in, wt) < 0)
		return -1;
	return replace(c, o, in) < 0 ? -1 : replace(c, o, wt);
}

static int run_func(Rw *w, const Names *nm, const PassOpts *o, Op *fn)
{
	Found f = { .nm = nm };
	Split in = { .what = "input" }, wt = { .what = "weight" }, bias = { .what = "bias" };
	int rc = 0;
	vec_init(&f.dmas, sizeof(Op *));
	vec_init(&in.fine, sizeof(Op *));
	vec_init(&wt.fine, sizeof(Op *));
	vec_init(&bias.fine, sizeof(Op *));
	walk_ops(&op_regions(fn)[0], find_ops, &f);
	if (f.matmul && f.matmul->nopnds >= 3) {
		rc = classify(w->c, &f, &in, &wt, &bias);
		if (rc == 0 && in.v.op && wt.v.op)
			rc = split_func(w, nm, o, &in, &wt, &bias);
	}
	vec_free(&f.dmas);
	vec_free(&in.fine);
	vec_free(&wt.fine);
	vec_free(&bias.fine);
	return rc;
}

int pass_dma_fine_grained(Ctx *c, Module *m, const PassOpts *o)
{
	Names nm = {
		.matmul = opname_get(c, "linalg.matmul", 13),
		.dma = opname_get(c, "memref.dma_start", 16),
		.alloc = opname_get(c, "memref.alloc", 12),
	};
	Rw w;
	Vec fns;
	int rc = 0;
	rw_init(&w, c);
	vec_init(&fns, sizeof(Op *));
	rw_collect(m, OP_FUNC_FUNC, &fns);
	for (size_t i = 0; i < fns.len && rc == 0; i++) {
		Op *fn = VEC_AT(&fns, Op *, i);
		if (fn->nregions && region_first(&op_regions(fn)[0]))
			rc = run_func(&w, &nm, o, fn);
	}
	vec_free(&fns);
	return rc;
}
