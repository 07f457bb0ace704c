/* gemmini_host.c — the host model of PyTorchSim's Gemmini DMA engine
 * (shared/spec/lowering.md §3.2-3.6; docs/hostmodel.md).
 *
 * The model decodes exactly the words lower-dma-to-gemmini packs:
 *   CONFIG  (0): rs1 = dim0<<48 | dim1<<32 | dim2<<16 | dim3 (16 bits each)
 *                rs2 = vst<<32 | config_type<<17 | indirect<<16 | vsa<<14 | elem_bytes
 *   CONFIG2 (4), CONFIG3 (5): rs1 = s0<<32 | s1, rs2 = s2<<32 | s3 (element strides,
 *                DRAM resp. scratchpad)
 *   CONFIG4 (6): rs1 = index-buffer byte address, rs2 = esize<<16 | stride
 *   MVIN (2), MVIN2 (1), MVIN3 (14), MVOUT (3): rs1 = DRAM, rs2 = scratchpad address
 * and, for the descriptor path (lower-transfer-to-gemmini, Gen C),
 *   CONFIG_DESC (7): rs1 = address of a 144-byte descriptor (18 x u64),
 *                which sets all of the above at once plus a per-axis box
 *                [dim_low, dim_high) with a fill value (masked transfers)
 *                and the accumulate flags,
 * and moves data element by element.  One configuration is kept (the
 * lowering always emits CONFIG, CONFIG2, CONFIG3, [CONFIG4] right before
 * each move); a move whose funct7 does not match the CONFIG's config type
 * is an error rather than a guess at Spike's per-queue state.
 *
 * Nothing here is global: all state is in the TsGemmini from the arena. */
#include "gemmini_host.h"
#include "vcix_host.h"   /* ts_half_to_float, ts_float_to_half: f16 accumulate */

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { F_CONFIG = 0, F_MVIN2 = 1, F_MVIN = 2, F_MVOUT = 3, F_CONFIG2 = 4, F_CONFIG3 = 5,
       F_CONFIG4 = 6, F_CONFIG_DESC = 7, F_MVIN3 = 14 };
/* The descriptor's flags (slot 14, bits 48..55). */
enum { D_INDIRECT = 1, D_MASKED = 2, D_ACCUMULATE = 4, D_ACC_FLOAT = 8 };

/* A scratchpad buffer as lane 0 sees it: its per-lane share in lane 0's
 * bank; lane l's copy is at base + l * bank. */
typedef struct Spad {
	unsigned char *base;
	size_t bytes;              /* the per-lane share */
	const char *name;          /* symbol name, or NULL */
} Spad;

typedef struct Range {
	uint64_t lo, hi;           /* [lo, hi) */
} Range;

struct TsGemmini {
	Arena *a;
	int lanes;
	size_t bank;               /* bytes from one lane's bank to the next */
	Spad *spad;
	size_t nspad, capspad;
	Range *dram;               /* optional DRAM bounds (ts_gemmini_add_dram) */
	size_t ndram, capdram;
	/* CONFIG */
	int configured;
	uint64_t dim[4], vst;
	unsigned eb, vsa, indirect, ctype;
	/* CONFIG2, CONFIG3 */
	uint64_t dstride[4], sstride[4];
	/* CONFIG4 */
	int has_index;
	uint64_t index_addr, index_stride;
	unsigned index_size;
	/* CONFIG_DESC only (a Gen A CONFIG clears them) */
	int masked, accumulate, acc_float;
	uint64_t low[4], high[4], fill;
	uint64_t count;
	char *err;                 /* the first error, or NULL */
};

/* ---------------------------------------------------------------- setup */

TsGemmini *ts_gemmini_new(Arena *a, int lanes, size_t bank)
{
	TsGemmini *g = arena_alloc(a, sizeof *g);
	g->a = a;
	g->lanes = lanes > 0 ? lanes : 128;   /* PyTorchSim's default vpu_num_lanes */
	g->bank = bank;
	return g;
}

