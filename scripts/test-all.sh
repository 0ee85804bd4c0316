#!/bin/sh
# test-all.sh -- the project's full test command (README "Run all tests").
#
# Installs what is missing (scripts/install-deps.sh), then builds and tests
# the library in several configurations ("cells"), each in its own build
# tree under build/ (out of the source tree):
#
#   generator      scripts/sp unit tests and generate.py --check
#   host           x86-64, every algorithm on the generic sp_int path
#   host-sp        the same with the fixed-size SP layer (sp_c64)
#   host-asan      SP layer with ASan + UBSan (--enable-sanitizers)
#   host-digit32   32-bit digits forced with SP_WORD_SIZE=32 (sp_c32)
#   host-usersettings  --enable-usersettings with examples/configs/user_settings.h
#   install        make install + examples/api_demo.c built with pkg-config
#   riscv64-asm-O2, riscv64-asm-O0-fp   the RV64IM asm SP tier (sp_riscv64.c:
#                  --enable-sp --enable-sp-asm --enable-riscv-asm), under qemu
#   riscv64-O2     cross build with the C SP tier, make check under qemu-riscv64
#   riscv64-O0-fp  the same at -O0 -fno-omit-frame-pointer
#   riscv64-generic-O2  cross build on the generic path only
#   armhf-O2       32-bit ARM (no __int128: 32-bit digits, sp_c32), qemu-arm
#   baremetal-Os, baremetal-O0-fp   embedded template, rv64imac/lp64 bare
#                  metal, testwolfcrypt on qemu-system-riscv64 (semihosting)
#   baremetal-asm-Os, baremetal-asm-O0-fp   the same with WC_CFG_ASM_SP=1
#
# Usage: scripts/test-all.sh [cell ...]     (default: every cell)
# Exits non-zero when any cell fails; the last line reads
# "N passed, M failed" (cells).
set -u

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 1
jobs=${JOBS:-2}
log_dir="$top/build/logs"

"$top/scripts/install-deps.sh" || { echo "dependency install failed"; exit 1; }

if [ ! -x "$top/configure" ] || [ "$top/configure.ac" -nt "$top/configure" ] \
   || [ "$top/Makefile.am" -nt "$top/Makefile.in" ]; then
    ./autogen.sh > /dev/null 2>&1 || { echo "autogen.sh failed"; exit 1; }
fi
if [ -f "$top/Makefile" ]; then
    echo "The source tree is configured in place; run 'make distclean'" \
         "first (test cells build out of tree)."
    exit 1
fi
mkdir -p "$log_dir"

passed=0
failed=0
failed_cells=""

# cell NAME QUICK CONFIGURE-ARGS...  -- configure, build and `make check`
# in build/NAME.  QUICK=1 asks the long randomised tests for their reduced
# case counts (they still cover every operation).
cell() {
    name=$1; quick=$2; shift 2
    dir="$top/build/$name"
    log="$log_dir/$name.log"
    start=$(date +%s)
    rm -rf "$dir" && mkdir -p "$dir"
    printf '%-20s ' "$name"
    if ( cd "$dir" &&
         "$top/configure" "$@" &&
         make -j"$jobs" &&
         WOLFSSL_TEST_QUICK=$quick make -j"$jobs" check ) > "$log" 2>&1
    then
        passed=$((passed + 1))
        printf 'PASS  (%ss)\n' $(( $(date +%s) - start ))
    else
        failed=$((failed + 1))
        failed_cells="$failed_cells $name"
        printf 'FAIL  (%ss, log: %s)\n' $(( $(date +%s) - start )) "$log"
        # Show the failing test logs so CI output explains the failure.
        tail -n 40 "$log"
        for t in $(find "$dir" -name '*.log' ! -name config.log \
                   ! -name test-suite.log 2>/dev/null); do
            if grep -q '^FAIL\|^ERROR' "${t%.log}.trs" 2>/dev/null; then
                echo "---- $t"; tail -n 30 "$t"
            fi
        done
    fi
}

# install: configure, build, `make install` into a scratch DESTDIR and build
# examples/api_demo.c against it with pkg-config only (tests/install_test.sh).
install_cell() {
    name=install
    dir="$top/build/$name"
    log="$log_dir/$name.log"
    start=$(date +%s)
    rm -rf "$dir" && mkdir -p "$dir"
    printf '%-20s ' "$name"
    if ( cd "$dir" && "$top/configure" --prefix=/opt/wolfssl-test &&
         make -j"$jobs" &&
         WOLFSSL_BUILDDIR="$dir" WOLFSSL_SRCDIR="$top" \
             sh "$top/tests/install_test.sh" ) > "$log" 2>&1; then
        passed=$((passed + 1))
        printf 'PASS  (%ss)\n' $(( $(date +%s) - start ))
    else
        failed=$((failed + 1)); failed_cells="$failed_cells $name"
        printf 'FAIL  (%ss, log: %s)\n' $(( $(date +%s) - start )) "$log"
        tail -n 40 "$log"
    fi
}

