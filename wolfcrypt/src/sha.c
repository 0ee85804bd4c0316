/* sha.c
 *
 * SHA-1 (FIPS 180-4 sections 4.1.1, 4.2.1, 5.3.1, 6.1) behind the
 * wolfCrypt API of wolfssl/wolfcrypt/sha.h.  Support layer: legacy
 * signatures, HMAC-SHA-1 (hmac.c), the wc_Hash helpers (hash.c).
 *
 * The 80 rounds run five at a time with the working variables renamed
 * instead of moved; the message schedule lives in a 16-word ring.  Whole
 * blocks are compressed straight from the caller's buffer.  Timing depends
 * only on the message length.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sha.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "hash_md.h"

#ifndef NO_SHA

/* Initial value, FIPS 180-4 5.3.1. */
static const word32 sha1_iv[5] = {
    0x67452301U, 0xefcdab89U, 0x98badcfeU, 0x10325476U, 0xc3d2e1f0U
};

/* Round functions and constants, FIPS 180-4 4.1.1 and 4.2.1. */
#define SHA1_CH(x, y, z)     ((z) ^ ((x) & ((y) ^ (z))))
#define SHA1_PARITY(x, y, z) ((x) ^ (y) ^ (z))
#define SHA1_MAJ(x, y, z)    (((x) & (y)) | ((z) & ((x) | (y))))
#define SHA1_K0  0x5a827999U
#define SHA1_K1  0x6ed9eba1U
#define SHA1_K2  0x8f1bbcdcU
#define SHA1_K3  0xca62c1d6U

/* W[t] for t >= 16, in place in the ring:
 * rotl1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]). */
#define SHA1_W(t)                                                       \
    (t >= 16 ?                                                          \
     (w[(t) & 15] = rotlFixed(w[((t) + 13) & 15] ^ w[((t) + 8) & 15] ^  \
                              w[((t) + 2) & 15] ^ w[(t) & 15], 1)) :    \
     w[(t) & 15])

/* One round; next round is called with (e, a, b, c, d). */
#define SHA1_ROUND(a, b, c, d, e, F, K, t)                              \
    do {                                                                \
        (e) += rotlFixed(a, 5) + F(b, c, d) + (K) + SHA1_W(t);          \
        (b) = rotlFixed(b, 30);                                         \
    } while (0)

#define SHA1_5ROUNDS(F, K, t)                                           \
    SHA1_ROUND(a, b, c, d, e, F, K, (t) + 0);                           \
    SHA1_ROUND(e, a, b, c, d, F, K, (t) + 1);                           \
    SHA1_ROUND(d, e, a, b, c, F, K, (t) + 2);                           \
    SHA1_ROUND(c, d, e, a, b, F, K, (t) + 3);                           \
    SHA1_ROUND(b, c, d, e, a, F, K, (t) + 4)

/* Compress nBlocks consecutive 64-byte blocks at data into the chaining
 * value H[5] (FIPS 180-4 6.1.2).  data needs no alignment. */
static void sha1_blocks(void* state, const byte* data, size_t nBlocks)
{
    word32* H = (word32*)state;
    word32 w[16];
    word32 a, b, c, d, e;
    int i, t;

    while (nBlocks-- > 0) {
        for (i = 0; i < 16; i++)
            w[i] = LoadBE32(data + 4 * i);
        a = H[0]; b = H[1]; c = H[2]; d = H[3]; e = H[4];

        for (t = 0; t < 20; t += 5) {
            SHA1_5ROUNDS(SHA1_CH, SHA1_K0, t);
        }
        for (; t < 40; t += 5) {
            SHA1_5ROUNDS(SHA1_PARITY, SHA1_K1, t);
        }
        for (; t < 60; t += 5) {
            SHA1_5ROUNDS(SHA1_MAJ, SHA1_K2, t);
        }
        for (; t < 80; t += 5) {
            SHA1_5ROUNDS(SHA1_PARITY, SHA1_K3, t);
        }

        H[0] += a; H[1] += b; H[2] += c; H[3] += d; H[4] += e;
        data += WC_SHA_BLOCK_SIZE;
    }
    /* The schedule holds message (maybe key) words: wipe it. */
    ForceZero(w, sizeof(w));
}

