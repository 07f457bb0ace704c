// maximumf minimumf maxnumf minnumf on f64 scalars (random data).
func.func @kernel(%a: memref<16xf64>, %b: memref<16xf64>, %o: memref<4x16xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xf64>
    %y = memref.load %b[%i] : memref<16xf64>
    %r0 = arith.maximumf %x, %y : f64
    %r1 = arith.minimumf %x, %y : f64
    %r2 = arith.maxnumf %x, %y : f64
    %r3 = arith.minnumf %x, %y : f64
    memref.store %r0, %o[%c0, %i] : memref<4x16xf64>
    memref.store %r1, %o[%c1, %i] : memref<4x16xf64>
    memref.store %r2, %o[%c2, %i] : memref<4x16xf64>
    memref.store %r3, %o[%c3, %i] : memref<4x16xf64>
  }
  return
}
