"""ECC template of the SP generator: P-256, P-384, P-521 entry points.

Template layer (DESIGN.md section 4; module API in tmpl_common.py): emits,
for each curve, the constant-time point arithmetic, scalar
multiplications, ECDSA and ECDH entry points declared in sp.h, on top of
the field kernels of the catalogue (mont_mul/sqr/add/sub/neg, to/from
Montgomery, and the same for the group order).  The C text lives in
scripts/sp/templates/ecc_*.c.in (string.Template, ${name} placeholders);
this file fills in kernel names and constants, emits the fixed
exponentiation chains and the base-point comb table, and checks the
maths that the C relies on (tmpl_ecc_math.py) before anything is written.

Algorithms (details in the C comments):
  field      Montgomery form from the kernels; inversion a^(p-2) and
             square root a^((p+1)/4) by fixed addition chains.
  points     Jacobian, a = -3: dbl 4M+4S, add 12M+4S, mixed add 8M+3S;
             exception-safe add = add + dbl + masked copies.  The
             doubling is C from kernel calls (ecc_dbl.c.in, ${DBL} in
             ecc_point.c.in) unless the catalogue has a proj_dbl leaf of
             the field (the RV64 tier: one asm block, catalog.RV64_DBL) of
             the same name and contract, which then takes its place;
             the additions likewise (ecc_add.c.in, ${ADD}, proj_add;
             ecc_madd.c.in, ${MADD}, proj_madd).
  k P        fixed window (WIN bits), regular signed odd digits, table of
             odd multiples scanned with masks; the last addition safe.
  k G        signed comb: TEETH x COMBS affine table of the base point;
             every addition but the last proven non-exceptional.
  ECDSA      nonce by rejection sampling, k^-1 by safegcd in the order
             field (Montgomery); verification computes u1 G + u2 Q by
             interleaved NAFs (width VT_G_WIDTH over a constant affine
             table of odd multiples of G, width 5 over Q; public data,
             variable time) and compares x(X) = r mod n projectively.
The SM2 curve uses the same curve code with its own sign and verify
(tmpl_ecc_sm2.py, ecc_sm2.c.in).
"""

import ctext
import emit_c
import kernels_wradix as WR
import tmpl_common
import tmpl_ecc_math as M

NAME = "ecc"
GUARD = "defined(WOLFSSL_HAVE_SP_ECC)"
INCLUDES = ("wolfssl/wolfcrypt/random.h", "wolfssl/wolfcrypt/ecc.h")

# Width of u1's NAF in verification: the constant table holds the
# 2^(VT_G_WIDTH - 2) odd multiples G, 3G, ... (affine).
VT_G_WIDTH = 7


def wnaf(k, w):
    """Width-w NAF digits of k >= 0, least significant first (as
    sp_ecc_wnaf)."""
    out = []
    while k:
        d = 0
        if k & 1:
            d = k & ((1 << w) - 1)
            if d >= 1 << (w - 1):
                d -= 1 << w
            k -= d
        out.append(d)
        k >>= 1
    return out


def wnaf_scan(k, w, nb):
    """The same digits as sp_ecc_wnaf computes them for k < 2^nb: a scan
    of the bits with a carry (k is not changed), trailing zero digits
    dropped.  Checked against wnaf() in test_tmpl_ecc."""
    out, i, carry = [], 0, 0
    while i < nb or carry:
        b = (k >> i) & 1
        if b == carry:
            out.append(0)
            i += 1
            continue
        v = ((k >> i) & ((1 << w) - 1)) + carry
        carry = v >> (w - 1)
        out.append(v - (carry << w))
        out.extend([0] * (w - 1))
        i += w
    while out and out[-1] == 0:
        out.pop()
    return out


def model_mul2(u1, godd, u2, Q, p, a):
    """u1 G + u2 Q as sp_mul2_vt does it: one doubling chain, u1's digits
    from the odd multiples godd of G, u2's from Q, 3Q, ..., 15Q."""
    n1, n2 = wnaf(u1, VT_G_WIDTH), wnaf(u2, 5)
    qodd = [M.ec_mul(2 * i + 1, Q, p, a) for i in range(8)]
    acc = None
    for i in range(max(len(n1), len(n2)) - 1, -1, -1):
        acc = M.ec_add(acc, acc, p, a)
        for digits, tab in ((n1, godd), (n2, qodd)):
            d = digits[i] if i < len(digits) else 0
            if d:
                t = tab[abs(d) >> 1]
                acc = M.ec_add(acc, t if d > 0 else M.ec_neg(t, p), p, a)
    return acc


