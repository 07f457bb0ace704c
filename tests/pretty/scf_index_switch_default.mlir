// scf.index_switch: the default region gets its implicit scf.yield (MLIR's
// IndexSwitchOp::parse); the cases spell theirs.
func.func @f(%k: index, %o: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.index_switch %k
  case 1 {
    memref.store %v, %o[%c1] : memref<4xi32>
    scf.yield
  }
  case 5 {
    scf.yield
  }
  default {
    memref.store %v, %o[%c0] : memref<4xi32>
  }
  return
}
