/* lower_memref.c — the memref dialect, with the semantics MLIR 19 gives it
 * through expand-strided-metadata + finalize-memref-to-llvm.
 *
 * A memref value is its descriptor {allocated, aligned, offset, sizes,
 * strides}.  View-like ops (subview, reinterpret_cast, collapse_shape,
 * expand_shape, cast, view) only build a new descriptor: expand-strided-
 * metadata turns the first four into reinterpret_casts of the source's base
 * buffer with offset/sizes/strides computed by affine.apply; we compute the
 * same values directly.  Wherever the memref type gives a size, stride or
 * offset statically, the constant is used (as MLIR's folders do); dynamic
 * ones are read from the descriptor.
 *
 * Globals are created by the `decl` hook so that get_global finds them
 * whatever the op order. */
#include "backend.h"

#include <stdlib.h>
#include <string.h>

#define MAXR 64     /* memref rank handled */
#define WALK_MAX 4096 /* bound on def-chain walks */

static const char *oname(Op *op)
{
	return op_name(op)->name->s;
}

/* ------------------------------------------------------------ types */

static Type *ranked(Lower *L, Op *op, Type *t)
{
	if (t->kind != TY_MEMREF)
		lower_fail(L, op, "'%s' expects a ranked memref", oname(op));
	if (t->n > MAXR)
		lower_fail(L, op, "memref rank %u is too high (max %d)", t->n, MAXR);
	return t;
}

static Type *ranked_opnd(Lower *L, Op *op, unsigned i)
{
	if (i >= op->nopnds)
		lower_fail(L, op, "'%s' expects at least %u operands", oname(op), i + 1);
	return ranked(L, op, value_type(op_operand(op, i)));
}

static Type *ranked_res(Lower *L, Op *op, unsigned i)
{
	if (i >= op->nres)
		lower_fail(L, op, "'%s' expects %u results", oname(op), i + 1);
	return ranked(L, op, value_type(&op_res(op)[i]));
}

/* Pointer type of the memref's memory space (an integer memory space is an
 * LLVM address space; anything else MLIR's type converter rejects). */
static LLVMTypeRef ptr_ty(Lower *L, Op *op, Type *mt)
{
	unsigned as = addr_space(L, mt);
	if (as == ~0u)
		lower_fail(L, op, "memory space of '%s' is not an integer", oname(op));
	return LLVMPointerTypeInContext(L->lc, as);
}

static LLVMTypeRef elem_ty(Lower *L, Op *op, Type *mt)
{
	LLVMTypeRef t = abi_type(L, mt->elem);
	if (!t)
		lower_fail(L, op, "unsupported memref element type in '%s'", oname(op));
	return t;
}

static int is_identity_layout(Type *t)
{
	return !t->layout || (t->layout->kind == AT_AFFINE_MAP && affmap_is_identity(t->layout->map));
}

/* Static strides and offset of a ranked memref type (DYN where dynamic). */
static void type_strides(Lower *L, Op *op, Type *t, int64_t *st, int64_t *off)
{
	if (memref_strides(t, st, off) < 0)
		lower_fail(L, op, "'%s': memref layout is not strided", oname(op));
}

/* ------------------------------------------------------------ arithmetic */

static int is_const(LLVMValueRef v, int64_t c)
{
	return LLVMIsAConstantInt(v) && LLVMConstIntGetSExtValue(v) == c;
}

/* a * b without the multiplications by 1 MLIR's folders drop, constants
 * on the right as its canonicalizer puts them. */
static LLVMValueRef mul(Lower *L, LLVMValueRef a, LLVMValueRef b)
{
	if (is_const(a, 1))
		return b;
	if (is_const(b, 1))
		return a;
	if (LLVMIsConstant(a) && !LLVMIsConstant(b))
		return LLVMBuildMul(L->b, b, a, "");
	return LLVMBuildMul(L->b, a, b, "");
}

static LLVMValueRef add(Lower *L, LLVMValueRef a, LLVMValueRef b)
{
	if (is_const(a, 0))
		return b;
	if (is_const(b, 0))
		return a;
	if (LLVMIsConstant(a) && !LLVMIsConstant(b))
		return LLVMBuildAdd(L->b, b, a, "");
	return LLVMBuildAdd(L->b, a, b, "");
}

/* Signed minimum, as lower-affine expands affine.min. */
static LLVMValueRef smin(Lower *L, LLVMValueRef a, LLVMValueRef b)
{
	LLVMValueRef c = LLVMBuildICmp(L->b, LLVMIntSLT, a, b, "");
	return LLVMBuildSelect(L->b, c, a, b, "");
}

/* An affine expression of symbols, with lower-affine's exact expansions. */
static LLVMValueRef aff_syms(Lower *L, AffExpr *e, LLVMValueRef *syms)
{
	return lower_affexpr(L, e, NULL, syms);
}

/* Bytes of `count` elements of type et: ptrtoint(gep et, null, count), the
 * form MLIR uses (constant-folded when count is constant). */
static LLVMValueRef size_bytes(Lower *L, LLVMTypeRef et, LLVMValueRef count)
{
	LLVMValueRef g = LLVMBuildGEP2(L->b, et, LLVMConstNull(L->t_ptr), &count, 1, "");
	return LLVMBuildPtrToInt(L->b, g, L->t_i64, "");
}

/* ------------------------------------------------------------ descriptors */

/* A descriptor of constants only (a get_global's) is made as one constant:
 * folding the insertvalue chain gives the same value, but leaves every
 * partial struct behind in LLVM's constant tables for the rest of the run
 * (9 MB on a module with 12k get_globals). */
static LLVMValueRef const_desc(Lower *L, Type *t, LLVMValueRef *f, LLVMValueRef *sizes, LLVMValueRef *strides)
{
	for (unsigned i = 0; i < 3; i++)
		if (!LLVMIsConstant(f[i]))
			return NULL;
	for (unsigned i = 0; i < t->n; i++)
		if (!LLVMIsConstant(sizes[i]) || !LLVMIsConstant(strides[i]))
			return NULL;
	if (t->n) {
		f[3] = LLVMConstArray2(L->t_i64, sizes, t->n);
		f[4] = LLVMConstArray2(L->t_i64, strides, t->n);
	}
	return LLVMConstStructInContext(L->lc, f, t->n ? 5 : 3, 0);
}

static LLVMValueRef make_desc(Lower *L, Type *t, LLVMValueRef alloc, LLVMValueRef aligned, LLVMValueRef off,
                              LLVMValueRef *sizes, LLVMValueRef *strides)
{
	LLVMValueRef f[5] = { alloc, aligned, off, NULL, NULL };
	LLVMValueRef c = const_desc(L, t, f, sizes, strides);
	if (c)
		return c;
	LLVMValueRef d = LLVMGetUndef(desc_type(L, t));
	d = desc_set(L, d, 0, alloc);
	d = desc_set(L, d, 1, aligned);
	d = desc_set(L, d, 2, off);
	if (!t->n)
		return d;
	LLVMTypeRef at = LLVMArrayType2(L->t_i64, t->n);
	LLVMValueRef s = LLVMGetUndef(at), st = LLVMGetUndef(at);
	for (unsigned i = 0; i < t->n; i++) {
		s = LLVMBuildInsertValue(L->b, s, sizes[i], i, "");
		st = LLVMBuildInsertValue(L->b, st, strides[i], i, "");
	}
	d = desc_set(L, d, 3, s);
	return desc_set(L, d, 4, st);
}