# baremetal-*: the embedded template built without configure for
# rv64imac/lp64 bare metal, testwolfcrypt run on qemu-system-riscv64 with
# semihosting (scripts/ci/baremetal.sh).
bm_cell() {
    name=$1; shift
    log="$log_dir/$name.log"
    start=$(date +%s)
    printf '%-20s ' "$name"
    if BM_BUILD_DIR="$top/build/$name" \
       sh "$top/scripts/ci/baremetal.sh" "$@" > "$log" 2>&1; then
        passed=$((passed + 1))
        printf 'PASS  (%ss)\n' $(( $(date +%s) - start ))
    else
        failed=$((failed + 1)); failed_cells="$failed_cells $name"
        printf 'FAIL  (%ss, log: %s)\n' $(( $(date +%s) - start )) "$log"
        tail -n 40 "$log"
    fi
}

generator() {
    printf '%-20s ' generator
    log="$log_dir/generator.log"
    if [ ! -f "$top/scripts/sp/generate.py" ]; then
        echo "PASS  (no generator yet)"
        passed=$((passed + 1))
        return
    fi
    if ( python3 -m unittest discover -s "$top/scripts/sp" -p 'test_*.py' &&
         python3 "$top/scripts/sp/generate.py" --check ) > "$log" 2>&1; then
        passed=$((passed + 1)); echo PASS
    else
        failed=$((failed + 1)); failed_cells="$failed_cells generator"
        echo FAIL; tail -n 40 "$log"
    fi
}

run() {
    case "$1" in
        generator)     generator ;;
        install)       install_cell ;;
        baremetal-Os)  bm_cell baremetal-Os -Os ;;
        baremetal-O0-fp) bm_cell baremetal-O0-fp -O0 -fno-omit-frame-pointer ;;
        baremetal-asm-Os) bm_cell baremetal-asm-Os -Os -DWC_CFG_ASM_SP=1 ;;
        baremetal-asm-O0-fp) bm_cell baremetal-asm-O0-fp -O0 \
                           -fno-omit-frame-pointer -DWC_CFG_ASM_SP=1 ;;
        host)          cell host 0 --enable-all ;;
        host-sp)       cell host-sp 0 --enable-all --enable-sp ;;
        host-asan)     cell host-asan 1 --enable-all --enable-sp \
                           --enable-sanitizers --enable-debug ;;
        host-digit32)  cell host-digit32 1 --enable-all --enable-sp \
                           CFLAGS="-O2 -DSP_WORD_SIZE=32" ;;
        host-usersettings)
                       cell host-usersettings 1 --enable-usersettings \
                           CPPFLAGS="-I$top/examples/configs" ;;
        riscv64-O2)    cell riscv64-O2 0 --host=riscv64-linux-gnu \
                           --enable-all --enable-sp CFLAGS="-O2" ;;
        riscv64-O0-fp) cell riscv64-O0-fp 1 --host=riscv64-linux-gnu \
                           --enable-all --enable-sp \
                           CFLAGS="-O0 -g -fno-omit-frame-pointer" ;;
        riscv64-asm-O2) cell riscv64-asm-O2 0 --host=riscv64-linux-gnu \
                           --enable-all --enable-sp --enable-sp-asm \
                           --enable-riscv-asm CFLAGS="-O2" ;;
        riscv64-asm-O0-fp)
                       cell riscv64-asm-O0-fp 1 --host=riscv64-linux-gnu \
                           --enable-all --enable-sp --enable-sp-asm \
                           --enable-riscv-asm \
                           CFLAGS="-O0 -g -fno-omit-frame-pointer" ;;
        riscv64-generic-O2)
                       cell riscv64-generic-O2 1 --host=riscv64-linux-gnu \
                           --enable-all CFLAGS="-O2" ;;
        armhf-O2)      cell armhf-O2 1 --host=arm-linux-gnueabihf \
                           --enable-all --enable-sp CFLAGS="-O2" ;;
        *) echo "unknown cell: $1"; failed=$((failed + 1)) ;;
    esac
}

all_cells="generator host host-sp host-asan host-digit32 host-usersettings \
install riscv64-asm-O2 riscv64-asm-O0-fp riscv64-O2 riscv64-O0-fp \
riscv64-generic-O2 armhf-O2 baremetal-Os baremetal-O0-fp baremetal-asm-Os \
baremetal-asm-O0-fp"
[ $# -gt 0 ] && all_cells="$*"
t0=$(date +%s)
for c in $all_cells; do
    run "$c"
done
echo "total time: $(( $(date +%s) - t0 ))s"
[ -n "$failed_cells" ] && echo "failed cells:$failed_cells"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
