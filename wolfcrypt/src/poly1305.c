/* poly1305.c
 *
 * Poly1305 (RFC 8439 section 2.5) and the AEAD helpers of section 2.8
 * behind the wolfCrypt API of wolfssl/wolfcrypt/poly1305.h.  Algorithm
 * layer; used by chacha20_poly1305.c.
 *
 * Arithmetic modulo p = 2^130 - 5 on h = h0 + h1 2^64 + h2 2^128 and the
 * clamped r = r0 + r1 2^64 (r0, r1 < 2^60, r1 = 0 mod 4).  Per block,
 * with s1 = r1 + r1/4 = 5 r1 / 4 and 2^130 = 5 (mod p):
 *   h1 r1 2^128 = h1 (r1/4) 2^130 = h1 s1,   h2 r1 2^192 = h2 s1 2^64,
 * so h r = d0 + d1 2^64 + d2 2^128 with
 *   d0 = h0 r0 + h1 s1,  d1 = h0 r1 + h1 r0 + h2 s1,  d2 = h2 r0
 * (d0, d1 < 2^127; h2 < 8, so h2 s1 and h2 r0 fit in 64 bits): eight
 * 64x64 -> 128 products' halves and two plain multiplies.  After the
 * carries, the bits of d2 above 2^130 come back times 5, leaving
 * h2 < 8.  Final: h mod p by one conditional subtraction (a mask, no
 * branch), plus s mod 2^128.  Nothing branches on or indexes by the key
 * or message.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/poly1305.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>

#ifdef HAVE_POLY1305

/* (hi, lo) = a * b, 64 x 64 -> 128 bits. */
#if defined(__SIZEOF_INT128__)
#define POLY_MUL(hi, lo, a, b)                                          \
    do {                                                                \
        unsigned __int128 p_ = (unsigned __int128)(a) * (b);            \
        (lo) = (word64)p_;                                              \
        (hi) = (word64)(p_ >> 64);                                      \
    } while (0)
#else
static void poly_mul64(word64* hi, word64* lo, word64 a, word64 b)
{
    word64 a0 = a & 0xffffffffU, a1 = a >> 32;
    word64 b0 = b & 0xffffffffU, b1 = b >> 32;
    word64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    word64 mid = (p00 >> 32) + (p01 & 0xffffffffU) + (p10 & 0xffffffffU);

    *lo = (mid << 32) | (p00 & 0xffffffffU);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}
#define POLY_MUL(hi, lo, a, b) poly_mul64(&(hi), &(lo), (a), (b))
#endif

#if defined(__BYTE_ORDER__) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__) \
    && (defined(__GNUC__) || defined(__clang__))
    /* A 64-bit word of a message buffer, read in place. */
    typedef word64 __attribute__((may_alias)) poly_word;
    #define POLY_WORD_IO 1
    /* Said aligned, or GCC merges the word path into the byte path. */
    #define POLY_ALIGNED(p) \
        ((const poly_word*)__builtin_assume_aligned((p), 8))
#else
    typedef word64 poly_word;
    #define POLY_WORD_IO 0
    #define POLY_ALIGNED(p) ((const poly_word*)(const void*)(p))
#endif

/* (hi, lo) += (h, l). */
#define POLY_ADD(hi, lo, h, l)                                          \
    do {                                                                \
        word64 l_ = (l);                                                \
        (lo) += l_;                                                     \
        (hi) += (h) + ((lo) < l_);                                      \
    } while (0)

/* Absorb nBlocks 16-byte blocks of m, each with hibit (2^128 for a full
 * block, 0 for the padded last one) added. */
