/* sm4_core.c
 *
 * The SM4 cipher (GB/T 32907-2016) for sm4.c: the key schedule, the
 * bitsliced base path and the Zksed path.  Algorithm layer; uses
 * riscv_cpu.h for the path choice and the generated S-box circuit
 * sm4_sbox.inc (scripts/sbox/sbox_circuit.py).
 *
 * Base path (constant time, RV64IM): 16 blocks per pass in 32 64-bit
 * words.  Word st[i][j] holds bit j (of each byte) of the 32-bit word X_i
 * of all 16 blocks: bits 16b..16b+15 are byte b (b = 0 the most
 * significant byte of X_i), one bit per block.  The four S-boxes of a
 * round are then one evaluation of the circuit on st-sized words, the
 * rotations of L move whole words (bit j -> j + 2) and whole 16-bit lanes
 * (a 64-bit rotate by a multiple of 16), and the round keys come as lane
 * masks (wc_Sm4.bsk, with the circuit's input constant folded in).  The
 * data enter by 64-bit little-endian loads; four SWAPMOVEs and two delta
 * swaps per word transpose them into that layout.
 *
 * Key schedule (constant time): the same circuit on one 32-bit word, the
 * four bytes as four bit lanes.  Nothing here branches on or indexes by
 * key or data.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sm4.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "sm4_internal.h"
#include "riscv_vcrypto.h"

#ifdef WOLFSSL_SM4

#include <string.h>

#include "sm4_sbox.inc"

/* FK (GB/T 32907 7.3). */
static const word32 sm4_fk[4] = {
    0xa3b1bac6U, 0x56aa3350U, 0x677d9197U, 0xb27022dcU
};

/* CK_i: byte j of CK_i (most significant first) is (4i + j) * 7 mod 256
 * (GB/T 32907 7.3). */
static word32 sm4_ck(int i)
{
    word32 r = 0;
    int j;

    for (j = 0; j < 4; j++) {
        r = (r << 8) | (word32)(((4 * i + j) * 7) & 0xff);
    }
    return r;
}

/* tau: the S-box on each byte of a, by the circuit.  Constant time. */
static word32 sm4_tau(word32 a)
{
    word32 x[8];
    word32 y[8];
    word32 r = 0;
    int j;

    a ^= (word32)SM4_SBOX_IN * 0x01010101U;
    for (j = 0; j < 8; j++) {
        x[j] = (a >> j) & 0x01010101U;
    }
    SM4_SBOX_CIRCUIT(word32, x, y);
    for (j = 0; j < 8; j++) {
        r |= (y[j] & 0x01010101U) << j;
    }
    return r;
}

/* Bitsliced round key masks of rk (layout in the file comment). */
static void sm4_bs_key(word64* m, word32 rk)
{
    int j;
    int b;

    rk ^= (word32)SM4_SBOX_IN * 0x01010101U;
    for (j = 0; j < 8; j++) {
        word64 v = 0;
        for (b = 0; b < 4; b++) {
            word64 bit = (rk >> (8 * (3 - b) + j)) & 1;
            v |= ((word64)0 - bit) & ((word64)0xffff << (16 * b));
        }
        m[j] = v;
    }
}

#if WC_RISCV_EXT_PATHS
/* Zksed (RISC-V scalar crypto 1.0): sm4ed/sm4ks rd, rs1, rs2, bs are
 * R-type, opcode OP (0x33), funct3 0, funct7 bs << 5 | 0x18 (sm4ed) or
 * bs << 5 | 0x1a (sm4ks).  They work on the byte-reversed words (the
 * little-endian loads of the block). */
#define SM4_ZKSED_OP(name, f7, rd, a, b) \
    __asm__(".insn r 0x33, 0, %3, %0, %1, %2" \
            : "=r"(rd) : "r"(a), "r"(b), "i"(f7))
