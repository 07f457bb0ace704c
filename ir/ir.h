/* ir.h — the one internal header of the IR layer: every IR struct and every
 * prototype of ir/, the parser, the printer and the verifier.
 *
 * Ownership: everything hangs off one Ctx.  All memory comes from the
 * context's arena and is released by ctx_free().  Types, attributes,
 * affine expressions/maps/sets and identifiers are uniqued in the context,
 * so they compare by pointer.  Ops, blocks, regions and values are not
 * uniqued; they live in the same arena (erasing an op unlinks it, the memory
 * is reclaimed with the context).
 */
#ifndef TS_IR_H
#define TS_IR_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct Ctx Ctx;
typedef struct Str Str;
typedef struct Type Type;
typedef struct Attr Attr;
typedef struct AffExpr AffExpr;
typedef struct AffMap AffMap;
typedef struct IntSet IntSet;
typedef struct OpName OpName;
typedef struct Op Op;
typedef struct Value Value;
typedef struct Use Use;
typedef struct SuccUse SuccUse;
typedef struct Block Block;
typedef struct Region Region;
typedef struct Module Module;

/* ---------------------------------------------------------------- arena */

typedef struct Chunk Chunk;
/* Which pages a span's pieces get, decided by timing their first touch
 * (ctx.c, pages_plan). */
typedef struct SpanPages {
	uint32_t huge_ns;        /* the slow huge page's first touch, once small pages are tried */
	uint8_t small;           /* the pieces from here on are on small pages */
	uint8_t settled;         /* both kinds timed: no more timing */
	uint8_t timing;          /* a piece is being timed (by one thread, outside the share's lock) */
} SpanPages;
int span_pages_step(SpanPages *pg, uint64_t ns);   /* ctx.c: 1 small from here, -1 huge again, 0 as is */
typedef struct Arena {
	Chunk *head;
	char *cur, *end;
	size_t total;            /* bytes obtained (chunks, or committed span), for stats */
	char *base, *limit;      /* a reserved span (arena_reserve), else NULL */
	struct ArenaShare *share;   /* two parse threads take pieces of the span (ctx.c) */
	char *gap, *gap_end;     /* left unused by arena_skip_small: never touched, not counted */
	SpanPages pages;         /* huge or small pages for the span's next pieces (ctx.c) */
} Arena;

void *arena_alloc(Arena *a, size_t n);          /* 8-aligned, zeroed */
void *arena_alloc4(Arena *a, size_t n);         /* 4-aligned, zeroed: blocks of 32-bit fields only (ops, block arguments) */
void *arena_dup(Arena *a, const void *p, size_t n);
/* calloc for tables that are looked up before they are filled: the pages
 * are written now, so none is read first (a read maps the kernel's zero
 * page, and the write after it faults again and flushes the other
 * thread's TLB).  NULL on failure. */
void *calloc_written(size_t n, size_t size);
_Noreturn void die_oom(void);   /* "tsrewrite: out of memory", abort */
void arena_free(Arena *a);
void arena_reset(Arena *a);                    /* empty, keeping the current chunk */
/* Make a (still empty) arena allocate from one reserved stretch of address
 * space, at most IR_SPAN bytes and starting at a multiple of IR_SPAN,
 * committed as it fills.  The context's arena is one, so the IR's links
 * can be 32-bit offsets in it (Rel, below).  Returns -1 if no address
 * space could be reserved. */
int arena_reserve(Arena *a);
void arena_skip_small(Arena *a);   /* a large input: the IR on huge pages from now on */

/* A 32-bit link between two IR objects: the target's offset in the
 * context's arena, in 4-byte units; 0 is NULL (the arena's first bytes
 * hold nothing).  The arena is one span aligned to its maximum size
 * (arena_reserve), so the span's base is the link's own address with the
 * low bits cleared: a Rel needs no context to read, and copying one from
 * field to field keeps its target.  Both ends must lie in the arena. */
typedef uint32_t Rel;
#define IR_SPAN ((uintptr_t)8 << 30)
static inline void *rel_get(const Rel *f)
{
	return *f ? (void *)(((uintptr_t)f & ~(IR_SPAN - 1)) | (uintptr_t)*f << 2) : NULL;
}
void rel_out_of_span(void);   /* ctx.c: a link to or from memory outside the arena (a bug); aborts */
/* An arena object's 32-bit name, unique among its context's objects (the
 * low bits of a Rel): for tables that identify objects without a pointer. */
static inline uint32_t span_link(const void *p) { return (uint32_t)(((uintptr_t)p & (IR_SPAN - 1)) >> 2); }
static inline void rel_set(Rel *f, const void *p)
{
	if (p && (((uintptr_t)p ^ (uintptr_t)f) & ~(IR_SPAN - 1)))
		rel_out_of_span();
	*f = (Rel)(((uintptr_t)p & (IR_SPAN - 1)) >> 2);
}

/* Growable array backed by malloc, for scratch work (parser stacks, printer
 * buffers).  Freed explicitly; never stored in the IR. */
typedef struct Vec {
	void *p;
	size_t len, cap, esz;
} Vec;
void vec_init(Vec *v, size_t esz);
void *vec_push(Vec *v);                 /* returns the new (zeroed) slot */
void vec_grow(Vec *v);                  /* doubles the capacity (16 at first) */
void vec_reserve(Vec *v, size_t n);     /* room for n elements in all */
/* A new slot that the caller fills whole: the parser's stacks push millions
 * of pointers, so no call and no zeroing. */
static inline void *vec_push_raw(Vec *v)
{
	if (v->len == v->cap)
		vec_grow(v);
	return (char *)v->p + v->len++ * v->esz;
}
void *vec_push_arena(Arena *a, Vec *v); /* the same, storage from a (never vec_free it) */
void vec_free(Vec *v);
#define VEC_AT(v, T, i) (((T *)(v)->p)[i])

/* Output buffer: the printer writes here, the CLI writes it to a file. */
typedef struct Buf {
	char *p;
	size_t len, cap;
} Buf;
/* The printer calls these once or more per token: the common case (room
 * left) is inline, growing is not. The text stays NUL-terminated. */
void buf_put_grow(Buf *b, const char *s, size_t n);
void buf_putc_grow(Buf *b, char c);
static inline void buf_put(Buf *b, const char *s, size_t n)
{
	if (b->len + n < b->cap) {
		memcpy(b->p + b->len, s, n);
		b->len += n;
		b->p[b->len] = 0;
	} else {
		buf_put_grow(b, s, n);
	}
}
/* n (<= max) bytes of a slot of max readable bytes: with room for the
 * whole slot, all of it is copied and the length set to n.  A fixed-size
 * copy is a few vector moves; memcpy of a length the compiler knows to be
 * small became `rep movs`, slow to start for a short string.  The bytes
 * past the text are overwritten next. */
