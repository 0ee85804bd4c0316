/* sp_int_exptmod.c
 *
 * Montgomery arithmetic, modular exponentiation, modular inverses, gcd and
 * lcm for the generic multi-precision integer (sp_int).  Part of the
 * sp_int layer, used by rsa.c, dh.c and ecc.c (and by sp_int_prime.c for
 * Miller-Rabin); the digit kernels it builds on are in sp_int.c.
 *
 * Exponentiation works on digit arrays of n = m->used digits:
 *   - odd modulus: Montgomery form with R = B^n (B = 2^SP_WORD_SIZE);
 *     products are comba multiplications followed by word-by-word
 *     Montgomery reduction with a masked final subtraction;
 *   - even modulus: plain products reduced by Knuth division (variable
 *     time in the values; secret exponents with even moduli do not occur
 *     in RSA, DH or ECC).
 * sp_exptmod / sp_exptmod_ex use a fixed window: the same squarings and
 * multiplications for every exponent of a given digit count, and each
 * table entry is read with a masked scan of the whole table.
 * sp_exptmod_nct uses a sliding window over the exponent's bits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "sp_int_internal.h"

/* Largest table: 2^5 entries for the fixed window (w <= 5), 2^(6-1)
 * odd powers for the sliding window (w <= 6). */
#define SP_EXP_TABLE_MAX  32

/* Digits of the working buffer of one exponentiation: product scratch
 * (2n + 1) and normalised modulus (n) from sp_exp_setup, accumulator,
 * base and one (3n), the padded exponent (ed), then the table and one
 * more entry (selected value or base squared). */
#define SP_EXP_BUF_DIGITS(n, ed) \
    ((SP_EXP_TABLE_MAX + 7) * (n) + 1 + (ed))
#define SP_EXP_BUF_MAX \
    SP_EXP_BUF_DIGITS(SP_MOD_DIGITS_MAX, SP_INT_DIGITS)

/* ====================================================================== */
/* Montgomery kernels                                                      */
/* ====================================================================== */

/* Newton iteration x <- x * (2 - m0 * x) doubles the number of correct low
 * bits of m0^-1; x = m0 is right to 3 bits for odd m0 (m0^2 = 1 mod 8). */
sp_int_digit sp_dig_mont_rho(sp_int_digit m0)
{
    sp_int_digit x = m0;
    int i;

    for (i = 0; i < 5; i++)
        x *= 2 - m0 * x;
    return (sp_int_digit)0 - x;
}

/* Word-by-word Montgomery reduction (REDC): for i = 0..n-1 add
 * u * m * B^i with u = t[i] * mp mod B, clearing t[i]; then
 * t / B^n = t_top * B^n + t[n..2n-1] < 2m and one masked subtraction of m
 * gives the result in [0, m).  r may be t itself or disjoint from t. */
void sp_dig_mont_red(sp_int_digit* r, sp_int_digit* t, const sp_int_digit* m,
                     unsigned int n, sp_int_digit mp)
{
    sp_int_digit top = 0, br;
    unsigned int i, j;

    for (i = 0; i < n; i++) {
        sp_int_digit u = t[i] * mp;
        sp_int_digit c = 0;
        sp_int_word s;

        for (j = 0; j < n; j++) {
            sp_int_word p = (sp_int_word)u * m[j] + t[i + j] + c;
            t[i + j] = (sp_int_digit)p;
            c = (sp_int_digit)(p >> SP_WORD_SIZE);
        }
        s = (sp_int_word)t[i + n] + c + top;
        t[i + n] = (sp_int_digit)s;
        top = (sp_int_digit)(s >> SP_WORD_SIZE);
    }
    br = sp_dig_sub(r, t + n, n, m, n);
    sp_dig_select(r, r, t + n, sp_ct_mask(top | (br ^ 1)), n);
}

int sp_mont_setup(const sp_int* m, sp_int_digit* rho)
{
    if ((m == NULL) || (rho == NULL) || (m->used == 0) ||
        ((m->dp[0] & 1) == 0))
        return MP_VAL;
    *rho = sp_dig_mont_rho(m->dp[0]);
    return MP_OKAY;
}

