#!/usr/bin/env bash
# The example of docs/run.md, run as written (called by tests/run/corpus.sh):
# its two ```python blocks (prep.py, check.py) around the `tsrewrite run`
# command of its transcript, whose printed lines must match the doc's.
# SKIP without NumPy (Debian's python3-numpy, /usr/bin/python3).
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
case $T in /*) ;; *) T=$ROOT/$T ;; esac
PY=${PYTHON:-/usr/bin/python3}
DOC=$ROOT/docs/run.md
if ! "$PY" -c 'import numpy' 2>/dev/null; then
    echo "SKIP docs/run.md example: no NumPy for $PY"; exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the n-th ```python block of the doc
block() { awk -v want="$1" '/^```python$/ { n++; on = n == want; next } /^```$/ { on = 0 } on' "$DOC"; }
block 1 >"$tmp/prep.py"
block 2 >"$tmp/check.py"
# the run command (continued on the next line) and its printed lines
cmd=$(awk '/^\$ tsrewrite run/ { sub(/^\$ /, ""); line = $0; getline; print line " " $0; exit }' "$DOC" | sed 's/\\ *//')
awk '/^\$ tsrewrite run/ { getline; on = 1; next } on && /^\$/ { exit } on' "$DOC" >"$tmp/want.txt"
cd "$tmp" || exit 1
set -- ${cmd#tsrewrite run }
why=
if ! "$PY" prep.py; then why="prep.py fails"
elif ! "$T" run "$ROOT/${1}" "${@:2}" >got.txt 2>err.txt; then why="tsrewrite run fails: $(head -n1 err.txt)"
elif ! cmp -s want.txt got.txt; then why="the printed lines differ from the doc's"
elif ! "$PY" check.py >check.txt; then why="check.py fails"
fi
if [ -n "$why" ]; then echo "FAIL docs/run.md example: $why"; exit 1; fi
echo "PASS docs/run.md example ($(cat check.txt))"
