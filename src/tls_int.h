/* tls_int.h -- the TLS layer's objects and the interfaces between its
 * files:
 *
 *   ssl.c          the API objects (WOLFSSL_CTX, WOLFSSL) and settings
 *   wolfio.c       default socket I/O callbacks
 *   tls_suites.c   cipher suites, groups and signature schemes by name
 *   tls_record.c   records: framing, protection, alerts, buffering
 *   tls13_keys.c   the TLS 1.3 key schedule and the transcript hash
 *   tls_codec.c    bounded writers and readers of TLS encodings
 *   tls_peer.c     the peer's certificate chain: verification, callback
 *   tls13.c        the TLS 1.3 client and server handshakes
 *   tls_crypto.c   groups, signatures, AEADs by TLS code point
 */
#ifndef WOLFSSL_TLS_INT_H
#define WOLFSSL_TLS_INT_H

#include "ssl_internal.h"
#include "tls_crypto.h"
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/wc_port.h>

/* ---- protocol constants ------------------------------------------------ */

enum tls_content_type {
    TLS_CT_CHANGE_CIPHER_SPEC = 20,
    TLS_CT_ALERT              = 21,
    TLS_CT_HANDSHAKE          = 22,
    TLS_CT_APPLICATION_DATA   = 23
};

enum tls_hs_type {
    TLS_HS_CLIENT_HELLO         = 1,
    TLS_HS_SERVER_HELLO         = 2,
    TLS_HS_NEW_SESSION_TICKET   = 4,
    TLS_HS_END_OF_EARLY_DATA    = 5,
    TLS_HS_ENCRYPTED_EXTENSIONS = 8,
    TLS_HS_CERTIFICATE          = 11,
    TLS_HS_SERVER_KEY_EXCHANGE  = 12,
    TLS_HS_CERTIFICATE_REQUEST  = 13,
    TLS_HS_SERVER_HELLO_DONE    = 14,
    TLS_HS_CERTIFICATE_VERIFY   = 15,
    TLS_HS_CLIENT_KEY_EXCHANGE  = 16,
    TLS_HS_FINISHED             = 20,
    TLS_HS_KEY_UPDATE           = 24,
    TLS_HS_MESSAGE_HASH         = 254
};

enum tls_alert {
    TLS_ALERT_CLOSE_NOTIFY            = 0,
    TLS_ALERT_UNEXPECTED_MESSAGE      = 10,
    TLS_ALERT_BAD_RECORD_MAC          = 20,
    TLS_ALERT_RECORD_OVERFLOW         = 22,
    TLS_ALERT_HANDSHAKE_FAILURE       = 40,
    TLS_ALERT_BAD_CERTIFICATE         = 42,
    TLS_ALERT_UNSUPPORTED_CERTIFICATE = 43,
    TLS_ALERT_CERTIFICATE_REVOKED     = 44,
    TLS_ALERT_CERTIFICATE_EXPIRED     = 45,
    TLS_ALERT_CERTIFICATE_UNKNOWN     = 46,
    TLS_ALERT_ILLEGAL_PARAMETER       = 47,
    TLS_ALERT_UNKNOWN_CA              = 48,
    TLS_ALERT_ACCESS_DENIED           = 49,
    TLS_ALERT_DECODE_ERROR            = 50,
    TLS_ALERT_DECRYPT_ERROR           = 51,
    TLS_ALERT_PROTOCOL_VERSION        = 70,
    TLS_ALERT_INSUFFICIENT_SECURITY   = 71,
    TLS_ALERT_INTERNAL_ERROR          = 80,
    TLS_ALERT_INAPPROPRIATE_FALLBACK  = 86,
    TLS_ALERT_USER_CANCELED           = 90,
    TLS_ALERT_MISSING_EXTENSION       = 109,
    TLS_ALERT_UNSUPPORTED_EXTENSION   = 110,
    TLS_ALERT_UNRECOGNIZED_NAME       = 112,
    TLS_ALERT_BAD_CERTIFICATE_STATUS  = 113,
    TLS_ALERT_UNKNOWN_PSK_IDENTITY    = 115,
    TLS_ALERT_CERTIFICATE_REQUIRED    = 116,
    TLS_ALERT_NO_APPLICATION_PROTOCOL = 120
};

