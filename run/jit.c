/* jit.c — the in-process JIT of `tsrewrite run`: LLVM ORC LLJIT through
 * the LLVM-C API.  The kernel's external functions (libm, libc, libgcc's
 * helpers, crt.c) come from symbols.c's table through a definition
 * generator, never from a search of the process: a static tsrewrite has
 * no dynamic symbol table, and the dynamic one behaves the same. */
#include "run.h"
#include "backend.h"

#include <stdarg.h>
#include <string.h>

#include <llvm-c/Error.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Target.h>

#define ENTRY "__ts_run_entry"
#define MAX_DEFS 4096

struct RunJit {
	Arena *a;
	LLVMOrcLLJITRef jit;
	LLVMOrcThreadSafeContextRef tsc;
	LLVMOrcJITDylibRef jd;
	LLVMTargetDataRef td;          /* of the entry module */
	LLVMTypeRef ret;               /* the entry function's LLVM result type */
	const char *defs[MAX_DEFS];    /* names defined with run_jit_define */
	unsigned ndefs;
	char session_err[512];         /* the first error ORC reports on the side */
	LlvmDiagSink codegen;          /* the first error LLVM reports while compiling (inline asm) */
	char prefix;                   /* the platform's global prefix ('_' on Mach-O), or 0 */
};

/* Consumes e. */
static int fail_llvm(char *err, size_t n, const char *what, LLVMErrorRef e)
{
	char *m = LLVMGetErrorMessage(e);
	run_fail(err, n, "%s: %s", what, m);
	LLVMDisposeErrorMessage(m);
	return -1;
}

/* Symbol resolution failures reach the session's reporter, not the
 * caller of the lookup: keep the first for the error message. */
static void report(void *ud, LLVMErrorRef e)
{
	RunJit *j = ud;
	char *m = LLVMGetErrorMessage(e);
	if (!j->session_err[0])
		snprintf(j->session_err, sizeof j->session_err, "%s", m);
	LLVMDisposeErrorMessage(m);
}

/* The definition generator: ORC asks it for the symbols a lookup did not
 * find in the JITDylib (so the module's own definitions and those of
 * run_jit_define come first); those in symbols.c's table are defined as
 * absolute symbols, the rest stay undefined and ORC names them in its
 * "Symbols not found" error. */
/* Define syms[0..n) (their names retained) as absolute symbols in jd. */
static LLVMErrorRef define_absolute(LLVMOrcJITDylibRef jd, LLVMOrcCSymbolMapPair *syms, size_t n)
{
	LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(syms, n);
	LLVMErrorRef e = LLVMOrcJITDylibDefine(jd, mu);
	if (e)
		LLVMOrcDisposeMaterializationUnit(mu);
	return e;
}

static LLVMErrorRef generate(LLVMOrcDefinitionGeneratorRef g, void *ctx, LLVMOrcLookupStateRef *ls,
                             LLVMOrcLookupKind kind, LLVMOrcJITDylibRef jd, LLVMOrcJITDylibLookupFlags flags,
                             LLVMOrcCLookupSet set, size_t n)
{
	RunJit *j = ctx;
	LLVMOrcCSymbolMapPair found[64];
	size_t nfound = 0;
	LLVMErrorRef e = NULL;
	(void)g, (void)ls, (void)kind, (void)flags;
	for (size_t i = 0; i < n && !e; i++) {
		const char *name = LLVMOrcSymbolStringPoolEntryStr(set[i].Name);
		if (j->prefix && *name == j->prefix)
			name++;
		void *addr = run_symbol(name);
		if (!addr)
			continue;
		LLVMOrcRetainSymbolStringPoolEntry(set[i].Name);   /* LLVMOrcAbsoluteSymbols takes it */
		found[nfound] = (LLVMOrcCSymbolMapPair){
			.Name = set[i].Name,
			.Sym = { .Address = (LLVMOrcExecutorAddress)(uintptr_t)addr,
			         .Flags = { .GenericFlags = LLVMJITSymbolGenericFlagsExported |
			                                    LLVMJITSymbolGenericFlagsCallable } },
		};
		if (++nfound == sizeof found / sizeof *found) {   /* rare: a lookup of many at once */
			e = define_absolute(jd, found, nfound);
			nfound = 0;
		}
	}
	return e || !nfound ? e : define_absolute(jd, found, nfound);
}

RunJit *run_jit_new(Arena *a, LLVMContextRef *lc, char *err, size_t n)
{
	RunJit *j = arena_alloc(a, sizeof *j);
	LLVMErrorRef e;
	j->a = a;
	/* with the asm parser: kernels may hold inline asm (llvm.inline_asm) */
	backend_init_targets();
	if ((e = LLVMOrcCreateLLJIT(&j->jit, NULL)) != NULL) {
		fail_llvm(err, n, "cannot create the JIT", e);
		return NULL;
	}
	LLVMOrcExecutionSessionSetErrorReporter(LLVMOrcLLJITGetExecutionSession(j->jit), report, j);
	j->jd = LLVMOrcLLJITGetMainJITDylib(j->jit);
	j->prefix = LLVMOrcLLJITGetGlobalPrefix(j->jit);
	LLVMOrcJITDylibAddGenerator(j->jd, LLVMOrcCreateCustomCAPIDefinitionGenerator(generate, j, NULL));
	j->tsc = LLVMOrcCreateNewThreadSafeContext();
	*lc = LLVMOrcThreadSafeContextGetContext(j->tsc);
	LLVMContextSetDiagnosticHandler(*lc, backend_llvm_diag, &j->codegen);
	return j;
}

