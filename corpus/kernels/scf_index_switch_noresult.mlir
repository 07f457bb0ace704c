// scf.index_switch without results, writing to memory in each case.
// FILL: 0 0 3
func.func @kernel(%a: memref<16xindex>, %o: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 16 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    %k = memref.load %a[%i] : memref<16xindex>
    scf.index_switch %k
    case 1 {
      %v = memref.load %o[%c1] : memref<4xi32>
      %w = arith.addi %v, %one : i32
      memref.store %w, %o[%c1] : memref<4xi32>
      scf.yield
    }
    case 3 {
      %v = memref.load %o[%c3] : memref<4xi32>
      %w = arith.subi %v, %one : i32
      memref.store %w, %o[%c3] : memref<4xi32>
      scf.yield
    }
    default {
      %v = memref.load %o[%c0] : memref<4xi32>
      %w = arith.addi %v, %one : i32
      memref.store %w, %o[%c0] : memref<4xi32>
      %u = memref.load %o[%c2] : memref<4xi32>
      %ii = arith.index_cast %i : index to i32
      %x = arith.xori %u, %ii : i32
      memref.store %x, %o[%c2] : memref<4xi32>
    }
  }
  return
}
