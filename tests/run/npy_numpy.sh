#!/usr/bin/env bash
# npy_numpy.sh — cross-check run/npy.c against real NumPy.
#
#   bash tests/run/npy_numpy.sh build/run/npytool
#
# For every dtype and several shapes (rank 0 included):
#   copy   NumPy saves, `npytool copy` rewrites, NumPy loads the copy: same
#          dtype, shape and bytes; the copy is byte-identical to NumPy's file
#          (we write the header exactly as NumPy >= 1.24 does).
#   info   `npytool info` on NumPy's file: dtype, shape, count and an FNV-1a
#          of the data recomputed in Python.
#   write  `npytool write` the pattern documented in tests/run/npytool.c,
#          NumPy loads it and compares with the pattern recomputed here.
# Then: format versions 2.0 and 3.0, and files NumPy writes that we must
# reject (Fortran order, big-endian, complex, unicode, object).
# One PASS/FAIL line per case; exit status 1 if any case failed.
set -u
tool=${1:-build/run/npytool}
py=/usr/bin/python3     # Debian's python3-numpy; `python3` may be a pyenv shim
[ -x "$tool" ] || { echo "FAIL npytool not found: $tool"; exit 1; }
"$py" -c 'import numpy' 2>/dev/null || { echo "FAIL $py cannot import numpy"; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/npy_numpy.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

"$py" - "$tool" "$work" <<'EOF'
import io, os, subprocess, sys
import numpy as np
from numpy.lib import format as npf

tool, work = sys.argv[1], sys.argv[2]
failed = 0

def report(ok, name, why=""):
    global failed
    print(("PASS " if ok else "FAIL ") + name + ("" if ok else ": " + why))
    failed += not ok

def run(*args):
    return subprocess.run([tool, *args], capture_output=True, text=True)

DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
          "uint64", "float16", "float32", "float64", "bfloat16"]
SHAPES = [(), (1,), (5,), (2, 3), (2, 1, 3), (3, 2, 1, 2), (0, 3), (64, 33), (2,) + (1,) * 14 + (3,)]

def storage(name):
    """bf16 has no NumPy dtype: it travels as uint16."""
    return np.dtype("uint16" if name == "bfloat16" else name)

def random_array(name, shape, rng):
    dt = storage(name)
    n = int(np.prod(shape))
    if dt.kind == "b":
        a = rng.integers(0, 2, n).astype(bool)
    elif dt.kind in "iu":
        info = np.iinfo(dt)
        a = rng.integers(info.min, info.max, n, dtype=dt, endpoint=True)
    else:
        a = (rng.standard_normal(n) * 1000).astype(dt)
        special = np.array([np.nan, np.inf, -np.inf, -0.0, np.finfo(dt).tiny, np.finfo(dt).max], dtype=dt)
        a[:min(n, len(special))] = special[:n]
    return a.reshape(shape)

def pattern(name, shape):
    """The pattern of `npytool write` (see tests/run/npytool.c)."""
    dt = storage(name)
    n = int(np.prod(shape))
    i = list(range(n))
    if dt.kind == "b":
        a = np.array([k % 3 == 0 for k in i], dtype=bool)
    elif name == "bfloat16":
        f = np.array([(k % 61 - 30) / 4 for k in i], dtype=np.float32)
        a = (f.view(np.uint32) >> 16).astype(np.uint16)
    elif dt.kind == "f":
        a = np.array([(k % 61 - 30) / 4 for k in i], dtype=dt)
    else:
        bits = dt.itemsize * 8
        u = np.array([(k * 2654435761 + 12345) % 2**bits for k in i], dtype="u%d" % dt.itemsize)
        a = u.view(dt)
    return a.reshape(shape)

