/* cert_ext.c -- X.509 v3 extensions (RFC 5280 section 4.2) into
 * DecodedCert.
 *
 * Extensions ::= SEQUENCE SIZE (1..MAX) OF Extension
 * Extension  ::= SEQUENCE { extnID OID, critical BOOLEAN DEFAULT FALSE,
 *                           extnValue OCTET STRING }
 *
 * Each extension may appear once (ASN_PARSE_E for a repeat).  A known
 * extension's value must be exactly one well-formed structure of its
 * syntax; an unknown one is skipped, or refused with ASN_CRIT_EXT_E when
 * critical.  Known and read: basicConstraints, keyUsage, extKeyUsage,
 * subjectAltName, nameConstraints, subject/authority key identifiers,
 * certificatePolicies, cRLDistributionPoints, authorityInfoAccess.  Known
 * and only framed (path validation here does no policy processing:
 * doc/X509.md): policyMappings, policyConstraints, inhibitAnyPolicy,
 * issuerAltName, subjectDirectoryAttributes, and the non-critical
 * certificate transparency list.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/hash.h>

#include "cert_internal.h"

/* id-ce (2.5.29.x) extensions by their last arc. */
enum {
    CE_SUBJ_DIR_ATTR   = 9,
    CE_SUBJ_KEY_ID     = 14,
    CE_KEY_USAGE       = 15,
    CE_SUBJ_ALT_NAME   = 17,
    CE_ISSUER_ALT_NAME = 18,
    CE_BASIC_CONST     = 19,
    CE_NAME_CONST      = 30,
    CE_CRL_DIST        = 31,
    CE_CERT_POLICY     = 32,
    CE_POLICY_MAP      = 33,
    CE_AUTH_KEY_ID     = 35,
    CE_POLICY_CONST    = 36,
    CE_EXT_KEY_USAGE   = 37,
    CE_INHIBIT_ANY     = 54
};

static const byte oid_aia[] = { 0x2B, 0x06, 0x01, 0x05, 0x05, 0x07, 0x01,
                                0x01 };
static const byte oid_sct[] = { 0x2B, 0x06, 0x01, 0x04, 0x01, 0xD6, 0x79,
                                0x02, 0x04, 0x02 };
static const byte oid_ad_ocsp[] = { 0x2B, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30,
                                    0x01 };
static const byte oid_ad_ca[]   = { 0x2B, 0x06, 0x01, 0x05, 0x05, 0x07, 0x30,
                                    0x02 };
/* id-kp (1.3.6.1.5.5.7.3.x) and anyExtendedKeyUsage (2.5.29.37.0) */
static const byte oid_kp[]      = { 0x2B, 0x06, 0x01, 0x05, 0x05, 0x07,
                                    0x03 };
static const byte oid_any_eku[] = { 0x55, 0x1D, 0x25, 0x00 };

/* ====================================================================== */
/* Small readers                                                           */
/* ====================================================================== */

/* A TLV with the expected tag; *idx at its content, *len its length. */
static int ext_header(const byte* in, word32* idx, byte tag, int* len,
                      word32 end)
{
    int ret = GetASNHeader(in, tag, idx, len, end);

    return (ret < 0) ? ret : 0;
}

/* A DER BOOLEAN: 0x00 or 0xFF. */
static int ext_boolean(const byte* in, word32* idx, int* value, word32 end)
{
    int len, ret;

    ret = ext_header(in, idx, ASN_BOOLEAN, &len, end);
    if (ret != 0)
        return ret;
    if ((len != 1) || ((in[*idx] != 0x00) && (in[*idx] != 0xFF)))
        return ASN_PARSE_E;
    *value = (in[*idx] == 0xFF);
    (*idx)++;
    return 0;
}

/* ====================================================================== */
/* Name lists                                                              */
/* ====================================================================== */

void cert_free_dns(DNS_entry* list, void* heap)
{
    while (list != NULL) {
        DNS_entry* next = list->next;
        XFREE(list->name, heap, DYNAMIC_TYPE_ALTNAME);
        XFREE(list->ipString, heap, DYNAMIC_TYPE_ALTNAME);
        XFREE(list, heap, DYNAMIC_TYPE_ALTNAME);
        list = next;
    }
}

