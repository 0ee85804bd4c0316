/* feature_macros.c -- a wolfCrypt program that acts on the feature macros.
 *
 * Written the way programs for upstream wolfSSL are: the configuration
 * first (the program's own config.h with HAVE_CONFIG_H; wolfssl/options.h
 * unless WOLFSSL_USER_SETTINGS, in which case settings.h reads
 * user_settings.h), then the wolfCrypt headers, and each optional call
 * behind the macro upstream guards it with.  Every block that compiles
 * checks a result that is wrong if its macro lies
 * (doc/FEATURE_MACROS.md):
 *   WC_RSA_BLINDING      wc_RsaSetRNG; PKCS #1 v1.5 and OAEP decryption
 *                        (no RNG argument) give the plaintext back
 *   WOLFSSL_PUBLIC_MP    mp_* on the key: n = p q
 *   WC_RSA_PSS, WOLFSSL_PSS_LONG_SALT, WOLFSSL_PSS_SALT_LEN_DISCOVER
 *   HAVE_ECC384, HAVE_ECC521 (and P-256): sign and verify, a changed
 *                        digest fails; ECC_TIMING_RESISTANT: wc_ecc_set_rng;
 *                        HAVE_COMP_KEY, HAVE_ECC_DHE,
 *                        WOLFSSL_ECDSA_DETERMINISTIC_K
 *   HAVE_FFDHE_<N>       wc_DhSetNamedKey(N); ffdhe2048 agrees;
 *                        HAVE_FFDHE_Q, WOLFSSL_DH_EXTRA
 *   WOLFSSL_SHA224/384/512, HAVE_HKDF   known answers
 *   WOLFSSL_SM2, WOLFCRYPT_HAVE_SAKKE   a signature, a key
 *   LIBWOLFSSL_VERSION_HEX   agrees with the string, at least 5.0.0
 * and the headers of what the NO_* macros say is not built are included
 * when the macro is missing: they do not exist here, so a missing NO_*
 * macro stops the build.
 *
 * Prints "PASS <check>" or "FAIL <check>" per check and "not built: ..."
 * for a block its macro leaves out (not counted), then "N passed, M
 * failed".  Exit status 0 when none failed and some passed.  Built by
 * tests/build/install_test.sh against the installed library and by make check
 * in-tree, without the library's -D flags.
 */
#ifdef HAVE_CONFIG_H
    #include <config.h>
#endif
#ifndef WOLFSSL_USER_SETTINGS
    #include <wolfssl/options.h>
#endif
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/version.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/hmac.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#ifndef NO_RSA
    #include <wolfssl/wolfcrypt/rsa.h>
#endif
#ifndef NO_DH
    #include <wolfssl/wolfcrypt/dh.h>
#endif
#ifdef HAVE_ECC
    #include <wolfssl/wolfcrypt/ecc.h>
#endif
#ifdef WOLFSSL_SM2
    #include <wolfssl/wolfcrypt/sm2.h>
#endif
#ifdef WOLFCRYPT_HAVE_SAKKE
    #include <wolfssl/wolfcrypt/sakke.h>
#endif
/* Not in this library: each include fails unless its macro says so. */
#ifndef WOLFCRYPT_ONLY
    #include <wolfssl/ssl.h>
#endif
#ifndef NO_AES
    #include <wolfssl/wolfcrypt/aes.h>
#endif
#ifndef NO_DES3
    #include <wolfssl/wolfcrypt/des3.h>
#endif
#ifndef NO_RC4
    #include <wolfssl/wolfcrypt/arc4.h>
#endif
#ifndef NO_MD4
    #include <wolfssl/wolfcrypt/md4.h>
#endif
#ifndef NO_MD5
    #include <wolfssl/wolfcrypt/md5.h>
#endif
#ifndef NO_DSA
    #include <wolfssl/wolfcrypt/dsa.h>
#endif
#ifndef NO_PWDBASED
    #include <wolfssl/wolfcrypt/pwdbased.h>
#endif
#ifndef NO_KDF
    #include <wolfssl/wolfcrypt/kdf.h>
#endif
#ifndef NO_CODING
    #include <wolfssl/wolfcrypt/coding.h>
