// LLVM and other dialect text that MLIR re-spells when it prints it:
// nested LLVM types without `!llvm.`, `ptr<0>` as `ptr`, vec and builtin
// vector spacing, loop annotations and TBAA tags with their parameters
// in declaration order and nested attributes aliased on their own, debug
// info defaults, sparse encodings as `<{ ... }>`, DLTI dense lists.
#tbaa_root = #llvm.tbaa_root<id = "root">
#tbaa_desc = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<access_type = #tbaa_desc, base_type = #tbaa_desc, offset = 0, constant = false>
#file = #llvm.di_file<"a.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "p", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sv = #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i64, dense<[64,128]> : vector<2xi64>>,
                                                #dlti.dl_entry<!llvm.ptr, dense<[64, 64, 64]> : vector<3xi64>>>} {
  llvm.mlir.global external @g() {dbg_expr = #llvm.di_global_variable_expression<var = <scope = #cu, name = "g", file = #file, line = 3, type = #int, isLocalToUnit = false, isDefined = true>, expr = <>>} : i32
  llvm.func @f(%p: !llvm.ptr<0>, %a: !llvm.array<2 x !llvm.array<4 x f32>>, %v: !llvm.vec<?x4 x i32>,
               %s: !llvm.struct<(i32, vector<2 x f32>, !llvm.ptr)>) {
    %0 = llvm.load %p {tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    llvm.br ^bb1 {loop_annotation = #llvm.loop_annotation<mustProgress = true, unroll = <disable = false, full = true>, pipeline = <disable = true>>}
  ^bb1:
    llvm.return
  }
  func.func private @sparse(tensor<?xf32, #sv>)
}