void cert_free_base(Base_entry* list, void* heap)
{
    while (list != NULL) {
        Base_entry* next = list->next;
        XFREE(list->name, heap, DYNAMIC_TYPE_ALTNAME);
        XFREE(list, heap, DYNAMIC_TYPE_ALTNAME);
        list = next;
    }
}

/* A NUL-terminated copy of data[0..sz). */
static char* ext_copy(const byte* data, word32 sz, void* heap)
{
    char* s = (char*)XMALLOC(sz + 1, heap, DYNAMIC_TYPE_ALTNAME);

    if (s != NULL) {
        if (sz > 0)
            XMEMCPY(s, data, sz);
        s[sz] = '\0';
    }
    return s;
}

/* The text of an IPv4 or IPv6 address (4 or 16 octets). */
static char* ext_ip_text(const byte* a, word32 sz, void* heap)
{
    static const char hex[] = "0123456789abcdef";
    char   buf[40];
    word32 i, pos = 0;

    if (sz == 4) {
        for (i = 0; i < 4; i++) {
            byte v = a[i];
            if (i > 0)
                buf[pos++] = '.';
            if (v >= 100)
                buf[pos++] = (char)('0' + v / 100);
            if (v >= 10)
                buf[pos++] = (char)('0' + (v / 10) % 10);
            buf[pos++] = (char)('0' + v % 10);
        }
    }
    else {
        for (i = 0; i < 16; i++) {
            if ((i > 0) && ((i & 1) == 0))
                buf[pos++] = ':';
            buf[pos++] = hex[a[i] >> 4];
            buf[pos++] = hex[a[i] & 0xF];
        }
    }
    return ext_copy((const byte*)buf, pos, heap);
}

/* One GeneralName at in[*idx]: its tag number (ASN_*_TYPE, or
 * ASN_OTHER_TYPE for the forms kept whole) and the bytes to keep.  The
 * strings are IA5String (7-bit); directoryName holds one Name; iPAddress
 * ipSz octets (4/16 in subjectAltName, 8/32 in nameConstraints). */
static int ext_general_name(const byte* in, word32* idx, word32 end,
                            int ipTwice, int* type, const byte** val,
                            word32* valSz)
{
    word32 start = *idx, i = *idx, k;
    byte   tag;
    int    len, ret;

    ret = GetASNTag(in, &i, &tag, end);
    if (ret == 0)
        ret = GetLength(in, &i, &len, end);
    if (ret < 0)
        return ret;
    *val = in + i;
    *valSz = (word32)len;
    switch (tag) {
        case ASN_CONTEXT_SPECIFIC | ASN_RFC822_TYPE:
        case ASN_CONTEXT_SPECIFIC | ASN_DNS_TYPE:
        case ASN_CONTEXT_SPECIFIC | ASN_URI_TYPE:
            for (k = 0; k < (word32)len; k++) {
                if ((in[i + k] & 0x80) != 0 || in[i + k] == 0)
                    return ASN_ALT_NAME_E;
            }
            *type = tag & 0x1F;
            break;
        case ASN_CONTEXT_SPECIFIC | ASN_IP_TYPE:
            if ((ipTwice && (len != 8) && (len != 32)) ||
                (!ipTwice && (len != 4) && (len != 16)))
                return ASN_ALT_NAME_E;
            *type = ASN_IP_TYPE;
            break;
        case ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | ASN_DIR_TYPE:
            k = i;
            ret = cert_get_name(in, &k, i + (word32)len);
            if (ret != 0)
                return ret;
            if (k != i + (word32)len)
                return ASN_PARSE_E;
            *type = ASN_DIR_TYPE;
            break;
        case ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 0:  /* otherName */
        case ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 3:  /* x400Address */
        case ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 5:  /* ediPartyName */
        case ASN_CONTEXT_SPECIFIC | ASN_RID_TYPE:
            *type = (tag == (ASN_CONTEXT_SPECIFIC | ASN_RID_TYPE)) ?
                    ASN_RID_TYPE : ASN_OTHER_TYPE;
            *val = in + start;
            *valSz = i + (word32)len - start;
            break;
        default:
            return ASN_PARSE_E;
    }
    *idx = i + (word32)len;
    return 0;
}

