"""X448 template of the SP generator (RFC 7748).

Template layer (DESIGN.md section 4; module API in tmpl_common.py): the
field GF(2^448 - 2^224 - 1) of kernels_448.py (eight 56-bit digits in
word64 on every backend: the 64-bit ones emit the leaves as C with a
128-bit product or as RV64IM asm, the 32-bit one as C with a portable
64x64 high product), and the Montgomery ladder, one leaf a step, driven
by X25519's template text (x25519.c.in):
    int sp_x448(byte* r, const byte* k, const byte* u);
    int sp_x448_base(byte* r, const byte* k);
(contracts in templates/x448_decls.h.in).  The inversion z^(p - 2) is a
fixed addition chain (tmpl_ecc_math) over a leaf of SQR_RUN squarings.
Guard: WC_SP_X448 with HAVE_CURVE448 (settings.h; this project only).
"""

import ctext
import kernels_448 as K
import tmpl_ecc
import tmpl_ecc_math as M
import tmpl_x25519

NAME = "x448"
GUARD = "defined(WC_SP_X448)"

SQR_RUN = 8            # squarings of the inversion's sqr_n leaf

_DOC = {
    "mul": "r = a b mod p, p = 2^448 - 2^224 - 1, eight 56-bit digits:\n"
           "tight inputs or sums and differences of two (below 2^58 a\n"
           "digit), r tight, below 2^56 + 2^20 (kernels_448.fe_mul).\n"
           "r may alias a or b.  Constant time.",
    "sqr": "r = a^2 mod p as sp_x448_mul (kernels_448.fe_sqr).\n"
           "r may alias a.  Constant time.",
    "sqr_n": "r = a^(2^%d) mod p: that many squarings in a row\n"
             "(kernels_448.build_sqr_n).  r may alias a.  Constant time.",
    "ladder": "One Montgomery-ladder step of RFC 7748 in place on p = x2,\n"
              "z2, x3, z3 (4 x 8 tight digits), x1 the u-coordinate:\n"
              "(x2, z2) and (x3, z3) swapped first when sw is all ones\n"
              "(kernels_448.build_ladder).  Constant time.",
}


def emit(ctx):
    mul = ctx.template_leaf(K.build_fe_mul("sp_x448_mul", doc=_DOC["mul"]))
    sqr = ctx.template_leaf(K.build_fe_mul("sp_x448_sqr", True,
                                           doc=_DOC["sqr"]))
    sqrn = ctx.template_leaf(K.build_sqr_n("sp_x448_sqr_n", SQR_RUN,
                                           doc=_DOC["sqr_n"] % SQR_RUN))
    ladder = ctx.template_leaf(K.build_ladder("sp_x448_ladder",
                                              doc=_DOC["ladder"]))
    ch = M.plan_chain(K.P - 2)
    assert ch.exponent() == K.P - 2
    inv = tmpl_ecc.emit_chain(
        ctx, "sp_x448_inv", "r = a^(p - 2) = a^-1 mod p (0 for 0), "
        "p = 2^448 - 2^224 - 1, tight digits.", ch, mul, sqr, K.N,
        wipe=True, word="word64", sqrn=(sqrn, SQR_RUN))
    out = ctext.fill("x448_field.c.in", {
        "MUL": mul, "SQR": sqr, "MASK56": "UINT64_C(0xffffffffffffff)",
        "INV": "\n".join(inv)})
    out += [""] + ctext.fill("x25519.c.in", tmpl_x25519.ladder_subs(
        ctx, "X448", "sp_x448", K.N, 448, mul, ladder,
        ["e[0] &= 252;", "e[55] |= 128;"],
        "bits 0 and 1 cleared, bit 447 set",
        "u as it is"))
    out += ctext.fill("x448_base.c.in")
    return [out]


def decls(ctx):
    return ctext.fill("x448_decls.h.in")
