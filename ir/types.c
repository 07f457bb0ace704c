/* types.c — uniqued types and attributes.
 *
 * Every constructor fills a key on the stack, looks it up by structural
 * hash, and copies it into the arena only when it is new, so equal types
 * and attributes are the same pointer. */
#include "ir.h"

#include <stdlib.h>
#include <string.h>

const char *const float_kind_name[FK_COUNT] = {
#define X(k, s, w) s,
	FLOAT_KINDS(X)
#undef X
};
const uint8_t float_kind_width[FK_COUNT] = {
#define X(k, s, w) w,
	FLOAT_KINDS(X)
#undef X
};

/* ----------------------------------------------------------------- hash */

static uint32_t mix(uint32_t h, uint64_t v)
{
	h ^= (uint32_t)v + 0x9e3779b9u + (h << 6) + (h >> 2);
	h ^= (uint32_t)(v >> 32) + 0x9e3779b9u + (h << 6) + (h >> 2);
	return h;
}

static uint32_t mixp(uint32_t h, const void *p) { return mix(h, (uint64_t)(uintptr_t)p); }

static uint32_t mixarr(uint32_t h, const void *p, size_t n)
{
	return p && n ? mix(h, hash_bytes(p, n, h)) : mix(h, n);
}

static int memeq(const void *a, const void *b, size_t n)
{
	if (!n)
		return 1;
	if (!a || !b)
		return a == b;
	return memcmp(a, b, n) == 0;
}

/* ---------------------------------------------------------------- types */

static uint32_t type_hash(const Type *t)
{
	uint32_t h = mix(t->kind, ((uint64_t)t->sign << 8) | t->fkind);
	h = mix(h, ((uint64_t)t->width << 32) | t->n);
	h = mix(h, t->m);
	h = mixarr(h, t->dims, t->n * sizeof(int64_t) * (t->dims != NULL));
	h = mixarr(h, t->scalable, t->n * (t->scalable != NULL));
	h = mixp(h, t->elem);
	h = mixarr(h, t->types, (t->n + t->m) * sizeof(Type *) * (t->types != NULL));
	h = mixp(h, t->layout);
	h = mixp(h, t->memspace);
	h = mixp(h, t->encoding);
	h = mixp(h, t->dialect);
	h = mixp(h, t->data);
	return h;
}

static int type_eq(const void *sp, const void *kp)
{
	const Type *a = sp, *b = kp;
	return a->kind == b->kind && a->sign == b->sign && a->fkind == b->fkind &&
	       a->width == b->width && a->n == b->n && a->m == b->m &&
	       (a->dims == NULL) == (b->dims == NULL) &&
	       memeq(a->dims, b->dims, a->dims ? a->n * sizeof(int64_t) : 0) &&
	       (a->scalable == NULL) == (b->scalable == NULL) &&
	       memeq(a->scalable, b->scalable, a->scalable ? a->n : 0) &&
	       a->elem == b->elem &&
	       memeq(a->types, b->types, a->types ? (a->n + a->m) * sizeof(Type *) : 0) &&
	       a->layout == b->layout && a->memspace == b->memspace &&
	       a->encoding == b->encoding && a->dialect == b->dialect && a->data == b->data;
}

static Type *type_unique(Ctx *c, Type *k)
{
	k->hash = type_hash(k);
	Type *t = uq_find(c, UQ_TYPES, k->hash, type_eq, k);
	if (t)
		return t;
	t = arena_alloc(&c->arena, sizeof *t);
	*t = *k;
	if (k->dims)
		t->dims = arena_dup(&c->arena, k->dims, k->n * sizeof(int64_t));
	if (k->scalable)
		t->scalable = arena_dup(&c->arena, k->scalable, k->n);
	if (k->types)
		t->types = arena_dup(&c->arena, k->types, (k->n + k->m) * sizeof(Type *));
	return uq_insert(c, UQ_TYPES, t, t->hash, type_eq, k);
}

/* Scalar types are asked for at every literal and signature: the common
 * ones are kept in the context after their first uniquing. */
Type *ty_int(Ctx *c, uint32_t width, IntSign sign)
{
	Type **slot = width <= 64 && (unsigned)sign < 3 ? &c->t_ints[sign][width] : NULL;
	if (slot && *slot)
		return *slot;
	Type k = { .kind = TY_INT, .width = width, .sign = (uint8_t)sign };
	Type *t = type_unique(c, &k);
	if (slot)
		*slot = t;
	return t;
}

