# tsrewrite — top-level GNU Makefile.
#   make            build ./tsrewrite and libtsrewrite.a (installs missing Debian packages first)
#   make PGO=0      the same without the binary's profile-guided compile (quicker while editing)
#   make test       build and run every test
#   make run        build and process a kernel from corpus/
#   make deps       install missing Debian packages
#   make static    tsrewrite-static: one static file for minimal containers
#   make install   PREFIX=/usr/local DESTDIR=...: binary, libraries, header, pkg-config, man page
#   make check-upstream, make check-spike, make bench, make size, make fuzz, make asan, make hot-text

CC      ?= cc
RE2C    ?= re2c
CFLAGS  ?= -O3 -g
WFLAGS  := -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L
LLVM_CONFIG ?= llvm-config-19
LLVM_CFLAGS = $(shell $(LLVM_CONFIG) --cflags 2>/dev/null | sed 's/-D_GNU_SOURCE//')
# LLVM is linked statically (only the components below: start-up of a small
# kernel compile is dominated by relocating the whole shared libLLVM
# otherwise); shared when the static archives' system libraries are missing.
# The components are exactly what the code calls: the host's code generator
# and assembly parser (JIT, host objects, inline asm), RISC-V's (PyTorchSim's
# objects), ORC, the IR reader (run --ll), the optimiser (-O1..3); no
# disassemblers, no MCA, no other targets.
LLVM_NATIVE := $(patsubst x86_64,x86,$(patsubst riscv64,riscv,$(patsubst arm64,aarch64,$(shell uname -m))))
LLVM_COMPONENTS := core analysis bitwriter irreader passes orcjit \
	$(addprefix $(LLVM_NATIVE),codegen asmparser desc info) riscvcodegen riscvasmparser riscvdesc riscvinfo
