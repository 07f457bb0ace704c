/* emit.c — the backend entry point: builds the LLVM module for a whole
 * MLIR module, verifies it, optionally optimises it, and writes .ll, .bc,
 * assembly or an object file. */
#define _GNU_SOURCE   /* memfd_create */
#include "backend.h"
#include "tsrewrite.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

void lower_decl(Lower *L, Op *op);

/* ------------------------------------------------------------ helpers */

LLVMValueRef intrinsic(Lower *L, const char *name, LLVMTypeRef *tys, unsigned ntys, LLVMTypeRef *fnty)
{
	unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
	if (!id)
		lower_fail(L, NULL, "internal error: unknown intrinsic '%s'", name);
	LLVMValueRef f = LLVMGetIntrinsicDeclaration(L->mod, id, tys, ntys);
	if (fnty)
		*fnty = LLVMIntrinsicGetType(L->lc, id, tys, ntys);
	return f;
}

LLVMValueRef call_intrinsic(Lower *L, const char *name, LLVMTypeRef *tys, unsigned ntys, LLVMValueRef *args, unsigned nargs)
{
	LLVMTypeRef ft;
	LLVMValueRef f = intrinsic(L, name, tys, ntys, &ft);
	return LLVMBuildCall2(L->b, ft, f, args, nargs, "");
}

LLVMValueRef call_extern(Lower *L, const char *name, LLVMTypeRef ret, LLVMValueRef *args, unsigned nargs)
{
	LLVMTypeRef ps[16];
	if (nargs > 16)
		lower_fail(L, NULL, "internal error: too many arguments for '%s'", name);
	for (unsigned i = 0; i < nargs; i++)
		ps[i] = LLVMTypeOf(args[i]);
	LLVMTypeRef ft = LLVMFunctionType(ret, ps, nargs, 0);
	LLVMValueRef f = LLVMGetNamedFunction(L->mod, name);
	if (!f)
		f = LLVMAddFunction(L->mod, name, ft);
	else
		ft = LLVMGlobalGetValueType(f);
	return LLVMBuildCall2(L->b, ft, f, args, nargs, "");
}

/* ------------------------------------------------------------ the module */

static Op *top_module(Module *m)
{
	Block *b = region_first(&m->body);
	if (b && block_first(b) && block_first(b) == block_last(b) && op_name(block_first(b))->id == OP_BUILTIN_MODULE)
		return block_first(b);
	return NULL;
}

/* ------------------------------------------------------ streamed .ll */

/* Text output of a large module, function by function: each function is
 * verified, printed and emptied again as soon as it is lowered, so the
 * LLVM module never holds more than one function body and the text is
 * never built whole.  What remains at the end (globals, declarations,
 * attribute groups, metadata) is printed once; the emptied functions'
 * `declare` lines are dropped from it. */
typedef struct Stream {
	FILE *f;
	int failed;
	LLVMValueRef tail;   /* last function already considered */
	PMap printed;        /* interned "@name" of printed symbols -> (void *)1 */
	PMap queued;         /* functions already given to stream_fn -> (void *)1 */
	LLVMValueRef *pend;  /* lowered functions waiting to be printed (malloc'ed) */
	unsigned npend, cap;
	unsigned batch;      /* print when this many functions wait ... */
	size_t pend_insts;   /* ... or this many instructions (STREAM_INSTS) */
	char *tmppath;       /* the module's text goes through this file (module_text) */
	int tmpfd;           /* -1: not made yet; -2: cannot be made */
	int tmpmem;          /* tmppath names a memory file: nothing to unlink */
	char *text;          /* the last print, NUL-terminated (malloc'ed, reused) */
	size_t textcap;
} Stream;

/* Printing one function alone costs a pass over the whole module (LLVM's
 * slot tracker and assembly writer visit every global and function first),
 * so printing N functions one by one costs O(N^2): 12k functions took two
 * thirds of the run.  Functions are printed in batches instead, cut out of
 * one print of the module; a batch is at most 1/8 of the functions and
 * about STREAM_INSTS instructions, which bounds both the number of module
 * prints and the bodies held at once.  Each print repeats every global and
 * declaration (12k of each in the bench module), so fewer, larger batches
 * pay: 1/32 and 64k instructions took 2.9 s and 93 MB there, 1/8 and 256k
 * 2.1 s and 102 MB. */
