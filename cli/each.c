/* each.c — corpus mode: `tsrewrite --each -o DIR INPUT...` compiles every
 * input on its own, with the same options, in one process.
 *
 * A corpus of small kernels is dominated by what every process pays before
 * its first byte: loading, relocating and initialising the LLVM libraries.
 * Here that is paid once, and -jN spreads the inputs over worker threads,
 * one library context each (the library's contexts share nothing).  With
 * --isolate every input gets a forked process instead, so a crash or a hang
 * (--timeout) costs that input only.  Status lines come out in input order
 * whatever order the inputs finish in, so two runs can be diffed. */
#define _DEFAULT_SOURCE   /* strsignal, DT_* */
#include "cli.h"

#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { ST_OK, ST_FAILED, ST_CRASHED, ST_TIMEOUT };

typedef struct Item {
	char *in, *out;
	int status;          /* ST_* */
	char *line;          /* the status line, without the newline */
	int done;
} Item;

typedef struct Each {
	const Opts *o;
	Item *it;
	int n, cap;
	int next;            /* threads: the next input to take */
	pthread_mutex_t mu;
	pthread_cond_t cv;
} Each;

static int fail(const char *fmt, const char *a, const char *b)
{
	fprintf(stderr, "tsrewrite: error: ");
	fprintf(stderr, fmt, a, b);
	fputc('\n', stderr);
	return 1;
}

static int add(Each *e, const char *in)
{
	if (e->n == e->cap) {
		int cap = e->cap ? 2 * e->cap : 64;
		Item *it = realloc(e->it, (size_t)cap * sizeof *it);
		if (!it)
			return -1;
		e->it = it;
		e->cap = cap;
	}
	Item *it = &e->it[e->n];
	memset(it, 0, sizeof *it);
	if (!(it->in = strdup(in)))
		return -1;
	e->n++;
	return 0;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);
	return n >= k && !strcmp(s + n - k, suffix);
}

/* A directory's *.mlir files (not its subdirectories), sorted by name so
 * the order does not depend on the file system. */
static int add_dir(Each *e, const char *dir)
{
	DIR *d = opendir(dir);
	if (!d)
		return fail("cannot read directory %s: %s", dir, strerror(errno));
	char **names = NULL;
	size_t n = 0, cap = 0;
	int rc = 0;
	for (struct dirent *de; rc == 0 && (de = readdir(d));) {
		if (de->d_name[0] == '.' || !ends_with(de->d_name, ".mlir"))
			continue;
		size_t len = strlen(dir) + strlen(de->d_name) + 2;
		char *p = malloc(len), **q = n == cap ? realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names) : names;
		if (!p || !q) {
			free(p);
			rc = fail("%s%s", "out of memory", "");
			break;
		}
		names = q;
		snprintf(p, len, "%s%s%s", dir, ends_with(dir, "/") ? "" : "/", de->d_name);
		struct stat st;
		if (stat(p, &st) == 0 && S_ISDIR(st.st_mode))
			free(p);
		else
			names[n++] = p;
	}
	closedir(d);
	qsort(names, n, sizeof *names, by_name);
	for (size_t i = 0; i < n; i++) {
		if (rc == 0 && add(e, names[i]) < 0)
			rc = fail("%s%s", "out of memory", "");
		free(names[i]);
	}
	free(names);
	return rc;
}

/* File names from standard input, one per line (as `find ... | tsrewrite
 * --each -o DIR` gives them); empty lines are skipped. */
static int add_stdin(Each *e)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int rc = 0;
	while (rc == 0 && (len = getline(&line, &cap, stdin)) >= 0) {
		while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = 0;
		if (len > 0 && add(e, line) < 0)
			rc = fail("%s%s", "out of memory", "");
	}
	free(line);
	return rc;
}

static int gather(Each *e)
{
	const Opts *o = e->o;
	if (o->ninputs == 0)
		return add_stdin(e);
	for (int i = 0; i < o->ninputs; i++) {
		struct stat st;
		const char *in = o->inputs[i];
		int rc = !strcmp(in, "-")                            ? add_stdin(e)
			 : stat(in, &st) == 0 && S_ISDIR(st.st_mode) ? add_dir(e, in)
			 : add(e, in) < 0                            ? fail("%s%s", "out of memory", "")
								     : 0;
		if (rc)
			return rc;
	}
	return 0;
}

