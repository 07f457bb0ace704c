// Float arithmetic on bf16 scalars: addf subf mulf divf remf negf.
func.func @kernel(%a: memref<32xbf16>, %b: memref<32xbf16>, %o: memref<6x32xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 32 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<32xbf16>
    %y = memref.load %b[%i] : memref<32xbf16>
    %r0 = arith.addf %x, %y : bf16
    %r1 = arith.subf %x, %y : bf16
    %r2 = arith.mulf %x, %y : bf16
    %r3 = arith.divf %x, %y : bf16
    %r4 = arith.remf %x, %y : bf16
    %r5 = arith.negf %x : bf16
    memref.store %r0, %o[%c0, %i] : memref<6x32xbf16>
    memref.store %r1, %o[%c1, %i] : memref<6x32xbf16>
    memref.store %r2, %o[%c2, %i] : memref<6x32xbf16>
    memref.store %r3, %o[%c3, %i] : memref<6x32xbf16>
    memref.store %r4, %o[%c4, %i] : memref<6x32xbf16>
    memref.store %r5, %o[%c5, %i] : memref<6x32xbf16>
  }
  return
}
