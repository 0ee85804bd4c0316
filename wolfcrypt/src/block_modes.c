/* block_modes.c
 *
 * CBC, CTR, GCM/GMAC, CCM and XTS over any 128-bit block cipher given as
 * a bm_cipher (block_modes.h, which has the interface and the contracts).
 * Algorithm layer beside aes.c and sm4.c, which call it; uses misc.h
 * (ForceZero, ConstantCompare) and riscv_cpu.h (the Zbc/Zbkc GHASH path).
 *
 * GHASH works on 128-bit values as two big-endian 64-bit halves, which
 * puts GCM's coefficient of x^0 in the top bit: the field is the
 * bit-reflected one, and a product of two such values, shifted left by
 * one, is the bit-reflected 256-bit product.  The carry-less 64x64
 * multiply is either clmul/clmulh (Zbc or Zbkc) or, on base RV64, 3
 * (Karatsuba) 32x32 products each made of 16 integer multiplies of
 * operands masked to every fourth bit, so that the carries of one bit
 * class fall into the holes between them (at most 8 terms meet in one
 * bit: the count fits below the next bit of the same class).  Four blocks
 * are multiplied by H^4..H^1 and summed before one reduction.  No table,
 * no branch on data: constant time in H and the data on both paths.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#include "block_modes.h"

#include <stdint.h>
#include <string.h>

/* r = a ^ b over n bytes: by 64-bit words when all three are 8-byte
 * aligned (addresses are public), else by bytes. */
static void bm_xor_n(byte* r, const byte* a, const byte* b, word32 n)
{
    word32 i = 0;

    if ((((uintptr_t)r | (uintptr_t)a | (uintptr_t)b) & 7) == 0) {
        for (; i + 8 <= n; i += 8)
            *(word64*)(void*)(r + i) = *(const word64*)(const void*)(a + i)
                                     ^ *(const word64*)(const void*)(b + i);
    }
    for (; i < n; i++)
        r[i] = (byte)(a[i] ^ b[i]);
}

/* ---------------------------------------------------------------------- */
/* ECB, CBC, CTR                                                           */
/* ---------------------------------------------------------------------- */
void bm_ecb(bm_block_fn f, const void* key, byte* out, const byte* in,
            word32 sz)
{
    word32 n = sz / BM_BLOCK;

    while (n > 0) {
        word32 k = (n > BM_BATCH) ? BM_BATCH : n;
        f(key, out, in, k);
        in += k * BM_BLOCK;
        out += k * BM_BLOCK;
        n -= k;
    }
}

/* The chaining value lives in an aligned local block, so that the cipher
 * sees aligned buffers (its fast loads). */
void bm_cbc_encrypt(const bm_cipher* c, const void* key, byte* iv,
                    byte* out, const byte* in, word32 sz)
{
    word64 cvw[2];
    byte* cv = (byte*)cvw;
    word32 n = sz / BM_BLOCK;

    memcpy(cv, iv, BM_BLOCK);
    while (n-- > 0) {
        bm_xor_n(cv, cv, in, BM_BLOCK);
        c->enc(key, cv, cv, 1);
        memcpy(out, cv, BM_BLOCK);
        in += BM_BLOCK;
        out += BM_BLOCK;
    }
    memcpy(iv, cv, BM_BLOCK);
}

/* BM_BATCH blocks at a time: the ciphertext is kept before the (possibly
 * in-place) decryption overwrites it. */
void bm_cbc_decrypt(const bm_cipher* c, const void* key, byte* iv,
                    byte* out, const byte* in, word32 sz)
{
    word64 ctw[BM_BATCH * BM_BLOCK / 8];
    byte* ct = (byte*)ctw;
    word32 n = sz / BM_BLOCK;

    while (n > 0) {
        word32 k = (n > BM_BATCH) ? BM_BATCH : n, i;

        memcpy(ct, in, k * BM_BLOCK);
        c->dec(key, out, ct, k);
        bm_xor_n(out, out, iv, BM_BLOCK);
        for (i = 1; i < k; i++)
            bm_xor_n(out + i * BM_BLOCK, out + i * BM_BLOCK,
                     ct + (i - 1) * BM_BLOCK, BM_BLOCK);
        memcpy(iv, ct + (k - 1) * BM_BLOCK, BM_BLOCK);
        in += k * BM_BLOCK;
        out += k * BM_BLOCK;
        n -= k;
    }
    ForceZero(ctw, sizeof(ctw));
}

/* Add one to the counter block: the last 4 bytes (inc32) or all 16, as a
 * big-endian number.  The counter is public: the carry out of the last 4
 * bytes (once in 2^32 blocks) takes a loop of its own. */
static WC_INLINE void bm_ctr_inc(byte* ctr, int inc)
{
    word32 v = LoadBE32(ctr + 12) + 1;
    int i;

    StoreBE32(ctr + 12, v);
    if ((v == 0) && (inc == BM_CTR_INC128)) {
        for (i = 11; i >= 0; i--) {
            if (++ctr[i] != 0)
                break;
        }
    }
}

