/* aes_bitslice.c
 *
 * The constant-time AES core for base RV64 (and any 64-bit C target):
 * bitsliced, four blocks per pass, and the key schedule.  Algorithm layer
 * under aes.c (aes_internal.h); uses the generated S-box circuits of
 * aes_sbox_circuit.inc (scripts/sbox/sbox_circuit.py).
 *
 * Layout.  Four blocks b = 0..3 are held as 8 words q[0..7]: q[i] has bit
 * i of every state byte, the byte of row r, column c of block b at bit
 * position 16 r + 4 c + b.  Then
 *   - SubBytes is the S-box circuit applied to the 8 words (every gate
 *     one instruction on all 64 bytes), without the affine constant 0x63:
 *     round keys 1..rounds carry it (aes_expand_key), and the inverse
 *     S-box circuit, whose input constant it is, takes it from them too;
 *   - ShiftRows rotates the 16-bit group of row r right by 4 r bits;
 *   - MixColumns takes row r + 1 by a 64-bit rotation by 16 and row r + 2
 *     by 32: out_r = 2 (a_r ^ a_r+1) ^ a_r+1 ^ (a_r+2 ^ a_r+3), the
 *     doubling a shift of the planes with 0x1b folded in;
 *   - InvMixColumns is MixColumns after a_r ^= 4 (a_r ^ a_r+2) (the
 *     inverse matrix factors as the forward one times 4 x^2 + 5);
 *   - AddRoundKey XORs the round key in the same layout (4 copies).
 * Loading gathers each block's bytes into 8 words (two columns of one
 * block per word) and transposes the 8x8 bit matrices of every byte lane
 * (three swap-move layers); storing undoes it.
 *
 * Constant time: no table, no branch or index on key or data; the work
 * depends on the number of blocks only.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "aes_internal.h"

#include <string.h>

#ifndef NO_AES

#include "aes_sbox_circuit.inc"
#if AES_SBOX_OUT != AES_INV_SBOX_IN
    #error "the round keys carry one constant for both S-box circuits"
#endif

#define AES_BS_SWAPMOVE(a, b, m, s)                                         \
    do {                                                                    \
        word64 t_ = (((a) >> (s)) ^ (b)) & (m);                             \
        (b) ^= t_;                                                          \
        (a) ^= t_ << (s);                                                   \
    } while (0)

/* w[j] bit 8 m + k <-> w[k] bit 8 m + j for every byte lane m (written
 * out: GCC keeps the loop form with its index tests). */
static void aes_bs_transpose(word64* w)
{
    const word64 m1 = 0x5555555555555555ULL;
    const word64 m2 = 0x3333333333333333ULL;
    const word64 m4 = 0x0f0f0f0f0f0f0f0fULL;

    AES_BS_SWAPMOVE(w[0], w[1], m1, 1);
    AES_BS_SWAPMOVE(w[2], w[3], m1, 1);
    AES_BS_SWAPMOVE(w[4], w[5], m1, 1);
    AES_BS_SWAPMOVE(w[6], w[7], m1, 1);
    AES_BS_SWAPMOVE(w[0], w[2], m2, 2);
    AES_BS_SWAPMOVE(w[1], w[3], m2, 2);
    AES_BS_SWAPMOVE(w[4], w[6], m2, 2);
    AES_BS_SWAPMOVE(w[5], w[7], m2, 2);
    AES_BS_SWAPMOVE(w[0], w[4], m4, 4);
    AES_BS_SWAPMOVE(w[1], w[5], m4, 4);
    AES_BS_SWAPMOVE(w[2], w[6], m4, 4);
    AES_BS_SWAPMOVE(w[3], w[7], m4, 4);
}

#if defined(__BYTE_ORDER__) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
/* Word access to 8-byte aligned buffers (the pointers' alignment is
 * public): a block is two 64-bit words, columns 0 | 1 and 2 | 3. */
#define AES_BS_WORDS 1
/* Bytes 0..7 of x to 0, 4, 1, 5, 2, 6, 3, 7 (and back: the two steps in
 * the other order); each step a swap-move within x. */
