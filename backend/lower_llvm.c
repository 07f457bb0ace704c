/* lower_llvm.c — the llvm dialect as it appears in generic input: types
 * (a reader of the `!llvm.*` type text), attributes (#llvm.linkage,
 * #llvm.fastmath, enum predicates), constants and globals, functions and
 * calls, inline asm, intrinsics, arithmetic, casts, memory and
 * aggregate ops, branches — translated the way mlir-translate-19 does. */
#include "backend.h"

#include <stdlib.h>
#include <ctype.h>
#include <string.h>

#define MAX_TYPE_DEPTH 256   /* nesting of one type text; deeper is refused */
#define MAXV 256             /* operands handled with stack arrays */

LLVMTypeRef llvm_dialect_type(Lower *L, Type *t);

/* ================================================================ types */

/* Recursive descent over the text MLIR prints inside `!llvm.<...>`
 * (nested LLVM types appear without the `!llvm.` prefix, builtin ones as
 * usual).  Every rule returns NULL on a syntax error or a type LLVM cannot
 * build, and frees what it allocated: the caller reports the error. */
typedef struct TyRd {
	Lower *L;
	const char *p, *end;
	unsigned depth;
} TyRd;

static LLVMTypeRef rd_type(TyRd *r);

static void rd_ws(TyRd *r)
{
	while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
		r->p++;
}

static int rd_lit(TyRd *r, const char *s)
{
	size_t n = strlen(s);
	rd_ws(r);
	if ((size_t)(r->end - r->p) < n || memcmp(r->p, s, n))
		return 0;
	r->p += n;
	return 1;
}

static int is_idchar(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* An identifier such as `struct`, `i32`, `f16`; returns its length. */
static size_t rd_ident(TyRd *r, const char **s)
{
	rd_ws(r);
	*s = r->p;
	/* Builtin vector dims run into the element type ("4xf32"): an
	 * identifier starts with a letter. */
	if (r->p < r->end && !(*r->p >= '0' && *r->p <= '9'))
		while (r->p < r->end && is_idchar(*r->p))
			r->p++;
	return (size_t)(r->p - *s);
}

static int rd_num(TyRd *r, uint64_t *out)
{
	uint64_t v = 0;
	rd_ws(r);
	if (r->p >= r->end || *r->p < '0' || *r->p > '9')
		return 0;
	while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
		if (v > (UINT64_C(1) << 40))
			return 0;
		v = v * 10 + (uint64_t)(*r->p++ - '0');
	}
	*out = v;
	return 1;
}

static int id_is(const char *s, size_t n, const char *kw)
{
	return strlen(kw) == n && !memcmp(s, kw, n);
}

/* A growable list of types (struct members, parameters). */
typedef struct TyList {
	LLVMTypeRef *v;
	unsigned n, cap;
} TyList;

static int tl_push(TyList *l, LLVMTypeRef t)
{
	if (l->n == l->cap) {
		unsigned cap = l->cap ? l->cap * 2 : 8;
		LLVMTypeRef *v = realloc(l->v, sizeof *v * cap);
		if (!v)
			abort();
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n++] = t;
	return 1;
}

/* `( T, T, ... )` after the opening paren; `...` allowed when vararg. */
static int rd_list(TyRd *r, TyList *l, int *vararg)
{
	if (rd_lit(r, ")"))
		return 1;
	for (;;) {
		if (vararg && rd_lit(r, "...")) {
			*vararg = 1;
			return rd_lit(r, ")");
		}
		LLVMTypeRef t = rd_type(r);
		if (!t || !tl_push(l, t))
			return 0;
		if (rd_lit(r, ")"))
			return 1;
		if (!rd_lit(r, ","))
			return 0;
	}
}

static LLVMTypeRef rd_ptr(TyRd *r)
{
	uint64_t as = 0;
	if (rd_lit(r, "<") && (!rd_num(r, &as) || as > 0xffffff || !rd_lit(r, ">")))
		return NULL;
	return LLVMPointerTypeInContext(r->L->lc, (unsigned)as);
}

static LLVMTypeRef rd_array(TyRd *r)
{
	uint64_t n;
	if (!rd_lit(r, "<") || !rd_num(r, &n) || !rd_lit(r, "x"))
		return NULL;
	LLVMTypeRef e = rd_type(r);
	return e && rd_lit(r, ">") ? LLVMArrayType2(e, n) : NULL;
}

/* vector<4xf32>, vector<[4]xf32>, vector<2x4xf32> (flattened, as the
 * backend represents builtin vectors); llvm's vec<4 x ptr>, vec<? x 4 x ptr>. */
static LLVMTypeRef rd_vector(TyRd *r, int llvm_vec)
{
	uint64_t n = 1, d;
	int scalable = 0, ndims = 0;
	if (!rd_lit(r, "<"))
		return NULL;
	if (llvm_vec && rd_lit(r, "?")) {
		if (!rd_lit(r, "x"))
			return NULL;
		scalable = 1;
	}
	for (;;) {
		rd_ws(r);
		int sc = !llvm_vec && rd_lit(r, "[");
		if (!rd_num(r, &d))
			break;
		if ((sc && !rd_lit(r, "]")) || !rd_lit(r, "x") || d > (UINT64_C(1) << 32) / n)
			return NULL;
		scalable |= sc;
		n *= d;
		ndims++;
	}
	if (!ndims || (scalable && ndims > 1) || n == 0 || n > UINT32_MAX)
		return NULL;
	LLVMTypeRef e = rd_type(r);
	if (!e || !rd_lit(r, ">"))
		return NULL;
	return scalable ? LLVMScalableVectorType(e, (unsigned)n) : LLVMVectorType(e, (unsigned)n);
}

static LLVMTypeRef rd_func(TyRd *r)
{
	TyList l = { 0 };
	int va = 0;
	LLVMTypeRef ret = NULL, f = NULL;
	if (rd_lit(r, "<") && (ret = rd_type(r)) && rd_lit(r, "(") && rd_list(r, &l, &va) && rd_lit(r, ">"))
		f = LLVMFunctionType(ret, l.v, l.n, va);
	free(l.v);
	return f;
}

/* Body of a struct: `opaque` (identified only) or `[packed] (T, ...)`.
 * Returns 1 and sets *has when a body was given. */
static int rd_struct_body(TyRd *r, TyList *l, int *packed, int *has)
{
	if (rd_lit(r, "opaque"))
		return 1;
	*packed = rd_lit(r, "packed");
	*has = 1;
	return rd_lit(r, "(") && rd_list(r, l, NULL);
}

/* struct<(T...)>, struct<packed (T...)>, struct<"name", (T...)>,
 * struct<"name", opaque>, struct<"name"> (a reference inside its own body). */
static LLVMTypeRef rd_struct(TyRd *r)
{
	TyList l = { 0 };
	int packed = 0, has = 0;
	char *name = NULL;
	LLVMTypeRef t = NULL;
	if (!rd_lit(r, "<"))
		return NULL;
	if (rd_lit(r, "\"")) {
		const char *s = r->p;
		while (r->p < r->end && *r->p != '"' && *r->p != '\\')
			r->p++;
		if (r->p >= r->end || *r->p != '"')
			return NULL;
		name = strndup(s, (size_t)(r->p - s));
		if (!name)
			abort();
		r->p++;
		if (rd_lit(r, ",") && !rd_struct_body(r, &l, &packed, &has))
			goto out;
		if (!rd_lit(r, ">"))
			goto out;
		t = LLVMGetTypeByName2(r->L->lc, name);
		if (!t)
			t = LLVMStructCreateNamed(r->L->lc, name);
		if (has && LLVMIsOpaqueStruct(t))
			LLVMStructSetBody(t, l.v, l.n, packed);
	} else if (rd_struct_body(r, &l, &packed, &has) && has && rd_lit(r, ">")) {
		t = LLVMStructTypeInContext(r->L->lc, l.v, l.n, packed);
	}
out:
	free(name);
	free(l.v);
	return t;
}

/* Keywords of types without parameters. */
static LLVMTypeRef rd_simple(TyRd *r, const char *s, size_t n)
{
	LLVMContextRef c = r->L->lc;
	static const struct { const char *kw; int k; } simple[] = {
		{ "void", 0 }, { "f16", 1 }, { "bf16", 2 }, { "f32", 3 }, { "f64", 4 }, { "f80", 5 },
		{ "f128", 6 }, { "ppc_fp128", 7 }, { "token", 8 }, { "label", 9 }, { "metadata", 10 },
	};
	for (size_t i = 0; i < sizeof simple / sizeof *simple; i++) {
		if (!id_is(s, n, simple[i].kw))
			continue;
		switch (simple[i].k) {
		case 0: return LLVMVoidTypeInContext(c);
		case 1: return LLVMHalfTypeInContext(c);
		case 2: return LLVMBFloatTypeInContext(c);
		case 3: return LLVMFloatTypeInContext(c);
		case 4: return LLVMDoubleTypeInContext(c);
		case 5: return LLVMX86FP80TypeInContext(c);
		case 6: return LLVMFP128TypeInContext(c);
		case 7: return LLVMPPCFP128TypeInContext(c);
		case 8: return LLVMTokenTypeInContext(c);
		case 9: return LLVMLabelTypeInContext(c);
		default: return LLVMMetadataTypeInContext(c);
		}
	}
	/* iN (signless only: LLVM has no signed integer types) */
	if (n >= 2 && s[0] == 'i') {
		unsigned w = 0;
		for (size_t i = 1; i < n; i++) {
			if (s[i] < '0' || s[i] > '9' || w > (1u << 23))
				return NULL;
			w = w * 10 + (unsigned)(s[i] - '0');
		}
		return w && w <= (1u << 23) ? LLVMIntTypeInContext(c, w) : NULL;
	}
	return NULL;
}

