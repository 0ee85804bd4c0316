/* error-ssl.h -- the TLS layer's error codes (below wolfCrypt's, which
 * end at -300).  Names and values are wolfSSL's, an interface fact, so
 * that applications that map them keep working; the list grows with the
 * TLS layer.  wolfSSL_ERR_reason_error_string() gives their text. */
#ifndef WOLFSSL_ERROR_SSL_H
#define WOLFSSL_ERROR_SSL_H

#include <wolfssl/wolfcrypt/error-crypt.h>

#ifdef __cplusplus
extern "C" {
#endif

enum wolfSSL_ErrorCodes {
    DOMAIN_NAME_MISMATCH   = -322, /* peer name not in its certificate */
    IPADDR_MISMATCH        = -325, /* peer IP address not in its certificate */
    VERIFY_CERT_ERROR      = -329, /* certificate verification failed */
    NOT_CA_ERROR           = -357, /* a CA was required */
    BAD_CERT_MANAGER_ERROR = -359, /* no or bad certificate manager */
    MAX_CHAIN_ERROR        = -368, /* chain longer than allowed */
    KEYUSE_SIGNATURE_E     = -383, /* keyUsage lacks digitalSignature */
    KEYUSE_ENCIPHER_E      = -385, /* keyUsage lacks keyEncipherment */
    EXTKEYUSE_AUTH_E       = -386  /* extKeyUsage lacks the TLS purpose */
};

#ifdef __cplusplus
}
#endif

#endif /* WOLFSSL_ERROR_SSL_H */