/* Everything known about a ranked memref value: constants from its type,
 * descriptor fields otherwise. */
typedef struct Meta {
	LLVMValueRef d, alloc, aligned, off;
	LLVMValueRef sizes[MAXR], strides[MAXR];
	int64_t ssizes[MAXR], sstrides[MAXR], soff;   /* static, DYN if not */
} Meta;

/* Sizes are read only if want_sizes (no dead extractvalues otherwise). */
static void meta_of(Lower *L, Op *op, Value *v, Meta *m, int want_sizes)
{
	Type *t = ranked(L, op, value_type(v));
	m->d = lv(L, v);
	m->alloc = desc_field(L, m->d, 0);
	m->aligned = desc_field(L, m->d, 1);
	type_strides(L, op, t, m->sstrides, &m->soff);
	m->off = m->soff == DYN ? desc_field(L, m->d, 2) : const_i64(L, m->soff);
	for (unsigned i = 0; i < t->n; i++) {
		m->ssizes[i] = t->dims[i];
		m->sizes[i] = t->dims[i] != DYN ? const_i64(L, t->dims[i]) : want_sizes ? desc_size(L, m->d, i) : NULL;
		m->strides[i] = m->sstrides[i] == DYN ? desc_stride(L, m->d, i) : const_i64(L, m->sstrides[i]);
	}
}

/* The {rank, ptr} descriptor of an unranked memref points to a ranked one
 * whose first fields are allocated and aligned pointers. */
static void unranked_ptrs(Lower *L, LLVMValueRef d, LLVMTypeRef pt, LLVMValueRef *alloc, LLVMValueRef *aligned)
{
	LLVMValueRef p = LLVMBuildExtractValue(L->b, d, 1, "");
	if (alloc)
		*alloc = LLVMBuildLoad2(L->b, pt, p, "");
	if (aligned) {
		LLVMValueRef one = LLVMConstInt(L->t_i32, 1, 0);
		LLVMValueRef q = LLVMBuildGEP2(L->b, pt, p, &one, 1, "");
		*aligned = LLVMBuildLoad2(L->b, pt, q, "");
	}
}

/* ------------------------------------------------------------ attributes */

static Attr *i64_array(Lower *L, Op *op, const char *name, unsigned n)
{
	Attr *a = op_attr(op, name);
	if (!a || a->kind != AT_DENSE_ARRAY || !attr_type(a) || ty_bitwidth(attr_type(a)) != 64 ||
	    a->ival != (int64_t)n || a->nbytes < 8 * (size_t)n)
		lower_fail(L, op, "'%s' needs '%s' with %u entries", oname(op), name, n);
	return a;
}

static int64_t darr(Attr *a, unsigned i)
{
	int64_t v;
	memcpy(&v, a->bytes + 8 * (size_t)i, 8);
	return v;
}

/* The values of a static_X list: its constants, DYN entries taken in order
 * from operand segment `seg`.  Static values also go to st (if non-NULL). */
static void mixed(Lower *L, Op *op, const char *name, unsigned seg, unsigned n, LLVMValueRef *out, int64_t *st)
{
	unsigned first, cnt = op_segment(L, op, seg, &first), k = 0;
	Attr *a = i64_array(L, op, name, n);
	for (unsigned i = 0; i < n; i++) {
		int64_t v = darr(a, i);
		if (st)
			st[i] = v;
		if (v != DYN) {
			out[i] = const_i64(L, v);
			continue;
		}
		if (k >= cnt)
			lower_fail(L, op, "'%s': too few operands for the dynamic entries of '%s'", oname(op), name);
		out[i] = opnd(L, op, first + k++);
	}
	if (k != cnt)
		lower_fail(L, op, "'%s': too many operands for the dynamic entries of '%s'", oname(op), name);
}

static int64_t int_attr(Lower *L, Op *op, const char *name, int64_t dflt)
{
	Attr *a = op_attr(op, name);
	if (!a)
		return dflt;
	if (a->kind != AT_INT)
		lower_fail(L, op, "'%s': '%s' must be an integer", oname(op), name);
	return attr_int(a);
}

/* ------------------------------------------------------------ alloc, alloca */

/* Sizes (static dims, then the dynamic-size operands [first, first+n)) and
 * row-major strides; returns the element count. */
static LLVMValueRef alloc_shape(Lower *L, Op *op, Type *t, unsigned first, unsigned n, LLVMValueRef *sizes,
                                LLVMValueRef *strides)
{
	unsigned k = 0;
	if (!is_identity_layout(t))
		lower_fail(L, op, "'%s' of a memref with a non-identity layout", oname(op));
	for (unsigned i = 0; i < t->n; i++) {
		if (t->dims[i] != DYN) {
			sizes[i] = const_i64(L, t->dims[i]);
			continue;
		}
		if (k >= n)
			lower_fail(L, op, "'%s': missing dynamic size operand", oname(op));
		sizes[i] = opnd(L, op, first + k++);
	}
	if (k != n)
		lower_fail(L, op, "'%s': %u dynamic size operands for %u dynamic dims", oname(op), n, k);
	LLVMValueRef run = const_i64(L, 1);
	for (unsigned i = t->n; i-- > 0;) {
		strides[i] = run;
		run = mul(L, run, sizes[i]);
	}
	return run;
}

/* malloc's alignment as MLIR sets it: the `alignment` attribute, else the
 * element size for non-scalar elements (malloc only aligns for scalars);
 * NULL when the pointer malloc returns is used as is. */
static LLVMValueRef alloc_alignment(Lower *L, Op *op, Type *t, LLVMTypeRef et)
{
	int64_t a = int_attr(L, op, "alignment", 0);
	if (a > 0)
		return const_i64(L, a);
	Type *e = t->elem;
	if (e->kind == TY_INDEX || e->kind == TY_FLOAT || (e->kind == TY_INT && e->sign == SIGNLESS))
		return NULL;
	return LLVMSizeOf(et);
}

static void lower_alloc(Lower *L, Op *op)
{
	Type *t = ranked_res(L, op, 0);
	LLVMValueRef sizes[MAXR], strides[MAXR];
	unsigned first, n = op_segment(L, op, 0, &first);
	LLVMValueRef count = alloc_shape(L, op, t, first, n, sizes, strides);
	LLVMTypeRef et = elem_ty(L, op, t), pt = ptr_ty(L, op, t);
	LLVMValueRef bytes = size_bytes(L, et, count);
	LLVMValueRef align = alloc_alignment(L, op, t, et);
	if (align)
		bytes = LLVMBuildAdd(L->b, bytes, align, "");
	LLVMValueRef p = call_extern(L, "malloc", L->t_ptr, &bytes, 1);
	if (pt != L->t_ptr)
		p = LLVMBuildAddrSpaceCast(L->b, p, pt, "");
	LLVMValueRef aligned = p;
	if (align) {
		/* (p + a - 1) - (p + a - 1) urem a, MLIR's createAligned */
		LLVMValueRef pi = LLVMBuildPtrToInt(L->b, p, L->t_i64, "");
		LLVMValueRef bumped = LLVMBuildAdd(L->b, pi, LLVMBuildSub(L->b, align, const_i64(L, 1), ""), "");
		LLVMValueRef rem = LLVMBuildURem(L->b, bumped, align, "");
		aligned = LLVMBuildIntToPtr(L->b, LLVMBuildSub(L->b, bumped, rem, ""), pt, "");
	}
	set_lv(L, &op_res(op)[0], make_desc(L, t, p, aligned, const_i64(L, 0), sizes, strides));
}