Type *ty_index(Ctx *c) { return c->t_index; }
Type *ty_none(Ctx *c) { return c->t_none; }

Type *ty_float(Ctx *c, FloatKind fk)
{
	if ((unsigned)fk < FK_COUNT && c->t_floats[fk])
		return c->t_floats[fk];
	Type k = { .kind = TY_FLOAT, .fkind = (uint8_t)fk };
	Type *t = type_unique(c, &k);
	if ((unsigned)fk < FK_COUNT)
		c->t_floats[fk] = t;
	return t;
}

Type *ty_complex(Ctx *c, Type *elem)
{
	Type k = { .kind = TY_COMPLEX, .elem = elem };
	return type_unique(c, &k);
}

Type *ty_tuple(Ctx *c, Type **types, uint32_t n)
{
	Type k = { .kind = TY_TUPLE, .n = n, .types = n ? types : NULL };
	return type_unique(c, &k);
}

Type *ty_func(Ctx *c, Type **ins, uint32_t nin, Type **outs, uint32_t nout)
{
	Type *tmp[64];
	Type **all = nin + nout <= 64 ? tmp : malloc((nin + nout) * sizeof *all);
	if (nin)
		memcpy(all, ins, nin * sizeof *all);
	if (nout)
		memcpy(all + nin, outs, nout * sizeof *all);
	Type k = { .kind = TY_FUNC, .n = nin, .m = nout, .types = nin + nout ? all : NULL };
	Type *t = type_unique(c, &k);
	if (all != tmp)
		free(all);
	return t;
}

Type *ty_vector(Ctx *c, const int64_t *dims, const uint8_t *scalable, uint32_t n, Type *elem)
{
	const uint8_t *sc = NULL;
	for (uint32_t i = 0; scalable && i < n; i++)
		if (scalable[i])
			sc = scalable;
	Type k = { .kind = TY_VECTOR, .n = n, .dims = (int64_t *)dims, .scalable = (uint8_t *)sc, .elem = elem };
	if (!n)
		k.dims = NULL;
	return type_unique(c, &k);
}

Type *ty_tensor(Ctx *c, const int64_t *dims, uint32_t n, Type *elem, Attr *encoding)
{
	Type k = { .kind = TY_TENSOR, .n = n, .dims = n ? (int64_t *)dims : NULL, .elem = elem, .encoding = encoding };
	return type_unique(c, &k);
}

Type *ty_utensor(Ctx *c, Type *elem)
{
	Type k = { .kind = TY_UTENSOR, .elem = elem };
	return type_unique(c, &k);
}

Type *ty_memref(Ctx *c, const int64_t *dims, uint32_t n, Type *elem, Attr *layout, Attr *memspace)
{
	/* An identity affine map layout is the default and is dropped, as MLIR does. */
	if (layout && layout->kind == AT_AFFINE_MAP && affmap_is_identity(layout->map) && layout->map->ndims == n)
		layout = NULL;
	Type k = { .kind = TY_MEMREF, .n = n, .dims = n ? (int64_t *)dims : NULL, .elem = elem,
		   .layout = layout, .memspace = memspace };
	return type_unique(c, &k);
}

Type *ty_umemref(Ctx *c, Type *elem, Attr *memspace)
{
	Type k = { .kind = TY_UMEMREF, .elem = elem, .memspace = memspace };
	return type_unique(c, &k);
}

Type *ty_opaque(Ctx *c, const Str *dialect, const Str *data)
{
	Type k = { .kind = TY_OPAQUE, .dialect = dialect, .data = data };
	return type_unique(c, &k);
}

int ty_is_shaped(const Type *t)
{
	return t->kind == TY_VECTOR || t->kind == TY_TENSOR || t->kind == TY_UTENSOR ||
	       t->kind == TY_MEMREF || t->kind == TY_UMEMREF;
}

int64_t ty_num_elements(const Type *t)
{
	if (t->kind != TY_VECTOR && t->kind != TY_TENSOR && t->kind != TY_MEMREF)
		return -1;
	int64_t n = 1;
	for (uint32_t i = 0; i < t->n; i++) {
		if (t->dims[i] < 0)
			return -1;
		if (t->dims[i] && n > INT64_MAX / t->dims[i])
			return -1;
		n *= t->dims[i];
	}
	return n;
}

