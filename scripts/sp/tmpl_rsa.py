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

NAME = "rsa"
GUARD = "defined(WOLFSSL_HAVE_SP_RSA) || defined(WOLFSSL_HAVE_SP_DH)"
RSA = "defined(WOLFSSL_HAVE_SP_RSA)"
DH = "defined(WOLFSSL_HAVE_SP_DH)"

WINDOW = 5                              # fixed-window width (bits)
MODEXP_SIZES = (1024, 1536, 2048, 3072, 4096)
RSA_SIZES = (1024, 2048, 3072, 4096)    # RsaPublic / RsaPrivate
DH_SIZES = (1024, 2048, 3072, 4096)


def _sub(text, **kw):
    """Replace @KEY@ markers (C braces stay untouched), then re-align the
    continuation lines of top-level signatures under their "(" (names
    change length with the size)."""
    for k, v in kw.items():
        text = text.replace("@%s@" % k, str(v))
    assert "@" not in text, text[text.index("@") - 40:][:80]
    lines = text.split("\n")
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
    out = ["/* Modular exponentiation, RSA and DH with a modulus of exactly",
           " * N bits (sp_ModExp_N: N = 1024, 1536, 2048, 3072, 4096;",
           " * the others: 1024, 2048, 3072, 4096).  Constant time in the",
           " * exponent, the base and (RSA private) the primes; the work",
           " * depends on N (and on expLen for sp_DhExp_N) only.",
           " * Return 0, or: BAD_FUNC_ARG (NULL), BUFFER_E (*outLen < N/8),",
           " * MP_READ_E (modulus not N bits or a value longer than N bits:",
           " * use sp_int instead), MP_VAL (even modulus, negative value,",
           " * base >= mod), RSA_OUT_OF_RANGE_E (RSA input >= n), MEMORY_E.",
           " *",
           " * sp_ModExp_N: res = base^exp mod mod; base < mod; exp is",
           " *     processed over N bits.",
           " * sp_RsaPublic_N: out (N/8 bytes, *outLen = N/8) = in^e mod n;",
           " *     in < n (at most N/8 bytes, big-endian); variable time in",
           " *     e only.  sp_RsaPublicCt_N: the same, also constant",
           " *     time in n (rsa.c's check of private results, whose",
           " *     traces must not depend on the key).",
           " * sp_RsaPrivate_N: out = in^d mod n by CRT with the N/2-bit",
           " *     primes p, q when p, q, dP, dQ and u = q^-1 mod p are given",
           " *     (non-NULL, non-zero, p and q of exactly N/2 bits, the",
           " *     others of at most N/2 bits); otherwise, when d is given,",
           " *     with d over all N bits.  No base blinding: every step",
           " *     is constant time (rsa.c checks the result with e).",
           " * sp_DhExpPad_N: out (exactly N/8 bytes, big-endian, leading",
           " *     zeros kept) = base^exp mod mod with exp big-endian in",
           " *     expLen <= N/8 bytes (processed over 8 expLen bits).  The",
           " *     form for secrets: nothing about the value's length shows.",
           " * sp_DhExp_N: the same written with its leading zero bytes",
           " *     removed and *outLen set to the remaining length",
           " *     (wolfCrypt's convention; the work of the removal depends",
           " *     on that length only); out must hold N/8 bytes and *outLen",
           " *     is only written (upstream wolfSSL's contract: its callers",
           " *     pass it unset). */"]
    for b in MODEXP_SIZES:
        out.append("WOLFSSL_API int sp_ModExp_%d(const mp_int* base, "
                   "const mp_int* exp," % b)
        out.append("    const mp_int* mod, mp_int* res);")
    out += ["", "#ifdef WOLFSSL_HAVE_SP_RSA"]
    for b in RSA_SIZES:
        out += ["WOLFSSL_API int sp_RsaPublic_%d(const byte* in, word32 inLen,"
                % b,
                "    const mp_int* em, const mp_int* mm, byte* out, "
                "word32* outLen);",
                "WOLFSSL_LOCAL int sp_RsaPublicCt_%d(const byte* in, "
                "word32 inLen," % b,
                "    const mp_int* em, const mp_int* mm, byte* out, "
                "word32* outLen);",
                "WOLFSSL_API int sp_RsaPrivate_%d(const byte* in, "
                "word32 inLen," % b,
                "    const mp_int* dm, const mp_int* pm, const mp_int* qm,",
                "    const mp_int* dpm, const mp_int* dqm, const mp_int* qim,",
                "    const mp_int* mm, byte* out, word32* outLen);"]
    out += ["#endif", "", "#ifdef WOLFSSL_HAVE_SP_DH"]
    for b in DH_SIZES:
        out += ["WOLFSSL_API int sp_DhExp_%d(const mp_int* base, "
                "const byte* exp," % b,
                "    word32 expLen, const mp_int* mod, byte* out, "
                "word32* outLen);",
                "WOLFSSL_LOCAL int sp_DhExpPad_%d(const mp_int* base, "
                "const byte* exp," % b,
                "    word32 expLen, const mp_int* mod, byte* out);"]
    out += ["#endif"]
    return out


