/* print.c — the module printer: MLIR 19's generic op form, byte-identical
 * to `mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic`.
 *
 * Structure follows mlir/lib/IR/AsmPrinter.cpp: an alias walk over the IR
 * (DummyAliasOperationPrinter), SSA numbering (SSANameState), then the
 * text: non-deferred alias definitions, the top-level op, deferred (op
 * location) aliases, and the file metadata.  Types and attributes are in
 * print_attr.c.
 *
 * Scratch: the printer overwrites Op.mark (result number of the op's first
 * result) and Block.mark (index of the block's BlockInfo). */
#include "print_impl.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

void pr_init(Printer *p, Ctx *c, Buf *out, const PrintOpts *o)
{
	memset(p, 0, sizeof *p);
	p->c = c;
	p->out = out;
	p->debuginfo = o ? o->debuginfo : 0;
	p->hex_threshold = o ? o->hex_threshold : 100;
	p->pretty = o ? o->pretty : 0;
	vec_init(&p->ents, sizeof(AliasEnt));
	vec_init(&p->kids, sizeof(uint32_t));
	vec_init(&p->kidstack, sizeof(uint32_t));
	vec_init(&p->refs, sizeof(TextRef));
	vec_init(&p->order, sizeof(uint32_t));
	vec_init(&p->resorder, sizeof(const Str *));
	vec_init(&p->blocks, sizeof(BlockInfo));
	vec_init(&p->wblocks, sizeof(BlockInfo));
	vec_init(&p->lblocks, sizeof(BlockInfo));
	vec_init(&p->lstack, sizeof(Region *));
	vec_init(&p->tcounts, 2 * sizeof(uint32_t));
	vec_init(&p->arecs, sizeof(AttrRec));
}

void pr_free(Printer *p)
{
	vec_free(&p->ents);
	vec_free(&p->kids);
	vec_free(&p->kidstack);
	vec_free(&p->refs);
	vec_free(&p->order);
	vec_free(&p->resorder);
	vec_free(&p->blocks);
	vec_free(&p->wblocks);
	vec_free(&p->lblocks);
	vec_free(&p->lstack);
	free((void *)p->lz_base);
	vec_free(&p->tcounts);
	vec_free(&p->arecs);
	pm_free(&p->ent_of);
	pm_free(&p->distinct);
	pm_free(&p->reskeys);
	pm_free(&p->tycache);
	pm_free(&p->syncache);
	pm_free(&p->recmap);
	pm_free(&p->wrecs);
	buf_free(&p->tytext);
	free(p->names);
	free(p->fmemo);
	free(p->sigmemo);
	pr_amemo_free(p);
}

void print_type(Ctx *c, Type *t, Buf *out)
{
	Printer p;
	pr_init(&p, c, out, NULL);
	p.helper = 1;   /* one object: no records, Attr.pslot left alone */
	pr_type(&p, t);
	pr_free(&p);
}

void print_attr(Ctx *c, Attr *a, Buf *out)
{
	Printer p;
	pr_init(&p, c, out, NULL);
	p.helper = 1;   /* one object: no records, Attr.pslot left alone */
	pr_attr(&p, a, ELIDE_NEVER);
	pr_free(&p);
}

/* ------------------------------------------------------------ alias walk */

/* Answered once per op name, when the name is made (opname_get). */
static int op_is_registered(const Op *op) { return op_name(op)->registered; }

static int str_less(const Str *a, const Str *b)
{
	uint32_t n = a->len < b->len ? a->len : b->len;
	int r = memcmp(a->s, b->s, n);
	return r ? r < 0 : a->len < b->len;
}

/* One attribute an op holds; a parse thread's walk notes it if it makes
 * an entity (walklog.c).  Returns whether it did. */
static int visit_own_attr(Printer *p, Attr *a)
{
	uint32_t d, i = al_visit_attr(p, a, 0, &d);
	if (p->wlog && i != NO_ENT)
		walklog_note(p, a, 0, i);
	return i != NO_ENT;
}

/* A parse thread's walk: a dictionary none of whose values makes an
 * entity, nor itself (it has no alias name), is marked so (Attr.wseen, as
 * al_visit_attr marks it), and the next op holding it visits nothing in
 * it: most ops share their dictionaries, whose values would each be a
 * miss. */
static int dict_clean(const Printer *p, const Attr *d)
{
	return !d || d->wseen[p->wthread] == WSEEN_NONE;
}

static void dict_mark(const Printer *p, Attr *d, int kept)
{
	if (d && !kept && !d->alias)
		d->wseen[p->wthread] = WSEEN_NONE;
}

/* A registered op's getAttrs() is its inherent attributes (properties)
 * merged with the discardable ones, sorted by name. */
