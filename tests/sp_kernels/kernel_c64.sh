#!/bin/sh
# make check entry: the generated C kernels with 64-bit digits against
# Python integers (run_kernel_test.py; exit 77 = skipped on a build
# without 64-bit digits).
exec "${PYTHON3:-python3}" "$WOLFSSL_SRCDIR/tests/sp_kernels/run_kernel_test.py" \
    --word-size 64