#define SM4_ED4(x0, t) do { \
    SM4_ZKSED_OP(ed, 0x18, x0, x0, t); \
    SM4_ZKSED_OP(ed, 0x38, x0, x0, t); \
    SM4_ZKSED_OP(ed, 0x58, x0, x0, t); \
    SM4_ZKSED_OP(ed, 0x78, x0, x0, t); \
} while (0)
#define SM4_KS4(x0, t) do { \
    SM4_ZKSED_OP(ks, 0x1a, x0, x0, t); \
    SM4_ZKSED_OP(ks, 0x3a, x0, x0, t); \
    SM4_ZKSED_OP(ks, 0x5a, x0, x0, t); \
    SM4_ZKSED_OP(ks, 0x7a, x0, x0, t); \
} while (0)

static word32 sm4_bswap32(word32 v)
{
    return (v >> 24) | ((v >> 8) & 0xff00U) | ((v << 8) & 0xff0000U) |
           (v << 24);
}

static word32 sm4_load_le32(const byte* p)
{
    return (word32)p[0] | ((word32)p[1] << 8) | ((word32)p[2] << 16) |
           ((word32)p[3] << 24);
}

static void sm4_store_le32(byte* p, word32 v)
{
    p[0] = (byte)v; p[1] = (byte)(v >> 8);
    p[2] = (byte)(v >> 16); p[3] = (byte)(v >> 24);
}

/* Key schedule with sm4ks: rk[0..31] (most significant byte first). */
static void sm4_zksed_key(word32* rk, const byte* key)
{
    word64 k[4];
    int i;

    for (i = 0; i < 4; i++) {
        k[i] = sm4_load_le32(key + 4 * i) ^ sm4_bswap32(sm4_fk[i]);
    }
    for (i = 0; i < 32; i++) {
        word64 t = k[(i + 1) & 3] ^ k[(i + 2) & 3] ^ k[(i + 3) & 3] ^
                   sm4_bswap32(sm4_ck(i));
        word64 x = k[i & 3];
        SM4_KS4(x, t);
        k[i & 3] = x;
        rk[i] = sm4_bswap32((word32)x);
    }
}

/* n blocks with sm4ed, one at a time. */
static void sm4_zksed_crypt(const wc_Sm4* sm4, byte* out, const byte* in,
                            word32 n, int dec, const word64* tw)
{
    static const word64 zero[2] = { 0, 0 };
    long st = dec ? -1 : 1;
    word32 i;
    int r;

    for (i = 0; i < n; i++) {
        const word32* k = dec ? sm4->ksZksed + 31 : sm4->ksZksed;
        const word64* m = (tw != NULL) ? tw + 2 * i : zero;
        word64 x0 = sm4_load_le32(in) ^ (word32)m[0];
        word64 x1 = sm4_load_le32(in + 4) ^ (word32)(m[0] >> 32);
        word64 x2 = sm4_load_le32(in + 8) ^ (word32)m[1];
        word64 x3 = sm4_load_le32(in + 12) ^ (word32)(m[1] >> 32);
        word64 t;
        for (r = 0; r < 32; r += 4) {
            t = x1 ^ x2 ^ x3 ^ k[0];
            SM4_ED4(x0, t);
            t = x2 ^ x3 ^ x0 ^ k[st];
            SM4_ED4(x1, t);
            t = x3 ^ x0 ^ x1 ^ k[2 * st];
            SM4_ED4(x2, t);
            t = x0 ^ x1 ^ x2 ^ k[3 * st];
            SM4_ED4(x3, t);
            k += 4 * st;
        }
        sm4_store_le32(out, (word32)(x3 ^ m[0]));
        sm4_store_le32(out + 4, (word32)(x2 ^ (m[0] >> 32)));
        sm4_store_le32(out + 8, (word32)(x1 ^ m[1]));
        sm4_store_le32(out + 12, (word32)(x0 ^ (m[1] >> 32)));
        in += SM4_BLOCK_SIZE;
        out += SM4_BLOCK_SIZE;
    }
}
#endif /* WC_RISCV_EXT_PATHS */

