// RUN: --emit=ll
// A static position past the end of its dim (found by fuzz-pipeline: the
// offset overflowed) is a located error, not a lowering.
func.func @f(%v: vector<4x8xf32>) -> f32 {
  %e = vector.extract %v[1, 9] : f32 from vector<4x8xf32>
  return %e : f32
}
