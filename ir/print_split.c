/* print_split.c — a large module's body printed on two threads.
 *
 * After the alias walk and the numbering, an op's text depends only on
 * what they fixed (alias names, value and block numbers) and on the op, so
 * the ops of the module's body can be printed in any order and their texts
 * put together.  The body is cut into pieces of a few KiB of input each;
 * the root printer and a helper take pieces in order, print each into a
 * buffer of their own, and whichever finishes the piece that is next in
 * the file writes it and every finished piece after it.  A piece is taken
 * only when its slot (piece mod WINDOW) is free, so at most WINDOW pieces
 * are held in memory; one that outgrows SPILL_AT (a single huge function)
 * goes on in a temporary file.  What precedes the body is written before
 * the helper starts.
 *
 * The helper shares the walk's results read only and keeps its own caches:
 * its copy of the alias entities (their `inlining` guard is written while
 * printing), the attribute -> entity map made from them (the root's records
 * move and change as it prints, and Attr.pslot is the root's), a text
 * memo of its own (print_attr.c, AttrMemo), its own type texts and floats.  What MLIR numbers in print order —
 * distinct[N] ids, dense_resource keys — neither printer numbers while
 * pieces are printed out of order: meeting one spoils the piece, nothing
 * from it on is taken or written, and the root prints the rest of the body
 * itself, in order, so the output never depends on the split.
 */
#define _DEFAULT_SOURCE   /* fileno */
#include "print_impl.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/sendfile.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

enum {
	WINDOW = 4,               /* pieces printed or waiting to be written */
	PIECE_MAX = 48 << 10,     /* input bytes a piece aims at */
	PIECES_MIN = 256,         /* a smaller body is cut finer, down to an op a piece */
	STAGE = 256 << 10,        /* the writer's block (write_slots) */
};

typedef struct Slot {
	Buf *text;                /* one of its printer's buffers */
	FILE *spill;              /* the piece's text before `text`, when it outgrew SPILL_AT */
	int done;                 /* printed, waiting to be written */
} Slot;

/* A printer's own buffers, used in turn: the one a piece is printed into
 * stays in that CPU's cache (another thread's Buf.len beside it would be
 * written all the time by both).  The buffer of its WINDOW-th piece
 * before is written out by then: that piece is WINDOW pieces back or more. */
typedef struct Bufs {
	Buf b[WINDOW];
	unsigned k;
} Bufs;

typedef struct Split {
	pthread_mutex_t mu;
	pthread_cond_t moved;     /* `written` advanced or `stop` fell */
	Op **cut;                 /* piece i: ops cut[i] up to cut[i + 1] (NULL: the end) */
	uint32_t *cut_at;         /* where cut[i] is in the body (pr_block_op) */
	const Block *body;
	uint32_t n;
	uint32_t next;            /* the next piece to take */
	uint32_t written;         /* the pieces before it are in the output */
	uint32_t stop;            /* the first spoiled piece, n if none */
	uint32_t spilled;         /* pieces written through a temporary file */
	int writing;              /* a thread is writing pieces out */
	int write_error;
	FILE *sink;
	char *stage;              /* the output from file offset `base` on, not yet written */
	size_t fill;
	uint64_t base;
	unsigned indent;
	Slot slot[WINDOW];
} Split;

typedef struct Helper {
	Printer h;
	Buf out;
	Bufs bufs;
	Split *s;
} Helper;

/* The piece's start points: a new piece once PIECE_MAX bytes of input (or
 * a share of the body) lie behind the last one; by count where the ops'
 * positions are not in order (IR built by a pass). */
