/* x509.c -- WOLFSSL_X509 (a parsed certificate and its DER), its names
 * and times, hostname checks, and WOLFSSL_X509_STORE.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/ssl.h>

#include "ssl_internal.h"

struct WOLFSSL_X509_NAME {
    const byte* der;        /* the Name TLV, inside the X509's DER */
    word32      derSz;
};

struct WOLFSSL_X509 {
    byte*              der;
    word32             derSz;
    DecodedCert        cert;        /* points into der */
    WOLFSSL_X509_NAME  subject;
    WOLFSSL_X509_NAME  issuer;
    WOLFSSL_ASN1_TIME  notBefore;
    WOLFSSL_ASN1_TIME  notAfter;
    char*              cn;          /* NUL-terminated commonName */
    const DNS_entry*   altIter;     /* get_next_altname's position */
    int                altStarted;
    int                refCount;
    void*              heap;
};

static void x509_time(WOLFSSL_ASN1_TIME* t, const byte* tlv, int len)
{
    XMEMSET(t, 0, sizeof(*t));
    if ((tlv != NULL) && (len >= 2) && (tlv[1] < CTC_DATE_SIZE)) {
        t->type = tlv[0];
        t->length = tlv[1];
        XMEMCPY(t->data, tlv + 2, tlv[1]);
    }
}

WOLFSSL_X509* wolfSSL_X509_d2i(WOLFSSL_X509** x509, const unsigned char* in,
                               int len)
{
    WOLFSSL_X509* x;

    if ((in == NULL) || (len <= 0))
        return NULL;
    x = (WOLFSSL_X509*)XMALLOC(sizeof(*x), NULL, DYNAMIC_TYPE_X509);
    if (x == NULL)
        return NULL;
    XMEMSET(x, 0, sizeof(*x));
    x->der = (byte*)XMALLOC((size_t)len, NULL, DYNAMIC_TYPE_X509);
    if (x->der == NULL) {
        XFREE(x, NULL, DYNAMIC_TYPE_X509);
        return NULL;
    }
    XMEMCPY(x->der, in, (size_t)len);
    x->derSz = (word32)len;
    x->refCount = 1;
    wc_InitDecodedCert(&x->cert, x->der, x->derSz, NULL);
    if (wc_ParseCert(&x->cert, CERT_TYPE, NO_VERIFY, NULL) != 0) {
        XFREE(x->der, NULL, DYNAMIC_TYPE_X509);
        XFREE(x, NULL, DYNAMIC_TYPE_X509);
        return NULL;
    }
    x->subject.der = x->cert.subjectDer;
    x->subject.derSz = x->cert.subjectDerSz;
    x->issuer.der = x->cert.issuerDer;
    x->issuer.derSz = x->cert.issuerDerSz;
    x509_time(&x->notBefore, x->cert.beforeDate, x->cert.beforeDateLen);
    x509_time(&x->notAfter, x->cert.afterDate, x->cert.afterDateLen);
    if (x509 != NULL)
        *x509 = x;
    return x;
}

WOLFSSL_X509* wolfSSL_X509_load_certificate_buffer(const unsigned char* buf,
                                                   int sz, int format)
{
    WOLFSSL_X509* x;
    byte*         der;
    int           ret;

    if ((buf == NULL) || (sz <= 0))
        return NULL;
    if (format == WOLFSSL_FILETYPE_ASN1)
        return wolfSSL_X509_d2i(NULL, buf, sz);
    if (format != WOLFSSL_FILETYPE_PEM)
        return NULL;
    der = (byte*)XMALLOC((size_t)sz, NULL, DYNAMIC_TYPE_TMP_BUFFER);
    if (der == NULL)
        return NULL;
    ret = wc_CertPemToDer(buf, sz, der, sz, CERT_TYPE);
    x = (ret > 0) ? wolfSSL_X509_d2i(NULL, der, ret) : NULL;
    XFREE(der, NULL, DYNAMIC_TYPE_TMP_BUFFER);
    return x;
}