static void poly1305_blocks(Poly1305* ctx, const byte* m, size_t nBlocks,
                            word64 hibit)
{
    word64 r0 = ctx->r[0], r1 = ctx->r[1], s1 = ctx->r[2];
    word64 h0 = ctx->h[0], h1 = ctx->h[1], h2 = ctx->h[2];
    word64 d0h, d0l, d1h, d1l, th, tl, c, t0, t1;
    /* Word loads when the (public) message address allows them. */
    int aligned = POLY_WORD_IO && (((size_t)m & 7) == 0);

    for (; nBlocks > 0; nBlocks--) {
        /* h += m */
        if (aligned) {
            const poly_word* w = POLY_ALIGNED(m);
            t0 = w[0];
            t1 = w[1];
        }
        else {
            t0 = LoadLE64(m);
            t1 = LoadLE64(m + 8);
        }
        h0 += t0;
        c = h0 < t0;
        h1 += c;
        c = h1 < c;
        h1 += t1;
        c += h1 < t1;
        h2 += c + hibit;

        /* d0 = h0 r0 + h1 s1, d1 = h0 r1 + h1 r0 + h2 s1, d2 = h2 r0 */
        POLY_MUL(d0h, d0l, h0, r0);
        POLY_MUL(th, tl, h1, s1);
        POLY_ADD(d0h, d0l, th, tl);
        POLY_MUL(d1h, d1l, h0, r1);
        POLY_MUL(th, tl, h1, r0);
        POLY_ADD(d1h, d1l, th, tl);
        POLY_ADD(d1h, d1l, 0, h2 * s1);
        h2 *= r0;

        /* carries: h0 = d0 mod 2^64, h1 = d1 + d0 / 2^64, h2 = d2 + .. */
        h0 = d0l;
        POLY_ADD(d1h, d1l, 0, d0h);
        h1 = d1l;
        h2 += d1h;

        /* 2^130 = 5: fold h2's bits from 2 up back into h0. */
        c = (h2 >> 2) + (h2 & ~(word64)3);
        h2 &= 3;
        h0 += c;
        c = h0 < c;
        h1 += c;
        h2 += h1 < c;
        m += POLY1305_BLOCK_SIZE;
    }
    ctx->h[0] = h0;
    ctx->h[1] = h1;
    ctx->h[2] = h2;
}

int wc_Poly1305SetKey(Poly1305* ctx, const byte* key, word32 kySz)
{
    if (ctx == NULL || key == NULL || kySz != 32)
        return BAD_FUNC_ARG;
    /* r &= 0x0ffffffc0ffffffc0ffffffc0fffffff (RFC 8439 2.5.1) */
    ctx->r[0] = LoadLE64(key) & 0x0ffffffc0fffffffULL;
    ctx->r[1] = LoadLE64(key + 8) & 0x0ffffffc0ffffffcULL;
    ctx->r[2] = ctx->r[1] + (ctx->r[1] >> 2);
    ctx->h[0] = ctx->h[1] = ctx->h[2] = 0;
    ctx->pad[0] = LoadLE64(key + 16);
    ctx->pad[1] = LoadLE64(key + 24);
    ctx->leftover = 0;
    ctx->finished = 0;
    return 0;
}

int wc_Poly1305Update(Poly1305* ctx, const byte* m, word32 bytes)
{
    size_t n, full;

    if (ctx == NULL || (m == NULL && bytes > 0))
        return BAD_FUNC_ARG;
    if (ctx->leftover > 0) {
        n = POLY1305_BLOCK_SIZE - ctx->leftover;
        if (n > bytes)
            n = bytes;
        XMEMCPY(ctx->buffer + ctx->leftover, m, n);
        ctx->leftover += n;
        m += n;
        bytes -= (word32)n;
        if (ctx->leftover < POLY1305_BLOCK_SIZE)
            return 0;
        poly1305_blocks(ctx, ctx->buffer, 1, 1);
        ctx->leftover = 0;
    }
    full = bytes / POLY1305_BLOCK_SIZE;
    if (full > 0) {
        poly1305_blocks(ctx, m, full, 1);
        m += full * POLY1305_BLOCK_SIZE;
        bytes -= (word32)(full * POLY1305_BLOCK_SIZE);
    }
    if (bytes > 0)
        XMEMCPY(ctx->buffer, m, bytes);
    ctx->leftover = bytes;
    return 0;
}