#define AES_BS_ZIP_STEP(x, m, s)                                            \
    do {                                                                    \
        word64 t_ = ((x) ^ ((x) >> (s))) & (m);                             \
        (x) ^= t_ ^ (t_ << (s));                                            \
    } while (0)
static WC_INLINE word64 aes_bs_zip(word64 x)
{
    AES_BS_ZIP_STEP(x, 0x00000000ffff0000ULL, 16);
    AES_BS_ZIP_STEP(x, 0x0000ff000000ff00ULL, 8);
    return x;
}
static WC_INLINE word64 aes_bs_unzip(word64 x)
{
    AES_BS_ZIP_STEP(x, 0x0000ff000000ff00ULL, 8);
    AES_BS_ZIP_STEP(x, 0x00000000ffff0000ULL, 16);
    return x;
}
#undef AES_BS_ZIP_STEP
#else
#define AES_BS_WORDS 1
#endif

/* nb <= 4 blocks into the planes (missing blocks are zero).  Byte (r, c)
 * of block b goes to word (c & 1) 4 + b, byte lane 2 r + (c >> 1), which
 * the transpose turns into position 16 r + 4 c + b.  With word access
 * that is the bytes of columns c and c + 2 interleaved (aes_bs_zip). */
static void aes_bs_load(word64* q, const byte* in, word32 nb)
{
    word32 b;
    int c, r;

    memset(q, 0, 8 * sizeof(word64));
#if AES_BS_WORDS
    if (((uintptr_t)in & 7) == 0) {
        const word64* w = (const word64*)(const void*)in;

        for (b = 0; b < nb; b++) {
            word64 lo = w[2 * b], hi = w[2 * b + 1];

            q[b] = aes_bs_zip((lo & 0xffffffffULL) | (hi << 32));
            q[4 + b] = aes_bs_zip((lo >> 32) | (hi & ~0xffffffffULL));
        }
        aes_bs_transpose(q);
        return;
    }
#endif
    for (b = 0; b < nb; b++) {
        for (c = 0; c < 4; c++) {
            word64 v = 0;

            for (r = 0; r < 4; r++)
                v |= (word64)in[16 * b + 4 * c + r]
                     << (8 * (2 * r + (c >> 1)));
            q[(c & 1) * 4 + b] |= v;
        }
    }
    aes_bs_transpose(q);
}

#if AES_BS_WORDS
/* The word path of the stores: the nb blocks of the transposed q into w,
 * XORed with x when x is not NULL (a constant at each call: inlined). */
static WC_ALWAYS_INLINE void aes_bs_unload(word64* w, const word64* x,
                                           const word64* q, word32 nb)
{
    word32 b;

    for (b = 0; b < nb; b++) {
        word64 even = aes_bs_unzip(q[b]), odd = aes_bs_unzip(q[4 + b]);
        word64 lo = (even & 0xffffffffULL) | (odd << 32);
        word64 hi = (even >> 32) | (odd & ~0xffffffffULL);

        w[2 * b] = (x != NULL) ? (x[2 * b] ^ lo) : lo;
        w[2 * b + 1] = (x != NULL) ? (x[2 * b + 1] ^ hi) : hi;
    }
}
#endif

static void aes_bs_store(byte* out, word64* q, word32 nb)
{
    word32 b;
    int c, r;

    aes_bs_transpose(q);
#if AES_BS_WORDS
    if (((uintptr_t)out & 7) == 0) {
        aes_bs_unload((word64*)(void*)out, NULL, q, nb);
        return;
    }
#endif
    for (b = 0; b < nb; b++) {
        for (c = 0; c < 4; c++) {
            word64 v = q[(c & 1) * 4 + b];

            for (r = 0; r < 4; r++)
                out[16 * b + 4 * c + r] =
                    (byte)(v >> (8 * (2 * r + (c >> 1))));
        }
    }
}

#if AES_BS_WORDS
/* out = in ^ the nb <= 4 blocks of q, out and in 8-byte aligned (the
 * CTR text XOR folded into the store). */
