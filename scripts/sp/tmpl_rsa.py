"""RSA/DH templates of the SP generator: modular exponentiation C.

Template module (API in tmpl_common.py) for the fixed-size RSA and DH
entry points of wolfssl/wolfcrypt/sp.h, built on the generic-modulus
kernels (fields rsa512 ... rsa4096: mont_mul, mont_sqr, mont_reduce,
from_mont take m[] and mp at run time) and the size kernels (add, sub,
cond_add, cmp, mul, add_d).

Per modulus size B (n = B / w limbs) it emits:
  sp_B_mont_r2     R^2 mod m from R mod m = R - m (m has exactly B bits):
                   K modular doublings then J Montgomery squarings,
                   K * 2^J = w n; constant time (masks), so it serves the
                   secret primes of the CRT as well as public moduli.
  sp_B_mod_exp     a^e mod m, constant time: fixed window (width from
                   the public bit count, at most WINDOW bits), table read
                   with masks.
  sp_B_mod_exp_pub a^e mod m for a public exponent (square and multiply,
                   variable time in e only; RSA public operation).
  sp_B_rsa_crt     RSA private operation by CRT on the B/2-bit primes.
and the entry points sp_ModExp_B, sp_RsaPublic_B, sp_RsaPrivate_B,
sp_DhExp_B for the sizes listed below.

Error conventions of the entry points (wolfCrypt's SP layer):
  BAD_FUNC_ARG  a NULL pointer (or no private exponent at all)
  BUFFER_E      *outLen smaller than B/8 bytes
  MP_READ_E     the modulus is not exactly B bits, or an input or exponent
                is longer than the modulus (in bytes / words): callers
                (rsa.c, dh.c) only call when the size matches, so this
                means "use sp_int"
  MP_VAL        even modulus, negative value, base >= modulus (ModExp,
                DhExp)
  RSA_OUT_OF_RANGE_E  RSA input >= n
  MEMORY_E      the window table could not be allocated
"""

import ctext

NAME = "rsa"
GUARD = "defined(WOLFSSL_HAVE_SP_RSA) || defined(WOLFSSL_HAVE_SP_DH)"
RSA = "defined(WOLFSSL_HAVE_SP_RSA)"
DH = "defined(WOLFSSL_HAVE_SP_DH)"

WINDOW = 5                              # fixed-window width (bits)
MODEXP_SIZES = (1024, 1536, 2048, 3072, 4096)
RSA_SIZES = (1024, 2048, 3072, 4096)    # RsaPublic / RsaPrivate
DH_SIZES = (1024, 2048, 3072, 4096)


def _sub(name, **kw):
    """Lines of template `name` (templates/rsa_*.c.in, its leading and
    trailing blank lines kept), then re-align the continuation lines of
    top-level signatures under their "(" (names change length with the
    size)."""
    lines = ctext.render(name, kw).split("\n")
    col = None
    for i, ln in enumerate(lines):
        if col is not None:
            body = ln.strip()
            lines[i] = " " * col + body
            if len(lines[i]) > 79:
                lines[i] = "    " + body
            if body.endswith((")", ");", "{")):
                col = None
        elif ln[:1] not in (" ", "", "/", "#", "}") and "(" in ln and \
                ln.rstrip().endswith(","):
            col = ln.index("(") + 1
    return lines


# ---------------------------------------------------------------------------
# sp.h
# ---------------------------------------------------------------------------
def decls(ctx):
    """sp.h: templates/rsa_decls.h.in around the per-size prototypes."""
    def protos(name, sizes):
        return "".join(ctext.render(name, B=b) for b in sizes)
    return ctext.fill(
        "rsa_decls.h.in",
        MODEXP=protos("rsa_decl_modexp.h.in", MODEXP_SIZES).rstrip("\n"),
        RSA=protos("rsa_decl_rsa.h.in", RSA_SIZES).rstrip("\n"),
        DH=protos("rsa_decl_dh.h.in", DH_SIZES).rstrip("\n"))


MAX_EXP_BITS = 8192


