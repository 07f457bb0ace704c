#!/usr/bin/env bash
# The streamed .ll (backend/emit.c): a module of 512 functions is printed in
# batches through a memory file (memfd), else a temporary file in $TMPDIR,
# else LLVM's string.  Checks that
#  - the text is the same all three ways (TSREWRITE_LL_VIA forces the
#    second and the third), and with no $TMPDIR;
#  - it holds exactly the lines of the whole module (llvm-dis-19 of
#    --emit=bc, which is never streamed), in another function order, and
#    llvm-as-19 accepts it;
#  - no temporary file is left behind, after a success or an error.
set -euo pipefail
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "stream: FAIL: $*"; exit 1; }
bash "$ROOT/tests/bench/gen_big_ll.sh" "$tmp/m.mlir" 1
mkdir "$tmp/t"
TMPDIR=$tmp/t "$T" "$tmp/m.mlir" -o "$tmp/a.ll"
[ -z "$(ls -A "$tmp/t")" ] || fail "a temporary file with a memory file at hand: $(ls "$tmp/t")"
TMPDIR=$tmp/none "$T" "$tmp/m.mlir" -o "$tmp/b.ll"
cmp -s "$tmp/a.ll" "$tmp/b.ll" || fail "no \$TMPDIR: other text"
TSREWRITE_LL_VIA=file TMPDIR=$tmp/t strace -f -e trace=openat -o "$tmp/trace" "$T" "$tmp/m.mlir" -o "$tmp/c.ll"
grep -q "$tmp/t/tsrewrite-ll" "$tmp/trace" || fail "TSREWRITE_LL_VIA=file: no temporary file made"
cmp -s "$tmp/a.ll" "$tmp/c.ll" || fail "the temporary file prints other text"
TSREWRITE_LL_VIA=string TMPDIR=$tmp/t "$T" "$tmp/m.mlir" -o "$tmp/d.ll"
cmp -s "$tmp/a.ll" "$tmp/d.ll" || fail "the in-memory fallback prints other text"
n=$(grep -c '^define ' "$tmp/a.ll")
[ "$n" -ge 500 ] || fail "only $n functions: the module is too small to need batches"
"$T" --emit=bc "$tmp/m.mlir" -o "$tmp/m.bc"
llvm-dis-19 "$tmp/m.bc" -o "$tmp/m.dis.ll"
grep -v '^; ModuleID' "$tmp/a.ll" | LC_ALL=C sort >"$tmp/a.sorted"
grep -v '^; ModuleID' "$tmp/m.dis.ll" | LC_ALL=C sort >"$tmp/m.sorted"
cmp -s "$tmp/a.sorted" "$tmp/m.sorted" || fail "the lines differ from the whole module's: $(diff "$tmp/a.sorted" "$tmp/m.sorted" | head -3)"
llvm-as-19 "$tmp/a.ll" -o /dev/null || fail "llvm-as-19 rejects the streamed text"
printf '"builtin.module"() ({\n  "llvm.return"() : () -> ()\n}) : () -> ()\n' >"$tmp/bad.mlir"
if TMPDIR=$tmp/t "$T" "$tmp/bad.mlir" -o "$tmp/bad.ll" 2>/dev/null; then fail "the bad module was accepted"; fi
if TSREWRITE_LL_VIA=file TMPDIR=$tmp/t "$T" "$tmp/bad.mlir" -o "$tmp/bad.ll" 2>/dev/null; then fail "the bad module was accepted"; fi
[ -z "$(ls -A "$tmp/t")" ] || fail "temporary files left: $(ls "$tmp/t")"
echo "stream: ok ($n functions; memory file, temporary file and string printing agree; same lines as llvm-dis of the bitcode)"
