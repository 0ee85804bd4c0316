/* aes_riscv.c
 *
 * The AES core with the RISC-V scalar crypto extensions Zkne (aes64es,
 * aes64esm) and Zknd (aes64ds, aes64dsm, aes64im), two blocks interleaved
 * so that a dual-issue core runs both chains, and the choice of core for
 * aes_encrypt_blocks / aes_decrypt_blocks (aes_internal.h).  Algorithm
 * layer under aes.c; uses riscv_cpu.h, and riscv_vcrypto.h's Zvkned
 * ECB kernels first when the CPU has them.  Compiled to the bitsliced core
 * alone unless WC_RISCV_EXT_PATHS (riscv64 with WOLFSSL_RISCV_ASM).
 *
 * The instructions are emitted with .insn so that the base -march
 * assembles them (encodings of the RISC-V scalar cryptography spec
 * v1.0.1, opcode OP 0x33: aes64es funct7 0011001, aes64esm 0011011,
 * aes64ds 0011101, aes64dsm 0011111, funct3 000; aes64im is OP-IMM 0x13,
 * funct3 001, imm 0x300).  They run only when riscv_cpu_features() has
 * both Zkne and Zknd.  The instructions are constant time in their
 * operands (Zkt's promise for these; the path has no table or branch).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#include "aes_internal.h"
#include "riscv_vcrypto.h"
#include "block_modes.h"

#include <stdint.h>
#include <string.h>

#ifndef NO_AES

#if WC_RISCV_EXT_PATHS

#define AES_ZKN_R(f7, d, a, b)                                              \
    __asm__ (".insn r 0x33, 0, " #f7 ", %0, %1, %2"                         \
             : "=r" (d) : "r" (a), "r" (b))
#define AES_ZKN_ES(d, a, b)     AES_ZKN_R(0x19, d, a, b)
#define AES_ZKN_ESM(d, a, b)    AES_ZKN_R(0x1b, d, a, b)
#define AES_ZKN_DS(d, a, b)     AES_ZKN_R(0x1d, d, a, b)
#define AES_ZKN_DSM(d, a, b)    AES_ZKN_R(0x1f, d, a, b)
#define AES_ZKN_IM(d, a)                                                    \
    __asm__ (".insn i 0x13, 1, %0, %1, 0x300" : "=r" (d) : "r" (a))

int aes_zkn_usable(void)
{
    return RISCV_CPU_HAS(WC_RV_ZKNE | WC_RV_ZKND);
}

/* The rounds of two interleaved blocks unrolled (GCC does it only when
 * told; the round count is 10, 12 or 14 and the loop exits by it). */
#if defined(__GNUC__) && !defined(__clang__)
    #define AES_ZKN_UNROLL _Pragma("GCC unroll 13")
#else
    #define AES_ZKN_UNROLL
#endif

/* 64-bit loads and stores: direct when the buffer is 8-byte aligned (an
 * address is public), else through memcpy (bytes). */
static WC_INLINE word64 aes_zkn_load(const byte* p, int aligned)
{
    word64 v;

    if (aligned)
        return *(const word64*)(const void*)p;
    memcpy(&v, p, 8);
    return v;
}

static WC_INLINE void aes_zkn_store(byte* p, word64 v, int aligned)
{
    if (aligned)
        *(word64*)(void*)p = v;
    else
        memcpy(p, &v, 8);
}

/* One block (s[0], s[1]) through all rounds. */
static void aes_zkn_enc1(const word64* ek, int rounds, word64* s)
{
    word64 a0 = s[0] ^ ek[0], a1 = s[1] ^ ek[1];
    word64 n0, n1;
    int r;

    for (r = 1; r < rounds; r++) {
        AES_ZKN_ESM(n0, a0, a1);
        AES_ZKN_ESM(n1, a1, a0);
        a0 = n0 ^ ek[2 * r];
        a1 = n1 ^ ek[2 * r + 1];
    }
    AES_ZKN_ES(n0, a0, a1);
    AES_ZKN_ES(n1, a1, a0);
    s[0] = n0 ^ ek[2 * rounds];
    s[1] = n1 ^ ek[2 * rounds + 1];
}

