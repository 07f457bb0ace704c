// Signed division family on i8: divsi remsi ceildivsi floordivsi, dividend down to -127.
// MLIR-PRE: arith-expand
// FILL: 0 -127 127
// FILL: 1 -9 9
func.func @kernel(%a: memref<64xi8>, %b: memref<64xi8>, %o: memref<4x64xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 64 : index
  %one = arith.constant 1 : i8
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<64xi8>
    %y0 = memref.load %b[%i] : memref<64xi8>
    %y = arith.ori %y0, %one : i8
    %q = arith.divsi %x, %y : i8
    %r = arith.remsi %x, %y : i8
    %cq = arith.ceildivsi %x, %y : i8
    %fq = arith.floordivsi %x, %y : i8
    memref.store %q, %o[%c0, %i] : memref<4x64xi8>
    memref.store %r, %o[%c1, %i] : memref<4x64xi8>
    memref.store %cq, %o[%c2, %i] : memref<4x64xi8>
    memref.store %fq, %o[%c3, %i] : memref<4x64xi8>
  }
  return
}