static LLVMTypeRef rd_type1(TyRd *r)
{
	const char *s;
	rd_lit(r, "!llvm.");
	size_t n = rd_ident(r, &s);
	if (id_is(s, n, "ptr"))
		return rd_ptr(r);
	if (id_is(s, n, "array"))
		return rd_array(r);
	if (id_is(s, n, "struct"))
		return rd_struct(r);
	if (id_is(s, n, "func"))
		return rd_func(r);
	if (id_is(s, n, "vector"))
		return rd_vector(r, 0);
	if (id_is(s, n, "vec"))
		return rd_vector(r, 1);
	return rd_simple(r, s, n);
}

static LLVMTypeRef rd_type(TyRd *r)
{
	if (++r->depth > MAX_TYPE_DEPTH)
		return NULL;
	LLVMTypeRef t = rd_type1(r);
	r->depth--;
	return t;
}

/* The LLVM type of an `!llvm.*` type, NULL if it is not one or malformed.
 * Called by lower_type (types.c).  `!llvm.func<...>` gives the function
 * type, which only function ops and calls use. */
LLVMTypeRef llvm_dialect_type(Lower *L, Type *t)
{
	if (t->kind != TY_OPAQUE || !t->dialect || !t->data || strcmp(t->dialect->s, "llvm"))
		return NULL;
	TyRd r = { L, t->data->s, t->data->s + t->data->len, 0 };
	LLVMTypeRef ty = rd_type(&r);
	rd_ws(&r);
	return r.p == r.end ? ty : NULL;
}

/* Types of values: lower_type, plus 1-D scalable vectors (which LLVM
 * dialect functions may pass around; the rest of the backend has none). */
static LLVMTypeRef val_type(Lower *L, Op *op, Type *t)
{
	LLVMTypeRef ty;
	if (t->kind == TY_VECTOR && t->scalable && t->n == 1)
		ty = (ty = scalar_type(L, t->elem)) ? LLVMScalableVectorType(ty, (unsigned)t->dims[0]) : NULL;
	else
		ty = lower_type(L, t);
	/* !llvm.func / void / label / metadata are not types of values */
	LLVMTypeKind k = ty ? LLVMGetTypeKind(ty) : LLVMVoidTypeKind;
	if (k == LLVMVoidTypeKind || k == LLVMFunctionTypeKind || k == LLVMLabelTypeKind || k == LLVMMetadataTypeKind)
		lower_fail(L, op, "unsupported type in '%s'", op_name(op)->name->s);
	return ty;
}

static LLVMTypeRef res_type(Lower *L, Op *op)
{
	if (op->nres != 1)
		lower_fail(L, op, "'%s' expects one result", op_name(op)->name->s);
	return val_type(L, op, value_type(&op_res(op)[0]));
}

/* A type-valued property such as elem_type or global_type. */
static LLVMTypeRef type_prop(Lower *L, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	if (!a || a->kind != AT_TYPE)
		lower_fail(L, op, "'%s' needs a type '%s'", op_name(op)->name->s, name);
	return val_type(L, op, attr_type(a));
}

/* Scratch arrays live in the context's arena: lower_fail longjmps out of
 * any handler, so nothing here may hold malloc'ed memory across a call
 * that can fail. */
/* ================================================================ attributes */

/* The text inside `#llvm.NAME<...>`, or NULL if `a` is not that attribute. */
static const char *llvm_attr(Attr *a, const char *name, size_t *len)
{
	size_t n = strlen(name);
	if (!a || a->kind != AT_OPAQUE || !a->dialect || strcmp(a->dialect->s, "llvm"))
		return NULL;
	const Str *d = a->data;
	if (d->len < n + 2 || memcmp(d->s, name, n) || d->s[n] != '<' || d->s[d->len - 1] != '>')
		return NULL;
	*len = d->len - n - 2;
	return d->s + n + 1;
}

typedef struct Word {
	const char *s;
	unsigned v;
} Word;

/* Fold the comma-separated words of `s` through the table: OR of values;
 * returns 0 and sets *bad on an unknown word. */
static unsigned words_or(const char *s, size_t n, const Word *tab, size_t ntab, int *bad)
{
	unsigned v = 0;
	size_t i = 0;
	while (i < n) {
		while (i < n && (s[i] == ' ' || s[i] == ','))
			i++;
		size_t j = i;
		while (j < n && s[j] != ' ' && s[j] != ',')
			j++;
		if (j == i)
			break;
		size_t k = 0;
		while (k < ntab && !id_is(s + i, j - i, tab[k].s))
			k++;
		if (k == ntab)
			*bad = 1;
		else
			v |= tab[k].v;
		i = j;
	}
	return v;
}

static const Word fastmath_words[] = {
	{ "none", 0 }, { "nnan", LLVMFastMathNoNaNs }, { "ninf", LLVMFastMathNoInfs },
	{ "nsz", LLVMFastMathNoSignedZeros }, { "arcp", LLVMFastMathAllowReciprocal },
	{ "contract", LLVMFastMathAllowContract }, { "afn", LLVMFastMathApproxFunc },
	{ "reassoc", LLVMFastMathAllowReassoc }, { "fast", LLVMFastMathAll },
};

/* `fastmathFlags = #llvm.fastmath<...>` on an FP instruction or call.
 * (A discardable `fastmath` attribute is what the pretty form puts there
 * by mistake; MLIR ignores it, so do we.) */
