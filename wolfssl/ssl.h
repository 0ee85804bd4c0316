/* ssl.h -- wolfSSL's native API.
 *
 * The certificate manager (trust stores, verification) and the X509
 * objects (src/ssl_certman.c, src/x509.c; doc/X509.md says what each
 * call checks), and TLS: contexts, connections, I/O callbacks and
 * information (src/ssl.c and the protocol files beside it; doc/TLS.md).
 * Names, signatures, constants and return codes are wolfSSL's (an
 * interface fact), so that programs written for wolfSSL compile
 * unchanged.
 */
#ifndef WOLFSSL_SSL_H
#define WOLFSSL_SSL_H

#include <stddef.h>

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/error-ssl.h>
#include <wolfssl/wolfio.h>

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
#define WOLFSSL_ALPN_NOT_FOUND (-9)

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

/* ---------------------------------------------------------------------- */
/* TLS                                                                     */
/* ---------------------------------------------------------------------- */

typedef struct WOLFSSL_METHOD  WOLFSSL_METHOD;
typedef struct WOLFSSL_CTX     WOLFSSL_CTX;
typedef struct WOLFSSL         WOLFSSL;
typedef struct WOLFSSL_CIPHER  WOLFSSL_CIPHER;
typedef struct WOLFSSL_SESSION WOLFSSL_SESSION;

/* wolfSSL_get_error() results. */
#define WOLFSSL_ERROR_NONE             0
#define WOLFSSL_ERROR_WANT_READ        2
#define WOLFSSL_ERROR_WANT_WRITE       3
#define WOLFSSL_ERROR_WANT_CONNECT     7
#define WOLFSSL_ERROR_WANT_ACCEPT      8
#define WOLFSSL_ERROR_SYSCALL          5
#define WOLFSSL_ERROR_WANT_X509_LOOKUP 83
#define WOLFSSL_ERROR_ZERO_RETURN      6
#define WOLFSSL_ERROR_SSL              85
#define SSL_ERROR_NONE        WOLFSSL_ERROR_NONE
#define SSL_ERROR_WANT_READ   WOLFSSL_ERROR_WANT_READ
#define SSL_ERROR_WANT_WRITE  WOLFSSL_ERROR_WANT_WRITE
#define SSL_ERROR_ZERO_RETURN WOLFSSL_ERROR_ZERO_RETURN
#define SSL_ERROR_SYSCALL     WOLFSSL_ERROR_SYSCALL
#define SSL_ERROR_SSL         WOLFSSL_ERROR_SSL

/* wolfSSL_shutdown() and wolfSSL_get_shutdown(). */
#define WOLFSSL_SHUTDOWN_NOT_DONE 2
#define WOLFSSL_SENT_SHUTDOWN     1
#define WOLFSSL_RECEIVED_SHUTDOWN 2
#define SSL_SENT_SHUTDOWN         WOLFSSL_SENT_SHUTDOWN
#define SSL_RECEIVED_SHUTDOWN     WOLFSSL_RECEIVED_SHUTDOWN

/* Verification modes (wolfSSL_CTX_set_verify). */
#define WOLFSSL_VERIFY_NONE                 0
#define WOLFSSL_VERIFY_PEER                 (1 << 0)
#define WOLFSSL_VERIFY_FAIL_IF_NO_PEER_CERT (1 << 1)
#define WOLFSSL_VERIFY_CLIENT_ONCE          (1 << 2)
#define WOLFSSL_VERIFY_POST_HANDSHAKE       (1 << 3)
#define WOLFSSL_VERIFY_FAIL_EXCEPT_PSK      (1 << 4)
#define WOLFSSL_VERIFY_DEFAULT              (1 << 9)
#define SSL_VERIFY_NONE                 WOLFSSL_VERIFY_NONE
#define SSL_VERIFY_PEER                 WOLFSSL_VERIFY_PEER
#define SSL_VERIFY_FAIL_IF_NO_PEER_CERT WOLFSSL_VERIFY_FAIL_IF_NO_PEER_CERT

/* Protocol versions (wolfSSL_CTX_SetMinVersion, wolfSSL_version). */
#define WOLFSSL_SSLV3    0
#define WOLFSSL_TLSV1    1
#define WOLFSSL_TLSV1_1  2
#define WOLFSSL_TLSV1_2  3
#define WOLFSSL_TLSV1_3  4
#define TLS1_2_VERSION   0x0303
#define TLS1_3_VERSION   0x0304

