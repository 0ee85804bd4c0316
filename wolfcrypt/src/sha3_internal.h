/* sha3_internal.h
 *
 * The interface between sha3.c and sha3_keccak.c, and the entry point that
 * ML-KEM / ML-DSA use for their own sponge handling.  Not installed.
 */
#ifndef WOLF_CRYPT_SHA3_INTERNAL_H
#define WOLF_CRYPT_SHA3_INTERNAL_H

#include <wolfssl/wolfcrypt/types.h>

/* Keccak-f[1600] on st in place (24 rounds, FIPS 202 3.4); lane A[x, y]
 * in st[x + 5y].  Constant time.  Takes the Zbb / Zbkb path when
 * riscv_cpu.h allows it, else the base path; both give the same result. */
WOLFSSL_LOCAL void sha3_keccakf(word64 st[25]);

#endif /* WOLF_CRYPT_SHA3_INTERNAL_H */