/* subjectAltName ::= GeneralNames ::= SEQUENCE SIZE (1..MAX) OF
 * GeneralName: the list in order. */
static int ext_alt_names(DecodedCert* cert, const byte* in, word32 idx,
                         word32 end)
{
    DNS_entry** tail = &cert->altNames;
    int len, ret;

    ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if ((len == 0) || (idx + (word32)len != end))
        return ASN_PARSE_E;
    while (idx < end) {
        DNS_entry*  e;
        const byte* val;
        word32      valSz;
        int         type;

        ret = ext_general_name(in, &idx, end, 0, &type, &val, &valSz);
        if (ret != 0)
            return ret;
        e = (DNS_entry*)XMALLOC(sizeof(*e), cert->heap, DYNAMIC_TYPE_ALTNAME);
        if (e == NULL)
            return MEMORY_E;
        XMEMSET(e, 0, sizeof(*e));
        *tail = e;
        tail = &e->next;
        e->type = type;
        e->len = (int)valSz;
        e->name = ext_copy(val, valSz, cert->heap);
        if (e->name == NULL)
            return MEMORY_E;
        if (type == ASN_IP_TYPE) {
            e->ipString = ext_ip_text(val, valSz, cert->heap);
            if (e->ipString == NULL)
                return MEMORY_E;
        }
    }
    return 0;
}

/* GeneralSubtrees ::= SEQUENCE SIZE (1..MAX) OF GeneralSubtree
 * GeneralSubtree ::= SEQUENCE { base GeneralName, minimum [0] DEFAULT 0,
 *                               maximum [1] OPTIONAL }
 * RFC 5280: minimum 0 and maximum absent; anything else is refused. */
static int ext_subtrees(DecodedCert* cert, const byte* in, word32 idx,
                        word32 end, Base_entry** head)
{
    Base_entry** tail = head;
    int len, ret;

    if (idx == end)
        return ASN_PARSE_E;
    while (idx < end) {
        Base_entry* e;
        const byte* val;
        word32      valSz, subEnd;
        int         type;

        ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
        if (ret != 0)
            return ret;
        subEnd = idx + (word32)len;
        ret = ext_general_name(in, &idx, subEnd, 1, &type, &val, &valSz);
        if (ret != 0)
            return ret;
        if (idx != subEnd)
            return ASN_PARSE_E;             /* minimum / maximum present */
        e = (Base_entry*)XMALLOC(sizeof(*e), cert->heap,
                                 DYNAMIC_TYPE_ALTNAME);
        if (e == NULL)
            return MEMORY_E;
        XMEMSET(e, 0, sizeof(*e));
        *tail = e;
        tail = &e->next;
        e->type = (byte)type;
        e->nameSz = (int)valSz;
        e->name = ext_copy(val, valSz, cert->heap);
        if (e->name == NULL)
            return MEMORY_E;
    }
    return 0;
}

/* NameConstraints ::= SEQUENCE { permittedSubtrees [0] OPT,
 *                                excludedSubtrees [1] OPT }, not empty. */
static int ext_name_constraints(DecodedCert* cert, const byte* in,
                                word32 idx, word32 end)
{
    byte tag;
    int  len, ret, n;

    ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if ((len == 0) || (idx + (word32)len != end))
        return ASN_PARSE_E;
    for (n = 0; (n < 2) && (idx < end); n++) {
        ret = PeekASNTag(in, idx, &tag, end);
        if (ret != 0)
            return ret;
        if (tag != (byte)(ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | n))
            continue;
        ret = GetExplicitTag(in, (byte)n, &idx, &len, end);
        if (ret < 0)
            return ret;
        ret = ext_subtrees(cert, in, idx, idx + (word32)len,
                           n == 0 ? &cert->permittedNames :
                                    &cert->excludedNames);
        if (ret != 0)
            return ret;
        idx += (word32)len;
    }
    return (idx == end) ? 0 : ASN_PARSE_E;
}

/* ====================================================================== */
/* The other extensions                                                    */
/* ====================================================================== */

/* BasicConstraints ::= SEQUENCE { cA BOOLEAN DEFAULT FALSE,
 *                                 pathLenConstraint INTEGER (0..MAX) OPT } */
