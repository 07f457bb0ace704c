// vector.reduction on integers: every integer kind, with and without
// accumulator, i32, i8 and index.
// FILL: 1 -100 100
func.func @kernel(%a: memref<16xi32>, %b: memref<16xi8>, %out: memref<24xi32>, %outb: memref<8xi8>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<16xi32>, vector<16xi32>
  %acc = affine.load %a[3] : memref<16xi32>
  %r0 = vector.reduction <add>, %v : vector<16xi32> into i32
  %r1 = vector.reduction <add>, %v, %acc : vector<16xi32> into i32
  %r2 = vector.reduction <mul>, %v : vector<16xi32> into i32
  %r3 = vector.reduction <mul>, %v, %acc : vector<16xi32> into i32
  %r4 = vector.reduction <minsi>, %v : vector<16xi32> into i32
  %r5 = vector.reduction <minsi>, %v, %acc : vector<16xi32> into i32
  %r6 = vector.reduction <maxsi>, %v, %acc : vector<16xi32> into i32
  %r7 = vector.reduction <minui>, %v, %acc : vector<16xi32> into i32
  %r8 = vector.reduction <maxui>, %v : vector<16xi32> into i32
  %r9 = vector.reduction <and>, %v, %acc : vector<16xi32> into i32
  %r10 = vector.reduction <or>, %v : vector<16xi32> into i32
  %r11 = vector.reduction <xor>, %v, %acc : vector<16xi32> into i32
  %r12 = vector.reduction <maxui>, %v, %acc : vector<16xi32> into i32
  %r13 = vector.reduction <maxsi>, %v : vector<16xi32> into i32
  affine.store %r0, %out[0] : memref<24xi32>
  affine.store %r1, %out[1] : memref<24xi32>
  affine.store %r2, %out[2] : memref<24xi32>
  affine.store %r3, %out[3] : memref<24xi32>
  affine.store %r4, %out[4] : memref<24xi32>
  affine.store %r5, %out[5] : memref<24xi32>
  affine.store %r6, %out[6] : memref<24xi32>
  affine.store %r7, %out[7] : memref<24xi32>
  affine.store %r8, %out[8] : memref<24xi32>
  affine.store %r9, %out[9] : memref<24xi32>
  affine.store %r10, %out[10] : memref<24xi32>
  affine.store %r11, %out[11] : memref<24xi32>
  affine.store %r12, %out[12] : memref<24xi32>
  affine.store %r13, %out[13] : memref<24xi32>
  %w = vector.load %b[%c0] : memref<16xi8>, vector<16xi8>
  %bacc = affine.load %b[1] : memref<16xi8>
  %t0 = vector.reduction <add>, %w : vector<16xi8> into i8
  %t1 = vector.reduction <minsi>, %w, %bacc : vector<16xi8> into i8
  %t2 = vector.reduction <maxui>, %w, %bacc : vector<16xi8> into i8
  %t3 = vector.reduction <mul>, %w, %bacc : vector<16xi8> into i8
  affine.store %t0, %outb[0] : memref<8xi8>
  affine.store %t1, %outb[1] : memref<8xi8>
  affine.store %t2, %outb[2] : memref<8xi8>
  affine.store %t3, %outb[3] : memref<8xi8>
  %ix = vector.step : vector<8xindex>
  %s = vector.reduction <add>, %ix : vector<8xindex> into index
  %si = arith.index_cast %s : index to i32
  affine.store %si, %out[20] : memref<24xi32>
  return
}
