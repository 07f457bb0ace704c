#!/usr/bin/env bash
# Fetch MLIR's own test suite (mlir/test of Debian's llvm-toolchain-19 source,
# same version as the installed mlir-19-tools) into build/upstream/mlir-test/.
# Cached: a second run does nothing.  Needs root (adds a deb-src entry once).
#   env: MLIR_SRC_VERSION  override the Debian version to fetch
#        TSREWRITE_CACHE   download cache (default ~/.cache/tsrewrite)
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SRCPKG=llvm-toolchain-19
BINPKG=mlir-19-tools
DEST=$ROOT/build/upstream/mlir-test
CACHE=${TSREWRITE_CACHE:-${HOME:-/root}/.cache/tsrewrite}/src
SRC_LIST=/etc/apt/sources.list.d/tsrewrite-src.sources

log() { echo "fetch.sh: $*" >&2; }

VER=${MLIR_SRC_VERSION:-$(dpkg-query -W -f='${Version}' "$BINPKG" 2>/dev/null || true)}
if [ -z "$VER" ]; then
    "$ROOT/tools/deps.sh" --test
    VER=$(dpkg-query -W -f='${Version}' "$BINPKG")
fi

if [ -f "$DEST/.version" ] && [ "$(cat "$DEST/.version")" = "$VER" ]; then
    exit 0        # already there
fi

SUDO=
[ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
APT() { $SUDO env DEBIAN_FRONTEND=noninteractive apt-get -q "$@" </dev/null; }

# Versions of the source package apt knows about (empty without deb-src).
src_versions() {
    apt-cache showsrc --only-source "$SRCPKG" 2>/dev/null | sed -n 's/^Version: //p' | sort -u
}

# Write deb-src stanzas mirroring every enabled 'deb' entry of the Debian
# archive (deb822 *.sources files and one-line *.list files).
make_src_list() {
    local f
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && [ "$f" != "$SRC_LIST" ] || continue
        awk 'function flush() {
                 if (st != "" && deb && !disabled && st ~ /debian/) printf "%s\n", st
                 st = ""; deb = 0; disabled = 0 }
             /^[ \t]*$/ { flush(); next }
             /^#/ { next }
             tolower($1) == "types:" { for (i = 2; i <= NF; i++) if ($i == "deb") deb = 1
                                        st = st "Types: deb-src\n"; next }
             tolower($1) == "enabled:" && tolower($2) == "no" { disabled = 1 }
             { st = st $0 "\n" }
             END { flush() }' "$f"
    done
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        awk '$1 == "deb" && /debian/ {
                 sub(/^deb[ \t]+/, ""); opts = ""
                 if ($1 ~ /^\[/) { while ($1 !~ /\]$/) { opts = opts " " $1; $1 = ""; $0 = $0 }
                                   opts = opts " " $1; $1 = ""; $0 = $0 }
                 printf "Types: deb-src\nURIs: %s\nSuites: %s\nComponents:", $1, $2
                 for (i = 3; i <= NF; i++) printf " %s", $i
                 if (opts ~ /signed-by=/) { s = opts; sub(/.*signed-by=/, "", s); sub(/[ \]].*/, "", s)
                                            printf "\nSigned-By: %s", s }
                 printf "\n\n" }' "$f"
    done
}

if ! src_versions | grep -qxF "$VER"; then
    if [ ! -f "$SRC_LIST" ]; then
        tmp=$(mktemp)
        make_src_list >"$tmp"
        if [ ! -s "$tmp" ]; then
            rm -f "$tmp"; log "no Debian 'deb' entry found in /etc/apt to mirror as deb-src"; exit 1
        fi
        log "adding deb-src entries in $SRC_LIST"
        $SUDO install -m 644 "$tmp" "$SRC_LIST"
        rm -f "$tmp"
    fi
    log "apt-get update"
    APT update >&2
fi

if ! src_versions | grep -qxF "$VER"; then
    # The archive moved on (or off): take the newest 19.x source it still has.
    alt=$(src_versions | sort -V | tail -1)
    if [ -z "$alt" ]; then log "no source for $SRCPKG in any apt source"; exit 1; fi
    log "WARNING: $SRCPKG=$VER not available, using $alt (tests may not match mlir-opt exactly)"
    VER=$alt
fi

UPVER=${VER#*:}; UPVER=${UPVER%-*}      # 1:19.1.7-3~deb12u1 -> 19.1.7
mkdir -p "$CACHE"
ORIG=$CACHE/${SRCPKG}_${UPVER}.orig.tar.xz
if [ ! -s "$ORIG" ]; then
    log "downloading $SRCPKG=$VER source (~150 MB)"
    chmod 755 "$CACHE"                  # lets apt's _apt user write there
    (cd "$CACHE" && APT source --download-only "$SRCPKG=$VER" >&2)
    # apt verifies the checksums from the .dsc; be sure we got the main tarball
    if [ ! -s "$ORIG" ]; then
        for o in "$CACHE/${SRCPKG}_${UPVER}".orig.tar.*; do ORIG=$o; break; done
    fi
    [ -n "$ORIG" ] && [ -s "$ORIG" ] || { log "orig tarball not found in $CACHE"; exit 1; }
fi

log "extracting */mlir/test/* from $(basename "$ORIG")"
tmpd=$(mktemp -d "$ROOT/build/upstream.tmp.XXXXXX" 2>/dev/null || { mkdir -p "$ROOT/build"; mktemp -d "$ROOT/build/upstream.tmp.XXXXXX"; })
trap 'rm -rf "$tmpd"' EXIT
tar -xf "$ORIG" -C "$tmpd" --strip-components=1 --wildcards --no-wildcards-match-slash '*/mlir/test/*'
[ -d "$tmpd/mlir/test" ] || { log "no mlir/test in $ORIG"; exit 1; }
echo "$VER" >"$tmpd/mlir/test/.version"
mkdir -p "$(dirname "$DEST")"
rm -rf "$DEST"
mv "$tmpd/mlir/test" "$DEST"
log "$(find "$DEST" -name '*.mlir' | wc -l) .mlir files in $DEST"
