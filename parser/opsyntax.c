/* opsyntax.c — the pretty syntax of the ops in scope, one line per op
 * (format language: opsyntax.h).  Formats follow MLIR 19's ODS
 * assemblyFormat / custom parsers of each op; where MLIR derives a type
 * from a trait (SameOperandsAndResultType, AllElementTypesMatch, …) the
 * `rules` column says how. */
#include "opsyntax.h"

#include <string.h>

/* Frequent shapes. */
#define BIN "%lhs , %rhs attr-dict : type(%lhs,%rhs,$result)"
#define BIN_FM "%lhs , %rhs { 'fastmath' @fastmath:fm } attr-dict : type(%lhs,%rhs,$result)"
#define BIN_OVF "%lhs , %rhs { 'overflow' @overflowFlags:ovf } attr-dict : type(%lhs,%rhs,$result)"
#define UN "%operand attr-dict : type(%operand,$result)"
#define UN_FM "%operand { 'fastmath' @fastmath:fm } attr-dict : type(%operand,$result)"
#define CAST "%in attr-dict : type(%in) 'to' type($out)"
#define IDXBIN "%lhs , %rhs attr-dict"
#define YIELD "attr-dict { %operands* : types(%operands) }"

#define FMOP(n) { "math." n, UN_FM, "fastmath", NULL, SY_FASTMATH, NULL }
#define ARITH_BIN(n) { "arith." n, BIN, "", NULL, 0, NULL }
#define ARITH_FBIN(n) { "arith." n, BIN_FM, "fastmath", NULL, SY_FASTMATH, NULL }
#define ARITH_CAST(n) { "arith." n, CAST, "", NULL, 0, NULL }
#define INDEX_BIN(n) { "index." n, IDXBIN, "", "%lhs=index %rhs=index $result=index", 0, NULL }
#define LLVM_IBIN(n) { "llvm." n, "%lhs , %rhs attr-dict : type(%lhs,%rhs,$res)", "", NULL, 0, NULL }
#define LLVM_OBIN(n) { "llvm." n, "%lhs , %rhs { 'overflow' @overflowFlags:llvmovf } attr-dict : type(%lhs,%rhs,$res)", \
		       "overflowFlags", "@overflowFlags=llvmovf", 0, NULL }
#define LLVM_FBIN(n) { "llvm." n, "%lhs , %rhs attr-dict : type(%lhs,%rhs,$res)", "fastmathFlags", "@fastmathFlags=llvmfm", 0, NULL }
#define LLVM_CAST(n) { "llvm." n, "%arg attr-dict : type(%arg) 'to' type($res)", "", NULL, 0, NULL }
#define LLVM_CONST(n) { "llvm.mlir." n, "attr-dict : type($res)", "", NULL, 0, NULL }
#define INTR "( %operands* ) attr-dict : ftype(%operands,$res)"
#define LLVM_INTR(n) { "llvm.intr." n, INTR, "", NULL, 0, NULL }
#define LLVM_FINTR(n) { "llvm.intr." n, INTR, "fastmathFlags", "@fastmathFlags=llvmfm", 0, NULL }
#define LINALG(n) { "linalg." n, "~linalg", "cast", NULL, SY_SEGMENTS, NULL }
/* LLVM's memory access attributes (alias analysis). */
#define LLVM_ALIAS "access_groups alias_scopes noalias_scopes tbaa"

