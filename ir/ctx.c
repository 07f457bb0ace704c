/* ctx.c — the context: arena, scratch vectors, output buffers, hash sets,
 * string interning, op-name table and diagnostics. */
#define _DEFAULT_SOURCE   /* MAP_ANONYMOUS, MADV_HUGEPAGE */
#include "ir.h"

#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

/* ---------------------------------------------------------------- arena */

struct Chunk {
	Chunk *next;
	size_t size;         /* usable bytes in data[] */
	size_t maplen;       /* bytes mapped with mmap, 0 if malloc'ed */
	_Alignas(16) char data[];
};

enum {
	CHUNK_MIN = 1 << 16,
	SMALL_PAGE = 4096,       /* the smallest page the code assumes (a larger one only costs touches) */
	CHUNK_HUGE = 1 << 21,    /* 2 MiB: a transparent huge page */
	CHUNK_MAX = 1 << 24,
	KEEP_MAX = 16 << 20,     /* ctx_free_keep */
};

_Noreturn void die_oom(void)
{
	fputs("tsrewrite: out of memory\n", stderr);
	abort();
}

/* len bytes (whole pages) of zeroed memory, 2 MiB-aligned and, if
 * `huge`, marked MADV_HUGEPAGE (its whole 2 MiB pieces come as huge
 * pages); NULL if the mapping fails. */
static char *map_huge(size_t len, int huge)
{
	char *m = mmap(NULL, len + CHUNK_HUGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED)
		return NULL;
	char *al = (char *)(((uintptr_t)m + CHUNK_HUGE - 1) & ~(uintptr_t)(CHUNK_HUGE - 1));
	if (al > m)
		munmap(m, (size_t)(al - m));
	munmap(al + len, (size_t)(m + CHUNK_HUGE - al));
#ifdef MADV_HUGEPAGE
	if (huge)
		madvise(al, len, MADV_HUGEPAGE);
#endif
	return al;
}

/* Large chunks are mapped 2 MiB-aligned and marked MADV_HUGEPAGE: a 60 MB
 * module then costs a few hundred page faults instead of tens of
 * thousands, which dominated parse time on first touch. */
static Chunk *chunk_new(size_t size)
{
	size_t need = sizeof(Chunk) + size;
	if (need >= CHUNK_HUGE) {
		size_t len = (need + CHUNK_HUGE - 1) & ~(size_t)(CHUNK_HUGE - 1);
		char *al = map_huge(len, 1);
		if (!al)
			die_oom();
		Chunk *ch = (Chunk *)al;
		ch->size = len - sizeof(Chunk);
		ch->maplen = len;
		return ch;
	}
	/* calloc: fresh pages from the kernel are not cleared a second time */
	Chunk *ch = calloc(1, need);
	if (!ch)
		die_oom();
	ch->size = size;
	ch->maplen = 0;
	return ch;
}

void rel_out_of_span(void)
{
	fputs("tsrewrite: internal error: an IR link to memory outside the context's arena\n", stderr);
	abort();
}

/* len bytes of PROT_NONE address space (it costs neither memory nor
 * commit charge) at a multiple of IR_SPAN. */
static char *reserve_aligned(size_t len)
{
	int fl = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
	char *m = mmap(NULL, len + IR_SPAN, PROT_NONE, fl, -1, 0);
	if (m != MAP_FAILED) {   /* over-map, then trim */
		char *al = (char *)(((uintptr_t)m + IR_SPAN - 1) & ~(IR_SPAN - 1));
		if (al > m)
			munmap(m, (size_t)(al - m));
		munmap(al + len, (size_t)(m + IR_SPAN - al));
		return al;
	}
#ifdef MAP_FIXED_NOREPLACE
	/* Too little address space to over-map: try aligned places below
	 * where the kernel would put such a mapping. */
	m = mmap(NULL, len, PROT_NONE, fl, -1, 0);
	if (m == MAP_FAILED)
		return NULL;
	munmap(m, len);
	uintptr_t at = (uintptr_t)m & ~(IR_SPAN - 1);
	for (int k = 0; k < 16 && at >= IR_SPAN; k++, at -= IR_SPAN) {
		char *r = mmap((void *)at, len, PROT_NONE, fl | MAP_FIXED_NOREPLACE, -1, 0);
		if (r == (char *)at)
			return r;
		if (r != MAP_FAILED)   /* a kernel without the flag took it as a hint */
			munmap(r, len);
	}
#endif
	return NULL;
}

/* The full span where address space is plentiful (the normal case: it is
 * only reserved).  Under a limit (ulimit -v), where reserved address space
 * counts, 16 MiB at the start of an IR_SPAN-aligned window, extended in
 * place as the IR grows (region_grow): each context holds about what it
 * uses, and LLVM, malloc and the other threads' contexts keep the rest. */
int arena_reserve(Arena *a)
{
	size_t len = IR_SPAN;
	char *al = reserve_aligned(len);
	if (!al)
		al = reserve_aligned(len = CHUNK_MAX);
	if (!al)
		return -1;
	if (mprotect(al, CHUNK_HUGE, PROT_READ | PROT_WRITE) != 0) {
		munmap(al, len);
		return -1;
	}
#ifdef MADV_HUGEPAGE
	/* All but the first 2 MiB: a small kernel's IR stays on small pages;
	 * a large module's costs few faults (see chunk_new). */
	madvise(al + CHUNK_HUGE, len - CHUNK_HUGE, MADV_HUGEPAGE);
#endif
	a->base = al;
	a->cur = al + 8;   /* offset 0 is a NULL Rel: nothing lives there */
	a->end = al + CHUNK_HUGE;
	a->limit = al + len;
	a->total = CHUNK_HUGE;
	return 0;
}

/* A large input's IR on huge pages from the start: the rest of the span's
 * first 2 MiB, which is on small pages for small kernels, is left unused
 * (address space only: untouched, it is not resident) — ~500 page faults
 * less, at ~10 us each in the VMs we measure on. */
void arena_skip_small(Arena *a)
{
	if (a->base && !a->share && a->end == a->base + CHUNK_HUGE && !a->gap) {
		a->gap = a->cur;
		a->gap_end = a->cur = a->end;
	}
}

