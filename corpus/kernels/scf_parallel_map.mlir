// scf.parallel without reductions: 2-D elementwise map with steps 2 and 3 over a 12x12 memref.
func.func @kernel(%a: memref<12x12xf32>, %b: memref<12x12xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c12, %c12) step (%c2, %c3) {
    %x = memref.load %a[%i, %j] : memref<12x12xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %b[%i, %j] : memref<12x12xf32>
    scf.reduce
  }
  return
}
