func.func @f(%a: memref<4x4xi8>, %c: memref<4x4xi32>, %x: i32) {
  linalg.matmul ins(%a, %a : memref<4x4xi8>, memref<4x4xi8>) outs(%c : memref<4x4xi32>)
  linalg.fill ins(%x : i32) outs(%c : memref<4x4xi32>)
  return
}
