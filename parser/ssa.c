/* ssa.c — SSA value and block name scoping (OperationParser's
 * isolatedNameScopes / blocksByName / forwardRefPlaceholders).
 *
 * Generic ops never open an isolated scope, so there is one value map for
 * the whole file; each region records the names it defines and erases them
 * when it closes.  Uses before definitions get a typed placeholder Value that
 * is replaced (value_replace_all_uses) when the definition arrives.  Block
 * names are per region and shadow outer ones. */
#include "parser.h"

#include <stdlib.h>
#include <string.h>

#define NONE_IDX UINT32_MAX

static SsaName *ssa_at(Parser *p, uint32_t i)
{
	return (SsaName *)p->ssa_names.p + i;
}

/* The inline slot lives inside the (movable) Vec, so never cache it. */
static SsaDef *defs_of(SsaName *e)
{
	return e->cap == 1 ? &e->one : e->defs;
}

/* ---------------------------------------------------- numbered names */

/* MLIR's printer names values %N and %argN, so nearly every name of a
 * generated module is one: those are found by number in NumNames, paged
 * slots indexed by the key, instead of being hashed, probed and compared
 * as text (on the bench module that took ~7 % of the instructions of a
 * parse and print).  Only a canonical N (no leading zero) below
 * NUM_KEYS / 2 has a key: such text and its number are one to one, and
 * every other name stays in the NameMap.  A function's names are
 * numbered in a row, so a few pages are in use at a time; a page whose
 * last name left is kept for reuse.
 *
 * Scattered numbers (%0, %1024, %2048, ...) would take a page each: pages
 * are made only while there are fewer than NUM_PAGES_FREE plus one per
 * NUM_NAMES_PER_PAGE names alive (4 KiB per 256 names at most).  Past
 * that the NameMap takes the new numbered names whose page is missing,
 * and no page is made again, so a numbered name is in its page if the
 * page exists and in the map otherwise. */
enum {
	NUM_PAGE_BITS = 10, NUM_PAGE = 1 << NUM_PAGE_BITS, NUM_KEYS = 1 << 25, NUM_DIGITS = 8,
	NUM_PAGES_FREE = 64, NUM_NAMES_PER_PAGE = 256,
};

/* The value of nd (1-8) decimal digits from eight readable bytes at s,
 * all at once: the digits moved to the word's top (little-endian: the
 * last digit in its last byte), then pairs, quads and the eight combined
 * by three multiplications.  -1 if one of them is not a digit. */
static int64_t eight_digits(const char *s, uint32_t nd)
{
	uint64_t w;
	memcpy(&w, s, 8);
	w ^= UINT64_C(0x3030303030303030);   /* '0'..'9' -> 0..9 */
	w <<= (8 - nd) * 8;                  /* the bytes past the name out, zeros (leading 0s) in */
	if ((w & UINT64_C(0xf0f0f0f0f0f0f0f0)) || ((w + UINT64_C(0x0606060606060606)) & UINT64_C(0xf0f0f0f0f0f0f0f0)))
		return -1;
	w = (w * 10 + (w >> 8)) & UINT64_C(0x00ff00ff00ff00ff);          /* pairs */
	w = (w * 100 + (w >> 16)) & UINT64_C(0x0000ffff0000ffff);        /* quads */
	return (int64_t)((w * 10000 + (w >> 32)) & UINT64_C(0xffffffff)); /* the eight */
}

/* The key of %N (2N) or %argN (2N + 1); 0 if the name has none.  `end`
 * is where the readable text that holds the name ends. */
static int num_key(const char *s, uint32_t len, const char *end, uint32_t *key)
{
	uint32_t i = 1, arg = 0, v = 0;
	if (len < 2 || s[0] != '%')
		return 0;
	if (len > 4 && s[1] == 'a' && s[2] == 'r' && s[3] == 'g')
		i = 4, arg = 1;
	if (len - i > NUM_DIGITS || (s[i] == '0' && len - i > 1))
		return 0;
	if (end - (s + i) >= 8) {
		int64_t d = eight_digits(s + i, len - i);
		if (d < 0)
			return 0;
		v = (uint32_t)d;
	} else {
		for (; i < len; i++) {
			unsigned d = (unsigned)(unsigned char)s[i] - '0';
			if (d > 9)
				return 0;
			v = v * 10 + d;
		}
	}
	*key = v * 2 + arg;
	return *key < NUM_KEYS;
}

