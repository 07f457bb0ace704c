// Unsigned division family on i32 (full range dividends): divui remui ceildivui.
// MLIR-PRE: arith-expand
func.func @kernel(%a: memref<64xi32>, %b: memref<64xi32>, %o: memref<3x64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 64 : index
  %one = arith.constant 1 : i32
  %m = arith.constant 65535 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<64xi32>
    %y0 = memref.load %b[%i] : memref<64xi32>
    %y1 = arith.andi %y0, %m : i32
    %y = arith.ori %y1, %one : i32
    %q = arith.divui %x, %y : i32
    %r = arith.remui %x, %y : i32
    %cq = arith.ceildivui %x, %y : i32
    memref.store %q, %o[%c0, %i] : memref<3x64xi32>
    memref.store %r, %o[%c1, %i] : memref<3x64xi32>
    memref.store %cq, %o[%c2, %i] : memref<3x64xi32>
  }
  return
}
