// Two public functions, none called @kernel: the runner cannot choose.
func.func @first(%a: i32) {
  return
}
func.func @second(%a: i32) {
  return
}
