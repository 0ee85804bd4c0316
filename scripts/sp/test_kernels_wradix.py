"""Unit tests of the reduced-radix Weierstrass point leaves
(kernels_wradix.py, P-384 in 7 x 56-bit digits): the IR of wr_dbl and
wr_madd (both signs) against affine arithmetic on Python integers, for
points whose coordinates sit anywhere in the leaves' input contract
(digits at their bounds, values up to the value bound, non-canonical
digit strings, zero), outputs inside the contract; wr_to / wr_from
round trips and canonical outputs on edge values; the constants and the
bias digits; the RV64 asm of every leaf against its IR in the simulator.
Run: python3 -m unittest discover -s scripts/sp -p 'test_kernels_wradix.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import emit_rv64  # noqa: E402
import fields  # noqa: E402
import ir  # noqa: E402
import kernels_wradix as W  # noqa: E402
import tmpl_ecc_math as M  # noqa: E402

F = W.P384
P = F.p
A = P - 3
G = (fields.P384_GX, fields.P384_GY)


def spread(v, db, rng, edge=False):
    """Digits of value v (below 2^(r n)) inside the bounds db, moved away
    from the canonical string: 2^r borrowed from digit i + 1 into digit i
    where both allow it (always, with edge)."""
    d = F.digits(v)
    for i in range(F.n - 1):
        if (edge or rng.random() < 0.5) and d[i + 1] > 0 and \
                d[i] + (1 << F.r) < db[i]:
            d[i] += 1 << F.r
            d[i + 1] -= 1
    assert F.value(d) == v and all(x < b for x, b in zip(d, db))
    return d


def element(x, db, vb, rng, edge=False):
    """Digits of some value = x R' mod p below vb, inside db."""
    base = x * F.R % P
    top = (vb - 1 - base) // P
    cands = [0, top] if edge else [rng.randrange(top + 1)]
    for k in cands:
        v = base + k * P
        if all(dd < b for dd, b in zip(F.digits(v)[:-1], db[:-1])) and \
                F.digits(v)[-1] < db[-1]:
            return spread(v, db, rng, edge)
    return spread(base, db, rng, edge)


def decode(d):
    return F.value(d) * pow(F.R, -1, P) % P


