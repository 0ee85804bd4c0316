/* tls_crypto_test.c -- src/tls_crypto.c, the TLS layer's cryptography by
 * code point, as the handshake and record layer call it.
 *
 *   key exchange: every group built in makes key pairs whose two sides
 *     agree; RFC 7748 6.1's X25519 exchange through tls_kex_agree;
 *     malformed peer values (lengths, all-zero and small-order X25519
 *     points, the top bit, off-curve and out-of-range EC points, FFDHE
 *     0, 1, p - 2 (outside the subgroup), p - 1, p) are BAD_KEY_SHARE_DATA;
 *   record AEADs: published vectors (the GCM specification's test cases
 *     4 and 16, RFC 8439 2.8.2, SP 800-38C example 3, Wycheproof
 *     aes_ccm_test tcId 12, RFC 8998 A.1 and A.2) sealed and opened, also
 *     in place; a flipped bit of ciphertext, tag, AAD or nonce is
 *     VERIFY_MAC_ERROR with the output wiped;
 *   signatures (with KEYDIR): keys and certificates made by OpenSSL
 *     (tests/tls/tls_crypto.py): tls_privkey_load, the schemes each key
 *     can sign, tls_privkey_matches_cert, sign and verify of each of
 *     them, a flipped bit of signature or message and another key's
 *     certificate refused with VERIFY_SIGN_ERROR; OpenSSL's signatures
 *     KEYDIR/ossl.<key>.<scheme>.sig verify exactly where the scheme
 *     suits the key; ours are written to KEYDIR/ours.<key>.<scheme>.sig
 *     for OpenSSL to verify (a line "signed <key> <scheme> <file>" each).
 *
 * Usage: tls_crypto_test [KEYDIR]
 * Prints "ok ..." / "FAIL ..." / "n/a ..." and "N passed, M failed";
 * exit 0 when nothing failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/error-ssl.h>
#include <wolfssl/ssl.h>

#include "src/tls_crypto.h"

/* What the build has (1) or not (0): what the tests expect. */
#if !defined(NO_RSA)
    #define HAVE_T_RSA 1
#else
    #define HAVE_T_RSA 0
#endif
#if !defined(NO_RSA) && defined(WC_RSA_PSS)
    #define HAVE_T_PSS 1
#else
    #define HAVE_T_PSS 0
#endif
#if defined(HAVE_ECC) && defined(HAVE_ECC256)
    #define HAVE_T_P256 1
#else
    #define HAVE_T_P256 0
#endif
#if defined(HAVE_ECC) && defined(HAVE_ECC384)
    #define HAVE_T_P384 1
#else
    #define HAVE_T_P384 0
#endif
#if defined(HAVE_ECC) && defined(HAVE_ECC521)
    #define HAVE_T_P521 1
#else
    #define HAVE_T_P521 0
#endif
#ifdef HAVE_ED25519
    #define HAVE_T_ED25519 1
#else
    #define HAVE_T_ED25519 0
#endif
#ifdef HAVE_CURVE25519
    #define HAVE_T_X25519 1
#else
    #define HAVE_T_X25519 0
#endif
#ifdef HAVE_CURVE448
    #define HAVE_T_X448 1
#else
    #define HAVE_T_X448 0
#endif
#if defined(HAVE_ECC) && defined(WOLFSSL_SM2)
    #define HAVE_T_SM2 1
#else
    #define HAVE_T_SM2 0
#endif
#if !defined(NO_DH) && defined(HAVE_FFDHE_2048)
    #define HAVE_T_FFDHE2048 1
#else
    #define HAVE_T_FFDHE2048 0
#endif
#if !defined(NO_DH) && defined(HAVE_FFDHE_3072)
    #define HAVE_T_FFDHE3072 1
#else
    #define HAVE_T_FFDHE3072 0
#endif
#if !defined(NO_DH) && defined(HAVE_FFDHE_4096)
    #define HAVE_T_FFDHE4096 1
#else
    #define HAVE_T_FFDHE4096 0
#endif
#if !defined(NO_AES) && defined(HAVE_AESGCM)
    #define HAVE_T_AESGCM 1
#else
    #define HAVE_T_AESGCM 0
#endif
#if !defined(NO_AES) && defined(HAVE_AESCCM)
    #define HAVE_T_AESCCM 1
#else
    #define HAVE_T_AESCCM 0
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    #define HAVE_T_CHACHA 1
#else
    #define HAVE_T_CHACHA 0
#endif
#ifdef WOLFSSL_SM4_GCM
    #define HAVE_T_SM4GCM 1
#else
    #define HAVE_T_SM4GCM 0
#endif
#ifdef WOLFSSL_SM4_CCM
    #define HAVE_T_SM4CCM 1
#else
    #define HAVE_T_SM4CCM 0
#endif

static int passed, failed;

static void check(int ok, const char* what, long got)
{
    if (ok) {
        passed++;
        printf("ok %s\n", what);
    }
    else {
        failed++;
        printf("FAIL %s (got %ld)\n", what, got);
    }
}

static void na(const char* what)
{
    printf("n/a %s\n", what);
}

static word32 unhex(byte* out, const char* hex)
{
    word32 n = 0;

    while ((hex[0] != '\0') && (hex[1] != '\0')) {
        unsigned int v;
        sscanf(hex, "%2x", &v);
        out[n++] = (byte)v;
        hex += 2;
    }
    return n;
}

