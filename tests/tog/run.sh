#!/usr/bin/env bash
# make check-tog: the Tile Operation Graph and the sample-mode kernel
# (build-tog, docs/passes.md; shared/spec/tog.md).
#   1. check_tog.py rejects each broken graph mutants.py makes of a valid
#      one, for the reason mutants.py gives (the checker can fail)
#   2. goldens: each tests/tog/golden/NAME.mlir, run with its `// RUN:`
#      options, must print NAME_tog.py byte for byte (written by hand from
#      tog.md; the header of each kernel says which § it checks), and that
#      file must pass check_tog.py unless the kernel says `// CHECKER: no`
#      (then it must fail it: those graphs break §5.3 as PyTorchSim's do)
#   3. PyTorchSim's post-vcix fixture (../shared) gives the hand-written
#      fixture_gemm256_tog.py, and so does our timing chain from the code
#      generator's input of the same GEMM (corpus/pytorchsim/gemm256_raw.mlir)
#   4. every kernel of ../shared/corpus/pytorchsim/raw/ and reconstructed/
#      (and gemm256_raw): `--timing --tog=K_tog.py --target=riscv64
#      --emit=obj` writes a graph check_tog.py accepts and an object with
#      one start (0x8000007b) and one end marker (0x8200007b) per compute
#      node and no Gemmini instruction (opcode CUSTOM_1), built for zvl256b
#      even with --vlen=512; llc-19 accepts the timing .ll; the togsim.transfer
#      kernels also on the descriptor path (--dma=descriptor): same graph
#   5. on the host (`tsrewrite run --host-model --timing`): the sample-mode
#      kernel executes exactly one start and one end marker per compute node
#      (every loop-role loop ran once); with --tog-sample-mode=0 the loops
#      run fully and the counts multiply (gemm256: 13 starts, 17 ends, the
#      preload starting in the K loop and ending in the M loop, tog.md §10.9)
#   6. the command line: --emit=tog and --tog agree, --stop-after=build-tog
#      with --tog writes both of run_tog's files, a failed run writes
#      neither, --tog through a symbolic link keeps the link, clashes
#      between --tog and -o are refused; --each --emit=tog writes
#      DIR/NAME_tog.py per input, --each --tog is refused
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
T=$(cd "$(dirname "$T")" && pwd)/$(basename "$T")
SHARED=${CORPUS:-$ROOT/../shared/corpus/pytorchsim}
PY=${PYTHON:-python3}
CHECK="$PY tests/tog/check_tog.py"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $1: $2"; fail=$((fail + 1)); }