/* Blocks a and b (state halves a0 a1, b0 b1) through all rounds. */
static WC_ALWAYS_INLINE void aes_zkn_enc2(const word64* ek, int rounds,
                                          word64* s)
{
    word64 a0 = s[0] ^ ek[0], a1 = s[1] ^ ek[1];
    word64 b0 = s[2] ^ ek[0], b1 = s[3] ^ ek[1];
    word64 n0, n1, m0, m1;
    int r;

    AES_ZKN_UNROLL
    for (r = 1; r < rounds; r++) {
        AES_ZKN_ESM(n0, a0, a1);
        AES_ZKN_ESM(m0, b0, b1);
        AES_ZKN_ESM(n1, a1, a0);
        AES_ZKN_ESM(m1, b1, b0);
        a0 = n0 ^ ek[2 * r];
        b0 = m0 ^ ek[2 * r];
        a1 = n1 ^ ek[2 * r + 1];
        b1 = m1 ^ ek[2 * r + 1];
    }
    AES_ZKN_ES(n0, a0, a1);
    AES_ZKN_ES(m0, b0, b1);
    AES_ZKN_ES(n1, a1, a0);
    AES_ZKN_ES(m1, b1, b0);
    s[0] = n0 ^ ek[2 * rounds];
    s[1] = n1 ^ ek[2 * rounds + 1];
    s[2] = m0 ^ ek[2 * rounds];
    s[3] = m1 ^ ek[2 * rounds + 1];
}

/* The equivalent inverse cipher (FIPS 197 5.3.5): dk holds
 * InvMixColumns of the round keys 1..Nr-1. */
static void aes_zkn_dec2(const word64* ek, const word64* dk, int rounds,
                         word64* s)
{
    word64 a0 = s[0] ^ ek[2 * rounds], a1 = s[1] ^ ek[2 * rounds + 1];
    word64 b0 = s[2] ^ ek[2 * rounds], b1 = s[3] ^ ek[2 * rounds + 1];
    word64 n0, n1, m0, m1;
    int r;

    for (r = rounds - 1; r > 0; r--) {
        AES_ZKN_DSM(n0, a0, a1);
        AES_ZKN_DSM(m0, b0, b1);
        AES_ZKN_DSM(n1, a1, a0);
        AES_ZKN_DSM(m1, b1, b0);
        a0 = n0 ^ dk[2 * r];
        b0 = m0 ^ dk[2 * r];
        a1 = n1 ^ dk[2 * r + 1];
        b1 = m1 ^ dk[2 * r + 1];
    }
    AES_ZKN_DS(n0, a0, a1);
    AES_ZKN_DS(m0, b0, b1);
    AES_ZKN_DS(n1, a1, a0);
    AES_ZKN_DS(m1, b1, b0);
    s[0] = n0 ^ ek[0];
    s[1] = n1 ^ ek[1];
    s[2] = m0 ^ ek[0];
    s[3] = m1 ^ ek[1];
}

/* Pairs of blocks through enc (dk NULL) or dec; an odd last block runs
 * alone (encryption) or beside a copy of itself (decryption). */
static void aes_zkn_blocks(const aes_key_sched* ks, const word64* dk,
                           byte* out, const byte* in, word32 n)
{
    word64 s[4];
    int al = ((((uintptr_t)in | (uintptr_t)out) & 7) == 0);

    while (n > 0) {
        word32 k = (n > 1) ? 2 : 1;

        s[0] = aes_zkn_load(in, al);
        s[1] = aes_zkn_load(in + 8, al);
        s[2] = aes_zkn_load(in + 16 * (k - 1), al);
        s[3] = aes_zkn_load(in + 16 * (k - 1) + 8, al);
        if ((dk == NULL) && (k == 1))
            aes_zkn_enc1(ks->ek, ks->rounds, s);
        else if (dk == NULL)
            aes_zkn_enc2(ks->ek, ks->rounds, s);
        else
            aes_zkn_dec2(ks->ek, dk, ks->rounds, s);
        aes_zkn_store(out, s[0], al);
        aes_zkn_store(out + 8, s[1], al);
        if (k == 2) {
            aes_zkn_store(out + 16, s[2], al);
            aes_zkn_store(out + 24, s[3], al);
        }
        in += 16 * k;
        out += 16 * k;
        n -= k;
    }
    aes_wipe_words(s, 4);
}

void aes_zkn_encrypt_blocks(const aes_key_sched* ks, byte* out,
                            const byte* in, word32 n)
{
    aes_zkn_blocks(ks, NULL, out, in, n);
}

void aes_zkn_decrypt_blocks(const aes_key_sched* ks, byte* out,
                            const byte* in, word32 n)
{
    word64 dk[2 * (AES_MAX_ROUNDS + 1)];
    int r;

    for (r = 1; r < ks->rounds; r++) {
        AES_ZKN_IM(dk[2 * r], ks->ek[2 * r]);
        AES_ZKN_IM(dk[2 * r + 1], ks->ek[2 * r + 1]);
    }
    aes_zkn_blocks(ks, dk, out, in, n);
    aes_wipe_words(dk, 2 * (AES_MAX_ROUNDS + 1));
}