/* The slot of `key`; if its page is missing, one is made while the
 * budget allows (`alive` names alive), else NULL: the name is the
 * NameMap's. */
static uint32_t *num_slot(NumNames *m, uint32_t key, size_t alive)
{
	uint32_t pg = key >> NUM_PAGE_BITS;
	if (pg < m->npages && m->pages[pg])
		return &m->pages[pg][key & (NUM_PAGE - 1)];
	if (m->full || (!m->spare.len && m->made >= NUM_PAGES_FREE + alive / NUM_NAMES_PER_PAGE)) {
		m->full = 1;
		return NULL;
	}
	if (pg >= m->npages) {
		uint32_t n = m->npages ? m->npages : 16;
		while (n <= pg)
			n *= 2;
		uint32_t **pages = realloc(m->pages, n * sizeof *pages);
		if (!pages)
			die_oom();
		m->pages = pages;
		uint16_t *live = realloc(m->live, n * sizeof *live);
		if (!live)
			die_oom();
		m->live = live;
		memset(pages + m->npages, 0, (n - m->npages) * sizeof *pages);
		memset(live + m->npages, 0, (n - m->npages) * sizeof *live);
		m->npages = n;
	}
	uint32_t *page;
	if (m->spare.len) {
		page = VEC_AT(&m->spare, uint32_t *, --m->spare.len);
	} else {
		page = calloc(NUM_PAGE, sizeof *page);
		if (!page)
			die_oom();
		m->made++;
	}
	m->pages[pg] = page;
	return &page[key & (NUM_PAGE - 1)];
}

static void num_erase(NumNames *m, uint32_t key)
{
	uint32_t pg = key >> NUM_PAGE_BITS;
	m->pages[pg][key & (NUM_PAGE - 1)] = 0;
	if (--m->live[pg] == 0) {   /* all zero again: kept for the next page wanted */
		*(uint32_t **)vec_push(&m->spare) = m->pages[pg];
		m->pages[pg] = NULL;
	}
}

void ssa_nums_init(Parser *p)
{
	vec_init(&p->nums.spare, sizeof(uint32_t *));
}

void ssa_nums_free(Parser *p)
{
	NumNames *m = &p->nums;
	for (uint32_t i = 0; i < m->npages; i++)
		free(m->pages[i]);
	for (size_t i = 0; i < m->spare.len; i++)
		free(VEC_AT(&m->spare, uint32_t *, i));
	vec_free(&m->spare);
	free(m->pages);
	free(m->live);
	memset(m, 0, sizeof *m);
}

/* ------------------------------------------------------------- names */

/* Where the readable text holding `name` ends: the source's end if the
 * name is in it (it always is, as the parsers take names from tokens),
 * else the name's own start (no bytes known readable past it). */
static const char *text_end(const Parser *p, const char *name)
{
	uintptr_t a = (uintptr_t)name, b = (uintptr_t)p->src;
	return a >= b && a - b < p->len ? p->src + p->len : name;
}

/* The ssa_names index of a name, made if it has none. */
static uint32_t ssa_lookup(Parser *p, const char *name, uint32_t len)
{
	uint32_t key = 0, hash = 0, *slot = NULL;
	int num = num_key(name, len, text_end(p, name), &key) &&
		  (slot = num_slot(&p->nums, key, p->ssa_names.len - p->ssa_free.len)) != NULL;
	if (num) {
		if (*slot)
			return *slot - 1;
	} else {
		hash = nm_hash(name, len);
		NameSlot *sl = nm_find(&p->ssa, name, len, hash);
		if (sl)
			return sl->val;
	}
	uint32_t idx;
	if (p->ssa_free.len) {
		idx = VEC_AT(&p->ssa_free, uint32_t, --p->ssa_free.len);
	} else {
		idx = (uint32_t)p->ssa_names.len;
		vec_push(&p->ssa_names);
	}
	SsaName *e = ssa_at(p, idx);
	memset(e, 0, sizeof *e);
	e->name = name;
	e->len = len;
	e->hash = num ? key : hash;
	e->cap = 1;
	e->live = 1;
	e->num = (uint8_t)num;
	if (num) {
		*slot = idx + 1;
		p->nums.live[key >> NUM_PAGE_BITS]++;
	} else {
		nm_add(&p->ssa, name, len, hash, idx);
	}
	return idx;
}

