/* main.c — the tsrewrite command line. */
#define _DEFAULT_SOURCE   /* mmap, madvise */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char usage[] =
	"usage: tsrewrite [options] [FILE|-]\n"
	"       tsrewrite run KERNEL.mlir [run options]   (tsrewrite run --help)\n"
	"\n"
	"Compiles an MLIR module to LLVM IR (or prints it back as MLIR).\n"
	"\n"
	"options:\n"
	"  -o FILE                write the output to FILE (default: standard output);\n"
	"                         a file is replaced only when the run succeeds (a\n"
	"                         symbolic link stays, a device or FIFO is written into)\n"
	"  --emit=KIND            ll (LLVM IR, default), bc (bitcode), asm, obj,\n"
	"                         mlir (the module in MLIR's generic form), or tog\n"
	"                         (the Tile Operation Graph, K_tog.py; implies --timing)\n"
	"  --target=TRIPLE        target triple (default: none in .ll/.bc, the host for\n"
	"                         asm/obj); riscv64 means PyTorchSim's RISC-V target\n"
	"  --mcpu=CPU, --mattr=FEATURES  CPU and features of the target machine\n"
	"  -O0 .. -O3             optimise the LLVM IR (default: -O0, none)\n"
	"  --relocation-model=pic position-independent code\n"
	"  --no-verify            do not run the verifier\n"
	"  --mlir-print-debuginfo print locations\n"
	"  --pretty               print the custom (pretty) form of the ops that have one\n"
	"  --threads=N            parse a large module on N threads (1 or 2; default:\n"
	"                         2 if there are two CPUs or more, 1 with --each)\n"
	"  --split-min=BYTES      the least text left in a module's body for a second\n"
	"                         thread to take half of it (default: 1048576)\n"
	"  --stats                on standard error: the parsed module's op, value,\n"
	"                         block and attribute counts, the bytes its IR takes\n"
	"                         (per op), the time of each phase and the peak\n"
	"                         resident set\n"
	"  -h, --help             show this help\n"
	"  --version              show the version\n"
	"\n"
	"corpus mode (docs/corpus.md):\n"
	"  --each -o DIR FILE|DIR...  compile every input on its own, with the same\n"
	"                         options, into DIR/NAME.ll (.bc .s .o .mlir by --emit);\n"
	"                         a directory gives its *.mlir files, no input or '-'\n"
	"                         reads file names from standard input; one status\n"
	"                         line per input, a summary, exit 1 if any failed\n"
	"  -jN                    N inputs at a time (default: one per CPU)\n"
	"  --isolate              each input in a process of its own: a crash or a\n"
	"                         hang fails that input only\n"
	"  --timeout=S            with --isolate: stop an input after S seconds\n"
	"\n"
	"PyTorchSim passes (docs/passes.md):\n"
	"  --passes=A,B,...       run exactly these passes, in this order; without it\n"
	"                         LLVM output runs the default pipeline (each pass whose\n"
	"                         op occurs) and --emit=mlir runs none;\n"
	"                         --passes=default: the default pipeline\n"
	"  --stop-after=PASS      run the pipeline (default or --passes) up to and\n"
	"                         including PASS and write the module as MLIR (the\n"
	"                         stage PyTorchSim writes a file at: lower-vlane-idx =\n"
	"                         K.mlir after PRE_OPT, loop-padding = K_padded.mlir)\n"
	"  --print-ir-after-all   write the module to stderr after each pass\n"
	"  --vectorlane=N         vector lanes / systolic array size (default 128)\n"
	"  --vlen=N               vector register bits, a power of two (default 256;\n"
	"                         riscv64: +zvlNb, zvl256b in the timing build)\n"
	"  --timing               timing (gem5) build: loop-padding's wrapper copies\n"
	"                         nothing, build-tog makes the sample-mode kernel (role\n"
	"                         loops run once, gem5 stats markers around compute),\n"
	"                         DMAs are dropped, no Gemmini asm; riscv64: zvl256b\n"
	"  --tog=FILE             with --timing: also write the Tile Operation Graph\n"
	"                         (PyTorchSim's K_tog.py) to FILE\n"
	"  --tog-sample-mode=0|1  1 (default): role loops run once; 0: markers only\n"
	"  --tog-step=end|span    sample-mode step: the loop's end (default, as\n"
	"                         build_tog@1d486ef) or max(end - start, step)\n"
	"  --host-model           the host build `tsrewrite run --host-model` runs: DMAs\n"
	"                         call __ts_gemmini_insn instead of Gemmini asm, vector\n"
	"                         ops run per lane, VCIX ops call __ts_vcix_insn, the\n"
	"                         sample-mode markers (--timing) call __ts_tog_marker\n"
	"  --report=affine        simplify-affine reports the floordiv/mod it keeps (stderr)\n"
	"  --allow-scalar-matmul  lower-to-vcix leaves a scratchpad linalg.matmul it does\n"
	"                         not recognise as scalar loops instead of failing\n"
	"  --dma=PATH             how togsim.transfer reaches the Gemmini DMA:\n"
	"                         dma-start (default; PyTorchSim's Gen A chain:\n"
	"                         decompose-transfer, memref.dma_start, CONFIG words) or\n"
	"                         descriptor (its newest chain: peel-transfer,\n"
	"                         lower-transfer-to-gemmini, a descriptor in memory and\n"
	"                         CONFIG_DESC; masked transfers need it)\n"
	"  --verify-rewrites      check every affine map a pass rewrites against the\n"
	"                         original, over its operands' values (the default when\n"
	"                         TSREWRITE_VERIFY_REWRITES is set and not 0, as in\n"
	"                         make test); --no-verify-rewrites turns it off\n";