/* Server Name Indication and ALPN. */
#define WOLFSSL_SNI_HOST_NAME              0
#define WOLFSSL_ALPN_NO_MATCH              0
#define WOLFSSL_ALPN_MATCH                 1
#define WOLFSSL_ALPN_CONTINUE_ON_MISMATCH  2
#define WOLFSSL_ALPN_FAILED_ON_MISMATCH    4

/* Named groups (wolfSSL_UseKeyShare, wolfSSL_UseSupportedCurve). */
enum {
    WOLFSSL_ECC_SECP256R1 = 0x17,
    WOLFSSL_ECC_SECP384R1 = 0x18,
    WOLFSSL_ECC_SECP521R1 = 0x19,
    WOLFSSL_ECC_X25519    = 0x1D,
    WOLFSSL_ECC_X448      = 0x1E,
    WOLFSSL_ECC_SM2P256V1 = 0x29,
    WOLFSSL_FFDHE_2048    = 0x100,
    WOLFSSL_FFDHE_3072    = 0x101,
    WOLFSSL_FFDHE_4096    = 0x102
};

/* The certificate being verified, as the verify callback sees it. */
typedef struct WOLFSSL_X509_STORE_CTX {
    WOLFSSL_X509_STORE* store;          /* the trust store */
    WOLFSSL_X509*       current_cert;   /* the certificate at error_depth */
    WOLFSSL_X509*       chain;          /* unused (upstream's layout) */
    char*               domain;         /* the name checked, or NULL */
    void*               userCtx;        /* wolfSSL_CTX_set_verify's data */
    int                 error;          /* 0 or the verification error */
    int                 error_depth;    /* 0: the peer's certificate */
    int                 discardSessionCerts;
    int                 totalCerts;     /* certificates the peer sent */
    WOLFSSL_X509**      certs;          /* them, leaf first */
    WOLFSSL*            ssl;            /* the connection */
} WOLFSSL_X509_STORE_CTX;

/* preverify: 1 when the certificate verified, else 0 (store->error says
 * why).  Returning non-zero accepts the certificate anyway. */
typedef int (*VerifyCallback)(int preverify, WOLFSSL_X509_STORE_CTX* store);

WOLFSSL_API int  wolfSSL_Init(void);
WOLFSSL_API int  wolfSSL_Cleanup(void);
WOLFSSL_API const char* wolfSSL_lib_version(void);
WOLFSSL_API int  wolfSSL_Debugging_ON(void);
WOLFSSL_API void wolfSSL_Debugging_OFF(void);

/* Methods: which side and which versions.  wolfTLS_* and wolfSSLv23_*
 * negotiate TLS 1.3 or 1.2; the versioned ones only that version. */
WOLFSSL_API WOLFSSL_METHOD* wolfTLS_client_method(void);
WOLFSSL_API WOLFSSL_METHOD* wolfTLS_server_method(void);
WOLFSSL_API WOLFSSL_METHOD* wolfTLS_client_method_ex(void* heap);
WOLFSSL_API WOLFSSL_METHOD* wolfTLS_server_method_ex(void* heap);
WOLFSSL_API WOLFSSL_METHOD* wolfSSLv23_client_method(void);
WOLFSSL_API WOLFSSL_METHOD* wolfSSLv23_server_method(void);
WOLFSSL_API WOLFSSL_METHOD* wolfSSLv23_client_method_ex(void* heap);
WOLFSSL_API WOLFSSL_METHOD* wolfSSLv23_server_method_ex(void* heap);
WOLFSSL_API WOLFSSL_METHOD* wolfTLSv1_2_client_method(void);
WOLFSSL_API WOLFSSL_METHOD* wolfTLSv1_2_server_method(void);
WOLFSSL_API WOLFSSL_METHOD* wolfTLSv1_2_client_method_ex(void* heap);
WOLFSSL_API WOLFSSL_METHOD* wolfTLSv1_2_server_method_ex(void* heap);
WOLFSSL_API WOLFSSL_METHOD* wolfTLSv1_3_client_method(void);
WOLFSSL_API WOLFSSL_METHOD* wolfTLSv1_3_server_method(void);
WOLFSSL_API WOLFSSL_METHOD* wolfTLSv1_3_client_method_ex(void* heap);
WOLFSSL_API WOLFSSL_METHOD* wolfTLSv1_3_server_method_ex(void* heap);

