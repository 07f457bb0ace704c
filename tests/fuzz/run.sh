#!/usr/bin/env bash
# Build a libFuzzer target with clang-19 (fuzzer + ASan + UBSan) and run it.
#   FUZZ_TARGET   parse (default: parse, verify, print, reparse) or pipeline
#                 (parse, verify, default passes, LLVM-C backend)
#   FUZZ_SECONDS  total time (default 60)     FUZZ_JOBS  parallel jobs (default 1)
# Seeds: tests/roundtrip, tests/errors, corpus/, and up to 2000 upstream cases
# (build/upstream/cases) when present; the pipeline target also 200 random
# kernels (FUZZ_RANDOM_SEEDS) and checks every rewrite (--verify-rewrites; with
# FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION the oracle searches 1/64 of its
# points, rewrite/map_oracle.c).  Crashes land in build/fuzz/artifacts/.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
bash tools/deps.sh --test
TARGET=${FUZZ_TARGET:-parse}
W=build/fuzz-$TARGET
mkdir -p "$W/obj" "$W/seeds" "$W/corpus" "$W/artifacts"
FLAGS="-std=c11 -O1 -g -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all -D_POSIX_C_SOURCE=200809L -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -Iinclude -Iir -Ilexer -Iparser -Irewrite -Ibackend -I$W/gen $(llvm-config-19 --cflags | sed 's/-D_GNU_SOURCE//')"
mkdir -p "$W/gen"
re2c -W -Werror --no-generation-date -o "$W/gen/lex.c" lexer/lex.re
objs=()
srcs=(ir/*.c lexer/*.c parser/*.c rewrite/*.c backend/*.c "$W/gen/lex.c")
for f in "${srcs[@]}"; do
    [ -e "$f" ] || continue
    o="$W/obj/$(echo "$f" | tr '/' '_').o"
    clang-19 $FLAGS -c "$f" -o "$o"
    objs+=("$o")
done
clang-19 $FLAGS -fsanitize=fuzzer "tests/fuzz/fuzz_$TARGET.c" "${objs[@]}" \
    $(llvm-config-19 --ldflags) -lLLVM-19 -lm -o "$W/fuzz_$TARGET"
# seeds: the tests (the pass tests first, for the pipeline), the corpus
for f in tests/filecheck/*.mlir tests/passes/*.mlir tests/roundtrip/*.mlir tests/errors/*.mlir tests/tog/golden/*.mlir \
         corpus/*.mlir corpus/kernels/*.mlir; do
    [ -e "$f" ] && cp "$f" "$W/seeds/$(echo "$f" | tr '/' '_')"
done
# the pipeline also starts from random kernels (tests/diff/randgen): loop
# nests of affine maps for the --verify-rewrites oracle to check
if [ "$TARGET" = pipeline ]; then
    cc -std=c11 -O2 -D_POSIX_C_SOURCE=200809L -o "$W/randgen" tests/diff/randgen.c
    for s in $(seq 1 ${FUZZ_RANDOM_SEEDS:-200}); do "$W/randgen" "$s" >"$W/seeds/randgen_$s.mlir"; done
fi
if [ -d build/upstream/cases ]; then
    ls build/upstream/cases | awk 'NR % 5 == 0' | head -2000 | while read -r f; do cp "build/upstream/cases/$f" "$W/seeds/"; done
fi
secs=${FUZZ_SECONDS:-60}
jobs=${FUZZ_JOBS:-1}
echo "fuzz: running $secs s with $jobs job(s)"
"$W/fuzz_$TARGET" -max_total_time="$secs" -jobs="$jobs" -workers="$jobs" -timeout=10 -rss_limit_mb=4096 \
    -max_len=65536 -artifact_prefix="$W/artifacts/" "$W/corpus" "$W/seeds" 2>&1 | tail -n 25
n=$(ls "$W/artifacts" | wc -l)
echo "fuzz: $n crash/timeout artifact(s) in $W/artifacts"
[ "$n" -eq 0 ]
