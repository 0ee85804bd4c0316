"""SAKKE template of the SP generator: RFC 6508 / RFC 6509 parameter set 1.

Template layer (DESIGN.md section 4; module API in tmpl_common.py): emits
the 1024-bit field F_p of SAKKE (kernels of the catalogue's fixed "sakke"
field: p and mp baked in), F_p^2 = F_p[i] / (i^2 + 1), the curve
E: y^2 = x^3 - 3x in Jacobian coordinates, constant-time scalar
multiplication (x-only Montgomery ladder with y recovery; [k]P by a comb
over constant tables of P and its doubles that this file computes, or
over a point's comb table), the reduced Tate pairing (Miller loop along
the NAF of q, or from a table of lines; final exponentiation
(p^2 - 1) / q = 4 (p - 1) as a fourth power and the PF_p representative
b / a) and constant-time powers in PF_p.  C text in
templates/sakke_*.c.in; this file fills in kernel names and constants and
checks the maths the C relies on with a Python model of the same
algorithms (the pairing of the base point must give the published g).

Entry points (sp.h): upstream wolfSSL's, with its prototypes and
contracts (its sakke.c calls them; doc/DROPIN.md):
  sp_ecc_mulmod_1024, sp_ecc_mulmod_base_1024, sp_ecc_mulmod_base_add_1024,
  sp_ecc_gen_table_1024 / sp_ecc_mulmod_table_1024 (a comb table of a
  point, e.g. RFC 6508's I), sp_Pairing_1024,
  sp_Pairing_gen_precomp_1024 / sp_Pairing_precomp_1024 (the Miller lines
  of the first point, an RSK), sp_ModExp_Fp_star_1024,
  sp_ecc_is_point_1024, sp_ecc_check_key_1024.
The tables have the layout of sakke_math.c's (header, then Montgomery
elements), which builds the same tables without SP.  Compiled under
WOLFSSL_HAVE_SP_SAKKE (settings.h: SAKKE with the SP ECC switch; upstream:
WOLFSSL_SP_1024, see tmpl_common.COMPAT); wolfcrypt/src/sakke_math.c
dispatches to them.
"""

import random

import ctext
import fields as F
import tmpl_common
import tmpl_curves
import tmpl_ecc
import tmpl_ecc_math as M

NAME = "sakke"
GUARD = "defined(WOLFSSL_HAVE_SP_SAKKE)"
INCLUDES = ("wolfssl/wolfcrypt/ecc.h",)

API = "1024"
# Steps of the binary inversion: 2 * 1024 shorten f + g to 1.
# The point-I table of sakke_math.c: a comb over the bits of q, in the
# layout that tmpl_curves.py defines for both (curve_consts.h).
COMB_TEETH = tmpl_curves.SAKKE_COMB_TEETH
DESC = "SAKKE (RFC 6509 parameter set 1)"

# g = <P, P> in RFC 6508's representation of PF_p (fields.py); the
# generator recomputes it with the model below.
SAKKE_G = F.SAKKE_G


# ---------------------------------------------------------------------------
# Python model of the C algorithms (checked before anything is written)
# ---------------------------------------------------------------------------
def naf(k):
    """Signed binary digits of k >= 0, least significant first."""
    out = []
    while k:
        if k & 1:
            d = 2 - (k & 3)
            k -= d
        else:
            d = 0
        out.append(d)
        k >>= 1
    return out


def _f2mul(x, y, p):
    a, b = x
    c, d = y
    return ((a * c - b * d) % p, (a * d + b * c) % p)


def model_pairing(K, Q, p, q):
    """<K, Q> as b / a: the Miller loop of sakke_point.c.in in affine
    coordinates (same lines up to F_p factors), NAF of q top first, the
    last chord skipped, then f^4.  Asserts that no step is exceptional."""
    digits = naf(q)[::-1]
    xq, yq = Q
    kx, ky = K
    T = K
    m = 1                         # T = [m] K
    f = (1, 0)
    for i, d in enumerate(digits[1:], 1):
        f = _f2mul(f, f, p)
        x, y = T
        assert y != 0
        lam = 3 * (x * x - 1) * pow(2 * y, -1, p) % p
        # tangent at T evaluated at (-xq, i yq): (lam (xq + x) - y) + yq i
        f = _f2mul(f, ((lam * (xq + x) - y) % p, yq), p)
        T = M.ec_add(T, T, p, p - 3)
        m *= 2
        if d != 0 and i < len(digits) - 1:
            s = ky if d > 0 else (p - ky) % p
            assert T is not None and T[0] != kx, "exceptional addition"
            lam = (s - T[1]) * pow(kx - T[0], -1, p) % p
            f = _f2mul(f, ((lam * (xq + kx) - s) % p, yq), p)
            T = M.ec_add(T, (kx, s), p, p - 3)
            m += d
    assert m + digits[-1] == q
    f = _f2mul(f, f, p)
    f = _f2mul(f, f, p)
    return f[1] * pow(f[0], -1, p) % p


