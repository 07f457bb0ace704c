/* lower_to_vcix.c — `linalg.matmul` in PyTorchSim's gemm / conv2d
 * template nests and the transcendental `math` ops on vectors → VCIX
 * (spec: pipeline.md §4, version "V-b" of lower_to_vcix.py, the one whose
 * op sequence PyTorchSim's fixture shows; vcix.md §4–5 for what the
 * machine does with it).
 *
 * A matmul C += A·B on scratchpad tiles becomes, per (n, k) block of the
 * systolic array (S lanes, nr elements per vector register):
 *
 *   [B wait]  S/nr weight pushes   vcix.iv opcode 1 ← B view [n·K + k·S + i …]
 *   [M loop]  [A wait] [bias wait]
 *             input pushes         vcix.iv opcode 0 ← A view [k·M + m·P + i …]
 *             compute              vcix.i  opcode 1, imm 4
 *             pops                 C view [n·M + m·P + i …] += vcix.v.i opcode 2
 *
 * where "view" is one lane's share of the scratchpad buffer, read with
 * masked vector.transfer_read/write (flat index → [i floordiv R, i mod R]).
 * Matmuls on memory-space-0 memrefs are ordinary code and stay; a
 * scratchpad matmul outside the template nests is an error unless
 * --allow-scalar-matmul keeps it (then convert-linalg-to-loops' scalar
 * loops).  math.exp/erf/tanh/sin/cos/log/atan on 1-D f32/f64 vectors
 * become vcix.v.iv, cut into 8·VLEN-bit chunks above 2048 bits. */
#include "rewrite.h"

#include <stdio.h>
#include <string.h>

#define PASS "lower-to-vcix"

enum { MAX_LOOPS = 32, NMATH = 7 };

typedef struct Names {
	const OpName *matmul, *dma, *wait, *vstore, *reinterpret, *cast, *tread, *twrite, *addf;
	const OpName *iv, *i, *vi, *viv, *extract, *insert;
	const OpName *math[NMATH];
} Names;

/* pipeline.md §4.4: (opcode, imm) of vcix.v.iv per math op; log and atan
 * come from the newest version (V-d). */
static const struct {
	const char *name;
	int64_t opcode, imm;
} math_table[NMATH] = {
	{ "math.exp", 3, 0 }, { "math.erf", 0, 0 }, { "math.tanh", 1, 0 }, { "math.sin", 2, 0 },
	{ "math.cos", 2, 1 }, { "math.log", 2, 2 }, { "math.atan", 2, 3 },
};

/* One matmul and everything the rewrite needs to know about it. */
typedef struct Mm {
	Op *op;
	Value *a, *b, *c;
	int64_t M, K, N, ss, nr;
	Type *elt;
	unsigned elen;
	Op *acc[MAX_LOOPS], *outer[MAX_LOOPS], *inner[MAX_LOOPS];
	uint32_t nacc, nouter, ninner;
	int conv;
	int64_t idx_map[3];
	/* the DMA scan (§4.2): tags, async flags, subtiles */
	Value *atag, *btag, *biastag, *bias_idx0;
	int aasync, basync, biasasync, a_init, b_init, has_a_subk, has_b_subk;
	int64_t sub_m, sub_n, sub_k, a_subk, b_subk;
	/* parameters */
	int64_t kstep, push, mstep, nstep, mloop;
	Type *vecw, *vecm;
	/* values built on the way */
	Value *c0, *rvl, *kv, *nv, *mv, *pv, *one, *pad, *zw;
	Value *n_idx, *k_idx, *m_idx, *n_tag, *k_tag, *m_tag;
	Op *nk_inner;        /* innermost N/K loop created, or NULL */
} Mm;


/* ------------------------------------------------------------- builders */

static Attr *i64_attrs(Ctx *c, const char *const *names, const int64_t *v, uint32_t n)
{
	Attr *vals[8];
	for (uint32_t i = 0; i < n; i++)
		vals[i] = at_int64(c, c->t_i64, v[i]);
	return rw_dict(c, names, vals, n);
}

/* The zero of a float type, or a zero splat of a vector of floats. */
static Value *fzero(Rw *w, Type *t)
{
	static const char *const k[] = { "value" };
	static const uint8_t zeros[16];
	uint64_t bits[2] = { 0, 0 };
	Attr *v = t->kind == TY_VECTOR ? at_dense(w->c, t, zeros, dense_elem_bytes(t->elem), 1)
				       : at_float(w->c, t, bits);
	return op_res(rw_op(w, w->n.constant, NULL, 0, t, rw_dict(w->c, k, &v, 1), NULL));
}

static Value *cidx(Rw *w, int64_t v)
{
	return rw_const(w, w->c->t_index, v);
}

