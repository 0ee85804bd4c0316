/* rsa_asn.c
 *
 * RSA key DER codecs (declared in rsa.h): RSAPublicKey and RSAPrivateKey
 * (RFC 8017 appendix A.1), bare or inside a SubjectPublicKeyInfo (RFC
 * 5280) or PKCS#8 PrivateKeyInfo (RFC 5208 / 5958) with rsaEncryption.
 * Algorithm layer, next to rsa.c: the DER primitives come from asn.h
 * (asn.c, support layer).  Parsing touches public data only, except the
 * private key values, which are copied into mp_ints without branching on
 * their contents.
 *
 *   RSAPublicKey  ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
 *   RSAPrivateKey ::= SEQUENCE { version 0, n, e, d, p, q, dP, dQ, u }
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/rsa.h>

/* The AlgorithmIdentifier of an RSA key (SPKI or PKCS#8) must be
 * rsaEncryption with NULL parameters. */
static int rsa_check_algo_id(const asn_algo_id* alg)
{
    if ((alg->oidSz != ASN_OID_RSA_ENC_SZ) ||
        (XMEMCMP(alg->oid, asn_oid_rsa_enc, ASN_OID_RSA_ENC_SZ) != 0))
        return ASN_OBJECT_ID_E;
    if ((alg->paramsSz != 2) || (alg->params[0] != ASN_TAG_NULL) ||
        (alg->params[1] != 0))
        return ASN_PARSE_E;
    return 0;
}

/* RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
 * occupying exactly input[*idx..end). */
static int rsa_decode_pkcs1_pub(const byte* input, word32* idx, RsaKey* key,
                                word32 end)
{
    word32 i = *idx;
    int    ret, l;

    ret = GetSequence(input, &i, &l, end);
    if (ret < 0)
        return ret;
    if (i + (word32)l != end)
        return ASN_PARSE_E;
    ret = GetInt(&key->n, input, &i, end);
    if (ret == 0)
        ret = GetInt(&key->e, input, &i, end);
    if ((ret == 0) && (i != end))
        ret = ASN_PARSE_E;
    if (ret == 0)
        *idx = i;
    return ret;
}

/* Public values every RSA operation needs: n odd and > 1, e odd, 1 < e
 * < n.  Sizes are checked by the operations (RSA_MIN_SIZE..). */
static int rsa_check_pub_values(RsaKey* key)
{
    if (mp_iseven(&key->n) || (mp_cmp_d(&key->n, 1) != MP_GT) ||
        mp_iseven(&key->e) || (mp_cmp_d(&key->e, 1) != MP_GT) ||
        (mp_cmp(&key->e, &key->n) != MP_LT))
        return ASN_RSA_KEY_E;
    return 0;
}

/* The outermost SEQUENCE at input[idx..inSz): *contentIdx = its content,
 * *end = the index after it.  Bytes from *end on belong to the caller
 * (the decoders' rule, as upstream's: they succeed and report *end). */
static int rsa_outer_seq(const byte* input, word32 idx, word32 inSz,
                         word32* contentIdx, word32* end)
{
    int ret, l;

    ret = GetSequence(input, &idx, &l, inSz);
    if (ret < 0)
        return ret;
    *contentIdx = idx;
    *end = idx + (word32)l;
    return 0;
}

int wc_RsaPublicKeyDecode(const byte* input, word32* inOutIdx, RsaKey* key,
                          word32 inSz)
{
    word32      idx, seqIdx, keySz, end;
    const byte* keyDer;
    asn_algo_id   alg;
    byte        t;
    int         ret;

    if ((input == NULL) || (inOutIdx == NULL) || (key == NULL) ||
        (*inOutIdx >= inSz))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = rsa_outer_seq(input, idx, inSz, &seqIdx, &end);
    if (ret != 0)
        return ret;
    ret = PeekASNTag(input, seqIdx, &t, end);
    if (ret != 0)
        return ret;
    if (t == (ASN_SEQUENCE | ASN_CONSTRUCTED)) {
        ret = asn_get_spki(input, &idx, &alg, &keyDer, &keySz, end);
        if (ret != 0)
            return ret;
        ret = rsa_check_algo_id(&alg);
        if (ret != 0)
            return ret;
        seqIdx = 0;
        ret = rsa_decode_pkcs1_pub(keyDer, &seqIdx, key, keySz);
    }
    else {
        ret = rsa_decode_pkcs1_pub(input, &idx, key, end);
    }
    if (ret == 0)
        ret = rsa_check_pub_values(key);
    if (ret != 0) {
        mp_zero(&key->n);
        mp_zero(&key->e);
        return ret;
    }
    key->type = RSA_PUBLIC;
    *inOutIdx = end;
    return 0;
}

