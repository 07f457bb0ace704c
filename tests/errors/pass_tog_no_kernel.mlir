// RUN: --passes=build-tog --emit=tog
// The TOG is built from func.func @kernel (tog.md §1.2).
func.func @main(%arg0: memref<16xf32>) {
  return
}
