// MLIR names aliases itself: sparse_tensor encodings become #sparse,
// #sparse1, ... in MLIR's order whatever the source called them; other
// dialects' attributes and builtin types print inline at their uses.
#CSR = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed)
}>
#DCSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed, d0 : compressed),
  posWidth = 64, crdWidth = 64 }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
!qalias = !quant.uniform<u8:f32, 2.0e+2>
!base = memref<64xi32, 201>
#vce = #spirv.vce<v1.0, [Shader], []>
func.func private @a(tensor<?x?xf64, #DCSC>, tensor<8xf32, #SV>) -> tensor<?x?xf64, #CSR>
func.func private @b(!qalias, !base) attributes {env = #spirv.target_env<#vce, #spirv.resource_limits<>>}
// The dimension map prints with d0, d1 and without zero bit widths.
#BSR = #sparse_tensor.encoding<{
  map = ( i, j ) ->
  ( i floordiv 2 : dense,
    j floordiv 3 : compressed,
    i mod 2      : dense,   // block rows
    j mod 3      : dense
  ),
  posWidth = 0,
}>
func.func private @c(tensor<?x?xf64, #BSR>, tensor<?x?xf64, #CSR>)