static uint32_t cut_body(Block *b, Op ***cut, uint32_t **cut_at)
{
	uint32_t n = 0;
	int by_pos = 1;
	for (Op *op = block_first(b), *prev = NULL; op; prev = op, op = op_next(op)) {
		n++;
		by_pos &= !prev || op->pos > prev->pos;
	}
	*cut = malloc(((size_t)n + 1) * sizeof **cut);
	*cut_at = malloc(((size_t)n + 1) * sizeof **cut_at);
	if (!*cut || !*cut_at || n < 2)
		return 0;
	Op *first = block_first(b), *last = block_last(b);
	uint32_t span = by_pos ? last->pos - first->pos : n;
	uint32_t step = span / PIECES_MIN;
	step = step > PIECE_MAX ? PIECE_MAX : step ? step : 1;
	uint32_t k = 0, i = 0, from = 0;
	for (Op *op = first; op; op = op_next(op), i++) {
		uint32_t at = by_pos ? op->pos : i;
		if (!k || at - from >= step) {
			(*cut_at)[k] = i;
			(*cut)[k++] = op;
			from = at;
		}
	}
	(*cut)[k] = NULL;
	return k;
}

/* A piece's text after what is written: the spilled part, then the buffer. */
static int append_file(FILE *to, FILE *from)
{
	if (fflush(to) != 0 || fflush(from) != 0 || fseek(from, 0, SEEK_END) != 0)
		return -1;
	long n = ftell(from);
	if (n < 0)
		return -1;
	int fd = fileno(to);
	off_t off = 0;
	while (fd >= 0 && off < n) {
		ssize_t k = sendfile(fd, fileno(from), &off, (size_t)(n - off));
		if (k <= 0)
			break;
	}
	if (off == n)
		return 0;
	char buf[1 << 16];
	if (fseek(from, off, SEEK_SET) != 0)
		return -1;
	for (size_t k; (k = fread(buf, 1, sizeof buf, from)) > 0;)
		if (fwrite(buf, 1, k, to) != k)
			return -1;
	return ferror(from) ? -1 : 0;
}

static int write_slot(FILE *to, Slot *sl)
{
	int err = 0;
	if (sl->spill) {
		err = append_file(to, sl->spill);
		fclose(sl->spill);
		sl->spill = NULL;
	}
	if (sl->text->len && fwrite(sl->text->p, 1, sl->text->len, to) != sl->text->len)
		err = -1;
	sl->text->len = 0;
	if (fflush(to) != 0)   /* the next pieces may go to the descriptor past stdio */
		err = -1;
	return err;
}