/* The span's bytes handed out: to cur, less the skipped gap. */
static size_t arena_used(const Arena *a)
{
	return (size_t)(a->cur - a->base) - (size_t)(a->gap_end - a->gap);
}

/* A span reserved in part (under a limit) doubles in place, within its
 * window, while the addresses after it are free. */
static int region_extend(Arena *a, size_t need)
{
#ifdef MAP_FIXED_NOREPLACE
	size_t have = (size_t)(a->limit - a->base), room = IR_SPAN - have;
	size_t ext = have > need ? have : (need + CHUNK_HUGE - 1) & ~(size_t)(CHUNK_HUGE - 1);
	ext = ext < room ? ext : room;
	if (ext < need)
		return -1;
	char *r = mmap(a->limit, ext, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE, -1, 0);
	if (r != a->limit) {
		if (r != MAP_FAILED)
			munmap(r, ext);
		return -1;
	}
#ifdef MADV_HUGEPAGE
	if (!a->pages.small)
		madvise(r, ext, MADV_HUGEPAGE);
#endif
	a->limit += ext;
	return 0;
#else
	(void)a, (void)need;
	return -1;
#endif
}

static uint64_t now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* A huge page whose first touch takes longer than this came from memory
 * the host had taken back: ~0.17 ms when the guest reuses memory it freed
 * a moment ago, ~4.4 ms a few seconds later (free page reporting). */
enum { HUGE_SLOW_NS = 1000000 };

