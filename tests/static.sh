#!/usr/bin/env bash
# make check-static: the static binary in an empty root directory (chroot,
# as root; `unshare -r` otherwise) holding only it and the inputs: no /lib,
# /usr, /proc, /dev, /tmp, no environment ($HOME, $TMPDIR, $PATH unset).
# Every output must be the dynamic build's, byte for byte:
#   - the .ll of corpus kernels, on standard output (streamed: its temporary
#     file cannot be made without /tmp), to a file (-o) and into a FIFO
#     (held in an unnamed tmpfile(), or memory without /tmp);
#   - the PyTorchSim fixture's riscv64 object;
#   - `tsrewrite run` of every corpus kernel (corpus/kernels, corpus/run,
#     corpus/gemm_tile.mlir) whose host object calls anything outside
#     itself (libm, libgcc's helpers, malloc, memcpy, ...: `nm -u` of the
#     dynamic build's --emit=obj), inputs from the kernels' directives
#     (tests/run/mkargs.c), every .npy and the --print lines compared;
#     and the fixture on the host model (--host-model);
#   - under strace (when present): after exec, the static binary touches no
#     path outside the kernel's own folder (glibc's static start-up asks for
#     /proc/self/exe and goes on without it).
#
#   tests/static.sh ./tsrewrite ./tsrewrite-static
# Environment: RUN_TOOLS (mkargs; default build/runtest/bin), STATIC_WORK
# (default: a fresh folder under /tmp, removed at the end).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
T=$(readlink -f "${1:-./tsrewrite}")
S=$(readlink -f "${2:-./tsrewrite-static}")
TOOLS=${RUN_TOOLS:-build/runtest/bin}
FIX=$ROOT/../shared/corpus/pytorchsim/gemm256_postvcix.mlir
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1${2:+: $2}"; fail=$((fail + 1)); }

[ -x "$T" ] && [ -x "$S" ] || { echo "check-static: need $T and $S"; exit 1; }
[ -x "$TOOLS/mkargs" ] || { echo "check-static: $TOOLS/mkargs missing (make check-static builds it)"; exit 1; }
if file "$S" | grep -q 'dynamically linked'; then
    echo "check-static: $S is dynamically linked"; exit 1
fi

W=${STATIC_WORK:-$(mktemp -d /tmp/tsrewrite-static.XXXXXX)}
[ -n "${STATIC_WORK:-}" ] || trap 'rm -rf "$W"' EXIT
R=$W/root
rm -rf "$R" && mkdir -p "$R" "$W/dyn"
cp "$S" "$R/tsrewrite"

# Inside the root: chroot as root; a user namespace otherwise.
CHROOT=$(command -v chroot || echo /usr/sbin/chroot)
if [ "$(id -u)" -eq 0 ]; then
    inroot() { env -i "$CHROOT" "$R" /tsrewrite "$@"; }
elif UNSHARE=$(command -v unshare) && "$UNSHARE" -r true 2>/dev/null; then
    inroot() { env -i "$UNSHARE" -r "$CHROOT" "$R" /tsrewrite "$@"; }
else
    echo "check-static: needs root or user namespaces for chroot"; exit 1
fi
inroot --version >/dev/null 2>&1 || { echo "check-static: the static binary does not start in an empty root"; exit 1; }
leftover=$(cd "$R" && ls -A | grep -v '^tsrewrite$')
[ -z "$leftover" ] || { echo "check-static: the root is not empty: $leftover"; exit 1; }

