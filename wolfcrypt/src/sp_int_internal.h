/* sp_int_internal.h
 *
 * Private to the sp_int sources (sp_int.c, sp_int_conv.c,
 * sp_int_exptmod.c, sp_int_prime.c): word-level helpers and the
 * digit-array kernels they share.  Nothing here is public API; the kernels
 * are WOLFSSL_LOCAL and work on plain little-endian digit arrays with an
 * explicit length, so that the exponentiation code can run on buffers
 * sized to the modulus rather than on full sp_ints.
 *
 * Notation: B = 2^SP_WORD_SIZE; "n digits" means an array of n digits,
 * value sum(x[i] * B^i).
 */
#ifndef WOLF_CRYPT_SP_INT_INTERNAL_H
#define WOLF_CRYPT_SP_INT_INTERNAL_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/ct.h>

/* Digits of the largest modulus (exptmod, Montgomery). */
#define SP_MOD_DIGITS_MAX SP_INT_MAX_OPERAND_DIGITS

/* ---------------------------------------------------------------------- */
/* Temporary digit buffers: on the stack, or on the heap with              */
/* WOLFSSL_SMALL_STACK.  `max` must be a compile-time constant (the stack  */
/* size); `cnt` is what is really needed (the heap size, <= max).          */
/* ---------------------------------------------------------------------- */
#ifdef WOLFSSL_SMALL_STACK
    #define SP_BUF_DECL(name, max) sp_int_digit* name = NULL
    #define SP_BUF_ALLOC(name, cnt) \
        ((((name) = (sp_int_digit*)XMALLOC(sizeof(sp_int_digit) * \
            (size_t)(cnt), NULL, DYNAMIC_TYPE_BIGINT)) == NULL) ? \
         MP_MEM : MP_OKAY)
    #define SP_BUF_FREE(name, cnt) \
        do { \
            if ((name) != NULL) { \
                sp_wipe_digits((name), (size_t)(cnt)); \
                XFREE((name), NULL, DYNAMIC_TYPE_BIGINT); \
            } \
        } while (0)
    #define SP_INT_DECL(name) sp_int* name = NULL
    #define SP_INT_ALLOC(name) \
        ((((name) = (sp_int*)XMALLOC(sizeof(sp_int), NULL, \
            DYNAMIC_TYPE_BIGINT)) == NULL) ? MP_MEM : sp_init(name))
    #define SP_INT_FREE(name) \
        do { \
            if ((name) != NULL) { \
                sp_clear(name); \
                XFREE((name), NULL, DYNAMIC_TYPE_BIGINT); \
            } \
        } while (0)
#else
    #define SP_BUF_DECL(name, max) sp_int_digit name[max]
    #define SP_BUF_ALLOC(name, cnt) MP_OKAY
    #define SP_BUF_FREE(name, cnt) sp_wipe_digits((name), (size_t)(cnt))
    #define SP_INT_DECL(name) sp_int name##_s; sp_int* name = &name##_s
    #define SP_INT_ALLOC(name) sp_init(name)
    #define SP_INT_FREE(name) sp_clear(name)
#endif

/* ---------------------------------------------------------------------- */
/* Word helpers                                                            */
/* ---------------------------------------------------------------------- */
/* The constant-time word primitives of ct.h on digits: sp_ct_barrier,
 * sp_ct_mask, sp_ct_nz_mask, sp_ct_eq_mask and sp_ct_lt_mask (for values
 * below 2^(SP_WORD_SIZE-1): digit positions, used counts, table indices),
 * sp_ct_sel, sp_ct_cmov_n, ...  (contracts in ct.h). */
WC_CT_WORD_FUNCS(sp_ct, sp_int_digit, SP_WORD_SIZE)

/* Wipe n digits in a way the compiler keeps (secrets); four stores a
 * loop step. */
static WC_INLINE WC_MAYBE_UNUSED void sp_wipe_digits(sp_int_digit* p,
    size_t n)
{
    volatile sp_int_digit* v = (volatile sp_int_digit*)p;
    size_t i = 0;

    for (; i + 4 <= n; i += 4) {
        v[i] = 0;
        v[i + 1] = 0;
        v[i + 2] = 0;
        v[i + 3] = 0;
    }
    for (; i < n; i++)
        v[i] = 0;
}

/* Leading zero bits of d (SP_WORD_SIZE for d == 0), constant time: a
 * binary search whose steps shift by a masked amount, so neither a branch
 * nor a table lookup (libgcc's __clzdi2 indexes a table by the top byte)
 * depends on d. */
