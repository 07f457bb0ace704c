#!/usr/bin/env bash
# Output files (issue 19; ir/outfile.c, docs/design.md "Output files"):
# `-o PATH` and `tsrewrite run --out DIR` must never replace what they
# write to.  Everything happens in a private `mktemp -d` folder: the
# devices are made there with mknod (1,3 = null, 1,7 = full), never the
# system's.  Cases that need root or another user are skipped (with SKIP)
# where that is not possible.
#   devices      -o NODE keeps a character device 1,3; -o onto a copy of
#                /dev/full fails (exit 1, the path named)
#   FIFO         a reader gets exactly the bytes -o FILE gets
#   symlinks     a link, a chain, a dangling link (its target is created),
#                a loop: the links stay as they were
#   attributes   mode 0640 and owner 12345:12345 survive; a new file
#                follows the umask
#   failures     a syntax error and a late lowering error (after part of
#                the .ll was printed) leave file, link, FIFO and device as
#                they were, and no temporary behind
#   no room      RLIMIT_FSIZE (ulimit -f) as a full disk; a read-only
#                folder for an unprivileged user (setpriv); a missing folder;
#                a folder as the target
#   run --out    the same for the .npy files of tsrewrite run
set -u
T=${1:-./tsrewrite}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
case $T in /*) ;; *) T=$ROOT/$T ;; esac
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT   # ro/ is made read-only
chmod 755 "$tmp"   # the unprivileged cases read the inputs from here
cd "$tmp" || exit 1
pass=0 fail=0 skip=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $1"; fail=$((fail + 1)); }
skip() { echo "SKIP: $1"; skip=$((skip + 1)); }
# `CONDITION; is "what it checks"`: counts the status of CONDITION.
is() { if [ $? -eq 0 ]; then ok; else bad "$1"; fi; }
# No temporary file of ours anywhere below here.
no_temps() { [ -z "$(find . -name '*.tmp.*' -print -quit)" ]; }
# stat fields that replacing a file would change (inode, mode, owner, mtime).
attrs() { stat -c '%i %a %u %g %Y %F' "$1"; }
# Wait for a background reader; a hung test fails instead of blocking.
reader() { timeout 20 cat "$1" >"$2"; }

cp "$ROOT/corpus/gemm_tile.mlir" in.mlir
printf 'func.func @f( {\n' >bad.mlir
# A late error: 300 functions are lowered (and part of the .ll printed)
# before the op without a lowering.
{
    echo 'module {'
    for i in $(seq 1 300); do
        printf 'func.func @f%d(%%a: i32) -> i32 {\n  %%b = arith.addi %%a, %%a : i32\n  return %%b : i32\n}\n' "$i"
    done
    printf 'func.func @z() {\n  "foo.bar"() : () -> ()\n  return\n}\n}\n'
} >late.mlir
"$T" in.mlir -o ref.ll || { echo "outfile: cannot compile in.mlir"; exit 1; }
"$T" late.mlir 2>/dev/null | head -c 1 | grep -q . || bad "late.mlir prints nothing before its error (the test needs partial output)"

# Runs tsrewrite with -o $2 on input $1 and expects exit status $3.
compile() {
    timeout 60 "$T" "$1" -o "$2" >stdout 2>stderr
    local rc=$?
    [ "$rc" -eq "$3" ] || { bad "$1 -o $2: exit status $rc, expected $3 ($(head -1 stderr))"; return 1; }
}
# The error names the path: "tsrewrite: error: cannot write PATH: ...".
names() { grep -q "^tsrewrite: error: cannot write $1: " stderr || bad "$2: message does not name $1: $(head -1 stderr)"; }

# ------------------------------------------------------------ standard output
"$T" in.mlir >so.ll && cmp -s so.ll ref.ll; is "no -o: standard output"
"$T" in.mlir -o - >so.ll && cmp -s so.ll ref.ll; is "-o -: standard output"

# ------------------------------------------------------------ devices
if mknod null c 1 3 2>/dev/null; then
    compile in.mlir null 0 && [ "$(stat -c "%t %T %F" null)" = "1 3 character special file" ]
    is "-o NODE: still the null device"
    compile bad.mlir null 1 && [ "$(stat -c "%t %T %F" null)" = "1 3 character special file" ]
    is "failed -o NODE: still the null device"
    no_temps; is "-o NODE: no temporary"
else
    skip "mknod not permitted here: -o onto a private null device"
fi
if [ -e /dev/full ] && mknod full c 1 7 2>/dev/null; then
    compile in.mlir full 1 && names full "-o FULL"
    grep -q "No space left on device" stderr; is "-o FULL: error says the disk is full"
    [ "$(stat -c "%t %T %F" full)" = "1 7 character special file" ]; is "-o FULL: still the device"
else
    skip "no /dev/full or mknod not permitted: write error on a device"
fi

# ------------------------------------------------------------ FIFO
mkfifo fifo
reader fifo got & r=$!
compile in.mlir fifo 0
wait $r
cmp -s got ref.ll; is "-o FIFO: the reader gets exactly the -o FILE output"
[ -p fifo ]; is "-o FIFO: still a FIFO"
# A failed run must not even open the FIFO: after it exits, an empty
# writer ends the reader, which must have received nothing.
for input in bad.mlir late.mlir; do
    rm -f got
    reader fifo got & r=$!
    compile "$input" fifo 1
    timeout 10 sh -c ': >fifo'
    wait $r
    [ -f got ] && [ ! -s got ]; is "failed -o FIFO ($input): the reader gets nothing"
done

# Without a writable /tmp (no tmpfile()), the output is held in memory.  A
# read-only tmpfs over /tmp in a private mount namespace; the working
# folder stays reachable as the current directory.
rm -f got
if unshare -m true 2>/dev/null; then
    reader fifo got & r=$!
    # shellcheck disable=SC2016
    # the binary too is reached from here: a clone under /tmp is hidden by the mount
    cp "$T" ./tsrewrite-copy
    timeout 60 unshare -m sh -c 'mount -t tmpfs -o ro tmpfs /tmp && exec ./tsrewrite-copy in.mlir -o fifo' sh 2>stderr
    rc=$?
    [ $rc -eq 0 ] || timeout 10 sh -c ': >fifo'
    wait $r
    [ $rc -eq 0 ] && cmp -s got ref.ll
    is "-o FIFO without /tmp: exit status 0, not $rc, the reader gets the output"
else
    skip "unshare -m not permitted: -o FIFO without a writable /tmp"
fi

# ------------------------------------------------------------ symbolic links
echo old >target.ll
ln -s target.ll link
compile in.mlir link 0
[ -L link ] && [ "$(readlink link)" = target.ll ]; is "-o LINK: still a link to the same target"
cmp -s target.ll ref.ll; is "-o LINK: the target holds the output"
mkdir -p d1/d2
echo old >d1/d2/t.ll
ln -s d2/t.ll d1/l1          # relative to the link's own folder
ln -s d1/l1 chain
compile in.mlir chain 0
[ "$(readlink chain)" = d1/l1 ] && [ "$(readlink d1/l1)" = d2/t.ll ]
is "-o CHAIN: both links unchanged"
cmp -s d1/d2/t.ll ref.ll; is "-o CHAIN: the final target holds the output"
ln -s new.ll dangling
compile in.mlir dangling 0
[ -L dangling ] && [ "$(readlink dangling)" = new.ll ] && cmp -s new.ll ref.ll
is "-o DANGLING: the link's target is created"
ln -s nodir/x.ll dangling2
compile in.mlir dangling2 1 && names dangling2 "-o DANGLING into a missing folder"
[ ! -e nodir ] && [ "$(readlink dangling2)" = nodir/x.ll ]
is "-o DANGLING into a missing folder: nothing created"
ln -s loop2 loop1 && ln -s loop1 loop2
compile in.mlir loop1 1 && names loop1 "-o LOOP"
grep -q "Too many levels of symbolic links" stderr; is "-o LOOP: too many levels"

# ------------------------------------------------------------ mode, owner
echo old >m.ll
chmod 0640 m.ll
compile in.mlir m.ll 0
[ "$(stat -c %a m.ll)" = 640 ] && cmp -s m.ll ref.ll; is "-o FILE: mode 0640 kept"
if chown 12345:12345 m.ll 2>/dev/null; then
    compile in.mlir m.ll 0
    [ "$(stat -c "%u:%g %a" m.ll)" = "12345:12345 640" ]
    is "-o FILE: owner and group 12345:12345 kept"
else
    skip "chown not permitted (not root): owner and group"
fi
(umask 027 && "$T" in.mlir -o fresh.ll)
[ "$(stat -c %a fresh.ll)" = 640 ]; is "-o NEW: a new file follows the umask"

# ------------------------------------------------------------ failures
touch -d '2001-02-03 04:05:06' m.ll target.ll
for input in bad.mlir late.mlir; do
    before=$(attrs m.ll)
    compile "$input" m.ll 1
    [ "$(attrs m.ll)" = "$before" ] && cmp -s m.ll ref.ll
    is "failed -o FILE ($input): file untouched (inode, mode, owner, mtime, content)"
    before=$(attrs target.ll)
    compile "$input" link 1
    [ "$(readlink link)" = target.ll ] && [ "$(attrs target.ll)" = "$before" ] && cmp -s target.ll ref.ll
    is "failed -o LINK ($input): link and target untouched"
    compile "$input" absent.ll 1
    [ ! -e absent.ll ]; is "failed -o NEW ($input): nothing created"
done
no_temps; is "failed runs: no temporary left"

# ------------------------------------------------------------ no room
mkdir adir
compile in.mlir adir 1 && names adir "-o DIR"
compile in.mlir gone/x.ll 1 && names gone/x.ll "-o into a missing folder"
# A file-size limit makes every write past it fail with EFBIG, as a full
# disk fails with ENOSPC.  (--emit=ll is left out: the streamed .ll prints
# through a temporary file (a memory file, else in $TMPDIR), which LLVM
# aborts on when that fails.)
for emit in mlir bc; do
    before=$(attrs m.ll)
    (trap '' XFSZ && ulimit -f 1 && exec "$T" --emit=$emit in.mlir -o m.ll) >stdout 2>stderr
    rc=$?
    [ $rc -eq 1 ]; is "file size limit (--emit=$emit): exit status 1, not $rc"
    names m.ll "file size limit (--emit=$emit)"
    [ "$(attrs m.ll)" = "$before" ]; is "file size limit (--emit=$emit): file untouched"
done
no_temps; is "no room: no temporary left"
# As root, permissions do not stop writes: run as nobody instead.
AS_NOBODY="setpriv --reuid=65534 --regid=65534 --clear-groups"
if [ "$(id -u)" = 0 ] && $AS_NOBODY true 2>/dev/null && $AS_NOBODY test -x "$T" -a -r in.mlir; then
    mkdir ro && echo old >ro/out.ll && chmod 0666 ro/out.ll && chmod 0555 ro
    before=$(attrs ro/out.ll)
    $AS_NOBODY "$T" in.mlir -o ro/out.ll >stdout 2>stderr
    rc=$?
    [ $rc -eq 1 ]; is "read-only folder: exit status 1, not $rc"
    names ro/out.ll "read-only folder"
    grep -q "cannot create a temporary file in ro: Permission denied" stderr
    is "read-only folder: says why"
    [ "$(attrs ro/out.ll)" = "$before" ]; is "read-only folder: file untouched"
    $AS_NOBODY "$T" in.mlir -o ro/new.ll >stdout 2>stderr
    rc=$?
    [ $rc -eq 1 ] && [ ! -e ro/new.ll ]; is "read-only folder, new file: exit status 1, not $rc"
    names ro/new.ll "read-only folder, new file"
elif [ "$(id -u)" = 0 ]; then
    skip "cannot run as nobody (setpriv): read-only folder"
else
    mkdir ro && echo old >ro/out.ll && chmod 0555 ro
    compile in.mlir ro/out.ll 1 && names ro/out.ll "read-only folder"
fi
no_temps; is "read-only folder: no temporary left"

# ------------------------------------------------------------ run --out
cat >k.mlir <<'EOF'
func.func @kernel(%a: memref<4x8xf32>, %b: memref<8xi32>, %c: memref<3xf64>, %d: memref<2x2xi8>) {
  return
}
EOF
printf 'func.func @kernel(%%a: memref<4xf32>) {\n' >kbad.mlir
"$T" run k.mlir --out want >/dev/null || { bad "run k.mlir"; }
# Runs tsrewrite run on $1 into o/ and expects exit status $2.
run_out() {
    timeout 60 "$T" run "$1" --out o >stdout 2>stderr
    local rc=$?
    [ "$rc" -eq "$2" ] || { bad "run $1 --out o: exit status $rc, expected $2 ($(head -1 stderr))"; return 1; }
}
mkdir o
echo old >elsewhere.npy
ln -s ../elsewhere.npy o/arg0.npy
echo old >o/arg1.npy && chmod 0640 o/arg1.npy
chown 12345:12345 o/arg1.npy 2>/dev/null
owner=$(stat -c %u:%g o/arg1.npy)
mkfifo o/arg2.npy
touch -d '2001-02-03 04:05:06' elsewhere.npy o/arg1.npy
before0=$(attrs elsewhere.npy) before1=$(attrs o/arg1.npy)
reader o/arg2.npy got & r=$!
run_out kbad.mlir 1
timeout 10 sh -c ': >o/arg2.npy'
wait $r
[ "$(readlink o/arg0.npy)" = ../elsewhere.npy ] && [ "$(attrs elsewhere.npy)" = "$before0" ]
is "failed run: symlink and its target untouched"
[ "$(attrs o/arg1.npy)" = "$before1" ]; is "failed run: file untouched"
[ -f got ] && [ ! -s got ]; is "failed run: the FIFO gets nothing"
reader o/arg2.npy got & r=$!
run_out k.mlir 0
wait $r
[ "$(readlink o/arg0.npy)" = ../elsewhere.npy ] && cmp -s elsewhere.npy want/arg0.npy
is "run --out: arg0.npy still a link, its target holds the output"
[ "$(stat -c "%a %u:%g" o/arg1.npy)" = "640 $owner" ] && cmp -s o/arg1.npy want/arg1.npy
is "run --out: arg1.npy keeps mode 0640 and owner"
[ -p o/arg2.npy ] && cmp -s got want/arg2.npy
is "run --out: the FIFO arg2.npy's reader gets the .npy"
cmp -s o/arg3.npy want/arg3.npy; is "run --out: the new arg3.npy"
if [ -e full ]; then
    rm o/arg3.npy && mknod o/arg3.npy c 1 7
    reader o/arg2.npy got & r=$!    # written before arg3
    run_out k.mlir 1 && names o/arg3.npy "run --out onto a full device"
    wait $r
    [ "$(stat -c "%t %T %F" o/arg3.npy)" = "1 7 character special file" ]
    is "run --out onto a full device: still the device"
    rm o/arg3.npy
fi
if [ -d ro ] && [ "$(id -u)" = 0 ] && $AS_NOBODY true 2>/dev/null; then
    $AS_NOBODY "$T" run k.mlir --out ro >stdout 2>stderr
    rc=$?
    [ $rc -eq 1 ]; is "run --out READ-ONLY: exit status 1, not $rc"
    names ro/arg0.npy "run --out READ-ONLY"
fi
no_temps; is "run --out: no temporary left"

echo "check-output: $((pass + fail)) checks: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