/* Grow an arena array of n elements of size sz to hold one more. */
static void *grow(Arena *a, void *p, size_t n, size_t *cap, size_t sz)
{
	if (n < *cap)
		return p;
	size_t nc = *cap ? 2 * *cap : 8;
	void *q = arena_alloc(a, nc * sz);
	if (n)
		memcpy(q, p, n * sz);
	*cap = nc;
	return q;
}

int ts_gemmini_add_spad_named(TsGemmini *g, void *base, size_t bytes, const char *name)
{
	uintptr_t lo = (uintptr_t)base;
	if (!base || !bytes || bytes > g->bank)
		return -1;
	for (size_t i = 0; i < g->nspad; i++) {
		uintptr_t b = (uintptr_t)g->spad[i].base;
		if (lo < b + g->spad[i].bytes && b < lo + bytes)
			return -1;   /* overlaps a registered buffer */
	}
	g->spad = grow(g->a, g->spad, g->nspad, &g->capspad, sizeof *g->spad);
	g->spad[g->nspad++] = (Spad){ base, bytes, name };
	return 0;
}

int ts_gemmini_add_spad(TsGemmini *g, void *base, size_t bytes)
{
	return ts_gemmini_add_spad_named(g, base, bytes, NULL);
}

int ts_gemmini_add_dram(TsGemmini *g, const void *base, size_t bytes)
{
	if (!base)
		return -1;
	g->dram = grow(g->a, g->dram, g->ndram, &g->capdram, sizeof *g->dram);
	g->dram[g->ndram++] = (Range){ (uintptr_t)base, (uintptr_t)base + bytes };
	return 0;
}

int ts_gemmini_lanes(const TsGemmini *g)
{
	return g->lanes;
}

const char *ts_gemmini_error(const TsGemmini *g)
{
	return g->err;
}

uint64_t ts_gemmini_count(const TsGemmini *g)
{
	return g->count;
}

/* Record the first error; later ones are dropped. */
static int fail(TsGemmini *g, const char *fmt, ...)
{
	if (g->err)
		return -1;
	char buf[512];
	/* instructions are numbered from 1 in execution order */
	int k = snprintf(buf, sizeof buf, "Gemmini instruction %llu: ", (unsigned long long)g->count + 1);
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf + k, sizeof buf - (size_t)k, fmt, ap);
	va_end(ap);
	n = n < 0 ? k : k + n;
	size_t len = (size_t)n >= sizeof buf ? sizeof buf - 1 : (size_t)n;
	g->err = arena_dup(g->a, buf, len + 1);
	g->err[len] = 0;
	return -1;
}

static const char *insn_name(uint64_t f)
{
	switch (f) {
	case F_CONFIG: return "CONFIG";
	case F_MVIN2: return "MVIN2";
	case F_MVIN: return "MVIN";
	case F_MVOUT: return "MVOUT";
	case F_CONFIG2: return "CONFIG2";
	case F_CONFIG3: return "CONFIG3";
	case F_CONFIG4: return "CONFIG4";
	case F_CONFIG_DESC: return "CONFIG_DESC";
	case F_MVIN3: return "MVIN3";
	default: return "?";
	}
}

/* The registered buffer holding address a, or NULL. */
static const Spad *find_spad(const TsGemmini *g, uint64_t a)
{
	for (size_t i = 0; i < g->nspad; i++) {
		uint64_t b = (uintptr_t)g->spad[i].base;
		if (a >= b && a - b < g->spad[i].bytes)
			return &g->spad[i];
	}
	return NULL;
}

static const char *spad_name(const Spad *s)
{
	return s->name ? s->name : "<unnamed>";
}

/* ---------------------------------------------------------------- config */