static int fail(const char *fmt, const char *arg)
{
	fprintf(stderr, "tsrewrite: error: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	return 1;
}


static const struct { const char *name; int kind; } emit_kinds[] = {
	{ "ll", TS_EMIT_LL }, { "bc", TS_EMIT_BC }, { "asm", TS_EMIT_ASM },
	{ "obj", TS_EMIT_OBJ }, { "mlir", EMIT_MLIR }, { "tog", EMIT_TOG },
};
enum { NEMIT = sizeof emit_kinds / sizeof *emit_kinds };

static int emit_kind(const char *k)
{
	for (size_t i = 0; i < NEMIT; i++)
		if (!strcmp(k, emit_kinds[i].name))
			return emit_kinds[i].kind;
	return -2;
}

static const char *emit_name(int kind)
{
	for (size_t i = 0; i < NEMIT; i++)
		if (emit_kinds[i].kind == kind)
			return emit_kinds[i].name;
	return "?";
}

/* `riscv64` is PyTorchSim's target (lowering.md §7.6, §8): the Linux
 * triple, its vector and VCIX features, PIC. */
static void set_target(Opts *o, const char *t)
{
	if (!strcmp(t, "riscv64")) {
		o->riscv = 1;
		o->eo.triple = "riscv64-unknown-linux-gnu";
		o->eo.pic = 1;
		o->eo.codegen_level = 2;
	} else {
		o->riscv = 0;
		o->eo.triple = t;
	}
}

/* --vectorlane=N, --vlen=N: a positive decimal number; -1 if not. */
static int number(const char *s)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < 1 || v > 1 << 20)
		return -1;
	return (int)v;
}

