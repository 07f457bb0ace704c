#!/usr/bin/env bash
# Loop padding, executed (make check-padding): every corpus/padding/NAME.mlir
# is a PyTorchSim-style kernel (MVIN -> compute -> MVOUT) whose tile loops
# do not divide their tensors.  It runs through tsrewrite's default
# pipeline (loop-padding resizes @kernel's buffers and adds @wrapper_kernel)
# on the Gemmini host model, called THROUGH @wrapper_kernel with the
# original, unpadded arrays; the results must equal NumPy's.
#
# Directives (Python, numpy as np, rng = np.random.default_rng(SEED)):
#   // PAD-IN: aN = ...        the input array of argument N (all arguments)
#   // PAD-EXPECT: aN = ...    the expected argument N after the call
# Every argument without PAD-EXPECT must come back unchanged.  One lane
# (--vectorlane=1): the scratchpad is one bank, so the kernels compute the
# same whether the host model runs them over whole buffers or lane by lane.
# The comparison is exact (the kernels use exact float operations only).
# Also: each kernel must really be padded (@wrapper_kernel allocates and
# fills a buffer), compile for riscv64 (also --timing) to a .ll llc-19
# accepts, and the checker must reject a result with one element changed
# by one ulp.
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
T=$(cd "$(dirname "$T")" && pwd)/$(basename "$T")
PY=${PYTHON:-/usr/bin/python3}   # Debian's python3-numpy; `python3` may be a pyenv shim
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
SEEDS=${SEEDS:-"1 7"}
pass=0 fail=0

# gen|check KERNEL SEED DIR [OUTDIR]: write the inputs, or compare outputs.
pyrun() {
    "$PY" - "$@" <<'PY'
import re, sys
import numpy as np
mode, kernel, seed, d = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
text = open(kernel).read()
ins = re.findall(r'^// PAD-IN: (.*)$', text, re.M)
exp = re.findall(r'^// PAD-EXPECT: (.*)$', text, re.M)
rng = np.random.default_rng(seed)
env = {"np": np, "rng": rng}
for line in ins:
    exec(line, env)
n = len(ins)
if mode == "gen":
    for i in range(n):
        np.save(f"{d}/in{i}.npy", env[f"a{i}"])
    print(" ".join(f"--arg {i}={d}/in{i}.npy" for i in range(n)))
    sys.exit(0)
want = {f"a{i}": env[f"a{i}"] for i in range(n)}
for line in exp:
    name, rhs = (s.strip() for s in line.split("=", 1))
    want[name] = np.asarray(eval(rhs, env), dtype=env[name].dtype)
out = sys.argv[5]
bad = 0
for i in range(n):
    got = np.load(f"{out}/arg{i}.npy")
    w = want[f"a{i}"]
    if mode == "tamper":     # the checker itself: one changed element must be caught
        got = got.copy(); got.flat[0] = got.flat[0] + 1 if got.dtype.kind in "iu" else np.nextafter(got.flat[0], got.dtype.type(np.inf))
    if got.shape != w.shape or got.dtype != w.dtype or not np.array_equal(got, w):
        k = np.flatnonzero(got != w)[:1] if got.shape == w.shape else []
        print(f"arg{i} differs" + (f" at {k[0]}: {got.flat[k[0]]} != {w.flat[k[0]]}" if len(k) else f": {got.shape} {got.dtype} vs {w.shape} {w.dtype}"))
        bad = 1
sys.exit(bad)
PY
}

run_one() {   # KERNEL: 0 if every seed agrees with NumPy
    local f=$1 seed args
    "$T" --passes=default --emit=mlir "$f" -o "$tmp/padded.mlir" 2>"$tmp/log" || { echo "pipeline failed: $(head -1 "$tmp/log")"; return 1; }
    grep -q '"memref.alloc".*memref<[0-9]*x' "$tmp/padded.mlir" && grep -q 'linalg.fill' "$tmp/padded.mlir" ||
        { echo "nothing was padded (no padded buffer in @wrapper_kernel)"; return 1; }
    # PyTorchSim's target, functional and timing, and llc-19 on the .ll
    "$T" --target=riscv64 --emit=obj "$f" -o "$tmp/k.o" 2>"$tmp/log" || { echo "riscv64 object: $(head -1 "$tmp/log")"; return 1; }
    "$T" --timing --target=riscv64 --emit=obj "$f" -o "$tmp/kt.o" 2>"$tmp/log" || { echo "--timing object: $(head -1 "$tmp/log")"; return 1; }
    "$T" --target=riscv64 "$f" -o "$tmp/k.ll" 2>"$tmp/log" || { echo "riscv64 .ll: $(head -1 "$tmp/log")"; return 1; }
    llc-19 -relocation-model=pic -march=riscv64 -O2 -mattr=+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl256b -filetype=obj \
        "$tmp/k.ll" -o "$tmp/llc.o" 2>"$tmp/log" || { echo "llc-19 rejects the .ll: $(head -1 "$tmp/log")"; return 1; }
    for seed in $SEEDS; do
        rm -rf "$tmp/in" "$tmp/out"; mkdir -p "$tmp/in"
        args=$(pyrun gen "$f" "$seed" "$tmp/in") || { echo "input generation failed"; return 1; }
        # The wrapper's padded buffers are never freed, as in PyTorchSim's
        # (its device build wraps free as a no-op): no leak report under ASan.
        # shellcheck disable=SC2086
        if ! ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0 "$T" run --host-model --vectorlane=1 --func wrapper_kernel "$f" $args --out "$tmp/out" >"$tmp/log" 2>&1; then
            echo "run failed (seed $seed): $(grep -m1 -i error "$tmp/log" || head -1 "$tmp/log")"; return 1
        fi
        pyrun check "$f" "$seed" "$tmp/in" "$tmp/out" || { echo "(seed $seed)"; return 1; }
        if pyrun tamper "$f" "$seed" "$tmp/in" "$tmp/out" >/dev/null; then
            echo "the checker accepts a changed result (seed $seed)"; return 1
        fi
    done
}

[ -x "$PY" ] && "$PY" -c 'import numpy' 2>/dev/null || { echo "check-padding: FAIL: $PY has no NumPy"; exit 1; }
for f in corpus/padding/*.mlir; do
    name=$(basename "$f" .mlir)
    if why=$(run_one "$f"); then
        echo "PASS: $name"; pass=$((pass + 1))
    else
        echo "FAIL: $name: $why"; fail=$((fail + 1))
    fi
done
echo "check-padding: $pass passed, $fail failed"
[ $fail -eq 0 ]
