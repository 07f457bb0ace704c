/* vcix_host.c — the host model of PyTorchSim's VCIX units
 * (shared/spec/vcix.md; docs/hostmodel.md, "VCIX").
 *
 * Decoding follows Spike: most instructions match on funct6, vm, funct3
 * and the opcode (mask 0xFE00707F, so imm, rs2 and rd are ignored);
 * opcode 2 of the special-function unit also matches imm (0xFE0FF07F).
 *
 * The systolic array (§4, §10): per lane j a weight row holding the last
 * S values lane j pushed (a sliding window, oldest first) and a FIFO of
 * results for output column j.  An input push computes at once: for each
 * element r it pushes, the input vector is element r of every lane, and
 * lane j's result is sum_k x[k] * W[j][k] over lane j's weights.  A pop
 * hands lane j the front of FIFO j.  `ready` counts computed rows not
 * popped yet.  Nothing is global: all state is in the TsVcix. */
#include "vcix_host.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum {
	MASK = 0xFE00707Fu, MASK_IMM = 0xFE0FF07Fu,
	W_PUSH = 0x2600305Bu, I_PUSH = 0x2200305Bu, COMPUTE = 0x0600305Bu, POP = 0x0800305Bu,
	LANE_IDX = 0x0000305Bu, EXP = 0x2C00305Bu, ERF = 0x2000305Bu, TANH = 0x2400305Bu,
	SIN = 0x2800305Bu, COS = 0x2800B05Bu, LOG = 0x2801305Bu, ATAN = 0x2801B05Bu,
};

typedef struct Fifo {
	float *v;
	size_t head, len, cap;
} Fifo;

struct TsVcix {
	Arena *a;
	int lanes;
	float *w;            /* lanes x lanes: lane j's window at w + j * lanes, a ring */
	int *wstart, *wlen;  /* ring start and fill of each window */
	Fifo *out;           /* per lane: results of output column j */
	uint64_t ready;      /* computed rows not popped */
	float *x;            /* one input row (scratch) */
	uint64_t count;
	char *err;
	uint64_t err_site;
};

TsVcix *ts_vcix_new(Arena *a, int lanes)
{
	if (lanes < 1)
		return NULL;
	TsVcix *v = arena_alloc(a, sizeof *v);
	size_t s = (size_t)lanes;
	v->a = a;
	v->lanes = lanes;
	v->w = arena_alloc(a, s * s * sizeof *v->w);
	v->wstart = arena_alloc(a, s * sizeof *v->wstart);
	v->wlen = arena_alloc(a, s * sizeof *v->wlen);
	v->out = arena_alloc(a, s * sizeof *v->out);
	v->x = arena_alloc(a, s * sizeof *v->x);
	return v;
}

const char *ts_vcix_error(const TsVcix *v)
{
	return v->err;
}

uint64_t ts_vcix_error_site(const TsVcix *v)
{
	return v->err_site;
}

uint64_t ts_vcix_count(const TsVcix *v)
{
	return v->count;
}

static int fail(TsVcix *v, uint64_t site, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	if (v->err)
		return -1;
	va_start(ap, fmt);
	int n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	size_t len = n < 0 ? 0 : (size_t)n >= sizeof buf ? sizeof buf - 1 : (size_t)n;
	v->err = arena_dup(v->a, buf, len + 1);
	v->err[len] = 0;
	v->err_site = site;
	return -1;
}

/* ------------------------------------------------------------ binary16 */

float ts_half_to_float(uint16_t h)
{
	uint32_t sign = (uint32_t)(h >> 15) << 31, e = h >> 10 & 0x1F, m = h & 0x3FF, bits;
	float f;
	if (e == 0) {   /* zero or subnormal: m * 2^-24, exact in binary32 */
		f = ldexpf((float)m, -24);
		return sign ? -f : f;
	}
	bits = e == 31 ? sign | 0x7F800000u | m << 13 : sign | (e - 15 + 127) << 23 | m << 13;
	memcpy(&f, &bits, 4);
	return f;
}

uint16_t ts_float_to_half(float f)
{
	uint32_t x;
	memcpy(&x, &f, 4);
	uint32_t sign = x >> 16 & 0x8000, ax = x & 0x7FFFFFFF;
	if (ax > 0x7F800000)   /* NaN: quiet, keep the top payload bits */
		return (uint16_t)(sign | 0x7E00 | (ax >> 13 & 0x1FF));
	if (ax >= 0x47800000)   /* >= 65536 (and infinity): infinity */
		return (uint16_t)(sign | 0x7C00);
	if (ax < 0x38800000) {   /* below 2^-14: units of 2^-24, rounded to even */
		float a;
		memcpy(&a, &ax, 4);
		return (uint16_t)(sign | (uint32_t)rintf(a * 16777216.0f));
	}
	uint32_t h = ((ax >> 23) - 112) << 10 | (ax >> 13 & 0x3FF), rem = ax & 0x1FFF;
	if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
		h++;   /* a carry into the exponent is right, up to infinity */
	return (uint16_t)(sign | h);
}

