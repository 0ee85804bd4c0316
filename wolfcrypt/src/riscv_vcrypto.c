/* riscv_vcrypto.c
 *
 * AES and SM4 kernels on the RISC-V vector crypto extensions (Zvkned,
 * Zvkg, Zvkb/Zvbb, Zvksed; riscv_vcrypto.h has the interface and the key
 * formats).  Support layer below aes.c / sm4.c; uses riscv_cpu.h (which
 * extensions run) and riscv_vinsn.h (the instruction encodings).
 *
 * Each kernel is one asm statement that loads its keys into vector
 * registers and loops over the data itself: the compiler knows nothing
 * of vector registers (this file is built without V in -march, so it has
 * no vector code of its own), so no vector value may live across C code.
 * Register plan (LMUL = 4, SEW = 32 unless stated):
 *   v0        mask (CTR: word 3 of each block; XTS: even 64-bit elements)
 *   v1..v15   AES round keys (.vs operands); SM4 round keys in v4..v11
 *   v12..v15  SM4: vrgather index that reverses the words of each block
 *   v16..v19  the blocks being processed
 *   v20..v23  XTS tweaks (in GHASH bit order) / CTR counters / GHASH data
 *   v24..v27  XTS tweaks as XORed / CTR increment / GHASH H^n
 *   v28..v31  XTS alpha^n / data / scratch
 * A vector group holds up to 32 blocks (vsetvli with AVL <= 128): 4 at
 * VLEN = 128, 8 at 256.  Only s0, sp, gp, tp, ra are untouched as the
 * inline-asm contract asks: GPR temporaries are compiler-chosen operands.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "riscv_vcrypto.h"

#if WC_RISCV_EXT_PATHS

#include "riscv_vinsn.h"
#include <string.h>

#ifndef AES_GCM_AUTH_E
    #define AES_GCM_AUTH_E (-180)   /* upstream's value (error-crypt.h) */
#endif

/* Blocks per vector group at most: AVL cap in 32-bit elements. */
#define RVV_CAP_ELEMS "128"

static int riscv_vcrypto_has_kb(void)
{
    return RISCV_CPU_HAS(WC_RV_ZVKB) || RISCV_CPU_HAS(WC_RV_ZVBB);
}

int riscv_vcrypto_aes_ok(void)
{
    return RISCV_CPU_HAS(RVV_AES_BITS) && riscv_vcrypto_has_kb();
}

int riscv_vcrypto_gcm_ok(void)
{
    return RISCV_CPU_HAS(RVV_GCM_BITS) && riscv_vcrypto_has_kb();
}

int riscv_vcrypto_xts_ok(void)
{
    return RISCV_CPU_HAS(RVV_XTS_BITS) && riscv_vcrypto_has_kb();
}

int riscv_vcrypto_sm4_ok(void)
{
    return RISCV_CPU_HAS(RVV_SM4_BITS) && riscv_vcrypto_has_kb();
}

int riscv_vcrypto_sm4_xts_ok(void)
{
    return riscv_vcrypto_sm4_ok() && RISCV_CPU_HAS(WC_RV_ZVKG);
}

/* ------------------------------------------------------------------ */
/* asm fragments                                                       */
/* ------------------------------------------------------------------ */

/* One round key (16 bytes at %[u]) into register v, %[u] moved on. */
#define RVV_LDK(v) RVV_VLE32(v, "%[u]") "addi %[u], %[u], 16\n\t"

/* AES round keys rk[0..rounds] into v1.. (e32, LMUL 1 as the registers
 * are not LMUL-aligned, vl 4); uses %[t], %[u]. */
#define RVV_AES_LOAD_KEYS                                                  \
    "li %[t], 4\n\t"                                                       \
    RVV_VSETVLI("%[t]", "%[t]", RVV_E32M1_TA_MA)                          \
    "mv %[u], %[rk]\n\t"                                                   \
    RVV_LDK(1) RVV_LDK(2) RVV_LDK(3) RVV_LDK(4) RVV_LDK(5) RVV_LDK(6)      \
    RVV_LDK(7) RVV_LDK(8) RVV_LDK(9) RVV_LDK(10) RVV_LDK(11)               \
    "bnez %[r10], 8f\n\t"                                                  \
    RVV_LDK(12) RVV_LDK(13)                                                \
    "bnez %[r12], 8f\n\t"                                                  \
    RVV_LDK(14)                                                            \
    RVV_VLE32(15, "%[u]")                                                  \
    "8:\n\t"

/* AES encryption of the blocks in v16; %[r10] / %[r12] are 1 for 10 /
 * 12 rounds (the branches are on the round count only). */
#define RVV_AES_ENC_V16                                                    \
    RVV_VAESZ_VS(16, 1)                                                    \
    RVV_VAESEM_VS(16, 2) RVV_VAESEM_VS(16, 3) RVV_VAESEM_VS(16, 4)         \
    RVV_VAESEM_VS(16, 5) RVV_VAESEM_VS(16, 6) RVV_VAESEM_VS(16, 7)         \
    RVV_VAESEM_VS(16, 8) RVV_VAESEM_VS(16, 9) RVV_VAESEM_VS(16, 10)        \
    "bnez %[r10], 5f\n\t"                                                  \
    RVV_VAESEM_VS(16, 11) RVV_VAESEM_VS(16, 12)                            \
    "bnez %[r12], 6f\n\t"                                                  \
    RVV_VAESEM_VS(16, 13) RVV_VAESEM_VS(16, 14) RVV_VAESEF_VS(16, 15)      \
    "j 7f\n"                                                               \
    "6:\n\t" RVV_VAESEF_VS(16, 13) "j 7f\n"                                \
    "5:\n\t" RVV_VAESEF_VS(16, 11)                                         \
    "7:\n\t"

