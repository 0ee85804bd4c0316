/* hmac.h
 *
 * HMAC (RFC 2104, FIPS 198-1) over SHA-1, SHA-224, SHA-256, SHA-384,
 * SHA-512 and SM3, and HKDF (RFC 5869) on top of it, behind the wolfCrypt
 * API.  Support layer (hmac.c), above the hashes and hash.c; used by the
 * Hash_DRBG's users, RSA/ECC/SAKKE key derivation and protocol code.
 *
 * Object life cycle: wc_HmacInit -> wc_HmacSetKey -> wc_HmacUpdate* ->
 * wc_HmacFinal (writes the MAC and restarts with the same key, so the
 * next Update/Final pair MACs a new message) ... -> wc_HmacFree (wipes
 * key material).  wc_HmacSetKey may also be called without wc_HmacInit,
 * as older wolfCrypt programs do.
 *
 * Hash types are the short names WC_SHA, WC_SHA224, WC_SHA256, WC_SHA384,
 * WC_SHA512, WC_SM3 (equal to the enum wc_HashType values).  Any other
 * type, or one not compiled in, gives BAD_FUNC_ARG.
 */
#ifndef WOLF_CRYPT_HMAC_H
#define WOLF_CRYPT_HMAC_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/hash.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    IPAD               = 0x36,  /* RFC 2104 inner pad byte */
    OPAD               = 0x5C,  /* RFC 2104 outer pad byte */
    HMAC_FIPS_MIN_KEY  = 14,    /* FIPS 198 minimum (not enforced here) */
    WC_HMAC_BLOCK_SIZE = WC_MAX_BLOCK_SIZE
};

/* MAC state.  Fields are internal; use the functions. */
typedef struct Hmac {
    wc_HashAlg hash;      /* running hash of the current message */
    wc_HashAlg iHash;     /* state after absorbing K ^ ipad */
    wc_HashAlg oHash;     /* state after absorbing K ^ opad */
    void*      heap;
    int        devId;
    byte       macType;   /* WC_HASH_TYPE_NONE until a key is set */
} Hmac;

/* All return 0 or a negative error code. */
WOLFSSL_API int  wc_HmacInit(Hmac* hmac, void* heap, int devId);
/* key may be NULL when keySz is 0.  Keys longer than the hash block are
 * hashed first (RFC 2104). */
WOLFSSL_API int  wc_HmacSetKey(Hmac* hmac, int type, const byte* key,
                               word32 keySz);
/* allowFlag lifts the FIPS minimum key length in wolfCrypt; this library
 * has no minimum, so it is accepted and ignored. */
WOLFSSL_API int  wc_HmacSetKey_ex(Hmac* hmac, int type, const byte* key,
                                  word32 keySz, int allowFlag);
WOLFSSL_API int  wc_HmacUpdate(Hmac* hmac, const byte* msg, word32 length);
/* hash: wc_HmacSizeByType(type) bytes. */
WOLFSSL_API int  wc_HmacFinal(Hmac* hmac, byte* hash);
WOLFSSL_API void wc_HmacFree(Hmac* hmac);
/* MAC length in bytes of type, or BAD_FUNC_ARG. */
WOLFSSL_API int  wc_HmacSizeByType(int type);

/* HKDF (RFC 5869).  Extract: out (digest size of type) = PRK =
 * HMAC(salt, inKey); a NULL or empty salt means HashLen zero bytes.
 * Expand: out[0..outSz) = T(1) | T(2) | ..., outSz <= 255 * HashLen.
 * wc_HKDF does both. */
WOLFSSL_API int  wc_HKDF_Extract(int type, const byte* salt, word32 saltSz,
                                 const byte* inKey, word32 inKeySz,
                                 byte* out);
WOLFSSL_API int  wc_HKDF_Extract_ex(int type, const byte* salt,
                                    word32 saltSz, const byte* inKey,
                                    word32 inKeySz, byte* out, void* heap,
                                    int devId);
WOLFSSL_API int  wc_HKDF_Expand(int type, const byte* inKey, word32 inKeySz,
                                const byte* info, word32 infoSz, byte* out,
                                word32 outSz);
WOLFSSL_API int  wc_HKDF_Expand_ex(int type, const byte* inKey,
                                   word32 inKeySz, const byte* info,
                                   word32 infoSz, byte* out, word32 outSz,
                                   void* heap, int devId);
WOLFSSL_API int  wc_HKDF(int type, const byte* inKey, word32 inKeySz,
                         const byte* salt, word32 saltSz, const byte* info,
                         word32 infoSz, byte* out, word32 outSz);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_HMAC_H */
