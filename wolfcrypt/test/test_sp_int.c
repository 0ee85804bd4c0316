/* test_sp_int.c
 *
 * testwolfcrypt module for the generic multi-precision integer (sp_int,
 * the mp_* API): known answers for each group of operations, algebraic
 * properties that tie the Montgomery helpers together, and misuse checks
 * (NULL arguments, outputs too small, unsupported radix, division by zero,
 * no inverse).  Tests layer, above sp_int*.c.  sp_int_test() returns 0 or
 * minus the source line of the failing check, and prints nothing.  The
 * exhaustive random comparison against Python integers is
 * tests/diff/sp_int_diff.py.
 *
 * Where the answers come from:
 *   - the RSA example of Rivest-Shamir-Adleman as printed in most
 *     textbooks (p = 61, q = 53, e = 17, d = 2753, 65 -> 2790);
 *   - published number facts: 2^127 - 1 and 2^521 - 1 are (Mersenne)
 *     primes, F5 = 2^32 + 1 = 641 * 6700417 (Euler), 561 is the least
 *     Carmichael number, the NIST P-256 prime and group order (FIPS 186-4
 *     D.1.2.3) are prime, 2^128 = 340282366920938463463374607431768211456;
 *   - values marked "(Python)" were computed with Python's arbitrary
 *     precision integers (pow, //, %), independent of this library.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/integer.h>
#include <wolfssl/wolfcrypt/random.h>

#include <string.h>

#include "test.h"

#define CHECK(cond) do { if (!(cond)) return -__LINE__; } while (0)
#define CHECK_RET(expr) do { int r_ = (expr); if (r_ != 0) return r_; } \
                        while (0)

/* Shared numbers (static: each sp_int is a few KiB). */
static mp_int ta, tb, tc, tr, tx;

/* 1 when a equals the signed hex value s. */
static int eq_hex(const mp_int* a, const char* s)
{
    if (mp_read_radix(&tx, s, MP_RADIX_HEX) != MP_OKAY)
        return 0;
    return mp_cmp(a, &tx) == MP_EQ;
}

#define P256_P "FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFF" \
               "FFFFFFFF"
#define P256_N "FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2" \
               "FC632551"

/* Addition, subtraction, multiplication, signs. */
static int sp_int_test_arith(void)
{
    CHECK(mp_read_radix(&ta, "FFFFFFFFFFFFFFFF", 16) == MP_OKAY);
    CHECK(mp_mul(&ta, &ta, &tr) == MP_OKAY);
    /* (2^64 - 1)^2 = 2^128 - 2^65 + 1 */
    CHECK(eq_hex(&tr, "FFFFFFFFFFFFFFFE0000000000000001"));
    CHECK(mp_sqr(&ta, &tb) == MP_OKAY && mp_cmp(&tb, &tr) == MP_EQ);
    CHECK(mp_add_d(&ta, 1, &tr) == MP_OKAY);
    CHECK(eq_hex(&tr, "10000000000000000"));
    CHECK(mp_sub_d(&tr, 1, &tr) == MP_OKAY && mp_cmp(&tr, &ta) == MP_EQ);
    /* Signed: 5 - 7 = -2, -2 + -3 = -5, -5 * -5 = 25, -2 + 2 = 0. */
    CHECK(mp_set(&ta, 5) == MP_OKAY && mp_set(&tb, 7) == MP_OKAY);
    CHECK(mp_sub(&ta, &tb, &tr) == MP_OKAY && eq_hex(&tr, "-2"));
    CHECK(mp_isneg(&tr) && mp_cmp_d(&tr, 0) == MP_LT);
    CHECK(mp_sub_d(&tr, 3, &tr) == MP_OKAY && eq_hex(&tr, "-5"));
    CHECK(mp_mul(&tr, &tr, &tr) == MP_OKAY && eq_hex(&tr, "19"));
    CHECK(mp_set(&ta, 2) == MP_OKAY && mp_neg(&ta, &tb) == MP_OKAY);
    CHECK(mp_add(&ta, &tb, &tr) == MP_OKAY && mp_iszero(&tr) &&
          !mp_isneg(&tr));
    /* Carry across all digits: (2^256 - 1) + 1 = 2^256. */
    CHECK(mp_read_radix(&ta, "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
                              "FFFFFFFFFFFFFFFFFF", 16) == MP_OKAY);
    CHECK(mp_add_d(&ta, 1, &ta) == MP_OKAY && mp_count_bits(&ta) == 257);
    CHECK(mp_cnt_lsb(&ta) == 256 && mp_is_bit_set(&ta, 256) == 1);
    CHECK(mp_2expt(&tb, 256) == MP_OKAY && mp_cmp(&ta, &tb) == MP_EQ);
    return 0;
}

