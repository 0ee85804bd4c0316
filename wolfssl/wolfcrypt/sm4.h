/* sm4.h
 *
 * SM4 block cipher (GB/T 32907-2016) behind the wolfCrypt API: ECB, CBC,
 * CTR and, as this project's extension, XTS with the GB/T 17964-2021 or
 * the IEEE Std 1619-2007 tweak rule.  Algorithm layer.  Built when
 * WOLFSSL_SM4 is defined (configure --enable-sm4-ecb/cbc/ctr/xts); each
 * mode under its own macro: WOLFSSL_SM4_ECB, WOLFSSL_SM4_CBC,
 * WOLFSSL_SM4_CTR, WOLFSSL_SM4_XTS.  Implementation in
 * wolfcrypt/src/sm4.c (API, modes) and sm4_core.c (the cipher).
 *
 * The base path is constant time on RV64IM: a bitsliced cipher, 16 blocks
 * per pass, its S-box a boolean circuit; the key schedule evaluates the
 * same circuit.  With Zksed (riscv_cpu.h) the cipher uses sm4ed/sm4ks.
 *
 * Object life cycle: wc_Sm4Init -> wc_Sm4SetKey (-> wc_Sm4SetIV) ->
 * encrypt / decrypt calls ... -> wc_Sm4Free (wipes key schedule and IV).
 */
#ifndef WOLF_CRYPT_SM4_H
#define WOLF_CRYPT_SM4_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef WOLFSSL_SM4

enum {
    SM4_KEY_SIZE    = 16,  /* 128-bit key */
    SM4_IV_SIZE     = 16   /* 128-bit IV */
};

enum {
    SM4_BLOCK_SIZE      = 16,
    SM4_KEY_SCHEDULE    = 32  /* round keys */
};

/* Cipher state.  Fields are internal; use the functions. */
typedef struct wc_Sm4 {
    word32 ks[SM4_KEY_SCHEDULE];  /* round keys rk[0..31] */
    /* Bitsliced round keys: bsk[r][j] has, in 16-bit lane b, all ones
     * where bit j of byte b of rk[r] ^ the S-box input constant is 1. */
    word64 bsk[SM4_KEY_SCHEDULE][8];
    /* The round keys byte-reversed, for sm4ed (riscv64 Zksed builds). */
    word32 ksZksed[SM4_KEY_SCHEDULE];
    byte iv[SM4_IV_SIZE];         /* CBC chaining value, counter */
    byte tmp[SM4_IV_SIZE];                /* CTR: encrypted counter */
    byte unused;                          /* CTR: unused bytes of tmp */
    void* heap;
    int devId;
    byte keySet;
    byte ivSet;
} wc_Sm4;

#ifdef __cplusplus
    extern "C" {
#endif

/* All return 0 or a negative error code: BAD_FUNC_ARG for NULL objects
 * or buffers (NULL data allowed with size 0) and for ECB/CBC sizes that
 * are not a multiple of SM4_BLOCK_SIZE; MISSING_KEY before wc_Sm4SetKey,
 * MISSING_IV for CBC/CTR before wc_Sm4SetIV.  out and in may be the same
 * buffer (not otherwise overlapping). */
WOLFSSL_API int wc_Sm4Init(wc_Sm4* sm4, void* heap, int devId);
WOLFSSL_API void wc_Sm4Free(wc_Sm4* sm4);

/* len must be SM4_KEY_SIZE (else BAD_FUNC_ARG).  Constant time. */
WOLFSSL_API int wc_Sm4SetKey(wc_Sm4* sm4, const byte* key, word32 len);
/* iv: SM4_IV_SIZE bytes; for CTR the initial counter block (the whole
 * block counts, big-endian, as upstream's CTR). */
WOLFSSL_API int wc_Sm4SetIV(wc_Sm4* sm4, const byte* iv);
WOLFSSL_API int wc_Sm4EcbEncrypt(wc_Sm4* sm4, byte* out, const byte* in,
    word32 sz);
WOLFSSL_API int wc_Sm4EcbDecrypt(wc_Sm4* sm4, byte* out, const byte* in,
    word32 sz);
WOLFSSL_API int wc_Sm4CbcEncrypt(wc_Sm4* sm4, byte* out, const byte* in,
    word32 sz);
WOLFSSL_API int wc_Sm4CbcDecrypt(wc_Sm4* sm4, byte* out, const byte* in,
    word32 sz);
/* Any sz; a stream: consecutive calls continue the key stream. */
WOLFSSL_API int wc_Sm4CtrEncrypt(wc_Sm4* sm4, byte* out, const byte* in,
    word32 sz);

/* ---- XTS: this project's extension (upstream has no SM4-XTS) ---------- */

/* Tweak rules: GB/T 17964-2021 multiplies the tweak by alpha with the bits
 * of the 128-bit block in big-endian order (the GCM convention), IEEE Std
 * 1619-2007 in little-endian order. */
#define WC_SM4_XTS_GB    0
#define WC_SM4_XTS_IEEE  1

typedef struct wc_Sm4Xts {
    wc_Sm4 sm4;     /* Key1: the data */
    wc_Sm4 tweak;   /* Key2: the tweak */
    int standard;   /* WC_SM4_XTS_GB (default) or WC_SM4_XTS_IEEE */
} wc_Sm4Xts;

/* key: 2 * SM4_KEY_SIZE bytes, Key1 || Key2 (else BAD_FUNC_ARG); dir is
 * 0 (encrypt) or 1 (decrypt), the values of AES_ENCRYPTION and
 * AES_DECRYPTION of wc_AesXtsSetKey, and
 * only checked.  The tweak rule starts as WC_SM4_XTS_GB. */
WOLFSSL_API int wc_Sm4XtsSetKey(wc_Sm4Xts* xts, const byte* key, word32 len,
    int dir, void* heap, int devId);
/* standard: WC_SM4_XTS_GB or WC_SM4_XTS_IEEE. */
WOLFSSL_API int wc_Sm4XtsSetStandard(wc_Sm4Xts* xts, int standard);
/* One data unit: sz >= SM4_BLOCK_SIZE (ciphertext stealing for a partial
 * last block), else BAD_FUNC_ARG; i: the tweak, iSz == SM4_BLOCK_SIZE. */
WOLFSSL_API int wc_Sm4XtsEncrypt(wc_Sm4Xts* xts, byte* out, const byte* in,
    word32 sz, const byte* i, word32 iSz);
WOLFSSL_API int wc_Sm4XtsDecrypt(wc_Sm4Xts* xts, byte* out, const byte* in,
    word32 sz, const byte* i, word32 iSz);
WOLFSSL_API void wc_Sm4XtsFree(wc_Sm4Xts* xts);

#ifdef __cplusplus
    } /* extern "C" */
#endif

#endif /* WOLFSSL_SM4 */

#endif /* WOLF_CRYPT_SM4_H */
