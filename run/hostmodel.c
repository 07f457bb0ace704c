/* hostmodel.c — link a module lowered with --host-model to the host
 * models (runtime/gemmini_host.c, runtime/vcix_host.c): lay out its
 * scratchpad globals in the lanes' banks and build the trampolines
 * __ts_gemmini_insn -> ts_gemmini_insn(g, ...), __ts_vcix_insn ->
 * ts_vcix_insn(v, ...), __ts_tog_marker -> ts_tog_marker(mk, ...) and the
 * bank size @__ts_lane_bank.
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

/* A buffer's per-lane share: max(ceil(elements / lanes), 2) elements, as
 * PyTorchSim declares the machine's per-lane `.spad` arrays
 * (T name_spad[max(numel_per_lane, 2)]); 64-byte aligned in the bank. */
static uint64_t share_of(LLVMTargetDataRef td, LLVMValueRef gv, int lanes)
{
	LLVMTypeRef vt = LLVMGlobalGetValueType(gv);
	uint64_t es = LLVMABISizeOfType(td, scalar_of(vt)), size = LLVMABISizeOfType(td, vt);
	es = es ? es : 1;
	uint64_t numel = size / es, per = (numel + (uint64_t)lanes - 1) / (uint64_t)lanes;
	return (per > 2 ? per : 2) * es;
}

static uint64_t round64(uint64_t x)
{
	return (x + 63) & ~(uint64_t)63;
}

typedef struct Buffer {
	const char *name;
	uint64_t off, share;
} Buffer;

/* Lane 0's layout: the buffers at increasing offsets, in module order. */
static size_t layout(Arena *a, LLVMModuleRef m, int lanes, Buffer **out, uint64_t *used)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
	size_t n = 0;
	for (LLVMValueRef gv = LLVMGetFirstGlobal(m); gv; gv = LLVMGetNextGlobal(gv))
		n += (size_t)is_spad(gv);
	Buffer *b = arena_alloc(a, (n ? n : 1) * sizeof *b);
	uint64_t at = 0;
	n = 0;
	for (LLVMValueRef gv = LLVMGetFirstGlobal(m); gv; gv = LLVMGetNextGlobal(gv)) {
		if (!is_spad(gv))
			continue;
		size_t len;
		const char *name = LLVMGetValueName2(gv, &len);
		char *nm = arena_dup(a, name, len + 1);
		nm[len] = 0;
		b[n] = (Buffer){ nm, at, share_of(td, gv, lanes) };
		at = round64(at + b[n].share);
		n++;
	}
	*out = b;
	*used = at;
	return n;
}

static int too_small(const Buffer *b, size_t n, uint64_t used, size_t bank, char *err, size_t errlen)
{
	char list[256];
	size_t k = 0;
	list[0] = 0;
	for (size_t i = 0; i < n && k < sizeof list; i++)
		k += (size_t)snprintf(list + k, sizeof list - k, "%s@%s %llu", i ? ", " : "", b[i].name,
				      (unsigned long long)b[i].share);
	return fail(err, errlen, "the scratchpad buffers need %llu bytes per lane (%s), more than the %zu-byte bank of --spad-size",
		    (unsigned long long)used, list, bank);
}

static int link_globals(TsHostModel *h, Arena *a, LLVMModuleRef m, size_t bank, TsHostSym **syms, size_t *nsyms,
			char *err, size_t errlen)
{
	Buffer *b;
	uint64_t used;
	size_t n = layout(a, m, h->lanes, &b, &used);
	if (bank && bank % 64)
		return fail(err, errlen, "--spad-size %zu is not a multiple of 64 bytes", bank);
	if (bank && used > bank)
		return too_small(b, n, used, bank, err, errlen);
	h->bank = bank ? bank : used > 65536 ? used : 65536;
	h->used = used;
	/* one bank more than the lanes: a vector access past the last lane's
	 * bank lands in zeroed memory of ours, not in the allocator's */
	unsigned char *p = arena_alloc(a, ((size_t)h->lanes + 1) * h->bank + 63);
	h->spad = p + ((64 - (uintptr_t)p % 64) % 64);
	h->g = ts_gemmini_new(a, h->lanes, h->bank);
	h->v = ts_vcix_new(a, h->lanes);
	h->mk = arena_alloc(a, sizeof *h->mk);
	TsHostSym *out = arena_alloc(a, (n + 1) * sizeof *out);
	uint64_t *bank_word = arena_alloc(a, sizeof *bank_word);
	*bank_word = h->bank;
	out[n] = (TsHostSym){ "__ts_lane_bank", bank_word };
	for (size_t i = 0; i < n; i++) {
		if (ts_gemmini_add_spad_named(h->g, h->spad + b[i].off, b[i].share, b[i].name) < 0)
			return fail(err, errlen, "scratchpad buffer @%s (%llu bytes per lane) cannot be registered", b[i].name,
				    (unsigned long long)b[i].share);
		out[i] = (TsHostSym){ b[i].name, h->spad + b[i].off };
	}
	*syms = out;
	*nsyms = n + 1;
	return 0;
}