const OpSyntax op_syntax[] = {
	/* builtin, func */
	{ "builtin.module", "{ @sym_name:sym } attr-dict-kw ~body", "sym_name sym_visibility", NULL, SY_OWN_DIALECT, NULL },
	{ "func.func", "~func", "sym_name function_type sym_visibility arg_attrs res_attrs", NULL, SY_OWN_DIALECT, NULL },
	{ "func.call", "@callee:ref ( %operands* ) attr-dict : ftype(%operands,$result*)", "callee", NULL, 0, NULL },
	{ "func.return", YIELD, "", NULL, 0, NULL },
	{ "func.call_indirect", "%callee ( %callee_operands* ) attr-dict : ~calleetype(%callee,%callee_operands,$results)", "", NULL, 0, NULL },
	{ "func.constant", "attr-dict @value:ref : type($result)", "value", NULL, 0, NULL },

	/* arith */
	{ "arith.constant", "attr-dict @value:tattr", "value", "$result=attrtype(@value)", 0, NULL },
	{ "arith.addi", BIN_OVF, "overflowFlags", NULL, SY_OVERFLOW, NULL },
	{ "arith.subi", BIN_OVF, "overflowFlags", NULL, SY_OVERFLOW, NULL },
	{ "arith.muli", BIN_OVF, "overflowFlags", NULL, SY_OVERFLOW, NULL },
	{ "arith.shli", BIN_OVF, "overflowFlags", NULL, SY_OVERFLOW, NULL },
	ARITH_BIN("andi"), ARITH_BIN("ori"), ARITH_BIN("xori"), ARITH_BIN("divsi"),
	ARITH_BIN("divui"), ARITH_BIN("ceildivsi"), ARITH_BIN("ceildivui"), ARITH_BIN("floordivsi"),
	ARITH_BIN("remsi"), ARITH_BIN("remui"), ARITH_BIN("maxsi"), ARITH_BIN("maxui"),
	ARITH_BIN("minsi"), ARITH_BIN("minui"), ARITH_BIN("shrsi"), ARITH_BIN("shrui"),
	ARITH_FBIN("addf"), ARITH_FBIN("subf"), ARITH_FBIN("mulf"), ARITH_FBIN("divf"),
	ARITH_FBIN("remf"), ARITH_FBIN("maximumf"), ARITH_FBIN("minimumf"), ARITH_FBIN("maxnumf"),
	ARITH_FBIN("minnumf"),
	{ "arith.negf", UN_FM, "fastmath", NULL, SY_FASTMATH, NULL },
	ARITH_CAST("extui"), ARITH_CAST("extsi"), ARITH_CAST("trunci"), ARITH_CAST("sitofp"),
	ARITH_CAST("uitofp"), ARITH_CAST("fptosi"), ARITH_CAST("fptoui"), ARITH_CAST("index_cast"),
	ARITH_CAST("index_castui"), ARITH_CAST("bitcast"),
	{ "arith.extf", "%in { 'fastmath' @fastmath:fm } attr-dict : type(%in) 'to' type($out)", "fastmath", NULL, 0, NULL },
	{ "arith.truncf", "%in { @roundingmode:rmode } { 'fastmath' @fastmath:fm } attr-dict : type(%in) 'to' type($out)", "roundingmode fastmath", NULL, 0, NULL },
	{ "arith.cmpi", "@predicate:cmpi , %lhs , %rhs attr-dict : type(%lhs,%rhs)", "predicate", "$result=i1like(%lhs)", 0, NULL },
	{ "arith.cmpf", "@predicate:cmpf , %lhs , %rhs { 'fastmath' @fastmath:fm } attr-dict : type(%lhs,%rhs)", "fastmath predicate", "$result=i1like(%lhs)", SY_FASTMATH, NULL },
	{ "arith.select", "%condition , %true_value , %false_value attr-dict : ~select(%condition,%true_value,%false_value,$result)", "", NULL, 0, NULL },
	{ "arith.addui_extended", "%lhs , %rhs attr-dict : type(%lhs,%rhs,$sum) , type($overflow)", "", NULL, 0, NULL },
	{ "arith.mulsi_extended", "%lhs , %rhs attr-dict : type(%lhs,%rhs,$low,$high)", "", NULL, 0, NULL },
	{ "arith.mului_extended", "%lhs , %rhs attr-dict : type(%lhs,%rhs,$low,$high)", "", NULL, 0, NULL },

	/* math */
	FMOP("absf"), FMOP("acos"), FMOP("acosh"), FMOP("asin"), FMOP("asinh"), FMOP("atan"),
	FMOP("atanh"), FMOP("cbrt"), FMOP("ceil"), FMOP("cos"), FMOP("cosh"), FMOP("erf"),
	FMOP("erfc"), FMOP("exp"), FMOP("exp2"), FMOP("expm1"), FMOP("floor"), FMOP("log"),
	FMOP("log10"), FMOP("log1p"), FMOP("log2"), FMOP("round"), FMOP("roundeven"), FMOP("rsqrt"),
	FMOP("sin"), FMOP("sinh"), FMOP("sqrt"), FMOP("tan"), FMOP("tanh"), FMOP("trunc"),
	{ "math.absi", UN, "", NULL, 0, NULL },
	{ "math.ctlz", UN, "", NULL, 0, NULL },
	{ "math.cttz", UN, "", NULL, 0, NULL },
	{ "math.ctpop", UN, "", NULL, 0, NULL },
	{ "math.ipowi", BIN, "", NULL, 0, NULL },
	{ "math.atan2", BIN_FM, "fastmath", NULL, SY_FASTMATH, NULL },
	{ "math.copysign", BIN_FM, "fastmath", NULL, SY_FASTMATH, NULL },
	{ "math.powf", BIN_FM, "fastmath", NULL, SY_FASTMATH, NULL },
	{ "math.fpowi", "%lhs , %rhs { 'fastmath' @fastmath:fm } attr-dict : type(%lhs,$result) , type(%rhs)", "fastmath", NULL, SY_FASTMATH, NULL },
	{ "math.fma", "%a , %b , %c { 'fastmath' @fastmath:fm } attr-dict : type(%a,%b,%c,$result)", "fastmath", NULL, SY_FASTMATH, NULL },
	{ "math.isnan", "%operand { 'fastmath' @fastmath:fm } attr-dict : type(%operand)", "fastmath", "$result=i1like(%operand)", SY_FASTMATH, NULL },
	{ "math.isinf", "%operand { 'fastmath' @fastmath:fm } attr-dict : type(%operand)", "fastmath", "$result=i1like(%operand)", SY_FASTMATH, NULL },
	{ "math.isfinite", "%operand { 'fastmath' @fastmath:fm } attr-dict : type(%operand)", "fastmath", "$result=i1like(%operand)", SY_FASTMATH, NULL },
	{ "math.isnormal", "%operand { 'fastmath' @fastmath:fm } attr-dict : type(%operand)", "fastmath", "$result=i1like(%operand)", SY_FASTMATH, NULL },

	/* index */
	{ "index.constant", "attr-dict @value:idx", "value", "$result=index", 0, NULL },
	{ "index.bool.constant", "attr-dict @value:bool", "value", "$result=i1", 0, NULL },
	INDEX_BIN("add"), INDEX_BIN("sub"), INDEX_BIN("mul"), INDEX_BIN("divs"), INDEX_BIN("divu"),
	INDEX_BIN("ceildivs"), INDEX_BIN("ceildivu"), INDEX_BIN("floordivs"), INDEX_BIN("rems"),
	INDEX_BIN("remu"), INDEX_BIN("maxs"), INDEX_BIN("maxu"), INDEX_BIN("mins"), INDEX_BIN("minu"),
	INDEX_BIN("shl"), INDEX_BIN("shrs"), INDEX_BIN("shru"), INDEX_BIN("and"), INDEX_BIN("or"),
	INDEX_BIN("xor"),
	{ "index.cmp", "@pred:icmp ( %lhs , %rhs ) attr-dict", "pred", "%lhs=index %rhs=index $result=i1", 0, NULL },
	{ "index.casts", "%input attr-dict : type(%input) 'to' type($output)", "", NULL, 0, NULL },
	{ "index.castu", "%input attr-dict : type(%input) 'to' type($output)", "", NULL, 0, NULL },
	{ "index.sizeof", "attr-dict", "", "$result=index", 0, NULL },

	/* cf */
	{ "cf.br", "~succ(%destOperands) attr-dict", "", NULL, 0, NULL },
	{ "cf.cond_br", "%condition:i1 , ~succ(%trueDestOperands) , ~succ(%falseDestOperands) attr-dict", "", NULL, SY_SEGMENTS, NULL },
	{ "cf.assert", "%arg:i1 , @msg:str attr-dict", "msg", NULL, 0, NULL },
	{ "cf.switch", "%flag : type(%flag) , [ ~switch(%defaultOperands,%caseOperands) ] attr-dict", "case_values case_operand_segments", NULL, SY_SEGMENTS, NULL },

	/* scf */
	{ "scf.for", "~scffor", "", NULL, SY_IMPLICIT_TERM, "scf.yield" },
	{ "scf.if", "%condition:i1 { -> types($results*) } ~ifregions attr-dict", "", NULL, SY_IMPLICIT_TERM, "scf.yield" },
	{ "scf.while", "~while", "", NULL, 0, NULL },
	{ "scf.condition", "( %condition:i1 ) attr-dict { %args* : types(%args) }", "", NULL, 0, NULL },
	{ "scf.yield", YIELD, "", NULL, 0, NULL },
	{ "scf.index_switch", "~indexswitch", "cases", NULL, 0, "scf.yield" },
	{ "scf.execute_region", "{ -> types($results*) } ~region attr-dict", "", NULL, 0, NULL },
	{ "scf.parallel", "~scfparallel", "", NULL, SY_IMPLICIT_TERM | SY_SEGMENTS, "scf.reduce" },
	{ "scf.reduce", "{ ( %operands* : types(%operands) ) } ~regions attr-dict", "", NULL, 0, NULL },
	{ "scf.reduce.return", "%result attr-dict : type(%result)", "", NULL, 0, NULL },

	/* affine */
	{ "affine.for", "~affinefor", "lowerBoundMap upperBoundMap step", NULL, SY_IMPLICIT_TERM | SY_SEGMENTS, "affine.yield" },
	{ "affine.if", "~mapcall(%operands,@condition) { -> types($results*) } ~ifregions attr-dict", "", NULL, SY_IMPLICIT_TERM, "affine.yield" },
	{ "affine.parallel", "~affineparallel", "reductions lowerBoundsMap lowerBoundsGroups upperBoundsMap upperBoundsGroups steps", NULL, SY_IMPLICIT_TERM, "affine.yield" },
	{ "affine.yield", YIELD, "", NULL, 0, NULL },
	{ "affine.apply", "~mapcall(%mapOperands,@map) attr-dict", "map", "$result=index", 0, NULL },
	{ "affine.min", "~mapcall(%operands,@map) attr-dict", "map", "$result=index", 0, NULL },
	{ "affine.max", "~mapcall(%operands,@map) attr-dict", "map", "$result=index", 0, NULL },
	{ "affine.load", "%memref ~amap(%indices,@map) attr-dict : type(%memref)", "map", "$result=elem(%memref)", 0, NULL },
	{ "affine.store", "%value , %memref ~amap(%indices,@map) attr-dict : type(%memref)", "map", "%value=elem(%memref)", 0, NULL },
	{ "affine.vector_load", "%memref ~amap(%indices,@map) attr-dict : type(%memref) , type($result)", "map", NULL, 0, NULL },
	{ "affine.vector_store", "%value , %memref ~amap(%indices,@map) attr-dict : type(%memref) , type(%value)", "map", NULL, 0, NULL },

	/* memref */
	{ "memref.alloc", "( %dynamicSizes*:index ) { [ %symbolOperands*:index ] } attr-dict : type($memref)", "alignment", NULL, SY_SEGMENTS, NULL },
	{ "memref.alloca", "( %dynamicSizes*:index ) { [ %symbolOperands*:index ] } attr-dict : type($memref)", "alignment", NULL, SY_SEGMENTS, NULL },
	{ "memref.dealloc", "%memref attr-dict : type(%memref)", "", NULL, 0, NULL },
	{ "memref.global", "{ @sym_visibility:str } { 'constant' @constant:unit } @sym_name:sym : ~globaltype(@type,@initial_value) attr-dict", "sym_name sym_visibility type initial_value constant alignment", NULL, 0, NULL },
	{ "memref.get_global", "@name:ref : type($result)", "name", NULL, 0, NULL },
	{ "memref.load", "%memref [ %indices*:index ] attr-dict : type(%memref)", "nontemporal", "$result=elem(%memref)", 0, NULL },
	{ "memref.store", "%value , %memref [ %indices*:index ] attr-dict : type(%memref)", "nontemporal", "%value=elem(%memref)", 0, NULL },
	{ "memref.cast", "%source attr-dict : type(%source) 'to' type($dest)", "", NULL, 0, NULL },
	{ "memref.dim", "attr-dict %source , %index:index : type(%source)", "", "$result=index", 0, NULL },
	{ "memref.copy", "%source , %target attr-dict : type(%source) 'to' type(%target)", "", NULL, 0, NULL },
	{ "memref.extract_aligned_pointer_as_index", "%source attr-dict : type(%source) -> type($aligned_pointer)", "", NULL, 0, NULL },
	{ "memref.collapse_shape", "%src @reassociation:attr attr-dict : type(%src) 'into' type($result)", "reassociation", NULL, 0, NULL },
	{ "memref.expand_shape", "%src @reassociation:attr 'output_shape' ~dil(%output_shape,@static_output_shape) attr-dict : type(%src) 'into' type($result)", "reassociation static_output_shape", NULL, 0, NULL },
	{ "memref.subview", "%source ~dil(%offsets,@static_offsets) ~dil(%sizes,@static_sizes) ~dil(%strides,@static_strides) attr-dict : type(%source) 'to' type($result)", "static_offsets static_sizes static_strides", NULL, SY_SEGMENTS, NULL },
	{ "memref.reinterpret_cast", "%source 'to' 'offset' : ~dil(%offsets,@static_offsets) , 'sizes' : ~dil(%sizes,@static_sizes) , 'strides' : ~dil(%strides,@static_strides) attr-dict : type(%source) 'to' type($result)", "static_offsets static_sizes static_strides", NULL, SY_SEGMENTS, NULL },
	{ "memref.dma_start", "~dmastart", "", NULL, 0, NULL },
	{ "memref.dma_wait", "%tagMemRef [ %tagIndices*:index ] , %numElements:index attr-dict : type(%tagMemRef)", "", NULL, 0, NULL },
	{ "memref.rank", "%memref attr-dict : type(%memref)", "", "$result=index", 0, NULL },
	{ "memref.view", "%source [ %byte_shift:index ] [ %sizes*:index ] attr-dict : type(%source) 'to' type($result)", "", NULL, 0, NULL },
	{ "memref.extract_strided_metadata", "%source : type(%source) -> typelist($results*) attr-dict", "", NULL, 0, NULL },
	{ "memref.assume_alignment", "%memref , @alignment:i32 attr-dict : type(%memref)", "alignment", NULL, 0, NULL },
	{ "memref.memory_space_cast", "%source attr-dict : type(%source) 'to' type($dest)", "", NULL, 0, NULL },
	{ "memref.atomic_rmw", "@kind:rmw %value , %memref [ %indices*:index ] attr-dict : ( type(%value) , type(%memref) ) -> type($result)", "kind", NULL, 0, NULL },
	{ "memref.alloca_scope", "{ -> types($results*) } ~region attr-dict", "", NULL, SY_IMPLICIT_TERM, "memref.alloca_scope.return" },
	{ "memref.alloca_scope.return", YIELD, "", NULL, 0, NULL },

	/* vector */
	{ "vector.load", "%base [ %indices*:index ] attr-dict : type(%base) , type($result)", "nontemporal", NULL, 0, NULL },
	{ "vector.store", "%valueToStore , %base [ %indices*:index ] attr-dict : type(%base) , type(%valueToStore)", "nontemporal", NULL, 0, NULL },
	{ "vector.transfer_read", "%source [ %indices*:index ] , %padding { , %mask? } attr-dict : type(%source) , type($vector)", "permutation_map in_bounds",
	  "%padding=elem(%source) @permutation_map=minorid(%source,$vector) @in_bounds=nobounds($vector) %mask=mask($vector,@permutation_map)", SY_SEGMENTS, NULL },
	{ "vector.transfer_write", "%vector , %source [ %indices*:index ] { , %mask? } attr-dict : type(%vector) , type(%source)", "permutation_map in_bounds",
	  "@permutation_map=minorid(%source,%vector) @in_bounds=nobounds(%vector) %mask=mask(%vector,@permutation_map) $result=tensorof(%source)", SY_SEGMENTS, NULL },
	{ "vector.broadcast", "%source attr-dict : type(%source) 'to' type($vector)", "", NULL, 0, NULL },
	{ "vector.splat", "%input attr-dict : type($aggregate)", "", "%input=elem($aggregate)", 0, NULL },
	{ "vector.extract", "%vector ~dil(%dynamic_position,@static_position) attr-dict : type($result) 'from' type(%vector)", "static_position", "%dynamic_position=index", 0, NULL },
	{ "vector.insert", "%source , %dest ~dil(%dynamic_position,@static_position) attr-dict : type(%source) 'into' type(%dest)", "static_position", "%dynamic_position=index $result=same(%dest)", 0, NULL },
	{ "vector.extractelement", "%vector [ { %position? : type(%position) } ] attr-dict : type(%vector)", "", "$result=elem(%vector)", 0, NULL },
	{ "vector.insertelement", "%source , %dest [ { %position? : type(%position) } ] attr-dict : type(%dest)", "", "%source=elem(%dest) $result=same(%dest)", 0, NULL },
	{ "vector.extract_strided_slice", "%vector attr-dict : type(%vector) 'to' type($result)", "offsets sizes strides", NULL, 0, NULL },
	{ "vector.insert_strided_slice", "%source , %dest attr-dict : type(%source) 'into' type(%dest)", "offsets strides", "$result=same(%dest)", 0, NULL },
	{ "vector.shuffle", "%v1 , %v2 @mask:attr attr-dict : type(%v1) , type(%v2)", "mask", "$vector=shuffle(%v1,@mask)", 0, NULL },
	{ "vector.shape_cast", "%source attr-dict : type(%source) 'to' type($result)", "", NULL, 0, NULL },
	{ "vector.bitcast", "%source attr-dict : type(%source) 'to' type($result)", "", NULL, 0, NULL },
	{ "vector.fma", "%lhs , %rhs , %acc attr-dict : type(%lhs,%rhs,%acc,$result)", "", NULL, 0, NULL },
	{ "vector.reduction", "@kind:vkind , %vector { , %acc? } { 'fastmath' @fastmath:fm } attr-dict : type(%vector) 'into' type($dest)", "kind fastmath", "%acc=same($dest)", SY_FASTMATH, NULL },
	{ "vector.multi_reduction", "@kind:vkind , %source , %acc @reduction_dims:attr attr-dict : type(%source) 'to' type(%acc)", "kind reduction_dims", "$dest=same(%acc)", 0, NULL },
	{ "vector.step", "attr-dict : type($result)", "", NULL, 0, NULL },
	{ "vector.create_mask", "%operands*:index attr-dict : type($result)", "", NULL, 0, NULL },
	{ "vector.constant_mask", "@mask_dim_sizes:attr attr-dict : type($result)", "mask_dim_sizes", NULL, 0, NULL },
	{ "vector.transpose", "%vector , @permutation:darr attr-dict : type(%vector) 'to' type($result)", "permutation", NULL, 0, NULL },
	{ "vector.type_cast", "%memref attr-dict : type(%memref) 'to' type($result)", "", NULL, 0, NULL },
	{ "vector.from_elements", "%elements* attr-dict : type($result)", "", "%elements=elem($result)", 0, NULL },
	{ "vector.maskedload", "%base [ %indices*:index ] , %mask , %pass_thru attr-dict : type(%base) , type(%mask) , type(%pass_thru) 'into' type($result)", "", NULL, 0, NULL },
	{ "vector.maskedstore", "%base [ %indices*:index ] , %mask , %valueToStore attr-dict : type(%base) , type(%mask) , type(%valueToStore)", "", NULL, 0, NULL },
	{ "vector.gather", "%base [ %indices*:index ] [ %index_vec ] , %mask , %pass_thru attr-dict : type(%base) , type(%index_vec) , type(%mask) , type(%pass_thru) 'into' type($result)", "", NULL, 0, NULL },
	{ "vector.scatter", "%base [ %indices*:index ] [ %index_vec ] , %mask , %valueToStore attr-dict : type(%base) , type(%index_vec) , type(%mask) , type(%valueToStore)", "", NULL, 0, NULL },
	{ "vector.outerproduct", "~outerproduct", "kind", NULL, 0, NULL },
	{ "vector.contract", "~contract", "indexing_maps iterator_types kind", NULL, 0, NULL },
	{ "vector.print", "{ %source? : type(%source) } { 'str' @stringLiteral:str } { 'punctuation' @punctuation:punct } attr-dict", "punctuation stringLiteral", NULL, 0, NULL },

	/* linalg, llvm */
	LINALG("matmul"), LINALG("matmul_transpose_a"), LINALG("matmul_transpose_b"), LINALG("batch_matmul"),
	LINALG("matvec"), LINALG("vecmat"), LINALG("dot"), LINALG("fill"), LINALG("copy"),
	{ "linalg.generic", "~lgeneric", "indexing_maps iterator_types doc library_call", NULL, SY_SEGMENTS, NULL },
	{ "linalg.yield", "%values* attr-dict { : types(%values) }", "", NULL, 0, NULL },
	{ "linalg.index", "@dim:i64 attr-dict : type($result)", "dim", NULL, 0, NULL },
	{ "llvm.inline_asm", "{ 'has_side_effects' @has_side_effects:unit } { 'is_align_stack' @is_align_stack:unit } { 'asm_dialect' = @asm_dialect:asmdialect } { 'operand_attrs' = @operand_attrs:attr } attr-dict @asm_string:str , @constraints:str %operands* : ftype(%operands,$res*)",
	  "asm_string constraints has_side_effects is_align_stack asm_dialect operand_attrs", NULL, 0, NULL },
	{ "llvm.return", "attr-dict { %arg? : type(%arg) }", "", NULL, 0, NULL },
	{ "llvm.mlir.constant", "( @value:tattr ) attr-dict : type($res)", "value", NULL, 0, NULL },
	{ "llvm.call_intrinsic", "@intrin:str ( %args* ) : ftype(%args,$results*) attr-dict", "intrin fastmathFlags", "@fastmathFlags=llvmfm", 0, NULL },
	{ "llvm.func", "~llvmfunc", "sym_name sym_visibility function_type linkage dso_local CConv comdat convergent personality "
	  "garbageCollector passthrough arg_attrs res_attrs function_entry_count memory visibility_ arm_streaming "
	  "arm_locally_streaming arm_streaming_compatible arm_new_za arm_in_za arm_out_za arm_inout_za arm_preserves_za "
	  "section unnamed_addr alignment vscale_range frame_pointer target_cpu tune_cpu target_features unsafe_fp_math "
	  "no_infs_fp_math no_nans_fp_math approx_func_fp_math no_signed_zeros_fp_math denormal_fp_math "
	  "denormal_fp_math_f32 fp_contract no_inline always_inline no_unwind will_return optimize_none", NULL, 0, NULL },
	LLVM_OBIN("add"), LLVM_OBIN("sub"), LLVM_OBIN("mul"), LLVM_OBIN("shl"),
	LLVM_IBIN("udiv"), LLVM_IBIN("sdiv"), LLVM_IBIN("urem"), LLVM_IBIN("srem"), LLVM_IBIN("and"),
	LLVM_IBIN("or"), LLVM_IBIN("xor"), LLVM_IBIN("lshr"), LLVM_IBIN("ashr"),
	LLVM_FBIN("fadd"), LLVM_FBIN("fsub"), LLVM_FBIN("fmul"), LLVM_FBIN("fdiv"), LLVM_FBIN("frem"),
	LLVM_CAST("sext"), LLVM_CAST("zext"), LLVM_CAST("trunc"), LLVM_CAST("sitofp"), LLVM_CAST("uitofp"),
	LLVM_CAST("fptosi"), LLVM_CAST("fptoui"), LLVM_CAST("fpext"), LLVM_CAST("fptrunc"), LLVM_CAST("bitcast"),
	LLVM_CAST("ptrtoint"), LLVM_CAST("inttoptr"), LLVM_CAST("addrspacecast"),
	{ "llvm.fneg", "%operand attr-dict : type(%operand,$res)", "fastmathFlags", "@fastmathFlags=llvmfm", 0, NULL },
	{ "llvm.freeze", "%val attr-dict : type(%val,$res)", "", NULL, 0, NULL },
	{ "llvm.icmp", "@predicate:llvmicmp %lhs , %rhs attr-dict : type(%lhs,%rhs)", "predicate", "$res=i1like(%lhs)", 0, NULL },
	{ "llvm.fcmp", "@predicate:llvmfcmp %lhs , %rhs attr-dict : type(%lhs,%rhs)", "predicate fastmathFlags", "$res=i1like(%lhs) @fastmathFlags=llvmfm", 0, NULL },
	{ "llvm.select", "%condition , %trueValue , %falseValue attr-dict : type(%condition) , type(%trueValue,%falseValue,$res)", "fastmathFlags", "@fastmathFlags=llvmfm", 0, NULL },
	LLVM_CONST("undef"), LLVM_CONST("poison"), LLVM_CONST("zero"),
	{ "llvm.mlir.addressof", "@global_name:ref attr-dict : type($res)", "global_name", NULL, 0, NULL },
	{ "llvm.mlir.global", "~llvmglobal", "global_type constant sym_name linkage dso_local thread_local_ value alignment addr_space unnamed_addr section comdat dbg_expr visibility_", NULL, 0, NULL },
	{ "llvm.call", "~llvmcall", "var_callee_type callee fastmathFlags branch_weights CConv TailCallKind " LLVM_ALIAS, "@fastmathFlags=llvmfm", 0, NULL },
	{ "llvm.load", "{ 'volatile' @volatile_:unit } %addr { 'atomic' { 'syncscope' ( @syncscope:str ) } @ordering:ordering } { 'invariant' @invariant:unit } attr-dict : type(%addr) -> type($res)",
	  "alignment volatile_ nontemporal invariant ordering syncscope " LLVM_ALIAS, NULL, 0, NULL },
	{ "llvm.store", "{ 'volatile' @volatile_:unit } %value , %addr { 'atomic' { 'syncscope' ( @syncscope:str ) } @ordering:ordering } attr-dict : type(%value) , type(%addr)",
	  "alignment volatile_ nontemporal ordering syncscope " LLVM_ALIAS, NULL, 0, NULL },
	{ "llvm.alloca", "{ 'inalloca' @inalloca:unit } %arraySize 'x' @elem_type:type attr-dict : ftype(%arraySize,$res)", "alignment elem_type inalloca", NULL, 0, NULL },
	{ "llvm.getelementptr", "{ 'inbounds' @inbounds:unit } %base [ ~gepidx(%dynamicIndices,@rawConstantIndices) ] attr-dict : ftype(%base,%dynamicIndices,$res) , @elem_type:type",
	  "rawConstantIndices elem_type inbounds", NULL, 0, NULL },
	{ "llvm.extractvalue", "%container '' @position:darr attr-dict : type(%container)", "position", "$res=llvmmember(%container,@position)", 0, NULL },
	{ "llvm.insertvalue", "~order(%container,%value) %value , %container '' @position:darr attr-dict : type(%container)", "position",
	  "%value=llvmmember(%container,@position) $res=same(%container)", 0, NULL },
	{ "llvm.extractelement", "%vector [ %position : type(%position) ] attr-dict : type(%vector)", "", "$res=elem(%vector)", 0, NULL },
	{ "llvm.insertelement", "~order(%vector,%value,%position) %value , %vector [ %position : type(%position) ] attr-dict : type(%vector)", "",
	  "%value=elem(%vector) $res=same(%vector)", 0, NULL },
	{ "llvm.shufflevector", "%v1 , %v2 @mask:darr32 attr-dict : type(%v1,%v2)", "mask", "$res=llvmshuffle(%v1,@mask)", 0, NULL },
	{ "llvm.br", "~succ(%destOperands) attr-dict", "loop_annotation", NULL, 0, NULL },
	{ "llvm.cond_br", "%condition:i1 { 'weights' ( @branch_weights:darr32 ) } , ~succ(%trueDestOperands) , ~succ(%falseDestOperands) attr-dict",
	  "branch_weights loop_annotation", NULL, SY_SEGMENTS, NULL },
	{ "llvm.switch", "%value : type(%value) , ~succ(%defaultOperands) [ ~llvmcases(%value,%caseOperands) ] attr-dict", "case_values case_operand_segments branch_weights", NULL, SY_SEGMENTS, NULL },
	{ "llvm.unreachable", "attr-dict", "", NULL, 0, NULL },
	/* intrinsics; abs, ctlz, cttz, memcpy, memmove, memset and the integer
	 * and accumulating vector reductions have no custom form in MLIR 19 */
	LLVM_INTR("smax"), LLVM_INTR("smin"), LLVM_INTR("umax"), LLVM_INTR("umin"), LLVM_INTR("ctpop"),
	LLVM_INTR("bswap"), LLVM_INTR("bitreverse"), LLVM_INTR("fshl"), LLVM_INTR("fshr"),
	LLVM_FINTR("fabs"), LLVM_FINTR("sqrt"), LLVM_FINTR("exp"), LLVM_FINTR("exp2"), LLVM_FINTR("log"),
	LLVM_FINTR("log2"), LLVM_FINTR("log10"), LLVM_FINTR("sin"), LLVM_FINTR("cos"), LLVM_FINTR("pow"),
	LLVM_FINTR("powi"), LLVM_FINTR("fma"), LLVM_FINTR("fmuladd"), LLVM_FINTR("floor"), LLVM_FINTR("ceil"),
	LLVM_FINTR("round"), LLVM_FINTR("roundeven"), LLVM_FINTR("trunc"), LLVM_FINTR("rint"),
	LLVM_FINTR("nearbyint"), LLVM_FINTR("copysign"), LLVM_FINTR("minnum"), LLVM_FINTR("maxnum"),
	LLVM_FINTR("minimum"), LLVM_FINTR("maximum"), LLVM_FINTR("vector.reduce.fmax"),
	LLVM_FINTR("vector.reduce.fmin"), LLVM_FINTR("vector.reduce.fmaximum"), LLVM_FINTR("vector.reduce.fminimum"),
};

