/* sm4.c
 *
 * SM4 behind the wolfCrypt API of wolfssl/wolfcrypt/sm4.h: object life
 * cycle, key and IV, and the modes ECB, CBC, CTR, GCM, CCM and XTS (GB/T
 * 17964-2021 and IEEE Std 1619-2007 tweak rules).  Algorithm layer; the
 * cipher is sm4_core.c (sm4_internal.h).  GCM and CCM are the shared mode
 * layer's (block_modes.h) over sm4_crypt_blocks.  ECB, CBC, CTR and XTS
 * are here: they hand the cipher up to 16 blocks at once (CBC decryption,
 * CTR, XTS, ECB), one bitsliced pass, and XTS applies its tweaks inside
 * the pass.  XTS goes to the fused vector kernel (riscv_vcrypto.h) when
 * the CPU has V, Zvksed, Zvkg and Zvkb.  Timing depends only on the
 * lengths.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sm4.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "sm4_internal.h"
#include "block_modes.h"
#include "riscv_vcrypto.h"

#ifdef WOLFSSL_SM4

#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
    #define SM4_ALIGNED8(p) __builtin_assume_aligned((p), 8)
#else
    #define SM4_ALIGNED8(p) (p)
#endif

/* Bytes of key stream or tweaks made per call of the cipher. */
#define SM4_CHUNK (SM4_BS_BLOCKS * SM4_BLOCK_SIZE)

/* out = a ^ b over n bytes; 64-bit words where all three are 8-byte
 * aligned (RISC-V compilers make byte accesses of unaligned ones). */
static void sm4_xor(byte* out, const byte* a, const byte* b, word32 n)
{
    word32 i = 0;

    if ((((size_t)out | (size_t)a | (size_t)b) & 7) == 0) {
        for (; i + 8 <= n; i += 8) {
            word64 x;
            word64 y;
            memcpy(&x, SM4_ALIGNED8(a + i), 8);
            memcpy(&y, SM4_ALIGNED8(b + i), 8);
            x ^= y;
            memcpy(SM4_ALIGNED8(out + i), &x, 8);
        }
    }
    for (; i < n; i++) {
        out[i] = a[i] ^ b[i];
    }
}

int wc_Sm4Init(wc_Sm4* sm4, void* heap, int devId)
{
    if (sm4 == NULL) {
        return BAD_FUNC_ARG;
    }
    memset(sm4, 0, sizeof(*sm4));
    sm4->heap = heap;
    sm4->devId = devId;
    return 0;
}

void wc_Sm4Free(wc_Sm4* sm4)
{
    if (sm4 != NULL) {
        ForceZero(sm4, sizeof(*sm4));
    }
}

/* The cipher as the mode layer sees it. */
static void sm4_bm_enc(const void* key, byte* out, const byte* in, word32 n)
{
    sm4_crypt_blocks((const wc_Sm4*)key, out, in, n, 0);
}

static const bm_cipher sm4_cipher = { sm4_bm_enc, NULL, NULL, NULL };

int wc_Sm4SetKey(wc_Sm4* sm4, const byte* key, word32 len)
{
    if ((sm4 == NULL) || (key == NULL) || (len != SM4_KEY_SIZE)) {
        return BAD_FUNC_ARG;
    }
    sm4_expand_key(sm4, key);
    sm4->keySet = 1;
    sm4->gcmKeySet = 0;
    sm4->unused = 0;
    return 0;
}

int wc_Sm4GcmSetKey(wc_Sm4* sm4, const byte* key, word32 len)
{
    byte h[SM4_BLOCK_SIZE];
    int ret = wc_Sm4SetKey(sm4, key, len);

    if (ret == 0) {
        /* GHASH key H = E_K(0^128). */
        memset(h, 0, sizeof(h));
        sm4_crypt_blocks(sm4, h, h, 1, 0);
        bm_ghash_setkey(&sm4->gcmKey, h);
        sm4->gcmKeySet = 1;
        ForceZero(h, sizeof(h));
    }
    return ret;
}

