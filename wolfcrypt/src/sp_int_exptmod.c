/* sp_int_exptmod.c
 *
 * Montgomery arithmetic, modular exponentiation, modular inverses, gcd and
 * lcm for the generic multi-precision integer (sp_int).  Part of the
 * sp_int layer, used by rsa.c, dh.c and ecc.c (and by sp_int_prime.c for
 * Miller-Rabin); the digit kernels it builds on are in sp_int.c.
 *
 * Exponentiation works on digit arrays of n = m->used digits:
 *   - odd modulus: Montgomery form with R = B^n (B = 2^SP_WORD_SIZE);
 *     products are row-wise multiplications (squares: cross products
 *     once, doubled) followed by word-by-word Montgomery reduction with
 *     a masked final subtraction; up to 576 bits (the ECC fields) the
 *     two interleave row by row (CIOS);
 *   - even modulus: plain products reduced by Knuth division (variable
 *     time in the values; secret exponents with even moduli do not occur
 *     in RSA, DH or ECC).
 * sp_exptmod / sp_exptmod_ex use a fixed window: the same squarings and
 * multiplications for every exponent of a given digit count, and each
 * table entry is read with a masked scan of the whole table.
 * sp_exptmod_nct uses a sliding window over the exponent's bits.
 *
 * Constant time at the modulus's length.  The base may be secret (CRT
 * halves c mod p, blinding values, DH bases), and so may the modulus
 * itself (p and q of RSA): no division touches either.  The Montgomery
 * constants come from the modulus's digits alone: R mod m = (B^n - m) mod
 * m by SP_WORD_SIZE masked conditional subtractions (B^n - m < 2^W m as
 * the top digit of m is non-zero), R^2 mod m from it by doublings and
 * Montgomery squarings.  A base b of up to 2n digits, b = bh B^n + bl,
 * enters Montgomery form as bl R^2 R^-1 + bh R^3 R^-1 = b R (mod m), two
 * Montgomery products; results leave it by one reduction.  Operands are
 * read at fixed lengths (sp_ct_load) and results' used counts set without
 * branches (sp_ct_set_used), so nothing depends on a leading zero digit.
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
    sp_int_digit top = 0;
    size_t i;

    for (i = 0; i < n; i++) {
        sp_int_digit* ti = t + i;
        /* u m + t < B^2 digit by digit (sp_dig_mul_add_row). */
        sp_int_digit c = sp_dig_mul_add_row(ti, m, n, ti[0] * mp);
        sp_int_word s = (sp_int_word)ti[n] + c + top;

        ti[n] = (sp_int_digit)s;
        top = (sp_int_digit)(s >> SP_WORD_SIZE);
    }
    sp_dig_cond_sub(r, t + n, m, n, top);
}

/* Up to this many digits (the ECC field sizes) the Montgomery product
 * interleaves multiplication and reduction (CIOS): no 2n-digit product,
 * which at these sizes costs more in set-up than the square saves. */
#define SP_MONT_CIOS_MAX (576 / SP_WORD_SIZE)

/* r = a * b * R^-1 mod m, one row of a * b[i] then one reduction row per
 * digit: t (n + 2 digits) stays below 2m, t[n] is 0 or 1 and the last
 * conditional subtraction takes it.  2 <= n; r may alias a or b.
 * Constant time. */
static WC_INLINE void sp_dig_mont_mul_cios(sp_int_digit* r,
                                 const sp_int_digit* a,
                                 const sp_int_digit* b,
                                 const sp_int_digit* m, unsigned int n,
                                 sp_int_digit mp, sp_int_digit* t)
{
    size_t i, j;

    for (i = 0; i < (size_t)n + 2; i++)
        t[i] = 0;
    for (i = 0; i < n; i++) {
        sp_int_digit c = sp_dig_mul_add_row(t, a, n, b[i]), u;
        sp_int_word p = (sp_int_word)t[n] + c;

        t[n] = (sp_int_digit)p;
        t[n + 1] = (sp_int_digit)(p >> SP_WORD_SIZE);
        /* t = (t + u m) / B with u m + t = 0 mod B. */
        u = t[0] * mp;
        p = (sp_int_word)u * m[0] + t[0];
        c = (sp_int_digit)(p >> SP_WORD_SIZE);
        for (j = 1; j < n; j++) {
            p = (sp_int_word)u * m[j] + t[j] + c;
            t[j - 1] = (sp_int_digit)p;
            c = (sp_int_digit)(p >> SP_WORD_SIZE);
        }
        p = (sp_int_word)t[n] + c;
        t[n - 1] = (sp_int_digit)p;
        t[n] = t[n + 1] + (sp_int_digit)(p >> SP_WORD_SIZE);
    }
    sp_dig_cond_sub(r, t, m, n, t[n]);
}

/* r = a * b * R^-1 mod m for n-digit a, b with a * b < m R; t is 2n
 * digits of scratch; r may alias a or b (not t). */