#endif
#ifndef NO_SIG_WRAPPER
    #include <wolfssl/wolfcrypt/signature.h>
#endif

#include <stdio.h>
#include <string.h>

static int passed, failed;

static void check(const char* what, int ok)
{
    printf("%s %s\n", ok ? "PASS" : "FAIL", what);
    if (ok)
        passed++;
    else
        failed++;
}

/* A block its macro leaves out: said, not counted. */
#define not_built(what) printf("not built: %s\n", (what))

/* b[0..n) as lower-case hex equals hex. */
static int hex_is(const byte* b, word32 n, const char* hex)
{
    static const char digits[] = "0123456789abcdef";
    word32 i;

    if (strlen(hex) != 2 * (size_t)n)
        return 0;
    for (i = 0; i < n; i++) {
        if (hex[2 * i] != digits[b[i] >> 4] ||
            hex[2 * i + 1] != digits[b[i] & 15])
            return 0;
    }
    return 1;
}

#if !defined(NO_RSA) || defined(HAVE_ECC)
/* What the RSA and ECC checks encrypt and sign. */
static const byte msg[] = "feature macros tell the truth";
#endif

/* ---------------------------------------------------------------------- */
/* Version                                                                 */
/* ---------------------------------------------------------------------- */
#if LIBWOLFSSL_VERSION_HEX < 0x05000000
    #error "this program needs the wolfCrypt API of wolfSSL 5"
#endif

/* The number is 0xMMNNNPPP for the string "M.N.P". */
static void version_check(void)
{
    unsigned int maj = 0, min = 0, pat = 0;
    int n = sscanf(LIBWOLFSSL_VERSION_STRING, "%u.%u.%u", &maj, &min, &pat);

    check("LIBWOLFSSL_VERSION_HEX spells LIBWOLFSSL_VERSION_STRING",
          n == 3 && (unsigned long)LIBWOLFSSL_VERSION_HEX ==
          (((unsigned long)maj << 24) | ((unsigned long)min << 12) | pat));
}

/* ---------------------------------------------------------------------- */
/* Hashes and HKDF                                                         */
/* ---------------------------------------------------------------------- */
static void hash_check(enum wc_HashType type, const char* what,
                       const char* hex)
{
    static const byte abc[] = { 'a', 'b', 'c' };
    byte   d[WC_MAX_DIGEST_SIZE];
    int    n = wc_HashGetDigestSize(type);

    check(what, n > 0 && wc_Hash(type, abc, sizeof(abc), d, (word32)n) == 0 &&
                hex_is(d, (word32)n, hex));
}

static void hash_checks(void)
{
#ifdef WOLFSSL_SHA224
    hash_check(WC_HASH_TYPE_SHA224, "WOLFSSL_SHA224: SHA-224(\"abc\")",
               "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7");
#else
    not_built("SHA-224 (WOLFSSL_SHA224)");
#endif
#ifdef WOLFSSL_SHA384
    hash_check(WC_HASH_TYPE_SHA384, "WOLFSSL_SHA384: SHA-384(\"abc\")",
               "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded163"
               "1a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7");
#else
    not_built("SHA-384 (WOLFSSL_SHA384)");
#endif
#ifdef WOLFSSL_SHA512
    hash_check(WC_HASH_TYPE_SHA512, "WOLFSSL_SHA512: SHA-512(\"abc\")",
               "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea2"
               "0a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd"
               "454d4423643ce80e2a9ac94fa54ca49f");
#else
    not_built("SHA-512 (WOLFSSL_SHA512)");
#endif
#ifdef WOLFSSL_SHA3
    hash_check(WC_HASH_TYPE_SHA3_256, "WOLFSSL_SHA3: SHA3-256(\"abc\")",
               "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b"
               "46bfe24511431532");
#else
    not_built("SHA-3 (WOLFSSL_SHA3)");
#endif
#ifdef HAVE_HKDF
    {
        /* RFC 5869 A.1. */
        static const byte info[] = { 0xf0, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5,
                                     0xf6, 0xf7, 0xf8, 0xf9 };
        byte ikm[22], salt[13], okm[42];
        int  i;

        memset(ikm, 0x0b, sizeof(ikm));
        for (i = 0; i < (int)sizeof(salt); i++)
            salt[i] = (byte)i;
        check("HAVE_HKDF: RFC 5869 test case 1",
              wc_HKDF(WC_SHA256, ikm, sizeof(ikm), salt, sizeof(salt), info,
                      sizeof(info), okm, sizeof(okm)) == 0 &&
              hex_is(okm, sizeof(okm),
                     "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db0"
                     "2d56ecc4c5bf34007208d5b887185865"));
    }
#else
    not_built("HKDF (HAVE_HKDF)");
#endif
}

