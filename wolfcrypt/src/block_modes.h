/* block_modes.h
 *
 * The modes of operation of a 128-bit block cipher, written once for AES
 * (aes.c) and SM4 (sm4.c): CBC, CTR, GCM and GMAC (GHASH, one-shot and
 * streaming), CCM and XTS (the IEEE 1619 and the GB/T 17964 tweak rules).
 * Internal header (not installed, every function WOLFSSL_LOCAL); the
 * implementation is block_modes.c.  Algorithm layer: uses types.h,
 * misc.h/ct.h and riscv_cpu.h only, no cipher header.
 *
 * The cipher.  A mode sees its cipher as a bm_cipher: two functions that
 * run the raw block function (ECB) over n >= 1 consecutive 16-byte blocks
 * with an opaque key schedule `key` (an AES or SM4 round-key array):
 *
 *     void enc(const void* key, byte* out, const byte* in, word32 n);
 *
 * out == in is allowed (in place); otherwise the buffers must not overlap.
 * The function must be constant time in the key and the data (it may
 * depend on n).  The modes pass as many blocks per call as they can (up
 * to BM_BATCH: CTR, GCM and XTS build BM_BATCH counter or tweaked blocks
 * at once, CBC decryption takes BM_BATCH ciphertext blocks, CCM pairs its
 * CBC-MAC block with its CTR block), so a bitsliced core that works on
 * several blocks per pass pays for few empty lanes.  dec may be NULL for
 * a cipher used only in CTR, GCM and CCM (which never decrypt blocks).
 *
 * Constant time: every function here is constant time in the key, the
 * data and the tags; timing depends on the lengths only.  Tag checks use
 * ConstantCompare, and the decrypt-and-verify functions zero the output
 * when the tag does not match (no plaintext released).
 *
 * Argument checks are the callers' (aes.c, sm4.c check with upstream's
 * error codes); these functions assume valid pointers and sizes as stated
 * at each.  The state structs (bm_ctr, bm_ghash_key, bm_gcm) are in
 * wolfssl/wolfcrypt/block_modes_state.h so that the public cipher structs
 * can hold them; the secrets in them are the callers' to ForceZero.
 */
#ifndef WOLF_CRYPT_BLOCK_MODES_H
#define WOLF_CRYPT_BLOCK_MODES_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/block_modes_state.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>

/* Blocks per call to the cipher in the parallel modes. */
#define BM_BATCH    8

typedef void (*bm_block_fn)(const void* key, byte* out, const byte* in,
                            word32 n);

/* A cipher's optional fused GCM text loop: n whole blocks of in to out
 * in counter mode from the counter block ctr (its last 32 bits, big
 * endian, advanced by the blocks done: GCM's inc32), the ciphertext
 * (enc: out, else in) hashed into the GHASH accumulator x with the key
 * powers gk.  Returns the number of blocks it did, which may be fewer
 * than n (0: the CPU lacks what it needs); the mode does the rest.  Same
 * constant-time rules as the block functions. */
typedef word32 (*bm_gcm_fn)(const void* key, const bm_ghash_key* gk,
                            word64* x, byte* ctr, byte* out, const byte* in,
                            word32 n, int enc);

/* A cipher's optional CTR text loop: n whole blocks of in XORed with the
 * keystream from the counter block ctr, which it advances by the blocks
 * done (inc: BM_CTR_INC32 or BM_CTR_INC128, as bm_ctr_xor).  Returns the
 * number of blocks it did, which may be fewer than n (0: not on this
 * CPU); the mode does the rest through enc.  Same constant-time rules as
 * the block functions (the counter blocks are public). */
typedef word32 (*bm_ctr_fn)(const void* key, byte* ctr, byte* out,
                            const byte* in, word32 n, int inc);

typedef struct bm_cipher {
    bm_block_fn enc;
    bm_block_fn dec;    /* NULL when the mode needs no decryption */
    bm_gcm_fn   gcm;    /* NULL: GCM through enc and the GHASH below */
    bm_ctr_fn   ctr;    /* NULL: CTR (and GCM's) through enc */
} bm_cipher;

/* ---------------------------------------------------------------------- */
/* GHASH arithmetic (the multiply is shared with AES's fused GCM loop)   */
/* ---------------------------------------------------------------------- */
#if WC_RISCV_EXT_PATHS
/* clmul rd, rs1, rs2 and clmulh (Zbc, Zbkc): R-type, opcode 0x33,
 * funct7 0000101, funct3 001 / 011.  As .insn so that the base -march
 * assembles them. */
static WC_INLINE WC_MAYBE_UNUSED void bm_clmul64_zbc(word64 a, word64 b, word64* hi,
                                     word64* lo)
{
    word64 h, l;

    __asm__ (".insn r 0x33, 1, 5, %0, %1, %2"
             : "=r" (l) : "r" (a), "r" (b));
    __asm__ (".insn r 0x33, 3, 5, %0, %1, %2"
             : "=r" (h) : "r" (a), "r" (b));
    *hi = h;
    *lo = l;
}
#endif

