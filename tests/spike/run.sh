#!/usr/bin/env bash
# Run one kernel on PyTorchSim's Spike (docs/spike.md).
#
#   tests/spike/run.sh KERNEL.mlir --vectorlane S --vlen V --out DIR
#                      [--arg N=FILE.npy | --arg N=VALUE]... [--seed N] [--func NAME]
#                      [--scratchpad-size BYTES] [--work DIR]
#
# Compiles KERNEL.mlir with `tsrewrite --target=riscv64 --emit=obj
# --vectorlane=S --vlen=V`, writes and links the driver (tests/spike/mkspike.c),
# checks the kernel's first instruction and its single `ret`, runs Spike + pk
# and writes every memref argument after the call as DIR/argN.npy, as
# `tsrewrite run --out DIR` does.  Arguments not given take `tsrewrite run`'s
# seeded data.
#
# Environment: TSREWRITE (default ./tsrewrite), MKSPIKE (default
# build/spike/bin/mkspike), SPIKE_TIMEOUT (seconds, default 900),
# TSREWRITE_CACHE (see build.sh).
# Exit status: 0 ok, 77 skipped (packages missing), 1 failure.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
T=${TSREWRITE:-$ROOT/tsrewrite}
MKSPIKE=${MKSPIKE:-$ROOT/build/spike/bin/mkspike}

usage() { sed -n '4,7p' "$0" >&2; exit 1; }
fail() { echo "spike-run: FAIL: $*" >&2; exit 1; }

kernel='' lanes='' vlen='' out='' work='' spad=''
margs=()
while [ $# -gt 0 ]; do
    case "$1" in
        --vectorlane|--vectorlane=*) if [ "$1" = --vectorlane ]; then lanes=${2:?}; shift; else lanes=${1#*=}; fi ;;
        --vlen|--vlen=*) if [ "$1" = --vlen ]; then vlen=${2:?}; shift; else vlen=${1#*=}; fi ;;
        --out) out=${2:?}; shift ;;
        --work) work=${2:?}; shift ;;
        --scratchpad-size) spad=${2:?}; shift ;;
        --arg|--seed|--func) margs+=("$1" "${2:?}"); shift ;;
        -*) usage ;;
        *) [ -z "$kernel" ] || usage; kernel=$1 ;;
    esac
    shift
done
[ -n "$kernel" ] && [ -n "$lanes" ] && [ -n "$vlen" ] && [ -n "$out" ] || usage
[ -f "$kernel" ] || fail "no kernel $kernel"

rc=0
SPIKE_DIR=$(bash "$ROOT/tests/spike/build.sh") || rc=$?
[ $rc -eq 0 ] || exit $rc

if [ -z "$work" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
rm -rf "$work/in" "$work/out"
mkdir -p "$work"

# The object for the very lane count of the run (a .o built for another one
# runs without complaint and computes something else).
"$T" --target=riscv64 --emit=obj --vectorlane="$lanes" --vlen="$vlen" "$kernel" -o "$work/kernel.o" ||
    fail "tsrewrite cannot compile $kernel"
"$MKSPIKE" "$kernel" --dir "$work" --vectorlane "$lanes" ${spad:+--scratchpad-size "$spad"} ${margs[@]+"${margs[@]}"} ||
    { rc=$?; [ $rc -eq 2 ] && exit 77; fail "mkspike"; }
# shellcheck disable=SC1091
. "$work/spike.env"
clang-19 --target=riscv64-unknown-elf -march=rv64gc -mabi=lp64d -mcmodel=medany -mno-relax \
    -ffreestanding -fno-builtin -nostdlib -O2 -std=c11 -Wall -Wextra -Werror \
    -c "$work/driver.c" -o "$work/driver.o" || fail "the driver does not compile"
ld.lld-19 -T "$work/link.ld" "$work/driver.o" "$work/kernel.o" -o "$work/driver.elf" || fail "the driver does not link"

# The kernel's range for --kernel-addr, and its entry and exit checked.
range=$(bash "$ROOT/tests/spike/kcheck.sh" "$work/driver.elf" "$KERNEL_SYM" "$work/kernel.dis") ||
    fail "$kernel: the kernel cannot run on Spike as compiled"
read -r kaddr ret_addr frame <<<"$range"

bank=$SPAD_SIZE
window=$((LANES * bank))
mkdir -p "$work/dma_access" "$work/indirect_access"
t0=$(date +%s%N)
set +e
(cd "$work" && timeout "${SPIKE_TIMEOUT:-900}" "$SPIKE_DIR/spike" --isa rv64gcv_zfh --varch="vlen:$vlen,elen:64" \
    --vectorlane-size="$LANES" \
    -m"0x80000000:0x80000000,0x2000000000:0x$(printf %x $window)" \
    --scratchpad-base-paddr=$((0x2000000000)) --scratchpad-base-vaddr="$SPAD_VBASE" \
    --scratchpad-size="$bank" --kernel-addr="$kaddr:$ret_addr" --base-path="$work" \
    "$SPIKE_DIR/pk" driver.elf) >"$work/spike.log" 2>&1
src=$?
set -e
t1=$(date +%s%N)
secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", (b - a) / 1e9 }')
if [ $src -ne 0 ] || ! grep -q '^driver: done' "$work/spike.log"; then
    tail -n 20 "$work/spike.log" >&2
    fail "Spike exited with $src after ${secs} s ($kernel, $LANES lanes)"
fi
"$MKSPIKE" --collect "$kernel" --dir "$work" --out "$out" --vectorlane "$lanes" ${margs[@]+"${margs[@]}"} ||
    fail "mkspike --collect"
echo "spike-run: $(basename "$kernel"): $LANES lanes, VLEN $vlen, $bank-byte banks, kernel 0x$kaddr..0x$ret_addr ($frame), Spike ${secs} s"
