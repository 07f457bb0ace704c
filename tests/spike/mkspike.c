/* mkspike — the freestanding riscv64 driver that runs one kernel on
 * PyTorchSim's Spike under pk (tests/spike/run.sh, docs/spike.md).
 *
 *   mkspike KERNEL.mlir --dir WORK [--vectorlane S] [--scratchpad-size BYTES]
 *           [--func NAME] [--seed N] [--arg N=FILE.npy | N=VALUE]...
 *       writes WORK/driver.c, WORK/link.ld, WORK/spike.env and the inputs
 *       WORK/in/argN.bin (each memref argument's buffer as the kernel sees
 *       it: the whole span, little-endian)
 *   mkspike --collect KERNEL.mlir --dir WORK --out DIR [same --func/--seed/--arg]
 *       reads WORK/out/argN.bin (written by the driver inside Spike) and
 *       writes DIR/argN.npy with the writer of `tsrewrite run --out`
 *
 * Inputs are built by the library's own runner code (run/args.c): an
 * argument given as a .npy file is checked against the signature, the
 * others get `tsrewrite run`'s seeded data, so the same command line given
 * to `tsrewrite run` sees the same inputs.
 *
 * The driver (no libc; pk's proxied system calls only):
 *   - one per-lane array per scratchpad memref.global (public, no initial
 *     value, memory space != 0) in section .spad, ceil(numel / lanes)
 *     elements each, named as the global: the kernel object refers to it
 *     through its GOT; Spike gives lane l the bank at +l * scratchpad-size;
 *   - other external memref.globals in .bss, whole;
 *   - every memref argument a 64-byte aligned array in .bss (never heap
 *     memory: pk puts brk right after the highest segment);
 *   - a small bump allocator for malloc/free (tags a kernel still allocates);
 *   - main: read in/argN.bin, call the entry with MLIR's expanded memref
 *     ABI (allocated = aligned pointer, offset, sizes..., strides...),
 *     write every memref argument to out/argN.bin.
 * link.ld puts the program at 0x10000 (far below 0x01000000, where Spike
 * would take a kernel-mode vector access for a scratchpad one), .spad at
 * the scratchpad's virtual base and a guard section right after the
 * window of lanes * scratchpad-size bytes, so that nothing pk maps lands in
 * a lane's bank; PHDRS keep lld from making one huge segment.
 *
 * Exit status: 0 done; 2 the kernel cannot run this way ("SKIP: reason" on
 * stderr); 1 error. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ir.h"
#include "run.h"

#define SPAD_VBASE 0xD0000000ull
#define DEFAULT_SPAD (64u << 10)
#define MAXGLOB 256

/* Exit with a message: code 1 an error ("mkspike: ..."), 2 a kernel the
 * driver cannot run ("SKIP: ..."). */
__attribute__((format(printf, 2, 3), noreturn))
static void stop(int code, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs(code == 2 ? "SKIP: " : "mkspike: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(code);
}
#define die(...) stop(1, __VA_ARGS__)
#define skip(...) stop(2, __VA_ARGS__)

/* A whole regular file, NUL-terminated. */
static char *read_all(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	long n = -1;
	if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET))
		die("cannot read %s: %s", path, strerror(errno));
	char *p = malloc((size_t)n + 1);
	if (!p || fread(p, 1, (size_t)n, f) != (size_t)n)
		die("cannot read %s", path);
	fclose(f);
	p[n] = 0;
	*len = (size_t)n;
	return p;
}

static Attr *attr(Op *op, const char *name)
{
	Attr *a = at_dict_get(op_props(op), name);
	return a ? a : at_dict_get(op_attrs(op), name);
}

/* ------------------------------------------------------------ the module */

typedef struct Glob {
	const char *name;
	int spad;                /* memory space != 0: one lane's share */
	int64_t numel, esz, align;
	int64_t bytes;           /* bytes the driver defines */
} Glob;

typedef struct Scan {
	Op *kernel, *wrapper, *want;
	const char *want_name;
	Glob g[MAXGLOB];
	int ng;
	int lanes;
} Scan;

