// Integer math ops (llvm.abs / ctlz / cttz / ctpop with is_poison = false): absi ctlz cttz ctpop on i8, i32, i64 scalars (zero and INT_MIN included) and on vector<8xi16>.
func.func @kernel(%a8: memref<16xi8>, %a32: memref<16xi32>, %a64: memref<16xi64>, %v: memref<8xi16>, %o8: memref<4x16xi8>, %o32: memref<4x16xi32>, %o64: memref<4x16xi64>, %ov: memref<4x8xi16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 16 : index
  %z8 = arith.constant 0 : i8
  %m8 = arith.constant -128 : i8
  %z32 = arith.constant 0 : i32
  %m32 = arith.constant -2147483648 : i32
  %z64 = arith.constant 0 : i64
  %m64 = arith.constant -9223372036854775808 : i64
  scf.for %i = %c0 to %n step %c1 {
    %isz = arith.cmpi eq, %i, %c4 : index
    %ismin = arith.cmpi eq, %i, %c5 : index
    %x8a = memref.load %a8[%i] : memref<16xi8>
    %x8b = arith.select %isz, %z8, %x8a : i8
    %x8 = arith.select %ismin, %m8, %x8b : i8
    %x32a = memref.load %a32[%i] : memref<16xi32>
    %x32b = arith.select %isz, %z32, %x32a : i32
    %x32 = arith.select %ismin, %m32, %x32b : i32
    %x64a = memref.load %a64[%i] : memref<16xi64>
    %x64b = arith.select %isz, %z64, %x64a : i64
    %x64 = arith.select %ismin, %m64, %x64b : i64
    %r8_0 = math.absi %x8 : i8
    %r8_1 = math.ctlz %x8 : i8
    %r8_2 = math.cttz %x8 : i8
    %r8_3 = math.ctpop %x8 : i8
    %r32_0 = math.absi %x32 : i32
    %r32_1 = math.ctlz %x32 : i32
    %r32_2 = math.cttz %x32 : i32
    %r32_3 = math.ctpop %x32 : i32
    %r64_0 = math.absi %x64 : i64
    %r64_1 = math.ctlz %x64 : i64
    %r64_2 = math.cttz %x64 : i64
    %r64_3 = math.ctpop %x64 : i64
    memref.store %r8_0, %o8[%c0, %i] : memref<4x16xi8>
    memref.store %r8_1, %o8[%c1, %i] : memref<4x16xi8>
    memref.store %r8_2, %o8[%c2, %i] : memref<4x16xi8>
    memref.store %r8_3, %o8[%c3, %i] : memref<4x16xi8>
    memref.store %r32_0, %o32[%c0, %i] : memref<4x16xi32>
    memref.store %r32_1, %o32[%c1, %i] : memref<4x16xi32>
    memref.store %r32_2, %o32[%c2, %i] : memref<4x16xi32>
    memref.store %r32_3, %o32[%c3, %i] : memref<4x16xi32>
    memref.store %r64_0, %o64[%c0, %i] : memref<4x16xi64>
    memref.store %r64_1, %o64[%c1, %i] : memref<4x16xi64>
    memref.store %r64_2, %o64[%c2, %i] : memref<4x16xi64>
    memref.store %r64_3, %o64[%c3, %i] : memref<4x16xi64>
  }
  %vv0 = vector.load %v[%c0] : memref<8xi16>, vector<8xi16>
  %zm = arith.constant dense<[-1, 0, -1, -1, -1, -1, -1, -1]> : vector<8xi16>
  %vv = arith.andi %vv0, %zm : vector<8xi16>
  %q0 = math.absi %vv : vector<8xi16>
  %q1 = math.ctlz %vv : vector<8xi16>
  %q2 = math.cttz %vv : vector<8xi16>
  %q3 = math.ctpop %vv : vector<8xi16>
  vector.store %q0, %ov[%c0, %c0] : memref<4x8xi16>, vector<8xi16>
  vector.store %q1, %ov[%c1, %c0] : memref<4x8xi16>, vector<8xi16>
  vector.store %q2, %ov[%c2, %c0] : memref<4x8xi16>, vector<8xi16>
  vector.store %q3, %ov[%c3, %c0] : memref<4x8xi16>, vector<8xi16>
  return
}