/* (d0, d1) -> (d1): the minor identity of a rank-2 memref and a 1-D vector. */
static Attr *transfer_props(Ctx *c, int write)
{
	static const char *const k[] = { "in_bounds", "operandSegmentSizes", "permutation_map" };
	static const int64_t rseg[4] = { 1, 2, 1, 0 }, wseg[4] = { 1, 1, 2, 0 };
	AffExpr *d1 = aff_dim(c, 1);
	Attr *f = at_bool(c, 0);
	Attr *v[] = { at_array(c, &f, 1), rw_dense_array(c, 32, write ? wseg : rseg, 4),
		      at_affine_map(c, affmap_get(c, 2, 0, &d1, 1)) };
	return rw_dict(c, k, v, 3);
}

/* vector.transfer_read %src[%x, %y], %pad: masked at the end of the row. */
static Value *tread(Rw *w, const Names *nm, Mm *m, Type *vt, Value *src, Value *x, Value *y)
{
	Value *ops[4] = { src, x, y, m->pad };
	return op_res(rw_op(w, nm->tread, ops, 4, vt, transfer_props(w->c, 0), NULL));
}

static void twrite(Rw *w, const Names *nm, Value *v, Value *dst, Value *x, Value *y)
{
	Value *ops[4] = { v, dst, x, y };
	rw_op(w, nm->twrite, ops, 4, NULL, transfer_props(w->c, 1), NULL);
}

/* "vcix.iv"(%v, %rvl) {imm = 0, opcode, rd = 0}: a weight (1) or input (0) push. */
static void push(Rw *w, const Names *nm, Mm *m, Value *v, int64_t opcode)
{
	static const char *const k[] = { "imm", "opcode", "rd" };
	int64_t a[] = { 0, opcode, 0 };
	Value *ops[2] = { v, m->rvl };
	rw_op(w, nm->iv, ops, 2, NULL, NULL, i64_attrs(w->c, k, a, 3));
}

/* The flat lane-local index d0·s0 + d1·s1 + d2 as [floordiv R, mod R]
 * (the shared SP / FX / FY maps of §4.2). */
static Value *flat(Rw *w, Value *d0, Value *d1, Value *d2, Value *s0, Value *s1)
{
	Ctx *c = w->c;
	AffExpr *e = aff_add(c, aff_add(c, aff_mul(c, aff_dim(c, 0), aff_sym(c, 0)),
					aff_mul(c, aff_dim(c, 1), aff_sym(c, 1))), aff_dim(c, 2));
	Value *ops[5] = { d0, d1, d2, s0, s1 };
	return rw_apply(w, affmap_get(c, 3, 2, &e, 1), ops, 5);
}

static Value *split_idx(Rw *w, Value *flat_i, Value *row, int mod)
{
	Ctx *c = w->c;
	AffExpr *e = mod ? aff_mod(c, aff_dim(c, 0), aff_sym(c, 0)) : aff_floordiv(c, aff_dim(c, 0), aff_sym(c, 0));
	Value *ops[2] = { flat_i, row };
	return rw_apply(w, affmap_get(c, 1, 1, &e, 1), ops, 2);
}

/* memref.dma_wait %tag[%idx], %one when the DMA was async; the index is
 * built either way (the TOG builder reads its map, pipeline.md §8.3). */
static void wait(Rw *w, const Names *nm, Mm *m, Value *tag, int async, AffExpr *e, uint32_t ndims,
		 Value **opnds)
{
	Value *idx = rw_apply(w, affmap_get(w->c, ndims, 0, &e, 1), opnds, ndims);
	if (tag && async) {
		Value *ops[3] = { tag, idx, m->one };
		rw_op(w, nm->wait, ops, 3, NULL, NULL, NULL);
	}
}

/* ---------------------------------------------------------------- decode */

/* The template nest (§4.2 "Enclosing loops"): affine.for ancestors whose
 * BoolAttr accumulation_loop / outer_loop / inner_loop is true,
 * outermost first. */
static int enclosing_loops(Ctx *c, Mm *m)
{
	Op *l[MAX_LOOPS * 3];
	uint32_t n = 0;
	for (Op *p = op_parent_op(m->op); p; p = op_parent_op(p))
		if (op_name(p)->id == OP_AFFINE_FOR) {
			if (!p->nregions || !region_first(&op_regions(p)[0]) || !region_first(&op_regions(p)[0])->nargs)
				return rw_fail(c, p, "affine.for: " PASS ": the loop around a matmul has no induction variable");
			if (n == MAX_LOOPS * 3)
				return rw_fail(c, m->op, "linalg.matmul: " PASS ": more than %d enclosing loops", MAX_LOOPS * 3);
			l[n++] = p;
		}
	while (n-- > 0) {
		Attr *a;
		int64_t v;
		if ((a = rw_attr(l[n], "accumulation_loop")) && a->kind == AT_BOOL && rw_int(a, &v) == 0 && v)
			m->acc[m->nacc++] = l[n];
		if ((a = rw_attr(l[n], "outer_loop")) && a->kind == AT_BOOL && rw_int(a, &v) == 0 && v)
			m->outer[m->nouter++] = l[n];
		if ((a = rw_attr(l[n], "inner_loop")) && a->kind == AT_BOOL && rw_int(a, &v) == 0 && v)
			m->inner[m->ninner++] = l[n];
		if (m->nacc == MAX_LOOPS || m->nouter == MAX_LOOPS || m->ninner == MAX_LOOPS)
			return rw_fail(c, m->op, "linalg.matmul: " PASS ": more than %d loops of one kind", MAX_LOOPS - 1);
	}
	m->conv = m->ninner == 4;
	return 0;
}

