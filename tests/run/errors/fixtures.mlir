// Makes the .npy fixtures of the error tests: tsrewrite run writes its
// random arguments as arg0..arg3.npy (tests/run/errors.sh renames them).
func.func @kernel(%a: memref<4x8xi32>, %b: memref<8x4xf32>, %c: memref<32xf32>, %d: memref<4x8xf32>) {
  return
}