static void aes_bs_store_xor(byte* out, const byte* in, word64* q,
                             word32 nb)
{
    aes_bs_transpose(q);
    aes_bs_unload((word64*)(void*)out, (const word64*)(const void*)in, q,
                  nb);
}
#endif

static WC_INLINE word64 aes_bs_rotr(word64 x, int n)
{
    return (x >> n) | (x << (64 - n));
}

/* ShiftRows on one plane: the 16-bit group of row r rotated right by
 * 4 r bits; its inverse rotates by 4 r left.  Two applications (SR^2)
 * swap the bytes of the groups of rows 1 and 3. */
static WC_INLINE word64 aes_bs_sr(word64 x)
{
    return (x & 0x000000000000ffffULL)
         | ((x >> 4) & 0x000000000fff0000ULL)
         | ((x << 12) & 0x00000000f0000000ULL)
         | ((x >> 8) & 0x000000ff00000000ULL)
         | ((x << 8) & 0x0000ff0000000000ULL)
         | ((x >> 12) & 0x000f000000000000ULL)
         | ((x << 4) & 0xfff0000000000000ULL);
}

static WC_INLINE word64 aes_bs_inv_sr(word64 x)
{
    return (x & 0x000000000000ffffULL)
         | ((x << 4) & 0x00000000fff00000ULL)
         | ((x >> 12) & 0x00000000000f0000ULL)
         | ((x >> 8) & 0x000000ff00000000ULL)
         | ((x << 8) & 0x0000ff0000000000ULL)
         | ((x << 12) & 0xf000000000000000ULL)
         | ((x >> 4) & 0x0fff000000000000ULL);
}

static WC_INLINE word64 aes_bs_sr2(word64 x)
{
    return (x & 0x0000ffff0000ffffULL)
         | ((x >> 8) & 0x00ff000000ff0000ULL)
         | ((x << 8) & 0xff000000ff000000ULL);
}

/* Every 16-bit group of x rotated right by 4 m bits (a move of every row
 * by m columns), m = 1, 2, 3. */
#define AES_BS_GROT(x, m)                                                   \
    ((((x) >> (4 * (m))) &                                                  \
      (0x0001000100010001ULL * ((1U << (16 - 4 * (m))) - 1))) |             \
     (((x) << (16 - 4 * (m))) &                                             \
      ~(0x0001000100010001ULL * ((1U << (16 - 4 * (m))) - 1))))

/* MixColumns of the state kept j ShiftRows behind ("fixslicing"): the
 * cipher skips ShiftRows in the rounds, so after round r the planes hold
 * SR^-(r mod 4) of the state, and MixColumns conjugated by SR^j combines
 * row r + 1 at column c + j, row r + 2 at c + 2 j, row r + 3 at c + 3 j.
 * With s a plane and r = row1(s) (rows moved up by one, columns by j),
 * t = s ^ r: out = 2 t ^ r ^ row2(t) (rows by two, columns by 2 j), then
 * XOR of the round key (kept in the same form, aes_expand_key).  2 t
 * (xtime) moves plane i to i + 1 with t7 folded into planes 0, 1, 3 and
 * 4.  Plane 7 first (every plane needs its t), then 0..6 in order, each
 * needing the t of the plane before: few values stay live. */
#define AES_BS_MC_PLANE(i, x, ROW1, ROW2)                                   \
    do {                                                                    \
        word64 x_ = (x);                                                    \
        word64 s_ = q[i];                                                   \
        word64 r_ = ROW1(s_);                                               \
        word64 t_ = s_ ^ r_;                                                \
        q[i] = x_ ^ r_ ^ ROW2(t_) ^ k[i];                                   \
        prev = t_;                                                          \
    } while (0)