/* The pass flags; 1 if a was one, 0 if not, -2 on a bad value. */
static int pass_arg(Opts *o, const char *a)
{
	if (!strncmp(a, "--passes=", 9)) {
		o->default_passes = !strcmp(a + 9, "default");
		o->passes = o->default_passes ? NULL : a + 9;
	} else if (!strcmp(a, "--print-ir-after-all")) {
		o->po.dump = stderr;
	} else if (!strncmp(a, "--vectorlane=", 13)) {
		if ((o->po.vectorlane = number(a + 13)) < 0)
			return fail("--vectorlane needs a positive number, not '%s'", a + 13), -2;
	} else if (!strncmp(a, "--vlen=", 7)) {
		int v = number(a + 7);
		if (v < 32 || v > 65536 || (v & (v - 1)))
			return fail("--vlen needs a power of two from 32 to 65536, not '%s'", a + 7), -2;
		o->po.vlen = v;
	} else if (!strcmp(a, "--timing")) {
		o->po.timing = 1;
	} else if (!strncmp(a, "--tog-sample-mode=", 18)) {
		if (strcmp(a + 18, "0") && strcmp(a + 18, "1"))
			return fail("--tog-sample-mode is 0 or 1, not '%s'", a + 18), -2;
		o->po.tog_sample_off = a[18] == '0';
	} else if (!strncmp(a, "--tog-step=", 11)) {
		if (strcmp(a + 11, "end") && strcmp(a + 11, "span"))
			return fail("--tog-step is end or span, not '%s'", a + 11), -2;
		o->po.tog_step_span = a[11] == 's';
	} else if (!strcmp(a, "--host-model")) {
		o->po.host_model = 1;
	} else if (!strcmp(a, "--allow-scalar-matmul")) {
		o->po.allow_scalar_matmul = 1;
	} else if (!strncmp(a, "--dma=", 6)) {
		if (!strcmp(a + 6, "descriptor"))
			o->po.dma = TS_DMA_DESCRIPTOR;
		else if (!strcmp(a + 6, "dma-start"))
			o->po.dma = TS_DMA_START;
		else
			return fail("unknown DMA path '%s' (known: dma-start, descriptor)", a + 6), -2;
	} else if (!strcmp(a, "--verify-rewrites") || !strcmp(a, "--no-verify-rewrites")) {
		o->po.verify_rewrites = a[2] != 'n';
	} else if (!strncmp(a, "--report=", 9)) {
		if (strcmp(a + 9, "affine"))
			return fail("unknown report '%s' (known: affine)", a + 9), -2;
		o->po.report = stderr;
	} else {
		return 0;
	}
	return 1;
}

/* The Tile Operation Graph's outputs: --emit=tog writes it to -o (the
 * timing chain up to build-tog), --tog=FILE beside the timing build's
 * output.  Returns -1 if fine, else an exit status (after the message). */
static int tog_args(Opts *o)
{
	if (o->emit == EMIT_TOG) {
		if (o->tog)
			return fail("%s", "--emit=tog writes the graph to -o; --tog is for the timing build's second output");
		o->po.timing = 1;
		if (!o->passes)
			o->po.stop_after = "build-tog";
		return -1;
	}
	if (!o->tog)
		return -1;
	if (!o->po.timing)
		return fail("%s", "--tog writes the Tile Operation Graph of the timing build: it needs --timing");
	int out_stdout = !o->out || !strcmp(o->out, "-");
	if (!strcmp(o->tog, "-") ? out_stdout : o->out && !strcmp(o->tog, o->out))
		return fail("--tog=%s and -o name the same output", o->tog);
	return -1;
}

/* --each: what cannot be combined with it (one stream shared by every
 * input, or an output that is not a directory).  -1 to continue. */
static int each_args(const Opts *o)
{
	if (!o->out || !strcmp(o->out, "-"))
		return fail("%s", "--each needs -o DIR, the directory the outputs go to");
	if (o->po.dump || o->po.report)
		return fail("%s", "--each cannot be combined with --print-ir-after-all or --report (one stderr for every input)");
	if (o->timeout && !o->isolate)
		return fail("%s", "--timeout needs --isolate (only a process of its own can be stopped)");
	if (o->tog)
		return fail("%s", "--each cannot be combined with --tog (one file for every input); --emit=tog writes "
			    "each input's graph to DIR/NAME_tog.py");
	return -1;
}

