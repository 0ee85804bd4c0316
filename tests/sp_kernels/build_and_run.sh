#!/bin/sh
# Build the generated C kernel test programs in several configurations and
# run each through run_kernel_test.py (more compilers and flags than the
# make check entries kernel_c64.sh, kernel_c32.sh, kernel_rv64.sh).
#
# Usage: tests/sp_kernels/build_and_run.sh [quick|full|riscv|rv64|rv64-matrix]
#   quick: gcc -O2, both word sizes (about 20 s)
#   full:  gcc and clang at -O0 and -O2, ASan+UBSan, both word sizes
#   riscv: riscv64-linux-gnu-gcc -O0/-O2/-O3 (rv64gc), run under
#          qemu-riscv64 (this machine has no lp64 C library, so rv64imac
#          builds are left to the RV64 asm tests)
#   rv64:  the RV64 inline-asm kernels (kernel_test_rv64.c), CI subset:
#          gcc -O0 -fno-omit-frame-pointer and gcc -O2, under qemu
#   rv64-matrix: the RV64 inline-asm kernels in every configuration the
#          asm contract promises: gcc -O0/-O1/-O2/-O3/-Os/-Ofast, each with
#          and without -fno-omit-frame-pointer, -O2 -fPIC; clang -O0/-O2
#          with and without frame pointers (all run under qemu); and
#          compile-only rv64im/lp64 and rv64imac/lp64 objects
# Build outputs go to $OUT (default /tmp/sp_kernels_build); the kernels
# the programs include (tests/sp_kernels/sp_kernels_*.inc, not committed)
# are generated there first (generate.py --kernels-only).  Run from the
# repository root.
set -e
MODE=${1:-quick}
OUT=${OUT:-/tmp/sp_kernels_build}
mkdir -p "$OUT"
case $MODE in rv64*) KINDS=rv64 ;; *) KINDS="c64 c32" ;; esac
# shellcheck disable=SC2086
python3 scripts/sp/generate.py --kernels-only $KINDS --out "$OUT" > /dev/null
CFLAGS_COMMON="-std=c99 -Wall -Wextra -Wpedantic -Werror"
CFLAGS_COMMON="$CFLAGS_COMMON -DWOLFSSL_NO_OPTIONS_H -I$OUT -I."
SAN="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all"
FAIL=0

run_one() {  # name cc flags word-size [runner]
    name=$1; cc=$2; flags=$3; w=$4; runner=$5
    bin="$OUT/kernel_test_c${w}_$name"
    extra=""
    [ "$w" = 32 ] && extra="-DSP_WORD_SIZE=32"
    echo "== $name (c$w): $cc $flags"
    # shellcheck disable=SC2086
    $cc $CFLAGS_COMMON $flags $extra "tests/sp_kernels/kernel_test_c$w.c" \
        -o "$bin"
    if WOLFSSL_TEST_RUNNER="$runner" \
        python3 tests/sp_kernels/run_kernel_test.py --word-size "$w" "$bin" \
        > "$bin.log" 2>&1; then :; else FAIL=1; fi
    tail -n 3 "$bin.log"
}

# --- RV64 inline-asm kernels ---------------------------------------------
Q="qemu-riscv64 -L /usr/riscv64-linux-gnu"
RVGCC=riscv64-linux-gnu-gcc
RVCASES=${RVCASES:-8}

# Clang finds its GCC installation by itself and may pick another riscv64
# GCC (a bare-metal riscv64-unknown-elf one, say): point it at the Debian
# cross toolchain through a small directory of links.
clang_rv64() {
    tc="$OUT/rv64-gcc-toolchain"
    mkdir -p "$tc/lib"
    ln -sfn /usr/lib/gcc-cross "$tc/lib/gcc-cross"
    ln -sfn /usr/riscv64-linux-gnu "$tc/riscv64-linux-gnu"
    echo "clang --target=riscv64-linux-gnu --gcc-toolchain=$tc -static"
}

rv64_run() {  # name cc flags: build kernel_test_rv64 and run it under qemu
    name=$1; cc=$2; flags=$3
    bin="$OUT/kernel_test_rv64_$name"
    echo "== rv64 $name: $flags"
    # shellcheck disable=SC2086
    if $cc $CFLAGS_COMMON $flags tests/sp_kernels/kernel_test_rv64.c \
        -o "$bin"; then :; else FAIL=1; return 0; fi
    if WOLFSSL_TEST_RUNNER="$Q" python3 tests/sp_kernels/run_kernel_test.py \
        --rv64 --cases "$RVCASES" "$bin" > "$bin.log" 2>&1; then :;
    else FAIL=1; fi
    tail -n 1 "$bin.log"
}

rv64_compile() {  # name flags: object only (no lp64 C library here)
    name=$1; flags=$2
    inc="$OUT/lp64-include"
    mkdir -p "$inc/gnu"
    : > "$inc/gnu/stubs-lp64.h"   # the one header glibc lacks for lp64
    echo "== rv64 $name (compile only): $flags"
    # shellcheck disable=SC2086
    if $RVGCC $CFLAGS_COMMON $flags -isystem "$inc" -c \
        tests/sp_kernels/kernel_test_rv64.c -o "$OUT/kernel_test_$name.o"
    then echo "compiled"; else FAIL=1; fi
}

case $MODE in
rv64)
    rv64_run gcc-O0-fp $RVGCC "-O0 -fno-omit-frame-pointer"
    rv64_run gcc-O2 $RVGCC "-O2"
    exit $FAIL ;;
rv64-matrix)
    for o in O0 O1 O2 O3 Os Ofast; do
        rv64_run "gcc-$o" $RVGCC "-$o"
        rv64_run "gcc-$o-fp" $RVGCC "-$o -fno-omit-frame-pointer"
    done
    rv64_run gcc-O2-fPIC $RVGCC "-O2 -fPIC"
    CL=$(clang_rv64)
    for o in O0 O2; do
        rv64_run "clang-$o" "$CL" "-$o"
        rv64_run "clang-$o-fp" "$CL" "-$o -fno-omit-frame-pointer"
    done
    rv64_compile rv64im-lp64 "-march=rv64im -mabi=lp64 -O2"
    rv64_compile rv64im-lp64-O0-fp \
        "-march=rv64im -mabi=lp64 -O0 -fno-omit-frame-pointer"
    rv64_compile rv64imac-lp64 "-march=rv64imac -mabi=lp64 -O2"
    rv64_compile rv64imac-lp64-Os-fp \
        "-march=rv64imac -mabi=lp64 -Os -fno-omit-frame-pointer"
    exit $FAIL ;;
esac

for w in 64 32; do
    case $MODE in
    quick)
        run_one gcc-O2 gcc "-O2" $w ;;
    full)
        run_one gcc-O0 gcc "-O0" $w
        run_one gcc-O2 gcc "-O2" $w
        run_one clang-O0 clang "-O0" $w
        run_one clang-O2 clang "-O2" $w
        run_one gcc-asan gcc "$SAN" $w
        run_one clang-asan clang "$SAN" $w ;;
    riscv)
        Q="qemu-riscv64 -L /usr/riscv64-linux-gnu"
        run_one rv-O0 riscv64-linux-gnu-gcc "-O0" $w "$Q"
        run_one rv-O2 riscv64-linux-gnu-gcc "-O2" $w "$Q"
        run_one rv-O3-fp riscv64-linux-gnu-gcc \
            "-O3 -fno-omit-frame-pointer" $w "$Q" ;;
    *)
        echo "unknown mode $MODE"; exit 2 ;;
    esac
done
exit $FAIL
