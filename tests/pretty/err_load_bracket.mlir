func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i : memref<4xf32>
  return %0 : f32
}
