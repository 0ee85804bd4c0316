/* asn.c
 *
 * DER and PEM primitives (support layer, see DESIGN.md 2; it includes no
 * algorithm header):
 *   1. strict DER readers and writers (X.690 DER: minimal lengths and
 *      integers, no trailing data inside a structure), declared in asn.h;
 *   2. AlgorithmIdentifier, SubjectPublicKeyInfo (RFC 5280), PKCS#8
 *      PrivateKeyInfo / OneAsymmetricKey (RFC 5208/5958), the raw keys
 *      of RFC 8410 in them (X25519, X448, Ed25519, Ed448),
 *      ECDSA-Sig-Value, DigestInfo;
 *   3. base64 and PEM armour (RFC 4648, RFC 7468), wc_KeyPemToDer,
 *      wc_PubKeyPemToDer, wc_DerToPem.
 * The key codecs built on them live in the algorithm layer, beside the
 * algorithm that owns the key: rsa_asn.c, dh_asn.c, ecc_asn.c,
 * curve25519_asn.c, curve448_asn.c, ed25519_asn.c, ed448_asn.c (with
 * rfc8410.c, their shared decoding steps).  Parsing branches on the
 * framing (tags, lengths), never on private key contents: GetInt
 * copies an INTEGER into an mp_int without branching on its value (RSA
 * private key values), and the private keys of PKCS#8 and RFC 8410 are
 * handed out as pointers.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/asn_public.h>

const byte asn_oid_rsa_enc[ASN_OID_RSA_ENC_SZ] = {
    0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01
};
const byte asn_oid_dh[ASN_OID_DH_SZ] = {
    0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x03, 0x01
};
const byte asn_oid_ec_pub[ASN_OID_EC_PUB_SZ] = {
    0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01
};
const byte asn_oid_x25519[ASN_OID_X25519_SZ] = { 0x2B, 0x65, 0x6E };
const byte asn_oid_x448[ASN_OID_X448_SZ] = { 0x2B, 0x65, 0x6F };
const byte asn_oid_ed25519[ASN_OID_ED25519_SZ] = { 0x2B, 0x65, 0x70 };
const byte asn_oid_ed448[ASN_OID_ED448_SZ] = { 0x2B, 0x65, 0x71 };

/* ====================================================================== */
/* 1. DER readers                                                          */
/* ====================================================================== */

/* Length octets: short form for 0..127; long form 0x81..0x83 with the
 * minimum number of octets (first octet non-zero, and 0x81 only for
 * values >= 128).  The content must fit below maxIdx. */
