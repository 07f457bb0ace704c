/* lanes.c — lane mode of the backend: the kernel runs on the host as the
 * SPMD machine runs it (shared/spec/vcix.md §1, docs/hostmodel.md "Lanes").
 *
 * The machine executes scalar instructions once and every vector
 * instruction once per lane, each lane with its own vector registers and
 * its own scratchpad bank.  Here:
 *   - every vector value has a slot in a per-function heap frame: S
 *     consecutive copies, lane l's at slot + l * stride (stride = the ABI
 *     size of the vector).  Outside lane loops its LLVM value is the slot
 *     pointer, so control flow, yields and branches move pointers;
 *   - an op on vectors (no regions, not a terminator or call) runs in a
 *     loop over the lanes: its vector operands are loaded from lane l's
 *     copy, its ordinary handler runs unchanged on LLVM vectors, its vector
 *     results are stored to lane l's copy; a scalar result is lane 0's (a
 *     vector-to-scalar move reads lane 0); a memref in a non-zero memory
 *     space (the scratchpad) is seen at + l * bank bytes, except by
 *     gather/scatter, which the machine does not offset;
 *   - a vector carried by a PHI (block argument, result of scf.for/if/...)
 *     gets a slot of its own, and the PHI's block starts by copying the
 *     incoming slot into it (through a temporary when an incoming value is
 *     another such slot of the same block, e.g. a swap), so a slot that the
 *     next iteration overwrites never aliases a live value.
 * The frame is calloc'ed at entry (its size is known when the function is
 * done: the call's operand is patched) and freed before every return;
 * allocas would put S x 2 KiB per vector<512xf32> on the stack. */
#include "backend.h"

#include <llvm-c/Target.h>

#include <string.h>

/* A vector carried by a PHI: the PHI selects the incoming slot, `slot` is
 * the value's own. */
typedef struct LanePhi {
	LLVMValueRef phi, slot;
	uint64_t bytes;
	struct LanePhi *next;
	int done;
} LanePhi;

struct LaneFrame {
	LLVMBasicBlockRef bb;    /* the frame block: calloc, the bank size, slot addresses */
	LLVMValueRef call;       /* calloc(1, size): size patched at the end */
	LLVMValueRef base, bank; /* frame pointer; bytes per lane bank (i64) */
	uint64_t size;
	PMap slots;              /* Value* -> slot pointer */
	PMap phis;               /* PHI -> LanePhi* */
	PMap arg_phi;            /* Value* carried by a PHI -> the PHI */
	LanePhi *first, **tail;
};

int lane_mode(Lower *L)
{
	return L->opts && L->opts->lanes > 0;
}

static uint64_t lanes(Lower *L)
{
	return (uint64_t)L->opts->lanes;
}

static int is_vec(Type *t)
{
	return t->kind == TY_VECTOR;
}

static int has_vector(Op *op)
{
	for (unsigned i = 0; i < op->nopnds; i++)
		if (is_vec(value_type(op_operand(op, i))))
			return 1;
	for (unsigned i = 0; i < op->nres; i++)
		if (is_vec(value_type(&op_res(op)[i])))
			return 1;
	return 0;
}

static int is_op(Lower *L, Op *op, const char *name)
{
	return op_name(op) == opname_get(L->c, name, strlen(name));
}

/* ------------------------------------------------------------ the frame */

static int walk_has_vector(Op *op, void *ud)
{
	(void)ud;
	if (has_vector(op))
		return -1;
	for (unsigned r = 0; r < op->nregions; r++)
		for (Block *b = region_first(&op_regions(op)[r]); b; b = block_next(b))
			for (unsigned i = 0; i < b->nargs; i++)
				if (is_vec(value_type(block_arg(b, i))))
					return -1;
	return 0;
}

/* Vector arguments and results would need slots across the call: the
 * kernels have none, so they are an error rather than a half measure. */
static void check_signature(Lower *L, Op *fn)
{
	Attr *a = op_attr(fn, "function_type");
	Type *t = a && a->kind == AT_TYPE ? attr_type(a) : NULL;
	for (uint32_t i = 0; t && i < t->n + t->m; i++)
		if (is_vec(t->types[i]))
			lower_fail(L, fn, "a function with vector arguments or results cannot run in lane mode (--host-model)");
}

