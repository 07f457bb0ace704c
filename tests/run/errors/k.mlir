// The kernel of the runner's error tests (tests/run/errors.sh).
func.func @kernel(%a: memref<4x8xf32>, %b: memref<?x8xf32>, %s: i32) {
  return
}
func.func @other(%a: memref<4x8xf32>) {
  return
}
func.func private @helper() {
  return
}
