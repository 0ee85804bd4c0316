/* rsa_internal.h
 *
 * Interface between the two halves of the RSA module (not installed):
 * rsa.c holds key handling and the RSA primitive (RSAEP/RSADP with CRT,
 * blinding and fault check); rsa_pad.c holds the encodings (EME-PKCS1-v1_5,
 * EMSA-PKCS1-v1_5, EME-OAEP, EMSA-PSS with MGF1) and the public
 * encrypt/decrypt/sign/verify entry points built from both.
 */
#ifndef WOLF_CRYPT_RSA_INTERNAL_H
#define WOLF_CRYPT_RSA_INTERNAL_H

#include <wolfssl/wolfcrypt/rsa.h>

/* Check the key is usable: n odd, RSA_MIN_SIZE..RSA_MAX_SIZE bits, e set;
 * private operations additionally need type RSA_PRIVATE.  0 or error. */
WOLFSSL_LOCAL int rsa_check_key_for_op(const RsaKey* key, int priv);

/* What rsa_primitive computes: x^e (RSAEP / RSAVP1), x^d for a signature
 * (RSASP1), x^d for a decryption (RSADP, which also requires 1 < x <
 * n - 1). */
enum {
    RSA_OP_PUBLIC  = 0,
    RSA_OP_SIGN    = 1,
    RSA_OP_DECRYPT = 2
};

/* The RSA primitive on a k-byte big-endian block (k = modulus bytes):
 * public (x^e) or private (x^d, CRT; needs rng, or the key's, else
 * MISSING_RNG_E; blinded on the sp_int path; result checked with e).
 * in[0..k) must encode a value < n, and for RSA_OP_DECRYPT 1 < x < n - 1
 * (RSA_OUT_OF_RANGE_E).  out gets exactly k bytes (may alias in).  The
 * private result is computed and written at the length k, in constant
 * time. */
WOLFSSL_LOCAL int rsa_primitive(const byte* in, byte* out, word32 k,
                                int op, RsaKey* key, WC_RNG* rng);

#endif /* WOLF_CRYPT_RSA_INTERNAL_H */
