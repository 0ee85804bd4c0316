#!/usr/bin/env python3
"""chacha_diff.py - ChaCha20, Poly1305 and ChaCha20-Poly1305 against Python
`cryptography` (random keys, nonces, counters, lengths 0..4096, random
update chunk sizes, aligned and unaligned buffers) and against the host
`openssl` command (enc -chacha20, mac POLY1305) on a few inputs.

Drives tests/kat/chacha_vectors (commands on stdin).  A missing
`cryptography` module or `openssl` command skips that part (exit 77 when
both are missing).  Usage: chacha_diff.py [path/to/chacha_vectors]
[--seed N] [--count N]; environment as the other tests.
"""
import os
import random
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "kat"))
from wycheproof_chacha import driver  # noqa: E402


def hx(b):
    return b.hex() if b else "-"


def crypto_cases(rng, count):
    try:
        from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
        from cryptography.hazmat.primitives.ciphers.aead import \
            ChaCha20Poly1305
        from cryptography.hazmat.primitives.poly1305 import Poly1305
    except ImportError:
        print("cryptography not available: skipping that part")
        return []
    cases = []
    for _ in range(count):
        key, iv = rng.randbytes(32), rng.randbytes(12)
        n = rng.choice([0, 1, 15, 16, 63, 64, 65, rng.randint(0, 4096)])
        data = rng.randbytes(n)
        ctr = rng.choice([0, 1, 0xffffffff, rng.randrange(1 << 32)])
        chunk = rng.choice([1, 3, 16, 17, 64, 65, rng.randint(1, 4096)])
        if ctr <= 0xffffffff - (n + 63) // 64:
            enc = Cipher(algorithms.ChaCha20(key, ctr.to_bytes(4, "little")
                                             + iv), None).encryptor()
            cases.append(("S %s %s %d %d %s" % (key.hex(), iv.hex(), ctr,
                                                chunk, hx(data)),
                          enc.update(data).hex() if n else ""))
        aad = rng.randbytes(rng.choice([0, 1, 12, rng.randint(0, 300)]))
        ct = ChaCha20Poly1305(key).encrypt(iv, data, aad)
        cases.append(("E %s %s %s %s" % (key.hex(), iv.hex(), hx(aad),
                                         hx(data)), ct.hex()))
        cases.append(("T %s %s %s %s %d" % (key.hex(), iv.hex(), hx(aad),
                                            hx(data), chunk), ct.hex()))
        cases.append(("D %s %s %s %s %s" % (key.hex(), iv.hex(), hx(aad),
                                            hx(ct[:-16]), ct[-16:].hex()),
                      data.hex()))
        pkey = rng.choice([rng.randbytes(32), b"\xff" * 32, b"\x00" * 32])
        cases.append(("P %s %d %s" % (pkey.hex(), chunk, hx(data)),
                      Poly1305.generate_tag(pkey, data).hex()))
    return cases


def openssl_cases(rng):
    ossl = shutil.which("openssl")
    if ossl is None:
        print("openssl not found: skipping interop")
        return []
    cases = []
    for n in (0, 1, 64, 100, 1000):
        key, iv, data = rng.randbytes(32), rng.randbytes(12), rng.randbytes(n)
        ctr = rng.randrange(1 << 16)
        out = subprocess.run([ossl, "enc", "-chacha20", "-K", key.hex(),
                              "-iv", ctr.to_bytes(4, "little").hex()
                              + iv.hex()], input=data,
                             capture_output=True).stdout
        cases.append(("S %s %s %d 64 %s" % (key.hex(), iv.hex(), ctr,
                                            hx(data)), out.hex()))
        pkey = rng.randbytes(32)
        mac = subprocess.run([ossl, "mac", "-macopt", "hexkey:" + pkey.hex(),
                              "POLY1305"], input=data,
                             capture_output=True).stdout.decode().strip()
        cases.append(("P %s 16 %s" % (pkey.hex(), hx(data)), mac.lower()))
    return cases


def main():
    args = sys.argv[1:]
    seed = random.SystemRandom().randrange(1 << 32)
    count, binary = 200, None
    while args:
        a = args.pop(0)
        if a == "--seed":
            seed = int(args.pop(0))
        elif a == "--count":
            count = int(args.pop(0))
        else:
            binary = a
    if binary is None:
        binary = os.path.join(os.environ.get("WOLFSSL_BUILDDIR", "."),
                              "tests", "kat", "chacha_vectors")
    print("chacha_diff: seed %d" % seed)
    rng = random.Random(seed)
    cases = crypto_cases(rng, count) + openssl_cases(rng)
    if not cases:
        return 77
    lines = driver([c for c, _ in cases], binary)
    if lines is None:
        print("0 passed, 1 failed")
        return 1
    passed = failed = 0
    for (cmd, exp), got in zip(cases, lines):
        if got == exp:
            passed += 1
        else:
            failed += 1
            if failed <= 10:
                print("MISMATCH %s\n  got %s\n  exp %s" % (cmd[:100],
                                                          got[:80], exp[:80]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