/* Returns -1 to continue, else an exit status. */
static int parse_args(int argc, char **argv, Opts *o)
{
	o->verify = 1;
	o->emit = TS_EMIT_LL;
	o->eo.codegen_level = -1;
	o->split_min = -1;
	for (int i = 1; i < argc; i++)   /* --each may come after the inputs */
		o->each |= !strcmp(argv[i], "--each");
	for (int i = 1, r; i < argc; i++) {
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
		} else if (!strncmp(a, "--emit=", 7)) {
			if ((o->emit = emit_kind(a + 7)) == -2)
				return fail("unknown output kind '%s' (known: ll, bc, asm, obj, mlir, tog)", a + 7);
			o->emit_given = 1;
		} else if (!strncmp(a, "--tog=", 6)) {
			o->tog = a + 6;
		} else if (!strncmp(a, "--stop-after=", 13)) {
			o->po.stop_after = a + 13;
		} else if (!strncmp(a, "--target=", 9)) {
			set_target(o, a + 9);
		} else if (!strncmp(a, "--mcpu=", 7)) {
			o->eo.cpu = a + 7;
		} else if (!strncmp(a, "--mattr=", 8)) {
			o->eo.features = a + 8;
		} else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
			o->eo.opt_level = a[2] - '0';
		} else if (!strcmp(a, "--relocation-model=pic")) {
			o->eo.pic = 1;
		} else if (!strcmp(a, "--no-verify")) {
			o->verify = 0;
		} else if (!strcmp(a, "--mlir-print-debuginfo")) {
			o->debuginfo = 1;
		} else if (!strcmp(a, "--pretty")) {
			o->pretty = 1;
		} else if (!strcmp(a, "--stats")) {
			o->stats = 1;
		} else if (!strncmp(a, "--threads=", 10)) {
			if ((o->threads = number(a + 10)) < 1 || o->threads > 2)
				return fail("--threads needs 1 or 2, not '%s'", a + 10);
		} else if (!strncmp(a, "--split-min=", 12)) {
			char *e;
			errno = 0;
			o->split_min = strtol(a + 12, &e, 10);
			if (!a[12] || *e || o->split_min < 0 || errno)
				return fail("--split-min needs a number of bytes, not '%s'", a + 12);
		} else if (!strcmp(a, "--each")) {
			o->each = 1;
		} else if (!strcmp(a, "--isolate")) {
			o->isolate = 1;
		} else if (!strncmp(a, "--timeout=", 10)) {
			if ((o->timeout = number(a + 10)) < 0)
				return fail("--timeout needs a positive number of seconds, not '%s'", a + 10);
		} else if (!strncmp(a, "-j", 2)) {
			const char *v = a[2] ? a + 2 : ++i < argc ? argv[i] : "";
			if ((o->jobs = number(v)) < 0)
				return fail("-j needs a positive number of jobs, not '%s'", v);
		} else if ((r = pass_arg(o, a)) != 0) {
			if (r < 0)
				return 1;
		} else if (a[0] == '-' && a[1]) {
			return fail("unknown option '%s' (see --help)", a);
		} else if (o->in && !o->each) {
			return fail("more than one input file ('%s'; --each compiles several)", a);
		} else {
			o->in = o->in ? o->in : a;
			o->inputs[o->ninputs++] = a;
		}
	}
	if (o->each && o->stats)
		return fail("%s", "--stats describes one input; it cannot be combined with --each");
	if (!o->each && (o->isolate || o->timeout || o->jobs))
		return fail("%s", "--isolate, --timeout and -j belong to --each");
	if (!o->in)
		o->in = "-";
	if (!o->threads)   /* --each keeps its CPUs for its inputs */
		o->threads = !o->each && sysconf(_SC_NPROCESSORS_ONLN) >= 2 ? 2 : 1;
	/* A pipeline cut short holds ops only MLIR text can carry. */
	if (o->po.stop_after && o->emit_given && o->emit != EMIT_MLIR)
		return fail("--stop-after writes the module as MLIR; it cannot be combined with --emit=%s",
			    emit_name(o->emit));
	if (o->po.stop_after)
		o->emit = EMIT_MLIR;
	if (tog_args(o) >= 0)
		return 1;
	o->po.dump_flags = (o->debuginfo ? TS_PRINT_DEBUGINFO : 0) | (o->pretty ? TS_PRINT_PRETTY : 0);
	if (o->riscv && !o->eo.features) {
		/* the gem5 build is compiled for VLEN 256 whatever POST_OPT used
		 * (tog.md §4.3: PyTorchSim's timing llc line has zvl256b) */
		snprintf(o->features, sizeof o->features, "+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl%db",
			 o->po.vlen && !o->po.timing ? o->po.vlen : 256);
		o->eo.features = o->features;
	}
	return o->each ? each_args(o) : -1;
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
	p[n] = 0;   /* n < cap here: the lexer may read it (ctx_set_src_padded) */
	*len = n;
	return p;
}

/* Writes the result to f: 0, -1 on a write error, -2 on a lowering error
 * (ts_error says which). */
static int produce(const Opts *o, TsCtx *c, TsModule *m, unsigned flags, const TsTog *g, FILE *f)
{
	if (o->emit == EMIT_MLIR)
		return ts_print_file(c, m, flags, f);
	if (o->emit == EMIT_TOG)
		return ts_tog_write(g, f);
	TsEmitOpts eo = o->eo;
	eo.kind = o->emit;
	/* --host-model lowers what `tsrewrite run --host-model` runs: lane mode */
	if (o->po.host_model)
		eo.lanes = o->po.vectorlane ? o->po.vectorlane : 128;
	if (ts_emit(c, m, &eo, f) == 0)
		return 0;
	return ts_error(c) && strstr(ts_error(c), "cannot write") == NULL ? -2 : -1;
}