def _window_count(k):
    """C expression of ceil(bits / k) for 0 <= bits <= MAX_EXP_BITS by a
    multiplication: (bits + k - 1) * ceil(2^32 / k) >> 32, checked exact
    here over the whole range."""
    recip = -(-(1 << 32) // k)
    for bits in range(MAX_EXP_BITS + 1):
        assert ((bits + k - 1) * recip) >> 32 == -(-bits // k)
    return ("(int)(((word64)(bits + %d) * 0x%xULL) >> 32)" % (k - 1, recip))


def _window_rule():
    """(comment text, C body) of sp_rsa_windows: bit-count thresholds where
    the best window width (2^k - 2 + ceil(bits / k) multiplications, k up
    to WINDOW) grows; k >= 2 so the window code is always exercised."""
    def cost(bits, k):
        return (1 << k) - 2 + -(-bits // k)
    limits, k = [], 2
    for bits in range(1, MAX_EXP_BITS + 1):
        best = min(range(2, WINDOW + 1), key=lambda x: (cost(bits, x), x))
        if best > k:
            limits.append((bits - 1, k))
            k = best
    text = "\n * " + ", ".join("%d up to %d bits" % (kk, b)
                               for b, kk in limits)
    text += ", else %d" % WINDOW
    body = []
    for b, kk in limits + [(None, WINDOW)]:
        ret = ["    *k = %d;" % kk, "    return %s;" % _window_count(kk)]
        if b is None:
            body += ret
        else:
            body += ["    if (bits <= %d) {" % b] + ["    " + r for r in ret]
            body += ["    }"]
    return text, "\n".join(body)


def _r2_plan(ctx, b):
    """(K, J) with K * 2^J = b minimising K doublings + J squarings, by
    the primitive-op counts of the kernels involved."""
    import ir
    n = ctx.limbs(b)
    f = ctx.field("rsa%d" % b)
    cat = ctx.cat
    cache = {}

    def cost(name):
        c = ir.count_kernel(cat.lookup(name), cat.lookup, cache)
        return sum(v for k, v in c.items() if k not in ("call", "glue"))
    dbl = sum(cost(cat.size_kernel(r, n, f.sizep()))
              for r in ("add", "sub", "cond_add"))
    sqr = cost(cat.field_kernel("mont_sqr", n, f))
    best = None
    j = 0
    while b % (1 << j) == 0:
        k = b >> j
        c = k * dbl + j * sqr
        if best is None or c < best[0]:
            best = (c, k, j)
        j += 1
    return best[1], best[2]


def _check_params(ctx, name, expect):
    got = [p[0] for p in ctx.kernel_params(name)]
    assert got == list(expect), (name, got, expect)


def _size_names(ctx, b):
    """Substitutions for the size-B templates (and requests the kernels)."""
    n = ctx.limbs(b)
    f = "rsa%d" % b
    k, j = _r2_plan(ctx, b)
    kw = dict(B=b, N=n, N2=2 * n, W=ctx.w, WORD=ctx.word, K=k, J=j,
              WIN=WINDOW, BYTES=b // 8,
              ADD=ctx.kernel("add", n), SUB=ctx.kernel("sub", n),
              CADD=ctx.kernel("cond_add", n),
              MUL=ctx.kernel("mont_mul", n, f),
              SQR=ctx.kernel("mont_sqr", n, f))
    _check_params(ctx, kw["MUL"], ("r", "a", "b", "m", "mp"))
    _check_params(ctx, kw["SQR"], ("r", "a", "m", "mp"))
    _check_params(ctx, kw["CADD"], ("r", "a", "b", "mask"))
    kw["MODEXP"] = _modexp(ctx, b, kw)
    form = ctx.cat.radix_form(ctx.field(f))
    kw["PUBRD"] = 0 if form is None else form[0] * form[1] - b
    kw["PUBRD2"] = 2 * kw["PUBRD"]
    return kw


def _radix_subs(ctx, b, kw):
    """kw with the reduced-radix names (digits, R' = 2^RBITS = 2^RD R,
    the rmont kernels) for size b, or None when the catalogue has no
    reduced-radix kernels for it."""
    f = ctx.field("rsa%d" % b)
    form = ctx.cat.radix_form(f)
    if form is None:
        return None
    rb, rn = form
    kw = dict(kw, RB=rb, RN=rn, RBITS=rb * rn, RD=rb * rn - b,
              RD2=2 * (rb * rn - b),
              RMUL=ctx.kernel("rmont_mul", rn, f),
              RSQR=ctx.kernel("rmont_sqr", rn, f))
    _check_params(ctx, kw["RMUL"], ("r", "a", "b", "m", "mp"))
    _check_params(ctx, kw["RSQR"], ("r", "a", "m", "mp"))
    ctx.helper("radix")
    return kw


def _modexp(ctx, b, kw):
    """Text of sp_B_mod_exp: on the catalogue's reduced-radix kernels
    where it has them for this size (rsa_exp_radix.c.in), else on the
    full-radix Montgomery kernels (rsa_exp.c.in)."""
    rkw = _radix_subs(ctx, b, kw)
    if rkw is None:
        return ctext.render("rsa_exp.c.in", _full_subs(ctx, b, kw))
    return ctext.render("rsa_exp_radix.c.in", rkw)


def _modexp_pub(ctx, b, kw):
    """Text of sp_B_mod_exp_pub, as _modexp chooses (rsa_exp_pub*.c.in);
    the reduced-radix form takes R'^2 mod m for r2 (PUBRD)."""
    rkw = _radix_subs(ctx, b, kw)
    if rkw is None:
        return ctext.render("rsa_exp_pub.c.in", _full_subs(ctx, b, kw))
    return ctext.render("rsa_exp_pub_radix.c.in", rkw)


def _full_subs(ctx, b, kw):
    """kw with FROM, the full-radix from_mont (requested only where an
    exponentiation leaves the Montgomery form with it)."""
    kw = dict(kw, FROM=ctx.kernel("from_mont", kw["N"], "rsa%d" % b))
    _check_params(ctx, kw["FROM"], ("r", "a", "m", "mp"))
    return kw


def emit(ctx):
    w = ctx.w
    steps = {64: 5, 32: 4}[w]
    wins, code = _window_rule()
    secs = [_sub("rsa_common.c.in", W=w, WORD=ctx.word, STEPS=steps,
                 WINS=wins, WINCODE=code)]
    for key in ("load_mp", "store_mp", "load_bin", "store_bin",
                "ct_select"):
        ctx.helper(key)
    with ctx.under(RSA):
        ctx.helper("word_bits")
    # Exponentiation per size: the ModExp sizes for RSA and DH, plus 512
    # (the primes of RSA-1024) for RSA only.
    for b in (512,) + MODEXP_SIZES:
        cond = RSA if b not in MODEXP_SIZES else None
        if cond:
            with ctx.under(cond):
                kw = _size_names(ctx, b)
            secs.append(["#ifdef WOLFSSL_HAVE_SP_RSA"] +
                        _sub("rsa_size.c.in", **kw) + ["#endif"])
        else:
            kw = _size_names(ctx, b)
            secs.append(_sub("rsa_size.c.in", **kw))
            secs.append(_sub("rsa_modexp.c.in",
                             CMP=ctx.kernel("cmp", kw["N"]), **kw))
        # public moduli: RSA n and DH p
        conds = ([RSA] if b in RSA_SIZES else []) + \
            ([DH] if b in DH_SIZES else [])
        if conds:
            secs.append(["#if " + " || ".join(conds)] +
                        _sub("rsa_pubctx.c.in", **kw) + ["#endif"])
    rsa = ["#ifdef WOLFSSL_HAVE_SP_RSA"]
    with ctx.under(RSA):
        for b in RSA_SIZES:
            kw = _size_names(ctx, b)
            kw["CMP"] = ctx.kernel("cmp", kw["N"])
            h = ctx.limbs(b // 2)
            hf = "rsa%d" % (b // 2)
            kw.update(H=h, HB=b // 2,
                      HRED=ctx.kernel("mont_reduce", h, hf),
                      HMUL=ctx.kernel("mont_mul", h, hf),
                      HSUB=ctx.kernel("sub", h),
                      HCADD=ctx.kernel("cond_add", h),
                      HADD=ctx.kernel("add", h),
                      HADDD=ctx.kernel("add_d", h),
                      HPMUL=ctx.kernel("mul", h))
            _check_params(ctx, kw["HRED"], ("r", "t", "m", "mp"))
            _check_params(ctx, kw["HPMUL"], ("r", "a", "b"))
            kw["MODEXPPUB"] = _modexp_pub(ctx, b, kw)
            rsa += _sub("rsa_private.c.in", **kw)
    rsa.append("#endif /* WOLFSSL_HAVE_SP_RSA */")
    secs.append(rsa)
    dh = ["#ifdef WOLFSSL_HAVE_SP_DH"] + _sub("rsa_dh_common.c.in")
    with ctx.under(DH):
        for b in DH_SIZES:
            kw = _size_names(ctx, b)
            dh += _sub("rsa_dh.c.in", CMP=ctx.kernel("cmp", kw["N"]), **kw)
    dh.append("#endif /* WOLFSSL_HAVE_SP_DH */")
    secs.append(dh)
    return secs