const size_t op_syntax_count = sizeof op_syntax / sizeof op_syntax[0];

/* ------------------------------------------------------------ enums */

static const char *const cmp_words[] = { "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge" };
static const char *const cmpf_words[] = { "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
					  "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true" };
/* LLVM spells the constant predicates with an underscore. */
static const char *const llvm_fcmp_words[] = { "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
					       "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true" };
static const char *const vkind_words[] = { "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi",
					   "maxnumf", "and", "or", "xor", "maximumf", "minimumf" };
static const char *const rmode_words[] = { "to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away" };
static const char *const asm_words[] = { "att", "intel" };
/* arith::AtomicRMWKind (memref.atomic_rmw, affine.parallel's reduce). */
static const char *const rmw_words[] = { "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins",
					 "minu", "mulf", "muli", "ori", "andi", "maxnumf", "minnumf" };
/* LLVM::AtomicOrdering: 3 (consume) has no keyword. */
static const char *const ordering_words[] = { "not_atomic", "unordered", "monotonic", NULL, "acquire",
					      "release", "acq_rel", "seq_cst" };
static const char *const punct_words[] = { "no_punctuation", "newline", "comma", "open", "close" };
static const char *const linkage_words[] = { "private", "internal", "available_externally", "linkonce",
					     "weak", "common", "appending", "extern_weak", "linkonce_odr",
					     "weak_odr", "external" };
