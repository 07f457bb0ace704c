/* emit.c — the backend entry point: builds the LLVM module for a whole
 * MLIR module, verifies it, optionally optimises it, and writes .ll, .bc,
 * assembly or an object file. */
#include "backend.h"
#include "tsrewrite.h"

#include <llvm-c/Analysis.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <stdlib.h>
#include <string.h>

void lower_register_all(Lower *L);
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
	Block *b = m->body.first;
	if (b && b->first && b->first == b->last && b->first->name->id == OP_BUILTIN_MODULE)
		return b->first;
	return NULL;
}

/* Module-level ops: symbols first (decl), then bodies, in order. */
static void lower_module_ops(Lower *L, Block *b)
{
	for (Op *op = b->first; op; op = op->next)
		lower_decl(L, op);
	for (Op *op = b->first; op; op = op->next) {
		if (op->name->id == OP_BUILTIN_MODULE)
			lower_fail(L, op, "nested modules are not supported");
		lower_op(L, op);
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
	if (L->b)
		LLVMDisposeBuilder(L->b);
	pmap_free(&L->handlers);
	pmap_free(&L->vals);
	pmap_free(&L->blocks);
	pmap_free(&L->funcs);
	L->b = NULL;
}

/* Build the LLVM module.  On error: NULL, the message in c->diag. */
static LLVMModuleRef build_module(Lower *L, Ctx *c, Module *m, const char *datalayout)
{
	jmp_buf jb, *saved = c->errjmp;
	L->c = c;
	L->m = m;
	L->lc = LLVMContextCreate();
	L->mod = LLVMModuleCreateWithNameInContext("LLVMDialectModule", L->lc);
	LLVMSetSourceFileName(L->mod, "LLVMDialectModule", 17);
	if (datalayout)
		LLVMSetDataLayout(L->mod, datalayout);
	L->b = LLVMCreateBuilderInContext(L->lc);
	init_types(L);
	c->errjmp = &jb;
	if (setjmp(jb)) {
		c->errjmp = saved;
		finish_lower(L);
		LLVMDisposeModule(L->mod);
		LLVMContextDispose(L->lc);
		L->mod = NULL;
		L->lc = NULL;
		return NULL;
	}
	lower_register_all(L);
	Op *top = top_module(m);
	if (top) {
		if (top->nregions && top->regions[0].first)
			lower_module_ops(L, top->regions[0].first);
	} else if (m->body.first) {
		lower_module_ops(L, m->body.first);
	}
	LLVMValueRef ver = LLVMConstInt(L->t_i32, 3, 0);
	LLVMAddModuleFlag(L->mod, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
	                  LLVMValueAsMetadata(ver));
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

static void init_targets_once(void)
{
	/* LLVM's registries are process-wide; initialising twice is harmless. */
	LLVMInitializeAllTargetInfos();
	LLVMInitializeAllTargets();
	LLVMInitializeAllTargetMCs();
	LLVMInitializeAllAsmPrinters();
	LLVMInitializeAllAsmParsers();
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

int ts_emit(TsCtx *c, TsModule *m, const TsEmitOpts *o, FILE *f)
{
	Lower L = { 0 };
	LowerOpts lo = { 0 };
	L.opts = &lo;
	int need_tm = o->kind == TS_EMIT_ASM || o->kind == TS_EMIT_OBJ || o->triple || o->opt_level > 0;
	LLVMTargetMachineRef tm = NULL;
	char *triple = NULL, *dl = NULL;
	if (need_tm) {
		init_targets_once();
		if (!(tm = make_tm(c, o, &triple)))
			return -1;
		LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
		dl = LLVMCopyStringRepOfTargetData(td);
		LLVMDisposeTargetData(td);
	}
	LLVMModuleRef mod = build_module(&L, c, m, dl);
	int rc = -1;
	if (mod && (o->triple || o->kind == TS_EMIT_ASM || o->kind == TS_EMIT_OBJ))
		LLVMSetTarget(mod, triple);
	if (mod && verify(c, mod) == 0 && (o->opt_level <= 0 || optimise(c, mod, tm, o->opt_level) == 0)) {
		char *err = NULL;
		switch (o->kind) {
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