/* Contexts: the settings connections start from.  CTX_new takes the
 * method (freed with the context, or at once when CTX_new fails). */
WOLFSSL_API WOLFSSL_CTX* wolfSSL_CTX_new(WOLFSSL_METHOD* method);
WOLFSSL_API WOLFSSL_CTX* wolfSSL_CTX_new_ex(WOLFSSL_METHOD* method,
                                            void* heap);
WOLFSSL_API void wolfSSL_CTX_free(WOLFSSL_CTX* ctx);
WOLFSSL_API int  wolfSSL_CTX_up_ref(WOLFSSL_CTX* ctx);
WOLFSSL_API int  wolfSSL_CTX_SetMinVersion(WOLFSSL_CTX* ctx, int version);
WOLFSSL_API int  wolfSSL_SetMinVersion(WOLFSSL* ssl, int version);

/* Cipher suites: a ':'-separated list of wolfSSL names
 * ("TLS13-AES128-GCM-SHA256", "ECDHE-ECDSA-AES128-GCM-SHA256") or IANA
 * names ("TLS_AES_128_GCM_SHA256"); unknown names are skipped, a list
 * with none known fails. */
WOLFSSL_API int  wolfSSL_CTX_set_cipher_list(WOLFSSL_CTX* ctx,
                                             const char* list);
WOLFSSL_API int  wolfSSL_set_cipher_list(WOLFSSL* ssl, const char* list);
WOLFSSL_API int  wolfSSL_CTX_set_ciphersuites(WOLFSSL_CTX* ctx,
                                              const char* list);
/* The name of the priority-th suite built in, or NULL past the end. */
WOLFSSL_API char* wolfSSL_get_cipher_list(int priority);
WOLFSSL_API int  wolfSSL_get_ciphers(char* buf, int len);

/* Groups: a ':'-separated list ("X25519:P-256:prime256v1:secp384r1:
 * ffdhe2048"), or the WOLFSSL_ECC_* / WOLFSSL_FFDHE_* numbers. */
WOLFSSL_API int  wolfSSL_CTX_set1_curves_list(WOLFSSL_CTX* ctx,
                                              const char* names);
WOLFSSL_API int  wolfSSL_set1_curves_list(WOLFSSL* ssl, const char* names);
WOLFSSL_API int  wolfSSL_CTX_set1_groups_list(WOLFSSL_CTX* ctx,
                                              const char* list);
WOLFSSL_API int  wolfSSL_set1_groups_list(WOLFSSL* ssl, const char* list);
WOLFSSL_API int  wolfSSL_CTX_set_groups(WOLFSSL_CTX* ctx, int* groups,
                                        int count);
WOLFSSL_API int  wolfSSL_set_groups(WOLFSSL* ssl, int* groups, int count);
WOLFSSL_API int  wolfSSL_CTX_UseSupportedCurve(WOLFSSL_CTX* ctx,
                                               word16 name);
WOLFSSL_API int  wolfSSL_UseSupportedCurve(WOLFSSL* ssl, word16 name);
/* The group of the client's first key share (default X25519). */
WOLFSSL_API int  wolfSSL_UseKeyShare(WOLFSSL* ssl, word16 group);
WOLFSSL_API int  wolfSSL_NoKeyShares(WOLFSSL* ssl);

/* Own certificate (chain) and private key: files or buffers, PEM or
 * DER.  The chain variants take the leaf first, then its issuers. */
WOLFSSL_API int  wolfSSL_CTX_use_certificate_file(WOLFSSL_CTX* ctx,
                                                  const char* file,
                                                  int format);
WOLFSSL_API int  wolfSSL_CTX_use_certificate_chain_file(WOLFSSL_CTX* ctx,
                                                        const char* file);
WOLFSSL_API int  wolfSSL_CTX_use_certificate_chain_file_format(
                     WOLFSSL_CTX* ctx, const char* file, int format);
WOLFSSL_API int  wolfSSL_CTX_use_PrivateKey_file(WOLFSSL_CTX* ctx,
                                                 const char* file,
                                                 int format);
WOLFSSL_API int  wolfSSL_CTX_use_certificate_buffer(WOLFSSL_CTX* ctx,
                                                    const unsigned char* in,
                                                    long sz, int format);