static int esize(Type *t)
{
	if (t->kind == TY_INDEX)
		return 8;
	if (t->kind == TY_INT && t->width >= 1 && t->width <= 64)
		return t->width <= 8 ? 1 : t->width <= 16 ? 2 : t->width <= 32 ? 4 : 8;
	if (t->kind == TY_FLOAT)
		switch (t->fkind) {
		case FK_F16: case FK_BF16: return 2;
		case FK_F32: return 4;
		case FK_F64: return 8;
		default: return 0;
		}
	return 0;
}

static int scan(Op *o, void *ud)
{
	Scan *s = ud;
	if (op_name(o)->id == OP_BUILTIN_MODULE)
		return 0;
	Attr *sn = attr(o, "sym_name");
	if (!sn || sn->kind != AT_STRING)
		return 1;
	if (op_name(o)->id == OP_FUNC_FUNC) {
		if (!o->nregions || !region_first(&op_regions(o)[0]))
			return 1;
		if (!strcmp(sn->str->s, "kernel"))
			s->kernel = o;
		if (!strcmp(sn->str->s, "wrapper_kernel"))
			s->wrapper = o;
		if (s->want_name && !strcmp(sn->str->s, s->want_name))
			s->want = o;
		return 1;
	}
	if (op_name(o)->id != OP_MEMREF_GLOBAL)
		return 1;
	Attr *ty = attr(o, "type"), *vis = attr(o, "sym_visibility"), *al = attr(o, "alignment");
	if (attr(o, "initial_value") || (vis && vis->kind == AT_STRING && !strcmp(vis->str->s, "private")))
		return 1;                /* defined by the kernel object itself */
	if (!ty || ty->kind != AT_TYPE || attr_type(ty)->kind != TY_MEMREF)
		return 1;
	if (s->ng == MAXGLOB)
		skip("too many memref.globals");
	Type *t = attr_type(ty);
	Glob *g = &s->g[s->ng++];
	g->name = sn->str->s;
	g->esz = esize(t->elem);
	g->numel = ty_num_elements(t);
	if (!g->esz || g->numel < 0)
		skip("memref.global @%s: unsupported element type or dynamic shape", g->name);
	Attr *ms = t->memspace;
	g->spad = ms && !(ms->kind == AT_INT && ms->words[0] == 0);
	g->align = al && al->kind == AT_INT && al->words[0] > 64 ? (int64_t)al->words[0] : 64;
	int64_t n = g->spad ? (g->numel + s->lanes - 1) / s->lanes : g->numel;
	g->bytes = n * g->esz;
	if (g->bytes == 0)
		g->bytes = g->esz;
	return 1;
}

/* ------------------------------------------------------------ the driver */

/* The C type the driver passes a scalar argument as; NULL if none. */
static const char *c_type(const RunVal *v)
{
	Type *t = v->elem;
	if (t->kind == TY_FLOAT)
		return t->fkind == FK_F32 ? "float" : t->fkind == FK_F64 ? "double" : NULL;
	unsigned w = t->kind == TY_INDEX ? 64 : t->kind == TY_INT ? t->width : 0;
	return w == 1 ? "_Bool" : w == 8 ? "int8_t" : w == 16 ? "int16_t" : w == 32 ? "int32_t"
	       : w == 64 ? "int64_t" : NULL;
}

