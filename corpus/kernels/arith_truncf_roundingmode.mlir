// arith.truncf with each rounding mode (to_nearest_even downward upward toward_zero to_nearest_away): MLIR emits llvm.experimental.constrained.fptrunc with fpexcept.ignore; f32 -> f16, f64 -> f32, f32 -> bf16, and on vector<4xf32>.
// FILL: 0 -30000 30000
func.func @kernel(%a: memref<16xf64>, %o16: memref<5x16xf16>, %o32: memref<5x16xf32>, %ob: memref<2x16xbf16>, %ov: memref<2x4xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 16 : index
  %seven = arith.constant 7.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    %a0 = memref.load %a[%i] : memref<16xf64>
    %d = arith.divf %a0, %seven : f64
    %f = arith.truncf %d : f64 to f32
    %h0 = arith.truncf %f to_nearest_even : f32 to f16
    %h1 = arith.truncf %f downward : f32 to f16
    %h2 = arith.truncf %f upward : f32 to f16
    %h3 = arith.truncf %f toward_zero : f32 to f16
    %h4 = arith.truncf %f to_nearest_away : f32 to f16
    %s0 = arith.truncf %d to_nearest_even : f64 to f32
    %s1 = arith.truncf %d downward : f64 to f32
    %s2 = arith.truncf %d upward : f64 to f32
    %s3 = arith.truncf %d toward_zero : f64 to f32
    %s4 = arith.truncf %d to_nearest_away : f64 to f32
    %b0 = arith.truncf %f downward : f32 to bf16
    %b1 = arith.truncf %f upward : f32 to bf16
    memref.store %h0, %o16[%c0, %i] : memref<5x16xf16>
    memref.store %h1, %o16[%c1, %i] : memref<5x16xf16>
    memref.store %h2, %o16[%c2, %i] : memref<5x16xf16>
    memref.store %h3, %o16[%c3, %i] : memref<5x16xf16>
    memref.store %h4, %o16[%c4, %i] : memref<5x16xf16>
    memref.store %s0, %o32[%c0, %i] : memref<5x16xf32>
    memref.store %s1, %o32[%c1, %i] : memref<5x16xf32>
    memref.store %s2, %o32[%c2, %i] : memref<5x16xf32>
    memref.store %s3, %o32[%c3, %i] : memref<5x16xf32>
    memref.store %s4, %o32[%c4, %i] : memref<5x16xf32>
    memref.store %b0, %ob[%c0, %i] : memref<2x16xbf16>
    memref.store %b1, %ob[%c1, %i] : memref<2x16xbf16>
  }
  %v = vector.load %a[%c0] : memref<16xf64>, vector<4xf64>
  %vf = arith.truncf %v : vector<4xf64> to vector<4xf32>
  %v0 = arith.truncf %vf upward : vector<4xf32> to vector<4xf16>
  %v1 = arith.truncf %vf toward_zero : vector<4xf32> to vector<4xf16>
  vector.store %v0, %ov[%c0, %c0] : memref<2x4xf16>, vector<4xf16>
  vector.store %v1, %ov[%c1, %c0] : memref<2x4xf16>, vector<4xf16>
  return
}
