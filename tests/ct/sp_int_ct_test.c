/* sp_int_ct_test.c
 *
 * Tests of the fixed-length, constant-time sp_int functions (sp_int.h:
 * sp_mont_mul_ct, sp_mont_sqr_ct, sp_mont_norm2_ct, sp_mont_norm,
 * sp_mont_red, sp_exptmod_ex with any base of up to 2n digits, sp_invmod,
 * sp_invmod_mont_ct, sp_addmod_ct / sp_submod_ct with their widened
 * ranges, sp_copy_ct, sp_cond_copy_ct, sp_add_ct, sp_cond_swap_ct and the
 * masked readers sp_get_digit, sp_is_bit_set, sp_count_bits,
 * sp_read_unsigned_bin, sp_to_unsigned_bin_len_ct).  Test program above
 * the sp_int layer.
 *
 * Each result is compared with the same quantity computed another way
 * through the variable-time sp_int functions (sp_mulmod, sp_mod, sp_mul,
 * sp_add, ...), which tests/diff/sp_int_diff.py checks against Python
 * integers; the exponentiations are also checked against a plain
 * square-and-multiply over sp_mulmod.  Operands are drawn from a fixed
 * xorshift generator in the shapes the constant-time code must not care
 * about: zero, one, m - 1, values with leading zero digits (a smaller
 * `used`), moduli whose top digit is 1 or holds 9 bits (as P-521's), and
 * all-ones digits.  Misuse (NULL, negative, too long) must give MP_VAL.
 *
 * Prints "N passed, M failed"; exit status 0 when nothing failed.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>

#include <stdio.h>
#include <string.h>

static int passed, failed;

static void check(int cond, const char* what, int line)
{
    if (cond) {
        passed++;
    }
    else {
        failed++;
        if (failed <= 20)
            printf("FAIL line %d: %s\n", line, what);
    }
}
#define CHECK(c) check((c), #c, __LINE__)

/* ---------------------------------------------------------------------- */
/* Operands                                                                */
/* ---------------------------------------------------------------------- */

static word64 rs = 0x9e3779b97f4a7c15ULL;

static word64 rnd64(void)
{
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return rs;
}

static sp_int_digit rnd_digit(void)
{
    return (sp_int_digit)rnd64();
}

/* a = random value of n digits (top digit non-zero). */
static void rnd_digits(sp_int* a, unsigned int n)
{
    unsigned int i;

    sp_zero(a);
    for (i = 0; i < n; i++)
        a->dp[i] = rnd_digit();
    if (n > 0 && a->dp[n - 1] == 0)
        a->dp[n - 1] = 1;
    a->used = n;
}

/* Odd moduli of n digits in different shapes. */
static void make_mod(sp_int* m, unsigned int n, int shape)
{
    unsigned int i;

    rnd_digits(m, n);
    if (shape == 1)
        m->dp[n - 1] = 1;                              /* top digit 1 */
    else if (shape == 2)
        m->dp[n - 1] = (sp_int_digit)0x1ff;            /* 9 bits */
    else if (shape == 3) {
        for (i = 0; i < n; i++)                        /* B^n - 1 */
            m->dp[i] = (sp_int_digit)-1;
    }
    else
        m->dp[n - 1] |= (sp_int_digit)1 << (SP_WORD_SIZE - 1);
    m->dp[0] |= 1;
    if (n == 1 && m->dp[0] == 1)
        m->dp[0] = 3;
}

/* a < m in one of several shapes; t scratch. */
static void make_below(sp_int* a, const sp_int* m, int shape, sp_int* t)
{
    unsigned int n = m->used;

    switch (shape) {
        case 0:
            sp_zero(a);
            break;
        case 1:
            sp_set(a, 1);
            break;
        case 2:
            sp_sub_d(m, 1, a);
            break;
        case 3:                                 /* leading zero digits */
            rnd_digits(t, (n > 1) ? n - 1 : 1);
            sp_mod(t, m, a);
            break;
        default:
            rnd_digits(t, n + 1);
            sp_mod(t, m, a);
            break;
    }
}

