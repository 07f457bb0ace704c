// RUN: --target=riscv64 --emit=asm --vlen=128
// A value moved from a vector register to a scalar one is lane 0's on
// PyTorchSim's machine, and only vfmv.f.s moves it (its Spike aborts on
// vmv.x.s; shared/spec/vcix.md §1).  For riscv64 floats go through vfmv.f.s
// and are stored with a scalar store (LLVM would store them straight from
// the vector register with vse32.v at vl = 1: a per-lane vector store);
// integers go through vfmv.f.s + fmv.x.w/fmv.x.d (an i8 as the 32-bit word
// that holds it, shifted: the TorchSim Spike's vzext/vsext write lane 1's
// register only), integer reductions are reduced in the vector registers
// first (no vredsum.vs + vmv.x.s).
// CHECK-LABEL: f32:
// CHECK-NOT: {{vse[0-9]|vmv.x.s}}
// CHECK: vfredosum.vs [[R:v[0-9]+]]
// CHECK: vfmv.f.s [[S:fa[0-9]+]], [[R]]
// CHECK: vslidedown.vi [[E:v[0-9]+]], {{v[0-9]+}}, 3
// CHECK: vfmv.f.s [[T:fa[0-9]+]], [[E]]
// CHECK-DAG: fsw [[S]], 0(
// CHECK-DAG: fsw [[T]], 4(
// CHECK-NOT: {{vse[0-9]|vmv.x.s}}
// CHECK: ret
// CHECK-LABEL: ints:
// CHECK-NOT: {{vse[0-9]|vmv.x.s|vredsum}}
// CHECK: vadd.vv
// CHECK: vfmv.f.s [[A:fa[0-9]+]]
// CHECK: fmv.x.w {{a[0-9]+}}, [[A]]
// CHECK: vfmv.f.s [[B:fa[0-9]+]]
// CHECK: fmv.x.d {{a[0-9]+}}, [[B]]
// CHECK-NOT: {{vse[0-9]|vmv.x.s}}
// CHECK: ret
// CHECK-LABEL: byte:
// CHECK-NOT: {{vzext|vsext|vmv.x.s}}
// CHECK: vfmv.f.s [[C:fa[0-9]+]]
// CHECK: fmv.x.w [[W:a[0-9]+]], [[C]]
// CHECK: {{srliw?}} [[W]], [[W]], 16
// CHECK-NOT: {{vzext|vsext|vmv.x.s}}
// CHECK: ret
func.func @f32(%v: vector<4xf32>, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = vector.reduction <add>, %v : vector<4xf32> into f32
  %e = vector.extractelement %v[%c3 : index] : vector<4xf32>
  memref.store %s, %out[%c0] : memref<2xf32>
  memref.store %e, %out[%c1] : memref<2xf32>
  return
}
func.func @ints(%v: vector<4xi32>, %w: vector<2xi64>, %out: memref<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = vector.reduction <add>, %v : vector<4xi32> into i32
  %s64 = arith.extsi %s : i32 to i64
  %e = vector.extract %w[1] : i64 from vector<2xi64>
  %e2 = arith.muli %e, %e : i64
  memref.store %s64, %out[%c0] : memref<2xi64>
  memref.store %e2, %out[%c1] : memref<2xi64>
  return
}
func.func @byte(%v: vector<4xi8>, %out: memref<1xi8>) {
  %c0 = arith.constant 0 : index
  %e = vector.extract %v[2] : i8 from vector<4xi8>
  %d = arith.addi %e, %e : i8
  memref.store %d, %out[%c0] : memref<1xi8>
  return
}