/* Make room for result number `num`.  Growing past the inline slot moves
 * the entries into the arena (multi-result names are uncommon). */
static SsaDef *ssa_slot(Parser *p, uint32_t idx, uint32_t num)
{
	SsaName *e = ssa_at(p, idx);
	if (num >= e->cap) {
		uint32_t cap = e->cap * 2 > num + 1 ? e->cap * 2 : num + 1;
		SsaDef *nd = arena_alloc(&p->c->arena, cap * sizeof *nd);
		memcpy(nd, defs_of(e), e->n * sizeof *nd);
		e->defs = nd;
		e->cap = cap;
	}
	if (num >= e->n)
		e->n = num + 1;
	return &defs_of(e)[num];
}

static int is_placeholder(const Value *v)
{
	return v && !value_def(v) && !value_block(v);
}

static Value *new_placeholder(Parser *p, Type *t, uint32_t pos)
{
	Value *v = arena_alloc4(&p->c->arena, sizeof *v);
	value_set_type(v, t);
	v->index = (uint32_t)p->fwd.len;
	FwdRef *f = vec_push(&p->fwd);
	f->v = v;
	f->pos = pos;
	return v;
}

Value *ssa_use(Parser *p, const UseRef *u, Type *t)
{
	uint32_t idx = ssa_lookup(p, u->name, u->len);
	SsaName *e = ssa_at(p, idx);
	if (u->num < e->n && defs_of(e)[u->num].v) {
		Value *v = defs_of(e)[u->num].v;
		if (value_type(v) == t)
			return v;
		Buf b = { 0 };
		buf_putc(&b, '\'');
		print_type(p->c, t, &b);
		buf_puts(&b, "' vs '");
		print_type(p->c, value_type(v), &b);
		buf_putc(&b, '\'');
		char tmp[512];
		snprintf(tmp, sizeof tmp, "%s", b.p ? b.p : "");
		buf_free(&b);
		p_err_at(p, u->pos, "use of value '%.*s' expects different type than prior uses: %s",
			 (int)u->len, u->name, tmp);
	}
	if (e->n && defs_of(e)[0].v && !is_placeholder(defs_of(e)[0].v))
		p_err_at(p, u->pos, "reference to invalid result number");
	Value *v = new_placeholder(p, t, u->pos);
	SsaDef *d = ssa_slot(p, idx, u->num);
	d->v = v;
	d->pos = u->pos;
	return v;
}

void ssa_define(Parser *p, const char *name, uint32_t len, uint32_t num, uint32_t pos, Value *v)
{
	uint32_t idx = ssa_lookup(p, name, len);
	SsaDef *d = ssa_slot(p, idx, num);
	Value *old = d->v;
	if (old) {
		if (!is_placeholder(old))
			p_err_at(p, pos, "redefinition of SSA value '%.*s'", (int)len, name);
		if (value_type(old) != value_type(v)) {
			/* the name is text of the input: an argument, never part of a format */
			Buf b = { 0 };
			print_type(p->c, value_type(v), &b);
			char ty[512];
			snprintf(ty, sizeof ty, "%s", b.p ? b.p : "");
			buf_free(&b);
			p_err_at(p, pos, "definition of SSA value '%.*s#%u' has type '%s'", (int)len, name, num, ty);
		}
		value_replace_all_uses(old, v);
		VEC_AT(&p->fwd, FwdRef, old->index).resolved = 1;
	}
	d = ssa_slot(p, idx, num);
	d->v = v;
	d->pos = pos;
	p_push_u32(&p->scope_defs, idx);
}

