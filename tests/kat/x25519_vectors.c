/* x25519_vectors.c
 *
 * Runner for the X25519 vectors against the public API (curve25519.h):
 * Wycheproof x25519_test.json and the differential cases against the
 * Python model (tests/kat/x25519_vectors.py), and the OpenSSL interop
 * lines (tests/interop/interop_openssl_x25519.py).  The runner and its
 * line format are xdh_vectors.h, shared with X448; this file names the
 * curve's API.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/curve25519.h>

#define XDH_KS           CURVE25519_KEYSIZE
#define XDH_KEY          curve25519_key
#define XDH_LE           EC25519_LITTLE_ENDIAN
#define XDH(f)           wc_curve25519_##f
#define XDH_ASN(f)       wc_Curve25519##f
#define XDH_NAME         "x25519"
#define XDH_CLAMP(k)     do { (k)[0] &= 248; \
                              (k)[31] = (byte)(((k)[31] & 127) | 64); } \
                         while (0)
#define XDH_ZERO_REFUSED 0
#define XDH_KEY_CODECS

#include "xdh_vectors.h"