unsigned ty_bitwidth(const Type *t)
{
	switch (t->kind) {
	case TY_INT: return t->width;
	case TY_INDEX: return 64;
	case TY_FLOAT: return float_kind_width[t->fkind];
	default: return 0;
	}
}

/* ----------------------------------------------------------- attributes */

/* What the first union holds for a's kind: an array (returns 1; *p may be
 * NULL, *len is its size in bytes), compared by content; or (returns 0)
 * a uniqued map, set or name, or nothing, compared by identity (*p).
 * The second union is a pointer or nbytes; both compare as their bits. */
static int attr_array(const Attr *a, const void **p, size_t *len)
{
	*len = 0;
	switch (a->kind) {
	case AT_INT: case AT_FLOAT:
		*p = a->words;
		*len = a->n * sizeof(uint64_t);
		return 1;
	case AT_STRIDED: case AT_LOC_FILE:
		*p = a->ints;
		*len = a->ints ? a->n * sizeof(int64_t) : 0;
		return 1;
	case AT_DICT: case AT_SYMREF:
		*p = a->names;
		*len = a->names ? a->n * sizeof(Rel) : 0;
		return 1;
	case AT_DENSE: case AT_DENSE_ARRAY:
		*p = a->bytes;
		*len = a->bytes ? a->nbytes : 0;
		return 1;
	default:
		*p = a->map;   /* whichever pointer member the kind uses */
		return 0;
	}
}

static void attr_set_array(Attr *a, void *p)
{
	switch (a->kind) {
	case AT_INT: case AT_FLOAT: a->words = p; break;
	case AT_STRIDED: case AT_LOC_FILE: a->ints = p; break;
	case AT_DICT: case AT_SYMREF: a->names = (const Rel *)p; break;
	default: a->bytes = p; break;
	}
}

static uint32_t attr_hash(const Attr *a)
{
	uint32_t h = mix(a->kind, ((uint64_t)a->splat << 32) | a->n);
	h = mix(h, a->ty);   /* links: a key holds span_links, a stored attribute the same values */
	h = mix(h, (uint64_t)a->ival);
	h = mixarr(h, a->elems, a->elems ? a->n * sizeof(Rel) : 0);
	const void *p;
	size_t len;
	h = attr_array(a, &p, &len) ? mixarr(h, p, len) : mixp(h, p);
	return mix(h, (uint64_t)a->nbytes);
}

static int attr_eq(const void *sp, const void *kp)
{
	const Attr *a = sp, *b = kp;
	if (a->kind != b->kind || a->splat != b->splat || a->n != b->n || a->ty != b->ty ||
	    a->ival != b->ival || a->nbytes != b->nbytes || (a->elems == NULL) != (b->elems == NULL) ||
	    !memeq(a->elems, b->elems, a->elems ? a->n * sizeof(Rel) : 0))
		return 0;
	const void *pa, *pb;
	size_t la, lb;
	int arr = attr_array(a, &pa, &la);
	attr_array(b, &pb, &lb);
	if (!arr)
		return pa == pb;
	return (pa == NULL) == (pb == NULL) && la == lb && memeq(pa, pb, la);
}

/* An attribute's element and name arrays are stored as links (ir.h,
 * attr_elem): a lookup key's are made the same way, as the span_links of
 * its pointers (a link's value), so hashing and comparing see one form.
 * Up to 8 entries on the stack, more in a temporary. */
enum { LINKS_SMALL = 8 };

/* The link to p (NULL: 0), which must be one of c's objects: a pointer
 * from another context would decode as something else of this one. */
static Rel ctx_link(const Ctx *c, const void *p)
{
	if (p && (((uintptr_t)p ^ (uintptr_t)c->arena.base) & ~(IR_SPAN - 1)))
		rel_out_of_span();
	return span_link(p);
}

static Rel *to_links(const Ctx *c, const void *const *p, uint32_t n, Rel *small)
{
	Rel *r = n <= LINKS_SMALL ? small : malloc(n * sizeof *r);
	if (!r)
		die_oom();
	for (uint32_t i = 0; i < n; i++)
		r[i] = ctx_link(c, p[i]);
	return r;
}

