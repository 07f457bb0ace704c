/* lower_transfer_to_gemmini.c — `togsim.transfer` straight to a Gemmini
 * DMA descriptor in memory plus two instructions (spec: pipeline.md §6.2,
 * lowering.md §3.8 "Gen C"; PyTorchSim's newest lower_transfer_to_gemmini,
 * whose unit-test goldens tests/descriptor/run.sh compares byte for byte).
 *
 * Per transfer, at the transfer, in this order: the DRAM and scratchpad
 * byte addresses; the descriptor's address; CONFIG_DESC (funct7 7) with
 * (descriptor, 0); the move (funct7 = dma_type: MVIN 2, MVIN2 1, MVIN3 14,
 * MVOUT 3) with (DRAM, scratchpad).  The descriptor is 144 bytes, 18 i64
 * slots (little-endian, two u32 per slot where noted):
 *   0-1   shape, 4 x u32 (subtile_size when given; left-padded with 1)
 *   2-3   dim_low, 4 x u32 (0)      4-5  dim_high, 4 x u32 (= shape)
 *   6-9   DRAM strides, 10-13 scratchpad strides (elements; left-padded 0)
 *   14    elem_bytes | vlane_stride << 16 | vsa4 << 32 | config type << 40
 *         | flags << 48 (1 indirect, 2 masked, 4 accumulate, 8 acc_float)
 *   15    indirect index buffer address   16  stride | index bytes << 16
 *   17    fill bits (masked)
 * A descriptor known at compile time is a private `memref<18xi64>` global,
 * one per distinct content.  One with run-time words — a masked axis's
 * (low, high) clamp, the index buffer's address — is a global of its own,
 * seen as `memref<36xi32>` so that memref.store can write single words
 * (4 + axis, 8 + axis, 30/31).  Globals go to the front of the module, the
 * newest first, as PyTorchSim inserts them.
 *
 * Tiles above 4-D are reshaped as decompose-transfer does (transfer.md
 * §2.4; transfer_view.c): unit dims collapsed, or outer dims peeled into
 * an affine.for nest.  The scratchpad indices are [0, ..., 0, sram_idx]
 * (the last one a per-lane linear offset).  togsim.wait has no
 * instruction and goes; --timing drops the transfers too (gem5 takes the
 * DMAs from the TOG).  Tag buffers stay (PyTorchSim's goldens keep them;
 * the backend ignores unused allocs' results). */
#include "rewrite.h"

#include <string.h>

static const char pass_name[] = "lower-transfer-to-gemmini";

enum { SLOTS = 18, F_CONFIG_DESC = 7 };
enum { FLAG_INDIRECT = 1, FLAG_MASKED = 2, FLAG_ACCUMULATE = 4, FLAG_ACC_FLOAT = 8 };

typedef struct Lower {
	Rw w;
	GemminiEmit g;
	Module *m;
	Block *top;
	const OpName *global, *store, *trunci, *shrui;
	Vec statics;         /* StaticDesc: the de-duplicated compile-time descriptors */
	uint32_t counter;    /* next dma_desc_N */
} Lower;

typedef struct StaticDesc {
	uint64_t slots[SLOTS];
	const char *name;
} StaticDesc;

/* One descriptor to emit: the scratchpad view and its indices, the DRAM
 * index, and the descriptor axes (n <= 4) with the masks renumbered. */
typedef struct Desc {
	Value *mem, *idx[RW_MAX_RANK], *didx;
	uint32_t n, nmask;
	int64_t vsa, shape[4], dr[4], tl[4], maxis[4];
	Value *lo[4], *hi[4];
} Desc;

/* ------------------------------------------------------------ globals */

static int name_taken(Lower *L, const char *name)
{
	return rw_find_symbol(L->top, name) != NULL;
}

/* The next free dma_desc_N (PyTorchSim counts from 0 per run; a name the
 * module already has is skipped rather than redefined). */
static const char *fresh_name(Lower *L)
{
	Ctx *c = L->w.c;
	char buf[32];
	do
		snprintf(buf, sizeof buf, "dma_desc_%u", L->counter++);
	while (name_taken(L, buf));
	return str_cstr(c, buf)->s;
}

