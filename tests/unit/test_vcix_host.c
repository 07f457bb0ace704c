/* test_vcix_host.c — the VCIX host model (runtime/vcix_host.c) against
 * shared/spec/vcix.md: the §6 worked example with its printed numbers, its
 * K = 8 variant (the sliding window; C = P0 + P1 in f32) against a
 * reference written here step by step, binary32 without FMA and k
 * ascending, f16 and i8 conversions, the special-function unit, the lane
 * index and every error.
 *
 * Instruction words are spelled from the spec's decode table (§2), not
 * taken from the model.  Registers: lane l's at regs + l * stride. */
#include "unit.h"
#include "vcix_host.h"

#include <math.h>
#include <string.h>

enum {
	W_PUSH = 0x2600305B, I_PUSH = 0x2200305B, COMPUTE = 0x0600305B, POP = 0x0800305B, LANE_IDX = 0x0000305B,
	EXP = 0x2C00305B, ERF = 0x2000305B, TANH = 0x2400305B, SIN = 0x2800305B, COS = 0x2800B05B,
	LOG = 0x2801305B, ATAN = 0x2801B05B, XLU_PUSH = 0x2E00305B,
};
#define F32 (32 | TS_VCIX_FLOAT)
#define F16 (16 | TS_VCIX_FLOAT)
#define IMM(w, i) ((w) | (uint64_t)(i) << 15)

static uint32_t bits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static void ok(const TsVcix *v)
{
	ck_assert_msg(!ts_vcix_error(v), "%s", ts_vcix_error(v));
}

/* ------------------------------------------------------------ §6 */

START_TEST(worked_example)
{
	/* A, B and the printed C of vcix.md §6 (S = 4, VLEN 128, f32, nr 4) */
	static const float A[4][4] = { { 1, 2, 0, 1 }, { 0, 1, 3, 2 }, { 2, 0, 1, 0 }, { 1, 1, 1, 1 } };
	static const float B[4][4] = { { 1, 0, 2, 0 }, { 0, 1, 0, 3 }, { 1, 1, 0, 0 }, { 2, 0, 1, 1 } };
	static const float C[4][4] = { { 3, 2, 3, 7 }, { 7, 4, 2, 5 }, { 3, 1, 4, 0 }, { 4, 2, 3, 4 } };
	float w[4][4], x[4][4], out[4][4];
	for (int l = 0; l < 4; l++)
		for (int i = 0; i < 4; i++) {
			w[l][i] = B[i][l];   /* lane l's W_spad run: B's column l */
			x[l][i] = A[i][l];   /* lane l's X_spad run: A's column l */
		}
	Arena a = { 0 };
	TsVcix *v = ts_vcix_new(&a, 4);
	ts_vcix_insn(v, W_PUSH, NULL, w, sizeof w[0], 4, F32, 1);
	ts_vcix_insn(v, I_PUSH, NULL, x, sizeof x[0], 4, F32, 2);
	ts_vcix_insn(v, IMM(COMPUTE, 4), NULL, NULL, 0, 0, 0, 3);
	ts_vcix_insn(v, POP, out, NULL, sizeof out[0], 4, F32, 4);
	ok(v);
	/* lane j pops C's column j: the deserializers 3 7 3 4 · 2 4 1 2 · 3 2 4 3 · 7 5 0 4 */
	for (int j = 0; j < 4; j++)
		for (int r = 0; r < 4; r++)
			ck_assert_msg(out[j][r] == C[r][j], "lane %d row %d: %g, expected %g", j, r, out[j][r], C[r][j]);
	ck_assert_uint_eq(ts_vcix_count(v), 4);
	/* popping again: nothing is waiting */
	ts_vcix_insn(v, POP, out, NULL, sizeof out[0], 4, F32, 5);
	ck_assert_str_eq(ts_vcix_error(v), "systolic array: pop of 4 rows, but 0 computed rows are waiting");
	ck_assert_uint_eq(ts_vcix_error_site(v), 5);
	arena_free(&a);
}
END_TEST

/* C[r][j] over K-chunks of 4: per chunk a sum of f32 products from +0.0f,
 * k ascending, each product rounded; the chunks added to C in order. */
