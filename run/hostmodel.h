/* hostmodel.h — link a module lowered with --host-model to the host
 * models (runtime/): the Gemmini DMA and the VCIX units.
 *
 * A module lowered in lane mode (docs/hostmodel.md) calls
 *     void __ts_gemmini_insn(i64 funct7, i64 rs1, i64 rs2)
 *     void __ts_vcix_insn(i64 word, ptr vd, ptr vs2, i64 stride, i64 n, i64 elem, i64 site)
 *     void __ts_tog_marker(i64 funct7, i64 compute_type)   (the timing build's markers)
 * reads `@__ts_lane_bank` (i64: bytes from one lane's scratchpad bank to
 * the next) and declares its scratchpad buffers as external globals in a
 * non-zero address space (memref.global without initializer in memory
 * space N > 0).  ts_hostmodel_link gives the runner what it must define
 * before it JIT-compiles the module. */
#ifndef TS_HOSTMODEL_H
#define TS_HOSTMODEL_H
#include <stddef.h>
#include <llvm-c/Core.h>
#include "gemmini_host.h"
#include "vcix_host.h"
#include "marker_host.h"

typedef struct TsHostSym {
	const char *name;    /* symbol name as in the module */
	void *addr;          /* its address */
} TsHostSym;

/* The models of one run and the scratchpad they share. */
typedef struct TsHostModel {
	int lanes;
	size_t bank;         /* bytes per lane bank */
	size_t used;         /* bytes of lane 0's bank the buffers take */
	unsigned char *spad; /* lane 0's bank; lane l's at spad + l * bank */
	TsGemmini *g;
	TsVcix *v;
	TsMarkers *mk;       /* the sample-mode markers (__ts_tog_marker) */
} TsHostModel;

/* For module m, with `lanes` lanes and `bank` bytes per lane bank (0: 64 KiB,
 * or what the buffers need if more): lay out every scratchpad buffer in
 * lane 0's bank, each taking its per-lane share (ceil(elements / lanes)
 * elements, 64-byte aligned), allocate the banks (zeroed), make the
 * models, and return the symbols to define in *syms, *nsyms (the buffers
 * and @__ts_lane_bank) and a new module (in m's context) *tramp that
 * defines __ts_gemmini_insn, __ts_vcix_insn and __ts_tog_marker.  0 on success; -1 with
 * err set. */
int ts_hostmodel_link(TsHostModel *h, Arena *a, LLVMModuleRef m, int lanes, size_t bank, TsHostSym **syms,
                      size_t *nsyms, LLVMModuleRef *tramp, char *err, size_t errlen);

#endif