void run_jit_free(RunJit *j)
{
	if (!j)
		return;
	if (j->td)
		LLVMDisposeTargetData(j->td);
	if (j->jit)
		LLVMConsumeError(LLVMOrcDisposeLLJIT(j->jit));
	if (j->tsc)
		LLVMOrcDisposeThreadSafeContext(j->tsc);
}

LLVMModuleRef run_jit_parse_ll(RunJit *j, const char *path, char *err, size_t n)
{
	LLVMMemoryBufferRef mb;
	LLVMModuleRef mod;
	char *msg = NULL;
	if (LLVMCreateMemoryBufferWithContentsOfFile(path, &mb, &msg)) {
		run_fail(err, n, "cannot read %s: %s", path, msg ? msg : "error");
		LLVMDisposeMessage(msg);
		return NULL;
	}
	/* LLVMParseIRInContext takes the buffer */
	if (LLVMParseIRInContext(LLVMOrcThreadSafeContextGetContext(j->tsc), mb, &mod, &msg)) {
		run_fail(err, n, "%s: %s", path, msg ? msg : "cannot parse the LLVM IR");
		LLVMDisposeMessage(msg);
		return NULL;
	}
	/* mlir-translate writes no target: the JIT's own (the host's) */
	const char *dl = LLVMGetDataLayoutStr(mod);
	if (!dl || !*dl)
		LLVMSetDataLayout(mod, LLVMOrcLLJITGetDataLayoutStr(j->jit));
	const char *tt = LLVMGetTarget(mod);
	if (!tt || !*tt)
		LLVMSetTarget(mod, LLVMOrcLLJITGetTripleString(j->jit));
	return mod;
}

/* The ffi type of an LLVM parameter type; NULL if libffi cannot pass it.
 * half and bfloat go as their 16 bits (libffi has no such types); the
 * wrapper bitcasts them. */
static ffi_type *ffi_of(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: {
		unsigned w = LLVMGetIntTypeWidth(t);
		return w == 1 ? &ffi_type_uint8 : w <= 8 ? &ffi_type_sint8 : w <= 16 ? &ffi_type_sint16
		       : w <= 32 ? &ffi_type_sint32 : w <= 64 ? &ffi_type_sint64 : NULL;
	}
	case LLVMHalfTypeKind:
	case LLVMBFloatTypeKind: return &ffi_type_uint16;
	case LLVMFloatTypeKind: return &ffi_type_float;
	case LLVMDoubleTypeKind: return &ffi_type_double;
	case LLVMPointerTypeKind: return &ffi_type_pointer;
	default: return NULL;
	}
}

static int is_16bit_float(LLVMTypeRef t)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	return k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind;
}

/* void __ts_run_entry(params..., ptr out): the entry function's results
 * come back through memory, so multiple results, memref descriptors and
 * half values need no knowledge of how the C ABI returns LLVM aggregates. */
static void build_wrapper(LLVMModuleRef mod, LLVMValueRef f, LLVMTypeRef ft, LLVMTypeRef *ps,
                          LLVMTypeRef *ws, unsigned np)
{
	LLVMContextRef lc = LLVMGetModuleContext(mod);
	LLVMTypeRef wt = LLVMFunctionType(LLVMVoidTypeInContext(lc), ws, np + 1, 0);
	LLVMValueRef w = LLVMAddFunction(mod, ENTRY, wt);
	LLVMBuilderRef b = LLVMCreateBuilderInContext(lc);
	LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(lc, w, "entry"));
	LLVMValueRef args[RUN_MAX_ARGS * 4];
	for (unsigned i = 0; i < np; i++) {
		args[i] = LLVMGetParam(w, i);
		if (is_16bit_float(ps[i]))
			args[i] = LLVMBuildBitCast(b, args[i], ps[i], "");
	}
	LLVMValueRef r = LLVMBuildCall2(b, ft, f, args, np, "");
	if (LLVMGetTypeKind(LLVMGetReturnType(ft)) != LLVMVoidTypeKind)
		LLVMBuildStore(b, r, LLVMGetParam(w, np));
	LLVMBuildRetVoid(b);
	LLVMDisposeBuilder(b);
}