#ifndef NO_FILESYSTEM
WOLFSSL_X509* wolfSSL_X509_load_certificate_file(const char* fname,
                                                 int format)
{
    WOLFSSL_X509* x = NULL;
    long          sz = 0;
    byte*         buf = wolfssl_read_file(fname, &sz, NULL);

    if (buf == NULL)
        return NULL;
    if ((sz > 0) && (sz <= 0x7FFFFFFF))
        x = wolfSSL_X509_load_certificate_buffer(buf, (int)sz, format);
    XFREE(buf, NULL, DYNAMIC_TYPE_FILE);
    return x;
}
#endif

void wolfSSL_X509_free(WOLFSSL_X509* x509)
{
    if ((x509 == NULL) || (--x509->refCount > 0))
        return;
    wc_FreeDecodedCert(&x509->cert);
    XFREE(x509->cn, NULL, DYNAMIC_TYPE_X509);
    XFREE(x509->der, NULL, DYNAMIC_TYPE_X509);
    XFREE(x509, NULL, DYNAMIC_TYPE_X509);
}

int wolfSSL_X509_up_ref(WOLFSSL_X509* x509)
{
    if (x509 == NULL)
        return WOLFSSL_FAILURE;
    x509->refCount++;
    return WOLFSSL_SUCCESS;
}

const unsigned char* wolfSSL_X509_get_der(WOLFSSL_X509* x509, int* outSz)
{
    if ((x509 == NULL) || (outSz == NULL))
        return NULL;
    *outSz = (int)x509->derSz;
    return x509->der;
}

WOLFSSL_X509_NAME* wolfSSL_X509_get_subject_name(WOLFSSL_X509* x509)
{
    return (x509 != NULL) ? &x509->subject : NULL;
}

WOLFSSL_X509_NAME* wolfSSL_X509_get_issuer_name(WOLFSSL_X509* x509)
{
    return (x509 != NULL) ? &x509->issuer : NULL;
}

char* wolfSSL_X509_NAME_oneline(WOLFSSL_X509_NAME* name, char* in, int sz)
{
    char* out = in;

    if (name == NULL)
        return NULL;
    if (in == NULL) {
        sz = ASN_NAME_MAX;
        out = (char*)XMALLOC((size_t)sz, NULL, DYNAMIC_TYPE_OPENSSL);
        if (out == NULL)
            return NULL;
    }
    else if (sz <= 0) {
        return NULL;
    }
    if (cert_name_oneline(name->der, name->derSz, out, (word32)sz) != 0) {
        if (in == NULL)
            XFREE(out, NULL, DYNAMIC_TYPE_OPENSSL);
        return NULL;
    }
    return out;
}

WOLFSSL_ASN1_TIME* wolfSSL_X509_get_notBefore(const WOLFSSL_X509* x509)
{
    return (x509 != NULL) ? (WOLFSSL_ASN1_TIME*)(wc_ptr_t)&x509->notBefore
                          : NULL;
}

WOLFSSL_ASN1_TIME* wolfSSL_X509_get_notAfter(const WOLFSSL_X509* x509)
{
    return (x509 != NULL) ? (WOLFSSL_ASN1_TIME*)(wc_ptr_t)&x509->notAfter
                          : NULL;
}

char* wolfSSL_X509_get_subjectCN(WOLFSSL_X509* x509)
{
    if (x509 == NULL)
        return NULL;
    if (x509->cn == NULL) {
        int n = (x509->cert.subjectCN != NULL) ? x509->cert.subjectCNLen : 0;
        x509->cn = (char*)XMALLOC((size_t)n + 1, NULL, DYNAMIC_TYPE_X509);
        if (x509->cn == NULL)
            return NULL;
        if (n > 0)
            XMEMCPY(x509->cn, x509->cert.subjectCN, (size_t)n);
        x509->cn[n] = '\0';
    }
    return x509->cn;
}

