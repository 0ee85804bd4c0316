/* chacha20_poly1305.c
 *
 * ChaCha20-Poly1305 (RFC 8439 section 2.8) and XChaCha20-Poly1305
 * (draft-irtf-cfrg-xchacha-03 section 2) behind the wolfCrypt API of
 * wolfssl/wolfcrypt/chacha20_poly1305.h.  Algorithm layer, over chacha.c
 * and poly1305.c.
 *
 * The one-time Poly1305 key is the first 32 bytes of the key stream
 * block with counter 0; the message is encrypted from counter 1; the tag
 * covers aad | pad16 | ciphertext | pad16 | le64(|aad|) | le64(|ct|).
 * Decryption MACs the ciphertext first and decrypts only when the tag
 * matched (ConstantCompare), so a forgery releases no plaintext.
 * Constant time in the key, nonce, data and tag.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>

#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)

#define CCP_TAG CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE

/* With the ChaCha key and nonce set (counter 0): the Poly1305 key from
 * block 0, counter then at 1, state READY. */
static int ccp_start(ChaChaPoly_Aead* aead, int isEncrypt)
{
    byte polyKey[CHACHA_CHUNK_BYTES];
    int ret;

    XMEMSET(polyKey, 0, sizeof(polyKey));
    ret = wc_Chacha_Process(&aead->chacha, polyKey, polyKey,
                            sizeof(polyKey));
    if (ret == 0)
        ret = wc_Poly1305SetKey(&aead->poly, polyKey, 32);
    ForceZero(polyKey, sizeof(polyKey));
    aead->aadLen = 0;
    aead->dataLen = 0;
    aead->isEncrypt = isEncrypt ? 1 : 0;
    aead->state = ret == 0 ? CHACHA20_POLY1305_STATE_READY
                           : CHACHA20_POLY1305_STATE_INIT;
    return ret;
}

int wc_ChaCha20Poly1305_Init(ChaChaPoly_Aead* aead,
                             const byte inKey[CHACHA20_POLY1305_AEAD_KEYSIZE],
                             const byte inIV[CHACHA20_POLY1305_AEAD_IV_SIZE],
                             int isEncrypt)
{
    int ret;

    if (aead == NULL || inKey == NULL || inIV == NULL)
        return BAD_FUNC_ARG;
    XMEMSET(aead, 0, sizeof(*aead));
    ret = wc_Chacha_SetKey(&aead->chacha, inKey,
                           CHACHA20_POLY1305_AEAD_KEYSIZE);
    if (ret == 0)
        ret = wc_Chacha_SetIV(&aead->chacha, inIV, 0);
    if (ret == 0)
        ret = ccp_start(aead, isEncrypt);
    if (ret != 0)
        ForceZero(aead, sizeof(*aead));
    return ret;
}

int wc_ChaCha20Poly1305_UpdateAad(ChaChaPoly_Aead* aead, const byte* inAAD,
                                  word32 inAADLen)
{
    int ret;

    if (aead == NULL || (inAAD == NULL && inAADLen > 0))
        return BAD_FUNC_ARG;
    if (aead->state != CHACHA20_POLY1305_STATE_READY &&
        aead->state != CHACHA20_POLY1305_STATE_AAD)
        return BAD_STATE_E;
    if (inAADLen > CHACHA20_POLY1305_MAX - aead->aadLen)
        return CHACHA_POLY_OVERFLOW;
    ret = wc_Poly1305Update(&aead->poly, inAAD, inAADLen);
    if (ret == 0) {
        aead->aadLen += inAADLen;
        aead->state = CHACHA20_POLY1305_STATE_AAD;
    }
    return ret;
}

int wc_ChaCha20Poly1305_UpdateData(ChaChaPoly_Aead* aead, const byte* inData,
                                   byte* outData, word32 dataLen)
{
    int ret = 0;

    if (aead == NULL || ((inData == NULL || outData == NULL) && dataLen > 0))
        return BAD_FUNC_ARG;
    if (aead->state == CHACHA20_POLY1305_STATE_READY ||
        aead->state == CHACHA20_POLY1305_STATE_AAD) {
        ret = wc_Poly1305_Pad(&aead->poly, aead->aadLen);
        aead->state = CHACHA20_POLY1305_STATE_DATA;
    }
    else if (aead->state != CHACHA20_POLY1305_STATE_DATA)
        return BAD_STATE_E;
    if (ret == 0 && dataLen > CHACHA20_POLY1305_MAX - aead->dataLen)
        ret = CHACHA_POLY_OVERFLOW;
    /* The MAC is always over the ciphertext. */
    if (ret == 0 && !aead->isEncrypt)
        ret = wc_Poly1305Update(&aead->poly, inData, dataLen);
    if (ret == 0)
        ret = wc_Chacha_Process(&aead->chacha, outData, inData, dataLen);
    if (ret == 0 && aead->isEncrypt)
        ret = wc_Poly1305Update(&aead->poly, outData, dataLen);
    if (ret == 0)
        aead->dataLen += dataLen;
    return ret;
}

