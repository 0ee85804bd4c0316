/* poly1305.h
 *
 * Poly1305 (RFC 8439 section 2.5) behind the wolfCrypt API.  Algorithm
 * layer (poly1305.c); used by ChaCha20-Poly1305.  Built when HAVE_POLY1305
 * is defined (configure --enable-poly1305, on by default).
 *
 * The accumulator is h = h0 + h1 2^64 + h2 2^128 and r = r0 + r1 2^64
 * with 64x64->128-bit products (the representation that measures best on
 * RV64: 10 multiplies per 16-byte block).  Object life cycle:
 * wc_Poly1305SetKey (32-byte one-time key r | s) -> wc_Poly1305Update* ->
 * wc_Poly1305Final (the 16-byte tag).  wc_Poly1305_Pad, _EncodeSizes and
 * _MAC are the RFC 8439 section 2.8 AEAD helpers.  Constant time in the
 * key and the message (no branch or index on either).
 */
#ifndef WOLF_CRYPT_POLY1305_H
#define WOLF_CRYPT_POLY1305_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    POLY1305             = 7,
    POLY1305_BLOCK_SIZE  = 16,
    POLY1305_DIGEST_SIZE = 16
};

#define WC_POLY1305_PAD_SZ 16
#define WC_POLY1305_MAC_SZ 16

/* MAC state.  Fields are internal; use the functions. */
typedef struct Poly1305 {
    word64 r[3];        /* r0, r1 (clamped) and s1 = r1 + r1 / 4 */
    word64 h[3];        /* accumulator, h2 small */
    word64 pad[2];      /* s, added at the end */
    size_t leftover;    /* bytes in buffer */
    unsigned char buffer[POLY1305_BLOCK_SIZE];
    unsigned char finished;
} Poly1305;

#ifdef HAVE_POLY1305
/* All return 0 or BAD_FUNC_ARG (NULL object, key or tag, NULL data with a
 * non-zero length, kySz other than 32). */
WOLFSSL_API int wc_Poly1305SetKey(Poly1305* poly1305, const byte* key,
                                  word32 kySz);
WOLFSSL_API int wc_Poly1305Update(Poly1305* poly1305, const byte* m,
                                  word32 bytes);
/* tag: POLY1305_DIGEST_SIZE bytes.  The key is wiped afterwards. */
WOLFSSL_API int wc_Poly1305Final(Poly1305* poly1305, byte* tag);
/* Zero bytes up to the next multiple of 16 of lenToPad. */
WOLFSSL_API int wc_Poly1305_Pad(Poly1305* ctx, word32 lenToPad);
/* The AEAD length block: aadSz and dataSz as 64-bit little-endian. */
WOLFSSL_API int wc_Poly1305_EncodeSizes(Poly1305* ctx, word32 aadSz,
                                        word32 dataSz);
WOLFSSL_API int wc_Poly1305_EncodeSizes64(Poly1305* ctx, word64 aadSz,
                                          word64 dataSz);
/* additional | pad | input | pad | sizes, then Final into tag (tagSz at
 * least POLY1305_DIGEST_SIZE: BAD_FUNC_ARG otherwise). */
WOLFSSL_API int wc_Poly1305_MAC(Poly1305* ctx, const byte* additional,
                                word32 addSz, const byte* input, word32 sz,
                                byte* tag, word32 tagSz);
#endif /* HAVE_POLY1305 */

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_POLY1305_H */
