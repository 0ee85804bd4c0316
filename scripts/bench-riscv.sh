#!/bin/sh
# bench-riscv.sh -- the main job (README "Run the benchmark").
#
# Installs what is missing, cross-builds libwolfssl and the benchmark for
# riscv64 at -O2, builds the project's qemu instruction-counting plugin
# (scripts/qemu/) for the host, runs the benchmark under qemu-riscv64 with
# it and prints, per operation, million instructions, mul-class
# instructions and cycles of the plugin's U74 and U54 core models
# (cycles=u74+u54, scripts/qemu/rv_model.h, doc/RISCV.md "Cycle model";
# instructions averaged over the runs, cycles of the first run),
# one group of columns per build tier (generic sp_int, the C SP tier, the
# RV64 asm SP tier) and the speed-ups of the last over the others.  The
# tiers run two at a time (2 cores).
#
# Usage: scripts/bench-riscv.sh [--iters N] [--only SUBSTR] [--chart FILE]
# Output: the table on stdout, then the .text size and largest function of
# the SP object per tier (scripts/sp-size.py), as built with GCC and, if
# clang is installed, as Clang compiles it, and the time taken; raw logs
# in build/bench/; an SVG bar chart of U74 cycles, C tier against asm tier
# (scripts/bench-chart.py), in build/bench/chart.svg, or FILE
# (doc/riscv-bench.svg is made this way).
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
start=$(date +%s)
iters=3
only=""
chart=""
while [ $# -gt 0 ]; do
    case "$1" in
        --iters) iters=$2; shift 2 ;;
        --only)  only=$2; shift 2 ;;
        --chart) chart=$2; shift 2 ;;
        *) echo "usage: $0 [--iters N] [--only SUBSTR] [--chart FILE]" >&2
           exit 2 ;;
    esac
done

WOLFSSL_WANT_ARMHF=0 "$top/scripts/install-deps.sh"
if [ ! -x "$top/configure" ] || [ "$top/configure.ac" -nt "$top/configure" ] \
   || [ "$top/Makefile.am" -nt "$top/Makefile.in" ]; then
    ./autogen.sh > /dev/null 2>&1
fi

out="$top/build/bench"
mkdir -p "$out"
"$top/scripts/qemu/build.sh" "$out/plugins" > "$out/plugins.log" 2>&1 || {
    cat "$out/plugins.log"; exit 1; }

sysroot=/usr/riscv64-linux-gnu
qemu="qemu-riscv64 -L $sysroot"

# build_tier NAME CONFIGURE-ARGS... -- cross build in build/bench/NAME.
build_tier() {
    name=$1; shift
    dir="$out/$name"
    mkdir -p "$dir"
    echo "building $name ..." >&2
    ( cd "$dir" &&
      { [ -f Makefile ] || "$top/configure" --host=riscv64-linux-gnu \
            CFLAGS="-O2" "$@"; } &&
      make -j2 wolfcrypt/benchmark/benchmark ) > "$dir/build.log" 2>&1 || {
        tail -n 30 "$dir/build.log"; exit 1; }
}

# run_tier NAME -- benchmark under qemu with the counting plugin and its
# cycle models (these on the first of the $iters runs of each row only:
# they cost about 4 times what counting does).
run_tier() {
    name=$1
    set -- --insn --iters "$iters"
    [ -n "$only" ] && set -- "$@" --only "$only"
    plugin="$out/plugins/libinsn_count.so,cycles=u74+u54,sample=$iters"
    $qemu -plugin "$plugin" \
        "$out/$name/wolfcrypt/benchmark/benchmark" "$@" \
        > "$out/$name.out" 2> "$out/$name.counts"
}

# Tiers, slowest first: the generic sp_int path, the portable C SP tier
# (sp_c64) and, once it exists, the RV64IM assembly tier (sp_riscv64).
tiers="generic c64"
build_tier generic --enable-all --disable-sp
build_tier c64 --enable-all --enable-sp --disable-sp-asm
if [ -f "$top/wolfcrypt/src/sp_riscv64.c" ]; then
    build_tier asm --enable-all --enable-sp --enable-sp-asm --enable-riscv-asm
    tiers="$tiers asm"
fi
# Two tiers at a time: the generic one takes longest, the others share
# the second core.
pids=""
for t in $tiers; do
    if [ "$t" = generic ]; then
        run_tier "$t" &
        pids="$pids $!"
    fi
done
for t in $tiers; do
    [ "$t" = generic ] || run_tier "$t" || {
        # shellcheck disable=SC2086
        kill $pids 2> /dev/null; exit 1; }
done
for p in $pids; do
    wait "$p" || exit 1
done
cols=""
for t in $tiers; do
    cols="$cols $t=$out/$t.counts"
done

echo "million instructions and modeled cycles (U74, U54) per operation under"
echo "qemu-riscv64 (-O2, $iters runs each)"
for t in $tiers; do
    printf '%-8s ' "$t:"; grep '^wolfCrypt benchmark' "$out/$t.out" || echo
done
# shellcheck disable=SC2086
python3 "$top/scripts/bench-report.py" $cols
# Code size of the SP backend object of each tier (.text, largest function).
sizes=""
for t in $tiers; do
    sizes="$sizes $t=$out/$t"
done
echo
# ... and as Clang compiles the same sources, when it is installed (about
# 20 s).
clang_size=""
if command -v clang > /dev/null 2>&1; then
    clang_size="clang $(clang -dumpversion 2>/dev/null | cut -d. -f1)"
fi
# shellcheck disable=SC2086
if [ -n "$clang_size" ]; then
    python3 "$top/scripts/sp-size.py" --cc \
        "$clang_size=clang --target=riscv64-linux-gnu --sysroot=$sysroot" \
        $sizes || true
else
    python3 "$top/scripts/sp-size.py" $sizes || true
fi
# The chart: the first and last tiers built (C tier against asm tier once
# sp_riscv64.c exists).
case "$tiers" in
    *asm) chart_tiers=c64,asm ;;
    *)    chart_tiers=generic,c64 ;;
esac
# (--only may leave no public-key operation to draw: then no chart.)
if python3 "$top/scripts/bench-chart.py" --dir "$out" --tiers "$chart_tiers" \
    -o "${chart:-$out/chart.svg}"; then
    echo "chart: ${chart:-$out/chart.svg}"
fi
echo "bench-riscv.sh: $(($(date +%s) - start)) s"