static const char runtime[] =
"typedef unsigned long size_t;\n"
"typedef long ssize_t;\n"
"\n"
"/* pk's system calls (Linux numbers; pk forwards file calls to the host) */\n"
"static long sys(long n, long a, long b, long c, long d) {\n"
"  register long a0 __asm__(\"a0\") = a, a1 __asm__(\"a1\") = b, a2 __asm__(\"a2\") = c;\n"
"  register long a3 __asm__(\"a3\") = d, a7 __asm__(\"a7\") = n;\n"
"  __asm__ volatile(\"ecall\" : \"+r\"(a0) : \"r\"(a1), \"r\"(a2), \"r\"(a3), \"r\"(a7) : \"memory\");\n"
"  return a0;\n"
"}\n"
"enum { SYS_openat = 56, SYS_close = 57, SYS_read = 63, SYS_write = 64, SYS_exit = 93 };\n"
"enum { AT_FDCWD = -100, O_RDONLY = 0, O_WRONLY = 1, O_CREAT = 0100, O_TRUNC = 01000 };\n"
"static size_t slen(const char *s) { size_t n = 0; while (s[n]) n++; return n; }\n"
"static void say(const char *s) { sys(SYS_write, 1, (long)s, (long)slen(s), 0); }\n"
"static void say2(const char *a, const char *b) { say(a); say(b); say(\"\\n\"); }\n"
"/* the whole file into p (exactly n bytes) */\n"
"static int load(const char *path, void *p, size_t n) {\n"
"  long fd = sys(SYS_openat, AT_FDCWD, (long)path, O_RDONLY, 0);\n"
"  if (fd < 0) { say2(\"driver: cannot open \", path); return -1; }\n"
"  size_t got = 0;\n"
"  while (got < n) {\n"
"    long r = sys(SYS_read, fd, (long)((char *)p + got), (long)(n - got), 0);\n"
"    if (r <= 0) break;\n"
"    got += (size_t)r;\n"
"  }\n"
"  char extra;\n"
"  long more = sys(SYS_read, fd, (long)&extra, 1, 0);\n"
"  sys(SYS_close, fd, 0, 0, 0);\n"
"  if (got != n || more != 0) { say2(\"driver: wrong size: \", path); return -1; }\n"
"  return 0;\n"
"}\n"
"static int store(const char *path, const void *p, size_t n) {\n"
"  long fd = sys(SYS_openat, AT_FDCWD, (long)path, O_WRONLY | O_CREAT | O_TRUNC, 0644);\n"
"  if (fd < 0) { say2(\"driver: cannot create \", path); return -1; }\n"
"  size_t put = 0;\n"
"  while (put < n) {\n"
"    long r = sys(SYS_write, fd, (long)((const char *)p + put), (long)(n - put), 0);\n"
"    if (r <= 0) break;\n"
"    put += (size_t)r;\n"
"  }\n"
"  sys(SYS_close, fd, 0, 0, 0);\n"
"  if (put != n) { say2(\"driver: short write: \", path); return -1; }\n"
"  return 0;\n"
"}\n"
"\n"
"/* what compiled code may call without a libc: the kernel's memref.alloc\n"
"   (a bump allocator over .bss, never pk's brk), and memcpy/memset */\n"
"static unsigned char heap[1 << 16] __attribute__((aligned(64)));\n"
"static size_t heap_used;\n"
"void *malloc(size_t n) {\n"
"  size_t at = (heap_used + 63) & ~(size_t)63;\n"
"  if (at + n > sizeof heap) { say(\"driver: out of heap\\n\"); sys(SYS_exit, 5, 0, 0, 0); }\n"
"  heap_used = at + n;\n"
"  return heap + at;\n"
"}\n"
"void free(void *p) { (void)p; }\n"
"void *memcpy(void *d, const void *s, size_t n) {\n"
"  unsigned char *dp = d; const unsigned char *sp = s;\n"
"  while (n--) *dp++ = *sp++;\n"
"  return d;\n"
"}\n"
"void *memset(void *d, int c, size_t n) {\n"
"  unsigned char *dp = d;\n"
"  while (n--) *dp++ = (unsigned char)c;\n"
"  return d;\n"
"}\n"
"\n"
"int main(void);\n"
"__asm__(\".option push\\n.option norelax\\n\"\n"
"        \".section .text.start,\\\"ax\\\",@progbits\\n.globl _start\\n_start:\\n\"\n"
"        \"  call main\\n  li a7, 93\\n  ecall\\n\"\n"
"        \".option pop\\n\");\n";

