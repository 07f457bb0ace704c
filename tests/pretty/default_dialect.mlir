// Unprefixed op names resolve in the default dialect of the innermost op
// written in custom form (MLIR's OpAsmOpInterface::getDefaultDialect):
// builtin at top level and inside a module, func inside a func.func.
module {
  func.func @callee(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @f(%a: i32) -> (i32, i32) {
    %fn = constant @callee : (i32) -> i32
    %r = call_indirect %fn(%a) : (i32) -> i32
    %s = call @callee(%r) : (i32) -> i32
    return %r, %s : i32, i32
  }
  module @inner {
    func.func private @decl(i32) -> i32
  }
}
