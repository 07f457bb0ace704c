/* test_types.c — uniquing of types and attributes built through the
 * constructors (parsing + uniquing is in test_parse.c). */
#include "unit.h"

#include <signal.h>

static Ctx *c;

static void setup(void) { c = ctx_new(); }
static void teardown(void) { ctx_free(c); }

START_TEST(scalar_types)
{
	ck_assert_ptr_eq(ty_int(c, 32, SIGNLESS), ty_int(c, 32, SIGNLESS));
	ck_assert_ptr_ne(ty_int(c, 32, SIGNLESS), ty_int(c, 32, SIGNED));
	ck_assert_ptr_ne(ty_int(c, 32, UNSIGNED), ty_int(c, 32, SIGNED));
	ck_assert_ptr_eq(ty_int(c, 1, SIGNLESS), c->t_i1);
	ck_assert_ptr_eq(ty_float(c, FK_F64), c->t_f64);
	ck_assert_ptr_ne(ty_float(c, FK_F16), ty_float(c, FK_BF16));
	ck_assert_uint_eq(ty_bitwidth(ty_float(c, FK_F80)), 80);
	ck_assert_uint_eq(ty_bitwidth(ty_float(c, FK_TF32)), 19);
	ck_assert_uint_eq(ty_bitwidth(c->t_index), 64);
	ck_assert_str_eq(float_kind_name[FK_F8E4M3FNUZ], "f8E4M3FNUZ");
}
END_TEST

START_TEST(shaped_types)
{
	Type *f32 = ty_float(c, FK_F32);
	int64_t d1[2] = { 4, DYN }, d2[2] = { 4, DYN };
	ck_assert_ptr_eq(ty_memref(c, d1, 2, f32, NULL, NULL), ty_memref(c, d2, 2, f32, NULL, NULL));
	ck_assert_ptr_ne(ty_memref(c, d1, 2, f32, NULL, NULL), ty_tensor(c, d1, 2, f32, NULL));
	Attr *one = at_int64(c, c->t_i64, 1);
	ck_assert_ptr_ne(ty_memref(c, d1, 2, f32, NULL, one), ty_memref(c, d1, 2, f32, NULL, NULL));
	ck_assert_int_eq(ty_num_elements(ty_memref(c, d1, 2, f32, NULL, NULL)), -1);
	int64_t v[2] = { 4, 8 };
	uint8_t sc[2] = { 0, 1 }, nosc[2] = { 0, 0 };
	ck_assert_ptr_ne(ty_vector(c, v, sc, 2, f32), ty_vector(c, v, NULL, 2, f32));
	ck_assert_ptr_eq(ty_vector(c, v, nosc, 2, f32), ty_vector(c, v, NULL, 2, f32));
	ck_assert_int_eq(ty_num_elements(ty_vector(c, v, NULL, 2, f32)), 32);
	Type *in[2] = { f32, c->t_index }, *out[1] = { f32 };
	Type *f1 = ty_func(c, in, 2, out, 1);
	ck_assert_ptr_eq(f1, ty_func(c, in, 2, out, 1));
	ck_assert_ptr_ne(f1, ty_func(c, in, 1, out, 1));
	ck_assert_ptr_ne(ty_func(c, in, 2, NULL, 0), ty_func(c, in, 1, in + 1, 1));
	ck_assert_ptr_eq(ty_func_outs(f1)[0], f32);
	ck_assert(ty_is_shaped(ty_umemref(c, f32, NULL)));
	ck_assert(!ty_is_shaped(ty_complex(c, f32)));
}
END_TEST

START_TEST(int_attrs)
{
	Type *i8 = ty_int(c, 8, SIGNLESS);
	ck_assert_ptr_eq(at_int64(c, i8, -1), at_int64(c, i8, 255));   /* truncated to 8 bits */
	ck_assert_ptr_ne(at_int64(c, i8, 1), at_int64(c, c->t_i64, 1));
	ck_assert_ptr_eq(at_int64(c, c->t_i1, 1), at_bool(c, 1));        /* i1 is BoolAttr */
	ck_assert_int_eq(at_int64(c, c->t_i1, 0)->kind, AT_BOOL);
	Type *i128 = ty_int(c, 128, SIGNED);
	Attr *m = at_int64(c, i128, -2);
	ck_assert_uint_eq(m->n, 2);
	ck_assert(m->words[1] == ~UINT64_C(0));
	ck_assert(m->words[0] == ~UINT64_C(1));
}
END_TEST

