/* test_print.c — the generic-form printer.
 *
 * Each test builds IR with the builder API and compares the printed text
 * with what `mlir-opt-19 --allow-unregistered-dialect
 * --mlir-print-op-generic` printed for the equivalent input (the input is
 * quoted in a comment above each test; the expected strings were copied
 * from mlir-opt-19's output, including its final empty line). */
#include "unit.h"
#include "print_impl.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static Ctx *c;

static void setup(void) { c = ctx_new(); }
static void teardown(void) { ctx_free(c); }

/* ------------------------------------------------------------ builders */

static Type *i(unsigned w) { return ty_int(c, w, SIGNLESS); }
static Type *f32(void) { return ty_float(c, FK_F32); }
static const Str *S(const char *s) { return str_cstr(c, s); }
static Attr *str(const char *s) { return at_string(c, s, strlen(s), NULL); }
static Attr *i64a(int64_t v) { return at_int64(c, c->t_i64, v); }
static Module *parse_ok_src(const char *src)
{
	Module *m = parse_module(c, "t.mlir", src, strlen(src));
	ck_assert_msg(m != NULL, "%s", c->diag.msg ? c->diag.msg : "?");
	return m;
}

/* dict(n, "k1", v1, "k2", v2, ...) */
static Attr *dict(uint32_t n, ...)
{
	const Str *names[32];
	Attr *vals[32];
	va_list ap;
	va_start(ap, n);
	for (uint32_t k = 0; k < n; k++) {
		names[k] = S(va_arg(ap, const char *));
		vals[k] = va_arg(ap, Attr *);
	}
	va_end(ap);
	return at_dict(c, names, vals, n, NULL);
}

static Attr *arr(uint32_t n, ...)
{
	Attr *v[32];
	va_list ap;
	va_start(ap, n);
	for (uint32_t k = 0; k < n; k++)
		v[k] = va_arg(ap, Attr *);
	va_end(ap);
	return at_array(c, v, n);
}

typedef struct OpSpec {
	Value **in;
	uint32_t nin;
	Type **res;
	uint32_t nres;
	Block **succ;
	uint32_t nsucc;
	uint32_t nreg;
	Attr *props, *attrs, *loc;
} OpSpec;

static Op *add(Block *b, const char *name, OpSpec s)
{
	Op *o = op_create(c, opname_get(c, name, strlen(name)), s.in, s.nin, s.res, s.nres,
			  s.succ, s.nsucc, s.nreg, s.props, s.attrs, s.loc);
	block_push_op(b, o);
	return o;
}

static Block *new_block(Region *r)
{
	Block *b = block_create(c);
	region_push_block(r, b);
	return b;
}

/* A module holding one "builtin.module" op; returns its body block. */
static Block *new_module(Module **mp, Attr *loc)
{
	Module *m = arena_alloc(&c->arena, sizeof *m);
	Block *top = new_block(&m->body);
	Op *mod = add(top, "builtin.module", (OpSpec){ .nreg = 1, .loc = loc });
	*mp = m;
	return new_block(&op_regions(mod)[0]);
}

static Attr *map1(int64_t k)    /* (d0) -> (d0 + k) */
{
	AffExpr *e = aff_add(c, aff_dim(c, 0), aff_const(c, k));
	return at_affine_map(c, affmap_get(c, 1, 0, &e, 1));
}

static Attr *floc(const char *file, int64_t line, int64_t col)
{
	int64_t lc[2] = { line, col };
	return at_loc_file(c, S(file), lc, 2);
}

static void check(Module *m, int debuginfo, const char *want)
{
	PrintOpts o = { .debuginfo = debuginfo, .hex_threshold = 100 };
	Buf b = { 0 };
	print_module(c, m, &o, &b);
	ck_assert_str_eq(b.p ? b.p : "", want);
	buf_free(&b);
}

/* ------------------------------------------------------------ numbering */

/* Input:
 *   "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
 *   ^bb0(%a: i32):
 *     %0:2 = "t.a"(%a) : (i32) -> (i32, i32)
 *     "t.r"() ({
 *       %1 = "t.b"(%0#1) : (i32) -> i32
 *       "t.r"() ({
 *       ^bb0(%q: i32):
 *         %2 = "t.b"(%1) : (i32) -> i32
 *       }) : () -> ()
 *       %5 = "t.c"() : () -> i32
 *     }, {
 *     ^bb0(%z: i32):
 *       %3 = "t.b"(%0#0) : (i32) -> i32
 *     }) : () -> ()
 *     %4 = "t.c"() : () -> i32
 *     "t.br"()[^bb1] : () -> ()
 *   ^bb1(%x: i32):
 *     "t.br"(%x)[^bb1, ^bb2] : (i32) -> ()
 *   ^bb2:
 *     "func.return"(%4) : (i32) -> ()
 *   ^bb3:
 *     "t.br"()[^bb2] : () -> ()
 *   }) : () -> ()
 *   "t.isolated"() ({
 *     %6 = "t.c"() : () -> i32
 *   }) : () -> ()
 * The last region on the stack is numbered first and the counters are
 * never rewound (generic form implies unique ids). */
