// LANES: --vectorlane=4 --vlen=128
// Vectors carried by unstructured control flow: a cf.br loop whose block arguments rotate
// ((u, v) -> (u + v, u): the incoming value of v is u, the block's own other argument, which a
// copy in argument order would already have overwritten), an
// scf.while carrying a vector, and a cf.cond_br passing the two vectors to one block in either
// order.  64 elements on 4 lanes (vlane stride 16).
memref.global @X_spad : memref<64xf32, 1>
func.func @kernel(%x: memref<64xf32>, %y: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %X = memref.get_global @X_spad : memref<64xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %x[%c0], %X[%c0], %c2, %tag[%c0], %c0, %c16 : memref<64xf32>, memref<64xf32, 1>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  %u0 = vector.load %X[%c0] : memref<64xf32, 1>, vector<4xf32>
  %v0 = vector.load %X[%c4] : memref<64xf32, 1>, vector<4xf32>
  cf.br ^hdr(%c0, %u0, %v0 : index, vector<4xf32>, vector<4xf32>)
^hdr(%i: index, %u: vector<4xf32>, %v: vector<4xf32>):
  %more = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %more, ^body, ^exit(%u, %v : vector<4xf32>, vector<4xf32>)
^body:
  %w = arith.addf %u, %v : vector<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^hdr(%i1, %w, %u : index, vector<4xf32>, vector<4xf32>)
^exit(%p: vector<4xf32>, %q: vector<4xf32>):
  %r:2 = scf.while (%k = %c0, %s = %p) : (index, vector<4xf32>) -> (index, vector<4xf32>) {
    %lt = arith.cmpi slt, %k, %c2 : index
    scf.condition(%lt) %k, %s : index, vector<4xf32>
  } do {
  ^bb0(%k2: index, %s2: vector<4xf32>):
    %s3 = arith.subf %s2, %q : vector<4xf32>
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %k3, %s3 : index, vector<4xf32>
  }
  %flag = arith.cmpi sgt, %i, %c2 : index
  cf.cond_br %flag, ^sw(%p, %q : vector<4xf32>, vector<4xf32>), ^sw(%q, %p : vector<4xf32>, vector<4xf32>)
^sw(%e: vector<4xf32>, %f: vector<4xf32>):
  %d = arith.subf %e, %f : vector<4xf32>
  vector.store %p, %X[%c0] : memref<64xf32, 1>, vector<4xf32>
  vector.store %q, %X[%c4] : memref<64xf32, 1>, vector<4xf32>
  vector.store %r#1, %X[%c8] : memref<64xf32, 1>, vector<4xf32>
  vector.store %d, %X[%c12] : memref<64xf32, 1>, vector<4xf32>
  memref.dma_start %X[%c0], %y[%c0], %c3, %tag[%c0], %c0, %c16 : memref<64xf32, 1>, memref<64xf32>, memref<1xi32> {dram_stride = [1], sram_stride = [1], padding = 0}
  return
}
