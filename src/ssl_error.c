/* ssl_error.c -- the text of the TLS layer's error codes (error-ssl.h),
 * for wolfSSL_ERR_reason_error_string() and wolfSSL_ERR_error_string(). */
#include "ssl_internal.h"

const char* wolfssl_ssl_error_text(int err)
{
    switch (err) {
        case INPUT_CASE_ERROR: return "Input state machine error";
        case PREFIX_ERROR: return "Bad index to key rounds";
        case MEMORY_ERROR: return "Out of memory";
        case VERIFY_FINISHED_ERROR: return "Finished did not verify";
        case VERIFY_MAC_ERROR: return "Record did not authenticate";
        case PARSE_ERROR: return "Malformed record or message header";
        case UNKNOWN_HANDSHAKE_TYPE: return "Unknown handshake message type";
        case SOCKET_ERROR_E: return "The I/O callback failed";
        case SOCKET_NODATA: return "Expected data, none there";
        case INCOMPLETE_DATA: return "Not enough data to complete the task";
        case UNKNOWN_RECORD_TYPE: return "Unknown record content type";
        case DECRYPT_ERROR: return "Decryption failed";
        case FATAL_ERROR: return "Peer sent a fatal alert";
        case ENCRYPT_ERROR: return "Encryption failed";
        case FREAD_ERROR: return "File read failed";
        case NO_PEER_KEY: return "The peer's key is missing";
        case NO_PRIVATE_KEY: return "No private key loaded";
        case RSA_PRIVATE_ERROR: return "RSA private operation failed";
        case NO_DH_PARAMS: return "Server lacks DH parameters";
        case BUILD_MSG_ERROR: return "Building a message failed";
        case BAD_HELLO: return "Malformed hello";
        case DOMAIN_NAME_MISMATCH: return "Peer name not in its certificate";
        case WANT_READ: return "More input needed: call again";
        case NOT_READY_ERROR: return "Handshake layer not ready";
        case IPADDR_MISMATCH: return "Peer IP address not in its certificate";
        case VERSION_ERROR: return "Record layer version error";
        case WANT_WRITE: return "Output blocked: call again";
        case BUFFER_ERROR: return "Malformed buffer input";
        case VERIFY_CERT_ERROR: return "Certificate verification failed";
        case VERIFY_SIGN_ERROR: return "Signature verification failed";
        case CLIENT_ID_ERROR: return "PSK client identity error";
        case SERVER_HINT_ERROR: return "PSK server hint error";
        case PSK_KEY_ERROR: return "PSK key error";
        case LENGTH_ERROR: return "Record layer length error";
        case PEER_KEY_ERROR: return "Cannot decode the peer's key";
        case ZERO_RETURN: return "Peer sent close_notify";
        case SIDE_ERROR: return "Wrong side (client/server) for the call";
        case NO_PEER_CERT: return "Peer sent no certificate";
        case ECC_CURVETYPE_ERROR: return "Bad ECC curve type";
        case ECC_CURVE_ERROR: return "Bad ECC curve";
        case ECC_PEERKEY_ERROR: return "Bad peer ECC key";
        case ECC_MAKEKEY_ERROR: return "ECC key generation failed";
        case ECC_EXPORT_ERROR: return "ECC key export failed";
        case ECC_SHARED_ERROR: return "ECC shared secret failed";
        case NOT_CA_ERROR: return "A CA was required";
        case BAD_CERT_MANAGER_ERROR: return "No or bad certificate manager";
        case OCSP_CERT_REVOKED: return "OCSP: certificate revoked";
        case CRL_CERT_REVOKED: return "CRL: certificate revoked";
        case CRL_MISSING: return "CRL not loaded";
        case MAX_CHAIN_ERROR: return "Chain longer than allowed";
        case COOKIE_ERROR: return "Cookie error";
        case SEQUENCE_ERROR: return "Sequence number error";
        case SUITES_ERROR: return "Cipher suites error";
        case OUT_OF_ORDER_E: return "Message out of order";
        case BAD_KEA_TYPE_E: return "Bad key exchange type";
        case SANITY_CIPHER_E: return "Cipher sanity check failed";
        case RECV_OVERFLOW_E:
            return "Receive callback returned more than asked";
        case GEN_COOKIE_E: return "Cookie generation failed";
        case NO_PEER_VERIFY: return "Peer's CertificateVerify needed";
        case FWRITE_ERROR: return "File write failed";
        case CACHE_MATCH_ERROR: return "Session cache header mismatch";
        case UNKNOWN_SNI_HOST_NAME_E: return "Unrecognized server name";
        case UNKNOWN_MAX_FRAG_LEN_E: return "Unrecognized max fragment length";
        case KEYUSE_SIGNATURE_E: return "KeyUsage lacks digitalSignature";
        case KEYUSE_ENCIPHER_E: return "KeyUsage lacks keyEncipherment";
        case EXTKEYUSE_AUTH_E: return "ExtKeyUsage lacks the TLS purpose";
        case SEND_OOB_READ_E: return "Send callback out of bounds";
        case SECURE_RENEGOTIATION_E: return "Invalid renegotiation_info";
        case SESSION_TICKET_LEN_E: return "Session ticket too large";
        case SESSION_TICKET_EXPECT_E: return "Session ticket missing";
        case SCR_DIFFERENT_CERT_E:
            return "Renegotiation with a different certificate";
        case SESSION_SECRET_CB_E: return "Session secret callback failed";
        case NO_CHANGE_CIPHER_E: return "Finished before ChangeCipherSpec";
        case SANITY_MSG_E: return "Message out of order";
        case DUPLICATE_MSG_E: return "Duplicate message";
        case SNI_UNSUPPORTED: return "SNI not supported";
        case SOCKET_PEER_CLOSED_E: return "Transport closed by the peer";
        case BAD_TICKET_KEY_CB_SZ:
            return "Bad session ticket key callback size";
        case BAD_TICKET_MSG_SZ: return "Bad session ticket message size";
        case BAD_TICKET_ENCRYPT: return "Session ticket encryption failed";
        case DH_KEY_SIZE_E: return "DH key too small";
        case SNI_ABSENT_ERROR: return "No SNI in the request";
        case RSA_SIGN_FAULT: return "RSA signature fault";
        case HANDSHAKE_SIZE_ERROR: return "Handshake message too large";
        case UNKNOWN_ALPN_PROTOCOL_NAME_E: return "Unrecognized ALPN protocol";
        case BAD_CERTIFICATE_STATUS_ERROR:
            return "Bad certificate status message";
        case RSA_KEY_SIZE_E: return "RSA key too small";
        case ECC_KEY_SIZE_E: return "ECC key too small";
        case INPUT_SIZE_E: return "Input too large";
        case EXT_MASTER_SECRET_NEEDED_E:
            return "Extended master secret needed to resume";
        case DECODE_E: return "Handshake message decode error";
        case INVALID_CERT_CTX_E: return "Certificate request context mismatch";
        case BAD_KEY_SHARE_DATA: return "Key share data invalid";
        case MISSING_HANDSHAKE_DATA: return "Handshake message missing data";
        case BAD_BINDER: return "PSK binder does not match";
        case EXT_NOT_ALLOWED: return "Extension not allowed in the message";
        case INVALID_PARAMETER: return "Security parameter invalid";
        case ALERT_COUNT_E: return "Too many alerts";
        case EXT_MISSING: return "Required extension missing";
        case UNSUPPORTED_EXTENSION: return "Extension not requested";
        case PRF_MISSING: return "PRF not built in";
        case DH_PARAMS_NOT_FFDHE_E: return "DH parameters not FFDHE";
        case CLIENT_CERT_CB_ERROR: return "Client certificate callback failed";
        case SSL_SHUTDOWN_ALREADY_DONE_E: return "Shutdown called again";
        case TLS13_SECRET_CB_E: return "TLS 1.3 secret callback failed";
        case NO_CERT_ERROR: return "No certificate set";
        case TOO_MUCH_EARLY_DATA: return "Too much early data";
        case SOCKET_FILTERED_E: return "Session stopped by a network filter";
        case UNSUPPORTED_PROTO_VERSION: return "Unsupported protocol version";
        case DUPLICATE_TLS_EXT_E: return "Duplicate TLS extension";
        case UNSUPPORTED_SUITE: return "Unsupported cipher suite";
        case MATCH_SUITE_ERROR: return "No cipher suite in common";
        case COMPRESSION_ERROR: return "Compression mismatch";
        case KEY_SHARE_ERROR: return "Key share mismatch";
        case POST_HAND_AUTH_ERROR:
            return "Client will not do post-handshake auth";
        default: return NULL;
    }
}
