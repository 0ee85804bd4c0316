/* ssl.h -- wolfSSL's native API.
 *
 * Today: the certificate manager (trust stores, verification) and the
 * X509 objects TLS applications read (src/ssl_certman.c, src/x509.c);
 * the TLS objects follow with the TLS layer.  Names, signatures,
 * constants and return codes are wolfSSL's (an interface fact), so that
 * programs written for wolfSSL compile unchanged; doc/X509.md says what
 * each call checks.
 */
#ifndef WOLFSSL_SSL_H
#define WOLFSSL_SSL_H

#include <stddef.h>

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/error-ssl.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Return codes of the wolfSSL_* functions. */
#define WOLFSSL_SUCCESS          1
#define WOLFSSL_FAILURE          0
#define WOLFSSL_FATAL_ERROR    (-1)
#define WOLFSSL_UNKNOWN        (-2)
#define WOLFSSL_NOT_IMPLEMENTED (-3)
#define WOLFSSL_BAD_FILE       (-4)
#define WOLFSSL_BAD_FILETYPE   (-5)
#define WOLFSSL_BAD_PATH       (-6)
#define WOLFSSL_BAD_STAT       (-7)
#define WOLFSSL_BAD_CERTTYPE   (-8)

/* Encodings of certificates and keys given as files or buffers. */
#define WOLFSSL_FILETYPE_PEM     1
#define WOLFSSL_FILETYPE_ASN1    2
#define WOLFSSL_FILETYPE_DEFAULT 2
#define SSL_FILETYPE_PEM         WOLFSSL_FILETYPE_PEM
#define SSL_FILETYPE_ASN1        WOLFSSL_FILETYPE_ASN1
#define SSL_SUCCESS              WOLFSSL_SUCCESS
#define SSL_FAILURE              WOLFSSL_FAILURE
#define SSL_FATAL_ERROR          WOLFSSL_FATAL_ERROR

/* Flags of the CA loaders (_ex variants). */
#define WOLFSSL_LOAD_FLAG_NONE          0x00000000
#define WOLFSSL_LOAD_FLAG_IGNORE_ERR    0x00000001 /* skip what fails */
#define WOLFSSL_LOAD_FLAG_DATE_ERR_OKAY 0x00000002 /* load expired CAs */
#define WOLFSSL_LOAD_FLAG_PEM_CA_ONLY   0x00000004 /* skip non-CA certs */
#define WOLFSSL_LOAD_VERIFY_DEFAULT_FLAGS WOLFSSL_LOAD_FLAG_NONE

typedef struct WOLFSSL_CERT_MANAGER WOLFSSL_CERT_MANAGER;
typedef struct WOLFSSL_X509         WOLFSSL_X509;
typedef struct WOLFSSL_X509_NAME    WOLFSSL_X509_NAME;
typedef struct WOLFSSL_X509_STORE   WOLFSSL_X509_STORE;

/* A certificate's time as DER content: type ASN_UTC_TIME (0x17) or
 * ASN_GENERALIZED_TIME (0x18), data the digits and 'Z' (NUL-terminated),
 * length their count. */
typedef struct WOLFSSL_ASN1_TIME {
    unsigned char data[CTC_DATE_SIZE];
    int           length;
    int           type;
} WOLFSSL_ASN1_TIME;

/* ---------------------------------------------------------------------- */
/* Certificate manager: trust anchors and verification                     */
/* ---------------------------------------------------------------------- */

/* A manager with no CAs (NULL when out of memory); free with
 * wolfSSL_CertManagerFree, which drops one reference. */
WOLFSSL_API WOLFSSL_CERT_MANAGER* wolfSSL_CertManagerNew(void);
WOLFSSL_API WOLFSSL_CERT_MANAGER* wolfSSL_CertManagerNew_ex(void* heap);
WOLFSSL_API void wolfSSL_CertManagerFree(WOLFSSL_CERT_MANAGER* cm);
WOLFSSL_API int  wolfSSL_CertManager_up_ref(WOLFSSL_CERT_MANAGER* cm);

/* Trust the certificates of a PEM file and/or of every file of a
 * directory (e.g. /etc/ssl/certs; subdirectories are not entered).  With
 * the default flags a file that does not hold only parsable certificates
 * fails the call (WOLFSSL_BAD_FILE, or the parser's error), though what
 * loaded before it stays; WOLFSSL_LOAD_FLAG_IGNORE_ERR skips such files
 * and succeeds when at least one certificate was loaded.  Returns
 * WOLFSSL_SUCCESS or an error. */
WOLFSSL_API int  wolfSSL_CertManagerLoadCA(WOLFSSL_CERT_MANAGER* cm,
                                           const char* file,
                                           const char* path);
WOLFSSL_API int  wolfSSL_CertManagerLoadCA_ex(WOLFSSL_CERT_MANAGER* cm,
                                              const char* file,
                                              const char* path,
                                              word32 flags);
/* Trust the certificates of a buffer: PEM (every CERTIFICATE block) or
 * DER (one certificate). */
WOLFSSL_API int  wolfSSL_CertManagerLoadCABuffer(WOLFSSL_CERT_MANAGER* cm,
                                                 const unsigned char* buff,
                                                 long sz, int format);
WOLFSSL_API int  wolfSSL_CertManagerLoadCABuffer_ex(
                                                 WOLFSSL_CERT_MANAGER* cm,
                                                 const unsigned char* buff,
                                                 long sz, int format,
                                                 int userChain, word32 flags);
