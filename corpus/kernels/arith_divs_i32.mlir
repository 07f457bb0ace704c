// Signed division family on i32 with negative operands: divsi remsi ceildivsi floordivsi.
// MLIR-PRE: arith-expand
// FILL: 0 -1000 1000
// FILL: 1 -37 37
func.func @kernel(%a: memref<64xi32>, %b: memref<64xi32>, %o: memref<4x64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 64 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<64xi32>
    %y0 = memref.load %b[%i] : memref<64xi32>
    %y = arith.ori %y0, %one : i32
    %q = arith.divsi %x, %y : i32
    %r = arith.remsi %x, %y : i32
    %cq = arith.ceildivsi %x, %y : i32
    %fq = arith.floordivsi %x, %y : i32
    memref.store %q, %o[%c0, %i] : memref<4x64xi32>
    memref.store %r, %o[%c1, %i] : memref<4x64xi32>
    memref.store %cq, %o[%c2, %i] : memref<4x64xi32>
    memref.store %fq, %o[%c3, %i] : memref<4x64xi32>
  }
  return
}
