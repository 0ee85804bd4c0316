/* aes.h
 *
 * AES (FIPS 197) behind the wolfCrypt API: ECB, CBC, CTR, GCM and GMAC
 * (one-shot and streaming, SP 800-38D), CCM (SP 800-38C) and XTS (IEEE
 * 1619, SP 800-38E), with upstream wolfSSL's names and signatures.
 * Algorithm layer; implementation in wolfcrypt/src/aes.c over the block
 * cores (aes_bitslice.c: constant-time bitsliced base RV64 core;
 * aes_riscv.c: Zkne/Zknd) and the shared mode layer (block_modes.c).
 * Built unless NO_AES.
 *
 * Object life cycle: wc_AesInit -> wc_Aes*SetKey -> operations ... ->
 * wc_AesFree (wipes the key schedule and every mode state).  All
 * functions return 0 or a negative error code: BAD_FUNC_ARG for a NULL
 * object, key or buffer (a NULL buffer is accepted with a zero length),
 * a key that is not 16, 24 or 32 bytes, a bad IV, nonce or tag length;
 * BAD_LENGTH_E for ECB/CBC data that is not whole blocks;
 * AES_GCM_AUTH_E / AES_CCM_AUTH_E when a tag does not verify (the output
 * is then zeroed: no plaintext is released).  in == out is allowed
 * everywhere; other overlaps are not.  Constant time in keys, data and
 * tags on every path.
 */
#ifndef WOLF_CRYPT_AES_H
#define WOLF_CRYPT_AES_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/block_modes_state.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    AES_128_KEY_SIZE    = 16,
    AES_192_KEY_SIZE    = 24,
    AES_256_KEY_SIZE    = 32,
    AES_IV_SIZE         = 16
};

enum {
    AES_ENCRYPTION = 0,
    AES_DECRYPTION = 1,

    AES_BLOCK_SIZE      = 16,

    GCM_NONCE_MAX_SZ = 16, /* upstream's maximum nonce of wc_AesGcmSetIV */
    GCM_NONCE_MID_SZ = 12, /* the default (96-bit) GCM nonce */
    GCM_NONCE_MIN_SZ = 8,
    CCM_NONCE_MIN_SZ = 7,
    CCM_NONCE_MAX_SZ = 13,
    CTR_SZ   = 4,
    AES_IV_FIXED_SZ = 4,
    AES_KEYWRAP_IV_SZ = 8
};

#ifndef WOLFSSL_MIN_AUTH_TAG_SZ
    /* shortest GCM tag the API accepts (upstream's default) */
    #define WOLFSSL_MIN_AUTH_TAG_SZ 12
#endif
#define AES_MAX_KEY_SIZE    256

/* The expanded key (aes_internal.h says how the cores use it). */
struct aes_key_sched {
    word64 bs[15][8];
    word64 fbs[15][8];
    word64 ek[30];
    int    rounds;
};


/* Fields are internal; use the functions. */
typedef struct Aes {
    struct aes_key_sched ks;
    word32 reg[AES_BLOCK_SIZE / sizeof(word32)];  /* CBC chaining value */
    bm_ctr       ctr;              /* CTR counter and keystream */
    bm_ghash_key gcmKey;           /* GHASH key powers */
    bm_gcm       gcm;              /* streaming GCM operation */
    word32 keylen;                 /* bytes; 0 until a key is set */
#if defined(WOLFSSL_RISCV_ASM) && defined(__riscv) && (__riscv_xlen == 64)
    /* H^16..H^1 for the vector GCM kernel (riscv_vcrypto.h), set when
     * the CPU has V, Zvkned and Zvkg */
    word32 vgcmH[64];
    int    vgcmSet;                /* vgcmH holds this key's powers */
#endif
    int    gcmKeySet;
    int    gcmState;               /* 0 none, 1 started (streaming) */
    int    gcmEnc;                 /* streaming direction: 1 encrypt */
    void*  heap;
    int    devId;
} Aes;