/* memref.global "private" @name : type = dense<data> at the module's front. */
static void add_global(Lower *L, const char *name, Type *elem, uint32_t n, const void *data, size_t nbytes)
{
	Ctx *c = L->w.c;
	int64_t dim = n;
	Type *mt = ty_memref(c, &dim, 1, elem, NULL, NULL);
	Attr *init = at_dense(c, ty_tensor(c, &dim, 1, elem, NULL), data, nbytes, 0);
	static const char *const k[] = { "initial_value", "sym_name", "sym_visibility", "type" };
	Attr *v[] = { init, at_string(c, name, strlen(name), NULL), at_string(c, "private", 7, NULL), at_type(c, mt) };
	Op *g = op_create(c, L->global, NULL, 0, NULL, 0, NULL, 0, 0, rw_dict(c, k, v, 4), NULL, L->w.loc);
	g->pos = L->w.pos;
	if (L->top->first)
		op_insert_before(block_first(L->top), g);
	else
		block_push_op(L->top, g);
}

static Value *get_global(Lower *L, const char *name, Type *t)
{
	Ctx *c = L->w.c;
	static const char *const k[] = { "name" };
	const Str *s = str_cstr(c, name);
	Attr *sym = at_symref(c, &s, 1);
	return op_res(rw_op(&L->w, L->g.get_global, NULL, 0, t, rw_dict(c, k, &sym, 1), NULL));
}

/* The aligned address of a memref value, as i64. */
static Value *address(Lower *L, Value *mem)
{
	Value *a = op_res(rw_op(&L->w, L->g.extract, &mem, 1, L->w.c->t_index, NULL, NULL));
	return op_res(rw_op(&L->w, L->w.n.index_cast, &a, 1, L->w.c->t_i64, NULL, NULL));
}

/* A compile-time descriptor: the global with these slots (made once). */
static Value *static_desc(Lower *L, const uint64_t *slots)
{
	Ctx *c = L->w.c;
	const char *name = NULL;
	for (size_t i = 0; i < L->statics.len && !name; i++) {
		StaticDesc *s = &VEC_AT(&L->statics, StaticDesc, i);
		if (!memcmp(s->slots, slots, sizeof s->slots))
			name = s->name;
	}
	if (!name) {
		StaticDesc *s = vec_push(&L->statics);
		memcpy(s->slots, slots, sizeof s->slots);
		s->name = name = fresh_name(L);
		add_global(L, name, c->t_i64, SLOTS, slots, sizeof s->slots);
	}
	int64_t dim = SLOTS;
	return address(L, get_global(L, name, ty_memref(c, &dim, 1, c->t_i64, NULL, NULL)));
}

/* Store the low 32 bits of v (an i32) at word k of the descriptor view. */
static void store_word(Lower *L, Value *g, Value *v, int64_t k)
{
	Value *ops[3] = { v, g, rw_const(&L->w, L->w.c->t_index, k) };
	rw_op(&L->w, L->store, ops, 3, NULL, NULL, NULL);
}

static Value *cast_i32(Lower *L, const OpName *op, Value *v)
{
	return op_res(rw_op(&L->w, op, &v, 1, ty_int(L->w.c, 32, SIGNLESS), NULL, NULL));
}

/* A descriptor with run-time words: a unique i32 view, its clamps and the
 * index buffer's address stored before CONFIG_DESC reads it. */
