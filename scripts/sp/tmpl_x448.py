"""X448 and Ed448 template of the SP generator (RFC 7748, RFC 8032).

Template layer (DESIGN.md section 4; module API in tmpl_common.py): the
field GF(2^448 - 2^224 - 1) of kernels_448.py (eight 56-bit digits in
word64 on every backend: the 64-bit ones emit the leaves as C with a
128-bit product or as RV64IM asm, the 32-bit one as C with a portable
64x64 high product), with

X448 (WC_SP_X448): the Montgomery ladder, one leaf a step, driven by
X25519's template text (x25519.c.in), and key generation as u = (Y /
X)^2 of [k]B on Ed448's curve (the 4-isogeny of RFC 7748 maps B to u =
5), [k]B by Ed448's comb:
    int sp_x448(byte* r, const byte* k, const byte* u);
    int sp_x448_base(byte* r, const byte* k);
and Ed448 (WC_SP_ED448): the Edwards group x^2 + y^2 = 1 + d x^2 y^2 in
extended coordinates (the doubling and addition leaves of kernels_448),
[a]B by a signed radix-16 comb of COMB_ROWS rows in COMB_PASSES passes
over a constant table, [S]B - [k]A for verification by width-w NAFs
(variable time: public data), scalars mod L on the catalogue's
Montgomery kernels of the field ed448_order (the scalar text shared with
Ed25519, tmpl_x25519.scalar_text):
    int sp_ed448_base(byte* r, const byte* a, word64* pt);
    int sp_ed448_sc_reduce(byte* r, const byte* h);
    int sp_ed448_sc_muladd(byte* s, const byte* a, const byte* b,
                           const byte* c);
    int sp_ed448_decode_point(word64* p, const byte* a);
    int sp_ed448_verify(const byte* sig, const word64* a, const byte* k,
                        int* res);
(contracts in templates/x448_decls.h.in).  The inversion z^(p - 2) and
the square root's power z^((p - 3) / 4) are fixed addition chains
(tmpl_ecc_math) over a leaf of SQR_RUN squarings.  Guards: WC_SP_X448
with HAVE_CURVE448, WC_SP_ED448 with HAVE_ED448 (settings.h; this
project only).
"""

import ctext
import fields
import kernels_448 as K
import tmpl_ecc
import tmpl_ecc_math as M
import tmpl_x25519

NAME = "x448"
X_GUARD = "defined(WC_SP_X448)"
ED_GUARD = "defined(WC_SP_ED448)"
GUARD = "%s || %s" % (X_GUARD, ED_GUARD)

SQR_RUN = 8            # squarings of the inversion's sqr_n leaf
COMB_PASSES = 4        # base-point comb: digit 4j + t in pass t
COMB_ROWS = 28         # rows of 16^(4j) B (112 signed radix-16 digits)
COMB_ENTRIES = 8       # 1..8 times each
NAF_B = 7              # width of the NAF of S (odd multiples of B: 32)
NAF_A = 5              # width of the NAF of k (odd multiples of A: 8)

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
    "dbl": "p = 2 p for p = (X, Y, Z, T) in extended coordinates (4 x 8\n"
           "tight digits; T not read), Ed448 (a = 1)\n"
           "(kernels_448.build_ed_dbl).  Constant time.",
    "dbl_nt": "p = 2 p as sp_ed448_dbl, without writing T (for a\n"
              "doubling followed by another).  Constant time.",
    "madd": "p = p + q, q affine as (x, y, d x y) (3 x 8 tight digits);\n"
            "complete (kernels_448.build_ed_madd).  Constant time.",
    "add": "p = p + q, q as (X, Y, Z, d T) (4 x 8 tight digits);\n"
           "complete (kernels_448.build_ed_add).  Constant time.",
}


# ---------------------------------------------------------------------------
# Ed448 constants, checked here on Python integers
# ---------------------------------------------------------------------------
P = K.P
D = fields.ED448_D
L = fields.CURVE448_L
BASE = (fields.ED448_BX, fields.ED448_BY)


def fe_words(v):
    """The eight 56-bit digits of v mod p (canonical)."""
    v %= P
    return [(v >> (K.R * i)) & ((1 << K.R) - 1) for i in range(K.N)]


def ed_add(p1, p2):
    """Affine addition on x^2 + y^2 = 1 + d x^2 y^2 (complete)."""
    (x1, y1), (x2, y2) = p1, p2
    t = D * x1 * x2 * y1 * y2 % P
    return ((x1 * y2 + x2 * y1) * pow(1 + t, -1, P) % P,
            (y1 * y2 - x1 * x2) * pow(1 - t, -1, P) % P)


def ed_mul(k, pt):
    acc, r = (0, 1), pt
    while k:
        if k & 1:
            acc = ed_add(acc, r)
        r, k = ed_add(r, r), k >> 1
    return acc


def affine(pt):
    """(x, y, d x y) digits of an affine point."""
    x, y = pt
    return fe_words(x) + fe_words(y) + fe_words(D * x * y)


def comb_table():
    """Row j, entry k: (k + 1) 16^(COMB_PASSES j) B, j < COMB_ROWS."""
    return tmpl_x25519.comb_words(BASE, ed_add, affine, COMB_ROWS,
                                  4 * COMB_PASSES, COMB_ENTRIES)


def odd_table(w):
    """(2i + 1) B for i < 2^(w - 2): the NAF digits of width w."""
    return tmpl_x25519.odd_words(BASE, ed_add, affine, w)