static int ext_basic_constraints(DecodedCert* cert, const byte* in,
                                 word32 idx, word32 end)
{
    byte tag;
    int  len, ret, ca = 0, v;

    ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if (idx + (word32)len != end)
        return ASN_PARSE_E;
    if ((idx < end) && (PeekASNTag(in, idx, &tag, end) == 0) &&
        (tag == ASN_BOOLEAN)) {
        ret = ext_boolean(in, &idx, &ca, end);
        if (ret != 0)
            return ret;
    }
    if (idx < end) {
        ret = GetShortInt(in, &idx, &v, end);
        if (ret != 0)
            return ret;
        if (v > 255)
            return ASN_PATHLEN_SIZE_E;
        cert->pathLength = (byte)v;
        cert->pathLengthSet = 1;
    }
    cert->isCA = (word32)ca;
    return (idx == end) ? 0 : ASN_PARSE_E;
}

/* KeyUsage ::= BIT STRING (at most 9 named bits). */
static int ext_key_usage(DecodedCert* cert, const byte* in, word32 idx,
                         word32 end)
{
    int  len, ret;
    byte unused;

    ret = GetBitString(in, &idx, &len, end, &unused);
    if (ret < 0)
        return ret;
    if ((len < 1) || (len > 2) || (idx + (word32)len != end))
        return ASN_BITSTR_E;
    cert->extKeyUsage = in[idx];
    if (len == 2)
        cert->extKeyUsage |= (word16)(in[idx + 1] << 8);
    return 0;
}

/* ExtKeyUsageSyntax ::= SEQUENCE SIZE (1..MAX) OF KeyPurposeId */
static int ext_ext_key_usage(DecodedCert* cert, const byte* in, word32 idx,
                             word32 end)
{
    static const byte bits[] = { 0, EXTKEYUSE_SERVER_AUTH,
        EXTKEYUSE_CLIENT_AUTH, EXTKEYUSE_CODESIGN, EXTKEYUSE_EMAILPROT, 0, 0,
        0, EXTKEYUSE_TIMESTAMP, EXTKEYUSE_OCSP_SIGN };
    int len, ret;

    ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if ((len == 0) || (idx + (word32)len != end))
        return ASN_PARSE_E;
    while (idx < end) {
        const byte* oid;
        byte        bit = EXTKEYUSE_USER;

        ret = GetObjectId(in, &idx, &len, end);
        if (ret < 0)
            return ret;
        oid = in + idx;
        if (!cert_oid_valid(oid, (word32)len))
            return ASN_OBJECT_ID_E;
        if (((word32)len == sizeof(oid_kp) + 1) &&
            (XMEMCMP(oid, oid_kp, sizeof(oid_kp)) == 0) &&
            (oid[len - 1] < sizeof(bits)) && (bits[oid[len - 1]] != 0))
            bit = bits[oid[len - 1]];
        else if (CERT_OID_IS(oid, (word32)len, oid_any_eku))
            bit = EXTKEYUSE_ANY;
        cert->extExtKeyUsage |= bit;
        idx += (word32)len;
    }
    return 0;
}

/* A KeyIdentifier: kept, and its SHA-1 when it is not KEYID_SIZE long. */
static int ext_key_id(const byte* id, word32 sz, byte* out)
{
    if (sz == 0)
        return ASN_PARSE_E;
    if (sz == KEYID_SIZE) {
        XMEMCPY(out, id, KEYID_SIZE);
        return 0;
    }
    return cert_hash_id(id, sz, out);
}

/* SubjectKeyIdentifier ::= OCTET STRING */
static int ext_subject_key_id(DecodedCert* cert, const byte* in, word32 idx,
                              word32 end)
{
    int len, ret;

    ret = ext_header(in, &idx, ASN_OCTET_STRING, &len, end);
    if (ret != 0)
        return ret;
    if (idx + (word32)len != end)
        return ASN_PARSE_E;
    cert->extSubjKeyIdSrc = in + idx;
    cert->extSubjKeyIdSz = (word32)len;
    cert->extSubjKeyIdSet = 1;
    return ext_key_id(in + idx, (word32)len, cert->extSubjKeyId);
}

