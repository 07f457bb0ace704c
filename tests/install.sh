#!/usr/bin/env bash
# make check-install: install into a scratch DESTDIR and use only what was
# installed there.
#   - the files, the shared library's soname and links;
#   - exported symbols: the shared library's dynamic symbols and the static
#     library's global ones are exactly the functions include/tsrewrite.h
#     declares (the check is also run on the internal archive, which must
#     fail it: the check can fail);
#   - examples/embed.c built with `pkg-config --cflags --libs tsrewrite`
#     (shared) and `pkg-config --static ...` (a static executable), run:
#     the built-in kernel, the PyTorchSim fixture's riscv64 object (equal to
#     `tsrewrite --target=riscv64 --emit=obj`), a bad kernel's located error;
#   - examples/tsrewrite.py over the installed libtsrewrite.so: .ll and
#     riscv64 object equal to the CLI's, TsError with the located message;
#   - tests/embed/threads.c: several kernels on several threads, one
#     context per job, outputs equal to the sequential ones;
#   - make uninstall leaves no file behind.
# Environment: B (build folder), MAKE.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
B=${B:-build}
MAKE=${MAKE:-make}
PYTHON=${PYTHON:-/usr/bin/python3}
FIX=$ROOT/../shared/corpus/pytorchsim/gemm256_postvcix.mlir
D=$(mktemp -d /tmp/tsrewrite-install.XXXXXX)
trap 'rm -rf "$D"' EXIT
P=/usr/local
L=$D$P/lib
pass=0 fail=0
ok() { echo "PASS $1"; pass=$((pass + 1)); }
bad() { echo "FAIL $1${2:+: $2}"; fail=$((fail + 1)); }
finish() { echo "$pass passed, $fail failed"; [ "$fail" -eq 0 ]; exit; }

if ! $MAKE --no-print-directory -s install DESTDIR="$D" PREFIX="$P" B="$B" >"$D/install.log" 2>&1; then
    bad install "$(tail -n 3 "$D/install.log")"; finish
fi
missing=
for f in bin/tsrewrite lib/libtsrewrite.a lib/libtsrewrite.so lib/libtsrewrite.so.0 include/tsrewrite.h \
         lib/pkgconfig/tsrewrite.pc share/man/man1/tsrewrite.1; do
    [ -e "$D$P/$f" ] || missing="$missing $f"
done
soname=$(readelf -d "$L/libtsrewrite.so" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')
if [ -n "$missing" ]; then bad "installed files" "missing:$missing"
elif [ "$soname" != libtsrewrite.so.0 ] || [ "$(readlink "$L/libtsrewrite.so")" != libtsrewrite.so.0 ]; then
    bad "installed files" "soname '$soname', libtsrewrite.so -> $(readlink "$L/libtsrewrite.so")"
else ok "installed files (soname $soname)"; fi

# ---- exported symbols
api=$(grep -oE '^TS_API [^(]*\bts_[a-z_]+\(' include/tsrewrite.h | grep -oE 'ts_[a-z_]+\($' | tr -d '(' | sort)
[ "$(echo "$api" | wc -l)" -ge 10 ] || bad "exports" "cannot read the API from include/tsrewrite.h"
# exports_of KIND FILE: the defined global (static) or dynamic (shared) symbols
exports_of() {
    if [ "$1" = shared ]; then nm -D --defined-only "$2"; else nm -g --defined-only "$2"; fi |
        awk 'NF == 3 { print $3 }' | sort -u
}
check_exports() {
    local extra gone
    extra=$(comm -13 <(echo "$api") <(exports_of "$1" "$2") | head -n 5 | tr '\n' ' ')
    gone=$(comm -23 <(echo "$api") <(exports_of "$1" "$2") | tr '\n' ' ')
    [ -z "$extra$gone" ] && return 0
    echo "${extra:+exports $extra}${gone:+ lacks $gone}"
    return 1
}
for lib in shared:libtsrewrite.so static:libtsrewrite.a; do
    if why=$(check_exports "${lib%%:*}" "$L/${lib#*:}"); then ok "exports of ${lib#*:}: the $(echo "$api" | wc -l) functions of tsrewrite.h"
    else bad "exports of ${lib#*:}" "$why"; fi
done
if check_exports static "$B/libts_internal.a" >/dev/null; then
    bad "exports check" "passes on the internal archive, which exports everything"
else ok "exports check fails on the internal archive"; fi

# ---- examples/embed.c against the installed files
export PKG_CONFIG_PATH=$L/pkgconfig
pc() { pkg-config --define-variable=prefix="$D$P" "$@" tsrewrite; }
cflags=$(pc --cflags) && libs=$(pc --libs) && slibs=$(pc --static --libs) || { bad pkg-config "tsrewrite.pc unusable"; finish; }
case "$cflags $libs" in *"$D"*) ;; *) bad pkg-config "the flags do not point into DESTDIR: $cflags $libs" ;; esac
cc -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L examples/embed.c $cflags $libs -o "$D/embed-shared" 2>"$D/cc.err" ||
    bad "embed.c (shared)" "$(head -n 3 "$D/cc.err")"