static int report(TsCtx *c)
{
	const char *e = ts_error(c);
	fputs(e ? e : "tsrewrite: error: failed\n", stderr);
	return 1;
}

/* A diagnostic as cli_compile returns it: "tsrewrite: error: ...\n". */
static int diag_printf(char **diag, const char *fmt, ...)
{
	char buf[4400];
	va_list ap;
	va_start(ap, fmt);
	int n = snprintf(buf, sizeof buf, "tsrewrite: error: ");
	vsnprintf(buf + n, sizeof buf - (size_t)n - 1, fmt, ap);
	va_end(ap);
	strcat(buf, "\n");
	*diag = strdup(buf);
	return 1;
}

static int diag_ctx(char **diag, TsCtx *c)
{
	const char *e = ts_error(c);
	*diag = strdup(e ? e : "tsrewrite: error: failed\n");
	return 1;
}

/* The outputs go through ts_out_open (docs/design.md, "Output files"):
 * a failed run leaves the targets as they were, and a device, FIFO or
 * symbolic link stays what it is.  With --tog the graph is held in its own
 * output until `path` is in place: a failed run writes neither, and only a
 * failure of the graph's own close (a full disk) can leave `path` written
 * without it. */
static int write_output(const Opts *o, const char *path, TsCtx *c, TsModule *m, unsigned flags, TsTog *g,
                        char **diag)
{
	char err[4200];
	TsOut *tog = o->tog ? ts_out_open(o->tog, err, sizeof err) : NULL;
	if (o->tog && !tog)
		return diag_printf(diag, "%s", err);
	TsOut *out = ts_out_open(path, err, sizeof err);
	if (!out) {
		if (tog)
			ts_out_close(tog, 0, NULL, 0);
		return diag_printf(diag, "%s", err);
	}
	int r = tog ? ts_tog_write(g, ts_out_file(tog)) : 0;
	if (r == 0)
		r = produce(o, c, m, flags, g, ts_out_file(out));
	if (ts_out_close(out, r == 0, err, sizeof err) < 0) {
		if (tog)
			ts_out_close(tog, 0, NULL, 0);
		return r == -2 ? diag_ctx(diag, c) : diag_printf(diag, "%s", err);
	}
	return tog && ts_out_close(tog, 1, err, sizeof err) < 0 ? diag_printf(diag, "%s", err) : 0;
}

/* A graph was asked for but build-tog did not run (its gate stayed shut,
 * or --passes left it out). */
static int no_graph(const Opts *o, const char *name, char **diag)
{
	char buf[1200];
	snprintf(buf, sizeof buf, "%s: error: %s: build-tog did not run, so there is no Tile Operation Graph (it runs "
		 "on a PyTorchSim kernel, a func.func @kernel with memref.dma_start or togsim.transfer and a top-level "
		 "affine.for, in the timing pipeline or with --passes=...,build-tog)\n", name,
		 o->emit == EMIT_TOG ? "--emit=tog" : "--tog");
	*diag = strdup(buf);
	return 1;
}

static double seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* --stats: right after the parse the arena holds the IR and little else. */
static void stats_ir(const Opts *o, const char *name, TsCtx *c, TsModule *m)
{
	char line[512];
	if (!o->stats || !m)
		return;
	ctx_ir_stats(c, m, line, sizeof line);
	fprintf(stderr, "tsrewrite: stats: %s: %s\n", name, line);
}

/* The process's peak resident set so far, in MiB (Linux counts KiB). */
static double peak_rss_mib(void)
{
	struct rusage ru;
	return getrusage(RUSAGE_SELF, &ru) ? 0 : (double)ru.ru_maxrss / 1024;
}

/* t: the phase boundaries; rss: the peak after the parse (the IR built,
 * the mapped input dropped behind the parser), the growth after it is the
 * passes' and the output's. */