static void emit_driver(FILE *f, const char *src, Scan *s, const char *entry, RunVal *args, int nargs,
                        int64_t spad_size)
{
	fprintf(f, "/* generated by tests/spike/mkspike from %s: %d lanes, %lld-byte lane banks,\n"
	           "   entry @%s.  Freestanding riscv64 C: clang-19 -ffreestanding, linked by link.ld. */\n",
	        src, s->lanes, (long long)spad_size, entry);
	fputs("#include <stdint.h>\n", f);
	fputs(runtime, f);
	fputs("\n/* scratchpad buffers: one lane's share each (Spike banks lane l at +l * bank) */\n", f);
	for (int i = 0; i < s->ng; i++) {
		Glob *g = &s->g[i];
		if (g->spad)
			fprintf(f, "unsigned char spad%d[%lld] __asm__(\"%s\") __attribute__((section(\".spad\"), aligned(%lld)));"
			           "  /* %lld elements / %d lanes */\n",
			        i, (long long)g->bytes, g->name, (long long)g->align, (long long)g->numel, s->lanes);
	}
	fputs("/* a guard linked right after the scratchpad window: pk's brk starts beyond it */\n", f);
	fputs("unsigned char spad_guard[4096] __attribute__((section(\".spadguard\")));\n", f);
	for (int i = 0; i < s->ng; i++) {
		Glob *g = &s->g[i];
		if (!g->spad)
			fprintf(f, "unsigned char glob%d[%lld] __asm__(\"%s\") __attribute__((aligned(%lld)));\n", i,
			        (long long)g->bytes, g->name, (long long)g->align);
	}
	fputs("\n/* the memref arguments (DRAM), in .bss */\n", f);
	for (int i = 0; i < nargs; i++)
		if (args[i].is_memref)
			fprintf(f, "static unsigned char arg%d[%lld] __attribute__((aligned(64)));\n", i,
			        (long long)(args[i].span * args[i].esz));
	fprintf(f, "\nvoid %s(", entry);
	int first = 1;
	for (int i = 0; i < nargs; i++) {
		RunVal *v = &args[i];
		fputs(first ? "" : ", ", f);
		first = 0;
		if (v->is_memref) {
			fputs("void *, void *, int64_t", f);
			for (int r = 0; r < 2 * v->rank; r++)
				fputs(", int64_t", f);
		} else {
			fputs(c_type(v), f);
		}
	}
	fprintf(f, "%s);\n\nint main(void) {\n", first ? "void" : "");
	for (int i = 0; i < nargs; i++)
		if (args[i].is_memref)
			fprintf(f, "  if (load(\"in/arg%d.bin\", arg%d, sizeof arg%d)) return 2;\n", i, i, i);
	fprintf(f, "  %s(", entry);
	for (int i = 0; i < nargs; i++) {
		RunVal *v = &args[i];
		fputs(i ? ",\n      " : "", f);
		if (v->is_memref) {
			fprintf(f, "arg%d, arg%d, %lld", i, i, (long long)v->offset);
			for (int r = 0; r < v->rank; r++)
				fprintf(f, ", %lld", (long long)v->shape[r]);
			for (int r = 0; r < v->rank; r++)
				fprintf(f, ", %lld", (long long)v->strides[r]);
		} else if (v->elem->kind == TY_FLOAT) {
			const char *ut = v->elem->fkind == FK_F32 ? "uint32_t" : "uint64_t";
			fprintf(f, "(union { %s u; %s f; }){ .u = 0x%llxu }.f", ut, c_type(v), (unsigned long long)v->bits);
		} else {
			fprintf(f, "(%s)0x%llxull", c_type(v), (unsigned long long)v->bits);
		}
	}
	fputs(");\n", f);
	for (int i = 0; i < nargs; i++)
		if (args[i].is_memref)
			fprintf(f, "  if (store(\"out/arg%d.bin\", arg%d, sizeof arg%d)) return 3;\n", i, i, i);
	fputs("  say(\"driver: done\\n\");\n  return 0;\n}\n", f);
}

