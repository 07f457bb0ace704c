/* print_split.c — a large module's body printed on two threads.
 *
 * After the alias walk and the numbering, an op's text depends only on
 * what they fixed (alias names, value and block numbers) and on the op, so
 * the ops of the module's body can be printed in two halves at once: the
 * root prints the first to the output as usual, a helper printer the
 * second into a temporary file, which is then copied after the first (a
 * buffer in memory would hold half the output).  The helper shares the
 * walk's results read only and keeps its own caches: its copy of the
 * alias entities (their `inlining` guard is written while printing), the
 * attribute -> entity map made from them (the root's records move and
 * change as it prints, and Attr.pslot is the root's), no text memo, its
 * own type texts, floats and op-registration cache.  What MLIR numbers in
 * print order — distinct[N] ids, dense_resource keys — the helper cannot
 * number: meeting one spoils its half, which the root then prints after
 * its own, so the output never depends on the split.
 */
#define _DEFAULT_SOURCE   /* fileno */
#include "print_impl.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/types.h>
#include <unistd.h>

typedef struct Half {
	Printer h;
	Buf out;
	Op *from;
	unsigned indent;
} Half;

static void print_ops(Printer *p, Op *from, Op *to, unsigned indent)
{
	for (Op *op = from; op != to; op = op_next(op)) {
		pr_op(p, op, indent + 2);
		buf_putc(p->out, '\n');
		pr_flush(p, 1 << 16);
	}
}

static void *half_main(void *arg)
{
	Half *s = arg;
	print_ops(&s->h, s->from, NULL, s->indent);
	pr_flush(&s->h, 0);
	if (fflush(s->h.sink) != 0)
		s->h.write_error = 1;
	return NULL;
}

/* The helper: the root's settings and walk results, read only; its own
 * copy of the entities; the attribute entities as a map. */
static int half_init(Half *s, Printer *p, FILE *tmp)
{
	Printer *h = &s->h;
	memset(h, 0, sizeof *h);
	PrintOpts o = { 0 };
	o.debuginfo = p->debuginfo;
	o.hex_threshold = p->hex_threshold;
	pr_init(h, p->c, &s->out, &o);
	h->sink = tmp;
	h->helper = 1;
	h->aliases = p->aliases;
	h->kids = p->kids;
	h->refs = p->refs;
	h->blocks = p->blocks;
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
static void half_free(Half *s)
{
	Printer *h = &s->h;
	vec_init(&h->kids, sizeof(uint32_t));
	vec_init(&h->refs, sizeof(TextRef));
	vec_init(&h->blocks, sizeof(BlockInfo));
	memset(&h->ent_of, 0, sizeof h->ent_of);
	pr_free(h);
	buf_free(&s->out);
}

/* The helper's file after what the root wrote: sendfile where the output
 * is a file descriptor, else through a buffer. */
static int append_file(FILE *to, FILE *from)
{
	if (fflush(to) != 0 || fseek(from, 0, SEEK_END) != 0)
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

int pr_block_split(Printer *p, Block *b, unsigned indent)
{
	Op *mid = block_middle(b);
	if (!mid)
		return 0;
	FILE *tmp = tmpfile();
	if (!tmp)
		return 0;
	Half *s = calloc(1, sizeof *s);
	pthread_t th;
	if (!s || half_init(s, p, tmp) != 0 || (s->from = mid, s->indent = indent,
						  pthread_create(&th, NULL, half_main, s) != 0)) {
		if (s)
			half_free(s);
		free(s);
		fclose(tmp);
		return 0;
	}
	print_ops(p, block_first(b), mid, indent);
	pthread_join(th, NULL);
	int done = !s->h.spoiled && !s->h.write_error;
	if (done) {
		pr_flush(p, 0);
		if (p->write_error || append_file(p->sink, tmp) != 0)
			p->write_error = 1;
	} else {
		print_ops(p, mid, NULL, indent);
	}
	half_free(s);
	free(s);
	fclose(tmp);
	return 1;
}
