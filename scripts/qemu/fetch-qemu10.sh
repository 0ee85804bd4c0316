#!/bin/sh
# fetch-qemu10.sh -- qemu-riscv64 10.x (Debian trixie's qemu-user) in the
# build tree, for the RISC-V vector-crypto tests: bookworm's qemu-user 7.2
# runs V 1.0 but none of Zvkned/Zvkg/Zvbb/Zvksed.  Trixie's binaries are
# statically linked, so they run on bookworm without a system install:
# the package is fetched with `apt-get download` and unpacked with
# `dpkg-deb -x` under $QEMU10_OUT (default build/qemu10).  When apt knows
# no trixie suite, a private apt configuration (a sources list of its own
# under $QEMU10_OUT/apt, the system's left alone) is used for it, as
# scripts/upstream/dropin.sh does for its deb-src entry
# (scripts/qemu/apt-trixie.sh).
#
# Usage: scripts/qemu/fetch-qemu10.sh      prints the path of qemu-riscv64
# Exit status 1 (and a message on stderr) when it cannot be fetched.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
out=${QEMU10_OUT:-$top/build/qemu10}
bin="$out/root/usr/bin/qemu-riscv64"
if [ -x "$bin" ] && "$bin" --version 2>/dev/null | grep -q 'version 1[0-9]\.'; then
    echo "$bin"
    exit 0
fi
for t in apt-get apt-cache dpkg-deb; do
    command -v "$t" > /dev/null 2>&1 || {
        echo "fetch-qemu10: $t missing" >&2; exit 1; }
done
mkdir -p "$out/logs"

. "$top/scripts/qemu/apt-trixie.sh"
apt_dir="$out/apt"
apt_private() {
    trixie_apt_init
    trixie_apt "$@"
}

# A qemu-user 10.x candidate in the system's lists, else the private one.
version() {
    "$@" madison qemu-user 2>/dev/null | grep ' Packages$' |
        awk -F'|' '{gsub(/ /, "", $2); print $2}' |
        grep -E '^1:1[0-9]\.' | sort -V | tail -n 1
}
v=$(version apt-cache || true)
if [ -n "$v" ]; then
    apt() { "$@"; }
else
    apt() { apt_private "$@"; }
    [ -f "$out/apt/lists/.updated" ] || {
        apt apt-get -q update > "$out/logs/apt-update.log" 2>&1 || {
            cat "$out/logs/apt-update.log" >&2; exit 1; }
        touch "$out/apt/lists/.updated"; }
    v=$(version apt apt-cache || true)
fi
[ -n "$v" ] || { echo "fetch-qemu10: no qemu-user 10.x in trixie" >&2;
                 exit 1; }
echo "fetch-qemu10: qemu-user=$v" >&2
rm -rf "$out/deb" "$out/root"
mkdir -p "$out/deb"
( cd "$out/deb" && apt apt-get -q download "qemu-user=$v" ) \
    > "$out/logs/download.log" 2>&1 || {
    cat "$out/logs/download.log" >&2; exit 1; }
dpkg-deb -x "$out"/deb/qemu-user_*.deb "$out/root"
# Only qemu-riscv64 is wanted: drop the other 39 targets (500 MB).
find "$out/root/usr/bin" -type f ! -name qemu-riscv64 -delete
rm -rf "$out/deb" "$out/root/usr/share"
[ -x "$bin" ] || { echo "fetch-qemu10: no usr/bin/qemu-riscv64 in the" \
                        "package" >&2; exit 1; }
"$bin" --version > "$out/logs/version.log" 2>&1 || {
    echo "fetch-qemu10: $bin does not run here" >&2; exit 1; }
echo "$bin"