int wc_ChaCha20Poly1305_Final(ChaChaPoly_Aead* aead,
                              byte outAuthTag[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE])
{
    int ret = 0;

    if (aead == NULL || outAuthTag == NULL)
        return BAD_FUNC_ARG;
    if (aead->state == CHACHA20_POLY1305_STATE_INIT)
        return BAD_STATE_E;
    if (aead->state != CHACHA20_POLY1305_STATE_DATA)
        ret = wc_Poly1305_Pad(&aead->poly, aead->aadLen);
    if (ret == 0)
        ret = wc_Poly1305_Pad(&aead->poly, aead->dataLen);
    if (ret == 0)
        ret = wc_Poly1305_EncodeSizes(&aead->poly, aead->aadLen,
                                      aead->dataLen);
    if (ret == 0)
        ret = wc_Poly1305Final(&aead->poly, outAuthTag);
    ForceZero(aead, sizeof(*aead));
    return ret;
}

int wc_ChaCha20Poly1305_CheckTag(
    const byte authTag[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE],
    const byte authTagChk[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE])
{
    if (authTag == NULL || authTagChk == NULL)
        return BAD_FUNC_ARG;
    return ConstantCompare(authTag, authTagChk, CCP_TAG) == 0
           ? 0 : MAC_CMP_FAILED_E;
}

/* The tag of aad and ciphertext ct under an Init-ed aead (READY). */
static int ccp_tag(ChaChaPoly_Aead* aead, const byte* aad, word32 aadLen,
                   const byte* ct, word32 ctLen, byte* tag)
{
    int ret = wc_Poly1305_MAC(&aead->poly, aad, aadLen, ct, ctLen, tag,
                              CCP_TAG);
    return ret;
}

/* Decrypt ct (ctLen bytes) to out under an Init-ed aead, only if tag
 * matches; wipes aead. */
static int ccp_open(ChaChaPoly_Aead* aead, const byte* aad, word32 aadLen,
                    const byte* ct, word32 ctLen, const byte* tag, byte* out)
{
    byte calc[CCP_TAG];
    int ret = ccp_tag(aead, aad, aadLen, ct, ctLen, calc);

    if (ret == 0)
        ret = wc_ChaCha20Poly1305_CheckTag(tag, calc);
    if (ret == 0)
        ret = wc_Chacha_Process(&aead->chacha, out, ct, ctLen);
    ForceZero(calc, sizeof(calc));
    ForceZero(aead, sizeof(*aead));
    return ret;
}

/* Encrypt pt to out and write the tag under an Init-ed aead; wipes it. */
static int ccp_seal(ChaChaPoly_Aead* aead, const byte* aad, word32 aadLen,
                    const byte* pt, word32 ptLen, byte* out, byte* tag)
{
    int ret = wc_Chacha_Process(&aead->chacha, out, pt, ptLen);

    if (ret == 0)
        ret = ccp_tag(aead, aad, aadLen, out, ptLen, tag);
    ForceZero(aead, sizeof(*aead));
    return ret;
}

int wc_ChaCha20Poly1305_Encrypt(
    const byte inKey[CHACHA20_POLY1305_AEAD_KEYSIZE],
    const byte inIV[CHACHA20_POLY1305_AEAD_IV_SIZE],
    const byte* inAAD, word32 inAADLen,
    const byte* inPlaintext, word32 inPlaintextLen,
    byte* outCiphertext,
    byte outAuthTag[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE])
{
    ChaChaPoly_Aead aead;
    int ret;

    if (inKey == NULL || inIV == NULL || outAuthTag == NULL ||
        (inAAD == NULL && inAADLen > 0) ||
        ((inPlaintext == NULL || outCiphertext == NULL) &&
         inPlaintextLen > 0))
        return BAD_FUNC_ARG;
    ret = wc_ChaCha20Poly1305_Init(&aead, inKey, inIV,
                                   CHACHA20_POLY1305_AEAD_ENCRYPT);
    if (ret != 0)
        return ret;
    return ccp_seal(&aead, inAAD, inAADLen, inPlaintext, inPlaintextLen,
                    outCiphertext, outAuthTag);
}