static inline void buf_put_slot(Buf *b, const char *s, size_t n, size_t max)
{
	if (b->len + max < b->cap) {
		memcpy(b->p + b->len, s, max);
		b->len += n;
		b->p[b->len] = 0;
	} else {
		buf_put_grow(b, s, n);
	}
}
static inline void buf_putc(Buf *b, char c)
{
	if (b->len + 1 < b->cap) {
		b->p[b->len++] = c;
		b->p[b->len] = 0;
	} else {
		buf_putc_grow(b, c);
	}
}
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...);
void buf_indent(Buf *b, unsigned n);
void buf_free(Buf *b);

/* -------------------------------------------------------------- strings */

/* Interned byte string (may contain NUL bytes; s[len] is always NUL). */
struct Str {
	uint32_t len;
	uint32_t hash;
	const char *s;
};
const Str *str_intern(Ctx *c, const char *s, size_t len);
const Str *str_cstr(Ctx *c, const char *s);
uint32_t hash_bytes(const void *p, size_t n, uint32_t seed);

/* ----------------------------------------------------------------- types */

typedef enum TypeKind {
	TY_INT,          /* width, sign */
	TY_INDEX,
	TY_FLOAT,        /* fkind */
	TY_NONE,
	TY_COMPLEX,      /* elem */
	TY_TUPLE,        /* types[n] */
	TY_FUNC,         /* types[n] = inputs, then types[n + m] = results */
	TY_VECTOR,       /* dims[n], scalable[n] (NULL when none), elem */
	TY_TENSOR,       /* dims[n], elem, encoding (may be NULL) */
	TY_UTENSOR,      /* elem */
	TY_MEMREF,       /* dims[n], elem, layout (NULL = identity), memspace */
	TY_UMEMREF,      /* elem, memspace */
	TY_OPAQUE,       /* dialect type: dialect + data, see print rule */
} TypeKind;

typedef enum IntSign { SIGNLESS, SIGNED, UNSIGNED } IntSign;

/* Every MLIR 19 float type, in the order the keyword table lists them. */
#define FLOAT_KINDS(X) \
	X(F16, "f16", 16) X(BF16, "bf16", 16) X(F32, "f32", 32) X(F64, "f64", 64) \
	X(F80, "f80", 80) X(F128, "f128", 128) X(TF32, "tf32", 19) \
	X(F8E5M2, "f8E5M2", 8) X(F8E4M3, "f8E4M3", 8) X(F8E4M3FN, "f8E4M3FN", 8) \
	X(F8E5M2FNUZ, "f8E5M2FNUZ", 8) X(F8E4M3FNUZ, "f8E4M3FNUZ", 8) \
	X(F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 8) X(F8E3M4, "f8E3M4", 8) \
	X(F4E2M1FN, "f4E2M1FN", 4) X(F6E2M3FN, "f6E2M3FN", 6) \
	X(F6E3M2FN, "f6E3M2FN", 6) X(F8E8M0FNU, "f8E8M0FNU", 8)
typedef enum FloatKind {
#define X(k, s, w) FK_##k,
	FLOAT_KINDS(X)
#undef X
	FK_COUNT
} FloatKind;
extern const char *const float_kind_name[FK_COUNT];   /* const table, not state */
extern const uint8_t float_kind_width[FK_COUNT];

#define DYN INT64_MIN        /* dynamic size / stride / offset ('?') */

struct Type {
	uint8_t kind;        /* TypeKind */
	uint8_t sign;        /* IntSign, TY_INT */
	uint8_t fkind;       /* FloatKind, TY_FLOAT */
	uint32_t width;      /* TY_INT */
	uint32_t n, m;       /* dims or type counts (see TypeKind) */
	int64_t *dims;
	uint8_t *scalable;   /* TY_VECTOR: NULL if no dim is scalable */
	Type *elem;
	Type **types;
	Attr *layout;        /* TY_MEMREF */
	Attr *memspace;      /* TY_MEMREF, TY_UMEMREF; NULL = default space */
	Attr *encoding;      /* TY_TENSOR */
	const Str *dialect;  /* TY_OPAQUE: "llvm" */
	const Str *data;     /* TY_OPAQUE: "ptr<1>" (text after "dialect." or inside "dialect<>") */
	uint32_t hash;
	uint8_t wseen[2];    /* a parse thread's alias walk (ir/walklog.c): what it found of this type */
	const Str *alias;    /* alias-name hint from the input ('!name = ...'), or NULL */
};

/* Constructors return the uniqued type. */
Type *ty_int(Ctx *c, uint32_t width, IntSign sign);
Type *ty_index(Ctx *c);
Type *ty_none(Ctx *c);
Type *ty_float(Ctx *c, FloatKind k);
Type *ty_complex(Ctx *c, Type *elem);
Type *ty_tuple(Ctx *c, Type **types, uint32_t n);
Type *ty_func(Ctx *c, Type **ins, uint32_t nin, Type **outs, uint32_t nout);
Type *ty_vector(Ctx *c, const int64_t *dims, const uint8_t *scalable, uint32_t n, Type *elem);
Type *ty_tensor(Ctx *c, const int64_t *dims, uint32_t n, Type *elem, Attr *encoding);
Type *ty_utensor(Ctx *c, Type *elem);
Type *ty_memref(Ctx *c, const int64_t *dims, uint32_t n, Type *elem, Attr *layout, Attr *memspace);
Type *ty_umemref(Ctx *c, Type *elem, Attr *memspace);
Type *ty_opaque(Ctx *c, const Str *dialect, const Str *data);
static inline Type **ty_func_ins(Type *t) { return t->types; }
static inline Type **ty_func_outs(Type *t) { return t->types ? t->types + t->n : NULL; }
int ty_is_shaped(const Type *t);        /* vector, tensor, memref (ranked or not) */
int64_t ty_num_elements(const Type *t); /* static shaped types; -1 if dynamic */
unsigned ty_bitwidth(const Type *t);    /* int/index(64)/float; 0 otherwise */

/* ------------------------------------------------------------ attributes */

typedef enum AttrKind {
	AT_UNIT,
	AT_BOOL,         /* ival (0/1); type i1 */
	AT_INT,          /* words, type */
	AT_FLOAT,        /* words (bit pattern, little-endian words), type */
	AT_STRING,       /* str (bytes), type (TY_NONE unless ': type' given) */
	AT_TYPE,         /* type */
	AT_ARRAY,        /* elems[n] */
	AT_DICT,         /* names[n] (sorted), elems[n] */
	AT_SYMREF,       /* names[n]: @a::@b::@c */
	AT_AFFINE_MAP,   /* map */
	AT_INTEGER_SET,  /* set */
	AT_DENSE,        /* type (shaped); data: raw little-endian element bytes, splat flag */
	AT_DENSE_STRING, /* type; elems[n] are AT_STRING (n == 1 when splat) */
	AT_DENSE_RESOURCE, /* str = resource key; type */
	AT_SPARSE,       /* elems[0] = indices (AT_DENSE), elems[1] = values; type */
	AT_DENSE_ARRAY,  /* type = element type; ival = element count; bytes */
	AT_STRIDED,      /* ints[n] = strides, ival = offset (DYN allowed) */
	AT_DISTINCT,     /* ival = id, elems[0] = referenced attr (may be NULL) */
	AT_OPAQUE,       /* dialect attr: dialect, data; type (NULL = none given) */
	/* locations */
	AT_LOC_UNKNOWN,
	AT_LOC_FILE,     /* str = file; ints[0..3] = line, col, endline, endcol; n = 2 or 4 or 1/3 (range forms) */
	AT_LOC_NAME,     /* str = name; elems[0] = child loc (NULL if none) */
	AT_LOC_CALLSITE, /* elems[0] = callee, elems[1] = caller */
	AT_LOC_FUSED,    /* elems[n] = locs; metadata (NULL if none) */
	AT_KIND_COUNT
} AttrKind;