#define AES_BS_MC(ROW1, ROW2)                                               \
    do {                                                                    \
        word64 s7 = q[7];                                                   \
        word64 r7 = ROW1(s7);                                               \
        word64 t7 = s7 ^ r7;                                                \
        word64 prev = t7;       /* the t of the plane before */             \
                                                                            \
        AES_BS_MC_PLANE(0, t7, ROW1, ROW2);                                 \
        AES_BS_MC_PLANE(1, prev ^ t7, ROW1, ROW2);                          \
        AES_BS_MC_PLANE(2, prev, ROW1, ROW2);                               \
        AES_BS_MC_PLANE(3, prev ^ t7, ROW1, ROW2);                          \
        AES_BS_MC_PLANE(4, prev ^ t7, ROW1, ROW2);                          \
        AES_BS_MC_PLANE(5, prev, ROW1, ROW2);                               \
        AES_BS_MC_PLANE(6, prev, ROW1, ROW2);                               \
        q[7] = prev ^ r7 ^ ROW2(t7) ^ k[7];                                 \
    } while (0)
#define AES_BS_ROW1_0(x) aes_bs_rotr((x), 16)
#define AES_BS_ROW1_1(x) AES_BS_GROT(aes_bs_rotr((x), 16), 1)
#define AES_BS_ROW1_2(x) AES_BS_GROT(aes_bs_rotr((x), 16), 2)
#define AES_BS_ROW1_3(x) AES_BS_GROT(aes_bs_rotr((x), 16), 3)
#define AES_BS_ROW2_0(x) aes_bs_rotr((x), 32)
#define AES_BS_ROW2_2(x) AES_BS_GROT(aes_bs_rotr((x), 32), 2)

/* MixColumns then XOR of k, for j = 0 (the plain MixColumns), 1, 2, 3. */
static WC_ALWAYS_INLINE void aes_bs_mc0(word64* q, const word64* k)
{
    AES_BS_MC(AES_BS_ROW1_0, AES_BS_ROW2_0);
}

static WC_ALWAYS_INLINE void aes_bs_mc1(word64* q, const word64* k)
{
    AES_BS_MC(AES_BS_ROW1_1, AES_BS_ROW2_2);
}

static WC_ALWAYS_INLINE void aes_bs_mc2(word64* q, const word64* k)
{
    AES_BS_MC(AES_BS_ROW1_2, AES_BS_ROW2_0);
}

static WC_ALWAYS_INLINE void aes_bs_mc3(word64* q, const word64* k)
{
    AES_BS_MC(AES_BS_ROW1_3, AES_BS_ROW2_2);
}

/* InvMixColumns on the planes: a_r ^= 4 (a_r ^ a_r+2), then
 * MixColumns.  With v = a ^ row2(a), 4 v (two xtimes) is
 * z0 = v6, z1 = v6 ^ v7, z2 = v0 ^ v7, z3 = v1 ^ v6, z4 = v2 ^ v6 ^ v7,
 * z5 = v3 ^ v7, z6 = v4, z7 = v5.  Fixsliced as the encryption (the
 * decryption's state kept j inverse ShiftRows behind): conjugated by
 * SR^-j, the columns move by -j, which for row2 is 2 j again. */
#define AES_BS_INV_PRE(ROW2)                                                \
    do {                                                                    \
        word64 v0 = q[0] ^ ROW2(q[0]), v1 = q[1] ^ ROW2(q[1]);              \
        word64 v2 = q[2] ^ ROW2(q[2]), v3 = q[3] ^ ROW2(q[3]);              \
        word64 v4 = q[4] ^ ROW2(q[4]), v5 = q[5] ^ ROW2(q[5]);              \
        word64 v6 = q[6] ^ ROW2(q[6]), v7 = q[7] ^ ROW2(q[7]);              \
                                                                            \
        q[0] ^= v6;                                                         \
        q[1] ^= v6 ^ v7;                                                    \
        q[2] ^= v0 ^ v7;                                                    \
        q[3] ^= v1 ^ v6;                                                    \
        q[4] ^= v2 ^ v6 ^ v7;                                               \
        q[5] ^= v3 ^ v7;                                                    \
        q[6] ^= v4;                                                         \
        q[7] ^= v5;                                                         \
    } while (0)

