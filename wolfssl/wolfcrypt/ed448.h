/* ed448.h
 *
 * Ed448 and Ed448ph signatures (RFC 8032 section 5.2) with the wolfCrypt
 * API (names, signatures, constants and error codes as upstream wolfSSL
 * 5.7.2, so programs compile unchanged).
 *
 * Layering: algorithm layer, wolfcrypt/src/ed448.c (keys, SHAKE256, the
 * RFC 8032 steps); the group arithmetic is the SP layer's sp_ed448_*
 * (generated: the field 2^448 - 2^224 - 1 in eight 56-bit digits,
 * Edwards points in extended coordinates, [a]B constant time, scalars
 * mod L constant time).  Built when HAVE_ED448 is defined (configure
 * --enable-ed448); needs SHAKE256 (WOLFSSL_SHAKE256).
 *
 * Keys: the private key is the 57-byte seed of RFC 8032 (k[0..57)), kept
 * with the public key after it (k[57..114)); the public key p is the
 * 57-byte encoding of A.  Signatures are R || S, 114 bytes.  Ed448 signs
 * with a context of 0 to 255 bytes (the empty one included); so does
 * Ed448ph, which signs SHAKE256(M, 64) (RFC 8032 5.2.6, dom4 with
 * phflag 1).
 *
 * Verification (wc_ed448_verify_msg and friends) uses the cofactorless
 * equation [S]B = R + [k]A, checked as encode([S]B - [k]A) == R byte for
 * byte, with S < L and A's encoding canonical (y < p) required: the
 * equation RFC 8032 section 5.2.7 states as sufficient, the one OpenSSL
 * and upstream use, so the verdict never depends on how a non-canonical
 * encoding would be reduced.
 *
 * The _ex functions (wc_ed448_sign_msg_ex, wc_ed448_verify_msg_ex) take
 * the message for Ed448 and for Ed448ph its 64-byte SHAKE256 prehash
 * (ED448_PREHASH_SIZE), as upstream's do (wc_ed448ph_sign_msg and
 * wc_ed448ph_verify_msg hash the message themselves; any other length
 * with Ed448ph is BAD_FUNC_ARG).
 *
 * Return values: 0 on success, else a negative wolfCrypt error code
 * (upstream's for each case):
 * - BAD_FUNC_ARG: NULL pointers, wrong sizes, a context pointer NULL
 *   with a non-zero length, an unknown type, a key without the part the
 *   operation needs (a seed to sign, a public key to verify); in
 *   verification also S >= L and a public key taken as trusted
 *   (wc_ed448_import_public_ex with trusted = 1) that encodes no point;
 * - BUFFER_E: a short output buffer (*outLen is then set to the size
 *   needed);
 * - ECC_PRIV_KEY_E: wc_ed448_make_public on a key without a seed;
 * - PUBLIC_KEY_E: a public key that encodes no point, or that is not the
 *   seed's (imports that check, wc_ed448_check_key);
 * - SIG_VERIFY_E (with *res = 0): a signature that does not verify.
 * Every verification failure sets *res = 0.  wc_ed448_free wipes the
 * seed and the secrets derived from it.
 */
#ifndef WOLF_CRYPT_ED448_H
#define WOLF_CRYPT_ED448_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_ED448

#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha3.h>