/* 64 bytes: the fields every kind has, then two unions whose members
 * belong to different kinds (the list above says which kind uses which).
 * Read a union member only after checking the kind; attr_unique copies,
 * hashes and compares them by kind (attr_array in types.c). */
struct Attr {
	uint8_t kind;        /* AttrKind */
	uint8_t splat;       /* AT_DENSE, AT_DENSE_STRING */
	uint8_t wseen[2];    /* a parse thread's alias walk (ir/walklog.c): what it found of this attribute;
	                      * neither hashed nor compared */
	uint32_t n;          /* element count / word count (see kinds) */
	uint32_t hash;
	uint32_t pslot;      /* a printer's record of it: 1 + index (print_attr.c, attr_rec), trusted only
	                      * where that record names this attribute; neither hashed nor compared */
	Rel ty;              /* Type *: attr_type() (a lookup key in types.c holds the span_link) */
	Rel alias;           /* const Str *: alias-name hint from the input ('#name = ...') or NULL: attr_alias() */
	int64_t ival;
	const Rel *elems;    /* Attr *[n] as links: attr_elem() (4 bytes an element, not 8) */
	union {
		uint64_t *words;       /* AT_INT/AT_FLOAT: ceil(width/64) words, value truncated to width */
		int64_t *ints;         /* AT_STRIDED, AT_LOC_FILE */
		const Rel *names;      /* AT_DICT, AT_SYMREF: const Str *[n] as links, attr_name() */
		const uint8_t *bytes;  /* AT_DENSE/AT_DENSE_ARRAY element data */
		const Str *dialect;    /* AT_OPAQUE */
		AffMap *map;
		IntSet *set;
	};
	union {
		const Str *str;        /* AT_STRING, AT_DENSE_RESOURCE, AT_LOC_FILE, AT_LOC_NAME */
		const Str *data;       /* AT_OPAQUE */
		size_t nbytes;         /* AT_DENSE, AT_DENSE_ARRAY */
		Attr *metadata;        /* AT_LOC_FUSED */
	};
};
_Static_assert(sizeof(Attr) == 56, "Attr: pslot fills the padding after hash, wseen the one after splat; type and alias are links");
static inline Type *attr_type(const Attr *a) { return rel_get(&a->ty); }
static inline const Str *attr_alias(const Attr *a) { return rel_get(&a->alias); }
static inline void attr_set_alias(Attr *a, const Str *s) { rel_set(&a->alias, s); }
/* Element i of an array-like attribute (AT_ARRAY, AT_DICT's values, ...) and
 * key i of AT_DICT / part i of AT_SYMREF; stored attributes only (a lookup
 * key in types.c holds its arrays elsewhere). */
static inline Attr *attr_elem(const Attr *a, uint32_t i) { return rel_get(&a->elems[i]); }
static inline const Str *attr_name(const Attr *a, uint32_t i) { return rel_get(&a->names[i]); }

Attr *at_unit(Ctx *c);
Attr *at_bool(Ctx *c, int v);
Attr *at_int(Ctx *c, Type *t, const uint64_t *words);      /* words: ceil(bitwidth/64), masked by the callee */
Attr *at_int64(Ctx *c, Type *t, int64_t v);
Attr *at_float(Ctx *c, Type *t, const uint64_t *bits);     /* bits: ceil(width/64) words */
Attr *at_string(Ctx *c, const char *s, size_t n, Type *t); /* t NULL => none */
Attr *at_type(Ctx *c, Type *t);
Attr *at_array(Ctx *c, Attr **elems, uint32_t n);
/* Sorts by name (byte-wise, shorter first on a common prefix) and rejects
 * duplicates: returns NULL and sets *dup to the duplicated name. */
Attr *at_dict(Ctx *c, const Str **names, Attr **vals, uint32_t n, const Str **dup);
Attr *at_dict_get(Attr *dict, const char *name);
Attr *at_symref(Ctx *c, const Str **names, uint32_t n);
Attr *at_affine_map(Ctx *c, AffMap *m);
Attr *at_integer_set(Ctx *c, IntSet *s);
Attr *at_dense(Ctx *c, Type *t, const uint8_t *data, size_t nbytes, int splat);
Attr *at_dense_string(Ctx *c, Type *t, Attr **strs, uint32_t n, int splat);
Attr *at_dense_resource(Ctx *c, Type *t, const Str *key);
Attr *at_sparse(Ctx *c, Type *t, Attr *indices, Attr *values);
Attr *at_dense_array(Ctx *c, Type *elem, const uint8_t *data, size_t nbytes, uint32_t n);
Attr *at_strided(Ctx *c, const int64_t *strides, uint32_t n, int64_t offset);
Attr *at_distinct(Ctx *c, int64_t id, Attr *ref);
Attr *at_opaque(Ctx *c, const Str *dialect, const Str *data, Type *t);
Attr *at_loc_unknown(Ctx *c);
Attr *at_loc_file(Ctx *c, const Str *file, const int64_t *ints, uint32_t n);
Attr *at_loc_name(Ctx *c, const Str *name, Attr *child);
Attr *at_loc_callsite(Ctx *c, Attr *callee, Attr *caller);
Attr *at_loc_fused(Ctx *c, Attr **locs, uint32_t n, Attr *metadata);
int at_is_loc(const Attr *a);

/* Dense element storage: elements are stored densely, little-endian, each
 * element in ceil(bitwidth/8) bytes (i1 in one byte, 0 or 1); complex
 * elements are two consecutive scalars.  Splat stores one element. */
size_t dense_elem_bytes(const Type *elem);

/* ----------------------------------------------------------- affine */

typedef enum AffKind {
	AE_ADD, AE_MUL, AE_MOD, AE_FLOORDIV, AE_CEILDIV, /* binary: lhs, rhs */
	AE_CONST,        /* val */
	AE_DIM,          /* val = position */
	AE_SYM,          /* val = position */
} AffKind;

struct AffExpr {
	uint8_t kind;
	int64_t val;
	AffExpr *lhs, *rhs;
	uint32_t hash;
};

/* Constructors apply MLIR's construction-time simplifications (the
 * simplifyAdd/Mul/FloorDiv/CeilDiv/Mod rules), so that every stored
 * expression is in MLIR's canonical form and prints like MLIR does. */