/* LLVM::CConv values are LLVM's calling convention numbers. */
static const char *const cconv_words[] = { "ccc", NULL, NULL, NULL, NULL, NULL, NULL, NULL, "fastcc", "coldcc",
					   "cc_10", "cc_11", NULL, "anyregcc", "preserve_mostcc", "preserve_allcc",
					   "swiftcc", "cxx_fast_tlscc", "tailcc" };
static const char *const tailcall_words[] = { "none", "tail", "musttail", "notail" };
/* The default visibility and unnamed_addr (0) are written as nothing. */
static const char *const vis_words[] = { NULL, "hidden", "protected" };
static const char *const unnamed_words[] = { NULL, "local_unnamed_addr", "unnamed_addr" };

#define WORDS(w) w, sizeof w / sizeof *w
static const SyEnum sy_enums[] = {
	{ "cmpi", "cmpi predicate", WORDS(cmp_words), 64, NULL, NULL, 0, -1 },
	{ "cmpf", "cmpf predicate", WORDS(cmpf_words), 64, NULL, NULL, 0, -1 },
	{ "icmp", "index comparison predicate", WORDS(cmp_words), 0, "index", "cmp_predicate %s", 0, -1 },
	{ "vkind", "combining kind", WORDS(vkind_words), 0, "vector", "kind<%s>", SE_ANGLE, -1 },
	{ "rmode", "rounding mode", WORDS(rmode_words), 32, NULL, NULL, 0, -1 },
	{ "asmdialect", "asm dialect", WORDS(asm_words), 64, NULL, NULL, 0, -1 },
	{ "rmw", "atomic rmw kind", WORDS(rmw_words), 64, NULL, NULL, 0, -1 },
	{ "llvmicmp", "icmp predicate", WORDS(cmp_words), 64, NULL, NULL, SE_QUOTED, -1 },
	{ "llvmfcmp", "fcmp predicate", WORDS(llvm_fcmp_words), 64, NULL, NULL, SE_QUOTED, -1 },
	{ "ordering", "atomic ordering", WORDS(ordering_words), 64, NULL, NULL, 0, 0 },
	{ "punct", "punctuation", WORDS(punct_words), 0, "vector", "punctuation<%s>", SE_ANGLE, 1 },
	{ "linkage", "linkage", WORDS(linkage_words), 0, "llvm", "linkage<%s>", 0, 10 },
	{ "cconv", "calling convention", WORDS(cconv_words), 0, "llvm", "cconv<%s>", 0, 0 },
	{ "tailcall", "tail call kind", WORDS(tailcall_words), 0, "llvm", "tailcallkind<%s>", 0, 0 },
	{ "visibility", "visibility", WORDS(vis_words), 64, NULL, NULL, 0, 0 },
	{ "unnamedaddr", "unnamed_addr", WORDS(unnamed_words), 64, NULL, NULL, 0, 0 },
};
#undef WORDS

