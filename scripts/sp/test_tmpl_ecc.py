"""Unit tests of the ECC templates' maths (tmpl_ecc_math.py) and output.

Checks, with Python integers only: the fixed exponentiation chains compute
their exponents at the expected cost; the signed comb schedule and table
give k G for edge and random k; the exception analysis flags exactly the
last addition (and does flag more when its premise fails: a control); the
regular window recoding adds up and its bound check rejects a bad case;
and the emitted C of every curve (both word sizes) keeps under 80
columns and defines every sp.h entry point.
Run: python3 -m unittest discover -s scripts/sp -p 'test_*.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tmpl_common  # noqa: E402
import tmpl_ecc  # noqa: E402
import tmpl_ecc_math as M  # noqa: E402
import tmpl_ecc_sm2  # noqa: E402
from fields import FIELDS  # noqa: E402

CURVES = ("p256", "p384", "p521", "sm2")


def curve(name):
    f = FIELDS[name]
    return f, FIELDS[f.curve.order]


class ChainTests(unittest.TestCase):

    def test_curve_exponents(self):
        for name in CURVES:
            f, o = curve(name)
            for e in (f.modulus - 2, (f.modulus + 1) // 4, o.modulus - 2):
                ch = M.plan_chain(e)          # asserts its exponent
                s, m = ch.cost()
                self.assertLessEqual(s, e.bit_length() + 1, name)
                self.assertLessEqual(m, 80, name)
        # the field inversions of the special primes are short chains
        self.assertEqual(M.plan_chain(FIELDS["p256"].modulus - 2).cost(),
                         (255, 13))

    def test_random_exponents(self):
        rng = random.Random(1)
        for bits in (2, 3, 17, 64, 200):
            for _ in range(20):
                e = rng.getrandbits(bits) | (1 << (bits - 1))
                if e > 1:
                    self.assertEqual(M.plan_chain(e).exponent(), e)


class CombTests(unittest.TestCase):

    def check(self, name, teeth, combs, count):
        f, o = curve(name)
        c, n = f.curve, o.modulus
        comb = M.Comb(o.bits, teeth, combs)
        self.assertGreaterEqual(comb.L, o.bits)
        tables = M.comb_table(comb, (c.gx, c.gy), f.modulus, c.a)
        rng = random.Random(teeth * 100 + combs)
        ks = [1, 2, 3, n - 1, n - 2, n // 2] + \
            [rng.randrange(1, n) for _ in range(count)]
        for k in ks:
            self.assertEqual(
                M.comb_eval(comb, k, tables, f.modulus, c.a, n),
                M.ec_mul(k, (c.gx, c.gy), f.modulus, c.a), (name, k))
        self.assertEqual(M.comb_exceptional_steps(comb, n),
                         [len(comb.steps()) - 1])

    def test_p256_default(self):
        self.check("p256", 6, 4, 6)

    def test_other_shapes(self):
        self.check("p256", 4, 2, 3)
        self.check("sm2", 5, 3, 3)

    def test_analysis_can_fail(self):
        # with a tiny "order" every sum of digits wraps around: all flagged
        comb = M.Comb(16, 2, 2)
        self.assertEqual(M.comb_exceptional_steps(comb, 7),
                         list(range(1, len(comb.steps()))))


class WindowTests(unittest.TestCase):

    def test_digits(self):
        rng = random.Random(2)
        for w in (4, 5, 6):
            L = -(-256 // w)
            for _ in range(50):
                k = rng.getrandbits(256) | 1
                ds = M.window_digits(k, w, L)
                self.assertTrue(all(d % 2 == 1 for d in ds))
                self.assertTrue(all(abs(d) < 1 << w for d in ds))

    def test_check(self):
        for name in CURVES:
            o = curve(name)[1]
            self.assertGreater(M.window_check(o.bits, 5, o.modulus), 0)
        with self.assertRaises(AssertionError):
            M.window_check(256, 5, 1 << 200)


class WnafTests(unittest.TestCase):

    def test_scan_matches_definition(self):
        # sp_ecc_wnaf's bit scan against the subtract-and-shift definition,
        # on the edges (0, 1, all ones, n - 1, runs that carry out of the
        # top, alternating bits) and random numbers, for both widths
        rng = random.Random(5)
        ks = [0, 1, 2, 3, (1 << 256) - 1, (1 << 255), (1 << 256) - 2,
              int("55" * 32, 16), int("aa" * 32, 16), int("7f" * 32, 16)]
        for name in CURVES:
            ks.append(curve(name)[1].modulus - 1)
        ks += [rng.getrandbits(256) for _ in range(300)]
        for w in (5, tmpl_ecc.VT_G_WIDTH):
            for k in ks:
                ds = tmpl_ecc.wnaf_scan(k, w, 576)
                self.assertEqual(ds, tmpl_ecc.wnaf(k, w), (w, hex(k)))
                self.assertEqual(sum(d << i for i, d in enumerate(ds)), k)
                self.assertLessEqual(len(ds), k.bit_length() + 1)


class EmitTests(unittest.TestCase):

    ENTRY = ("mulmod", "mulmod_add", "mulmod_base", "mulmod_base_add",
             "make_key", "secret_gen", "sign",
             "verify", "is_point", "check_key", "proj_add_point",
             "proj_dbl_point", "map", "uncompress")

    def emit(self, w, mod):
        ctx = tmpl_common.Context(w)
        ctx.all_guards = [tmpl_ecc.GUARD, tmpl_ecc_sm2.GUARD]
        text = []
        for m in (tmpl_ecc, mod):
            ctx.module = m
            for sec in m.emit(ctx):
                text += sec
        return text

    def test_sections(self):
        for w in (64, 32):
            lines = self.emit(w, tmpl_ecc_sm2)
            self.assertFalse([ln for ln in lines if len(ln) >= 80])
            text = "\n".join(lines)
            for api in ("256", "384", "521", "sm2_256"):
                for e in self.ENTRY:
                    self.assertIn("int sp_ecc_%s_%s(" % (e, api), text)
            self.assertNotIn("${", text)

    def test_decls(self):
        ctx = tmpl_common.Context(64)
        for m in (tmpl_ecc, tmpl_ecc_sm2):
            ctx.module = m
            lines = m.decls(ctx)
            self.assertFalse([ln for ln in lines if len(ln) >= 80])
            self.assertEqual(sum("WOLFSSL_API" in ln for ln in lines),
                             len(self.ENTRY) *
                             (3 if m is tmpl_ecc else 1))


if __name__ == "__main__":
    unittest.main()