AffExpr *aff_const(Ctx *c, int64_t v);
AffExpr *aff_dim(Ctx *c, unsigned pos);
AffExpr *aff_sym(Ctx *c, unsigned pos);
AffExpr *aff_add(Ctx *c, AffExpr *a, AffExpr *b);
AffExpr *aff_mul(Ctx *c, AffExpr *a, AffExpr *b);
AffExpr *aff_sub(Ctx *c, AffExpr *a, AffExpr *b);     /* a + b * -1 */
AffExpr *aff_neg(Ctx *c, AffExpr *a);                 /* a * -1 */
AffExpr *aff_floordiv(Ctx *c, AffExpr *a, AffExpr *b);
AffExpr *aff_ceildiv(Ctx *c, AffExpr *a, AffExpr *b);
AffExpr *aff_mod(Ctx *c, AffExpr *a, AffExpr *b);
/* Raw binary node without simplification (for tests of the simplifier). */
AffExpr *aff_raw(Ctx *c, AffKind k, AffExpr *a, AffExpr *b);
int aff_is_pure(const AffExpr *e);      /* no mod/div by a non-constant */
int aff_is_symbolic_or_const(const AffExpr *e);
int64_t aff_eval(const AffExpr *e, const int64_t *dims, const int64_t *syms, int *ok);

struct AffMap {
	uint32_t ndims, nsyms, nres;
	AffExpr **res;
	uint32_t hash;
};
AffMap *affmap_get(Ctx *c, uint32_t ndims, uint32_t nsyms, AffExpr **res, uint32_t nres);
int affmap_is_identity(const AffMap *m);

struct IntSet {
	uint32_t ndims, nsyms, ncons;
	AffExpr **cons;      /* each constraint: cons[i] >= 0, or == 0 if eq[i] */
	uint8_t *eq;
	uint32_t hash;
};
IntSet *intset_get(Ctx *c, uint32_t ndims, uint32_t nsyms, AffExpr **cons, const uint8_t *eq, uint32_t ncons);
/* Additions (affine.c).  print_affmap/print_intset print the body only
 * ("(d0)[s0] -> (d0 + s0)", "(d0) : (d0 - 1 >= 0)"); the caller wraps it in
 * affine_map<...> / affine_set<...>.  aff_constraint builds a constraint
 * the way MLIR's parser does: kind 0 `lhs >= rhs` and 2 `lhs == rhs` give
 * lhs - rhs, kind 1 `lhs <= rhs` gives rhs - lhs. */
void print_affmap(const AffMap *m, Buf *out);
void print_intset(const IntSet *s, Buf *out);
AffExpr *aff_constraint(Ctx *c, AffExpr *lhs, AffExpr *rhs, int kind /* 0: >=, 1: <=, 2: == */);

/* ------------------------------------------------------------- op table */

/* Ops the library knows by name.  Op names are interned once; an OpName
 * points at its OpInfo (or the generic one for unknown ops), so passes
 * dispatch with `op_name(op)->id` through tables, never strcmp. */
enum {
	OF_TERMINATOR = 1 << 0,   /* must end its block */
	OF_ISOLATED = 1 << 1,     /* IsolatedFromAbove: regions see no outer values */
	OF_GRAPH = 1 << 2,        /* regions are graph regions (no dominance order) */
	OF_NO_TERMINATOR = 1 << 3,/* single-block regions without terminator (builtin.module) */
	OF_SYMBOL_TABLE = 1 << 4,
	OF_RETURN_LIKE = 1 << 5,
};

/* X(id, "name", flags, nopnds, nres): -1 = variadic / not checked. */
#define KNOWN_OPS(X) \
	X(BUILTIN_MODULE, "builtin.module", OF_ISOLATED | OF_GRAPH | OF_NO_TERMINATOR | OF_SYMBOL_TABLE, 0, 0) \
	X(BUILTIN_UNREALIZED_CAST, "builtin.unrealized_conversion_cast", 0, -1, -1) \
	X(FUNC_FUNC, "func.func", OF_ISOLATED, 0, 0) \
	X(FUNC_RETURN, "func.return", OF_TERMINATOR | OF_RETURN_LIKE, -1, 0) \
	X(FUNC_CALL, "func.call", 0, -1, -1) \
	X(FUNC_CALL_INDIRECT, "func.call_indirect", 0, -1, -1) \
	X(FUNC_CONSTANT, "func.constant", 0, 0, 1) \
	X(CF_BR, "cf.br", OF_TERMINATOR, -1, 0) \
	X(CF_COND_BR, "cf.cond_br", OF_TERMINATOR, -1, 0) \
	X(CF_SWITCH, "cf.switch", OF_TERMINATOR, -1, 0) \
	X(CF_ASSERT, "cf.assert", 0, 1, 0) \
	X(SCF_FOR, "scf.for", 0, -1, -1) \
	X(SCF_IF, "scf.if", 0, 1, -1) \
	X(SCF_WHILE, "scf.while", 0, -1, -1) \
	X(SCF_CONDITION, "scf.condition", OF_TERMINATOR, -1, 0) \
	X(SCF_YIELD, "scf.yield", OF_TERMINATOR | OF_RETURN_LIKE, -1, 0) \
	X(SCF_INDEX_SWITCH, "scf.index_switch", 0, 1, -1) \
	X(SCF_EXECUTE_REGION, "scf.execute_region", 0, 0, -1) \
	X(SCF_PARALLEL, "scf.parallel", 0, -1, -1) \
	X(SCF_REDUCE, "scf.reduce", OF_TERMINATOR, -1, 0) \
	X(SCF_REDUCE_RETURN, "scf.reduce.return", OF_TERMINATOR, 1, 0) \
	X(AFFINE_FOR, "affine.for", 0, -1, -1) \
	X(AFFINE_IF, "affine.if", 0, -1, -1) \
	X(AFFINE_PARALLEL, "affine.parallel", 0, -1, -1) \
	X(AFFINE_YIELD, "affine.yield", OF_TERMINATOR | OF_RETURN_LIKE, -1, 0) \
	X(AFFINE_APPLY, "affine.apply", 0, -1, 1) \
	X(AFFINE_MIN, "affine.min", 0, -1, 1) \
	X(AFFINE_MAX, "affine.max", 0, -1, 1) \
	X(AFFINE_LOAD, "affine.load", 0, -1, 1) \
	X(AFFINE_STORE, "affine.store", 0, -1, 0) \
	X(AFFINE_VECTOR_LOAD, "affine.vector_load", 0, -1, 1) \
	X(AFFINE_VECTOR_STORE, "affine.vector_store", 0, -1, 0) \
	X(ARITH_CONSTANT, "arith.constant", 0, 0, 1) \
	X(MEMREF_ALLOC, "memref.alloc", 0, -1, 1) \
	X(MEMREF_ALLOCA, "memref.alloca", 0, -1, 1) \
	X(MEMREF_DEALLOC, "memref.dealloc", 0, 1, 0) \
	X(MEMREF_LOAD, "memref.load", 0, -1, 1) \
	X(MEMREF_STORE, "memref.store", 0, -1, 0) \
	X(MEMREF_GLOBAL, "memref.global", 0, 0, 0) \
	X(MEMREF_GET_GLOBAL, "memref.get_global", 0, 0, 1) \
	X(MEMREF_DMA_START, "memref.dma_start", 0, -1, 0) \
	X(MEMREF_DMA_WAIT, "memref.dma_wait", 0, -1, 0) \
	X(MEMREF_ALLOCA_SCOPE_RETURN, "memref.alloca_scope.return", OF_TERMINATOR | OF_RETURN_LIKE, -1, 0) \
	X(LLVM_FUNC, "llvm.func", OF_ISOLATED, 0, 0) \
	X(LLVM_RETURN, "llvm.return", OF_TERMINATOR | OF_RETURN_LIKE, -1, 0) \
	X(LLVM_BR, "llvm.br", OF_TERMINATOR, -1, 0) \
	X(LLVM_COND_BR, "llvm.cond_br", OF_TERMINATOR, -1, 0) \
	X(LLVM_UNREACHABLE, "llvm.unreachable", OF_TERMINATOR, 0, 0) \
	X(LLVM_SWITCH, "llvm.switch", OF_TERMINATOR, -1, 0) \
	X(GPU_MODULE, "gpu.module", OF_ISOLATED | OF_SYMBOL_TABLE, 0, 0) \
	X(TOGSIM_TRANSFER, "togsim.transfer", 0, -1, -1) \
	X(TORCHSIM_VLANE_IDX, "torchsim.vlane_idx", 0, -1, 1)

