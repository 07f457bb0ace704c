// scf.execute_region: no results, one, several (the arrow list with and
// without parentheses), several blocks, an attribute dictionary.
func.func @regions(%c: i1, %a: i32, %b: f32) -> (i32, f32) {
  scf.execute_region {
    scf.yield
  }
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  %1:2 = scf.execute_region -> (i32, f32) {
    scf.yield %0, %b : i32, f32
  } {note = 1 : i64}
  return %1#0, %1#1 : i32, f32
}