static int config(TsGemmini *g, uint64_t rs1, uint64_t rs2)
{
	for (int k = 0; k < 4; k++) {
		g->dim[k] = rs1 >> (48 - 16 * k) & 0xFFFF;
		if (!g->dim[k])
			return fail(g, "CONFIG: dimension %d of the shape is 0 (rs1 0x%016llx)", k,
				    (unsigned long long)rs1);
	}
	g->eb = (unsigned)(rs2 & 0x3FFF);
	g->vsa = (unsigned)(rs2 >> 14 & 3);
	g->indirect = (unsigned)(rs2 >> 16 & 1);
	g->ctype = (unsigned)(rs2 >> 17 & 3);
	g->vst = rs2 >> 32;
	g->masked = g->accumulate = g->acc_float = 0;
	if (g->eb != 1 && g->eb != 2 && g->eb != 4 && g->eb != 8)
		return fail(g, "CONFIG: element size %u bytes (expected 1, 2, 4 or 8; rs2 0x%016llx)", g->eb,
			    (unsigned long long)rs2);
	if (!g->vst)
		return fail(g, "CONFIG: vlane stride 0 (rs2 0x%016llx)", (unsigned long long)rs2);
	g->configured = 1;
	return 0;
}

/* CONFIG2/CONFIG3: [63:32] stride of dim 0 (resp. 2), [31:0] dim 1 (resp. 3). */
static void strides(uint64_t *s, uint64_t rs1, uint64_t rs2)
{
	s[0] = rs1 >> 32;
	s[1] = rs1 & 0xFFFFFFFF;
	s[2] = rs2 >> 32;
	s[3] = rs2 & 0xFFFFFFFF;
}

static int config4(TsGemmini *g, uint64_t rs1, uint64_t rs2)
{
	unsigned es = (unsigned)(rs2 >> 16 & 0xFF);
	if (es != 1 && es != 2 && es != 4 && es != 8)
		return fail(g, "CONFIG4: index size %u bytes (expected 1, 2, 4 or 8; rs2 0x%016llx)", es,
			    (unsigned long long)rs2);
	g->index_addr = rs1;
	g->index_size = es;
	g->index_stride = rs2 & 0xFFFF;
	g->has_index = 1;
	return 0;
}

/* CONFIG_DESC: the 18 little-endian u64 slots lower-transfer-to-gemmini
 * lays out (docs/hostmodel.md, "The descriptor").  Everything a CONFIG,
 * CONFIG2, CONFIG3 and CONFIG4 would set, plus the box and the flags. */
static uint32_t lo32(uint64_t v) { return (uint32_t)v; }
static uint32_t hi32(uint64_t v) { return (uint32_t)(v >> 32); }

static int desc_fields(TsGemmini *g, const uint64_t *s)
{
	for (int k = 0; k < 4; k++) {
		g->dim[k] = k & 1 ? hi32(s[k / 2]) : lo32(s[k / 2]);
		g->low[k] = k & 1 ? hi32(s[2 + k / 2]) : lo32(s[2 + k / 2]);
		g->high[k] = k & 1 ? hi32(s[4 + k / 2]) : lo32(s[4 + k / 2]);
		g->dstride[k] = s[6 + k];
		g->sstride[k] = s[10 + k];
		if (!g->dim[k])
			return fail(g, "CONFIG_DESC: dimension %d of the shape is 0", k);
	}
	uint64_t w = s[14], flags = w >> 48 & 0xFF;
	g->eb = (unsigned)(w & 0xFFFF);
	g->vst = w >> 16 & 0xFFFF;
	g->vsa = (unsigned)(w >> 32 & 0xFF);
	g->ctype = (unsigned)(w >> 40 & 0xFF);
	if (g->eb != 1 && g->eb != 2 && g->eb != 4 && g->eb != 8)
		return fail(g, "CONFIG_DESC: element size %u bytes (expected 1, 2, 4 or 8)", g->eb);
	if (!g->vst || g->vsa > 3 || g->ctype > 3)
		return fail(g, "CONFIG_DESC: vlane stride %llu, split axis %u, config type %u (expected >= 1, <= 3, <= 3)",
			    (unsigned long long)g->vst, g->vsa, g->ctype);
	if (flags & ~(uint64_t)(D_INDIRECT | D_MASKED | D_ACCUMULATE | D_ACC_FLOAT) || w >> 56)
		return fail(g, "CONFIG_DESC: unknown flags 0x%llx in slot 14", (unsigned long long)(w >> 48));
	g->indirect = (unsigned)(flags & D_INDIRECT);
	g->masked = !!(flags & D_MASKED);
	g->accumulate = !!(flags & D_ACCUMULATE);
	g->acc_float = !!(flags & D_ACC_FLOAT);
	g->fill = s[17];
	return 0;
}

