/* sha3.h
 *
 * SHA-3 and SHAKE (FIPS 202): SHA3-224/256/384/512 and the extendable
 * output functions SHAKE128 and SHAKE256, behind the wolfCrypt API.
 * Support layer (sha3.c over the permutation of sha3_keccak.c); used by
 * HMAC-SHA3 (hmac.c through hash.c), the wc_Hash helpers, and later
 * ML-KEM / ML-DSA.  Built when WOLFSSL_SHA3 is defined (configure
 * --enable-sha3, on by default); SHAKE128 / SHAKE256 need WOLFSSL_SHAKE128
 * / WOLFSSL_SHAKE256 as well (--enable-shake128/256, on with SHA-3).
 *
 * Object life cycle: wc_InitSha3_256 -> wc_Sha3_256_Update* ->
 * wc_Sha3_256_Final (writes the digest and re-initialises the object) ...
 * -> wc_Sha3_256_Free (wipes the state); the same for 224, 384, 512.
 * wc_Sha3_256_GetHash gives the digest of the data so far without
 * disturbing the running state.
 *
 * SHAKE: wc_InitShake128 -> wc_Shake128_Update* -> wc_Shake128_Final
 * (hashLen bytes of output, any length, then re-initialises); or, to
 * squeeze in steps, wc_InitShake128 -> wc_Shake128_Absorb (all the input,
 * once) -> wc_Shake128_SqueezeBlocks (blockCnt * WC_SHA3_128_BLOCK_SIZE
 * bytes, called as often as wanted; successive calls continue the output
 * stream).  SHAKE256 the same with WC_SHA3_256_BLOCK_SIZE blocks.
 *
 * Errors: BAD_FUNC_ARG for a NULL object, NULL output, or NULL data with a
 * non-zero length.  The timing depends only on the lengths.
 */
#ifndef WOLF_CRYPT_SHA3_H
#define WOLF_CRYPT_SHA3_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Type ids: equal to WC_HASH_TYPE_SHA3_* / _SHAKE* of enum wc_HashType
 * (hash.h; hash.c checks it).  Sizes in bytes; the block sizes are the
 * rates r / 8 of FIPS 202 (HMAC uses them). */
enum {
    WC_SHA3_128_COUNT        = 21,
    WC_SHA3_224              = 10,
    WC_SHA3_224_DIGEST_SIZE  = 28,
    WC_SHA3_224_COUNT        = 18,
    WC_SHA3_256              = 11,
    WC_SHA3_256_DIGEST_SIZE  = 32,
    WC_SHA3_256_COUNT        = 17,
    WC_SHA3_384              = 12,
    WC_SHA3_384_DIGEST_SIZE  = 48,
    WC_SHA3_384_COUNT        = 13,
    WC_SHA3_512              = 13,
    WC_SHA3_512_DIGEST_SIZE  = 64,
    WC_SHA3_512_COUNT        = 9,
    WC_SHAKE128              = 18,
    WC_SHAKE256              = 19,
    WC_SHA3_128_BLOCK_SIZE   = 168,
    WC_SHA3_224_BLOCK_SIZE   = 144,
    WC_SHA3_256_BLOCK_SIZE   = 136,
    WC_SHA3_384_BLOCK_SIZE   = 104,
    WC_SHA3_512_BLOCK_SIZE   = 72
};

#ifndef NO_OLD_WC_NAMES
    #define SHA3_224             WC_SHA3_224
    #define SHA3_224_DIGEST_SIZE WC_SHA3_224_DIGEST_SIZE
    #define SHA3_256             WC_SHA3_256
    #define SHA3_256_DIGEST_SIZE WC_SHA3_256_DIGEST_SIZE
    #define SHA3_384             WC_SHA3_384
    #define SHA3_384_DIGEST_SIZE WC_SHA3_384_DIGEST_SIZE
    #define SHA3_512             WC_SHA3_512
    #define SHA3_512_DIGEST_SIZE WC_SHA3_512_DIGEST_SIZE
    #define Sha3 wc_Sha3
    #define SHAKE128             WC_SHAKE128
    #define SHAKE256             WC_SHAKE256
#endif

/* Running state.  Fields are internal; use the functions. */
struct wc_Sha3 {
    word64 s[25];       /* Keccak state, lane A[x, y] in s[x + 5y] */
    byte   t[200];      /* partial input block */
    byte   i;           /* bytes in t, < the rate */
    void*  heap;
    int    devId;
};
#ifndef WC_SHA3_TYPE_DEFINED
    typedef struct wc_Sha3 wc_Sha3;
    #define WC_SHA3_TYPE_DEFINED
#endif
#ifndef WC_SHAKE_TYPE_DEFINED
    typedef wc_Sha3 wc_Shake;
    #define WC_SHAKE_TYPE_DEFINED
#endif