static float machine_dot(const float a[4][8], const float b[8][4], int r, int j, int kc0, int nchunks)
{
	float c = 0.0f;
	for (int kc = kc0; kc < kc0 + nchunks; kc++) {
		float acc = 0.0f;
		for (int k = 0; k < 4; k++) {
			volatile float p = a[r][kc * 4 + k] * b[kc * 4 + k][j];
			acc = acc + p;
		}
		c = c + acc;
	}
	return c;
}

static void fill_k8(float a[4][8], float b[8][4])
{
	for (int i = 0; i < 4; i++)
		for (int k = 0; k < 8; k++) {
			a[i][k] = (float)(i * 8 + k) * 0.37f - 3.1f;
			b[k][i] = 1.0f / (float)(k + 2 * i + 3) - 0.2f;
		}
}

START_TEST(sliding_window_k8)
{
	float a[4][8], b[8][4], w[4][4], x[4][4], p[4][4], c[4][4] = { { 0 } };
	fill_k8(a, b);
	Arena ar = { 0 };
	TsVcix *v = ts_vcix_new(&ar, 4);
	for (int kc = 0; kc < 2; kc++) {   /* the kernel's k loop */
		for (int l = 0; l < 4; l++)
			for (int i = 0; i < 4; i++) {
				w[l][i] = b[kc * 4 + i][l];
				x[l][i] = a[i][kc * 4 + l];
			}
		ts_vcix_insn(v, W_PUSH, NULL, w, sizeof w[0], 4, F32, 1);   /* pushes the old chunk out */
		ts_vcix_insn(v, I_PUSH, NULL, x, sizeof x[0], 4, F32, 2);
		ts_vcix_insn(v, POP, p, NULL, sizeof p[0], 4, F32, 3);
		for (int j = 0; j < 4; j++)
			for (int r = 0; r < 4; r++)
				c[r][j] = c[r][j] + p[j][r];   /* arith.addf in the kernel */
	}
	ok(v);
	for (int r = 0; r < 4; r++)
		for (int j = 0; j < 4; j++)
			ck_assert_msg(bits(c[r][j]) == bits(machine_dot(a, b, r, j, 0, 2)), "C[%d][%d] = %a, expected %a", r, j,
				      c[r][j], machine_dot(a, b, r, j, 0, 2));
	/* one push of 8 weights into a window of 4 keeps the last 4 (§4.8) */
	float w8[4][8], x2[4][4], q[4][4];
	for (int l = 0; l < 4; l++)
		for (int i = 0; i < 8; i++)
			w8[l][i] = b[i][l];
	for (int l = 0; l < 4; l++)
		for (int i = 0; i < 4; i++)
			x2[l][i] = a[i][4 + l];
	ts_vcix_insn(v, W_PUSH, NULL, w8, sizeof w8[0], 8, F32, 4);
	ts_vcix_insn(v, I_PUSH, NULL, x2, sizeof x2[0], 4, F32, 5);
	ts_vcix_insn(v, POP, q, NULL, sizeof q[0], 4, F32, 6);
	ok(v);
	for (int r = 0; r < 4; r++)
		for (int j = 0; j < 4; j++)
			ck_assert(bits(q[j][r]) == bits(machine_dot(a, b, r, j, 1, 1)));
	arena_free(&ar);
}
END_TEST

/* Products are rounded before the add (an FMA would keep 2^-24) and the
 * sum runs k ascending in binary32 (double would give 2, descending 0). */
