; An LLVM IR @other whose parameters do not match k.mlir's @other
; (memref<4x8xf32> expands to 7 parameters): the runner must refuse the call.
define void @other(ptr %0) {
  ret void
}
