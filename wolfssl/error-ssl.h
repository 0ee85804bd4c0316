/* error-ssl.h -- the TLS layer's error codes (below wolfCrypt's, which
 * end at -300).  Names and values are wolfSSL's, an interface fact, so
 * that applications that map them keep working.
 * wolfSSL_ERR_reason_error_string() gives their text (src/ssl_error.c). */
#ifndef WOLFSSL_ERROR_SSL_H
#define WOLFSSL_ERROR_SSL_H

#include <wolfssl/wolfcrypt/error-crypt.h>

#ifdef __cplusplus
extern "C" {
#endif

enum wolfSSL_ErrorCodes {
    INPUT_CASE_ERROR             = -301, /* input state machine error */
    PREFIX_ERROR                 = -302, /* bad index to key rounds */
    MEMORY_ERROR                 = -303, /* out of memory */
    VERIFY_FINISHED_ERROR        = -304, /* Finished did not verify */
    VERIFY_MAC_ERROR             = -305, /* record did not authenticate */
    PARSE_ERROR                  = -306, /* malformed record or message header */
    UNKNOWN_HANDSHAKE_TYPE       = -307, /* unknown handshake message type */
    SOCKET_ERROR_E               = -308, /* the I/O callback failed */
    SOCKET_NODATA                = -309, /* expected data, none there */
    INCOMPLETE_DATA              = -310, /* not enough data to complete the task */
    UNKNOWN_RECORD_TYPE          = -311, /* unknown record content type */
    DECRYPT_ERROR                = -312, /* decryption failed */
    FATAL_ERROR                  = -313, /* peer sent a fatal alert */
    ENCRYPT_ERROR                = -314, /* encryption failed */
    FREAD_ERROR                  = -315, /* file read failed */
    NO_PEER_KEY                  = -316, /* the peer's key is missing */
    NO_PRIVATE_KEY               = -317, /* no private key loaded */
    RSA_PRIVATE_ERROR            = -318, /* RSA private operation failed */
    NO_DH_PARAMS                 = -319, /* server lacks DH parameters */
    BUILD_MSG_ERROR              = -320, /* building a message failed */
    BAD_HELLO                    = -321, /* malformed hello */
    DOMAIN_NAME_MISMATCH         = -322, /* peer name not in its certificate */
    WANT_READ                    = -323, /* more input needed: call again */
    NOT_READY_ERROR              = -324, /* handshake layer not ready */
    IPADDR_MISMATCH              = -325, /* peer IP address not in its certificate */
    VERSION_ERROR                = -326, /* record layer version error */
    WANT_WRITE                   = -327, /* output blocked: call again */
    BUFFER_ERROR                 = -328, /* malformed buffer input */
    VERIFY_CERT_ERROR            = -329, /* certificate verification failed */
    VERIFY_SIGN_ERROR            = -330, /* signature verification failed */
    CLIENT_ID_ERROR              = -331, /* PSK client identity error */
    SERVER_HINT_ERROR            = -332, /* PSK server hint error */
    PSK_KEY_ERROR                = -333, /* PSK key error */
    LENGTH_ERROR                 = -341, /* record layer length error */
    PEER_KEY_ERROR               = -342, /* cannot decode the peer's key */
    ZERO_RETURN                  = -343, /* peer sent close_notify */
    SIDE_ERROR                   = -344, /* wrong side (client/server) for the call */
    NO_PEER_CERT                 = -345, /* peer sent no certificate */
    ECC_CURVETYPE_ERROR          = -350, /* bad ECC curve type */
    ECC_CURVE_ERROR              = -351, /* bad ECC curve */
    ECC_PEERKEY_ERROR            = -352, /* bad peer ECC key */
    ECC_MAKEKEY_ERROR            = -353, /* ECC key generation failed */
    ECC_EXPORT_ERROR             = -354, /* ECC key export failed */
    ECC_SHARED_ERROR             = -355, /* ECC shared secret failed */
    NOT_CA_ERROR                 = -357, /* a CA was required */
    BAD_CERT_MANAGER_ERROR       = -359, /* no or bad certificate manager */
    OCSP_CERT_REVOKED            = -360, /* OCSP: certificate revoked */
    CRL_CERT_REVOKED             = -361, /* CRL: certificate revoked */
    CRL_MISSING                  = -362, /* CRL not loaded */
    MAX_CHAIN_ERROR              = -368, /* chain longer than allowed */
    COOKIE_ERROR                 = -369, /* cookie error */
    SEQUENCE_ERROR               = -370, /* sequence number error */
    SUITES_ERROR                 = -371, /* cipher suites error */
    OUT_OF_ORDER_E               = -373, /* message out of order */
    BAD_KEA_TYPE_E               = -374, /* bad key exchange type */
    SANITY_CIPHER_E              = -375, /* cipher sanity check failed */
    RECV_OVERFLOW_E              = -376, /* receive callback returned more than asked */
    GEN_COOKIE_E                 = -377, /* cookie generation failed */
    NO_PEER_VERIFY               = -378, /* peer's CertificateVerify needed */
    FWRITE_ERROR                 = -379, /* file write failed */
    CACHE_MATCH_ERROR            = -380, /* session cache header mismatch */
    UNKNOWN_SNI_HOST_NAME_E      = -381, /* unrecognized server name */
    UNKNOWN_MAX_FRAG_LEN_E       = -382, /* unrecognized max fragment length */
    KEYUSE_SIGNATURE_E           = -383, /* keyUsage lacks digitalSignature */
    KEYUSE_ENCIPHER_E            = -385, /* keyUsage lacks keyEncipherment */
    EXTKEYUSE_AUTH_E             = -386, /* extKeyUsage lacks the TLS purpose */
    SEND_OOB_READ_E              = -387, /* send callback out of bounds */
    SECURE_RENEGOTIATION_E       = -388, /* invalid renegotiation_info */
    SESSION_TICKET_LEN_E         = -389, /* session ticket too large */
    SESSION_TICKET_EXPECT_E      = -390, /* session ticket missing */
    SCR_DIFFERENT_CERT_E         = -391, /* renegotiation with a different certificate */
    SESSION_SECRET_CB_E          = -392, /* session secret callback failed */
    NO_CHANGE_CIPHER_E           = -393, /* Finished before ChangeCipherSpec */
    SANITY_MSG_E                 = -394, /* message out of order */
    DUPLICATE_MSG_E              = -395, /* duplicate message */
    SNI_UNSUPPORTED              = -396, /* SNI not supported */
    SOCKET_PEER_CLOSED_E         = -397, /* transport closed by the peer */
    BAD_TICKET_KEY_CB_SZ         = -398, /* bad session ticket key callback size */
    BAD_TICKET_MSG_SZ            = -399, /* bad session ticket message size */
    BAD_TICKET_ENCRYPT           = -400, /* session ticket encryption failed */
    DH_KEY_SIZE_E                = -401, /* DH key too small */
    SNI_ABSENT_ERROR             = -402, /* no SNI in the request */
    RSA_SIGN_FAULT               = -403, /* RSA signature fault */
    HANDSHAKE_SIZE_ERROR         = -404, /* handshake message too large */
    UNKNOWN_ALPN_PROTOCOL_NAME_E = -405, /* unrecognized ALPN protocol */
    BAD_CERTIFICATE_STATUS_ERROR = -406, /* bad certificate status message */
    RSA_KEY_SIZE_E               = -409, /* RSA key too small */
    ECC_KEY_SIZE_E               = -410, /* ECC key too small */
    INPUT_SIZE_E                 = -412, /* input too large */
    EXT_MASTER_SECRET_NEEDED_E   = -414, /* extended master secret needed to resume */
    DECODE_E                     = -416, /* handshake message decode error */
    INVALID_CERT_CTX_E           = -420, /* certificate request context mismatch */
    BAD_KEY_SHARE_DATA           = -421, /* key share data invalid */
    MISSING_HANDSHAKE_DATA       = -422, /* handshake message missing data */
    BAD_BINDER                   = -423, /* PSK binder does not match */
    EXT_NOT_ALLOWED              = -424, /* extension not allowed in the message */
    INVALID_PARAMETER            = -425, /* security parameter invalid */
    ALERT_COUNT_E                = -427, /* too many alerts */
    EXT_MISSING                  = -428, /* required extension missing */
    UNSUPPORTED_EXTENSION        = -429, /* extension not requested */
    PRF_MISSING                  = -430, /* PRF not built in */
    DH_PARAMS_NOT_FFDHE_E        = -432, /* DH parameters not FFDHE */
    CLIENT_CERT_CB_ERROR         = -436, /* client certificate callback failed */
    SSL_SHUTDOWN_ALREADY_DONE_E  = -437, /* shutdown called again */
    TLS13_SECRET_CB_E            = -438, /* TLS 1.3 secret callback failed */
    NO_CERT_ERROR                = -440, /* no certificate set */
    TOO_MUCH_EARLY_DATA          = -442, /* too much early data */
    SOCKET_FILTERED_E            = -443, /* session stopped by a network filter */
    UNSUPPORTED_PROTO_VERSION    = -450, /* unsupported protocol version */
    DUPLICATE_TLS_EXT_E          = -457, /* duplicate TLS extension */
    UNSUPPORTED_SUITE            = -500, /* unsupported cipher suite */
    MATCH_SUITE_ERROR            = -501, /* no cipher suite in common */
    COMPRESSION_ERROR            = -502, /* compression mismatch */
    KEY_SHARE_ERROR              = -503, /* key share mismatch */
    POST_HAND_AUTH_ERROR         = -504, /* client will not do post-handshake auth */
    HRR_COOKIE_ERROR             = -505  /* HelloRetryRequest cookie mismatch */
};

#define WOLFSSL_LAST_E (-505)

#ifdef __cplusplus
}
#endif

#endif /* WOLFSSL_ERROR_SSL_H */