/* ---------------------------------------------------------------------- */
/* References                                                              */
/* ---------------------------------------------------------------------- */

static sp_int m, a, b, r, r2, e, t, u, x, y, one, rinv;

/* one = R mod m and rinv = R^-1 mod m by division and the inverse. */
static int ref_setup(void)
{
    int err = sp_2expt(&t, (int)(m.used * SP_WORD_SIZE));
    if (err == MP_OKAY)
        err = sp_mod(&t, &m, &one);
    if (err == MP_OKAY)
        err = sp_invmod(&one, &m, &rinv);
    return err;
}

/* y = a * b * R^-1 mod m the slow way. */
static int ref_mont_mul(const sp_int* pa, const sp_int* pb, sp_int* py)
{
    int err = sp_mulmod(pa, pb, &m, py);
    if (err == MP_OKAY)
        err = sp_mulmod(py, &rinv, &m, py);
    return err;
}

/* py = pb^pe mod m by left-to-right square-and-multiply over sp_mulmod. */
static int ref_exptmod(const sp_int* pb, const sp_int* pe, sp_int* py)
{
    int i, err = sp_mod(pb, &m, &u);

    if (err == MP_OKAY)
        err = sp_set(py, 1);
    if (err == MP_OKAY && sp_cmp_d(&m, 1) == MP_EQ)
        sp_zero(py);
    for (i = sp_count_bits(pe) - 1; err == MP_OKAY && i >= 0; i--) {
        err = sp_mulmod(py, py, &m, py);
        if (err == MP_OKAY && sp_is_bit_set(pe, (unsigned int)i))
            err = sp_mulmod(py, &u, &m, py);
    }
    return err;
}

/* ---------------------------------------------------------------------- */
/* Montgomery functions                                                    */
/* ---------------------------------------------------------------------- */

static void test_mont(unsigned int n, int mshape)
{
    sp_int_digit mp;
    int sa, sb, ok;

    make_mod(&m, n, mshape);
    CHECK(sp_mont_setup(&m, &mp) == MP_OKAY);
    CHECK(ref_setup() == MP_OKAY);

    CHECK(sp_mont_norm(&r, &m) == MP_OKAY && sp_cmp(&r, &one) == MP_EQ);
    CHECK(sp_mont_norm2_ct(&r, &m) == MP_OKAY);
    CHECK(sp_sqrmod(&one, &m, &t) == MP_OKAY && sp_cmp(&r, &t) == MP_EQ);

    for (sa = 0; sa < 5; sa++) {
        for (sb = 0; sb < 5; sb++) {
            make_below(&a, &m, sa, &t);
            make_below(&b, &m, sb, &t);
            CHECK(ref_mont_mul(&a, &b, &y) == MP_OKAY);
            CHECK(sp_mont_mul_ct(&a, &b, &m, mp, &r) == MP_OKAY &&
                  sp_cmp(&r, &y) == MP_EQ);
            /* Aliasing: r = a, r = b. */
            CHECK(sp_copy(&a, &x) == MP_OKAY &&
                  sp_mont_mul_ct(&x, &b, &m, mp, &x) == MP_OKAY &&
                  sp_cmp(&x, &y) == MP_EQ);
            CHECK(sp_copy(&b, &x) == MP_OKAY &&
                  sp_mont_mul_ct(&a, &x, &m, mp, &x) == MP_OKAY &&
                  sp_cmp(&x, &y) == MP_EQ);
            /* sp_mont_red of the full product. */
            CHECK(sp_mul(&a, &b, &x) == MP_OKAY &&
                  sp_mont_red(&x, &m, mp) == MP_OKAY &&
                  sp_cmp(&x, &y) == MP_EQ);
        }
        CHECK(ref_mont_mul(&a, &a, &y) == MP_OKAY);
        CHECK(sp_mont_sqr_ct(&a, &m, mp, &r) == MP_OKAY &&
              sp_cmp(&r, &y) == MP_EQ);
        CHECK(sp_copy(&a, &x) == MP_OKAY &&
              sp_mont_sqr_ct(&x, &m, mp, &x) == MP_OKAY &&
              sp_cmp(&x, &y) == MP_EQ);
    }
    /* One operand may be any n-digit value when the other is below m. */
    rnd_digits(&a, n);
    make_below(&b, &m, 4, &t);
    CHECK(ref_mont_mul(&a, &b, &y) == MP_OKAY);
    CHECK(sp_mont_mul_ct(&a, &b, &m, mp, &r) == MP_OKAY &&
          sp_cmp(&r, &y) == MP_EQ);
    /* Misuse. */
    CHECK(sp_mont_mul_ct(NULL, &b, &m, mp, &r) == MP_VAL);
    CHECK(sp_mont_mul_ct(&a, &b, &m, mp, NULL) == MP_VAL);
    rnd_digits(&x, n + 1);
    CHECK(sp_mont_mul_ct(&x, &b, &m, mp, &r) == MP_VAL);
    CHECK(sp_neg(&b, &x) == MP_OKAY);
    ok = sp_iszero(&b) ? 1 : (sp_mont_mul_ct(&a, &x, &m, mp, &r) == MP_VAL);
    CHECK(ok);
    CHECK(sp_add_d(&m, 1, &x) == MP_OKAY &&
          sp_mont_mul_ct(&a, &b, &x, mp, &r) == MP_VAL);       /* even */
    CHECK(sp_mont_norm2_ct(&r, &x) == MP_VAL);
    CHECK(sp_mont_norm2_ct(NULL, &m) == MP_VAL);
}

