// The same float printed again and again, and the same bit pattern in
// different kinds (the printer keeps printed floats by kind and bits): each
// must print as its first print did, hex forms keeping their type.
"test.a"() {
  a = 1.0 : f32, b = 0x3F800000 : f64, c = 1.0 : f32, d = 0x3F800000 : f64,
  e = 0x7FF0000000000001 : f64, f = 0x7FF0000000000001 : f64,
  g = 0x3C00 : f16, h = 0x3C00 : bf16, i = 0x3C00 : f16, j = 0x3C00 : bf16,
  k = 0.1 : f64, l = 0.1 : f32, m = 0.1 : f64, n = 0.1 : f32,
  o = -0.0 : f64, p = 0.0 : f64, q = -0.0 : f64
} : () -> ()
"test.b"() {
  x = dense<[1.0, 0.1, 1.0, 0.1, -2.5, -2.5, 0x7FC00000, 0x7FC00000, 1.0e+30, 1.0e+30]> : tensor<10xf32>,
  y = dense<[1.0, 0.1, 1.0, 0.1, -2.5, -2.5, 0x7FF8000000000000, 0x7FF8000000000000, 1.0e+300, 1.0e+300]> : tensor<10xf64>,
  z = dense<[1.0, 0.1, 1.0, 0.1, 65504.0, 65504.0]> : tensor<6xf16>,
  w = dense<[1.0, 0.1, 1.0, 0.1]> : tensor<4xbf16>,
  v = dense<[1.0, 1.0, 1.0e+4000, 1.0e+4000]> : tensor<4xf80>,
  u = dense<[1.5, 1.5]> : tensor<2xf128>
} : () -> ()
"test.c"() {s = 1.0 : f32, t = 0x3F800000 : f64, r = 0x7FF0000000000001 : f64} : () -> ()
