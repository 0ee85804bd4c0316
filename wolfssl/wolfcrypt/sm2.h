/* sm2.h
 *
 * SM2 (GB/T 32918-2016, GM/T 0003-2012) on the recommended curve
 * sm2p256v1 with SM3: key generation, the user digest
 * e = H(Z_A || M) with Z_A = H(ENTL || ID || a || b || xG || yG || xA || yA),
 * signatures (DER SEQUENCE { r, s } as for ECDSA), the plain ECDH shared
 * secret on the SM2 curve, and public-key encryption (GB/T 32918.4).
 * The wc_ecc_sm2_* names and signatures follow wolfCrypt; the encryption
 * functions (wolfCrypt has none for SM2) are named in the same style.
 *
 * Layering: algorithm layer, wolfcrypt/src/sm2.c, on top of the ECC layer
 * (keys are ordinary ecc_key objects on curve ECC_SM2P256V1, so the ECC
 * import/export, key check and DER codecs of ecc.h / asn_public.h apply)
 * and SM3 (sm3.h).  Built when WOLFSSL_SM2 is defined (configure
 * --enable-sm2); settings.h then also turns on SM3.
 *
 * Return values: 0 (or a size where stated) on success, a negative
 * wolfCrypt error code otherwise: BAD_FUNC_ARG for NULL pointers and
 * out-of-range sizes, BUFFER_E for a too-small output, ECC_BAD_ARG_E for a
 * key that is empty or not on the SM2 curve, ECC_PRIV_KEY_E for a private
 * key outside [1, n - 2].
 */
#ifndef WOLF_CRYPT_SM2_H
#define WOLF_CRYPT_SM2_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/ecc.h>

