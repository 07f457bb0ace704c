#!/usr/bin/env python3
"""Normalise generic-form MLIR for comparison (tests/chain/run.sh).

Attribute aliases (#map3 = ...) are replaced by their definitions, SSA
values and block labels are renamed in order of appearance (%v1, %v2, ...,
^b1, ...), and each --drop-func NAME removes that func.func.  Two modules
that differ only in value numbering or alias numbering then print alike.

usage: normalise.py [--drop-func NAME]... FILE
"""
import re
import sys


def drop_funcs(lines, names):
    out, skip = [], None
    for line in lines:
        if skip is not None:
            if line.startswith(skip + "})"):
                skip = None
            continue
        m = re.match(r'^( *)"func\.func"\(\) <\{.*sym_name = "([^"]+)"', line)
        if m and m.group(2) in names:
            skip = m.group(1)
            continue
        out.append(line)
    return out


def main(argv):
    drop, path = [], None
    i = 0
    while i < len(argv):
        if argv[i] == "--drop-func":
            drop.append(argv[i + 1])
            i += 2
        else:
            path = argv[i]
            i += 1
    lines = open(path).read().splitlines()
    alias = {}
    body = []
    for line in lines:
        m = re.match(r"^#([A-Za-z_][\w$.]*) = (.*)$", line)
        if m:
            alias[m.group(1)] = m.group(2)
        else:
            body.append(line)
    body = drop_funcs(body, set(drop))
    names = {}

    def ssa(m):
        t = m.group(0)
        if t not in names:
            names[t] = "%s%d" % ("^b" if t[0] == "^" else "%v", len(names) + 1)
        return names[t]

    for line in body:
        line = re.sub(r"#([A-Za-z_][\w$.]*)", lambda m: alias.get(m.group(1), m.group(0)), line)
        line = re.sub(r"%[\w$.-]+|\^bb\d+", ssa, line)
        print(line)


main(sys.argv[1:])
