/* sm4_internal.h
 *
 * Interface between sm4.c (API, modes) and sm4_core.c (the cipher: key
 * schedule, bitsliced base path, Zksed path).  Not installed.
 */
#ifndef WOLF_CRYPT_SM4_INTERNAL_H
#define WOLF_CRYPT_SM4_INTERNAL_H

#include <wolfssl/wolfcrypt/sm4.h>

#ifdef WOLFSSL_SM4   /* wc_Sm4 exists only then (bare metal compiles all) */

/* Blocks per pass of the bitsliced cipher. */
#define SM4_BS_BLOCKS 16

/* Expands key (16 bytes) into sm4->ks and sm4->bsk.  Constant time. */
WOLFSSL_LOCAL void sm4_expand_key(wc_Sm4* sm4, const byte* key);

/* n blocks in -> out (encrypt when dec == 0, else decrypt).  in and out
 * may be equal, not otherwise overlap; any alignment.  Constant time in
 * the key and the data (Zksed where riscv_cpu.h allows it, else the
 * bitsliced base path). */
WOLFSSL_LOCAL void sm4_crypt_blocks(const wc_Sm4* sm4, byte* out,
                                    const byte* in, word32 n, int dec);

/* As sm4_crypt_blocks, with out = E(in ^ tw) ^ tw (the XEX step of XTS):
 * tw holds n 16-byte masks as little-endian 64-bit words (tw[2k],
 * tw[2k + 1]: bytes 0..7, 8..15 of mask k). */
WOLFSSL_LOCAL void sm4_crypt_blocks_xex(const wc_Sm4* sm4, byte* out,
                                        const byte* in, word32 n, int dec,
                                        const word64* tw);

#endif /* WOLFSSL_SM4 */

#endif /* WOLF_CRYPT_SM4_INTERNAL_H */
