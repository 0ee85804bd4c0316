/* rsa.h
 *
 * Public wolfCrypt RSA API: key life cycle, key generation, PKCS#1 v1.5,
 * OAEP and PSS (RFC 8017), raw RSA, and the PKCS#1 / SubjectPublicKeyInfo
 * / PKCS#8 key codecs.  Algorithm layer: wolfcrypt/src/rsa.c (key handling
 * and the RSA function), rsa_pad.c (padding schemes) and rsa_asn.c (codecs),
 * on top of sp_int (mp_*) and the hashes.
 */
#ifndef WOLF_CRYPT_RSA_H
#define WOLF_CRYPT_RSA_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/random.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef RSA_MIN_SIZE
    #define RSA_MIN_SIZE 1024   /* smallest modulus in bits */
#endif
#ifndef RSA_MAX_SIZE
    /* Largest modulus in bits for the RSA operations: what sp_int holds
     * (SP_INT_BITS, 8192 by default). */
    #define RSA_MAX_SIZE SP_INT_BITS
#endif
#ifndef RSA_MAX_KEYGEN_SIZE
    #define RSA_MAX_KEYGEN_SIZE 4096   /* largest wc_MakeRsaKey size */
#endif

#define WC_RSA_EXPONENT 65537L

enum {
    RSA_TYPE_UNKNOWN    = -1,
    RSA_PUBLIC          = 0,
    RSA_PRIVATE         = 1,

    RSA_PUBLIC_ENCRYPT  = 0,   /* wc_RsaFunction operation types */
    RSA_PUBLIC_DECRYPT  = 1,
    RSA_PRIVATE_ENCRYPT = 2,
    RSA_PRIVATE_DECRYPT = 3,

    RSA_BLOCK_TYPE_1    = 1,
    RSA_BLOCK_TYPE_2    = 2,

    RSA_MIN_PAD_SZ      = 11,  /* 00 || BT || 8 bytes PS || 00 */
    RSA_PSS_PAD_SZ      = 8,   /* zero octets before mHash in M' */
    RSA_PSS_PAD_TERM    = 0xBC,
    RSA_PSS_SALT_MAX_SZ = 62,
    RSA_PSS_SALT_LEN_DEFAULT  = -1,  /* hash length (62 for SHA-512 with
                                        a 1024-bit modulus) */
    RSA_PSS_SALT_LEN_DISCOVER = -2   /* verify: take it from the padding */
};

/* Padding types for the *_ex functions. */
#define WC_RSA_PKCSV15_PAD 0
#define WC_RSA_OAEP_PAD    1
#define WC_RSA_PSS_PAD     2
#define WC_RSA_NO_PAD      3

/* Mask generation functions (values as in wolfCrypt). */
#define WC_MGF1NONE   0
#define WC_MGF1SHA1   26
#define WC_MGF1SHA224 4
#define WC_MGF1SHA256 1
#define WC_MGF1SHA384 2
#define WC_MGF1SHA512 3

/* An RSA key.  Public keys use n and e only; private keys hold all eight
 * values (d, p, q, dP = d mod (p-1), dQ = d mod (q-1), u = q^-1 mod p). */
typedef struct RsaKey {
    mp_int  n, e, d, p, q, dP, dQ, u;
    void*   heap;
    int     type;     /* RSA_PUBLIC, RSA_PRIVATE or RSA_TYPE_UNKNOWN */
    int     devId;
    WC_RNG* rng;      /* for blinding private operations (may be NULL) */
} RsaKey;

#ifndef WC_RSAKEY_TYPE_DEFINED
    #define WC_RSAKEY_TYPE_DEFINED
#endif

/* Life cycle. */
WOLFSSL_API int  wc_InitRsaKey(RsaKey* key, void* heap);
WOLFSSL_API int  wc_InitRsaKey_ex(RsaKey* key, void* heap, int devId);
WOLFSSL_API int  wc_FreeRsaKey(RsaKey* key);
WOLFSSL_API int  wc_RsaSetRNG(RsaKey* key, WC_RNG* rng);
/* Modulus size in bytes (BAD_FUNC_ARG for NULL). */
WOLFSSL_API int  wc_RsaEncryptSize(const RsaKey* key);

