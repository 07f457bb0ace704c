func.func @f(%a: i32) -> f32 {
  %0 = arith.addf %a, %a : f32
  return %0 : f32
}