static Value *dynamic_desc(Lower *L, const Desc *d, uint64_t *slots, int64_t fill, Value *ind)
{
	Ctx *c = L->w.c;
	Rw *w = &L->w;
	if (d->nmask) {
		slots[14] |= (uint64_t)FLAG_MASKED << 48;
		slots[17] = (uint64_t)fill;
	}
	int32_t words[2 * SLOTS];
	for (int i = 0; i < SLOTS; i++) {
		words[2 * i] = (int32_t)(uint32_t)slots[i];
		words[2 * i + 1] = (int32_t)(uint32_t)(slots[i] >> 32);
	}
	const char *name = fresh_name(L);
	Type *i32 = ty_int(c, 32, SIGNLESS);
	add_global(L, name, i32, 2 * SLOTS, words, sizeof words);
	int64_t dim = 2 * SLOTS;
	Value *g = get_global(L, name, ty_memref(c, &dim, 1, i32, NULL, NULL));
	uint32_t e = 4 - d->n;
	for (uint32_t i = 0; i < d->nmask; i++) {
		store_word(L, g, cast_i32(L, w->n.index_cast, d->lo[i]), 4 + e + d->maxis[i]);
		store_word(L, g, cast_i32(L, w->n.index_cast, d->hi[i]), 8 + e + d->maxis[i]);
	}
	if (ind) {
		store_word(L, g, cast_i32(L, L->trunci, ind), 30);
		Value *sh[2] = { ind, rw_const(w, c->t_i64, 32) };
		Value *hi = op_res(rw_op(w, L->shrui, sh, 2, c->t_i64, NULL, NULL));
		store_word(L, g, cast_i32(L, L->trunci, hi), 31);
	}
	return address(L, g);
}

/* --------------------------------------------------------------- emit */

static int64_t elem_bytes(const Type *t)
{
	unsigned b = ty_bitwidth(t);
	return (b < 8 ? 8 : b) / 8;
}

static uint64_t pair(int64_t lo, int64_t hi)
{
	return ((uint64_t)lo & 0xFFFFFFFF) | ((uint64_t)hi & 0xFFFFFFFF) << 32;
}

/* The fields the descriptor packs must fit their widths; PyTorchSim would
 * truncate them silently. */
static int check_fields(Ctx *c, const XferView *x, const Desc *d, int64_t ind_stride, int64_t ind_bytes)
{
	for (uint32_t i = 0; i < d->n; i++)
		if (d->shape[i] > 0xFFFFFFFF)
			return rw_fail(c, x->op, "togsim.transfer: %s: extent %lld of descriptor axis %u does not fit 32 bits",
				       pass_name, (long long)d->shape[i], i);
	if (x->vstride > 0xFFFF)
		return rw_fail(c, x->op, "togsim.transfer: %s: vlane_stride %lld does not fit the descriptor's 16 bits",
			       pass_name, (long long)x->vstride);
	if (ind_stride < 0 || ind_stride > 0xFFFF || ind_bytes > 0xFFFF)
		return rw_fail(c, x->op, "togsim.transfer: %s: offset_stride %lld does not fit the descriptor's 16 bits",
			       pass_name, (long long)ind_stride);
	return 0;
}

static void pack(const XferView *x, const Desc *d, int64_t eb, int64_t ind_stride, int64_t ind_bytes, uint64_t *s)
{
	static const int ctype[15] = { [2] = 0, [1] = 1, [14] = 2, [3] = 3 };
	uint32_t e = 4 - d->n;
	int64_t s4[4] = { 1, 1, 1, 1 }, d4[4] = { 0 }, p4[4] = { 0 };
	for (uint32_t i = 0; i < d->n; i++)
		s4[e + i] = d->shape[i], d4[e + i] = d->dr[i], p4[e + i] = d->tl[i];
	uint64_t flags = (x->offset ? FLAG_INDIRECT : 0) | (x->accumulate ? FLAG_ACCUMULATE : 0) |
			 (x->acc_float ? FLAG_ACC_FLOAT : 0);
	memset(s, 0, SLOTS * sizeof *s);
	s[0] = pair(s4[0], s4[1]), s[1] = pair(s4[2], s4[3]);
	s[4] = pair(s4[0], s4[1]), s[5] = pair(s4[2], s4[3]);   /* dim_high = shape; dim_low 0 */
	for (int i = 0; i < 4; i++)
		s[6 + i] = (uint64_t)d4[i], s[10 + i] = (uint64_t)p4[i];
	s[14] = ((uint64_t)eb & 0xFFFF) | ((uint64_t)x->vstride & 0xFFFF) << 16 |
		((uint64_t)(d->vsa + e) & 0xFF) << 32 | (uint64_t)ctype[x->dma_type] << 40 | flags << 48;
	s[16] = ((uint64_t)ind_stride & 0xFFFF) | ((uint64_t)ind_bytes & 0xFFFF) << 16;
}

