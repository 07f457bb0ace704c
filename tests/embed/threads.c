/* threads.c — libtsrewrite from several threads at once, one context per
 * job (make check-install).  Each kernel given is compiled first on the
 * main thread, alone: .ll for the host, a riscv64 object, and a run
 * (ts_run, JIT) whose --print lines and .npy files are kept.  Then THREADS
 * threads do the same jobs ROUNDS times each, in a different order per
 * thread, and every output must equal the sequential one byte for byte.
 *
 *   threads THREADS ROUNDS OUTDIR KERNEL.mlir...
 * Prints "N passed, N failed"; exit status 1 on any difference. */
#include <tsrewrite.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXK 16

typedef struct Out {
	char *ll, *obj, *run;   /* run: the --print lines and the .npy bytes */
	size_t nll, nobj, nrun;
} Out;

typedef struct Job {
	int nk;
	char *text[MAXK];
	size_t len[MAXK];
	const char *name[MAXK];
	Out want[MAXK];
	const char *dir;
	int rounds;
} Job;

typedef struct Worker {
	pthread_t t;
	int id, bad, done;
	const Job *job;
	char why[256];
} Worker;

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	char *p = NULL;
	size_t n = 0, cap = 0, got;
	do {
		if (n == cap && !(p = realloc(p, cap = cap ? 2 * cap : 65536)))
			break;
		got = fread(p + n, 1, cap - n, f);
		n += got;
	} while (got);
	fclose(f);
	*len = n;
	return p;
}

static char *emit(const Job *j, int k, const TsEmitOpts *eo, size_t *n)
{
	TsCtx *c = ts_ctx_new();
	TsPassOpts po = { 0 };
	TsModule *m = ts_parse(c, j->name[k], j->text[k], j->len[k]);
	char *out = NULL;
	if (m && !ts_verify(c, m) && !ts_run_passes(c, m, NULL, &po))
		out = ts_emit_mem(c, m, eo, n);
	if (!out)
		fprintf(stderr, "%s", ts_error(c) ? ts_error(c) : "error\n");
	ts_ctx_free(c);
	return out;
}

/* ts_run with its log in memory, its .npy files in dir; the log and the
 * files' bytes, concatenated. */
static char *run(const Job *j, int k, const char *base, size_t *n)
{
	char dir[1024];
	snprintf(dir, sizeof dir, "%s/k%d", base, k);   /* one folder per kernel: no other kernel's files */
	TsCtx *c = ts_ctx_new();
	TsPassOpts po = { 0 };
	char *log = NULL, err[512];
	size_t nlog = 0;
	FILE *lf = open_memstream(&log, &nlog);
	TsRunOpts ro = { .out_dir = dir, .print = 1, .log = lf };
	TsModule *m = ts_parse(c, j->name[k], j->text[k], j->len[k]);
	int rc = m ? ts_run(c, m, &ro, &po, err, sizeof err) : -1;
	fclose(lf);
	if (rc) {
		fprintf(stderr, "run %s: %s", j->name[k], err[0] ? err : ts_error(c) ? ts_error(c) : "error\n");
		free(log);
		ts_ctx_free(c);
		return NULL;
	}
	ts_ctx_free(c);
	/* the files the run wrote: argN.npy / resultN.npy */
	for (int i = 0; i < 64; i++) {
		for (int r = 0; r < 2; r++) {
			char path[1100];
			size_t fl;
			snprintf(path, sizeof path, "%s/%s%d.npy", dir, r ? "result" : "arg", i);
			char *d = slurp(path, &fl);
			if (!d)
				continue;
			log = realloc(log, nlog + fl + 1);
			memcpy(log + nlog, d, fl);
			nlog += fl;
			free(d);
		}
	}
	*n = nlog;
	return log;
}

static const TsEmitOpts host_ll = { .kind = TS_EMIT_LL, .codegen_level = -1 };
static const TsEmitOpts riscv_obj = { .kind = TS_EMIT_OBJ, .triple = "riscv64-unknown-linux-gnu",
	.features = "+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b", .pic = 1, .codegen_level = 2 };

static int same(const char *a, size_t na, const char *b, size_t nb)
{
	return na == nb && (!na || !memcmp(a, b, na));
}

static void *work(void *arg)
{
	Worker *w = arg;
	const Job *j = w->job;
	char dir[1024];
	snprintf(dir, sizeof dir, "%s/t%d", j->dir, w->id);
	for (int r = 0; r < j->rounds && !w->bad; r++) {
		for (int i = 0; i < j->nk && !w->bad; i++) {
			int k = (i + w->id + r) % j->nk;   /* another order per thread and round */
			const Out *want = &j->want[k];
			size_t n = 0;
			char *got = emit(j, k, &host_ll, &n);
			if (!got || !same(got, n, want->ll, want->nll))
				snprintf(w->why, sizeof w->why, "%s: the .ll differs", j->name[k]), w->bad = 1;
			free(got);
			got = emit(j, k, &riscv_obj, &n);
			if (!w->bad && (!got || !same(got, n, want->obj, want->nobj)))
				snprintf(w->why, sizeof w->why, "%s: the riscv64 object differs", j->name[k]), w->bad = 1;
			free(got);
			if (want->run) {
				got = run(j, k, dir, &n);
				if (!w->bad && (!got || !same(got, n, want->run, want->nrun)))
					snprintf(w->why, sizeof w->why, "%s: the run's outputs differ", j->name[k]), w->bad = 1;
				free(got);
			}
			w->done++;
		}
	}
	return NULL;
}

int main(int argc, char **argv)
{
	static Job j;
	if (argc < 5) {
		fprintf(stderr, "usage: threads THREADS ROUNDS OUTDIR KERNEL.mlir...\n");
		return 2;
	}
	int nt = atoi(argv[1]);
	j.rounds = atoi(argv[2]);
	j.dir = argv[3];
	for (int i = 4; i < argc && j.nk < MAXK; i++, j.nk++) {
		j.name[j.nk] = argv[i];
		if (!(j.text[j.nk] = slurp(argv[i], &j.len[j.nk]))) {
			perror(argv[i]);
			return 2;
		}
	}
	char dir[1024];
	snprintf(dir, sizeof dir, "%s/seq", j.dir);
	for (int k = 0; k < j.nk; k++) {
		Out *o = &j.want[k];
		o->ll = emit(&j, k, &host_ll, &o->nll);
		o->obj = emit(&j, k, &riscv_obj, &o->nobj);
		o->run = run(&j, k, dir, &o->nrun);
		if (!o->ll || !o->obj || !o->run) {
			fprintf(stderr, "threads: %s does not compile and run sequentially\n", j.name[k]);
			return 2;
		}
	}
	Worker *w = calloc((size_t)nt, sizeof *w);
	for (int i = 0; i < nt; i++) {
		w[i] = (Worker){ .id = i, .job = &j };
		if (pthread_create(&w[i].t, NULL, work, &w[i])) {
			fprintf(stderr, "threads: cannot start thread %d\n", i);
			return 2;
		}
	}
	int pass = 0, fail = 0;
	for (int i = 0; i < nt; i++) {
		pthread_join(w[i].t, NULL);
		if (w[i].bad)
			printf("FAIL thread %d: %s\n", i, w[i].why), fail++;
		else
			printf("PASS thread %d: %d jobs (.ll, riscv64 object, run) as sequential\n", i, w[i].done), pass++;
	}
	printf("%d passed, %d failed\n", pass, fail);
	return fail != 0;
}
