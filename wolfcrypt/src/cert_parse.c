/* cert_parse.c -- X.509 certificates (RFC 5280 section 4.1) into
 * DecodedCert: the framing, names, validity, the key and the signature
 * fields.  Extensions are cert_ext.c's, signatures cert_sig.c's.
 *
 * Certificate  ::= SEQUENCE { tbsCertificate, signatureAlgorithm,
 *                             signatureValue BIT STRING }
 * TBSCertificate ::= SEQUENCE { version [0] EXPLICIT DEFAULT v1,
 *     serialNumber INTEGER, signature AlgorithmIdentifier, issuer Name,
 *     validity SEQUENCE { notBefore Time, notAfter Time }, subject Name,
 *     subjectPublicKeyInfo, issuerUniqueID [1] OPT, subjectUniqueID [2]
 *     OPT, extensions [3] EXPLICIT Extensions OPT (v3 only) }
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/hash.h>

#include <wolfssl/wolfcrypt/wc_port.h>

#include "cert_internal.h"

/* ====================================================================== */
/* OBJECT IDENTIFIERs                                                      */
/* ====================================================================== */

int cert_oid_valid(const byte* oid, word32 oidSz)
{
    word32 i, arcLen = 0;

    if ((oid == NULL) || (oidSz == 0) || ((oid[oidSz - 1] & 0x80) != 0))
        return 0;
    for (i = 0; i < oidSz; i++) {
        if ((arcLen == 0) && (oid[i] == 0x80))
            return 0;                     /* non-minimal arc */
        arcLen++;
        if (arcLen > 9)
            return 0;                     /* arc above 2^63 */
        if ((oid[i] & 0x80) == 0)
            arcLen = 0;
    }
    return 1;
}

word32 cert_oid_sum(const byte* oid, word32 oidSz)
{
    word32 i, sum = 0;

    for (i = 0; i < oidSz; i++)
        sum += oid[i];
    return sum;
}

/* Append the decimal v to out at *pos (room outSz, keeping the NUL). */
static int cert_put_u64(char* out, word32 outSz, word32* pos, word64 v)
{
    char   digits[20];
    word32 n = 0;

    do {
        digits[n++] = (char)('0' + (v % 10));
        v /= 10;
    } while (v != 0);
    if (*pos + n + 1 > outSz)
        return BUFFER_E;
    while (n > 0)
        out[(*pos)++] = digits[--n];
    out[*pos] = '\0';
    return 0;
}

int cert_oid_dotted(const byte* oid, word32 oidSz, char* out, word32 outSz)
{
    word32 i, pos = 0;
    word64 arc = 0;
    int    first = 1, ret;

    if ((out == NULL) || (outSz == 0) || !cert_oid_valid(oid, oidSz))
        return ASN_OBJECT_ID_E;
    out[0] = '\0';
    for (i = 0; i < oidSz; i++) {
        arc = (arc << 7) | (oid[i] & 0x7F);
        if ((oid[i] & 0x80) != 0)
            continue;
        if (first) {
            word64 top = (arc < 40) ? 0 : ((arc < 80) ? 1 : 2);
            ret = cert_put_u64(out, outSz, &pos, top);
            if (ret == 0 && pos + 2 <= outSz)
                out[pos++] = '.';
            else if (ret == 0)
                ret = BUFFER_E;
            if (ret == 0)
                ret = cert_put_u64(out, outSz, &pos, arc - 40 * top);
            first = 0;
        }
        else {
            ret = (pos + 2 <= outSz) ? 0 : BUFFER_E;
            if (ret == 0) {
                out[pos++] = '.';
                ret = cert_put_u64(out, outSz, &pos, arc);
            }
        }
        if (ret != 0)
            return ret;
        arc = 0;
    }
    return 0;
}

int cert_hash_id(const byte* data, word32 sz, byte* out)
{
#ifndef NO_SHA
    return wc_Hash(WC_HASH_TYPE_SHA, data, sz, out, KEYID_SIZE);
#else
    byte full[WC_SHA256_DIGEST_SIZE];
    int  ret = wc_Hash(WC_HASH_TYPE_SHA256, data, sz, full, sizeof(full));

    if (ret == 0)
        XMEMCPY(out, full, KEYID_SIZE);
    return ret;
#endif
}

/* ====================================================================== */
/* Algorithms                                                              */
/* ====================================================================== */

static const byte oid_rsa_enc[]   = { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D,
                                      0x01, 0x01, 0x01 };
static const byte oid_rsa_pss[]   = { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D,
                                      0x01, 0x01, 0x0A };
static const byte oid_ec_pub[]    = { 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02,
                                      0x01 };
static const byte oid_sm2_curve[] = { 0x2A, 0x81, 0x1C, 0xCF, 0x55, 0x01,
                                      0x82, 0x2D };
