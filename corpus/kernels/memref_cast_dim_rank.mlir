// memref.cast (static <-> dynamic, ranked <-> unranked), memref.dim with
// constant and runtime indices, ranked and unranked, and memref.rank.
// DIMS: 5 7
// SCALARS: 1
func.func @kernel(%a: memref<?x?xi64>, %k: index, %s: memref<4x3xi64>, %info: memref<10xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %d0 = memref.dim %a, %c0 : memref<?x?xi64>
  %dk = memref.dim %a, %k : memref<?x?xi64>
  memref.store %d0, %info[%c0] : memref<10xindex>
  memref.store %dk, %info[%c1] : memref<10xindex>
  %u = memref.cast %a : memref<?x?xi64> to memref<*xi64>
  %r = memref.rank %u : memref<*xi64>
  %du = memref.dim %u, %k : memref<*xi64>
  %du0 = memref.dim %u, %c0 : memref<*xi64>
  memref.store %r, %info[%c2] : memref<10xindex>
  memref.store %du, %info[%c3] : memref<10xindex>
  memref.store %du0, %info[%c4] : memref<10xindex>
  %back = memref.cast %u : memref<*xi64> to memref<?x?xi64>
  %v = memref.load %back[%c1, %c2] : memref<?x?xi64>
  memref.store %v, %back[%c0, %c0] : memref<?x?xi64>
  %sd = memref.cast %s : memref<4x3xi64> to memref<?x?xi64>
  %sd0 = memref.dim %sd, %c0 : memref<?x?xi64>
  %sdk = memref.dim %sd, %k : memref<?x?xi64>
  memref.store %sd0, %info[%c5] : memref<10xindex>
  memref.store %sdk, %info[%c6] : memref<10xindex>
  %ss = memref.cast %sd : memref<?x?xi64> to memref<4x?xi64>
  %w = memref.load %ss[%c3, %c2] : memref<4x?xi64>
  memref.store %w, %ss[%c0, %c1] : memref<4x?xi64>
  %rs = memref.rank %s : memref<4x3xi64>
  memref.store %rs, %info[%c7] : memref<10xindex>
  %us = memref.cast %s : memref<4x3xi64> to memref<*xi64>
  %st = memref.cast %us : memref<*xi64> to memref<4x3xi64>
  %x = memref.load %st[%c2, %c1] : memref<4x3xi64>
  %xi = arith.index_cast %x : i64 to index
  memref.store %xi, %info[%c8] : memref<10xindex>
  %du1 = memref.dim %us, %c1 : memref<*xi64>
  memref.store %du1, %info[%c9] : memref<10xindex>
  return
}