/* norm = B^n mod m, n = m->used. */
int sp_mont_norm(sp_int* norm, const sp_int* m)
{
    SP_INT_DECL(t);
    int err;

    if ((norm == NULL) || (m == NULL) || (m->used == 0) ||
        (m->sign == MP_NEG) || (m->used > SP_MOD_DIGITS_MAX) ||
        (m->used > norm->size))
        return MP_VAL;
    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_2expt(t, (int)(m->used * SP_WORD_SIZE));
    if (err == MP_OKAY)
        err = sp_mod(t, m, norm);
    SP_INT_FREE(t);
    return err;
}

int sp_mont_red(sp_int* a, const sp_int* m, sp_int_digit mp)
{
    unsigned int n, i;

    if ((a == NULL) || (m == NULL) || (m->used == 0) ||
        ((m->dp[0] & 1) == 0) || (a->sign == MP_NEG))
        return MP_VAL;
    n = m->used;
    if ((2 * n > a->size) || (a->used > 2 * n))
        return MP_VAL;
    for (i = a->used; i < 2 * n; i++)
        a->dp[i] = 0;
    sp_dig_mont_red(a->dp, a->dp, m->dp, n, mp);
    a->used = n;
    sp_clamp(a);
    return MP_OKAY;
}

/* ====================================================================== */
/* Exponentiation context: multiply-and-reduce modulo m on n digits        */
/* ====================================================================== */

typedef struct sp_exp_ctx {
    const sp_int_digit* m;  /* modulus, n digits */
    sp_int_digit* v;        /* modulus << s (plain mode), n digits */
    sp_int_digit* t;        /* product scratch, 2n + 1 digits */
    unsigned int n;
    unsigned int s;         /* normalisation shift (plain mode) */
    sp_int_digit mp;        /* -m^-1 mod B (Montgomery mode) */
    int mont;               /* 1: Montgomery mode (odd m), 0: plain */
} sp_exp_ctx;

/* r = a * b mod m (Montgomery mode: a * b / R mod m).  a, b, r are n
 * digits below m; r may alias a or b. */
static void sp_exp_mul(const sp_exp_ctx* c, sp_int_digit* r,
                       const sp_int_digit* a, const sp_int_digit* b)
{
    unsigned int n = c->n;

    if (a == b)
        sp_dig_sqr(c->t, a, n);
    else
        sp_dig_mul(c->t, a, n, b, n);
    if (c->mont) {
        sp_dig_mont_red(r, c->t, c->m, n, c->mp);
    }
    else {
        /* (t << s) mod (m << s) = (t mod m) << s. */
        c->t[2 * n] = sp_dig_lshift(c->t, c->t, 2 * n, c->s);
        sp_dig_div_core(c->t, 2 * n, c->v, n, NULL);
        sp_dig_rshift(r, c->t, n, c->s);
    }
}

/* Load a (0 <= a < m, the caller reduces) into x as n digits, converted to
 * Montgomery form (a * R mod m) in Montgomery mode. */
static int sp_exp_load(const sp_exp_ctx* c, const sp_int* a, const sp_int* m,
                       sp_int_digit* x)
{
    SP_INT_DECL(t);
    int err;

    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_copy(a, t);
    if ((err == MP_OKAY) && c->mont)
        err = sp_lshd(t, (int)c->n);
    if ((err == MP_OKAY) && c->mont)
        err = sp_mod(t, m, t);
    if (err == MP_OKAY) {
        XMEMCPY(x, t->dp, t->used * sizeof(sp_int_digit));
        XMEMSET(x + t->used, 0, (c->n - t->used) * sizeof(sp_int_digit));
    }
    SP_INT_FREE(t);
    return err;
}

/* Store x (n digits) into r, leaving Montgomery form first when in
 * Montgomery mode (x is clobbered). */
static int sp_exp_store(const sp_exp_ctx* c, sp_int_digit* x, sp_int* r)
{
    unsigned int n = c->n;

    if (n > r->size)
        return MP_VAL;
    if (c->mont) {
        XMEMCPY(c->t, x, n * sizeof(sp_int_digit));
        XMEMSET(c->t + n, 0, n * sizeof(sp_int_digit));
        sp_dig_mont_red(x, c->t, c->m, n, c->mp);
    }
    XMEMCPY(r->dp, x, n * sizeof(sp_int_digit));
    r->used = n;
    r->sign = MP_ZPOS;
    sp_clamp(r);
    return MP_OKAY;
}

/* Set up c for modulus m (m > 1, at most SP_MOD_DIGITS_MAX digits) with
 * scratch taken from buf; returns the number of digits used from buf. */
