/* asn.c
 *
 * DER and PEM for the algorithm layer (support layer, see DESIGN.md 2):
 *   1. strict DER readers and writers (X.690 DER: minimal lengths and
 *      integers, no trailing data inside a structure), declared in asn.h;
 *   2. AlgorithmIdentifier, SubjectPublicKeyInfo (RFC 5280), PKCS#8
 *      PrivateKeyInfo (RFC 5208/5958), ECDSA-Sig-Value, DigestInfo;
 *   3. base64 and PEM armour (RFC 4648, RFC 7468), wc_KeyPemToDer,
 *      wc_PubKeyPemToDer, wc_DerToPem;
 *   4. the RSA (RFC 8017 appendix A.1) and DH (PKCS#3 DHParameter) key
 *      codecs of rsa.h and dh.h.
 * EC key codecs live with the ECC module.  Parsing touches public data
 * only, except the RSA private key values, which are copied into mp_ints
 * without branching on their contents.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/dh.h>

const byte asnOidRsaEnc[ASN_OID_RSA_ENC_SZ] = {
    0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01
};
const byte asnOidDh[ASN_OID_DH_SZ] = {
    0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x03, 0x01
};
const byte asnOidEcPub[ASN_OID_EC_PUB_SZ] = {
    0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01
};

/* ====================================================================== */
/* 1. DER readers                                                          */
/* ====================================================================== */

/* Length octets: short form for 0..127; long form 0x81..0x83 with the
 * minimum number of octets (first octet non-zero, and 0x81 only for
 * values >= 128).  The content must fit below maxIdx. */
