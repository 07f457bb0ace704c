/* tog_write.c — the text of `<key>_tog.py` (shared/spec/tog.md §5.1), byte
 * for byte as build_tog.py prints it: a Python dict literal assigned to
 * `graph`, the nodes in depth-first preorder, each followed by a comma at
 * the start of the next line; tabs before the keys; no space in lists; a
 * wait node's closing brace on its last line; `,}` and no newline at the
 * end.  tog_generator imports the file (§6.1), so it must stay Python. */
#include "tog.h"
#include "tsrewrite.h"

static const char *const node_name[] = { "root", "ComputeNode", "loopNode", "DMANode", "DMAWaitNode" };

static void ints(FILE *f, const Vec *v)
{
	fputc('[', f);
	for (size_t i = 0; i < v->len; i++)
		fprintf(f, "%s%lld", i ? "," : "", (long long)VEC_AT(v, int64_t, i));
	fputc(']', f);
}

static void strs(FILE *f, const Vec *v)
{
	fputc('[', f);
	for (size_t i = 0; i < v->len; i++)
		fprintf(f, "%s\"%s\"", i ? "," : "", VEC_AT(v, const char *, i));
	fputc(']', f);
}

static void dma_fields(FILE *f, const TogNode *n)
{
	fprintf(f, ",\n\t\"is_write\": %d,\n\t\"is_async\": %d,\n\t\"base_address\": \"%s\",\n\t\"indirect_mode\": %d,\n",
		n->is_write, n->is_async, n->base, n->indirect);
	fputs("\t\"tile_size\": ", f), ints(f, &n->tile_size);
	fputs(",\n\t\"tile_stride\": ", f), ints(f, &n->tile_stride);
	fputs(",\n\t\"tag_idx_list\": ", f), strs(f, &n->tag_idx);
	fputs(",\n\t\"tag_stride_list\": ", f), ints(f, &n->tag_stride);
	fputs(",\n\t\"loop_idx_list\": ", f), strs(f, &n->loop_idx);
	fputs(",\n\t\"loop_stride_list\": ", f), ints(f, &n->loop_stride);
	fprintf(f, ",\n\t\"element_size\": %lld\n}\n", (long long)n->elem_bits);
}

static void node(FILE *f, const TogNode *n)
{
	fprintf(f, "%lld : {\n\t\"node_id\": %lld,\n\t\"node_name\": \"%s\",\n\t\"node_type\": %d,\n\t\"parents\": [",
		(long long)n->id, (long long)n->id, node_name[n->kind], (int)n->kind);
	if (n->parent)
		fprintf(f, "%lld", (long long)n->parent->id);
	fputs("],\n\t\"children\": [", f);
	for (size_t i = 0; i < n->children.len; i++)
		fprintf(f, "%s%lld", i ? "," : "", (long long)VEC_AT(&n->children, TogNode *, i)->id);
	fputc(']', f);
	switch (n->kind) {
	case TOG_ROOT:
		fputs("\n}\n", f);
		break;
	case TOG_LOOP:
		fprintf(f, ",\n\t\"loop_index\": \"%s\",\n\t\"loop_start\": %lld,\n\t\"loop_end\": %lld,\n\t\"loop_step\": %lld,"
			"\n\t\"loop_type\": \"%s\"\n}\n", n->loop_index, (long long)n->start, (long long)n->end,
			(long long)n->step, n->loop_type);
		break;
	case TOG_DMA:
		dma_fields(f, n);
		break;
	case TOG_WAIT:   /* no newline before the closing brace (§5.1) */
		fprintf(f, ",\n\t\"base_address\": \"%s\",\n\t\"tag_idx_list\": ", n->base);
		strs(f, &n->tag_idx);
		fputs(",\n\t\"tag_stride_list\": ", f), ints(f, &n->tag_stride);
		fputs(",\n\t\"tag_divider_list\": ", f), ints(f, &n->tag_divider);
		fputs("}\n", f);
		break;
	case TOG_COMPUTE:
		fprintf(f, ",\n\t\"compute_cycle\": 0,\n\t\"compute_type\": %d\n}\n", (int)n->ctype);
		break;
	}
}

/* emit_sub(n): node(n) "," then each child (§5.1); depth = loop nesting. */
static void sub(FILE *f, const TogNode *n)
{
	node(f, n);
	fputc(',', f);
	for (size_t i = 0; i < n->children.len; i++)
		sub(f, VEC_AT(&n->children, TogNode *, i));
}

int tog_write(const TogGraph *g, FILE *f)
{
	fputs("graph = {\n", f);
	sub(f, g->root);
	fputc('}', f);
	return ferror(f) ? -1 : 0;
}

int ts_tog_write(const TsTog *g, FILE *f)
{
	return tog_write(g, f);
}
