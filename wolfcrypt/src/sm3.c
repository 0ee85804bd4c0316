/* sm3.c
 *
 * SM3 (GB/T 32905-2016) behind the wolfCrypt API of
 * wolfssl/wolfcrypt/sm3.h.  Support layer: SM2 (Z_A and message digests),
 * HMAC-SM3 (hmac.c), the wc_Hash helpers (hash.c).
 *
 * SM3 pads like SHA-256 (0x80, zeros, 64-bit big-endian bit length) and
 * compresses 64-byte blocks with a 68-word expansion W and W'[j] = W[j] ^
 * W[j+4].  The 64 rounds run four at a time with the working variables
 * renamed instead of moved.  Timing depends only on the message length.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sm3.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "hash_md.h"

#ifdef WOLFSSL_SM3

/* Initial value IV (GB/T 32905 4.1). */
static const word32 sm3_iv[8] = {
    0x7380166fU, 0x4914b2b9U, 0x172442d7U, 0xda8a0600U,
    0xa96f30bcU, 0x163138aaU, 0xe38dee4dU, 0xb0fb0e4eU
};

/* T_j <<< (j mod 32), with T_j = 0x79cc4519 for j < 16 and 0x7a879d8a
 * for j >= 16 (GB/T 32905 4.2 and 5.3.3). */
static const word32 sm3_t[64] = {
    0x79cc4519U, 0xf3988a32U, 0xe7311465U, 0xce6228cbU,
    0x9cc45197U, 0x3988a32fU, 0x7311465eU, 0xe6228cbcU,
    0xcc451979U, 0x988a32f3U, 0x311465e7U, 0x6228cbceU,
    0xc451979cU, 0x88a32f39U, 0x11465e73U, 0x228cbce6U,
    0x9d8a7a87U, 0x3b14f50fU, 0x7629ea1eU, 0xec53d43cU,
    0xd8a7a879U, 0xb14f50f3U, 0x629ea1e7U, 0xc53d43ceU,
    0x8a7a879dU, 0x14f50f3bU, 0x29ea1e76U, 0x53d43cecU,
    0xa7a879d8U, 0x4f50f3b1U, 0x9ea1e762U, 0x3d43cec5U,
    0x7a879d8aU, 0xf50f3b14U, 0xea1e7629U, 0xd43cec53U,
    0xa879d8a7U, 0x50f3b14fU, 0xa1e7629eU, 0x43cec53dU,
    0x879d8a7aU, 0x0f3b14f5U, 0x1e7629eaU, 0x3cec53d4U,
    0x79d8a7a8U, 0xf3b14f50U, 0xe7629ea1U, 0xcec53d43U,
    0x9d8a7a87U, 0x3b14f50fU, 0x7629ea1eU, 0xec53d43cU,
    0xd8a7a879U, 0xb14f50f3U, 0x629ea1e7U, 0xc53d43ceU,
    0x8a7a879dU, 0x14f50f3bU, 0x29ea1e76U, 0x53d43cecU,
    0xa7a879d8U, 0x4f50f3b1U, 0x9ea1e762U, 0x3d43cec5U
};

/* Boolean functions (GB/T 32905 4.3) and permutations (4.4). */
#define SM3_FF0(x, y, z)  ((x) ^ (y) ^ (z))
#define SM3_FF1(x, y, z)  (((x) & (y)) | ((z) & ((x) | (y))))
#define SM3_GG0(x, y, z)  ((x) ^ (y) ^ (z))
#define SM3_GG1(x, y, z)  ((z) ^ ((x) & ((y) ^ (z))))
#define SM3_P0(x)  ((x) ^ rotlFixed((x), 9) ^ rotlFixed((x), 17))
#define SM3_P1(x)  ((x) ^ rotlFixed((x), 15) ^ rotlFixed((x), 23))

/* One round j (5.3.3).  After it the state A..H is
 * (d, a, b, c, h, e, f, g): the caller renames instead of moving. */
#define SM3_ROUND(a, b, c, d, e, f, g, h, FF, GG, j)                    \
    do {                                                                \
        word32 a12_ = rotlFixed(a, 12);                                 \
        word32 ss1_ = rotlFixed(a12_ + (e) + sm3_t[j], 7);              \
        word32 ss2_ = ss1_ ^ a12_;                                      \
        word32 tt1_ = FF(a, b, c) + (d) + ss2_ + (w[j] ^ w[(j) + 4]);   \
        word32 tt2_ = GG(e, f, g) + (h) + ss1_ + w[j];                  \
        (b) = rotlFixed(b, 9);                                          \
        (f) = rotlFixed(f, 19);                                         \
        (d) = tt1_;                                                     \
        (h) = SM3_P0(tt2_);                                             \
    } while (0)

#define SM3_4ROUNDS(FF, GG, j)                                          \
    SM3_ROUND(a, b, c, d, e, f, g, h, FF, GG, (j) + 0);                 \
    SM3_ROUND(d, a, b, c, h, e, f, g, FF, GG, (j) + 1);                 \
    SM3_ROUND(c, d, a, b, g, h, e, f, FF, GG, (j) + 2);                 \
    SM3_ROUND(b, c, d, a, f, g, h, e, FF, GG, (j) + 3)