/* Forget every CA. */
WOLFSSL_API int  wolfSSL_CertManagerUnloadCAs(WOLFSSL_CERT_MANAGER* cm);
/* Verify one certificate (the first of a PEM input) against the CAs:
 * WOLFSSL_SUCCESS, or the error (ASN_NO_SIGNER_E, ASN_SIG_CONFIRM_E,
 * ASN_AFTER_DATE_E, ASN_BEFORE_DATE_E, ASN_NAME_INVALID_E,
 * ASN_PATHLEN_SIZE_E, ASN_SELF_SIGNED_E, a parse error, ...). */
WOLFSSL_API int  wolfSSL_CertManagerVerify(WOLFSSL_CERT_MANAGER* cm,
                                           const char* f, int format);
WOLFSSL_API int  wolfSSL_CertManagerVerifyBuffer(WOLFSSL_CERT_MANAGER* cm,
                                                 const unsigned char* buff,
                                                 long sz, int format);

/* ---------------------------------------------------------------------- */
/* X509 objects                                                            */
/* ---------------------------------------------------------------------- */

/* A certificate from DER (and into *x509 when x509 is not NULL); NULL
 * when it does not parse. */
WOLFSSL_API WOLFSSL_X509* wolfSSL_X509_d2i(WOLFSSL_X509** x509,
                                           const unsigned char* in, int len);
WOLFSSL_API WOLFSSL_X509* wolfSSL_X509_load_certificate_buffer(
                              const unsigned char* buf, int sz, int format);
WOLFSSL_API WOLFSSL_X509* wolfSSL_X509_load_certificate_file(
                              const char* fname, int format);
WOLFSSL_API void wolfSSL_X509_free(WOLFSSL_X509* x509);
WOLFSSL_API int  wolfSSL_X509_up_ref(WOLFSSL_X509* x509);

/* The DER (owned by the object) and its size. */
WOLFSSL_API const unsigned char* wolfSSL_X509_get_der(WOLFSSL_X509* x509,
                                                      int* outSz);
WOLFSSL_API WOLFSSL_X509_NAME* wolfSSL_X509_get_subject_name(
                                                      WOLFSSL_X509* x509);
WOLFSSL_API WOLFSSL_X509_NAME* wolfSSL_X509_get_issuer_name(
                                                      WOLFSSL_X509* x509);
/* The one-line name "/C=../O=../CN=.." into in[0..sz) (truncated), or,
 * with in NULL, into memory the caller frees with XFREE(p, NULL,
 * DYNAMIC_TYPE_OPENSSL). */
WOLFSSL_API char* wolfSSL_X509_NAME_oneline(WOLFSSL_X509_NAME* name,
                                            char* in, int sz);
WOLFSSL_API WOLFSSL_ASN1_TIME* wolfSSL_X509_get_notBefore(
                                                const WOLFSSL_X509* x509);
WOLFSSL_API WOLFSSL_ASN1_TIME* wolfSSL_X509_get_notAfter(
                                                const WOLFSSL_X509* x509);
/* The subject's commonName, NUL-terminated (owned by the object). */
WOLFSSL_API char* wolfSSL_X509_get_subjectCN(WOLFSSL_X509* x509);
/* The serial's octets into in (*inOutSz: room in, length out). */
WOLFSSL_API int   wolfSSL_X509_get_serial_number(WOLFSSL_X509* x509,
                                                 unsigned char* in,
                                                 int* inOutSz);
WOLFSSL_API int   wolfSSL_X509_version(WOLFSSL_X509* x509);
WOLFSSL_API int   wolfSSL_X509_get_isCA(WOLFSSL_X509* x509);
/* Each dNSName (and IP address text) of the subjectAltName in turn, then
 * NULL (which starts the walk again). */
WOLFSSL_API char* wolfSSL_X509_get_next_altname(WOLFSSL_X509* x509);
/* 1 when the certificate names the host (RFC 6125: SAN dNSName with
 * wildcards as doc/X509.md says; commonName only without SAN), else 0.
 * check_ip_asc: an IP literal against the iPAddress names. */
WOLFSSL_API int   wolfSSL_X509_check_host(WOLFSSL_X509* x509,
                                          const char* chk, size_t chklen,
                                          unsigned int flags,
                                          char** peername);
WOLFSSL_API int   wolfSSL_X509_check_ip_asc(WOLFSSL_X509* x509,
                                            const char* ipasc,
                                            unsigned int flags);

/* A store: a certificate manager with reference counting (it is what
 * TLS contexts verify with).  new: NULL when out of memory. */
struct WOLFSSL_X509_STORE {
    WOLFSSL_CERT_MANAGER* cm;
    int                   refCount;
};
WOLFSSL_API WOLFSSL_X509_STORE* wolfSSL_X509_STORE_new(void);
WOLFSSL_API void wolfSSL_X509_STORE_free(WOLFSSL_X509_STORE* store);
WOLFSSL_API int  wolfSSL_X509_STORE_up_ref(WOLFSSL_X509_STORE* store);
WOLFSSL_API int  wolfSSL_X509_STORE_add_cert(WOLFSSL_X509_STORE* store,
                                             WOLFSSL_X509* x509);

#ifdef __cplusplus
}
#endif

#endif /* WOLFSSL_SSL_H */
