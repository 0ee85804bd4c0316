"""Curve and SAKKE constants of the generic (sp_int) path, from fields.py.

Writes wolfcrypt/src/curve_consts.h and wolfcrypt/src/curve_consts.c:
the wolfCrypt curve table ecc_sets[] (ecc.h: the hex strings, OIDs and
OID sums of every field whose curve has a wolfCrypt identity,
fields.WcCurve, in fields.FIELDS order), and the numbers that
ecc_point.c, ecc.c, sm2.c and sakke_math.c use as sp_ints - p, n, b, G,
the Montgomery constants R mod p, R^2 mod p, b R mod p, R^2 mod n and
-p^-1, -n^-1 mod 2^w, SAKKE's p, q, P and g in Montgomery form - as
digit arrays for both digit sizes (SP_WORD_SIZE 64 and 32), so that no
curve constant is parsed from hex or reduced by a division at run time.
Also the layout of SAKKE's point and pairing tables (header, magics,
comb teeth and columns, pairing steps), the one definition that
sakke_math.c (through curve_consts.h) and the SP SAKKE template
(tmpl_sakke.py) both use.

R here is the generic path's, 2^(w * digits of the modulus), for every
curve (P-521 too: ecc_point.c runs Montgomery arithmetic on it, unlike
the SP tier's Mersenne reduction with R = 1).
"""

import fields as F
import emit_c

HEADER = "curve_consts.h"
SOURCE = "curve_consts.c"
# The a || b || Gx || Gy bytes (ecc_curve_const.za) exist for SM2's Z_A.
ZA_GUARD = "WOLFSSL_SM2"

# ---------------------------------------------------------------------------
# SAKKE table layout (sakke_math.c and tmpl_sakke.py / sakke_api.c.in)
# ---------------------------------------------------------------------------
SAKKE_HDR_SZ = 16                  # magic, word size, words/element, count
SAKKE_MAGIC_POINT = 0x534B4931     # "SKI1": comb of a point
SAKKE_MAGIC_PAIR = 0x534B5231      # "SKR1": Miller lines of a point
SAKKE_COMB_TEETH = 6               # bits per comb column


def pairing_steps(q):
    """Lines of the binary Miller loop (the pairing table's entries): a
    doubling per bit below the top, an addition per set bit strictly
    between the top and bit 0."""
    bits = q.bit_length()
    return (bits - 1) + sum(1 for j in range(1, bits - 1) if (q >> j) & 1)


def sakke_layout():
    """{macro suffix: value} of the SAKKE table layout."""
    q = F.FIELDS["sakke_order"].modulus
    qbits = q.bit_length()
    return {
        "HDR_SZ": SAKKE_HDR_SZ,
        "MAGIC_POINT": SAKKE_MAGIC_POINT,
        "MAGIC_PAIR": SAKKE_MAGIC_PAIR,
        "Q_BITS": qbits,
        "COMB_TEETH": SAKKE_COMB_TEETH,
        "COMB_ENTRIES": (1 << SAKKE_COMB_TEETH) - 1,
        "COMB_COLS": (qbits + SAKKE_COMB_TEETH - 1) // SAKKE_COMB_TEETH,
        "PAIRING_STEPS": pairing_steps(q),
    }


# ---------------------------------------------------------------------------
# Numbers
# ---------------------------------------------------------------------------
def oid_bytes(dotted):
    """DER content bytes of an OBJECT IDENTIFIER."""
    arcs = [int(x) for x in dotted.split(".")]
    out = [40 * arcs[0] + arcs[1]]
    for a in arcs[2:]:
        enc = [a & 0x7F]
        a >>= 7
        while a:
            enc.insert(0, 0x80 | (a & 0x7F))
            a >>= 7
        out += enc
    return out


def ecc_curves():
    """The prime fields with a wolfCrypt identity, in ecc_sets order."""
    return [f for f in F.FIELDS.values()
            if f.kind == "prime" and f.curve and f.curve.wc]


