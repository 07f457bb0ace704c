/* print_impl.h — state shared by the two halves of the printer:
 * ir/print.c (module, ops, regions, SSA numbering, file metadata) and
 * ir/print_attr.c (types, attributes, locations, aliases).
 * Private to those two files; everything else uses ir.h. */
#ifndef TS_PRINT_IMPL_H
#define TS_PRINT_IMPL_H

#include "ir.h"

/* Pointer -> uint32 map (open addressing, power-of-two capacity).  The
 * printer keys everything by the uniqued Type/Attr/Str pointer. */
typedef struct PtrMap {
	const void **keys;
	uint32_t *vals;
	uint32_t cap, len;
} PtrMap;
int pm_get(const PtrMap *m, const void *key, uint32_t *val);
void pm_put(PtrMap *m, const void *key, uint32_t val);
void pm_free(PtrMap *m);

/* How an attribute's trailing ": type" may be dropped (MLIR's
 * AttrTypeElision): NEVER in attribute dictionaries, MAY inside arrays and
 * memref layouts (drops ": i64" / ": f64"), MUST never prints it. */
enum { ELIDE_NEVER, ELIDE_MAY, ELIDE_MUST };

/* One type or attribute met by the alias walk (MLIR's InProgressAliasInfo
 * plus the final SymbolAlias).  Only entities that can carry an alias or
 * contain one are recorded. */
typedef struct AliasEnt {
	const void *key;        /* Type * or Attr * */
	const char *name;       /* base alias name, NULL if none */
	uint32_t namelen;
	uint32_t suffix;        /* printed after the name when nonzero */
	uint32_t depth;         /* MLIR's aliasDepth */
	uint32_t kid0, nkids;   /* child entity indices in Printer.kids */
	uint32_t ref0, nrefs;   /* alias references inside opaque text (Printer.refs) */
	uint8_t is_type;
	uint8_t deferrable;
	uint8_t distincts;      /* opaque text holds "distinct[N]<" */
	uint8_t inlining;       /* its text is being inlined (put_opaque_body) */
	uint32_t wstamp;        /* a parse thread's walk: the body op that last noted it (walklog.c) */
} AliasEnt;

/* An alias reference ("#tbaa_root") inside the raw body of an opaque
 * dialect attribute or type: printed with the target's current alias. */
typedef struct TextRef {
	uint32_t off, len;      /* span of "#name" in the body text */
	uint32_t target;        /* entity index of the referenced value */
	uint32_t extra;         /* nesting levels between the body and the reference */
} TextRef;

/* alias name -> the type or attribute the input defined under it */
typedef struct NameEnt {
	const Str *name;
	const void *target;
	uint8_t is_type;
} NameEnt;

/* What a printer keeps about one attribute, found from Attr.pslot with no
 * hashing: a module's attributes are visited by the alias walk and printed
 * once or more each, a map lookup every time (two maps of ~140k keys on
 * the bench module: 5 MB and ~5 % of a parse+print); 12 bytes.  A pslot another
 * printer left (or garbage) is harmless: it is trusted only if it is in
 * range and its record names this attribute. */
/* Attr.pslot of an attribute printed once and without a record (pr_attr):
 * this bit and the print's elision mode. */
#define PSLOT_SEEN UINT32_C(0x80000000)
typedef struct AttrRec {
	uint32_t key;           /* span_link of the attribute (all are uniqued in the context's arena) */
	uint32_t ent;           /* index in ents; NO_ENT until the alias walk reaches it */
	uint32_t text;          /* print memo: bits 0-1: 1 + the last print's elision mode (0: never
	                         * printed); bits 2-31: 1 + offset of its text in tytext (0: not kept) */
} AttrRec;

enum { BLOCK_W = 1u << 31, BLOCK_L = 1u << 30 };
typedef struct BlockInfo {
	uint32_t block;         /* span_link of the block this entry describes */
	uint32_t ordinal;       /* N of ^bbN, per region */
	uint32_t argbase;       /* first argument number (%argN or %N) */
} BlockInfo;

