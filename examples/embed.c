/* embed.c — libtsrewrite inside another program: a kernel from a string,
 * PyTorchSim's pass pipeline, a riscv64 object in memory, written to a
 * file; errors printed from ts_error().
 *
 * Build it against the installed library (make install):
 *     cc embed.c $(pkg-config --cflags --libs tsrewrite) -o embed
 *     cc -static embed.c $(pkg-config --static --cflags --libs tsrewrite) -o embed
 * Run it:
 *     ./embed                      the built-in kernel -> kernel.o
 *     ./embed -o k.o K.mlir        a kernel file (read into a string first)
 *     ./embed --ll -o k.ll K.mlir  LLVM IR for riscv64 instead of an object
 * The object is what `tsrewrite --target=riscv64 --emit=obj K.mlir` writes. */
#include <tsrewrite.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* C = A + B over 64 floats, in MLIR's pretty form. */
static const char builtin_kernel[] =
	"func.func @kernel(%a: memref<64xf32>, %b: memref<64xf32>, %c: memref<64xf32>) {\n"
	"  affine.for %i = 0 to 64 {\n"
	"    %x = affine.load %a[%i] : memref<64xf32>\n"
	"    %y = affine.load %b[%i] : memref<64xf32>\n"
	"    %s = arith.addf %x, %y : f32\n"
	"    affine.store %s, %c[%i] : memref<64xf32>\n"
	"  }\n"
	"  return\n"
	"}\n";

static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *p = NULL;
	size_t n = 0, cap = 0, got;
	if (!f)
		return NULL;
	do {
		if (n == cap) {
			char *q = realloc(p, cap = cap ? 2 * cap : 65536);
			if (!q) {
				free(p);
				fclose(f);
				return NULL;
			}
			p = q;
		}
		got = fread(p + n, 1, cap - n, f);
		n += got;
	} while (got);
	fclose(f);
	*len = n;
	return p;
}

int main(int argc, char **argv)
{
	const char *out = "kernel.o", *in = NULL;
	int ll = 0;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-o") && i + 1 < argc)
			out = argv[++i];
		else if (!strcmp(argv[i], "--ll"))
			ll = 1;
		else
			in = argv[i];
	}
	size_t len = sizeof builtin_kernel - 1;
	char *text = (char *)builtin_kernel;
	if (in && !(text = read_file(in, &len))) {
		perror(in);
		return 1;
	}

	/* PyTorchSim's target, as `tsrewrite --target=riscv64` sets it. */
	TsPassOpts po = { 0 };   /* 128 lanes, 256-bit vectors */
	TsEmitOpts eo = { .kind = ll ? TS_EMIT_LL : TS_EMIT_OBJ, .triple = "riscv64-unknown-linux-gnu",
	                  .features = "+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b", .pic = 1, .codegen_level = 2 };
	TsCtx *c = ts_ctx_new();
	TsModule *m = ts_parse(c, in ? in : "<builtin>", text, len);
	char *obj = NULL;
	size_t n = 0;
	int rc = 1;
	if (m && ts_verify(c, m) == 0 && ts_run_passes(c, m, NULL, &po) == 0 && (obj = ts_emit_mem(c, m, &eo, &n))) {
		FILE *f = fopen(out, "wb");
		if (f && fwrite(obj, 1, n, f) == n && fclose(f) == 0) {
			printf("%s: %zu bytes\n", out, n);
			rc = 0;
		} else {
			perror(out);
		}
	} else {
		/* "file:line:col: error: message", the source line and a caret */
		const char *e = ts_error(c);
		fputs(e ? e : "embed: error\n", stderr);
	}
	ts_free(obj);
	ts_ctx_free(c);
	if (text != builtin_kernel)
		free(text);
	return rc;
}