/* ---------------------------------------------------------------------- */
/* RSA                                                                     */
/* ---------------------------------------------------------------------- */
#if !defined(NO_RSA) && defined(WOLFSSL_PEM_TO_DER)
/* A 2048-bit test key (made with `openssl genrsa -traditional 2048`). */
static const char rsaPem[] =
    "-----BEGIN RSA PRIVATE KEY-----\n"
    "MIIEowIBAAKCAQEAuHUJSA54UZjhjEDh91Pg4TIO5WoCBhMMPNxggFSk1KeYGgVo\n"
    "I+lFFi5QwHYCb5JfjIiP61tf6aHsLW3CyvngUAheMiWXEziUEnbQ+Tq4wqjuRF/X\n"
    "l0FdrkMsEU2eubCKHlRzLI0xrDRIfs/91gvSCFfGfzvh2Bqcnvh0n+p4zkfvuVEp\n"
    "Jsuboqip1Sl2fT5rad84/jQouNhLXvp9V/4+VvMc4qNh8AuZBCeNkKcSfjgwynvr\n"
    "KfE3GDvIs/QD6DHrjVfcBGQ3v9DqW9GesOSlJrJxZabJioZs4+95tYZd89Ley0i7\n"
    "VhL9on11k8T9+GgSBS7sPWB8ltyjDguvZv/b9wIDAQABAoIBAFwRFoPfrRBVNWay\n"
    "z9aKCDl+qc66Ha54fWg3OvdyyB7YU+PRBQy/ltseXPHjNQ4JSiWz19nKbtIHHwIB\n"
    "wfNbyylHM/TlrEVMvSOGKIHtXGDUvrBkAhCd8KtVHb65NltKkXXYAvCevMdOBU0+\n"
    "dV0L41aEsS+6bNxXVAtIybUz6/5RMop12zGXuGFk3s/ZCtYV9NHAWlm/j0u9+dSC\n"
    "xtdWERGy1P9Xwhwitua8Lk4LAdVNyjAVl1wWdRINkZSRbLXc5em208aXJalTtM7A\n"
    "uO+xfF1LggY5L7kgBpYm/IBkHL/KkluAElM3wx2kMHkAWj/cgZsIQBgbIdPLPjmW\n"
    "YH6DttECgYEA3oKW9bQMf8oDc1SYO600/y/HAOKcEYpi/TI4lfjhI8dzUGcjlO7d\n"
    "aJgTzr0DLMtYQBT/xalUeHNDzhYHSS28FUCgy0U/PslaTHDTBlI8KnAs5ovzFd0h\n"
    "0Bho4G1LzFJFbm/g7rthMUUAwPh2QqysSuHUAtakZxfiuEuqOrUkOSkCgYEA1DhA\n"
    "FcKg2m1I5vu4XN7yejLmq9btsTZyUbNaoK1oJyuVgMFtbesMr228UdCl8Ns4qTvo\n"
    "ctex4754DmJ0PIOuOdvTUFiheebu9z3abuNaufkhdaTLuHrooimPU9yPZR/tEqWH\n"
    "80VVnKVuIeOXRRirhvezwrbLSGXKj6Ij5R4jcB8CgYEAuUSyvVJ1NdHWnajKOKY3\n"
    "gmMdp7cHi/NWCMxQIU9g5pGjikbWcaOR5wz5MSJgCmQlzvWtIb+j/ca7plThLCVQ\n"
    "fcGaIKY/yt+MuCkZDCJcxlkwiaXteT7ucH5ilLtsaWv3M8Uj3KNYgdWakxJOJaXw\n"
    "r0jpZpOhv9U7iYg27Tr2NkECgYBiD7f1FiETrUnxicEwEMkElD6oisD8kQcUH4cy\n"
    "Fc65wtbrTvXMw77x1Qge2gXDnNi6wnbvkiGd9eYt52qEh+hazewABWRgGsizMD6d\n"
    "3KqQosDGRqboEMssG34iJxmPhcgbRKfkTlZ38q1INY0xnWutCwpiX+rhAkAuTKK/\n"
    "fUSsywKBgEOHrHtTA6VV/bkkjMgfBLl6d1iKK/uXqY95KLIGnK9IzORMluaNVmvy\n"
    "kLWkMQW47yqE1dwzBzZf4rHO1jcbBobJ/DLFpA1evH/CU0+IQ7oUBZSHDxNAf9b5\n"
    "72Lsd3A5fyhIDmmpw1HwRSchAU1zY4WyKjA6E6KH6EFkWu/1XjjN\n"
    "-----END RSA PRIVATE KEY-----\n";

