"""Unit tests of the GF(2^448 - 2^224 - 1) kernels (kernels_448.py):
test_kernels_25519's field and ladder checks on this field (fe_mul,
fe_sqr and the ladder step as IR against Python integers on edge digits
- 0, 1, p, p - 1, 2^448 - 1, every digit at the bound, each digit alone
at it - and random ones, at the bounds the ladder feeds the products:
tight, a + b and a - b + 2p of tight elements; outputs tight and equal
mod p; aliasing; the RV64 asm against the IR in the simulator), and
this field's own: its constants, products by single-digit y (a wrong
fold combination in the column table would still come out tight), the
runs of squarings.
Run: python3 -m unittest discover -s scripts/sp -p 'test_kernels_448.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

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


if __name__ == "__main__":
    unittest.main()