/* Division and remainders. */
static int sp_int_test_div(void)
{
    sp_int_digit d;

    /* F5 = 2^32 + 1 = 641 * 6700417 (Euler). */
    CHECK(mp_read_radix(&ta, "100000001", 16) == MP_OKAY);
    CHECK(mp_set(&tb, 641) == MP_OKAY);
    CHECK(mp_div(&ta, &tb, &tr, &tc) == MP_OKAY);
    CHECK(mp_cmp_d(&tr, 6700417) == MP_EQ && mp_iszero(&tc));
    CHECK(mp_mod_d(&ta, 6700417, &d) == MP_OKAY && d == 0);
    /* 10^40 = 542101086242752216974 * (2^64 + 1) + 6254214813763453042
     * (Python). */
    CHECK(mp_read_radix(&ta, "10000000000000000000000000000000000000000",
                        10) == MP_OKAY);
    CHECK(mp_read_radix(&tb, "18446744073709551617", 10) == MP_OKAY);
    CHECK(mp_div(&ta, &tb, &tr, &tc) == MP_OKAY);
    CHECK(eq_hex(&tr, "1D6329F1C35CA4BF8E") &&
          eq_hex(&tc, "56CB6F3CA35B4072"));
    /* Truncation toward zero: -7 / 2 = -3 remainder -1; sp_mod gives the
     * modulus' sign: -7 mod 5 = 3, 7 mod -5 = -3. */
    CHECK(mp_read_radix(&ta, "-7", 16) == MP_OKAY && mp_set(&tb, 2) == 0);
    CHECK(mp_div(&ta, &tb, &tr, &tc) == MP_OKAY);
    CHECK(eq_hex(&tr, "-3") && eq_hex(&tc, "-1"));
    CHECK(mp_set(&tb, 5) == MP_OKAY && mp_mod(&ta, &tb, &tr) == MP_OKAY);
    CHECK(eq_hex(&tr, "3"));
    CHECK(mp_mod_d(&ta, 5, &d) == MP_OKAY && d == 3);
    CHECK(mp_abs(&ta, &ta) == MP_OKAY && mp_neg(&tb, &tb) == MP_OKAY);
    CHECK(mp_mod(&ta, &tb, &tr) == MP_OKAY && eq_hex(&tr, "-3"));
    /* Modular helpers: (5 + 4) mod 7 = 2, (4 - 5) mod 7 = 6, 5 * 4 mod 7
     * = 6, 5^2 mod 7 = 4, 5 / 2 mod 7 = 6. */
    CHECK(mp_set(&ta, 5) == 0 && mp_set(&tb, 4) == 0 && mp_set(&tc, 7) == 0);
    CHECK(mp_addmod(&ta, &tb, &tc, &tr) == MP_OKAY && mp_cmp_d(&tr, 2) == 0);
    CHECK(mp_addmod_ct(&ta, &tb, &tc, &tr) == 0 && mp_cmp_d(&tr, 2) == 0);
    CHECK(mp_submod(&tb, &ta, &tc, &tr) == MP_OKAY && mp_cmp_d(&tr, 6) == 0);
    CHECK(mp_submod_ct(&tb, &ta, &tc, &tr) == 0 && mp_cmp_d(&tr, 6) == 0);
    CHECK(mp_mulmod(&ta, &tb, &tc, &tr) == MP_OKAY && mp_cmp_d(&tr, 6) == 0);
    CHECK(mp_sqrmod(&ta, &tc, &tr) == MP_OKAY && mp_cmp_d(&tr, 4) == 0);
    CHECK(mp_div_2_mod_ct(&ta, &tc, &tr) == 0 && mp_cmp_d(&tr, 6) == 0);
    return 0;
}

