/* hostmodel.c — link a module lowered with --host-model to the Gemmini
 * host model (runtime/gemmini_host.c): allocate its scratchpad globals and
 * build the trampoline __ts_gemmini_insn -> ts_gemmini_insn(g, ...).
 *
 * LLVM-C only: the runner defines the returned symbols and adds the
 * trampoline module to its JIT. */
#include "hostmodel.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <llvm-c/Target.h>

static int fail(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (err && errlen)
		vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	return -1;
}

/* The innermost element type of nested arrays (memref.global's value type
 * is [d0 x [d1 x ... T]]). */
static LLVMTypeRef scalar_of(LLVMTypeRef t)
{
	while (LLVMGetTypeKind(t) == LLVMArrayTypeKind)
		t = LLVMGetElementType(t);
	return t;
}

/* A scratchpad buffer: a declaration (no initializer: a public memref.global
 * without value) in a non-zero address space. */
static int is_spad(LLVMValueRef gv)
{
	return LLVMIsDeclaration(gv) && LLVMGetPointerAddressSpace(LLVMTypeOf(gv)) != 0;
}

/* Size of the global rounded up so that each of the lanes banks holds
 * whole elements; 64-byte aligned, zeroed (arena_alloc zeroes). */
static void *alloc_spad(Arena *a, LLVMTargetDataRef td, LLVMValueRef gv, int lanes, size_t *bytes)
{
	LLVMTypeRef vt = LLVMGlobalGetValueType(gv);
	uint64_t size = LLVMABISizeOfType(td, vt), es = LLVMABISizeOfType(td, scalar_of(vt));
	uint64_t unit = (uint64_t)lanes * (es ? es : 1);
	size = (size + unit - 1) / unit * unit;
	if (!size)
		size = unit;
	unsigned char *p = arena_alloc(a, (size_t)size + 63);
	*bytes = (size_t)size;
	return p + ((64 - (uintptr_t)p % 64) % 64);
}

static int link_globals(TsGemmini *g, Arena *a, LLVMModuleRef m, int lanes, TsHostSym **syms, size_t *nsyms,
			char *err, size_t errlen)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
	size_t n = 0;
	for (LLVMValueRef gv = LLVMGetFirstGlobal(m); gv; gv = LLVMGetNextGlobal(gv))
		n += (size_t)is_spad(gv);
	TsHostSym *out = arena_alloc(a, (n ? n : 1) * sizeof *out);
	n = 0;
	for (LLVMValueRef gv = LLVMGetFirstGlobal(m); gv; gv = LLVMGetNextGlobal(gv)) {
		if (!is_spad(gv))
			continue;
		size_t len, bytes;
		const char *name = LLVMGetValueName2(gv, &len);
		char *nm = arena_dup(a, name, len + 1);
		nm[len] = 0;
		void *p = alloc_spad(a, td, gv, lanes, &bytes);
		if (ts_gemmini_add_spad_named(g, p, bytes, nm) < 0)
			return fail(err, errlen, "scratchpad buffer @%s (%zu bytes) cannot be registered", nm, bytes);
		out[n++] = (TsHostSym){ nm, p };
	}
	*syms = out;
	*nsyms = n;
	return 0;
}

/* define void @__ts_gemmini_insn(i64 %f, i64 %a, i64 %b) {
 *   call void inttoptr (i64 <&ts_gemmini_insn> to ptr)(ptr inttoptr (i64 <g> to ptr), i64 %f, i64 %a, i64 %b)
 *   ret void
 * } */
static LLVMModuleRef trampoline(TsGemmini *g, LLVMModuleRef m)
{
	LLVMContextRef cx = LLVMGetModuleContext(m);
	LLVMModuleRef t = LLVMModuleCreateWithNameInContext("ts_gemmini_trampoline", cx);
	LLVMSetDataLayout(t, LLVMGetDataLayoutStr(m));
	LLVMSetTarget(t, LLVMGetTarget(m));
	LLVMTypeRef i64 = LLVMInt64TypeInContext(cx), ptr = LLVMPointerTypeInContext(cx, 0);
	LLVMTypeRef vd = LLVMVoidTypeInContext(cx);
	LLVMTypeRef p3[3] = { i64, i64, i64 }, p4[4] = { ptr, i64, i64, i64 };
	LLVMTypeRef fty = LLVMFunctionType(vd, p3, 3, 0), cty = LLVMFunctionType(vd, p4, 4, 0);
	LLVMValueRef fn = LLVMAddFunction(t, "__ts_gemmini_insn", fty);
	LLVMBuilderRef b = LLVMCreateBuilderInContext(cx);
	LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cx, fn, "entry"));
	/* A function pointer as an integer: fine on the POSIX hosts the JIT runs on. */
	uint64_t callee = (uint64_t)(uintptr_t)ts_gemmini_insn;
	LLVMValueRef target = LLVMConstIntToPtr(LLVMConstInt(i64, callee, 0), ptr);
	LLVMValueRef args[4] = { LLVMConstIntToPtr(LLVMConstInt(i64, (uint64_t)(uintptr_t)g, 0), ptr),
				 LLVMGetParam(fn, 0), LLVMGetParam(fn, 1), LLVMGetParam(fn, 2) };
	LLVMBuildCall2(b, cty, target, args, 4, "");
	LLVMBuildRetVoid(b);
	LLVMDisposeBuilder(b);
	return t;
}

int ts_hostmodel_link(TsGemmini *g, Arena *a, LLVMModuleRef m, TsHostSym **syms, size_t *nsyms,
		      LLVMModuleRef *tramp, char *err, size_t errlen)
{
	if (link_globals(g, a, m, ts_gemmini_lanes(g), syms, nsyms, err, errlen) < 0)
		return -1;
	*tramp = trampoline(g, m);
	return 0;
}
