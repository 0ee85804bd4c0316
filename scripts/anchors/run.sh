#!/bin/sh
# run.sh -- anchor figures: X25519, X448, Ed25519 and Ed448 instruction
# counts and modeled U74/U54 cycles of Debian's riscv64 OpenSSL
# (libcrypto.so.3) and libsodium (libsodium.so.23), measured as
# scripts/bench-riscv.sh measures our library, for comparison with it.
#
# How:
#  1. fetches Debian trixie's riscv64 packages (bookworm has no riscv64)
#     with a private apt configuration under build/anchors/apt (a sources
#     list of its own; the system's apt configuration is left alone:
#     scripts/qemu/apt-trixie.sh), and unpacks them with dpkg-deb -x
#     into the sysroot build/anchors/root: the run-time libraries (libc6,
#     libgcc-s1, libssl3t64, libzstd1, zlib1g, libsodium23) and the
#     headers of the same versions (libssl-dev, libsodium-dev);
#  2. cross-compiles anchor_bench.c with riscv64-linux-gnu-gcc -O2 against
#     those .so files (bookworm's cross glibc 2.36 for the program's own
#     start-up; at run time trixie's newer glibc serves it);
#  3. runs it under qemu-riscv64 -L build/anchors/root with the project's
#     insn_count plugin (cycles=u74+u54,sample=ITERS, as bench-riscv.sh
#     runs it): $INSN_PLUGIN if set, else built by scripts/qemu/build.sh
#     into build/anchors/plugins;
#  4. prints the package versions and, per operation, million
#     instructions (averaged over the ITERS runs) and million modeled U74
#     and U54 cycles (of the first run).
#
# Usage: scripts/anchors/run.sh [ITERS]      (default 1)
# Environment: INSN_PLUGIN  path of a built libinsn_count.so (optional)
#              QEMU         qemu-riscv64 to use (default: qemu-riscv64)
# Raw plugin log (scripts/bench-report.py reads it): build/anchors/counts
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
out="$top/build/anchors"
root="$out/root"
iters=${1:-1}
qemu=${QEMU:-qemu-riscv64}
cc=riscv64-linux-gnu-gcc
for t in apt-get apt-cache dpkg-deb "$cc" "$qemu"; do
    command -v "$t" > /dev/null 2>&1 || {
        echo "anchors: $t missing" >&2; exit 1; }
done
mkdir -p "$out/logs"

# apt with a private configuration: trixie only, riscv64 only.
. "$top/scripts/qemu/apt-trixie.sh"
apt_dir="$out/apt"
apt_arch=riscv64
trixie_apt_init
apt() { trixie_apt "$@"; }

pkgs="libc6 libgcc-s1 libssl3t64 libzstd1 zlib1g libsodium23
      libssl-dev libsodium-dev"
if [ ! -f "$root/.done" ]; then
    apt apt-get -q update > "$out/logs/apt-update.log" 2>&1 || {
        cat "$out/logs/apt-update.log" >&2; exit 1; }
    rm -rf "$out/deb" "$root"
    mkdir -p "$out/deb" "$root"
    # shellcheck disable=SC2086  # the package list is split on purpose
    ( cd "$out/deb" && apt apt-get -q download $pkgs ) \
        > "$out/logs/download.log" 2>&1 || {
        cat "$out/logs/download.log" >&2; exit 1; }
    for d in "$out"/deb/*.deb; do
        dpkg-deb -x "$d" "$root"
    done
    # Trixie's packages put everything under /usr; the program's ELF
    # interpreter is /lib/ld-linux-riscv64-lp64d.so.1 (usrmerge links).
    [ -e "$root/lib" ] || ln -s usr/lib "$root/lib"
    touch "$root/.done"
fi
echo "packages (Debian trixie, riscv64):"
for d in "$out"/deb/*.deb; do
    dpkg-deb -f "$d" Package Version | paste -sd' ' - | sed 's/^/  /'
done

# The plugin.
plugin=${INSN_PLUGIN:-}
if [ -z "$plugin" ]; then
    RISCV_CC=none "$top/scripts/qemu/build.sh" "$out/plugins" \
        > "$out/logs/plugins.log" 2>&1 || {
        cat "$out/logs/plugins.log" >&2; exit 1; }
    plugin="$out/plugins/libinsn_count.so"
fi

# The program, linked against the sysroot's shared libraries by soname;
# their references to glibc 2.38+ symbols (e.g. __isoc23_strtol) are left
# to the run time (trixie's glibc), the cross glibc 2.36 has none.
lib="$root/usr/lib/riscv64-linux-gnu"
$cc -std=c99 -O2 -Wall -Wextra \
    -I"$root/usr/include" -I"$root/usr/include/riscv64-linux-gnu" \
    -I"$top/scripts/qemu" "$top/scripts/anchors/anchor_bench.c" \
    -o "$out/anchor_bench" \
    -L"$lib" -l:libcrypto.so.3 -l:libsodium.so.23 -Wl,-rpath-link,"$lib" \
    -Wl,--allow-shlib-undefined

"$qemu" -L "$root" -plugin "$plugin,cycles=u74+u54,sample=$iters" \
    "$out/anchor_bench" "$iters" > "$out/stdout" 2> "$out/counts" || {
    cat "$out/stdout" "$out/counts" >&2; exit 1; }
head -n 1 "$out/stdout"

# Per row: instructions averaged over its regions, cycles of the
# modeled (first) one.
echo "million instructions and modeled cycles per operation (qemu-riscv64" \
     "$("$qemu" --version | head -n 1 | sed 's/.*version //'), $iters run(s))"
awk '
function flush() {
    if (row != "")
        printf "%-34s %10.4f %10.4f %10.4f\n", row, ins / n / 1e6,
               u74 / 1e6, u54 / 1e6
}
BEGIN { printf "%-34s %10s %10s %10s\n", "operation", "Minsn", "Mcyc U74",
        "Mcyc U54" }
/^WC_BENCH / { flush(); sub(/^WC_BENCH /, ""); sub(/\|[0-9]+\|[0-9]+$/, "")
               row = $0; ins = u74 = u54 = n = 0 }
/^WC_COUNT / { ins += $2; n++ }
/^WC_CYCLES u74 / { u74 += $3 }
/^WC_CYCLES u54 / { u54 += $3 }
END { flush() }' "$out/counts"
