func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>, i32
  return
}
