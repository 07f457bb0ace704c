/* lower_dma_to_gemmini.c — PyTorchSim's customized `memref.dma_start` →
 * Gemmini DMA instructions as inline asm (spec: lowering.md §2–3,
 * "Generation A", the newest lower_dma_to_gemmini.py with CONFIG4 stride
 * from `offset_stride`).
 *
 * Per dma_start, in this order: the two byte addresses, then
 *   CONFIG  (funct7 0)  shape (4 x 16 bits) | vlane stride, config type,
 *                       indirect flag, vlane axis, element size
 *   CONFIG2 (4)         DRAM strides, CONFIG3 (5) scratchpad strides
 *   CONFIG4 (6)         indirect index buffer (only with indirect_offset)
 *   MVIN/MVIN2/MVIN3/MVOUT (2/1/14/3)  (DRAM address, scratchpad address)
 * each `.insn r CUSTOM_1, 0x3, F, x0, $0, $1` with two i64 operands.
 * dma_wait has no instruction (the DMA engine is synchronous in Spike).
 * Timing builds (--timing) drop every DMA instead: gem5 models them from
 * the TOG.  Either way the tag buffers lose their last uses and go.
 * Host builds (--host-model) emit the very same words, but each
 * instruction is `func.call @__ts_gemmini_insn(F, rs1, rs2)`, which the
 * runner links to the C model in runtime/gemmini_host.c. */
#include "rewrite.h"

#include <string.h>

typedef GemminiEmit Names;   /* gemmini_emit.c */

/* One dma_start, decoded (§2: positional operands, constant scalars). */
typedef struct Dma {
	Op *op;
	Value *src, *dst, *tag;
	Use *src_idx, *dst_idx;
	int mvin;
	int64_t dtype, vsa, vst, eb;
	uint32_t n;                /* descriptor rank (≤ 4) */
	int64_t tile[4], dram[4], spad[4];
	Type *ind_type;            /* memref.global type of indirect_offset, or NULL */
	Attr *ind_sym;
	int64_t ind_stride;
} Dma;

static int fail(Ctx *c, const Op *op, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(c, op->pos, fmt, ap);
	va_end(ap);
	return -1;
}

/* ---------------------------------------------------------------- decode */

static int config_type(int64_t dtype)
{
	switch (dtype) {
	case 2: return 0;    /* MVIN */
	case 1: return 1;    /* MVIN2 */
	case 14: return 2;   /* MVIN3 */
	case 3: return 3;    /* MVOUT */
	default: return -1;
	}
}

/* src, src_idx × rank(src), dst, dst_idx × rank(dst), dma_type, tag,
 * tag_idx × rank(tag), vlane_split_axis, vlane_stride. */
static int decode_operands(Ctx *c, Dma *d)
{
	Op *op = d->op;
	uint32_t n = op->nopnds, sr, dr, tr;
	int r;
	if (n < 1 || (r = rw_static_memref(value_type(op_operand(op, 0)))) < 0 || n < (sr = (uint32_t)r) + 2)
		return fail(c, op, "memref.dma_start: the source must be a memref of static shape");
	d->src = op_operand(op, 0);
	d->src_idx = op_opnds(op) + 1;
	if ((r = rw_static_memref(value_type(op_operand(op, 1 + sr)))) < 0 || n < sr + (dr = (uint32_t)r) + 4)
		return fail(c, op, "memref.dma_start: the destination must be a memref of static shape");
	d->dst = op_operand(op, 1 + sr);
	d->dst_idx = op_opnds(op) + 2 + sr;
	d->tag = op_operand(op, 3 + sr + dr);
	if (value_type(d->tag)->kind != TY_MEMREF)
		return fail(c, op, "memref.dma_start: the tag must be a memref");
	tr = value_type(d->tag)->n;
	if (n != sr + dr + tr + 6)
		return fail(c, op, "memref.dma_start: expected %u operands (with vlane_split_axis and vlane_stride last), got %u",
			    sr + dr + tr + 6, n);
	for (uint32_t i = 0; i < n; i++) {
		int memref_slot = i == 0 || i == 1 + sr || i == 3 + sr + dr;
		if (!memref_slot && value_type(op_operand(op, i))->kind != TY_INDEX)
			return fail(c, op, "memref.dma_start: operand #%u must be 'index'", i);
	}
	if (rw_const_value(op_operand(op, 2 + sr + dr), &d->dtype) < 0 ||
	    rw_const_value(op_operand(op, n - 2), &d->vsa) < 0 ||
	    rw_const_value(op_operand(op, n - 1), &d->vst) < 0)
		return fail(c, op, "memref.dma_start: dma_type, vlane_split_axis and vlane_stride must be arith.constant values");
	d->vst &= 0x7FFF;   /* bit 15 up: an old fine-grained flag, not part of the stride */
	if (config_type(d->dtype) < 0)
		return fail(c, op, "memref.dma_start: dma_type %lld is none of MVIN (2), MVIN2 (1), MVIN3 (14), MVOUT (3)",
			    (long long)d->dtype);
	d->mvin = d->dtype != 3;
	unsigned bits = ty_bitwidth(value_type(d->src)->elem);
	if (!bits)
		return fail(c, op, "memref.dma_start: element type has no bit width");
	d->eb = (bits < 8 ? 8 : bits) / 8;
	return 0;
}

