#!/usr/bin/env python3
"""Study: P-256 / SM2 / P-384 field operations saturated (4 or 6 x 64)
against a reduced-radix Montgomery form (5 x 52, R = 2^260; P-384: 7 x
56, R = 2^392), counted from the IR.

Not part of the generated library: doc/RISCV.md ("The unsaturated
alternative, counted") quotes what this prints, to decide whether the
point leaves of P-256 and SM2 should move to unsaturated digits.

The radix multiplication is kernels_radix.build_rmont_mul's product
scanning with the modulus digits as constants: mp = 1 where p = -1 mod
2^r (P-256, SM2; else a multiplication by mp), zero digits' products
dropped.  Counts are
ir.count_function's (one RV64IM instruction per op after lowering);
"alu" excludes loads and stores, which a point leaf keeps in registers.
Run: python3 scripts/sp/study_radix_fields.py [--compiled] (--compiled:
the point leaves as built and compiled, saturated against both radix
forms of kernels_wradix.py).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import fields  # noqa: E402
import ir  # noqa: E402
import kernels as K  # noqa: E402
from kernels_radix import _Block, _column_blocks  # noqa: E402


def build_fixed(name, r, n, p, square=False, d=4):
    """r = a b R^-1 mod p (R = 2^(r n)) with p's digits as constants."""
    sh = 64 - r
    md = [(p >> (r * i)) & ((1 << r) - 1) for i in range(n)]
    mp = (-pow(p, -1, 1 << 64)) % (1 << 64)
    b = ir.Builder(name, 64, None, "", may_alias=(("r", "a"),))
    b.f.digit = r
    b.array("r", n, "out")
    b.array("a", n, "in")
    if not square:
        b.array("b", n, "in")
    u, carry = [None] * n, None

    def prod(blk, c, x, xs, j):
        if md[j]:
            blk.product(c, x, xs, b.const(md[j]))

    for cols in _column_blocks(n, d):
        blk = _Block(b, cols, sh)
        i_lo = blk.operands(n, "a" if square else "b", square)
        for i in range(i_lo, min(cols[0], n)):
            for c in cols:
                if c - i < n:
                    prod(blk, c, u[i][0], u[i][1], c - i)
        for c in cols:
            lo, hi = blk.lo[c], blk.hi[c]
            if carry is not None:
                lo = b.add(lo, carry)
            s = b.sub(lo, b.shl(hi, r))
            s_top = b.shl(s, sh)
            out = b.add(hi, b.shr(s, r))
            if c < n:
                us = s_top if mp % (1 << r) == 1 else \
                    b.mul(s_top, b.const(mp))      # u_c << sh
                u[c] = (b.shr(us, sh), us)
                h = b.mulhu(us, b.const(md[0]))
                carry = b.add(b.add(out, h), b.snez(s_top))
                for c2 in cols:
                    if c < c2 < c + n:
                        prod(blk, c2, u[c][0], us, c2 - c)
            else:
                b.store("r", c - n, b.shr(s_top, sh))
                carry = out
    b.store("r", n - 1, carry)
    return b.finish()


def alu(f):
    c = ir.count_function(f)
    return sum(c.values()) - c["load"] - c["store"]


def saturated(name):
    """(mul, sqr, add, sub, half, dbl, madd) ALU ops of the saturated
    form (kernels.py's point-leaf operations)."""
    f = fields.FIELDS[name]
    n, mw, mp = f.limbs(64), f.words(f.modulus, 64), f.mp(64)
    out = []
    for role in ("mul", "sqr", "v_mod_add", "v_mod_sub", "v_mod_half"):
        b = ir.Builder("s", 64, None, "")
        b.array("r", n, "out")
        b.array("a", n, "in")
        b.array("c", n, "in")
        m, mpv = K._modulus(b, n, mw, mp)
        mul, sqr, _ = K._point_ops(b, n, m, mpv)
        a = [b.load("a", i) for i in range(n)]
        c = [b.load("c", i) for i in range(n)]
        v = {"mul": lambda: mul(a, c), "sqr": lambda: sqr(a),
             "v_mod_add": lambda: K.v_mod_add(b, a, c, m),
             "v_mod_sub": lambda: K.v_mod_sub(b, a, c, m),
             "v_mod_half": lambda: K.v_mod_half(b, a, m)}[role]()
        for i, x in enumerate(v):
            b.store("r", i, x)
        out.append(alu(b.finish()))
    for fn in (K.build_proj_dbl, K.build_proj_madd):
        out.append(sum(ir.count_function(fn("x", 64, n, mw, mp)).values()))
    return out


# The point leaves as built (kernels_wradix.py), compiled for RV64:
# (field, r, n, split, p's high part as signed powers of two)
COMPILED = (
    ("p256", 53, 5, 57, ((1, 256), (-1, 224), (1, 192), (1, 96), (-1, 53))),
    ("sm2", 53, 5, 57, ((1, 256), (-1, 224), (-1, 96), (1, 64), (-1, 53))),
    ("p384", 56, 7, 58, ((1, 384), (-1, 128), (-1, 96))),
)


def compiled():
    """RV64 instructions / U74 model cycles of the doubling and the mixed
    addition: saturated (kernels.py), radix with the rows as products by
    p's digits, radix with p's sparse form (kernels_wradix's choice for
    P-384)."""
    import emit_rv64 as E
    import kernels_wradix as W

    def leaf(f):
        L = E.compile_best(f)
        return "%d / %d (%d ops)" % (len(L.code), L.cycles,
                                     sum(ir.count_function(f).values()))
    for name, r, n, split, high in COMPILED:
        f = fields.FIELDS[name]
        nw, mw, mp = f.limbs(64), f.words(f.modulus, 64), f.mp(64)
        forms = [("saturated", K.build_proj_dbl("d", 64, nw, mw, mp),
                  K.build_proj_madd("m", 64, nw, mw, mp))]
        for what, hi in (("radix, products", None), ("radix, sparse", high)):
            F = W.Field(name, f.modulus, r, n, nw, hi, split=split)
            forms.append((what, W.build_dbl("d", F), W.build_madd("m", F)))
        for what, d, m in forms:
            print("%s %s: doubling %s, mixed addition %s"
                  % (name, what, leaf(d), leaf(m)))


def main():
    if "--compiled" in sys.argv:
        compiled()
        return
    for name, r, n in (("p256", 52, 5), ("sm2", 52, 5), ("p384", 56, 7)):
        p = fields.FIELDS[name].modulus
        mul, sqr, add, sub, half, dbl, madd = saturated(name)
        rmul = alu(build_fixed("m", r, n, p))
        rsqr = alu(build_fixed("s", r, n, p, square=True))
        print("%s saturated: mul %d sqr %d add %d sub %d half %d; "
              "doubling %d, mixed addition %d (all ops)"
              % (name, mul, sqr, add, sub, half, dbl, madd))
        print("%s radix %d:  mul %d sqr %d; doubling ~%d + sums"
              % (name, r, rmul, rsqr, 4 * rmul + 4 * rsqr))


if __name__ == "__main__":
    main()
