/* marker_host.h — the host build's stand-in for gem5's stats markers.
 *
 * The sample-mode kernel of the timing build (build-tog, docs/passes.md)
 * brackets every compute node of the Tile Operation Graph with
 * `.insn r CUSTOM_3, 0, 0x40, ...` (resetstats) and 0x41 (dumpstats); gem5
 * measures one region per executed pair.  The host cannot execute those,
 * so with --host-model each marker is a call of
 *     void __ts_tog_marker(i64 funct7, i64 compute_type)
 * which the runner forwards here: the model counts them, which shows how
 * many stats dumps gem5 would take (one per compute node when every
 * loop-role loop runs once). */
#ifndef TS_MARKER_HOST_H
#define TS_MARKER_HOST_H
#include <stdint.h>

enum { TS_MARKER_TYPES = 3 };   /* VectorCompute, MatmulCompute, MatmulPreload */

typedef struct TsMarkers {
	uint64_t start[TS_MARKER_TYPES], end[TS_MARKER_TYPES];
	uint64_t other;      /* an unknown funct7 or compute type */
} TsMarkers;

void ts_tog_marker(TsMarkers *m, uint64_t funct7, uint64_t type);
uint64_t ts_markers_start(const TsMarkers *m);
uint64_t ts_markers_end(const TsMarkers *m);

#endif
