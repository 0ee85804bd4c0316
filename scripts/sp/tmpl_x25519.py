"""X25519 and Ed25519 template of the SP generator (RFC 7748, RFC 8032).

Template layer (DESIGN.md section 4; module API in tmpl_common.py): the
field GF(2^255 - 19) of kernels_25519.py (five 51-bit digits in word64
on every backend: the 64-bit ones emit the leaves as C with a 128-bit
product or as RV64IM asm, the 32-bit one as C with a portable 64x64 high
product), with

  X25519 (WC_SP_X25519): the Montgomery ladder, one leaf a step,
      int sp_x25519(byte* r, const byte* k, const byte* u);
      int sp_x25519_base(byte* r, const byte* k);
  Ed25519 (WC_SP_ED25519): the Edwards group in extended coordinates
      (leaves for doubling and additions), [a]B by a signed radix-16
      comb over a constant table, [S]B - [k]A for verification by
      width-w NAFs (variable time: public data), scalars mod L on the
      catalogue's Montgomery kernels of the field ed25519_order:
      int sp_ed25519_base(byte* r, const byte* a, word64* pt);
      int sp_ed25519_sc_reduce(byte* r, const byte* h);
      int sp_ed25519_sc_muladd(byte* s, const byte* a, const byte* b,
                               const byte* c);
      int sp_ed25519_decode_point(word64* p, const byte* a);
      int sp_ed25519_verify(const byte* sig, const word64* a,
                            const byte* k, int* res);
  (contracts in templates/x25519_decls.h.in).

The inversion z^(p - 2) and the square root's power z^((p - 5) / 8) are
fixed addition chains (tmpl_ecc_math).  The field and point kernels are
leaves of this template, not of the catalogue (no other template uses
them): the RV64 emitter checks each against its IR in the simulator;
the tests (RFC 7748, RFC 8032, Wycheproof, openssl) check the whole.
Guards: WC_SP_X25519 with HAVE_CURVE25519, WC_SP_ED25519 with
HAVE_ED25519 (settings.h; this project only: an upstream tree keeps its
own code).
"""

import ctext
import emit_c
import fields
import kernels_25519 as K
import tmpl_ecc
import tmpl_ecc_math as M

NAME = "x25519"
X_GUARD = "defined(WC_SP_X25519)"
ED_GUARD = "defined(WC_SP_ED25519)"
GUARD = "%s || %s" % (X_GUARD, ED_GUARD)

SQR_RUN = 8            # squarings of the inversion's sqr_n leaf
COMB_ROWS = 32         # base-point table: rows of 16^(2j) B
COMB_ENTRIES = 8       # 1..8 times each
NAF_B = 8              # width of the NAF of S (odd multiples of B: 64)
NAF_A = 5              # width of the NAF of k (odd multiples of A: 8)

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
    "dbl": "p = 2 p for p = (X, Y, Z, T) in extended coordinates (4 x 5\n"
           "digits below 2^52; T not read), Ed25519 (a = -1)\n"
           "(kernels_25519.build_ed_dbl).  Constant time.",
    "dbl_nt": "p = 2 p as sp_ed25519_dbl, without writing T (for a\n"
              "doubling followed by another).  Constant time.",
    "madd": "p = p + q, q affine as (y + x, y - x, 2 d x y) (3 x 5\n"
            "digits below 2^52); complete (kernels_25519.build_ed_madd).\n"
            "Constant time.",
    "add": "p = p + q, q as (Y + X, Y - X, Z, 2 d T) (4 x 5 digits below\n"
           "2^52); complete (kernels_25519.build_ed_add).  Constant time.",
}


def field_leaves(ctx):
    """(mul, sqr, sqr_n) names of the field leaves."""
    leaves = (K.build_fe_mul("sp_x25519_mul", doc=_DOC["mul"]),
              K.build_fe_mul("sp_x25519_sqr", True, doc=_DOC["sqr"]),
              K.build_sqr_n("sp_x25519_sqr_n", SQR_RUN,
                            doc=_DOC["sqr_n"] % SQR_RUN))
    return [ctx.template_leaf(f) for f in leaves]


def fe_words(v):
    """The five 51-bit digits of v mod p (canonical)."""
    v %= K.P
    return [(v >> (K.R * i)) & ((1 << K.R) - 1) for i in range(K.N)]


def table64(name, words):
    """A static const word64 table (whatever the file's word)."""
    return "\n".join(emit_c.emit_table(name, words, emit_c.CWords(64)))


# ---------------------------------------------------------------------------
# Ed25519 constants, checked here on Python integers
# ---------------------------------------------------------------------------
P = K.P
D = fields.ED25519_D
L = fields.CURVE25519_L
BASE = (fields.ED25519_BX, fields.ED25519_BY)