static void stats_time(const Opts *o, TsCtx *c, const char *name, const double *t, double counted, double rss)
{
	char how[256];
	if (!o->stats)
		return;
	ctx_print_stats(c, how, sizeof how);
	fprintf(stderr,
		"tsrewrite: stats: %s: parse %.3f s, verify %.3f s, passes %.3f s, output %.3f s; "
		"peak resident %.1f MiB after the parse, %.1f MiB at the end%s\n",
		name, t[1] - t[0], t[2] - t[1] - counted, t[3] - t[2], t[4] - t[3], rss, peak_rss_mib(), how);
}

/* Whether the byte after the text is readable and 0: read_all puts one
 * there; a mapped file has zeros after its end up to the page's end, if
 * it does not end on a page boundary (and is not being rewritten). */
static int text_padded(const char *src, size_t len, int mapped)
{
	long pg = sysconf(_SC_PAGESIZE);
	if (!mapped)
		return 1;
	return pg > 0 && len % (size_t)pg != 0 && src[len] == 0;
}

int cli_compile(const Opts *o, const char *name, const char *src, size_t len, int mapped, const char *out,
		char **diag, struct Arena *spare)
{
	double t[5];   /* phase boundaries for --stats (a vDSO call each) */
	t[0] = seconds();
	TsCtx *c = ctx_new_reuse(spare);
	int rc = 1;
	*diag = NULL;
	if (mapped)
		ctx_set_src_droppable(c, 1);
	ctx_set_src_padded(c, text_padded(src, len, mapped));
	ctx_set_threads(c, (unsigned)o->threads, o->split_min < 0 ? (size_t)1 << 20 : (size_t)o->split_min);
	ctx_set_early_verify(c, o->verify);   /* ts_verify follows at once */
	/* Without --passes, LLVM output gets the default pipeline (the backend
	 * needs it) and MLIR output none, so it round-trips the input;
	 * --stop-after cuts the default pipeline short. */
	const char *passes = o->passes || o->default_passes || o->po.stop_after ? o->passes
	                     : o->emit == EMIT_MLIR                           ? ""
	                                                                      : NULL;
	/* printed as parsed: the parse may do the printer's alias walk */
	ctx_set_walk_log(c, o->emit == EMIT_MLIR && passes && !*passes && !o->debuginfo && !o->pretty);
	TsModule *m = ts_parse(c, name, src, len);
	t[1] = seconds();
	double rss = o->stats ? peak_rss_mib() : 0;
	stats_ir(o, name, c, m);
	double counted = o->stats ? seconds() - t[1] : 0;   /* --stats' own walk of the IR: no phase's time */
	/* Past the parse, little reads the text again (a diagnostic's line),
	 * and a dropped page of an unmodified private mapping reads back from
	 * the file: the input leaves the resident set now, before the backend
	 * needs memory. */
	if (mapped)
		madvise((void *)src, len, MADV_DONTNEED);
	TsTog *g = NULL;
	TsPassOpts po = o->po;
	po.tog = &g;
	int ok = m && (!o->verify || ts_verify(c, m) == 0);
	t[2] = seconds();
	if (ok && ts_run_passes(c, m, passes, &po) == 0) {
		t[3] = seconds();
		if (!g && (o->tog || o->emit == EMIT_TOG))
			rc = no_graph(o, name, diag);
		else
			rc = write_output(o, out, c, m, (o->debuginfo ? TS_PRINT_DEBUGINFO : 0) | (o->pretty ? TS_PRINT_PRETTY : 0),
					  g, diag);
		t[4] = seconds();
		if (!rc)
			stats_time(o, c, name, t, counted, rss);
	} else {
		rc = diag_ctx(diag, c);
	}
	ctx_free_keep(c, spare);
	return rc;
}

static int run(const Opts *o, const char *src, size_t len, int mapped)
{
	const char *name = strcmp(o->in, "-") ? o->in : "<stdin>";
	char *diag = NULL;
	int rc = cli_compile(o, name, src, len, mapped, o->out, &diag, NULL);
	if (rc)
		fputs(diag ? diag : "tsrewrite: error: out of memory\n", stderr);
	free(diag);
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

const char *cli_load(const char *path, size_t *len, int *mapped)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	const char *src = map_input(f, len);
	*mapped = src != NULL;
	if (!src)
		src = read_all(f, len);
	int e = errno;
	fclose(f);
	errno = e;
	return src;
}

void cli_release(const char *src, size_t len, int mapped)
{
	if (mapped)
		munmap((void *)src, len);
	else
		free((void *)src);
}

