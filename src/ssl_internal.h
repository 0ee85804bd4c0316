/* ssl_internal.h -- what the files of src/ share and applications do not
 * see. */
#ifndef WOLFSSL_SSL_INTERNAL_H
#define WOLFSSL_SSL_INTERNAL_H

#include <wolfssl/ssl.h>
#include <wolfssl/wolfcrypt/asn.h>

/* The certificate manager.  Its cert_store comes first: wc_ParseCert()
 * reads its cm argument as the store (asn_cert.h).  No locking yet: a
 * manager is not to be changed while another thread uses it. */
struct WOLFSSL_CERT_MANAGER {
    cert_store store;
    void*      heap;
    int        refCount;
};

/* A whole file into memory (*sz its size), NULL when it cannot be read
 * or is larger than WOLFSSL_MAX_FILE_SZ. */
#ifndef WOLFSSL_MAX_FILE_SZ
    #define WOLFSSL_MAX_FILE_SZ (4 * 1024 * 1024)
#endif
WOLFSSL_LOCAL byte* wolfssl_read_file(const char* name, long* sz,
                                      void* heap);

/* Each CERTIFICATE block of a PEM buffer (or the one DER certificate of
 * an ASN1 buffer) in turn to cb, which returns 0 to go on.  0, the first
 * non-zero result of cb, or ASN_NO_PEM_HEADER when there was none. */
typedef int (*wolfssl_cert_cb)(const byte* der, word32 sz, void* arg);
WOLFSSL_LOCAL int wolfssl_each_cert(const byte* buf, long sz, int format,
                                    void* heap, wolfssl_cert_cb cb,
                                    void* arg);

/* The text of a TLS-layer error code (ssl_error.c), or NULL. */
WOLFSSL_LOCAL const char* wolfssl_ssl_error_text(int err);

#endif /* WOLFSSL_SSL_INTERNAL_H */
