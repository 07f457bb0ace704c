// A syntax error: reported at its position, as when compiling.
func.func @kernel(%a: memref<4xf32>) {
  %x = arith.constant : f32
  return
}