/* The next k keystream blocks into ks (k <= BM_BATCH, ks 8-byte aligned):
 * the counter block's first 12 bytes are copied as words, its last 4
 * written from the running 32-bit count. */
static void bm_ctr_blocks(const bm_cipher* c, const void* key, bm_ctr* st,
                          int inc, byte* ks, word32 k)
{
    word64 w[2];
    word32 i, v;

    memcpy(w, st->ctr, BM_BLOCK);
    v = LoadBE32(st->ctr + 12);
    for (i = 0; i < k; i++) {
        word64* d = (word64*)(void*)(ks + i * BM_BLOCK);

        d[0] = w[0];
        d[1] = w[1];
        StoreBE32(ks + i * BM_BLOCK + 12, v + i);
    }
    if ((v + k < v) && (inc == BM_CTR_INC128)) {
        /* the low word wrapped inside the batch: the slow way */
        for (i = 0; i < k; i++) {
            memcpy(ks + i * BM_BLOCK, st->ctr, BM_BLOCK);
            bm_ctr_inc(st->ctr, inc);
        }
    }
    else {
        StoreBE32(st->ctr + 12, v + k);
    }
    c->enc(key, ks, ks, k);
}

/* bm_ctr_xor with the caller's keystream buffer ks (BM_BATCH blocks,
 * 8-byte aligned), which the caller wipes. */
static void bm_ctr_xor_ks(const bm_cipher* c, const void* key, bm_ctr* st,
                          int inc, byte* out, const byte* in, word32 sz,
                          byte* ks)
{
    /* the rest of the last block's keystream */
    while ((st->left > 0) && (sz > 0)) {
        *out++ = (byte)(*in++ ^ st->ks[BM_BLOCK - st->left]);
        st->left--;
        sz--;
    }
    if ((c->ctr != NULL) && (sz >= BM_BLOCK)) {
        word32 d = c->ctr(key, st->ctr, out, in, sz / BM_BLOCK, inc)
                   * BM_BLOCK;

        in += d;
        out += d;
        sz -= d;
    }
    while (sz >= BM_BLOCK) {
        word32 k = sz / BM_BLOCK;

        if (k > BM_BATCH)
            k = BM_BATCH;
        bm_ctr_blocks(c, key, st, inc, ks, k);
        bm_xor_n(out, in, ks, k * BM_BLOCK);
        in += k * BM_BLOCK;
        out += k * BM_BLOCK;
        sz -= k * BM_BLOCK;
    }
    if (sz > 0) {
        bm_ctr_blocks(c, key, st, inc, ks, 1);
        memcpy(st->ks, ks, BM_BLOCK);
        bm_xor_n(out, in, ks, sz);
        st->left = BM_BLOCK - sz;
    }
}

void bm_ctr_xor(const bm_cipher* c, const void* key, bm_ctr* st, int inc,
                byte* out, const byte* in, word32 sz)
{
    word64 ksw[BM_BATCH * BM_BLOCK / 8];

    bm_ctr_xor_ks(c, key, st, inc, out, in, sz, (byte*)ksw);
    ForceZero(ksw, sizeof(ksw));
}

/* ---------------------------------------------------------------------- */
/* GHASH                                                                   */
/* ---------------------------------------------------------------------- */
#if defined(WOLFSSL_HAVE_UINT128) && defined(WOLFSSL_64BIT_CPU)
/* The high 64 bits of the 128-bit integer product a * b. */
static WC_ALWAYS_INLINE word64 bm_mulhu(word64 a, word64 b)
{
    return (word64)(((wc_uint128)a * b) >> 64);
}

/* hi:lo = a * b carry-less (128-bit product of two 64-bit values), base
 * RV64, by integer multiplies of bit classes (positions mod 4):
 *   - a's bits 0..59 in four classes of 15 bits, b's in four of 16.  The
 *     integer product of a class of each has at most 15 terms at any
 *     position of its class, so written in base 16 from that class's
 *     lowest position no digit carries: each class bit of the 128-bit
 *     product (mul and mulhu) is the parity of its terms.  The four
 *     products landing in a class are XORed and that class kept.
 *   - a's top bits t = a >> 60 (one per class) times each class of b has
 *     at most one term per position, so the four products XORed are the
 *     carry-less product t * b exactly, added shifted by 60.
 * m is 0x1111111111111111, passed in so that the masks are shifts of one
 * register rather than constant loads. */
