/* xdh.c
 *
 * What X25519 and X448 share (contracts in xdh.h): byte order, the
 * all-zero secret test, export size queries and the public-value check
 * (their RFC 8410 key decoding is rfc8410.c's, shared with Ed25519 and
 * Ed448).  Algorithm layer, under curve25519.c and curve448.c; no
 * arithmetic (the ladders are the SP layer's).  Secret data passes through
 * xdh_copy, xdh_is_zero and xdh_secret_out only, none of which branches
 * on it.
 */
#include <wolfssl/wolfcrypt/settings.h>

#if defined(HAVE_CURVE25519) || defined(HAVE_CURVE448)

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "wolfcrypt/src/xdh.h"

void xdh_copy(byte* out, const byte* in, word32 sz, int endian)
{
    word32 i;

    for (i = 0; i < sz; i++)
        out[i] = (endian == XDH_BIG_ENDIAN) ? in[sz - 1 - i] : in[i];
}

int xdh_is_zero(const byte* a, word32 sz)
{
    word32 i;
    byte any = 0;

    for (i = 0; i < sz; i++)
        any |= a[i];
    return (int)(((word32)any - 1) >> 31);
}

int xdh_export(byte* out, word32* outLen, const byte* v, word32 sz,
               int endian)
{
    if (*outLen < sz) {
        *outLen = sz;
        return ECC_BAD_ARG_E;
    }
    xdh_copy(out, v, sz, endian);
    *outLen = sz;
    return 0;
}

int xdh_secret_out(byte* out, word32* outLen, const byte* s, word32 sz,
                   int endian)
{
    if (xdh_is_zero(s, sz))
        return ECC_OUT_OF_RANGE_E;
    return xdh_export(out, outLen, s, sz, endian);
}

/* -1, 0, 1 as a (little endian) is below, equal to, above b. */
static int xdh_cmp(const byte* a, const byte* b, word32 sz)
{
    word32 i = sz;

    while (i-- > 0) {
        if (a[i] != b[i])
            return (a[i] > b[i]) ? 1 : -1;
    }
    return 0;
}

int xdh_check_public(const byte* pub, word32 pubSz, int endian,
                     const byte* pm1, word32 sz, byte topMask)
{
    byte u[XDH_MAX_SIZE], one[XDH_MAX_SIZE];

    if (pub == NULL)
        return BAD_FUNC_ARG;
    if (pubSz == 0)
        return BUFFER_E;
    if (pubSz != sz)
        return ECC_BAD_ARG_E;
    xdh_copy(u, pub, sz, endian);               /* little endian */
    XMEMSET(one, 0, sz);
    one[0] = 1;
    if (xdh_cmp(u, one, sz) <= 0)
        return ECC_BAD_ARG_E;
    if ((u[sz - 1] & topMask) != 0)
        return ECC_OUT_OF_RANGE_E;
    if (xdh_cmp(u, pm1, sz) >= 0)
        return ECC_BAD_ARG_E;
    return 0;
}

#endif /* HAVE_CURVE25519 || HAVE_CURVE448 */
