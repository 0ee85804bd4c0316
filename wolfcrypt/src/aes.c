/* aes.c
 *
 * AES behind the wolfCrypt API of wolfssl/wolfcrypt/aes.h: argument
 * checks with upstream's error codes, key handling, and the modes, which
 * are the shared mode layer (block_modes.c) over the AES block cores
 * (aes_internal.h: bitsliced base core, Zkne/Zknd core, Zvkned ECB); XTS
 * and GCM go to the fused vector kernels (riscv_vcrypto.h) when the CPU
 * has V, Zvkned, Zvkg and Zvkb (streaming GCM's text through the mode
 * layer's fused-loop hook).  Algorithm layer.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "aes_internal.h"
#include "block_modes.h"
#include "riscv_vcrypto.h"

#include <string.h>

#ifndef NO_AES

#if WC_RISCV_EXT_PATHS
    #define AES_GCM_FUSED aes_zkn_gcm
#else
    #define AES_GCM_FUSED NULL
#endif
static const bm_cipher aes_cipher = { aes_encrypt_blocks,
                                      aes_decrypt_blocks, AES_GCM_FUSED,
                                      aes_ctr_blocks };

#define AES_CTR(a)      (&(a)->ctr)
#define AES_GKEY(a)     (&(a)->gcmKey)
#define AES_GCM(a)      (&(a)->gcm)

static int aes_key_len_ok(word32 len)
{
    return (len == 16) || (len == 24) || (len == 32);
}

int wc_AesInit(Aes* aes, void* heap, int devId)
{
    if (aes == NULL)
        return BAD_FUNC_ARG;
    ForceZero(aes, sizeof(*aes));
    aes->heap = heap;
    aes->devId = devId;
    return 0;
}

void wc_AesFree(Aes* aes)
{
    void* heap;
    int devId;

    if (aes == NULL)
        return;
    heap = aes->heap;
    devId = aes->devId;
    ForceZero(aes, sizeof(*aes));
    aes->heap = heap;
    aes->devId = devId;
}

int wc_AesSetIV(Aes* aes, const byte* iv)
{
    if (aes == NULL)
        return BAD_FUNC_ARG;
    if (iv != NULL)
        memcpy(aes->reg, iv, AES_BLOCK_SIZE);
    else
        memset(aes->reg, 0, AES_BLOCK_SIZE);
    memcpy(AES_CTR(aes)->ctr, aes->reg, AES_BLOCK_SIZE);
    AES_CTR(aes)->left = 0;
    return 0;
}

int wc_AesSetKey(Aes* aes, const byte* key, word32 len, const byte* iv,
                 int dir)
{
    if ((aes == NULL) || (key == NULL) || !aes_key_len_ok(len))
        return BAD_FUNC_ARG;
    if ((dir != AES_ENCRYPTION) && (dir != AES_DECRYPTION))
        return BAD_FUNC_ARG;
    aes_expand_key(&aes->ks, key, len);
    aes->keylen = len;
    aes->gcmKeySet = 0;
    aes->gcmState = 0;
    return wc_AesSetIV(aes, iv);
}

int wc_AesGetKeySize(Aes* aes, word32* keySize)
{
    if ((aes == NULL) || (keySize == NULL) || (aes->keylen == 0))
        return BAD_FUNC_ARG;
    *keySize = aes->keylen;
    return 0;
}

int wc_AesSetKeyDirect(Aes* aes, const byte* key, word32 len,
                       const byte* iv, int dir)
{
    return wc_AesSetKey(aes, key, len, iv, dir);
}

int wc_AesEncryptDirect(Aes* aes, byte* out, const byte* in)
{
    if ((aes == NULL) || (out == NULL) || (in == NULL) || (aes->keylen == 0))
        return BAD_FUNC_ARG;
    aes_encrypt_blocks(&aes->ks, out, in, 1);
    return 0;
}

int wc_AesDecryptDirect(Aes* aes, byte* out, const byte* in)
{
    if ((aes == NULL) || (out == NULL) || (in == NULL) || (aes->keylen == 0))
        return BAD_FUNC_ARG;
    aes_decrypt_blocks(&aes->ks, out, in, 1);
    return 0;
}

/* The common checks of the block modes: object with a key, buffers
 * present unless sz is 0, whole blocks when blocks is set. */
