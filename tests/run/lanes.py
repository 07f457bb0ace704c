#!/usr/bin/env python3
"""check-lanes: run lane-mode kernels under `tsrewrite run --host-model` and
compare with NumPy (docs/hostmodel.md, "Tests").

Each kernel is corpus/lanes/NAME.mlir with NAME.py beside it:
  - NAME.mlir's first line `// LANES: OPTIONS` gives its run options
    (--vectorlane=S --vlen=V); a NAME.py with `MLIR = "path"` names a kernel
    elsewhere (the PyTorchSim fixture) and `OPTS = "..."` its options;
  - NAME.py defines `inputs(rng, case)` -> one array per argument (outputs
    too: their shape and dtype), `CASES` (default ["default"]) and
    `expected(args, case)` -> {argument: (array, mode)} with mode "exact"
    (bit for bit), ("close", rtol, atol), ("rel", tol) (error at most tol
    times the largest expected magnitude) or ("ulp", n); a list of such
    pairs checks one output several ways.

Per kernel and case the inputs are written to WORK/NAME/CASE/in/argN.npy,
the kernel runs with `--arg N=in/argN.npy ... --out out`, and the outputs
out/argN.npy are compared.  The inputs depend only on the kernel's name and
the case, so another runner (the machine: make check-spike) can use them:

    lanes.py TSREWRITE [NAME...]      run and check (all kernels by default)
    lanes.py --prepare WORK [NAME...] only write the inputs and print each command
    lanes.py --check WORK NAME CASE   check WORK/NAME/CASE/out against the references
"""
import importlib.util
import os
import shlex
import subprocess
import sys
import time
import zlib

