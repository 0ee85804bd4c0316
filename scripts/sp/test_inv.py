"""Model of sp_ct_inv (templates/helper_ct_inv.c.in): the batched
divsteps in Python integers, run on the moduli of every curve.  Checks
the inverse, that g reaches 0 a batch before the count the C uses (the
margin is real), and the matrix bounds the C relies on (entries fit
B + 1 signed bits, |u| + |v| <= 2^B)."""

import random
import unittest

import tmpl_common as T
from fields import FIELDS


def divsteps(delta, f0, g0, B):
    """B divsteps on the low B bits (two's complement, as the C)."""
    mask = (1 << B) - 1
    f0 &= mask
    g0 &= mask
    u, v, q, r = 1, 0, 0, 1
    for _ in range(B):
        go = g0 & 1
        cs = delta > 0 and go
        sign = -1 if cs else 1
        fn, un, vn = (g0, q, r) if cs else (f0, u, v)
        if go:
            g0, q, r = g0 + sign * f0, q + sign * u, r + sign * v
        delta = (-delta if cs else delta) + 1
        f0, g0, u, v = fn, g0 >> 1, un << 1, vn << 1
    return delta, (u, v, q, r)


def model_inv(a, m, bits, w):
    """(a^-1 mod m, batch after which g was 0) as sp_ct_inv computes."""
    B = T.inv_radix(w)
    batches = T.inv_batches(w, bits)
    f, g, d, e, delta = m, a, 0, 1, 1
    zero_at = None
    for i in range(batches):
        delta, (u, v, q, r) = divsteps(delta, f, g, B)
        assert abs(u) + abs(v) <= 1 << B and abs(q) + abs(r) <= 1 << B
        fn, gn = u * f + v * g, q * f + r * g
        assert fn % (1 << B) == 0 and gn % (1 << B) == 0
        f, g = fn >> B, gn >> B
        d, e = (u * d + v * e) * pow(2, -B, m) % m, \
            (q * d + r * e) * pow(2, -B, m) % m
        if g == 0 and zero_at is None:
            zero_at = i + 1
    assert g == 0 and abs(f) == 1 or (a == 0 and f == m)
    return (d if f > 0 else -d) % m, zero_at, batches


def divsteps_vt(delta, f0, g0, B):
    """sp_inv_divsteps_vt (helper_vt_inv.c.in): the same steps by
    branches, in B + 2-bit words as the C's unsigned words wrap."""
    wmask = (1 << (B + 2)) - 1
    u, v, q, r = 1, 0, 0, 1
    for _ in range(B):
        if g0 & 1:
            if delta > 0:
                delta = -delta
                f0, g0 = g0, g0 - f0
                u, q = q, q - u
                v, r = r, r - v
            else:
                g0, q, r = g0 + f0, q + u, r + v
        delta += 1
        g0, u, v = (g0 & wmask) >> 1, u << 1, v << 1
    signed = [x - (1 << (B + 2)) if x & (1 << (B + 1)) else x
              for x in (x & wmask for x in (u, v, q, r))]
    return delta, tuple(signed)


def model_inv_vt(a, m, bits, w):
    """(a^-1 mod m, batches run) as sp_vt_inv computes: sp_ct_inv's
    batches until g = 0."""
    B = T.inv_radix(w)
    f, g, d, e, delta = m, a, 0, 1, 1
    for i in range(T.inv_batches(w, bits)):
        delta, (u, v, q, r) = divsteps_vt(delta, f & ((1 << (B + 2)) - 1),
                                          g & ((1 << (B + 2)) - 1), B)
        f, g = (u * f + v * g) >> B, (q * f + r * g) >> B
        d, e = (u * d + v * e) * pow(2, -B, m) % m, \
            (q * d + r * e) * pow(2, -B, m) % m
        if g == 0:
            break
    return (d if f > 0 else -d) % m, i + 1


class TestCtInv(unittest.TestCase):
    def test_vt_matches_ct(self):
        # the branchy divsteps and the early stop give sp_ct_inv's result
        rng = random.Random(3)
        for f in FIELDS.values():
            if not (f.fixed and f.curve is not None):
                continue
            o = FIELDS[f.curve.order]
            m, bits = o.modulus, o.bits
            for w in (64, 32):
                cases = [1, 2, m - 1, m - 2, (m - 1) // 2, 1 << (bits - 2)]
                cases += [rng.randrange(1, m) for _ in range(30)]
                for a in cases:
                    x, _, batches = model_inv(a, m, bits, w)
                    y, ran = model_inv_vt(a, m, bits, w)
                    self.assertEqual(y, x, (hex(m), w, a))
                    self.assertLessEqual(ran, batches)

    def test_curves(self):
        rng = random.Random(1)
        mods = set()
        for f in FIELDS.values():
            if f.fixed and f.curve is not None:
                mods.add((f.modulus, f.bits))
                o = FIELDS[f.curve.order]
                mods.add((o.modulus, o.bits))
        self.assertTrue(mods)
        for m, bits in sorted(mods):
            for w in (64, 32):
                cases = [1, 2, m - 1, m - 2, (m - 1) // 2, 1 << (bits - 2)]
                cases += [rng.randrange(1, m) for _ in range(40)]
                for a in cases:
                    x, zero_at, batches = model_inv(a, m, bits, w)
                    self.assertEqual(x * a % m, 1)
                    self.assertLess(zero_at, batches)
                self.assertEqual(model_inv(0, m, bits, w)[0], 0)

    def test_minv(self):
        for w in (64, 32):
            B = T.inv_radix(w)
            for m in (2**255 - 19, 2**521 - 1, 3):
                self.assertEqual((m * T.inv_minv(w, m) + 1) % (1 << B), 0)


if __name__ == "__main__":
    unittest.main()