def model_pow(base, e, p):
    """(1 + base i)^e as b / a."""
    acc, x = (1, 0), (1, base)
    for bit in bin(e)[2:]:
        acc = _f2mul(acc, acc, p)
        if bit == "1":
            acc = _f2mul(acc, x, p)
    return acc[1] * pow(acc[0], -1, p) % p


def model_ladder(k, B, p):
    """[k] B (None for O) by the x-only ladder and y recovery of
    sp_sakke_mulmod, for an affine B != (0, 0) on y^2 = x^3 - 3x."""
    x, y = B
    x0, z0, x1, z1 = 1, 0, x, 1
    for i in range(1023, -1, -1):
        if (k >> i) & 1:
            x0, z0, x1, z1 = x1, z1, x0, z0
        t0, t1 = x0 * x1 % p, z0 * z1 % p
        t2 = ((x0 - z0) * (x1 + z1) - t0 + t1) % p
        nx1, nz1 = (t0 + 3 * t1) ** 2 % p, x * t2 * t2 % p
        s0, s1 = x0 * x0 % p, z0 * z0 % p
        s2 = ((x0 + z0) ** 2 - s0 - s1) % p
        x0, z0 = (s0 + 3 * s1) ** 2 % p, 2 * s2 * (s0 - 3 * s1) % p
        x1, z1 = nx1, nz1
        if (k >> i) & 1:
            x0, z0, x1, z1 = x1, z1, x0, z0
    if z0 == 0:
        return None
    if z1 == 0 or y == 0:
        return (x, (p - y) % p)
    num = (z1 * (x * x0 - 3 * z0) * (x * z0 + x0) -
           x1 * (x * z0 - x0) ** 2) % p
    w = 2 * y * z1 * z0 % p
    inv = pow(w * z0, p - 2, p)
    return (x0 * w * inv % p, num * inv % p)


