/* riscv_vcrypto.h
 *
 * The RISC-V vector-crypto kernels (riscv_vcrypto.c): AES (Zvkned) key
 * expansion, ECB, CTR, XTS and GCM (with Zvkg GHASH), SM4 (Zvksed) key
 * expansion, ECB and XTS (both tweak rules), as plain C functions for the
 * AES and SM4 modules to call when riscv_vcrypto_aes_ok() /
 * riscv_vcrypto_sm4_ok() say the CPU has the extensions.  Not installed;
 * every function WOLFSSL_LOCAL.  Support layer below aes.c / sm4.c;
 * includes types.h and riscv_cpu.h.
 *
 * Formats (the integrator converts from the modules' own key layouts):
 *   AES round keys: 16 * (rounds + 1) bytes, round key i at rk + 16 i in
 *     FIPS 197's byte order (w[4i] first, each word big-endian), which is
 *     what vle32.v feeds Zvkned directly.  rounds is 10, 12 or 14.
 *   SM4 round keys: word32 rk[32] as GB/T 32907 defines them (native
 *     integers); decryption takes the same array reversed
 *     (riscv_vcrypto_sm4_reverse_key).
 *   GHASH key table: RVV_GHASH_LANES blocks, htab + 16 i = H^(LANES - i),
 *     so the last block is H (riscv_vcrypto_ghash_table).
 *
 * Every function is constant time in keys and data (the vector crypto
 * instructions are data-independent by specification, Zvkt); branches
 * depend on lengths and the round count only.  in and out may be equal
 * (in place) but must not otherwise overlap.  Vector length: any
 * VLEN >= 128, LMUL = 4, at most 32 blocks per vector group.
 */
#ifndef WOLF_CRYPT_RISCV_VCRYPTO_H
#define WOLF_CRYPT_RISCV_VCRYPTO_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>

#define RVV_AES_RK_SZ     240   /* 15 round keys */
#define RVV_GHASH_LANES   16    /* H powers kept: groups of up to 16 */

#if WC_RISCV_EXT_PATHS

/* The extension sets the kernels need. */
#define RVV_AES_BITS  (WC_RV_V | WC_RV_ZVKNED)
#define RVV_GCM_BITS  (WC_RV_V | WC_RV_ZVKNED | WC_RV_ZVKG)
#define RVV_XTS_BITS  (WC_RV_V | WC_RV_ZVKNED | WC_RV_ZVKG)
#define RVV_SM4_BITS  (WC_RV_V | WC_RV_ZVKSED)

/* 1 when the AES kernels may run: V + Zvkned (ECB, CTR also Zvkb),
 * GCM/XTS also Zvkg and Zvkb (or Zvbb, which contains it). */
WOLFSSL_LOCAL int riscv_vcrypto_aes_ok(void);
WOLFSSL_LOCAL int riscv_vcrypto_gcm_ok(void);
WOLFSSL_LOCAL int riscv_vcrypto_xts_ok(void);
/* 1 when the SM4 kernels may run: V + Zvksed + Zvkb; XTS also Zvkg. */
WOLFSSL_LOCAL int riscv_vcrypto_sm4_ok(void);
WOLFSSL_LOCAL int riscv_vcrypto_sm4_xts_ok(void);

/* AES key expansion (vaeskf1 / vaeskf2; AES-192 by vaesef-based SubWord).
 * keySz 16, 24 or 32.  Returns the round count, or BAD_FUNC_ARG. */
WOLFSSL_LOCAL int riscv_vcrypto_aes_set_key(byte rk[RVV_AES_RK_SZ],
                                            const byte* key, word32 keySz);
/* ECB on whole blocks. */
WOLFSSL_LOCAL void riscv_vcrypto_aes_ecb_encrypt(const byte* rk, int rounds,
        byte* out, const byte* in, size_t blocks);
WOLFSSL_LOCAL void riscv_vcrypto_aes_ecb_decrypt(const byte* rk, int rounds,
        byte* out, const byte* in, size_t blocks);