int wolfSSL_X509_get_serial_number(WOLFSSL_X509* x509, unsigned char* in,
                                   int* inOutSz)
{
    if ((x509 == NULL) || (in == NULL) || (inOutSz == NULL))
        return BAD_FUNC_ARG;
    if (*inOutSz < x509->cert.serialSz)
        return BUFFER_E;
    XMEMCPY(in, x509->cert.serial, (size_t)x509->cert.serialSz);
    *inOutSz = x509->cert.serialSz;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_X509_version(WOLFSSL_X509* x509)
{
    return (x509 != NULL) ? x509->cert.version : 0;
}

int wolfSSL_X509_get_isCA(WOLFSSL_X509* x509)
{
    return (x509 != NULL) ? (int)x509->cert.isCA : 0;
}

char* wolfSSL_X509_get_next_altname(WOLFSSL_X509* x509)
{
    const DNS_entry* d;

    if (x509 == NULL)
        return NULL;
    d = x509->altStarted ? x509->altIter : x509->cert.altNames;
    while ((d != NULL) && (d->type != ASN_DNS_TYPE) &&
           (d->type != ASN_IP_TYPE))
        d = d->next;
    if (d == NULL) {
        x509->altStarted = 0;
        x509->altIter = NULL;
        return NULL;
    }
    x509->altStarted = 1;
    x509->altIter = d->next;
    return (d->type == ASN_IP_TYPE) ? d->ipString : d->name;
}

int wolfSSL_X509_check_host(WOLFSSL_X509* x509, const char* chk,
                            size_t chklen, unsigned int flags,
                            char** peername)
{
    (void)flags;
    if (peername != NULL)
        *peername = NULL;
    if ((x509 == NULL) || (chk == NULL))
        return WOLFSSL_FAILURE;
    if (chklen == 0)
        chklen = XSTRLEN(chk);
    /* an IP literal given here matches iPAddress names only */
    return (cert_check_host(&x509->cert, chk, (word32)chklen, 1) == 0) ?
           WOLFSSL_SUCCESS : WOLFSSL_FAILURE;
}

int wolfSSL_X509_check_ip_asc(WOLFSSL_X509* x509, const char* ipasc,
                              unsigned int flags)
{
    (void)flags;
    if ((x509 == NULL) || (ipasc == NULL))
        return WOLFSSL_FAILURE;
    return (cert_check_host(&x509->cert, ipasc, (word32)XSTRLEN(ipasc), 0)
            == 0) ? WOLFSSL_SUCCESS : WOLFSSL_FAILURE;
}

/* ---------------------------------------------------------------------- */
/* WOLFSSL_X509_STORE                                                      */
/* ---------------------------------------------------------------------- */

WOLFSSL_X509_STORE* wolfSSL_X509_STORE_new(void)
{
    WOLFSSL_X509_STORE* s;

    s = (WOLFSSL_X509_STORE*)XMALLOC(sizeof(*s), NULL,
                                     DYNAMIC_TYPE_X509_STORE);
    if (s == NULL)
        return NULL;
    s->cm = wolfSSL_CertManagerNew();
    if (s->cm == NULL) {
        XFREE(s, NULL, DYNAMIC_TYPE_X509_STORE);
        return NULL;
    }
    s->refCount = 1;
    return s;
}

void wolfSSL_X509_STORE_free(WOLFSSL_X509_STORE* store)
{
    if ((store == NULL) || (--store->refCount > 0))
        return;
    wolfSSL_CertManagerFree(store->cm);
    XFREE(store, NULL, DYNAMIC_TYPE_X509_STORE);
}

int wolfSSL_X509_STORE_up_ref(WOLFSSL_X509_STORE* store)
{
    if (store == NULL)
        return WOLFSSL_FAILURE;
    store->refCount++;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_X509_STORE_add_cert(WOLFSSL_X509_STORE* store, WOLFSSL_X509* x509)
{
    if ((store == NULL) || (x509 == NULL))
        return WOLFSSL_FAILURE;
    return (cert_store_add(&store->cm->store, x509->der, x509->derSz) == 0) ?
           WOLFSSL_SUCCESS : WOLFSSL_FAILURE;
}