# ---- .ll: standard output, -o FILE, -o FIFO
for k in corpus/gemm_tile.mlir corpus/kernels/math_transcendental_f32.mlir corpus/run/matmul_bias.mlir; do
    n=$(basename "$k" .mlir)
    cp "$k" "$R/$n.mlir"
    "$T" "$k" >"$W/dyn/$n.ll" || { bad "$n.ll" "the dynamic build fails"; continue; }
    if ! inroot "/$n.mlir" >"$W/$n.stdout.ll" 2>"$W/$n.err"; then
        bad "$n.ll (stdout)" "$(head -n1 "$W/$n.err")"
    elif cmp -s "$W/dyn/$n.ll" "$W/$n.stdout.ll"; then ok "$n.ll (stdout)"
    else bad "$n.ll (stdout)" "differs from the dynamic build's"; fi
    if ! inroot "/$n.mlir" -o "/$n.ll" 2>"$W/$n.err"; then
        bad "$n.ll (-o)" "$(head -n1 "$W/$n.err")"
    elif cmp -s "$W/dyn/$n.ll" "$R/$n.ll"; then ok "$n.ll (-o)"
    else bad "$n.ll (-o)" "differs from the dynamic build's"; fi
done
mkfifo "$R/fifo"
cat "$R/fifo" >"$W/fifo.ll" &
reader=$!
if ! inroot /gemm_tile.mlir -o /fifo 2>"$W/fifo.err"; then
    bad "gemm_tile.ll (-o FIFO)" "$(head -n1 "$W/fifo.err")"; kill "$reader" 2>/dev/null
elif wait "$reader" && cmp -s "$W/dyn/gemm_tile.ll" "$W/fifo.ll"; then ok "gemm_tile.ll (-o FIFO)"
else bad "gemm_tile.ll (-o FIFO)" "differs from the dynamic build's"; fi
rm -f "$R/fifo"

# ---- the fixture's riscv64 object
if [ -f "$FIX" ]; then
    cp "$FIX" "$R/fixture.mlir"
    "$T" --target=riscv64 --emit=obj "$FIX" -o "$W/dyn/fixture.o"
    if ! inroot --target=riscv64 --emit=obj /fixture.mlir -o /fixture.o 2>"$W/fixture.err"; then
        bad "fixture riscv64 object" "$(head -n1 "$W/fixture.err")"
    elif cmp -s "$W/dyn/fixture.o" "$R/fixture.o"; then ok "fixture riscv64 object ($(stat -c %s "$R/fixture.o") bytes)"
    else bad "fixture riscv64 object" "differs from the dynamic build's"; fi
else
    bad "fixture riscv64 object" "$FIX missing"
fi

# ---- tsrewrite run: the kernels that call out, both builds, same inputs
# run_both NAME KERNEL [run options...]: the kernel and its inputs under
# $R/NAME; the dynamic build writes $W/dyn/NAME, the static one $R/NAME/out.
run_both() {
    local n=$1 k=$2
    shift 2
    local d=$R/$n
    mkdir -p "$d/in" "$W/dyn/$n"
    cp "$k" "$d/kernel.mlir"
    local args
    if ! args=$("$TOOLS/mkargs" "$k" "$k" kernel "$d/in" 2>"$W/$n.mkargs"); then
        bad "run $n" "mkargs: $(head -n1 "$W/$n.mkargs")"; return
    fi
    # shellcheck disable=SC2086
    if ! "$T" run "$d/kernel.mlir" "$@" $args --out "$W/dyn/$n/out" --print >"$W/dyn/$n/log" 2>&1; then
        bad "run $n" "the dynamic build fails: $(head -n1 "$W/dyn/$n/log")"; return
    fi
    # the same options with the paths as the root sees them
    # shellcheck disable=SC2086
    if ! inroot run "/$n/kernel.mlir" "$@" ${args//$R/} --out "/$n/out" --print >"$W/$n.log" 2>&1; then
        bad "run $n" "$(head -n1 "$W/$n.log")"; return
    fi
    local files why=
    files=$(cd "$W/dyn/$n/out" && ls)
    [ -n "$files" ] || why="no output"
    [ "$files" = "$(cd "$d/out" && ls)" ] || why="different output files"
    for f in $files; do
        [ -z "$why" ] && ! cmp -s "$W/dyn/$n/out/$f" "$d/out/$f" && why="$f differs"
    done
    [ -z "$why" ] && ! cmp -s "$W/dyn/$n/log" "$W/$n.log" && why="the --print lines differ"
    if [ -n "$why" ]; then bad "run $n" "$why"; else ok "run $n ($(echo "$files" | wc -w) outputs)"; fi
}

declare -A xf=()
while read -r n _; do
    case $n in ''|'#'*) continue ;; esac
    xf[$n]=1