static Attr *attr_unique(Ctx *c, Attr *k);

/* attr_unique for a key whose elements (n of them, or none: NULL) and
 * names are given as pointers. */
static Attr *unique_with(Ctx *c, Attr *k, Attr *const *elems, const Str *const *names)
{
	Rel se[LINKS_SMALL], sn[LINKS_SMALL];
	Rel *e = elems ? to_links(c, (const void *const *)elems, k->n, se) : NULL;
	Rel *nm = names ? to_links(c, (const void *const *)names, k->n, sn) : NULL;
	k->elems = e;
	if (nm)
		k->names = nm;
	Attr *a = attr_unique(c, k);
	if (e && e != se)
		free(e);
	if (nm && nm != sn)
		free(nm);
	return a;
}

/* A new attribute is one arena block: the struct, then its arrays, so a
 * lookup that compares payloads reads adjacent memory. */
static size_t al8(size_t n) { return (n + 7) & ~(size_t)7; }

static Attr *attr_unique(Ctx *c, Attr *k)
{
	k->hash = attr_hash(k);
	Attr *a = uq_find(c, UQ_ATTRS, k->hash, attr_eq, k);
	if (a)
		return a;
	size_t na, ne = k->elems ? k->n * sizeof(Rel) : 0;
	const void *arr;
	if (!attr_array(k, &arr, &na))
		arr = NULL;
	/* dense bytes keep a NUL after them (string views of the data) */
	size_t keep = arr ? na + (k->kind == AT_DENSE || k->kind == AT_DENSE_ARRAY) : 0;
	char *mem = arena_alloc(&c->arena, al8(sizeof *a) + al8(ne) + al8(keep));
	a = (Attr *)mem;
	*a = *k;
	mem += al8(sizeof *a);
	if (k->elems) {
		if (ne)
			memcpy(mem, k->elems, ne);
		a->elems = (const Rel *)(void *)mem;   /* a link's value is its target's span_link: it copies as is */
		mem += al8(ne);
	}
	if (arr) {
		if (na)
			memcpy(mem, arr, na);
		attr_set_array(a, mem);
	}
	return uq_insert(c, UQ_ATTRS, a, a->hash, attr_eq, k);
}

Attr *at_unit(Ctx *c) { return c->a_unit; }
Attr *at_bool(Ctx *c, int v) { return v ? c->a_true : c->a_false; }

static unsigned words_for(unsigned bits) { return bits ? (bits + 63) / 64 : 1; }

Attr *at_int(Ctx *c, Type *t, const uint64_t *words)
{
	unsigned width = ty_bitwidth(t);
	if (t->kind == TY_INT && width == 1 && t->sign == SIGNLESS)
		return at_bool(c, words[0] & 1);
	unsigned nw = words_for(width);
	uint64_t tmp[8] = { 0 };
	uint64_t *w = nw <= 8 ? tmp : malloc(nw * sizeof *w);
	memcpy(w, words, nw * sizeof *w);
	if (width % 64)
		w[nw - 1] &= (UINT64_C(1) << (width % 64)) - 1;
	if (width == 0)
		w[0] = 0;
	Attr k = { .kind = AT_INT, .ty = ctx_link(c, t), .n = nw, .words = w };
	Attr *a = attr_unique(c, &k);
	if (w != tmp)
		free(w);
	return a;
}

Attr *at_int64(Ctx *c, Type *t, int64_t v)
{
	unsigned nw = words_for(ty_bitwidth(t));
	uint64_t tmp[8] = { 0 };
	uint64_t *w = nw <= 8 ? tmp : malloc(nw * sizeof *w);
	for (unsigned i = 0; i < nw; i++)
		w[i] = i == 0 ? (uint64_t)v : (v < 0 ? ~UINT64_C(0) : 0);
	Attr *a = at_int(c, t, w);
	if (w != tmp)
		free(w);
	return a;
}

Attr *at_float(Ctx *c, Type *t, const uint64_t *bits)
{
	unsigned width = ty_bitwidth(t);
	uint64_t w[2] = { bits[0], width > 64 ? bits[1] : 0 };
	if (width < 64)
		w[0] &= (UINT64_C(1) << width) - 1;
	else if (width > 64 && width < 128)
		w[1] &= (UINT64_C(1) << (width - 64)) - 1;
	Attr k = { .kind = AT_FLOAT, .ty = ctx_link(c, t), .n = words_for(width), .words = w };
	return attr_unique(c, &k);
}