# ---------------------------------------------------------------------------
# C templates
# ---------------------------------------------------------------------------
_COMMON = r"""
/* sp_rsa_mp: -m0^-1 mod 2^@W@ for odd m0.  Newton's iteration: x = m0 is
 * an inverse of m0 mod 2^3 (odd squares are 1 mod 8) and each step
 * x = x (2 - m0 x) doubles the number of correct low bits (3 -> 6 ->
 * ...), so @STEPS@ steps reach @W@.  Constant time. */
static @WORD@ sp_rsa_mp(@WORD@ m0)
{
    @WORD@ x = m0;
    int i;

    for (i = 0; i < @STEPS@; i++)
        x *= (@WORD@)2 - m0 * x;
    return (@WORD@)0 - x;
}

/* sp_rsa_window: bits [pos, pos + k) of the n-word number e (bits at and
 * above @W@ n read as zero), 0 <= pos < @W@ n, 1 <= k < @W@.  pos, k and
 * n are public; the value of e is not looked at by any branch or index. */
static @WORD@ sp_rsa_window(const @WORD@* e, int n, int pos, int k)
{
    int i = pos / @W@, s = pos % @W@;
    @WORD@ v = e[i] >> s;

    if ((s + k > @W@) && (i + 1 < n))
        v |= e[i + 1] << (@W@ - s);
    return v & (((@WORD@)1 << k) - 1);
}

/* sp_rsa_windows: the windows of an exponent of `bits` (public, 0 <=
 * bits <= 8192) bits.  *k = the width minimising the 2^k - 2 table
 * multiplications plus bits / k window multiplications (the squarings do
 * not depend on k), k >= 2:@WINS@.
 * Returns ceil(bits / k), computed as (bits + k - 1) ceil(2^32 / k) /
 * 2^32 (exact in that range: no division runs inside a private
 * operation, not even of public counts). */
static int sp_rsa_windows(int bits, int* k)
{
@WINCODE@
}

/* sp_rsa_load_mod: m[0..n) = mm, which must have exactly @W@ n bits (top
 * bit set: R/2 < m < R with R = 2^(@W@ n)) and be odd.  Returns 0,
 * MP_READ_E (other length) or MP_VAL (negative or even).  The checks read
 * the length and parity only (public for every modulus we take, the
 * secret primes included). */
static int sp_rsa_load_mod(@WORD@* m, int n, const mp_int* mm)
{
    int err = sp_load_mp(m, n, mm);

    if ((err == 0) && ((m[n - 1] >> (@W@ - 1)) == 0))
        err = MP_READ_E;
    if ((err == 0) && ((m[0] & 1) == 0))
        err = MP_VAL;
    return err;
}

/* sp_rsa_mont_one: r = R mod m = R - m for R/2 < m < R, m odd (then
 * 0 < R - m < m).  Two's complement negation: no carry leaves word 0
 * because m[0] is odd.  r may alias m. */
static void sp_rsa_mont_one(@WORD@* r, const @WORD@* m, int n)
{
    int i;

    r[0] = (@WORD@)0 - m[0];
    for (i = 1; i < n; i++)
        r[i] = ~m[i];
}
"""