static WC_ALWAYS_INLINE void bm_clmul64_m(word64 a, word64 b, word64 m,
                                          word64* hi, word64* lo)
{
    const word64 m0 = m, m1 = m << 1, m2 = m << 2, m3 = m << 3;
    word64 t = a >> 60, al = (a << 4) >> 4;
    word64 a0 = al & m0, a1 = al & m1, a2 = al & m2, a3 = al & m3;
    word64 b0 = b & m0, b1 = b & m1, b2 = b & m2, b3 = b & m3;
    word64 l0, l1, l2, l3, h0, h1, h2, h3, tl, th;

    l0 = (a0 * b0) ^ (a1 * b3) ^ (a2 * b2) ^ (a3 * b1);
    l1 = (a0 * b1) ^ (a1 * b0) ^ (a2 * b3) ^ (a3 * b2);
    l2 = (a0 * b2) ^ (a1 * b1) ^ (a2 * b0) ^ (a3 * b3);
    l3 = (a0 * b3) ^ (a1 * b2) ^ (a2 * b1) ^ (a3 * b0);
    h0 = bm_mulhu(a0, b0) ^ bm_mulhu(a1, b3) ^ bm_mulhu(a2, b2)
         ^ bm_mulhu(a3, b1);
    h1 = bm_mulhu(a0, b1) ^ bm_mulhu(a1, b0) ^ bm_mulhu(a2, b3)
         ^ bm_mulhu(a3, b2);
    h2 = bm_mulhu(a0, b2) ^ bm_mulhu(a1, b1) ^ bm_mulhu(a2, b0)
         ^ bm_mulhu(a3, b3);
    h3 = bm_mulhu(a0, b3) ^ bm_mulhu(a1, b2) ^ bm_mulhu(a2, b1)
         ^ bm_mulhu(a3, b0);
    tl = (t * b0) ^ (t * b1) ^ (t * b2) ^ (t * b3);
    th = bm_mulhu(t, b0) ^ bm_mulhu(t, b1) ^ bm_mulhu(t, b2)
         ^ bm_mulhu(t, b3);
    *lo = ((l0 & m0) | (l1 & m1) | (l2 & m2) | (l3 & m3)) ^ (tl << 60);
    *hi = ((h0 & m0) | (h1 & m1) | (h2 & m2) | (h3 & m3)) ^ (tl >> 4)
          ^ (th << 60);
}

#else
/* The 64-bit carry-less product of a, b < 2^32: split into
 * four classes of bits (positions mod 4), multiply the classes whose sum
 * lands in each class and keep that class's bits.  An integer product of
 * two classes has at most 8 terms at any position of its class, fewer than
 * 16, so no carry reaches the next position of the class.  m is
 * 0x1111111111111111, passed in so that the four masks are shifts of one
 * register rather than four constant loads per product. */
static WC_ALWAYS_INLINE word64 bm_clmul32(word64 a, word64 b, word64 m)
{
    const word64 m0 = m, m1 = m << 1, m2 = m << 2, m3 = m << 3;
    word64 a0 = a & m0, a1 = a & m1, a2 = a & m2, a3 = a & m3;
    word64 b0 = b & m0, b1 = b & m1, b2 = b & m2, b3 = b & m3;
    word64 z0, z1, z2, z3;

    z0 = (a0 * b0) ^ (a1 * b3) ^ (a2 * b2) ^ (a3 * b1);
    z1 = (a0 * b1) ^ (a1 * b0) ^ (a2 * b3) ^ (a3 * b2);
    z2 = (a0 * b2) ^ (a1 * b1) ^ (a2 * b0) ^ (a3 * b3);
    z3 = (a0 * b3) ^ (a1 * b2) ^ (a2 * b1) ^ (a3 * b0);
    return (z0 & m0) | (z1 & m1) | (z2 & m2) | (z3 & m3);
}

/* hi:lo = a * b carry-less (128-bit product of two 64-bit values),
 * without a 128-bit product (32-bit targets): Karatsuba over 32-bit
 * halves. */
static WC_ALWAYS_INLINE void bm_clmul64_m(word64 a, word64 b, word64 m,
                                          word64* hi, word64* lo)
{
    word64 a0 = a & 0xffffffffULL, a1 = a >> 32;
    word64 b0 = b & 0xffffffffULL, b1 = b >> 32;
    word64 l = bm_clmul32(a0, b0, m);
    word64 h = bm_clmul32(a1, b1, m);
    word64 mid = bm_clmul32(a0 ^ a1, b0 ^ b1, m) ^ l ^ h;

    *lo = l ^ (mid << 32);
    *hi = h ^ (mid >> 32);
}
#endif

/* The class mask of the base carry-less multiplies,
 * hidden from constant propagation. */
static WC_INLINE word64 bm_clmul_mask(void)
{
    word64 m = 0x1111111111111111ULL;

    WC_CT_HIDE(m);
    return m;
}

/* One block's product x * hp accumulated into acc (BM_GHASH_MUL_ACC with
 * the base multiply; out of line and unscheduled: GCC's schedule of the
 * three products spills). */
static WC_NOINLINE WC_NO_SCHED void bm_ghash_mul_acc_base(word64* acc,
    word64 x0, word64 x1, const word64* hp)
{
    const word64 m = bm_clmul_mask();
#define BM_CLMUL64_BASE(a, b, hi, lo) bm_clmul64_m((a), (b), m, (hi), (lo))
    BM_GHASH_MUL_ACC(BM_CLMUL64_BASE, acc, x0, x1, hp);
#undef BM_CLMUL64_BASE
}

/* LoadBE64, by one 64-bit load and a byte swap when p is 8-byte aligned
 * on a little-endian target (the address is public): 12 instructions on
 * base RV64 where the byte loads take 22. */