/* A loop's single constant upper bound (the conv2d k_w and o_w loops). */
static int loop_ub(Ctx *c, Mm *m, Op *loop, const char *which, int64_t *ub)
{
	Attr *a = rw_attr(loop, "upperBoundMap");
	if (!a || a->kind != AT_AFFINE_MAP || a->map->nres < 1 || a->map->res[0]->kind != AE_CONST)
		return rw_fail(c, m->op, "linalg.matmul: " PASS ": the conv2d %s loop needs a constant upper bound", which);
	*ub = a->map->res[0]->val;
	return 0;
}

static int static_2d(const Type *t)
{
	return rw_static_memref(t) == 2;
}

/* Operands, shapes, element type and the §4.5 multiple-of-S guard.
 * Returns 1 for a matmul that is ordinary code (no scratchpad operand). */
static int decode_shapes(Ctx *c, const PassOpts *o, Mm *m)
{
	Op *op = m->op;
	if (op->nopnds != 3)
		return 1;
	m->a = op_operand(op, 0), m->b = op_operand(op, 1), m->c = op_operand(op, 2);
	Type *ta = value_type(m->a), *tb = value_type(m->b), *tc = value_type(m->c);
	if (ta->kind != TY_MEMREF || tb->kind != TY_MEMREF || tc->kind != TY_MEMREF ||
	    (rw_mem_space(ta) == 0 && rw_mem_space(tb) == 0 && rw_mem_space(tc) == 0))
		return 1;
	if (!static_2d(ta) || !static_2d(tb) || !static_2d(tc))
		return rw_fail(c, op, "linalg.matmul: " PASS ": a matmul on scratchpad buffers needs rank-2 memrefs of static shape");
	m->M = ta->dims[0], m->K = ta->dims[1], m->N = tb->dims[1], m->ss = o->vectorlane;
	const char *dn[3] = { "M", "N", "K" };
	int64_t dv[3] = { m->M, m->N, m->K };
	for (int i = 0; i < 3; i++)
		if (dv[i] > m->ss && dv[i] % m->ss)
			return rw_fail(c, op, "linalg.matmul: " PASS ": matmul %s=%lld must be a multiple of systolic size "
				    "%lld when > %lld", dn[i], (long long)dv[i], (long long)m->ss, (long long)m->ss);
	m->elt = ta->elem;
	m->elen = ty_bitwidth(m->elt);
	return 0;
}

static Value *strip_view(const Names *nm, Value *v)
{
	Op *d = value_def(v);
	return d && (op_name(d) == nm->reinterpret || op_name(d) == nm->cast) && d->nopnds ? op_operand(d, 0) : v;
}

static void read_subtile(const Op *dma, int64_t *a, int64_t *b, int *have)
{
	Attr *s = rw_attr(dma, "subtile_size");
	int64_t x, y;
	if (s && s->kind == AT_ARRAY && s->n >= 2 && rw_int(attr_elem(s, s->n - 2), &x) == 0 &&
	    rw_int(attr_elem(s, s->n - 1), &y) == 0)
		*a = x, *b = y, *have = 1;
}

/* One DMA of the scan: an MVIN from function argument idx_map[k] into a
 * buffer a matmul operand reaches. */
static int scan_dma(Ctx *c, Mm *m, Op *op)
{
	DmaView v;
	if (rw_dma_view(c, PASS, op, &v) < 0)
		return -1;
	if (rw_mem_space(value_type(v.src)) != 0 || rw_mem_space(value_type(v.dst)) != 1)
		return 0;   /* a write, or no DRAM side */
	if (!rw_reaches(m->a, v.dst) && !rw_reaches(m->b, v.dst) && !rw_reaches(m->c, v.dst))
		return 0;
	if (value_def(v.src) || !value_block(v.src))
		return 0;   /* the DRAM side must be a function argument */
	if (v.tag_rank != 1)
		return rw_fail(c, op, "memref.dma_start: " PASS ": the tag of a matmul operand's DMA must be rank 1");
	int64_t argn = v.src->index;
	int have = 0;
	if (argn == m->idx_map[0]) {
		m->atag = v.tag, m->aasync = rw_dma_async(op), m->a_init = 1;
		read_subtile(op, &m->sub_m, &m->sub_k, &have);
		if (have)
			m->a_subk = m->sub_k, m->has_a_subk = 1;
	} else if (argn == m->idx_map[1]) {
		m->btag = v.tag, m->basync = rw_dma_async(op), m->b_init = 1;
		read_subtile(op, &m->sub_k, &m->sub_n, &have);
		if (have)
			m->b_subk = m->sub_k, m->has_b_subk = 1;
	} else if (argn == m->idx_map[2]) {
		m->biastag = v.tag, m->biasasync = rw_dma_async(op), m->bias_idx0 = use_val(&v.tag_idx[0]);
	}
	return 0;
}