static const char *extension(int emit)
{
	switch (emit) {
	case TS_EMIT_LL: return ".ll";
	case TS_EMIT_BC: return ".bc";
	case TS_EMIT_ASM: return ".s";
	case TS_EMIT_OBJ: return ".o";
	case EMIT_TOG: return "_tog.py";   /* PyTorchSim's K_tog.py */
	default: return ".mlir";
	}
}

/* DIR/NAME.EXT for input .../NAME.mlir (or .../NAME for another suffix). */
static char *out_name(const char *dir, const char *in, const char *ext)
{
	const char *base = strrchr(in, '/');
	base = base ? base + 1 : in;
	size_t n = strlen(base);
	if (ends_with(base, ".mlir"))
		n -= 5;
	size_t len = strlen(dir) + n + strlen(ext) + 2;
	char *p = malloc(len);
	if (p)
		snprintf(p, len, "%s%s%.*s%s", dir, ends_with(dir, "/") ? "" : "/", (int)n, base, ext);
	return p;
}

static int by_out(const void *a, const void *b)
{
	return strcmp(((const Item *)a)->out, ((const Item *)b)->out);
}

/* Output names; two inputs with one output, or an output that is an
 * input, are refused before anything is written. */
static int name_outputs(Each *e)
{
	const Opts *o = e->o;
	for (int i = 0; i < e->n; i++)
		if (!(e->it[i].out = out_name(o->out, e->it[i].in, extension(o->emit))))
			return fail("%s%s", "out of memory", "");
	Item *sorted = malloc((size_t)e->n * sizeof *sorted + 1);
	if (!sorted)
		return fail("%s%s", "out of memory", "");
	memcpy(sorted, e->it, (size_t)e->n * sizeof *sorted);
	qsort(sorted, (size_t)e->n, sizeof *sorted, by_out);
	int rc = 0;
	for (int i = 1; i < e->n && !rc; i++)
		if (!strcmp(sorted[i - 1].out, sorted[i].out))
			rc = fail("two inputs would write %s (%s)", sorted[i].out,
				  strcmp(sorted[i - 1].in, sorted[i].in) ? "inputs of the same name" : "the same input twice");
	free(sorted);
	for (int i = 0; i < e->n && !rc; i++) {
		struct stat si, so;
		if (stat(e->it[i].in, &si) == 0 && stat(e->it[i].out, &so) == 0 && si.st_dev == so.st_dev &&
		    si.st_ino == so.st_ino)
			rc = fail("the output %s is the input %s", e->it[i].out, e->it[i].in);
	}
	return rc;
}

static int make_dir(const char *dir)
{
	struct stat st;
	if (stat(dir, &st) == 0)
		return S_ISDIR(st.st_mode) ? 0 : fail("-o %s is not a directory%s", dir, "");
	if (mkdir(dir, 0777) != 0)
		return fail("cannot create directory %s: %s", dir, strerror(errno));
	return 0;
}

/* "IN: ok", or the diagnostic's first line: a located error already names
 * the input ("IN:3:7: error: ..."), anything else gets it in front. */
static char *status_line(const char *in, const char *diag)
{
	const char *msg = diag ? diag : "tsrewrite: error: failed\n";
	size_t n = strcspn(msg, "\n");
	const char *tool = "tsrewrite: ";
	int located = !strncmp(msg, in, strlen(in)) && msg[strlen(in)] == ':';
	if (!located && !strncmp(msg, tool, strlen(tool))) {
		msg += strlen(tool);
		n -= strlen(tool);
	}
	size_t len = strlen(in) + n + 4;
	char *p = malloc(len);
	if (p)
		snprintf(p, len, "%s%s%.*s", located ? "" : in, located ? "" : ": ", (int)n, msg);
	return p;
}

/* One input in this thread or process: ST_OK or ST_FAILED, *line set. */
static int compile_one(const Opts *o, Item *it, struct Arena *spare)
{
	size_t len = 0;
	int mapped = 0, rc;
	char *diag = NULL, buf[4400];
	const char *src = cli_load(it->in, &len, &mapped);
	if (!src) {
		snprintf(buf, sizeof buf, "tsrewrite: error: cannot read input file: %s (%s)\n", it->in, strerror(errno));
		diag = strdup(buf);
		rc = 1;
	} else if (len >= UINT32_MAX) {
		snprintf(buf, sizeof buf, "tsrewrite: error: input file too large (4 GiB or more): %s\n", it->in);
		diag = strdup(buf);
		rc = 1;
	} else {
#ifdef TS_TEST_EACH_HOOKS   /* tests/each.sh's build only: a crash and a hang on demand */
		if (len >= 15 && !memcmp(src, "// TS_TEST_CRASH", 15))
			raise(SIGSEGV);
		while (len >= 14 && !memcmp(src, "// TS_TEST_HANG", 14))
			pause();
#endif
		rc = cli_compile(o, it->in, src, len, mapped, it->out, &diag, spare);
	}
	if (src)
		cli_release(src, len, mapped);
	if (rc == 0) {
		size_t n = strlen(it->in) + 5;
		if ((it->line = malloc(n)))
			snprintf(it->line, n, "%s: ok", it->in);
	} else {
		it->line = status_line(it->in, diag);
	}
	free(diag);
	return rc == 0 ? ST_OK : ST_FAILED;
}