static int aes_check(const Aes* aes, byte* out, const byte* in, word32 sz,
                     int blocks)
{
    if ((aes == NULL) || (aes->keylen == 0))
        return BAD_FUNC_ARG;
    if ((sz > 0) && ((out == NULL) || (in == NULL)))
        return BAD_FUNC_ARG;
    if (blocks && ((sz % AES_BLOCK_SIZE) != 0))
        return BAD_LENGTH_E;
    return 0;
}

int wc_AesEcbEncrypt(Aes* aes, byte* out, const byte* in, word32 sz)
{
    int ret = aes_check(aes, out, in, sz, 1);

    if (ret == 0)
        bm_ecb(aes_encrypt_blocks, &aes->ks, out, in, sz);
    return ret;
}

int wc_AesEcbDecrypt(Aes* aes, byte* out, const byte* in, word32 sz)
{
    int ret = aes_check(aes, out, in, sz, 1);

    if (ret == 0)
        bm_ecb(aes_decrypt_blocks, &aes->ks, out, in, sz);
    return ret;
}

int wc_AesCbcEncrypt(Aes* aes, byte* out, const byte* in, word32 sz)
{
    int ret = aes_check(aes, out, in, sz, 1);

    if (ret == 0)
        bm_cbc_encrypt(&aes_cipher, &aes->ks, (byte*)aes->reg, out, in, sz);
    return ret;
}

int wc_AesCbcDecrypt(Aes* aes, byte* out, const byte* in, word32 sz)
{
    int ret = aes_check(aes, out, in, sz, 1);

    if (ret == 0)
        bm_cbc_decrypt(&aes_cipher, &aes->ks, (byte*)aes->reg, out, in, sz);
    return ret;
}

int wc_AesCtrEncrypt(Aes* aes, byte* out, const byte* in, word32 sz)
{
    int ret = aes_check(aes, out, in, sz, 0);

    if (ret == 0)
        bm_ctr_xor(&aes_cipher, &aes->ks, AES_CTR(aes), BM_CTR_INC128, out,
                   in, sz);
    return ret;
}

int wc_AesCtrSetKey(Aes* aes, const byte* key, word32 len, const byte* iv,
                    int dir)
{
    return wc_AesSetKey(aes, key, len, iv, dir);
}

/* ---------------------------------------------------------------------- */
/* GCM                                                                     */
/* ---------------------------------------------------------------------- */
int wc_AesGcmSetKey(Aes* aes, const byte* key, word32 len)
{
    byte h[AES_BLOCK_SIZE];
    int ret = wc_AesSetKey(aes, key, len, NULL, AES_ENCRYPTION);

    if (ret == 0) {
        memset(h, 0, sizeof(h));
        aes_encrypt_blocks(&aes->ks, h, h, 1);
        bm_ghash_setkey(AES_GKEY(aes), h);
#if WC_RISCV_EXT_PATHS
        aes->vgcmSet = riscv_vcrypto_gcm_ok();
        if (aes->vgcmSet)
            riscv_vcrypto_ghash_table((byte*)aes->vgcmH, h);
#endif
        aes->gcmKeySet = 1;
        ForceZero(h, sizeof(h));
    }
    return ret;
}

#if WC_RISCV_EXT_PATHS
/* The one-shot GCM kernel (riscv_vcrypto.c) when the CPU has it (the
 * table was made by wc_AesGcmSetKey, under any riscv_cpu_mask() that
 * allowed it) and the buffers are 4-byte
 * aligned (vle32.v); NULL buffers of empty messages are fine. */
#define AES_GCM_VEC_OK(aes, out, in) ((aes)->vgcmSet &&                      \
    riscv_vcrypto_gcm_ok() &&                                              \
    (((((size_t)(out)) | ((size_t)(in))) & 3) == 0))

/* Streaming GCM's text on the same vector kernels: the mode layer's
 * fused-loop hook (bm_cipher.gcm) with the Aes itself as the key, as the
 * kernels take wc_AesGcmSetKey's vector GHASH table.  Buffers that are
 * not 4-byte aligned go to the scalar fused loop (which declines when
 * the CPU has vector AES) and then the mode's generic loop; partial
 * blocks and the tag go through the block functions as on every path. */
static void aes_v_enc(const void* key, byte* out, const byte* in, word32 n)
{
    aes_encrypt_blocks(&((const Aes*)key)->ks, out, in, n);
}

