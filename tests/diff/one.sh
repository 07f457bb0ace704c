#!/usr/bin/env bash
# Differential check of ONE kernel: MLIR 19's lowering vs tsrewrite's.
#   tests/diff/one.sh KERNEL.mlir WORKDIR
# Prints exactly one line: "PASS name", "FAIL name: reason" or
# "SKIP name: reason"; exit status 0 (the verdict is in the line).
# Environment (run.sh sets the defaults): TSREWRITE, DIFF_TOOLS (where
# mkdriver and cmpout are), DIFF_PIPELINE, DIFF_GENERIC, DIFF_VALIDATE,
# DIFF_TIMEOUT.  See tests/diff/run.sh.
set -euo pipefail
k=$1
w=$2
name=$(basename "$k" .mlir)
mkdir -p "$w"
T=${TSREWRITE:?}
TOOLS=${DIFF_TOOLS:?}
PIPE=${DIFF_PIPELINE:?}
TO=${DIFF_TIMEOUT:-20}
CLANG=${CLANG:-clang-19}

say() { echo "$1 $name${2:+: $2}"; exit 0; }
first_err() { # first line mentioning an error, else the first line
    local l
    l=$(grep -m1 -i 'error' "$1" 2>/dev/null || true)
    [ -n "$l" ] || l=$(head -n1 "$1" 2>/dev/null || true)
    printf '%s' "${l:0:300}"
}
run_exe() { # exe out err -> sets rc
    local rc=0
    timeout "$TO" "$1" >"$2" 2>"$3" || rc=$?
    echo $rc
}

# ULP tolerance: "// ULP: N" in the first lines (libm calls)
ulp=$(head -n 8 "$k" | sed -n 's,^[[:space:]]*//[[:space:]]*ULP:[[:space:]]*\([0-9][0-9]*\).*,\1,p' | head -n1)
ulp=${ulp:-0}
# Passes MLIR needs first for ops its standard pipeline leaves alone (e.g.
# "// MLIR-PRE: arith-expand" for ceildivsi/ceildivui/floordivsi): MLIR's
# own definition of those ops, applied on the reference side only.
pre=$(head -n 8 "$k" | sed -n 's,^[[:space:]]*//[[:space:]]*MLIR-PRE:[[:space:]]*\([^[:space:]]*\).*,\1,p' | head -n1)
[ -z "$pre" ] || PIPE="$pre,$PIPE"
export DIFF_REF_PIPELINE=$PIPE   # for tests/diff/mlir-as-tsrewrite.sh

