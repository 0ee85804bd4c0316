/* api_demo.c -- a program written against the wolfCrypt API, nothing else.
 *
 * Builds out of tree against an installed libwolfssl:
 *     cc api_demo.c $(pkg-config --cflags --libs wolfssl) -o api_demo
 * and runs: RSA (PKCS#1 DER decode, sign, verify), ECC on P-256, P-384 and
 * P-521 (key generation, ECDSA sign/verify, ECDH) and finite-field DH with
 * the RFC 7919 ffdhe2048 group.  Prints one line per step; exit status 0
 * when every step worked.
 *
 * Usage: api_demo [rsa-private-key.der]
 *   Without a file, an RSA-2048 key is generated and sent through its
 *   PKCS#1 DER encoding first.
 */
#include <wolfssl/options.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/dh.h>

#include <stdio.h>
#include <string.h>

static int report(const char* what, int ret)
{
    printf("%-40s %s", what, ret == 0 ? "ok\n" : "FAILED");
    if (ret != 0)
        printf(" (%d: %s)\n", ret, wc_GetErrorString(ret));
    return ret;
}

/* Reads a whole file; returns its length or -1. */
static long read_file(const char* path, byte* buf, long max)
{
    FILE* f = fopen(path, "rb");
    long n;

    if (f == NULL)
        return -1;
    n = (long)fread(buf, 1, (size_t)max, f);
    fclose(f);
    return n;
}

/* A PKCS#1 RSAPrivateKey: read from a file or made here. */
static int rsa_key_der(const char* path, WC_RNG* rng, byte* der, word32* sz)
{
    RsaKey key;
    int ret;

    if (path != NULL) {
        long n = read_file(path, der, (long)*sz);
        if (n <= 0)
            return BAD_FUNC_ARG;
        *sz = (word32)n;
        return 0;
    }
    ret = wc_InitRsaKey(&key, NULL);
    if (ret == 0)
        ret = wc_MakeRsaKey(&key, 2048, WC_RSA_EXPONENT, rng);
    if (ret == 0) {
        ret = wc_RsaKeyToDer(&key, der, *sz);
        if (ret > 0) {
            *sz = (word32)ret;
            ret = 0;
        }
    }
    wc_FreeRsaKey(&key);
    return ret;
}

static int rsa_demo(const char* path, WC_RNG* rng)
{
    static byte der[4096];
    word32 derSz = sizeof(der), idx = 0;
    byte digest[WC_SHA256_DIGEST_SIZE];
    byte sig[512], plain[512];
    RsaKey key;
    int ret, sigSz;

    ret = report("RSA key (PKCS#1 DER)", rsa_key_der(path, rng, der, &derSz));
    if (ret != 0)
        return ret;
    ret = wc_InitRsaKey(&key, NULL);
    if (ret == 0)
        ret = wc_RsaPrivateKeyDecode(der, &idx, &key, derSz);
    if (report("wc_RsaPrivateKeyDecode", ret) != 0) {
        wc_FreeRsaKey(&key);
        return ret;
    }
    wc_Sha256Hash((const byte*)"message", 7, digest);
    sigSz = wc_RsaSSL_Sign(digest, sizeof(digest), sig, sizeof(sig), &key,
                           rng);
    ret = report("wc_RsaSSL_Sign", sigSz < 0 ? sigSz : 0);
    if (ret == 0) {
        int n = wc_RsaSSL_Verify(sig, (word32)sigSz, plain, sizeof(plain),
                                 &key);
        ret = (n == (int)sizeof(digest) &&
               memcmp(plain, digest, sizeof(digest)) == 0) ? 0 :
              (n < 0 ? n : SIG_VERIFY_E);
        report("wc_RsaSSL_Verify", ret);
    }
    wc_FreeRsaKey(&key);
    return ret;
}

