/* cert_sig.c -- a certificate's signature checked with its issuer's key.
 *
 * The signature covers the TBSCertificate DER (source[certBegin..sigIndex)).
 * Algorithms: RSA PKCS #1 v1.5 with SHA-1/224/256/384/512 (RFC 8017; the
 * DigestInfo compared whole), RSASSA-PSS with its parameters (RFC 4055:
 * hash, MGF1 hash, salt length; trailer 1), ECDSA with SHA-1/2 on P-256,
 * P-384 and P-521, SM2 with SM3 (GB/T 32918, identity "1234567812345678"
 * as RFC 8998 and OpenSSL use), Ed25519 and Ed448 (RFC 8410).  Results:
 * 0 verified, ASN_SIG_CONFIRM_E not verified (a malformed signature
 * value included), ASN_SIG_KEY_E key and algorithm do not match,
 * ASN_SIG_OID_E / ASN_SIG_HASH_E algorithm or hash not built in.
 * cert_verify_msg checks any message the same way (TLS CertificateVerify
 * and ServerKeyExchange, through src/tls_crypto.c).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/hash.h>
#ifndef NO_RSA
    #include <wolfssl/wolfcrypt/rsa.h>
#endif
#ifdef HAVE_ECC
    #include <wolfssl/wolfcrypt/ecc.h>
#endif
#ifdef WOLFSSL_SM2
    #include <wolfssl/wolfcrypt/sm2.h>
#endif
#ifdef HAVE_ED25519
    #include <wolfssl/wolfcrypt/ed25519.h>
#endif
#ifdef HAVE_ED448
    #include <wolfssl/wolfcrypt/ed448.h>
#endif

#include "cert_internal.h"

/* The issuer's key as the verifier needs it. */
typedef struct cert_pub {
    word32      keyOID;
    word32      curveOID;
    const byte* key;        /* subjectPublicKey BIT STRING content */
    word32      keySz;
    const byte* params;     /* SPKI algorithm parameters TLV or NULL */
    word32      paramsSz;
    void*       heap;
} cert_pub;

#if !defined(NO_RSA) && defined(WC_RSA_PSS)
/* RSASSA-PSS-params ::= SEQUENCE { hashAlgorithm [0] DEFAULT sha1,
 *     maskGenAlgorithm [1] DEFAULT mgf1SHA1, saltLength [2] DEFAULT 20,
 *     trailerField [3] DEFAULT 1 } */
typedef struct cert_pss {
    int hash;       /* enum wc_HashType */
    int mgfHash;    /* enum wc_HashType */
    int salt;
} cert_pss;

static const byte oid_sha1[] = { 0x2B, 0x0E, 0x03, 0x02, 0x1A };
static const byte oid_sha2[] = { 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04,
                                 0x02 };   /* .1 256 .2 384 .3 512 .4 224 */
static const byte oid_mgf1[] = { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01,
                                 0x01, 0x08 };

/* A hash AlgorithmIdentifier (parameters absent or NULL). */
static int cert_pss_hash(const byte* in, word32* idx, word32 end, int* hash)
{
    static const int sha2[] = { WC_HASH_TYPE_NONE, WC_HASH_TYPE_SHA256,
        WC_HASH_TYPE_SHA384, WC_HASH_TYPE_SHA512, WC_HASH_TYPE_SHA224 };
    asn_algo_id alg;
    int ret;

    ret = asn_get_algo_id(in, idx, &alg, end);
    if (ret != 0)
        return ret;
    if ((alg.params != NULL) &&
        ((alg.paramsSz != 2) || (alg.params[0] != ASN_TAG_NULL)))
        return ASN_PARSE_E;
    if (CERT_OID_IS(alg.oid, alg.oidSz, oid_sha1))
        *hash = WC_HASH_TYPE_SHA;
    else if ((alg.oidSz == sizeof(oid_sha2) + 1) &&
             (XMEMCMP(alg.oid, oid_sha2, sizeof(oid_sha2)) == 0) &&
             (alg.oid[alg.oidSz - 1] >= 1) && (alg.oid[alg.oidSz - 1] <= 4))
        *hash = sha2[alg.oid[alg.oidSz - 1]];
    else
        return ASN_SIG_HASH_E;
    return 0;
}

