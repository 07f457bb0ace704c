#map = affine_map<(d0, d1) -> (d0 + d1)>
func.func @f(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}
