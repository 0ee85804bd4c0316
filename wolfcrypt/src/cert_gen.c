/* cert_gen.c -- writing X.509 certificates and PKCS #10 requests so that
 * devices can make their own (wc_InitCert, wc_MakeCert, wc_MakeCertReq,
 * wc_SignCert, wc_MakeSelfCert and the wc_Set* helpers; asn_public.h).
 *
 * wc_MakeCert writes the TBSCertificate: v3 (whatever cert->version
 * says), the serial (random, 16
 * octets, positive, when none is given), the signature algorithm of
 * cert->sigType, the issuer (the subject when self-signed, or the Name
 * wc_SetIssuerBuffer took), validity from now (UTCTime up to 2049, then
 * GeneralizedTime) for daysValid days unless beforeDate/afterDate hold
 * Times, the subject, the key, and the extensions set in the Cert:
 * basicConstraints (critical, for a CA, with pathLen when pathLenSet),
 * keyUsage (critical), extKeyUsage, subjectAltName (altNames as given),
 * subject and authority key identifiers, certificatePolicies.
 * wc_SignCert signs it and wraps it into the Certificate.  Signatures:
 * RSA PKCS #1 v1.5 with SHA-1/224/256/384/512, ECDSA with SHA-2 (P-256,
 * P-384, P-521), SM2 with SM3, Ed25519.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#ifndef NO_RSA
    #include <wolfssl/wolfcrypt/rsa.h>
#endif
#ifdef HAVE_ECC
    #include <wolfssl/wolfcrypt/ecc.h>
#endif
#ifdef WOLFSSL_SM2
    #include <wolfssl/wolfcrypt/sm2.h>
#endif
#ifdef HAVE_ED25519
    #include <wolfssl/wolfcrypt/ed25519.h>
#endif

#include "cert_internal.h"

#define GEN_SPKI_MAX 2048   /* an RSA-8192 SubjectPublicKeyInfo fits */
#define GEN_SIG_MAX  1100   /* an RSA-8192 signature and its framing */

/* ====================================================================== */
/* A growing DER buffer                                                    */
/* ====================================================================== */

typedef struct gen_buf {
    byte*  p;
    word32 len;
    word32 cap;
    int    err;
} gen_buf;

static void put(gen_buf* b, const void* data, word32 n)
{
    if (b->err != 0)
        return;
    if (n > b->cap - b->len) {
        b->err = BUFFER_E;
        return;
    }
    if (n > 0)
        XMEMCPY(b->p + b->len, data, n);
    b->len += n;
}

static void put_byte(gen_buf* b, byte v)
{
    put(b, &v, 1);
}

/* Make b->p[start..len) the content of a TLV with tag. */
static void wrap(gen_buf* b, word32 start, byte tag)
{
    byte   hdr[MAX_SEQ_SZ];
    word32 n, content;

    if (b->err != 0)
        return;
    content = b->len - start;
    n = SetHeader(tag, content, hdr);
    if (n > b->cap - b->len) {
        b->err = BUFFER_E;
        return;
    }
    XMEMMOVE(b->p + start + n, b->p + start, content);
    XMEMCPY(b->p + start, hdr, n);
    b->len += n;
}

static void put_tlv(gen_buf* b, byte tag, const void* data, word32 n)
{
    word32 start = b->len;

    put(b, data, n);
    wrap(b, start, tag);
}

static void put_oid(gen_buf* b, const byte* oid, word32 n)
{
    put_tlv(b, ASN_OBJECT_ID, oid, n);
}

/* ====================================================================== */
/* Names and times                                                         */
/* ====================================================================== */

static void put_attr(gen_buf* b, byte arc, const char* value, char enc,
                     byte defTag)
{
    static const byte at[] = { 0x55, 0x04, 0x00 };
    static const byte email[] = { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01,
                                  0x09, 0x01 };
    word32 n = (word32)XSTRLEN(value), rdn, seq;
    byte   oid[3];

    if (n == 0)
        return;
    rdn = b->len;
    seq = b->len;
    if (arc == 0) {
        put_oid(b, email, sizeof(email));
        put_tlv(b, ASN_IA5_STRING, value, n);
    }
    else {
        XMEMCPY(oid, at, sizeof(at));
        oid[2] = arc;
        put_oid(b, oid, sizeof(oid));
        put_tlv(b, (enc == CTC_UTF8 || enc == CTC_PRINTABLE) ? (byte)enc :
                   defTag, value, n);
    }
    wrap(b, seq, ASN_SEQUENCE | ASN_CONSTRUCTED);
    wrap(b, rdn, ASN_SET | ASN_CONSTRUCTED);
}

/* A CertName's fields are NUL-terminated strings of at most
 * CTC_NAME_SIZE - 1 characters. */
static int name_valid(const CertName* n)
{
    const char* f[10];
    int i;

    f[0] = n->country; f[1] = n->state; f[2] = n->street;
    f[3] = n->locality; f[4] = n->sur; f[5] = n->org; f[6] = n->unit;
    f[7] = n->commonName; f[8] = n->serialDev; f[9] = n->email;
    for (i = 0; i < 10; i++) {
        if (XMEMCHR(f[i], 0, CTC_NAME_SIZE) == NULL)
            return 0;
    }
    return 1;
}

