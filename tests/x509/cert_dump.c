/* cert_dump.c -- prints what wc_ParseCert decodes, for the tests in tests/x509.
 *
 *   cert_dump FILE...                 the fields of each certificate
 *   cert_dump --verify ISSUER FILE... and "sig R": the signature checked
 *                                     with ISSUER's (first) certificate key
 *   cert_dump --truncate FILE...      every proper prefix and the cert
 *                                     with one byte more: how many parse
 *   cert_dump --self FILE...          "cert"/"rc" and "sig R": each
 *                                     signature checked with the
 *                                     certificate's own key
 *   cert_dump --features              "features" and the signature
 *                                     algorithms this build verifies
 *                                     (rsa pss ecc sm2 ed25519 ed448)
 *
 * A FILE is PEM (each CERTIFICATE block in turn) or DER (one certificate).
 * The output format is documented in tests/x509/x509_parse.py.  Exit
 * status 0 unless a file cannot be read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#define MAX_FILE (4 * 1024 * 1024)

static unsigned char* read_file(const char* path, long* sz)
{
    FILE* f = fopen(path, "rb");
    unsigned char* buf;

    if (f == NULL)
        return NULL;
    buf = (unsigned char*)malloc(MAX_FILE + 1);
    if (buf != NULL) {
        *sz = (long)fread(buf, 1, MAX_FILE, f);
        buf[*sz] = 0;
    }
    fclose(f);
    return buf;
}

/* The n-th certificate of a file as DER (malloc'd), or NULL when none. */
static unsigned char* nth_cert(const unsigned char* data, long sz, int n,
                               int* derSz)
{
    const char* begin = "-----BEGIN CERTIFICATE-----";
    const unsigned char* p = data;
    unsigned char* der;
    int i, ret;

    if (strstr((const char*)data, begin) == NULL) {
        if (n != 0 || sz == 0)
            return NULL;
        der = (unsigned char*)malloc((size_t)sz);
        if (der != NULL) {
            memcpy(der, data, (size_t)sz);
            *derSz = (int)sz;
        }
        return der;
    }
    for (i = 0; i <= n; i++) {
        p = (const unsigned char*)strstr((const char*)p + (i > 0), begin);
        if (p == NULL)
            return NULL;
    }
    der = (unsigned char*)malloc((size_t)sz);
    if (der == NULL)
        return NULL;
    ret = wc_CertPemToDer(p, (int)(sz - (p - data)), der, (int)sz,
                          CERT_TYPE);
    if (ret <= 0) {
        printf("pem %d\n", ret);
        free(der);
        return NULL;
    }
    *derSz = ret;
    return der;
}

static void hex(const unsigned char* p, unsigned long n)
{
    while (n-- > 0)
        printf("%02x", *p++);
}

static void date(const byte* tlv)
{
    const char* s = (const char*)tlv + 2;

    if (tlv[0] == ASN_UTC_TIME)
        printf("%s%.13s\n", (s[0] < '5') ? "20" : "19", s);
    else
        printf("%.15s\n", s);
}

/* A GeneralName value as the format wants it. */
static void general_name(int type, const char* name, int len)
{
    static const char* const kinds[] = { "other", "email", "dns", "other",
        "dir", "other", "uri", "ip", "other" };
    char text[ASN_NAME_MAX];
    int  i;

    printf("%s ", (type >= 0 && type <= 8) ? kinds[type] : "other");
    switch (type) {
        case ASN_RFC822_TYPE:
        case ASN_DNS_TYPE:
        case ASN_URI_TYPE:
            printf("%.*s", len, name);
            break;
        case ASN_DIR_TYPE:
            if (cert_name_oneline((const byte*)name, (word32)len, text,
                                  sizeof(text)) == 0)
                printf("%s", text);
            else
                printf("?");
            break;
        case ASN_IP_TYPE: {
            int half = (len == 8 || len == 32) ? len / 2 : len;
            for (i = 0; i < len; i++) {
                if (i == half)
                    printf("/");
                else if (i > 0 && half == 4 && (i % half) != 0)
                    printf(".");
                else if (i > 0 && half == 16 && (i % 2) == 0 &&
                         (i % half) != 0)
                    printf(":");
                if (half == 4)
                    printf("%d", (unsigned char)name[i]);
                else
                    printf("%02x", (unsigned char)name[i]);
            }
            break;
        }
        default:
            hex((const unsigned char*)name, (unsigned long)len);
    }
    printf("\n");
}

