/* parser.h — internal interface between the files of the generic-form parser.
 *
 * One Parser lives for one parse_module() call.  All scratch memory it owns
 * is in the Vec/NameMap fields below and is released by parser_free(), which
 * also runs after an error longjmp, so nothing outlives the call except what
 * was put in the context's arena.
 *
 * Scratch stacks (types, attrs, ...) are used with a base index: a function
 * remembers `len` on entry, pushes, builds its result from the slice and
 * truncates back.  Nested parses push above the slice, so the discipline
 * holds across recursion; never keep a pointer into a stack across a call
 * that may push (the Vec may move).
 */
#ifndef TS_PARSER_H
#define TS_PARSER_H

#include "ir.h"
#include "lexer.h"

/* Open-addressing map from a byte span (into the source or the arena) to a
 * uint32 value; linear probing with backward-shift deletion, so scope pops
 * leave no tombstones behind. */
typedef struct NameSlot {
	const char *s;
	uint32_t len, hash, val;
} NameSlot;
typedef struct NameMap {
	NameSlot *slots;
	uint32_t cap, len;
} NameMap;
uint32_t nm_hash(const char *s, size_t n);
NameSlot *nm_find(NameMap *m, const char *s, uint32_t len, uint32_t hash);
/* Insert or overwrite. */
void nm_put(NameMap *m, const char *s, uint32_t len, uint32_t hash, uint32_t val);
void nm_add(NameMap *m, const char *s, uint32_t len, uint32_t hash, uint32_t val); /* key absent */
void nm_erase(NameMap *m, const char *s, uint32_t len, uint32_t hash);
void nm_free(NameMap *m);

/* An operand reference "%name#num" waiting for its type. */
typedef struct UseRef {
	const char *name;
	uint32_t len, num, pos;
} UseRef;

/* A result group "%name:count" of the op being parsed. */
typedef struct ResRef {
	const char *name;
	uint32_t len, count, pos;
} ResRef;

/* Definitions bound to one SSA name ("%x" or "%x#k" entries). */
typedef struct SsaDef {
	Value *v;
	uint32_t pos;
} SsaDef;
typedef struct SsaName {
	const char *name;
	uint32_t len, hash;  /* hash: the NumNames key if `num` */
	uint32_t n, cap;
	SsaDef *defs;        /* arena array once cap > 1; else `one` is used */
	SsaDef one;
	uint8_t live;
	uint8_t num;         /* found by number (NumNames), not in the NameMap */
} SsaName;

/* SSA names spelled as MLIR numbers them, %N and %argN, found by number
 * (ssa.c): a page of slots per NUM_PAGE keys, each slot an ssa_names
 * index + 1 (0: none).  A page whose names all left goes to `spare`. */
typedef struct NumNames {
	uint32_t **pages;    /* by key >> NUM_PAGE_BITS; NULL: no name there */
	uint16_t *live;      /* per page: slots in use */
	uint32_t npages;
	uint32_t made;       /* pages allocated (in use or spare) */
	uint8_t full;        /* no page is made any more: new names go to the NameMap */
	Vec spare;           /* uint32_t *: empty pages */
} NumNames;

/* A forward-referenced value: a typed placeholder replaced on definition. */
typedef struct FwdRef {
	Value *v;
	uint32_t pos;
	uint8_t resolved;
} FwdRef;

/* A block name visible in the current region. */
typedef struct BlockEnt {
	const char *name;
	uint32_t len, hash;
	Block *b;
	uint32_t pos;        /* first reference or definition */
	uint32_t shadow;     /* map value of the same name in an outer region */
	uint8_t defined;
} BlockEnt;

/* One region scope (MLIR's pushSSANameScope). */
typedef struct Scope {
	uint32_t defs_base;  /* into Parser.scope_defs */
	uint32_t blk_base;   /* into Parser.blockents */
} Scope;

/* A trailing `loc(#alias)` whose alias was not defined yet. */
typedef struct DeferredLoc {
	Rel *slot;
	const char *name;
	uint32_t len, pos;
} DeferredLoc;

