/* ed25519_vectors.c
 *
 * Runner for the Ed25519 vectors against the public API (ed25519.h):
 * Wycheproof ed25519_test.json and the differential cases against the
 * Python model (tests/kat/ed25519_vectors.py), and the OpenSSL interop
 * lines (tests/interop/interop_openssl_ed25519.py).  The runner and its
 * line format are eddsa_vectors.h, shared with Ed448; this file names the
 * curve's API (schemes p, c and h: Ed25519, Ed25519ctx, Ed25519ph).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ed25519.h>

#define EDV_KEY     ed25519_key
#define EDV(f)      wc_ed25519_##f
#define EDV_PH(f)   wc_ed25519ph_##f
#define EDV_ASN(f)  wc_Ed25519##f
#define EDV_KS      ED25519_KEY_SIZE
#define EDV_SIG     ED25519_SIG_SIZE
#define EDV_TYPE_P  Ed25519
#define EDV_TYPE_C  Ed25519ctx
#define EDV_TYPE_H  Ed25519ph

#include "eddsa_vectors.h"