static void put_name(gen_buf* b, const CertName* n)
{
    word32 start = b->len;

    put_attr(b, 6, n->country, n->countryEnc, ASN_PRINTABLE_STRING);
    put_attr(b, 8, n->state, n->stateEnc, ASN_UTF8STRING);
    put_attr(b, 9, n->street, n->streetEnc, ASN_UTF8STRING);
    put_attr(b, 7, n->locality, n->localityEnc, ASN_UTF8STRING);
    put_attr(b, 4, n->sur, n->surEnc, ASN_UTF8STRING);
    put_attr(b, 10, n->org, n->orgEnc, ASN_UTF8STRING);
    put_attr(b, 11, n->unit, n->unitEnc, ASN_UTF8STRING);
    put_attr(b, 3, n->commonName, n->commonNameEnc, ASN_UTF8STRING);
    put_attr(b, 5, n->serialDev, n->serialDevEnc, ASN_PRINTABLE_STRING);
    put_attr(b, 0, n->email, 0, ASN_IA5_STRING);
    wrap(b, start, ASN_SEQUENCE | ASN_CONSTRUCTED);
}

/* secs (since 1970) as a Time TLV. */
static void put_time(gen_buf* b, sword64 secs)
{
    char    t[16];
    sword64 days = secs / 86400, z, era, doe, yoe, doy, mp;
    int     y, m, d, rem = (int)(secs % 86400), i = 0, n;

    if (rem < 0) {
        rem += 86400;
        days--;
    }
    /* civil date from days (Gregorian) */
    z = days + 719468;
    era = (z >= 0 ? z : z - 146096) / 146097;
    doe = z - era * 146097;
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;
    d = (int)(doy - (153 * mp + 2) / 5 + 1);
    m = (int)(mp < 10 ? mp + 3 : mp - 9);
    y = (int)(yoe + era * 400 + (m <= 2));
    if ((y < 1950) || (y > 9999)) {
        b->err = BAD_FUNC_ARG;
        return;
    }
    n = (y < 2050) ? 2 : 4;         /* RFC 5280 4.1.2.5 */
    for (i = n - 1; i >= 0; i--, y /= 10)
        t[i] = (char)('0' + y % 10);
    i = n;
    t[i++] = (char)('0' + m / 10); t[i++] = (char)('0' + m % 10);
    t[i++] = (char)('0' + d / 10); t[i++] = (char)('0' + d % 10);
    t[i++] = (char)('0' + rem / 36000); t[i++] = (char)('0' + rem / 3600 % 10);
    t[i++] = (char)('0' + rem % 3600 / 600);
    t[i++] = (char)('0' + rem % 600 / 60);
    t[i++] = (char)('0' + rem % 60 / 10); t[i++] = (char)('0' + rem % 10);
    t[i++] = 'Z';
    put_tlv(b, n == 2 ? ASN_UTC_TIME : ASN_GENERALIZED_TIME, t, (word32)i);
}

/* ====================================================================== */
/* Keys                                                                    */
/* ====================================================================== */

/* The SubjectPublicKeyInfo of key into out; its size or an error. */
static int key_spki(int keyType, void* key, byte* out, word32 outSz)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    switch (keyType) {
#ifndef NO_RSA
        case RSA_TYPE:
            return wc_RsaKeyToPublicDer((RsaKey*)key, out, outSz);
#endif
#ifdef HAVE_ECC
        case ECC_TYPE:
            return wc_EccPublicKeyToDer((ecc_key*)key, out, outSz, 1);
#endif
#ifdef HAVE_ED25519
        case ED25519_TYPE:
            return wc_Ed25519PublicKeyToDer((ed25519_key*)key, out, outSz, 1);
#endif
        default:
            return BAD_FUNC_ARG;
    }
}

/* The kind of key a signature algorithm needs. */
static int key_fits(int keyType, void* key, const cert_sig_alg* alg)
{
    switch (alg->kind) {
        case CERT_KEY_RSA:     return keyType == RSA_TYPE;
#ifdef HAVE_ECC
        case CERT_KEY_ECDSA:
            return (keyType == ECC_TYPE) &&
                   (((ecc_key*)key)->dp != NULL) &&
                   (((ecc_key*)key)->dp->id != ECC_SM2P256V1);
        case CERT_KEY_SM2:
            return (keyType == ECC_TYPE) &&
                   (((ecc_key*)key)->dp != NULL) &&
                   (((ecc_key*)key)->dp->id == ECC_SM2P256V1);
#endif
        case CERT_KEY_ED25519: return keyType == ED25519_TYPE;
        default:               return 0;
    }
}

