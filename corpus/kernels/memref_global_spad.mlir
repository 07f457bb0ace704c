// External globals in memory space 1 (PyTorchSim scratchpads): no
// initializer, defined by the driver; read, transformed and written back.
memref.global @X_spad : memref<4x8xf32, 1>
memref.global @Y_spad : memref<8x4xf32, 1> {alignment = 64 : i64}
func.func @kernel(%out: memref<4x8xf32>) {
  %x = memref.get_global @X_spad : memref<4x8xf32, 1>
  %y = memref.get_global @Y_spad : memref<8x4xf32, 1>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %x[%i, %j] : memref<4x8xf32, 1>
      affine.store %v, %y[%j, %i] : memref<8x4xf32, 1>
      affine.store %v, %out[3 - %i, %j] : memref<4x8xf32>
    }
  }
  return
}
