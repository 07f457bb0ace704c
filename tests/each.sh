#!/usr/bin/env bash
# make check-each: the corpus mode (cli/each.c, docs/corpus.md).
#   same bytes   every kernel of corpus/kernels/ (and PyTorchSim's raw kernels
#                to riscv64 objects, and --emit=mlir): each output file of
#                `--each -j2` is byte for byte what one `tsrewrite` process per
#                file writes; a kernel the process refuses gets, as its status
#                line, that process's first error line, and no output file
#   order        status lines come in input order; exit 1 iff one failed;
#                the summary counts agree with the lines
#   inputs       a directory, file names on stdin, '-', missing files
#   refusals     no -o, -o FILE, two inputs with one output name, an output
#                that is its input, --timeout without --isolate
#   --isolate    (with the test build TEST_BIN, whose each.c crashes or hangs
#                on inputs that start with `// TS_TEST_CRASH` / `// TS_TEST_HANG`)
#                a crash and a hang fail their input only, the others are
#                still compiled, nothing is left behind
set -u
T=${1:-./tsrewrite}
TEST_BIN=${2:-}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
case $T in /*) ;; *) T=$ROOT/$T ;; esac
case $TEST_BIN in /* | '') ;; *) TEST_BIN=$ROOT/$TEST_BIN ;; esac
SHARED=$ROOT/../shared/corpus/pytorchsim
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$ROOT" || exit 1
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $1"; fail=$((fail + 1)); }

# same_bytes NAME EXT OPTIONS... -- INPUTS...: --each against one process per input
same_bytes() {
    local name=$1 ext=$2; shift 2
    local opts=() ins=() k base
    while [ "$1" != -- ]; do opts+=("$1"); shift; done
    shift
    ins=("$@")
    mkdir -p "$tmp/$name/one" "$tmp/$name/each"
    : >"$tmp/$name/expect"
    for k in "${ins[@]}"; do
        base=$(basename "$k" .mlir)
        if "$T" "${opts[@]}" "$k" -o "$tmp/$name/one/$base$ext" 2>"$tmp/$name/err"; then
            echo "$k: ok" >>"$tmp/$name/expect"
        else
            # a located error names the input already; anything else gets it
            first=$(head -n1 "$tmp/$name/err")
            case $first in "$k:"*) echo "$first" ;; *) echo "$k: ${first#tsrewrite: }" ;; esac >>"$tmp/$name/expect"
        fi
    done
    "$T" --each -j2 "${opts[@]}" -o "$tmp/$name/each" "${ins[@]}" >"$tmp/$name/status" 2>"$tmp/$name/summary"
    local rc=$? want=0
    grep -qv ': ok$' "$tmp/$name/expect" && want=1
    [ $rc = $want ] && ok || bad "$name: exit $rc, want $want"
    if diff "$tmp/$name/expect" "$tmp/$name/status" >"$tmp/$name/diff"; then ok; else
        bad "$name: status lines differ from one process per input:"; head -5 "$tmp/$name/diff"
    fi
    local n=${#ins[@]} nok
    nok=$(grep -c ': ok$' "$tmp/$name/expect")
    grep -q "^tsrewrite --each: $n inputs: $nok ok, $((n - nok)) failed; " "$tmp/$name/summary" && ok ||
        bad "$name: summary '$(cat "$tmp/$name/summary")', want $n inputs, $nok ok"
    if diff -r "$tmp/$name/one" "$tmp/$name/each" >"$tmp/$name/diff"; then ok; else
        bad "$name: output files differ:"; head -5 "$tmp/$name/diff"
    fi
    echo "$name: $n inputs, $nok compiled, $(sed 's/.*; //' "$tmp/$name/summary")"
}

kernels=(corpus/kernels/*.mlir)
same_bytes kernels-ll .ll -- "${kernels[@]}"
same_bytes kernels-mlir .mlir --emit=mlir --passes=default -- "${kernels[@]:0:60}"
if [ -d "$SHARED/raw" ]; then
    raw=("$SHARED"/raw/*.mlir)
    same_bytes raw-riscv64 .o --target=riscv64 --emit=obj --vectorlane=8 -- "${raw[@]}"
fi

# ---- inputs: a directory, stdin, '-', and the order of the status lines
mkdir -p "$tmp/in"
printf 'func.func @f() {\n  return\n}\n' >"$tmp/in/b.mlir"
printf 'func.func @f() {\n  %%x = arith.addi %%y, %%y : i32\n  return\n}\n' >"$tmp/in/a.mlir"
printf 'func.func @g() {\n  return\n}\n' >"$tmp/in/c.mlir"
: >"$tmp/in/notes.txt"
mkdir "$tmp/in/sub.mlir"
"$T" --each -o "$tmp/o1" "$tmp/in" >"$tmp/st1" 2>/dev/null
rc=$?
printf '%s\n' "$tmp/in/a.mlir:2:19: error: use of undeclared SSA value name" "$tmp/in/b.mlir: ok" "$tmp/in/c.mlir: ok" >"$tmp/want1"
[ $rc = 1 ] && diff -q "$tmp/want1" "$tmp/st1" >/dev/null && [ ! -e "$tmp/o1/a.ll" ] && [ -s "$tmp/o1/b.ll" ] && ok ||
    { bad "directory: exit $rc"; diff "$tmp/want1" "$tmp/st1" | head -5; }
printf '%s\n' "$tmp/in/c.mlir" "" "$tmp/in/b.mlir" | "$T" --each -o "$tmp/o2" >"$tmp/st2" 2>/dev/null
printf '%s\n' "$tmp/in/c.mlir: ok" "$tmp/in/b.mlir: ok" | diff -q - "$tmp/st2" >/dev/null && ok || bad "stdin list: $(cat "$tmp/st2")"
printf '%s\n' "$tmp/in/b.mlir" | "$T" --each "$tmp/in/c.mlir" - -o "$tmp/o3" --emit=mlir >"$tmp/st3" 2>/dev/null
printf '%s\n' "$tmp/in/c.mlir: ok" "$tmp/in/b.mlir: ok" | diff -q - "$tmp/st3" >/dev/null && cmp -s "$tmp/o3/b.mlir" <("$T" --emit=mlir "$tmp/in/b.mlir") && ok ||
    bad "'-' among the inputs: $(cat "$tmp/st3")"
"$T" --each -o "$tmp/o4" "$tmp/in/b.mlir" "$tmp/nowhere.mlir" >"$tmp/st4" 2>/dev/null
[ $? = 1 ] && grep -q "^$tmp/nowhere.mlir: error: cannot read input file: $tmp/nowhere.mlir (No such file or directory)$" "$tmp/st4" && ok ||
    bad "missing input: $(cat "$tmp/st4")"

# ---- refusals: nothing compiled, nothing written, exit 1
refuse() {   # WHAT EXPECTED-MESSAGE ARGS...
    local what=$1 msg=$2; shift 2
    rm -rf "$tmp/r"
    "$T" "$@" >"$tmp/rout" 2>"$tmp/rerr"
    local rc=$?
    if [ $rc = 1 ] && grep -qF -- "$msg" "$tmp/rerr" && [ ! -s "$tmp/rout" ] && [ ! -e "$tmp/r" ]; then ok; else
        bad "$what: exit $rc, '$(head -1 "$tmp/rerr")'"; fi
}
refuse "no -o" "--each needs -o DIR" --each "$tmp/in/b.mlir"
refuse "-o -" "--each needs -o DIR" --each -o - "$tmp/in/b.mlir"
refuse "-o FILE" "-o $tmp/in/b.mlir is not a directory" --each -o "$tmp/in/b.mlir" "$tmp/in/c.mlir"
mkdir -p "$tmp/dup"
cp "$tmp/in/b.mlir" "$tmp/dup/"
refuse "one output name" "two inputs would write $tmp/r/b.ll (inputs of the same name)" --each -o "$tmp/r" "$tmp/in/b.mlir" "$tmp/dup/b.mlir"
refuse "the same input twice" "(the same input twice)" --each -o "$tmp/r" "$tmp/in/b.mlir" "$tmp/in/b.mlir"
cp "$tmp/in/b.mlir" "$tmp/dup/keep"
refuse "output = input" "the output $tmp/dup/b.mlir is the input $tmp/dup/b.mlir" --each --emit=mlir -o "$tmp/dup" "$tmp/dup/b.mlir"
cmp -s "$tmp/dup/b.mlir" "$tmp/dup/keep" && ok || bad "output = input: the input changed"
refuse "--timeout alone" "--timeout needs --isolate" --each --timeout=3 -o "$tmp/r" "$tmp/in/b.mlir"
refuse "-j alone" "belong to --each" -j2 "$tmp/in/b.mlir"
refuse "-j0" "-j needs a positive number" --each -j0 -o "$tmp/r" "$tmp/in/b.mlir"
refuse "--print-ir-after-all" "cannot be combined with --print-ir-after-all" --each --print-ir-after-all -o "$tmp/r" "$tmp/in/b.mlir"
refuse "no inputs" "no input files" --each -o "$tmp/r" "$tmp/in/sub.mlir"

# ---- --isolate: a crash and a hang fail their input only
iso() {   # BINARY LABEL
    local B=$1 label=$2
    rm -rf "$tmp/iso"
    "$B" --each --isolate --timeout=2 -j2 -o "$tmp/iso" "$tmp/in/c.mlir" "$tmp/h/crash.mlir" "$tmp/h/hang.mlir" \
        "$tmp/in/b.mlir" >"$tmp/ist" 2>"$tmp/isum"
    local rc=$?
    printf '%s\n' "$tmp/in/c.mlir: ok" "$tmp/h/crash.mlir: error: crashed (signal 11, Segmentation fault)" \
        "$tmp/h/hang.mlir: error: timed out after 2 s" "$tmp/in/b.mlir: ok" >"$tmp/iwant"
    if [ $rc = 1 ] && diff -q "$tmp/iwant" "$tmp/ist" >/dev/null && [ -s "$tmp/iso/b.ll" ] && [ -s "$tmp/iso/c.ll" ] &&
        [ "$(ls "$tmp/iso")" = "$(printf 'b.ll\nc.ll')" ] &&
        grep -q '4 inputs: 2 ok, 2 failed (1 crashed, 1 timed out)' "$tmp/isum"; then ok; else
        bad "--isolate ($label): exit $rc"; diff "$tmp/iwant" "$tmp/ist" | head -5; ls "$tmp/iso"; cat "$tmp/isum"; fi
}
mkdir -p "$tmp/h"
printf '// TS_TEST_CRASH\nfunc.func @f() {\n  return\n}\n' >"$tmp/h/crash.mlir"
printf '// TS_TEST_HANG\nfunc.func @f() {\n  return\n}\n' >"$tmp/h/hang.mlir"
if [ -n "$TEST_BIN" ]; then
    iso "$TEST_BIN" "test build"
    # the product has no such hooks: the same inputs simply compile
    "$T" --each --isolate -o "$tmp/iso2" "$tmp/h/crash.mlir" "$tmp/h/hang.mlir" >/dev/null 2>&1 && ok ||
        bad "the product binary reacts to the test hooks"
fi
# --isolate gives the same bytes and lines as the threads
"$T" --each --isolate -j2 -o "$tmp/iso3" "${kernels[@]:0:40}" >"$tmp/ist3" 2>/dev/null
"$T" --each -j2 -o "$tmp/thr3" "${kernels[@]:0:40}" >"$tmp/tst3" 2>/dev/null
diff -q "$tmp/ist3" "$tmp/tst3" >/dev/null && diff -r "$tmp/iso3" "$tmp/thr3" >/dev/null && ok || bad "--isolate differs from threads"

echo "check-each: $pass passed, $fail failed"
[ "$fail" = 0 ]
