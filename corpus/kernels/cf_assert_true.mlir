// cf.assert whose conditions always hold (the message is never printed), in straight-line code and in a loop.
func.func @kernel(%a: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %ok = arith.cmpi ult, %c1, %n : index
  cf.assert %ok, "bounds are sane"
  %m = arith.constant 255 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %y = arith.andi %x, %m : i32
    %le = arith.cmpi ule, %y, %m : i32
    cf.assert %le, "masked value fits"
    memref.store %y, %a[%i] : memref<16xi32>
  }
  return
}
