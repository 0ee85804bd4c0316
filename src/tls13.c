/* tls13.c -- the TLS 1.3 handshake (RFC 8446), client and server.
 *
 * Each side is a loop over its state (tls_int.h): it flushes what is
 * queued, takes the next handshake message (tls_get_hs), checks that it
 * is the one the state allows, processes it, and only then consumes it,
 * so that WANT_READ / WANT_WRITE from the transport resume where they
 * stopped.  A flight is queued whole and flushed once.
 *
 * Covered: full handshakes with (EC)DHE key shares, HelloRetryRequest
 * (with a cookie echoed by the client), certificate authentication both
 * ways (certificate_required when a required client certificate is
 * missing), the middlebox compatibility mode, SNI, ALPN, KeyUpdate and
 * NewSessionTicket (accepted and ignored) after the handshake.
 */
#include "tls_int.h"
#include <wolfssl/wolfcrypt/misc.h>

/* SHA-256("HelloRetryRequest"), the random of a HelloRetryRequest. */
static const byte tls13_hrr_random[TLS_RANDOM_SZ] = {
    0xCF, 0x21, 0xAD, 0x74, 0xE5, 0x9A, 0x61, 0x11, 0xBE, 0x1D, 0x8C, 0x02,
    0x1E, 0x65, 0xB8, 0x91, 0xC2, 0xA2, 0x11, 0x16, 0x7A, 0xBB, 0x8C, 0x5E,
    0x07, 0x9E, 0x09, 0xE2, 0xC8, 0xA8, 0x33, 0x9C
};

#define TLS13_MSG_MAX (4 + 8192)    /* our hellos and small messages */

/* ---- helpers ------------------------------------------------------------ */

static int tls13_hash_size(const WOLFSSL* ssl)
{
    return wc_HashGetDigestSize((enum wc_HashType)ssl->suite->hash);
}

/* Queue a handshake message (b holds it with its 4-byte header at 0,
 * length still open) and add it to the transcript. */
static int tls13_send_hs(WOLFSSL* ssl, tls_buf* b)
{
    int ret;

    if (!b->ok)
        return BUILD_MSG_ERROR;
    tls_close_len(b, 1, 3);
    ret = tls13_th_add(ssl->hs, b->p, b->len);
    if (ret == 0)
        ret = tls_send_record(ssl, TLS_CT_HANDSHAKE, b->p, b->len);
    return ret;
}

static void tls13_hs_start(tls_buf* b, byte* p, word32 cap, int type)
{
    tls_buf_init(b, p, cap);
    tls_put8(b, (word32)type);
    (void)tls_open_len(b, 3);
}

static int tls13_send_ccs(WOLFSSL* ssl)
{
    static const byte one = 1;

    if (!ssl->hs->compat || ssl->hs->ccsSent)
        return 0;
    ssl->hs->ccsSent = 1;
    return tls_send_record(ssl, TLS_CT_CHANGE_CIPHER_SPEC, &one, 1);
}

static int tls13_list_has(const word16* l, int n, word16 v)
{
    int i;

    for (i = 0; i < n; i++) {
        if (l[i] == v)
            return 1;
    }
    return 0;
}

/* Process a message: add it to the transcript and consume it. */
static int tls13_done_msg(WOLFSSL* ssl, const byte* msg, word32 len)
{
    int ret = tls13_th_add(ssl->hs, msg, TLS_HS_HEADER + len);

    tls_consume_hs(ssl);
    return ret;
}

/* After a received message was processed (ret): on success move to
 * state next and take the message into the transcript. */
static int tls13_advance(WOLFSSL* ssl, int ret, int next, const byte* msg,
                         word32 len)
{
    if (ret != 0)
        return ret;
    ssl->state = next;
    return tls13_done_msg(ssl, msg, len);
}

/* Keys change only at a record boundary (RFC 8446 5.1). */
static int tls13_key_boundary(WOLFSSL* ssl)
{
    if (ssl->hsLen != 0)
        return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE, OUT_OF_ORDER_E);
    return 0;
}

static const byte* tls13_secret(WOLFSSL* ssl, int client, int app)
{
    if (app)
        return client ? ssl->cAppTraffic : ssl->sAppTraffic;
    return client ? ssl->hs->cHsTraffic : ssl->hs->sHsTraffic;
}

static int tls13_set_keys(WOLFSSL* ssl, int read, int app)
{
    int client = (ssl->cfg.side == WOLFSSL_CLIENT_END);
    int fromClient = read ? !client : client;
    int ret = tls_dir_set(read ? &ssl->rd : &ssl->wr, ssl->suite,
                          tls13_secret(ssl, fromClient, app));

    return (ret == 0) ? 0 : tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
}

/* ---- our certificate, CertificateVerify, Finished ---------------------- */

static int tls13_load_key(WOLFSSL* ssl)
{
    tls_hs* hs = ssl->hs;
    int     ret;

    if (hs->keyLoaded)
        return 0;
    if ((ssl->id == NULL) || (ssl->id->key == NULL) || (ssl->id->count == 0))
        return NO_PRIVATE_KEY;
    ret = tls_privkey_load(&hs->key, ssl->id->key, ssl->id->keySz,
                           ssl->heap);
    if (ret == 0)
        hs->keyLoaded = 1;
    return ret;
}

/* Our signature scheme: the first of our preferences the key can sign
 * with and the peer accepts. */
static int tls13_pick_scheme(WOLFSSL* ssl)
{
    tls_hs* hs = ssl->hs;
    word16  ours[TLS_MAX_SIGS];
    int     n = tls_default_sig_schemes(ours, TLS_MAX_SIGS), i;

    for (i = 0; i < n; i++) {
        /* TLS 1.3 signs handshakes with PSS, ECDSA or EdDSA only */
        if ((ours[i] & 0xFF) == 0x01)
            continue;
        if (tls_privkey_can_sign(&hs->key, ours[i]) &&
            tls13_list_has(hs->peerSigs, hs->peerSigCount, ours[i])) {
            hs->sigScheme = ours[i];
            return 0;
        }
    }
    return MATCH_SUITE_ERROR;
}

static int tls13_send_certificate(WOLFSSL* ssl)
{
    tls_identity* id = ssl->id;
    tls_buf       b;
    byte*         p;
    word32        cap = 64, at;
    int           i, ret, have;

    have = (id != NULL) && (id->count > 0) && ssl->hs->keyLoaded;
    if (have) {
        for (i = 0; i < id->count; i++)
            cap += 5 + id->derSz[i];
    }
    p = (byte*)XMALLOC(cap, ssl->heap, DYNAMIC_TYPE_TMP_BUFFER);
    if (p == NULL)
        return MEMORY_E;
    tls13_hs_start(&b, p, cap, TLS_HS_CERTIFICATE);
    tls_put8(&b, 0);                        /* request context */
    at = tls_open_len(&b, 3);
    for (i = 0; have && (i < id->count); i++) {
        word32 c = tls_open_len(&b, 3);
        tls_put(&b, id->der[i], id->derSz[i]);
        tls_close_len(&b, c, 3);
        tls_put16(&b, 0);                   /* no extensions */
    }
    tls_close_len(&b, at, 3);
    ret = tls13_send_hs(ssl, &b);
    XFREE(p, ssl->heap, DYNAMIC_TYPE_TMP_BUFFER);
    return ret;
}

/* The content CertificateVerify signs (RFC 8446 4.4.3). */
static int tls13_cv_content(WOLFSSL* ssl, int fromServer, byte* out,
                            word32* outSz)
{
    static const char srv[] = "TLS 1.3, server CertificateVerify";
    static const char cli[] = "TLS 1.3, client CertificateVerify";
    const char* ctx = fromServer ? srv : cli;
    word32      n = 64;

    XMEMSET(out, 0x20, 64);
    XMEMCPY(out + n, ctx, sizeof(srv));     /* with its NUL separator */
    n += sizeof(srv);
    *outSz = n + (word32)tls13_hash_size(ssl);
    return tls13_th_get(ssl->hs, ssl->suite->hash, out + n);
}

static int tls13_send_cert_verify(WOLFSSL* ssl)
{
    byte    content[64 + 34 + TLS_MAX_HASH];
    byte    msg[TLS_HS_HEADER + 4 + TLS_MAX_SIG_SZ];
    word32  cSz, sigSz;
    tls_buf b;
    int     ret;

    ret = tls13_cv_content(ssl, ssl->cfg.side == WOLFSSL_SERVER_END, content,
                           &cSz);
    if (ret != 0)
        return ret;
    tls13_hs_start(&b, msg, sizeof(msg), TLS_HS_CERTIFICATE_VERIFY);
    tls_put16(&b, ssl->hs->sigScheme);
    sigSz = TLS_MAX_SIG_SZ;
    ret = tls_sig_sign(&ssl->hs->key, ssl->hs->sigScheme, content, cSz,
                       &ssl->rng, msg + b.len + 2, &sigSz);
    if (ret != 0)
        return ret;
    tls_put16(&b, sigSz);
    b.len += sigSz;
    return tls13_send_hs(ssl, &b);
}