static void set_fastmath(Lower *L, Op *op, LLVMValueRef v)
{
	size_t n;
	const char *s = llvm_attr(op_attr(op, "fastmathFlags"), "fastmath", &n);
	int bad = 0;
	if (!s)
		return;
	unsigned f = words_or(s, n, fastmath_words, sizeof fastmath_words / sizeof *fastmath_words, &bad);
	if (bad)
		lower_fail(L, op, "unknown fastmath flag");
	if (f && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
		LLVMSetFastMathFlags(v, f);
}

static void set_overflow(Lower *L, Op *op, LLVMValueRef v)
{
	static const Word w[] = { { "none", 0 }, { "nsw", 1 }, { "nuw", 2 } };
	size_t n;
	const char *s = llvm_attr(op_attr(op, "overflowFlags"), "overflow", &n);
	int bad = 0;
	if (!s || !LLVMIsAInstruction(v))
		return;
	unsigned f = words_or(s, n, w, 3, &bad);
	if (bad)
		lower_fail(L, op, "unknown overflow flag");
	if (f & 1)
		LLVMSetNSW(v, 1);
	if (f & 2)
		LLVMSetNUW(v, 1);
}

static LLVMLinkage linkage_of(Lower *L, Op *op)
{
	static const Word w[] = {
		{ "private", LLVMPrivateLinkage }, { "internal", LLVMInternalLinkage },
		{ "available_externally", LLVMAvailableExternallyLinkage },
		{ "linkonce", LLVMLinkOnceAnyLinkage }, { "weak", LLVMWeakAnyLinkage },
		{ "common", LLVMCommonLinkage }, { "appending", LLVMAppendingLinkage },
		{ "extern_weak", LLVMExternalWeakLinkage }, { "linkonce_odr", LLVMLinkOnceODRLinkage },
		{ "weak_odr", LLVMWeakODRLinkage }, { "external", LLVMExternalLinkage },
	};
	size_t n;
	Attr *a = op_attr(op, "linkage");
	if (!a)
		return LLVMExternalLinkage;
	const char *s = llvm_attr(a, "linkage", &n);
	for (size_t i = 0; s && i < sizeof w / sizeof *w; i++)
		if (id_is(s, n, w[i].s))
			return (LLVMLinkage)w[i].v;
	lower_fail(L, op, "unknown linkage");
}

static unsigned cconv_of(Lower *L, Op *op)
{
	static const Word w[] = {
		{ "ccc", LLVMCCallConv }, { "fastcc", LLVMFastCallConv }, { "coldcc", LLVMColdCallConv },
		{ "tailcc", 18 }, { "swiftcc", LLVMSwiftCallConv }, { "preserve_mostcc", LLVMPreserveMostCallConv },
		{ "preserve_allcc", LLVMPreserveAllCallConv }, { "ghccc", LLVMGHCCallConv },
	};
	size_t n;
	Attr *a = op_attr(op, "CConv");
	if (!a)
		return LLVMCCallConv;
	const char *s = llvm_attr(a, "cconv", &n);
	for (size_t i = 0; s && i < sizeof w / sizeof *w; i++)
		if (id_is(s, n, w[i].s))
			return w[i].v;
	lower_fail(L, op, "unsupported calling convention");
}

static int64_t int_prop(Op *op, const char *name, int64_t dflt)
{
	Attr *a = op_attr(op, name);
	return a && (a->kind == AT_INT || a->kind == AT_BOOL) ? attr_int(a) : dflt;
}

static const char *str_prop(Op *op, const char *name, size_t *len)
{
	Attr *a = op_attr(op, name);
	if (!a || a->kind != AT_STRING)
		return NULL;
	*len = a->str->len;
	return a->str->s;
}

/* Visibility, unnamed_addr, section, alignment: common to functions and
 * globals.  (dso_local has no LLVM-C setter; it only matters for
 * non-PIC code generation of preemptible symbols, so it is dropped.) */
static void global_props(Lower *L, Op *op, LLVMValueRef g)
{
	int64_t vis = int_prop(op, "visibility_", 0), ua = int_prop(op, "unnamed_addr", 0);
	size_t n;
	const char *sec = str_prop(op, "section", &n);
	if (vis < 0 || vis > 2 || ua < 0 || ua > 2)
		lower_fail(L, op, "bad visibility or unnamed_addr");
	LLVMSetVisibility(g, (LLVMVisibility)vis);
	LLVMSetUnnamedAddress(g, (LLVMUnnamedAddr)ua);
	if (sec) {
		char *s = strndup(sec, n);
		if (!s)
			abort();
		LLVMSetSection(g, s);
		free(s);
	}
	int64_t al = int_prop(op, "alignment", 0);
	if (al > 0)
		LLVMSetAlignment(g, (unsigned)al);
}

static const char *sym_name(Lower *L, Op *op)
{
	Attr *a = op_attr(op, "sym_name");
	if (!a || a->kind != AT_STRING)
		lower_fail(L, op, "'%s' without a sym_name", op_name(op)->name->s);
	return a->str->s;
}

/* ================================================================ constants */

static void lower_undef(Lower *L, Op *op)
{
	set_lv(L, &op_res(op)[0], LLVMGetUndef(res_type(L, op)));
}

static void lower_poison(Lower *L, Op *op)
{
	set_lv(L, &op_res(op)[0], LLVMGetPoison(res_type(L, op)));
}

static void lower_zero(Lower *L, Op *op)
{
	set_lv(L, &op_res(op)[0], LLVMConstNull(res_type(L, op)));
}

/* The constant `a` denotes as a value of LLVM type `ty` (MLIR type t when
 * builtin): scalars, dense vectors, strings and dense arrays for
 * !llvm.array.  NULL when unsupported. */
static LLVMValueRef const_value(Lower *L, Attr *a, Type *t, LLVMTypeRef ty)
{
	if (a->kind == AT_STRING) {
		if (LLVMGetTypeKind(ty) != LLVMArrayTypeKind)
			return NULL;
		return LLVMConstStringInContext2(L->lc, a->str->s, a->str->len, 1);
	}
	if (t && t->kind != TY_OPAQUE)
		return const_from_attr(L, a, t);
	/* dense<...> : tensor<AxBxT> into !llvm.array<A x array<B x T>> */
	if (a->kind == AT_DENSE && attr_type(a) && ty_is_shaped(attr_type(a)) && ty_num_elements(attr_type(a)) >= 0) {
		Type *st = attr_type(a);
		if (st->kind == TY_VECTOR)
			return NULL;
		return const_dense_array(L, a, st->elem, st->dims, st->n);
	}
	return NULL;
}

static void lower_constant(Lower *L, Op *op)
{
	LLVMTypeRef ty = res_type(L, op);
	Attr *a = op_attr(op, "value");
	LLVMValueRef v = a ? const_value(L, a, value_type(&op_res(op)[0]), ty) : NULL;
	if (!v || LLVMTypeOf(v) != ty)
		lower_fail(L, op, "unsupported 'llvm.mlir.constant' value");
	set_lv(L, &op_res(op)[0], v);
}

static LLVMValueRef symbol_value(Lower *L, Op *op, const char *attr)
{
	Attr *a = op_attr(op, attr);
	if (!a || a->kind != AT_SYMREF || a->n != 1)
		lower_fail(L, op, "'%s' needs a flat symbol reference '%s'", op_name(op)->name->s, attr);
	const char *s = attr_name(a, 0)->s;
	LLVMValueRef g = LLVMGetNamedGlobal(L->mod, s);
	if (!g)
		g = LLVMGetNamedFunction(L->mod, s);
	if (!g)
		lower_fail(L, op, "reference to an undefined symbol '@%s'", s);
	return g;
}

static void lower_addressof(Lower *L, Op *op)
{
	set_lv(L, &op_res(op)[0], symbol_value(L, op, "global_name"));
}

/* ================================================================ globals */

static void decl_global(Lower *L, Op *op)
{
	const char *name = sym_name(L, op);
	LLVMTypeRef ty = type_prop(L, op, "global_type");
	int64_t as = int_prop(op, "addr_space", 0);
	if (LLVMGetNamedGlobal(L->mod, name) || LLVMGetNamedFunction(L->mod, name))
		lower_fail(L, op, "redefinition of symbol '%s'", name);
	if (as < 0 || as > 0xffffff)
		lower_fail(L, op, "bad address space");
	/* A string value gives its own array type (MLIR does the same). */
	Attr *val = op_attr(op, "value");
	if (val && val->kind == AT_STRING)
		ty = LLVMArrayType2(L->t_i8, val->str->len);
	LLVMValueRef g = LLVMAddGlobalInAddressSpace(L->mod, ty, name, (unsigned)as);
	LLVMSetLinkage(g, linkage_of(L, op));
	LLVMSetGlobalConstant(g, op_attr(op, "constant") != NULL);
	LLVMSetThreadLocal(g, op_attr(op, "thread_local_") != NULL);
	if (op_attr(op, "externally_initialized"))
		LLVMSetExternallyInitialized(g, 1);
	global_props(L, op, g);
}

/* llvm.return inside a global's initializer region hands its value here. */
static void init_return(Lower *L, Op *term, void *ud)
{
	LLVMValueRef *out = ud;
	*out = opnd(L, term, 0);
	LLVMBuildUnreachable(L->b);   /* closes the scratch block */
}

/* The initializer region: lowered into a scratch function, where the
 * builder's constant folder turns every op into a constant; what comes
 * back must be a constant (as in mlir-translate). */
static LLVMValueRef region_constant(Lower *L, Op *op, Region *r)
{
	LLVMValueRef saved_fn = L->fn, v = NULL;
	LLVMBasicBlockRef saved_bb = LLVMGetInsertBlock(L->b);
	L->fn = LLVMAddFunction(L->mod, "", LLVMFunctionType(L->t_void, NULL, 0, 0));
	LLVMPositionBuilderAtEnd(L->b, new_bb(L, ""));
	YieldTarget t = { init_return, &v, L->yield };
	L->yield = &t;
	lower_region(L, r, NULL, 0);
	L->yield = t.up;
	LLVMDeleteFunction(L->fn);
	L->fn = saved_fn;
	if (saved_bb)
		LLVMPositionBuilderAtEnd(L->b, saved_bb);
	if (!v || !LLVMIsConstant(v))
		lower_fail(L, op, "global initializer is not a constant");
	return v;
}

/* MLIR drops the initializer of external and extern_weak globals when it
 * is absent or undef (they are declarations), and gives the others undef. */
static void lower_global(Lower *L, Op *op)
{
	LLVMValueRef g = LLVMGetNamedGlobal(L->mod, sym_name(L, op));
	if (!g || L->fn)
		lower_fail(L, op, "'llvm.mlir.global' must be at module level");
	LLVMTypeRef ty = LLVMGlobalGetValueType(g);
	LLVMLinkage lk = LLVMGetLinkage(g);
	Attr *val = op_attr(op, "value");
	LLVMValueRef init = NULL;
	if (val) {
		Attr *ta = op_attr(op, "global_type");
		init = const_value(L, val, ta && ta->kind == AT_TYPE ? attr_type(ta) : NULL, ty);
		if (!init || LLVMTypeOf(init) != ty)
			lower_fail(L, op, "unsupported global initializer");
	} else if (op->nregions && region_first(&op_regions(op)[0])) {
		init = region_constant(L, op, &op_regions(op)[0]);
		if (LLVMTypeOf(init) != ty)
			lower_fail(L, op, "global initializer of the wrong type");
	}
	int drop = (lk == LLVMExternalLinkage && (!init || LLVMIsUndef(init))) || lk == LLVMExternalWeakLinkage;
	if (!drop)
		LLVMSetInitializer(g, init ? init : LLVMGetUndef(ty));
}

/* ================================================================ functions */

static LLVMTypeRef fn_type_prop(Lower *L, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	LLVMTypeRef t = a && a->kind == AT_TYPE ? llvm_dialect_type(L, attr_type(a)) : NULL;
	if (!t || LLVMGetTypeKind(t) != LLVMFunctionTypeKind)
		lower_fail(L, op, "'%s' needs an !llvm.func type '%s'", op_name(op)->name->s, name);
	return t;
}

/* passthrough = ["noinline", ["key", "value"]]: enum or string attributes. */
static void passthrough(Lower *L, Op *op, LLVMValueRef fn)
{
	Attr *a = op_attr(op, "passthrough");
	for (uint32_t i = 0; a && a->kind == AT_ARRAY && i < a->n; i++) {
		Attr *e = attr_elem(a, i), *k = e, *v = NULL;
		if (e->kind == AT_ARRAY && e->n == 2)
			k = attr_elem(e, 0), v = attr_elem(e, 1);
		if (k->kind != AT_STRING || (v && v->kind != AT_STRING))
			lower_fail(L, op, "malformed passthrough attribute");
		unsigned kind = v ? 0 : LLVMGetEnumAttributeKindForName(k->str->s, k->str->len);
		LLVMAttributeRef at = kind ? LLVMCreateEnumAttribute(L->lc, kind, 0)
		                           : LLVMCreateStringAttribute(L->lc, k->str->s, k->str->len,
		                                                       v ? v->str->s : "", v ? v->str->len : 0);
		LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, at);
	}
}

