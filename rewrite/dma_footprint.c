/* dma_footprint.c — --verify-rewrites for dma-fine-grained: the DMAs that
 * replace a coarse DMA must move exactly what it moved.
 *
 * Each DMA is read back from the IR as lower-dma-to-gemmini will encode
 * it (tile = `subtile_size` if present, else the scratchpad memref's shape;
 * the coarse DMA counts as its whole memref, which is what it stands for)
 * and expanded element by element with the placement rule of the Gemmini
 * DMA (docs/hostmodel.md, "Data movement"): element c of the tile goes
 * from DRAM index base + Σ c[k]·dram_stride[k] to lane (x mod vst·lanes) /
 * vst at lane-local offset spad_base + s_idx(c).  Indices are evaluated
 * through affine.apply and arith.constant only (the pass's map builders
 * are not used), the coarse DMA's DRAM index standing for an arbitrary
 * base, and a fine DMA inside affine.for loops (the bias nest) once per
 * iteration.  The two multisets of (DRAM element, lane, offset) must be
 * equal. */
#include "rewrite.h"

#include <stdlib.h>
#include <string.h>

/* The base the coarse DRAM index stands for: odd and large, so a fine
 * DMA that drops or scales it cannot agree by accident. */
#define BASE INT64_C(1000003)
/* Larger tiles are not expanded (the check is skipped). */
#define MAX_ELEMS (INT64_C(1) << 20)
enum { MAX_LOOPS = 8, MAX_DIMS = 4 };

typedef struct Key {
	int64_t dram, lane, local;
} Key;

typedef struct Env {
	const Value *v[MAX_LOOPS + 1];
	int64_t x[MAX_LOOPS + 1];
	uint32_t n;
} Env;

/* One move as the DMA engine sees it. */
typedef struct Move {
	uint32_t rank;
	int64_t tile[MAX_DIMS], dram[MAX_DIMS], spad[MAX_DIMS];
	int64_t vsa, vst, dram_base, spad_base;
} Move;

/* ------------------------------------------------------------ evaluation */

static int eval(const Env *e, const Value *v, int64_t *out, unsigned depth)
{
	for (uint32_t i = 0; i < e->n; i++)
		if (e->v[i] == v) {
			*out = e->x[i];
			return 0;
		}
	if (rw_const_value(v, out) == 0)
		return 0;
	Op *d = value_def(v);
	Attr *m = d && op_name(d)->id == OP_AFFINE_APPLY ? rw_attr(d, "map") : NULL;
	if (!m || m->kind != AT_AFFINE_MAP || m->map->nres != 1 || depth > 64 ||
	    d->nopnds != m->map->ndims + m->map->nsyms || d->nopnds > RW_MAX_RANK)
		return -1;
	int64_t in[RW_MAX_RANK];
	for (uint32_t i = 0; i < d->nopnds; i++)
		if (eval(e, op_operand(d, i), &in[i], depth + 1) < 0)
			return -1;
	int ok = 1;
	*out = aff_eval(m->map->res[0], in, in + m->map->ndims, &ok);
	return ok ? 0 : -1;
}

/* ------------------------------------------------------------- one move */

static int read_list(const Op *op, const char *name, int64_t *out, uint32_t rank)
{
	uint32_t n;
	return rw_ints(rw_attr(op, name), out, MAX_DIMS, &n) == 0 && n == rank ? 0 : -1;
}

/* The move of DMA v under env; whole: tile = the scratchpad memref. */
static int read_move(const Env *e, const DmaView *v, int whole, Move *mv)
{
	Type *t = value_type(v->dst);
	int64_t idx, row = 1;
	if (rw_static_memref(t) < 1 || t->n > MAX_DIMS || v->src_rank != 1)
		return -1;
	mv->rank = t->n;
	if (whole)
		memcpy(mv->tile, t->dims, t->n * sizeof *mv->tile);
	else if (read_list(v->op, "subtile_size", mv->tile, t->n) < 0)
		return -1;
	if (read_list(v->op, "dram_stride", mv->dram, t->n) < 0 || read_list(v->op, "sram_stride", mv->spad, t->n) < 0 ||
	    eval(e, v->stride, &mv->vsa, 0) < 0 || eval(e, v->per_stride, &mv->vst, 0) < 0 ||
	    eval(e, use_val(&v->src_idx[0]), &mv->dram_base, 0) < 0)
		return -1;
	mv->vst &= 0x7FFF;
	if (mv->vsa < 0 || mv->vsa >= (int64_t)t->n || mv->vst < 1)
		return -1;
	/* Row-major linear scratchpad index, as lower-dma-to-gemmini takes it. */
	mv->spad_base = 0;
	for (uint32_t k = t->n; k-- > 0;) {
		if (eval(e, use_val(&v->dst_idx[k]), &idx, 0) < 0)
			return -1;
		mv->spad_base += idx * row;
		row *= t->dims[k];
	}
	for (uint32_t k = 0; k < t->n; k++)
		if (mv->tile[k] < 1)
			return -1;
	return 0;
}