static LLVMValueRef bank_global(Lower *L)
{
	LLVMValueRef g = LLVMGetNamedGlobal(L->mod, "__ts_lane_bank");
	if (!g) {
		g = LLVMAddGlobal(L->mod, L->t_i64, "__ts_lane_bank");
		LLVMSetGlobalConstant(g, 1);
	}
	return g;
}

/* entry: %frame = calloc(1, SIZE); %bank = load @__ts_lane_bank;
 *        br (%frame == null), oom, body     -- oom: abort() */
void lane_func_begin(Lower *L, Op *fn)
{
	check_signature(L, fn);
	if (!walk_ops(&op_regions(fn)[0], walk_has_vector, NULL))
		return;
	LaneFrame *f = lower_tmp(L, sizeof *f);
	f->tail = &f->first;
	f->bb = LLVMGetInsertBlock(L->b);
	LLVMValueRef args[2] = { const_i64(L, 1), const_i64(L, 1) };
	f->call = call_extern(L, "calloc", L->t_ptr, args, 2);
	f->base = f->call;
	f->bank = LLVMBuildLoad2(L->b, L->t_i64, bank_global(L), "bank");
	LLVMBasicBlockRef oom = new_bb(L, "lane.oom"), body = new_bb(L, "");
	LLVMBuildCondBr(L->b, LLVMBuildIsNull(L->b, f->base, ""), oom, body);
	LLVMPositionBuilderAtEnd(L->b, oom);
	call_extern(L, "abort", L->t_void, NULL, 0);
	LLVMBuildUnreachable(L->b);
	LLVMPositionBuilderAtEnd(L->b, body);
	L->frame = f;
}

void lane_func_return(Lower *L)
{
	if (L->frame)
		call_extern(L, "free", L->t_void, &L->frame->base, 1);
}

static LaneFrame *need_frame(Lower *L)
{
	if (!L->frame)
		lower_fail(L, NULL, "vectors run in lane mode (--host-model) inside func.func only");
	return L->frame;
}

uint64_t lane_stride(Lower *L, Type *t)
{
	LLVMTypeRef vt = vec_type(L, t);
	if (!vt)
		lower_fail(L, NULL, "this vector type cannot be held in lane slots");
	return LLVMABISizeOfType(LLVMGetModuleDataLayout(L->mod), vt);
}

/* A new slot of `bytes`, its address computed in the frame block. */
static LLVMValueRef new_slot(Lower *L, uint64_t bytes)
{
	LaneFrame *f = need_frame(L);
	uint64_t off = (f->size + 63) & ~(uint64_t)63;
	f->size = off + bytes;
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(L->b);
	LLVMPositionBuilderBefore(L->b, LLVMGetBasicBlockTerminator(f->bb));
	LLVMValueRef k = const_i64(L, (int64_t)off);
	LLVMValueRef p = LLVMBuildGEP2(L->b, L->t_i8, f->base, &k, 1, "slot");
	LLVMPositionBuilderAtEnd(L->b, cur);
	return p;
}

LLVMValueRef lane_slot(Lower *L, Value *v)
{
	LaneFrame *f = need_frame(L);
	LLVMValueRef s = pmap_get(&f->slots, v);
	if (!s) {
		s = new_slot(L, lane_stride(L, value_type(v)) * lanes(L));
		pmap_put(&f->slots, v, s);
	}
	return s;
}

LLVMValueRef lane_operand_slot(Lower *L, Op *op, Value *v)
{
	LLVMValueRef x = lv(L, v);
	if (LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMPointerTypeKind)
		lower_fail(L, op, "internal error: a vector operand without a lane slot");
	return x;
}

LLVMValueRef lane_addr(Lower *L, LLVMValueRef slot, uint64_t stride)
{
	LLVMValueRef off = LLVMBuildMul(L->b, L->lane, const_i64(L, (int64_t)stride), "");
	return LLVMBuildGEP2(L->b, L->t_i8, slot, &off, 1, "");
}