static void set_huge(char *from, char *to, int on)
{
#if defined MADV_HUGEPAGE && defined MADV_NOHUGEPAGE
	if (to > from)
		madvise(from, (size_t)(to - from), on ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
#else
	(void)from, (void)to, (void)on;
#endif
}

/* len bytes at `at` faulted in for writing in one call, where the kernel
 * can (5.14 on); it leaves the contents alone, so another thread may
 * already be using them.  -1 if it could not. */
static int populate_write(char *at, size_t len)
{
#ifdef MADV_POPULATE_WRITE
	return madvise(at, len, MADV_POPULATE_WRITE);
#else
	(void)at, (void)len;
	return -1;
#endif
}

/* What the timed first touch of a new piece (`ns`) decides: 1, the rest
 * of the span on small pages; -1, back on huge pages; 0, no change. */
int span_pages_step(SpanPages *pg, uint64_t ns)
{
	if (!pg->small) {
		if (ns <= HUGE_SLOW_NS)
			return 0;
		pg->small = 1;
		pg->huge_ns = ns > UINT32_MAX ? UINT32_MAX : (uint32_t)ns;
		return 1;
	}
	pg->settled = 1;
	if (ns <= pg->huge_ns)
		return 0;
	pg->small = 0;
	return -1;
}

/* How a newly committed piece is touched (pages_plan). */
enum { TOUCH_NONE, TIME_HUGE, TIME_SMALL };

/* A span's new 2 MiB pieces, and what to do with the first.  On the VMs
 * we measure on, a huge page costs 0.17 ms or 4.4 ms by the host's whim,
 * and 512 small pages a steady ~0.7 ms; on others small pages cost more
 * than a slow huge page.  So the first touch of each new piece is timed
 * while the span is on huge pages; after a slow one the next piece is
 * tried on small pages and timed too, and the rest of the span keeps
 * whichever was cheaper.  Touching a piece early costs nothing extra: the
 * bump pointer reaches it next.  One piece is timed at a time. */
static int pages_plan(char *at, size_t len, SpanPages *pg)
{
	if (mprotect(at, len, PROT_READ | PROT_WRITE) != 0)
		die_oom();
	if (pg->settled || pg->timing)
		return TOUCH_NONE;
	pg->timing = 1;
	return pg->small ? TIME_SMALL : TIME_HUGE;
}

/* Done outside the share's lock: the piece at `at` begins inside the
 * committing thread's own new piece of the span (nothing written there
 * yet), and populate_write leaves contents alone wherever the other
 * thread may be writing.  Returns the time taken. */
static uint64_t pages_touch(char *at, int how)
{
	uint64_t t = now_ns();
	if (how == TIME_HUGE)
		*(volatile char *)at = 0;   /* the whole huge page's fault */
	else if (populate_write(at, CHUNK_HUGE) != 0)
		return UINT64_MAX;   /* no MADV_POPULATE_WRITE (before 5.14): stay on huge pages */
	return now_ns() - t;
}

/* What the timing says, for the span's pieces after `at`. */
static void pages_learn(SpanPages *pg, char *at, char *limit, uint64_t ns)
{
	pg->timing = 0;
	int to = span_pages_step(pg, ns);
	if (to)
		set_huge(at + CHUNK_HUGE, limit, to < 0);
}

/* Commit the next whole 2 MiB pieces of the span, enough for n bytes.
 * Committed pages cost nothing until touched, and the bump pointer
 * touches them in order. */
static void region_grow(Arena *a, size_t n)
{
	size_t step = (n + CHUNK_HUGE - 1) & ~(size_t)(CHUNK_HUGE - 1);
	if (step > (size_t)(a->limit - a->end) && region_extend(a, step - (size_t)(a->limit - a->end)) != 0)
		die_oom();
	int how = pages_plan(a->end, step, &a->pages);
	if (how != TOUCH_NONE)
		pages_learn(&a->pages, a->end, a->limit, pages_touch(a->end, how));
	a->end += step;
	a->total += step;
}

/* Every chunk starts zeroed (calloc, a fresh mapping, or a span that
 * ctx_free_keep cleared) and the arena never reuses bytes, so allocations
 * need no clearing. */
/* n bytes at `align` (4 or 8), zeroed.  The tail of the current chunk or
 * span is skipped up to the alignment; a new chunk starts 16-aligned. */
/* Two threads parsing into one span (ctx_mt_begin) take pieces of it in
 * turn at its top: the committed pages fill in order, and each thread
 * leaves at most the rest of its last piece unused. */
enum { PIECE = 256 << 10 };
struct ArenaShare {
	atomic_int held;
	char *top, *end, *limit;   /* the next piece, the committed end, the span's end */
	SpanPages pages;           /* the root's, while the span is shared */
};

static void spin_lock(atomic_int *h)
{
	for (unsigned n = 0; atomic_exchange_explicit(h, 1, memory_order_acquire);)
		while (atomic_load_explicit(h, memory_order_relaxed))
			if (++n % 4096 == 0)
				sched_yield();   /* the holder's CPU was taken from it */
}

static void spin_unlock(atomic_int *h) { atomic_store_explicit(h, 0, memory_order_release); }

static void piece_take(Arena *a, size_t n)
{
	struct ArenaShare *s = a->share;
	size_t size = n > PIECE ? (n + PIECE - 1) & ~(size_t)(PIECE - 1) : PIECE;
	char *at = NULL;
	int how = TOUCH_NONE;
	spin_lock(&s->held);
	if ((size_t)(s->limit - s->top) < size)
		die_oom();
	a->cur = s->top;
	a->end = s->top += size;
	if (s->top > s->end) {
		size_t step = ((size_t)(s->top - s->end) + CHUNK_HUGE - 1) & ~(size_t)(CHUNK_HUGE - 1);
		how = pages_plan(at = s->end, step, &s->pages);
		s->end += step;
	}
	int fill = s->pages.settled && s->pages.small;
	spin_unlock(&s->held);
	/* Settled on small pages, the thread's new piece is faulted in in one
	 * call, ~15 % less than a fault a page (the piece, not the 2 MiB
	 * around it: the last would stay resident unused).  A piece being
	 * timed is timed after the lock is let go: a slow first touch (ms)
	 * under it kept the other thread spinning for its next piece. */
	if (fill)
		populate_write(a->cur, (size_t)(a->end - a->cur));
	if (how == TOUCH_NONE)
		return;
	uint64_t ns = pages_touch(at, how);
	spin_lock(&s->held);
	pages_learn(&s->pages, at, s->limit, ns);
	spin_unlock(&s->held);
}

static inline void *alloc_aligned(Arena *a, size_t n, size_t align)
{
	n = (n + align - 1) & ~(align - 1);
	size_t pad = (size_t)(-(uintptr_t)a->cur & (align - 1));
	if ((size_t)(a->end - a->cur) < pad + n && a->share) {
		piece_take(a, n);
		pad = 0;
	} else if ((size_t)(a->end - a->cur) < pad + n && a->base)
		region_grow(a, pad + n - (size_t)(a->end - a->cur));
	else if ((size_t)(a->end - a->cur) < pad + n) {
		size_t size = CHUNK_MIN;
		if (a->total > 8 * CHUNK_MIN)
			size = a->total / 4 > CHUNK_MAX ? CHUNK_MAX : a->total / 4;
		if (n > size / 4) {
			/* A one-off large block: keep the current chunk for small ones. */
			Chunk *ch = chunk_new(n);
			a->total += ch->size;
			if (a->head) {
				ch->next = a->head->next;
				a->head->next = ch;
			} else {
				ch->next = NULL;
				a->head = ch;
				a->cur = a->end = ch->data + ch->size;
			}
			return ch->data;
		}
		Chunk *ch = chunk_new(size);
		a->total += ch->size;
		ch->next = a->head;
		a->head = ch;
		a->cur = ch->data;
		a->end = ch->data + ch->size;
		pad = 0;
	}
	/* The first touch of a fresh page should be a write: read first (a
	 * Block's nargs, say), the kernel maps its shared zero page, and the
	 * write after it is a second fault that also flushes the other
	 * thread's TLB. */
	char *fresh = (char *)(((uintptr_t)a->cur + SMALL_PAGE - 1) & ~(uintptr_t)(SMALL_PAGE - 1));
	void *p = a->cur + pad;
	a->cur += pad + n;
	if (fresh < a->cur)
		*(volatile char *)fresh = 0;   /* zero already, and not yet handed out */
	return p;
}

void *arena_alloc(Arena *a, size_t n)
{
	/* 8, not 16: nothing in the IR needs more than a pointer's alignment,
	 * and a 24-byte block argument would round up. */
	return alloc_aligned(a, n, 8);
}

void *arena_alloc4(Arena *a, size_t n)
{
	return alloc_aligned(a, n, 4);
}

void *calloc_written(size_t n, size_t size)
{
	char *p = calloc(n, size);
	/* a byte a page (a memset after malloc, compilers turn into calloc) */
	for (size_t i = 0; p && i < n * size; i += SMALL_PAGE)
		((volatile char *)p)[i] = 0;
	return p;
}

void *arena_dup(Arena *a, const void *p, size_t n)
{
	void *q = arena_alloc(a, n + 1);
	if (n)
		memcpy(q, p, n);
	return q;
}

void arena_free(Arena *a)
{
	if (a->base)
		munmap(a->base, (size_t)(a->limit - a->base));
	Chunk *ch = a->head;
	while (ch) {
		Chunk *next = ch->next;
		if (ch->maplen)
			munmap(ch, ch->maplen);
		else
			free(ch);
		ch = next;
	}
	memset(a, 0, sizeof *a);
}

/* Empty the arena but keep its current chunk, cleared where it was used:
 * a scratch arena emptied after each top-level op would otherwise take a
 * fresh chunk from calloc each time, which clears all 64 KiB of it (malloc
 * hands the freed chunk back, so the pages are not fresh). */
void arena_reset(Arena *a)
{
	Chunk *keep = a->head;
	if (a->base || a->share || !keep || keep->maplen || a->cur < keep->data || a->cur > keep->data + keep->size) {
		arena_free(a);
		return;
	}
	size_t used = (size_t)(a->cur - keep->data);
	a->head = keep->next;
	keep->next = NULL;
	arena_free(a);
	memset(keep->data, 0, used);
	a->head = keep;
	a->cur = keep->data;
	a->end = keep->data + keep->size;
	a->total = keep->size;
}

/* ------------------------------------------------------------ vec, buf */

void vec_init(Vec *v, size_t esz)
{
	memset(v, 0, sizeof *v);
	v->esz = esz;
}

/* A vector that lives in arena a: nothing to free, so it may be left
 * behind by a parse error's long jump (the old storage stays in the arena
 * until the arena goes; growth doubles, so that is at most as much again). */
void *vec_push_arena(Arena *a, Vec *v)
{
	if (v->len == v->cap) {
		size_t cap = v->cap ? v->cap * 2 : 16;
		void *p = arena_alloc(a, cap * v->esz);
		if (v->len)
			memcpy(p, v->p, v->len * v->esz);
		v->p = p;
		v->cap = cap;
	}
	char *slot = (char *)v->p + v->len++ * v->esz;
	memset(slot, 0, v->esz);
	return slot;
}

void vec_grow(Vec *v)
{
	size_t cap = v->cap ? v->cap * 2 : 16;
	void *p = realloc(v->p, cap * v->esz);
	if (!p)
		die_oom();
	v->p = p;
	v->cap = cap;
}

void vec_reserve(Vec *v, size_t n)
{
	if (n <= v->cap)
		return;
	void *p = realloc(v->p, n * v->esz);
	if (!p)
		die_oom();
	v->p = p;
	v->cap = n;
}

void *vec_push(Vec *v)
{
	char *slot = vec_push_raw(v);
	memset(slot, 0, v->esz);
	return slot;
}

void vec_free(Vec *v)
{
	free(v->p);
	v->p = NULL;
	v->len = v->cap = 0;
}

static void buf_grow(Buf *b, size_t extra)
{
	if (b->len + extra + 1 <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < b->len + extra + 1)
		cap *= 2;
	char *p = realloc(b->p, cap);
	if (!p)
		die_oom();
	b->p = p;
	b->cap = cap;
}

void buf_put_grow(Buf *b, const char *s, size_t n)
{
	buf_grow(b, n);
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = 0;
}

void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

void buf_putc_grow(Buf *b, char ch)
{
	buf_grow(b, 1);
	b->p[b->len++] = ch;
	b->p[b->len] = 0;
}

void buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char tmp[256];
	va_list ap2;
	va_copy(ap2, ap);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n < 0) {
		va_end(ap2);
		return;
	}
	if ((size_t)n < sizeof tmp) {
		buf_put(b, tmp, (size_t)n);
	} else {
		buf_grow(b, (size_t)n);
		vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap2);
		b->len += (size_t)n;
	}
	va_end(ap2);
}

