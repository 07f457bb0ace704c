/* split.c — a large module parsed on two threads.
 *
 * The body of a module is a list of ops that hardly ever depend on each
 * other's text: a function's names, blocks and forward references end with
 * it.  The first time the parser (the root) enters a block at depth 1 with
 * enough text left (Ctx.split_min, Ctx.threads > 1), it guesses where an
 * op of that block begins about halfway through the rest: the first line
 * after the middle indented like the block's first op and starting like
 * an op.  A helper thread parses from there to the block's end with its
 * own Parser and context (ctx_helper_new: its own arena in the upper half
 * of the span, the root's uniquing tables under a lock, the root's alias
 * tables read only).  The root goes on from where it is.
 *
 * The guess is only a guess, so the helper's ops are used only where they
 * are exactly what the root would have parsed itself.  When the root
 * reaches the guessed offset (a checkpoint, parse.c), it takes them if
 *   - it is at the start of an op of a block at depth 1, with the default
 *     dialect the helper began with;
 *   - no SSA name or block name is visible there and no forward reference
 *     waits (the helper began with none, so for it an outer name would
 *     have been undefined, never another value);
 *   - the helper reached the block's end with no error, defined no name in
 *     its outermost scope, referenced no block there, and used neither a
 *     location alias defined later nor a distinct id (tables the root
 *     keeps for the whole file).
 * Otherwise it stops the helper, throws its ops away and parses on alone,
 * so every diagnostic is the one-thread diagnostic.  The root passing the
 * offset inside an op, or leaving the module first, does the same.  The
 * helper's uniqued objects stay in the tables either way: uniquing the
 * same text again finds them.
 */
#include "parser.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct Split {
	Parser hp;           /* the helper's parser */
	Ctx *hc;             /* the helper's context */
	Block *into;         /* where its ops go */
	uint32_t at;         /* offset of its first op */
	uint32_t end;        /* end of the text it consumed */
	unsigned depth;
	const char *defdialect;
	uint32_t defdialect_len;
	int ok;
	int early_ok;        /* every op it parsed passed verify_early_op */
	atomic_int stop;
	pthread_t th;
} Split;

/* Where the guessed op begins, or 0.  The block's first op is the current
 * token; a candidate line has its indentation exactly and then '"' (a
 * generic op), '%' (results) or a letter (a custom-form op). */
static uint32_t guess(const Parser *p)
{
	const char *s = p->src;
	size_t n = p->len, pos = p->tok.pos, ls = pos;
	while (ls > 0 && s[ls - 1] != '\n')
		ls--;
	size_t ind = pos - ls;
	for (size_t i = ls; i < pos; i++)
		if (s[i] != ' ')
			return 0;
	size_t from = pos + (n - pos) / 2;
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

static void *helper_main(void *arg)
{
	Split *s = arg;
	Parser *p = &s->hp;
	jmp_buf jb;
	p->c->errjmp = &jb;
	if (setjmp(jb) == 0) {
		ssa_push_scope(p);
		p_relex(p, s->at);
		p_block_body(p, s->into);
		ssa_check_forward_refs(p);
		s->end = p->prev_end;
		s->ok = !p->scope_defs.len && !p->blockents.len && !p->deferred.len && !p->distinct_refs.len;
		s->early_ok = !verify_early_failed(p->early);
	}
	p->c->errjmp = NULL;
	return NULL;
}

/* The alias tables are the root's: not the helper's to free. */
static void split_free(Split *s)
{
	Parser *h = &s->hp;
	memset(&h->type_alias, 0, sizeof h->type_alias);
	memset(&h->attr_alias, 0, sizeof h->attr_alias);
	vec_init(&h->alias_types, sizeof(void *));
	vec_init(&h->alias_attrs, sizeof(void *));
	p_parser_free(h);
	ctx_helper_free(s->hc);
	free(s);
}

void p_split_start(Parser *p)
{
	p->may_split = 0;
	Ctx *c = p->c;
	if (p->len - p->tok.pos < c->split_min || p_is(p, T_RBRACE) || p_is(p, T_CARET_ID))
		return;
	uint32_t at = guess(p);
	if (!at)
		return;
	Split *s = calloc(1, sizeof *s);
	if (!s)
		return;
	s->hc = ctx_helper_new(c);
	if (!s->hc || ctx_mt_begin(c, s->hc) != 0) {
		ctx_helper_free(s->hc);
		free(s);
		return;
	}
	Parser *h = &s->hp;
	p_parser_init(h, s->hc, p->src, p->len);
	h->type_alias = p->type_alias;
	h->alias_types = p->alias_types;
	h->attr_alias = p->attr_alias;
	h->alias_attrs = p->alias_attrs;
	h->depth = p->depth;
	h->defdialect = p->defdialect;
	h->defdialect_len = p->defdialect_len;
	h->helping = s;
	long pg = sysconf(_SC_PAGESIZE);
	if (h->droppable) {   /* never the root's text */
		h->drop_done = ((size_t)at + (size_t)pg - 1) & ~((size_t)pg - 1);
		h->drop_due = h->drop_done;
	}
	h->drop_next = at;
	s->into = block_create(s->hc);
	h->early_tried = 1;
	if (p->early) {   /* its ops are checked as the root's are */
		h->early = verify_early_new(s->hc);
		h->early_block = h->early ? s->into : NULL;
	}
	s->at = at;
	s->depth = p->depth;
	s->defdialect = p->defdialect;
	s->defdialect_len = p->defdialect_len;
	if (pthread_create(&s->th, NULL, helper_main, s) != 0) {
		split_free(s);
		return;
	}
	p->split = s;
}

uint32_t p_split_at(const Parser *p) { return p->split->at; }

int p_split_stopped(const Parser *p) { return atomic_load_explicit(&p->helping->stop, memory_order_relaxed); }

static int no_pending_refs(const Parser *p)
{
	for (size_t i = 0; i < p->fwd.len; i++)
		if (!VEC_AT(&p->fwd, FwdRef, i).resolved)
			return 0;
	return 1;
}

int p_split_join(Parser *p, Block *b)
{
	Split *s = p->split;
	p->split = NULL;
	int fits = p->tok.pos == s->at && p->depth == s->depth && p->defdialect == s->defdialect &&
		   p->defdialect_len == s->defdialect_len && !p->scope_defs.len && !p->blockents.len &&
		   no_pending_refs(p);
	if (!fits)
		atomic_store(&s->stop, 1);
	pthread_join(s->th, NULL);
	int took = fits && s->ok;
	if (took && p->early && !s->early_ok) {   /* the verifier walks the body after all */
		verify_early_free(p->early);
		p->early = NULL;
		p->early_block = NULL;
	}
	if (took) {
		block_splice_ops(b, s->into);
		p->c->split_at = s->at;
		p_relex(p, s->end);
	}
	split_free(s);
	return took;
}

void p_split_abandon(Parser *p)
{
	Split *s = p->split;
	p->split = NULL;
	atomic_store(&s->stop, 1);
	pthread_join(s->th, NULL);
	split_free(s);
}