/* Raw RSA: out = in^e (public types) or in^d (private types) mod n,
 * written left-padded to the modulus size; in must be < n. */
WOLFSSL_API int  wc_RsaFunction(const byte* in, word32 inLen, byte* out,
                                word32* outLen, int type, RsaKey* key,
                                WC_RNG* rng);

/* PKCS#1 v1.5 encryption / decryption (type 2). */
WOLFSSL_API int  wc_RsaPublicEncrypt(const byte* in, word32 inLen,
                                     byte* out, word32 outLen, RsaKey* key,
                                     WC_RNG* rng);
WOLFSSL_API int  wc_RsaPrivateDecrypt(const byte* in, word32 inLen,
                                      byte* out, word32 outLen,
                                      RsaKey* key);
WOLFSSL_API int  wc_RsaPrivateDecryptInline(byte* in, word32 inLen,
                                            byte** out, RsaKey* key);
/* Any padding: type WC_RSA_*_PAD; hash/mgf/label for OAEP. */
WOLFSSL_API int  wc_RsaPublicEncrypt_ex(const byte* in, word32 inLen,
                                        byte* out, word32 outLen,
                                        RsaKey* key, WC_RNG* rng, int type,
                                        enum wc_HashType hash, int mgf,
                                        byte* label, word32 labelSz);
WOLFSSL_API int  wc_RsaPrivateDecrypt_ex(const byte* in, word32 inLen,
                                         byte* out, word32 outLen,
                                         RsaKey* key, int type,
                                         enum wc_HashType hash, int mgf,
                                         byte* label, word32 labelSz);
WOLFSSL_API int  wc_RsaPrivateDecryptInline_ex(byte* in, word32 inLen,
                                               byte** out, RsaKey* key,
                                               int type,
                                               enum wc_HashType hash,
                                               int mgf, byte* label,
                                               word32 labelSz);

/* PKCS#1 v1.5 signatures (type 1).  Verify returns the length of the
 * recovered message (the caller compares it with its DigestInfo). */
WOLFSSL_API int  wc_RsaSSL_Sign(const byte* in, word32 inLen, byte* out,
                                word32 outLen, RsaKey* key, WC_RNG* rng);
WOLFSSL_API int  wc_RsaSSL_Verify(const byte* in, word32 inLen, byte* out,
                                  word32 outLen, RsaKey* key);
WOLFSSL_API int  wc_RsaSSL_VerifyInline(byte* in, word32 inLen, byte** out,
                                        RsaKey* key);

/* PSS.  in is the message digest.  Verify returns the length of
 * salt || H recovered from the encoded message (written to out); pass
 * that to wc_RsaPSS_CheckPadding(_ex) with the digest to finish. */
WOLFSSL_API int  wc_RsaPSS_Sign(const byte* in, word32 inLen, byte* out,
                                word32 outLen, enum wc_HashType hash,
                                int mgf, RsaKey* key, WC_RNG* rng);
WOLFSSL_API int  wc_RsaPSS_Sign_ex(const byte* in, word32 inLen, byte* out,
                                   word32 outLen, enum wc_HashType hash,
                                   int mgf, int saltLen, RsaKey* key,
                                   WC_RNG* rng);
WOLFSSL_API int  wc_RsaPSS_Verify(const byte* in, word32 inLen, byte* out,
                                  word32 outLen, enum wc_HashType hash,
                                  int mgf, RsaKey* key);
WOLFSSL_API int  wc_RsaPSS_Verify_ex(const byte* in, word32 inLen,
                                     byte* out, word32 outLen,
                                     enum wc_HashType hash, int mgf,
                                     int saltLen, RsaKey* key);
WOLFSSL_API int  wc_RsaPSS_VerifyInline(byte* in, word32 inLen, byte** out,
                                        enum wc_HashType hash, int mgf,
                                        RsaKey* key);