_DH_COMMON = r"""
/* sp_dh_strip: removes the leading zero bytes of buf[0..len) by moving
 * the rest to the front and returns the new length.  The work depends on
 * that length (the caller's output length) only. */
static word32 sp_dh_strip(byte* buf, word32 len)
{
    word32 z = 0;

    while ((z < len) && (buf[z] == 0))
        z++;
    XMEMMOVE(buf, buf + z, len - z);
    return len - z;
}
"""

_SIZE = r"""
/* sp_@B@_mont_r2: r = R^2 mod m, R = 2^@B@, for odd m with exactly @B@
 * bits, given one = R mod m and mp = -m^-1 mod 2^@W@.  @K@ modular
 * doublings of one give 2^@K@ R mod m (the Montgomery form of 2^@K@), then
 * @J@ Montgomery squarings give the form of 2^(@K@ * 2^@J@) = 2^@B@, i.e.
 * R^2 mod m.  A doubling is r + r (carry c), r - m (borrow b), and m added
 * back when the true 2r was below m (b and not c).  Constant time. */
static void sp_@B@_mont_r2(@WORD@* r, const @WORD@* one, const @WORD@* m,
                         @WORD@ mp)
{
    @WORD@ c, b;
    int i;

    XMEMCPY(r, one, @N@ * sizeof(@WORD@));
    for (i = 0; i < @K@; i++) {
        c = @ADD@(r, r, r);
        b = @SUB@(r, r, m);
        (void)@CADD@(r, r, m, (@WORD@)0 - (b & (c ^ 1)));
    }
    for (i = 0; i < @J@; i++)
        @SQR@(r, r, m, mp);
}

/* sp_@B@_mod_exp: r = a^e mod m for a < m (m odd, @B@ bits, mp, one =
 * R mod m and r2 = R^2 mod m as above), e of @N@ words taken over its low
 * `bits` bits (0 <= bits <= @B@; public).  Fixed window of k bits, k from
 * `bits` (sp_rsa_windows, at most @WIN@): table t[i] = a^i R mod m for
 * i < 2^k, then per window k squarings and one multiplication by the
 * entry read with masks over the whole table, so the sequence of
 * operations and addresses depends on `bits` only.  r may alias a.
 * Returns 0 or MEMORY_E. */
static int sp_@B@_mod_exp(@WORD@* r, const @WORD@* a, const @WORD@* e,
                         int bits, const @WORD@* m, @WORD@ mp,
                         const @WORD@* one, const @WORD@* r2)
{
    int k;
    const int nwin = sp_rsa_windows(bits, &k), tab = 1 << k;
    const size_t sz = ((size_t)tab + 2) * @N@ * sizeof(@WORD@);
    @WORD@* t = (@WORD@*)XMALLOC(sz, NULL, DYNAMIC_TYPE_TMP_BUFFER);
    @WORD@* acc;
    @WORD@* sel;
    int i, j;

    if (t == NULL)
        return MEMORY_E;
    acc = t + (size_t)tab * @N@;
    sel = acc + @N@;
    XMEMCPY(t, one, @N@ * sizeof(@WORD@));
    @MUL@(t + @N@, a, r2, m, mp);
    for (i = 2; i < tab; i++) {
        @WORD@* ti = t + i * @N@;
        if (i & 1)
            @MUL@(ti, ti - @N@, t + @N@, m, mp);
        else
            @SQR@(ti, t + (i / 2) * @N@, m, mp);
    }
    if (nwin == 0) {
        XMEMCPY(acc, one, @N@ * sizeof(@WORD@));
    }
    else {
        i = nwin - 1;
        sp_ct_select(acc, t, tab, @N@,
                     sp_rsa_window(e, @N@, i * k, bits - i * k));
        for (i = nwin - 2; i >= 0; i--) {
            for (j = 0; j < k; j++)
                @SQR@(acc, acc, m, mp);
            sp_ct_select(sel, t, tab, @N@, sp_rsa_window(e, @N@, i * k, k));
            @MUL@(acc, acc, sel, m, mp);
        }
    }
    @FROM@(r, acc, m, mp);
    ForceZero(t, sz);
    XFREE(t, NULL, DYNAMIC_TYPE_TMP_BUFFER);
    return 0;
}

/* sp_@B@_mont_ctx: mp, one = R mod m and r2 = R^2 mod m of the odd
 * @B@-bit modulus m (@N@ words).  Constant time. */
static void sp_@B@_mont_ctx(@WORD@* mp, @WORD@* one, @WORD@* r2,
                          const @WORD@* m)
{
    *mp = sp_rsa_mp(m[0]);
    sp_rsa_mont_one(one, m, @N@);
    sp_@B@_mont_r2(r2, one, m, *mp);
}

"""