static void visit_op_attrs(Printer *p, Op *op)
{
	Attr *at = op_attrs(op) && op_attrs(op)->kind == AT_DICT ? op_attrs(op) : NULL;
	Attr *pr = op_props(op) && op_is_registered(op) ? op_props(op) : NULL;
	if (pr && pr->kind != AT_DICT) {
		visit_own_attr(p, pr);
		pr = NULL;
	}
	if (p->wlog && dict_clean(p, pr) && dict_clean(p, at))
		return;
	uint32_t i = 0, j = 0, ni = pr ? pr->n : 0, nj = at ? at->n : 0;
	int kpr = 0, kat = 0;
	while (i < ni || j < nj) {
		if (j == nj || (i < ni && str_less(attr_name(pr, i), attr_name(at, j))))
			kpr |= visit_own_attr(p, attr_elem(pr, i++));
		else
			kat |= visit_own_attr(p, attr_elem(at, j++));
	}
	if (p->wlog) {
		dict_mark(p, pr, kpr);
		dict_mark(p, at, kat);
	}
}

static Attr *loc_of(Printer *p, Attr *loc) { return loc ? loc : p->c->a_loc_unknown; }

static void visit_op(Printer *p, Op *op);

/* Most values' types are leaves (i32, index, f32): tested here, no call. */
static void visit_value_type(Printer *p, const Value *v)
{
	uint32_t d, i;
	Type *t = value_type(v);
	if (t && !type_is_leaf(t) && (i = al_visit_type(p, t, 0, &d)) != NO_ENT && p->wlog)
		walklog_note(p, t, 1, i);
}

/* The walk also counts what the numbering will number (number_region),
 * and per op of the module's body what its regions hold: print_top's
 * second numbering thread starts from those counts. */
static void visit_block(Printer *p, Block *b, int entry)
{
	uint32_t d;
	for (uint32_t i = 0; i < b->nargs; i++) {
		visit_value_type(p, block_arg(b, i));
		if (p->debuginfo)
			al_visit_attr(p, loc_of(p, value_arg_loc(block_arg(b, i))), 0, &d);
	}
	if (entry)
		p->cnt_arg += b->nargs;
	else
		p->cnt_val += b->nargs;
	int per_op = b == p->count_body;
	for (Op *o = block_first(b); o; o = op_next(o)) {
		p->cnt_val += o->nres != 0;
		uint32_t v = p->cnt_val, a = p->cnt_arg;
		visit_op(p, o);
		if (per_op) {
			uint32_t *c = vec_push(&p->tcounts);
			c[0] = p->cnt_val - v;
			c[1] = p->cnt_arg - a;
		}
	}
}

/* DummyAliasOperationPrinter in generic mode: the op location (deferrable),
 * then the regions, operand types, result types, attributes. */
static void visit_op(Printer *p, Op *op)
{
	uint32_t d;
	if (p->debuginfo)
		al_visit_attr(p, loc_of(p, op_loc(op)), 1, &d);
	for (uint32_t r = 0; r < op->nregions; r++)
		for (Block *b = region_first(&op_regions(op)[r]); b; b = block_next(b))
			visit_block(p, b, b == region_first(&op_regions(op)[r]));
	pr_visit_op_own(p, op);
}

void pr_visit_op_own(Printer *p, Op *op)
{
	for (uint32_t i = 0; i < op->nopnds; i++)
		if (op_operand(op, i))
			visit_value_type(p, op_operand(op, i));
	for (uint32_t i = 0; i < op->nres; i++)
		visit_value_type(p, &op_res(op)[i]);
	visit_op_attrs(p, op);
}

void pr_visit_op(Printer *p, Op *op) { visit_op(p, op); }

/* --------------------------------------------------------- SSA numbering */

/* SSANameState with generic form (which implies unique SSA ids): regions
 * are numbered from a stack, last pushed first, and the counters are never
 * rewound, so values are unique across the whole module.  A region's own
 * values come before those of the regions nested in it; entry-block
 * arguments are %argN from their own counter; other block arguments share
 * the result counter. */
typedef struct Counters {
	uint32_t val, arg;
} Counters;

/* The regions' BlockInfo go to `to`: p->blocks, or p->wblocks (tag BLOCK_W). */
static void number_region(Region *r, Vec *stack, Counters *k, Vec *to, uint32_t tag)
{
	uint32_t ord = 0;
	for (Block *b = region_first(r); b; b = block_next(b)) {
		int entry = b == region_first(r);
		BlockInfo *bi = vec_push(to);
		bi->block = span_link(b);
		bi->ordinal = ord++;
		bi->argbase = entry ? k->arg : k->val;
		b->mark = (uint32_t)(to->len - 1) | tag;
		if (entry)
			k->arg += b->nargs;
		else
			k->val += b->nargs;
		for (Op *o = block_first(b); o; o = op_next(o)) {
			__builtin_prefetch((const char *)o + PR_AHEAD);
			if (o->nres)
				o->mark = k->val++;
			for (uint32_t i = 0; i < o->nregions; i++)
				*(Region **)vec_push(stack) = &op_regions(o)[i];
		}
	}
}

