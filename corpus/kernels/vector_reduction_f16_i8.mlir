// vector.reduction on f16 (add, maxnumf) and on i8 (add with wraparound, minsi), results stored in their own types.
func.func @kernel(%h: memref<16xf16>, %b: memref<32xi8>, %oh: memref<2xf16>, %ob: memref<2xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = vector.load %h[%c0] : memref<16xf16>, vector<16xf16>
  %s = vector.reduction <add>, %v : vector<16xf16> into f16
  %m = vector.reduction <maxnumf>, %v : vector<16xf16> into f16
  memref.store %s, %oh[%c0] : memref<2xf16>
  memref.store %m, %oh[%c1] : memref<2xf16>
  %w = vector.load %b[%c0] : memref<32xi8>, vector<32xi8>
  %t = vector.reduction <add>, %w : vector<32xi8> into i8
  %n = vector.reduction <minsi>, %w : vector<32xi8> into i8
  memref.store %t, %ob[%c0] : memref<2xi8>
  memref.store %n, %ob[%c1] : memref<2xi8>
  return
}