typedef struct Gmac {
    Aes aes;
} Gmac;

typedef struct XtsAes {
    Aes aes;      /* data key (key 1) */
    Aes tweak;    /* tweak key (key 2) */
} XtsAes;

#ifndef NO_AES
WOLFSSL_API int  wc_AesInit(Aes* aes, void* heap, int devId);
/* Wipes the object. */
WOLFSSL_API void wc_AesFree(Aes* aes);
/* dir: AES_ENCRYPTION or AES_DECRYPTION (the schedule serves both here;
 * dir is checked as upstream does).  iv: 16 bytes or NULL (zeros). */
WOLFSSL_API int  wc_AesSetKey(Aes* aes, const byte* key, word32 len,
                              const byte* iv, int dir);
WOLFSSL_API int  wc_AesSetIV(Aes* aes, const byte* iv);
WOLFSSL_API int  wc_AesGetKeySize(Aes* aes, word32* keySize);

/* One block with the raw cipher. */
WOLFSSL_API int  wc_AesSetKeyDirect(Aes* aes, const byte* key, word32 len,
                                    const byte* iv, int dir);
WOLFSSL_API int  wc_AesEncryptDirect(Aes* aes, byte* out, const byte* in);
WOLFSSL_API int  wc_AesDecryptDirect(Aes* aes, byte* out, const byte* in);

/* sz a multiple of 16 (else BAD_LENGTH_E). */
WOLFSSL_API int  wc_AesEcbEncrypt(Aes* aes, byte* out, const byte* in,
                                  word32 sz);
WOLFSSL_API int  wc_AesEcbDecrypt(Aes* aes, byte* out, const byte* in,
                                  word32 sz);
/* The IV of wc_AesSetKey/wc_AesSetIV chains across calls; no padding. */
WOLFSSL_API int  wc_AesCbcEncrypt(Aes* aes, byte* out, const byte* in,
                                  word32 sz);
WOLFSSL_API int  wc_AesCbcDecrypt(Aes* aes, byte* out, const byte* in,
                                  word32 sz);

/* CTR with a 128-bit big-endian counter starting at the IV; any length,
 * calls continue the keystream. */
WOLFSSL_API int  wc_AesCtrEncrypt(Aes* aes, byte* out, const byte* in,
                                  word32 sz);
WOLFSSL_API int  wc_AesCtrSetKey(Aes* aes, const byte* key, word32 len,
                                 const byte* iv, int dir);

/* GCM.  ivSz >= 1 (96 bits is the fast case; other lengths are hashed,
 * SP 800-38D 7.1); WOLFSSL_MIN_AUTH_TAG_SZ <= authTagSz <= 16. */
WOLFSSL_API int  wc_AesGcmSetKey(Aes* aes, const byte* key, word32 len);
WOLFSSL_API int  wc_AesGcmEncrypt(Aes* aes, byte* out, const byte* in,
                                  word32 sz, const byte* iv, word32 ivSz,
                                  byte* authTag, word32 authTagSz,
                                  const byte* authIn, word32 authInSz);
WOLFSSL_API int  wc_AesGcmDecrypt(Aes* aes, byte* out, const byte* in,
                                  word32 sz, const byte* iv, word32 ivSz,
                                  const byte* authTag, word32 authTagSz,
                                  const byte* authIn, word32 authInSz);

/* Streaming GCM (WOLFSSL_AESGCM_STREAM): Init (key may be NULL to keep
 * the key, iv may be NULL to set it later with another Init), then
 * Update calls (AAD first: AAD after text gives BAD_STATE_E), then Final
 * (1 <= authTagSz <= 16; Decrypt: AES_GCM_AUTH_E on mismatch; the text
 * already returned by Update cannot be taken back, as upstream). */
WOLFSSL_API int wc_AesGcmInit(Aes* aes, const byte* key, word32 len,
                              const byte* iv, word32 ivSz);