/* AuthorityKeyIdentifier ::= SEQUENCE { keyIdentifier [0] OPT,
 *     authorityCertIssuer [1] GeneralNames OPT,
 *     authorityCertSerialNumber [2] INTEGER OPT } */
static int ext_auth_key_id(DecodedCert* cert, const byte* in, word32 idx,
                           word32 end)
{
    byte tag;
    int  len, ret, n;

    ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if (idx + (word32)len != end)
        return ASN_PARSE_E;
    for (n = 0; (n < 3) && (idx < end); n++) {
        ret = PeekASNTag(in, idx, &tag, end);
        if (ret != 0)
            return ret;
        if ((tag & 0x1F) != n)
            continue;
        if ((tag != (ASN_CONTEXT_SPECIFIC | n)) &&
            (tag != (ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | n)))
            return ASN_PARSE_E;
        idx++;
        ret = GetLength(in, &idx, &len, end);
        if (ret < 0)
            return ret;
        if (n == 0) {
            if (tag != ASN_CONTEXT_SPECIFIC)
                return ASN_PARSE_E;
            cert->extAuthKeyIdSrc = in + idx;
            cert->extAuthKeyIdSz = (word32)len;
            cert->extAuthKeyIdSet = 1;
            ret = ext_key_id(in + idx, (word32)len, cert->extAuthKeyId);
            if (ret != 0)
                return ret;
        }
        idx += (word32)len;
    }
    return (idx == end) ? 0 : ASN_PARSE_E;
}

/* certificatePolicies ::= SEQUENCE SIZE (1..MAX) OF PolicyInformation
 * PolicyInformation ::= SEQUENCE { policyIdentifier OID,
 *                                  policyQualifiers SEQUENCE OF .. OPT }
 * The first MAX_CERTPOL_NB identifiers whose text fits MAX_CERTPOL_SZ are
 * kept as text; a repeated one is refused (RFC 5280 4.2.1.4). */
static int ext_cert_policies(DecodedCert* cert, const byte* in, word32 idx,
                             word32 end)
{
    const byte* seen[MAX_CERTPOL_NB * 4];
    word32      seenSz[MAX_CERTPOL_NB * 4];
    int         nSeen = 0, len, ret, i;

    ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if ((len == 0) || (idx + (word32)len != end))
        return ASN_PARSE_E;
    while (idx < end) {
        word32 infoEnd;

        ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
        if (ret != 0)
            return ret;
        infoEnd = idx + (word32)len;
        ret = GetObjectId(in, &idx, &len, infoEnd);
        if (ret < 0)
            return ret;
        if (!cert_oid_valid(in + idx, (word32)len))
            return ASN_OBJECT_ID_E;
        for (i = 0; i < nSeen; i++) {
            if ((seenSz[i] == (word32)len) &&
                (XMEMCMP(seen[i], in + idx, (size_t)len) == 0))
                return ASN_PARSE_E;
        }
        if (nSeen == (int)(sizeof(seen) / sizeof(seen[0])))
            return ASN_PARSE_E;             /* far more than anyone uses */
        seen[nSeen] = in + idx;
        seenSz[nSeen++] = (word32)len;
        /* kept when there is room and its text fits MAX_CERTPOL_SZ */
        if ((cert->extCertPoliciesNb < MAX_CERTPOL_NB) &&
            (cert_oid_dotted(in + idx, (word32)len,
                 cert->extCertPolicies[cert->extCertPoliciesNb],
                 MAX_CERTPOL_SZ) == 0))
            cert->extCertPoliciesNb++;
        idx += (word32)len;
        if (idx < infoEnd) {
            ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len,
                             infoEnd);
            if (ret != 0)
                return ret;
            idx += (word32)len;
        }
        if (idx != infoEnd)
            return ASN_PARSE_E;
    }
    return 0;
}

/* AuthorityInfoAccessSyntax ::= SEQUENCE SIZE (1..MAX) OF
 *     AccessDescription ::= SEQUENCE { accessMethod OID,
 *                                      accessLocation GeneralName }
 * The first OCSP and caIssuers URIs are kept. */
