/* lower_llvm.c — the llvm dialect (not written yet). */
#include "backend.h"

#include <string.h>

const LowerEntry lower_llvm_ops[] = {
	{ NULL, NULL, NULL },
};

/* !llvm.* types (only ptr so far). */
LLVMTypeRef llvm_dialect_type(Lower *L, Type *t);
LLVMTypeRef llvm_dialect_type(Lower *L, Type *t)
{
	if (t->dialect && !strcmp(t->dialect->s, "llvm") && t->data && !strcmp(t->data->s, "ptr"))
		return L->t_ptr;
	return NULL;
}