/* The checks of GCM (ccm == 0) and CCM (ccm == 1): 0 or the error. */
static int sm4_aead_check(const wc_Sm4* sm4, byte* out, const byte* in,
                          word32 sz, const byte* nonce, word32 nonceSz,
                          const byte* tag, word32 tagSz, const byte* aad,
                          word32 aadSz, int ccm)
{
    if ((sm4 == NULL) || (nonce == NULL) || (tag == NULL) ||
        ((sz > 0) && ((out == NULL) || (in == NULL))) ||
        ((aadSz > 0) && (aad == NULL))) {
        return BAD_FUNC_ARG;
    }
    if (!ccm && ((nonceSz == 0) || (tagSz < WOLFSSL_MIN_AUTH_TAG_SZ) ||
                 (tagSz > SM4_BLOCK_SIZE))) {
        return BAD_FUNC_ARG;
    }
    if (ccm && ((nonceSz < 7) || (nonceSz > 13) || (tagSz < 4) ||
                (tagSz > 16) || ((tagSz & 1) != 0))) {
        return BAD_FUNC_ARG;
    }
    /* CCM: the length must fit its 15 - nonceSz length bytes. */
    if (ccm && (((nonceSz == 13) && (sz > 0xffffU)) ||
                ((nonceSz == 12) && (sz > 0xffffffU)))) {
        return BAD_FUNC_ARG;
    }
    if (!sm4->keySet || (!ccm && !sm4->gcmKeySet)) {
        return MISSING_KEY;
    }
    return 0;
}

int wc_Sm4GcmEncrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz,
                     const byte* nonce, word32 nonceSz, byte* tag,
                     word32 tagSz, const byte* aad, word32 aadSz)
{
    int ret = sm4_aead_check(sm4, out, in, sz, nonce, nonceSz, tag, tagSz,
                             aad, aadSz, 0);

    if (ret == 0) {
        bm_gcm_seal(&sm4_cipher, sm4, &sm4->gcmKey, out, in, sz, nonce,
                    nonceSz, tag, tagSz, aad, aadSz);
    }
    return ret;
}

int wc_Sm4GcmDecrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz,
                     const byte* nonce, word32 nonceSz, const byte* tag,
                     word32 tagSz, const byte* aad, word32 aadSz)
{
    int ret = sm4_aead_check(sm4, out, in, sz, nonce, nonceSz, tag, tagSz,
                             aad, aadSz, 0);

    if ((ret == 0) && (bm_gcm_open(&sm4_cipher, sm4, &sm4->gcmKey, out, in,
                                   sz, nonce, nonceSz, tag, tagSz, aad,
                                   aadSz) != 0)) {
        ret = SM4_GCM_AUTH_E;
    }
    return ret;
}

int wc_Sm4CcmEncrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz,
                     const byte* nonce, word32 nonceSz, byte* tag,
                     word32 tagSz, const byte* aad, word32 aadSz)
{
    int ret = sm4_aead_check(sm4, out, in, sz, nonce, nonceSz, tag, tagSz,
                             aad, aadSz, 1);

    if (ret == 0) {
        bm_ccm_seal(&sm4_cipher, sm4, out, in, sz, nonce, nonceSz, tag,
                    tagSz, aad, aadSz);
    }
    return ret;
}

int wc_Sm4CcmDecrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz,
                     const byte* nonce, word32 nonceSz, const byte* tag,
                     word32 tagSz, const byte* aad, word32 aadSz)
{
    int ret = sm4_aead_check(sm4, out, in, sz, nonce, nonceSz, tag, tagSz,
                             aad, aadSz, 1);

    if ((ret == 0) && (bm_ccm_open(&sm4_cipher, sm4, out, in, sz, nonce,
                                   nonceSz, tag, tagSz, aad, aadSz) != 0)) {
        ret = SM4_CCM_AUTH_E;
    }
    return ret;
}

int wc_Sm4SetIV(wc_Sm4* sm4, const byte* iv)
{
    if ((sm4 == NULL) || (iv == NULL)) {
        return BAD_FUNC_ARG;
    }
    memcpy(sm4->iv, iv, SM4_IV_SIZE);
    sm4->ivSet = 1;
    sm4->unused = 0;
    return 0;
}

/* The checks common to the block modes: 0 or the error code. */
static int sm4_check(const wc_Sm4* sm4, byte* out, const byte* in,
                     word32 sz, int blocks, int iv)
{
    if ((sm4 == NULL) || ((sz != 0) && ((out == NULL) || (in == NULL)))) {
        return BAD_FUNC_ARG;
    }
    if (blocks && ((sz % SM4_BLOCK_SIZE) != 0)) {
        return BAD_FUNC_ARG;
    }
    if (!sm4->keySet) {
        return MISSING_KEY;
    }
    if (iv && !sm4->ivSet) {
        return MISSING_IV;
    }
    return 0;
}

int wc_Sm4EcbEncrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz)
{
    int ret = sm4_check(sm4, out, in, sz, 1, 0);

    if (ret == 0) {
        sm4_crypt_blocks(sm4, out, in, sz / SM4_BLOCK_SIZE, 0);
    }
    return ret;
}

