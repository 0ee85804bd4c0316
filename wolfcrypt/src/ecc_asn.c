/* ecc_asn.c
 *
 * EC key DER codecs (declared in asn_public.h and ecc.h): SEC1
 * ECPrivateKey (RFC 5915), PKCS#8 PrivateKeyInfo around it (RFC 5208 /
 * 5958) and SubjectPublicKeyInfo (RFC 5480), named curves only.  Algorithm
 * layer, next to ecc.c: the DER primitives come from asn.h (asn.c); key
 * values go in and out through the public import/export functions of
 * ecc.c, so every decoded key is validated there (point on the curve,
 * 1 <= d < n).  A key without curve parameters (neither in PKCS#8 nor in
 * the ECPrivateKey) keeps the curve already selected in the ecc_key, or
 * gets the first curve of its private key's size.
 *
 *   ECPrivateKey ::= SEQUENCE {
 *       version        INTEGER { ecPrivkeyVer1(1) },
 *       privateKey     OCTET STRING,
 *       parameters [0] ECParameters {{ NamedCurve }} OPTIONAL,
 *       publicKey  [1] BIT STRING OPTIONAL }
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include "ecc_internal.h"

/* Curve id for an OID content, ECC_CURVE_OID_E when not implemented. */
static int ecc_curve_by_oid(const byte* oid, word32 oidSz)
{
    int i;

    for (i = 0; i < ECC_SET_COUNT; i++) {
        if ((ecc_sets[i].oidSz == oidSz) &&
            (XMEMCMP(ecc_sets[i].oid, oid, oidSz) == 0))
            return ecc_sets[i].id;
    }
    return ECC_CURVE_OID_E;
}

/* The curve of an AlgorithmIdentifier parameters TLV that must be a
 * single OBJECT IDENTIFIER (namedCurve). */
static int ecc_curve_by_params(const byte* params, word32 paramsSz)
{
    word32 i = 0;
    int len, ret;

    if ((params == NULL) || (paramsSz == 0))
        return ASN_PARSE_E;
    ret = GetObjectId(params, &i, &len, paramsSz);
    if (ret < 0)
        return ECC_CURVE_OID_E;
    if (i + (word32)len != paramsSz)
        return ASN_PARSE_E;
    return ecc_curve_by_oid(params + i, (word32)len);
}

/* Parse an ECPrivateKey in in[*idx..maxIdx) and import it into key.
 * curveId: curve from an outer PKCS#8 AlgorithmIdentifier, or
 * ECC_CURVE_DEF.  On success *idx is after the SEQUENCE. */
static int ecc_sec1_decode(const byte* in, word32* idx, word32 maxIdx,
                           ecc_key* key, int curveId)
{
    const byte* priv;
    const byte* pub = NULL;
    word32 i = *idx, end, pubSz = 0;
    int len, ret, version, privSz;
    byte tag;

    ret = GetSequence(in, &i, &len, maxIdx);
    if (ret < 0)
        return ret;
    end = i + (word32)len;
    ret = GetMyVersion(in, &i, &version, end);
    if (ret != 0)
        return ret;
    if (version != 1)
        return ASN_PARSE_E;
    ret = GetOctetString(in, &i, &privSz, end);
    if (ret < 0)
        return ret;
    if ((privSz < 1) || (privSz > MAX_ECC_BYTES))
        return ECC_PRIV_KEY_E;
    priv = in + i;
    i += (word32)privSz;
    if ((i < end) && (PeekASNTag(in, i, &tag, end) == 0) &&
        (tag == (ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 0))) {
        int id;
        ret = GetExplicitTag(in, 0, &i, &len, end);
        if (ret < 0)
            return ret;
        id = ecc_curve_by_params(in + i, (word32)len);
        if (id < 0)
            return id;
        if ((curveId != ECC_CURVE_DEF) && (curveId != id))
            return ECC_CURVE_OID_E;
        curveId = id;
        i += (word32)len;
    }
    if ((i < end) && (PeekASNTag(in, i, &tag, end) == 0) &&
        (tag == (ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 1))) {
        word32 bsEnd;
        ret = GetExplicitTag(in, 1, &i, &len, end);
        if (ret < 0)
            return ret;
        bsEnd = i + (word32)len;
        ret = GetBitString(in, &i, &len, bsEnd, NULL);
        if (ret < 0)
            return ret;
        pub = in + i;
        pubSz = (word32)len;
        i += (word32)len;
        if (i != bsEnd)
            return ASN_PARSE_E;
    }
    if (i != end)
        return ASN_PARSE_E;
    /* No parameters anywhere: the curve the key has (wc_ecc_set_curve),
     * else the first curve of the private key's size (P-256, P-384,
     * P-521: a 32-byte SM2 key without parameters is taken for P-256, as
     * upstream takes it). */
    if ((curveId == ECC_CURVE_DEF) && (key->dp != NULL))
        curveId = key->dp->id;
    if ((curveId == ECC_CURVE_DEF) &&
        (privSz != 32) && (privSz != 48) && (privSz != 66))
        return ECC_CURVE_OID_E;
    ret = wc_ecc_import_private_key_ex(priv, (word32)privSz, pub, pubSz,
                                       key, curveId);
    if (ret == 0)
        *idx = end;
    return ret;
}