# ------------------------------------------------ 1. the checker can fail
mkdir -p "$tmp/bad"
$PY tests/tog/mutants.py tests/tog/golden/worked_example_tog.py "$tmp/bad" || bad mutants.py "failed"
$CHECK "$tmp"/bad/*.py >"$tmp/bad.log"
for f in "$tmp"/bad/*.py; do
    why=$(cat "${f%.py}.why")
    grep -F -- "$f: " "$tmp/bad.log" >"$tmp/bad1" || { bad "$(basename "$f")" "check_tog.py accepts it"; continue; }
    grep -qF -- "$why" "$tmp/bad1" || { bad "$(basename "$f")" "rejected for another reason: $(head -1 "$tmp/bad1")"; continue; }
    ok
done

# ------------------------------------------------ 2. goldens
golden() {   # INPUT EXPECTED ARGS...
    local in=$1 exp=$2
    shift 2
    if ! "$T" "$@" "$in" -o "$tmp/g.py" 2>"$tmp/err"; then bad "$in" "tsrewrite failed: $(head -1 "$tmp/err")"; return 1; fi
    if ! cmp -s "$tmp/g.py" "$exp"; then bad "$in" "differs from $exp:"; diff "$exp" "$tmp/g.py" | head -10; return 1; fi
}
for f in tests/tog/golden/*.mlir; do
    exp=${f%.mlir}_tog.py
    args=$(sed -n 's|^// RUN: *||p' "$f" | head -1)
    # shellcheck disable=SC2086
    golden "$f" "$exp" $args || continue
    if grep -q '^// CHECKER: no' "$f"; then echo "$exp" >>"$tmp/quirky"; else echo "$exp" >>"$tmp/valid"; fi
    ok
done
# shellcheck disable=SC2046
$CHECK $(cat "$tmp/valid") >"$tmp/valid.log" && ok || bad "goldens" "check_tog.py: $(head -3 "$tmp/valid.log")"
while read -r exp; do
    $CHECK "$exp" >/dev/null && bad "$exp" "marked CHECKER: no, but check_tog.py accepts it" || ok
done <"$tmp/quirky"

# ------------------------------------------------ 3. the fixture, two ways
FIX=tests/tog/golden/fixture_gemm256_tog.py
if [ -e "$SHARED/gemm256_postvcix.mlir" ]; then
    golden "$SHARED/gemm256_postvcix.mlir" "$FIX" --passes=build-tog --emit=tog && ok
else
    bad "$SHARED/gemm256_postvcix.mlir" "missing"
fi
golden corpus/pytorchsim/gemm256_raw.mlir "$FIX" --emit=tog && ok

# ------------------------------------------------ 4. the corpus, timing chain
LLC=(llc-19 -relocation-model=pic -march=riscv64 -O2 -mattr=+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b -filetype=obj)
# The object's instruction words by kind: start and end markers
# (0x8000007b, 0x8200007b) and Gemmini instructions (opcode CUSTOM_1: the
# low 7 bits 0x2b, so a low byte 2b or ab); objdump prints each 32-bit word
# as 8 hex digits.
words() {
    llvm-objdump-19 -d "$1" | sed -n 's/^ *[0-9a-f]*:[[:space:]]*\([0-9a-f]\{8\}\)[[:space:]].*/\1/p' >"$tmp/words"
    echo "$(grep -c '^8000007b$' "$tmp/words") $(grep -c '^8200007b$' "$tmp/words") $(grep -Ec '(2b|ab)$' "$tmp/words")"
}
corpus() {   # KERNEL: 0 or the reason on stdout
    local f=$1 n starts ends
    "$T" --timing --vlen=512 --tog="$tmp/k_tog.py" --target=riscv64 --emit=obj "$f" -o "$tmp/k.o" 2>"$tmp/err" ||
        { echo "--timing --tog: $(head -1 "$tmp/err")"; return 1; }
    cp "$tmp/k_tog.py" "$tmp/corpus_tog/$(basename "${f%.mlir}")_tog.py"
    n=$(grep -c '"node_type": 1,' "$tmp/k_tog.py")
    read -r starts ends gemmini < <(words "$tmp/k.o")
    [ "$starts" = "$n" ] && [ "$ends" = "$n" ] || { echo "$n compute nodes, $starts start and $ends end markers"; return 1; }
    [ "$gemmini" = 0 ] || { echo "$gemmini Gemmini (CUSTOM_1) instructions in the sample object"; return 1; }
    llvm-readelf-19 -A "$tmp/k.o" | grep -q 'zvl256b1p0_xsfvcp\|zvl256b1p0_zvl32b' || { echo "not built for zvl256b"; return 1; }
    ! llvm-readelf-19 -A "$tmp/k.o" | grep -q zvl512b || { echo "built for zvl512b (the gem5 build is zvl256b)"; return 1; }
    "$T" --timing --target=riscv64 "$f" -o "$tmp/k.ll" 2>"$tmp/err" || { echo "--emit=ll: $(head -1 "$tmp/err")"; return 1; }
    "${LLC[@]}" "$tmp/k.ll" -o "$tmp/llc.o" 2>"$tmp/err" || { echo "llc-19 rejects the .ll: $(head -1 "$tmp/err")"; return 1; }
    echo "$n"
}
mkdir -p "$tmp/corpus_tog"
kernels=("$SHARED"/raw/*.mlir "$SHARED"/reconstructed/*.mlir corpus/pytorchsim/gemm256_raw.mlir)
nk=0
for f in "${kernels[@]}"; do
    [ -e "$f" ] || continue
    nk=$((nk + 1))
    name=${f#"$SHARED"/}
    if r=$(corpus "$f"); then
        echo "PASS: $name ($r compute nodes, $r marker pairs)"; ok
        printf '%s %s\n' "$f" "$r" >>"$tmp/nodes"
    else
        bad "$name" "$r"
    fi
done
[ $nk -ge 8 ] || bad "$SHARED" "only $nk corpus kernels"
# every graph the chain wrote, checked as PyTorchSim loads it
$CHECK "$tmp"/corpus_tog/*_tog.py >"$tmp/corpus.log" && ok || bad "corpus graphs" "check_tog.py: $(head -3 "$tmp/corpus.log")"

# the newest era's DMA path (--dma=descriptor): togsim.transfer reaches
# build-tog as it is (tog.md §3.3.1's togsim.transfer form) and gives the
# same graph as through decompose-transfer's memref.dma_start; the sample
# object has its marker pairs and no Gemmini instruction either
for f in "$SHARED"/reconstructed/togsim_*.mlir; do
    [ -e "$f" ] || continue
    b=$(basename "${f%.mlir}")
    if ! "$T" --dma=descriptor --timing --tog="$tmp/desc_tog.py" --target=riscv64 --emit=obj "$f" -o "$tmp/desc.o" 2>"$tmp/err"; then
        bad "$b --dma=descriptor" "$(head -1 "$tmp/err")"
        continue
    fi
    n=$(grep -c '"node_type": 1,' "$tmp/desc_tog.py")
    read -r starts ends gemmini < <(words "$tmp/desc.o")
    if ! cmp -s "$tmp/desc_tog.py" "$tmp/corpus_tog/${b}_tog.py"; then
        bad "$b --dma=descriptor" "another graph than with --dma=dma-start"
    elif [ "$starts $ends $gemmini" != "$n $n 0" ]; then
        bad "$b --dma=descriptor" "$n compute nodes: $starts start, $ends end markers, $gemmini Gemmini words"
    else
        ok
    fi
done

# ------------------------------------------------ 5. the sample kernel on the host
markers() {   # KERNEL OPTIONS...: "STARTS ENDS"
    local f=$1
    shift
    "$T" run --host-model --timing "$@" "$f" --out "$tmp/run" >"$tmp/run.log" 2>&1 || { echo "run failed: $(head -1 "$tmp/run.log")"; return; }
    sed -n 's/^tog markers: \([0-9]*\) start.*, \([0-9]*\) end$/\1 \2/p' "$tmp/run.log"
}
while read -r f n; do
    got=$(markers "$f")
    [ "$got" = "$n $n" ] && ok || bad "$f" "sample mode: expected $n start and $n end markers, got '$got'"
done <"$tmp/nodes"
expect_full() {   # KERNEL STARTS ENDS: --tog-sample-mode=0
    local got
    got=$(markers "$1" --tog-sample-mode=0)
    [ "$got" = "$2 $3" ] && ok || bad "$1" "--tog-sample-mode=0: expected $2 start and $3 end markers, got '$got'"
}
expect_full corpus/pytorchsim/gemm256_raw.mlir 13 17
[ -e "$SHARED/raw/add_1024x1024_joon363.mlir" ] && expect_full "$SHARED/raw/add_1024x1024_joon363.mlir" 2048 2048

# ------------------------------------------------ 6. the command line
K=corpus/pytorchsim/gemm256_raw.mlir
"$T" --timing --tog="$tmp/a_tog.py" --stop-after=build-tog "$K" -o "$tmp/a_sample_custom.mlir" 2>"$tmp/err" &&
    cmp -s "$tmp/a_tog.py" "$FIX" && grep -q 'CUSTOM_3, 0, 0x40' "$tmp/a_sample_custom.mlir" && ok ||
    bad "--stop-after=build-tog --tog" "K_tog.py and K_sample_custom.mlir not both written: $(head -1 "$tmp/err")"
# a failed run writes neither output
rm -f "$tmp/b.o" "$tmp/b_tog.py"
if "$T" --timing --tog="$tmp/b_tog.py" --passes=build-tog tests/errors/pass_tog_two_roots.mlir -o "$tmp/b.o" 2>/dev/null ||
   [ -e "$tmp/b.o" ] || [ -e "$tmp/b_tog.py" ] || ls "$tmp" | grep -q '\.tmp\.'; then
    bad "--tog on a bad kernel" "an output was written"
else
    ok
fi
# the same when the backend fails after build-tog: -o and --tog both dropped
if "$T" --timing --tog="$tmp/c_tog.py" --target=nonsense-cpu-triple --emit=obj "$K" -o "$tmp/c.o" 2>/dev/null ||
   [ -e "$tmp/c.o" ] || [ -e "$tmp/c_tog.py" ]; then
    bad "--tog with a failing backend" "an output was written"
else
    ok
fi
# a symbolic link stays a link, its target gets the graph
echo old >"$tmp/target_tog.py"
ln -s target_tog.py "$tmp/link_tog.py"
"$T" --timing --tog="$tmp/link_tog.py" "$K" -o "$tmp/d.ll" 2>/dev/null && [ -L "$tmp/link_tog.py" ] &&
    cmp -s "$tmp/target_tog.py" "$FIX" && ok || bad "--tog=LINK" "the link was replaced or its target not written"
# clashes
mkdir -p "$tmp/clash"
for args in "--timing --tog=$tmp/clash/e.py -o $tmp/clash/e.py" "--timing --tog=-" "--emit=tog --tog=$tmp/clash/f.py" \
            "--tog=$tmp/clash/g.py --emit=obj"; do
    # shellcheck disable=SC2086
    if "$T" $args "$K" >"$tmp/clash.out" 2>"$tmp/err" || [ -n "$(ls -A "$tmp/clash")" ]; then
        bad "$args" "accepted"
    elif ! grep -q 'error: --' "$tmp/err"; then
        bad "$args" "no message: $(head -1 "$tmp/err")"
    else
        ok
    fi
done

# corpus mode: --each --emit=tog writes DIR/NAME_tog.py, each what one run
# writes; --tog (one file) is refused with --each
if "$T" --each --timing --emit=tog -o "$tmp/each" "$SHARED"/raw "$SHARED"/reconstructed >/dev/null 2>"$tmp/err"; then
    for f in "$SHARED"/raw/*.mlir "$SHARED"/reconstructed/*.mlir; do
        b=$(basename "${f%.mlir}")
        "$T" --emit=tog "$f" -o "$tmp/one_tog.py" 2>/dev/null && cmp -s "$tmp/one_tog.py" "$tmp/each/${b}_tog.py" && ok ||
            bad "--each --emit=tog" "$b: $tmp/each/${b}_tog.py is not what one run writes"
    done
else
    bad "--each --emit=tog" "$(head -1 "$tmp/err")"
fi
if "$T" --each --timing --tog="$tmp/each_tog.py" -o "$tmp/each2" "$SHARED"/raw >/dev/null 2>"$tmp/err" ||
   [ -e "$tmp/each_tog.py" ] || ! grep -q 'error: --each cannot be combined with --tog' "$tmp/err"; then
    bad "--each --tog" "not refused: $(head -1 "$tmp/err")"
else
    ok
fi

echo "check-tog: $pass passed, $fail failed"
[ $fail -eq 0 ]