static void decl_func(Lower *L, Op *op)
{
	const char *name = sym_name(L, op);
	LLVMTypeRef ft = fn_type_prop(L, op, "function_type");
	if (LLVMGetNamedFunction(L->mod, name) || LLVMGetNamedGlobal(L->mod, name))
		lower_fail(L, op, "redefinition of symbol '%s'", name);
	LLVMValueRef fn = LLVMAddFunction(L->mod, name, ft);
	LLVMSetLinkage(fn, linkage_of(L, op));
	LLVMSetFunctionCallConv(fn, cconv_of(L, op));
	global_props(L, op, fn);
	passthrough(L, op, fn);
}

static void lower_llvm_func(Lower *L, Op *op)
{
	LLVMValueRef fn = LLVMGetNamedFunction(L->mod, sym_name(L, op));
	Region *body = op->nregions ? &op_regions(op)[0] : NULL;
	if (!fn || L->fn)
		lower_fail(L, op, "'llvm.func' must be at module level");
	if (!body || !body->first)
		return;
	unsigned n = LLVMCountParams(fn);
	LLVMValueRef *params = lower_tmp(L, sizeof *params * n);
	LLVMGetParams(fn, params);
	L->fn = fn;
	LLVMPositionBuilderAtEnd(L->b, new_bb(L, ""));
	lower_region(L, body, params, n);
	L->fn = NULL;
}

static void lower_llvm_return(Lower *L, Op *op)
{
	if (L->yield && L->yield->fn == init_return) {
		lower_yield(L, op);
		return;
	}
	if (op->nopnds == 0)
		LLVMBuildRetVoid(L->b);
	else
		LLVMBuildRet(L->b, opnd(L, op, 0));
}

/* Operands [first, nopnds) into a scratch array. */
static LLVMValueRef *args_of(Lower *L, Op *op, unsigned first)
{
	unsigned n = op->nopnds - first;
	LLVMValueRef *a = lower_tmp(L, sizeof *a * n);
	opnds_lv(L, op, first, n, a);
	return a;
}

/* The function type a call implies: its operand and result types. */
static LLVMTypeRef call_type(Lower *L, Op *op, LLVMValueRef *args, unsigned n)
{
	LLVMTypeRef *ps = lower_tmp(L, sizeof *ps * n);
	for (unsigned i = 0; i < n; i++)
		ps[i] = LLVMTypeOf(args[i]);
	LLVMTypeRef ret = op->nres ? res_type(L, op) : L->t_void;
	return LLVMFunctionType(ret, ps, n, 0);
}

static void set_result(Lower *L, Op *op, LLVMValueRef v)
{
	if (op->nres > 1)
		lower_fail(L, op, "'%s' with several results", op_name(op)->name->s);
	if (op->nres)
		set_lv(L, &op_res(op)[0], v);
}

static void lower_call(Lower *L, Op *op)
{
	Attr *callee = op_attr(op, "callee");
	unsigned first = callee ? 0 : 1;
	if (op->nopnds < first)
		lower_fail(L, op, "indirect 'llvm.call' without a callee operand");
	LLVMValueRef fn = callee ? symbol_value(L, op, "callee") : opnd(L, op, 0);
	if (LLVMGetTypeKind(LLVMTypeOf(fn)) != LLVMPointerTypeKind || (callee && !LLVMIsAFunction(fn)))
		lower_fail(L, op, "'llvm.call' of something that is not a function");
	LLVMValueRef *args = args_of(L, op, first);
	unsigned n = op->nopnds - first;
	LLVMTypeRef ft = op_attr(op, "var_callee_type") ? fn_type_prop(L, op, "var_callee_type")
	                                                : call_type(L, op, args, n);
	LLVMValueRef c = LLVMBuildCall2(L->b, ft, fn, args, n, "");
	LLVMSetInstructionCallConv(c, cconv_of(L, op));
	size_t tn;
	const char *tk = llvm_attr(op_attr(op, "TailCallKind"), "tailcallkind", &tn);
	if (tk && !id_is(tk, tn, "none"))
		LLVMSetTailCallKind(c, id_is(tk, tn, "tail") ? LLVMTailCallKindTail
		                     : id_is(tk, tn, "musttail") ? LLVMTailCallKindMustTail : LLVMTailCallKindNoTail);
	set_fastmath(L, op, c);
	set_result(L, op, c);
}

/* ------------------------------------------------ llvm.call_intrinsic */

/* Number of overload suffixes in a mangled intrinsic name ("llvm.smax.i32"
 * has one after the base "llvm.smax"). */
static unsigned suffix_count(const char *name, size_t base)
{
	unsigned k = 0;
	for (const char *p = name + base; *p; p++)
		k += *p == '.';
	return k;
}

/* Find the overload types of intrinsic `id` named `name` with type ft:
 * they are a subsequence of the signature's types (result, parameters) —
 * what LLVM's matchIntrinsicSignature deduces, which LLVM-C lacks. */
static int find_overloads(Lower *L, unsigned id, const char *name, LLVMTypeRef ft, LLVMTypeRef out[16], unsigned k)
{
	LLVMTypeRef sig[17];
	unsigned n = 0, np = LLVMCountParamTypes(ft);
	if (np > 15)
		return 0;
	if (LLVMGetReturnType(ft) != L->t_void)
		sig[n++] = LLVMGetReturnType(ft);
	LLVMGetParamTypes(ft, sig + n);
	n += np;
	/* out has 16 slots: pad it, so that a name with fewer suffixes than
	 * the intrinsic has overloads makes LLVM (which does not check the
	 * count in a release build) read our padding, not past the array. */
	for (unsigned i = k; i < 16; i++)
		out[i] = L->t_i64;
	for (uint32_t mask = 0; mask < (1u << n); mask++) {
		if ((unsigned)__builtin_popcount(mask) != k)
			continue;
		unsigned j = 0;
		for (unsigned i = 0; i < n; i++)
			if (mask >> i & 1)
				out[j++] = sig[i];
		size_t len;
		const char *m = LLVMIntrinsicCopyOverloadedName2(L->mod, id, out, k, &len);
		int same = !strcmp(m, name);
		free((void *)m);
		if (same && LLVMIntrinsicGetType(L->lc, id, out, k) == ft)
			return 1;
	}
	return 0;
}

static void lower_call_intrinsic(Lower *L, Op *op)
{
	size_t len;
	const char *name = str_prop(op, "intrin", &len);
	if (!name)
		lower_fail(L, op, "'llvm.call_intrinsic' without 'intrin'");
	unsigned id = LLVMLookupIntrinsicID(name, len);
	if (!id)
		lower_fail(L, op, "unknown intrinsic '%s'", name);
	LLVMValueRef *args = args_of(L, op, 0);
	LLVMTypeRef ft = call_type(L, op, args, op->nopnds), tys[16];
	unsigned k = 0;
	if (LLVMIntrinsicIsOverloaded(id)) {
		size_t base;
		LLVMIntrinsicGetName(id, &base);
		k = suffix_count(name, base);
		if (k == 0 || k > 16 || !find_overloads(L, id, name, ft, tys, k))
			lower_fail(L, op, "cannot match intrinsic '%s' to its operand and result types", name);
	} else if (LLVMIntrinsicGetType(L->lc, id, NULL, 0) != ft) {
		lower_fail(L, op, "intrinsic '%s' called with the wrong types", name);
	}
	LLVMValueRef f = LLVMGetIntrinsicDeclaration(L->mod, id, tys, k);
	LLVMValueRef c = LLVMBuildCall2(L->b, ft, f, args, op->nopnds, "");
	set_fastmath(L, op, c);
	set_result(L, op, c);
}

/* ------------------------------------------------ llvm.inline_asm */