typedef struct Printer {
	Ctx *c;
	Buf *out;
	FILE *sink;             /* print_module_file: finished text goes here */
	int write_error;
	int debuginfo;
	int64_t hex_threshold;
	int aliases;            /* alias table built: use it */
	unsigned inline_depth;  /* opaque texts being inlined into each other */
	/* alias walk */
	Vec ents;               /* AliasEnt, first-visit order */
	PtrMap ent_of;          /* Type -> index in ents (attributes: AttrRec.ent) */
	Vec arecs;              /* AttrRec; Attr.pslot indexes it */
	Vec kids;               /* uint32_t */
	Vec kidstack;           /* uint32_t, scratch */
	Vec refs;               /* TextRef */
	Vec order;              /* uint32_t: named entities in definition order */
	NameEnt *names;         /* alias-name table, built on first need */
	uint32_t names_cap;
	int names_built;
	/* distinct[N] numbering, in order of first print (MLIR's DistinctState) */
	PtrMap distinct;
	uint32_t ndistinct;
	/* dense_resource keys referenced, in order of first print */
	PtrMap reskeys;
	Vec resorder;           /* const Str * */
	/* printed text of each type and short attribute (tytext holds both),
	 * so repeated ones cost one lookup (attributes: AttrRec.text) */
	PtrMap tycache;
	Buf tytext;
	int pretty;             /* custom form for the ops that have one */
	PtrMap syncache;        /* OpName -> 1 + index into op_syntax, 0 = none */
	/* SSA numbering */
	Vec blocks;             /* BlockInfo; Block.mark indexes it... */
	Vec wblocks;            /* ...or this, with BLOCK_W set (print_top's second numbering thread), */
	Vec lblocks;            /* ...or this, BLOCK_L: numbered as printed (pr_block_op) */
	Vec lstack;             /* Region *: its scratch */
	const Block *lz_body;   /* the body numbered as printed, NULL if none */
	const uint32_t *lz_base;/* per op of it: the counters its regions start at (value, argument) */
	uint32_t lz_n;
	uint32_t body_res;      /* walklog_replay: how many of the body's ops have results */
	/* the alias walk's count of what the numbering numbers: %N values,
	 * %argN arguments; per op of `count_body`, what its regions hold (tcounts) */
	uint32_t cnt_val, cnt_arg;
	const Block *count_body;
	Vec tcounts;            /* uint32_t pairs: values, arguments */
	/* a module's body printed on two threads (print_split.c) */
	const Block *split_block;   /* root: that body (print_top), NULL if one thread prints */
	int helper;             /* this printer is print_split.c's helper, or prints one
	                         * object (print_type/print_attr, from any thread): aliases
	                         * from recmap, no records or records' text memo (print_split.c's
	                         * helper: amemo), Attr.pslot left alone */
	int pieces;             /* it prints pieces of a body out of order (print_split.c):
	                         * what is numbered in print order is not numbered... */
	int spoiled;            /* ...but spoils the piece (distinct[N], dense_resource keys),
	                         * which the root prints again in order */
	PtrMap recmap;          /* helper: attribute -> its alias-walk entity */
	struct FloatMemo *fmemo; /* printed floats by bit pattern (put_float), on first need */
	struct SigMemo *sigmemo; /* printed op signatures by their types (print.c), on first need */
	struct AttrMemo *amemo; /* print_split.c's helper (helper and pieces set): its attribute
	                         * texts (print_attr.c, pr_attr), on first need */
	/* A parse thread's alias walk (walklog.c): it notes each visit that
	 * makes an entity; its attribute records are found in wrecs, not
	 * through Attr.pslot (the other thread's walk and the printer use
	 * that); wthread picks its byte of Attr.wseen and Type.wseen; wbail
	 * says it met what it cannot judge alone (opaque text naming an
	 * alias), and its log is not to be used. */
	struct WalkLog *wlog;
	unsigned wthread;
	int wbail;
	PtrMap wrecs;
} Printer;

void pr_init(Printer *p, Ctx *c, Buf *out, const PrintOpts *o);
void pr_free(Printer *p);

/* print_split.c: print the ops of the block `b` (print_top chose it) on
 * two threads, in pieces written in order.  Returns 0 (nothing printed) if
 * a second thread cannot help. */
int pr_block_split(Printer *p, Block *b, unsigned indent);
/* Write out what the printer holds, if at least at_least bytes; a piece's
 * printer (no sink) moves its text into a temporary file from SPILL_AT on. */
