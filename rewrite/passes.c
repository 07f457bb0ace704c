/* passes.c — the pass table and the pipeline driver (ts_run_passes).
 *
 * The default pipeline mirrors PyTorchSim's run_module_passes: every pass
 * whose trigger op occurs runs, in table order.  The trigger is looked up
 * in the module as it is when the pass's turn comes, so ops a pass creates
 * (decompose-transfer's dma_start) trigger the later passes in the same
 * run.  After each pass that ran the module is verified, so a pass bug
 * surfaces as an error naming the pass instead of a bad module. */
#include "rewrite.h"
#include "tsrewrite.h"

#include <stdlib.h>
#include <string.h>

const Pass pass_table[] = {
	{ "decompose-transfer", "togsim.transfer", pass_decompose_transfer },
	{ "lower-vlane-idx", "torchsim.vlane_idx", pass_lower_vlane_idx },
	{ "simplify-affine", "affine.apply", pass_simplify_affine },
	/* The chain after loop-padding runs on PyTorchSim kernels only (those
	 * with a DMA), so plain kernels' matmuls and math ops keep their
	 * lowering. */
	{ "dma-fine-grained", "memref.dma_start", pass_dma_fine_grained },
	{ "lower-to-vcix", "memref.dma_start", pass_lower_to_vcix },
	{ "lower-dma-to-gemmini", "memref.dma_start", pass_lower_dma_to_gemmini },
	{ NULL, NULL, NULL },
};

const Pass *pass_find(const char *name, size_t len)
{
	for (const Pass *p = pass_table; p->name; p++)
		if (strlen(p->name) == len && memcmp(p->name, name, len) == 0)
			return p;
	return NULL;
}

/* An error that belongs to the command, not to a place in the input. */
static int error_nopos(Ctx *c, const char *fmt, ...)
{
	if (c->diag.msg)
		return -1;
	va_list ap;
	va_start(ap, fmt);
	ctx_verror(c, 0, fmt, ap);
	va_end(ap);
	c->diag.has_pos = 0;
	return -1;
}

/* "after pass 'NAME': " in front of the recorded diagnostic. */
static void blame_pass(Ctx *c, const char *name)
{
	Buf b = { 0 };
	buf_printf(&b, "IR invalid after pass '%s': %s", name, c->diag.msg ? c->diag.msg : "");
	free(c->diag.msg);
	free(c->diag_text);
	c->diag_text = NULL;
	c->diag.msg = b.p;
}

/* Resolve "a,b,c" into pass pointers; an unknown or empty name is an error
 * listing the known ones.  Nothing runs unless the whole list is valid. */
static int parse_list(Ctx *c, const char *list, const Pass **out, size_t cap, size_t *n)
{
	*n = 0;
	if (!*list)
		return 0;
	for (const char *s = list;; s++) {
		const char *e = strchr(s, ',');
		size_t len = e ? (size_t)(e - s) : strlen(s);
		const Pass *p = pass_find(s, len);
		if (!p) {
			Buf known = { 0 };
			for (const Pass *q = pass_table; q->name; q++)
				buf_printf(&known, "%s%s", q == pass_table ? "" : ", ", q->name);
			error_nopos(c, "unknown pass '%.*s' (known passes: %s)", (int)len, s, known.p);
			buf_free(&known);
			return -1;
		}
		if (*n == cap)
			return error_nopos(c, "too many passes in --passes (at most %zu)", cap);
		out[(*n)++] = p;
		if (!e)
			return 0;
		s = e;
	}
}

static int find_name(Op *op, void *ud)
{
	return op->name == ud ? -1 : 0;
}

static int occurs(Ctx *c, Module *m, const char *opname)
{
	const OpName *n = opname_get(c, opname, strlen(opname));
	return walk_ops(&m->body, find_name, (void *)n) < 0;
}

static void dump(Ctx *c, Module *m, const TsPassOpts *o, const char *name)
{
	fprintf(o->dump, "// -----// IR Dump After %s //----- //\n", name);
	ts_print_file(c, m, o->dump_flags, o->dump);
	fputs("\n\n", o->dump);
	fflush(o->dump);
}

static int run_one(Ctx *c, Module *m, const Pass *p, const PassOpts *po, const TsPassOpts *o)
{
	if (p->run(c, m, po) < 0) {
		if (!c->diag.msg)
			error_nopos(c, "pass '%s' failed", p->name);
		return -1;
	}
	if (verify_module(c, m) < 0) {
		blame_pass(c, p->name);
		return -1;
	}
	if (o && o->dump)
		dump(c, m, o, p->name);
	return 0;
}

/* --host-model executes the DMAs on the host; the timing build drops them. */
static int check_host_model(Ctx *c, const TsPassOpts *o)
{
	if (o->timing)
		return error_nopos(c, "--host-model runs the functional build; it cannot be combined with --timing");
	return 0;
}

int ts_run_passes(TsCtx *c, TsModule *m, const char *list, const TsPassOpts *o)
{
	enum { MAX_PASSES = 64 };
	const Pass *run[MAX_PASSES];
	size_t n = 0;
	PassOpts po = {
		.vectorlane = o && o->vectorlane > 0 ? o->vectorlane : 128,
		.vlen = o && o->vlen > 0 ? o->vlen : 256,
		.timing = o ? o->timing : 0,
		.host_model = o ? o->host_model : 0,
		.report = o ? o->report : NULL,
		.verify_rewrites = o ? o->verify_rewrites : 0,
		.allow_scalar_matmul = o ? o->allow_scalar_matmul : 0,
	};
	if (po.host_model && check_host_model(c, o) < 0)
		return -1;
	if (list) {
		if (parse_list(c, list, run, MAX_PASSES, &n) < 0)
			return -1;
		for (size_t i = 0; i < n; i++)
			if (run_one(c, m, run[i], &po, o) < 0)
				return -1;
		return 0;
	}
	for (const Pass *p = pass_table; p->name; p++)
		if (occurs(c, m, p->trigger) && run_one(c, m, p, &po, o) < 0)
			return -1;
	return 0;
}