int wc_Sm4EcbDecrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz)
{
    int ret = sm4_check(sm4, out, in, sz, 1, 0);

    if (ret == 0) {
        sm4_crypt_blocks(sm4, out, in, sz / SM4_BLOCK_SIZE, 1);
    }
    return ret;
}

int wc_Sm4CbcEncrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz)
{
    int ret = sm4_check(sm4, out, in, sz, 1, 1);
    word32 i;

    for (i = 0; (ret == 0) && (i < sz); i += SM4_BLOCK_SIZE) {
        sm4_xor(sm4->iv, sm4->iv, in + i, SM4_BLOCK_SIZE);
        sm4_crypt_blocks(sm4, sm4->iv, sm4->iv, 1, 0);
        memcpy(out + i, sm4->iv, SM4_BLOCK_SIZE);
    }
    return ret;
}

int wc_Sm4CbcDecrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz)
{
    int ret = sm4_check(sm4, out, in, sz, 1, 1);
    word64 bufw[SM4_CHUNK / 8];
    byte* buf = (byte*)bufw;
    byte next[SM4_BLOCK_SIZE];

    while ((ret == 0) && (sz > 0)) {
        word32 n = (sz < SM4_CHUNK) ? sz : SM4_CHUNK;
        word32 k;
        sm4_crypt_blocks(sm4, buf, in, n / SM4_BLOCK_SIZE, 1);
        memcpy(next, in + n - SM4_BLOCK_SIZE, SM4_BLOCK_SIZE);
        /* Backwards, so that out == in keeps each previous block. */
        for (k = n - SM4_BLOCK_SIZE; k > 0; k -= SM4_BLOCK_SIZE) {
            sm4_xor(out + k, buf + k, in + k - SM4_BLOCK_SIZE,
                    SM4_BLOCK_SIZE);
        }
        sm4_xor(out, buf, sm4->iv, SM4_BLOCK_SIZE);
        memcpy(sm4->iv, next, SM4_BLOCK_SIZE);
        in += n;
        out += n;
        sz -= n;
    }
    ForceZero(bufw, sizeof(bufw));
    return ret;
}

/* Adds 1 to the big-endian 128-bit counter.  The counter is public (it
 * is the IV), so the carry may stop the loop early. */
static void sm4_ctr_inc(byte* ctr)
{
    int i;

    for (i = SM4_BLOCK_SIZE - 1; i >= 0; i--) {
        if (++ctr[i] != 0) {
            break;
        }
    }
}

int wc_Sm4CtrEncrypt(wc_Sm4* sm4, byte* out, const byte* in, word32 sz)
{
    int ret = sm4_check(sm4, out, in, sz, 0, 1);
    word64 ksw[SM4_CHUNK / 8];
    byte* ks = (byte*)ksw;

    if (ret != 0) {
        return ret;
    }
    /* Key stream left over from the last call. */
    while ((sz > 0) && (sm4->unused > 0)) {
        *out++ = *in++ ^ sm4->tmp[SM4_BLOCK_SIZE - sm4->unused];
        sm4->unused--;
        sz--;
    }
    while (sz > 0) {
        word32 n = (sz < SM4_CHUNK) ? sz : SM4_CHUNK;
        word32 blocks = (n + SM4_BLOCK_SIZE - 1) / SM4_BLOCK_SIZE;
        word32 k;
        for (k = 0; k < blocks; k++) {
            memcpy(ks + k * SM4_BLOCK_SIZE, sm4->iv, SM4_BLOCK_SIZE);
            sm4_ctr_inc(sm4->iv);
        }
        sm4_crypt_blocks(sm4, ks, ks, blocks, 0);
        sm4_xor(out, in, ks, n);
        if ((n % SM4_BLOCK_SIZE) != 0) {
            memcpy(sm4->tmp, ks + (blocks - 1) * SM4_BLOCK_SIZE,
                   SM4_BLOCK_SIZE);
            sm4->unused = (byte)(SM4_BLOCK_SIZE - (n % SM4_BLOCK_SIZE));
        }
        in += n;
        out += n;
        sz -= n;
    }
    ForceZero(ksw, sizeof(ksw));
    return 0;
}

/* ---- XTS ---------------------------------------------------------------- */

