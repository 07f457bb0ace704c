/* walklog.c — the printer's alias walk, done as the body is parsed.
 *
 * Before printing a module, the printer walks all of it (print.c,
 * visit_op): MLIR's alias walk, which finds the types and attributes that
 * get an alias (the bench module has 17 among 655,505 ops) and counts
 * what the numbering will number.  On a large module that walk reads
 * all the IR again, cold: ~14 ms on one thread for 71 MiB.
 *
 * Each parse thread can do the same walk of each op of the module's body
 * right after parsing it, while the op is still in the cache, on a walk
 * state of its own (a Printer with `wlog` set).  What it keeps is little:
 * per op what its regions hold for the numbering, and the visits, in walk
 * order, that made an entity, each once per run of ops that are
 * neighbours in the body (walklog_run).  print_top then
 * replays those visits in body order on its own walk, which gives it the
 * entities the full walk would have made, in the same order: a visit
 * that makes no entity changes nothing, and a visit of something already
 * visited only reads.
 *
 * The log stands for the walk only where nothing can differ:
 *   - the print is of the module as parsed: any pass, lowering or run
 *     drops the log (ctx_drop_walk_log), and so does an alias defined
 *     after the body began (its name could turn a type or attribute
 *     walked without entity into one with);
 *   - without debug locations (the walk visits locations then), generic
 *     form (the CLI enables it only so, ctx_set_walk_log);
 *   - a walk that meets opaque text naming an alias stops logging (it
 *     would read the context's tables, which the other thread writes);
 *   - every op of the body must have its record (matched by address), or
 *     print_top walks as before;
 *   - the module must have passed verify_module since the parse: the
 *     numbering as printed (print.c, number_lazy) gives a value used
 *     outside the region that defines it another number than the full
 *     numbering does (make fuzz found it: the library prints invalid IR).
 * Attr.wseen and Type.wseen remember per thread what the walk found of a
 * type or attribute, so one that makes no entity is looked up once; they
 * are trusted for the first parse of a context only (walklog_used). */
#include "print_impl.h"

#include <stdlib.h>

typedef struct WalkRec {
	uint32_t op;         /* span_link of an op of the body */
	uint32_t k0;         /* its visits: keys[k0..] up to the next record's k0 */
	uint32_t vals;       /* what its regions hold (visit_block's counts) */
	uint32_t args : 31;
	uint32_t res : 1;    /* it has results (numbered as one) */
} WalkRec;

struct WalkLog {
	Printer p;           /* this thread's walk */
	Buf out;             /* the walk prints nothing: pr_init wants one */
	Vec recs;            /* WalkRec, in the order the thread parsed the ops */
	Vec runs;            /* uint32_t: where each run of neighbours begins in recs */
	Vec keys;            /* uintptr_t: Type * | 1, or Attr * */
	uint32_t stamp;      /* the run of ops being walked (walklog_run): 1, 2, ... */
};

WalkLog *walklog_new(Ctx *c, unsigned thread)
{
	if (thread > 1)
		return NULL;
	WalkLog *w = calloc(1, sizeof *w);
	if (!w)
		return NULL;
	pr_init(&w->p, c, &w->out, NULL);
	w->stamp = 1;
	w->p.wlog = w;
	w->p.wthread = thread;
	vec_init(&w->recs, sizeof(WalkRec));
	vec_init(&w->runs, sizeof(uint32_t));
	vec_init(&w->keys, sizeof(uintptr_t));
	*(uint32_t *)vec_push(&w->runs) = 0;
	return w;
}

void walklog_free(WalkLog *w)
{
	if (!w)
		return;
	pr_free(&w->p);
	buf_free(&w->out);
	vec_free(&w->recs);
	vec_free(&w->runs);
	vec_free(&w->keys);
	free(w);
}

/* An op of the body, just parsed. */
void walklog_op(WalkLog *w, Op *op)
{
	if (w->p.wbail)
		return;
	Printer *p = &w->p;
	uint32_t v = p->cnt_val, a = p->cnt_arg, k0 = (uint32_t)w->keys.len;
	pr_visit_op(p, op);
	WalkRec *r = vec_push(&w->recs);
	r->op = span_link(op);
	r->k0 = k0;
	r->vals = p->cnt_val - v;
	r->args = (p->cnt_arg - a) & 0x7fffffff;   /* 2^30 arguments at most (ir.h) */
	r->res = op->nres != 0;
}

int walklog_failed(const WalkLog *w) { return !w || w->p.wbail; }

void walklog_spoil(WalkLog *w) { w->p.wbail = 1; }

/* The ops that follow come right after each other in the body, until the
 * next run: the root's are all one run, each of the helper's segments is
 * one.  Within a run an entity is noted once, at its first visit. */
