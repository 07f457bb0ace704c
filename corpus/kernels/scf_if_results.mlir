// scf.if with results and an else branch, scf.if without else, nested ifs.
// FILL: 0 -10 10
func.func @kernel(%a: memref<32xi32>, %o: memref<32xi32>, %cnt: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  %z = arith.constant 0 : i32
  %five = arith.constant 5 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<32xi32>
    %neg = arith.cmpi slt, %x, %z : i32
    %r = scf.if %neg -> (i32) {
      %m = arith.subi %z, %x : i32
      scf.yield %m : i32
    } else {
      %big = arith.cmpi sgt, %x, %five : i32
      %q = scf.if %big -> (i32) {
        %d = arith.muli %x, %five : i32
        scf.yield %d : i32
      } else {
        scf.yield %x : i32
      }
      scf.yield %q : i32
    }
    memref.store %r, %o[%i] : memref<32xi32>
    %isz = arith.cmpi eq, %x, %z : i32
    scf.if %isz {
      %c = memref.load %cnt[%c0] : memref<1xi32>
      %one = arith.constant 1 : i32
      %c2 = arith.addi %c, %one : i32
      memref.store %c2, %cnt[%c0] : memref<1xi32>
    }
  }
  return
}