int wc_Sm4XtsSetKey(wc_Sm4Xts* xts, const byte* key, word32 len, int dir,
                    void* heap, int devId)
{
    int ret;

    if ((xts == NULL) || (key == NULL) || (len != 2 * SM4_KEY_SIZE) ||
        ((dir != 0) && (dir != 1))) {
        return BAD_FUNC_ARG;
    }
    ret = wc_Sm4Init(&xts->sm4, heap, devId);
    if (ret == 0) {
        ret = wc_Sm4Init(&xts->tweak, heap, devId);
    }
    if (ret == 0) {
        ret = wc_Sm4SetKey(&xts->sm4, key, SM4_KEY_SIZE);
    }
    if (ret == 0) {
        ret = wc_Sm4SetKey(&xts->tweak, key + SM4_KEY_SIZE, SM4_KEY_SIZE);
    }
    xts->standard = WC_SM4_XTS_GB;
    return ret;
}

int wc_Sm4XtsSetStandard(wc_Sm4Xts* xts, int standard)
{
    if ((xts == NULL) ||
        ((standard != WC_SM4_XTS_GB) && (standard != WC_SM4_XTS_IEEE))) {
        return BAD_FUNC_ARG;
    }
    xts->standard = standard;
    return 0;
}

void wc_Sm4XtsFree(wc_Sm4Xts* xts)
{
    if (xts != NULL) {
        ForceZero(xts, sizeof(*xts));
    }
}

/* 64-bit little-endian load / store of an 8-byte aligned p. */
static word64 sm4_ld64(const byte* p)
{
#if defined(__BYTE_ORDER__) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
    word64 v;
    memcpy(&v, SM4_ALIGNED8(p), 8);
    return v;
#else
    word64 v = 0;
    int i;
    for (i = 7; i >= 0; i--) {
        v = (v << 8) | p[i];
    }
    return v;
#endif
}

static void sm4_st64(byte* p, word64 v)
{
#if defined(__BYTE_ORDER__) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
    memcpy(SM4_ALIGNED8(p), &v, 8);
#else
    int i;
    for (i = 0; i < 8; i++) {
        p[i] = (byte)(v >> (8 * i));
    }
#endif
}

/* t = t * alpha, the tweak as two little-endian words (t[0]: bytes 0..7).
 * IEEE 1619: the block is a little-endian 128-bit number, shifted left,
 * reduced by x^7+x^2+x+1 (0x87 into byte 0).  GB/T 17964: bit order
 * reversed, as GCM: the block is a big-endian number shifted right (each
 * byte right by one, taking the low bit of the byte before), reduced by
 * 0xe1 into byte 0.  Constant time (masks, no branch). */
static void sm4_xts_mul_alpha(word64* t, int standard)
{
    word64 c;

    if (standard == WC_SM4_XTS_IEEE) {
        c = 0 - (t[1] >> 63);
        t[1] = (t[1] << 1) | (t[0] >> 63);
        t[0] = (t[0] << 1) ^ (c & 0x87);
    }
    else {
        c = 0 - ((t[1] >> 56) & 1);
        t[1] = ((t[1] >> 1) & 0x7f7f7f7f7f7f7f7fULL) |
               ((t[1] << 15) & 0x8080808080808000ULL) |
               ((t[0] >> 49) & 0x80);
        t[0] = (((t[0] >> 1) & 0x7f7f7f7f7f7f7f7fULL) |
                ((t[0] << 15) & 0x8080808080808000ULL)) ^ (c & 0xe1);
    }
}