/* CTR on whole blocks with a 128-bit big-endian counter (SP 800-38A);
 * ctr is the next counter block on return. */
WOLFSSL_LOCAL void riscv_vcrypto_aes_ctr(const byte* rk, int rounds,
        byte* out, const byte* in, size_t blocks, byte ctr[16]);
/* XTS-AES (IEEE 1619): rk1 data key, rk2 tweak key, iv the 16-byte data
 * unit number, sz >= 16 (ciphertext stealing for the rest).  0 or
 * BAD_FUNC_ARG. */
WOLFSSL_LOCAL int riscv_vcrypto_aes_xts_encrypt(const byte* rk1,
        const byte* rk2, int rounds, byte* out, const byte* in, size_t sz,
        const byte iv[16]);
WOLFSSL_LOCAL int riscv_vcrypto_aes_xts_decrypt(const byte* rk1,
        const byte* rk2, int rounds, byte* out, const byte* in, size_t sz,
        const byte iv[16]);

/* GHASH (SP 800-38D): the table of powers of h, then y = GHASH_H over
 * whole blocks, continuing from y. */
WOLFSSL_LOCAL void riscv_vcrypto_ghash_table(byte htab[16 * RVV_GHASH_LANES],
        const byte h[16]);
WOLFSSL_LOCAL void riscv_vcrypto_ghash(byte y[16], const byte* htab,
        const byte* data, size_t blocks);
/* AES-GCM, one shot: ivSz >= 1, tagSz 1..16 (the caller enforces the
 * policy of its API).  Decrypt returns AES_GCM_AUTH_E and zeroes out when
 * the tag does not match; the tag compare is constant time. */
WOLFSSL_LOCAL int riscv_vcrypto_aes_gcm_encrypt(const byte* rk, int rounds,
        const byte* htab, byte* out, const byte* in, size_t sz,
        const byte* iv, word32 ivSz, byte* tag, word32 tagSz,
        const byte* aad, word32 aadSz);
WOLFSSL_LOCAL int riscv_vcrypto_aes_gcm_decrypt(const byte* rk, int rounds,
        const byte* htab, byte* out, const byte* in, size_t sz,
        const byte* iv, word32 ivSz, const byte* tag, word32 tagSz,
        const byte* aad, word32 aadSz);

/* GCM's text loop on whole blocks, for streaming: blocks of in to out in
 * counter mode from ctr (inc32, advanced past them), the ciphertext (in
 * when decrypt, else out) hashed into y.  out and in 4-byte aligned;
 * out == in allowed. */
WOLFSSL_LOCAL void riscv_vcrypto_aes_gcm_blocks(const byte* rk, int rounds,
        const byte* htab, byte y[16], byte ctr[16], byte* out,
        const byte* in, size_t blocks, int decrypt);

/* SM4 key expansion (vsm4k), ECB with either schedule, and XTS with the
 * IEEE 1619 tweak rule (gb 0) or GB/T 17964's (gb 1); decryption takes
 * the reversed data-key schedule drk1 and the forward tweak schedule. */
WOLFSSL_LOCAL void riscv_vcrypto_sm4_set_key(word32 rk[32],
                                             const byte key[16]);
WOLFSSL_LOCAL void riscv_vcrypto_sm4_reverse_key(word32 drk[32],
                                                 const word32 rk[32]);
WOLFSSL_LOCAL void riscv_vcrypto_sm4_ecb(const word32 rk[32], byte* out,
        const byte* in, size_t blocks);
WOLFSSL_LOCAL int riscv_vcrypto_sm4_xts_encrypt(const word32 rk1[32],
        const word32 rk2[32], byte* out, const byte* in, size_t sz,
        const byte iv[16], int gb);
WOLFSSL_LOCAL int riscv_vcrypto_sm4_xts_decrypt(const word32 drk1[32],
        const word32 rk2[32], byte* out, const byte* in, size_t sz,
        const byte iv[16], int gb);

#endif /* WC_RISCV_EXT_PATHS */
#endif /* WOLF_CRYPT_RISCV_VCRYPTO_H */
