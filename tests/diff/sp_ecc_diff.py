#!/usr/bin/env python3
"""Differential test of the fixed-size SP ECC entry points (sp.h).

Two oracles, both independent of the SP code:

1. tests/diff/sp_ecc_diff (C) compares every SP ECC entry point with the
   generic ECC path of the library (ecc_point.c's ladder and Shamir
   multiplication on sp_int, ECDSA in sp_int) on edge and random inputs,
   at least 1,000 point multiplications per curve; this script runs it
   and takes its `N passed, M failed` line.
2. `tests/diff/sp_ecc_diff --vectors N` prints results computed by the SP entry
   points alone (k G, k P, ECDH secrets, ECDSA or SM2 signatures with a
   given nonce); this script recomputes each with Python integers (affine
   arithmetic below) and compares.

Usage: sp_ecc_diff.py [BINARY] [--vectors N]
BINARY defaults to $WOLFSSL_BUILDDIR/tests/diff/sp_ecc_diff (WOLFSSL_BUILDDIR
defaults to "."); it runs as `$WOLFSSL_TEST_RUNNER BINARY` (e.g.
qemu-riscv64 for a cross build).  WOLFSSL_TEST_QUICK=1 reduces the counts
(the C program reads it too).  Prints `N passed, M failed` and exits
non-zero on any failure; 77 (skip) when the binary reports that SP ECC is
not built.
"""

import argparse
import os
import shlex
import subprocess
import sys


def _h(s):
    return int("".join(s.split()), 16)


# Domain parameters (SEC 2 / FIPS 186-4 D.1.2): p, b, Gx, Gy, n; a = -3.
CURVES = {
    "P-256": (
        _h("FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF"),
        _h("5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B"),
        _h("6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296"),
        _h("4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5"),
        _h("FFFFFFFF00000000FFFFFFFFFFFFFFFF"
           "BCE6FAADA7179E84F3B9CAC2FC632551")),
    "P-384": (
        _h("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE"
           "FFFFFFFF0000000000000000FFFFFFFF"),
        _h("B3312FA7E23EE7E4988E056BE3F82D19181D9C6EFE8141120314088F5013875A"
           "C656398D8A2ED19D2A85C8EDD3EC2AEF"),
        _h("AA87CA22BE8B05378EB1C71EF320AD746E1D3B628BA79B9859F741E082542A38"
           "5502F25DBF55296C3A545E3872760AB7"),
        _h("3617DE4A96262C6F5D9E98BF9292DC29F8F41DBD289A147CE9DA3113B5F0B8C0"
           "0A60B1CE1D7E819D7A431D7C90EA0E5F"),
        _h("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF"
           "581A0DB248B0A77AECEC196ACCC52973")),
    "P-521": (
        (1 << 521) - 1,
        _h("0051953EB9618E1C9A1F929A21A0B68540EEA2DA725B99B315F3B8B489918EF1"
           "09E156193951EC7E937B1652C0BD3BB1BF073573DF883D2C34F1EF451FD46B50"
           "3F00"),
        _h("00C6858E06B70404E9CD9E3ECB662395B4429C648139053FB521F828AF606B4D"
           "3DBAA14B5E77EFE75928FE1DC127A2FFA8DE3348B3C1856A429BF97E7E31C2E5"
           "BD66"),
        _h("011839296A789A3BC0045C8A5FB42C7D1BD998F54449579B446817AFBD17273E"
           "662C97EE72995EF42640C550B9013FAD0761353C7086A272C24088BE94769FD1"
           "6650"),
        _h("01FF"
           "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA"
           "51868783BF2F966B7FCC0148F709A5D03BB5C9B8899C47AEBB6FB71E91386409"
           )),
    # SM2 recommended curve, GB/T 32918.5-2017 (a = p - 3 as well).
    "SM2": (
        _h("FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF"),
        _h("28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93"),
        _h("32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7"),
        _h("BC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0"),
        _h("FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF"
           "7203DF6B21C6052B53BBF40939D54123")),
}