WOLFSSL_API int  wolfSSL_CTX_use_certificate_chain_buffer(WOLFSSL_CTX* ctx,
                                                    const unsigned char* in,
                                                    long sz);
WOLFSSL_API int  wolfSSL_CTX_use_certificate_chain_buffer_format(
                     WOLFSSL_CTX* ctx, const unsigned char* in, long sz,
                     int format);
WOLFSSL_API int  wolfSSL_CTX_use_PrivateKey_buffer(WOLFSSL_CTX* ctx,
                                                   const unsigned char* in,
                                                   long sz, int format);
WOLFSSL_API int  wolfSSL_CTX_check_private_key(const WOLFSSL_CTX* ctx);
WOLFSSL_API int  wolfSSL_use_certificate_file(WOLFSSL* ssl,
                                              const char* file, int format);
WOLFSSL_API int  wolfSSL_use_certificate_chain_file(WOLFSSL* ssl,
                                                    const char* file);
WOLFSSL_API int  wolfSSL_use_PrivateKey_file(WOLFSSL* ssl, const char* file,
                                             int format);
WOLFSSL_API int  wolfSSL_use_certificate_buffer(WOLFSSL* ssl,
                                                const unsigned char* in,
                                                long sz, int format);
WOLFSSL_API int  wolfSSL_use_certificate_chain_buffer(WOLFSSL* ssl,
                                                      const unsigned char* in,
                                                      long sz);
WOLFSSL_API int  wolfSSL_use_PrivateKey_buffer(WOLFSSL* ssl,
                                               const unsigned char* in,
                                               long sz, int format);

/* Trust: CA files, hashed or plain directories, buffers, the system
 * store (/etc/ssl/certs).  The loaders follow the certificate manager's
 * rules (above). */
WOLFSSL_API int  wolfSSL_CTX_load_verify_locations(WOLFSSL_CTX* ctx,
                                                   const char* file,
                                                   const char* path);
WOLFSSL_API int  wolfSSL_CTX_load_verify_locations_ex(WOLFSSL_CTX* ctx,
                                                      const char* file,
                                                      const char* path,
                                                      word32 flags);
WOLFSSL_API int  wolfSSL_CTX_load_verify_buffer(WOLFSSL_CTX* ctx,
                                                const unsigned char* in,
                                                long sz, int format);
WOLFSSL_API int  wolfSSL_CTX_load_verify_buffer_ex(WOLFSSL_CTX* ctx,
                                                   const unsigned char* in,
                                                   long sz, int format,
                                                   int userChain,
                                                   word32 flags);
WOLFSSL_API int  wolfSSL_CTX_load_system_CA_certs(WOLFSSL_CTX* ctx);
WOLFSSL_API int  wolfSSL_CTX_UnloadCAs(WOLFSSL_CTX* ctx);
WOLFSSL_API WOLFSSL_X509_STORE* wolfSSL_CTX_get_cert_store(
                                                     const WOLFSSL_CTX* ctx);
WOLFSSL_API void wolfSSL_CTX_set_cert_store(WOLFSSL_CTX* ctx,
                                            WOLFSSL_X509_STORE* store);
/* Peer verification: mode WOLFSSL_VERIFY_*; the callback (or NULL) sees
 * every certificate's verdict (clients verify by default). */
WOLFSSL_API void wolfSSL_CTX_set_verify(WOLFSSL_CTX* ctx, int mode,
                                        VerifyCallback verify_callback);
WOLFSSL_API void wolfSSL_set_verify(WOLFSSL* ssl, int mode,
                                    VerifyCallback verify_callback);
WOLFSSL_API void wolfSSL_CTX_set_verify_depth(WOLFSSL_CTX* ctx, int depth);
/* The host name (or IP literal) the peer's certificate must name. */
WOLFSSL_API int  wolfSSL_check_domain_name(WOLFSSL* ssl, const char* dn);
/* 0 (X509_V_OK) or the verification error of the handshake. */
WOLFSSL_API long wolfSSL_get_verify_result(const WOLFSSL* ssl);