WOLFSSL_API int wc_AesGcmEncryptInit(Aes* aes, const byte* key, word32 len,
                                     const byte* iv, word32 ivSz);
WOLFSSL_API int wc_AesGcmEncryptUpdate(Aes* aes, byte* out, const byte* in,
                                       word32 sz, const byte* authIn,
                                       word32 authInSz);
WOLFSSL_API int wc_AesGcmEncryptFinal(Aes* aes, byte* authTag,
                                      word32 authTagSz);
WOLFSSL_API int wc_AesGcmDecryptInit(Aes* aes, const byte* key, word32 len,
                                     const byte* iv, word32 ivSz);
WOLFSSL_API int wc_AesGcmDecryptUpdate(Aes* aes, byte* out, const byte* in,
                                       word32 sz, const byte* authIn,
                                       word32 authInSz);
WOLFSSL_API int wc_AesGcmDecryptFinal(Aes* aes, const byte* authTag,
                                      word32 authTagSz);

/* GMAC: GCM with no text. */
WOLFSSL_API int wc_GmacSetKey(Gmac* gmac, const byte* key, word32 len);
WOLFSSL_API int wc_GmacUpdate(Gmac* gmac, const byte* iv, word32 ivSz,
                              const byte* authIn, word32 authInSz,
                              byte* authTag, word32 authTagSz);
WOLFSSL_API int wc_GmacVerify(const byte* key, word32 keySz,
                              const byte* iv, word32 ivSz,
                              const byte* authIn, word32 authInSz,
                              const byte* authTag, word32 authTagSz);

/* CCM: 7 <= nonceSz <= 13, authTagSz in {4, 6, ..., 16}. */
WOLFSSL_API int  wc_AesCcmSetKey(Aes* aes, const byte* key, word32 keySz);
WOLFSSL_API int  wc_AesCcmEncrypt(Aes* aes, byte* out, const byte* in,
                                  word32 inSz, const byte* nonce,
                                  word32 nonceSz, byte* authTag,
                                  word32 authTagSz, const byte* authIn,
                                  word32 authInSz);
WOLFSSL_API int  wc_AesCcmDecrypt(Aes* aes, byte* out, const byte* in,
                                  word32 inSz, const byte* nonce,
                                  word32 nonceSz, const byte* authTag,
                                  word32 authTagSz, const byte* authIn,
                                  word32 authInSz);

/* XTS: key is key 1 || key 2 (32 or 64 bytes), the tweak i 16 bytes,
 * sz >= 16 (ciphertext stealing for a partial last block). */
WOLFSSL_API int wc_AesXtsInit(XtsAes* aes, void* heap, int devId);
WOLFSSL_API int wc_AesXtsSetKeyNoInit(XtsAes* aes, const byte* key,
                                      word32 len, int dir);
WOLFSSL_API int wc_AesXtsSetKey(XtsAes* aes, const byte* key, word32 len,
                                int dir, void* heap, int devId);
WOLFSSL_API int wc_AesXtsEncrypt(XtsAes* aes, byte* out, const byte* in,
                                 word32 sz, const byte* i, word32 iSz);
WOLFSSL_API int wc_AesXtsDecrypt(XtsAes* aes, byte* out, const byte* in,
                                 word32 sz, const byte* i, word32 iSz);
/* The tweak is the sector number, little-endian (IEEE 1619). */
WOLFSSL_API int wc_AesXtsEncryptSector(XtsAes* aes, byte* out,
                                       const byte* in, word32 sz,
                                       word64 sector);
WOLFSSL_API int wc_AesXtsDecryptSector(XtsAes* aes, byte* out,
                                       const byte* in, word32 sz,
                                       word64 sector);
WOLFSSL_API int wc_AesXtsFree(XtsAes* aes);
#endif /* !NO_AES */

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_AES_H */