/* One scalar of a dense/sparse literal, kept as its token. */
typedef struct DenseTok {
	Token tok;
	uint8_t neg;
} DenseTok;

/* Text memo (memo.c): source span -> parsed object. */
enum { MEMO_INLINE = 40 };
typedef struct MemoEnt { /* one cache line */
	uint32_t len, cap;   /* the key's length; room at `rest` */
	void *val;
	char *rest;          /* malloc'ed copy of the key past its first MEMO_INLINE bytes */
	char head[MEMO_INLINE]; /* the key's first bytes */
} MemoEnt;
typedef struct Memo {
	MemoEnt *ents;       /* lazily allocated: (mask + 1) sets of MEMO_WAYS */
	uint16_t *tags;      /* per entry, bits of its key's hash; 0: empty */
	uint32_t clock, mask;
} Memo;

typedef struct Parser {
	Ctx *c;
	Lexer lex;
	Token tok;           /* current token */
	uint32_t prev_end;   /* end offset of the last consumed token */
	const char *src;
	size_t len;
	unsigned depth;
	Module *mod;
	/* scratch stacks */
	Vec types;           /* Type * */
	Vec attrs;           /* Attr * */
	Vec names;           /* const Str * */
	Vec ints;            /* int64_t */
	Vec u32s;            /* uint32_t (positions) */
	Vec bytes;           /* uint8_t */
	Vec uses;            /* UseRef */
	Vec results;         /* ResRef */
	Vec blocks;          /* Block * */
	Vec regions;         /* Region * */
	Vec region_pool;     /* Region *: temporary headers free for reuse */
	Vec values;          /* Value * */
	Vec dtoks;           /* DenseTok */
	Vec affs;            /* AffExpr * */
	Vec sbuf;            /* char: decoded strings */
	/* SSA names and blocks */
	NameMap ssa;         /* name -> index into ssa_names (names not in nums) */
	NumNames nums;       /* %N, %argN -> index into ssa_names */
	Vec ssa_names;       /* SsaName */
	Vec ssa_free;        /* uint32_t: reusable ssa_names slots */
	Vec scope_defs;      /* uint32_t: ssa_names defined per scope */
	Vec scopes;          /* Scope */
	Vec fwd;             /* FwdRef */
	NameMap blockmap;    /* name -> index into blockents */
	Vec blockents;       /* BlockEnt */
	/* top-level symbols */
	NameMap type_alias;  /* name (no '!') -> index into alias_types */
	Vec alias_types;     /* Type * */
	NameMap attr_alias;  /* name (no '#') -> index into alias_attrs */
	Vec alias_attrs;     /* Attr * */
	Vec deferred;        /* DeferredLoc */
	NameMap distinct;    /* decimal id text -> index into distinct_refs */
	Vec distinct_refs;   /* Attr * (referenced attr, NULL = unit) */
	Vec res_dialect;     /* Resource */
	Vec res_external;    /* Resource */
	/* pretty form (pretty.c) */
	Type *type_hint;     /* type of a dense literal that omits `: type` */
	Vec argnames;        /* UseRef: names of entry-block arguments of a region */
	NameMap syn;         /* op name -> index into op_syntax, built on first use */
	/* Default dialect of unprefixed op names: MLIR's defaultDialectStack
	 * top, "builtin" at top level, the dialect of the innermost op in
	 * custom form whose regions we are in ("func" in a func.func, "" in
	 * an scf.for); ops in generic form leave it alone. */
	const char *defdialect;
	uint32_t defdialect_len;
	/* p_generic_fixup per op name, direct-mapped: the op's syntax and,
	 * for an op without an attribute dictionary, the properties it gets
	 * (they then depend on the name only) */
	struct FixupMemo {
		const OpName *name;
		const struct OpSyntax *sy;
		Attr *props, *attrs;
		int have;            /* props/attrs hold the no-dictionary result */
	} fixup[64];
	struct {
		uint32_t hash, len;
		const char *text;    /* the name's interned text */
		const OpName *on;
	} opnames[256];      /* op names by the hash of their text: 64 sets of 4 (parse.c) */
	Memo type_memo;      /* function types */
	Memo dict_memo;      /* attribute dictionaries */
	/* Before an op at or past drop_next, block_body stops at a
	 * checkpoint (parse.c): dropping the source text behind the cursor
	 * (Ctx.src_droppable), taking or stopping a helper thread's parse
	 * (split.c).  SIZE_MAX: never. */
	size_t drop_next;
	int droppable;
	size_t drop_done;    /* [0, drop_done) is dropped */
	size_t drop_due;     /* offset of the next drop */
	size_t pop_done;     /* the text before it is mapped ahead (parse.c, populate_ahead) */
	int may_split;       /* root: try a split at the first block at depth 1 */
	struct Split *split; /* root: the helper's parse, while it runs */
	struct Split *helping;   /* helper: its own, to see whether to stop */
	Block *seg_block;    /* helper: the block of the segment it parses ... */
	size_t seg_end;      /* ... which ends before the op here (SIZE_MAX: at the block's end) */
	/* Verifying the ops of a large builtin.module's body as they are
	 * completed (ir/verify.c, EarlyVerify): `owner` names the op whose
	 * regions are being parsed; `early` checks the ops of `early_block`,
	 * once per parse (`early_tried`). */
	const char *owner;
	EarlyVerify *early;
	Block *early_block;
	int early_tried;
	/* The alias walk of the same ops, as they are completed (ir/walklog.c):
	 * this thread's, and the helper's once the root has taken its ops. */
	WalkLog *wlog, *wlog_helper;
} Parser;

