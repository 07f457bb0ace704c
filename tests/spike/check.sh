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

fails=0 runs=0 xfails=0 host_skip=''
rm -f "$WORK/times.txt"   # NAME SET S VLEN Spike-seconds host-seconds, per bit-identical run
while read -r mode kernel lanes vlen kind params; do
    case "$mode" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2254  # SPIKE_FILTER is a glob
    [ -z "${SPIKE_FILTER:-}" ] || case "$kernel" in $SPIKE_FILTER) ;; *) continue ;; esac
    case "$kind" in gemm|transpose|add|exp2|lanes) ;; *) echo "check-spike: unknown reference '$kind' for $kernel"; exit 1 ;; esac
    case "$mode" in run|mutant|xfail) ;; *) echo "check-spike: unknown mode '$mode' for $kernel"; exit 1 ;; esac
    why_x=''
    case "$params" in *'#'*) why_x=${params#*#}; why_x=${why_x# }; params=${params%%#*} ;; esac
    [ "$mode" != xfail ] || [ -n "$why_x" ] || { echo "check-spike: xfail $kernel needs '# reason'"; exit 1; }
    # shellcheck disable=SC2206
    params=($params)
    [ -f "$kernel" ] || { echo "check-spike: FAIL: $kernel not found"; fails=$((fails + 1)); continue; }
    name=$(basename "$kernel" .mlir)
    kfile=$kernel
    if [ "$kind" = lanes ] && [ "$(head -n1 "$kernel")" != "// LANES: --vectorlane=$lanes --vlen=$vlen" ]; then
        echo "check-spike: FAIL: $kernel: its '// LANES:' line is not --vectorlane=$lanes --vlen=$vlen"
        fails=$((fails + 1))
        continue
    fi
    sets=$("$PY" tests/spike/ref.py sets "$kind" "${params[@]}")
    # lanes kernels (corpus/lanes/, make check-lanes): the host model must
    # give Spike's bytes, whatever CHECK_SPIKE_HOST says.
    need_host=${CHECK_SPIKE_HOST:-0}
    [ "$kind" != lanes ] || need_host=1
    if [ "$mode" = mutant ]; then
        name=$name.mutant
        mkdir -p "$WORK/$name"
        sed 's/arith\.addf/arith.subf/g' "$kernel" >"$WORK/$name/kernel.mlir"
        cmp -s "$kernel" "$WORK/$name/kernel.mlir" && { echo "check-spike: FAIL: $kernel has no arith.addf to mutate"; fails=$((fails + 1)); continue; }
        kfile=$WORK/$name/kernel.mlir
        sets=${sets##* }   # the last data set (real-valued)
    fi
    for set in $sets; do
        d=$WORK/$name/$set
        rm -rf "$d"
        mkdir -p "$d/in"
        "$PY" tests/spike/ref.py gen "$kind" "$d/in" "$SEED" "$set" "${params[@]}"
        cparams=("${params[@]}")
        [ "$kind" != lanes ] || cparams+=("$set")
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
        elif ! "$PY" tests/spike/ref.py check "$kind" "$d/in" "$d/spike" "$lanes" "${cparams[@]}" >"$d/check.log" 2>&1; then
            result="differs from the reference"
        fi
        if [ "$mode" = mutant ]; then
            if [ "$result" = "differs from the reference" ]; then
                echo "check-spike: ok   $name ($set): the mutant is caught: $(grep -m1 -o '[0-9]*/[0-9]* elements differ' "$d/check.log" || grep -m1 '^  arg' "$d/check.log" | sed 's/^ *//')"
            else
                echo "check-spike: FAIL $name ($set): the mutant was not caught ($result)"
                cat "$d/run.log" "$d/check.log" 2>/dev/null || true
                fails=$((fails + 1))
            fi
            continue
        fi
        stime=$(grep -o 'Spike [0-9.]* s' "$d/run.log" || true)
        if [ "$result" != ok ] && [ "$mode" != xfail ]; then
            echo "check-spike: FAIL $name ($set, $lanes lanes): $result"
            cat "$d/run.log" "$d/check.log" 2>/dev/null || true
            fails=$((fails + 1))
            continue
        fi
        if [ "$mode" = xfail ] && [ "$result" = ok ]; then
            echo "check-spike: FAIL $name ($set): listed as an expected difference ($why_x) but Spike now matches the reference: make it a 'run' line"
            fails=$((fails + 1))
            continue
        fi
        [ "$mode" = xfail ] ||
            echo "check-spike: ok   $name ($set, $lanes lanes): $stime; $(sed -n 's/^  [A-Z]: //p' "$d/check.log" | paste -sd ';' - | sed 's/;/; /g')"

        # The second producer of the same files: tsrewrite run --host-model.
        hrc=0
        h0=$(date +%s%N)
        "$T" run --host-model --vectorlane="$lanes" --vlen="$vlen" "$kfile" "${args[@]}" --out "$d/host" \
            >"$d/host.log" 2>&1 || hrc=$?
        hsecs=$(awk -v a="$h0" -v b="$(date +%s%N)" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')
        if [ $hrc -ne 0 ]; then
            why=$(grep -m1 'error' "$d/host.log" || head -n1 "$d/host.log")
            if [ "$need_host" = 1 ]; then
                echo "check-spike: FAIL $name ($set): tsrewrite run --host-model: $why"
                fails=$((fails + 1))
            else
                host_skip=$why
            fi
            continue
        fi
        if [ "$mode" = xfail ]; then
            # Spike differs; the host model must still give the reference.
            if "$PY" tests/spike/ref.py check "$kind" "$d/in" "$d/host" "$lanes" "${cparams[@]}" >"$d/hostcheck.log" 2>&1; then
                xfails=$((xfails + 1))
                echo "check-spike: xfail $name ($set, $lanes lanes, VLEN $vlen): Spike: $result$(grep -m1 -o 'arg[0-9]* ([^)]*): [0-9]* elements differ[^;]*' "$d/check.log" 2>/dev/null | sed 's/^/: /'); the host model matches the reference (${hsecs} s). Expected: $why_x"
            else
                echo "check-spike: FAIL $name ($set): an expected difference on Spike, but the host model misses the reference too"
                cat "$d/hostcheck.log"
                fails=$((fails + 1))
            fi
            continue
        fi
        hbad=0
        for f in "$d"/spike/arg*.npy; do
            if ! "$NPYCMP" "$f" "$d/host/$(basename "$f")" >"$d/hostcmp.log" 2>&1; then
                echo "check-spike: FAIL $name ($set): Spike and tsrewrite run --host-model differ in $(basename "$f"): $(cat "$d/hostcmp.log")"
                hbad=1
            fi
        done
        if [ $hbad -ne 0 ]; then
            fails=$((fails + 1))
            continue
        fi
        echo "check-spike: ok   $name ($set): tsrewrite run --host-model gives the same bytes as Spike (host model ${hsecs} s, compile included)"
        echo "$name $set $lanes $vlen ${stime:-?} ${hsecs}" >>"$WORK/times.txt"
    done
done <tests/spike/kernels.list

if [ -n "$host_skip" ]; then
    echo "check-spike: host-model comparison skipped: tsrewrite run --host-model cannot run these kernels yet (e.g. $host_skip); CHECK_SPIKE_HOST=1 makes it a failure"
fi
echo "check-spike: $runs runs, $fails failures, $xfails expected differences (xfail lines of kernels.list), $(($(date +%s) - t_all)) s"
[ $fails -eq 0 ]
