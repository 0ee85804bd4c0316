"""Unit tests of the GF(2^255 - 19) kernels (kernels_25519.py): fe_mul,
fe_sqr, the Montgomery-ladder step and the Edwards point leaves as IR
against Python integers, on edge digits (0, 1, p, every digit at the
bound the kernel accepts) and random ones; outputs must be tight (digits
below 2^52) and equal mod p; the Edwards leaves against affine addition
(multiples of the base point, the neutral element, points of order 2
and 4, Z = 1 and random Z), with T = X Y / Z checked.
The RV64 asm of the same leaves is checked against this IR by the
emitter's simulator (emit_rv64.verify_leaf) here and at generation.
Run: python3 -m unittest discover -s scripts/sp -p 'test_kernels_25519.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import emit_rv64  # noqa: E402
import fields  # noqa: E402
import ir  # noqa: E402
import kernels_25519 as K  # noqa: E402

P = K.P
MASK = (1 << K.R) - 1


def value(d, F=K):
    """The integer of digit list d (of the kernel module F's field)."""
    return sum(x << (F.R * i) for i, x in enumerate(d))


def digits(v, F=K):
    return [(v >> (F.R * i)) & ((1 << F.R) - 1) for i in range(F.N)]


def edge_elements(bound, F=K):
    """Digit lists: 0, 1, p, p - 1, 2^bits - 1 (non-canonical), every
    digit at bound - 1, and each digit alone at bound - 1."""
    top = bound - 1
    out = [digits(v, F) for v in (0, 1, F.P, F.P - 1,
                                  (1 << F.FIELD.bits) - 1)]
    out.append([top] * F.N)
    for i in range(F.N):
        d = [0] * F.N
        d[i] = top
        out.append(d)
    return out


def random_elements(rng, bound, count, F=K):
    return [[rng.randrange(bound) for _ in range(F.N)] for _ in range(count)]


def ladder_step(x1, x2, z2, x3, z3, swap, F=K):
    """RFC 7748's step on integers (the kernel's order of operations does
    not change the values mod p)."""
    if swap:
        x2, z2, x3, z3 = x3, z3, x2, z2
    a, b = x2 + z2, x2 - z2
    c, d = x3 + z3, x3 - z3
    da, cb = d * a, c * b
    aa, bb = a * a, b * b
    e = aa - bb
    return [v % F.P for v in (aa * bb, e * (aa + F.A24 * e),
                              (da + cb) ** 2, x1 * (da - cb) ** 2)]


D = fields.ED25519_D


def ed_add(P, Q):
    """Affine Edwards addition (complete for a = -1, d not a square)."""
    (x1, y1), (x2, y2) = P, Q
    t = D * x1 * x2 * y1 * y2 % P_
    return ((x1 * y2 + x2 * y1) * pow(1 + t, -1, P_) % P_,
            (y1 * y2 + x1 * x2) * pow(1 - t, -1, P_) % P_)


P_ = K.P


def ed_mul(k, pt):
    r = (0, 1)
    for bit in bin(k)[2:]:
        r = ed_add(r, r)
        if bit == "1":
            r = ed_add(r, pt)
    return r


def ed_points(rng, count):
    """Multiples of the base point, the neutral element, and a point of
    order 2 (0, -1) and 4 (sqrt(-1) up to sign, 0)."""
    base = (fields.ED25519_BX, fields.ED25519_BY)
    pts = [(0, 1), (0, P_ - 1), base]
    i4 = pow(2, (P_ - 1) // 4, P_)                 # sqrt(-1)
    pts.append((i4, 0))
    pts += [ed_mul(rng.randrange(1, fields.CURVE25519_L), base)
            for _ in range(count)]
    return pts


def extended(pt, z):
    """(X, Y, Z, T) digits of the affine point pt scaled by z."""
    x, y = pt
    return (digits(x * z % P_) + digits(y * z % P_) + digits(z) +
            digits(x * y * z % P_))


def affine_of(words):
    X, Y, Z, T = [value(words[K.N * k:K.N * (k + 1)]) % P_
                  for k in range(4)]
    zi = pow(Z, -1, P_)
    return (X * zi % P_, Y * zi % P_), (T * Z - X * Y) % P_


class EdwardsKernels(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dbl = K.build_ed_dbl("t_dbl")
        cls.dbl_nt = K.build_ed_dbl("t_dbl_nt", with_t=False)
        cls.madd = K.build_ed_madd("t_madd")
        cls.add = K.build_ed_add("t_add")

    def check_out(self, p, want):
        for k in range(4):
            self.assertTrue(all(0 <= v < K.TIGHT
                                for v in p[K.N * k:K.N * (k + 1)]))
        got, t_err = affine_of(p)
        self.assertEqual(got, want)
        self.assertEqual(t_err, 0)                 # T = X Y / Z

    def test_dbl_madd_add(self):
        rng = random.Random(8032)
        pts = ed_points(rng, 8)
        for i, a in enumerate(pts):
            z = rng.randrange(1, P_) if i % 3 else 1
            p = extended(a, z)
            ir.run_function(self.dbl, {"p": p})
            self.check_out(p, ed_add(a, a))
            q = extended(a, z)
            t_in = q[3 * K.N:]
            ir.run_function(self.dbl_nt, {"p": q})
            self.assertEqual(q[:3 * K.N], p[:3 * K.N])
            self.assertEqual(q[3 * K.N:], t_in)     # T left alone
            for j, c in enumerate(pts):
                x, y = c
                q = digits((y + x) % P_) + digits((y - x) % P_) + \
                    digits(2 * D * x * y % P_)
                p = extended(a, z)
                ir.run_function(self.madd, {"p": p, "q": q})
                self.check_out(p, ed_add(a, c))
                z2 = rng.randrange(1, P_)
                X, Y, Z = x * z2 % P_, y * z2 % P_, z2
                q = digits((Y + X) % P_) + digits((Y - X) % P_) + \
                    digits(Z) + digits(2 * D * x * y * z2 % P_)
                p = extended(a, z)
                ir.run_function(self.add, {"p": p, "q": q})
                self.check_out(p, ed_add(a, c))

    def test_edge_digits(self):
        # inputs at the top of the tight bound: outputs stay tight and
        # right mod p (the values are not points; the formulas are
        # checked as polynomials)
        top = [K.TIGHT - 1] * (4 * K.N)
        p = list(top)
        ir.run_function(self.dbl, {"p": p})
        X, Y, Z = [value(top[K.N * k:K.N * (k + 1)]) for k in range(3)]
        A, B, C = X * X, Y * Y, 2 * Z * Z
        H, E, G = A + B, A + B - (X + Y) ** 2, A - B
        F = C + G
        self.assertEqual([value(p[K.N * k:K.N * (k + 1)]) % P_
                          for k in range(4)],
                         [v % P_ for v in (E * F, G * H, F * G, E * H)])
        self.assertTrue(all(v < K.TIGHT for v in p))

    def test_rv64_leaves(self):
        rng = random.Random(4)
        for f in (self.dbl, self.dbl_nt, self.madd, self.add):
            form = emit_rv64.compile_best(f)
            emit_rv64.verify_leaf(form.f, emit_rv64.emit_form(form), rng,
                                  ncases=4, nbind=2)


class FieldKernels(unittest.TestCase):
    """The field and ladder leaves of a kernel module F (this field's;
    test_kernels_448 runs the same checks on kernels_448): products at
    the bounds the ladder feeds them (BOUNDS), aliasing, the ladder step
    against RFC 7748's formulas, the asm against the IR."""
    F = K
    BOUNDS = (K.TIGHT, K.LOOSE)      # a + b and a - b + 4p of tight ones
    SEED = 25519

    @classmethod
    def setUpClass(cls):
        cls.mul = cls.F.build_fe_mul("t_mul")
        cls.sqr = cls.F.build_fe_mul("t_sqr", True)
        cls.ladder = cls.F.build_ladder("t_ladder")

    def value(self, d):
        return value(d, self.F)

    def elements(self, rng, bound, count):
        return (edge_elements(bound, self.F) +
                random_elements(rng, bound, count, self.F))

    def check_tight(self, d):
        self.assertTrue(all(0 <= x < self.F.TIGHT for x in d), d)

    def run_mul(self, a, b=None):
        r = [0xA5A5] * self.F.N
        if b is None:
            ir.run_function(self.sqr, {"r": r, "a": list(a)})
        else:
            ir.run_function(self.mul, {"r": r, "a": list(a), "b": list(b)})
        return r

    def test_mul_sqr(self):
        rng, p, v = random.Random(self.SEED), self.F.P, self.value
        for bound in self.BOUNDS:
            xs = self.elements(rng, bound, 40)
            for a in xs:
                r = self.run_mul(a)
                self.check_tight(r)
                self.assertEqual(v(r) % p, v(a) ** 2 % p)
                for b in xs[::3]:
                    r = self.run_mul(a, b)
                    self.check_tight(r)
                    self.assertEqual(v(r) % p, v(a) * v(b) % p)

    def test_mul_aliasing(self):
        rng, p, v, tight = random.Random(1), self.F.P, self.value, self.F.TIGHT
        for a in random_elements(rng, tight, 10, self.F):
            b = random_elements(rng, tight, 1, self.F)[0]
            r = list(a)
            ir.run_function(self.mul, {"r": r, "a": r, "b": list(b)})
            self.assertEqual(v(r) % p, v(a) * v(b) % p)
            r = list(a)
            ir.run_function(self.sqr, {"r": r, "a": r})
            self.assertEqual(v(r) % p, v(a) ** 2 % p)

    def test_ladder_step(self):
        rng, n, tight = random.Random(7748), self.F.N, self.F.TIGHT
        pool = self.elements(rng, tight, 30)
        for i in range(60):
            pts = [pool[(i * 5 + k) % len(pool)] if i < 20 else
                   random_elements(rng, tight, 1, self.F)[0]
                   for k in range(5)]
            x1, x2, z2, x3, z3 = pts
            swap = i & 1
            p = x2 + z2 + x3 + z3
            ir.run_function(self.ladder, {
                "p": p, "x1": list(x1),
                "sw": (1 << 64) - 1 if swap else 0})
            outs = [p[n * k:n * (k + 1)] for k in range(4)]
            for d in outs:
                self.check_tight(d)
            self.assertEqual(
                [self.value(d) % self.F.P for d in outs],
                ladder_step(*[self.value(d) for d in (x1, x2, z2, x3, z3)],
                            swap, F=self.F))

    def test_bounds_refused(self):
        # an input the column bounds do not cover is refused when built
        b = ir.Builder("t", 64, None, "")
        b.array("a", self.F.N, "in")
        x = self.F.fe_load(b, "a")
        wide = self.F.fe_add(b, self.F.fe_add(b, x, x),
                             self.F.fe_add(b, x, x))
        wide = self.F.fe_add(b, wide, wide)     # 8 times the tight bound
        with self.assertRaises(AssertionError):
            self.F.fe_mul(b, wide, wide)

    def test_rv64_leaves(self):
        # the asm of every leaf against the IR in the simulator, edge and
        # random words, under several register bindings
        rng = random.Random(3)
        for f in (self.mul, self.sqr, self.ladder):
            form = emit_rv64.compile_best(f)
            lines = emit_rv64.emit_form(form)
            emit_rv64.verify_leaf(form.f, lines, rng, ncases=6, nbind=2)
            # inside the contract: no s0, sp, gp, tp, ra
            text = "\n".join(lines)
            for reg in ("s0", "fp", "sp", "gp", "tp", "ra"):
                self.assertNotIn('"%s"' % reg, text)


if __name__ == "__main__":
    unittest.main()


class Ed25519Tables(unittest.TestCase):
    """tmpl_x25519's constant tables: every entry (y + x, y - x, 2dxy) of
    a point on the curve, and the multiple its position says, against
    scalar multiplication by double-and-add on Python integers."""

    def setUp(self):
        import tmpl_x25519 as T
        self.T = T

    def points(self, words):
        """The affine points of a table of 15-word entries."""
        out = []
        for i in range(0, len(words), 15):
            ypx, ymx, t2 = (value(words[i + 5 * k:i + 5 * k + 5])
                            for k in range(3))
            inv2 = pow(2, P - 2, P)
            x, y = (ypx - ymx) * inv2 % P, (ypx + ymx) * inv2 % P
            self.assertEqual(t2, 2 * fields.ED25519_D * x * y % P)
            self.assertEqual((-x * x + y * y) % P,
                             (1 + fields.ED25519_D * x * x * y * y) % P)
            self.assertTrue(all(w < 1 << K.R for w in words[i:i + 15]))
            out.append((x, y))
        return out

    def mul(self, k):
        r, q = (0, 1), self.T.BASE
        while k:
            if k & 1:
                r = self.T.ed_add(r, q)
            q = self.T.ed_add(q, q)
            k >>= 1
        return r

    def test_comb(self):
        pts = self.points(self.T.comb_table())
        self.assertEqual(len(pts), self.T.COMB_ROWS * 8)
        for j, k in [(0, 0), (0, 7), (1, 3), (17, 5), (31, 0), (31, 7)]:
            self.assertEqual(pts[8 * j + k], self.mul((k + 1) << (8 * j)))

    def test_odd(self):
        pts = self.points(self.T.odd_table(self.T.NAF_B))
        self.assertEqual(len(pts), 1 << (self.T.NAF_B - 2))
        for i in (0, 1, 2, 31, 63):
            self.assertEqual(pts[i], self.mul(2 * i + 1))
