"""Template context of the SP generator: what a template module sees.

Layer above the kernel catalogue (catalog.py) and the emitters: the
templates (tmpl_rsa.py, tmpl_ecc.py, ...) write the size-generic C around
the kernels (exponentiation, point arithmetic, the public entry points)
and generate.py assembles their output into the library backends
wolfcrypt/src/sp_c64.c, sp_c32.c, sp_riscv64.c and the public
header wolfssl/wolfcrypt/sp.h.

Template module API (what generate.py calls; see TEMPLATES there)
-----------------------------------------------------------------
A template module defines:

  NAME    short name used in section banners ("rsa", "ecc").
  GUARD   C preprocessor condition (text after `#if`) under which the
          module's code and declarations are compiled, e.g.
          "defined(WOLFSSL_HAVE_SP_RSA) || defined(WOLFSSL_HAVE_SP_DH)".
  decls(ctx) -> list of lines: the module's part of sp.h (prototypes with
          WOLFSSL_API, includes it needs, comments).  generate.py wraps it
          in `#if GUARD`.  sp.h is shared by every backend, so the lines
          must not depend on ctx.w (decls is called with the 64-bit
          context only).
  emit(ctx) -> list of sections; a section is a list of C lines (or one
          string).  generate.py wraps them all in `#if GUARD`, after the
          kernels.  Every function the module defines is `static` unless
          it is declared in sp.h.  Request kernels, tables and helpers
          through ctx while building the sections (see below); they are
          emitted once, before the template sections, in dependency order,
          each under the OR of the guards of the modules that asked for it
          (so a kernel used only by RSA does not trip -Wunused-function in
          an ECC-only build).

Context (one per output file; ctx.module is the module being emitted)
---------------------------------------------------------------------
  ctx.w, ctx.word, ctx.sword, ctx.dword   digit size and its C types
          ("word64", "sword64", "wc_uint128" for w = 64; "word32",
          "sword32", "word64" for w = 32).
  ctx.backend    "c64", "c32" or "riscv64" (for comments only: templates
          must produce the same C for every backend of a word size).
  ctx.cat        the catalog.Catalog(w) (read-only use).
  ctx.field(name)          fields.Field by name ("p256", "rsa2048", ...).
  ctx.limbs(x)             limbs of a Field, field name, or bit count.
  ctx.lit(c)               C literal of a word constant.
  ctx.words(value, n)      little-endian list of n w-bit words of value.
  ctx.kernel(role, n, field=None) -> C name of kernel `role` on n limbs
          (field: Field or field name for field kernels such as mont_mul;
          None for size kernels such as add, cond_sub, mul, cmp).  The
          kernel is built if the catalogue lacks it (any n for size
          kernels) and it and its callees are marked used.
  ctx.kernel_params(name)  [(param name, kind, length, mode), ...] of a
          kernel, to check argument order in templates.
  ctx.table(name) / ctx.scalar(name) -> name of a constant table or word
          of the catalogue (sp_<prefix>_mod_<n>, ..._r2_<n>, ..._mp_<n>),
          marked used.
  ctx.const_table(name, words) -> name; defines a template-owned constant
          word table (emitted with the kernels, under the module guard).
  ctx.helper(name) -> name of a shared C helper defined here (see
          HELPERS below: loading mp_int and big-endian bytes into
          fixed-size word arrays, storing them back, constant-time table
          lookup), emitted once per file for all modules that use it.
  ctx.comment(name, doc) -> C block comment lines in the kernels' style.
  with ctx.under(cond): ...  requests inside are emitted under `cond`, a
          condition narrower than GUARD (e.g. RSA-only code of the RSA/DH
          module); the template puts its own `#if cond` around that code.

Kernel contracts (aliasing, bounds) are in catalog.py and in the comment
above every emitted kernel.  A backend whose leaves are not C (the RV64
asm emitter) passes leaf_emitter=f(function, CWords) -> lines to Context;
glue kernels, tables, helpers and templates are always C.
"""

import contextlib
import os
import re

import catalog
import emit_c
import ir
from fields import FIELDS


