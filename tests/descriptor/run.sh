#!/usr/bin/env bash
# The descriptor DMA path (--dma=descriptor: peel-transfer,
# lower-transfer-to-gemmini; docs/passes.md, docs/pytorchsim.md):
#  1. PyTorchSim's own lowering tests as goldens: for each
#     ../shared/corpus/pytorchsim/test_lower_transfer_to_gemmini_*_input.mlir,
#     tsrewrite's output (generic form) must be byte-identical to
#     `mlir-opt-19 --mlir-print-op-generic` of the matching _lowered.mlir.
#     No normalisation: the two texts are compared as they are.
#  2. Both peel routes agree: peel-transfer then lower-transfer-to-gemmini
#     prints exactly what lower-transfer-to-gemmini's own peel/collapse prints.
#  3. The host model (tests/run/hostmodel.sh): corpus/hostdesc's kernels, and
#     corpus/hostmodel's togsim.transfer kernels run with --dma=descriptor,
#     against their DMA-free references.
#  4. The raw togsim.transfer kernels of ../shared/corpus/pytorchsim
#     (reconstructed/, and PyTorchSim's two test inputs) build on both paths to
#     riscv64 objects, and llc-19 accepts the .ll with PyTorchSim's llc flags.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
T=$(cd "$(dirname "$T")" && pwd)/$(basename "$T")
S=../shared/corpus/pytorchsim
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
ok() { echo "PASS: $1"; pass=$((pass + 1)); }
bad() { echo "FAIL: $1: $2"; fail=$((fail + 1)); }

# 1. goldens
n=0
for in in "$S"/test_lower_transfer_to_gemmini_*_input.mlir; do
    [ -e "$in" ] || continue
    n=$((n + 1))
    name=$(basename "$in" _input.mlir)
    low=${in%_input.mlir}_lowered.mlir
    if ! mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic "$low" -o "$tmp/exp.mlir" 2>"$tmp/err"; then
        bad "$name" "mlir-opt-19 rejects $low: $(head -1 "$tmp/err")"; continue
    fi
    if ! "$T" --dma=descriptor --passes=lower-transfer-to-gemmini --emit=mlir "$in" -o "$tmp/got.mlir" 2>"$tmp/err"; then
        bad "$name" "tsrewrite failed: $(head -1 "$tmp/err")"; continue
    fi
    if cmp -s "$tmp/exp.mlir" "$tmp/got.mlir"; then ok "$name (golden)"; else
        bad "$name" "differs from the lowered file:"; diff "$tmp/exp.mlir" "$tmp/got.mlir" | head -10
    fi
done
[ $n -ge 2 ] || bad "goldens" "expected PyTorchSim's two lowering tests in $S, found $n"

# 2. peel routes
for f in corpus/hostdesc/peel_mask.mlir corpus/hostdesc/collapse_mask.mlir corpus/hostmodel/transfer_peel.mlir \
         corpus/hostmodel/transfer_peel_vst.mlir corpus/hostmodel/transfer_permute5d.mlir; do
    "$T" --dma=descriptor --vectorlane=4 --passes=peel-transfer,lower-transfer-to-gemmini --emit=mlir "$f" -o "$tmp/a" 2>"$tmp/err" &&
        "$T" --dma=descriptor --vectorlane=4 --passes=lower-transfer-to-gemmini --emit=mlir "$f" -o "$tmp/b" 2>>"$tmp/err" ||
        { bad "$f" "tsrewrite failed: $(head -1 "$tmp/err")"; continue; }
    if cmp -s "$tmp/a" "$tmp/b"; then ok "$(basename "$f"): peel-transfer + lowering = the lowering's own reshaping"; else
        bad "$f" "the two routes differ"; diff "$tmp/a" "$tmp/b" | head -6
    fi
done

# 3. host model
if HOSTMODEL_DIR=corpus/hostdesc bash tests/run/hostmodel.sh "$T"; then ok "corpus/hostdesc on the host model"; else
    bad "corpus/hostdesc" "host-model runs differ from their references"; fi
if HOSTMODEL_GLOB='transfer_*' HOSTMODEL_OPTS=--dma=descriptor bash tests/run/hostmodel.sh "$T"; then
    ok "corpus/hostmodel/transfer_* with --dma=descriptor"; else
    bad "corpus/hostmodel/transfer_*" "host-model runs with --dma=descriptor differ from their references"; fi

# 4. riscv64 objects on both paths
RV='-relocation-model=pic -march=riscv64 -O2 -mattr=+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b -filetype=obj'
n=0
for f in "$S"/reconstructed/*.mlir "$S"/test_lower_transfer_to_gemmini_*_input.mlir; do
    grep -q '"togsim.transfer"' "$f" || continue
    n=$((n + 1))
    for p in dma-start descriptor; do
        name="$(basename "$f") --dma=$p"
        case $(basename "$f")/$p in test_lower_*/dma-start) continue ;; esac   # masked: descriptor only
        if ! "$T" --dma=$p --target=riscv64 --emit=obj "$f" -o "$tmp/k.o" 2>"$tmp/err" ||
           ! "$T" --dma=$p --target=riscv64 --emit=ll "$f" -o "$tmp/k.ll" 2>>"$tmp/err"; then
            bad "$name" "tsrewrite failed: $(head -1 "$tmp/err")"; continue
        fi
        # shellcheck disable=SC2086
        if ! llc-19 $RV "$tmp/k.ll" -o /dev/null 2>"$tmp/err"; then bad "$name" "llc-19: $(head -1 "$tmp/err")"; continue; fi
        # the path shows in the instructions: CONFIG_DESC only on the descriptor path
        d=$(grep -c 'CUSTOM_1, 0x3, 7,' "$tmp/k.ll")
        c=$(grep -c 'CUSTOM_1, 0x3, 0,' "$tmp/k.ll")
        if [ $p = descriptor ] && { [ "$d" -eq 0 ] || [ "$c" -ne 0 ]; }; then bad "$name" "$d CONFIG_DESC, $c CONFIG"; continue; fi
        if [ $p = dma-start ] && { [ "$d" -ne 0 ] || [ "$c" -eq 0 ]; }; then bad "$name" "$d CONFIG_DESC, $c CONFIG"; continue; fi
        ok "$name: riscv64 object, llc-19 accepts the .ll"
    done
done
[ $n -ge 2 ] || bad "reconstructed" "no togsim.transfer kernels found in $S"

echo "descriptor: $pass passed, $fail failed"
[ $fail -eq 0 ]
