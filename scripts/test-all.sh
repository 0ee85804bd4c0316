#!/bin/sh
# test-all.sh -- the project's test command (README "Run all tests").
#
# Runs the README subset of the CI matrix (.github/configs/multi-arch.json)
# with scripts/ci/run-matrix: installs what is missing
# (scripts/install-deps.sh), then builds and tests the library in each
# configuration cell, out of tree under build/<cell>, logs in build/logs/.
# The subset: the generator checks; host x86-64 SP tier under ASan+UBSan,
# 32-bit digits, user_settings.h, make install + pkg-config examples and
# the feature-macro table (tests/build/feature_macros.py);
# riscv64 asm SP tier at -O2 and -O0 with frame pointers, C SP tier at
# -O2, generic path, Clang 14 asm tier at -O2 and at -O0 with frame
# pointers (all under qemu-riscv64); armhf (no __int128, qemu-arm); the
# embedded template on rv64imac/lp64 bare metal, asm on and off, at -Os and
# -O0 with frame pointers (qemu-system-riscv64).  `scripts/ci/run-matrix
# --list` shows every cell and what it runs.
#
# Usage: scripts/test-all.sh [cell ...]   (default: the README subset;
#        scripts/ci/run-matrix --all runs the whole matrix)
# Exits non-zero when any cell fails; the last line reads
# "N passed, M failed" (cells).
top=$(cd "$(dirname "$0")/.." && pwd)
if [ $# -gt 0 ]; then
    exec python3 "$top/scripts/ci/run-matrix" "$@"
fi
exec python3 "$top/scripts/ci/run-matrix" --readme