/* alloca at the op's position (as MLIR does; an alloca in a loop grows the
 * stack each iteration there too).  LLVM-C cannot create an alloca in a
 * non-default address space: the pointer is cast instead. */
static void lower_alloca(Lower *L, Op *op)
{
	Type *t = ranked_res(L, op, 0);
	LLVMValueRef sizes[MAXR], strides[MAXR];
	unsigned first, n = op_segment(L, op, 0, &first);
	LLVMValueRef count = alloc_shape(L, op, t, first, n, sizes, strides);
	LLVMTypeRef et = elem_ty(L, op, t), pt = ptr_ty(L, op, t);
	LLVMValueRef p = LLVMBuildArrayAlloca(L->b, et, count, "");
	int64_t a = int_attr(L, op, "alignment", 0);
	if (a > 0)
		LLVMSetAlignment(p, (unsigned)a);
	if (pt != L->t_ptr)
		p = LLVMBuildAddrSpaceCast(L->b, p, pt, "");
	set_lv(L, &op_res(op)[0], make_desc(L, t, p, p, const_i64(L, 0), sizes, strides));
}

static void lower_dealloc(Lower *L, Op *op)
{
	if (!op->nopnds)
		lower_fail(L, op, "'memref.dealloc' needs an operand");
	Type *t = value_type(op_operand(op, 0));
	LLVMValueRef d = opnd(L, op, 0), p;
	if (t->kind == TY_UMEMREF) {
		unranked_ptrs(L, d, ptr_ty(L, op, t), &p, NULL);
	} else {
		ranked(L, op, t);
		p = desc_field(L, d, 0);
	}
	/* MLIR 19 passes a non-default address space pointer to free() as is
	 * (and its verifier then rejects the call); cast it. */
	if (LLVMTypeOf(p) != L->t_ptr)
		p = LLVMBuildAddrSpaceCast(L->b, p, L->t_ptr, "");
	call_extern(L, "free", L->t_void, &p, 1);
}

/* ------------------------------------------------------------ load, store */

static void set_nontemporal(Lower *L, Op *op, LLVMValueRef inst)
{
	Attr *a = op_attr(op, "nontemporal");
	if (!a || a->kind != AT_BOOL || !a->ival)
		return;
	LLVMMetadataRef one = LLVMValueAsMetadata(LLVMConstInt(L->t_i32, 1, 0));
	LLVMMetadataRef node = LLVMMDNodeInContext2(L->lc, &one, 1);
	unsigned kind = LLVMGetMDKindIDInContext(L->lc, "nontemporal", 11);
	LLVMSetMetadata(inst, kind, LLVMMetadataAsValue(L->lc, node));
}

/* Address of the element operands [mi+1, end) index in memref operand mi. */
static LLVMValueRef access(Lower *L, Op *op, unsigned mi, Type **mt)
{
	LLVMValueRef idx[MAXR];
	*mt = ranked_opnd(L, op, mi);
	unsigned n = op->nopnds - mi - 1;
	if (n != (*mt)->n)
		lower_fail(L, op, "'%s' has %u indices for a rank-%u memref", oname(op), n, (*mt)->n);
	opnds_lv(L, op, mi + 1, n, idx);
	return memref_elem_ptr(L, op, opnd(L, op, mi), *mt, idx, n);
}

static void lower_load(Lower *L, Op *op)
{
	Type *mt;
	LLVMValueRef p = access(L, op, 0, &mt);
	LLVMValueRef v = LLVMBuildLoad2(L->b, elem_ty(L, op, mt), p, "");
	LLVMSetAlignment(v, elem_align(L, mt->elem));
	set_nontemporal(L, op, v);
	set_lv(L, &op_res(op)[0], vec_from_abi(L, v, mt->elem));
}

static void lower_store(Lower *L, Op *op)
{
	Type *mt;
	LLVMValueRef p = access(L, op, 1, &mt);
	LLVMValueRef s = LLVMBuildStore(L->b, vec_to_abi(L, opnd(L, op, 0), mt->elem), p);
	LLVMSetAlignment(s, elem_align(L, mt->elem));
	set_nontemporal(L, op, s);
}

/* ------------------------------------------------------------ globals */

static const char *str_attr(Lower *L, Op *op, const char *name)
{
	Attr *a = op_attr(op, name);
	if (!a)
		return NULL;
	if (a->kind != AT_STRING)
		lower_fail(L, op, "'%s': '%s' must be a string", oname(op), name);
	return a->str->s;
}

/* Nested arrays of the shape, the element type for rank 0. */
static LLVMTypeRef global_type(Lower *L, Op *op, Type *t)
{
	LLVMTypeRef ty = elem_ty(L, op, t);
	for (unsigned i = t->n; i-- > 0;) {
		if (t->dims[i] == DYN)
			lower_fail(L, op, "'memref.global' of a dynamic shape");
		ty = LLVMArrayType2(ty, (uint64_t)t->dims[i]);
	}
	return ty;
}

/* MLIR: non-public symbols get private linkage; an external (no initial
 * value) global keeps no initializer only with external linkage — a
 * private one gets undef, like `= uninitialized`. */
static void decl_global(Lower *L, Op *op)
{
	const char *name = str_attr(L, op, "sym_name");
	Attr *ta = op_attr(op, "type");
	if (!name || !ta || ta->kind != AT_TYPE)
		lower_fail(L, op, "'memref.global' without sym_name or type");
	Type *t = ranked(L, op, attr_type(ta));
	LLVMTypeRef ty = global_type(L, op, t);
	unsigned as = addr_space(L, t);
	if (as == ~0u)
		lower_fail(L, op, "memory space of '@%s' is not an integer", name);
	if (LLVMGetNamedGlobal(L->mod, name) || LLVMGetNamedFunction(L->mod, name))
		lower_fail(L, op, "redefinition of symbol '%s'", name);
	LLVMValueRef g = LLVMAddGlobalInAddressSpace(L->mod, ty, name, as);
	const char *vis = str_attr(L, op, "sym_visibility");
	int pub = !vis || !strcmp(vis, "public");
	LLVMSetLinkage(g, pub ? LLVMExternalLinkage : LLVMPrivateLinkage);
	Attr *init = op_attr(op, "initial_value");
	if (init && init->kind == AT_DENSE) {
		if (t->elem->kind == TY_VECTOR || !scalar_type(L, t->elem))
			lower_fail(L, op, "initial value of '@%s': unsupported element type", name);
		LLVMValueRef c = const_dense_array(L, init, t->elem, t->dims, t->n);
		if (!c)
			lower_fail(L, op, "unsupported initial value of '@%s'", name);
		LLVMSetInitializer(g, c);
	} else if (init && init->kind != AT_UNIT) {
		lower_fail(L, op, "unsupported initial value of '@%s' (only dense or uninitialized)", name);
	} else if (init || !pub) {
		LLVMSetInitializer(g, LLVMGetUndef(ty));
	}
	if (op_attr(op, "constant"))
		LLVMSetGlobalConstant(g, 1);
	int64_t a = int_attr(L, op, "alignment", 0);
	if (a > 0)
		LLVMSetAlignment(g, (unsigned)a);
}