#define STREAM_INSTS 262144

/* The "@name" text of a printed symbol line ("@g = ...", "define ... @f("). */
static const Str *symbol_key(Lower *L, const char *line, size_t n, int global)
{
	const char *at = memchr(line, '@', n);
	if (!at)
		return NULL;
	const char *end = global ? strstr(at, " = ") : memchr(at, '(', n - (size_t)(at - line));
	if (!end || end > line + n)
		return NULL;
	return str_intern(L->c, at, (size_t)(end - at));
}

/* Function attributes print as module-wide attribute groups (#N), whose
 * numbering a function printed alone cannot know: such a function stays
 * in the module and is printed with it at the end. */
static int uses_attr_groups(LLVMValueRef fn)
{
	if (LLVMGetAttributeCountAtIndex(fn, LLVMAttributeFunctionIndex))
		return 1;
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
			if (LLVMGetInstructionOpcode(i) == LLVMCall &&
			    LLVMGetCallSiteAttributeCount(i, LLVMAttributeFunctionIndex))
				return 1;
	return 0;
}

/* A file for module_text, -2 if none.  A memory file first, named by its
 * /proc/self/fd link: a real temporary costs an inode on the disk's file
 * system for each kernel, and creating one on ext4 scans past the inodes
 * deleted in the last minutes, which took half of corpus mode's time on a
 * busy /tmp.  Else $TMPDIR or /tmp.  TSREWRITE_LL_VIA=file or =string
 * skips the memory file, or both (tests/stream.sh compares the three). */
static int make_tmp(Stream *st)
{
	const char *via = getenv("TSREWRITE_LL_VIA");
	if (via && !strcmp(via, "string"))
		return -2;
	int fd = via && !strcmp(via, "file") ? -1 : memfd_create("tsrewrite-ll", MFD_CLOEXEC);
	if (fd >= 0) {
		char path[40];
		snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
		struct stat a, b;
		int wfd = open(path, O_WRONLY | O_CLOEXEC);   /* /proc may be missing */
		if (wfd >= 0 && fstat(wfd, &a) == 0 && fstat(fd, &b) == 0 && a.st_ino == b.st_ino &&
		    (st->tmppath = strdup(path))) {
			close(wfd);
			st->tmpmem = 1;
			return fd;
		}
		if (wfd >= 0)
			close(wfd);
		close(fd);
	}
	const char *dir = getenv("TMPDIR");
	if (!dir || !*dir)
		dir = "/tmp";
	size_t n = strlen(dir) + 32;
	st->tmppath = malloc(n);
	if (!st->tmppath)
		return -2;
	snprintf(st->tmppath, n, "%s/tsrewrite-ll.XXXXXX", dir);
	fd = mkstemp(st->tmppath);
	if (fd < 0) {
		free(st->tmppath);
		st->tmppath = NULL;
		return -2;
	}
	return fd;
}

static char *text_room(Stream *st, size_t n)
{
	if (n + 1 > st->textcap) {
		free(st->text);
		st->textcap = n + 1 + n / 4;
		if (!(st->text = malloc(st->textcap)))
			abort();
	}
	st->text[n] = 0;
	return st->text;
}

/* The module's text, in st->text until the next call.
 * LLVMPrintModuleToString appends token by token to an unbuffered
 * std::string and then copies it whole, which took half of a large
 * module's run; LLVM's buffered file stream does not, so the text goes
 * through a temporary file when one can be made. */
static const char *module_text(Lower *L, Stream *st)
{
	if (st->tmpfd == -1)
		st->tmpfd = make_tmp(st);
	char *err = NULL;
	struct stat sb;
	if (st->tmpfd >= 0 && !LLVMPrintModuleToFile(L->mod, st->tmppath, &err) &&
	    fstat(st->tmpfd, &sb) == 0) {
		size_t n = (size_t)sb.st_size, got = 0;
		char *t = text_room(st, n);
		while (got < n) {
			ssize_t r = pread(st->tmpfd, t + got, n - got, (off_t)got);
			if (r <= 0)
				break;
			got += (size_t)r;
		}
		if (got == n)
			return t;
	}
	if (err)
		LLVMDisposeMessage(err);
	char *s = LLVMPrintModuleToString(L->mod);
	size_t n = strlen(s);
	memcpy(text_room(st, n), s, n);
	LLVMDisposeMessage(s);
	return st->text;
}