int run_jit_wrap(RunJit *j, LLVMModuleRef mod, const char *fn, ffi_type ***types,
                 unsigned *ntypes, char *err, size_t n)
{
	LLVMValueRef f = LLVMGetNamedFunction(mod, fn);
	if (!f)
		return run_fail(err, n, "the LLVM module has no function @%s", fn);
	if (LLVMIsDeclaration(f))
		return run_fail(err, n, "@%s has no body in the LLVM module", fn);
	LLVMTypeRef ft = LLVMGlobalGetValueType(f);
	unsigned np = LLVMCountParamTypes(ft);
	if (np >= RUN_MAX_ARGS * 4 || LLVMIsFunctionVarArg(ft))
		return run_fail(err, n, "@%s: too many parameters", fn);
	LLVMTypeRef *ps = arena_alloc(j->a, (np + 1) * sizeof *ps);
	LLVMTypeRef *ws = arena_alloc(j->a, (np + 1) * sizeof *ws);
	ffi_type **ts = arena_alloc(j->a, (np + 1) * sizeof *ts);
	LLVMContextRef lc = LLVMGetModuleContext(mod);
	LLVMGetParamTypes(ft, ps);
	for (unsigned i = 0; i < np; i++) {
		if (!(ts[i] = ffi_of(ps[i]))) {
			char *s = LLVMPrintTypeToString(ps[i]);
			run_fail(err, n, "@%s: parameter %u has LLVM type %s, which the runner cannot pass", fn, i, s);
			LLVMDisposeMessage(s);
			return -1;
		}
		ws[i] = is_16bit_float(ps[i]) ? LLVMInt16TypeInContext(lc) : ps[i];
	}
	ws[np] = LLVMPointerTypeInContext(lc, 0);
	ts[np] = &ffi_type_pointer;
	build_wrapper(mod, f, ft, ps, ws, np);
	j->ret = LLVMGetReturnType(ft);
	j->td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod));
	*types = ts;
	*ntypes = np + 1;
	return 0;
}

size_t run_jit_result_offset(RunJit *j, unsigned i, unsigned nres)
{
	if (nres < 2)
		return 0;
	return (size_t)LLVMOffsetOfElement(j->td, j->ret, i);
}

size_t run_jit_result_size(RunJit *j)
{
	if (LLVMGetTypeKind(j->ret) == LLVMVoidTypeKind)
		return 0;
	return (size_t)LLVMABISizeOfType(j->td, j->ret);
}

static int is_defined(RunJit *j, const char *name)
{
	for (unsigned i = 0; i < j->ndefs; i++)
		if (!strcmp(j->defs[i], name))
			return 1;
	return 0;
}

int run_jit_define(RunJit *j, const char *name, void *addr, int callable, char *err, size_t n)
{
	if (j->ndefs == MAX_DEFS)
		return run_fail(err, n, "too many symbols to define");
	LLVMOrcCSymbolMapPair p = { 0 };
	p.Name = LLVMOrcLLJITMangleAndIntern(j->jit, name);
	p.Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)addr;
	p.Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported |
	                           (callable ? LLVMJITSymbolGenericFlagsCallable : 0);
	LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(&p, 1);
	LLVMErrorRef e = LLVMOrcJITDylibDefine(j->jd, mu);
	if (e) {
		LLVMOrcDisposeMaterializationUnit(mu);
		return fail_llvm(err, n, name, e);
	}
	size_t len = strlen(name);
	j->defs[j->ndefs++] = arena_dup(j->a, name, len + 1);
	return 0;
}

/* External globals nobody defines (memref.global without initializer, not
 * claimed by the host model): zeroed, 64-byte aligned buffers. */
static int provide_globals(RunJit *j, LLVMModuleRef mod, Arena *a, char *err, size_t n)
{
	LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(mod));
	int rc = 0;
	for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g && !rc; g = LLVMGetNextGlobal(g)) {
		size_t len;
		const char *name = LLVMGetValueName2(g, &len);
		if (!LLVMIsDeclaration(g) || is_defined(j, name))
			continue;
		size_t bytes = (size_t)LLVMABISizeOfType(td, LLVMGlobalGetValueType(g));
		char *p = arena_alloc(a, bytes + 128);
		rc = run_jit_define(j, name, (void *)(((uintptr_t)p + 63) & ~(uintptr_t)63), 0, err, n);
	}
	LLVMDisposeTargetData(td);
	return rc;
}

int run_jit_provide(RunJit *j, LLVMModuleRef mod, Arena *a, char *err, size_t n)
{
	return provide_globals(j, mod, a, err, n);
}

int run_jit_add(RunJit *j, LLVMModuleRef mod, char *err, size_t n)
{
	LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(mod, j->tsc);
	LLVMErrorRef e = LLVMOrcLLJITAddLLVMIRModule(j->jit, j->jd, tsm);
	if (e) {
		LLVMOrcDisposeThreadSafeModule(tsm);
		return fail_llvm(err, n, "JIT", e);
	}
	return 0;
}

void *run_jit_entry(RunJit *j, char *err, size_t n)
{
	LLVMOrcExecutorAddress addr = 0;
	LLVMErrorRef e = LLVMOrcLLJITLookup(j->jit, &addr, ENTRY);
	if (e) {
		if (j->session_err[0]) {
			LLVMConsumeError(e);
			run_fail(err, n, "JIT: %s", j->session_err);
		} else {
			fail_llvm(err, n, "JIT", e);
		}
		return NULL;
	}
	if (j->codegen.first[0]) {
		run_fail(err, n, "JIT: %s", j->codegen.first);
		return NULL;
	}
	return (void *)(uintptr_t)addr;
}
