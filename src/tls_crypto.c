/* tls_crypto.c -- the cryptography of the TLS layer by TLS code point:
 * key exchange groups (RFC 8446 4.2.7 and 7.4, RFC 7919, RFC 8998),
 * signature schemes (RFC 8446 4.2.3, RFC 8998 3.2.1) and the record
 * AEADs (RFC 8446 5.2, RFC 8998 3.1).  Contracts in tls_crypto.h.
 *
 * TLS layer, over the wolfCrypt API only: curve25519.h, ecc.h (and sm2.h
 * for curveSM2 and sm2sig_sm3), dh.h, rsa.h, ed25519.h, the AEADs of
 * aes.h, chacha20_poly1305.h and sm4.h, and for verification the
 * certificate code's cert_verify_msg (asn_cert.h), so that a signature is
 * checked the same way in a CertificateVerify as in a certificate.
 *
 * Peer input (key shares, signatures, records) is public; private keys,
 * DH exponents, shared secrets and record keys are wiped when freed, and
 * the wolfCrypt calls used on them are constant time.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#ifdef WOLFSSL_SM2
    #include <wolfssl/wolfcrypt/sm2.h>
#endif
#ifdef WOLFSSL_SM4
    #include <wolfssl/wolfcrypt/sm4.h>
#endif
#include <wolfssl/error-ssl.h>
#include <wolfssl/ssl.h>

#include "tls_crypto.h"

/* ======================================================================
 * Key exchange
 * ====================================================================== */

enum tls_kex_kind { TLS_KEX_X25519 = 1, TLS_KEX_EC, TLS_KEX_FFDHE,
                    TLS_KEX_X448 };

/* A group: its code point, the primitive and the wolfCrypt curve id
 * (ECDHE) or named group (FFDHE). */
typedef struct tls_group_info {
    word16 group;
    int    kind;
    int    id;
} tls_group_info;

static const tls_group_info tls_groups[] = {
#ifdef HAVE_CURVE25519
    { TLS_GROUP_X25519,    TLS_KEX_X25519, 0 },
#endif
#ifdef HAVE_CURVE448
    { TLS_GROUP_X448,      TLS_KEX_X448,   0 },
#endif
#ifdef HAVE_ECC
    #ifdef HAVE_ECC256
    { TLS_GROUP_SECP256R1, TLS_KEX_EC,     ECC_SECP256R1 },
    #endif
    #ifdef HAVE_ECC384
    { TLS_GROUP_SECP384R1, TLS_KEX_EC,     ECC_SECP384R1 },
    #endif
    #ifdef HAVE_ECC521
    { TLS_GROUP_SECP521R1, TLS_KEX_EC,     ECC_SECP521R1 },
    #endif
    #ifdef WOLFSSL_SM2
    { TLS_GROUP_SM2,       TLS_KEX_EC,     ECC_SM2P256V1 },
    #endif
#endif
#ifndef NO_DH
    #ifdef HAVE_FFDHE_2048
    { TLS_GROUP_FFDHE2048, TLS_KEX_FFDHE,  WC_FFDHE_2048 },
    #endif
    #ifdef HAVE_FFDHE_3072
    { TLS_GROUP_FFDHE3072, TLS_KEX_FFDHE,  WC_FFDHE_3072 },
    #endif
    #ifdef HAVE_FFDHE_4096
    { TLS_GROUP_FFDHE4096, TLS_KEX_FFDHE,  WC_FFDHE_4096 },
    #endif
#endif
    { 0, 0, 0 }
};

static const tls_group_info* tls_group_find(word16 group)
{
    const tls_group_info* g;

    for (g = tls_groups; g->group != 0; g++) {
        if (g->group == group)
            return g;
    }
    return NULL;
}

int tls_kex_supported(word16 group)
{
    return tls_group_find(group) != NULL;
}

#ifndef NO_DH
/* Bytes of the prime of FFDHE group id (the size of its public values
 * and shared secrets). */
static word32 tls_ffdhe_size(int id)
{
    word32 pSz = 0;

    if (wc_DhGetNamedKeyParamSize(id, &pSz, NULL, NULL) != 0)
        return 0;
    return pSz;
}
#endif

/* The size of g's public value, or 0. */
static word32 tls_kex_pub_size(const tls_group_info* g)
{
    switch (g->kind) {
#ifdef HAVE_CURVE25519
        case TLS_KEX_X25519:
            return CURVE25519_KEYSIZE;
#endif
#ifdef HAVE_CURVE448
        case TLS_KEX_X448:
            return CURVE448_PUB_KEY_SIZE;
#endif
#ifdef HAVE_ECC
        case TLS_KEX_EC:
            return 1 + 2 * (word32)wc_ecc_get_curve_size_from_id(g->id);
#endif
#ifndef NO_DH
        case TLS_KEX_FFDHE:
            return tls_ffdhe_size(g->id);
#endif
        default:
            return 0;
    }
}

/* A fresh key pair of g in kx (kx->group already set, so that
 * tls_kex_free releases it on failure); its public value into pub, whose
 * room (*pubSz) the caller has checked. */