#ifdef WC_RSA_PSS
/* PSS over SHA-256 of msg with salt length saltLen; verify with
 * verifySalt (saltLen or RSA_PSS_SALT_LEN_DISCOVER): 1 when the recovered
 * salt || H has saltLen + 32 bytes and matches the digest. */
static int rsa_pss(RsaKey* key, WC_RNG* rng, int saltLen, int verifySalt)
{
    byte digest[WC_SHA256_DIGEST_SIZE], sig[256], out[256];
    int  sigSz, outSz;

    if (wc_Hash(WC_HASH_TYPE_SHA256, msg, sizeof(msg), digest,
                sizeof(digest)) != 0)
        return 0;
    sigSz = wc_RsaPSS_Sign_ex(digest, sizeof(digest), sig, sizeof(sig),
                              WC_HASH_TYPE_SHA256, WC_MGF1SHA256, saltLen,
                              key, rng);
    if (sigSz <= 0)
        return 0;
    outSz = wc_RsaPSS_Verify_ex(sig, (word32)sigSz, out, sizeof(out),
                                WC_HASH_TYPE_SHA256, WC_MGF1SHA256,
                                verifySalt, key);
    return outSz == saltLen + (int)sizeof(digest) &&
           wc_RsaPSS_CheckPadding_ex(digest, sizeof(digest), out,
                                     (word32)outSz, WC_HASH_TYPE_SHA256,
                                     verifySalt, 2048) == 0;
}
#endif

/* Encrypt msg with padding pad (WC_RSA_PKCSV15_PAD or WC_RSA_OAEP_PAD,
 * SHA-256) and decrypt it with wc_RsaPrivateDecrypt(_ex), which take no
 * RNG: the key's (wc_RsaSetRNG) blinds the private operation. */
static int rsa_round_trip(RsaKey* key, WC_RNG* rng, int pad)
{
    byte ct[256], pt[256];
    int  ctSz, ptSz;

    ctSz = wc_RsaPublicEncrypt_ex(msg, sizeof(msg), ct, sizeof(ct), key, rng,
                                  pad, WC_HASH_TYPE_SHA256, WC_MGF1SHA256,
                                  NULL, 0);
    if (ctSz <= 0)
        return 0;
    if (pad == WC_RSA_PKCSV15_PAD)
        ptSz = wc_RsaPrivateDecrypt(ct, (word32)ctSz, pt, sizeof(pt), key);
    else
        ptSz = wc_RsaPrivateDecrypt_ex(ct, (word32)ctSz, pt, sizeof(pt), key,
                                       pad, WC_HASH_TYPE_SHA256,
                                       WC_MGF1SHA256, NULL, 0);
    return ptSz == (int)sizeof(msg) && memcmp(pt, msg, sizeof(msg)) == 0;
}

