/* dma_view.c — what dma-fine-grained and lower-to-vcix read off
 * PyTorchSim's customized `memref.dma_start` (pipeline.md §3.1, §4.2):
 * its operands by position, the `async` flag, memory spaces, and the
 * "reaches" relation both passes use to tie a DMA to a matmul operand. */
#include "rewrite.h"

#include <stdint.h>
#include <string.h>

/* src, src_idx × rank(src), dst, dst_idx × rank(dst), dma_type, tag,
 * tag_idx × rank(tag), vlane_split_axis, vlane_stride (the Gen A view). */
int rw_dma_view(Ctx *c, const char *pass, Op *op, DmaView *d)
{
	uint32_t n = op->nopnds, i = 0;
	memset(d, 0, sizeof *d);
	d->op = op;
	d->dma_type = -1;
	Type *t = n ? value_type(op_operand(op, 0)) : NULL;
	if (!t || t->kind != TY_MEMREF)
		goto bad;
	d->src = op_operand(op, i++);
	d->src_rank = t->n;
	d->src_idx = op_opnds(op) + i;
	i += d->src_rank;
	if (i >= n || (t = value_type(op_operand(op, i)))->kind != TY_MEMREF)
		goto bad;
	d->dst = op_operand(op, i++);
	d->dst_rank = t->n;
	d->dst_idx = op_opnds(op) + i;
	i += d->dst_rank;
	if (i + 1 >= n || (t = value_type(op_operand(op, i + 1)))->kind != TY_MEMREF)
		goto bad;
	d->num = op_operand(op, i++);
	d->tag = op_operand(op, i++);
	d->tag_rank = t->n;
	d->tag_idx = op_opnds(op) + i;
	i += d->tag_rank;
	if (i + 2 != n)
		goto bad;
	d->stride = op_operand(op, i);
	d->per_stride = op_operand(op, i + 1);
	if (rw_const_value(d->num, &d->dma_type) < 0)
		d->dma_type = -1;   /* the passes' reading of a non-constant dma_type */
	return 0;
bad:
	ctx_error(c, op->pos, "memref.dma_start: %s expects PyTorchSim's operands (src[idx], dst[idx], dma_type, "
		  "tag[idx], vlane_split_axis, vlane_stride)", pass);
	return -1;
}

int rw_dma_async(const Op *op)
{
	Attr *a = rw_attr(op, "async");
	int64_t v;
	if (!a)
		return 0;
	/* IntegerAttr or BoolAttr by value; any other attribute counts as set,
	 * as in the Python passes (a failed int() is "true"). */
	return rw_int(a, &v) < 0 || v != 0;
}

int64_t rw_mem_space(const Type *t)
{
	int64_t v;
	if (!t || t->kind != TY_MEMREF || !t->memspace)
		return t && t->kind == TY_MEMREF ? 0 : -1;
	return t->memspace->kind == AT_INT && rw_int(t->memspace, &v) == 0 ? v : -1;
}

/* ------------------------------------------------------------- reaches */

static uint32_t ptr_hash(const void *p)
{
	return hash_bytes(&p, sizeof p, 0x5eed);
}

static int ptr_eq(const void *a, const void *b)
{
	return a == b;
}

/* v reaches t when v is t, or v is an op result and an operand of its
 * defining op reaches t; block arguments stop.  The Python walks the
 * operand tree without memory; a visited set gives the same answer in
 * linear time on DAGs. */
int rw_reaches(Value *v, const Value *t)
{
	HashSet seen = { 0 };
	Vec stack;
	int found = 0;
	vec_init(&stack, sizeof(Value *));
	*(Value **)vec_push(&stack) = v;
	while (stack.len && !found) {
		Value *x = VEC_AT(&stack, Value *, --stack.len);
		if (x == t) {
			found = 1;
			break;
		}
		Op *d = value_def(x);
		if (!d || hs_find(&seen, ptr_hash(d), ptr_eq, d))
			continue;
		hs_insert(&seen, d, ptr_hash(d));
		for (uint32_t i = 0; i < d->nopnds; i++)
			*(Value **)vec_push(&stack) = op_operand(d, i);
	}
	vec_free(&stack);
	hs_free(&seen);
	return found;
}
