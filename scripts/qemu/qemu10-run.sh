#!/bin/sh
# qemu10-run.sh -- qemu-riscv64 10 (scripts/qemu/fetch-qemu10.sh, under
# build/qemu10 or $QEMU10_OUT) with the vector-crypto extensions on:
# configure a riscv64 build with QEMU_USER=<this script> and `make check`
# runs its programs here.  The CPU is $QEMU10_CPU (default "max": V 1.0,
# VLEN 128, Zvkned, Zvkg, Zvbb, Zvkb, Zvksed, Zvksh, ...); e.g.
# QEMU10_CPU=max,vlen=256.
top=$(cd "$(dirname "$0")/../.." && pwd)
q="${QEMU10_OUT:-$top/build/qemu10}/root/usr/bin/qemu-riscv64"
[ -x "$q" ] || q=$(sh "$top/scripts/qemu/fetch-qemu10.sh") || exit 1
exec "$q" -cpu "${QEMU10_CPU:-max}" "$@"
