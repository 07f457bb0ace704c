// Integer math: absi ctlz cttz ctpop on i32 scalars, i64 scalars and vector<8xi16>.
func.func @kernel(%a: memref<16xi32>, %b: memref<8xi16>, %c: memref<4xi64>, %o: memref<4x16xi32>, %ov: memref<4x8xi16>, %oc: memref<4x4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<16xi32>
    %r0 = math.absi %x : i32
    %r1 = math.ctlz %x : i32
    %r2 = math.cttz %x : i32
    %r3 = math.ctpop %x : i32
    memref.store %r0, %o[%c0, %i] : memref<4x16xi32>
    memref.store %r1, %o[%c1, %i] : memref<4x16xi32>
    memref.store %r2, %o[%c2, %i] : memref<4x16xi32>
    memref.store %r3, %o[%c3, %i] : memref<4x16xi32>
  }
  %v = vector.load %b[%c0] : memref<8xi16>, vector<8xi16>
  %v0 = math.absi %v : vector<8xi16>
  %v1 = math.ctlz %v : vector<8xi16>
  %v2 = math.cttz %v : vector<8xi16>
  %v3 = math.ctpop %v : vector<8xi16>
  vector.store %v0, %ov[%c0, %c0] : memref<4x8xi16>, vector<8xi16>
  vector.store %v1, %ov[%c1, %c0] : memref<4x8xi16>, vector<8xi16>
  vector.store %v2, %ov[%c2, %c0] : memref<4x8xi16>, vector<8xi16>
  vector.store %v3, %ov[%c3, %c0] : memref<4x8xi16>, vector<8xi16>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %c[%i] : memref<4xi64>
    %r0 = math.absi %x : i64
    %r1 = math.ctlz %x : i64
    %r2 = math.cttz %x : i64
    %r3 = math.ctpop %x : i64
    memref.store %r0, %oc[%c0, %i] : memref<4x4xi64>
    memref.store %r1, %oc[%c1, %i] : memref<4x4xi64>
    memref.store %r2, %oc[%c2, %i] : memref<4x4xi64>
    memref.store %r3, %oc[%c3, %i] : memref<4x4xi64>
  }
  return
}