# ---------------------------------------------------------------------------
# Shared C helpers.  Each is a function of the CWords t (word size) that
# returns C lines; "needs" lists other helpers it calls.  Names carry no
# size: the word count is a parameter (it is public).
# ---------------------------------------------------------------------------
def _h_from_mp(t):
    return """\
/* sp_load_mp: r[0..n) = a, for a >= 0 with a->used <= n (mp_int digits are
 * SP_WORD_SIZE bits, as are ours).  Returns 0, MP_VAL when a is negative
 * or MP_READ_E when it is longer than n words.  Every one of the n words
 * is read and masked, so the time does not depend on a->used (a secret
 * exponent one digit shorter than usual looks the same). */
static int sp_load_mp(WORD* r, int n, const mp_int* a)
{
    int i;
    int used = (int)a->used;

    if (sp_isneg(a))
        return MP_VAL;
    if (used > n)
        return MP_READ_E;
    for (i = 0; i < n; i++) {
        /* all ones while i < used: the top bit of (WORD)(i - used) */
        WORD keep = (WORD)0 - ((WORD)(i - used) >> TOP);
        r[i] = ((i < (int)a->size) ? (WORD)a->dp[i] : 0) &
               sp_ct_barrier(keep);
    }
    return 0;
}""".replace("WORD", t.word).replace("TOP", str(t.w - 1)).split("\n")


def _h_to_mp(t):
    return """\
/* sp_store_mp: r = a[0..n) as a non-negative mp_int (n <= r->size).
 * Returns 0 or MP_VAL when r is too small.  The digit count is found with
 * masks over all n words, so the time does not depend on the value. */
static int sp_store_mp(mp_int* r, const WORD* a, int n)
{
    int i;
    unsigned int used = 0;

    if ((unsigned int)n > (unsigned int)r->size)
        return MP_VAL;
    for (i = 0; i < n; i++) {
        WORD d = a[i];
        unsigned int nz = (unsigned int)sp_ct_barrier(
            (WORD)0 - ((d | ((WORD)0 - d)) >> TOP));
        r->dp[i] = (sp_int_digit)d;
        used = (used & ~nz) | ((unsigned int)(i + 1) & nz);
    }
    r->used = used;
    SP_SET_ZPOS(r);
    return 0;
}""".replace("WORD", t.word).replace("TOP", str(t.w - 1)).split("\n")


def _h_from_bin(t):
    return """\
/* sp_load_bin: r[0..n) = the big-endian number in[0..inLen), for
 * inLen <= n * sizeof(WORD) (caller checks).  Time depends on n and
 * inLen only. */
static void sp_load_bin(WORD* r, int n, const byte* in, word32 inLen)
{
    int i;
    word32 j;

    for (i = 0; i < n; i++)
        r[i] = 0;
    for (j = 0; j < inLen; j++) {
        word32 k = inLen - 1 - j;          /* byte k counted from the end */
        r[k / sizeof(WORD)] |= (WORD)in[j] << (8 * (k % sizeof(WORD)));
    }
}""".replace("WORD", t.word).split("\n")


def _h_to_bin(t):
    return """\
/* sp_store_bin: out[0..outLen) = a[0..n) big-endian, left-padded with
 * zeros, for a < 2^(8*outLen) and outLen <= n * sizeof(WORD) (caller
 * checks).  Constant time. */
static void sp_store_bin(byte* out, word32 outLen, const WORD* a, int n)
{
    word32 j;

    (void)n;
    for (j = 0; j < outLen; j++) {
        word32 k = outLen - 1 - j;
        out[j] = (byte)(a[k / sizeof(WORD)] >> (8 * (k % sizeof(WORD))));
    }
}""".replace("WORD", t.word).split("\n")


def _h_select(t):
    return """\
/* sp_ct_select: r[0..n) = table[idx * n .. idx * n + n) for idx < cnt,
 * reading every entry of the table (masks, no index depends on idx).
 * The words go in blocks of 8 held in locals across the scan of the
 * table (registers at any optimisation level that keeps locals in
 * registers), so each table word costs a load, an and and an or; then a
 * block of 4 when that many remain, the last n % 4 words one at a
 * time. */
static void sp_ct_select(WORD* r, const WORD* table, int cnt, int n,
                         WORD idx)
{
    int i, j = 0;

    for (; j + 8 <= n; j += 8) {
        WORD r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0;
        const WORD* e = table + j;
        for (i = 0; i < cnt; i++, e += n) {
            WORD mask = sp_ct_eq_mask((WORD)i, idx);
            r0 |= e[0] & mask;
            r1 |= e[1] & mask;
            r2 |= e[2] & mask;
            r3 |= e[3] & mask;
            r4 |= e[4] & mask;
            r5 |= e[5] & mask;
            r6 |= e[6] & mask;
            r7 |= e[7] & mask;
        }
        r[j] = r0; r[j + 1] = r1; r[j + 2] = r2; r[j + 3] = r3;
        r[j + 4] = r4; r[j + 5] = r5; r[j + 6] = r6; r[j + 7] = r7;
    }
    if (j + 4 <= n) {
        WORD r0 = 0, r1 = 0, r2 = 0, r3 = 0;
        const WORD* e = table + j;
        for (i = 0; i < cnt; i++, e += n) {
            WORD mask = sp_ct_eq_mask((WORD)i, idx);
            r0 |= e[0] & mask;
            r1 |= e[1] & mask;
            r2 |= e[2] & mask;
            r3 |= e[3] & mask;
        }
        r[j] = r0; r[j + 1] = r1; r[j + 2] = r2; r[j + 3] = r3;
        j += 4;
    }
    for (; j < n; j++) {
        WORD v = 0;
        for (i = 0; i < cnt; i++)
            v |= table[(size_t)i * (size_t)n + (size_t)j] &
                 sp_ct_eq_mask((WORD)i, idx);
        r[j] = v;
    }
}""".replace("WORD", t.word).split("\n")