static int64_t move_size(const Move *mv)
{
	int64_t n = 1;
	for (uint32_t k = 0; k < mv->rank; k++)
		if (__builtin_mul_overflow(n, mv->tile[k], &n) || n > MAX_ELEMS)
			return -1;
	return n;
}

/* Every element of the move, placed (docs/hostmodel.md "Data movement"). */
static void add_keys(const Move *mv, int64_t lanes, Vec *out)
{
	int64_t c[MAX_DIMS] = { 0 }, sp[MAX_DIMS], v = mv->vsa;
	int64_t blk = mv->vst * lanes, nout = (mv->tile[v] + blk - 1) / blk;
	for (uint32_t k = 0; k < mv->rank; k++)
		sp[k] = mv->spad[k] > mv->spad[v] ? mv->spad[k] / mv->tile[v] * mv->vst * nout : mv->spad[k];
	for (int64_t n = move_size(mv); n-- > 0;) {
		int64_t x = c[v], s = ((x / blk) * mv->vst + x % mv->vst) * sp[v], d = mv->dram_base;
		for (uint32_t k = 0; k < mv->rank; k++) {
			d += c[k] * mv->dram[k];
			if (k != (uint32_t)v)
				s += c[k] * sp[k];
		}
		*(Key *)vec_push(out) = (Key){ d, (x % blk) / mv->vst, mv->spad_base + s };
		for (uint32_t k = mv->rank; k-- > 0;) {
			if (++c[k] < mv->tile[k])
				break;
			c[k] = 0;
		}
	}
}

/* ------------------------------------------------------------ fine DMAs */

typedef struct Loop {
	const Value *iv;
	int64_t lb, ub, step;
} Loop;

static int const_bound(const Op *f, const char *name, int64_t *out)
{
	Attr *a = rw_attr(f, name);
	if (!a || a->kind != AT_AFFINE_MAP || a->map->nres != 1 || a->map->ndims || a->map->nsyms ||
	    a->map->res[0]->kind != AE_CONST)
		return -1;
	*out = a->map->res[0]->val;
	return 0;
}

/* The affine.for loops between `op` and block b, outermost first. */
static int loops_to(Op *op, const Block *b, Loop *l, uint32_t *n)
{
	uint32_t k = 0;
	for (Op *p = op_parent_op(op); op_block(op) != b; op = p, p = op_parent_op(p)) {
		int64_t step;
		if (!p || op_name(p)->id != OP_AFFINE_FOR || k == MAX_LOOPS || !p->nregions || !region_first(&op_regions(p)[0]) ||
		    !region_first(&op_regions(p)[0])->nargs || const_bound(p, "lowerBoundMap", &l[k].lb) < 0 ||
		    const_bound(p, "upperBoundMap", &l[k].ub) < 0 || rw_int(rw_attr(p, "step"), &step) < 0 || step < 1)
			return -1;
		l[k].step = step;
		l[k++].iv = rw_iv(p);
	}
	for (uint32_t i = 0; i < k / 2; i++) {
		Loop t = l[i];
		l[i] = l[k - 1 - i];
		l[k - 1 - i] = t;
	}
	*n = k;
	return 0;
}

/* The keys of one fine DMA over its loops' iterations; -1 if it cannot
 * be evaluated. */
