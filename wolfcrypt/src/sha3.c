/* sha3.c
 *
 * SHA-3 and SHAKE (FIPS 202) behind the wolfCrypt API of
 * wolfssl/wolfcrypt/sha3.h, and the one-shots of hash.h.  Support layer,
 * over the Keccak-f[1600] permutation of sha3_keccak.c.
 *
 * The sponge (FIPS 202 section 4) with rate r bytes: input is XORed into
 * the first r bytes of the state (little-endian lanes), one permutation
 * per full block; the last block is padded with the domain byte (0x06
 * for SHA-3, 0x1f for SHAKE: the suffix bits then pad10*1's first 1) and
 * 0x80 in its last byte; the output is read r bytes per permutation.  A
 * partial block waits in t.  Timing depends only on the lengths.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sha3.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "sha3_internal.h"

#ifdef WOLFSSL_SHA3

#define SHA3_DS     0x06    /* SHA3-n: M || 01, then pad10*1 */
#define SHAKE_DS    0x1f    /* SHAKEn: M || 1111, then pad10*1 */

static int sha3_init(wc_Sha3* sha3, void* heap, int devId)
{
    if (sha3 == NULL)
        return BAD_FUNC_ARG;
    XMEMSET(sha3->s, 0, sizeof(sha3->s));
    sha3->i = 0;
    sha3->heap = heap;
    sha3->devId = devId;
    return 0;
}

#if defined(__BYTE_ORDER__) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__) \
    && (defined(__GNUC__) || defined(__clang__))
    /* A lane of an input buffer, read in place (said aligned, or GCC
     * merges the word path into the byte path). */
    typedef word64 __attribute__((may_alias)) sha3_word;
    #define SHA3_WORD_IO 1
    #define SHA3_ALIGNED(p) \
        ((const sha3_word*)__builtin_assume_aligned((p), 8))
#else
    typedef word64 sha3_word;
    #define SHA3_WORD_IO 0
    #define SHA3_ALIGNED(p) ((const sha3_word*)(const void*)(p))
#endif

/* XOR the rate bytes of block (no alignment needed; word loads when the
 * public address is 8-byte aligned) into the state. */
static void sha3_xor_block(word64* s, const byte* block, word32 rate)
{
    word32 j;

    if (SHA3_WORD_IO && (((size_t)block & 7) == 0)) {
        const sha3_word* w = SHA3_ALIGNED(block);
        for (j = 0; j < rate / 8; j++)
            s[j] ^= w[j];
    }
    else {
        for (j = 0; j < rate / 8; j++)
            s[j] ^= LoadLE64(block + 8 * j);
    }
}

/* Absorb len bytes of data (FIPS 202 Algorithm 8, steps 6), keeping a
 * partial block in t. */
static int sha3_update(wc_Sha3* sha3, const byte* data, word32 len,
                       word32 rate)
{
    word32 n;

    if (sha3 == NULL || (data == NULL && len > 0))
        return BAD_FUNC_ARG;
    if (sha3->i > 0) {
        n = rate - sha3->i;
        if (n > len)
            n = len;
        XMEMCPY(sha3->t + sha3->i, data, n);
        sha3->i = (byte)(sha3->i + n);
        data += n;
        len -= n;
        if (sha3->i < rate)
            return 0;
        sha3_xor_block(sha3->s, sha3->t, rate);
        sha3_keccakf(sha3->s);
        sha3->i = 0;
    }
    while (len >= rate) {
        sha3_xor_block(sha3->s, data, rate);
        sha3_keccakf(sha3->s);
        data += rate;
        len -= rate;
    }
    if (len > 0)
        XMEMCPY(sha3->t, data, len);
    sha3->i = (byte)len;
    return 0;
}

/* Pad the partial block with the domain byte ds and pad10*1 and XOR it
 * in; the state is then ready for squeezing (a permutation first). */
static void sha3_pad(wc_Sha3* sha3, word32 rate, byte ds)
{
    XMEMSET(sha3->t + sha3->i, 0, rate - sha3->i);
    sha3->t[sha3->i] ^= ds;
    sha3->t[rate - 1] ^= 0x80;
    sha3_xor_block(sha3->s, sha3->t, rate);
    ForceZero(sha3->t, rate);
    sha3->i = 0;
}

/* Squeeze: per block, permute, then the first rate bytes (or the rest of
 * len) of the state, little-endian. */
