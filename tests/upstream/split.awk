# Helpers for gen.sh (POSIX awk; works with mawk).  Whole files are read as
# one string (records joined on \001, which MLIR test files do not contain).
#   awk -v mode=rtin -v rc=RC -f split.awk OUT RT_IN
#       write the complete, non-empty output pieces of OUT, re-joined with
#       "// -----" lines, to RT_IN (input for the round-trip run)
#   awk -v mode=pair -v rc=RC -v rc2=RC2 -v id=ID -v rel=REL -f split.awk SRC OUT RT_OUT
#       pair source chunks / output pieces / round-trip pieces and write
#       $UP/{cases,pretty,nonidem}/ID__N.mlir; print one stats line
BEGIN {
    RS = "\001"; SEP = "// -----\n"; P = "// ---"
    ok_rc = (rc == 0 || rc == 1)        # 1 = some chunk failed, others printed
    if (mode == "rtin") mk_rt_in(ARGV[1], ARGV[2])
    else if (mode == "pair") pair(ARGV[1], ARGV[2], ARGV[3])
    exit
}

function slurp(p,    s, r, first) {
    s = ""; first = 1
    while ((getline r < p) > 0) { s = first ? r : s "\001" r; first = 0 }
    close(p)
    return s
}

# mlir-opt's output: chunk outputs joined by the line "// -----" (each module
# ends in "\n\n"; a failed chunk contributes "").
function split_out(s, arr,    n, start, pos, i, j, m) {
    if (s == "") return 0
    n = 0; start = 1; pos = 1; m = length(SEP)
    while ((i = index(substr(s, pos), SEP)) > 0) {
        j = pos + i - 1
        if (j == 1 || substr(s, j - 1, 1) == "\n") {
            arr[++n] = substr(s, start, j - start); start = j + m; pos = start
        } else pos = j + 1
    }
    arr[++n] = substr(s, start)
    return n
}

# Exactly mlir::splitAndProcessBuffer (mlir/lib/Support/ToolUtilities.cpp, 19.x):
# split on the substring "// ---" anywhere, accept it as a marker when followed
# by "--" and one more char that is not '0'; the rest of the marker line stays
# in the next chunk; near misses are glued back; empty chunks are dropped.
function split_src(s, arr,    raw, nr, n, prev, b, k, i, pos) {
    nr = 0; pos = 1
    while ((i = index(substr(s, pos), P)) > 0) {
        raw[++nr] = substr(s, pos, i - 1); pos += i - 1 + length(P)
    }
    raw[++nr] = substr(s, pos)
    n = 0; prev = ""
    for (k = 1; k <= nr; k++) {
        b = raw[k]
        if (prev == "") { prev = b; continue }
        if (substr(b, 1, 2) == "--" && length(b) > 2 && substr(b, 3, 1) != "0") {
            arr[++n] = prev; prev = substr(b, 3)
        } else prev = prev P b
    }
    if (prev != "") arr[++n] = prev
    return n
}

function mk_rt_in(outf, rtf,    s, pc, n, last, i, first) {
    n = split_out(slurp(outf), pc)
    last = ok_rc ? n : n - 1            # a killed run's last piece may be cut
    printf "" > rtf
    first = 1
    for (i = 1; i <= last; i++) {
        if (pc[i] == "") continue
        printf "%s%s", (first ? "" : SEP), pc[i] > rtf
        first = 0
    }
    close(rtf)
}

function put(path, text) { printf "%s", text > path; close(path) }

function pair(srcf, outf, rtf,    up, ch, nc, pc, np, rp, nr, last, paired, m, i, j, rtok, base, ncase, nnon, npre) {
    up = ENVIRON["UP"]
    nc = split_src(slurp(srcf), ch)
    np = split_out(slurp(outf), pc)
    last = ok_rc ? np : np - 1
    paired = ok_rc ? (np == nc) : (np <= nc)
    m = 0
    for (i = 1; i <= last; i++) if (pc[i] != "") m++
    nr = split_out(slurp(rtf), rp)
    rtok = (rc2 == 0 || rc2 == 1) && nr == m
    j = 0; ncase = nnon = npre = 0
    for (i = 1; i <= last; i++) {
        if (pc[i] == "") continue
        j++
        base = id "__" i ".mlir"
        if (rtok && rp[j] == pc[i]) { put(up "/cases/" base, pc[i]); ncase++ }
        else {
            put(up "/nonidem/" base, pc[i]); nnon++
            if (rtok) put(up "/nonidem/" id "__" i ".rt.mlir", rp[j])
        }
        if (paired) { put(up "/pretty/" base, ch[i]); npre++ }
    }
    print "F", rel, rc, nc, m, ncase, nnon, npre, rc2, (rtok ? "rt" : "nort")
}