START_TEST(binary32_order)
{
	Arena ar = { 0 };
	TsVcix *v = ts_vcix_new(&ar, 2);
	float e = ldexpf(1, -12), w[2][2] = { { 1, 1 + e }, { 1, 1 } };
	float x[2][1] = { { -(1 + 2 * e) }, { 1 + e } }, out[2][1];
	ts_vcix_insn(v, W_PUSH, NULL, w, sizeof w[0], 2, F32, 1);
	ts_vcix_insn(v, I_PUSH, NULL, x, sizeof x[0], 1, F32, 2);
	ts_vcix_insn(v, POP, out, NULL, sizeof out[0], 1, F32, 3);
	ok(v);
	ck_assert(bits(out[0][0]) == bits(0.0f));   /* (1+e)^2 rounds to 1+2e: the sum is 0 */
	ck_assert(out[1][0] == e - 2 * e);          /* lane 1: -(1+2e) + (1+e), exact */
	TsVcix *v4 = ts_vcix_new(&ar, 4);
	float ones[4][4], big[4][1] = { { 1e8f }, { 1 }, { -1e8f }, { 1 } }, o4[4][1];
	for (int l = 0; l < 4; l++)
		for (int i = 0; i < 4; i++)
			ones[l][i] = 1;
	ts_vcix_insn(v4, W_PUSH, NULL, ones, sizeof ones[0], 4, F32, 1);
	ts_vcix_insn(v4, I_PUSH, NULL, big, sizeof big[0], 1, F32, 2);
	ts_vcix_insn(v4, POP, o4, NULL, sizeof o4[0], 1, F32, 3);
	ok(v4);
	ck_assert(o4[0][0] == 1.0f);
	/* a weight row shorter than S: only input lanes 0..len-1 count */
	TsVcix *v3 = ts_vcix_new(&ar, 4);
	float w1[4][1] = { { 2 }, { 3 }, { 4 }, { 5 } };
	ts_vcix_insn(v3, W_PUSH, NULL, w1, sizeof w1[0], 1, F32, 1);
	ts_vcix_insn(v3, I_PUSH, NULL, big, sizeof big[0], 1, F32, 2);
	ts_vcix_insn(v3, POP, o4, NULL, sizeof o4[0], 1, F32, 3);
	ok(v3);
	for (int j = 0; j < 4; j++)
		ck_assert(o4[j][0] == 1e8f * w1[j][0]);
	arena_free(&ar);
}
END_TEST

/* ------------------------------------------------------------ f16, i8 */

START_TEST(half_conversion)
{
	static const struct { uint16_t h; float f; } exact[] = {
		{ 0x3C00, 1.0f }, { 0xC000, -2.0f }, { 0x7BFF, 65504.0f }, { 0x0001, 0x1p-24f }, { 0x03FF, 0x3FFp-24f },
		{ 0x0400, 0x1p-14f }, { 0x1000, 0x1p-11f }, { 0x1600, 0x3p-11f }, { 0x4170, 2.71875f }, { 0x8000, -0.0f },
		{ 0x7C00, INFINITY }, { 0xFC00, -INFINITY },
	};
	for (size_t i = 0; i < sizeof exact / sizeof *exact; i++) {
		ck_assert(bits(ts_half_to_float(exact[i].h)) == bits(exact[i].f));
		ck_assert_uint_eq(ts_float_to_half(exact[i].f), exact[i].h);
	}
	static const struct { float f; uint16_t h; } rounded[] = {
		{ 1.0f + 0x1p-11f, 0x3C00 },          /* a tie: to the even 1.0 */
		{ 1.0f + 0x3p-11f, 0x3C02 },          /* a tie: to the even 1 + 2^-9 */
		{ 1.0f + 0x1p-11f + 0x1p-20f, 0x3C01 },
		{ 65519.0f, 0x7BFF }, { 65520.0f, 0x7C00 }, { 1e6f, 0x7C00 }, { -1e6f, 0xFC00 },
		{ 0x1p-25f, 0x0000 },                  /* a tie at the bottom: to 0 */
		{ 0x3p-25f, 0x0002 },                  /* 1.5 units: to 2 */
		{ 0x1.ffcp-15f, 0x0400 },              /* rounds up into the normals */
		{ 2.7182817f, 0x4170 },
	};
	for (size_t i = 0; i < sizeof rounded / sizeof *rounded; i++)
		ck_assert_msg(ts_float_to_half(rounded[i].f) == rounded[i].h, "%a -> 0x%04x, expected 0x%04x",
			      rounded[i].f, ts_float_to_half(rounded[i].f), rounded[i].h);
	ck_assert(isnan(ts_half_to_float(0x7E00)));
	ck_assert_uint_eq(ts_float_to_half(NAN) & 0x7E00, 0x7E00);
}
END_TEST