static void emit_ld(FILE *f, int64_t window, int64_t bank)
{
	fprintf(f,
	        "/* generated by tests/spike/mkspike: the program low, the scratchpad buffers at\n"
	        "   Spike's scratchpad virtual base, a guard right after the %lld-byte window */\n"
	        "ENTRY(_start)\n"
	        "PHDRS {\n"
	        "  text PT_LOAD FLAGS(5);\n"
	        "  data PT_LOAD FLAGS(6);\n"
	        "  spad PT_LOAD FLAGS(6);\n"
	        "  guard PT_LOAD FLAGS(6);\n"
	        "}\n"
	        "SECTIONS {\n"
	        "  . = 0x10000;\n"
	        "  .text : { *(.text.start) *(.text .text.*) } :text\n"
	        "  .rodata : { *(.rodata .rodata.* .srodata .srodata.*) } :text\n"
	        "  . = ALIGN(0x1000);\n"
	        "  .data : { *(.data .data.* .sdata .sdata.*) } :data\n"
	        "  .got : { *(.got .got.plt) } :data\n"
	        "  .bss : { *(.sbss .sbss.* .bss .bss.* COMMON) } :data\n"
	        "  __dram_end = .;\n"
	        "  . = 0x%llx;\n"
	        "  .spad (NOLOAD) : { *(.spad) } :spad\n"
	        "  __spad_end = .;\n"
	        "  . = 0x%llx;\n"
	        "  .spadguard (NOLOAD) : { *(.spadguard) } :guard\n"
	        "  /DISCARD/ : { *(.comment) *(.note .note.*) *(.eh_frame) }\n"
	        "}\n"
	        "ASSERT(__dram_end <= 0x01000000, \"driver data reaches 0x01000000: Spike would take kernel-mode vector accesses there for scratchpad ones\")\n"
	        "ASSERT(__spad_end <= 0x%llx, \"scratchpad buffers exceed a lane's bank\")\n",
	        (long long)window, (unsigned long long)SPAD_VBASE, (unsigned long long)(SPAD_VBASE + (uint64_t)window),
	        (unsigned long long)(SPAD_VBASE + (uint64_t)bank));
}

/* ------------------------------------------------------------ main */

static FILE *create(const char *dir, const char *name)
{
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "wb");
	if (!f)
		die("cannot create %s", path);
	return f;
}

static void usage(void)
{
	fprintf(stderr, "usage: mkspike [--collect] KERNEL.mlir --dir WORK [--out DIR] [--vectorlane S]\n"
	                "               [--scratchpad-size BYTES] [--func NAME] [--seed N] [--arg N=FILE.npy|N=VALUE]...\n");
	exit(1);
}