_PUBCTX = r"""
/* sp_@B@_pub_ctx: as sp_@B@_mont_ctx for a PUBLIC modulus (RSA n, DH p),
 * m its words and mm the same value: r2 = 2^(2 @B@) mod mm by sp_int's
 * division, variable time and a few times cheaper than the doublings
 * and squarings of sp_@B@_mont_r2.  The division takes 2^(2 @B@ - 1)
 * and a doubling follows: upstream wolfSSL's sp_mod refuses operands of
 * SP_INT_DIGITS digits, which 2^(2 @B@) has when @B@ = SP_INT_BITS
 * (ffdhe4096 with WOLFSSL_SP_4096).  Out of line: the division check of
 * tests/ct_trace_test.py allows divisions under this name only.
 * Returns 0 or an sp_int error. */
static SP_NOINLINE int sp_@B@_pub_ctx(@WORD@* mp, @WORD@* one, @WORD@* r2,
                        const @WORD@* m, const mp_int* mm)
{
    mp_int* t = (mp_int*)XMALLOC(sizeof(mp_int), NULL,
                                 DYNAMIC_TYPE_TMP_BUFFER);
    int err;

    if (t == NULL)
        return MEMORY_E;
    *mp = sp_rsa_mp(m[0]);
    sp_rsa_mont_one(one, m, @N@);
    err = sp_init(t);
    if (err == MP_OKAY)
        err = sp_2expt(t, 2 * @B@ - 1);
    if (err == MP_OKAY)
        err = sp_mod(t, mm, t);
    if (err == MP_OKAY)
        err = sp_add(t, t, t);
    if ((err == MP_OKAY) && (sp_cmp(t, mm) != MP_LT))
        err = sp_sub(t, mm, t);
    if (err == MP_OKAY)
        err = sp_load_mp(r2, @N@, t);
    XFREE(t, NULL, DYNAMIC_TYPE_TMP_BUFFER);
    return err;
}
"""

