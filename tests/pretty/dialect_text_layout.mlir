// Attributes and types of registered dialects that tsrewrite keeps as
// text come back in the layout their dialect prints: line breaks and
// comments gone, no space inside brackets, `"key" : value`, floats in
// printFloatValue's spelling, DLTI's untyped integers as i64.
module attributes {
  spirv.target_env = #spirv.target_env<
    #spirv.vce<v1.0, [Int16, Kernel], []>, #spirv.resource_limits<>>,
  dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>>,
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU": #dlti.target_device_spec<
      #dlti.dl_entry<"max_vector_op_width", 4096.0 : f32>>
  >
} {
  func.func private @arr(!spirv.array< 32 x vector<4xf32> >)
  func.func private @scale() -> !quant.uniform<i8<-8:7>:f32, 0.99872:127  >
  func.func private @axis() -> !quant.uniform<u8:f32:1, {2.0e+2:-120,0.99872:127}>
  func.func @flags() attributes { omp.flags = #omp.flags<debug_kind = 1,   // a comment
                                     assume_no_thread_state = true> } {
    return
  }
}