LLVM_STATIC = $(wildcard /usr/lib/llvm-19/lib/libLLVMCore.a /usr/lib/*/libzstd.so)
# --system-libs also names libz3 and libxml2, which only LLVM parts we do
# not link use (the static analyser's SMT solver, Windows manifests).
LLVM_SYSLIBS = $(filter-out %libz3.so -lxml2,$(shell $(LLVM_CONFIG) --link-static --system-libs 2>/dev/null))
LLVM_ARCHIVES = $(shell $(LLVM_CONFIG) --link-static --ldflags --libs $(LLVM_COMPONENTS) 2>/dev/null)
LLVM_LIBS   = $(if $(word 2,$(LLVM_STATIC)),$(LLVM_ARCHIVES) $(LLVM_SYSLIBS) -lstdc++,$(shell $(LLVM_CONFIG) --ldflags 2>/dev/null) $(shell $(LLVM_CONFIG) --link-shared --libs 2>/dev/null || echo -lLLVM-19))
CPPFLAGS += -Iinclude -Iir -Ilexer -Iparser -Irewrite -Ibackend -Irun -Iruntime -I$(B)/gen
FFI_CFLAGS = $(shell pkg-config --cflags libffi 2>/dev/null)
FFI_LIBS   = $(shell pkg-config --libs libffi 2>/dev/null || echo -lffi)
B       ?= build
# Where the binary and the library go (the asan build puts them under its $(B)).
BIN     ?= tsrewrite
LIB     ?= libtsrewrite.a
# Every object of the library, every symbol visible: what the binary, the
# tests and the tools link.  $(LIB), the installed archive, is the same
# objects with only the public API global (see "Libraries" below).
ILIB    := $(B)/libts_internal.a
# Every object gets its own sections per function and datum, so links with
# --gc-sections keep only what is reached, and hidden visibility, so that
# only the TS_API declarations of include/tsrewrite.h leave the libraries.
SECT_FLAGS := -ffunction-sections -fdata-sections -fvisibility=hidden
DEPS_STAMP := build/.deps-ok

# The systolic array's binary32 arithmetic must not be contracted to FMA
# (shared/spec/vcix.md §4.7): a flag per file, so CFLAGS from the command
# line (make asan) cannot drop it.
FP_EXACT := runtime/vcix_host.c

LIB_SRCS := $(sort $(wildcard ir/*.c lexer/*.c parser/*.c rewrite/*.c backend/*.c run/*.c runtime/*.c))
RE_SRCS  := $(wildcard lexer/*.re)
GEN_SRCS := $(RE_SRCS:lexer/%.re=$(B)/gen/%.c)
LIB_OBJS := $(LIB_SRCS:%.c=$(B)/%.o) $(GEN_SRCS:$(B)/gen/%.c=$(B)/gen/%.o)
CLI_OBJS := $(B)/cli/main.o $(B)/cli/each.o
# The binary's own objects when it is built with profile counts (PGO=1:
# gcc's default), see "The binary: profile-guided" below.
CC_IS_GCC := $(shell $(CC) -v 2>&1 | grep -q '^gcc version' && echo 1)
PGO     ?= $(if $(CC_IS_GCC),1,0)
PGO_GEN := $(B)/pgo/gen
GEN_OBJS := $(patsubst $(B)/%,$(PGO_GEN)/%,$(LIB_OBJS) $(CLI_OBJS))
OPT_LIB_OBJS := $(patsubst $(B)/%,$(B)/opt/%,$(LIB_OBJS))
OPT_CLI := $(patsubst $(B)/%,$(B)/opt/%,$(CLI_OBJS))
OPT_ILIB := $(B)/opt/libts_internal.a
GCC_AR  := $(or $(shell command -v $(CC)-ar 2>/dev/null),gcc-ar)

UNIT_SRCS := $(wildcard tests/unit/*.c)
CHECK_LIBS = $(shell pkg-config --libs check 2>/dev/null || echo -lcheck -lsubunit -lm -lrt -lpthread)

.PHONY: hot-text all deps test unit golden check-stream check-stats check-arena check-drop check-textend check-spelling check-split check-corpus check-upstream bench run clean asan fuzz fuzz-pipeline
.SUFFIXES:

all: $(BIN) $(LIB)

# The dpkg check is cheap; it runs whenever the stamp is missing or older than the script.
$(DEPS_STAMP): tools/deps.sh
	@bash tools/deps.sh
	@mkdir -p build && touch $@

deps:
	@bash tools/deps.sh --test

$(B)/gen/%.c: lexer/%.re | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	$(RE2C) -W -Werror --no-generation-date --computed-gotos -o $@ $<

OBJ_FLAGS = $(SECT_FLAGS) $(CPPFLAGS) $(if $(filter backend/% cli/% run/%,$<),$(LLVM_CFLAGS) $(FFI_CFLAGS)) $(if $(filter $(FP_EXACT),$<),-ffp-contract=off) -MMD -MP
$(B)/%.o: %.c | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(OBJ_FLAGS) -c -o $@ $<

$(B)/gen/%.o: $(B)/gen/%.c
	$(CC) $(WFLAGS) $(CFLAGS) $(OBJ_FLAGS) -Ilexer -c -o $@ $<

# Everything that includes the generated lexer must wait for it.
$(LIB_OBJS) $(CLI_OBJS): $(GEN_SRCS)

$(ILIB): $(LIB_OBJS)
	rm -f $@ && ar rcs $@ $^

# The C++ runtime, zlib, zstd, libffi and libgcc go into the binary too when
# their archives are installed: every shared library costs each run its
# mapping, relocations and symbol look-ups (LLVM's vtables alone carry ~4,000
# relocations into libstdc++) -- a quarter of a small kernel's CPU time.
ARCHIVE_OF = $(if $(filter /%,$(shell $(CC) -print-file-name=lib$(1).a 2>/dev/null)),-l:lib$(1).a,-l$(1))
BIN_LIBS = $(foreach l,$(LLVM_LIBS) $(FFI_LIBS),$(if $(filter -lstdc++ -lz -lzstd -lffi,$(l)),$(call ARCHIVE_OF,$(l:-l%=%)),$(l)))
# A position-dependent executable: a PIE of this size spends a small
# kernel's start-up applying 170k relocations to LLVM's tables (and keeps
# the pages it wrote).
# LLVM's static constructors wait until the backend first needs them
# (backend/lazy_ctors.ld); only with LLVM's archives.  Our own constants
# stay together, apart from LLVM's (cli/layout.ld).  The functions a small
# kernel's compile runs come first in the text, side by side (cli/hot.ld,
# written by `make hot-text`).
comma   := ,
LAZY_LD = $(if $(word 2,$(LLVM_STATIC)),-Wl$(comma)-T$(comma)backend/lazy_ctors.ld)
BIN_LINK = $(CC) $(CFLAGS) -no-pie -static-libgcc -Wl,--gc-sections $(LAZY_LD) -Wl,-T,cli/layout.ld -Wl,-T,cli/hot.ld
ifeq ($(PGO),1)
$(BIN): $(OPT_CLI) $(OPT_ILIB) backend/lazy_ctors.ld cli/layout.ld cli/hot.ld
	$(BIN_LINK) -flto=auto -flto-partition=one -ffunction-sections -fno-reorder-functions -o $@ $(OPT_CLI) $(OPT_ILIB) $(BIN_LIBS) -lm
else
$(BIN): $(CLI_OBJS) $(ILIB) backend/lazy_ctors.ld cli/layout.ld cli/hot.ld
	$(BIN_LINK) -o $@ $(CLI_OBJS) $(ILIB) $(BIN_LIBS) -lm
endif

# ------------------------------------------- the binary: profile-guided
# With gcc (PGO=1, its default; PGO=0 or another compiler: the plain
# objects above), ./tsrewrite is linked, with link-time optimisation, from
# objects of its own ($(B)/opt/) compiled with the branch and call counts
# of a training run: the sources are first compiled instrumented
# ($(B)/pgo/gen/, -fprofile-generate, the usual warnings as errors), that
# binary compiles the repository's own kernels (tools/pgo_train.sh; none of
# the bench's large modules), and the counts it leaves beside its objects
# guide the second compile (docs/design.md, "The profile-guided build").  Any change to a source retrains and recompiles
# them all: PGO=0 while editing.  The libraries, the static binary and the
# tests use the plain objects.  The second compile is quiet (-w): gcc 12
# warns "Missing counts for called function", without an option to turn it
# off, about dozens of functions; the same sources have just passed the
# first compile's -Werror.
# The link keeps each function in a section named after it, in one
# partition, so cli/hot.ld still finds them: with counts, gcc would name
# the hot ones .text.hot.NAME, and statics shared between partitions get
# new names.  The systolic array's file stays out of link-time
# optimisation: inlined elsewhere, its binary32 arithmetic could be
# contracted after all.
PGO_GEN_FLAGS = -fprofile-generate -fprofile-update=atomic
PGO_USE_FLAGS = -fprofile-use -fprofile-partial-training -fno-reorder-functions -w $(if $(filter $(FP_EXACT),$<),,-flto=auto)

$(PGO_GEN)/%.o: %.c | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(PGO_GEN_FLAGS) $(OBJ_FLAGS) -c -o $@ $<
$(PGO_GEN)/gen/%.o: $(B)/gen/%.c
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(PGO_GEN_FLAGS) $(OBJ_FLAGS) -Ilexer -c -o $@ $<
# (the link scripts change where code goes, not what it counts: not prerequisites)
$(PGO_GEN)/tsrewrite: $(GEN_OBJS)
	$(BIN_LINK) $(PGO_GEN_FLAGS) -o $@ $(GEN_OBJS) $(BIN_LIBS) -lm
# Each object's counts land beside it (NAME.gcda), and the second compile
# reads them beside its own object.
$(B)/pgo/trained: $(PGO_GEN)/tsrewrite tools/pgo_train.sh
	find $(PGO_GEN) $(B)/opt -name '*.gcda' -delete 2>/dev/null || true
	bash tools/pgo_train.sh $(PGO_GEN)/tsrewrite $(B)/pgo/work
	cd $(PGO_GEN) && find . -name '*.gcda' | while read -r f; do \
		mkdir -p "$(abspath $(B))/opt/$${f%/*}" && cp "$$f" "$(abspath $(B))/opt/$$f"; done
	rm -rf $(B)/pgo/work
	touch $@
$(B)/opt/%.o: %.c $(B)/pgo/trained | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(PGO_USE_FLAGS) $(OBJ_FLAGS) -c -o $@ $<
$(B)/opt/gen/%.o: $(B)/gen/%.c $(B)/pgo/trained
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(PGO_USE_FLAGS) $(OBJ_FLAGS) -Ilexer -c -o $@ $<
$(GEN_OBJS) $(OPT_LIB_OBJS) $(OPT_CLI): $(GEN_SRCS)
$(OPT_ILIB): $(OPT_LIB_OBJS)
	rm -f $@ && $(GCC_AR) rcs $@ $^

# Rewrite cli/hot.ld from what the current binary runs (needs valgrind).
hot-text: $(BIN)
	bash tools/hot_text.sh ./$(BIN) >$(B)/hot.ld.new && mv $(B)/hot.ld.new cli/hot.ld

# ------------------------------------------------------------ libraries
# libtsrewrite.a: the objects partially linked into one (ld -r), every
# hidden symbol made local, so the archive's only global symbols are the
# public API; a program linking it cannot clash with our internal names.
# libtsrewrite.so: PIC variants of the objects (a PIE object cannot go into
# a shared library) with LLVM linked in and hidden (--exclude-libs), a
# version script as a second fence, soname libtsrewrite.so.$(SOMAJOR): a
# process that loads it (Python with llvmlite, say) may hold another LLVM.
VERSION  := $(shell sed -n 's/^\#define TSREWRITE_VERSION "\(.*\)"/\1/p' include/tsrewrite.h)
SOMAJOR  := 0
SO       ?= libtsrewrite.so
PIC_OBJS := $(LIB_OBJS:$(B)/%=$(B)/pic/%)

$(LIB): $(LIB_OBJS)
	@mkdir -p $(B)/dist
	ld -r -o $(B)/dist/tsrewrite.o $^
	objcopy --localize-hidden $(B)/dist/tsrewrite.o
	rm -f $@ && ar rcs $@ $(B)/dist/tsrewrite.o

$(B)/pic/%.o: %.c | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(SECT_FLAGS) -fPIC $(CPPFLAGS) $(if $(filter backend/% run/%,$<),$(LLVM_CFLAGS) $(FFI_CFLAGS)) $(if $(filter $(FP_EXACT),$<),-ffp-contract=off) -MMD -MP -c -o $@ $<
$(B)/pic/gen/%.o: $(B)/gen/%.c
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(SECT_FLAGS) -fPIC $(CPPFLAGS) -Ilexer -MMD -MP -c -o $@ $<
$(PIC_OBJS): $(GEN_SRCS)

$(B)/dist/tsrewrite.map: | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	printf '{\n  global: ts_*;\n  local: *;\n};\n' >$@
$(SO): $(PIC_OBJS) $(B)/dist/tsrewrite.map
	$(CC) $(CFLAGS) -shared -Wl,-soname,libtsrewrite.so.$(SOMAJOR) -Wl,--version-script=$(B)/dist/tsrewrite.map \
		-Wl,--exclude-libs,ALL -Wl,--gc-sections -Wl,-z,defs -o $@ $(PIC_OBJS) $(LLVM_LIBS) $(FFI_LIBS) -lm

.PHONY: shared
shared: $(SO)

# tsrewrite.pc: the shared library by default; `pkg-config --static` adds
# what libtsrewrite.a needs (LLVM's archives, libffi, the C++ runtime).
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
LIBDIR  ?= $(PREFIX)/lib
INCDIR  ?= $(PREFIX)/include
MANDIR  ?= $(PREFIX)/share/man
$(B)/dist/tsrewrite.pc: Makefile include/tsrewrite.h | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	{ echo 'prefix=$(PREFIX)'; echo 'libdir=$(patsubst $(PREFIX)%,$${prefix}%,$(LIBDIR))'; \
	  echo 'includedir=$(patsubst $(PREFIX)%,$${prefix}%,$(INCDIR))'; echo; \
	  echo 'Name: tsrewrite'; \
	  echo 'Description: PyTorchSim kernels in MLIR text to LLVM IR and riscv64 objects, without MLIR'; \
	  echo 'Version: $(VERSION)'; \
	  echo 'Cflags: -I$${includedir}'; \
	  echo 'Libs: -L$${libdir} -ltsrewrite'; \
	  echo 'Libs.private: $(strip $(LLVM_LIBS) $(FFI_LIBS) -lm -lpthread)'; } >$@

# make install PREFIX=/usr/local DESTDIR=...: the binary, both libraries,
# the header, the pkg-config file and the man page; make uninstall removes
# exactly these.
INSTALLED := $(BINDIR)/tsrewrite $(LIBDIR)/libtsrewrite.a $(LIBDIR)/libtsrewrite.so.$(VERSION) \
	$(LIBDIR)/libtsrewrite.so.$(SOMAJOR) $(LIBDIR)/libtsrewrite.so $(INCDIR)/tsrewrite.h \
	$(LIBDIR)/pkgconfig/tsrewrite.pc $(MANDIR)/man1/tsrewrite.1
.PHONY: install uninstall
install: $(BIN) $(LIB) $(SO) $(B)/dist/tsrewrite.pc
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(INCDIR) $(DESTDIR)$(MANDIR)/man1
	install -m 755 $(BIN) $(DESTDIR)$(BINDIR)/tsrewrite
	install -m 644 $(LIB) $(DESTDIR)$(LIBDIR)/libtsrewrite.a
	install -m 755 $(SO) $(DESTDIR)$(LIBDIR)/libtsrewrite.so.$(VERSION)
	ln -sf libtsrewrite.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libtsrewrite.so.$(SOMAJOR)
	ln -sf libtsrewrite.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libtsrewrite.so
	install -m 644 include/tsrewrite.h $(DESTDIR)$(INCDIR)/tsrewrite.h
	install -m 644 $(B)/dist/tsrewrite.pc $(DESTDIR)$(LIBDIR)/pkgconfig/tsrewrite.pc
	install -m 644 docs/tsrewrite.1 $(DESTDIR)$(MANDIR)/man1/tsrewrite.1
uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))

# ------------------------------------------------------------ static binary
# tsrewrite-static: the same objects as ./tsrewrite, linked once, fully
# static and stripped, for minimal containers (README, "Containers").  lld
# (lld-19) with --gc-sections and identical code folding: --icf=all, since
# Debian's LLVM archives lose the address-significance tables --icf=safe
# needs (objcopy'd), which makes safe folding fold nothing (2.6 MB more);
# check-static compares every output with the unfolded dynamic build.  GNU
# ld, without folding, if lld is missing.  The link map feeds `make size`.
STATIC_BIN ?= tsrewrite-static
LLD19    := /usr/lib/llvm-19/bin/ld.lld
STATIC_LD = $(if $(wildcard $(LLD19)),-B$(dir $(LLD19)) -fuse-ld=lld -Wl$(comma)--icf=all)
# The objects themselves rather than the archive: the map then names each
# object's folder (three files are called types.o).
$(STATIC_BIN): $(CLI_OBJS) $(LIB_OBJS) backend/lazy_ctors.ld cli/layout.ld cli/hot.ld | $(DEPS_STAMP)
	@bash tools/deps.sh lld-19
	@mkdir -p $(B)/static
	$(CC) $(CFLAGS) -static $(STATIC_LD) -Wl,--gc-sections -Wl,-T,backend/lazy_ctors.ld -Wl,-T,cli/layout.ld -Wl,-T,cli/hot.ld -s -Wl,-Map=$(B)/static/link.map -o $@ \
		$(CLI_OBJS) $(LIB_OBJS) $(LLVM_ARCHIVES) -lstdc++ $(FFI_LIBS) $(filter-out -ldl,$(LLVM_SYSLIBS)) -lm -lpthread
.PHONY: static size check-static check-install
static: $(STATIC_BIN)

# Where the static binary's bytes go (by LLVM component, by our layers),
# beside what the MLIR tool chain it replaces takes on disk.
size: $(STATIC_BIN)
	$(PYTHON) tools/size.py $(STATIC_BIN) $(B)/static/link.map

# The static binary in an empty root (tests/static.sh, as root: chroot):
# the same .ll, riscv64 object and run outputs as the dynamic build.
check-static: $(BIN) $(STATIC_BIN) $(B)/runtest/bin/mkargs
	RUN_TOOLS=$(B)/runtest/bin bash tests/static.sh ./$(BIN) ./$(STATIC_BIN)

# Install into a scratch DESTDIR, build examples/embed.c against the
# installed files (pkg-config; shared and static), run it and the Python
# wrapper; exported symbols; several contexts on several threads.
check-install: $(BIN) $(LIB) $(SO) $(B)/dist/tsrewrite.pc
	B=$(B) MAKE="$(MAKE)" bash tests/install.sh

$(B)/unit_tests: $(UNIT_SRCS) $(ILIB)
	@mkdir -p $(B)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) $(shell pkg-config --cflags check 2>/dev/null) $(LLVM_CFLAGS) -o $@ $(UNIT_SRCS) $(ILIB) $(LLVM_LIBS) $(FFI_LIBS) $(CHECK_LIBS) -lm

run: $(BIN)
	./$(BIN) corpus/gemm_tile.mlir

unit: $(B)/unit_tests
	$(B)/unit_tests

golden: $(BIN)
	bash tests/golden.sh ./$(BIN)

# The streamed .ll: file and in-memory printing agree, and hold the whole module.
check-stream: $(BIN)
	bash tests/stream.sh ./$(BIN)

check-corpus: $(BIN)
	bash tests/corpus.sh ./$(BIN)

# dma-fine-grained and lower-to-vcix against PyTorchSim's real chain: the
# 256^3 GEMM from the code generator's input must print as the fixture
# (tests/chain/run.sh), and its riscv64 object hold the VCIX and DMA words.
.PHONY: check-chain
check-chain: $(BIN)
	bash tests/chain/run.sh ./$(BIN)

# Output files (ir/outfile.c): -o and run --out onto devices, FIFOs,
# symbolic links, kept modes and owners; failures leave targets untouched.
.PHONY: check-output
check-output: $(BIN)
	bash tests/outfile.sh ./$(BIN)
check-stats: $(BIN)
	bash tests/stats.sh ./$(BIN)
check-arena: $(BIN)
	bash tests/arena.sh ./$(BIN)
# The mapped input leaves the resident set behind the parser; what the
# parser still points at back there reads back from the file.
check-drop: $(BIN)
	bash tests/dropsrc.sh ./$(BIN)
# Where the text ends: lexed without a bound test when zeros follow it
# (a mapped file's last page, standard input), with one otherwise.
check-textend: $(BIN)
	bash tests/textend.sh ./$(BIN)
# The usual spelling of a generic op read from the bytes (parser/parse.c):
# the same output and diagnostics as a token at a time, and as mlir-opt-19.
check-spelling: $(BIN)
	bash tests/spelling.sh ./$(BIN)
# A module parsed on two threads: the one-thread output and diagnostics.
check-split: $(BIN)
	bash tests/split.sh ./$(BIN)

# Differential execution (tests/diff/): MLIR 19's lowering vs tsrewrite's, run
# through a generated C driver.  check-diff: corpus/kernels (DIFF_FILTER=glob);
# check-random: SEEDS random kernels from seed SEED0 (tests/diff/randgen.c).
.PHONY: check-diff check-random check-llc
DIFF_BIN := $(B)/diff/bin
DIFF_ENV = TSREWRITE=./$(BIN) DIFF_WORK=$(B)/diff DIFF_TOOLS=$(DIFF_BIN)
$(DIFF_BIN)/mkdriver: tests/diff/mkdriver.c $(ILIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -o $@ $< $(ILIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
$(DIFF_BIN)/%: tests/diff/%.c
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) -o $@ $<
check-diff: $(BIN) $(DIFF_BIN)/mkdriver $(DIFF_BIN)/cmpout
	$(DIFF_ENV) bash tests/diff/run.sh
# llc-19 must accept every .ll of the differential run, for host and riscv64.
check-llc: check-diff
	bash tests/llc.sh $(B)/diff/k
	bash tests/e2e_fixture.sh ./$(BIN)
check-random: $(BIN) $(DIFF_BIN)/mkdriver $(DIFF_BIN)/cmpout $(DIFF_BIN)/randgen
	$(DIFF_ENV) SEEDS=$(or $(SEEDS),300) SEED0=$(or $(SEED0),1) bash tests/diff/random.sh

# The pretty check runs twice: over the op set of issue 5
# (tests/upstream/pretty_scope.txt), and over every module whose ops are all
# in the backend's op table (printed by lowered_ops), where nothing may fail
# to parse.
UP_BIN := $(B)/upstream-bin
$(UP_BIN)/lowered_ops: tests/upstream/lowered_ops.c $(ILIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) $(LLVM_CFLAGS) -o $@ $< $(ILIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
check-upstream: $(BIN) $(UP_BIN)/lowered_ops
	bash tests/upstream/fetch.sh
	bash tests/upstream/gen.sh
	MIN_IDENTICAL=$${MIN_IDENTICAL:-99} bash tests/upstream/check.sh ./$(BIN)
	PRETTY_EVERY=$${PRETTY_EVERY:-10} bash tests/upstream/check_pretty.sh ./$(BIN)
	LOWERED=$(UP_BIN)/lowered_ops MIN_IDENTICAL=99 MAX_PARSE_ERRORS=0 \
	  PRETTY_EVERY=$${PRETTY_EVERY:-10} bash tests/upstream/check_pretty.sh ./$(BIN)

# tsrewrite run (tests/run/): every corpus kernel run in process against
# MLIR's .ll of the differential check; the Gemmini host model's kernel pairs.
.PHONY: check-run check-hostmodel
# npycmp (compare .npy files) and mkargs (a kernel's directives as --arg
# options) link the library like mkdriver.
RUN_TOOLS := $(B)/runtest/bin
$(RUN_TOOLS)/%: tests/run/%.c $(ILIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -o $@ $< $(ILIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
check-run: $(BIN) check-diff $(RUN_TOOLS)/npycmp $(RUN_TOOLS)/mkargs
	RUN_TOOLS=$(RUN_TOOLS) RUN_WORK=$(B)/runtest DIFF_WORK=$(B)/diff bash tests/run/corpus.sh ./$(BIN)
check-hostmodel: $(BIN)
	bash tests/run/hostmodel.sh ./$(BIN)

# The descriptor DMA path (--dma=descriptor, tests/descriptor/run.sh):
# PyTorchSim's lower_transfer_to_gemmini tests as byte-exact goldens, the
# two peel routes, corpus/hostdesc and the transfer kernels on the host
# model, and the togsim.transfer kernels as riscv64 objects on both paths.
.PHONY: check-descriptor
check-descriptor: $(BIN)
	bash tests/descriptor/run.sh ./$(BIN)

# Lane mode (docs/hostmodel.md): corpus/lanes/ kernels in PyTorchSim's
# post-vcix shape and the fixture under --host-model, against NumPy.
.PHONY: check-lanes
PYTHON ?= /usr/bin/python3
check-lanes: $(BIN)
	$(PYTHON) tests/run/lanes.py ./$(BIN)

# End to end (tests/e2e/run.sh, docs/pytorchsim.md): PyTorchSim's raw kernels
# (../shared/corpus/pytorchsim/{raw,reconstructed}) and ours (corpus/e2e/)
# through the whole chain under `tsrewrite run --host-model`, against NumPy.
.PHONY: check-e2e
check-e2e: $(BIN)
	PYTHON=$(PYTHON) bash tests/e2e/run.sh ./$(BIN)

# Loop padding executed (tests/padding.sh): corpus/padding's kernels, whose
# tile loops do not divide their tensors, run through @wrapper_kernel on the
# host model and must give NumPy's results; and PyTorchSim's own kernels
# through the whole chain to a riscv64 object llc-19 accepts.
.PHONY: check-padding
check-padding: $(BIN)
	bash tests/padding.sh ./$(BIN)
	bash tests/pytorchsim_chain.sh ./$(BIN)

# The Tile Operation Graph and the sample-mode kernel of the timing build
# (build-tog, tests/tog/run.sh): hand-written goldens, check_tog.py (the
# graph as PyTorchSim loads it, against tog.md §5-6), PyTorchSim's kernels
# through the timing chain to riscv64 objects (one marker pair per compute
# node, no Gemmini instruction), marker counts on the host model.
.PHONY: check-tog
check-tog: $(BIN)
	PYTHON=$(PYTHON) bash tests/tog/run.sh ./$(BIN)

# PyTorchSim's Spike (tests/spike/, docs/spike.md): Spike and pk built once
# into a cache outside the clone, each kernel of tests/spike/kernels.list
# compiled for riscv64, run under Spike and compared bit for bit with a
# reference.  Skips (exit 0) when the packages cannot be installed.
.PHONY: check-spike
SPIKE_TOOLS := $(B)/spike/bin
$(SPIKE_TOOLS)/mkspike: tests/spike/mkspike.c $(ILIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) $(LLVM_CFLAGS) $(FFI_CFLAGS) -o $@ $< $(ILIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
check-spike: $(BIN) $(SPIKE_TOOLS)/mkspike $(RUN_TOOLS)/npycmp
	SPIKE_WORK=$(B)/spike MKSPIKE=$(SPIKE_TOOLS)/mkspike NPYCMP=$(RUN_TOOLS)/npycmp bash tests/spike/check.sh ./$(BIN)

# The corpus mode (cli/each.c, docs/corpus.md): --each against one process
# per input, byte for byte; --isolate with a test build whose each.c crashes
# and hangs on request.
.PHONY: check-each
$(B)/eachtest/each.o: cli/each.c cli/cli.h include/tsrewrite.h
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -DTS_TEST_EACH_HOOKS -c -o $@ $<
$(B)/eachtest/tsrewrite: $(B)/cli/main.o $(B)/eachtest/each.o $(ILIB)
	$(CC) $(CFLAGS) -no-pie -o $@ $^ $(LLVM_LIBS) $(FFI_LIBS) -lm
check-each: $(BIN) $(B)/eachtest/tsrewrite
	bash tests/each.sh ./$(BIN) $(B)/eachtest/tsrewrite

# LLVM's constructors set apart (backend/lazy_ctors.ld): the binary against
# the same objects linked without the script.
.PHONY: check-lazy
$(B)/eager/tsrewrite: $(CLI_OBJS) $(ILIB)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -no-pie -static-libgcc -Wl,--gc-sections -o $@ $(CLI_OBJS) $(ILIB) $(BIN_LIBS) -lm
check-lazy: $(BIN) $(B)/eager/tsrewrite
	bash tests/lazy.sh ./$(BIN) $(B)/eager/tsrewrite

# The .npy reader/writer (run/npy.c) against NumPy, through tests/run/npytool.c.
.PHONY: check-npy
$(B)/run/npytool: tests/run/npytool.c $(ILIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -o $@ $< $(ILIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
check-npy: $(B)/run/npytool
	bash tests/run/npy_numpy.sh $(B)/run/npytool

# The static binary in an empty root and the installed libraries (not under
# make asan: a sanitized program cannot be linked static).
STATIC_TESTS ?= check-static check-install
test: deps all unit golden check-stream check-output check-stats check-arena check-drop check-textend check-spelling check-split check-corpus check-chain check-diff check-llc check-npy check-run check-hostmodel check-descriptor check-lanes check-padding check-tog check-e2e check-oracle check-each check-lazy $(STATIC_TESTS)
	@echo "make test: all test suites passed"

# The test suite runs with --verify-rewrites on (cli/main.c reads the
# variable): every affine map a pass rewrites is checked by map_oracle.c.
TEST_TARGETS := test unit golden check-stream check-output check-stats check-arena check-drop check-textend check-spelling check-split check-corpus check-chain check-diff check-llc check-npy check-run \
	check-hostmodel check-descriptor check-lanes check-padding check-tog check-e2e check-random check-upstream check-oracle check-each check-lazy check-static check-install asan
$(TEST_TARGETS): export TSREWRITE_VERIFY_REWRITES ?= 1

# The oracle must catch a wrong fold: a tsrewrite whose affine_ranges.c
# drops mods it may not (TS_TEST_BROKEN_FOLD) is run on kernels it
# miscompiles, with and without --verify-rewrites.
.PHONY: check-oracle
BROKEN_OBJS = $(filter-out $(B)/rewrite/affine_ranges.o,$(LIB_OBJS)) $(B)/broken/affine_ranges.o
$(B)/broken/affine_ranges.o: rewrite/affine_ranges.c | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -DTS_TEST_BROKEN_FOLD -c -o $@ $<
$(B)/broken/tsrewrite: $(CLI_OBJS) $(BROKEN_OBJS)
	$(CC) $(CFLAGS) -no-pie -o $@ $(CLI_OBJS) $(BROKEN_OBJS) $(LLVM_LIBS) $(FFI_LIBS) -lm
check-oracle: $(BIN) $(B)/broken/tsrewrite
	bash tests/oracle.sh ./$(BIN) $(B)/broken/tsrewrite

bench: $(BIN)
	bash tests/bench/run.sh ./$(BIN)

ASAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
asan:
	$(MAKE) B=build-asan BIN=build-asan/tsrewrite LIB=build-asan/libtsrewrite.a CC=clang-19 CFLAGS="$(ASAN_FLAGS)" STATIC_TESTS= test

# libFuzzer on parse+verify+print; FUZZ_SECONDS (default 60) per run.
fuzz: | $(DEPS_STAMP)
	bash tests/fuzz/run.sh

# libFuzzer over parse -> passes -> LLVM-C; FUZZ_SECONDS (default 60).
fuzz-pipeline: | $(DEPS_STAMP)
	FUZZ_TARGET=pipeline bash tests/fuzz/run.sh

clean:
	rm -rf build build-asan tsrewrite libtsrewrite.a libtsrewrite.so tsrewrite-static

-include $(shell find $(B) -name '*.d' -type f -not -path '*/upstream/*' 2>/dev/null)