static void stream_close(Stream *st)
{
	if (st->tmpfd >= 0) {
		close(st->tmpfd);
		if (!st->tmpmem)
			unlink(st->tmppath);
	}
	free(st->tmppath);
	free(st->text);
}

static void stream_put(Stream *st, const char *s, size_t n)
{
	if (fwrite(s, 1, n, st->f) != n)
		st->failed = 1;
}

/* Drop a function's body: uses of its instructions go to poison first, so
 * erasing in any order leaves no dangling use. */
static void strip_body(LLVMValueRef fn)
{
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
			if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind)
				LLVMReplaceAllUsesWith(i, LLVMGetPoison(LLVMTypeOf(i)));
	LLVMBasicBlockRef bb;
	while ((bb = LLVMGetFirstBasicBlock(fn)) != NULL)
		LLVMDeleteBasicBlock(bb);
}

static size_t count_insts(LLVMValueRef fn)
{
	size_t n = 0;
	for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
		for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
			n++;
	return n;
}

/* The next line of s, from p on, that starts with "define ". */
static const char *next_define(const char *s, const char *p)
{
	if (p == s && !strncmp(p, "define ", 7))
		return p;
	const char *d = strstr(p, "\ndefine ");
	return d ? d + 1 : NULL;
}

/* Print the waiting functions: one print of the module, whose bodies come
 * in module order, one "define ... {" to "}" each; every waiting one is
 * cut out and written in waiting order, a blank line after each as in a
 * whole module's print, then its body goes. */
static void stream_batch(Lower *L, Stream *st)
{
	if (!st->npend)
		return;
	PMap at = { 0 };             /* function -> 1 + its place in pend */
	for (unsigned j = 0; j < st->npend; j++)
		pmap_put(&at, st->pend[j], (void *)(uintptr_t)(j + 1));
	const char **beg = lower_tmp(L, sizeof *beg * st->npend);
	size_t *len = lower_tmp(L, sizeof *len * st->npend);
	const char *s = module_text(L, st);
	const char *p = s;
	for (LLVMValueRef fn = LLVMGetFirstFunction(L->mod); fn && p; fn = LLVMGetNextFunction(fn)) {
		if (!LLVMGetFirstBasicBlock(fn))   /* O(1); counting walks the list */
			continue;
		const char *d = next_define(s, p), *e = d ? strstr(d, "\n}\n") : NULL;
		if (!e)
			break;
		uintptr_t j = (uintptr_t)pmap_get(&at, fn);
		if (j) {
			beg[j - 1] = d;
			len[j - 1] = (size_t)(e + 3 - d);
		}
		p = e + 3;
	}
	pmap_free(&at);
	for (unsigned j = 0; j < st->npend; j++) {
		if (!beg[j])
			lower_fail(L, NULL, "internal error: a function is missing from the module's text");
		const Str *key = symbol_key(L, beg[j], len[j], 0);
		stream_put(st, beg[j], len[j]);
		stream_put(st, "\n", 1);
		if (key)
			pmap_put(&st->printed, key, (void *)1);
	}
	for (unsigned j = 0; j < st->npend; j++)
		strip_body(st->pend[j]);
	st->npend = 0;
	st->pend_insts = 0;
}

/* A lowered function: verified, then queued for the next batch (one with
 * attribute groups stays in the module and is printed with it). */
static void stream_fn(Lower *L, Stream *st, LLVMValueRef fn)
{
	if (!LLVMGetFirstBasicBlock(fn) || pmap_get(&st->queued, fn))
		return;
	if (LLVMVerifyFunction(fn, LLVMReturnStatusAction)) {
		size_t n;
		const char *name = LLVMGetValueName2(fn, &n);
		lower_fail(L, NULL, "internal error: the LLVM function '%.*s' does not verify", (int)n, name);
	}
	if (uses_attr_groups(fn))
		return;
	if (st->npend == st->cap) {
		st->cap = st->cap ? 2 * st->cap : 64;
		st->pend = realloc(st->pend, sizeof *st->pend * st->cap);
		if (!st->pend)
			abort();
	}
	pmap_put(&st->queued, fn, (void *)1);
	st->pend[st->npend++] = fn;
	st->pend_insts += count_insts(fn);
	if (st->npend >= st->batch || st->pend_insts >= STREAM_INSTS)
		stream_batch(L, st);
}

