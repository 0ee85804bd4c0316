/* chacha.h
 *
 * ChaCha20 (RFC 8439 section 2.4) and XChaCha20 (draft-irtf-cfrg-xchacha
 * section 2.3) behind the wolfCrypt API.  Algorithm layer (chacha.c);
 * used by ChaCha20-Poly1305 (chacha20_poly1305.h).  Built when HAVE_CHACHA
 * is defined (configure --enable-chacha, on by default); HAVE_XCHACHA
 * adds wc_XChacha_SetKey.
 *
 * State: 16 words, constants | key | block counter (word 12) | nonce
 * (words 13..15).  Object life cycle: wc_Chacha_SetKey -> wc_Chacha_SetIV
 * (nonce and first block counter) -> wc_Chacha_Process* (XOR the key
 * stream; successive calls continue it, in any lengths).  The block
 * counter is 32 bits and wraps, as in RFC 8439 (a nonce covers 256 GiB).
 * Clear the object with ForceZero / memset when done: it holds the key.
 * Timing depends only on the lengths.
 */
#ifndef WOLF_CRYPT_CHACHA_H
#define WOLF_CRYPT_CHACHA_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CHACHA_MATRIX_CNT_IV 12
#define CHACHA_IV_WORDS      3
#define CHACHA_IV_BYTES      12
#define XCHACHA_NONCE_BYTES  24
#define CHACHA_CHUNK_WORDS   16
#define CHACHA_CHUNK_BYTES   (CHACHA_CHUNK_WORDS * (word32)sizeof(word32))

enum {
    CHACHA_ENC_TYPE   = 9,     /* WC_CIPHER_CHACHA */
    CHACHA_MAX_KEY_SZ = 32
};

/* Cipher state.  Fields are internal; use the functions. */
typedef struct ChaCha {
    word32 X[CHACHA_CHUNK_WORDS];       /* input block of the next block */
    byte   extra[12];
    word32 left;                        /* unused key stream bytes in over */
    word32 over[CHACHA_CHUNK_WORDS];    /* key stream of the last block */
} ChaCha;

#ifdef HAVE_CHACHA
/* All return 0 or BAD_FUNC_ARG (NULL object, key or IV; NULL data with a
 * non-zero length; keySz other than 16 or 32). */
WOLFSSL_API int wc_Chacha_SetKey(ChaCha* ctx, const byte* key, word32 keySz);
/* inIv: CHACHA_IV_BYTES bytes; counter: the first block's counter. */
WOLFSSL_API int wc_Chacha_SetIV(ChaCha* ctx, const byte* inIv,
                                word32 counter);
/* cipher = plain ^ key stream, msglen bytes; cipher may equal plain. */
WOLFSSL_API int wc_Chacha_Process(ChaCha* ctx, byte* cipher,
                                  const byte* plain, word32 msglen);
#ifdef HAVE_XCHACHA
/* XChaCha20: keySz 32, nonceSz XCHACHA_NONCE_BYTES; sets the HChaCha20
 * subkey and the nonce, ready for wc_Chacha_Process. */
WOLFSSL_API int wc_XChacha_SetKey(ChaCha* ctx, const byte* key,
                                  word32 keySz, const byte* nonce,
                                  word32 nonceSz, word32 counter);
#endif
#endif /* HAVE_CHACHA */

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_CHACHA_H */