/* Exponentiation and inverses. */
static int sp_int_test_exptmod(void)
{
    sp_int_digit rho;

    /* Textbook RSA: n = 61 * 53 = 3233, e = 17, d = 2753, 65 -> 2790. */
    CHECK(mp_set(&ta, 65) == 0 && mp_set(&tb, 17) == 0 &&
          mp_set(&tc, 3233) == 0);
    CHECK(mp_exptmod(&ta, &tb, &tc, &tr) == MP_OKAY);
    CHECK(mp_cmp_d(&tr, 2790) == MP_EQ);
    CHECK(mp_exptmod_nct(&ta, &tb, &tc, &tr) == MP_OKAY);
    CHECK(mp_cmp_d(&tr, 2790) == MP_EQ);
    CHECK(mp_set(&tb, 2753) == MP_OKAY);
    CHECK(mp_exptmod_ex(&tr, &tb, 4, &tc, &tr) == MP_OKAY);
    CHECK(mp_cmp_d(&tr, 65) == MP_EQ);
    /* d = e^-1 mod (p-1)(q-1) = 17^-1 mod 3120 (even modulus). */
    CHECK(mp_set(&ta, 17) == 0 && mp_set(&tb, 3120) == 0);
    CHECK(mp_invmod(&ta, &tb, &tr) == MP_OKAY && mp_cmp_d(&tr, 2753) == 0);
    /* Fermat with the Mersenne prime 2^521 - 1: 3^(p-1) = 1. */
    CHECK(mp_2expt(&tc, 521) == MP_OKAY && mp_sub_d(&tc, 1, &tc) == 0);
    CHECK(mp_sub_d(&tc, 1, &tb) == 0 && mp_set(&ta, 3) == 0);
    CHECK(mp_exptmod(&ta, &tb, &tc, &tr) == MP_OKAY && mp_isone(&tr));
    /* 3^1000 mod 2^64 = 0x5616937BD3B85B21 (Python; even modulus). */
    CHECK(mp_set(&tb, 1000) == 0 && mp_2expt(&tc, 64) == 0);
    CHECK(mp_exptmod(&ta, &tb, &tc, &tr) == MP_OKAY);
    CHECK(eq_hex(&tr, "5616937BD3B85B21"));
    /* 3^-1 mod 2^255 - 19 (Python). */
    CHECK(mp_2expt(&tc, 255) == 0 && mp_sub_d(&tc, 19, &tc) == 0);
    CHECK(mp_invmod(&ta, &tc, &tr) == MP_OKAY);
    CHECK(eq_hex(&tr, "555555555555555555555555555555555555555555555555555"
                      "5555555555549"));
    /* Montgomery: m * rho = -1 mod 2^DIGIT_BIT; reducing R mod m gives
     * 1; the constant-time inverse of 2 * R (Montgomery form of 2) in
     * P-256's field is 2^-1 * R, and 2^-1 mod p is (p + 1) / 2. */
    CHECK(mp_read_radix(&tc, P256_P, 16) == MP_OKAY);
    CHECK(mp_montgomery_setup(&tc, &rho) == MP_OKAY);
    CHECK((sp_int_digit)(tc.dp[0] * rho) == (sp_int_digit)-1);
    CHECK(mp_montgomery_calc_normalization(&tb, &tc) == MP_OKAY);
    CHECK(mp_copy(&tb, &ta) == 0 && mp_montgomery_reduce(&ta, &tc, rho) == 0);
    CHECK(mp_isone(&ta));
    CHECK(mp_mulmod(&tb, &tb, &tc, &ta) == 0 && mp_add(&ta, &ta, &ta) == 0);
    CHECK(mp_mod(&ta, &tc, &ta) == 0);               /* ta = 2 * R^2 */
    CHECK(mp_montgomery_reduce(&ta, &tc, rho) == 0); /* ta = 2 * R */
    CHECK(mp_invmod_mont_ct(&ta, &tc, &tr, rho) == MP_OKAY);
    CHECK(mp_montgomery_reduce(&tr, &tc, rho) == MP_OKAY);
    CHECK(mp_add_d(&tc, 1, &ta) == 0 && mp_div_2(&ta, &ta) == 0);
    CHECK(mp_cmp(&tr, &ta) == MP_EQ);
    return 0;
}

