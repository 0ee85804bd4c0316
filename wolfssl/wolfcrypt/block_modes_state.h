/* block_modes_state.h
 *
 * The state structs of the block-cipher mode layer (wolfcrypt/src/
 * block_modes.h has the functions and the contracts), public only so that
 * struct Aes (aes.h) and wc_Sm4 (sm4.h) can hold them.  Fields are
 * internal.  Includes types.h only.
 */
#ifndef WOLF_CRYPT_BLOCK_MODES_STATE_H
#define WOLF_CRYPT_BLOCK_MODES_STATE_H

#include <wolfssl/wolfcrypt/types.h>

#define BM_BLOCK    16

/* CTR state: the next counter block, the keystream of the last partial
 * block and how many of its bytes are still unused (upstream's Aes.reg,
 * Aes.tmp and Aes.left). */
typedef struct bm_ctr {
    byte   ctr[BM_BLOCK];
    byte   ks[BM_BLOCK];
    word32 left;
} bm_ctr;

/* The hash key H and its powers H^1..H^4 (for the 4-block aggregated
 * reduction), as big-endian 64-bit halves: h[i][0] high, h[i][1] low,
 * h[i][2] = h[i][0] ^ h[i][1] (the Karatsuba middle operand). */
typedef struct bm_ghash_key {
    word64 h[4][3];
} bm_ghash_key;

/* One GCM operation, streamed: key, J0, the GHASH accumulator and the
 * counter mode state.  AAD comes first (bm_gcm_aad, any number of calls),
 * then the text (bm_gcm_encrypt / bm_gcm_decrypt, any number of calls,
 * any lengths), then bm_gcm_final.  AAD after text is refused by the
 * callers (state BM_GCM_TEXT). */
typedef struct bm_gcm {
    bm_ghash_key gk;
    byte   j0[BM_BLOCK];      /* pre-counter block */
    bm_ctr ctr;
    word64 x[2];              /* GHASH accumulator */
    byte   buf[BM_BLOCK];     /* GHASH input not yet a whole block */
    word32 bufLen;
    word64 aadLen;            /* bytes */
    word64 textLen;           /* bytes */
    int    state;             /* BM_GCM_AAD or BM_GCM_TEXT */
} bm_gcm;

#define BM_GCM_AAD      0
#define BM_GCM_TEXT     1

#endif /* WOLF_CRYPT_BLOCK_MODES_STATE_H */