_MODEXP = r"""
/* sp_ModExp_@B@: see sp.h.  The values go through one wiped struct on the
 * stack; the exponent is taken over all @B@ bits. */
int sp_ModExp_@B@(const mp_int* base, const mp_int* exp, const mp_int* mod,
                 mp_int* res)
{
    struct {
        @WORD@ b[@N@], e[@N@], m[@N@], one[@N@], r2[@N@];
    } s;
    @WORD@ mp = 0;
    int err;

    if ((base == NULL) || (exp == NULL) || (mod == NULL) || (res == NULL))
        return BAD_FUNC_ARG;
    err = sp_rsa_load_mod(s.m, @N@, mod);
    if (err == 0)
        err = sp_load_mp(s.b, @N@, base);
    if (err == 0)
        err = sp_load_mp(s.e, @N@, exp);
    if ((err == 0) && (@CMP@(s.b, s.m) >= 0))
        err = MP_VAL;
    if (err == 0) {
        sp_@B@_mont_ctx(&mp, s.one, s.r2, s.m);
        err = sp_@B@_mod_exp(s.b, s.b, s.e, @B@, s.m, mp, s.one, s.r2);
    }
    if (err == 0)
        err = sp_store_mp(res, s.b, @N@);
    ForceZero(&s, sizeof(s));
    return err;
}
"""