static WC_INLINE word64 bm_load_be64(const byte* p)
{
#if defined(__BYTE_ORDER__) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
    if (((uintptr_t)p & 7) == 0) {
        const word64 m8 = 0x00ff00ff00ff00ffULL, m16 = 0x0000ffff0000ffffULL;
        word64 v = *(const word64*)(const void*)p;

        v = ((v >> 8) & m8) | ((v & m8) << 8);
        v = ((v >> 16) & m16) | ((v & m16) << 16);
        return (v >> 32) | (v << 32);
    }
#endif
    return LoadBE64(p);
}

/* The GHASH loop for one multiply-accumulate ACC(acc, x0, x1, hp): 4
 * blocks per reduction, then the remaining ones singly. */
#define BM_GHASH_BLOCKS(ACC, gk, x, in, n)                                  \
    do {                                                                    \
        word64 acc_[4];                                                     \
        while ((n) >= 4) {                                                  \
            word64 b0_ = bm_load_be64(in) ^ (x)[0];                         \
            word64 b1_ = bm_load_be64((in) + 8) ^ (x)[1];                   \
            acc_[0] = acc_[1] = acc_[2] = acc_[3] = 0;                      \
            ACC(acc_, b0_, b1_, (gk)->h[3]);                                \
            b0_ = bm_load_be64((in) + 16);                                  \
            b1_ = bm_load_be64((in) + 24);                                  \
            ACC(acc_, b0_, b1_, (gk)->h[2]);                                \
            b0_ = bm_load_be64((in) + 32);                                  \
            b1_ = bm_load_be64((in) + 40);                                  \
            ACC(acc_, b0_, b1_, (gk)->h[1]);                                \
            b0_ = bm_load_be64((in) + 48);                                  \
            b1_ = bm_load_be64((in) + 56);                                  \
            ACC(acc_, b0_, b1_, (gk)->h[0]);                                \
            bm_ghash_reduce((x), acc_);                                     \
            (in) += 64;                                                     \
            (n) -= 4;                                                       \
        }                                                                   \
        while ((n) > 0) {                                                   \
            word64 b0_ = bm_load_be64(in) ^ (x)[0];                         \
            word64 b1_ = bm_load_be64((in) + 8) ^ (x)[1];                   \
            acc_[0] = acc_[1] = acc_[2] = acc_[3] = 0;                      \
            ACC(acc_, b0_, b1_, (gk)->h[0]);                                \
            bm_ghash_reduce((x), acc_);                                     \
            (in) += 16;                                                     \
            (n) -= 1;                                                       \
        }                                                                   \
    } while (0)

static void bm_ghash_blocks_base(const bm_ghash_key* gk, word64* x,
                                 const byte* in, word32 n)
{
    BM_GHASH_BLOCKS(bm_ghash_mul_acc_base, gk, x, in, n);
}

#if WC_RISCV_EXT_PATHS
static void bm_ghash_blocks_zbc(const bm_ghash_key* gk, word64* x,
                                const byte* in, word32 n)
{
#define BM_GHASH_ACC_ZBC(acc, x0, x1, hp)                                   \
    BM_GHASH_MUL_ACC(bm_clmul64_zbc, acc, x0, x1, hp)
    BM_GHASH_BLOCKS(BM_GHASH_ACC_ZBC, gk, x, in, n);
#undef BM_GHASH_ACC_ZBC
}
#endif

void bm_ghash_blocks(const bm_ghash_key* gk, word64* x, const byte* in,
                     word32 n)
{
#if WC_RISCV_EXT_PATHS
    if (RISCV_CPU_HAS(WC_RV_ZBC) || RISCV_CPU_HAS(WC_RV_ZBKC)) {
        bm_ghash_blocks_zbc(gk, x, in, n);
        return;
    }
#endif
    bm_ghash_blocks_base(gk, x, in, n);
}

/* r = a * b in GCM's field, for the key powers (base multiply: the result
 * is the same on every path). */
static void bm_gf_mul(word64* r, const word64* a, const word64* b)
{
    word64 acc[4] = { 0, 0, 0, 0 };
    word64 bp[3];

    bp[0] = b[0];
    bp[1] = b[1];
    bp[2] = b[0] ^ b[1];
    bm_ghash_mul_acc_base(acc, a[0], a[1], bp);
    bm_ghash_reduce(r, acc);
}

void bm_ghash_setkey(bm_ghash_key* gk, const byte* h)
{
    int i;

    gk->h[0][0] = LoadBE64(h);
    gk->h[0][1] = LoadBE64(h + 8);
    for (i = 1; i < 4; i++)
        bm_gf_mul(gk->h[i], gk->h[i - 1], gk->h[0]);
    for (i = 0; i < 4; i++)
        gk->h[i][2] = gk->h[i][0] ^ gk->h[i][1];
}

