// fastmath on scalar f64 ops and on cmpf, feeding a select.
func.func @kernel(%a: memref<16xf64>, %b: memref<16xf64>, %o: memref<16xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xf64>
    %y = memref.load %b[%i] : memref<16xf64>
    %s = arith.addf %x, %y fastmath<nnan, nsz> : f64
    %m = arith.mulf %x, %y fastmath<fast> : f64
    %p = arith.cmpf olt, %s, %m fastmath<nnan> : f64
    %r = arith.select %p, %s, %m : f64
    memref.store %r, %o[%i] : memref<16xf64>
  }
  return
}
