"""Unit tests: every kernel of both catalogues, run by the IR evaluator,
against Python integers (semantics.py), on edge and random inputs.

Also checks that lowering to primitive ops preserves every leaf, that the
allowed aliasing (may_alias) really works, and that the kernels contain no
operation outside the IR (so they are branch-free by construction).
Run: python3 -m unittest discover -s scripts/sp -p 'test_*.py'
"""

import os
import random
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import catalog  # noqa: E402
import ir  # noqa: E402
import semantics as S  # noqa: E402

CATALOGS = {w: catalog.Catalog(w) for w in (64, 32)}


def run_entry(cat, entry, args, alias=None, lowered=False):
    """Run entry's kernel on integer args; returns {out param: int, 'ret'}.

    alias = (out, in): the out array is the in array's buffer.
    """
    k = entry.kernel
    if lowered:
        k = ir.lower(k)
    w = k.w
    bufs = {}
    for p in k.params:
        if p.kind == "word":
            bufs[p.name] = args[p.name]
        else:
            bufs[p.name] = S.to_words(args[p.name], p.length, w)
    if alias:
        out, inp = alias
        n = min(k.param(out).length, k.param(inp).length)
        bufs[out] = bufs[inp] + S.to_words(
            args[out] >> (w * n), k.param(out).length - n, w)
        bufs[inp] = ir.ArrayView(bufs[out], 0, k.param(inp).length)
    ret = ir.run(k, bufs, cat.lookup, garbage=0x5A5A5A5A)
    res = {"ret": ret}
    for p in k.params:
        if p.kind == "array" and p.mode != "in":
            buf = bufs[p.name]
            words = [buf[i] for i in range(p.length)]
            res[p.name] = S.from_words(words, w)
    return res


def check(tc, cat, entry, args, res, alias=None):
    exp = S.expect(entry, args)
    for key, val in exp.items():
        got = res[key]
        if key != "ret" and alias and key == alias[1]:
            continue        # the input array was overwritten on purpose
        tc.assertEqual(got, val, "%s %s: %r" % (entry.name, key, args))


