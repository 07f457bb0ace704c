/* split.c — a large module parsed on two threads.
 *
 * The body of a module is a list of ops that hardly ever depend on each
 * other's text: a function's names, blocks and forward references end with
 * it.  The first time the parser (the root) enters a block at depth 1 with
 * enough text left (Ctx.split_min, Ctx.threads > 1), it cuts the rest into
 * up to SEG_MAX segments, guessing where an op of that block begins after
 * each share of the text: the first line indented like the block's first
 * op and starting like an op.  A helper thread parses segments with its
 * own Parser and context (ctx_helper_new: pieces of the root's span, the
 * root's uniquing tables under a lock, the root's alias tables read only),
 * each into a block of its own, from the last segment down; the root goes
 * on from where it is.  Each thread claims a segment before parsing it,
 * so they meet where the one ahead finds the next segment taken: however
 * their speeds differ (page faults, a slow vCPU), they end within about a
 * segment of each other, not wherever the middle of the text left them.
 *
 * A guess is only a guess, so the helper's ops are used only where they
 * are exactly what the root would have parsed itself.  When the root
 * reaches the first segment the helper has (a checkpoint, parse.c), it
 * takes the helper's segments, in order, if
 *   - it is at the start of an op of a block at depth 1, with the default
 *     dialect the helper began with;
 *   - no SSA name or block name is visible there and no forward reference
 *     waits (the helper began with none, so for it an outer name would
 *     have been undefined, never another value);
 * and, for each segment, up to the first that fails, if the helper ended
 * it exactly where the next begins (or at the block's end), with no error,
 * defined no name in its outermost scope, referenced no block there, and
 * used neither a location alias defined later nor a distinct id (tables
 * the root keeps for the whole file).  The root parses on alone from the
 * first segment it does not take, so every diagnostic is the one-thread
 * diagnostic.  The root passing the segment's start inside an op, or
 * leaving the module first, throws all of the helper's ops away.  The
 * helper's uniqued objects stay in the tables either way: uniquing the
 * same text again finds them.
 */
#include "parser.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The rest of the block is cut into segments at guessed op starts.  The
 * root parses from the first segment on; the helper takes segments from
 * the last one down; each claims a segment before parsing it (`owner`),
 * so they meet where the one that is ahead of the other finds the next
 * segment taken: a thread that finishes early goes on taking work until
 * then, and the two end at most a segment apart. */
enum { SEG_MAX = 64 };
enum { SEG_FREE, SEG_ROOT, SEG_HELPER };

typedef struct Seg {
	uint32_t at;         /* offset of its first op */
	uint32_t end;        /* the helper's: end of the text it consumed */
	Block *into;         /* the helper's: where its ops went */
	int ok;              /* the helper's: ended at the next segment or the block's end, clean */
	int final;           /* ... at the block's end: the root goes on from `end` */
	atomic_int owner;
} Seg;

typedef struct Split {
	Parser hp;           /* the helper's parser */
	Ctx *hc;             /* the helper's context */
	uint32_t n;          /* segments; seg[0] is where the root is at the start */
	uint32_t next;       /* root: the next segment it comes to */
	Parser fresh;        /* hp as it began (it holds no memory of its own yet) */
	atomic_int stop;
	pthread_t th;
	Seg seg[SEG_MAX];
} Split;

/* Where the first op at or after `from` begins, or 0.  The block's first
 * op is the current token; a candidate line has its indentation exactly
 * and then '"' (a generic op), '%' (results) or a letter (a custom-form
 * op). */
