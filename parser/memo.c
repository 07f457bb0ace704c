/* memo.c — memoization of parsed function types and attribute
 * dictionaries by their source text.
 *
 * Generated IR repeats the same signatures and property dictionaries on
 * thousands of ops.  Parsing is context free once aliases are defined
 * (aliases cannot be redefined, failures are never memoized), so identical
 * text yields the identical uniqued object; a hit skips the parse and
 * re-lexes after the text.  The table is a small set-associative cache keyed
 * by the first 16 bytes, so memory stays bounded on any input; its size
 * follows the input's (a small kernel should not clear and walk 128 KiB).  Keys are
 * copies, so the memo keeps no pointer into text behind the cursor (that
 * text may have left the resident set, see parse.c). */
#include "parser.h"

#include <stdlib.h>
#include <string.h>

enum { MEMO_MINSETS = 16, MEMO_SETS = 1024, MEMO_WAYS = 4, MEMO_KEY = 16, MEMO_SHORT = 8, MEMO_MAXKEY = 1024 };

/* Keys of MEMO_KEY bytes or more are found by their first MEMO_KEY bytes;
 * shorter ones (`() -> index`, `(f32) -> f64`: signatures of one-operand
 * ops) by their first MEMO_SHORT, which a lookup tries second. */
static uint32_t key_hash(const char *s, uint32_t mask, int full)
{
	uint64_t a, b = 0;
	memcpy(&a, s, 8);
	if (full)
		memcpy(&b, s + 8, 8);
	uint64_t h = (a * 0x9e3779b97f4a7c15u) ^ (b + 0x632be59bd9b4e019u);
	h ^= h >> 29;
	h *= 0xbf58476d1ce4e5b9u;
	return (uint32_t)(h >> 32) & mask;
}

/* The memoized text must end where a fresh parse would: a following
 * identifier character or a touching '<' could extend the last token. */
static int boundary_ok(const Parser *p, size_t end)
{
	if (end >= p->len)
		return 1;
	char c = p->src[end];
	return !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		 c == '_' || c == '$' || c == '.' || c == '<' || c == '-');
}

/* Keys sharing their first 8 bytes (`(i32, i32) -> i32`, `(i32, i32) -> i1`)
 * mostly differ in their last 8: compared before memcmp. */
static int tail_eq(const MemoEnt *e, const char *s)
{
	uint64_t t;
	memcpy(&t, s + e->len - 8, sizeof t);
	return t == e->tail;
}

void *memo_get(Parser *p, Memo *m, uint32_t pos)
{
	if (!m->ents || p->len - pos < MEMO_KEY)
		return NULL;
	const char *s = p->src + pos;
	uint64_t head;
	memcpy(&head, s, sizeof head);
	for (int full = 1; full >= 0; full--) {
		MemoEnt *set = &m->ents[key_hash(s, m->mask, full) * MEMO_WAYS];
		for (int i = 0; i < MEMO_WAYS; i++) {
			MemoEnt *e = &set[i];
			if (e->head != head || !e->len || (e->len >= MEMO_KEY) != full || e->len > p->len - pos ||
			    !tail_eq(e, s) || memcmp(e->s, s, e->len) != 0 || !boundary_ok(p, pos + e->len))
				continue;
			p_relex(p, pos + e->len);
			return e->val;
		}
	}
	return NULL;
}

void memo_put(Parser *p, Memo *m, uint32_t pos, void *val)
{
	uint32_t len = p->prev_end - pos;
	if (len < MEMO_SHORT || len > MEMO_MAXKEY || p->prev_end < pos)
		return;
	if (!m->ents) {
		/* one set per KiB of input, a power of two in [16, 1024] */
		uint32_t sets = MEMO_MINSETS;
		while (sets < MEMO_SETS && (size_t)sets << 10 < p->len)
			sets <<= 1;
		m->ents = calloc_written((size_t)sets * MEMO_WAYS, sizeof *m->ents);
		if (!m->ents)
			return;   /* the memo is only an optimization */
		m->mask = sets - 1;
	}
	const char *s = p->src + pos;
	MemoEnt *e = &m->ents[key_hash(s, m->mask, len >= MEMO_KEY) * MEMO_WAYS + (m->clock++ % MEMO_WAYS)];
	if (len > e->cap) {
		uint32_t cap = len < 64 ? 64 : len;
		char *k = realloc(e->key, cap);
		if (!k) {
			e->len = 0;
			return;
		}
		e->key = k;
		e->cap = cap;
	}
	memcpy(e->key, s, len);
	memcpy(&e->head, s, sizeof e->head);
	memcpy(&e->tail, s + len - 8, sizeof e->tail);
	e->s = e->key;
	e->len = len;
	e->val = val;
}

void memo_free(Memo *m)
{
	if (m->ents)
		for (uint32_t i = 0; i < (m->mask + 1) * MEMO_WAYS; i++)
			free(m->ents[i].key);
	free(m->ents);
	m->ents = NULL;
}