static const byte oid_p256[]      = { 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03,
                                      0x01, 0x07 };
static const byte oid_p384[]      = { 0x2B, 0x81, 0x04, 0x00, 0x22 };
static const byte oid_p521[]      = { 0x2B, 0x81, 0x04, 0x00, 0x23 };

#define SIG_RSA(last) { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, last }
static const byte oid_sha1_rsa[]   = SIG_RSA(0x05);
static const byte oid_sha224_rsa[] = SIG_RSA(0x0E);
static const byte oid_sha256_rsa[] = SIG_RSA(0x0B);
static const byte oid_sha384_rsa[] = SIG_RSA(0x0C);
static const byte oid_sha512_rsa[] = SIG_RSA(0x0D);
#undef SIG_RSA
static const byte oid_sha1_ecdsa[] = { 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x04,
                                       0x01 };
#define SIG_ECDSA(last) { 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x04, 0x03, last }
static const byte oid_sha224_ecdsa[] = SIG_ECDSA(0x01);
static const byte oid_sha256_ecdsa[] = SIG_ECDSA(0x02);
static const byte oid_sha384_ecdsa[] = SIG_ECDSA(0x03);
static const byte oid_sha512_ecdsa[] = SIG_ECDSA(0x04);
#undef SIG_ECDSA
static const byte oid_sm3_sm2[] = { 0x2A, 0x81, 0x1C, 0xCF, 0x55, 0x01,
                                    0x83, 0x75 };

#define SIG_ENTRY(o, sum, hash, kind, nul) \
    { o, (word32)sizeof(o), sum, hash, kind, nul }
static const cert_sig_alg cert_sig_algs[] = {
    SIG_ENTRY(oid_sha1_rsa, CTC_SHAwRSA, WC_HASH_TYPE_SHA, CERT_KEY_RSA, 1),
    SIG_ENTRY(oid_sha224_rsa, CTC_SHA224wRSA, WC_HASH_TYPE_SHA224,
              CERT_KEY_RSA, 1),
    SIG_ENTRY(oid_sha256_rsa, CTC_SHA256wRSA, WC_HASH_TYPE_SHA256,
              CERT_KEY_RSA, 1),
    SIG_ENTRY(oid_sha384_rsa, CTC_SHA384wRSA, WC_HASH_TYPE_SHA384,
              CERT_KEY_RSA, 1),
    SIG_ENTRY(oid_sha512_rsa, CTC_SHA512wRSA, WC_HASH_TYPE_SHA512,
              CERT_KEY_RSA, 1),
    SIG_ENTRY(oid_rsa_pss, CTC_RSASSAPSS, WC_HASH_TYPE_NONE,
              CERT_KEY_RSA_PSS, 0),
    SIG_ENTRY(oid_sha1_ecdsa, CTC_SHAwECDSA, WC_HASH_TYPE_SHA,
              CERT_KEY_ECDSA, 0),
    SIG_ENTRY(oid_sha224_ecdsa, CTC_SHA224wECDSA, WC_HASH_TYPE_SHA224,
              CERT_KEY_ECDSA, 0),
    SIG_ENTRY(oid_sha256_ecdsa, CTC_SHA256wECDSA, WC_HASH_TYPE_SHA256,
              CERT_KEY_ECDSA, 0),
    SIG_ENTRY(oid_sha384_ecdsa, CTC_SHA384wECDSA, WC_HASH_TYPE_SHA384,
              CERT_KEY_ECDSA, 0),
    SIG_ENTRY(oid_sha512_ecdsa, CTC_SHA512wECDSA, WC_HASH_TYPE_SHA512,
              CERT_KEY_ECDSA, 0),
    SIG_ENTRY(asn_oid_ed25519, CTC_ED25519, WC_HASH_TYPE_NONE,
              CERT_KEY_ED25519, 0),
    SIG_ENTRY(asn_oid_ed448, CTC_ED448, WC_HASH_TYPE_NONE, CERT_KEY_ED448,
              0),
    SIG_ENTRY(oid_sm3_sm2, CTC_SM3wSM2, WC_HASH_TYPE_SM3, CERT_KEY_SM2, 1),
};
#undef SIG_ENTRY
#define CERT_SIG_ALGS (sizeof(cert_sig_algs) / sizeof(cert_sig_algs[0]))

const cert_sig_alg* cert_sig_alg_by_sum(word32 sum)
{
    word32 i;

    for (i = 0; i < CERT_SIG_ALGS; i++) {
        if (cert_sig_algs[i].sum == sum)
            return &cert_sig_algs[i];
    }
    return NULL;
}

/* signatureOID from an AlgorithmIdentifier: a known algorithm gets its
 * sum after its parameters are checked (absent, or NULL where PKCS #1
 * allows it; RSASSA-PSS needs them and cert_sig.c reads them); an
 * unknown one keeps its OID's sum, and verification refuses it. */