typedef struct Scan {
	Ctx *c;
	const Names *nm;
	Mm *m;
	Value *ra, *rb;      /* A and B without one reinterpret_cast / cast */
} Scan;

static int scan_one(Op *op, void *ud)
{
	Scan *s = ud;
	if (op_name(op) == s->nm->vstore && op->nopnds >= 2) {
		Value *dst = strip_view(s->nm, op_operand(op, 1));
		if (dst == s->ra)
			s->m->a_init = 1;
		else if (dst == s->rb)
			s->m->b_init = 1;
		return 0;
	}
	return op_name(op) == s->nm->dma ? scan_dma(s->c, s->m, op) : 0;
}

/* §4.2 "DMA scan" over the innermost outer loop's body. */
static int scan_dmas(Ctx *c, const Names *nm, Mm *m)
{
	Scan s = { c, nm, m, strip_view(nm, m->a), strip_view(nm, m->b) };
	Attr *im = rw_attr(m->op, "idx_map");
	m->idx_map[0] = 0, m->idx_map[1] = 1, m->idx_map[2] = 2;
	if (im && im->kind == AT_DENSE_ARRAY && attr_type(im)->kind == TY_INT && attr_type(im)->width == 32) {
		for (uint32_t i = 0; i < 3 && i < (uint32_t)im->ival; i++) {
			int32_t v;
			memcpy(&v, im->bytes + 4 * i, 4);
			m->idx_map[i] = v;
		}
	}
	m->sub_m = m->M, m->sub_n = m->N, m->sub_k = m->K;
	return walk_ops(&op_regions(m->outer[m->nouter - 1])[0], scan_one, &s);
}

/* A scratchpad matmul the pass does not recognise: an error naming what
 * is missing, or left for scalar loops under --allow-scalar-matmul. */
static int unrecognised(Ctx *c, const PassOpts *o, const Mm *m, const char *fmt, ...)
{
	char why[256];
	va_list ap;
	if (o->allow_scalar_matmul)
		return 1;
	va_start(ap, fmt);
	vsnprintf(why, sizeof why, fmt, ap);
	va_end(ap);
	return rw_fail(c, m->op, "linalg.matmul: " PASS ": %s; a matmul on scratchpad buffers is lowered only inside "
		    "PyTorchSim's gemm / conv2d template nests (pipeline.md §4.2), --allow-scalar-matmul leaves it "
		    "as scalar loops", why);
}

/* Everything checked before the IR changes: 0 to lower, 1 to leave. */
static int decode(Ctx *c, const Names *nm, const PassOpts *o, Mm *m)
{
	int rc = decode_shapes(c, o, m);
	int64_t ub;
	if (rc)
		return rc;
	if (enclosing_loops(c, m) < 0)
		return -1;
	if (!m->nacc)
		return unrecognised(c, o, m, "no enclosing affine.for has accumulation_loop = true");
	if (m->nouter < 2)
		return unrecognised(c, o, m, "%u enclosing affine.for %s outer_loop = true, 2 are needed", m->nouter,
				    m->nouter == 1 ? "has" : "have");
	if (m->conv && (loop_ub(c, m, m->inner[1], "k_w", &ub) < 0 || loop_ub(c, m, m->inner[3], "o_w", &ub) < 0))
		return -1;
	if (scan_dmas(c, nm, m) < 0)
		return -1;
	if (!m->a_init || !m->b_init)
		return unrecognised(c, o, m, "%s (operand %d) is neither loaded by a memref.dma_start from function "
				    "argument %lld nor written by an affine.vector_store in the innermost outer_loop",
				    m->a_init ? "B" : "A", m->a_init ? 1 : 0, (long long)m->idx_map[m->a_init ? 1 : 0]);
	if (m->has_a_subk && m->has_b_subk && m->a_subk != m->b_subk)
		return rw_fail(c, m->op, "linalg.matmul: " PASS ": Mismatched subtile K between A (%lld) and B (%lld) "
			    "matmul operands", (long long)m->a_subk, (long long)m->b_subk);
	if (m->elt->kind != TY_FLOAT)
		return rw_fail(c, m->op, "linalg.matmul: " PASS ": only float matmuls are lowered (PyTorchSim's pass "
			    "builds a 0.0 padding of the element type)");
	if (m->sub_m < 1 || m->sub_n < 1 || m->sub_k < 1)
		return rw_fail(c, m->op, "linalg.matmul: " PASS ": subtile sizes must be positive");
	int64_t push = m->sub_m < m->ss ? m->sub_m : m->ss;
	if (m->M > push && m->M % push)
		return rw_fail(c, m->op, "linalg.matmul: " PASS ": matmul M=%lld is not a multiple of the push length "
			    "%lld (min(subtile M, systolic size)): the M loop would skip the last %lld rows",
			    (long long)m->M, (long long)push, (long long)(m->M % push));
	m->nr = o->vlen / (int64_t)m->elen;
	if (m->nr < 1 || m->ss % m->nr)
		return rw_fail(c, m->op, "linalg.matmul: " PASS ": systolic size %lld is not a multiple of the %lld "
			    "elements a vector register holds (vlen %d / %u bits): the weight window would keep "
			    "the wrong weights (vcix.md §4.8)", (long long)m->ss, (long long)m->nr, o->vlen, m->elen);
	return 0;
}