class WradixLeaves(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.db, cls.vb = W.point_contract(F)
        cls.dbl = W.build_dbl("t_wr_dbl", F)
        cls.madd = W.build_madd("t_wr_madd", F)
        cls.madd_vt = W.build_madd("t_wr_madd_vt", F, flag=True)
        cls.to = W.build_to("t_wr_to", F)
        cls.frm = W.build_from("t_wr_from", F)

    def jac(self, pt, z, rng, edge=False):
        x, y = pt
        return sum((element(c, self.db, self.vb, rng, edge) for c in
                    (x * z * z % P, y * z ** 3 % P, z)), [])

    def affine(self, out):
        X, Y, Z = (decode(out[F.n * i:F.n * (i + 1)]) for i in range(3))
        if Z == 0:
            return None
        zi = pow(Z, -1, P)
        return (X * zi * zi % P, Y * zi ** 3 % P)

    def check_contract(self, out):
        for i in range(3):
            c = out[F.n * i:F.n * (i + 1)]
            self.assertTrue(all(x < b for x, b in zip(c, self.db)), c)
            self.assertLess(F.value(c), self.vb)

    def points(self, rng, count):
        return [M.ec_mul(rng.randrange(1, 1 << 384), G, P, A)
                for _ in range(count)]

    def test_constants(self):
        self.assertEqual(F.value(F.pd), P)
        self.assertEqual(F.mp * P % (1 << F.r), (1 << F.r) - 1)
        for need in (F.tight, self.db, [1 << 59] * F.n):
            bd, k = F.bias(need)
            self.assertEqual(F.value(bd), k * P)
            self.assertTrue(all(x >= b - 1 for x, b in zip(bd, need)))
        self.assertTrue(all(d <= 1 << F.split for d in self.db))

    def test_dbl(self):
        rng = random.Random(384)
        for i, pt in enumerate(self.points(rng, 12)):
            z = [1, P - 1, rng.randrange(1, P)][i % 3]
            p = self.jac(pt, z, rng, edge=i % 2 == 0)
            r = [0] * (3 * F.n)
            ir.run_function(self.dbl, {"r": r, "p": p})
            self.check_contract(r)
            self.assertEqual(self.affine(r), M.ec_add(pt, pt, P, A))
            # in place
            ir.run_function(self.dbl, {"r": p, "p": p})
            self.assertEqual(p, r)
        # the point at infinity (Z = 0, as zero and as a multiple of p)
        for zd in ([0] * F.n, spread(P, self.db, rng, True)):
            p = self.jac(G, 1, rng)[:2 * F.n] + zd
            r = [0] * (3 * F.n)
            ir.run_function(self.dbl, {"r": r, "p": p})
            self.assertIsNone(self.affine(r))

    def test_madd(self):
        rng = random.Random(385)
        pts = self.points(rng, 16)
        for i in range(0, 16, 2):
            p1, q = pts[i], pts[i + 1]
            z = [1, rng.randrange(1, P)][i % 4 // 2]
            p = self.jac(p1, z, rng, edge=i % 4 == 0)
            qd = (element(q[0], F.tight, 2 * P, rng, i % 3 == 0) +
                  element(q[1], F.tight, 2 * P, rng, i % 3 == 1))
            for neg in (0, (1 << 64) - 1):
                r = [0] * (3 * F.n)
                ir.run_function(self.madd, {"r": r, "p": list(p), "q": qd,
                                            "m": neg})
                self.check_contract(r)
                want = M.ec_add(p1, q if not neg else M.ec_neg(q, P), P, A)
                self.assertEqual(self.affine(r), want)
        # exceptional: p = q and p = -q give Z3 = 0 (mul_ct avoids them;
        # the flagged leaf of verification returns 0 for them, else 1)
        for i, pt in enumerate(pts[:6]):
            p = self.jac(pt, [5, 1, rng.randrange(1, P)][i % 3], rng,
                         edge=i % 2 == 1)
            qd = element(pt[0], F.tight, 2 * P, rng, i % 2 == 0) + \
                element(pt[1], F.tight, 2 * P, rng, i % 2 == 1)
            other = element(pts[i + 1][0], F.tight, 2 * P, rng) + \
                element(pts[i + 1][1], F.tight, 2 * P, rng)
            for neg in (0, (1 << 64) - 1):
                r = [0] * (3 * F.n)
                ir.run_function(self.madd, {"r": r, "p": list(p), "q": qd,
                                            "m": neg})
                self.assertEqual(decode(r[2 * F.n:]), 0)
                r2 = [0] * (3 * F.n)
                ok = ir.run_function(self.madd_vt, {
                    "r": r2, "p": list(p), "q": qd, "m": neg})
                self.assertEqual((ok, r2), (0, r))
                ok = ir.run_function(self.madd_vt, {
                    "r": r2, "p": list(p), "q": other, "m": neg})
                self.assertEqual(ok, 1)
                want = pts[i + 1] if not neg else M.ec_neg(pts[i + 1], P)
                self.assertEqual(self.affine(r2), M.ec_add(pt, want, P, A))

    def test_rows_by_digits(self):
        # the alternative row form (products by p's digits, Field(high=
        # None): study_radix_fields.py --compiled) computes the same
        Fd = W.Field("p384d", P, F.r, F.n, F.n64, None)
        dbl, madd = W.build_dbl("t_d", Fd), W.build_madd("t_m", Fd)
        rng = random.Random(388)
        pts = self.points(rng, 4)
        for i in range(0, 4, 2):
            p = sum((F.digits(c * F.R % P) for c in (pts[i][0] * 9 % P,
                                                     pts[i][1] * 27 % P,
                                                     3)), [])
            r = [0] * (3 * F.n)
            ir.run_function(dbl, {"r": r, "p": p})
            self.assertEqual(self.affine(r), M.ec_add(pts[i], pts[i], P, A))
            q = F.digits(pts[i + 1][0] * F.R % P) + \
                F.digits(pts[i + 1][1] * F.R % P)
            ir.run_function(madd, {"r": r, "p": p, "q": q, "m": 0})
            self.assertEqual(self.affine(r), M.ec_add(pts[i], pts[i + 1],
                                                      P, A))

    def test_nonzero_mod_p(self):
        b = ir.Builder("t_nz", 64, "word", "")
        b.array("a", F.n, "in")
        x = W.fe_load(b, F, "a", 0, F.tight, 2 * P)
        f = b.finish(W.nonzero_mod_p(b, x))
        for v, want in ((0, 0), (P, 0), (1, 1), (P - 1, 1), (P + 1, 1),
                        (2 * P - 1, 1), (1 << 336, 1)):
            self.assertEqual(ir.run_function(f, {"a": F.digits(v)}), want)

    def test_to_from(self):
        rng = random.Random(386)
        R = 1 << 384
        vals = [0, 1, 2, P - 1, P - 2, (1 << 383)] + \
            [rng.randrange(P) for _ in range(20)]
        for x in vals:
            a = [(x * R % P >> (64 * i)) & ((1 << 64) - 1) for i in range(6)]
            d = [0] * F.n
            ir.run_function(self.to, {"d": d, "a": a})
            self.assertTrue(all(v < b for v, b in zip(d, F.tight)))
            self.assertLess(F.value(d), 2 * P)
            self.assertEqual(decode(d), x)
            back = [0] * 6
            ir.run_function(self.frm, {"a": back, "d": d})
            self.assertEqual(back, a)
        # from: any element of the contract, canonical out
        for x in vals[:8]:
            for edge in (False, True):
                d = element(x, self.db, self.vb, rng, edge)
                back = [0] * 6
                ir.run_function(self.frm, {"a": back, "d": d})
                self.assertEqual(sum(w << (64 * i) for i, w in
                                     enumerate(back)), x * R % P)

    def test_rv64_leaves(self):
        rng = random.Random(387)
        for f in (self.dbl, self.madd, self.madd_vt, self.to, self.frm):
            form = emit_rv64.compile_best(f)
            emit_rv64.verify_leaf(form.f, emit_rv64.emit_form(form), rng,
                                  ncases=4, nbind=2)


if __name__ == "__main__":
    unittest.main()