/* ---------------------------------------------------------------------- */
/* GCM                                                                     */
/* ---------------------------------------------------------------------- */
/* Hash sz bytes through the block buffer of g. */
static void bm_gcm_hash(bm_gcm* g, const byte* in, word32 sz)
{
    word32 n;

    if (g->bufLen > 0) {
        word32 k = BM_BLOCK - g->bufLen;

        if (k > sz)
            k = sz;
        memcpy(g->buf + g->bufLen, in, k);
        g->bufLen += k;
        in += k;
        sz -= k;
        if (g->bufLen < BM_BLOCK)
            return;
        bm_ghash_blocks(&g->gk, g->x, g->buf, 1);
        g->bufLen = 0;
    }
    n = sz / BM_BLOCK;
    if (n > 0)
        bm_ghash_blocks(&g->gk, g->x, in, n);
    in += n * BM_BLOCK;
    sz -= n * BM_BLOCK;
    if (sz > 0) {
        memcpy(g->buf, in, sz);
        g->bufLen = sz;
    }
}

/* Zero-pad and hash a partial block in the buffer. */
static void bm_gcm_flush(bm_gcm* g)
{
    if (g->bufLen > 0) {
        memset(g->buf + g->bufLen, 0, BM_BLOCK - g->bufLen);
        bm_ghash_blocks(&g->gk, g->x, g->buf, 1);
        g->bufLen = 0;
    }
}

void bm_gcm_start(bm_gcm* g, const bm_ghash_key* gk, const byte* iv,
                  word32 ivSz)
{
    memset(g, 0, sizeof(*g));
    g->gk = *gk;
    if (ivSz == 12) {
        memcpy(g->j0, iv, 12);
        g->j0[15] = 1;
    }
    else {
        byte lenBlock[BM_BLOCK];

        bm_gcm_hash(g, iv, ivSz);
        bm_gcm_flush(g);
        memset(lenBlock, 0, 8);
        StoreBE64(lenBlock + 8, (word64)ivSz * 8);
        bm_ghash_blocks(&g->gk, g->x, lenBlock, 1);
        StoreBE64(g->j0, g->x[0]);
        StoreBE64(g->j0 + 8, g->x[1]);
        g->x[0] = g->x[1] = 0;
    }
    memcpy(g->ctr.ctr, g->j0, BM_BLOCK);
    bm_ctr_inc(g->ctr.ctr, BM_CTR_INC32);
    g->state = BM_GCM_AAD;
}

void bm_gcm_aad(bm_gcm* g, const byte* aad, word32 sz)
{
    bm_gcm_hash(g, aad, sz);
    g->aadLen += sz;
}

static void bm_gcm_to_text(bm_gcm* g)
{
    if (g->state == BM_GCM_AAD) {
        bm_gcm_flush(g);
        g->state = BM_GCM_TEXT;
    }
}

/* The whole blocks through the cipher's fused loop when it has one and
 * nothing is buffered (no GHASH input or key stream left over); the
 * pointers and size advance past what it did. */
static void bm_gcm_fused(const bm_cipher* c, const void* key, bm_gcm* g,
                         byte** out, const byte** in, word32* sz, int enc)
{
    word32 done;

    if ((c->gcm == NULL) || (g->bufLen != 0) || (g->ctr.left != 0) ||
        (*sz < BM_BLOCK))
        return;
    done = c->gcm(key, &g->gk, g->x, g->ctr.ctr, *out, *in, *sz / BM_BLOCK,
                  enc) * BM_BLOCK;
    *out += done;
    *in += done;
    *sz -= done;
}

/* Chunks of BM_GCM_CHUNK bytes: GHASH sees 4-block groups, the cipher's
 * CTR loop (bm_cipher.ctr) a run long enough to reuse its setup, and the
 * text is still in the data cache when it is hashed. */
#define BM_GCM_CHUNK    (256 * BM_BLOCK)

void bm_gcm_encrypt(const bm_cipher* c, const void* key, bm_gcm* g,
                    byte* out, const byte* in, word32 sz)
{
    word64 ksw[BM_BATCH * BM_BLOCK / 8];
    byte* ks = (byte*)ksw;

    bm_gcm_to_text(g);
    g->textLen += sz;
    bm_gcm_fused(c, key, g, &out, &in, &sz, 1);
    while (sz > 0) {
        word32 k = (sz > BM_GCM_CHUNK) ? BM_GCM_CHUNK : sz;

        bm_ctr_xor_ks(c, key, &g->ctr, BM_CTR_INC32, out, in, k, ks);
        bm_gcm_hash(g, out, k);
        in += k;
        out += k;
        sz -= k;
    }
    ForceZero(ksw, sizeof(ksw));
}

void bm_gcm_decrypt(const bm_cipher* c, const void* key, bm_gcm* g,
                    byte* out, const byte* in, word32 sz)
{
    word64 ksw[BM_BATCH * BM_BLOCK / 8];
    byte* ks = (byte*)ksw;

    bm_gcm_to_text(g);
    g->textLen += sz;
    bm_gcm_fused(c, key, g, &out, &in, &sz, 0);
    while (sz > 0) {
        word32 k = (sz > BM_GCM_CHUNK) ? BM_GCM_CHUNK : sz;

        bm_gcm_hash(g, in, k);
        bm_ctr_xor_ks(c, key, &g->ctr, BM_CTR_INC32, out, in, k, ks);
        in += k;
        out += k;
        sz -= k;
    }
    ForceZero(ksw, sizeof(ksw));
}

