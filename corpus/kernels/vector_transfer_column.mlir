// Transfers along a non-innermost memref dim (a column): read with and
// without in_bounds (rows past the end take the padding), broadcast of the
// column. (A column write is in tests/filecheck/transfer_write_column.mlir: MLIR 19's pipeline leaves a memref.store behind for it.)
func.func @kernel(%a: memref<6x5xf32>, %o: memref<8xf32>, %p: memref<3x4xf32>) {
  %pad = arith.constant -1.5 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %col = vector.transfer_read %a[%c2, %c3], %pad {in_bounds = [false], permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<6x5xf32>, vector<8xf32>
  vector.transfer_write %col, %o[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
  %b = vector.transfer_read %a[%c1, %c1], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<6x5xf32>, vector<3x4xf32>
  vector.transfer_write %b, %p[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, memref<3x4xf32>
  return
}