/* gcd, lcm, primes. */
static int sp_int_test_prime(void)
{
    int res = MP_NO;
    WC_RNG rng;

    /* gcd(2^64 * 15, 2^32 * 35) = 2^32 * 5, lcm = 2^64 * 105. */
    CHECK(mp_set(&ta, 15) == 0 && mp_mul_2d(&ta, 64, &ta) == 0);
    CHECK(mp_set(&tb, 35) == 0 && mp_mul_2d(&tb, 32, &tb) == 0);
    CHECK(mp_gcd(&ta, &tb, &tr) == MP_OKAY && eq_hex(&tr, "500000000"));
    CHECK(mp_lcm(&ta, &tb, &tr) == MP_OKAY &&
          eq_hex(&tr, "690000000000000000"));
    /* 2^127 - 1 prime; 561 (Carmichael) and F5 composite. */
    CHECK(mp_2expt(&ta, 127) == 0 && mp_sub_d(&ta, 1, &ta) == 0);
    CHECK(mp_prime_is_prime(&ta, 8, &res) == MP_OKAY && res == MP_YES);
    CHECK(mp_set(&ta, 561) == 0);
    CHECK(mp_prime_is_prime(&ta, 8, &res) == MP_OKAY && res == MP_NO);
    CHECK(mp_read_radix(&ta, "100000001", 16) == 0);
    CHECK(mp_prime_is_prime(&ta, 8, &res) == MP_OKAY && res == MP_NO);
    /* The P-256 prime and group order are prime; p * n is not. */
    CHECK(mp_read_radix(&ta, P256_P, 16) == 0);
    CHECK(mp_read_radix(&tb, P256_N, 16) == 0);
    CHECK(mp_prime_is_prime(&ta, 8, &res) == MP_OKAY && res == MP_YES);
    CHECK(mp_prime_is_prime(&tb, 8, &res) == MP_OKAY && res == MP_YES);
    CHECK(mp_mul(&ta, &tb, &tc) == 0);
    CHECK(mp_prime_is_prime(&tc, 8, &res) == MP_OKAY && res == MP_NO);
    CHECK(wc_InitRng(&rng) == 0);
    res = MP_NO;
    CHECK(mp_prime_is_prime_ex(&tb, 8, &res, &rng) == 0 && res == MP_YES);
    CHECK(mp_prime_is_prime_ex(&tc, 8, &res, &rng) == 0 && res == MP_NO);
    /* A random 256-bit Blum prime: size, top bits, 3 mod 4, prime. */
    CHECK(mp_rand_prime(&tr, -32, &rng, NULL) == MP_OKAY);
    CHECK(mp_count_bits(&tr) == 256 && mp_is_bit_set(&tr, 254));
    CHECK(mp_is_bit_set(&tr, 0) && mp_is_bit_set(&tr, 1));
    CHECK(mp_prime_is_prime(&tr, 20, &res) == MP_OKAY && res == MP_YES);
    CHECK(mp_rand(&tr, 3, &rng) == MP_OKAY && mp_get_digit_count(&tr) == 3);
    CHECK(mp_prime_is_prime_ex(&ta, 0, &res, &rng) == MP_VAL);
    CHECK(mp_rand_prime(&tr, 0, &rng, NULL) == MP_VAL);
    wc_FreeRng(&rng);
    return 0;
}

