// A function with several results of mixed types (i32, f32, index, i1) called from the kernel.
func.func @divmod(%x: i32, %y: i32, %f: f32) -> (i32, i32, f32, index, i1) {
  %one = arith.constant 1 : i32
  %yy = arith.ori %y, %one : i32
  %q = arith.divui %x, %yy : i32
  %r = arith.remui %x, %yy : i32
  %g = arith.mulf %f, %f : f32
  %i = arith.index_castui %r : i32 to index
  %p = arith.cmpi ugt, %q, %r : i32
  return %q, %r, %g, %i, %p : i32, i32, f32, index, i1
}
func.func @kernel(%a: memref<8xi32>, %b: memref<8xi32>, %f: memref<8xf32>, %oi: memref<8xindex>, %ob: memref<8xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<8xi32>
    %y = memref.load %b[%i] : memref<8xi32>
    %z = memref.load %f[%i] : memref<8xf32>
    %q, %r, %g, %ix, %p = func.call @divmod(%x, %y, %z) : (i32, i32, f32) -> (i32, i32, f32, index, i1)
    memref.store %q, %a[%i] : memref<8xi32>
    memref.store %r, %b[%i] : memref<8xi32>
    memref.store %g, %f[%i] : memref<8xf32>
    memref.store %ix, %oi[%i] : memref<8xindex>
    memref.store %p, %ob[%i] : memref<8xi1>
  }
  return
}
