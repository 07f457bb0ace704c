#m = affine_map<(d0) -> (d1)>
"test.op"() {m = #m} : () -> ()
