#!/usr/bin/env python3
"""drbg_ref.py - an independent Hash_DRBG (NIST SP 800-90A rev1, 10.1.1)
with SHA-256, written from the standard's text with hashlib only, and a
differential test of wolfcrypt/src/random.c against it.

The reference model (class HashDRBG) follows the SP 800-90A pseudocode:
  Hash_df (10.3.1), Instantiate (10.1.1.2), Reseed (10.1.1.3),
  Generate with Hashgen (10.1.1.4).  seedlen = 440 bits, outlen = 256.

The differential test runs the C driver tests/diff/drbg_driver.c (built by
the caller) as `$WOLFSSL_TEST_RUNNER <driver>`; the driver path comes from
the command line or $WOLFSSL_BUILDDIR/tests/diff/drbg_driver (default
./tests/diff/drbg_driver).
It sends one request per line on the driver's standard input, reads one
hex answer per line, and compares with this model:
  H <reseed> <seedA> <nonce> <seedB> <outSz>
      wc_RNG_HealthTest_ex (CAVP procedure: instantiate, optional reseed,
      generate twice, keep the second output).
  I <stream> <userNonce> <ctrStart> <size> <size> ...
      wc_InitRngNonce with a seed callback that serves <stream>; after
      instantiation the driver sets the reseed counter to <ctrStart>
      (white box) and makes one wc_RNG_GenerateBlock call per size; the
      answer is all outputs concatenated.  This checks the production
      path: seed gathering (one discarded 32-byte comparison block, then
      entropy || nonce), personalisation, and the automatic reseed.

Also checks the model against the NIST CAVP vectors listed below before
anything else (python3 tests/diff/drbg_ref.py --self-test does only that).
Usage: drbg_ref.py [--count N] [--seed S] [driver]
Prints "N passed, M failed" and exits non-zero on any failure.
"""

import hashlib
import os
import random
import shlex
import subprocess
import sys

SEEDLEN = 440            # bits, SP 800-90A table 2 for SHA-256
SEEDBYTES = SEEDLEN // 8
OUTLEN = 256             # bits
MOD = 1 << SEEDLEN

# Must match random.h / random.c.
RESEED_INTERVAL = 1000000
SEED_CMP_SZ = 32         # comparison block read before each seed
ENTROPY_SZ = 32
NONCE_SZ = 16
MAX_REQUEST = 0x10000


def sha256(data):
    return hashlib.sha256(data).digest()


