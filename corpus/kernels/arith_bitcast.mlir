// arith.bitcast: f32<->i32, f64<->i64, f16<->i16, bf16<->i16, and vector bitcasts; float sign flip via xor.
func.func @kernel(%a: memref<8xf32>, %d: memref<4xf64>, %h: memref<8xf16>, %b: memref<8xbf16>, %oi: memref<8xi32>, %of: memref<8xf32>, %od: memref<4xf64>, %oh: memref<8xi16>, %ob: memref<8xi16>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<8xf32>, vector<8xf32>
  %xi = arith.bitcast %x : vector<8xf32> to vector<8xi32>
  vector.store %xi, %oi[%c0] : memref<8xi32>, vector<8xi32>
  %sign = arith.constant dense<-2147483648> : vector<8xi32>
  %fl = arith.xori %xi, %sign : vector<8xi32>
  %xf = arith.bitcast %fl : vector<8xi32> to vector<8xf32>
  vector.store %xf, %of[%c0] : memref<8xf32>, vector<8xf32>
  %c1 = arith.constant 1 : index
  %s = memref.load %d[%c1] : memref<4xf64>
  %si = arith.bitcast %s : f64 to i64
  %one = arith.constant 1 : i64
  %si2 = arith.addi %si, %one : i64
  %s2 = arith.bitcast %si2 : i64 to f64
  memref.store %s2, %od[%c0] : memref<4xf64>
  %hv = vector.load %h[%c0] : memref<8xf16>, vector<8xf16>
  %hi = arith.bitcast %hv : vector<8xf16> to vector<8xi16>
  vector.store %hi, %oh[%c0] : memref<8xi16>, vector<8xi16>
  %bs = memref.load %b[%c1] : memref<8xbf16>
  %bi = arith.bitcast %bs : bf16 to i16
  memref.store %bi, %ob[%c0] : memref<8xi16>
  return
}
