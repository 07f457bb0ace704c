func.func @f(%a: f32, %v: vector<4xf32>, %m: memref<4x4xf32>, %i: index, %c: i1, %w: vector<2x4xf32>) -> f32 {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%i]
  %1 = affine.min affine_map<(d0) -> (d0, 4)>(%i)
  %2 = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %a : f32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
  }
  %3 = vector.broadcast %a : f32 to vector<4xf32>
  %4 = vector.insert %a, %v [2] : f32 into vector<4xf32>
  %5 = vector.multi_reduction <add>, %w, %v [0] : vector<2x4xf32> to vector<4xf32>
  %6 = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %7 = vector.create_mask %i : vector<4xi1>
  %8 = vector.splat %a : vector<4xf32>
  %9 = vector.load %m[%i, %i] : memref<4x4xf32>, vector<4xf32>
  %10 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %11 = memref.expand_shape %10 [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %12 = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<4x4xf32> to memref<16xf32>
  %13 = memref.dim %m, %i : memref<4x4xf32>
  %14 = vector.extractelement %v[%i : index] : vector<4xf32>
  %15 = affine.vector_load %m[%i, 0] : memref<4x4xf32>, vector<4xf32>
  %16 = arith.constant true
  %17 = vector.fma %v, %v, %v : vector<4xf32>
  cf.br ^bb1(%a : f32)
^bb1(%x: f32):
  cf.cond_br %c, ^bb1(%x : f32), ^bb2
^bb2:
  return %a : f32
}
