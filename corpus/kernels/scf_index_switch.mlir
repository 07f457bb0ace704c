// scf.index_switch with results, several cases and a default region.
// FILL: 0 0 6
func.func @kernel(%a: memref<32xindex>, %b: memref<32xf32>, %o: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 32 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = memref.load %a[%i] : memref<32xindex>
    %x = memref.load %b[%i] : memref<32xf32>
    %r = scf.index_switch %k -> f32
    case 0 {
      %z = arith.constant 0.0 : f32
      scf.yield %z : f32
    }
    case 2 {
      %d = arith.addf %x, %x : f32
      scf.yield %d : f32
    }
    case 5 {
      %n5 = arith.negf %x : f32
      scf.yield %n5 : f32
    }
    default {
      %m = arith.mulf %x, %x : f32
      scf.yield %m : f32
    }
    memref.store %r, %o[%i] : memref<32xf32>
  }
  return
}