static int tls13_send_finished(WOLFSSL* ssl)
{
    byte    msg[TLS_HS_HEADER + TLS_MAX_HASH];
    tls_buf b;
    int     client = (ssl->cfg.side == WOLFSSL_CLIENT_END);
    int     ret;

    tls13_hs_start(&b, msg, sizeof(msg), TLS_HS_FINISHED);
    ret = tls13_finished(ssl, tls13_secret(ssl, client, 0), msg + b.len);
    if (ret != 0)
        return ret;
    b.len += (word32)tls13_hash_size(ssl);
    return tls13_send_hs(ssl, &b);
}

/* The peer's CertificateVerify. */
static int tls13_recv_cert_verify(WOLFSSL* ssl, const byte* body,
                                  word32 len)
{
    tls_hs*     hs = ssl->hs;
    byte        content[64 + 34 + TLS_MAX_HASH];
    word32      cSz, scheme;
    tls_rd      r, sig;
    int         ret;
    word16      ours[TLS_MAX_SIGS];
    int         n = tls_default_sig_schemes(ours, TLS_MAX_SIGS);

    tls_rd_init(&r, body, len);
    if ((tls_get16(&r, &scheme) != 0) || (tls_get_vec(&r, 2, &sig) != 0) ||
        !tls_rd_done(&r))
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
    /* a scheme we offered, never PKCS #1 v1.5 in TLS 1.3 */
    if (!tls13_list_has(ours, n, (word16)scheme) || ((scheme & 0xFF) == 1))
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, INVALID_PARAMETER);
    ret = tls13_cv_content(ssl, ssl->cfg.side == WOLFSSL_CLIENT_END, content,
                           &cSz);
    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
    ret = tls_sig_verify(&hs->peerLeaf, (word16)scheme, content, cSz, sig.p,
                         sig.len);
    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_DECRYPT_ERROR, VERIFY_SIGN_ERROR);
    return 0;
}

/* The peer's Finished. */
static int tls13_recv_finished(WOLFSSL* ssl, const byte* body, word32 len)
{
    byte expect[TLS_MAX_HASH];
    int  client = (ssl->cfg.side == WOLFSSL_CLIENT_END);
    int  sz = tls13_hash_size(ssl);
    int  ret = tls13_finished(ssl, tls13_secret(ssl, !client, 0), expect);

    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
    if ((len != (word32)sz) || (ConstantCompare(body, expect, sz) != 0))
        return tls_fatal(ssl, TLS_ALERT_DECRYPT_ERROR, VERIFY_FINISHED_ERROR);
    return 0;
}

/* The peer's Certificate (client: the server's; server: the client's). */
static int tls13_recv_certificate(WOLFSSL* ssl, const byte* body, word32 len)
{
    int alert, ret = tls_peer_certs(ssl, body, len, 1, &alert);

    if (ret != 0)
        return tls_fatal(ssl, alert, ret);
    if (ssl->hs->peerCount == 0) {
        if (ssl->cfg.side == WOLFSSL_CLIENT_END)
            return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, NO_PEER_CERT);
        if (ssl->cfg.verifyMode & WOLFSSL_VERIFY_FAIL_IF_NO_PEER_CERT)
            return tls_fatal(ssl, TLS_ALERT_CERTIFICATE_REQUIRED,
                             NO_PEER_CERT);
    }
    return 0;
}

/* After both Finished: keep the peer's certificate, drop the rest. */
static int tls13_finish(WOLFSSL* ssl)
{
    tls_hs* hs = ssl->hs;

    if ((hs->peerCount > 0) && (ssl->peerCert == NULL))
        ssl->peerCert = wolfSSL_X509_d2i(NULL, hs->peerDer[0],
                                         (int)hs->peerDerSz[0]);
    ssl->state = TLS_ST_CONNECTED;
    tls_hs_free(ssl);
    return 0;
}

/* ---- extensions --------------------------------------------------------- */

static void tls13_put_ext_start(tls_buf* b, int type, word32* at)
{
    tls_put16(b, (word32)type);
    *at = tls_open_len(b, 2);
}

/* supported_groups, signature_algorithms, key_share, ... of ClientHello. */
static void tls13_client_exts(WOLFSSL* ssl, tls_buf* b, const byte* pub,
                              word32 pubSz)
{
    tls_hs* hs = ssl->hs;
    word16  sigs[TLS_MAX_SIGS];
    int     nSigs = tls_default_sig_schemes(sigs, TLS_MAX_SIGS), i;
    word32  e, l, l2;

    tls13_put_ext_start(b, TLS_EXT_SUPPORTED_VERSIONS, &e);
    l = tls_open_len(b, 1);
    tls_put16(b, TLS_VERSION_1_3);
    tls_close_len(b, l, 1);
    tls_close_len(b, e, 2);

    tls13_put_ext_start(b, TLS_EXT_SUPPORTED_GROUPS, &e);
    l = tls_open_len(b, 2);
    for (i = 0; i < ssl->cfg.groupCount; i++)
        tls_put16(b, ssl->cfg.groups[i]);
    tls_close_len(b, l, 2);
    tls_close_len(b, e, 2);

    tls13_put_ext_start(b, TLS_EXT_SIGNATURE_ALGORITHMS, &e);
    l = tls_open_len(b, 2);
    for (i = 0; i < nSigs; i++)
        tls_put16(b, sigs[i]);
    tls_close_len(b, l, 2);
    tls_close_len(b, e, 2);

    tls13_put_ext_start(b, TLS_EXT_KEY_SHARE, &e);
    l = tls_open_len(b, 2);
    tls_put16(b, hs->offeredGroup);
    l2 = tls_open_len(b, 2);
    tls_put(b, pub, pubSz);
    tls_close_len(b, l2, 2);
    tls_close_len(b, l, 2);
    tls_close_len(b, e, 2);

    if (ssl->sni != NULL) {
        tls13_put_ext_start(b, TLS_EXT_SERVER_NAME, &e);
        l = tls_open_len(b, 2);
        tls_put8(b, WOLFSSL_SNI_HOST_NAME);
        l2 = tls_open_len(b, 2);
        tls_put(b, (const byte*)ssl->sni, ssl->sniSz);
        tls_close_len(b, l2, 2);
        tls_close_len(b, l, 2);
        tls_close_len(b, e, 2);
    }
    if (ssl->alpnList != NULL) {
        tls13_put_ext_start(b, TLS_EXT_ALPN, &e);
        l = tls_open_len(b, 2);
        tls_put(b, (const byte*)ssl->alpnList, ssl->alpnListSz);
        tls_close_len(b, l, 2);
        tls_close_len(b, e, 2);
    }
    if (hs->cookieSz > 0) {
        tls13_put_ext_start(b, TLS_EXT_COOKIE, &e);
        l = tls_open_len(b, 2);
        tls_put(b, hs->cookie, hs->cookieSz);
        tls_close_len(b, l, 2);
        tls_close_len(b, e, 2);
    }
}

/* Walk extensions: cb for each; a repeated type is illegal_parameter. */
typedef int (*tls13_ext_cb)(WOLFSSL* ssl, word32 type, tls_rd* data,
                            void* arg);

static int tls13_walk_exts(WOLFSSL* ssl, tls_rd* exts, tls13_ext_cb cb,
                           void* arg)
{
    word32 seen[64];
    int    nSeen = 0, i, ret;

    while (!tls_rd_done(exts)) {
        word32 type;
        tls_rd data;

        if ((tls_get16(exts, &type) != 0) ||
            (tls_get_vec(exts, 2, &data) != 0))
            return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
        for (i = 0; i < nSeen; i++) {
            if (seen[i] == type)
                return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                                 DUPLICATE_TLS_EXT_E);
        }
        if (nSeen < (int)(sizeof(seen) / sizeof(seen[0])))
            seen[nSeen++] = type;
        ret = cb(ssl, type, &data, arg);
        if (ret != 0)
            return ret;
    }
    return 0;
}

/* An ALPN protocol_name_list: each name non-empty, the list non-empty. */
static int tls13_alpn_valid(const tls_rd* list)
{
    tls_rd r = *list, name;

    if (r.len == 0)
        return 0;
    while (!tls_rd_done(&r)) {
        if ((tls_get_vec(&r, 1, &name) != 0) || (name.len == 0))
            return 0;
    }
    return 1;
}