static word32 aes_v_ctr(const void* key, byte* ctr, byte* out,
                        const byte* in, word32 n, int inc)
{
    return aes_ctr_blocks(&((const Aes*)key)->ks, ctr, out, in, n, inc);
}

static word32 aes_v_gcm(const void* key, const bm_ghash_key* gk, word64* x,
                        byte* ctr, byte* out, const byte* in, word32 n,
                        int enc)
{
    const Aes* aes = (const Aes*)key;
    byte y[AES_BLOCK_SIZE];

    if (!AES_GCM_VEC_OK(aes, out, in))
        return aes_zkn_gcm(&aes->ks, gk, x, ctr, out, in, n, enc);
    StoreBE64(y, x[0]);
    StoreBE64(y + 8, x[1]);
    riscv_vcrypto_aes_gcm_blocks((const byte*)aes->ks.ek, aes->ks.rounds,
                                 (const byte*)aes->vgcmH, y, ctr, out, in, n,
                                 !enc);
    x[0] = LoadBE64(y);
    x[1] = LoadBE64(y + 8);
    ForceZero(y, sizeof(y));
    return n;
}

static const bm_cipher aes_vgcm_cipher = { aes_v_enc, NULL, aes_v_gcm,
                                           aes_v_ctr };
#endif

static int aes_gcm_check(const Aes* aes, byte* out, const byte* in,
                         word32 sz, const byte* iv, word32 ivSz,
                         const byte* tag, word32 tagSz, const byte* aad,
                         word32 aadSz)
{
    if ((aes == NULL) || !aes->gcmKeySet || (iv == NULL) || (ivSz == 0)
            || (tag == NULL))
        return BAD_FUNC_ARG;
    if ((tagSz < WOLFSSL_MIN_AUTH_TAG_SZ) || (tagSz > AES_BLOCK_SIZE))
        return BAD_FUNC_ARG;
    if ((sz > 0) && ((out == NULL) || (in == NULL)))
        return BAD_FUNC_ARG;
    if ((aadSz > 0) && (aad == NULL))
        return BAD_FUNC_ARG;
    return 0;
}

int wc_AesGcmEncrypt(Aes* aes, byte* out, const byte* in, word32 sz,
                     const byte* iv, word32 ivSz, byte* authTag,
                     word32 authTagSz, const byte* authIn, word32 authInSz)
{
    int ret = aes_gcm_check(aes, out, in, sz, iv, ivSz, authTag, authTagSz,
                            authIn, authInSz);

#if WC_RISCV_EXT_PATHS
    if ((ret == 0) && AES_GCM_VEC_OK(aes, out, in))
        return riscv_vcrypto_aes_gcm_encrypt((const byte*)aes->ks.ek,
                aes->ks.rounds, (const byte*)aes->vgcmH, out, in, sz, iv,
                ivSz, authTag, authTagSz, authIn, authInSz);
#endif
    if (ret == 0)
        bm_gcm_seal(&aes_cipher, &aes->ks, AES_GKEY(aes), out, in, sz, iv,
                    ivSz, authTag, authTagSz, authIn, authInSz);
    return ret;
}

int wc_AesGcmDecrypt(Aes* aes, byte* out, const byte* in, word32 sz,
                     const byte* iv, word32 ivSz, const byte* authTag,
                     word32 authTagSz, const byte* authIn, word32 authInSz)
{
    int ret = aes_gcm_check(aes, out, in, sz, iv, ivSz, authTag, authTagSz,
                            authIn, authInSz);

#if WC_RISCV_EXT_PATHS
    if ((ret == 0) && AES_GCM_VEC_OK(aes, out, in))
        return riscv_vcrypto_aes_gcm_decrypt((const byte*)aes->ks.ek,
                aes->ks.rounds, (const byte*)aes->vgcmH, out, in, sz, iv,
                ivSz, authTag, authTagSz, authIn, authInSz);
#endif
    if ((ret == 0) && (bm_gcm_open(&aes_cipher, &aes->ks, AES_GKEY(aes), out,
                                   in, sz, iv, ivSz, authTag, authTagSz,
                                   authIn, authInSz) != 0))
        ret = AES_GCM_AUTH_E;
    return ret;
}