enum tls_ext_type {
    TLS_EXT_SERVER_NAME            = 0,
    TLS_EXT_MAX_FRAGMENT_LENGTH    = 1,
    TLS_EXT_STATUS_REQUEST         = 5,
    TLS_EXT_SUPPORTED_GROUPS       = 10,
    TLS_EXT_EC_POINT_FORMATS       = 11,
    TLS_EXT_SIGNATURE_ALGORITHMS   = 13,
    TLS_EXT_ALPN                   = 16,
    TLS_EXT_EXTENDED_MASTER_SECRET = 23,
    TLS_EXT_RECORD_SIZE_LIMIT      = 28,
    TLS_EXT_SESSION_TICKET         = 35,
    TLS_EXT_PRE_SHARED_KEY         = 41,
    TLS_EXT_EARLY_DATA             = 42,
    TLS_EXT_SUPPORTED_VERSIONS     = 43,
    TLS_EXT_COOKIE                 = 44,
    TLS_EXT_PSK_KEY_EXCHANGE_MODES = 45,
    TLS_EXT_CERTIFICATE_AUTHORITIES = 47,
    TLS_EXT_SIGNATURE_ALGORITHMS_CERT = 50,
    TLS_EXT_KEY_SHARE              = 51,
    TLS_EXT_RENEGOTIATION_INFO     = 0xFF01
};

#define TLS_VERSION_1_2      0x0303
#define TLS_VERSION_1_3      0x0304
#define TLS_RECORD_HEADER    5
#define TLS_HS_HEADER        4
#define TLS_MAX_PLAINTEXT    16384
#define TLS_MAX_CIPHERTEXT   (TLS_MAX_PLAINTEXT + 256)
#define TLS_MAX_HS_MSG       (128 * 1024)  /* largest message we accept */
#define TLS_RANDOM_SZ        32
#define TLS_MAX_SESSION_ID   32
#define TLS_MAX_HASH         64
#define TLS_MAX_CHAIN        10            /* own certificates */
#define TLS_MAX_PEER_CHAIN   32            /* certificates a peer may send */
#define TLS_MAX_SUITES       32
#define TLS_MAX_GROUPS       16
#define TLS_MAX_SIGS         24
#define TLS_MAX_COOKIE       256
#define TLS_TICKET_LIFETIME  7200      /* seconds (the RFC allows 7 days) */
#define TLS_TICKET_KEY_SZ    32

/* ---- suites, groups, schemes (tls_suites.c) ---------------------------- */

typedef struct tls_suite {
    word16      id;         /* IANA code point */
    const char* name;       /* wolfSSL's name */
    const char* iana;       /* the RFC's name */
    byte        version;    /* WOLFSSL_TLSV1_3 or WOLFSSL_TLSV1_2 */
    byte        aead;       /* enum tls_aead_alg */
    byte        hash;       /* enum wc_HashType of the PRF / HKDF */
    byte        auth;       /* TLS 1.2: TLS_KEY_RSA / TLS_KEY_ECC */
} tls_suite;

struct WOLFSSL_CIPHER {
    const tls_suite* suite;
};

WOLFSSL_LOCAL const tls_suite* tls_suite_by_id(word16 id);
/* The built-in suites in default preference order (n out). */
WOLFSSL_LOCAL const tls_suite* tls_suite_list(int* n);
/* Parse a cipher list into ids (max room); the count, or 0 when no name
 * is known. */
WOLFSSL_LOCAL int  tls_suites_parse(const char* list, word16* ids, int max);
/* A group by name ("X25519", "P-256", "secp256r1", "prime256v1",
 * "ffdhe2048", ...), 0 when unknown; and the name of a group. */
WOLFSSL_LOCAL word16 tls_group_by_name(const char* name, size_t len);
WOLFSSL_LOCAL const char* tls_group_name(word16 group);
/* The default suites (ids, count returned); groups by name list (0 when
 * a name is unknown or not built in). */