static void aes_bs_inv_mix_columns(word64* q, int j)
{
    static const word64 zero[8] = { 0, 0, 0, 0, 0, 0, 0, 0 };

    /* j is the (public) round's phase */
    switch (j) {
        case 1:
            AES_BS_INV_PRE(AES_BS_ROW2_2);
            aes_bs_mc3(q, zero);
            break;
        case 2:
            AES_BS_INV_PRE(AES_BS_ROW2_0);
            aes_bs_mc2(q, zero);
            break;
        case 3:
            AES_BS_INV_PRE(AES_BS_ROW2_2);
            aes_bs_mc1(q, zero);
            break;
        default:
            AES_BS_INV_PRE(AES_BS_ROW2_0);
            aes_bs_mc0(q, zero);
            break;
    }
}
#undef AES_BS_INV_PRE

static WC_INLINE void aes_bs_add_key(word64* q, const word64* k)
{
    int i;

    for (i = 0; i < 8; i++)
        q[i] ^= k[i];
}

/* The cipher after the first AddRoundKey.  Out of line: inlined into
 * aes_bs_blocks' loop, GCC allocates the rounds worse (630 more
 * instructions per pass on RV64 at -O2). */
static WC_NOINLINE void aes_bs_rounds4(const aes_key_sched* ks, word64* q)
{
    int r, i;

    for (r = 1; r < ks->rounds; r++) {
        aes_sbox_planes(q);
        /* the round number is public */
        switch (r & 3) {
            case 1: aes_bs_mc1(q, ks->fbs[r]); break;
            case 2: aes_bs_mc2(q, ks->fbs[r]); break;
            case 3: aes_bs_mc3(q, ks->fbs[r]); break;
            default: aes_bs_mc0(q, ks->fbs[r]); break;
        }
    }
    aes_sbox_planes(q);
    /* the last ShiftRows and the ones skipped: SR^(rounds mod 4), which
     * is SR^2 for 10 and 14 rounds and the identity for 12 */
    if ((ks->rounds & 3) == 2) {
        for (i = 0; i < 8; i++)
            q[i] = aes_bs_sr2(q[i]);
    }
    aes_bs_add_key(q, ks->bs[ks->rounds]);
}

static void aes_bs_encrypt4(const aes_key_sched* ks, word64* q)
{
    aes_bs_add_key(q, ks->bs[0]);
    aes_bs_rounds4(ks, q);
}

/* The inverse cipher (FIPS 197 5.3) with the encryption round keys,
 * fixsliced: the rounds skip InvShiftRows, and the state starts
 * e = -rounds mod 4 ShiftRows ahead (SR^2 for 10 and 14 rounds, none for
 * 12), so that round t's phase (t + e) mod 4 needs exactly the
 * encryption's round-key form fbs[rounds - t] and no ShiftRows is left
 * after the last one. */
static WC_NOINLINE void aes_bs_decrypt4(const aes_key_sched* ks, word64* q)
{
    int e = (-ks->rounds) & 3, t, i;

    aes_bs_add_key(q, ks->bs[ks->rounds]);
    if (e == 2) {
        for (i = 0; i < 8; i++)
            q[i] = aes_bs_sr2(q[i]);
    }
    for (t = 1; t < ks->rounds; t++) {
        aes_inv_sbox_planes(q);
        aes_bs_add_key(q, ks->fbs[ks->rounds - t]);
        aes_bs_inv_mix_columns(q, (t + e) & 3);
    }
    aes_inv_sbox_planes(q);
    aes_bs_add_key(q, ks->bs[0]);
}

/* n blocks through pass (4 at a time; a short last group has empty
 * lanes). */
static void aes_bs_blocks(const aes_key_sched* ks, byte* out,
                          const byte* in, word32 n,
                          void (*pass)(const aes_key_sched*, word64*))
{
    word64 q[8];

    while (n > 0) {
        word32 k = (n > 4) ? 4 : n;

        aes_bs_load(q, in, k);
        pass(ks, q);
        aes_bs_store(out, q, k);
        in += 16 * k;
        out += 16 * k;
        n -= k;
    }
    aes_wipe_words(q, 8);
}

