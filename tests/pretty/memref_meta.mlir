// memref.rank (ranked, unranked), memref.view (static and dynamic sizes),
// memref.extract_strided_metadata (0-d, 1-d, 2-d strided with dynamic
// offset), memref.assume_alignment, memref.memory_space_cast,
// memref.atomic_rmw, memref.alloca_scope with and without results.
func.func @meta(%m: memref<16xf32>, %u: memref<*xf32>, %s: memref<f32>, %buf: memref<2048xi8>,
                %d: memref<4x?xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index, %x: f32, %k: i32,
                %im: memref<8xi32>) -> index {
  %r0 = memref.rank %m : memref<16xf32>
  %r1 = memref.rank %u : memref<*xf32>
  %v0 = memref.view %buf[%i][] : memref<2048xi8> to memref<4x8xf32>
  %v1 = memref.view %buf[%i][%j, %j] : memref<2048xi8> to memref<?x?xf32>
  %b0, %o0 = memref.extract_strided_metadata %s : memref<f32> -> memref<f32>, index
  %b1, %o1, %sz1, %st1 = memref.extract_strided_metadata %m : memref<16xf32> -> memref<f32>, index, index, index
  %b2, %o2, %sz2:2, %st2:2 = memref.extract_strided_metadata %d : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  memref.assume_alignment %m, 16 : memref<16xf32>
  memref.assume_alignment %d, 64 {note} : memref<4x?xf32, strided<[?, 1], offset: ?>>
  %c = memref.memory_space_cast %m : memref<16xf32> to memref<16xf32, 1>
  %cu = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
  %a0 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<16xf32>) -> f32
  %a1 = memref.atomic_rmw maxs %k, %im[%j] : (i32, memref<8xi32>) -> i32
  %a2 = memref.atomic_rmw assign %x, %d[%i, %j] {tag} : (f32, memref<4x?xf32, strided<[?, 1], offset: ?>>) -> f32
  %a3 = memref.atomic_rmw ori %k, %im[%i] : (i32, memref<8xi32>) -> i32
  memref.alloca_scope {
    %t = memref.alloca() : memref<4xf32>
    memref.store %x, %t[%i] : memref<4xf32>
  }
  %y = memref.alloca_scope -> (f32) {
    %t = memref.alloca() : memref<4xf32>
    %l = memref.load %t[%i] : memref<4xf32>
    memref.alloca_scope.return %l : f32
  }
  %sum = arith.addi %r0, %r1 : index
  return %sum : index
}
