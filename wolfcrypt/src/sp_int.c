/* sp_int.c
 *
 * Core of the generic multi-precision integer (sp_int, wolfCrypt mp_*
 * API): life cycle, copies and comparisons, bit queries, the digit-array
 * kernels (add, subtract, multiply and square by rows), single-digit
 * arithmetic, shifts, signed addition and subtraction, multiplication,
 * long division and the simple modular operations.  Conversions live in
 * sp_int_conv.c, Montgomery arithmetic, exponentiation and inverses in
 * sp_int_exptmod.c, primes and random numbers in sp_int_prime.c.
 *
 * Layering: below the algorithm files (rsa.c, dh.c, ecc.c, ...); uses only
 * types.h, memory.h and misc.h.  See sp_int.h for the conventions every
 * function follows (errors, aliasing, signs, constant time).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "sp_int_internal.h"

/* ====================================================================== */
/* Life cycle                                                              */
/* ====================================================================== */

int sp_init_size(sp_int* a, unsigned int size)
{
    if ((a == NULL) || (size == 0) || (size > SP_INT_DIGITS))
        return MP_VAL;
    a->used = 0;
    a->size = size;
    a->sign = MP_ZPOS;
    a->dp[0] = 0;
    return MP_OKAY;
}

int sp_init(sp_int* a)
{
    return sp_init_size(a, SP_INT_DIGITS);
}

int sp_init_multi(sp_int* n1, sp_int* n2, sp_int* n3, sp_int* n4,
                  sp_int* n5, sp_int* n6)
{
    if (n1 != NULL) (void)sp_init(n1);
    if (n2 != NULL) (void)sp_init(n2);
    if (n3 != NULL) (void)sp_init(n3);
    if (n4 != NULL) (void)sp_init(n4);
    if (n5 != NULL) (void)sp_init(n5);
    if (n6 != NULL) (void)sp_init(n6);
    return MP_OKAY;
}

int sp_init_copy(sp_int* r, const sp_int* a)
{
    int err = sp_init(r);
    if (err == MP_OKAY)
        err = sp_copy(a, r);
    return err;
}

void sp_zero(sp_int* a)
{
    if (a != NULL) {
        a->used = 0;
        a->sign = MP_ZPOS;
        a->dp[0] = 0;
    }
}

void sp_clear(sp_int* a)
{
    if (a != NULL) {
        if (a->used > a->size)
            a->used = a->size;
        sp_wipe_digits(a->dp, a->used);
        sp_zero(a);
    }
}

void sp_forcezero(sp_int* a)
{
    if (a != NULL) {
        if (a->size > SP_INT_DIGITS)
            a->size = SP_INT_DIGITS;
        sp_wipe_digits(a->dp, a->size);
        sp_zero(a);
    }
}

/* Nothing is allocated; the digits in use are wiped as by sp_clear, so
 * that a secret never outlives its number. */
void sp_free(sp_int* a)
{
    sp_clear(a);
}

int sp_grow(sp_int* a, int l)
{
    if ((a == NULL) || (l < 0) || ((unsigned int)l > a->size))
        return MP_VAL;
    return MP_OKAY;
}

/* ====================================================================== */
/* Copy, set, compare                                                      */
/* ====================================================================== */

int sp_copy(const sp_int* a, sp_int* r)
{
    if ((a == NULL) || (r == NULL))
        return MP_VAL;
    if (a != r) {
        if (a->used > r->size)
            return MP_VAL;
        XMEMCPY(r->dp, a->dp, a->used * sizeof(sp_int_digit));
        r->used = a->used;
        r->sign = a->sign;
    }
    return MP_OKAY;
}

/* Swap values, keeping each number's size.  Variable time only in the
 * used counts. */
int sp_exch(sp_int* a, sp_int* b)
{
    unsigned int i, n, t;

    if ((a == NULL) || (b == NULL) || (a->used > b->size) ||
        (b->used > a->size))
        return MP_VAL;
    n = (a->used > b->used) ? a->used : b->used;
    for (i = 0; i < n; i++) {
        sp_int_digit d = a->dp[i];
        a->dp[i] = b->dp[i];
        b->dp[i] = d;
    }
    t = a->used; a->used = b->used; b->used = t;
    t = a->sign; a->sign = b->sign; b->sign = t;
    return MP_OKAY;
}

/* Constant time conditional swap of cnt digits plus used and sign.  The
 * digits beyond used are not meaningful: they are read masked to zero,
 * so the loop is the same whatever the digit counts. */
int sp_cond_swap_ct(sp_int* a, sp_int* b, int cnt, int swap)
{
    sp_int_digit mask;
    unsigned int i, t;

    if ((a == NULL) || (b == NULL) || (cnt < 0) ||
        ((unsigned int)cnt > a->size) || ((unsigned int)cnt > b->size) ||
        (a->used > (unsigned int)cnt) || (b->used > (unsigned int)cnt))
        return MP_VAL;
    mask = sp_ct_mask((sp_int_digit)(swap & 1));
    for (i = 0; i < (unsigned int)cnt; i++) {
        sp_int_digit ad = a->dp[i] & sp_ct_lt_mask(i, a->used);
        sp_int_digit bd = b->dp[i] & sp_ct_lt_mask(i, b->used);
        sp_int_digit d = (ad ^ bd) & mask;
        a->dp[i] = ad ^ d;
        b->dp[i] = bd ^ d;
    }
    t = (a->used ^ b->used) & (unsigned int)mask;
    a->used ^= t;
    b->used ^= t;
    t = (a->sign ^ b->sign) & (unsigned int)mask;
    a->sign ^= t;
    b->sign ^= t;
    return MP_OKAY;
}

/* max(a, b) without a branch. */
static unsigned int sp_ct_max(unsigned int a, unsigned int b)
{
    return a ^ ((a ^ b) & (unsigned int)sp_ct_lt_mask(a, b));
}

/* r = copy ? a : r over n digits (masked reads past each used count),
 * then used and sign by mask. */
static void sp_cond_copy_n(const sp_int* a, int copy, sp_int* r,
                           unsigned int n)
{
    sp_int_digit mask = sp_ct_mask((sp_int_digit)(copy & 1));
    unsigned int i;

    for (i = 0; i < n; i++) {
        sp_int_digit ad = a->dp[i] & sp_ct_lt_mask(i, a->used);
        sp_int_digit rd = r->dp[i] & sp_ct_lt_mask(i, r->used);
        r->dp[i] = rd ^ ((rd ^ ad) & mask);
    }
    r->used ^= (r->used ^ a->used) & (unsigned int)mask;
    r->sign ^= (r->sign ^ a->sign) & (unsigned int)mask;
}

/* Constant time r = copy ? a : r over max(a->used, r->used) digits. */
int sp_cond_copy(const sp_int* a, int copy, sp_int* r)
{
    if ((a == NULL) || (r == NULL) || (a->used > r->size))
        return MP_VAL;
    if (a != r)
        sp_cond_copy_n(a, copy, r, sp_ct_max(a->used, r->used));
    return MP_OKAY;
}

