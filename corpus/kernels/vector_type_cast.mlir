// vector.type_cast of a static memref to a memref of one vector, loaded/stored whole.
func.func @kernel(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  %va = vector.type_cast %a : memref<4x8xf32> to memref<vector<4x8xf32>>
  %vb = vector.type_cast %b : memref<4x8xf32> to memref<vector<4x8xf32>>
  %v = memref.load %va[] : memref<vector<4x8xf32>>
  %w = arith.addf %v, %v : vector<4x8xf32>
  memref.store %w, %vb[] : memref<vector<4x8xf32>>
  return
}
