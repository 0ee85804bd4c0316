/* test.h
 *
 * The known-answer test modules run by testwolfcrypt.  Each returns 0 on
 * success and a negative number naming the failing check otherwise; each
 * lives in its own file (test_<area>.c) and prints nothing when it passes.
 */
#ifndef WOLFCRYPT_TEST_H
#define WOLFCRYPT_TEST_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/random.h>

/* Bytes from hex (spaces skipped) into out[0..max); returns the count, or
 * -1 when it does not fit or is not hex (test.c). */
int test_unhex(byte* out, int max, const char* hex);

/* Malformed input for a key decoder: its hex, the decoder it is meant for
 * (private, non-zero, or public) and the error code it must return. */
typedef struct {
    const char* hex;
    int         isPriv;
    int         err;
} test_bad_der;
/* One decoding: 0 when the decoder for isPriv returns want on in[0..n)
 * (and leaves what it must leave alone), else the failing step (> 0). */
typedef int (*test_der_try)(void* ctx, const byte* in, word32 n, int isPriv,
                            int want);
/* A decoder's refusals (test.c): each of the nBad entries of bad with its
 * code, and every truncation of each of the nGood good encodings (hex;
 * the first nPriv private keys): BUFFER_E, BAD_FUNC_ARG for none left.
 * Returns 0, or -1000 - 10 * entry - step for a bad entry, -2000 - 200 *
 * good - length for a truncation, -1 for unusable hex. */
int test_der_rejects(const test_bad_der* bad, int nBad,
                     const char* const* good, int nGood, int nPriv,
                     test_der_try try_one, void* ctx);

/* A module's steps (test.c): the plain ones in order, then those that
 * take an RNG, all with one RNG made here; stops at the first non-zero
 * return and gives it, rngFail when the RNG cannot be made, 0 when all
 * pass. */
typedef int (*test_plain_step)(void);
typedef int (*test_rng_step)(WC_RNG* rng);
#define TEST_COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))
int test_steps(const test_plain_step* plain, int nPlain,
               const test_rng_step* withRng, int nRng, int rngFail);

/* 0 when der[0..n) as PEM of the type (wc_DerToPem) is the text pem
 * exactly, else -1 (test.c). */
int test_pem_is(const byte* der, int n, int type, const char* pem);

#if defined(HAVE_CURVE25519) || defined(HAVE_CURVE448)
/* RFC 7748 section 5.2's iteration of fn (X25519 or X448 of a clamped
 * copy of k, ks bytes each): k = u = base, then k, u = fn(k, u), k.  k
 * must be the hex w1 after 1 iteration and w1000 after 1,000, and w1M
 * after 1,000,000 when WOLFSSL_LONG_TESTS=1 is in the environment.
 * Returns 0, -1 when fn fails, -2, -3, -4 when the value after 1, 1,000,
 * 1,000,000 iterations differs (test.c). */
int test_xdh_iterate(int (*fn)(byte* r, const byte* k, const byte* u),
                     int ks, byte base, const char* w1, const char* w1000,
                     const char* w1M);
#endif

int error_test(void);
int memory_test(void);

/* test_hash.c */
int sha_test(void);
int sha224_test(void);
int sha256_test(void);
int sha384_test(void);
int sha512_test(void);
int sm3_test(void);
int hmac_test(void);
int hash_test(void);

/* test_sha3.c */
int sha3_test(void);

/* test_chacha.c */
int chacha_test(void);

/* test_random.c */
int random_test(void);

/* test_sp_int.c */
int sp_int_test(void);

/* test_rsa.c, test_dh.c, test_ecc.c */
int rsa_test(void);
int dh_test(void);
int ecc_test(void);

/* test_aes.c */
int aes_test(void);

/* test_sm2.c, test_sakke.c */
int sm2_test(void);
int sakke_test(void);

/* test_sm4.c */
int sm4_test(void);

/* test_curve25519.c, test_curve25519_asn.c */
int curve25519_test(void);
int curve25519_asn_test(void);

/* test_curve448.c, test_curve448_asn.c */
int curve448_test(void);
int curve448_asn_test(void);

/* test_ed25519.c, test_ed25519_asn.c */
int ed25519_test(void);
int ed25519_asn_test(void);

/* test_ed448.c, test_ed448_asn.c */
int ed448_test(void);
int ed448_asn_test(void);

#endif /* WOLFCRYPT_TEST_H */