static int cert_sig_oid(const asn_algo_id* alg, word32* sum)
{
    word32 i;

    if (!cert_oid_valid(alg->oid, alg->oidSz))
        return ASN_OBJECT_ID_E;
    for (i = 0; i < CERT_SIG_ALGS; i++) {
        const cert_sig_alg* a = &cert_sig_algs[i];
        if ((alg->oidSz != a->oidSz) ||
            (XMEMCMP(alg->oid, a->oid, a->oidSz) != 0))
            continue;
        if (a->kind == CERT_KEY_RSA_PSS) {
            if (alg->params == NULL)
                return ASN_PARSE_E;
        }
        else if (alg->params != NULL) {
            if (!a->nullParams || (alg->paramsSz != 2) ||
                (alg->params[0] != ASN_TAG_NULL) || (alg->params[1] != 0))
                return ASN_PARSE_E;
        }
        *sum = a->sum;
        return 0;
    }
    /* Unknown: the sum of a well-formed OID, never a known one's, so
     * that the verifier cannot confuse the two. */
    *sum = cert_oid_sum(alg->oid, alg->oidSz);
    if (cert_sig_alg_by_sum(*sum) != NULL)
        *sum = 0;
    return 0;
}

int cert_key_fields(DecodedCert* cert, const asn_algo_id* alg)
{
    static const struct { const byte* oid; word32 sz; word32 sum; } curves[] =
    {
        { oid_p256, sizeof(oid_p256), ECC_SECP256R1_OID },
        { oid_p384, sizeof(oid_p384), ECC_SECP384R1_OID },
        { oid_p521, sizeof(oid_p521), ECC_SECP521R1_OID },
        { oid_sm2_curve, sizeof(oid_sm2_curve), ECC_SM2P256V1_OID },
    };
    const byte* p = alg->params;
    word32 i;

    if (!cert_oid_valid(alg->oid, alg->oidSz))
        return ASN_OBJECT_ID_E;
    cert->keyParams = alg->params;
    cert->keyParamsSz = alg->paramsSz;
    cert->pkCurveOID = 0;
    if (CERT_OID_IS(alg->oid, alg->oidSz, oid_rsa_enc)) {
        /* parameters NULL (RFC 3279), absent tolerated */
        if ((p != NULL) && ((alg->paramsSz != 2) || (p[0] != ASN_TAG_NULL) ||
                            (p[1] != 0)))
            return ASN_PARSE_E;
        cert->keyOID = RSAk;
    }
    else if (CERT_OID_IS(alg->oid, alg->oidSz, oid_rsa_pss)) {
        cert->keyOID = RSAPSSk;     /* parameters (if any): cert_sig.c */
    }
    else if (CERT_OID_IS(alg->oid, alg->oidSz, oid_ec_pub) ||
             CERT_OID_IS(alg->oid, alg->oidSz, oid_sm2_curve)) {
        word32 idx = 0;
        int    len, ret;

        cert->keyOID = CERT_OID_IS(alg->oid, alg->oidSz, oid_ec_pub) ?
                       ECDSAk : SM2k;
        if (p == NULL) {
            if (cert->keyOID != SM2k)
                return ASN_PARSE_E;
            cert->pkCurveOID = ECC_SM2P256V1_OID;
            return 0;
        }
        /* namedCurve only (RFC 5480); explicit parameters are refused */
        ret = GetObjectId(p, &idx, &len, alg->paramsSz);
        if (ret < 0)
            return ret;
        if ((idx + (word32)len != alg->paramsSz) ||
            !cert_oid_valid(p + idx, (word32)len))
            return ASN_PARSE_E;
        cert->pkCurveOID = cert_oid_sum(p + idx, (word32)len);
        for (i = 0; i < sizeof(curves) / sizeof(curves[0]); i++) {
            if (((word32)len == curves[i].sz) &&
                (XMEMCMP(p + idx, curves[i].oid, curves[i].sz) == 0))
                return 0;
        }
        /* another curve: kept by its sum, verification refuses it */
        if (cert->pkCurveOID == ECC_SECP256R1_OID ||
            cert->pkCurveOID == ECC_SECP384R1_OID ||
            cert->pkCurveOID == ECC_SECP521R1_OID ||
            cert->pkCurveOID == ECC_SM2P256V1_OID)
            cert->pkCurveOID = 0;
    }
    else if (CERT_OID_IS(alg->oid, alg->oidSz, asn_oid_ed25519) ||
             CERT_OID_IS(alg->oid, alg->oidSz, asn_oid_ed448)) {
        if (p != NULL)
            return ASN_PARSE_E;     /* RFC 8410: parameters absent */
        cert->keyOID = (alg->oid[2] == 0x70) ? ED25519k : ED448k;
    }
    else {
        return ASN_UNKNOWN_OID_E;
    }
    return 0;
}