typedef struct Tally {
	int n[4];
} Tally;

static void print_status(Item *it, Tally *t)
{
	printf("%s\n", it->line ? it->line : "(out of memory)");
	fflush(stdout);
	t->n[it->status]++;
	free(it->line);
	it->line = NULL;
}

/* ------------------------------------------------------------ threads */

static void *worker(void *arg)
{
	Each *e = arg;
	struct Arena *spare = ctx_spare_new();   /* one span for all of this thread's inputs */
	for (;;) {
		pthread_mutex_lock(&e->mu);
		int i = e->next < e->n ? e->next++ : -1;
		pthread_mutex_unlock(&e->mu);
		if (i < 0) {
			ctx_spare_free(spare);
			return NULL;
		}
		int st = compile_one(e->o, &e->it[i], spare);
		pthread_mutex_lock(&e->mu);
		e->it[i].status = st;
		e->it[i].done = 1;
		pthread_cond_broadcast(&e->cv);
		pthread_mutex_unlock(&e->mu);
	}
}

static int run_threads(Each *e, int jobs, Tally *t)
{
	pthread_t *th = calloc((size_t)jobs, sizeof *th);
	if (!th)
		return fail("%s%s", "out of memory", "");
	int started = 0;
	while (started < jobs && pthread_create(&th[started], NULL, worker, e) == 0)
		started++;
	if (started == 0) {   /* no thread to be had: this one does the work */
		worker(e);
	}
	for (int i = 0; i < e->n; i++) {
		pthread_mutex_lock(&e->mu);
		while (!e->it[i].done)
			pthread_cond_wait(&e->cv, &e->mu);
		pthread_mutex_unlock(&e->mu);
		print_status(&e->it[i], t);
	}
	for (int i = 0; i < started; i++)
		pthread_join(th[i], NULL);
	free(th);
	return 0;
}

/* ---------------------------------------------------------- processes */

typedef struct Child {
	pid_t pid;
	int fd;              /* the read end of the child's status pipe */
	int idx;
} Child;

/* A child that died or was stopped may leave its output's temporary
 * (ts_out_open's "OUT.tmp.XXXXXX") behind. */
static void remove_temporaries(const char *out)
{
	const char *slash = strrchr(out, '/');
	size_t dlen = slash ? (size_t)(slash - out) : 1;
	char dir[4096];
	snprintf(dir, sizeof dir, "%.*s", (int)dlen, slash ? out : ".");
	const char *base = slash ? slash + 1 : out;
	size_t blen = strlen(base);
	DIR *d = opendir(dir);
	if (!d)
		return;
	for (struct dirent *de; (de = readdir(d));) {
		const char *n = de->d_name;
		if (!strncmp(n, base, blen) && !strncmp(n + blen, ".tmp.", 5) && strlen(n + blen + 5) == 6) {
			char p[8192];
			snprintf(p, sizeof p, "%s/%s", dir, n);
			unlink(p);
		}
	}
	closedir(d);
}

static void child(const Opts *o, Item *it, int fd, int timeout)
{
	if (timeout)
		alarm((unsigned)timeout);
	int st = compile_one(o, it, NULL);   /* a process per input: nothing to hand on */
	if (it->line) {
		size_t n = strlen(it->line);
		if (n > 4000)   /* the pipe holds it whole: the child never blocks */
			n = 4000;
		if (write(fd, it->line, n) < 0)
			st = ST_FAILED;
	}
	_exit(st == ST_OK ? 0 : 1);
}