static void rsa_checks(WC_RNG* rng)
{
    byte   der[1300];
    RsaKey key;
    word32 idx = 0;
    int    derSz, ok;

    derSz = wc_KeyPemToDer((const byte*)rsaPem, (int)sizeof(rsaPem) - 1, der,
                           (int)sizeof(der), NULL);
    ok = derSz > 0 && wc_InitRsaKey(&key, NULL) == 0;
    ok = ok && wc_RsaPrivateKeyDecode(der, &idx, &key, (word32)derSz) == 0;
    check("WOLFSSL_PEM_TO_DER: an RSA key from PEM", ok);
    if (!ok)
        return;
#ifdef WC_RSA_BLINDING
    check("WC_RSA_BLINDING: wc_RsaSetRNG", wc_RsaSetRNG(&key, rng) == 0);
#endif
    check("RSA PKCS #1 v1.5 decryption gives the plaintext",
          rsa_round_trip(&key, rng, WC_RSA_PKCSV15_PAD));
    check("RSA OAEP (SHA-256) decryption gives the plaintext",
          rsa_round_trip(&key, rng, WC_RSA_OAEP_PAD));
#ifdef WOLFSSL_PUBLIC_MP
    {
        mp_int t;

        ok = mp_init(&t) == MP_OKAY && mp_mul(&key.p, &key.q, &t) == MP_OKAY
             && mp_cmp(&t, &key.n) == MP_EQ;
        mp_clear(&t);
        check("WOLFSSL_PUBLIC_MP: mp_mul(p, q) equals n", ok);
    }
#else
    not_built("mp_* on the key (WOLFSSL_PUBLIC_MP)");
#endif
#ifdef WC_RSA_PSS
    check("WC_RSA_PSS: sign and verify (salt = digest length)",
          rsa_pss(&key, rng, WC_SHA256_DIGEST_SIZE, WC_SHA256_DIGEST_SIZE));
    #ifdef WOLFSSL_PSS_LONG_SALT
    check("WOLFSSL_PSS_LONG_SALT: a 48-byte salt with SHA-256",
          rsa_pss(&key, rng, 48, 48));
    #endif
    #ifdef WOLFSSL_PSS_SALT_LEN_DISCOVER
    check("WOLFSSL_PSS_SALT_LEN_DISCOVER: the verifier finds the salt",
          rsa_pss(&key, rng, 20, RSA_PSS_SALT_LEN_DISCOVER));
    #endif
#else
    not_built("RSA-PSS (WC_RSA_PSS)");
#endif
    wc_FreeRsaKey(&key);
}
#endif /* !NO_RSA && WOLFSSL_PEM_TO_DER */

/* ---------------------------------------------------------------------- */
/* ECC                                                                     */
/* ---------------------------------------------------------------------- */
#ifdef HAVE_ECC
/* A key on curveId (size bytes) that signs with the RNG given. */
static int ecc_key_on(ecc_key* key, WC_RNG* rng, int size, int curveId)
{
    if (wc_ecc_init(key) != 0)
        return 0;
    if (wc_ecc_make_key_ex(rng, size, key, curveId) != 0)
        return 0;
#ifdef ECC_TIMING_RESISTANT
    /* Upstream's constant-time paths want an RNG on the key. */
    if (wc_ecc_set_rng(key, rng) != 0)
        return 0;
#endif
    return 1;
}

#if defined(HAVE_ECC_SIGN) && defined(HAVE_ECC_VERIFY)
/* *res of verifying sig over digest with key (-1 on an error). */
static int ecc_verifies(const byte* sig, word32 sigSz, const byte* digest,
                        ecc_key* key)
{
    int res = -1;

    if (wc_ecc_verify_hash(sig, sigSz, digest, WC_SHA256_DIGEST_SIZE, &res,
                           key) != 0)
        return -1;
    return res;
}
#endif

/* check(), with the curve's name in front. */
static void check_on(const char* curve, const char* what, int ok)
{
    char line[128];

    snprintf(line, sizeof(line), "%s: %s", curve, what);
    check(line, ok);
}

