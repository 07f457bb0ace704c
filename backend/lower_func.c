/* lower_func.c — func and cf: functions with MLIR's expanded memref ABI,
 * calls, returns, the C-interface wrappers, and unstructured branches. */
#include "backend.h"

#include <stdlib.h>
#include <string.h>

static const char *sym_name(Lower *L, Op *op)
{
	Attr *a = op_attr(op, "sym_name");
	if (!a || a->kind != AT_STRING)
		lower_fail(L, op, "'%s' without a sym_name", op_name(op)->name->s);
	return a->str->s;
}

static Type *func_type(Lower *L, Op *op)
{
	Attr *a = op_attr(op, "function_type");
	if (!a || a->kind != AT_TYPE || attr_type(a)->kind != TY_FUNC)
		lower_fail(L, op, "'%s' without a function_type", op_name(op)->name->s);
	return attr_type(a);
}

static LLVMTypeRef fn_type_or_fail(Lower *L, Op *op, Type *fty)
{
	LLVMTypeRef ft = func_llvm_type(L, fty);
	if (!ft)
		lower_fail(L, op, "unsupported type in the signature of '%s'", op_name(op)->name->s);
	return ft;
}

/* ------------------------------------------------ _mlir_ciface_ wrappers */

/* The C interface of MLIR: memrefs by pointer to their descriptor, a
 * struct result (memref or several results) through an extra first
 * pointer parameter. */
static int result_by_pointer(Type *fty)
{
	return fty->m > 1 || (fty->m == 1 && ty_func_outs(fty)[0]->kind == TY_MEMREF);
}

static LLVMTypeRef ciface_type(Lower *L, Type *fty, LLVMTypeRef ft)
{
	unsigned np = fty->n + 1, k = 0;
	LLVMTypeRef *ps = lower_tmp(L, sizeof *ps * np);
	int rp = result_by_pointer(fty);
	if (rp)
		ps[k++] = L->t_ptr;
	for (uint32_t i = 0; i < fty->n; i++) {
		Type *t = fty->types[i];
		ps[k++] = t->kind == TY_MEMREF || t->kind == TY_UMEMREF ? L->t_ptr : abi_type(L, t);
	}
	LLVMTypeRef r = LLVMFunctionType(rp ? L->t_void : LLVMGetReturnType(ft), ps, k, 0);
	return r;
}

static void emit_ciface(Lower *L, const char *name, Type *fty, LLVMValueRef fn, LLVMTypeRef ft)
{
	size_t nl = strlen(name);
	char *wname = lower_tmp(L, nl + 16);
	memcpy(wname, "_mlir_ciface_", 13);
	memcpy(wname + 13, name, nl + 1);
	LLVMTypeRef wt = ciface_type(L, fty, ft);
	LLVMValueRef w = LLVMAddFunction(L->mod, wname, wt);
	LLVMValueRef saved = L->fn;
	L->fn = w;
	LLVMPositionBuilderAtEnd(L->b, new_bb(L, ""));
	unsigned nargs = LLVMCountParamTypes(ft), k = 0, p = 0;
	LLVMValueRef *args = lower_tmp(L, sizeof *args * (nargs + 1));
	int rp = result_by_pointer(fty);
	if (rp)
		p = 1;
	for (uint32_t i = 0; i < fty->n; i++, p++) {
		Type *t = fty->types[i];
		LLVMValueRef v = LLVMGetParam(w, p);
		if (t->kind != TY_MEMREF && t->kind != TY_UMEMREF) {
			args[k++] = v;
			continue;
		}
		LLVMValueRef d = LLVMBuildLoad2(L->b, desc_type(L, t), v, "");
		unsigned n = expanded_count(t);
		for (unsigned j = 0; j < n; j++) {
			if (t->kind == TY_MEMREF && j >= 3) {
				unsigned f = j < 3 + t->n ? 3 : 4, idx = j < 3 + t->n ? j - 3 : j - 3 - t->n;
				args[k++] = LLVMBuildExtractValue(L->b, LLVMBuildExtractValue(L->b, d, f, ""), idx, "");
			} else {
				args[k++] = LLVMBuildExtractValue(L->b, d, j, "");
			}
		}
	}
	LLVMValueRef r = LLVMBuildCall2(L->b, ft, fn, args, k, "");
	if (rp) {
		LLVMBuildStore(L->b, r, LLVMGetParam(w, 0));
		LLVMBuildRetVoid(L->b);
	} else if (fty->m) {
		LLVMBuildRet(L->b, r);
	} else {
		LLVMBuildRetVoid(L->b);
	}
	L->fn = saved;
}