void buf_indent(Buf *b, unsigned n)
{
	/* an op's indentation, one per printed op: a fixed 64-byte copy when
	 * there is room (the bytes past n are overwritten by what follows) */
	static const char spaces[65] = "                                                                ";
	if (n <= 64 && b->len + 64 < b->cap) {
		memcpy(b->p + b->len, spaces, 64);
		b->len += n;
		b->p[b->len] = 0;
		return;
	}
	buf_grow(b, n);
	memset(b->p + b->len, ' ', n);
	b->len += n;
	b->p[b->len] = 0;
}

void buf_free(Buf *b)
{
	free(b->p);
	memset(b, 0, sizeof *b);
}

/* ------------------------------------------------------------- hashing */

uint32_t hash_bytes(const void *p, size_t n, uint32_t seed)
{
	/* Eight bytes a step (names, strings and keys are mostly 4-30 bytes:
	 * a byte-wise FNV was a dependent multiply per byte), then a final
	 * avalanche.  The hash is never stored or printed, so the byte order
	 * of the host does not matter. */
	const unsigned char *s = p;
	uint64_t h = ((uint64_t)seed << 32 | seed) ^ (n * UINT64_C(0x9e3779b97f4a7c15));
	for (; n >= 8; s += 8, n -= 8) {
		uint64_t w;
		memcpy(&w, s, 8);
		h = (h ^ w) * UINT64_C(0xff51afd7ed558ccd);
		h ^= h >> 32;
	}
	if (n) {
		/* 1-7 bytes: two overlapping 4-byte loads, or first/middle/last
		 * byte (the length is already in h) */
		uint64_t w;
		if (n >= 4) {
			uint32_t a, b;
			memcpy(&a, s, 4);
			memcpy(&b, s + n - 4, 4);
			w = (uint64_t)a << 32 | b;
		} else {
			w = (uint64_t)s[0] << 16 | (uint64_t)s[n / 2] << 8 | s[n - 1];
		}
		h = (h ^ w) * UINT64_C(0xc4ceb9fe1a85ec53);
	}
	h ^= h >> 33;
	h *= UINT64_C(0xff51afd7ed558ccd);
	h ^= h >> 33;
	return (uint32_t)h;
}

/* --------------------------------------------------------- string table */

static int str_eq(const void *stored, const void *key)
{
	const Str *a = stored;
	const Str *b = key;
	return a->len == b->len && memcmp(a->s, b->s, a->len) == 0;
}

const Str *str_intern(Ctx *c, const char *s, size_t len)
{
	Str key = { (uint32_t)len, hash_bytes(s, len, 0), s };
	Str *found = uq_find(c, UQ_STRS, key.hash, str_eq, &key);
	if (found)
		return found;
	Str *n = arena_alloc(&c->arena, sizeof *n);
	*n = key;
	n->s = arena_dup(&c->arena, s, len);
	return uq_insert(c, UQ_STRS, n, n->hash, str_eq, &key);
}

const Str *str_cstr(Ctx *c, const char *s) { return str_intern(c, s, strlen(s)); }

/* ------------------------------------------------------------ hash sets */

/* Open addressing with the stored hash kept beside the element, so a
 * resize never calls back into the element's hash function.  Every
 * element lives in a context's arena (uniqued strings, types, attributes,
 * affine objects, op names; ops in the passes' visited sets), so a slot
 * holds it as a Rel-style 32-bit link into that span: 8 bytes a slot,
 * half a pointer's (the bench module's attribute table: 2 MiB, not 4).
 *
 * While two threads parse, hs_find reads a uniquing table as the other
 * thread adds to it (under its stripe's lock, uq_insert): a slot is one
 * 64-bit word, stored whole after the element is built (release) and read
 * whole (acquire); a grown table publishes its slots before its capacity,
 * and its old slots stay allocated until the threads are done
 * (uq_grow).  A reader that races an insert may miss the new element,
 * never see half of it; uq_insert looks again under the lock. */
typedef uint64_t Slot;   /* link | hash << 32; link 0: empty (nothing lives at offset 0) */

static uint64_t slot_load(const Slot *s) { return __atomic_load_n(s, __ATOMIC_ACQUIRE); }

static void *slot_get(const HashSet *h, uint64_t s)
{
	return (void *)(h->span | (uintptr_t)(uint32_t)s << 2);
}