_RSA = r"""
/* sp_@B@_mod_exp_pub: r = a^e mod m for a < m and a PUBLIC exponent e
 * (@N@ words): left-to-right square and multiply, variable time in e only
 * (a may be secret: rsa.c checks private results with it; the
 * temporaries are wiped).  mp, r2 as for sp_@B@_mod_exp.  r may alias
 * a. */
static void sp_@B@_mod_exp_pub(@WORD@* r, const @WORD@* a, const @WORD@* e,
                             const @WORD@* m, @WORD@ mp, const @WORD@* r2)
{
    @WORD@ x[@N@], acc[@N@];
    int i, bits = sp_word_bits(e, @N@);

    if (bits == 0) {
        XMEMSET(r, 0, @N@ * sizeof(@WORD@));
        r[0] = 1;                             /* m > 1 */
        return;
    }
    @MUL@(x, a, r2, m, mp);
    XMEMCPY(acc, x, sizeof(acc));
    for (i = bits - 2; i >= 0; i--) {
        @SQR@(acc, acc, m, mp);
        if ((e[i / @W@] >> (i % @W@)) & 1)
            @MUL@(acc, acc, x, m, mp);
    }
    @FROM@(r, acc, m, mp);
    ForceZero(x, sizeof(x));
    ForceZero(acc, sizeof(acc));
}

/* sp_RsaPublic_@B@ (ct 0) and sp_RsaPublicCt_@B@ (ct 1): see sp.h.  ct
 * takes R^2 mod n from the constant-time doublings and squarings
 * instead of sp_int's division (variable time in n). */
static int sp_@B@_rsa_public(const byte* in, word32 inLen, const mp_int* em,
                            const mp_int* mm, byte* out, word32* outLen,
                            int ct)
{
    @WORD@ a[@N@], e[@N@], m[@N@], one[@N@], r2[@N@];
    @WORD@ mp = 0;
    int err;

    if ((in == NULL) || (em == NULL) || (mm == NULL) || (out == NULL) ||
        (outLen == NULL))
        return BAD_FUNC_ARG;
    if (*outLen < @BYTES@)
        return BUFFER_E;
    if (inLen > @BYTES@)
        return MP_READ_E;
    err = sp_rsa_load_mod(m, @N@, mm);
    if (err == 0)
        err = sp_load_mp(e, @N@, em);
    if (err == 0) {
        sp_load_bin(a, @N@, in, inLen);
        if (@CMP@(a, m) >= 0)
            err = RSA_OUT_OF_RANGE_E;
    }
    if ((err == 0) && ct)
        sp_@B@_mont_ctx(&mp, one, r2, m);
    else if (err == 0)
        err = sp_@B@_pub_ctx(&mp, one, r2, m, mm);
    if (err == 0) {
        sp_@B@_mod_exp_pub(a, a, e, m, mp, r2);
        sp_store_bin(out, @BYTES@, a, @N@);
        *outLen = @BYTES@;
    }
    return err;
}

int sp_RsaPublic_@B@(const byte* in, word32 inLen, const mp_int* em,
                    const mp_int* mm, byte* out, word32* outLen)
{
    return sp_@B@_rsa_public(in, inLen, em, mm, out, outLen, 0);
}

int sp_RsaPublicCt_@B@(const byte* in, word32 inLen, const mp_int* em,
                      const mp_int* mm, byte* out, word32* outLen)
{
    return sp_@B@_rsa_public(in, inLen, em, mm, out, outLen, 1);
}

/* Secret temporaries of sp_RsaPrivate_@B@ (wiped as one block). */
typedef struct sp_@B@_rsa_tmp {
    @WORD@ a[@N@], m[@N@], d[@N@], one[@N@], r2[@N@], t[@N2@];
    @WORD@ p[@H@], q[@H@], dp[@H@], dq[@H@], qi[@H@];
    @WORD@ onep[@H@], r2p[@H@], oneq[@H@], r2q[@H@];
    @WORD@ m1[@H@], m2[@H@], x[@H@], y[@H@];
} sp_@B@_rsa_tmp;

/* sp_@B@_rsa_crt: s->a = s->a^d mod pq by CRT (RSA private operation) for
 * s->a < n = pq (n of @B@ bits), p and q of exactly @HB@ bits:
 *   m1 = (a mod p)^dP mod p, m2 = (a mod q)^dQ mod q,
 *   x = (m1 - m2) u mod p, result m2 + q x < pq.
 * a mod p: a < pq < p R_h (R_h = 2^@HB@), so a Montgomery reduction gives
 * a R_h^-1 mod p and one Montgomery multiplication by R_h^2 gives a mod p.
 * m2 < q < 2p, so m2 mod p is one masked subtraction; u is reduced like a
 * (it need not be below p).  Constant time in every value.  Returns 0,
 * MP_READ_E (shape: use the d path) or MEMORY_E. */
static int sp_@B@_rsa_crt(sp_@B@_rsa_tmp* s, const mp_int* pm,
                         const mp_int* qm, const mp_int* dpm,
                         const mp_int* dqm, const mp_int* qim)
{
    @WORD@ mpp = 0, mpq = 0, c;
    int err;

    err = sp_rsa_load_mod(s->p, @H@, pm);
    if (err == 0)
        err = sp_rsa_load_mod(s->q, @H@, qm);
    if (err == 0)
        err = sp_load_mp(s->dp, @H@, dpm);
    if (err == 0)
        err = sp_load_mp(s->dq, @H@, dqm);
    if (err == 0)
        err = sp_load_mp(s->qi, @H@, qim);
    if (err != 0)
        return MP_READ_E;
    sp_@HB@_mont_ctx(&mpp, s->onep, s->r2p, s->p);
    sp_@HB@_mont_ctx(&mpq, s->oneq, s->r2q, s->q);

    XMEMCPY(s->t, s->a, sizeof(s->a));
    @HRED@(s->x, s->t, s->p, mpp);
    @HMUL@(s->x, s->x, s->r2p, s->p, mpp);
    err = sp_@HB@_mod_exp(s->m1, s->x, s->dp, @HB@, s->p, mpp, s->onep,
                         s->r2p);
    if (err == 0) {
        XMEMCPY(s->t, s->a, sizeof(s->a));
        @HRED@(s->x, s->t, s->q, mpq);
        @HMUL@(s->x, s->x, s->r2q, s->q, mpq);
        err = sp_@HB@_mod_exp(s->m2, s->x, s->dq, @HB@, s->q, mpq, s->oneq,
                             s->r2q);
    }
    if (err != 0)
        return err;
    c = @HSUB@(s->x, s->m2, s->p);              /* m2 mod p */
    (void)@HCADD@(s->x, s->x, s->p, (@WORD@)0 - c);
    c = @HSUB@(s->x, s->m1, s->x);              /* m1 - m2 mod p */
    (void)@HCADD@(s->x, s->x, s->p, (@WORD@)0 - c);
    XMEMSET(s->t, 0, sizeof(s->t));
    XMEMCPY(s->t, s->qi, sizeof(s->qi));
    @HRED@(s->y, s->t, s->p, mpp);              /* u R^-1 */
    @HMUL@(s->y, s->y, s->r2p, s->p, mpp);      /* u mod p */
    @HMUL@(s->x, s->x, s->r2p, s->p, mpp);      /* x R */
    @HMUL@(s->x, s->x, s->y, s->p, mpp);        /* x u mod p */
    @HPMUL@(s->a, s->q, s->x);                  /* q x */
    c = @HADD@(s->a, s->a, s->m2);
    (void)@HADDD@(s->a + @H@, s->a + @H@, c);
    return 0;
}

/* 1 when all five CRT values are present (non-NULL and non-zero). */
static int sp_rsa_have_crt_@B@(const mp_int* pm, const mp_int* qm,
                              const mp_int* dpm, const mp_int* dqm,
                              const mp_int* qim)
{
    return (pm != NULL) && (qm != NULL) && (dpm != NULL) && (dqm != NULL) &&
           (qim != NULL) && !sp_iszero(pm) && !sp_iszero(qm) &&
           !sp_iszero(dpm) && !sp_iszero(dqm) && !sp_iszero(qim);
}

/* sp_RsaPrivate_@B@: see sp.h.  CRT when possible, else a^d mod n over
 * @B@ exponent bits. */
int sp_RsaPrivate_@B@(const byte* in, word32 inLen, const mp_int* dm,
                     const mp_int* pm, const mp_int* qm, const mp_int* dpm,
                     const mp_int* dqm, const mp_int* qim, const mp_int* mm,
                     byte* out, word32* outLen)
{
    sp_@B@_rsa_tmp* s;
    @WORD@ mp = 0;
    int err, crt;

    crt = sp_rsa_have_crt_@B@(pm, qm, dpm, dqm, qim);
    if ((in == NULL) || (mm == NULL) || (out == NULL) || (outLen == NULL) ||
        (!crt && (dm == NULL)))
        return BAD_FUNC_ARG;
    if (*outLen < @BYTES@)
        return BUFFER_E;
    if (inLen > @BYTES@)
        return MP_READ_E;
    s = (sp_@B@_rsa_tmp*)XMALLOC(sizeof(*s), NULL, DYNAMIC_TYPE_RSA);
    if (s == NULL)
        return MEMORY_E;
    err = sp_rsa_load_mod(s->m, @N@, mm);
    if (err == 0) {
        sp_load_bin(s->a, @N@, in, inLen);
        if (@CMP@(s->a, s->m) >= 0)
            err = RSA_OUT_OF_RANGE_E;
    }
    if ((err == 0) && crt) {
        err = sp_@B@_rsa_crt(s, pm, qm, dpm, dqm, qim);
        if ((err == MP_READ_E) && (dm != NULL)) {
            crt = 0;                          /* odd shape: use d */
            err = 0;
        }
    }
    if ((err == 0) && !crt) {
        err = sp_load_mp(s->d, @N@, dm);
        if (err == 0) {
            sp_@B@_mont_ctx(&mp, s->one, s->r2, s->m);
            err = sp_@B@_mod_exp(s->a, s->a, s->d, @B@, s->m, mp, s->one,
                                s->r2);
        }
    }
    if (err == 0) {
        sp_store_bin(out, @BYTES@, s->a, @N@);
        *outLen = @BYTES@;
    }
    ForceZero(s, sizeof(*s));
    XFREE(s, NULL, DYNAMIC_TYPE_RSA);
    return err;
}
"""

