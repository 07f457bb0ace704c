#!/usr/bin/env bash
# The Gemmini host model against plain code (docs/hostmodel.md).
#   corpus/hostmodel/NAME.mlir      MVIN -> elementwise compute on the scratchpad, written per
#                                   lane as the machine runs it (a loop over one lane's share
#                                   with vector loads and stores) -> MVOUT
#   corpus/hostmodel/NAME.ref.mlir  the same computation on the DRAM arguments, no DMA
# Both have the same signature, so `tsrewrite run --seed S` gives them the
# same inputs; every out/argN.npy must be byte-identical, for two seeds.
# NAME.mlir's first line `// HOSTMODEL: OPTIONS` gives its run options
# (--vectorlane=N); the ref runs without --host-model.  Also: a share
# overflow fails the run with exit status 1.
#   HOSTMODEL_DIR   the kernels' folder (default corpus/hostmodel)
#   HOSTMODEL_GLOB  which kernels of it (default *)
#   HOSTMODEL_OPTS  more options for the host-model runs (e.g. --dma=descriptor)
# The share-overflow check runs only on the default set.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
T=$(cd "$(dirname "$T")" && pwd)/$(basename "$T")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
SEEDS=${SEEDS:-"1 7"}
pass=0 fail=0

run_pair() {   # NAME.mlir: 0 if every seed agrees, else prints why
    local f=$1 ref=${1%.mlir}.ref.mlir opts seed
    [ -f "$ref" ] || { echo "missing $ref"; return 1; }
    opts=$(head -1 "$f" | sed -n 's|^// HOSTMODEL: *||p')
    for seed in $SEEDS; do
        rm -rf "$tmp/dma" "$tmp/ref"
        # shellcheck disable=SC2086
        if ! "$T" run --host-model $opts $EXTRA "$f" --seed "$seed" --out "$tmp/dma" >"$tmp/log" 2>&1; then
            echo "host-model run failed (seed $seed): $(grep -m1 -i error "$tmp/log" || head -1 "$tmp/log")"; return 1
        fi
        if ! "$T" run "$ref" --seed "$seed" --out "$tmp/ref" >"$tmp/log" 2>&1; then
            echo "reference run failed (seed $seed): $(grep -m1 -i error "$tmp/log" || head -1 "$tmp/log")"; return 1
        fi
        local n=0 o
        for o in "$tmp/ref"/arg*.npy; do
            [ -e "$o" ] || continue
            n=$((n + 1))
            if ! cmp -s "$o" "$tmp/dma/$(basename "$o")"; then
                echo "$(basename "$o") differs (seed $seed)"; return 1
            fi
        done
        [ "$n" -gt 0 ] || { echo "no output written (seed $seed)"; return 1; }
        [ "$(ls "$tmp/dma" | wc -l)" -eq "$(ls "$tmp/ref" | wc -l)" ] || { echo "different output files (seed $seed)"; return 1; }
    done
}

DIR=${HOSTMODEL_DIR:-corpus/hostmodel}
GLOB=${HOSTMODEL_GLOB:-*}
EXTRA=${HOSTMODEL_OPTS:-}
for f in $DIR/$GLOB.mlir; do
    case $f in *.ref.mlir) continue ;; esac
    name=$(basename "$f" .mlir)
    if why=$(run_pair "$f"); then
        echo "PASS: $name"; pass=$((pass + 1))
    else
        echo "FAIL: $name: $why"; fail=$((fail + 1))
    fi
done

if [ -n "${HOSTMODEL_DIR:-}${HOSTMODEL_GLOB:-}${HOSTMODEL_OPTS:-}" ]; then
    echo "hostmodel ($DIR/$GLOB $EXTRA): $pass passed, $fail failed"
    [ $fail -eq 0 ]
    exit
fi

# A tile that does not fit its buffer's per-lane share (4x8 over 128 lanes:
# a share of 2 elements, PyTorchSim's minimum; a lane holds a column of 4)
# is the model's error, and the run fails with it.
"$T" run --host-model --vectorlane=128 corpus/hostmodel/scale2d_vsa1.mlir --out "$tmp/b" >/dev/null 2>"$tmp/berr"
rc=$?
if [ $rc -eq 1 ] && grep -q "error: host model: Gemmini instruction 4: MVIN: element \[0, 0, 2, 0\] (lane 0) overflows the 8-byte per-lane share of @X_spad by 4 bytes" "$tmp/berr"; then
    echo "PASS: bank overflow is an error"; pass=$((pass + 1))
else
    echo "FAIL: bank overflow is an error: exit status $rc, stderr: $(head -1 "$tmp/berr")"; fail=$((fail + 1))
fi

echo "hostmodel: $pass passed, $fail failed"
[ $fail -eq 0 ]