#if defined(HAVE_ECC_SIGN) && defined(HAVE_ECC_VERIFY)
static void ecdsa_checks(ecc_key* key, WC_RNG* rng, int curveId, int size,
                         const char* name)
{
    byte   digest[WC_SHA256_DIGEST_SIZE], sig[ECC_MAX_SIG_SIZE];
    word32 sigSz = sizeof(sig);
    int    ok;

    ok = wc_Hash(WC_HASH_TYPE_SHA256, msg, sizeof(msg), digest,
                 sizeof(digest)) == 0 &&
         wc_ecc_sign_hash(digest, sizeof(digest), sig, &sigSz, rng,
                          key) == 0 &&
         ecc_verifies(sig, sigSz, digest, key) == 1;
    digest[0] ^= 1;
    ok = ok && ecc_verifies(sig, sigSz, digest, key) == 0;
    digest[0] ^= 1;
    check_on(name, "sign, verify, a changed digest fails", ok);
#if defined(HAVE_COMP_KEY) && defined(HAVE_ECC_KEY_EXPORT) && \
    defined(HAVE_ECC_KEY_IMPORT)
    {
        ecc_key peer;
        byte    pub[1 + MAX_ECC_BYTES];
        word32  pubSz = sizeof(pub);

        ok = wc_ecc_export_x963_ex(key, pub, &pubSz, 1) == 0 &&
             pubSz == 1 + (word32)size && wc_ecc_init(&peer) == 0 &&
             wc_ecc_import_x963_ex(pub, pubSz, &peer, curveId) == 0 &&
             ecc_verifies(sig, sigSz, digest, &peer) == 1;
        wc_ecc_free(&peer);
        check_on(name, "HAVE_COMP_KEY: the compressed key verifies", ok);
    }
#endif
#ifdef WOLFSSL_ECDSA_DETERMINISTIC_K
    {
        byte   sig2[ECC_MAX_SIG_SIZE];
        word32 sig2Sz = sizeof(sig2);

        sigSz = sizeof(sig);
        ok = wc_ecc_set_deterministic(key, 1) == 0 &&
             wc_ecc_sign_hash(digest, sizeof(digest), sig, &sigSz, rng,
                              key) == 0 &&
             wc_ecc_sign_hash(digest, sizeof(digest), sig2, &sig2Sz, rng,
                              key) == 0 &&
             sigSz == sig2Sz && memcmp(sig, sig2, sigSz) == 0 &&
             ecc_verifies(sig, sigSz, digest, key) == 1;
        check_on(name, "WOLFSSL_ECDSA_DETERMINISTIC_K: the same signature "
                 "twice", ok);
    }
#endif
}
#endif /* HAVE_ECC_SIGN && HAVE_ECC_VERIFY */

static void ecc_checks(WC_RNG* rng, int curveId, int size, const char* name)
{
    ecc_key key;
    int     ok = ecc_key_on(&key, rng, size, curveId);

    check_on(name, "a key", ok);
    if (!ok)
        return;
#if defined(HAVE_ECC_SIGN) && defined(HAVE_ECC_VERIFY)
    ecdsa_checks(&key, rng, curveId, size, name);
#else
    not_built("ECDSA (HAVE_ECC_SIGN, HAVE_ECC_VERIFY)");
#endif
#ifdef HAVE_ECC_DHE
    {
        ecc_key peer;
        byte    s1[MAX_ECC_BYTES], s2[MAX_ECC_BYTES];
        word32  s1Sz = sizeof(s1), s2Sz = sizeof(s2);

        ok = ecc_key_on(&peer, rng, size, curveId) &&
             wc_ecc_shared_secret(&key, &peer, s1, &s1Sz) == 0 &&
             wc_ecc_shared_secret(&peer, &key, s2, &s2Sz) == 0 &&
             s1Sz == (word32)size && s1Sz == s2Sz &&
             memcmp(s1, s2, s1Sz) == 0;
        wc_ecc_free(&peer);
        check_on(name, "HAVE_ECC_DHE: both sides agree", ok);
    }
#else
    not_built("ECDH (HAVE_ECC_DHE)");
#endif
    wc_ecc_free(&key);
}
#endif /* HAVE_ECC */

#ifdef WOLFSSL_SM2
static void sm2_check(WC_RNG* rng)
{
    ecc_key key;
    byte    digest[WC_SHA256_DIGEST_SIZE], sig[ECC_MAX_SIG_SIZE];
    word32  sigSz = sizeof(sig);
    int     res = -1, ok;

    ok = wc_Hash(WC_HASH_TYPE_SHA256, msg, sizeof(msg), digest,
                 sizeof(digest)) == 0 && wc_ecc_init(&key) == 0 &&
         wc_ecc_sm2_make_key(rng, &key, 0) == 0 &&
         wc_ecc_sm2_sign_hash(digest, sizeof(digest), sig, &sigSz, rng,
                              &key) == 0 &&
         wc_ecc_sm2_verify_hash(sig, sigSz, digest, sizeof(digest), &res,
                                &key) == 0 && res == 1;
    wc_ecc_free(&key);
    check("WOLFSSL_SM2: sign and verify", ok);
}
#endif