static WC_INLINE WC_MAYBE_UNUSED int sp_digit_clz(sp_int_digit d)
{
    unsigned int n = 0, s, z;

    for (s = SP_WORD_SIZE / 2; s > 0; s >>= 1) {
        sp_int_digit t = d >> (SP_WORD_SIZE - s);
        /* z = s when the top s bits are all zero, else 0. */
        z = s & (unsigned int)(sp_ct_nz_mask(t) ^ SP_DIGIT_MAX);
        n += z;
        d <<= z;
    }
    return (int)(n + (unsigned int)((d >> (SP_WORD_SIZE - 1)) ^ 1));
}

/* Bits in a digit (0 for zero); constant time. */
static WC_INLINE WC_MAYBE_UNUSED int sp_digit_bits(sp_int_digit d)
{
    return SP_WORD_SIZE - sp_digit_clz(d);
}

/* Strip leading zero digits of a and make zero non-negative. */
static WC_INLINE WC_MAYBE_UNUSED void sp_clamp(sp_int* a)
{
    while ((a->used > 0) && (a->dp[a->used - 1] == 0))
        a->used--;
    if (a->used == 0)
        a->sign = MP_ZPOS;
}

/* Digits of x[0..n-1] ignoring leading zeros. */
static WC_INLINE WC_MAYBE_UNUSED unsigned int sp_digits_used(
    const sp_int_digit* x, unsigned int n)
{
    while ((n > 0) && (x[n - 1] == 0))
        n--;
    return n;
}

/* a->used = digits of a->dp[0..n) without leading zeros, sign positive;
 * constant time in the digit values (the clamp of the constant-time
 * functions). */
static WC_INLINE WC_MAYBE_UNUSED void sp_ct_set_used(sp_int* a,
    unsigned int n)
{
    unsigned int i, used = 0;

    for (i = 0; i < n; i++) {
        unsigned int nz = (unsigned int)sp_ct_nz_mask(a->dp[i]);
        used = (used & ~nz) | ((i + 1) & nz);
    }
    a->used = used;
    a->sign = MP_ZPOS;
}

/* r->dp[0..n) = x[0..n) and the used count as sp_ct_set_used, in one
 * pass (r->size >= n checked by the caller; x may be r->dp). */
static WC_INLINE WC_MAYBE_UNUSED void sp_ct_store(sp_int* r,
    const sp_int_digit* x, unsigned int n)
{
    size_t i;
    sp_int_digit used = 0;

    for (i = 0; i < n; i++) {
        sp_int_digit d = x[i];
        r->dp[i] = d;
        used ^= (used ^ ((sp_int_digit)i + 1)) & sp_ct_nz_mask(d);
    }
    r->used = (unsigned int)used;
    r->sign = MP_ZPOS;
}

/* r = mask ? x : y over n digits (mask all ones or zero); no branch.
 * r may alias x or y. */
static WC_INLINE WC_MAYBE_UNUSED void sp_dig_select(sp_int_digit* r,
    const sp_int_digit* x, const sp_int_digit* y, sp_int_digit mask,
    unsigned int n)
{
    unsigned int i;
    for (i = 0; i < n; i++)
        r[i] = y[i] ^ ((x[i] ^ y[i]) & mask);
}

/* r[0..n) += a[0..n) * d, returns the carry digit: the row of the
 * product-scanning kernels (multiply, square, Montgomery reduction).
 * a * d + r + c < B^2, so one double-width sum per digit never overflows;
 * unrolled by four.  Constant time. */
#define SP_ROW_STEP(k) \
    do { \
        sp_int_word p_ = (sp_int_word)d * a[j + (k)] + r[j + (k)] + c; \
        r[j + (k)] = (sp_int_digit)p_; \
        c = (sp_int_digit)(p_ >> SP_WORD_SIZE); \
    } while (0)
static WC_INLINE WC_MAYBE_UNUSED sp_int_digit sp_dig_mul_add_row(
    sp_int_digit* r, const sp_int_digit* a, size_t n, sp_int_digit d)
{
    sp_int_digit c = 0;
    size_t j = 0;

    for (; j + 4 <= n; j += 4) {
        SP_ROW_STEP(0);
        SP_ROW_STEP(1);
        SP_ROW_STEP(2);
        SP_ROW_STEP(3);
    }
    for (; j < n; j++)
        SP_ROW_STEP(0);
    return c;
}
#undef SP_ROW_STEP

/* r = x - (m & mask) over n digits, where mask (all ones or zero) is
 * chosen from the borrow of x - m (sp_dig_cond_sub: r = x - m when top
 * is set or x >= m, else x): a borrow-only pass and a masked one, no
 * second buffer.  r may alias x.  Constant time. */