static unsigned int sp_exp_setup(sp_exp_ctx* c, const sp_int* m,
                                 sp_int_digit* buf)
{
    unsigned int n = m->used;

    c->m = m->dp;
    c->n = n;
    c->mont = (int)(m->dp[0] & 1);
    c->t = buf;
    c->v = buf + 2 * n + 1;
    c->mp = 0;
    c->s = 0;
    if (c->mont) {
        c->mp = sp_dig_mont_rho(m->dp[0]);
    }
    else {
        c->s = (unsigned int)sp_digit_clz(m->dp[n - 1]);
        (void)sp_dig_lshift(c->v, m->dp, n, c->s);
    }
    return 3 * n + 1;
}

/* ====================================================================== */
/* Fixed-window exponentiation (constant time)                             */
/* ====================================================================== */

/* Window size for an exponent of `bits` bits: balances the 2^w table
 * products (and masked table scans) against bits / w multiplications. */
static unsigned int sp_exp_window_ct(unsigned int bits)
{
    if (bits <= 8)
        return 1;
    if (bits <= 32)
        return 2;
    if (bits <= 96)
        return 3;
    if (bits <= 384)
        return 4;
    return 5;
}

/* Bits [pos, pos + w) of the ed-digit array e (bits past the end are 0).
 * Only public positions steer this; the value is secret. */
static unsigned int sp_exp_bits(const sp_int_digit* e, unsigned int ed,
                                unsigned int pos, unsigned int w)
{
    unsigned int d = pos >> SP_WORD_SHIFT, b = pos & SP_WORD_MASK;
    sp_int_digit v = 0;

    if (d < ed)
        v = e[d] >> b;
    if ((b + w > SP_WORD_SIZE) && (d + 1 < ed))
        v |= e[d + 1] << (SP_WORD_SIZE - b);
    return (unsigned int)(v & (((sp_int_digit)1 << w) - 1));
}

/* sel = table[idx] for idx in [0, cnt): every entry is read and masked. */
static void sp_exp_select(sp_int_digit* sel, const sp_int_digit* table,
                          unsigned int cnt, unsigned int idx, unsigned int n)
{
    unsigned int i, j;

    XMEMSET(sel, 0, n * sizeof(sp_int_digit));
    for (i = 0; i < cnt; i++) {
        sp_int_digit mask = sp_ct_eq_mask(i, idx);
        const sp_int_digit* x = table + (size_t)i * n;
        for (j = 0; j < n; j++)
            sel[j] |= x[j] & mask;
    }
}

/* acc = base^e (working form) with e as ed digits: table[i] = base^i for
 * i < 2^w, then for each w-bit window from the top, w squarings and one
 * multiplication by a masked table read.  `one` is 1 in working form.
 * work holds (2^w + 1) * n digits. */
static void sp_exp_fixed(const sp_exp_ctx* c, sp_int_digit* acc,
                         const sp_int_digit* base, const sp_int_digit* one,
                         const sp_int_digit* e, unsigned int ed,
                         sp_int_digit* work)
{
    unsigned int n = c->n, bits = ed * SP_WORD_SIZE;
    unsigned int w = sp_exp_window_ct(bits), cnt = 1U << w;
    unsigned int nwin = (bits + w - 1) / w, win, i;
    sp_int_digit* table = work;
    sp_int_digit* sel = work + (size_t)cnt * n;

    XMEMCPY(table, one, n * sizeof(sp_int_digit));
    XMEMCPY(table + n, base, n * sizeof(sp_int_digit));
    for (i = 2; i < cnt; i++) {
        sp_int_digit* x = table + (size_t)i * n;
        if ((i & 1) == 0)
            sp_exp_mul(c, x, table + (size_t)(i / 2) * n,
                       table + (size_t)(i / 2) * n);
        else
            sp_exp_mul(c, x, x - n, base);
    }
    win = nwin - 1;
    sp_exp_select(acc, table, cnt, sp_exp_bits(e, ed, win * w, w), n);
    while (win > 0) {
        win--;
        for (i = 0; i < w; i++)
            sp_exp_mul(c, acc, acc, acc);
        sp_exp_select(sel, table, cnt, sp_exp_bits(e, ed, win * w, w), n);
        sp_exp_mul(c, acc, acc, sel);
    }
}

/* Check the arguments shared by every exponentiation; returns MP_OKAY to
 * go on, MP_VAL, or 1 when r has been set already (m == 1 or e == 0). */
