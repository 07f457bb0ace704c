// scf.parallel with and without init values, one and two reductions
// (scf.reduce with zero, one and two regions), the implicit terminator,
// an attribute dictionary.
func.func @par(%lb: index, %ub: index, %st: index, %m: memref<?x?xf32>, %init: f32, %n: i32) -> (f32, i32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  } {mapping = "none"}
  %s = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %r = arith.addf %x, %y : f32
      scf.reduce.return %r : f32
    }
  }
  %t:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init, %n) -> (f32, i32) {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    scf.reduce(%f, %c : f32, i32) {
    ^bb0(%x: f32, %y: f32):
      %r = arith.maximumf %x, %y : f32
      scf.reduce.return %r : f32
    }, {
    ^bb0(%x: i32, %y: i32):
      %r = arith.addi %x, %y : i32
      scf.reduce.return %r : i32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.reduce
  }
  %u = arith.addf %s, %t#0 : f32
  return %u, %t#1 : f32, i32
}
