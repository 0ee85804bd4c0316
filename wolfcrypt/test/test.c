/* test.c
 *
 * testwolfcrypt: runs the known-answer test of every algorithm compiled in
 * and prints one line per algorithm.  Exit status 0 when all pass.  The
 * modules live in test_<area>.c; this file holds the list and the report.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include "wolfcrypt/test/test.h"

int test_unhex(byte* out, int max, const char* hex)
{
    int n = 0;

    while (*hex != '\0') {
        unsigned int v;
        if (*hex == ' ') {
            hex++;
            continue;
        }
        if ((n >= max) || (sscanf(hex, "%2x", &v) != 1))
            return -1;
        out[n++] = (byte)v;
        hex += 2;
    }
    return n;
}

int test_der_rejects(const test_bad_der* bad, int nBad,
                     const char* const* good, int nGood, int nPriv,
                     test_der_try try_one, void* ctx)
{
    static byte der[1024];
    int i, j, n, r;

    for (i = 0; i < nBad; i++) {
        n = test_unhex(der, (int)sizeof(der), bad[i].hex);
        if (n <= 0)
            return -1;
        r = try_one(ctx, der, (word32)n, bad[i].isPriv, bad[i].err);
        if (r != 0)
            return -1000 - 10 * i - r;
    }
    for (i = 0; i < nGood; i++) {
        n = test_unhex(der, (int)sizeof(der), good[i]);
        if (n <= 0)
            return -1;
        for (j = 0; j < n; j++) {
            r = try_one(ctx, der, (word32)j, i < nPriv,
                        (j == 0) ? BAD_FUNC_ARG : BUFFER_E);
            if (r != 0)
                return -2000 - 200 * i - j;
        }
    }
    return 0;
}

int test_steps(const test_plain_step* plain, int nPlain,
               const test_rng_step* withRng, int nRng, int rngFail)
{
    WC_RNG rng;
    int i, ret = 0;

    for (i = 0; (ret == 0) && (i < nPlain); i++)
        ret = plain[i]();
    if ((ret != 0) || (nRng == 0))
        return ret;
    if (wc_InitRng(&rng) != 0)
        return rngFail;
    for (i = 0; (ret == 0) && (i < nRng); i++)
        ret = withRng[i](&rng);
    wc_FreeRng(&rng);
    return ret;
}

int test_pem_is(const byte* der, int n, int type, const char* pem)
{
    static byte text[2048];
    int len = wc_DerToPem(der, (word32)n, text, sizeof(text), type);

    if ((len != (int)strlen(pem)) || (memcmp(text, pem, (size_t)len) != 0))
        return -1;
    return 0;
}

#if defined(HAVE_CURVE25519) || defined(HAVE_CURVE448)
int test_xdh_iterate(int (*fn)(byte* r, const byte* k, const byte* u),
                     int ks, byte base, const char* w1, const char* w1000,
                     const char* w1M)
{
    byte k[64], u[64], r[64], want[64];
    const char* longrun = getenv("WOLFSSL_LONG_TESTS");
    long i, n = 1000;

    memset(k, 0, sizeof(k));
    k[0] = base;
    memcpy(u, k, (size_t)ks);
    for (i = 1; i <= n; i++) {
        if (fn(r, k, u) != 0)
            return -1;
        memcpy(u, k, (size_t)ks);
        memcpy(k, r, (size_t)ks);
        if ((i == 1) || (i == 1000)) {
            test_unhex(want, ks, (i == 1) ? w1 : w1000);
            if (memcmp(k, want, (size_t)ks) != 0)
                return (i == 1) ? -2 : -3;
        }
        if ((i == 1000) && (longrun != NULL) && (longrun[0] == '1'))
            n = 1000000;
    }
    test_unhex(want, ks, w1M);
    if ((n == 1000000) && (memcmp(k, want, (size_t)ks) != 0))
        return -4;
    return 0;
}
#endif

/* Error strings exist for the codes we return and unknown codes are named
 * as such. */
int error_test(void)
{
    static const int codes[] = { BAD_FUNC_ARG, MEMORY_E, BUFFER_E,
                                 ECC_BAD_ARG_E, RNG_FAILURE_E, HASH_TYPE_E
                               };
    char buf[WOLFSSL_MAX_ERROR_SZ];
    size_t i;

    for (i = 0; i < sizeof(codes) / sizeof(codes[0]); i++) {
        const char* s = wc_GetErrorString(codes[i]);
        if (s == NULL || strcmp(s, "unknown error number") == 0)
            return -1 - (int)i;
        wc_ErrorString(codes[i], buf);
        if (strcmp(buf, s) != 0)
            return -10 - (int)i;
    }
    if (strcmp(wc_GetErrorString(-1000), "unknown error number") != 0)
        return -20;
    if (strcmp(wc_GetErrorString(0), "unknown error number") != 0)
        return -21;
    return 0;
}