static void lower_global(Lower *L, Op *op)
{
	/* done by decl_global, which sees the module's own only */
	if (!at_module_level(op))
		lower_fail(L, op, "'memref.global' must be at module level");
}

/* allocated = inttoptr 0xdeadbeef (never to be freed), aligned = the
 * global, offset 0, the static row-major shape. */
static void lower_get_global(Lower *L, Op *op)
{
	Type *t = ranked_res(L, op, 0);
	Attr *sym = op_attr(op, "name");
	if (!sym || sym->kind != AT_SYMREF || sym->n != 1)
		lower_fail(L, op, "'memref.get_global' needs a flat symbol 'name'");
	const char *name = attr_name(sym, 0)->s;
	LLVMValueRef g = LLVMGetNamedGlobal(L->mod, name);
	if (!g)
		lower_fail(L, op, "'memref.get_global' of unknown global '@%s'", name);
	LLVMTypeRef pt = ptr_ty(L, op, t), gt = global_type(L, op, t);
	LLVMValueRef zeros[MAXR + 1];
	for (unsigned i = 0; i <= t->n; i++)
		zeros[i] = LLVMConstInt(L->t_i64, 0, 0);
	LLVMValueRef aligned = LLVMBuildGEP2(L->b, gt, g, zeros, t->n + 1, "");
	LLVMValueRef dead = LLVMBuildIntToPtr(L->b, const_i64(L, 0xdeadbeef), pt, "");
	LLVMValueRef sizes[MAXR], strides[MAXR];
	LLVMValueRef run = const_i64(L, 1);
	for (unsigned i = t->n; i-- > 0;) {
		sizes[i] = const_i64(L, t->dims[i]);
		strides[i] = run;
		run = mul(L, run, sizes[i]);
	}
	set_lv(L, &op_res(op)[0], make_desc(L, t, dead, aligned, const_i64(L, 0), sizes, strides));
}

/* ------------------------------------------------------------ subview */

/* Which source dims a rank-reducing subview drops: MLIR's
 * computeMemRefRankReductionMask (unit sizes, disambiguated by strides). */
static void dropped_dims(Lower *L, Op *op, Type *st, Type *rt, const int64_t *ssize, uint8_t *drop)
{
	unsigned n = st->n, cnt = 0;
	memset(drop, 0, n);
	if (n == rt->n)
		return;
	for (unsigned i = 0; i < n; i++)
		if (ssize[i] == 1) {
			drop[i] = 1;
			cnt++;
		}
	if (cnt + rt->n == n)
		return;
	int64_t os[MAXR], rs[MAXR], oo, ro;
	type_strides(L, op, st, os, &oo);
	type_strides(L, op, rt, rs, &ro);
	for (unsigned i = 0; i < n; i++) {
		if (!drop[i])
			continue;
		unsigned unacc = 0, cand = 0;
		for (unsigned j = 0; j < n; j++)   /* original strides not yet dropped */
			unacc += os[j] == os[i] && !(j < i && drop[j]);
		for (unsigned j = 0; j < rt->n; j++)
			cand += rs[j] == os[i];
		if (unacc > cand)
			continue;
		if (unacc < cand)
			lower_fail(L, op, "'memref.subview': cannot tell which dimensions are dropped");
		drop[i] = 0;
		cnt--;
	}
	if (cnt + rt->n != n)
		lower_fail(L, op, "'memref.subview': cannot tell which dimensions are dropped");
}

/* offset = base offset + sum(off_i * stride_i); stride_i *= step_i;
 * sizes as given, minus the dropped dims. */
static void lower_subview(Lower *L, Op *op)
{
	unsigned f0;
	if (op_segment(L, op, 0, &f0) != 1)
		lower_fail(L, op, "'memref.subview' needs one source");
	Type *st = ranked_opnd(L, op, f0), *rt = ranked_res(L, op, 0);
	Meta *m = lower_tmp(L, sizeof *m);
	meta_of(L, op, op_operand(op, f0), m, 0);
	unsigned n = st->n;
	LLVMValueRef offs[MAXR], sizes[MAXR], steps[MAXR], rs[MAXR], rst[MAXR];
	int64_t ssize[MAXR];
	uint8_t drop[MAXR];
	mixed(L, op, "static_offsets", 1, n, offs, NULL);
	mixed(L, op, "static_sizes", 2, n, sizes, ssize);
	mixed(L, op, "static_strides", 3, n, steps, NULL);
	dropped_dims(L, op, st, rt, ssize, drop);
	LLVMValueRef off = m->off;
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++) {
		off = add(L, off, mul(L, offs[i], m->strides[i]));
		if (drop[i])
			continue;
		rs[k] = sizes[i];
		rst[k++] = mul(L, steps[i], m->strides[i]);
	}
	if (k != rt->n)
		lower_fail(L, op, "'memref.subview': result rank does not match");
	set_lv(L, &op_res(op)[0], make_desc(L, rt, m->alloc, m->aligned, off, rs, rst));
}

/* ------------------------------------------------------------ reinterpret_cast, cast */

static void lower_reinterpret_cast(Lower *L, Op *op)
{
	unsigned f0;
	if (op_segment(L, op, 0, &f0) != 1)
		lower_fail(L, op, "'memref.reinterpret_cast' needs one source");
	Type *rt = ranked_res(L, op, 0), *srct = value_type(op_operand(op, f0));
	LLVMValueRef d = opnd(L, op, f0), alloc, aligned;
	if (srct->kind == TY_UMEMREF) {
		unranked_ptrs(L, d, ptr_ty(L, op, rt), &alloc, &aligned);
	} else {
		ranked(L, op, srct);
		alloc = desc_field(L, d, 0);
		aligned = desc_field(L, d, 1);
	}
	LLVMValueRef off, sizes[MAXR], strides[MAXR];
	mixed(L, op, "static_offsets", 1, 1, &off, NULL);
	mixed(L, op, "static_sizes", 2, rt->n, sizes, NULL);
	mixed(L, op, "static_strides", 3, rt->n, strides, NULL);
	set_lv(L, &op_res(op)[0], make_desc(L, rt, alloc, aligned, off, sizes, strides));
}

/* ranked -> ranked: the same descriptor.  ranked -> unranked: the
 * descriptor goes to a stack slot (alloca at the op, as MLIR does), the
 * result is {rank, slot}.  unranked -> ranked: load it back. */