def hash_df(inp, no_of_bits):
    """SP 800-90A 10.3.1: Hash_df(input_string, no_of_bits_to_return)."""
    temp = b""
    length = -(-no_of_bits // OUTLEN)
    counter = 1
    for _ in range(length):
        temp += sha256(bytes([counter]) + no_of_bits.to_bytes(4, "big")
                       + inp)
        counter = (counter + 1) & 0xFF
    return temp[:no_of_bits // 8]


def to_int(b):
    return int.from_bytes(b, "big")


def to_bytes(i):
    return (i % MOD).to_bytes(SEEDBYTES, "big")


class HashDRBG:
    """Hash_DRBG working state (V, C, reseed_counter)."""

    def __init__(self, entropy, nonce=b"", pers=b""):
        # 10.1.1.2 Hash_DRBG_Instantiate_algorithm
        seed = hash_df(entropy + nonce + pers, SEEDLEN)
        self.v = seed
        self.c = hash_df(b"\x00" + self.v, SEEDLEN)
        self.ctr = 1

    def reseed(self, entropy, add=b""):
        # 10.1.1.3 Hash_DRBG_Reseed_algorithm
        seed = hash_df(b"\x01" + self.v + entropy + add, SEEDLEN)
        self.v = seed
        self.c = hash_df(b"\x00" + self.v, SEEDLEN)
        self.ctr = 1

    def _hashgen(self, nbytes):
        # 10.1.1.4 Hashgen
        m = -(-nbytes * 8 // OUTLEN)
        data = self.v
        w = b""
        for _ in range(m):
            w += sha256(data)
            data = to_bytes(to_int(data) + 1)
        return w[:nbytes]

    def generate(self, nbytes, add=b""):
        # 10.1.1.4 Hash_DRBG_Generate_algorithm.  Returns None when a
        # reseed is required (step 1).
        if self.ctr > RESEED_INTERVAL:
            return None
        if add:
            w = sha256(b"\x02" + self.v + add)
            self.v = to_bytes(to_int(self.v) + to_int(w))
        out = self._hashgen(nbytes)
        h = sha256(b"\x03" + self.v)
        self.v = to_bytes(to_int(self.v) + to_int(h) + to_int(self.c)
                          + self.ctr)
        self.ctr += 1
        return out


def cavp(entropy, nonce, seed_b, nbytes):
    """CAVP Hash_DRBG procedure without prediction resistance: instantiate,
    reseed if seed_b is given, generate twice, return the second output."""
    d = HashDRBG(entropy, nonce)
    if seed_b is not None:
        d.reseed(seed_b)
    d.generate(nbytes)
    return d.generate(nbytes)


# NIST CAVP Hash_DRBG SHA-256 vectors ([PredictionResistance = False],
# no personalisation, no additional input, 1024 returned bits), as used by
# wolfCrypt's own test.  Entropy and nonce are given concatenated (entropy
# 32 bytes || nonce 16 bytes), since the DRBG hashes them concatenated.
CAVP = [
    {   # COUNT = 0, no reseed
        "seedA": "a65ad0f345db4e0effe875c3a2e71f42c7129d620ff5c119a9ef55f0"
                 "5185e0fb8581f9317517276e06e9607ddbcbcc2e",
        "seedB": None,
        "out": "d3e160c35b99f340b2628264d1751060e0045da383ff57a57d73a673"
               "d2b8d80daaf6a6c35a91bb4579d73fd0c8fed111b0391306828adfed"
               "528f018121b3febdc343e797b87dbb63db1333ded9d1ece177cfa6b7"
               "1fe8ab1da46624ed6415e51ccde2c7ca86e283990eeaeb9112041552"
               "8b2295910281b02dd431f4c9f70427df",
    },
]


# Inputs of the reseed-path known answer in random.c and test_random.c.
# These are the inputs of wolfCrypt's second Hash_DRBG test as recalled
# from memory; the recalled expected output did NOT match this model, so
# no NIST value is claimed for it: the expected output embedded in the C
# files is this model's (print it with --print-kat).
RESEED_KAT = {
    "seedA": "63363377e41e86468deb0ab4a8ed683f6a134e47e014c700454e81e9"
             "5358a569808aa38f2a72a62359915a9f8a04ca68",
    "seedB": "e62b8a8ee8f141b6980566e3bfe3c04903dad4ac2cdf9f2280010a67"
             "23c23e32",
}


def print_kat():
    """Print the model's answer for RESEED_KAT as a C initialiser."""
    out = cavp(bytes.fromhex(RESEED_KAT["seedA"]), b"",
               bytes.fromhex(RESEED_KAT["seedB"]), 128)
    for i in range(0, len(out), 8):
        print("    " + ", ".join("0x%02x" % b for b in out[i:i + 8])
              + ("," if i + 8 < len(out) else ""))


def self_test():
    """Check the model against the CAVP vectors; returns failures."""
    bad = 0
    for i, v in enumerate(CAVP):
        seed_b = bytes.fromhex(v["seedB"]) if v["seedB"] else None
        got = cavp(bytes.fromhex(v["seedA"]), b"", seed_b, 128)
        if got.hex() != v["out"]:
            print("CAVP vector %d: model mismatch" % i)
            bad += 1
    return bad


def seed_ok(buf):
    """Model of random.c's seed checks: no run of RCT_CUTOFF equal bytes
    and no 32-byte block equal to the block before it."""
    run = 1
    for i in range(1, len(buf)):
        run = run + 1 if buf[i] == buf[i - 1] else 1
        if run >= 11:
            return False
    for off in range(SEED_CMP_SZ, len(buf), SEED_CMP_SZ):
        blk = buf[off:off + SEED_CMP_SZ]
        if blk == buf[off - SEED_CMP_SZ:off - SEED_CMP_SZ + len(blk)]:
            return False
    return True


class Stream:
    """Serves the bytes of the seed callback in order."""

    def __init__(self, data):
        self.data = data
        self.pos = 0

    def read(self, n):
        out = self.data[self.pos:self.pos + n]
        assert len(out) == n, "stream too short"
        self.pos += n
        return out

    def seed(self, n):
        # Same retry rule as random.c: up to SEED_TRIES reads.
        for _ in range(3):
            buf = self.read(SEED_CMP_SZ + n)
            if seed_ok(buf):
                return buf[SEED_CMP_SZ:]
        return None


def model_init(stream, user_nonce, ctr_start, sizes):
    s = Stream(stream)
    seed = s.seed(ENTROPY_SZ + NONCE_SZ)
    d = HashDRBG(seed[:ENTROPY_SZ], seed[ENTROPY_SZ:], user_nonce)
    d.ctr = ctr_start
    out = b""
    for n in sizes:
        if n == 0:
            continue
        r = d.generate(n)
        if r is None:
            d.reseed(s.seed(ENTROPY_SZ))
            r = d.generate(n)
        out += r
    return out


def rand_bytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def make_cases(rng, count):
    """Yield (request line, expected answer) pairs."""
    sizes = [1, 2, 31, 32, 33, 55, 63, 64, 65, 127, 128, 129, 256, 1000,
             1024, 4096]
    for i in range(count):
        reseed = i & 1
        seed_a = rand_bytes(rng, rng.choice([32, 48, rng.randint(1, 200)]))
        nonce = rand_bytes(rng, rng.choice([0, 0, 16, rng.randint(1, 64)]))
        seed_b = rand_bytes(rng, rng.choice([32, rng.randint(1, 100)]))
        n = sizes[i % len(sizes)] if i < 64 else rng.randint(1, 600)
        exp = cavp(seed_a, nonce, seed_b if reseed else None, n)
        line = "H %d %s %s %s %d" % (reseed, seed_a.hex() or "-",
                                     nonce.hex() or "-", seed_b.hex(), n)
        yield line, exp.hex()
    # Production path: wc_InitRngNonce + seed callback + auto reseed.
    for i in range(max(8, count // 16)):
        stream = bytearray(rand_bytes(rng, 600))
        if i % 4 == 3:
            # First seed read is stuck (all 0x5a): random.c must retry.
            stream[0:SEED_CMP_SZ + ENTROPY_SZ + NONCE_SZ] = \
                b"\x5a" * (SEED_CMP_SZ + ENTROPY_SZ + NONCE_SZ)
        stream = bytes(stream)
        user_nonce = rand_bytes(rng, rng.choice([0, 8, 33]))
        ctr_start = rng.choice([1, 2, RESEED_INTERVAL - 1, RESEED_INTERVAL,
                                RESEED_INTERVAL + 1])
        sizes_i = [rng.choice([0, 1, 32, 33, 100, 512])
                   for _ in range(rng.randint(1, 5))]
        exp = model_init(stream, user_nonce, ctr_start, sizes_i)
        line = "I %s %s %d %s" % (stream.hex(), user_nonce.hex() or "-",
                                  ctr_start,
                                  " ".join(str(n) for n in sizes_i))
        yield line, exp.hex() or "-"


def main():
    args = sys.argv[1:]
    count = 400
    seed = None
    driver = None
    while args:
        a = args.pop(0)
        if a == "--count":
            count = int(args.pop(0))
        elif a == "--seed":
            seed = int(args.pop(0))
        elif a == "--print-kat":
            print_kat()
            return 0
        elif a == "--self-test":
            bad = self_test()
            print("%d passed, %d failed" % (len(CAVP) - bad, bad))
            return 1 if bad else 0
        else:
            driver = a
    if driver is None:
        driver = os.path.join(os.environ.get("WOLFSSL_BUILDDIR", "."),
                              "tests", "diff", "drbg_driver")
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    print("drbg_ref: seed %d" % seed)

    failed = self_test()
    passed = len(CAVP) - failed

    rng = random.Random(seed)
    cases = list(make_cases(rng, count))
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    req = "".join(line + "\n" for line, _ in cases)
    try:
        proc = subprocess.run(runner + [driver], input=req.encode(),
                              stdout=subprocess.PIPE, check=False)
    except OSError as e:
        print("cannot run %s: %s" % (driver, e))
        print("%d passed, %d failed" % (passed, failed + 1))
        return 1
    answers = proc.stdout.decode().split("\n")
    if proc.returncode != 0:
        print("driver exited with %d" % proc.returncode)
        failed += 1
    for i, (line, exp) in enumerate(cases):
        got = answers[i].strip() if i < len(answers) else "<none>"
        if got == exp:
            passed += 1
        else:
            failed += 1
            if failed <= 5:
                print("mismatch: %s\n  want %s\n  got  %s"
                      % (line[:120], exp[:120], got[:120]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