/* operand_attrs: [{elementtype = T}, {}...] for indirect ("=*m") operands. */
static void asm_operand_attrs(Lower *L, Op *op, LLVMValueRef call)
{
	Attr *a = op_attr(op, "operand_attrs");
	unsigned kind = LLVMGetEnumAttributeKindForName("elementtype", 11);
	for (uint32_t i = 0; a && a->kind == AT_ARRAY && i < a->n; i++) {
		Attr *d = attr_elem(a, i), *et = d->kind == AT_DICT ? at_dict_get(d, "elementtype") : NULL;
		if (!et)
			continue;
		if (et->kind != AT_TYPE)
			lower_fail(L, op, "malformed operand_attrs");
		LLVMAttributeRef at = LLVMCreateTypeAttribute(L->lc, kind, val_type(L, op, attr_type(et)));
		LLVMAddCallSiteAttribute(call, (LLVMAttributeIndex)(i + 1), at);
	}
}

/* LLVM 19's constraint parser reads past its buffer on some malformed
 * codes (fuzz-pipeline: "@{dirflag}"), so each comma-separated code is
 * checked first: prefixes = ~ * & % !, then a letter code, {reg}, digits,
 * or @cc... (flag outputs). */
static int bad_constraint(const char *s, size_t n)
{
	size_t i = 0;
	while (n && i <= n) {
		size_t e = i;
		while (e < n && s[e] != ',')
			e++;
		size_t j = i;
		while (j < e && strchr("=~*&%!+", s[j]))
			j++;
		if (j == e)
			return 1;
		if (s[j] == '{') {
			if (s[e - 1] != '}' || e - j < 3)
				return 1;
		} else if (s[j] == '@') {
			if (e - j < 4 || strncmp(s + j, "@cc", 3))
				return 1;
		} else {
			for (size_t k = j; k < e; k++)
				if (!isalnum((unsigned char)s[k]) && !strchr("<>_^|", s[k]))
					return 1;
		}
		i = e + 1;
	}
	return 0;
}

static void lower_inline_asm(Lower *L, Op *op)
{
	size_t na = 0, nc = 0;
	const char *as = str_prop(op, "asm_string", &na), *cons = str_prop(op, "constraints", &nc);
	if (!as || !cons)
		lower_fail(L, op, "'llvm.inline_asm' needs asm_string and constraints");
	if (bad_constraint(cons, nc))
		lower_fail(L, op, "'llvm.inline_asm': malformed constraints \"%.*s\"", (int)nc, cons);
	int64_t dialect = int_prop(op, "asm_dialect", 0);
	if (dialect != 0 && dialect != 1)
		lower_fail(L, op, "unknown asm_dialect %lld", (long long)dialect);
	LLVMValueRef *args = args_of(L, op, 0);
	LLVMTypeRef ft = call_type(L, op, args, op->nopnds);
	LLVMValueRef asmv = LLVMGetInlineAsm(ft, as, na, cons, nc, op_attr(op, "has_side_effects") != NULL,
	                                     op_attr(op, "is_align_stack") != NULL,
	                                     dialect ? LLVMInlineAsmDialectIntel : LLVMInlineAsmDialectATT, 0);
	LLVMValueRef c = LLVMBuildCall2(L->b, ft, asmv, args, op->nopnds, "");
	if (!L->nasm++)
		L->asm_pos = op->pos;
	asm_operand_attrs(L, op, c);
	set_result(L, op, c);
}

/* ================================================================ arithmetic */

enum { FL_NONE, FL_OVF, FL_FMF };

/* One X-macro list gives the handler table rows and, at the same index,
 * the opcode of each op, so a handler serves a whole family. */
#define LLVM_BINOPS(X) \
	X("llvm.add", LLVMAdd, FL_OVF) X("llvm.sub", LLVMSub, FL_OVF) X("llvm.mul", LLVMMul, FL_OVF) \
	X("llvm.shl", LLVMShl, FL_OVF) X("llvm.udiv", LLVMUDiv, FL_NONE) X("llvm.sdiv", LLVMSDiv, FL_NONE) \
	X("llvm.urem", LLVMURem, FL_NONE) X("llvm.srem", LLVMSRem, FL_NONE) X("llvm.and", LLVMAnd, FL_NONE) \
	X("llvm.or", LLVMOr, FL_NONE) X("llvm.xor", LLVMXor, FL_NONE) X("llvm.lshr", LLVMLShr, FL_NONE) \
	X("llvm.ashr", LLVMAShr, FL_NONE) X("llvm.fadd", LLVMFAdd, FL_FMF) X("llvm.fsub", LLVMFSub, FL_FMF) \
	X("llvm.fmul", LLVMFMul, FL_FMF) X("llvm.fdiv", LLVMFDiv, FL_FMF) X("llvm.frem", LLVMFRem, FL_FMF)

#define LLVM_CASTS(X) \
	X("llvm.sext", LLVMSExt, FL_NONE) X("llvm.zext", LLVMZExt, FL_NONE) X("llvm.trunc", LLVMTrunc, FL_NONE) \
	X("llvm.sitofp", LLVMSIToFP, FL_NONE) X("llvm.uitofp", LLVMUIToFP, FL_NONE) \
	X("llvm.fptosi", LLVMFPToSI, FL_NONE) X("llvm.fptoui", LLVMFPToUI, FL_NONE) \
	X("llvm.fpext", LLVMFPExt, FL_NONE) X("llvm.fptrunc", LLVMFPTrunc, FL_NONE) \
	X("llvm.bitcast", LLVMBitCast, FL_NONE) X("llvm.ptrtoint", LLVMPtrToInt, FL_NONE) \
	X("llvm.inttoptr", LLVMIntToPtr, FL_NONE) X("llvm.addrspacecast", LLVMAddrSpaceCast, FL_NONE)

typedef struct OpcodeRow {
	LLVMOpcode opc;
	int flags;
} OpcodeRow;

#define ROW(name, opc, fl) { opc, fl },
static const OpcodeRow opcode_rows[] = { LLVM_BINOPS(ROW) LLVM_CASTS(ROW) };
#undef ROW
#define COUNT(name, opc, fl) +1
enum { NBINOPS = 0 LLVM_BINOPS(COUNT), NOPCODES = NBINOPS LLVM_CASTS(COUNT) };
#undef COUNT

/* The row of op in opcode_rows: its handler entry's index in the table. */
static const OpcodeRow *opcode_row(Lower *L, Op *op)
{
	const LowerEntry *e = lower_handler(L, op_name(op));
	ptrdiff_t i = e ? e - lower_llvm_ops : -1;
	if (i < 0 || i >= NOPCODES)
		lower_fail(L, op, "internal error: '%s' is not in the opcode table", op_name(op)->name->s);
	return &opcode_rows[i];
}

/* ---- operand checks: LLVM (a release build) does not check what it
 * builds, and its constant folder can crash on ill-typed constants, so
 * the kinds of operands are checked here (the rest is left to the module
 * verifier). */

enum { K_INT = 1, K_FP = 2, K_PTR = 4, K_OTHER = 8 };

/* Kind of a scalar or of a vector's elements; *n the lane count (0: scalar). */
static int kind_of(LLVMTypeRef t, unsigned *n)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	*n = 0;
	if (k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind) {
		*n = LLVMGetVectorSize(t) + (k == LLVMScalableVectorTypeKind ? 1u << 31 : 0);
		t = LLVMGetElementType(t);
		k = LLVMGetTypeKind(t);
	}
	switch (k) {
	case LLVMIntegerTypeKind: return K_INT;
	case LLVMHalfTypeKind: case LLVMBFloatTypeKind: case LLVMFloatTypeKind: case LLVMDoubleTypeKind:
	case LLVMX86_FP80TypeKind: case LLVMFP128TypeKind: case LLVMPPC_FP128TypeKind: return K_FP;
	case LLVMPointerTypeKind: return K_PTR;
	default: return K_OTHER;
	}
}

static LLVMTypeRef scalar_of(LLVMTypeRef t)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	return k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind ? LLVMGetElementType(t) : t;
}

/* Operands [0, n) all of type `t`, of one of the kinds in `kinds`. */
static void check_same(Lower *L, Op *op, unsigned n, int kinds)
{
	unsigned lanes;
	LLVMTypeRef t = LLVMTypeOf(opnd(L, op, 0));
	for (unsigned i = 1; i < n; i++)
		if (LLVMTypeOf(opnd(L, op, i)) != t)
			lower_fail(L, op, "'%s' operands of different types", op_name(op)->name->s);
	if (!(kind_of(t, &lanes) & kinds))
		lower_fail(L, op, "'%s' on an operand of the wrong type", op_name(op)->name->s);
}

/* Bits of a scalar int/float type (the cast rules compare them). */
static unsigned scalar_bits(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t);
	case LLVMHalfTypeKind: case LLVMBFloatTypeKind: return 16;
	case LLVMFloatTypeKind: return 32;
	case LLVMDoubleTypeKind: return 64;
	case LLVMX86_FP80TypeKind: return 80;
	default: return 128;
	}
}