static int read_list(Ctx *c, Dma *d, const char *name, int64_t *out, uint32_t *n)
{
	Attr *a = rw_attr(d->op, name);
	if (!a || rw_ints(a, out, 4, n) < 0)
		return fail(c, d->op, "memref.dma_start: '%s' must be an array of at most 4 integers", name);
	return 0;
}

/* tile = subtile_size, else the scratchpad memref's shape; the three lists
 * must have one entry per descriptor axis, at most 4 (§3.2 steps 3–5). */
static int decode_attrs(Ctx *c, Dma *d)
{
	uint32_t nt, nd, ns;
	Type *sp = value_type((d->mvin ? d->dst : d->src));
	if (rw_attr(d->op, "subtile_size")) {
		if (read_list(c, d, "subtile_size", d->tile, &nt) < 0)
			return -1;
	} else {
		if (sp->n > 4)
			return fail(c, d->op, "memref.dma_start: scratchpad tile of rank %u (at most 4; run decompose-transfer)",
				    sp->n);
		nt = sp->n;
		memcpy(d->tile, sp->dims, nt * sizeof *d->tile);
	}
	if (read_list(c, d, "dram_stride", d->dram, &nd) < 0 || read_list(c, d, "sram_stride", d->spad, &ns) < 0)
		return -1;
	if (nt != nd || nt != ns)
		return fail(c, d->op, "memref.dma_start: shape/stride rank mismatch (tile %u, dram_stride %u, sram_stride %u)",
			    nt, nd, ns);
	d->n = nt;
	return 0;
}

/* indirect_offset = @sym names a top-level memref.global: CONFIG4 needs its
 * element size and, at run time, its address. */
static int decode_indirect(Ctx *c, Module *m, Dma *d)
{
	Attr *s = rw_attr(d->op, "indirect_offset"), *st = rw_attr(d->op, "offset_stride");
	if (!s)
		return 0;
	if (s->kind != AT_SYMREF || s->n != 1)
		return fail(c, d->op, "memref.dma_start: 'indirect_offset' must be a flat symbol reference");
	Op *mod = region_first(&m->body) ? block_first(region_first(&m->body)) : NULL;
	Block *b = mod && mod->nregions ? region_first(&op_regions(mod)[0]) : NULL;
	for (Op *g = b ? block_first(b) : NULL; g && !d->ind_type; g = op_next(g)) {
		Attr *name = op_name(g)->id == OP_MEMREF_GLOBAL ? rw_attr(g, "sym_name") : NULL;
		Attr *ty = name ? rw_attr(g, "type") : NULL;
		if (name && name->kind == AT_STRING && name->str == attr_name(s, 0) && ty && ty->kind == AT_TYPE &&
		    rw_static_memref(attr_type(ty)) >= 0 && ty_bitwidth(attr_type(ty)->elem))
			d->ind_type = attr_type(ty);
	}
	if (!d->ind_type)
		return fail(c, d->op, "memref.dma_start: no memref.global @%s of static shape for 'indirect_offset'",
			    attr_name(s, 0)->s);
	d->ind_sym = s;
	d->ind_stride = 1;   /* the older pass's fixed stride when offset_stride is absent */
	if (st && rw_int(st, &d->ind_stride) < 0)
		return fail(c, d->op, "memref.dma_start: 'offset_stride' must be an integer");
	return 0;
}