class Curve:
    """Affine arithmetic on y^2 = x^3 - 3x + b mod p (None = infinity)."""

    def __init__(self, name, p, b, gx, gy, n):
        self.name, self.p, self.b, self.n = name, p, b, n
        self.G = (gx, gy)
        self.bits = n.bit_length()
        assert self.on_curve(self.G)
        # the constants are right: (n - 1) G + G = O
        assert self.add(self.mul(n - 1, self.G), self.G) is None

    def on_curve(self, P):
        x, y = P
        return (y * y - x * x * x + 3 * x - self.b) % self.p == 0

    def add(self, P, Q):
        p = self.p
        if P is None:
            return Q
        if Q is None:
            return P
        if P[0] == Q[0]:
            if (P[1] + Q[1]) % p == 0:
                return None
            lam = (3 * P[0] * P[0] - 3) * pow(2 * P[1], -1, p)
        else:
            lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p)
        x = (lam * lam - P[0] - Q[0]) % p
        return (x, (lam * (P[0] - x) - P[1]) % p)

    def mul(self, k, P):
        R = None
        for bit in bin(k % self.n)[2:]:
            R = self.add(R, R)
            if bit == "1":
                R = self.add(R, P)
        return R

    def hash_e(self, h):
        """Leftmost `bits` bits of the hash, mod n (FIPS 186-5 6.4.1)."""
        h = h[:(self.bits + 7) // 8]
        e = int.from_bytes(h, "big") if h else 0
        if len(h) * 8 > self.bits:
            e >>= len(h) * 8 - self.bits
        return e % self.n


def check_line(curves, line):
    """None when the vector line is right, else a description."""
    toks = line.split()
    kind, cname = toks[0], toks[1]
    c = curves[cname]
    f = dict(t.split("=", 1) for t in toks[2:])

    def num(key):
        return int(f[key], 16)

    def point(kx, ky):
        x, y = num(kx), num(ky)
        return None if x == 0 and y == 0 else (x, y)

    if kind == "B":
        if c.mul(num("k"), c.G) != point("x", "y"):
            return "k G"
    elif kind == "M":
        P = point("px", "py")
        if P is None or not c.on_curve(P):
            return "P not on the curve"
        if c.mul(num("k"), P) != point("x", "y"):
            return "k P"
    elif kind == "E":
        R = c.mul(num("d"), point("px", "py"))
        size = (c.p.bit_length() + 7) // 8
        if R is None or R[0].to_bytes(size, "big").hex().upper() != f["z"]:
            return "ECDH secret"
    elif kind == "S":
        d, k, r, s = num("d"), num("k"), num("r"), num("s")
        h = b"" if f["h"] == "-" else bytes.fromhex(f["h"])
        R = c.mul(k, c.G)
        if cname == "SM2":          # GB/T 32918.2 6.1
            er = (c.hash_e(h) + R[0]) % c.n
            es = pow(1 + d, -1, c.n) * (k - er * d) % c.n
        else:                       # ECDSA
            er = R[0] % c.n
            es = pow(k, -1, c.n) * (c.hash_e(h) + er * d) % c.n
        if (r, s) != (er, es):
            return "ECDSA signature"
    else:
        return "unknown line kind"
    return None


def run(cmd):
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True)
    return res.returncode, res.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("binary", nargs="?")
    ap.add_argument("--vectors", type=int, default=None)
    args = ap.parse_args()
    quick = os.environ.get("WOLFSSL_TEST_QUICK", "") == "1"
    nvec = args.vectors if args.vectors is not None else (6 if quick else 24)
    binary = args.binary or os.path.join(
        os.environ.get("WOLFSSL_BUILDDIR", "."), "tests", "diff",
        "sp_ecc_diff")
    runner = shlex.split(os.environ.get("WOLFSSL_TEST_RUNNER", ""))
    curves = {name: Curve(name, *v) for name, v in CURVES.items()}
    # (the C program prints SM2 lines only when built with WOLFSSL_SM2)
    passed = failed = 0

    # 1. the C differential run against the generic path
    rc, out = run(runner + [binary])
    sys.stdout.write(out)
    tail = [ln for ln in out.splitlines() if ln.endswith(" failed")]
    if rc == 77:
        return 77
    if tail and rc in (0, 1):
        words = tail[-1].split()
        passed += int(words[0])
        failed += int(words[2])
    else:
        print("FAIL: %s exited with %d" % (binary, rc))
        failed += 1
    if rc != 0 and failed == 0:
        failed += 1

    # 2. SP results against Python integers
    rc, out = run(runner + [binary, "--vectors", str(nvec)])
    lines = [ln for ln in out.splitlines() if ln[:2] in ("B ", "M ", "E ",
                                                         "S ")]
    if rc != 0 or not lines:
        print("FAIL: %s --vectors exited with %d" % (binary, rc))
        sys.stdout.write(out)
        failed += 1
    kinds = {}
    for ln in lines:
        why = check_line(curves, ln)
        kinds[ln[0]] = kinds.get(ln[0], 0) + 1
        if why is None:
            passed += 1
        else:
            failed += 1
            if failed <= 20:
                print("FAIL (%s): %s" % (why, ln))
    print("python oracle: %s" % ", ".join(
        "%d %s" % (v, k) for k, v in sorted(kinds.items())))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