static void sha3_squeeze(wc_Sha3* sha3, byte* out, word32 len, word32 rate)
{
    byte lane[8];
    word32 j, n;

    while (len > 0) {
        sha3_keccakf(sha3->s);
        n = len < rate ? len : rate;
        for (j = 0; j + 8 <= n; j += 8)
            StoreLE64(out + j, sha3->s[j / 8]);
        if (j < n) {
            StoreLE64(lane, sha3->s[j / 8]);
            XMEMCPY(out + j, lane, n - j);
        }
        out += n;
        len -= n;
    }
    ForceZero(lane, sizeof(lane));
}

/* Pad, squeeze len bytes into out, start over (same heap / devId). */
static int sha3_final(wc_Sha3* sha3, byte* out, word32 len, word32 rate,
                      byte ds)
{
    if (sha3 == NULL || (out == NULL && len > 0))
        return BAD_FUNC_ARG;
    sha3_pad(sha3, rate, ds);
    sha3_squeeze(sha3, out, len, rate);
    return sha3_init(sha3, sha3->heap, sha3->devId);
}

static int sha3_get_hash(wc_Sha3* sha3, byte* out, word32 len, word32 rate)
{
    wc_Sha3 tmp;
    int ret;

    if (sha3 == NULL || out == NULL)
        return BAD_FUNC_ARG;
    XMEMCPY(&tmp, sha3, sizeof(tmp));
    ret = sha3_final(&tmp, out, len, rate, SHA3_DS);
    ForceZero(&tmp, sizeof(tmp));
    return ret;
}

static int sha3_copy(wc_Sha3* src, wc_Sha3* dst)
{
    if (src == NULL || dst == NULL)
        return BAD_FUNC_ARG;
    XMEMCPY(dst, src, sizeof(*dst));
    return 0;
}

static void sha3_free(wc_Sha3* sha3)
{
    if (sha3 != NULL)
        ForceZero(sha3, sizeof(*sha3));
}

/* One-shot hash of data into out (len bytes) with the given rate and
 * domain byte. */
static int sha3_oneshot(const byte* data, word32 dataLen, byte* out,
                        word32 len, word32 rate, byte ds, void* heap,
                        int devId)
{
    wc_Sha3 st;
    int ret;

    if (out == NULL || (data == NULL && dataLen > 0))
        return BAD_FUNC_ARG;
    ret = sha3_init(&st, heap, devId);
    if (ret == 0)
        ret = sha3_update(&st, data, dataLen, rate);
    if (ret == 0)
        ret = sha3_final(&st, out, len, rate, ds);
    sha3_free(&st);
    return ret;
}

/* The public API of SHA3-n: rate WC_SHA3_n_BLOCK_SIZE, digest
 * WC_SHA3_n_DIGEST_SIZE. */
