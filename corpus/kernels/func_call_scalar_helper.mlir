// func.call to a private helper returning one i32; helper used in a loop.
func.func private @mix(%x: i32, %y: i32) -> i32 {
  %a = arith.muli %x, %y : i32
  %b = arith.xori %a, %x : i32
  return %b : i32
}
func.func @kernel(%a: memref<16xi32>, %b: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %y = memref.load %b[%i] : memref<16xi32>
    %r = func.call @mix(%x, %y) : (i32, i32) -> i32
    memref.store %r, %a[%i] : memref<16xi32>
  }
  return
}