static int emit(Lower *L, const XferView *x, const Desc *d)
{
	Ctx *c = L->w.c;
	Rw *w = &L->w;
	int64_t eb = elem_bytes(value_type(x->sram)->elem), ind_stride = 0, ind_bytes = 0, fill = 0;
	if (x->offset) {
		rw_int(rw_attr(x->op, "offset_stride"), &ind_stride);   /* checked by rw_xfer_view */
		ind_bytes = elem_bytes(value_type(x->offset)->elem);
	}
	if (check_fields(c, x, d, ind_stride, ind_bytes) < 0)
		return -1;
	if (d->nmask)
		rw_int(x->fill, &fill);
	Value *didx = d->didx;
	Value *dram = rw_elem_addr(w, &L->g, x->dram, &didx, eb);
	Value *spad = rw_elem_addr(w, &L->g, d->mem, d->idx, eb);
	Value *ind = NULL;
	if (x->offset) {
		Attr *sym = rw_attr(value_def(x->offset), "name");
		ind = address(L, get_global(L, attr_name(sym, 0)->s, value_type(x->offset)));
	}
	uint64_t slots[SLOTS];
	pack(x, d, eb, ind_stride, ind_bytes, slots);
	Value *desc = d->nmask || ind ? dynamic_desc(L, d, slots, fill, ind) : static_desc(L, slots);
	rw_gemmini_insn(w, &L->g, F_CONFIG_DESC, desc, rw_const(w, c->t_i64, 0));
	rw_gemmini_insn(w, &L->g, x->dma_type, dram, spad);
	return 0;
}

/* The descriptor axes are SRAM axes dims[0..n); lists selected from them,
 * each mask moved to its axis's position (group[] maps an SRAM axis to a
 * descriptor axis, -1: none — a unit dim the peel drops, with its mask). */
static void select_axes(const XferView *x, Desc *d, const uint32_t *dims, uint32_t n, const int32_t *group)
{
	d->n = n;
	for (uint32_t i = 0; i < n; i++) {
		d->shape[i] = x->has_st ? x->st[dims[i]] : x->shape[dims[i]];
		d->dr[i] = x->ds[dims[i]];
		d->tl[i] = x->ts[dims[i]];
	}
	d->nmask = 0;
	for (uint32_t i = 0; i < x->nmask; i++) {
		int32_t a = group[x->maxis[i]];
		if (a < 0)
			continue;
		d->maxis[d->nmask] = a, d->lo[d->nmask] = x->lo[i], d->hi[d->nmask] = x->hi[i];
		d->nmask++;
	}
}

/* [0, ..., 0, sram_idx]: one zero constant, made even for rank 1 (as
 * PyTorchSim's `[zero] * (rank - 1)` makes it). */
static void zero_indices(Rw *w, Desc *d, uint32_t n, Value *last)
{
	Value *z = rw_const(w, w->c->t_index, 0);
	for (uint32_t i = 0; i + 1 < n; i++)
		d->idx[i] = z;
	d->idx[n - 1] = last;
}

static int direct(Lower *L, const XferView *x)
{
	Desc d = { .mem = x->sram, .didx = x->didx, .vsa = x->vaxis };
	uint32_t dims[4];
	int32_t group[4];
	for (uint32_t i = 0; i < x->rank; i++)
		dims[i] = i, group[i] = (int32_t)i;
	zero_indices(&L->w, &d, x->rank, x->sidx);
	select_axes(x, &d, dims, x->rank, group);
	return emit(L, x, &d);
}

