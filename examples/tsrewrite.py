"""tsrewrite.py — libtsrewrite.so from Python, through ctypes.

    import tsrewrite
    ll = tsrewrite.compile(text)                                 # LLVM IR (str)
    obj = tsrewrite.compile(text, emit="obj", target="riscv64")  # bytes
    mlir = tsrewrite.compile(text, emit="mlir", passes="loop-padding")  # generic form

compile() parses the kernel (MLIR text, generic or pretty form), runs
PyTorchSim's default pass pipeline (or `passes`, a comma-separated list;
none by default for emit="mlir") and lowers it as
`tsrewrite --emit=KIND [--target=riscv64]` does.  An error
raises TsError whose message is the located diagnostic
("kernel.mlir:3:7: error: ...", the source line, a caret).

The library: $TSREWRITE_LIB if set, else libtsrewrite.so.0 where the
dynamic loader finds it (make install puts it in PREFIX/lib).
"""
import ctypes
import os

__all__ = ["compile", "TsError", "EMIT_KINDS"]

EMIT_KINDS = {"ll": 0, "bc": 1, "asm": 2, "obj": 3, "mlir": None}
RISCV64 = ("riscv64-unknown-linux-gnu", "+m,+f,+d,+a,+c,+v,+zvfh,+xsfvcp,+zvl{vlen}b")


class TsError(Exception):
    """A located tsrewrite error (parse, verify, pass or lowering)."""


class _PassOpts(ctypes.Structure):   # TsPassOpts
    _fields_ = [("vectorlane", ctypes.c_int), ("vlen", ctypes.c_int), ("timing", ctypes.c_int),
                ("host_model", ctypes.c_int), ("report", ctypes.c_void_p), ("verify_rewrites", ctypes.c_int),
                ("dump", ctypes.c_void_p), ("stop_after", ctypes.c_char_p), ("dump_flags", ctypes.c_uint),
                ("allow_scalar_matmul", ctypes.c_int), ("dma", ctypes.c_int), ("tog_sample_off", ctypes.c_int),
                ("tog_step_span", ctypes.c_int), ("tog", ctypes.c_void_p)]


class _EmitOpts(ctypes.Structure):   # TsEmitOpts
    _fields_ = [("kind", ctypes.c_int), ("triple", ctypes.c_char_p), ("cpu", ctypes.c_char_p),
                ("features", ctypes.c_char_p), ("opt_level", ctypes.c_int), ("codegen_level", ctypes.c_int),
                ("pic", ctypes.c_int), ("lanes", ctypes.c_int)]


_lib = None


def _load():
    global _lib
    if _lib is None:
        lib = ctypes.CDLL(os.environ.get("TSREWRITE_LIB") or "libtsrewrite.so.0")
        vp, sz = ctypes.c_void_p, ctypes.c_size_t
        for name, res, args in [
            ("ts_ctx_new", vp, []), ("ts_ctx_free", None, [vp]),
            ("ts_parse", vp, [vp, ctypes.c_char_p, ctypes.c_char_p, sz]),
            ("ts_verify", ctypes.c_int, [vp, vp]),
            ("ts_run_passes", ctypes.c_int, [vp, vp, ctypes.c_char_p, ctypes.POINTER(_PassOpts)]),
            ("ts_emit_mem", vp, [vp, vp, ctypes.POINTER(_EmitOpts), ctypes.POINTER(sz)]),
            ("ts_print", vp, [vp, vp, ctypes.c_uint, ctypes.POINTER(sz)]),
            ("ts_free", None, [vp]), ("ts_error", ctypes.c_char_p, [vp]),
        ]:
            f = getattr(lib, name)
            f.restype, f.argtypes = res, args
        _lib = lib
    return _lib


def compile(text, emit="ll", target=None, passes=None, vlen=256, vectorlane=128, opt_level=0,
            filename="<string>"):
    """Compile MLIR text; bytes for obj/bc, str for ll/asm/mlir.  TsError on an error."""
    if emit not in EMIT_KINDS:
        raise ValueError(f"emit must be one of {', '.join(EMIT_KINDS)}")
    lib = _load()
    data = text.encode() if isinstance(text, str) else bytes(text)
    ctx = lib.ts_ctx_new()
    try:
        def fail():
            err = lib.ts_error(ctx)
            raise TsError(err.decode(errors="replace").rstrip("\n") if err else "tsrewrite: unknown error")

        mod = lib.ts_parse(ctx, filename.encode(), data, len(data))
        po = _PassOpts(vectorlane=vectorlane, vlen=vlen)
        if passes is None and emit == "mlir":
            passes = ""   # as tsrewrite --emit=mlir: no passes unless asked
        if not mod or lib.ts_verify(ctx, mod) != 0:
            fail()
        if lib.ts_run_passes(ctx, mod, None if passes is None else passes.encode(), ctypes.byref(po)) != 0:
            fail()
        n = ctypes.c_size_t()
        if emit == "mlir":
            p = lib.ts_print(ctx, mod, 0, ctypes.byref(n))   # the generic form
        else:
            eo = _EmitOpts(kind=EMIT_KINDS[emit], opt_level=opt_level, codegen_level=-1)
            if target == "riscv64":
                eo.triple = RISCV64[0].encode()
                eo.features = RISCV64[1].format(vlen=vlen).encode()
                eo.pic, eo.codegen_level = 1, 2
            elif target:
                eo.triple = target.encode()
            p = lib.ts_emit_mem(ctx, mod, ctypes.byref(eo), ctypes.byref(n))
        if not p:
            fail()
        try:
            out = ctypes.string_at(p, n.value)
        finally:
            lib.ts_free(p)
        return out if emit in ("obj", "bc") else out.decode()
    finally:
        lib.ts_ctx_free(ctx)


if __name__ == "__main__":
    import sys
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        sys.exit("usage: tsrewrite.py KERNEL.mlir [ll|bc|asm|obj|mlir] [riscv64] > OUT")
    path = args[0]
    try:
        out = compile(open(path).read(), emit=args[1] if len(args) > 1 else "ll",
                      target=args[2] if len(args) > 2 else None, filename=path)
    except TsError as e:
        sys.exit(str(e))
    sys.stdout.buffer.write(out if isinstance(out, bytes) else out.encode())