/* ====================================================================== */
/* Names                                                                   */
/* ====================================================================== */

/* Attribute types with the names OpenSSL prints (its short name, else its
 * long one): id-at (2.5.4.x) by the last octet, then the others. */
static const struct { byte arc; const char* name; } cert_at_names[] = {
    { 3, "CN" }, { 4, "SN" }, { 5, "serialNumber" }, { 6, "C" },
    { 7, "L" }, { 8, "ST" }, { 9, "street" }, { 10, "O" }, { 11, "OU" },
    { 12, "title" }, { 13, "description" }, { 15, "businessCategory" },
    { 17, "postalCode" }, { 41, "name" }, { 42, "GN" }, { 43, "initials" },
    { 44, "generationQualifier" }, { 45, "x500UniqueIdentifier" },
    { 46, "dnQualifier" }, { 65, "pseudonym" },
    { 97, "organizationIdentifier" },
};
static const byte oid_email[] = { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01,
                                  0x09, 0x01 };
static const byte oid_dc[]    = { 0x09, 0x92, 0x26, 0x89, 0x93, 0xF2, 0x2C,
                                  0x64, 0x01, 0x19 };
static const byte oid_uid[]   = { 0x09, 0x92, 0x26, 0x89, 0x93, 0xF2, 0x2C,
                                  0x64, 0x01, 0x01 };
static const byte oid_jur[]   = { 0x2B, 0x06, 0x01, 0x04, 0x01, 0x82, 0x37,
                                  0x3C, 0x02, 0x01 };   /* .1 L .2 ST .3 C */

/* The name of an attribute type, or NULL (printed dotted). */
static const char* cert_attr_name(const byte* oid, word32 sz)
{
    static const char* const jur[] = { "jurisdictionL", "jurisdictionST",
                                       "jurisdictionC" };
    word32 i;

    if ((sz == 3) && (oid[0] == 0x55) && (oid[1] == 0x04)) {
        for (i = 0; i < sizeof(cert_at_names) / sizeof(cert_at_names[0]);
             i++) {
            if (cert_at_names[i].arc == oid[2])
                return cert_at_names[i].name;
        }
        return NULL;
    }
    if (CERT_OID_IS(oid, sz, oid_email))
        return "emailAddress";
    if (CERT_OID_IS(oid, sz, oid_dc))
        return "DC";
    if (CERT_OID_IS(oid, sz, oid_uid))
        return "UID";
    if ((sz == sizeof(oid_jur) + 1) &&
        (XMEMCMP(oid, oid_jur, sizeof(oid_jur)) == 0) &&
        (oid[sz - 1] >= 1) && (oid[sz - 1] <= 3))
        return jur[oid[sz - 1] - 1];
    return NULL;
}

int cert_walk_name(const byte* input, word32* idx, word32 maxIdx,
                          cert_attr_fn visit, void* ctx)
{
    word32 i = *idx, end, rdnEnd, avaEnd;
    int    len, ret, rdns = 0;

    ret = GetSequence(input, &i, &len, maxIdx);
    if (ret < 0)
        return ret;
    end = i + (word32)len;
    while (i < end) {
        int first = 1;
        ret = GetSet(input, &i, &len, end);
        if (ret < 0)
            return ret;
        if ((len == 0) || (++rdns > CERT_MAX_DEPTH_NAME))
            return ASN_PARSE_E;
        rdnEnd = i + (word32)len;
        while (i < rdnEnd) {
            const byte* oid;
            word32      oidSz;
            byte        tag;

            ret = GetSequence(input, &i, &len, rdnEnd);
            if (ret < 0)
                return ret;
            avaEnd = i + (word32)len;
            ret = GetObjectId(input, &i, &len, avaEnd);
            if (ret < 0)
                return ret;
            oid = input + i;
            oidSz = (word32)len;
            if (!cert_oid_valid(oid, oidSz))
                return ASN_OBJECT_ID_E;
            i += (word32)len;
            ret = GetASNTag(input, &i, &tag, avaEnd);
            if (ret == 0)
                ret = GetLength(input, &i, &len, avaEnd);
            if (ret < 0)
                return ret;
            if (i + (word32)len != avaEnd)
                return ASN_PARSE_E;
            if (visit != NULL) {
                ret = visit(ctx, first, oid, oidSz, tag, input + i,
                            (word32)len);
                if (ret != 0)
                    return ret;
            }
            i = avaEnd;
            first = 0;
        }
    }
    *idx = end;
    return 0;
}

int cert_get_name(const byte* input, word32* idx, word32 maxIdx)
{
    return cert_walk_name(input, idx, maxIdx, NULL, NULL);
}

/* The one-line text being written. */
typedef struct cert_oneline {
    char*  out;
    word32 outSz;
    word32 pos;
} cert_oneline;