/* Bytes and text. */
static int sp_int_test_conv(void)
{
    static const byte in[4] = { 0x00, 0x00, 0x01, 0x02 };
    byte out[8];
    char str[64];
    int sz = 0;

    CHECK(mp_read_unsigned_bin(&ta, in, sizeof(in)) == MP_OKAY);
    CHECK(mp_cmp_d(&ta, 0x102) == MP_EQ && mp_unsigned_bin_size(&ta) == 2);
    CHECK(mp_to_unsigned_bin_len(&ta, out, 4) == MP_OKAY);
    CHECK(memcmp(out, in, 4) == 0);
    CHECK(mp_to_unsigned_bin_len_ct(&ta, out, 4) == MP_OKAY);
    CHECK(memcmp(out, in, 4) == 0);
    CHECK(mp_to_unsigned_bin(&ta, out) == 0 && out[0] == 1 && out[1] == 2);
    /* 0x80 needs a DER leading zero, 0x100 does not. */
    CHECK(mp_set(&ta, 0x80) == 0 && mp_leading_bit(&ta) == 1);
    CHECK(mp_set(&ta, 0x100) == 0 && mp_leading_bit(&ta) == 0);
    /* 2^128 in decimal (well known) and in hex (whole bytes). */
    CHECK(mp_2expt(&ta, 128) == MP_OKAY);
    CHECK(mp_toradix(&ta, str, MP_RADIX_DEC) == MP_OKAY);
    CHECK(strcmp(str, "340282366920938463463374607431768211456") == 0);
    CHECK(mp_radix_size(&ta, MP_RADIX_DEC, &sz) == 0 && sz == 40);
    CHECK(mp_tohex(&ta, str) == 0);
    CHECK(strcmp(str, "0100000000000000000000000000000000") == 0);
    CHECK(mp_radix_size(&ta, MP_RADIX_HEX, &sz) == 0 && sz == 35);
    CHECK(mp_read_radix(&tb, "340282366920938463463374607431768211456",
                        MP_RADIX_DEC) == MP_OKAY && mp_cmp(&ta, &tb) == 0);
    CHECK(mp_read_radix(&tb, "-0abC", MP_RADIX_HEX) == MP_OKAY);
    CHECK(mp_toradix(&tb, str, MP_RADIX_HEX) == 0 &&
          strcmp(str, "-0ABC") == 0);
    CHECK(mp_toradix(&tb, str, MP_RADIX_DEC) == 0 &&
          strcmp(str, "-2748") == 0);
    mp_zero(&tb);
    CHECK(mp_toradix(&tb, str, 16) == 0 && strcmp(str, "00") == 0);
    CHECK(mp_toradix(&tb, str, 10) == 0 && strcmp(str, "0") == 0);
    return 0;
}