START_TEST(f16_and_i8_matmul)
{
	Arena ar = { 0 };
	TsVcix *v = ts_vcix_new(&ar, 2);
	/* f16: both lanes' weights (1, 1); rows (1, 2^-11) and (1, 3 * 2^-11) sum in f32 to
	 * 1 + 2^-11 and 1 + 3 * 2^-11, then round to half: ties to even */
	uint16_t w[2][2] = { { 0x3C00, 0x3C00 }, { 0x3C00, 0x3C00 } }, x[2][2] = { { 0x3C00, 0x3C00 }, { 0x1000, 0x1600 } };
	uint16_t out[2][2];
	ts_vcix_insn(v, W_PUSH, NULL, w, sizeof w[0], 2, F16, 1);
	ts_vcix_insn(v, I_PUSH, NULL, x, sizeof x[0], 2, F16, 2);
	ts_vcix_insn(v, POP, out, NULL, sizeof out[0], 2, F16, 3);
	ok(v);
	for (int j = 0; j < 2; j++) {
		ck_assert_uint_eq(out[j][0], 0x3C00);
		ck_assert_uint_eq(out[j][1], 0x3C02);
	}
	/* i8 (spike-fp8, imm 0): by value, results truncated toward zero */
	TsVcix *q = ts_vcix_new(&ar, 2);
	int8_t wi[2][2] = { { 3, -2 }, { 1, 1 } }, xi[2][1] = { { -5 }, { 7 } }, oi[2][1];
	ts_vcix_insn(q, W_PUSH, NULL, wi, sizeof wi[0], 2, 8, 1);
	ts_vcix_insn(q, I_PUSH, NULL, xi, sizeof xi[0], 1, 8, 2);
	ts_vcix_insn(q, POP, oi, NULL, sizeof oi[0], 1, 8, 3);
	ok(q);
	ck_assert_int_eq(oi[0][0], -29);   /* -5*3 + 7*-2 */
	ck_assert_int_eq(oi[1][0], 2);
	/* an i8 result out of range is an error (C leaves the conversion undefined) */
	int8_t big[2][1] = { { 100 }, { 100 } };
	ts_vcix_insn(q, I_PUSH, NULL, big, sizeof big[0], 1, 8, 4);
	ts_vcix_insn(q, POP, oi, NULL, sizeof oi[0], 1, 8, 5);
	ck_assert_str_eq(ts_vcix_error(q), "systolic array: pop of 200 into an i8 element (lane 1): out of range");
	ck_assert_int_eq(oi[0][0], 100);   /* lane 0's 100 fits */
	arena_free(&ar);
}
END_TEST

/* ------------------------------------------------------------ SFU, lane index */

START_TEST(special_functions)
{
	static const struct { uint64_t word; float (*f)(float); } fns[] = {
		{ EXP, expf }, { IMM(EXP, 5), expf }, { ERF, erff }, { TANH, tanhf }, { SIN, sinf },
		{ COS, cosf }, { LOG, logf }, { ATAN, atanf },
	};
	Arena ar = { 0 };
	TsVcix *v = ts_vcix_new(&ar, 3);
	float in[3][5], out[3][5];
	for (size_t k = 0; k < sizeof fns / sizeof *fns; k++) {
		for (int l = 0; l < 3; l++)
			for (int i = 0; i < 5; i++)
				in[l][i] = 0.25f + 0.5f * (float)(l * 5 + i), out[l][i] = -7.0f;
		ts_vcix_insn(v, fns[k].word, out, in, sizeof in[0], 4, F32, 1);   /* n 4 of 5 */
		ok(v);
		for (int l = 0; l < 3; l++) {
			for (int i = 0; i < 4; i++)
				ck_assert(bits(out[l][i]) == bits(fns[k].f(in[l][i])));
			ck_assert(out[l][4] == -7.0f);   /* past n: untouched */
		}
	}
	/* f16: through float, rounded to nearest-even */
	uint16_t h[3][2] = { { 0x3C00, 0x0000 }, { 0x0000, 0x3C00 }, { 0x3C00, 0x3C00 } }, ho[3][2];
	ts_vcix_insn(v, EXP, ho, h, sizeof h[0], 2, F16, 1);
	ok(v);
	ck_assert_uint_eq(ho[0][0], 0x4170);   /* e = 2.71875 in half */
	ck_assert_uint_eq(ho[0][1], 0x3C00);
	ts_vcix_insn(v, LOG, ho, h, sizeof h[0], 2, F16, 1);
	ck_assert_uint_eq(ho[2][0], 0x0000);
	ck_assert_uint_eq(ho[1][0], 0xFC00);   /* log 0 = -inf */
	arena_free(&ar);
}
END_TEST

START_TEST(lane_index)
{
	Arena ar = { 0 };
	TsVcix *v = ts_vcix_new(&ar, 3);
	int64_t r[3][4];
	for (int l = 0; l < 3; l++)
		for (int i = 0; i < 4; i++)
			r[l][i] = 99;
	ts_vcix_insn(v, LANE_IDX, r, NULL, sizeof r[0], 3, 64, 1);
	ok(v);
	for (int l = 0; l < 3; l++) {
		for (int i = 0; i < 3; i++)
			ck_assert_int_eq(r[l][i], l);
		ck_assert_int_eq(r[l][3], 99);
	}
	arena_free(&ar);
}
END_TEST