/* All of iov[0..n) to fd, through short writes and signals. */
static int write_all(int fd, struct iovec *iov, int n)
{
	while (n > 0) {
		ssize_t k = writev(fd, iov, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		for (; n > 0 && (size_t)k >= iov->iov_len; iov++, n--)
			k -= (ssize_t)iov->iov_len;
		if (n > 0) {
			iov->iov_base = (char *)iov->iov_base + k;
			iov->iov_len -= (size_t)k;
		}
	}
	return 0;
}

/* What the stage holds, to the sink's descriptor. */
static int stage_flush(Split *s)
{
	if (!s->fill)
		return 0;
	struct iovec iov = { s->stage, s->fill };
	s->base += s->fill;
	s->fill = 0;
	return write_all(fileno(s->sink), &iov, 1);
}

/* Text goes into the stage, and the stage to the file each time it ends
 * on a multiple of STAGE in the file: the kernel then takes whole aligned
 * blocks.  Writing each ~50 KiB piece where it fell cost ext4 twice the
 * time (28 ms against 14 for 66 MiB here: a folio and a block reservation
 * per piece edge, a system call per piece); the copy is from the printer's
 * buffer, still in the cache. */
static int stage_put(Split *s, const char *t, size_t n)
{
	int err = 0;
	while (n) {
		size_t room = STAGE - (size_t)(s->base % STAGE) - s->fill;
		size_t k = n < room ? n : room;
		memcpy(s->stage + s->fill, t, k);
		s->fill += k;
		t += k;
		n -= k;
		if (k == room)
			err |= stage_flush(s);
	}
	return err;
}

/* Pieces written..written + n - 1, in order.  The sink's buffer is empty
 * (pr_block_split flushed it), so texts go to its descriptor directly,
 * through the stage; a spilled piece through stdio, after the stage. */
static int write_slots(Split *s, uint32_t n)
{
	int err = 0;
	for (uint32_t i = 0; i < n; i++) {
		Slot *sl = &s->slot[(s->written + i) % WINDOW];
		if (sl->spill || !s->stage) {
			err |= stage_flush(s);
			err |= write_slot(s->sink, sl);
			continue;
		}
		err |= stage_put(s, sl->text->p, sl->text->len);
		sl->text->len = 0;
	}
	return err;
}

/* The next piece, once its slot is free; -1 when none is left. */
static int64_t take(Split *s)
{
	pthread_mutex_lock(&s->mu);
	while (s->next < s->stop && s->next >= s->written + WINDOW)
		pthread_cond_wait(&s->moved, &s->mu);
	int64_t j = s->next < s->stop ? (int64_t)s->next++ : -1;
	pthread_mutex_unlock(&s->mu);
	return j;
}

/* Piece j is printed (or spoiled): write out what is now next in order.
 * One thread writes at a time, outside the lock; the other only leaves its
 * piece marked done, and the writer's loop finds it. */
static void finish(Split *s, uint32_t j, int spoiled)
{
	pthread_mutex_lock(&s->mu);
	s->spilled += !spoiled && s->slot[j % WINDOW].spill;
	if (spoiled) {
		if (j < s->stop)
			s->stop = j;
		pthread_cond_broadcast(&s->moved);
	} else {
		s->slot[j % WINDOW].done = 1;
	}
	while (!s->writing && s->written < s->stop && s->slot[s->written % WINDOW].done) {
		uint32_t n = 1;
		while (n < WINDOW && s->written + n < s->stop && s->slot[(s->written + n) % WINDOW].done)
			n++;
		s->writing = 1;
		pthread_mutex_unlock(&s->mu);
		int err = write_slots(s, n);
		pthread_mutex_lock(&s->mu);
		s->write_error |= err;
		for (uint32_t i = 0; i < n; i++)
			s->slot[(s->written + i) % WINDOW].done = 0;
		s->writing = 0;
		s->written += n;
		pthread_cond_broadcast(&s->moved);
	}
	pthread_mutex_unlock(&s->mu);
}

/* Print pieces until none is left.  The printer writes into the piece's
 * slot; pr_flush moves a grown text into a temporary file of its own. */
static void print_pieces(Printer *p, Split *s, Bufs *bufs)
{
	for (int64_t j; (j = take(s)) >= 0;) {
		Slot *sl = &s->slot[j % WINDOW];
		sl->text = &bufs->b[bufs->k++ % WINDOW];
		p->out = sl->text;
		p->sink = NULL;
		p->spoiled = 0;
		uint32_t i = s->cut_at[j];
		for (Op *op = s->cut[j]; op != s->cut[j + 1]; op = op_next(op), i++) {
			pr_block_op(p, s->body, op, i, s->indent + 2);
		}
		sl->spill = p->sink;
		if (p->write_error) {   /* a spill that could not be written: the root prints it */
			p->write_error = 0;
			p->spoiled = 1;
		}
		if (p->spoiled) {
			if (sl->spill)
				fclose(sl->spill);
			sl->spill = NULL;
			sl->text->len = 0;
		}
		finish(s, (uint32_t)j, p->spoiled);
	}
	p->sink = NULL;
}

static void *helper_main(void *arg)
{
	Helper *hp = arg;
	print_pieces(&hp->h, hp->s, &hp->bufs);
	return NULL;
}

/* The helper: the root's settings and walk results, read only; its own
 * copy of the entities; the attribute entities as a map. */
static int helper_init(Helper *hp, Printer *p)
{
	Printer *h = &hp->h;
	memset(h, 0, sizeof *h);
	PrintOpts o = { 0 };
	o.debuginfo = p->debuginfo;
	o.hex_threshold = p->hex_threshold;
	pr_init(h, p->c, &hp->out, &o);
	h->helper = 1;
	h->pieces = 1;
	h->aliases = p->aliases;
	h->kids = p->kids;
	h->refs = p->refs;
	h->blocks = p->blocks;
	h->wblocks = p->wblocks;
	h->lz_body = p->lz_body;   /* it numbers the ops it prints into its own lblocks */
	h->lz_base = p->lz_base;
	h->lz_n = p->lz_n;
	if (h->lz_body)
		pr_reserve_blocks(h);
	h->ent_of = p->ent_of;
	if (p->ents.len) {
		h->ents.p = malloc(p->ents.len * p->ents.esz);
		if (!h->ents.p)
			return -1;
		memcpy(h->ents.p, p->ents.p, p->ents.len * p->ents.esz);
		h->ents.len = h->ents.cap = p->ents.len;
	}
	for (uint32_t i = 0; i < h->ents.len; i++) {
		const AliasEnt *e = &VEC_AT(&h->ents, AliasEnt, i);
		if (!e->is_type)
			pm_put(&h->recmap, e->key, i);
	}
	return 0;
}

/* What is the root's: not the helper's to free. */
static void helper_free(Helper *hp)
{
	Printer *h = &hp->h;
	vec_init(&h->kids, sizeof(uint32_t));
	vec_init(&h->refs, sizeof(TextRef));
	vec_init(&h->blocks, sizeof(BlockInfo));
	vec_init(&h->wblocks, sizeof(BlockInfo));
	h->lz_base = NULL;
	memset(&h->ent_of, 0, sizeof h->ent_of);
	pr_free(h);
	buf_free(&hp->out);
	for (unsigned i = 0; i < WINDOW; i++)
		buf_free(&hp->bufs.b[i]);
}

static void split_free(Split *s)
{
	for (unsigned i = 0; i < WINDOW; i++)
		if (s->slot[i].spill)
			fclose(s->slot[i].spill);
	free(s->cut);
	free(s->cut_at);
	free(s->stage);
	pthread_mutex_destroy(&s->mu);
	pthread_cond_destroy(&s->moved);
}

int pr_block_split(Printer *p, Block *b, unsigned indent)
{
	Split s;
	memset(&s, 0, sizeof s);
	pthread_mutex_init(&s.mu, NULL);
	pthread_cond_init(&s.moved, NULL);
	s.n = s.stop = cut_body(b, &s.cut, &s.cut_at);
	s.sink = p->sink;
	s.body = b;
	s.indent = indent;
	Helper *hp = s.n ? calloc(1, sizeof *hp) : NULL;
	pthread_t th;
	if (!hp || helper_init(hp, p) != 0) {
		if (hp)
			helper_free(hp);
		free(hp);
		split_free(&s);
		return 0;
	}
	/* What comes before the body is written before a helper exists: its
	 * first piece may be written out the moment it is printed (past the
	 * sink's buffer, write_slots). */
	pr_flush(p, 0);
	if (p->sink && fflush(p->sink) != 0)
		p->write_error = 1;
	int fd = p->sink ? fileno(p->sink) : -1;
	if (fd >= 0 && (s.stage = malloc(STAGE))) {
		off_t at = lseek(fd, 0, SEEK_CUR);   /* a pipe has none: any block will do */
		s.base = at > 0 ? (uint64_t)at : 0;
	}
	hp->s = &s;
	if (pthread_create(&th, NULL, helper_main, hp) != 0) {
		helper_free(hp);
		free(hp);
		split_free(&s);
		return 0;
	}
	Buf *out = p->out;
	FILE *sink = p->sink;
	int werr = p->write_error;
	p->write_error = 0;
	p->pieces = 1;
	Bufs bufs;
	memset(&bufs, 0, sizeof bufs);
	print_pieces(p, &s, &bufs);
	pthread_join(th, NULL);
	s.write_error |= stage_flush(&s);   /* before the root writes on through stdio */
	p->pieces = 0;
	p->out = out;
	p->sink = sink;
	p->write_error = werr | s.write_error;
	p->c->print_pieces = s.n;
	p->c->print_serial = s.stop;
	p->c->print_spilled = s.spilled;
	/* from a spoiled piece on, in order, by the root alone (numbering
	 * again what the helper numbered into its own records) */
	uint32_t i = s.stop < s.n ? s.cut_at[s.stop] : 0;
	for (Op *op = s.stop < s.n ? s.cut[s.stop] : NULL; op; op = op_next(op), i++) {
		pr_block_op(p, b, op, i, indent + 2);
	}
	for (unsigned i = 0; i < WINDOW; i++)
		buf_free(&bufs.b[i]);
	helper_free(hp);
	free(hp);
	split_free(&s);
	return 1;
}