void aes_bs_encrypt_blocks(const aes_key_sched* ks, byte* out,
                           const byte* in, word32 n)
{
    aes_bs_blocks(ks, out, in, n, aes_bs_encrypt4);
}

void aes_bs_decrypt_blocks(const aes_key_sched* ks, byte* out,
                           const byte* in, word32 n)
{
    aes_bs_blocks(ks, out, in, n, aes_bs_decrypt4);
}

/* Bit i of each byte of v (4 lanes' low counter bytes) as a nibble, lane
 * b in bit b: the four bits are 7 apart after the shift by i, and the
 * multiply moves bit 8 b to 24 + b without two terms meeting (counters
 * are public). */
static WC_INLINE word64 aes_bs_lane_nibble(word32 v, int i)
{
    word64 x = (word64)(v >> i) & 0x01010101U;

    return ((x * 0x01020408ULL) >> 24) & 0xf;
}

/* CTR over n whole blocks from the counter block ctr (its last 32 bits
 * big endian, advanced by the blocks done; for inc128 the mode's 128-bit
 * count, so only as many blocks as leave the low word below 2^32 - 1).
 * Counter blocks are public: of the four of a pass, bytes 0..14 are the
 * same whenever the low byte does not wrap within it, so their planes are
 * loaded once per high-byte value and each pass adds the low bytes' bits
 * (plane i, bit 60 + b: row 3, column 3 of lane b), the first round key
 * already XORed into the cached planes; a pass whose low byte
 * wraps loads its blocks in full.  Returns the blocks done: 0 for fewer
 * than AES_BS_CTR_MIN (two passes), which the mode does as ECB blocks. */
word32 aes_bs_ctr(const aes_key_sched* ks, byte* ctr, byte* out,
                  const byte* in, word32 n, int inc128)
{
    word64 base[8], q[8], ksw[8], blkw[8];
    byte* blk = (byte*)blkw;
    /* hi: bytes 12..14 of the counter blocks whose planes base holds (a
     * 24-bit value; none yet) */
    word32 v = LoadBE32(ctr + 12), hi = 0xffffffffU, done = 0;
    int i;
    word32 b;

    if (inc128 && (n > 0xffffffffU - v))
        n = 0xffffffffU - v;
    if (n < AES_BS_CTR_MIN)
        return 0;     /* too short to repay the planes' setup */
    for (b = 0; b < 4; b++)
        memcpy(blk + 16 * b, ctr, 12);
    while (done < n) {
        word32 k = (n - done > 4) ? 4 : n - done;
        word32 lo = v & 0xff;

        if (lo > 252) {
            for (b = 0; b < 4; b++)
                StoreBE32(blk + 16 * b + 12, v + b);
            aes_bs_load(q, blk, 4);
            aes_bs_encrypt4(ks, q);
        }
        else {
            word32 lanes = lo * 0x01010101U + 0x03020100U;

            if ((v >> 8) != hi) {
                hi = v >> 8;
                for (b = 0; b < 4; b++)
                    StoreBE32(blk + 16 * b + 12, hi << 8);
                aes_bs_load(base, blk, 4);
                aes_bs_add_key(base, ks->bs[0]);
            }
            for (i = 0; i < 8; i++)
                q[i] = base[i] ^ (aes_bs_lane_nibble(lanes, i) << 60);
            aes_bs_rounds4(ks, q);
        }
#if AES_BS_WORDS
        if ((((uintptr_t)out | (uintptr_t)in) & 7) == 0)
            aes_bs_store_xor(out, in, q, k);
        else
#endif
        {
            aes_bs_store((byte*)ksw, q, k);
            for (b = 0; b < 16 * k; b++)
                out[b] = (byte)(in[b] ^ ((byte*)ksw)[b]);
        }
        in += 16 * k;
        out += 16 * k;
        v += k;
        done += k;
    }
    StoreBE32(ctr + 12, v);
    aes_wipe_words(base, 8);
    aes_wipe_words(q, 8);
    aes_wipe_words(ksw, 8);
    return done;
}

