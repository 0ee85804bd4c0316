"""X25519 template of the SP generator (RFC 7748).

Template layer (DESIGN.md section 4; module API in tmpl_common.py): the
scalar multiplication of X25519 around the field kernels of
kernels_25519.py (five 51-bit digits in word64 on every backend: the
64-bit ones emit them as C with a 128-bit product or as RV64IM asm, the
32-bit one as C with a portable 64x64 high product), and the entry
points

    int sp_x25519(byte* r, const byte* k, const byte* u);
    int sp_x25519_base(byte* r, const byte* k);

of sp.h (r = X25519(k, u), X25519(k, 9); 32 little-endian bytes each).
The inversion z^(p - 2) is a fixed addition chain (tmpl_ecc_math).
The kernels are leaves of this template, not of the catalogue (no other
template uses them): the RV64 emitter checks each against its IR in the
simulator; the X25519 tests (RFC 7748, Wycheproof, openssl) check the
whole.  Guard: WC_SP_X25519, which settings.h defines with
HAVE_CURVE25519 (this project only: an upstream tree keeps its own
curve25519 code).
"""

import ctext
import kernels_25519 as K
import tmpl_ecc
import tmpl_ecc_math as M

NAME = "x25519"
GUARD = "defined(WC_SP_X25519)"


SQR_RUN = 4            # squarings of the inversion's sqr_n leaf


def _leaves(ctx):
    """(mul, sqr, sqr_n, ladder) names; the leaves go out with the
    file's leaf emitter (word64 kernels, whatever ctx.w)."""
    leaves = (K.build_fe_mul("sp_x25519_mul", doc=_DOC["mul"]),
              K.build_fe_mul("sp_x25519_sqr", True, doc=_DOC["sqr"]),
              K.build_sqr_n("sp_x25519_sqr_n", SQR_RUN,
                            doc=_DOC["sqr_n"] % SQR_RUN),
              K.build_ladder("sp_x25519_ladder", doc=_DOC["ladder"]))
    return [ctx.template_leaf(f) for f in leaves]


_DOC = {
    "mul": "r = a b mod p, p = 2^255 - 19, five 51-bit digits: inputs\n"
           "below 2^54 a digit, r below 2^52 (kernels_25519.fe_mul).\n"
           "r may alias a or b.  Constant time.",
    "sqr": "r = a^2 mod p as sp_x25519_mul (kernels_25519.fe_sqr).\n"
           "r may alias a.  Constant time.",
    "sqr_n": "r = a^(2^%d) mod p: that many squarings in a row\n"
             "(kernels_25519.build_sqr_n).  r may alias a.  Constant time.",
    "ladder": "One Montgomery-ladder step of RFC 7748 in place on p = x2,\n"
              "z2, x3, z3 (4 x 5 digits below 2^52), x1 the u-coordinate:\n"
              "(x2, z2) and (x3, z3) swapped first when sw is all ones\n"
              "(kernels_25519.build_ladder).  Constant time.",
}


def emit(ctx):
    mul, sqr, sqrn, ladder = _leaves(ctx)
    ch = M.plan_chain(K.P - 2)
    assert ch.exponent() == K.P - 2
    inv = tmpl_ecc.emit_chain(
        ctx, "sp_x25519_inv", "r = a^(p - 2) = a^-1 mod p (0 for 0), "
        "p = 2^255 - 19, tight digits.", ch, mul, sqr, 5, wipe=True,
        word="word64", sqrn=(sqrn, SQR_RUN))
    subs = {"MUL": mul, "SQR": sqr, "LADDER": ladder,
            "MASK51": "UINT64_C(0x7ffffffffffff)",
            "barrier": ctx.helper("ct_barrier"), "W": ctx.word,
            "INV": "\n".join(inv)}
    return [ctext.fill("x25519.c.in", subs)]


def decls(ctx):
    return ctext.fill("x25519_decls.h.in")
