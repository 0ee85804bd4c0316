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

# with the fused doublings of the RV64 catalogue (4 limbs: P-256, SM2)
# and of other sizes (P-384; P-256/SM2 with 32-bit words)
CATALOGS = {64: catalog.Catalog(64, dbl=(4, 6), add=(4, 6)),
            32: catalog.Catalog(32, dbl=(8,), add=(8,))}


def run_entry(cat, entry, args, alias=None, lowered=False):
    """Run entry's kernel on integer args; returns {out param: int, 'ret'}.

    alias = (out, in): the out array is the in array's buffer.
    """
    k = entry.kernel
    if lowered:
        k = ir.lower(k)
    bufs = {}
    for p in k.params:
        if p.kind == "word":
            bufs[p.name] = args[p.name]
        else:
            bufs[p.name] = S.words_of(k, args[p.name], p.length)
    if alias:
        out, inp = alias
        n = min(k.param(out).length, k.param(inp).length)
        bufs[out] = bufs[inp] + S.words_of(
            k, args[out] >> (S.digit_bits(k) * n), k.param(out).length - n)
        bufs[inp] = ir.ArrayView(bufs[out], 0, k.param(inp).length)
    ret = ir.run(k, bufs, cat.lookup, garbage=0x5A5A5A5A)
    res = {"ret": ret}
    for p in k.params:
        if p.kind == "array" and p.mode != "in":
            buf = bufs[p.name]
            words = [buf[i] for i in range(p.length)]
            res[p.name] = S.value_of(k, words)
    return res


def check(tc, cat, entry, args, res, alias=None):
    exp = S.expect(entry, args)
    for key, val in exp.items():
        got = res[key]
        if key != "ret" and alias and key == alias[1]:
            continue        # the input array was overwritten on purpose
        tc.assertEqual(got, val, "%s %s: %r" % (entry.name, key, args))


