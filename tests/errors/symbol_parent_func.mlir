// A function inside a loop: MLIR's verifier rejects a symbol whose parent
// op is not a symbol table (found by make fuzz-pipeline, where the nested
// function shared the outer one's name and the backend crashed).
func.func @kernel(%a: memref<4xi32>) {
  affine.for %i = 0 to 2 {
    func.func @kernel(%b: memref<?x?xi16>) {
      return
    }
  }
  return
}
