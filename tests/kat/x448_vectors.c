/* x448_vectors.c
 *
 * Runner for the X448 vectors against the public API (curve448.h): the
 * differential cases against the Python model (tests/kat/x448_vectors.py)
 * and the OpenSSL interop lines (tests/interop/interop_openssl_x448.py).
 * The runner and its line format are xdh_vectors.h, shared with X25519;
 * this file names the curve's API.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/curve448.h>

#define XDH_KS           CURVE448_KEY_SIZE
#define XDH_KEY          curve448_key
#define XDH_LE           EC448_LITTLE_ENDIAN
#define XDH(f)           wc_curve448_##f
#define XDH_ASN(f)       wc_Curve448##f
#define XDH_NAME         "x448"
#define XDH_CLAMP(k)     do { (k)[0] &= 0xfc; (k)[55] |= 0x80; } while (0)
#define XDH_ZERO_REFUSED 1

#include "xdh_vectors.h"