/* The 256-bit product of x (2 words) and the key power hp (3 words:
 * high, low, high ^ low) by Karatsuba, XORed into acc[0..3] (acc[0] most
 * significant).  Not yet shifted or reduced. */
#define BM_GHASH_MUL_ACC(MUL, acc, x0, x1, hp)                              \
    do {                                                                    \
        word64 hh_, hl_, lh_, ll_, mh_, ml_;                                \
        MUL((x0), (hp)[0], &hh_, &hl_);                                     \
        MUL((x1), (hp)[1], &lh_, &ll_);                                     \
        MUL((x0) ^ (x1), (hp)[2], &mh_, &ml_);                              \
        mh_ ^= hh_ ^ lh_;                                                   \
        ml_ ^= hl_ ^ ll_;                                                   \
        (acc)[0] ^= hh_;                                                    \
        (acc)[1] ^= hl_ ^ mh_;                                              \
        (acc)[2] ^= lh_ ^ ml_;                                              \
        (acc)[3] ^= ll_;                                                    \
    } while (0)

/* x = the reduction of the 255-bit reflected product acc (acc[0] most
 * significant) mod x^128 + x^7 + x^2 + x + 1, in the reflected order:
 * shift left by one, then fold the low 128 bits (coefficients x^128 and
 * up) in twice as l (1 + x + x^2 + x^7), a multiplication by x being a
 * right shift here. */
static WC_INLINE WC_MAYBE_UNUSED void bm_ghash_reduce(word64* x, const word64* acc)
{
    word64 p0 = (acc[0] << 1) | (acc[1] >> 63);
    word64 p1 = (acc[1] << 1) | (acc[2] >> 63);
    word64 p2 = (acc[2] << 1) | (acc[3] >> 63);
    word64 p3 = acc[3] << 1;
    word64 s;

    /* spill of the low half's fold below x^128: only from p3's low bits */
    s = (p3 << 63) ^ (p3 << 62) ^ (p3 << 57);
    /* p2:p3 folded, and the spill folded again (it cannot spill) */
    p0 ^= p2 ^ (p2 >> 1) ^ (p2 >> 2) ^ (p2 >> 7);
    p1 ^= p3 ^ ((p3 >> 1) | (p2 << 63)) ^ ((p3 >> 2) | (p2 << 62))
              ^ ((p3 >> 7) | (p2 << 57));
    p0 ^= s ^ (s >> 1) ^ (s >> 2) ^ (s >> 7);
    p1 ^= (s << 63) ^ (s << 62) ^ (s << 57);
    x[0] = p0;
    x[1] = p1;
}


/* ---------------------------------------------------------------------- */
/* ECB, CBC, CTR                                                           */
/* ---------------------------------------------------------------------- */
/* ECB over sz bytes (a multiple of 16), in chunks of BM_BATCH blocks. */
WOLFSSL_LOCAL void bm_ecb(bm_block_fn f, const void* key, byte* out,
                          const byte* in, word32 sz);

/* CBC over sz bytes (a multiple of 16).  iv is the chaining value: read,
 * and replaced by the last ciphertext block (so calls chain). */
WOLFSSL_LOCAL void bm_cbc_encrypt(const bm_cipher* c, const void* key,
                                  byte* iv, byte* out, const byte* in,
                                  word32 sz);
WOLFSSL_LOCAL void bm_cbc_decrypt(const bm_cipher* c, const void* key,
                                  byte* iv, byte* out, const byte* in,
                                  word32 sz);


/* Counter increments: the whole block as a 128-bit big-endian number (AES
 * and SM4 CTR, as upstream), or its last 32 bits only (GCM's inc32). */
#define BM_CTR_INC128   0
#define BM_CTR_INC32    1

/* CTR over sz bytes (any length, out == in allowed); consecutive calls
 * continue the keystream. */
WOLFSSL_LOCAL void bm_ctr_xor(const bm_cipher* c, const void* key,
                              bm_ctr* st, int inc, byte* out,
                              const byte* in, word32 sz);

/* ---------------------------------------------------------------------- */
/* GHASH, GCM, GMAC                                                        */
/* ---------------------------------------------------------------------- */

/* Set the GHASH key from H = E_K(0^128).  Picks the carry-less multiply:
 * clmul/clmulh when riscv_cpu.h allows Zbc or Zbkc, else the constant-time
 * base RV64 multiply by masked integer products. */
WOLFSSL_LOCAL void bm_ghash_setkey(bm_ghash_key* gk, const byte* h);

/* X = (...((X ^ B1) H ^ B2) H ...) over n whole blocks; x holds X as two
 * big-endian halves. */
WOLFSSL_LOCAL void bm_ghash_blocks(const bm_ghash_key* gk, word64* x,
                                   const byte* in, word32 n);


