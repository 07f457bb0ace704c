#!/usr/bin/env python3
"""make size: where the static binary's bytes go, and what it replaces.

    tools/size.py tsrewrite-static build/static/link.map

The link map (lld's -Map) lists every input section the link kept, with
its size; summed by the archive or object it came from, that gives the
bytes of each LLVM component, each of our layers (ir/, parser/, backend/,
...) and each system library.  Sections with no bytes in the file (.bss)
are left out; what the linker makes itself (.eh_frame, merged strings,
.got) is "linker-made".  Then the footprint of the MLIR tool chain the
binary replaces: mlir-opt-19, mlir-translate-19 and llc-19 with every
shared library they load (ldd), each file counted once.
"""
import gzip
import os
import re
import shutil
import subprocess
import sys
from collections import Counter

NOBITS = {".bss", ".tbss"}

# LLVM components by what they are there for.
GROUPS = [
    ("LLVM x86 target (host objects, JIT)", r"^X86"),
    ("LLVM RISC-V target (PyTorchSim objects)", r"^RISCV"),
    ("LLVM code generation", r"^(CodeGen|CodeGenTypes|SelectionDAG|GlobalISel|AsmPrinter|MC|MCParser|Target|CFGuard)$"),
    ("LLVM IR optimiser (-O1..-O3: PassBuilder's pipelines)",
     r"^(Passes|ipo|ScalarOpts|Vectorize|InstCombine|AggressiveInstCombine|Instrumentation|Coroutines|ObjCARCOpts|"
     r"FrontendOpenMP|FrontendOffloading|HipStdPar|IRPrinter|Linker)$"),
    ("LLVM ORC JIT (tsrewrite run)",
     r"^(OrcJIT|JITLink|RuntimeDyld|ExecutionEngine|OrcShared|OrcTargetProcess|Option|WindowsDriver)$"),
    ("LLVM IR, analysis, bitcode, support", r".*"),
]


def parse_map(path):
    """Bytes per input file (archive or object), from an lld map."""
    sizes = Counter()
    out = None
    pat = re.compile(r"^\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (\s*)(\S.*)$")
    for line in open(path, errors="replace"):
        m = pat.match(line)
        if not m:
            continue
        size, indent, what = int(m.group(1), 16), len(m.group(2)), m.group(3)
        if indent == 0:
            out = what.split()[0]
        elif indent == 8 and out not in NOBITS:
            src = what.split(":(")[0]
            sizes[src] += size
    return sizes


def classify(src):
    """(kind, name): kind is 'llvm', 'ours' or 'system'."""
    base = os.path.basename(src.split("(")[0])
    m = re.match(r"libLLVM(\w+)\.a$", base)
    if m:
        return "llvm", m.group(1)
    if src == "<internal>":
        return "system", "linker-made (.eh_frame, merged strings, .got)"
    if src.startswith("build/"):
        parts = src.split("/")
        layer = "lexer" if parts[1] == "gen" else parts[1]
        return "ours", layer + "/"
    m = re.match(r"lib([\w+-]+?)(-[\d.]+)?\.a$", base)
    if m:
        return "system", "lib" + m.group(1)
    return "system", "C start-up files (crt*.o)" if base.startswith("crt") else base


def mb(n):
    return f"{n / 1e6:7.2f} MB"


def tool_chain():
    files = {}
    tools = ["mlir-opt-19", "mlir-translate-19", "llc-19"]
    for t in tools:
        p = shutil.which(t)
        if not p:
            return None, f"{t} not installed (apt-get install mlir-19-tools llvm-19)"
        p = os.path.realpath(p)
        files[p] = os.path.getsize(p)
        ldd = subprocess.run(["ldd", p], capture_output=True, text=True).stdout
        for m in re.finditer(r"(?:=>\s*)?(/\S+)\s+\(0x", ldd):
            lib = os.path.realpath(m.group(1))
            if os.path.exists(lib):
                files[lib] = os.path.getsize(lib)
    return files, None


def main():
    binary, mapfile = sys.argv[1], sys.argv[2]
    total = os.path.getsize(binary)
    with open(binary, "rb") as f:
        gz = len(gzip.compress(f.read(), 6))
    print(f"{binary}: {mb(total)} stripped, static; {mb(gz)} gzip -6 (a container layer's transfer)")

    sizes = parse_map(mapfile)
    mapped = sum(sizes.values())
    llvm, ours, system = Counter(), Counter(), Counter()
    for src, n in sizes.items():
        kind, name = classify(src)
        {"llvm": llvm, "ours": ours, "system": system}[kind][name] += n
    print(f"\nby origin (input sections the link kept: {mb(mapped)}; the rest is headers and alignment)")
    print(f"  {mb(sum(llvm.values()))}  LLVM ({len(llvm)} components)")
    print(f"  {mb(sum(ours.values()))}  tsrewrite's own code")
    print(f"  {mb(sum(system.values()))}  C and C++ runtimes, libffi, zstd, zlib, linker-made")

    print("\nLLVM, by purpose")
    grouped = Counter()
    members = {}
    for comp, n in llvm.items():
        for title, rx in GROUPS:
            if re.match(rx, comp):
                grouped[title] += n
                members.setdefault(title, []).append((n, comp))
                break
    for title, n in grouped.most_common():
        top = ", ".join(f"{c} {v / 1e6:.2f}" for v, c in sorted(members[title], reverse=True)[:6])
        print(f"  {mb(n)}  {title}: {top}")

    print("\nLLVM components over 0.3 MB")
    for comp, n in llvm.most_common():
        if n >= 300000:
            print(f"  {mb(n)}  {comp}")
    print("\ntsrewrite's layers")
    for name, n in ours.most_common():
        print(f"  {mb(n)}  {name}")
    print("\nruntimes and the rest")
    for name, n in system.most_common():
        print(f"  {mb(n)}  {name}")

    files, why = tool_chain()
    print("\nthe MLIR tool chain it replaces (mlir-opt-19 | mlir-translate-19 | llc-19, with what ldd loads)")
    if files is None:
        print(f"  not measured: {why}")
        return
    for p, n in sorted(files.items(), key=lambda x: -x[1]):
        if n >= 1000000:
            print(f"  {mb(n)}  {p}")
    small = sum(n for n in files.values() if n < 1000000)
    print(f"  {mb(small)}  {sum(1 for n in files.values() if n < 1000000)} smaller files")
    chain = sum(files.values())
    print(f"  {mb(chain)}  in all, {len(files)} files: {chain / total:.1f}x the static tsrewrite")


if __name__ == "__main__":
    main()