/* XTS over one data unit (sizes checked by the caller). */
static void sm4_xts(wc_Sm4Xts* xts, byte* out, const byte* in, word32 sz,
                    const byte* iv, int dec)
{
    word64 tww[SM4_CHUNK / 8];
    word64 bufw[SM4_CHUNK / 8];
    word64 tb[2];
    word64 lastw[2];
    word64 t[2];
    byte* buf = (byte*)bufw;
    byte* last = (byte*)lastw;
    byte* tbytes = (byte*)tb;
    word32 full = sz / SM4_BLOCK_SIZE;
    word32 tail = sz % SM4_BLOCK_SIZE;
    word32 k;

#if WC_RISCV_EXT_PATHS
    if (riscv_vcrypto_sm4_xts_ok() &&
        (((((size_t)out) | ((size_t)in)) & 3) == 0)) {
        /* the fused vector kernel (riscv_vcrypto.c, Zvksed + Zvkg) */
        int gb = (xts->standard == WC_SM4_XTS_GB);
        if (!dec)
            (void)riscv_vcrypto_sm4_xts_encrypt(xts->sm4.ks, xts->tweak.ks,
                                                out, in, sz, iv, gb);
        else {
            riscv_vcrypto_sm4_reverse_key((word32*)tww, xts->sm4.ks);
            (void)riscv_vcrypto_sm4_xts_decrypt((word32*)tww, xts->tweak.ks,
                                                out, in, sz, iv, gb);
            ForceZero(tww, 32 * sizeof(word32));
        }
        return;
    }
#endif
    sm4_crypt_blocks(&xts->tweak, tbytes, iv, 1, 0);
    t[0] = sm4_ld64(tbytes);
    t[1] = sm4_ld64(tbytes + 8);
    /* With stealing on decryption, the last full block takes the tweak
     * after its own: leave it for the tail. */
    if ((tail != 0) && dec) {
        full--;
    }
    while (full > 0) {
        word32 n = (full < SM4_BS_BLOCKS) ? full : SM4_BS_BLOCKS;
        word32 bytes = n * SM4_BLOCK_SIZE;
        for (k = 0; k < n; k++) {
            tww[2 * k] = t[0];
            tww[2 * k + 1] = t[1];
            sm4_xts_mul_alpha(t, xts->standard);
        }
        sm4_crypt_blocks_xex(&xts->sm4, out, in, n, dec, tww);
        in += bytes;
        out += bytes;
        full -= n;
    }
    sm4_st64(tbytes, t[0]);
    sm4_st64(tbytes + 8, t[1]);
    if (tail != 0) {
        if (!dec) {
            /* out[-16..] holds C_{m-1}; steal its head. */
            byte* prev = out - SM4_BLOCK_SIZE;
            memcpy(last, prev, SM4_BLOCK_SIZE);
            memcpy(last, in, tail);
            memcpy(out, prev, tail);
            sm4_xor(buf, last, tbytes, SM4_BLOCK_SIZE);
            sm4_crypt_blocks(&xts->sm4, buf, buf, 1, 0);
            sm4_xor(prev, buf, tbytes, SM4_BLOCK_SIZE);
        }
        else {
            /* in: C_{m-1} (full) then the tail; tweaks t (m-1), t2 (m). */
            word64 t2w[2];
            byte* t2 = (byte*)t2w;
            t2w[0] = t[0];
            t2w[1] = t[1];
            sm4_xts_mul_alpha(t2w, xts->standard);
            sm4_st64(t2, t2w[0]);
            sm4_st64(t2 + 8, t2w[1]);
            sm4_xor(buf, in, t2, SM4_BLOCK_SIZE);
            sm4_crypt_blocks(&xts->sm4, buf, buf, 1, 1);
            sm4_xor(last, buf, t2, SM4_BLOCK_SIZE);   /* P_m || stolen */
            memcpy(buf, last, SM4_BLOCK_SIZE);
            memcpy(buf, in + SM4_BLOCK_SIZE, tail);
            memcpy(out + SM4_BLOCK_SIZE, last, tail);
            sm4_xor(buf, buf, tbytes, SM4_BLOCK_SIZE);
            sm4_crypt_blocks(&xts->sm4, buf, buf, 1, 1);
            sm4_xor(out, buf, tbytes, SM4_BLOCK_SIZE);
            ForceZero(t2w, sizeof(t2w));
        }
    }
    ForceZero(bufw, sizeof(bufw));
    ForceZero(lastw, sizeof(lastw));
    ForceZero(tww, sizeof(tww));
    ForceZero(tb, sizeof(tb));
    ForceZero(t, sizeof(t));
}

static int sm4_xts_check(const wc_Sm4Xts* xts, byte* out, const byte* in,
                         word32 sz, const byte* i, word32 iSz)
{
    if ((xts == NULL) || (out == NULL) || (in == NULL) || (i == NULL) ||
        (iSz != SM4_BLOCK_SIZE) || (sz < SM4_BLOCK_SIZE)) {
        return BAD_FUNC_ARG;
    }
    if (!xts->sm4.keySet || !xts->tweak.keySet) {
        return MISSING_KEY;
    }
    return 0;
}

int wc_Sm4XtsEncrypt(wc_Sm4Xts* xts, byte* out, const byte* in, word32 sz,
                     const byte* i, word32 iSz)
{
    int ret = sm4_xts_check(xts, out, in, sz, i, iSz);

    if (ret == 0) {
        sm4_xts(xts, out, in, sz, i, 0);
    }
    return ret;
}

int wc_Sm4XtsDecrypt(wc_Sm4Xts* xts, byte* out, const byte* in, word32 sz,
                     const byte* i, word32 iSz)
{
    int ret = sm4_xts_check(xts, out, in, sz, i, iSz);

    if (ret == 0) {
        sm4_xts(xts, out, in, sz, i, 1);
    }
    return ret;
}

#endif /* WOLFSSL_SM4 */
