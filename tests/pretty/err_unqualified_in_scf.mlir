func.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    %c = constant @f : (index) -> ()
  }
  return
}