/* rev8 and brev8 (Zbkb; RV64: OP-IMM funct3 101, imm 0x6b8 / 0x687): the
 * bytes of x reversed / the bits of every byte reversed.  brev8 of a
 * little-endian load of GCM bytes gives the polynomial in plain bit order
 * (coefficient of x^i in bit i), rev8 + brev8 turns the mode's big-endian
 * halves into that order and back. */
#define AES_ZKN_REV8(d, a)                                                  \
    __asm__ (".insn i 0x13, 5, %0, %1, 0x6b8" : "=r" (d) : "r" (a))
#define AES_ZKN_BREV8(d, a)                                                 \
    __asm__ (".insn i 0x13, 5, %0, %1, 0x687" : "=r" (d) : "r" (a))

static int aes_zkn_gcm_usable(void)
{
    return RISCV_CPU_HAS(WC_RV_ZKNE) && RISCV_CPU_HAS(WC_RV_ZBKB) &&
           (RISCV_CPU_HAS(WC_RV_ZBC) || RISCV_CPU_HAS(WC_RV_ZBKC)) &&
           !riscv_vcrypto_aes_ok();
}

/* A big-endian half of the mode's GHASH values in plain bit order, and
 * back (the same bit reversal). */
static WC_INLINE word64 aes_zkn_bitrev(word64 v)
{
    word64 t, r;

    AES_ZKN_REV8(t, v);
    AES_ZKN_BREV8(r, t);
    return r;
}

/* The key power hp of the mode (high, low, high ^ low) in plain order:
 * the high half is coefficients 64..127. */
static WC_INLINE void aes_zkn_plain_key(word64* d, const word64* hp)
{
    d[1] = aes_zkn_bitrev(hp[0]);
    d[0] = aes_zkn_bitrev(hp[1]);
    d[2] = d[0] ^ d[1];
}

/* GCM's text, two blocks per turn: the counter blocks made in registers
 * (the first 12 bytes as loaded, the big-endian 32-bit count by rev8 of
 * the native one: rev8 of a zero-extended word is its byte swap in the
 * upper half), both encrypted interleaved, XORed with the input, and the
 * two ciphertext blocks hashed with one reduction:
 * x = ((x ^ c1) H^2 ^ c2 H) mod P.  GHASH runs in plain bit order, where
 * clmul/clmulh give the exact product and P = x^128 + x^7 + x^2 + x + 1
 * folds with clmul by 0x87: the upper half T = t3:t2 becomes
 * t2 0x87 + t3 0x87 x^64, whose 7 bits past x^127 fold once more.
 * (Four blocks per turn measured worse: the extra words spill.)  An odd
 * last block is left to the mode.  No branch or index on key or data. */
word32 aes_zkn_gcm(const void* key, const bm_ghash_key* gk, word64* x,
                   byte* ctr, byte* out, const byte* in, word32 n, int enc)
{
    const aes_key_sched* ks = (const aes_key_sched*)key;
    int al = ((((uintptr_t)in | (uintptr_t)out) & 7) == 0);
    word64 s[4], acc[4], h1[3], h2[3], c0, c1, xl, xh;
    word64 i0, i1, i2, i3, b0, b1, b2, b3, t, l2, m2, l3, m3, l4, m4;
    const word64 g = 0x87;
    word32 cnt, done;

    if ((n < 2) || !aes_zkn_gcm_usable())
        return 0;
    aes_zkn_plain_key(h1, gk->h[0]);
    aes_zkn_plain_key(h2, gk->h[1]);
    xh = aes_zkn_bitrev(x[1]);
    xl = aes_zkn_bitrev(x[0]);
    memcpy(&c0, ctr, 8);
    c1 = (word64)LoadLE32(ctr + 8);
    cnt = LoadBE32(ctr + 12);
    for (done = 0; done + 2 <= n; done += 2) {
        s[0] = c0;
        AES_ZKN_REV8(t, (word64)cnt);
        s[1] = c1 | t;
        s[2] = c0;
        AES_ZKN_REV8(t, (word64)(word32)(cnt + 1));
        s[3] = c1 | t;
        aes_zkn_enc2(ks->ek, ks->rounds, s);
        i0 = aes_zkn_load(in, al);
        i1 = aes_zkn_load(in + 8, al);
        i2 = aes_zkn_load(in + 16, al);
        i3 = aes_zkn_load(in + 24, al);
        s[0] ^= i0;
        s[1] ^= i1;
        s[2] ^= i2;
        s[3] ^= i3;
        aes_zkn_store(out, s[0], al);
        aes_zkn_store(out + 8, s[1], al);
        aes_zkn_store(out + 16, s[2], al);
        aes_zkn_store(out + 24, s[3], al);
        if (enc) {              /* the direction is public */
            i0 = s[0];
            i1 = s[1];
            i2 = s[2];
            i3 = s[3];
        }
        AES_ZKN_BREV8(b0, i0);
        AES_ZKN_BREV8(b1, i1);
        AES_ZKN_BREV8(b2, i2);
        AES_ZKN_BREV8(b3, i3);
        b0 ^= xl;
        b1 ^= xh;
        acc[0] = acc[1] = acc[2] = acc[3] = 0;
        /* high word first: acc[0] is coefficients 192..255 */
        BM_GHASH_MUL_ACC(bm_clmul64_zbc, acc, b1, b0, h2);
        BM_GHASH_MUL_ACC(bm_clmul64_zbc, acc, b3, b2, h1);
        bm_clmul64_zbc(acc[1], g, &m2, &l2);
        bm_clmul64_zbc(acc[0], g, &m3, &l3);
        bm_clmul64_zbc(m3, g, &m4, &l4);
        xl = acc[3] ^ l2 ^ l4;
        xh = acc[2] ^ m2 ^ l3;
        cnt += 2;
        in += 32;
        out += 32;
    }
    (void)m4;
    x[0] = aes_zkn_bitrev(xl);
    x[1] = aes_zkn_bitrev(xh);
    StoreBE32(ctr + 12, cnt);
    aes_wipe_words(s, 4);
    aes_wipe_words(acc, 4);
    aes_wipe_words(h1, 3);
    aes_wipe_words(h2, 3);
    return done;
}