/* Sign msg with key by alg into out (*outSz in: room, out: length). */
static int gen_sign(const cert_sig_alg* alg, int keyType, void* key,
                    WC_RNG* rng, const byte* msg, word32 msgSz, byte* out,
                    word32* outSz)
{
    byte digest[WC_MAX_DIGEST_SIZE];
    int  digSz = 0, ret = 0;

    (void)keyType;
    (void)rng;
    if (alg->hash != WC_HASH_TYPE_NONE) {
        digSz = wc_HashGetDigestSize((enum wc_HashType)alg->hash);
        if (digSz <= 0)
            return HASH_TYPE_E;
        if (alg->kind != CERT_KEY_SM2)
            ret = wc_Hash((enum wc_HashType)alg->hash, msg, msgSz, digest,
                          (word32)digSz);
        if (ret != 0)
            return ret;
    }
    switch (alg->kind) {
#ifndef NO_RSA
        case CERT_KEY_RSA: {
            byte   enc[WC_MAX_DIGEST_SIZE + 24];
            word32 encSz = wc_EncodeSignature(enc, digest, (word32)digSz,
                ((alg->hash == WC_HASH_TYPE_SHA) ? SHAh :
                 (alg->hash == WC_HASH_TYPE_SHA224) ? SHA224h :
                 (alg->hash == WC_HASH_TYPE_SHA256) ? SHA256h :
                 (alg->hash == WC_HASH_TYPE_SHA384) ? SHA384h : SHA512h));
            ret = wc_RsaSSL_Sign(enc, encSz, out, *outSz, (RsaKey*)key, rng);
            if (ret > 0) {
                *outSz = (word32)ret;
                ret = 0;
            }
            return ret;
        }
#endif
#ifdef HAVE_ECC
        case CERT_KEY_ECDSA:
            return wc_ecc_sign_hash(digest, (word32)digSz, out, outSz, rng,
                                    (ecc_key*)key);
    #ifdef WOLFSSL_SM2
        case CERT_KEY_SM2: {
            static const byte id[] = "1234567812345678";
            ret = wc_ecc_sm2_create_digest(id, sizeof(id) - 1, msg,
                                           (int)msgSz, WC_HASH_TYPE_SM3,
                                           digest, digSz, (ecc_key*)key);
            if (ret == 0)
                ret = wc_ecc_sm2_sign_hash(digest, (word32)digSz, out,
                                           outSz, rng, (ecc_key*)key);
            return ret;
        }
    #endif
#endif
#ifdef HAVE_ED25519
        case CERT_KEY_ED25519:
            return wc_ed25519_sign_msg(msg, msgSz, out, outSz,
                                       (ed25519_key*)key);
#endif
        default:
            return ALGO_ID_E;
    }
}

/* ====================================================================== */
/* Extensions                                                              */
/* ====================================================================== */

static const byte oid_ce_basic[] = { 0x55, 0x1D, 0x13 };
static const byte oid_ce_ku[]    = { 0x55, 0x1D, 0x0F };
static const byte oid_ce_eku[]   = { 0x55, 0x1D, 0x25 };
static const byte oid_ce_san[]   = { 0x55, 0x1D, 0x11 };
static const byte oid_ce_skid[]  = { 0x55, 0x1D, 0x0E };
static const byte oid_ce_akid[]  = { 0x55, 0x1D, 0x23 };
static const byte oid_ce_pol[]   = { 0x55, 0x1D, 0x20 };

/* Start an Extension: SEQUENCE { OID, [critical TRUE], OCTET STRING {
 * ... }: returns the start of the value, end_ext closes it. */
static void begin_ext(gen_buf* b, word32* seq, word32* val,
                      const byte* oid, word32 oidSz, int critical)
{
    static const byte crit[] = { ASN_BOOLEAN, 0x01, 0xFF };

    *seq = b->len;
    put_oid(b, oid, oidSz);
    if (critical)
        put(b, crit, sizeof(crit));
    *val = b->len;
}

static void end_ext(gen_buf* b, word32 seq, word32 val)
{
    wrap(b, val, ASN_OCTET_STRING);
    wrap(b, seq, ASN_SEQUENCE | ASN_CONSTRUCTED);
}

/* A dotted OID ("1.2.3") as content octets; its length or 0. */
static word32 oid_from_text(const char* s, byte* out, word32 outSz)
{
    word64 arcs[32];
    word32 n = 0, len = 0, i;

    while (*s != '\0' && n < 32) {
        word64 v = 0;
        if (*s < '0' || *s > '9')
            return 0;
        while (*s >= '0' && *s <= '9')
            v = v * 10 + (word64)(*s++ - '0');
        arcs[n++] = v;
        if (*s == '.')
            s++;
        else if (*s != '\0')
            return 0;
    }
    if ((n < 2) || (arcs[0] > 2) || ((arcs[0] < 2) && (arcs[1] > 39)))
        return 0;
    arcs[1] += arcs[0] * 40;
    for (i = 1; i < n; i++) {
        byte   tmp[10];
        word32 k = 0;
        word64 v = arcs[i];
        do {
            tmp[k++] = (byte)(v & 0x7F);
            v >>= 7;
        } while (v != 0);
        if (len + k > outSz)
            return 0;
        while (k > 0) {
            k--;
            out[len++] = (byte)(tmp[k] | (k > 0 ? 0x80 : 0));
        }
    }
    return len;
}

