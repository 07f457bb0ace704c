/* test_gemmini_host.c — the Gemmini host model (runtime/gemmini_host.c)
 * against an independent per-element reference.
 *
 * The instruction words are built here with lowering.md §3.2's formulas.
 * The reference describes the lane-banked layout differently from the
 * model: lane l owns the split-axis positions x with (x / vst) % lanes == l;
 * an element's slot inside its lane is found by *counting* the lane's
 * positions below x, and the lane's bank is laid out densely (row-major in
 * the given axis order) over the tile shape with the split axis shrunk to
 * the lane's share.  No stride rescaling appears in the reference. */
#include "unit.h"
#include "gemmini_host.h"

#include <stdlib.h>
#include <string.h>

enum { CONFIG = 0, MVIN2 = 1, MVIN = 2, MVOUT = 3, CONFIG2 = 4, CONFIG3 = 5, CONFIG4 = 6, MVIN3 = 14 };

/* ------------------------------------------------------ §3.2 word packing */

static uint64_t cfg_rs1(const int64_t s[4])
{
	return ((uint64_t)s[0] & 0xFFFF) << 48 | ((uint64_t)s[1] & 0xFFFF) << 32 | ((uint64_t)s[2] & 0xFFFF) << 16 |
	       ((uint64_t)s[3] & 0xFFFF);
}

static uint64_t cfg_rs2(uint64_t vst, uint64_t ctype, uint64_t ind, uint64_t vsa, uint64_t eb)
{
	return vst << 32 | (ctype & 3) << 17 | ind << 16 | (vsa & 3) << 14 | eb;
}

static uint64_t pair(int64_t a, int64_t b)
{
	return (uint64_t)a << 32 | ((uint64_t)b & 0xFFFFFFFF);
}

static uint64_t addr(const void *p)
{
	return (uint64_t)(uintptr_t)p;
}

/* A test case: a 4-D tile in a DRAM tensor, a split axis and a lane
 * layout.  order[] lists the axes outermost first for the scratchpad. */
typedef struct Case {
	int lanes;
	int64_t dim[4];
	int vsa, vst, eb;
	int order[4];
	int64_t dstride[4];   /* DRAM element strides of the tile */
	int64_t m[4];         /* per-lane shape: dim, with dim[vsa] -> the lane share */
	int64_t full[4];      /* sram_stride: the whole tile in `order` */
	int64_t lane[4];      /* reference per-lane strides in `order` */
	size_t per_lane;      /* elements per lane bank */
} Case;

/* Dense strides of the tile's shape with the axes in `order` (outermost first). */
static void dense_strides(const int64_t dim[4], const int order[4], int64_t out[4])
{
	int64_t f = 1;
	for (int i = 3; i >= 0; i--)
		out[order[i]] = f, f *= dim[order[i]];
}

static const int ROW[4] = { 0, 1, 2, 3 }, COL[4] = { 3, 2, 1, 0 };

static void setup_case(Case *k)
{
	int64_t blk = (int64_t)k->vst * k->lanes;
	int64_t share = (k->dim[k->vsa] + blk - 1) / blk * k->vst;
	memcpy(k->m, k->dim, sizeof k->m);
	k->m[k->vsa] = share;
	dense_strides(k->dim, k->order, k->full);
	dense_strides(k->m, k->order, k->lane);
	k->per_lane = (size_t)(k->m[0] * k->m[1] * k->m[2] * k->m[3]);
}

/* Reference: lane and slot (element index in the lane's bank) of c. */
static void ref_place(const Case *k, const int64_t c[4], int64_t *lane, int64_t *slot)
{
	int64_t x = c[k->vsa], rank = 0;
	*lane = x / k->vst % k->lanes;
	for (int64_t y = 0; y < x; y++)
		rank += y / k->vst % k->lanes == *lane;
	*slot = 0;
	for (int a = 0; a < 4; a++)
		*slot += (a == k->vsa ? rank : c[a]) * k->lane[a];
}

static int64_t dram_index(const Case *k, const int64_t c[4])
{
	return c[0] * k->dstride[0] + c[1] * k->dstride[1] + c[2] * k->dstride[2] + c[3] * k->dstride[3];
}