typedef enum OpId {
	OP_UNKNOWN = 0,
#define X(id, s, f, no, nr) OP_##id,
	KNOWN_OPS(X)
#undef X
	OP_COUNT
} OpId;

typedef struct OpInfo {
	const char *name;
	unsigned flags;
	int nopnds, nres;    /* -1: not checked */
	unsigned len;        /* strlen(name) */
} OpInfo;
extern const OpInfo op_info[OP_COUNT];

struct OpName {
	const Str *name;     /* "dialect.op" */
	const Str *dialect;  /* "dialect" (text before the first '.'; whole name if none) */
	OpId id;
	int plain;           /* every byte prints as itself in a string literal */
	int registered;      /* its dialect is one mlir-opt-19 registers (it prints its properties) */
	const OpInfo *info;
};
/* A byte a string literal prints unescaped (pr_escaped). */
static inline int str_byte_plain(unsigned char ch) { return ch >= 0x20 && ch <= 0x7e && ch != '"' && ch != '\\'; }
const OpName *opname_get(Ctx *c, const char *s, size_t n);

/* ------------------------------------------------------- values, ops */

/* An operand slot.  The uses of a value form an intrusive doubly linked
 * list; new uses are pushed at the head. */
struct Use {
	Rel val;             /* Value *, use_val() */
	Rel next;            /* Use *, use_next() */
	Rel prevp;           /* the Rel that links to this use: the previous use's next, or the value's uses */
	uint32_t back;       /* bytes from the owning op to this use (operands sit in the op's block) */
};
static inline Value *use_val(const Use *u) { return rel_get(&u->val); }
static inline Use *use_next(const Use *u) { return rel_get(&u->next); }
static inline Op *use_owner(const Use *u) { return (Op *)(uintptr_t)((uintptr_t)u - u->back); }

/* A successor slot; the uses of a block are its predecessor edges. */
struct SuccUse {
	Rel block;           /* Block *, succ_block() */
	Rel next;            /* SuccUse *, succ_next() */
	Rel prevp;           /* the Rel that links to this edge (see Use) */
	uint32_t back;       /* bytes from the owning op to this slot */
};
static inline Block *succ_block(const SuccUse *s) { return rel_get(&s->block); }
static inline SuccUse *succ_next(const SuccUse *s) { return rel_get(&s->next); }
static inline Op *succ_owner(const SuccUse *s) { return (Op *)(uintptr_t)((uintptr_t)s - s->back); }

enum { VAL_PLACEHOLDER, VAL_RESULT, VAL_ARG };
/* 12 bytes, no pointer: an op's results follow it in its block at 4-byte
 * alignment. */
struct Value {
	Rel ty;              /* Type *, value_type() */
	Rel uses;            /* Use *, the newest use (value_uses) */
	uint32_t index : 30; /* result number or argument number */
	uint32_t kind : 2;   /* VAL_RESULT (value_def), VAL_ARG (value_block), or a parser placeholder */
};
_Static_assert(sizeof(Value) == 12 && _Alignof(Value) == 4, "Value: three 32-bit words");
#define VALUE_INDEX_MAX ((UINT32_C(1) << 30) - 1)
static inline Type *value_type(const Value *v) { return rel_get(&v->ty); }
static inline void value_set_type(Value *v, Type *t) { rel_set(&v->ty, t); }
static inline Use *value_uses(const Value *v) { return rel_get(&v->uses); }
/* A block argument is its Value, then Rels to its block and to its
 * trailing loc(...) or NULL (block_add_arg); results, the most values,
 * carry neither. */
static inline Rel *value_arg_block_slot(const Value *v) { return (Rel *)(uintptr_t)(v + 1); }
static inline Block *value_block(const Value *v) { return v->kind == VAL_ARG ? rel_get(value_arg_block_slot(v)) : NULL; }
static inline Rel *value_arg_loc_slot(Value *v) { return value_arg_block_slot(v) + 1; }
static inline Attr *value_arg_loc(Value *v) { return rel_get(value_arg_loc_slot(v)); }

/* 44 bytes; the links are Rels (read them with the accessors below). */
enum { OP_SUCCS_MAX = 0xffff, OP_REGIONS_MAX = 0x7fff };
struct Op {
	Rel name;            /* const OpName *, op_name() */
	Rel prev, next;      /* Op *, the neighbours in the block: op_prev(), op_next() */
	Rel parent;          /* Block *, op_block() */
	uint32_t nopnds, nres;
	uint32_t nsuccs : 16;   /* at most OP_SUCCS_MAX (the parsers say so; op_create stops beyond) */
	uint32_t nregions : 15; /* at most OP_REGIONS_MAX */
	uint32_t has_loc : 1;   /* a trailing-location slot ends the op's block (op_loc) */
	Rel props;           /* Attr *: '<...>' properties, NULL if none (op_props) */
	Rel attrs;           /* Attr *: discardable attribute dictionary (AT_DICT, may be empty) or NULL (op_attrs) */
	uint32_t pos;        /* byte offset of the op in the source (diagnostics), 0 if built */
	uint32_t mark;       /* scratch for passes */
};
static inline const OpName *op_name(const Op *op) { return rel_get(&op->name); }
static inline Op *op_next(const Op *op) { return rel_get(&op->next); }
static inline Op *op_prev(const Op *op) { return rel_get(&op->prev); }
static inline Block *op_block(const Op *op) { return rel_get(&op->parent); }
static inline Attr *op_props(const Op *op) { return rel_get(&op->props); }
static inline Attr *op_attrs(const Op *op) { return rel_get(&op->attrs); }

