func.func @f(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a fastmath<fastest> : f32
  return %0 : f32
}
