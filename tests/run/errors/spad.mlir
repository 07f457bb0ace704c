// Two scratchpad buffers of 256 floats: 256 bytes each per lane on 4 lanes.
memref.global @A_spad : memref<256xf32, 1>
memref.global @B_spad : memref<256xf32, 1>
func.func @kernel(%x: memref<4xf32>) {
  return
}
