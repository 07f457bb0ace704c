// RUN: --target=riscv64 --vlen=512
// For riscv64 every function gets vscale_range(VLEN/64, VLEN/64): the
// machine's VLEN is exact (Spike's --varch=vlen:V), not only a minimum.
// CHECK: define void @kernel({{.*}} #[[A:[0-9]+]]
// CHECK: attributes #[[A]] = { vscale_range(8,8) }
func.func @kernel(%a: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<64xf32>, vector<64xf32>
  %w = arith.addf %v, %v : vector<64xf32>
  vector.store %w, %a[%c0] : memref<64xf32>, vector<64xf32>
  return
}