/* §4.2 "Parameters". */
static void parameters(Ctx *c, Mm *m)
{
	int64_t nrm = m->M < m->nr ? m->M : m->nr;
	m->kstep = m->sub_k;
	m->push = m->sub_m < m->ss ? m->sub_m : m->ss;
	m->mstep = m->M < m->push ? m->M : m->push;
	m->nstep = m->sub_n < m->ss ? m->sub_n : m->ss;
	m->mloop = m->mstep;
	if (nrm < 2)
		nrm = 2;
	m->vecw = ty_vector(c, &m->nr, NULL, 1, m->elt);
	m->vecm = ty_vector(c, &nrm, NULL, 1, m->elt);
}

/* ----------------------------------------------------------------- build */

static void constants(Rw *w, Mm *m)
{
	m->c0 = cidx(w, 0);
	m->rvl = rw_const(w, w->c->t_i64, m->nr);
	m->kv = cidx(w, m->K);
	m->nv = cidx(w, m->N);
	m->mv = cidx(w, m->M);
	m->pv = cidx(w, m->push);
	m->one = cidx(w, 1);
	m->pad = fzero(w, m->elt);
}

/* The N and K block loops (only where the dim exceeds S), or the zero
 * vector that pads the weight window when K ≤ S. */
static void nk_loops(Rw *w, Mm *m)
{
	m->n_idx = m->k_idx = m->c0;
	if (m->N > m->ss) {
		w->at = rw_for(w, w->at, m->N / m->ss);
		m->nk_inner = op_parent_op(w->at);
		m->n_idx = rw_iv(m->nk_inner);
	}
	if (m->K > m->ss) {
		w->at = rw_for(w, w->at, m->K / m->ss);
		m->nk_inner = op_parent_op(w->at);
		m->k_idx = rw_iv(m->nk_inner);
	} else {
		m->zw = fzero(w, m->vecw);
	}
	m->n_tag = m->N == m->sub_n ? m->c0 : m->n_idx;
	m->k_tag = m->K == m->sub_k ? m->c0 : m->k_idx;
}

/* Σ_i acc_i · -1: the reduction-axis sentinel of the wait maps (§4.2). */
static AffExpr *acc_terms(Ctx *c, const Mm *m, Value **ops)
{
	AffExpr *e = aff_mul(c, aff_dim(c, 0), aff_const(c, -1));
	ops[0] = rw_iv(m->acc[0]);
	for (uint32_t i = 1; i < m->nacc; i++) {
		e = aff_add(c, e, aff_mul(c, aff_dim(c, i), aff_const(c, -1)));
		ops[i] = rw_iv(m->acc[i]);
	}
	return e;
}