def mont_r(m, w):
    """R = 2^(w * digits of m) of sp_int's Montgomery functions."""
    return 1 << (w * ((m.bit_length() + w - 1) // w))


def ecc_numbers(f, w):
    """[(member, value)] of one curve's ecc_curve_const, digit size w."""
    p, n = f.modulus, F.FIELDS[f.curve.order].modulus
    r, rn = mont_r(p, w), mont_r(n, w)
    return [("p", p), ("n", n), ("b", f.curve.b), ("gx", f.curve.gx),
            ("gy", f.curve.gy), ("r2", r * r % p), ("one", r % p),
            ("bm", f.curve.b * r % p), ("r2n", rn * rn % n)]


def sakke_numbers(w):
    """[(member, value)] of sakke_const, digit size w."""
    f = F.FIELDS["sakke"]
    p, q = f.modulus, F.FIELDS[f.curve.order].modulus
    r, rq = mont_r(p, w), mont_r(q, w)
    assert r == rq, "p and q take the same number of digits"
    return [("p", p), ("q", q), ("one", r % p), ("r2", r * r % p),
            ("r2q", rq * rq % q), ("px", f.curve.gx * r % p),
            ("py", f.curve.gy * r % p), ("g", F.SAKKE_G * r % p)]


def neg_inv(m, w):
    return (-pow(m, -1, 1 << w)) % (1 << w)


def digits(value, w):
    """Little-endian digits of value > 0 without leading zero digits."""
    assert value > 0, "a constant of zero has no digit array"
    out = []
    while value:
        out.append(value & ((1 << w) - 1))
        value >>= w
    return out


# ---------------------------------------------------------------------------
# C text
# ---------------------------------------------------------------------------
def _digit_tables(prefix, numbers, w):
    """Lines of the digit arrays and the list of wc_const_int initialisers
    of [(member, value)]."""
    t = emit_c.CWords(w)
    lines, inits = [], []
    for member, value in numbers:
        d = digits(value, w)
        name = "%s_%s" % (prefix, member)
        lines += [x.replace("static const word%d " % w,
                            "static const sp_int_digit ", 1)
                  for x in emit_c.emit_table(name, d, t)]
        inits.append("{ %s, %d }" % (name, len(d)))
    return lines, inits


def _struct_init(inits, scalars):
    """Lines of one braced table entry."""
    items = inits + scalars
    out = ["    {"]
    for i, it in enumerate(items):
        out.append("        " + it + ("," if i + 1 < len(items) else ""))
    return out + ["    }"]


def _if(guard, lines):
    return (["#ifdef %s" % guard] + lines + ["#endif"]) if guard else lines


def _hex(value, size):
    return "%0*X" % (2 * size, value)


def _c_string(name, text):
    """static const char name[] = "..." split at 64 characters."""
    out = ["static const char %s[] =" % name]
    for i in range(0, len(text), 64):
        end = ";" if i + 64 >= len(text) else ""
        out.append('    "%s"%s' % (text[i:i + 64], end))
    return out


def _ecc_sets(curves):
    """Lines of the hex strings, OIDs and ecc_sets[]."""
    lines = []
    entries = []
    for f in curves:
        wc, size = f.curve.wc, (f.bits + 7) // 8
        pre = "ecc_%s" % f.name
        n = F.FIELDS[f.curve.order].modulus
        body = []
        for member, value in (("prime", f.modulus), ("Af", f.curve.a),
                              ("Bf", f.curve.b), ("order", n),
                              ("Gx", f.curve.gx), ("Gy", f.curve.gy)):
            body += _c_string("%s_%s" % (pre, member), _hex(value, size))
        oid = oid_bytes(wc.oid)
        body += ["/* %s */" % wc.oid,
                 "static const ecc_oid_t %s_oid[%d] = {" % (pre, len(oid))]
        body += emit_c.wrap_list("", ["0x%02X" % b for b in oid], end="")
        body += ["};"]
        lines += _if(wc.guard, body) + [""]
        entries += _if(wc.guard, [
            "    { %d, %s, \"%s\"," % (size, wc.id, wc.name),
            "      %s_prime, %s_Af, %s_Bf," % (pre, pre, pre),
            "      %s_order, %s_Gx, %s_Gy, %s_oid," % (pre, pre, pre, pre),
            "      (word32)sizeof(%s_oid), %d, %d }," % (
                pre, sum(oid), f.curve.cofactor)])
    lines += ["/* The implemented curves (ecc.h), in the order of fields.py:",
              " * a size-only lookup (ECC_CURVE_DEF) takes the first curve",
              " * of the size. */",
              "const ecc_set_type ecc_sets[] = {"] + entries
    lines += ["    { 0, ECC_CURVE_INVALID, NULL, NULL, NULL, NULL, NULL, "
              "NULL, NULL, NULL,", "      0, 0, 0 }", "};", ""]
    return lines


def _za(curves):
    """The a || b || Gx || Gy bytes of every curve for SM2's Z_A (sm2.c,
    under ZA_GUARD), and ECC_ZA(name): the array, or NULL without it."""
    lines = ["#ifdef %s" % ZA_GUARD, ""]
    for f in curves:
        size = (f.bits + 7) // 8
        raw = b"".join(v.to_bytes(size, "big") for v in (
            f.curve.a, f.curve.b, f.curve.gx, f.curve.gy))
        body = ["/* a || b || Gx || Gy, %d bytes each. */" % size,
                "static const byte ecc_%s_za[%d] = {" % (f.name, len(raw))]
        body += emit_c.wrap_list("", ["0x%02X" % b for b in raw], end="")
        g = f.curve.wc.guard
        lines += _if(g if g != ZA_GUARD else None, body + ["};"]) + [""]
    return lines + ["    #define ECC_ZA(za) (za)", "#else",
                    "    #define ECC_ZA(za) NULL", "#endif", ""]


def _ecc_consts(curves, w):
    lines, entries = [], []
    for f in curves:
        n = F.FIELDS[f.curve.order].modulus
        tabs, inits = _digit_tables("ecc_%s" % f.name, ecc_numbers(f, w), w)
        t = emit_c.CWords(w)
        za = "ECC_ZA(ecc_%s_za)" % f.name
        scalars = [t.lit(neg_inv(f.modulus, w)), t.lit(neg_inv(n, w)),
                   str(n.bit_length()), za]
        lines += _if(f.curve.wc.guard, tabs) + [""]
        entries += _if(f.curve.wc.guard,
                       [x + "," if x == "    }" else x
                        for x in _struct_init(inits, scalars)])
    lines += ["const ecc_curve_const ecc_curve_consts[ECC_SET_COUNT] = {"]
    lines += entries + ["};"]
    return lines


def _sakke_consts(w):
    f = F.FIELDS["sakke"]
    q = F.FIELDS[f.curve.order].modulus
    tabs, inits = _digit_tables("sakke", sakke_numbers(w), w)
    t = emit_c.CWords(w)
    ent = _struct_init(inits, [t.lit(neg_inv(f.modulus, w)),
                               t.lit(neg_inv(q, w))])
    return tabs + ["", "const sakke_const sakke_consts = {"] + \
        [x[4:] for x in ent[1:-1]] + ["};"]


def _per_word(body_of):
    """body_of(w) for each digit size under its #if."""
    out = []
    for i, w in enumerate(F.WORD_SIZES):
        out += ["#%s SP_WORD_SIZE == %d" % ("if" if i == 0 else "elif", w),
                ""] + body_of(w) + [""]
    out += ["#else", "    #error \"curve constants: SP_WORD_SIZE %s\"" %
            " or ".join(str(w) for w in F.WORD_SIZES), "#endif"]
    return out


def header_lines(intro):
    curves = ecc_curves()
    lay = sakke_layout()
    lines = intro + [
        "#ifndef WOLF_CRYPT_CURVE_CONSTS_H",
        "#define WOLF_CRYPT_CURVE_CONSTS_H", "",
        "#include <wolfssl/wolfcrypt/settings.h>",
        "#include <wolfssl/wolfcrypt/types.h>",
        "#include <wolfssl/wolfcrypt/sp_int.h>", "",
        "/* A constant non-negative integer: used digits (the top one",
        " * non-zero), little-endian, of SP_WORD_SIZE bits. */",
        "typedef struct wc_const_int {",
        "    const sp_int_digit* dp;",
        "    unsigned int        used;",
        "} wc_const_int;", "",
        "/* r = c, for an initialised r: a copy of the digits, no parsing and",
        " * no arithmetic. */",
        "static WC_INLINE void wc_const_int_load(sp_int* r,"
        " const wc_const_int* c)",
        "{",
        "    XMEMCPY(r->dp, c->dp, c->used * sizeof(sp_int_digit));",
        "    r->used = c->used;",
        "    r->sign = MP_ZPOS;",
        "}", "",
        "/* ECC: one entry per ecc_sets curve, same index.  R = 2^(SP_WORD_SIZE",
        " * * digits of p) for the field, 2^(SP_WORD_SIZE * digits of n) for",
        " * the order (ecc_point.c's Montgomery arithmetic). */"]
    always = sum(1 for f in curves if not f.curve.wc.guard)
    guarded = [f for f in curves if f.curve.wc.guard]
    count = [str(always)]
    for f in guarded:
        mac = "ECC_SET_HAVE_%s" % f.curve.wc.name
        lines += ["#ifdef %s" % f.curve.wc.guard,
                  "    #define %s 1" % mac, "#else",
                  "    #define %s 0" % mac, "#endif"]
        count.append(mac)
    lines += ["/* Curves in ecc_sets before its terminator. */",
              "#define ECC_SET_COUNT (%s)" % " + ".join(count), "",
              "typedef struct ecc_curve_const {",
              "    wc_const_int p, n;         /* field prime, group order */",
              "    wc_const_int b, gx, gy;    /* b and G, plain */",
              "    wc_const_int r2;           /* R^2 mod p */",
              "    wc_const_int one;          /* R mod p */",
              "    wc_const_int bm;           /* b R mod p */",
              "    wc_const_int r2n;          /* R^2 mod n */",
              "    sp_int_digit rho;          /* -p^-1 mod 2^SP_WORD_SIZE */",
              "    sp_int_digit rhon;         /* -n^-1 mod 2^SP_WORD_SIZE */",
              "    int          orderBits;    /* bits of n */",
              "    const byte*  za;           /* a || b || Gx || Gy, field "
              "bytes each",
              "                                * (SM2's Z_A), NULL without "
              "%s */" % ZA_GUARD,
              "} ecc_curve_const;", "",
              "#ifdef HAVE_ECC",
              "extern WOLFSSL_LOCAL const ecc_curve_const "
              "ecc_curve_consts[ECC_SET_COUNT];",
              "#endif", "",
              "/* SAKKE, RFC 6509 parameter set 1.  Table layout (sakke_math.c",
              " * and the SP layer's SAKKE entry points): a header of",
              " * SAKKE_HDR_SZ bytes (big-endian word32s: magic, SP_WORD_SIZE,",
              " * digits per element, entries), then the entries.  The point",
              " * table is a comb of SAKKE_COMB_TEETH teeth over SAKKE_COMB_COLS",
              " * columns (SAKKE_Q_BITS bits of q), SAKKE_COMB_ENTRIES entries;",
              " * the pairing table holds SAKKE_PAIRING_STEPS lines. */"]
    for k, v in lay.items():
        val = ("0x%08Xu" % v) if k.startswith("MAGIC") else str(v)
        lines.append("#define SAKKE_%-16s %s" % (k, val))
    lines += ["",
              "/* R = 2^1024 for p and q (both take 1024 bits of digits). */",
              "typedef struct sakke_const {",
              "    wc_const_int p, q;         /* field prime, subgroup order */",
              "    wc_const_int one;          /* R mod p */",
              "    wc_const_int r2;           /* R^2 mod p */",
              "    wc_const_int r2q;          /* R^2 mod q */",
              "    wc_const_int px, py;       /* P, Montgomery form */",
              "    wc_const_int g;            /* g = <P, P>, Montgomery form */",
              "    sp_int_digit mp;           /* -p^-1 mod 2^SP_WORD_SIZE */",
              "    sp_int_digit mpq;          /* -q^-1 mod 2^SP_WORD_SIZE */",
              "} sakke_const;", "",
              "#ifdef WOLFCRYPT_HAVE_SAKKE",
              "extern WOLFSSL_LOCAL const sakke_const sakke_consts;",
              "#endif", "",
              "#endif /* WOLF_CRYPT_CURVE_CONSTS_H */"]
    return lines


def source_lines(intro):
    curves = ecc_curves()
    lines = intro + [
        "#include <wolfssl/wolfcrypt/settings.h>",
        "#include <wolfssl/wolfcrypt/types.h>", "",
        "#if defined(HAVE_ECC) || defined(WOLFCRYPT_HAVE_SAKKE)", "",
        "#include <wolfssl/wolfcrypt/sp_int.h>",
        "#include <wolfssl/wolfcrypt/ecc.h>",
        "#include \"curve_consts.h\"", "",
        "#ifdef HAVE_ECC", ""]
    lines += _ecc_sets(curves) + _za(curves)
    lines += _per_word(lambda w: _ecc_consts(curves, w))
    lines += ["", "#endif /* HAVE_ECC */", "",
              "#ifdef WOLFCRYPT_HAVE_SAKKE", ""]
    lines += _per_word(_sakke_consts)
    lines += ["", "#endif /* WOLFCRYPT_HAVE_SAKKE */", "",
              "#else", "",
              "/* ISO C forbids an empty translation unit. */",
              "typedef int wc_curve_consts_unused;", "",
              "#endif", ""]
    return lines