void bm_gcm_final(const bm_cipher* c, const void* key, bm_gcm* g,
                  byte* tag)
{
    byte lenBlock[BM_BLOCK];
    byte ekj0[BM_BLOCK];

    bm_gcm_flush(g);
    StoreBE64(lenBlock, g->aadLen * 8);
    StoreBE64(lenBlock + 8, g->textLen * 8);
    bm_ghash_blocks(&g->gk, g->x, lenBlock, 1);
    if (g->ekj0Set)
        memcpy(ekj0, g->ekj0, BM_BLOCK);
    else
        c->enc(key, ekj0, g->j0, 1);
    StoreBE64(tag, g->x[0]);
    StoreBE64(tag + 8, g->x[1]);
    bm_xor_n(tag, tag, ekj0, BM_BLOCK);
    ForceZero(ekj0, sizeof(ekj0));
}

/* The text of a one-shot operation of at most BM_GCM_SHORT bytes: E_K(J0)
 * and the counter blocks in one call to the cipher (a bitsliced core runs
 * them in one pass), E_K(J0) kept for bm_gcm_final.  enc: hash the
 * output, else the input (before an in-place decryption overwrites it). */
#define BM_GCM_SHORT    (3 * BM_BLOCK)
static void bm_gcm_short(const bm_cipher* c, const void* key, bm_gcm* g,
                         byte* out, const byte* in, word32 sz, int enc)
{
    word64 ksw[4 * BM_BLOCK / 8];
    byte* ks = (byte*)ksw;
    word32 n = (sz + BM_BLOCK - 1) / BM_BLOCK, i;

    bm_gcm_to_text(g);
    g->textLen += sz;
    memcpy(ks, g->j0, BM_BLOCK);
    for (i = 0; i < n; i++) {
        memcpy(ks + (i + 1) * BM_BLOCK, g->ctr.ctr, BM_BLOCK);
        bm_ctr_inc(g->ctr.ctr, BM_CTR_INC32);
    }
    c->enc(key, ks, ks, n + 1);
    memcpy(g->ekj0, ks, BM_BLOCK);
    g->ekj0Set = 1;
    if (!enc)
        bm_gcm_hash(g, in, sz);
    bm_xor_n(out, in, ks + BM_BLOCK, sz);
    if (enc)
        bm_gcm_hash(g, out, sz);
    ForceZero(ksw, sizeof(ksw));
}

void bm_gcm_seal(const bm_cipher* c, const void* key,
                 const bm_ghash_key* gk, byte* out, const byte* in,
                 word32 sz, const byte* iv, word32 ivSz, byte* tag,
                 word32 tagSz, const byte* aad, word32 aadSz)
{
    bm_gcm g;
    byte full[BM_BLOCK];

    bm_gcm_start(&g, gk, iv, ivSz);
    bm_gcm_aad(&g, aad, aadSz);
    if (sz <= BM_GCM_SHORT)
        bm_gcm_short(c, key, &g, out, in, sz, 1);
    else
        bm_gcm_encrypt(c, key, &g, out, in, sz);
    bm_gcm_final(c, key, &g, full);
    memcpy(tag, full, tagSz);
    ForceZero(full, sizeof(full));
    ForceZero(&g, sizeof(g));
}

int bm_gcm_open(const bm_cipher* c, const void* key, const bm_ghash_key* gk,
                byte* out, const byte* in, word32 sz, const byte* iv,
                word32 ivSz, const byte* tag, word32 tagSz,
                const byte* aad, word32 aadSz)
{
    bm_gcm g;
    byte full[BM_BLOCK];
    int ret = 0;

    bm_gcm_start(&g, gk, iv, ivSz);
    bm_gcm_aad(&g, aad, aadSz);
    if (sz <= BM_GCM_SHORT)
        bm_gcm_short(c, key, &g, out, in, sz, 0);
    else
        bm_gcm_decrypt(c, key, &g, out, in, sz);
    bm_gcm_final(c, key, &g, full);
    if (ConstantCompare(full, tag, (int)tagSz) != 0) {
        ForceZero(out, sz);
        ret = -1;
    }
    ForceZero(full, sizeof(full));
    ForceZero(&g, sizeof(g));
    return ret;
}

/* ---------------------------------------------------------------------- */
/* CCM                                                                     */
/* ---------------------------------------------------------------------- */
/* CBC-MAC over B0 and the encoded AAD (SP 800-38C A.2.1, A.2.2) into
 * mac; ctr0 = A0 (flags L-1, nonce, counter 0) and s0 = E_K(A0), made in
 * the same call to the cipher as E_K(B0). */
