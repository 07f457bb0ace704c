// @kernel returns f64; scalar f32/f64/index arguments; dot product of two buffers.
// SCALARS: 0.5 -1.25 4
func.func @kernel(%a: memref<16xf64>, %b: memref<16xf64>, %x: f32, %y: f64, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %xe = arith.extf %x : f32 to f64
  %dot = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> (f64) {
    %u = memref.load %a[%i] : memref<16xf64>
    %v = memref.load %b[%i] : memref<16xf64>
    %w = arith.mulf %u, %v : f64
    %s = arith.addf %acc, %w : f64
    scf.yield %s : f64
  }
  %r = arith.mulf %dot, %xe : f64
  return %r : f64
}