#ifdef WOLFCRYPT_HAVE_SAKKE
static void sakke_check(WC_RNG* rng)
{
    SakkeKey* key = (SakkeKey*)XMALLOC(sizeof(SakkeKey), NULL,
                                       DYNAMIC_TYPE_TMP_BUFFER);
    int       ok;

    ok = key != NULL && wc_InitSakkeKey(key, NULL, INVALID_DEVID) == 0 &&
         wc_MakeSakkeKey(key, rng) == 0;
    if (key != NULL) {
        wc_FreeSakkeKey(key);
        XFREE(key, NULL, DYNAMIC_TYPE_TMP_BUFFER);
    }
    check("WOLFCRYPT_HAVE_SAKKE: a KMS key", ok);
}
#endif

/* ---------------------------------------------------------------------- */
/* DH                                                                      */
/* ---------------------------------------------------------------------- */
#ifndef NO_DH
/* The named group loads and has bits-bit p (and q with HAVE_FFDHE_Q). */
static void dh_group_check(int name, word32 bits, const char* what)
{
    DhKey  key;
    word32 pSz = 0, gSz = 0, qSz = 0;
    int    ok;

    ok = wc_InitDhKey(&key) == 0 && wc_DhSetNamedKey(&key, name) == 0 &&
         wc_DhGetNamedKeyParamSize(name, &pSz, &gSz, &qSz) == 0 &&
         pSz == bits / 8 && gSz > 0;
#ifdef HAVE_FFDHE_Q
    ok = ok && qSz > 0 && qSz <= pSz;
#endif
    wc_FreeDhKey(&key);
    check(what, ok);
}

#ifdef HAVE_FFDHE_2048
/* One party on ffdhe2048: its key pair, big-endian. */
typedef struct {
    DhKey  key;
    byte   priv[256], pub[256];
    word32 privSz, pubSz;
} DhParty;

static int dh_party(DhParty* d, WC_RNG* rng)
{
    d->privSz = sizeof(d->priv);
    d->pubSz = sizeof(d->pub);
    return wc_InitDhKey(&d->key) == 0 &&
           wc_DhSetNamedKey(&d->key, WC_FFDHE_2048) == 0 &&
           wc_DhGenerateKeyPair(&d->key, rng, d->priv, &d->privSz, d->pub,
                                &d->pubSz) == 0;
}

#ifdef WOLFSSL_DH_EXTRA
/* The big-endian a[0..aSz) and b[0..bSz) hold the same number (leading
 * zero bytes aside: key generation writes the private value at its fixed
 * length, the export without its leading zeros). */
static int same_number(const byte* a, word32 aSz, const byte* b, word32 bSz)
{
    while (aSz > 0 && *a == 0) {
        a++;
        aSz--;
    }
    while (bSz > 0 && *b == 0) {
        b++;
        bSz--;
    }
    return aSz == bSz && memcmp(a, b, aSz) == 0;
}
#endif

