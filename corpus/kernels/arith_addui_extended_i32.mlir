// arith.addui_extended on i32 scalars: a 64-bit add built from two 32-bit halves.
func.func @kernel(%a: memref<2x16xi32>, %b: memref<2x16xi32>, %o: memref<2x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %alo = memref.load %a[%c0, %i] : memref<2x16xi32>
    %ahi = memref.load %a[%c1, %i] : memref<2x16xi32>
    %blo = memref.load %b[%c0, %i] : memref<2x16xi32>
    %bhi = memref.load %b[%c1, %i] : memref<2x16xi32>
    %lo, %carry = arith.addui_extended %alo, %blo : i32, i1
    %h0 = arith.addi %ahi, %bhi : i32
    %ci = arith.extui %carry : i1 to i32
    %hi = arith.addi %h0, %ci : i32
    memref.store %lo, %o[%c0, %i] : memref<2x16xi32>
    memref.store %hi, %o[%c1, %i] : memref<2x16xi32>
  }
  return
}
