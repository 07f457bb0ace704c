// RUN: --host-model --vectorlane=4 --emit=ll
// Lane mode (docs/hostmodel.md, "Lanes"): a frame of lane slots (calloc
// at entry, free before ret); an op on vectors in a loop over the 4 lanes,
// its scratchpad memref moved by lane * @__ts_lane_bank, a DRAM one not;
// a gather not moved (the machine's quirk); a scalar result from lane 0;
// a vcix op as one __ts_vcix_insn call with the instruction word; a swap
// of loop-carried vectors as a parallel copy through temporaries.
memref.global @X_spad : memref<16xf32, 1>
func.func @kernel(%d: memref<16xf32>, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %X = memref.get_global @X_spad : memref<16xf32, 1>
  %v = vector.load %X[%c0] : memref<16xf32, 1>, vector<4xf32>
  %w = vector.load %d[%c0] : memref<16xf32>, vector<4xf32>
  %idx = arith.constant dense<[3, 2, 1, 0]> : vector<4xi32>
  %m = arith.constant dense<true> : vector<4xi1>
  %g = "vector.gather"(%X, %c0, %idx, %m, %w) : (memref<16xf32, 1>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %s = vector.reduction <add>, %g : vector<4xf32> into f32
  memref.store %s, %out[%c0] : memref<1xf32>
  %rvl = arith.constant 4 : i64
  %e = "vcix.v.iv"(%v, %rvl) {imm = 0 : i32, opcode = 3 : i64} : (vector<4xf32>, i64) -> vector<4xf32>
  %r:2 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %v, %b = %e) -> (vector<4xf32>, vector<4xf32>) {
    scf.yield %b, %a : vector<4xf32>, vector<4xf32>
  }
  vector.store %r#0, %X[%c0] : memref<16xf32, 1>, vector<4xf32>
  return
}

// CHECK-LABEL: define void @kernel(
// CHECK: [[F:%[0-9]+]] = call ptr @calloc(i64 1, i64 [[SIZE:[0-9]+]])
// CHECK-NEXT: [[BANK:%bank]] = load i64, ptr @__ts_lane_bank
// the load from the scratchpad: lane l's bank
// CHECK: [[L:%l[0-9]*]] = phi i64 [ 0, %{{[0-9]+}} ], [ [[NEXT:%[0-9]+]], %lane{{[0-9]*}} ]
// CHECK-NEXT: [[OFF:%[0-9]+]] = mul i64 [[L]], [[BANK]]
// CHECK-NEXT: getelementptr i8, ptr addrspace(1) @X_spad, i64 [[OFF]]
// CHECK: load <4 x float>, ptr addrspace(1)
// CHECK: store <4 x float> {{.*}}, ptr %{{[0-9]+}}, align 4
// CHECK: [[NEXT]] = add i64 [[L]], 1
// CHECK-NEXT: icmp ult i64 [[NEXT]], 4
// the load from DRAM: the same address for every lane
// CHECK: lane{{[0-9]+}}:
// CHECK-NOT: mul i64 %l{{[0-9]+}}, [[BANK]]
// CHECK: load <4 x float>, ptr %
// the gather: lane 0's bank for every lane
// CHECK: getelementptr float, ptr addrspace(1) @X_spad, <4 x i32>
// CHECK-NEXT: call <4 x float> @llvm.masked.gather.v4f32.v4p1(
// the reduction: lane 0's sum, stored once after the loop
// CHECK: call float @llvm.vector.reduce.fadd.v4f32(
// CHECK: select i1
// CHECK: store float
// the special function: one call, word 0x2C00305B (exp), 4 elements, f32
// CHECK: call void @__ts_vcix_insn(i64 738209883, ptr %slot{{[0-9]*}}, ptr %slot{{[0-9]*}}, i64 16, i64 4, i64 288, i64 {{[0-9]+}})
// the swap: every source into a temporary, then into the iter_args' slots
// CHECK: [[A:%[0-9]+]] = phi ptr
// CHECK-NEXT: [[B:%[0-9]+]] = phi ptr
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 16 [[T1:%slot[0-9]+]], ptr align 16 [[A]], i64 64
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 16 [[T2:%slot[0-9]+]], ptr align 16 [[B]], i64 64
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 16 %slot{{[0-9]+}}, ptr align 16 [[T1]], i64 64
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 16 %slot{{[0-9]+}}, ptr align 16 [[T2]], i64 64
// CHECK-NEXT: icmp slt i64
// CHECK: call void @free(ptr [[F]])
// CHECK-NEXT: ret void
