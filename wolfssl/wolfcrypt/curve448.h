/* curve448.h
 *
 * X448 (RFC 7748): key generation and the Diffie-Hellman function on
 * Curve448, with the wolfCrypt API (names, signatures, constants and
 * error codes as upstream wolfSSL, so programs compile unchanged).
 *
 * Layering: algorithm layer, wolfcrypt/src/curve448.c; the scalar
 * multiplication is the SP layer's sp_x448 / sp_x448_base (generated,
 * constant time).  Built when HAVE_CURVE448 is defined (configure
 * --enable-curve448).
 *
 * Byte order: keys are 56 bytes, little endian on the wire (RFC 7748).
 * The functions without _ex take and give them big endian (upstream's
 * convention); the _ex forms take EC448_LITTLE_ENDIAN or EC448_BIG_ENDIAN
 * (any other value is taken as little endian, as upstream does, except
 * that upstream's wc_curve448_check_public takes it as big endian).
 * An imported or generated private scalar is kept clamped (RFC 7748
 * section 5: bits 0 and 1 cleared, bit 447 set), so its export gives the
 * clamped bytes of the same key.  A public value is any 56 bytes: values
 * at or above p = 2^448 - 2^224 - 1 are taken mod p by X448, as RFC 7748
 * requires (wc_curve448_check_public refuses them for callers who want
 * canonical values).
 *
 * Return values: 0 on success, else a negative wolfCrypt error code:
 * - BAD_FUNC_ARG: a NULL pointer (the key, RNG, input or output), and a
 *   short output buffer of wc_curve448_shared_secret(_ex);
 * - ECC_BAD_ARG_E: a wrong size (key size, input length), an export
 *   buffer shorter than 56 bytes (*outLen is then set to 56: the size
 *   query), a key lacking the part needed (a private key for the shared
 *   secret or a private export, a public or private one for a public
 *   export), a private key not clamped given to wc_curve448_make_pub /
 *   _generic, and NULL pointers of wc_curve448_make_pub / _generic
 *   (upstream's code there);
 * - ECC_OUT_OF_RANGE_E: an all-zero result, i.e. the peer's value has
 *   small order (u = 0, 1, p - 1 and their non-canonical forms), from
 *   wc_curve448_shared_secret(_ex) and wc_curve448_generic (RFC 7748
 *   section 6.2's check, done in every build);
 * - wc_curve448_check_public: BUFFER_E for pubSz 0, ECC_BAD_ARG_E for
 *   another size than 56 and for the values 0, 1 and everything from
 *   p - 1 up (p - 1 has order 2, the rest is not canonical), 0 otherwise
 *   (upstream's rules).
 * wc_curve448_free wipes the private scalar.
 */
#ifndef WOLF_CRYPT_CURVE448_H
#define WOLF_CRYPT_CURVE448_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_CURVE448

#include <wolfssl/wolfcrypt/random.h>

#ifdef __cplusplus
    extern "C" {
#endif

#define CURVE448_KEY_SIZE     56
#define CURVE448_PUB_KEY_SIZE 56

#ifndef WC_CURVE448KEY_TYPE_DEFINED
    typedef struct curve448_key curve448_key;
    #define WC_CURVE448KEY_TYPE_DEFINED
#endif

/* A key: the public u-coordinate p and the clamped private scalar k, both
 * little endian; pubSet / privSet say which are present.  heap and devId
 * are kept from wc_curve448_init_ex (no allocation, no devices here). */
struct curve448_key {
    byte p[CURVE448_PUB_KEY_SIZE];
    byte k[CURVE448_KEY_SIZE];
    void* heap;
    int devId;
    byte pubSet:1;
    byte privSet:1;
};

enum {
    EC448_LITTLE_ENDIAN = 0,
    EC448_BIG_ENDIAN    = 1
};

WOLFSSL_API int wc_curve448_make_key(WC_RNG* rng, int keysize,
                                     curve448_key* key);
/* pub = X448(priv, 5), both little endian; priv must be clamped. */
WOLFSSL_API int wc_curve448_make_pub(int public_size, byte* pub,
                                     int private_size, const byte* priv);
/* pub = X448(priv, basepoint), all little endian; priv must be clamped;
 * an all-zero result is ECC_OUT_OF_RANGE_E. */
WOLFSSL_API int wc_curve448_generic(int public_size, byte* pub,
                                    int private_size, const byte* priv,
                                    int basepoint_size,
                                    const byte* basepoint);
WOLFSSL_API int wc_curve448_shared_secret(curve448_key* private_key,
                                          curve448_key* public_key,
                                          byte* out, word32* outlen);
WOLFSSL_API int wc_curve448_shared_secret_ex(curve448_key* private_key,
                                             curve448_key* public_key,
                                             byte* out, word32* outlen,
                                             int endian);
WOLFSSL_API int wc_curve448_init(curve448_key* key);
WOLFSSL_API int wc_curve448_init_ex(curve448_key* key, void* heap,
                                    int devId);
WOLFSSL_API void wc_curve448_free(curve448_key* key);

WOLFSSL_API int wc_curve448_import_private(const byte* priv, word32 privSz,
                                           curve448_key* key);
WOLFSSL_API int wc_curve448_import_private_ex(const byte* priv,
                                              word32 privSz,
                                              curve448_key* key,
                                              int endian);
WOLFSSL_API int wc_curve448_import_private_raw(const byte* priv,
                                               word32 privSz,
                                               const byte* pub,
                                               word32 pubSz,
                                               curve448_key* key);
WOLFSSL_API int wc_curve448_import_private_raw_ex(const byte* priv,
                                                  word32 privSz,
                                                  const byte* pub,
                                                  word32 pubSz,
                                                  curve448_key* key,
                                                  int endian);
WOLFSSL_API int wc_curve448_export_private_raw(curve448_key* key, byte* out,
                                               word32* outLen);
WOLFSSL_API int wc_curve448_export_private_raw_ex(curve448_key* key,
                                                  byte* out, word32* outLen,
                                                  int endian);
WOLFSSL_API int wc_curve448_import_public(const byte* in, word32 inLen,
                                          curve448_key* key);
WOLFSSL_API int wc_curve448_import_public_ex(const byte* in, word32 inLen,
                                             curve448_key* key, int endian);
WOLFSSL_API int wc_curve448_check_public(const byte* pub, word32 pubSz,
                                         int endian);
WOLFSSL_API int wc_curve448_export_public(curve448_key* key, byte* out,
                                          word32* outLen);
WOLFSSL_API int wc_curve448_export_public_ex(curve448_key* key, byte* out,
                                             word32* outLen, int endian);
WOLFSSL_API int wc_curve448_export_key_raw(curve448_key* key, byte* priv,
                                           word32* privSz, byte* pub,
                                           word32* pubSz);
WOLFSSL_API int wc_curve448_export_key_raw_ex(curve448_key* key, byte* priv,
                                              word32* privSz, byte* pub,
                                              word32* pubSz, int endian);
/* CURVE448_KEY_SIZE, or 0 for key NULL. */
WOLFSSL_API int wc_curve448_size(curve448_key* key);

#ifdef __cplusplus
    }
#endif

#endif /* HAVE_CURVE448 */
#endif /* WOLF_CRYPT_CURVE448_H */