static void dh_agree_check(WC_RNG* rng)
{
    static DhParty a, b;   /* static: three DhKeys are large for a stack */
    byte   s1[256], s2[256];
    word32 s1Sz = sizeof(s1), s2Sz = sizeof(s2);
    int    ok;

    ok = dh_party(&a, rng) && dh_party(&b, rng) &&
         wc_DhAgree(&a.key, s1, &s1Sz, a.priv, a.privSz, b.pub,
                    b.pubSz) == 0 &&
         wc_DhAgree(&b.key, s2, &s2Sz, b.priv, b.privSz, a.pub,
                    a.pubSz) == 0 &&
         s1Sz == s2Sz && s1Sz > 0 && memcmp(s1, s2, s1Sz) == 0;
    check("HAVE_FFDHE_2048: both sides of an ffdhe2048 agreement agree", ok);
#ifdef WOLFSSL_DH_EXTRA
    {
        byte   priv[256], pub[256];
        word32 privSz = sizeof(priv), pubSz = sizeof(pub);

        ok = ok && wc_DhImportKeyPair(&b.key, a.priv, a.privSz, a.pub,
                                      a.pubSz) == 0 &&
             wc_DhExportKeyPair(&b.key, priv, &privSz, pub, &pubSz) == 0 &&
             same_number(priv, privSz, a.priv, a.privSz) &&
             same_number(pub, pubSz, a.pub, a.pubSz);
        check("WOLFSSL_DH_EXTRA: a key pair imports and exports", ok);
    }
#endif
    wc_FreeDhKey(&a.key);
    wc_FreeDhKey(&b.key);
}
#endif /* HAVE_FFDHE_2048 */

/* The groups upstream's macros say are built in. */
static const struct {
    int         name;
    word32      bits;
    const char* what;
} dhGroups[] = {
#ifdef HAVE_FFDHE_2048
    { WC_FFDHE_2048, 2048, "HAVE_FFDHE_2048: the group loads" },
#endif
#ifdef HAVE_FFDHE_3072
    { WC_FFDHE_3072, 3072, "HAVE_FFDHE_3072: the group loads" },
#endif
#ifdef HAVE_FFDHE_4096
    { WC_FFDHE_4096, 4096, "HAVE_FFDHE_4096: the group loads" },
#endif
#ifdef HAVE_FFDHE_6144
    { WC_FFDHE_6144, 6144, "HAVE_FFDHE_6144: the group loads" },
#endif
#ifdef HAVE_FFDHE_8192
    { WC_FFDHE_8192, 8192, "HAVE_FFDHE_8192: the group loads" },
#endif
    { 0, 0, NULL }
};

static void dh_checks(WC_RNG* rng)
{
    int i;

    for (i = 0; dhGroups[i].what != NULL; i++)
        dh_group_check(dhGroups[i].name, dhGroups[i].bits, dhGroups[i].what);
#ifdef HAVE_FFDHE_2048
    dh_agree_check(rng);
#else
    (void)rng;
    not_built("an ffdhe2048 agreement (HAVE_FFDHE_2048)");
#endif
}
#endif /* !NO_DH */

int main(void)
{
    WC_RNG rng;

    if (wolfCrypt_Init() != 0 || wc_InitRng(&rng) != 0) {
        printf("FAIL wolfCrypt_Init / wc_InitRng\n");
        return 1;
    }
    version_check();
    hash_checks();
#if !defined(NO_RSA) && defined(WOLFSSL_PEM_TO_DER)
    rsa_checks(&rng);
#else
    not_built("RSA (NO_RSA, or no WOLFSSL_PEM_TO_DER for its key)");
#endif
#ifdef HAVE_ECC
    #ifndef NO_ECC256
    ecc_checks(&rng, ECC_SECP256R1, 32, "P-256");
    #endif
    #ifdef HAVE_ECC384
    ecc_checks(&rng, ECC_SECP384R1, 48, "HAVE_ECC384: P-384");
    #else
    not_built("P-384 (HAVE_ECC384)");
    #endif
    #ifdef HAVE_ECC521
    ecc_checks(&rng, ECC_SECP521R1, 66, "HAVE_ECC521: P-521");
    #else
    not_built("P-521 (HAVE_ECC521)");
    #endif
#else
    not_built("ECC (HAVE_ECC)");
#endif
#ifdef WOLFSSL_SM2
    sm2_check(&rng);
#else
    not_built("SM2 (WOLFSSL_SM2)");
#endif
#ifdef WOLFCRYPT_HAVE_SAKKE
    sakke_check(&rng);
#else
    not_built("SAKKE (WOLFCRYPT_HAVE_SAKKE)");
#endif
#ifndef NO_DH
    dh_checks(&rng);
#else
    not_built("DH (NO_DH)");
#endif
    wc_FreeRng(&rng);
    wolfCrypt_Cleanup();
    printf("%d passed, %d failed\n", passed, failed);
    return (failed == 0 && passed > 0) ? 0 : 1;
}
