// RUN: --target=riscv64 --emit=asm
// An integer moved out of a vector register by an op that has no lowering through vfmv.f.s: PyTorchSim's Spike aborts on vmv.x.s, so for riscv64 it is an error, not vmv.x.s.
func.func @kernel(%v: vector<4xi32>, %out: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %s = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  memref.store %s, %out[%c0] : memref<1xi32>
  return
}
