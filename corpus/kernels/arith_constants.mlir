// arith.constant forms: integers of many widths, index, hex/decimal floats, f16/bf16/f64, dense splat and non-splat vectors, i1 vectors.
func.func @kernel(%oi: memref<8xi64>, %of: memref<8xf64>, %ov: memref<4x4xi32>, %oh: memref<4xf16>, %ob: memref<4xbf16>, %om: memref<8xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %i8 = arith.constant -128 : i8
  %i16 = arith.constant 0x7fff : i16
  %i32 = arith.constant -2147483648 : i32
  %i64 = arith.constant 9223372036854775807 : i64
  %idx = arith.constant -42 : index
  %i1 = arith.constant true
  %i3 = arith.constant -3 : i3
  %i48 = arith.constant 140737488355327 : i48
  %e8 = arith.extsi %i8 : i8 to i64
  %e16 = arith.extui %i16 : i16 to i64
  %e32 = arith.extsi %i32 : i32 to i64
  %eidx = arith.index_cast %idx : index to i64
  %e1 = arith.extui %i1 : i1 to i64
  %e3 = arith.extsi %i3 : i3 to i64
  %e48 = arith.extsi %i48 : i48 to i64
  memref.store %e8, %oi[%c0] : memref<8xi64>
  memref.store %e16, %oi[%c1] : memref<8xi64>
  memref.store %e32, %oi[%c2] : memref<8xi64>
  memref.store %i64, %oi[%c3] : memref<8xi64>
  memref.store %eidx, %oi[%c4] : memref<8xi64>
  memref.store %e1, %oi[%c5] : memref<8xi64>
  memref.store %e3, %oi[%c6] : memref<8xi64>
  memref.store %e48, %oi[%c7] : memref<8xi64>
  %f0 = arith.constant 3.14159265358979 : f64
  %f1 = arith.constant 0x7FF0000000000000 : f64
  %f2 = arith.constant -0.0 : f64
  %f3 = arith.constant 1.0e-300 : f64
  %f4 = arith.constant 4.9406564584124654e-324 : f64
  %f5 = arith.constant 0x7FF8000000000001 : f64
  %f6f = arith.constant 0.1 : f32
  %f6 = arith.extf %f6f : f32 to f64
  %f7 = arith.constant -1.5e10 : f64
  memref.store %f0, %of[%c0] : memref<8xf64>
  memref.store %f1, %of[%c1] : memref<8xf64>
  memref.store %f2, %of[%c2] : memref<8xf64>
  memref.store %f3, %of[%c3] : memref<8xf64>
  memref.store %f4, %of[%c4] : memref<8xf64>
  memref.store %f5, %of[%c5] : memref<8xf64>
  memref.store %f6, %of[%c6] : memref<8xf64>
  memref.store %f7, %of[%c7] : memref<8xf64>
  %v0 = arith.constant dense<7> : vector<4xi32>
  %v1 = arith.constant dense<[1, -2, 3, -4]> : vector<4xi32>
  %v2 = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %v2f = vector.shape_cast %v2 : vector<2x2xi32> to vector<4xi32>
  %v3 = arith.constant dense<0> : vector<4xi32>
  vector.store %v0, %ov[%c0, %c0] : memref<4x4xi32>, vector<4xi32>
  vector.store %v1, %ov[%c1, %c0] : memref<4x4xi32>, vector<4xi32>
  vector.store %v2f, %ov[%c2, %c0] : memref<4x4xi32>, vector<4xi32>
  vector.store %v3, %ov[%c3, %c0] : memref<4x4xi32>, vector<4xi32>
  %h = arith.constant dense<[1.0, -2.5, 65504.0, 0x7C00]> : vector<4xf16>
  vector.store %h, %oh[%c0] : memref<4xf16>, vector<4xf16>
  %bf = arith.constant dense<[1.0, -3.0e38, 0.5, 0xFF80]> : vector<4xbf16>
  vector.store %bf, %ob[%c0] : memref<4xbf16>, vector<4xbf16>
  %m = arith.constant dense<[true, false, true, true, false, false, true, false]> : vector<8xi1>
  vector.store %m, %om[%c0] : memref<8xi1>, vector<8xi1>
  return
}