START_TEST(dicts)
{
	const Str *names[3] = { str_cstr(c, "b"), str_cstr(c, "a"), str_cstr(c, "ab") };
	Attr *vals[3] = { at_unit(c), at_int64(c, c->t_i64, 1), at_string(c, "x", 1, NULL) };
	const Str *dup;
	Attr *d = at_dict(c, names, vals, 3, &dup);
	ck_assert_ptr_nonnull(d);
	ck_assert_str_eq(attr_name(d, 0)->s, "a");
	ck_assert_str_eq(attr_name(d, 1)->s, "ab");
	ck_assert_str_eq(attr_name(d, 2)->s, "b");
	ck_assert_ptr_eq(at_dict_get(d, "b"), at_unit(c));
	const Str *n2[3] = { names[2], names[0], names[1] };
	Attr *v2[3] = { vals[2], vals[0], vals[1] };
	ck_assert_ptr_eq(at_dict(c, n2, v2, 3, NULL), d);                /* order-insensitive */
	const Str *n3[2] = { names[0], names[0] };
	ck_assert_ptr_null(at_dict(c, n3, vals, 2, &dup));
	ck_assert_ptr_eq(dup, names[0]);
	ck_assert_ptr_eq(at_dict(c, NULL, NULL, 0, NULL), c->a_empty_dict);
}
END_TEST

START_TEST(misc_attrs)
{
	ck_assert_ptr_eq(at_string(c, "a\0b", 3, NULL), at_string(c, "a\0b", 3, NULL));
	ck_assert_ptr_ne(at_string(c, "a\0b", 3, NULL), at_string(c, "a\0c", 3, NULL));
	ck_assert_ptr_ne(at_string(c, "a", 1, NULL), at_string(c, "a", 1, c->t_i64));
	int64_t s1[2] = { DYN, 1 };
	ck_assert_ptr_eq(at_strided(c, s1, 2, 0), at_strided(c, s1, 2, 0));
	ck_assert_ptr_ne(at_strided(c, s1, 2, 0), at_strided(c, s1, 2, DYN));
	const Str *sy[2] = { str_cstr(c, "a"), str_cstr(c, "b") };
	ck_assert_ptr_eq(at_symref(c, sy, 2), at_symref(c, sy, 2));
	ck_assert_ptr_ne(at_symref(c, sy, 2), at_symref(c, sy, 1));
	uint8_t bytes[8] = { 1, 0, 0, 0, 2, 0, 0, 0 };
	int64_t sh[1] = { 2 };
	Type *t = ty_tensor(c, sh, 1, ty_int(c, 32, SIGNLESS), NULL);
	ck_assert_ptr_eq(at_dense(c, t, bytes, 8, 0), at_dense(c, t, bytes, 8, 0));
	ck_assert_ptr_ne(at_dense(c, t, bytes, 8, 0), at_dense(c, t, bytes, 4, 1));
	Attr *l = at_loc_file(c, str_cstr(c, "f.mlir"), (int64_t[]){ 1, 2 }, 2);
	ck_assert(at_is_loc(l));
	ck_assert_ptr_eq(at_loc_name(c, str_cstr(c, "n"), l), at_loc_name(c, str_cstr(c, "n"), l));
	ck_assert_ptr_eq(at_opaque(c, str_cstr(c, "llvm"), str_cstr(c, "linkage<external>"), NULL),
			 at_opaque(c, str_cstr(c, "llvm"), str_cstr(c, "linkage<external>"), NULL));
	ck_assert_uint_eq(dense_elem_bytes(ty_complex(c, ty_float(c, FK_F32))), 8);
	ck_assert_uint_eq(dense_elem_bytes(c->t_i1), 1);
}
END_TEST

/* Attr keeps kind-specific fields in two unions (64 bytes): uniquing
 * must compare each kind's payload by content where it is an array and by
 * identity where it is a pointer, and keep its own copy of the arrays. */