static int ext_auth_info(DecodedCert* cert, const byte* in, word32 idx,
                         word32 end)
{
    int len, ret;

    ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if ((len == 0) || (idx + (word32)len != end))
        return ASN_PARSE_E;
    while (idx < end) {
        const byte* oid;
        const byte* val;
        word32      oidSz, valSz, adEnd;
        int         type;

        ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
        if (ret != 0)
            return ret;
        adEnd = idx + (word32)len;
        ret = GetObjectId(in, &idx, &len, adEnd);
        if (ret < 0)
            return ret;
        oid = in + idx;
        oidSz = (word32)len;
        idx += oidSz;
        ret = ext_general_name(in, &idx, adEnd, 0, &type, &val, &valSz);
        if (ret != 0)
            return ret;
        if (idx != adEnd)
            return ASN_PARSE_E;
        if (type != ASN_URI_TYPE)
            continue;
        if (CERT_OID_IS(oid, oidSz, oid_ad_ocsp) &&
            (cert->extAuthInfo == NULL)) {
            cert->extAuthInfo = val;
            cert->extAuthInfoSz = (int)valSz;
        }
        else if (CERT_OID_IS(oid, oidSz, oid_ad_ca) &&
                 (cert->extAuthInfoCaIssuer == NULL)) {
            cert->extAuthInfoCaIssuer = val;
            cert->extAuthInfoCaIssuerSz = (int)valSz;
        }
    }
    return 0;
}

/* CRLDistributionPoints ::= SEQUENCE SIZE (1..MAX) OF DistributionPoint:
 * kept whole (extCrlInfoRaw); extCrlInfo is the first fullName URI. */
