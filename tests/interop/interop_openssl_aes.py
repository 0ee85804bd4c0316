#!/usr/bin/env python3
"""AES interoperability with the OpenSSL command line: `openssl enc`
encrypts random data (lengths 0..300, the three key sizes) in ECB and CBC
(PKCS #7 padding) and CTR, including CTR counters whose low 32 or 64 bits
are about to wrap; tests/kat/wycheproof_aes (its ecb, cbc and ctr lines)
must produce the same ciphertext and decrypt it back.  openssl enc has no
GCM/CCM/XTS, which the Wycheproof vectors cover.  Skips (exit 77) without
openssl or the runner.  Environment: WOLFSSL_BUILDDIR,
WOLFSSL_TEST_RUNNER.
"""
import os
import random
import shlex
import shutil
import subprocess
import sys


def main():
    bdir = os.environ.get("WOLFSSL_BUILDDIR", ".")
    prog = os.path.join(bdir, "tests", "kat", "wycheproof_aes")
    if shutil.which("openssl") is None or not os.path.exists(prog):
        print("SKIP: openssl or %s missing" % prog)
        return 77
    rnd = random.Random(1616)
    lines = []
    ivs = [None, "00" * 12 + "fffffffe", "00" * 8 + "ff" * 7 + "fe",
           "ff" * 16]
    n = 0
    for mode in ("ecb", "cbc", "ctr"):
        for kl in (16, 24, 32):
            for i in range(8):
                ln = rnd.choice([0, 1, 15, 16, 17, 64, 100, 300])
                key = bytes(rnd.getrandbits(8) for _ in range(kl)).hex()
                iv = ivs[i % 4] if mode == "ctr" and ivs[i % 4] else \
                    bytes(rnd.getrandbits(8) for _ in range(16)).hex()
                msg = bytes(rnd.getrandbits(8) for _ in range(ln))
                cmd = ["openssl", "enc", "-e", "-aes-%d-%s" % (8 * kl, mode),
                       "-K", key]
                if mode != "ecb":
                    cmd += ["-iv", iv]
                res = subprocess.run(cmd, input=msg, capture_output=True)
                if res.returncode != 0:
                    print("SKIP: %s failed: %s" % (" ".join(cmd[:4]),
                                                    res.stderr.decode()))
                    return 77
                n += 1
                lines.append(" ".join([mode, str(n), "V", key,
                                       iv if mode != "ecb" else "-", "-",
                                       msg.hex() or "-",
                                       res.stdout.hex() or "-", "-"]))
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    res = subprocess.run(runner + [prog], input="\n".join(lines) + "\n",
                         text=True, capture_output=True)
    sys.stdout.write(res.stdout)
    print("%d openssl enc cases (ECB, CBC, CTR)" % n)
    return res.returncode


if __name__ == "__main__":
    sys.exit(main())