static int tls13_set_alpn(WOLFSSL* ssl, const byte* p, word32 n)
{
    XFREE(ssl->alpn, ssl->heap, DYNAMIC_TYPE_TLSX);
    ssl->alpn = (char*)XMALLOC(n + 1, ssl->heap, DYNAMIC_TYPE_TLSX);
    if (ssl->alpn == NULL)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, MEMORY_E);
    XMEMCPY(ssl->alpn, p, n);
    ssl->alpn[n] = '\0';
    return 0;
}

/* ---- client ------------------------------------------------------------- */

/* The session to resume, when it suits this connection: its suite
 * offered, its ticket not expired.  NULL otherwise. */
static WOLFSSL_SESSION* tls13_resumable(WOLFSSL* ssl)
{
    WOLFSSL_SESSION* r = ssl->resume;
    const tls_suite* s;
    word64           now = (word64)wc_Time(NULL);

    if ((r == NULL) || (r->ticket == NULL) ||
        (r->version != TLS_VERSION_1_3))
        return NULL;
    s = tls_suite_by_id(r->suite);
    if ((s == NULL) ||
        !tls13_list_has(ssl->cfg.suites, ssl->cfg.suiteCount, r->suite) ||
        (now < r->created) || (now - r->created >= r->lifetime))
        return NULL;
    return r;
}

/* psk_key_exchange_modes and pre_shared_key (the last extension) with
 * its binder, then the extensions' length (opened at extAt) closed. */
static int tls13_client_psk(WOLFSSL* ssl, tls_buf* b, word32 extAt)
{
    tls_hs*          hs = ssl->hs;
    WOLFSSL_SESSION* r = tls13_resumable(ssl);
    const tls_suite* s;
    word32           e, l, hashSz, age;
    byte*            binder;
    int              ret;

    if (r == NULL) {
        tls_close_len(b, extAt, 2);
        return b->ok ? 0 : BUILD_MSG_ERROR;
    }
    s = tls_suite_by_id(r->suite);
    hashSz = (word32)wc_HashGetDigestSize((enum wc_HashType)s->hash);
    hs->offeredPsk = 1;
    hs->pskSuite = r->suite;
    XMEMCPY(hs->psk, r->psk, r->pskSz);
    hs->pskSz = r->pskSz;
    age = (word32)(((word64)wc_Time(NULL) - r->created) * 1000) + r->ageAdd;

    tls13_put_ext_start(b, TLS_EXT_PSK_KEY_EXCHANGE_MODES, &e);
    tls_put8(b, 1);
    tls_put8(b, 1);                             /* psk_dhe_ke */
    tls_close_len(b, e, 2);
    tls13_put_ext_start(b, TLS_EXT_PRE_SHARED_KEY, &e);
    l = tls_open_len(b, 2);                     /* identities */
    tls_put16(b, r->ticketSz);
    tls_put(b, r->ticket, r->ticketSz);
    tls_put32(b, age);
    tls_close_len(b, l, 2);
    tls_put16(b, 1 + hashSz);                   /* binders */
    tls_put8(b, hashSz);
    binder = b->p + b->len;
    for (l = 0; l < hashSz; l++)
        tls_put8(b, 0);                         /* filled in below */
    tls_close_len(b, e, 2);
    tls_close_len(b, extAt, 2);
    tls_close_len(b, 1, 3);
    if (!b->ok)
        return BUILD_MSG_ERROR;
    /* the binder covers the ClientHello up to the binders list */
    ret = tls13_binder(hs, s->hash, hs->psk, hs->pskSz, b->p,
                       b->len - 2 - 1 - hashSz, binder, ssl->heap);
    return ret;
}

static int tls13_send_client_hello(WOLFSSL* ssl)
{
    tls_hs* hs = ssl->hs;
    byte    pub[TLS_MAX_PUB_SZ];
    word32  pubSz = sizeof(pub), l;
    byte*   p;
    tls_buf b;
    int     i, ret;

    if (!hs->hrr) {
        ret = wc_RNG_GenerateBlock(&ssl->rng, hs->clientRandom,
                                   TLS_RANDOM_SZ);
        if (ret == 0)
            ret = wc_RNG_GenerateBlock(&ssl->rng, hs->sessionId,
                                       TLS_MAX_SESSION_ID);
        if (ret != 0)
            return ret;
        hs->sessionIdSz = TLS_MAX_SESSION_ID;   /* compatibility mode */
        hs->compat = 1;
    }
    tls_kex_free(&hs->kex);
    ret = tls_kex_keygen(&hs->kex, hs->offeredGroup, &ssl->rng, ssl->heap,
                         pub, &pubSz);
    if (ret != 0)
        return ret;
    p = (byte*)XMALLOC(TLS13_MSG_MAX, ssl->heap, DYNAMIC_TYPE_TMP_BUFFER);
    if (p == NULL)
        return MEMORY_E;
    tls13_hs_start(&b, p, TLS13_MSG_MAX, TLS_HS_CLIENT_HELLO);
    tls_put16(&b, TLS_VERSION_1_2);             /* legacy_version */
    tls_put(&b, hs->clientRandom, TLS_RANDOM_SZ);
    tls_put8(&b, hs->sessionIdSz);
    tls_put(&b, hs->sessionId, hs->sessionIdSz);
    l = tls_open_len(&b, 2);
    for (i = 0; i < ssl->cfg.suiteCount; i++)
        tls_put16(&b, ssl->cfg.suites[i]);
    tls_close_len(&b, l, 2);
    tls_put8(&b, 1);                            /* compression: null */
    tls_put8(&b, 0);
    l = tls_open_len(&b, 2);
    tls13_client_exts(ssl, &b, pub, pubSz);
    ret = tls13_client_psk(ssl, &b, l);
    if (ret == 0)
        ret = tls13_send_hs(ssl, &b);
    XFREE(p, ssl->heap, DYNAMIC_TYPE_TMP_BUFFER);
    return ret;
}

/* Did our ClientHello carry extension type? */
static int tls13_offered(const WOLFSSL* ssl, word32 type)
{
    switch (type) {
        case TLS_EXT_SUPPORTED_VERSIONS:
        case TLS_EXT_SUPPORTED_GROUPS:
        case TLS_EXT_SIGNATURE_ALGORITHMS:
        case TLS_EXT_KEY_SHARE:
            return 1;
        case TLS_EXT_SERVER_NAME:
            return ssl->sni != NULL;
        case TLS_EXT_ALPN:
            return ssl->alpnList != NULL;
        case TLS_EXT_COOKIE:
            return ssl->hs->cookieSz > 0;
        case TLS_EXT_PRE_SHARED_KEY:
        case TLS_EXT_PSK_KEY_EXCHANGE_MODES:
            return ssl->hs->offeredPsk;
        default:
            return 0;
    }
}

/* An extension a server message may not carry: one we offered is
 * illegal_parameter (EXT_NOT_ALLOWED), one we did not offer
 * unsupported_extension (RFC 8446 4.2). */
static int tls13_bad_ext(WOLFSSL* ssl, word32 type)
{
    if (tls13_offered(ssl, type))
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, EXT_NOT_ALLOWED);
    return tls_fatal(ssl, TLS_ALERT_UNSUPPORTED_EXTENSION,
                     UNSUPPORTED_EXTENSION);
}

typedef struct tls13_sh_info {
    int         hrr;
    word32      version;
    word32      group;        /* key_share group (HRR: selected_group) */
    const byte* share;
    word32      shareSz;
    int         haveShare;
    const byte* cookie;
    word32      cookieSz;
    int         psk;          /* pre_shared_key accepted */
    word32      pskIdentity;
} tls13_sh_info;

static int tls13_sh_ext(WOLFSSL* ssl, word32 type, tls_rd* d, void* arg)
{
    tls13_sh_info* sh = (tls13_sh_info*)arg;
    tls_rd         v;

    switch (type) {
        case TLS_EXT_SUPPORTED_VERSIONS:
            if ((tls_get16(d, &sh->version) != 0) || !tls_rd_done(d))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            return 0;
        case TLS_EXT_KEY_SHARE:
            if (tls_get16(d, &sh->group) != 0)
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            if (!sh->hrr) {
                if (tls_get_vec(d, 2, &v) != 0)
                    return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR,
                                     BUFFER_ERROR);
                sh->share = v.p;
                sh->shareSz = v.len;
            }
            if (!tls_rd_done(d))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            sh->haveShare = 1;
            return 0;
        case TLS_EXT_COOKIE:
            if (!sh->hrr)
                break;
            if ((tls_get_vec(d, 2, &v) != 0) || !tls_rd_done(d) ||
                (v.len == 0) || (v.len > TLS_MAX_COOKIE))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            sh->cookie = v.p;
            sh->cookieSz = v.len;
            return 0;
        case TLS_EXT_PRE_SHARED_KEY:
            if (sh->hrr || !ssl->hs->offeredPsk)
                break;
            if ((tls_get16(d, &sh->pskIdentity) != 0) || !tls_rd_done(d))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            sh->psk = 1;
            return 0;
        default:
            break;
    }
    return tls13_bad_ext(ssl, type);
}

