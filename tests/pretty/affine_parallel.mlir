// affine.parallel's custom form: min/max bound groups, dims and symbols
// shared between bounds, steps, reductions with results, an empty loop.
func.func @bounds(%a: index, %b: index, %c: index, %d: index) {
  affine.parallel (%i, %j, %k) = (max(%a, %b), %b, max(%a, %c))
                              to (%c, min(%c, %d), %b) {
    affine.yield
  }
  affine.parallel (%i, %j) = (0, 1) to (10, 5) step (3, 2) {
  }
  affine.parallel () = () to () {
  }
  return
}

func.func @reduce(%N: index, %m: memref<100x100xf32>) -> f32 {
  affine.parallel (%i0, %j0) = (0, 0) to (symbol(%N), 100) step (10, 10) {
    %0:2 = affine.parallel (%i1, %j1) = (%i0, %j0) to (%i0 + 10, %j0 + 10) reduce ("minimumf", "maximumf") -> (f32, f32) {
      %2 = affine.load %m[%i0 + %i1, %j0 + %j1] : memref<100x100xf32>
      affine.yield %2, %2 : f32, f32
    }
  }
  %r = affine.parallel (%x) = (0) to (%N floordiv 2 + 1) reduce ("addf") -> f32 {
    %2 = affine.load %m[%x, %x] : memref<100x100xf32>
    affine.yield %2 : f32
  } {tag = "outer"}
  return %r : f32
}