/* The Extensions SEQUENCE of cert into b (nothing when there are none). */
static void put_extensions(gen_buf* b, const Cert* cert)
{
    word32 all = b->len, seq, val, inner;
    int    i;

    if (cert->isCA) {
        begin_ext(b, &seq, &val, oid_ce_basic, sizeof(oid_ce_basic), 1);
        inner = b->len;
        put_byte(b, ASN_BOOLEAN); put_byte(b, 1); put_byte(b, 0xFF);
        if (cert->pathLenSet) {
            put_byte(b, ASN_INTEGER);
            if (cert->pathLen >= 0x80) {
                put_byte(b, 2); put_byte(b, 0);
            }
            else {
                put_byte(b, 1);
            }
            put_byte(b, cert->pathLen);
        }
        wrap(b, inner, ASN_SEQUENCE | ASN_CONSTRUCTED);
        end_ext(b, seq, val);
    }
    if (cert->keyUsage != 0) {
        byte bits[2];
        word32 n = (cert->keyUsage & 0xFF00) ? 2 : 1;
        byte last, unused = 0;
        bits[0] = (byte)cert->keyUsage;
        bits[1] = (byte)(cert->keyUsage >> 8);
        last = bits[n - 1];
        while (unused < 7 && !(last & (1 << unused)))
            unused++;
        begin_ext(b, &seq, &val, oid_ce_ku, sizeof(oid_ce_ku), 1);
        inner = b->len;
        put_byte(b, unused);
        put(b, bits, n);
        wrap(b, inner, ASN_BIT_STRING);
        end_ext(b, seq, val);
    }
    if (cert->extKeyUsage != 0) {
        static const byte kp[] = { 0x2B, 0x06, 0x01, 0x05, 0x05, 0x07, 0x03,
                                   0x00 };
        static const byte any[] = { 0x55, 0x1D, 0x25, 0x00 };
        static const struct { byte bit, arc; } map[] = {
            { EXTKEYUSE_SERVER_AUTH, 1 }, { EXTKEYUSE_CLIENT_AUTH, 2 },
            { EXTKEYUSE_CODESIGN, 3 }, { EXTKEYUSE_EMAILPROT, 4 },
            { EXTKEYUSE_TIMESTAMP, 8 }, { EXTKEYUSE_OCSP_SIGN, 9 } };
        byte oid[sizeof(kp)];
        begin_ext(b, &seq, &val, oid_ce_eku, sizeof(oid_ce_eku), 0);
        inner = b->len;
        if (cert->extKeyUsage & EXTKEYUSE_ANY)
            put_oid(b, any, sizeof(any));
        for (i = 0; i < (int)(sizeof(map) / sizeof(map[0])); i++) {
            if (cert->extKeyUsage & map[i].bit) {
                XMEMCPY(oid, kp, sizeof(kp));
                oid[sizeof(kp) - 1] = map[i].arc;
                put_oid(b, oid, sizeof(oid));
            }
        }
        wrap(b, inner, ASN_SEQUENCE | ASN_CONSTRUCTED);
        end_ext(b, seq, val);
    }
    if (cert->altNamesSz > 0) {
        begin_ext(b, &seq, &val, oid_ce_san, sizeof(oid_ce_san), 0);
        put(b, cert->altNames, (word32)cert->altNamesSz);
        end_ext(b, seq, val);
    }
    if (cert->skidSz > 0) {
        begin_ext(b, &seq, &val, oid_ce_skid, sizeof(oid_ce_skid), 0);
        put_tlv(b, ASN_OCTET_STRING, cert->skid, (word32)cert->skidSz);
        end_ext(b, seq, val);
    }
    if (cert->akidSz > 0) {
        begin_ext(b, &seq, &val, oid_ce_akid, sizeof(oid_ce_akid), 0);
        inner = b->len;
        put_tlv(b, ASN_CONTEXT_SPECIFIC | 0, cert->akid,
                (word32)cert->akidSz);
        wrap(b, inner, ASN_SEQUENCE | ASN_CONSTRUCTED);
        end_ext(b, seq, val);
    }
    if (cert->certPoliciesNb > 0) {
        begin_ext(b, &seq, &val, oid_ce_pol, sizeof(oid_ce_pol), 0);
        inner = b->len;
        for (i = 0; i < cert->certPoliciesNb && i < CTC_MAX_CERTPOL_NB;
             i++) {
            byte   oid[CTC_MAX_CERTPOL_SZ];
            word32 n = oid_from_text(cert->certPolicies[i], oid,
                                     sizeof(oid));
            word32 info = b->len;
            if (n == 0) {
                b->err = BAD_FUNC_ARG;
                return;
            }
            put_oid(b, oid, n);
            wrap(b, info, ASN_SEQUENCE | ASN_CONSTRUCTED);
        }
        wrap(b, inner, ASN_SEQUENCE | ASN_CONSTRUCTED);
        end_ext(b, seq, val);
    }
    if (b->len != all)
        wrap(b, all, ASN_SEQUENCE | ASN_CONSTRUCTED);
}

