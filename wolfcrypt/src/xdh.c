/* xdh.c
 *
 * What X25519 and X448 share (contracts in xdh.h): byte order, the
 * all-zero secret test, export size queries, the public-value check and
 * the RFC 8410 key decoders over asn.c's readers.  Algorithm layer,
 * under curve25519.c, curve448.c and their _asn.c files; no arithmetic
 * (the ladders are the SP layer's).  Secret data passes through
 * xdh_copy, xdh_is_zero and xdh_secret_out only, none of which branches
 * on it.
 */
#include <wolfssl/wolfcrypt/settings.h>

#if defined(HAVE_CURVE25519) || defined(HAVE_CURVE448)

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
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

int xdh_asn_args(const byte* input, const word32* inOutIdx, const void* key,
                 word32 inSz)
{
    if ((input == NULL) || (inOutIdx == NULL) || (key == NULL) ||
        (*inOutIdx >= inSz))
        return BAD_FUNC_ARG;
    return 0;
}

/* 0 when pub is the public value of priv (clamped as an import clamps
 * it), ECC_PRIV_KEY_E when not.  pub is public; the comparison is
 * constant time anyway, and the derived value is wiped. */
static int xdh_asn_check_pair(const xdh_asn* c, const byte* priv,
                              const byte* pub)
{
    byte derived[XDH_MAX_SIZE];
    int ret;

    ret = c->base(derived, priv);
    if ((ret == 0) && (ConstantCompare(derived, pub, (int)c->sz) != 0))
        ret = ECC_PRIV_KEY_E;
    ForceZero(derived, sizeof(derived));
    return ret;
}

int xdh_asn_decode_priv(const xdh_asn* c, const byte* input,
                        word32* inOutIdx, void* key, word32 inSz,
                        int keepPub)
{
    const byte* priv;
    const byte* pub;
    word32 idx = *inOutIdx, privSz, pubSz;
    int ret;

    ret = asn_get_rfc8410_priv(input, &idx, c->oid, c->oidSz, &priv,
                               &privSz, &pub, &pubSz, inSz);
    if ((ret == 0) && ((privSz != c->sz) ||
                       ((pub != NULL) && (pubSz != c->sz))))
        ret = ECC_BAD_ARG_E;
    if ((ret == 0) && (pub != NULL))
        ret = xdh_asn_check_pair(c, priv, pub);
    if (ret == 0)
        ret = c->set(key, priv, keepPub ? pub : NULL);
    if (ret == 0)
        *inOutIdx = idx;
    return ret;
}

int xdh_asn_decode_pub(const xdh_asn* c, const byte* input,
                       word32* inOutIdx, void* key, word32 inSz)
{
    const byte* pub;
    word32 idx = *inOutIdx, pubSz;
    int ret;

    ret = asn_get_rfc8410_pub(input, &idx, c->oid, c->oidSz, &pub, &pubSz,
                              inSz);
    if ((ret == 0) && (pubSz != c->sz))
        ret = ECC_BAD_ARG_E;
    if (ret == 0)
        ret = c->set(key, NULL, pub);
    if (ret == 0)
        *inOutIdx = idx;
    return ret;
}

#endif /* HAVE_CURVE25519 || HAVE_CURVE448 */