static void bm_ccm_start(const bm_cipher* c, const void* key, byte* mac,
                         byte* ctr0, byte* s0, word32 sz, const byte* nonce,
                         word32 nonceSz, word32 tagSz, const byte* aad,
                         word32 aadSz)
{
    word64 pairw[2 * BM_BLOCK / 8];
    byte* pair = (byte*)pairw;
    word32 q = 15 - nonceSz, i, pos;

    mac[0] = (byte)(((aadSz > 0) ? 0x40 : 0) | (((tagSz - 2) / 2) << 3)
                    | (q - 1));
    memcpy(mac + 1, nonce, nonceSz);
    for (i = 0; i < q; i++)
        mac[15 - i] = (byte)((i < 4) ? (sz >> (8 * i)) : 0);
    memset(ctr0, 0, BM_BLOCK);
    ctr0[0] = (byte)(q - 1);
    memcpy(ctr0 + 1, nonce, nonceSz);
    memcpy(pair, mac, BM_BLOCK);
    memcpy(pair + BM_BLOCK, ctr0, BM_BLOCK);
    c->enc(key, pair, pair, 2);
    memcpy(mac, pair, BM_BLOCK);
    memcpy(s0, pair + BM_BLOCK, BM_BLOCK);
    ForceZero(pairw, sizeof(pairw));

    if (aadSz == 0)
        return;
    /* length prefix: 2 bytes below 0xff00, else 0xff 0xfe and 4 bytes */
    if (aadSz < 0xff00U) {
        mac[0] ^= (byte)(aadSz >> 8);
        mac[1] ^= (byte)aadSz;
        pos = 2;
    }
    else {
        mac[0] ^= 0xff;
        mac[1] ^= 0xfe;
        mac[2] ^= (byte)(aadSz >> 24);
        mac[3] ^= (byte)(aadSz >> 16);
        mac[4] ^= (byte)(aadSz >> 8);
        mac[5] ^= (byte)aadSz;
        pos = 6;
    }
    for (i = 0; i < aadSz; i++) {
        mac[pos++] ^= aad[i];
        if (pos == BM_BLOCK) {
            c->enc(key, mac, mac, 1);
            pos = 0;
        }
    }
    if (pos > 0)
        c->enc(key, mac, mac, 1);
}

/* The text part of CCM.  Each call to the cipher takes 2 blocks: the
 * CBC-MAC step over the previous plaintext block (delayed by one, so that
 * decryption has it) and the CTR block of this one.  enc: in is the
 * plaintext; else the ciphertext, and the MAC takes out. */
static void bm_ccm_text(const bm_cipher* c, const void* key, byte* mac,
                        const byte* ctr0, byte* out, const byte* in,
                        word32 sz, int enc)
{
    byte pair[2 * BM_BLOCK];
    byte ctr[BM_BLOCK];
    word32 k;
    int pending = 0;

    memcpy(ctr, ctr0, BM_BLOCK);
    while (sz > 0) {
        k = (sz < BM_BLOCK) ? sz : BM_BLOCK;
        bm_ctr_inc(ctr, BM_CTR_INC128);
        memcpy(pair, mac, BM_BLOCK);
        memcpy(pair + BM_BLOCK, ctr, BM_BLOCK);
        if (pending) {
            c->enc(key, pair, pair, 2);
            memcpy(mac, pair, BM_BLOCK);
        }
        else {
            c->enc(key, pair + BM_BLOCK, pair + BM_BLOCK, 1);
        }
        if (enc) {
            bm_xor_n(mac, mac, in, k);
            bm_xor_n(out, in, pair + BM_BLOCK, k);
        }
        else {
            bm_xor_n(out, in, pair + BM_BLOCK, k);
            bm_xor_n(mac, mac, out, k);
        }
        pending = 1;
        in += k;
        out += k;
        sz -= k;
    }
    if (pending)
        c->enc(key, mac, mac, 1);
    ForceZero(pair, sizeof(pair));
}

void bm_ccm_seal(const bm_cipher* c, const void* key, byte* out,
                 const byte* in, word32 sz, const byte* nonce,
                 word32 nonceSz, byte* tag, word32 tagSz, const byte* aad,
                 word32 aadSz)
{
    byte mac[BM_BLOCK], a0[BM_BLOCK], s0[BM_BLOCK];

    bm_ccm_start(c, key, mac, a0, s0, sz, nonce, nonceSz, tagSz, aad,
                 aadSz);
    bm_ccm_text(c, key, mac, a0, out, in, sz, 1);
    bm_xor_n(tag, mac, s0, tagSz);
    ForceZero(mac, sizeof(mac));
    ForceZero(s0, sizeof(s0));
}

int bm_ccm_open(const bm_cipher* c, const void* key, byte* out,
                const byte* in, word32 sz, const byte* nonce,
                word32 nonceSz, const byte* tag, word32 tagSz,
                const byte* aad, word32 aadSz)
{
    byte mac[BM_BLOCK], a0[BM_BLOCK], s0[BM_BLOCK];
    int ret = 0;

    bm_ccm_start(c, key, mac, a0, s0, sz, nonce, nonceSz, tagSz, aad,
                 aadSz);
    bm_ccm_text(c, key, mac, a0, out, in, sz, 0);
    bm_xor_n(mac, mac, s0, tagSz);
    if (ConstantCompare(mac, tag, (int)tagSz) != 0) {
        ForceZero(out, sz);
        ret = -1;
    }
    ForceZero(mac, sizeof(mac));
    ForceZero(s0, sizeof(s0));
    return ret;
}

/* ---------------------------------------------------------------------- */
/* XTS                                                                     */
/* ---------------------------------------------------------------------- */
/* t = t * x under the rule (block_modes.h); branch-free (the carry's
 * mask through ct.h's barrier, so no compiler makes it a branch). */