import numpy as np

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LANES = os.path.join(ROOT, "corpus", "lanes")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def load(name):
    spec = importlib.util.spec_from_file_location("lane_" + name, os.path.join(LANES, name + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def kernel_of(name, mod):
    path = os.path.join(ROOT, mod.MLIR) if hasattr(mod, "MLIR") else os.path.join(LANES, name + ".mlir")
    if hasattr(mod, "OPTS"):
        return path, mod.OPTS.split()
    with open(path) as f:
        first = f.readline()
    if not first.startswith("// LANES:"):
        raise SystemExit(f"{path}: the first line must be '// LANES: OPTIONS'")
    return path, first[len("// LANES:"):].split()


def names(argv):
    if argv:
        return argv
    return sorted(f[:-3] for f in os.listdir(LANES) if f.endswith(".py") and not f.startswith("_"))


def prepare(work, name, mod, case):
    rng = np.random.default_rng(zlib.crc32(f"{name}/{case}".encode()))
    args = mod.inputs(rng, case)
    d = os.path.join(work, name, case)
    os.makedirs(os.path.join(d, "in"), exist_ok=True)
    for i, a in enumerate(args):
        np.save(os.path.join(d, "in", f"arg{i}.npy"), a)
    return d, args


def command(tsrewrite, name, mod, d, nargs):
    path, opts = kernel_of(name, mod)
    cmd = [tsrewrite, "run", "--host-model", *opts, path]
    for i in range(nargs):
        cmd += ["--arg", f"{i}={os.path.join(d, 'in', f'arg{i}.npy')}"]
    return cmd + ["--out", os.path.join(d, "out")]


def ulps(a, b):
    """Distance in units in the last place between float arrays of one dtype."""
    it = {2: np.int16, 4: np.int32, 8: np.int64}[a.dtype.itemsize]
    ia, ib = a.view(it).astype(np.int64), b.view(it).astype(np.int64)
    bias = 1 << (8 * a.dtype.itemsize - 1)
    ia = np.where(ia < 0, -bias - ia, ia)   # ordered integers across the sign
    ib = np.where(ib < 0, -bias - ib, ib)
    return np.abs(ia - ib)


def compare(got, want, mode):
    """None if got matches, else a one-line reason."""
    if got.shape != want.shape or got.dtype != want.dtype:
        return f"{got.dtype}{got.shape}, expected {want.dtype}{want.shape}"
    if mode == "exact":
        if got.tobytes() == want.tobytes():
            return None
        item = got.dtype.itemsize
        g, w = np.frombuffer(got.tobytes(), f"u{item}"), np.frombuffer(want.tobytes(), f"u{item}")
        diff = np.flatnonzero(g != w)
        i = diff[0]
        return f"{diff.size} elements differ bitwise; first at {i}: {got.flat[i]!r}, expected {want.flat[i]!r}"
    if mode[0] == "close":
        _, rtol, atol = mode
        if np.allclose(got, want, rtol=rtol, atol=atol):
            return None
        err = np.abs(got.astype(np.float64) - want.astype(np.float64))
        return f"max abs error {err.max():.3g} (rtol {rtol}, atol {atol})"
    if mode[0] == "rel":   # relative to the largest expected magnitude
        err = np.abs(got.astype(np.float64) - want.astype(np.float64)).max()
        scale = np.abs(want.astype(np.float64)).max() or 1.0
        return None if err <= mode[1] * scale else f"max abs error {err:.3g} > {mode[1]} x {scale:.3g}"
    if mode[0] == "ulp":
        d = ulps(got, want)
        return None if d.max() <= mode[1] else f"{int((d > mode[1]).sum())} elements beyond {mode[1]} ulp (max {int(d.max())})"
    return f"unknown mode {mode!r}"


def check(d, mod, args, case):
    why = []
    for idx, spec in mod.expected(args, case).items():
        path = os.path.join(d, "out", f"arg{idx}.npy")
        if not os.path.exists(path):
            why.append(f"no {path}")
            continue
        for want, mode in spec if isinstance(spec, list) else [spec]:
            got = np.load(path)
            r = compare(got, np.asarray(want), mode)
            if r:
                why.append(f"arg{idx} ({mode if isinstance(mode, str) else mode[0]}): {r}")
    return why


def run_all(tsrewrite, work, which):
    npass = nfail = 0
    for name in names(which):
        mod = load(name)
        for case in getattr(mod, "CASES", ["default"]):
            d, args = prepare(work, name, mod, case)
            cmd = command(tsrewrite, name, mod, d, len(args))
            t0 = time.monotonic()
            p = subprocess.run(cmd, capture_output=True, text=True)
            secs = time.monotonic() - t0
            label = f"{name} [{case}]"
            if p.returncode != 0:
                print(f"FAIL: {label}: exit status {p.returncode}: {(p.stderr or p.stdout).strip().splitlines()[:3]}")
                nfail += 1
                continue
            why = check(d, mod, args, case)
            if why:
                print(f"FAIL: {label}: " + "; ".join(why))
                nfail += 1
            else:
                print(f"PASS: {label} ({secs:.2f} s)")
                npass += 1
    print(f"lanes: {npass} passed, {nfail} failed")
    return nfail == 0


def main(argv):
    if len(argv) >= 2 and argv[0] == "--prepare":
        for name in names(argv[2:]):
            mod = load(name)
            for case in getattr(mod, "CASES", ["default"]):
                d, args = prepare(argv[1], name, mod, case)
                print(shlex.join(command("tsrewrite", name, mod, d, len(args))))
        return 0
    if len(argv) == 4 and argv[0] == "--check":
        work, name, case = argv[1:]
        mod = load(name)
        rng = np.random.default_rng(zlib.crc32(f"{name}/{case}".encode()))
        why = check(os.path.join(work, name, case), mod, mod.inputs(rng, case), case)
        print("\n".join(why) if why else "ok")
        return 1 if why else 0
    if not argv:
        sys.exit(__doc__)
    work = os.environ.get("LANES_WORK", os.path.join(ROOT, "build", "lanes"))
    return 0 if run_all(os.path.abspath(argv[0]), work, argv[1:]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
