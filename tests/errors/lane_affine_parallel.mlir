// RUN: --host-model --vectorlane=4 --emit=ll
// An op with regions that computes on vectors itself (affine.parallel's
// vector reduction) cannot be run per lane; loops, ifs and branches that
// only carry vectors can.
func.func @kernel(%x: memref<16xf32>, %y: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0], steps = [4], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (16)>}> ({
  ^bb0(%i: index):
    %v = vector.load %x[%i] : memref<16xf32>, vector<4xf32>
    "affine.yield"(%v) : (vector<4xf32>) -> ()
  }) : () -> vector<4xf32>
  vector.store %r, %y[%c0] : memref<4xf32>, vector<4xf32>
  return
}
