/* curve25519.h
 *
 * X25519 (RFC 7748): key generation and the Diffie-Hellman function on
 * Curve25519, with the wolfCrypt API (names, signatures, constants and
 * error codes as upstream wolfSSL 5.7.2, so programs compile unchanged).
 *
 * Layering: algorithm layer, wolfcrypt/src/curve25519.c; the scalar
 * multiplication is the SP layer's sp_x25519 (generated: five 51-bit
 * digits, the Montgomery ladder as one kernel), constant time.  Built when
 * HAVE_CURVE25519 is defined (configure --enable-curve25519).
 *
 * Byte order: keys are 32 bytes, little endian on the wire (RFC 7748).
 * The functions without _ex take and give them big endian (upstream's
 * convention); the _ex forms take EC25519_LITTLE_ENDIAN or _BIG_ENDIAN.
 * An imported private scalar is kept clamped (RFC 7748 section 5), so
 * its export gives the clamped bytes of the same key.
 *
 * Return values: 0 on success, else a negative wolfCrypt error code:
 * BAD_FUNC_ARG for NULL pointers (and a short output buffer of
 * wc_curve25519_shared_secret_ex), ECC_BAD_ARG_E for a wrong size, a
 * missing key part (also on export), an unclamped private key or a
 * public key with the top bit set, ECC_OUT_OF_RANGE_E for an all-zero
 * shared secret (a public key of small order) and from
 * wc_curve25519_check_public for the top bit set, BUFFER_E for an empty
 * public key there.
 */
#ifndef WOLF_CRYPT_CURVE25519_H
#define WOLF_CRYPT_CURVE25519_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_CURVE25519

#include <wolfssl/wolfcrypt/random.h>

#ifdef __cplusplus
    extern "C" {
#endif

#define CURVE25519_KEYSIZE      32
#define CURVE25519_PUB_KEY_SIZE 32

typedef const char* curve25519_str;

/* The curve's description (one curve: size 32, name "CURVE25519"). */
typedef struct {
    int size;
    curve25519_str name;
} curve25519_set_type;

/* A public value: the u-coordinate, 32 bytes little endian. */
typedef struct ECPoint {
    byte point[CURVE25519_KEYSIZE];
    byte pointSz;
} ECPoint;

#ifndef WC_CURVE25519KEY_TYPE_DEFINED
    typedef struct curve25519_key curve25519_key;
    #define WC_CURVE25519KEY_TYPE_DEFINED
#endif

/* A key: the clamped private scalar k (little endian) and the public
 * u-coordinate; privSet / pubSet say which are present. */
struct curve25519_key {
    int idx;
    const curve25519_set_type* dp;
    ECPoint p;
    byte k[CURVE25519_KEYSIZE];
    byte pubSet:1;
    byte privSet:1;
};

enum {
    EC25519_LITTLE_ENDIAN = 0,
    EC25519_BIG_ENDIAN = 1
};

WOLFSSL_API int wc_curve25519_make_pub(int public_size, byte* pub,
                                       int private_size, const byte* priv);
WOLFSSL_API int wc_curve25519_generic(int public_size, byte* pub,
                                      int private_size, const byte* priv,
                                      int basepoint_size,
                                      const byte* basepoint);
WOLFSSL_API int wc_curve25519_make_priv(WC_RNG* rng, int keysize,
                                        byte* priv);
WOLFSSL_API int wc_curve25519_make_key(WC_RNG* rng, int keysize,
                                       curve25519_key* key);
WOLFSSL_API int wc_curve25519_shared_secret(curve25519_key* private_key,
                                            curve25519_key* public_key,
                                            byte* out, word32* outlen);
WOLFSSL_API int wc_curve25519_shared_secret_ex(curve25519_key* private_key,
                                               curve25519_key* public_key,
                                               byte* out, word32* outlen,
                                               int endian);
WOLFSSL_API int wc_curve25519_init(curve25519_key* key);
WOLFSSL_API int wc_curve25519_init_ex(curve25519_key* key, void* heap,
                                      int devId);
WOLFSSL_API void wc_curve25519_free(curve25519_key* key);

WOLFSSL_API int wc_curve25519_import_private(const byte* priv, word32 privSz,
                                             curve25519_key* key);
WOLFSSL_API int wc_curve25519_import_private_ex(const byte* priv,
                                                word32 privSz,
                                                curve25519_key* key,
                                                int endian);
WOLFSSL_API int wc_curve25519_import_private_raw(const byte* priv,
                                                 word32 privSz,
                                                 const byte* pub,
                                                 word32 pubSz,
                                                 curve25519_key* key);
WOLFSSL_API int wc_curve25519_import_private_raw_ex(const byte* priv,
                                                    word32 privSz,
                                                    const byte* pub,
                                                    word32 pubSz,
                                                    curve25519_key* key,
                                                    int endian);
WOLFSSL_API int wc_curve25519_export_private_raw(curve25519_key* key,
                                                 byte* out, word32* outLen);
WOLFSSL_API int wc_curve25519_export_private_raw_ex(curve25519_key* key,
                                                    byte* out,
                                                    word32* outLen,
                                                    int endian);
WOLFSSL_API int wc_curve25519_import_public(const byte* in, word32 inLen,
                                            curve25519_key* key);
WOLFSSL_API int wc_curve25519_import_public_ex(const byte* in, word32 inLen,
                                               curve25519_key* key,
                                               int endian);
WOLFSSL_API int wc_curve25519_check_public(const byte* pub, word32 pubSz,
                                           int endian);
WOLFSSL_API int wc_curve25519_export_public(curve25519_key* key, byte* out,
                                            word32* outLen);
WOLFSSL_API int wc_curve25519_export_public_ex(curve25519_key* key,
                                               byte* out, word32* outLen,
                                               int endian);
WOLFSSL_API int wc_curve25519_export_key_raw(curve25519_key* key,
                                             byte* priv, word32* privSz,
                                             byte* pub, word32* pubSz);
WOLFSSL_API int wc_curve25519_export_key_raw_ex(curve25519_key* key,
                                                byte* priv, word32* privSz,
                                                byte* pub, word32* pubSz,
                                                int endian);
WOLFSSL_API int wc_curve25519_size(curve25519_key* key);

#ifdef __cplusplus
    }
#endif

#endif /* HAVE_CURVE25519 */
#endif /* WOLF_CRYPT_CURVE25519_H */