#define SHA3_API(n)                                                     \
    int wc_InitSha3_##n(wc_Sha3* sha3, void* heap, int devId)           \
    {                                                                   \
        return sha3_init(sha3, heap, devId);                            \
    }                                                                   \
    int wc_Sha3_##n##_Update(wc_Sha3* sha3, const byte* data,           \
                             word32 len)                                \
    {                                                                   \
        return sha3_update(sha3, data, len, WC_SHA3_##n##_BLOCK_SIZE);  \
    }                                                                   \
    int wc_Sha3_##n##_Final(wc_Sha3* sha3, byte* hash)                  \
    {                                                                   \
        if (hash == NULL)                                               \
            return BAD_FUNC_ARG;                                        \
        return sha3_final(sha3, hash, WC_SHA3_##n##_DIGEST_SIZE,        \
                          WC_SHA3_##n##_BLOCK_SIZE, SHA3_DS);           \
    }                                                                   \
    void wc_Sha3_##n##_Free(wc_Sha3* sha3)                              \
    {                                                                   \
        sha3_free(sha3);                                                \
    }                                                                   \
    int wc_Sha3_##n##_GetHash(wc_Sha3* sha3, byte* hash)                \
    {                                                                   \
        return sha3_get_hash(sha3, hash, WC_SHA3_##n##_DIGEST_SIZE,     \
                             WC_SHA3_##n##_BLOCK_SIZE);                 \
    }                                                                   \
    int wc_Sha3_##n##_Copy(wc_Sha3* src, wc_Sha3* dst)                  \
    {                                                                   \
        return sha3_copy(src, dst);                                     \
    }                                                                   \
    int wc_Sha3_##n##Hash_ex(const byte* data, word32 len, byte* hash,  \
                             void* heap, int devId)                     \
    {                                                                   \
        return sha3_oneshot(data, len, hash, WC_SHA3_##n##_DIGEST_SIZE, \
                            WC_SHA3_##n##_BLOCK_SIZE, SHA3_DS, heap,    \
                            devId);                                     \
    }                                                                   \
    int wc_Sha3_##n##Hash(const byte* data, word32 len, byte* hash)     \
    {                                                                   \
        return wc_Sha3_##n##Hash_ex(data, len, hash, NULL,              \
                                    INVALID_DEVID);                     \
    }

SHA3_API(224)
SHA3_API(256)
SHA3_API(384)
SHA3_API(512)

/* The public API of SHAKEn: rate WC_SHA3_n_BLOCK_SIZE. */
#define SHAKE_API(n)                                                    \
    int wc_InitShake##n(wc_Shake* shake, void* heap, int devId)         \
    {                                                                   \
        return sha3_init(shake, heap, devId);                           \
    }                                                                   \
    int wc_Shake##n##_Update(wc_Shake* shake, const byte* data,         \
                             word32 len)                                \
    {                                                                   \
        return sha3_update(shake, data, len, WC_SHA3_##n##_BLOCK_SIZE); \
    }                                                                   \
    int wc_Shake##n##_Final(wc_Shake* shake, byte* hash, word32 hashLen)\
    {                                                                   \
        return sha3_final(shake, hash, hashLen,                         \
                          WC_SHA3_##n##_BLOCK_SIZE, SHAKE_DS);          \
    }                                                                   \
    int wc_Shake##n##_Absorb(wc_Shake* shake, const byte* data,         \
                             word32 len)                                \
    {                                                                   \
        int ret = sha3_update(shake, data, len,                         \
                              WC_SHA3_##n##_BLOCK_SIZE);                \
        if (ret == 0)                                                   \
            sha3_pad(shake, WC_SHA3_##n##_BLOCK_SIZE, SHAKE_DS);        \
        return ret;                                                     \
    }                                                                   \
    int wc_Shake##n##_SqueezeBlocks(wc_Shake* shake, byte* out,         \
                                    word32 blockCnt)                    \
    {                                                                   \
        if (shake == NULL || (out == NULL && blockCnt > 0) ||           \
            blockCnt > 0xffffffffU / WC_SHA3_##n##_BLOCK_SIZE)          \
            return BAD_FUNC_ARG;                                        \
        sha3_squeeze(shake, out, blockCnt * WC_SHA3_##n##_BLOCK_SIZE,   \
                     WC_SHA3_##n##_BLOCK_SIZE);                         \
        return 0;                                                       \
    }                                                                   \
    void wc_Shake##n##_Free(wc_Shake* shake)                            \
    {                                                                   \
        sha3_free(shake);                                               \
    }                                                                   \
    int wc_Shake##n##_Copy(wc_Shake* src, wc_Sha3* dst)                 \
    {                                                                   \
        return sha3_copy(src, dst);                                     \
    }                                                                   \
    int wc_Shake##n##Hash_ex(const byte* data, word32 len, byte* hash,  \
                             word32 hashLen, void* heap, int devId)     \
    {                                                                   \
        return sha3_oneshot(data, len, hash, hashLen,                   \
                            WC_SHA3_##n##_BLOCK_SIZE, SHAKE_DS, heap,   \
                            devId);                                     \
    }                                                                   \
    int wc_Shake##n##Hash(const byte* data, word32 len, byte* hash,     \
                          word32 hashLen)                               \
    {                                                                   \
        return wc_Shake##n##Hash_ex(data, len, hash, hashLen, NULL,     \
                                    INVALID_DEVID);                     \
    }

/* SHAKE128's rate is WC_SHA3_128_BLOCK_SIZE (168), SHAKE256's
 * WC_SHA3_256_BLOCK_SIZE (136), as for SHA3-256. */
#ifdef WOLFSSL_SHAKE128
SHAKE_API(128)
#endif
#ifdef WOLFSSL_SHAKE256
SHAKE_API(256)
#endif

#endif /* WOLFSSL_SHA3 */
