#!/bin/sh
# make check entry: the generated RV64 inline-asm kernels against Python
# integers (run_kernel_test.py --rv64; exit 77 = skipped on a build that
# is not 64-bit RISC-V; a riscv64 build runs it under
# WOLFSSL_TEST_RUNNER, e.g. qemu-riscv64 -L /usr/riscv64-linux-gnu).
exec "${PYTHON3:-python3}" "$WOLFSSL_SRCDIR/tests/sp_kernels/run_kernel_test.py" \
    --rv64