/* ------------------------------------------------------------ func.func */

static void decl_func(Lower *L, Op *op)
{
	const char *name = sym_name(L, op);
	Type *fty = func_type(L, op);
	LLVMTypeRef ft = fn_type_or_fail(L, op, fty);
	if (LLVMGetNamedFunction(L->mod, name))
		lower_fail(L, op, "redefinition of symbol '%s'", name);
	LLVMAddFunction(L->mod, name, ft);
}

static void lower_func(Lower *L, Op *op)
{
	const char *name = sym_name(L, op);
	Type *fty = func_type(L, op);
	/* a nested one may share a module-level function's name */
	LLVMValueRef fn = LLVMGetNamedFunction(L->mod, name);
	if (!fn || !at_module_level(op))
		lower_fail(L, op, "'func.func' @%s is not at module level", name);
	LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
	Region *body = op->nregions ? &op_regions(op)[0] : NULL;
	if (body && body->first) {
		L->fn = fn;
		if (L->opts && L->opts->vscale) {
			unsigned k = LLVMGetEnumAttributeKindForName("vscale_range", 12);
			uint64_t v = L->opts->vscale;
			LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
			                        LLVMCreateEnumAttribute(L->lc, k, v << 32 | v));
		}
		LLVMPositionBuilderAtEnd(L->b, new_bb(L, ""));
		if (lane_mode(L))
			lane_func_begin(L, op);
		Block *entry = region_first(body);
		unsigned n = entry->nargs, p = 0;
		if (n != fty->n)
			lower_fail(L, op, "entry block of '%s' has %u arguments, its type %u", name, n, fty->n);
		LLVMValueRef *params = lower_tmp(L, sizeof *params * (LLVMCountParams(fn) + 1));
		LLVMValueRef *args = lower_tmp(L, sizeof *args * (n + 1));
		if (!params || !args)
			abort();
		LLVMGetParams(fn, params);
		for (unsigned i = 0; i < n; i++)
			p += pack_param(L, fty->types[i], params + p, &args[i]);
		lower_region(L, body, args, n);
		lane_func_end(L);
		L->fn = NULL;
	}
	if (op_attr(op, "llvm.emit_c_interface"))
		emit_ciface(L, name, fty, fn, ft);
}

static void lower_return(Lower *L, Op *op)
{
	lane_func_return(L);
	if (op->nopnds == 0) {
		LLVMBuildRetVoid(L->b);
		return;
	}
	if (op->nopnds == 1) {
		LLVMBuildRet(L->b, vec_to_abi(L, opnd(L, op, 0), value_type(op_operand(op, 0))));
		return;
	}
	LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(L->fn));
	LLVMValueRef agg = LLVMGetPoison(rt);
	for (unsigned i = 0; i < op->nopnds; i++)
		agg = LLVMBuildInsertValue(L->b, agg, vec_to_abi(L, opnd(L, op, i), value_type(op_operand(op, i))), i, "");
	LLVMBuildRet(L->b, agg);
}

/* Call `callee` (of MLIR type built from the operands and results) with
 * operands [first, nopnds) and map the results. */