/* Compress nBlocks consecutive 64-byte blocks into V (5.3.2, 5.3.3):
 * V(i+1) = CF(V(i), B(i)).  data needs no alignment. */
static void sm3_blocks(void* state, const byte* data, size_t nBlocks)
{
    word32* V = (word32*)state;
    word32 w[68];
    word32 a, b, c, d, e, f, g, h;
    int j;

    while (nBlocks-- > 0) {
        for (j = 0; j < 16; j++)
            w[j] = LoadBE32(data + 4 * j);
        for (j = 16; j < 68; j++) {
            word32 x = w[j - 16] ^ w[j - 9] ^ rotlFixed(w[j - 3], 15);
            w[j] = SM3_P1(x) ^ rotlFixed(w[j - 13], 7) ^ w[j - 6];
        }
        a = V[0]; b = V[1]; c = V[2]; d = V[3];
        e = V[4]; f = V[5]; g = V[6]; h = V[7];

        for (j = 0; j < 16; j += 4) {
            SM3_4ROUNDS(SM3_FF0, SM3_GG0, j);
        }
        for (; j < 64; j += 4) {
            SM3_4ROUNDS(SM3_FF1, SM3_GG1, j);
        }

        V[0] ^= a; V[1] ^= b; V[2] ^= c; V[3] ^= d;
        V[4] ^= e; V[5] ^= f; V[6] ^= g; V[7] ^= h;
        data += WC_SM3_BLOCK_SIZE;
    }
    /* The schedule holds message (maybe key) words: wipe it. */
    ForceZero(w, sizeof(w));
}

static const wc_MdAlg sm3_md = { 6, 8, sm3_blocks };      /* 64 bytes */

static void sm3_reset(wc_Sm3* s)
{
    XMEMCPY(s->v, sm3_iv, sizeof(s->v));
    XMEMSET(s->buffer, 0, sizeof(s->buffer));
    s->buffLen = 0;
    s->total = 0;
    s->ready = 1;
}

static int sm3_ready(const wc_Sm3* s)
{
    return (s->ready == 1) && (s->buffLen < WC_SM3_BLOCK_SIZE);
}

/* Pad (5.2) and write the digest; clobbers the state. */
static void sm3_finish(wc_Sm3* s, byte* out)
{
    wc_MdState st = WC_MD_STATE(s, v);
    int i;

    wc_MdPad(&sm3_md, &st);
    for (i = 0; i < 8; i++)
        StoreBE32(out + 4 * i, s->v[i]);
}

int wc_InitSm3(wc_Sm3* sm3, void* heap, int devId)
{
    if (sm3 == NULL)
        return BAD_FUNC_ARG;
    sm3_reset(sm3);
    sm3->heap = heap;
    sm3->devId = devId;
    return 0;
}

/* Absorb len bytes (wc_MdUpdate; messages below 2^61 bytes). */
int wc_Sm3Update(wc_Sm3* sm3, const byte* data, word32 len)
{
    wc_MdState st;

    if (sm3 == NULL)
        return BAD_FUNC_ARG;
    st = (wc_MdState)WC_MD_STATE(sm3, v);
    return wc_MdUpdate(&sm3_md, &st, sm3_ready(sm3), data, len);
}

int wc_Sm3Final(wc_Sm3* sm3, byte* hash)
{
    if ((sm3 == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    if (!sm3_ready(sm3))
        return BAD_STATE_E;
    sm3_finish(sm3, hash);
    sm3_reset(sm3);
    return 0;
}

int wc_Sm3GetHash(wc_Sm3* sm3, byte* hash)
{
    wc_Sm3 tmp;
    int ret;

    if ((sm3 == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    XMEMCPY(&tmp, sm3, sizeof(tmp));
    ret = wc_Sm3Final(&tmp, hash);
    ForceZero(&tmp, sizeof(tmp));
    return ret;
}

int wc_Sm3FinalRaw(wc_Sm3* sm3, byte* hash)
{
    int i;

    if ((sm3 == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    for (i = 0; i < 8; i++)
        StoreBE32(hash + 4 * i, sm3->v[i]);
    return 0;
}

int wc_Sm3Copy(wc_Sm3* src, wc_Sm3* dst)
{
    if ((src == NULL) || (dst == NULL))
        return BAD_FUNC_ARG;
    if (src != dst)
        XMEMCPY(dst, src, sizeof(*dst));
    return 0;
}

void wc_Sm3Free(wc_Sm3* sm3)
{
    if (sm3 != NULL)
        ForceZero(sm3, sizeof(*sm3));
}

int wc_Sm3Hash_ex(const byte* data, word32 len, byte* hash, void* heap,
                  int devId)
{
    wc_Sm3 s;
    int ret;

    if ((hash == NULL) || ((data == NULL) && (len > 0)))
        return BAD_FUNC_ARG;
    ret = wc_InitSm3(&s, heap, devId);
    if (ret == 0)
        ret = wc_Sm3Update(&s, data, len);
    if (ret == 0)
        ret = wc_Sm3Final(&s, hash);
    wc_Sm3Free(&s);
    return ret;
}

int wc_Sm3Hash(const byte* data, word32 len, byte* hash)
{
    return wc_Sm3Hash_ex(data, len, hash, NULL, INVALID_DEVID);
}

#endif /* WOLFSSL_SM3 */