/* The S-box on the four bytes of w: byte p in bit p of each plane. */
word32 aes_bs_sub_word(word32 w)
{
    word64 q[8];
    word32 r = 0;
    int i, p;

    for (i = 0; i < 8; i++) {
        q[i] = 0;
        for (p = 0; p < 4; p++)
            q[i] |= (word64)((w >> (8 * p + i)) & 1) << p;
    }
    aes_sbox_planes(q);
    for (i = 0; i < 8; i++) {
        for (p = 0; p < 4; p++)
            r |= (word32)((q[i] >> p) & 1) << (8 * p + i);
    }
    ForceZero(q, sizeof(q));
    return r ^ (AES_SBOX_OUT * 0x01010101U);
}

/* FIPS 197 5.2 on little-endian words (byte 0 of w[i] in its low bits,
 * so RotWord is a rotation right by 8).  The round constants are public;
 * SubWord is the circuit. */
void aes_expand_key(aes_key_sched* ks, const byte* key, word32 len)
{
    word32 w[4 * (AES_MAX_ROUNDS + 1)];
    word32 nk = len / 4, total, i, j;
    byte rcon = 1;
    byte rk[4 * 16];
    int r;

    ks->rounds = (int)nk + 6;
    total = 4 * (word32)(ks->rounds + 1);
    for (i = 0; i < nk; i++)
        w[i] = (word32)key[4 * i] | ((word32)key[4 * i + 1] << 8)
             | ((word32)key[4 * i + 2] << 16) | ((word32)key[4 * i + 3] << 24);
    /* j = i mod nk, counted (no division) */
    for (i = nk, j = 0; i < total; i++) {
        word32 t = w[i - 1];

        if (j == 0) {
            t = aes_bs_sub_word((t >> 8) | (t << 24)) ^ rcon;
            rcon = (byte)((rcon << 1) ^ ((rcon >> 7) * 0x1b));
        }
        else if ((nk > 6) && (j == 4)) {
            t = aes_bs_sub_word(t);
        }
        w[i] = w[i - nk] ^ t;
        if (++j == nk)
            j = 0;
    }
    for (r = 0; r <= ks->rounds; r++) {
        int b;

        ks->ek[2 * r] = (word64)w[4 * r] | ((word64)w[4 * r + 1] << 32);
        ks->ek[2 * r + 1] = (word64)w[4 * r + 2]
                          | ((word64)w[4 * r + 3] << 32);
        for (b = 0; b < 4; b++) {
            for (i = 0; i < 4; i++) {
                word32 v = w[4 * r + i];

                rk[16 * b + 4 * i] = (byte)v;
                rk[16 * b + 4 * i + 1] = (byte)(v >> 8);
                rk[16 * b + 4 * i + 2] = (byte)(v >> 16);
                rk[16 * b + 4 * i + 3] = (byte)(v >> 24);
            }
        }
        aes_bs_load(ks->bs[r], rk, 4);
        /* the S-box constants the circuits leave out, in every byte of
         * round keys 1..rounds: each of them follows an S-box (through
         * MixColumns and ShiftRows, which keep a constant in every byte)
         * and precedes an inverse S-box (through InvMixColumns) */
        for (i = 0; (r > 0) && (i < 8); i++) {
            if ((AES_SBOX_OUT >> i) & 1)
                ks->bs[r][i] = ~ks->bs[r][i];
        }
        /* the fixsliced encryption's form: SR^-(r mod 4) */
        for (i = 0; i < 8; i++) {
            word64 v = ks->bs[r][i];

            switch (r & 3) {
                case 1: v = aes_bs_inv_sr(v); break;
                case 2: v = aes_bs_sr2(v); break;
                case 3: v = aes_bs_sr(v); break;
                default: break;
            }
            ks->fbs[r][i] = v;
        }
    }
    ForceZero(w, sizeof(w));
    ForceZero(rk, sizeof(rk));
}

#endif /* !NO_AES */