static int config_desc(TsGemmini *g, uint64_t rs1)
{
	uint64_t s[18];
	if (!rs1)
		return fail(g, "CONFIG_DESC: descriptor address 0");
	memcpy(s, (const void *)(uintptr_t)rs1, sizeof s);
	g->configured = 0;
	if (desc_fields(g, s) < 0)
		return -1;
	g->has_index = 0;
	if (g->indirect) {
		unsigned es = (unsigned)(s[16] >> 16 & 0xFFFF);
		if (es != 1 && es != 2 && es != 4 && es != 8)
			return fail(g, "CONFIG_DESC: index size %u bytes (expected 1, 2, 4 or 8)", es);
		g->index_addr = s[15];
		g->index_size = es;
		g->index_stride = s[16] & 0xFFFF;
		g->has_index = 1;
	}
	g->configured = 1;
	return 0;
}

/* ------------------------------------------------------------------ move */

/* One move, decoded: where it goes and the lane layout. */
typedef struct Move {
	uint64_t f;
	int in;                      /* DRAM -> scratchpad */
	uint64_t dram;               /* DRAM byte address */
	const Spad *sp;              /* buffer holding the scratchpad address */
	uint64_t soff;               /* scratchpad address - buffer base (inside its share) */
	const Spad *ix;              /* index buffer (indirect), or NULL */
	uint64_t ioff;               /* index address - its buffer's base */
	uint64_t s[4];               /* scratchpad strides after the per-lane rescale */
	uint64_t blk;                /* vst * lanes: split-axis elements per round over the lanes */
} Move;

/* §3.6: each lane holds vst * n_outerloop elements of the split axis, not
 * dim[vsa].  In the tile's own layout a stride larger than the split
 * axis's stride steps over a whole run of the split axis (dim[vsa] of
 * them); inside one lane's bank that run is only vst * n_outerloop long,
 * so such strides shrink by that ratio (stride / dim[vsa] * vst *
 * n_outerloop) and the lane's elements fill its bank without gaps.  The
 * integer division is Spike's; it is exact for row-major tiles. */
static void lane_strides(const TsGemmini *g, Move *m)
{
	uint64_t d = g->dim[g->vsa], n_out = (d + m->blk - 1) / m->blk, sv = g->sstride[g->vsa];
	for (int k = 0; k < 4; k++)
		m->s[k] = g->sstride[k] > sv ? g->sstride[k] / d * g->vst * n_out : g->sstride[k];
}

static int decode_move(TsGemmini *g, uint64_t f, uint64_t rs1, uint64_t rs2, Move *m)
{
	static const unsigned ctype_of[15] = { [F_MVIN] = 0, [F_MVIN2] = 1, [F_MVIN3] = 2, [F_MVOUT] = 3 };
	const char *nm = insn_name(f);
	if (!g->configured)
		return fail(g, "%s: no CONFIG before it", nm);
	if (g->ctype != ctype_of[f])
		return fail(g, "%s: the last CONFIG has config type %u, %s needs %u", nm, g->ctype, nm, ctype_of[f]);
	m->f = f;
	m->in = f != F_MVOUT;
	m->dram = rs1;
	m->sp = find_spad(g, rs2);
	if (!m->sp)
		return fail(g, "%s: scratchpad address 0x%llx is outside every scratchpad buffer", nm,
			    (unsigned long long)rs2);
	m->soff = rs2 - (uintptr_t)m->sp->base;
	if (g->indirect) {
		if (!g->has_index)
			return fail(g, "%s: indirect mode without a CONFIG4", nm);
		m->ix = find_spad(g, g->index_addr);
		if (!m->ix)
			return fail(g, "%s: index buffer address 0x%llx (CONFIG4) is outside every scratchpad buffer", nm,
				    (unsigned long long)g->index_addr);
		m->ioff = g->index_addr - (uintptr_t)m->ix->base;
	}
	if (g->accumulate && m->in)
		return fail(g, "%s: accumulate is for MVOUT (out[idx] += val)", nm);
	if (__builtin_mul_overflow(g->vst, (uint64_t)g->lanes, &m->blk))
		return fail(g, "%s: vlane stride %llu overflows", nm, (unsigned long long)g->vst);
	lane_strides(g, m);
	return 0;
}