static int tls_kex_make(tls_kex* kx, const tls_group_info* g, WC_RNG* rng,
                        byte* pub, word32* pubSz)
{
    int ret;

    switch (g->kind) {
#ifdef HAVE_CURVE25519
        case TLS_KEX_X25519:
            ret = wc_curve25519_init_ex(&kx->k.x25519, kx->heap,
                                        INVALID_DEVID);
            if (ret == 0)
                ret = wc_curve25519_make_key(rng, CURVE25519_KEYSIZE,
                                             &kx->k.x25519);
            if (ret == 0)                   /* RFC 7748: little endian */
                ret = wc_curve25519_export_public_ex(&kx->k.x25519, pub,
                                                     pubSz,
                                                     EC25519_LITTLE_ENDIAN);
            return ret;
#endif
#ifdef HAVE_CURVE448
        case TLS_KEX_X448:
            ret = wc_curve448_init_ex(&kx->k.x448, kx->heap, INVALID_DEVID);
            if (ret == 0)
                ret = wc_curve448_make_key(rng, CURVE448_KEY_SIZE,
                                           &kx->k.x448);
            if (ret == 0)                   /* RFC 7748: little endian */
                ret = wc_curve448_export_public_ex(&kx->k.x448, pub, pubSz,
                                                   EC448_LITTLE_ENDIAN);
            return ret;
#endif
#ifdef HAVE_ECC
        case TLS_KEX_EC:
            ret = wc_ecc_init_ex(&kx->k.ec, kx->heap, INVALID_DEVID);
            if (ret == 0)
                ret = wc_ecc_make_key_ex(rng,
                                         wc_ecc_get_curve_size_from_id(g->id),
                                         &kx->k.ec, g->id);
            if (ret == 0)                   /* 0x04 || X || Y */
                ret = wc_ecc_export_x963(&kx->k.ec, pub, pubSz);
            return ret;
#endif
#ifndef NO_DH
        case TLS_KEX_FFDHE: {
            word32 pSz = tls_ffdhe_size(g->id), n = pSz;
            ret = wc_InitDhKey_ex(&kx->k.dh, kx->heap, INVALID_DEVID);
            if (ret == 0)
                ret = wc_DhSetNamedKey(&kx->k.dh, g->id);
            kx->dhPrivSz = sizeof(kx->dhPriv);
            if (ret == 0)
                ret = wc_DhGenerateKeyPair(&kx->k.dh, rng, kx->dhPriv,
                                           &kx->dhPrivSz, pub, &n);
            if (ret == 0) {                 /* RFC 8446 4.2.8.1: padded */
                XMEMMOVE(pub + (pSz - n), pub, n);
                XMEMSET(pub, 0, pSz - n);
                *pubSz = pSz;
            }
            return ret;
        }
#endif
        default:
            (void)kx; (void)rng; (void)pub; (void)pubSz; (void)ret;
            return BAD_FUNC_ARG;
    }
}

int tls_kex_keygen(tls_kex* kx, word16 group, WC_RNG* rng, void* heap,
                   byte* pub, word32* pubSz)
{
    const tls_group_info* g = tls_group_find(group);
    word32 need;
    int    ret;

    if ((kx == NULL) || (rng == NULL) || (pub == NULL) || (pubSz == NULL) ||
        (g == NULL))
        return BAD_FUNC_ARG;
    need = tls_kex_pub_size(g);
    if (need == 0)
        return BAD_FUNC_ARG;
    if (*pubSz < need)
        return BUFFER_E;
    XMEMSET(kx, 0, sizeof(*kx));
    kx->heap = heap;
    kx->group = group;
    ret = tls_kex_make(kx, g, rng, pub, pubSz);
    if (ret != 0)
        tls_kex_free(kx);
    return ret;
}

#ifdef HAVE_CURVE25519
/* X25519 (RFC 7748 section 5, RFC 8446 7.4.2): the peer's 32 bytes,
 * little endian; a set top bit (which honest peers never send; the
 * library refuses it) and an all-zero result (a point of small order)
 * are bad key shares. */