int main(int argc, char **argv)
{
	const char *kernel = NULL, *dir = NULL, *out = NULL, *func = NULL;
	const char *argopts[RUN_MAX_ARGS];
	int nargopts = 0, collect = 0;
	long lanes = 128;
	long long spad_size = 0;
	unsigned long long seed = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--collect"))
			collect = 1;
		else if (!strcmp(a, "--dir") && v)
			dir = v, i++;
		else if (!strcmp(a, "--out") && v)
			out = v, i++;
		else if (!strcmp(a, "--func") && v)
			func = v, i++;
		else if (!strcmp(a, "--vectorlane") && v)
			lanes = strtol(v, NULL, 10), i++;
		else if (!strcmp(a, "--scratchpad-size") && v)
			spad_size = strtoll(v, NULL, 0), i++;
		else if (!strcmp(a, "--seed") && v)
			seed = strtoull(v, NULL, 0), i++;
		else if (!strcmp(a, "--arg") && v && nargopts < RUN_MAX_ARGS)
			argopts[nargopts++] = v, i++;
		else if (a[0] == '-' || kernel)
			usage();
		else
			kernel = a;
	}
	if (!kernel || !dir || (collect && !out) || lanes < 1 || lanes > 4096 || spad_size < 0)
		usage();

	size_t len;
	char *src = read_all(kernel, &len);
	Ctx *c = ctx_new();
	Module *m = parse_module(c, kernel, src, len);
	if (!m) {
		Buf b = { 0 };
		ctx_format_diag(c, &b);
		fprintf(stderr, "mkspike: %.*s", (int)b.len, b.p ? b.p : "");
		return 1;
	}
	Scan s = { 0 };
	s.lanes = (int)lanes;
	s.want_name = func;
	walk_ops(&m->body, scan, &s);
	Op *fn = func ? s.want : s.wrapper ? s.wrapper : s.kernel;
	if (!fn)
		die("%s: no function to call (want @wrapper_kernel or @kernel, or --func NAME)", kernel);
	const char *entry = attr(fn, "sym_name")->str->s;
	const char *range = s.kernel ? "kernel" : entry;
	Attr *ft = attr(fn, "function_type");
	if (!ft || ft->kind != AT_TYPE || attr_type(ft)->kind != TY_FUNC)
		die("@%s has no function type", entry);
	Type *fty = attr_type(ft);
	if (fty->m)
		skip("@%s returns values: the driver calls functions without results", entry);
	int nargs = (int)fty->n;
	if (nargs > RUN_MAX_ARGS)
		skip("@%s has too many arguments", entry);

	Arena a = { 0 };
	RunVal *args = arena_alloc(&a, (size_t)(nargs + 1) * sizeof *args);
	char err[1024];
	for (int i = 0; i < nargs; i++) {
		if (run_val_type(c, ty_func_ins(fty)[i], &args[i], "argument", i, err, sizeof err))
			skip("%s", err);
		if (!args[i].is_memref && !c_type(&args[i]))
			skip("a scalar argument of a type the driver does not pass (f16, bf16, odd integer widths)");
	}
	if (run_parse_args(argopts, nargopts, args, nargs, entry, err, sizeof err))
		die("%s", err);
	for (int i = 0; i < nargs; i++)
		if (run_load_arg(c, &a, &args[i], i, seed, err, sizeof err))
			die("%s", err);

	char path[4096];
	if (collect) {
		if (run_mkdir(out, err, sizeof err))
			die("%s", err);
		for (int i = 0; i < nargs; i++) {
			RunVal *v = &args[i];
			if (!v->is_memref)
				continue;
			size_t bytes = (size_t)v->span * (size_t)v->esz, got;
			snprintf(path, sizeof path, "%s/out/arg%d.bin", dir, i);
			char *data = read_all(path, &got);
			if (got != bytes)
				die("%s has %zu bytes, expected %zu", path, got, bytes);
			memcpy(v->buf, data, bytes);
			free(data);
			char name[32];
			snprintf(name, sizeof name, "arg%d", i);
			if (run_write_npy(&a, v, out, name, err, sizeof err))
				die("%s", err);
		}
		arena_free(&a);
		ctx_free(c);
		free(src);
		return 0;
	}

	/* lane bank size: 64 KiB as PyTorchSim's default, or the next power of
	 * two that holds the buffers and a 16 KiB share for the kernel's per-lane
	 * stack frame (Spike relocates it to the top of each bank) */
	int64_t used = 0;
	for (int i = 0; i < s.ng; i++)
		if (s.g[i].spad)
			used = (used + s.g[i].align - 1) / s.g[i].align * s.g[i].align + s.g[i].bytes;
	if (!spad_size) {
		spad_size = DEFAULT_SPAD;
		while (spad_size < used + (16 << 10))
			spad_size *= 2;
	}
	if (used > spad_size)
		die("%s: the scratchpad buffers need more than --scratchpad-size per lane", kernel);
	int64_t window = spad_size * lanes;
	if (SPAD_VBASE + (uint64_t)window > 0x100000000ull)
		skip("lanes * scratchpad size does not fit below 4 GiB from the scratchpad base");

	snprintf(path, sizeof path, "%s/in", dir);
	if (run_mkdir(path, err, sizeof err))
		die("%s", err);
	snprintf(path, sizeof path, "%s/out", dir);
	if (run_mkdir(path, err, sizeof err))
		die("%s", err);
	for (int i = 0; i < nargs; i++) {
		if (!args[i].is_memref)
			continue;
		char name[32];
		snprintf(name, sizeof name, "in/arg%d.bin", i);
		FILE *f = create(dir, name);
		size_t bytes = (size_t)args[i].span * (size_t)args[i].esz;
		if (fwrite(args[i].buf, 1, bytes, f) != bytes || fclose(f))
			die("cannot write %s", name);
	}
	FILE *f = create(dir, "driver.c");
	emit_driver(f, kernel, &s, entry, args, nargs, spad_size);
	if (fclose(f))
		die("cannot write driver.c");
	f = create(dir, "link.ld");
	emit_ld(f, window, spad_size);
	if (fclose(f))
		die("cannot write link.ld");
	f = create(dir, "spike.env");
	fprintf(f, "ENTRY=%s\nKERNEL_SYM=%s\nLANES=%ld\nSPAD_SIZE=%lld\nSPAD_USED=%lld\nSPAD_VBASE=%llu\n", entry, range,
	        lanes, spad_size, (long long)used, (unsigned long long)SPAD_VBASE);
	if (fclose(f))
		die("cannot write spike.env");
	arena_free(&a);
	ctx_free(c);
	free(src);
	return 0;
}