static WC_INLINE WC_MAYBE_UNUSED void sp_dig_cond_sub(sp_int_digit* r,
    const sp_int_digit* x, const sp_int_digit* m, unsigned int n,
    sp_int_digit top)
{
    sp_int_digit br = 0, mask;
    size_t i;

    for (i = 0; i < n; i++) {
        sp_int_word t = (sp_int_word)x[i] - m[i] - br;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    mask = sp_ct_mask(top | (br ^ 1));
    br = 0;
    for (i = 0; i < n; i++) {
        sp_int_word t = (sp_int_word)x[i] - (m[i] & mask) - br;
        r[i] = (sp_int_digit)t;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
}

/* ---------------------------------------------------------------------- */
/* Digit-array kernels (sp_int.c; sp_ct_load in sp_int_conv.c)             */
/* ---------------------------------------------------------------------- */
/* r = a + b, an >= bn, r has an digits; returns the carry (0 or 1).
 * r may alias a or b. Constant time. */
WOLFSSL_LOCAL sp_int_digit sp_dig_add(sp_int_digit* r,
    const sp_int_digit* a, unsigned int an, const sp_int_digit* b,
    unsigned int bn);
/* r = a - b, an >= bn, r has an digits; returns the borrow (0 or 1).
 * r may alias a or b. Constant time. */
WOLFSSL_LOCAL sp_int_digit sp_dig_sub(sp_int_digit* r,
    const sp_int_digit* a, unsigned int an, const sp_int_digit* b,
    unsigned int bn);
/* r = a * b, r has an + bn digits and must not overlap a or b.
 * Constant time. */
WOLFSSL_LOCAL void sp_dig_mul(sp_int_digit* r, const sp_int_digit* a,
    unsigned int an, const sp_int_digit* b, unsigned int bn);
/* r = a * a, r has 2n digits and must not overlap a. Constant time. */
WOLFSSL_LOCAL void sp_dig_sqr(sp_int_digit* r, const sp_int_digit* a,
    unsigned int n);
/* x[0..n) = |a| zero-padded to n digits (n <= SP_INT_DIGITS), in time
 * that depends on n only: every position is read and the digits at or
 * beyond a->used are masked off.  Digits beyond n are ignored (callers
 * check a->used <= n when that matters). */
WOLFSSL_LOCAL void sp_ct_load(sp_int_digit* x, const sp_int* a,
    unsigned int n);
/* Variable-time compare of n-digit arrays: MP_GT, MP_EQ or MP_LT. */
WOLFSSL_LOCAL int sp_dig_cmp(const sp_int_digit* a, const sp_int_digit* b,
    unsigned int n);
/* Knuth division core: u (un + 1 digits, u[un] the top) is divided by the
 * normalised v (n digits, top bit set, 1 <= n <= un); the shifted
 * remainder is left in u[0..n-1], the un - n + 1 quotient digits in q
 * (may be NULL).  Variable time. */
WOLFSSL_LOCAL void sp_dig_div_core(sp_int_digit* u, unsigned int un,
    const sp_int_digit* v, unsigned int n, sp_int_digit* q);
/* r = x << s over n digits (s < SP_WORD_SIZE), returns the bits shifted
 * out; r may equal x. */
WOLFSSL_LOCAL sp_int_digit sp_dig_lshift(sp_int_digit* r,
    const sp_int_digit* x, unsigned int n, unsigned int s);
/* r = x >> s over n digits (s < SP_WORD_SIZE); r may equal x. */
WOLFSSL_LOCAL void sp_dig_rshift(sp_int_digit* r, const sp_int_digit* x,
    unsigned int n, unsigned int s);
/* q = floor(|a| / |d|), rem = |a| mod |d| (non-negative), d != 0; q or
 * rem may be NULL and may alias a or d but not each other. */
WOLFSSL_LOCAL int sp_div_mag(const sp_int* a, const sp_int* d, sp_int* q,
    sp_int* rem);

/* ---------------------------------------------------------------------- */
/* Montgomery kernels (sp_int_exptmod.c)                                   */
/* ---------------------------------------------------------------------- */
/* r = t * R^-1 mod m with R = B^n, for t (2n digits, clobbered) below
 * m * R; m odd, n digits, mp = -m^-1 mod B; r (n digits) may alias t.
 * Constant time. */
WOLFSSL_LOCAL void sp_dig_mont_red(sp_int_digit* r, sp_int_digit* t,
    const sp_int_digit* m, unsigned int n, sp_int_digit mp);
/* -m0^-1 mod B for odd m0. */
WOLFSSL_LOCAL sp_int_digit sp_dig_mont_rho(sp_int_digit m0);

#endif /* WOLF_CRYPT_SP_INT_INTERNAL_H */