static int tls_agree_x25519(tls_kex* kx, const byte* peer, word32 peerSz,
                            byte* secret, word32* secretSz)
{
    curve25519_key peerKey;
    int ret;

    if (peerSz != CURVE25519_KEYSIZE)
        return BAD_KEY_SHARE_DATA;
    if (*secretSz < CURVE25519_KEYSIZE)
        return BUFFER_E;
    ret = wc_curve25519_init_ex(&peerKey, kx->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_curve25519_import_public_ex(peer, peerSz, &peerKey,
                                         EC25519_LITTLE_ENDIAN);
    if (ret == 0)
        ret = wc_curve25519_shared_secret_ex(&kx->k.x25519, &peerKey, secret,
                                             secretSz,
                                             EC25519_LITTLE_ENDIAN);
    wc_curve25519_free(&peerKey);
    if ((ret == ECC_BAD_ARG_E) || (ret == ECC_OUT_OF_RANGE_E))
        ret = BAD_KEY_SHARE_DATA;
    return ret;
}
#endif

#ifdef HAVE_CURVE448
/* X448 (RFC 7748 section 5, RFC 8446 7.4.2): the peer's 56 bytes, little
 * endian; an all-zero result (a point of small order) is a bad key
 * share. */
static int tls_agree_x448(tls_kex* kx, const byte* peer, word32 peerSz,
                          byte* secret, word32* secretSz)
{
    curve448_key peerKey;
    int ret;

    if (peerSz != CURVE448_PUB_KEY_SIZE)
        return BAD_KEY_SHARE_DATA;
    if (*secretSz < CURVE448_KEY_SIZE)
        return BUFFER_E;
    ret = wc_curve448_init_ex(&peerKey, kx->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_curve448_import_public_ex(peer, peerSz, &peerKey,
                                       EC448_LITTLE_ENDIAN);
    if (ret == 0)
        ret = wc_curve448_shared_secret_ex(&kx->k.x448, &peerKey, secret,
                                           secretSz, EC448_LITTLE_ENDIAN);
    wc_curve448_free(&peerKey);
    if ((ret == ECC_BAD_ARG_E) || (ret == ECC_OUT_OF_RANGE_E))
        ret = BAD_KEY_SHARE_DATA;
    return ret;
}
#endif

#ifdef HAVE_ECC
/* ECDHE (RFC 8446 4.2.8.2, 7.4.2; RFC 8998 for curveSM2): the peer's
 * UncompressedPointRepresentation, exactly 1 + 2 * field size bytes,
 * must be a point of the curve other than infinity with coordinates
 * below p (wc_ecc_check_key; the curves have cofactor 1); the secret is
 * the x coordinate, field size bytes. */
static int tls_agree_ec(tls_kex* kx, const tls_group_info* g,
                        const byte* peer, word32 peerSz, byte* secret,
                        word32* secretSz)
{
    ecc_key peerKey;
    word32  size = (word32)wc_ecc_get_curve_size_from_id(g->id);
    int     ret;

    if ((peerSz != 1 + 2 * size) || (peer[0] != ECC_POINT_UNCOMP))
        return BAD_KEY_SHARE_DATA;
    if (*secretSz < size)
        return BUFFER_E;
    ret = wc_ecc_init_ex(&peerKey, kx->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_ecc_import_x963_ex(peer, peerSz, &peerKey, g->id);
    if (ret == 0)
        ret = wc_ecc_check_key(&peerKey);
    if ((ret != 0) && (ret != MEMORY_E))
        ret = BAD_KEY_SHARE_DATA;
    if (ret == 0)
        ret = wc_ecc_shared_secret(&kx->k.ec, &peerKey, secret, secretSz);
    wc_ecc_free(&peerKey);
    return ret;
}
#endif

#ifndef NO_DH
/* FFDHE (RFC 8446 4.2.8.1, 7.4.1): the peer's value left-padded to the
 * prime's size, 1 < Y < p - 1 (and in the prime-order subgroup: the
 * library's check for a named group); the secret is left-padded to the
 * prime's size too. */
static int tls_agree_ffdhe(tls_kex* kx, const tls_group_info* g,
                           const byte* peer, word32 peerSz, byte* secret,
                           word32* secretSz)
{
    word32 pSz = tls_ffdhe_size(g->id);
    int    ret;

    if (peerSz != pSz)
        return BAD_KEY_SHARE_DATA;
    if (*secretSz < pSz)
        return BUFFER_E;
    ret = wc_DhAgree_ct(&kx->k.dh, secret, secretSz, kx->dhPriv,
                        kx->dhPrivSz, peer, peerSz);
    if (ret == DH_CHECK_PUB_E)
        ret = BAD_KEY_SHARE_DATA;
    return ret;
}
#endif

int tls_kex_agree(tls_kex* kx, const byte* peer, word32 peerSz,
                  byte* secret, word32* secretSz)
{
    const tls_group_info* g;
    int ret;

    if ((kx == NULL) || (peer == NULL) || (secret == NULL) ||
        (secretSz == NULL))
        return BAD_FUNC_ARG;
    g = tls_group_find(kx->group);
    if (g == NULL)
        return BAD_FUNC_ARG;
    switch (g->kind) {
#ifdef HAVE_CURVE25519
        case TLS_KEX_X25519:
            ret = tls_agree_x25519(kx, peer, peerSz, secret, secretSz);
            break;
#endif
#ifdef HAVE_CURVE448
        case TLS_KEX_X448:
            ret = tls_agree_x448(kx, peer, peerSz, secret, secretSz);
            break;
#endif
#ifdef HAVE_ECC
        case TLS_KEX_EC:
            ret = tls_agree_ec(kx, g, peer, peerSz, secret, secretSz);
            break;
#endif
#ifndef NO_DH
        case TLS_KEX_FFDHE:
            ret = tls_agree_ffdhe(kx, g, peer, peerSz, secret, secretSz);
            break;
#endif
        default:
            ret = BAD_FUNC_ARG;
            break;
    }
    (void)peerSz;
    return ret;
}

void tls_kex_free(tls_kex* kx)
{
    const tls_group_info* g;

    if (kx == NULL)
        return;
    g = tls_group_find(kx->group);
    if (g != NULL) {
        switch (g->kind) {
#ifdef HAVE_CURVE25519
            case TLS_KEX_X25519:
                wc_curve25519_free(&kx->k.x25519);
                break;
#endif
#ifdef HAVE_CURVE448
            case TLS_KEX_X448:
                wc_curve448_free(&kx->k.x448);
                break;
#endif
#ifdef HAVE_ECC
            case TLS_KEX_EC:
                wc_ecc_free(&kx->k.ec);
                break;
#endif
#ifndef NO_DH
            case TLS_KEX_FFDHE:
                wc_FreeDhKey(&kx->k.dh);
                break;
#endif
            default:
                break;
        }
    }
    ForceZero(kx, sizeof(*kx));
}

/* ======================================================================
 * Signatures
 * ====================================================================== */

/* How a scheme signs. */
enum tls_sig_kind {
    TLS_SIGK_RSA_PKCS1 = 1,  /* RSASSA-PKCS1-v1_5, DigestInfo */
    TLS_SIGK_PSS_RSAE,       /* RSASSA-PSS with an rsaEncryption key */
    TLS_SIGK_PSS_PSS,        /* RSASSA-PSS with an RSASSA-PSS key */
    TLS_SIGK_ECDSA,
    TLS_SIGK_ED25519,
    TLS_SIGK_SM2,
    TLS_SIGK_ED448
};

/* A scheme: how it signs, its hash, the certificate algorithm
 * (Ctc_SigType) cert_verify_msg checks it as, and for ECDSA the curve it
 * is bound to (0: any of P-256/384/521, ecdsa_sha1). */
typedef struct tls_sig_info {
    word16 scheme;
    int    kind;
    int    hash;            /* enum wc_HashType */
    word32 sigOID;
    int    curve;           /* ecc_curve_id */
    word32 curveOID;        /* Ecc_Sum of curve */
} tls_sig_info;

static const tls_sig_info tls_sigs[] = {
    { TLS_SIG_RSA_PSS_RSAE_SHA256, TLS_SIGK_PSS_RSAE, WC_HASH_TYPE_SHA256,
      CTC_RSASSAPSS, 0, 0 },
    { TLS_SIG_RSA_PSS_RSAE_SHA384, TLS_SIGK_PSS_RSAE, WC_HASH_TYPE_SHA384,
      CTC_RSASSAPSS, 0, 0 },
    { TLS_SIG_RSA_PSS_RSAE_SHA512, TLS_SIGK_PSS_RSAE, WC_HASH_TYPE_SHA512,
      CTC_RSASSAPSS, 0, 0 },
    { TLS_SIG_RSA_PSS_PSS_SHA256, TLS_SIGK_PSS_PSS, WC_HASH_TYPE_SHA256,
      CTC_RSASSAPSS, 0, 0 },
    { TLS_SIG_RSA_PSS_PSS_SHA384, TLS_SIGK_PSS_PSS, WC_HASH_TYPE_SHA384,
      CTC_RSASSAPSS, 0, 0 },
    { TLS_SIG_RSA_PSS_PSS_SHA512, TLS_SIGK_PSS_PSS, WC_HASH_TYPE_SHA512,
      CTC_RSASSAPSS, 0, 0 },
    { TLS_SIG_RSA_PKCS1_SHA256, TLS_SIGK_RSA_PKCS1, WC_HASH_TYPE_SHA256,
      CTC_SHA256wRSA, 0, 0 },
    { TLS_SIG_RSA_PKCS1_SHA384, TLS_SIGK_RSA_PKCS1, WC_HASH_TYPE_SHA384,
      CTC_SHA384wRSA, 0, 0 },
    { TLS_SIG_RSA_PKCS1_SHA512, TLS_SIGK_RSA_PKCS1, WC_HASH_TYPE_SHA512,
      CTC_SHA512wRSA, 0, 0 },
    { TLS_SIG_RSA_PKCS1_SHA1, TLS_SIGK_RSA_PKCS1, WC_HASH_TYPE_SHA,
      CTC_SHAwRSA, 0, 0 },
    { TLS_SIG_ECDSA_SECP256R1_SHA256, TLS_SIGK_ECDSA, WC_HASH_TYPE_SHA256,
      CTC_SHA256wECDSA, ECC_SECP256R1, ECC_SECP256R1_OID },
    { TLS_SIG_ECDSA_SECP384R1_SHA384, TLS_SIGK_ECDSA, WC_HASH_TYPE_SHA384,
      CTC_SHA384wECDSA, ECC_SECP384R1, ECC_SECP384R1_OID },
    { TLS_SIG_ECDSA_SECP521R1_SHA512, TLS_SIGK_ECDSA, WC_HASH_TYPE_SHA512,
      CTC_SHA512wECDSA, ECC_SECP521R1, ECC_SECP521R1_OID },
    { TLS_SIG_ECDSA_SHA1, TLS_SIGK_ECDSA, WC_HASH_TYPE_SHA,
      CTC_SHAwECDSA, 0, 0 },
    { TLS_SIG_ED25519, TLS_SIGK_ED25519, WC_HASH_TYPE_NONE,
      CTC_ED25519, 0, 0 },
    { TLS_SIG_ED448, TLS_SIGK_ED448, WC_HASH_TYPE_NONE,
      CTC_ED448, 0, 0 },
    { TLS_SIG_SM2SIG_SM3, TLS_SIGK_SM2, WC_HASH_TYPE_SM3,
      CTC_SM3wSM2, ECC_SM2P256V1, ECC_SM2P256V1_OID },
    { 0, 0, 0, 0, 0, 0 }
};

/* The distinguishing identifier of sm2sig_sm3 in TLS 1.3 (RFC 8998
 * section 3.2.1); a certificate's SM2 signature uses another. */
static const byte tls_sm2_id[] = "TLSv1.3+GM+Cipher+Suite";
#define TLS_SM2_ID_SZ ((word32)sizeof(tls_sm2_id) - 1)

/* The scheme's row when the scheme and its hash are built in. */
static const tls_sig_info* tls_sig_find(word16 scheme)
{
    const tls_sig_info* s;

    for (s = tls_sigs; s->scheme != 0; s++) {
        if (s->scheme == scheme) {
            if ((s->hash != WC_HASH_TYPE_NONE) &&
                (wc_HashGetDigestSize((enum wc_HashType)s->hash) <= 0))
                return NULL;
            return s;
        }
    }
    return NULL;
}

#ifndef NO_RSA
/* The bit of tls_privkey.pssHashes for hash (SHA-256/384/512), else 0. */
static byte tls_pss_hash_bit(int hash)
{
    switch (hash) {
        case WC_HASH_TYPE_SHA256: return 1;
        case WC_HASH_TYPE_SHA384: return 2;
        case WC_HASH_TYPE_SHA512: return 4;
        default:                  return 0;
    }
}

/* id-RSASSA-PSS, 1.2.840.113549.1.1.10 (RFC 4055). */
static const byte tls_oid_rsassa_pss[] = { 0x2A, 0x86, 0x48, 0x86, 0xF7,
                                           0x0D, 0x01, 0x01, 0x0A };

/* The hashes whose rsa_pss_pss_* schemes an RSASSA-PSS key with the
 * AlgorithmIdentifier parameters params (NULL: none, any hash) allows,
 * judged by the certificate code's RFC 4055 rules. */
static byte tls_pss_key_hashes(const byte* params, word32 paramsSz)
{
    static const int hashes[] = { WC_HASH_TYPE_SHA256, WC_HASH_TYPE_SHA384,
                                  WC_HASH_TYPE_SHA512 };
    DecodedCert spki;       /* only the key fields are read */
    byte   mask = 0;
    word32 i;

    XMEMSET(&spki, 0, sizeof(spki));
    spki.keyOID = RSAPSSk;
    spki.keyParams = params;
    spki.keyParamsSz = paramsSz;
    for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++) {
        if (cert_verify_msg(&spki, CTC_RSASSAPSS, hashes[i], NULL, 0, NULL,
                            0, NULL, 0) == 0)
            mask |= tls_pss_hash_bit(hashes[i]);
    }
    return mask;
}

/* An RSA private key: PKCS #1 RSAPrivateKey or PKCS #8 with
 * rsaEncryption (wc_RsaPrivateKeyDecode), or PKCS #8 with id-RSASSA-PSS
 * around an RSAPrivateKey (RFC 4055 section 1.2; parameters restrict
 * the hashes).  The DER must hold the key alone. */
static int tls_load_rsa(tls_privkey* key, const byte* der, word32 derSz)
{
    RsaKey*     rsa = &key->k.rsa;
    asn_algo_id alg;
    const byte* inner;
    word32      innerSz, idx = 0, j = 0;
    int         ret;

    ret = wc_InitRsaKey_ex(rsa, key->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_RsaPrivateKeyDecode(der, &idx, rsa, derSz);
    if (ret != 0) {
        idx = 0;
        ret = asn_get_pkcs8(der, &idx, &alg, &inner, &innerSz, derSz);
        if ((ret == 0) && ((alg.oidSz != sizeof(tls_oid_rsassa_pss)) ||
                           (XMEMCMP(alg.oid, tls_oid_rsassa_pss,
                                    sizeof(tls_oid_rsassa_pss)) != 0)))
            ret = ASN_OBJECT_ID_E;
        if (ret == 0)
            ret = wc_RsaPrivateKeyDecode(inner, &j, rsa, innerSz);
        if ((ret == 0) && (j != innerSz))
            ret = ASN_PARSE_E;
        if (ret == 0) {
            key->pss = 1;
            key->pssHashes = tls_pss_key_hashes(alg.params, alg.paramsSz);
            if (key->pssHashes == 0)
                ret = ASN_PARSE_E;      /* signs no TLS scheme */
        }
    }
    if ((ret == 0) && (idx != derSz))
        ret = ASN_PARSE_E;
    if (ret == 0)
        key->type = TLS_KEY_RSA;
    else
        wc_FreeRsaKey(rsa);
    return ret;
}
#endif

#ifdef HAVE_ECC
/* A SEC1 or PKCS #8 EC private key; the pair is checked (and the public
 * point made when the DER has none).  sm2p256v1 makes a TLS_KEY_SM2. */
static int tls_load_ecc(tls_privkey* key, const byte* der, word32 derSz)
{
    ecc_key* ec = &key->k.ec;
    word32   idx = 0;
    int      ret;

    ret = wc_ecc_init_ex(ec, key->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_EccPrivateKeyDecode(der, &idx, ec, derSz);
    if ((ret == 0) && (idx != derSz))
        ret = ASN_PARSE_E;
    if ((ret == 0) && (ec->type == ECC_PRIVATEKEY_ONLY))
        ret = wc_ecc_make_pub(ec, NULL);
    if (ret == 0)
        ret = wc_ecc_check_key(ec);
    if (ret == 0) {
        key->curve = ec->dp->id;
        key->type = (key->curve == ECC_SM2P256V1) ? TLS_KEY_SM2
                                                  : TLS_KEY_ECC;
    }
    else {
        wc_ecc_free(ec);
    }
    return ret;
}
#endif

#ifdef HAVE_ED25519
/* A PKCS #8 Ed25519 key (RFC 8410); its public key is made when the DER
 * has none, so that signing and tls_privkey_matches_cert have it. */
static int tls_load_ed25519(tls_privkey* key, const byte* der, word32 derSz)
{
    ed25519_key* ed = &key->k.ed;
    byte   pair[ED25519_PRV_KEY_SIZE];
    word32 idx = 0, n = sizeof(pair);
    int    ret;

    ret = wc_ed25519_init_ex(ed, key->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_Ed25519PrivateKeyDecode(der, &idx, ed, derSz);
    if ((ret == 0) && (idx != derSz))
        ret = ASN_PARSE_E;
    if ((ret == 0) && !ed->pubKeySet)
        ret = wc_ed25519_export_private(ed, pair, &n);  /* makes it */
    ForceZero(pair, sizeof(pair));
    if (ret == 0)
        key->type = TLS_KEY_ED25519;
    else
        wc_ed25519_free(ed);
    return ret;
}
#endif

#ifdef HAVE_ED448
/* A PKCS #8 Ed448 key (RFC 8410), its public key made when absent. */
static int tls_load_ed448(tls_privkey* key, const byte* der, word32 derSz)
{
    ed448_key* ed = &key->k.ed448;
    byte   pair[ED448_PRV_KEY_SIZE];
    word32 idx = 0, n = sizeof(pair);
    int    ret;

    ret = wc_ed448_init_ex(ed, key->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_Ed448PrivateKeyDecode(der, &idx, ed, derSz);
    if ((ret == 0) && (idx != derSz))
        ret = ASN_PARSE_E;
    if ((ret == 0) && !ed->pubKeySet)
        ret = wc_ed448_export_private(ed, pair, &n);    /* makes it */
    ForceZero(pair, sizeof(pair));
    if (ret == 0)
        key->type = TLS_KEY_ED448;
    else
        wc_ed448_free(ed);
    return ret;
}
#endif

int tls_privkey_load(tls_privkey* key, const byte* der, word32 derSz,
                     void* heap)
{
    int ret = WOLFSSL_BAD_FILE;

    if ((key == NULL) || (der == NULL) || (derSz == 0))
        return BAD_FUNC_ARG;
    XMEMSET(key, 0, sizeof(*key));
    key->heap = heap;
#ifndef NO_RSA
    ret = tls_load_rsa(key, der, derSz);
#endif
#ifdef HAVE_ECC
    if (ret != 0)
        ret = tls_load_ecc(key, der, derSz);
#endif
#ifdef HAVE_ED25519
    if (ret != 0)
        ret = tls_load_ed25519(key, der, derSz);
#endif
#ifdef HAVE_ED448
    if (ret != 0)
        ret = tls_load_ed448(key, der, derSz);
#endif
    if (ret != 0) {
        ForceZero(key, sizeof(*key));
        return (ret == MEMORY_E) ? MEMORY_E : WOLFSSL_BAD_FILE;
    }
    return 0;
}

void tls_privkey_free(tls_privkey* key)
{
    if (key == NULL)
        return;
    switch (key->type) {
#ifndef NO_RSA
        case TLS_KEY_RSA:
            wc_FreeRsaKey(&key->k.rsa);
            break;
#endif
#ifdef HAVE_ECC
        case TLS_KEY_ECC:
        case TLS_KEY_SM2:
            wc_ecc_free(&key->k.ec);
            break;
#endif
#ifdef HAVE_ED25519
        case TLS_KEY_ED25519:
            wc_ed25519_free(&key->k.ed);
            break;
#endif
#ifdef HAVE_ED448
        case TLS_KEY_ED448:
            wc_ed448_free(&key->k.ed448);
            break;
#endif
        default:
            break;
    }
    ForceZero(key, sizeof(*key));
}

#ifndef NO_RSA
/* RSASSA-PSS with salt = hash length needs emLen >= 2 hLen + 2 (RFC 8017
 * 9.1.1), emLen = ceil((modBits - 1) / 8): a 1024-bit key cannot sign
 * with SHA-512. */
static int tls_rsa_pss_fits(const RsaKey* rsa, int hash)
{
    int bits = mp_count_bits(&rsa->n);
    int hLen = wc_HashGetDigestSize((enum wc_HashType)hash);

    return (hLen > 0) && ((bits + 6) / 8 >= 2 * hLen + 2);
}
#endif

/* key can sign scheme s. */
static int tls_key_suits(const tls_privkey* key, const tls_sig_info* s)
{
    switch (s->kind) {
#ifndef NO_RSA
        case TLS_SIGK_RSA_PKCS1:
            return (key->type == TLS_KEY_RSA) && !key->pss;
        case TLS_SIGK_PSS_RSAE:
            return (key->type == TLS_KEY_RSA) && !key->pss &&
                   tls_rsa_pss_fits(&key->k.rsa, s->hash);
        case TLS_SIGK_PSS_PSS:
            return (key->type == TLS_KEY_RSA) && key->pss &&
                   ((key->pssHashes & tls_pss_hash_bit(s->hash)) != 0) &&
                   tls_rsa_pss_fits(&key->k.rsa, s->hash);
#endif
        case TLS_SIGK_ECDSA:
            return (key->type == TLS_KEY_ECC) &&
                   ((s->curve == 0) || (s->curve == key->curve));
        case TLS_SIGK_ED25519:
            return key->type == TLS_KEY_ED25519;
        case TLS_SIGK_ED448:
            return key->type == TLS_KEY_ED448;
        case TLS_SIGK_SM2:
            return key->type == TLS_KEY_SM2;
        default:
            return 0;
    }
}

int tls_privkey_can_sign(const tls_privkey* key, word16 scheme)
{
    const tls_sig_info* s = tls_sig_find(scheme);

    if ((key == NULL) || (s == NULL))
        return 0;
    return tls_key_suits(key, s);
}

#ifndef NO_RSA
/* The RSA key of cert (RSAPublicKey in the BIT STRING) has rsa's n and
 * e. */
static int tls_rsa_matches(const RsaKey* rsa, const DecodedCert* cert,
                           void* heap)
{
    RsaKey pub;
    word32 idx = 0;
    int    ok;

    if (wc_InitRsaKey_ex(&pub, heap, INVALID_DEVID) != 0)
        return 0;
    ok = (wc_RsaPublicKeyDecode(cert->publicKey, &idx, &pub,
                                cert->pubKeySize) == 0) &&
         (idx == cert->pubKeySize) &&
         (mp_cmp(&pub.n, &rsa->n) == MP_EQ) &&
         (mp_cmp(&pub.e, &rsa->e) == MP_EQ);
    wc_FreeRsaKey(&pub);
    return ok;
}
#endif

#ifdef HAVE_ECC
/* The EC point of cert (X9.63, on ec's curve) is ec's public point. */
static int tls_ecc_matches(const ecc_key* ec, const DecodedCert* cert,
                           void* heap)
{
    ecc_key pub;
    byte    a[ECC_BUFSIZE], b[ECC_BUFSIZE];
    word32  aSz = sizeof(a), bSz = sizeof(b);
    int     ok;

    if (ec->dp->oidSum != cert->pkCurveOID)
        return 0;
    if (wc_ecc_init_ex(&pub, heap, INVALID_DEVID) != 0)
        return 0;
    ok = (wc_ecc_import_x963_ex(cert->publicKey, cert->pubKeySize, &pub,
                                ec->dp->id) == 0) &&
         (wc_ecc_export_x963(&pub, a, &aSz) == 0) &&
         (wc_ecc_export_x963((ecc_key*)ec, b, &bSz) == 0) &&
         (aSz == bSz) && (XMEMCMP(a, b, aSz) == 0);
    wc_ecc_free(&pub);
    return ok;
}
#endif

int tls_privkey_matches_cert(const tls_privkey* key, const DecodedCert* cert)
{
    if ((key == NULL) || (cert == NULL) || (cert->publicKey == NULL))
        return 0;
    switch (key->type) {
#ifndef NO_RSA
        case TLS_KEY_RSA:
            return (cert->keyOID == (key->pss ? (word32)RSAPSSk
                                              : (word32)RSAk)) &&
                   tls_rsa_matches(&key->k.rsa, cert, key->heap);
#endif
#ifdef HAVE_ECC
        case TLS_KEY_ECC:
        case TLS_KEY_SM2:
            return ((cert->keyOID == ECDSAk) ||
                    ((key->type == TLS_KEY_SM2) &&
                     (cert->keyOID == SM2k))) &&
                   tls_ecc_matches(&key->k.ec, cert, key->heap);
#endif
#ifdef HAVE_ED25519
        case TLS_KEY_ED25519:
            return (cert->keyOID == ED25519k) &&
                   (cert->pubKeySize == ED25519_PUB_KEY_SIZE) &&
                   (XMEMCMP(cert->publicKey, key->k.ed.p,
                            ED25519_PUB_KEY_SIZE) == 0);
#endif
#ifdef HAVE_ED448
        case TLS_KEY_ED448:
            return (cert->keyOID == ED448k) &&
                   (cert->pubKeySize == ED448_PUB_KEY_SIZE) &&
                   (XMEMCMP(cert->publicKey, key->k.ed448.p,
                            ED448_PUB_KEY_SIZE) == 0);
#endif
        default:
            return 0;
    }
}

#ifndef NO_RSA
/* PKCS #1 v1.5 (DigestInfo, RFC 8017 9.2) or PSS (salt = hash length,
 * MGF1 with the hash) over digest. */
static int tls_sign_rsa(tls_privkey* key, const tls_sig_info* s,
                        const byte* digest, word32 digSz, WC_RNG* rng,
                        byte* sig, word32* sigSz)
{
    byte enc[WC_MAX_DIGEST_SIZE + 24];
    int  ret, sum, mgf;
    word32 encSz;

    switch (s->hash) {
        case WC_HASH_TYPE_SHA:
            sum = SHAh;    mgf = WC_MGF1SHA1;   break;
        case WC_HASH_TYPE_SHA256:
            sum = SHA256h; mgf = WC_MGF1SHA256; break;
        case WC_HASH_TYPE_SHA384:
            sum = SHA384h; mgf = WC_MGF1SHA384; break;
        default:
            sum = SHA512h; mgf = WC_MGF1SHA512; break;
    }
    if (*sigSz < (word32)wc_RsaEncryptSize(&key->k.rsa))
        return BUFFER_E;
    if (s->kind == TLS_SIGK_RSA_PKCS1) {
        encSz = wc_EncodeSignature(enc, digest, digSz, sum);
        ret = (encSz == 0) ? BAD_FUNC_ARG
                           : wc_RsaSSL_Sign(enc, encSz, sig, *sigSz,
                                            &key->k.rsa, rng);
    }
    else {
#ifdef WC_RSA_PSS
        ret = wc_RsaPSS_Sign_ex(digest, digSz, sig, *sigSz,
                                (enum wc_HashType)s->hash, mgf, (int)digSz,
                                &key->k.rsa, rng);
#else
        (void)mgf;
        ret = SIG_TYPE_E;
#endif
    }
    if (ret < 0)
        return ret;
    *sigSz = (word32)ret;
    return 0;
}
#endif

int tls_sig_sign(tls_privkey* key, word16 scheme, const byte* msg,
                 word32 msgSz, WC_RNG* rng, byte* sig, word32* sigSz)
{
    const tls_sig_info* s = tls_sig_find(scheme);
    byte digest[WC_MAX_DIGEST_SIZE];
    int  digSz = 0, ret = 0;

    if ((key == NULL) || ((msg == NULL) && (msgSz != 0)) || (rng == NULL) ||
        (sig == NULL) || (sigSz == NULL))
        return BAD_FUNC_ARG;
    if ((s == NULL) || !tls_key_suits(key, s))
        return SIG_TYPE_E;
    if ((s->kind != TLS_SIGK_ED25519) && (s->kind != TLS_SIGK_ED448) &&
        (s->kind != TLS_SIGK_SM2)) {
        digSz = wc_HashGetDigestSize((enum wc_HashType)s->hash);
        ret = wc_Hash((enum wc_HashType)s->hash, msg, msgSz, digest,
                      (word32)digSz);
        if (ret != 0)
            return ret;
    }
    switch (s->kind) {
#ifndef NO_RSA
        case TLS_SIGK_RSA_PKCS1:
        case TLS_SIGK_PSS_RSAE:
        case TLS_SIGK_PSS_PSS:
            return tls_sign_rsa(key, s, digest, (word32)digSz, rng, sig,
                                sigSz);
#endif
#ifdef HAVE_ECC
        case TLS_SIGK_ECDSA:
            return wc_ecc_sign_hash(digest, (word32)digSz, sig, sigSz, rng,
                                    &key->k.ec);
    #ifdef WOLFSSL_SM2
        case TLS_SIGK_SM2:
            digSz = wc_HashGetDigestSize(WC_HASH_TYPE_SM3);
            ret = wc_ecc_sm2_create_digest(tls_sm2_id, (word16)TLS_SM2_ID_SZ,
                                           msg, (int)msgSz, WC_HASH_TYPE_SM3,
                                           digest, digSz, &key->k.ec);
            if (ret == 0)
                ret = wc_ecc_sm2_sign_hash(digest, (word32)digSz, sig, sigSz,
                                           rng, &key->k.ec);
            return ret;
    #endif
#endif
#ifdef HAVE_ED25519
        case TLS_SIGK_ED25519:
            return wc_ed25519_sign_msg(msg, msgSz, sig, sigSz, &key->k.ed);
#endif
#ifdef HAVE_ED448
        case TLS_SIGK_ED448:
            return wc_ed448_sign_msg(msg, msgSz, sig, sigSz, &key->k.ed448,
                                     NULL, 0);
#endif
        default:
            (void)digSz; (void)ret;
            return SIG_TYPE_E;
    }
}

int tls_sig_verify(const DecodedCert* cert, word16 scheme, const byte* msg,
                   word32 msgSz, const byte* sig, word32 sigSz)
{
    const tls_sig_info* s = tls_sig_find(scheme);
    int ret;

    if ((cert == NULL) || ((msg == NULL) && (msgSz != 0)) || (sig == NULL))
        return BAD_FUNC_ARG;
    if (s == NULL)
        return VERIFY_SIGN_ERROR;
    /* RFC 8446 4.2.3: rsae with rsaEncryption keys, pss with RSASSA-PSS
     * keys; an ECDSA scheme with the key of its curve */
    if ((s->kind == TLS_SIGK_PSS_RSAE) && (cert->keyOID != RSAk))
        return VERIFY_SIGN_ERROR;
    if ((s->kind == TLS_SIGK_PSS_PSS) && (cert->keyOID != RSAPSSk))
        return VERIFY_SIGN_ERROR;
    if ((s->curveOID != 0) && (cert->pkCurveOID != s->curveOID))
        return VERIFY_SIGN_ERROR;
    ret = cert_verify_msg(cert, s->sigOID, s->hash,
                          (s->kind == TLS_SIGK_SM2) ? tls_sm2_id : NULL,
                          TLS_SM2_ID_SZ, msg, msgSz, sig, sigSz);
    return (ret == 0) ? 0 : VERIFY_SIGN_ERROR;
}

/* ======================================================================
 * Record protection
 * ====================================================================== */

/* An AEAD: its key and tag sizes (RFC 5116, RFC 6655, RFC 8439,
 * RFC 8998). */
typedef struct tls_aead_info {
    int    alg;
    word32 keySz;
    word32 tagSz;
} tls_aead_info;

static const tls_aead_info tls_aeads[] = {
#ifndef NO_AES
    #ifdef HAVE_AESGCM
    { TLS_AEAD_AES_128_GCM,       16, 16 },
    { TLS_AEAD_AES_256_GCM,       32, 16 },
    #endif
    #ifdef HAVE_AESCCM
    { TLS_AEAD_AES_128_CCM,       16, 16 },
    { TLS_AEAD_AES_128_CCM_8,     16, 8 },
    #endif
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    { TLS_AEAD_CHACHA20_POLY1305, CHACHA20_POLY1305_AEAD_KEYSIZE,
      CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE },
#endif
#ifdef WOLFSSL_SM4_GCM
    { TLS_AEAD_SM4_GCM,           SM4_KEY_SIZE, 16 },
#endif
#ifdef WOLFSSL_SM4_CCM
    { TLS_AEAD_SM4_CCM,           SM4_KEY_SIZE, 16 },
#endif
    { TLS_AEAD_NONE, 0, 0 }
};

static const tls_aead_info* tls_aead_find(int alg)
{
    const tls_aead_info* i;

    for (i = tls_aeads; i->alg != TLS_AEAD_NONE; i++) {
        if (i->alg == alg)
            return i;
    }
    return NULL;
}

word32 tls_aead_key_size(int alg)
{
    const tls_aead_info* i = tls_aead_find(alg);

    return (i == NULL) ? 0 : i->keySz;
}

word32 tls_aead_tag_size(int alg)
{
    const tls_aead_info* i = tls_aead_find(alg);

    return (i == NULL) ? 0 : i->tagSz;
}

#ifndef NO_AES
/* AES-GCM and AES-CCM keep an Aes object with the key schedule. */
static int tls_aead_uses_aes(int alg)
{
    return (alg == TLS_AEAD_AES_128_GCM) || (alg == TLS_AEAD_AES_256_GCM) ||
           (alg == TLS_AEAD_AES_128_CCM) || (alg == TLS_AEAD_AES_128_CCM_8);
}
#endif

int tls_aead_init(tls_aead* a, int alg, const byte* key, word32 keySz)
{
    const tls_aead_info* i = tls_aead_find(alg);
    int ret = 0;

    if ((a == NULL) || (key == NULL) || (i == NULL) || (keySz != i->keySz))
        return BAD_FUNC_ARG;
    XMEMSET(a, 0, sizeof(*a));
    a->alg = alg;
    a->keySz = i->keySz;
    a->tagSz = i->tagSz;
#ifndef NO_AES
    if (tls_aead_uses_aes(alg)) {
        ret = wc_AesInit(&a->aes, NULL, INVALID_DEVID);
        if (ret == 0) {
    #ifdef HAVE_AESGCM
            if ((alg == TLS_AEAD_AES_128_GCM) ||
                (alg == TLS_AEAD_AES_256_GCM))
                ret = wc_AesGcmSetKey(&a->aes, key, keySz);
    #endif
    #ifdef HAVE_AESCCM
            if ((alg == TLS_AEAD_AES_128_CCM) ||
                (alg == TLS_AEAD_AES_128_CCM_8))
                ret = wc_AesCcmSetKey(&a->aes, key, keySz);
    #endif
        }
    }
    else
#endif
    {
        XMEMCPY(a->key, key, keySz);
    }
    if (ret != 0)
        tls_aead_free(a);
    return ret;
}

/* One AEAD operation of a: encrypt (tag written) or decrypt (tag
 * checked, the library's authentication error returned and out zeroed
 * on a mismatch).  in == out allowed, as by every call used here. */
static int tls_aead_do(tls_aead* a, int enc, const byte* nonce,
                       const byte* aad, word32 aadSz, const byte* in,
                       word32 sz, byte* out, byte* tag)
{
    int ret;

    switch (a->alg) {
#if !defined(NO_AES) && defined(HAVE_AESGCM)
        case TLS_AEAD_AES_128_GCM:
        case TLS_AEAD_AES_256_GCM:
            return enc ? wc_AesGcmEncrypt(&a->aes, out, in, sz, nonce,
                                          TLS_AEAD_NONCE_SZ, tag, a->tagSz,
                                          aad, aadSz)
                       : wc_AesGcmDecrypt(&a->aes, out, in, sz, nonce,
                                          TLS_AEAD_NONCE_SZ, tag, a->tagSz,
                                          aad, aadSz);
#endif
#if !defined(NO_AES) && defined(HAVE_AESCCM)
        case TLS_AEAD_AES_128_CCM:
        case TLS_AEAD_AES_128_CCM_8:
            return enc ? wc_AesCcmEncrypt(&a->aes, out, in, sz, nonce,
                                          TLS_AEAD_NONCE_SZ, tag, a->tagSz,
                                          aad, aadSz)
                       : wc_AesCcmDecrypt(&a->aes, out, in, sz, nonce,
                                          TLS_AEAD_NONCE_SZ, tag, a->tagSz,
                                          aad, aadSz);
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
        case TLS_AEAD_CHACHA20_POLY1305:
            return enc ? wc_ChaCha20Poly1305_Encrypt(a->key, nonce, aad,
                                                     aadSz, in, sz, out, tag)
                       : wc_ChaCha20Poly1305_Decrypt(a->key, nonce, aad,
                                                     aadSz, in, sz, tag, out);
#endif
#if defined(WOLFSSL_SM4_GCM) || defined(WOLFSSL_SM4_CCM)
        case TLS_AEAD_SM4_GCM:
        case TLS_AEAD_SM4_CCM: {
            /* the SM4 object is made per record from the kept key */
            wc_Sm4 sm4;
            ret = wc_Sm4Init(&sm4, NULL, INVALID_DEVID);
            if (ret != 0)
                return ret;
            if (a->alg == TLS_AEAD_SM4_GCM) {
    #ifdef WOLFSSL_SM4_GCM
                ret = wc_Sm4GcmSetKey(&sm4, a->key, a->keySz);
                if ((ret == 0) && enc)
                    ret = wc_Sm4GcmEncrypt(&sm4, out, in, sz, nonce,
                                           TLS_AEAD_NONCE_SZ, tag, a->tagSz,
                                           aad, aadSz);
                else if (ret == 0)
                    ret = wc_Sm4GcmDecrypt(&sm4, out, in, sz, nonce,
                                           TLS_AEAD_NONCE_SZ, tag, a->tagSz,
                                           aad, aadSz);
    #endif
            }
            else {
    #ifdef WOLFSSL_SM4_CCM
                ret = wc_Sm4SetKey(&sm4, a->key, a->keySz);
                if ((ret == 0) && enc)
                    ret = wc_Sm4CcmEncrypt(&sm4, out, in, sz, nonce,
                                           TLS_AEAD_NONCE_SZ, tag, a->tagSz,
                                           aad, aadSz);
                else if (ret == 0)
                    ret = wc_Sm4CcmDecrypt(&sm4, out, in, sz, nonce,
                                           TLS_AEAD_NONCE_SZ, tag, a->tagSz,
                                           aad, aadSz);
    #endif
            }
            wc_Sm4Free(&sm4);
            return ret;
        }
#endif
        default:
            (void)enc; (void)nonce; (void)aad; (void)aadSz; (void)in;
            (void)sz; (void)out; (void)tag; (void)ret;
            return BAD_FUNC_ARG;
    }
}

int tls_aead_seal(tls_aead* a, const byte* nonce, const byte* aad,
                  word32 aadSz, const byte* in, word32 inSz, byte* out)
{
    if ((a == NULL) || (nonce == NULL) || (out == NULL) ||
        ((aad == NULL) && (aadSz != 0)) || ((in == NULL) && (inSz != 0)))
        return BAD_FUNC_ARG;
    if (inSz > 0xFFFFFFFFUL - a->tagSz)
        return BAD_FUNC_ARG;
    return tls_aead_do(a, 1, nonce, aad, aadSz, in, inSz, out, out + inSz);
}

int tls_aead_open(tls_aead* a, const byte* nonce, const byte* aad,
                  word32 aadSz, const byte* in, word32 inSz, byte* out)
{
    byte   tag[TLS_AEAD_MAX_TAG];
    word32 sz;
    int    ret;

    if ((a == NULL) || (nonce == NULL) || (in == NULL) ||
        ((aad == NULL) && (aadSz != 0)) || (a->alg == TLS_AEAD_NONE))
        return BAD_FUNC_ARG;
    if (inSz < a->tagSz)
        return VERIFY_MAC_ERROR;        /* no room for a tag */
    sz = inSz - a->tagSz;
    if ((out == NULL) && (sz != 0))
        return BAD_FUNC_ARG;
    XMEMCPY(tag, in + sz, a->tagSz);
    ret = tls_aead_do(a, 0, nonce, aad, aadSz, in, sz, out, tag);
    if (ret != 0) {
        if (sz != 0)
            ForceZero(out, sz);
        if ((ret == AES_GCM_AUTH_E) || (ret == AES_CCM_AUTH_E) ||
            (ret == MAC_CMP_FAILED_E) || (ret == SM4_GCM_AUTH_E) ||
            (ret == SM4_CCM_AUTH_E))
            ret = VERIFY_MAC_ERROR;
    }
    return ret;
}

void tls_aead_free(tls_aead* a)
{
    if (a == NULL)
        return;
#ifndef NO_AES
    if (tls_aead_uses_aes(a->alg))
        wc_AesFree(&a->aes);
#endif
    ForceZero(a, sizeof(*a));
}