static void sp_dig_mont_mul(sp_int_digit* r, const sp_int_digit* a,
                            const sp_int_digit* b, const sp_int_digit* m,
                            unsigned int n, sp_int_digit mp,
                            sp_int_digit* t)
{
    /* The common field sizes (P-256, P-384, P-521) with a constant n,
     * which the compiler unrolls. */
    if (n == 256 / SP_WORD_SIZE) {
        sp_dig_mont_mul_cios(r, a, b, m, 256 / SP_WORD_SIZE, mp, t);
        return;
    }
    if (n == 384 / SP_WORD_SIZE) {
        sp_dig_mont_mul_cios(r, a, b, m, 384 / SP_WORD_SIZE, mp, t);
        return;
    }
    if (n == 521 / SP_WORD_SIZE + 1) {
        sp_dig_mont_mul_cios(r, a, b, m, 521 / SP_WORD_SIZE + 1, mp, t);
        return;
    }
    if ((n >= 2) && (n <= SP_MONT_CIOS_MAX)) {
        sp_dig_mont_mul_cios(r, a, b, m, n, mp, t);
        return;
    }
    if (a == b)
        sp_dig_sqr(t, a, n);
    else
        sp_dig_mul(t, a, n, b, n);
    sp_dig_mont_red(r, t, m, n, mp);
}

/* r = (a + b) mod m for n-digit a, b with a + b < 2m; d: n digits of
 * scratch; r may alias a or b. */
static void sp_dig_addmod(sp_int_digit* r, const sp_int_digit* a,
                          const sp_int_digit* b, const sp_int_digit* m,
                          unsigned int n, sp_int_digit* d)
{
    sp_int_digit c = sp_dig_add(r, a, n, b, n);

    (void)d;
    sp_dig_cond_sub(r, r, m, n, c);
}

/* x = x mod m for x (n + 1 digits) below 2^W * m, where m has n digits
 * and a non-zero top digit: for j = W-1 down to 0, subtract m * 2^j when
 * that does not borrow (x < 2^(j+1) m before the step, < 2^j m after).
 * m * 2^j is formed digit by digit inside the subtraction; the shift
 * (prev >> 1) >> (W-1-j) is prev >> (W-j) for j > 0 and 0 for j = 0.
 * d: n + 1 digits of scratch.  Constant time. */
static void sp_dig_mod_small(sp_int_digit* x, const sp_int_digit* m,
                             unsigned int n, sp_int_digit* d)
{
    unsigned int j = SP_WORD_SIZE;
    size_t i;

    while (j-- > 0) {
        sp_int_digit prev = 0, br = 0;
        sp_int_word t;

        for (i = 0; i < n; i++) {
            sp_int_digit y = (m[i] << j) |
                             ((prev >> 1) >> (SP_WORD_SIZE - 1 - j));
            prev = m[i];
            t = (sp_int_word)x[i] - y - br;
            d[i] = (sp_int_digit)t;
            br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
        }
        t = (sp_int_word)x[n] - ((prev >> 1) >> (SP_WORD_SIZE - 1 - j)) - br;
        d[n] = (sp_int_digit)t;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
        sp_dig_select(x, x, d, sp_ct_mask(br), n + 1);
    }
}

/* one = R mod m = (B^n - m) mod m: B^n - m is the two's complement of m
 * on n digits (0 < B^n - m < B^n <= 2^W m), already below m when m is
 * odd with its top bit set (then B^n - m < B^n / 2 < m).  The test reads
 * the bit length and parity of m, public for every modulus (the RSA
 * primes' included).
 * w: 2n + 2 digits. */
static void sp_dig_mont_one(sp_int_digit* one, const sp_int_digit* m,
                            unsigned int n, sp_int_digit* w)
{
    sp_int_digit* x = w;
    sp_int_digit c = 1;
    size_t i;

    for (i = 0; i < n; i++) {
        sp_int_word t = (sp_int_word)(sp_int_digit)~m[i] + c;
        x[i] = (sp_int_digit)t;
        c = (sp_int_digit)(t >> SP_WORD_SIZE);
    }
    x[n] = 0;
    if (((m[n - 1] >> (SP_WORD_SIZE - 1)) & m[0] & 1) == 0)
        sp_dig_mod_small(x, m, n, w + n + 1);
    XMEMCPY(one, x, n * sizeof(sp_int_digit));
}

/* r2 = R^2 mod m for odd m from one = R mod m: with nW = k 2^j, one
 * doubled k times is 2^k R, the Montgomery form of 2^k; j Montgomery
 * squarings make it the form of 2^(k 2^j) = R, i.e. R^2 mod m.  A
 * doubling costs about 3n digit operations, a squaring about 1.5 n^2
 * multiply-adds, so k is halved (and j raised) only while k stays at
 * least 2n.  r2 may be one; w: 2n digits. */