Attr *at_string(Ctx *c, const char *s, size_t n, Type *t)
{
	Attr k = { .kind = AT_STRING, .str = str_intern(c, s, n), .ty = ctx_link(c, t ? t : c->t_none) };
	return attr_unique(c, &k);
}

Attr *at_type(Ctx *c, Type *t)
{
	Attr k = { .kind = AT_TYPE, .ty = ctx_link(c, t) };
	return attr_unique(c, &k);
}

Attr *at_array(Ctx *c, Attr **elems, uint32_t n)
{
	Attr k = { .kind = AT_ARRAY, .n = n };
	return unique_with(c, &k, n ? elems : NULL, NULL);
}

static int name_cmp(const Str *a, const Str *b)
{
	size_t n = a->len < b->len ? a->len : b->len;
	int r = memcmp(a->s, b->s, n);
	if (r)
		return r;
	return a->len < b->len ? -1 : a->len > b->len;
}

enum { DICT_SMALL = 16 };

Attr *at_dict(Ctx *c, const Str **names, Attr **vals, uint32_t n, const Str **dup)
{
	if (dup)
		*dup = NULL;
	if (!n)
		return c->a_empty_dict;
	/* most dictionaries have a few entries: sorted on the stack */
	const Str *ns_small[DICT_SMALL];
	Attr *vs_small[DICT_SMALL];
	const Str **ns = n <= DICT_SMALL ? ns_small : malloc(n * sizeof *ns);
	Attr **vs = n <= DICT_SMALL ? vs_small : malloc(n * sizeof *vs);
	if (!ns || !vs)
		die_oom();
	/* Insertion sort keeps equal keys adjacent; dictionaries are small. */
	for (uint32_t i = 0; i < n; i++) {
		uint32_t j = i;
		while (j > 0 && name_cmp(ns[j - 1], names[i]) > 0) {
			ns[j] = ns[j - 1];
			vs[j] = vs[j - 1];
			j--;
		}
		ns[j] = names[i];
		vs[j] = vals[i];
	}
	for (uint32_t i = 1; i < n; i++) {
		if (ns[i] == ns[i - 1]) {
			if (dup)
				*dup = ns[i];
			if (ns != ns_small)
				free(ns), free(vs);
			return NULL;
		}
	}
	Attr k = { .kind = AT_DICT, .n = n };
	Attr *a = unique_with(c, &k, vs, ns);
	if (ns != ns_small)
		free(ns), free(vs);
	return a;
}

Attr *at_dict_get(Attr *dict, const char *name)
{
	if (!dict || dict->kind != AT_DICT)
		return NULL;
	size_t len = strlen(name);
	for (uint32_t i = 0; i < dict->n; i++)
		if (attr_name(dict, i)->len == len && memcmp(attr_name(dict, i)->s, name, len) == 0)
			return attr_elem(dict, i);
	return NULL;
}

Attr *at_symref(Ctx *c, const Str **names, uint32_t n)
{
	Attr k = { .kind = AT_SYMREF, .n = n };
	return unique_with(c, &k, NULL, names);
}

Attr *at_affine_map(Ctx *c, AffMap *m)
{
	Attr k = { .kind = AT_AFFINE_MAP, .map = m };
	return attr_unique(c, &k);
}

Attr *at_integer_set(Ctx *c, IntSet *s)
{
	Attr k = { .kind = AT_INTEGER_SET, .set = s };
	return attr_unique(c, &k);
}

Attr *at_dense(Ctx *c, Type *t, const uint8_t *data, size_t nbytes, int splat)
{
	Attr k = { .kind = AT_DENSE, .ty = ctx_link(c, t), .bytes = data, .nbytes = nbytes, .splat = (uint8_t)!!splat };
	return attr_unique(c, &k);
}

Attr *at_dense_string(Ctx *c, Type *t, Attr **strs, uint32_t n, int splat)
{
	Attr k = { .kind = AT_DENSE_STRING, .ty = ctx_link(c, t), .n = n, .splat = (uint8_t)!!splat };
	return unique_with(c, &k, n ? strs : NULL, NULL);
}