static WC_INLINE void bm_xts_double(byte* t, int rule)
{
    int i;

    if (rule == BM_XTS_IEEE) {
        byte carry = (byte)(t[15] >> 7);

        for (i = 15; i > 0; i--)
            t[i] = (byte)((t[i] << 1) | (t[i - 1] >> 7));
        t[0] = (byte)((t[0] << 1) ^ (0x87 & wc_ct32_mask(carry)));
    }
    else {
        byte carry = (byte)(t[15] & 1);

        for (i = 15; i > 0; i--)
            t[i] = (byte)((t[i] >> 1) | (t[i - 1] << 7));
        t[0] = (byte)((t[0] >> 1) ^ (0xe1 & wc_ct32_mask(carry)));
    }
}

/* Whole blocks: n blocks with tweaks from t (advanced past them), with
 * f (the data key's enc or dec). */
static void bm_xts_blocks(bm_block_fn f, const void* key1, int rule,
                          byte* t, byte* out, const byte* in, word32 n)
{
    word64 tww[BM_BATCH * BM_BLOCK / 8];
    word64 bufw[BM_BATCH * BM_BLOCK / 8];
    byte* tw = (byte*)tww;
    byte* buf = (byte*)bufw;

    while (n > 0) {
        word32 k = (n > BM_BATCH) ? BM_BATCH : n, i;

        for (i = 0; i < k; i++) {
            memcpy(tw + i * BM_BLOCK, t, BM_BLOCK);
            bm_xts_double(t, rule);
        }
        bm_xor_n(buf, in, tw, k * BM_BLOCK);
        f(key1, buf, buf, k);
        bm_xor_n(out, buf, tw, k * BM_BLOCK);
        in += k * BM_BLOCK;
        out += k * BM_BLOCK;
        n -= k;
    }
    ForceZero(tww, sizeof(tww));
    ForceZero(bufw, sizeof(bufw));
}

/* One block with the tweak t (not advanced). */
static void bm_xts_one(bm_block_fn f, const void* key1, const byte* t,
                       byte* out, const byte* in)
{
    byte buf[BM_BLOCK];

    bm_xor_n(buf, in, t, BM_BLOCK);
    f(key1, buf, buf, 1);
    bm_xor_n(out, buf, t, BM_BLOCK);
    ForceZero(buf, sizeof(buf));
}

void bm_xts_encrypt(const bm_cipher* c, const void* key1, const void* key2,
                    int rule, byte* out, const byte* in, word32 sz,
                    const byte* tweak)
{
    byte t[BM_BLOCK], cc[BM_BLOCK], pp[BM_BLOCK];
    word32 n = sz / BM_BLOCK, r = sz % BM_BLOCK;

    c->enc(key2, t, tweak, 1);
    if (r == 0) {
        bm_xts_blocks(c->enc, key1, rule, t, out, in, n);
    }
    else {
        /* all but the last whole block, then steal (IEEE 1619 5.3.2) */
        bm_xts_blocks(c->enc, key1, rule, t, out, in, n - 1);
        in += (n - 1) * BM_BLOCK;
        out += (n - 1) * BM_BLOCK;
        bm_xts_one(c->enc, key1, t, cc, in);
        bm_xts_double(t, rule);
        memcpy(pp, in + BM_BLOCK, r);
        memcpy(pp + r, cc + r, BM_BLOCK - r);
        memcpy(out + BM_BLOCK, cc, r);
        bm_xts_one(c->enc, key1, t, out, pp);
    }
    ForceZero(t, sizeof(t));
    ForceZero(cc, sizeof(cc));
    ForceZero(pp, sizeof(pp));
}

void bm_xts_decrypt(const bm_cipher* c, const void* key1, const void* key2,
                    int rule, byte* out, const byte* in, word32 sz,
                    const byte* tweak)
{
    byte t[BM_BLOCK], t2[BM_BLOCK], pp[BM_BLOCK], cc[BM_BLOCK];
    word32 n = sz / BM_BLOCK, r = sz % BM_BLOCK;

    c->enc(key2, t, tweak, 1);
    if (r == 0) {
        bm_xts_blocks(c->dec, key1, rule, t, out, in, n);
    }
    else {
        bm_xts_blocks(c->dec, key1, rule, t, out, in, n - 1);
        in += (n - 1) * BM_BLOCK;
        out += (n - 1) * BM_BLOCK;
        /* the last whole ciphertext block was made with the next tweak */
        memcpy(t2, t, BM_BLOCK);
        bm_xts_double(t2, rule);
        bm_xts_one(c->dec, key1, t2, pp, in);
        memcpy(cc, in + BM_BLOCK, r);
        memcpy(cc + r, pp + r, BM_BLOCK - r);
        memcpy(out + BM_BLOCK, pp, r);
        bm_xts_one(c->dec, key1, t, out, cc);
    }
    ForceZero(t, sizeof(t));
    ForceZero(t2, sizeof(t2));
    ForceZero(pp, sizeof(pp));
    ForceZero(cc, sizeof(cc));
}