/* ------------------------------------------------------------------ emit */

/* §3.3 (gemmini_emit.c): the element's byte address, as i64. */
static Value *elem_addr(Rw *w, const Names *nm, Value *mem, Use *idx, int64_t eb)
{
	Value *v[RW_MAX_RANK];
	for (uint32_t k = 0; k < value_type(mem)->n; k++)
		v[k] = use_val(&idx[k]);
	return rw_elem_addr(w, nm, mem, v, eb);
}

static int check_shapes(Ctx *c, const Dma *d)
{
	const Type *ts[2] = { value_type(d->src), value_type(d->dst) };
	for (int i = 0; i < 2; i++) {
		int64_t total = 1;
		if (ts[i]->n > RW_MAX_RANK)
			return fail(c, d->op, "memref.dma_start: memref rank %u is over %d", ts[i]->n, RW_MAX_RANK);
		for (uint32_t k = 0; k < ts[i]->n; k++)
			if (ts[i]->dims[k] < 0 || __builtin_mul_overflow(total, ts[i]->dims[k], &total))
				return fail(c, d->op, "memref.dma_start: memref size overflows");
	}
	return 0;
}

/* One instruction: the RISC-V asm, or with --host-model the call. */
static void emit_insn(Rw *w, const Names *nm, int64_t funct7, Value *a, Value *b)
{
	rw_gemmini_insn(w, nm, funct7, a, b);
}

/* Two i64 constants (the packed words, as signed 64-bit) and the instruction. */
static void emit_config(Rw *w, const Names *nm, int64_t funct7, uint64_t rs1, uint64_t rs2)
{
	Value *a = rw_const(w, w->c->t_i64, (int64_t)rs1);
	Value *b = rw_const(w, w->c->t_i64, (int64_t)rs2);
	emit_insn(w, nm, funct7, a, b);
}

static uint64_t pack_pair(const int64_t *v)
{
	return (uint64_t)v[0] << 32 | ((uint64_t)v[1] & 0xFFFFFFFF);
}

/* §3.5: CONFIG4 = (index buffer address, esize << 16 | stride). */
static void emit_config4(Rw *w, const Names *nm, const Dma *d)
{
	Ctx *c = w->c;
	static const char *const k[] = { "name" };
	Attr *sym = d->ind_sym;
	Value *g = op_res(rw_op(w, nm->get_global, NULL, 0, d->ind_type, rw_dict(c, k, &sym, 1), NULL));
	Value *a = op_res(rw_op(w, nm->extract, &g, 1, c->t_index, NULL, NULL));
	Value *a64 = op_res(rw_op(w, w->n.index_cast, &a, 1, c->t_i64, NULL, NULL));
	unsigned bits = ty_bitwidth(d->ind_type->elem);
	uint64_t es = (bits < 8 ? 8 : bits) / 8;
	Value *b = rw_const(w, c->t_i64, (int64_t)((es & 0xFF) << 16 | ((uint64_t)d->ind_stride & 0xFFFF)));
	emit_insn(w, nm, 6, a64, b);
}

static void emit_dma(Rw *w, const Names *nm, const Dma *d)
{
	uint32_t e = 4 - d->n;
	int64_t s4[4] = { 1, 1, 1, 1 }, d4[4] = { 0 }, p4[4] = { 0 };
	for (uint32_t i = 0; i < d->n; i++)
		s4[e + i] = d->tile[i], d4[e + i] = d->dram[i], p4[e + i] = d->spad[i];
	uint64_t vsa4 = (uint64_t)d->vsa + e, ct = (uint64_t)config_type(d->dtype);
	uint64_t rs1 = 0;
	for (int i = 0; i < 4; i++)
		rs1 |= ((uint64_t)s4[i] & 0xFFFF) << (48 - 16 * i);
	uint64_t rs2 = (uint64_t)d->vst << 32 | (ct & 3) << 17 | (uint64_t)(d->ind_type != NULL) << 16 |
		       (vsa4 & 3) << 14 | (uint64_t)d->eb;

	Value *a = elem_addr(w, nm, d->src, d->src_idx, d->eb);
	Value *b = elem_addr(w, nm, d->dst, d->dst_idx, d->eb);   /* the source's element size, as the spec says */
	emit_config(w, nm, 0, rs1, rs2);
	emit_config(w, nm, 4, pack_pair(d4), pack_pair(d4 + 2));
	emit_config(w, nm, 5, pack_pair(p4), pack_pair(p4 + 2));
	if (d->ind_type)
		emit_config4(w, nm, d);
	emit_insn(w, nm, d->dtype, d->mvin ? a : b, d->mvin ? b : a);
}

