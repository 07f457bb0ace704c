func.func @f(%a: f32, %b: i32, %v: vector<4xf32>, %m: memref<4xf32>, %i: index) -> f32 {
  %0 = arith.addf %a, %a : f32
  %1 = arith.addi %b, %b : i32
  %2 = arith.cmpi slt, %b, %b : i32
  %3 = arith.cmpf olt, %a, %a fastmath<fast> : f32
  %4 = arith.extf %a : f32 to f64
  %5 = arith.truncf %a : f32 to f16
  %6 = arith.select %2, %a, %a : f32
  %7 = arith.negf %a : f32
  %8 = math.exp %a : f32
  %9 = memref.load %m[%i] : memref<4xf32>
  %10 = arith.addi %b, %b overflow<nsw> : i32
  %11 = arith.sitofp %b : i32 to f32
  %12 = math.fma %a, %a, %a : f32
  %13 = math.absi %b : i32
  %14 = math.fpowi %a, %b : f32, i32
  %15 = arith.maxsi %b, %b : i32
  %16 = arith.divsi %b, %b : i32
  %17 = math.powf %a, %a : f32
  %18 = math.ctlz %b : i32
  %20 = arith.index_cast %i : index to i32
  %21:2 = arith.addui_extended %b, %b : i32, i1
  %22:2 = arith.mulsi_extended %b, %b : i32
  return %0 : f32
}
