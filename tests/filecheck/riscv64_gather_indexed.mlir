// RUN: --target=riscv64 --emit=asm --vlen=128
// On PyTorchSim's machine an indexed load/store (vluxei/vsoxei) reaches lane
// 0's scratchpad bank from every lane, a unit-stride or strided one each
// lane's own bank (shared/spec/vcix.md §1).  LLVM turns a gather or scatter
// whose indices it can see as a constant stride into vlse/vle/vsse; for
// riscv64 the index vector is hidden from it, so every gather stays indexed.
// Without that: rev = vlse32.v (stride -4), unit = vl1re32.v, big = two
// vlse32.v.
// CHECK-LABEL: rev:
// CHECK-NOT: {{vlse|vsext}}
// CHECK: vluxei64.v
// CHECK-NOT: {{vlse|vsext}}
// CHECK: ret
// CHECK-LABEL: unit:
// CHECK-NOT: {{vle32|vl1re32|vlse}}
// CHECK: vluxei64.v
// CHECK-NOT: {{vle32|vl1re32|vlse}}
// CHECK: ret
// CHECK-LABEL: scat:
// CHECK-NOT: {{vsse|vse32}}
// CHECK: vsoxei{{[0-9]+}}.v
// CHECK-NOT: {{vsse|vse32}}
// CHECK: ret
// big: 64 i64 indices, four LMUL-8 groups behind the barrier.
// CHECK-LABEL: big:
// CHECK-NOT: vlse
// CHECK-COUNT-4: vluxei64.v
// CHECK-NOT: vlse
// CHECK: ret
func.func @rev(%m: memref<16xf32, 1>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[3, 2, 1, 0]> : vector<4xi32>
  %mask = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %g = "vector.gather"(%m, %c0, %idx, %mask, %pass) : (memref<16xf32, 1>, index, vector<4xi32>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return %g : vector<4xf32>
}
func.func @unit(%m: memref<16xf32, 1>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %idx = vector.step : vector<4xindex>
  %mask = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %g = "vector.gather"(%m, %c0, %idx, %mask, %pass) : (memref<16xf32, 1>, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  return %g : vector<4xf32>
}
func.func @scat(%m: memref<16xf32, 1>, %v: vector<3xf32>) {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[0, 2, 4]> : vector<3xi32>
  %mask = arith.constant dense<true> : vector<3xi1>
  "vector.scatter"(%m, %c0, %idx, %mask, %v) : (memref<16xf32, 1>, index, vector<3xi32>, vector<3xi1>, vector<3xf32>) -> ()
  return
}
func.func @big(%m: memref<256xf32, 1>) -> vector<64xf32> {
  %c0 = arith.constant 0 : index
  %s = vector.step : vector<64xindex>
  %c2 = arith.constant dense<2> : vector<64xindex>
  %idx = arith.muli %s, %c2 : vector<64xindex>
  %mask = arith.constant dense<true> : vector<64xi1>
  %pass = arith.constant dense<0.0> : vector<64xf32>
  %g = "vector.gather"(%m, %c0, %idx, %mask, %pass) : (memref<256xf32, 1>, index, vector<64xindex>, vector<64xi1>, vector<64xf32>) -> vector<64xf32>
  return %g : vector<64xf32>
}