WOLFSSL_LOCAL int  tls_suites_default(word16* ids, int max);
WOLFSSL_LOCAL int  tls_groups_parse(const char* list, word16* out, int max);
/* 1 when scheme is built in. */
WOLFSSL_LOCAL int  tls_sig_scheme_supported(word16 scheme);
/* The default groups and signature schemes we offer, in order. */
WOLFSSL_LOCAL int  tls_default_groups(word16* out, int max);
WOLFSSL_LOCAL int  tls_default_sig_schemes(word16* out, int max);

/* ---- configuration shared by contexts and connections ------------------ */

/* Own certificate chain and key (DER), reference counted so that a
 * connection shares its context's until it loads its own. */
typedef struct tls_identity {
    byte*       der[TLS_MAX_CHAIN];
    word32      derSz[TLS_MAX_CHAIN];
    int         count;
    byte*       key;           /* private key DER */
    word32      keySz;
    int         refCount;
    void*       heap;
} tls_identity;

typedef struct tls_config {
    byte           side;       /* WOLFSSL_CLIENT_END / WOLFSSL_SERVER_END */
    byte           minVer;     /* WOLFSSL_TLSV1_2 / _3 */
    byte           maxVer;
    int            verifyMode;
    VerifyCallback verifyCb;
    int            verifyDepth;
    word16         suites[TLS_MAX_SUITES];
    int            suiteCount;
    word16         groups[TLS_MAX_GROUPS];
    int            groupCount;
    int            customGroups;   /* UseSupportedCurve replaced defaults */
    CallbackIORecv recv;
    CallbackIOSend send;
} tls_config;

#define WOLFSSL_SERVER_END 0
#define WOLFSSL_CLIENT_END 1

struct WOLFSSL_METHOD {
    byte  side;
    byte  minVer;
    byte  maxVer;
    void* heap;
};

struct WOLFSSL_CTX {
    tls_config          cfg;
    WOLFSSL_METHOD*     method;
    WOLFSSL_X509_STORE* store;
    tls_identity*       id;
    void*               heap;
    void*               appData;
    char*               sni;
    word16              sniSz;
    int                 refCount;
    /* session tickets: the server's ticket key, the new-session hook */
    byte                ticketKey[TLS_TICKET_KEY_SZ];
    int                 ticketKeySet;
    int                 noTickets;
    int               (*newSessionCb)(WOLFSSL*, WOLFSSL_SESSION*);
};

/* ---- connection state -------------------------------------------------- */

/* Protection of one direction. */
typedef struct tls_dir {
    tls_aead aead;
    byte     iv[TLS_AEAD_NONCE_SZ];
    word64   seq;
    int      on;                   /* records are protected */
} tls_dir;

enum tls_state {
    TLS_ST_START = 0,
    /* client */
    TLS_ST_C_WAIT_SH,
    TLS_ST_C_WAIT_EE,
    TLS_ST_C_WAIT_CERT_CR,
    TLS_ST_C_WAIT_CERT,
    TLS_ST_C_WAIT_CV,
    TLS_ST_C_WAIT_FINISHED,
    /* server */
    TLS_ST_S_WAIT_CH,
    TLS_ST_S_WAIT_CH2,
    TLS_ST_S_WAIT_CERT,
    TLS_ST_S_WAIT_CV,
    TLS_ST_S_WAIT_FINISHED,
    TLS_ST_CONNECTED
};

