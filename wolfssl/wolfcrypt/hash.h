/* hash.h
 *
 * Hash dispatch by type id: digest/block sizes, one-shot wc_Hash, and the
 * streaming wc_HashInit/Update/Final/Free over a wc_HashAlg union that can
 * hold any compiled-in hash state.  Support layer (hash.c): RSA, ECDSA,
 * SM2, HMAC and HKDF pick their hash through these.  Including this header
 * also declares every per-algorithm API (sha.h, sha256.h, sha512.h, sm3.h,
 * sha3.h), including the one-shots wc_ShaHash, wc_Sha224Hash,
 * wc_Sha256Hash, wc_Sha384Hash, wc_Sha512Hash, wc_Sm3Hash and (here)
 * wc_Sha3_256Hash, wc_Shake128Hash, ...
 *
 * Type ids are wolfCrypt's (an interface fact).  WC_HASH_TYPE_SM3 is 20,
 * following wolfCrypt.  The short names WC_SHA, WC_SHA256, ... from the
 * per-algorithm headers have the same values (hash.c checks this at
 * compile time).  Types that are named here but not implemented (MD2, MD4,
 * MD5, BLAKE2, SHA-512/t, MD5+SHA; SHA-3 without WOLFSSL_SHA3; SHAKE,
 * whose output length the type alone does not give) give HASH_TYPE_E;
 * WC_HASH_TYPE_NONE and values outside the enum give BAD_FUNC_ARG.
 */
#ifndef WOLF_CRYPT_HASH_H
#define WOLF_CRYPT_HASH_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sha.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/sha512.h>
#include <wolfssl/wolfcrypt/sm3.h>
#include <wolfssl/wolfcrypt/sha3.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef WC_HASH_TYPE_DEFINED
#define WC_HASH_TYPE_DEFINED
enum wc_HashType {
    WC_HASH_TYPE_NONE       = 0,
    WC_HASH_TYPE_MD2        = 1,
    WC_HASH_TYPE_MD4        = 2,
    WC_HASH_TYPE_MD5        = 3,
    WC_HASH_TYPE_SHA        = 4,    /* SHA-1 */
    WC_HASH_TYPE_SHA224     = 5,
    WC_HASH_TYPE_SHA256     = 6,
    WC_HASH_TYPE_SHA384     = 7,
    WC_HASH_TYPE_SHA512     = 8,
    WC_HASH_TYPE_MD5_SHA    = 9,
    WC_HASH_TYPE_SHA3_224   = 10,
    WC_HASH_TYPE_SHA3_256   = 11,
    WC_HASH_TYPE_SHA3_384   = 12,
    WC_HASH_TYPE_SHA3_512   = 13,
    WC_HASH_TYPE_BLAKE2B    = 14,
    WC_HASH_TYPE_BLAKE2S    = 15,
    WC_HASH_TYPE_SHA512_224 = 16,
    WC_HASH_TYPE_SHA512_256 = 17,
    WC_HASH_TYPE_SHAKE128   = 18,
    WC_HASH_TYPE_SHAKE256   = 19,
    WC_HASH_TYPE_SM3        = 20,
    WC_HASH_TYPE_MAX        = WC_HASH_TYPE_SM3
};
#endif

/* Largest digest and block over the hashes this build has. */
#define WC_MAX_DIGEST_SIZE  64      /* SHA-512, SHA3-512 */
#ifdef WOLFSSL_SHA3
    #define WC_MAX_BLOCK_SIZE   WC_SHA3_224_BLOCK_SIZE  /* 144 */
#else
    #define WC_MAX_BLOCK_SIZE   128     /* SHA-384 / SHA-512 */
#endif

/* Room for the state of any hash; the member used is chosen by the type
 * passed to each call (the caller keeps the two consistent). */
typedef union wc_HashAlg {
    wc_Sha    sha;
    wc_Sha224 sha224;
    wc_Sha256 sha256;
    wc_Sha384 sha384;
    wc_Sha512 sha512;
    wc_Sm3    sm3;
    wc_Sha3   sha3;
} wc_HashAlg;

/* Digest / block size in bytes of a hash type, or HASH_TYPE_E (known but
 * not compiled in) / BAD_FUNC_ARG (NONE or unknown). */
WOLFSSL_API int wc_HashGetDigestSize(enum wc_HashType hash_type);
WOLFSSL_API int wc_HashGetBlockSize(enum wc_HashType hash_type);

/* One-shot: hash = H(data[0..data_len)).  hash_len must be at least the
 * digest size (BUFFER_E otherwise); exactly the digest size is written. */
WOLFSSL_API int wc_Hash(enum wc_HashType hash_type, const byte* data,
                        word32 data_len, byte* hash, word32 hash_len);
WOLFSSL_API int wc_Hash_ex(enum wc_HashType hash_type, const byte* data,
                           word32 data_len, byte* hash, word32 hash_len,
                           void* heap, int devId);

/* Streaming; the same type must be passed to every call on one object.
 * wc_HashFinal writes the digest size of type and re-initialises. */
WOLFSSL_API int wc_HashInit(wc_HashAlg* hash, enum wc_HashType type);
WOLFSSL_API int wc_HashInit_ex(wc_HashAlg* hash, enum wc_HashType type,
                               void* heap, int devId);
WOLFSSL_API int wc_HashUpdate(wc_HashAlg* hash, enum wc_HashType type,
                              const byte* data, word32 dataSz);
WOLFSSL_API int wc_HashFinal(wc_HashAlg* hash, enum wc_HashType type,
                             byte* out);
WOLFSSL_API int wc_HashFree(wc_HashAlg* hash, enum wc_HashType type);

#ifdef WOLFSSL_SHA3
/* One-shots: hash = SHA3-n(data[0..len)), WC_SHA3_n_DIGEST_SIZE bytes;
 * SHAKEn: hashLen bytes of output. */
WOLFSSL_API int wc_Sha3_224Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int wc_Sha3_256Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int wc_Sha3_384Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int wc_Sha3_512Hash(const byte* data, word32 len, byte* hash);
WOLFSSL_API int wc_Sha3_224Hash_ex(const byte* data, word32 len, byte* hash,
                                   void* heap, int devId);
WOLFSSL_API int wc_Sha3_256Hash_ex(const byte* data, word32 len, byte* hash,
                                   void* heap, int devId);
WOLFSSL_API int wc_Sha3_384Hash_ex(const byte* data, word32 len, byte* hash,
                                   void* heap, int devId);
WOLFSSL_API int wc_Sha3_512Hash_ex(const byte* data, word32 len, byte* hash,
                                   void* heap, int devId);
#ifdef WOLFSSL_SHAKE128
WOLFSSL_API int wc_Shake128Hash(const byte* data, word32 len, byte* hash,
                                word32 hashLen);
WOLFSSL_API int wc_Shake128Hash_ex(const byte* data, word32 len, byte* hash,
                                   word32 hashLen, void* heap, int devId);
#endif
#ifdef WOLFSSL_SHAKE256
WOLFSSL_API int wc_Shake256Hash(const byte* data, word32 len, byte* hash,
                                word32 hashLen);
WOLFSSL_API int wc_Shake256Hash_ex(const byte* data, word32 len, byte* hash,
                                   word32 hashLen, void* heap, int devId);
#endif
#endif /* WOLFSSL_SHA3 */

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_HASH_H */
