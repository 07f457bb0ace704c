// vector.reduction on f32/f64, every float kind, with and without accumulator
// (ordered fadd/fmul started at +0.0 / 1.0 or at the accumulator).
func.func @kernel(%a: memref<16xf32>, %b: memref<8xf64>, %out: memref<24xf32>, %outd: memref<4xf64>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = vector.load %a[%c0] : memref<16xf32>, vector<8xf32>
  %w = vector.load %a[%c8] : memref<16xf32>, vector<8xf32>
  %acc = affine.load %a[3] : memref<16xf32>
  %r0 = vector.reduction <add>, %v : vector<8xf32> into f32
  %r1 = vector.reduction <add>, %v, %acc : vector<8xf32> into f32
  %r2 = vector.reduction <mul>, %w : vector<8xf32> into f32
  %r3 = vector.reduction <mul>, %w, %acc : vector<8xf32> into f32
  %r4 = vector.reduction <minimumf>, %v : vector<8xf32> into f32
  %r5 = vector.reduction <minimumf>, %v, %acc : vector<8xf32> into f32
  %r6 = vector.reduction <maximumf>, %v : vector<8xf32> into f32
  %r7 = vector.reduction <maximumf>, %w, %acc : vector<8xf32> into f32
  %r8 = vector.reduction <minnumf>, %v : vector<8xf32> into f32
  %r9 = vector.reduction <minnumf>, %w, %acc : vector<8xf32> into f32
  %r10 = vector.reduction <maxnumf>, %v : vector<8xf32> into f32
  %r11 = vector.reduction <maxnumf>, %w, %acc : vector<8xf32> into f32
  %r12 = vector.reduction <add>, %w fastmath<nnan> : vector<8xf32> into f32
  %big = vector.load %a[%c0] : memref<16xf32>, vector<16xf32>
  %r13 = vector.reduction <add>, %big : vector<16xf32> into f32
  %r14 = vector.reduction <mul>, %big, %r13 : vector<16xf32> into f32
  affine.store %r0, %out[0] : memref<24xf32>
  affine.store %r1, %out[1] : memref<24xf32>
  affine.store %r2, %out[2] : memref<24xf32>
  affine.store %r3, %out[3] : memref<24xf32>
  affine.store %r4, %out[4] : memref<24xf32>
  affine.store %r5, %out[5] : memref<24xf32>
  affine.store %r6, %out[6] : memref<24xf32>
  affine.store %r7, %out[7] : memref<24xf32>
  affine.store %r8, %out[8] : memref<24xf32>
  affine.store %r9, %out[9] : memref<24xf32>
  affine.store %r10, %out[10] : memref<24xf32>
  affine.store %r11, %out[11] : memref<24xf32>
  affine.store %r12, %out[12] : memref<24xf32>
  affine.store %r13, %out[13] : memref<24xf32>
  affine.store %r14, %out[14] : memref<24xf32>
  %d = vector.load %b[%c0] : memref<8xf64>, vector<8xf64>
  %dacc = affine.load %b[5] : memref<8xf64>
  %s0 = vector.reduction <add>, %d : vector<8xf64> into f64
  %s1 = vector.reduction <add>, %d, %dacc : vector<8xf64> into f64
  %s2 = vector.reduction <maximumf>, %d : vector<8xf64> into f64
  %s3 = vector.reduction <mul>, %d : vector<8xf64> into f64
  affine.store %s0, %outd[0] : memref<4xf64>
  affine.store %s1, %outd[1] : memref<4xf64>
  affine.store %s2, %outd[2] : memref<4xf64>
  affine.store %s3, %outd[3] : memref<4xf64>
  return
}