# Steps 1-3 depend only on the kernel, the pipeline and mkdriver: cached.
tkey=${DIFF_TOOLS_KEY:-$(md5sum <"$TOOLS/mkdriver" | cut -d' ' -f1)}
key=$( { cat "$k"; echo "$PIPE"; echo "$tkey"; } | md5sum | cut -d' ' -f1)
if [ "$(cat "$w/ref.key" 2>/dev/null || true)" != "$key" ] || [ ! -s "$w/ref.out" ] ||
   [ ! -s "$w/driver.o" ] || [ ! -s "$w/gen.mlir" ] || [ "${DIFF_VALIDATE:-0}" = 1 ]; then
    rm -f "$w/ref.key" "$w/ref.out"
    # 1. generic form (for the driver generator, and tsrewrite's input while
    #    it does not parse the pretty form)
    if ! mlir-opt-19 --mlir-print-op-generic "$k" -o "$w/gen.mlir" 2>"$w/gen.err"; then
        say FAIL "kernel: mlir-opt-19 cannot parse it: $(first_err "$w/gen.err")"
    fi
    # 2. the driver
    rc=0
    "$TOOLS/mkdriver" "$w/gen.mlir" "$k" >"$w/driver.c" 2>"$w/driver.err" || rc=$?
    if [ $rc -eq 2 ]; then say SKIP "$(sed 's/^SKIP: //' "$w/driver.err" | head -n1)"; fi
    if [ $rc -ne 0 ]; then say FAIL "kernel: mkdriver: $(head -n1 "$w/driver.err")"; fi
    if ! $CLANG -std=gnu11 -O1 -w -c "$w/driver.c" -o "$w/driver.o" 2>"$w/driver.cc.err"; then
        say FAIL "kernel: driver does not compile: $(first_err "$w/driver.cc.err")"
    fi
    # 3. MLIR's side
    if ! mlir-opt-19 --pass-pipeline="builtin.module($PIPE)" "$k" -o "$w/ref.llvm.mlir" 2>"$w/ref.err"; then
        say FAIL "kernel: MLIR pipeline fails: $(first_err "$w/ref.err")"
    fi
    if ! mlir-translate-19 --mlir-to-llvmir "$w/ref.llvm.mlir" -o "$w/ref.ll" 2>"$w/ref.err"; then
        say FAIL "kernel: mlir-translate-19 fails (op left unlowered?): $(first_err "$w/ref.err")"
    fi
    if ! $CLANG -O0 -w "$w/ref.ll" "$w/driver.o" -o "$w/ref.exe" -rtlib=compiler-rt -lm 2>"$w/ref.err"; then
        say FAIL "kernel: MLIR's .ll does not build: $(first_err "$w/ref.err")"
    fi
    rc=$(run_exe "$w/ref.exe" "$w/ref.out" "$w/ref.run.err")
    if [ "$rc" -ne 0 ]; then
        say FAIL "kernel: MLIR's build exits $rc$(grep -q GUARD "$w/ref.out" && echo ' (writes outside a buffer)')"
    fi
    if [ "${DIFF_VALIDATE:-0}" = 1 ]; then
        # UB often shows as a difference between -O0 and -O2
        $CLANG -O2 -w "$w/ref.ll" "$w/driver.o" -o "$w/ref2.exe" -rtlib=compiler-rt -lm 2>"$w/ref.err" ||
            say FAIL "kernel: MLIR's .ll does not build at -O2: $(first_err "$w/ref.err")"
        rc=$(run_exe "$w/ref2.exe" "$w/ref2.out" "$w/ref.run.err")
        [ "$rc" -eq 0 ] || say FAIL "kernel: MLIR's build at -O2 exits $rc"
        cmp -s "$w/ref.out" "$w/ref2.out" || say FAIL "kernel: MLIR's build differs between -O0 and -O2 (UB?)"
    fi
    echo "$key" >"$w/ref.key"
fi

# 4. tsrewrite's side
if [ "${DIFF_GENERIC:-1}" = 1 ]; then in="$w/gen.mlir"; else in="$k"; fi
rm -f "$w/ts.ll"
rc=0
timeout "$TO" "$T" --emit=ll "$in" -o "$w/ts.ll" >"$w/ts.stdout" 2>"$w/ts.err" || rc=$?
if [ $rc -ne 0 ]; then
    msg=$(first_err "$w/ts.err")
    [ -n "$msg" ] || msg="exit status $rc"
    say FAIL "tsrewrite: ${msg#"$in":}"
fi
# The build and run are skipped when tsrewrite wrote the same .ll as in
# the last passing run (same driver): ts.key.
tskey=$( { cat "$w/ts.ll"; echo "$key"; } | md5sum | cut -d' ' -f1)
if [ "$(cat "$w/ts.key" 2>/dev/null || true)" != "$tskey" ] || [ ! -s "$w/ts.out" ]; then
    rm -f "$w/ts.key" "$w/ts.out"
    if ! $CLANG -O0 -w "$w/ts.ll" "$w/driver.o" -o "$w/ts.exe" -rtlib=compiler-rt -lm 2>"$w/ts.cc.err"; then
        say FAIL "clang-19 rejects tsrewrite's .ll: $(first_err "$w/ts.cc.err")"
    fi
    rc=$(run_exe "$w/ts.exe" "$w/ts.out" "$w/ts.run.err")
    if [ "$rc" -ne 0 ]; then
        why="exit status $rc"
        [ "$rc" -eq 124 ] && why="timeout (${TO}s)"
        [ "$rc" -gt 128 ] && [ "$rc" -ne 124 ] && why="killed by signal $((rc - 128))"
        grep -q GUARD "$w/ts.out" && why="writes outside a buffer"
        say FAIL "tsrewrite's build: $why"
    fi
    echo "$tskey" >"$w/ts.key"
fi

# 5. compare
if ! "$TOOLS/cmpout" -u "$ulp" "$w/ref.out" "$w/ts.out" >"$w/cmp.txt" 2>&1; then
    say FAIL "outputs differ: $(head -n1 "$w/cmp.txt") ($(tail -n1 "$w/cmp.txt"); see $w/cmp.txt)"
fi
say PASS