/* ------------------------------------------------------------ elements */

static const char *elem_name(uint64_t e)
{
	static const char *const ints[] = { [8] = "i8", [16] = "i16", [32] = "i32", [64] = "i64" };
	if (e == (16 | TS_VCIX_FLOAT | TS_VCIX_BF16))
		return "bf16";
	if (e == (16 | TS_VCIX_FLOAT))
		return "f16";
	if (e == (32 | TS_VCIX_FLOAT))
		return "f32";
	if (e == (64 | TS_VCIX_FLOAT))
		return "f64";
	if (e <= 64 && ints[e])
		return ints[e];
	return "an unknown type";
}

static int is_f32(uint64_t e) { return e == (32 | TS_VCIX_FLOAT); }
static int is_f16(uint64_t e) { return e == (16 | TS_VCIX_FLOAT); }

static size_t elem_bytes(uint64_t e)
{
	return (size_t)((e & 0xFF) / 8);
}

static float get(const void *regs, uint64_t stride, uint64_t elem, int lane, uint64_t i)
{
	const unsigned char *p = (const unsigned char *)regs + (uint64_t)lane * stride + i * elem_bytes(elem);
	if (is_f32(elem)) {
		float f;
		memcpy(&f, p, 4);
		return f;
	}
	if (is_f16(elem)) {
		uint16_t h;
		memcpy(&h, p, 2);
		return ts_half_to_float(h);
	}
	return (float)(int8_t)*p;
}

/* Store f as the element type; an i8 out of range (C leaves it undefined)
 * is an error. */
static int put(TsVcix *v, uint64_t site, void *regs, uint64_t stride, uint64_t elem, int lane, uint64_t i, float f)
{
	unsigned char *p = (unsigned char *)regs + (uint64_t)lane * stride + i * elem_bytes(elem);
	if (is_f32(elem)) {
		memcpy(p, &f, 4);
	} else if (is_f16(elem)) {
		uint16_t h = ts_float_to_half(f);
		memcpy(p, &h, 2);
	} else {
		if (!(f > -129.0f && f < 128.0f))
			return fail(v, site, "systolic array: pop of %g into an i8 element (lane %d): out of range", (double)f,
				    lane);
		*p = (unsigned char)(int8_t)f;   /* truncation toward zero, as C's conversion */
	}
	return 0;
}

/* f32 and f16 everywhere; i8 in the systolic array with imm 0 (spike-fp8:
 * imm 1 and 2 select FP8 formats, which are not modelled). */
static int check_elem(TsVcix *v, uint64_t site, const char *unit, uint64_t elem, int int8_ok, uint64_t imm)
{
	if (is_f32(elem) || is_f16(elem) || (int8_ok && elem == 8 && imm == 0))
		return 0;
	if (int8_ok && elem == 8)
		return fail(v, site, "%s: i8 elements with imm %llu (an FP8 format) are not modelled", unit,
			    (unsigned long long)imm);
	return fail(v, site, "%s: element type %s is not supported (%s)", unit, elem_name(elem),
		    int8_ok ? "f32, f16 and i8" : "f32 and f16");
}

/* ------------------------------------------------------------ the array */

static int window_at(const TsVcix *v, int j, int k)
{
	return j * v->lanes + (v->wstart[j] + k) % v->lanes;
}

static void weight_push(TsVcix *v, const void *vs2, uint64_t stride, uint64_t n, uint64_t elem)
{
	for (int j = 0; j < v->lanes; j++)
		for (uint64_t i = 0; i < n; i++) {
			if (v->wlen[j] == v->lanes) {   /* the window slides: drop the oldest */
				v->wstart[j] = (v->wstart[j] + 1) % v->lanes;
				v->wlen[j]--;
			}
			v->w[window_at(v, j, v->wlen[j]++)] = get(vs2, stride, elem, j, i);
		}
}

static void fifo_push(TsVcix *v, Fifo *q, float x)
{
	if (q->len == q->cap) {
		size_t cap = q->cap ? 2 * q->cap : 64;
		float *nv = arena_alloc(v->a, cap * sizeof *nv);
		for (size_t i = 0; i < q->len; i++)
			nv[i] = q->v[(q->head + i) % q->cap];
		q->v = nv;
		q->head = 0;
		q->cap = cap;
	}
	q->v[(q->head + q->len++) % q->cap] = x;
}

/* y[j] = sum_k x[k] * W[j][k]: binary32, product rounded, k ascending,
 * from +0.0f (vcix.md §4.3). */
static float row_dot(const TsVcix *v, int j)
{
	float acc = 0.0f;
	for (int k = 0; k < v->wlen[j]; k++) {
		float p = v->x[k] * v->w[window_at(v, j, k)];
		acc = acc + p;
	}
	return acc;
}

