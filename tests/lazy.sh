#!/usr/bin/env bash
# make check-lazy: LLVM's static constructors are set apart at link time
# (backend/lazy_ctors.ld): Support's, Core's and their dependencies' run
# when the backend first builds a module (backend_init_llvm), the rest on
# first use of the code generators, the optimiser, bitcode or the JIT
# (backend_init_targets).  The
# binary is compared with an eager build (the same objects linked without
# the script, every constructor at start-up):
#   - the link: the set-apart section exists and holds at least 100
#     constructors, its first part at least 10, and start-up's list is
#     shorter by exactly that many (none lost, none run twice);
#   - under gdb: an MLIR-output run and --version run none of LLVM's
#     constructors, a .ll run the first of Support's;
#   - the functions a small compile runs are one section, first in the
#     text (cli/hot.ld);
#   - a plain .ll run faults in fewer pages than the eager build's (the
#     constructors really do not run; /usr/bin/time's minor faults), and
#     so does an MLIR-output run, which runs none of LLVM's;
#   - every output is the eager build's, byte for byte: all corpus kernels
#     to .ll and to riscv64 objects (--each -j4: four threads reach the
#     first use at once), bitcode, assembly, -O2 .ll, `tsrewrite run`
#     (JIT) with its .npy outputs, the host model.
#   tests/lazy.sh ./tsrewrite build/eager/tsrewrite
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
T=$(readlink -f "${1:-./tsrewrite}")
E=$(readlink -f "${2:-build/eager/tsrewrite}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0 fail=0
is() { if [ $? -eq 0 ]; then pass=$((pass + 1)); else echo "FAIL: $1"; fail=$((fail + 1)); fi; }

# a section's column COL of `readelf -SW` (hex) as a number, 0 if absent:
# secsize FILE NAME (bytes), secaddr FILE NAME (address)
secfield() { local h; h=$(readelf -SW "$1" | awk -v s="$2" -v c="$3" '$2 == s { print $c }'); echo $((16#${h:-0})); }
secsize() { secfield "$1" "$2" 6; }
secaddr() { secfield "$1" "$2" 4; }
lazy=$(( $(secsize "$T" .ts_llvm_lazy_init) / 8 ))
[ "$lazy" -ge 100 ]; is "the binary sets 100 or more constructors apart (it sets $lazy)"
[ "$(secsize "$E" .ts_llvm_lazy_init)" -eq 0 ]; is "the eager build sets none apart"
sym() { nm "$1" | awk -v s="$2" '$3 == s { print $1 }'; }
st=$(sym "$T" ts_llvm_lazy_init_start) ce=$(sym "$T" ts_llvm_lazy_core_end) en=$(sym "$T" ts_llvm_lazy_init_end)
core=$(( (16#${ce:-0} - 16#${st:-0}) / 8 ))
[ -n "$st" ] && [ -n "$ce" ] && [ -n "$en" ] && [ "$core" -ge 10 ] && [ $((16#$ce)) -lt $((16#$en)) ]
is "the first part (Support, Core, ...) holds $core of them, the rest follow"
ti=$(( $(secsize "$T" .init_array) / 8 )) ei=$(( $(secsize "$E" .init_array) / 8 ))
[ $((ei - ti)) -eq "$lazy" ]; is "start-up runs $ti constructors, the eager build $ei: $lazy fewer"

K=$ROOT/corpus/gemm_tile.mlir
faults() { /usr/bin/time -f %R -o "$tmp/f" "$@" >/dev/null 2>&1 && cat "$tmp/f"; }
if [ -x /usr/bin/time ]; then
    lf=$(faults "$T" "$K" -o "$tmp/l.ll") ef=$(faults "$E" "$K" -o "$tmp/e.ll")
    [ -n "$lf" ] && [ -n "$ef" ] && [ "$lf" -lt $((ef - 100)) ]
    is "a .ll run faults in fewer pages ($lf) than the eager build's ($ef)"
    # MLIR output never reaches LLVM: none of its constructors run, not even
    # Support's and Core's (the first part of the set-apart section)
    lf=$(faults "$T" --emit=mlir "$K" -o "$tmp/l.mlir") ef=$(faults "$E" --emit=mlir "$K" -o "$tmp/e.mlir")
    [ -n "$lf" ] && [ -n "$ef" ] && [ "$lf" -lt $((ef - 200)) ]
    is "an MLIR-output run faults in fewer pages ($lf) than the eager build's ($ef)"
else
    echo "check-lazy: /usr/bin/time missing (make deps), page faults not compared"
fi

# Whether the first set-apart constructor (Support's first) runs: a
# breakpoint on it, set once the program is loaded.
first_ctor_runs() {
    gdb -nx -batch -ex starti -ex 'break *(*(long *)&ts_llvm_lazy_init_start)' -ex continue \
        --args "$T" "$@" 2>&1 | grep -q '^Breakpoint 1, '
}
if command -v gdb >/dev/null; then
    ! first_ctor_runs --emit=mlir "$K" -o "$tmp/g.mlir"; is "an MLIR-output run runs none of LLVM's constructors"
    ! first_ctor_runs --version; is "--version runs none of LLVM's constructors"
    first_ctor_runs "$K" -o "$tmp/g.ll"; is "a .ll run runs Support's first constructor"
else
    echo "check-lazy: gdb missing (make deps), constructor runs not watched"
fi

# The read-only pages of the binary an MLIR-output run leaves resident
# (KiB, summed over its r--p mappings, read at exit under gdb): our own
# constants sit together (cli/layout.ld), not among LLVM's 9.7 MB.
ro_resident() {
    gdb -nx -batch -ex 'break exit' -ex run \
        -ex "python import gdb; open('$tmp/smaps', 'w').write(open('/proc/%d/smaps' % gdb.selected_inferior().pid).read())" \
        --args "$T" "$@" >/dev/null 2>&1
    awk -v bin="$T" '/^[0-9a-f]+-[0-9a-f]+ / { on = ($2 == "r--p" && $6 == bin) } on && /^Rss:/ { s += $2 } END { print s + 0 }' "$tmp/smaps"
}
if command -v gdb >/dev/null; then
    ro=$(ro_resident --emit=mlir "$K" -o "$tmp/r.mlir")
    [ "$ro" -gt 0 ] && [ "$ro" -lt 640 ]; is "an MLIR-output run keeps $ro KiB of read-only data resident (< 640)"
    [ "$(secsize "$T" .rodata.tsrewrite)" -ge 50000 ]; is "our constants are one section (cli/layout.ld)"
fi

# The functions a small compile runs come first in the text, side by side
# (cli/hot.ld): ours and LLVM's, the parser's, the backend's, LLVM's
# printer and the RISC-V instruction selector.
hs=$(secaddr "$T" .text.tsr_hot) hn=$(secsize "$T" .text.tsr_hot)
[ "$hn" -ge 200000 ] && [ "$(secsize "$E" .text.tsr_hot)" -eq 0 ]; is "the hot text is one section ($hn bytes), not in the eager build"
for f in p_operation lower_op write_output _ZNK4llvm6Module5printERNS_11raw_ostreamEPNS_24AssemblyAnnotationWriterEbb \
         _ZN4llvm17RISCVDAGToDAGISel6SelectEPNS_6SDNodeE; do
    a=$(sym "$T" "$f")
    [ -n "$a" ] && [ $((16#$a)) -ge "$hs" ] && [ $((16#$a)) -lt $((hs + hn)) ]; is "$f is in the hot text"
done

same() {   # NAME ARGS...: both builds, outputs to $tmp/{l,e}/NAME
    local n=$1; shift
    "$T" "$@" -o "$tmp/l.$n" >"$tmp/l.$n.log" 2>&1 && "$E" "$@" -o "$tmp/e.$n" >"$tmp/e.$n.log" 2>&1 &&
        [ -s "$tmp/l.$n" ] && cmp -s "$tmp/l.$n" "$tmp/e.$n"
    is "$n: the eager build's output"
}
same mlir --emit=mlir "$K"
same bc --emit=bc "$K"
same asm --target=riscv64 --emit=asm "$K"
same O2.ll -O2 "$K"
same host.o --emit=obj "$K"
same raw.o --target=riscv64 --emit=obj --vectorlane=128 "$ROOT/corpus/pytorchsim/gemm256_raw.mlir"

for kind in ll obj; do
    opts=(); [ $kind = obj ] && opts=(--target=riscv64 --emit=obj)
    for b in l e; do
        if [ $b = l ]; then x=$T; else x=$E; fi
        "$x" --each -j4 "${opts[@]}" -o "$tmp/$b-$kind" "$ROOT"/corpus/kernels/*.mlir 2>&1 |
            grep -v '^tsrewrite --each: ' >"$tmp/$b-$kind.log"   # the summary holds the time
    done
    n=$(ls "$tmp/l-$kind" | wc -l)
    [ "$n" -ge 200 ] && diff -r "$tmp/l-$kind" "$tmp/e-$kind" >/dev/null && cmp -s "$tmp/l-$kind.log" "$tmp/e-$kind.log"
    is "corpus/kernels to $kind, four threads: $n outputs and the status lines as the eager build's"
done

runboth() {   # NAME KERNEL [run options]: JIT run, --print lines and .npy outputs
    local n=$1 k=$2; shift 2
    "$T" run "$k" "$@" --out "$tmp/l-$n" --print >"$tmp/l-$n.log" 2>&1 &&
        "$E" run "$k" "$@" --out "$tmp/e-$n" --print >"$tmp/e-$n.log" 2>&1 &&
        [ -n "$(ls "$tmp/l-$n")" ] && diff -r "$tmp/l-$n" "$tmp/e-$n" >/dev/null && cmp -s "$tmp/l-$n.log" "$tmp/e-$n.log"
    is "run $n: the eager build's outputs"
}
runboth math "$ROOT/corpus/kernels/math_transcendental_f32.mlir" --seed 3
runboth gemm_tile "$K" -O2
FIX=$ROOT/../shared/corpus/pytorchsim/gemm256_postvcix.mlir
[ -f "$FIX" ] && runboth host-model "$FIX" --host-model

echo "check-lazy: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