def ed_add(p1, p2):
    (x1, y1), (x2, y2) = p1, p2
    t = D * x1 * x2 * y1 * y2 % P
    return ((x1 * y2 + x2 * y1) * pow(1 + t, -1, P) % P,
            (y1 * y2 + x1 * x2) * pow(1 - t, -1, P) % P)


def niels(pt):
    """(y + x, y - x, 2 d x y) digits of an affine point."""
    x, y = pt
    return fe_words(y + x) + fe_words(y - x) + fe_words(2 * D * x * y)


def comb_words(base, add, entry, rows, shift, entries=8):
    """Words of a comb table: row j, entry k = entry((k + 1) 2^(shift j)
    base), j < rows, k < entries, for the affine addition add."""
    words, row = [], base
    for _ in range(rows):
        pt = row
        for _ in range(entries):
            words += entry(pt)
            pt = add(pt, row)
        for _ in range(shift):
            row = add(row, row)
    return words


def odd_words(base, add, entry, w):
    """Words of entry((2i + 1) base) for i < 2^(w - 2): the NAF digits of
    width w."""
    words, pt, b2 = [], base, add(base, base)
    for _ in range(1 << (w - 2)):
        words += entry(pt)
        pt = add(pt, b2)
    return words


def comb_table():
    """Row j, entry k: (k + 1) 16^(2j) B, j < COMB_ROWS, k < 8."""
    return comb_words(BASE, ed_add, niels, COMB_ROWS, 8, COMB_ENTRIES)


def odd_table(w):
    """(2i + 1) B for i < 2^(w - 2): the NAF digits of width w."""
    return odd_words(BASE, ed_add, niels, w)