/* Verify and check against digest in one call: the wc_RsaPSS_Verify
 * length (> 0) on success. */
WOLFSSL_API int  wc_RsaPSS_VerifyCheck(const byte* in, word32 inLen,
                                       byte* out, word32 outLen,
                                       const byte* digest, word32 digestLen,
                                       enum wc_HashType hash, int mgf,
                                       RsaKey* key);
WOLFSSL_API int  wc_RsaPSS_VerifyCheckInline(byte* in, word32 inLen,
                                             byte** out, const byte* digest,
                                             word32 digestLen,
                                             enum wc_HashType hash, int mgf,
                                             RsaKey* key);
/* Check salt || H (sig, sigSz) against digest in: 0 or BAD_PADDING_E.
 * RSA_PSS_SALT_LEN_DEFAULT means the hash length, except SHA-512 with
 * bits == 1024 (RSA_PSS_SALT_MAX_SZ), as when signing. */
WOLFSSL_API int  wc_RsaPSS_CheckPadding(const byte* in, word32 inLen,
                                        byte* sig, word32 sigSz,
                                        enum wc_HashType hashType);
WOLFSSL_API int  wc_RsaPSS_CheckPadding_ex(const byte* in, word32 inLen,
                                           byte* sig, word32 sigSz,
                                           enum wc_HashType hashType,
                                           int saltLen, int bits);

/* Key codecs (rsa_asn.c).  PrivateKeyDecode takes PKCS#1 RSAPrivateKey or
 * PKCS#8; PublicKeyDecode takes PKCS#1 RSAPublicKey or
 * SubjectPublicKeyInfo; both set *inOutIdx after the structure and leave
 * bytes after it alone (the decoders' rule in asn_public.h).  output NULL:
 * return the size needed. */
WOLFSSL_API int  wc_RsaPrivateKeyDecode(const byte* input, word32* inOutIdx,
                                        RsaKey* key, word32 inSz);
WOLFSSL_API int  wc_RsaPublicKeyDecode(const byte* input, word32* inOutIdx,
                                       RsaKey* key, word32 inSz);
WOLFSSL_API int  wc_RsaPublicKeyDecodeRaw(const byte* n, word32 nSz,
                                          const byte* e, word32 eSz,
                                          RsaKey* key);
WOLFSSL_API int  wc_RsaKeyToDer(RsaKey* key, byte* output, word32 inLen);
/* SubjectPublicKeyInfo. */
WOLFSSL_API int  wc_RsaKeyToPublicDer(RsaKey* key, byte* output,
                                      word32 inLen);
/* with_header 0: PKCS#1 RSAPublicKey; 1: SubjectPublicKeyInfo. */
WOLFSSL_API int  wc_RsaKeyToPublicDer_ex(RsaKey* key, byte* output,
                                         word32 inLen, int with_header);
WOLFSSL_API int  wc_RsaPublicKeyDerSize(RsaKey* key, int with_header);
WOLFSSL_API int  wc_RsaFlattenPublicKey(const RsaKey* key, byte* e,
                                        word32* eSz, byte* n, word32* nSz);
/* Export e, n, d, p, q big-endian (sizes in/out; RSA_BUFFER_E when a
 * buffer is too small).  Private key only. */
WOLFSSL_API int  wc_RsaExportKey(const RsaKey* key, byte* e, word32* eSz,
                                 byte* n, word32* nSz, byte* d, word32* dSz,
                                 byte* p, word32* pSz, byte* q, word32* qSz);

/* Key generation (size in bits, RSA_MIN_SIZE..RSA_MAX_KEYGEN_SIZE, a
 * multiple of 16; e odd, 3 <= e < 2^32)
 * and consistency check of a private key. */
WOLFSSL_API int  wc_MakeRsaKey(RsaKey* key, int size, long e, WC_RNG* rng);
WOLFSSL_API int  wc_CheckRsaKey(RsaKey* key);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_RSA_H */