static void lower_cast(Lower *L, Op *op)
{
	if (op->nopnds != 1 || op->nres != 1)
		lower_fail(L, op, "'memref.cast' needs one operand and one result");
	Type *from = value_type(op_operand(op, 0)), *to = value_type(&op_res(op)[0]);
	LLVMValueRef d = opnd(L, op, 0), r;
	if (from->kind == TY_MEMREF && to->kind == TY_MEMREF) {
		r = d;
	} else if (from->kind == TY_UMEMREF && to->kind == TY_UMEMREF) {
		r = d;
	} else if (from->kind == TY_MEMREF) {
		LLVMValueRef slot = LLVMBuildArrayAlloca(L->b, LLVMTypeOf(d), const_i64(L, 1), "");
		LLVMBuildStore(L->b, d, slot);
		r = LLVMGetUndef(desc_type(L, to));
		r = LLVMBuildInsertValue(L->b, r, const_i64(L, from->n), 0, "");
		r = LLVMBuildInsertValue(L->b, r, slot, 1, "");
	} else {
		ranked(L, op, to);
		LLVMValueRef p = LLVMBuildExtractValue(L->b, d, 1, "");
		r = LLVMBuildLoad2(L->b, desc_type(L, to), p, "");
	}
	set_lv(L, &op_res(op)[0], r);
}

/* ------------------------------------------------------------ dim, rank */

static LLVMValueRef dim_unranked(Lower *L, LLVMValueRef d, LLVMValueRef idx)
{
	/* sizes follow {ptr, ptr, i64} whatever the rank */
	LLVMTypeRef f[3] = { L->t_ptr, L->t_ptr, L->t_i64 };
	LLVMTypeRef r0 = LLVMStructTypeInContext(L->lc, f, 3, 0);
	LLVMValueRef p = LLVMBuildExtractValue(L->b, d, 1, "");
	LLVMValueRef offp = LLVMBuildStructGEP2(L->b, r0, p, 2, "");
	LLVMValueRef i1 = LLVMBuildAdd(L->b, idx, const_i64(L, 1), "");
	LLVMValueRef sp = LLVMBuildGEP2(L->b, L->t_i64, offp, &i1, 1, "");
	return LLVMBuildLoad2(L->b, L->t_i64, sp, "");
}

static void lower_dim(Lower *L, Op *op)
{
	if (op->nopnds != 2 || op->nres != 1)
		lower_fail(L, op, "'memref.dim' needs a memref and an index");
	Type *t = value_type(op_operand(op, 0));
	LLVMValueRef d = opnd(L, op, 0), idx = opnd(L, op, 1), r;
	if (t->kind == TY_UMEMREF) {
		set_lv(L, &op_res(op)[0], dim_unranked(L, d, idx));
		return;
	}
	ranked(L, op, t);
	int64_t i = LLVMIsAConstantInt(idx) ? LLVMConstIntGetSExtValue(idx) : -1;
	if (i >= 0 && i < (int64_t)t->n) {
		r = t->dims[i] == DYN ? desc_size(L, d, (unsigned)i) : const_i64(L, t->dims[i]);
	} else if (!t->n) {
		lower_fail(L, op, "'memref.dim' of a rank-0 memref");
	} else {
		/* a runtime index: the sizes array goes through a stack slot */
		LLVMTypeRef at = LLVMArrayType2(L->t_i64, t->n);
		LLVMValueRef slot = LLVMBuildArrayAlloca(L->b, at, const_i64(L, 1), "");
		LLVMBuildStore(L->b, LLVMBuildExtractValue(L->b, d, 3, ""), slot);
		LLVMValueRef ix[2] = { LLVMConstInt(L->t_i32, 0, 0), idx };
		r = LLVMBuildLoad2(L->b, L->t_i64, LLVMBuildGEP2(L->b, at, slot, ix, 2, ""), "");
	}
	set_lv(L, &op_res(op)[0], r);
}

static void lower_rank(Lower *L, Op *op)
{
	if (op->nopnds != 1 || op->nres != 1)
		lower_fail(L, op, "'memref.rank' needs one operand");
	Type *t = value_type(op_operand(op, 0));
	LLVMValueRef r = t->kind == TY_UMEMREF ? LLVMBuildExtractValue(L->b, opnd(L, op, 0), 0, "")
	                                      : const_i64(L, ranked(L, op, t)->n);
	set_lv(L, &op_res(op)[0], r);
}

/* ------------------------------------------------------------ copy */

/* MLIR's test for llvm.memcpy: identity layout, or a static non-empty
 * shape that is contiguous row-major (outer unit dims allowed). */
static int copy_contiguous(Type *t)
{
	if (t->kind != TY_MEMREF)
		return 0;
	if (is_identity_layout(t) || (t->layout && t->layout->kind == AT_STRIDED && t->n == 1 &&
	                              t->layout->ints[0] == 1 && t->layout->ival == 0))
		return 1;
	int64_t n = ty_num_elements(t), st[MAXR], off;
	if (n <= 0 || t->n > MAXR || memref_strides(t, st, &off) < 0)
		return 0;
	int64_t run = 1;
	int d = (int)t->n - 1;
	for (; d >= 0 && st[d] == run; d--)
		run *= t->dims[d];
	for (; d >= 0 && t->dims[d] == 1; d--)
		;
	return d < 0;
}

static void copy_memcpy(Lower *L, Op *op, Type *st)
{
	LLVMValueRef s = opnd(L, op, 0), t = opnd(L, op, 1);
	LLVMTypeRef et = elem_ty(L, op, st);
	LLVMValueRef n = const_i64(L, 1);
	for (unsigned i = 0; i < st->n; i++)
		n = mul(L, n, desc_size(L, s, i));
	LLVMValueRef bytes = LLVMBuildMul(L->b, n, LLVMSizeOf(et), "");
	LLVMValueRef so = desc_field(L, s, 2), to = desc_field(L, t, 2);
	LLVMValueRef sp = LLVMBuildGEP2(L->b, et, desc_field(L, s, 1), &so, 1, "");
	LLVMValueRef tp = LLVMBuildGEP2(L->b, et, desc_field(L, t, 1), &to, 1, "");
	LLVMTypeRef tys[3] = { LLVMTypeOf(tp), LLVMTypeOf(sp), L->t_i64 };
	LLVMValueRef args[4] = { tp, sp, bytes, LLVMConstInt(L->t_i1, 0, 0) };
	call_intrinsic(L, "llvm.memcpy", tys, 3, args, 4);
}

/* The element-wise copy MLIR leaves to the runtime's memrefCopy, done in
 * IR: loops over the source sizes, each element moved with a memcpy of its
 * size (memrefCopy copies bytes too).  Nothing is copied if a size is 0. */
static void copy_loops(Lower *L, Op *op, Type *st, Type *tt, unsigned d, LLVMValueRef *iv)
{
	LLVMValueRef s = opnd(L, op, 0), t = opnd(L, op, 1);
	if (d == st->n) {
		LLVMTypeRef et = elem_ty(L, op, st);
		LLVMValueRef sp = memref_elem_ptr(L, op, s, st, iv, st->n);
		LLVMValueRef tp = memref_elem_ptr(L, op, t, tt, iv, tt->n);
		LLVMTypeRef tys[3] = { LLVMTypeOf(tp), LLVMTypeOf(sp), L->t_i64 };
		LLVMValueRef args[4] = { tp, sp, LLVMSizeOf(et), LLVMConstInt(L->t_i1, 0, 0) };
		call_intrinsic(L, "llvm.memcpy", tys, 3, args, 4);
		return;
	}
	LLVMValueRef ub = st->dims[d] == DYN ? desc_size(L, s, d) : const_i64(L, st->dims[d]);
	Loop lp = { 0 };
	loop_begin(L, &lp, const_i64(L, 0), ub, const_i64(L, 1), NULL, NULL, 0, NULL);
	iv[d] = lp.iv;
	copy_loops(L, op, st, tt, d + 1, iv);
	loop_end(L, &lp, NULL);
}

