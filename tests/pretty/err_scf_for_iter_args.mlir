func.func @f(%lb: index) {
  scf.for %i = %lb to %lb step %lb iter_args(%x = %lb) -> (index, index) {
  }
  return
}
