/* ed448_vectors.c
 *
 * Runner for the Ed448 vectors against the public API (ed448.h): RFC
 * 8032's Ed448 vectors and the differential cases against the Python
 * model (tests/kat/ed448_vectors.py), and the OpenSSL interop lines
 * (tests/interop/interop_openssl_ed448.py).  The runner and its line
 * format are eddsa_vectors.h, shared with Ed25519; this file names the
 * curve's API (schemes p and h: Ed448 with its context, Ed448ph) and its
 * order, S >= L being refused with BAD_FUNC_ARG as upstream does.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ed448.h>

#define EDV_KEY     ed448_key
#define EDV(f)      wc_ed448_##f
#define EDV_PH(f)   wc_ed448ph_##f
#define EDV_ASN(f)  wc_Ed448##f
#define EDV_KS      ED448_KEY_SIZE
#define EDV_SIG     ED448_SIG_SIZE
#define EDV_TYPE_P  Ed448
#define EDV_TYPE_H  Ed448ph
/* L = 2^446 - 138180668098951153520073867485154268803366924748821786
 * 09894547503885, little endian */
#define EDV_ORDER {                                                     \
    0xf3, 0x44, 0x58, 0xab, 0x92, 0xc2, 0x78, 0x23, 0x55, 0x8f, 0xc5,   \
    0x8d, 0x72, 0xc2, 0x6c, 0x21, 0x90, 0x36, 0xd6, 0xae, 0x49, 0xdb,   \
    0x4e, 0xc4, 0xe9, 0x23, 0xca, 0x7c, 0xff, 0xff, 0xff, 0xff, 0xff,   \
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,   \
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,   \
    0x3f, 0x00 }

#include "eddsa_vectors.h"