done <corpus/kernels/XFAIL
nrun=0
for k in corpus/kernels/*.mlir corpus/run/*.mlir corpus/gemm_tile.mlir; do
    n=$(basename "$k" .mlir)
    [ -n "${xf[$n]+x}" ] && continue
    "$T" --emit=obj "$k" -o "$W/k.o" 2>/dev/null || continue
    calls=$(nm -u "$W/k.o" | awk '{ print $2 }' | tr '\n' ' ')
    [ -n "$calls" ] || continue
    echo "     $n calls: $calls"
    run_both "$n" "$k"
    nrun=$((nrun + 1))
done
[ "$nrun" -ge 30 ] || bad "run" "only $nrun corpus kernels call out: the selection is broken"
[ -f "$FIX" ] && run_both fixture-host-model "$FIX" --host-model
# LLVM's optimiser in the folded binary (--icf=all)
run_both math_transcendental_f32-O2 corpus/kernels/math_transcendental_f32.mlir -O2

# an external function nobody has: the same error, naming it
printf 'func.func private @frobnicate(f32) -> f32\nfunc.func @kernel(%%x: f32) -> f32 {\n  %%y = func.call @frobnicate(%%x) : (f32) -> f32\n  return %%y : f32\n}\n' >"$R/unknown.mlir"
"$T" run "$R/unknown.mlir" --out "$W/dyn/unknown" >/dev/null 2>"$W/dyn/unknown.err"
if inroot run /unknown.mlir --out /unknown >/dev/null 2>"$W/unknown.err"; then bad "unknown symbol" "the run succeeds"
elif ! grep -q 'Symbols not found: \[ frobnicate \]' "$W/unknown.err"; then bad "unknown symbol" "$(head -n1 "$W/unknown.err")"
elif ! cmp -s "$W/dyn/unknown.err" "$W/unknown.err"; then bad "unknown symbol" "the dynamic build says $(head -n1 "$W/dyn/unknown.err")"
else ok "unknown symbol: $(head -n1 "$W/unknown.err")"; fi

# ---- nothing outside the kernel's folder
if command -v strace >/dev/null && [ "$(id -u)" -eq 0 ]; then
    n=math_transcendental_f64
    if [ -d "$R/$n" ]; then
        rm -rf "$R/$n/out"
        strace -f -qq -o "$W/trace" env -i "$CHROOT" "$R" /tsrewrite run "/$n/kernel.mlir" --out "/$n/out" >/dev/null 2>&1
        outside=$(awk '/execve\("\/tsrewrite"/ { on = 1; next } on' "$W/trace" |
            grep -oE '^[0-9]+ +(open|openat|openat2|creat|stat|lstat|newfstatat|statx|access|faccessat2?|readlink|readlinkat|mkdir|mkdirat|rename|renameat2?|unlink|unlinkat|execve|chdir|truncate|symlink|link|chmod|chown)\((AT_FDCWD, )?"[^"]+"' |
            sed 's/.*"\(.*\)"/\1/' |
            grep -v "^/$n\(/\|\$\)" | grep -vx '/proc/self/exe' | sort -u | tr '\n' ' ')
        if [ -n "$outside" ]; then bad "paths" "the static binary looked outside /$n: $outside"
        else ok "paths (after exec: only /$n/...; /proc/self/exe asked for by glibc)"; fi
    else
        bad "paths" "$n did not run"
    fi
else
    echo "     (strace missing or not root: path check not run)"
fi

echo "check-static: $(stat -c %s "$S") bytes, $nrun kernels run in the empty root"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