/* Unranked operands: the call MLIR makes, memrefCopy(elemSize, &src, &dst)
 * on {rank, ptr} descriptors (the runtime library must be linked). */
static void copy_runtime(Lower *L, Op *op, Type *st)
{
	LLVMValueRef args[3];
	args[0] = LLVMSizeOf(elem_ty(L, op, st));
	for (unsigned i = 0; i < 2; i++) {
		Type *t = value_type(op_operand(op, i));
		LLVMValueRef d = opnd(L, op, i), u = d;
		if (t->kind == TY_MEMREF) {
			LLVMValueRef slot = LLVMBuildArrayAlloca(L->b, LLVMTypeOf(d), const_i64(L, 1), "");
			LLVMBuildStore(L->b, d, slot);
			LLVMTypeRef f[2] = { L->t_i64, L->t_ptr };
			u = LLVMGetUndef(LLVMStructTypeInContext(L->lc, f, 2, 0));
			u = LLVMBuildInsertValue(L->b, u, const_i64(L, t->n), 0, "");
			u = LLVMBuildInsertValue(L->b, u, slot, 1, "");
		}
		LLVMValueRef p = LLVMBuildArrayAlloca(L->b, LLVMTypeOf(u), const_i64(L, 1), "");
		LLVMBuildStore(L->b, u, p);
		args[1 + i] = p;
	}
	call_extern(L, "memrefCopy", L->t_void, args, 3);
}

static void lower_copy(Lower *L, Op *op)
{
	if (op->nopnds != 2)
		lower_fail(L, op, "'memref.copy' needs a source and a target");
	Type *st = value_type(op_operand(op, 0)), *tt = value_type(op_operand(op, 1));
	if (st->kind == TY_UMEMREF || tt->kind == TY_UMEMREF) {
		copy_runtime(L, op, st);
		return;
	}
	ranked(L, op, st);
	ranked(L, op, tt);
	if (st->n != tt->n)
		lower_fail(L, op, "'memref.copy' between different ranks");
	if (copy_contiguous(st) && copy_contiguous(tt)) {
		copy_memcpy(L, op, st);
		return;
	}
	LLVMValueRef iv[MAXR];
	copy_loops(L, op, st, tt, 0, iv);
}

/* ------------------------------------------------------------ view */

/* The aligned pointer moves by byte_shift bytes; offset 0; sizes from the
 * type or the operands; contiguous row-major strides. */
static void lower_view(Lower *L, Op *op)
{
	if (op->nopnds < 2)
		lower_fail(L, op, "'memref.view' needs a source and a byte shift");
	Type *st = ranked_opnd(L, op, 0), *rt = ranked_res(L, op, 0);
	LLVMValueRef d = opnd(L, op, 0), shift = opnd(L, op, 1);
	LLVMValueRef aligned = LLVMBuildGEP2(L->b, elem_ty(L, op, st), desc_field(L, d, 1), &shift, 1, "");
	LLVMValueRef sizes[MAXR], strides[MAXR];
	int64_t sst[MAXR], soff;
	type_strides(L, op, rt, sst, &soff);
	unsigned k = 2;
	for (unsigned i = 0; i < rt->n; i++) {
		if (rt->dims[i] != DYN) {
			sizes[i] = const_i64(L, rt->dims[i]);
			continue;
		}
		if (k >= op->nopnds)
			lower_fail(L, op, "'memref.view': missing dynamic size operand");
		sizes[i] = opnd(L, op, k++);
	}
	if (k != op->nopnds)
		lower_fail(L, op, "'memref.view': too many size operands");
	for (unsigned i = rt->n; i-- > 0;) {
		if (sst[i] != DYN)
			strides[i] = const_i64(L, sst[i]);
		else
			strides[i] = i + 1 == rt->n ? const_i64(L, 1) : mul(L, strides[i + 1], sizes[i + 1]);
	}
	set_lv(L, &op_res(op)[0], make_desc(L, rt, desc_field(L, d, 0), aligned, const_i64(L, 0), sizes, strides));
}

/* ------------------------------------------------------------ reshapes */

/* Contiguous reassociation groups: group g is [at[g], at[g+1]). */
typedef struct Groups {
	unsigned n;
	unsigned at[MAXR + 1];
} Groups;

static void groups_of(Lower *L, Op *op, unsigned total, Groups *g)
{
	Attr *a = op_attr(op, "reassociation");
	if (!a || a->kind != AT_ARRAY || a->n > MAXR)
		lower_fail(L, op, "'%s' needs a 'reassociation' array", oname(op));
	unsigned next = 0;
	g->n = a->n;
	for (unsigned i = 0; i < a->n; i++) {
		Attr *grp = attr_elem(a, i);
		if (grp->kind != AT_ARRAY || !grp->n)
			lower_fail(L, op, "'%s': malformed reassociation", oname(op));
		g->at[i] = next;
		for (unsigned j = 0; j < grp->n; j++) {
			if (attr_elem(grp, j)->kind != AT_INT || attr_int(attr_elem(grp, j)) != (int64_t)next)
				lower_fail(L, op, "'%s': reassociation groups must be contiguous", oname(op));
			next++;
		}
	}
	g->at[a->n] = next;
	if (next != total)
		lower_fail(L, op, "'%s': reassociation covers %u dims, expected %u", oname(op), next, total);
}

/* Sizes: the static ones of the result; the dynamic one of a group (at
 * most one) is the source size floordiv the product of the static ones.
 * Strides, innermost first: source stride * product of inner sizes; dims
 * outside the dynamic one get (size * inner) floordiv static-product *
 * stride — MLIR's getExpandedSizes/getExpandedStrides. */
static void expand_group(Lower *L, Op *op, Type *rt, unsigned a, unsigned b, LLVMValueRef osize,
                         LLVMValueRef ostride, LLVMValueRef *sizes, LLVMValueRef *strides)
{
	Ctx *c = L->c;
	int64_t base[MAXR], prod = 1;
	int dyn = -1;
	for (unsigned i = b; i-- > a;) {
		base[i] = prod;
		if (rt->dims[i] == DYN) {
			if (dyn >= 0)
				lower_fail(L, op, "'memref.expand_shape': two dynamic sizes in one group");
			dyn = (int)i;
			continue;
		}
		prod *= rt->dims[i];
	}
	if (dyn >= 0 && prod == 0)
		lower_fail(L, op, "'memref.expand_shape': dynamic size next to a zero size");
	LLVMValueRef syms[2] = { osize, ostride };
	for (unsigned i = a; i < b; i++) {
		if (rt->dims[i] != DYN)
			sizes[i] = const_i64(L, rt->dims[i]);
		else
			sizes[i] = aff_syms(L, aff_floordiv(c, aff_sym(c, 0), aff_const(c, prod)), syms);
		if (dyn >= 0 && (int)i < dyn) {
			AffExpr *e = aff_floordiv(c, aff_mul(c, aff_sym(c, 0), aff_const(c, base[i])), aff_const(c, prod));
			strides[i] = aff_syms(L, aff_mul(c, e, aff_sym(c, 1)), syms);
		} else {
			strides[i] = mul(L, ostride, const_i64(L, base[i]));
		}
	}
}

