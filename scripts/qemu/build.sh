#!/bin/sh
# build.sh -- build the qemu measurement plugins and their guest test
# programs (see README.md in this folder).
#
# Usage: scripts/qemu/build.sh OUTDIR
#
# Builds, with the HOST compiler (the plugins are loaded into the host's
# qemu-riscv64 process):
#   OUTDIR/libinsn_count.so   instruction / multiply counts per region
#   OUTDIR/libct_trace.so     execution-trace fingerprints per region
# and, when a riscv64 cross compiler is found, the static guest programs
# that tests/build/qemu_plugin_test.py runs:
#   OUTDIR/test_insn_count  OUTDIR/test_ct_trace
#
# Environment (all optional):
#   CC_FOR_BUILD   host C compiler for the plugins (default: cc)
#   PLUGIN_CFLAGS  flags for the plugins (default: -O2 -Wall -Wextra)
#   RISCV_CC       riscv64 C compiler, may hold several words, e.g.
#                  "clang --target=riscv64-linux-gnu" (default:
#                  riscv64-linux-gnu-gcc if installed; "none": skip guests)
#   GUEST_CFLAGS   flags for the guest programs (default: -O2)
set -eu

if [ $# -ne 1 ]; then
    echo "usage: $0 OUTDIR" >&2
    exit 2
fi
out=$1
src=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"

host_cc=${CC_FOR_BUILD:-cc}
plugin_cflags=${PLUGIN_CFLAGS:--O2 -Wall -Wextra}
for p in insn_count ct_trace; do
    echo "build.sh: $host_cc -> $out/lib$p.so"
    # shellcheck disable=SC2086  # flag lists are split on purpose
    $host_cc -std=c99 $plugin_cflags -shared -fPIC -I"$src" \
        "$src/$p.c" -o "$out/lib$p.so"
done

riscv_cc=${RISCV_CC:-}
if [ -z "$riscv_cc" ]; then
    if command -v riscv64-linux-gnu-gcc >/dev/null 2>&1; then
        riscv_cc=riscv64-linux-gnu-gcc
    else
        riscv_cc=none
    fi
fi
if [ "$riscv_cc" = none ]; then
    echo "build.sh: no riscv64 compiler (RISCV_CC); guest tests not built"
    exit 0
fi
guest_cflags=${GUEST_CFLAGS:--O2}
for t in test_insn_count test_ct_trace; do
    echo "build.sh: $riscv_cc -> $out/$t"
    # shellcheck disable=SC2086
    $riscv_cc -std=c99 -Wall -Wextra $guest_cflags -static -I"$src" \
        "$src/$t.c" -o "$out/$t"
done
