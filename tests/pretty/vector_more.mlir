// vector.constant_mask (1-d, 2-d, scalable, 0-d), maskedload/maskedstore
// (with and without attributes, n-d base), gather/scatter, transpose,
// type_cast, from_elements, outerproduct (vector and scalar rhs, acc,
// kind), contract (kind, extra attributes), print (all its forms).
func.func @vec(%m: memref<16xf32>, %m2: memref<4x16xf32>, %i: index, %j: index, %mk: vector<4xi1>,
               %pt: vector<4xf32>, %iv: vector<4xi32>, %a: f32, %mm: memref<8x4xf32>,
               %x: vector<4xf32>, %y: vector<8xf32>, %acc: vector<4x8xf32>, %p: vector<4x8xf32>, %q: vector<8x4xf32>,
               %acc4: vector<4x4xf32>) {
  %c0 = vector.constant_mask [2] : vector<4xi1>
  %c1 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %c2 = vector.constant_mask [4] : vector<[4]xi1>
  %c3 = vector.constant_mask [2, 4] : vector<4x[4]xi1>
  %c4 = vector.constant_mask [1] : vector<i1>
  %l0 = vector.maskedload %m[%i], %mk, %pt : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %l1 = vector.maskedload %m2[%i, %j], %mk, %pt {note} : memref<4x16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mk, %l0 : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m2[%i, %j], %mk, %l1 {note = 2 : i32} : memref<4x16xf32>, vector<4xi1>, vector<4xf32>
  %g = vector.gather %m[%i] [%iv], %mk, %pt : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m2[%i, %j] [%iv], %mk, %g : memref<4x16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %t = vector.transpose %c1, [1, 0] : vector<4x8xi1> to vector<8x4xi1>
  %tc = vector.type_cast %mm : memref<8x4xf32> to memref<vector<8x4xf32>>
  %fe = vector.from_elements %a, %a, %a, %a : vector<4xf32>
  %f0 = vector.from_elements %a : vector<f32>
  %o0 = vector.outerproduct %x, %y : vector<4xf32>, vector<8xf32>
  %o1 = vector.outerproduct %x, %y, %acc {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
  %o2 = vector.outerproduct %x, %a, %pt : vector<4xf32>, f32
  %k0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>],
                         iterator_types = ["parallel", "parallel", "reduction"]} %p, %q, %acc4 : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  %k1 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                         iterator_types = ["reduction"], kind = #vector.kind<mul>} %x, %x, %a {note} : vector<4xf32>, vector<4xf32> into f32
  vector.print %x : vector<4xf32>
  vector.print %a : f32 punctuation <comma>
  vector.print str "hello\n"
  vector.print punctuation <close>
  vector.print
  return
}