/* ====================================================================== */
/* The API                                                                 */
/* ====================================================================== */

int wc_InitCert_ex(Cert* cert, void* heap, int devId)
{
    (void)devId;
    if (cert == NULL)
        return BAD_FUNC_ARG;
    XMEMSET(cert, 0, sizeof(*cert));
    cert->version = 2;
    cert->sigType = CTC_SHA256wRSA;
    cert->daysValid = 500;
    cert->selfSigned = 1;
    cert->keyType = RSA_TYPE;
    cert->heap = heap;
    return 0;
}

int wc_InitCert(Cert* cert)
{
    return wc_InitCert_ex(cert, NULL, INVALID_DEVID);
}

/* The AlgorithmIdentifier of a signature algorithm (NULL parameters for
 * PKCS #1 v1.5, none for the others). */
static void put_alg_id(gen_buf* b, const cert_sig_alg* alg)
{
    word32 start = b->len;

    put_oid(b, alg->oid, alg->oidSz);
    if (alg->kind == CERT_KEY_RSA) {
        put_byte(b, ASN_TAG_NULL);
        put_byte(b, 0);
    }
    wrap(b, start, ASN_SEQUENCE | ASN_CONSTRUCTED);
}

/* What a certificate and a request share at the start: the fields both
 * write checked, the subject key's SPKI made, the buffer set up. */
static int gen_begin(Cert* cert, byte* derBuffer, word32 derSz,
                     int keyType, void* key, gen_buf* b, byte* spki,
                     int* spkiSz)
{
    if ((cert == NULL) || (derBuffer == NULL) || (key == NULL) ||
        !name_valid(&cert->subject) || (cert->altNamesSz < 0) ||
        (cert->altNamesSz > CTC_MAX_ALT_SIZE) || (cert->skidSz < 0) ||
        (cert->skidSz > CTC_MAX_SKID_SIZE) || (cert->akidSz < 0) ||
        (cert->akidSz > CTC_MAX_AKID_SIZE) || (cert->certPoliciesNb >
                                               CTC_MAX_CERTPOL_NB) ||
        (cert->sbjRawLen < 0) || (cert->sbjRawLen > (int)sizeof(cert->sbjRaw))
        || (cert->issRawLen < 0) ||
        (cert->issRawLen > (int)sizeof(cert->issRaw)))
        return BAD_FUNC_ARG;
    *spkiSz = key_spki(keyType, key, spki, GEN_SPKI_MAX);
    if (*spkiSz <= 0)
        return (*spkiSz == 0) ? PUBLIC_KEY_E : *spkiSz;
    cert->keyType = keyType;
    b->p = derBuffer;
    b->len = 0;
    b->cap = derSz;
    b->err = 0;
    return 0;
}

/* The Name TLV to write: raw (from a certificate) or from fields. */
static void put_cert_name(gen_buf* b, const CertName* n, const byte* raw,
                          int rawLen)
{
    if (rawLen > 0)
        put(b, raw, (word32)rawLen);
    else
        put_name(b, n);
}

