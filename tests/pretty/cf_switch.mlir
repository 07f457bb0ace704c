func.func @f(%a: i32, %x: f32) {
  cf.switch %a : i32, [
    default: ^bb1(%x : f32),
    42: ^bb2,
    -3: ^bb1(%x : f32)
  ]
^bb1(%y: f32):
  return
^bb2:
  return
}