/* LLVM's castIsValid, for the casts of the dialect. */
static int cast_ok(LLVMOpcode opc, LLVMTypeRef from, LLVMTypeRef to)
{
	unsigned nf, nt;
	int kf = kind_of(from, &nf), kt = kind_of(to, &nt);
	if (kf == K_OTHER || kt == K_OTHER)
		return 0;
	unsigned bf = kf == K_PTR ? 0 : scalar_bits(scalar_of(from)), bt = kt == K_PTR ? 0 : scalar_bits(scalar_of(to));
	if (opc == LLVMBitCast) {
		/* same total size (fixed lanes); pointers only to pointers of their space */
		if (kf == K_PTR || kt == K_PTR)
			return kf == kt && nf == nt &&
			       LLVMGetPointerAddressSpace(scalar_of(from)) == LLVMGetPointerAddressSpace(scalar_of(to));
		if ((nf | nt) >> 31)
			return nf == nt && bf == bt;
		return (uint64_t)bf * (nf ? nf : 1) == (uint64_t)bt * (nt ? nt : 1);
	}
	if (nf != nt)
		return 0;
	switch (opc) {
	case LLVMSExt: case LLVMZExt: return kf == K_INT && kt == K_INT && bf < bt;
	case LLVMTrunc: return kf == K_INT && kt == K_INT && bf > bt;
	case LLVMSIToFP: case LLVMUIToFP: return kf == K_INT && kt == K_FP;
	case LLVMFPToSI: case LLVMFPToUI: return kf == K_FP && kt == K_INT;
	case LLVMFPExt: return kf == K_FP && kt == K_FP && bf < bt;
	case LLVMFPTrunc: return kf == K_FP && kt == K_FP && bf > bt;
	case LLVMPtrToInt: return kf == K_PTR && kt == K_INT;
	case LLVMIntToPtr: return kf == K_INT && kt == K_PTR;
	case LLVMAddrSpaceCast:
		return kf == K_PTR && kt == K_PTR &&
		       LLVMGetPointerAddressSpace(scalar_of(from)) != LLVMGetPointerAddressSpace(scalar_of(to));
	default: return 0;
	}
}

static void lower_binop(Lower *L, Op *op)
{
	const OpcodeRow *r = opcode_row(L, op);
	check_same(L, op, 2, r->flags == FL_FMF ? K_FP : K_INT);
	LLVMValueRef v = LLVMBuildBinOp(L->b, r->opc, opnd(L, op, 0), opnd(L, op, 1), "");
	if (r->flags == FL_OVF)
		set_overflow(L, op, v);
	else if (r->flags == FL_FMF)
		set_fastmath(L, op, v);
	set_lv(L, &op_res(op)[0], v);
}

static void lower_cast(Lower *L, Op *op)
{
	const OpcodeRow *r = opcode_row(L, op);
	LLVMValueRef x = opnd(L, op, 0);
	LLVMTypeRef to = res_type(L, op);
	if (!cast_ok(r->opc, LLVMTypeOf(x), to))
		lower_fail(L, op, "invalid '%s'", op_name(op)->name->s);
	set_lv(L, &op_res(op)[0], LLVMBuildCast(L->b, r->opc, x, to, ""));
}

static void lower_fneg(Lower *L, Op *op)
{
	check_same(L, op, 1, K_FP);
	LLVMValueRef v = LLVMBuildFNeg(L->b, opnd(L, op, 0), "");
	set_fastmath(L, op, v);
	set_lv(L, &op_res(op)[0], v);
}

static void lower_freeze(Lower *L, Op *op)
{
	set_lv(L, &op_res(op)[0], LLVMBuildFreeze(L->b, opnd(L, op, 0), ""));
}

static void lower_icmp(Lower *L, Op *op)
{
	/* MLIR's ICmpPredicate order: eq ne slt sle sgt sge ult ule ugt uge */
	static const LLVMIntPredicate pred[] = {
		LLVMIntEQ, LLVMIntNE, LLVMIntSLT, LLVMIntSLE, LLVMIntSGT,
		LLVMIntSGE, LLVMIntULT, LLVMIntULE, LLVMIntUGT, LLVMIntUGE,
	};
	int64_t p = int_prop(op, "predicate", -1);
	if (p < 0 || p >= (int64_t)(sizeof pred / sizeof *pred))
		lower_fail(L, op, "bad 'llvm.icmp' predicate");
	check_same(L, op, 2, K_INT | K_PTR);
	set_lv(L, &op_res(op)[0], LLVMBuildICmp(L->b, pred[p], opnd(L, op, 0), opnd(L, op, 1), ""));
}

static void lower_fcmp(Lower *L, Op *op)
{
	/* MLIR's FCmpPredicate order (LLVM-C's enum puts uno before ueq) */
	static const LLVMRealPredicate pred[] = {
		LLVMRealPredicateFalse, LLVMRealOEQ, LLVMRealOGT, LLVMRealOGE, LLVMRealOLT, LLVMRealOLE,
		LLVMRealONE, LLVMRealORD, LLVMRealUEQ, LLVMRealUGT, LLVMRealUGE, LLVMRealULT,
		LLVMRealULE, LLVMRealUNE, LLVMRealUNO, LLVMRealPredicateTrue,
	};
	int64_t p = int_prop(op, "predicate", -1);
	if (p < 0 || p > 15)
		lower_fail(L, op, "bad 'llvm.fcmp' predicate");
	check_same(L, op, 2, K_FP);
	LLVMValueRef v = LLVMBuildFCmp(L->b, pred[p], opnd(L, op, 0), opnd(L, op, 1), "");
	set_fastmath(L, op, v);
	set_lv(L, &op_res(op)[0], v);
}

static void lower_select(Lower *L, Op *op)
{
	unsigned nc, nv;
	LLVMTypeRef ct = LLVMTypeOf(opnd(L, op, 0)), vt = LLVMTypeOf(opnd(L, op, 1));
	if (LLVMTypeOf(opnd(L, op, 2)) != vt || kind_of(ct, &nc) != K_INT || LLVMGetIntTypeWidth(scalar_of(ct)) != 1 ||
	    (nc && (kind_of(vt, &nv) == K_OTHER || nv != nc)))
		lower_fail(L, op, "invalid 'llvm.select'");
	LLVMValueRef v = LLVMBuildSelect(L->b, opnd(L, op, 0), opnd(L, op, 1), opnd(L, op, 2), "");
	set_fastmath(L, op, v);
	set_lv(L, &op_res(op)[0], v);
}

/* ================================================================ llvm.intr.* */

/* Which operand types an intrinsic is overloaded on: the result's, the
 * result's and operand 1's (powi), the three pointer/length operands
 * (memcpy, memmove), operands 0 and 2 (memset), or the last operand's
 * (vector reductions).  `flag` names an i1 property passed as a trailing
 * immediate argument (is_zero_poison, isVolatile...). */
enum { OV_RES, OV_RES_A1, OV_A012, OV_A02, OV_ALAST };