/* Misuse: NULLs, sizes, radix, division by zero, no inverse. */
static int sp_int_test_misuse(void)
{
    byte out[4];
    char str[8];
    sp_int_digit d;
    int res;

    CHECK(mp_init(NULL) == MP_VAL);
    CHECK(mp_init_size(&ta, 0) == MP_VAL);
    CHECK(mp_init_size(&ta, SP_INT_DIGITS + 1) == MP_VAL);
    CHECK(mp_add(NULL, &tb, &tr) == MP_VAL);
    CHECK(mp_mul(&ta, NULL, &tr) == MP_VAL);
    CHECK(mp_copy(&ta, NULL) == MP_VAL);
    CHECK(mp_exptmod(&ta, &tb, NULL, &tr) == MP_VAL);
    CHECK(mp_read_unsigned_bin(NULL, out, 1) == MP_VAL);
    CHECK(mp_read_unsigned_bin(&ta, NULL, 1) == MP_VAL);
    CHECK(mp_toradix(&ta, NULL, 16) == MP_VAL);
    CHECK(mp_count_bits(NULL) == 0);
    /* Output too small. */
    CHECK(mp_set_int(&ta, 0x1234567UL) == MP_OKAY);
    CHECK(mp_to_unsigned_bin_len(&ta, out, 3) == MP_VAL);
    CHECK(mp_init_size(&tr, 1) == MP_OKAY);
    CHECK(mp_mul(&ta, &ta, &tr) == MP_VAL);
    CHECK(mp_set(&tr, 1) == MP_OKAY && mp_lshd(&tr, 1) == MP_VAL);
    CHECK(mp_init(&tr) == MP_OKAY);
    CHECK(mp_2expt(&tr, SP_INT_DIGITS * DIGIT_BIT) == MP_VAL);
    /* Unsupported radix and bad digits. */
    CHECK(mp_read_radix(&ta, "17", 8) == MP_VAL);
    CHECK(mp_toradix(&ta, str, 2) == MP_VAL);
    CHECK(mp_radix_size(&ta, 36, &res) == MP_VAL);
    CHECK(mp_read_radix(&ta, "12G4", 16) == MP_VAL);
    CHECK(mp_read_radix(&ta, "12a4", 10) == MP_VAL);
    /* Division by zero and zero moduli. */
    mp_zero(&tb);
    CHECK(mp_set(&ta, 5) == MP_OKAY);
    CHECK(mp_div(&ta, &tb, &tr, &tc) == MP_VAL);
    CHECK(mp_mod(&ta, &tb, &tr) == MP_VAL);
    CHECK(mp_div_d(&ta, 0, &tr, &d) == MP_VAL);
    CHECK(mp_mod_d(&ta, 0, &d) == MP_VAL);
    CHECK(mp_mulmod(&ta, &ta, &tb, &tr) == MP_VAL);
    CHECK(mp_exptmod(&ta, &ta, &tb, &tr) == MP_VAL);
    CHECK(mp_exptmod_nct(&ta, &ta, &tb, &tr) == MP_VAL);
    CHECK(mp_invmod(&ta, &tb, &tr) == MP_VAL);
    /* No inverse: gcd(6, 9) = 3; even modulus with even value. */
    CHECK(mp_set(&ta, 6) == 0 && mp_set(&tb, 9) == 0);
    CHECK(mp_invmod(&ta, &tb, &tr) == MP_VAL);
    CHECK(mp_set(&tb, 10) == 0 && mp_invmod(&ta, &tb, &tr) == MP_VAL);
    /* Negative exponent, even Montgomery modulus, bad prime counts. */
    CHECK(mp_read_radix(&tc, "-3", 16) == 0 && mp_set(&tb, 7) == 0);
    CHECK(mp_exptmod(&ta, &tc, &tb, &tr) == MP_VAL);
    CHECK(mp_set(&tb, 10) == 0 && mp_montgomery_setup(&tb, &d) == MP_VAL);
    CHECK(mp_prime_is_prime(&tb, 0, &res) == MP_VAL);
    CHECK(mp_prime_is_prime(&tb, SP_PRIME_SIZE + 1, &res) == MP_VAL);
    CHECK(mp_div(&ta, &tb, NULL, NULL) == MP_VAL);
    return 0;
}

int sp_int_test(void)
{
    CHECK(mp_init_multi(&ta, &tb, &tc, &tr, &tx, NULL) == MP_OKAY);
    CHECK_RET(sp_int_test_arith());
    CHECK_RET(sp_int_test_div());
    CHECK_RET(sp_int_test_exptmod());
    CHECK_RET(sp_int_test_prime());
    CHECK_RET(sp_int_test_conv());
    CHECK_RET(sp_int_test_misuse());
    mp_forcezero(&ta);
    mp_forcezero(&tb);
    mp_forcezero(&tc);
    mp_forcezero(&tr);
    mp_clear(&tx);
    return 0;
}