static int sp_exp_args(const sp_int* b, const sp_int* e, const sp_int* m,
                       sp_int* r)
{
    if ((b == NULL) || (e == NULL) || (m == NULL) || (r == NULL) ||
        (m->used == 0) || (m->sign == MP_NEG) || (e->sign == MP_NEG) ||
        (m->used > SP_MOD_DIGITS_MAX) || (m->used > r->size))
        return MP_VAL;
    if (sp_isone(m)) {
        sp_zero(r);
        return 1;
    }
    if (e->used == 0) {
        (void)sp_set(r, 1);
        return 1;
    }
    return MP_OKAY;
}

/* Reduce b into [0, m) in t (t distinct from m). */
static int sp_exp_reduce_base(const sp_int* b, const sp_int* m, sp_int* t)
{
    if ((b->sign == MP_NEG) || (sp_cmp_mag(b, m) != MP_LT))
        return sp_mod(b, m, t);
    return sp_copy(b, t);
}

int sp_exptmod_ex(const sp_int* b, const sp_int* e, int digits,
                  const sp_int* m, sp_int* r)
{
    SP_BUF_DECL(buf, SP_EXP_BUF_MAX);
    SP_INT_DECL(t);
    sp_exp_ctx c;
    sp_int_digit *acc, *base, *one, *ep, *work;
    unsigned int n, ed, total = 0;
    int err;

    if ((e != NULL) && ((digits < (int)e->used) || (digits > SP_INT_DIGITS)))
        return MP_VAL;
    err = sp_exp_args(b, e, m, r);
    if (err != MP_OKAY)
        return (err == 1) ? MP_OKAY : err;
    n = m->used;
    ed = (unsigned int)digits;
    total = SP_EXP_BUF_DIGITS(n, ed);
    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = SP_BUF_ALLOC(buf, total);
    if (err == MP_OKAY)
        err = sp_exp_reduce_base(b, m, t);
    if (err == MP_OKAY) {
        unsigned int off = sp_exp_setup(&c, m, buf);
        acc = buf + off;
        base = acc + n;
        one = base + n;
        ep = one + n;
        work = ep + ed;
        XMEMCPY(ep, e->dp, e->used * sizeof(sp_int_digit));
        XMEMSET(ep + e->used, 0, (ed - e->used) * sizeof(sp_int_digit));
        err = sp_exp_load(&c, t, m, base);
        if (err == MP_OKAY) {
            (void)sp_set(t, 1);
            err = sp_exp_load(&c, t, m, one);
        }
        if (err == MP_OKAY) {
            sp_exp_fixed(&c, acc, base, one, ep, ed, work);
            err = sp_exp_store(&c, acc, r);
        }
    }
    SP_BUF_FREE(buf, total);
    SP_INT_FREE(t);
    return err;
}

int sp_exptmod(const sp_int* b, const sp_int* e, const sp_int* m, sp_int* r)
{
    if (e == NULL)
        return MP_VAL;
    return sp_exptmod_ex(b, e, (int)e->used, m, r);
}

/* ====================================================================== */
/* Sliding-window exponentiation (variable time, public exponents)         */
/* ====================================================================== */

static unsigned int sp_exp_window_nct(unsigned int bits)
{
    if (bits <= 20)
        return 1;
    if (bits <= 64)
        return 3;
    if (bits <= 256)
        return 4;
    if (bits <= 768)
        return 5;
    return 6;
}

/* acc = base^e for e > 0: table[k] = base^(2k + 1); scanning down from the
 * top bit, a zero bit costs a squaring, and a run ending in a one bit of
 * at most w bits costs its squarings and one multiplication. */