void *hs_find(HashSet *h, uint32_t hash, int (*eq)(const void *, const void *), const void *key)
{
	uint32_t cap = __atomic_load_n(&h->cap, __ATOMIC_ACQUIRE);
	if (!cap)
		return NULL;
	const Slot *slots = __atomic_load_n(&h->slots, __ATOMIC_ACQUIRE);
	uint32_t mask = cap - 1;
	for (uint32_t i = hash & mask;; i = (i + 1) & mask) {
		uint64_t s = slot_load(&slots[i]);
		if (!(uint32_t)s)
			return NULL;
		if ((uint32_t)(s >> 32) == hash && eq(slot_get(h, s), key))
			return slot_get(h, s);
	}
}

static void hs_put(Slot *slots, uint32_t cap, uint32_t ref, uint32_t hash)
{
	uint32_t mask = cap - 1;
	uint32_t i = hash & mask;
	while ((uint32_t)slots[i])
		i = (i + 1) & mask;
	__atomic_store_n(&slots[i], (uint64_t)hash << 32 | ref, __ATOMIC_RELEASE);
}

/* The set's elements into ns, zeroed room for cap slots.  Returns the
 * old slots, for the caller to free or keep. */
static Slot *hs_move(HashSet *h, Slot *ns, uint32_t cap)
{
	Slot *old = h->slots;
	for (uint32_t i = 0; i < h->cap; i++)
		if ((uint32_t)old[i])
			hs_put(ns, cap, (uint32_t)old[i], (uint32_t)(old[i] >> 32));
	__atomic_store_n(&h->slots, (void *)ns, __ATOMIC_RELEASE);   /* before cap: see hs_find */
	__atomic_store_n(&h->cap, cap, __ATOMIC_RELEASE);
	return old;
}

/* The set moved to cap slots from malloc.  Returns its old slots if it
 * owned them (NULL if lent or none), for the caller to free or keep. */
static Slot *hs_regrow(HashSet *h, uint32_t cap)
{
	Slot *ns = calloc_written(cap, sizeof *ns);
	if (!ns)
		die_oom();
	int lent = h->lent;
	Slot *old = hs_move(h, ns, cap);
	h->lent = 0;
	return lent ? NULL : old;
}

static int hs_full(const HashSet *h) { return (h->len + 1) * 4 >= h->cap * 3; }

void hs_insert(HashSet *h, void *p, uint32_t hash)
{
	uintptr_t span = (uintptr_t)p & ~(IR_SPAN - 1);
	if (!h->len)
		h->span = span;
	if (span != h->span || !((uintptr_t)p & (IR_SPAN - 1)) || ((uintptr_t)p & 3))
		rel_out_of_span();
	if (hs_full(h))
		free(hs_regrow(h, h->cap ? h->cap * 2 : 64));
	hs_put(h->slots, h->cap, span_link(p), hash);
	h->len++;
}

/* The capacity that holds n elements without growing. */
static uint32_t hs_cap_for(const HashSet *h, uint32_t n)
{
	uint32_t cap = h->cap ? h->cap : 64;
	while (cap < (UINT32_C(1) << 30) && (uint64_t)n * 4 >= (uint64_t)cap * 3)
		cap *= 2;
	return cap;
}

/* Room for n elements without growing. */
void hs_reserve(HashSet *h, uint32_t n)
{
	uint32_t cap = hs_cap_for(h, n);
	if (cap > h->cap)
		free(hs_regrow(h, cap));
}

void *hs_next(const HashSet *h, uint32_t *i)
{
	const Slot *slots = h->slots;
	while (*i < h->cap) {
		uint64_t s = slots[(*i)++];
		if ((uint32_t)s)
			return slot_get(h, s);
	}
	return NULL;
}

void hs_free(HashSet *h)
{
	if (!h->lent)
		free(h->slots);
	memset(h, 0, sizeof *h);
}

/* ------------------------------------------------- shared uniquing */

/* While a helper thread parses (parser/split.c), both threads unique into
 * the root context's tables.  A lookup takes no lock (hs_find reads a
 * table while the other thread adds to it); adding takes the stripe's
 * spin lock, looks again and inserts, so each new object costs one lock
 * (a probe or two is shorter than a futex wait and wake; with sixteen
 * stripes the two threads rarely want the same one).  The caller builds
 * the object before, unlocked: its memory may be a fresh arena page,
 * whose first write faults it in, up to milliseconds on the VMs we
 * measure on.  Most lookups find an object met before, so each context
 * also keeps its last hit per table and hash bucket (`hits`): a hit there
 * costs the comparison hs_find would make, and reads memory no other
 * thread writes (an object, once in a table, never changes). */
enum { UQ_HITS = 1024 };
typedef struct Retired {
	struct Retired *next;
	void *slots;
} Retired;
struct UqLock {
	struct {
		atomic_int held;
		Retired *retired;    /* slots a grown table left, for a lookup may still read them */
		char pad[64 - sizeof(atomic_int) - sizeof(Retired *)];   /* a cache line each */
	} stripe[UQ_COUNT][UQ_STRIPES];
};
struct UqHit {
	uint32_t ref, hash;
};

static unsigned stripe_of(uint32_t hash) { return hash >> 28; }

static HashSet *uq_part(Ctx *r, unsigned t, uint32_t hash) { return &r->uq[t].part[stripe_of(hash)]; }

static void uq_remember(Ctx *c, unsigned t, void *obj, uint32_t hash)
{
	c->hits[t * UQ_HITS + (hash & (UQ_HITS - 1))] = (struct UqHit){ span_link(obj), hash };
}

void *uq_find(Ctx *c, unsigned t, uint32_t hash, int (*eq)(const void *, const void *), const void *key)
{
	Ctx *r = c->root;
	if (!r->mt)
		return hs_find(uq_part(r, t, hash), hash, eq, key);
	const struct UqHit *e = &c->hits[t * UQ_HITS + (hash & (UQ_HITS - 1))];
	if (e->ref && e->hash == hash) {
		void *o = (void *)(((uintptr_t)c->arena.base & ~(IR_SPAN - 1)) | (uintptr_t)e->ref << 2);
		if (eq(o, key))
			return o;
	}
	void *o = hs_find(uq_part(r, t, hash), hash, eq, key);
	if (o)
		uq_remember(c, t, o, hash);
	return o;
}

/* A table about to grow while two threads share it: its slots are kept
 * (see hs_find) until ctx_helper_free. */