static uint32_t guess(const Parser *p, size_t from)
{
	const char *s = p->src;
	size_t n = p->len, pos = p->tok.pos, ls = pos;
	while (ls > 0 && s[ls - 1] != '\n')
		ls--;
	size_t ind = pos - ls;
	for (size_t i = ls; i < pos; i++)
		if (s[i] != ' ')
			return 0;
	size_t lim = n - from > (4u << 20) ? from + (4u << 20) : n;
	for (const char *q = memchr(s + from, '\n', lim - from); q; q = memchr(q, '\n', lim - (size_t)(q - s))) {
		q++;
		size_t l = (size_t)(q - s), k = 0;
		if (l + ind >= n)
			return 0;
		while (k < ind && s[l + k] == ' ')
			k++;
		char ch = s[l + ind];
		if (k == ind && (ch == '"' || ch == '%' || (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z')))
			return l + ind < UINT32_MAX ? (uint32_t)(l + ind) : 0;
		if (l >= lim)
			break;
	}
	return 0;
}

/* Segment j on the helper: from its first op up to the next segment's
 * (stopping there at the block's level, parse.c checkpoint), or to the
 * block's end for the last.  Returns whether its ops are usable. */
static int helper_segment(Split *s, uint32_t j)
{
	Parser *p = &s->hp;
	Seg *g = &s->seg[j];
	g->into = block_create(s->hc);
	p->seg_block = g->into;
	p->seg_end = j + 1 < s->n ? s->seg[j + 1].at : SIZE_MAX;
	if (p->early)
		p->early_block = g->into;
	if (p->droppable) {   /* never another segment's text */
		long pg = sysconf(_SC_PAGESIZE);
		p->drop_done = ((size_t)g->at + (size_t)pg - 1) & ~((size_t)pg - 1);
		p->drop_due = p->drop_done;
	}
	p->drop_next = g->at;
	p->pop_done = 0;
	if (p->wlog)   /* the segments come last first */
		walklog_run(p->wlog);
	jmp_buf jb;
	p->c->errjmp = &jb;
	if (setjmp(jb) == 0) {
		p_relex(p, g->at);
		p_block_body(p, g->into);
		ssa_check_forward_refs(p);
		g->end = p->prev_end;
		g->final = p_is(p, T_RBRACE) || p_is(p, T_CARET_ID);   /* not stopped at seg_end */
		g->ok = (g->final || p->tok.pos == p->seg_end) && !p->scope_defs.len && !p->blockents.len &&
			!p->deferred.len && !p->distinct_refs.len;
	}
	p->c->errjmp = NULL;
	if (p->droppable)   /* the rest of its text: no parse reads it again */
		p_drop_before(p, p->tok.pos < p->seg_end ? p->tok.pos : p->seg_end);
	return g->ok;
}

/* The alias tables are the root's: not the helper's to free. */
static void helper_parser_free(Parser *h)
{
	memset(&h->type_alias, 0, sizeof h->type_alias);
	memset(&h->attr_alias, 0, sizeof h->attr_alias);
	vec_init(&h->alias_types, sizeof(void *));
	vec_init(&h->alias_attrs, sizeof(void *));
	p_parser_free(h);
}

/* After a segment that went wrong (an error leaves the parser's stacks
 * anywhere): a fresh parser, with the same checker, for the next one. */
static void helper_fresh(Split *s)
{
	Parser *h = &s->hp;
	EarlyVerify *early = h->early;
	WalkLog *wlog = h->wlog;
	h->early = NULL;
	h->wlog = NULL;
	helper_parser_free(h);
	*h = s->fresh;
	h->early = early;
	h->wlog = wlog;
	ssa_push_scope(h);
}

/* A segment that goes wrong (text after the module's end, where a guess
 * may land; a bad guess) does not end the helper's work: the segments
 * below it may still be taken, and the root parses on from it. */
static void *helper_main(void *arg)
{
	Split *s = arg;
	ctx_mt_populate(s->hc);
	ssa_push_scope(&s->hp);
	for (uint32_t j = s->n - 1; j > 0 && !atomic_load(&s->stop); j--) {
		int free_ = SEG_FREE;
		if (j < s->n - 1 && !atomic_compare_exchange_strong(&s->seg[j].owner, &free_, SEG_HELPER))
			break;   /* the root is there */
		if (!helper_segment(s, j))
			helper_fresh(s);
	}
	return NULL;
}

static void split_free(Split *s)
{
	helper_parser_free(&s->hp);
	ctx_helper_free(s->hc);
	free(s);
}

/* Segment starts: one per ~split_min / 2 bytes of what is left, at most
 * SEG_MAX segments, each boundary the first op guessed after its share of
 * the text.  The threads meet near the middle (the bench module: 47-52 %),
 * where the one that runs out of segments waits for the other's to end:
 * segments shrink toward the middle (at 1/2 +- v^1.5 / 2 for evenly
 * spaced v), the two next to it to a fifth of the even size.  Returns the
 * number of segments (1: no boundary). */
static uint32_t cut(Split *s, const Parser *p)
{
	size_t pos = p->tok.pos, rest = p->len - pos;
	size_t step = p->c->split_min / 2 ? p->c->split_min / 2 : 1;
	size_t want = rest / step;
	want = want < 2 ? 2 : want > SEG_MAX ? SEG_MAX : want;
	uint32_t n = 1;
	s->seg[0].at = (uint32_t)pos;
	for (size_t k = 1; k < want; k++) {
		double v = 2.0 * (double)k / (double)want - 1, a = fabs(v) * sqrt(fabs(v));
		uint32_t at = guess(p, pos + (size_t)((double)rest * (v < 0 ? 0.5 - a / 2 : 0.5 + a / 2)));
		if (at > s->seg[n - 1].at)
			s->seg[n++].at = at;
	}
	return n;
}

void p_split_start(Parser *p)
{
	p->may_split = 0;
	Ctx *c = p->c;
	if (p->len - p->tok.pos < c->split_min || p_is(p, T_RBRACE) || p_is(p, T_CARET_ID))
		return;
	Split *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->n = cut(s, p);
	if (s->n < 2) {
		free(s);
		return;
	}
	s->hc = ctx_helper_new(c);
	if (!s->hc || ctx_mt_begin(c, s->hc) != 0) {
		ctx_helper_free(s->hc);
		free(s);
		return;
	}
	/* The last segment is the helper's from the start: the root meets it
	 * at the latest there, however late the thread starts. */
	for (uint32_t j = 0; j < s->n; j++)
		atomic_init(&s->seg[j].owner, !j ? SEG_ROOT : j == s->n - 1 ? SEG_HELPER : SEG_FREE);
	atomic_init(&s->stop, 0);
	s->next = 1;
	Parser *h = &s->hp;
	p_parser_init(h, s->hc, p->src, p->len);
	h->type_alias = p->type_alias;   /* the root's alias tables, read only */
	h->alias_types = p->alias_types;
	h->attr_alias = p->attr_alias;
	h->alias_attrs = p->alias_attrs;
	h->depth = p->depth;
	h->defdialect = p->defdialect;
	h->defdialect_len = p->defdialect_len;
	h->helping = s;
	h->early_tried = 1;
	s->fresh = *h;
	if (p->early)   /* its ops are checked as the root's are */
		h->early = verify_early_new(s->hc);
	if (p->wlog)    /* and walked */
		h->wlog = walklog_new(s->hc, 1);
	if (pthread_create(&s->th, NULL, helper_main, s) != 0) {
		split_free(s);
		return;
	}
	p->split = s;
}

uint32_t p_split_at(const Parser *p) { return p->split->seg[p->split->next].at; }

int p_split_stopped(const Parser *p) { return atomic_load_explicit(&p->helping->stop, memory_order_relaxed); }

static int no_pending_refs(const Parser *p)
{
	for (size_t i = 0; i < p->fwd.len; i++)
		if (!VEC_AT(&p->fwd, FwdRef, i).resolved)
			return 0;
	return 1;
}

static void split_end(Parser *p, Split *s, int stop)
{
	p->split = NULL;
	if (stop)
		atomic_store(&s->stop, 1);
	pthread_join(s->th, NULL);
	split_free(s);
}

/* The root met the helper at segment i: the helper's segments from i on,
 * in order, up to the first that is not usable; the root parses on from
 * there (or from the block's end).  Returns 1 if the cursor moved. */
static int take(Parser *p, Block *b, Split *s, uint32_t i)
{
	const Parser *f = &s->fresh;   /* how the helper began */
	int fits = p->tok.pos == s->seg[i].at && p->depth == f->depth && p->defdialect == f->defdialect &&
		   p->defdialect_len == f->defdialect_len && !p->scope_defs.len && !p->blockents.len &&
		   no_pending_refs(p);
	if (!fits) {
		split_end(p, s, 1);
		return 0;
	}
	pthread_join(s->th, NULL);   /* it stops after segment i: i - 1 is the root's */
	int took = 0;
	size_t resume = s->seg[i].at;
	for (uint32_t k = i; k < s->n && s->seg[k].ok; k++) {
		block_splice_ops(b, s->seg[k].into);
		took = 1;
		if (s->seg[k].final || k + 1 == s->n) {   /* the last segment, if ok, is final */
			resume = s->seg[k].end;
			break;
		}
		resume = s->seg[k + 1].at;
	}
	if (took && p->early && verify_early_failed(s->hp.early)) {   /* the verifier walks the body after all */
		verify_early_free(p->early);
		p->early = NULL;
		p->early_block = NULL;
	}
	if (took && p->wlog && s->hp.wlog) {   /* the records of the ops taken (and of others, unmatched) */
		p->wlog_helper = s->hp.wlog;
		s->hp.wlog = NULL;
	}
	if (took) {
		p->c->split_at = s->seg[i].at;
		p->c->split_end = (uint32_t)resume;
		p_relex(p, resume);
	}
	p->split = NULL;
	split_free(s);
	return took;
}

/* The root at or past the next segment's start: it goes on into the
 * segment if the helper has not taken it, else takes the helper's. */
int p_split_join(Parser *p, Block *b)
{
	Split *s = p->split;
	for (; s->next < s->n && p->tok.pos >= s->seg[s->next].at; s->next++) {
		int free_ = SEG_FREE;
		if (!atomic_compare_exchange_strong(&s->seg[s->next].owner, &free_, SEG_ROOT))
			return take(p, b, s, s->next);
	}
	return 0;
}

void p_split_abandon(Parser *p)
{
	split_end(p, p->split, 1);
}