/* Custom allocators are used and must be given all together. */
static int alloc_count;
static void* count_malloc(size_t n) { alloc_count++; return malloc(n); }
static void  count_free(void* p) { free(p); }
static void* count_realloc(void* p, size_t n) { return realloc(p, n); }

int memory_test(void)
{
    void* p;
    int ret = 0;

    if (wolfSSL_SetAllocators(count_malloc, NULL, NULL) != BAD_FUNC_ARG)
        return -1;
    if (wolfSSL_SetAllocators(count_malloc, count_free, count_realloc) != 0)
        return -2;
    alloc_count = 0;
    p = XMALLOC(16, NULL, DYNAMIC_TYPE_TMP_BUFFER);
#ifdef WOLFSSL_NO_MALLOC
    /* No heap at all: XMALLOC never allocates. */
    if (p != NULL || alloc_count != 0)
        ret = -3;
#else
    if (p == NULL || alloc_count != 1)
        ret = -3;
#endif
    XFREE(p, NULL, DYNAMIC_TYPE_TMP_BUFFER);
    if (wolfSSL_SetAllocators(NULL, NULL, NULL) != 0)
        return -4;
    if (ret == 0 && XMALLOC(0, NULL, DYNAMIC_TYPE_TMP_BUFFER) != NULL)
        ret = -5;
    return ret;
}

typedef struct {
    const char* name;
    int (*fn)(void);
} test_entry;

static const test_entry tests[] = {
    { "error strings", error_test },
    { "memory hooks",  memory_test },
#ifndef NO_SHA
    { "SHA-1",         sha_test },
#endif
#ifdef WOLFSSL_SHA224
    { "SHA-224",       sha224_test },
#endif
    { "SHA-256",       sha256_test },
#ifdef WOLFSSL_SHA384
    { "SHA-384",       sha384_test },
#endif
#ifdef WOLFSSL_SHA512
    { "SHA-512",       sha512_test },
#endif
#ifdef WOLFSSL_SM3
    { "SM3",           sm3_test },
#endif
#ifdef WOLFSSL_SHA3
    { "SHA-3/SHAKE",   sha3_test },
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    { "ChaCha20-Poly1305", chacha_test },
#endif
    { "HMAC",          hmac_test },
    { "Hash/HKDF",     hash_test },
    { "RNG (Hash_DRBG)", random_test },
    { "sp_int",        sp_int_test },
#ifndef NO_RSA
    { "RSA",           rsa_test },
#endif
#ifndef NO_DH
    { "DH",            dh_test },
#endif
#ifdef HAVE_ECC
    { "ECC",           ecc_test },
#endif
#ifndef NO_AES
    { "AES",           aes_test },
#endif
#ifdef WOLFSSL_SM2
    { "SM2",           sm2_test },
#endif
#ifdef WOLFCRYPT_HAVE_SAKKE
    { "SAKKE",         sakke_test },
#endif
#ifdef HAVE_CURVE25519
    { "X25519",        curve25519_test },
    { "X25519 DER/PEM", curve25519_asn_test },
#endif
#ifdef HAVE_CURVE448
    { "X448",          curve448_test },
    { "X448 DER/PEM",  curve448_asn_test },
#endif
#ifdef HAVE_ED25519
    { "Ed25519",       ed25519_test },
    { "Ed25519 DER/PEM", ed25519_asn_test },
#endif
#ifdef HAVE_ED448
    { "Ed448",         ed448_test },
    { "Ed448 DER/PEM", ed448_asn_test },
#endif
#ifdef WOLFSSL_SM4
    { "SM4",           sm4_test },
#endif
};

int main(int argc, char** argv)
{
    size_t i;
    int failures = 0, passed = 0;

    (void)argc;
    (void)argv;
    if (wolfCrypt_Init() != 0) {
        printf("wolfCrypt_Init failed\n");
        return 1;
    }
    printf("------------------------------------------------------------\n");
    printf(" wolfCrypt test, math: %s\n", wc_GetMathInfo());
    printf("------------------------------------------------------------\n");
    for (i = 0; i < sizeof(tests) / sizeof(tests[0]); i++) {
        int ret = tests[i].fn();
        if (ret == 0) {
            printf("%-24s test passed!\n", tests[i].name);
            passed++;
        }
        else {
            printf("%-24s test FAILED (%d)\n", tests[i].name, ret);
            failures++;
        }
    }
    wolfCrypt_Cleanup();
    printf("%d passed, %d failed\n", passed, failures);
    return failures == 0 ? 0 : 1;
}