int wc_AesGcmInit(Aes* aes, const byte* key, word32 len, const byte* iv,
                  word32 ivSz)
{
    int ret = 0;

    if ((aes == NULL) || ((iv != NULL) && (ivSz == 0)))
        return BAD_FUNC_ARG;
    if (key != NULL)
        ret = wc_AesGcmSetKey(aes, key, len);
    else if (!aes->gcmKeySet)
        ret = BAD_FUNC_ARG;
    if ((ret == 0) && (iv != NULL)) {
        bm_gcm_start(AES_GCM(aes), AES_GKEY(aes), iv, ivSz);
        aes->gcmState = 1;
    }
    return ret;
}

int wc_AesGcmEncryptInit(Aes* aes, const byte* key, word32 len,
                         const byte* iv, word32 ivSz)
{
    int ret = wc_AesGcmInit(aes, key, len, iv, ivSz);

    if (ret == 0)
        aes->gcmEnc = 1;
    return ret;
}

int wc_AesGcmDecryptInit(Aes* aes, const byte* key, word32 len,
                         const byte* iv, word32 ivSz)
{
    int ret = wc_AesGcmInit(aes, key, len, iv, ivSz);

    if (ret == 0)
        aes->gcmEnc = 0;
    return ret;
}

/* Update in either direction: AAD, then text. */
static int aes_gcm_update(Aes* aes, byte* out, const byte* in, word32 sz,
                          const byte* authIn, word32 authInSz, int enc)
{
    bm_gcm* g;

    if ((aes == NULL) || (aes->gcmState != 1))
        return BAD_FUNC_ARG;
    if (((sz > 0) && ((out == NULL) || (in == NULL)))
            || ((authInSz > 0) && (authIn == NULL)))
        return BAD_FUNC_ARG;
    g = AES_GCM(aes);
    if (authInSz > 0) {
        if (g->state != BM_GCM_AAD)
            return BAD_STATE_E;
        bm_gcm_aad(g, authIn, authInSz);
    }
    if (sz > 0) {
        const bm_cipher* c = &aes_cipher;
        const void* key = &aes->ks;

#if WC_RISCV_EXT_PATHS
        if (aes->vgcmSet && riscv_vcrypto_gcm_ok()) {
            c = &aes_vgcm_cipher;
            key = aes;
        }
#endif
        if (enc)
            bm_gcm_encrypt(c, key, g, out, in, sz);
        else
            bm_gcm_decrypt(c, key, g, out, in, sz);
    }
    return 0;
}

int wc_AesGcmEncryptUpdate(Aes* aes, byte* out, const byte* in, word32 sz,
                           const byte* authIn, word32 authInSz)
{
    return aes_gcm_update(aes, out, in, sz, authIn, authInSz, 1);
}

int wc_AesGcmDecryptUpdate(Aes* aes, byte* out, const byte* in, word32 sz,
                           const byte* authIn, word32 authInSz)
{
    return aes_gcm_update(aes, out, in, sz, authIn, authInSz, 0);
}

int wc_AesGcmEncryptFinal(Aes* aes, byte* authTag, word32 authTagSz)
{
    byte full[AES_BLOCK_SIZE];

    if ((aes == NULL) || (authTag == NULL) || (aes->gcmState != 1)
            || (authTagSz == 0) || (authTagSz > AES_BLOCK_SIZE))
        return BAD_FUNC_ARG;
    bm_gcm_final(&aes_cipher, &aes->ks, AES_GCM(aes), full);
    memcpy(authTag, full, authTagSz);
    ForceZero(full, sizeof(full));
    ForceZero(AES_GCM(aes), sizeof(bm_gcm));
    aes->gcmState = 0;
    return 0;
}

int wc_AesGcmDecryptFinal(Aes* aes, const byte* authTag, word32 authTagSz)
{
    byte full[AES_BLOCK_SIZE];
    int ret = 0;

    if ((aes == NULL) || (authTag == NULL) || (aes->gcmState != 1)
            || (authTagSz == 0) || (authTagSz > AES_BLOCK_SIZE))
        return BAD_FUNC_ARG;
    bm_gcm_final(&aes_cipher, &aes->ks, AES_GCM(aes), full);
    if (ConstantCompare(full, authTag, (int)authTagSz) != 0)
        ret = AES_GCM_AUTH_E;
    ForceZero(full, sizeof(full));
    ForceZero(AES_GCM(aes), sizeof(bm_gcm));
    aes->gcmState = 0;
    return ret;
}

int wc_GmacSetKey(Gmac* gmac, const byte* key, word32 len)
{
    if (gmac == NULL)
        return BAD_FUNC_ARG;
    return wc_AesGcmSetKey(&gmac->aes, key, len);
}

