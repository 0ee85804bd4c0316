/* sm3.h
 *
 * SM3 (GB/T 32905-2016, also ISO/IEC 10118-3:2018) behind the wolfCrypt
 * API.  Support layer: SM2 signatures and key exchange (Z_A and message
 * digests), HMAC-SM3 (hmac.c) and the wc_Hash helpers (hash.c).  Built when
 * WOLFSSL_SM3 is defined (settings.h turns it on for SM2).
 * Implementation in wolfcrypt/src/sm3.c.
 *
 * Object life cycle: wc_InitSm3 -> wc_Sm3Update* -> wc_Sm3Final (writes
 * the digest and re-initialises the object) ... -> wc_Sm3Free (wipes the
 * state).  wc_Sm3GetHash gives the digest of the data so far without
 * disturbing the running state.
 */
#ifndef WOLF_CRYPT_SM3_H
#define WOLF_CRYPT_SM3_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Hash type id: equal to WC_HASH_TYPE_SM3 (20) of enum wc_HashType
 * (hash.h); HMAC and the wc_Hash helpers take it. */
#define WC_SM3                  20

#define WC_SM3_BLOCK_SIZE       64
#define WC_SM3_DIGEST_SIZE      32
#define WC_SM3_PAD_SIZE         56

/* Running state.  Fields are internal; use the functions. */
typedef struct wc_Sm3 {
    word32 v[8];                        /* chaining value V(i) */
    byte   buffer[WC_SM3_BLOCK_SIZE];   /* partial block */
    word32 buffLen;                     /* bytes in buffer, < 64 */
    word64 total;                       /* message bytes absorbed */
    void*  heap;
    int    devId;
    word32 ready;                       /* 1 between Init and Free */
} wc_Sm3;

#ifdef WOLFSSL_SM3
/* All return 0 or a negative error code: BAD_FUNC_ARG for a NULL object,
 * NULL output, or NULL data with a non-zero length. */
WOLFSSL_API int  wc_InitSm3(wc_Sm3* sm3, void* heap, int devId);
WOLFSSL_API int  wc_Sm3Update(wc_Sm3* sm3, const byte* data, word32 len);
/* hash: WC_SM3_DIGEST_SIZE bytes. */
WOLFSSL_API int  wc_Sm3Final(wc_Sm3* sm3, byte* hash);
WOLFSSL_API int  wc_Sm3GetHash(wc_Sm3* sm3, byte* hash);
/* Raw chaining value (no padding), big-endian. */
WOLFSSL_API int  wc_Sm3FinalRaw(wc_Sm3* sm3, byte* hash);
WOLFSSL_API int  wc_Sm3Copy(wc_Sm3* src, wc_Sm3* dst);
WOLFSSL_API void wc_Sm3Free(wc_Sm3* sm3);
/* One-shot: hash = SM3(data[0..len)). */
WOLFSSL_API int  wc_Sm3Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int  wc_Sm3Hash_ex(const byte* data, word32 len, byte* hash,
                               void* heap, int devId);
#endif

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_SM3_H */
