#!/usr/bin/env python3
"""Differential test of the fixed-size SP RSA/DH entry points.

Runs random and edge-case inputs through tests/diff/sp_rsa_diff (C command
server, see its header for the protocol), which calls the SP entry points
of wolfssl/wolfcrypt/sp.h and, for the same inputs, the generic sp_int
path (mp_exptmod).  Every result is checked against Python integers (pow)
and the two C paths against each other; inputs outside the contract must
give the documented error code (sp.h).  Prints `N passed, M failed` and
exits non-zero on any failure (77 = skipped: SP RSA/DH not built).

Per RSA/DH size (1024, 2048, 3072, 4096) the default run has COUNT_MONT
(10,000) cases that exercise the Montgomery machinery cheaply (R^2 mod m
from the run-time modulus, to/from Montgomery form, squaring and
multiplication): sp_DhExp_N with 1- and 2-byte exponents and
sp_RsaPublic_N with small exponents, on fresh random moduli.  Then fewer
full-size operations: sp_ModExp_N (also N = 1536) with N-bit exponents,
sp_DhExp_N with 32- to 64-byte exponents, sp_RsaPrivate_N with CRT keys
(and with d only), plus edge cases (0, 1, m-1, exponents 0 and 1,
out-of-range and malformed arguments).

Usage: sp_rsa_diff.py [DRIVER] [--seed N] [--quick] [--scale F]
DRIVER defaults to $WOLFSSL_BUILDDIR/tests/diff/sp_rsa_diff; it is run as
`$WOLFSSL_TEST_RUNNER DRIVER`.  WOLFSSL_TEST_QUICK=1 (or --quick) divides
the counts by 10.
"""

import argparse
import math
import os
import random
import shlex
import subprocess
import sys
import time

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

# wolfCrypt error codes (interface facts: error-crypt.h, sp_int.h).
MP_VAL = -3
MP_READ_E = -111
BUFFER_E = -132
BAD_FUNC_ARG = -173
RSA_OUT_OF_RANGE_E = -253
DH_CHECK_PUB_E = -243

SIZES = (1024, 2048, 3072, 4096)      # RsaPublic/Private, DhExp, ModExp
MODEXP_ONLY = (1536,)
COUNT_MONT = 10000                    # per size: cheap Montgomery cases
COUNT_MODEXP = {1024: 40, 1536: 20, 2048: 16, 3072: 6, 4096: 4}
COUNT_DH = {1024: 150, 2048: 80, 3072: 40, 4096: 24}
COUNT_PRIV = {1024: 40, 2048: 16, 3072: 8, 4096: 4}
COUNT_DH_API = {2048: 60, 3072: 30, 4096: 16}   # wc_DhCheckPubKey/Agree

