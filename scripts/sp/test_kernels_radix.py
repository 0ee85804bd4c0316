"""Unit tests of the reduced-radix Montgomery kernels (kernels_radix.py):
the digit plans and their bounds, and the IR of rmont_mul / rmont_sqr at
every size and column-block width against Python integers on edge and
random inputs (semantics.py), aliasing included.
Run: python3 -m unittest discover -s scripts/sp -p 'test_kernels_radix.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import catalog  # noqa: E402
import fields  # noqa: E402
import ir  # noqa: E402
import kernels_radix as KR  # noqa: E402
import semantics as S  # noqa: E402
import test_kernels as TK  # noqa: E402

SIZES = (512, 1024, 1536, 2048)


class GlueLib:
    """lib for build_rmont_glue outside a catalogue: helper leaves built
    on request, looked up by name (what ir.run and test_kernels need)."""

    def __init__(self, r, n, kernels):
        self.r, self.n, self.kernels = r, n, kernels

    def kernel(self, role, k):
        name = "h_%s_%d" % (role, k)
        if name not in self.kernels:
            r, n = self.r, self.n
            self.kernels[name] = {
                "rsqr_cols": lambda: KR.build_rsqr_cols(name, r, n),
                "rmul_rows": lambda: KR.build_rmul_rows(name, r, n, k),
                "rred_rows": lambda: KR.build_rred_rows(name, r, n, k),
                "rfinal": lambda: KR.build_rfinal(name, r, n)}[role]()
        return name

    def lookup(self, name):
        return self.kernels[name]


def entry_for(bits, role, d=KR.BLOCK):
    """A catalogue-like entry of a reduced-radix kernel for any size."""
    f = fields.FIELDS["rsa%d" % bits]
    r, n = KR.plan(bits)
    k = KR.build_rmont_mul("t_%s_%d" % (role, d), r, n, bits,
                           role == "rmont_sqr", d)
    return catalog.Entry(k.name, role, n, f, k)


class Plan(unittest.TestCase):
    def test_plans(self):
        # the fewest digits of at most 57 bits whose columns fit
        self.assertEqual(KR.plan(1024), (57, 18))
        self.assertEqual(KR.plan(1536), (57, 27))
        self.assertEqual(KR.plan(2048), (56, 37))
        for bits in SIZES + (3072, 4096):
            r, n = KR.plan(bits)
            self.assertTrue(KR.check_bounds(r, n, bits))
            self.assertGreaterEqual(r * n, bits + 2)

    def test_bounds_refuse(self):
        # 36 digits of 57 bits cover 2048 bits, but a column of 72
        # products overflows S; and R must exceed 4m
        with self.assertRaises(AssertionError):
            KR.check_bounds(57, 36, 2048)
        with self.assertRaises(AssertionError):
            KR.check_bounds(57, 18, 1025)

    def test_worst_column_fits(self):
        # the largest S the bound allows, reached by all-ones digits
        # with the largest carry, is below 2^64 (exact integers)
        r, n = KR.plan(1024)
        d = (1 << r) - 1
        s = 2 * n * d + 2 * n * ((d * d) >> r) + 2 * d
        self.assertLess(s, 1 << 64)


class Kernels(unittest.TestCase):
    def check_entry(self, cat, e, rng, count, per_alias):
        """count cases of entry e, then per_alias for each may_alias
        pair, against semantics.py; digits stay below 2^r."""
        r = S.digit_bits(e.kernel)
        for args in S.cases(e, rng, count):
            res = TK.run_entry(cat, e, args)
            TK.check(self, cat, e, args, res)
            self.assertTrue(all(x < (1 << r) for x in
                                S.words_of(e.kernel, res["r"], e.n)))
        for alias in e.kernel.may_alias:
            for args in S.cases(e, rng, per_alias):
                res = TK.run_entry(cat, e, args, alias)
                TK.check(self, cat, e, args, res, alias)

    def run_cases(self, e, count, rng):
        self.check_entry(catalog.Catalog(64, fields=[]), e, rng, count, 3)

    def test_every_size(self):
        rng = random.Random(7)
        for bits in SIZES:
            for role in S.RADIX_ROLES:
                self.run_cases(entry_for(bits, role), 14, rng)

    def test_block_widths(self):
        rng = random.Random(8)
        for d in (1, 2, 3, 5, 7):
            for role in S.RADIX_ROLES:
                self.run_cases(entry_for(1024, role, d), 6, rng)

    def test_catalogue_entries(self):
        # the RV64 catalogue's kernels, lowered to primitives as well
        cat = catalog.rv64_catalog()
        rng = random.Random(9)
        names = [e for e in cat.entries.values()
                 if e.role in S.RADIX_ROLES]
        self.assertEqual(len(names), 2 * len(catalog.RV64_RADIX))
        for e in names:
            leaf = isinstance(e.kernel, ir.Function)
            self.assertEqual(leaf, e.n <= catalog.RADIX_LEAF_MAX)
            for args in S.cases(e, rng, 6):
                for lowered in ((False, True) if leaf else (False,)):
                    res = TK.run_entry(cat, e, args, lowered=lowered)
                    TK.check(self, cat, e, args, res)

    def test_glue_block_heights(self):
        # the glue form (column array, row blocks) at other heights and
        # sizes than the catalogue's, against the same semantics
        rng = random.Random(11)
        for bits, heights in ((1024, (2, 7)), (1536, (3, 5, 8)),
                              (2048, (4, 6))):
            f = fields.FIELDS["rsa%d" % bits]
            r, n = KR.plan(bits)
            for s in heights:
                kernels = {}
                lib = GlueLib(r, n, kernels)
                for role in S.RADIX_ROLES:
                    g = KR.build_rmont_glue(lib, "g", r, n, bits, s,
                                            role == "rmont_sqr")
                    self.check_entry(lib, catalog.Entry("g", role, n, f, g),
                                     rng, 4, 1)

    def test_row_blocks(self):
        for n in range(2, 80):
            for s in (3, 5, 6):
                blocks = KR.row_blocks(n, s)
                self.assertEqual(sum(k for _, k in blocks), n)
                self.assertEqual([i for i, _ in blocks],
                                 [sum(k for _, k in blocks[:j])
                                  for j in range(len(blocks))])
                if n >= (s - 1) * (s - 2):     # s, s - 1 always split n
                    self.assertTrue(all(k in (s, s - 1) for _, k in blocks))

    def test_pack_unpack(self):
        # rpack (with its pre-shift) and runpack against integers, edge
        # values first
        rng = random.Random(12)
        r, L, n = 57, 18, 16
        for k in (0, 1, 2):
            f = KR.build_rpack("p", r, L, n, k)
            for t in range(40):
                a = [0, 1, (1 << 1024) - 1, 1 << 1023][t] if t < 4 else \
                    rng.getrandbits(1024) >> rng.randrange(600)
                args = {"d": [0] * L, "a": S.to_words(a, n, 64)}
                ir.run_function(f, args)
                self.assertTrue(all(x < 1 << r for x in args["d"]))
                self.assertEqual(S.from_words(args["d"], r), a << k)
        f = KR.build_runpack("u", r, L, n)
        for t in range(40):
            v = [0, (1 << 1026) - 1, 1 << 1024][t] if t < 3 else \
                rng.getrandbits(1026)
            args = {"t": [0] * n, "d": S.to_words(v, L, r)}
            top = ir.run_function(f, args)
            self.assertEqual(S.from_words(args["t"], 64), v % (1 << 1024))
            self.assertEqual(top, v >> 1024)

    def test_fixed_field_glue(self):
        # SAKKE's mont_mul / mont_sqr through the 1024-bit rmont kernels
        # (RV64_RADIX_FIXED), with to_mont on top, against semantics
        cat = catalog.rv64_catalog()
        rng = random.Random(13)
        for f in catalog.RV64_RADIX_FIXED:
            fld = fields.FIELDS[f]
            n = fld.limbs(64)
            for role in ("mont_mul", "mont_sqr", "to_mont"):
                e = cat.entries[cat.name_of(role, n, fld)]
                self.assertIsInstance(e.kernel, ir.Glue)
                self.check_entry(cat, e, rng, 10, 2)

    def test_mersenne(self):
        # P-521 in 9 digits of 58 bits, folded, at every column-block
        # width, on edge values (0, 1, p - 1, 2^520, digit boundaries)
        # and random ones, against integers; the catalogue's leaves too
        self.assertEqual(KR.mersenne_plan(521), (58, 9))
        with self.assertRaises(AssertionError):
            KR.check_mersenne(61, 9)         # columns overflow 64 bits
        p = (1 << 521) - 1
        rng = random.Random(14)
        edges = [0, 1, p - 1, p - 2, 1 << 520, (1 << 521) - (1 << 464),
                 p ^ (1 << 57), (1 << 58) - 1, 1 << 464]
        for sq in (False, True):
            for d in (1, 2, 4, 9):
                f = KR.build_mersenne_rmul("x", 521, 9, sq, d)
                for t in range(40):
                    a = edges[t] if t < len(edges) else rng.randrange(p)
                    b = a if sq else (edges[-1 - t] if t < len(edges)
                                      else rng.randrange(p))
                    args = {"r": [0] * 9, "a": S.to_words(a, 9, 64)}
                    if not sq:
                        args["b"] = S.to_words(b, 9, 64)
                    ir.run_function(f, args)
                    self.assertEqual(S.from_words(args["r"], 64),
                                     a * b % p, (sq, d, t))
        cat = catalog.rv64_catalog()
        fld = fields.FIELDS["p521"]
        for role in ("mont_mul", "mont_sqr"):
            e = cat.entries[cat.name_of(role, 9, fld)]
            self.assertIn("build_mersenne_rmul", e.kernel.doc)
            self.check_entry(cat, e, rng, 12, 3)

    def test_wrong_mp_fails(self):
        # the check can fail: mp off by one gives another result
        rng = random.Random(10)
        e = entry_for(1024, "rmont_mul")
        args = S.cases(e, rng, 12)[11]
        args["mp"] ^= 2
        res = TK.run_entry(catalog.Catalog(64, fields=[]), e, args)
        self.assertNotEqual(res["r"], S.expect(e, args)["r"])

    def test_ops(self):
        # four instructions per product plus operand loads and column
        # work: the 1024-bit square stays under 2,700 IR ops.  Products:
        # 153 + 18 of a^2, 324 - 18 of u m (u_k m_0 only by its high
        # word), and a mul and a mulhu per low column
        e = entry_for(1024, "rmont_sqr")
        c = ir.count_function(e.kernel)
        self.assertEqual(c["mul"] + c["mulhu"],
                         2 * (153 + 18 + 324 - 18) + 2 * 18)
        self.assertLess(sum(c.values()), 2700)


if __name__ == "__main__":
    unittest.main()