/* After each top-level op: its own function and any added since. */
static void stream_flush(Lower *L, Stream *st, Op *op)
{
	Attr *a = op_name(op)->id == OP_FUNC_FUNC ? op_attr(op, "sym_name") : NULL;
	if (a && a->kind == AT_STRING) {
		LLVMValueRef fn = LLVMGetNamedFunction(L->mod, a->str->s);
		if (fn)
			stream_fn(L, st, fn);
	}
	LLVMValueRef fn = st->tail ? LLVMGetNextFunction(st->tail) : LLVMGetFirstFunction(L->mod);
	for (; fn; fn = LLVMGetNextFunction(fn)) {
		stream_fn(L, st, fn);
		st->tail = fn;
	}
	/* The values of a finished function are never looked up again. */
	pmap_free(&L->vals);
	pmap_free(&L->blocks);
}

/* The rest of the module, minus its header (already written) and the
 * `declare` lines of the functions printed above. */
static void stream_tail(Lower *L, Stream *st)
{
	stream_batch(L, st);
	const char *p = module_text(L, st);
	int in_header = 1, blank = 1;
	while (*p) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) + 1 : strlen(p);
		int skip = 0;
		if (in_header) {
			skip = !strncmp(p, "; ModuleID", 10) || !strncmp(p, "source_filename", 15) ||
			       !strncmp(p, "target ", 7) || *p == '\n';
			in_header = skip;
		}
		if (!skip && (!strncmp(p, "declare ", 8) || *p == '@')) {
			const Str *key = symbol_key(L, p, n, *p == '@');
			skip = key && pmap_get(&st->printed, key);
		}
		/* the dropped lines leave runs of empty lines: keep one */
		if (!skip && *p == '\n')
			skip = blank;
		if (!skip) {
			stream_put(st, p, n);
			blank = *p == '\n';
		}
		p += n;
	}
}

static void stream_header(Lower *L, Stream *st)
{
	size_t n;
	char buf[512];
	const char *dl = LLVMGetDataLayoutStr(L->mod), *tt = LLVMGetTarget(L->mod);
	(void)n;
	stream_put(st, "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n", 71);
	if (dl && *dl) {
		snprintf(buf, sizeof buf, "target datalayout = \"%s\"\n", dl);
		stream_put(st, buf, strlen(buf));
	}
	if (tt && *tt) {
		snprintf(buf, sizeof buf, "target triple = \"%s\"\n", tt);
		stream_put(st, buf, strlen(buf));
	}
	stream_put(st, "\n", 1);
}

/* The globals that exist after the declarations, first, as in a module
 * printed whole: the "@" lines of one print of the module (printing each
 * alone would cost a pass over the module each).  Also sets the batch
 * size of the function bodies. */
static void stream_globals(Lower *L, Stream *st)
{
	unsigned nf = 0;
	for (LLVMValueRef fn = LLVMGetFirstFunction(L->mod); fn; fn = LLVMGetNextFunction(fn))
		nf++;
	st->batch = nf / 8 ? nf / 8 : 1;
	if (!LLVMGetFirstGlobal(L->mod))
		return;
	for (const char *p = module_text(L, st); *p;) {
		const char *e = strchr(p, '\n');
		size_t n = e ? (size_t)(e - p) + 1 : strlen(p);
		if (*p == '@') {
			const Str *key = symbol_key(L, p, n, 1);
			if (key)
				pmap_put(&st->printed, key, (void *)1);
			stream_put(st, p, n);
		}
		p += n;
	}
	stream_put(st, "\n", 1);
}

/* Module-level ops: symbols first (decl), then bodies, in order. */
static void lower_module_ops(Lower *L, Block *b, Stream *st)
{
	for (Op *op = block_first(b); op; op = op_next(op))
		lower_decl(L, op);
	if (st)
		stream_globals(L, st);
	for (Op *op = block_first(b); op; op = op_next(op)) {
		if (op_name(op)->id == OP_BUILTIN_MODULE)
			lower_fail(L, op, "nested modules are not supported");
		lower_op(L, op);
		arena_reset(&L->scratch);
		if (st)
			stream_flush(L, st, op);
	}
}