static void cert_put_text(cert_oneline* o, const char* s, word32 n)
{
    while ((n-- > 0) && (o->pos + 1 < o->outSz))
        o->out[o->pos++] = *s++;
    o->out[o->pos] = '\0';
}

static int cert_oneline_attr(void* ctx, int firstInRdn, const byte* oid,
                             word32 oidSz, byte tag, const byte* val,
                             word32 valSz)
{
    cert_oneline* o = (cert_oneline*)ctx;
    const char*   name = cert_attr_name(oid, oidSz);
    char          dotted[MAX_CERTPOL_SZ];

    (void)tag;
    if (name == NULL) {
        if (cert_oid_dotted(oid, oidSz, dotted, sizeof(dotted)) != 0)
            XMEMCPY(dotted, "?", 2);
        name = dotted;
    }
    cert_put_text(o, firstInRdn ? "/" : "+", 1);
    cert_put_text(o, name, (word32)XSTRLEN(name));
    cert_put_text(o, "=", 1);
    cert_put_text(o, (const char*)val, valSz);
    return 0;
}

int cert_name_oneline(const byte* name, word32 nameSz, char* out,
                      word32 outSz)
{
    cert_oneline o;
    word32       idx = 0;
    int          ret;

    if ((name == NULL) || (out == NULL) || (outSz == 0))
        return BAD_FUNC_ARG;
    o.out = out;
    o.outSz = outSz;
    o.pos = 0;
    out[0] = '\0';
    ret = cert_walk_name(name, &idx, nameSz, cert_oneline_attr, &o);
    if ((ret == 0) && (idx != nameSz))
        ret = ASN_PARSE_E;
    return ret;
}

/* The subject's commonName (the last one when there are several). */
static int cert_find_cn(void* ctx, int firstInRdn, const byte* oid,
                        word32 oidSz, byte tag, const byte* val,
                        word32 valSz)
{
    DecodedCert* cert = (DecodedCert*)ctx;

    (void)firstInRdn;
    if ((oidSz == 3) && (oid[0] == 0x55) && (oid[1] == 0x04) &&
        (oid[2] == 0x03)) {
        cert->subjectCN = (char*)(wc_ptr_t)val;
        cert->subjectCNLen = (int)valSz;
        cert->subjectCNEnc = (char)tag;
    }
    return 0;
}

/* Name at cert->srcIdx: its TLV, one-line text and hash into the fields
 * of the subject or the issuer. */
static int cert_get_named(DecodedCert* cert, int subject)
{
    const byte* start = cert->source + cert->srcIdx;
    word32      idx = cert->srcIdx, hdr;
    char*       text = subject ? cert->subject : cert->issuer;
    int         ret, len;

    ret = cert_walk_name(cert->source, &idx, cert->maxIdx,
                         subject ? cert_find_cn : NULL, cert);
    if (ret != 0)
        return ret;
    hdr = cert->srcIdx;
    ret = GetSequence(cert->source, &hdr, &len, cert->maxIdx);
    if (ret < 0)
        return ret;
    if (!cert->namesLite) {
        ret = cert_name_oneline(start, idx - cert->srcIdx, text,
                                ASN_NAME_MAX);
        if (ret == 0)
            ret = cert_hash_id(start, idx - cert->srcIdx,
                               subject ? cert->subjectHash :
                                         cert->issuerHash);
        if (ret != 0)
            return ret;
    }
    if (subject) {
        cert->subjectDer = start;
        cert->subjectDerSz = idx - cert->srcIdx;
        cert->subjectRaw = cert->source + hdr;
        cert->subjectRawLen = len;
    }
    else {
        cert->issuerDer = start;
        cert->issuerDerSz = idx - cert->srcIdx;
        cert->issuerRaw = cert->source + hdr;
        cert->issuerRawLen = len;
    }
    cert->srcIdx = idx;
    return 0;
}

/* ====================================================================== */
/* Time                                                                    */
/* ====================================================================== */

/* n decimal digits at s, or -1. */
static int cert_digits(const byte* s, int n)
{
    int v = 0;

    while (n-- > 0) {
        if ((*s < '0') || (*s > '9'))
            return -1;
        v = v * 10 + (*s++ - '0');
    }
    return v;
}