/* AES decryption (the inverse cipher with the encryption round keys). */
#define RVV_AES_DEC_V16                                                    \
    "bnez %[r10], 5f\n\t"                                                  \
    "bnez %[r12], 6f\n\t"                                                  \
    RVV_VAESZ_VS(16, 15) RVV_VAESDM_VS(16, 14) RVV_VAESDM_VS(16, 13)       \
    RVV_VAESDM_VS(16, 12) RVV_VAESDM_VS(16, 11) "j 7f\n"                   \
    "6:\n\t"                                                               \
    RVV_VAESZ_VS(16, 13) RVV_VAESDM_VS(16, 12) RVV_VAESDM_VS(16, 11)       \
    "j 7f\n"                                                               \
    "5:\n\t" RVV_VAESZ_VS(16, 11)                                          \
    "7:\n\t"                                                               \
    RVV_VAESDM_VS(16, 10) RVV_VAESDM_VS(16, 9) RVV_VAESDM_VS(16, 8)        \
    RVV_VAESDM_VS(16, 7) RVV_VAESDM_VS(16, 6) RVV_VAESDM_VS(16, 5)         \
    RVV_VAESDM_VS(16, 4) RVV_VAESDM_VS(16, 3) RVV_VAESDM_VS(16, 2)         \
    RVV_VAESDF_VS(16, 1)

/* SM4 round keys into v4..v11 and the word-reversing index into v12
 * (v12[k] = k ^ 3); uses %[t], %[u]. */
#define RVV_SM4_LOAD_KEYS                                                  \
    "li %[t], 4\n\t"                                                       \
    RVV_VSETVLI("%[t]", "%[t]", RVV_E32M1_TA_MA)                          \
    "mv %[u], %[rk]\n\t"                                                   \
    RVV_LDK(4) RVV_LDK(5) RVV_LDK(6) RVV_LDK(7) RVV_LDK(8) RVV_LDK(9)      \
    RVV_LDK(10)                                                            \
    RVV_VLE32(11, "%[u]")                                                  \
    "li %[t], " RVV_CAP_ELEMS "\n\t"                                       \
    RVV_VSETVLI("%[t]", "%[t]", RVV_E32M4_TA_MU)                          \
    RVV_VID_V(12) RVV_VXOR_VI(12, 12, 3)

/* SM4 on the blocks in v16 (bytes as loaded), result in v0..v3 (which
 * holds no mask while a kernel runs SM4). */
#define RVV_SM4_V16_TO_V0                                                  \
    RVV_VREV8_V(16, 16)                                                    \
    RVV_VSM4R_VS(16, 4) RVV_VSM4R_VS(16, 5) RVV_VSM4R_VS(16, 6)            \
    RVV_VSM4R_VS(16, 7) RVV_VSM4R_VS(16, 8) RVV_VSM4R_VS(16, 9)            \
    RVV_VSM4R_VS(16, 10) RVV_VSM4R_VS(16, 11)                              \
    RVV_VREV8_V(16, 16)                                                    \
    RVV_VRGATHER_VV(0, 16, 12)

/* vl for the next group: min(4 * %[n], cap) into %[vl]; %[u] = blocks
 * in the group. */
#define RVV_GROUP_VL(vt)                                                   \
    "slli %[t], %[n], 2\n\t"                                               \
    "li %[u], " RVV_CAP_ELEMS "\n\t"                                       \
    "bleu %[t], %[u], 3f\n\t"                                              \
    "mv %[t], %[u]\n"                                                      \
    "3:\n\t"                                                               \
    RVV_VSETVLI("%[vl]", "%[t]", vt)                                       \
    "srli %[u], %[vl], 2\n\t"

/* Advance in, out by the group (%[vl] words), count down %[n] by %[u]
 * blocks and loop to 2 while blocks remain. */
#define RVV_GROUP_NEXT                                                     \
    "slli %[t], %[vl], 2\n\t"                                              \
    "add %[in], %[in], %[t]\n\t"                                           \
    "add %[out], %[out], %[t]\n\t"                                         \
    "sub %[n], %[n], %[u]\n\t"                                             \
    "bnez %[n], 2b\n\t"

/* ------------------------------------------------------------------ */
/* ECB                                                                 */
/* ------------------------------------------------------------------ */

#define RVV_ECB_KERNEL(name, LOAD, CIPHER, RES)                            \
static void name(const byte* rk, int rounds, byte* out, const byte* in,    \
                 size_t blocks)                                            \
{                                                                          \
    size_t vl, t, u;                                                       \
    long r10 = (rounds == 10), r12 = (rounds == 12);                       \
    if (blocks == 0)                                                       \
        return;                                                            \
    __asm__ __volatile__(                                                  \
        LOAD                                                               \
        "2:\n\t"                                                           \
        RVV_GROUP_VL(RVV_E32M4_TA_MU)                                      \
        RVV_VLE32(16, "%[in]")                                             \
        CIPHER                                                             \
        RVV_VSE32(RES, "%[out]")                                           \
        RVV_GROUP_NEXT                                                     \
        : [in] "+r" (in), [out] "+r" (out), [n] "+r" (blocks),             \
          [vl] "=&r" (vl), [t] "=&r" (t), [u] "=&r" (u)                    \
        : [rk] "r" (rk), [r10] "r" (r10), [r12] "r" (r12)                  \
        : "memory");                                                       \
}

RVV_ECB_KERNEL(rvv_aes_ecb_enc, RVV_AES_LOAD_KEYS, RVV_AES_ENC_V16, 16)
RVV_ECB_KERNEL(rvv_aes_ecb_dec, RVV_AES_LOAD_KEYS, RVV_AES_DEC_V16, 16)
RVV_ECB_KERNEL(rvv_sm4_ecb, RVV_SM4_LOAD_KEYS, RVV_SM4_V16_TO_V0, 0)

void riscv_vcrypto_aes_ecb_encrypt(const byte* rk, int rounds, byte* out,
                                   const byte* in, size_t blocks)
{
    rvv_aes_ecb_enc(rk, rounds, out, in, blocks);
}

void riscv_vcrypto_aes_ecb_decrypt(const byte* rk, int rounds, byte* out,
                                   const byte* in, size_t blocks)
{
    rvv_aes_ecb_dec(rk, rounds, out, in, blocks);
}