static void uq_grow(Ctx *r, unsigned t, uint32_t hash, HashSet *h)
{
	if (!hs_full(h))
		return;
	Slot *slots = hs_regrow(h, h->cap ? h->cap * 2 : 64);
	if (!slots)
		return;
	Retired *old = malloc(sizeof *old);
	if (!old)
		die_oom();
	old->slots = slots;
	old->next = r->mt->stripe[t][stripe_of(hash)].retired;
	r->mt->stripe[t][stripe_of(hash)].retired = old;
}

void *uq_insert(Ctx *c, unsigned t, void *obj, uint32_t hash, int (*eq)(const void *, const void *), const void *key)
{
	Ctx *r = c->root;
	HashSet *h = uq_part(r, t, hash);
	if (!r->mt) {
		hs_insert(h, obj, hash);
		return obj;
	}
	atomic_int *held = &r->mt->stripe[t][stripe_of(hash)].held;
	spin_lock(held);
	void *o = hs_find(h, hash, eq, key);
	if (!o) {   /* else the other thread made it meanwhile: ours stays unused */
		uq_grow(r, t, hash, h);
		hs_insert(h, obj, hash);
		o = obj;
	}
	spin_unlock(held);
	uq_remember(c, t, o, hash);
	return o;
}

void *uq_next(const Ctx *c, unsigned t, UqIter *it)
{
	for (; it->part < UQ_STRIPES; it->part++, it->i = 0) {
		void *e = hs_next(&c->uq[t].part[it->part], &it->i);
		if (e)
			return e;
	}
	return NULL;
}

uint32_t uq_len(const Ctx *c, unsigned t)
{
	uint32_t n = 0;
	for (unsigned i = 0; i < UQ_STRIPES; i++)
		n += c->uq[t].part[i].len;
	return n;
}

void ctx_set_threads(Ctx *c, unsigned n, size_t split_min)
{
	c->threads = n ? n : 1;
	c->split_min = split_min;
}

/* The helper allocates in root's span too (pieces, from ctx_mt_begin on):
 * every link between their objects is a Rel. */
Ctx *ctx_helper_new(Ctx *root)
{
	Arena *ra = &root->arena;
	if (!ra->base || ra->share || (size_t)(ra->limit - ra->base) != IR_SPAN)
		return NULL;   /* a span reserved in part grows in place (region_extend): one thread */
	Ctx *h = malloc(sizeof *h);
	if (!h)
		return NULL;
	*h = *root;
	h->root = root;
	h->mt = NULL;
	h->hits = NULL;
	memset(&h->diag, 0, sizeof h->diag);
	h->diag_text = NULL;
	h->errjmp = NULL;
	memset(h->uq, 0, sizeof h->uq);   /* root's, never used through h */
	h->uq_map = NULL;
	memset(&h->arena, 0, sizeof h->arena);
	h->arena.base = ra->base;
	h->arena.limit = ra->limit;
	return h;
}

/* A table grows under its stripe's lock, into fresh pages, while the
 * other thread may wait for the stripe (see uq_insert): sized now for
 * what a large module holds (the bench module: an attribute per ~480
 * bytes of text, a string per ~2,600), it rarely grows.  The tables
 * (2.5 MiB for the bench module) share one mapping on huge pages: from
 * malloc, whose memset touched each 4 KiB page, they took ~5 ms, all of
 * it before the helper starts. */
static void reserve_shared(Ctx *root)
{
	static const struct { unsigned t, per; } want[] = { { UQ_ATTRS, 512 }, { UQ_STRS, 2048 } };
	uint32_t cap[2][UQ_STRIPES];
	size_t len = 0;
	for (unsigned k = 0; k < 2; k++)
		for (unsigned i = 0; i < UQ_STRIPES; i++) {
			HashSet *h = &root->uq[want[k].t].part[i];
			cap[k][i] = hs_cap_for(h, (uint32_t)(root->srclen / want[k].per / UQ_STRIPES));
			len += cap[k][i] > h->cap ? cap[k][i] * sizeof(Slot) : 0;
		}
	if (!len || root->uq_map)
		return;
	len = (len + 4095) & ~(size_t)4095;
	/* its last, partial 2 MiB on small pages; all of it if the span
	 * has found huge pages slow already (pages_plan: a parse on two
	 * threads has not committed a piece yet, a later one may have) */
	char *al = map_huge(len, !root->arena.pages.small);
	if (!al)
		return;   /* they grow from malloc as they fill */
	root->uq_map = al;
	root->uq_maplen = len;
	for (unsigned k = 0; k < 2; k++)
		for (unsigned i = 0; i < UQ_STRIPES; i++) {
			HashSet *h = &root->uq[want[k].t].part[i];
			if (cap[k][i] > h->cap) {
				Slot *old = hs_move(h, (Slot *)(void *)al, cap[k][i]);
				if (!h->lent)
					free(old);
				h->lent = 1;
				al += cap[k][i] * sizeof(Slot);
			}
		}
}

/* The shared tables are probed before they are filled (see
 * calloc_written): their pages are faulted in for writing, by the helper
 * as it starts rather than by the root before (0.3-4 ms, by the kind of
 * page and the host's whim).  The call leaves contents alone, so the root
 * may be using the tables meanwhile. */
void ctx_mt_populate(Ctx *helper)
{
	Ctx *r = helper->root;
	if (r && r->uq_map)
		populate_write(r->uq_map, r->uq_maplen);
}

int ctx_mt_begin(Ctx *root, Ctx *helper)
{
	struct UqLock *l = calloc(1, sizeof *l);
	struct UqHit *a = calloc_written(UQ_COUNT * UQ_HITS, sizeof *a);
	struct UqHit *b = calloc_written(UQ_COUNT * UQ_HITS, sizeof *b);
	if (!l || !a || !b) {
		free(l), free(a), free(b);
		return -1;
	}
	struct ArenaShare *sh = calloc(1, sizeof *sh);
	if (!sh) {
		free(l), free(a), free(b);
		return -1;
	}
	for (unsigned t = 0; t < UQ_COUNT; t++)
		for (unsigned i = 0; i < UQ_STRIPES; i++) {
			atomic_init(&l->stripe[t][i].held, 0);
			l->stripe[t][i].retired = NULL;
		}
	reserve_shared(root);
	atomic_init(&sh->held, 0);
	sh->top = sh->end = root->arena.end;   /* root uses up its committed rest first */
	sh->limit = root->arena.limit;
	sh->pages = root->arena.pages;
	root->arena.share = helper->arena.share = sh;
	root->mt = l;
	root->hits = a;
	helper->hits = b;
	return 0;
}