Attr *at_dense_resource(Ctx *c, Type *t, const Str *key)
{
	Attr k = { .kind = AT_DENSE_RESOURCE, .ty = ctx_link(c, t), .str = key };
	return attr_unique(c, &k);
}

Attr *at_sparse(Ctx *c, Type *t, Attr *indices, Attr *values)
{
	Attr *e[2] = { indices, values };
	Attr k = { .kind = AT_SPARSE, .ty = ctx_link(c, t), .n = 2 };
	return unique_with(c, &k, e, NULL);
}

Attr *at_dense_array(Ctx *c, Type *elem, const uint8_t *data, size_t nbytes, uint32_t n)
{
	Attr k = { .kind = AT_DENSE_ARRAY, .ty = ctx_link(c, elem), .bytes = data, .nbytes = nbytes, .ival = n };
	return attr_unique(c, &k);
}

Attr *at_strided(Ctx *c, const int64_t *strides, uint32_t n, int64_t offset)
{
	Attr k = { .kind = AT_STRIDED, .n = n, .ints = n ? (int64_t *)strides : NULL, .ival = offset };
	return attr_unique(c, &k);
}

Attr *at_distinct(Ctx *c, int64_t id, Attr *ref)
{
	Attr *e[1] = { ref };
	Attr k = { .kind = AT_DISTINCT, .ival = id, .n = 1 };
	return unique_with(c, &k, e, NULL);
}

Attr *at_opaque(Ctx *c, const Str *dialect, const Str *data, Type *t)
{
	Attr k = { .kind = AT_OPAQUE, .dialect = dialect, .data = data, .ty = ctx_link(c, t) };
	return attr_unique(c, &k);
}

Attr *at_loc_unknown(Ctx *c) { return c->a_loc_unknown; }

Attr *at_loc_file(Ctx *c, const Str *file, const int64_t *ints, uint32_t n)
{
	Attr k = { .kind = AT_LOC_FILE, .str = file, .n = n, .ints = n ? (int64_t *)ints : NULL };
	return attr_unique(c, &k);
}

Attr *at_loc_name(Ctx *c, const Str *name, Attr *child)
{
	Attr *e[1] = { child };
	Attr k = { .kind = AT_LOC_NAME, .str = name, .n = 1 };
	return unique_with(c, &k, e, NULL);
}

Attr *at_loc_callsite(Ctx *c, Attr *callee, Attr *caller)
{
	Attr *e[2] = { callee, caller };
	Attr k = { .kind = AT_LOC_CALLSITE, .n = 2 };
	return unique_with(c, &k, e, NULL);
}

Attr *at_loc_fused(Ctx *c, Attr **locs, uint32_t n, Attr *metadata)
{
	Attr k = { .kind = AT_LOC_FUSED, .n = n, .metadata = metadata };
	return unique_with(c, &k, n ? locs : NULL, NULL);
}

int at_is_loc(const Attr *a)
{
	return a->kind >= AT_LOC_UNKNOWN && a->kind <= AT_LOC_FUSED;
}

size_t dense_elem_bytes(const Type *elem)
{
	if (elem->kind == TY_COMPLEX)
		return 2 * dense_elem_bytes(elem->elem);
	unsigned w = ty_bitwidth(elem);
	return w ? (w + 7) / 8 : 1;
}

void ctx_init_builtins(Ctx *c)
{
	Type k = { .kind = TY_INDEX };
	c->t_index = type_unique(c, &k);
	Type kn = { .kind = TY_NONE };
	c->t_none = type_unique(c, &kn);
	c->t_i1 = ty_int(c, 1, SIGNLESS);
	c->t_i64 = ty_int(c, 64, SIGNLESS);
	c->t_f64 = ty_float(c, FK_F64);
	Attr u = { .kind = AT_UNIT };
	c->a_unit = attr_unique(c, &u);
	Attr t = { .kind = AT_BOOL, .ival = 1, .ty = ctx_link(c, c->t_i1) };
	c->a_true = attr_unique(c, &t);
	Attr f = { .kind = AT_BOOL, .ival = 0, .ty = ctx_link(c, c->t_i1) };
	c->a_false = attr_unique(c, &f);
	Attr d = { .kind = AT_DICT };
	c->a_empty_dict = attr_unique(c, &d);
	Attr l = { .kind = AT_LOC_UNKNOWN };
	c->a_loc_unknown = attr_unique(c, &l);
}
