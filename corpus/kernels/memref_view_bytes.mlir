// memref.view: typed views (f32 and i16) at byte offsets into one i8 allocation.
func.func @kernel(%a: memref<16xf32>, %o: memref<16xf32>, %oh: memref<8xi16>) {
  %buf = memref.alloc() : memref<256xi8>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %f = memref.view %buf[%c64][] : memref<256xi8> to memref<16xf32>
  %h = memref.view %buf[%c64][] : memref<256xi8> to memref<32xi16>
  %c4 = arith.constant 4 : index
  %d = memref.view %buf[%c128][%c4] : memref<256xi8> to memref<?x4xf32>
  %v = vector.load %a[%c0] : memref<16xf32>, vector<16xf32>
  vector.store %v, %f[%c0] : memref<16xf32>, vector<16xf32>
  %w = vector.load %h[%c0] : memref<32xi16>, vector<8xi16>
  vector.store %w, %oh[%c0] : memref<8xi16>, vector<8xi16>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = vector.load %f[%c4] : memref<16xf32>, vector<4xf32>
  vector.store %x, %d[%c2, %c0] : memref<?x4xf32>, vector<4xf32>
  %y = vector.load %d[%c2, %c0] : memref<?x4xf32>, vector<4xf32>
  vector.store %y, %o[%c1] : memref<16xf32>, vector<4xf32>
  memref.dealloc %buf : memref<256xi8>
  return
}