def _check_constants():
    sqrtm1 = pow(2, (P - 1) // 4, P)
    assert sqrtm1 * sqrtm1 % P == P - 1
    assert (P + 3) % 8 == 0 and (P - 5) % 8 == 0
    return sqrtm1


def _base_emit(ctx, mul):
    """The fixed-base product (X25519 key generation and Ed25519): the
    Edwards doubling and mixed-addition leaves, the comb table, the C
    text; returns (lines, point leaves)."""
    pt = {"DBL": ctx.template_leaf(K.build_ed_dbl("sp_ed25519_dbl",
                                                  doc=_DOC["dbl"])),
          "DBL_NT": ctx.template_leaf(K.build_ed_dbl(
              "sp_ed25519_dbl_nt", False, doc=_DOC["dbl_nt"])),
          "MADD": ctx.template_leaf(K.build_ed_madd("sp_ed25519_madd",
                                                    doc=_DOC["madd"]))}
    subs = dict(pt, MUL=mul, SELECT=ctx.helper("ct64"), SELECT_P="sp_ct64",
                MASK51="UINT64_C(0x7ffffffffffff)",
                COMB=table64("sp_ed25519_comb", comb_table()),
                ROWS=str(COMB_ROWS))
    return ctext.fill("ed25519_base.c.in", subs), pt


def _ed_emit(ctx, mul, sqr, sqrn, pt):
    """The Ed25519 part: the addition leaf, tables, chains and the C
    text (pt: the point leaves of _base_emit)."""
    add = ctx.template_leaf(K.build_ed_add("sp_ed25519_add",
                                           doc=_DOC["add"]))
    ch = M.plan_chain((P - 5) // 8)
    assert ch.exponent() == (P - 5) // 8
    pw = tmpl_ecc.emit_chain(
        ctx, "sp_ed25519_pow22523", "r = a^((p - 5) / 8) mod p (the "
        "square root's power, RFC 8032 5.1.3), tight digits.", ch, mul, sqr,
        5, word="word64", sqrn=(sqrn, SQR_RUN))
    sqrtm1 = _check_constants()
    subs = dict(pt, **{
        "ADD": add, "MUL": mul, "SQR": sqr,
        "POW": "\n".join(pw),
        "SCALAR": scalar_text(scalar_subs(ctx, "Ed25519", "sp_ed25519",
                                          "ed25519_order", 32, 64)),
        "CONSTS": "\n".join([
            table64("sp_ed25519_d", fe_words(D)),
            table64("sp_ed25519_d2", fe_words(2 * D)),
            table64("sp_ed25519_sqrtm1", fe_words(sqrtm1))]),
        "ODD": table64("sp_ed25519_odd", odd_table(NAF_B)),
        "NAF_B": str(NAF_B), "NAF_A": str(NAF_A),
        "ODD_A": str(1 << (NAF_A - 2)),
    })
    return ctext.fill("ed25519.c.in", subs)


def scalar_subs(ctx, name, ed, order, sb, hb):
    """Substitutions of the scalar texts of an Edwards signature scheme
    (ed_scalar.c.in: load, store, t R^-1; ed_scalar_ops.c.in: reduction
    of a digest, a b + c, S < L, NAFs): scalars of sb bytes mod the group
    order (the catalogue field `order`) on its Montgomery kernels,
    digests of hb bytes, C prefix ed.  Lazy: each text requests the
    kernels and tables it names, under the guard current when filled."""
    f = fields.FIELDS[order]
    n = f.limbs(ctx.w)
    rbits = ctx.w * n
    r = 1 << rbits
    return ctext.LazySubs({
        "NAME": name, "ED": ed, "W": ctx.word, "WB": str(ctx.w),
        "NL": str(n), "WSHIFT": "3" if ctx.w == 64 else "2",
        "WMASK": "7" if ctx.w == 64 else "3",
        "SB": str(sb), "RB": str(rbits // 8), "HB": str(hb),
        "RBITS": str(rbits), "NAFN": str(8 * sb),
        "NAFW": str((sb + 7) // 8 + 1),
        "MONT_MUL": lambda: ctx.kernel("mont_mul", n, f),
        "MONT_RED": lambda: ctx.kernel("mont_reduce", n, f),
        "MONT_ADD": lambda: ctx.kernel("mont_add", n, f),
        "SUB": lambda: ctx.kernel("sub", n),
        "MOD": lambda: ctx.table("sp_%s_mod_%d" % (f.prefix, n)),
        "R2": lambda: ctx.table("sp_%s_r2_%d" % (f.prefix, n)),
        "R3": lambda: ctx.const_table("sp_%s_r3_%d" % (f.prefix, n),
                                      f.words(pow(r, 3, f.modulus), ctx.w)),
        "R4": lambda: ctx.const_table("sp_%s_r4_%d" % (f.prefix, n),
                                      f.words(pow(r, 4, f.modulus), ctx.w))})


def scalar_text(subs, ops=True):
    """C text of the scalar part (scalar_subs), with the operations."""
    out = ctext.fill("ed_scalar.c.in", subs)
    if ops:
        out += [""] + ctext.fill("ed_scalar_ops.c.in", subs)
    return "\n".join(out)


def ladder_subs(ctx, name, f, nd, bits, mul, ladder, clamp, clamp_doc,
                u_doc):
    """Substitutions of x25519.c.in, the ladder's driver, for a curve of
    RFC 7748 (X25519 here, X448 in tmpl_x448): its name, the C prefix f
    of its decode / inv / encode, nd digits an element, bits of the
    scalar and u, the field's mul and ladder leaves, the clamping
    statements and their description, what happens to u."""
    return {"NAME": name, "F": f, "NB": str(bits // 8 + (bits % 8 > 0)),
            "ND": str(nd), "ND2": str(2 * nd), "ND3": str(3 * nd),
            "ND4": str(4 * nd), "TOPBIT": str(bits - 1),
            "CLAMP": "\n".join("    " + c for c in clamp),
            "CLAMP_DOC": clamp_doc, "U_DOC": u_doc,
            "MUL": mul, "LADDER": ladder,
            "barrier": ctx.helper("ct_barrier"), "W": ctx.word}


def emit(ctx):
    mul, sqr, sqrn = field_leaves(ctx)
    ch = M.plan_chain(K.P - 2)
    assert ch.exponent() == K.P - 2
    inv = tmpl_ecc.emit_chain(
        ctx, "sp_x25519_inv", "r = a^(p - 2) = a^-1 mod p (0 for 0), "
        "p = 2^255 - 19, tight digits.", ch, mul, sqr, 5, wipe=True,
        word="word64", sqrn=(sqrn, SQR_RUN))
    out = ctext.fill("x25519_field.c.in", {
        "MUL": mul, "SQR": sqr, "MASK51": "UINT64_C(0x7ffffffffffff)",
        "INV": "\n".join(inv)})
    with ctx.under(X_GUARD):
        ladder = ctx.template_leaf(K.build_ladder("sp_x25519_ladder",
                                                  doc=_DOC["ladder"]))
        out += ["", "#if " + X_GUARD]
        out += ctext.fill("x25519.c.in", ladder_subs(
            ctx, "X25519", "sp_x25519", K.N, 255, mul, ladder,
            ["e[0] &= 248;", "e[31] = (byte)((e[31] & 127) | 64);"],
            "bits 0-2 and 255 cleared, bit 254 set", "u's top bit masked"))
        out += ["#endif /* WC_SP_X25519 */"]
    base, pt = _base_emit(ctx, mul)
    out += [""] + base
    with ctx.under(ED_GUARD):
        out += ["", "#if " + ED_GUARD]
        out += _ed_emit(ctx, mul, sqr, sqrn, pt)
        out += ["#endif /* WC_SP_ED25519 */"]
    return [out]


def decls(ctx):
    return ctext.fill("x25519_decls.h.in")