void sm4_expand_key(wc_Sm4* sm4, const byte* key)
{
    word32 k[4];
    int i;

    for (i = 0; i < 4; i++) {
        k[i] = LoadBE32(key + 4 * i) ^ sm4_fk[i];
    }
    for (i = 0; i < 32; i++) {
        word32 t = sm4_tau(k[(i + 1) & 3] ^ k[(i + 2) & 3] ^
                           k[(i + 3) & 3] ^ sm4_ck(i));
        k[i & 3] ^= t ^ rotlFixed(t, 13) ^ rotlFixed(t, 23);
        sm4->ks[i] = k[i & 3];
    }
#if WC_RISCV_EXT_PATHS
    if (RISCV_CPU_HAS(WC_RV_ZKSED)) {
        sm4_zksed_key(sm4->ks, key);
    }
    for (i = 0; i < 32; i++) {
        sm4->ksZksed[i] = sm4_bswap32(sm4->ks[i]);
    }
#endif
    for (i = 0; i < 32; i++) {
        sm4_bs_key(sm4->bsk[i], sm4->ks[i]);
    }
    ForceZero(k, sizeof(k));
}

/* ---- bitsliced base path ---------------------------------------------- */

/* Little-endian 64-bit load and store at any alignment (a word access
 * where p is 8-byte aligned on a little-endian CPU: RISC-V compilers turn
 * an unaligned memcpy into byte accesses). */
#if defined(__BYTE_ORDER__) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__) \
    && (defined(__GNUC__) || defined(__clang__))
    #define SM4_LE 1
    #define SM4_ALIGNED8(p) __builtin_assume_aligned((p), 8)
#else
    #define SM4_LE 0
    #define SM4_ALIGNED8(p) (p)
#endif

static word64 sm4_load_le64(const byte* p)
{
    word64 v = 0;
    int i;

    if (SM4_LE && (((size_t)p & 7) == 0)) {
        memcpy(&v, SM4_ALIGNED8(p), sizeof(v));
        return v;
    }
    for (i = 7; i >= 0; i--) {
        v = (v << 8) | p[i];
    }
    return v;
}

static void sm4_store_le64(byte* p, word64 v)
{
    int i;

    if (SM4_LE && (((size_t)p & 7) == 0)) {
        memcpy(SM4_ALIGNED8(p), &v, sizeof(v));
        return;
    }
    for (i = 0; i < 8; i++) {
        p[i] = (byte)(v >> (8 * i));
    }
}

/* Exchanges bits of a at positions with bit s set with the bits of b at
 * the positions s lower: m selects the positions with bit s clear. */
#define SM4_SWAPMOVE(a, b, s, m) do { \
    word64 t_ = (((a) >> (s)) ^ (b)) & (m); \
    (b) ^= t_; \
    (a) ^= t_ << (s); \
} while (0)

/* Exchanges, within x, the bits at positions p (selected by m) with
 * those d higher. */
#define SM4_DELTASWAP(x, d, m) do { \
    word64 t_ = (((x) >> (d)) ^ (x)) & (m); \
    (x) ^= t_ ^ (t_ << (d)); \
} while (0)

/* GCC unrolls the transposition loops only when told (Clang does by
 * itself, and warns where a constant bound is not yet known). */
#if defined(__GNUC__) && !defined(__clang__)
    #define SM4_UNROLL _Pragma("GCC unroll 32")
#else
    #define SM4_UNROLL
#endif
#define SM4_ALWAYS_INLINE WC_ALWAYS_INLINE
/* GCC's scheduling before register allocation makes the circuit and the
 * transposition spill (on RV64 at -O2: 119 loads and stores per round
 * with it, 78 without); the bitsliced functions turn it off. */
#define SM4_NO_SCHED WC_NO_SCHED

/* The SWAPMOVE of word-index bit wb with bit position of shift s (mask m)
 * over all 32 words: pairs (a, a + wb) with bit wb of a clear. */