#ifdef WOLFSSL_SHA3
/* hash: WC_SHA3_224_DIGEST_SIZE bytes (and so on for 256, 384, 512). */
WOLFSSL_API int  wc_InitSha3_224(wc_Sha3* sha3, void* heap, int devId);
WOLFSSL_API int  wc_Sha3_224_Update(wc_Sha3* sha3, const byte* data,
                                    word32 len);
WOLFSSL_API int  wc_Sha3_224_Final(wc_Sha3* sha3, byte* hash);
WOLFSSL_API void wc_Sha3_224_Free(wc_Sha3* sha3);
WOLFSSL_API int  wc_Sha3_224_GetHash(wc_Sha3* sha3, byte* hash);
WOLFSSL_API int  wc_Sha3_224_Copy(wc_Sha3* src, wc_Sha3* dst);

WOLFSSL_API int  wc_InitSha3_256(wc_Sha3* sha3, void* heap, int devId);
WOLFSSL_API int  wc_Sha3_256_Update(wc_Sha3* sha3, const byte* data,
                                    word32 len);
WOLFSSL_API int  wc_Sha3_256_Final(wc_Sha3* sha3, byte* hash);
WOLFSSL_API void wc_Sha3_256_Free(wc_Sha3* sha3);
WOLFSSL_API int  wc_Sha3_256_GetHash(wc_Sha3* sha3, byte* hash);
WOLFSSL_API int  wc_Sha3_256_Copy(wc_Sha3* src, wc_Sha3* dst);

WOLFSSL_API int  wc_InitSha3_384(wc_Sha3* sha3, void* heap, int devId);
WOLFSSL_API int  wc_Sha3_384_Update(wc_Sha3* sha3, const byte* data,
                                    word32 len);
WOLFSSL_API int  wc_Sha3_384_Final(wc_Sha3* sha3, byte* hash);
WOLFSSL_API void wc_Sha3_384_Free(wc_Sha3* sha3);
WOLFSSL_API int  wc_Sha3_384_GetHash(wc_Sha3* sha3, byte* hash);
WOLFSSL_API int  wc_Sha3_384_Copy(wc_Sha3* src, wc_Sha3* dst);

WOLFSSL_API int  wc_InitSha3_512(wc_Sha3* sha3, void* heap, int devId);
WOLFSSL_API int  wc_Sha3_512_Update(wc_Sha3* sha3, const byte* data,
                                    word32 len);
WOLFSSL_API int  wc_Sha3_512_Final(wc_Sha3* sha3, byte* hash);
WOLFSSL_API void wc_Sha3_512_Free(wc_Sha3* sha3);
WOLFSSL_API int  wc_Sha3_512_GetHash(wc_Sha3* sha3, byte* hash);
WOLFSSL_API int  wc_Sha3_512_Copy(wc_Sha3* src, wc_Sha3* dst);

#ifdef WOLFSSL_SHAKE128
WOLFSSL_API int  wc_InitShake128(wc_Shake* shake, void* heap, int devId);
WOLFSSL_API int  wc_Shake128_Update(wc_Shake* shake, const byte* data,
                                    word32 len);
/* hash: hashLen bytes (any length, 0 included). */
WOLFSSL_API int  wc_Shake128_Final(wc_Shake* shake, byte* hash,
                                   word32 hashLen);
/* The whole input at once, right after wc_InitShake128; then squeeze. */
WOLFSSL_API int  wc_Shake128_Absorb(wc_Shake* shake, const byte* data,
                                    word32 len);
/* out: blockCnt * WC_SHA3_128_BLOCK_SIZE bytes, the next of the stream. */
WOLFSSL_API int  wc_Shake128_SqueezeBlocks(wc_Shake* shake, byte* out,
                                           word32 blockCnt);
WOLFSSL_API void wc_Shake128_Free(wc_Shake* shake);
WOLFSSL_API int  wc_Shake128_Copy(wc_Shake* src, wc_Sha3* dst);
#endif

#ifdef WOLFSSL_SHAKE256
WOLFSSL_API int  wc_InitShake256(wc_Shake* shake, void* heap, int devId);
WOLFSSL_API int  wc_Shake256_Update(wc_Shake* shake, const byte* data,
                                    word32 len);
WOLFSSL_API int  wc_Shake256_Final(wc_Shake* shake, byte* hash,
                                   word32 hashLen);
WOLFSSL_API int  wc_Shake256_Absorb(wc_Shake* shake, const byte* data,
                                    word32 len);
/* out: blockCnt * WC_SHA3_256_BLOCK_SIZE bytes. */
WOLFSSL_API int  wc_Shake256_SqueezeBlocks(wc_Shake* shake, byte* out,
                                           word32 blockCnt);
WOLFSSL_API void wc_Shake256_Free(wc_Shake* shake);
WOLFSSL_API int  wc_Shake256_Copy(wc_Shake* src, wc_Sha3* dst);
#endif
#endif /* WOLFSSL_SHA3 */

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_SHA3_H */