#define LLVM_INTRS(X) \
	X("llvm.intr.smax", "llvm.smax", OV_RES, NULL) X("llvm.intr.smin", "llvm.smin", OV_RES, NULL) \
	X("llvm.intr.umax", "llvm.umax", OV_RES, NULL) X("llvm.intr.umin", "llvm.umin", OV_RES, NULL) \
	X("llvm.intr.abs", "llvm.abs", OV_RES, "is_int_min_poison") \
	X("llvm.intr.ctlz", "llvm.ctlz", OV_RES, "is_zero_poison") \
	X("llvm.intr.cttz", "llvm.cttz", OV_RES, "is_zero_poison") \
	X("llvm.intr.ctpop", "llvm.ctpop", OV_RES, NULL) X("llvm.intr.bswap", "llvm.bswap", OV_RES, NULL) \
	X("llvm.intr.bitreverse", "llvm.bitreverse", OV_RES, NULL) \
	X("llvm.intr.fshl", "llvm.fshl", OV_RES, NULL) X("llvm.intr.fshr", "llvm.fshr", OV_RES, NULL) \
	X("llvm.intr.fabs", "llvm.fabs", OV_RES, NULL) X("llvm.intr.sqrt", "llvm.sqrt", OV_RES, NULL) \
	X("llvm.intr.exp", "llvm.exp", OV_RES, NULL) X("llvm.intr.exp2", "llvm.exp2", OV_RES, NULL) \
	X("llvm.intr.log", "llvm.log", OV_RES, NULL) X("llvm.intr.log2", "llvm.log2", OV_RES, NULL) \
	X("llvm.intr.log10", "llvm.log10", OV_RES, NULL) X("llvm.intr.sin", "llvm.sin", OV_RES, NULL) \
	X("llvm.intr.cos", "llvm.cos", OV_RES, NULL) X("llvm.intr.pow", "llvm.pow", OV_RES, NULL) \
	X("llvm.intr.powi", "llvm.powi", OV_RES_A1, NULL) X("llvm.intr.fma", "llvm.fma", OV_RES, NULL) \
	X("llvm.intr.fmuladd", "llvm.fmuladd", OV_RES, NULL) X("llvm.intr.floor", "llvm.floor", OV_RES, NULL) \
	X("llvm.intr.ceil", "llvm.ceil", OV_RES, NULL) X("llvm.intr.round", "llvm.round", OV_RES, NULL) \
	X("llvm.intr.roundeven", "llvm.roundeven", OV_RES, NULL) X("llvm.intr.trunc", "llvm.trunc", OV_RES, NULL) \
	X("llvm.intr.rint", "llvm.rint", OV_RES, NULL) X("llvm.intr.nearbyint", "llvm.nearbyint", OV_RES, NULL) \
	X("llvm.intr.copysign", "llvm.copysign", OV_RES, NULL) \
	X("llvm.intr.minnum", "llvm.minnum", OV_RES, NULL) X("llvm.intr.maxnum", "llvm.maxnum", OV_RES, NULL) \
	X("llvm.intr.minimum", "llvm.minimum", OV_RES, NULL) X("llvm.intr.maximum", "llvm.maximum", OV_RES, NULL) \
	X("llvm.intr.memcpy", "llvm.memcpy", OV_A012, "isVolatile") \
	X("llvm.intr.memmove", "llvm.memmove", OV_A012, "isVolatile") \
	X("llvm.intr.memset", "llvm.memset", OV_A02, "isVolatile") \
	X("llvm.intr.vector.reduce.add", "llvm.vector.reduce.add", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.mul", "llvm.vector.reduce.mul", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.and", "llvm.vector.reduce.and", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.or", "llvm.vector.reduce.or", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.xor", "llvm.vector.reduce.xor", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.smax", "llvm.vector.reduce.smax", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.smin", "llvm.vector.reduce.smin", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.umax", "llvm.vector.reduce.umax", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.umin", "llvm.vector.reduce.umin", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.fadd", "llvm.vector.reduce.fadd", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.fmul", "llvm.vector.reduce.fmul", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.fmax", "llvm.vector.reduce.fmax", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.fmin", "llvm.vector.reduce.fmin", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.fmaximum", "llvm.vector.reduce.fmaximum", OV_ALAST, NULL) \
	X("llvm.intr.vector.reduce.fminimum", "llvm.vector.reduce.fminimum", OV_ALAST, NULL)

typedef struct IntrRow {
	const char *llvm;
	int ov;
	const char *flag;
} IntrRow;

#define ROW(name, llvm, ov, flag) { llvm, ov, flag },
static const IntrRow intr_rows[] = { LLVM_INTRS(ROW) };
#undef ROW
#define COUNT(name, llvm, ov, flag) +1
enum { NINTRS = 0 LLVM_INTRS(COUNT) };
#undef COUNT

static void lower_intr(Lower *L, Op *op)
{
	const LowerEntry *e = lower_handler(L, op_name(op));
	ptrdiff_t i = e ? e - lower_llvm_ops - NOPCODES : -1;
	if (i < 0 || i >= NINTRS || op->nopnds == 0 || op->nopnds > 8)
		lower_fail(L, op, "internal error: bad '%s'", op_name(op)->name->s);
	const IntrRow *r = &intr_rows[i];
	LLVMValueRef args[9];
	unsigned n = op->nopnds;
	opnds_lv(L, op, 0, n, args);
	if (r->flag) {
		Attr *f = op_attr(op, r->flag);
		if (!f || (f->kind != AT_BOOL && f->kind != AT_INT))
			lower_fail(L, op, "'%s' needs '%s'", op_name(op)->name->s, r->flag);
		args[n++] = LLVMConstInt(L->t_i1, attr_int(f) != 0, 0);
	}
	LLVMTypeRef tys[3];
	unsigned k = 0;
	switch (r->ov) {
	case OV_RES: tys[k++] = res_type(L, op); break;
	case OV_RES_A1: tys[k++] = res_type(L, op); tys[k++] = LLVMTypeOf(args[1]); break;
	case OV_A012:
		if (op->nopnds < 3)
			lower_fail(L, op, "'%s' needs three operands", op_name(op)->name->s);
		for (; k < 3; k++)
			tys[k] = LLVMTypeOf(args[k]);
		break;
	case OV_A02:
		if (op->nopnds < 3)
			lower_fail(L, op, "'%s' needs three operands", op_name(op)->name->s);
		tys[k++] = LLVMTypeOf(args[0]);
		tys[k++] = LLVMTypeOf(args[2]);
		break;
	default: tys[k++] = LLVMTypeOf(args[op->nopnds - 1]); break;
	}
	LLVMTypeRef ft;
	LLVMValueRef fn = intrinsic(L, r->llvm, tys, k, &ft);
	if (LLVMCountParamTypes(ft) != n)
		lower_fail(L, op, "'%s' has the wrong number of operands", op_name(op)->name->s);
	LLVMValueRef c = LLVMBuildCall2(L->b, ft, fn, args, n, "");
	set_fastmath(L, op, c);
	set_result(L, op, c);
}

/* ================================================================ memory */

/* ordering (LLVM's AtomicOrdering numbering), volatile_, alignment,
 * nontemporal; access-group / alias / tbaa metadata are hints, dropped. */
static void mem_flags(Lower *L, Op *op, LLVMValueRef v)
{
	int64_t al = int_prop(op, "alignment", 0), ord = int_prop(op, "ordering", 0);
	if (al > 0)
		LLVMSetAlignment(v, (unsigned)al);
	if (op_attr(op, "volatile_"))
		LLVMSetVolatile(v, 1);
	if (ord < 0 || ord > 7 || ord == 3)
		lower_fail(L, op, "bad atomic ordering");
	if (ord)
		LLVMSetOrdering(v, (LLVMAtomicOrdering)ord);
	if (op_attr(op, "syncscope"))
		lower_fail(L, op, "syncscope is not supported");
	if (op_attr(op, "nontemporal")) {
		LLVMMetadataRef one = LLVMValueAsMetadata(LLVMConstInt(L->t_i32, 1, 0));
		LLVMValueRef md = LLVMMetadataAsValue(L->lc, LLVMMDNodeInContext2(L->lc, &one, 1));
		LLVMSetMetadata(v, LLVMGetMDKindIDInContext(L->lc, "nontemporal", 11), md);
	}
}

static void check_ptr(Lower *L, Op *op, unsigned i)
{
	if (LLVMGetTypeKind(LLVMTypeOf(opnd(L, op, i))) != LLVMPointerTypeKind)
		lower_fail(L, op, "'%s' needs a pointer operand", op_name(op)->name->s);
}

static void lower_load(Lower *L, Op *op)
{
	check_ptr(L, op, 0);
	LLVMValueRef v = LLVMBuildLoad2(L->b, res_type(L, op), opnd(L, op, 0), "");
	mem_flags(L, op, v);
	set_lv(L, &op_res(op)[0], v);
}

static void lower_store(Lower *L, Op *op)
{
	check_ptr(L, op, 1);
	mem_flags(L, op, LLVMBuildStore(L->b, opnd(L, op, 0), opnd(L, op, 1)));
}

static void lower_alloca(Lower *L, Op *op)
{
	LLVMTypeRef et = type_prop(L, op, "elem_type");
	if (LLVMGetPointerAddressSpace(res_type(L, op)) != 0)
		lower_fail(L, op, "alloca in a non-default address space");
	LLVMValueRef v = LLVMBuildArrayAlloca(L->b, et, opnd(L, op, 0), "");
	int64_t al = int_prop(op, "alignment", 0);
	if (al > 0)
		LLVMSetAlignment(v, (unsigned)al);
	set_lv(L, &op_res(op)[0], v);
}

/* The indices step through `et` legally: integers everywhere, struct
 * fields by an in-range i32 constant. */
static int gep_ok(LLVMTypeRef et, LLVMValueRef *idx, unsigned n)
{
	LLVMTypeRef t = et;
	for (unsigned i = 0; i < n; i++) {
		unsigned lanes;
		if (kind_of(LLVMTypeOf(idx[i]), &lanes) != K_INT)
			return 0;
		if (i == 0)
			continue;
		switch (LLVMGetTypeKind(t)) {
		case LLVMStructTypeKind: {
			if (!LLVMIsAConstantInt(idx[i]) || LLVMGetIntTypeWidth(LLVMTypeOf(idx[i])) != 32)
				return 0;
			unsigned long long k = LLVMConstIntGetZExtValue(idx[i]);
			if (k >= LLVMCountStructElementTypes(t))
				return 0;
			t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
			break;
		}
		case LLVMArrayTypeKind:
		case LLVMVectorTypeKind:
			t = LLVMGetElementType(t);
			break;
		default:
			return 0;
		}
	}
	return 1;
}

/* Indices from rawConstantIndices (i32 constants, as mlir-translate
 * emits them) with INT32_MIN marking the next dynamic operand. */
static void lower_gep(Lower *L, Op *op)
{
	Attr *raw = op_attr(op, "rawConstantIndices");
	if (!raw || raw->kind != AT_DENSE_ARRAY || raw->ival > MAXV)
		lower_fail(L, op, "'llvm.getelementptr' needs rawConstantIndices");
	LLVMValueRef idx[MAXV];
	unsigned n = (unsigned)raw->ival, dyn = 1;
	for (unsigned i = 0; i < n; i++) {
		int32_t c;
		memcpy(&c, raw->bytes + 4 * i, 4);
		idx[i] = c == INT32_MIN ? opnd(L, op, dyn++) : LLVMConstInt(L->t_i32, (unsigned long long)(int64_t)c, 1);
	}
	if (dyn != op->nopnds)
		lower_fail(L, op, "'llvm.getelementptr' dynamic indices do not match its operands");
	LLVMTypeRef et = type_prop(L, op, "elem_type");
	LLVMValueRef base = opnd(L, op, 0);
	unsigned lanes;
	if (kind_of(LLVMTypeOf(base), &lanes) != K_PTR || !gep_ok(et, idx, n))
		lower_fail(L, op, "invalid 'llvm.getelementptr' (base or indices)");
	LLVMValueRef v = op_attr(op, "inbounds") ? LLVMBuildInBoundsGEP2(L->b, et, base, idx, n, "")
	                                        : LLVMBuildGEP2(L->b, et, base, idx, n, "");
	set_lv(L, &op_res(op)[0], v);
}

/* position = array<i64: a, b, c> */
static unsigned position(Lower *L, Op *op, unsigned *pos)
{
	Attr *a = op_attr(op, "position");
	if (!a || a->kind != AT_DENSE_ARRAY || a->ival < 1 || a->ival > 64)
		lower_fail(L, op, "'%s' needs a position", op_name(op)->name->s);
	for (unsigned i = 0; i < (unsigned)a->ival; i++) {
		int64_t p;
		memcpy(&p, a->bytes + 8 * i, 8);
		if (p < 0 || p > UINT32_MAX)
			lower_fail(L, op, "bad position");
		pos[i] = (unsigned)p;
	}
	return (unsigned)a->ival;
}

/* The type at `pos` inside aggregate type t, NULL if out of range. */
static LLVMTypeRef agg_at(LLVMTypeRef t, unsigned pos)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMStructTypeKind:
		return pos < LLVMCountStructElementTypes(t) ? LLVMStructGetTypeAtIndex(t, pos) : NULL;
	case LLVMArrayTypeKind:
		return pos < LLVMGetArrayLength2(t) ? LLVMGetElementType(t) : NULL;
	default:
		return NULL;
	}
}

