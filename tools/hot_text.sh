#!/usr/bin/env bash
# tools/hot_text.sh BIN > cli/hot.ld  (make hot-text)
#
# Writes the linker script that puts the functions a one-kernel compile
# runs at the start of the text, together (cli/hot.ld; docs/design.md,
# "Libraries and the static binary").  Left where the archives put them,
# the ~1,200 functions a small kernel's .ll compile runs lie in ~110
# different 64 KiB stretches of a 30 MB text, and the kernel faults each
# stretch in separately (~5-10 us a fault on the VMs we measure on);
# together they are ~0.5 MB.
#
# The list is what callgrind saw run (--demangle=no: the names are the
# sections' names, -ffunction-sections in our objects and in LLVM's
# archives), in three runs, each adding only what the ones before did not
# run: corpus/gemm_tile.mlir to .ll, the same kernel to MLIR, and the
# PyTorchSim GEMM through the whole chain to a riscv64 object (the code
# generator).  A name the next link does not find (another LLVM) is
# harmless: the pattern matches nothing.
set -euo pipefail
BIN=$(readlink -f "${1:-./tsrewrite}")
ROOT=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v valgrind >/dev/null || { echo "hot_text.sh: valgrind is needed" >&2; exit 2; }

# functions of BIN that ran, one per line, in callgrind's order
ran() {
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$tmp/cg" "$BIN" "$@" >/dev/null 2>&1 ||
        { echo "hot_text.sh: $BIN $* failed" >&2; exit 1; }
    callgrind_annotate --threshold=100 "$tmp/cg" |
        sed -nE "s|^ *[0-9,]+ +\([ 0-9.]+%\) +[^ ]*:([^ :']+)('[0-9]+)? \[$BIN\]\$|\\1|p"
}

{
    ran "$ROOT/corpus/gemm_tile.mlir" -o "$tmp/out.ll"
    ran --emit=mlir "$ROOT/corpus/gemm_tile.mlir" -o "$tmp/out.mlir"
    ran --target=riscv64 --emit=obj --vectorlane=128 "$ROOT/corpus/pytorchsim/gemm256_raw.mlir" -o "$tmp/out.o"
} | awk '!seen[$0]++' >"$tmp/names"

n=$(wc -l <"$tmp/names")
[ "$n" -ge 500 ] || { echo "hot_text.sh: only $n functions: callgrind's output not understood" >&2; exit 1; }
cat <<EOF
/* hot.ld -- written by tools/hot_text.sh (make hot-text); do not edit.
 *
 * The $n functions that a small kernel's compile (to .ll, to MLIR, and
 * the PyTorchSim GEMM to a riscv64 object) runs, first in the text and
 * side by side, so start-up faults in a few stretches of code instead of
 * ~110.  Added to both binaries' links (Makefile). */
SECTIONS
{
  .text.tsr_hot : {
EOF
sed 's/.*/    *(.text.&)/' "$tmp/names"
cat <<EOF
  }
}
INSERT BEFORE .text;
EOF