# The constant-time word primitives are the text of ct.h (one source for
# the hand-written and the generated code): the generated files must
# compile without it in an upstream tree (doc/DROPIN.md), so the text
# between its embed markers is copied in, then instantiated on the file's
# word as sp_ct_* (sp_ct_barrier, sp_ct_eq_mask, sp_ct_cmov_n, ...).
CT_HEADER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                         "..", "wolfssl", "wolfcrypt", "ct.h")
CT_BEGIN = "/* ct.h embed begin"
CT_END = "/* ct.h embed end */"


def ct_header_text():
    """Lines of ct.h from its "embed begin" marker to "embed end"."""
    with open(CT_HEADER) as f:
        lines = f.read().split("\n")
    first = [i for i, ln in enumerate(lines) if ln.startswith(CT_BEGIN)]
    last = [i for i, ln in enumerate(lines) if ln == CT_END]
    assert len(first) == 1 and len(last) == 1 and first[0] < last[0], \
        "ct.h: one embed begin/end pair expected"
    return lines[first[0]:last[0] + 1]


def _h_barrier(t):
    return """\
/* Constant-time word primitives: the text of wolfssl/wolfcrypt/ct.h
 * (copied by scripts/sp/generate.py; the contracts are there), on WORD
 * as sp_ct_*.  Masks pass through sp_ct_barrier where they are made, so
 * that a compiler cannot prove them to be 0 or all ones and turn the
 * masked selections into branches (Clang -O2 does that to plain mask
 * arithmetic; the trace test catches it). */""".replace(
        "WORD", t.word).split("\n") + ct_header_text() + [
        "WC_CT_WORD_FUNCS(sp_ct, %s, %d)" % (t.word, t.w)]


def _h_bits(t):
    return """\
/* sp_word_bits: number of significant bits of the word count n array a
 * (0 for zero).  Variable time: public values only. */
static int sp_word_bits(const WORD* a, int n)
{
    int i = n - 1;
    int b = 0;

    while ((i >= 0) && (a[i] == 0))
        i--;
    if (i < 0)
        return 0;
    while ((b < W) && ((a[i] >> b) != 0))
        b++;
    return i * W + b;
}""".replace("WORD", t.word).replace("W)", "%d)" % t.w).replace(
        "* W", "* %d" % t.w).split("\n")


# Constant-time modular inversion (Bernstein-Yang "safegcd" divsteps).
# Limbs of B bits in signed words: B = w - 2, so a 2x2 matrix of B
# divsteps (entries of at most 2^B in absolute value) fits one signed word.
INV_MAX_BITS = 1024      # largest modulus the helper's buffers take (SAKKE)


def inv_radix(w):
    return w - 2


def inv_limbs(w, bits):
    """Limbs of B bits for a value below 2^(w n), n = words of `bits`,
    with room for a sign (sp_ct_inv's L)."""
    n = (bits + w - 1) // w
    return (w * n) // inv_radix(w) + 1


