#!/bin/sh
# baremetal.sh -- build libwolfssl and testwolfcrypt for bare-metal RISC-V
# from examples/configs/user_settings_embedded.h (no ./configure) and run
# testwolfcrypt on qemu's virt board with semihosting.
#
# Usage:
#   scripts/ci/baremetal.sh [cflags...]   one configuration, e.g.
#       scripts/ci/baremetal.sh -Os
#       scripts/ci/baremetal.sh -O0 -fno-omit-frame-pointer -DWC_CFG_ASM_SP=1
#       scripts/ci/baremetal.sh -march=rv32imac -mabi=ilp32 -Os
#       scripts/ci/baremetal.sh --cc=clang -O2
#   scripts/ci/baremetal.sh --matrix      the standard set of configurations
#
# cflags: -march=/-mabi= choose the target (default rv64imac/lp64; an rv32
# -march builds for qemu-system-riscv32, and then -mabi must be given too),
# -D/-U/-I go to the preprocessor (WC_CFG_* switches of the template),
# --cc=clang compiles with clang (linking stays with the GCC driver),
# everything else is an optimisation/code-generation flag (default -Os).
#
# Needs: riscv64-unknown-elf-gcc, picolibc for it and qemu-system-riscv64
# (Debian: gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf
# qemu-system-misc).  Environment: BM_BUILD_ROOT (default build/baremetal:
# each configuration builds in BM_BUILD_ROOT/<configuration>), BM_BUILD_DIR
# (the build tree of a single configuration, instead), BM_TIMEOUT (seconds
# for the run, default 600), JOBS (parallel compiles, default 2).
#
# Exit status 0 only when testwolfcrypt ran and reported "N passed, 0
# failed"; the --matrix form ends with "N passed, M failed" over the
# configurations (a configuration that cannot apply, such as the RV64
# assembly before wolfcrypt/src/sp_riscv64.c exists, is reported SKIP).
set -u

top=$(cd "$(dirname "$0")/../.." && pwd)
jobs=${JOBS:-2}
timeout_s=${BM_TIMEOUT:-600}
build_root=${BM_BUILD_ROOT:-"$top/build/baremetal"}

check_tools() {
    missing=""
    command -v riscv64-unknown-elf-gcc >/dev/null 2>&1 ||
        missing="$missing gcc-riscv64-unknown-elf"
    [ -f /usr/lib/picolibc/riscv64-unknown-elf/picolibc.specs ] ||
        missing="$missing picolibc-riscv64-unknown-elf"
    command -v qemu-system-riscv64 >/dev/null 2>&1 ||
        missing="$missing qemu-system-misc"
    if [ -n "$missing" ]; then
        echo "baremetal: missing tools; install with:"
        echo "    apt-get install$missing"
        exit 2
    fi
}

# run_one CFLAGS...: build and run one configuration; returns 0 on pass.
run_one() {
    arch=rv64; march=""; opt=""; defs=""; compiler=gcc
    for a in "$@"; do
        case "$a" in
            --cc=*) compiler=${a#--cc=} ;;
            -march=rv32*) arch=rv32; march="$march $a" ;;
            -march=*|-mabi=*) march="$march $a" ;;
            -D*|-U*|-I*) defs="$defs $a" ;;
            *) opt="$opt $a" ;;
        esac
    done
    case "$opt" in
        *-O*) ;;
        *) opt="-Os$opt" ;;
    esac
    name=$(echo "$arch $compiler $opt $defs $march" |
           sed 's/^ *//; s/ *$//; s/  */ /g; s/[^A-Za-z0-9.-]/_/g')
    dir=${one_dir:-"$build_root/$name"}
    mkdir -p "$dir"
    set -- -C "$top/examples/baremetal" O="$dir" ARCH="$arch" \
        OPT="${opt# }" WC_CFG="${defs# }" TIMEOUT="$timeout_s" \
        COMPILER="$compiler"
    [ -n "$march" ] && set -- "$@" MARCH="${march# }"

    echo "=== baremetal $name"
    t0=$(date +%s)
    if ! make -j"$jobs" "$@" all > "$dir/build.log" 2>&1; then
        tail -n 30 "$dir/build.log"
        echo "baremetal $name: BUILD FAILED (log: $dir/build.log)"
        return 1
    fi
    t1=$(date +%s)
    grep -A1 '^ *text' "$dir/build.log" | tail -n 1 |
        awk '{ printf "size: text %d, data %d, bss %d bytes", $1, $2, $3;
               print " (bss includes the stack)" }'
    make -s "$@" run > "$dir/run.log" 2>&1
    rc=$?
    t2=$(date +%s)
    cat "$dir/run.log"
    if [ "$rc" -eq 0 ] && grep -q '^[0-9][0-9]* passed, 0 failed' \
           "$dir/run.log"; then
        echo "baremetal $name: PASS (build $((t1 - t0)) s," \
             "run $((t2 - t1)) s)"
        return 0
    fi
    if grep -q 'Error 124' "$dir/run.log"; then
        echo "baremetal $name: TIMEOUT after $timeout_s s"
    fi
    echo "baremetal $name: FAIL (build $((t1 - t0)) s, run $((t2 - t1)) s)"
    return 1
}

check_tools

if [ "${1:-}" != "--matrix" ]; then
    one_dir=${BM_BUILD_DIR:-}
    run_one "$@"
    exit $?
fi

one_dir=""
passed=0; failed=0; skipped=0; failed_names=""
cfg() {
    if run_one "$@"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        failed_names="$failed_names
    $*"
    fi
}
skip() {
    echo "=== baremetal $*: SKIP ($reason)"
    skipped=$((skipped + 1))
}

cfg -Os -DWC_CFG_ASM_SP=0
cfg -O0 -fno-omit-frame-pointer -DWC_CFG_ASM_SP=0
if [ -f "$top/wolfcrypt/src/sp_riscv64.c" ]; then
    cfg -Os -DWC_CFG_ASM_SP=1
    cfg -O0 -fno-omit-frame-pointer -DWC_CFG_ASM_SP=1
else
    reason="wolfcrypt/src/sp_riscv64.c does not exist yet"
    skip -Os -DWC_CFG_ASM_SP=1
    skip -O0 -fno-omit-frame-pointer -DWC_CFG_ASM_SP=1
fi
cfg -Os -DWC_CFG_SMALL_STACK=1 -DWC_CFG_ASM_SP=0
cfg -Os -DWC_CFG_SP=0
cfg -march=rv32imac -mabi=ilp32 -Os
cfg --cc=clang -O2 -DWC_CFG_ASM_SP=0
if [ -f "$top/wolfcrypt/src/sp_riscv64.c" ]; then
    cfg --cc=clang -O0 -fno-omit-frame-pointer -DWC_CFG_ASM_SP=1
else
    skip --cc=clang -O0 -fno-omit-frame-pointer -DWC_CFG_ASM_SP=1
fi

[ -n "$failed_names" ] && echo "failed:$failed_names"
[ "$skipped" -gt 0 ] && echo "$skipped skipped"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
