/* rfc8410.c
 *
 * The RFC 8410 key decoding steps X25519, X448, Ed25519 and Ed448 share
 * (contracts in rfc8410.h), over asn.c's readers of the framing.
 * Algorithm layer, under the curves' _asn.c files; no arithmetic (the
 * curve's callbacks).  The private key is handed to the curve's pub_of
 * for the pair check, whose result is compared in constant time and
 * wiped; nothing here branches on it.
 */
#include <wolfssl/wolfcrypt/settings.h>

#if defined(HAVE_CURVE25519) || defined(HAVE_CURVE448) || \
    defined(HAVE_ED25519) || defined(HAVE_ED448)

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include "wolfcrypt/src/rfc8410.h"

int rfc8410_args(const byte* input, const word32* inOutIdx, const void* key,
                 word32 inSz)
{
    if ((input == NULL) || (inOutIdx == NULL) || (key == NULL) ||
        (*inOutIdx >= inSz))
        return BAD_FUNC_ARG;
    return 0;
}

/* 0 when pub is the public key of priv, pairErr when not.  pub is
 * public; the comparison is constant time anyway, and the derived value
 * is wiped. */
static int rfc8410_check_pair(const rfc8410_codec* c, const byte* priv,
                              const byte* pub)
{
    byte derived[RFC8410_MAX_SIZE];
    int ret;

    ret = c->pub_of(c->ctx, derived, priv);
    if ((ret == 0) && (ConstantCompare(derived, pub, (int)c->sz) != 0))
        ret = c->pairErr;
    ForceZero(derived, sizeof(derived));
    return ret;
}

int rfc8410_decode_priv(const rfc8410_codec* c, const byte* input,
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
        ret = c->sizeErr;
    if ((ret == 0) && (pub != NULL))
        ret = rfc8410_check_pair(c, priv, pub);
    if (ret == 0)
        ret = c->set(c->ctx, key, priv, keepPub ? pub : NULL);
    if (ret == 0)
        *inOutIdx = idx;
    return ret;
}

int rfc8410_decode_pub(const rfc8410_codec* c, const byte* input,
                       word32* inOutIdx, void* key, word32 inSz)
{
    const byte* pub;
    word32 idx = *inOutIdx, pubSz;
    int ret;

    ret = asn_get_rfc8410_pub(input, &idx, c->oid, c->oidSz, &pub, &pubSz,
                              inSz);
    if ((ret == 0) && (pubSz != c->sz))
        ret = c->sizeErr;
    if ((ret == 0) && (c->check_pub != NULL))
        ret = c->check_pub(c->ctx, pub);
    if (ret == 0)
        ret = c->set(c->ctx, key, NULL, pub);
    if (ret == 0)
        *inOutIdx = idx;
    return ret;
}

#endif
