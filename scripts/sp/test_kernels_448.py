"""Unit tests of the GF(2^448 - 2^224 - 1) kernels (kernels_448.py):
test_kernels_25519's field and ladder checks on this field (fe_mul,
fe_sqr and the ladder step as IR against Python integers on edge digits
- 0, 1, p, p - 1, 2^448 - 1, every digit at the bound, each digit alone
at it - and random ones, at the bounds the ladder feeds the products:
tight, a + b and a - b + 2p of tight elements; outputs tight and equal
mod p; aliasing; the RV64 asm against the IR in the simulator), and
the Edwards point leaves of Ed448 (a = 1) as 25519's Edwards checks;
and this field's own: its constants, products by single-digit y (a wrong
fold combination in the column table would still come out tight), the
runs of squarings; the Ed448 tables of tmpl_x448 (Ed448Tables).
Run: python3 -m unittest discover -s scripts/sp -p 'test_kernels_448.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import fields  # noqa: E402
import ir  # noqa: E402
import kernels_448 as K  # noqa: E402
import test_kernels_25519 as T  # noqa: E402


class Field448(T.FieldKernels):
    F = K
    BOUNDS = (K.TIGHT, 2 * K.TIGHT - 1, K.TIGHT + max(K.BIAS))
    SEED = 448

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.sqr3 = K.build_sqr_n("t_sqr3", 3)

    def test_constants(self):
        self.assertEqual(self.value(K.PD), K.P)
        self.assertEqual(K.PD[K.HALF], (1 << K.R) - 2)
        self.assertEqual(self.value(K.BIAS), 2 * K.P)

    def test_products_as_built(self):
        rng = random.Random(2)
        for _ in range(200):
            a = [rng.randrange(1 << K.R) for _ in range(K.N)]
            b = [0] * K.N
            b[rng.randrange(K.N)] = rng.randrange(1, 1 << K.R)
            r = self.run_mul(a, b)
            self.assertEqual(self.value(r) % K.P,
                             self.value(a) * self.value(b) % K.P)

    def test_sqr_n(self):
        rng = random.Random(3)
        for a in self.elements(rng, K.TIGHT, 10):
            r = [0] * K.N
            ir.run_function(self.sqr3, {"r": r, "a": list(a)})
            self.check_tight(r)
            self.assertEqual(self.value(r) % K.P, pow(self.value(a), 8, K.P))


class Edwards448(T.EdwardsKernels):
    """The Ed448 point leaves (a = 1) as test_kernels_25519's Edwards
    checks, with this curve's operand forms."""
    F, A, D = K, 1, fields.ED448_D
    BASE, L = (fields.ED448_BX, fields.ED448_BY), fields.CURVE448_L

    def madd_q(self, pt):
        x, y = pt
        return (self.digits(x) + self.digits(y) +
                self.digits(self.D * x * y))

    def add_q(self, pt, z):
        x, y = pt
        return (self.digits(x * z) + self.digits(y * z) + self.digits(z) +
                self.digits(self.D * x * y * z))

    def dbl_poly(self, X, Y, Z):
        A, B, C = X * X, Y * Y, 2 * Z * Z
        E, G, H = (X + Y) ** 2 - A - B, A + B, A - B
        F = G - C
        return E * F, G * H, F * G, E * H


class Ed448Tables(unittest.TestCase):
    """tmpl_x448's constant tables: every entry (x, y, dxy) of a point on
    the curve with canonical digits, and the multiple its position says
    (scalar multiplication by double-and-add on Python integers, with
    the addition law written out here, not tmpl_x448's)."""

    def setUp(self):
        import tmpl_x448
        self.T = tmpl_x448

    @staticmethod
    def add(p1, p2):
        (x1, y1), (x2, y2) = p1, p2
        d, p = fields.ED448_D, K.P
        t = d * x1 * x2 * y1 * y2
        return ((x1 * y2 + y1 * x2) * pow(1 + t, p - 2, p) % p,
                (y1 * y2 - x1 * x2) * pow(1 - t, p - 2, p) % p)

    def mul(self, k):
        r, q = (0, 1), (fields.ED448_BX, fields.ED448_BY)
        while k:
            if k & 1:
                r = self.add(r, q)
            q = self.add(q, q)
            k >>= 1
        return r

    def points(self, words):
        out = []
        d, p = fields.ED448_D, K.P
        for i in range(0, len(words), 3 * K.N):
            x, y, dxy = (sum(w << (K.R * j) for j, w in
                             enumerate(words[i + K.N * c:i + K.N * c + K.N]))
                         for c in range(3))
            self.assertTrue(all(w < 1 << K.R for w in words[i:i + 3 * K.N]))
            self.assertTrue(x < p and y < p and dxy < p)
            self.assertEqual(dxy, d * x * y % p)
            self.assertEqual((x * x + y * y) % p, (1 + d * x * x * y * y) % p)
            out.append((x, y))
        return out

    def test_comb(self):
        T = self.T
        pts = self.points(T.comb_table())
        self.assertEqual(len(pts), T.COMB_ROWS * T.COMB_ENTRIES)
        self.assertGreaterEqual(4 * T.COMB_PASSES * T.COMB_ROWS, 448)
        for j, k in [(0, 0), (0, 7), (1, 3), (13, 5), (27, 0), (27, 7)]:
            self.assertEqual(pts[8 * j + k],
                             self.mul((k + 1) << (4 * T.COMB_PASSES * j)))

    def test_odd(self):
        T = self.T
        pts = self.points(T.odd_table(T.NAF_B))
        self.assertEqual(len(pts), 1 << (T.NAF_B - 2))
        for i in (0, 1, 2, len(pts) - 1):
            self.assertEqual(pts[i], self.mul(2 * i + 1))

    def test_isogeny_base(self):
        # sp_x448_base relies on u = y^2 / x^2 of B being 5 (RFC 7748 4.2)
        x, y = fields.ED448_BX, fields.ED448_BY
        self.assertEqual(y * y * pow(x * x, K.P - 2, K.P) % K.P,
                         fields.CURVE448_U)


if __name__ == "__main__":
    unittest.main()
