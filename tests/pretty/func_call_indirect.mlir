// func.call_indirect and func.constant, qualified: no arguments, several
// results, attributes.
func.func private @two() -> (i32, f32)
func.func private @sink(i32, f32, memref<4xf32>)

func.func @caller(%m: memref<4xf32>) {
  %f = func.constant @two : () -> (i32, f32)
  %r:2 = func.call_indirect %f() {tag = "t"} : () -> (i32, f32)
  %g = func.constant {note} @sink : (i32, f32, memref<4xf32>) -> ()
  func.call_indirect %g(%r#0, %r#1, %m) : (i32, f32, memref<4xf32>) -> ()
  func.return
}