void ctx_helper_free(Ctx *h)
{
	if (!h)
		return;
	Ctx *r = h->root;
	struct ArenaShare *sh = r->arena.share;
	if (sh) {   /* root goes on at the span's top, growing it alone again */
		Arena *ra = &r->arena;
		if (ra->end != sh->top)
			ra->cur = sh->top;
		ra->end = sh->end;
		ra->total = (size_t)(sh->end - ra->base);
		ra->pages = sh->pages;
		ra->share = NULL;
		free(sh);
	}
	if (r->mt) {
		for (unsigned t = 0; t < UQ_COUNT; t++)
			for (unsigned i = 0; i < UQ_STRIPES; i++)
				for (Retired *x = r->mt->stripe[t][i].retired, *next; x; x = next) {
					next = x->next;
					free(x->slots);
					free(x);
				}
		free(r->mt);
		free(r->hits);
		r->mt = NULL;
		r->hits = NULL;
	}
	free(h->hits);
	free(h->diag.msg);
	free(h->diag_text);
	free(h);
}

/* ------------------------------------------------------------- op names */

const OpInfo op_info[OP_COUNT] = {
	[OP_UNKNOWN] = { "", 0, -1, -1, 0 },
#define X(id, s, f, no, nr) [OP_##id] = { s, f, no, nr, sizeof s - 1 },
	KNOWN_OPS(X)
#undef X
};

static int opname_eq(const void *stored, const void *key)
{
	return ((const OpName *)stored)->name == key;
}

const OpName *opname_get(Ctx *c, const char *s, size_t n)
{
	const Str *name = str_intern(c, s, n);
	OpName *on = uq_find(c, UQ_OPNAMES, name->hash, opname_eq, name);
	if (on)
		return on;
	on = arena_alloc(&c->arena, sizeof *on);
	on->name = name;
	const char *dot = memchr(s, '.', n);
	on->dialect = dot ? str_intern(c, s, (size_t)(dot - s)) : name;
	on->id = OP_UNKNOWN;
	on->info = &op_info[OP_UNKNOWN];
	on->plain = 1;
	for (size_t i = 0; i < n; i++)
		on->plain &= str_byte_plain((unsigned char)s[i]);
	on->registered = dot && mlir_dialect_registered(s, (size_t)(dot - s));
	/* The table is small and this runs once per distinct name. */
	for (int i = 1; i < OP_COUNT; i++) {
		if (op_info[i].len == n && memcmp(op_info[i].name, s, n) == 0) {
			on->id = (OpId)i;
			on->info = &op_info[i];
			break;
		}
	}
	return uq_insert(c, UQ_OPNAMES, on, name->hash, opname_eq, name);
}

/* -------------------------------------------------------------- context */

void ctx_init_builtins(Ctx *c);   /* types.c */

Ctx *ctx_new(void) { return ctx_new_reuse(NULL); }

/* Corpus mode compiles file after file on one thread.  A context made from
 * the span a freed one left behind (ctx_free_keep) skips reserving it,
 * faulting its first pages in and unmapping it: the page tables of a fresh
 * span cost ~0.4 ms a file on the bench machine, a quarter of a small
 * kernel's compile. */
Ctx *ctx_new_reuse(Arena *spare)
{
	Ctx *c = calloc(1, sizeof *c);
	if (!c)
		die_oom();
	c->max_depth = 1000;
	c->root = c;
	c->threads = 1;
	c->split_min = 1 << 20;
	if (spare && spare->base) {
		c->arena = *spare;
		memset(spare, 0, sizeof *spare);
	} else if (arena_reserve(&c->arena) != 0) {
		die_oom();
	}
	ctx_init_builtins(c);
	return c;
}

void ctx_set_src_droppable(Ctx *c, int on) { c->src_droppable = on; }
void ctx_set_src_padded(Ctx *c, int on) { c->src_padded = on; }

void ctx_add_alias_name(Ctx *c, const Str *name, const void *target, int is_type)
{
	if (!c->alias_names.esz)
		vec_init(&c->alias_names, sizeof(NameAlias));
	*(NameAlias *)vec_push(&c->alias_names) = (NameAlias){ name, target, is_type };
}

void ctx_set_early_verify(Ctx *c, int on) { c->early_verify = on; }

typedef struct IrCount {
	uint64_t ops, results, operands, regions, blocks, args;
} IrCount;

static int count_op(Op *op, void *ud)
{
	IrCount *n = ud;
	n->ops++;
	n->results += op->nres;
	n->operands += op->nopnds;
	n->regions += op->nregions;
	for (uint32_t i = 0; i < op->nregions; i++)
		for (Block *b = region_first(&op_regions(op)[i]); b; b = block_next(b)) {
			n->blocks++;
			n->args += b->nargs;
		}
	return 0;
}

/* --stats: what the module's IR holds and the arena bytes the context has
 * used so far, as one line of text.  Right after the parse, the bytes are
 * the IR's. */
void ctx_ir_stats(Ctx *c, Module *m, char *buf, size_t len)
{
	IrCount n = { 0 };
	walk_ops(&m->body, count_op, &n);
	size_t used = arena_used(&c->arena);
	snprintf(buf, len,
		 "%llu ops, %llu results, %llu operands, %llu regions, %llu blocks, %llu block arguments, "
		 "%u attributes, %u types; IR %zu bytes, %.1f per op",
		 (unsigned long long)n.ops, (unsigned long long)n.results, (unsigned long long)n.operands,
		 (unsigned long long)n.regions, (unsigned long long)n.blocks, (unsigned long long)n.args,
		 uq_len(c, UQ_ATTRS), uq_len(c, UQ_TYPES), used, n.ops ? (double)used / (double)n.ops : 0.0);
	size_t k = strlen(buf);
	if (c->split_at && k < len)   /* a byte offset: a line number would read the dropped text again */
		snprintf(buf + k, len - k, "; parsed on 2 threads, the second from byte %u to byte %u", c->split_at,
			 c->split_end);
}