const SyEnum *sy_enum(const char *kind, size_t n)
{
	for (size_t i = 0; i < sizeof sy_enums / sizeof *sy_enums; i++)
		if (strlen(sy_enums[i].kind) == n && !memcmp(sy_enums[i].kind, kind, n))
			return &sy_enums[i];
	return NULL;
}

int sy_enum_text(const SyEnum *e, const char *s, size_t n)
{
	const char *pct = e->fmt ? strstr(e->fmt, "%s") : NULL;
	if (!pct)
		return -1;
	size_t pre = (size_t)(pct - e->fmt), post = strlen(pct + 2);
	if (n < pre + post || memcmp(s, e->fmt, pre) || memcmp(s + n - post, pct + 2, post))
		return -1;
	for (unsigned i = 0; i < e->n; i++)
		if (e->words[i] && strlen(e->words[i]) == n - pre - post && !memcmp(e->words[i], s + pre, n - pre - post))
			return (int)i;
	return -1;
}

int sy_llvm_type_text(const char *s, size_t n)
{
	static const char *const kw[] = { "ptr", "struct<", "array<", "vec<", "func<", "void", "label",
					  "metadata", "token", "x86_mmx", "x86_amx", "ppc_fp128", "target<" };
	for (size_t k = 0; k < sizeof kw / sizeof *kw; k++) {
		size_t m = strlen(kw[k]);
		/* a keyword, not the start of a longer name (ptr<1> but not ptrx) */
		if (n >= m && !memcmp(s, kw[k], m) && (kw[k][m - 1] == '<' || n == m || s[m] == '<'))
			return 1;
	}
	return 0;
}