static void lower_expand_shape(Lower *L, Op *op)
{
	Type *st = ranked_opnd(L, op, 0), *rt = ranked_res(L, op, 0);
	Meta *m = lower_tmp(L, sizeof *m);
	meta_of(L, op, op_operand(op, 0), m, 1);
	LLVMValueRef sizes[MAXR], strides[MAXR];
	if (!st->n) {
		/* from rank 0: all sizes and strides 1 */
		for (unsigned i = 0; i < rt->n; i++)
			sizes[i] = strides[i] = const_i64(L, 1);
	} else {
		Groups g;
		groups_of(L, op, rt->n, &g);
		if (g.n != st->n)
			lower_fail(L, op, "'memref.expand_shape': %u groups for a rank-%u source", g.n, st->n);
		for (unsigned i = 0; i < g.n; i++)
			expand_group(L, op, rt, g.at[i], g.at[i + 1], m->sizes[i], m->strides[i], sizes, strides);
	}
	set_lv(L, &op_res(op)[0], make_desc(L, rt, m->alloc, m->aligned, m->off, sizes, strides));
}

/* A collapsed group: size = product of the sizes (or the result's static
 * size); stride = min of the strides of the dims that are not statically
 * 1 — or, for an all-ones group, the result's static stride / the first
 * dynamic source stride (MLIR's getCollapsedStride). */
static void collapse_group(Lower *L, Op *op, Type *rt, unsigned g, unsigned a, unsigned b, Meta *m,
                           const int64_t *rst, LLVMValueRef *size, LLVMValueRef *stride)
{
	if (rt->dims[g] != DYN) {
		*size = const_i64(L, rt->dims[g]);
	} else {
		*size = const_i64(L, 1);
		for (unsigned i = a; i < b; i++)
			*size = mul(L, *size, m->sizes[i]);
	}
	LLVMValueRef mn = NULL;
	for (unsigned i = a; i < b; i++)
		if (m->ssizes[i] != 1)
			mn = mn ? smin(L, mn, m->strides[i]) : m->strides[i];
	if (mn) {
		*stride = mn;
		return;
	}
	if (rst[g] != DYN) {
		*stride = const_i64(L, rst[g]);
		return;
	}
	for (unsigned i = a; i < b; i++)
		if (m->sstrides[i] == DYN) {
			*stride = m->strides[i];
			return;
		}
	lower_fail(L, op, "'memref.collapse_shape': no stride for a unit group");
}

static void lower_collapse_shape(Lower *L, Op *op)
{
	Type *st = ranked_opnd(L, op, 0), *rt = ranked_res(L, op, 0);
	Meta *m = lower_tmp(L, sizeof *m);
	meta_of(L, op, op_operand(op, 0), m, 1);
	Groups g = { 0 };
	if (rt->n)   /* to rank 0 (all unit dims): no groups */
		groups_of(L, op, st->n, &g);
	if (g.n != rt->n)
		lower_fail(L, op, "'memref.collapse_shape': %u groups for a rank-%u result", g.n, rt->n);
	int64_t rst[MAXR], roff;
	type_strides(L, op, rt, rst, &roff);
	LLVMValueRef sizes[MAXR], strides[MAXR];
	for (unsigned i = 0; i < g.n; i++)
		collapse_group(L, op, rt, i, g.at[i], g.at[i + 1], m, rst, &sizes[i], &strides[i]);
	set_lv(L, &op_res(op)[0], make_desc(L, rt, m->alloc, m->aligned, m->off, sizes, strides));
}

/* ------------------------------------------------------------ metadata */

/* expand-strided-metadata rewrites the operand of this op to the source of
 * any view-like op defining it; only memref.view moves the aligned pointer,
 * so that is where it shows: the pointer is the view's source's. */
static Value *view_source(Lower *L, Value *v)
{
	static const char *const views[] = {
		"memref.view", "memref.subview", "memref.cast", "memref.reinterpret_cast",
		"memref.collapse_shape", "memref.expand_shape", "memref.transpose",
		"memref.memory_space_cast",
	};
	for (unsigned step = 0; step < WALK_MAX && value_def(v); step++) {
		Op *d = value_def(v);
		size_t k = 0;
		for (; k < sizeof views / sizeof *views; k++)
			if (op_name(d) == opname_get(L->c, views[k], strlen(views[k])))
				break;
		if (k == sizeof views / sizeof *views || !d->nopnds || value_type(op_operand(d, 0))->kind != TY_MEMREF)
			break;
		v = op_operand(d, 0);
	}
	return v;
}

static void lower_extract_aligned_pointer(Lower *L, Op *op)
{
	if (op->nopnds != 1 || op->nres != 1)
		lower_fail(L, op, "'%s' needs one operand", oname(op));
	ranked_opnd(L, op, 0);
	Value *src = view_source(L, op_operand(op, 0));
	LLVMValueRef p = desc_field(L, lv(L, src), 1);
	set_lv(L, &op_res(op)[0], LLVMBuildPtrToInt(L->b, p, L->t_i64, ""));
}

/* base buffer (rank-0 memref of the same pointers, offset 0), offset,
 * sizes, strides. */
static void lower_extract_strided_metadata(Lower *L, Op *op)
{
	Type *t = ranked_opnd(L, op, 0);
	if (op->nres != 2 + 2 * t->n)
		lower_fail(L, op, "'%s' needs %u results", oname(op), 2 + 2 * t->n);
	Type *bt = ranked_res(L, op, 0);
	Meta *m = lower_tmp(L, sizeof *m);
	meta_of(L, op, op_operand(op, 0), m, 1);
	set_lv(L, &op_res(op)[0], make_desc(L, bt, m->alloc, m->aligned, const_i64(L, 0), NULL, NULL));
	set_lv(L, &op_res(op)[1], m->off);
	for (unsigned i = 0; i < t->n; i++) {
		set_lv(L, &op_res(op)[2 + i], m->sizes[i]);
		set_lv(L, &op_res(op)[2 + t->n + i], m->strides[i]);
	}
}

/* llvm.assume((ptrtoint aligned) & (alignment - 1) == 0) */
static void lower_assume_alignment(Lower *L, Op *op)
{
	ranked_opnd(L, op, 0);
	int64_t a = int_attr(L, op, "alignment", 0);
	if (a <= 0 || (a & (a - 1)))
		lower_fail(L, op, "'memref.assume_alignment' needs a power-of-two alignment");
	LLVMValueRef p = desc_field(L, opnd(L, op, 0), 1);
	LLVMValueRef pi = LLVMBuildPtrToInt(L->b, p, L->t_i64, "");
	LLVMValueRef low = LLVMBuildAnd(L->b, pi, const_i64(L, a - 1), "");
	LLVMValueRef ok = LLVMBuildICmp(L->b, LLVMIntEQ, low, const_i64(L, 0), "");
	call_intrinsic(L, "llvm.assume", NULL, 0, &ok, 1);
	if (op->nres)   /* later MLIR versions return the memref */
		set_lv(L, &op_res(op)[0], opnd(L, op, 0));
}

