#!/usr/bin/env python3
"""hash_diff.py - differential test of the hashes, HMAC and HKDF.

Drives the C library through the driver mode of tests/kat/hash_vectors
(`hash_vectors --driver`, commands on stdin, one result line each) and
compares every answer with Python: hashlib/hmac for SHA-1/224/256/384/512
and SHA3-224/256/384/512, hashlib's shake_128/256 for SHAKE (one-shot and
Absorb + SqueezeBlocks),
and for SM3 hashlib's 'sm3' when OpenSSL provides it, otherwise the small
pure-Python SM3 below (itself checked against the GB/T 32905 examples
before use).  HKDF (RFC 5869) is computed here from hmac.

Random message lengths 0..1000 (plus every length around the block
boundaries), random keys 0..300 bytes (so both short and hashed keys),
random update chunk sizes, random HKDF lengths up to 255 * HashLen.

Usage: hash_diff.py [path/to/hash_vectors] [--seed N] [--count N]
The binary defaults to $WOLFSSL_BUILDDIR/tests/kat/hash_vectors
(WOLFSSL_BUILDDIR defaults to "."), and is run as $WOLFSSL_TEST_RUNNER <binary> (e.g.
WOLFSSL_TEST_RUNNER="qemu-riscv64 -L /usr/riscv64-linux-gnu").
Prints "N passed, M failed"; exits non-zero on any failure.
"""
import hashlib
import hmac
import os
import random
import shlex
import subprocess
import sys

ALGS = ["sha1", "sha224", "sha256", "sha384", "sha512", "sm3",
        "sha3_224", "sha3_256", "sha3_384", "sha3_512"]
BLOCK = {"sha1": 64, "sha224": 64, "sha256": 64, "sha384": 128,
         "sha512": 128, "sm3": 64, "sha3_224": 144, "sha3_256": 136,
         "sha3_384": 104, "sha3_512": 72}
DIGEST = {"sha1": 20, "sha224": 28, "sha256": 32, "sha384": 48,
          "sha512": 64, "sm3": 32, "sha3_224": 28, "sha3_256": 32,
          "sha3_384": 48, "sha3_512": 64}
# SHAKE: rate in bytes (the SqueezeBlocks block).
SHAKE = {"shake128": 168, "shake256": 136}


# --- Pure-Python SM3 (GB/T 32905-2016), fallback when hashlib lacks it ---
def _rotl(x, n):
    n %= 32
    return ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF


_SM3_IV = [0x7380166F, 0x4914B2B9, 0x172442D7, 0xDA8A0600,
           0xA96F30BC, 0x163138AA, 0xE38DEE4D, 0xB0FB0E4E]


def _sm3_compress(v, block):
    w = [int.from_bytes(block[4 * i:4 * i + 4], "big") for i in range(16)]
    for j in range(16, 68):
        x = w[j - 16] ^ w[j - 9] ^ _rotl(w[j - 3], 15)
        p1 = x ^ _rotl(x, 15) ^ _rotl(x, 23)
        w.append(p1 ^ _rotl(w[j - 13], 7) ^ w[j - 6])
    a, b, c, d, e, f, g, h = v
    for j in range(64):
        t = 0x79CC4519 if j < 16 else 0x7A879D8A
        ss1 = _rotl((_rotl(a, 12) + e + _rotl(t, j)) & 0xFFFFFFFF, 7)
        ss2 = ss1 ^ _rotl(a, 12)
        if j < 16:
            ff = a ^ b ^ c
            gg = e ^ f ^ g
        else:
            ff = (a & b) | (a & c) | (b & c)
            gg = (e & f) | (~e & g)
        tt1 = (ff + d + ss2 + (w[j] ^ w[j + 4])) & 0xFFFFFFFF
        tt2 = (gg + h + ss1 + w[j]) & 0xFFFFFFFF
        d, c, b, a = c, _rotl(b, 9), a, tt1
        h, g, f = g, _rotl(f, 19), e
        e = tt2 ^ _rotl(tt2, 9) ^ _rotl(tt2, 17)
    return [x ^ y for x, y in zip(v, [a, b, c, d, e, f, g, h])]


class PySM3:
    """hashlib-like SM3 object (update/digest/copy) for hmac.new."""
    digest_size = 32
    block_size = 64
    name = "sm3"

    def __init__(self, data=b""):
        self._buf = b""
        self._v = list(_SM3_IV)
        self._n = 0
        self.update(data)

    def update(self, data):
        data = bytes(data)
        self._n += len(data)
        self._buf += data
        while len(self._buf) >= 64:
            self._v = _sm3_compress(self._v, self._buf[:64])
            self._buf = self._buf[64:]

    def copy(self):
        c = PySM3()
        c._buf, c._v, c._n = self._buf, list(self._v), self._n
        return c

    def digest(self):
        pad = b"\x80" + b"\x00" * ((55 - self._n) % 64)
        pad += (self._n * 8).to_bytes(8, "big")
        v = list(self._v)
        tail = self._buf + pad
        for i in range(0, len(tail), 64):
            v = _sm3_compress(v, tail[i:i + 64])
        return b"".join(x.to_bytes(4, "big") for x in v)

    def hexdigest(self):
        return self.digest().hex()


