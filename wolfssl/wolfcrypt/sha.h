/* sha.h
 *
 * SHA-1 (FIPS 180-4) behind the wolfCrypt API.  Support layer: legacy
 * signatures (RSA PKCS#1 v1.5 / PSS with SHA-1), HMAC-SHA-1 (hmac.c) and
 * the wc_Hash helpers (hash.c).  SHA-1 is broken for collision resistance;
 * it is here for interoperability.  Built unless NO_SHA is defined.
 * Implementation in wolfcrypt/src/sha.c.
 *
 * Object life cycle: wc_InitSha[_ex] -> wc_ShaUpdate* -> wc_ShaFinal
 * (writes the digest and re-initialises the object) ... -> wc_ShaFree
 * (wipes the state).  wc_ShaGetHash gives the digest of the data so far
 * without disturbing the running state.
 */
#ifndef WOLF_CRYPT_SHA_H
#define WOLF_CRYPT_SHA_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Hash type id: equal to WC_HASH_TYPE_SHA of enum wc_HashType (hash.h). */
#define WC_SHA                  4

#define WC_SHA_BLOCK_SIZE       64
#define WC_SHA_DIGEST_SIZE      20
#define WC_SHA_PAD_SIZE         56

/* Running state.  Fields are internal; use the functions. */
typedef struct wc_Sha {
    word32 digest[5];                   /* chaining value H0..H4 */
    byte   buffer[WC_SHA_BLOCK_SIZE];   /* partial block */
    word32 buffLen;                     /* bytes in buffer, < 64 */
    word64 total;                       /* message bytes absorbed */
    void*  heap;
    int    devId;
    word32 ready;                       /* 1 between Init and Free */
} wc_Sha;

/* Old wolfCrypt names, kept so existing programs compile. */
#ifndef NO_OLD_WC_NAMES
    #define Sha                 wc_Sha
    #define SHA_BLOCK_SIZE      WC_SHA_BLOCK_SIZE
    #define SHA_DIGEST_SIZE     WC_SHA_DIGEST_SIZE
    #define SHA_PAD_SIZE        WC_SHA_PAD_SIZE
#endif
#ifndef NO_OLD_SHA_NAMES
    #define SHA                 WC_SHA
#endif

#ifndef NO_SHA
/* All return 0 or a negative error code: BAD_FUNC_ARG for a NULL object,
 * NULL output, or NULL data with a non-zero length. */
WOLFSSL_API int  wc_InitSha(wc_Sha* sha);
WOLFSSL_API int  wc_InitSha_ex(wc_Sha* sha, void* heap, int devId);
WOLFSSL_API int  wc_ShaUpdate(wc_Sha* sha, const byte* data, word32 len);
/* hash: WC_SHA_DIGEST_SIZE bytes. */
WOLFSSL_API int  wc_ShaFinal(wc_Sha* sha, byte* hash);
WOLFSSL_API int  wc_ShaGetHash(wc_Sha* sha, byte* hash);
/* Raw chaining value (no padding), big-endian. */
WOLFSSL_API int  wc_ShaFinalRaw(wc_Sha* sha, byte* hash);
WOLFSSL_API int  wc_ShaCopy(wc_Sha* src, wc_Sha* dst);
WOLFSSL_API void wc_ShaFree(wc_Sha* sha);
/* One-shot: hash = SHA-1(data[0..len)). */
WOLFSSL_API int  wc_ShaHash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int  wc_ShaHash_ex(const byte* data, word32 len, byte* hash,
                               void* heap, int devId);
#endif

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_SHA_H */
