// convert-math-to-llvm's expansions and fpowi on f64 scalars: expm1 = exp(x) - 1, log1p = log(1 + x), rsqrt = 1 / sqrt(x) (with and without fastmath), fpowi with i32 exponents (negative too; llvm.powi needs an exponent of C int width on x86).
// FILL: 0 -40 40
// FILL: 1 1 40
// FILL: 2 -6 6
func.func @kernel(%a: memref<32xf64>, %b: memref<32xf64>, %e: memref<32xi32>, %o: memref<7x32xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %n = arith.constant 32 : index
  %eight = arith.constant 8.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    %a0 = memref.load %a[%i] : memref<32xf64>
    %b0 = memref.load %b[%i] : memref<32xf64>
    %k = memref.load %e[%i] : memref<32xi32>
    %x = arith.divf %a0, %eight : f64
    %p = arith.divf %b0, %eight : f64
    %r0 = math.expm1 %x : f64
    %r1 = math.log1p %p : f64
    %r2 = math.rsqrt %p : f64
    %r3 = math.rsqrt %p fastmath<arcp,contract> : f64
    %r4 = math.fpowi %x, %k : f64, i32
    %r5 = math.fpowi %p, %k fastmath<fast> : f64, i32
    %r6 = math.expm1 %x fastmath<nsz> : f64
    memref.store %r0, %o[%c0, %i] : memref<7x32xf64>
    memref.store %r1, %o[%c1, %i] : memref<7x32xf64>
    memref.store %r2, %o[%c2, %i] : memref<7x32xf64>
    memref.store %r3, %o[%c3, %i] : memref<7x32xf64>
    memref.store %r4, %o[%c4, %i] : memref<7x32xf64>
    memref.store %r5, %o[%c5, %i] : memref<7x32xf64>
    memref.store %r6, %o[%c6, %i] : memref<7x32xf64>
  }
  return
}