void ctx_print_stats(Ctx *c, char *buf, size_t len)
{
	if (!len)
		return;
	buf[0] = 0;
	int k = c->body_verified_early ? snprintf(buf, len, "; the body verified as it was parsed") : 0;
	if (c->walk_replayed && k >= 0 && (size_t)k < len)
		k += snprintf(buf + k, len - (size_t)k, "; its aliases found as it was parsed%s",
			      c->number_lazy ? ", its values numbered as it was printed" : "");
	if (c->number_ops && k >= 0 && (size_t)k < len)
		k += snprintf(buf + k, len - (size_t)k, "; numbered on 2 threads, %u of the body's %u ops from the front",
			      c->number_front, c->number_ops);
	if (!c->print_pieces || k < 0 || (size_t)k >= len)
		return;
	k += snprintf(buf + k, len - (size_t)k, "; printed on 2 threads in %u pieces", c->print_pieces);
	if (k >= 0 && (size_t)k < len && c->print_spilled)
		k += snprintf(buf + k, len - (size_t)k, ", %u through a temporary file", c->print_spilled);
	if (k >= 0 && (size_t)k < len && c->print_serial < c->print_pieces)
		snprintf(buf + k, len - (size_t)k, ", in order from piece %u", c->print_serial);
}

void ctx_free(Ctx *c) { ctx_free_keep(c, NULL); }

/* Where a kept span waits between two contexts (corpus mode's threads). */
Arena *ctx_spare_new(void)
{
	Arena *a = calloc(1, sizeof *a);
	if (!a)
		die_oom();
	return a;
}

void ctx_spare_free(Arena *spare)
{
	if (spare)
		arena_free(spare);
	free(spare);
}

/* The span is kept when its used bytes are few enough to clear (the arena
 * hands out zeroed memory); a large IR's pages go back to the kernel. */
void ctx_free_keep(Ctx *c, Arena *spare)
{
	if (!c)
		return;
	Arena *a = &c->arena;
	size_t used = a->base ? arena_used(a) : SIZE_MAX;
	if (spare && !spare->base && used <= KEEP_MAX) {
		if (a->gap) {   /* the gap was never touched: still zero, and not resident */
			memset(a->base, 0, (size_t)(a->gap - a->base));
			memset(a->gap_end, 0, (size_t)(a->cur - a->gap_end));
		} else {
			memset(a->base, 0, used);
		}
		a->cur = a->base + 8;
		a->gap = a->gap_end = NULL;
		*spare = *a;
		memset(a, 0, sizeof *a);
	}
	ctx_drop_walk_log(c);
	vec_free(&c->alias_names);
	for (unsigned t = 0; t < UQ_COUNT; t++)
		for (unsigned i = 0; i < UQ_STRIPES; i++)
			hs_free(&c->uq[t].part[i]);
	if (c->uq_map)
		munmap(c->uq_map, c->uq_maplen);
	free(c->diag.msg);
	free(c->diag_text);
	arena_free(&c->arena);
	free(c);
}

void ctx_verror(Ctx *c, uint32_t pos, const char *fmt, va_list ap)
{
	if (!c->diag.msg) {
		Buf b = { 0 };
		char tmp[1024];
		vsnprintf(tmp, sizeof tmp, fmt, ap);
		buf_puts(&b, tmp);
		c->diag.msg = b.p;
		c->diag.pos = pos;
		c->diag.has_pos = 1;
	}
	if (c->errjmp)
		longjmp(*c->errjmp, 1);
}

void ctx_error_nopos(Ctx *c, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	jmp_buf *jb = c->errjmp;
	int fresh = !c->diag.msg;
	c->errjmp = NULL;
	ctx_verror(c, 0, fmt, ap);
	va_end(ap);
	if (fresh)
		c->diag.has_pos = 0;
	c->errjmp = jb;
	if (jb)
		longjmp(*jb, 1);
}

void ctx_error(Ctx *c, uint32_t pos, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(c, pos, fmt, ap);
	va_end(ap);
}

void ctx_line_col(const char *src, size_t len, uint32_t pos, unsigned *line, unsigned *col)
{
	unsigned l = 1;
	size_t bol = 0;
	if (pos > len)
		pos = (uint32_t)len;
	for (size_t i = 0; i < pos; i++) {
		if (src[i] == '\n') {
			l++;
			bol = i + 1;
		}
	}
	*line = l;
	*col = (unsigned)(pos - bol) + 1;
}

void ctx_format_diag(Ctx *c, Buf *out)
{
	const char *file = c->filename ? c->filename : "<input>";
	const char *msg = c->diag.msg ? c->diag.msg : "unknown error";
	if (!c->src || !c->diag.has_pos) {
		buf_printf(out, "%s: error: %s\n", file, msg);
		return;
	}
	unsigned line, col;
	ctx_line_col(c->src, c->srclen, c->diag.pos, &line, &col);
	buf_printf(out, "%s:%u:%u: error: %s\n", file, line, col, msg);
	size_t pos = c->diag.pos > c->srclen ? c->srclen : c->diag.pos;
	size_t bol = pos - (col - 1);
	size_t eol = pos;
	while (eol < c->srclen && c->src[eol] != '\n' && c->src[eol] != '\r')
		eol++;
	/* Long lines (generated or minified input) are shown as a window of
	 * DIAG_WIDTH bytes around the column, so the caret stays readable. */
	enum { DIAG_WIDTH = 120 };
	size_t from = bol, to = eol;
	if (to - from > DIAG_WIDTH) {
		from = pos - from > DIAG_WIDTH / 2 ? pos - DIAG_WIDTH / 2 : bol;
		to = from + DIAG_WIDTH < eol ? from + DIAG_WIDTH : eol;
	}
	const char *pre = from > bol ? "..." : "";
	buf_puts(out, pre);
	for (size_t i = from; i < to; i++)
		buf_putc(out, c->src[i] ? c->src[i] : ' ');
	buf_puts(out, to < eol ? "...\n" : "\n");
	buf_indent(out, (unsigned)strlen(pre));
	for (size_t i = from; i < pos; i++)
		buf_putc(out, c->src[i] == '\t' ? '\t' : ' ');
	buf_puts(out, "^\n");
}