/* B wait, then S / nr weight pushes of the (n, k) block. */
static void weights(Rw *w, const Names *nm, Mm *m)
{
	Ctx *c = w->c;
	Value *ops[MAX_LOOPS + 4];
	uint32_t d = m->nacc;
	AffExpr *e = acc_terms(c, m, ops);
	if (m->conv) {
		int64_t kw = 0, blocks = (m->N / m->sub_n) * (m->K / m->sub_k);
		loop_ub(c, m, m->inner[1], "k_w", &kw);   /* checked in decode (0: for -O3's flow analysis) */
		e = aff_add(c, aff_add(c, e, aff_mul(c, aff_dim(c, d), aff_const(c, blocks * kw))),
			    aff_mul(c, aff_dim(c, d + 1), aff_const(c, blocks)));
		ops[d++] = rw_iv(m->inner[0]);
		ops[d++] = rw_iv(m->inner[1]);
	}
	e = aff_add(c, e, aff_mul(c, aff_floordiv(c, aff_dim(c, d), aff_const(c, rw_ceil_div(m->nstep, m->ss))),
				  aff_const(c, m->K / m->kstep)));
	e = aff_add(c, e, aff_mul(c, aff_floordiv(c, aff_dim(c, d + 1), aff_const(c, rw_ceil_div(m->kstep, m->ss))),
				  aff_const(c, 1)));
	ops[d] = m->n_tag, ops[d + 1] = m->k_tag;
	wait(w, nm, m, m->btag, m->basync, e, d + 2, ops);
	for (int64_t i = 0; i < m->ss; i += m->nr) {
		Value *v = m->zw;
		if (i < m->K) {
			Value *ci = cidx(w, i), *cs = cidx(w, m->ss);
			Value *sp = flat(w, m->n_idx, m->k_idx, ci, m->kv, cs);
			Value *x = split_idx(w, sp, m->nv, 0), *y = split_idx(w, sp, m->nv, 1);
			v = tread(w, nm, m, m->vecw, m->b, x, y);
		}
		push(w, nm, m, v, 1);
	}
}

/* conv2d: the o_h loop (with o_w and the matmul) moves after the weight
 * pushes, so the weights stay while every output pixel streams through;
 * the rest is built at the end of the o_w body. */
static void conv_move(Rw *w, Mm *m)
{
	Op *host = m->nk_inner ? m->nk_inner : m->inner[1];
	Op *oh = m->inner[2];
	op_unlink(oh);
	op_insert_before(block_terminator(region_first(&op_regions(host)[0])), oh);
	w->at = block_terminator(region_first(&op_regions(m->inner[3])[0]));
}

static void m_loop(Rw *w, Mm *m)
{
	m->m_idx = m->c0;
	if (m->M > m->push) {
		w->at = rw_for(w, w->at, m->M / m->push);
		m->m_idx = rw_iv(op_parent_op(w->at));
	}
	m->m_tag = m->M == m->sub_m ? m->c0 : m->m_idx;
}

/* Every constant of result 0 of a map, left to right. */
static void last_const(const AffExpr *e, int64_t *last)
{
	if (e->kind == AE_CONST) {
		*last = e->val;
	} else if (e->kind <= AE_CEILDIV) {
		last_const(e->lhs, last);
		last_const(e->rhs, last);
	}
}

typedef struct ConvScan {
	Value *oh, *kh, *ow, *kw;
	int64_t off_h, off_w;
} ConvScan;

/* The conv stride: the last constant of an affine.apply of (o_h, k_h)
 * resp. (o_w, k_w) in the o_w body (default 1). */
static int conv_offsets(Op *op, void *ud)
{
	ConvScan *s = ud;
	Attr *m = op_name(op)->id == OP_AFFINE_APPLY ? rw_attr(op, "map") : NULL;
	if (!m || m->kind != AT_AFFINE_MAP || op->nopnds < 2 || !m->map->nres)
		return 0;
	int64_t k = INT64_MIN;
	last_const(m->map->res[0], &k);
	if (k == INT64_MIN)
		return 0;
	if (op_operand(op, 0) == s->oh && op_operand(op, 1) == s->kh)
		s->off_h = k;
	if (op_operand(op, 0) == s->ow && op_operand(op, 1) == s->kw)
		s->off_w = k;
	return 0;
}

/* A wait (with the o_h, o_w dims for conv2d) and the bias wait. */
static void input_waits(Rw *w, const Names *nm, Mm *m)
{
	Ctx *c = w->c;
	Value *ops[MAX_LOOPS + 4];
	uint32_t d = m->nacc;
	AffExpr *e = acc_terms(c, m, ops);
	if (m->conv) {
		int64_t kw = 0, ow = 0, blocks = (m->K / m->sub_k) * (m->M / m->sub_m);
		ConvScan s = { rw_iv(m->inner[2]), rw_iv(m->inner[0]), rw_iv(m->inner[3]), rw_iv(m->inner[1]), 1, 1 };
		loop_ub(c, m, m->inner[1], "k_w", &kw);
		loop_ub(c, m, m->inner[3], "o_w", &ow);
		walk_ops(&op_regions(m->inner[3])[0], conv_offsets, &s);
		int64_t coeff_h = 1 + (ow - 1) * s.off_w + (kw - 1);
		e = aff_add(c, aff_add(c, e, aff_mul(c, aff_dim(c, d), aff_const(c, blocks * s.off_h * coeff_h))),
			    aff_mul(c, aff_dim(c, d + 1), aff_const(c, blocks * s.off_w)));
		ops[d++] = s.oh;
		ops[d++] = s.ow;
	}
	e = aff_add(c, e, aff_mul(c, aff_dim(c, d), aff_const(c, m->M / m->mstep)));
	e = aff_add(c, e, aff_floordiv(c, aff_dim(c, d + 1), aff_const(c, rw_ceil_div(m->mstep, m->ss))));
	ops[d] = m->k_tag, ops[d + 1] = m->m_tag;
	wait(w, nm, m, m->atag, m->aasync, e, d + 2, ops);
	if (!m->biastag)
		return;
	int konst = m->bias_idx0 && value_def(m->bias_idx0) && op_name(value_def(m->bias_idx0))->id == OP_ARITH_CONSTANT;
	AffExpr *b = aff_add(c, aff_mul(c, aff_floordiv(c, aff_dim(c, 0), aff_const(c, rw_ceil_div(m->nstep, m->ss))),
					aff_const(c, m->M / m->mstep)),
			     aff_floordiv(c, aff_dim(c, 1), aff_const(c, rw_ceil_div(m->mstep, m->ss))));
	Value *bops[2] = { konst ? m->c0 : m->n_tag, konst ? m->c0 : m->m_tag };
	wait(w, nm, m, m->biastag, m->biasasync, b, 2, bops);
}