START_TEST(attrs_by_kind)
{
	ck_assert_uint_le(sizeof(Attr), 64);
	uint8_t b1[8] = { 1, 0, 0, 0, 2, 0, 0, 0 }, b2[8] = { 1, 0, 0, 0, 2, 0, 0, 0 };
	int64_t sh[1] = { 2 };
	Type *i32 = ty_int(c, 32, SIGNLESS), *t = ty_tensor(c, sh, 1, i32, NULL);
	Attr *d = at_dense(c, t, b1, 8, 0);
	ck_assert_ptr_eq(d, at_dense(c, t, b2, 8, 0));          /* by content */
	b2[4] = 3;
	ck_assert_ptr_ne(d, at_dense(c, t, b2, 8, 0));
	b1[4] = 9;                                               /* the attribute has its own copy */
	ck_assert_int_eq(d->bytes[4], 2);
	ck_assert_int_eq(d->bytes[8], 0);                        /* NUL after the data */
	ck_assert_uint_eq(d->nbytes, 8);
	Attr *da = at_dense_array(c, i32, b2, 8, 2);
	ck_assert_ptr_ne(da, d);
	ck_assert_ptr_eq(da, at_dense_array(c, i32, (uint8_t[]){ 1, 0, 0, 0, 3, 0, 0, 0 }, 8, 2));
	ck_assert_ptr_ne(da, at_dense_array(c, i32, b2, 4, 1));
	const Str *f = str_cstr(c, "f.mlir"), *g = str_cstr(c, "g.mlir");
	Attr *l = at_loc_file(c, f, (int64_t[]){ 1, 2 }, 2);
	ck_assert_ptr_eq(l, at_loc_file(c, f, (int64_t[]){ 1, 2 }, 2));
	ck_assert_ptr_ne(l, at_loc_file(c, f, (int64_t[]){ 1, 3 }, 2));
	ck_assert_ptr_ne(l, at_loc_file(c, g, (int64_t[]){ 1, 2 }, 2));
	ck_assert_ptr_eq(l->str, f);
	ck_assert_int_eq(l->ints[1], 2);
	const Str *llvm = str_cstr(c, "llvm"), *gpu = str_cstr(c, "gpu"), *x = str_cstr(c, "x"), *y = str_cstr(c, "y");
	Attr *o = at_opaque(c, llvm, x, NULL);
	ck_assert_ptr_ne(o, at_opaque(c, gpu, x, NULL));
	ck_assert_ptr_ne(o, at_opaque(c, llvm, y, NULL));
	ck_assert_ptr_ne(o, at_opaque(c, llvm, x, i32));
	ck_assert_ptr_eq(o->dialect, llvm);
	ck_assert_ptr_eq(o->data, x);
	Attr *locs[2] = { l, at_loc_unknown(c) };
	Attr *fu = at_loc_fused(c, locs, 2, NULL);
	ck_assert_ptr_ne(fu, at_loc_fused(c, locs, 2, o));
	ck_assert_ptr_ne(at_loc_fused(c, locs, 2, o), at_loc_fused(c, locs, 2, d));
	ck_assert_ptr_eq(at_loc_fused(c, locs, 2, o)->metadata, o);
	const Str *s1[2] = { f, g }, *s2[2] = { f, g };
	ck_assert_ptr_eq(at_symref(c, s1, 2), at_symref(c, s2, 2));
	s2[1] = f;
	ck_assert_ptr_ne(at_symref(c, s1, 2), at_symref(c, s2, 2));
	uint64_t w1[2] = { 5, 0 }, w2[2] = { 5, 1 };
	Type *i128 = ty_int(c, 128, SIGNLESS);
	ck_assert_ptr_ne(at_int(c, i128, w1), at_int(c, i128, w2));
	ck_assert(at_int(c, i128, w2)->words[1] == 1);
	AffExpr *e0 = aff_dim(c, 0), *e1 = aff_dim(c, 1);
	Attr *m0 = at_affine_map(c, affmap_get(c, 2, 0, &e0, 1)), *m1 = at_affine_map(c, affmap_get(c, 2, 0, &e1, 1));
	ck_assert_ptr_ne(m0, m1);
	ck_assert_ptr_eq(m0, at_affine_map(c, affmap_get(c, 2, 0, &e0, 1)));
	ck_assert_ptr_ne(at_dense_resource(c, t, x), at_dense_resource(c, t, y));
	ck_assert_ptr_eq(at_dense_resource(c, t, x)->str, x);
	/* Equality compares whole payloads: among 300,000 arrays that differ
	 * only after their first byte, some 32-bit hashes collide, and each
	 * must still get its own attribute. */
	Type *i64 = ty_int(c, 64, SIGNLESS);
	for (uint64_t i = 0; i < 300000; i++) {
		uint64_t v = i << 8;
		Attr *e = at_dense_array(c, i64, (const uint8_t *)&v, 8, 1);
		uint64_t got;
		memcpy(&got, e->bytes, 8);
		ck_assert(got == v);
	}
}
END_TEST

