// vector.print of vectors (f32, i32, i1), scalars (f64, index, f16) and a string; the driver supplies MLIR's print runtime.
func.func @kernel(%a: memref<4xf32>, %b: memref<4xi32>, %h: memref<2xf16>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  %w = vector.load %b[%c0] : memref<4xi32>, vector<4xi32>
  vector.print %w : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %m = arith.cmpi slt, %w, %z : vector<4xi32>
  vector.print %m : vector<4xi1>
  %d = arith.constant 2.5e-3 : f64
  vector.print %d : f64
  %i = arith.constant 12345 : index
  vector.print %i : index
  %x = memref.load %h[%c0] : memref<2xf16>
  vector.print %x : f16
  vector.print str "done"
  return
}
