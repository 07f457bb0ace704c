func.func @f(%a: i32) -> i1 {
  %0 = arith.cmpi slx, %a, %a : i32
  return %0 : i1
}
