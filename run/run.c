/* run.c — `tsrewrite run` (docs/run.md): the entry function's signature
 * gives the call; the module is lowered for the host (or an LLVM IR file
 * is read), JIT-compiled in process and called through libffi with MLIR's
 * calling convention (memref arguments expanded to allocated pointer,
 * aligned pointer, offset, sizes, strides). */
#include "run.h"
#include "backend.h"
#include "hostmodel.h"
#include "tsrewrite.h"

#include <stdarg.h>
#include <string.h>

/* Format a one-line message into err; -1 (see run.h). */
int run_fail(char *err, size_t n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, n, fmt, ap);
	va_end(ap);
	return -1;
}

/* ------------------------------------------------------ the entry */

typedef struct Funcs {
	Op *ops[RUN_MAX_ARGS];
	const char *names[RUN_MAX_ARGS];
	int public[RUN_MAX_ARGS];
	int n;
} Funcs;

static Attr *attr(Op *op, const char *name)
{
	Attr *a = at_dict_get(op_props(op), name);
	return a ? a : at_dict_get(op_attrs(op), name);
}

/* The module's func.func ops with a body (nested modules excepted). */
static int collect(Op *op, void *ud)
{
	Funcs *f = ud;
	if (op_name(op)->id == OP_BUILTIN_MODULE)
		return 0;
	if (op_name(op)->id != OP_FUNC_FUNC)
		return 1;
	Attr *sn = attr(op, "sym_name"), *vis = attr(op, "sym_visibility");
	if (!sn || sn->kind != AT_STRING || !op->nregions || !region_first(&op_regions(op)[0]) || f->n == RUN_MAX_ARGS)
		return 1;
	f->ops[f->n] = op;
	f->names[f->n] = sn->str->s;
	f->public[f->n] = !vis || vis->kind != AT_STRING || strcmp(vis->str->s, "private");
	f->n++;
	return 1;
}

static void list_names(const Funcs *f, int public_only, char *out, size_t n)
{
	size_t k = 0;
	out[0] = 0;
	for (int i = 0; i < f->n && k < n; i++)
		if (!public_only || f->public[i])
			k += (size_t)snprintf(out + k, n - k, "%s@%s", k ? ", " : "", f->names[i]);
}

/* --func NAME; else @wrapper_kernel (loop-padding's entry, which
 * PyTorchSim's caller calls); else the only public function; else @kernel. */
static Op *find_entry(Module *m, const char *want, const char **name, char *err, size_t n)
{
	Funcs f = { 0 };
	char names[512];
	int npub = 0, pick = -1;
	walk_ops(&m->body, collect, &f);
	for (int i = 0; i < f.n; i++) {
		if (want ? !strcmp(f.names[i], want) : f.public[i])
			pick = i, npub++;
	}
	for (int i = 0; !want && i < f.n; i++)
		if (!strcmp(f.names[i], "wrapper_kernel"))
			pick = i, npub = 1;
	if (!want && npub != 1) {
		pick = -1;
		for (int i = 0; i < f.n; i++)
			if (!strcmp(f.names[i], "kernel"))
				pick = i;
	}
	if (pick >= 0) {
		*name = f.names[pick];
		return f.ops[pick];
	}
	list_names(&f, !want, names, sizeof names);
	if (want)
		run_fail(err, n, "no function @%s with a body (functions: %s)", want, f.n ? names : "none");
	else if (!npub)
		run_fail(err, n, "no public function with a body to run");
	else
		run_fail(err, n, "several public functions and no @kernel: choose one with --func (%s)", names);
	return NULL;
}

/* ------------------------------------------------------ the call */

typedef struct Call {
	Type *fty;
	int nargs, nres;
	RunVal *args, *res;
	const char *name;
} Call;

static int signature(Ctx *c, Arena *a, Op *fn, Call *k, char *err, size_t n)
{
	Attr *ft = attr(fn, "function_type");
	if (!ft || ft->kind != AT_TYPE || attr_type(ft)->kind != TY_FUNC)
		return run_fail(err, n, "@%s has no function type", k->name);
	k->fty = attr_type(ft);
	k->nargs = (int)k->fty->n;
	k->nres = (int)k->fty->m;
	if (k->nargs > RUN_MAX_ARGS || k->nres > RUN_MAX_ARGS)
		return run_fail(err, n, "@%s has too many arguments or results", k->name);
	k->args = arena_alloc(a, (size_t)(k->nargs + 1) * sizeof *k->args);
	k->res = arena_alloc(a, (size_t)(k->nres + 1) * sizeof *k->res);
	for (int i = 0; i < k->nargs; i++)
		if (run_val_type(c, ty_func_ins(k->fty)[i], &k->args[i], "argument", i, err, n))
			return -1;
	for (int i = 0; i < k->nres; i++)
		if (run_val_type(c, ty_func_outs(k->fty)[i], &k->res[i], "result", i, err, n))
			return -1;
	return 0;
}

