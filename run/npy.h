/* npy.h — NumPy .npy files: read and write (format versions 1.0, 2.0, 3.0).
 *
 * Little-endian data only, C order only ("fortran_order": False).  bf16 has
 * no NumPy dtype: it travels as a uint16 view ('<u2').  Buffers come from the
 * caller's arena, so one arena_free releases every tensor of a run. */
#ifndef TS_NPY_H
#define TS_NPY_H
#include <stddef.h>
#include <stdint.h>
#include "ir.h"

#define NPY_MAX_RANK 16

typedef enum NpyType {
	NPY_BOOL, NPY_I8, NPY_I16, NPY_I32, NPY_I64,
	NPY_U8, NPY_U16, NPY_U32, NPY_U64,
	NPY_F16, NPY_F32, NPY_F64,
	NPY_NTYPES
} NpyType;

typedef struct Npy {
	NpyType type;
	int rank;                       /* 0..NPY_MAX_RANK */
	int64_t shape[NPY_MAX_RANK];
	size_t count;                   /* elements (1 for rank 0) */
	void *data;                     /* count * npy_type_size(type) bytes, in the arena */
} Npy;

size_t npy_type_size(NpyType t);
const char *npy_type_name(NpyType t);   /* NumPy's name: "float32", "uint16", "bool", ... */
const char *npy_type_descr(NpyType t);  /* the header's descr: "<f4", "|b1", "|u1", ... */

/* Read path into *out (data from a).  0 on success; -1 with a one-line
 * message in err ("PATH: truncated data (expected N bytes, found M)",
 * "PATH: not a .npy file (bad magic)", "PATH: Fortran order is not
 * supported", "PATH: unsupported dtype '>f4'", ...). */
int npy_read(Arena *a, const char *path, Npy *out, char *err, size_t errlen);

/* Write a .npy (version 1.0, header padded to a multiple of 64 bytes as
 * NumPy does) through ts_out_open, so a symlink, a FIFO or an existing
 * file's mode survive and a failed write leaves path as it was.  0 on
 * success; -1 with a message in err. */
int npy_write(const char *path, NpyType t, int rank, const int64_t *shape,
              const void *data, char *err, size_t errlen);

#endif