LLVMValueRef lane_phi_value(Lower *L, Value *v, LLVMValueRef phi)
{
	LaneFrame *f = need_frame(L);
	LanePhi *p = pmap_get(&f->phis, phi);
	pmap_put(&f->arg_phi, v, phi);
	if (p) {   /* one PHI, several values (a loop's iter_arg and result) */
		pmap_put(&f->slots, v, p->slot);
		return p->slot;
	}
	p = lower_tmp(L, sizeof *p);
	p->phi = phi;
	p->slot = lane_slot(L, v);
	p->bytes = lane_stride(L, value_type(v)) * lanes(L);
	*f->tail = p;
	f->tail = &p->next;
	pmap_put(&f->phis, phi, p);
	return p->slot;
}

LLVMValueRef block_arg_phi(Lower *L, Value *arg)
{
	LLVMValueRef p = L->frame ? pmap_get(&L->frame->arg_phi, arg) : NULL;
	return p ? p : lv(L, arg);
}

/* Is an incoming value of p the slot of another PHI of the same block? */
static int reads_sibling(LanePhi *p, LanePhi **grp, unsigned n)
{
	for (unsigned i = 0, c = LLVMCountIncoming(p->phi); i < c; i++) {
		LLVMValueRef x = LLVMGetIncomingValue(p->phi, i);
		for (unsigned j = 0; j < n; j++)
			if (grp[j] != p && grp[j]->slot == x)
				return 1;
	}
	return 0;
}

static void copy(Lower *L, LLVMValueRef dst, LLVMValueRef src, uint64_t bytes)
{
	LLVMBuildMemCpy(L->b, dst, 16, src, 16, const_i64(L, (int64_t)bytes));
}

/* The copies at the start of one block: its lane PHIs are grp[0..n). */
static void block_copies(Lower *L, LanePhi **grp, unsigned n)
{
	int two_phase = 0;
	for (unsigned i = 0; i < n; i++)
		two_phase |= reads_sibling(grp[i], grp, n);
	LLVMValueRef *tmp = NULL;
	if (two_phase) {   /* new_slot moves the builder: temporaries first */
		tmp = lower_tmp(L, sizeof *tmp * n);
		for (unsigned i = 0; i < n; i++)
			tmp[i] = new_slot(L, grp[i]->bytes);
	}
	LLVMBasicBlockRef bb = LLVMGetInstructionParent(grp[0]->phi);
	LLVMValueRef at = LLVMGetFirstInstruction(bb);
	while (at && LLVMIsAPHINode(at))
		at = LLVMGetNextInstruction(at);
	LLVMPositionBuilderBefore(L->b, at);
	if (!two_phase) {
		for (unsigned i = 0; i < n; i++)
			copy(L, grp[i]->slot, grp[i]->phi, grp[i]->bytes);
		return;
	}
	/* a parallel copy: every source first, then every destination */
	for (unsigned i = 0; i < n; i++)
		copy(L, tmp[i], grp[i]->phi, grp[i]->bytes);
	for (unsigned i = 0; i < n; i++)
		copy(L, grp[i]->slot, tmp[i], grp[i]->bytes);
}

static void phi_copies(Lower *L, LaneFrame *f)
{
	unsigned total = 0;
	for (LanePhi *p = f->first; p; p = p->next)
		total++;
	LanePhi **grp = lower_tmp(L, sizeof *grp * (total + 1));
	for (LanePhi *p = f->first; p; p = p->next) {
		if (p->done)
			continue;
		unsigned n = 0;
		LLVMBasicBlockRef bb = LLVMGetInstructionParent(p->phi);
		for (LanePhi *q = p; q; q = q->next)
			if (!q->done && LLVMGetInstructionParent(q->phi) == bb)
				grp[n++] = q, q->done = 1;
		block_copies(L, grp, n);
	}
}

void lane_func_end(Lower *L)
{
	LaneFrame *f = L->frame;
	if (!f)
		return;
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(L->b);
	phi_copies(L, f);
	LLVMSetOperand(f->call, 1, const_i64(L, (int64_t)(f->size ? f->size : 1)));
	if (cur)
		LLVMPositionBuilderAtEnd(L->b, cur);
	pmap_free(&f->slots);
	pmap_free(&f->phis);
	pmap_free(&f->arg_phi);
	L->frame = NULL;
}