static void sp_dig_mont_norm2(sp_int_digit* r2, const sp_int_digit* one,
                              const sp_int_digit* m, unsigned int n,
                              sp_int_digit mp, sp_int_digit* w)
{
    size_t k = (size_t)n * SP_WORD_SIZE, i;
    unsigned int j = 0;

    while (((k & 1) == 0) && (k / 2 >= 2 * (size_t)n)) {
        k >>= 1;
        j++;
    }
    if (r2 != one)
        XMEMCPY(r2, one, n * sizeof(sp_int_digit));
    for (i = 0; i < k; i++)
        sp_dig_addmod(r2, r2, r2, m, n, w);
    for (i = 0; i < j; i++)
        sp_dig_mont_mul(r2, r2, r2, m, n, mp, w);
}

int sp_mont_setup(const sp_int* m, sp_int_digit* rho)
{
    if ((m == NULL) || (rho == NULL) || (m->used == 0) ||
        ((m->dp[0] & 1) == 0))
        return MP_VAL;
    *rho = sp_dig_mont_rho(m->dp[0]);
    return MP_OKAY;
}

/* norm = B^n mod m, n = m->used, without division (sp_dig_mont_one). */
int sp_mont_norm(sp_int* norm, const sp_int* m)
{
    SP_BUF_DECL(w, 3 * SP_MOD_DIGITS_MAX + 2);
    unsigned int n;

    if ((norm == NULL) || (m == NULL) || (m->used == 0) ||
        (m->sign == MP_NEG) || (m->used > SP_MOD_DIGITS_MAX) ||
        (m->used > norm->size))
        return MP_VAL;
    n = m->used;
    if (SP_BUF_ALLOC(w, 3 * n + 2) != MP_OKAY)
        return MP_MEM;
    sp_dig_mont_one(w, m->dp, n, w + n);
    sp_ct_store(norm, w, n);
    SP_BUF_FREE(w, 3 * n + 2);
    return MP_OKAY;
}

/* Checks shared by the fixed-length Montgomery functions: odd positive
 * modulus of at most SP_MOD_DIGITS_MAX digits. */
static int sp_mont_mod_ok(const sp_int* m)
{
    return (m != NULL) && (m->used != 0) && (m->sign == MP_ZPOS) &&
           ((m->dp[0] & 1) == 1) && (m->used <= SP_MOD_DIGITS_MAX);
}

int sp_mont_norm2_ct(sp_int* norm2, const sp_int* m)
{
    SP_BUF_DECL(w, 3 * SP_MOD_DIGITS_MAX + 2);
    unsigned int n;

    if ((norm2 == NULL) || !sp_mont_mod_ok(m) || (m->used > norm2->size))
        return MP_VAL;
    n = m->used;
    if (SP_BUF_ALLOC(w, 3 * n + 2) != MP_OKAY)
        return MP_MEM;
    sp_dig_mont_one(w, m->dp, n, w + n);
    sp_dig_mont_norm2(w, w, m->dp, n, sp_dig_mont_rho(m->dp[0]), w + n);
    sp_ct_store(norm2, w, n);
    SP_BUF_FREE(w, 3 * n + 2);
    return MP_OKAY;
}

/* a is read at 2n digits: the digits past a->used are masked to zero in
 * place (a->size >= 2n), then reduced. */
int sp_mont_red(sp_int* a, const sp_int* m, sp_int_digit mp)
{
    unsigned int n, i;

    if ((a == NULL) || (m == NULL) || (m->used == 0) ||
        ((m->dp[0] & 1) == 0) || (a->sign == MP_NEG))
        return MP_VAL;
    n = m->used;
    if ((2 * n > a->size) || (a->used > 2 * n))
        return MP_VAL;
    for (i = 0; i < 2 * n; i++)
        a->dp[i] &= sp_ct_lt_mask(i, a->used);
    sp_dig_mont_red(a->dp, a->dp, m->dp, n, mp);
    sp_ct_set_used(a, n);
    return MP_OKAY;
}

/* Both operands read at n digits; one Montgomery product. */
static int sp_mont_mul_n(const sp_int* a, const sp_int* b, const sp_int* m,
                         sp_int_digit mp, sp_int* r)
{
    SP_BUF_DECL(w, 4 * SP_MOD_DIGITS_MAX);
    unsigned int n, wn;

    if ((a == NULL) || (b == NULL) || (r == NULL) || !sp_mont_mod_ok(m) ||
        (a->sign == MP_NEG) || (b->sign == MP_NEG) ||
        (a->used > m->used) || (b->used > m->used) || (m->used > r->size))
        return MP_VAL;
    n = m->used;
    /* a, b, then the product scratch: n + 2 digits for CIOS, else 2n. */
    wn = ((n >= 2) && (n <= SP_MONT_CIOS_MAX)) ? 3 * n + 2 : 4 * n;
    if (SP_BUF_ALLOC(w, wn) != MP_OKAY)
        return MP_MEM;
    sp_ct_load(w, a, n);
    if (a != b)
        sp_ct_load(w + n, b, n);
    sp_dig_mont_mul(w, w, (a == b) ? w : w + n, m->dp, n, mp, w + 2 * n);
    sp_ct_store(r, w, n);
    SP_BUF_FREE(w, wn);
    return MP_OKAY;
}

int sp_mont_mul_ct(const sp_int* a, const sp_int* b, const sp_int* m,
                   sp_int_digit mp, sp_int* r)
{
    return sp_mont_mul_n(a, b, m, mp, r);
}