static void emit_call(Lower *L, Op *op, LLVMValueRef callee, unsigned first)
{
	unsigned n = op->nopnds - first, np = 0;
	Value **vals = lower_tmp(L, sizeof *vals * (n + 1));
	Type **ins = lower_tmp(L, sizeof *ins * (n + 1));
	Type **outs = lower_tmp(L, sizeof *outs * (op->nres + 1));
	if (!vals || !ins || !outs)
		abort();
	for (unsigned i = 0; i < n; i++) {
		vals[i] = op_operand(op, first + i);
		ins[i] = value_type(vals[i]);
		np += expanded_count(ins[i]);
	}
	for (unsigned i = 0; i < op->nres; i++)
		outs[i] = value_type(&op_res(op)[i]);
	Type *fty = ty_func(L->c, ins, n, outs, op->nres);
	LLVMTypeRef ft = fn_type_or_fail(L, op, fty);
	LLVMValueRef *args = lower_tmp(L, sizeof *args * (np + 1));
	if (!args)
		abort();
	unsigned k = expand_args(L, vals, n, args);
	LLVMValueRef r = LLVMBuildCall2(L->b, ft, callee, args, k, "");
	if (op->nres == 1)
		set_lv(L, &op_res(op)[0], vec_from_abi(L, r, outs[0]));
	else
		for (unsigned i = 0; i < op->nres; i++)
			set_lv(L, &op_res(op)[i], vec_from_abi(L, LLVMBuildExtractValue(L->b, r, i, ""), outs[i]));
}

static LLVMValueRef symbol_fn(Lower *L, Op *op, const char *attr)
{
	Attr *a = op_attr(op, attr);
	if (!a || a->kind != AT_SYMREF || a->n != 1)
		lower_fail(L, op, "'%s' needs a flat symbol reference '%s'", op_name(op)->name->s, attr);
	LLVMValueRef fn = LLVMGetNamedFunction(L->mod, attr_name(a, 0)->s);
	if (!fn)
		lower_fail(L, op, "reference to an undefined function '@%s'", attr_name(a, 0)->s);
	return fn;
}

static void lower_call(Lower *L, Op *op)
{
	emit_call(L, op, symbol_fn(L, op, "callee"), 0);
}

static void lower_call_indirect(Lower *L, Op *op)
{
	emit_call(L, op, opnd(L, op, 0), 1);
}

static void lower_constant(Lower *L, Op *op)
{
	set_lv(L, &op_res(op)[0], symbol_fn(L, op, "value"));
}

const LowerEntry lower_func_ops[] = {
	{ "func.func", lower_func, decl_func },
	{ "func.return", lower_return, NULL },
	{ "func.call", lower_call, NULL },
	{ "func.call_indirect", lower_call_indirect, NULL },
	{ "func.constant", lower_constant, NULL },
	{ NULL, NULL, NULL },
};

/* ------------------------------------------------------------ cf */

/* Branches of cf and of the llvm dialect share these handlers. */

static void branch_group(Lower *L, Op *op, unsigned succ, unsigned first, unsigned n)
{
	LLVMValueRef *vals = lower_tmp(L, sizeof *vals * (n + 1));
	opnds_lv(L, op, first, n, vals);
	Block *b = succ_block(&op_succs(op)[succ]);
	if (n != b->nargs)
		lower_fail(L, op, "branch passes %u values to a block of %u arguments", n, b->nargs);
	branch_to(L, b, vals, n);
}

void lower_branch(Lower *L, Op *op)
{
	if (op->nsuccs != 1)
		lower_fail(L, op, "'%s' needs one successor", op_name(op)->name->s);
	branch_group(L, op, 0, 0, op->nopnds);
}

/* A conditional edge: straight to the successor, its PHIs fed from this
 * block (as mlir-translate does); through an edge block only when another
 * edge of the op reaches the same block, which one PHI could not tell
 * apart (MLIR's ensureDistinctSuccessors). */
static LLVMBasicBlockRef edge(Lower *L, Op *op, unsigned succ, unsigned first, unsigned n)
{
	Block *b = succ_block(&op_succs(op)[succ]);
	int shared = 0;
	for (unsigned j = 0; j < op->nsuccs; j++)
		shared |= j != succ && succ_block(&op_succs(op)[j]) == b;
	if (!shared || (!b->nargs && !n)) {
		if (n != b->nargs)
			lower_fail(L, op, "branch passes %u values to a block of %u arguments", n, b->nargs);
		LLVMValueRef *vals = lower_tmp(L, sizeof *vals * (2 * n + 1)), *phis = vals + n;
		LLVMBasicBlockRef bb = lower_succ(L, b);
		opnds_lv(L, op, first, n, vals);
		for (unsigned i = 0; i < n; i++)
			phis[i] = block_arg_phi(L, block_arg(b, i));
		add_incoming(L, phis, vals, n);
		return bb;
	}
	LLVMBasicBlockRef cur = LLVMGetInsertBlock(L->b), e = new_bb(L, "");
	LLVMPositionBuilderAtEnd(L->b, e);
	branch_group(L, op, succ, first, n);
	LLVMPositionBuilderAtEnd(L->b, cur);
	return e;
}

