/* api.c — the public API (include/tsrewrite.h) over the internal layers. */
#include "ir.h"
#include "tsrewrite.h"

#include <stdlib.h>
#include <string.h>

TsCtx *ts_ctx_new(void) { return ctx_new(); }
void ts_ctx_free(TsCtx *c) { ctx_free(c); }

/* MLIR's rule for the top level: a lone builtin.module is the module;
 * anything else (several ops, none, another op) is wrapped in an implicit
 * builtin.module without attributes. */
static void wrap_top_level(Ctx *c, Module *m)
{
	Block *top = region_first(&m->body);
	if (!top) {
		top = block_create(c);
		region_push_block(&m->body, top);
	}
	Op *first = block_first(top);
	if (first && first == block_last(top) && op_name(first)->id == OP_BUILTIN_MODULE)
		return;
	/* MLIR locates the implicit module at "file":0:0. */
	int64_t lc[2] = { 0, 0 };
	Attr *loc = at_loc_file(c, str_cstr(c, m->filename ? m->filename : "-"), lc, 2);
	Op *mod = op_create(c, opname_get(c, "builtin.module", 14), NULL, 0, NULL, 0,
			    NULL, 0, 1, NULL, NULL, loc);
	Block *body = block_create(c);
	region_push_block(&op_regions(mod)[0], body);
	while (top->first) {
		Op *o = block_first(top);
		op_unlink(o);
		block_push_op(body, o);
	}
	block_push_op(top, mod);
}

TsModule *ts_parse(TsCtx *c, const char *filename, const char *src, size_t len)
{
	Module *m = parse_module(c, filename, src, len);
	if (m)
		wrap_top_level(c, m);
	return m;
}

int ts_verify(TsCtx *c, TsModule *m) { return verify_module(c, m); }

char *ts_print(TsCtx *c, TsModule *m, unsigned flags, size_t *len)
{
	PrintOpts o = { .debuginfo = !!(flags & TS_PRINT_DEBUGINFO), .hex_threshold = 100,
			.pretty = !!(flags & TS_PRINT_PRETTY) };
	Buf b = { 0 };
	print_module(c, m, &o, &b);
	if (!b.p)
		buf_putc(&b, 0), b.len = 0;
	if (len)
		*len = b.len;
	return b.p;
}

int ts_print_file(TsCtx *c, TsModule *m, unsigned flags, FILE *f)
{
	PrintOpts o = { .debuginfo = !!(flags & TS_PRINT_DEBUGINFO), .hex_threshold = 100,
			.pretty = !!(flags & TS_PRINT_PRETTY) };
	return print_module_file(c, m, &o, f);
}

void ts_free(void *p) { free(p); }

const char *ts_error(TsCtx *c)
{
	if (!c->diag.msg)
		return NULL;
	if (!c->diag_text) {
		Buf b = { 0 };
		ctx_format_diag(c, &b);
		c->diag_text = b.p;
	}
	return c->diag_text;
}