static SM4_NO_SCHED void sm4_bs_swap_layer(word64* w, int wb, int s, word64 m)
{
    int a;
    int k;

    SM4_UNROLL
    for (a = 0; a < 32; a += 2 * wb) {
        SM4_UNROLL
        for (k = a; k < a + wb; k++) {
            SM4_SWAPMOVE(w[k], w[k + wb], s, m);
        }
    }
}

/* w[2k + h] = bytes 8h..8h+7 of block k, little-endian; transposed in
 * place so that w[(i >> 1) | ((i & 1) << 1) | (j << 2)] = st[i][j]:
 * word-index bits 1..4 (block bits) trade places with bit positions 5, 0,
 * 1, 2 (the word-of-half bit and the bit-in-byte bits), then two delta
 * swaps move the byte number to bit positions 4..5 (the 16-bit lanes). */
static SM4_NO_SCHED void sm4_bs_transpose(word64* w)
{
    int a;

    sm4_bs_swap_layer(w, 2, 32, 0x00000000ffffffffULL);
    sm4_bs_swap_layer(w, 4, 1, 0x5555555555555555ULL);
    sm4_bs_swap_layer(w, 8, 2, 0x3333333333333333ULL);
    sm4_bs_swap_layer(w, 16, 4, 0x0f0f0f0f0f0f0f0fULL);
    SM4_UNROLL
    for (a = 0; a < 32; a++) {
        SM4_DELTASWAP(w[a], 16, 0x00000000ffff0000ULL);
        SM4_DELTASWAP(w[a], 8, 0x0000ff000000ff00ULL);
    }
}

/* Inverse of sm4_bs_transpose (each step is an involution), after
 * exchanging the word groups of X_i and X_{3-i} (SM4's final reversal:
 * the group of X_i is w[a] with (a & 3) = (i >> 1) | ((i & 1) << 1), so
 * the exchange is a <-> a ^ 3). */
static SM4_NO_SCHED void sm4_bs_untranspose(word64* w)
{
    int a;

    SM4_UNROLL
    for (a = 0; a < 32; a++) {
        if ((a & 3) < 2) {
            word64 x = w[a];
            word64 y = w[a ^ 3];
            SM4_DELTASWAP(x, 8, 0x0000ff000000ff00ULL);
            SM4_DELTASWAP(x, 16, 0x00000000ffff0000ULL);
            SM4_DELTASWAP(y, 8, 0x0000ff000000ff00ULL);
            SM4_DELTASWAP(y, 16, 0x00000000ffff0000ULL);
            w[a] = y;
            w[a ^ 3] = x;
        }
    }
    sm4_bs_swap_layer(w, 16, 4, 0x0f0f0f0f0f0f0f0fULL);
    sm4_bs_swap_layer(w, 8, 2, 0x3333333333333333ULL);
    sm4_bs_swap_layer(w, 4, 1, 0x5555555555555555ULL);
    sm4_bs_swap_layer(w, 2, 32, 0x00000000ffffffffULL);
}

/* Zeroes n words so that the compiler keeps the stores. */
static void sm4_wipe64(word64* p, int n)
{
    volatile word64* v = (volatile word64*)p;
    int i;

    for (i = 0; i < n; i++) {
        v[i] = 0;
    }
}

/* Lane rotations: R1 moves byte b to byte b - 1 (a 32-bit rotate left
 * by 8 of every X), R3 to byte b + 1. */
#define SM4_R1(x) (((x) >> 16) | ((x) << 48))
#define SM4_R3(x) (((x) << 16) | ((x) >> 48))

/* One round: x0 ^= L(tau(x1 ^ x2 ^ x3 ^ rk)), bitsliced.  With u the
 * S-box output and L(B) = B ^ B<<<2 ^ B<<<10 ^ B<<<18 ^ B<<<24: bit j of
 * the result is D(u[j]) ^ V(u[j - 2]) for j >= 2 and D(u[j]) ^
 * R1(V(u[j + 6])) for j < 2, with D(y) = y ^ R3(y) (the <<<24 term) and
 * V(y) = y ^ R1(y) ^ R1(R1(y)) (the <<<2, <<<10, <<<18 terms). */