class CurveSpec:
    """One curve: field name, API suffix and the algorithm parameters.

    win            window of the variable-base multiplication (table of
                   2^(win-1) Jacobian points on the stack).
    key_below_n1   private keys are 1 <= d <= n - 2 (SM2: 1 + d must be
                   invertible mod n), else 1 <= d <= n - 1.
    teeth, combs   base-point comb: combs * 2^(teeth-1) affine points in
                   a constant table.
    """

    def __init__(self, field, api, desc, win=5, teeth=6, combs=4,
                 key_below_n1=False, radix=None):
        self.field, self.api, self.desc = field, api, desc
        self.win, self.teeth, self.combs = win, teeth, combs
        self.key_below_n1 = key_below_n1
        self.radix = radix


CURVES = (
    CurveSpec("p256", "256", "NIST P-256 (secp256r1)"),
    CurveSpec("p384", "384", "NIST P-384 (secp384r1)", radix=WR.P384),
    CurveSpec("p521", "521", "NIST P-521 (secp521r1)"),
)

# ---------------------------------------------------------------------------
# Templates
# ---------------------------------------------------------------------------
# templates/ecc_*.c.in (ctext.py: string.Template, ${name})
fill, LazySubs = ctext.fill, ctext.LazySubs


# ---------------------------------------------------------------------------
# Per-curve facts (checked) and substitutions
# ---------------------------------------------------------------------------
_checked = {}