static void check_position(Lower *L, Op *op, LLVMTypeRef t, unsigned *pos, unsigned n, LLVMTypeRef leaf)
{
	for (unsigned i = 0; i < n && t; i++)
		t = agg_at(t, pos[i]);
	if (!t || (leaf && t != leaf))
		lower_fail(L, op, "'%s' position does not match the aggregate type", op_name(op)->name->s);
}

/* LLVM-C extracts/inserts one level at a time: a nested position is a
 * chain (the same value as LLVM's multi-index instruction). */
static void lower_extractvalue(Lower *L, Op *op)
{
	unsigned pos[64], n = position(L, op, pos);
	LLVMValueRef v = opnd(L, op, 0);
	check_position(L, op, LLVMTypeOf(v), pos, n, NULL);
	for (unsigned i = 0; i < n; i++)
		v = LLVMBuildExtractValue(L->b, v, pos[i], "");
	set_lv(L, &op_res(op)[0], v);
}

static void lower_insertvalue(Lower *L, Op *op)
{
	unsigned pos[64], n = position(L, op, pos);
	LLVMValueRef outer[64];
	outer[0] = opnd(L, op, 0);
	check_position(L, op, LLVMTypeOf(outer[0]), pos, n, LLVMTypeOf(opnd(L, op, 1)));
	for (unsigned i = 0; i + 1 < n; i++)
		outer[i + 1] = LLVMBuildExtractValue(L->b, outer[i], pos[i], "");
	LLVMValueRef v = opnd(L, op, 1);
	for (unsigned i = n; i-- > 0;)
		v = LLVMBuildInsertValue(L->b, outer[i], v, pos[i], "");
	set_lv(L, &op_res(op)[0], v);
}

/* Operand 0 a vector, operand `ii` an integer index, operand `vi` (if
 * any) of the element type. */
static void check_vec(Lower *L, Op *op, unsigned ii, int vi)
{
	unsigned lanes, li;
	LLVMTypeRef vt = LLVMTypeOf(opnd(L, op, 0));
	if (kind_of(vt, &lanes) == K_OTHER || !lanes || kind_of(LLVMTypeOf(opnd(L, op, ii)), &li) != K_INT || li ||
	    (vi >= 0 && LLVMTypeOf(opnd(L, op, (unsigned)vi)) != LLVMGetElementType(vt)))
		lower_fail(L, op, "invalid '%s'", op_name(op)->name->s);
}

static void lower_extractelement(Lower *L, Op *op)
{
	check_vec(L, op, 1, -1);
	set_lv(L, &op_res(op)[0], lane0_element(L, op, opnd(L, op, 0), opnd(L, op, 1)));
}

static void lower_insertelement(Lower *L, Op *op)
{
	check_vec(L, op, 2, 1);
	set_lv(L, &op_res(op)[0], LLVMBuildInsertElement(L->b, opnd(L, op, 0), opnd(L, op, 1), opnd(L, op, 2), ""));
}

static void lower_shufflevector(Lower *L, Op *op)
{
	Attr *m = op_attr(op, "mask");
	if (!m || m->kind != AT_DENSE_ARRAY || m->ival < 1 || m->ival > 65536)
		lower_fail(L, op, "'llvm.shufflevector' needs a mask");
	LLVMTypeRef vt = LLVMTypeOf(opnd(L, op, 0));
	if (LLVMGetTypeKind(res_type(L, op)) == LLVMScalableVectorTypeKind || LLVMGetTypeKind(vt) != LLVMVectorTypeKind)
		lower_fail(L, op, "'llvm.shufflevector' only on fixed vectors");
	check_same(L, op, 2, K_INT | K_FP | K_PTR);
	unsigned n = (unsigned)m->ival;
	LLVMValueRef *els = lower_tmp(L, sizeof *els * n);
	for (unsigned i = 0; i < n; i++) {
		int32_t c;
		memcpy(&c, m->bytes + 4 * i, 4);
		els[i] = c < 0 ? LLVMGetPoison(L->t_i32) : LLVMConstInt(L->t_i32, (unsigned long long)c, 0);
	}
	LLVMValueRef mask = LLVMConstVector(els, n);
	set_lv(L, &op_res(op)[0], LLVMBuildShuffleVector(L->b, opnd(L, op, 0), opnd(L, op, 1), mask, ""));
}

/* ================================================================ branches */

/* br, cond_br and switch share cf's handlers (lower_func.c). */

static void lower_unreachable(Lower *L, Op *op)
{
	(void)op;
	LLVMBuildUnreachable(L->b);
}

/* ================================================================ table */

#define ENTRY_BIN(name, opc, fl) { name, lower_binop, NULL },
#define ENTRY_CAST(name, opc, fl) { name, lower_cast, NULL },
#define ENTRY_INTR(name, llvm, ov, flag) { name, lower_intr, NULL },
const LowerEntry lower_llvm_ops[] = {
	/* first, in the order of opcode_rows, then of intr_rows */
	LLVM_BINOPS(ENTRY_BIN)
	LLVM_CASTS(ENTRY_CAST)
	LLVM_INTRS(ENTRY_INTR)
	{ "llvm.fneg", lower_fneg, NULL },
	{ "llvm.freeze", lower_freeze, NULL },
	{ "llvm.icmp", lower_icmp, NULL },
	{ "llvm.fcmp", lower_fcmp, NULL },
	{ "llvm.select", lower_select, NULL },
	{ "llvm.mlir.constant", lower_constant, NULL },
	{ "llvm.mlir.undef", lower_undef, NULL },
	{ "llvm.mlir.poison", lower_poison, NULL },
	{ "llvm.mlir.zero", lower_zero, NULL },
	{ "llvm.mlir.addressof", lower_addressof, NULL },
	{ "llvm.mlir.global", lower_global, decl_global },
	{ "llvm.func", lower_llvm_func, decl_func },
	{ "llvm.return", lower_llvm_return, NULL },
	{ "llvm.call", lower_call, NULL },
	{ "llvm.call_intrinsic", lower_call_intrinsic, NULL },
	{ "llvm.inline_asm", lower_inline_asm, NULL },
	{ "llvm.load", lower_load, NULL },
	{ "llvm.store", lower_store, NULL },
	{ "llvm.alloca", lower_alloca, NULL },
	{ "llvm.getelementptr", lower_gep, NULL },
	{ "llvm.extractvalue", lower_extractvalue, NULL },
	{ "llvm.insertvalue", lower_insertvalue, NULL },
	{ "llvm.extractelement", lower_extractelement, NULL },
	{ "llvm.insertelement", lower_insertelement, NULL },
	{ "llvm.shufflevector", lower_shufflevector, NULL },
	{ "llvm.br", lower_branch, NULL },
	{ "llvm.cond_br", lower_cond_branch, NULL },
	{ "llvm.switch", lower_switch_branch, NULL },
	{ "llvm.unreachable", lower_unreachable, NULL },
	{ NULL, NULL, NULL },
};