static int tls13_recv_server_hello(WOLFSSL* ssl, const byte* msg,
                                   word32 len)
{
    tls_hs*        hs = ssl->hs;
    tls13_sh_info  sh;
    tls_rd         r, sid, exts;
    word32         legacy, suiteId, comp;
    const byte*    random;
    const tls_suite* suite;
    byte           secret[TLS_MAX_SECRET_SZ];
    word32         secretSz = sizeof(secret);
    int            ret;

    XMEMSET(&sh, 0, sizeof(sh));
    tls_rd_init(&r, msg + TLS_HS_HEADER, len);
    if ((tls_get16(&r, &legacy) != 0) ||
        (tls_get_bytes(&r, TLS_RANDOM_SZ, &random) != 0) ||
        (tls_get_vec(&r, 1, &sid) != 0) || (tls_get16(&r, &suiteId) != 0) ||
        (tls_get8(&r, &comp) != 0))
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
    if (tls_rd_done(&r) || (tls_get_vec(&r, 2, &exts) != 0) ||
        !tls_rd_done(&r))
        /* no extensions: at most TLS 1.2, which this side does not do */
        return tls_fatal(ssl, TLS_ALERT_PROTOCOL_VERSION, VERSION_ERROR);
    sh.hrr = (XMEMCMP(random, tls13_hrr_random, TLS_RANDOM_SZ) == 0);
    ret = tls13_walk_exts(ssl, &exts, tls13_sh_ext, &sh);
    if (ret != 0)
        return ret;
    if (sh.version != TLS_VERSION_1_3)
        return tls_fatal(ssl, TLS_ALERT_PROTOCOL_VERSION, VERSION_ERROR);
    if ((legacy != TLS_VERSION_1_2) || (comp != 0) ||
        (sid.len != hs->sessionIdSz) ||
        (XMEMCMP(sid.p, hs->sessionId, sid.len) != 0))
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, INVALID_PARAMETER);
    suite = tls_suite_by_id((word16)suiteId);
    if ((suite == NULL) || (suite->version != WOLFSSL_TLSV1_3) ||
        !tls13_list_has(ssl->cfg.suites, ssl->cfg.suiteCount,
                        (word16)suiteId) ||
        ((ssl->suite != NULL) && (ssl->suite != suite)))
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, MATCH_SUITE_ERROR);
    ssl->suite = suite;

    if (sh.hrr) {
        if (hs->hrr)
            return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                             DUPLICATE_MSG_E);
        /* the group must be one we support and not the one we sent */
        if (!sh.haveShare && (sh.cookie == NULL))
            return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                             INVALID_PARAMETER);
        if (sh.haveShare &&
            (!tls13_list_has(ssl->cfg.groups, ssl->cfg.groupCount,
                             (word16)sh.group) ||
             (sh.group == hs->offeredGroup)))
            return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                             BAD_KEY_SHARE_DATA);
        hs->hrr = 1;
        if (sh.haveShare)
            hs->offeredGroup = (word16)sh.group;
        if (sh.cookie != NULL) {
            XMEMCPY(hs->cookie, sh.cookie, sh.cookieSz);
            hs->cookieSz = (word16)sh.cookieSz;
        }
        ret = tls13_th_hrr(hs, suite->hash);
        if (ret == 0)
            ret = tls13_done_msg(ssl, msg, len);
        if (ret == 0)
            ret = tls13_send_ccs(ssl);
        if (ret == 0)
            ret = tls13_send_client_hello(ssl);
        if (ret != 0)
            return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
        return 0;
    }

    if (!sh.haveShare || (sh.group != hs->offeredGroup))
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, BAD_KEY_SHARE_DATA);
    if (sh.psk) {
        /* our one identity, under a suite of the ticket's hash */
        const tls_suite* ps = tls_suite_by_id(hs->pskSuite);
        if ((sh.pskIdentity != 0) || (ps == NULL) ||
            (ps->hash != suite->hash))
            return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                             INVALID_PARAMETER);
        hs->usingPsk = 1;
        ssl->resumed = 1;
    }
    XMEMCPY(hs->serverRandom, random, TLS_RANDOM_SZ);
    ret = tls_kex_agree(&hs->kex, sh.share, sh.shareSz, secret, &secretSz);
    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, ret);
    ssl->group = hs->offeredGroup;
    ssl->version = TLS_VERSION_1_3;
    ret = tls13_done_msg(ssl, msg, len);
    if (ret == 0)
        ret = tls13_derive_handshake(ssl, secret, secretSz);
    ForceZero(secret, sizeof(secret));
    tls_kex_free(&hs->kex);
    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
    ret = tls13_key_boundary(ssl);
    if (ret == 0)
        ret = tls13_set_keys(ssl, 1, 0);
    if (ret == 0)
        ssl->state = TLS_ST_C_WAIT_EE;
    return ret;
}

static int tls13_ee_ext(WOLFSSL* ssl, word32 type, tls_rd* d, void* arg)
{
    tls_rd list, name, ours, o;

    (void)arg;
    switch (type) {
        case TLS_EXT_SERVER_NAME:
            if (ssl->sni == NULL)
                break;
            if (d->len != 0)        /* RFC 6066 3: empty from a server */
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            return 0;
        case TLS_EXT_ALPN:
            if (ssl->alpnList == NULL)
                break;
            /* RFC 7301 3.1: exactly one non-empty name */
            if ((tls_get_vec(d, 2, &list) != 0) || !tls_rd_done(d) ||
                (tls_get_vec(&list, 1, &name) != 0) ||
                !tls_rd_done(&list) || (name.len == 0))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            /* it must be one we offered */
            tls_rd_init(&ours, (const byte*)ssl->alpnList, ssl->alpnListSz);
            while (tls_get_vec(&ours, 1, &o) == 0) {
                if ((o.len == name.len) && (XMEMCMP(o.p, name.p, o.len) == 0))
                    return tls13_set_alpn(ssl, name.p, name.len);
            }
            return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                             UNKNOWN_ALPN_PROTOCOL_NAME_E);
        case TLS_EXT_SUPPORTED_GROUPS:
            return 0;               /* the server's preference: informational */
        default:
            break;
    }
    return tls13_bad_ext(ssl, type);
}

static int tls13_recv_ee(WOLFSSL* ssl, const byte* msg, word32 len)
{
    tls_rd r, exts;
    int    ret;

    tls_rd_init(&r, msg + TLS_HS_HEADER, len);
    if ((tls_get_vec(&r, 2, &exts) != 0) || !tls_rd_done(&r))
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
    ret = tls13_walk_exts(ssl, &exts, tls13_ee_ext, NULL);
    if ((ret == 0) && (ssl->alpnList != NULL) && (ssl->alpn == NULL) &&
        (ssl->alpnOpts & WOLFSSL_ALPN_FAILED_ON_MISMATCH))
        ret = tls_fatal(ssl, TLS_ALERT_NO_APPLICATION_PROTOCOL,
                        UNKNOWN_ALPN_PROTOCOL_NAME_E);
    return ret;
}

/* signature_algorithms into peerSigs. */
static int tls13_parse_sigs(WOLFSSL* ssl, tls_rd* d)
{
    tls_hs* hs = ssl->hs;
    tls_rd  list;
    word32  s;

    if ((tls_get_vec(d, 2, &list) != 0) || !tls_rd_done(d) ||
        (list.len == 0) || (list.len & 1))
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
    hs->peerSigCount = 0;
    while (tls_get16(&list, &s) == 0) {
        if (hs->peerSigCount < TLS_MAX_SIGS)
            hs->peerSigs[hs->peerSigCount++] = (word16)s;
    }
    return 0;
}

static int tls13_cr_ext(WOLFSSL* ssl, word32 type, tls_rd* d, void* arg)
{
    int* haveSigs = (int*)arg;

    if (type == TLS_EXT_SIGNATURE_ALGORITHMS) {
        *haveSigs = 1;
        return tls13_parse_sigs(ssl, d);
    }
    return 0;                   /* others (certificate_authorities, ...) */
}