static void configure(TsGemmini *g, const Case *k, int ctype, int ind)
{
	ts_gemmini_insn(g, CONFIG, cfg_rs1(k->dim), cfg_rs2((uint64_t)k->vst, (uint64_t)ctype, (uint64_t)ind,
							   (uint64_t)k->vsa, (uint64_t)k->eb));
	ts_gemmini_insn(g, CONFIG2, pair(k->dstride[0], k->dstride[1]), pair(k->dstride[2], k->dstride[3]));
	ts_gemmini_insn(g, CONFIG3, pair(k->full[0], k->full[1]), pair(k->full[2], k->full[3]));
}

#define FOR_EACH(k, c)                                              \
	for (c[0] = 0; c[0] < (k)->dim[0]; c[0]++)                  \
		for (c[1] = 0; c[1] < (k)->dim[1]; c[1]++)          \
			for (c[2] = 0; c[2] < (k)->dim[2]; c[2]++)  \
				for (c[3] = 0; c[3] < (k)->dim[3]; c[3]++)

static uint64_t get(const unsigned char *p, int eb)
{
	uint64_t v = 0;
	memcpy(&v, p, (size_t)eb);   /* little-endian host */
	return v;
}

/* DRAM value of element i: distinct in the low eb bytes for small i. */
static uint64_t val(size_t i, int eb)
{
	uint64_t v = i * 7 + 1;
	return eb == 8 ? v : v & ((UINT64_C(1) << (8 * eb)) - 1);
}

/* MVIN (of funct7 f) then MVOUT to a second DRAM tensor, the tile dense
 * in out_order there (a transpose unless it is the source's order); checks the bank contents against ref_place, the untouched
 * bank slots, and the MVOUT against src moved to out_stride positions. */
static void run_case(Case *k, int f, const int out_order[4])
{
	int64_t out_stride[4];
	dense_strides(k->dim, out_order, out_stride);
	setup_case(k);
	Arena a = { 0 };
	size_t ndram = 4096, bank = k->per_lane * (size_t)k->eb, bytes = bank * (size_t)k->lanes;
	TsGemmini *g = ts_gemmini_new(&a, k->lanes, bank);
	unsigned char *src = calloc(ndram, (size_t)k->eb), *dst = calloc(ndram, (size_t)k->eb);
	unsigned char *sp = calloc(bytes, 1), *shadow = calloc(bytes, 1);
	for (size_t i = 0; i < ndram; i++) {
		uint64_t v = val(i, k->eb);
		memcpy(src + i * (size_t)k->eb, &v, (size_t)k->eb);
	}
	ck_assert_int_eq(ts_gemmini_add_spad(g, sp, bank), 0);   /* the buffer fills each bank */
	static const int ctype[15] = { [MVIN] = 0, [MVIN2] = 1, [MVIN3] = 2 };
	configure(g, k, ctype[f], 0);
	ts_gemmini_insn(g, (uint64_t)f, addr(src + 8 * (size_t)k->eb), addr(sp));   /* tile origin: element 8 */
	ck_assert_msg(!ts_gemmini_error(g), "%s", ts_gemmini_error(g));
	int64_t c[4], lane, slot;
	FOR_EACH(k, c) {
		ref_place(k, c, &lane, &slot);
		size_t at = (size_t)lane * bank + (size_t)slot * (size_t)k->eb;
		ck_assert_msg(at + (size_t)k->eb <= bytes, "reference slot outside the buffer");
		uint64_t want = val((size_t)(8 + dram_index(k, c)), k->eb);
		ck_assert_msg(get(sp + at, k->eb) == want, "element [%lld %lld %lld %lld]: lane %lld slot %lld",
			      (long long)c[0], (long long)c[1], (long long)c[2], (long long)c[3], (long long)lane,
			      (long long)slot);
		memset(shadow + at, 1, (size_t)k->eb);
	}
	for (size_t i = 0; i < bytes; i++)   /* nothing else written */
		ck_assert(shadow[i] || sp[i] == 0);
	/* MVOUT with other DRAM strides: out[Σ c·out_stride] = src[Σ c·dstride] */
	Case o = *k;
	memcpy(o.dstride, out_stride, sizeof o.dstride);
	configure(g, &o, 3, 0);
	ts_gemmini_insn(g, MVOUT, addr(dst), addr(sp));
	ck_assert_msg(!ts_gemmini_error(g), "%s", ts_gemmini_error(g));
	FOR_EACH(k, c) {
		uint64_t got = get(dst + (size_t)dram_index(&o, c) * (size_t)k->eb, k->eb);
		ck_assert(got == val((size_t)(8 + dram_index(k, c)), k->eb));
	}
	ck_assert_uint_eq(ts_gemmini_count(g), 8);
	free(src), free(dst), free(sp), free(shadow);
	arena_free(&a);
}

