/* ed25519.h
 *
 * Ed25519, Ed25519ctx and Ed25519ph signatures (RFC 8032) with the
 * wolfCrypt API (names, signatures, constants and error codes as
 * upstream wolfSSL 5.7.2, so programs compile unchanged).
 *
 * Layering: algorithm layer, wolfcrypt/src/ed25519.c (keys, SHA-512,
 * the RFC 8032 steps); the group arithmetic is the SP layer's
 * sp_ed25519_* (generated: the 25519 field in five 51-bit digits,
 * Edwards points in extended coordinates, [a]B by a constant-time comb,
 * scalars mod L on Montgomery kernels).  Built when HAVE_ED25519 is
 * defined (configure --enable-ed25519); needs SHA-512.
 *
 * Keys: the private key is the 32-byte seed of RFC 8032 (k[0..32)), kept
 * with the public key after it (k[32..64)); the public key p is the
 * 32-byte encoding of A.  Signatures are R || S, 64 bytes.
 *
 * Verification (wc_ed25519_verify_msg and friends) uses the cofactorless
 * equation [S]B = R + [k]A, checked as encode([S]B - [k]A) == R byte for
 * byte, with S < L and A's encoding canonical (y < p) required: the
 * equation RFC 8032 section 5.1.7 states as sufficient, the one OpenSSL
 * and libsodium use, so every signature they accept is accepted here and
 * the verdict never depends on how a non-canonical encoding would be
 * reduced.
 *
 * The _ex functions (wc_ed25519_sign_msg_ex, wc_ed25519_verify_msg_ex)
 * take the message for Ed25519 and Ed25519ctx, and for Ed25519ph its
 * 64-byte SHA-512 prehash, as upstream's do (wc_ed25519ph_sign_msg and
 * wc_ed25519ph_verify_msg hash the message themselves; any other length
 * with Ed25519ph is BAD_FUNC_ARG).
 *
 * Return values: 0 on success, else a negative wolfCrypt error code:
 * BAD_FUNC_ARG for NULL pointers, wrong sizes, a context where none is
 * allowed, or a missing key part; BUFFER_E for a short output buffer
 * (with *outLen set to the size needed); PUBLIC_KEY_E for a public key
 * that encodes no point or does not match the private key;
 * SIG_VERIFY_E (with *res = 0) for a signature that does not verify.
 */
#ifndef WOLF_CRYPT_ED25519_H
#define WOLF_CRYPT_ED25519_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_ED25519

#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha512.h>