/* ---------------------------------------------------------------------- */
/* Exponentiation and inverses                                             */
/* ---------------------------------------------------------------------- */

static void test_exptmod(unsigned int n, int mshape)
{
    int sb, ed;

    make_mod(&m, n, mshape);
    for (sb = 0; sb < 7; sb++) {
        /* Bases: below m in the shapes above, then up to 2n digits (and
         * above m), then longer than 2n digits and negative (reduced by
         * division first). */
        if (sb < 5)
            make_below(&b, &m, sb, &t);
        else if (sb == 5)
            rnd_digits(&b, 2 * n);
        else
            rnd_digits(&b, 2 * n + 1);
        for (ed = 0; ed < 3; ed++) {
            /* Exponents: 0, short with leading zero digits, full. */
            if (ed == 0)
                sp_zero(&e);
            else
                rnd_digits(&e, (ed == 1) ? 1 : n);
            CHECK(ref_exptmod(&b, &e, &y) == MP_OKAY);
            CHECK(sp_exptmod_ex(&b, &e, (int)n + 1, &m, &r) == MP_OKAY &&
                  sp_cmp(&r, &y) == MP_EQ);
            CHECK(sp_exptmod_nct(&b, &e, &m, &r) == MP_OKAY &&
                  sp_cmp(&r, &y) == MP_EQ);
            CHECK(sp_exptmod(&b, &e, &m, &r) == MP_OKAY &&
                  sp_cmp(&r, &y) == MP_EQ);
            /* r aliasing the base. */
            CHECK(sp_copy(&b, &x) == MP_OKAY &&
                  sp_exptmod_ex(&x, &e, (int)n, &m, &x) == MP_OKAY &&
                  sp_cmp(&x, &y) == MP_EQ);
        }
        if (sb == 4) {                          /* negative base */
            CHECK(sp_neg(&b, &x) == MP_OKAY);
            CHECK(sp_sub(&m, &b, &u) == MP_OKAY);   /* -b = m - b */
            CHECK(ref_exptmod(&u, &e, &y) == MP_OKAY);
            CHECK(sp_exptmod_ex(&x, &e, (int)n, &m, &r) == MP_OKAY &&
                  sp_cmp(&r, &y) == MP_EQ);
        }
    }
    CHECK(sp_exptmod_ex(&b, &e, (int)e.used - 1, &m, &r) == MP_VAL);
    CHECK(sp_exptmod_ex(&b, NULL, 1, &m, &r) == MP_VAL);
}