int sp_mont_sqr_ct(const sp_int* a, const sp_int* m, sp_int_digit mp,
                   sp_int* r)
{
    return sp_mont_mul_n(a, a, m, mp, r);
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

    if (c->mont) {
        sp_dig_mont_mul(r, a, b, c->m, n, c->mp, c->t);
        return;
    }
    if (a == b)
        sp_dig_sqr(c->t, a, n);
    else
        sp_dig_mul(c->t, a, n, b, n);
    /* (t << s) mod (m << s) = (t mod m) << s. */
    c->t[2 * n] = sp_dig_lshift(c->t, c->t, 2 * n, c->s);
    sp_dig_div_core(c->t, 2 * n, c->v, n, NULL);
    sp_dig_rshift(r, c->t, n, c->s);
}

/* Montgomery form of the 2n-digit b at w (clobbered): x = bl R^2 R^-1 +
 * bh R^3 R^-1 = b R mod m, and one = R mod m.  w: 6n + 2 digits. */
static void sp_exp_load_mont(const sp_exp_ctx* c, sp_int_digit* x,
                             sp_int_digit* one, sp_int_digit* w)
{
    unsigned int n = c->n;
    sp_int_digit* r2 = w + 2 * n;
    sp_int_digit* r3 = w + 3 * n;
    sp_int_digit* s = w + 4 * n;

    sp_dig_mont_one(one, c->m, n, s);
    sp_dig_mont_norm2(r2, one, c->m, n, c->mp, s);
    sp_dig_mont_mul(r3, r2, r2, c->m, n, c->mp, c->t);
    sp_dig_mont_mul(x, w, r2, c->m, n, c->mp, c->t);
    sp_dig_mont_mul(r3, w + n, r3, c->m, n, c->mp, c->t);
    sp_dig_addmod(x, x, r3, c->m, n, s);
}

/* As sp_exp_load_mont for b below B^n (n digits at w, clobbered): x =
 * b R^2 R^-1 = b R mod m, without the R^3 term.  w: 6n + 2 digits. */
static void sp_exp_load_mont_low(const sp_exp_ctx* c, sp_int_digit* x,
                                 sp_int_digit* one, sp_int_digit* w)
{
    unsigned int n = c->n;
    sp_int_digit* r2 = w + 2 * n;
    sp_int_digit* s = w + 4 * n;

    sp_dig_mont_one(one, c->m, n, s);
    sp_dig_mont_norm2(r2, one, c->m, n, c->mp, s);
    sp_dig_mont_mul(x, w, r2, c->m, n, c->mp, c->t);
}

/* Working form of the base b into x and of 1 into one (n digits each).
 * Montgomery mode with 0 <= b of at most 2n digits: constant time, b read
 * at 2n digits.  Otherwise (a negative or longer b, or plain mode with an
 * even m) b is first reduced by division, in variable time.  w: scratch of
 * 6n + 2 digits. */
static int sp_exp_load(const sp_exp_ctx* c, const sp_int* b, const sp_int* m,
                       sp_int_digit* x, sp_int_digit* one, sp_int_digit* w)
{
    unsigned int n = c->n;
    SP_INT_DECL(t);
    int err;

    if (c->mont && (b->sign == MP_ZPOS) && (b->used <= 2 * n)) {
        sp_ct_load(w, b, 2 * n);
        sp_exp_load_mont(c, x, one, w);
        return MP_OKAY;
    }
    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_mod(b, m, t);
    if (err == MP_OKAY) {
        sp_ct_load(w, t, 2 * n);
        if (c->mont) {
            sp_exp_load_mont(c, x, one, w);
        }
        else {
            XMEMCPY(x, w, n * sizeof(sp_int_digit));
            XMEMSET(one, 0, n * sizeof(sp_int_digit));
            one[0] = 1;
        }
    }
    SP_INT_FREE(t);
    return err;
}

/* Store x (n digits) into r, leaving Montgomery form first when in
 * Montgomery mode (x is clobbered); r's used count is set without
 * branching. */
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
    sp_ct_store(r, x, n);
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

/* Window size for an exponent of `bits` (public, below 2^29) bits:
 * balances the 2^w table products (and masked table scans) against
 * bits / w multiplications.  *nwin = ceil(bits / w), as
 * (bits + w - 1) ceil(2^32 / w) / 2^32, exact in that range: no division
 * runs inside a private operation, not even of a public count. */