START_TEST(numbering)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	Type *t1[1] = { i(32) }, *t2[2] = { i(32), i(32) };
	Type *fins[1] = { i(32) };
	Attr *ft = at_type(c, ty_func(c, fins, 1, t1, 1));
	Op *fn = add(body, "func.func", (OpSpec){ .nreg = 1, .props = dict(2, "function_type", ft, "sym_name", str("f")) });
	Block *bb0 = new_block(&op_regions(fn)[0]);
	Value *a = block_add_arg(c, bb0, i(32), NULL);
	Op *r0 = add(bb0, "t.a", (OpSpec){ .in = &a, .nin = 1, .res = t2, .nres = 2 });
	Op *tr = add(bb0, "t.r", (OpSpec){ .nreg = 2 });
	Block *g0 = new_block(&op_regions(tr)[0]);
	Value *v01 = &op_res(r0)[1], *v00 = &op_res(r0)[0];
	Op *b1 = add(g0, "t.b", (OpSpec){ .in = &v01, .nin = 1, .res = t1, .nres = 1 });
	Op *tr2 = add(g0, "t.r", (OpSpec){ .nreg = 1 });
	Block *inner = new_block(&op_regions(tr2)[0]);
	block_add_arg(c, inner, i(32), NULL);
	Value *vb1 = &op_res(b1)[0];
	add(inner, "t.b", (OpSpec){ .in = &vb1, .nin = 1, .res = t1, .nres = 1 });
	add(g0, "t.c", (OpSpec){ .res = t1, .nres = 1 });
	Block *g1 = new_block(&op_regions(tr)[1]);
	block_add_arg(c, g1, i(32), NULL);
	add(g1, "t.b", (OpSpec){ .in = &v00, .nin = 1, .res = t1, .nres = 1 });
	Op *c4 = add(bb0, "t.c", (OpSpec){ .res = t1, .nres = 1 });
	Block *bb1 = new_block(&op_regions(fn)[0]);
	Block *bb2 = new_block(&op_regions(fn)[0]);
	Block *bb3 = new_block(&op_regions(fn)[0]);
	Value *x = block_add_arg(c, bb1, i(32), NULL);
	add(bb0, "t.br", (OpSpec){ .succ = &bb1, .nsucc = 1 });
	Block *s12[2] = { bb1, bb2 };
	add(bb1, "t.br", (OpSpec){ .in = &x, .nin = 1, .succ = s12, .nsucc = 2 });
	Value *v4 = &op_res(c4)[0];
	add(bb2, "func.return", (OpSpec){ .in = &v4, .nin = 1 });
	add(bb3, "t.br", (OpSpec){ .succ = &bb2, .nsucc = 1 });
	Op *iso = add(body, "t.isolated", (OpSpec){ .nreg = 1 });
	add(new_block(&op_regions(iso)[0]), "t.c", (OpSpec){ .res = t1, .nres = 1 });
	check(m, 0,
	      "\"builtin.module\"() ({\n"
	      "  \"func.func\"() <{function_type = (i32) -> i32, sym_name = \"f\"}> ({\n"
	      "  ^bb0(%arg0: i32):\n"
	      "    %1:2 = \"t.a\"(%arg0) : (i32) -> (i32, i32)\n"
	      "    \"t.r\"() ({\n"
	      "      %5 = \"t.b\"(%1#1) : (i32) -> i32\n"
	      "      \"t.r\"() ({\n"
	      "      ^bb0(%arg2: i32):\n"
	      "        %7 = \"t.b\"(%5) : (i32) -> i32\n"
	      "      }) : () -> ()\n"
	      "      %6 = \"t.c\"() : () -> i32\n"
	      "    }, {\n"
	      "    ^bb0(%arg1: i32):\n"
	      "      %4 = \"t.b\"(%1#0) : (i32) -> i32\n"
	      "    }) : () -> ()\n"
	      "    %2 = \"t.c\"() : () -> i32\n"
	      "    \"t.br\"()[^bb1] : () -> ()\n"
	      "  ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb1\n"
	      "    \"t.br\"(%3)[^bb1, ^bb2] : (i32) -> ()\n"
	      "  ^bb2:  // 2 preds: ^bb1, ^bb3\n"
	      "    \"func.return\"(%2) : (i32) -> ()\n"
	      "  ^bb3:  // no predecessors\n"
	      "    \"t.br\"()[^bb2] : () -> ()\n"
	      "  }) : () -> ()\n"
	      "  \"t.isolated\"() ({\n"
	      "    %0 = \"t.c\"() : () -> i32\n"
	      "  }) : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* Input: "t.a"() ({}, {^bb0: "t.b"() : () -> ()}) : () -> ()
 * plus a single-predecessor block. */
START_TEST(regions_and_preds)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	Op *a = add(body, "t.a", (OpSpec){ .nreg = 3 });
	(void)a;
	new_block(&op_regions(a)[1]);
	Block *e = new_block(&op_regions(a)[2]);
	Block *n = new_block(&op_regions(a)[2]);
	add(e, "t.br", (OpSpec){ .succ = &n, .nsucc = 1 });
	add(n, "t.end", (OpSpec){ 0 });
	check(m, 0,
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() ({\n"
	      "  }, {\n"
	      "  ^bb0:\n"
	      "  }, {\n"
	      "    \"t.br\"()[^bb1] : () -> ()\n"
	      "  ^bb1:  // pred: ^bb0\n"
	      "    \"t.end\"() : () -> ()\n"
	      "  }) : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* -------------------------------------------------------------- aliases */

/* Input:
 *   "t.a"() <{p = affine_map<(d0) -> (d0 + 1)>}> {q = affine_map<(d0) -> (d0 + 1)>,
 *     r = memref<4xf32, affine_map<(d0) -> (d0 + 9)>>} : () -> ()
 *   %0 = "t.b"() {m = [affine_map<(d0) -> (d0 + 6)>, memref<4xf32, affine_map<(d0) -> (d0 + 7)>>],
 *     t = tuple<i1 x 17>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 8)>>
 *   "t.c"(%0) {s = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>, id = affine_map<(d0, d1) -> (d0, d1)>,
 *     e = affine_map<() -> ()>, st = memref<4x5xf32, strided<[5, 1], offset: ?>>,
 *     ss = strided<[?, 1]>, s0 = strided<[]>} : (memref<...>) -> ()
 *   "t.d"() <{p = affine_map<(d0) -> (d0 + 2)>}> : () -> ()
 * Properties of unregistered ops are not walked: `p` of t.d gets no alias. */
START_TEST(aliases)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	int64_t d4[1] = { 4 }, d45[2] = { 4, 5 };
	add(body, "t.a", (OpSpec){ .props = dict(1, "p", map1(1)),
				   .attrs = dict(2, "q", map1(1), "r", at_type(c, ty_memref(c, d4, 1, f32(), map1(9), NULL))) });
	Type *tup[17];
	for (int k = 0; k < 17; k++)
		tup[k] = i(1);
	Type *mr8 = ty_memref(c, d4, 1, f32(), map1(8), NULL);
	Op *b = add(body, "t.b", (OpSpec){ .res = &mr8, .nres = 1,
		.attrs = dict(2, "m", arr(2, map1(6), at_type(c, ty_memref(c, d4, 1, f32(), map1(7), NULL))),
			      "t", at_type(c, ty_tuple(c, tup, 17))) });
	AffExpr *cons[2] = { aff_sub(c, aff_dim(c, 0), aff_sym(c, 0)), aff_dim(c, 0) };
	uint8_t eq[2] = { 0, 1 };
	AffExpr *ids[2] = { aff_dim(c, 0), aff_dim(c, 1) };
	int64_t st[2] = { 5, 1 }, st2[2] = { DYN, 1 };
	Value *v = &op_res(b)[0];
	add(body, "t.c", (OpSpec){ .in = &v, .nin = 1, .attrs = dict(6,
		"s", at_integer_set(c, intset_get(c, 1, 1, cons, eq, 2)),
		"id", at_affine_map(c, affmap_get(c, 2, 0, ids, 2)),
		"e", at_affine_map(c, affmap_get(c, 0, 0, NULL, 0)),
		"st", at_type(c, ty_memref(c, d45, 2, f32(), at_strided(c, st, 2, DYN), NULL)),
		"ss", at_strided(c, st2, 2, 0),
		"s0", at_strided(c, NULL, 0, 0)) });
	add(body, "t.d", (OpSpec){ .props = dict(1, "p", map1(2)) });
	check(m, 0,
	      "!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>\n"
	      "#map = affine_map<(d0) -> (d0 + 1)>\n"
	      "#map1 = affine_map<(d0) -> (d0 + 9)>\n"
	      "#map2 = affine_map<(d0) -> (d0 + 8)>\n"
	      "#map3 = affine_map<(d0) -> (d0 + 6)>\n"
	      "#map4 = affine_map<(d0) -> (d0 + 7)>\n"
	      "#map5 = affine_map<() -> ()>\n"
	      "#map6 = affine_map<(d0, d1) -> (d0, d1)>\n"
	      "#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>\n"
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() <{p = #map}> {q = #map, r = memref<4xf32, #map1>} : () -> ()\n"
	      "  %0 = \"t.b\"() {m = [#map3, memref<4xf32, #map4>], t = !tuple} : () -> memref<4xf32, #map2>\n"
	      "  \"t.c\"(%0) {e = #map5, id = #map6, s = #set, s0 = strided<[]>, ss = strided<[?, 1]>, "
	      "st = memref<4x5xf32, strided<[5, 1], offset: ?>>} : (memref<4xf32, #map2>) -> ()\n"
	      "  \"t.d\"() <{p = affine_map<(d0) -> (d0 + 2)>}> : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* Registered ops walk properties and attributes merged by name.  Input:
 *   %0 = "arith.constant"() <{value = 0 : index}> : () -> index
 *   %1 = "affine.apply"(%0) <{map = affine_map<(d0) -> (d0 + 1)>}>
 *          {a = affine_map<(d0) -> (d0 + 2)>, z = affine_map<(d0) -> (d0 + 3)>} : (index) -> index */
START_TEST(registered_props)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	Type *idx = c->t_index;
	Op *k = add(body, "arith.constant", (OpSpec){ .res = &idx, .nres = 1,
		.props = dict(1, "value", at_int64(c, idx, 0)) });
	Value *v = &op_res(k)[0];
	add(body, "affine.apply", (OpSpec){ .in = &v, .nin = 1, .res = &idx, .nres = 1,
		.props = dict(1, "map", map1(1)), .attrs = dict(2, "a", map1(2), "z", map1(3)) });
	check(m, 0,
	      "#map = affine_map<(d0) -> (d0 + 2)>\n"
	      "#map1 = affine_map<(d0) -> (d0 + 1)>\n"
	      "#map2 = affine_map<(d0) -> (d0 + 3)>\n"
	      "\"builtin.module\"() ({\n"
	      "  %0 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n"
	      "  %1 = \"affine.apply\"(%0) <{map = #map1}> {a = #map, z = #map2} : (index) -> index\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* Opaque dialect attributes named after the input's alias definitions
 * (mlir-opt's registered LLVM dialect chose them).  The input numbered
 * the roots the other way round; the printer renumbers in its own visit
 * order and rewrites the references inside the bodies.  mlir-opt's output
 * for the equivalent LLVM-dialect input:
 *   #map = affine_map<(d0) -> (d0)>
 *   #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
 *   ... (below) */
START_TEST(opaque_aliases)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	const Str *llvm = S("llvm");
	Attr *root = at_opaque(c, llvm, S("tbaa_root<id = \"Simple C/C++ TBAA\">"), NULL);
	Attr *other = at_opaque(c, llvm, S("tbaa_root<id = \"other\">"), NULL);
	Attr *desc = at_opaque(c, llvm, S("tbaa_type_desc<id = \"omnipotent char\", members = {<#tbaa_root1, 0>}>"), NULL);
	Attr *desc1 = at_opaque(c, llvm, S("tbaa_type_desc<id = \"int\", members = {<#tbaa_type_desc, 0>}>"), NULL);
	Attr *tag = at_opaque(c, llvm, S("tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>"), NULL);
	attr_set_alias(root, S("tbaa_root1"));
	attr_set_alias(other, S("tbaa_root"));
	attr_set_alias(desc, S("tbaa_type_desc"));
	attr_set_alias(desc1, S("tbaa_type_desc1"));
	attr_set_alias(tag, S("tbaa_tag"));
	Type *ptr = ty_opaque(c, llvm, S("ptr"));
	Type *fty = ty_opaque(c, llvm, S("func<i32 (ptr)>"));
	Op *fn = add(body, "llvm.func", (OpSpec){ .nreg = 1, .props = dict(6,
		"CConv", at_opaque(c, llvm, S("cconv<ccc>"), NULL), "function_type", at_type(c, fty),
		"linkage", at_opaque(c, llvm, S("linkage<external>"), NULL), "sym_name", str("f"),
		"unnamed_addr", i64a(0), "visibility_", i64a(0)) });
	Block *bb = new_block(&op_regions(fn)[0]);
	Value *arg = block_add_arg(c, bb, ptr, NULL);
	Type *t32 = i(32);
	Op *ld = add(bb, "llvm.load", (OpSpec){ .in = &arg, .nin = 1, .res = &t32, .nres = 1,
		.props = dict(2, "ordering", i64a(0), "tbaa", arr(1, tag)) });
	AffExpr *d0 = aff_dim(c, 0);
	add(bb, "t.x", (OpSpec){ .attrs = dict(2, "r", other, "m", at_affine_map(c, affmap_get(c, 1, 0, &d0, 1))) });
	Value *lv = &op_res(ld)[0];
	add(bb, "llvm.return", (OpSpec){ .in = &lv, .nin = 1 });
	check(m, 0,
	      "#map = affine_map<(d0) -> (d0)>\n"
	      "#tbaa_root = #llvm.tbaa_root<id = \"Simple C/C++ TBAA\">\n"
	      "#tbaa_root1 = #llvm.tbaa_root<id = \"other\">\n"
	      "#tbaa_type_desc = #llvm.tbaa_type_desc<id = \"omnipotent char\", members = {<#tbaa_root, 0>}>\n"
	      "#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = \"int\", members = {<#tbaa_type_desc, 0>}>\n"
	      "#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>\n"
	      "\"builtin.module\"() ({\n"
	      "  \"llvm.func\"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, "
	      "linkage = #llvm.linkage<external>, sym_name = \"f\", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({\n"
	      "  ^bb0(%arg0: !llvm.ptr):\n"
	      "    %0 = \"llvm.load\"(%arg0) <{ordering = 0 : i64, tbaa = [#tbaa_tag]}> : (!llvm.ptr) -> i32\n"
	      "    \"t.x\"() {m = #map, r = #tbaa_root1} : () -> ()\n"
	      "    \"llvm.return\"(%0) : (i32) -> ()\n"
	      "  }) : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* Input (with explicit locations, printed with --mlir-print-debuginfo):
 *   "t.a"() ({
 *   ^bb0(%a: i32 loc("arg":1:1), %b: i32 loc(fused["f":1:1, "g":2:2])):
 *     "t.x"() : () -> () loc(unknown)
 *     "t.y"() : () -> () loc("n"("f":1:1))
 *     "t.z"() : () -> () loc(callsite("c":1:1 at "d":2:2))
 *     "t.w"() : () -> () loc(fused<"meta">["f":1:1, "e"])
 *     "t.u"() {l = loc("f":1:1)} : () -> () loc("n")
 *   }) : () -> () loc("a":2:2)
 * in a module at loc("m":1:1). */
START_TEST(locations)
{
	Module *m;
	Block *body = new_module(&m, floc("m", 1, 1));
	Op *a = add(body, "t.a", (OpSpec){ .nreg = 1, .loc = floc("a", 2, 2) });
	Block *bb = new_block(&op_regions(a)[0]);
	Attr *f11 = floc("f", 1, 1);
	Attr *fg[2] = { f11, floc("g", 2, 2) };
	block_add_arg(c, bb, i(32), floc("arg", 1, 1));
	block_add_arg(c, bb, i(32), at_loc_fused(c, fg, 2, NULL));
	add(bb, "t.x", (OpSpec){ .loc = at_loc_unknown(c) });
	add(bb, "t.y", (OpSpec){ .loc = at_loc_name(c, S("n"), f11) });
	add(bb, "t.z", (OpSpec){ .loc = at_loc_callsite(c, floc("c", 1, 1), floc("d", 2, 2)) });
	Attr *fe[2] = { f11, at_loc_name(c, S("e"), NULL) };
	add(bb, "t.w", (OpSpec){ .loc = at_loc_fused(c, fe, 2, str("meta")) });
	add(bb, "t.u", (OpSpec){ .attrs = dict(1, "l", f11), .loc = at_loc_name(c, S("n"), NULL) });
	check(m, 1,
	      "#loc2 = loc(\"arg\":1:1)\n"
	      "#loc3 = loc(\"f\":1:1)\n"
	      "#loc4 = loc(\"g\":2:2)\n"
	      "#loc10 = loc(fused[#loc3, #loc4])\n"
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() ({\n"
	      "  ^bb0(%arg0: i32 loc(\"arg\":1:1), %arg1: i32 loc(fused[#loc3, #loc4])):\n"
	      "    \"t.x\"() : () -> () loc(#loc5)\n"
	      "    \"t.y\"() : () -> () loc(#loc11)\n"
	      "    \"t.z\"() : () -> () loc(#loc12)\n"
	      "    \"t.w\"() : () -> () loc(#loc13)\n"
	      "    \"t.u\"() {l = #loc3} : () -> () loc(#loc9)\n"
	      "  }) : () -> () loc(#loc1)\n"
	      "}) : () -> () loc(#loc)\n"
	      "#loc = loc(\"m\":1:1)\n"
	      "#loc1 = loc(\"a\":2:2)\n"
	      "#loc5 = loc(unknown)\n"
	      "#loc6 = loc(\"c\":1:1)\n"
	      "#loc7 = loc(\"d\":2:2)\n"
	      "#loc8 = loc(\"e\")\n"
	      "#loc9 = loc(\"n\")\n"
	      "#loc11 = loc(\"n\"(#loc3))\n"
	      "#loc12 = loc(callsite(#loc6 at #loc7))\n"
	      "#loc13 = loc(fused<\"meta\">[#loc3, #loc8])\n"
	      "\n");
	/* Without debuginfo only the attribute value is a location. */
	check(m, 0,
	      "#loc = loc(\"f\":1:1)\n"
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() ({\n"
	      "  ^bb0(%arg0: i32, %arg1: i32):\n"
	      "    \"t.x\"() : () -> ()\n"
	      "    \"t.y\"() : () -> ()\n"
	      "    \"t.z\"() : () -> ()\n"
	      "    \"t.w\"() : () -> ()\n"
	      "    \"t.u\"() {l = #loc} : () -> ()\n"
	      "  }) : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* ------------------------------------------------------------ attributes */

/* Input: "t.a"() {a = ..., s = "a\"b\n\\c\01\7f\ff é", ...} : () -> ()  (see below). */
START_TEST(scalar_attrs)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	const Str *symnames[2] = { S("a"), S("b") }, *q[1] = { S("a b") };
	static const char s[] = "a\"b\n\\c\x01\x7f\xff \xc3\xa9";
	uint64_t one5 = UINT64_C(0x3FF8000000000000), one5f = 0x3FC00000;
	add(body, "t.a", (OpSpec){ .attrs = dict(17,
		"i", i64a(5), "f", at_float(c, c->t_f64, &one5), "h", at_float(c, f32(), &one5f),
		"bb", at_bool(c, 1), "ii", at_int64(c, i(32), 3), "ix", at_int64(c, c->t_index, 7),
		"arr", arr(6, i64a(1), at_float(c, c->t_f64, &(uint64_t){ UINT64_C(0x4004000000000000) }),
			   at_bool(c, 1), str("s"), at_int64(c, i(32), 3), at_float(c, f32(), &one5f)),
		"d", dict(1, "x", i64a(1)), "sym", at_symref(c, symnames, 2), "sq", at_symref(c, q, 1),
		"ty", at_type(c, i(32)), "quoted key", i64a(1), "1x", i64a(2), "k$.x", i64a(3),
		"u", at_unit(c), "s", at_string(c, s, sizeof s - 1, NULL),
		"n", at_int64(c, ty_int(c, 8, UNSIGNED), -1)) });
	check(m, 0,
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() {\"1x\" = 2 : i64, arr = [1, 2.500000e+00, true, \"s\", 3 : i32, 1.500000e+00 : f32], "
	      "bb = true, d = {x = 1 : i64}, f = 1.500000e+00 : f64, h = 1.500000e+00 : f32, i = 5 : i64, "
	      "ii = 3 : i32, ix = 7 : index, k$.x = 3 : i64, n = 255 : ui8, \"quoted key\" = 1 : i64, "
	      "s = \"a\\22b\\0A\\\\c\\01\\7F\\FF \\C3\\A9\", sq = @\"a b\", sym = @a::@b, ty = i32, u} : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* Input: see t9 in the report; every builtin type kind as a type attribute. */
START_TEST(types)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	int64_t d42[2] = { 4, 2 }, d4q[2] = { 4, DYN }, d2[1] = { 2 }, dq4[2] = { DYN, 4 }, s41[2] = { 4, 1 };
	uint8_t sc[2] = { 1, 0 };
	Type *ins[2] = { i(32), ty_float(c, FK_F16) }, *b1 = i(1);
	Type *inner = ty_func(c, &b1, 1, &b1, 1);
	Type *two[2] = { i(32), i(32) };
	const Str *foo = S("foo");
	add(body, "t.a", (OpSpec){ .attrs = dict(19,
		"a", at_type(c, ty_vector(c, d42, sc, 2, f32())),
		"b", at_type(c, ty_func(c, ins, 2, &inner, 1)),
		"c", at_type(c, ty_complex(c, c->t_f64)),
		"d", at_type(c, ty_utensor(c, ty_float(c, FK_BF16))),
		"e", at_type(c, ty_umemref(c, i(8), i64a(3))),
		"f", at_type(c, ty_opaque(c, foo, S("\"z\""))),
		"g", at_type(c, ty_tensor(c, d4q, 2, f32(), i64a(1))),
		"h", at_type(c, ty_memref(c, d2, 1, i(32), NULL, at_int64(c, i(32), 1))),
		"i", at_type(c, ty_func(c, NULL, 0, NULL, 0)),
		"j", at_type(c, ty_func(c, two, 1, two, 2)),
		"k", at_type(c, ty_tuple(c, NULL, 0)),
		"l", at_type(c, c->t_none),
		"m", at_type(c, ty_int(c, 8, SIGNED)),
		"n", at_type(c, ty_int(c, 16, UNSIGNED)),
		"o", at_type(c, ty_float(c, FK_F8E4M3FN)),
		"p", at_type(c, ty_memref(c, dq4, 2, c->t_index, at_strided(c, s41, 2, 5), i64a(7))),
		"q", at_type(c, ty_tensor(c, d2, 1, i(32), at_opaque(c, foo, S("enc<1>"), NULL))),
		"r", at_type(c, ty_vector(c, NULL, NULL, 0, f32())),
		"s", at_type(c, c->t_index)) });
	check(m, 0,
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() {a = vector<[4]x2xf32>, b = (i32, f16) -> ((i1) -> i1), c = complex<f64>, "
	      "d = tensor<*xbf16>, e = memref<*xi8, 3>, f = !foo<\"z\">, g = tensor<4x?xf32, 1 : i64>, "
	      "h = memref<2xi32, 1 : i32>, i = () -> (), j = (i32) -> (i32, i32), k = tuple<>, l = none, "
	      "m = si8, n = ui16, o = f8E4M3FN, p = memref<?x4xindex, strided<[4, 1], offset: 5>, 7>, "
	      "q = tensor<2xi32, #foo.enc<1>>, r = vector<f32>, s = index} : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* Input:
 *   "t.a"() {n = distinct[5]<42 : i32>, o = distinct[3]<>, q = distinct[1]<[1]>,
 *            a = #foo<"x">, b = #foo.a.b<x>, d = #foo.x : i32, h = #foo<a-b>, i = #foo<1a>} */
START_TEST(distinct_and_opaque)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	const Str *foo = S("foo");
	add(body, "t.a", (OpSpec){ .attrs = dict(8,
		"n", at_distinct(c, 5, at_int64(c, i(32), 42)), "o", at_distinct(c, 3, at_unit(c)),
		"q", at_distinct(c, 1, arr(1, i64a(1))),
		"a", at_opaque(c, foo, S("\"x\""), NULL), "b", at_opaque(c, foo, S("a.b<x>"), NULL),
		"d", at_opaque(c, foo, S("x"), i(32)), "h", at_opaque(c, foo, S("a-b"), NULL),
		"i", at_opaque(c, foo, S("1a"), NULL)) });
	check(m, 0,
	      "#distinct = distinct[0]<42 : i32>\n"
	      "#distinct1 = distinct[1]<[1]>\n"
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() {a = #foo<\"x\">, b = #foo.a.b<x>, d = #foo.x : i32, h = #foo<a-b>, i = #foo<1a>, "
	      "n = #distinct, o = distinct[2]<>, q = #distinct1} : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* mlir-opt-19 on
 *   {a = distinct[7]<>, b = #llvm.access_group<id = distinct[3]<>>, c = distinct[3]<>,
 *    d = distinct[9]<1 : i32>}
 * numbers all distinct attributes, including those inside dialect
 * attributes, in print order.  Here the input is mlir-opt's own output
 * with other numbers: the access group's text is renumbered too. */
START_TEST(distinct_in_text)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	Attr *ag = at_opaque(c, S("llvm"), S("access_group<id = distinct[13]<>>"), NULL);
	attr_set_alias(ag, S("access_group"));
	add(body, "t.a", (OpSpec){ .attrs = dict(4,
		"a", at_distinct(c, 12, at_unit(c)), "b", ag, "c", at_distinct(c, 13, at_unit(c)),
		"d", at_distinct(c, 11, at_int64(c, i(32), 1))) });
	check(m, 0,
	      "#access_group = #llvm.access_group<id = distinct[0]<>>\n"
	      "#distinct = distinct[1]<1 : i32>\n"
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() {a = distinct[2]<>, b = #access_group, c = distinct[0]<>, d = #distinct} : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

static Attr *dense_i32(const int32_t *v, uint32_t n, int64_t *shape, uint32_t rank)
{
	return at_dense(c, ty_tensor(c, shape, rank, i(32), NULL), (const uint8_t *)v, n * 4, 0);
}

/* Input:
 *   a = dense<1> : tensor<4xi32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
 *   c = dense<[true, false]> : tensor<2xi1>, e = dense<(1, 2)> : tensor<2xcomplex<i32>>,
 *   h = dense<["a", "b\n"]> : tensor<2x!t.s>, i = dense<> : tensor<0xi32>,
 *   k = dense<[255, 128]> : tensor<2xui8>, l = dense<[-1, -128]> : tensor<2xi8>,
 *   m = dense<[-1]> : tensor<1xsi8>, q = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>,
 *   r = sparse<> : tensor<3xf32>, t = array<i32: 1, 2>, u = array<i1: true, false>, w = array<i64>,
 *   y = dense_resource<blob1> : tensor<2xi32>, z = dense<[1, 2, 3]> : tensor<3xindex> */
START_TEST(dense)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	int64_t s4[1] = { 4 }, s22[2] = { 2, 2 }, s2[1] = { 2 }, s0[1] = { 0 }, s1[1] = { 1 };
	int64_t s34[2] = { 3, 4 }, s3[1] = { 3 };
	int32_t one = 1, b4[4] = { 1, 2, 3, 4 }, cx[2] = { 1, 2 }, tv[2] = { 1, 2 };
	uint8_t bits[2] = { 1, 0 }, k8[2] = { 255, 128 }, l8[2] = { 0xff, 0x80 }, m8 = 0xff, u8[2] = { 1, 0 };
	int64_t idx3[3] = { 1, 2, 3 }, spi[4] = { 0, 0, 1, 2 };
	int32_t spv[2] = { 1, 5 };
	Attr *strs[2] = { str("a"), str("b\n") };
	Type *ts = ty_opaque(c, S("t"), S("s"));
	int64_t s22i[2] = { 2, 2 }, s0x2[2] = { 0, 1 };
	Attr *spidx = at_dense(c, ty_tensor(c, s22i, 2, c->t_i64, NULL), (const uint8_t *)spi, 32, 0);
	Attr *spval = dense_i32(spv, 2, s2, 1);
	Attr *eidx = at_dense(c, ty_tensor(c, s0x2, 2, c->t_i64, NULL), NULL, 0, 0);
	Attr *evals = at_dense(c, ty_tensor(c, s0, 1, f32(), NULL), NULL, 0, 0);
	add(body, "t.a", (OpSpec){ .attrs = dict(16,
		"a", at_dense(c, ty_tensor(c, s4, 1, i(32), NULL), (const uint8_t *)&one, 4, 1),
		"b", dense_i32(b4, 4, s22, 2),
		"c", at_dense(c, ty_tensor(c, s2, 1, i(1), NULL), bits, 2, 0),
		"e", at_dense(c, ty_tensor(c, s2, 1, ty_complex(c, i(32)), NULL), (const uint8_t *)cx, 8, 1),
		"h", at_dense_string(c, ty_tensor(c, s2, 1, ts, NULL), strs, 2, 0),
		"i", at_dense(c, ty_tensor(c, s0, 1, i(32), NULL), NULL, 0, 0),
		"k", at_dense(c, ty_tensor(c, s2, 1, ty_int(c, 8, UNSIGNED), NULL), k8, 2, 0),
		"l", at_dense(c, ty_tensor(c, s2, 1, i(8), NULL), l8, 2, 0),
		"m", at_dense(c, ty_tensor(c, s1, 1, ty_int(c, 8, SIGNED), NULL), &m8, 1, 0),
		"q", at_sparse(c, ty_tensor(c, s34, 2, i(32), NULL), spidx, spval),
		"r", at_sparse(c, ty_tensor(c, s3, 1, f32(), NULL), eidx, evals),
		"t", at_dense_array(c, i(32), (const uint8_t *)tv, 8, 2),
		"u", at_dense_array(c, i(1), u8, 2, 2),
		"w", at_dense_array(c, c->t_i64, NULL, 0, 0),
		"y", at_dense_resource(c, ty_tensor(c, s2, 1, i(32), NULL), S("blob1")),
		"z", at_dense(c, ty_tensor(c, s3, 1, c->t_index, NULL), (const uint8_t *)idx3, 24, 0)) });
	check(m, 0,
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() {a = dense<1> : tensor<4xi32>, b = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, "
	      "c = dense<[true, false]> : tensor<2xi1>, e = dense<(1,2)> : tensor<2xcomplex<i32>>, "
	      "h = dense<[\"a\", \"b\\0A\"]> : tensor<2x!t.s>, i = dense<> : tensor<0xi32>, "
	      "k = dense<[255, 128]> : tensor<2xui8>, l = dense<[-1, -128]> : tensor<2xi8>, "
	      "m = dense<-1> : tensor<1xsi8>, q = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, "
	      "r = sparse<> : tensor<3xf32>, t = array<i32: 1, 2>, u = array<i1: true, false>, "
	      "w = array<i64>, y = dense_resource<blob1> : tensor<2xi32>, z = dense<[1, 2, 3]> : tensor<3xindex>} : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

/* mlir-opt-19 --mlir-print-elementsattrs-with-hex-if-larger=2 on
 *   a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[true, false, true, true, false,
 *   false, false, false, true, true]> : tensor<10xi1>, c = dense<[1, 2]> : tensor<2xi32>
 * i1 data is bit-packed in the hex form. */
START_TEST(dense_hex)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	int64_t s3[1] = { 3 }, s10[1] = { 10 }, s2[1] = { 2 };
	int32_t v[3] = { 1, 2, 3 };
	uint8_t bits[10] = { 1, 0, 1, 1, 0, 0, 0, 0, 1, 1 };
	add(body, "t.a", (OpSpec){ .attrs = dict(3,
		"a", dense_i32(v, 3, s3, 1),
		"b", at_dense(c, ty_tensor(c, s10, 1, i(1), NULL), bits, 10, 0),
		"c", dense_i32(v, 2, s2, 1)) });
	PrintOpts o = { .hex_threshold = 2 };
	Buf b = { 0 };
	print_module(c, m, &o, &b);
	ck_assert_str_eq(b.p,
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() {a = dense<\"0x010000000200000003000000\"> : tensor<3xi32>, "
	      "b = dense<\"0x0D03\"> : tensor<10xi1>, c = dense<[1, 2]> : tensor<2xi32>} : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
	buf_free(&b);
}
END_TEST

/* ------------------------------------------------------- file metadata */

/* Input: the op below, then
 *   {-# dialect_resources: { builtin: { b1: "0x04000000010000000200000a",
 *         b2: "0x0400000001000000020000ab", b3: "0x0400000001000000" } },
 *       external_resources: { mlir_reproducer: { pipeline: "builtin.module(a\"b)",
 *         disable_threading: false, verify_each: true }, other: { k: "0x0100000001" } } #-}
 * Unreferenced builtin blobs are dropped; the rest follow first use. */
START_TEST(resources)
{
	Module *m;
	Block *body = new_module(&m, NULL);
	int64_t s2[1] = { 2 };
	Type *t = ty_tensor(c, s2, 1, i(32), NULL);
	add(body, "t.a", (OpSpec){ .attrs = dict(3,
		"y", at_dense_resource(c, t, S("b2")), "x", at_dense_resource(c, t, S("b1")),
		"z", at_dense_resource(c, t, S("b2"))) });
	Resource rd[3] = {
		{ .group = S("builtin"), .key = S("b1"), .text = S("0x04000000010000000200000a") },
		{ .group = S("builtin"), .key = S("b2"), .text = S("0x0400000001000000020000ab") },
		{ .group = S("builtin"), .key = S("b3"), .text = S("0x0400000001000000") },
	};
	Resource re[4] = {
		{ .group = S("mlir_reproducer"), .key = S("pipeline"), .text = S("builtin.module(a\"b)") },
		{ .group = S("mlir_reproducer"), .key = S("disable_threading"), .kind = 1, .bval = 0 },
		{ .group = S("other"), .key = S("k"), .text = S("0x0100000001") },
		{ .group = S("mlir_reproducer"), .key = S("verify_each"), .kind = 1, .bval = 1 },
	};
	m->res_dialect = rd;
	m->nres_dialect = 3;
	m->res_external = re;
	m->nres_external = 4;
	check(m, 0,
	      "\"builtin.module\"() ({\n"
	      "  \"t.a\"() {x = dense_resource<b1> : tensor<2xi32>, y = dense_resource<b2> : tensor<2xi32>, "
	      "z = dense_resource<b2> : tensor<2xi32>} : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n"
	      "{-#\n"
	      "  dialect_resources: {\n"
	      "    builtin: {\n"
	      "      b1: \"0x04000000010000000200000A\",\n"
	      "      b2: \"0x0400000001000000020000AB\"\n"
	      "    }\n"
	      "  },\n"
	      "  external_resources: {\n"
	      "    mlir_reproducer: {\n"
	      "      pipeline: \"builtin.module(a\\22b)\",\n"
	      "      disable_threading: false,\n"
	      "      verify_each: true\n"
	      "    },\n"
	      "    other: {\n"
	      "      k: \"0x0100000001\"\n"
	      "    }\n"
	      "  }\n"
	      "#-}\n"
	      "\n");
}
END_TEST

/* ------------------------------------------------------------ top level */

/* mlir-opt wraps several top-level ops (or none) in an implicit module
 * located at "file":0:0.  Input "t.x"() ... "t.y"() ..., and an empty file. */
START_TEST(implicit_module)
{
	Module *m = arena_alloc(&c->arena, sizeof *m);
	m->filename = "f.mlir";
	check(m, 1,
	      "\"builtin.module\"() ({\n"
	      "^bb0:\n"
	      "}) : () -> () loc(#loc)\n"
	      "#loc = loc(\"f.mlir\":0:0)\n"
	      "\n");
	Block *top = new_block(&m->body);
	add(top, "t.x", (OpSpec){ .loc = floc("f.mlir", 1, 1) });
	add(top, "t.y", (OpSpec){ .loc = floc("f.mlir", 2, 1) });
	check(m, 0,
	      "\"builtin.module\"() ({\n"
	      "  \"t.x\"() : () -> ()\n"
	      "  \"t.y\"() : () -> ()\n"
	      "}) : () -> ()\n"
	      "\n");
}
END_TEST

START_TEST(standalone)
{
	Buf b = { 0 };
	int64_t d[2] = { DYN, 4 };
	print_type(c, ty_memref(c, d, 2, f32(), map1(3), NULL), &b);
	ck_assert_str_eq(b.p, "memref<?x4xf32, affine_map<(d0) -> (d0 + 3)>>");
	b.len = 0;
	print_attr(c, dict(2, "a", i64a(1), "b", arr(1, i64a(2))), &b);
	ck_assert_str_eq(b.p, "{a = 1 : i64, b = [2]}");
	b.len = 0;
	print_attr(c, at_int64(c, ty_int(c, 128, SIGNED), -3), &b);
	ck_assert_str_eq(b.p, "-3 : si128");
	buf_free(&b);
}
END_TEST

/* A parse that must fail with `want` (file:line:col: error: message). */
static void expect_parse_err(const char *src, const char *want)
{
	Ctx *e = ctx_new();
	ck_assert_msg(parse_module(e, "cycle.mlir", src, strlen(src)) == NULL, "accepted: %s", src);
	Buf d = { 0 };
	ctx_format_diag(e, &d);
	ck_assert_msg(d.p && strncmp(d.p, want, strlen(want)) == 0, "%s: got '%s', expected '%s'", src, d.p ? d.p : "", want);
	buf_free(&d);
	ctx_free(e);
}

/* Opaque dialect text is kept unparsed.  In a registered dialect's body
 * an alias must be defined before (MLIR's dialect parser resolves it:
 * `undefined symbol alias id`, just after the name; make fuzz found two
 * LLVM bodies naming each other, whose definitions no order could print
 * once a location referred to one).  An unregistered dialect's body is
 * text to MLIR, even nested in an LLVM one: names in it are neither
 * checked nor re-spelled, so they cannot form a cycle.  Each printed
 * module must parse again (and `want` is in it, as mlir-opt-19 prints
 * it where it can read the module). */
START_TEST(opaque_alias_cycle)
{
	expect_parse_err("#a = #llvm.x<#b>\n#b = #llvm.y<#a>\n\"test.op\"() {x = #a} : () -> ()\n",
			 "cycle.mlir:1:16: error: undefined symbol alias id 'b'");
	expect_parse_err("#a = #llvm.x<#a>\n\"test.op\"() {x = #a, y = #llvm.z<#a>} : () -> ()\n",
			 "cycle.mlir:1:16: error: undefined symbol alias id 'a'");
	expect_parse_err("!a = !llvm.x<\"#q\", !b>\n", "cycle.mlir:1:22: error: undefined symbol alias id 'b'");
	static const struct { const char *src, *want; } cases[] = {
		{ "#a = #foo.x<#b>\n#b = #foo.y<#a>\n\"test.op\"() {x = #a} : () -> ()\n", "{x = #foo.x<#b>}" },
		{ "#a = #foo.x<#a>\n\"test.op\"() {x = #a, y = #foo.z<#a>} : () -> ()\n",
		  "{x = #foo.x<#a>, y = #foo.z<#a>}" },
		/* names in strings, dialect symbols and an alias defined before */
		{ "#m = affine_map<(d0) -> (d0)>\n\"test.op\"() {x = #llvm.x<\"#q\", #llvm.y, #llvm<z>, #m>} : () -> ()\n",
		  "{x = #llvm.x<\"#q\", #llvm.y, #llvm<z>, #map>}" },
		/* an unregistered body inside an LLVM one: text, as written */
		{ "#f = #llvm.di_file<\"a.c\" in \"/s\">\n\"test.op\"() {x = #llvm.x<#foo.y<#zz, #f>>} : () -> ()\n",
		  "{x = #llvm.x<#foo.y<#zz, #f>>}" },
		/* a second alias of one attribute, named in an LLVM body (make
		 * fuzz: the printer knew the first name only, and left `#g`
		 * undefined); what mlir-opt-19 prints, to the byte */
		{ "#f = #llvm.di_file<\"a.c\" in \"/s\">\n#g = #llvm.di_file<\"a.c\" in \"/s\">\n"
		  "\"test.op\"() {x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #g, "
		  "isOptimized = false, emissionKind = None>} : () -> ()\n",
		  "#di_file = #llvm.di_file<\"a.c\" in \"/s\">\n#di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, "
		  "sourceLanguage = DW_LANG_C, file = #di_file, isOptimized = false, emissionKind = None>\n" },
		/* and an LLVM body inside an unregistered one (all text to MLIR) */
		{ "\"test.op\"() {x = #foo.x<#llvm.y<#zz>>} : () -> ()\n", "{x = #foo.x<#llvm.y<#zz>>}" },
		/* an unregistered op's properties are not walked: an alias their
		 * text names is printed where it has a definition, else inlined
		 * (the second module is what mlir-opt-19 prints, to the byte) */
		{ "#f = #llvm.di_file<\"a.c\" in \"/s\">\n"
		  "#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f, isOptimized = false, emissionKind = None>\n"
		  "\"foo.op\"() <{p = #cu}> : () -> ()\n",
		  "<{p = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #llvm.di_file<\"a.c\" in \"/s\">, "
		  "isOptimized = false, emissionKind = None>}>" },
		{ "#f = #llvm.di_file<\"a.c\" in \"/s\">\n"
		  "#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #f, isOptimized = false, emissionKind = None>\n"
		  "\"foo.op\"() <{p = #cu}> {q = #f} : () -> ()\n",
		  "<{p = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, "
		  "isOptimized = false, emissionKind = None>}> {q = #di_file}" },
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		Ctx *c1 = ctx_new();
		Module *m = parse_module(c1, "cycle.mlir", cases[k].src, strlen(cases[k].src));
		ck_assert_msg(m != NULL, "%s: %s", cases[k].src, c1->diag.msg ? c1->diag.msg : "?");
		Buf b = { 0 };
		print_module(c1, m, NULL, &b);
		ck_assert_msg(strstr(b.p, cases[k].want) != NULL, "want %s in:\n%s", cases[k].want, b.p);
		Ctx *c2 = ctx_new();
		ck_assert_msg(parse_module(c2, "again.mlir", b.p, b.len) != NULL, "reprint of %s: %s", cases[k].src,
			      c2->diag.msg ? c2->diag.msg : "?");
		ctx_free(c2);
		buf_free(&b);
		ctx_free(c1);
	}
}
END_TEST

/* The parse's alias walk and the numbering as printed (ir/walklog.c)
 * stand in only for IR that passed verify_module: here a value is used in
 * a function before another defines it (MLIR parses that, and its
 * verifier rejects it), and the library may still print it.  Numbered as
 * printed, the use got another number than the full numbering gives
 * (make fuzz found it).  Printed with and without the log: the same text,
 * and the valid module does use the log. */
static char *print_logged(const char *src, int log, int *verified, int *replayed)
{
	Ctx *c = ctx_new();
	ctx_set_threads(c, 2, 0);
	ctx_set_early_verify(c, 1);
	ctx_set_walk_log(c, log);
	Module *m = parse_module(c, "log.mlir", src, strlen(src));
	ck_assert_ptr_nonnull(m);
	*verified = verify_module(c, m) == 0;
	Buf b = { 0 };
	print_module(c, m, NULL, &b);
	*replayed = c->walk_replayed;
	char *text = strdup(b.p);
	buf_free(&b);
	ctx_free(c);
	return text;
}

/* function @b: defines %1, which @a uses in the bad module */
#define WALK_LOG_B \
	"  \"func.func\"() <{function_type = () -> i32, sym_name = \"b\"}> ({\n" \
	"    %0 = \"test.c\"() : () -> i32\n" \
	"    %1 = \"test.c\"() : () -> i32\n" \
	"    \"func.return\"(%1) : (i32) -> ()\n" \
	"  }) : () -> ()\n" \
	"}) : () -> ()\n"

START_TEST(walk_log_needs_valid_ir)
{
	static const char bad[] =
		"\"builtin.module\"() ({\n"
		"  \"func.func\"() <{function_type = () -> i32, sym_name = \"a\"}> ({\n"
		"    \"func.return\"(%1) : (i32) -> ()\n"
		"  }) : () -> ()\n" WALK_LOG_B;
	int v0, v1, r0, r1;
	char *plain = print_logged(bad, 0, &v0, &r0), *logged = print_logged(bad, 1, &v1, &r1);
	ck_assert(!v0 && !v1 && !r0 && !r1);
	ck_assert_str_eq(plain, logged);
	free(plain);
	free(logged);
	/* the same module made valid: the log is used, and prints the same */
	static const char good[] =
		"\"builtin.module\"() ({\n"
		"  \"func.func\"() <{function_type = () -> (), sym_name = \"a\"}> ({\n"
		"    \"func.return\"() : () -> ()\n"
		"  }) : () -> ()\n" WALK_LOG_B;
	plain = print_logged(good, 0, &v0, &r0);
	logged = print_logged(good, 1, &v1, &r1);
	ck_assert(v0 && v1 && !r0 && r1);
	ck_assert_str_eq(plain, logged);
	free(plain);
	free(logged);
}
END_TEST

/* A dotted dialect body ending in '-' (`!foo.pt-`) keeps the dotted
 * form: MLIR's `!foo<pt->` does not parse back ("->" is an arrow; make
 * fuzz found it).  A body MLIR prints in angle brackets still does. */
START_TEST(dialect_body_trailing_dash)
{
	static const char src[] =
		"\"test.op\"() {t = !llvm.pt-, u = #foo.a-b-, v = !foo.x$-, w = !foo.-, x = #foo.a-b, y = !foo<a->b>} : () -> ()\n";
	static const char want[] =
		"\"test.op\"() {t = !llvm.pt-, u = #foo.a-b-, v = !foo.x$-, w = !foo.-, x = #foo<a-b>, y = !foo<a->b>} : () -> ()";
	Ctx *c1 = ctx_new();
	Module *m = parse_module(c1, "dash.mlir", src, strlen(src));
	ck_assert_ptr_nonnull(m);
	Buf b = { 0 };
	print_module(c1, m, NULL, &b);
	ck_assert_ptr_nonnull(strstr(b.p, want));
	Ctx *c2 = ctx_new();
	Module *m2 = parse_module(c2, "again.mlir", b.p, b.len);
	ck_assert_ptr_nonnull(m2);
	Buf b2 = { 0 };
	print_module(c2, m2, NULL, &b2);
	ck_assert_str_eq(b2.p, b.p);
	buf_free(&b2);
	ctx_free(c2);
	buf_free(&b);
	ctx_free(c1);
}
END_TEST

/* pr_u64 / pr_i64 against snprintf, around every digit-count boundary,
 * into a buffer without room (pr_u64's general path) and after text in one
 * with room (32-bit values: their digits written in place) */
static void check_u64(uint64_t v)
{
	char want[48];
	Buf b = { 0 };
	pr_u64(&b, v);
	snprintf(want, sizeof want, "%llu", (unsigned long long)v);
	ck_assert_str_eq(b.p, want);
	buf_free(&b);
	buf_puts(&b, "0123456789012345678901234567890123456789");
	b.len = 3;
	pr_u64(&b, v);
	snprintf(want, sizeof want, "012%llu", (unsigned long long)v);
	ck_assert_str_eq(b.p, want);
	ck_assert_uint_eq(b.len, strlen(want));
	buf_free(&b);
}

START_TEST(decimal_digits)
{
	uint64_t p = 1;
	for (uint64_t v = 0; v < 1000; v++)
		check_u64(v);
	for (uint32_t k = 0, x = 12345; k < 100000; k++, x = x * 1103515245u + 12345)
		check_u64(x >> (k % 32));
	check_u64(UINT32_MAX);
	check_u64((uint64_t)UINT32_MAX + 1);
	for (int k = 0; k < 20; k++, p *= 10) {
		uint64_t vs[] = { p - 1, p, p + 1, p * 5, UINT64_MAX - p };
		for (size_t j = 0; j < sizeof vs / sizeof *vs; j++) {
			char want[32];
			Buf b = { 0 };
			check_u64(vs[j]);
			pr_i64(&b, -(int64_t)(vs[j] >> 1));
			snprintf(want, sizeof want, "%lld", -(long long)(vs[j] >> 1));
			ck_assert_str_eq(b.p, want);
			buf_free(&b);
		}
	}
	Buf b = { 0 };
	pr_i64(&b, INT64_MIN);
	ck_assert_str_eq(b.p, "-9223372036854775808");
	buf_free(&b);
}
END_TEST

/* A printer finds its record of an attribute from Attr.pslot, a scratch
 * field another printer (or anything) may have left behind: the text must
 * not depend on it.  The module is printed in a fresh context, then again
 * in one whose every pslot was set to another attribute's record, to a
 * record past the end, to a stale one (mutant: trusting pslot without
 * checking the record's key prints one attribute's text for another), and
 * to the "printed once" mark of each elision mode (pr_attr, PSLOT_SEEN),
 * with attributes printed in two modes (`1 : i64` keeps its type in a
 * dictionary and drops it in an array): a mark may only make a record
 * early, never replay text. */
static char *print_text(Module *m)
{
	Buf b = { 0 };
	print_module(c, m, NULL, &b);
	buf_putc(&b, '\0');
	return b.p;
}

START_TEST(attr_records_ignore_stale_slots)
{
	static const char src[] =
		"#map = affine_map<(d0) -> (d0 + 1)>\n"
		"#loc = loc(\"k.py\":3:4)\n"
		"\"t.a\"() {m = #map, s = \"x\", d = {p = 1 : i32, q = [2, 3]}} : () -> () loc(#loc)\n"
		"\"t.b\"() {m = #map, s = \"y\", d = {p = 1 : i32, q = [2, 3]}} : () -> () loc(#loc)\n"
		"\"t.c\"() {d = {p = 2 : i32, q = [3, 2]}, e = dense<[1.5, 2.5]> : tensor<2xf32>} : () -> ()\n"
		"\"t.d\"() {s = \"x\", d = {p = 1 : i32, q = [2, 3]}, f = 1.5 : f32} : () -> ()\n"
		"\"t.e\"() {i = 1 : i64, j = [1 : i64], k = 1 : i64, l = [1 : i64, 2]} : () -> ()\n"
		"\"t.f\"() {j = [1 : i64], i = 1 : i64, l = [1 : i64, 2], k = 1 : i64} : () -> ()\n";
	Module *m = parse_ok_src(src);
	char *fresh = print_text(m);
	ck_assert_ptr_nonnull(strstr(fresh, "#map = affine_map"));
	for (int round = 0; round < 7; round++) {
		uint32_t k = 0;
		UqIter it = { 0, 0 };
		Attr *a;
		while ((a = uq_next(c, UQ_ATTRS, &it)) != NULL) {
			k++;
			a->pslot = round == 0 ? k % 5 + 1 : round == 1 ? 1u << 30 : round == 2 ? a->pslot + 1
				 : round == 3 ? 0 : PSLOT_SEEN | (uint32_t)(round - 3);
		}
		char *again = print_text(m);
		ck_assert_msg(!strcmp(fresh, again), "round %d:\n%s\nvs\n%s", round, fresh, again);
		free(again);
	}
	free(fresh);
}
END_TEST

/* buf_put_slot copies a whole slot and keeps n of its bytes: the text,
 * the length and the NUL are buf_put's, with room and without, and the
 * bytes it wrote past the text are overwritten by what follows. */
START_TEST(buf_put_slot_is_buf_put)
{
	char slot[24];
	for (size_t i = 0; i < sizeof slot; i++)
		slot[i] = (char)('a' + i);
	for (size_t cap = 1; cap < 64; cap++)
		for (size_t n = 0; n <= sizeof slot; n++) {
			Buf a = { 0 }, b = { 0 };
			a.p = malloc(cap);
			a.cap = cap;
			a.p[0] = 0;
			buf_puts(&b, "");
			buf_put_slot(&a, "xy", 2, 2);
			buf_put(&b, "xy", 2);
			buf_put_slot(&a, slot, n, sizeof slot);
			buf_put(&b, slot, n);
			ck_assert_uint_eq(a.len, b.len);
			ck_assert_int_eq(memcmp(a.p, b.p, b.len + 1), 0);
			buf_putc(&a, '!');
			buf_putc(&b, '!');
			ck_assert_uint_eq(a.len, b.len);
			ck_assert_int_eq(memcmp(a.p, b.p, b.len + 1), 0);   /* with the NUL */
			free(a.p);
			buf_free(&b);
		}
}
END_TEST

Suite *print_suite(void)
{
	Suite *s = suite_create("print");
	TCase *tc = tcase_create("print");
	tcase_add_test(tc, buf_put_slot_is_buf_put);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, numbering);
	tcase_add_test(tc, decimal_digits);
	tcase_add_test(tc, opaque_alias_cycle);
	tcase_add_test(tc, walk_log_needs_valid_ir);
	tcase_add_test(tc, dialect_body_trailing_dash);
	tcase_add_test(tc, regions_and_preds);
	tcase_add_test(tc, aliases);
	tcase_add_test(tc, registered_props);
	tcase_add_test(tc, opaque_aliases);
	tcase_add_test(tc, locations);
	tcase_add_test(tc, scalar_attrs);
	tcase_add_test(tc, types);
	tcase_add_test(tc, distinct_and_opaque);
	tcase_add_test(tc, distinct_in_text);
	tcase_add_test(tc, dense);
	tcase_add_test(tc, dense_hex);
	tcase_add_test(tc, resources);
	tcase_add_test(tc, implicit_module);
	tcase_add_test(tc, standalone);
	tcase_add_test(tc, attr_records_ignore_stale_slots);
	suite_add_tcase(s, tc);
	return s;
}
