/* sha256.h
 *
 * SHA-256 and SHA-224 (FIPS 180-4) behind the wolfCrypt API.  Support layer:
 * the Hash_DRBG (random.c), HMAC/HKDF (hmac.c), RSA/ECDSA message digests
 * and the wc_Hash helpers (hash.c) all sit on top of it.  SHA-224 is SHA-256
 * with other initial values and a truncated output, so it shares the state
 * type (wc_Sha224 is wc_Sha256, as in wolfCrypt).  Implementation in
 * wolfcrypt/src/sha256.c.
 *
 * Object life cycle: wc_InitSha256[_ex] -> wc_Sha256Update* ->
 * wc_Sha256Final (writes the digest and re-initialises the object, so it
 * can hash the next message) ... -> wc_Sha256Free (wipes the state).
 * wc_Sha256GetHash gives the digest of the data so far without disturbing
 * the running state.
 */
#ifndef WOLF_CRYPT_SHA256_H
#define WOLF_CRYPT_SHA256_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Hash type id: equal to WC_HASH_TYPE_SHA256 / WC_HASH_TYPE_SHA224 of
 * enum wc_HashType (hash.h); HMAC and the wc_Hash helpers take these. */
#define WC_SHA256               6
#define WC_SHA224               5

#define WC_SHA256_BLOCK_SIZE    64
#define WC_SHA256_DIGEST_SIZE   32
#define WC_SHA256_PAD_SIZE      56   /* length field starts here */
#define WC_SHA224_BLOCK_SIZE    WC_SHA256_BLOCK_SIZE
#define WC_SHA224_DIGEST_SIZE   28
#define WC_SHA224_PAD_SIZE      WC_SHA256_PAD_SIZE

/* Running state.  Fields are internal; use the functions. */
typedef struct wc_Sha256 {
    word32 digest[8];                     /* chaining value H0..H7 */
    byte   buffer[WC_SHA256_BLOCK_SIZE];  /* partial block */
    word32 buffLen;                       /* bytes in buffer, < 64 */
    word64 total;                         /* message bytes absorbed */
    void*  heap;
    int    devId;
    word32 digestSz;                      /* 32, or 28 for SHA-224 */
} wc_Sha256;

typedef wc_Sha256 wc_Sha224;

/* Old wolfCrypt names, kept so existing programs compile. */
#ifndef NO_OLD_WC_NAMES
    #define Sha256              wc_Sha256
    #define Sha224              wc_Sha224
    #define SHA256_BLOCK_SIZE   WC_SHA256_BLOCK_SIZE
    #define SHA256_DIGEST_SIZE  WC_SHA256_DIGEST_SIZE
    #define SHA256_PAD_SIZE     WC_SHA256_PAD_SIZE
    #define SHA224_BLOCK_SIZE   WC_SHA224_BLOCK_SIZE
    #define SHA224_DIGEST_SIZE  WC_SHA224_DIGEST_SIZE
    #define SHA224_PAD_SIZE     WC_SHA224_PAD_SIZE
#endif
#ifndef NO_OLD_SHA_NAMES
    #define SHA256              WC_SHA256
    #define SHA224              WC_SHA224
#endif

/* All return 0 or a negative error code: BAD_FUNC_ARG for a NULL object,
 * NULL output, or NULL data with a non-zero length. */
WOLFSSL_API int  wc_InitSha256(wc_Sha256* sha256);
WOLFSSL_API int  wc_InitSha256_ex(wc_Sha256* sha256, void* heap, int devId);
WOLFSSL_API int  wc_Sha256Update(wc_Sha256* sha256, const byte* data,
                                 word32 len);
/* hash: WC_SHA256_DIGEST_SIZE bytes. */
WOLFSSL_API int  wc_Sha256Final(wc_Sha256* sha256, byte* hash);
WOLFSSL_API int  wc_Sha256GetHash(wc_Sha256* sha256, byte* hash);
/* Raw chaining value (no padding), big-endian: for protocols that need the
 * intermediate state. */
WOLFSSL_API int  wc_Sha256FinalRaw(wc_Sha256* sha256, byte* hash);
WOLFSSL_API int  wc_Sha256Copy(wc_Sha256* src, wc_Sha256* dst);
WOLFSSL_API void wc_Sha256Free(wc_Sha256* sha256);
/* One-shot: hash = SHA-256(data[0..len)). */
WOLFSSL_API int  wc_Sha256Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int  wc_Sha256Hash_ex(const byte* data, word32 len, byte* hash,
                                  void* heap, int devId);

#ifdef WOLFSSL_SHA224
WOLFSSL_API int  wc_InitSha224(wc_Sha224* sha224);
WOLFSSL_API int  wc_InitSha224_ex(wc_Sha224* sha224, void* heap, int devId);
WOLFSSL_API int  wc_Sha224Update(wc_Sha224* sha224, const byte* data,
                                 word32 len);
/* hash: WC_SHA224_DIGEST_SIZE bytes. */
WOLFSSL_API int  wc_Sha224Final(wc_Sha224* sha224, byte* hash);
WOLFSSL_API int  wc_Sha224GetHash(wc_Sha224* sha224, byte* hash);
WOLFSSL_API int  wc_Sha224Copy(wc_Sha224* src, wc_Sha224* dst);
WOLFSSL_API void wc_Sha224Free(wc_Sha224* sha224);
WOLFSSL_API int  wc_Sha224Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int  wc_Sha224Hash_ex(const byte* data, word32 len, byte* hash,
                                  void* heap, int devId);
#endif

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_SHA256_H */
