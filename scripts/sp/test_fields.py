"""Unit tests of the field table (fields.py) from first principles.

Primality (Miller-Rabin), generators on their curves, [n]G = O, the
Montgomery constants, R^2 mod p, the special-structure tags, and the SM2
and SAKKE parameters against the vector files in tests/vectors (folder
from $WOLFSSL_VECTORS_DIR, default tests/vectors under the repository).
"""

import os
import random
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import fields as F  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def is_probable_prime(n, rounds=32, rng=random.Random(12345)):
    """Miller-Rabin with random bases (error < 4^-rounds)."""
    if n < 2:
        return False
    for sp in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % sp == 0:
            return n == sp
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(rounds):
        a = rng.randrange(2, n - 1)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def ec_add(P, Q, a, p):
    """Affine addition on y^2 = x^3 + a x + b (None is the point at
    infinity)."""
    if P is None:
        return Q
    if Q is None:
        return P
    (x1, y1), (x2, y2) = P, Q
    if x1 == x2 and (y1 + y2) % p == 0:
        return None
    if P == Q:
        lam = (3 * x1 * x1 + a) * pow(2 * y1, -1, p) % p
    else:
        lam = (y2 - y1) * pow(x2 - x1, -1, p) % p
    x3 = (lam * lam - x1 - x2) % p
    return (x3, (lam * (x1 - x3) - y1) % p)


def ec_mul(k, P, a, p):
    R = None
    for bit in bin(k)[2:]:
        R = ec_add(R, R, a, p)
        if bit == "1":
            R = ec_add(R, P, a, p)
    return R


