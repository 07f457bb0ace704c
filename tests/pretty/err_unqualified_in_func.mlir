func.func @f() {
  module {
  }
  return
}