/* Op o's regions and all they hold, from the counters at k on. */
static void number_op_regions(Op *o, Counters *k, Vec *stack, Vec *to, uint32_t tag)
{
	for (uint32_t i = 0; i < o->nregions; i++)
		*(Region **)vec_push(stack) = &op_regions(o)[i];
	while (stack->len) {
		Region *r = VEC_AT(stack, Region *, --stack->len);
		number_region(r, stack, k, to, tag);
	}
}

static void number_values(Printer *p, Op *top)
{
	Vec stack;
	vec_init(&stack, sizeof(Region *));
	Counters k = { 0, 0 };
	if (top->nres)
		top->mark = k.val++;
	number_op_regions(top, &k, &stack, &p->blocks, 0);
	vec_free(&stack);
}

/* The same numbering on two threads, for a top op whose one region has one
 * block (a module).  Its body's ops are numbered last first, each op's
 * regions as one run of numbers: the second thread (number_back) starts at
 * once with the body's own values, then takes ops from the back; the
 * first, when its alias walk has counted what each op's regions hold
 * (visit_block), knows where each op's run starts and takes ops from the
 * front, into p->wblocks.  They meet where `ends` (front | back << 32) says. */
typedef struct Numbering {
	Printer *p;
	Op *top;
	_Atomic uint64_t ends;
	atomic_int front_went;   /* the first thread has tried to take op 0 (see number_back) */
} Numbering;

static int number_claim(Numbering *nb, uint32_t i, int back)
{
	uint64_t e = atomic_load(&nb->ends);
	for (;;) {
		uint32_t lo = (uint32_t)e, hi = (uint32_t)(e >> 32);
		if (back ? i + 1 != hi || i < lo : i != lo || i >= hi)
			return 0;
		uint64_t want = back ? ((uint64_t)i << 32 | lo) : ((uint64_t)hi << 32 | (i + 1));
		if (atomic_compare_exchange_weak(&nb->ends, &e, want))
			return 1;
	}
}

static void number_back(Numbering *nb)
{
	Printer *p = nb->p;
	Block *body = region_first(&op_regions(nb->top)[0]);
	Counters k = { 0, 0 };
	Vec stack;
	vec_init(&stack, sizeof(Region *));
	/* Room for a block per 256 bytes of text (the bench module has one per
	 * 580): doubling copied the vector to fresh pages at each step, and a
	 * fresh small page costs ~10 us on the VMs we measure on.  Room never
	 * touched is never resident. */
	vec_reserve(&p->blocks, p->c->srclen / 256);
	if (nb->top->nres)
		nb->top->mark = k.val++;
	/* the body's own values (its ops' regions, pushed, are taken below) */
	number_region(&op_regions(nb->top)[0], &stack, &k, &p->blocks, 0);
	stack.len = 0;
	uint32_t n = 0;
	for (Op *o = block_first(body); o; o = op_next(o))
		n++;
	/* from "none taken" (hi = UINT32_MAX) to hi = n, unless the front has
	 * taken them all already */
	uint64_t e = atomic_load(&nb->ends);
	while ((uint32_t)(e >> 32) == UINT32_MAX && !atomic_compare_exchange_weak(&nb->ends, &e, (uint64_t)n << 32 | (uint32_t)e))
		;
	/* --split-min=0 (the tests, the fuzz target) splits the smallest
	 * module, whose walk ends after this thread has numbered it all: here
	 * it waits for the walk, and the front takes half at most, so that
	 * both ends' numbering runs every time. */
	while (!p->c->split_min && !atomic_load(&nb->front_went))
		sched_yield();
	uint32_t i = n;
	for (Op *o = block_last(body); o && i > 0 && number_claim(nb, i - 1, 1); o = op_prev(o), i--)
		number_op_regions(o, &k, &stack, &p->blocks, 0);
	vec_free(&stack);
}

/* The first thread's part, after its walk: the ops from the front. */
static void number_front(Numbering *nb)
{
	Printer *p = nb->p;
	Block *body = region_first(&op_regions(nb->top)[0]);
	const uint32_t *cnt = p->tcounts.p;
	uint32_t n = (uint32_t)p->tcounts.len;
	Counters k = { (nb->top->nres != 0) + p->cnt_val, p->cnt_arg };   /* the totals */
	Vec stack;
	vec_init(&stack, sizeof(Region *));
	uint32_t i = 0, lim = p->c->split_min ? n : (n + 1) / 2;
	for (Op *o = block_first(body); o && i < lim && number_claim(nb, i, 0); o = op_next(o), i++) {
		if (!i)
			atomic_store(&nb->front_went, 1);
		/* op i's run ends where op i-1's begins: the total less ops 0..i */
		k.val -= cnt[2 * i];
		k.arg -= cnt[2 * i + 1];
		Counters at = k;
		number_op_regions(o, &at, &stack, &p->wblocks, BLOCK_W);
	}
	atomic_store(&nb->front_went, 1);
	p->c->number_ops = n;
	p->c->number_front = i;
	vec_free(&stack);
}