START_TEST(vsa_each_axis)
{
	/* tile [2, 4, 8, 4] in a [3, 5, 9, 6] DRAM tensor, 4 lanes, each axis split */
	for (int vsa = 0; vsa < 4; vsa++) {
		Case k = { .lanes = 2, .dim = { 2, 4, 8, 4 }, .vsa = vsa, .vst = 1, .eb = 4, .order = { 0, 1, 2, 3 },
			   .dstride = { 5 * 9 * 6, 9 * 6, 6, 1 } };
		run_case(&k, MVIN, ROW);
	}
}
END_TEST

START_TEST(vst_and_outer_loop)
{
	/* vst 2 over 4 lanes: blk 8; dim 16 along the split axis -> n_outerloop 2 */
	Case k = { .lanes = 4, .dim = { 1, 1, 3, 16 }, .vsa = 3, .vst = 2, .eb = 4, .order = { 0, 1, 2, 3 },
		   .dstride = { 0, 0, 20, 1 } };
	run_case(&k, MVIN2, ROW);
	/* vst 3 over 2 lanes, split axis 1 (outer of axes 2, 3, whose strides
	 * stay): 12 = 2 rounds of 6; 2-byte elements */
	Case k2 = { .lanes = 2, .dim = { 1, 12, 2, 5 }, .vsa = 1, .vst = 3, .eb = 2, .order = { 0, 1, 2, 3 },
		    .dstride = { 0, 10, 5, 1 } };
	run_case(&k2, MVIN3, ROW);
	/* 1-byte elements, n_outerloop 3 with vst 1 */
	Case k3 = { .lanes = 4, .dim = { 1, 1, 2, 12 }, .vsa = 3, .vst = 1, .eb = 1, .order = { 0, 1, 2, 3 },
		    .dstride = { 0, 0, 12, 1 } };
	run_case(&k3, MVIN, ROW);
}
END_TEST

START_TEST(transposed_layouts)
{
	/* column-major scratchpad (order 3, 2, 1, 0): the split axis inner or
	 * outer of the other axes; MVOUT to a transposed DRAM layout */
	for (int vsa = 0; vsa < 4; vsa++) {
		Case k = { .lanes = 2, .dim = { 2, 4, 8, 4 }, .vsa = vsa, .vst = 2, .eb = 4, .order = { 3, 2, 1, 0 },
			   .dstride = { 128, 32, 4, 1 } };
		run_case(&k, MVIN, COL);
	}
	/* a mixed order, 8-byte elements */
	Case k = { .lanes = 4, .dim = { 3, 1, 8, 2 }, .vsa = 2, .vst = 1, .eb = 8, .order = { 2, 0, 3, 1 },
		   .dstride = { 16, 0, 2, 1 } };
	run_case(&k, MVIN, COL);
}
END_TEST

START_TEST(rescaled_strides)
{
	/* [4, 8] row-major, split axis 1 over 4 lanes (n_outerloop 2): each
	 * lane holds 2 columns, so row stride 8 becomes 8 / 8 * 1 * 2 = 2 */
	Case k = { .lanes = 4, .dim = { 1, 1, 4, 8 }, .vsa = 3, .vst = 1, .eb = 4, .order = { 0, 1, 2, 3 },
		   .dstride = { 0, 0, 8, 1 } };
	run_case(&k, MVIN, ROW);
	setup_case(&k);
	ck_assert_int_eq(k.full[2], 8);
	ck_assert_int_eq(k.lane[2], 2);   /* what the model's rescale must produce */
	/* the scratchpad address inside lane 0's share: a slice of a larger buffer */
	Arena a = { 0 };
	TsGemmini *g = ts_gemmini_new(&a, 4, 64);
	uint32_t src[32], sp[4 * 16] = { 0 };
	for (int i = 0; i < 32; i++)
		src[i] = (uint32_t)i + 100;
	ck_assert_int_eq(ts_gemmini_add_spad(g, sp, 64), 0);
	configure(g, &k, 0, 0);
	ts_gemmini_insn(g, MVIN, addr(src), addr(sp + 8));   /* second half of each bank */
	ck_assert_msg(!ts_gemmini_error(g), "%s", ts_gemmini_error(g));
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 8; j++)   /* lane j % 4, slot 8 + i * 2 + j / 4 */
			ck_assert_uint_eq(sp[(j % 4) * 16 + 8 + i * 2 + j / 4], (uint32_t)(100 + i * 8 + j));
	arena_free(&a);
}
END_TEST