static int all_zero(const byte* p, word32 n)
{
    byte acc = 0;
    word32 i;

    for (i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* ---------------------------------------------------------------------- */
/* Key exchange                                                            */
/* ---------------------------------------------------------------------- */

enum { KIND_X25519 = 1, KIND_EC, KIND_FFDHE, KIND_X448 };

static const struct group_case {
    word16      group;
    const char* name;
    int         kind;
    int         built;
    word32      pubSz;      /* key_share length */
    word32      secretSz;
    int         id;         /* curve id (EC) / named group (FFDHE) */
} groups[] = {
    { TLS_GROUP_X25519, "x25519", KIND_X25519, HAVE_T_X25519,
      32, 32, 0 },
    { TLS_GROUP_SECP256R1, "secp256r1", KIND_EC, HAVE_T_P256,
      65, 32, ECC_SECP256R1 },
    { TLS_GROUP_SECP384R1, "secp384r1", KIND_EC, HAVE_T_P384,
      97, 48, ECC_SECP384R1 },
    { TLS_GROUP_SECP521R1, "secp521r1", KIND_EC, HAVE_T_P521,
      133, 66, ECC_SECP521R1 },
    { TLS_GROUP_SM2, "curveSM2", KIND_EC, HAVE_T_SM2,
      65, 32, ECC_SM2P256V1 },
    { TLS_GROUP_FFDHE2048, "ffdhe2048", KIND_FFDHE, HAVE_T_FFDHE2048,
      256, 256, WC_FFDHE_2048 },
    { TLS_GROUP_FFDHE3072, "ffdhe3072", KIND_FFDHE, HAVE_T_FFDHE3072,
      384, 384, WC_FFDHE_3072 },
    { TLS_GROUP_FFDHE4096, "ffdhe4096", KIND_FFDHE, HAVE_T_FFDHE4096,
      512, 512, WC_FFDHE_4096 },
    { TLS_GROUP_X448, "x448", KIND_X448, HAVE_T_X448, 56, 56, 0 },
    { TLS_GROUP_SM2 + 0x1000, "0x1029 (not a group)", KIND_X25519, 0, 32,
      32, 0 },
};

/* agree(kx, peer) must be BAD_KEY_SHARE_DATA. */
static void kex_refuses(tls_kex* kx, const char* group, const char* what,
                        const byte* peer, word32 peerSz)
{
    byte   secret[TLS_MAX_SECRET_SZ];
    word32 n = sizeof(secret);
    char   name[160];
    int    ret = tls_kex_agree(kx, peer, peerSz, secret, &n);

    snprintf(name, sizeof(name), "%s: %s is BAD_KEY_SHARE_DATA", group,
             what);
    check(ret == BAD_KEY_SHARE_DATA, name, ret);
}

/* The malformed peer values of a group; pub is a good one. */
static void kex_malformed(const struct group_case* g, tls_kex* kx,
                          const byte* pub, word32 pubSz)
{
    byte bad[TLS_MAX_PUB_SZ + 1];

    memcpy(bad, pub, pubSz);
    bad[pubSz] = 0;
    kex_refuses(kx, g->name, "a value one byte short", bad, pubSz - 1);
    kex_refuses(kx, g->name, "a value one byte long", bad, pubSz + 1);
    kex_refuses(kx, g->name, "an empty value", bad, 0);
    if (g->kind == KIND_X25519) {
        /* u = 0 and u = 1 (order 4), and a point of order 8: all-zero
         * secrets; a set top bit */
        memset(bad, 0, 32);
        kex_refuses(kx, g->name, "u = 0 (all-zero secret)", bad, 32);
        bad[0] = 1;
        kex_refuses(kx, g->name, "u = 1 (all-zero secret)", bad, 32);
        unhex(bad, "e0eb7a7c3b41b8ae1656e3faf19fc46a"
                   "da098deb9c32b1fd866205165f49b800");
        kex_refuses(kx, g->name, "a point of order 8 (all-zero secret)",
                    bad, 32);
        memcpy(bad, pub, 32);
        bad[31] |= 0x80;
        kex_refuses(kx, g->name, "the top bit set", bad, 32);
    }
    else if (g->kind == KIND_X448) {
        /* u = 0 and u = 1: all-zero secrets */
        memset(bad, 0, 56);
        kex_refuses(kx, g->name, "u = 0 (all-zero secret)", bad, 56);
        bad[0] = 1;
        kex_refuses(kx, g->name, "u = 1 (all-zero secret)", bad, 56);
    }
#ifdef HAVE_ECC
    else if (g->kind == KIND_EC) {
        word32 sz = (pubSz - 1) / 2;
        const ecc_set_type* dp =
            wc_ecc_get_curve_params(wc_ecc_get_curve_idx(g->id));
        byte p[MAX_ECC_BYTES];

        bad[0] = 0x03;
        kex_refuses(kx, g->name, "prefix 0x03", bad, pubSz);
        bad[0] = 0x00;
        kex_refuses(kx, g->name, "prefix 0x00", bad, pubSz);
        bad[0] = 0x04;
        bad[pubSz - 1] ^= 0x01;
        kex_refuses(kx, g->name, "a point off the curve", bad, pubSz);
        memset(bad + 1, 0, pubSz - 1);
        kex_refuses(kx, g->name, "x = y = 0 (infinity)", bad, pubSz);
        /* x = p with the good y: a coordinate not below p */
        memcpy(bad, pub, pubSz);
        if ((dp != NULL) && (unhex(p, dp->prime) == sz)) {
            memcpy(bad + 1, p, sz);
            kex_refuses(kx, g->name, "x = p", bad, pubSz);
        }
        else {
            check(0, "curve prime for x = p", 0);
        }
    }
#endif
#ifndef NO_DH
    else if (g->kind == KIND_FFDHE) {
        word32 pSz = pubSz, i;
        byte   p[512];

        if (wc_DhCopyNamedKey(g->id, p, &pSz, NULL, NULL, NULL, NULL) != 0)
            pSz = 0;
        check(pSz == pubSz, "FFDHE prime copied", (long)pSz);
        if (pSz != pubSz)
            return;
        memset(bad, 0, pSz);
        kex_refuses(kx, g->name, "Y = 0", bad, pSz);
        bad[pSz - 1] = 1;
        kex_refuses(kx, g->name, "Y = 1", bad, pSz);
        memcpy(bad, p, pSz);
        kex_refuses(kx, g->name, "Y = p", bad, pSz);
        bad[pSz - 1] -= 1;                /* p is odd: no borrow */
        kex_refuses(kx, g->name, "Y = p - 1", bad, pSz);
        bad[pSz - 1] -= 1;
        kex_refuses(kx, g->name, "Y = p - 2 (not in the subgroup)", bad,
                    pSz);
        for (i = 0; i < pSz; i++)
            bad[i] = 0xFF;
        kex_refuses(kx, g->name, "Y = 2^bits - 1 > p", bad, pSz);
    }
#endif
}

static void kex_group(const struct group_case* g, WC_RNG* rng)
{
    tls_kex a, b;
    byte    pubA[TLS_MAX_PUB_SZ], pubB[TLS_MAX_PUB_SZ];
    byte    sA[TLS_MAX_SECRET_SZ], sB[TLS_MAX_SECRET_SZ];
    word32  pubASz = sizeof(pubA), pubBSz = sizeof(pubB);
    word32  sASz = sizeof(sA), sBSz = sizeof(sB), n;
    char    name[160];
    int     ret;

    snprintf(name, sizeof(name), "%s: tls_kex_supported = %d", g->name,
             g->built);
    check(tls_kex_supported(g->group) == g->built, name,
          tls_kex_supported(g->group));
    if (!g->built) {
        snprintf(name, sizeof(name), "%s: keygen BAD_FUNC_ARG", g->name);
        ret = tls_kex_keygen(&a, g->group, rng, NULL, pubA, &pubASz);
        check(ret == BAD_FUNC_ARG, name, ret);
        return;
    }
    n = g->pubSz - 1;
    ret = tls_kex_keygen(&a, g->group, rng, NULL, pubA, &n);
    snprintf(name, sizeof(name), "%s: keygen into %u bytes is BUFFER_E",
             g->name, (unsigned)(g->pubSz - 1));
    check(ret == BUFFER_E, name, ret);
    tls_kex_free(&a);

    ret = tls_kex_keygen(&a, g->group, rng, NULL, pubA, &pubASz);
    snprintf(name, sizeof(name), "%s: keygen A, %u-byte share", g->name,
             (unsigned)g->pubSz);
    check((ret == 0) && (pubASz == g->pubSz), name,
          (ret != 0) ? ret : (long)pubASz);
    ret = tls_kex_keygen(&b, g->group, rng, NULL, pubB, &pubBSz);
    snprintf(name, sizeof(name), "%s: keygen B", g->name);
    check((ret == 0) && (pubBSz == g->pubSz), name,
          (ret != 0) ? ret : (long)pubBSz);
    if ((ret != 0) || (pubASz != g->pubSz)) {
        tls_kex_free(&a);
        tls_kex_free(&b);
        return;
    }
    if (g->kind == KIND_EC) {
        snprintf(name, sizeof(name), "%s: share is 0x04 || X || Y",
                 g->name);
        check((pubA[0] == 0x04) && (pubB[0] == 0x04), name, pubA[0]);
    }
    check(memcmp(pubA, pubB, pubASz) != 0, "two keygens differ", 0);

    n = g->secretSz - 1;
    ret = tls_kex_agree(&a, pubB, pubBSz, sA, &n);
    snprintf(name, sizeof(name), "%s: agree into %u bytes is BUFFER_E",
             g->name, (unsigned)(g->secretSz - 1));
    check(ret == BUFFER_E, name, ret);
    ret = tls_kex_agree(&a, pubB, pubBSz, sA, &sASz);
    snprintf(name, sizeof(name), "%s: A agrees", g->name);
    check((ret == 0) && (sASz == g->secretSz), name,
          (ret != 0) ? ret : (long)sASz);
    ret = tls_kex_agree(&b, pubA, pubASz, sB, &sBSz);
    snprintf(name, sizeof(name), "%s: B agrees", g->name);
    check((ret == 0) && (sBSz == g->secretSz), name,
          (ret != 0) ? ret : (long)sBSz);
    snprintf(name, sizeof(name), "%s: the same %u-byte secret, not zero",
             g->name, (unsigned)g->secretSz);
    check((sASz == sBSz) && (memcmp(sA, sB, sASz) == 0) &&
          !all_zero(sA, sASz), name, 0);

    kex_malformed(g, &a, pubB, pubBSz);
    sASz = sizeof(sA);
    ret = tls_kex_agree(&a, pubB, pubBSz, sA, &sASz);
    snprintf(name, sizeof(name), "%s: still agrees after the refusals",
             g->name);
    check((ret == 0) && (sASz == sBSz) && (memcmp(sA, sB, sBSz) == 0),
          name, ret);

    tls_kex_free(&a);
    tls_kex_free(&b);
    tls_kex_free(&b);                       /* twice: harmless */
    check(a.group == 0, "tls_kex_free empties the object", a.group);
    n = sizeof(sA);
    ret = tls_kex_agree(&a, pubB, pubBSz, sA, &n);
    snprintf(name, sizeof(name), "%s: agree after free is BAD_FUNC_ARG",
             g->name);
    check(ret == BAD_FUNC_ARG, name, ret);
}

/* RFC 7748 6.1: Alice's scalar put into the key tls_kex_keygen made,
 * agreeing with Bob's public key gives the published secret; and Bob's
 * the other way. */
static void kex_x25519_rfc7748(WC_RNG* rng)
{
#ifdef HAVE_CURVE25519
    static const char* priv[2] = {
        "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
        "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb" };
    static const char* pub[2] = {
        "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a",
        "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f" };
    static const char* shared =
        "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742";
    byte   k[32], peer[32], want[32], out[32], share[32];
    word32 n, shareSz;
    int    i, ret;

    unhex(want, shared);
    for (i = 0; i < 2; i++) {
        tls_kex kx;
        shareSz = sizeof(share);
        ret = tls_kex_keygen(&kx, TLS_GROUP_X25519, rng, NULL, share,
                             &shareSz);
        unhex(k, priv[i]);
        unhex(peer, pub[1 - i]);
        if (ret == 0)
            ret = wc_curve25519_import_private_ex(k, 32, &kx.k.x25519,
                                                  EC25519_LITTLE_ENDIAN);
        n = sizeof(out);
        if (ret == 0)
            ret = tls_kex_agree(&kx, peer, 32, out, &n);
        check((ret == 0) && (n == 32) && (memcmp(out, want, 32) == 0),
              i == 0 ? "x25519: RFC 7748 6.1, Alice's key with Bob's share"
                     : "x25519: RFC 7748 6.1, Bob's key with Alice's share",
              ret);
        tls_kex_free(&kx);
    }
#else
    (void)rng;
    na("x25519: RFC 7748 6.1 (no HAVE_CURVE25519)");
#endif
}

/* ---------------------------------------------------------------------- */
/* Record AEADs                                                            */
/* ---------------------------------------------------------------------- */

/* The inputs the GCM specification's test cases 4 and 16 share (the
 * key differs), and those of RFC 8998's A.1 and A.2. */
#define GCM_SPEC_NONCE_AAD_PT "cafebabefacedbaddecaf888",                  \
    "feedfacedeadbeeffeedfacedeadbeefabaddad2",                             \
    "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"      \
    "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39"
#define RFC8998_KEY_NONCE_AAD_PT "0123456789abcdeffedcba9876543210",        \
    "00001234567800000000abcd", "feedfacedeadbeeffeedfacedeadbeefabaddad2", \
    "aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbccccccccccccccccdddddddddddddddd"      \
    "eeeeeeeeeeeeeeeeffffffffffffffffeeeeeeeeeeeeeeeeaaaaaaaaaaaaaaaa"

static const struct aead_case {
    int         alg;
    const char* name;
    int         built;
    word32      keySz, tagSz;
    const char *key, *nonce, *aad, *pt, *ct, *tag;
    const char* source;
} aeads[] = {
    { TLS_AEAD_AES_128_GCM, "AES-128-GCM", HAVE_T_AESGCM, 16, 16,
      "feffe9928665731c6d6a8f9467308308", GCM_SPEC_NONCE_AAD_PT,
      "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
      "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
      "5bc94fbc3221a5db94fae95ae7121a47", "GCM specification test case 4" },
    { TLS_AEAD_AES_256_GCM, "AES-256-GCM", HAVE_T_AESGCM, 32, 16,
      "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
      GCM_SPEC_NONCE_AAD_PT,
      "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
      "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
      "76fc6ece0f4e1768cddf8853bb2d551b", "GCM specification test case 16" },
    { TLS_AEAD_CHACHA20_POLY1305, "ChaCha20-Poly1305", HAVE_T_CHACHA, 32, 16,
      "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f",
      "070000004041424344454647", "50515253c0c1c2c3c4c5c6c7",
      /* "Ladies and Gentlemen of the class of '99: ..." */
      "4c616469657320616e642047656e746c656d656e206f662074686520636c6173"
      "73206f66202739393a204966204920636f756c64206f6666657220796f75206f"
      "6e6c79206f6e652074697020666f7220746865206675747572652c2073756e73"
      "637265656e20776f756c642062652069742e",
      "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6"
      "3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36"
      "92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
      "3ff4def08e4b7a9de576d26586cec64b6116",
      "1ae10b594f09e26a7e902ecbd0600691", "RFC 8439 2.8.2" },
    { TLS_AEAD_AES_128_CCM, "AES-128-CCM", HAVE_T_AESCCM, 16, 16,
      "9415f925bcb41dc25e86c826dbc8bf68", "bdffaa763b916ff0ee3f3ce4",
      "705d676cd8a94451", "feb36167eafc02c8e2bd6e13817686ba",
      "08db327a88be7b48f430fd7bfccdf502", "b7c249f810adacf99abded1f3b9130f2",
      "Wycheproof aes_ccm_test tcId 12" },
    { TLS_AEAD_AES_128_CCM_8, "AES-128-CCM_8", HAVE_T_AESCCM, 16, 8,
      "404142434445464748494a4b4c4d4e4f", "101112131415161718191a1b",
      "000102030405060708090a0b0c0d0e0f10111213",
      "202122232425262728292a2b2c2d2e2f3031323334353637",
      "e3b201a9f5b71a7a9b1ceaeccd97e70b6176aad9a4428aa5",
      "484392fbc1b09951", "SP 800-38C example 3" },
    { TLS_AEAD_SM4_GCM, "SM4-GCM", HAVE_T_SM4GCM, 16, 16,
      RFC8998_KEY_NONCE_AAD_PT,
      "17f399f08c67d5ee19d0dc9969c4bb7d5fd46fd3756489069157b282bb200735"
      "d82710ca5c22f0ccfa7cbf93d496ac15a56834cbcf98c397b4024a2691233b8d",
      "83de3541e4c2b58177e065a9bf7b62ec", "RFC 8998 A.1" },
    { TLS_AEAD_SM4_CCM, "SM4-CCM", HAVE_T_SM4CCM, 16, 16,
      RFC8998_KEY_NONCE_AAD_PT,
      "48af93501fa62adbcd414cce6034d895dda1bf8f132f042098661572e7483094"
      "fd12e518ce062c98acee28d95df4416bed31a2f04476c18bb40c84a74b97dc5b",
      "16842d4fa186f56ab33256971fa110f4", "RFC 8998 A.2" },
};

/* open(in) must be VERIFY_MAC_ERROR with out wiped. */
static void aead_refuses(tls_aead* a, const char* alg, const char* what,
                         const byte* nonce, const byte* aad, word32 aadSz,
                         const byte* in, word32 inSz)
{
    byte   out[256];
    char   name[160];
    word32 outSz = (inSz > a->tagSz) ? inSz - a->tagSz : 0;
    int    ret;

    memset(out, 0xEE, sizeof(out));
    ret = tls_aead_open(a, nonce, aad, aadSz, in, inSz, out);
    snprintf(name, sizeof(name), "%s: %s is VERIFY_MAC_ERROR, output wiped",
             alg, what);
    check((ret == VERIFY_MAC_ERROR) && all_zero(out, outSz), name, ret);
}

static void aead_case(const struct aead_case* c)
{
    tls_aead a;
    byte key[32], nonce[12], aad[32], pt[128], want[160], buf[160];
    byte out[160], nonce2[12], aad2[32];
    word32 keySz, aadSz, ptSz, ctSz, tagSz, sz;
    char name[160];
    int ret;

    snprintf(name, sizeof(name), "%s: key %u and tag %u bytes", c->name,
             c->built ? (unsigned)c->keySz : 0,
             c->built ? (unsigned)c->tagSz : 0);
    check((tls_aead_key_size(c->alg) == (c->built ? c->keySz : 0)) &&
          (tls_aead_tag_size(c->alg) == (c->built ? c->tagSz : 0)), name,
          (long)tls_aead_key_size(c->alg));
    keySz = unhex(key, c->key);
    if (!c->built) {
        ret = tls_aead_init(&a, c->alg, key, keySz);
        snprintf(name, sizeof(name), "%s: init BAD_FUNC_ARG (not built)",
                 c->name);
        check(ret == BAD_FUNC_ARG, name, ret);
        return;
    }
    unhex(nonce, c->nonce);
    aadSz = unhex(aad, c->aad);
    ptSz = unhex(pt, c->pt);
    ctSz = unhex(want, c->ct);
    tagSz = unhex(want + ctSz, c->tag);

    ret = tls_aead_init(&a, c->alg, key, keySz - 1);
    snprintf(name, sizeof(name), "%s: a %u-byte key is BAD_FUNC_ARG",
             c->name, (unsigned)(keySz - 1));
    check(ret == BAD_FUNC_ARG, name, ret);
    ret = tls_aead_init(&a, c->alg, key, keySz);
    snprintf(name, sizeof(name), "%s: init", c->name);
    check(ret == 0, name, ret);
    if (ret != 0)
        return;

    ret = tls_aead_seal(&a, nonce, aad, aadSz, pt, ptSz, out);
    snprintf(name, sizeof(name), "%s: seal gives %s", c->name, c->source);
    check((ret == 0) && (ctSz == ptSz) && (tagSz == c->tagSz) &&
          (memcmp(out, want, ctSz + tagSz) == 0), name, ret);
    memset(buf, 0xEE, sizeof(buf));
    ret = tls_aead_open(&a, nonce, aad, aadSz, want, ctSz + tagSz, buf);
    snprintf(name, sizeof(name), "%s: open of %s", c->name, c->source);
    check((ret == 0) && (memcmp(buf, pt, ptSz) == 0) && (buf[ptSz] == 0xEE),
          name, ret);

    memcpy(buf, pt, ptSz);
    ret = tls_aead_seal(&a, nonce, aad, aadSz, buf, ptSz, buf);
    snprintf(name, sizeof(name), "%s: seal in place", c->name);
    check((ret == 0) && (memcmp(buf, want, ctSz + tagSz) == 0), name, ret);
    ret = tls_aead_open(&a, nonce, aad, aadSz, buf, ctSz + tagSz, buf);
    snprintf(name, sizeof(name), "%s: open in place", c->name);
    check((ret == 0) && (memcmp(buf, pt, ptSz) == 0), name, ret);

    /* tampering */
    memcpy(buf, want, ctSz + tagSz);
    buf[ctSz / 2] ^= 0x10;
    aead_refuses(&a, c->name, "a flipped ciphertext bit", nonce, aad, aadSz,
                 buf, ctSz + tagSz);
    memcpy(buf, want, ctSz + tagSz);
    buf[ctSz + tagSz - 1] ^= 0x01;
    aead_refuses(&a, c->name, "a flipped tag bit", nonce, aad, aadSz, buf,
                 ctSz + tagSz);
    memcpy(aad2, aad, aadSz);
    aad2[0] ^= 0x80;
    aead_refuses(&a, c->name, "a flipped AAD bit", nonce, aad2, aadSz, want,
                 ctSz + tagSz);
    memcpy(nonce2, nonce, sizeof(nonce2));
    nonce2[11] ^= 0x01;
    aead_refuses(&a, c->name, "another nonce", nonce2, aad, aadSz, want,
                 ctSz + tagSz);
    aead_refuses(&a, c->name, "a record without its last byte", nonce, aad,
                 aadSz, want, ctSz + tagSz - 1);
    aead_refuses(&a, c->name, "a record shorter than a tag", nonce, aad,
                 aadSz, want, tagSz - 1);
    memcpy(buf, want, ctSz + tagSz);
    buf[0] ^= 0x01;
    ret = tls_aead_open(&a, nonce, aad, aadSz, buf, ctSz + tagSz, buf);
    snprintf(name, sizeof(name), "%s: tampered open in place is "
             "VERIFY_MAC_ERROR, buffer wiped", c->name);
    check((ret == VERIFY_MAC_ERROR) && all_zero(buf, ctSz), name, ret);

    /* empty plaintext: the tag alone */
    ret = tls_aead_seal(&a, nonce, aad, aadSz, NULL, 0, out);
    sz = 0;
    if (ret == 0)
        ret = tls_aead_open(&a, nonce, aad, aadSz, out, c->tagSz, NULL);
    if (ret == 0) {
        out[0] ^= 1;
        sz = (tls_aead_open(&a, nonce, aad, aadSz, out, c->tagSz, NULL) ==
              VERIFY_MAC_ERROR);
    }
    snprintf(name, sizeof(name), "%s: empty record seals and opens, a "
             "flipped tag is refused", c->name);
    check((ret == 0) && sz, name, ret);

    tls_aead_free(&a);
    tls_aead_free(&a);
    check((a.alg == TLS_AEAD_NONE) && all_zero(a.key, sizeof(a.key)),
          "tls_aead_free wipes the object", a.alg);
    ret = tls_aead_seal(&a, nonce, aad, aadSz, pt, ptSz, out);
    snprintf(name, sizeof(name), "%s: seal after free is BAD_FUNC_ARG",
             c->name);
    check(ret == BAD_FUNC_ARG, name, ret);
}

/* ---------------------------------------------------------------------- */
/* Signatures                                                              */
/* ---------------------------------------------------------------------- */

/* Every scheme code point the header names, and two it does not sign. */
static const word16 all_schemes[] = {
    TLS_SIG_RSA_PKCS1_SHA256, TLS_SIG_RSA_PKCS1_SHA384,
    TLS_SIG_RSA_PKCS1_SHA512, TLS_SIG_RSA_PKCS1_SHA1,
    TLS_SIG_RSA_PSS_RSAE_SHA256, TLS_SIG_RSA_PSS_RSAE_SHA384,
    TLS_SIG_RSA_PSS_RSAE_SHA512, TLS_SIG_RSA_PSS_PSS_SHA256,
    TLS_SIG_RSA_PSS_PSS_SHA384, TLS_SIG_RSA_PSS_PSS_SHA512,
    TLS_SIG_ECDSA_SECP256R1_SHA256, TLS_SIG_ECDSA_SECP384R1_SHA384,
    TLS_SIG_ECDSA_SECP521R1_SHA512, TLS_SIG_ECDSA_SHA1, TLS_SIG_ED25519,
    TLS_SIG_ED448, TLS_SIG_SM2SIG_SM3, 0x1234
};
#define N_SCHEMES (sizeof(all_schemes) / sizeof(all_schemes[0]))

#define RSA_ALL TLS_SIG_RSA_PSS_RSAE_SHA256, TLS_SIG_RSA_PSS_RSAE_SHA384, \
    TLS_SIG_RSA_PSS_RSAE_SHA512, TLS_SIG_RSA_PKCS1_SHA256,                 \
    TLS_SIG_RSA_PKCS1_SHA384, TLS_SIG_RSA_PKCS1_SHA512,                   \
    TLS_SIG_RSA_PKCS1_SHA1

/* KEYDIR/<name>.key (DER private key) and <name>.crt (DER certificate of
 * it); other: a key of the same kind whose certificate must not match. */
static const struct key_case {
    const char* name;
    int         built;
    int         type;
    int         curve;
    word16      schemes[8];     /* what it signs, 0-terminated */
    const char* other;
} keys[] = {
    { "rsa2048", HAVE_T_RSA && HAVE_T_PSS, TLS_KEY_RSA, 0, { RSA_ALL, 0 },
      "rsa2048b" },
    { "rsa2048-pkcs8", HAVE_T_RSA && HAVE_T_PSS, TLS_KEY_RSA, 0,
      { RSA_ALL, 0 }, "rsa2048b" },
    /* 1024 bits: no room for PSS with SHA-512 and a 64-byte salt */
    { "rsa1024", HAVE_T_RSA && HAVE_T_PSS, TLS_KEY_RSA, 0,
      { TLS_SIG_RSA_PSS_RSAE_SHA256, TLS_SIG_RSA_PSS_RSAE_SHA384,
        TLS_SIG_RSA_PKCS1_SHA256, TLS_SIG_RSA_PKCS1_SHA384,
        TLS_SIG_RSA_PKCS1_SHA512, TLS_SIG_RSA_PKCS1_SHA1, 0 }, "rsa2048" },
    { "rsapss", HAVE_T_PSS, TLS_KEY_RSA, 0,
      { TLS_SIG_RSA_PSS_PSS_SHA256, TLS_SIG_RSA_PSS_PSS_SHA384,
        TLS_SIG_RSA_PSS_PSS_SHA512, 0 }, "rsapss-sha256" },
    /* parameters SHA-256, MGF1-SHA-256, salt 32: one scheme */
    { "rsapss-sha256", HAVE_T_PSS, TLS_KEY_RSA, 0,
      { TLS_SIG_RSA_PSS_PSS_SHA256, 0 }, "rsapss" },
    { "p256", HAVE_T_P256, TLS_KEY_ECC, ECC_SECP256R1,
      { TLS_SIG_ECDSA_SECP256R1_SHA256, TLS_SIG_ECDSA_SHA1, 0 }, "p256b" },
    /* SEC1 without the public key: computed on load */
    { "p256-nopub", HAVE_T_P256, TLS_KEY_ECC, ECC_SECP256R1,
      { TLS_SIG_ECDSA_SECP256R1_SHA256, TLS_SIG_ECDSA_SHA1, 0 }, "p256b" },
    { "p384", HAVE_T_P384, TLS_KEY_ECC, ECC_SECP384R1,
      { TLS_SIG_ECDSA_SECP384R1_SHA384, TLS_SIG_ECDSA_SHA1, 0 }, "p256" },
    { "p521", HAVE_T_P521, TLS_KEY_ECC, ECC_SECP521R1,
      { TLS_SIG_ECDSA_SECP521R1_SHA512, TLS_SIG_ECDSA_SHA1, 0 }, "p384" },
    { "ed25519", HAVE_T_ED25519, TLS_KEY_ED25519, 0, { TLS_SIG_ED25519, 0 },
      "ed25519b" },
    { "sm2", HAVE_T_SM2, TLS_KEY_SM2, ECC_SM2P256V1,
      { TLS_SIG_SM2SIG_SM3, 0 }, "p256" },
};

static const char* keydir;
static int ossl_verified, ossl_skipped;

static byte* slurp(const char* name, const char* ext, word32* sz)
{
    char  path[1024];
    FILE* f;
    byte* buf;
    long  n;

    snprintf(path, sizeof(path), "%s/%s%s", keydir, name, ext);
    f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    buf = (byte*)malloc(1 << 16);
    n = (buf != NULL) ? (long)fread(buf, 1, 1 << 16, f) : 0;
    fclose(f);
    *sz = (word32)n;
    return buf;
}

static int in_list(const word16* list, word16 s)
{
    for (; *list != 0; list++) {
        if (*list == s)
            return 1;
    }
    return 0;
}

/* A parsed certificate of KEYDIR/<name>.crt (der kept for it). */
static int load_cert(const char* name, DecodedCert* cert, byte** der)
{
    word32 sz = 0;
    int    ret;

    *der = slurp(name, ".crt", &sz);
    if (*der == NULL)
        return -1;
    InitDecodedCert(cert, *der, sz, NULL);
    ret = ParseCert(cert, CERT_TYPE, NO_VERIFY, NULL);
    if (ret != 0) {
        FreeDecodedCert(cert);
        free(*der);
        *der = NULL;
    }
    return ret;
}

static void free_cert(DecodedCert* cert, byte* der)
{
    if (der != NULL) {
        FreeDecodedCert(cert);
        free(der);
    }
}

/* Sign msg with scheme s, verify, and the refusals; writes ours.*.sig. */
static void sig_scheme(const struct key_case* k, tls_privkey* key,
                       word16 s, const DecodedCert* cert,
                       const DecodedCert* other, WC_RNG* rng,
                       const byte* msg, word32 msgSz)
{
    byte   sig[TLS_MAX_SIG_SZ], m2[1024];
    word32 sigSz = sizeof(sig), n;
    char   name[200], path[1024];
    FILE*  f;
    int    ret;

    n = 8;
    ret = tls_sig_sign(key, s, msg, msgSz, rng, sig, &n);
    snprintf(name, sizeof(name), "%s 0x%04x: sign into 8 bytes is BUFFER_E",
             k->name, s);
    check(ret == BUFFER_E, name, ret);
    ret = tls_sig_sign(key, s, msg, msgSz, rng, sig, &sigSz);
    snprintf(name, sizeof(name), "%s 0x%04x: sign", k->name, s);
    check(ret == 0, name, ret);
    if (ret != 0)
        return;
    ret = tls_sig_verify(cert, s, msg, msgSz, sig, sigSz);
    snprintf(name, sizeof(name), "%s 0x%04x: verify with its certificate",
             k->name, s);
    check(ret == 0, name, ret);
    sig[sigSz / 3] ^= 0x04;
    ret = tls_sig_verify(cert, s, msg, msgSz, sig, sigSz);
    snprintf(name, sizeof(name), "%s 0x%04x: a flipped signature bit is "
             "VERIFY_SIGN_ERROR", k->name, s);
    check(ret == VERIFY_SIGN_ERROR, name, ret);
    sig[sigSz / 3] ^= 0x04;
    memcpy(m2, msg, msgSz);
    m2[msgSz - 1] ^= 0x01;
    ret = tls_sig_verify(cert, s, m2, msgSz, sig, sigSz);
    snprintf(name, sizeof(name), "%s 0x%04x: a flipped message bit is "
             "VERIFY_SIGN_ERROR", k->name, s);
    check(ret == VERIFY_SIGN_ERROR, name, ret);
    ret = tls_sig_verify(cert, s, msg, msgSz - 1, sig, sigSz);
    snprintf(name, sizeof(name), "%s 0x%04x: a shorter message is "
             "VERIFY_SIGN_ERROR", k->name, s);
    check(ret == VERIFY_SIGN_ERROR, name, ret);
    if (other != NULL) {
        ret = tls_sig_verify(other, s, msg, msgSz, sig, sigSz);
        snprintf(name, sizeof(name), "%s 0x%04x: %s's certificate is "
                 "VERIFY_SIGN_ERROR", k->name, s, k->other);
        check(ret == VERIFY_SIGN_ERROR, name, ret);
    }
    snprintf(path, sizeof(path), "%s/ours.%s.%04x.sig", keydir, k->name, s);
    f = fopen(path, "wb");
    if ((f != NULL) && (fwrite(sig, 1, sigSz, f) == sigSz)) {
        printf("signed %s %04x %s\n", k->name, s, path);
    }
    else {
        check(0, "write our signature", 0);
    }
    if (f != NULL)
        fclose(f);
}

/* OpenSSL's signature of msg with k under s, when the driver made one:
 * verifies exactly when s suits the key (cert NULL: k is not built in,
 * the signature is only counted). */
static void sig_openssl(const struct key_case* k, word16 s,
                        const DecodedCert* cert, const byte* msg,
                        word32 msgSz)
{
    char   file[128], name[200];
    byte*  sig;
    word32 sigSz = 0;
    int    ret, want = in_list(k->schemes, s);

    snprintf(file, sizeof(file), "ossl.%s.%04x", k->name, s);
    sig = slurp(file, ".sig", &sigSz);
    if (sig == NULL)
        return;
    if (cert == NULL) {
        ossl_skipped++;
        free(sig);
        return;
    }
    ossl_verified++;
    ret = tls_sig_verify(cert, s, msg, msgSz, sig, sigSz);
    snprintf(name, sizeof(name), "%s 0x%04x: OpenSSL's signature %s",
             k->name, s, want ? "verifies" : "is VERIFY_SIGN_ERROR (scheme "
             "does not suit the key)");
    check(ret == (want ? 0 : VERIFY_SIGN_ERROR), name, ret);
    free(sig);
}

static void sig_key(const struct key_case* k, WC_RNG* rng, const byte* msg,
                    word32 msgSz)
{
    tls_privkey key;
    DecodedCert cert, other;
    byte*  der;
    byte*  certDer = NULL;
    byte*  otherDer = NULL;
    word32 derSz = 0, i;
    char   name[200];
    int    ret;

    der = slurp(k->name, ".key", &derSz);
    if (der == NULL) {
        snprintf(name, sizeof(name), "%s (no key file)", k->name);
        na(name);
        return;
    }
    ret = tls_privkey_load(&key, der, derSz, NULL);
    if (!k->built) {
        snprintf(name, sizeof(name), "%s: not built in, WOLFSSL_BAD_FILE",
                 k->name);
        check(ret == WOLFSSL_BAD_FILE, name, ret);
        free(der);
        for (i = 0; i < N_SCHEMES; i++)
            sig_openssl(k, all_schemes[i], NULL, msg, msgSz);
        return;
    }
    snprintf(name, sizeof(name), "%s: loads as type %d", k->name, k->type);
    check((ret == 0) && (key.type == k->type) &&
          ((k->curve == 0) || (key.curve == k->curve)), name,
          (ret != 0) ? ret : key.type);
    free(der);
    if (ret != 0)
        return;
    if (load_cert(k->name, &cert, &certDer) != 0) {
        check(0, "parse its certificate", 0);
        tls_privkey_free(&key);
        return;
    }
    if (load_cert(k->other, &other, &otherDer) != 0)
        otherDer = NULL;
    snprintf(name, sizeof(name), "%s: matches its certificate", k->name);
    check(tls_privkey_matches_cert(&key, &cert) == 1, name, 0);
    if (otherDer != NULL) {
        snprintf(name, sizeof(name), "%s: does not match %s's certificate",
                 k->name, k->other);
        check(tls_privkey_matches_cert(&key, &other) == 0, name, 1);
    }
    for (i = 0; i < N_SCHEMES; i++) {
        word16 s = all_schemes[i];
        int want = in_list(k->schemes, s);
        int can = tls_privkey_can_sign(&key, s);

        snprintf(name, sizeof(name), "%s 0x%04x: can_sign = %d", k->name, s,
                 want);
        check(can == want, name, can);
        if (want) {
            sig_scheme(k, &key, s, &cert, (otherDer != NULL) ? &other : NULL,
                       rng, msg, msgSz);
        }
        else {
            byte   sig[TLS_MAX_SIG_SZ];
            word32 sigSz = sizeof(sig);
            ret = tls_sig_sign(&key, s, msg, msgSz, rng, sig, &sigSz);
            snprintf(name, sizeof(name), "%s 0x%04x: sign is SIG_TYPE_E",
                     k->name, s);
            check(ret == SIG_TYPE_E, name, ret);
        }
        sig_openssl(k, s, &cert, msg, msgSz);
    }
    tls_privkey_free(&key);
    tls_privkey_free(&key);
    check(key.type == TLS_KEY_NONE, "tls_privkey_free empties the key",
          key.type);
    free_cert(&cert, certDer);
    free_cert(&other, otherDer);
}

/* Keys that are not ours to use: garbage, an X25519 key, a truncated and
 * an extended RSA key. */
static void sig_bad_keys(void)
{
    tls_privkey key;
    byte   junk[64];
    byte*  der;
    word32 sz = 0, i;
    int    ret;

    for (i = 0; i < sizeof(junk); i++)
        junk[i] = (byte)(0x30 + i * 7);
    ret = tls_privkey_load(&key, junk, sizeof(junk), NULL);
    check(ret == WOLFSSL_BAD_FILE, "garbage is WOLFSSL_BAD_FILE", ret);
    ret = tls_privkey_load(&key, NULL, 10, NULL);
    check(ret == BAD_FUNC_ARG, "NULL DER is BAD_FUNC_ARG", ret);
    der = slurp("x25519", ".key", &sz);
    if (der != NULL) {
        ret = tls_privkey_load(&key, der, sz, NULL);
        check(ret == WOLFSSL_BAD_FILE, "an X25519 key is WOLFSSL_BAD_FILE",
              ret);
        free(der);
    }
    der = slurp("rsa2048", ".key", &sz);
    if ((der != NULL) && HAVE_T_RSA) {
        ret = tls_privkey_load(&key, der, sz - 1, NULL);
        check(ret == WOLFSSL_BAD_FILE,
              "a truncated RSA key is WOLFSSL_BAD_FILE", ret);
        der[sz] = 0;
        ret = tls_privkey_load(&key, der, sz + 1, NULL);
        check(ret == WOLFSSL_BAD_FILE,
              "an RSA key with a byte after it is WOLFSSL_BAD_FILE", ret);
    }
    free(der);
}

/* The argument checks and the schemes nobody signs. */
static void sig_edges(WC_RNG* rng)
{
    tls_privkey empty;
    byte   sig[16];
    word32 sigSz = sizeof(sig);
    int    ret;

    memset(&empty, 0, sizeof(empty));
    check(tls_privkey_can_sign(&empty, TLS_SIG_ED25519) == 0,
          "an empty key signs nothing", 1);
    check(tls_privkey_can_sign(NULL, TLS_SIG_ED25519) == 0,
          "can_sign(NULL) = 0", 1);
    ret = tls_sig_sign(&empty, TLS_SIG_ED25519, sig, 1, rng, sig, &sigSz);
    check(ret == SIG_TYPE_E, "sign with an empty key is SIG_TYPE_E", ret);
    ret = tls_sig_sign(NULL, TLS_SIG_ED25519, sig, 1, rng, sig, &sigSz);
    check(ret == BAD_FUNC_ARG, "sign with NULL key is BAD_FUNC_ARG", ret);
    ret = tls_sig_verify(NULL, TLS_SIG_ED25519, sig, 1, sig, 1);
    check(ret == BAD_FUNC_ARG, "verify with NULL cert is BAD_FUNC_ARG", ret);
    tls_privkey_free(NULL);
}

static void sig_all(WC_RNG* rng)
{
    byte*  msg;
    word32 msgSz = 0, i;

    sig_edges(rng);
    if (keydir == NULL) {
        na("signatures (no KEYDIR: run tests/tls/tls_crypto.py)");
        return;
    }
    msg = slurp("msg", ".bin", &msgSz);
    if ((msg == NULL) || (msgSz < 2) || (msgSz > 1024)) {
        check(0, "read KEYDIR/msg.bin", (long)msgSz);
        free(msg);
        return;
    }
    for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
        sig_key(&keys[i], rng, msg, msgSz);
    sig_bad_keys();
    printf("verified %d openssl signatures, %d skipped\n", ossl_verified,
           ossl_skipped);
    free(msg);
}

int main(int argc, char** argv)
{
    WC_RNG rng;
    size_t i;

    if (argc > 1)
        keydir = argv[1];
    if (wc_InitRng(&rng) != 0) {
        printf("FAIL wc_InitRng\n");
        return 1;
    }
    for (i = 0; i < sizeof(groups) / sizeof(groups[0]); i++)
        kex_group(&groups[i], &rng);
    kex_x25519_rfc7748(&rng);
    for (i = 0; i < sizeof(aeads) / sizeof(aeads[0]); i++)
        aead_case(&aeads[i]);
    sig_all(&rng);
    wc_FreeRng(&rng);
    printf("%d passed, %d failed\n", passed, failed);
    return (failed == 0) ? 0 : 1;
}