static int tls13_recv_cert_request(WOLFSSL* ssl, const byte* msg,
                                   word32 len)
{
    tls_rd r, ctx, exts;
    int    haveSigs = 0, ret;

    tls_rd_init(&r, msg + TLS_HS_HEADER, len);
    if ((tls_get_vec(&r, 1, &ctx) != 0) || (tls_get_vec(&r, 2, &exts) != 0) ||
        !tls_rd_done(&r))
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
    if (ctx.len != 0)       /* in-handshake requests have an empty context */
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, INVALID_PARAMETER);
    ret = tls13_walk_exts(ssl, &exts, tls13_cr_ext, &haveSigs);
    if ((ret == 0) && !haveSigs)
        ret = tls_fatal(ssl, TLS_ALERT_MISSING_EXTENSION, EXT_MISSING);
    if (ret == 0)
        ssl->hs->certRequested = 1;
    return ret;
}

/* After the server's Finished: our flight. */
static int tls13_client_flight(WOLFSSL* ssl)
{
    tls_hs* hs = ssl->hs;
    int     ret;

    ret = tls13_derive_master(ssl);         /* through server Finished */
    if (ret == 0)
        ret = tls13_key_boundary(ssl);
    if (ret == 0)
        ret = tls13_set_keys(ssl, 1, 1);
    if (ret == 0)
        ret = tls13_send_ccs(ssl);
    if (ret == 0)
        ret = tls13_set_keys(ssl, 0, 0);
    if ((ret == 0) && hs->certRequested) {
        int haveKey = (tls13_load_key(ssl) == 0) &&
                      (tls13_pick_scheme(ssl) == 0);
        if (!haveKey)
            hs->keyLoaded = 0;          /* send an empty Certificate */
        ret = tls13_send_certificate(ssl);
        if ((ret == 0) && haveKey)
            ret = tls13_send_cert_verify(ssl);
    }
    if (ret == 0)
        ret = tls13_send_finished(ssl);
    if (ret == 0)
        ret = tls13_resumption_secret(ssl);
    if (ret == 0)
        ret = tls13_set_keys(ssl, 0, 1);
    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
    return tls13_finish(ssl);
}

static int tls13_client_step(WOLFSSL* ssl, byte type, const byte* msg,
                             word32 len)
{
    const byte* body = msg + TLS_HS_HEADER;
    int         ret;

    switch (ssl->state) {
        case TLS_ST_C_WAIT_SH:
            if (type != TLS_HS_SERVER_HELLO)
                break;
            return tls13_recv_server_hello(ssl, msg, len);
        case TLS_ST_C_WAIT_EE:
            if (type != TLS_HS_ENCRYPTED_EXTENSIONS)
                break;
            return tls13_advance(ssl, tls13_recv_ee(ssl, msg, len),
                                 ssl->hs->usingPsk ? TLS_ST_C_WAIT_FINISHED
                                                   : TLS_ST_C_WAIT_CERT_CR,
                                 msg, len);
        case TLS_ST_C_WAIT_CERT_CR:
            if (type == TLS_HS_CERTIFICATE_REQUEST) {
                ret = tls13_recv_cert_request(ssl, msg, len);
                return tls13_advance(ssl, ret, TLS_ST_C_WAIT_CERT, msg, len);
            }
            /* fall through */
        case TLS_ST_C_WAIT_CERT:
            if (type != TLS_HS_CERTIFICATE)
                break;
            return tls13_advance(ssl, tls13_recv_certificate(ssl, body, len),
                                 TLS_ST_C_WAIT_CV, msg, len);
        case TLS_ST_C_WAIT_CV:
            if (type != TLS_HS_CERTIFICATE_VERIFY)
                break;
            return tls13_advance(ssl, tls13_recv_cert_verify(ssl, body, len),
                                 TLS_ST_C_WAIT_FINISHED, msg, len);
        case TLS_ST_C_WAIT_FINISHED:
            if (type != TLS_HS_FINISHED)
                break;
            ret = tls13_recv_finished(ssl, body, len);
            if (ret == 0)
                ret = tls13_done_msg(ssl, msg, len);
            if (ret == 0)
                ret = tls13_client_flight(ssl);
            return ret;
        default:
            break;
    }
    return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE, OUT_OF_ORDER_E);
}

/* ---- server ------------------------------------------------------------- */

typedef struct tls13_ch_info {
    int         haveVersions;
    int         v13;
    const byte* shares;        /* client_shares vector content */
    word32      sharesSz;
    int         haveShares;
    word16      groups[TLS_MAX_GROUPS * 2];
    int         groupCount;
    int         haveGroups;
    int         haveSigs;
    const byte* sni;
    word32      sniSz;
    tls_rd      alpn;
    int         haveAlpn;
    const byte* cookie;
    word32      cookieSz;
    int         pskDheKe;      /* psk_key_exchange_modes has psk_dhe_ke */
    tls_rd      pskIds;        /* pre_shared_key identities */
    tls_rd      pskBinders;
    const byte* bindersAt;     /* where the binders list starts */
    const byte* pskExtEnd;     /* where the pre_shared_key data ends */
    int         havePsk;
} tls13_ch_info;

static int tls13_ch_ext(WOLFSSL* ssl, word32 type, tls_rd* d, void* arg)
{
    tls13_ch_info* ch = (tls13_ch_info*)arg;
    tls_rd         list, v;
    word32         x;

    switch (type) {
        case TLS_EXT_SUPPORTED_VERSIONS:
            if ((tls_get_vec(d, 1, &list) != 0) || !tls_rd_done(d) ||
                (list.len == 0) || (list.len & 1))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            ch->haveVersions = 1;
            while (tls_get16(&list, &x) == 0) {
                if (x == TLS_VERSION_1_3)
                    ch->v13 = 1;
            }
            return 0;
        case TLS_EXT_SUPPORTED_GROUPS:
            if ((tls_get_vec(d, 2, &list) != 0) || !tls_rd_done(d) ||
                (list.len == 0) || (list.len & 1))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            ch->haveGroups = 1;
            while (tls_get16(&list, &x) == 0) {
                if (ch->groupCount < (int)(sizeof(ch->groups) /
                                           sizeof(ch->groups[0])))
                    ch->groups[ch->groupCount++] = (word16)x;
            }
            return 0;
        case TLS_EXT_KEY_SHARE:
            if ((tls_get_vec(d, 2, &list) != 0) || !tls_rd_done(d))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            /* check the framing of every entry now */
            v = list;
            while (!tls_rd_done(&v)) {
                tls_rd k;
                if ((tls_get16(&v, &x) != 0) ||
                    (tls_get_vec(&v, 2, &k) != 0) || (k.len == 0))
                    return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR,
                                     BUFFER_ERROR);
            }
            ch->shares = list.p;
            ch->sharesSz = list.len;
            ch->haveShares = 1;
            return 0;
        case TLS_EXT_SIGNATURE_ALGORITHMS:
            ch->haveSigs = 1;
            return tls13_parse_sigs(ssl, d);
        case TLS_EXT_SERVER_NAME:
            if ((tls_get_vec(d, 2, &list) != 0) || !tls_rd_done(d))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            while (!tls_rd_done(&list)) {
                if ((tls_get8(&list, &x) != 0) ||
                    (tls_get_vec(&list, 2, &v) != 0) || (v.len == 0))
                    return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR,
                                     BUFFER_ERROR);
                if ((x == WOLFSSL_SNI_HOST_NAME) && (ch->sni == NULL)) {
                    ch->sni = v.p;
                    ch->sniSz = v.len;
                }
            }
            return 0;
        case TLS_EXT_ALPN:
            if ((tls_get_vec(d, 2, &list) != 0) || !tls_rd_done(d) ||
                !tls13_alpn_valid(&list))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            ch->alpn = list;
            ch->haveAlpn = 1;
            return 0;
        case TLS_EXT_COOKIE:
            if ((tls_get_vec(d, 2, &v) != 0) || !tls_rd_done(d) ||
                (v.len == 0))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            ch->cookie = v.p;
            ch->cookieSz = v.len;
            return 0;
        case TLS_EXT_PSK_KEY_EXCHANGE_MODES:
            if ((tls_get_vec(d, 1, &list) != 0) || !tls_rd_done(d) ||
                (list.len == 0))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            while (tls_get8(&list, &x) == 0) {
                if (x == 1)
                    ch->pskDheKe = 1;
            }
            return 0;
        case TLS_EXT_PRE_SHARED_KEY:
            if (tls_get_vec(d, 2, &ch->pskIds) != 0)
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            ch->bindersAt = d->p + d->pos;
            if ((tls_get_vec(d, 2, &ch->pskBinders) != 0) ||
                !tls_rd_done(d) || (ch->pskIds.len == 0) ||
                (ch->pskBinders.len == 0))
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            ch->pskExtEnd = d->p + d->len;
            ch->havePsk = 1;
            return 0;
        default:
            return 0;       /* ignored: status_request, PSK (none kept) */
    }
}

