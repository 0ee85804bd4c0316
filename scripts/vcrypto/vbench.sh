#!/bin/sh
# vbench.sh -- instructions per byte of the vector-crypto kernels under
# qemu 10, which has no plugin support.  Method: qemu-riscv64
# -one-insn-per-tb -d exec,nochain logs one "Trace" line per executed
# instruction; scripts/vcrypto/vbench runs an operation REPS times, and
# (lines(1 + K reps) - lines(1 rep)) / K is the cost of one operation
# without program start and key setup.  Checked against the project's
# qemu 7.2 insn_count plugin on a scalar loop (vbench scalar-xor): the
# exec log is off by up to about 100 instructions per run (repeated
# translation), hence K repeats (K = 64 at 16 B, 16 at 1 KiB, 8 at
# 16 KiB) to keep that under 1 %.
#
# Usage: scripts/vcrypto/vbench.sh BUILDDIR [VLEN...]
#   BUILDDIR: a configured riscv64 build (--enable-riscv-asm), for its
#   options.h; VLEN defaults to "128 256".
# Output: one line per operation, VLEN and size: instructions per op and
# per byte.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
b=$(cd "$1" && pwd)
shift
vlens=${*:-128 256}
q=$(sh "$top/scripts/qemu/fetch-qemu10.sh")
cc=${CC:-riscv64-linux-gnu-gcc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
$cc -O2 -I"$b" -I"$top" -DHAVE_CONFIG_H -static -o "$tmp/vbench" \
    "$top/scripts/vcrypto/vbench.c" "$top/wolfcrypt/src/riscv_vcrypto.c" \
    "$top/wolfcrypt/src/riscv_cpu.c"

count() {  # count VLEN OP SIZE REPS
    "$q" -cpu "max,vlen=$1" -one-insn-per-tb -d exec,nochain \
        -D "$tmp/log" "$tmp/vbench" "$2" "$3" "$4"
    grep -c '^Trace' "$tmp/log"
}

printf '%-16s %5s %6s %10s %8s\n' op VLEN bytes insns/op insns/B
for vlen in $vlens; do
    for op in aes128-xts-enc aes128-xts-dec aes256-xts-enc aes128-gcm-enc \
              aes128-gcm-dec aes256-gcm-enc aes128-ctr sm4-xts-enc \
              sm4-xts-gb; do
        for sz in 16 1024 16384; do
            case $sz in 16) k=64 ;; 1024) k=16 ;; *) k=8 ;; esac
            a=$(count "$vlen" "$op" "$sz" 1)
            c=$(count "$vlen" "$op" "$sz" $((k + 1)))
            awk -v op="$op" -v v="$vlen" -v s="$sz" -v a="$a" -v c="$c" \
                -v k="$k" 'BEGIN { n = (c - a) / k;
                printf "%-16s %5d %6d %10.0f %8.3f\n", op, v, s, n, n / s }'
        done
    done
done