static int ecc_demo(WC_RNG* rng, int curve, int size, const char* name)
{
    ecc_key a, b;
    byte digest[WC_SHA256_DIGEST_SIZE];
    byte sig[ECC_MAX_SIG_SIZE], s1[80], s2[80];
    word32 sigSz = sizeof(sig), s1Sz = sizeof(s1), s2Sz = sizeof(s2);
    int ret, verified = 0;
    char line[64];

    wc_Sha256Hash((const byte*)"message", 7, digest);
    ret = wc_ecc_init(&a);
    if (ret == 0)
        ret = wc_ecc_init(&b);
    if (ret == 0)
        ret = wc_ecc_make_key_ex(rng, size, &a, curve);
    if (ret == 0)
        ret = wc_ecc_make_key_ex(rng, size, &b, curve);
    snprintf(line, sizeof(line), "%s wc_ecc_make_key_ex", name);
    if (report(line, ret) == 0) {
        ret = wc_ecc_sign_hash(digest, sizeof(digest), sig, &sigSz, rng, &a);
        if (ret == 0)
            ret = wc_ecc_verify_hash(sig, sigSz, digest, sizeof(digest),
                                     &verified, &a);
        if (ret == 0 && verified != 1)
            ret = SIG_VERIFY_E;
        snprintf(line, sizeof(line), "%s ECDSA sign/verify", name);
        report(line, ret);
    }
    if (ret == 0) {
        wc_ecc_set_rng(&a, rng);
        wc_ecc_set_rng(&b, rng);
        ret = wc_ecc_shared_secret(&a, &b, s1, &s1Sz);
        if (ret == 0)
            ret = wc_ecc_shared_secret(&b, &a, s2, &s2Sz);
        if (ret == 0 && (s1Sz != s2Sz || memcmp(s1, s2, s1Sz) != 0))
            ret = ECC_BAD_ARG_E;
        snprintf(line, sizeof(line), "%s wc_ecc_shared_secret", name);
        report(line, ret);
    }
    wc_ecc_free(&a);
    wc_ecc_free(&b);
    return ret;
}

static int dh_demo(WC_RNG* rng)
{
    DhKey a, b;
    byte privA[512], pubA[512], privB[512], pubB[512], sA[512], sB[512];
    word32 privASz = sizeof(privA), pubASz = sizeof(pubA);
    word32 privBSz = sizeof(privB), pubBSz = sizeof(pubB);
    word32 sASz = sizeof(sA), sBSz = sizeof(sB);
    int ret;

    ret = wc_InitDhKey(&a);
    if (ret == 0)
        ret = wc_InitDhKey(&b);
    if (ret == 0)
        ret = wc_DhSetNamedKey(&a, WC_FFDHE_2048);
    if (ret == 0)
        ret = wc_DhSetNamedKey(&b, WC_FFDHE_2048);
    if (ret == 0)
        ret = wc_DhGenerateKeyPair(&a, rng, privA, &privASz, pubA, &pubASz);
    if (ret == 0)
        ret = wc_DhGenerateKeyPair(&b, rng, privB, &privBSz, pubB, &pubBSz);
    if (report("ffdhe2048 wc_DhGenerateKeyPair", ret) == 0) {
        ret = wc_DhAgree(&a, sA, &sASz, privA, privASz, pubB, pubBSz);
        if (ret == 0)
            ret = wc_DhAgree(&b, sB, &sBSz, privB, privBSz, pubA, pubASz);
        if (ret == 0 && (sASz != sBSz || memcmp(sA, sB, sASz) != 0))
            ret = DH_CHECK_PUB_E;
        report("ffdhe2048 wc_DhAgree", ret);
    }
    wc_FreeDhKey(&a);
    wc_FreeDhKey(&b);
    return ret;
}

int main(int argc, char** argv)
{
    WC_RNG rng;
    int fails = 0;

    if (wc_InitRng(&rng) != 0) {
        printf("wc_InitRng failed\n");
        return 1;
    }
    fails += rsa_demo(argc > 1 ? argv[1] : NULL, &rng) != 0;
    fails += ecc_demo(&rng, ECC_SECP256R1, 32, "P-256") != 0;
    fails += ecc_demo(&rng, ECC_SECP384R1, 48, "P-384") != 0;
    fails += ecc_demo(&rng, ECC_SECP521R1, 66, "P-521") != 0;
    fails += dh_demo(&rng) != 0;
    wc_FreeRng(&rng);
    printf("%s\n", fails == 0 ? "all steps ok" : "some steps FAILED");
    return fails == 0 ? 0 : 1;
}