/* Connections. */
WOLFSSL_API WOLFSSL* wolfSSL_new(WOLFSSL_CTX* ctx);
WOLFSSL_API void wolfSSL_free(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_set_fd(WOLFSSL* ssl, int fd);
WOLFSSL_API int  wolfSSL_set_read_fd(WOLFSSL* ssl, int fd);
WOLFSSL_API int  wolfSSL_set_write_fd(WOLFSSL* ssl, int fd);
WOLFSSL_API int  wolfSSL_get_fd(const WOLFSSL* ssl);
WOLFSSL_API void wolfSSL_set_using_nonblock(WOLFSSL* ssl, int nonblock);
WOLFSSL_API int  wolfSSL_get_using_nonblock(WOLFSSL* ssl);
WOLFSSL_API WOLFSSL_CTX* wolfSSL_get_SSL_CTX(const WOLFSSL* ssl);
/* Handshake: WOLFSSL_SUCCESS, or WOLFSSL_FATAL_ERROR with
 * wolfSSL_get_error() saying why (WANT_READ/WANT_WRITE: call again). */
WOLFSSL_API int  wolfSSL_connect(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_accept(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_negotiate(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_is_init_finished(const WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_set_connect_state(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_set_accept_state(WOLFSSL* ssl);
/* Application data: the bytes moved (> 0), 0 when the peer closed, or
 * WOLFSSL_FATAL_ERROR (see wolfSSL_get_error). */
WOLFSSL_API int  wolfSSL_read(WOLFSSL* ssl, void* data, int sz);
WOLFSSL_API int  wolfSSL_peek(WOLFSSL* ssl, void* data, int sz);
WOLFSSL_API int  wolfSSL_write(WOLFSSL* ssl, const void* data, int sz);
WOLFSSL_API int  wolfSSL_pending(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_has_pending(const WOLFSSL* ssl);
/* close_notify: WOLFSSL_SUCCESS once both sides closed, else
 * WOLFSSL_SHUTDOWN_NOT_DONE after sending ours. */
WOLFSSL_API int  wolfSSL_shutdown(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_get_shutdown(const WOLFSSL* ssl);
/* TLS 1.3 KeyUpdate: new sending keys, and the peer asked to update its
 * own (RFC 8446 4.6.3). */
WOLFSSL_API int  wolfSSL_update_keys(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_get_error(WOLFSSL* ssl, int ret);
WOLFSSL_API int  wolfSSL_want_read(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_want_write(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_get_alert_history(WOLFSSL* ssl, void* h);

/* Custom I/O (wolfio.h has the callback types and WOLFSSL_CBIO_ERR_*). */
WOLFSSL_API void wolfSSL_CTX_SetIORecv(WOLFSSL_CTX* ctx, CallbackIORecv cb);
WOLFSSL_API void wolfSSL_CTX_SetIOSend(WOLFSSL_CTX* ctx, CallbackIOSend cb);
WOLFSSL_API void wolfSSL_SSLSetIORecv(WOLFSSL* ssl, CallbackIORecv cb);
WOLFSSL_API void wolfSSL_SSLSetIOSend(WOLFSSL* ssl, CallbackIOSend cb);
WOLFSSL_API void wolfSSL_SetIOReadCtx(WOLFSSL* ssl, void* ctx);
WOLFSSL_API void wolfSSL_SetIOWriteCtx(WOLFSSL* ssl, void* ctx);
WOLFSSL_API void* wolfSSL_GetIOReadCtx(WOLFSSL* ssl);
WOLFSSL_API void* wolfSSL_GetIOWriteCtx(WOLFSSL* ssl);

/* Application data pointers. */
WOLFSSL_API int   wolfSSL_set_app_data(WOLFSSL* ssl, void* arg);
WOLFSSL_API void* wolfSSL_get_app_data(const WOLFSSL* ssl);
WOLFSSL_API int   wolfSSL_CTX_set_app_data(WOLFSSL_CTX* ctx, void* arg);
WOLFSSL_API void* wolfSSL_CTX_get_app_data(WOLFSSL_CTX* ctx);

/* SNI (type WOLFSSL_SNI_HOST_NAME) and ALPN (a comma-separated list). */
WOLFSSL_API int  wolfSSL_UseSNI(WOLFSSL* ssl, unsigned char type,
                                const void* data, unsigned short size);
WOLFSSL_API int  wolfSSL_CTX_UseSNI(WOLFSSL_CTX* ctx, unsigned char type,
                                    const void* data, unsigned short size);
WOLFSSL_API unsigned short wolfSSL_SNI_GetRequest(WOLFSSL* ssl,
                                                  unsigned char type,
                                                  void** data);
WOLFSSL_API int  wolfSSL_UseALPN(WOLFSSL* ssl, char* protocol_name_list,
                                 unsigned int protocol_name_listSz,
                                 unsigned char options);
WOLFSSL_API int  wolfSSL_ALPN_GetProtocol(WOLFSSL* ssl, char** protocol_name,
                                          unsigned short* size);

/* What was negotiated. */
WOLFSSL_API const char* wolfSSL_get_version(const WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_version(WOLFSSL* ssl);
WOLFSSL_API const char* wolfSSL_get_cipher_name(WOLFSSL* ssl);
WOLFSSL_API const char* wolfSSL_get_cipher(WOLFSSL* ssl);
WOLFSSL_API WOLFSSL_CIPHER* wolfSSL_get_current_cipher(WOLFSSL* ssl);
WOLFSSL_API const char* wolfSSL_CIPHER_get_name(const WOLFSSL_CIPHER* c);
WOLFSSL_API const char* wolfSSL_get_curve_name(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_session_reused(WOLFSSL* ssl);

/* Sessions (TLS 1.3 tickets).  A client keeps the latest ticket the
 * server sent (get_session: owned by the connection; get1_session: a
 * reference the caller frees with SESSION_free) and resumes it on a new
 * connection given set_session before the handshake.  The new-session
 * callback gets each ticket as it arrives: returning 1 keeps the
 * reference it was given.  i2d / d2i (de)serialize a session (i2d with
 * *p NULL allocates: XFREE(p, NULL, DYNAMIC_TYPE_OPENSSL)). */
WOLFSSL_API WOLFSSL_SESSION* wolfSSL_get_session(WOLFSSL* ssl);
WOLFSSL_API WOLFSSL_SESSION* wolfSSL_get1_session(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_set_session(WOLFSSL* ssl, WOLFSSL_SESSION* session);
WOLFSSL_API void wolfSSL_SESSION_free(WOLFSSL_SESSION* session);
WOLFSSL_API int  wolfSSL_SESSION_up_ref(WOLFSSL_SESSION* session);
WOLFSSL_API long wolfSSL_SESSION_get_timeout(const WOLFSSL_SESSION* session);
WOLFSSL_API long wolfSSL_SESSION_get_time(const WOLFSSL_SESSION* session);
WOLFSSL_API void wolfSSL_CTX_sess_set_new_cb(WOLFSSL_CTX* ctx,
                                 int (*f)(WOLFSSL*, WOLFSSL_SESSION*));
WOLFSSL_API int  wolfSSL_i2d_SSL_SESSION(WOLFSSL_SESSION* session,
                                         unsigned char** p);
WOLFSSL_API WOLFSSL_SESSION* wolfSSL_d2i_SSL_SESSION(
                                 WOLFSSL_SESSION** session,
                                 const unsigned char** p, long len);
/* Tickets are on by default; no_ticket_TLSv13 stops a server issuing
 * them (and accepting them). */
WOLFSSL_API int  wolfSSL_CTX_UseSessionTicket(WOLFSSL_CTX* ctx);
WOLFSSL_API int  wolfSSL_UseSessionTicket(WOLFSSL* ssl);
WOLFSSL_API int  wolfSSL_CTX_no_ticket_TLSv13(WOLFSSL_CTX* ctx);
/* The peer's certificate (a new reference the caller frees with
 * wolfSSL_X509_free), or NULL. */
WOLFSSL_API WOLFSSL_X509* wolfSSL_get_peer_certificate(WOLFSSL* ssl);

/* Errors: the code's text (wolfCrypt's and the TLS layer's). */
WOLFSSL_API char* wolfSSL_ERR_error_string(unsigned long err, char* data);
WOLFSSL_API void  wolfSSL_ERR_error_string_n(unsigned long e, char* buf,
                                             unsigned long len);
WOLFSSL_API const char* wolfSSL_ERR_reason_error_string(unsigned long e);
WOLFSSL_API void  wolfSSL_ERR_clear_error(void);
WOLFSSL_API unsigned long wolfSSL_ERR_get_error(void);

/* Finite-field DH parameters for the server (TLS 1.3 uses the named
 * ffdhe groups; these are accepted for compatibility). */
WOLFSSL_API int  wolfSSL_CTX_SetTmpDH(WOLFSSL_CTX* ctx,
                                      const unsigned char* p, int pSz,
                                      const unsigned char* g, int gSz);

#ifdef __cplusplus
}
#endif

#endif /* WOLFSSL_SSL_H */
