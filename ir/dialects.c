/* dialects.c — what we know of MLIR 19's dialects without their code:
 * which ones mlir-opt-19 registers, and where a dialect body kept as text
 * names an alias that MLIR's dialect parser would resolve.  Shared by the
 * parser (which checks those names) and the printer (which re-spells
 * them), so both read a body the same way. */
#include "ir.h"

#include <string.h>

/* Dialects mlir-opt-19 registers.  Their ops are registered ops, whose
 * properties the alias walk visits; properties of unregistered ops are
 * not visited (they then only get an alias if used elsewhere too).
 * "test" also accepts unknown ops, but its ops with properties are
 * almost always registered ones (upstream tests). */
#define D(s) { s, sizeof s - 1 }
static const struct { const char *s; size_t n; } registered_dialects[] = {
	D("acc"), D("affine"), D("amdgpu"), D("amx"), D("arith"), D("arm_neon"), D("arm_sme"), D("arm_sve"),
	D("async"), D("bufferization"), D("builtin"), D("cf"), D("complex"), D("dlti"), D("emitc"), D("func"),
	D("gpu"), D("index"), D("irdl"), D("linalg"), D("llvm"), D("math"), D("memref"), D("mesh"),
	D("ml_program"), D("mpi"), D("nvgpu"), D("nvvm"), D("omp"), D("pdl"), D("pdl_interp"), D("polynomial"),
	D("ptr"), D("quant"), D("rocdl"), D("scf"), D("shape"), D("sparse_tensor"), D("spirv"), D("tensor"),
	D("test"), D("test_dyn"), D("tosa"), D("transform"), D("ub"), D("vector"), D("x86vector"), D("xegpu"),
};
#undef D

int mlir_dialect_registered(const char *s, size_t n)
{
	for (size_t i = 0; i < sizeof registered_dialects / sizeof *registered_dialects; i++)
		if (registered_dialects[i].n == n && !memcmp(registered_dialects[i].s, s, n))
			return 1;
	return 0;
}

/* An unregistered dialect's body is an OpaqueAttr's text to MLIR: never
 * parsed, so a "#name" in it names nothing.  A registered dialect parses
 * its body (the test dialects' too, though we keep theirs as written) and
 * resolves each alias it names right there. */
int body_may_name_aliases(const Str *dialect, const Str *data)
{
	return (memchr(data->s, '#', data->len) || memchr(data->s, '!', data->len)) &&
	       mlir_dialect_registered(dialect->s, dialect->len);
}

static int is_ident_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '$' ||
	       c == '.' || c == '_' || c == '-';
}

static size_t string_end(const char *s, size_t n, size_t i)
{
	for (i++; i < n && s[i] != '"'; i++)
		i += s[i] == '\\';
	return i < n ? i + 1 : n;
}

static int is_open(char c) { return c == '<' || c == '[' || c == '(' || c == '{'; }
static int is_close(char c) { return c == '>' || c == ']' || c == ')' || c == '}'; }

size_t body_next_bracket(const char *s, size_t n, size_t i)
{
	while (i < n) {
		char c = s[i];
		if (c == '"')
			i = string_end(s, n, i);
		else if (c == '-' && i + 1 < n && s[i + 1] == '>')
			i += 2;
		else if (is_open(c) || is_close(c))
			return i;
		else
			i++;
	}
	return n;
}

/* Past the balanced body whose opening bracket is s[i].  The body was
 * scanned as balanced already, so only the depth is counted. */
static size_t body_end(const char *s, size_t n, size_t i)
{
	size_t depth = 0;
	for (i = body_next_bracket(s, n, i); i < n; i = body_next_bracket(s, n, i + 1)) {
		if (is_open(s[i]))
			depth++;
		else if (depth && !--depth)
			return i + 1;
	}
	return n;
}

/* The next "#name" or "!name" at or after it->i that a dialect parser would
 * read as an alias: outside string literals, and outside the bodies of
 * nested symbols of dialects whose text is kept (`#foo.x<#a>` inside an
 * LLVM body is text to MLIR).  A name with a '.', or one touching a '<',
 * is a dialect symbol; one starting with a digit is no alias name.
 * it->angle is the number of '<' open around the reference. */
int body_next_ref(BodyRefs *it, size_t *at, size_t *len)
{
	const char *s = it->s;
	size_t n = it->n;
	while (it->i < n) {
		size_t i = it->i;
		char c = s[i];
		if (c == '"') {
			it->i = string_end(s, n, i);
			continue;
		}
		it->i = i + 1;
		if (c == '<') {
			it->angle++;
		} else if (c == '>') {
			if (it->angle && !(i && s[i - 1] == '-'))
				it->angle--;
		} else if ((c == '#' || c == '!') && i + 1 < n && is_ident_char(s[i + 1])) {
			size_t j = i + 1;
			while (j < n && is_ident_char(s[j]))
				j++;
			it->i = j;
			const char *name = s + i + 1, *dot = memchr(name, '.', j - i - 1);
			if (dot || (j < n && s[j] == '<')) {
				size_t dn = dot ? (size_t)(dot - name) : j - i - 1;
				if (!mlir_dialect_registered(name, dn) && j < n && s[j] == '<')
					it->i = body_end(s, n, j);
				continue;
			}
			if (s[i + 1] >= '0' && s[i + 1] <= '9')
				continue;
			*at = i;
			*len = j - i;
			return 1;
		}
	}
	return 0;
}