int wc_MakeCert_ex(Cert* cert, byte* derBuffer, word32 derSz, int keyType,
                   void* key, WC_RNG* rng)
{
    const cert_sig_alg* alg;
    gen_buf b;
    byte    spki[GEN_SPKI_MAX];
    int     spkiSz, selfSigned, ret;
    sword64 now;

    if ((cert == NULL) || (derBuffer == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    alg = cert_sig_alg_by_sum((word32)cert->sigType);
    if ((alg == NULL) || (alg->kind == CERT_KEY_RSA_PSS) ||
        (alg->kind == CERT_KEY_ED448))
        return ALGO_ID_E;
    if (!name_valid(&cert->issuer) || (cert->serialSz < 0) ||
        (cert->serialSz > CTC_SERIAL_SIZE) || (cert->beforeDateSz < 0) ||
        (cert->beforeDateSz > CTC_DATE_SIZE) || (cert->afterDateSz < 0) ||
        (cert->afterDateSz > CTC_DATE_SIZE) || (cert->daysValid < 0))
        return BAD_FUNC_ARG;
    ret = gen_begin(cert, derBuffer, derSz, keyType, key, &b, spki,
                    &spkiSz);
    if (ret != 0)
        return ret;
    /* version [0] v3, always (the extensions need it) */
    put_byte(&b, ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 0);
    put_byte(&b, 3);
    put_byte(&b, ASN_INTEGER); put_byte(&b, 1);
    put_byte(&b, 2);
    /* serialNumber */
    if (cert->serialSz == 0) {
        if (rng == NULL)
            return BAD_FUNC_ARG;
        if (wc_RNG_GenerateBlock(rng, cert->serial, 16) != 0)
            return RNG_FAILURE_E;
        cert->serial[0] = (byte)((cert->serial[0] & 0x3F) | 0x40);
        cert->serialSz = 16;
    }
    {
        word32 start = b.len;
        if (cert->serial[0] & 0x80)
            put_byte(&b, 0);
        put(&b, cert->serial, (word32)cert->serialSz);
        wrap(&b, start, ASN_INTEGER);
    }
    put_alg_id(&b, alg);                    /* signature */
    selfSigned = cert->selfSigned && (cert->issRawLen == 0);
    if (selfSigned)
        put_cert_name(&b, &cert->subject, cert->sbjRaw, cert->sbjRawLen);
    else
        put_cert_name(&b, &cert->issuer, cert->issRaw, cert->issRawLen);
    /* validity */
    {
        word32 start = b.len;
        now = (sword64)wc_Time(NULL);
        if (cert->beforeDateSz > 0)
            put(&b, cert->beforeDate, (word32)cert->beforeDateSz);
        else
            put_time(&b, now);
        if (cert->afterDateSz > 0)
            put(&b, cert->afterDate, (word32)cert->afterDateSz);
        else
            put_time(&b, now + (sword64)cert->daysValid * 86400);
        wrap(&b, start, ASN_SEQUENCE | ASN_CONSTRUCTED);
    }
    put_cert_name(&b, &cert->subject, cert->sbjRaw, cert->sbjRawLen);
    put(&b, spki, (word32)spkiSz);
    {
        word32 start = b.len;
        put_extensions(&b, cert);
        if (b.len != start)
            wrap(&b, start, ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 3);
    }
    wrap(&b, 0, ASN_SEQUENCE | ASN_CONSTRUCTED);
    if (b.err != 0)
        return b.err;
    cert->bodySz = (int)b.len;
    return (int)b.len;
}

int wc_MakeCert(Cert* cert, byte* derBuffer, word32 derSz, RsaKey* rsaKey,
                ecc_key* eccKey, WC_RNG* rng)
{
    if (rsaKey != NULL)
        return wc_MakeCert_ex(cert, derBuffer, derSz, RSA_TYPE, rsaKey, rng);
    return wc_MakeCert_ex(cert, derBuffer, derSz, ECC_TYPE, eccKey, rng);
}

int wc_MakeCertReq_ex(Cert* cert, byte* derBuffer, word32 derSz,
                      int keyType, void* key)
{
    static const byte oid_ext_req[] = { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D,
                                        0x01, 0x09, 0x0E };
    static const byte oid_chal[]    = { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D,
                                        0x01, 0x09, 0x07 };
    gen_buf b;
    byte    spki[GEN_SPKI_MAX];
    int     spkiSz, ret;
    word32  attrs, attr, set, ext;

    if ((cert == NULL) ||
        (XMEMCHR(cert->challengePw, 0, CTC_NAME_SIZE) == NULL))
        return BAD_FUNC_ARG;
    ret = gen_begin(cert, derBuffer, derSz, keyType, key, &b, spki,
                    &spkiSz);
    if (ret != 0)
        return ret;
    put_byte(&b, ASN_INTEGER); put_byte(&b, 1); put_byte(&b, 0);
    put_cert_name(&b, &cert->subject, cert->sbjRaw, cert->sbjRawLen);
    put(&b, spki, (word32)spkiSz);
    attrs = b.len;
    if (cert->challengePw[0] != '\0') {
        attr = b.len;
        put_oid(&b, oid_chal, sizeof(oid_chal));
        set = b.len;
        put_tlv(&b, ASN_UTF8STRING, cert->challengePw,
                (word32)XSTRLEN(cert->challengePw));
        wrap(&b, set, ASN_SET | ASN_CONSTRUCTED);
        wrap(&b, attr, ASN_SEQUENCE | ASN_CONSTRUCTED);
    }
    attr = b.len;
    put_oid(&b, oid_ext_req, sizeof(oid_ext_req));
    set = b.len;
    ext = b.len;
    put_extensions(&b, cert);
    if (b.len != ext) {
        wrap(&b, set, ASN_SET | ASN_CONSTRUCTED);
        wrap(&b, attr, ASN_SEQUENCE | ASN_CONSTRUCTED);
    }
    else {
        b.len = attr;                       /* no extensions: no attribute */
    }
    wrap(&b, attrs, ASN_CONTEXT_SPECIFIC | ASN_CONSTRUCTED | 0);
    wrap(&b, 0, ASN_SEQUENCE | ASN_CONSTRUCTED);
    if (b.err != 0)
        return b.err;
    cert->bodySz = (int)b.len;
    return (int)b.len;
}

int wc_MakeCertReq(Cert* cert, byte* derBuffer, word32 derSz,
                   RsaKey* rsaKey, ecc_key* eccKey)
{
    if (rsaKey != NULL)
        return wc_MakeCertReq_ex(cert, derBuffer, derSz, RSA_TYPE, rsaKey);
    return wc_MakeCertReq_ex(cert, derBuffer, derSz, ECC_TYPE, eccKey);
}

int wc_SignCert_ex(int requestSz, int sigType, byte* derBuffer, word32 derSz,
                   int keyType, void* key, WC_RNG* rng)
{
    const cert_sig_alg* alg = cert_sig_alg_by_sum((word32)sigType);
    byte    sig[GEN_SIG_MAX];
    word32  sigSz = sizeof(sig);
    gen_buf b;
    int     ret;

    if ((derBuffer == NULL) || (key == NULL) || (requestSz <= 0) ||
        ((word32)requestSz > derSz))
        return BAD_FUNC_ARG;
    if ((alg == NULL) || !key_fits(keyType, key, alg))
        return ALGO_ID_E;
    ret = gen_sign(alg, keyType, key, rng, derBuffer, (word32)requestSz,
                   sig, &sigSz);
    if (ret != 0)
        return ret;
    b.p = derBuffer;
    b.len = (word32)requestSz;
    b.cap = derSz;
    b.err = 0;
    put_alg_id(&b, alg);
    {
        word32 start = b.len;
        put_byte(&b, 0);
        put(&b, sig, sigSz);
        wrap(&b, start, ASN_BIT_STRING);
    }
    wrap(&b, 0, ASN_SEQUENCE | ASN_CONSTRUCTED);
    ForceZero(sig, sizeof(sig));
    if (b.err != 0)
        return b.err;
    return (int)b.len;
}

int wc_SignCert(int requestSz, int sigType, byte* derBuffer, word32 derSz,
                RsaKey* rsaKey, ecc_key* eccKey, WC_RNG* rng)
{
    if (rsaKey != NULL)
        return wc_SignCert_ex(requestSz, sigType, derBuffer, derSz, RSA_TYPE,
                              rsaKey, rng);
    return wc_SignCert_ex(requestSz, sigType, derBuffer, derSz, ECC_TYPE,
                          eccKey, rng);
}

int wc_MakeSelfCert(Cert* cert, byte* derBuffer, word32 derSz, RsaKey* key,
                    WC_RNG* rng)
{
    int ret;

    if (cert == NULL)
        return BAD_FUNC_ARG;
    cert->selfSigned = 1;
    ret = wc_MakeCert(cert, derBuffer, derSz, key, NULL, rng);
    if (ret < 0)
        return ret;
    return wc_SignCert(cert->bodySz, cert->sigType, derBuffer, derSz, key,
                       NULL, rng);
}

/* ---------------------------------------------------------------------- */
/* Taking fields from existing certificates                                */
/* ---------------------------------------------------------------------- */

/* Parse der into c (freed by the caller with FreeDecodedCert). */
static int gen_parse(DecodedCert* c, const byte* der, int derSz)
{
    if ((der == NULL) || (derSz <= 0))
        return BAD_FUNC_ARG;
    InitDecodedCert(c, der, (word32)derSz, NULL);
    return ParseCert(c, CERT_TYPE, NO_VERIFY, NULL);
}

static int set_name_buffer(Cert* cert, const byte* der, int derSz,
                           int issuer)
{
    DecodedCert c;
    int ret;

    if (cert == NULL)
        return BAD_FUNC_ARG;
    ret = gen_parse(&c, der, derSz);
    if ((ret == 0) && (c.subjectDerSz > sizeof(cert->issRaw)))
        ret = BUFFER_E;
    if (ret == 0 && issuer) {
        XMEMCPY(cert->issRaw, c.subjectDer, c.subjectDerSz);
        cert->issRawLen = (int)c.subjectDerSz;
        cert->selfSigned = 0;
    }
    else if (ret == 0) {
        XMEMCPY(cert->sbjRaw, c.subjectDer, c.subjectDerSz);
        cert->sbjRawLen = (int)c.subjectDerSz;
    }
    FreeDecodedCert(&c);
    return ret;
}

int wc_SetIssuerBuffer(Cert* cert, const byte* der, int derSz)
{
    return set_name_buffer(cert, der, derSz, 1);
}

int wc_SetSubjectBuffer(Cert* cert, const byte* der, int derSz)
{
    return set_name_buffer(cert, der, derSz, 0);
}

int wc_SetAltNamesBuffer(Cert* cert, const byte* der, int derSz)
{
    DecodedCert c;
    word32 idx, end;
    int    len, ret;

    if (cert == NULL)
        return BAD_FUNC_ARG;
    ret = gen_parse(&c, der, derSz);
    cert->altNamesSz = 0;
    if ((ret == 0) && (c.extensions != NULL)) {
        /* find subjectAltName's value among the parsed extensions */
        idx = c.extensionsIdx;
        end = idx + (word32)c.extensionsSz;
        if (GetSequence(der, &idx, &len, end) < 0)
            ret = ASN_PARSE_E;
        while ((ret == 0) && (idx < end)) {
            word32 extEnd, oidIdx;
            byte   tag;
            if (GetSequence(der, &idx, &len, end) < 0)
                break;
            extEnd = idx + (word32)len;
            oidIdx = idx;
            if ((GetObjectId(der, &idx, &len, extEnd) >= 0) &&
                CERT_OID_IS(der + idx, (word32)len, oid_ce_san)) {
                idx += (word32)len;
                if ((PeekASNTag(der, idx, &tag, extEnd) == 0) &&
                    (tag == ASN_BOOLEAN))
                    idx += 3;
                if ((GetOctetString(der, &idx, &len, extEnd) >= 0) &&
                    (len <= CTC_MAX_ALT_SIZE)) {
                    XMEMCPY(cert->altNames, der + idx, (size_t)len);
                    cert->altNamesSz = len;
                }
                break;
            }
            (void)oidIdx;
            idx = extEnd;
        }
    }
    FreeDecodedCert(&c);
    return ret;
}

/* value: comma-separated names of table (with their bits); *out ORed. */
static int parse_names(const char* value, const char* const* names,
                       const word16* bits, int n, word16* out)
{
    word16 acc = 0;

    if (value == NULL)
        return BAD_FUNC_ARG;
    while (*value != '\0') {
        const char* end;
        size_t len;
        int i, found = 0;
        while (*value == ' ' || *value == ',')
            value++;
        if (*value == '\0')
            break;
        for (end = value; *end != '\0' && *end != ',' && *end != ' '; end++)
            ;
        len = (size_t)(end - value);
        for (i = 0; i < n; i++) {
            if ((XSTRLEN(names[i]) == len) &&
                (XMEMCMP(names[i], value, len) == 0)) {
                acc |= bits[i];
                found = 1;
            }
        }
        if (!found)
            return BAD_FUNC_ARG;
        value = end;
    }
    if (acc == 0)
        return BAD_FUNC_ARG;
    *out = acc;
    return 0;
}

int wc_SetKeyUsage(Cert* cert, const char* value)
{
    static const char* const names[] = { "digitalSignature",
        "nonRepudiation", "contentCommitment", "keyEncipherment",
        "dataEncipherment", "keyAgreement", "keyCertSign", "cRLSign",
        "encipherOnly", "decipherOnly" };
    static const word16 bits[] = { KEYUSE_DIGITAL_SIG, KEYUSE_CONTENT_COMMIT,
        KEYUSE_CONTENT_COMMIT, KEYUSE_KEY_ENCIPHER, KEYUSE_DATA_ENCIPHER,
        KEYUSE_KEY_AGREE, KEYUSE_KEY_CERT_SIGN, KEYUSE_CRL_SIGN,
        KEYUSE_ENCIPHER_ONLY, KEYUSE_DECIPHER_ONLY };

    if (cert == NULL)
        return BAD_FUNC_ARG;
    return parse_names(value, names, bits, 10, &cert->keyUsage);
}

int wc_SetExtKeyUsage(Cert* cert, const char* value)
{
    static const char* const names[] = { "any", "serverAuth", "clientAuth",
        "codeSigning", "emailProtection", "timeStamping", "OCSPSigning" };
    static const word16 bits[] = { EXTKEYUSE_ANY, EXTKEYUSE_SERVER_AUTH,
        EXTKEYUSE_CLIENT_AUTH, EXTKEYUSE_CODESIGN, EXTKEYUSE_EMAILPROT,
        EXTKEYUSE_TIMESTAMP, EXTKEYUSE_OCSP_SIGN };
    word16 v = 0;
    int    ret;

    if (cert == NULL)
        return BAD_FUNC_ARG;
    ret = parse_names(value, names, bits, 7, &v);
    if (ret == 0)
        cert->extKeyUsage = (byte)v;
    return ret;
}

int wc_SetSubjectKeyIdFromPublicKey_ex(Cert* cert, int keyType, void* key)
{
    byte        spki[GEN_SPKI_MAX];
    asn_algo_id alg;
    const byte* pub;
    word32      pubSz, idx = 0;
    int         sz, ret;

    if (cert == NULL)
        return BAD_FUNC_ARG;
    sz = key_spki(keyType, key, spki, sizeof(spki));
    if (sz <= 0)
        return (sz == 0) ? PUBLIC_KEY_E : sz;
    ret = asn_get_spki(spki, &idx, &alg, &pub, &pubSz, (word32)sz);
    if (ret == 0)
        ret = cert_hash_id(pub, pubSz, cert->skid);
    if (ret == 0)
        cert->skidSz = KEYID_SIZE;
    return ret;
}

int wc_SetAuthKeyIdFromCert(Cert* cert, const byte* der, int derSz)
{
    DecodedCert c;
    int ret;

    if (cert == NULL)
        return BAD_FUNC_ARG;
    ret = gen_parse(&c, der, derSz);
    if (ret == 0) {
        if (c.extSubjKeyIdSet && (c.extSubjKeyIdSz <= CTC_MAX_AKID_SIZE)) {
            XMEMCPY(cert->akid, c.extSubjKeyIdSrc, c.extSubjKeyIdSz);
            cert->akidSz = (int)c.extSubjKeyIdSz;
        }
        else {
            ret = cert_hash_id(c.publicKey, c.pubKeySize, cert->akid);
            if (ret == 0)
                cert->akidSz = KEYID_SIZE;
        }
    }
    FreeDecodedCert(&c);
    return ret;
}