#ifdef __cplusplus
    extern "C" {
#endif

#define ED448_KEY_SIZE     57       /* the private seed */
#define ED448_SIG_SIZE     114
#define ED448_PUB_KEY_SIZE 57       /* the encoded point */
#define ED448_PRV_KEY_SIZE (ED448_PUB_KEY_SIZE + ED448_KEY_SIZE)
#define ED448_PREHASH_SIZE 64       /* Ed448ph's SHAKE256(M, 64) */

/* The signature schemes of RFC 8032 (the type of the _ex functions). */
enum {
    Ed448 = 0,
    Ed448ph = 1
};

#ifndef WC_ED448KEY_TYPE_DEFINED
    typedef struct ed448_key ed448_key;
    #define WC_ED448KEY_TYPE_DEFINED
#endif

/* A key: k = the private seed || the public key (when privKeySet), p the
 * public key (when pubKeySet). */
struct ed448_key {
    byte p[ED448_PUB_KEY_SIZE];
    byte k[ED448_PRV_KEY_SIZE];
    byte ek[2 * ED448_KEY_SIZE];    /* this library's: SHAKE256(seed, 114)
                                     * with its low half clamped (the
                                     * secret scalar s and the nonce
                                     * prefix, RFC 8032 5.2.5), made when
                                     * the seed is set, read by signing;
                                     * wiped by wc_ed448_free */
    word64 A[32];                   /* this library's: the public key as a
                                     * point (sp_ed448_decode_point's
                                     * form), when pointSet: decoded once
                                     * on import or made with the key, for
                                     * verification */
    word16 privKeySet;              /* plain fields (upstream: one-bit */
    word16 pubKeySet;               /* ones), so that eddsa.c can reach */
    word16 pointSet;                /* them through pointers */
    void* heap;
    int devId;
};

WOLFSSL_API int wc_ed448_init(ed448_key* key);
WOLFSSL_API int wc_ed448_init_ex(ed448_key* key, void* heap, int devId);
WOLFSSL_API void wc_ed448_free(ed448_key* key);

WOLFSSL_API int wc_ed448_make_public(ed448_key* key, unsigned char* pubKey,
                                     word32 pubKeySz);
WOLFSSL_API int wc_ed448_make_key(WC_RNG* rng, int keysize, ed448_key* key);

WOLFSSL_API int wc_ed448_sign_msg(const byte* in, word32 inLen, byte* out,
                                  word32* outLen, ed448_key* key,
                                  const byte* context, byte contextLen);
WOLFSSL_API int wc_ed448ph_sign_hash(const byte* hash, word32 hashLen,
                                     byte* out, word32* outLen,
                                     ed448_key* key, const byte* context,
                                     byte contextLen);
WOLFSSL_API int wc_ed448_sign_msg_ex(const byte* in, word32 inLen,
                                     byte* out, word32* outLen,
                                     ed448_key* key, byte type,
                                     const byte* context, byte contextLen);
WOLFSSL_API int wc_ed448ph_sign_msg(const byte* in, word32 inLen, byte* out,
                                    word32* outLen, ed448_key* key,
                                    const byte* context, byte contextLen);

WOLFSSL_API int wc_ed448_verify_msg_ex(const byte* sig, word32 sigLen,
                                       const byte* msg, word32 msgLen,
                                       int* res, ed448_key* key, byte type,
                                       const byte* context,
                                       byte contextLen);
WOLFSSL_API int wc_ed448_verify_msg(const byte* sig, word32 sigLen,
                                    const byte* msg, word32 msgLen, int* res,
                                    ed448_key* key, const byte* context,
                                    byte contextLen);
WOLFSSL_API int wc_ed448ph_verify_hash(const byte* sig, word32 sigLen,
                                       const byte* hash, word32 hashLen,
                                       int* res, ed448_key* key,
                                       const byte* context,
                                       byte contextLen);
WOLFSSL_API int wc_ed448ph_verify_msg(const byte* sig, word32 sigLen,
                                      const byte* msg, word32 msgLen,
                                      int* res, ed448_key* key,
                                      const byte* context, byte contextLen);

WOLFSSL_API int wc_ed448_import_public(const byte* in, word32 inLen,
                                       ed448_key* key);
WOLFSSL_API int wc_ed448_import_public_ex(const byte* in, word32 inLen,
                                          ed448_key* key, int trusted);
WOLFSSL_API int wc_ed448_import_private_only(const byte* priv, word32 privSz,
                                             ed448_key* key);
WOLFSSL_API int wc_ed448_import_private_key(const byte* priv, word32 privSz,
                                            const byte* pub, word32 pubSz,
                                            ed448_key* key);
WOLFSSL_API int wc_ed448_import_private_key_ex(const byte* priv,
                                               word32 privSz,
                                               const byte* pub, word32 pubSz,
                                               ed448_key* key, int trusted);
WOLFSSL_API int wc_ed448_export_public(ed448_key* key, byte* out,
                                       word32* outLen);
WOLFSSL_API int wc_ed448_export_private_only(ed448_key* key, byte* out,
                                             word32* outLen);
WOLFSSL_API int wc_ed448_export_private(ed448_key* key, byte* out,
                                        word32* outLen);
WOLFSSL_API int wc_ed448_export_key(ed448_key* key, byte* priv,
                                    word32* privSz, byte* pub,
                                    word32* pubSz);
WOLFSSL_API int wc_ed448_check_key(ed448_key* key);

WOLFSSL_API int wc_ed448_size(ed448_key* key);
WOLFSSL_API int wc_ed448_priv_size(ed448_key* key);
WOLFSSL_API int wc_ed448_pub_size(ed448_key* key);
WOLFSSL_API int wc_ed448_sig_size(ed448_key* key);

#ifdef __cplusplus
    }
#endif

#endif /* HAVE_ED448 */
#endif /* WOLF_CRYPT_ED448_H */
