/* gemmini_host.h — a host model of PyTorchSim's Gemmini DMA engine.
 *
 * The state the CONFIG/CONFIG2/CONFIG3/CONFIG4 instructions set, and the data
 * movement MVIN/MVIN2/MVIN3/MVOUT perform between DRAM (host memory) and
 * scratchpad buffers (shared/spec/lowering.md §3.2-3.6).  The instruction
 * words are the ones lower-dma-to-gemmini packs; with --host-model the
 * kernel calls __ts_gemmini_insn(funct7, rs1, rs2) instead of executing the
 * RISC-V .insn, and the runner forwards it to ts_gemmini_insn.
 *
 * Scratchpad layout, as on the machine: every lane has one bank of `bank`
 * bytes holding all buffers; a buffer is registered as lane 0 sees it (its
 * address and per-lane share in lane 0's bank), and lane l's copy of it is
 * at address + l * bank. */
#ifndef TS_GEMMINI_HOST_H
#define TS_GEMMINI_HOST_H
#include <stddef.h>
#include <stdint.h>
#include "ir.h"

typedef struct TsGemmini TsGemmini;

/* A model with `lanes` vector lanes (--vectorlane) and lane banks `bank`
 * bytes apart; memory from a. */
TsGemmini *ts_gemmini_new(Arena *a, int lanes, size_t bank);
/* Register a scratchpad buffer: its lane-0 address and per-lane share. */
int ts_gemmini_add_spad(TsGemmini *g, void *base, size_t bytes);
/* The same, with the buffer's symbol name for error messages (name must
 * outlive g).  -1 if bytes is 0 or more than a bank, or the buffer
 * overlaps one already registered. */
int ts_gemmini_add_spad_named(TsGemmini *g, void *base, size_t bytes, const char *name);
/* Optional: a DRAM buffer (a memref argument).  Once at least one is
 * registered, every DRAM element a move touches must lie inside one of
 * them (an error otherwise, instead of a stray access). */
int ts_gemmini_add_dram(TsGemmini *g, const void *base, size_t bytes);
/* Execute one instruction.  Errors (unknown funct7, an address outside
 * every scratchpad buffer, a bank overflow, a bad config) are recorded: the
 * first one is kept and later instructions are ignored. */
void ts_gemmini_insn(TsGemmini *g, uint64_t funct7, uint64_t rs1, uint64_t rs2);
/* The lane count the model was made with (after the default). */
int ts_gemmini_lanes(const TsGemmini *g);
/* The first recorded error, or NULL. */
const char *ts_gemmini_error(const TsGemmini *g);
/* Instructions executed so far (for --print). */
uint64_t ts_gemmini_count(const TsGemmini *g);

#endif