/* Gather: element c reads DRAM at Σ c·dstride + index(c) * stride, the
 * index read from the index buffer at c's lane and slot.  One bank per
 * lane holds both buffers, as on the machine: the data's 8 elements, then
 * the 8 indices. */
static void gather(int esize)
{
	Case k = { .lanes = 4, .dim = { 1, 1, 4, 8 }, .vsa = 3, .vst = 1, .eb = 4, .order = { 0, 1, 2, 3 },
		   .dstride = { 0, 0, 0, 1 } };
	setup_case(&k);
	Arena a = { 0 };
	size_t ibank = 8 * (size_t)esize, bank = 32 + ibank;
	TsGemmini *g = ts_gemmini_new(&a, 4, bank);
	uint32_t table[64];
	unsigned char *mem = calloc(4, bank), *ix = mem + 32;
	for (int i = 0; i < 64; i++)
		table[i] = (uint32_t)i * 3 + 1;
	ck_assert_int_eq(ts_gemmini_add_spad(g, mem, 32), 0);
	ck_assert_int_eq(ts_gemmini_add_spad(g, ix, ibank), 0);
	int64_t c[4], lane, slot;
	FOR_EACH(&k, c) {
		ref_place(&k, c, &lane, &slot);
		uint64_t v = (uint64_t)(c[2] * 5 + c[3]) % 7;
		memcpy(ix + (size_t)lane * bank + (size_t)slot * (size_t)esize, &v, (size_t)esize);
	}
	configure(g, &k, 0, 1);
	ts_gemmini_insn(g, CONFIG4, addr(ix), (uint64_t)(esize & 0xFF) << 16 | 8);
	ts_gemmini_insn(g, MVIN, addr(table), addr(mem));
	ck_assert_msg(!ts_gemmini_error(g), "%s", ts_gemmini_error(g));
	FOR_EACH(&k, c) {
		ref_place(&k, c, &lane, &slot);
		int64_t at = c[3] + (c[2] * 5 + c[3]) % 7 * 8;
		uint32_t got;
		memcpy(&got, mem + (size_t)lane * bank + (size_t)slot * 4, 4);
		ck_assert_uint_eq(got, table[at]);
	}
	/* scatter back through the same indices into a zeroed table */
	uint32_t out[64] = { 0 };
	k.vst = 1;
	ts_gemmini_insn(g, CONFIG, cfg_rs1(k.dim), cfg_rs2(1, 3, 1, 3, 4));
	ts_gemmini_insn(g, MVOUT, addr(out), addr(mem));
	ck_assert_msg(!ts_gemmini_error(g), "%s", ts_gemmini_error(g));
	FOR_EACH(&k, c) {
		int64_t at = c[3] + (c[2] * 5 + c[3]) % 7 * 8;
		ck_assert_uint_eq(out[at], table[at]);
	}
	free(mem);
	arena_free(&a);
}

START_TEST(indirect_gather)
{
	gather(4);
	gather(1);
	gather(8);
}
END_TEST

/* A configured 1-D move of 8 f32 over 4 lanes (2 per lane), banks of 8 bytes. */
static TsGemmini *small(Arena *a, int ind)
{
	TsGemmini *g = ts_gemmini_new(a, 4, 8);
	int64_t s[4] = { 1, 1, 1, 8 };
	ts_gemmini_insn(g, CONFIG, cfg_rs1(s), cfg_rs2(1, 0, (uint64_t)ind, 3, 4));
	ts_gemmini_insn(g, CONFIG2, 0, 1);
	ts_gemmini_insn(g, CONFIG3, 0, 1);
	return g;
}