int sy_word_in(const char *list, const char *s, size_t n)
{
	while (list && *list) {
		while (*list == ' ')
			list++;
		size_t k = strcspn(list, " ");
		if (k == n && !memcmp(list, s, n))
			return 1;
		list += k;
	}
	return 0;
}

static int is_namech(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_';
}

/* %name[*?][:type] / $name[*] / @name[:kind] at f; returns the end. */
static const char *ref_at(const char *f, const char *end, SyRef *r)
{
	memset(r, 0, sizeof *r);
	r->sig = *f++;
	r->name = f;
	while (f < end && is_namech(*f))
		f++;
	r->len = (size_t)(f - r->name);
	if (f < end && (*f == '*' || *f == '?'))
		r->var = *f++;
	if (f < end && *f == ':') {
		r->type = ++f;
		while (f < end && is_namech(*f))
			f++;
		r->tlen = (size_t)(f - r->type);
	}
	return f;
}

const char *sy_next(const char *f, const char *end, SyItem *it)
{
	memset(it, 0, sizeof *it);
	while (f < end && *f == ' ')
		f++;
	if (f >= end)
		return end;
	const char *st = f;
	if (*f == '\'' ) {
		it->kind = SI_LIT;
		it->s = ++f;
		while (f < end && *f != '\'')
			f++;
		it->n = (size_t)(f - it->s);
		return f + 1;
	}
	if (*f == '{' || *f == '}') {
		it->kind = *f == '{' ? SI_OPT : SI_OPT_END;
		return f + 1;
	}
	if (*f == '%' || *f == '$' || *f == '@') {
		SyRef r;
		f = ref_at(f, end, &r);
		it->kind = r.sig == '%' ? SI_OPND : r.sig == '$' ? SI_RES : SI_ATTR;
		it->s = r.name;
		it->n = r.len;
		it->var = r.var;
		it->k = r.type;
		it->kn = r.tlen;
		return f;
	}
	if (*f == '~' || (*f >= 'a' && *f <= 'z')) {
		if (*f == '~')
			f++;
		it->s = f;
		while (f < end && (is_namech(*f) || *f == '-'))
			f++;
		it->n = (size_t)(f - it->s);
		if (*st == '~')
			it->kind = SI_HOOK;
		else if (it->n == 4 && !memcmp(it->s, "type", 4))
			it->kind = SI_TYPE;
		else if (it->n == 5 && !memcmp(it->s, "types", 5))
			it->kind = SI_TYPES;
		else if (it->n == 8 && !memcmp(it->s, "typelist", 8))
			it->kind = SI_TYPES, it->var = 'n';
		else if (it->n == 5 && !memcmp(it->s, "ftype", 5))
			it->kind = SI_FTYPE;
		else if (it->n == 12 && !memcmp(it->s, "attr-dict-kw", 12))
			it->kind = SI_ADICT_KW;
		else
			it->kind = SI_ADICT;
		if (f < end && *f == '(') {
			it->a = ++f;
			while (f < end && *f != ')')
				f++;
			it->an = (size_t)(f - it->a);
			f++;
		}
		return f;
	}
	it->kind = SI_LIT;
	it->s = f;
	it->n = (f + 1 < end && f[0] == '-' && f[1] == '>') ? 2 : 1;
	return f + it->n;
}