/* The key share of the client for group, or NULL. */
static const byte* tls13_find_share(const tls13_ch_info* ch, word16 group,
                                    word32* sz)
{
    tls_rd r, k;
    word32 g;

    tls_rd_init(&r, ch->shares, ch->sharesSz);
    while ((tls_get16(&r, &g) == 0) && (tls_get_vec(&r, 2, &k) == 0)) {
        if (g == group) {
            *sz = k.len;
            return k.p;
        }
    }
    return NULL;
}

/* The server's choice of ALPN protocol: ours in order, the first the
 * client offered. */
static int tls13_pick_alpn(WOLFSSL* ssl, const tls13_ch_info* ch)
{
    tls_rd ours, o, theirs, t;

    if ((ssl->alpnList == NULL) || !ch->haveAlpn)
        return 0;
    tls_rd_init(&ours, (const byte*)ssl->alpnList, ssl->alpnListSz);
    while (tls_get_vec(&ours, 1, &o) == 0) {
        theirs = ch->alpn;
        while (tls_get_vec(&theirs, 1, &t) == 0) {
            if ((t.len == o.len) && (XMEMCMP(t.p, o.p, o.len) == 0))
                return tls13_set_alpn(ssl, o.p, o.len);
        }
    }
    if (ssl->alpnOpts & WOLFSSL_ALPN_CONTINUE_ON_MISMATCH)
        return 0;
    return tls_fatal(ssl, TLS_ALERT_NO_APPLICATION_PROTOCOL,
                     UNKNOWN_ALPN_PROTOCOL_NAME_E);
}

static int tls13_send_server_hello(WOLFSSL* ssl, int hrr, const byte* pub,
                                   word32 pubSz)
{
    tls_hs* hs = ssl->hs;
    byte*   p;
    tls_buf b;
    word32  e, l;
    int     ret;

    p = (byte*)XMALLOC(TLS13_MSG_MAX, ssl->heap, DYNAMIC_TYPE_TMP_BUFFER);
    if (p == NULL)
        return MEMORY_E;
    tls13_hs_start(&b, p, TLS13_MSG_MAX, TLS_HS_SERVER_HELLO);
    tls_put16(&b, TLS_VERSION_1_2);
    tls_put(&b, hrr ? tls13_hrr_random : hs->serverRandom, TLS_RANDOM_SZ);
    tls_put8(&b, hs->sessionIdSz);
    tls_put(&b, hs->sessionId, hs->sessionIdSz);
    tls_put16(&b, ssl->suite->id);
    tls_put8(&b, 0);
    l = tls_open_len(&b, 2);
    tls13_put_ext_start(&b, TLS_EXT_SUPPORTED_VERSIONS, &e);
    tls_put16(&b, TLS_VERSION_1_3);
    tls_close_len(&b, e, 2);
    tls13_put_ext_start(&b, TLS_EXT_KEY_SHARE, &e);
    tls_put16(&b, ssl->group);
    if (!hrr) {
        word32 k = tls_open_len(&b, 2);
        tls_put(&b, pub, pubSz);
        tls_close_len(&b, k, 2);
    }
    tls_close_len(&b, e, 2);
    if (!hrr && hs->usingPsk) {
        tls13_put_ext_start(&b, TLS_EXT_PRE_SHARED_KEY, &e);
        tls_put16(&b, hs->pskIdentity);
        tls_close_len(&b, e, 2);
    }
    if (hrr && (hs->cookieSz > 0)) {
        word32 k;
        tls13_put_ext_start(&b, TLS_EXT_COOKIE, &e);
        k = tls_open_len(&b, 2);
        tls_put(&b, hs->cookie, hs->cookieSz);
        tls_close_len(&b, k, 2);
        tls_close_len(&b, e, 2);
    }
    tls_close_len(&b, l, 2);
    ret = tls13_send_hs(ssl, &b);
    XFREE(p, ssl->heap, DYNAMIC_TYPE_TMP_BUFFER);
    return ret;
}

static int tls13_send_ee(WOLFSSL* ssl)
{
    byte    msg[TLS_HS_HEADER + 2 + 8 + 256];
    tls_buf b;
    word32  l, e;

    tls13_hs_start(&b, msg, sizeof(msg), TLS_HS_ENCRYPTED_EXTENSIONS);
    l = tls_open_len(&b, 2);
    if (ssl->peerSni != NULL) {
        tls13_put_ext_start(&b, TLS_EXT_SERVER_NAME, &e);
        tls_close_len(&b, e, 2);
    }
    if (ssl->alpn != NULL) {
        word32 n = (word32)XSTRLEN(ssl->alpn), k, k2;
        tls13_put_ext_start(&b, TLS_EXT_ALPN, &e);
        k = tls_open_len(&b, 2);
        k2 = tls_open_len(&b, 1);
        tls_put(&b, (const byte*)ssl->alpn, n);
        tls_close_len(&b, k2, 1);
        tls_close_len(&b, k, 2);
        tls_close_len(&b, e, 2);
    }
    tls_close_len(&b, l, 2);
    return tls13_send_hs(ssl, &b);
}

static int tls13_send_cert_request(WOLFSSL* ssl)
{
    byte    msg[TLS_HS_HEADER + 16 + 2 * TLS_MAX_SIGS];
    word16  sigs[TLS_MAX_SIGS];
    int     n = tls_default_sig_schemes(sigs, TLS_MAX_SIGS), i;
    tls_buf b;
    word32  l, e, k;

    tls13_hs_start(&b, msg, sizeof(msg), TLS_HS_CERTIFICATE_REQUEST);
    tls_put8(&b, 0);                        /* context */
    l = tls_open_len(&b, 2);
    tls13_put_ext_start(&b, TLS_EXT_SIGNATURE_ALGORITHMS, &e);
    k = tls_open_len(&b, 2);
    for (i = 0; i < n; i++)
        tls_put16(&b, sigs[i]);
    tls_close_len(&b, k, 2);
    tls_close_len(&b, e, 2);
    tls_close_len(&b, l, 2);
    ssl->hs->certRequested = 1;
    return tls13_send_hs(ssl, &b);
}

/* The server's first flight after a ClientHello it accepts. */
static int tls13_server_flight(WOLFSSL* ssl, const byte* share,
                               word32 shareSz)
{
    tls_hs* hs = ssl->hs;
    byte    pub[TLS_MAX_PUB_SZ];
    word32  pubSz = sizeof(pub);
    byte    secret[TLS_MAX_SECRET_SZ];
    word32  secretSz = sizeof(secret);
    int     ret;

    ret = wc_RNG_GenerateBlock(&ssl->rng, hs->serverRandom, TLS_RANDOM_SZ);
    if (ret == 0)
        ret = tls_kex_keygen(&hs->kex, ssl->group, &ssl->rng, ssl->heap, pub,
                             &pubSz);
    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
    ret = tls_kex_agree(&hs->kex, share, shareSz, secret, &secretSz);
    tls_kex_free(&hs->kex);
    if (ret != 0) {
        ForceZero(secret, sizeof(secret));
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, ret);
    }
    ret = tls13_send_server_hello(ssl, 0, pub, pubSz);
    if (ret == 0)
        ret = tls13_send_ccs(ssl);
    if (ret == 0)
        ret = tls13_derive_handshake(ssl, secret, secretSz);
    ForceZero(secret, sizeof(secret));
    if (ret == 0)
        ret = tls13_set_keys(ssl, 0, 0);
    if (ret == 0)
        ret = tls13_set_keys(ssl, 1, 0);
    if (ret == 0)
        ret = tls13_send_ee(ssl);
    if (!hs->usingPsk) {
        if ((ret == 0) && (ssl->cfg.verifyMode & WOLFSSL_VERIFY_PEER))
            ret = tls13_send_cert_request(ssl);
        if (ret == 0)
            ret = tls13_send_certificate(ssl);
        if (ret == 0)
            ret = tls13_send_cert_verify(ssl);
    }
    else
        ssl->resumed = 1;
    if (ret == 0)
        ret = tls13_send_finished(ssl);
    if (ret == 0)
        ret = tls13_derive_master(ssl);
    if (ret == 0)
        ret = tls13_set_keys(ssl, 0, 1);
    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
    ssl->version = TLS_VERSION_1_3;
    ssl->state = hs->certRequested ? TLS_ST_S_WAIT_CERT
                                   : TLS_ST_S_WAIT_FINISHED;
    return 0;
}

