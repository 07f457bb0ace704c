/* names.c — NameMap: open-addressing map from byte spans to indices.
 *
 * Used for SSA names, block names and aliases.  Keys point into the source
 * buffer (alive for the whole parse), so no key is ever copied. */
#include "parser.h"

#include <stdlib.h>
#include <string.h>

uint32_t nm_hash(const char *s, size_t n)
{
	return hash_bytes(s, n, 0x5eed);
}

/* A scope's names are erased with the pointer they were added with: the
 * same pointer is the same text, no memcmp. */
static int slot_eq(const NameSlot *sl, const char *s, uint32_t len, uint32_t hash)
{
	return sl->hash == hash && sl->len == len && (sl->s == s || memcmp(sl->s, s, len) == 0);
}

NameSlot *nm_find(NameMap *m, const char *s, uint32_t len, uint32_t hash)
{
	if (!m->cap)
		return NULL;
	uint32_t mask = m->cap - 1;
	for (uint32_t i = hash & mask;; i = (i + 1) & mask) {
		NameSlot *sl = &m->slots[i];
		if (!sl->s)
			return NULL;
		if (slot_eq(sl, s, len, hash))
			return sl;
	}
}

static void nm_place(NameSlot *slots, uint32_t cap, const NameSlot *src)
{
	uint32_t mask = cap - 1;
	uint32_t i = src->hash & mask;
	while (slots[i].s)
		i = (i + 1) & mask;
	slots[i] = *src;
}

static void nm_grow(NameMap *m)
{
	uint32_t cap = m->cap ? m->cap * 2 : 64;
	NameSlot *ns = calloc_written(cap, sizeof *ns);
	if (!ns)
		die_oom();
	for (uint32_t i = 0; i < m->cap; i++)
		if (m->slots[i].s)
			nm_place(ns, cap, &m->slots[i]);
	free(m->slots);
	m->slots = ns;
	m->cap = cap;
}

void nm_put(NameMap *m, const char *s, uint32_t len, uint32_t hash, uint32_t val)
{
	NameSlot *sl = nm_find(m, s, len, hash);
	if (sl) {
		sl->val = val;
		return;
	}
	nm_add(m, s, len, hash, val);
}

/* A key nm_find just missed: one probe sequence instead of two. */
void nm_add(NameMap *m, const char *s, uint32_t len, uint32_t hash, uint32_t val)
{
	if ((m->len + 1) * 4 >= m->cap * 3)
		nm_grow(m);
	/* A zero-length key still needs a non-NULL pointer to mark the slot used. */
	NameSlot n = { s ? s : "", len, hash, val };
	nm_place(m->slots, m->cap, &n);
	m->len++;
}

/* Backward-shift deletion keeps probe chains intact without tombstones. */
void nm_erase(NameMap *m, const char *s, uint32_t len, uint32_t hash)
{
	NameSlot *sl = nm_find(m, s, len, hash);
	if (!sl)
		return;
	uint32_t mask = m->cap - 1;
	uint32_t i = (uint32_t)(sl - m->slots);
	for (uint32_t j = (i + 1) & mask; m->slots[j].s; j = (j + 1) & mask) {
		uint32_t home = m->slots[j].hash & mask;
		/* Move j back to i if i lies cyclically in [home, j). */
		if (((j - home) & mask) >= ((j - i) & mask)) {
			m->slots[i] = m->slots[j];
			i = j;
		}
	}
	memset(&m->slots[i], 0, sizeof m->slots[i]);
	m->len--;
}

void nm_free(NameMap *m)
{
	free(m->slots);
	memset(m, 0, sizeof *m);
}