#ifdef __cplusplus
    extern "C" {
#endif

#define ED25519_KEY_SIZE     32     /* the private seed */
#define ED25519_SIG_SIZE     64
#define ED25519_PUB_KEY_SIZE 32     /* the encoded point */
#define ED25519_PRV_KEY_SIZE (ED25519_PUB_KEY_SIZE + ED25519_KEY_SIZE)

/* The signature schemes of RFC 8032 (the type of the _ex functions). */
enum {
    Ed25519 = -1,
    Ed25519ctx = 0,
    Ed25519ph = 1
};

#ifndef WC_ED25519KEY_TYPE_DEFINED
    typedef struct ed25519_key ed25519_key;
    #define WC_ED25519KEY_TYPE_DEFINED
#endif

/* A key: k = the private seed || the public key (when privKeySet), p the
 * public key (when pubKeySet). */
struct ed25519_key {
    byte p[ED25519_PUB_KEY_SIZE];
    byte k[ED25519_PRV_KEY_SIZE];
    byte ek[WC_SHA512_DIGEST_SIZE]; /* this library's: SHA-512 of the seed,
                                     * clamped (the secret scalar s and
                                     * the nonce prefix, RFC 8032 5.1.5),
                                     * made when the seed is set, read by
                                     * signing; wiped by wc_ed25519_free */
    word64 A[20];                   /* this library's: the public key as a
                                     * point (sp_ed25519_decode_point's
                                     * form), when pointSet: decoded once
                                     * on import or made with the key, for
                                     * verification */
    word16 privKeySet;              /* plain fields (upstream: one-bit */
    word16 pubKeySet;               /* ones), so that eddsa.c can reach */
    word16 pointSet;                /* them through pointers */
    void* heap;
    int devId;
};

WOLFSSL_API int wc_ed25519_init(ed25519_key* key);
WOLFSSL_API int wc_ed25519_init_ex(ed25519_key* key, void* heap, int devId);
WOLFSSL_API void wc_ed25519_free(ed25519_key* key);

WOLFSSL_API int wc_ed25519_make_public(ed25519_key* key,
                                       unsigned char* pubKey,
                                       word32 pubKeySz);
WOLFSSL_API int wc_ed25519_make_key(WC_RNG* rng, int keysize,
                                    ed25519_key* key);

WOLFSSL_API int wc_ed25519_sign_msg(const byte* in, word32 inLen, byte* out,
                                    word32* outLen, ed25519_key* key);
WOLFSSL_API int wc_ed25519ctx_sign_msg(const byte* in, word32 inLen,
                                       byte* out, word32* outLen,
                                       ed25519_key* key, const byte* context,
                                       byte contextLen);
WOLFSSL_API int wc_ed25519ph_sign_hash(const byte* hash, word32 hashLen,
                                       byte* out, word32* outLen,
                                       ed25519_key* key, const byte* context,
                                       byte contextLen);
WOLFSSL_API int wc_ed25519ph_sign_msg(const byte* in, word32 inLen,
                                      byte* out, word32* outLen,
                                      ed25519_key* key, const byte* context,
                                      byte contextLen);
WOLFSSL_API int wc_ed25519_sign_msg_ex(const byte* in, word32 inLen,
                                       byte* out, word32* outLen,
                                       ed25519_key* key, byte type,
                                       const byte* context, byte contextLen);

WOLFSSL_API int wc_ed25519_verify_msg(const byte* sig, word32 sigLen,
                                      const byte* msg, word32 msgLen,
                                      int* res, ed25519_key* key);
WOLFSSL_API int wc_ed25519ctx_verify_msg(const byte* sig, word32 sigLen,
                                         const byte* msg, word32 msgLen,
                                         int* res, ed25519_key* key,
                                         const byte* context,
                                         byte contextLen);
WOLFSSL_API int wc_ed25519ph_verify_hash(const byte* sig, word32 sigLen,
                                         const byte* hash, word32 hashLen,
                                         int* res, ed25519_key* key,
                                         const byte* context,
                                         byte contextLen);
WOLFSSL_API int wc_ed25519ph_verify_msg(const byte* sig, word32 sigLen,
                                        const byte* msg, word32 msgLen,
                                        int* res, ed25519_key* key,
                                        const byte* context,
                                        byte contextLen);
WOLFSSL_API int wc_ed25519_verify_msg_ex(const byte* sig, word32 sigLen,
                                         const byte* msg, word32 msgLen,
                                         int* res, ed25519_key* key,
                                         byte type, const byte* context,
                                         byte contextLen);

WOLFSSL_API int wc_ed25519_import_public(const byte* in, word32 inLen,
                                         ed25519_key* key);
WOLFSSL_API int wc_ed25519_import_public_ex(const byte* in, word32 inLen,
                                            ed25519_key* key, int trusted);
WOLFSSL_API int wc_ed25519_import_private_only(const byte* priv,
                                               word32 privSz,
                                               ed25519_key* key);
WOLFSSL_API int wc_ed25519_import_private_key(const byte* priv,
                                              word32 privSz, const byte* pub,
                                              word32 pubSz, ed25519_key* key);
WOLFSSL_API int wc_ed25519_import_private_key_ex(const byte* priv,
                                                 word32 privSz,
                                                 const byte* pub,
                                                 word32 pubSz,
                                                 ed25519_key* key,
                                                 int trusted);
WOLFSSL_API int wc_ed25519_export_public(ed25519_key* key, byte* out,
                                         word32* outLen);
WOLFSSL_API int wc_ed25519_export_private_only(ed25519_key* key, byte* out,
                                               word32* outLen);
WOLFSSL_API int wc_ed25519_export_private(ed25519_key* key, byte* out,
                                          word32* outLen);
WOLFSSL_API int wc_ed25519_export_key(ed25519_key* key, byte* priv,
                                      word32* privSz, byte* pub,
                                      word32* pubSz);
WOLFSSL_API int wc_ed25519_check_key(ed25519_key* key);

WOLFSSL_API int wc_ed25519_size(ed25519_key* key);
WOLFSSL_API int wc_ed25519_priv_size(ed25519_key* key);
WOLFSSL_API int wc_ed25519_pub_size(ed25519_key* key);
WOLFSSL_API int wc_ed25519_sig_size(ed25519_key* key);

#ifdef __cplusplus
    }
#endif

#endif /* HAVE_ED25519 */
#endif /* WOLF_CRYPT_ED25519_H */