int wc_ChaCha20Poly1305_Decrypt(
    const byte inKey[CHACHA20_POLY1305_AEAD_KEYSIZE],
    const byte inIV[CHACHA20_POLY1305_AEAD_IV_SIZE],
    const byte* inAAD, word32 inAADLen,
    const byte* inCiphertext, word32 inCiphertextLen,
    const byte inAuthTag[CHACHA20_POLY1305_AEAD_AUTHTAG_SIZE],
    byte* outPlaintext)
{
    ChaChaPoly_Aead aead;
    int ret;

    if (inKey == NULL || inIV == NULL || inAuthTag == NULL ||
        (inAAD == NULL && inAADLen > 0) ||
        ((inCiphertext == NULL || outPlaintext == NULL) &&
         inCiphertextLen > 0))
        return BAD_FUNC_ARG;
    ret = wc_ChaCha20Poly1305_Init(&aead, inKey, inIV,
                                   CHACHA20_POLY1305_AEAD_DECRYPT);
    if (ret != 0)
        return ret;
    return ccp_open(&aead, inAAD, inAADLen, inCiphertext, inCiphertextLen,
                    inAuthTag, outPlaintext);
}

#ifdef HAVE_XCHACHA
int wc_XChaCha20Poly1305_Init(ChaChaPoly_Aead* aead, const byte* ad,
                              word32 ad_len, const byte* inKey,
                              word32 inKeySz, const byte* inIV,
                              word32 inIVSz, int isEncrypt)
{
    int ret;

    if (aead == NULL || inKey == NULL || inIV == NULL ||
        (ad == NULL && ad_len > 0) ||
        inKeySz != CHACHA20_POLY1305_AEAD_KEYSIZE ||
        inIVSz != XCHACHA20_POLY1305_AEAD_NONCE_SIZE)
        return BAD_FUNC_ARG;
    XMEMSET(aead, 0, sizeof(*aead));
    ret = wc_XChacha_SetKey(&aead->chacha, inKey, inKeySz, inIV, inIVSz, 0);
    if (ret == 0)
        ret = ccp_start(aead, isEncrypt);
    if (ret == 0 && ad_len > 0)
        ret = wc_ChaCha20Poly1305_UpdateAad(aead, ad, ad_len);
    if (ret != 0)
        ForceZero(aead, sizeof(*aead));
    return ret;
}

/* The checks shared by the XChaCha one-shots (lengths beyond 32 bits are
 * CHACHA_POLY_OVERFLOW). */
static int xccp_args(const byte* dst, const byte* src, size_t src_len,
                     const byte* ad, size_t ad_len, const byte* nonce,
                     size_t nonce_len, const byte* key, size_t key_len)
{
    if (dst == NULL || nonce == NULL || key == NULL ||
        (src == NULL && src_len > 0) || (ad == NULL && ad_len > 0) ||
        nonce_len != XCHACHA20_POLY1305_AEAD_NONCE_SIZE ||
        key_len != CHACHA20_POLY1305_AEAD_KEYSIZE)
        return BAD_FUNC_ARG;
    if (src_len > CHACHA20_POLY1305_MAX || ad_len > CHACHA20_POLY1305_MAX)
        return CHACHA_POLY_OVERFLOW;
    return 0;
}

int wc_XChaCha20Poly1305_Encrypt(byte* dst, size_t dst_space,
                                 const byte* src, size_t src_len,
                                 const byte* ad, size_t ad_len,
                                 const byte* nonce, size_t nonce_len,
                                 const byte* key, size_t key_len)
{
    ChaChaPoly_Aead aead;
    int ret = xccp_args(dst, src, src_len, ad, ad_len, nonce, nonce_len,
                        key, key_len);

    if (ret != 0)
        return ret;
    if (src_len > CHACHA20_POLY1305_MAX - CCP_TAG ||
        dst_space < src_len + CCP_TAG)
        return BUFFER_E;
    ret = wc_XChaCha20Poly1305_Init(&aead, NULL, 0, key, (word32)key_len,
                                    nonce, (word32)nonce_len, 1);
    if (ret != 0)
        return ret;
    return ccp_seal(&aead, ad, (word32)ad_len, src, (word32)src_len, dst,
                    dst + src_len);
}

int wc_XChaCha20Poly1305_Decrypt(byte* dst, size_t dst_space,
                                 const byte* src, size_t src_len,
                                 const byte* ad, size_t ad_len,
                                 const byte* nonce, size_t nonce_len,
                                 const byte* key, size_t key_len)
{
    ChaChaPoly_Aead aead;
    int ret = xccp_args(dst, src, src_len, ad, ad_len, nonce, nonce_len,
                        key, key_len);

    if (ret != 0)
        return ret;
    if (src_len < CCP_TAG)
        return BAD_FUNC_ARG;
    if (dst_space < src_len - CCP_TAG)
        return BUFFER_E;
    ret = wc_XChaCha20Poly1305_Init(&aead, NULL, 0, key, (word32)key_len,
                                    nonce, (word32)nonce_len, 0);
    if (ret != 0)
        return ret;
    return ccp_open(&aead, ad, (word32)ad_len, src,
                    (word32)(src_len - CCP_TAG), src + src_len - CCP_TAG,
                    dst);
}
#endif /* HAVE_XCHACHA */

#endif /* HAVE_CHACHA && HAVE_POLY1305 */