/* Input pushes, compute, and the pops added into C. */
static void stream(Rw *w, const Names *nm, Mm *m)
{
	Ctx *c = w->c;
	for (int64_t i = 0; i < m->mloop; i += m->nr) {
		Value *sp = flat(w, m->k_idx, m->m_idx, cidx(w, i), m->mv, m->pv);
		Value *x = split_idx(w, sp, m->kv, 0), *y = split_idx(w, sp, m->kv, 1);
		push(w, nm, m, tread(w, nm, m, m->vecm, m->a, x, y), 0);
	}
	static const char *const ck[] = { "imm", "lmul", "opcode", "rd", "rs2", "sew" };
	int64_t cv[] = { 4, 0, 1, 0, 0, m->elen };
	rw_op(w, nm->i, &m->rvl, 1, NULL, NULL, i64_attrs(c, ck, cv, 6));
	static const char *const pk[] = { "imm", "opcode", "rs2" };
	static const int64_t pvals[] = { 0, 2, 0 };
	static const char *const fk[] = { "fastmath" };
	Attr *fm = at_opaque(c, str_cstr(c, "arith"), str_cstr(c, "fastmath<none>"), NULL);
	for (int64_t i = 0; i < m->mloop; i += m->nr) {
		Value *sp = flat(w, m->n_idx, m->m_idx, cidx(w, i), m->mv, m->pv);
		Value *pop = op_res(rw_op(w, nm->vi, &m->rvl, 1, m->vecm, NULL, i64_attrs(c, pk, pvals, 3)));
		Value *x = split_idx(w, sp, m->nv, 0), *y = split_idx(w, sp, m->nv, 1);
		Value *ops[2] = { tread(w, nm, m, m->vecm, m->c, x, y), pop };
		Value *sum = op_res(rw_op(w, nm->addf, ops, 2, m->vecm, rw_dict(c, fk, &fm, 1), NULL));
		twrite(w, nm, sum, m->c, x, y);
	}
}

static int lower_matmul(Rw *w, const Names *nm, const PassOpts *o, Op *op)
{
	Mm m = { .op = op };
	int rc = decode(w->c, nm, o, &m);
	if (rc)
		return rc < 0 ? -1 : 0;
	parameters(w->c, &m);
	/* gemm: right before the matmul; conv2d: at the end of the k_w body */
	rw_at(w, m.conv ? block_terminator(region_first(&op_regions(m.inner[1])[0])) : op, op);
	constants(w, &m);
	nk_loops(w, &m);
	weights(w, nm, &m);
	if (m.conv)
		conv_move(w, &m);
	m_loop(w, &m);
	input_waits(w, nm, &m);
	stream(w, nm, &m);
	op_erase(op);
	return 0;
}

/* ------------------------------------------------------------------ math */

/* SEW of a lowered element type (V-b: f16/bf16 have none and stay). */
static unsigned math_sew(const Type *t)
{
	if (t->kind == TY_FLOAT)
		return t->fkind == FK_F32 ? 32 : t->fkind == FK_F64 ? 64 : 0;
	return t->kind == TY_INT ? t->width : t->kind == TY_INDEX ? 64 : 0;
}

static Value *viv(Rw *w, const Names *nm, Value *x, Type *t, int64_t opcode, int64_t imm)
{
	static const char *const k[] = { "imm", "opcode" };
	Attr *v[] = { at_int64(w->c, ty_int(w->c, 32, SIGNLESS), imm), at_int64(w->c, w->c->t_i64, opcode) };
	return op_res(rw_op(w, nm->viv, &x, 1, t, NULL, rw_dict(w->c, k, v, 2)));
}