static void init_types(Lower *L)
{
	L->t_void = LLVMVoidTypeInContext(L->lc);
	L->t_i1 = LLVMInt1TypeInContext(L->lc);
	L->t_i8 = LLVMInt8TypeInContext(L->lc);
	L->t_i16 = LLVMInt16TypeInContext(L->lc);
	L->t_i32 = LLVMInt32TypeInContext(L->lc);
	L->t_i64 = LLVMInt64TypeInContext(L->lc);
	L->t_ptr = LLVMPointerTypeInContext(L->lc, 0);
	L->t_f32 = LLVMFloatTypeInContext(L->lc);
	L->t_f64 = LLVMDoubleTypeInContext(L->lc);
}

static void finish_lower(Lower *L)
{
	lane_free(L);
	if (L->b)
		LLVMDisposeBuilder(L->b);
	pmap_free(&L->handlers);
	pmap_free(&L->vals);
	pmap_free(&L->blocks);
	pmap_free(&L->funcs);
	arena_free(&L->scratch);
	L->b = NULL;
}

/* Build the LLVM module.  On error: NULL, the message in c->diag. */
static LLVMModuleRef build_module(Lower *L, Ctx *c, Module *m, const char *datalayout,
                                  const char *triple, Stream *st)
{
	jmp_buf jb, *saved = c->errjmp;
	/* A caller-supplied context (L->lc set: the runner's JIT context) is
	 * the caller's to dispose of. */
	int own_lc = !L->lc;
	L->c = c;
	L->m = m;
	if (own_lc)
		L->lc = LLVMContextCreate();
	L->mod = LLVMModuleCreateWithNameInContext("LLVMDialectModule", L->lc);
	LLVMSetSourceFileName(L->mod, "LLVMDialectModule", 17);
	if (datalayout)
		LLVMSetDataLayout(L->mod, datalayout);
	if (triple)
		LLVMSetTarget(L->mod, triple);
	L->b = LLVMCreateBuilderInContext(L->lc);
	init_types(L);
	c->errjmp = &jb;
	if (setjmp(jb)) {
		c->errjmp = saved;
		finish_lower(L);
		LLVMDisposeModule(L->mod);
		if (own_lc)
			LLVMContextDispose(L->lc);
		L->mod = NULL;
		L->lc = NULL;
		return NULL;
	}
	Op *top = top_module(m);
	Block *body = top ? (top->nregions ? region_first(&op_regions(top)[0]) : NULL) : region_first(&m->body);
	if (st)
		stream_header(L, st);
	if (body)
		lower_module_ops(L, body, st);
	LLVMValueRef ver = LLVMConstInt(L->t_i32, 3, 0);
	LLVMAddModuleFlag(L->mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
	                  LLVMValueAsMetadata(ver));
	if (st)
		stream_tail(L, st);
	c->errjmp = saved;
	finish_lower(L);
	return L->mod;
}

/* ------------------------------------------------------------ output */

static int tm_error(Ctx *c, const char *what, char *msg)
{
	ctx_error_nopos(c, "%s%s%s", what, msg ? ": " : "", msg ? msg : "");
	if (msg)
		LLVMDisposeMessage(msg);
	return -1;
}

static int write_mem(LLVMMemoryBufferRef mb, FILE *f)
{
	size_t n = LLVMGetBufferSize(mb);
	int ok = fwrite(LLVMGetBufferStart(mb), 1, n, f) == n;
	LLVMDisposeMemoryBuffer(mb);
	return ok ? 0 : -1;
}