int wc_RsaPublicKeyDecodeRaw(const byte* n, word32 nSz, const byte* e,
                             word32 eSz, RsaKey* key)
{
    int ret;

    if ((n == NULL) || (e == NULL) || (key == NULL) || (nSz == 0) ||
        (eSz == 0))
        return BAD_FUNC_ARG;
    if ((mp_read_unsigned_bin(&key->n, n, nSz) != MP_OKAY) ||
        (mp_read_unsigned_bin(&key->e, e, eSz) != MP_OKAY)) {
        mp_zero(&key->n);
        mp_zero(&key->e);
        return MP_READ_E;
    }
    ret = rsa_check_pub_values(key);
    if (ret != 0) {
        mp_zero(&key->n);
        mp_zero(&key->e);
        return BAD_FUNC_ARG;
    }
    key->type = RSA_PUBLIC;
    return 0;
}

/* RSAPrivateKey ::= SEQUENCE { version 0, n, e, d, p, q, dP, dQ, u }
 * occupying exactly input[*idx..end) (multi-prime version 1 rejected). */
static int rsa_decode_pkcs1_priv(const byte* input, word32* idx, RsaKey* key,
                                 word32 end)
{
    mp_int* v[8];
    word32  i = *idx;
    int     ret, l, version, k;

    v[0] = &key->n; v[1] = &key->e; v[2] = &key->d; v[3] = &key->p;
    v[4] = &key->q; v[5] = &key->dP; v[6] = &key->dQ; v[7] = &key->u;
    ret = GetSequence(input, &i, &l, end);
    if (ret < 0)
        return ret;
    if (i + (word32)l != end)
        return ASN_PARSE_E;
    ret = GetMyVersion(input, &i, &version, end);
    if (ret != 0)
        return ret;
    if (version != 0)
        return ASN_VERSION_E;
    for (k = 0; (k < 8) && (ret == 0); k++)
        ret = GetInt(v[k], input, &i, end);
    if ((ret == 0) && (i != end))
        ret = ASN_PARSE_E;
    if ((ret == 0) && (mp_iszero(&key->d) || mp_iszero(&key->p) ||
                       mp_iszero(&key->q)))
        ret = ASN_RSA_KEY_E;
    if (ret == 0)
        *idx = i;
    return ret;
}

int wc_RsaPrivateKeyDecode(const byte* input, word32* inOutIdx, RsaKey* key,
                           word32 inSz)
{
    word32      idx, seqIdx, keySz = 0, end;
    const byte* keyDer = NULL;
    asn_algo_id   alg;
    byte        t;
    int         ret, version;

    if ((input == NULL) || (inOutIdx == NULL) || (key == NULL) ||
        (*inOutIdx >= inSz))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = rsa_outer_seq(input, idx, inSz, &seqIdx, &end);
    if (ret != 0)
        return ret;
    ret = GetMyVersion(input, &seqIdx, &version, end);
    if (ret != 0)
        return ret;
    ret = PeekASNTag(input, seqIdx, &t, end);
    if (ret != 0)
        return ret;
    if (t == (ASN_SEQUENCE | ASN_CONSTRUCTED)) {      /* PKCS#8 */
        ret = asn_get_pkcs8(input, &idx, &alg, &keyDer, &keySz, end);
        if (ret != 0)
            return ret;
        ret = rsa_check_algo_id(&alg);
        if (ret != 0)
            return ret;
        seqIdx = 0;
        ret = rsa_decode_pkcs1_priv(keyDer, &seqIdx, key, keySz);
    }
    else {
        ret = rsa_decode_pkcs1_priv(input, &idx, key, end);
    }
    if (ret == 0)
        ret = rsa_check_pub_values(key);
    if (ret != 0) {
        mp_forcezero(&key->d);  mp_forcezero(&key->p);
        mp_forcezero(&key->q);  mp_forcezero(&key->dP);
        mp_forcezero(&key->dQ); mp_forcezero(&key->u);
        mp_zero(&key->n);       mp_zero(&key->e);
        return ret;
    }
    key->type = RSA_PRIVATE;
    *inOutIdx = end;
    return 0;
}