/* What a handshake needs while it runs (freed when it ends). */
typedef struct tls_hs {
    byte        clientRandom[TLS_RANDOM_SZ];
    byte        serverRandom[TLS_RANDOM_SZ];
    byte        sessionId[TLS_MAX_SESSION_ID];
    byte        sessionIdSz;
    tls_kex     kex;
    word16      offeredGroup;        /* client: our key share's group */
    word16      peerSigs[TLS_MAX_SIGS];
    int         peerSigCount;
    word16      sigScheme;           /* the scheme we sign with */
    int         hrr;                 /* a HelloRetryRequest happened */
    byte        cookie[TLS_MAX_COOKIE];
    word16      cookieSz;
    int         certRequested;       /* client: CertificateRequest seen */
    int         compat;              /* middlebox compatibility mode */
    int         ccsSent;
    /* transcript: one running hash per candidate until the suite is
     * known, then only its own */
    wc_HashAlg  th[3];               /* SHA-256, SHA-384, SM3 */
    int         thOn[3];
    byte        secret[TLS_MAX_HASH];      /* current stage secret */
    byte        cHsTraffic[TLS_MAX_HASH];
    byte        sHsTraffic[TLS_MAX_HASH];
    byte        masterSecret[TLS_MAX_HASH];
    /* the peer's certificates (DER copies) */
    byte*       peerDer[TLS_MAX_PEER_CHAIN];
    word32      peerDerSz[TLS_MAX_PEER_CHAIN];
    int         peerCount;
    DecodedCert peerLeaf;              /* parsed from peerDer[0] */
    int         peerLeafParsed;
    tls_privkey key;                   /* our private key, decoded */
    int         keyLoaded;
    /* resumption (tls_session.c) */
    byte        psk[TLS_MAX_HASH];
    byte        pskSz;
    int         offeredPsk;            /* client: pre_shared_key sent */
    int         usingPsk;              /* the handshake is resumed */
    word16      pskSuite;              /* the suite of the ticket */
    word16      pskIdentity;           /* server: the identity taken */
} tls_hs;

/* A session a client can resume: the ticket and what goes with it
 * (tls_session.c).  Reference counted. */
struct WOLFSSL_SESSION {
    int     refCount;
    void*   heap;
    word16  suite;
    word16  version;
    word64  created;          /* seconds (wc_Time) */
    word32  lifetime;         /* seconds */
    word32  ageAdd;
    byte    psk[TLS_MAX_HASH];
    byte    pskSz;
    byte*   ticket;
    word16  ticketSz;
};


struct WOLFSSL {
    WOLFSSL_CTX*   ctx;
    tls_config     cfg;
    tls_identity*  id;
    void*          heap;
    WC_RNG         rng;
    int            rngInit;

    /* I/O */
    void*          ioReadCtx;
    void*          ioWriteCtx;
    int            rfd, wfd;
    int            nonblock;

    /* records in */
    byte*          in;             /* TLS_RECORD_HEADER + ciphertext */
    word32         inLen;          /* bytes of the current record read */
    byte*          app;            /* decrypted application data */
    word32         appLen, appPos;
    byte*          hsBuf;          /* handshake bytes not yet processed */
    word32         hsLen, hsCap;
    int            ccsSeen;
    /* records out */
    byte*          out;
    word32         outLen, outPos, outCap;
    int            pendingWrite;   /* bytes of a write that got WANT_WRITE */
    tls_dir        rd, wr;
    word32         maxFrag;        /* plaintext per record we send */

    /* handshake */
    int            state;
    tls_hs*        hs;
    int            version;        /* negotiated: 0x0304 / 0x0303 */
    const tls_suite* suite;
    word16         group;
    struct WOLFSSL_CIPHER cipher;
    byte           cAppTraffic[TLS_MAX_HASH];
    byte           sAppTraffic[TLS_MAX_HASH];
    byte           resumptionSecret[TLS_MAX_HASH];

    /* results and errors */
    int            error;          /* the last error (sticky when fatal) */
    int            fatal;
    int            shutdown;       /* WOLFSSL_SENT/RECEIVED_SHUTDOWN */
    long           verifyResult;
    WOLFSSL_X509*  peerCert;

    /* options */
    char*          domain;         /* wolfSSL_check_domain_name */
    char*          sni;
    word16         sniSz;
    char*          peerSni;        /* server: the name the client asked */
    char*          alpnList;       /* our offer (wire form) */
    word16         alpnListSz;
    byte           alpnOpts;
    char*          alpn;           /* negotiated, NUL-terminated */
    word16         keyShareGroup;  /* wolfSSL_UseKeyShare */
    void*          appData;
    WOLFSSL_SESSION* session;      /* the latest ticket received */
    WOLFSSL_SESSION* resume;       /* wolfSSL_set_session */
    int            resumed;
};

/* ---- sessions and tickets (tls_session.c) -------------------------------- */

WOLFSSL_LOCAL WOLFSSL_SESSION* tls_session_new(void* heap);
/* Server: a NewSessionTicket for the connection just completed, queued.
 * Client: a NewSessionTicket received (body) kept as ssl->session. */