#else

int aes_zkn_usable(void)
{
    return 0;
}

void aes_zkn_encrypt_blocks(const aes_key_sched* ks, byte* out,
                            const byte* in, word32 n)
{
    aes_bs_encrypt_blocks(ks, out, in, n);
}

void aes_zkn_decrypt_blocks(const aes_key_sched* ks, byte* out,
                            const byte* in, word32 n)
{
    aes_bs_decrypt_blocks(ks, out, in, n);
}

#endif /* WC_RISCV_EXT_PATHS */

#if WC_RISCV_EXT_PATHS
/* The vector-crypto kernels (riscv_vcrypto.c, Zvkned) take the schedule's
 * ek as it is (FIPS 197 byte order); they load with vle32.v, so they get
 * 4-byte-aligned buffers only (a misaligned vector access may trap on
 * hardware). */
#define AES_VEC_OK(out, in) (riscv_vcrypto_aes_ok() &&                      \
    (((((size_t)(out)) | ((size_t)(in))) & 3) == 0))
#else
#define AES_VEC_OK(out, in) 0
#endif

word32 aes_ctr_blocks(const void* ks, byte* ctr, byte* out,
                      const byte* in, word32 n, int inc)
{
    if ((n < AES_BS_CTR_MIN) || AES_VEC_OK(out, in) || aes_zkn_usable())
        return 0;
    return aes_bs_ctr((const aes_key_sched*)ks, ctr, out, in, n,
                      inc == BM_CTR_INC128);
}

void aes_encrypt_blocks(const void* ks, byte* out, const byte* in,
                        word32 n)
{
#if WC_RISCV_EXT_PATHS
    if (AES_VEC_OK(out, in)) {
        riscv_vcrypto_aes_ecb_encrypt(
            (const byte*)((const aes_key_sched*)ks)->ek,
            ((const aes_key_sched*)ks)->rounds, out, in, n);
        return;
    }
#endif
    if (aes_zkn_usable())
        aes_zkn_encrypt_blocks((const aes_key_sched*)ks, out, in, n);
    else
        aes_bs_encrypt_blocks((const aes_key_sched*)ks, out, in, n);
}

void aes_decrypt_blocks(const void* ks, byte* out, const byte* in,
                        word32 n)
{
#if WC_RISCV_EXT_PATHS
    if (AES_VEC_OK(out, in)) {
        riscv_vcrypto_aes_ecb_decrypt(
            (const byte*)((const aes_key_sched*)ks)->ek,
            ((const aes_key_sched*)ks)->rounds, out, in, n);
        return;
    }
#endif
    if (aes_zkn_usable())
        aes_zkn_decrypt_blocks((const aes_key_sched*)ks, out, in, n);
    else
        aes_bs_decrypt_blocks((const aes_key_sched*)ks, out, in, n);
}

#endif /* !NO_AES */