/* A function pointer or the model as an LLVM constant: fine on the POSIX
 * hosts the JIT runs on. */
static LLVMValueRef host_ptr(LLVMContextRef cx, void *p)
{
	LLVMTypeRef i64 = LLVMInt64TypeInContext(cx);
	return LLVMConstIntToPtr(LLVMConstInt(i64, (uint64_t)(uintptr_t)p, 0), LLVMPointerTypeInContext(cx, 0));
}

/* define void @NAME(params...) { call void <fn>(ptr <model>, params...); ret void } */
static void forward(LLVMModuleRef t, const char *name, LLVMTypeRef *ps, unsigned n, void *fn, void *model)
{
	LLVMContextRef cx = LLVMGetModuleContext(t);
	LLVMTypeRef vd = LLVMVoidTypeInContext(cx), cps[9];
	cps[0] = LLVMPointerTypeInContext(cx, 0);
	memcpy(cps + 1, ps, n * sizeof *ps);
	LLVMValueRef f = LLVMAddFunction(t, name, LLVMFunctionType(vd, ps, n, 0)), args[9];
	LLVMBuilderRef b = LLVMCreateBuilderInContext(cx);
	LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cx, f, "entry"));
	args[0] = host_ptr(cx, model);
	for (unsigned i = 0; i < n; i++)
		args[i + 1] = LLVMGetParam(f, i);
	LLVMBuildCall2(b, LLVMFunctionType(vd, cps, n + 1, 0), host_ptr(cx, fn), args, n + 1, "");
	LLVMBuildRetVoid(b);
	LLVMDisposeBuilder(b);
}

/* The trampolines into the models:
 *   __ts_gemmini_insn(i64, i64, i64)  -> ts_gemmini_insn(g, ...)
 *   __ts_vcix_insn(i64, ptr, ptr, i64, i64, i64, i64) -> ts_vcix_insn(v, ...)
 *   __ts_tog_marker(i64, i64)         -> ts_tog_marker(mk, ...) */
static LLVMModuleRef trampoline(const TsHostModel *h, LLVMModuleRef m)
{
	LLVMContextRef cx = LLVMGetModuleContext(m);
	LLVMModuleRef t = LLVMModuleCreateWithNameInContext("ts_host_trampoline", cx);
	LLVMSetDataLayout(t, LLVMGetDataLayoutStr(m));
	LLVMSetTarget(t, LLVMGetTarget(m));
	LLVMTypeRef i64 = LLVMInt64TypeInContext(cx), ptr = LLVMPointerTypeInContext(cx, 0);
	LLVMTypeRef gp[3] = { i64, i64, i64 }, vp[7] = { i64, ptr, ptr, i64, i64, i64, i64 }, mp[2] = { i64, i64 };
	forward(t, "__ts_gemmini_insn", gp, 3, (void *)(uintptr_t)ts_gemmini_insn, h->g);
	forward(t, "__ts_vcix_insn", vp, 7, (void *)(uintptr_t)ts_vcix_insn, h->v);
	forward(t, "__ts_tog_marker", mp, 2, (void *)(uintptr_t)ts_tog_marker, h->mk);
	return t;
}

int ts_hostmodel_link(TsHostModel *h, Arena *a, LLVMModuleRef m, int lanes, size_t bank, TsHostSym **syms,
		      size_t *nsyms, LLVMModuleRef *tramp, char *err, size_t errlen)
{
	memset(h, 0, sizeof *h);
	h->lanes = lanes > 0 ? lanes : 128;
	if (link_globals(h, a, m, bank, syms, nsyms, err, errlen) < 0)
		return -1;
	*tramp = trampoline(h, m);
	return 0;
}
