/* opsyntax.h — the custom (pretty) syntax of the ops tsrewrite knows, as
 * data: one OpSyntax per op, read by the pretty parser (parser/pretty.c)
 * and the pretty printer (ir/print_pretty.c).  Both walk the same format
 * string, so an op's syntax is written once.
 *
 * Format strings are space-separated items (a small cousin of MLIR's
 * assemblyFormat):
 *
 *   'kw'  , : [ ] ( ) = < > ->   literal keyword or punctuation; ''
 *                               prints no space before the next item
 *   %name  %name*  %name?       operand group: one, a comma list (maybe
 *                               empty), at most one; ":index"/":i1" gives
 *                               the elements a fixed type (%ind*:index)
 *   $name  $name*               result group
 *   @name:kind                  inherent or discardable attribute `name`,
 *                               written in the syntax of `kind`: an enum
 *                               of sy_enums (opsyntax.c), or one of
 *                               attr_of_kind (pretty.c) / print_attr_kind
 *                               (print_pretty.c)
 *   type(a,b,..)                one type, given to every element of the
 *                               listed groups (%x or $r)
 *   types(g)                    a comma list of types, one per element
 *                               (results: in parentheses unless one)
 *   typelist(g)                 the same, never in parentheses
 *   ftype(%a,%b,..,$r)          a function type: (a..., b...) -> r...
 *   attr-dict  attr-dict-kw     the remaining attributes ({...} or
 *                               `attributes {...}`)
 *   { ... }                     optional group: parsed when its first item
 *                               is present, printed when its first operand,
 *                               result or attribute item is non-empty
 *   ~name(args)                 a directive implemented in C (hooks, shared
 *                               by the parser and the printer); args are
 *                               groups and attributes as above
 *   ~order(%a,%b)               declares single groups in operand order
 *                               when the text names them in another one
 *
 * `rules` derives the types the text does not spell:  "tgt=fn(src) ...",
 * e.g. "$result=elem(%memref)"; see type_rule() in pretty.c.
 * `props` lists the op's inherent attributes: in MLIR 19 they live in the
 * op's properties (the generic form's `<{...}>`), the rest of the
 * attribute dictionary stays discardable.
 */
#ifndef TS_OPSYNTAX_H
#define TS_OPSYNTAX_H

#include <stddef.h>

enum {
	SY_SEGMENTS = 1 << 0,   /* operandSegmentSizes from the operand groups */
	SY_FASTMATH = 1 << 1,   /* fastmath defaults to #arith.fastmath<none> */
	SY_OVERFLOW = 1 << 2,   /* overflowFlags defaults to #arith.overflow<none> */
	SY_IMPLICIT_TERM = 1 << 3, /* regions may omit their terminator (`term`) */
	SY_OWN_DIALECT = 1 << 4,   /* unprefixed op names in its regions are
				    * looked up in the op's own dialect (MLIR's
				    * OpAsmOpInterface::getDefaultDialect) */
	SY_RESULT_SEGMENTS = 1 << 5, /* resultSegmentSizes */
};

typedef struct OpSyntax {
	const char *name;       /* "arith.addf" */
	const char *fmt;        /* format, see above */
	const char *props;      /* inherent attribute names, space separated */
	const char *rules;      /* type derivation rules, or NULL */
	unsigned flags;         /* SY_* */
	const char *term;       /* implicit terminator op name (SY_IMPLICIT_TERM; scf.index_switch's default region) */
} OpSyntax;

extern const OpSyntax op_syntax[];
extern const size_t op_syntax_count;

/* Tokens of a format string (the parser and the printer share them). */
typedef enum SyKind {
	SI_END, SI_LIT, SI_OPND, SI_RES, SI_ATTR, SI_TYPE, SI_TYPES, SI_FTYPE,
	SI_ADICT, SI_ADICT_KW, SI_OPT, SI_OPT_END, SI_HOOK
} SyKind;
typedef struct SyItem {
	int kind;            /* SyKind */
	const char *s;       /* literal text, group/attribute/hook name */
	size_t n;
	const char *k;       /* attribute kind, or fixed type of an operand */
	size_t kn;
	char var;            /* '*', '?' or 0 */
	const char *a;       /* arguments inside (...) of type/types/ftype/~hook */
	size_t an;
} SyItem;
/* A reference to a group or attribute: %x, $x, @x (with * ? :type). */
typedef struct SyRef {
	char sig;            /* '%', '$', '@' */
	const char *name;
	size_t len;
	char var;
	const char *type;
	size_t tlen;
} SyRef;
/* Next item of [f, end); returns the position after it. */
const char *sy_next(const char *f, const char *end, SyItem *it);
/* Split an argument list "%a,$b*,@c"; returns the count. */
int sy_args(const char *a, size_t n, SyRef *out, int max);
/* Groups (%, $) in order of first mention, with their variadicity. */
int sy_scan_groups(const char *fmt, SyRef *out, int max);

/* Whether s[0..n) is the text of an LLVM dialect type as LLVM prints it
 * inside another (`ptr`, `struct<...>`; no `!llvm.` prefix). */
int sy_llvm_type_text(const char *s, size_t n);

/* Whether the space-separated list `list` contains the word s[0..n). */
int sy_word_in(const char *list, const char *s, size_t n);

/* Enumerated attributes (attribute kinds of the formats, `@pred:cmpi`):
 * the keyword of each value and how the value is stored.  Shared by the
 * parser and the printer, so each enum is written once. */
enum {
	SE_QUOTED = 1 << 0,     /* written as a string: "slt" */
	SE_ANGLE = 1 << 1,      /* written inside <...>: <add> */
};
typedef struct SyEnum {
	const char *kind;       /* attribute kind in format strings */
	const char *what;       /* for messages: "cmpi predicate" */
	const char *const *words; /* keyword of value i (NULL: no such value) */
	unsigned n;
	unsigned bits;          /* stored as an integer attribute this wide, */
	const char *dialect;    /* else as an opaque attribute of `dialect` */
	const char *fmt;        /*   whose text is fmt with %s the keyword */
	unsigned flags;         /* SE_* */
	int dflt;               /* value the op gets when the text omits it; -1 */
} SyEnum;
/* The enum of an attribute kind, or NULL. */
const SyEnum *sy_enum(const char *kind, size_t n);
/* The value of attribute text `s` (the part of an opaque attribute after
 * its dialect) for an enum stored as opaque text; -1 if none matches. */
int sy_enum_text(const SyEnum *e, const char *s, size_t n);

#endif