int wc_GmacUpdate(Gmac* gmac, const byte* iv, word32 ivSz,
                  const byte* authIn, word32 authInSz, byte* authTag,
                  word32 authTagSz)
{
    if (gmac == NULL)
        return BAD_FUNC_ARG;
    return wc_AesGcmEncrypt(&gmac->aes, NULL, NULL, 0, iv, ivSz, authTag,
                            authTagSz, authIn, authInSz);
}

int wc_GmacVerify(const byte* key, word32 keySz, const byte* iv,
                  word32 ivSz, const byte* authIn, word32 authInSz,
                  const byte* authTag, word32 authTagSz)
{
    Aes aes;
    int ret = wc_AesInit(&aes, NULL, INVALID_DEVID);

    if (ret == 0)
        ret = wc_AesGcmSetKey(&aes, key, keySz);
    if (ret == 0)
        ret = wc_AesGcmDecrypt(&aes, NULL, NULL, 0, iv, ivSz, authTag,
                               authTagSz, authIn, authInSz);
    wc_AesFree(&aes);
    return ret;
}

/* ---------------------------------------------------------------------- */
/* CCM                                                                     */
/* ---------------------------------------------------------------------- */
int wc_AesCcmSetKey(Aes* aes, const byte* key, word32 keySz)
{
    return wc_AesSetKey(aes, key, keySz, NULL, AES_ENCRYPTION);
}

static int aes_ccm_check(const Aes* aes, byte* out, const byte* in,
                         word32 sz, const byte* nonce, word32 nonceSz,
                         const byte* tag, word32 tagSz, const byte* aad,
                         word32 aadSz)
{
    if ((aes == NULL) || (aes->keylen == 0) || (nonce == NULL)
            || (tag == NULL))
        return BAD_FUNC_ARG;
    if ((nonceSz < CCM_NONCE_MIN_SZ) || (nonceSz > CCM_NONCE_MAX_SZ))
        return BAD_FUNC_ARG;
    if ((tagSz < 4) || (tagSz > 16) || ((tagSz & 1) != 0))
        return BAD_FUNC_ARG;
    if ((sz > 0) && ((out == NULL) || (in == NULL)))
        return BAD_FUNC_ARG;
    if ((aadSz > 0) && (aad == NULL))
        return BAD_FUNC_ARG;
    /* the length must fit the 15 - nonceSz length bytes */
    if ((nonceSz == 13) && (sz > 0xffffU))
        return BAD_FUNC_ARG;
    if ((nonceSz == 12) && (sz > 0xffffffU))
        return BAD_FUNC_ARG;
    return 0;
}

int wc_AesCcmEncrypt(Aes* aes, byte* out, const byte* in, word32 inSz,
                     const byte* nonce, word32 nonceSz, byte* authTag,
                     word32 authTagSz, const byte* authIn, word32 authInSz)
{
    int ret = aes_ccm_check(aes, out, in, inSz, nonce, nonceSz, authTag,
                            authTagSz, authIn, authInSz);

    if (ret == 0)
        bm_ccm_seal(&aes_cipher, &aes->ks, out, in, inSz, nonce, nonceSz,
                    authTag, authTagSz, authIn, authInSz);
    return ret;
}

int wc_AesCcmDecrypt(Aes* aes, byte* out, const byte* in, word32 inSz,
                     const byte* nonce, word32 nonceSz, const byte* authTag,
                     word32 authTagSz, const byte* authIn, word32 authInSz)
{
    int ret = aes_ccm_check(aes, out, in, inSz, nonce, nonceSz, authTag,
                            authTagSz, authIn, authInSz);

    if ((ret == 0) && (bm_ccm_open(&aes_cipher, &aes->ks, out, in, inSz,
                                   nonce, nonceSz, authTag, authTagSz,
                                   authIn, authInSz) != 0))
        ret = AES_CCM_AUTH_E;
    return ret;
}

/* ---------------------------------------------------------------------- */
/* XTS                                                                     */
/* ---------------------------------------------------------------------- */
int wc_AesXtsInit(XtsAes* aes, void* heap, int devId)
{
    int ret;

    if (aes == NULL)
        return BAD_FUNC_ARG;
    ret = wc_AesInit(&aes->aes, heap, devId);
    if (ret == 0)
        ret = wc_AesInit(&aes->tweak, heap, devId);
    return ret;
}

