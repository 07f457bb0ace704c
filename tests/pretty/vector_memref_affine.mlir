func.func @f(%a: f32, %b: i32, %v: vector<4xf32>, %m: memref<4x4xf32>, %i: index, %t: memref<1xi32>) -> f32 {
  %0 = vector.transfer_read %m[%i, %i], %a : memref<4x4xf32>, vector<4xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<4xf32>, memref<4x4xf32>
  %1 = vector.extract %v[1] : f32 from vector<4xf32>
  %2 = vector.reduction <add>, %v : vector<4xf32> into f32
  %3 = memref.alloc(%i) : memref<?xf32>
  %4 = memref.subview %m[%i, 0][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  %5 = affine.load %m[%i + 1, symbol(%i)] : memref<4x4xf32>
  affine.for %k = 0 to 10 step 2 {
  }
  %6 = scf.for %k = %i to %i step %i iter_args(%acc = %a) -> (f32) {
    scf.yield %acc : f32
  }
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<1xi32>
  %7 = vector.step : vector<4xindex>
  %8 = index.cmp slt(%i, %i)
  %9 = index.constant 4
  %10 = vector.shuffle %v, %v [0, 5] : vector<4xf32>, vector<4xf32>
  llvm.inline_asm has_side_effects asm_dialect = att "nop", "" : () -> ()
  llvm.inline_asm has_side_effects asm_dialect = att {compute_type = "VectorCompute"} ".insn r CUSTOM_3, 0, 0x40, x0, x0, x0", "~{a0},~{memory}" : () -> ()
  return %a : f32
}
func.func private @g(%a: f32 {a.bar}) -> (f32 {a.foo}) attributes {x}
memref.global "private" constant @c : memref<2xi32> = dense<[1, 2]>