int GetLength(const byte* input, word32* inOutIdx, int* len, word32 maxIdx)
{
    word32 idx, length = 0, n, i;

    if ((input == NULL) || (inOutIdx == NULL) || (len == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    if (idx >= maxIdx)
        return BUFFER_E;
    n = input[idx++];
    if (n < ASN_LONG_LENGTH) {
        length = n;
    }
    else {
        n &= 0x7F;
        if ((n == 0) || (n > 3))
            return ASN_PARSE_E;           /* indefinite or too long */
        if (n > maxIdx - idx)
            return BUFFER_E;
        if (input[idx] == 0)
            return ASN_PARSE_E;           /* leading zero octet */
        for (i = 0; i < n; i++)
            length = (length << 8) | input[idx++];
        if (length < ASN_LONG_LENGTH)
            return ASN_PARSE_E;           /* short form was required */
    }
    if (length > maxIdx - idx)
        return BUFFER_E;
    *inOutIdx = idx;
    *len = (int)length;
    return (int)length;
}

int GetASNTag(const byte* input, word32* inOutIdx, byte* tag, word32 maxIdx)
{
    if ((input == NULL) || (inOutIdx == NULL) || (tag == NULL))
        return BAD_FUNC_ARG;
    if (*inOutIdx >= maxIdx)
        return BUFFER_E;
    *tag = input[*inOutIdx];
    if ((*tag & 0x1F) == 0x1F)
        return ASN_PARSE_E;               /* high tag numbers unused here */
    (*inOutIdx)++;
    return 0;
}

int PeekASNTag(const byte* input, word32 idx, byte* tag, word32 maxIdx)
{
    return GetASNTag(input, &idx, tag, maxIdx);
}

int GetASNHeader(const byte* input, byte tag, word32* inOutIdx, int* len,
                 word32 maxIdx)
{
    word32 idx;
    byte   t;
    int    ret;

    if ((input == NULL) || (inOutIdx == NULL) || (len == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNTag(input, &idx, &t, maxIdx);
    if (ret != 0)
        return ret;
    if (t != tag)
        return ASN_PARSE_E;
    ret = GetLength(input, &idx, len, maxIdx);
    if (ret < 0)
        return ret;
    *inOutIdx = idx;
    return *len;
}

int GetSequence(const byte* input, word32* inOutIdx, int* len, word32 maxIdx)
{
    return GetASNHeader(input, ASN_SEQUENCE | ASN_CONSTRUCTED, inOutIdx, len,
                        maxIdx);
}

int GetSet(const byte* input, word32* inOutIdx, int* len, word32 maxIdx)
{
    return GetASNHeader(input, ASN_SET | ASN_CONSTRUCTED, inOutIdx, len,
                        maxIdx);
}

int GetExplicitTag(const byte* input, byte number, word32* inOutIdx,
                   int* len, word32 maxIdx)
{
    byte tag = (byte)(ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | number);

    if (number > 30)
        return BAD_FUNC_ARG;
    return GetASNHeader(input, tag, inOutIdx, len, maxIdx);
}

/* INTEGER header and DER checks: content non-empty, non-negative (top
 * bit of the first octet clear), minimal (a leading 0x00 only in front
 * of an octet with its top bit set). */
int GetASNInt(const byte* input, word32* inOutIdx, int* len, word32 maxIdx)
{
    word32 idx;
    int    ret, l;

    if ((input == NULL) || (inOutIdx == NULL) || (len == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNHeader(input, ASN_INTEGER, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if (l == 0)
        return ASN_GETINT_E;
    if (input[idx] & 0x80)
        return ASN_GETINT_E;              /* negative */
    if ((l > 1) && (input[idx] == 0x00)) {
        if ((input[idx + 1] & 0x80) == 0)
            return ASN_GETINT_E;          /* non-minimal */
        idx++;
        l--;
    }
    *inOutIdx = idx;
    *len = l;
    return l;
}

int GetShortInt(const byte* input, word32* inOutIdx, int* number,
                word32 maxIdx)
{
    word32 idx;
    int    ret, l, i;
    word32 v = 0;

    if (number == NULL)
        return BAD_FUNC_ARG;
    idx = (inOutIdx != NULL) ? *inOutIdx : 0;
    ret = GetASNInt(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if ((l > 4) || ((l == 4) && (input[idx] & 0x80)))
        return ASN_GETINT_E;
    for (i = 0; i < l; i++)
        v = (v << 8) | input[idx + (word32)i];
    *inOutIdx = idx + (word32)l;
    *number = (int)v;
    return 0;
}

int GetMyVersion(const byte* input, word32* inOutIdx, int* version,
                 word32 maxIdx)
{
    return GetShortInt(input, inOutIdx, version, maxIdx);
}

int GetInt(mp_int* mpi, const byte* input, word32* inOutIdx, word32 maxIdx)
{
    word32 idx;
    int    ret, l;

    if ((mpi == NULL) || (input == NULL) || (inOutIdx == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNInt(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if (mp_read_unsigned_bin(mpi, input + idx, (word32)l) != MP_OKAY) {
        mp_zero(mpi);
        return MP_READ_E;
    }
    *inOutIdx = idx + (word32)l;
    return 0;
}

int GetOctetString(const byte* input, word32* inOutIdx, int* len,
                   word32 maxIdx)
{
    return GetASNHeader(input, ASN_OCTET_STRING, inOutIdx, len, maxIdx);
}

int GetBitString(const byte* input, word32* inOutIdx, int* len,
                 word32 maxIdx, byte* unusedBits)
{
    word32 idx;
    int    ret, l;
    byte   unused;

    if ((input == NULL) || (inOutIdx == NULL) || (len == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNHeader(input, ASN_BIT_STRING, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if (l < 1)
        return ASN_BITSTR_E;
    unused = input[idx];
    if ((unused > 7) || ((l == 1) && (unused != 0)))
        return ASN_BITSTR_E;
    if ((unusedBits == NULL) && (unused != 0))
        return ASN_EXPECT_0_E;
    /* DER: the unused bits of the last octet are zero. */
    if ((unused != 0) &&
        ((input[idx + (word32)l - 1] & ((1u << unused) - 1)) != 0))
        return ASN_BITSTR_E;
    if (unusedBits != NULL)
        *unusedBits = unused;
    *inOutIdx = idx + 1;
    *len = l - 1;
    return l - 1;
}

int GetASNNull(const byte* input, word32* inOutIdx, word32 maxIdx)
{
    word32 idx;
    int    ret, l;

    if ((input == NULL) || (inOutIdx == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNHeader(input, ASN_TAG_NULL, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if (l != 0)
        return ASN_TAG_NULL_E;
    *inOutIdx = idx;
    return 0;
}

int GetObjectId(const byte* input, word32* inOutIdx, int* len, word32 maxIdx)
{
    word32 idx;
    int    ret, l;

    if ((input == NULL) || (inOutIdx == NULL) || (len == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNHeader(input, ASN_OBJECT_ID, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    /* Non-empty; the last octet ends a sub-identifier; no sub-identifier
     * starts with 0x80 (non-minimal). */
    if ((l == 0) || ((input[idx + (word32)l - 1] & 0x80) != 0) ||
        (input[idx] == 0x80))
        return ASN_OBJECT_ID_E;
    *inOutIdx = idx;
    *len = l;
    return l;
}

int asn_get_expected_oid(const byte* input, word32* inOutIdx, const byte* oid,
                         word32 oidSz, word32 maxIdx)
{
    word32 idx;
    int    ret, l;

    if ((input == NULL) || (inOutIdx == NULL) || (oid == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetObjectId(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if (((word32)l != oidSz) || (XMEMCMP(input + idx, oid, oidSz) != 0))
        return ASN_OBJECT_ID_E;
    *inOutIdx = idx + oidSz;
    return 0;
}

/* Skip one complete TLV at *inOutIdx (content not inspected). */
static int asn_skip_tlv(const byte* input, word32* inOutIdx, word32 maxIdx)
{
    word32 idx = *inOutIdx;
    byte   t;
    int    ret, l;

    ret = GetASNTag(input, &idx, &t, maxIdx);
    if (ret != 0)
        return ret;
    ret = GetLength(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    *inOutIdx = idx + (word32)l;
    return 0;
}

int asn_get_algo_id(const byte* input, word32* inOutIdx, asn_algo_id* alg,
                    word32 maxIdx)
{
    word32 idx, end, p;
    int    ret, l;

    if ((input == NULL) || (inOutIdx == NULL) || (alg == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetSequence(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    end = idx + (word32)l;
    ret = GetObjectId(input, &idx, &l, end);
    if (ret < 0)
        return ret;
    alg->oid = input + idx;
    alg->oidSz = (word32)l;
    idx += (word32)l;
    alg->params = NULL;
    alg->paramsSz = 0;
    if (idx < end) {
        p = idx;
        ret = asn_skip_tlv(input, &idx, end);
        if (ret != 0)
            return ret;
        alg->params = input + p;
        alg->paramsSz = idx - p;
    }
    if (idx != end)
        return ASN_PARSE_E;
    *inOutIdx = end;
    return 0;
}

int asn_get_spki(const byte* input, word32* inOutIdx, asn_algo_id* alg,
                 const byte** key, word32* keySz, word32 maxIdx)
{
    word32 idx, end;
    int    ret, l;

    if ((input == NULL) || (inOutIdx == NULL) || (alg == NULL) ||
        (key == NULL) || (keySz == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetSequence(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    end = idx + (word32)l;
    ret = asn_get_algo_id(input, &idx, alg, end);
    if (ret != 0)
        return ret;
    ret = GetBitString(input, &idx, &l, end, NULL);
    if (ret < 0)
        return ret;
    *key = input + idx;
    *keySz = (word32)l;
    idx += (word32)l;
    if (idx != end)
        return ASN_PARSE_E;
    *inOutIdx = end;
    return 0;
}

/* publicKey [1] IMPLICIT BIT STRING of a OneAsymmetricKey (RFC 5958):
 * primitive context tag 1 (81), the unused-bits octet (must be 0: a key
 * is whole octets), then the key.  *pub points into input. */
static int asn_get_asym_pub(const byte* input, word32* inOutIdx,
                            const byte** pub, word32* pubSz, word32 maxIdx)
{
    word32 idx = *inOutIdx;
    int    ret, l;

    ret = GetASNHeader(input, ASN_CONTEXT_SPECIFIC | 1, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if (l < 1)
        return ASN_BITSTR_E;
    if (input[idx] != 0)
        return ASN_EXPECT_0_E;
    *pub = input + idx + 1;
    *pubSz = (word32)l - 1;
    *inOutIdx = idx + (word32)l;
    return 0;
}

/* OneAsymmetricKey ::= SEQUENCE {            (RFC 5958 section 2)
 *     version                   INTEGER { v1(0), v2(1) },
 *     privateKeyAlgorithm       AlgorithmIdentifier,
 *     privateKey                OCTET STRING,
 *     attributes            [0] IMPLICIT Attributes OPTIONAL,
 *     [[2: publicKey        [1] IMPLICIT BIT STRING OPTIONAL ]] }
 * v1 is PKCS#8's PrivateKeyInfo (RFC 5208): publicKey only in v2.  The
 * attributes are skipped unread.  *key: the privateKey content; *pub:
 * the publicKey after its unused-bits octet (NULL, 0 when absent).
 * Outputs and *inOutIdx are written only on success. */
static int asn_get_asym_key(const byte* input, word32* inOutIdx,
                            asn_algo_id* alg, const byte** key,
                            word32* keySz, const byte** pub, word32* pubSz,
                            word32 maxIdx)
{
    const byte* k;
    const byte* p = NULL;
    word32      idx, end, kSz, pSz = 0;
    int         ret, l, version;
    byte        t;

    idx = *inOutIdx;
    ret = GetSequence(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    end = idx + (word32)l;
    ret = GetMyVersion(input, &idx, &version, end);
    if (ret != 0)
        return ret;
    if ((version != 0) && (version != 1))
        return ASN_VERSION_E;
    ret = asn_get_algo_id(input, &idx, alg, end);
    if (ret != 0)
        return ret;
    ret = GetOctetString(input, &idx, &l, end);
    if (ret < 0)
        return ret;
    k = input + idx;
    kSz = (word32)l;
    idx += (word32)l;
    if ((idx < end) && (PeekASNTag(input, idx, &t, end) == 0) &&
        (t == (ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 0))) {
        ret = asn_skip_tlv(input, &idx, end);
        if (ret != 0)
            return ret;
    }
    if ((idx < end) && (version == 1)) {
        ret = asn_get_asym_pub(input, &idx, &p, &pSz, end);
        if (ret != 0)
            return ret;
    }
    if (idx != end)
        return ASN_PARSE_E;
    *key = k;
    *keySz = kSz;
    *pub = p;
    *pubSz = pSz;
    *inOutIdx = end;
    return 0;
}

int asn_get_pkcs8(const byte* input, word32* inOutIdx, asn_algo_id* alg,
                  const byte** key, word32* keySz, word32 maxIdx)
{
    const byte* pub;
    word32      pubSz;

    if ((input == NULL) || (inOutIdx == NULL) || (alg == NULL) ||
        (key == NULL) || (keySz == NULL))
        return BAD_FUNC_ARG;
    return asn_get_asym_key(input, inOutIdx, alg, key, keySz, &pub, &pubSz,
                            maxIdx);
}

/* RFC 8410 section 3: the AlgorithmIdentifier is the OID alone. */
static int asn_rfc8410_check_alg(const asn_algo_id* alg, const byte* oid,
                                 word32 oidSz)
{
    if ((alg->oidSz != oidSz) || (XMEMCMP(alg->oid, oid, oidSz) != 0))
        return ASN_PARSE_E;
    if (alg->params != NULL)
        return ASN_PARSE_E;
    return 0;
}

int asn_get_rfc8410_priv(const byte* input, word32* inOutIdx,
                         const byte* oid, word32 oidSz, const byte** priv,
                         word32* privSz, const byte** pub, word32* pubSz,
                         word32 maxIdx)
{
    asn_algo_id alg;
    const byte* k;
    const byte* p;
    word32      idx, kSz, pSz, i = 0;
    int         ret, l;

    if ((input == NULL) || (inOutIdx == NULL) || (oid == NULL) ||
        (priv == NULL) || (privSz == NULL) || (pub == NULL) ||
        (pubSz == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = asn_get_asym_key(input, &idx, &alg, &k, &kSz, &p, &pSz, maxIdx);
    if (ret != 0)
        return ret;
    ret = asn_rfc8410_check_alg(&alg, oid, oidSz);
    if (ret != 0)
        return ret;
    /* CurvePrivateKey ::= OCTET STRING, alone in privateKey */
    ret = GetOctetString(k, &i, &l, kSz);
    if (ret < 0)
        return ret;
    if (i + (word32)l != kSz)
        return ASN_PARSE_E;
    *priv = k + i;
    *privSz = (word32)l;
    *pub = p;
    *pubSz = pSz;
    *inOutIdx = idx;
    return 0;
}

int asn_get_rfc8410_pub(const byte* input, word32* inOutIdx, const byte* oid,
                        word32 oidSz, const byte** pub, word32* pubSz,
                        word32 maxIdx)
{
    asn_algo_id alg;
    const byte* p;
    word32      idx, pSz;
    int         ret;

    if ((input == NULL) || (inOutIdx == NULL) || (oid == NULL) ||
        (pub == NULL) || (pubSz == NULL))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = asn_get_spki(input, &idx, &alg, &p, &pSz, maxIdx);
    if (ret != 0)
        return ret;
    ret = asn_rfc8410_check_alg(&alg, oid, oidSz);
    if (ret != 0)
        return ret;
    *pub = p;
    *pubSz = pSz;
    *inOutIdx = idx;
    return 0;
}

int DecodeECC_DSA_Sig(const byte* sig, word32 sigLen, mp_int* r, mp_int* s)
{
    word32 idx = 0;
    int    ret, l;

    if ((sig == NULL) || (r == NULL) || (s == NULL))
        return BAD_FUNC_ARG;
    ret = GetSequence(sig, &idx, &l, sigLen);
    if (ret < 0)
        return ret;
    if (idx + (word32)l != sigLen)
        return ASN_PARSE_E;               /* trailing bytes */
    ret = GetInt(r, sig, &idx, sigLen);
    if (ret == 0)
        ret = GetInt(s, sig, &idx, sigLen);
    if ((ret == 0) && (idx != sigLen))
        ret = ASN_PARSE_E;
    return ret;
}

int StoreECC_DSA_Sig(byte* out, word32* outLen, mp_int* r, mp_int* s)
{
    int    rSz, sSz;
    word32 seqSz, total, idx;

    if ((out == NULL) || (outLen == NULL) || (r == NULL) || (s == NULL))
        return BAD_FUNC_ARG;
    rSz = SetASNIntMP(r, 0, NULL);
    sSz = SetASNIntMP(s, 0, NULL);
    if (rSz < 0)
        return rSz;
    if (sSz < 0)
        return sSz;
    seqSz = SetSequence((word32)(rSz + sSz), NULL);
    total = seqSz + (word32)rSz + (word32)sSz;
    if (total > *outLen)
        return BUFFER_E;
    idx = SetSequence((word32)(rSz + sSz), out);
    idx += (word32)SetASNIntMP(r, rSz, out + idx);
    idx += (word32)SetASNIntMP(s, sSz, out + idx);
    *outLen = idx;
    return 0;
}

/* ====================================================================== */
/* 1b. DER writers                                                         */
/* ====================================================================== */

word32 SetLength(word32 length, byte* output)
{
    word32 n = 0, i;

    if (length < ASN_LONG_LENGTH) {
        if (output != NULL)
            output[0] = (byte)length;
        return 1;
    }
    for (i = length; i != 0; i >>= 8)
        n++;
    if (output != NULL) {
        output[0] = (byte)(ASN_LONG_LENGTH | n);
        for (i = 0; i < n; i++)
            output[1 + i] = (byte)(length >> (8 * (n - 1 - i)));
    }
    return n + 1;
}

word32 SetHeader(byte tag, word32 len, byte* output)
{
    if (output != NULL)
        output[0] = tag;
    return 1 + SetLength(len, output != NULL ? output + 1 : NULL);
}

word32 SetSequence(word32 len, byte* output)
{
    return SetHeader(ASN_SEQUENCE | ASN_CONSTRUCTED, len, output);
}

word32 SetSet(word32 len, byte* output)
{
    return SetHeader(ASN_SET | ASN_CONSTRUCTED, len, output);
}

word32 SetOctetString(word32 len, byte* output)
{
    return SetHeader(ASN_OCTET_STRING, len, output);
}

word32 SetObjectId(word32 len, byte* output)
{
    return SetHeader(ASN_OBJECT_ID, len, output);
}

word32 SetExplicit(byte number, word32 len, byte* output)
{
    return SetHeader((byte)(ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | number),
                     len, output);
}

word32 SetBitString(word32 len, byte unusedBits, byte* output)
{
    word32 n = SetHeader(ASN_BIT_STRING, len + 1, output);
    if (output != NULL)
        output[n] = unusedBits;
    return n + 1;
}

word32 SetASNNull(byte* output)
{
    if (output != NULL) {
        output[0] = ASN_TAG_NULL;
        output[1] = 0;
    }
    return 2;
}

word32 SetMyVersion(word32 version, byte* output)
{
    byte   be[5];
    word32 i;

    be[0] = 0;
    for (i = 0; i < 4; i++)
        be[1 + i] = (byte)(version >> (24 - 8 * i));
    return SetASNIntUnsigned(be, sizeof(be), output);
}

word32 SetASNIntUnsigned(const byte* in, word32 inSz, byte* output)
{
    word32 skip = 0, len, pad, hdr;
    static const byte zero = 0;

    if (in == NULL)
        inSz = 0;
    while ((skip < inSz) && (in[skip] == 0))
        skip++;
    if (skip == inSz) {                   /* value zero: 02 01 00 */
        in = &zero;
        skip = 0;
        inSz = 1;
    }
    len = inSz - skip;
    pad = (in[skip] & 0x80) ? 1 : 0;
    hdr = SetHeader(ASN_INTEGER, len + pad, output);
    if (output != NULL) {
        if (pad)
            output[hdr] = 0;
        XMEMCPY(output + hdr + pad, in + skip, len);
    }
    return hdr + pad + len;
}

/* INTEGER for n >= 0.  The magnitude is written with
 * mp_to_unsigned_bin; for a private value the length reveals its byte
 * count, as any DER encoding does. */
int SetASNIntMP(const mp_int* n, int maxSz, byte* output)
{
    int    bytes, pad, total;
    word32 hdr;

    if (n == NULL)
        return BAD_FUNC_ARG;
    if (mp_isneg(n))
        return MP_TO_E;
    bytes = mp_unsigned_bin_size(n);
    pad = (bytes == 0) ? 1 : mp_leading_bit(n);
    hdr = SetHeader(ASN_INTEGER, (word32)(bytes + pad), NULL);
    total = (int)hdr + pad + bytes;
    if (output == NULL)
        return total;
    if (maxSz < total)
        return BUFFER_E;
    (void)SetHeader(ASN_INTEGER, (word32)(bytes + pad), output);
    if (pad)
        output[hdr] = 0;
    if ((bytes > 0) &&
        (mp_to_unsigned_bin(n, output + hdr + (word32)pad) != MP_OKAY))
        return MP_TO_E;
    return total;
}

word32 asn_set_algo_id(const byte* oid, word32 oidSz, const byte* params,
                       word32 paramsSz, byte* output)
{
    word32 inner, idx;

    if (params == NULL)
        paramsSz = 0;
    inner = SetObjectId(oidSz, NULL) + oidSz + paramsSz;
    idx = SetSequence(inner, output);
    if (output != NULL) {
        idx += SetObjectId(oidSz, output + idx);
        XMEMCPY(output + idx, oid, oidSz);
        idx += oidSz;
        if (paramsSz > 0)
            XMEMCPY(output + idx, params, paramsSz);
        idx += paramsSz;
        return idx;
    }
    return idx + inner;
}

int asn_set_spki(const byte* oid, word32 oidSz, const byte* params,
                 word32 paramsSz, const byte* key, word32 keySz, byte* output,
                 word32 outSz)
{
    word32 algSz, bitSz, total, idx;

    if ((oid == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    algSz = asn_set_algo_id(oid, oidSz, params, paramsSz, NULL);
    bitSz = SetBitString(keySz, 0, NULL) + keySz;
    total = SetSequence(algSz + bitSz, NULL) + algSz + bitSz;
    if (output == NULL)
        return (int)total;
    if (total > outSz)
        return BUFFER_E;
    idx = SetSequence(algSz + bitSz, output);
    idx += asn_set_algo_id(oid, oidSz, params, paramsSz, output + idx);
    idx += SetBitString(keySz, 0, output + idx);
    XMEMMOVE(output + idx, key, keySz);
    return (int)(idx + keySz);
}

/* OneAsymmetricKey (see asn_get_asym_key) around key: version v2 (1)
 * when pub is given, else v1 (0); AlgorithmIdentifier { oid, params };
 * privateKey holding key, or with wrap, key inside one more OCTET STRING
 * (RFC 8410's CurvePrivateKey); [1] publicKey holding pub.  key (not pub)
 * may lie in output after the headers (moved, not copied).  Returns the
 * length; output NULL: the length only. */
static int asn_set_asym_key(const byte* oid, word32 oidSz,
                            const byte* params, word32 paramsSz, int wrap,
                            const byte* key, word32 keySz, const byte* pub,
                            word32 pubSz, byte* output, word32 outSz)
{
    word32 ver, algSz, innerSz, pubPart = 0, body, total, idx;
    byte   pubTag = ASN_CONTEXT_SPECIFIC | 1;

    if ((oid == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    ver = (pub != NULL) ? 1 : 0;
    algSz = asn_set_algo_id(oid, oidSz, params, paramsSz, NULL);
    innerSz = (wrap ? SetOctetString(keySz, NULL) : 0) + keySz;
    if (pub != NULL)
        pubPart = SetHeader(pubTag, pubSz + 1, NULL) + 1 + pubSz;
    body = SetMyVersion(ver, NULL) + algSz + SetOctetString(innerSz, NULL) +
           innerSz + pubPart;
    total = SetSequence(body, NULL) + body;
    if (output == NULL)
        return (int)total;
    if (total > outSz)
        return BUFFER_E;
    idx = SetSequence(body, output);
    idx += SetMyVersion(ver, output + idx);
    idx += asn_set_algo_id(oid, oidSz, params, paramsSz, output + idx);
    idx += SetOctetString(innerSz, output + idx);
    if (wrap)
        idx += SetOctetString(keySz, output + idx);
    XMEMMOVE(output + idx, key, keySz);
    idx += keySz;
    if (pub != NULL) {
        idx += SetHeader(pubTag, pubSz + 1, output + idx);
        output[idx++] = 0;                /* unused bits */
        XMEMCPY(output + idx, pub, pubSz);
        idx += pubSz;
    }
    return (int)idx;
}

int asn_set_pkcs8(const byte* oid, word32 oidSz, const byte* params,
                  word32 paramsSz, const byte* key, word32 keySz, byte* output,
                  word32 outSz)
{
    return asn_set_asym_key(oid, oidSz, params, paramsSz, 0, key, keySz,
                            NULL, 0, output, outSz);
}

int asn_set_rfc8410_priv(const byte* oid, word32 oidSz, const byte* priv,
                         word32 privSz, const byte* pub, word32 pubSz,
                         byte* output, word32 outSz)
{
    if ((priv == NULL) || ((pub == NULL) && (pubSz != 0)))
        return BAD_FUNC_ARG;
    return asn_set_asym_key(oid, oidSz, NULL, 0, 1, priv, privSz, pub, pubSz,
                            output, outSz);
}

int asn_set_rfc8410_pub(const byte* oid, word32 oidSz, const byte* pub,
                        word32 pubSz, int withAlg, byte* output, word32 outSz)
{
    if (pub == NULL)
        return BAD_FUNC_ARG;
    if (withAlg)
        return asn_set_spki(oid, oidSz, NULL, 0, pub, pubSz, output, outSz);
    if (output == NULL)
        return (int)pubSz;
    if (outSz < pubSz)
        return BUFFER_E;
    XMEMCPY(output, pub, pubSz);
    return (int)pubSz;
}

/* ====================================================================== */
/* 2. DigestInfo and PKCS#8 public helpers                                 */
/* ====================================================================== */

static const byte oidSha1[]   = { 0x2B, 0x0E, 0x03, 0x02, 0x1A };
static const byte oidSha224[] = { 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04,
                                  0x02, 0x04 };
static const byte oidSha256[] = { 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04,
                                  0x02, 0x01 };
static const byte oidSha384[] = { 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04,
                                  0x02, 0x02 };
static const byte oidSha512[] = { 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04,
                                  0x02, 0x03 };

word32 wc_EncodeSignature(byte* out, const byte* digest, word32 digSz,
                          int hashOID)
{
    const byte* oid;
    word32      oidSz, algSz, total, idx;
    static const byte nullParam[2] = { ASN_TAG_NULL, 0 };

    if ((out == NULL) || (digest == NULL) || (digSz > 64))
        return 0;
    switch (hashOID) {
        case SHAh:    oid = oidSha1;   oidSz = sizeof(oidSha1);   break;
        case SHA224h: oid = oidSha224; oidSz = sizeof(oidSha224); break;
        case SHA256h: oid = oidSha256; oidSz = sizeof(oidSha256); break;
        case SHA384h: oid = oidSha384; oidSz = sizeof(oidSha384); break;
        case SHA512h: oid = oidSha512; oidSz = sizeof(oidSha512); break;
        default:      return 0;
    }
    algSz = asn_set_algo_id(oid, oidSz, nullParam, 2, NULL);
    total = algSz + SetOctetString(digSz, NULL) + digSz;
    idx = SetSequence(total, out);
    idx += asn_set_algo_id(oid, oidSz, nullParam, 2, out + idx);
    idx += SetOctetString(digSz, out + idx);
    XMEMCPY(out + idx, digest, digSz);
    return idx + digSz;
}

int wc_CreatePKCS8Key(byte* out, word32* outSz, byte* key, word32 keySz,
                      int algoID, const byte* curveOID, word32 oidSz)
{
    static const byte nullParam[2] = { ASN_TAG_NULL, 0 };
    byte        curve[2 + 32];
    const byte* oid;
    const byte* params = NULL;
    word32      oSz, pSz = 0;
    int         ret;

    if ((outSz == NULL) || (key == NULL) || (keySz == 0))
        return BAD_FUNC_ARG;
    switch (algoID) {
        case RSAk:
            oid = asn_oid_rsa_enc; oSz = ASN_OID_RSA_ENC_SZ;
            params = nullParam; pSz = 2;
            break;
        case ECDSAk:
            oid = asn_oid_ec_pub; oSz = ASN_OID_EC_PUB_SZ;
            if ((curveOID == NULL) || (oidSz == 0) || (oidSz > 32))
                return BAD_FUNC_ARG;
            pSz = SetObjectId(oidSz, curve);
            XMEMCPY(curve + pSz, curveOID, oidSz);
            params = curve; pSz += oidSz;
            break;
        case DHk:
            oid = asn_oid_dh; oSz = ASN_OID_DH_SZ;
            break;
        default:
            return ASN_UNKNOWN_OID_E;
    }
    ret = asn_set_pkcs8(oid, oSz, params, pSz, key, keySz, NULL, 0);
    if (ret < 0)
        return ret;
    if (out == NULL) {
        *outSz = (word32)ret;
        return LENGTH_ONLY_E;
    }
    ret = asn_set_pkcs8(oid, oSz, params, pSz, key, keySz, out, *outSz);
    if (ret > 0)
        *outSz = (word32)ret;
    return ret;
}

int wc_GetPkcs8TraditionalOffset(byte* input, word32* inOutIdx, word32 sz)
{
    asn_algo_id   alg;
    const byte* key;
    word32      keySz, idx;
    int         ret;

    if ((input == NULL) || (inOutIdx == NULL) || (*inOutIdx > sz))
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = asn_get_pkcs8(input, &idx, &alg, &key, &keySz, sz);
    if (ret != 0)
        return ret;
    *inOutIdx = (word32)(key - input);
    return (int)keySz;
}

/* ====================================================================== */
/* 3. Base64 and PEM                                                       */
/* ====================================================================== */

static const char b64Alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Value of a base64 character, 64 for '=', 0xFF for anything else. */
static byte asn_b64_value(byte c)
{
    if ((c >= 'A') && (c <= 'Z')) return (byte)(c - 'A');
    if ((c >= 'a') && (c <= 'z')) return (byte)(c - 'a' + 26);
    if ((c >= '0') && (c <= '9')) return (byte)(c - '0' + 52);
    if (c == '+') return 62;
    if (c == '/') return 63;
    if (c == '=') return 64;
    return 0xFF;
}

static int asn_is_b64_space(byte c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Quartets of characters -> triplets of bytes.  '=' may appear only in
 * the last quartet, as its last one or two characters, and the bits it
 * drops must be zero (canonical encoding). */
int asn_base64_decode(const byte* in, word32 inLen, byte* out, word32* outLen)
{
    byte   q[4];
    word32 i, n = 0, o = 0, pads;
    int    done = 0;

    if ((in == NULL) || (out == NULL) || (outLen == NULL))
        return BAD_FUNC_ARG;
    for (i = 0; i < inLen; i++) {
        byte v;
        if (asn_is_b64_space(in[i]))
            continue;
        if (done)
            return ASN_INPUT_E;           /* data after the padding */
        v = asn_b64_value(in[i]);
        if (v == 0xFF)
            return ASN_INPUT_E;
        q[n++] = v;
        if (n < 4)
            continue;
        n = 0;
        pads = (q[3] == 64) + (q[2] == 64);
        if ((q[0] == 64) || (q[1] == 64) || ((q[2] == 64) && (q[3] != 64)))
            return ASN_INPUT_E;
        if (((pads == 2) && (q[1] & 0x0F)) || ((pads == 1) && (q[2] & 0x03)))
            return ASN_INPUT_E;
        if (o + 3 - pads > *outLen)
            return BUFFER_E;
        out[o++] = (byte)((q[0] << 2) | (q[1] >> 4));
        if (pads < 2)
            out[o++] = (byte)((q[1] << 4) | (q[2] >> 2));
        if (pads < 1)
            out[o++] = (byte)((q[2] << 6) | q[3]);
        if (pads > 0)
            done = 1;
    }
    if (n != 0)
        return ASN_INPUT_E;
    *outLen = o;
    return 0;
}

int asn_base64_encode(const byte* in, word32 inLen, byte* out, word32* outLen)
{
    word32 chars, need, i, o = 0, col = 0;

    if ((outLen == NULL) || ((in == NULL) && (inLen > 0)))
        return BAD_FUNC_ARG;
    chars = ((inLen + 2) / 3) * 4;
    need = chars + (chars + 63) / 64;
    if (out == NULL) {
        *outLen = need;
        return 0;
    }
    if (*outLen < need)
        return BUFFER_E;
    for (i = 0; i < inLen; i += 3) {
        word32 rem = inLen - i;
        word32 v = (word32)in[i] << 16;
        if (rem > 1) v |= (word32)in[i + 1] << 8;
        if (rem > 2) v |= in[i + 2];
        out[o++] = (byte)b64Alphabet[(v >> 18) & 63];
        out[o++] = (byte)b64Alphabet[(v >> 12) & 63];
        out[o++] = (byte)(rem > 1 ? b64Alphabet[(v >> 6) & 63] : '=');
        out[o++] = (byte)(rem > 2 ? b64Alphabet[v & 63] : '=');
        col += 4;
        if (col == 64) {
            out[o++] = '\n';
            col = 0;
        }
    }
    if (col != 0)
        out[o++] = '\n';
    *outLen = o;
    return 0;
}

/* First index >= from where pat[0..patSz) occurs in buf, or -1. */
static long asn_find_bytes(const byte* buf, word32 bufSz, word32 from,
                           const char* pat, word32 patSz)
{
    word32 i;

    if (patSz > bufSz)
        return -1;
    for (i = from; i + patSz <= bufSz; i++) {
        if (XMEMCMP(buf + i, pat, patSz) == 0)
            return (long)i;
    }
    return -1;
}

#define PEM_LABEL_MAX 64

/* Build "-----<what> <label>-----" into line (size PEM_LABEL_MAX + 20). */
static word32 asn_pem_line(char* line, const char* what, const char* label)
{
    word32 n = 0, i;
    const char* dashes = "-----";

    for (i = 0; i < 5; i++) line[n++] = dashes[i];
    for (i = 0; what[i] != '\0'; i++) line[n++] = what[i];
    line[n++] = ' ';
    for (i = 0; label[i] != '\0'; i++) line[n++] = label[i];
    for (i = 0; i < 5; i++) line[n++] = dashes[i];
    line[n] = '\0';
    return n;
}

int asn_pem_to_der(const byte* pem, word32 pemSz, const char* label,
                   byte* der, word32 derSz, char* labelOut, word32 labelOutSz)
{
    char   line[PEM_LABEL_MAX + 24];
    char   found[PEM_LABEL_MAX + 1];
    long   b, e;
    word32 n, bodyStart, labLen = 0, outSz = derSz;
    int    ret;

    if ((pem == NULL) || (der == NULL))
        return BAD_FUNC_ARG;
    if (label != NULL) {
        if (XSTRLEN(label) > PEM_LABEL_MAX)
            return BAD_FUNC_ARG;
        n = asn_pem_line(line, "BEGIN", label);
        b = asn_find_bytes(pem, pemSz, 0, line, n);
        if (b < 0)
            return ASN_NO_PEM_HEADER;
        bodyStart = (word32)b + n;
        XMEMCPY(found, label, XSTRLEN(label) + 1);
    }
    else {
        b = asn_find_bytes(pem, pemSz, 0, "-----BEGIN ", 11);
        if (b < 0)
            return ASN_NO_PEM_HEADER;
        bodyStart = (word32)b + 11;
        while ((bodyStart < pemSz) && (pem[bodyStart] != '-') &&
               (pem[bodyStart] != '\n') && (labLen < PEM_LABEL_MAX))
            found[labLen++] = (char)pem[bodyStart++];
        found[labLen] = '\0';
        if ((pemSz - bodyStart < 5) ||
            (XMEMCMP(pem + bodyStart, "-----", 5) != 0))
            return ASN_NO_PEM_HEADER;
        bodyStart += 5;
    }
    n = asn_pem_line(line, "END", found);
    e = asn_find_bytes(pem, pemSz, bodyStart, line, n);
    if (e < 0)
        return ASN_NO_PEM_HEADER;
    if (asn_find_bytes(pem, (word32)e, bodyStart, ":", 1) >= 0)
        return NOT_COMPILED_IN;           /* RFC 1421 headers: encrypted */
    ret = asn_base64_decode(pem + bodyStart, (word32)e - bodyStart, der,
                            &outSz);
    if (ret != 0)
        return ret;
    if (outSz == 0)
        return BUFFER_E;                  /* empty body: upstream's code */
    if ((labelOut != NULL) && (labelOutSz > 0)) {
        n = (word32)XSTRLEN(found);
        if (n >= labelOutSz)
            n = labelOutSz - 1;
        XMEMCPY(labelOut, found, n);
        labelOut[n] = '\0';
    }
    return (int)outSz;
}

int asn_der_to_pem(const byte* der, word32 derSz, const char* label,
                   byte* out, word32 outSz)
{
    char   begin[PEM_LABEL_MAX + 24], end[PEM_LABEL_MAX + 24];
    word32 bSz, eSz, b64Sz, total;
    int    ret;

    if ((der == NULL) || (label == NULL) || (XSTRLEN(label) > PEM_LABEL_MAX))
        return BAD_FUNC_ARG;
    if (derSz == 0)
        return ASN_INPUT_E;               /* nothing to wrap: upstream's */
    bSz = asn_pem_line(begin, "BEGIN", label);
    eSz = asn_pem_line(end, "END", label);
    ret = asn_base64_encode(der, derSz, NULL, &b64Sz);
    if (ret != 0)
        return ret;
    total = bSz + 1 + b64Sz + eSz + 1;
    if (out == NULL)
        return (int)total;
    if (outSz < total)
        return BUFFER_E;
    XMEMCPY(out, begin, bSz);
    out[bSz] = '\n';
    ret = asn_base64_encode(der, derSz, out + bSz + 1, &b64Sz);
    if (ret != 0)
        return ret;
    XMEMCPY(out + bSz + 1 + b64Sz, end, eSz);
    out[bSz + 1 + b64Sz + eSz] = '\n';
    return (int)total;
}

/* Try each label in turn; the first one present wins. */
static int asn_pem_to_der_any(const unsigned char* pem, int pemSz,
                              unsigned char* buff, int buffSz,
                              const char* const* labels)
{
    int i, ret = ASN_NO_PEM_HEADER;

    if ((pem == NULL) || (buff == NULL) || (pemSz <= 0) || (buffSz <= 0))
        return BAD_FUNC_ARG;
    for (i = 0; labels[i] != NULL; i++) {
        ret = asn_pem_to_der(pem, (word32)pemSz, labels[i], buff,
                             (word32)buffSz, NULL, 0);
        if (ret != ASN_NO_PEM_HEADER)
            return ret;
    }
    return ret;
}

int wc_KeyPemToDer(const unsigned char* pem, int pemSz, unsigned char* buff,
                   int buffSz, const char* pass)
{
    static const char* const labels[] = {
        "RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", NULL
    };
    if (pass != NULL)
        return NOT_COMPILED_IN;
    if ((pem != NULL) && (pemSz > 0) &&
        (asn_find_bytes(pem, (word32)pemSz, 0, "ENCRYPTED PRIVATE KEY",
                        21) >= 0))
        return NOT_COMPILED_IN;
    return asn_pem_to_der_any(pem, pemSz, buff, buffSz, labels);
}

int wc_PubKeyPemToDer(const unsigned char* pem, int pemSz,
                      unsigned char* buff, int buffSz)
{
    static const char* const labels[] = {
        "PUBLIC KEY", "RSA PUBLIC KEY", NULL
    };
    return asn_pem_to_der_any(pem, pemSz, buff, buffSz, labels);
}

int wc_DerToPem(const byte* der, word32 derSz, byte* output,
                word32 outputSz, int type)
{
    const char* label;

    switch (type) {
        case CERT_TYPE:             label = "CERTIFICATE";      break;
        case PRIVATEKEY_TYPE:       label = "RSA PRIVATE KEY";  break;
        case PKCS8_PRIVATEKEY_TYPE: label = "PRIVATE KEY";      break;
        case ECC_PRIVATEKEY_TYPE:   label = "EC PRIVATE KEY";   break;
        case DH_PARAM_TYPE:         label = "DH PARAMETERS";    break;
        case PUBLICKEY_TYPE:
        case ECC_PUBLICKEY_TYPE:    label = "PUBLIC KEY";       break;
        case RSA_PUBLICKEY_TYPE:    label = "RSA PUBLIC KEY";   break;
        default:                    return BAD_FUNC_ARG;
    }
    return asn_der_to_pem(der, derSz, label, output, outputSz);
}
