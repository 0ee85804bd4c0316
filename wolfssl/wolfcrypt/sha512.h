/* sha512.h
 *
 * SHA-512 and SHA-384 (FIPS 180-4) behind the wolfCrypt API.  Support
 * layer: message digests for ECDSA P-384/P-521 and RSA, HMAC/HKDF
 * (hmac.c) and the wc_Hash helpers (hash.c).  SHA-384 is SHA-512 with other
 * initial values and a truncated output, so it shares the state type
 * (wc_Sha384 is wc_Sha512, as in wolfCrypt).  Implementation in
 * wolfcrypt/src/sha512.c.  Built when WOLFSSL_SHA512 is defined (settings.h
 * turns it on whenever WOLFSSL_SHA384 is).
 *
 * Object life cycle: wc_InitSha512[_ex] -> wc_Sha512Update* ->
 * wc_Sha512Final (writes the digest and re-initialises the object, so it
 * can hash the next message) ... -> wc_Sha512Free (wipes the state).
 * wc_Sha512GetHash gives the digest of the data so far without disturbing
 * the running state.
 */
#ifndef WOLF_CRYPT_SHA512_H
#define WOLF_CRYPT_SHA512_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Hash type ids: equal to WC_HASH_TYPE_SHA512 / WC_HASH_TYPE_SHA384 of
 * enum wc_HashType (hash.h); HMAC and the wc_Hash helpers take these. */
#define WC_SHA512               8
#define WC_SHA384               7

#define WC_SHA512_BLOCK_SIZE    128
#define WC_SHA512_DIGEST_SIZE   64
#define WC_SHA512_PAD_SIZE      112  /* 128-bit length field starts here */
#define WC_SHA384_BLOCK_SIZE    WC_SHA512_BLOCK_SIZE
#define WC_SHA384_DIGEST_SIZE   48
#define WC_SHA384_PAD_SIZE      WC_SHA512_PAD_SIZE

/* Running state.  Fields are internal; use the functions. */
typedef struct wc_Sha512 {
    word64 digest[8];                     /* chaining value H0..H7 */
    byte   buffer[WC_SHA512_BLOCK_SIZE];  /* partial block */
    word32 buffLen;                       /* bytes in buffer, < 128 */
    word64 total;                         /* message bytes absorbed */
    void*  heap;
    int    devId;
    word32 digestSz;                      /* 64, or 48 for SHA-384 */
} wc_Sha512;

typedef wc_Sha512 wc_Sha384;

/* Old wolfCrypt names, kept so existing programs compile. */
#ifndef NO_OLD_WC_NAMES
    #define Sha512              wc_Sha512
    #define Sha384              wc_Sha384
    #define SHA512_BLOCK_SIZE   WC_SHA512_BLOCK_SIZE
    #define SHA512_DIGEST_SIZE  WC_SHA512_DIGEST_SIZE
    #define SHA512_PAD_SIZE     WC_SHA512_PAD_SIZE
    #define SHA384_BLOCK_SIZE   WC_SHA384_BLOCK_SIZE
    #define SHA384_DIGEST_SIZE  WC_SHA384_DIGEST_SIZE
    #define SHA384_PAD_SIZE     WC_SHA384_PAD_SIZE
#endif
#ifndef NO_OLD_SHA_NAMES
    #define SHA512              WC_SHA512
    #define SHA384              WC_SHA384
#endif

#ifdef WOLFSSL_SHA512
/* All return 0 or a negative error code: BAD_FUNC_ARG for a NULL object,
 * NULL output, or NULL data with a non-zero length. */
WOLFSSL_API int  wc_InitSha512(wc_Sha512* sha512);
WOLFSSL_API int  wc_InitSha512_ex(wc_Sha512* sha512, void* heap, int devId);
WOLFSSL_API int  wc_Sha512Update(wc_Sha512* sha512, const byte* data,
                                 word32 len);
/* hash: WC_SHA512_DIGEST_SIZE bytes. */
WOLFSSL_API int  wc_Sha512Final(wc_Sha512* sha512, byte* hash);
WOLFSSL_API int  wc_Sha512GetHash(wc_Sha512* sha512, byte* hash);
/* Raw chaining value (no padding), big-endian. */
WOLFSSL_API int  wc_Sha512FinalRaw(wc_Sha512* sha512, byte* hash);
WOLFSSL_API int  wc_Sha512Copy(wc_Sha512* src, wc_Sha512* dst);
WOLFSSL_API void wc_Sha512Free(wc_Sha512* sha512);
/* One-shot: hash = SHA-512(data[0..len)). */
WOLFSSL_API int  wc_Sha512Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int  wc_Sha512Hash_ex(const byte* data, word32 len, byte* hash,
                                  void* heap, int devId);
#endif

#ifdef WOLFSSL_SHA384
WOLFSSL_API int  wc_InitSha384(wc_Sha384* sha384);
WOLFSSL_API int  wc_InitSha384_ex(wc_Sha384* sha384, void* heap, int devId);
WOLFSSL_API int  wc_Sha384Update(wc_Sha384* sha384, const byte* data,
                                 word32 len);
/* hash: WC_SHA384_DIGEST_SIZE bytes. */
WOLFSSL_API int  wc_Sha384Final(wc_Sha384* sha384, byte* hash);
WOLFSSL_API int  wc_Sha384GetHash(wc_Sha384* sha384, byte* hash);
WOLFSSL_API int  wc_Sha384Copy(wc_Sha384* src, wc_Sha384* dst);
WOLFSSL_API void wc_Sha384Free(wc_Sha384* sha384);
WOLFSSL_API int  wc_Sha384Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int  wc_Sha384Hash_ex(const byte* data, word32 len, byte* hash,
                                  void* heap, int devId);
#endif

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_SHA512_H */
