// memref.extract_strided_metadata of a dynamic strided argument and of a
// subview, the base buffer reused through reinterpret_cast;
// memref.assume_alignment; nontemporal loads and stores.
// DIMS: 5 6
// OFFSET: 3
// MLIR 19 runs lower-affine before expand-strided-metadata, which leaves the
// affine.apply it makes of dynamic values unlowered: run it first.
// MLIR-PRE: expand-strided-metadata
func.func @kernel(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %info: memref<12xindex>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  memref.store %off, %info[%c0] : memref<12xindex>
  memref.store %sz#0, %info[%c1] : memref<12xindex>
  memref.store %sz#1, %info[%c2] : memref<12xindex>
  memref.store %st#0, %info[%c3] : memref<12xindex>
  memref.store %st#1, %info[%c4] : memref<12xindex>
  %s = memref.subview %a[1, 2][2, 2][2, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %b2, %off2, %sz2:2, %st2:2 = memref.extract_strided_metadata %s : memref<2x2xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  memref.store %off2, %info[%c5] : memref<12xindex>
  memref.store %st2#0, %info[%c6] : memref<12xindex>
  memref.store %sz2#1, %info[%c7] : memref<12xindex>
  %flat = memref.reinterpret_cast %base to offset: [%off2], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, strided<[1], offset: ?>>
  memref.assume_alignment %out, 4 : memref<4xf32>
  affine.for %i = 0 to 4 {
    %v = memref.load %flat[%i] {nontemporal = true} : memref<4xf32, strided<[1], offset: ?>>
    memref.store %v, %out[%i] {nontemporal = true} : memref<4xf32>
  }
  return
}