int GetLength(const byte* input, word32* inOutIdx, int* len, word32 maxIdx)
{
    word32 idx, length = 0, n, i;

    if (input == NULL || inOutIdx == NULL || len == NULL)
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
        if (n == 0 || n > 3)
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
    if (input == NULL || inOutIdx == NULL || tag == NULL)
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

    if (input == NULL || inOutIdx == NULL || len == NULL)
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

    if (input == NULL || inOutIdx == NULL || len == NULL)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNHeader(input, ASN_INTEGER, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if (l == 0)
        return ASN_GETINT_E;
    if (input[idx] & 0x80)
        return ASN_GETINT_E;              /* negative */
    if (l > 1 && input[idx] == 0x00) {
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
    if (l > 4 || (l == 4 && (input[idx] & 0x80)))
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

    if (mpi == NULL || input == NULL || inOutIdx == NULL)
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

    if (input == NULL || inOutIdx == NULL || len == NULL)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNHeader(input, ASN_BIT_STRING, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if (l < 1)
        return ASN_BITSTR_E;
    unused = input[idx];
    if (unused > 7 || (l == 1 && unused != 0))
        return ASN_BITSTR_E;
    if (unusedBits == NULL && unused != 0)
        return ASN_EXPECT_0_E;
    /* DER: the unused bits of the last octet are zero. */
    if (unused != 0 &&
        (input[idx + (word32)l - 1] & ((1u << unused) - 1)) != 0)
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

    if (input == NULL || inOutIdx == NULL)
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

    if (input == NULL || inOutIdx == NULL || len == NULL)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetASNHeader(input, ASN_OBJECT_ID, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    /* Non-empty; the last octet ends a sub-identifier; no sub-identifier
     * starts with 0x80 (non-minimal). */
    if (l == 0 || (input[idx + (word32)l - 1] & 0x80) != 0 ||
        input[idx] == 0x80)
        return ASN_OBJECT_ID_E;
    *inOutIdx = idx;
    *len = l;
    return l;
}

int GetExpectedOid(const byte* input, word32* inOutIdx, const byte* oid,
                   word32 oidSz, word32 maxIdx)
{
    word32 idx;
    int    ret, l;

    if (input == NULL || inOutIdx == NULL || oid == NULL)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetObjectId(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    if ((word32)l != oidSz || XMEMCMP(input + idx, oid, oidSz) != 0)
        return ASN_OBJECT_ID_E;
    *inOutIdx = idx + oidSz;
    return 0;
}

/* Skip one complete TLV at *inOutIdx (content not inspected). */
static int SkipTLV(const byte* input, word32* inOutIdx, word32 maxIdx)
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

int GetAlgoId(const byte* input, word32* inOutIdx, AsnAlgoId* alg,
              word32 maxIdx)
{
    word32 idx, end, p;
    int    ret, l;

    if (input == NULL || inOutIdx == NULL || alg == NULL)
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
        ret = SkipTLV(input, &idx, end);
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

int GetSpki(const byte* input, word32* inOutIdx, AsnAlgoId* alg,
            const byte** key, word32* keySz, word32 maxIdx)
{
    word32 idx, end;
    int    ret, l;

    if (input == NULL || inOutIdx == NULL || alg == NULL || key == NULL ||
        keySz == NULL)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetSequence(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    end = idx + (word32)l;
    ret = GetAlgoId(input, &idx, alg, end);
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

int GetPkcs8(const byte* input, word32* inOutIdx, AsnAlgoId* alg,
             const byte** key, word32* keySz, word32 maxIdx)
{
    word32 idx, end;
    int    ret, l, version;
    byte   t;

    if (input == NULL || inOutIdx == NULL || alg == NULL || key == NULL ||
        keySz == NULL)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetSequence(input, &idx, &l, maxIdx);
    if (ret < 0)
        return ret;
    end = idx + (word32)l;
    ret = GetMyVersion(input, &idx, &version, end);
    if (ret != 0)
        return ret;
    if (version != 0 && version != 1)
        return ASN_VERSION_E;
    ret = GetAlgoId(input, &idx, alg, end);
    if (ret != 0)
        return ret;
    ret = GetOctetString(input, &idx, &l, end);
    if (ret < 0)
        return ret;
    *key = input + idx;
    *keySz = (word32)l;
    idx += (word32)l;
    /* Optional [0] attributes, then (v1 only) [1] publicKey. */
    if (idx < end && PeekASNTag(input, idx, &t, end) == 0 && t == 0xA0) {
        ret = SkipTLV(input, &idx, end);
        if (ret != 0)
            return ret;
    }
    if (idx < end && version == 1 &&
        PeekASNTag(input, idx, &t, end) == 0 && (t == 0x81 || t == 0xA1)) {
        ret = SkipTLV(input, &idx, end);
        if (ret != 0)
            return ret;
    }
    if (idx != end)
        return ASN_PARSE_E;
    *inOutIdx = end;
    return 0;
}

int DecodeECC_DSA_Sig(const byte* sig, word32 sigLen, mp_int* r, mp_int* s)
{
    word32 idx = 0;
    int    ret, l;

    if (sig == NULL || r == NULL || s == NULL)
        return BAD_FUNC_ARG;
    ret = GetSequence(sig, &idx, &l, sigLen);
    if (ret < 0)
        return ret;
    if (idx + (word32)l != sigLen)
        return ASN_PARSE_E;               /* trailing bytes */
    ret = GetInt(r, sig, &idx, sigLen);
    if (ret == 0)
        ret = GetInt(s, sig, &idx, sigLen);
    if (ret == 0 && idx != sigLen)
        ret = ASN_PARSE_E;
    return ret;
}

int StoreECC_DSA_Sig(byte* out, word32* outLen, mp_int* r, mp_int* s)
{
    int    rSz, sSz;
    word32 seqSz, total, idx;

    if (out == NULL || outLen == NULL || r == NULL || s == NULL)
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
    while (skip < inSz && in[skip] == 0)
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
    if (bytes > 0 &&
        mp_to_unsigned_bin(n, output + hdr + (word32)pad) != MP_OKAY)
        return MP_TO_E;
    return total;
}

word32 SetAlgoId(const byte* oid, word32 oidSz, const byte* params,
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

int SetSpki(const byte* oid, word32 oidSz, const byte* params,
            word32 paramsSz, const byte* key, word32 keySz, byte* output,
            word32 outSz)
{
    word32 algSz, bitSz, total, idx;

    if (oid == NULL || key == NULL)
        return BAD_FUNC_ARG;
    algSz = SetAlgoId(oid, oidSz, params, paramsSz, NULL);
    bitSz = SetBitString(keySz, 0, NULL) + keySz;
    total = SetSequence(algSz + bitSz, NULL) + algSz + bitSz;
    if (output == NULL)
        return (int)total;
    if (total > outSz)
        return BUFFER_E;
    idx = SetSequence(algSz + bitSz, output);
    idx += SetAlgoId(oid, oidSz, params, paramsSz, output + idx);
    idx += SetBitString(keySz, 0, output + idx);
    XMEMMOVE(output + idx, key, keySz);
    return (int)(idx + keySz);
}

int SetPkcs8(const byte* oid, word32 oidSz, const byte* params,
             word32 paramsSz, const byte* key, word32 keySz, byte* output,
             word32 outSz)
{
    word32 algSz, octSz, verSz, total, idx;

    if (oid == NULL || key == NULL)
        return BAD_FUNC_ARG;
    verSz = SetMyVersion(0, NULL);
    algSz = SetAlgoId(oid, oidSz, params, paramsSz, NULL);
    octSz = SetOctetString(keySz, NULL) + keySz;
    total = SetSequence(verSz + algSz + octSz, NULL) + verSz + algSz + octSz;
    if (output == NULL)
        return (int)total;
    if (total > outSz)
        return BUFFER_E;
    idx = SetSequence(verSz + algSz + octSz, output);
    idx += SetMyVersion(0, output + idx);
    idx += SetAlgoId(oid, oidSz, params, paramsSz, output + idx);
    idx += SetOctetString(keySz, output + idx);
    XMEMMOVE(output + idx, key, keySz);
    return (int)(idx + keySz);
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

    if (out == NULL || digest == NULL || digSz > 64)
        return 0;
    switch (hashOID) {
        case SHAh:    oid = oidSha1;   oidSz = sizeof(oidSha1);   break;
        case SHA224h: oid = oidSha224; oidSz = sizeof(oidSha224); break;
        case SHA256h: oid = oidSha256; oidSz = sizeof(oidSha256); break;
        case SHA384h: oid = oidSha384; oidSz = sizeof(oidSha384); break;
        case SHA512h: oid = oidSha512; oidSz = sizeof(oidSha512); break;
        default:      return 0;
    }
    algSz = SetAlgoId(oid, oidSz, nullParam, 2, NULL);
    total = algSz + SetOctetString(digSz, NULL) + digSz;
    idx = SetSequence(total, out);
    idx += SetAlgoId(oid, oidSz, nullParam, 2, out + idx);
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

    if (outSz == NULL || key == NULL || keySz == 0)
        return BAD_FUNC_ARG;
    switch (algoID) {
        case RSAk:
            oid = asnOidRsaEnc; oSz = ASN_OID_RSA_ENC_SZ;
            params = nullParam; pSz = 2;
            break;
        case ECDSAk:
            oid = asnOidEcPub; oSz = ASN_OID_EC_PUB_SZ;
            if (curveOID == NULL || oidSz == 0 || oidSz > 32)
                return BAD_FUNC_ARG;
            pSz = SetObjectId(oidSz, curve);
            XMEMCPY(curve + pSz, curveOID, oidSz);
            params = curve; pSz += oidSz;
            break;
        case DHk:
            oid = asnOidDh; oSz = ASN_OID_DH_SZ;
            break;
        default:
            return ASN_UNKNOWN_OID_E;
    }
    ret = SetPkcs8(oid, oSz, params, pSz, key, keySz, NULL, 0);
    if (ret < 0)
        return ret;
    if (out == NULL) {
        *outSz = (word32)ret;
        return LENGTH_ONLY_E;
    }
    ret = SetPkcs8(oid, oSz, params, pSz, key, keySz, out, *outSz);
    if (ret > 0)
        *outSz = (word32)ret;
    return ret;
}

int wc_GetPkcs8TraditionalOffset(byte* input, word32* inOutIdx, word32 sz)
{
    AsnAlgoId   alg;
    const byte* key;
    word32      keySz, idx;
    int         ret;

    if (input == NULL || inOutIdx == NULL || *inOutIdx > sz)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = GetPkcs8(input, &idx, &alg, &key, &keySz, sz);
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
static byte B64Value(byte c)
{
    if (c >= 'A' && c <= 'Z') return (byte)(c - 'A');
    if (c >= 'a' && c <= 'z') return (byte)(c - 'a' + 26);
    if (c >= '0' && c <= '9') return (byte)(c - '0' + 52);
    if (c == '+') return 62;
    if (c == '/') return 63;
    if (c == '=') return 64;
    return 0xFF;
}

static int IsB64Space(byte c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Quartets of characters -> triplets of bytes.  '=' may appear only in
 * the last quartet, as its last one or two characters, and the bits it
 * drops must be zero (canonical encoding). */
int AsnBase64Decode(const byte* in, word32 inLen, byte* out, word32* outLen)
{
    byte   q[4];
    word32 i, n = 0, o = 0, pads;
    int    done = 0;

    if (in == NULL || out == NULL || outLen == NULL)
        return BAD_FUNC_ARG;
    for (i = 0; i < inLen; i++) {
        byte v;
        if (IsB64Space(in[i]))
            continue;
        if (done)
            return ASN_INPUT_E;           /* data after the padding */
        v = B64Value(in[i]);
        if (v == 0xFF)
            return ASN_INPUT_E;
        q[n++] = v;
        if (n < 4)
            continue;
        n = 0;
        pads = (q[3] == 64) + (q[2] == 64);
        if (q[0] == 64 || q[1] == 64 || (q[2] == 64 && q[3] != 64))
            return ASN_INPUT_E;
        if ((pads == 2 && (q[1] & 0x0F)) || (pads == 1 && (q[2] & 0x03)))
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

int AsnBase64Encode(const byte* in, word32 inLen, byte* out, word32* outLen)
{
    word32 chars, need, i, o = 0, col = 0;

    if (outLen == NULL || (in == NULL && inLen > 0))
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
static long FindBytes(const byte* buf, word32 bufSz, word32 from,
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
static word32 PemLine(char* line, const char* what, const char* label)
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

int PemToDerLabel(const byte* pem, word32 pemSz, const char* label,
                  byte* der, word32 derSz, char* labelOut, word32 labelOutSz)
{
    char   line[PEM_LABEL_MAX + 24];
    char   found[PEM_LABEL_MAX + 1];
    long   b, e;
    word32 n, bodyStart, labLen = 0, outSz = derSz;
    int    ret;

    if (pem == NULL || der == NULL)
        return BAD_FUNC_ARG;
    if (label != NULL) {
        if (XSTRLEN(label) > PEM_LABEL_MAX)
            return BAD_FUNC_ARG;
        n = PemLine(line, "BEGIN", label);
        b = FindBytes(pem, pemSz, 0, line, n);
        if (b < 0)
            return ASN_NO_PEM_HEADER;
        bodyStart = (word32)b + n;
        XMEMCPY(found, label, XSTRLEN(label) + 1);
    }
    else {
        b = FindBytes(pem, pemSz, 0, "-----BEGIN ", 11);
        if (b < 0)
            return ASN_NO_PEM_HEADER;
        bodyStart = (word32)b + 11;
        while (bodyStart < pemSz && pem[bodyStart] != '-' &&
               pem[bodyStart] != '\n' && labLen < PEM_LABEL_MAX)
            found[labLen++] = (char)pem[bodyStart++];
        found[labLen] = '\0';
        if (pemSz - bodyStart < 5 ||
            XMEMCMP(pem + bodyStart, "-----", 5) != 0)
            return ASN_NO_PEM_HEADER;
        bodyStart += 5;
    }
    n = PemLine(line, "END", found);
    e = FindBytes(pem, pemSz, bodyStart, line, n);
    if (e < 0)
        return ASN_NO_PEM_HEADER;
    if (FindBytes(pem, (word32)e, bodyStart, ":", 1) >= 0)
        return NOT_COMPILED_IN;           /* RFC 1421 headers: encrypted */
    ret = AsnBase64Decode(pem + bodyStart, (word32)e - bodyStart, der,
                          &outSz);
    if (ret != 0)
        return ret;
    if (outSz == 0)
        return BUFFER_E;                  /* empty body: upstream's code */
    if (labelOut != NULL && labelOutSz > 0) {
        n = (word32)XSTRLEN(found);
        if (n >= labelOutSz)
            n = labelOutSz - 1;
        XMEMCPY(labelOut, found, n);
        labelOut[n] = '\0';
    }
    return (int)outSz;
}

int DerToPemLabel(const byte* der, word32 derSz, const char* label,
                  byte* out, word32 outSz)
{
    char   begin[PEM_LABEL_MAX + 24], end[PEM_LABEL_MAX + 24];
    word32 bSz, eSz, b64Sz, total;
    int    ret;

    if (der == NULL || label == NULL || XSTRLEN(label) > PEM_LABEL_MAX)
        return BAD_FUNC_ARG;
    if (derSz == 0)
        return ASN_INPUT_E;               /* nothing to wrap: upstream's */
    bSz = PemLine(begin, "BEGIN", label);
    eSz = PemLine(end, "END", label);
    ret = AsnBase64Encode(der, derSz, NULL, &b64Sz);
    if (ret != 0)
        return ret;
    total = bSz + 1 + b64Sz + eSz + 1;
    if (out == NULL)
        return (int)total;
    if (outSz < total)
        return BUFFER_E;
    XMEMCPY(out, begin, bSz);
    out[bSz] = '\n';
    ret = AsnBase64Encode(der, derSz, out + bSz + 1, &b64Sz);
    if (ret != 0)
        return ret;
    XMEMCPY(out + bSz + 1 + b64Sz, end, eSz);
    out[bSz + 1 + b64Sz + eSz] = '\n';
    return (int)total;
}

/* Try each label in turn; the first one present wins. */
static int PemToDerAny(const unsigned char* pem, int pemSz,
                       unsigned char* buff, int buffSz,
                       const char* const* labels)
{
    int i, ret = ASN_NO_PEM_HEADER;

    if (pem == NULL || buff == NULL || pemSz <= 0 || buffSz <= 0)
        return BAD_FUNC_ARG;
    for (i = 0; labels[i] != NULL; i++) {
        ret = PemToDerLabel(pem, (word32)pemSz, labels[i], buff,
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
    if (pem != NULL && pemSz > 0 &&
        FindBytes(pem, (word32)pemSz, 0, "ENCRYPTED PRIVATE KEY", 21) >= 0)
        return NOT_COMPILED_IN;
    return PemToDerAny(pem, pemSz, buff, buffSz, labels);
}

int wc_PubKeyPemToDer(const unsigned char* pem, int pemSz,
                      unsigned char* buff, int buffSz)
{
    static const char* const labels[] = {
        "PUBLIC KEY", "RSA PUBLIC KEY", NULL
    };
    return PemToDerAny(pem, pemSz, buff, buffSz, labels);
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
    return DerToPemLabel(der, derSz, label, output, outputSz);
}

/* ====================================================================== */
/* 4. RSA key codecs                                                       */
/* ====================================================================== */

/* The AlgorithmIdentifier of an RSA key (SPKI or PKCS#8) must be
 * rsaEncryption with NULL parameters. */
static int CheckRsaAlgoId(const AsnAlgoId* alg)
{
    if (alg->oidSz != ASN_OID_RSA_ENC_SZ ||
        XMEMCMP(alg->oid, asnOidRsaEnc, ASN_OID_RSA_ENC_SZ) != 0)
        return ASN_OBJECT_ID_E;
    if (alg->paramsSz != 2 || alg->params[0] != ASN_TAG_NULL ||
        alg->params[1] != 0)
        return ASN_PARSE_E;
    return 0;
}

/* RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER }
 * occupying exactly input[*idx..end). */
static int DecodeRsaPkcs1Pub(const byte* input, word32* idx, RsaKey* key,
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
    if (ret == 0 && i != end)
        ret = ASN_PARSE_E;
    if (ret == 0)
        *idx = i;
    return ret;
}

/* Public values every RSA operation needs: n odd and > 1, e odd, 1 < e
 * < n.  Sizes are checked by the operations (RSA_MIN_SIZE..). */
static int CheckRsaPubValues(RsaKey* key)
{
    if (mp_iseven(&key->n) || mp_cmp_d(&key->n, 1) != MP_GT ||
        mp_iseven(&key->e) || mp_cmp_d(&key->e, 1) != MP_GT ||
        mp_cmp(&key->e, &key->n) != MP_LT)
        return ASN_RSA_KEY_E;
    return 0;
}

/* The outermost SEQUENCE at input[idx..inSz): *contentIdx = its content,
 * *end = the index after it.  Bytes from *end on belong to the caller
 * (the decoders' rule, as upstream's: they succeed and report *end). */
static int RsaOuterEnd(const byte* input, word32 idx, word32 inSz,
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
    AsnAlgoId   alg;
    byte        t;
    int         ret;

    if (input == NULL || inOutIdx == NULL || key == NULL ||
        *inOutIdx >= inSz)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = RsaOuterEnd(input, idx, inSz, &seqIdx, &end);
    if (ret != 0)
        return ret;
    ret = PeekASNTag(input, seqIdx, &t, end);
    if (ret != 0)
        return ret;
    if (t == (ASN_SEQUENCE | ASN_CONSTRUCTED)) {
        ret = GetSpki(input, &idx, &alg, &keyDer, &keySz, end);
        if (ret != 0)
            return ret;
        ret = CheckRsaAlgoId(&alg);
        if (ret != 0)
            return ret;
        seqIdx = 0;
        ret = DecodeRsaPkcs1Pub(keyDer, &seqIdx, key, keySz);
    }
    else {
        ret = DecodeRsaPkcs1Pub(input, &idx, key, end);
    }
    if (ret == 0)
        ret = CheckRsaPubValues(key);
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

    if (n == NULL || e == NULL || key == NULL || nSz == 0 || eSz == 0)
        return BAD_FUNC_ARG;
    if (mp_read_unsigned_bin(&key->n, n, nSz) != MP_OKAY ||
        mp_read_unsigned_bin(&key->e, e, eSz) != MP_OKAY) {
        mp_zero(&key->n);
        mp_zero(&key->e);
        return MP_READ_E;
    }
    ret = CheckRsaPubValues(key);
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
static int DecodeRsaPkcs1Priv(const byte* input, word32* idx, RsaKey* key,
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
    for (k = 0; k < 8 && ret == 0; k++)
        ret = GetInt(v[k], input, &i, end);
    if (ret == 0 && i != end)
        ret = ASN_PARSE_E;
    if (ret == 0 && (mp_iszero(&key->d) || mp_iszero(&key->p) ||
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
    AsnAlgoId   alg;
    byte        t;
    int         ret, version;

    if (input == NULL || inOutIdx == NULL || key == NULL ||
        *inOutIdx >= inSz)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = RsaOuterEnd(input, idx, inSz, &seqIdx, &end);
    if (ret != 0)
        return ret;
    ret = GetMyVersion(input, &seqIdx, &version, end);
    if (ret != 0)
        return ret;
    ret = PeekASNTag(input, seqIdx, &t, end);
    if (ret != 0)
        return ret;
    if (t == (ASN_SEQUENCE | ASN_CONSTRUCTED)) {      /* PKCS#8 */
        ret = GetPkcs8(input, &idx, &alg, &keyDer, &keySz, end);
        if (ret != 0)
            return ret;
        ret = CheckRsaAlgoId(&alg);
        if (ret != 0)
            return ret;
        seqIdx = 0;
        ret = DecodeRsaPkcs1Priv(keyDer, &seqIdx, key, keySz);
    }
    else {
        ret = DecodeRsaPkcs1Priv(input, &idx, key, end);
    }
    if (ret == 0)
        ret = CheckRsaPubValues(key);
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
static int RsaSeqSize(mp_int* const* ints, int cnt, int withVersion,
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

static int RsaSeqWrite(mp_int* const* ints, int cnt, int withVersion,
                       byte* out, word32 outSz)
{
    word32 content, idx;
    int    total, k, r;

    total = RsaSeqSize(ints, cnt, withVersion, &content);
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

    if (key == NULL || (output != NULL && inLen == 0))
        return BAD_FUNC_ARG;
    if (key->type != RSA_PRIVATE)
        return BAD_FUNC_ARG;
    v[0] = &key->n; v[1] = &key->e; v[2] = &key->d; v[3] = &key->p;
    v[4] = &key->q; v[5] = &key->dP; v[6] = &key->dQ; v[7] = &key->u;
    return RsaSeqWrite(v, 8, 1, output, inLen);
}

int wc_RsaKeyToPublicDer_ex(RsaKey* key, byte* output, word32 inLen,
                            int with_header)
{
    static const byte nullParam[2] = { ASN_TAG_NULL, 0 };
    mp_int* v[2];
    int     pubSz, ret;
    word32  content, hdr;

    if (key == NULL || mp_iszero(&key->n))
        return BAD_FUNC_ARG;
    v[0] = &key->n;
    v[1] = &key->e;
    if (!with_header)
        return RsaSeqWrite(v, 2, 0, output, inLen);
    pubSz = RsaSeqSize(v, 2, 0, &content);
    if (pubSz < 0)
        return pubSz;
    /* SPKI prefix length, then the RSAPublicKey written in place. */
    hdr = (word32)SetSpki(asnOidRsaEnc, ASN_OID_RSA_ENC_SZ, nullParam, 2,
                          nullParam, (word32)pubSz, NULL, 0) - (word32)pubSz;
    if (output == NULL)
        return (int)hdr + pubSz;
    if (hdr + (word32)pubSz > inLen)
        return BUFFER_E;
    ret = RsaSeqWrite(v, 2, 0, output + hdr, inLen - hdr);
    if (ret < 0)
        return ret;
    return SetSpki(asnOidRsaEnc, ASN_OID_RSA_ENC_SZ, nullParam, 2,
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

/* ====================================================================== */
/* 4b. DH parameters                                                       */
/* ====================================================================== */

/* DHParameter ::= SEQUENCE { prime INTEGER, base INTEGER,
 * privateValueLength INTEGER OPTIONAL }: pointers to the magnitudes of p
 * and g.  The content must fill the SEQUENCE exactly; bytes after it are
 * the caller's (*inOutIdx: the index after it). */
static int DecodeDhParams(const byte* input, word32* inOutIdx, word32 inSz,
                          const byte** p, word32* pSz, const byte** g,
                          word32* gSz)
{
    word32 idx, end;
    int    ret, l, plen;

    if (input == NULL || inOutIdx == NULL || *inOutIdx >= inSz)
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

    if (input == NULL || inOutIdx == NULL || key == NULL)
        return BAD_FUNC_ARG;
    idx = *inOutIdx;
    ret = DecodeDhParams(input, &idx, inSz, &p, &pSz, &g, &gSz);
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

    if (input == NULL || p == NULL || pInOutSz == NULL || g == NULL ||
        gInOutSz == NULL)
        return BAD_FUNC_ARG;
    ret = DecodeDhParams(input, &idx, inSz, &pp, &pSz, &gp, &gSz);
    if (ret != 0)
        return ret;
    if (pSz > *pInOutSz || gSz > *gInOutSz)
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

    if (key == NULL || outSz == NULL || mp_iszero(&key->p))
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