int sy_args(const char *a, size_t n, SyRef *out, int max)
{
	if (!a)
		return 0;
	const char *end = a + n;
	int k = 0;
	while (a < end && k < max) {
		while (a < end && (*a == ',' || *a == ' '))
			a++;
		if (a >= end)
			break;
		a = ref_at(a, end, &out[k++]);
	}
	return k;
}

int sy_scan_groups(const char *fmt, SyRef *out, int max)
{
	const char *f = fmt, *end = fmt + strlen(fmt);
	int n = 0;
	SyItem it;
	while (f < end && n < max) {
		f = sy_next(f, end, &it);
		if (it.kind == SI_END)
			break;
		if (it.kind == SI_OPND) {
			out[n] = (SyRef){ '%', it.s, it.n, it.var, it.k, it.kn };
			n++;
		} else if (it.kind == SI_TYPE || it.kind == SI_TYPES || it.kind == SI_FTYPE || it.kind == SI_HOOK) {
			SyRef r[8];
			int k = sy_args(it.a, it.an, r, 8);
			/* ~order(...) declares single groups, in operand order */
			int order = it.kind == SI_HOOK && it.n == 5 && !memcmp(it.s, "order", 5);
			for (int i = 0; i < k && n < max; i++) {
				if (r[i].sig == '@')
					continue;
				if (!r[i].var && it.kind != SI_TYPE && !order)
					r[i].var = '*';
				out[n++] = r[i];
			}
		}
	}
	return n;
}