/* Above 2048 bits: vlen/(sew/8)-element slices through a zero vector. */
static Value *chunked(Rw *w, const Names *nm, Value *x, Type *t, int64_t chunk, int64_t opcode, int64_t imm)
{
	Ctx *c = w->c;
	Type *ct = ty_vector(c, &chunk, NULL, 1, t->elem);
	Value *acc = fzero(w, t);
	static const char *const ek[] = { "offsets", "sizes", "strides" }, *const ik[] = { "offsets", "strides" };
	int64_t one = 1;
	for (int64_t j = 0; j < t->dims[0] / chunk; j++) {
		int64_t off = j * chunk;
		Attr *ev[] = { rw_i64_array(c, &off, 1), rw_i64_array(c, &chunk, 1), rw_i64_array(c, &one, 1) };
		Value *part = op_res(rw_op(w, nm->extract, &x, 1, ct, rw_dict(c, ek, ev, 3), NULL));
		Value *ops[2] = { viv(w, nm, part, ct, opcode, imm), acc };
		Attr *iv[] = { ev[0], ev[2] };
		acc = op_res(rw_op(w, nm->insert, ops, 2, t, rw_dict(c, ik, iv, 2), NULL));
	}
	return acc;
}

static int lower_math(Rw *w, const Names *nm, const PassOpts *o, Op *op, int k)
{
	Type *t = op->nres == 1 && op->nopnds >= 1 ? value_type(&op_res(op)[0]) : NULL;
	unsigned sew;
	if (!t || t->kind != TY_VECTOR || t->n != 1 || (t->scalable && t->scalable[0]) || !(sew = math_sew(t->elem)))
		return 0;   /* scalars, rank > 1, scalable, f16/bf16: left for convert-math-to-llvm */
	int64_t e = t->dims[0], chunk = o->vlen / (sew / 8);
	rw_at(w, op, op);
	Value *r;
	if (e * sew / 64 <= 32) {
		r = viv(w, nm, op_operand(op, 0), t, math_table[k].opcode, math_table[k].imm);
	} else if (e % chunk) {
		return rw_fail(w->c, op, "%s: " PASS ": %lld elements are cut into %lld-element chunks (8 x vlen %d); "
			    "PyTorchSim's lower_to_vcix would leave the last %lld zero (pipeline.md §8.4)",
			    math_table[k].name, (long long)e, (long long)chunk, o->vlen, (long long)(e % chunk));
	} else {
		r = chunked(w, nm, op_operand(op, 0), t, chunk, math_table[k].opcode, math_table[k].imm);
	}
	value_replace_all_uses(&op_res(op)[0], r);
	op_erase(op);
	return 0;
}

/* ------------------------------------------------------------------ pass */

static void names_init(Ctx *c, Names *nm)
{
	nm->matmul = opname_get(c, "linalg.matmul", 13);
	nm->dma = opname_get(c, "memref.dma_start", 16);
	nm->wait = opname_get(c, "memref.dma_wait", 15);
	nm->vstore = opname_get(c, "affine.vector_store", 19);
	nm->reinterpret = opname_get(c, "memref.reinterpret_cast", 23);
	nm->cast = opname_get(c, "memref.cast", 11);
	nm->tread = opname_get(c, "vector.transfer_read", 20);
	nm->twrite = opname_get(c, "vector.transfer_write", 21);
	nm->addf = opname_get(c, "arith.addf", 10);
	nm->iv = opname_get(c, "vcix.iv", 7);
	nm->i = opname_get(c, "vcix.i", 6);
	nm->vi = opname_get(c, "vcix.v.i", 8);
	nm->viv = opname_get(c, "vcix.v.iv", 9);
	nm->extract = opname_get(c, "vector.extract_strided_slice", 28);
	nm->insert = opname_get(c, "vector.insert_strided_slice", 27);
	for (int k = 0; k < NMATH; k++)
		nm->math[k] = opname_get(c, math_table[k].name, strlen(math_table[k].name));
}

static int math_index(const Names *nm, const Op *op)
{
	for (int k = 0; k < NMATH; k++)
		if (op_name(op) == nm->math[k])
			return k;
	return -1;
}

/* §4.1: every matmul first (they read the loop structure as written),
 * then every math op. */
int pass_lower_to_vcix(Ctx *c, Module *m, const PassOpts *o)
{
	Names nm;
	Rw w;
	Vec ops;
	int rc = 0;
	names_init(c, &nm);
	rw_init(&w, c);
	vec_init(&ops, sizeof(Op *));
	rw_collect_names(m, &nm.matmul, 1, &ops);
	for (size_t i = 0; i < ops.len && rc == 0; i++)
		rc = lower_matmul(&w, &nm, o, VEC_AT(&ops, Op *, i));
	ops.len = 0;
	rw_collect_names(m, nm.math, NMATH, &ops);
	for (size_t i = 0; i < ops.len && rc == 0; i++) {
		Op *op = VEC_AT(&ops, Op *, i);
		rc = lower_math(&w, &nm, o, op, math_index(&nm, op));
	}
	vec_free(&ops);
	return rc;
}
