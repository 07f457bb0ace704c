// sitofp uitofp fptosi fptoui between i8/i32/i64 and f16/f32/f64, with in-range values only.
// FILL: 0 -100 100
// FILL: 1 0 200
func.func @kernel(%a: memref<16xi32>, %f: memref<16xf32>, %of: memref<4x16xf32>, %od: memref<16xf64>, %oi: memref<3x16xi32>, %o8: memref<16xi8>, %oh: memref<16xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %y = memref.load %f[%i] : memref<16xf32>
    %s = arith.sitofp %x : i32 to f32
    %u = arith.uitofp %x : i32 to f32
    %x64 = arith.extsi %x : i32 to i64
    %s64 = arith.sitofp %x64 : i64 to f32
    %x8 = arith.trunci %x : i32 to i8
    %u8 = arith.uitofp %x8 : i8 to f32
    %d = arith.sitofp %x : i32 to f64
    %h = arith.sitofp %x8 : i8 to f16
    %half = arith.constant 0.75 : f32
    %yy = arith.mulf %y, %half : f32
    %fi = arith.fptosi %yy : f32 to i32
    %fu = arith.fptoui %yy : f32 to i32
    %yn = arith.negf %yy : f32
    %fn = arith.fptosi %yn : f32 to i32
    %f8 = arith.fptoui %yy : f32 to i8
    memref.store %s, %of[%c0, %i] : memref<4x16xf32>
    memref.store %u, %of[%c1, %i] : memref<4x16xf32>
    memref.store %s64, %of[%c2, %i] : memref<4x16xf32>
    memref.store %u8, %of[%c3, %i] : memref<4x16xf32>
    memref.store %d, %od[%i] : memref<16xf64>
    memref.store %fi, %oi[%c0, %i] : memref<3x16xi32>
    memref.store %fu, %oi[%c1, %i] : memref<3x16xi32>
    memref.store %fn, %oi[%c2, %i] : memref<3x16xi32>
    memref.store %f8, %o8[%i] : memref<16xi8>
    memref.store %h, %oh[%i] : memref<16xf16>
  }
  return
}