static void sp_exp_sliding(const sp_exp_ctx* c, sp_int_digit* acc,
                           const sp_int_digit* base, const sp_int* e,
                           sp_int_digit* work)
{
    unsigned int n = c->n;
    int bits = sp_count_bits(e), i = bits - 1, first = 1;
    unsigned int w = sp_exp_window_nct((unsigned int)bits);
    unsigned int cnt = 1U << (w - 1), k;
    sp_int_digit* table = work;
    sp_int_digit* sq = work + (size_t)cnt * n;

    XMEMCPY(table, base, n * sizeof(sp_int_digit));
    if (cnt > 1)
        sp_exp_mul(c, sq, base, base);
    for (k = 1; k < cnt; k++)
        sp_exp_mul(c, table + (size_t)k * n, table + (size_t)(k - 1) * n, sq);
    while (i >= 0) {
        int j, l;
        unsigned int val = 0;

        if (!sp_is_bit_set(e, (unsigned int)i)) {
            sp_exp_mul(c, acc, acc, acc);
            i--;
            continue;
        }
        j = i - (int)w + 1;
        if (j < 0)
            j = 0;
        while (!sp_is_bit_set(e, (unsigned int)j))
            j++;
        for (l = i; l >= j; l--)
            val = (val << 1) | (unsigned int)sp_is_bit_set(e, (unsigned int)l);
        if (first) {
            XMEMCPY(acc, table + (size_t)(val >> 1) * n,
                    n * sizeof(sp_int_digit));
            first = 0;
        }
        else {
            for (l = i; l >= j; l--)
                sp_exp_mul(c, acc, acc, acc);
            sp_exp_mul(c, acc, acc, table + (size_t)(val >> 1) * n);
        }
        i = j - 1;
    }
}

int sp_exptmod_nct(const sp_int* b, const sp_int* e, const sp_int* m,
                   sp_int* r)
{
    SP_BUF_DECL(buf, SP_EXP_BUF_MAX);
    SP_INT_DECL(t);
    sp_exp_ctx c;
    unsigned int n, total = 0;
    int err;

    err = sp_exp_args(b, e, m, r);
    if (err != MP_OKAY)
        return (err == 1) ? MP_OKAY : err;
    n = m->used;
    total = SP_EXP_BUF_DIGITS(n, 0);
    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = SP_BUF_ALLOC(buf, total);
    if (err == MP_OKAY)
        err = sp_exp_reduce_base(b, m, t);
    if (err == MP_OKAY) {
        unsigned int off = sp_exp_setup(&c, m, buf);
        sp_int_digit* acc = buf + off;
        sp_int_digit* base = acc + n;

        err = sp_exp_load(&c, t, m, base);
        if (err == MP_OKAY) {
            /* b = 0: the table is all zero and so is the result. */
            sp_exp_sliding(&c, acc, base, e, base + n);
            err = sp_exp_store(&c, acc, r);
        }
    }
    SP_BUF_FREE(buf, total);
    SP_INT_FREE(t);
    return err;
}

/* ====================================================================== */
/* Inverses                                                                */
/* ====================================================================== */

/* Constant-time binary extended Euclid for odd m (n digits, `bits` bits):
 * invariants u = x1 * a, v = x2 * a (mod m), v odd.  Each step: when u is
 * odd and u < v swap (u, x1) with (v, x2); when u is odd subtract
 * (u -= v, x1 -= x2 mod m); then halve (u /= 2, x1 /= 2 mod m).  Each step
 * shortens len(u) + len(v) <= 2 * bits by one until u = 0, so 2 * bits
 * steps leave v = gcd(a, m) and x2 * a = gcd.  Returns 1 when gcd == 1
 * (x2 in the result), 0 otherwise.  w holds 6n digits. */
static int sp_invmod_odd_dig(sp_int_digit* res, const sp_int_digit* a,
                             const sp_int_digit* m, unsigned int n,
                             unsigned int bits, sp_int_digit* w)
{
    sp_int_digit *u = w, *v = w + n, *x1 = w + 2 * n, *x2 = w + 3 * n;
    sp_int_digit *d = w + 4 * n, *e = w + 5 * n;
    sp_int_digit odd, swap, br, c, notone = 0;
    unsigned int it, i;

    XMEMCPY(u, a, n * sizeof(sp_int_digit));
    XMEMCPY(v, m, n * sizeof(sp_int_digit));
    XMEMSET(x1, 0, 2 * n * sizeof(sp_int_digit));
    x1[0] = 1;
    for (it = 0; it < 2 * bits; it++) {
        odd = sp_ct_mask(u[0] & 1);
        br = sp_dig_sub(d, u, n, v, n);
        swap = odd & sp_ct_mask(br);
        for (i = 0; i < n; i++) {
            sp_int_digit t = (u[i] ^ v[i]) & swap;
            u[i] ^= t;
            v[i] ^= t;
            t = (x1[i] ^ x2[i]) & swap;
            x1[i] ^= t;
            x2[i] ^= t;
        }
        /* u >= v now when u is odd. */
        (void)sp_dig_sub(d, u, n, v, n);
        sp_dig_select(u, d, u, odd, n);
        br = sp_dig_sub(d, x1, n, x2, n);
        (void)sp_dig_add(e, d, n, m, n);
        sp_dig_select(d, e, d, sp_ct_mask(br), n);
        sp_dig_select(x1, d, x1, odd, n);
        sp_dig_rshift(u, u, n, 1);
        /* x1 / 2 mod m: add m when x1 is odd, halve with the carry. */
        odd = sp_ct_mask(x1[0] & 1);
        for (i = 0; i < n; i++)
            e[i] = m[i] & odd;
        c = sp_dig_add(x1, x1, n, e, n);
        sp_dig_rshift(x1, x1, n, 1);
        x1[n - 1] |= c << (SP_WORD_SIZE - 1);
    }
    notone = v[0] ^ 1;
    for (i = 1; i < n; i++)
        notone |= v[i];
    XMEMCPY(res, x2, n * sizeof(sp_int_digit));
    return notone == 0;
}