static void test_invmod(unsigned int n, int mshape)
{
    int sa;

    make_mod(&m, n, mshape);
    for (sa = 1; sa < 7; sa++) {
        if (sa < 5)
            make_below(&a, &m, sa, &t);
        else
            rnd_digits(&a, n);          /* may exceed m: reduced inside */
        if (sp_invmod(&a, &m, &r) == MP_OKAY) {
            CHECK(sp_mulmod(&a, &r, &m, &x) == MP_OKAY &&
                  sp_cmp_d(&x, 1) == MP_EQ);
            CHECK(sp_cmp(&r, &m) == MP_LT);
        }
        else {
            /* Only when gcd(a, m) != 1. */
            CHECK(sp_gcd(&a, &m, &x) == MP_OKAY && sp_cmp_d(&x, 1) != MP_EQ);
        }
    }
    /* A multiple of a factor of m has no inverse. */
    CHECK(sp_set(&u, 3) == MP_OKAY && sp_mul(&m, &u, &x) == MP_OKAY);
    CHECK(sp_set(&a, 3) == MP_OKAY && sp_invmod(&a, &x, &r) == MP_VAL);
    sp_zero(&a);
    CHECK(sp_invmod(&a, &m, &r) == MP_VAL);
}

/* sp_invmod_mont_ct for the primes p of P-256, 2^32 - 5 and
 * 2^521 - 1 (P-521's p: a top digit of 9 bits). */
static void test_invmod_mont(void)
{
    static const char* primes[] = {
        "FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF",
        "FFFFFFFB",
        NULL
    };
    sp_int_digit mp;
    unsigned int i;
    int sa;

    for (i = 0; i < sizeof(primes) / sizeof(primes[0]); i++) {
        if (primes[i] != NULL)
            CHECK(sp_read_radix(&m, primes[i], MP_RADIX_HEX) == MP_OKAY);
        else
            CHECK(sp_2expt(&m, 521) == MP_OKAY &&
                  sp_sub_d(&m, 1, &m) == MP_OKAY);
        CHECK(sp_mont_setup(&m, &mp) == MP_OKAY && ref_setup() == MP_OKAY);
        for (sa = 1; sa < 5; sa++) {
            make_below(&a, &m, sa, &t);
            /* The inverse of the Montgomery form a R is a^-1 R: their
             * Montgomery product is R mod m. */
            CHECK(sp_invmod_mont_ct(&a, &m, &r, mp) == MP_OKAY);
            CHECK(sp_mont_mul_ct(&a, &r, &m, mp, &x) == MP_OKAY &&
                  sp_cmp(&x, &one) == MP_EQ);
        }
        /* 0 has no inverse (as upstream): MP_VAL, also with used set to
         * the modulus length (zero digits, as a secret is stored). */
        sp_zero(&a);
        CHECK(sp_invmod_mont_ct(&a, &m, &r, mp) == MP_VAL);
        memset(a.dp, 0, m.used * sizeof(sp_int_digit));
        a.used = m.used;
        CHECK(sp_invmod_mont_ct(&a, &m, &r, mp) == MP_VAL);
        sp_zero(&a);
    }
}

/* ---------------------------------------------------------------------- */
/* Modular add / subtract, copies, addition, readers                       */
/* ---------------------------------------------------------------------- */