static const wc_MdAlg sha1_md = { 6, 8, sha1_blocks };    /* 64 bytes */

static void sha1_reset(wc_Sha* s)
{
    XMEMCPY(s->digest, sha1_iv, sizeof(s->digest));
    XMEMSET(s->buffer, 0, sizeof(s->buffer));
    s->buffLen = 0;
    s->total = 0;
    s->ready = 1;
}

static int sha1_ready(const wc_Sha* s)
{
    return (s->ready == 1) && (s->buffLen < WC_SHA_BLOCK_SIZE);
}

/* Pad (FIPS 180-4 5.1.1) and write the digest; clobbers the state. */
static void sha1_finish(wc_Sha* s, byte* out)
{
    wc_MdState st = WC_MD_STATE(s, digest);
    int i;

    wc_MdPad(&sha1_md, &st);
    for (i = 0; i < 5; i++)
        StoreBE32(out + 4 * i, s->digest[i]);
}

int wc_InitSha_ex(wc_Sha* sha, void* heap, int devId)
{
    if (sha == NULL)
        return BAD_FUNC_ARG;
    sha1_reset(sha);
    sha->heap = heap;
    sha->devId = devId;
    return 0;
}

int wc_InitSha(wc_Sha* sha)
{
    return wc_InitSha_ex(sha, NULL, INVALID_DEVID);
}

/* Absorb len bytes (wc_MdUpdate; messages below 2^61 bytes). */
int wc_ShaUpdate(wc_Sha* sha, const byte* data, word32 len)
{
    wc_MdState st;

    if (sha == NULL)
        return BAD_FUNC_ARG;
    st = (wc_MdState)WC_MD_STATE(sha, digest);
    return wc_MdUpdate(&sha1_md, &st, sha1_ready(sha), data, len);
}

int wc_ShaFinal(wc_Sha* sha, byte* hash)
{
    if ((sha == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    if (!sha1_ready(sha))
        return BAD_STATE_E;
    sha1_finish(sha, hash);
    sha1_reset(sha);
    return 0;
}

int wc_ShaGetHash(wc_Sha* sha, byte* hash)
{
    wc_Sha tmp;
    int ret;

    if ((sha == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    XMEMCPY(&tmp, sha, sizeof(tmp));
    ret = wc_ShaFinal(&tmp, hash);
    ForceZero(&tmp, sizeof(tmp));
    return ret;
}

int wc_ShaFinalRaw(wc_Sha* sha, byte* hash)
{
    int i;

    if ((sha == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    for (i = 0; i < 5; i++)
        StoreBE32(hash + 4 * i, sha->digest[i]);
    return 0;
}

int wc_ShaCopy(wc_Sha* src, wc_Sha* dst)
{
    if ((src == NULL) || (dst == NULL))
        return BAD_FUNC_ARG;
    if (src != dst)
        XMEMCPY(dst, src, sizeof(*dst));
    return 0;
}

void wc_ShaFree(wc_Sha* sha)
{
    if (sha != NULL)
        ForceZero(sha, sizeof(*sha));
}

int wc_ShaHash_ex(const byte* data, word32 len, byte* hash, void* heap,
                  int devId)
{
    wc_Sha s;
    int ret;

    if ((hash == NULL) || ((data == NULL) && (len > 0)))
        return BAD_FUNC_ARG;
    ret = wc_InitSha_ex(&s, heap, devId);
    if (ret == 0)
        ret = wc_ShaUpdate(&s, data, len);
    if (ret == 0)
        ret = wc_ShaFinal(&s, hash);
    wc_ShaFree(&s);
    return ret;
}

int wc_ShaHash(const byte* data, word32 len, byte* hash)
{
    return wc_ShaHash_ex(data, len, hash, NULL, INVALID_DEVID);
}

#endif /* NO_SHA */