static SM4_ALWAYS_INLINE void sm4_bs_round(word64* x0, const word64* x1,
                                          const word64* x2, const word64* x3,
                                          const word64* rk)
{
    word64 t[8];
    word64 u[8];
    word64 v6;
    word64 v7;

    /* Written out (not loops) so that every compiler keeps t and u in
     * registers. */
#define SM4_BS_IN(j) t[j] = x1[4 * (j)] ^ x2[4 * (j)] ^ x3[4 * (j)] ^ rk[j]
    SM4_BS_IN(0); SM4_BS_IN(1); SM4_BS_IN(2); SM4_BS_IN(3);
    SM4_BS_IN(4); SM4_BS_IN(5); SM4_BS_IN(6); SM4_BS_IN(7);
#undef SM4_BS_IN
    SM4_SBOX_CIRCUIT(word64, t, u);
    /* V(u[j]) into t[j]. */
#define SM4_BS_V(j) t[j] = u[j] ^ SM4_R1(u[j] ^ SM4_R1(u[j]))
    SM4_BS_V(0); SM4_BS_V(1); SM4_BS_V(2); SM4_BS_V(3);
    SM4_BS_V(4); SM4_BS_V(5); SM4_BS_V(6); SM4_BS_V(7);
#undef SM4_BS_V
    v6 = t[6];
    v7 = t[7];
#define SM4_BS_OUT(j, v) x0[4 * (j)] ^= u[j] ^ SM4_R3(u[j]) ^ (v)
    SM4_BS_OUT(0, SM4_R1(v6));
    SM4_BS_OUT(1, SM4_R1(v7));
    SM4_BS_OUT(2, t[0]); SM4_BS_OUT(3, t[1]); SM4_BS_OUT(4, t[2]);
    SM4_BS_OUT(5, t[3]); SM4_BS_OUT(6, t[4]); SM4_BS_OUT(7, t[5]);
#undef SM4_BS_OUT
}

/* Up to SM4_BS_BLOCKS blocks (n of them; the rest of the pass is
 * padding).  w: 32 words of scratch, holding data when it returns (the
 * caller wipes it). */
static SM4_NO_SCHED void sm4_bs_pass(const wc_Sm4* sm4, byte* out,
                                     const byte* in, word32 n, int dec,
                                     word64* w, const word64* tw)
{
    const word64* rk;
    long step;
    word32 k;
    int r;

    if (n < SM4_BS_BLOCKS) {
        memset(w, 0, 32 * sizeof(word64));
    }
    if (tw != NULL) {
        for (k = 0; k < 2 * n; k++) {
            w[k] = sm4_load_le64(in + 8 * k) ^ tw[k];
        }
    }
    else if (SM4_LE && (((size_t)in & 7) == 0)) {
        memcpy(w, SM4_ALIGNED8(in), n * SM4_BLOCK_SIZE);
    }
    else {
        for (k = 0; k < 2 * n; k++) {
            w[k] = sm4_load_le64(in + 8 * k);
        }
    }
    sm4_bs_transpose(w);
    /* X_i bit j: w[o_i + 4j], o = 0, 2, 1, 3 for i = 0..3. */
    rk = dec ? sm4->bsk[31] : sm4->bsk[0];
    step = dec ? -8 : 8;
    for (r = 0; r < 32; r += 4) {
        sm4_bs_round(w + 0, w + 2, w + 1, w + 3, rk);
        rk += step;
        sm4_bs_round(w + 2, w + 1, w + 3, w + 0, rk);
        rk += step;
        sm4_bs_round(w + 1, w + 3, w + 0, w + 2, rk);
        rk += step;
        sm4_bs_round(w + 3, w + 0, w + 2, w + 1, rk);
        rk += step;
    }
    sm4_bs_untranspose(w);
    if (tw != NULL) {
        for (k = 0; k < 2 * n; k++) {
            sm4_store_le64(out + 8 * k, w[k] ^ tw[k]);
        }
    }
    else if (SM4_LE && (((size_t)out & 7) == 0)) {
        memcpy(SM4_ALIGNED8(out), w, n * SM4_BLOCK_SIZE);
    }
    else {
        for (k = 0; k < 2 * n; k++) {
            sm4_store_le64(out + 8 * k, w[k]);
        }
    }
}