void walklog_run(WalkLog *w)
{
	w->stamp++;
	*(uint32_t *)vec_push(&w->runs) = (uint32_t)w->recs.len;
}

void walklog_note(Printer *p, const void *key, int is_type, uint32_t ent)
{
	WalkLog *w = p->wlog;
	AliasEnt *e = &VEC_AT(&p->ents, AliasEnt, ent);
	if (e->wstamp == w->stamp)
		return;
	e->wstamp = w->stamp;
	*(uintptr_t *)vec_push(&w->keys) = (uintptr_t)key | (uintptr_t)(is_type != 0);
}

void ctx_set_walk_log(Ctx *c, int on) { c->walklog_on = on; }

void ctx_drop_walk_log(Ctx *c)
{
	walklog_free(c->wlog[0]);
	walklog_free(c->wlog[1]);
	c->wlog[0] = c->wlog[1] = NULL;
	c->wlog_body = NULL;
	c->walklog_on = 0;
}

/* Each op of the body, in order, with the log and record that stand for
 * it: the root's records are in text order; the helper's come in runs,
 * one per segment, the last segment first; records of ops that did not
 * make it into the body (a segment the root parsed again) are passed
 * over.  0 if an op has none. */
typedef struct Match {
	const WalkLog *w;
	const WalkRec *r;
} Match;

static int find_run(const WalkLog *w, uint32_t op, size_t *at)
{
	for (size_t k = 0; w && k < w->runs.len; k++) {
		size_t i = VEC_AT(&w->runs, uint32_t, k);
		if (i < w->recs.len && VEC_AT(&w->recs, WalkRec, i).op == op) {
			*at = i;
			return 1;
		}
	}
	return 0;
}

static int match(Ctx *c, const Block *body, Match *out, size_t *np)
{
	size_t n = *np;
	const WalkLog *w0 = c->wlog[0], *w1 = c->wlog[1];
	size_t i0 = 0, i1 = SIZE_MAX, k = 0;
	for (const Op *o = block_first(body); o; o = op_next(o)) {
		uint32_t op = span_link(o);
		if (k == n)
			return 0;
		if (i0 < w0->recs.len && VEC_AT(&w0->recs, WalkRec, i0).op == op) {
			out[k++] = (Match){ w0, &VEC_AT(&w0->recs, WalkRec, i0++) };
			continue;
		}
		if (!(w1 && i1 < w1->recs.len && VEC_AT(&w1->recs, WalkRec, i1).op == op) && !find_run(w1, op, &i1))
			return 0;
		out[k++] = (Match){ w1, &VEC_AT(&w1->recs, WalkRec, i1++) };
	}
	*np = k;
	return 1;
}

static uint32_t keys_end(const WalkLog *w, const WalkRec *r)
{
	const WalkRec *first = (const WalkRec *)w->recs.p;
	size_t i = (size_t)(r - first);
	return i + 1 < w->recs.len ? first[i + 1].k0 : (uint32_t)w->keys.len;
}

int walklog_replay(Printer *p, Op *top)
{
	Ctx *c = p->c;
	Block *body = top->nregions == 1 ? region_first(&op_regions(top)[0]) : NULL;
	if (!c->wlog[0] || !c->verified_ok || !body || body != c->wlog_body || block_next(body) || body->nargs ||
	    p->debuginfo || p->wlog || walklog_failed(c->wlog[0]) || (c->wlog[1] && walklog_failed(c->wlog[1])))
		return 0;
	/* one pass over the body's ops, which are cold: each must have a record */
	size_t n = c->wlog[0]->recs.len + (c->wlog[1] ? c->wlog[1]->recs.len : 0);
	Match *m = malloc((n ? n : 1) * sizeof *m);
	if (!m)
		return 0;
	if (!match(c, body, m, &n)) {
		free(m);
		return 0;
	}
	/* what visit_op(top) does, with each body op's visit replayed */
	uint32_t d;
	for (size_t i = 0; i < n; i++) {
		const WalkRec *r = m[i].r;
		const Vec *keys = &m[i].w->keys;
		p->cnt_val += r->res;
		p->body_res += r->res;
		for (uint32_t k = r->k0, end = keys_end(m[i].w, r); k < end; k++) {
			uintptr_t key = VEC_AT(keys, uintptr_t, k);
			if (key & 1)
				al_visit_type(p, (Type *)(key & ~(uintptr_t)1), 0, &d);
			else
				al_visit_attr(p, (Attr *)key, 0, &d);
		}
		p->cnt_val += r->vals;
		p->cnt_arg += r->args;
		if (p->count_body) {
			uint32_t *cnt = vec_push(&p->tcounts);
			cnt[0] = r->vals;
			cnt[1] = r->args;
		}
	}
	free(m);
	pr_visit_op_own(p, top);
	c->walk_replayed = 1;
	return 1;
}