static int input_push(TsVcix *v, uint64_t site, const void *vs2, uint64_t stride, uint64_t n, uint64_t elem)
{
	if (v->wlen[0] == 0)
		return fail(v, site, "systolic array: input push before any weight push (lane 0's weight row is empty)");
	for (uint64_t r = 0; r < n; r++) {
		for (int k = 0; k < v->lanes; k++)
			v->x[k] = get(vs2, stride, elem, k, r);
		for (int j = 0; j < v->lanes; j++)
			fifo_push(v, &v->out[j], row_dot(v, j));
	}
	v->ready += n;
	return 0;
}

static int pop(TsVcix *v, uint64_t site, void *vd, uint64_t stride, uint64_t n, uint64_t elem)
{
	if (v->ready < n)
		return fail(v, site, "systolic array: pop of %llu rows, but %llu computed rows are waiting",
			    (unsigned long long)n, (unsigned long long)v->ready);
	for (int j = 0; j < v->lanes; j++) {
		Fifo *q = &v->out[j];
		for (uint64_t i = 0; i < n && q->len; i++) {   /* an emptied FIFO leaves vd as it was */
			float f = q->v[q->head];
			q->head = (q->head + 1) % q->cap;
			q->len--;
			if (put(v, site, vd, stride, elem, j, i, f) < 0)
				return -1;
		}
	}
	v->ready -= n;
	return 0;
}

/* vlane_idx: lane l's first n elements are the 64-bit integer l (§7). */
static int lane_index(TsVcix *v, uint64_t site, void *vd, uint64_t stride, uint64_t n, uint64_t elem)
{
	if (elem != 64)
		return fail(v, site, "lane index: element type %s (the unit writes 64-bit lane numbers: i64 or index)",
			    elem_name(elem));
	for (int l = 0; l < v->lanes; l++)
		for (uint64_t i = 0; i < n; i++) {
			int64_t x = l;
			memcpy((unsigned char *)vd + (uint64_t)l * stride + i * 8, &x, 8);
		}
	return 0;
}

/* ------------------------------------------------------------ the SFU */

typedef float (*Fn)(float);

static int sfu(TsVcix *v, uint64_t site, Fn f, void *vd, const void *vs2, uint64_t stride, uint64_t n, uint64_t elem)
{
	if (check_elem(v, site, "special-function unit", elem, 0, 0) < 0)
		return -1;
	for (int l = 0; l < v->lanes; l++)
		for (uint64_t i = 0; i < n; i++)
			put(v, site, vd, stride, elem, l, i, f(get(vs2, stride, elem, l, i)));
	return 0;
}

static Fn sfu_fn(uint32_t word)
{
	switch (word & MASK) {
	case EXP: return expf;
	case ERF: return erff;
	case TANH: return tanhf;
	default: break;
	}
	switch (word & MASK_IMM) {
	case SIN: return sinf;
	case COS: return cosf;
	case LOG: return logf;
	case ATAN: return atanf;
	default: return NULL;
	}
}

static int need(TsVcix *v, uint64_t site, const void *p, const char *what)
{
	return p ? 0 : fail(v, site, "%s without its registers", what);
}

static int execute(TsVcix *v, uint32_t word, void *vd, const void *vs2, uint64_t stride, uint64_t n, uint64_t elem,
		   uint64_t site)
{
	uint64_t imm = word >> 15 & 31;
	Fn f = sfu_fn(word);
	if (f)
		return need(v, site, vd, "special function") || need(v, site, vs2, "special function") ||
		       sfu(v, site, f, vd, vs2, stride, n, elem);
	switch (word & MASK) {
	case W_PUSH:
		if (need(v, site, vs2, "weight push") || check_elem(v, site, "systolic array", elem, 1, imm))
			return -1;
		weight_push(v, vs2, stride, n, elem);
		return 0;
	case I_PUSH:
		if (need(v, site, vs2, "input push") || check_elem(v, site, "systolic array", elem, 1, imm))
			return -1;
		return input_push(v, site, vs2, stride, n, elem);
	case COMPUTE:
		return 0;   /* the input push computed already (§4.4) */
	case POP:
		if (need(v, site, vd, "pop") || check_elem(v, site, "systolic array", elem, 1, imm))
			return -1;
		return pop(v, site, vd, stride, n, elem);
	case LANE_IDX:
		return need(v, site, vd, "lane index") || lane_index(v, site, vd, stride, n, elem);
	default:
		return fail(v, site, "unknown VCIX instruction 0x%08x", (unsigned)word);
	}
}

void ts_vcix_insn(TsVcix *v, uint64_t word, void *vd, const void *vs2, uint64_t stride, uint64_t n, uint64_t elem,
		  uint64_t site)
{
	if (v->err)
		return;
	if (execute(v, (uint32_t)word, vd, vs2, stride, n, elem, site) == 0)
		v->count++;
}