START_TEST(strings_interned)
{
	const Str *a = str_intern(c, "hello", 5);
	ck_assert_ptr_eq(a, str_cstr(c, "hello"));
	ck_assert_ptr_ne(a, str_intern(c, "hello", 4));
	ck_assert_uint_eq(a->len, 5);
	ck_assert_int_eq(a->s[5], 0);
	/* Many strings: the table grows and keeps everything findable. */
	char buf[32];
	const Str *keep[2000];
	for (int i = 0; i < 2000; i++) {
		int n = snprintf(buf, sizeof buf, "s%d", i);
		keep[i] = str_intern(c, buf, (size_t)n);
	}
	for (int i = 0; i < 2000; i++) {
		int n = snprintf(buf, sizeof buf, "s%d", i);
		ck_assert_ptr_eq(keep[i], str_intern(c, buf, (size_t)n));
	}
}
END_TEST

/* An attribute holds its element and type as links into its context's
 * arena: one of another context's is refused (it would read back as
 * something else), and a nested array's elements read back as given. */
START_TEST(attr_links_round_trip)
{
	Attr *in = at_array(c, (Attr *[]){ at_int64(c, c->t_i64, 7), c->a_unit, c->a_empty_dict }, 3);
	Attr *out = at_array(c, (Attr *[]){ in, at_int64(c, c->t_i64, 7) }, 2);
	ck_assert_ptr_eq(attr_elem(out, 0), in);
	ck_assert_ptr_eq(attr_elem(attr_elem(out, 0), 1), c->a_unit);
	ck_assert_ptr_eq(attr_elem(out, 1), attr_elem(in, 0));
	ck_assert_ptr_eq(attr_type(attr_elem(in, 0)), c->t_i64);
	const Str *ns[10];
	Attr *vs[10];
	for (int i = 0; i < 10; i++) {   /* more than fit on the stack (LINKS_SMALL) */
		char k[4] = { 'k', (char)('0' + i), 0, 0 };
		ns[i] = str_cstr(c, k);
		vs[i] = at_int64(c, c->t_i64, i);
	}
	Attr *d = at_dict(c, ns, vs, 10, NULL);
	for (int i = 0; i < 10; i++) {
		ck_assert_ptr_eq(attr_name(d, (uint32_t)i), ns[i]);
		ck_assert_ptr_eq(attr_elem(d, (uint32_t)i), vs[i]);
	}
	ck_assert_ptr_eq(at_dict(c, ns, vs, 10, NULL), d);
}
END_TEST

START_TEST(attr_of_another_context_aborts)
{
	Ctx *other = ctx_new();
	Attr *foreign = at_int64(other, other->t_i64, 1);
	at_array(c, &foreign, 1);
}
END_TEST

Suite *types_suite(void)
{
	Suite *s = suite_create("types");
	TCase *tc = tcase_create("uniquing");
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, scalar_types);
	tcase_add_test(tc, shaped_types);
	tcase_add_test(tc, int_attrs);
	tcase_add_test(tc, dicts);
	tcase_add_test(tc, misc_attrs);
	tcase_add_test(tc, attrs_by_kind);
	tcase_add_test(tc, strings_interned);
	tcase_add_test(tc, attr_links_round_trip);
	tcase_add_test_raise_signal(tc, attr_of_another_context_aborts, SIGABRT);
	suite_add_tcase(s, tc);
	return s;
}
