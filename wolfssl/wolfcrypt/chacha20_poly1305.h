/* chacha20_poly1305.h
 *
 * The ChaCha20-Poly1305 AEAD (RFC 8439 section 2.8) and
 * XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha-03) behind the wolfCrypt
 * API.  Algorithm layer (chacha20_poly1305.c, over chacha.c and
 * poly1305.c); TLS 1.2/1.3 cipher suites use it.  Built with HAVE_CHACHA
 * and HAVE_POLY1305.
 *
 * One-shot: wc_ChaCha20Poly1305_Encrypt / _Decrypt.  Decrypt checks the
 * tag (in constant time) before it writes any plaintext: on a bad tag it
 * returns MAC_CMP_FAILED_E and outPlaintext is untouched.
 * Streaming (TLS records): wc_ChaCha20Poly1305_Init -> _UpdateAad* ->
 * _UpdateData* -> _Final (the tag; when decrypting, compare it with
 * wc_ChaCha20Poly1305_CheckTag: the streamed plaintext is not
 * authenticated until then).  Out-of-order calls give BAD_STATE_E.
 * XChaCha20-Poly1305 one-shots: dst is ciphertext | tag.
 */
#ifndef WOLF_CRYPT_CHACHA20_POLY1305_H
#define WOLF_CRYPT_CHACHA20_POLY1305_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/chacha.h>
#include <wolfssl/wolfcrypt/poly1305.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CHACHA20_POLY1305_AEAD_KEYSIZE      32
#define CHACHA20_POLY1305_AEAD_IV_SIZE      12
#define CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE 16
#define CHACHA20_POLY1305_MAX               4294967295U
#define XCHACHA20_POLY1305_AEAD_NONCE_SIZE  24

enum {
    CHACHA20_POLY_1305_ENC_TYPE = 8,    /* cipher unique type */

    /* AEAD Cipher Direction */
    CHACHA20_POLY1305_AEAD_DECRYPT = 0,
    CHACHA20_POLY1305_AEAD_ENCRYPT = 1,

    /* AEAD State */
    CHACHA20_POLY1305_STATE_INIT  = 0,
    CHACHA20_POLY1305_STATE_READY = 1,
    CHACHA20_POLY1305_STATE_AAD   = 2,
    CHACHA20_POLY1305_STATE_DATA  = 3
};

/* Streaming state.  Fields are internal; use the functions. */
typedef struct ChaChaPoly_Aead {
    ChaCha   chacha;
    Poly1305 poly;
    word32   aadLen;
    word32   dataLen;
    byte     state;
    byte     isEncrypt:1;
} ChaChaPoly_Aead;

#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
/* BAD_FUNC_ARG for a NULL key, IV or tag, or NULL data with a non-zero
 * length; MAC_CMP_FAILED_E (Decrypt) for a tag that does not match. */
WOLFSSL_API int wc_ChaCha20Poly1305_Encrypt(
    const byte inKey[CHACHA20_POLY1305_AEAD_KEYSIZE],
    const byte inIV[CHACHA20_POLY1305_AEAD_IV_SIZE],
    const byte* inAAD, word32 inAADLen,
    const byte* inPlaintext, word32 inPlaintextLen,
    byte* outCiphertext,
    byte outAuthTag[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE]);
WOLFSSL_API int wc_ChaCha20Poly1305_Decrypt(
    const byte inKey[CHACHA20_POLY1305_AEAD_KEYSIZE],
    const byte inIV[CHACHA20_POLY1305_AEAD_IV_SIZE],
    const byte* inAAD, word32 inAADLen,
    const byte* inCiphertext, word32 inCiphertextLen,
    const byte inAuthTag[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE],
    byte* outPlaintext);
/* 0 when equal, MAC_CMP_FAILED_E otherwise; constant time. */
WOLFSSL_API int wc_ChaCha20Poly1305_CheckTag(
    const byte authTag[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE],
    const byte authTagChk[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE]);

WOLFSSL_API int wc_ChaCha20Poly1305_Init(ChaChaPoly_Aead* aead,
    const byte inKey[CHACHA20_POLY1305_AEAD_KEYSIZE],
    const byte inIV[CHACHA20_POLY1305_AEAD_IV_SIZE],
    int isEncrypt);
WOLFSSL_API int wc_ChaCha20Poly1305_UpdateAad(ChaChaPoly_Aead* aead,
    const byte* inAAD, word32 inAADLen);
WOLFSSL_API int wc_ChaCha20Poly1305_UpdateData(ChaChaPoly_Aead* aead,
    const byte* inData, byte* outData, word32 dataLen);
/* The tag; the object is wiped afterwards. */
WOLFSSL_API int wc_ChaCha20Poly1305_Final(ChaChaPoly_Aead* aead,
    byte outAuthTag[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE]);

#ifdef HAVE_XCHACHA
/* Init with a 24-byte nonce (inIVSz) and 32-byte key, ad absorbed. */
WOLFSSL_API int wc_XChaCha20Poly1305_Init(ChaChaPoly_Aead* aead,
    const byte* ad, word32 ad_len, const byte* inKey, word32 inKeySz,
    const byte* inIV, word32 inIVSz, int isEncrypt);
/* dst = ciphertext | tag (dst_space >= src_len + 16, else BUFFER_E). */
WOLFSSL_API int wc_XChaCha20Poly1305_Encrypt(byte* dst, size_t dst_space,
    const byte* src, size_t src_len, const byte* ad, size_t ad_len,
    const byte* nonce, size_t nonce_len, const byte* key, size_t key_len);
/* src = ciphertext | tag; dst gets src_len - 16 bytes (BUFFER_E when
 * dst_space is smaller), only after the tag matched (MAC_CMP_FAILED_E
 * otherwise). */
WOLFSSL_API int wc_XChaCha20Poly1305_Decrypt(byte* dst, size_t dst_space,
    const byte* src, size_t src_len, const byte* ad, size_t ad_len,
    const byte* nonce, size_t nonce_len, const byte* key, size_t key_len);
#endif
#endif

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_CHACHA20_POLY1305_H */