void lower_cond_branch(Lower *L, Op *op)
{
	unsigned f1, f2;
	unsigned n1 = op_segment(L, op, 1, &f1), n2 = op_segment(L, op, 2, &f2);
	if (op->nsuccs != 2)
		lower_fail(L, op, "'%s' needs two successors", op_name(op)->name->s);
	LLVMValueRef c = opnd(L, op, 0);
	LLVMBasicBlockRef t = edge(L, op, 0, f1, n1), f = edge(L, op, 1, f2, n2);
	LLVMBuildCondBr(L->b, c, t, f);
}

void lower_switch_branch(Lower *L, Op *op)
{
	unsigned fd, fc;
	unsigned nd = op_segment(L, op, 1, &fd);
	op_segment(L, op, 2, &fc);
	Attr *cv = op_attr(op, "case_values"), *segs = op_attr(op, "case_operand_segments");
	unsigned ncases = op->nsuccs ? op->nsuccs - 1 : 0;
	if (!op->nsuccs || (ncases && (!cv || cv->kind != AT_DENSE || !segs || segs->kind != AT_DENSE_ARRAY ||
	                               segs->ival != (int64_t)ncases)))
		lower_fail(L, op, "malformed '%s'", op_name(op)->name->s);
	LLVMValueRef flag = opnd(L, op, 0);
	LLVMBasicBlockRef def = edge(L, op, 0, fd, nd);
	LLVMBasicBlockRef *dests = lower_tmp(L, sizeof *dests * (ncases + 1));
	for (unsigned i = 0, at = fc; i < ncases; i++) {
		int32_t n;
		memcpy(&n, segs->bytes + 4 * i, 4);
		dests[i] = edge(L, op, i + 1, at, (unsigned)n);
		at += (unsigned)n;
	}
	LLVMValueRef sw = LLVMBuildSwitch(L->b, flag, def, ncases);
	Type *et = value_type(op_operand(op, 0));
	size_t eb = dense_elem_bytes(et);
	for (unsigned i = 0; i < ncases; i++) {
		uint64_t w[2] = { 0, 0 };
		memcpy(w, cv->bytes + (cv->splat ? 0 : i * eb), eb < 16 ? eb : 16);
		LLVMAddCase(sw, LLVMConstIntOfArbitraryPrecision(LLVMTypeOf(flag), (ty_bitwidth(et) + 63) / 64, w), dests[i]);
	}
}

/* cf.assert: on failure print the message and abort, as MLIR's lowering
 * does (puts + abort). */
static void lower_assert(Lower *L, Op *op)
{
	Attr *msg = op_attr(op, "msg");
	LLVMBasicBlockRef ok = new_bb(L, ""), bad = new_bb(L, "");
	LLVMBuildCondBr(L->b, opnd(L, op, 0), ok, bad);
	LLVMPositionBuilderAtEnd(L->b, bad);
	const char *s = msg && msg->kind == AT_STRING ? msg->str->s : "";
	LLVMValueRef str = LLVMBuildGlobalStringPtr(L->b, s, "assert_msg");
	call_extern(L, "puts", L->t_i32, &str, 1);
	call_extern(L, "abort", L->t_void, NULL, 0);
	LLVMBuildUnreachable(L->b);
	LLVMPositionBuilderAtEnd(L->b, ok);
}

const LowerEntry lower_cf_ops[] = {
	{ "cf.br", lower_branch, NULL },
	{ "cf.cond_br", lower_cond_branch, NULL },
	{ "cf.switch", lower_switch_branch, NULL },
	{ "cf.assert", lower_assert, NULL },
	{ NULL, NULL, NULL },
};