static int lower_one(Rw *w, const Names *nm, Module *m, Op *op)
{
	Ctx *c = w->c;
	Dma d = { .op = op };
	if (decode_operands(c, &d) < 0 || check_shapes(c, &d) < 0 || decode_attrs(c, &d) < 0 ||
	    decode_indirect(c, m, &d) < 0)
		return -1;
	rw_at(w, op, op);
	emit_dma(w, nm, &d);
	op_erase(op);
	return 0;
}

/* ------------------------------------------------------------------ pass */

/* Tag buffers (memref.alloc) left without uses disappear, as MLIR's
 * greedy driver removes them before the LLVM lowering. */
static void drop_dead_tags(Vec *tags)
{
	for (size_t i = 0; i < tags->len; i++) {
		Op *a = value_def(VEC_AT(tags, Value *, i));
		if (a && a->parent && op_name(a)->id == OP_MEMREF_ALLOC && a->nres == 1 && !value_has_uses(&op_res(a)[0]))
			op_erase(a);
	}
}

/* The tag operand: dma_wait's first; dma_start's after src, dst, their
 * indices and dma_type (NULL if the operands do not have that shape). */
static Value *tag_of(const Op *op)
{
	if (op_name(op)->id == OP_MEMREF_DMA_WAIT)
		return op->nopnds ? op_operand(op, 0) : NULL;
	uint32_t i = 0;
	for (int k = 0; k < 2; k++) {   /* skip a memref and its indices */
		if (i >= op->nopnds || value_type(op_operand(op, i))->kind != TY_MEMREF)
			return NULL;
		i += 1 + value_type(op_operand(op, i))->n;
	}
	i++;   /* dma_type */
	return i < op->nopnds && value_type(op_operand(op, i))->kind == TY_MEMREF ? op_operand(op, i) : NULL;
}

static void note_tag(Vec *tags, const Op *op)
{
	Value *t = tag_of(op);
	if (t)
		*(Value **)vec_push(tags) = t;
}

static void erase_all(Vec *ops, Vec *tags)
{
	for (size_t i = 0; i < ops->len; i++) {
		Op *op = VEC_AT(ops, Op *, i);
		note_tag(tags, op);
		op_erase(op);
	}
}

int pass_lower_dma_to_gemmini(Ctx *c, Module *m, const PassOpts *o)
{
	Names nm;
	Rw w;
	Vec starts, waits, tags;
	int rc = 0;
	rw_init(&w, c);
	rw_gemmini_init(&nm, c, o->host_model);
	vec_init(&starts, sizeof(Op *));
	vec_init(&waits, sizeof(Op *));
	vec_init(&tags, sizeof(Value *));
	rw_collect(m, OP_MEMREF_DMA_START, &starts);
	rw_collect(m, OP_MEMREF_DMA_WAIT, &waits);
	erase_all(&waits, &tags);
	if (o->timing) {
		erase_all(&starts, &tags);
	} else {
		for (size_t i = 0; i < starts.len && rc == 0; i++) {
			Op *op = VEC_AT(&starts, Op *, i);
			note_tag(&tags, op);
			rc = lower_one(&w, &nm, m, op);
		}
	}
	if (rc == 0 && nm.host && !o->timing && starts.len)
		rw_gemmini_declare_host(c, &nm, m, VEC_AT(&starts, Op *, 0));
	if (rc == 0)
		drop_dead_tags(&tags);
	vec_free(&starts);
	vec_free(&waits);
	vec_free(&tags);
	return rc;
}
