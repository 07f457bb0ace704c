# check.sh helper: classify one batch of tsrewrite runs.
# input lines: index<TAB>exit status<TAB>case name; outputs are dir/o<index>,
# stderr dir/e<index>.  Prints "status<TAB>name<TAB>detail".
BEGIN { RS_SAVE = RS }

function slurp(p,    s, r, first, ors) {     # whole file, byte-exact (no \001)
    s = ""; first = 1; RS = "\001"
    while ((getline r < p) > 0) { s = first ? r : s "\001" r; first = 0 }
    close(p); RS = RS_SAVE
    return s
}
function firstline(s) { sub(/\n.*/, "", s); return s }
function clean(s) { gsub(/\t/, " ", s); return substr(s, 1, 300) }

# first differing line of want/got
function firstdiff(want, got,    nw, ng, w, g, k, n) {
    nw = split(want, w, "\n"); ng = split(got, g, "\n")
    n = nw > ng ? nw : ng
    for (k = 1; k <= n; k++)
        if (k > nw || k > ng || w[k] != g[k]) break
    if (k > n) return "differ only in trailing bytes"
    return sprintf("line %d: want «%s» got «%s»", k, (k <= nw ? w[k] : "<EOF>"), (k <= ng ? g[k] : "<EOF>"))
}

{
    i = $1; rc = $2 + 0; name = $3
    err = slurp(dir "/e" i)
    detail = ""
    if (err ~ /ERROR: (Address|Leak|Memory|Thread)Sanitizer|runtime error: |SUMMARY: [A-Za-z]*Sanitizer/) {
        st = "crash"
        match(err, /[^\n]*(Sanitizer|runtime error: )[^\n]*/)
        detail = "rc=" rc " " substr(err, RSTART, RLENGTH)
    } else if (rc == 0) {
        want = slurp(cases "/" name); got = slurp(dir "/o" i)
        if (want == got) st = "ok"
        else { st = "mismatch"; detail = firstdiff(want, got) }
    } else if (rc == 1) {
        st = "error"; detail = firstline(err)
    } else if (rc == 124 || rc == 152) {          # timeout(1) / SIGXCPU
        st = "timeout"; detail = (rc == 152 ? "CPU limit " ENVIRON["CASE_TIMEOUT"] " s " : "") firstline(err)
    } else {
        st = "crash"
        detail = "rc=" rc (rc > 128 ? " (signal " rc - 128 ")" : "") " " firstline(err)
    }
    sub(/ +$/, "", detail)
    printf "%s\t%s\t%s\n", st, name, clean(detail)
}