static LLVMTargetMachineRef make_tm(Ctx *c, const TsEmitOpts *o, char **triple_out)
{
	static const char *const none = "";
	char *triple = o->triple ? strdup(o->triple) : LLVMGetDefaultTargetTriple();
	LLVMTargetRef t;
	char *err = NULL;
	if (!triple)
		return NULL;
	if (LLVMGetTargetFromTriple(triple, &t, &err)) {
		tm_error(c, "unknown target triple", err);
		free(triple);
		return NULL;
	}
	int lvl = o->codegen_level < 0 ? 2 : o->codegen_level;
	LLVMCodeGenOptLevel cg = lvl == 0 ? LLVMCodeGenLevelNone : lvl == 1 ? LLVMCodeGenLevelLess
	                        : lvl == 2 ? LLVMCodeGenLevelDefault : LLVMCodeGenLevelAggressive;
	int host = !o->triple;
	char *cpu = host && !o->cpu ? LLVMGetHostCPUName() : NULL;
	char *feat = host && !o->features ? LLVMGetHostCPUFeatures() : NULL;
	LLVMTargetMachineRef tm = LLVMCreateTargetMachine(t, triple, o->cpu ? o->cpu : cpu ? cpu : none,
	                                                  o->features ? o->features : feat ? feat : none, cg,
	                                                  o->pic ? LLVMRelocPIC : LLVMRelocDefault,
	                                                  LLVMCodeModelDefault);
	if (cpu)
		LLVMDisposeMessage(cpu);
	if (feat)
		LLVMDisposeMessage(feat);
	*triple_out = triple;
	return tm;
}

/* The binaries' link (backend/lazy_ctors.ld) sets LLVM's static
 * constructors apart: ~405 command-line options and tables, 7 of a small
 * kernel's 16 ms at start-up and ~3 MB of pages, mostly in code a given run
 * never reaches.  They run here instead, once each part, in link order,
 * before any of their code can: the first part (Support, Core and what
 * Core uses) before the backend builds a module, the rest before the code
 * generators, the optimiser, bitcode or ORC.  A program that links the
 * library without the script has none set apart (the symbols are 0). */
typedef void (*Ctor)(void);
extern const Ctor ts_llvm_lazy_init_start[] __attribute__((weak, visibility("hidden")));
extern const Ctor ts_llvm_lazy_core_end[] __attribute__((weak, visibility("hidden")));
extern const Ctor ts_llvm_lazy_init_end[] __attribute__((weak, visibility("hidden")));

static void run_ctors(const Ctor *from, const Ctor *to)
{
	for (const Ctor *f = from; f && f < to; f++)
		(*f)();
}

static void init_llvm(void)
{
	run_ctors(ts_llvm_lazy_init_start, ts_llvm_lazy_core_end);
}

void backend_init_llvm(void)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;
	pthread_once(&once, init_llvm);
}

/* The targets tsrewrite can emit for: the host and PyTorchSim's riscv64.
 * Only these are initialised (and, in the static build, linked). */
static void init_targets(void)
{
	backend_init_llvm();
	run_ctors(ts_llvm_lazy_core_end, ts_llvm_lazy_init_end);
	LLVMInitializeNativeTarget();
	LLVMInitializeNativeAsmPrinter();
	LLVMInitializeNativeAsmParser();
	LLVMInitializeRISCVTargetInfo();
	LLVMInitializeRISCVTarget();
	LLVMInitializeRISCVTargetMC();
	LLVMInitializeRISCVAsmPrinter();
	LLVMInitializeRISCVAsmParser();
}

/* LLVM's target registry is process-wide, and registering a target links
 * it into a list with no lock: two threads doing it at once (two contexts
 * compiling in parallel) can lose or loop the list.  This once-flag is the
 * library's only process state (with backend_init_llvm's), and it guards
 * LLVM's, not ours.  Every path into LLVM beyond building and printing a
 * module comes through here first: targets, the optimiser, bitcode, the
 * JIT. */
void backend_init_targets(void)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;
	pthread_once(&once, init_targets);
}

static int verify(Ctx *c, LLVMModuleRef mod)
{
	char *msg = NULL;
	if (!LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
		LLVMDisposeMessage(msg);
		return 0;
	}
	ctx_error_nopos(c, "internal error: the LLVM module does not verify: %s", msg ? msg : "");
	LLVMDisposeMessage(msg);
	return -1;
}

static int optimise(Ctx *c, LLVMModuleRef mod, LLVMTargetMachineRef tm, int level)
{
	char passes[32];
	snprintf(passes, sizeof passes, "default<O%d>", level);
	LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
	LLVMErrorRef e = LLVMRunPasses(mod, passes, tm, po);
	LLVMDisposePassBuilderOptions(po);
	if (e)
		return tm_error(c, "optimisation failed", LLVMGetErrorMessage(e));
	return 0;
}