/* Read an unsigned little-endian host integer of es bytes. */
static uint64_t read_index(const unsigned char *p, unsigned es)
{
	switch (es) {
	case 1: return *p;
	case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
	case 4: { uint32_t v; memcpy(&v, p, 4); return v; }
	default: { uint64_t v; memcpy(&v, p, 8); return v; }
	}
}

static int dram_ok(const TsGemmini *g, uint64_t a, uint64_t n)
{
	if (!g->ndram)
		return 1;   /* no bounds registered: not checked */
	for (size_t i = 0; i < g->ndram; i++)
		if (a >= g->dram[i].lo && a <= g->dram[i].hi && n <= g->dram[i].hi - a)
			return 1;
	return 0;
}

/* Offset in bytes of s_idx inside a buffer's share, starting off bytes in;
 * -1 if it overflows the share (*over: by how many bytes). */
static int bank_offset(uint64_t off, uint64_t s_idx, unsigned es, size_t share, uint64_t *out, uint64_t *over)
{
	uint64_t b;
	if (__builtin_mul_overflow(s_idx, (uint64_t)es, &b) || __builtin_add_overflow(b, off, &b) ||
	    __builtin_add_overflow(b, (uint64_t)es, &b)) {
		*over = UINT64_MAX;
		return -1;
	}
	if (b > share) {
		*over = b - share;
		return -1;
	}
	*out = b - es;
	return 0;
}

/* Inside the descriptor's box on every axis (always, without a mask). */
static int in_box(const TsGemmini *g, const uint64_t c[4])
{
	if (!g->masked)
		return 1;
	for (int k = 0; k < 4; k++)
		if (c[k] < g->low[k] || c[k] >= g->high[k])
			return 0;
	return 1;
}

/* MVOUT with accumulate: DRAM += scratchpad, as floats (acc_float) or as
 * wrapping integers of the element's width. */
static int accumulate(TsGemmini *g, unsigned char *dp, const unsigned char *sp)
{
	if (g->acc_float) {
		if (g->eb == 4) {
			float a, b;
			memcpy(&a, dp, 4), memcpy(&b, sp, 4);
			a += b;
			memcpy(dp, &a, 4);
		} else if (g->eb == 8) {
			double a, b;
			memcpy(&a, dp, 8), memcpy(&b, sp, 8);
			a += b;
			memcpy(dp, &a, 8);
		} else if (g->eb == 2) {
			uint16_t a, b;
			memcpy(&a, dp, 2), memcpy(&b, sp, 2);
			a = ts_float_to_half(ts_half_to_float(a) + ts_half_to_float(b));
			memcpy(dp, &a, 2);
		} else {
			return fail(g, "MVOUT: a float accumulate of %u-byte elements", g->eb);
		}
		return 0;
	}
	uint64_t a = 0, b = 0;   /* little-endian host: the low eb bytes */
	memcpy(&a, dp, g->eb), memcpy(&b, sp, g->eb);
	a += b;
	memcpy(dp, &a, g->eb);
	return 0;
}