static void test_addsub(unsigned int n, int mshape)
{
    int sa, sb;

    make_mod(&m, n, mshape);
    for (sa = 0; sa < 5; sa++) {
        for (sb = 0; sb < 5; sb++) {
            make_below(&a, &m, sa, &t);
            make_below(&b, &m, sb, &t);
            CHECK(sp_addmod(&a, &b, &m, &y) == MP_OKAY &&
                  sp_addmod_ct(&a, &b, &m, &r) == MP_OKAY &&
                  sp_cmp(&r, &y) == MP_EQ);
            CHECK(sp_submod(&a, &b, &m, &y) == MP_OKAY &&
                  sp_submod_ct(&a, &b, &m, &r) == MP_OKAY &&
                  sp_cmp(&r, &y) == MP_EQ);
        }
        /* a < 2m reduced: + 0, and - m (+ m on a borrow). */
        sp_zero(&u);
        CHECK(sp_add(&a, &m, &x) == MP_OKAY);
        if (x.used <= m.used) {
            CHECK(sp_addmod_ct(&x, &u, &m, &r) == MP_OKAY &&
                  sp_cmp(&r, &a) == MP_EQ);
            CHECK(sp_submod_ct(&x, &m, &m, &r) == MP_OKAY &&
                  sp_cmp(&r, &a) == MP_EQ);
        }
        CHECK(sp_submod_ct(&a, &m, &m, &r) == MP_OKAY &&
              sp_cmp(&r, &a) == MP_EQ);
        if (sp_isodd(&m)) {
            CHECK(sp_div_2_mod_ct(&a, &m, &r) == MP_OKAY &&
                  sp_addmod(&r, &r, &m, &x) == MP_OKAY &&
                  sp_cmp(&x, &a) == MP_EQ);
        }
    }
}

static void test_copy_add(unsigned int n)
{
    int s, cnt = (int)n + 1;

    for (s = 0; s < 4; s++) {
        rnd_digits(&a, (s == 0) ? 0 : (s == 1) ? 1 : n);
        rnd_digits(&b, (s == 2) ? 1 : n);
        rnd_digits(&r, n);
        CHECK(sp_copy_ct(&a, &r, cnt) == MP_OKAY && sp_cmp(&r, &a) == MP_EQ);
        rnd_digits(&r, n);
        CHECK(sp_copy(&r, &y) == MP_OKAY &&
              sp_cond_copy_ct(&a, 0, &r, cnt) == MP_OKAY &&
              sp_cmp(&r, &y) == MP_EQ);
        CHECK(sp_cond_copy_ct(&a, 1, &r, cnt) == MP_OKAY &&
              sp_cmp(&r, &a) == MP_EQ);
        CHECK(sp_add(&a, &b, &y) == MP_OKAY &&
              sp_add_ct(&a, &b, cnt, &r) == MP_OKAY &&
              sp_cmp(&r, &y) == MP_EQ);
        CHECK(sp_copy(&a, &x) == MP_OKAY &&
              sp_add_ct(&x, &b, cnt, &x) == MP_OKAY &&
              sp_cmp(&x, &y) == MP_EQ);
        CHECK(sp_add(&a, &b, &r) == MP_OKAY && sp_cmp(&r, &y) == MP_EQ);
        CHECK(sp_sub(&y, &b, &r) == MP_OKAY && sp_cmp(&r, &a) == MP_EQ);
        /* Swap at a fixed length. */
        CHECK(sp_copy(&a, &x) == MP_OKAY && sp_copy(&b, &u) == MP_OKAY &&
              sp_cond_swap_ct(&x, &u, cnt, 1) == MP_OKAY &&
              sp_cmp(&x, &b) == MP_EQ && sp_cmp(&u, &a) == MP_EQ);
        CHECK(sp_cond_swap_ct(&x, &u, cnt, 0) == MP_OKAY &&
              sp_cmp(&x, &b) == MP_EQ && sp_cmp(&u, &a) == MP_EQ);
    }
    rnd_digits(&a, n + 2);
    CHECK(sp_copy_ct(&a, &r, cnt) == MP_VAL);
    CHECK(sp_cond_copy_ct(&a, 1, &r, cnt) == MP_VAL);
    CHECK(sp_add_ct(&a, &b, cnt, &r) == MP_VAL);
    CHECK(sp_copy_ct(NULL, &r, cnt) == MP_VAL);
    CHECK(sp_add_ct(&b, &b, -1, &r) == MP_VAL);
    CHECK(sp_neg(&b, &x) == MP_OKAY && sp_add_ct(&x, &b, cnt, &r) == MP_VAL);
}

