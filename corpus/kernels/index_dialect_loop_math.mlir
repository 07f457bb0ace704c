// index dialect ops driving loop bounds and addresses: a blocked traversal with ceildivu/mins computed in index ops.
// SCALARS: 37 8
func.func @kernel(%a: memref<64xi32>, %n: index, %bs: index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %nb = index.ceildivu %n, %bs
  scf.for %b = %c0 to %nb step %c1 {
    %lo = index.mul %b, %bs
    %hi0 = index.add %lo, %bs
    %hi = index.mins %hi0, %n
    scf.for %i = %lo to %hi step %c1 {
      %x = memref.load %a[%i] : memref<64xi32>
      %bi = index.casts %b : index to i32
      %y = arith.addi %x, %bi : i32
      memref.store %y, %a[%i] : memref<64xi32>
    }
  }
  return
}
