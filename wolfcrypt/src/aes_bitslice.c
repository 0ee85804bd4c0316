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
 *     one instruction on all 64 bytes);
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

#define AES_BS_SWAPMOVE(a, b, m, s)                                         \
    do {                                                                    \
        word64 t_ = (((a) >> (s)) ^ (b)) & (m);                             \
        (b) ^= t_;                                                          \
        (a) ^= t_ << (s);                                                   \
    } while (0)

/* w[j] bit 8 m + k <-> w[k] bit 8 m + j for every byte lane m. */
static void aes_bs_transpose(word64* w)
{
    int k;

    for (k = 0; k < 8; k += 2)
        AES_BS_SWAPMOVE(w[k], w[k + 1], 0x5555555555555555ULL, 1);
    for (k = 0; k < 8; k++) {
        if ((k & 2) == 0)
            AES_BS_SWAPMOVE(w[k], w[k + 2], 0x3333333333333333ULL, 2);
    }
    for (k = 0; k < 4; k++)
        AES_BS_SWAPMOVE(w[k], w[k + 4], 0x0f0f0f0f0f0f0f0fULL, 4);
}

/* nb <= 4 blocks into the planes (missing blocks are zero).  Byte (r, c)
 * of block b goes to word (c & 1) 4 + b, byte lane 2 r + (c >> 1), which
 * the transpose turns into position 16 r + 4 c + b. */
static void aes_bs_load(word64* q, const byte* in, word32 nb)
{
    word32 b;
    int c, r;

    memset(q, 0, 8 * sizeof(word64));
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

static void aes_bs_store(byte* out, word64* q, word32 nb)
{
    word32 b;
    int c, r;

    aes_bs_transpose(q);
    for (b = 0; b < nb; b++) {
        for (c = 0; c < 4; c++) {
            word64 v = q[(c & 1) * 4 + b];

            for (r = 0; r < 4; r++)
                out[16 * b + 4 * c + r] =
                    (byte)(v >> (8 * (2 * r + (c >> 1))));
        }
    }
}

static WC_INLINE word64 aes_bs_rotr(word64 x, int n)
{
    return (x >> n) | (x << (64 - n));
}

static void aes_bs_shift_rows(word64* q)
{
    int i;

    for (i = 0; i < 8; i++) {
        word64 x = q[i];

        q[i] = (x & 0x000000000000ffffULL)
             | ((x >> 4) & 0x000000000fff0000ULL)
             | ((x << 12) & 0x00000000f0000000ULL)
             | ((x >> 8) & 0x000000ff00000000ULL)
             | ((x << 8) & 0x0000ff0000000000ULL)
             | ((x >> 12) & 0x000f000000000000ULL)
             | ((x << 4) & 0xfff0000000000000ULL);
    }
}

static void aes_bs_inv_shift_rows(word64* q)
{
    int i;

    for (i = 0; i < 8; i++) {
        word64 x = q[i];

        q[i] = (x & 0x000000000000ffffULL)
             | ((x << 4) & 0x00000000fff00000ULL)
             | ((x >> 12) & 0x00000000000f0000ULL)
             | ((x >> 8) & 0x000000ff00000000ULL)
             | ((x << 8) & 0x0000ff0000000000ULL)
             | ((x << 12) & 0xf000000000000000ULL)
             | ((x >> 4) & 0x0fff000000000000ULL);
    }
}

/* d = 2 a in GF(2^8) on the planes (x^8 = x^4 + x^3 + x + 1). */
static WC_INLINE void aes_bs_xtime(word64* d, const word64* a)
{
    word64 hi = a[7];

    d[7] = a[6];
    d[6] = a[5];
    d[5] = a[4];
    d[4] = a[3] ^ hi;
    d[3] = a[2] ^ hi;
    d[2] = a[1];
    d[1] = a[0] ^ hi;
    d[0] = hi;
}

static void aes_bs_mix_columns(word64* q)
{
    word64 r1[8], t[8], x[8];
    int i;

    for (i = 0; i < 8; i++) {
        r1[i] = aes_bs_rotr(q[i], 16);
        t[i] = q[i] ^ r1[i];
    }
    aes_bs_xtime(x, t);
    for (i = 0; i < 8; i++)
        q[i] = x[i] ^ r1[i] ^ aes_bs_rotr(t[i], 32);
}

static void aes_bs_inv_mix_columns(word64* q)
{
    word64 v[8], x[8];
    int i;

    for (i = 0; i < 8; i++)
        v[i] = q[i] ^ aes_bs_rotr(q[i], 32);
    aes_bs_xtime(x, v);
    aes_bs_xtime(v, x);
    for (i = 0; i < 8; i++)
        q[i] ^= v[i];
    aes_bs_mix_columns(q);
}

static WC_INLINE void aes_bs_add_key(word64* q, const word64* k)
{
    int i;

    for (i = 0; i < 8; i++)
        q[i] ^= k[i];
}

static void aes_bs_encrypt4(const aes_key_sched* ks, word64* q)
{
    int r;

    aes_bs_add_key(q, ks->bs[0]);
    for (r = 1; r < ks->rounds; r++) {
        aes_sbox_planes(q);
        aes_bs_shift_rows(q);
        aes_bs_mix_columns(q);
        aes_bs_add_key(q, ks->bs[r]);
    }
    aes_sbox_planes(q);
    aes_bs_shift_rows(q);
    aes_bs_add_key(q, ks->bs[ks->rounds]);
}

/* The inverse cipher (FIPS 197 5.3) with the encryption round keys. */
static void aes_bs_decrypt4(const aes_key_sched* ks, word64* q)
{
    int r;

    aes_bs_add_key(q, ks->bs[ks->rounds]);
    for (r = ks->rounds - 1; r > 0; r--) {
        aes_bs_inv_shift_rows(q);
        aes_inv_sbox_planes(q);
        aes_bs_add_key(q, ks->bs[r]);
        aes_bs_inv_mix_columns(q);
    }
    aes_bs_inv_shift_rows(q);
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
    ForceZero(q, sizeof(q));
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
    return r;
}

/* FIPS 197 5.2 on little-endian words (byte 0 of w[i] in its low bits,
 * so RotWord is a rotation right by 8).  The round constants are public;
 * SubWord is the circuit. */
void aes_expand_key(aes_key_sched* ks, const byte* key, word32 len)
{
    word32 w[4 * (AES_MAX_ROUNDS + 1)];
    word32 nk = len / 4, total, i;
    byte rcon = 1;
    byte rk[4 * 16];
    int r;

    ks->rounds = (int)nk + 6;
    total = 4 * (word32)(ks->rounds + 1);
    for (i = 0; i < nk; i++)
        w[i] = (word32)key[4 * i] | ((word32)key[4 * i + 1] << 8)
             | ((word32)key[4 * i + 2] << 16) | ((word32)key[4 * i + 3] << 24);
    for (i = nk; i < total; i++) {
        word32 t = w[i - 1];

        if (i % nk == 0) {
            t = aes_bs_sub_word((t >> 8) | (t << 24)) ^ rcon;
            rcon = (byte)((rcon << 1) ^ ((rcon >> 7) * 0x1b));
        }
        else if ((nk > 6) && (i % nk == 4)) {
            t = aes_bs_sub_word(t);
        }
        w[i] = w[i - nk] ^ t;
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
    }
    ForceZero(w, sizeof(w));
    ForceZero(rk, sizeof(rk));
}

#endif /* !NO_AES */
