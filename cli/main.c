/* main.c — the tsrewrite command line. */
#define _DEFAULT_SOURCE   /* fchmod, mkstemp, mmap */
#include "tsrewrite.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static const char usage[] =
	"usage: tsrewrite [options] [FILE|-]\n"
	"\n"
	"Reads an MLIR module (generic form) and writes it back.\n"
	"\n"
	"options:\n"
	"  -o FILE                write the output to FILE (default: standard output);\n"
	"                         the file is replaced only when the run succeeds\n"
	"  --emit=mlir            print MLIR in generic form (default)\n"
	"  --no-verify            do not run the verifier\n"
	"  --mlir-print-debuginfo print locations\n"
	"  -h, --help             show this help\n"
	"  --version              show the version\n";

typedef struct Opts {
	const char *in, *out;
	int verify, debuginfo;
} Opts;

static int fail(const char *fmt, const char *arg)
{
	fprintf(stderr, "tsrewrite: error: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	return 1;
}

/* Returns -1 to continue, else an exit status. */
static int parse_args(int argc, char **argv, Opts *o)
{
	o->verify = 1;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usage, stdout);
			return 0;
		} else if (!strcmp(a, "--version")) {
			puts("tsrewrite " TSREWRITE_VERSION);
			return 0;
		} else if (!strcmp(a, "-o")) {
			if (++i == argc)
				return fail("%s needs a file name", "-o");
			o->out = argv[i];
		} else if (!strncmp(a, "-o", 2) && a[2] && a[1] != '-') {
			o->out = a + 2 + (a[2] == '=');
		} else if (!strcmp(a, "--emit=mlir")) {
			/* the only output form so far */
		} else if (!strncmp(a, "--emit=", 7)) {
			return fail("unknown output kind '%s' (known: mlir)", a + 7);
		} else if (!strcmp(a, "--no-verify")) {
			o->verify = 0;
		} else if (!strcmp(a, "--mlir-print-debuginfo")) {
			o->debuginfo = 1;
		} else if (a[0] == '-' && a[1]) {
			return fail("unknown option '%s' (see --help)", a);
		} else if (o->in) {
			return fail("more than one input file ('%s')", a);
		} else {
			o->in = a;
		}
	}
	if (!o->in)
		o->in = "-";
	return -1;
}

static char *read_all(FILE *f, size_t *len)
{
	size_t cap = 1 << 16, n = 0;
	char *p = malloc(cap);
	while (p) {
		size_t got = fread(p + n, 1, cap - n, f);
		n += got;
		if (got == 0)
			break;
		if (n == cap) {
			char *q = realloc(p, cap *= 2);
			if (!q) {
				free(p);
				return NULL;
			}
			p = q;
		}
	}
	if (!p || ferror(f)) {
		free(p);
		return NULL;
	}
	*len = n;
	return p;
}

/* Print to a temporary beside the target, then rename, so a failed run
 * never leaves a partial or stale-looking file behind. */
static int write_output(const char *path, TsCtx *c, TsModule *m, unsigned flags)
{
	if (!path || !strcmp(path, "-")) {
		if (ts_print_file(c, m, flags, stdout) || fflush(stdout))
			return fail("cannot write standard output: %s", strerror(errno));
		return 0;
	}
	size_t pl = strlen(path);
	char *tmp = malloc(pl + 16);
	if (!tmp)
		return fail("%s", "out of memory");
	memcpy(tmp, path, pl);
	memcpy(tmp + pl, ".tmp.XXXXXX", 12);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		free(tmp);
		return fail("cannot create the output file: %s", strerror(errno));
	}
	mode_t um = umask(0);
	umask(um);
	fchmod(fd, 0666 & ~um);
	FILE *f = fdopen(fd, "wb");
	int ok = f && ts_print_file(c, m, flags, f) == 0;
	ok = f && fclose(f) == 0 && ok;
	if (!f)
		close(fd);
	if (!ok || rename(tmp, path) != 0) {
		int e = errno;
		unlink(tmp);
		free(tmp);
		return fail("cannot write the output file: %s", strerror(e));
	}
	free(tmp);
	return 0;
}

static int run(const Opts *o, const char *src, size_t len)
{
	const char *name = strcmp(o->in, "-") ? o->in : "<stdin>";
	TsCtx *c = ts_ctx_new();
	int rc = 1;
	TsModule *m = ts_parse(c, name, src, len);
	if (m && (!o->verify || ts_verify(c, m) == 0)) {
		rc = write_output(o->out, c, m, o->debuginfo ? TS_PRINT_DEBUGINFO : 0);
	} else {
		const char *e = ts_error(c);
		fputs(e ? e : "tsrewrite: error: failed\n", stderr);
	}
	ts_ctx_free(c);
	return rc;
}

/* Regular files are mapped rather than copied: the parser reads the text
 * once, front to back, and never needs a writable or NUL-terminated copy. */
static const char *map_input(FILE *f, size_t *len)
{
	struct stat st;
	if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0)
		return NULL;
	void *p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fileno(f), 0);
	if (p == MAP_FAILED)
		return NULL;
	*len = (size_t)st.st_size;
	return p;
}

int main(int argc, char **argv)
{
	Opts o = { 0 };
	int rc = parse_args(argc, argv, &o);
	if (rc >= 0)
		return rc;
	FILE *f = strcmp(o.in, "-") ? fopen(o.in, "rb") : stdin;
	if (!f)
		return fail("cannot open input file: %s", o.in);
	size_t len = 0;
	const char *src = map_input(f, &len);
	char *buf = NULL;
	if (!src)
		src = buf = read_all(f, &len);
	if (f != stdin)
		fclose(f);
	if (!src)
		return fail("cannot read input file: %s", o.in);
	if (len >= UINT32_MAX) {
		rc = fail("input file too large (4 GiB or more): %s", o.in);
	} else {
		rc = run(&o, src, len);
	}
	if (buf)
		free(buf);
	else
		munmap((void *)src, len);
	return rc;
}