#ifdef __cplusplus
extern "C" {
#endif

#define WOLFSSL_SM2_KEY_BITS    256
/* Field / scalar size in bytes. */
#define WC_SM2_KEY_SZ           32
/* The default user identity of GM/T 0009-2012 ("1234567812345678"). */
#define WC_SM2_DEFAULT_ID       "1234567812345678"
#define WC_SM2_DEFAULT_ID_SZ    16
/* Largest identity: ENTL is the bit length in two bytes. */
#define WC_SM2_MAX_ID_SZ        8191

/* Ciphertext formats of wc_ecc_sm2_encrypt / wc_ecc_sm2_decrypt.
 *   WC_SM2_RAW        C1 || C3 || C2 (GB/T 32918.4-2016 order),
 *                     C1 = 04 || x1 || y1 (65 bytes), C3 = 32 bytes,
 *                     C2 as long as the message.
 *   WC_SM2_DER        GM/T 0009-2012 SM2Cipher ::= SEQUENCE {
 *                     XCoordinate INTEGER, YCoordinate INTEGER,
 *                     HASH OCTET STRING (C3), CipherText OCTET STRING (C2)}
 *                     (the form OpenSSL's pkeyutl -encrypt writes).
 *   WC_SM2_RAW_C1C2C3 C1 || C2 || C3 (the older GB/T 32918.4-2010 order). */
enum {
    WC_SM2_RAW        = 0,
    WC_SM2_DER        = 1,
    WC_SM2_RAW_C1C2C3 = 2
};
/* Sizes of the raw form: C1 and C3, and their sum (the overhead). */
#define WC_SM2_C1_SZ            (1 + 2 * WC_SM2_KEY_SZ)
#define WC_SM2_C3_SZ            32
#define WC_SM2_RAW_OVERHEAD     (WC_SM2_C1_SZ + WC_SM2_C3_SZ)
/* Largest message to encrypt (keeps the DER lengths below 2^24). */
#define WC_SM2_MAX_MSG_SZ       0x00FFFF00UL

#ifdef WOLFSSL_SM2

/* ---------------------------------------------------------------------- */
/* Keys                                                                    */
/* ---------------------------------------------------------------------- */
/* New key pair on sm2p256v1: d uniform in [1, n - 2], P = d G.  flags is
 * stored in key->flags (as wolfCrypt's WC_ECC_FLAG_* values). */
WOLFSSL_API int wc_ecc_sm2_make_key(WC_RNG* rng, ecc_key* key, int flags);

/* ECDH on the SM2 curve: out = x-coordinate of d_priv * P_pub, 32 bytes
 * (*outLen in: room, out: 32).  The peer point is validated. */
WOLFSSL_API int wc_ecc_sm2_shared_secret(ecc_key* priv, ecc_key* pub,
                                         byte* out, word32* outLen);

/* ---------------------------------------------------------------------- */
/* Signatures                                                              */
/* ---------------------------------------------------------------------- */
/* out = H(Z_A || msg) with hash hashType (WC_HASH_TYPE_SM3 for standard
 * SM2), Z_A from the identity id[0..idSz) and the key's public point (a
 * private-only key gets its public point computed).  The curve
 * parameters a, b, G are the key's curve's.  idSz <= WC_SM2_MAX_ID_SZ;
 * id may be NULL only with idSz 0, msg only with msgSz 0.  outSz must be
 * at least the digest size, which is what is written. */
WOLFSSL_API int wc_ecc_sm2_create_digest(const byte* id, word16 idSz,
                                         const byte* msg, int msgSz,
                                         enum wc_HashType hashType,
                                         byte* out, int outSz,
                                         ecc_key* key);

/* Sign the digest e = in[0..inLen) (1 <= inLen <= WC_MAX_DIGEST_SIZE;
 * the leftmost 256 bits are used, as for ECDSA) with a random nonce:
 * (x1, y1) = k G, r = (e + x1) mod n, s = (1 + d)^-1 (k - r d) mod n,
 * new k while r = 0, r + k = n or s = 0.  rng NULL: the key's rng
 * (wc_ecc_set_rng).  _ex returns r and s (initialised by the caller);
 * the other writes DER SEQUENCE { r, s } (*outLen in: room, at least
 * wc_ecc_sig_size(key); out: length). */
WOLFSSL_API int wc_ecc_sm2_sign_hash_ex(const byte* in, word32 inLen,
                                        WC_RNG* rng, ecc_key* key,
                                        mp_int* r, mp_int* s);
WOLFSSL_API int wc_ecc_sm2_sign_hash(const byte* in, word32 inLen,
                                     byte* out, word32* outLen,
                                     WC_RNG* rng, ecc_key* key);

/* Verify: *res = 1 when valid, 0 otherwise.  The return value is 0 when
 * the inputs could be processed (a wrong signature included); r or s zero
 * is MP_ZERO_E, r or s >= n (or negative) is ECC_OUT_OF_RANGE_E, a
 * malformed DER signature an ASN error. */
WOLFSSL_API int wc_ecc_sm2_verify_hash_ex(mp_int* r, mp_int* s,
                                          const byte* hash, word32 hashSz,
                                          int* res, ecc_key* key);
WOLFSSL_API int wc_ecc_sm2_verify_hash(const byte* sig, word32 siglen,
                                       const byte* hash, word32 hashlen,
                                       int* res, ecc_key* key);

/* ---------------------------------------------------------------------- */
/* Public-key encryption (GB/T 32918.4-2016 with SM3)                      */
/* ---------------------------------------------------------------------- */
/* Encrypt in[0..inSz) (1 <= inSz <= WC_SM2_MAX_MSG_SZ) to the public key
 * `key`: C1 = k G, (x2, y2) = k P, t = KDF(x2 || y2, inSz) (a new k when
 * t is all zero), C2 = M xor t, C3 = SM3(x2 || M || y2); written in
 * `format` (WC_SM2_RAW, WC_SM2_DER, WC_SM2_RAW_C1C2C3).  rng NULL: the
 * key's rng (wc_ecc_set_rng).  out == NULL: *outSz gets the largest size
 * and LENGTH_ONLY_E is returned; a too-small out gives BUFFER_E with
 * *outSz set to the largest size.  On success *outSz is the length
 * written (for DER it can be below the largest size).  in and out must
 * not overlap.  The key needs its public part (ECC_BAD_ARG_E otherwise). */
WOLFSSL_API int wc_ecc_sm2_encrypt(ecc_key* key, const byte* in, word32 inSz,
                                   byte* out, word32* outSz, WC_RNG* rng,
                                   int format);
/* Largest ciphertext for a message of inSz bytes in `format`; 0 for a
 * bad format or inSz. */
WOLFSSL_API word32 wc_ecc_sm2_encrypt_size(word32 inSz, int format);

/* Decrypt a ciphertext in `format` with the private key: C1 must be an
 * uncompressed point on the curve (IS_POINT_E / ECC_OUT_OF_RANGE_E /
 * ECC_INF_E otherwise), (x2, y2) = d C1, t = KDF(x2 || y2, len(C2)), and
 * C3 is compared with SM3(x2 || M || y2) in constant time.  An all-zero t
 * or a C3 mismatch is MAC_CMP_FAILED_E and leaves out zeroed; a malformed
 * or truncated ciphertext is BUFFER_E / ASN_PARSE_E.  out == NULL: *outSz
 * gets the plaintext size and LENGTH_ONLY_E is returned.  in and out must
 * not overlap. */
WOLFSSL_API int wc_ecc_sm2_decrypt(ecc_key* key, const byte* in, word32 inSz,
                                   byte* out, word32* outSz, int format);

#endif /* WOLFSSL_SM2 */

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_SM2_H */