/* Move the element at 4-D coordinates c. */
static int move_elem(TsGemmini *g, const Move *m, const uint64_t c[4])
{
	const char *nm = insn_name(m->f);
	uint64_t x = c[g->vsa], lane = x % m->blk / g->vst;
	uint64_t pos = x / m->blk * g->vst + x % g->vst;   /* outer * vst + inner */
	uint64_t s_idx = 0, doff = 0, sb, ib, over;
	for (int k = 0; k < 4; k++) {
		s_idx += (k == (int)g->vsa ? pos : c[k]) * m->s[k];
		doff += c[k] * g->dstride[k];
	}
	if (bank_offset(m->soff, s_idx, g->eb, m->sp->bytes, &sb, &over) < 0)
		return fail(g, "%s: element [%llu, %llu, %llu, %llu] (lane %llu) overflows the %zu-byte per-lane share of @%s by %llu bytes",
			    nm, (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2],
			    (unsigned long long)c[3], (unsigned long long)lane, m->sp->bytes, spad_name(m->sp),
			    (unsigned long long)over);
	unsigned char *sp = m->sp->base + lane * g->bank + sb;
	if (!in_box(g, c)) {   /* outside the clamp: MVIN fills, MVOUT leaves DRAM alone */
		if (m->in)
			memcpy(sp, &g->fill, g->eb);
		return 0;
	}
	if (m->ix) {
		if (bank_offset(m->ioff, s_idx, g->index_size, m->ix->bytes, &ib, &over) < 0)
			return fail(g, "%s: the index of element [%llu, %llu, %llu, %llu] (lane %llu) overflows the %zu-byte per-lane share of index buffer @%s by %llu bytes",
				    nm, (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2],
				    (unsigned long long)c[3], (unsigned long long)lane, m->ix->bytes, spad_name(m->ix),
				    (unsigned long long)over);
		/* unsigned, as Spike reads it; wrap-around arithmetic makes an i64 index signed anyway */
		doff += read_index(m->ix->base + lane * g->bank + ib, g->index_size) * g->index_stride;
	}
	uint64_t da = m->dram + doff * g->eb;
	if (!dram_ok(g, da, g->eb))
		return fail(g, "%s: element [%llu, %llu, %llu, %llu]: DRAM address 0x%llx is outside every DRAM buffer",
			    nm, (unsigned long long)c[0], (unsigned long long)c[1], (unsigned long long)c[2],
			    (unsigned long long)c[3], (unsigned long long)da);
	unsigned char *dp = (unsigned char *)(uintptr_t)da;
	if (m->in)
		memcpy(sp, dp, g->eb);
	else if (g->accumulate)
		return accumulate(g, dp, sp);
	else
		memcpy(dp, sp, g->eb);
	return 0;
}

static int move(TsGemmini *g, uint64_t f, uint64_t rs1, uint64_t rs2)
{
	Move m = { 0 };
	uint64_t c[4];
	if (decode_move(g, f, rs1, rs2, &m) < 0)
		return -1;
	for (c[0] = 0; c[0] < g->dim[0]; c[0]++)
		for (c[1] = 0; c[1] < g->dim[1]; c[1]++)
			for (c[2] = 0; c[2] < g->dim[2]; c[2]++)
				for (c[3] = 0; c[3] < g->dim[3]; c[3]++)
					if (move_elem(g, &m, c) < 0)
						return -1;
	return 0;
}

void ts_gemmini_insn(TsGemmini *g, uint64_t funct7, uint64_t rs1, uint64_t rs2)
{
	int rc;
	if (g->err)
		return;
	switch (funct7) {
	case F_CONFIG: rc = config(g, rs1, rs2); break;
	case F_CONFIG2: strides(g->dstride, rs1, rs2); rc = 0; break;
	case F_CONFIG3: strides(g->sstride, rs1, rs2); rc = 0; break;
	case F_CONFIG4: rc = config4(g, rs1, rs2); break;
	case F_CONFIG_DESC: rc = config_desc(g, rs1); break;
	case F_MVIN: case F_MVIN2: case F_MVIN3: case F_MVOUT: rc = move(g, funct7, rs1, rs2); break;
	default:
		rc = fail(g, "unknown Gemmini instruction: funct7 %llu (rs1 0x%llx, rs2 0x%llx)",
			  (unsigned long long)funct7, (unsigned long long)rs1, (unsigned long long)rs2);
	}
	if (rc == 0)
		g->count++;
}
