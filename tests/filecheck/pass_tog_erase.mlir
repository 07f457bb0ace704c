// RUN: --passes=build-tog --emit=mlir
// Before the graph is built, every affine.for whose body is only its
// terminator goes, to a fixed point (tog.md §3.0): the inner empty loop,
// then the loop it leaves empty; role or not.  A loop whose results are
// still used stays (erasing it would break the IR); it has no loop role,
// so it is a compute op.
// CHECK: "affine.for"() <{{.*}}step = 4 : index{{.*}}}> ({
// CHECK-NEXT: ^bb0
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x40
// CHECK-NEXT: "affine.for"(%{{.*}}) <{{.*}}operandSegmentSizes = array<i32: 0, 0, 1>{{.*}}}> ({
// CHECK-NEXT: ^bb0(%{{.*}}: index, %[[A:.*]]: index):
// CHECK-NEXT: "affine.yield"(%[[A]])
// CHECK-NEXT: }) : (index) -> index
// CHECK-NEXT: "llvm.inline_asm"{{.*}}0x41
// CHECK-NEXT: "memref.dma_start"
// CHECK-NEXT: "affine.yield"
// CHECK-NOT: "affine.for"
memref.global @s_spad : memref<16xf32, 1>
func.func @kernel(%arg0: memref<4096xf32>) {
  %s = memref.get_global @s_spad : memref<16xf32, 1>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<1xi32>
  affine.for %i = 0 to 4 {
    affine.for %e = 0 to 4 {
      affine.for %e2 = 0 to 2 {
      } {inner_loop = false}
    } {inner_loop = true}
    %r = affine.for %k = 0 to 2 iter_args(%a = %c0) -> (index) {
      affine.yield %a : index
    }
    memref.dma_start %arg0[%r], %s[%c0], %c2, %t[%c0], %c0, %c2 : memref<4096xf32>, memref<16xf32, 1>, memref<1xi32> {dram_stride = [1]}
  } {outer_loop = true}
  return
}