/* ------------------------------------------------------------ tok.c */
/* The cursor moves once per token: its common path is inline, the
 * error paths are not. */
_Noreturn void p_lex_error(Parser *p);
_Noreturn void p_expect_failed(Parser *p, const char *msg);
static inline void p_advance(Parser *p)
{
	p->prev_end = p->tok.pos + p->tok.len;
	lex_next(&p->lex, &p->tok);
	/* MLIR reports a lexer error as soon as the bad token becomes current,
	 * and suppresses the parser's follow-up error. */
	if (p->tok.kind == T_ERROR)
		p_lex_error(p);
}
/* Continue at byte offset pos, which ends the text consumed so far. */
void p_relex(Parser *p, size_t pos);
static inline int p_is(const Parser *p, uint32_t k) { return p->tok.kind == k; }
/* A decimal digit (the C library's isdigit depends on the locale). */
static inline int p_digit(char c) { return c >= '0' && c <= '9'; }
static inline int p_accept(Parser *p, uint32_t k)
{
	if (p->tok.kind != k)
		return 0;
	p_advance(p);
	return 1;
}
static inline void p_expect(Parser *p, uint32_t k, const char *msg)
{
	if (p->tok.kind != k)
		p_expect_failed(p, msg);
	p_advance(p);
}
static inline const char *p_tokstr(const Parser *p) { return p->src + p->tok.pos; }
/* Errors: at an offset; at the current token; and MLIR's "wrong token"
 * position (end of the previous non-blank, non-comment text). */
_Noreturn void p_err_at(Parser *p, uint32_t pos, const char *fmt, ...);
/* An op's successor and region counts fit Op's fields (OP_SUCCS_MAX,
 * OP_REGIONS_MAX), or an error at pos. */
void p_check_op_counts(Parser *p, uint32_t pos, const OpName *on, size_t nsuccs, size_t nregions);
_Noreturn void p_err(Parser *p, const char *fmt, ...);
_Noreturn void p_err_expected(Parser *p, const char *fmt, ...);
uint32_t p_wrong_token_pos(const Parser *p);
/* Error whose message embeds a printed type or attribute ("%T"/"%A" are not
 * supported: pass the object and a fmt with a single %s for it). */
