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
 * text may have left the resident set, see parse.c).
 *
 * Two lookups an op, while the parse streams the text and the IR through
 * the caches: what a lookup reads is kept small.  Each entry has a 16-bit
 * tag of its key's hash in an array of its own (8 KiB for 1,024 sets),
 * and an entry is read only where its tag matches; a key of up to
 * MEMO_INLINE bytes (`(i32, i32) -> i32`, `{value = 0 : index}`) is
 * compared within the entry's one cache line.  (Before, a lookup read the
 * set's ways over three lines and then the key's copy elsewhere: ~5 % of
 * a parse and print's samples waited on those loads.) */
#include "parser.h"

#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(MemoEnt) == 64, "an entry is one cache line");

enum { MEMO_MINSETS = 16, MEMO_SETS = 1024, MEMO_WAYS = 4, MEMO_KEY = 16, MEMO_SHORT = 8, MEMO_MAXKEY = 1024 };

/* Keys of MEMO_KEY bytes or more are found by their first MEMO_KEY bytes;
 * shorter ones (`() -> index`, `(f32) -> f64`: signatures of one-operand
 * ops) by their first MEMO_SHORT, which a lookup tries second.  The set
 * comes from the hash's top half, the tag from its third quarter. */
static uint64_t key_hash(const char *s, int full)
{
	uint64_t a, b = 0;
	memcpy(&a, s, 8);
	if (full)
		memcpy(&b, s + 8, 8);
	uint64_t h = (a * 0x9e3779b97f4a7c15u) ^ (b + 0x632be59bd9b4e019u);
	h ^= h >> 29;
	return h * 0xbf58476d1ce4e5b9u;
}

static uint32_t set_of(const Memo *m, uint64_t h) { return ((uint32_t)(h >> 32) & m->mask) * MEMO_WAYS; }

static uint16_t tag_of(uint64_t h)
{
	uint16_t t = (uint16_t)(h >> 16);
	return t ? t : 1;
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

/* a[0..n) == b[0..n) for MEMO_SHORT <= n <= MEMO_INLINE: eight bytes at a
 * time, the last eight overlapping. */
static int head_eq(const char *a, const char *b, size_t n)
{
	uint64_t x, y;
	for (size_t i = 0; i + 8 < n; i += 8) {
		memcpy(&x, a + i, 8);
		memcpy(&y, b + i, 8);
		if (x != y)
			return 0;
	}
	memcpy(&x, a + n - 8, 8);
	memcpy(&y, b + n - 8, 8);
	return x == y;
}

static int key_eq(const MemoEnt *e, const char *s)
{
	if (e->len <= MEMO_INLINE)
		return head_eq(e->head, s, e->len);
	return head_eq(e->head, s, MEMO_INLINE) && memcmp(e->rest, s + MEMO_INLINE, e->len - MEMO_INLINE) == 0;
}

void *memo_find(Parser *p, Memo *m, uint32_t pos, uint32_t *end)
{
	if (!m->ents || p->len - pos < MEMO_KEY)
		return NULL;
	const char *s = p->src + pos;
	for (int full = 1; full >= 0; full--) {
		uint64_t h = key_hash(s, full);
		uint32_t set = set_of(m, h);
		uint16_t tag = tag_of(h);
		for (int i = 0; i < MEMO_WAYS; i++) {
			if (m->tags[set + i] != tag)
				continue;
			const MemoEnt *e = &m->ents[set + i];
			if ((e->len >= MEMO_KEY) != full || e->len > p->len - pos || !key_eq(e, s) ||
			    !boundary_ok(p, pos + e->len))
				continue;
			*end = pos + e->len;
			return e->val;
		}
	}
	return NULL;
}

void *memo_get(Parser *p, Memo *m, uint32_t pos)
{
	uint32_t end;
	void *v = memo_find(p, m, pos, &end);
	if (v)
		p_relex(p, end);
	return v;
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
		size_t n = (size_t)sets * MEMO_WAYS;
		m->ents = aligned_alloc(64, n * sizeof *m->ents);   /* an entry a cache line */
		if (m->ents)
			memset(m->ents, 0, n * sizeof *m->ents);
		m->tags = calloc_written(n, sizeof *m->tags);
		if (!m->ents || !m->tags) {
			free(m->ents);
			free(m->tags);
			m->ents = NULL;
			m->tags = NULL;
			return;   /* the memo is only an optimization */
		}
		m->mask = sets - 1;
	}
	const char *s = p->src + pos;
	uint64_t h = key_hash(s, len >= MEMO_KEY);
	uint32_t k = set_of(m, h) + m->clock++ % MEMO_WAYS;
	MemoEnt *e = &m->ents[k];
	m->tags[k] = 0;
	uint32_t rest = len > MEMO_INLINE ? len - MEMO_INLINE : 0;
	if (rest > e->cap) {
		uint32_t cap = rest < 64 ? 64 : rest;
		char *r = realloc(e->rest, cap);
		if (!r)
			return;
		e->rest = r;
		e->cap = cap;
	}
	memcpy(e->head, s, len < MEMO_INLINE ? len : MEMO_INLINE);
	if (rest)
		memcpy(e->rest, s + MEMO_INLINE, rest);
	e->len = len;
	e->val = val;
	m->tags[k] = tag_of(h);
}

void memo_free(Memo *m)
{
	if (m->ents)
		for (uint32_t i = 0; i < (m->mask + 1) * MEMO_WAYS; i++)
			free(m->ents[i].rest);
	free(m->ents);
	free(m->tags);
	m->ents = NULL;
	m->tags = NULL;
}