/* MLIR's expanded arguments, one 8-byte slot each (little-endian: libffi
 * reads the low bytes for narrower types). */
static unsigned expand(const Call *k, uint64_t *slots)
{
	unsigned s = 0;
	for (int i = 0; i < k->nargs; i++) {
		const RunVal *v = &k->args[i];
		if (!v->is_memref) {
			slots[s++] = v->bits;
			continue;
		}
		slots[s++] = (uint64_t)(uintptr_t)v->buf;   /* allocated */
		slots[s++] = (uint64_t)(uintptr_t)v->buf;   /* aligned */
		slots[s++] = (uint64_t)v->offset;
		for (int d = 0; d < v->rank; d++)
			slots[s++] = (uint64_t)v->shape[d];
		for (int d = 0; d < v->rank; d++)
			slots[s++] = (uint64_t)v->strides[d];
	}
	return s;
}

static int call(RunJit *j, Arena *a, Call *k, void *entry, ffi_type **types, unsigned ntypes,
                char *err, size_t n)
{
	uint64_t *slots = arena_alloc(a, (ntypes + 1) * sizeof *slots);
	void **vals = arena_alloc(a, (ntypes + 1) * sizeof *vals);
	unsigned ns = expand(k, slots);
	if (ns != ntypes - 1)
		return run_fail(err, n, "@%s: the LLVM function has %u parameter%s, the MLIR signature expands to %u",
		            k->name, ntypes - 1, ntypes == 2 ? "" : "s", ns);
	size_t rsize = run_jit_result_size(j);
	unsigned char *out = arena_alloc(a, rsize + 64);
	out = (unsigned char *)(((uintptr_t)out + 63) & ~(uintptr_t)63);
	slots[ns] = (uint64_t)(uintptr_t)out;
	for (unsigned i = 0; i < ntypes; i++)
		vals[i] = &slots[i];
	ffi_cif cif;
	if (ffi_prep_cif(&cif, FFI_DEFAULT_ABI, ntypes, &ffi_type_void, types) != FFI_OK)
		return run_fail(err, n, "libffi cannot prepare the call of @%s", k->name);
	ffi_call(&cif, FFI_FN(entry), NULL, vals);
	for (int i = 0; i < k->nres; i++)
		run_read_result(&k->res[i], out + run_jit_result_offset(j, (unsigned)i, (unsigned)k->nres));
	return 0;
}

/* ------------------------------------------------------ the module */

/* With --host-model: the scratchpads, the models and the trampolines
 * into them (run/hostmodel.c). */
static int link_host_model(RunJit *j, Arena *a, LLVMModuleRef mod, TsHostModel *h, const TsRunOpts *o,
                           const TsPassOpts *po, char *err, size_t n)
{
	TsHostSym *syms = NULL;
	size_t nsyms = 0;
	LLVMModuleRef tramp = NULL;
	if (ts_hostmodel_link(h, a, mod, po->vectorlane, o->spad_size, &syms, &nsyms, &tramp, err, n))
		return -1;
	for (size_t i = 0; i < nsyms; i++)
		if (run_jit_define(j, syms[i].name, syms[i].addr, 0, err, n))
			return -1;
	return tramp ? run_jit_add(j, tramp, err, n) : 0;
}

/* The module in the JIT's context: MLIR's own .ll (--ll) or ours (the
 * passes ran before the entry was chosen).  NULL with err set, or err
 * empty and the located error in the context. */
static LLVMModuleRef module_for(Ctx *c, Module *m, RunJit *j, LLVMContextRef lc, const TsRunOpts *o,
                                const TsPassOpts *po, char *err, size_t n)
{
	if (o->ll)
		return run_jit_parse_ll(j, o->ll, err, n);
	/* the passes ran in ts_run; --host-model runs the kernel as the
	 * machine does: lane mode */
	LowerOpts lo = { .host_model = po->host_model,
	                 .lanes = po->host_model ? (po->vectorlane > 0 ? po->vectorlane : 128) : 0 };
	return ts_emit_module(c, m, lc, &lo, o->opt_level);
}

static void *jit_module(Ctx *c, Module *m, Arena *a, RunJit *j, LLVMContextRef lc, Call *k, TsHostModel *h,
                        const TsRunOpts *o, const TsPassOpts *po, ffi_type ***types, unsigned *ntypes,
                        char *err, size_t n)
{
	LLVMModuleRef mod = module_for(c, m, j, lc, o, po, err, n);
	if (!mod)
		return NULL;
	if ((h && link_host_model(j, a, mod, h, o, po, err, n)) || run_jit_wrap(j, mod, k->name, types, ntypes, err, n) ||
	    run_jit_provide(j, mod, a, err, n)) {
		LLVMDisposeModule(mod);
		return NULL;
	}
	if (run_jit_add(j, mod, err, n))
		return NULL;
	return run_jit_entry(j, err, n);
}

/* ------------------------------------------------------ outputs */

