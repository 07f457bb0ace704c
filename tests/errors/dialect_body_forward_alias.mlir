// An alias named in an LLVM attribute's body before it is defined (MLIR:
// the LLVM dialect parses the body and resolves #dir there).
#file = #llvm.di_file<"x.c" in #dir>
#dir = "/src"
"test.op"() {f = #file} : () -> ()
