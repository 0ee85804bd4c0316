/* aes_internal.h
 *
 * The interface between aes.c (the wolfCrypt API) and the AES block
 * cores: the key schedule and the ECB functions over n blocks that the
 * mode layer (block_modes.h) takes as its bm_cipher.  Not installed;
 * every function WOLFSSL_LOCAL.
 *
 * Cores: aes_bitslice.c, the constant-time base RV64 core (4 blocks per
 * pass in 8 bit-plane words, the S-box as the boolean circuit of
 * aes_sbox_circuit.inc), and aes_riscv.c, the Zkne/Zknd scalar-crypto
 * core (2 blocks interleaved), taken when riscv_cpu.h allows it.
 */
#ifndef WOLF_CRYPT_AES_INTERNAL_H
#define WOLF_CRYPT_AES_INTERNAL_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/aes.h>

#define AES_MAX_ROUNDS  14

/* The expanded key in both forms: bs[r][i] is round key r as bit plane i
 * of the bitsliced layout (aes_bitslice.c; for r >= 1 with the S-box
 * constant 0x63 in every byte); ek[2r], ek[2r+1] round key r
 * as two little-endian 64-bit words (FIPS 197 byte order) for the Zkne
 * core (the Zknd core derives its InvMixColumns'd keys per call, so a
 * schedule made under any riscv_cpu_mask() serves every path). */
typedef struct aes_key_sched aes_key_sched;   /* defined in aes.h */

/* Expand the 16, 24 or 32-byte key (FIPS 197 5.2), constant time in it. */
WOLFSSL_LOCAL void aes_expand_key(aes_key_sched* ks, const byte* key,
                                  word32 len);

/* ECB over n >= 1 blocks with the schedule ks (a const aes_key_sched*),
 * out == in allowed; constant time in key and data (block_modes.h's
 * bm_block_fn).  They pick the core through riscv_cpu.h. */
WOLFSSL_LOCAL void aes_encrypt_blocks(const void* ks, byte* out,
                                      const byte* in, word32 n);
WOLFSSL_LOCAL void aes_decrypt_blocks(const void* ks, byte* out,
                                      const byte* in, word32 n);

/* The bitsliced core alone (the base path). */
WOLFSSL_LOCAL void aes_bs_encrypt_blocks(const aes_key_sched* ks, byte* out,
                                         const byte* in, word32 n);
WOLFSSL_LOCAL void aes_bs_decrypt_blocks(const aes_key_sched* ks, byte* out,
                                         const byte* in, word32 n);
/* CTR on the bitsliced core (block_modes.h's bm_ctr_fn with inc128 for
 * BM_CTR_INC128), counter planes built incrementally: aes_bitslice.c.
 * Runs of fewer than AES_BS_CTR_MIN blocks (two passes) it leaves to the
 * mode (returns 0): they do not repay the planes' setup. */
#define AES_BS_CTR_MIN  8
WOLFSSL_LOCAL word32 aes_bs_ctr(const aes_key_sched* ks, byte* ctr,
                                byte* out, const byte* in, word32 n,
                                int inc128);
/* The bm_ctr_fn of aes.c: aes_bs_ctr when the bitsliced core is the
 * CPU's AES, else 0 blocks (the mode goes through aes_encrypt_blocks). */
WOLFSSL_LOCAL word32 aes_ctr_blocks(const void* ks, byte* ctr, byte* out,
                                    const byte* in, word32 n, int inc);
/* The S-box on each byte of w (key schedule), bitsliced. */
WOLFSSL_LOCAL word32 aes_bs_sub_word(word32 w);

/* The Zkne/Zknd core (aes_riscv.c): 1 when this build has it and the CPU
 * may run it. */
WOLFSSL_LOCAL int aes_zkn_usable(void);
WOLFSSL_LOCAL void aes_zkn_encrypt_blocks(const aes_key_sched* ks,
                                          byte* out, const byte* in,
                                          word32 n);
WOLFSSL_LOCAL void aes_zkn_decrypt_blocks(const aes_key_sched* ks,
                                          byte* out, const byte* in,
                                          word32 n);

/* The fused CTR + GHASH loop of GCM with Zkne and clmul (block_modes.h's
 * bm_gcm_fn; key is the const aes_key_sched*): pairs of blocks, when the
 * CPU has Zkne, Zbc or Zbkc, and Zbkb (rev8, brev8) and no vector AES;
 * returns the blocks done (0 otherwise). */
WOLFSSL_LOCAL word32 aes_zkn_gcm(const void* key,
                                 const struct bm_ghash_key* gk, word64* x,
                                 byte* ctr, byte* out, const byte* in,
                                 word32 n, int enc);

/* Zero n words of a block function's state (as ForceZero, by words: the
 * hot loops wipe their registers' spill copies once per call). */
static WC_INLINE void aes_wipe_words(word64* w, int n)
{
    int i;

    for (i = 0; i < n; i++)
        w[i] = 0;
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(w) : "memory");
#endif
}

#endif /* WOLF_CRYPT_AES_INTERNAL_H */