START_TEST(errors)
{
	Arena a = { 0 };
	float src[8] = { 0 }, sp[8], other;
	/* unknown funct7; later instructions are ignored */
	TsGemmini *g = small(&a, 0);
	ts_gemmini_add_spad(g, sp, 8);
	ts_gemmini_insn(g, 9, 1, 2);
	ck_assert_ptr_nonnull(ts_gemmini_error(g));
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "Gemmini instruction 4: unknown Gemmini instruction: funct7 9"));
	ts_gemmini_insn(g, MVIN, addr(src), addr(sp));
	ck_assert_uint_eq(ts_gemmini_count(g), 3);
	/* a scratchpad address outside every buffer */
	g = small(&a, 0);
	ts_gemmini_add_spad(g, sp, 8);
	ts_gemmini_insn(g, MVIN, addr(src), addr(&other));
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "MVIN: scratchpad address"));
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "outside every scratchpad buffer"));
	/* a share overflow: 2 elements per lane, a 1-element share */
	g = small(&a, 0);
	ts_gemmini_add_spad_named(g, sp, 4, "T_spad");
	ts_gemmini_insn(g, MVIN, addr(src), addr(sp));
	ck_assert_str_eq(ts_gemmini_error(g),
			 "Gemmini instruction 4: MVIN: element [0, 0, 0, 4] (lane 0) overflows the 4-byte per-lane share of @T_spad by 4 bytes");
	/* an address in lane 1's bank is in no buffer: buffers are registered as lane 0 sees them */
	g = small(&a, 0);
	ts_gemmini_add_spad(g, sp, 8);
	ts_gemmini_insn(g, MVIN, addr(src), addr(sp + 2));
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "outside every scratchpad buffer"));
	/* indirect without CONFIG4 */
	g = small(&a, 1);
	ts_gemmini_add_spad(g, sp, 8);
	ts_gemmini_insn(g, MVIN, addr(src), addr(sp));
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "indirect mode without a CONFIG4"));
	/* MVOUT after a CONFIG for MVIN; no CONFIG at all */
	g = small(&a, 0);
	ts_gemmini_add_spad(g, sp, 8);
	ts_gemmini_insn(g, MVOUT, addr(src), addr(sp));
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "config type 0, MVOUT needs 3"));
	g = ts_gemmini_new(&a, 4, 8);
	ts_gemmini_insn(g, MVIN3, 0, 0);
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "MVIN3: no CONFIG before it"));
	/* bad CONFIG words */
	g = ts_gemmini_new(&a, 4, 8);
	ts_gemmini_insn(g, CONFIG, 0x0001000100010001, cfg_rs2(1, 0, 0, 3, 3));
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "element size 3 bytes"));
	g = ts_gemmini_new(&a, 4, 8);
	ts_gemmini_insn(g, CONFIG4, 0, 3 << 16);
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "index size 3 bytes"));
	/* registration: empty, larger than a bank, overlapping */
	g = ts_gemmini_new(&a, 4, 16);
	ck_assert_int_eq(ts_gemmini_add_spad(g, sp, 0), -1);
	ck_assert_int_eq(ts_gemmini_add_spad(g, sp, 20), -1);
	ck_assert_int_eq(ts_gemmini_add_spad(g, sp, 16), 0);
	ck_assert_int_eq(ts_gemmini_add_spad(g, sp + 2, 4), -1);
	/* DRAM bounds, once registered */
	g = small(&a, 0);
	ts_gemmini_add_spad(g, sp, 8);
	ts_gemmini_add_dram(g, src, 7 * sizeof *src);
	ts_gemmini_insn(g, MVIN, addr(src), addr(sp));
	ck_assert_ptr_nonnull(strstr(ts_gemmini_error(g), "element [0, 0, 0, 7]: DRAM address"));
	arena_free(&a);
}
END_TEST

Suite *gemmini_host_suite(void)
{
	Suite *s = suite_create("gemmini_host");
	TCase *tc = tcase_create("core");
	tcase_add_test(tc, vsa_each_axis);
	tcase_add_test(tc, vst_and_outer_loop);
	tcase_add_test(tc, transposed_layouts);
	tcase_add_test(tc, rescaled_strides);
	tcase_add_test(tc, indirect_gather);
	tcase_add_test(tc, errors);
	suite_add_tcase(s, tc);
	return s;
}