/* ------------------------------------------------------ tsrewrite run */

static const char run_usage[] =
	"usage: tsrewrite run KERNEL.mlir [options]\n"
	"\n"
	"Lowers the module for the host, JIT-compiles it and calls one function with\n"
	"MLIR's calling convention (docs/run.md).\n"
	"\n"
	"options:\n"
	"  --func NAME            the function to call (default: @wrapper_kernel if\n"
	"                         the passes made one, else the only public function\n"
	"                         with a body, else @kernel)\n"
	"  --arg N=FILE.npy       memref argument N from a NumPy file (dtype and shape\n"
	"                         must match the signature; gives dynamic sizes)\n"
	"  --arg N=VALUE          scalar argument N (integer, float, true/false)\n"
	"  --seed S               seed of the pseudo-random data of the arguments not\n"
	"                         given (default 0)\n"
	"  --out DIR              write argN.npy (memref arguments after the call) and\n"
	"                         resultN.npy there (default: out; created if missing)\n"
	"  --print                a summary line per argument (shape, dtype, checksum,\n"
	"                         first values); results are always printed\n"
	"  --ll FILE.ll           JIT this LLVM IR instead of tsrewrite's lowering (the\n"
	"                         call is still built from KERNEL.mlir's signature)\n"
	"  -O0 .. -O3             optimise the LLVM IR before the JIT (default -O0)\n"
	"  --host-model           run the kernel as the machine runs it (docs/hostmodel.md):\n"
	"                         every vector op once per lane, each lane with its own\n"
	"                         scratchpad bank; memref.dma_start on the model of the\n"
	"                         Gemmini DMA, VCIX ops on the models of the systolic\n"
	"                         array and the special-function unit\n"
	"  --timing               with --host-model: run the sample-mode kernel of the\n"
	"                         timing build and count its gem5 stats markers\n"
	"                         (--tog-sample-mode=0|1, --tog-step=end|span)\n"
	"  --vectorlane N         vector lanes / systolic array size (default 128)\n"
	"  --vlen N               vector register bits, for the passes (default 256)\n"
	"  --dma=PATH             dma-start (default) or descriptor (tsrewrite --help)\n"
	"  --spad-size BYTES      with --host-model: scratchpad bank bytes per lane\n"
	"                         (default 65536, or what the buffers need if more)\n"
	"  -h, --help             show this help\n";

typedef struct RunCli {
	Opts o;              /* the pass flags, shared with compiling */
	TsRunOpts ro;
	const char *in;
} RunCli;

/* An option with a value, as "--name VALUE" or "--name=VALUE": the value,
 * or NULL if a is not this option (*i advanced past a separate value). */
static const char *opt_value(int argc, char **argv, int *i, const char *name, int *missing)
{
	const char *a = argv[*i];
	size_t n = strlen(name);
	if (strncmp(a, name, n))
		return NULL;
	if (a[n] == '=')
		return a + n + 1;
	if (a[n])
		return NULL;
	if (*i + 1 == argc) {
		*missing = 1;
		return NULL;
	}
	return argv[++*i];
}

static int run_value_opt(RunCli *r, const char *name, const char *v, const char **args)
{
	if (!strcmp(name, "--vectorlane") || !strcmp(name, "--vlen")) {
		char a[64];
		snprintf(a, sizeof a, "%s=%.40s", name, v);
		return pass_arg(&r->o, a) < 0 ? 1 : -1;
	} else if (!strcmp(name, "--spad-size")) {
		char *end;
		errno = 0;
		unsigned long long b = strtoull(v, &end, 0);
		if (errno || end == v || *end || *v == '-' || b == 0 || b > (1ULL << 32))
			return fail("--spad-size needs a byte count from 1 to 4 GiB, not '%s'", v);
		r->ro.spad_size = (size_t)b;
	} else if (!strcmp(name, "--func")) {
		r->ro.func = v;
	} else if (!strcmp(name, "--arg")) {
		args[r->ro.nargs++] = v;
	} else if (!strcmp(name, "--seed")) {
		char *end;
		errno = 0;
		r->ro.seed = strtoull(v, &end, 0);
		if (errno || end == v || *end || *v == '-')
			return fail("--seed needs a non-negative integer, not '%s'", v);
	} else if (!strcmp(name, "--out")) {
		r->ro.out_dir = v;
	} else {
		r->ro.ll = v;
	}
	return -1;
}