/* As sp_cond_copy over exactly cnt digits: the time depends on cnt only. */
int sp_cond_copy_ct(const sp_int* a, int copy, sp_int* r, int cnt)
{
    if ((a == NULL) || (r == NULL) || (cnt < 0) ||
        ((unsigned int)cnt > r->size) || ((unsigned int)cnt > SP_INT_DIGITS)
        || (a->used > (unsigned int)cnt) || (r->used > (unsigned int)cnt))
        return MP_VAL;
    if (a != r)
        sp_cond_copy_n(a, copy, r, (unsigned int)cnt);
    return MP_OKAY;
}

/* r = a at a fixed length: cnt digits read (masked past a->used) and
 * written. */
int sp_copy_ct(const sp_int* a, sp_int* r, int cnt)
{
    if ((a == NULL) || (r == NULL) || (cnt < 0) ||
        ((unsigned int)cnt > r->size) || ((unsigned int)cnt > SP_INT_DIGITS)
        || (a->used > (unsigned int)cnt))
        return MP_VAL;
    if (a != r) {
        sp_ct_load(r->dp, a, (unsigned int)cnt);
        r->used = a->used;
        r->sign = a->sign;
    }
    return MP_OKAY;
}

int sp_abs(const sp_int* a, sp_int* r)
{
    int err = sp_copy(a, r);
    if (err == MP_OKAY)
        r->sign = MP_ZPOS;
    return err;
}

int sp_neg(const sp_int* a, sp_int* r)
{
    int err = sp_copy(a, r);
    if ((err == MP_OKAY) && (r->used != 0))
        r->sign = (r->sign == MP_NEG) ? MP_ZPOS : MP_NEG;
    return err;
}

int sp_set(sp_int* a, sp_int_digit d)
{
    if (a == NULL)
        return MP_VAL;
    a->dp[0] = d;
    a->used = (d != 0) ? 1 : 0;
    a->sign = MP_ZPOS;
    return MP_OKAY;
}

int sp_set_int(sp_int* a, unsigned long n)
{
    unsigned int i = 0;

    if (a == NULL)
        return MP_VAL;
    /* unsigned long may be wider than a digit (32-bit digits, LP64). */
    while ((n != 0) && (i < a->size)) {
        a->dp[i++] = (sp_int_digit)n;
#if SP_WORD_SIZE == 64
        n = 0;
#else
        n = (unsigned long)((word64)n >> 32);
#endif
    }
    if (n != 0)
        return MP_VAL;
    a->used = i;
    a->sign = MP_ZPOS;
    return MP_OKAY;
}

/* Variable-time compare of n-digit arrays. */
int sp_dig_cmp(const sp_int_digit* a, const sp_int_digit* b, unsigned int n)
{
    while (n > 0) {
        n--;
        if (a[n] > b[n])
            return MP_GT;
        if (a[n] < b[n])
            return MP_LT;
    }
    return MP_EQ;
}

int sp_cmp_mag(const sp_int* a, const sp_int* b)
{
    if (a == b)
        return MP_EQ;
    if (a == NULL)
        return MP_LT;
    if (b == NULL)
        return MP_GT;
    if (a->used != b->used)
        return (a->used > b->used) ? MP_GT : MP_LT;
    return sp_dig_cmp(a->dp, b->dp, a->used);
}

int sp_cmp(const sp_int* a, const sp_int* b)
{
    if (a == b)
        return MP_EQ;
    if (a == NULL)
        return MP_LT;
    if (b == NULL)
        return MP_GT;
    if (a->sign != b->sign)
        return (a->sign == MP_NEG) ? MP_LT : MP_GT;
    if (a->sign == MP_NEG)
        return sp_cmp_mag(b, a);
    return sp_cmp_mag(a, b);
}

int sp_cmp_d(const sp_int* a, sp_int_digit d)
{
    if (a == NULL)
        return MP_LT;
    if (a->sign == MP_NEG)
        return MP_LT;
    if (a->used > 1)
        return MP_GT;
    if (a->used == 0)
        return (d == 0) ? MP_EQ : MP_LT;
    if (a->dp[0] == d)
        return MP_EQ;
    return (a->dp[0] > d) ? MP_GT : MP_LT;
}

/* Branch-free in a->used: the digit is read and masked. */
sp_int_digit sp_get_digit(const sp_int* a, unsigned int n)
{
    if ((a == NULL) || (n >= SP_INT_DIGITS))
        return 0;
    return a->dp[n] & sp_ct_lt_mask(n, a->used);
}

int sp_cmp_ct(const sp_int* a, const sp_int* b, unsigned int n)
{
    sp_int_digit gt = 0, lt = 0;
    unsigned int i;

    /* from the top digit down; the first difference decides */
    for (i = n; i-- > 0;) {
        sp_int_digit ad = sp_get_digit(a, i), bd = sp_get_digit(b, i);
        sp_int_digit done = gt | lt;
        /* all ones when x - y borrows, i.e. x < y (the high digit of the
         * double-digit difference) */
        sp_int_digit agt = sp_ct_barrier((sp_int_digit)(
            ((sp_int_word)bd - ad) >> SP_WORD_SIZE));
        sp_int_digit alt = sp_ct_barrier((sp_int_digit)(
            ((sp_int_word)ad - bd) >> SP_WORD_SIZE));
        gt |= agt & ~done;
        lt |= alt & ~done;
    }
    return (int)(gt & 1) - (int)(lt & 1);
}

int sp_iszero_ct(const sp_int* a, unsigned int n)
{
    sp_int_digit d = 0;
    unsigned int i;

    for (i = 0; i < n; i++)
        d |= sp_get_digit(a, i);
    return (int)(sp_ct_nz_mask(d) & 1) ^ 1;
}

void sp_clamp_ct(sp_int* a, unsigned int n)
{
    sp_ct_set_used(a, n);
}

void sp_read_table_ct(sp_int** out, unsigned int vals, unsigned int n,
                      const byte* table, unsigned int count,
                      unsigned int idx, sp_int_digit* work)
{
    unsigned int nd = vals * n, i, j, k;
    sp_int_digit* acc = work;
    sp_int_digit* e = work + nd;

    XMEMSET(acc, 0, nd * sizeof(sp_int_digit));
    for (k = 0; k < count; k++) {
        /* any idx: the full compare, not sp_ct_eq_mask's (< 2^(B-1)) */
        sp_int_digit m = ~sp_ct_nz_mask((sp_int_digit)(k ^ idx));
        XMEMCPY(e, table + (size_t)k * nd * sizeof(sp_int_digit),
                nd * sizeof(sp_int_digit));
        for (i = 0; i < nd; i++)
            acc[i] |= e[i] & m;
    }
    for (j = 0; j < vals; j++) {
        XMEMCPY(out[j]->dp, acc + j * n, n * sizeof(sp_int_digit));
        sp_ct_set_used(out[j], n);
    }
    ForceZero(e, nd * sizeof(sp_int_digit));
}

