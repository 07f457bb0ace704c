/* passes.c — the pass table and the pipeline driver (ts_run_passes).
 *
 * The default pipeline is PyTorchSim's whole chain in one run: PRE_OPT
 * (decompose-transfer, lower-vlane-idx), `mlir-opt -test-loop-padding`
 * (loop-padding), POST_OPT (dma-fine-grained, lower-to-vcix,
 * peel-transfer), in the timing build `run_tog` (build-tog: the Tile
 * Operation Graph and the sample-mode kernel), then the start of the
 * standard lowering (lower-transfer-to-gemmini, lower-dma-to-gemmini).
 * --dma picks the DMA path: dma-start (the default, PyTorchSim's Gen A
 * era) decomposes togsim.transfer into memref.dma_start; descriptor (its
 * newest era) keeps togsim.transfer to the end and lowers it to a
 * descriptor.  simplify-affine,
 * tsrewrite's own addition, runs after POST_OPT, so that the module after
 * each PyTorchSim stage (--stop-after) is what PyTorchSim writes there
 * (K_padded.mlir, K_custom.mlir) and not a folded variant.
 *
 * Each pass runs if its gate opens on the module as it is when the pass's
 * turn comes, so ops a pass creates (decompose-transfer's dma_start)
 * trigger the later passes in the same run.  The chain's own passes open
 * only on PyTorchSim kernels (pass_gate_chain), so plain kernels keep
 * their output.  After each pass that ran the module is verified, so a
 * pass bug surfaces as an error naming the pass instead of a bad module. */
#include "rewrite.h"
#include "tsrewrite.h"

#include <stdlib.h>
#include <string.h>

const Pass pass_table[] = {
	/* PRE_OPT */
	{ "decompose-transfer", "togsim.transfer", pass_gate_dma_start, pass_decompose_transfer },
	{ "lower-vlane-idx", "torchsim.vlane_idx", NULL, pass_lower_vlane_idx },
	/* mlir-opt -test-loop-padding */
	{ "loop-padding", "memref.dma_start", pass_gate_loop_padding, pass_loop_padding },
	/* POST_OPT */
	{ "dma-fine-grained", "linalg.matmul", pass_gate_chain, pass_dma_fine_grained },
	{ "lower-to-vcix", "memref.dma_start", pass_gate_chain, pass_lower_to_vcix },
	{ "peel-transfer", "togsim.transfer", pass_gate_descriptor, pass_peel_transfer },
	/* run_tog: the Tile Operation Graph and the sample-mode kernel (timing build) */
	{ "build-tog", "memref.dma_start", pass_gate_build_tog, pass_build_tog },
	/* tsrewrite's own, before the standard lowering */
	{ "simplify-affine", "affine.apply", NULL, pass_simplify_affine },
	/* standard lowering: Gen C's descriptors (--dma=descriptor), Gen A's words */
	{ "lower-transfer-to-gemmini", "togsim.transfer", pass_gate_lower_transfer, pass_lower_transfer_to_gemmini },
	{ "lower-dma-to-gemmini", "memref.dma_start", NULL, pass_lower_dma_to_gemmini },
	{ NULL, NULL, NULL, NULL },
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

static int unknown_pass(Ctx *c, const char *name, size_t len)
{
	Buf known = { 0 };
	for (const Pass *q = pass_table; q->name; q++)
		buf_printf(&known, "%s%s", q == pass_table ? "" : ", ", q->name);
	error_nopos(c, "unknown pass '%.*s' (known passes: %s)", (int)len, name, known.p);
	buf_free(&known);
	return -1;
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
		if (!p)
			return unknown_pass(c, s, len);
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
	return op_name(op) == ud ? -1 : 0;
}

int rw_occurs(Ctx *c, Module *m, const char *opname)
{
	const OpName *n = opname_get(c, opname, strlen(opname));
	return walk_ops(&m->body, find_name, (void *)n) < 0;
}

int rw_is_pytorchsim_kernel(Ctx *c, Module *m)
{
	Op *k = rw_find_symbol(rw_module_block(m), "kernel");
	return k && op_name(k)->id == OP_FUNC_FUNC && rw_occurs(c, m, "memref.dma_start");
}

int pass_gate_chain(Ctx *c, Module *m, const Pass *p, const PassOpts *o)
{
	(void)o;
	return rw_is_pytorchsim_kernel(c, m) && rw_occurs(c, m, p->trigger);
}

/* --dma chooses one of the two DMA paths: decompose-transfer (Gen A, the
 * default) or peel-transfer + lower-transfer-to-gemmini (the newest). */
int pass_gate_dma_start(Ctx *c, Module *m, const Pass *p, const PassOpts *o)
{
	return !o->dma_descriptor && rw_occurs(c, m, p->trigger);
}

int pass_gate_descriptor(Ctx *c, Module *m, const Pass *p, const PassOpts *o)
{
	return o->dma_descriptor && rw_occurs(c, m, p->trigger);
}

static int gate_open(Ctx *c, Module *m, const Pass *p, const PassOpts *o)
{
	return p->gate ? p->gate(c, m, p, o) : rw_occurs(c, m, p->trigger);
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
	ctx_drop_walk_log(c);   /* the IR the parse walked may change (ir/walklog.c) */
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
		.tog_sample_off = o ? o->tog_sample_off : 0,
		.tog_step_span = o ? o->tog_step_span : 0,
		.tog = o ? o->tog : NULL,
		.dma_descriptor = o ? o->dma == TS_DMA_DESCRIPTOR : 0,
	};
	const Pass *stop = NULL;
	if (o && o->stop_after && !(stop = pass_find(o->stop_after, strlen(o->stop_after))))
		return unknown_pass(c, o->stop_after, strlen(o->stop_after));
	if (list) {
		if (parse_list(c, list, run, MAX_PASSES, &n) < 0)
			return -1;
		size_t last = n;
		if (stop) {   /* its first occurrence */
			for (last = 0; last < n && run[last] != stop; last++)
				;
			if (last++ == n)
				return error_nopos(c, "--stop-after=%s: the pass is not in the pipeline being run (--passes=%s)",
						   stop->name, list);
		}
		for (size_t i = 0; i < last; i++)
			if (run_one(c, m, run[i], &po, o) < 0)
				return -1;
		return 0;
	}
	/* The default pipeline stops after the pass's turn, whether its gate
	 * opened or not: the module is then what that stage would hand on. */
	for (const Pass *p = pass_table; p->name; p++) {
		if (gate_open(c, m, p, &po) && run_one(c, m, p, &po, o) < 0)
			return -1;
		if (p == stop)
			break;
	}
	return 0;
}
