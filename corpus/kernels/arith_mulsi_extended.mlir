// arith.mulsi_extended and mului_extended on i32 scalars: low and high halves.
func.func @kernel(%a: memref<16xi32>, %b: memref<16xi32>, %o: memref<4x16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %y = memref.load %b[%i] : memref<16xi32>
    %lo, %hi = arith.mulsi_extended %x, %y : i32
    %ulo, %uhi = arith.mului_extended %x, %y : i32
    memref.store %lo, %o[%c0, %i] : memref<4x16xi32>
    memref.store %hi, %o[%c1, %i] : memref<4x16xi32>
    memref.store %ulo, %o[%c2, %i] : memref<4x16xi32>
    memref.store %uhi, %o[%c3, %i] : memref<4x16xi32>
  }
  return
}
