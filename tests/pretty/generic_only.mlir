// Lowered ops that mlir-opt-19 only knows in generic form (the exemption
// list of tests/unit/test_syntax.c): intrinsics without an assembly
// format and PyTorchSim's vcix dialect.  Inside pretty text they stay
// generic, and --pretty prints them that way.
llvm.func @f(%a: i32, %p: !llvm.ptr, %v: vector<4xi32>, %fv: vector<4xf32>, %f: f32, %b: i8) {
  %0 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %1 = "llvm.intr.ctlz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %2 = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  "llvm.intr.memcpy"(%p, %p, %a) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memmove"(%p, %p, %a) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memset"(%p, %b, %a) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %3 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %4 = "llvm.intr.vector.reduce.and"(%v) : (vector<4xi32>) -> i32
  %5 = "llvm.intr.vector.reduce.mul"(%v) : (vector<4xi32>) -> i32
  %6 = "llvm.intr.vector.reduce.or"(%v) : (vector<4xi32>) -> i32
  %7 = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi32>) -> i32
  %8 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  %9 = "llvm.intr.vector.reduce.smin"(%v) : (vector<4xi32>) -> i32
  %10 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi32>) -> i32
  %11 = "llvm.intr.vector.reduce.umin"(%v) : (vector<4xi32>) -> i32
  %12 = "llvm.intr.vector.reduce.fadd"(%f, %fv) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %13 = "llvm.intr.vector.reduce.fmul"(%f, %fv) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %14 = "vcix.iv"(%v, %a) {opcode = 1 : i64, imm = 0 : i32} : (vector<4xi32>, i32) -> vector<4xi32>
  llvm.return
}