cc -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -static examples/embed.c $cflags $slibs -o "$D/embed-static" 2>"$D/cc.err" ||
    bad "embed.c (static)" "$(grep -v 'statically linked applications' "$D/cc.err" | head -n 3)"
export LD_LIBRARY_PATH=$L
./tsrewrite --target=riscv64 --emit=obj "$FIX" -o "$D/cli.o"
printf 'func.func @kernel() {\n  %%0 = arith.addf %%x, %%x : f32\n  return\n}\n' >"$D/bad.mlir"
for kind in shared static; do
    e=$D/embed-$kind
    [ -x "$e" ] || continue
    if [ $kind = shared ] && ! ldd "$e" | grep -q "$L/libtsrewrite.so.0"; then
        bad "embed ($kind)" "does not load the installed libtsrewrite.so.0: $(ldd "$e" | grep tsrewrite)"; continue
    fi
    if [ $kind = static ] && ! file "$e" | grep -q 'statically linked'; then
        bad "embed ($kind)" "not a static executable"; continue
    fi
    (cd "$D" && "$e" >/dev/null) && [ -s "$D/kernel.o" ] || { bad "embed ($kind)" "the built-in kernel"; continue; }
    rm -f "$D/kernel.o"
    if ! "$e" -o "$D/fix-$kind.o" "$FIX" >/dev/null; then bad "embed ($kind)" "the fixture"
    elif ! cmp -s "$D/cli.o" "$D/fix-$kind.o"; then bad "embed ($kind)" "the fixture's object differs from the CLI's"
    elif "$e" -o "$D/bad.o" "$D/bad.mlir" 2>"$D/bad.err" || ! grep -q "bad.mlir:2:[0-9]*: error: " "$D/bad.err" || [ -e "$D/bad.o" ]; then
        bad "embed ($kind)" "a bad kernel: $(head -n 1 "$D/bad.err")"
    else ok "embed ($kind): built-in kernel, fixture object = CLI's, located error '$(head -n 1 "$D/bad.err")'"; fi
done

# ---- the Python wrapper
./tsrewrite corpus/gemm_tile.mlir -o "$D/cli.ll"
if out=$(TSREWRITE_LIB=$L/libtsrewrite.so.0 "$PYTHON" - "$FIX" "$D" <<'EOF' 2>&1
import sys
sys.path.insert(0, "examples")
import tsrewrite
fix, d = sys.argv[1], sys.argv[2]
ll = tsrewrite.compile(open("corpus/gemm_tile.mlir").read(), filename="corpus/gemm_tile.mlir")
assert ll == open(d + "/cli.ll").read(), "the .ll differs from the CLI's"
obj = tsrewrite.compile(open(fix).read(), emit="obj", target="riscv64")
assert obj == open(d + "/cli.o", "rb").read(), "the riscv64 object differs from the CLI's"
try:
    tsrewrite.compile(open(d + "/bad.mlir").read(), filename="bad.mlir")
    raise AssertionError("no TsError for a bad kernel")
except tsrewrite.TsError as e:
    assert str(e).startswith("bad.mlir:2:"), str(e)
    print(str(e).splitlines()[0])
EOF
); then ok "tsrewrite.py: .ll and riscv64 object = CLI's, TsError '$out'"
else bad "tsrewrite.py" "$(echo "$out" | tail -n 2)"; fi

# ---- several kernels on several threads
if cc -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -pthread tests/embed/threads.c $cflags $libs \
      -o "$D/threads" 2>"$D/cc.err"; then
    mkdir -p "$D/threads.out"
    if "$D/threads" 4 2 "$D/threads.out" corpus/gemm_tile.mlir corpus/kernels/math_transcendental_f32.mlir \
          corpus/kernels/math_libm_f64.mlir corpus/kernels/vector_reduction_f16_i8.mlir corpus/kernels/math_expansions_f64.mlir \
          >"$D/threads.log" 2>&1; then
        ok "threads: $(grep -c '^PASS' "$D/threads.log") threads x 5 kernels x 2 rounds, outputs = sequential"
    else bad "threads" "$(grep -v '^PASS' "$D/threads.log" | head -n 3)"; fi
else bad "threads" "$(head -n 3 "$D/cc.err")"; fi

# ---- uninstall
$MAKE --no-print-directory -s uninstall DESTDIR="$D" PREFIX="$P" B="$B" >/dev/null 2>&1
left=$(cd "$D$P" && find . ! -type d | tr '\n' ' ')
if [ -n "$left" ]; then bad uninstall "left $left"; else ok "uninstall removes every installed file"; fi
finish