/* Days from 1970-01-01 to y-m-d (proleptic Gregorian). */
static sword64 cert_days(int y, int m, int d)
{
    sword64 era, yoe, doy, doe;

    y -= (m <= 2);
    era = (y >= 0 ? y : y - 399) / 400;
    yoe = y - era * 400;
    doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

int cert_time_seconds(const byte* tlv, word32 tlvSz, sword64* secs)
{
    static const byte mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31,
                                  30, 31 };
    const byte* s;
    int y, mo, d, h, mi, sec, n;

    if ((tlv == NULL) || (secs == NULL) || (tlvSz < 2))
        return BAD_FUNC_ARG;
    if ((tlv[0] != ASN_UTC_TIME) && (tlv[0] != ASN_GENERALIZED_TIME))
        return ASN_TIME_E;
    n = (tlv[0] == ASN_UTC_TIME) ? 13 : 15;
    if ((tlv[1] != n) || (tlvSz != (word32)n + 2))
        return ASN_DATE_SZ_E;
    s = tlv + 2;
    if (n == 13) {
        y = cert_digits(s, 2);
        if (y >= 0)
            y += (y < 50) ? 2000 : 1900;   /* RFC 5280 4.1.2.5.1 */
        s += 2;
    }
    else {
        y = cert_digits(s, 4);
        s += 4;
    }
    mo = cert_digits(s, 2);
    d = cert_digits(s + 2, 2);
    h = cert_digits(s + 4, 2);
    mi = cert_digits(s + 6, 2);
    sec = cert_digits(s + 8, 2);
    if ((y < 0) || (mo < 1) || (mo > 12) || (d < 1) || (d > mdays[mo - 1]) ||
        (h < 0) || (h > 23) || (mi < 0) || (mi > 59) || (sec < 0) ||
        (sec > 59) || (s[10] != 'Z'))
        return ASN_PARSE_E;
    if ((mo == 2) && (d == 29) &&
        !(((y % 4) == 0) && (((y % 100) != 0) || ((y % 400) == 0))))
        return ASN_PARSE_E;
    *secs = cert_days(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec;
    return 0;
}

/* One Time at cert->srcIdx: checked, its TLV kept. */
static int cert_get_time(DecodedCert* cert, const byte** tlv, int* tlvLen)
{
    word32  idx = cert->srcIdx;
    byte    tag;
    int     len, ret;
    sword64 secs;

    ret = GetASNTag(cert->source, &idx, &tag, cert->maxIdx);
    if (ret == 0)
        ret = GetLength(cert->source, &idx, &len, cert->maxIdx);
    if (ret < 0)
        return ret;
    *tlv = cert->source + cert->srcIdx;
    *tlvLen = (int)(idx + (word32)len - cert->srcIdx);
    ret = cert_time_seconds(*tlv, (word32)*tlvLen, &secs);
    if (ret != 0)
        return ret;
    cert->srcIdx = idx + (word32)len;
    return 0;
}

/* ====================================================================== */
/* The certificate                                                         */
/* ====================================================================== */

void InitDecodedCert(DecodedCert* cert, const byte* source, word32 inSz,
                     void* heap)
{
    if (cert == NULL)
        return;
    XMEMSET(cert, 0, sizeof(*cert));
    cert->source = source;
    cert->maxIdx = inSz;
    cert->heap = heap;
    cert->version = 1;
}

void FreeDecodedCert(DecodedCert* cert)
{
    if (cert == NULL)
        return;
    cert_free_dns(cert->altNames, cert->heap);
    cert_free_base(cert->permittedNames, cert->heap);
    cert_free_base(cert->excludedNames, cert->heap);
    cert->altNames = NULL;
    cert->permittedNames = NULL;
    cert->excludedNames = NULL;
}

/* version [0] EXPLICIT INTEGER, absent for v1. */
static int cert_get_version(DecodedCert* cert)
{
    byte tag;
    int  len, ret, v;
    word32 idx = cert->srcIdx;

    ret = PeekASNTag(cert->source, idx, &tag, cert->maxIdx);
    if (ret != 0)
        return ret;
    if (tag != (ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 0)) {
        cert->version = 1;
        return 0;
    }
    ret = GetExplicitTag(cert->source, 0, &idx, &len, cert->maxIdx);
    if (ret < 0)
        return ret;
    ret = GetMyVersion(cert->source, &idx, &v, idx + (word32)len);
    if (ret < 0)
        return ret;
    if ((v < 0) || (v > 2) || (idx != cert->srcIdx + 2 + (word32)len))
        return ASN_VERSION_E;
    if (v == 0)
        return ASN_VERSION_E;       /* DER: the default is not encoded */
    cert->version = v + 1;
    cert->srcIdx = idx;
    return 0;
}

/* serialNumber: a minimal INTEGER of at most EXTERNAL_SERIAL_SIZE octets
 * after the sign octet.  RFC 5280 asks for a positive one and to handle
 * negative ones gracefully: they are kept as their octets. */
static int cert_get_serial(DecodedCert* cert)
{
    word32 idx = cert->srcIdx;
    int    len, ret;
    const byte* p;

    ret = GetASNHeader(cert->source, ASN_INTEGER, &idx, &len, cert->maxIdx);
    if (ret < 0)
        return ret;
    p = cert->source + idx;
    if ((len == 0) ||
        ((len > 1) && (((p[0] == 0x00) && ((p[1] & 0x80) == 0)) ||
                       ((p[0] == 0xFF) && ((p[1] & 0x80) != 0)))))
        return ASN_GETINT_E;                /* empty or not minimal */
    cert->srcIdx = idx + (word32)len;
    if ((len > 1) && (p[0] == 0)) {
        p++;
        len--;
    }
    if (len > EXTERNAL_SERIAL_SIZE)
        return ASN_GETINT_E;
    XMEMCPY(cert->serial, p, (size_t)len);
    cert->serialSz = len;
    return 0;
}

/* subjectPublicKeyInfo. */
static int cert_get_key(DecodedCert* cert)
{
    asn_algo_id alg;
    const byte* key;
    word32      keySz, idx = cert->srcIdx;
    int         ret;

    ret = asn_get_spki(cert->source, &idx, &alg, &key, &keySz, cert->maxIdx);
    if (ret != 0)
        return ret;
    ret = cert_key_fields(cert, &alg);
    if (ret != 0)
        return ret;
    cert->spki = cert->source + cert->srcIdx;
    cert->spkiSz = idx - cert->srcIdx;
    cert->publicKey = key;
    cert->pubKeySize = keySz;
    cert->pubKeyStored = 1;
    cert->srcIdx = idx;
    return 0;
}

/* issuerUniqueID [1], subjectUniqueID [2] (v2/v3), extensions [3] (v3). */
static int cert_get_tail(DecodedCert* cert, word32 tbsEnd)
{
    byte tag;
    int  len, ret, n;

    for (n = 1; n <= 2; n++) {
        if (PeekASNTag(cert->source, cert->srcIdx, &tag, tbsEnd) != 0)
            return 0;
        if ((tag & 0x1F) != (byte)n)
            continue;
        if ((cert->version < 2) ||
            ((tag != (ASN_CONTEXT_SPECIFIC | n)) &&
             (tag != (ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | n))))
            return ASN_PARSE_E;
        cert->srcIdx++;
        ret = GetLength(cert->source, &cert->srcIdx, &len, tbsEnd);
        if (ret < 0)
            return ret;
        cert->srcIdx += (word32)len;
    }
    if (cert->srcIdx == tbsEnd)
        return 0;
    if (cert->version < 3)
        return ASN_VERSION_E;               /* extensions need v3 */
    ret = GetExplicitTag(cert->source, 3, &cert->srcIdx, &len, tbsEnd);
    if (ret < 0)
        return ret;
    if (cert->srcIdx + (word32)len != tbsEnd)
        return ASN_PARSE_E;
    cert->extensionsIdx = cert->srcIdx;
    cert->extensions = cert->source + cert->srcIdx;
    cert->extensionsSz = len;
    ret = cert_parse_extensions(cert, cert->source, cert->srcIdx, tbsEnd);
    if (ret != 0)
        return ret;
    cert->srcIdx = tbsEnd;
    return 0;
}

/* The whole certificate, framing and fields. */
static int cert_decode(DecodedCert* cert)
{
    asn_algo_id inner, outer;
    word32      tbsEnd, idx;
    int         len, ret;
    byte        unused;

    ret = GetSequence(cert->source, &cert->srcIdx, &len, cert->maxIdx);
    if (ret < 0)
        return ret;
    if (cert->srcIdx + (word32)len != cert->maxIdx)
        return ASN_PARSE_E;                 /* trailing data */
    cert->certBegin = cert->srcIdx;
    ret = GetSequence(cert->source, &cert->srcIdx, &len, cert->maxIdx);
    if (ret < 0)
        return ret;
    tbsEnd = cert->srcIdx + (word32)len;
    ret = cert_get_version(cert);
    if (ret == 0)
        ret = cert_get_serial(cert);
    if (ret == 0)
        ret = asn_get_algo_id(cert->source, &cert->srcIdx, &inner, tbsEnd);
    if (ret == 0)
        ret = cert_get_named(cert, 0);
    if (ret == 0)
        ret = GetSequence(cert->source, &cert->srcIdx, &len, tbsEnd);
    if (ret < 0)
        return ret;
    idx = cert->srcIdx + (word32)len;       /* end of validity */
    ret = cert_get_time(cert, &cert->beforeDate, &cert->beforeDateLen);
    if (ret == 0)
        ret = cert_get_time(cert, &cert->afterDate, &cert->afterDateLen);
    if ((ret == 0) && (cert->srcIdx != idx))
        ret = ASN_PARSE_E;
    if (ret == 0)
        ret = cert_get_named(cert, 1);
    if (ret == 0)
        ret = cert_get_key(cert);
    if (ret == 0)
        ret = cert_get_tail(cert, tbsEnd);
    if (ret != 0)
        return ret;
    if (cert->srcIdx != tbsEnd)
        return ASN_PARSE_E;

    /* signatureAlgorithm: the same DER as the TBS's signature field */
    cert->sigIndex = tbsEnd;
    ret = asn_get_algo_id(cert->source, &cert->srcIdx, &outer,
                          cert->maxIdx);
    if (ret != 0)
        return ret;
    if ((outer.oidSz != inner.oidSz) || (outer.paramsSz != inner.paramsSz) ||
        (XMEMCMP(outer.oid, inner.oid, inner.oidSz) != 0) ||
        ((inner.paramsSz != 0) &&
         (XMEMCMP(outer.params, inner.params, inner.paramsSz) != 0)))
        return ASN_SIG_OID_E;
    ret = cert_sig_oid(&outer, &cert->signatureOID);
    if (ret != 0)
        return ret;
    cert->sigParams = outer.params;
    cert->sigParamsSz = outer.paramsSz;
    ret = GetBitString(cert->source, &cert->srcIdx, &len, cert->maxIdx,
                       &unused);
    if (ret < 0)
        return ret;
    if (cert->srcIdx + (word32)len != cert->maxIdx)
        return ASN_PARSE_E;
    cert->signature = cert->source + cert->srcIdx;
    cert->sigLength = (word32)len;
    cert->srcIdx += (word32)len;
    cert->selfSigned = (cert->subjectDerSz == cert->issuerDerSz) &&
        (XMEMCMP(cert->subjectDer, cert->issuerDer, cert->issuerDerSz) == 0);
    return 0;
}

int cert_check_dates(const DecodedCert* cert, sword64 now)
{
    sword64 before, after;
    int     ret;

    ret = cert_time_seconds(cert->beforeDate, (word32)cert->beforeDateLen,
                            &before);
    if (ret == 0)
        ret = cert_time_seconds(cert->afterDate, (word32)cert->afterDateLen,
                                &after);
    if (ret != 0)
        return ret;
    if (now < before)
        return ASN_BEFORE_DATE_E;
    if (now > after)
        return ASN_AFTER_DATE_E;
    return 0;
}

int ParseCert(DecodedCert* cert, int type, int verify, void* cm)
{
    int ret;

    if ((cert == NULL) || (cert->source == NULL) ||
        ((type != CERT_TYPE) && (type != CA_TYPE) &&
         (type != TRUSTED_PEER_TYPE)))
        return BAD_FUNC_ARG;
    if (cert->srcIdx != 0)
        return BAD_STATE_E;                 /* parsed already */
    cert->verify = verify;
    ret = cert_decode(cert);
    if (ret != 0) {
        FreeDecodedCert(cert);
        return ret;
    }
    if (verify == NO_VERIFY)
        return 0;
    if (verify != VERIFY_SKIP_DATE) {
        ret = cert_check_dates(cert, (sword64)wc_Time(NULL));
        if (ret != 0)
            return ret;
    }
    if ((type == CA_TYPE) || (type == TRUSTED_PEER_TYPE))
        return 0;                           /* trusted as loaded */
    if (cm == NULL)
        return ASN_NO_SIGNER_E;
    /* a WOLFSSL_CERT_MANAGER starts with its cert_store */
    return cert_store_check_signer((const cert_store*)cm, cert);
}

/* ====================================================================== */
/* The public wrappers                                                     */
/* ====================================================================== */

void wc_InitDecodedCert(struct DecodedCert* cert, const byte* source,
                        word32 inSz, void* heap)
{
    InitDecodedCert(cert, source, inSz, heap);
}

int wc_ParseCert(struct DecodedCert* cert, int type, int verify, void* cm)
{
    return ParseCert(cert, type, verify, cm);
}

void wc_FreeDecodedCert(struct DecodedCert* cert)
{
    FreeDecodedCert(cert);
}

int wc_GetPubKeyDerFromCert(struct DecodedCert* cert, byte* derKey,
                            word32* derKeySz)
{
    if ((cert == NULL) || (derKeySz == NULL) || (cert->spki == NULL))
        return BAD_FUNC_ARG;
    if (derKey == NULL) {
        *derKeySz = cert->spkiSz;
        return LENGTH_ONLY_E;
    }
    if (*derKeySz < cert->spkiSz)
        return BUFFER_E;
    XMEMCPY(derKey, cert->spki, cert->spkiSz);
    *derKeySz = cert->spkiSz;
    return 0;
}

int wc_CertPemToDer(const unsigned char* pem, int pemSz, unsigned char* buff,
                    int buffSz, int type)
{
    if ((pem == NULL) || (buff == NULL) || (pemSz <= 0) || (buffSz <= 0) ||
        ((type != CERT_TYPE) && (type != CA_TYPE) &&
         (type != TRUSTED_PEER_TYPE)))
        return BAD_FUNC_ARG;
    return asn_pem_to_der(pem, (word32)pemSz, "CERTIFICATE", buff,
                          (word32)buffSz, NULL, 0);
}