def _check_constants():
    """The curve facts the C text relies on."""
    x, y = BASE
    assert (x * x + y * y - 1 - D * x * x * y * y) % P == 0
    assert ed_mul(L, BASE) == (0, 1)
    assert pow(D, (P - 1) // 2, P) == P - 1          # d not a square
    assert P % 4 == 3 and COMB_PASSES * COMB_ROWS * 4 >= 446
    assert all(v < (1 << 57) for v in K.BIAS)


def _base_emit(ctx, mul, sqr, sc):
    """The fixed-base product (X448 key generation and Ed448): the
    doubling and mixed-addition leaves, the comb, the scalar loading
    (sc: tmpl_x25519.scalar_subs); returns (lines, point leaves)."""
    _check_constants()
    pt = {"DBL": K.build_ed_dbl("sp_ed448_dbl", doc=_DOC["dbl"]),
          "DBL_NT": K.build_ed_dbl("sp_ed448_dbl_nt", False,
                                   doc=_DOC["dbl_nt"]),
          "MADD": K.build_ed_madd("sp_ed448_madd", doc=_DOC["madd"])}
    pt = {k: ctx.template_leaf(f) for k, f in pt.items()}
    table64 = tmpl_x25519.table64
    subs = dict(pt, **{
        "MUL": mul, "SQR": sqr, "W": sc["W"], "SB": sc["SB"],
        "NL": sc["NL"], "MONT_MUL": sc["MONT_MUL"], "R2": sc["R2"],
        "SELECT": ctx.helper("ct64"), "SELECT_P": "sp_ct64",
        "MASK56": "UINT64_C(0xffffffffffffff)",
        "SCALAR_BASE": tmpl_x25519.scalar_text(sc, ops=False),
        "CONSTS": table64("sp_ed448_p2", K.BIAS),
        "COMB": table64("sp_ed448_comb", comb_table()),
        "ROWS": str(COMB_ROWS)})
    return ctext.fill("ed448_base.c.in", subs), pt


def _ed_emit(ctx, mul, sqr, sqrn, sc, pt):
    """The Ed448 part: the addition leaf, the odd multiples of B, the
    power, the scalar operations, the C text (pt: _base_emit's leaves)."""
    ch = M.plan_chain((P - 3) // 4)
    assert ch.exponent() == (P - 3) // 4
    pw = tmpl_ecc.emit_chain(
        ctx, "sp_ed448_pow", "r = a^((p - 3) / 4) mod p (the square "
        "root's power, RFC 8032 5.2.3), tight digits.", ch, mul, sqr, K.N,
        word="word64", sqrn=(sqrn, SQR_RUN))
    subs = dict(pt, **{
        "ADD": ctx.template_leaf(K.build_ed_add("sp_ed448_add",
                                                doc=_DOC["add"])),
        "MUL": mul, "SQR": sqr, "SB": sc["SB"], "NAFN": sc["NAFN"],
        "POW": "\n".join(pw),
        "SCALAR": "\n".join(ctext.fill("ed_scalar_ops.c.in", sc)),
        "ODD": tmpl_x25519.table64("sp_ed448_odd", odd_table(NAF_B)),
        "D": tmpl_x25519.table64("sp_ed448_d", fe_words(D)),
        "NAF_B": str(NAF_B), "NAF_A": str(NAF_A),
        "ODD_A": str(1 << (NAF_A - 2))})
    return ctext.fill("ed448.c.in", subs)


def emit(ctx):
    mul = ctx.template_leaf(K.build_fe_mul("sp_x448_mul", doc=_DOC["mul"]))
    sqr = ctx.template_leaf(K.build_fe_mul("sp_x448_sqr", True,
                                           doc=_DOC["sqr"]))
    sqrn = ctx.template_leaf(K.build_sqr_n("sp_x448_sqr_n", SQR_RUN,
                                           doc=_DOC["sqr_n"] % SQR_RUN))
    ch = M.plan_chain(K.P - 2)
    assert ch.exponent() == K.P - 2
    inv = tmpl_ecc.emit_chain(
        ctx, "sp_x448_inv", "r = a^(p - 2) = a^-1 mod p (0 for 0), "
        "p = 2^448 - 2^224 - 1, tight digits.", ch, mul, sqr, K.N,
        wipe=True, word="word64", sqrn=(sqrn, SQR_RUN))
    out = ctext.fill("x448_field.c.in", {
        "MUL": mul, "SQR": sqr, "MASK56": "UINT64_C(0xffffffffffffff)",
        "INV": "\n".join(inv)})
    with ctx.under(X_GUARD):
        ladder = ctx.template_leaf(K.build_ladder("sp_x448_ladder",
                                                  doc=_DOC["ladder"]))
        out += ["", "#if " + X_GUARD]
        out += ctext.fill("x25519.c.in", tmpl_x25519.ladder_subs(
            ctx, "X448", "sp_x448", K.N, 448, mul, ladder,
            ["e[0] &= 252;", "e[55] |= 128;"],
            "bits 0 and 1 cleared, bit 447 set",
            "u as it is"))
        out += ["#endif /* WC_SP_X448 */"]
    sc = tmpl_x25519.scalar_subs(ctx, "Ed448", "sp_ed448", "ed448_order",
                                 57, 114)
    base, pt = _base_emit(ctx, mul, sqr, sc)
    out += [""] + base
    with ctx.under(ED_GUARD):
        out += ["", "#if " + ED_GUARD]
        out += _ed_emit(ctx, mul, sqr, sqrn, sc, pt)
        out += ["#endif /* WC_SP_ED448 */"]
    return [out]


def decls(ctx):
    return ctext.fill("x448_decls.h.in")