/* Start an operation with the GHASH key gk (set once per key with
 * bm_ghash_setkey; copied into g): J0 from the IV (96 bits: IV || 0^31 ||
 * 1; other lengths: GHASH(IV || pad || [len(IV)]_64), SP 800-38D 7.1).
 * ivSz > 0. */
WOLFSSL_LOCAL void bm_gcm_start(bm_gcm* g, const bm_ghash_key* gk,
                                const byte* iv, word32 ivSz);
WOLFSSL_LOCAL void bm_gcm_aad(bm_gcm* g, const byte* aad, word32 sz);
WOLFSSL_LOCAL void bm_gcm_encrypt(const bm_cipher* c, const void* key,
                                  bm_gcm* g, byte* out, const byte* in,
                                  word32 sz);
WOLFSSL_LOCAL void bm_gcm_decrypt(const bm_cipher* c, const void* key,
                                  bm_gcm* g, byte* out, const byte* in,
                                  word32 sz);
/* The full 16-byte tag T = E_K(J0) ^ GHASH(A, C, lengths). */
WOLFSSL_LOCAL void bm_gcm_final(const bm_cipher* c, const void* key,
                                bm_gcm* g, byte* tag);

/* One-shot GCM with the GHASH key gk.  Decrypt returns 0, or -1 when the
 * first tagSz bytes of the computed tag differ from tag (constant-time
 * compare; out is then zeroed).  out == in allowed.  1 <= tagSz <= 16,
 * ivSz > 0.  Texts up to 48 bytes take one call to the cipher for E_K(J0)
 * and their counter blocks. */
WOLFSSL_LOCAL void bm_gcm_seal(const bm_cipher* c, const void* key,
                               const bm_ghash_key* gk, byte* out,
                               const byte* in, word32 sz,
                               const byte* iv, word32 ivSz, byte* tag,
                               word32 tagSz, const byte* aad, word32 aadSz);
WOLFSSL_LOCAL int bm_gcm_open(const bm_cipher* c, const void* key,
                              const bm_ghash_key* gk, byte* out,
                              const byte* in, word32 sz,
                              const byte* iv, word32 ivSz, const byte* tag,
                              word32 tagSz, const byte* aad, word32 aadSz);

/* ---------------------------------------------------------------------- */
/* CCM (SP 800-38C, RFC 3610)                                              */
/* ---------------------------------------------------------------------- */
/* 7 <= nonceSz <= 13, tagSz in {4, 6, 8, 10, 12, 14, 16}, sz below
 * 2^(8 (15 - nonceSz)) (the callers check).  Open returns 0 or -1 (tag
 * mismatch, out zeroed), as bm_gcm_open. */
WOLFSSL_LOCAL void bm_ccm_seal(const bm_cipher* c, const void* key,
                               byte* out, const byte* in, word32 sz,
                               const byte* nonce, word32 nonceSz, byte* tag,
                               word32 tagSz, const byte* aad, word32 aadSz);
WOLFSSL_LOCAL int bm_ccm_open(const bm_cipher* c, const void* key,
                              byte* out, const byte* in, word32 sz,
                              const byte* nonce, word32 nonceSz,
                              const byte* tag, word32 tagSz,
                              const byte* aad, word32 aadSz);

/* ---------------------------------------------------------------------- */
/* XTS                                                                     */
/* ---------------------------------------------------------------------- */
/* Tweak rules.  Both encrypt the tweak i with key 2 (T0 = E_K2(i)) and
 * multiply it by x from block to block in GF(2^128) mod x^128 + x^7 + x^2
 * + x + 1; they differ in the bit order of the block:
 *   BM_XTS_IEEE  IEEE Std 1619: T is little-endian (byte 0 bit 0 is the
 *                coefficient of x^0): T <<= 1, carry out of byte 15's top
 *                bit XORs 0x87 into byte 0;
 *   BM_XTS_GB    GB/T 17964-2021 (SM4-XTS): T is big-endian with the bits
 *                reflected as in GCM (byte 0 bit 7 is x^0): T >>= 1 over
 *                the 16 bytes, carry out of byte 15's bit 0 XORs 0xE1
 *                into byte 0.
 * sz >= 16; a partial last block is handled by ciphertext stealing (IEEE
 * 1619 5.3.2, the same in GB/T 17964).  key1 with c->enc/c->dec for the
 * data, key2 with c->enc for the tweak.  out == in allowed. */
#define BM_XTS_IEEE     0
#define BM_XTS_GB       1

WOLFSSL_LOCAL void bm_xts_encrypt(const bm_cipher* c, const void* key1,
                                  const void* key2, int rule, byte* out,
                                  const byte* in, word32 sz,
                                  const byte* tweak);
WOLFSSL_LOCAL void bm_xts_decrypt(const bm_cipher* c, const void* key1,
                                  const void* key2, int rule, byte* out,
                                  const byte* in, word32 sz,
                                  const byte* tweak);

#endif /* WOLF_CRYPT_BLOCK_MODES_H */
