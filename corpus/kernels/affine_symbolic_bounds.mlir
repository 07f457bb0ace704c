// affine.for with symbolic lower/upper bounds (max/min of symbols and constants) from index arguments.
// SCALARS: 3 11
func.func @kernel(%o: memref<16xi32>, %lo: index, %hi: index) {
  %one = arith.constant 1 : i32
  affine.for %i = max affine_map<()[s0] -> (s0, 2)>()[%lo] to min affine_map<()[s0] -> (s0, 16)>()[%hi] {
    %v = affine.load %o[%i] : memref<16xi32>
    %w = arith.addi %v, %one : i32
    affine.store %w, %o[%i] : memref<16xi32>
  }
  return
}