void ssa_check_forward_refs(Parser *p)
{
	uint32_t best = UINT32_MAX;
	for (size_t i = 0; i < p->fwd.len; i++) {
		FwdRef *f = p_top(&p->fwd, i);
		if (!f->resolved && f->pos < best)
			best = f->pos;
	}
	if (best != UINT32_MAX)
		p_err_at(p, best, "use of undeclared SSA value name");
}

/* ------------------------------------------------------------- scopes */

void ssa_push_scope(Parser *p)
{
	Scope *s = vec_push(&p->scopes);
	s->defs_base = (uint32_t)p->scope_defs.len;
	s->blk_base = (uint32_t)p->blockents.len;
}

static void pop_blocks(Parser *p, uint32_t base)
{
	uint32_t bad = UINT32_MAX;
	for (size_t i = base; i < p->blockents.len; i++) {
		BlockEnt *b = p_top(&p->blockents, i);
		if (!b->defined && b->pos < bad)
			bad = b->pos;
	}
	if (bad != UINT32_MAX)
		p_err_at(p, bad, "reference to an undefined block");
	for (size_t i = p->blockents.len; i-- > base;) {
		BlockEnt *b = p_top(&p->blockents, i);
		if (b->shadow == NONE_IDX)
			nm_erase(&p->blockmap, b->name, b->len, b->hash);
		else
			nm_put(&p->blockmap, b->name, b->len, b->hash, b->shadow);
	}
	p->blockents.len = base;
}

void ssa_pop_scope(Parser *p)
{
	Scope s = VEC_AT(&p->scopes, Scope, p->scopes.len - 1);
	pop_blocks(p, s.blk_base);
	for (size_t i = s.defs_base; i < p->scope_defs.len; i++) {
		uint32_t idx = VEC_AT(&p->scope_defs, uint32_t, i);
		SsaName *e = ssa_at(p, idx);
		if (!e->live)
			continue;
		e->live = 0;
		if (e->num)
			num_erase(&p->nums, e->hash);
		else
			nm_erase(&p->ssa, e->name, e->len, e->hash);
		p_push_u32(&p->ssa_free, idx);
	}
	p->scope_defs.len = s.defs_base;
	p->scopes.len--;
}

/* --------------------------------------------------------------- blocks */

static BlockEnt *block_entry(Parser *p, const char *name, uint32_t len, uint32_t pos)
{
	uint32_t hash = nm_hash(name, len);
	uint32_t base = VEC_AT(&p->scopes, Scope, p->scopes.len - 1).blk_base;
	NameSlot *sl = nm_find(&p->blockmap, name, len, hash);
	if (sl && sl->val >= base)
		return p_top(&p->blockents, sl->val);
	uint32_t idx = (uint32_t)p->blockents.len;
	BlockEnt *b = vec_push(&p->blockents);
	*b = (BlockEnt){ name, len, hash, NULL, pos, sl ? sl->val : NONE_IDX, 0 };
	nm_put(&p->blockmap, name, len, hash, idx);
	return p_top(&p->blockents, idx);
}

Block *ssa_block_ref(Parser *p, const char *name, uint32_t len, uint32_t pos)
{
	BlockEnt *b = block_entry(p, name, len, pos);
	if (!b->b)
		b->b = block_create(p->c);
	return b->b;
}

/* Define a block label; `entry` is the region's unlabeled entry block if
 * this label is the first thing in the region. */
Block *ssa_block_define(Parser *p, const char *name, uint32_t len, uint32_t pos, Block *entry)
{
	BlockEnt *b = block_entry(p, name, len, pos);
	if (b->defined)
		p_err_at(p, pos, "redefinition of block '%.*s'", (int)len, name);
	if (!b->b)
		b->b = entry ? entry : block_create(p->c);
	b->defined = 1;
	b->pos = pos;
	b->b->pos = pos;
	return b->b;
}