/* Streaming prints each function with its own slot numbering and the
 * globals before any body; symbols of the LLVM dialect may carry attribute
 * groups (#N, numbered module-wide) or get their initialiser from a region
 * lowered with the bodies, so a module with top-level llvm ops is printed
 * whole. */
static int can_stream(Module *m)
{
	Op *top = top_module(m);
	Block *b = top ? (top->nregions ? region_first(&op_regions(top)[0]) : NULL) : region_first(&m->body);
	for (Op *op = b ? block_first(b) : NULL; op; op = op_next(op))
		if (op_name(op)->dialect->len == 4 && !memcmp(op_name(op)->dialect->s, "llvm", 4))
			return 0;   /* llvm.func attributes, llvm.mlir.global initialisers set late */
	return 1;
}

/* The vscale of a RISC-V machine whose VLEN is the +zvl<V>b of features:
 * V / 64 (LLVM's RVV block is 64 bits); 0 if features name no VLEN.
 * PyTorchSim's machine has exactly that VLEN (Spike's --varch=vlen:V), and
 * telling LLVM so (vscale_range(V/64, V/64)) gives RVV spill slots a fixed
 * size: the frame is one `addi sp, sp, -N`, not `csrr vlenb` + `sub sp, sp,
 * a0`, which Spike's per-lane stack frames cannot follow (docs/spike.md). */
static unsigned exact_vscale(const char *features)
{
	for (const char *p = features; p && (p = strstr(p, "zvl")); p += 3) {
		if (p != features && p[-1] != '+' && p[-1] != ',')
			continue;
		char *end;
		unsigned long v = strtoul(p + 3, &end, 10);
		if (end != p + 3 && *end == 'b' && (end[1] == '\0' || end[1] == ',') && v >= 64 && v % 64 == 0 &&
		    v / 64 <= 1024)
			return (unsigned)(v / 64);
	}
	return 0;
}

void backend_llvm_diag(LLVMDiagnosticInfoRef di, void *sink)
{
	LlvmDiagSink *d = sink;
	LLVMDiagnosticSeverity sev = LLVMGetDiagInfoSeverity(di);
	if (sev != LLVMDSError && sev != LLVMDSWarning)
		return;
	char *msg = LLVMGetDiagInfoDescription(di);
	if (sev == LLVMDSWarning)
		fprintf(stderr, "warning: %s\n", msg);
	else if (!d->first[0])
		snprintf(d->first, sizeof d->first, "%s", msg);
	LLVMDisposeMessage(msg);
}

