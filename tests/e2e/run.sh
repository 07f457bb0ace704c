#!/usr/bin/env bash
# make check-e2e: PyTorchSim kernels from the code generator's raw form
# (../shared/corpus/pytorchsim/{raw,reconstructed}/ and our own
# corpus/e2e/, listed in tests/e2e/kernels.list) through tsrewrite's whole
# chain (loop-padding, dma-fine-grained, lower-to-vcix, ... , LLVM), run
# lane by lane under `tsrewrite run --host-model`, against NumPy.
#
#   tests/e2e/run.sh [./tsrewrite]
#
# Per kernel:
#   - the file must be in raw form (no vcix op, no @wrapper_kernel; the
#     GEMMs still hold their linalg.matmul, the exp kernels their math.exp),
#     and `--stop-after=lower-to-vcix` must give a @wrapper_kernel and the
#     VCIX ops (systolic array for GEMMs, special-function unit for exp) in
#     place of linalg.matmul / math.exp: the run below really goes through
#     the chain;
#   - per data set (int: small integers, real: standard normal; inputs and
#     references from tests/spike/ref.py, the references make check-spike
#     uses): the raw kernel under `tsrewrite run --host-model --vectorlane=S
#     --vlen=V`, every output compared with the reference (add: bit for bit;
#     GEMM: bit for bit against a float32 reference in the machine's order
#     and within the float32 dot-product bound of the float64 product; exp2:
#     bit for bit against glibc's expf, within 1 ulp of the correctly rounded
#     value and within the propagated bound of 2**x);
#   - the check itself must fail on the same output with one element moved
#     by one ulp (CHECK_TAMPER=1);
#   - a `mutant` line runs a copy with one operation changed, which must be
#     caught.
#
# Environment: E2E_WORK (default build/e2e), E2E_FILTER (glob on the kernel
# path), E2E_SEED (default 1).  Work files stay in E2E_WORK/NAME/SET/.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
T=${1:-./tsrewrite}
case "$T" in /*) ;; *) T=$ROOT/${T#./} ;; esac
WORK=${E2E_WORK:-build/e2e}
case "$WORK" in /*) ;; *) WORK=$ROOT/$WORK ;; esac
SEED=${E2E_SEED:-1}
PY=${PYTHON:-/usr/bin/python3}   # Debian's python3-numpy; `python3` may be a pyenv shim
REF=tests/spike/ref.py

[ -x "$T" ] || { echo "check-e2e: no tsrewrite at $T"; exit 1; }
t_all=$(date +%s)
fails=0 runs=0 kernels=0

fail() { echo "check-e2e: FAIL $*"; fails=$((fails + 1)); }

# raw KERNEL KIND: empty if KERNEL is in the code generator's form, else why not.
raw() {
    if grep -q 'vcix\.' "$1"; then echo "it already holds VCIX ops"; return; fi
    if grep -q 'wrapper_kernel' "$1"; then echo "it already has a @wrapper_kernel (padded)"; return; fi
    case "$2" in
        gemm) grep -q 'linalg\.matmul' "$1" || echo "no linalg.matmul" ;;
        exp2) grep -q 'math\.exp' "$1" || echo "no math.exp" ;;
        add) grep -q 'arith\.addf' "$1" || echo "no arith.addf" ;;
    esac
}

# chained STAGE KIND: empty if the lower-to-vcix stage is what the chain must make.
chained() {
    grep -q 'sym_name = "wrapper_kernel"' "$1" || { echo "no @wrapper_kernel after loop-padding"; return; }
    case "$2" in
        gemm) grep -q '"vcix.iv"' "$1" && grep -q '"vcix.v.i"' "$1" || { echo "no systolic-array push/pop (vcix.iv, vcix.v.i)"; return; }
              ! grep -q '"linalg.matmul"' "$1" || echo "a linalg.matmul is left" ;;
        exp2) grep -q '"vcix.v.iv"' "$1" || { echo "no special-function-unit op (vcix.v.iv)"; return; }
              ! grep -q '"math.exp"' "$1" || echo "a math.exp is left" ;;
    esac
}

while read -r mode kernel lanes vlen kind params; do
    case "$mode" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2254  # E2E_FILTER is a glob
    [ -z "${E2E_FILTER:-}" ] || case "$kernel" in $E2E_FILTER) ;; *) continue ;; esac
    case "$kind" in gemm|add|exp2) ;; *) echo "check-e2e: unknown reference '$kind' for $kernel"; exit 1 ;; esac
    # shellcheck disable=SC2206
    params=($params)
    name=$(basename "$kernel" .mlir)
    [ -f "$kernel" ] || { fail "$name: $kernel not found"; continue; }
    kernels=$((kernels + 1))
    opts=(--vectorlane="$lanes" --vlen="$vlen")
    kfile=$kernel sets="int real"
    if [ "$mode" = mutant ]; then
        name=$name.mutant
        mkdir -p "$WORK/$name"
        case "$kind" in
            add) sed 's/arith\.addf/arith.subf/g' ;;
            exp2) sed 's/math\.exp /math.tanh /g' ;;
            gemm) sed 's/dense<0\.0>/dense<1.0>/g' ;;
        esac <"$kernel" >"$WORK/$name/kernel.mlir"
        cmp -s "$kernel" "$WORK/$name/kernel.mlir" && { fail "$name: nothing to mutate in $kernel"; continue; }
        kfile=$WORK/$name/kernel.mlir sets=real
    else
        why=$(raw "$kernel" "$kind")
        [ -z "$why" ] || { fail "$name: not the code generator's raw form: $why"; continue; }
        mkdir -p "$WORK/$name"
        if ! "$T" --stop-after=lower-to-vcix "${opts[@]}" "$kernel" -o "$WORK/$name/custom.mlir" 2>"$WORK/$name/chain.log"; then
            fail "$name: --stop-after=lower-to-vcix: $(head -n1 "$WORK/$name/chain.log")"
            continue
        fi
        why=$(chained "$WORK/$name/custom.mlir" "$kind")
        [ -z "$why" ] || { fail "$name: the chain's lower-to-vcix stage: $why"; continue; }
    fi
    for set in $sets; do
        d=$WORK/$name/$set
        rm -rf "$d"
        mkdir -p "$d/in"
        "$PY" "$REF" gen "$kind" "$d/in" "$SEED" "$set" "${params[@]}" || { fail "$name ($set): ref.py gen"; continue; }
        args=()
        for f in "$d"/in/arg*.npy; do
            n=${f##*/arg}
            args+=(--arg "${n%.npy}=$f")
        done
        runs=$((runs + 1))
        t0=$(date +%s%N)
        hrc=0
        "$T" run --host-model "${opts[@]}" "$kfile" "${args[@]}" --out "$d/host" >"$d/host.log" 2>&1 || hrc=$?
        secs=$(awk -v a="$t0" -v b="$(date +%s%N)" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')
        result=ok
        if [ $hrc -ne 0 ]; then
            result="tsrewrite run --host-model exited with $hrc: $(grep -m1 error "$d/host.log" || head -n1 "$d/host.log")"
        elif ! "$PY" "$REF" check "$kind" "$d/in" "$d/host" "$lanes" "${params[@]}" >"$d/check.log" 2>&1; then
            result="differs from the reference"
        fi
        if [ "$mode" = mutant ]; then
            if [ "$result" = "differs from the reference" ]; then
                echo "check-e2e: ok   $name ($set): the mutant is caught: $(grep -m1 -o '[0-9]*/[0-9]* elements differ[^;]*' "$d/check.log")"
            else
                fail "$name ($set): the mutant was not caught ($result)"
                cat "$d/check.log" 2>/dev/null
            fi
            continue
        fi
        if [ "$result" != ok ]; then
            fail "$name ($set, $lanes lanes, VLEN $vlen): $result"
            cat "$d/check.log" 2>/dev/null
            continue
        fi
        # The comparison must be able to fail on this very output.
        if CHECK_TAMPER=1 "$PY" "$REF" check "$kind" "$d/in" "$d/host" "$lanes" "${params[@]}" >"$d/tamper.log" 2>&1; then
            fail "$name ($set): the check accepts the output with one element moved by one ulp"
            continue
        fi
        echo "check-e2e: ok   $name ($set, $lanes lanes, VLEN $vlen): host model ${secs} s; $(sed -n 's/^  [A-Z]: //p' "$d/check.log" | head -n1)"
    done
done <tests/e2e/kernels.list

[ $kernels -gt 0 ] || { echo "check-e2e: no kernel selected"; exit 1; }
echo "check-e2e: $runs runs, $fails failures, $(($(date +%s) - t_all)) s"
[ $fails -eq 0 ]