_DH = r"""
/* sp_DhExpPad_@B@: see sp.h.  The exponent is processed over 8 expLen
 * bits (its length is public, its value is not). */
int sp_DhExpPad_@B@(const mp_int* base, const byte* exp, word32 expLen,
                   const mp_int* mod, byte* out)
{
    struct {
        @WORD@ b[@N@], e[@N@], m[@N@], one[@N@], r2[@N@];
    } s;
    @WORD@ mp = 0;
    int err;

    if ((base == NULL) || (exp == NULL) || (mod == NULL) || (out == NULL))
        return BAD_FUNC_ARG;
    if (expLen > @BYTES@)
        return MP_READ_E;
    err = sp_rsa_load_mod(s.m, @N@, mod);
    if (err == 0)
        err = sp_load_mp(s.b, @N@, base);
    if ((err == 0) && (@CMP@(s.b, s.m) >= 0))
        err = MP_VAL;
    if (err == 0) {
        sp_load_bin(s.e, @N@, exp, expLen);
        err = sp_@B@_pub_ctx(&mp, s.one, s.r2, s.m, mod);
    }
    if (err == 0)
        err = sp_@B@_mod_exp(s.b, s.b, s.e, (int)(8 * expLen), s.m, mp,
                            s.one, s.r2);
    if (err == 0)
        sp_store_bin(out, @BYTES@, s.b, @N@);
    ForceZero(&s, sizeof(s));
    return err;
}

/* sp_DhExp_@B@: see sp.h.  *outLen is only written: out must hold
 * @BYTES@ bytes (upstream wolfSSL's contract; its callers pass *outLen
 * unset). */
int sp_DhExp_@B@(const mp_int* base, const byte* exp, word32 expLen,
                const mp_int* mod, byte* out, word32* outLen)
{
    int err;

    if (outLen == NULL)
        return BAD_FUNC_ARG;
    err = sp_DhExpPad_@B@(base, exp, expLen, mod, out);
    if (err == 0)
        *outLen = sp_dh_strip(out, @BYTES@);
    return err;
}
"""


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
              SQR=ctx.kernel("mont_sqr", n, f),
              FROM=ctx.kernel("from_mont", n, f))
    _check_params(ctx, kw["MUL"], ("r", "a", "b", "m", "mp"))
    _check_params(ctx, kw["SQR"], ("r", "a", "m", "mp"))
    _check_params(ctx, kw["FROM"], ("r", "a", "m", "mp"))
    _check_params(ctx, kw["CADD"], ("r", "a", "b", "mask"))
    return kw