class KernelTests(unittest.TestCase):

    def _run_all(self, w, count):
        cat = CATALOGS[w]
        rng = random.Random(1000 + w)
        for entry in cat.entries.values():
            n_cases = count if entry.n <= 18 else max(4, count // 4)
            for args in S.cases(entry, rng, n_cases):
                check(self, cat, entry, args, run_entry(cat, entry, args))

    def test_all_kernels_64(self):
        self._run_all(64, 16)

    def test_all_kernels_32(self):
        self._run_all(32, 16)

    def test_lowered_leaves(self):
        for w, cat in CATALOGS.items():
            rng = random.Random(7 + w)
            for entry in cat.entries.values():
                if not isinstance(entry.kernel, ir.Function):
                    continue
                for args in S.cases(entry, rng, 3):
                    check(self, cat, entry, args,
                          run_entry(cat, entry, args, lowered=True))

    def test_aliasing(self):
        for w, cat in CATALOGS.items():
            rng = random.Random(99 + w)
            for entry in cat.entries.values():
                for alias in entry.kernel.may_alias:
                    for args in S.cases(entry, rng, 3):
                        a = dict(args)
                        res = run_entry(cat, entry, a, alias=alias)
                        check(self, cat, entry, a, res, alias)

    def test_only_ir_ops(self):
        allowed = set(ir.PRIMITIVE) | set(ir.COMPOSITE)
        for cat in CATALOGS.values():
            for entry in cat.entries.values():
                k = entry.kernel
                if isinstance(k, ir.Function):
                    self.assertTrue({op.opcode for op in k.ops} <= allowed)
                    low = ir.lower(k)
                    self.assertTrue({op.opcode for op in low.ops} <=
                                    set(ir.PRIMITIVE))

    def test_ssa(self):
        for cat in CATALOGS.values():
            for entry in cat.entries.values():
                k = entry.kernel
                if not isinstance(k, ir.Function):
                    continue
                seen = set()
                for op in k.ops:
                    for a in op.args:
                        self.assertIn(a.id, seen, entry.name)
                    for r in op.results:
                        self.assertNotIn(r.id, seen, entry.name)
                        seen.add(r.id)

    def test_column_multiplication(self):
        """The product-scanning variant (not in the catalogue by default)."""
        import kernels
        rng = random.Random(5)
        for w in (64, 32):
            for n in (1, 2, 3, 4, 9, 17):
                f = kernels.build_mul("m", w, n, columns=True)
                top = (1 << (w * n)) - 1
                for a, b in [(top, top), (0, top), (1, 1)] + [
                        (rng.getrandbits(w * n), rng.getrandbits(w * n))
                        for _ in range(5)]:
                    r = [0] * (2 * n)
                    ir.run_function(f, {"r": r, "a": S.to_words(a, n, w),
                                        "b": S.to_words(b, n, w)})
                    self.assertEqual(S.from_words(r, w), a * b)

    def test_mont_rows_cols(self):
        """The product-scanning rows leaf (k = 8) against Python integers
        and against the wavefront leaf: n = 16 and 32, generic moduli
        (edges 2^(wn) - 1, 2^(wn-1) + 1, random), the fixed 16-limb
        fields and fixed 32-limb moduli (random; low word all ones, so
        mp = 1 and the low column costs no product), t all ones with
        ca = 1 (the largest value of a block, carry out 1)."""
        import fields
        import kernels
        rng = random.Random(8)
        w, k, mask = 64, 8, (1 << 64) - 1
        for n in (16, 32):
            top = (1 << (w * n)) - 1
            mods = [(top, False), ((1 << (w * n - 1)) + 1, False),
                    (rng.getrandbits(w * n) | 1 | (1 << (w * n - 1)),
                     False)]
            mods += [(f.modulus, True) for f in fields.fixed_fields()
                     if f.limbs(w) == n and f.reduction == "montgomery"]
            mods += [(rng.getrandbits(w * n) | 1 | (1 << (w * n - 1)), True),
                     (rng.getrandbits(w * n) | mask | (1 << (w * n - 1)),
                      True)]
            self.assertTrue(any(f for _, f in mods))
            for m, fixed in mods:
                mp = fields.montgomery_constant(m, w)
                mw = S.to_words(m, n, w) if fixed else None
                fs = [b("r", w, n, mw, mp if fixed else None, k)
                      for b in (kernels.build_mont_rows_cols,
                                kernels.build_mont_rows)]
                ones = (1 << (w * (n + k))) - 1
                for t, ca in [(0, 0), (ones, 1), (ones, 0)] + [
                        (rng.getrandbits(w * (n + k)), rng.getrandbits(1))
                        for _ in range(3)]:
                    out, carry = S.mont_rows(t, ca, m, mp, w, n, k)
                    for f in fs:
                        bufs = {"t": S.to_words(t, n + k, w), "ca": ca}
                        if not fixed:
                            bufs["m"], bufs["mp"] = S.to_words(m, n, w), mp
                        ret = ir.run_function(f, bufs)
                        self.assertEqual(ret, carry)
                        self.assertEqual(S.from_words(bufs["t"], w), out)
        # the IR cost: 8 per product plus t and the modulus per column
        c = ir.count_function(kernels.build_mont_rows_cols(
            "r", w, 16, None, None, 8))
        self.assertEqual(c["mul"] + c["mulhu"], 2 * 16 * 8)
        self.assertLessEqual(sum(c.values()), 1118)

    def test_rv64_rows_catalogue(self):
        """The RV64 catalogue (8-row product-scanning mont_rows) by the
        IR evaluator: its rows leaves and the reductions around them."""
        cat = catalog.Catalog(64, rows=(8, True))
        rng = random.Random(64)
        seen = 0
        for entry in cat.entries.values():
            if entry.role not in ("mont_rows", "mont_reduce", "from_mont") \
                    or entry.n <= catalog.MAX_LEAF_LIMBS:
                continue
            if entry.role == "mont_rows":
                self.assertEqual(entry.kernel.param("t").length,
                                 entry.n + 8)
                seen += 1
            for args in S.cases(entry, rng, 5):
                check(self, cat, entry, args, run_entry(cat, entry, args))
        self.assertEqual(seen, 4)       # 24, 32, 48 and 64 limbs

    def test_leaf_size_policy(self):
        """No leaf computes more than 2 * MAX_LEAF_LIMBS^2 word products
        (an unrolled n x n product above the limit would)."""
        lim = 2 * catalog.MAX_LEAF_LIMBS ** 2 * 2
        for cat in CATALOGS.values():
            for entry in cat.entries.values():
                if isinstance(entry.kernel, ir.Function):
                    c = ir.count_function(entry.kernel)
                    self.assertLessEqual(c["mul"] + c["mulhu"], lim,
                                         entry.name)


if __name__ == "__main__":
    unittest.main()