static int fine_keys(Ctx *c, Op *op, const DmaView *coarse, int64_t lanes, Vec *out, int64_t *budget)
{
	Loop l[MAX_LOOPS];
	uint32_t nl;
	DmaView v;
	Env e = { .n = 1 };
	e.v[0] = use_val(&coarse->src_idx[0]), e.x[0] = BASE;
	if (rw_dma_view(c, "--verify-rewrites", op, &v) < 0 || loops_to(op, op_block(coarse->op), l, &nl) < 0)
		return -1;
	for (uint32_t k = 0; k < nl; k++) {
		if (l[k].lb >= l[k].ub)
			return 0;   /* an empty loop moves nothing */
		e.v[e.n] = l[k].iv, e.x[e.n++] = l[k].lb;
	}
	for (;;) {
		Move mv;
		int64_t n;
		if (read_move(&e, &v, 0, &mv) < 0 || (n = move_size(&mv)) < 0 || (*budget -= n) < 0)
			return -1;
		add_keys(&mv, lanes, out);
		uint32_t k = nl;
		while (k-- > 0) {   /* odometer over the loops, innermost fastest */
			if ((e.x[k + 1] += l[k].step) < l[k].ub)
				break;
			e.x[k + 1] = l[k].lb;
		}
		if (k == UINT32_MAX)
			return 0;
	}
}

/* ------------------------------------------------------------ comparing */

static int key_cmp(const void *a, const void *b)
{
	const Key *x = a, *y = b;
	if (x->dram != y->dram)
		return x->dram < y->dram ? -1 : 1;
	if (x->lane != y->lane)
		return x->lane < y->lane ? -1 : 1;
	return x->local < y->local ? -1 : x->local > y->local;
}

/* The first difference of the sorted multisets, as a located error. */
static int mismatch(Ctx *c, const char *pass, const char *what, const Op *at, const Vec *fine, const Vec *whole)
{
	const Key *f = fine->p, *k = whole->p;
	size_t i = 0;
	while (i < fine->len && i < whole->len && !key_cmp(&f[i], &k[i]))
		i++;
	if (i == fine->len && i == whole->len)
		return 0;
	Buf b = { 0 };
	if (i < fine->len && (i == whole->len || key_cmp(&f[i], &k[i]) < 0)) {
		buf_printf(&b, "the fine-grained DMAs move DRAM element base+%lld to lane %lld at offset %lld",
			   (long long)(f[i].dram - BASE), (long long)f[i].lane, (long long)f[i].local);
		if (i < whole->len && k[i].dram == f[i].dram)
			buf_printf(&b, ", where the coarse DMA puts it in lane %lld at offset %lld", (long long)k[i].lane,
				   (long long)k[i].local);
		else
			buf_puts(&b, ", which the coarse DMA does not");
	} else {
		buf_printf(&b, "the coarse DMA moves DRAM element base+%lld to lane %lld at offset %lld, which no "
			   "fine-grained DMA does", (long long)(k[i].dram - BASE), (long long)k[i].lane,
			   (long long)k[i].local);
	}
	ctx_error(c, at->pos, "--verify-rewrites: pass '%s' changed what the %s DMA moves: %s", pass, what, b.p);
	buf_free(&b);
	return -1;
}

int rw_check_dma_split(Ctx *c, const char *pass, const char *what, const DmaView *coarse,
                       Op *const *fine, uint32_t n, int vectorlane)
{
	Env e = { .n = 1 };
	Move mv;
	Vec whole, parts;
	int64_t size, budget;
	int rc = 0;
	e.v[0] = use_val(&coarse->src_idx[0]), e.x[0] = BASE;
	if (read_move(&e, coarse, 1, &mv) < 0) {
		ctx_error(c, coarse->op->pos, "--verify-rewrites: pass '%s' split the %s DMA, whose scratchpad index and "
			  "vlane operands are not all constants: what it moved cannot be compared", pass, what);
		return -1;
	}
	if ((size = move_size(&mv)) < 0)
		return 0;   /* too large to expand: not checked (docs/passes.md) */
	vec_init(&whole, sizeof(Key));
	vec_init(&parts, sizeof(Key));
	add_keys(&mv, vectorlane, &whole);
	budget = 2 * size + 1;   /* enough for a correct split; more means overlap */
	for (uint32_t i = 0; i < n && rc == 0; i++)
		if (fine_keys(c, fine[i], coarse, vectorlane, &parts, &budget) < 0) {
			if (!c->diag.msg)
				ctx_error(c, coarse->op->pos, "--verify-rewrites: pass '%s' split the %s DMA into DMAs that "
					  "move more than it did, or whose indices cannot be evaluated", pass, what);
			rc = -1;
		}
	if (rc == 0) {
		qsort(whole.p, whole.len, sizeof(Key), key_cmp);
		qsort(parts.p, parts.len, sizeof(Key), key_cmp);
		rc = mismatch(c, pass, what, coarse->op, &parts, &whole);
	}
	vec_free(&whole);
	vec_free(&parts);
	return rc;
}
