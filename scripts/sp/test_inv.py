"""Model of sp_ct_inv (templates/helper_ct_inv.c.in): the batched
divsteps in Python integers, run on the moduli of every curve.  Checks
the inverse, that g reaches 0 within the batches the C runs (the
theorem's count), the matrix bounds the C relies on (entries fit B + 1
signed bits, |u| + |v| <= 2^B) and the ranges of the lazy d, e updates
((-2m, m) after every batch, exact division by 2^B)."""

import random
import unittest

import tmpl_common as T
from fields import FIELDS


def divsteps(delta, f0, g0, B):
    """B divsteps on the low B bits (two's complement), by the C's masked
    rows: negate the f row when cs, add it to the g row when g is odd,
    add the new g row to the f row when cs (the swap), halve g and double
    (u, v); delta kept as z = -delta."""
    mask = (1 << B) - 1
    f0 &= mask
    g0 &= mask
    u, v, q, r = 1, 0, 0, 1
    z = -delta
    for _ in range(B):
        go = g0 & 1
        cs = z < 0 and go
        # negated by delta's sign alone (added only when g is odd, and
        # then cs = delta > 0)
        x, y, t = (-f0, -u, -v) if z < 0 else (f0, u, v)
        if go:
            g0, q, r = g0 + x, q + y, r + t
        if cs:
            f0, u, v = f0 + g0, u + q, v + r
        z = (-z if cs else z) - 2
        g0, u, v = g0 >> 1, u << 1, v << 1
    return -z, (u, v, q, r)


def update_de(d, e, mat, m, B):
    """sp_inv_update_de: lift d, e from (-2m, m) to (-m, m), apply the
    matrix with the multiples (md - 2^B) m that clear the low B bits."""
    u, v, q, r = mat
    minv = (-pow(m, -1, 1 << B)) % (1 << B)
    out = []
    for x in (d, e):
        assert -2 * m < x < m
    d, e = (x + m if x < 0 else x for x in (d, e))
    for a, b in ((u, v), (q, r)):
        s = a * d + b * e
        assert abs(s) < m << B
        k = (s * minv) % (1 << B) - (1 << B)
        s += k * m
        assert s % (1 << B) == 0
        out.append(s >> B)
        assert -2 * m < out[-1] < m
    return out


def finish(d, f, m):
    """sp_inv_finish: d from (-2m, m) to [0, m), negated by f's sign."""
    for _ in range(2):
        d = d + m if d < 0 else d
    assert 0 <= d < m
    return (m - d if f < 0 else d) % m


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
        d, e = update_de(d, e, (u, v, q, r), m, B)
        if g == 0 and zero_at is None:
            zero_at = i + 1
    assert g == 0 and abs(f) == 1 or (a == 0 and f == m)
    return finish(d, f, m), zero_at, batches


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
        delta += 2
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
        d, e = update_de(d, e, (u, v, q, r), m, B)
        if g == 0:
            break
    return finish(d, f, m), i + 1


def hd_steps(f, g):
    """Half-delta divsteps of the definition (delta doubled, from 1) until
    g = 0, by branches on whole integers: their number."""
    delta, n = 1, 0
    while g != 0:
        if delta > 0 and g & 1:
            delta, f, g = 2 - delta, g, (g - f) >> 1
        elif g & 1:
            delta, f, g = 2 + delta, f, (g + f) >> 1
        else:
            delta, g = 2 + delta, g >> 1
        n += 1
    return n


class TestCtInv(unittest.TestCase):
    def test_bound_sampled(self):
        # the definition's steps stay within inv_steps (the published
        # bound) on many moduli of small sizes, where inputs near the
        # worst case are likelier than at 256 bits; and the C's count
        # is the bound rounded up
        rng = random.Random(5)
        for bits in (23, 24, 31, 40, 64):
            top = T.inv_steps(bits)
            worst = 0
            for _ in range(4000):
                f = rng.randrange(1 << (bits - 1), 1 << bits) | 1
                g = rng.randrange(0, f)
                worst = max(worst, hd_steps(f, g))
            self.assertLessEqual(worst, top, bits)
        for w in (64, 32):
            for bits in (256, 384, 521, 1024):
                b = T.inv_batches(w, bits)
                B = T.inv_radix(w)
                self.assertTrue((b - 1) * B < T.inv_steps(bits) <= b * B)

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
                    self.assertLessEqual(zero_at, batches)
                self.assertEqual(model_inv(0, m, bits, w)[0], 0)

    def test_minv(self):
        for w in (64, 32):
            B = T.inv_radix(w)
            for m in (2**255 - 19, 2**521 - 1, 3):
                self.assertEqual((m * T.inv_minv(w, m) + 1) % (1 << B), 0)


if __name__ == "__main__":
    unittest.main()