static unsigned int sp_exp_window_ct(unsigned int bits, unsigned int* nwin)
{
    static const word64 recip[6] = {
        0, UINT64_C(0x100000000), UINT64_C(0x80000000),
        UINT64_C(0x55555556), UINT64_C(0x40000000), UINT64_C(0x33333334)
    };
    unsigned int w = 5;

    if (bits <= 8)
        w = 1;
    else if (bits <= 32)
        w = 2;
    else if (bits <= 96)
        w = 3;
    else if (bits <= 384)
        w = 4;
    *nwin = (unsigned int)(((word64)(bits + w - 1) * recip[w]) >> 32);
    return w;
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

/* acc = base^e (working form) with e as ed digits: table[i] = base^i for
 * i < 2^w, then for each w-bit window from the top, w squarings and one
 * multiplication by a masked table read.  `one` is 1 in working form.
 * work holds (2^w + 1) * n digits. */
static void sp_exp_fixed(const sp_exp_ctx* c, sp_int_digit* acc,
                         const sp_int_digit* base, const sp_int_digit* one,
                         const sp_int_digit* e, unsigned int ed,
                         sp_int_digit* work)
{
    unsigned int n = c->n, bits = ed * SP_WORD_SIZE, nwin, win, i;
    unsigned int w = sp_exp_window_ct(bits, &nwin), cnt = 1U << w;
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
    sp_ct_select(acc, table, (int)cnt, (int)n,
                 sp_exp_bits(e, ed, win * w, w));
    while (win > 0) {
        win--;
        for (i = 0; i < w; i++)
            sp_exp_mul(c, acc, acc, acc);
        sp_ct_select(sel, table, (int)cnt, (int)n,
                     sp_exp_bits(e, ed, win * w, w));
        sp_exp_mul(c, acc, acc, sel);
    }
}

/* Check the arguments shared by every exponentiation; returns MP_OKAY to
 * go on, MP_VAL, or 1 when r has been set already (m == 1, or e == 0 for
 * the variable-time form: the constant-time one must not look at e's
 * value, its fixed window gives 1 anyway). */
static int sp_exp_args(const sp_int* b, const sp_int* e, const sp_int* m,
                       sp_int* r, int ct)
{
    if ((b == NULL) || (e == NULL) || (m == NULL) || (r == NULL) ||
        (m->used == 0) || (m->sign == MP_NEG) || (e->sign == MP_NEG) ||
        (m->used > SP_MOD_DIGITS_MAX) || (m->used > r->size))
        return MP_VAL;
    if (sp_isone(m)) {
        sp_zero(r);
        return 1;
    }
    if (!ct && (e->used == 0)) {
        (void)sp_set(r, 1);
        return 1;
    }
    return MP_OKAY;
}

/* Constant time for odd m: the exponent is read at `digits` digits (its
 * value and used count are not looked at), the base at 2 * m->used digits
 * (sp_exp_load), and the result's used count is set without branching.
 * Buffer: scratch and modulus (sp_exp_setup), acc, base, one, the padded
 * exponent, then the table area (also the loading scratch). */
int sp_exptmod_ex(const sp_int* b, const sp_int* e, int digits,
                  const sp_int* m, sp_int* r)
{
    SP_BUF_DECL(buf, SP_EXP_BUF_MAX);
    sp_exp_ctx c;
    sp_int_digit *acc, *base, *one, *ep, *work;
    unsigned int n, ed, off, total = 0;
    int err;

    if ((e != NULL) && ((digits < (int)e->used) || (digits > SP_INT_DIGITS)))
        return MP_VAL;
    err = sp_exp_args(b, e, m, r, 1);
    if (err != MP_OKAY)
        return (err == 1) ? MP_OKAY : err;
    if (digits == 0)
        return sp_set(r, 1);
    n = m->used;
    ed = (unsigned int)digits;
    total = SP_EXP_BUF_DIGITS(n, ed);
    err = SP_BUF_ALLOC(buf, total);
    if (err == MP_OKAY) {
        off = sp_exp_setup(&c, m, buf);
        acc = buf + off;
        base = acc + n;
        one = base + n;
        ep = one + n;
        work = ep + ed;
        sp_ct_load(ep, e, ed);
        err = sp_exp_load(&c, b, m, base, one, work);
        if (err == MP_OKAY) {
            sp_exp_fixed(&c, acc, base, one, ep, ed, work);
            err = sp_exp_store(&c, acc, r);
        }
    }
    SP_BUF_FREE(buf, total);
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
    sp_exp_ctx c;
    unsigned int n, total = 0;
    int err;

    err = sp_exp_args(b, e, m, r, 0);
    if (err != MP_OKAY)
        return (err == 1) ? MP_OKAY : err;
    n = m->used;
    total = SP_EXP_BUF_DIGITS(n, 0);
    err = SP_BUF_ALLOC(buf, total);
    if (err == MP_OKAY) {
        unsigned int off = sp_exp_setup(&c, m, buf);
        sp_int_digit* acc = buf + off;
        sp_int_digit* base = acc + n;
        sp_int_digit* work = base + n;

        /* The working form of 1 is not needed: it goes to work[0..n).
         * A base of at most n digits (every reduced one: b < m, so
         * the branch does not depend on a secret base's value) skips
         * the R^3 term. */
        if (c.mont && (b->sign == MP_ZPOS) && (b->used <= n)) {
            sp_ct_load(work + n, b, n);
            sp_exp_load_mont_low(&c, base, work, work + n);
        }
        else {
            err = sp_exp_load(&c, b, m, base, work, work + n);
        }
        if (err == MP_OKAY) {
            /* b = 0: the table is all zero and so is the result. */
            sp_exp_sliding(&c, acc, base, e, work);
            err = sp_exp_store(&c, acc, r);
        }
    }
    SP_BUF_FREE(buf, total);
    return err;
}

/* ====================================================================== */
/* Inverses                                                                */
/* ====================================================================== */

/* Constant-time binary extended Euclid for odd m (n digits, `bits` bits)
 * and a < m, from x1 = c (n digits, c < m; c == NULL means 1):
 * invariants c u = x1 a, c v = x2 a (mod m), v odd.  Each step: when u
 * is odd and u < v swap (u, x1) with (v, x2); when u is odd subtract
 * (u -= v, x1 -= x2 mod m); then halve (u /= 2, x1 /= 2 mod m).  Each step
 * shortens len(u) + len(v) <= 2 * bits by one until u = 0, so 2 * bits
 * steps leave v = gcd(a, m) and x2 a = c gcd.  Returns 1 when gcd == 1
 * (x2 = c / a in the result), 0 otherwise.  w holds 4n digits.
 *
 * A step is two passes over the digits.  The first swaps by mask and
 * subtracts the masked v from u and the masked x2 from x1 (borrow chains
 * bu, bx).  The second adds m back to x1 when it borrowed (the carry out
 * cancels the wrap), adds m once more when that sum is odd (its digit 0
 * decides, computed ahead), halves x1 and u (each digit stored one
 * position behind), and runs the borrow chain of the new u - v that
 * decides the next step's swap. */
static int sp_invmod_odd_dig(sp_int_digit* res, const sp_int_digit* a,
                             const sp_int_digit* m, unsigned int n,
                             unsigned int bits, const sp_int_digit* c,
                             sp_int_digit* w)
{
    sp_int_digit *u = w, *v = w + n, *x1 = w + 2 * n, *x2 = w + 3 * n;
    sp_int_digit odd, swap, bu, bx, bm, om, c1, c2, pu, px, br, notone;
    sp_int_word t;
    unsigned int it;
    size_t i;

    XMEMCPY(u, a, n * sizeof(sp_int_digit));
    XMEMCPY(v, m, n * sizeof(sp_int_digit));
    XMEMSET(x1, 0, 2 * n * sizeof(sp_int_digit));
    if (c != NULL)
        XMEMCPY(x1, c, n * sizeof(sp_int_digit));
    else
        x1[0] = 1;
    br = 0;
    for (i = 0; i < n; i++) {
        t = (sp_int_word)u[i] - v[i] - br;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    for (it = 0; it < 2 * bits; it++) {
        odd = sp_ct_mask(u[0] & 1);
        swap = odd & sp_ct_mask(br);
        bu = 0;
        bx = 0;
        for (i = 0; i < n; i++) {
            sp_int_digit ui = u[i], vi = v[i], xi = x1[i], yi = x2[i], d;
            d = (ui ^ vi) & swap;
            ui ^= d;
            vi ^= d;
            d = (xi ^ yi) & swap;
            xi ^= d;
            yi ^= d;
            v[i] = vi;
            x2[i] = yi;
            t = (sp_int_word)ui - (vi & odd) - bu;
            u[i] = (sp_int_digit)t;
            bu = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
            t = (sp_int_word)xi - (yi & odd) - bx;
            x1[i] = (sp_int_digit)t;
            bx = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
        }
        /* x1 += m when it borrowed; then x1 = (x1 + (x1 odd ? m : 0)) / 2
         * and u /= 2; and the borrow of the new u - v. */
        bm = sp_ct_mask(bx);
        t = (sp_int_word)x1[0] + (m[0] & bm);
        c1 = (sp_int_digit)(t >> SP_WORD_SIZE);
        px = (sp_int_digit)t;
        om = sp_ct_mask(px & 1);
        t = (sp_int_word)px + (m[0] & om);
        px = (sp_int_digit)t;
        c2 = (sp_int_digit)(t >> SP_WORD_SIZE);
        pu = u[0];
        br = 0;
        for (i = 1; i < n; i++) {
            sp_int_digit xi, ui = u[i], nu;
            t = (sp_int_word)x1[i] + (m[i] & bm) + c1;
            c1 = (sp_int_digit)(t >> SP_WORD_SIZE);
            t = (sp_int_word)(sp_int_digit)t + (m[i] & om) + c2;
            xi = (sp_int_digit)t;
            c2 = (sp_int_digit)(t >> SP_WORD_SIZE);
            x1[i - 1] = (px >> 1) | (xi << (SP_WORD_SIZE - 1));
            nu = (pu >> 1) | (ui << (SP_WORD_SIZE - 1));
            u[i - 1] = nu;
            t = (sp_int_word)nu - v[i - 1] - br;
            br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
            px = xi;
            pu = ui;
        }
        x1[n - 1] = (px >> 1) | (c2 << (SP_WORD_SIZE - 1));
        u[n - 1] = pu >> 1;
        t = (sp_int_word)u[n - 1] - v[n - 1] - br;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    notone = v[0] ^ 1;
    for (i = 1; i < n; i++)
        notone |= v[i];
    XMEMCPY(res, x2, n * sizeof(sp_int_digit));
    return notone == 0;
}

/* r = a^-1 mod m for odd m > 1 and 0 <= a of at most m->used digits,
 * constant time at m->used digits: a is read masked, reduced below m by
 * sp_dig_mod_small (a < B^n <= 2^W m) and inverted; a = 0 mod m has
 * gcd m != 1 and gives MP_VAL like any non-invertible a.  With mont != 0
 * the result is R^2 / a instead (the inverse in Montgomery form of a
 * Montgomery form a = x R: x^-1 R), the Euclid started from R^2 mod m
 * (sp_dig_mont_one and sp_dig_mont_norm2 with mp = -m^-1 mod B: no
 * division). */
static int sp_invmod_odd(const sp_int* a, const sp_int* m, sp_int* r,
                         int mont, sp_int_digit mp)
{
    SP_BUF_DECL(w, 8 * SP_MOD_DIGITS_MAX + 2);
    unsigned int n = m->used;
    sp_int_digit *x, *c, *res;
    int err;

    /* Pointers into w only once it exists (with WOLFSSL_SMALL_STACK it is
     * allocated here).  w: 4n + 1 digits of work, then x (n + 1 digits),
     * R^2 mod m (n) and the result (n). */
    err = SP_BUF_ALLOC(w, 8 * n + 2);
    if (err != MP_OKAY)
        return err;
    x = w + 4 * n + 1;
    c = x + n + 1;
    res = c + n;
    sp_ct_load(x, a, n);
    x[n] = 0;
    sp_dig_mod_small(x, m->dp, n, w);
    if (mont) {
        sp_dig_mont_one(c, m->dp, n, w);
        sp_dig_mont_norm2(c, c, m->dp, n, mp, w);
    }
    if (!sp_invmod_odd_dig(res, x, m->dp, n, (unsigned int)sp_count_bits(m),
                           mont ? c : NULL, w))
        err = MP_VAL;
    else
        sp_ct_store(r, res, n);
    SP_BUF_FREE(w, 8 * n + 2);
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
        err = sp_invmod_odd(t, a, y, 0, 0);
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

/* x = x / 2^s mod m for x < m (n digits), 1 <= s <= SP_WORD_SIZE, m odd,
 * mp = -m^-1 mod B: k = x * mp mod 2^s makes x + k m divisible by 2^s
 * (a one-row Montgomery step on s bits), and (x + k m) / 2^s < m.
 * d: n + 1 digits of scratch.  Variable time in s only. */
static void sp_dig_div_2k_mod(sp_int_digit* x, const sp_int_digit* m,
                              unsigned int n, sp_int_digit mp,
                              unsigned int s, sp_int_digit* d)
{
    sp_int_digit k = x[0] * mp, c = 0;
    size_t j;

    if (s < SP_WORD_SIZE)
        k &= ((sp_int_digit)1 << s) - 1;
    for (j = 0; j < n; j++) {
        sp_int_word p = (sp_int_word)k * m[j] + x[j] + c;
        d[j] = (sp_int_digit)p;
        c = (sp_int_digit)(p >> SP_WORD_SIZE);
    }
    d[n] = c;
    if (s == SP_WORD_SIZE)
        XMEMCPY(x, d + 1, n * sizeof(sp_int_digit));
    else
    {
        sp_dig_rshift(x, d, n, s);
        x[n - 1] |= d[n] << (SP_WORD_SIZE - s);   /* d's top digit */
    }
}

/* Strip the factors 2 of u (un digits, non-zero) and divide x by the same
 * power of 2 mod m; returns u's new digit count.  Variable time. */
static unsigned int sp_inv_strip(sp_int_digit* u, unsigned int un,
                                 sp_int_digit* x, const sp_int_digit* m,
                                 unsigned int n, sp_int_digit mp,
                                 sp_int_digit* d)
{
    unsigned int s;

    while (u[0] == 0) {
        XMEMMOVE(u, u + 1, (un - 1) * sizeof(sp_int_digit));
        u[--un] = 0;
        sp_dig_div_2k_mod(x, m, n, mp, SP_WORD_SIZE, d);
    }
    for (s = 0; ((u[0] >> s) & 1) == 0; s++)
        ;
    if (s > 0) {
        sp_dig_rshift(u, u, un, s);
        sp_dig_div_2k_mod(x, m, n, mp, s, d);
        un = sp_digits_used(u, un);
    }
    return un;
}

/* Variable-time binary extended Euclid for odd m (n digits) and
 * 0 < a < m: invariants u = x1 a, v = x2 a (mod m) with u, v odd after
 * stripping; the larger loses the smaller until they meet at gcd(a, m).
 * Returns 1 with a^-1 in res when the gcd is 1.  w: 5n + 1 digits. */
static int sp_invmod_nct_dig(sp_int_digit* res, const sp_int_digit* a,
                             const sp_int_digit* m, unsigned int n,
                             sp_int_digit* w)
{
    sp_int_digit *u = w, *v = w + n, *x1 = w + 2 * n, *x2 = w + 3 * n;
    sp_int_digit *d = w + 4 * n;
    sp_int_digit mp = sp_dig_mont_rho(m[0]);
    unsigned int un, vn = n;
    int cmp;

    XMEMCPY(u, a, n * sizeof(sp_int_digit));
    XMEMCPY(v, m, n * sizeof(sp_int_digit));
    XMEMSET(x1, 0, 2 * n * sizeof(sp_int_digit));
    x1[0] = 1;
    un = sp_digits_used(u, n);
    if (un == 0)
        return 0;
    for (;;) {
        un = sp_inv_strip(u, un, x1, m, n, mp, d);
        cmp = (un != vn) ? ((un > vn) ? MP_GT : MP_LT) :
              sp_dig_cmp(u, v, un);
        if (cmp == MP_EQ)
            break;
        if (cmp == MP_GT) {
            (void)sp_dig_sub(u, u, un, v, vn);
            un = sp_digits_used(u, un);
            if (sp_dig_sub(x1, x1, n, x2, n))
                (void)sp_dig_add(x1, x1, n, m, n);
        }
        else {
            (void)sp_dig_sub(v, v, vn, u, un);
            vn = sp_digits_used(v, vn);
            if (sp_dig_sub(x2, x2, n, x1, n))
                (void)sp_dig_add(x2, x2, n, m, n);
            vn = sp_inv_strip(v, vn, x2, m, n, mp, d);
        }
    }
    if ((un != 1) || (u[0] != 1))
        return 0;
    XMEMCPY(res, x1, n * sizeof(sp_int_digit));
    return 1;
}

int sp_invmod_nct(const sp_int* a, const sp_int* m, sp_int* r)
{
    SP_BUF_DECL(w, 6 * SP_MOD_DIGITS_MAX + 1);
    SP_INT_DECL(t);
    unsigned int n;
    int err;

    if ((a == NULL) || (m == NULL) || (r == NULL) || (m->sign == MP_NEG) ||
        (sp_cmp_d(m, 1) != MP_GT) || (m->used > SP_MOD_DIGITS_MAX) ||
        (m->used > r->size))
        return MP_VAL;
    if (!sp_isodd(m))
        return sp_invmod(a, m, r);
    n = m->used;
    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_mod(a, m, t);
    if (err == MP_OKAY)
        err = SP_BUF_ALLOC(w, 6 * n + 1);
    if (err == MP_OKAY) {
        sp_int_digit* x = w + 5 * n + 1;
        XMEMSET(x, 0, n * sizeof(sp_int_digit));
        XMEMCPY(x, t->dp, t->used * sizeof(sp_int_digit));
        if (!sp_invmod_nct_dig(x, x, m->dp, n, w))
            err = MP_VAL;
        else
            sp_ct_store(r, x, n);
        SP_BUF_FREE(w, 6 * n + 1);
    }
    SP_INT_FREE(t);
    return err;
}

/* Odd m with 0 <= a of at most m->used digits: sp_invmod_odd directly
 * (constant time).  Otherwise a is reduced by division first (variable
 * time: negative or long a, even m). */
int sp_invmod(const sp_int* a, const sp_int* m, sp_int* r)
{
    SP_INT_DECL(t);
    int err;

    if ((a == NULL) || (m == NULL) || (r == NULL) || (m->sign == MP_NEG) ||
        (sp_cmp_d(m, 1) != MP_GT) || (m->used > SP_MOD_DIGITS_MAX) ||
        (m->used > r->size))
        return MP_VAL;
    if (sp_isodd(m) && (a->sign == MP_ZPOS) && (a->used <= m->used))
        return sp_invmod_odd(a, m, r, 0, 0);
    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_mod(a, m, t);
    if ((err == MP_OKAY) && sp_iszero(t))
        err = MP_VAL;
    if (err == MP_OKAY) {
        if (sp_isodd(m))
            err = sp_invmod_odd(t, m, r, 0, 0);
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

/* The inverse of the Montgomery form a = x R is x^-1 R = R^2 / a:
 * sp_invmod_odd's constant-time binary Euclid started from R^2 mod m.
 * Constant time in a (read at m->used digits) and in m's digits; the
 * step count 2 bits(m) is public.  A non-invertible a (a = 0 mod m for a
 * prime m) gives MP_VAL (as upstream), decided from the gcd, so only
 * that verdict is branched on. */
int sp_invmod_mont_ct(const sp_int* a, const sp_int* m, sp_int* r,
                      sp_int_digit mp)
{
    if ((a == NULL) || (m == NULL) || (r == NULL) || (m->used == 0) ||
        (m->sign == MP_NEG) || (a->sign == MP_NEG) || sp_iseven(m) ||
        (sp_cmp_d(m, 2) != MP_GT) || (m->used > SP_MOD_DIGITS_MAX) ||
        (a->used > m->used) || (m->used > r->size))
        return MP_VAL;
    return sp_invmod_odd(a, m, r, 1, mp);
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