WOLFSSL_LOCAL int  tls13_send_ticket(WOLFSSL* ssl);
WOLFSSL_LOCAL int  tls13_recv_ticket(WOLFSSL* ssl, const byte* body,
                                     word32 len);
/* Server: open a ticket; on success the PSK, the suite and whether it is
 * still valid.  0 when it opened, else a negative error. */
WOLFSSL_LOCAL int  tls13_open_ticket(WOLFSSL* ssl, const byte* ticket,
                                     word32 ticketSz, byte* psk,
                                     byte* pskSz, word16* suite);

/* ---- records (tls_record.c) -------------------------------------------- */

/* Send a fatal alert (best effort) and remember err: returns err. */
WOLFSSL_LOCAL int  tls_fatal(WOLFSSL* ssl, int alert, int err);
WOLFSSL_LOCAL int  tls_send_alert(WOLFSSL* ssl, int level, int desc);
/* Queue data as records of type (fragmented, protected when on); 0 or
 * an error.  tls_flush() sends the queue: 0, WANT_WRITE (the rest stays
 * queued) or an error.  Alerts are queued and flushed at once. */
WOLFSSL_LOCAL int  tls_send_record(WOLFSSL* ssl, int type, const byte* data,
                                   word32 sz);
WOLFSSL_LOCAL int  tls_flush(WOLFSSL* ssl);
/* The next handshake message: *type, body and length (the message with
 * its header is at *msg, 4 + *len bytes).  Alerts, ChangeCipherSpec and
 * records are handled below; application data during a handshake is
 * unexpected.  0, WANT_READ or an error (alert sent).  The message stays
 * until tls_consume_hs(). */
WOLFSSL_LOCAL int  tls_get_hs(WOLFSSL* ssl, byte* type, const byte** msg,
                              word32* len);
WOLFSSL_LOCAL void tls_consume_hs(WOLFSSL* ssl);
/* After the handshake: read records until application data is ready
 * (ssl->app), handling post-handshake messages through cb.  0, WANT_READ,
 * ZERO_RETURN (close_notify) or an error. */
typedef int (*tls_post_hs_cb)(WOLFSSL* ssl, byte type, const byte* msg,
                              word32 len);
WOLFSSL_LOCAL int  tls_read_app(WOLFSSL* ssl, tls_post_hs_cb cb);
/* Switch a direction to keys derived from a traffic secret. */
WOLFSSL_LOCAL int  tls_dir_set(tls_dir* d, const tls_suite* s,
                               const byte* secret);
WOLFSSL_LOCAL void tls_dir_free(tls_dir* d);

/* ---- TLS 1.3 key schedule (tls13_keys.c) -------------------------------- */

WOLFSSL_LOCAL int  tls13_hkdf_expand_label(int hash, const byte* secret,
                                           const char* label,
                                           const byte* ctx, word32 ctxSz,
                                           byte* out, word32 outSz);
/* Transcript: start both candidate hashes; add a message; choose the
 * suite's hash; the hash so far (digest size of the suite's hash). */
WOLFSSL_LOCAL int  tls13_th_init(tls_hs* hs);
WOLFSSL_LOCAL int  tls13_th_add(tls_hs* hs, const byte* data, word32 sz);
WOLFSSL_LOCAL int  tls13_th_get(tls_hs* hs, int hash, byte* out);
WOLFSSL_LOCAL void tls13_th_free(tls_hs* hs);
/* Replace the transcript by message_hash(ClientHello1) (RFC 8446 4.4.1). */
WOLFSSL_LOCAL int  tls13_th_hrr(tls_hs* hs, int hash);
/* Stages: early (no PSK), handshake (with the (EC)DHE secret), master.
 * They update hs->secret and set the traffic secrets. */
WOLFSSL_LOCAL int  tls13_derive_handshake(WOLFSSL* ssl, const byte* ecdhe,
                                          word32 ecdheSz);