void riscv_vcrypto_sm4_ecb(const word32 rk[32], byte* out, const byte* in,
                           size_t blocks)
{
    rvv_sm4_ecb((const byte*)rk, 0, out, in, blocks);
}

/* ------------------------------------------------------------------ */
/* Key expansion                                                       */
/* ------------------------------------------------------------------ */

/* Store v at %[rk] / %[p] and move on 16 bytes. */
#define RVV_STK(v) RVV_VSE32(v, "%[rk]") "addi %[rk], %[rk], 16\n\t"
#define RVV_STP(v) RVV_VSE32(v, "%[p]") "addi %[p], %[p], 16\n\t"

static void rvv_aes128_expand(byte* rk, const byte* key)
{
    size_t t;
    __asm__ __volatile__(
        "li %[t], 4\n\t"
        RVV_VSETVLI("%[t]", "%[t]", RVV_E32M1_TA_MA)
        RVV_VLE32(1, "%[key]")
        RVV_STK(1)
        RVV_VAESKF1_VI(2, 1, 1)  RVV_STK(2)
        RVV_VAESKF1_VI(1, 2, 2)  RVV_STK(1)
        RVV_VAESKF1_VI(2, 1, 3)  RVV_STK(2)
        RVV_VAESKF1_VI(1, 2, 4)  RVV_STK(1)
        RVV_VAESKF1_VI(2, 1, 5)  RVV_STK(2)
        RVV_VAESKF1_VI(1, 2, 6)  RVV_STK(1)
        RVV_VAESKF1_VI(2, 1, 7)  RVV_STK(2)
        RVV_VAESKF1_VI(1, 2, 8)  RVV_STK(1)
        RVV_VAESKF1_VI(2, 1, 9)  RVV_STK(2)
        RVV_VAESKF1_VI(1, 2, 10) RVV_VSE32(1, "%[rk]")
        RVV_VXOR_VV(1, 1, 1) RVV_VXOR_VV(2, 2, 2)
        : [rk] "+r" (rk), [t] "=&r" (t)
        : [key] "r" (key)
        : "memory");
}

static void rvv_aes256_expand(byte* rk, const byte* key)
{
    size_t t;
    const byte* key2 = key + 16;
    __asm__ __volatile__(
        "li %[t], 4\n\t"
        RVV_VSETVLI("%[t]", "%[t]", RVV_E32M1_TA_MA)
        RVV_VLE32(1, "%[key]")
        RVV_VLE32(2, "%[key2]")
        RVV_STK(1)
        RVV_STK(2)
        RVV_VAESKF2_VI(1, 2, 2)  RVV_STK(1)
        RVV_VAESKF2_VI(2, 1, 3)  RVV_STK(2)
        RVV_VAESKF2_VI(1, 2, 4)  RVV_STK(1)
        RVV_VAESKF2_VI(2, 1, 5)  RVV_STK(2)
        RVV_VAESKF2_VI(1, 2, 6)  RVV_STK(1)
        RVV_VAESKF2_VI(2, 1, 7)  RVV_STK(2)
        RVV_VAESKF2_VI(1, 2, 8)  RVV_STK(1)
        RVV_VAESKF2_VI(2, 1, 9)  RVV_STK(2)
        RVV_VAESKF2_VI(1, 2, 10) RVV_STK(1)
        RVV_VAESKF2_VI(2, 1, 11) RVV_STK(2)
        RVV_VAESKF2_VI(1, 2, 12) RVV_STK(1)
        RVV_VAESKF2_VI(2, 1, 13) RVV_STK(2)
        RVV_VAESKF2_VI(1, 2, 14) RVV_VSE32(1, "%[rk]")
        RVV_VXOR_VV(1, 1, 1) RVV_VXOR_VV(2, 2, 2)
        : [rk] "+r" (rk), [t] "=&r" (t)
        : [key] "r" (key), [key2] "r" (key2)
        : "memory");
}

/* SubWord(w) for the AES-192 schedule: w in all four columns makes
 * ShiftRows the identity, so vaesef.vs with a zero round key returns
 * SubBytes of each column. */
static word32 rvv_aes_subword(word32 w)
{
    size_t t;
    word32 r;
    __asm__ __volatile__(
        "li %[t], 4\n\t"
        RVV_VSETVLI("%[t]", "%[t]", RVV_E32M1_TA_MA)
        ".insn r 0x57, 4, 0x2f, " RVV_X(16) ", %[w], x0\n\t" /* vmv.v.x */
        RVV_VMV_V_I(17, 0)
        RVV_VAESEF_VS(16, 17)
        ".insn r 0x57, 2, 0x21, %[r], x0, " RVV_X(16) "\n\t" /* vmv.x.s */
        RVV_VXOR_VV(16, 16, 16)
        : [t] "=&r" (t), [r] "=&r" (r)
        : [w] "r" ((size_t)w)
        : "memory");
    return r;
}

/* FIPS 197 section 5.2 for Nk = 6, on little-endian words (the byte
 * order of the round keys: byte 0 of w[i] in bits 0..7). */
static void rvv_aes192_expand(byte* rk, const byte* key)
{
    word32 w[52];
    word32 rcon = 1;
    int i;

    for (i = 0; i < 6; i++)
        w[i] = (word32)key[4 * i] | ((word32)key[4 * i + 1] << 8) |
               ((word32)key[4 * i + 2] << 16) |
               ((word32)key[4 * i + 3] << 24);
    for (i = 6; i < 52; i++) {
        word32 x = w[i - 1];
        if ((i % 6) == 0) {
            x = rvv_aes_subword((x >> 8) | (x << 24)) ^ rcon;
            rcon = (rcon << 1) ^ (0x1b & (0U - (rcon >> 7)));
        }
        w[i] = w[i - 6] ^ x;
    }
    for (i = 0; i < 52; i++) {
        rk[4 * i] = (byte)w[i];
        rk[4 * i + 1] = (byte)(w[i] >> 8);
        rk[4 * i + 2] = (byte)(w[i] >> 16);
        rk[4 * i + 3] = (byte)(w[i] >> 24);
    }
    ForceZero(w, sizeof(w));
}