/* r = a^-1 mod m for odd m > 1 and 0 < a < m. */
static int sp_invmod_odd(const sp_int* a, const sp_int* m, sp_int* r)
{
    SP_BUF_DECL(w, 8 * SP_MOD_DIGITS_MAX);
    unsigned int n = m->used;
    int err, ok;

    err = SP_BUF_ALLOC(w, 8 * n);
    if (err != MP_OKAY)
        return err;
    XMEMCPY(w + 6 * n, a->dp, a->used * sizeof(sp_int_digit));
    XMEMSET(w + 6 * n + a->used, 0, (n - a->used) * sizeof(sp_int_digit));
    ok = sp_invmod_odd_dig(w + 7 * n, w + 6 * n, m->dp, n,
                           (unsigned int)sp_count_bits(m), w);
    if (!ok) {
        err = MP_VAL;
    }
    else {
        XMEMCPY(r->dp, w + 7 * n, n * sizeof(sp_int_digit));
        r->used = n;
        r->sign = MP_ZPOS;
        sp_clamp(r);
    }
    SP_BUF_FREE(w, 8 * n);
    return err;
}

/* Even m, odd a (1 < a < m): with y = m^-1 mod a (odd modulus),
 * 1 + m * (a - y) is divisible by a and x = (1 + m * (a - y)) / a
 * satisfies a * x = 1 (mod m), 0 < x < m. */
static int sp_invmod_even(const sp_int* a, const sp_int* m, sp_int* r)
{
    SP_INT_DECL(y);
    SP_INT_DECL(t);
    int err;

    err = SP_INT_ALLOC(y);
    if (err == MP_OKAY)
        err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_mod(m, a, t);
    if ((err == MP_OKAY) && sp_iszero(t))
        err = MP_VAL;
    if (err == MP_OKAY)
        err = sp_invmod_odd(t, a, y);
    if (err == MP_OKAY)
        err = sp_sub(a, y, y);
    if (err == MP_OKAY)
        err = sp_mul(m, y, t);
    if (err == MP_OKAY)
        err = sp_add_d(t, 1, t);
    if (err == MP_OKAY)
        err = sp_div(t, a, r, NULL);
    SP_INT_FREE(t);
    SP_INT_FREE(y);
    return err;
}

int sp_invmod(const sp_int* a, const sp_int* m, sp_int* r)
{
    SP_INT_DECL(t);
    int err;

    if ((a == NULL) || (m == NULL) || (r == NULL) || (m->sign == MP_NEG) ||
        (sp_cmp_d(m, 1) != MP_GT) || (m->used > SP_MOD_DIGITS_MAX) ||
        (m->used > r->size))
        return MP_VAL;
    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_exp_reduce_base(a, m, t);
    if ((err == MP_OKAY) && sp_iszero(t))
        err = MP_VAL;
    if (err == MP_OKAY) {
        if (sp_isodd(m))
            err = sp_invmod_odd(t, m, r);
        else if (sp_iseven(t))
            err = MP_VAL;
        else if (sp_isone(t))
            err = sp_set(r, 1);
        else
            err = sp_invmod_even(t, m, r);
    }
    SP_INT_FREE(t);
    return err;
}

/* Fermat: for prime m, a^-1 = a^(m-2).  Exponentiating the Montgomery
 * form a * R with Montgomery products gives a^(m-2) * R, the inverse in
 * Montgomery form.  The exponent is public (m), the base secret. */
