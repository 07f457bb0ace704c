#!/usr/bin/env bash
# make check-spike: every kernel of tests/spike/kernels.list run on
# PyTorchSim's Spike (tests/spike/run.sh), compared bit for bit with an
# independent reference (tests/spike/ref.py), for an integer-valued and a
# real-valued data set.  docs/spike.md.
#
#   tests/spike/check.sh [./tsrewrite]
#
# Also runs the same inputs through `tsrewrite run --host-model` and compares
# its argN.npy with Spike's byte for byte when tsrewrite can run the kernel;
# while it cannot (VCIX ops are rejected today), that step prints "skipped"
# and does not fail, unless CHECK_SPIKE_HOST=1 requires it.
# A `mutant` line runs a copy with arith.addf -> arith.subf that must fail;
# tests/spike/kcheck_test.sh checks the kernel entry/exit checker.
# Missing packages: a SKIP line and exit 0.
#
# Environment: SPIKE_WORK (default build/spike), MKSPIKE, NPYCMP (build/runtest/bin/npycmp),
# SPIKE_FILTER (glob on the kernel path), SPIKE_SEED (default 1).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
T=${1:-./tsrewrite}
case "$T" in /*) ;; *) T=$ROOT/${T#./} ;; esac
export TSREWRITE=$T
export MKSPIKE=${MKSPIKE:-$ROOT/build/spike/bin/mkspike}
case "$MKSPIKE" in /*) ;; *) MKSPIKE=$ROOT/$MKSPIKE ;; esac
NPYCMP=${NPYCMP:-$ROOT/build/runtest/bin/npycmp}
WORK=${SPIKE_WORK:-build/spike}
case "$WORK" in /*) ;; *) WORK=$ROOT/$WORK ;; esac
SEED=${SPIKE_SEED:-1}
PY=/usr/bin/python3     # Debian's python3-numpy; `python3` may be a pyenv shim

t_all=$(date +%s)
rc=0
bash tests/spike/build.sh >/dev/null || rc=$?
if [ $rc -eq 77 ]; then
    echo "check-spike: SKIP (see the message above; nothing was run)"
    exit 0
fi
[ $rc -eq 0 ] || { echo "check-spike: FAIL: Spike/pk build"; exit 1; }
# The entry checker's own test, again only when kcheck.sh or its test changed.
mkdir -p "$WORK"
stamp=$WORK/kcheck_test.ok
if [ "$stamp" -nt tests/spike/kcheck.sh ] && [ "$stamp" -nt tests/spike/kcheck_test.sh ]; then
    echo "check-spike: kcheck-test: passed before, kcheck.sh unchanged"
else
    bash tests/spike/kcheck_test.sh | sed 's/^/check-spike: /'
    touch "$stamp"
fi

fails=0 runs=0 host_skip=
while read -r mode kernel lanes vlen kind params; do
    case "$mode" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2254  # SPIKE_FILTER is a glob
    [ -z "${SPIKE_FILTER:-}" ] || case "$kernel" in $SPIKE_FILTER) ;; *) continue ;; esac
    case "$kind" in gemm|transpose|add|exp2) ;; *) echo "check-spike: unknown reference '$kind' for $kernel"; exit 1 ;; esac
    # shellcheck disable=SC2206
    params=($params)
    [ -f "$kernel" ] || { echo "check-spike: FAIL: $kernel not found"; fails=$((fails + 1)); continue; }
    name=$(basename "$kernel" .mlir)
    kfile=$kernel
    sets="int real"
    if [ "$mode" = mutant ]; then
        name=$name.mutant
        mkdir -p "$WORK/$name"
        sed 's/arith\.addf/arith.subf/g' "$kernel" >"$WORK/$name/kernel.mlir"
        cmp -s "$kernel" "$WORK/$name/kernel.mlir" && { echo "check-spike: FAIL: $kernel has no arith.addf to mutate"; fails=$((fails + 1)); continue; }
        kfile=$WORK/$name/kernel.mlir
        sets=real
    fi
    for set in $sets; do
        d=$WORK/$name/$set
        rm -rf "$d"
        mkdir -p "$d/in"
        "$PY" tests/spike/ref.py gen "$kind" "$d/in" "$SEED" "$set" "${params[@]}"
        args=()
        for f in "$d"/in/arg*.npy; do
            n=${f##*/arg}
            args+=(--arg "${n%.npy}=$f")
        done
        runs=$((runs + 1))
        src=0
        bash tests/spike/run.sh "$kfile" --vectorlane "$lanes" --vlen "$vlen" "${args[@]}" \
            --work "$d/work" --out "$d/spike" >"$d/run.log" 2>&1 || src=$?
        if [ $src -eq 77 ]; then
            cat "$d/run.log"
            echo "check-spike: SKIP"
            exit 0
        fi
        result=ok
        if [ $src -ne 0 ]; then
            result="run failed"
        elif ! "$PY" tests/spike/ref.py check "$kind" "$d/in" "$d/spike" "$lanes" "${params[@]}" >"$d/check.log" 2>&1; then
            result="differs from the reference"
        fi
        if [ "$mode" = mutant ]; then
            if [ "$result" = "differs from the reference" ]; then
                echo "check-spike: ok   $name ($set): the mutant is caught: $(grep -o '[0-9]*/[0-9]* elements differ' "$d/check.log")"
            else
                echo "check-spike: FAIL $name ($set): the mutant was not caught ($result)"
                cat "$d/run.log" "$d/check.log" 2>/dev/null || true
                fails=$((fails + 1))
            fi
            continue
        fi
        if [ "$result" != ok ]; then
            echo "check-spike: FAIL $name ($set, $lanes lanes): $result"
            cat "$d/run.log" "$d/check.log" 2>/dev/null || true
            fails=$((fails + 1))
            continue
        fi
        echo "check-spike: ok   $name ($set, $lanes lanes): $(grep -o 'Spike [0-9.]* s' "$d/run.log"); $(sed -n 's/^  [A-Z]: //p' "$d/check.log")"

        # The second producer of the same files: tsrewrite run --host-model.
        hrc=0
        h0=$(date +%s%N)
        "$T" run --host-model --vectorlane="$lanes" --vlen="$vlen" "$kfile" "${args[@]}" --out "$d/host" \
            >"$d/host.log" 2>&1 || hrc=$?
        hsecs=$(awk -v a="$h0" -v b="$(date +%s%N)" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')
        if [ $hrc -ne 0 ]; then
            why=$(grep -m1 'error' "$d/host.log" || head -n1 "$d/host.log")
            if [ "${CHECK_SPIKE_HOST:-0}" = 1 ]; then
                echo "check-spike: FAIL $name ($set): tsrewrite run --host-model: $why"
                fails=$((fails + 1))
            else
                host_skip=$why
            fi
            continue
        fi
        for f in "$d"/spike/arg*.npy; do
            if ! "$NPYCMP" "$f" "$d/host/$(basename "$f")" >"$d/hostcmp.log" 2>&1; then
                echo "check-spike: FAIL $name ($set): Spike and tsrewrite run --host-model differ in $(basename "$f"): $(cat "$d/hostcmp.log")"
                fails=$((fails + 1))
            fi
        done
        echo "check-spike: ok   $name ($set): tsrewrite run --host-model gives the same bytes as Spike (host model ${hsecs} s, compile included)"
    done
done <tests/spike/kernels.list

if [ -n "$host_skip" ]; then
    echo "check-spike: host-model comparison skipped: tsrewrite run --host-model cannot run these kernels yet (e.g. $host_skip); CHECK_SPIKE_HOST=1 makes it a failure"
fi
echo "check-spike: $runs runs, $fails failures, $(($(date +%s) - t_all)) s"
[ $fails -eq 0 ]
