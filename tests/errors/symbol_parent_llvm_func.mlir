func.func @kernel(%a: memref<4xi32>) {
  scf.execute_region {
    llvm.func @f(%b: i32) {
      llvm.return
    }
    scf.yield
  }
  return
}
