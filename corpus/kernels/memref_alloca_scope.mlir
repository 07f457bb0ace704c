// memref.alloca_scope (stack saved and restored around its allocas), with a
// result and with loops inside.  MLIR 19 lowers alloca_scope only outside
// loops (inside one, splitting the loop body block fails), so none is nested.
func.func @kernel(%a: memref<16x4xi32>, %out: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c0_i32 = arith.constant 0 : i32
  %r = memref.alloca_scope -> (i32) {
    %t = memref.alloca() : memref<16x4xi32>
    affine.for %i = 0 to 16 {
      affine.for %j = 0 to 4 {
        %v = memref.load %a[%i, %j] : memref<16x4xi32>
        affine.store %v, %t[15 - %i, 3 - %j] : memref<16x4xi32>
      }
    }
    affine.for %i = 0 to 16 {
      %v = memref.load %t[%i, %c0] : memref<16x4xi32>
      memref.store %v, %out[%i] : memref<16xi32>
    }
    %x = memref.load %t[%c0, %c0] : memref<16x4xi32>
    memref.alloca_scope.return %x : i32
  }
  memref.alloca_scope {
    %t = memref.alloca() : memref<2xi32>
    memref.store %r, %t[%c0] : memref<2xi32>
    %y = memref.load %t[%c0] : memref<2xi32>
    memref.store %y, %a[%c0, %c0] : memref<16x4xi32>
  }
  return
}