int sp_get_digit_count(const sp_int* a)
{
    return (a == NULL) ? 0 : (int)a->used;
}

/* ====================================================================== */
/* Bits                                                                    */
/* ====================================================================== */

/* Branch-free in a->used and the bit (scalar and exponent bits). */
int sp_is_bit_set(const sp_int* a, unsigned int b)
{
    unsigned int i;

    if (a == NULL)
        return 0;
    i = b >> SP_WORD_SHIFT;
    if (i >= SP_INT_DIGITS)
        return 0;
    return (int)(((a->dp[i] & sp_ct_lt_mask(i, a->used)) >>
                  (b & SP_WORD_MASK)) & 1);
}

int sp_count_bits(const sp_int* a)
{
    if ((a == NULL) || (a->used == 0))
        return 0;
    return (int)((a->used - 1) * SP_WORD_SIZE) +
           sp_digit_bits(a->dp[a->used - 1]);
}

int sp_cnt_lsb(const sp_int* a)
{
    unsigned int i;
    int bits = 0;
    sp_int_digit d;

    if ((a == NULL) || (a->used == 0))
        return 0;
    for (i = 0; (i < a->used) && (a->dp[i] == 0); i++)
        bits += SP_WORD_SIZE;
    d = a->dp[i];
    while ((d & 1) == 0) {
        d >>= 1;
        bits++;
    }
    return bits;
}

int sp_leading_bit(const sp_int* a)
{
    sp_int_digit d;

    if ((a == NULL) || (a->used == 0))
        return 0;
    d = a->dp[a->used - 1];
    while (d > (sp_int_digit)0xff)
        d >>= 8;
    return (int)(d >> 7);
}

int sp_set_bit(sp_int* a, int i)
{
    unsigned int w;

    if ((a == NULL) || (i < 0))
        return MP_VAL;
    w = (unsigned int)i >> SP_WORD_SHIFT;
    if (w >= a->size)
        return MP_VAL;
    while (a->used <= w)
        a->dp[a->used++] = 0;
    a->dp[w] |= (sp_int_digit)1 << ((unsigned int)i & SP_WORD_MASK);
    return MP_OKAY;
}

int sp_2expt(sp_int* a, int e)
{
    if ((a == NULL) || (e < 0))
        return MP_VAL;
    sp_zero(a);
    return sp_set_bit(a, e);
}

/* ====================================================================== */
/* Digit-array kernels                                                     */
/* ====================================================================== */

sp_int_digit sp_dig_add(sp_int_digit* r, const sp_int_digit* a,
                        unsigned int an, const sp_int_digit* b,
                        unsigned int bn)
{
    sp_int_digit c = 0;
    size_t i;

    /* size_t indices: no zero extension of the index on 64-bit targets. */
    for (i = 0; i < bn; i++) {
        sp_int_word t = (sp_int_word)a[i] + b[i] + c;
        r[i] = (sp_int_digit)t;
        c = (sp_int_digit)(t >> SP_WORD_SIZE);
    }
    for (; i < an; i++) {
        sp_int_word t = (sp_int_word)a[i] + c;
        r[i] = (sp_int_digit)t;
        c = (sp_int_digit)(t >> SP_WORD_SIZE);
    }
    return c;
}

