# tsrewrite — top-level GNU Makefile.
#   make            build ./tsrewrite and libtsrewrite.a (installs missing Debian packages first)
#   make test       build and run every test
#   make run        build and process a kernel from corpus/
#   make deps       install missing Debian packages
#   make check-upstream, make bench, make fuzz, make asan

CC      ?= cc
RE2C    ?= re2c
CFLAGS  ?= -O2 -g
WFLAGS  := -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L
LLVM_CONFIG ?= llvm-config-19
LLVM_CFLAGS = $(shell $(LLVM_CONFIG) --cflags 2>/dev/null | sed 's/-D_GNU_SOURCE//')
# LLVM is linked statically (only the components below: start-up of a small
# kernel compile is dominated by relocating the whole shared libLLVM
# otherwise); shared when the static archives' system libraries are missing.
LLVM_COMPONENTS := core analysis bitwriter passes native riscv orcjit
LLVM_STATIC = $(wildcard /usr/lib/llvm-19/lib/libLLVMCore.a /usr/lib/*/libzstd.so)
LLVM_LIBS   = $(if $(word 2,$(LLVM_STATIC)),$(shell $(LLVM_CONFIG) --link-static --ldflags --libs $(LLVM_COMPONENTS) --system-libs 2>/dev/null) -lstdc++,$(shell $(LLVM_CONFIG) --ldflags 2>/dev/null) $(shell $(LLVM_CONFIG) --link-shared --libs 2>/dev/null || echo -lLLVM-19))
CPPFLAGS += -Iinclude -Iir -Ilexer -Iparser -Irewrite -Ibackend -Irun -Iruntime -I$(B)/gen
FFI_CFLAGS = $(shell pkg-config --cflags libffi 2>/dev/null)
FFI_LIBS   = $(shell pkg-config --libs libffi 2>/dev/null || echo -lffi)
B       ?= build
# Where the binary and the library go (the asan build puts them under its $(B)).
BIN     ?= tsrewrite
LIB     ?= libtsrewrite.a
DEPS_STAMP := build/.deps-ok

LIB_SRCS := $(sort $(wildcard ir/*.c lexer/*.c parser/*.c rewrite/*.c backend/*.c run/*.c runtime/*.c))
RE_SRCS  := $(wildcard lexer/*.re)
GEN_SRCS := $(RE_SRCS:lexer/%.re=$(B)/gen/%.c)
LIB_OBJS := $(LIB_SRCS:%.c=$(B)/%.o) $(GEN_SRCS:$(B)/gen/%.c=$(B)/gen/%.o)
CLI_OBJS := $(B)/cli/main.o

UNIT_SRCS := $(wildcard tests/unit/*.c)
CHECK_LIBS = $(shell pkg-config --libs check 2>/dev/null || echo -lcheck -lsubunit -lm -lrt -lpthread)

.PHONY: all deps test unit golden check-stream check-corpus check-upstream bench run clean asan fuzz fuzz-pipeline
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
	$(RE2C) -W -Werror --no-generation-date -o $@ $<

$(B)/%.o: %.c | $(DEPS_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) $(if $(filter backend/% cli/% run/%,$<),$(LLVM_CFLAGS) $(FFI_CFLAGS)) -MMD -MP -c -o $@ $<

$(B)/gen/%.o: $(B)/gen/%.c
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -Ilexer -MMD -MP -c -o $@ $<

# Everything that includes the generated lexer must wait for it.
$(LIB_OBJS) $(CLI_OBJS): $(GEN_SRCS)

$(LIB): $(LIB_OBJS)
	rm -f $@ && ar rcs $@ $^

# A position-dependent executable: a PIE of this size spends a small
# kernel's start-up applying 170k relocations to LLVM's tables (and keeps
# the pages it wrote).
$(BIN): $(CLI_OBJS) $(LIB)
	$(CC) $(CFLAGS) -no-pie -o $@ $(CLI_OBJS) $(LIB) $(LLVM_LIBS) $(FFI_LIBS) -lm

$(B)/unit_tests: $(UNIT_SRCS) $(LIB)
	@mkdir -p $(B)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) $(shell pkg-config --cflags check 2>/dev/null) $(LLVM_CFLAGS) -o $@ $(UNIT_SRCS) $(LIB) $(LLVM_LIBS) $(FFI_LIBS) $(CHECK_LIBS) -lm

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

# Differential execution (tests/diff/): MLIR 19's lowering vs tsrewrite's, run
# through a generated C driver.  check-diff: corpus/kernels (DIFF_FILTER=glob);
# check-random: SEEDS random kernels from seed SEED0 (tests/diff/randgen.c).
.PHONY: check-diff check-random check-llc
DIFF_BIN := $(B)/diff/bin
DIFF_ENV = TSREWRITE=./$(BIN) DIFF_WORK=$(B)/diff DIFF_TOOLS=$(DIFF_BIN)
$(DIFF_BIN)/mkdriver: tests/diff/mkdriver.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -o $@ $< $(LIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
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
$(UP_BIN)/lowered_ops: tests/upstream/lowered_ops.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) $(LLVM_CFLAGS) -o $@ $< $(LIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
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
$(RUN_TOOLS)/%: tests/run/%.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -o $@ $< $(LIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
check-run: $(BIN) check-diff $(RUN_TOOLS)/npycmp $(RUN_TOOLS)/mkargs
	RUN_TOOLS=$(RUN_TOOLS) RUN_WORK=$(B)/runtest DIFF_WORK=$(B)/diff bash tests/run/corpus.sh ./$(BIN)
check-hostmodel: $(BIN)
	bash tests/run/hostmodel.sh ./$(BIN)

# The .npy reader/writer (run/npy.c) against NumPy, through tests/run/npytool.c.
.PHONY: check-npy
$(B)/run/npytool: tests/run/npytool.c $(LIB)
	@mkdir -p $(dir $@)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -o $@ $< $(LIB) $(LLVM_LIBS) $(FFI_LIBS) -lm
check-npy: $(B)/run/npytool
	bash tests/run/npy_numpy.sh $(B)/run/npytool

test: deps all unit golden check-stream check-corpus check-diff check-llc check-npy check-run check-hostmodel
	@echo "make test: all test suites passed"

bench: $(BIN)
	bash tests/bench/run.sh ./$(BIN)

ASAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
asan:
	$(MAKE) B=build-asan BIN=build-asan/tsrewrite LIB=build-asan/libtsrewrite.a CC=clang-19 CFLAGS="$(ASAN_FLAGS)" test

# libFuzzer on parse+verify+print; FUZZ_SECONDS (default 60) per run.
fuzz: | $(DEPS_STAMP)
	bash tests/fuzz/run.sh

# libFuzzer over parse -> passes -> LLVM-C; FUZZ_SECONDS (default 60).
fuzz-pipeline: | $(DEPS_STAMP)
	FUZZ_TARGET=pipeline bash tests/fuzz/run.sh

clean:
	rm -rf build build-asan tsrewrite libtsrewrite.a

-include $(shell find $(B) -name '*.d' -type f -not -path '*/upstream/*' 2>/dev/null)