/* With the parse's walk (walklog.c), what each op of the body holds is
 * known before anything is numbered, so each op's regions are numbered
 * just before the op is printed (pr_block_op, by whichever printer
 * prints it), from where number_back would have started them: no thread
 * walks the IR beforehand, and the op's IR is then in the cache for its
 * print.  The body's own values, and the counters each op starts at (the
 * last op's first: the regions are numbered from a stack), go first. */
static void number_lazy(Printer *p, Op *top, const Block *body)
{
	Vec stack;
	vec_init(&stack, sizeof(Region *));
	Counters k = { 0, 0 };
	if (top->nres)
		top->mark = k.val++;
	if (p->body_res || body->nargs) {
		number_region(&op_regions(top)[0], &stack, &k, &p->blocks, 0);
	} else {   /* what number_region does here, without reading every op of the body (cold) */
		BlockInfo *bi = vec_push(&p->blocks);
		*bi = (BlockInfo){ span_link(body), 0, k.arg };
		((Block *)body)->mark = (uint32_t)(p->blocks.len - 1);
	}
	vec_free(&stack);
	const uint32_t *cnt = p->tcounts.p;
	uint32_t n = (uint32_t)p->tcounts.len;
	uint32_t *base = malloc((n ? n : 1) * 2 * sizeof *base);
	if (!base)
		die_oom();
	for (uint32_t i = n; i-- > 0;) {
		base[2 * i] = k.val;
		base[2 * i + 1] = k.arg;
		k.val += cnt[2 * i];
		k.arg += cnt[2 * i + 1];
	}
	p->lz_body = body;
	p->lz_base = base;
	p->lz_n = n;
	p->c->number_lazy = 1;
	pr_reserve_blocks(p);
}

/* Room for a block per 256 bytes of text (the bench module has one per
 * 580): doubling copied the vector to fresh pages at each step, and a
 * fresh small page costs ~10 us on the VMs we measure on.  Room never
 * touched is never resident. */
void pr_reserve_blocks(Printer *p)
{
	vec_reserve(&p->lblocks, p->c->srclen / 256);
}

void pr_number_body_op(Printer *p, Op *op, uint32_t i)
{
	if (i >= p->lz_n)
		return;
	Counters k = { p->lz_base[2 * i], p->lz_base[2 * i + 1] };
	p->lstack.len = 0;
	number_op_regions(op, &k, &p->lstack, &p->lblocks, BLOCK_L);
}

/* ------------------------------------------------------------ op printing */

/* NULL for a block outside the printed IR (invalid IR: a stale mark). */
static BlockInfo *binfo(Printer *p, const Block *b)
{
	if (!b)
		return NULL;
	Vec *v = b->mark & BLOCK_W ? &p->wblocks : b->mark & BLOCK_L ? &p->lblocks : &p->blocks;
	uint32_t i = b->mark & ~(BLOCK_W | BLOCK_L);
	if (i >= v->len || VEC_AT(v, BlockInfo, i).block != span_link(b))
		return NULL;
	return &VEC_AT(v, BlockInfo, i);
}

void pr_value(Printer *p, const Value *v)
{
	Buf *b = p->out;
	if (!v) {
		buf_puts(b, "<<NULL VALUE>>");
		return;
	}
	if (value_def(v)) {
		buf_putc(b, '%');
		pr_u64(b, value_def(v)->mark);
		if (value_def(v)->nres > 1) {
			buf_putc(b, '#');
			pr_u64(b, v->index);
		}
		return;
	}
	const Block *blk = value_block(v);
	const BlockInfo *bi = binfo(p, blk);
	if (!bi) {
		buf_puts(b, "<<UNKNOWN SSA VALUE>>");
		return;
	}
	int entry = block_region(blk) && region_first(block_region(blk)) == blk;
	buf_put(b, entry ? "%arg" : "%", entry ? 4 : 1);
	pr_u64(b, bi->argbase + v->index);
}