sp_int_digit sp_dig_sub(sp_int_digit* r, const sp_int_digit* a,
                        unsigned int an, const sp_int_digit* b,
                        unsigned int bn)
{
    sp_int_digit br = 0;
    size_t i;

    /* The double-width difference wraps; its top half is all ones exactly
     * when a borrow occurred. */
    for (i = 0; i < bn; i++) {
        sp_int_word t = (sp_int_word)a[i] - b[i] - br;
        r[i] = (sp_int_digit)t;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    for (; i < an; i++) {
        sp_int_word t = (sp_int_word)a[i] - br;
        r[i] = (sp_int_digit)t;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    return br;
}

/* Schoolbook product by rows: r = sum of a[i] * b * B^i, each row one
 * sp_dig_mul_add_row whose carry is the next digit of r.  Loop bounds
 * depend on an and bn only. */
void sp_dig_mul(sp_int_digit* r, const sp_int_digit* a, unsigned int an,
                const sp_int_digit* b, unsigned int bn)
{
    size_t i;

    XMEMSET(r, 0, (size_t)bn * sizeof(sp_int_digit));
    for (i = 0; i < an; i++)
        r[i + bn] = sp_dig_mul_add_row(r + i, b, bn, a[i]);
}

/* Square: the cross products a[i] a[j] (i < j) by rows (row i starts at
 * r[2i + 1]; its carry is r[i + n], which no earlier row reached), then
 * one pass doubles them (their sum is below B^2n / 2, nothing shifts
 * out) and adds the squares a[i]^2 at r[2i].  Constant time. */
void sp_dig_sqr(sp_int_digit* r, const sp_int_digit* a, unsigned int n)
{
    sp_int_digit top = 0, c = 0;
    size_t i;

    if (n == 0)
        return;
    XMEMSET(r, 0, ((size_t)n + 1) * sizeof(sp_int_digit));
    r[2 * (size_t)n - 1] = 0;
    for (i = 0; i + 1 < n; i++)
        r[i + n] = sp_dig_mul_add_row(r + 2 * i + 1, a + i + 1,
                                      (size_t)n - i - 1, a[i]);
    for (i = 0; i < n; i++) {
        sp_int_digit lo = r[2 * i], hi = r[2 * i + 1];
        sp_int_word p = (sp_int_word)a[i] * a[i];
        sp_int_word t;

        t = (sp_int_word)((lo << 1) | top) + (sp_int_digit)p + c;
        r[2 * i] = (sp_int_digit)t;
        t = (sp_int_word)((hi << 1) | (lo >> (SP_WORD_SIZE - 1))) +
            (sp_int_digit)(p >> SP_WORD_SIZE) +
            (sp_int_digit)(t >> SP_WORD_SIZE);
        r[2 * i + 1] = (sp_int_digit)t;
        c = (sp_int_digit)(t >> SP_WORD_SIZE);
        top = hi >> (SP_WORD_SIZE - 1);
    }
}

/* ====================================================================== */
/* Arithmetic with a digit                                                 */
/* ====================================================================== */

/* r = |a| + d (magnitude; sign left to the caller). */
static int sp_mag_add_d(const sp_int* a, sp_int_digit d, sp_int* r)
{
    sp_int_digit c;

    if (a->used == 0) {
        r->dp[0] = d;
        r->used = (d != 0) ? 1 : 0;
        return MP_OKAY;
    }
    if (a->used > r->size)
        return MP_VAL;
    c = sp_dig_add(r->dp, a->dp, a->used, &d, 1);
    r->used = a->used;
    if (c != 0) {
        if (r->used >= r->size)
            return MP_VAL;
        r->dp[r->used++] = c;
    }
    return MP_OKAY;
}

/* r = |a| - d for |a| >= d (magnitude, clamped; sign left to caller). */
static int sp_mag_sub_d(const sp_int* a, sp_int_digit d, sp_int* r)
{
    if (a->used > r->size)
        return MP_VAL;
    if (a->used == 0) {
        r->used = 0;
        return MP_OKAY;
    }
    (void)sp_dig_sub(r->dp, a->dp, a->used, &d, 1);
    r->used = sp_digits_used(r->dp, a->used);
    return MP_OKAY;
}

int sp_add_d(const sp_int* a, sp_int_digit d, sp_int* r)
{
    int err;

    if ((a == NULL) || (r == NULL))
        return MP_VAL;
    if (a->sign == MP_ZPOS) {
        err = sp_mag_add_d(a, d, r);
        r->sign = MP_ZPOS;
    }
    else if ((a->used > 1) || (a->dp[0] > d)) {
        err = sp_mag_sub_d(a, d, r);
        r->sign = MP_NEG;
    }
    else {
        /* -|a| + d with |a| <= d: non-negative single digit. */
        err = sp_set(r, d - a->dp[0]);
    }
    if (err == MP_OKAY)
        sp_clamp(r);
    return err;
}

int sp_sub_d(const sp_int* a, sp_int_digit d, sp_int* r)
{
    int err;

    if ((a == NULL) || (r == NULL))
        return MP_VAL;
    if (a->sign == MP_NEG) {
        err = sp_mag_add_d(a, d, r);
        r->sign = MP_NEG;
    }
    else if ((a->used > 1) || ((a->used == 1) && (a->dp[0] >= d))) {
        err = sp_mag_sub_d(a, d, r);
        r->sign = MP_ZPOS;
    }
    else {
        /* a < d: result is -(d - a). */
        err = sp_set(r, d - ((a->used == 1) ? a->dp[0] : 0));
        r->sign = MP_NEG;
    }
    if (err == MP_OKAY)
        sp_clamp(r);
    return err;
}

int sp_mul_d(const sp_int* a, sp_int_digit d, sp_int* r)
{
    sp_int_digit c = 0;
    unsigned int i;

    if ((a == NULL) || (r == NULL) || (a->used > r->size))
        return MP_VAL;
    for (i = 0; i < a->used; i++) {
        sp_int_word t = (sp_int_word)a->dp[i] * d + c;
        r->dp[i] = (sp_int_digit)t;
        c = (sp_int_digit)(t >> SP_WORD_SIZE);
    }
    r->used = a->used;
    r->sign = a->sign;
    if (c != 0) {
        if (r->used >= r->size)
            return MP_VAL;
        r->dp[r->used++] = c;
    }
    sp_clamp(r);
    return MP_OKAY;
}

/* q = |a| / d digit by digit from the top (q may alias a or be NULL);
 * returns |a| mod d.  d != 0. */
static sp_int_digit sp_mag_div_d(const sp_int* a, sp_int_digit d,
                                 sp_int_digit* q)
{
    sp_int_digit rem = 0;
    unsigned int i = a->used;

    while (i > 0) {
        sp_int_word t;
        i--;
        t = ((sp_int_word)rem << SP_WORD_SIZE) | a->dp[i];
        if (q != NULL)
            q[i] = (sp_int_digit)(t / d);
        rem = (sp_int_digit)(t % d);
    }
    return rem;
}

int sp_div_d(const sp_int* a, sp_int_digit d, sp_int* r, sp_int_digit* rem)
{
    sp_int_digit m;

    if ((a == NULL) || (d == 0))
        return MP_VAL;
    if ((r != NULL) && (a->used > r->size))
        return MP_VAL;
    m = sp_mag_div_d(a, d, (r != NULL) ? r->dp : NULL);
    if (r != NULL) {
        r->used = a->used;
        r->sign = a->sign;
        sp_clamp(r);
    }
    if (rem != NULL)
        *rem = m;
    return MP_OKAY;
}

int sp_mod_d(const sp_int* a, sp_int_digit d, sp_int_digit* r)
{
    sp_int_digit m;

    if ((a == NULL) || (r == NULL) || (d == 0))
        return MP_VAL;
    m = sp_mag_div_d(a, d, NULL);
    if ((a->sign == MP_NEG) && (m != 0))
        m = d - m;
    *r = m;
    return MP_OKAY;
}

/* ====================================================================== */
/* Shifts                                                                  */
/* ====================================================================== */

int sp_lshd(sp_int* a, int s)
{
    if ((a == NULL) || (s < 0))
        return MP_VAL;
    if ((s == 0) || (a->used == 0))
        return MP_OKAY;
    if ((unsigned int)s > a->size - a->used)
        return MP_VAL;
    XMEMMOVE(a->dp + s, a->dp, a->used * sizeof(sp_int_digit));
    XMEMSET(a->dp, 0, (size_t)s * sizeof(sp_int_digit));
    a->used += (unsigned int)s;
    return MP_OKAY;
}

void sp_rshd(sp_int* a, int c)
{
    if ((a == NULL) || (c <= 0))
        return;
    if ((unsigned int)c >= a->used) {
        sp_zero(a);
        return;
    }
    XMEMMOVE(a->dp, a->dp + c, (a->used - (unsigned int)c) *
             sizeof(sp_int_digit));
    a->used -= (unsigned int)c;
}

/* r = |a| >> n with a's sign; written upwards so r may alias a. */
int sp_rshb(const sp_int* a, int n, sp_int* r)
{
    unsigned int d, b, i, rn;

    if ((a == NULL) || (r == NULL) || (n < 0))
        return MP_VAL;
    d = (unsigned int)n >> SP_WORD_SHIFT;
    b = (unsigned int)n & SP_WORD_MASK;
    if (d >= a->used) {
        sp_zero(r);
        return MP_OKAY;
    }
    rn = a->used - d;
    if (rn > r->size)
        return MP_VAL;
    if (b == 0) {
        XMEMMOVE(r->dp, a->dp + d, rn * sizeof(sp_int_digit));
    }
    else {
        for (i = 0; i + 1 < rn; i++) {
            r->dp[i] = (a->dp[i + d] >> b) |
                       (a->dp[i + d + 1] << (SP_WORD_SIZE - b));
        }
        r->dp[rn - 1] = a->dp[a->used - 1] >> b;
    }
    r->used = rn;
    r->sign = a->sign;
    sp_clamp(r);
    return MP_OKAY;
}

/* r = |a| << e with a's sign; written downwards so r may alias a. */
int sp_mul_2d(const sp_int* a, int e, sp_int* r)
{
    unsigned int d, b, i, rn;
    sp_int_digit top;

    if ((a == NULL) || (r == NULL) || (e < 0))
        return MP_VAL;
    if (a->used == 0) {
        sp_zero(r);
        return MP_OKAY;
    }
    d = (unsigned int)e >> SP_WORD_SHIFT;
    b = (unsigned int)e & SP_WORD_MASK;
    top = (b == 0) ? 0 : (a->dp[a->used - 1] >> (SP_WORD_SIZE - b));
    rn = a->used + d + ((top != 0) ? 1 : 0);
    if ((d >= r->size) || (rn > r->size))
        return MP_VAL;
    if (b == 0) {
        XMEMMOVE(r->dp + d, a->dp, a->used * sizeof(sp_int_digit));
    }
    else {
        if (top != 0)
            r->dp[a->used + d] = top;
        for (i = a->used - 1; i > 0; i--) {
            r->dp[i + d] = (a->dp[i] << b) |
                           (a->dp[i - 1] >> (SP_WORD_SIZE - b));
        }
        r->dp[d] = a->dp[0] << b;
    }
    XMEMSET(r->dp, 0, d * sizeof(sp_int_digit));
    r->used = rn;
    r->sign = a->sign;
    return MP_OKAY;
}

int sp_mod_2d(const sp_int* a, int e, sp_int* r)
{
    unsigned int d, b, n;

    if ((a == NULL) || (r == NULL) || (e < 0))
        return MP_VAL;
    d = (unsigned int)e >> SP_WORD_SHIFT;
    b = (unsigned int)e & SP_WORD_MASK;
    if (d >= a->used)
        return sp_copy(a, r);
    n = d + ((b != 0) ? 1 : 0);
    if (n > r->size)
        return MP_VAL;
    if (r != a)
        XMEMCPY(r->dp, a->dp, n * sizeof(sp_int_digit));
    if (b != 0)
        r->dp[d] &= ((sp_int_digit)1 << b) - 1;
    r->used = n;
    r->sign = a->sign;
    sp_clamp(r);
    return MP_OKAY;
}

int sp_div_2d(const sp_int* a, int e, sp_int* r, sp_int* rem)
{
    int err = MP_OKAY;

    if ((a == NULL) || (e < 0) || ((r != NULL) && (r == rem)))
        return MP_VAL;
    /* Whichever output aliases a is written last. */
    if ((rem != NULL) && (rem == a)) {
        if (r != NULL)
            err = sp_rshb(a, e, r);
        if (err == MP_OKAY)
            err = sp_mod_2d(a, e, rem);
    }
    else {
        if (rem != NULL)
            err = sp_mod_2d(a, e, rem);
        if ((err == MP_OKAY) && (r != NULL))
            err = sp_rshb(a, e, r);
    }
    return err;
}

int sp_mul_2(const sp_int* a, sp_int* r)
{
    return sp_mul_2d(a, 1, r);
}

int sp_div_2(const sp_int* a, sp_int* r)
{
    return sp_rshb(a, 1, r);
}

/* ====================================================================== */
/* Addition and subtraction                                                */
/* ====================================================================== */

/* r = |a| + |b| (magnitude, sign left to the caller) over
 * n = max(a->used, b->used) digits plus the carry digit, every digit of
 * both read masked: the time depends on n only, not on which operand is
 * longer or on the values.  r may alias a or b (digit i is read before it
 * is written). */
static int sp_mag_add(const sp_int* a, const sp_int* b, sp_int* r)
{
    unsigned int n = sp_ct_max(a->used, b->used), i;
    sp_int_digit c = 0;

    if (n > r->size)
        return MP_VAL;
    for (i = 0; i < n; i++) {
        sp_int_word t = (sp_int_word)(a->dp[i] & sp_ct_lt_mask(i, a->used))
                        + (b->dp[i] & sp_ct_lt_mask(i, b->used)) + c;
        r->dp[i] = (sp_int_digit)t;
        c = (sp_int_digit)(t >> SP_WORD_SIZE);
    }
    if (n < r->size) {
        r->dp[n] = c;
        sp_ct_set_used(r, n + 1);
    }
    else {
        if (c != 0)                 /* only when r has no room */
            return MP_VAL;
        sp_ct_set_used(r, n);
    }
    return MP_OKAY;
}

/* r = |a| - |b| for |a| >= |b| (so b->used <= a->used) over a->used
 * digits, b read masked; constant time for a given a->used. */
static int sp_mag_sub(const sp_int* a, const sp_int* b, sp_int* r)
{
    unsigned int n = a->used, i;
    sp_int_digit br = 0;

    if (n > r->size)
        return MP_VAL;
    for (i = 0; i < n; i++) {
        sp_int_word t = (sp_int_word)a->dp[i] -
                        (b->dp[i] & sp_ct_lt_mask(i, b->used)) - br;
        r->dp[i] = (sp_int_digit)t;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    sp_ct_set_used(r, n);
    return MP_OKAY;
}

/* r = a + (bneg ? -|b| : |b|): the shared body of sp_add and sp_sub. */
static int sp_add_signed(const sp_int* a, const sp_int* b, unsigned int bsign,
                         sp_int* r)
{
    unsigned int asign = a->sign;
    int err;

    if (asign == bsign) {
        err = sp_mag_add(a, b, r);
        r->sign = asign;
    }
    else if (sp_cmp_mag(a, b) != MP_LT) {
        err = sp_mag_sub(a, b, r);
        r->sign = asign;
    }
    else {
        err = sp_mag_sub(b, a, r);
        r->sign = bsign;
    }
    if (err != MP_OKAY)
        sp_zero(r);
    else if (r->used == 0)
        r->sign = MP_ZPOS;
    return err;
}

int sp_add(const sp_int* a, const sp_int* b, sp_int* r)
{
    if ((a == NULL) || (b == NULL) || (r == NULL))
        return MP_VAL;
    return sp_add_signed(a, b, b->sign, r);
}

int sp_sub(const sp_int* a, const sp_int* b, sp_int* r)
{
    unsigned int bsign;

    if ((a == NULL) || (b == NULL) || (r == NULL))
        return MP_VAL;
    bsign = (b->sign == MP_NEG) ? MP_ZPOS : MP_NEG;
    return sp_add_signed(a, b, bsign, r);
}

/* Fixed-length addition: cnt digits of each (masked) and the carry. */
int sp_add_ct(const sp_int* a, const sp_int* b, int cnt, sp_int* r)
{
    unsigned int n = (unsigned int)cnt, i;
    sp_int_digit c = 0;

    if ((a == NULL) || (b == NULL) || (r == NULL) || (cnt < 0) ||
        (n + 1 > r->size) || (n + 1 > SP_INT_DIGITS) || (a->used > n) ||
        (b->used > n) || (a->sign == MP_NEG) || (b->sign == MP_NEG))
        return MP_VAL;
    for (i = 0; i < n; i++) {
        sp_int_word t = (sp_int_word)(a->dp[i] & sp_ct_lt_mask(i, a->used))
                        + (b->dp[i] & sp_ct_lt_mask(i, b->used)) + c;
        r->dp[i] = (sp_int_digit)t;
        c = (sp_int_digit)(t >> SP_WORD_SIZE);
    }
    r->dp[n] = c;
    sp_ct_set_used(r, n + 1);
    return MP_OKAY;
}

/* ====================================================================== */
/* Multiplication                                                          */
/* ====================================================================== */

int sp_mul(const sp_int* a, const sp_int* b, sp_int* r)
{
    SP_BUF_DECL(t, SP_INT_DIGITS);
    unsigned int n, sign;
    int err;

    if ((a == NULL) || (b == NULL) || (r == NULL))
        return MP_VAL;
    if ((a->used == 0) || (b->used == 0)) {
        sp_zero(r);
        return MP_OKAY;
    }
    n = a->used + b->used;
    if (n > r->size)
        return MP_VAL;
    err = SP_BUF_ALLOC(t, n);
    if (err != MP_OKAY)
        return err;
    sign = a->sign ^ b->sign;
    /* Product into a temporary: r may alias a or b. */
    if (a->used >= b->used)
        sp_dig_mul(t, a->dp, a->used, b->dp, b->used);
    else
        sp_dig_mul(t, b->dp, b->used, a->dp, a->used);
    XMEMCPY(r->dp, t, n * sizeof(sp_int_digit));
    r->used = n;
    r->sign = sign;
    sp_clamp(r);
    SP_BUF_FREE(t, n);
    return MP_OKAY;
}

int sp_sqr(const sp_int* a, sp_int* r)
{
    SP_BUF_DECL(t, SP_INT_DIGITS);
    unsigned int n;
    int err;

    if ((a == NULL) || (r == NULL))
        return MP_VAL;
    if (a->used == 0) {
        sp_zero(r);
        return MP_OKAY;
    }
    n = 2 * a->used;
    if (n > r->size)
        return MP_VAL;
    err = SP_BUF_ALLOC(t, n);
    if (err != MP_OKAY)
        return err;
    sp_dig_sqr(t, a->dp, a->used);
    XMEMCPY(r->dp, t, n * sizeof(sp_int_digit));
    r->used = n;
    r->sign = MP_ZPOS;
    sp_clamp(r);
    SP_BUF_FREE(t, n);
    return MP_OKAY;
}

/* ====================================================================== */
/* Division                                                                */
/* ====================================================================== */

/* The reciprocal of a normalised digit d (top bit set) for
 * sp_dig_div21: floor((B^2 - 1) / d) - B, B = 2^SP_WORD_SIZE, that is
 * floor(((B - 1 - d) B + B - 1) / d).  One double-digit division (a
 * library call where the CPU has no such instruction, as on RV64). */
static sp_int_digit sp_dig_recip(sp_int_digit d)
{
    return (sp_int_digit)((((sp_int_word)(sp_int_digit)~d) << SP_WORD_SIZE |
                           SP_DIGIT_MAX) / d);
}

/* floor((u1 B + u0) / d) for a normalised d and u1 < d, with *rem the
 * remainder, by the precomputed reciprocal rc of d (Moeller and Granlund,
 * "Improved division by invariant integers", IEEE Trans. Computers 60(2),
 * 2011, Algorithm 4): the quotient estimate from (rc + B) u1 + u0 is
 * corrected by at most two adjustments; two multiplications instead of
 * a double-digit division.  Variable time (public data only). */
static sp_int_digit sp_dig_div21(sp_int_digit u1, sp_int_digit u0,
                                 sp_int_digit d, sp_int_digit rc,
                                 sp_int_digit* rem)
{
    sp_int_word p = (sp_int_word)rc * u1 +
                    (((sp_int_word)u1 << SP_WORD_SIZE) | u0);
    sp_int_digit q = (sp_int_digit)(p >> SP_WORD_SIZE) + 1;
    sp_int_digit r = u0 - q * d;

    if (r > (sp_int_digit)p) {
        q--;
        r += d;
    }
    if (r >= d) {
        q++;
        r -= d;
    }
    *rem = r;
    return q;
}

/* One step of Knuth's algorithm D (TAOCP 4.3.1): with v normalised (top
 * bit of v[n-1] set, n >= 2) and u[j..j+n] < B * v, compute the quotient
 * digit q = floor(u[j..j+n] / v) and replace u[j..j+n] by the remainder.
 * The estimate from the top two digits of u over v[n-1] (rc its
 * reciprocal, sp_dig_recip) is at most 2 too big; the v[n-2] test removes
 * nearly all of that, the add-back the rest.
 */
static sp_int_digit sp_knuth_step(sp_int_digit* u, const sp_int_digit* v,
                                  unsigned int n, sp_int_digit rc)
{
    sp_int_digit ut = u[n], vt = v[n - 1];
    sp_int_digit qhat, c = 0, br = 0;
    sp_int_word rhat;
    unsigned int i;

    if (ut >= vt) {
        /* ut == vt: the estimate is B - 1, rhat = u[n-1] + vt. */
        qhat = SP_DIGIT_MAX;
        rhat = (sp_int_word)u[n - 1] + vt;
    }
    else {
        sp_int_digit r;
        qhat = sp_dig_div21(ut, u[n - 1], vt, rc, &r);
        rhat = r;
    }
    while (((rhat >> SP_WORD_SIZE) == 0) &&
           ((sp_int_word)qhat * v[n - 2] >
            ((rhat << SP_WORD_SIZE) | u[n - 2]))) {
        qhat--;
        rhat += vt;
    }
    /* u -= qhat * v */
    for (i = 0; i < n; i++) {
        sp_int_word p = (sp_int_word)qhat * v[i] + c;
        sp_int_word t = (sp_int_word)u[i] - (sp_int_digit)p - br;
        c = (sp_int_digit)(p >> SP_WORD_SIZE);
        u[i] = (sp_int_digit)t;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    {
        sp_int_word t = (sp_int_word)u[n] - c - br;
        u[n] = (sp_int_digit)t;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    if (br != 0) {
        /* Estimate was one too big: add v back (the carry out cancels the
         * borrow). */
        qhat--;
        u[n] += sp_dig_add(u, u, n, v, n);
    }
    return qhat;
}

/* Knuth division on digit arrays: u has un + 1 digits (the dividend,
 * already shifted left by the normalisation of v, u[un] its top digit),
 * v has n >= 1 digits with its top bit set, un >= n.  On return u[0..n-1]
 * holds the (still shifted) remainder and q, when not NULL, the un - n + 1
 * quotient digits.  Variable time. */
void sp_dig_div_core(sp_int_digit* u, unsigned int un, const sp_int_digit* v,
                     unsigned int n, sp_int_digit* q)
{
    const sp_int_digit rc = sp_dig_recip(v[n - 1]);
    unsigned int j;

    if (n == 1) {
        /* u[un] < v[0] after normalisation: no 2-by-1 overflow. */
        sp_int_digit rem = u[un];
        for (j = un; j > 0; j--) {
            sp_int_digit qd = sp_dig_div21(rem, u[j - 1], v[0], rc, &rem);
            if (q != NULL)
                q[j - 1] = qd;
        }
        u[0] = rem;
        return;
    }
    for (j = un - n + 1; j > 0; j--) {
        sp_int_digit qd = sp_knuth_step(u + j - 1, v, n, rc);
        if (q != NULL)
            q[j - 1] = qd;
    }
}

/* r = x << s for n digits (0 <= s < SP_WORD_SIZE); returns the bits
 * shifted out of the top.  r may equal x. */
sp_int_digit sp_dig_lshift(sp_int_digit* r, const sp_int_digit* x,
                           unsigned int n, unsigned int s)
{
    sp_int_digit top;
    unsigned int j;

    if (s == 0) {
        if (r != x)
            XMEMMOVE(r, x, n * sizeof(sp_int_digit));
        return 0;
    }
    top = x[n - 1] >> (SP_WORD_SIZE - s);
    for (j = n - 1; j > 0; j--)
        r[j] = (x[j] << s) | (x[j - 1] >> (SP_WORD_SIZE - s));
    r[0] = x[0] << s;
    return top;
}

/* r = x >> s for n digits (0 <= s < SP_WORD_SIZE); r may equal x. */
void sp_dig_rshift(sp_int_digit* r, const sp_int_digit* x, unsigned int n,
                   unsigned int s)
{
    unsigned int j;

    if (s == 0) {
        if (r != x)
            XMEMMOVE(r, x, n * sizeof(sp_int_digit));
        return;
    }
    for (j = 0; j + 1 < n; j++)
        r[j] = (x[j] >> s) | (x[j + 1] << (SP_WORD_SIZE - s));
    r[n - 1] = x[n - 1] >> s;
}

/* Quotient and remainder of magnitudes: q = floor(|a| / |d|),
 * rem = |a| mod |d|, both non-negative; q, rem may be NULL and may alias
 * a or d (inputs are copied first) but not each other.  |d| != 0. */
int sp_div_mag(const sp_int* a, const sp_int* d, sp_int* q, sp_int* rem)
{
    SP_BUF_DECL(u, SP_INT_DIGITS + 1);
    SP_BUF_DECL(v, SP_INT_DIGITS);
    SP_BUF_DECL(qd, SP_INT_DIGITS);
    unsigned int an = a->used, n = d->used, s, qn, rn;
    int err = MP_OKAY;

    if (sp_cmp_mag(a, d) == MP_LT) {
        if (rem != NULL) {
            err = sp_copy(a, rem);
            if (err == MP_OKAY)
                rem->sign = MP_ZPOS;
        }
        if ((err == MP_OKAY) && (q != NULL))
            sp_zero(q);
        return err;
    }
    if ((SP_BUF_ALLOC(u, an + 1) != MP_OKAY) ||
        (SP_BUF_ALLOC(v, n) != MP_OKAY) ||
        (SP_BUF_ALLOC(qd, an) != MP_OKAY)) {
        err = MP_MEM;
    }
    else {
        /* Normalise: shift both so the divisor's top bit is set. */
        s = (unsigned int)sp_digit_clz(d->dp[n - 1]);
        (void)sp_dig_lshift(v, d->dp, n, s);
        u[an] = sp_dig_lshift(u, a->dp, an, s);
        sp_dig_div_core(u, an, v, n, qd);
        sp_dig_rshift(u, u, n, s);
        qn = sp_digits_used(qd, an - n + 1);
        rn = sp_digits_used(u, n);
        if (((q != NULL) && (qn > q->size)) ||
            ((rem != NULL) && (rn > rem->size))) {
            err = MP_VAL;
        }
        else {
            if (q != NULL) {
                XMEMCPY(q->dp, qd, qn * sizeof(sp_int_digit));
                q->used = qn;
                q->sign = MP_ZPOS;
            }
            if (rem != NULL) {
                XMEMCPY(rem->dp, u, rn * sizeof(sp_int_digit));
                rem->used = rn;
                rem->sign = MP_ZPOS;
            }
        }
    }
    SP_BUF_FREE(u, an + 1);
    SP_BUF_FREE(v, n);
    SP_BUF_FREE(qd, an);
    return err;
}

int sp_div(const sp_int* a, const sp_int* d, sp_int* r, sp_int* rem)
{
    unsigned int asign, dsign;
    int err;

    if ((a == NULL) || (d == NULL) || ((r == NULL) && (rem == NULL)) ||
        (r == rem) || (d->used == 0))
        return MP_VAL;
    asign = a->sign;
    dsign = d->sign;
    err = sp_div_mag(a, d, r, rem);
    if (err == MP_OKAY) {
        /* Truncation toward zero: quotient sign is the XOR of the signs,
         * remainder keeps the dividend's sign. */
        if ((r != NULL) && (r->used != 0))
            r->sign = asign ^ dsign;
        if ((rem != NULL) && (rem->used != 0))
            rem->sign = asign;
    }
    return err;
}

/* r = a mod m with the sign of m: the truncated remainder, plus m when it
 * is non-zero and its sign differs from m's. */
int sp_mod(const sp_int* a, const sp_int* m, sp_int* r)
{
    SP_INT_DECL(t);
    const sp_int* mm = m;
    unsigned int asign;
    int err;

    if ((a == NULL) || (m == NULL) || (r == NULL) || (m->used == 0))
        return MP_VAL;
    asign = a->sign;
    err = SP_INT_ALLOC(t);
    if ((err == MP_OKAY) && (r == m)) {
        /* m is needed after r is written. */
        err = sp_copy(m, t);
        mm = t;
    }
    if (err == MP_OKAY)
        err = sp_div_mag(a, mm, NULL, r);
    if ((err == MP_OKAY) && (r->used != 0)) {
        r->sign = asign;
        if (asign != mm->sign)
            err = sp_add(r, mm, r);
    }
    SP_INT_FREE(t);
    return err;
}

/* ====================================================================== */
/* Modular arithmetic                                                      */
/* ====================================================================== */

/* The shared body of sp_addmod/sp_submod/sp_mulmod/sp_sqrmod: compute
 * the full result into a temporary, then reduce (m may alias r). */
static int sp_op_mod(const sp_int* a, const sp_int* b, const sp_int* m,
                     sp_int* r, int op)
{
    SP_INT_DECL(t);
    int err;

    if ((a == NULL) || (b == NULL) || (m == NULL) || (r == NULL) ||
        (m->used == 0))
        return MP_VAL;
    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY) {
        if (op == 0)
            err = sp_add(a, b, t);
        else if (op == 1)
            err = sp_sub(a, b, t);
        else if (a == b)
            err = sp_sqr(a, t);
        else
            err = sp_mul(a, b, t);
    }
    if (err == MP_OKAY)
        err = sp_mod(t, m, r);
    SP_INT_FREE(t);
    return err;
}

int sp_addmod(const sp_int* a, const sp_int* b, const sp_int* m, sp_int* r)
{
    return sp_op_mod(a, b, m, r, 0);
}

int sp_submod(const sp_int* a, const sp_int* b, const sp_int* m, sp_int* r)
{
    return sp_op_mod(a, b, m, r, 1);
}

int sp_mulmod(const sp_int* a, const sp_int* b, const sp_int* m, sp_int* r)
{
    return sp_op_mod(a, b, m, r, 2);
}

int sp_sqrmod(const sp_int* a, const sp_int* m, sp_int* r)
{
    return sp_op_mod(a, a, m, r, 2);
}

/* Checks shared by the *_ct modular functions: non-negative operands no
 * longer than a positive modulus that fits r.  These functions read the
 * operands at exactly m->used digits (sp_ct_load) and set the result's
 * used count with sp_ct_set_used, so their time depends on m->used
 * only. */
static WC_INLINE int sp_ct_args_ok(const sp_int* a, const sp_int* b,
                                   const sp_int* m, const sp_int* r)
{
    return (a != NULL) && (b != NULL) && (m != NULL) && (r != NULL) &&
           (m->used != 0) && (m->sign == MP_ZPOS) &&
           (a->sign == MP_ZPOS) && (b->sign == MP_ZPOS) &&
           (a->used <= m->used) && (b->used <= m->used) &&
           (m->used <= r->size);
}

/* Store digit i of a constant-time result into r and track the used
 * count (a digit) as sp_ct_store does. */
#define SP_CT_PUT(r, i, d, used) \
    do { \
        sp_int_digit nz_ = sp_ct_nz_mask(d); \
        (r)->dp[i] = (d); \
        (used) ^= ((used) ^ ((sp_int_digit)(i) + 1)) & nz_; \
    } while (0)

/* r = f(a, b, m) for r == m, through a copy of m: the *_ct modular
 * functions below write r's digits in their first pass and read m's in
 * the second.  Kept apart so that their common path has a small stack
 * frame. */
static int sp_modop_ct_copy_m(int (*f)(const sp_int*, const sp_int*,
                                       const sp_int*, sp_int*),
                              const sp_int* a, const sp_int* b,
                              const sp_int* m, sp_int* r)
{
    SP_INT_DECL(t);
    int err = SP_INT_ALLOC(t);

    if (err == MP_OKAY)
        err = sp_copy(m, t);
    if (err == MP_OKAY)
        err = f(a, b, t, r);
    SP_INT_FREE(t);
    return err;
}

/* a + b < 2m: s = a + b (with carry c, operands read masked past their
 * used counts) into r's digits and the borrow of s - m in one pass; then
 * r = s - m when c is set or s >= m, else s, in place, stored with its
 * used count.  No scratch: digit i of r is written after digit i of a
 * and b is read (r may alias a or b; r == m goes through a copy of m).
 * Carries and borrows are compares of single digits (x + y wrapped is
 * below x exactly when it carried; the two of a digit never both occur,
 * so they add), cheaper than double-digit sums on RISC-V. */
int sp_addmod_ct(const sp_int* a, const sp_int* b, const sp_int* m,
                 sp_int* r)
{
    const sp_int_digit* md;
    sp_int_digit* d;
    sp_int_digit c = 0, br = 0, mask, au, bu, used = 0;
    size_t n, i;

    if (!sp_ct_args_ok(a, b, m, r))
        return MP_VAL;
    if (r == m)
        return sp_modop_ct_copy_m(sp_addmod_ct, a, b, m, r);
    n = m->used;
    d = r->dp;
    md = m->dp;
    au = a->used;
    bu = b->used;
    for (i = 0; i < n; i++) {
        sp_int_digit x = a->dp[i] & sp_ct_lt_mask(i, au);
        sp_int_digit s = x + (b->dp[i] & sp_ct_lt_mask(i, bu));
        sp_int_digit c1 = (sp_int_digit)(s < x);

        s += c;
        c = c1 + (sp_int_digit)(s < c);
        /* the borrow of s - m[i] - br */
        br = (sp_int_digit)(s < md[i]) + (sp_int_digit)(s - md[i] < br);
        d[i] = s;
    }
    mask = sp_ct_mask(c | (br ^ 1));
    br = 0;
    for (i = 0; i < n; i++) {
        sp_int_digit x = d[i], y = md[i] & mask;
        sp_int_digit t = x - y;
        sp_int_digit b1 = (sp_int_digit)(x < y) + (sp_int_digit)(t < br);

        t -= br;
        br = b1;
        SP_CT_PUT(r, i, t, used);
    }
    r->used = (unsigned int)used;
    r->sign = MP_ZPOS;
    return MP_OKAY;
}

/* d = a - b (borrow br, operands read masked) into r's digits, then
 * r = d + (m if br) in place, stored with its used count; aliasing as in
 * sp_addmod_ct. */
int sp_submod_ct(const sp_int* a, const sp_int* b, const sp_int* m,
                 sp_int* r)
{
    const sp_int_digit* md;
    sp_int_digit* d;
    sp_int_digit br = 0, c = 0, mask, au, bu, used = 0;
    size_t n, i;

    if (!sp_ct_args_ok(a, b, m, r))
        return MP_VAL;
    if (r == m)
        return sp_modop_ct_copy_m(sp_submod_ct, a, b, m, r);
    n = m->used;
    d = r->dp;
    md = m->dp;
    au = a->used;
    bu = b->used;
    for (i = 0; i < n; i++) {
        sp_int_digit x = a->dp[i] & sp_ct_lt_mask(i, au);
        sp_int_digit y = b->dp[i] & sp_ct_lt_mask(i, bu);
        sp_int_digit t = x - y;
        sp_int_digit b1 = (sp_int_digit)(x < y) + (sp_int_digit)(t < br);

        d[i] = t - br;
        br = b1;
    }
    mask = sp_ct_mask(br);
    for (i = 0; i < n; i++) {
        sp_int_digit y = md[i] & mask;
        sp_int_digit t = d[i] + y;
        sp_int_digit c1 = (sp_int_digit)(t < y);

        t += c;
        c = c1 + (sp_int_digit)(t < c);
        SP_CT_PUT(r, i, t, used);
    }
    r->used = (unsigned int)used;
    r->sign = MP_ZPOS;
    return MP_OKAY;
}

/* For odd m: a/2 mod m = (a + (a odd ? m : 0)) / 2, the sum taken with
 * its carry as the top bit. */
int sp_div_2_mod_ct(const sp_int* a, const sp_int* m, sp_int* r)
{
    SP_BUF_DECL(t, SP_INT_DIGITS);
    sp_int_digit c = 0, mask;
    unsigned int n, i;

    if (!sp_ct_args_ok(a, a, m, r) || ((m->dp[0] & 1) == 0))
        return MP_VAL;
    n = m->used;
    if (SP_BUF_ALLOC(t, n) != MP_OKAY)
        return MP_MEM;
    sp_ct_load(t, a, n);
    mask = sp_ct_mask(t[0] & 1);
    for (i = 0; i < n; i++) {
        sp_int_word s = (sp_int_word)t[i] + (m->dp[i] & mask) + c;
        t[i] = (sp_int_digit)s;
        c = (sp_int_digit)(s >> SP_WORD_SIZE);
    }
    sp_dig_rshift(r->dp, t, n, 1);
    r->dp[n - 1] |= c << (SP_WORD_SIZE - 1);
    sp_ct_set_used(r, n);
    SP_BUF_FREE(t, n);
    return MP_OKAY;
}