static void dump(DecodedCert* c)
{
    DNS_entry*  d;
    Base_entry* b;
    byte        spki[8192];
    word32      spkiSz = sizeof(spki);
    int         i;

    printf("version %d\nserial ", c->version);
    hex(c->serial, (unsigned long)c->serialSz);
    printf("\nsigoid %u\nkeyoid %u\ncurve %u\n", c->signatureOID, c->keyOID,
           c->pkCurveOID);
    printf("issuer %s\nsubject %s\ncn %.*s\n", c->issuer, c->subject,
           c->subjectCNLen, c->subjectCN != NULL ? c->subjectCN : "");
    printf("notbefore ");
    date(c->beforeDate);
    printf("notafter ");
    date(c->afterDate);
    printf("ca %d\n", (int)c->isCA);
    if (c->pathLengthSet)
        printf("pathlen %d\n", c->pathLength);
    else
        printf("pathlen -\n");
    if (c->extKeyUsageSet)
        printf("keyusage %04x\n", c->extKeyUsage);
    else
        printf("keyusage -\n");
    if (c->extExtKeyUsageSet)
        printf("extkeyusage %02x\n", c->extExtKeyUsage);
    else
        printf("extkeyusage -\n");
    for (d = c->altNames; d != NULL; d = d->next) {
        printf("san ");
        general_name(d->type, d->name, d->len);
    }
    printf("skid ");
    if (c->extSubjKeyIdSet)
        hex(c->extSubjKeyIdSrc, c->extSubjKeyIdSz);
    else
        printf("-");
    printf("\nakid ");
    if (c->extAuthKeyIdSet)
        hex(c->extAuthKeyIdSrc, c->extAuthKeyIdSz);
    else
        printf("-");
    printf("\n");
    for (i = 0; i < c->extCertPoliciesNb; i++)
        printf("policy %s\n", c->extCertPolicies[i]);
    for (b = c->permittedNames; b != NULL; b = b->next) {
        printf("permitted ");
        general_name(b->type, b->name, b->nameSz);
    }
    for (b = c->excludedNames; b != NULL; b = b->next) {
        printf("excluded ");
        general_name(b->type, b->name, b->nameSz);
    }
    if (wc_GetPubKeyDerFromCert(c, spki, &spkiSz) == 0) {
        printf("spki ");
        hex(spki, spkiSz);
        printf("\n");
    }
    else {
        printf("spki ?\n");
    }
    printf("selfsigned %d\n", (int)c->selfSigned);
}

/* Parses der[0..sz): the return of wc_ParseCert. */
static int parse(const unsigned char* der, int sz)
{
    DecodedCert c;
    int ret;

    wc_InitDecodedCert(&c, der, (word32)sz, NULL);
    ret = wc_ParseCert(&c, CERT_TYPE, NO_VERIFY, NULL);
    wc_FreeDecodedCert(&c);
    return ret;
}

static void truncations(const char* path, int n, const unsigned char* der,
                        int sz)
{
    unsigned char* buf = (unsigned char*)malloc((size_t)sz + 1);
    int len, accepted = 0;

    if (buf == NULL)
        return;
    memcpy(buf, der, (size_t)sz);
    buf[sz] = 0;
    for (len = 0; len < sz; len++) {
        /* a fresh copy of the prefix, so that reads past it are caught */
        unsigned char* p = (unsigned char*)malloc((size_t)len + 1);
        if (p == NULL)
            break;
        memcpy(p, der, (size_t)len);
        if (parse(p, len) == 0)
            accepted++;
        free(p);
    }
    if (parse(buf, sz + 1) == 0)
        accepted++;
    printf("truncate %s#%d len %d accepted %d\n", path, n, sz, accepted);
    free(buf);
}

static void features(void)
{
    printf("features");
#ifndef NO_RSA
    printf(" rsa");
    #ifdef WC_RSA_PSS
    printf(" pss");
    #endif
#endif
#ifdef HAVE_ECC
    printf(" ecc");
    #ifdef WOLFSSL_SM2
    printf(" sm2");
    #endif
#endif
#ifdef HAVE_ED25519
    printf(" ed25519");
#endif
#ifdef HAVE_ED448
    printf(" ed448");
#endif
    printf("\n");
}

int main(int argc, char** argv)
{
    DecodedCert issuer;
    unsigned char* issuerDer = NULL;
    int argi = 1, truncate = 0, haveIssuer = 0, self = 0, status = 0;

    if (argc > 1 && strcmp(argv[1], "--features") == 0) {
        features();
        return 0;
    }
    if (argc > 2 && strcmp(argv[1], "--verify") == 0) {
        long sz;
        int  derSz;
        unsigned char* data = read_file(argv[2], &sz);
        if (data == NULL || (issuerDer = nth_cert(data, sz, 0, &derSz))
                             == NULL) {
            fprintf(stderr, "cert_dump: cannot read issuer %s\n", argv[2]);
            return 2;
        }
        free(data);
        wc_InitDecodedCert(&issuer, issuerDer, (word32)derSz, NULL);
        if (wc_ParseCert(&issuer, CA_TYPE, NO_VERIFY, NULL) != 0) {
            fprintf(stderr, "cert_dump: issuer %s does not parse\n",
                    argv[2]);
            return 2;
        }
        haveIssuer = 1;
        argi = 3;
    }
    else if (argc > 1 && strcmp(argv[1], "--truncate") == 0) {
        truncate = 1;
        argi = 2;
    }
    else if (argc > 1 && strcmp(argv[1], "--self") == 0) {
        self = 1;
        argi = 2;
    }
    for (; argi < argc; argi++) {
        long sz;
        int  n, derSz;
        unsigned char* data = read_file(argv[argi], &sz);
        unsigned char* der;

        if (data == NULL) {
            fprintf(stderr, "cert_dump: cannot read %s\n", argv[argi]);
            status = 2;
            continue;
        }
        for (n = 0; (der = nth_cert(data, sz, n, &derSz)) != NULL; n++) {
            if (truncate) {
                truncations(argv[argi], n, der, derSz);
            }
            else {
                DecodedCert c;
                int ret;
                wc_InitDecodedCert(&c, der, (word32)derSz, NULL);
                ret = wc_ParseCert(&c, CERT_TYPE, NO_VERIFY, NULL);
                printf("cert %s#%d\nrc %d\n", argv[argi], n, ret);
                if ((ret == 0) && self) {
                    printf("sig %d\n", cert_check_signature(&c, &c));
                }
                else if (ret == 0) {
                    dump(&c);
                    if (haveIssuer)
                        printf("sig %d\n", cert_check_signature(&c,
                                                                &issuer));
                }
                wc_FreeDecodedCert(&c);
            }
            free(der);
        }
        free(data);
    }
    if (haveIssuer) {
        wc_FreeDecodedCert(&issuer);
        free(issuerDer);
    }
    return status;
}