int wc_EccPrivateKeyDecode(const byte* input, word32* inOutIdx,
                           ecc_key* key, word32 inSz)
{
    asn_algo_id alg;
    const byte* inner;
    word32 innerSz, idx, innerIdx = 0;
    int ret, curveId = ECC_CURVE_DEF;

    if ((input == NULL) || (inOutIdx == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if ((inSz == 0) || (*inOutIdx >= inSz))
        return ASN_PARSE_E;
    idx = *inOutIdx;
    if (asn_get_pkcs8(input, &idx, &alg, &inner, &innerSz, inSz) == 0) {
        if ((alg.oidSz != ASN_OID_EC_PUB_SZ) ||
            (XMEMCMP(alg.oid, asn_oid_ec_pub, ASN_OID_EC_PUB_SZ) != 0))
            return ASN_PARSE_E;
        if (alg.params != NULL) {
            curveId = ecc_curve_by_params(alg.params, alg.paramsSz);
            if (curveId < 0)
                return curveId;
        }
        ret = ecc_sec1_decode(inner, &innerIdx, innerSz, key, curveId);
        if ((ret == 0) && (innerIdx != innerSz))
            ret = ASN_PARSE_E;
        if (ret == 0)
            *inOutIdx = idx;
        return ret;
    }
    idx = *inOutIdx;
    ret = ecc_sec1_decode(input, &idx, inSz, key, ECC_CURVE_DEF);
    if (ret == 0)
        *inOutIdx = idx;
    return ret;
}

int wc_EccPublicKeyDecode(const byte* input, word32* inOutIdx,
                          ecc_key* key, word32 inSz)
{
    asn_algo_id alg;
    const byte* pub;
    word32 pubSz, idx;
    int ret, curveId;

    if ((input == NULL) || (inOutIdx == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if ((inSz == 0) || (*inOutIdx >= inSz))
        return ASN_PARSE_E;
    idx = *inOutIdx;
    ret = asn_get_spki(input, &idx, &alg, &pub, &pubSz, inSz);
    if (ret != 0)
        return ret;
    if ((alg.oidSz != ASN_OID_EC_PUB_SZ) ||
        (XMEMCMP(alg.oid, asn_oid_ec_pub, ASN_OID_EC_PUB_SZ) != 0))
        return ASN_PARSE_E;
    curveId = ecc_curve_by_params(alg.params, alg.paramsSz);
    if (curveId < 0)
        return curveId;
    ret = wc_ecc_import_x963_ex(pub, pubSz, key, curveId);
    if (ret == 0)
        *inOutIdx = idx;
    return ret;
}

/* ---------------------------------------------------------------------- */
/* Encoding                                                                */
/* ---------------------------------------------------------------------- */

/* The namedCurve parameters TLV (06 len oid) of the key's curve. */
static word32 ecc_curve_params(const ecc_key* key, byte* out)
{
    word32 n = SetObjectId(key->dp->oidSz, out);
    XMEMCPY(out + n, key->dp->oid, key->dp->oidSz);
    return n + key->dp->oidSz;
}

/* ECPrivateKey with parameters, and publicKey when withPub.  output NULL:
 * size only.  Returns the length or a negative error. */
static int ecc_sec1_encode(ecc_key* key, byte* output, word32 inLen,
                           int withPub)
{
    byte params[2 + ECC_MAX_OID_LEN];
    byte pub[ECC_BUFSIZE];
    word32 pubSz = sizeof(pub), paramsSz, size, body, total, i = 0;
    word32 ctx0, ctx1 = 0, bits = 0;
    int ret;

    if (key == NULL)
        return BAD_FUNC_ARG;
    if ((key->dp == NULL) ||
        ((key->type != ECC_PRIVATEKEY) && (key->type != ECC_PRIVATEKEY_ONLY)))
        return ECC_BAD_ARG_E;
    if (withPub && (key->type != ECC_PRIVATEKEY))
        withPub = 0;
    size = (word32)key->dp->size;
    paramsSz = ecc_curve_params(key, params);
    ctx0 = SetExplicit(0, paramsSz, NULL) + paramsSz;
    if (withPub) {
        ret = wc_ecc_export_x963(key, pub, &pubSz);
        if (ret != 0)
            return ret;
        bits = SetBitString(pubSz, 0, NULL) + pubSz;
        ctx1 = SetExplicit(1, bits, NULL) + bits;
    }
    body = SetMyVersion(1, NULL) + SetOctetString(size, NULL) + size +
           ctx0 + ctx1;
    total = SetSequence(body, NULL) + body;
    if (output == NULL)
        return (int)total;
    if (inLen < total)
        return BUFFER_E;
    i += SetSequence(body, output + i);
    i += SetMyVersion(1, output + i);
    i += SetOctetString(size, output + i);
    ret = mp_to_unsigned_bin_len_ct(key->k, output + i, (int)size);
    if (ret != MP_OKAY)
        return ret;
    i += size;
    i += SetExplicit(0, paramsSz, output + i);
    XMEMCPY(output + i, params, paramsSz);
    i += paramsSz;
    if (withPub) {
        i += SetExplicit(1, bits, output + i);
        i += SetBitString(pubSz, 0, output + i);
        XMEMCPY(output + i, pub, pubSz);
        i += pubSz;
    }
    return (int)i;
}

int wc_EccKeyToDer(ecc_key* key, byte* output, word32 inLen)
{
    return ecc_sec1_encode(key, output, inLen, 1);
}

int wc_EccPrivateKeyToDer(ecc_key* key, byte* output, word32 inLen)
{
    return ecc_sec1_encode(key, output, inLen, 0);
}

int wc_EccPublicKeyToDer(ecc_key* key, byte* output, word32 inLen,
                         int with_AlgCurve)
{
    byte params[2 + ECC_MAX_OID_LEN];
    byte pub[ECC_BUFSIZE];
    word32 pubSz = sizeof(pub), paramsSz;
    int ret;

    if (key == NULL)
        return BAD_FUNC_ARG;
    ret = wc_ecc_export_x963(key, pub, &pubSz);
    if (ret != 0)
        return ret;
    if (!with_AlgCurve) {
        if (output == NULL)
            return (int)pubSz;
        if (inLen < pubSz)
            return BUFFER_E;
        XMEMCPY(output, pub, pubSz);
        return (int)pubSz;
    }
    paramsSz = ecc_curve_params(key, params);
    return asn_set_spki(asn_oid_ec_pub, ASN_OID_EC_PUB_SZ, params, paramsSz,
                        pub, pubSz, output, inLen);
}

int wc_EccKeyToPKCS8(ecc_key* key, byte* output, word32* outLen)
{
    byte sec1[3 + 4 + 2 + MAX_ECC_BYTES + 4 + 2 + ECC_MAX_OID_LEN + 6 +
              ECC_BUFSIZE];
    byte params[2 + ECC_MAX_OID_LEN];
    word32 paramsSz;
    int sec1Sz, ret;

    if ((key == NULL) || (outLen == NULL))
        return BAD_FUNC_ARG;
    sec1Sz = ecc_sec1_encode(key, sec1, sizeof(sec1), 1);
    if (sec1Sz < 0)
        return sec1Sz;
    paramsSz = ecc_curve_params(key, params);
    ret = asn_set_pkcs8(asn_oid_ec_pub, ASN_OID_EC_PUB_SZ, params, paramsSz,
                        sec1, (word32)sec1Sz, NULL, 0);
    if ((ret > 0) && (output == NULL)) {
        *outLen = (word32)ret;
        ret = LENGTH_ONLY_E;
    }
    else if ((ret > 0) && (*outLen < (word32)ret)) {
        *outLen = (word32)ret;
        ret = BUFFER_E;
    }
    else if (ret > 0) {
        ret = asn_set_pkcs8(asn_oid_ec_pub, ASN_OID_EC_PUB_SZ, params,
                            paramsSz, sec1, (word32)sec1Sz, output, *outLen);
        if (ret > 0)
            *outLen = (word32)ret;
    }
    ForceZero(sec1, sizeof(sec1));
    return ret;
}