static void reap(Each *e, Child *c, int wstatus, int timeout)
{
	Item *it = &e->it[c->idx];
	char buf[4001];
	ssize_t n = read(c->fd, buf, sizeof buf - 1);
	buf[n > 0 ? n : 0] = 0;
	close(c->fd);
	char msg[4400];
	if (WIFEXITED(wstatus) && WEXITSTATUS(wstatus) <= 1 && n > 0) {
		it->status = WEXITSTATUS(wstatus) ? ST_FAILED : ST_OK;
		it->line = strdup(buf);
		it->done = 1;
		return;
	}
	if (WIFSIGNALED(wstatus) && WTERMSIG(wstatus) == SIGALRM) {
		it->status = ST_TIMEOUT;
		snprintf(msg, sizeof msg, "%s: error: timed out after %d s", it->in, timeout);
	} else if (WIFSIGNALED(wstatus)) {
		it->status = ST_CRASHED;
		snprintf(msg, sizeof msg, "%s: error: crashed (signal %d, %s)", it->in, WTERMSIG(wstatus),
			 strsignal(WTERMSIG(wstatus)));
	} else {
		it->status = ST_CRASHED;
		snprintf(msg, sizeof msg, "%s: error: the worker exited with status %d", it->in,
			 WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1);
	}
	it->line = strdup(msg);
	it->done = 1;
	remove_temporaries(it->out);
}

/* The parent stays single-threaded and never starts LLVM, so each fork
 * copies a process with no lock held by a thread that is not there. */
static int run_processes(Each *e, int jobs, Tally *t)
{
	Child *ch = calloc((size_t)jobs, sizeof *ch);
	if (!ch)
		return fail("%s%s", "out of memory", "");
	int running = 0, next = 0, printed = 0, rc = 0;
	fflush(stdout);
	while (printed < e->n) {
		while (rc == 0 && running < jobs && next < e->n) {
			int p[2];
			if (pipe(p) != 0) {
				rc = fail("cannot make a pipe: %s%s", strerror(errno), "");
				break;
			}
			pid_t pid = fork();
			if (pid == 0) {
				close(p[0]);
				child(e->o, &e->it[next], p[1], e->o->timeout);
			}
			close(p[1]);
			if (pid < 0) {
				close(p[0]);
				rc = fail("cannot fork: %s%s", strerror(errno), "");
				break;
			}
			ch[running++] = (Child){ pid, p[0], next++ };
		}
		for (; printed < e->n && e->it[printed].done; printed++)
			print_status(&e->it[printed], t);
		if (running == 0)
			break;
		int ws;
		pid_t pid = waitpid(-1, &ws, 0);
		if (pid < 0 && errno == EINTR)
			continue;
		for (int k = 0; k < running; k++)
			if (ch[k].pid == pid) {
				reap(e, &ch[k], ws, e->o->timeout);
				ch[k] = ch[--running];
				break;
			}
		if (pid < 0) {
			rc = fail("waitpid: %s%s", strerror(errno), "");
			break;
		}
	}
	free(ch);
	return rc;
}

/* ---------------------------------------------------------------- main */

static int cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

int each_main(const Opts *o)
{
	Each e = { .o = o };
	pthread_mutex_init(&e.mu, NULL);
	pthread_cond_init(&e.cv, NULL);
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int jobs = o->jobs ? o->jobs : cpus();
	Tally t = { { 0 } };
	int rc = gather(&e);
	if (rc == 0 && e.n == 0)
		rc = fail("--each: no input files%s%s", "", "");
	if (rc == 0)
		rc = name_outputs(&e);
	if (rc == 0)
		rc = make_dir(o->out);
	if (jobs > e.n)
		jobs = e.n;
	if (rc == 0)
		rc = o->isolate ? run_processes(&e, jobs, &t) : run_threads(&e, jobs, &t);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (rc == 0) {
		int failed = t.n[ST_FAILED] + t.n[ST_CRASHED] + t.n[ST_TIMEOUT];
		fprintf(stderr, "tsrewrite --each: %d inputs: %d ok, %d failed", e.n, t.n[ST_OK], failed);
		if (t.n[ST_CRASHED] || t.n[ST_TIMEOUT])
			fprintf(stderr, " (%d crashed, %d timed out)", t.n[ST_CRASHED], t.n[ST_TIMEOUT]);
		fprintf(stderr, "; %.2f s, %d %s\n",
			(double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9, jobs,
			o->isolate ? (jobs == 1 ? "process" : "processes") : (jobs == 1 ? "thread" : "threads"));
		rc = failed != 0;
	}
	for (int i = 0; i < e.n; i++) {
		free(e.it[i].in);
		free(e.it[i].out);
		free(e.it[i].line);
	}
	free(e.it);
	pthread_mutex_destroy(&e.mu);
	pthread_cond_destroy(&e.cv);
	return rc;
}