static int collapse(Lower *L, const XferView *x)
{
	uint32_t grp[RW_MAX_RANK], keep[RW_MAX_RANK];
	int32_t group[RW_MAX_RANK];
	int64_t target[RW_MAX_RANK];
	uint32_t ng = rw_xfer_squeeze(x, grp, keep, target);
	Desc d = { .didx = x->didx, .vsa = grp[x->vaxis] };
	d.mem = rw_xfer_collapse(&L->w, x, grp, target, ng);
	for (uint32_t i = 0; i < x->rank; i++)
		group[i] = (int32_t)grp[i];
	zero_indices(&L->w, &d, ng, x->sidx);
	select_axes(x, &d, keep, ng, group);
	return emit(L, x, &d);
}

static int peel(Lower *L, const XferView *x, const PassOpts *o, const uint32_t *eff, uint32_t ne)
{
	XferPeel p;
	int32_t group[RW_MAX_RANK];
	if (rw_xfer_peel(&L->w, pass_name, x, o->vectorlane, eff, ne, &p) < 0)
		return -1;
	for (uint32_t i = 0; i < x->rank; i++)
		group[i] = -1;
	for (uint32_t k = 0; k < 4; k++)
		group[p.inner[k]] = (int32_t)k;
	Desc d = { .mem = p.sub, .didx = p.didx, .vsa = p.vsa };
	zero_indices(&L->w, &d, 4, p.soff);
	select_axes(x, &d, p.inner, 4, group);
	return emit(L, x, &d);
}

static int lower_one(Lower *L, const PassOpts *o, Op *op)
{
	XferView x;
	if (rw_xfer_view(L->w.c, pass_name, op, &x) < 0)
		return -1;
	uint32_t eff[RW_MAX_RANK], ne = 0;
	for (uint32_t i = 0; i < x.rank; i++)
		if (x.shape[i] > 1)
			eff[ne++] = i;
	rw_at(&L->w, op, op);
	int rc = x.rank <= 4 ? direct(L, &x) : ne <= 4 ? collapse(L, &x) : peel(L, &x, o, eff, ne);
	if (rc == 0)
		op_erase(op);
	return rc;
}

/* ------------------------------------------------------------------ pass */

int pass_gate_lower_transfer(Ctx *c, Module *m, const Pass *p, const PassOpts *o)
{
	return o->dma_descriptor && (rw_occurs(c, m, p->trigger) || rw_occurs(c, m, "togsim.wait"));
}

static void erase_all(Vec *ops)
{
	for (size_t i = 0; i < ops->len; i++)
		op_erase(VEC_AT(ops, Op *, i));
}

int pass_lower_transfer_to_gemmini(Ctx *c, Module *m, const PassOpts *o)
{
	Lower L = { .m = m, .top = rw_module_block(m) };
	Vec xfers, waits;
	int rc = 0;
	rw_init(&L.w, c);
	rw_gemmini_init(&L.g, c, o->host_model);
	L.global = opname_get(c, "memref.global", 13);
	L.store = opname_get(c, "memref.store", 12);
	L.trunci = opname_get(c, "arith.trunci", 12);
	L.shrui = opname_get(c, "arith.shrui", 11);
	const OpName *wait = opname_get(c, "togsim.wait", 11);
	vec_init(&L.statics, sizeof(StaticDesc));
	vec_init(&xfers, sizeof(Op *));
	vec_init(&waits, sizeof(Op *));
	rw_collect(m, OP_TOGSIM_TRANSFER, &xfers);
	rw_collect_names(m, &wait, 1, &waits);
	erase_all(&waits);
	if (o->timing)
		erase_all(&xfers);
	else if (xfers.len && !L.top)
		rc = rw_fail(c, VEC_AT(&xfers, Op *, 0), "togsim.transfer: %s: no builtin.module to hold the descriptors",
			     pass_name);
	for (size_t i = 0; !o->timing && i < xfers.len && rc == 0; i++)
		rc = lower_one(&L, o, VEC_AT(&xfers, Op *, i));
	if (rc == 0 && o->host_model && !o->timing && xfers.len)
		rw_gemmini_declare_host(c, &L.g, m, VEC_AT(&xfers, Op *, 0));
	vec_free(&L.statics);
	vec_free(&xfers);
	vec_free(&waits);
	return rc;
}