def read_records(path):
    """key = value records of a vectors file ([sections] flattened)."""
    recs, cur = [], {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#") or line.startswith("["):
                if cur and (not line or line.startswith("[")):
                    recs.append(cur)
                    cur = {}
                continue
            k, _, v = line.partition(" = ")
            cur[k] = v
    if cur:
        recs.append(cur)
    return recs


def vectors_dir():
    d = os.environ.get("WOLFSSL_VECTORS_DIR", "tests/vectors")
    if not os.path.isdir(d):
        d = os.path.join(ROOT, "tests", "vectors")
    return d


class FieldTests(unittest.TestCase):

    def test_moduli_prime(self):
        for f in F.fixed_fields():
            self.assertTrue(is_probable_prime(f.modulus), f.name)
            self.assertEqual(f.modulus.bit_length(),
                             f.bits if f.name != "sakke_order" else 1022,
                             f.name)

    def test_closed_forms(self):
        self.assertEqual(F.P256_P, int("FFFFFFFF000000010000000000000000"
                                       "00000000FFFFFFFFFFFFFFFFFFFFFFFF",
                                       16))
        self.assertEqual(F.P384_P, (1 << 384) - (1 << 128) - (1 << 96) +
                         (1 << 32) - 1)
        self.assertEqual(F.P521_P, (1 << 521) - 1)
        self.assertEqual(F.SM2_P, (1 << 256) - (1 << 224) - (1 << 96) +
                         (1 << 64) - 1)
        self.assertEqual(F.SAKKE_P % 4, 3)
        self.assertEqual(F.SAKKE_P + 1, 4 * F.SAKKE_Q)

    def test_generators_on_curve_and_order(self):
        for f in F.fixed_fields():
            c = f.curve
            if c is None:
                continue
            p = f.modulus
            x, y = c.gx, c.gy
            self.assertEqual((y * y - x ** 3 - c.a * x - c.b) % p, 0, f.name)
            n = F.FIELDS[c.order].modulus
            self.assertIsNone(ec_mul(n, (x, y), c.a, p), f.name)
            self.assertIsNotNone(ec_mul(n - 1, (x, y), c.a, p), f.name)

    def test_montgomery_constants(self):
        for f in F.fixed_fields():
            for w in F.WORD_SIZES:
                n = f.limbs(w)
                self.assertLess(f.modulus, 1 << (w * n))
                self.assertGreaterEqual(f.modulus, 1 << (w * (n - 1)))
                mp = f.mp(w)
                self.assertEqual((f.modulus * mp + 1) % (1 << w), 0)
                R = 1 if f.reduction == "mersenne" else 1 << (w * n)
                self.assertEqual(f.r(w), R)
                self.assertEqual(f.r2(w), R * R % f.modulus)
                self.assertEqual(f.words(f.modulus, w),
                                 [(f.modulus >> (w * i)) % (1 << w)
                                  for i in range(n)])

    def test_tags(self):
        for f in F.fixed_fields():
            self.assertEqual("mp_is_one" in f.tags,
                             f.mp(64) == 1 and f.mp(32) == 1, f.name)
            self.assertEqual("mp32_is_one" in f.tags or "mp_is_one" in
                             f.tags, f.mp(32) == 1, f.name)
            if "a_is_minus_3" in f.tags:
                self.assertEqual(f.curve.a, f.modulus - 3)
            if "b_is_zero" in f.tags:
                self.assertEqual(f.curve.b, 0)
            if "mersenne" in f.tags:
                self.assertEqual(f.modulus, (1 << f.bits) - 1)
                self.assertEqual(f.reduction, "mersenne")
        self.assertEqual(F.FIELDS["p384"].mp(64), (1 << 32) + 1)
        self.assertEqual(F.FIELDS["sm2"].mp(64), 1)

    def test_generic_sizes(self):
        sizes = sorted(f.bits for f in F.generic_fields())
        self.assertEqual(sizes, [512, 1024, 1536, 2048, 3072, 4096])
        for f in F.generic_fields():
            self.assertEqual(f.limbs(64) * 64, f.bits)
            self.assertEqual(f.limbs(32) * 32, f.bits)
        m = (1 << 2048) - 159
        for w in F.WORD_SIZES:
            mp = F.montgomery_constant(m, w)
            self.assertEqual((m * mp + 1) % (1 << w), 0)

    def test_radix_fields(self):
        for f in F.RADIX_FIELDS.values():
            self.assertTrue(is_probable_prime(f.modulus), f.name)
            self.assertEqual(f.modulus.bit_length(), f.bits, f.name)
            self.assertEqual(f.digits * f.digit_bits, f.bits, f.name)
            self.assertEqual(pow(2, f.bits, f.modulus), f.fold, f.name)
        # the folds the kernels are built for: a small factor (2^255 -
        # 19: one-word products of a digit by it) or 2^(bits / 2) + 1
        # (2^448 - 2^224 - 1: a digit's weight and 1)
        self.assertEqual(F.RADIX_FIELDS["f25519"].fold, 19)
        self.assertEqual(F.RADIX_FIELDS["f448"].fold, (1 << 224) + 1)

    def check_montgomery_curve(self, p, a, a24, u, order):
        """RFC 7748's curve: a24 = (A - 2) / 4, the order prime, A^2 - 4
        not a square (no other point of order 2), u on the curve, and
        [order]u = O but not [order - 1]u by the x-only ladder."""
        self.assertEqual(4 * a24 + 2, a)
        self.assertTrue(is_probable_prime(order))
        self.assertEqual(pow(a ** 2 - 4, (p - 1) // 2, p), p - 1)
        rhs = (u ** 3 + a * u * u + u) % p
        self.assertEqual(pow(rhs, (p - 1) // 2, p), 1)   # on the curve

        def ladder(k, u):       # x-only [k]u, projective (RFC 7748 5)
            x2, z2, x3, z3 = 1, 0, u, 1
            for t in reversed(range(k.bit_length())):
                if (k >> t) & 1:
                    x2, z2, x3, z3 = x3, z3, x2, z2
                a_, b_ = x2 + z2, x2 - z2
                c, d = x3 + z3, x3 - z3
                da, cb = d * a_ % p, c * b_ % p
                x3, z3 = (da + cb) ** 2 % p, u * (da - cb) ** 2 % p
                aa, bb = a_ * a_ % p, b_ * b_ % p
                e = aa - bb
                x2, z2 = aa * bb % p, e * (aa + a24 * e) % p
                if (k >> t) & 1:
                    x2, z2, x3, z3 = x3, z3, x2, z2
            return x2, z2
        self.assertEqual(ladder(order, u)[1], 0)            # [L]B = O
        self.assertNotEqual(ladder(order - 1, u)[1], 0)

    def test_curve25519(self):
        self.assertEqual(F.CURVE25519_P, (1 << 255) - 19)
        self.check_montgomery_curve(F.CURVE25519_P, F.CURVE25519_A,
                                    F.CURVE25519_A24, F.CURVE25519_U,
                                    F.CURVE25519_L)

    def test_curve448(self):
        self.assertEqual(F.CURVE448_L, (1 << 446) - int(
            "8335dc163bb124b65129c96fde933d8d723a70aadc873d6d54a7bb0d", 16))
        self.check_montgomery_curve(F.CURVE448_P, F.CURVE448_A,
                                    F.CURVE448_A24, F.CURVE448_U,
                                    F.CURVE448_L)

    def test_ed25519(self):
        p, d = F.CURVE25519_P, F.ED25519_D
        self.assertEqual(d * 121666 % p, (-121665) % p)
        x, y = F.ED25519_BX, F.ED25519_BY
        self.assertEqual((-x * x + y * y - 1 - d * x * x * y * y) % p, 0)
        self.assertEqual(x % 2, 0)                  # "positive" x

        def add(P, Q):                              # complete for a = -1
            (x1, y1), (x2, y2) = P, Q
            t = d * x1 * x2 * y1 * y2 % p
            return ((x1 * y2 + x2 * y1) * pow(1 + t, -1, p) % p,
                    (y1 * y2 + x1 * x2) * pow(1 - t, -1, p) % p)

        def mul(k, P):
            R = (0, 1)
            for bit in bin(k)[2:]:
                R = add(R, R)
                if bit == "1":
                    R = add(R, P)
            return R
        self.assertEqual(mul(F.CURVE25519_L, (x, y)), (0, 1))
        self.assertNotEqual(mul(F.CURVE25519_L - 1, (x, y)), (0, 1))
        # the Montgomery image of B is Curve25519's u = 9
        self.assertEqual((1 + y) * pow(1 - y, -1, p) % p, F.CURVE25519_U)

    def test_sm2_vector_file(self):
        path = os.path.join(vectors_dir(), "sm2", "sm2_vectors.txt")
        rec = [r for r in read_records(path) if r.get("Record") ==
               "CurveParams" and r.get("Curve") == "sm2p256v1"][0]
        f = F.FIELDS["sm2"]
        self.assertEqual(int(rec["p"], 16), f.modulus)
        self.assertEqual(int(rec["a"], 16), f.curve.a)
        self.assertEqual(int(rec["b"], 16), f.curve.b)
        self.assertEqual(int(rec["Gx"], 16), f.curve.gx)
        self.assertEqual(int(rec["Gy"], 16), f.curve.gy)
        self.assertEqual(int(rec["n"], 16), F.FIELDS["sm2_order"].modulus)

    def test_sakke_vector_file(self):
        path = os.path.join(vectors_dir(), "sakke",
                            "rfc6508_rfc6509_param_set1.txt")
        rec = [r for r in read_records(path) if r.get("ParameterSet") ==
               "1"][0]
        f = F.FIELDS["sakke"]
        self.assertEqual(int(rec["p"], 16), f.modulus)
        self.assertEqual(int(rec["q"], 16), F.FIELDS["sakke_order"].modulus)
        self.assertEqual(int(rec["Px"], 16), f.curve.gx)
        self.assertEqual(int(rec["Py"], 16), f.curve.gy)


if __name__ == "__main__":
    unittest.main()
