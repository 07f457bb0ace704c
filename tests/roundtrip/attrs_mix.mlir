// Attributes and types of every builtin kind, in generic form.
#lay = affine_map<(i, j)[s] -> (i * 8 + j floordiv 2 + s, j mod 4)>
#cond = affine_set<(x)[n] : (x >= 0, n - x - 1 >= 0, x * 2 == n)>
!buf = memref<4x?xf32, strided<[?, 1], offset: ?>, 1>
"builtin.module"() ({
  %0:2 = "test.pair"() {
      ints = [0 : i1, -1 : i8, 255 : ui8, -128 : si8, 18446744073709551615 : ui64,
              -170141183460469231731687303715884105728 : i128, 7 : index],
      floats = [0.1 : f16, 0.1 : bf16, 1.0e-45 : f32, 3.5 : f64, 0.1 : f80, 0.1 : f128,
                0x7FC00000 : f32, 0xFF800000 : f32, -0.0 : f32, 2.5 : tf32, 1.5 : f8E4M3FN],
      strs = ["plain", "q\"uote", "nl\n", "tab\t", "\00\FF"],
      m = #lay, s = #cond, flag, t = !buf,
      ty = [complex<f32>, tuple<i32, f16>, vector<[4]x8xf32>, tensor<*xi8>, memref<*xf32, 2>,
            none, (i32) -> ((i1) -> f32), tensor<2x?xf32, "enc">],
      d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>,
      ds = dense<1.5> : vector<4xf32>,
      db = dense<[true, false, true]> : tensor<3xi1>,
      dc = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>,
      dstr = dense<["a", "bc"]> : tensor<2x!unk.str>,
      dh = dense<"0x0100000002000000"> : tensor<2xi32>,
      arr = array<i64: 1, -2, 3>, arrf = array<f32: 1.0, 2.5>, arrb = array<i1: true, false>,
      sp = sparse<[[0, 1]], [5]> : tensor<2x2xi64>,
      sym = @outer::@inner, "quoted key" = unit,
      st = strided<[4, 1], offset: 16>,
      opq = #unk.thing<"a" -> [1, {b}]>, opt = !unk<weird{}>,
      dict = {z = 1, a = "x"}
  } : () -> (i32, !buf)
  "test.use"(%0#1, %0#0) : (!buf, i32) -> ()
}) : () -> ()