def inv_batches(w, bits):
    """Batches of B divsteps sp_ct_inv runs for a `bits`-bit modulus: the
    theorem's steps rounded up to whole batches, plus one of margin."""
    return -(-inv_steps(bits) // inv_radix(w)) + 1


def inv_minv(w, m):
    """-m^-1 mod 2^B, the constant sp_ct_inv takes."""
    B = inv_radix(w)
    return (-pow(m, -1, 1 << B)) % (1 << B)


def inv_steps(bits):
    """Divsteps that take (f, g) = (m, a) with 0 <= a < m < 2^bits to
    g = 0 (Bernstein-Yang, Theorem 11.2: floor((49 d + 57) / 17) for
    d >= 46, floor((49 d + 80) / 17) below)."""
    return (49 * bits + (57 if bits >= 46 else 80)) // 17


def _h_ct_inv(t):
    w = t.w
    B = inv_radix(w)
    sdw = "sp_int_sword"
    return """\
/* Constant-time inversion modulo an odd m (Bernstein and Yang, "Fast
 * constant-time gcd computation and modular inversion", 2019).
 *
 * divstep(delta, f, g) = (1 - delta, g, (g - f) / 2) if delta > 0 and g
 * is odd, (1 + delta, f, (g + f) / 2) if g is odd, else (1 + delta, f,
 * g / 2).  From (1, m, a) with 0 <= a < m, f stays odd, |f|, |g| <= m,
 * gcd(f, g) = gcd(m, a), and after the number of steps of their Theorem
 * 11.2 (inv_steps in tmpl_common.py, times 1 batch of margin) g = 0 and
 * f = +-gcd.  Alongside, d and e with f = d a and g = e a (mod m) start
 * at 0 and 1 and follow the same linear steps (halving mod m), so for
 * gcd 1 the inverse is d or -d by the sign of f.
 *
 * The steps go in batches of B = W - 2: a batch reads only the low B bits
 * of f and g and yields the matrix (u v; q r) with 2^B (f', g') =
 * (u f + v g, q f + r g), |u| + |v| <= 2^B and |q| + |r| <= 2^B; the
 * matrix is then applied to the full values.  Numbers are held as L limbs
 * of B bits in signed words (limbs 0..L-2 in [0, 2^B), the top limb
 * signed); d and e are kept in [0, m).  Every loop runs a fixed number
 * of times for the (public) size and bit length of m; the data only flow
 * through masks.  Signed right shifts are arithmetic (as with GCC and
 * Clang). */
#define SP_INV_B      @B@
#define SP_INV_MASK   (((@SW@)1 << SP_INV_B) - 1)
#define SP_INV_MAXL   @MAXL@
typedef @SDW@ sp_idw;   /* signed, twice the word */

/* x[0..L) = the n-word a in limbs of B bits. */
static void sp_inv_to_limbs(@SW@* x, const @W@* a, int n, int L)
{
    int i;

    for (i = 0; i < L; i++) {
        int pos = SP_INV_B * i, wi = pos / @WB@, sh = pos % @WB@;
        @W@ v = 0;

        if (wi < n)
            v = a[wi] >> sh;
        if ((sh + SP_INV_B > @WB@) && (wi + 1 < n))
            v |= a[wi + 1] << (@WB@ - sh);
        x[i] = (@SW@)(v & (@W@)SP_INV_MASK);
    }
}

/* r[0..n) = x, for 0 <= x < 2^(W n) in normalised limbs.  Word j starts
 * at bit W j = B li + sh of the limbs; li and sh advance by W = B + 2
 * bits a word without dividing (no division anywhere in a private
 * operation, not even of public positions). */
static void sp_inv_from_limbs(@W@* r, const @SW@* x, int n, int L)
{
    int j, li = 0, sh = 0;

    for (j = 0; j < n; j++) {
        int k = li, got = SP_INV_B - sh;
        @W@ v = (@W@)x[k] >> sh;

        while ((got < @WB@) && (++k < L)) {
            v |= (@W@)x[k] << got;
            got += SP_INV_B;
        }
        r[j] = v;
        li++;
        sh += @WB@ - SP_INV_B;
        if (sh >= SP_INV_B) {
            sh -= SP_INV_B;
            li++;
        }
    }
}

/* B divsteps on the low limbs f0, g0 (f0 odd); t = (u, v, q, r).
 * Returns the new delta.  One step, with masks: cs = (delta > 0 and g
 * odd), go = (g odd); f' = g if cs; g' = (g - f if cs, g + f if go, else
 * g) / 2; the rows of the matrix follow (u, v)' = 2 (q, r if cs, else u,
 * v), (q, r)' = (q, r) -+ (u, v) as g; delta' = (cs ? -delta : delta) + 1
 * (delta stays small, so its sign is its top bit). */
static @SW@ sp_inv_divsteps(@SW@ delta, @W@ f0, @W@ g0, @SW@* t)
{
    @W@ u = 1, v = 0, q = 0, r = 1, cs, go, fn, un, vn;
    int i;

    for (i = 0; i < SP_INV_B; i++) {
        go = sp_ct_barrier((@W@)0 - (g0 & 1));
        cs = sp_ct_barrier(((@W@)0 - (@W@)delta) >> @WB1@);
        cs = ((@W@)0 - cs) & go;
        fn = f0 ^ ((f0 ^ g0) & cs);
        un = u ^ ((u ^ q) & cs);
        vn = v ^ ((v ^ r) & cs);
        g0 += ((f0 ^ cs) - cs) & go;
        q += ((u ^ cs) - cs) & go;
        r += ((v ^ cs) - cs) & go;
        delta = (@SW@)((((@W@)delta ^ cs) - cs) + 1);
        f0 = fn;
        g0 >>= 1;
        u = un << 1;
        v = vn << 1;
    }
    t[0] = (@SW@)u; t[1] = (@SW@)v; t[2] = (@SW@)q; t[3] = (@SW@)r;
    return delta;
}

/* (f, g) = (u f + v g, q f + r g) / 2^B (exact). */
static void sp_inv_update_fg(@SW@* f, @SW@* g, const @SW@* t, int L)
{
    @SDW@ cf, cg;
    int i;

    cf = (@SDW@)t[0] * f[0] + (@SDW@)t[1] * g[0];
    cg = (@SDW@)t[2] * f[0] + (@SDW@)t[3] * g[0];
    cf >>= SP_INV_B;
    cg >>= SP_INV_B;
    for (i = 1; i < L; i++) {
        cf += (@SDW@)t[0] * f[i] + (@SDW@)t[1] * g[i];
        cg += (@SDW@)t[2] * f[i] + (@SDW@)t[3] * g[i];
        f[i - 1] = (@SW@)(cf & SP_INV_MASK);
        g[i - 1] = (@SW@)(cg & SP_INV_MASK);
        cf >>= SP_INV_B;
        cg >>= SP_INV_B;
    }
    f[L - 1] = (@SW@)cf;
    g[L - 1] = (@SW@)cg;
}

/* x += (m & mask) (mask 0 or all ones; neg: subtract instead), limbs
 * renormalised. */
static void sp_inv_addm(@SW@* x, const @SW@* m, @W@ mask, int neg,
                        int L)
{
    @SDW@ c = 0;
    int i;

    for (i = 0; i < L; i++) {
        @SW@ mi = (@SW@)((@W@)m[i] & mask);
        c += (@SDW@)x[i] + (neg ? -(@SDW@)mi : (@SDW@)mi);
        if (i < L - 1) {
            x[i] = (@SW@)(c & SP_INV_MASK);
            c >>= SP_INV_B;
        }
        else {
            x[i] = (@SW@)c;
        }
    }
}

/* All ones when x < 0 (sign of the top limb), else 0. */
static @W@ sp_inv_neg_mask(const @SW@* x, int L)
{
    return sp_ct_barrier((@W@)0 - ((@W@)x[L - 1] >> @WB1@));
}

/* x in (-m, 2m) -> x mod m in [0, m): y = x + m when x < 0, else
 * y = x - m; the answer is y unless x >= 0 and y < 0 (x was below m). */
static void sp_inv_norm(@SW@* x, const @SW@* m, int L)
{
    @SW@ y[SP_INV_MAXL];
    @W@ neg = sp_inv_neg_mask(x, L), keep;
    sp_idw c = 0;
    int i;

    for (i = 0; i < L; i++) {
        /* +m[i] when x < 0, -m[i] otherwise */
        @SW@ mi = (@SW@)((((@W@)m[i]) ^ ~neg) - ~neg);
        c += (sp_idw)x[i] + mi;
        if (i < L - 1) {
            y[i] = (@SW@)(c & SP_INV_MASK);
            c >>= SP_INV_B;
        }
        else {
            y[i] = (@SW@)c;
        }
    }
    keep = sp_ct_barrier(~neg & sp_inv_neg_mask(y, L));
    for (i = 0; i < L; i++)
        x[i] = (@SW@)(((@W@)x[i] & keep) | ((@W@)y[i] & ~keep));
}

/* (d, e) = (u d + v e, q d + r e) / 2^B mod m, with the multiples md m,
 * me m (md, me < 2^B) added that make the low B bits zero.  For d, e in
 * [0, m) the results lie in (-m, 2m) and are brought back to [0, m). */
static void sp_inv_update_de(@SW@* d, @SW@* e, const @SW@* t,
                             const @SW@* m, @W@ minv, int L)
{
    @SDW@ cd, ce;
    @SW@ md, me;
    int i;

    cd = (@SDW@)t[0] * d[0] + (@SDW@)t[1] * e[0];
    ce = (@SDW@)t[2] * d[0] + (@SDW@)t[3] * e[0];
    md = (@SW@)(((@W@)cd * minv) & (@W@)SP_INV_MASK);
    me = (@SW@)(((@W@)ce * minv) & (@W@)SP_INV_MASK);
    cd += (@SDW@)md * m[0];
    ce += (@SDW@)me * m[0];
    cd >>= SP_INV_B;
    ce >>= SP_INV_B;
    for (i = 1; i < L; i++) {
        cd += (@SDW@)t[0] * d[i] + (@SDW@)t[1] * e[i] +
              (@SDW@)md * m[i];
        ce += (@SDW@)t[2] * d[i] + (@SDW@)t[3] * e[i] +
              (@SDW@)me * m[i];
        d[i - 1] = (@SW@)(cd & SP_INV_MASK);
        e[i - 1] = (@SW@)(ce & SP_INV_MASK);
        cd >>= SP_INV_B;
        ce >>= SP_INV_B;
    }
    d[L - 1] = (@SW@)cd;
    e[L - 1] = (@SW@)ce;
    sp_inv_norm(d, m, L);
    sp_inv_norm(e, m, L);
}

/* sp_ct_inv: r = a^-1 mod m (0 for a = 0; a and m coprime otherwise),
 * for an odd m of `bits` bits (at most @MAXBITS@), 0 <= a < m, both n
 * words; minv = -m^-1 mod 2^B; L = floor(W n / B) + 1 limbs (room for a
 * sign; tmpl_common.inv_limbs); batches = ceil(steps / B) + 1 with steps
 * from the theorem (all public, constants of the caller).  r may alias
 * a.  Constant time; the temporaries are wiped. */
static void sp_ct_inv(@W@* r, const @W@* a, const @W@* mw,
                      @W@ minv, int n, int L, int batches)
{
    struct {
        @SW@ f[SP_INV_MAXL], g[SP_INV_MAXL], d[SP_INV_MAXL];
        @SW@ e[SP_INV_MAXL], m[SP_INV_MAXL], t[4];
    } s;
    @SW@ delta = 1;
    int i;

    sp_inv_to_limbs(s.m, mw, n, L);
    sp_inv_to_limbs(s.f, mw, n, L);
    sp_inv_to_limbs(s.g, a, n, L);
    for (i = 0; i < L; i++) {
        s.d[i] = 0;
        s.e[i] = 0;
    }
    s.e[0] = 1;
    for (i = 0; i < batches; i++) {
        delta = sp_inv_divsteps(delta, (@W@)s.f[0], (@W@)s.g[0], s.t);
        sp_inv_update_fg(s.f, s.g, s.t, L);
        sp_inv_update_de(s.d, s.e, s.t, s.m, minv, L);
    }
    /* f = +-1: the inverse is d or m - d (d = 0 only for a = 0) */
    for (i = 0; i < L; i++)
        s.e[i] = s.m[i];
    sp_inv_addm(s.e, s.d, ~(@W@)0, 1, L);
    {
        @W@ neg = sp_inv_neg_mask(s.f, L);
        for (i = 0; i < L; i++)
            s.d[i] = (@SW@)(((@W@)s.e[i] & neg) |
                            ((@W@)s.d[i] & ~neg));
    }
    sp_inv_from_limbs(r, s.d, n, L);
    ForceZero(&s, sizeof(s));
}""".replace("(@SDW@)", "(sp_idw)").replace("@SDW@ c", "sp_idw c").replace(
        "@SDW@", sdw).replace("@SW@", t.sword).replace(
        "@W@", t.word).replace("@WB1@", str(w - 1)).replace(
        "@WB@", str(w)).replace("@B@", str(B)).replace(
        "@MAXL@", str(inv_limbs(w, INV_MAX_BITS))).replace(
        "@MAXBITS@", str(INV_MAX_BITS)).split("\n")


HELPERS = {
    # in the order they are written out: a helper before its users
    "ct_barrier": ("sp_ct_barrier", _h_barrier, ()),
    "load_mp": ("sp_load_mp", _h_from_mp, ("ct_barrier",)),
    "store_mp": ("sp_store_mp", _h_to_mp, ("ct_barrier",)),
    "load_bin": ("sp_load_bin", _h_from_bin, ()),
    "store_bin": ("sp_store_bin", _h_to_bin, ()),
    "ct_eq_mask": ("sp_ct_eq_mask", None, ("ct_barrier",)),  # ct.h's
    "ct_select": ("sp_ct_select", _h_select, ("ct_eq_mask",)),
    "ct_inv": ("sp_ct_inv", _h_ct_inv, ("ct_barrier",)),
    "word_bits": ("sp_word_bits", _h_bits, ()),
}


# ---------------------------------------------------------------------------
# Compatibility preamble of every library backend (generate.library_file
# puts it after the includes).  The generated files compile against this
# project's headers and against upstream wolfSSL's (5.5.4, 5.7.2), so
# that sp_riscv64.c (or sp_c64.c) can replace upstream's sp_c64.c
# (doc/DROPIN.md).  What the C may use from the headers: the mp_int
# members used, size and dp, sign only through sp_isneg / SP_SET_ZPOS,
# sp_int_digit, sp_int_word / sp_int_sword, word32/word64/sword*, the
# error codes, XMALLOC/XFREE/XMEMSET/XMEMCPY, WC_INLINE and the sp_int
# functions both trees export (sp_init, sp_mod, mp_iszero, mp_forcezero,
# ...).  ForceZero is the file's own (upstream keeps it in misc.c, this
# project in misc.h, neither included here); the constant-time word
# primitives are ct.h's text (the ct_barrier helper).
# ---------------------------------------------------------------------------
COMPAT = """\
/* Upstream wolfSSL compatibility.  This file also compiles in an upstream
 * wolfSSL tree (5.5.4, 5.7.2) in place of sp_c64.c; see doc/DROPIN.md.
 * The mp_int sign member exists only with WOLFSSL_SP_INT_NEGATIVE
 * (always in this project); SAKKE's SP entry points are selected
 * upstream by WOLFSSL_SP_1024 with the SP ECC switch. */
#ifdef WOLFSSL_SP_INT_NEGATIVE
    #define SP_SET_ZPOS(a)      ((a)->sign = MP_ZPOS)
#else
    #define SP_SET_ZPOS(a)      ((void)0)
#endif
#if !defined(WOLFSSL_HAVE_SP_SAKKE) && !defined(WOLFSSL_NO_SP_SAKKE) && \\
    defined(WOLFCRYPT_HAVE_SAKKE) && defined(WOLFSSL_HAVE_SP_ECC) && \\
    defined(WOLFSSL_SP_1024)
    #define WOLFSSL_HAVE_SP_SAKKE
#endif

/* sp_force_zero: mem[0..len) = 0 through a volatile pointer, so that the
 * stores are not removed as dead (wiping secrets).  The file's ForceZero;
 * misc.h (here) or misc.c (upstream) is not included. */
static WC_INLINE void sp_force_zero(void* mem, size_t len)
{
    volatile byte* p = (volatile byte*)mem;

    while (len-- > 0)
        *p++ = 0;
}
#undef ForceZero
#define ForceZero(mem, len) sp_force_zero((mem), (size_t)(len))"""


class Context:
    """Everything a template needs for one output file (one word size)."""

    def __init__(self, w, backend=None, leaf_emitter=None, cat=None):
        self.w = w
        self.backend = backend or "c%d" % w
        self.cat = cat or catalog.Catalog(w)
        self.t = emit_c.CWords(w)
        self.word, self.sword, self.dword = \
            self.t.word, self.t.sword, self.t.dword
        self.leaf_emitter = leaf_emitter or emit_c.emit_function
        self.module = None           # template module being emitted
        self.all_guards = []         # GUARD of every module, in order
        self._kguards = {}           # kernel name -> set of guards
        self._tguards = {}           # table/scalar name -> set of guards
        self._hguards = {}           # helper key -> set of guards
        self._own_tables = {}        # template tables: name -> words
        self._narrow = []            # stack of ctx.under() conditions
        self._extra = []             # those conditions, in order of use

    # -- plain facts ---------------------------------------------------
    def field(self, name):
        return FIELDS[name]

    def limbs(self, x):
        if isinstance(x, int):
            return (x + self.w - 1) // self.w
        if isinstance(x, str):
            x = FIELDS[x]
        return x.limbs(self.w)

    def lit(self, c):
        return self.t.lit(c)

    def words(self, value, n):
        mask = (1 << self.w) - 1
        assert 0 <= value < (1 << (self.w * n))
        return [(value >> (self.w * i)) & mask for i in range(n)]

    def comment(self, name, doc):
        return emit_c.comment(name, doc)

    # -- requests ------------------------------------------------------
    def _guard(self):
        assert self.module is not None, "request outside a template"
        g = self._narrow[-1] if self._narrow else self.module.GUARD
        if g not in self.all_guards and g not in self._extra:
            self._extra.append(g)
        return g

    @contextlib.contextmanager
    def under(self, cond):
        """Requests made inside `with ctx.under(cond):` are emitted under
        `cond` (a condition narrower than the module GUARD, e.g.
        "defined(WOLFSSL_HAVE_SP_RSA)" for RSA-only code of the RSA/DH
        module); the template wraps its own code in the same `#if`."""
        self._narrow.append(cond)
        try:
            yield
        finally:
            self._narrow.pop()

    def kernel(self, role, n, field=None):
        """C name of kernel `role` on n limbs; marks it used."""
        cat = self.cat
        if isinstance(field, str):
            field = FIELDS[field]
        key = (role, n, field.name if field else None)
        if key in cat._keys:
            name = cat._keys[key]
        elif field is None:
            name = cat.size_kernel(role, n)
        else:
            name = cat.field_kernel(role, n, field)
        self._mark_kernel(name, self._guard())
        return name

    def _mark_kernel(self, name, guard):
        self._kguards.setdefault(name, set()).add(guard)
        k = self.cat.lookup(name)
        if isinstance(k, ir.Glue):
            for g in k.globals:
                self._tguards.setdefault(g, set()).add(guard)
            for c in k.callees():
                self._mark_kernel(c, guard)

    def kernel_params(self, name):
        return [(p.name, p.kind, p.length, p.mode)
                for p in self.cat.lookup(name).params]

    def table(self, name):
        assert name in self.cat.tables or name in self._own_tables, name
        self._tguards.setdefault(name, set()).add(self._guard())
        return name

    def scalar(self, name):
        assert name in self.cat.scalars, name
        self._tguards.setdefault(name, set()).add(self._guard())
        return name

    def const_table(self, name, words):
        assert name not in self.cat.tables, name
        old = self._own_tables.get(name)
        assert old is None or old == list(words), "two tables " + name
        self._own_tables[name] = list(words)
        return self.table(name)

    def helper(self, key):
        name, _, needs = HELPERS[key]
        self._hguards.setdefault(key, set()).add(self._guard())
        for k in needs:
            self.helper(k)
        return name

    # -- output (used by generate.py) -----------------------------------
    def _cond(self, guards):
        """`#if` text for a set of module guards, or None when every
        module of the file uses it (the file guard covers it)."""
        if set(self.all_guards) <= guards:
            return None
        ordered = [g for g in self.all_guards + self._extra if g in guards]
        if len(ordered) == 1:
            return ordered[0]
        return " || ".join("(%s)" % g for g in ordered)

    def _grouped(self, items):
        """items: [(guards, lines)] -> lines with #if blocks around runs
        of equal guards."""
        out, cur = [], "\0"
        for guards, lines in items:
            cond = self._cond(guards)
            if cond != cur:
                if cur not in ("\0", None):
                    out += ["#endif", ""]
                if cond is not None:
                    out += if_lines(cond) + [""]
                cur = cond
            out += lines + [""]
        if cur not in ("\0", None):
            out += ["#endif", ""]
        return out

    def support_lines(self):
        """C lines of every requested table, kernel and helper, callees
        before callers, each once, under the guards of its users."""
        items = []
        for name in list(self.cat.tables) + list(self._own_tables):
            if name in self._tguards:
                words = self.cat.tables.get(name, self._own_tables.get(name))
                items.append((self._tguards[name],
                              emit_c.emit_table(name, words, self.t)))
        for name in self.cat.scalars:
            if name in self._tguards:
                items.append((self._tguards[name], [
                    "static const %s %s = %s;" % (
                        self.word, name, self.lit(self.cat.scalars[name]))]))
        for e in self.cat.ordered():
            if e.name not in self._kguards:
                continue
            k = e.kernel
            if isinstance(k, ir.Glue):
                lines = emit_c.emit_glue(k, self.t, self.cat.lookup)
            else:
                lines = self.leaf_emitter(k, self.t)
            items.append((self._kguards[e.name], lines))
        for key, (_, fn, _) in HELPERS.items():
            if key in self._hguards and fn is not None:
                items.append((self._hguards[key], fn(self.t)))
        return self._grouped(items)

    def used_kernels(self):
        return [e.name for e in self.cat.ordered() if e.name in self._kguards]


def if_lines(cond, width=79):
    """`#if cond` split after || and && to stay under 80 columns."""
    toks = re.split(r"( \|\| | && )", cond)
    pieces = []
    for i in range(0, len(toks), 2):
        pieces.append(toks[i] + (toks[i + 1].rstrip() if i + 1 < len(toks)
                                 else ""))
    out, cur = [], "#if"
    for p in pieces:
        if len(cur) + 1 + len(p) + 2 > width and cur.strip() != "#if":
            out.append(cur + " \\")
            cur = "   "
        cur += " " + p
    out.append(cur)
    return out