def check_curve_sums(tc, cat, entry, w, rng, affine_q):
    """An addition leaf (proj_madd: affine_q, q affine; proj_add: q
    Jacobian) on multiples of G, p = [k1] G and q = [k2] G with random Z:
    the affine sum of tmpl_ecc_math, Z3 = 0 for p = -q and the all-ones
    mask exactly when p = q."""
    import tmpl_ecc_math as M
    f, n = entry.field, entry.n
    m, R = f.modulus, f.r(w)
    bits = w * n
    c = f.curve
    Ri = pow(R, -1, m)

    def point(k, affine):
        x, y = M.ec_mul(abs(k), (c.gx, c.gy), m, c.a)
        y = y if k > 0 else m - y
        z = 1 if affine else rng.randrange(1, m)    # (x z^2, y z^3, z)
        v = [x * z * z % m, y * z ** 3 % m, z][:2 if affine else 3]
        return sum(x * R % m << j * bits for j, x in enumerate(v))
    for k1, k2 in ((1, 2), (3, 7), (12345, 99), (5, 5), (4, -4)):
        args = {"r": 0, "p": point(k1, False), "q": point(k2, affine_q)}
        res = run_entry(cat, entry, args)
        check(tc, cat, entry, args, res)
        X3, Y3, Z3 = [(res["r"] >> j * bits) % (1 << bits) * Ri % m
                      for j in range(3)]
        tc.assertEqual(res["ret"], (1 << w) - 1 if k1 == k2 else 0)
        if k1 + k2 == 0:
            tc.assertEqual(Z3, 0, entry.name)
        elif k1 != k2:
            zi = pow(Z3, -1, m)
            tc.assertEqual((X3 * zi * zi % m, Y3 * zi ** 3 % m),
                           M.ec_mul(k1 + k2, (c.gx, c.gy), m, c.a),
                           entry.name)


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

    def test_proj_dbl(self):
        """The fused doubling against Python integers: any coordinates
        (not only curve points), Z = 0, aliasing, and on the curve the
        affine doubling of tmpl_ecc_math."""
        import tmpl_ecc_math as M
        seen = 0
        for w, cat in CATALOGS.items():
            rng = random.Random(5 + w)
            for entry in cat.entries.values():
                if entry.role != "proj_dbl":
                    continue
                seen += 1
                f, n = entry.field, entry.n
                m, R = f.modulus, f.r(w)
                bits = w * n
                pts = [(rng.randrange(m), rng.randrange(m), rng.randrange(m))
                       for _ in range(6)]
                pts += [(rng.randrange(m), rng.randrange(m), 0), (0, 0, 0),
                        (m - 1, m - 1, m - 1), (1, 0, 1)]
                for X, Y, Z in pts:
                    args = {"r": 0, "p": X | Y << bits | Z << 2 * bits}
                    res = run_entry(cat, entry, args)
                    check(self, cat, entry, args, res)
                    res = run_entry(cat, entry, dict(args), alias=("r", "p"))
                    check(self, cat, entry, args, res, ("r", "p"))
                    if Z == 0:
                        self.assertEqual(res["r"] >> 2 * bits, 0)
                c = f.curve
                for k in (1, 2, 12345):
                    x, y = M.ec_mul(k, (c.gx, c.gy), m, c.a)
                    z = rng.randrange(1, m)         # (x z^2, y z^3, z)
                    P = [x * z * z % m, y * z ** 3 % m, z]
                    args = {"r": 0, "p": sum(v * R % m << j * bits
                                             for j, v in enumerate(P))}
                    r = run_entry(cat, entry, args)["r"]
                    X2, Y2, Z2 = [(r >> j * bits) % (1 << bits) *
                                  pow(R, -1, m) % m for j in range(3)]
                    zi = pow(Z2, -1, m)
                    self.assertEqual(
                        (X2 * zi * zi % m, Y2 * zi ** 3 % m),
                        M.ec_mul(2 * k, (c.gx, c.gy), m, c.a), entry.name)
        self.assertEqual(seen, 5)       # P-256, SM2 (64 and 32), P-384

    def test_proj_madd(self):
        """The fused mixed addition against Python integers: any
        coordinates (not only curve points), Z1 = 0, aliasing; on the
        curve the affine sum of tmpl_ecc_math, p = -q (Z3 = 0) and the
        all-ones mask exactly when H = R = 0 (p = q)."""
        seen = 0
        for w, cat in CATALOGS.items():
            rng = random.Random(7 + w)
            for entry in cat.entries.values():
                if entry.role != "proj_madd":
                    continue
                seen += 1
                f, n = entry.field, entry.n
                m = f.modulus
                bits = w * n
                ones = (1 << w) - 1
                pts = [[rng.randrange(m) for _ in range(5)]
                       for _ in range(6)]
                pts += [[rng.randrange(m), rng.randrange(m), 0,
                         rng.randrange(m), rng.randrange(m)], [0] * 5,
                        [m - 1] * 5, [1, 0, 1, 1, 0], [5, 7, 0, 5, 7]]
                for X1, Y1, Z1, X2, Y2 in pts:
                    args = {"r": 0, "p": X1 | Y1 << bits | Z1 << 2 * bits,
                            "q": X2 | Y2 << bits}
                    res = run_entry(cat, entry, args)
                    check(self, cat, entry, args, res)
                    res = run_entry(cat, entry, dict(args), alias=("r", "p"))
                    check(self, cat, entry, args, res, ("r", "p"))
                # all zero coordinates: H = R = 0
                self.assertEqual(run_entry(cat, entry, {
                    "r": 0, "p": 0, "q": 0})["ret"], ones)
                check_curve_sums(self, cat, entry, w, rng, True)
        self.assertEqual(seen, 5)       # P-256, SM2 (64 and 32), P-384

    def test_proj_add(self):
        """The fused addition against Python integers: any coordinates,
        Z1 = 0, Z2 = 0, r aliasing p and q; on the curve the affine sum
        of tmpl_ecc_math, p = -q (Z3 = 0) and the all-ones mask exactly
        when H = R = 0 (p = q, with different Z)."""
        seen = 0
        for w, cat in CATALOGS.items():
            rng = random.Random(9 + w)
            for entry in cat.entries.values():
                if entry.role != "proj_add":
                    continue
                seen += 1
                f, n = entry.field, entry.n
                m = f.modulus
                bits = w * n
                ones = (1 << w) - 1
                pts = [[rng.randrange(m) for _ in range(6)]
                       for _ in range(6)]
                pts += [[rng.randrange(m) for _ in range(5)] + [0],
                        [rng.randrange(m), rng.randrange(m), 0] +
                        [rng.randrange(m) for _ in range(3)], [0] * 6,
                        [m - 1] * 6, [1, 0, 1, 1, 0, 1]]
                for c6 in pts:
                    args = {"r": 0, "p": sum(v << j * bits for j, v in
                                             enumerate(c6[:3])),
                            "q": sum(v << j * bits for j, v in
                                     enumerate(c6[3:]))}
                    for alias in (None, ("r", "p"), ("r", "q")):
                        res = run_entry(cat, entry, dict(args), alias=alias)
                        check(self, cat, entry, args, res, alias)
                self.assertEqual(run_entry(cat, entry, {
                    "r": 0, "p": 0, "q": 0})["ret"], ones)
                check_curve_sums(self, cat, entry, w, rng, False)
        self.assertEqual(seen, 5)       # P-256, SM2 (64 and 32), P-384

    def test_value_list_helpers(self):
        """v_mod_half, v_mont_mul and v_mont_sqr (the interleaved
        Montgomery products of build_proj_dbl) against integers."""
        import fields
        import kernels as K
        rng = random.Random(3)
        for name in ("p256", "sm2", "p384", "p256_order"):
            f = fields.FIELDS[name]
            for w in (64, 32):
                n = f.limbs(w)
                m, R = f.modulus, f.r(w)
                b = ir.Builder("t", w, None)
                b.array("r", 3 * n, "out")
                b.array("x", n, "in")
                b.array("y", n, "in")
                x = [b.load("x", i) for i in range(n)]
                y = [b.load("y", i) for i in range(n)]
                mv = K.const_vec(b, f.words(m, w))
                mp = b.const(f.mp(w))
                K.store_vec(b, "r", K.v_mod_half(b, x, mv))
                K.store_vec(b, "r", K.v_mont_mul(b, x, y, mv, mp), n)
                K.store_vec(b, "r", K.v_mont_sqr(b, x, mv, mp), 2 * n)
                fn = b.finish()
                for xv, yv in [(0, 0), (m - 1, m - 1), (1, m - 1)] + [
                        (rng.randrange(m), rng.randrange(m))
                        for _ in range(5)]:
                    bufs = {"r": [0] * 3 * n, "x": S.to_words(xv, n, w),
                            "y": S.to_words(yv, n, w)}
                    ir.run_function(fn, bufs)
                    out = S.from_words(bufs["r"], w)
                    mask = (1 << w * n) - 1
                    Ri = pow(R, -1, m)
                    self.assertEqual(out & mask, xv * pow(2, -1, m) % m)
                    self.assertEqual(out >> w * n & mask, xv * yv * Ri % m)
                    self.assertEqual(out >> 2 * w * n, xv * xv * Ri % m)

    def test_leaf_size_policy(self):
        """No leaf computes more than 2 * MAX_LEAF_LIMBS^2 word products
        (an unrolled n x n product above the limit would).  The point
        leaves (proj_*) compose several products, each of n limbs: for
        them n <= MAX_FUSED_LIMBS (as a fused mont_mul)."""
        lim = 2 * catalog.MAX_LEAF_LIMBS ** 2 * 2
        for cat in CATALOGS.values():
            for entry in cat.entries.values():
                if entry.role.startswith("proj_"):
                    self.assertLessEqual(entry.n, catalog.MAX_FUSED_LIMBS)
                elif isinstance(entry.kernel, ir.Function):
                    c = ir.count_function(entry.kernel)
                    self.assertLessEqual(c["mul"] + c["mulhu"], lim,
                                         entry.name)


if __name__ == "__main__":
    unittest.main()
