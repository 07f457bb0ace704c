// llvm.func helpers called with llvm.call from @kernel: multi-block bodies with llvm.cond_br (block arguments, both edges to one block), llvm.br, llvm.switch, llvm.return; an internal and a private function; a loop in llvm blocks.
// FILL: 0 -20 20
llvm.func internal @collatz_steps(%n0: i32) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %pos = llvm.icmp "sgt" %n0, %zero : i32
  %n1 = llvm.select %pos, %n0, %one : i1, i32
  llvm.br ^loop(%n1, %zero : i32, i32)
^loop(%n: i32, %k: i32):
  %done = llvm.icmp "eq" %n, %one : i32
  llvm.cond_br %done, ^exit(%k : i32), ^step
^step:
  %r = llvm.urem %n, %two : i32
  %odd = llvm.icmp "ne" %r, %zero : i32
  %h = llvm.udiv %n, %two : i32
  %t = llvm.mul %n, %three : i32
  %t1 = llvm.add %t, %one : i32
  %k1 = llvm.add %k, %one : i32
  llvm.cond_br %odd, ^loop(%t1, %k1 : i32, i32), ^loop(%h, %k1 : i32, i32)
^exit(%res: i32):
  llvm.return %res : i32
}
llvm.func private @classify(%x: i32) -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  %m = llvm.and %x, %c : i32
  llvm.switch %m : i32, ^def(%x : i32) [
    0: ^a,
    3: ^b(%m : i32),
    5: ^b(%c : i32)
  ]
^a:
  %v = llvm.mlir.constant(100 : i32) : i32
  llvm.return %v : i32
^b(%y: i32):
  %w = llvm.mul %y, %y : i32
  llvm.return %w : i32
^def(%z: i32):
  %n = llvm.sub %c, %z : i32
  llvm.return %n : i32
}
func.func @kernel(%a: memref<12xi32>, %o: memref<2x12xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 12 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<12xi32>
    %s = llvm.call @collatz_steps(%x) : (i32) -> i32
    %k = llvm.call @classify(%x) : (i32) -> i32
    memref.store %s, %o[%c0, %i] : memref<2x12xi32>
    memref.store %k, %o[%c1, %i] : memref<2x12xi32>
  }
  return
}