def fnv(b):
    h = 0xcbf29ce484222325
    for c in b:
        h = ((h ^ c) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h

def same(a, b):
    """dtype, shape and every byte (NaN payloads and -0.0 included)."""
    if a.dtype != b.dtype:
        return "dtype %s != %s" % (a.dtype.str, b.dtype.str)
    if a.shape != b.shape:
        return "shape %r != %r" % (a.shape, b.shape)
    if a.tobytes() != b.tobytes():
        return "data differ"
    if not np.array_equal(a, b, equal_nan=a.dtype.kind == "f"):
        return "values differ"
    return ""

def shape_str(s):
    return "(" + ", ".join(str(d) for d in s) + ("," if len(s) == 1 else "") + ")"

rng = np.random.default_rng(20261129)
for name in DTYPES:
    for shape in SHAPES:
        tag = "%s %s" % (name, shape_str(shape))
        src, dst = os.path.join(work, "src.npy"), os.path.join(work, "dst.npy")
        a = random_array(name, shape, rng)
        np.save(src, a)

        r = run("copy", src, dst)
        if r.returncode:
            report(False, "copy " + tag, r.stderr.strip())
        else:
            why = same(a, np.load(dst))
            if not why and open(src, "rb").read() != open(dst, "rb").read():
                why = "copy not byte-identical to NumPy's file"
            report(not why, "copy " + tag, why)

        r = run("info", src)
        want = "dtype=%s shape=%s count=%d fnv=%s" % (storage(name).name, shape_str(shape), a.size, fnv(a.tobytes()))
        report(r.returncode == 0 and r.stdout.strip() == want, "info " + tag,
               "got %r, want %r" % ((r.stdout + r.stderr).strip(), want))

        r = run("write", name, *[str(d) for d in shape], dst)
        if r.returncode:
            report(False, "write " + tag, r.stderr.strip())
        else:
            report(*(lambda w: (not w, "write " + tag, w))(same(pattern(name, shape), np.load(dst))))
        for f in (src, dst):
            if os.path.exists(f):
                os.remove(f)

# Versions 2.0 and 3.0 (4-byte header length; 3.0 is UTF-8).
for version in [(1, 0), (2, 0), (3, 0)]:
    src, dst = os.path.join(work, "v.npy"), os.path.join(work, "v_copy.npy")
    a = random_array("float32", (3, 4), rng)
    with open(src, "wb") as f:
        npf.write_array(f, a, version=version)
    r = run("copy", src, dst)
    why = r.stderr.strip() if r.returncode else same(a, np.load(dst))
    report(not why, "version %d.%d" % version, why)

# Files NumPy writes that must be rejected, with the file named in the message.
def reject(name, arr, phrase, **kw):
    src, dst = os.path.join(work, name + ".npy"), os.path.join(work, name + "_copy.npy")
    np.save(src, arr, **kw)
    r = run("copy", src, dst)
    msg = r.stderr.strip()
    if r.returncode == 0:
        report(False, "reject " + name, "accepted")
    elif phrase not in msg or src not in msg or msg.count("\n"):
        report(False, "reject " + name, "message %r lacks %r or the path" % (msg, phrase))
    elif os.path.exists(dst) or [f for f in os.listdir(work) if ".tmp." in f]:
        report(False, "reject " + name, "output left behind")
    else:
        report(True, "reject " + name)

fa = np.asfortranarray(np.arange(6, dtype=np.float32).reshape(2, 3))
buf = io.BytesIO()
np.save(buf, fa)
report(b"'fortran_order': True" in buf.getvalue(), "numpy writes fortran_order True",
       "NumPy wrote a C-order header")
reject("fortran", fa, "Fortran order is not supported")
reject("bigendian_f4", np.arange(3, dtype=">f4"), "unsupported dtype '>f4'")
reject("bigendian_i8", np.arange(3, dtype=">i8"), "unsupported dtype '>i8'")
reject("complex", np.zeros(3, dtype=np.complex64), "unsupported dtype '<c8'")
reject("unicode", np.array(["hello"] * 2), "unsupported dtype '<U5'")
reject("object", np.array([1, "a"], dtype=object), "unsupported dtype '|O'", allow_pickle=True)

print("%s: %d failure(s)" % ("FAIL" if failed else "PASS", failed))
sys.exit(1 if failed else 0)
EOF
