#!/usr/bin/env bash
# Build PyTorchSim's Spike and the proxy kernel pk once, into a cache outside
# the clone, and print the cache folder on stdout.
#
#   tests/spike/build.sh            build if needed; prints DIR (DIR/spike, DIR/pk)
#
# Sources: ../shared/ref/riscv-isa-sim-torchsim-*.tar.xz and riscv-pk-*.tar.xz
# (SPIKE_TARBALL, PK_TARBALL override them).  The folder is
#   ${TSREWRITE_CACHE:-$HOME/.cache/tsrewrite}/spike-KEY
# where KEY is the first 16 hex digits of the SHA-256 of the two tarballs'
# SHA-256 sums and RECIPE below: new sources or a new recipe give a new folder,
# and a folder is used only when its stamp file exists (written last), so an
# interrupted build is redone.  Two runs at once wait on a lock.
#
# Exit status: 0 built or cached, 77 a needed package is missing and cannot be
# installed (a "SKIP: ..." line on stderr), 1 a build error (the log is kept
# in DIR.log).
set -euo pipefail

# All in a function: bash has read the whole of it before it runs, so an
# edit of this file during a long build cannot derail the running one.
main() {
    ROOT=$(cd "$(dirname "$0")/../.." && pwd)
    REF=$ROOT/../shared/ref
    SPIKE_TARBALL=${SPIKE_TARBALL:-$(ls "$REF"/riscv-isa-sim-torchsim-*.tar.xz 2>/dev/null | head -n1 || true)}
    PK_TARBALL=${PK_TARBALL:-$(ls "$REF"/riscv-pk-*.tar.xz 2>/dev/null | head -n1 || true)}
    # Bump when a flag below changes: the cache key includes it.
    RECIPE="spike -O2 no -g; pk clang-19 lld-19 rv64gc lp64d -mno-relax; 1"

    skip() { echo "SKIP: check-spike: $*" >&2; exit 77; }

    [ -f "$SPIKE_TARBALL" ] && [ -f "$PK_TARBALL" ] || skip "Spike/pk sources not found in $REF"

    # Packages (tools/deps.sh --spike installs them when run as root or with sudo).
    missing=
    need_tools() {
        local t
        missing=
        for t in g++ make dtc xz clang-19 ld.lld-19 llvm-ar-19 llvm-ranlib-19 llvm-objcopy-19 llvm-readelf-19 \
                 llvm-nm-19 llvm-objdump-19 llvm-mc-19 timeout flock; do
            command -v "$t" >/dev/null || missing="$missing $t"
        done
        [ -f /usr/include/newlib/string.h ] || missing="$missing /usr/include/newlib"
        [ -z "$missing" ]
    }
    if ! need_tools; then
        bash "$ROOT/tools/deps.sh" --test --spike >&2 || true
        need_tools || skip "missing${missing} (Debian packages g++ make device-tree-compiler xz-utils clang-19 lld-19 llvm-19 libnewlib-dev; tools/deps.sh --spike could not install them)"
    fi

    CACHE=${TSREWRITE_CACHE:-${HOME:-/root}/.cache/tsrewrite}
    key=$({ sha256sum <"$SPIKE_TARBALL"; sha256sum <"$PK_TARBALL"; echo "$RECIPE"; } | sha256sum | cut -c1-16)
    DIR=$CACHE/spike-$key
    STAMP=$DIR/stamp

    if [ -f "$STAMP" ]; then
        echo "$DIR"
        exit 0
    fi
    mkdir -p "$CACHE"
    exec 9>"$DIR.lock"
    flock 9
    if [ -f "$STAMP" ]; then            # built by the run we waited for
        echo "$DIR"
        exit 0
    fi

    LOG=$DIR.log
    rm -rf "$DIR"
    mkdir -p "$DIR/src"
    echo "check-spike: building Spike and pk into $DIR (once; log $LOG)" >&2
    t0=$(date +%s)
    # A subshell outside any || or if, so that set -e stops it at the first error.
    set +e
    (
        set -ex
        tar -xJf "$SPIKE_TARBALL" -C "$DIR/src"
        tar -xJf "$PK_TARBALL" -C "$DIR/src"
        spike_src=$(ls -d "$DIR"/src/riscv-isa-sim*)
        pk_src=$(ls -d "$DIR"/src/riscv-pk*)

        # Spike: -g is in Makefile.in's default-CFLAGS and in autoconf's default
        # CXXFLAGS; both are overridden (twice the time and memory otherwise).
        mkdir -p "$DIR/build-spike"
        cd "$DIR/build-spike"
        "$spike_src/configure" --prefix="$DIR" CFLAGS=-O2 CXXFLAGS=-O2
        # (the backslashes reach make, as in Makefile.in: PREFIX is a C string)
        make -j2 spike "default-CFLAGS=-DPREFIX=\\\"$DIR\\\" -Wall -Wno-unused -O2 -fPIC"
        cp spike "$DIR/spike"

        # pk with clang-19 and lld-19 (no riscv64 gcc needed): lld cannot relax,
        # clang takes plain rv64gc; newlib's headers stand in for a libc's.
        mkdir -p "$DIR/build-pk"
        cd "$DIR/build-pk"
        CC="clang-19 --target=riscv64-unknown-elf" AR=llvm-ar-19 RANLIB=llvm-ranlib-19 \
        OBJCOPY=llvm-objcopy-19 READELF=llvm-readelf-19 \
        LDFLAGS="-nostdlib -nostartfiles -fuse-ld=lld" \
            "$pk_src/configure" --host=riscv64-unknown-elf --with-arch=rv64gc --with-abi=lp64d
        CFLAGS=-mno-relax C_INCLUDE_PATH=/usr/include/newlib make -j2 pk
        cp pk "$DIR/pk"
    ) >"$LOG" 2>&1
    rc=$?
    set -e
    [ $rc -eq 0 ] || { echo "check-spike: the Spike/pk build failed, see $LOG" >&2; exit 1; }
    t1=$(date +%s)
    rm -rf "$DIR/src" "$DIR/build-spike" "$DIR/build-pk"
    # (its whole output read before the test: with grep -q and pipefail,
    # spike killed by SIGPIPE after grep's first match read as a failure)
    help=$("$DIR/spike" --help 2>&1 || true)
    case $help in *"Spike RISC-V ISA Simulator"*) ;; *) echo "check-spike: the built spike does not start" >&2; exit 1 ;; esac
    {
        echo "key $key"
        echo "spike $(basename "$SPIKE_TARBALL") $(sha256sum <"$SPIKE_TARBALL" | cut -d' ' -f1)"
        echo "pk $(basename "$PK_TARBALL") $(sha256sum <"$PK_TARBALL" | cut -d' ' -f1)"
        echo "recipe $RECIPE"
        echo "build_seconds $((t1 - t0))"
    } >"$STAMP.tmp"
    mv "$STAMP.tmp" "$STAMP"
    echo "check-spike: Spike and pk built in $((t1 - t0)) s" >&2
    echo "$DIR"
}

main "$@"
