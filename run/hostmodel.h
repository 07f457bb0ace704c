/* hostmodel.h — link a lowered module to the Gemmini host model.
 *
 * A module lowered with TsPassOpts.host_model calls
 *     void __ts_gemmini_insn(i64 funct7, i64 rs1, i64 rs2)
 * and declares its scratchpad buffers as external globals in a non-zero
 * address space (memref.global without initializer in memory space N > 0).
 * ts_hostmodel_link gives the runner what it must define before it
 * JIT-compiles the module. */
#ifndef TS_HOSTMODEL_H
#define TS_HOSTMODEL_H
#include <stddef.h>
#include <llvm-c/Core.h>
#include "gemmini_host.h"

typedef struct TsHostSym {
	const char *name;    /* symbol name as in the module */
	void *addr;          /* its address */
} TsHostSym;

/* For module m: allocate every external non-zero-address-space global
 * (rounded up to a multiple of the lanes, 64-byte aligned, zeroed) from a,
 * register it with g, and return the symbols to define in *syms and *nsyms;
 * *tramp is a new module (in m's context) that defines __ts_gemmini_insn as
 * a call of ts_gemmini_insn(g, ...).  0 on success; -1 with err set. */
int ts_hostmodel_link(TsGemmini *g, Arena *a, LLVMModuleRef m, TsHostSym **syms,
                      size_t *nsyms, LLVMModuleRef *tramp, char *err, size_t errlen);

#endif