int wc_AesXtsSetKeyNoInit(XtsAes* aes, const byte* key, word32 len, int dir)
{
    int ret;

    if ((aes == NULL) || (key == NULL)
            || ((len != 32) && (len != 48) && (len != 64)))
        return BAD_FUNC_ARG;
    ret = wc_AesSetKey(&aes->aes, key, len / 2, NULL, dir);
    if (ret == 0)
        ret = wc_AesSetKey(&aes->tweak, key + len / 2, len / 2, NULL,
                           AES_ENCRYPTION);
    return ret;
}

int wc_AesXtsSetKey(XtsAes* aes, const byte* key, word32 len, int dir,
                    void* heap, int devId)
{
    int ret = wc_AesXtsInit(aes, heap, devId);

    if (ret == 0)
        ret = wc_AesXtsSetKeyNoInit(aes, key, len, dir);
    return ret;
}

static int aes_xts_check(const XtsAes* aes, byte* out, const byte* in,
                         word32 sz, const byte* i, word32 iSz)
{
    if ((aes == NULL) || (out == NULL) || (in == NULL) || (i == NULL)
            || (aes->aes.keylen == 0) || (iSz != AES_BLOCK_SIZE))
        return BAD_FUNC_ARG;
    if (sz < AES_BLOCK_SIZE)
        return BAD_FUNC_ARG;
    return 0;
}

int wc_AesXtsEncrypt(XtsAes* aes, byte* out, const byte* in, word32 sz,
                     const byte* i, word32 iSz)
{
    int ret = aes_xts_check(aes, out, in, sz, i, iSz);

#if WC_RISCV_EXT_PATHS
    if ((ret == 0) && riscv_vcrypto_xts_ok() &&
        (((((size_t)out) | ((size_t)in)) & 3) == 0)) {
        /* the fused vector kernel (riscv_vcrypto.c) */
        return riscv_vcrypto_aes_xts_encrypt((const byte*)aes->aes.ks.ek,
                (const byte*)aes->tweak.ks.ek, aes->aes.ks.rounds, out, in,
                sz, i);
    }
#endif
    if (ret == 0)
        bm_xts_encrypt(&aes_cipher, &aes->aes.ks, &aes->tweak.ks,
                       BM_XTS_IEEE, out, in, sz, i);
    return ret;
}

int wc_AesXtsDecrypt(XtsAes* aes, byte* out, const byte* in, word32 sz,
                     const byte* i, word32 iSz)
{
    int ret = aes_xts_check(aes, out, in, sz, i, iSz);

#if WC_RISCV_EXT_PATHS
    if ((ret == 0) && riscv_vcrypto_xts_ok() &&
        (((((size_t)out) | ((size_t)in)) & 3) == 0)) {
        /* the fused vector kernel (riscv_vcrypto.c) */
        return riscv_vcrypto_aes_xts_decrypt((const byte*)aes->aes.ks.ek,
                (const byte*)aes->tweak.ks.ek, aes->aes.ks.rounds, out, in,
                sz, i);
    }
#endif
    if (ret == 0)
        bm_xts_decrypt(&aes_cipher, &aes->aes.ks, &aes->tweak.ks,
                       BM_XTS_IEEE, out, in, sz, i);
    return ret;
}

static void aes_xts_sector_tweak(byte* t, word64 sector)
{
    int k;

    for (k = 0; k < 8; k++)
        t[k] = (byte)(sector >> (8 * k));
    memset(t + 8, 0, 8);
}

int wc_AesXtsEncryptSector(XtsAes* aes, byte* out, const byte* in,
                           word32 sz, word64 sector)
{
    byte t[AES_BLOCK_SIZE];

    aes_xts_sector_tweak(t, sector);
    return wc_AesXtsEncrypt(aes, out, in, sz, t, sizeof(t));
}

int wc_AesXtsDecryptSector(XtsAes* aes, byte* out, const byte* in,
                           word32 sz, word64 sector)
{
    byte t[AES_BLOCK_SIZE];

    aes_xts_sector_tweak(t, sector);
    return wc_AesXtsDecrypt(aes, out, in, sz, t, sizeof(t));
}

int wc_AesXtsFree(XtsAes* aes)
{
    if (aes == NULL)
        return BAD_FUNC_ARG;
    wc_AesFree(&aes->aes);
    wc_AesFree(&aes->tweak);
    return 0;
}

#endif /* !NO_AES */
