/* xdh.h
 *
 * The steps X25519 and X448 (RFC 7748) share, internal to the library:
 * byte order, the all-zero test of a shared secret, the checks and
 * size query of an export and upstream's public-value check (the RFC
 * 8410 key decoding is rfc8410.h's).  Algorithm layer: used by
 * curve25519.c and curve448.c, implemented in xdh.c (built when either
 * curve is).
 * Nothing here is public API.
 *
 * Byte strings are sz bytes (32 or 56); "big endian" means the caller's
 * bytes are the reverse of the little-endian wire order of RFC 7748
 * (EC25519_BIG_ENDIAN and EC448_BIG_ENDIAN are both 1, the _LITTLE_ forms
 * 0).
 */
#ifndef WOLF_CRYPT_XDH_H
#define WOLF_CRYPT_XDH_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#if defined(HAVE_CURVE25519) || defined(HAVE_CURVE448)

#define XDH_MAX_SIZE 56
#define XDH_BIG_ENDIAN 1

/* out = in, reversed when endian is XDH_BIG_ENDIAN.  out and in must not
 * overlap (unless equal and endian little). */
WOLFSSL_LOCAL void xdh_copy(byte* out, const byte* in, word32 sz,
                            int endian);

/* 1 when a[0..sz) is all zero, else 0; constant time. */
WOLFSSL_LOCAL int xdh_is_zero(const byte* a, word32 sz);

/* An export's tail: *outLen below sz sets *outLen = sz and returns
 * ECC_BAD_ARG_E (upstream's size query); else out = v in the byte order
 * asked for, *outLen = sz, 0.  Pointers checked by the caller. */
WOLFSSL_LOCAL int xdh_export(byte* out, word32* outLen, const byte* v,
                             word32 sz, int endian);

/* The shared secret s (little endian, sz bytes) to out: all zero (a peer
 * value of small order) is ECC_OUT_OF_RANGE_E, else as xdh_export with
 * room checked before (*outLen >= sz). */
WOLFSSL_LOCAL int xdh_secret_out(byte* out, word32* outLen, const byte* s,
                                 word32 sz, int endian);

/* Upstream's wc_curve*_check_public rules, public data, plain
 * comparisons: pub NULL BAD_FUNC_ARG; pubSz 0 BUFFER_E, other than sz
 * ECC_BAD_ARG_E; the value 0 or 1 ECC_BAD_ARG_E; bits of topMask set in
 * the most significant byte ECC_OUT_OF_RANGE_E; the value at or above
 * pm1 (p - 1, little endian) ECC_BAD_ARG_E; else 0. */
WOLFSSL_LOCAL int xdh_check_public(const byte* pub, word32 pubSz,
                                   int endian, const byte* pm1, word32 sz,
                                   byte topMask);

#endif /* HAVE_CURVE25519 || HAVE_CURVE448 */
#endif /* WOLF_CRYPT_XDH_H */