_Noreturn void p_err_type(Parser *p, uint32_t pos, const char *fmt, Type *t);
_Noreturn void p_err_attr(Parser *p, uint32_t pos, const char *fmt, Attr *a);
void p_enter(Parser *p);     /* nesting guard: "nesting too deep" */
static inline void p_leave(Parser *p) { p->depth--; }
/* Decoded value of the string token `t` (valid until the next call). */
const char *p_string_value(Parser *p, const Token *t, size_t *n);
/* Integer token value; 0 if it does not fit (MLIR's getUInt64IntegerValue). */
int p_tok_u64(const Parser *p, const Token *t, uint64_t *out);
int p_tok_is_hex(const Parser *p, const Token *t);
int p_is_identifier_like(const Parser *p);   /* bare id, inttype or keyword */
/* Element `base` of a scratch Vec (NULL while nothing was ever pushed). */
static inline void *p_top(Vec *v, size_t base)
{
	return v->p ? (char *)v->p + base * v->esz : NULL;
}
static inline void p_push_ptr(Vec *v, const void *ptr) { *(const void **)vec_push_raw(v) = ptr; }
static inline void p_push_i64(Vec *v, int64_t x) { *(int64_t *)vec_push_raw(v) = x; }
static inline void p_push_u32(Vec *v, uint32_t x) { *(uint32_t *)vec_push_raw(v) = x; }
/* Grow v by n zeroed elements; returns the first new one. */
void *p_vec_extend(Vec *v, size_t n);

/* ---------------------------------------------------------- types.c */
Type *p_type(Parser *p);
Type *p_function_type_new(Parser *p);   /* at '(': p_type where the memo was asked already, in vain */
Type *p_optional_type(Parser *p);     /* NULL if the token cannot start a type */

/* ---------------------------------------------------------- attrs.c */
Attr *p_attr(Parser *p);
Attr *p_optional_attr(Parser *p);     /* tensor encodings: NULL if none */
Attr *p_attr_dict(Parser *p);         /* at '{' */
Attr *p_attr_dict_new(Parser *p);     /* the same where the memo was asked already, in vain */
Attr *p_distinct(Parser *p);

/* ---------------------------------------------------------- dense.c */
Attr *p_dense(Parser *p);
Attr *p_dense_resource(Parser *p);
Attr *p_dense_array(Parser *p);
Attr *p_sparse(Parser *p);

/* --------------------------------------------------------- affmap.c */
Attr *p_affine_map_attr(Parser *p);
Attr *p_affine_set_attr(Parser *p);
Attr *p_strided(Parser *p);

/* ----------------------------------------------------------- locs.c */
Attr *p_location(Parser *p);          /* a location instance */
Attr *p_loc_attr(Parser *p);          /* 'loc' '(' location ')' as an attribute */
/* Trailing `loc(...)` on an op or block argument; may be deferred. */
/* An op's trailing loc(...): op_create is given p_loc_placeholder(p), which
 * reserves the op's location slot when `loc` comes next, and
 * p_op_trailing_loc fills it. */
static inline Attr *p_loc_placeholder(Parser *p) { return p_is(p, T_KW_LOC) ? p->c->a_loc_unknown : NULL; }
void p_op_trailing_loc(Parser *p, Op *op);
void p_trailing_loc(Parser *p, Rel *slot);
void p_resolve_deferred_locs(Parser *p);

/* -------------------------------------------------------- dialect.c */
Type *p_extended_type(Parser *p);     /* at '!' token */
Attr *p_extended_attr(Parser *p);     /* at '#' token */
Attr *p_attr_alias_lookup(Parser *p, const char *name, uint32_t len);

/* -------------------------------------------------------- numbers.c */
/* Decimal literal (token text) to the bits of kind k, through double like
 * MLIR's Token::getFloatingPointValue + APFloat::convert. */
void p_decimal_to_float(Parser *p, const Token *t, int neg, FloatKind k, uint64_t *bits);
/* Integer literal into `width` bits with MLIR's buildAttributeAPInt rules;
 * returns 0 if out of range. */
int p_build_apint(Parser *p, const Token *t, int neg, Type *ty, uint64_t *words);
/* Hex integer literal as a float bit pattern (parseFloatFromIntegerLiteral). */
void p_float_from_int_token(Parser *p, const Token *t, int neg, FloatKind k, uint64_t *bits);