/* params: the parameters TLV (a SEQUENCE). */
static int cert_pss_params(const byte* params, word32 paramsSz,
                           cert_pss* pss)
{
    word32 idx = 0, end;
    byte   tag;
    int    len, ret, n;

    pss->hash = WC_HASH_TYPE_SHA;
    pss->mgfHash = WC_HASH_TYPE_SHA;
    pss->salt = 20;
    ret = GetSequence(params, &idx, &len, paramsSz);
    if (ret < 0)
        return ret;
    end = idx + (word32)len;
    if (end != paramsSz)
        return ASN_PARSE_E;
    for (n = 0; (n < 4) && (idx < end); n++) {
        word32 fieldEnd;

        if ((PeekASNTag(params, idx, &tag, end) != 0) ||
            (tag != (byte)(ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | n)))
            continue;
        ret = GetExplicitTag(params, (byte)n, &idx, &len, end);
        if (ret < 0)
            return ret;
        fieldEnd = idx + (word32)len;
        if (n == 0) {
            ret = cert_pss_hash(params, &idx, fieldEnd, &pss->hash);
        }
        else if (n == 1) {
            asn_algo_id mgf;
            word32      p = 0;
            ret = asn_get_algo_id(params, &idx, &mgf, fieldEnd);
            if ((ret == 0) && (!CERT_OID_IS(mgf.oid, mgf.oidSz, oid_mgf1) ||
                               (mgf.params == NULL)))
                ret = ASN_SIG_HASH_E;
            if (ret == 0)
                ret = cert_pss_hash(mgf.params, &p, mgf.paramsSz,
                                    &pss->mgfHash);
            if ((ret == 0) && (p != mgf.paramsSz))
                ret = ASN_PARSE_E;
        }
        else {
            int v;
            ret = GetShortInt(params, &idx, &v, fieldEnd);
            if ((ret == 0) && (n == 2))
                pss->salt = v;
            else if ((ret == 0) && (v != 1))
                ret = ASN_PARSE_E;          /* trailerField must be 1 */
        }
        if (ret != 0)
            return ret;
        if (idx != fieldEnd)
            return ASN_PARSE_E;
    }
    return (idx == end) ? 0 : ASN_PARSE_E;
}

/* RFC 4055 3.3: a key with parameters only signs with its hash and MGF
 * and at least its salt length.  0 when pss suits pub, else
 * ASN_SIG_KEY_E. */
static int cert_pss_key_allows(const cert_pub* pub, const cert_pss* pss)
{
    cert_pss keyPss;

    if ((pub->keyOID != RSAPSSk) || (pub->params == NULL))
        return 0;
    if (cert_pss_params(pub->params, pub->paramsSz, &keyPss) != 0)
        return ASN_SIG_KEY_E;
    if ((keyPss.hash != pss->hash) || (keyPss.mgfHash != pss->mgfHash) ||
        (pss->salt < keyPss.salt))
        return ASN_SIG_KEY_E;
    return 0;
}

static int cert_mgf(int hash)
{
    switch (hash) {
        case WC_HASH_TYPE_SHA:    return WC_MGF1SHA1;
        case WC_HASH_TYPE_SHA224: return WC_MGF1SHA224;
        case WC_HASH_TYPE_SHA256: return WC_MGF1SHA256;
        case WC_HASH_TYPE_SHA384: return WC_MGF1SHA384;
        case WC_HASH_TYPE_SHA512: return WC_MGF1SHA512;
        default:                  return WC_MGF1NONE;
    }
}
#endif /* !NO_RSA && WC_RSA_PSS */

