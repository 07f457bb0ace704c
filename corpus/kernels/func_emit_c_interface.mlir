// llvm.emit_c_interface on the kernel and on a helper: the _mlir_ciface_ wrappers exist beside the expanded functions.
func.func @helper(%m: memref<8xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<8xf32>, vector<8xf32>
  %s = vector.reduction <add>, %v : vector<8xf32> into f32
  return %s : f32
}
func.func @kernel(%m: memref<8xf32>, %o: memref<1xf32>) attributes {llvm.emit_c_interface} {
  %s = call @helper(%m) : (memref<8xf32>) -> f32
  %c0 = arith.constant 0 : index
  memref.store %s, %o[%c0] : memref<1xf32>
  return
}