int ts_emit(TsCtx *c, TsModule *m, const TsEmitOpts *o, FILE *f)
{
	ctx_drop_walk_log(c);   /* lowering may change the module (ir/walklog.c) */
	Lower L = { 0 };
	LowerOpts lo = { .host_model = o->lanes > 0, .lanes = o->lanes };
	L.opts = &lo;
	int need_tm = o->kind == TS_EMIT_ASM || o->kind == TS_EMIT_OBJ || o->triple || o->opt_level > 0;
	LLVMTargetMachineRef tm = NULL;
	char *triple = NULL, *dl = NULL;
	if (o->kind != TS_EMIT_LL || need_tm)
		backend_init_targets();      /* targets, the bitcode writer and the optimiser are deferred */
	else
		backend_init_llvm();
	if (need_tm) {
		if (!(tm = make_tm(c, o, &triple)))
			return -1;
		LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
		dl = LLVMCopyStringRepOfTargetData(td);
		LLVMDisposeTargetData(td);
		lo.riscv = !strncmp(triple, "riscv", 5);
		if (lo.riscv)
			lo.vscale = exact_vscale(o->features);
	}
	int set_triple = o->triple || o->kind == TS_EMIT_ASM || o->kind == TS_EMIT_OBJ;
	Stream st = { .f = f, .batch = 1, .tmpfd = -1 };
	int streaming = o->kind == TS_EMIT_LL && o->opt_level <= 0 && can_stream(m);
	LLVMModuleRef mod = build_module(&L, c, m, dl, set_triple ? triple : NULL, streaming ? &st : NULL);
	pmap_free(&st.printed);
	pmap_free(&st.queued);
	free(st.pend);
	stream_close(&st);
	int rc = -1;
	LlvmDiagSink cg = { .first = "" };
	if (mod)
		LLVMContextSetDiagnosticHandler(L.lc, backend_llvm_diag, &cg);
	if (mod && verify(c, mod) == 0 && (o->opt_level <= 0 || optimise(c, mod, tm, o->opt_level) == 0)) {
		char *err = NULL;
		switch (streaming ? -1 : o->kind) {
		case -1:
			rc = st.failed ? -1 : 0;
			break;
		case TS_EMIT_LL: {
			char *s = LLVMPrintModuleToString(mod);
			size_t n = strlen(s);
			rc = fwrite(s, 1, n, f) == n ? 0 : -1;
			LLVMDisposeMessage(s);
			break;
		}
		case TS_EMIT_BC:
			rc = write_mem(LLVMWriteBitcodeToMemoryBuffer(mod), f);
			break;
		default: {
			LLVMMemoryBufferRef mb;
			LLVMCodeGenFileType ft = o->kind == TS_EMIT_ASM ? LLVMAssemblyFile : LLVMObjectFile;
			if (LLVMTargetMachineEmitToMemoryBuffer(tm, mod, ft, &err, &mb))
				tm_error(c, "code generation failed", err);
			else
				rc = write_mem(mb, f);
		}
		}
		if (cg.first[0] && !c->diag.msg) {
			/* an error in an inline asm string is that op's, when there is one */
			if (L.nasm == 1 && L.asm_pos && !strncmp(cg.first, "<inline asm>", 12))
				ctx_error(c, L.asm_pos, "%s", cg.first);
			else
				ctx_error_nopos(c, "code generation failed: %s", cg.first);
			rc = -1;
		}
		if (rc && !c->diag.msg)
			ctx_error_nopos(c, "cannot write the output");
	}
	if (mod) {
		LLVMDisposeModule(mod);
		LLVMContextDispose(L.lc);
	}
	if (tm)
		LLVMDisposeTargetMachine(tm);
	if (dl)
		LLVMDisposeMessage(dl);
	if (triple)
		LLVMDisposeMessage(triple);
	return rc;
}

char *ts_emit_mem(TsCtx *c, TsModule *m, const TsEmitOpts *o, size_t *len)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);
	if (!f) {
		ctx_error_nopos(c, "cannot write the output: out of memory");
		return NULL;
	}
	int rc = ts_emit(c, m, o, f);
	/* the buffer and its length are final only after fclose */
	if (fclose(f) && !rc) {
		ctx_error_nopos(c, "cannot write the output: out of memory");
		rc = -1;
	}
	if (rc) {
		free(buf);
		return NULL;
	}
	if (len)
		*len = n;
	return buf;
}

/* The runner's entry (tsrewrite run): the module lowered into the caller's
 * context lc for the host (triple and data layout of the host target
 * machine, as ts_emit uses for asm/obj), verified and optimised at
 * opt_level.  The caller owns the module.  NULL with ts_error() set. */
LLVMModuleRef ts_emit_module(Ctx *c, Module *m, LLVMContextRef lc, const LowerOpts *lo, int opt_level)
{
	Lower L = { 0 };
	TsEmitOpts o = { .kind = TS_EMIT_OBJ, .codegen_level = -1 };
	char *triple = NULL, *dl = NULL;
	L.opts = lo;
	L.lc = lc;
	backend_init_targets();
	LLVMTargetMachineRef tm = make_tm(c, &o, &triple);
	if (!tm)
		return NULL;
	LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
	dl = LLVMCopyStringRepOfTargetData(td);
	LLVMDisposeTargetData(td);
	LLVMModuleRef mod = build_module(&L, c, m, dl, triple, NULL);
	if (mod && (verify(c, mod) || (opt_level > 0 && optimise(c, mod, tm, opt_level)))) {
		LLVMDisposeModule(mod);
		mod = NULL;
	}
	LLVMDisposeTargetMachine(tm);
	LLVMDisposeMessage(dl);
	LLVMDisposeMessage(triple);
	return mod;
}
