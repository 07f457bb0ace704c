// The named linalg ops the backend lowers (their bodies are implied:
// MLIR's regionBuilder, with casts for mixed element types, ori/andi on
// i1), linalg.generic (trait through an alias and inline, tensor results,
// doc/library_call, `attrs =`), linalg.index and linalg.yield.
#id = affine_map<(d0, d1) -> (d0, d1)>
#trait = {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
func.func @named(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %v: memref<8xf32>, %w: memref<4xf32>,
                 %s: memref<f32>, %ba: memref<2x4x8xf32>, %bb: memref<2x8x16xf32>, %bc: memref<2x4x16xf32>,
                 %at: memref<8x4xf32>, %bt: memref<16x8xf32>, %iv: memref<8xi32>, %u8: memref<8xi8>,
                 %p: memref<4x8xi1>, %q: memref<8x16xi1>, %r: memref<4x16xi1>) {
  linalg.matvec ins(%a, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  linalg.matvec ins(%a, %iv : memref<4x8xf32>, memref<8xi32>) outs(%w : memref<4xf32>)
  linalg.vecmat ins(%w, %a : memref<4xf32>, memref<4x8xf32>) outs(%v : memref<8xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.batch_matmul ins(%ba, %bb : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%bc : memref<2x4x16xf32>)
  linalg.matmul_transpose_a ins(%at, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul_transpose_b {note} ins(%a, %bt : memref<4x8xf32>, memref<16x8xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul ins(%p, %q : memref<4x8xi1>, memref<8x16xi1>) outs(%r : memref<4x16xi1>)
  linalg.copy ins(%iv : memref<8xi32>) outs(%v : memref<8xf32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%u8 : memref<8xi8>) outs(%iv : memref<8xi32>)
  linalg.generic #trait ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %z = arith.addf %x, %kf : f32
    linalg.yield %z : f32
  }
  return
}

func.func @generic_tensors(%t: tensor<4x8xf32>, %o: tensor<4x8xf32>, %o2: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
  %r:2 = linalg.generic {doc = "two outputs", library_call = "fn",
                         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%t : tensor<4x8xf32>) outs(%o, %o2 : tensor<4x8xf32>, tensor<8x4xf32>) attrs = {note = 1 : i64} {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %y : f32, f32
  } -> (tensor<4x8xf32>, tensor<8x4xf32>)
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<8x4xf32>
}