int wc_Poly1305Final(Poly1305* ctx, byte* mac)
{
    word64 h0, h1, h2, g0, g1, g2, c, mask;

    if (ctx == NULL || mac == NULL)
        return BAD_FUNC_ARG;
    if (ctx->leftover > 0) {
        /* m | 0x01 | zeros, without 2^128 (RFC 8439 2.5.1) */
        ctx->buffer[ctx->leftover] = 1;
        XMEMSET(ctx->buffer + ctx->leftover + 1, 0,
                POLY1305_BLOCK_SIZE - ctx->leftover - 1);
        poly1305_blocks(ctx, ctx->buffer, 1, 0);
    }
    h0 = ctx->h[0];
    h1 = ctx->h[1];
    h2 = ctx->h[2];
    /* Once more 2^130 = 5: now h < 2^130 + 2^64 < 2p. */
    c = (h2 >> 2) * 5;
    h2 &= 3;
    h0 += c;
    c = h0 < c;
    h1 += c;
    h2 += h1 < c;
    /* g = h + 5 - 2^130; take g when it does not borrow (h >= p). */
    g0 = h0 + 5;
    c = g0 < 5;
    g1 = h1 + c;
    c = g1 < c;
    g2 = h2 + c;
    mask = (word64)0 - (g2 >> 2);   /* all ones when h + 5 >= 2^130 */
    h0 = (h0 & ~mask) | (g0 & mask);
    h1 = (h1 & ~mask) | (g1 & mask);
    /* tag = (h + s) mod 2^128 */
    h0 += ctx->pad[0];
    c = h0 < ctx->pad[0];
    h1 += ctx->pad[1] + c;
    StoreLE64(mac, h0);
    StoreLE64(mac + 8, h1);
    ForceZero(ctx, sizeof(*ctx));
    ctx->finished = 1;
    return 0;
}

int wc_Poly1305_Pad(Poly1305* ctx, word32 lenToPad)
{
    static const byte zeros[POLY1305_BLOCK_SIZE] = { 0 };
    word32 rem = lenToPad % POLY1305_BLOCK_SIZE;

    if (ctx == NULL)
        return BAD_FUNC_ARG;
    if (rem == 0)
        return 0;
    return wc_Poly1305Update(ctx, zeros, POLY1305_BLOCK_SIZE - rem);
}

int wc_Poly1305_EncodeSizes64(Poly1305* ctx, word64 aadSz, word64 dataSz)
{
    byte b[16];

    if (ctx == NULL)
        return BAD_FUNC_ARG;
    StoreLE64(b, aadSz);
    StoreLE64(b + 8, dataSz);
    return wc_Poly1305Update(ctx, b, sizeof(b));
}

int wc_Poly1305_EncodeSizes(Poly1305* ctx, word32 aadSz, word32 dataSz)
{
    return wc_Poly1305_EncodeSizes64(ctx, aadSz, dataSz);
}

int wc_Poly1305_MAC(Poly1305* ctx, const byte* additional, word32 addSz,
                    const byte* input, word32 sz, byte* tag, word32 tagSz)
{
    int ret;

    if (ctx == NULL || tag == NULL || tagSz < POLY1305_DIGEST_SIZE ||
        (additional == NULL && addSz > 0) || (input == NULL && sz > 0))
        return BAD_FUNC_ARG;
    ret = wc_Poly1305Update(ctx, additional, addSz);
    if (ret == 0)
        ret = wc_Poly1305_Pad(ctx, addSz);
    if (ret == 0)
        ret = wc_Poly1305Update(ctx, input, sz);
    if (ret == 0)
        ret = wc_Poly1305_Pad(ctx, sz);
    if (ret == 0)
        ret = wc_Poly1305_EncodeSizes(ctx, addSz, sz);
    if (ret == 0)
        ret = wc_Poly1305Final(ctx, tag);
    return ret;
}

#endif /* HAVE_POLY1305 */
