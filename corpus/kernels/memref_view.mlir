// memref.view of a byte buffer with a byte shift and static / dynamic
// sizes; extract_aligned_pointer_as_index of a view gives the buffer's
// pointer (expand-strided-metadata folds the view away), so the two
// differences printed are 0 and the shift.
// SCALARS: 16 3
func.func @kernel(%buf: memref<256xi8>, %shift: index, %n: index, %out: memref<3x4xf32>, %info: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %buf[%shift][%n] : memref<256xi8> to memref<?x4xf32>
  %w = memref.view %buf[%c0][] : memref<256xi8> to memref<8x8xi32>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 4 {
      %x = memref.load %v[%i, %j] : memref<?x4xf32>
      memref.store %x, %out[%i, %j] : memref<3x4xf32>
    }
  }
  affine.for %i = 0 to 8 {
    %x = memref.load %w[%i, %i] : memref<8x8xi32>
    affine.store %x, %w[%i, 7 - %i] : memref<8x8xi32>
  }
  %p0 = memref.extract_aligned_pointer_as_index %buf : memref<256xi8> -> index
  %p1 = memref.extract_aligned_pointer_as_index %v : memref<?x4xf32> -> index
  %d = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%p1, %p0)
  memref.store %d, %info[%c0] : memref<2xindex>
  memref.store %shift, %info[%c1] : memref<2xindex>
  return
}