static int outputs(Ctx *c, Arena *a, Call *k, const TsRunOpts *o, char *err, size_t n)
{
	const char *dir = o->out_dir ? o->out_dir : "out";
	FILE *log = o->log ? o->log : stdout;
	char name[32];
	if (run_mkdir(dir, err, n))
		return -1;
	for (int i = 0; i < k->nargs; i++) {
		snprintf(name, sizeof name, "arg%d", i);
		if (k->args[i].is_memref && run_write_npy(a, &k->args[i], dir, name, err, n))
			return -1;
		if (o->print)
			run_summary(c, a, &k->args[i], name, log);
	}
	for (int i = 0; i < k->nres; i++) {
		snprintf(name, sizeof name, "result%d", i);
		if (run_write_npy(a, &k->res[i], dir, name, err, n))
			return -1;
		run_summary(c, a, &k->res[i], name, log);
	}
	return 0;
}

static int prepare(Ctx *c, Module *m, Arena *a, Call *k, const TsRunOpts *o, char *err, size_t n)
{
	Op *fn = find_entry(m, o->func, &k->name, err, n);
	if (!fn || signature(c, a, fn, k, err, n) ||
	    run_parse_args(o->args, o->nargs, k->args, k->nargs, k->name, err, n))
		return -1;
	for (int i = 0; i < k->nargs; i++)
		if (run_load_arg(c, a, &k->args[i], i, o->seed, err, n))
			return -1;
	return 0;
}

/* The first error of the models: a VCIX error is located at its op. */
static int model_error(Ctx *c, const TsHostModel *h, char *err, size_t n)
{
	if (ts_gemmini_error(h->g))
		return run_fail(err, n, "host model: %s", ts_gemmini_error(h->g));
	if (!ts_vcix_error(h->v))
		return 0;
	if (!ts_vcix_error_site(h->v))
		return run_fail(err, n, "host model: %s", ts_vcix_error(h->v));
	ctx_error(c, (uint32_t)ts_vcix_error_site(h->v), "host model: %s", ts_vcix_error(h->v));
	return -1;
}

/* The sample-mode markers the kernel executed (docs/hostmodel.md): gem5
 * would dump its stats once per end marker. */
static void print_markers(const TsMarkers *mk, FILE *log)
{
	fprintf(log, "tog markers: %llu start (%llu VectorCompute, %llu MatmulCompute, %llu MatmulPreload), %llu end",
		(unsigned long long)ts_markers_start(mk), (unsigned long long)mk->start[0],
		(unsigned long long)mk->start[1], (unsigned long long)mk->start[2], (unsigned long long)ts_markers_end(mk));
	if (mk->other)
		fprintf(log, ", %llu unknown", (unsigned long long)mk->other);
	fputc('\n', log);
}

int ts_run(TsCtx *c, TsModule *m, const TsRunOpts *o, const TsPassOpts *po, char *err, size_t n)
{
	ctx_drop_walk_log(c);   /* passes and lowering may change the module (ir/walklog.c) */
	Arena a = { 0 };
	Call k = { 0 };
	RunJit *j = NULL;
	TsHostModel host, *h = po->host_model ? &host : NULL;
	LLVMContextRef lc;
	ffi_type **types = NULL;
	unsigned ntypes = 0;
	void *entry = NULL;
	int rc = -1;
	err[0] = 0;
	/* The timing build's markers are RISC-V instructions the host cannot
	 * assemble; the host model turns them into counted calls. */
	if (po->timing && !po->host_model && !o->ll)
		return run_fail(err, n, "--timing runs the sample-mode kernel of the gem5 build, whose stats markers only "
				"--host-model can execute: add --host-model");
	/* The default pipeline first: loop-padding changes @kernel's signature
	 * and adds the @wrapper_kernel that is called instead. */
	if ((!o->ll && ts_run_passes(c, m, NULL, po)) || prepare(c, m, &a, &k, o, err, n) ||
	    !(j = run_jit_new(&a, &lc, err, n)))
		goto done;
	entry = jit_module(c, m, &a, j, lc, &k, h, o, po, &types, &ntypes, err, n);
	if (!entry || call(j, &a, &k, entry, types, ntypes, err, n) || (h && model_error(c, h, err, n)))
		goto done;
	if (h && o->print)
		fprintf(o->log ? o->log : stdout, "host model: %d lanes, %zu-byte banks (%zu used), %llu Gemmini and %llu VCIX instructions\n",
		        h->lanes, h->bank, h->used, (unsigned long long)ts_gemmini_count(h->g),
		        (unsigned long long)ts_vcix_count(h->v));
	if (h && (ts_markers_start(h->mk) || ts_markers_end(h->mk) || h->mk->other))
		print_markers(h->mk, o->log ? o->log : stdout);
	rc = outputs(c, &a, &k, o, err, n);
done:
	run_jit_free(j);
	arena_free(&a);
	return rc;
}