def random_point(rng, p):
    """A random affine point of y^2 = x^3 - 3x (p = 3 mod 4)."""
    while True:
        x = rng.randrange(1, p)
        v = (x * x * x - 3 * x) % p
        y = pow(v, (p + 1) // 4, p)
        if y * y % p == v:
            return (x, y)


def check_ladder(p, q, rng):
    """The ladder model against plain scalar multiplication, for points
    of order q and of the other orders the cofactor 4 allows, and edge
    scalars (0, q - 1 (Q = -B), q, 4q - 1, 2^1024 - 1, ...)."""
    a = p - 3
    for _ in range(2):
        R = random_point(rng, p)          # order q, 2q or 4q
        for B in (R, M.ec_mul(q, R, p, a), M.ec_mul(4, R, p, a)):
            if B is None or B == (0, 0):
                continue
            for k in (0, 1, 2, 3, 5, q - 1, q, q + 1, 2 * q, 4 * q - 1,
                      (1 << 1024) - 1, rng.getrandbits(1024)):
                assert model_ladder(k, B, p) == M.ec_mul(k, B, p, a), k


binary_steps = tmpl_curves.pairing_steps


def g_comb(p, qbits):
    """Entries 0 .. 63 of sp_sakke_pow_g's table: with u = (1 + g i)^(p-1)
    = c + d i, entry v is the product of u^(2^(d j)) over the set bits j
    of v, d = ceil(qbits / 6) columns; as (c, d) pairs."""
    D = pow(1 + SAKKE_G * SAKKE_G, -1, p)
    u = ((1 - SAKKE_G * SAKKE_G) * D % p, -2 * SAKKE_G * D % p)
    cols = (qbits + COMB_TEETH - 1) // COMB_TEETH
    base = []
    for j in range(COMB_TEETH):
        base.append(_f2pow(u, 1 << (cols * j), p))
    out = []
    for v in range(1 << COMB_TEETH):
        acc = (1, 0)
        for j in range(COMB_TEETH):
            if (v >> j) & 1:
                acc = _f2mul(acc, base[j], p)
        out.append(acc)
    return out


def point_comb(P, p, qbits):
    """Entries 1 .. 63 of a comb table of the point P in the layout of
    sakke_math.c's point-I table (sp_sakke_mulmod_comb): entry e - 1 =
    sum_j e_j [2^(d j)] P, d = ceil(qbits / 6) columns, affine (x, y).
    None (O) never occurs for P of order q > 2^(6 d - d)."""
    a = p - 3
    cols = (qbits + COMB_TEETH - 1) // COMB_TEETH
    base = [M.ec_mul(1 << (cols * j), P, p, a) for j in range(COMB_TEETH)]
    out = []
    for e in range(1, 1 << COMB_TEETH):
        acc = None
        for j in range(COMB_TEETH):
            if (e >> j) & 1:
                acc = M.ec_add(acc, base[j], p, a)
        assert acc is not None
        out.append(acc)
    return out


def model_comb(k, tab, p, qbits):
    """[k] B by the column order of sp_sakke_mulmod_comb from the entries
    tab of point_comb(B) (None for O)."""
    a = p - 3
    cols = (qbits + COMB_TEETH - 1) // COMB_TEETH
    acc = None
    for i in range(cols - 1, -1, -1):
        acc = M.ec_add(acc, acc, p, a)
        v = sum(((k >> (i + cols * j)) & 1) << j
                for j in range(COMB_TEETH) if i + cols * j < 1024)
        if v:
            acc = M.ec_add(acc, tab[v - 1], p, a)
    return acc


def model_pow_g(e, p, qbits):
    """g^e by the comb of sp_sakke_pow_g (value -d / (1 + c))."""
    tab = g_comb(p, qbits)
    cols = (qbits + COMB_TEETH - 1) // COMB_TEETH
    c, d = 1, 0
    for i in range(cols - 1, -1, -1):
        c, d = (2 * c * c - 1) % p, ((c + d) ** 2 - 1) % p
        v = sum(((e >> (i + cols * j)) & 1) << j
                for j in range(COMB_TEETH) if i + cols * j < 1024)
        c, d = _f2mul((c, d), tab[v], p)
    return -d * pow(1 + c, p - 2, p) % p


def _f2pow(x, e, p):
    acc = (1, 0)
    for bit in bin(e)[2:]:
        acc = _f2mul(acc, acc, p)
        if bit == "1":
            acc = _f2mul(acc, x, p)
    return acc


def lucas_v1(b, p):
    """V_1 = 2 (1 - b^2) / (1 + b^2) of sp_sakke_lucas_v1."""
    return 2 * (1 - b * b) * pow(1 + b * b, -1, p) % p


def model_lucas(b, e, p):
    """(1 + b i)^e as b' / a' by the Lucas ladder of sp_sakke_pow."""
    d = (1 + b * b) % p
    nb = (1 - b * b) % p
    v1 = lucas_v1(b, p)
    r0, r1 = 2, v1
    for i in range(1023, -1, -1):
        if (e >> i) & 1:
            r0, r1 = (r0 * r1 - v1) % p, (r1 * r1 - 2) % p
        else:
            r0, r1 = (r0 * r0 - 2) % p, (r0 * r1 - v1) % p
    den = 2 * b * (2 + r0) % p
    inv = pow(den, p - 2, p)
    return (r0 * nb - r1 * d) * inv % p


_checked = {}


def facts():
    """Checked numbers: NAF of q, g (and the models of the C)."""
    if "f" not in _checked:
        f = F.FIELDS["sakke"]
        o = F.FIELDS[f.curve.order]
        p, q = f.modulus, o.modulus
        assert p % 4 == 3 and p + 1 == 4 * q
        assert f.curve.a == p - 3 and f.curve.b == 0
        P = (f.curve.gx, f.curve.gy)
        assert M.on_curve(P, p, f.curve.a, 0)
        digits = naf(q)
        assert sum(d << i for i, d in enumerate(digits)) == q
        assert digits[-1] == 1 and digits[0] != 0
        # the pairing model reproduces the published g = <P, P> ...
        assert model_pairing(P, P, p, q) == SAKKE_G, "pairing model"
        # ... and is bilinear: <[2]P, P> = g^2
        P2 = M.ec_add(P, P, p, p - 3)
        assert model_pairing(P2, P, p, q) == model_pow(SAKKE_G, 2, p)
        # the Lucas ladder of sp_sakke_pow agrees with plain powers
        for b, e in ((SAKKE_G, 0), (SAKKE_G, 1), (SAKKE_G, q - 1),
                     (SAKKE_G, (1 << 1024) - 1), (0, 5), (12345, 2 * q),
                     (p - 1, 0xdeadbeef << 900)):
            assert model_lucas(b, e, p) == model_pow(b, e, p), (b, e)
        check_ladder(p, q, random.Random(1))
        # the comb of g's powers agrees with plain powers
        for e in (0, 1, 2, q - 1, q, (1 << 1024) - 1, 0x1234567 << 700):
            assert model_pow_g(e, p, q.bit_length()) == \
                model_pow(SAKKE_G, e, p), e
        # the comb of P's multiples agrees with plain multiplication
        tab = point_comb(P, p, q.bit_length())
        for k in (0, 1, 2, 63, q - 1, q, (1 << 1024) - 1,
                  0x1234567 << 700):
            assert model_comb(k, tab, p, q.bit_length()) == \
                M.ec_mul(k, P, p, p - 3), k
        _checked["f"] = (f, o, digits[::-1])
    return _checked["f"]


def mont(f, w, x):
    return x * f.r(w) % f.modulus


def subs_for(ctx):
    f, o, digits = facts()
    w = ctx.w
    n = ctx.limbs(f)
    assert 1024 % w == 0
    lay = tmpl_curves.sakke_layout()

    def k(role, fld=None):
        return lambda: ctx.kernel(role, n, fld)

    def const(name, value):
        return ctx.const_table("sp_sakke_%s_%d" % (name, n),
                               ctx.words(mont(f, w, value), n))
    def comb_words(mult):
        """Words of the comb table of [mult] P (Montgomery, x then y)."""
        P = M.ec_mul(mult, (f.curve.gx, f.curve.gy), f.modulus,
                     f.curve.a)
        return [wd for x, y in point_comb(P, f.modulus,
                                          o.modulus.bit_length())
                for wd in ctx.words(mont(f, w, x), n) +
                ctx.words(mont(f, w, y), n)]
    naf_lines = []
    for i in range(0, len(digits), 16):
        naf_lines.append("    " + ", ".join(
            "%2d" % d for d in digits[i:i + 16]) + ",")
    naf_lines[-1] = naf_lines[-1].rstrip(",")
    s = ctext.LazySubs({
        "N": str(n), "W": ctx.word, "WB": str(w), "WB1": str(w - 1),
        "NAME": DESC, "API": API,
        "NAFLEN": str(len(digits)), "NAF": "\n".join(naf_lines),
        "QBITS": str(o.modulus.bit_length()),
        "STEPS": str(binary_steps(o.modulus)),
        "CE": str(lay["COMB_ENTRIES"]), "CD": str(lay["COMB_COLS"]),
        "HDR": str(lay["HDR_SZ"]),
        "MAGIC_POINT": "0x%08XU" % lay["MAGIC_POINT"],
        "MAGIC_PAIR": "0x%08XU" % lay["MAGIC_PAIR"],
        "ORD": lambda: ctx.table("sp_sakke_order_mod_%d" % n),
        "mul": k("mont_mul", f), "sqr": k("mont_sqr", f),
        "add": k("mont_add", f), "sub": k("mont_sub", f),
        "neg": k("mont_neg", f), "to_mont": k("to_mont", f),
        "from_mont": k("from_mont", f),
        "sub_n": k("sub"), "add_n": k("add"),
        "MOD": lambda: ctx.table("sp_sakke_mod_%d" % n),
        "ONE": lambda: const("one_mont", 1),
        "THREE": lambda: const("three_mont", 3),
        "TWO": lambda: const("two_mont", 2),
        "GPLAIN": lambda: ctx.const_table("sp_sakke_g_%d" % n,
                                          ctx.words(SAKKE_G, n)),
        "GCOMB": lambda: ctx.const_table(
            "sp_sakke_g_comb_%d" % n,
            [wd for c, d in g_comb(f.modulus, o.modulus.bit_length())
             for wd in ctx.words(mont(f, w, c), n) +
             ctx.words(mont(f, w, d), n)]),
        "cmp_n": k("cmp"),
        "cond_add": k("cond_add"), "cond_sub": k("cond_sub"),
        "ct_inv": lambda: ctx.helper("ct_inv"),
        "barrier": lambda: ctx.helper("ct_barrier"),
        "MINV": ctx.t.lit(tmpl_common.inv_minv(w, f.modulus)),
        "IBATCH": str(tmpl_common.inv_batches(w, f.bits)),
        "ILIMBS": str(tmpl_common.inv_limbs(w, f.bits)),
        "PCOMB": lambda: ctx.const_table(
            "sp_sakke_p_comb_%d" % n, comb_words(1)),
        "PDCOMB": lambda: ctx.const_table(
            "sp_sakke_p_dcomb_%d" % n, comb_words(2)),
        "select": lambda: ctx.helper("ct_select"),
        "load_mp": lambda: ctx.helper("load_mp"),
        "store_mp": lambda: ctx.helper("store_mp"),
    })
    return s


# ---------------------------------------------------------------------------
# Module API (see tmpl_common.py)
# ---------------------------------------------------------------------------
def emit(ctx):
    s = subs_for(ctx)
    secs = [["/* %s */" % ("=" * 70), "/* %-70s */" % DESC,
             "/* %s */" % ("=" * 70)]]
    secs.append(ctext.fill("sakke_field.c.in", s))
    secs.append(ctext.fill("sakke_point.c.in", s))
    secs.append(ctext.fill("sakke_api.c.in", s))
    return secs


def decls(ctx):
    return ["/* The SAKKE entry points below exist. */"] + \
        ctext.fill("sakke_decls.h.in")