def curve_facts(ctx, spec):
    """Numbers of one curve, with the checks the C relies on."""
    f = ctx.field(spec.field)
    o = ctx.field(f.curve.order)
    p, n, c = f.modulus, o.modulus, f.curve
    key = spec.field
    if key not in _checked:
        assert c.a == p - 3, "templates assume a = -3"
        assert p % 4 == 3, "square root assumes p = 3 mod 4"
        assert c.cofactor == 1
        assert n < p < 2 * n, "x mod n by one subtraction"
        assert (1 << o.bits) < 2 * n, "scalar mod n by one subtraction"
        G = (c.gx, c.gy)
        assert M.on_curve(G, p, c.a, c.b)
        comb = M.Comb(o.bits, spec.teeth, spec.combs)
        bad = M.comb_exceptional_steps(comb, n)
        assert bad == [len(comb.steps()) - 1], ("comb exceptions", bad)
        tables = M.comb_table(comb, G, p, c.a)
        for k in (1, 2, 3, n - 1, n - 2, (n - 1) // 2, 0xdeadbeef << 100):
            assert M.comb_eval(comb, k, tables, p, c.a, n) == \
                M.ec_mul(k, G, p, c.a), "comb schedule"
        winl = M.window_check(o.bits, spec.win, n)
        for k in (1, n, n - 2, (1 << o.bits) - 1):
            M.window_digits(k, spec.win, winl)
        chains = {"sqrt": M.plan_chain((p + 1) // 4)}
        godd = [M.ec_mul(2 * i + 1, G, p, c.a)
                for i in range(1 << (VT_G_WIDTH - 2))]
        Q = M.ec_mul(0x1234567 << 40, G, p, c.a)
        for u1, u2 in ((1, 1), (n - 1, 1), (1, n - 1), (n - 1, n - 2),
                       ((n - 1) // 3, (n - 1) // 5), (0, 3), (5, 0)):
            assert model_mul2(u1, godd, u2, Q, p, c.a) == M.ec_add(
                M.ec_mul(u1, G, p, c.a), M.ec_mul(u2, Q, p, c.a), p, c.a)
        _checked[key] = (comb, tables, winl, chains, godd)
    return (f, o) + _checked[key]


def mont(f, w, x):
    return x * f.r(w) % f.modulus


def curve_subs(ctx, spec):
    """The ${name} substitutions of one curve for word size ctx.w."""
    f, o, comb, tables, winl, chains, godd = curve_facts(ctx, spec)
    w = ctx.w
    n = ctx.limbs(f)
    assert ctx.limbs(o) == n
    P = f.prefix
    def k(role, fld=None):
        return lambda: ctx.kernel(role, n, fld)

    pre = "sp_%s_" % P
    c = f.curve
    s = LazySubs({
        "P": P, "N": str(n), "W": ctx.word, "WB": str(w),
        "WB1": str(w - 1), "NAME": spec.desc, "API": spec.api,
        "BITS": str(f.bits), "OBITS": str(o.bits),
        "BYTES": str((f.bits + 7) // 8), "OBYTES": str((o.bits + 7) // 8),
        "OTOPMASK": "0x%02x" % (0xff >> (8 * ((o.bits + 7) // 8) - o.bits)),
        "mul": k("mont_mul", f), "sqr": k("mont_sqr", f),
        "add": k("mont_add", f), "sub": k("mont_sub", f),
        "neg": k("mont_neg", f), "to_mont": k("to_mont", f),
        "from_mont": k("from_mont", f),
        "o_mul": k("mont_mul", o), "o_sqr": k("mont_sqr", o),
        "o_add": k("mont_add", o), "o_sub": k("mont_sub", o),
        "o_to_mont": k("to_mont", o), "o_from_mont": k("from_mont", o),
        "cmp": k("cmp"), "sub_n": k("sub"), "add_n": k("add"),
        "cond_add": k("cond_add"),
        "MOD": lambda: ctx.table("%smod_%d" % (pre, n)),
        "ORD": lambda: ctx.table("sp_%s_mod_%d" % (o.prefix, n)),
        "B": ctx.const_table("%sb_mont_%d" % (pre, n),
                             ctx.words(mont(f, w, c.b), n)),
        "ONE": ctx.const_table("%sone_mont_%d" % (pre, n),
                               ctx.words(mont(f, w, 1), n)),
        "select": lambda: ctx.helper("ct_select"),
        "load_mp": lambda: ctx.helper("load_mp"),
        "store_mp": lambda: ctx.helper("store_mp"),
        "load_bin": lambda: ctx.helper("load_bin"),
        "store_bin": lambda: ctx.helper("store_bin"),
        "WIN": str(spec.win), "WINL": str(winl), "WINL1": str(winl - 1),
        "TABN": str(1 << (spec.win - 1)),
        "TABM": str((1 << spec.win) - 1),
        "CT": str(comb.t), "CT1": str(comb.t - 1), "CM": str(comb.m),
        "CS": str(comb.s), "CS1": str(comb.s - 1), "CL": str(comb.L),
        "CE": str(comb.entries), "CSTEPS": str(comb.s * comb.m),
        "CW": str(-(-comb.L // w)), "CTT": str(comb.t * comb.m),
    })
    # mul_base keeps each tooth's spacing-long run of bits in one word
    assert comb.s < w, "comb spacing must fit a word"
    words = []
    for row in tables:
        for (x, y) in row:
            words += ctx.words(mont(f, w, x), n) + ctx.words(mont(f, w, y), n)
    s["COMB"] = ctx.const_table("%sbase_comb_%d" % (pre, n), words)
    # a lookup's teeth bits, one statement per tooth (no loop branch)
    s["UBITS"] = "\n".join(
        "            u %s ((tt[j * %d + %d] >> row) & 1)%s;" % (
            "=" if i == 0 else "|=", comb.t, i, " << %d" % i if i else "")
        for i in range(comb.t))
    s["GW"], s["GW1"] = str(VT_G_WIDTH), str(VT_G_WIDTH + 1)
    s["GODDM"] = str(2 * len(godd) - 1)
    s["GODD"] = ctx.const_table(
        "%sbase_odd_%d" % (pre, n),
        [wd for (x, y) in godd
         for wd in ctx.words(mont(f, w, x), n) + ctx.words(mont(f, w, y), n)])
    s["COMB_BYTES"] = str(len(words) * w // 8)
    s["add_d"] = k("add_d")
    if spec.key_below_n1:
        s["KEYRANGE"] = "1 <= k <= n - 2"
        s["KEYOK"] = ctext.render("ecc_keyok_n1.c.in", s)
    else:
        s["KEYRANGE"] = "1 <= k <= n - 1"
        s["KEYOK"] = ctext.render("ecc_keyok.c.in", s)
    top = o.bits % w
    s["TOPCHECK"] = "" if top == 0 else ctext.render(
        "ecc_topcheck.c.in", TOPW=n - 1, TOPB=top)
    return s, chains


# ---------------------------------------------------------------------------
# Fixed exponentiation chains as C
# ---------------------------------------------------------------------------
def emit_chain(ctx, fname, doc, ch, mul, sqr, n, wipe=False, word=None,
               sqrn=None):
    """C lines of `static void fname(r, a)` computing a^e by chain ch, on
    n words of the file's type (or of `word`).  sqrn = (name, k): a
    kernel doing k squarings (r may alias a) that runs of at least k
    squarings use, the rest of the run by sqr.

    Register 0 is the input a; the last step writes r directly (the
    kernels allow r to alias their inputs, and r may alias a: nothing
    writes r before the last step)."""
    W = word or ctx.word
    regs = M.chain_regs(ch)
    name = {0: "a"}
    for i, r in enumerate(regs):
        name[r] = "t%d" % i
    body = []
    loops = False
    last = len(ch.steps) - 1
    for idx, st in enumerate(ch.steps):
        dst = "r" if idx == last else name[st[1]]
        if st[0] == "sqr" and sqrn and st[3] >= sqrn[1]:
            q, rem = divmod(st[3], sqrn[1])
            body.append("%s(%s, %s);" % (sqrn[0], dst, name[st[2]]))
            if q > 2:
                loops = True
                body.append("for (i = 1; i < %d; i++)" % q)
                body.append("    %s(%s, %s);" % (sqrn[0], dst, dst))
            elif q == 2:
                body.append("%s(%s, %s);" % (sqrn[0], dst, dst))
            body += ["%s(%s, %s);" % (sqr, dst, dst)] * rem
        elif st[0] == "sqr":
            body.append("%s(%s, %s);" % (sqr, dst, name[st[2]]))
            if 1 < st[3] <= 3:
                body += ["%s(%s, %s);" % (sqr, dst, dst)] * (st[3] - 1)
            elif st[3] > 3:
                loops = True
                body.append("for (i = 1; i < %d; i++)" % st[3])
                body.append("    %s(%s, %s);" % (sqr, dst, dst))
        else:
            body.append("%s(%s, %s, %s);" % (mul, dst, name[st[2]],
                                             name[st[3]]))
    sq, mu = ch.cost()
    doc = doc + "\nFixed chain: %d squarings, %d multiplications " \
        "(constant time).  r may alias a." % (sq, mu)
    out = ctx.comment(fname, doc)
    out.append("static void %s(%s* r, const %s* a)" % (fname, W, W))
    out.append("{")
    used = []
    for idx, st in enumerate(ch.steps):
        regs_here = [st[2]] + ([st[3]] if st[0] == "mul" else []) + \
            ([] if idx == last else [st[1]])
        for r in regs_here:
            if r != 0 and name[r] not in used:
                used.append(name[r])
    decl = ["%s[%d]" % (v, n) for v in used]
    if decl:
        out += emit_c.wrap_list("%s " % W, decl)
    if loops:
        out.append("    int i;")
    out.append("")
    out += ["    " + ln for ln in body]
    if wipe:
        for v in used:
            out.append("    ForceZero(%s, sizeof(%s));" % (v, v))
    out.append("}")
    return out


def emit_inv(ctx, fname, doc, f, mod_table, mont_mul, n, r3_table,
             wipe=False, vt=False):
    """r = a^-1 in Montgomery form: sp_ct_inv (safegcd) on the value a R
    gives a^-1 R^-1, and one Montgomery multiplication by the constant
    R^3 mod m (r3_table) multiplies by R^2.  (For the Mersenne field R =
    1: no multiplication, r3_table None.)  vt: sp_vt_inv instead, for
    public values."""
    W = ctx.word
    B = tmpl_common.inv_radix(ctx.w)
    batches = tmpl_common.inv_batches(ctx.w, f.bits)
    then = ("then one Montgomery multiplication by R^3" if r3_table
            else "R = 1")
    if vt:
        doc += ("\nsp_vt_inv: at most %d batches of %d divsteps (variable "
                "time), %s.  r may alias a." % (batches, B, then))
    else:
        doc += ("\nsp_ct_inv: %d batches of %d divsteps, %s.  Constant "
                "time.  r may alias a." % (batches, B, then))
    out = ctx.comment(fname, doc)
    inv = ctx.helper("vt_inv" if vt else "ct_inv")
    to_r = ("    %s(r, t, %s);\n" % (mont_mul, r3_table) if r3_table else
            "    XMEMCPY(r, t, sizeof(t));\n")
    out += fill("ecc_inv.c.in", FNAME=fname, W=W, N=n, INV=inv,
                MOD=mod_table,
                MINV=ctx.t.lit(tmpl_common.inv_minv(ctx.w, f.modulus)),
                PAD=" " * (5 + len(inv)),
                ILIMBS=tmpl_common.inv_limbs(ctx.w, f.bits), IBATCH=batches,
                TO_R=to_r,
                WIPE="    ForceZero(t, sizeof(t));\n" if wipe else "")
    return out


def r3_table(ctx, f, pre, n):
    """The constant R^3 mod m of a Montgomery field (None for the
    Mersenne field, R = 1)."""
    if f.reduction == "mersenne":
        return None
    r = f.r(ctx.w)
    return ctx.const_table("%sr3_%d" % (pre, n),
                           ctx.words(r * r * r % f.modulus, n))


def chain_sections(ctx, spec, subs, chains, verify_inv=True):
    """The curve's fixed chains and inversions; verify_inv: also the
    variable-time order inversion of ECDSA verification (ecc_sign.c.in's;
    SM2's verification inverts nothing)."""
    P, n = subs["P"], int(subs["N"])
    f = ctx.field(spec.field)
    o = ctx.field(f.curve.order)
    assert max(f.bits, o.bits) <= tmpl_common.INV_MAX_BITS
    out = []
    fr3 = r3_table(ctx, f, "sp_%s_" % P, n)
    or3 = r3_table(ctx, o, "sp_%s_order_" % P, n)
    out.append(emit_inv(
        ctx, "sp_%s_mont_inv_%d" % (P, n),
        "r = a^-1 mod p in Montgomery form (0 for a = 0).",
        f, subs["MOD"], subs["mul"], n, fr3))
    out.append(emit_inv(
        ctx, "sp_%s_mont_inv_vt_%d" % (P, n),
        "r = a^-1 mod p as sp_%s_mont_inv_%d, in variable time: for "
        "public values (verification's table of Q)." % (P, n),
        f, subs["MOD"], subs["mul"], n, fr3, vt=True))
    out.append(emit_chain(
        ctx, "sp_%s_mont_sqrt_%d" % (P, n),
        "r = a^((p+1)/4) mod p in Montgomery form: a square root of a "
        "when a is a square (p = 3 mod 4).",
        chains["sqrt"], subs["mul"], subs["sqr"], n))
    out.append(emit_inv(
        ctx, "sp_%s_order_inv_%d" % (P, n),
        "r = a^-1 mod n, n the group order, in Montgomery form of the "
        "order: for a = x R, r = x^-1 R.  Used on nonces: temporaries are "
        "wiped.",
        o, subs["ORD"], subs["o_mul"], n, or3, wipe=True))
    if verify_inv:
        out.append(emit_inv(
            ctx, "sp_%s_order_inv_vt_%d" % (P, n),
            "r = a^-1 mod n as sp_%s_order_inv_%d, in variable time: "
            "for public values (verification's s)." % (P, n),
            o, subs["ORD"], subs["o_mul"], n, or3, vt=True))
    return out


# ---------------------------------------------------------------------------
# Module API (see tmpl_common.py)
# ---------------------------------------------------------------------------
def common_section(ctx):
    subs = {"W": ctx.word, "WB": str(ctx.w), "WB1": str(ctx.w - 1),
            "load_mp": ctx.helper("load_mp"),
            "barrier": ctx.helper("ct_barrier")}
    return fill("ecc_common.c.in", subs)


def curve_sections(ctx, spec, sign_template="ecc_sign.c.in"):
    """Sections of one curve: chains, point code, multiplications, API."""
    subs, chains = curve_subs(ctx, spec)
    secs = [["/* %s */" % ("=" * 70),
             "/* %-70s */" % spec.desc,
             "/* %s */" % ("=" * 70)]]
    secs += chain_sections(ctx, spec, subs, chains,
                           sign_template == "ecc_sign.c.in")
    f, n = ctx.field(spec.field), int(subs["N"])
    for key, role, tmpl, what in (
            ("DBL", "proj_dbl", "ecc_dbl.c.in", "doubling"),
            ("ADD", "proj_add", "ecc_add.c.in", "addition"),
            ("MADD", "proj_madd", "ecc_madd.c.in", "mixed addition")):
        if ctx.cat.has(role, n, f):
            # the catalogue's leaf, same name and contract as the C
            name = ctx.kernel(role, n, f)
            assert name == "sp_%s_%s_%d" % (subs["P"], role, n)
            subs[key] = "/* %s: the whole %s is one leaf kernel " \
                "(above). */" % (name, what)
        else:
            subs[key] = "\n".join(fill(tmpl, subs))
    secs.append(fill("ecc_point.c.in", subs))
    subs["MUL_CT"] = "\n".join(radix_lines(ctx, spec, subs, "ecc_mul_ct"))
    subs["MUL2_VT"] = "\n".join(radix_lines(ctx, spec, subs,
                                             "ecc_mul2_vt"))
    secs.append(fill("ecc_mul.c.in", subs))
    secs.append(fill("ecc_api.c.in", subs))
    secs.append(fill("ecc_vt.c.in", subs))
    secs.append(fill(sign_template, subs))
    return secs


_RADIX_DOC = {
    "dbl": "r = 2 p: Jacobian doubling (a = -3, dbl-2001-b, 3M + 5S) on\n"
           "reduced-radix digits (kernels_wradix.py); every coordinate in\n"
           "and out within the leaves' digit and value bounds.  r may\n"
           "alias p.",
    "madd_vt": "r = p + (x2, y2) for m = 0, p + (x2, -y2) for m all ones,\n"
               "as the plain leaf; returns 0 when Z3 = 0 mod p (p = +-q),\n"
               "else 1 (verification then redoes the addition from p, so\n"
               "it passes r apart from p).",
    "madd": "r = p + (x2, y2) for m = 0, p + (x2, -y2) for m all ones:\n"
            "Jacobian + affine (8M + 3S) on reduced-radix digits\n"
            "(kernels_wradix.py); q = x2, y2 as the conversion leaf\n"
            "writes them.  Not for p = +-q or O (the schedule avoids\n"
            "them).  r may alias p.",
    "to": "d = a in reduced-radix Montgomery digits (R' instead of R),\n"
          "a below p: a times a constant by one radix Montgomery product.",
    "from": "a = d in saturated Montgomery words, canonical (below p), for\n"
            "d within the point leaves' bounds: d times a constant by one\n"
            "radix Montgomery product, packed, one conditional subtraction.",
}


_RADIX_LEAVES = {}


def radix_subs(ctx, spec, subs):
    """The substitutions of the reduced-radix templates (a copy of subs
    with the leaves and tables of kernels_wradix.py), or None where the
    curve has no such form (spec.radix) or the words are not 64-bit."""
    F = spec.radix
    if F is None or ctx.w != 64:
        return None
    rn = F.n
    pre = "sp_%s_wr_" % subs["P"]

    def leaf(what, build, **kw):
        name = "%s%s_%d" % (pre, what, rn)

        def get():
            if name not in _RADIX_LEAVES:
                _RADIX_LEAVES[name] = build(name, F, _RADIX_DOC[what], **kw)
            return ctx.template_leaf(_RADIX_LEAVES[name])
        return get

    def mont(v):
        return F.digits(v * F.R % F.p)
    godd = curve_facts(ctx, spec)[-1]
    rs = LazySubs(subs)
    rs.update({
        "RN": str(rn), "RR": str(F.r), "RBITS": str(F.r * rn),
        "rdbl": leaf("dbl", WR.build_dbl),
        "rmadd": leaf("madd", WR.build_madd),
        "rmadd_vt": leaf("madd_vt", WR.build_madd, flag=True),
        "to": leaf("to", WR.build_to),
        "from": leaf("from", WR.build_from),
        "RONE": lambda: ctx.const_table("%sone_%d" % (pre, rn), mont(1)),
        "RGODD": lambda: ctx.const_table(
            "%sbase_odd_%d" % (pre, rn),
            [d for (x, y) in godd for d in mont(x) + mont(y)]),
    })
    return rs


def radix_lines(ctx, spec, subs, name):
    """Template `name` (ecc_mul_ct or ecc_mul2_vt): its reduced-radix
    form where the curve has one (radix_subs), else the saturated one."""
    rs = radix_subs(ctx, spec, subs)
    if rs is None:
        return fill(name + ".c.in", subs)
    return fill(name + "_radix.c.in", rs)


def emit(ctx):
    secs = [common_section(ctx)]
    for spec in CURVES:
        secs += curve_sections(ctx, spec)
    return secs


def curve_decls(spec, sigs="ECDSA"):
    return fill("ecc_decls.h.in", API=spec.api, DESC=spec.desc, SIGS=sigs)


def decls(ctx):
    out = ["#include <wolfssl/wolfcrypt/random.h>", ""]
    for spec in CURVES:
        out += curve_decls(spec) + [""]
    return out