WOLFSSL_LOCAL int  tls13_derive_master(WOLFSSL* ssl);
/* Finished verify_data over the transcript so far with base secret. */
WOLFSSL_LOCAL int  tls13_finished(WOLFSSL* ssl, const byte* base, byte* out);
/* resumption_master_secret over the transcript through client Finished. */
WOLFSSL_LOCAL int  tls13_resumption_secret(WOLFSSL* ssl);
/* The hash of the transcript followed by extra (the transcript stays). */
WOLFSSL_LOCAL int  tls13_th_peek(tls_hs* hs, int hash, const byte* extra,
                                 word32 extraSz, byte* out);
/* A PSK binder (RFC 8446 4.2.11.2) over the transcript and partial, the
 * ClientHello up to its binders. */
WOLFSSL_LOCAL int  tls13_binder(tls_hs* hs, int hash, const byte* psk,
                                word32 pskSz, const byte* partial,
                                word32 partialSz, byte* out, void* heap);
/* The PSK of a ticket: HKDF-Expand-Label(resumption_master_secret,
 * "resumption", nonce, Hash.length). */
WOLFSSL_LOCAL int  tls13_resumption_psk(WOLFSSL* ssl, const byte* nonce,
                                        word32 nonceSz, byte* psk);

/* ---- encodings (tls_codec.c) ------------------------------------------- */

/* A byte writer with bounds: errors stick (ok = 0). */
typedef struct tls_buf {
    byte*  p;
    word32 len, cap;
    int    ok;
} tls_buf;
WOLFSSL_LOCAL void   tls_buf_init(tls_buf* b, byte* p, word32 cap);
WOLFSSL_LOCAL void   tls_put8(tls_buf* b, word32 v);
WOLFSSL_LOCAL void   tls_put16(tls_buf* b, word32 v);
WOLFSSL_LOCAL void   tls_put24(tls_buf* b, word32 v);
WOLFSSL_LOCAL void   tls_put32(tls_buf* b, word32 v);
WOLFSSL_LOCAL void   tls_put(tls_buf* b, const byte* d, word32 n);
/* Open a length field of n bytes (1-3); close it once its content is in. */
WOLFSSL_LOCAL word32 tls_open_len(tls_buf* b, int n);
WOLFSSL_LOCAL void   tls_close_len(tls_buf* b, word32 at, int n);

/* A reader with bounds. */
typedef struct tls_rd {
    const byte* p;
    word32      len, pos;
} tls_rd;
WOLFSSL_LOCAL void tls_rd_init(tls_rd* r, const byte* p, word32 len);
WOLFSSL_LOCAL int  tls_get8(tls_rd* r, word32* v);
WOLFSSL_LOCAL int  tls_get16(tls_rd* r, word32* v);
WOLFSSL_LOCAL int  tls_get32(tls_rd* r, word32* v);
/* A length-prefixed (n bytes) vector: sub reads it. */
WOLFSSL_LOCAL int  tls_get_vec(tls_rd* r, int n, tls_rd* sub);
WOLFSSL_LOCAL int  tls_get_bytes(tls_rd* r, word32 n, const byte** p);
WOLFSSL_LOCAL int  tls_rd_done(const tls_rd* r);

/* ---- the peer's certificates (tls_peer.c) ------------------------------- */

/* Parse a TLS 1.3 Certificate message body into hs->peerDer; verify the
 * chain per the verify mode (store, host name, callback).  0 or the
 * error with its alert in *alert. */
WOLFSSL_LOCAL int  tls_peer_certs(WOLFSSL* ssl, const byte* body, word32 len,
                                  int tls13, int* alert);
WOLFSSL_LOCAL void tls_peer_free(tls_hs* hs);

/* ---- handshakes -------------------------------------------------------- */

WOLFSSL_LOCAL int  tls13_connect(WOLFSSL* ssl);
WOLFSSL_LOCAL int  tls13_accept(WOLFSSL* ssl);
WOLFSSL_LOCAL int  tls13_post_hs(WOLFSSL* ssl, byte type, const byte* msg,
                                 word32 len);
WOLFSSL_LOCAL void tls_hs_free(WOLFSSL* ssl);
/* Send a KeyUpdate (request: ask the peer to update too) and switch our
 * sending keys. */
WOLFSSL_LOCAL int  tls13_send_key_update(WOLFSSL* ssl, int request);

#endif /* WOLFSSL_TLS_INT_H */
