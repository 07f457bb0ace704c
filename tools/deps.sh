#!/usr/bin/env bash
# Install the Debian packages tsrewrite needs (idempotent, quiet when done).
#   tools/deps.sh          build dependencies
#   tools/deps.sh --test   build + test/benchmark dependencies
#   tools/deps.sh --spike  what `make check-spike` needs besides --test: Spike's
#                          build (g++, make), its run-time dtc, and pk/driver
#                          tools (lld-19 beside clang-19, newlib's headers)
# Extra packages may be given as further arguments.
set -euo pipefail

BUILD_PKGS=(llvm-19-dev libzstd-dev re2c check libffi-dev pkg-config)
TEST_PKGS=(llvm-19-tools mlir-19-tools clang-19 libclang-rt-19-dev time python3-numpy lld-19 file strace gdb)
SPIKE_PKGS=(g++ make device-tree-compiler lld-19 libnewlib-dev xz-utils)

pkgs=("${BUILD_PKGS[@]}")
for a in "$@"; do
    case "$a" in
        --test) pkgs+=("${TEST_PKGS[@]}") ;;
        --spike) pkgs+=("${SPIKE_PKGS[@]}") ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        -*) echo "deps.sh: unknown option $a" >&2; exit 2 ;;
        *) pkgs+=("$a") ;;
    esac
done

missing=()
for p in "${pkgs[@]}"; do
    if ! dpkg -s "$p" 2>/dev/null | grep -q '^Status: install ok installed$'; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "deps.sh: need root to install: ${missing[*]}" >&2; exit 1; }
    SUDO="sudo -n"
fi
echo "deps.sh: installing ${missing[*]}" >&2
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q </dev/null >&2
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" </dev/null >&2