#ifndef NO_RSA
static int cert_hash_sum(int hash)
{
    switch (hash) {
        case WC_HASH_TYPE_SHA:    return SHAh;
        case WC_HASH_TYPE_SHA224: return SHA224h;
        case WC_HASH_TYPE_SHA256: return SHA256h;
        case WC_HASH_TYPE_SHA384: return SHA384h;
        default:                  return SHA512h;
    }
}

/* RSA, PKCS #1 v1.5 or PSS (pss NULL for v1.5). */
static int cert_verify_rsa(const cert_pub* pub, const byte* tbs,
                           word32 tbsSz, const byte* sig, word32 sigSz,
                           int hash, const void* pssArg)
{
    RsaKey key;
    byte   digest[WC_MAX_DIGEST_SIZE];
    byte   enc[WC_MAX_DIGEST_SIZE + 24];
    byte*  out = NULL;
    word32 idx = 0;
    int    ret, outLen, digSz;

    digSz = wc_HashGetDigestSize((enum wc_HashType)hash);
    if (digSz <= 0)
        return ASN_SIG_HASH_E;
    ret = wc_Hash((enum wc_HashType)hash, tbs, tbsSz, digest, (word32)digSz);
    if (ret != 0)
        return ret;
    ret = wc_InitRsaKey_ex(&key, pub->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_RsaPublicKeyDecode(pub->key, &idx, &key, pub->keySz);
    if ((ret == 0) && (idx != pub->keySz))
        ret = ASN_PARSE_E;
    if (ret != 0) {
        wc_FreeRsaKey(&key);
        return ASN_SIG_KEY_E;
    }
    out = (byte*)XMALLOC(sigSz, pub->heap, DYNAMIC_TYPE_SIGNATURE);
    if (out == NULL) {
        wc_FreeRsaKey(&key);
        return MEMORY_E;
    }
    if (pssArg == NULL) {
        word32 encSz = wc_EncodeSignature(enc, digest, (word32)digSz,
                                          cert_hash_sum(hash));
        outLen = wc_RsaSSL_Verify(sig, sigSz, out, sigSz, &key);
        ret = ((encSz != 0) && (outLen == (int)encSz) &&
               (XMEMCMP(out, enc, encSz) == 0)) ? 0 : ASN_SIG_CONFIRM_E;
    }
    else {
#ifdef WC_RSA_PSS
        const cert_pss* pss = (const cert_pss*)pssArg;
        outLen = wc_RsaPSS_Verify_ex(sig, sigSz, out, sigSz,
                                     (enum wc_HashType)hash,
                                     cert_mgf(pss->mgfHash), pss->salt,
                                     &key);
        ret = ASN_SIG_CONFIRM_E;
        if ((outLen > 0) &&
            (wc_RsaPSS_CheckPadding_ex(digest, (word32)digSz, out,
                                       (word32)outLen,
                                       (enum wc_HashType)hash, pss->salt,
                                       wc_RsaEncryptSize(&key) * 8) == 0))
            ret = 0;
#else
        ret = ASN_SIG_OID_E;
#endif
    }
    XFREE(out, pub->heap, DYNAMIC_TYPE_SIGNATURE);
    wc_FreeRsaKey(&key);
    return ret;
}
#endif /* !NO_RSA */

#ifdef HAVE_ECC
/* ECDSA over the curve the key names, or SM2 with the distinguishing
 * identifier sm2Id[0..sm2IdSz) when sm2Id is not NULL. */
static int cert_verify_ec(const cert_pub* pub, const byte* tbs, word32 tbsSz,
                          const byte* sig, word32 sigSz, int hash,
                          const byte* sm2Id, word32 sm2IdSz)
{
    ecc_key key;
    byte    digest[WC_MAX_DIGEST_SIZE];
    int     ret, digSz, curve, res = 0;
    int     sm2 = (sm2Id != NULL);

    switch (pub->curveOID) {
        case ECC_SECP256R1_OID: curve = ECC_SECP256R1; break;
        case ECC_SECP384R1_OID: curve = ECC_SECP384R1; break;
        case ECC_SECP521R1_OID: curve = ECC_SECP521R1; break;
#ifdef WOLFSSL_SM2
        case ECC_SM2P256V1_OID: curve = ECC_SM2P256V1; break;
#endif
        default: return ASN_SIG_KEY_E;
    }
    if ((curve == ECC_SM2P256V1) != (sm2 != 0))
        return ASN_SIG_KEY_E;
    digSz = wc_HashGetDigestSize((enum wc_HashType)hash);
    if (digSz <= 0)
        return ASN_SIG_HASH_E;
    ret = wc_ecc_init_ex(&key, pub->heap, INVALID_DEVID);
    if (ret != 0)
        return ret;
    ret = wc_ecc_import_x963_ex(pub->key, pub->keySz, &key, curve);
    if (ret != 0) {
        wc_ecc_free(&key);
        return ASN_SIG_KEY_E;
    }
#ifdef WOLFSSL_SM2
    if (sm2) {
        ret = wc_ecc_sm2_create_digest(sm2Id, (word16)sm2IdSz, tbs,
                                       (int)tbsSz, WC_HASH_TYPE_SM3, digest,
                                       digSz, &key);
        if (ret == 0)
            ret = wc_ecc_sm2_verify_hash(sig, sigSz, digest, (word32)digSz,
                                         &res, &key);
    }
    else
#endif
    {
        (void)sm2IdSz;
        ret = wc_Hash((enum wc_HashType)hash, tbs, tbsSz, digest,
                      (word32)digSz);
        if (ret == 0)
            ret = wc_ecc_verify_hash(sig, sigSz, digest, (word32)digSz,
                                     &res, &key);
    }
    wc_ecc_free(&key);
    if ((ret == MEMORY_E) || (ret == BAD_FUNC_ARG))
        return ret;
    return ((ret == 0) && (res == 1)) ? 0 : ASN_SIG_CONFIRM_E;
}
#endif /* HAVE_ECC */

#if defined(HAVE_ED25519) || defined(HAVE_ED448)
static int cert_verify_eddsa(const cert_pub* pub, const byte* tbs,
                             word32 tbsSz, const byte* sig, word32 sigSz,
                             int ed448)
{
    int ret = ASN_SIG_OID_E, res = 0;

    if (!ed448) {
#ifdef HAVE_ED25519
        ed25519_key key;
        ret = wc_ed25519_init_ex(&key, pub->heap, INVALID_DEVID);
        if (ret != 0)
            return ret;
        ret = wc_ed25519_import_public(pub->key, pub->keySz, &key);
        if (ret != 0)
            ret = ASN_SIG_KEY_E;
        else
            ret = wc_ed25519_verify_msg(sig, sigSz, tbs, tbsSz, &res, &key);
        wc_ed25519_free(&key);
#endif
    }
    else {
#ifdef HAVE_ED448
        ed448_key key;
        ret = wc_ed448_init(&key);
        if (ret != 0)
            return ret;
        ret = wc_ed448_import_public(pub->key, pub->keySz, &key);
        if (ret != 0)
            ret = ASN_SIG_KEY_E;
        else
            ret = wc_ed448_verify_msg(sig, sigSz, tbs, tbsSz, &res, &key,
                                      NULL, 0);
        wc_ed448_free(&key);
#endif
    }
    if ((ret == ASN_SIG_KEY_E) || (ret == ASN_SIG_OID_E) ||
        (ret == MEMORY_E))
        return ret;
    return ((ret == 0) && (res == 1)) ? 0 : ASN_SIG_CONFIRM_E;
}
#endif

/* The identity a certificate's SM2 signature is made with (GB/T
 * 35276-2017, RFC 8998 section 3.2.1 for certificates, OpenSSL's
 * default). */
static const byte cert_sm2_id[] = "1234567812345678";

/* data[0..dataSz) signed by pub as an algorithm of kind (enum
 * cert_key_kind) with hash does it; pssArg: the cert_pss of
 * CERT_KEY_RSA_PSS (NULL otherwise), which the key's own parameters must
 * allow (with sig NULL only that is checked); sm2Id for CERT_KEY_SM2. */
static int cert_verify_kind(const cert_pub* pub, int kind, int hash,
                            const void* pssArg, const byte* sm2Id,
                            word32 sm2IdSz, const byte* data, word32 dataSz,
                            const byte* sig, word32 sigSz)
{
    (void)hash; (void)pssArg; (void)sm2Id; (void)sm2IdSz;
    (void)data; (void)dataSz; (void)sig; (void)sigSz;
    switch (kind) {
#ifndef NO_RSA
        case CERT_KEY_RSA:
            if (pub->keyOID != RSAk)
                return ASN_SIG_KEY_E;
            return cert_verify_rsa(pub, data, dataSz, sig, sigSz, hash,
                                   NULL);
    #ifdef WC_RSA_PSS
        case CERT_KEY_RSA_PSS: {
            const cert_pss* pss = (const cert_pss*)pssArg;
            int ret;
            if ((pub->keyOID != RSAk) && (pub->keyOID != RSAPSSk))
                return ASN_SIG_KEY_E;
            ret = cert_pss_key_allows(pub, pss);
            if ((ret != 0) || (sig == NULL))
                return ret;
            return cert_verify_rsa(pub, data, dataSz, sig, sigSz, pss->hash,
                                   pss);
        }
    #endif
#endif
#ifdef HAVE_ECC
        case CERT_KEY_ECDSA:
            if (pub->keyOID != ECDSAk)
                return ASN_SIG_KEY_E;
            return cert_verify_ec(pub, data, dataSz, sig, sigSz, hash, NULL,
                                  0);
    #ifdef WOLFSSL_SM2
        case CERT_KEY_SM2:
            if ((pub->keyOID != ECDSAk) && (pub->keyOID != SM2k))
                return ASN_SIG_KEY_E;
            return cert_verify_ec(pub, data, dataSz, sig, sigSz, hash, sm2Id,
                                  sm2IdSz);
    #endif
#endif
#ifdef HAVE_ED25519
        case CERT_KEY_ED25519:
            if (pub->keyOID != ED25519k)
                return ASN_SIG_KEY_E;
            return cert_verify_eddsa(pub, data, dataSz, sig, sigSz, 0);
#endif
#ifdef HAVE_ED448
        case CERT_KEY_ED448:
            if (pub->keyOID != ED448k)
                return ASN_SIG_KEY_E;
            return cert_verify_eddsa(pub, data, dataSz, sig, sigSz, 1);
#endif
        default:
            return ASN_SIG_OID_E;
    }
}

/* The signature of cert under pub. */
static int cert_verify(const DecodedCert* cert, const cert_pub* pub)
{
    const cert_sig_alg* alg = cert_sig_alg_by_sum(cert->signatureOID);
    const byte* tbs;
    word32      tbsSz;
    const void* pssArg = NULL;
#if !defined(NO_RSA) && defined(WC_RSA_PSS)
    cert_pss    pss;
#endif

    if ((cert->source == NULL) || (cert->signature == NULL))
        return BAD_FUNC_ARG;
    if (alg == NULL)
        return ASN_SIG_OID_E;
    tbs = cert->source + cert->certBegin;
    tbsSz = cert->sigIndex - cert->certBegin;
#if !defined(NO_RSA) && defined(WC_RSA_PSS)
    if (alg->kind == CERT_KEY_RSA_PSS) {
        int ret;
        if ((pub->keyOID != RSAk) && (pub->keyOID != RSAPSSk))
            return ASN_SIG_KEY_E;
        ret = cert_pss_params(cert->sigParams, cert->sigParamsSz, &pss);
        if (ret != 0)
            return ret;
        if ((pss.hash == WC_HASH_TYPE_SHA) || (pss.salt < 0))
            return ASN_SIG_HASH_E;
        pssArg = &pss;
    }
#endif
    return cert_verify_kind(pub, alg->kind, alg->hash, pssArg, cert_sm2_id,
                            sizeof(cert_sm2_id) - 1, tbs, tbsSz,
                            cert->signature, cert->sigLength);
}

/* The key fields of a parsed certificate (or of cert_check_signature_spki's
 * stand-in) as the verifiers read them. */
static void cert_pub_of(const DecodedCert* keyCert, cert_pub* pub)
{
    pub->keyOID = keyCert->keyOID;
    pub->curveOID = keyCert->pkCurveOID;
    pub->key = keyCert->publicKey;
    pub->keySz = keyCert->pubKeySize;
    pub->params = keyCert->keyParams;
    pub->paramsSz = keyCert->keyParamsSz;
    pub->heap = keyCert->heap;
}

int cert_verify_msg(const DecodedCert* keyCert, word32 sigOID, int pssHash,
                    const byte* sm2Id, word32 sm2IdSz, const byte* msg,
                    word32 msgSz, const byte* sig, word32 sigSz)
{
    const cert_sig_alg* alg = cert_sig_alg_by_sum(sigOID);
    const void* pssArg = NULL;
    cert_pub    pub;
#if !defined(NO_RSA) && defined(WC_RSA_PSS)
    cert_pss    pss;
#endif

    if ((keyCert == NULL) || ((sig != NULL) &&
                              ((keyCert->publicKey == NULL) ||
                               ((msg == NULL) && (msgSz != 0)))))
        return BAD_FUNC_ARG;
    if (alg == NULL)
        return ASN_SIG_OID_E;
    (void)pssHash;
    if (alg->kind == CERT_KEY_RSA_PSS) {
#if !defined(NO_RSA) && defined(WC_RSA_PSS)
        int digSz = wc_HashGetDigestSize((enum wc_HashType)pssHash);
        if ((pssHash == WC_HASH_TYPE_SHA) || (digSz <= 0))
            return ASN_SIG_HASH_E;
        pss.hash = pssHash;
        pss.mgfHash = pssHash;
        pss.salt = digSz;
        pssArg = &pss;
#else
        return ASN_SIG_OID_E;
#endif
    }
    else if (sig == NULL) {
        return BAD_FUNC_ARG;    /* only RSASSA-PSS has a key-only check */
    }
    if (sm2Id == NULL) {
        sm2Id = cert_sm2_id;
        sm2IdSz = sizeof(cert_sm2_id) - 1;
    }
    cert_pub_of(keyCert, &pub);
    return cert_verify_kind(&pub, alg->kind, alg->hash, pssArg, sm2Id,
                            sm2IdSz, msg, msgSz, sig, sigSz);
}

int cert_check_signature(const DecodedCert* cert, const DecodedCert* issuer)
{
    cert_pub pub;

    if ((cert == NULL) || (issuer == NULL) || (issuer->publicKey == NULL))
        return BAD_FUNC_ARG;
    cert_pub_of(issuer, &pub);
    return cert_verify(cert, &pub);
}

int cert_check_signature_spki(const DecodedCert* cert, const byte* spki,
                              word32 spkiSz, void* heap)
{
    DecodedCert tmp;        /* only the key fields are used */
    asn_algo_id alg;
    word32      idx = 0;
    int         ret;

    if ((cert == NULL) || (spki == NULL))
        return BAD_FUNC_ARG;
    XMEMSET(&tmp, 0, sizeof(tmp));
    ret = asn_get_spki(spki, &idx, &alg, &tmp.publicKey, &tmp.pubKeySize,
                       spkiSz);
    if ((ret == 0) && (idx != spkiSz))
        ret = ASN_PARSE_E;
    if (ret != 0)
        return ret;
    tmp.heap = heap;
    ret = cert_key_fields(&tmp, &alg);      /* keyOID, curve, parameters */
    if (ret != 0)
        return ASN_SIG_KEY_E;
    return cert_check_signature(cert, &tmp);
}