/* One block by the key-schedule circuit (cheaper than a bitsliced pass
 * for a single block: CBC encryption, tweaks).  Constant time. */
static void sm4_ct_block(const wc_Sm4* sm4, byte* out, const byte* in,
                         int dec)
{
    word32 x[4];
    int r;

    for (r = 0; r < 4; r++) {
        x[r] = LoadBE32(in + 4 * r);
    }
    for (r = 0; r < 32; r++) {
        word32 t = sm4_tau(x[(r + 1) & 3] ^ x[(r + 2) & 3] ^ x[(r + 3) & 3] ^
                           sm4->ks[dec ? 31 - r : r]);
        x[r & 3] ^= t ^ rotlFixed(t, 2) ^ rotlFixed(t, 10) ^
                    rotlFixed(t, 18) ^ rotlFixed(t, 24);
    }
    for (r = 0; r < 4; r++) {
        StoreBE32(out + 4 * r, x[3 - r]);
    }
    ForceZero(x, sizeof(x));
}

void sm4_crypt_blocks_xex(const wc_Sm4* sm4, byte* out, const byte* in,
                          word32 n, int dec, const word64* tw)
{
    word64 w[32];

#if WC_RISCV_EXT_PATHS
    if ((tw == NULL) && riscv_vcrypto_sm4_ok() &&
        (((((size_t)out) | ((size_t)in)) & 3) == 0)) {
        /* the Zvksed kernel (riscv_vcrypto.c), several blocks per group */
        if (!dec)
            riscv_vcrypto_sm4_ecb(sm4->ks, out, in, n);
        else {
            riscv_vcrypto_sm4_reverse_key((word32*)w, sm4->ks);
            riscv_vcrypto_sm4_ecb((const word32*)w, out, in, n);
            sm4_wipe64(w, 16);
        }
        return;
    }
    if (RISCV_CPU_HAS(WC_RV_ZKSED)) {
        sm4_zksed_crypt(sm4, out, in, n, dec, tw);
        return;
    }
#endif
    if (n == 1) {
        /* One block: the key-schedule circuit beats a 16-block pass. */
        word64 b[2];
        byte* bb = (byte*)b;
        word64 m0 = (tw != NULL) ? tw[0] : 0;
        word64 m1 = (tw != NULL) ? tw[1] : 0;
        sm4_store_le64(bb, sm4_load_le64(in) ^ m0);
        sm4_store_le64(bb + 8, sm4_load_le64(in + 8) ^ m1);
        sm4_ct_block(sm4, bb, bb, dec);
        sm4_store_le64(out, sm4_load_le64(bb) ^ m0);
        sm4_store_le64(out + 8, sm4_load_le64(bb + 8) ^ m1);
        sm4_wipe64(b, 2);
        return;
    }
    while (n > 0) {
        word32 m = (n < SM4_BS_BLOCKS) ? n : SM4_BS_BLOCKS;
        sm4_bs_pass(sm4, out, in, m, dec, w, tw);
        in += m * SM4_BLOCK_SIZE;
        out += m * SM4_BLOCK_SIZE;
        if (tw != NULL) {
            tw += 2 * m;
        }
        n -= m;
    }
    sm4_wipe64(w, 32);
}

void sm4_crypt_blocks(const wc_Sm4* sm4, byte* out, const byte* in,
                      word32 n, int dec)
{
    sm4_crypt_blocks_xex(sm4, out, in, n, dec, NULL);
}

#endif /* WOLFSSL_SM4 */