/* ------------------------------------------------------------ errors */

static void expect(uint64_t word, uint64_t elem, int pushed, const char *msg)
{
	Arena ar = { 0 };
	TsVcix *v = ts_vcix_new(&ar, 2);
	float w[2][2] = { { 1, 1 }, { 1, 1 } }, o[2][2];
	if (pushed)
		ts_vcix_insn(v, W_PUSH, NULL, w, sizeof w[0], 2, F32, 1);
	ts_vcix_insn(v, word, o, w, sizeof w[0], 2, elem, 42);
	ck_assert_msg(ts_vcix_error(v) && !strcmp(ts_vcix_error(v), msg), "got '%s', expected '%s'",
		      ts_vcix_error(v) ? ts_vcix_error(v) : "(none)", msg);
	ck_assert_uint_eq(ts_vcix_error_site(v), 42);
	ck_assert_uint_eq(ts_vcix_count(v), (uint64_t)pushed);
	/* later instructions do nothing */
	ts_vcix_insn(v, W_PUSH, NULL, w, sizeof w[0], 2, F32, 43);
	ck_assert_uint_eq(ts_vcix_count(v), (uint64_t)pushed);
	ck_assert_uint_eq(ts_vcix_error_site(v), 42);
	arena_free(&ar);
}

START_TEST(errors)
{
	expect(I_PUSH, F32, 0, "systolic array: input push before any weight push (lane 0's weight row is empty)");
	expect(POP, F32, 1, "systolic array: pop of 2 rows, but 0 computed rows are waiting");
	expect(W_PUSH, 16 | TS_VCIX_FLOAT | TS_VCIX_BF16, 0, "systolic array: element type bf16 is not supported (f32, f16 and i8)");
	expect(I_PUSH, 64 | TS_VCIX_FLOAT, 1, "systolic array: element type f64 is not supported (f32, f16 and i8)");
	expect(W_PUSH, 16, 0, "systolic array: element type i16 is not supported (f32, f16 and i8)");
	expect(POP, 32, 1, "systolic array: element type i32 is not supported (f32, f16 and i8)");
	expect(W_PUSH, 64, 0, "systolic array: element type i64 is not supported (f32, f16 and i8)");
	expect(IMM(W_PUSH, 1), 8, 0, "systolic array: i8 elements with imm 1 (an FP8 format) are not modelled");
	expect(EXP, 8, 0, "special-function unit: element type i8 is not supported (f32 and f16)");
	expect(TANH, 16 | TS_VCIX_FLOAT | TS_VCIX_BF16, 0, "special-function unit: element type bf16 is not supported (f32 and f16)");
	expect(ERF, 64 | TS_VCIX_FLOAT, 0, "special-function unit: element type f64 is not supported (f32 and f16)");
	expect(LANE_IDX, 32, 0, "lane index: element type i32 (the unit writes 64-bit lane numbers: i64 or index)");
	expect(XLU_PUSH, F32, 0, "unknown VCIX instruction 0x2e00305b");
	expect(IMM(SIN, 4), F32, 0, "unknown VCIX instruction 0x2802305b");
	Arena ar = { 0 };
	ck_assert_ptr_null(ts_vcix_new(&ar, 0));
	TsVcix *v = ts_vcix_new(&ar, 2);
	ts_vcix_insn(v, POP, NULL, NULL, 4, 1, F32, 7);
	ck_assert_str_eq(ts_vcix_error(v), "pop without its registers");
	arena_free(&ar);
}
END_TEST

Suite *vcix_host_suite(void)
{
	Suite *s = suite_create("vcix_host");
	TCase *tc = tcase_create("core");
	tcase_add_test(tc, worked_example);
	tcase_add_test(tc, sliding_window_k8);
	tcase_add_test(tc, binary32_order);
	tcase_add_test(tc, half_conversion);
	tcase_add_test(tc, f16_and_i8_matmul);
	tcase_add_test(tc, special_functions);
	tcase_add_test(tc, lane_index);
	tcase_add_test(tc, errors);
	suite_add_tcase(s, tc);
	return s;
}