static void test_readers(void)
{
    byte in[80], out[80];
    unsigned int i, k;

    /* Values with 0..79 leading zero bytes read the same as stripped. */
    for (k = 0; k < sizeof(in); k += 7) {
        for (i = 0; i < sizeof(in); i++)
            in[i] = (i < k) ? 0 : (byte)(rnd64() | 1);
        in[k] |= 0x80;
        CHECK(sp_read_unsigned_bin(&a, in, sizeof(in)) == MP_OKAY);
        CHECK(sp_read_unsigned_bin(&b, in + k, sizeof(in) - k) == MP_OKAY);
        CHECK(sp_cmp(&a, &b) == MP_EQ);
        CHECK(sp_count_bits(&a) ==
              ((k == sizeof(in)) ? 0 : (int)(8 * (sizeof(in) - k))));
        CHECK(sp_to_unsigned_bin_len_ct(&a, out, sizeof(out)) == MP_OKAY);
        for (i = 0; i < sizeof(in) && in[i] == out[i]; i++)
            ;
        CHECK(i == sizeof(in));
        for (i = 0; i < (unsigned int)SP_WORD_SIZE * (a.used + 1); i++) {
            unsigned int d = i / SP_WORD_SIZE;
            int bit = (d < a.used) ?
                (int)((a.dp[d] >> (i % SP_WORD_SIZE)) & 1) : 0;
            CHECK(sp_is_bit_set(&a, i) == bit);
        }
        CHECK(sp_get_digit(&a, a.used) == 0);
        CHECK(a.used == 0 || sp_get_digit(&a, a.used - 1) ==
              a.dp[a.used - 1]);
    }
    /* Input longer than the number's size, with leading zeros. */
    CHECK(sp_init_size(&x, 2) == MP_OKAY);
    for (i = 0; i < sizeof(in); i++)
        in[i] = (i < sizeof(in) - (2 * SP_WORD_SIZEOF - 1)) ? 0 :
                (byte)(i + 1);
    CHECK(sp_read_unsigned_bin(&x, in, sizeof(in)) == MP_OKAY &&
          x.used == 2);
    in[0] = 1;
    CHECK(sp_read_unsigned_bin(&x, in, sizeof(in)) == MP_VAL);
    /* Bit counts of single digits. */
    for (i = 0; i < SP_WORD_SIZE; i++) {
        sp_set(&a, (sp_int_digit)1 << i);
        CHECK(sp_count_bits(&a) == (int)i + 1);
        sp_set(&a, ((sp_int_digit)1 << i) | 1);
        CHECK(sp_count_bits(&a) == (int)i + 1);
    }
}

int main(void)
{
    static const unsigned int sizes[] = { 1, 2, 4, 9, 17, 32 };
    unsigned int i;
    int shape;

    sp_init_multi(&m, &a, &b, &r, &r2, &e);
    sp_init_multi(&t, &u, &x, &y, &one, &rinv);
    for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
        for (shape = 0; shape < 4; shape++) {
            test_mont(sizes[i], shape);
            test_addsub(sizes[i], shape);
            test_invmod(sizes[i], shape);
            if (sizes[i] <= 17)
                test_exptmod(sizes[i], shape);
        }
        test_copy_add(sizes[i]);
    }
    test_invmod_mont();
    test_readers();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