# ---------------------------------------------------------------------------
# Numbers
# ---------------------------------------------------------------------------
SMALL_PRIMES = [p for p in range(3, 3000)
                if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def is_probable_prime(n, rng):
    """Miller-Rabin with 16 random bases after trial division."""
    for p in SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(16):
        x = pow(rng.randrange(2, n - 1), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def gen_prime(bits, rng, lo=None, hi=None):
    """Random prime of exactly `bits` bits with the top two bits set (so
    the product of two has 2 * bits bits), or in [lo, hi) when given:
    incremental search from a random odd start over a sieved window, a
    base-2 Fermat filter, then Miller-Rabin."""
    win = 2048
    if lo is None:
        lo, hi = 3 << (bits - 2), 1 << bits
    while True:
        start = rng.randrange(lo, hi) | 1
        sieve = bytearray(win)               # j -> start + 2 j
        for p in SMALL_PRIMES:
            j = (-(start % p) * ((p + 1) // 2)) % p
            sieve[j::p] = b"\x01" * len(range(j, win, p))
        for j in range(win):
            c = start + 2 * j
            if c >= hi:
                break
            if sieve[j] or pow(2, c - 1, c) != 1:
                continue
            if is_probable_prime(c, rng):
                return c


def _lcm(a, b):
    return a * b // math.gcd(a, b)


def composite_factor(bits, rng):
    """An odd number of exactly `bits` bits, top two bits set, made of
    256-bit prime factors (fast to build for 1536- and 2048-bit "primes");
    returns (value, Carmichael function of it)."""
    while True:
        fs = [gen_prime(256, rng) for _ in range(bits // 256 - 1)]
        prod = math.prod(fs)
        lo = -(-(3 << (bits - 2)) // prod)
        hi = (1 << bits) // prod
        if hi - lo < 1 << 200:
            continue
        fs.append(gen_prime(0, rng, lo, hi))
        if len(set(fs)) == len(fs):
            v = math.prod(fs)
            assert v.bit_length() == bits and v >> (bits - 2) == 3
            lam = 1
            for f in fs:
                lam = _lcm(lam, f - 1)
            return v, lam


def rsa_key(bits, rng, e=65537):
    """RSA key with two prime factors of bits/2 bits for 1024 and 2048;
    for larger sizes the two factors are products of 256-bit primes
    (multi-prime in disguise: every CRT identity still holds for inputs
    prime to n, and sp_RsaPrivate only needs odd factors of the right
    size), which keeps the test start-up fast in pure Python."""
    half = bits // 2
    while True:
        if bits <= 2048:
            p, q = gen_prime(half, rng), gen_prime(half, rng)
            lp, lq = p - 1, q - 1
        else:
            (p, lp), (q, lq) = (composite_factor(half, rng),
                                composite_factor(half, rng))
        if p == q or math.gcd(e, _lcm(lp, lq)) != 1:
            continue
        d = pow(e, -1, _lcm(lp, lq))
        n = p * q
        assert n.bit_length() == bits
        return dict(n=n, e=e, d=d, p=p, q=q, dp=d % lp, dq=d % lq,
                    qi=pow(q, -1, p))


def crt_pow(x, k):
    """x^d mod n by the CRT (what sp_RsaPrivate computes; equal to
    pow(x, d, n) for every x with prime factors, and for x prime to n
    with the composite factors of the big test keys)."""
    p, q = k["p"], k["q"]
    m1, m2 = pow(x % p, k["dp"], p), pow(x % q, k["dq"], q)
    return m2 + q * ((m1 - m2) * k["qi"] % p)


def rand_modulus(bits, rng):
    return rng.getrandbits(bits) | (1 << (bits - 1)) | 1


def edge_moduli(bits):
    return [(1 << bits) - 1, (1 << (bits - 1)) + 1,
            (1 << bits) - (1 << (bits // 2)) + 1]


def hx(v):
    return "-" if v is None else format(v, "x")


def bx(v, length):
    """v as big-endian bytes of exactly `length` bytes, in hex."""
    if length == 0:
        return "="
    return v.to_bytes(length, "big").hex()


def strip_hex(v):
    """Minimal big-endian encoding in hex ("=" for zero)."""
    if v == 0:
        return "="
    return v.to_bytes((v.bit_length() + 7) // 8, "big").hex()


# ---------------------------------------------------------------------------
# Cases: (command line, expected SP ret, expected SP output text or None,
#         expected reference output text or None (None = do not check))
# ---------------------------------------------------------------------------
class Cases:
    def __init__(self):
        self.items = []

    def add(self, line, ret, out, ref, what):
        self.items.append((line, ret, out, ref, what))

    # sp_ModExp_N: output is an mp_int in hex
    def modexp(self, bits, b, e, m, ret=0, what="modexp"):
        good = ret == 0
        exp = pow(b, e, m) if good else None
        self.add("X %d %s %s %s" % (bits, hx(b), hx(e), hx(m)), ret,
                 hx(exp) if good else "-", hx(exp) if good else None, what)

    # sp_DhExp_N: exp as bytes of length elen; output stripped bytes
    def dh(self, bits, b, e, elen, m, ret=0, what="dh"):
        good = ret == 0
        exp = pow(b, e, m) if good else None
        self.add("D %d %s %s %s" % (bits, hx(b), bx(e, elen), hx(m)), ret,
                 strip_hex(exp) if good else "-",
                 strip_hex(exp) if good else None, what)

    # sp_RsaPublic_N: in as bytes (ilen); output N/8 bytes
    def pub(self, bits, x, ilen, e, n, ret=0, what="pub"):
        good = ret == 0
        exp = pow(x, e, n) if good else None
        self.add("P %d %s %s %s" % (bits, bx(x, ilen), hx(e), hx(n)), ret,
                 bx(exp, bits // 8) if good else "-",
                 bx(exp, bits // 8) if good else None, what)

    # sp_RsaPrivate_N
    def priv(self, bits, x, ilen, k, ret=0, what="priv", **over):
        v = dict(k)
        v.update(over)
        good = ret == 0
        exp = crt_pow(x, k) if good else None
        ref = bx(exp, bits // 8) if (good and v["d"] is not None) else None
        self.add("S %d %s %s %s %s %s %s %s %s" % (
            bits, bx(x, ilen), hx(v["d"]), hx(v["p"]), hx(v["q"]),
            hx(v["dp"]), hx(v["dq"]), hx(v["qi"]), hx(v["n"])), ret,
            bx(exp, bits // 8) if good else "-", ref, what)


def mont_cases(c, bits, rng, count):
    """Cheap cases: DhExp with 1-2 byte exponents, RsaPublic with small
    exponents, fresh random (or edge) modulus each time."""
    edges = edge_moduli(bits)
    for i in range(count):
        m = edges[i % len(edges)] if i < 30 else rand_modulus(bits, rng)
        r = rng.random()
        if i % 50 < 10:                     # edge bases
            x = [0, 1, 2, m - 1, m - 2, m // 2, 1 << (bits - 2),
                 (1 << (bits // 2)) - 1, m - (1 << 64), 3][i % 50]
        else:
            x = rng.randrange(m)
        if i % 2 == 0:
            elen = 1 if r < 0.75 else 2
            e = rng.getrandbits(8 * elen)
            if i % 20 == 0:
                e = [0, 1, 2, 3][(i // 20) % 4]
            c.dh(bits, x, e, elen, m, what="mont-dh")
        else:
            e = rng.choice((1, 2, 3, 5, 17, 257, rng.getrandbits(6)))
            if i % 40 == 1:
                e = 0
            elif i % 50 == 3:
                e = 65537
            c.pub(bits, x, rng.choice((bits // 8, (x.bit_length() + 7) // 8)),
                  e, m, what="mont-pub")


def full_cases(c, bits, rng, scale, keys):
    n_exp = max(1, int(COUNT_MODEXP[bits] * scale))
    for i in range(n_exp):
        m = rand_modulus(bits, rng)
        # The SP code takes every exponent over all `bits` bits; shorter
        # values (leading zero windows) keep the Python side fast.
        e = rng.getrandbits(bits if i % 4 == 0 else bits // 8)
        c.modexp(bits, rng.randrange(m), e, m, what="modexp-full")
    if bits in MODEXP_ONLY:
        return
    for i in range(max(1, int(COUNT_DH[bits] * scale))):
        m = rand_modulus(bits, rng)
        elen = rng.choice((32, 40, 48, 64)) if i % 12 else bits // 8
        c.dh(bits, rng.randrange(m), rng.getrandbits(8 * elen), elen, m,
             what="dh-full")
    n_priv = max(1, int(COUNT_PRIV[bits] * scale))
    for i in range(n_priv):
        k = keys[i % len(keys)]
        x = rng.randrange(k["n"])
        if i % 4 == 3:                      # d only: no CRT
            c.priv(bits, x, bits // 8, k, what="priv-d", p=None, q=None,
                   dp=None, dq=None, qi=None)
        else:
            c.priv(bits, x, rng.choice((bits // 8, (x.bit_length() + 7) // 8)),
                   k, what="priv-crt")
        c.pub(bits, x, bits // 8, k["e"], k["n"], what="pub-key")


def edge_cases(c, bits, rng, keys):
    """Exponents 0/1, bases 0/1/m-1, and arguments outside the contract."""
    B = bits // 8
    m = rand_modulus(bits, rng)
    for b in (0, 1, 2, m - 1):
        for e in (0, 1, 2):
            c.modexp(bits, b, e, m, what="edge-modexp")
    c.modexp(bits, m, 3, m, ret=MP_VAL, what="modexp base=m")
    c.modexp(bits, m + 1, 3, m, ret=MP_VAL, what="modexp base>m")
    c.modexp(bits, 1 << bits, 3, m, ret=MP_READ_E, what="modexp long base")
    c.modexp(bits, 3, 1 << bits, m, ret=MP_READ_E, what="modexp long exp")
    c.modexp(bits, 3, 5, m >> 1 | 1, ret=MP_READ_E,
             what="modexp short mod")
    c.modexp(bits, 3, 5, (m << 1) | 1, ret=MP_READ_E,
             what="modexp long mod")
    c.modexp(bits, 3, 5, m - 1, ret=MP_VAL, what="modexp even mod")
    c.add("X %d - 5 %s" % (bits, hx(m)), BAD_FUNC_ARG, "-", None,
          "modexp NULL")
    c.modexp(bits, 3, (1 << bits) - 1, m, what="modexp exp all ones")
    if bits in MODEXP_ONLY:
        return
    k = keys[0]
    n = k["n"]
    for x, y in ((0, 0), (1, 1), (2, 2), (n - 1, m - 1)):
        c.priv(bits, x, B, k, what="edge-priv")
        c.pub(bits, x, B, k["e"], n, what="edge-pub")
        c.dh(bits, y, 1, 1, m, what="edge-dh")
        c.dh(bits, y, 0, 0, m, what="edge-dh e=empty")
    c.dh(bits, 5, 0, B, m, what="dh e=0 long")
    c.dh(bits, m - 1, (1 << bits) - 1, B, m, what="dh e all ones")
    c.pub(bits, n, B, k["e"], n, ret=RSA_OUT_OF_RANGE_E, what="pub in=n")
    c.priv(bits, n, B, k, ret=RSA_OUT_OF_RANGE_E, what="priv in=n")
    c.priv(bits, n + 5, B, k, ret=RSA_OUT_OF_RANGE_E, what="priv in>n")
    c.pub(bits, 5, B + 1, k["e"], n, ret=MP_READ_E, what="pub long in")
    c.pub(bits, 5, B, k["e"], n >> 1 | 1, ret=MP_READ_E,
          what="pub short n")
    c.pub(bits, 5, B, 1 << bits, n, ret=MP_READ_E, what="pub long e")
    c.pub(bits, 5, B, 3, n - 1, ret=MP_VAL, what="pub even n")
    c.priv(bits, 5, B, k, ret=BAD_FUNC_ARG, what="priv no d no crt",
           d=None, p=None)
    c.priv(bits, 5, B, k, what="priv crt without d", d=None)
    # CRT values of the wrong shape: fall back to d
    c.priv(bits, 7, B, k, what="priv p too long", p=k["p"] * k["q"])
    c.priv(bits, 7, B, k, what="priv p short", p=k["p"] >> 1 | 1)
    c.priv(bits, 7, B, k, ret=MP_READ_E, what="priv p short no d",
           p=k["p"] >> 1 | 1, d=None)
    c.priv(bits, 7, B, k, ret=MP_READ_E, what="priv long d no crt",
           d=n << 1, p=None)
    c.priv(bits, 7, B, k, what="priv qi >= p",
           qi=k["qi"] + k["p"] if (k["qi"] + k["p"]).bit_length() <=
           bits // 2 else k["qi"])
    c.dh(bits, 3, 1, B + 1, m, ret=MP_READ_E, what="dh long exp")
    c.dh(bits, m, 3, 1, m, ret=MP_VAL, what="dh base=m")
    c.dh(bits, 3, 3, 1, m >> 1 | 1, ret=MP_READ_E, what="dh short mod")
    c.dh(bits, 3, 3, 1, m - 1, ret=MP_VAL, what="dh even mod")


def load_groups():
    """RFC 7919 ffdhe2048/3072/4096 p from tests/vectors/ffdh."""
    path = os.path.join(os.environ.get("WOLFSSL_VECTORS_DIR",
                                       "tests/vectors"), "ffdh",
                        "ffdh_groups.txt")
    groups, cur = {}, {}
    with open(path, encoding="ascii") as fh:
        for line in fh.read().split("\n") + [""]:
            if not line.strip():
                if cur.get("Group", "").startswith("ffdhe"):
                    groups[int(cur["Bits"])] = int(cur["p"], 16)
                cur = {}
            elif not line.startswith("#") and "=" in line:
                k, v = line.split("=", 1)
                cur[k.strip()] = v.strip()
    return groups


def dh_api_cases(c, rng, scale, groups):
    """dh.c through the API on the RFC 7919 groups: the named-group public
    value test (squares pass, non-squares fail: p = 3 mod 4, so -1 is a
    non-square and -r^2 is one), and wc_DhAgree / wc_DhAgree_ct against
    pow().  The groups are also used as moduli for sp_DhExp_N."""
    for bits, p in sorted(groups.items()):
        if bits not in COUNT_DH_API:
            continue
        assert p % 4 == 3 and p.bit_length() == bits
        B = bits // 8
        for y, good in ((0, 0), (1, 0), (2, 1), (p - 1, 0), (p, 0),
                        (p - 2, 0), (4, 1)):
            c.add("C %d %s" % (bits, hx(y)), 0 if good else DH_CHECK_PUB_E,
                  "-", None, "dh-check edge")
        for i in range(max(2, int(COUNT_DH_API[bits] * scale))):
            r = rng.randrange(2, p - 1)
            sq = r * r % p
            y = sq if i % 2 else p - sq
            if y in (0, 1, p - 1):
                continue
            c.add("C %d %s" % (bits, hx(y)), 0 if i % 2 else DH_CHECK_PUB_E,
                  "-", None, "dh-check")
            x = rng.getrandbits(256) | 2
            z = pow(sq, x, p)
            pad = i % 4 >= 2
            c.add("A %d %s %s %d" % (bits, bx(x, 32), strip_hex(sq)
                                     if i % 3 else bx(sq, B), int(pad)), 0,
                  bx(z, B) if pad else strip_hex(z), None, "dh-agree")
            c.dh(bits, sq, x, 32, p, what="dh-ffdhe")
            if i % 2 == 0:
                c.add("A %d %s %s 0" % (bits, bx(x, 32), bx(y, B)),
                      DH_CHECK_PUB_E, "-", None, "dh-agree non-square")


# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------
def run_driver(cmd, lines):
    text = "".join(ln + "\n" for ln in lines) + "Q\n"
    p = subprocess.run(cmd, input=text, capture_output=True, text=True,
                       check=False)
    out = p.stdout.split("\n")
    if not out or not out[0].startswith(("READY", "SKIP")):
        sys.stderr.write(p.stderr)
        raise SystemExit("driver did not start: %r" % out[:1])
    return out[0], out[1:], p.returncode


def _norm(x):
    return x if x in ("-", "?") else format(int(x, 16), "x")


def check(items, replies):
    passed, failed = 0, 0
    for i, (line, ret, out, ref, what) in enumerate(items):
        rep = replies[i].split() if i < len(replies) else ["<missing>"]
        ok = len(rep) == 4
        if ok:
            sret, sout, rret, rout = rep
            if line[0] == "X":              # mp_int output: any padding
                sout, rout = _norm(sout), _norm(rout)
            ok = int(sret) == ret and (sout == out or ret != 0 and
                                       sout == "-")
            # ref (when given) equals out: the sp_int path must agree
            if ok and ref is not None and (int(rret) != 0 or
                                           rout.lower() != ref):
                ok = False
        if ok:
            passed += 1
        else:
            failed += 1
            if failed <= 10:
                print("FAIL %s: %s\n  expected ret %d out %s\n  got %s" % (
                    what, line[:160], ret, (out or "")[:80],
                    " ".join(x[:80] for x in rep)))
    return passed, failed


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("driver", nargs="?")
    ap.add_argument("--seed", type=int,
                    default=int(os.environ.get("WOLFSSL_TEST_SEED", "1")))
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--scale", type=float, default=None)
    args = ap.parse_args()
    quick = args.quick or os.environ.get("WOLFSSL_TEST_QUICK") == "1"
    scale = args.scale if args.scale is not None else (0.1 if quick else 1)
    drv = args.driver or os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "tests", "diff",
        "sp_rsa_diff")
    cmd = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", "")) + [drv]
    rng = random.Random(args.seed)

    t0 = time.time()
    keys = {b: [rsa_key(b, rng) for _ in range(2 if b <= 2048 else 1)]
            for b in SIZES}
    c = Cases()
    for b in SIZES + MODEXP_ONLY:
        edge_cases(c, b, rng, keys.get(b))
        if b in SIZES:
            mont_cases(c, b, rng, max(10, int(COUNT_MONT * scale)))
        full_cases(c, b, rng, scale, keys.get(b))
    dh_api_cases(c, rng, scale, load_groups())
    t1 = time.time()
    head, replies, rc = run_driver(cmd, [x[0] for x in c.items])
    if head.startswith("SKIP"):
        print(head)
        return 77
    passed, failed = check(c.items, replies)
    if rc != 0:
        print("driver exit status %d" % rc)
        failed += 1
    print("sp_rsa_diff (%s digits, seed %d): inputs %.1fs, run %.1fs" % (
        head.split()[1], args.seed, t1 - t0, time.time() - t1))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