enum { SPILL_AT = 4 << 20 };
void pr_flush(Printer *p, size_t at_least);

/* print.c, shared with print_pretty.c */
void pr_op(Printer *p, Op *op, unsigned indent);
void pr_value(Printer *p, const Value *v);
void pr_block_name(Printer *p, const Block *b);
/* `skip`: an implicit terminator left out; entry_args 0: the op printed
 * the entry block's arguments itself. */
void pr_region(Printer *p, Region *r, unsigned indent, int entry_args, const Op *skip);

/* print_pretty.c: the custom form of `op` (after `%x = `); 0 if it has none. */
int pr_pretty_op(Printer *p, Op *op, unsigned indent);
/* Whether the pretty printer implements directive `~name` (for tests). */
int pr_pretty_hook_known(const char *name, size_t n);

/* print_attr.c */
void pr_type(Printer *p, Type *t);
void pr_attr(Printer *p, Attr *a, int elide);
void pr_amemo_free(Printer *p);
void pr_loc(Printer *p, Attr *loc, int allow_alias);   /* "loc(...)" */
void pr_escaped(Buf *b, const char *s, size_t n);       /* "..." with escapes */
void pr_keyword_or_string(Buf *b, const Str *s);
void pr_u64(Buf *b, uint64_t v);
void pr_i64(Buf *b, int64_t v);
void pr_hex_digits(Buf *b, const uint8_t *p, size_t n); /* uppercase, no prefix */

/* Alias walk (MLIR's AliasInitializer), then naming and definitions. */
/* A type that can neither carry nor hold an alias: the walk skips it. */
static inline int type_is_leaf(const Type *t)
{
	return !t->alias && (t->kind == TY_INT || t->kind == TY_INDEX || t->kind == TY_FLOAT || t->kind == TY_NONE);
}
uint32_t al_visit_type(Printer *p, Type *t, int deferrable, uint32_t *depth);
uint32_t al_visit_attr(Printer *p, Attr *a, int deferrable, uint32_t *depth);
void al_finish(Printer *p);
void al_print_defs(Printer *p, int deferred);
/* print.c: the walk of one op, regions and all (MLIR's generic-form
 * order); of its own operand and result types and attributes only. */
void pr_visit_op(Printer *p, Op *op);
void pr_visit_op_own(Printer *p, Op *op);
/* print.c: op i of the body numbered as printed: its regions, from the
 * counters number_lazy gave it. */
void pr_number_body_op(Printer *p, Op *op, uint32_t i);
/* By print time the IR is cold and mostly on small pages: the walks over
 * a block's ops (number_region, pr_block_op) ask for the bytes this far
 * past the op, where the parse laid out the ops that follow (the load of
 * each op was ~80 % of the numbering walk's time). */
enum { PR_AHEAD = 2048 };

/* Op `op`, the i-th of block b, on a line of its own (numbered first if
 * b is the body numbered as printed): print.c's and print_split.c's
 * loops over a block. */
static inline void pr_block_op(Printer *p, const Block *b, Op *op, uint32_t i, unsigned indent)
{
	__builtin_prefetch((const char *)op + PR_AHEAD);
	if (b == p->lz_body)
		pr_number_body_op(p, op, i);
	pr_op(p, op, indent);
	buf_putc(p->out, '\n');
	pr_flush(p, 1 << 16);
}
void pr_reserve_blocks(Printer *p);   /* room in lblocks for the blocks of a text of srclen bytes */
/* walklog.c: a visit of the walk of p->wlog made entity `ent`; replay the
 * parse threads' logs for print_top (0 if they cannot stand for the walk
 * of top, and nothing was done). */
void walklog_note(Printer *p, const void *key, int is_type, uint32_t ent);
int walklog_replay(Printer *p, Op *top);

/* Attr.wseen / Type.wseen: what a parse thread's walk found, so that it
 * looks a type or attribute that makes no entity up once (whether one
 * does depends on its value and the input's alias names, which are all
 * known before the body is parsed: walklog.c). */
enum { WSEEN_NONE = 1, WSEEN_ENT = 2 };

#define NO_ENT UINT32_MAX
/* walked, and nothing in it can carry or hold an alias (ent_finish) */
#define EMPTY_ENT (UINT32_MAX - 1)

#endif
