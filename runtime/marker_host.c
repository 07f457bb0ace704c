/* marker_host.c — counts the sample-mode markers (marker_host.h). */
#include "marker_host.h"

void ts_tog_marker(TsMarkers *m, uint64_t funct7, uint64_t type)
{
	if (type >= TS_MARKER_TYPES || (funct7 != 0x40 && funct7 != 0x41))
		m->other++;
	else if (funct7 == 0x40)
		m->start[type]++;
	else
		m->end[type]++;
}

static uint64_t sum(const uint64_t *v)
{
	uint64_t s = 0;
	for (int i = 0; i < TS_MARKER_TYPES; i++)
		s += v[i];
	return s;
}

uint64_t ts_markers_start(const TsMarkers *m)
{
	return sum(m->start);
}

uint64_t ts_markers_end(const TsMarkers *m)
{
	return sum(m->end);
}