void pr_block_name(Printer *p, const Block *b)
{
	const BlockInfo *bi = binfo(p, b);
	if (!bi) {
		buf_puts(p->out, "INVALIDBLOCK");
		return;
	}
	buf_put(p->out, "^bb", 3);
	pr_u64(p->out, bi->ordinal);
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

/* "  // pred: ^bb0", "  // 2 preds: ^bb0, ^bb1" (one entry per edge,
 * sorted by block number), "  // no predecessors". */
static void print_preds(Printer *p, const Block *b)
{
	Buf *o = p->out;
	uint32_t n = 0;
	for (SuccUse *s = block_preds(b); s; s = succ_next(s))
		n++;
	if (!n) {
		if (!(block_region(b) && region_first(block_region(b)) == b))
			buf_puts(o, "  // no predecessors");
		return;
	}
	if (n == 1) {
		buf_puts(o, "  // pred: ");
		pr_block_name(p, op_block(succ_owner(block_preds(b))));
		return;
	}
	uint32_t small[16];
	uint32_t *ord = n <= 16 ? small : malloc(n * sizeof *ord);
	if (!ord)
		abort();
	uint32_t i = 0;
	for (SuccUse *s = block_preds(b); s; s = succ_next(s)) {
		const BlockInfo *bi = binfo(p, op_block(succ_owner(s)));
		ord[i++] = bi ? bi->ordinal : UINT32_MAX;
	}
	qsort(ord, n, sizeof *ord, cmp_u32);
	buf_puts(o, "  // ");
	pr_u64(o, n);
	buf_puts(o, " preds: ");
	for (i = 0; i < n; i++) {
		if (i)
			buf_put(o, ", ", 2);
		if (ord[i] == UINT32_MAX) {
			buf_puts(o, "INVALIDBLOCK");
			continue;
		}
		buf_put(o, "^bb", 3);
		pr_u64(o, ord[i]);
	}
	if (ord != small)
		free(ord);
}

static void print_block_header(Printer *p, Block *b, unsigned indent)
{
	Buf *o = p->out;
	buf_indent(o, indent);
	pr_block_name(p, b);
	if (b->nargs) {
		buf_putc(o, '(');
		for (uint32_t i = 0; i < b->nargs; i++) {
			if (i)
				buf_put(o, ", ", 2);
			pr_value(p, block_arg(b, i));
			buf_put(o, ": ", 2);
			pr_type(p, value_type(block_arg(b, i)));
			if (p->debuginfo) {
				/* MLIR does not use aliases for argument locations. */
				buf_putc(o, ' ');
				pr_loc(p, value_arg_loc(block_arg(b, i)), 0);
			}
		}
		buf_putc(o, ')');
	}
	buf_putc(o, ':');
	print_preds(p, b);
	buf_putc(o, '\n');
}

/* With a sink, hand finished text over in chunks, so the whole output
 * never sits in memory (a 50 MB module would otherwise fault in 50 MB of
 * fresh pages). */
void pr_flush(Printer *p, size_t at_least)
{
	if (!p->out->len || p->out->len < at_least)
		return;
	if (!p->sink) {
		if (!p->pieces || p->write_error || p->out->len < SPILL_AT)
			return;
		p->sink = tmpfile();
		if (!p->sink) {
			p->write_error = 1;
			return;
		}
	}
	if (fwrite(p->out->p, 1, p->out->len, p->sink) != p->out->len)
		p->write_error = 1;
	p->out->len = 0;
}

/* `skip`: an implicit terminator the pretty form leaves out. */
static void print_block(Printer *p, Block *b, int header, unsigned indent, const Op *skip)
{
	if (header)
		print_block_header(p, b, indent);
	if (b == p->split_block && !header && !skip && pr_block_split(p, b, indent))
		return;
	uint32_t i = 0;
	for (Op *op = block_first(b); op; op = op_next(op), i++) {
		if (op == skip)
			continue;
		pr_block_op(p, b, op, i, indent + 2);
	}
}

/* The entry block's label is printed only when it has arguments or no ops
 * (pretty form: not when the op spelled the arguments, `entry_args` 0). */
void pr_region(Printer *p, Region *r, unsigned indent, int entry_args, const Op *skip)
{
	buf_put(p->out, "{\n", 2);
	Block *entry = region_first(r);
	if (entry) {
		int hdr = entry_args ? (!entry->first || entry->nargs) : 0;
		print_block(p, entry, hdr, indent, skip);
		for (Block *b = block_next(entry); b; b = block_next(b))
			print_block(p, b, 1, indent, NULL);
	}
	buf_indent(p->out, indent);
	buf_putc(p->out, '}');
}

static void print_region(Printer *p, Region *r, unsigned indent)
{
	pr_region(p, r, indent, 1, NULL);
}

/* Generated IR repeats a few signatures on thousands of ops: their text
 * is kept by the types' pointers (a type's text is the same wherever this
 * printer prints it), so a repeat costs one comparison of the pointers.
 * Two ways a set, the newest first: direct-mapped in 64 sets, with texts
 * of 64 bytes at most, it missed on 39 % of the bench module's ops (~40
 * signatures, some 67 bytes long: `(memref<64x64xf32, strided<[64, 1],
 * offset: ?>>, index, index) -> f32`), and a miss prints the types again. */
enum { SIG_SETS = 128, SIG_WAYS = 2, SIG_TYPES = 4, SIG_TEXT = 128 };
struct SigMemo {
	Type *t[SIG_TYPES];
	uint8_t nin, nout, len;
	char text[SIG_TEXT];
};

static void print_signature(Printer *p, Op *op);

static void print_functional_type(Printer *p, Op *op)
{
	uint32_t n = op->nopnds + op->nres;
	if (n > SIG_TYPES ||
	    (!p->sigmemo && !(p->sigmemo = calloc(SIG_SETS * SIG_WAYS, sizeof *p->sigmemo)))) {
		print_signature(p, op);
		return;
	}
	Type *t[SIG_TYPES] = { 0 };
	uint64_t h = n;
	for (uint32_t i = 0; i < n; i++) {
		Value *v = i < op->nopnds ? op_operand(op, i) : &op_res(op)[i - op->nopnds];
		if (!v) {   /* <<NULL TYPE>>: not kept */
			print_signature(p, op);
			return;
		}
		t[i] = value_type(v);
		h = (h ^ (uintptr_t)t[i]) * UINT64_C(0x9e3779b97f4a7c15);
	}
	struct SigMemo *set = &p->sigmemo[(h >> 57) * SIG_WAYS];
	for (unsigned w = 0; w < SIG_WAYS; w++) {
		struct SigMemo *m = &set[w];
		if (m->len && m->nin == op->nopnds && m->nout == op->nres && !memcmp(m->t, t, sizeof t)) {
			buf_put_slot(p->out, m->text, m->len, SIG_TEXT);   /* `rep movsq` was 16 % of pr_op's samples */
			return;
		}
	}
	size_t start = p->out->len;
	print_signature(p, op);
	size_t len = p->out->len - start;
	if (len && len <= SIG_TEXT) {
		memmove(&set[1], &set[0], (SIG_WAYS - 1) * sizeof *set);
		struct SigMemo *m = &set[0];
		memcpy(m->t, t, sizeof t);
		m->nin = (uint8_t)op->nopnds;
		m->nout = (uint8_t)op->nres;
		m->len = (uint8_t)len;
		memcpy(m->text, p->out->p + start, len);
	}
}

static void print_signature(Printer *p, Op *op)
{
	Buf *o = p->out;
	buf_putc(o, '(');
	for (uint32_t i = 0; i < op->nopnds; i++) {
		if (i)
			buf_put(o, ", ", 2);
		Value *v = op_operand(op, i);
		if (v)
			pr_type(p, value_type(v));
		else
			buf_puts(o, "<<NULL TYPE>>");
	}
	buf_put(o, ") -> ", 5);
	int wrap = op->nres != 1 || value_type(&op_res(op)[0])->kind == TY_FUNC;
	if (wrap)
		buf_putc(o, '(');
	for (uint32_t i = 0; i < op->nres; i++) {
		if (i)
			buf_put(o, ", ", 2);
		pr_type(p, value_type(&op_res(op)[i]));
	}
	if (wrap)
		buf_putc(o, ')');
}

static void print_op_body(Printer *p, Op *op, unsigned indent)
{
	Buf *o = p->out;
	const OpName *on = op_name(op);
	if (on->plain) {   /* most names: no per-byte scan */
		buf_putc(o, '"');
		buf_put(o, on->name->s, on->name->len);
		buf_put(o, "\"(", 2);
	} else {
		pr_escaped(o, on->name->s, on->name->len);
		buf_putc(o, '(');
	}
	for (uint32_t i = 0; i < op->nopnds; i++) {
		if (i)
			buf_put(o, ", ", 2);
		pr_value(p, op_operand(op, i));
	}
	buf_putc(o, ')');
	if (op->nsuccs) {
		buf_putc(o, '[');
		for (uint32_t i = 0; i < op->nsuccs; i++) {
			if (i)
				buf_put(o, ", ", 2);
			pr_block_name(p, succ_block(&op_succs(op)[i]));
		}
		buf_putc(o, ']');
	}
	if (op->props) {
		buf_put(o, " <", 2);
		pr_attr(p, op_props(op), ELIDE_NEVER);
		buf_putc(o, '>');
	}
	if (op->nregions) {
		buf_put(o, " (", 2);
		for (uint32_t r = 0; r < op->nregions; r++) {
			if (r)
				buf_put(o, ", ", 2);
			print_region(p, &op_regions(op)[r], indent);
		}
		buf_putc(o, ')');
	}
	if (op_attrs(op) && op_attrs(op)->kind == AT_DICT && op_attrs(op)->n) {
		buf_putc(o, ' ');
		pr_attr(p, op_attrs(op), ELIDE_NEVER);
	}
	buf_put(o, " : ", 3);
	print_functional_type(p, op);
}

/* `%3 = `, `%3:2 = ` (one group: generic form has no result names). */
void pr_op(Printer *p, Op *op, unsigned indent)
{
	Buf *o = p->out;
	buf_indent(o, indent);
	if (op->nres) {
		buf_putc(o, '%');
		pr_u64(o, op->mark);
		if (op->nres > 1) {
			buf_putc(o, ':');
			pr_u64(o, op->nres);
		}
		buf_put(o, " = ", 3);
	}
	if (!p->pretty || !pr_pretty_op(p, op, indent))
		print_op_body(p, op, indent);
	if (p->debuginfo) {
		buf_putc(o, ' ');
		pr_loc(p, op_loc(op), 1);
	}
}

/* ---------------------------------------------------------- file metadata */

typedef struct MetaState {
	int saw_dict, had_section, need_section_comma, need_group_comma, had_group;
} MetaState;

/* Emits the `{-#`, section and group openers the first entry needs. */
static void meta_entry(Printer *p, MetaState *ms, const char *section, const Str *group, const Str *key)
{
	Buf *o = p->out;
	if (!ms->saw_dict) {
		ms->saw_dict = 1;
		buf_puts(o, "\n{-#\n");
	}
	if (!ms->had_section) {
		ms->had_section = 1;
		if (ms->need_section_comma)
			buf_puts(o, ",\n");
		buf_puts(o, "  ");
		buf_puts(o, section);
		buf_puts(o, "_resources: {\n");
	}
	if (!ms->had_group) {
		ms->had_group = 1;
		if (ms->need_group_comma)
			buf_puts(o, ",\n");
		buf_puts(o, "    ");
		buf_put(o, group->s, group->len);
		buf_puts(o, ": {\n");
	} else {
		buf_puts(o, ",\n");
	}
	buf_puts(o, "      ");
	buf_put(o, key->s, key->len);
	buf_puts(o, ": ");
}

static void meta_end_group(Printer *p, MetaState *ms)
{
	if (ms->had_group)
		buf_puts(p->out, "\n    }");
	ms->need_group_comma |= ms->had_group;
	ms->had_group = 0;
}

/* Blobs print as uppercase hex (alignment word included, as parsed);
 * strings escaped; booleans as keywords. */
static void meta_value(Printer *p, const Resource *r)
{
	Buf *o = p->out;
	if (r->kind == 1 || !r->text) {
		buf_puts(o, r->bval ? "true" : "false");
		return;
	}
	const Str *t = r->text;
	if (t->len >= 2 && t->s[0] == '0' && t->s[1] == 'x') {
		buf_put(o, "\"0x", 3);
		for (uint32_t i = 2; i < t->len; i++) {
			char ch = t->s[i];
			buf_putc(o, ch >= 'a' && ch <= 'f' ? (char)(ch - 'a' + 'A') : ch);
		}
		buf_putc(o, '"');
	} else {
		pr_escaped(o, t->s, t->len);
	}
}

static int is_builtin_group(const Str *g) { return g->len == 7 && !memcmp(g->s, "builtin", 7); }

/* Every entry, grouped in order of first appearance (for dialect
 * resources, builtin ones are handled by the caller). */
static void print_groups(Printer *p, const Resource *res, uint32_t n, const char *section, MetaState *ms)
{
	int dialect = section[0] == 'd';
	for (uint32_t i = 0; i < n; i++) {
		const Str *g = res[i].group;
		int seen = dialect && is_builtin_group(g);
		for (uint32_t j = 0; j < i && !seen; j++)
			seen = res[j].group == g;
		if (seen)
			continue;
		for (uint32_t j = i; j < n; j++) {
			if (res[j].group != g)
				continue;
			meta_entry(p, ms, section, g, res[j].key);
			meta_value(p, &res[j]);
		}
		meta_end_group(p, ms);
	}
}

static const Resource *find_builtin_resource(const Module *m, const Str *key)
{
	for (uint32_t i = 0; i < m->nres_dialect; i++) {
		const Resource *r = &m->res_dialect[i];
		if (r->key == key && is_builtin_group(r->group))
			return r;
	}
	return NULL;
}

/* dialect_resources: the builtin blobs that dense_resource attributes
 * referenced, in the order they were first printed (unreferenced ones are
 * dropped, as mlir-opt does).  Other dialects' resources are referenced
 * from attribute text we cannot see into; mlir-opt printed them, so they
 * are kept as they came, group by group. */
static void print_dialect_resources(Printer *p, const Module *m, MetaState *ms, const Str *builtin)
{
	for (size_t i = 0; i < p->resorder.len; i++) {
		const Str *key = VEC_AT(&p->resorder, const Str *, i);
		const Resource *r = find_builtin_resource(m, key);
		if (!r)
			continue;
		meta_entry(p, ms, "dialect", builtin, key);
		meta_value(p, r);
	}
	meta_end_group(p, ms);
	print_groups(p, m->res_dialect, m->nres_dialect, "dialect", ms);
}

static void print_metadata(Printer *p, const Module *m)
{
	MetaState ms = { 0 };
	print_dialect_resources(p, m, &ms, str_cstr(p->c, "builtin"));
	if (ms.had_section)
		buf_puts(p->out, "\n  }");
	ms.need_group_comma = 0;
	ms.need_section_comma = ms.had_section;
	ms.had_section = 0;
	print_groups(p, m->res_external, m->nres_external, "external", &ms);
	if (ms.had_section)
		buf_puts(p->out, "\n  }");
	if (ms.saw_dict)
		buf_puts(p->out, "\n#-}\n");
}

/* ------------------------------------------------------------ the module */

/* The numbering and the alias walk read the same IR and write disjoint
 * state (Op.mark, Block.mark, Printer.blocks and wblocks; the entities,
 * records, Attr.pslot, the registration cache and the walk's counts), so
 * on a large module, when the context may use two threads
 * (ctx_set_threads), the numbering runs on a second thread beside the
 * walk, and the walk's thread joins it when done (number_back). */
static void *number_main(void *arg)
{
	Numbering *nb = arg;
	if (nb->p->count_body)
		number_back(nb);
	else
		number_values(nb->p, nb->top);
	return NULL;
}

static void print_top(Printer *p, Module *m, Op *top)
{
	Numbering nb = { p, top, UINT64_C(0xffffffff) << 32, 0 };
	p->c->number_ops = p->c->number_front = 0;
	p->c->number_lazy = p->c->walk_replayed = 0;
	Block *body = NULL;
	if (top->nregions == 1 && region_first(&op_regions(top)[0]) && !block_next(region_first(&op_regions(top)[0])))
		body = region_first(&op_regions(top)[0]);
	int big = p->c->threads > 1 && p->c->srclen >= p->c->split_min;
	p->count_body = body;
	if (body && walklog_replay(p, top)) {
		al_finish(p);
		number_lazy(p, top, body);
	} else {
		pthread_t th;
		int two = big && pthread_create(&th, NULL, number_main, &nb) == 0;
		if (!two)
			p->count_body = NULL;
		visit_op(p, top);
		al_finish(p);
		if (p->count_body)
			number_front(&nb);
		if (two)
			pthread_join(th, NULL);
		else
			number_values(p, top);
	}
	p->count_body = NULL;
	if (big && p->sink && !p->pretty && top->nregions == 1)
		p->split_block = region_first(&op_regions(top)[0]);
	al_print_defs(p, 0);
	pr_op(p, top, 0);
	buf_putc(p->out, '\n');
	al_print_defs(p, 1);
	print_metadata(p, m);
	/* mlir-opt ends its output with one more newline. */
	buf_putc(p->out, '\n');
}

/* A lone builtin.module is the top-level op.  Anything else is shown the
 * way mlir-opt wraps it: an implicit builtin.module located at
 * "file":0:0 whose single block holds the top-level ops. */
static void print_file(Printer *p, Ctx *c, Module *m)
{
	Block *top = region_first(&m->body);
	if (top && block_first(top) && block_first(top) == block_last(top) && op_name(block_first(top))->id == OP_BUILTIN_MODULE) {
		print_top(p, m, block_first(top));
		return;
	}
	/* a module op built in the arena (an op's links are offsets in it) */
	const char *fn = m->filename ? m->filename : (c->filename ? c->filename : "-");
	int64_t lc[2] = { 0, 0 };
	Op *wrap = op_create(c, opname_get(c, "builtin.module", 14), NULL, 0, NULL, 0, NULL, 0, 1, NULL, NULL,
			     at_loc_file(c, str_cstr(c, fn), lc, 2));
	Region *body = op_regions(wrap);
	rel_set(&body->first, region_first(&m->body));
	rel_set(&body->last, region_last(&m->body));
	if (!body->first) {
		Block *empty = block_create(c);
		rel_set(&empty->parent, body);
		rel_set(&body->first, empty);
		body->last = body->first;
	}
	print_top(p, m, wrap);
}

void print_module(Ctx *c, Module *m, const PrintOpts *o, Buf *out)
{
	Printer p;
	pr_init(&p, c, out, o);
	print_file(&p, c, m);
	pr_free(&p);
}

int print_module_file(Ctx *c, Module *m, const PrintOpts *o, FILE *f)
{
	Printer p;
	Buf out = { 0 };
	pr_init(&p, c, &out, o);
	p.sink = f;
	print_file(&p, c, m);
	pr_flush(&p, 0);
	int err = p.write_error;
	pr_free(&p);
	buf_free(&out);
	return err ? -1 : 0;
}