/* memory_space_cast: both pointers change address space. */
static void lower_memory_space_cast(Lower *L, Op *op)
{
	Type *rt = ranked_res(L, op, 0);
	ranked_opnd(L, op, 0);
	LLVMTypeRef pt = ptr_ty(L, op, rt);
	LLVMValueRef d = opnd(L, op, 0);
	LLVMValueRef r = LLVMGetUndef(desc_type(L, rt));
	for (unsigned f = 0; f < (rt->n ? 5u : 3u); f++) {
		LLVMValueRef x = LLVMBuildExtractValue(L->b, d, f, "");
		if (f < 2)
			x = LLVMBuildAddrSpaceCast(L->b, x, pt, "");
		r = LLVMBuildInsertValue(L->b, r, x, f, "");
	}
	set_lv(L, &op_res(op)[0], r);
}

/* ------------------------------------------------------------ atomic_rmw */

/* arith::AtomicRMWKind -> LLVM atomicrmw operation, for the kinds MLIR 19's
 * AtomicRMWOpLowering handles (mulf, muli, maxnumf, minnumf: none). */
static int rmw_binop(int64_t kind, LLVMAtomicRMWBinOp *op)
{
	static const struct { int64_t kind; LLVMAtomicRMWBinOp op; } map[] = {
		{ 0, LLVMAtomicRMWBinOpFAdd }, { 1, LLVMAtomicRMWBinOpAdd }, { 2, LLVMAtomicRMWBinOpXchg },
		{ 3, LLVMAtomicRMWBinOpFMax }, { 4, LLVMAtomicRMWBinOpMax }, { 5, LLVMAtomicRMWBinOpUMax },
		{ 6, LLVMAtomicRMWBinOpFMin }, { 7, LLVMAtomicRMWBinOpMin }, { 8, LLVMAtomicRMWBinOpUMin },
		{ 11, LLVMAtomicRMWBinOpOr }, { 12, LLVMAtomicRMWBinOpAnd },
	};
	for (size_t i = 0; i < sizeof map / sizeof *map; i++)
		if (map[i].kind == kind) {
			*op = map[i].op;
			return 1;
		}
	return 0;
}

/* atomicrmw OP ptr, value acq_rel; the result is the old value. */
static void lower_atomic_rmw(Lower *L, Op *op)
{
	LLVMAtomicRMWBinOp bop;
	Attr *k = op_attr(op, "kind");
	if (!k || k->kind != AT_INT || !rmw_binop(attr_int(k), &bop))
		lower_fail(L, op, "unsupported 'kind' of 'memref.atomic_rmw' (MLIR lowers addf, addi, assign, "
		           "maximumf, maxs, maxu, minimumf, mins, minu, ori, andi)");
	Type *mt;
	LLVMValueRef p = access(L, op, 1, &mt);
	if (mt->elem->kind == TY_VECTOR)
		lower_fail(L, op, "'memref.atomic_rmw' on vectors");
	LLVMValueRef r = LLVMBuildAtomicRMW(L->b, bop, p, opnd(L, op, 0), LLVMAtomicOrderingAcquireRelease, 0);
	LLVMSetAlignment(r, elem_align(L, mt->elem));
	set_lv(L, &op_res(op)[0], r);
}

/* ------------------------------------------------------------ alloca_scope */

typedef struct Scope {
	LLVMValueRef sp;        /* llvm.stacksave */
	LLVMBasicBlockRef merge;
	LLVMValueRef *phis;
	unsigned n;
} Scope;

/* alloca_scope.return: restore the stack, then leave with the values. */
static void scope_return(Lower *L, Op *term, void *ud)
{
	Scope *s = ud;
	LLVMValueRef vals[MAXR];
	if (term->nopnds != s->n)
		lower_fail(L, term, "'%s' returns %u values, %u expected", oname(term), term->nopnds, s->n);
	opnds_lv(L, term, 0, s->n, vals);
	LLVMValueRef sp = s->sp;
	call_intrinsic(L, "llvm.stackrestore", &L->t_ptr, 1, &sp, 1);
	add_incoming(L, s->phis, vals, s->n);
	LLVMBuildBr(L->b, s->merge);
}

static void lower_alloca_scope(Lower *L, Op *op)
{
	LLVMTypeRef tys[MAXR];
	LLVMValueRef phis[MAXR];
	if (op->nres > MAXR || !op->nregions)
		lower_fail(L, op, "malformed 'memref.alloca_scope'");
	for (unsigned i = 0; i < op->nres; i++)
		if (!(tys[i] = lower_type(L, value_type(&op_res(op)[i]))))
			lower_fail(L, op, "unsupported result type of 'memref.alloca_scope'");
	Scope s = { 0 };
	s.sp = call_intrinsic(L, "llvm.stacksave", &L->t_ptr, 1, NULL, 0);
	s.merge = bb_with_phis(L, tys, op->nres, phis);
	s.phis = phis;
	s.n = op->nres;
	LLVMBasicBlockRef body = new_bb(L, "");
	LLVMBuildBr(L->b, body);
	LLVMPositionBuilderAtEnd(L->b, body);
	YieldTarget t = { scope_return, &s, L->yield };
	L->yield = &t;
	lower_region(L, &op_regions(op)[0], NULL, 0);
	L->yield = t.up;
	LLVMMoveBasicBlockAfter(s.merge, LLVMGetLastBasicBlock(L->fn));
	LLVMPositionBuilderAtEnd(L->b, s.merge);
	for (unsigned i = 0; i < op->nres; i++)
		set_lv(L, &op_res(op)[i], phis[i]);
}

const LowerEntry lower_memref_ops[] = {
	{ "memref.alloc", lower_alloc, NULL },
	{ "memref.alloca", lower_alloca, NULL },
	{ "memref.dealloc", lower_dealloc, NULL },
	{ "memref.load", lower_load, NULL },
	{ "memref.store", lower_store, NULL },
	{ "memref.global", lower_global, decl_global },
	{ "memref.get_global", lower_get_global, NULL },
	{ "memref.subview", lower_subview, NULL },
	{ "memref.reinterpret_cast", lower_reinterpret_cast, NULL },
	{ "memref.cast", lower_cast, NULL },
	{ "memref.dim", lower_dim, NULL },
	{ "memref.rank", lower_rank, NULL },
	{ "memref.copy", lower_copy, NULL },
	{ "memref.view", lower_view, NULL },
	{ "memref.expand_shape", lower_expand_shape, NULL },
	{ "memref.collapse_shape", lower_collapse_shape, NULL },
	{ "memref.extract_aligned_pointer_as_index", lower_extract_aligned_pointer, NULL },
	{ "memref.extract_strided_metadata", lower_extract_strided_metadata, NULL },
	{ "memref.assume_alignment", lower_assume_alignment, NULL },
	{ "memref.memory_space_cast", lower_memory_space_cast, NULL },
	{ "memref.atomic_rmw", lower_atomic_rmw, NULL },
	{ "memref.alloca_scope", lower_alloca_scope, NULL },
	{ "memref.alloca_scope.return", lower_yield, NULL },
	{ NULL, NULL, NULL },
};