/* Bytes of SEQUENCE { ints[0..cnt) } with an optional version 0 first. */
static int rsa_seq_size(mp_int* const* ints, int cnt, int withVersion,
                        word32* contentSz)
{
    word32 sz = withVersion ? SetMyVersion(0, NULL) : 0;
    int    k, r;

    for (k = 0; k < cnt; k++) {
        r = SetASNIntMP(ints[k], 0, NULL);
        if (r < 0)
            return r;
        sz += (word32)r;
    }
    *contentSz = sz;
    return (int)(SetSequence(sz, NULL) + sz);
}

static int rsa_seq_write(mp_int* const* ints, int cnt, int withVersion,
                         byte* out, word32 outSz)
{
    word32 content, idx;
    int    total, k, r;

    total = rsa_seq_size(ints, cnt, withVersion, &content);
    if (total < 0)
        return total;
    if (out == NULL)
        return total;
    if ((word32)total > outSz)
        return BUFFER_E;
    idx = SetSequence(content, out);
    if (withVersion)
        idx += SetMyVersion(0, out + idx);
    for (k = 0; k < cnt; k++) {
        r = SetASNIntMP(ints[k], (int)(outSz - idx), out + idx);
        if (r < 0)
            return r;
        idx += (word32)r;
    }
    return (int)idx;
}

int wc_RsaKeyToDer(RsaKey* key, byte* output, word32 inLen)
{
    mp_int* v[8];

    if ((key == NULL) || ((output != NULL) && (inLen == 0)))
        return BAD_FUNC_ARG;
    if (key->type != RSA_PRIVATE)
        return BAD_FUNC_ARG;
    v[0] = &key->n; v[1] = &key->e; v[2] = &key->d; v[3] = &key->p;
    v[4] = &key->q; v[5] = &key->dP; v[6] = &key->dQ; v[7] = &key->u;
    return rsa_seq_write(v, 8, 1, output, inLen);
}

int wc_RsaKeyToPublicDer_ex(RsaKey* key, byte* output, word32 inLen,
                            int with_header)
{
    static const byte nullParam[2] = { ASN_TAG_NULL, 0 };
    mp_int* v[2];
    int     pubSz, ret;
    word32  content, hdr;

    if ((key == NULL) || mp_iszero(&key->n))
        return BAD_FUNC_ARG;
    v[0] = &key->n;
    v[1] = &key->e;
    if (!with_header)
        return rsa_seq_write(v, 2, 0, output, inLen);
    pubSz = rsa_seq_size(v, 2, 0, &content);
    if (pubSz < 0)
        return pubSz;
    /* SPKI prefix length, then the RSAPublicKey written in place. */
    hdr = (word32)asn_set_spki(asn_oid_rsa_enc, ASN_OID_RSA_ENC_SZ,
                               nullParam, 2, nullParam, (word32)pubSz, NULL,
                               0) - (word32)pubSz;
    if (output == NULL)
        return (int)hdr + pubSz;
    if (hdr + (word32)pubSz > inLen)
        return BUFFER_E;
    ret = rsa_seq_write(v, 2, 0, output + hdr, inLen - hdr);
    if (ret < 0)
        return ret;
    return asn_set_spki(asn_oid_rsa_enc, ASN_OID_RSA_ENC_SZ, nullParam, 2,
                        output + hdr, (word32)pubSz, output, inLen);
}

int wc_RsaKeyToPublicDer(RsaKey* key, byte* output, word32 inLen)
{
    return wc_RsaKeyToPublicDer_ex(key, output, inLen, 1);
}

int wc_RsaPublicKeyDerSize(RsaKey* key, int with_header)
{
    return wc_RsaKeyToPublicDer_ex(key, NULL, 0, with_header);
}