/* An op is one arena block: the Op, then its results, operands, successor
 * slots and regions, in that order (op_create).  The arrays are found from
 * the counts instead of four stored pointers (32 bytes an op). */
_Static_assert(sizeof(Op) == 44 && _Alignof(Op) == 4 && _Alignof(Use) == 4 && _Alignof(SuccUse) == 4,
               "an op's block holds 32-bit fields only (arena_alloc4)");
static inline Value *op_res(const Op *op) { return (Value *)(void *)(op + 1); }
static inline Use *op_opnds(const Op *op) { return (Use *)(void *)(op_res(op) + op->nres); }
static inline SuccUse *op_succs(const Op *op) { return (SuccUse *)(void *)(op_opnds(op) + op->nopnds); }
static inline Region *op_regions(const Op *op) { return (Region *)(void *)(op_succs(op) + op->nsuccs); }
static inline Value *op_operand(const Op *op, uint32_t i) { return use_val(&op_opnds(op)[i]); }
/* An op's results follow the Op itself (op_create), so a result finds its
 * defining op from its number instead of storing a pointer.  NULL for a
 * block argument or a parser placeholder. */
static inline Op *value_def(const Value *v)
{
	return v->kind == VAL_RESULT ? (Op *)(void *)(v - v->index) - 1 : NULL;
}

/* 48 bytes; the links are Rels. */
struct Block {
	Rel first, last;     /* Op *: block_first(), block_last() */
	Rel prev, next;      /* Block *: block_prev(), block_next() */
	Rel parent;          /* Region *: block_region() */
	Rel preds;           /* SuccUse *, the predecessor edges: block_preds() */
	Rel args;            /* Rel[nargs], each a block argument's Value: block_arg(); the array
	                      * holds nargs rounded up to a power of two (block_add_arg) */
	uint32_t nargs;
	uint32_t pos;        /* source offset of the label, 0 if none */
	uint32_t mark;
};
_Static_assert(sizeof(Block) == 40, "Block: ten 32-bit words");
static inline Op *block_first(const Block *b) { return rel_get(&b->first); }
static inline Op *block_last(const Block *b) { return rel_get(&b->last); }
static inline Block *block_prev(const Block *b) { return rel_get(&b->prev); }
static inline Block *block_next(const Block *b) { return rel_get(&b->next); }
static inline Region *block_region(const Block *b) { return rel_get(&b->parent); }
static inline SuccUse *block_preds(const Block *b) { return rel_get(&b->preds); }
static inline Value *block_arg(const Block *b, uint32_t i) { return rel_get((const Rel *)rel_get(&b->args) + i); }

/* 12 bytes: Rels. */
struct Region {
	Rel first, last;     /* Block *: region_first(), region_last() */
	Rel parent;          /* Op *: region_op() */
};
static inline Block *region_first(const Region *r) { return rel_get(&r->first); }
static inline Block *region_last(const Region *r) { return rel_get(&r->last); }
static inline Op *region_op(const Region *r) { return rel_get(&r->parent); }
_Static_assert(_Alignof(Region) == 4, "a region sits in its op's block (arena_alloc4)");

/* Few ops carry a trailing loc(...): those that do (op_create with a loc)
 * get a slot, a Rel, after their regions instead of every op a field. */
static inline Rel *op_loc_slot(const Op *op)
{
	return op->has_loc ? (Rel *)(void *)(op_regions(op) + op->nregions) : NULL;
}
static inline Attr *op_loc(const Op *op) { return op->has_loc ? rel_get(op_loc_slot(op)) : NULL; }

/* Top level of a file: the op list (normally one builtin.module), the file
 * metadata and the aliases in definition order. */
typedef struct Resource {
	const Str *group;    /* dialect or external group name: "builtin", "mlir_reproducer" */
	const Str *key;
	uint8_t kind;        /* 0 = blob/string text, 1 = bool */
	const Str *text;     /* the value as written: "0x..." or "string" (decoded bytes), or NULL for bool */
	int bval;
} Resource;

struct Module {
	Region body;         /* one block holding the top-level ops */
	uint32_t nres_dialect, nres_external;
	Resource *res_dialect, *res_external;
	const char *filename;
};

/* Builder and mutation.  An op created with a loc gets a slot for it
 * (op_loc_slot); the parser passes a placeholder when `loc(` follows. */
Op *op_create(Ctx *c, const OpName *name, Value **opnds, uint32_t nopnds,
              Type **restypes, uint32_t nres, Block **succs, uint32_t nsuccs,
              uint32_t nregions, Attr *props, Attr *attrs, Attr *loc);
Block *block_create(Ctx *c);
Value *block_add_arg(Ctx *c, Block *b, Type *t, Attr *loc);
void region_push_block(Region *r, Block *b);
void region_insert_block_after(Region *r, Block *after, Block *b);
void block_push_op(Block *b, Op *op);                 /* append */
void block_splice_ops(Block *b, Block *from);         /* append all of from's ops, leaving it empty */
/* The op where a block's second half begins (not the first): halfway
 * through the block's source text when its ops carry increasing offsets,
 * else by count; NULL with fewer than two ops.  Work split over two
 * threads (print_split.c, verify.c) starts there. */
Op *block_middle(Block *b);
void op_insert_before(Op *pos, Op *op);
void op_insert_after(Op *pos, Op *op);
void op_unlink(Op *op);                               /* detach, keep uses */
void op_erase(Op *op);                                /* unlink and drop operand/successor uses (and of nested ops); results must be unused */
void op_set_operand(Op *op, uint32_t i, Value *v);
void op_set_successor(Op *op, uint32_t i, Block *b);
void value_replace_all_uses(Value *from, Value *to);
int value_has_uses(const Value *v);
Op *op_clone(Ctx *c, Op *op);  /* deep copy incl. regions; operands defined outside map to themselves */
Op *block_terminator(Block *b); /* last op, or NULL */
Op *op_parent_op(Op *op);
static inline Op *block_parent_op(Block *b) { return b->parent ? region_op(block_region(b)) : NULL; }

/* Walk ops in pre-order (op before its regions).  The callback returns
 * 0 to go on, 1 to skip this op's regions, -1 to stop the walk. */
typedef int (*WalkFn)(Op *op, void *ud);
int walk_ops(Region *r, WalkFn fn, void *ud);
int walk_op(Op *op, WalkFn fn, void *ud);

/* ----------------------------------------------------------- diagnostics */

typedef struct Diag {
	char *msg;           /* malloc'ed message, NULL if no error */
	uint32_t pos;        /* byte offset into the source */
	int has_pos;
} Diag;

/* ------------------------------------------------------------ the context */

