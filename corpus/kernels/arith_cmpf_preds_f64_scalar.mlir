// arith.cmpf on f64 scalars, every predicate, counted per predicate with NaN injected every 5th element.
// FILL: 0 -2 2
// FILL: 1 -2 2
func.func @kernel(%a: memref<40xf64>, %b: memref<40xf64>, %o: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 40 : index
  %nan = arith.constant 0x7FF8000000000000 : f64
  %z = arith.constant 0 : i32
  %r:16 = scf.for %i = %c0 to %n step %c1 iter_args(%s0 = %z, %s1 = %z, %s2 = %z, %s3 = %z, %s4 = %z, %s5 = %z, %s6 = %z, %s7 = %z, %s8 = %z, %s9 = %z, %s10 = %z, %s11 = %z, %s12 = %z, %s13 = %z, %s14 = %z, %s15 = %z) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
    %x0 = memref.load %a[%i] : memref<40xf64>
    %y = memref.load %b[%i] : memref<40xf64>
    %m = arith.remui %i, %c5 : index
    %isn = arith.cmpi eq, %m, %c0 : index
    %x = arith.select %isn, %nan, %x0 : f64
    %p0 = arith.cmpf false, %x, %y : f64
    %p1 = arith.cmpf oeq, %x, %y : f64
    %p2 = arith.cmpf ogt, %x, %y : f64
    %p3 = arith.cmpf oge, %x, %y : f64
    %p4 = arith.cmpf olt, %x, %y : f64
    %p5 = arith.cmpf ole, %x, %y : f64
    %p6 = arith.cmpf one, %x, %y : f64
    %p7 = arith.cmpf ord, %x, %y : f64
    %p8 = arith.cmpf ueq, %x, %y : f64
    %p9 = arith.cmpf ugt, %x, %y : f64
    %p10 = arith.cmpf uge, %x, %y : f64
    %p11 = arith.cmpf ult, %x, %y : f64
    %p12 = arith.cmpf ule, %x, %y : f64
    %p13 = arith.cmpf une, %x, %y : f64
    %p14 = arith.cmpf uno, %x, %y : f64
    %p15 = arith.cmpf true, %x, %y : f64
    %e0 = arith.extui %p0 : i1 to i32
    %e1 = arith.extui %p1 : i1 to i32
    %e2 = arith.extui %p2 : i1 to i32
    %e3 = arith.extui %p3 : i1 to i32
    %e4 = arith.extui %p4 : i1 to i32
    %e5 = arith.extui %p5 : i1 to i32
    %e6 = arith.extui %p6 : i1 to i32
    %e7 = arith.extui %p7 : i1 to i32
    %e8 = arith.extui %p8 : i1 to i32
    %e9 = arith.extui %p9 : i1 to i32
    %e10 = arith.extui %p10 : i1 to i32
    %e11 = arith.extui %p11 : i1 to i32
    %e12 = arith.extui %p12 : i1 to i32
    %e13 = arith.extui %p13 : i1 to i32
    %e14 = arith.extui %p14 : i1 to i32
    %e15 = arith.extui %p15 : i1 to i32
    %t0 = arith.addi %s0, %e0 : i32
    %t1 = arith.addi %s1, %e1 : i32
    %t2 = arith.addi %s2, %e2 : i32
    %t3 = arith.addi %s3, %e3 : i32
    %t4 = arith.addi %s4, %e4 : i32
    %t5 = arith.addi %s5, %e5 : i32
    %t6 = arith.addi %s6, %e6 : i32
    %t7 = arith.addi %s7, %e7 : i32
    %t8 = arith.addi %s8, %e8 : i32
    %t9 = arith.addi %s9, %e9 : i32
    %t10 = arith.addi %s10, %e10 : i32
    %t11 = arith.addi %s11, %e11 : i32
    %t12 = arith.addi %s12, %e12 : i32
    %t13 = arith.addi %s13, %e13 : i32
    %t14 = arith.addi %s14, %e14 : i32
    %t15 = arith.addi %s15, %e15 : i32
    scf.yield %t0, %t1, %t2, %t3, %t4, %t5, %t6, %t7, %t8, %t9, %t10, %t11, %t12, %t13, %t14, %t15 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
  }
  %v = vector.from_elements %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8, %r#9, %r#10, %r#11, %r#12, %r#13, %r#14, %r#15 : vector<16xi32>
  vector.store %v, %o[%c0] : memref<16xi32>, vector<16xi32>
  return
}
