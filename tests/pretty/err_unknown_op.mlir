func.func @f(%a: f32) -> f32 {
  %0 = arith.frobnicate %a : f32
  return %0 : f32
}