typedef struct HashSet {
	void *slots;         /* (link, hash) pairs, see ctx.c */
	uintptr_t span;      /* the arena span its elements live in (IR_SPAN-aligned), set by the first insert */
	uint32_t cap;
	int lent;            /* slots in memory the set does not own (ctx_mt_begin's tables) */
	/* len, which every insert writes, on another cache line than what a
	 * lookup reads: while two threads parse, one's inserts made the
	 * other's next lookup in the stripe a miss (2 % of the bench module) */
	char pad[64 - sizeof(void *) - sizeof(uintptr_t) - sizeof(uint32_t) - sizeof(int)];
	uint32_t len;
	char pad2[60];       /* and not on the next set's first line */
} HashSet;
void *hs_find(HashSet *h, uint32_t hash, int (*eq)(const void *stored, const void *key), const void *key);
void hs_insert(HashSet *h, void *p, uint32_t hash);
void hs_reserve(HashSet *h, uint32_t n);
void hs_free(HashSet *h);
/* Iterate: start with *i = 0; returns the next element or NULL at the end. */
void *hs_next(const HashSet *h, uint32_t *i);

/* A uniquing table: UQ_STRIPES hash sets, picked by the hash's top bits,
 * each with its own lock while two threads parse (ctx_mt_begin). */
enum { UQ_STRS, UQ_TYPES, UQ_ATTRS, UQ_AFFS, UQ_MAPS, UQ_SETS, UQ_OPNAMES, UQ_COUNT };
enum { UQ_STRIPES = 16 };
typedef struct UqTable {
	HashSet part[UQ_STRIPES];
} UqTable;
/* Look key up in table t of c's root context: the object, or NULL.  On a
 * miss the caller builds the object in c's own arena and hands it to
 * uq_insert, which returns it, or the equal one another parse thread
 * added meanwhile (then the caller's stays unused). */
void *uq_find(Ctx *c, unsigned t, uint32_t hash, int (*eq)(const void *stored, const void *key), const void *key);
void *uq_insert(Ctx *c, unsigned t, void *obj, uint32_t hash, int (*eq)(const void *stored, const void *key), const void *key);
/* The objects of table t: start with it = {0, 0}; NULL at the end. */
typedef struct UqIter {
	uint32_t part, i;
} UqIter;
void *uq_next(const Ctx *c, unsigned t, UqIter *it);
uint32_t uq_len(const Ctx *c, unsigned t);

struct Ctx {
	Arena arena;
	UqTable uq[UQ_COUNT];   /* strings, types, attributes, affine expressions, maps, sets, op names */
	Type *t_index, *t_none, *t_i1, *t_i64, *t_f64;
	Type *t_ints[3][65];  /* ty_int of width <= 64 by IntSign, filled on first use */
	Type *t_floats[FK_COUNT];
	Attr *a_unit, *a_true, *a_false, *a_empty_dict, *a_loc_unknown;
	/* first error (library code never prints or exits) */
	Diag diag;
	char *diag_text;     /* formatted diag, malloc'ed (ts_error) */
	jmp_buf *errjmp;     /* set by the parser/verifier for bail-out */
	/* source of the current parse, for diagnostics */
	const char *src;
	size_t srclen;
	const char *filename;
	unsigned max_depth;  /* nesting limit for the parser (regions, attrs, types) */
	/* The source is a read-only private file mapping: the parser may drop
	 * the pages it has read from the resident set (they read back from the
	 * file if a diagnostic needs them).  Set by ctx_set_src_droppable. */
	int src_droppable;
	/* The byte just past the source is readable and 0, so the lexer need
	 * not test its bound at every byte.  Set by ctx_set_src_padded. */
	int src_padded;
	/* Parsing on two threads (parser/split.c).  `root` is the context
	 * whose tables hold the uniqued objects: itself, or for a helper
	 * context (ctx_helper_new) the context it helps.  `mt` is set while a
	 * helper runs: the tables are then shared under its lock, and `hits`
	 * caches each context's own lookups. */
	Ctx *root;
	struct UqLock *mt;
	struct UqHit *hits;
	void *uq_map;        /* root: the memory ctx_mt_begin lent its tables, uq_maplen bytes */
	size_t uq_maplen;
	unsigned threads;    /* parse threads allowed (ctx_set_threads): 1 unless set */
	size_t split_min;    /* bytes a module's body must have left to be split */
	uint32_t split_at;   /* root: where a helper's ops began, 0 if none was used ... */
	uint32_t split_end;  /* ... and where the root went on after them */
	/* The last print of a module body on two threads (ir/print_split.c):
	 * its pieces, the first one the root printed again in order
	 * (print_pieces if none), how many went through a temporary file;
	 * all 0 if none was printed so. */
	uint32_t print_pieces, print_serial, print_spilled;
	/* The last print's numbering on two threads (ir/print.c, print_top):
	 * the body's ops, how many the alias walk's thread numbered; 0, 0 if
	 * one thread numbered. */
	uint32_t number_ops, number_front;
	/* Verifying a large module's body while it is parsed (ir/verify.c,
	 * EarlyVerify): allowed (ctx_set_early_verify); the body whose every
	 * op passed, for the next verify_module to skip; whether the last
	 * verify_module did. */
	int early_verify;
	Block *verified_body;
	int body_verified_early;
	int verified_ok;     /* the last verify_module passed (ir/walklog.c needs valid IR) */
	/* The alias walk done as the body was parsed (ir/walklog.c): allowed
	 * (ctx_set_walk_log) for the first parse only; the parse threads'
	 * logs and the body they cover, handed over when the body is complete,
	 * dropped when anything may change the IR (ctx_drop_walk_log). */
	int walklog_on, walklog_used;
	struct WalkLog *wlog[2];
	const Block *wlog_body;
	/* Alias names whose target already had one (`#a = X` then `#b = X`):
	 * the printer finds them too when dialect text names them
	 * (print_attr.c, names_build).  NameAlias entries, ctx_add_alias_name. */
	Vec alias_names;
	int walk_replayed;   /* the last print used them (--stats says so), */
	int number_lazy;     /* and numbered the body's ops as it printed them */
};

Ctx *ctx_new(void);
void ctx_free(Ctx *c);
/* The same, handing an arena span from one context to the next (corpus
 * mode, one context after another on a thread): ctx_free_keep leaves the
 * span, emptied, in *spare if it was small and *spare empty; ctx_new_reuse
 * takes it from there. */
Ctx *ctx_new_reuse(Arena *spare);
void ctx_free_keep(Ctx *c, Arena *spare);
Arena *ctx_spare_new(void);          /* an empty spare, malloc'ed */
void ctx_spare_free(Arena *spare);   /* its span unmapped, and it freed */
/* The CLI's mapped inputs (cli/cli.h declares it for TsCtx). */
void ctx_set_src_droppable(Ctx *c, int on);
void ctx_set_src_padded(Ctx *c, int on);
/* The print that follows the parse is of the module as parsed, generic,
 * without debug locations: the parse threads may walk its body for
 * aliases as they go (ir/walklog.c).  cli/cli.h declares it for TsCtx. */
void ctx_set_walk_log(Ctx *c, int on);
typedef struct NameAlias {
	const Str *name;
	const void *target;  /* Type * or Attr * */
	int is_type;
} NameAlias;
void ctx_add_alias_name(Ctx *c, const Str *name, const void *target, int is_type);
void ctx_drop_walk_log(Ctx *c);
/* A parse thread's walk (0: the root's, 1: the helper's; NULL if not
 * allowed), fed each op of the body as it is parsed. */