/* The client's pre_shared_key: the first identity that is a ticket of
 * ours for a suite of the chosen suite's hash, its binder checked (a
 * wrong binder ends the handshake: decrypt_error, BAD_BINDER).  Sets
 * hs->usingPsk when one is taken; no usable identity means a full
 * handshake. */
static int tls13_server_psk(WOLFSSL* ssl, const tls13_ch_info* ch,
                            const byte* msg)
{
    tls_hs* hs = ssl->hs;
    tls_rd  ids = ch->pskIds, binders = ch->pskBinders, id, binder;
    word32  age, idx = 0;
    int     ret;

    hs->usingPsk = 0;
    if (!ch->havePsk || !ch->pskDheKe || ssl->ctx->noTickets)
        return 0;
    while (!tls_rd_done(&ids)) {
        byte   psk[TLS_MAX_HASH], expect[TLS_MAX_HASH];
        byte   pskSz = 0;
        word16 suite = 0;
        const tls_suite* ts;

        if ((tls_get_vec(&ids, 2, &id) != 0) || (id.len == 0) ||
            (tls_get32(&ids, &age) != 0) ||
            (tls_get_vec(&binders, 1, &binder) != 0))
            return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
        ret = tls13_open_ticket(ssl, id.p, id.len, psk, &pskSz, &suite);
        ts = (ret == 0) ? tls_suite_by_id(suite) : NULL;
        if ((ts != NULL) && (ts->hash == ssl->suite->hash) &&
            (pskSz == (byte)tls13_hash_size(ssl))) {
            ret = tls13_binder(hs, ssl->suite->hash, psk, pskSz, msg,
                               (word32)(ch->bindersAt - msg), expect,
                               ssl->heap);
            if ((ret == 0) && ((binder.len != pskSz) ||
                (ConstantCompare(binder.p, expect, pskSz) != 0)))
                ret = BAD_BINDER;
            if (ret != 0) {
                ForceZero(psk, sizeof(psk));
                return tls_fatal(ssl, TLS_ALERT_DECRYPT_ERROR, ret);
            }
            XMEMCPY(hs->psk, psk, pskSz);
            hs->pskSz = pskSz;
            hs->usingPsk = 1;
            hs->pskIdentity = (word16)idx;
            ForceZero(psk, sizeof(psk));
            return 0;
        }
        ForceZero(psk, sizeof(psk));
        idx++;
    }
    /* as many binders as identities */
    if (!tls_rd_done(&binders))
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, BAD_BINDER);
    return 0;
}

static int tls13_recv_client_hello(WOLFSSL* ssl, const byte* msg,
                                   word32 len)
{
    tls_hs*       hs = ssl->hs;
    tls13_ch_info ch;
    tls_rd        r, sid, suites, comp, exts;
    word32        legacy, x;
    const byte*   random;
    const byte*   share = NULL;
    word32        shareSz = 0;
    int           second = (ssl->state == TLS_ST_S_WAIT_CH2);
    int           i, ret;

    XMEMSET(&ch, 0, sizeof(ch));
    tls_rd_init(&r, msg + TLS_HS_HEADER, len);
    if ((tls_get16(&r, &legacy) != 0) ||
        (tls_get_bytes(&r, TLS_RANDOM_SZ, &random) != 0) ||
        (tls_get_vec(&r, 1, &sid) != 0) || (sid.len > TLS_MAX_SESSION_ID) ||
        (tls_get_vec(&r, 2, &suites) != 0) || (suites.len == 0) ||
        (suites.len & 1) || (tls_get_vec(&r, 1, &comp) != 0) ||
        (comp.len == 0))
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
    if (tls_rd_done(&r))
        return tls_fatal(ssl, TLS_ALERT_PROTOCOL_VERSION, VERSION_ERROR);
    if ((tls_get_vec(&r, 2, &exts) != 0) || !tls_rd_done(&r))
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
    ret = tls13_walk_exts(ssl, &exts, tls13_ch_ext, &ch);
    if (ret != 0)
        return ret;
    if (ch.havePsk && (ch.pskExtEnd != exts.p + exts.len))
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, INVALID_PARAMETER);
    if (!ch.v13 || (legacy < TLS_VERSION_1_2))
        return tls_fatal(ssl, TLS_ALERT_PROTOCOL_VERSION, VERSION_ERROR);
    if ((comp.len != 1) || (comp.p[0] != 0))
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, COMPRESSION_ERROR);
    if (!ch.haveSigs || !ch.haveGroups || !ch.haveShares)
        return tls_fatal(ssl, TLS_ALERT_MISSING_EXTENSION, EXT_MISSING);

    if (second) {
        /* the same session and suite; the cookie we sent */
        const tls_suite* keep = ssl->suite;
        if ((sid.len != hs->sessionIdSz) ||
            (XMEMCMP(sid.p, hs->sessionId, sid.len) != 0) ||
            (XMEMCMP(random, hs->clientRandom, TLS_RANDOM_SZ) != 0))
            return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                             INVALID_PARAMETER);
        if ((hs->cookieSz > 0) && ((ch.cookieSz != hs->cookieSz) ||
            (XMEMCMP(ch.cookie, hs->cookie, hs->cookieSz) != 0)))
            return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                             HRR_COOKIE_ERROR);
        ssl->suite = NULL;
        tls_rd_init(&r, suites.p, suites.len);
        while (tls_get16(&r, &x) == 0) {
            if (x == keep->id)
                ssl->suite = keep;
        }
        if (ssl->suite == NULL)
            return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                             MATCH_SUITE_ERROR);
        share = tls13_find_share(&ch, ssl->group, &shareSz);
        if (share == NULL)
            return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                             BAD_KEY_SHARE_DATA);
    }
    else {
        XMEMCPY(hs->clientRandom, random, TLS_RANDOM_SZ);
        XMEMCPY(hs->sessionId, sid.p, sid.len);
        hs->sessionIdSz = (byte)sid.len;
        hs->compat = (sid.len > 0);
        /* suite: ours in order, the first the client offers */
        for (i = 0; (i < ssl->cfg.suiteCount) && (ssl->suite == NULL); i++) {
            const tls_suite* s = tls_suite_by_id(ssl->cfg.suites[i]);
            if ((s == NULL) || (s->version != WOLFSSL_TLSV1_3))
                continue;
            tls_rd_init(&r, suites.p, suites.len);
            while (tls_get16(&r, &x) == 0) {
                if (x == s->id)
                    ssl->suite = s;
            }
        }
        if (ssl->suite == NULL)
            return tls_fatal(ssl, TLS_ALERT_HANDSHAKE_FAILURE,
                             MATCH_SUITE_ERROR);
        /* group: ours in order with a client share, else ours in order
         * the client supports (then HelloRetryRequest) */
        for (i = 0; (i < ssl->cfg.groupCount) && (share == NULL); i++) {
            share = tls13_find_share(&ch, ssl->cfg.groups[i], &shareSz);
            if (share != NULL)
                ssl->group = ssl->cfg.groups[i];
        }
        if (share == NULL) {
            for (i = 0; (i < ssl->cfg.groupCount) && (ssl->group == 0); i++) {
                if (tls13_list_has(ch.groups, ch.groupCount,
                                   ssl->cfg.groups[i]))
                    ssl->group = ssl->cfg.groups[i];
            }
            if (ssl->group == 0)
                return tls_fatal(ssl, TLS_ALERT_HANDSHAKE_FAILURE,
                                 KEY_SHARE_ERROR);
        }
        /* a server given its name (UseSNI) refuses a client asking for
         * another one: unrecognized_name */
        if ((ch.sni != NULL) && (ssl->sni != NULL) &&
            ((ch.sniSz != ssl->sniSz) ||
             (XMEMCMP(ch.sni, ssl->sni, ch.sniSz) != 0)))
            return tls_fatal(ssl, TLS_ALERT_UNRECOGNIZED_NAME,
                             UNKNOWN_SNI_HOST_NAME_E);
        if (ch.sni != NULL) {
            ssl->peerSni = (char*)XMALLOC(ch.sniSz + 1, ssl->heap,
                                          DYNAMIC_TYPE_TLSX);
            if (ssl->peerSni == NULL)
                return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, MEMORY_E);
            XMEMCPY(ssl->peerSni, ch.sni, ch.sniSz);
            ssl->peerSni[ch.sniSz] = '\0';
        }
        ret = tls13_pick_alpn(ssl, &ch);
        if (ret != 0)
            return ret;
        /* our key and a scheme the client accepts */
        ret = tls13_load_key(ssl);
        if (ret != 0)
            return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
        ret = tls13_pick_scheme(ssl);
        if (ret != 0)
            return tls_fatal(ssl, TLS_ALERT_HANDSHAKE_FAILURE, ret);
    }

    if (share != NULL) {
        /* the binder covers the transcript before this ClientHello */
        ret = tls13_server_psk(ssl, &ch, msg);
        if (ret != 0)
            return ret;
    }
    ret = tls13_done_msg(ssl, msg, len);
    if (ret != 0)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
    if (share == NULL) {
        /* HelloRetryRequest: the transcript restarts from a hash of CH1;
         * the cookie proves the client saw this HRR */
        ret = tls13_th_hrr(hs, ssl->suite->hash);
        if (ret == 0)
            ret = wc_RNG_GenerateBlock(&ssl->rng, hs->cookie, 32);
        if (ret == 0) {
            hs->cookieSz = 32;
            hs->hrr = 1;
            ret = tls13_send_server_hello(ssl, 1, NULL, 0);
        }
        if (ret == 0)
            ret = tls13_send_ccs(ssl);
        if (ret != 0)
            return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
        ssl->state = TLS_ST_S_WAIT_CH2;
        return 0;
    }
    ret = tls13_key_boundary(ssl);
    if (ret == 0)
        ret = tls13_server_flight(ssl, share, shareSz);
    return ret;
}