/* Returns -1 to continue, else an exit status. */
static int parse_run_args(int argc, char **argv, RunCli *r, const char **args)
{
	static const char *const valued[] = { "--func", "--arg", "--seed", "--out", "--ll", "--vectorlane",
					      "--vlen", "--spad-size" };
	enum { NVALUED = sizeof valued / sizeof *valued };
	for (int i = 2, k; i < argc; i++) {
		const char *a = argv[i], *v = NULL;
		int missing = 0, rc;
		for (k = 0; k < NVALUED && !(v = opt_value(argc, argv, &i, valued[k], &missing)) && !missing; k++)
			;
		if (missing)
			return fail("%s needs a value", a);
		if (v) {
			if ((rc = run_value_opt(r, valued[k], v, args)) >= 0)
				return rc;
		} else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(run_usage, stdout);
			return 0;
		} else if (!strcmp(a, "--print")) {
			r->ro.print = 1;
		} else if (a[0] == '-' && a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
			r->ro.opt_level = a[2] - '0';
		} else if ((rc = pass_arg(&r->o, a)) != 0 && strncmp(a, "--passes=", 9) && strcmp(a, "--print-ir-after-all")) {
			if (rc < 0)
				return 1;
		} else if (a[0] == '-' && a[1]) {
			return fail("unknown option '%s' (see tsrewrite run --help)", a);
		} else if (r->in) {
			return fail("more than one input file ('%s')", a);
		} else {
			r->in = a;
		}
	}
	if (!r->in)
		return fail("%s", "run needs a kernel file (see tsrewrite run --help)");
	return -1;
}

static const char *map_input(FILE *f, size_t *len);

static int run_kernel(const RunCli *r, const char *src, size_t len)
{
	TsCtx *c = ts_ctx_new();
	char err[1024];
	int rc = 1;
	TsModule *m = ts_parse(c, r->in, src, len);
	if (m && ts_verify(c, m) == 0) {
		if (ts_run(c, m, &r->ro, &r->o.po, err, sizeof err) == 0)
			rc = 0;
		else if (err[0])
			fail("%s", err);
		else
			report(c);
	} else {
		report(c);
	}
	ts_ctx_free(c);
	return rc;
}

/* The test suite checks every rewrite without passing the flag to each
 * of its many command lines. */
static int verify_rewrites_default(void)
{
	const char *e = getenv("TSREWRITE_VERIFY_REWRITES");
	return e && *e && strcmp(e, "0");
}

static int run_main(int argc, char **argv)
{
	RunCli r = { 0 };
	r.o.po.verify_rewrites = verify_rewrites_default();
	const char **args = calloc((size_t)argc, sizeof *args);
	if (!args)
		return fail("%s", "out of memory");
	r.ro.args = args;
	int rc = parse_run_args(argc, argv, &r, args);
	FILE *f = rc < 0 ? fopen(r.in, "rb") : NULL;
	if (rc < 0 && !f)
		rc = fail("cannot open input file: %s", r.in);
	if (rc < 0) {
		size_t len = 0;
		const char *src = map_input(f, &len);
		char *buf = src ? NULL : read_all(f, &len);
		if (!src && !buf)
			rc = fail("cannot read input file: %s", r.in);
		else if (len >= UINT32_MAX)
			rc = fail("input file too large (4 GiB or more): %s", r.in);
		else
			rc = run_kernel(&r, src ? src : buf, len);
		if (src)
			munmap((void *)src, len);
		free(buf);
	}
	if (f)
		fclose(f);
	free(args);
	return rc;
}

int main(int argc, char **argv)
{
	Opts o = { 0 };
	o.po.verify_rewrites = verify_rewrites_default();
	if (argc > 1 && !strcmp(argv[1], "run"))
		return run_main(argc, argv);
	o.inputs = calloc((size_t)argc, sizeof *o.inputs);
	if (!o.inputs)
		return fail("%s", "out of memory");
	int rc = parse_args(argc, argv, &o);
	if (rc < 0 && o.each)
		rc = each_main(&o);
	if (rc >= 0) {
		free(o.inputs);
		return rc;
	}
	free(o.inputs);
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
		rc = run(&o, src, len, buf == NULL);
	}
	if (buf)
		free(buf);
	else
		munmap((void *)src, len);
	return rc;
}
