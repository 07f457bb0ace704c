// scf.for with an i32 induction variable and signed negative bounds.
func.func @kernel(%o: memref<40xi32>) {
  %lb = arith.constant -20 : i32
  %ub = arith.constant 20 : i32
  %st = arith.constant 3 : i32
  %off = arith.constant 20 : i32
  scf.for %i = %lb to %ub step %st : i32 {
    %j = arith.addi %i, %off : i32
    %jx = arith.index_cast %j : i32 to index
    %sq = arith.muli %i, %i : i32
    memref.store %sq, %o[%jx] : memref<40xi32>
  }
  return
}