static int tls13_server_step(WOLFSSL* ssl, byte type, const byte* msg,
                             word32 len)
{
    const byte* body = msg + TLS_HS_HEADER;
    int         ret;

    switch (ssl->state) {
        case TLS_ST_S_WAIT_CH:
        case TLS_ST_S_WAIT_CH2:
            if (type != TLS_HS_CLIENT_HELLO)
                break;
            return tls13_recv_client_hello(ssl, msg, len);
        case TLS_ST_S_WAIT_CERT:
            if (type != TLS_HS_CERTIFICATE)
                break;
            ret = tls13_recv_certificate(ssl, body, len);
            return tls13_advance(ssl, ret, (ssl->hs->peerCount > 0) ?
                                 TLS_ST_S_WAIT_CV : TLS_ST_S_WAIT_FINISHED,
                                 msg, len);
        case TLS_ST_S_WAIT_CV:
            if (type != TLS_HS_CERTIFICATE_VERIFY)
                break;
            return tls13_advance(ssl, tls13_recv_cert_verify(ssl, body, len),
                                 TLS_ST_S_WAIT_FINISHED, msg, len);
        case TLS_ST_S_WAIT_FINISHED:
            if (type != TLS_HS_FINISHED)
                break;
            ret = tls13_recv_finished(ssl, body, len);
            if (ret == 0)
                ret = tls13_done_msg(ssl, msg, len);
            if (ret == 0)
                ret = tls13_resumption_secret(ssl);
            if (ret == 0)
                ret = tls13_key_boundary(ssl);
            if (ret == 0)
                ret = tls13_set_keys(ssl, 1, 1);
            if ((ret == 0) && !ssl->ctx->noTickets)
                ret = tls13_send_ticket(ssl);
            if (ret != 0)
                return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
            return tls13_finish(ssl);
        default:
            break;
    }
    return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE, OUT_OF_ORDER_E);
}

/* ---- the loops ---------------------------------------------------------- */

static int tls13_hs_new(WOLFSSL* ssl)
{
    int ret;

    ssl->hs = (tls_hs*)XMALLOC(sizeof(tls_hs), ssl->heap,
                               DYNAMIC_TYPE_TMP_BUFFER);
    if (ssl->hs == NULL)
        return MEMORY_E;
    XMEMSET(ssl->hs, 0, sizeof(tls_hs));
    ret = tls13_th_init(ssl->hs);
    if (ret != 0)
        tls_hs_free(ssl);
    return ret;
}

void tls_hs_free(WOLFSSL* ssl)
{
    tls_hs* hs = ssl->hs;

    if (hs == NULL)
        return;
    tls13_th_free(hs);
    tls_kex_free(&hs->kex);
    tls_peer_free(hs);
    if (hs->keyLoaded)
        tls_privkey_free(&hs->key);
    ForceZero(hs, sizeof(*hs));
    XFREE(hs, ssl->heap, DYNAMIC_TYPE_TMP_BUFFER);
    ssl->hs = NULL;
}

typedef int (*tls13_step_fn)(WOLFSSL* ssl, byte type, const byte* msg,
                             word32 len);

static int tls13_run(WOLFSSL* ssl, tls13_step_fn step)
{
    int ret;

    while (ssl->state != TLS_ST_CONNECTED) {
        byte        type;
        const byte* msg;
        word32      len;

        ret = tls_flush(ssl);
        if (ret != 0)
            return ret;
        ret = tls_get_hs(ssl, &type, &msg, &len);
        if (ret != 0)
            return ret;
        ret = step(ssl, type, msg, len);
        if (ret != 0)
            return ret;
    }
    return tls_flush(ssl);
}

int tls13_connect(WOLFSSL* ssl)
{
    int ret;

    if (ssl->state == TLS_ST_START) {
        ret = tls13_hs_new(ssl);
        if (ret != 0)
            return ret;
        ssl->hs->offeredGroup = ssl->keyShareGroup ? ssl->keyShareGroup
                                                   : ssl->cfg.groups[0];
        ret = tls13_send_client_hello(ssl);
        if (ret != 0)
            return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
        ssl->state = TLS_ST_C_WAIT_SH;
        ret = tls_flush(ssl);
        if (ret != 0)
            return ret;
        /* a non-blocking caller gets control back once the ClientHello is
         * out (curl loads its CAs after the first call) */
        if (ssl->nonblock)
            return WANT_READ;
    }
    return tls13_run(ssl, tls13_client_step);
}

int tls13_accept(WOLFSSL* ssl)
{
    int ret;

    if (ssl->state == TLS_ST_START) {
        ret = tls13_hs_new(ssl);
        if (ret != 0)
            return ret;
        ssl->state = TLS_ST_S_WAIT_CH;
    }
    return tls13_run(ssl, tls13_server_step);
}

/* ---- after the handshake ------------------------------------------------ */

static int tls13_key_update(WOLFSSL* ssl, int read)
{
    int         hash = ssl->suite->hash;
    int         sz = tls13_hash_size(ssl);
    int         client = (ssl->cfg.side == WOLFSSL_CLIENT_END);
    int         fromClient = read ? !client : client;
    byte*       secret = fromClient ? ssl->cAppTraffic : ssl->sAppTraffic;
    byte        next[TLS_MAX_HASH];
    int         ret;

    ret = tls13_hkdf_expand_label(hash, secret, "traffic upd", NULL, 0, next,
                                  (word32)sz);
    if (ret == 0) {
        XMEMCPY(secret, next, (size_t)sz);
        ret = tls_dir_set(read ? &ssl->rd : &ssl->wr, ssl->suite, secret);
    }
    ForceZero(next, sizeof(next));
    return ret;
}

int tls13_send_key_update(WOLFSSL* ssl, int request)
{
    byte msg[TLS_HS_HEADER + 1];
    int  ret;

    msg[0] = TLS_HS_KEY_UPDATE;
    msg[1] = 0;
    msg[2] = 0;
    msg[3] = 1;
    msg[4] = (byte)(request ? 1 : 0);
    ret = tls_send_record(ssl, TLS_CT_HANDSHAKE, msg, sizeof(msg));
    if (ret == 0)
        ret = tls13_key_update(ssl, 0);
    return ret;
}

int tls13_post_hs(WOLFSSL* ssl, byte type, const byte* msg, word32 len)
{
    const byte* body = msg + TLS_HS_HEADER;
    int         ret;

    switch (type) {
        case TLS_HS_KEY_UPDATE:
            if (len != 1)
                return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
            if (body[0] > 1)            /* RFC 8446 4.6.3 */
                return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER,
                                 INVALID_PARAMETER);
            /* the new keys start with the next record */
            if (ssl->hsLen != TLS_HS_HEADER + len)
                return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                                 OUT_OF_ORDER_E);
            ret = tls13_key_update(ssl, 1);
            if ((ret == 0) && (body[0] == 1))
                ret = tls13_send_key_update(ssl, 0);
            if (ret != 0)
                return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
            return 0;
        case TLS_HS_NEW_SESSION_TICKET:
            if (ssl->cfg.side == WOLFSSL_CLIENT_END)
                return tls13_recv_ticket(ssl, body, len);
            break;
        default:
            break;
    }
    return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE, OUT_OF_ORDER_E);
}
