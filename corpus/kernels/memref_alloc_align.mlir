// memref.alloc with an alignment attribute and with vector elements (MLIR
// over-allocates and aligns the pointer): the aligned pointer modulo the
// alignment is 0 and the buffers are usable.
func.func @kernel(%in: memref<16xf64>, %flags: memref<3xindex>, %out: memref<16xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<16xf64>
  %v = memref.alloc() : memref<4xvector<4xf32>>
  %b = memref.alloc() {alignment = 256 : i64} : memref<2x3xi8>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<16xf64> -> index
  %pv = memref.extract_aligned_pointer_as_index %v : memref<4xvector<4xf32>> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<2x3xi8> -> index
  %ma = affine.apply affine_map<(d0) -> (d0 mod 64)>(%pa)
  %mv = affine.apply affine_map<(d0) -> (d0 mod 16)>(%pv)
  %mb = affine.apply affine_map<(d0) -> (d0 mod 256)>(%pb)
  memref.store %ma, %flags[%c0] : memref<3xindex>
  memref.store %mv, %flags[%c1] : memref<3xindex>
  memref.store %mb, %flags[%c2] : memref<3xindex>
  affine.for %i = 0 to 16 {
    %x = memref.load %in[%i] : memref<16xf64>
    memref.store %x, %a[%i] : memref<16xf64>
  }
  affine.for %i = 0 to 16 {
    %x = affine.load %a[15 - %i] : memref<16xf64>
    memref.store %x, %out[%i] : memref<16xf64>
  }
  memref.dealloc %a : memref<16xf64>
  memref.dealloc %v : memref<4xvector<4xf32>>
  memref.dealloc %b : memref<2x3xi8>
  return
}