int sp_invmod_mont_ct(const sp_int* a, const sp_int* m, sp_int* r,
                      sp_int_digit mp)
{
    SP_BUF_DECL(buf, SP_EXP_BUF_MAX);
    SP_INT_DECL(e);
    sp_exp_ctx c;
    sp_int_digit *acc, *base, *one, *work;
    unsigned int n, total = 0;
    int err;

    if ((a == NULL) || (m == NULL) || (r == NULL) || (m->used == 0) ||
        (m->sign == MP_NEG) || (a->sign == MP_NEG) || sp_iseven(m) ||
        (sp_cmp_d(m, 2) != MP_GT) || (m->used > SP_MOD_DIGITS_MAX) ||
        (a->used > m->used) || (m->used > r->size))
        return MP_VAL;
    n = m->used;
    total = SP_EXP_BUF_DIGITS(n, n);
    err = SP_INT_ALLOC(e);
    if (err == MP_OKAY)
        err = SP_BUF_ALLOC(buf, total);
    if (err == MP_OKAY)
        err = sp_sub_d(m, 2, e);
    if (err == MP_OKAY) {
        unsigned int off = sp_exp_setup(&c, m, buf);
        c.mp = mp;
        acc = buf + off;
        base = acc + n;
        one = base + n;
        work = one + n + n;
        XMEMCPY(base, a->dp, a->used * sizeof(sp_int_digit));
        XMEMSET(base + a->used, 0, (n - a->used) * sizeof(sp_int_digit));
        /* 1 in Montgomery form is R mod m. */
        err = sp_mont_norm(e, m);
        if (err == MP_OKAY) {
            XMEMCPY(one, e->dp, e->used * sizeof(sp_int_digit));
            XMEMSET(one + e->used, 0, (n - e->used) * sizeof(sp_int_digit));
            err = sp_sub_d(m, 2, e);
        }
        if (err == MP_OKAY) {
            XMEMCPY(one + n, e->dp, e->used * sizeof(sp_int_digit));
            XMEMSET(one + n + e->used, 0,
                    (n - e->used) * sizeof(sp_int_digit));
            sp_exp_fixed(&c, acc, base, one, one + n, n, work);
            XMEMCPY(r->dp, acc, n * sizeof(sp_int_digit));
            r->used = n;
            r->sign = MP_ZPOS;
            sp_clamp(r);
        }
    }
    SP_BUF_FREE(buf, total);
    SP_INT_FREE(e);
    return err;
}

/* ====================================================================== */
/* gcd and lcm                                                             */
/* ====================================================================== */

/* Euclid with long division: (x, y) <- (y, x mod y) until y = 0. */
int sp_gcd(const sp_int* a, const sp_int* b, sp_int* r)
{
    SP_INT_DECL(x);
    SP_INT_DECL(y);
    int err;

    if ((a == NULL) || (b == NULL) || (r == NULL))
        return MP_VAL;
    err = SP_INT_ALLOC(x);
    if (err == MP_OKAY)
        err = SP_INT_ALLOC(y);
    if (err == MP_OKAY)
        err = sp_abs(a, x);
    if (err == MP_OKAY)
        err = sp_abs(b, y);
    while ((err == MP_OKAY) && !sp_iszero(y)) {
        err = sp_div_mag(x, y, NULL, x);
        if (err == MP_OKAY)
            err = sp_exch(x, y);
    }
    if (err == MP_OKAY)
        err = sp_copy(x, r);
    SP_INT_FREE(y);
    SP_INT_FREE(x);
    return err;
}

/* lcm = |a| / gcd(a, b) * |b|. */
int sp_lcm(const sp_int* a, const sp_int* b, sp_int* r)
{
    SP_INT_DECL(g);
    SP_INT_DECL(t);
    int err;

    if ((a == NULL) || (b == NULL) || (r == NULL) || sp_iszero(a) ||
        sp_iszero(b))
        return MP_VAL;
    err = SP_INT_ALLOC(g);
    if (err == MP_OKAY)
        err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_gcd(a, b, g);
    if (err == MP_OKAY)
        err = sp_div_mag(a, g, t, NULL);
    if (err == MP_OKAY)
        err = sp_abs(b, g);
    if (err == MP_OKAY)
        err = sp_mul(t, g, r);
    SP_INT_FREE(t);
    SP_INT_FREE(g);
    return err;
}
