/* vcix_host.h — a host model of the VCIX units PyTorchSim kernels use: the
 * systolic array (weight push, input push, compute, pop), the lane index
 * and the special-function unit, with the semantics of
 * shared/spec/vcix.md §4, §7, §8 and §10 (docs/hostmodel.md).
 *
 * In lane mode (--host-model) the backend lowers every vcix op to a call
 *   __ts_vcix_insn(word, vd, vs2, stride, n, elem, site)
 * which the runner forwards to ts_vcix_insn.  One call is one instruction
 * executed by all S lanes at once:
 *   word    the instruction word as Spike decodes it (register fields 0):
 *           funct6 << 26 | vm << 25 | imm << 15 | 0x305B
 *   vd      the result registers: lane l's at vd + l * stride (or NULL)
 *   vs2     the operand registers, likewise (or NULL)
 *   n       elements per lane register, min(vl, vector length)
 *   elem    the element type: its bits | TS_VCIX_FLOAT | TS_VCIX_BF16
 *   site    where the op is (a source offset), kept with the first error
 * Errors (an input push before any weight push, a pop of more rows than
 * are computed, an element type a unit does not take, an unknown word)
 * are recorded, the first one is kept, and later instructions do nothing.
 *
 * Arithmetic is binary32 as on the machine: each product rounded to f32,
 * then added, k ascending from +0.0f, no fused multiply-add (the file is
 * compiled with -ffp-contract=off). */
#ifndef TS_VCIX_HOST_H
#define TS_VCIX_HOST_H
#include <stddef.h>
#include <stdint.h>
#include "ir.h"

enum { TS_VCIX_FLOAT = 0x100, TS_VCIX_BF16 = 0x200 };

typedef struct TsVcix TsVcix;

/* A model of `lanes` lanes (the systolic array is lanes x lanes); memory
 * from a.  NULL if lanes < 1. */
TsVcix *ts_vcix_new(Arena *a, int lanes);
/* Execute one instruction (see above). */
void ts_vcix_insn(TsVcix *v, uint64_t word, void *vd, const void *vs2, uint64_t stride, uint64_t n,
		  uint64_t elem, uint64_t site);
/* The first error, or NULL; the site of the instruction that made it. */
const char *ts_vcix_error(const TsVcix *v);
uint64_t ts_vcix_error_site(const TsVcix *v);
/* Instructions executed without error. */
uint64_t ts_vcix_count(const TsVcix *v);

/* IEEE binary16 <-> binary32: exact widening; narrowing rounded to
 * nearest-even, overflow to infinity (what the spike-fp8 units do). */
float ts_half_to_float(uint16_t h);
uint16_t ts_float_to_half(float f);

#endif