/* ------------------------------------------------------------ ssa.c */
void ssa_nums_init(Parser *p);
void ssa_nums_free(Parser *p);
void ssa_push_scope(Parser *p);
void ssa_pop_scope(Parser *p);
Value *ssa_use(Parser *p, const UseRef *u, Type *t);
void ssa_define(Parser *p, const char *name, uint32_t len, uint32_t num, uint32_t pos, Value *v);
Block *ssa_block_ref(Parser *p, const char *name, uint32_t len, uint32_t pos);
Block *ssa_block_define(Parser *p, const char *name, uint32_t len, uint32_t pos, Block *entry);
void ssa_check_forward_refs(Parser *p);

/* ----------------------------------------------------------- memo.c */
/* On a hit, the parser is moved past the memoized text. */
void *memo_get(Parser *p, Memo *m, uint32_t pos);
/* The same, but on a hit only *end is set: where that text ends. */
void *memo_find(Parser *p, Memo *m, uint32_t pos, uint32_t *end);
/* Remember [pos, p->prev_end) -> val. */
void memo_put(Parser *p, Memo *m, uint32_t pos, void *val);
void memo_free(Memo *m);

/* ------------------------------------------------------ resources.c */
void p_file_metadata(Parser *p);          /* at '{-#' */
void p_store_resources(Parser *p, Module *m);

/* ---------------------------------------------------------- parse.c */
void p_parser_init(Parser *p, Ctx *c, const char *src, size_t len);
void p_parser_free(Parser *p);
/* The ops of a block up to its end ('}' or the next '^label'). */
void p_block_body(Parser *p, Block *b);
void p_operation(Parser *p, Block *into);
UseRef p_ssa_ref(Parser *p);              /* %name or %name#N */
void p_ssa_ref_to(Parser *p, UseRef *u);  /* the same, into *u */
/* A region; with `entry`, its entry block is `entry`, whose arguments are
 * named by p->argnames[nbase..] (ops that spell their region arguments,
 * like func.func or scf.for). */
Region *p_region(Parser *p, Block *entry, size_t nbase);
void p_bind_results(Parser *p, Op *op, size_t rbase, uint64_t expected, uint32_t pos);

/* --------------------------------------------------------- affmap.c */
/* A map of SSA ids up to `close` (opening bracket consumed); the operands
 * (dims, then symbols) are pushed to p->uses. */
AffMap *p_ssa_affine_map(Parser *p, uint32_t close, const char *what);
AffMap *p_ssa_bound_list(Parser *p, uint32_t kw);

/* --------------------------------------------------------- pretty.c */
/* The custom form of the op named by the current bare-id token; returns
 * 0 if no syntax is known for that name (nothing consumed). */
int p_pretty_op(Parser *p, Block *into, size_t rbase, uint64_t expected, uint32_t pos);
/* A generic-form op of the table: inherent attributes into properties,
 * default-valued properties added (what MLIR does for registered ops). */
void p_generic_fixup(Parser *p, Op *op);
/* Whether the pretty parser implements directive `~name` / attribute
 * kind `kind` (for tests that check the syntax table). */
int p_pretty_hook_known(const char *name, size_t n);
int p_pretty_kind_known(const char *kind, size_t n);

void p_drop_before(Parser *p, size_t to);   /* parse.c: Ctx.src_droppable's text up to `to` */

/* ---------------------------------------------------------- split.c */
/* At the first block at depth 1 (c->threads > 1): cut the rest of the
 * block's text into segments and start a helper thread on them from the
 * last one down, if the text allows. */
void p_split_start(Parser *p);
/* Root at or past the next segment's first op: claim the segment and go
 * on, or, where the helper has it, wait for it and take the helper's ops
 * (returns 1; the cursor is then past them) where they are exactly what
 * the root would have parsed, else throw them away (0). */
int p_split_join(Parser *p, Block *b);
uint32_t p_split_at(const Parser *p);
/* Stop and throw away the helper's parse (an error, or the root left the
 * block without reaching the helper's first op). */
void p_split_abandon(Parser *p);
/* Helper: whether the root has said it will not use this parse. */
int p_split_stopped(const Parser *p);

#endif