/* lower_fail's long jump skips lane_func_end: the driver frees the maps. */
void lane_free(Lower *L)
{
	if (L->frame) {
		pmap_free(&L->frame->slots);
		pmap_free(&L->frame->phis);
		pmap_free(&L->frame->arg_phi);
		L->frame = NULL;
	}
}

/* ------------------------------------------------------------ lane loops */

void lane_loop_begin(Lower *L, LaneLoop *lp)
{
	LLVMValueRef zero = const_i64(L, 0);
	lp->pre = LLVMGetInsertBlock(L->b);
	lp->body = new_bb(L, "lane");
	LLVMBuildBr(L->b, lp->body);
	LLVMPositionBuilderAtEnd(L->b, lp->body);
	lp->lane = LLVMBuildPhi(L->b, L->t_i64, "l");
	LLVMAddIncoming(lp->lane, &zero, &lp->pre, 1);
	lp->saved_in_lane = L->in_lane;
	lp->saved_lane = L->lane;
	L->in_lane = 1;
	L->lane = lp->lane;
}

/* A do-while over l = 0 .. S-1 (S >= 1), so what the body defines last
 * dominates the exit. */
void lane_loop_end(Lower *L, LaneLoop *lp)
{
	LLVMValueRef next = LLVMBuildAdd(L->b, lp->lane, const_i64(L, 1), "");
	LLVMBasicBlockRef latch = LLVMGetInsertBlock(L->b), exit = new_bb(L, "");
	LLVMAddIncoming(lp->lane, &next, &latch, 1);
	LLVMValueRef more = LLVMBuildICmp(L->b, LLVMIntULT, next, const_i64(L, (int64_t)lanes(L)), "");
	LLVMBuildCondBr(L->b, more, lp->body, exit);
	LLVMPositionBuilderAtEnd(L->b, exit);
	L->in_lane = lp->saved_in_lane;
	L->lane = lp->saved_lane;
}

/* ------------------------------------------------------------ dispatch */

/* Ops whose regions and PHIs carry vectors without computing on them. */
static int carrier(Op *op)
{
	switch (op_name(op)->id) {
	case OP_SCF_FOR: case OP_SCF_IF: case OP_SCF_WHILE: case OP_SCF_EXECUTE_REGION:
	case OP_SCF_INDEX_SWITCH: case OP_SCF_PARALLEL: case OP_AFFINE_FOR: case OP_AFFINE_IF:
		return 1;
	default:
		return 0;
	}
}

static int is_call(Op *op, Lower *L)
{
	return op_name(op)->id == OP_FUNC_CALL || op_name(op)->id == OP_FUNC_CALL_INDIRECT || is_op(L, op, "llvm.call");
}

/* Lane l's view of a memref: the aligned pointer moved to lane l's bank. */
static LLVMValueRef bank_view(Lower *L, LLVMValueRef d)
{
	LLVMValueRef off = LLVMBuildMul(L->b, L->lane, L->frame->bank, "");
	LLVMValueRef p = LLVMBuildGEP2(L->b, L->t_i8, desc_field(L, d, 1), &off, 1, "");
	return desc_set(L, d, 1, p);
}

typedef struct Saved {
	Value *v;
	LLVMValueRef x;
} Saved;

/* Map op's operands to lane l's values; the old mappings go to sv. */
static unsigned lane_operands(Lower *L, Op *op, Saved *sv)
{
	unsigned ns = 0;
	int offset_banks = !is_op(L, op, "vector.gather") && !is_op(L, op, "vector.scatter");
	for (unsigned i = 0; i < op->nopnds; i++) {
		Value *v = op_operand(op, i);
		Type *t = value_type(v);
		int seen = 0;
		for (unsigned j = 0; j < ns; j++)
			seen |= sv[j].v == v;
		if (seen)
			continue;
		LLVMValueRef x = lv(L, v), y;
		if (is_vec(t))
			y = LLVMBuildLoad2(L->b, vec_type(L, t), lane_addr(L, lane_operand_slot(L, op, v), lane_stride(L, t)), "");
		else if (t->kind == TY_MEMREF && offset_banks && addr_space(L, t) != 0)
			y = bank_view(L, x);
		else
			continue;
		if (is_vec(t))
			LLVMSetAlignment(y, elem_align(L, t->elem));
		sv[ns++] = (Saved){ v, x };
		pmap_put(&L->vals, v, y);
	}
	return ns;
}

