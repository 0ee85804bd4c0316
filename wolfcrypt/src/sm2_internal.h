/* sm2_internal.h
 *
 * Known-answer hooks of sm2.c: SM2 signing and encryption with a nonce k
 * chosen by the caller instead of drawn from the DRBG, so that the tests
 * can reproduce the published GB/T 32918 / GM/T 0003.5 examples.  Not
 * public API: WOLFSSL_LOCAL (not exported from the shared library; the
 * test programs link the static library) and not installed.  A fixed k
 * must never be used outside tests: reusing k for two signatures reveals
 * the private key.
 */
#ifndef WOLF_CRYPT_SM2_INTERNAL_H
#define WOLF_CRYPT_SM2_INTERNAL_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/ecc.h>

#ifdef WOLFSSL_SM2

/* wc_ecc_sm2_sign_hash_ex with the nonce k[0..kSz) (big-endian, in
 * [1, n - 1]); BAD_FUNC_ARG when it is out of range or gives r = 0,
 * r + k = n or s = 0. */
WOLFSSL_LOCAL int sm2_sign_hash_fixed_k(const byte* in, word32 inLen,
                                        const byte* k, word32 kSz,
                                        ecc_key* key, mp_int* r,
                                        mp_int* s);

/* wc_ecc_sm2_encrypt with the nonce k[0..kSz); BAD_FUNC_ARG when k is out
 * of range or the KDF output is all zero. */
WOLFSSL_LOCAL int sm2_encrypt_fixed_k(ecc_key* key, const byte* in,
                                      word32 inSz, const byte* k,
                                      word32 kSz, byte* out, word32* outSz,
                                      int format);

#endif /* WOLFSSL_SM2 */

#endif /* WOLF_CRYPT_SM2_INTERNAL_H */
