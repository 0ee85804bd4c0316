/* dh_asn.c
 *
 * DH parameter DER codecs (declared in dh.h): PKCS#3 DHParameter, read
 * into a DhKey (wc_DhKeyDecode, through wc_DhSetKey, which checks the
 * group's shape) or as bytes (wc_DhParamsLoad), and written from a DhKey
 * (wc_DhParamsToDer).  Algorithm layer, next to dh.c: the DER primitives
 * come from asn.h (asn.c, support layer).  Parameters are public.
 *
 *   DHParameter ::= SEQUENCE { prime INTEGER, base INTEGER,
 *                              privateValueLength INTEGER OPTIONAL }
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/dh.h>

/* DHParameter ::= SEQUENCE { prime INTEGER, base INTEGER,
 * privateValueLength INTEGER OPTIONAL }: pointers to the magnitudes of p
 * and g.  The content must fill the SEQUENCE exactly; bytes after it are
 * the caller's (*inOutIdx: the index after it). */
static int dh_decode_params(const byte* input, word32* inOutIdx, word32 inSz,
                            const byte** p, word32* pSz, const byte** g,
                            word32* gSz)
{
    word32 idx, end;
    int    ret, l, plen;

    if ((input == NULL) || (inOutIdx == NULL) || (*inOutIdx >= inSz))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetSequence(input, &idx, &l, inSz);
    if (ret < 0)
        return ret;
    end = idx + (word32)l;
    ret = GetASNInt(input, &idx, &l, end);
    if (ret < 0)
        return ret;
    *p = input + idx;
    *pSz = (word32)l;
    idx += (word32)l;
    ret = GetASNInt(input, &idx, &l, end);
    if (ret < 0)
        return ret;
    *g = input + idx;
    *gSz = (word32)l;
    idx += (word32)l;
    if (idx < end) {
        ret = GetShortInt(input, &idx, &plen, end);
        if (ret != 0)
            return ret;
    }
    if (idx != end)
        return ASN_PARSE_E;
    *inOutIdx = idx;
    return 0;
}

int wc_DhKeyDecode(const byte* input, word32* inOutIdx, DhKey* key,
                   word32 inSz)
{
    const byte *p, *g;
    word32      pSz, gSz, idx;
    int         ret;

    if ((input == NULL) || (inOutIdx == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = dh_decode_params(input, &idx, inSz, &p, &pSz, &g, &gSz);
    if (ret != 0)
        return ret;
    ret = wc_DhSetKey(key, p, pSz, g, gSz);
    if (ret != 0)
        return ret;
    *inOutIdx = idx;
    return 0;
}

int wc_DhParamsLoad(const byte* input, word32 inSz, byte* p,
                    word32* pInOutSz, byte* g, word32* gInOutSz)
{
    const byte *pp, *gp;
    word32      pSz, gSz, idx = 0;
    int         ret;

    if ((input == NULL) || (p == NULL) || (pInOutSz == NULL) ||
        (g == NULL) || (gInOutSz == NULL))
        return BAD_FUNC_ARG;
    ret = dh_decode_params(input, &idx, inSz, &pp, &pSz, &gp, &gSz);
    if (ret != 0)
        return ret;
    if ((pSz > *pInOutSz) || (gSz > *gInOutSz))
        return BUFFER_E;
    XMEMCPY(p, pp, pSz);
    XMEMCPY(g, gp, gSz);
    *pInOutSz = pSz;
    *gInOutSz = gSz;
    return 0;
}

int wc_DhParamsToDer(DhKey* key, byte* output, word32* outSz)
{
    int    pLen, gLen;
    word32 total, idx;

    if ((key == NULL) || (outSz == NULL) || mp_iszero(&key->p))
        return BAD_FUNC_ARG;
    pLen = SetASNIntMP(&key->p, 0, NULL);
    gLen = SetASNIntMP(&key->g, 0, NULL);
    if (pLen < 0)
        return pLen;
    if (gLen < 0)
        return gLen;
    total = SetSequence((word32)(pLen + gLen), NULL) + (word32)(pLen + gLen);
    if (output == NULL) {
        *outSz = total;
        return LENGTH_ONLY_E;
    }
    if (total > *outSz)
        return BUFFER_E;
    idx = SetSequence((word32)(pLen + gLen), output);
    idx += (word32)SetASNIntMP(&key->p, pLen, output + idx);
    idx += (word32)SetASNIntMP(&key->g, gLen, output + idx);
    *outSz = idx;
    return (int)idx;
}
