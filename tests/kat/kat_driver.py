"""kat_driver.py -- the Python side of the line-driven runners.

The converters (tests/kat/wycheproof_ecc.py, tests/kat/x25519_vectors.py,
tests/kat/ed25519_vectors.py, tests/kat/ed448_vectors.py,
tests/interop/interop_openssl_x25519.py,
tests/interop/interop_openssl_ed25519.py and the others) turn vectors
into lines of a C runner's format (tests/kat/kat_runner.h) and pipe them
to it.  This module
finds the runner and starts it the way every test does:

  the binary is argv[1] when given, else $WOLFSSL_BUILDDIR/tests/kat/<name>
  (WOLFSSL_BUILDDIR defaults to "."); it runs as `$WOLFSSL_TEST_RUNNER
  <binary>` (e.g. "qemu-riscv64 -L /usr/riscv64-linux-gnu" for a cross
  build); vectors come from $WOLFSSL_VECTORS_DIR (default tests/vectors).
"""
import os
import shlex
import subprocess
import sys
import time


def vectors_dir():
    return os.environ.get("WOLFSSL_VECTORS_DIR", "tests/vectors")


def runner_command(name):
    """[runner..., binary] for the runner program `name`."""
    build = os.environ.get("WOLFSSL_BUILDDIR", ".")
    binary = sys.argv[1] if len(sys.argv) > 1 else \
        os.path.join(build, "tests", "kat", name)
    return shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", "")) + [binary]


def encodings(out):
    """{tcId: {form: bytes}} from a key codec runner's "ENC <tcId> <form>
    <hex>" lines (tests/kat/kat_runner.h, kat_enc_out)."""
    enc = {}
    for ln in out.splitlines():
        f = ln.split()
        if len(f) == 4 and f[0] == "ENC":
            enc.setdefault(f[1], {})[f[2]] = bytes.fromhex(f[3])
    return enc


def pipe(name, lines, capture=False):
    """Run the runner `name` on lines; returns (exit status, its stdout
    when capture, else None: the output goes to ours).  Prints how many
    lines took how long."""
    start = time.time()
    proc = subprocess.run(runner_command(name),
                          input="\n".join(lines) + "\n",
                          stdout=subprocess.PIPE if capture else None,
                          universal_newlines=True)
    print("%s: %d lines in %.1f s" % (name, len(lines), time.time() - start))
    return proc.returncode, proc.stdout