def emit(ctx):
    w = ctx.w
    steps = {64: 5, 32: 4}[w]
    wins, code = _window_rule()
    secs = [_sub(_COMMON, W=w, WORD=ctx.word, STEPS=steps, WINS=wins,
                 WINCODE=code)]
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
            secs.append(["#ifdef WOLFSSL_HAVE_SP_RSA"] + _sub(_SIZE, **kw) +
                         ["#endif"])
        else:
            kw = _size_names(ctx, b)
            secs.append(_sub(_SIZE, **kw))
            secs.append(_sub(_MODEXP, CMP=ctx.kernel("cmp", kw["N"]), **kw))
        # public moduli: RSA n and DH p
        conds = ([RSA] if b in RSA_SIZES else []) + \
            ([DH] if b in DH_SIZES else [])
        if conds:
            secs.append(["#if " + " || ".join(conds)] +
                        _sub(_PUBCTX, **kw) + ["#endif"])
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
            rsa += _sub(_RSA, **kw)
    rsa.append("#endif /* WOLFSSL_HAVE_SP_RSA */")
    secs.append(rsa)
    dh = ["#ifdef WOLFSSL_HAVE_SP_DH"] + _sub(_DH_COMMON)
    with ctx.under(DH):
        for b in DH_SIZES:
            kw = _size_names(ctx, b)
            dh += _sub(_DH, CMP=ctx.kernel("cmp", kw["N"]), **kw)
    dh.append("#endif /* WOLFSSL_HAVE_SP_DH */")
    secs.append(dh)
    return secs