static int ext_crl_dist(DecodedCert* cert, const byte* in, word32 idx,
                        word32 end)
{
    int len, ret;

    cert->extCrlInfoRaw = in + idx;
    cert->extCrlInfoRawSz = (int)(end - idx);
    ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if ((len == 0) || (idx + (word32)len != end))
        return ASN_PARSE_E;
    while (idx < end) {
        word32 dpEnd, j;
        byte   tag;

        ret = ext_header(in, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
        if (ret != 0)
            return ret;
        dpEnd = idx + (word32)len;
        j = idx;
        /* distributionPoint [0] { fullName [0] GeneralNames } */
        if ((cert->extCrlInfo == NULL) &&
            (GetExplicitTag(in, 0, &j, &len, dpEnd) >= 0) &&
            (PeekASNTag(in, j, &tag, dpEnd) == 0) &&
            (tag == (ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED)) &&
            (GetExplicitTag(in, 0, &j, &len, dpEnd) >= 0)) {
            word32 namesEnd = j + (word32)len;
            while (j < namesEnd) {
                const byte* val;
                word32      valSz;
                int         type;

                ret = ext_general_name(in, &j, namesEnd, 0, &type, &val,
                                       &valSz);
                if (ret != 0)
                    return ret;
                if (type == ASN_URI_TYPE) {
                    cert->extCrlInfo = val;
                    cert->extCrlInfoSz = (int)valSz;
                    break;
                }
            }
        }
        idx = dpEnd;
    }
    return 0;
}

/* A value that must be one TLV of the given tag, read no further. */
static int ext_framed(const byte* in, word32 idx, word32 end, byte tag)
{
    int len, ret;

    ret = ext_header(in, &idx, tag, &len, end);
    if (ret != 0)
        return ret;
    return (idx + (word32)len == end) ? 0 : ASN_PARSE_E;
}

/* ====================================================================== */
/* The extension list                                                      */
/* ====================================================================== */

/* Decode one known extension; 1 when the OID is unknown. */
static int ext_decode(DecodedCert* cert, const byte* oid, word32 oidSz,
                      int critical, const byte* in, word32 idx, word32 end)
{
    if ((oidSz == 3) && (oid[0] == 0x55) && (oid[1] == 0x1D)) {
        switch (oid[2]) {
            case CE_BASIC_CONST:
                cert->extBasicConstSet = 1;
                cert->extBasicConstCrit = (word32)critical;
                return ext_basic_constraints(cert, in, idx, end);
            case CE_KEY_USAGE:
                cert->extKeyUsageSet = 1;
                cert->extKeyUsageCrit = (word32)critical;
                return ext_key_usage(cert, in, idx, end);
            case CE_EXT_KEY_USAGE:
                cert->extExtKeyUsageSet = 1;
                cert->extExtKeyUsageCrit = (word32)critical;
                return ext_ext_key_usage(cert, in, idx, end);
            case CE_SUBJ_ALT_NAME:
                cert->extSubjAltNameSet = 1;
                cert->extAltNamesCrit = (word32)critical;
                return ext_alt_names(cert, in, idx, end);
            case CE_NAME_CONST:
                cert->extNameConstraintSet = 1;
                cert->extNameConstraintCrit = (word32)critical;
                return ext_name_constraints(cert, in, idx, end);
            case CE_SUBJ_KEY_ID:
                return critical ? ASN_CRIT_EXT_E :
                       ext_subject_key_id(cert, in, idx, end);
            case CE_AUTH_KEY_ID:
                return critical ? ASN_CRIT_EXT_E :
                       ext_auth_key_id(cert, in, idx, end);
            case CE_CERT_POLICY:
                cert->extCertPolicySet = 1;
                cert->extCertPolicyCrit = (word32)critical;
                return ext_cert_policies(cert, in, idx, end);
            case CE_CRL_DIST:
                cert->extCRLdistSet = 1;
                return ext_crl_dist(cert, in, idx, end);
            case CE_POLICY_MAP:
            case CE_POLICY_CONST:
            case CE_ISSUER_ALT_NAME:
            case CE_SUBJ_DIR_ATTR:
                return ext_framed(in, idx, end,
                                  ASN_SEQUENCE | ASN_CONSTRUCTED);
            case CE_INHIBIT_ANY:
                return ext_framed(in, idx, end, ASN_INTEGER);
            default:
                return 1;
        }
    }
    if (CERT_OID_IS(oid, oidSz, oid_aia)) {
        cert->extAuthInfoSet = 1;
        return critical ? ASN_CRIT_EXT_E : ext_auth_info(cert, in, idx, end);
    }
    if (CERT_OID_IS(oid, oidSz, oid_sct) && !critical)
        return ext_framed(in, idx, end, ASN_OCTET_STRING);
    return 1;
}

int cert_parse_extensions(DecodedCert* cert, const byte* input, word32 idx,
                          word32 end)
{
    const byte* seen[64];
    word32      seenSz[64];
    int         nSeen = 0, len, ret, i;

    ret = ext_header(input, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len, end);
    if (ret != 0)
        return ret;
    if ((len == 0) || (idx + (word32)len != end))
        return ASN_PARSE_E;
    while (idx < end) {
        const byte* oid;
        word32      oidSz, extEnd;
        int         critical = 0;
        byte        tag;

        ret = ext_header(input, &idx, ASN_SEQUENCE | ASN_CONSTRUCTED, &len,
                         end);
        if (ret != 0)
            return ret;
        extEnd = idx + (word32)len;
        ret = GetObjectId(input, &idx, &len, extEnd);
        if (ret < 0)
            return ret;
        oid = input + idx;
        oidSz = (word32)len;
        if (!cert_oid_valid(oid, oidSz))
            return ASN_OBJECT_ID_E;
        for (i = 0; i < nSeen; i++) {
            if ((seenSz[i] == oidSz) && (XMEMCMP(seen[i], oid, oidSz) == 0))
                return ASN_PARSE_E;         /* repeated extension */
        }
        if (nSeen == (int)(sizeof(seen) / sizeof(seen[0])))
            return ASN_PARSE_E;
        seen[nSeen] = oid;
        seenSz[nSeen++] = oidSz;
        idx += oidSz;
        ret = PeekASNTag(input, idx, &tag, extEnd);
        if (ret != 0)
            return ret;
        if (tag == ASN_BOOLEAN) {
            ret = ext_boolean(input, &idx, &critical, extEnd);
            if (ret != 0)
                return ret;
        }
        ret = ext_header(input, &idx, ASN_OCTET_STRING, &len, extEnd);
        if (ret != 0)
            return ret;
        if (idx + (word32)len != extEnd)
            return ASN_PARSE_E;
        ret = ext_decode(cert, oid, oidSz, critical, input, idx, extEnd);
        if (ret < 0)
            return ret;
        if ((ret == 1) && critical)
            return ASN_CRIT_EXT_E;
        idx = extEnd;
    }
    return 0;
}