static void lane_run(Lower *L, Op *op, const LowerEntry *e)
{
	Saved *sv = lower_tmp(L, sizeof *sv * (op->nopnds + 1));
	LLVMValueRef *slot = lower_tmp(L, sizeof *slot * (op->nres + 1));
	LLVMValueRef *lane0 = lower_tmp(L, sizeof *lane0 * (op->nres + 1));
	for (unsigned i = 0; i < op->nres; i++)
		slot[i] = is_vec(value_type(&op_res(op)[i])) ? lane_slot(L, &op_res(op)[i]) : NULL;
	LaneLoop lp;
	lane_loop_begin(L, &lp);
	for (unsigned i = 0; i < op->nres; i++) {   /* lane 0's scalar results */
		if (slot[i])
			continue;
		LLVMValueRef undef = LLVMGetPoison(type_or_fail(L, op, value_type(&op_res(op)[i])));
		lane0[i] = LLVMBuildPhi(L->b, LLVMTypeOf(undef), "");
		LLVMAddIncoming(lane0[i], &undef, &lp.pre, 1);
	}
	unsigned ns = lane_operands(L, op, sv);
	e->fn(L, op);
	LLVMValueRef first = NULL;
	for (unsigned i = 0; i < op->nres; i++) {
		Value *r = &op_res(op)[i];
		if (slot[i]) {
			LLVMValueRef st = LLVMBuildStore(L->b, lv(L, r), lane_addr(L, slot[i], lane_stride(L, value_type(r))));
			LLVMSetAlignment(st, elem_align(L, value_type(r)->elem));
			continue;
		}
		if (!first)
			first = LLVMBuildICmp(L->b, LLVMIntEQ, L->lane, const_i64(L, 0), "");
		LLVMValueRef keep = LLVMBuildSelect(L->b, first, lv(L, r), lane0[i], "");
		LLVMBasicBlockRef latch = LLVMGetInsertBlock(L->b);
		LLVMAddIncoming(lane0[i], &keep, &latch, 1);
		lane0[i] = keep;
	}
	lane_loop_end(L, &lp);
	for (unsigned i = 0; i < ns; i++)
		pmap_put(&L->vals, sv[i].v, sv[i].x);
	for (unsigned i = 0; i < op->nres; i++)
		pmap_put(&L->vals, &op_res(op)[i], slot[i] ? slot[i] : lane0[i]);
}

int lane_dispatch(Lower *L, Op *op, const LowerEntry *e)
{
	if (L->in_lane || !has_vector(op))
		return 0;
	if (!L->fn)
		lower_fail(L, op, "a vector at module level cannot run in lane mode (--host-model): define it in the function");
	unsigned f = op_name(op)->info->flags;
	if ((f & OF_RETURN_LIKE) && (op_name(op)->id == OP_FUNC_RETURN || op_name(op)->id == OP_LLVM_RETURN))
		lower_fail(L, op, "returning a vector cannot run in lane mode (--host-model)");
	if (is_call(op, L))
		lower_fail(L, op, "a call with vector arguments or results cannot run in lane mode (--host-model)");
	if (f & OF_TERMINATOR)
		return 0;   /* yields and branches pass slot pointers */
	if (op->nregions) {
		if (!carrier(op))
			lower_fail(L, op, "'%s' on vectors cannot run in lane mode (--host-model)", op_name(op)->name->s);
		return 0;
	}
	if (op_name(op)->dialect->len == 4 && !memcmp(op_name(op)->dialect->s, "vcix", 4))
		return 0;   /* lower_vcix.c: the units see all lanes at once */
	need_frame(L);
	lane_run(L, op, e);
	return 1;
}