int riscv_vcrypto_aes_set_key(byte rk[RVV_AES_RK_SZ], const byte* key,
                              word32 keySz)
{
    if ((rk == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    switch (keySz) {
        case 16: rvv_aes128_expand(rk, key); return 10;
        case 24: rvv_aes192_expand(rk, key); return 12;
        case 32: rvv_aes256_expand(rk, key); return 14;
        default: return BAD_FUNC_ARG;
    }
}

/* GB/T 32907 section 7.3: K = MK ^ FK (big-endian words), then vsm4k
 * eight times, four round keys each. */
static const word32 rvv_sm4_fk[4] = {
    0xa3b1bac6, 0x56aa3350, 0x677d9197, 0xb27022dc
};

void riscv_vcrypto_sm4_set_key(word32 rk[32], const byte key[16])
{
    size_t t;
    byte* p = (byte*)rk;
    __asm__ __volatile__(
        "li %[t], 4\n\t"
        RVV_VSETVLI("%[t]", "%[t]", RVV_E32M1_TA_MA)
        RVV_VLE32(1, "%[key]")
        RVV_VREV8_V(1, 1)
        RVV_VLE32(2, "%[fk]")
        RVV_VXOR_VV(1, 1, 2)
        RVV_VSM4K_VI(2, 1, 0) RVV_STP(2)
        RVV_VSM4K_VI(1, 2, 1) RVV_STP(1)
        RVV_VSM4K_VI(2, 1, 2) RVV_STP(2)
        RVV_VSM4K_VI(1, 2, 3) RVV_STP(1)
        RVV_VSM4K_VI(2, 1, 4) RVV_STP(2)
        RVV_VSM4K_VI(1, 2, 5) RVV_STP(1)
        RVV_VSM4K_VI(2, 1, 6) RVV_STP(2)
        RVV_VSM4K_VI(1, 2, 7) RVV_VSE32(1, "%[p]")
        RVV_VXOR_VV(1, 1, 1) RVV_VXOR_VV(2, 2, 2)
        : [p] "+r" (p), [t] "=&r" (t)
        : [key] "r" (key), [fk] "r" (rvv_sm4_fk)
        : "memory");
}

void riscv_vcrypto_sm4_reverse_key(word32 drk[32], const word32 rk[32])
{
    int i;
    for (i = 0; i < 32; i++)
        drk[i] = rk[31 - i];
}

/* ------------------------------------------------------------------ */
/* CTR                                                                 */
/* ------------------------------------------------------------------ */

/* CTR with a 32-bit big-endian counter in bytes 12..15 (wrapping), the
 * counter block of the next block left in ctr (by C: the kernel does not
 * write it).  v20 holds every counter block byte-swapped per word (so
 * that one vrev8.v makes the blocks), word 3 thus the counter as an
 * integer, advanced by v24 (the group's block count in word 3, 0 in the
 * others: mask v0).  Groups of VLMAX words, the last one shorter; no
 * group cap (nothing here depends on the group size). */
static void rvv_aes_ctr32(const byte* rk, int rounds, byte* out,
                          const byte* in, size_t blocks, byte* ctr)
{
    size_t vl, t, u, b;
    size_t n = 4 * blocks;     /* words left */
    long r10 = (rounds == 10), r12 = (rounds == 12);
    if (blocks == 0)
        return;
    __asm__ __volatile__(
        RVV_AES_LOAD_KEYS
        "li %[t], 4\n\t"
        RVV_VSETVLI("%[t]", "%[t]", RVV_E32M4_TA_MU)
        RVV_VLE32(28, "%[ctr]")
        RVV_VSETVLI("%[vl]", "x0", RVV_E32M4_TA_MU)   /* vl = VLMAX */
        RVV_VID_V(24) RVV_VAND_VI(24, 24, 3) RVV_VMSEQ_VI(0, 24, 3)
        RVV_VRGATHER_VV(20, 28, 24)
        RVV_VREV8_V(20, 20)
        RVV_VID_V(24) RVV_VSRL_VI(24, 24, 2)
        RVV_VADD_VV_M(20, 20, 24)                 /* block j: ctr + j */
        "srli %[u], %[vl], 2\n\t"
        RVV_VMV_V_I(24, 0) RVV_VMERGE_VXM(24, 24, "%[u]")
        "slli %[b], %[vl], 2\n\t"
        "2:\n\t"
        "bltu %[n], %[vl], 4f\n"
        "3:\n\t"
        RVV_VREV8_V(16, 20)
        RVV_AES_ENC_V16
        RVV_VLE32(28, "%[in]")
        RVV_VXOR_VV(16, 16, 28)
        RVV_VSE32(16, "%[out]")
        RVV_VADD_VV(20, 20, 24)
        "add %[in], %[in], %[b]\n\t"
        "add %[out], %[out], %[b]\n\t"
        "sub %[n], %[n], %[vl]\n\t"
        "bnez %[n], 2b\n\t"
        "j 9f\n"
        "4:\n\t"                                 /* the last, short group */
        RVV_VSETVLI("%[vl]", "%[n]", RVV_E32M4_TA_MU)
        "slli %[b], %[vl], 2\n\t"
        "j 3b\n"
        "9:\n\t"
        : [in] "+r" (in), [out] "+r" (out), [n] "+r" (n),
          [vl] "=&r" (vl), [t] "=&r" (t), [u] "=&r" (u), [b] "=&r" (b)
        : [rk] "r" (rk), [r10] "r" (r10), [r12] "r" (r12), [ctr] "r" (ctr)
        : "memory");
    StoreBE32(ctr + 12, LoadBE32(ctr + 12) + (word32)blocks);
}

/* The 128-bit counter: split where the low 32 bits wrap and carry into
 * bytes 0..11 in C (lengths are public). */
void riscv_vcrypto_aes_ctr(const byte* rk, int rounds, byte* out,
                           const byte* in, size_t blocks, byte ctr[16])
{
    while (blocks > 0) {
        word32 lo = ((word32)ctr[12] << 24) | ((word32)ctr[13] << 16) |
                    ((word32)ctr[14] << 8) | ctr[15];
        word64 room = (word64)0x100000000ULL - lo;
        size_t n = (blocks < room) ? blocks : (size_t)room;
        rvv_aes_ctr32(rk, rounds, out, in, n, ctr);
        if ((word64)n == room) {
            int i;
            word32 c = 1;
            for (i = 11; i >= 0; i--) {
                c += ctr[i];
                ctr[i] = (byte)c;
                c >>= 8;
            }
        }
        blocks -= n;
        in += 16 * n;
        out += 16 * n;
    }
}

/* ------------------------------------------------------------------ */
/* XTS                                                                 */
/* ------------------------------------------------------------------ */

/* Tweaks: T_j = T * alpha^j in GF(2^128).  They are kept in GHASH's bit
 * order (vgmul's), where IEEE 1619's little-endian bit order is vbrev8
 * away and GB/T 17964's is the same (its doubling is GHASH's
 * multiplication by x).  At the start v20 gets T in every block and v24
 * alpha^j in block j (x^j: bit j of the first 64-bit element, j < 32),
 * and one vgmul makes v20[j] = T_j; after each group of n blocks v20 is
 * multiplied by alpha^n (v28, rebuilt for each group as the group may be
 * shorter).  TIN converts the loaded tweak into GHASH order, TOUT from
 * v20 into the XORed form in v24. */
/* v28 = alpha^%[u] in every block of the group (%[vl] words; GHASH
 * order: x^u is bit u of the first 64-bit element, u < 64, then vbrev8),
 * v0 the mask of even 64-bit elements; uses %[t], %[w]. */
#define RVV_XTS_ALPHA_N                                                    \
    "srli %[w], %[vl], 1\n\t"                                              \
    RVV_VSETVLI("%[w]", "%[w]", RVV_E64M4_TA_MU)                          \
    RVV_VID_V(28) RVV_VAND_VI(28, 28, 1) RVV_VMSEQ_VI(0, 28, 0)            \
    "li %[t], 1\n\t"                                                       \
    "sll %[t], %[t], %[u]\n\t"                                             \
    RVV_VMV_V_I(28, 0) RVV_VMERGE_VXM(28, 28, "%[t]")                      \
    RVV_VBREV8_V(28, 28)                                                   \
    RVV_VSETVLI("%[w]", "%[vl]", RVV_E32M4_TA_MU)

/* The loop runs full groups of %[u] blocks (%[b] bytes) with alpha^u
 * made once; a shorter last group gets its own vl and alpha. */
#define RVV_XTS_KERNEL(name, LOAD, TIN, TOUT, CIPHER, RES)                 \
static void name(const byte* rk, int rounds, byte* out, const byte* in,    \
                 size_t blocks, byte* tw)                                  \
{                                                                          \
    size_t vl, t, u, w, b;                                                 \
    long r10 = (rounds == 10), r12 = (rounds == 12);                       \
    __asm__ __volatile__(                                                  \
        LOAD                                                               \
        "li %[t], 2\n\t"                                                   \
        RVV_VSETVLI("%[t]", "%[t]", RVV_E64M4_TA_MU)                      \
        RVV_VLE64(16, "%[tw]")                                             \
        "li %[t], " RVV_CAP_ELEMS "\n\t"                                   \
        RVV_VSETVLI("%[vl]", "%[t]", RVV_E32M4_TA_MU)                     \
        "srli %[u], %[vl], 2\n\t"                                          \
        "slli %[b], %[vl], 2\n\t"                                          \
        "srli %[t], %[vl], 1\n\t"                                          \
        RVV_VSETVLI("%[t]", "%[t]", RVV_E64M4_TA_MU)                      \
        RVV_VID_V(24) RVV_VSRL_VI(28, 24, 1) RVV_VAND_VI(24, 24, 1)        \
        RVV_VRGATHER_VV(20, 16, 24)                                        \
        RVV_VRSUB_VI(24, 24, 1) RVV_VSLL_VV(24, 24, 28)                    \
        RVV_VBREV8_V(24, 24)                                               \
        TIN                                                                \
        RVV_VSETVLI("%[t]", "%[vl]", RVV_E32M4_TA_MU)                     \
        RVV_VGMUL_VV(20, 24)                                               \
        RVV_XTS_ALPHA_N                                                    \
        "2:\n\t"                                                           \
        "bltu %[n], %[u], 4f\n"                                            \
        "3:\n\t"                                                           \
        RVV_VLE32(16, "%[in]")                                             \
        TOUT                                                               \
        RVV_VXOR_VV(16, 16, 24)                                            \
        CIPHER                                                             \
        RVV_VXOR_VV(16, RES, 24)                                           \
        RVV_VSE32(16, "%[out]")                                            \
        RVV_VGMUL_VV(20, 28)                                               \
        "add %[in], %[in], %[b]\n\t"                                       \
        "add %[out], %[out], %[b]\n\t"                                     \
        "sub %[n], %[n], %[u]\n\t"                                         \
        "bnez %[n], 2b\n\t"                                                \
        "j 9f\n"                                                           \
        "4:\n\t"                                                           \
        "mv %[u], %[n]\n\t"                                                \
        "slli %[t], %[n], 2\n\t"                                           \
        RVV_VSETVLI("%[vl]", "%[t]", RVV_E32M4_TA_MU)                     \
        "slli %[b], %[vl], 2\n\t"                                          \
        RVV_XTS_ALPHA_N                                                    \
        "j 3b\n"                                                           \
        "9:\n\t"                                                           \
        "li %[t], 4\n\t"                                                   \
        RVV_VSETVLI("%[t]", "%[t]", RVV_E32M4_TA_MU)                      \
        TOUT                                                               \
        RVV_VSE32(24, "%[tw]")                                             \
        : [in] "+r" (in), [out] "+r" (out), [n] "+r" (blocks),             \
          [vl] "=&r" (vl), [t] "=&r" (t), [u] "=&r" (u), [w] "=&r" (w),    \
          [b] "=&r" (b)                                                    \
        : [rk] "r" (rk), [r10] "r" (r10), [r12] "r" (r12), [tw] "r" (tw)   \
        : "memory");                                                       \
}

#define RVV_TIN_IEEE   RVV_VBREV8_V(20, 20)
#define RVV_TIN_GB     ""
#define RVV_TOUT_IEEE  RVV_VBREV8_V(24, 20)
#define RVV_TOUT_GB    RVV_VMV_V_V(24, 20)

RVV_XTS_KERNEL(rvv_aes_xts_enc, RVV_AES_LOAD_KEYS, RVV_TIN_IEEE,
               RVV_TOUT_IEEE, RVV_AES_ENC_V16, 16)
RVV_XTS_KERNEL(rvv_aes_xts_dec, RVV_AES_LOAD_KEYS, RVV_TIN_IEEE,
               RVV_TOUT_IEEE, RVV_AES_DEC_V16, 16)
RVV_XTS_KERNEL(rvv_sm4_xts_ieee, RVV_SM4_LOAD_KEYS, RVV_TIN_IEEE,
               RVV_TOUT_IEEE, RVV_SM4_V16_TO_V0, 0)
RVV_XTS_KERNEL(rvv_sm4_xts_gb, RVV_SM4_LOAD_KEYS, RVV_TIN_GB,
               RVV_TOUT_GB, RVV_SM4_V16_TO_V0, 0)

typedef void (*rvv_xts_fn)(const byte* rk, int rounds, byte* out,
                           const byte* in, size_t blocks, byte* tw);

/* t *= alpha, constant time: IEEE 1619 (little-endian bits, 0x87) or
 * GB/T 17964 (GHASH's order: right shift, 0xe1 into byte 0). */
static void rvv_xts_double(byte t[16], int gb)
{
    int i;
    if (!gb) {
        byte c = (byte)(0x87 & (0U - (word32)(t[15] >> 7)));
        for (i = 15; i > 0; i--)
            t[i] = (byte)((t[i] << 1) | (t[i - 1] >> 7));
        t[0] = (byte)((t[0] << 1) ^ c);
    }
    else {
        byte c = (byte)(0xe1 & (0U - (word32)(t[15] & 1)));
        for (i = 15; i > 0; i--)
            t[i] = (byte)((t[i] >> 1) | (t[i - 1] << 7));
        t[0] = (byte)((t[0] >> 1) ^ c);
    }
}

/* XTS over sz >= 16 bytes with ciphertext stealing (IEEE 1619 5.3.2,
 * 5.4.2; GB/T 17964 steals the same way).  tw holds T = E_K2(iv). */
static void rvv_xts_run(rvv_xts_fn fn, const byte* rk, int rounds,
                        byte* out, const byte* in, size_t sz, byte tw[16],
                        int decrypt, int gb)
{
    size_t m = sz / 16;
    size_t r = sz % 16;
    byte tmp[16];
    byte pp[16];
    byte t1[16];
    size_t i;

    if (r == 0) {
        fn(rk, rounds, out, in, m, tw);
        return;
    }
    if (!decrypt) {
        fn(rk, rounds, out, in, m, tw);           /* tw = T_m */
        memcpy(tmp, in + 16 * m, r);
        memcpy(tmp + r, out + 16 * (m - 1) + r, 16 - r);
        for (i = 0; i < r; i++)
            out[16 * m + i] = out[16 * (m - 1) + i];
        fn(rk, rounds, out + 16 * (m - 1), tmp, 1, tw);
    }
    else {
        if (m > 1)
            fn(rk, rounds, out, in, m - 1, tw);   /* tw = T_(m-1) */
        memcpy(t1, tw, 16);
        rvv_xts_double(tw, gb);                   /* T_m */
        memcpy(tmp, in + 16 * m, r);
        fn(rk, rounds, pp, in + 16 * (m - 1), 1, tw);
        memcpy(tmp + r, pp + r, 16 - r);
        memcpy(out + 16 * m, pp, r);
        fn(rk, rounds, out + 16 * (m - 1), tmp, 1, t1);
    }
    ForceZero(tmp, sizeof(tmp));
    ForceZero(pp, sizeof(pp));
    ForceZero(t1, sizeof(t1));
}

static int rvv_aes_xts(const byte* rk1, const byte* rk2, int rounds,
                       byte* out, const byte* in, size_t sz,
                       const byte iv[16], int decrypt)
{
    byte tw[16];
    if ((rk1 == NULL) || (rk2 == NULL) || (out == NULL) || (in == NULL) ||
        (iv == NULL) || (sz < 16))
        return BAD_FUNC_ARG;
    rvv_aes_ecb_enc(rk2, rounds, tw, iv, 1);
    rvv_xts_run(decrypt ? rvv_aes_xts_dec : rvv_aes_xts_enc, rk1, rounds,
                out, in, sz, tw, decrypt, 0);
    ForceZero(tw, sizeof(tw));
    return 0;
}

int riscv_vcrypto_aes_xts_encrypt(const byte* rk1, const byte* rk2,
                                  int rounds, byte* out, const byte* in,
                                  size_t sz, const byte iv[16])
{
    return rvv_aes_xts(rk1, rk2, rounds, out, in, sz, iv, 0);
}

int riscv_vcrypto_aes_xts_decrypt(const byte* rk1, const byte* rk2,
                                  int rounds, byte* out, const byte* in,
                                  size_t sz, const byte iv[16])
{
    return rvv_aes_xts(rk1, rk2, rounds, out, in, sz, iv, 1);
}

static int rvv_sm4_xts(const word32 rk1[32], const word32 rk2[32],
                       byte* out, const byte* in, size_t sz,
                       const byte iv[16], int gb, int decrypt)
{
    byte tw[16];
    if ((rk1 == NULL) || (rk2 == NULL) || (out == NULL) || (in == NULL) ||
        (iv == NULL) || (sz < 16))
        return BAD_FUNC_ARG;
    rvv_sm4_ecb((const byte*)rk2, 0, tw, iv, 1);
    rvv_xts_run(gb ? rvv_sm4_xts_gb : rvv_sm4_xts_ieee, (const byte*)rk1, 0,
                out, in, sz, tw, decrypt, gb);
    ForceZero(tw, sizeof(tw));
    return 0;
}

int riscv_vcrypto_sm4_xts_encrypt(const word32 rk1[32],
                                  const word32 rk2[32], byte* out,
                                  const byte* in, size_t sz,
                                  const byte iv[16], int gb)
{
    return rvv_sm4_xts(rk1, rk2, out, in, sz, iv, gb, 0);
}

int riscv_vcrypto_sm4_xts_decrypt(const word32 drk1[32],
                                  const word32 rk2[32], byte* out,
                                  const byte* in, size_t sz,
                                  const byte iv[16], int gb)
{
    return rvv_sm4_xts(drk1, rk2, out, in, sz, iv, gb, 1);
}

/* ------------------------------------------------------------------ */
/* GHASH and GCM                                                       */
/* ------------------------------------------------------------------ */

void riscv_vcrypto_ghash_table(byte htab[16 * RVV_GHASH_LANES],
                               const byte h[16])
{
    size_t t;
    size_t n = RVV_GHASH_LANES;
    byte* p = htab + 16 * (RVV_GHASH_LANES - 1);
    __asm__ __volatile__(
        "li %[t], 4\n\t"
        RVV_VSETVLI("%[t]", "%[t]", RVV_E32M1_TA_MA)
        RVV_VLE32(16, "%[h]")
        RVV_VMV_V_V(20, 16)
        "2:\n\t"
        RVV_VSE32(20, "%[p]")
        RVV_VGMUL_VV(20, 16)
        "addi %[p], %[p], -16\n\t"
        "addi %[n], %[n], -1\n\t"
        "bnez %[n], 2b\n\t"
        RVV_VXOR_VV(16, 16, 16) RVV_VXOR_VV(20, 20, 20)
        : [p] "+r" (p), [n] "+r" (n), [t] "=&r" (t)
        : [h] "r" (h)
        : "memory");
}

/* y = (y ^ X_1) H^m ^ ... ^ X_m H.  Groups of n lanes (n blocks per
 * vector group): lane i accumulates blocks i, i+n, ... with H^n, the
 * last group with H^(n-i), then the lanes are folded by slides; the
 * blocks left over (fewer than n) one at a time with H. */
void riscv_vcrypto_ghash(byte y[16], const byte* htab, const byte* data,
                         size_t blocks)
{
    size_t vl, t, u, g;
    size_t nb = 0;
    const byte* hp;

    if (blocks == 0)
        return;
    /* n: blocks per group, from vsetvli (AVL 4 * LANES). */
    __asm__ __volatile__(
        "li %[t], %[cap]\n\t"
        RVV_VSETVLI("%[vl]", "%[t]", RVV_E32M4_TA_MU)
        : [vl] "=&r" (vl), [t] "=&r" (t)
        : [cap] "i" (4 * RVV_GHASH_LANES));
    nb = vl / 4;
    g = blocks / nb;
    hp = htab + 16 * (RVV_GHASH_LANES - nb);
    if ((g > 0) && (nb > 1)) {
        __asm__ __volatile__(
            RVV_VSETVLI("%[t]", "%[vl]", RVV_E32M4_TA_MU)
            RVV_VMV_V_I(16, 0)
            "li %[t], 4\n\t"
            RVV_VSETVLI("%[t]", "%[t]", RVV_E32M4_TU_MU)
            RVV_VLE32(16, "%[y]")                    /* y in lane 0 */
            RVV_VSETVLI("%[t]", "%[vl]", RVV_E32M4_TA_MU)
            RVV_VID_V(24) RVV_VAND_VI(24, 24, 3)
            RVV_VLE32(28, "%[hp]")                   /* H^n .. H^1 */
            RVV_VRGATHER_VV(20, 28, 24)              /* H^n everywhere */
            RVV_VMV_V_V(24, 20)
            "addi %[g], %[g], -1\n\t"
            "beqz %[g], 4f\n"
            "2:\n\t"
            RVV_VLE32(20, "%[d]")
            RVV_VGHSH_VV(16, 24, 20)
            "add %[d], %[d], %[b]\n\t"
            "addi %[g], %[g], -1\n\t"
            "bnez %[g], 2b\n"
            "4:\n\t"
            RVV_VLE32(20, "%[d]")
            RVV_VGHSH_VV(16, 28, 20)
            "add %[d], %[d], %[b]\n\t"
            "srli %[u], %[vl], 1\n"                  /* fold the lanes */
            "5:\n\t"
            RVV_VSLIDEDOWN_VX(20, 16, "%[u]")
            RVV_VXOR_VV(16, 16, 20)
            "srli %[u], %[u], 1\n\t"
            "li %[t], 4\n\t"
            "bgeu %[u], %[t], 5b\n\t"
            "li %[t], 4\n\t"
            RVV_VSETVLI("%[t]", "%[t]", RVV_E32M4_TA_MU)
            RVV_VSE32(16, "%[y]")
            : [d] "+r" (data), [g] "+r" (g), [t] "=&r" (t), [u] "=&r" (u)
            : [y] "r" (y), [hp] "r" (hp), [vl] "r" (vl), [b] "r" (4 * vl)
            : "memory");
        blocks %= nb;
    }
    if (blocks > 0) {
        hp = htab + 16 * (RVV_GHASH_LANES - 1);
        __asm__ __volatile__(
            "li %[t], 4\n\t"
            RVV_VSETVLI("%[t]", "%[t]", RVV_E32M4_TA_MU)
            RVV_VLE32(16, "%[y]")
            RVV_VLE32(24, "%[hp]")
            "2:\n\t"
            RVV_VLE32(20, "%[d]")
            RVV_VGHSH_VV(16, 24, 20)
            "addi %[d], %[d], 16\n\t"
            "addi %[n], %[n], -1\n\t"
            "bnez %[n], 2b\n\t"
            RVV_VSE32(16, "%[y]")
            : [d] "+r" (data), [n] "+r" (blocks), [t] "=&r" (t)
            : [y] "r" (y), [hp] "r" (hp)
            : "memory");
    }
}

/* GHASH of a byte string, the last partial block zero-padded. */
static void rvv_ghash_bytes(byte y[16], const byte* htab, const byte* p,
                            size_t sz)
{
    byte last[16];
    riscv_vcrypto_ghash(y, htab, p, sz / 16);
    if (sz % 16) {
        memset(last, 0, sizeof(last));
        memcpy(last, p + (sz & ~(size_t)15), sz % 16);
        riscv_vcrypto_ghash(y, htab, last, 1);
        ForceZero(last, sizeof(last));
    }
}

static void rvv_store_be64(byte* p, word64 v)
{
    int i;
    for (i = 7; i >= 0; i--) {
        p[i] = (byte)v;
        v >>= 8;
    }
}

/* SP 800-38D: J0 from the IV, CTR from inc32(J0), S = GHASH(A, C, lens),
 * the full tag E_K(J0) ^ S into full[16]. */
static void rvv_gcm_core(const byte* rk, int rounds, const byte* htab,
                         byte* out, const byte* in, size_t sz,
                         const byte* iv, word32 ivSz, const byte* aad,
                         word32 aadSz, int decrypt, byte full[16])
{
    byte j0[16];
    byte ctr[16];
    byte s[16];
    byte len[16];
    size_t whole = sz / 16;
    size_t r = sz % 16;

    if (ivSz == 12) {
        memcpy(j0, iv, 12);
        j0[12] = 0; j0[13] = 0; j0[14] = 0; j0[15] = 1;
    }
    else {
        memset(j0, 0, sizeof(j0));
        rvv_ghash_bytes(j0, htab, iv, ivSz);
        memset(len, 0, 8);
        rvv_store_be64(len + 8, (word64)ivSz * 8);
        riscv_vcrypto_ghash(j0, htab, len, 1);
    }
    memset(s, 0, sizeof(s));
    rvv_ghash_bytes(s, htab, aad, aadSz);
    if (decrypt)
        rvv_ghash_bytes(s, htab, in, sz);

    memcpy(ctr, j0, 16);
    StoreBE32(ctr + 12, LoadBE32(ctr + 12) + 1);          /* inc32 */
    if (whole > 0)
        rvv_aes_ctr32(rk, rounds, out, in, whole, ctr);
    if (r > 0) {
        byte ks[16];
        size_t i;
        rvv_aes_ecb_enc(rk, rounds, ks, ctr, 1);
        for (i = 0; i < r; i++)
            out[16 * whole + i] = (byte)(in[16 * whole + i] ^ ks[i]);
        ForceZero(ks, sizeof(ks));
    }
    if (!decrypt)
        rvv_ghash_bytes(s, htab, out, sz);
    rvv_store_be64(len, (word64)aadSz * 8);
    rvv_store_be64(len + 8, (word64)sz * 8);
    riscv_vcrypto_ghash(s, htab, len, 1);
    rvv_aes_ecb_enc(rk, rounds, full, j0, 1);
    {
        int i;
        for (i = 0; i < 16; i++)
            full[i] ^= s[i];
    }
    ForceZero(j0, sizeof(j0));
    ForceZero(ctr, sizeof(ctr));
    ForceZero(s, sizeof(s));
}

void riscv_vcrypto_aes_gcm_blocks(const byte* rk, int rounds,
                                  const byte* htab, byte y[16], byte ctr[16],
                                  byte* out, const byte* in, size_t blocks,
                                  int decrypt)
{
    if (decrypt)
        riscv_vcrypto_ghash(y, htab, in, blocks);
    rvv_aes_ctr32(rk, rounds, out, in, blocks, ctr);
    if (!decrypt)
        riscv_vcrypto_ghash(y, htab, out, blocks);
}

int riscv_vcrypto_aes_gcm_encrypt(const byte* rk, int rounds,
                                  const byte* htab, byte* out,
                                  const byte* in, size_t sz, const byte* iv,
                                  word32 ivSz, byte* tag, word32 tagSz,
                                  const byte* aad, word32 aadSz)
{
    byte full[16];
    if ((rk == NULL) || (htab == NULL) || (iv == NULL) || (ivSz == 0) ||
        (tag == NULL) || (tagSz == 0) || (tagSz > 16) ||
        ((sz > 0) && ((in == NULL) || (out == NULL))) ||
        ((aadSz > 0) && (aad == NULL)))
        return BAD_FUNC_ARG;
    rvv_gcm_core(rk, rounds, htab, out, in, sz, iv, ivSz, aad, aadSz, 0,
                 full);
    memcpy(tag, full, tagSz);
    ForceZero(full, sizeof(full));
    return 0;
}

int riscv_vcrypto_aes_gcm_decrypt(const byte* rk, int rounds,
                                  const byte* htab, byte* out,
                                  const byte* in, size_t sz, const byte* iv,
                                  word32 ivSz, const byte* tag,
                                  word32 tagSz, const byte* aad,
                                  word32 aadSz)
{
    byte full[16];
    int diff;
    if ((rk == NULL) || (htab == NULL) || (iv == NULL) || (ivSz == 0) ||
        (tag == NULL) || (tagSz == 0) || (tagSz > 16) ||
        ((sz > 0) && ((in == NULL) || (out == NULL))) ||
        ((aadSz > 0) && (aad == NULL)))
        return BAD_FUNC_ARG;
    rvv_gcm_core(rk, rounds, htab, out, in, sz, iv, ivSz, aad, aadSz, 1,
                 full);
    diff = ConstantCompare(full, tag, (int)tagSz);
    ForceZero(full, sizeof(full));
    if (diff != 0) {
        if (sz > 0)
            ForceZero(out, sz);
        return AES_GCM_AUTH_E;
    }
    return 0;
}

#endif /* WC_RISCV_EXT_PATHS */
