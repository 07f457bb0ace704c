// vector.reduction of every kind with an accumulator operand: integer kinds on vector<8xi32>, float kinds on vector<8xf32>.
// FILL: 0 -50 50
func.func @kernel(%a: memref<8xi32>, %f: memref<8xf32>, %oi: memref<8xi32>, %of: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<8xi32>, vector<8xi32>
  %acc = arith.constant 3 : i32
  %r0 = vector.reduction <add>, %v, %acc : vector<8xi32> into i32
  %r1 = vector.reduction <mul>, %v, %acc : vector<8xi32> into i32
  %r2 = vector.reduction <minui>, %v, %acc : vector<8xi32> into i32
  %r3 = vector.reduction <minsi>, %v, %acc : vector<8xi32> into i32
  %r4 = vector.reduction <maxui>, %v, %acc : vector<8xi32> into i32
  %r5 = vector.reduction <maxsi>, %v, %acc : vector<8xi32> into i32
  %r6 = vector.reduction <and>, %v, %acc : vector<8xi32> into i32
  %r7 = vector.reduction <xor>, %v, %acc : vector<8xi32> into i32
  %ri = vector.from_elements %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : vector<8xi32>
  vector.store %ri, %oi[%c0] : memref<8xi32>, vector<8xi32>
  %w = vector.load %f[%c0] : memref<8xf32>, vector<8xf32>
  %fa = arith.constant 0.25 : f32
  %f0 = vector.reduction <add>, %w, %fa : vector<8xf32> into f32
  %f1 = vector.reduction <mul>, %w, %fa : vector<8xf32> into f32
  %f2 = vector.reduction <minnumf>, %w, %fa : vector<8xf32> into f32
  %f3 = vector.reduction <maxnumf>, %w, %fa : vector<8xf32> into f32
  %f4 = vector.reduction <minimumf>, %w, %fa : vector<8xf32> into f32
  %f5 = vector.reduction <maximumf>, %w, %fa : vector<8xf32> into f32
  %rf = vector.from_elements %f0, %f1, %f2, %f3, %f4, %f5 : vector<6xf32>
  vector.store %rf, %of[%c0] : memref<6xf32>, vector<6xf32>
  return
}