typedef struct WalkLog WalkLog;
WalkLog *walklog_new(Ctx *c, unsigned thread);
void walklog_op(WalkLog *w, Op *op);
void walklog_run(WalkLog *w);      /* the next ops are not the neighbours of the last */
int walklog_failed(const WalkLog *w);
void walklog_spoil(WalkLog *w);   /* what it has seen may not stand for the printer's walk */
void walklog_free(WalkLog *w);
/* Let the parser use up to n threads (1 or 2) on a module whose body has
 * at least split_min bytes left; cli/cli.h declares it for TsCtx. */
void ctx_set_threads(Ctx *c, unsigned n, size_t split_min);
/* A context for a helper thread of root's parse: its own arena in root's
 * span (so links between the two work), its own diagnostics, root's
 * tables.  NULL if root's span cannot be shared.  ctx_mt_begin turns the
 * sharing on (tables under locks, the span taken in pieces) before the
 * helper starts; ctx_helper_free after the join turns it off. */
Ctx *ctx_helper_new(Ctx *root);
int ctx_mt_begin(Ctx *root, Ctx *helper);
void ctx_mt_populate(Ctx *helper);   /* on the helper's thread, first: the shared tables' pages */
void ctx_helper_free(Ctx *helper);
/* Record an error at a source offset (first one wins).  With `errjmp` set,
 * jumps there; returns otherwise. */
void ctx_error(Ctx *c, uint32_t pos, const char *fmt, ...);
void ctx_verror(Ctx *c, uint32_t pos, const char *fmt, va_list ap);
/* An error about the run rather than a place in the input ("file: error: msg"). */
void ctx_error_nopos(Ctx *c, const char *fmt, ...);
/* Format the recorded error as "file:line:col: error: msg\n<line>\n<caret>\n". */
void ctx_format_diag(Ctx *c, Buf *out);
void ctx_line_col(const char *src, size_t len, uint32_t pos, unsigned *line, unsigned *col);

/* --------------------------------------------------- layers built on ir */

/* parser/parse.c: parse a whole file (generic form).  Returns NULL on error
 * (the error is in c->diag).  The buffer must stay alive while the module
 * is used only if `keep` says so; strings are copied into the arena. */
Module *parse_module(Ctx *c, const char *filename, const char *src, size_t len);

/* ir/print.c: print in MLIR 19's generic form, byte-identical to
 * `mlir-opt-19 --mlir-print-op-generic`. */
typedef struct PrintOpts {
	int debuginfo;       /* print locations (like --mlir-print-debuginfo) */
	int64_t hex_threshold; /* dense elements larger than this print as hex (default 100; -1 never) */
	int pretty;          /* issue 5: custom (pretty) form for the ops that have one (print_pretty.c) */
} PrintOpts;
void print_module(Ctx *c, Module *m, const PrintOpts *o, Buf *out);
/* Addition (print.c): the same text written to `f` in 64 KiB pieces, so a
 * large module never sits in memory whole.  Returns 0, or -1 if a write
 * failed. */
int print_module_file(Ctx *c, Module *m, const PrintOpts *o, FILE *f);
void print_type(Ctx *c, Type *t, Buf *out);      /* no aliases */
/* dialects.c: is `s` (n bytes) a dialect mlir-opt-19 registers (then
 * MLIR parses its bodies, and resolves the aliases they name); may a body
 * of `dialect` name one; the alias references in a body, in order
 * (BodyRefs from { text, length }). */
int mlir_dialect_registered(const char *s, size_t n);
int body_may_name_aliases(const Str *dialect, const Str *data);
typedef struct BodyRefs {
	const char *s;
	size_t n, i;
	uint32_t angle;
} BodyRefs;
int body_next_ref(BodyRefs *it, size_t *at, size_t *len);
/* The next bracket at or after i in a dialect body, past string literals
 * and `->` (no closer): its offset, or n. */
size_t body_next_bracket(const char *s, size_t n, size_t i);
void print_attr(Ctx *c, Attr *a, Buf *out);      /* no aliases */
void print_affexpr(AffExpr *e, Buf *out);
void print_float_value(Buf *out, FloatKind k, const uint64_t *bits, int *printed_hex);

/* ir/verify.c: returns 0 if fine, -1 with c->diag set. */
int verify_module(Ctx *c, Module *m);
/* A module body's ops verified one by one as the parser completes them
 * (NULL: no memory, verify later); verify_early_op returns -1 from the
 * first op that fails (or that it leaves to the verifier) on. */
typedef struct EarlyVerify EarlyVerify;
EarlyVerify *verify_early_new(Ctx *c);
int verify_early_op(EarlyVerify *e, Op *op);
int verify_early_failed(const EarlyVerify *e);   /* 1 for NULL too */
void verify_early_free(EarlyVerify *e);
void ctx_set_early_verify(Ctx *c, int on);

/* ir/apfloat.c: decimal/hex literal <-> bit patterns for every FloatKind. */
/* Parse a decimal literal ("1.5e-3", optional leading '-') into the nearest
 * value of kind k (round half to even).  Returns 0, or -1 if not representable
 * (overflow in formats without infinity). */
int apf_from_decimal(FloatKind k, const char *s, size_t n, uint64_t *bits);
/* APFloat::toString(prec, maxpad, truncate_zero) of a finite value. */
void apf_to_string(FloatKind k, const uint64_t *bits, unsigned prec, unsigned maxpad, int truncate_zero, Buf *out);
int apf_is_finite(FloatKind k, const uint64_t *bits);
/* What MLIR 19's parser does with a decimal float literal (use this one in
 * the parser, not apf_from_decimal): StringRef::getAsDouble (correctly
 * rounded to f64, overflow -> inf), then FloatAttr::get(type, double) rounds
 * that double to k (ties to even; overflow -> inf, or NaN / largest finite
 * for formats without inf).  So it double-rounds, e.g.
 * "1.000488281250000000867" : f16 is 1.0, and f80/f128 get f64 precision.
 * Returns 0, or -1 on a syntax error or a '-' for the unsigned f8E8M0FNU. */
int apf_from_literal(FloatKind k, const char *s, size_t n, uint64_t *bits);
int apf_fast_literal(FloatKind k, const char *s, size_t n, int neg, uint64_t *bits);
/* The IEEE single bits of f (an f32 attribute's storage). */
static inline uint64_t f32_bits(float f)
{
	uint32_t w;
	memcpy(&w, &f, sizeof w);
	return w;
}

/* ir/bigint.c: helpers for arbitrary-width integers (attribute values). */
void bigint_to_dec(const uint64_t *w, unsigned width, int is_signed, Buf *out);
/* Parse decimal or 0x-hex magnitude; negate if neg.  Returns 0 if the value
 * fits `width` bits (signed or unsigned as given), -1 otherwise.  Words are
 * truncated to width. */
int bigint_parse(const char *s, size_t n, int neg, unsigned width, int is_signed, uint64_t *w);

#endif
