// fastmath flags on float ops (fast, nnan/ninf, contract, reassoc, arcp, afn, nsz) on finite data.
func.func @kernel(%a: memref<16xf32>, %b: memref<16xf32>, %o: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %x = vector.load %a[%c0] : memref<16xf32>, vector<16xf32>
  %y = vector.load %b[%c0] : memref<16xf32>, vector<16xf32>
  %r0 = arith.mulf %x, %y fastmath<contract> : vector<16xf32>
  %r1 = arith.addf %r0, %x fastmath<contract> : vector<16xf32>
  %r2 = arith.subf %r1, %y fastmath<nnan, ninf> : vector<16xf32>
  %r3 = arith.divf %r2, %y fastmath<arcp> : vector<16xf32>
  %r4 = arith.negf %r3 fastmath<nsz> : vector<16xf32>
  %r5 = arith.maximumf %r4, %x fastmath<nnan> : vector<16xf32>
  %r6 = arith.addf %r5, %r5 fastmath<fast> : vector<16xf32>
  %r7 = arith.mulf %r6, %x fastmath<reassoc, afn> : vector<16xf32>
  vector.store %r7, %o[%c0] : memref<16xf32>, vector<16xf32>
  return
}