def _sm3_ctor():
    """hashlib's sm3 when available, else PySM3; either must pass the
    GB/T 32905 examples."""
    try:
        hashlib.new("sm3")

        def ctor(data=b""):
            return hashlib.new("sm3", data)
    except ValueError:
        ctor = PySM3
    kats = [(b"abc", "66c7f0f462eeedd9d1f2d46bdc10e4e2"
                     "4167c4875cf2f7a2297da02b8f4ba8e0"),
            (b"abcd" * 16, "debe9ff92275b8a138604889c18e5a4d"
                           "6fdb70e5387e5765293dcba39c0c5732")]
    for impl in (ctor, PySM3):
        for msg, md in kats:
            if impl(msg).hexdigest() != md:
                sys.exit("reference SM3 fails the GB/T 32905 example")
    return ctor


SM3 = _sm3_ctor()


def digestmod(alg):
    return SM3 if alg == "sm3" else alg


def py_hash(alg, msg):
    if alg == "sm3":
        return SM3(msg).digest()
    return hashlib.new(alg, msg).digest()


def py_hmac(alg, key, msg):
    return hmac.new(key, msg, digestmod(alg)).digest()


def py_hkdf(alg, ikm, salt, info, length):
    if not salt:
        salt = b"\x00" * DIGEST[alg]
    prk = py_hmac(alg, salt, ikm)
    out, t, i = b"", b"", 1
    while len(out) < length:
        t = py_hmac(alg, prk, t + info + bytes([i]))
        out += t
        i += 1
    return out[:length]


def hx(b):
    return b.hex() if b else "-"


def build_cases(rng, count):
    """(command line, expected output line) pairs."""
    cases = []
    for alg in ALGS:
        bs = BLOCK[alg]
        lengths = [rng.randint(0, 1000) for _ in range(count)]
        lengths += [n for k in range(1, 4) for n in range(k * bs - 10,
                                                          k * bs + 10)]
        lengths += [0, 1, bs - 9, bs - 8, bs - 1]
        for n in lengths:
            msg = rng.randbytes(n)
            chunk = rng.choice([0, 1, 3, 7, 17, bs - 1, bs, bs + 1,
                                rng.randint(1, 300)])
            cases.append(("H %s %d %s" % (alg, chunk, hx(msg)),
                          py_hash(alg, msg).hex()))
        for _ in range(count):
            key = rng.randbytes(rng.choice([0, 1, rng.randint(0, 300),
                                            bs - 1, bs, bs + 1]))
            msg = rng.randbytes(rng.randint(0, 1000))
            chunk = rng.choice([0, 1, 5, bs, rng.randint(1, 300)])
            cases.append(("M %s %d %s %s" % (alg, chunk, hx(key), hx(msg)),
                          py_hmac(alg, key, msg).hex()))
        for _ in range(max(1, count // 4)):
            ikm = rng.randbytes(rng.randint(0, 100))
            salt = rng.randbytes(rng.choice([0, rng.randint(1, 200)]))
            info = rng.randbytes(rng.randint(0, 100))
            length = rng.choice([1, DIGEST[alg], DIGEST[alg] + 1,
                                 rng.randint(1, 255 * DIGEST[alg]),
                                 255 * DIGEST[alg]])
            cases.append(("K %s %d %s %s %s" % (alg, length, hx(ikm),
                                                hx(salt), hx(info)),
                          py_hkdf(alg, ikm, salt, info, length).hex()))
    for alg, rate in SHAKE.items():
        ctor = getattr(hashlib, alg.replace("shake", "shake_"))
        lengths = [rng.randint(0, 1000) for _ in range(count)]
        lengths += [n for k in range(1, 3) for n in range(k * rate - 3,
                                                          k * rate + 3)]
        for n in lengths:
            msg = rng.randbytes(n)
            out = rng.choice([0, 1, 32, rate - 1, rate, rate + 1,
                              rng.randint(0, 1000)])
            cases.append(("X %s %d %s" % (alg, out, hx(msg)),
                          ctor(msg).hexdigest(out)))
        for _ in range(max(1, count // 4)):
            msg = rng.randbytes(rng.randint(0, 400))
            blocks = rng.randint(0, 5)
            cases.append(("S %s %d %s" % (alg, blocks, hx(msg)),
                          ctor(msg).hexdigest(blocks * rate)))
    return cases


def main():
    args = sys.argv[1:]
    seed = random.SystemRandom().randrange(1 << 32)
    count = 100
    binary = None
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
                              "tests", "kat", "hash_vectors")
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    print("hash_diff: seed %d, binary %s" % (seed, binary))
    rng = random.Random(seed)
    cases = build_cases(rng, count)
    stdin = "".join(c + "\n" for c, _ in cases)
    proc = subprocess.run(runner + [binary, "--driver"], input=stdin,
                          capture_output=True, text=True)
    lines = proc.stdout.splitlines()
    passed = failed = 0
    for i, (cmd, exp) in enumerate(cases):
        got = lines[i] if i < len(lines) else "<missing>"
        if got == exp:
            passed += 1
        else:
            failed += 1
            if failed <= 10:
                print("MISMATCH: %s\n  got      %s\n  expected %s"
                      % (cmd[:120], got[:140], exp[:140]))
    if proc.returncode != 0:
        print("driver exit status %d: %s" % (proc.returncode,
                                             proc.stderr.strip()[:300]))
        failed += 1
    if len(lines) != len(cases):
        print("driver gave %d lines for %d commands"
              % (len(lines), len(cases)))
        failed += 1
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
