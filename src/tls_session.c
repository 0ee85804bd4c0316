/* tls_session.c -- TLS 1.3 resumption (RFC 8446 4.6.1, 2.2): sessions a
 * client keeps, the tickets a server issues, and the session API
 * (wolfSSL_get1_session, wolfSSL_set_session, i2d/d2i, ...).
 *
 * A server keeps nothing: its ticket is the session state sealed with a
 * key of the context (AES-256-GCM, or ChaCha20-Poly1305 without AES;
 * random, made at the first ticket):
 *
 *   ticket = nonce(12) || AEAD(key, nonce, "wolfSSL ticket",
 *            1 | suite(2) | created(8) | lifetime(4) | pskSz(1) | psk)
 *
 * so a ticket is accepted by the context that issued it while its
 * lifetime lasts (TLS_TICKET_LIFETIME, checked against wc_Time), and by
 * nothing else.  The PSK inside is HKDF-Expand-Label(resumption master
 * secret, "resumption", ticket_nonce); the handshake that resumes proves
 * it with the binder (tls13.c) and still runs (EC)DHE (psk_dhe_ke).
 */
#include "tls_int.h"
#include <wolfssl/wolfcrypt/misc.h>

#define TLS_TICKET_PLAIN_MAX (1 + 2 + 8 + 4 + 1 + TLS_MAX_HASH)
#define TLS_TICKET_MAX       (TLS_AEAD_NONCE_SZ + TLS_TICKET_PLAIN_MAX + \
                              TLS_AEAD_MAX_TAG)

static const byte tls_ticket_aad[] = "wolfSSL ticket";

static void put_be(byte* p, word64 v, int n)
{
    int i;

    for (i = n - 1; i >= 0; i--) {
        p[i] = (byte)v;
        v >>= 8;
    }
}

static word64 get_be(const byte* p, int n)
{
    word64 v = 0;
    int    i;

    for (i = 0; i < n; i++)
        v = (v << 8) | p[i];
    return v;
}

/* ---- session objects ------------------------------------------------------ */

WOLFSSL_SESSION* tls_session_new(void* heap)
{
    WOLFSSL_SESSION* s = (WOLFSSL_SESSION*)XMALLOC(sizeof(*s), heap,
                                                   DYNAMIC_TYPE_OPENSSL);

    if (s != NULL) {
        XMEMSET(s, 0, sizeof(*s));
        s->refCount = 1;
        s->heap = heap;
    }
    return s;
}

void wolfSSL_SESSION_free(WOLFSSL_SESSION* s)
{
    if ((s == NULL) || (--s->refCount > 0))
        return;
    if (s->ticket != NULL)
        XFREE(s->ticket, s->heap, DYNAMIC_TYPE_OPENSSL);
    ForceZero(s, sizeof(*s));
    XFREE(s, NULL, DYNAMIC_TYPE_OPENSSL);
}

int wolfSSL_SESSION_up_ref(WOLFSSL_SESSION* s)
{
    if (s == NULL)
        return WOLFSSL_FAILURE;
    s->refCount++;
    return WOLFSSL_SUCCESS;
}

WOLFSSL_SESSION* wolfSSL_get_session(WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->session : NULL;
}

WOLFSSL_SESSION* wolfSSL_get1_session(WOLFSSL* ssl)
{
    if ((ssl == NULL) || (ssl->session == NULL))
        return NULL;
    ssl->session->refCount++;
    return ssl->session;
}

int wolfSSL_set_session(WOLFSSL* ssl, WOLFSSL_SESSION* s)
{
    if ((ssl == NULL) || (s == NULL))
        return WOLFSSL_FAILURE;
    if (ssl->state != TLS_ST_START)
        return WOLFSSL_FAILURE;
    s->refCount++;
    wolfSSL_SESSION_free(ssl->resume);
    ssl->resume = s;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_session_reused(WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->resumed : 0;
}

long wolfSSL_SESSION_get_timeout(const WOLFSSL_SESSION* s)
{
    return (s != NULL) ? (long)s->lifetime : 0;
}

long wolfSSL_SESSION_get_time(const WOLFSSL_SESSION* s)
{
    return (s != NULL) ? (long)s->created : 0;
}

void wolfSSL_CTX_sess_set_new_cb(WOLFSSL_CTX* ctx,
                                 int (*f)(WOLFSSL*, WOLFSSL_SESSION*))
{
    if (ctx != NULL)
        ctx->newSessionCb = f;
}

int wolfSSL_CTX_UseSessionTicket(WOLFSSL_CTX* ctx)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    ctx->noTickets = 0;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_UseSessionTicket(WOLFSSL* ssl)
{
    return (ssl == NULL) ? BAD_FUNC_ARG : WOLFSSL_SUCCESS;
}

int wolfSSL_CTX_no_ticket_TLSv13(WOLFSSL_CTX* ctx)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    ctx->noTickets = 1;
    return 0;
}

/* The serialized form (i2d / d2i): "WS" 1 | version(2) | suite(2) |
 * created(8) | lifetime(4) | ageAdd(4) | pskSz(1) | psk | ticketSz(2) |
 * ticket. */
#define TLS_SESSION_HDR (3 + 2 + 2 + 8 + 4 + 4 + 1)

int wolfSSL_i2d_SSL_SESSION(WOLFSSL_SESSION* s, unsigned char** p)
{
    int   sz;
    byte* o;

    if ((s == NULL) || (s->ticket == NULL))
        return BAD_FUNC_ARG;
    sz = TLS_SESSION_HDR + s->pskSz + 2 + s->ticketSz;
    if (p == NULL)
        return sz;
    if (*p == NULL) {
        *p = (unsigned char*)XMALLOC((size_t)sz, NULL, DYNAMIC_TYPE_OPENSSL);
        if (*p == NULL)
            return MEMORY_E;
        o = *p;
    }
    else {
        o = *p;
        *p += sz;
    }
    o[0] = 'W';
    o[1] = 'S';
    o[2] = 1;
    put_be(o + 3, s->version, 2);
    put_be(o + 5, s->suite, 2);
    put_be(o + 7, s->created, 8);
    put_be(o + 15, s->lifetime, 4);
    put_be(o + 19, s->ageAdd, 4);
    o[23] = s->pskSz;
    XMEMCPY(o + TLS_SESSION_HDR, s->psk, s->pskSz);
    put_be(o + TLS_SESSION_HDR + s->pskSz, s->ticketSz, 2);
    XMEMCPY(o + TLS_SESSION_HDR + s->pskSz + 2, s->ticket, s->ticketSz);
    return sz;
}

WOLFSSL_SESSION* wolfSSL_d2i_SSL_SESSION(WOLFSSL_SESSION** out,
                                         const unsigned char** p, long len)
{
    WOLFSSL_SESSION* s;
    const byte*      i;
    word32           pskSz, tSz;

    if ((p == NULL) || (*p == NULL) || (len < TLS_SESSION_HDR + 2))
        return NULL;
    i = *p;
    pskSz = i[23];
    if ((i[0] != 'W') || (i[1] != 'S') || (i[2] != 1) ||
        (pskSz > TLS_MAX_HASH) || (pskSz == 0) ||
        ((long)(TLS_SESSION_HDR + pskSz + 2) > len))
        return NULL;
    tSz = (word32)get_be(i + TLS_SESSION_HDR + pskSz, 2);
    if ((tSz == 0) || ((long)(TLS_SESSION_HDR + pskSz + 2 + tSz) > len))
        return NULL;
    s = tls_session_new(NULL);
    if (s == NULL)
        return NULL;
    s->ticket = (byte*)XMALLOC(tSz, NULL, DYNAMIC_TYPE_OPENSSL);
    if (s->ticket == NULL) {
        wolfSSL_SESSION_free(s);
        return NULL;
    }
    s->version = (word16)get_be(i + 3, 2);
    s->suite = (word16)get_be(i + 5, 2);
    s->created = get_be(i + 7, 8);
    s->lifetime = (word32)get_be(i + 15, 4);
    s->ageAdd = (word32)get_be(i + 19, 4);
    s->pskSz = (byte)pskSz;
    XMEMCPY(s->psk, i + TLS_SESSION_HDR, pskSz);
    s->ticketSz = (word16)tSz;
    XMEMCPY(s->ticket, i + TLS_SESSION_HDR + pskSz + 2, tSz);
    *p += TLS_SESSION_HDR + pskSz + 2 + tSz;
    if (out != NULL) {
        wolfSSL_SESSION_free(*out);
        *out = s;
    }
    return s;
}

/* ---- tickets (server) ----------------------------------------------------- */

static int tls_ticket_alg(void)
{
    if (tls_aead_key_size(TLS_AEAD_AES_256_GCM) != 0)
        return TLS_AEAD_AES_256_GCM;
    return TLS_AEAD_CHACHA20_POLY1305;
}

static int tls_ticket_aead(WOLFSSL* ssl, tls_aead* a)
{
    WOLFSSL_CTX* ctx = ssl->ctx;
    int          alg = tls_ticket_alg();

    if (!ctx->ticketKeySet) {
        int ret = wc_RNG_GenerateBlock(&ssl->rng, ctx->ticketKey,
                                       TLS_TICKET_KEY_SZ);
        if (ret != 0)
            return ret;
        ctx->ticketKeySet = 1;
    }
    XMEMSET(a, 0, sizeof(*a));
    return tls_aead_init(a, alg, ctx->ticketKey, tls_aead_key_size(alg));
}

int tls13_send_ticket(WOLFSSL* ssl)
{
    byte     plain[TLS_TICKET_PLAIN_MAX];
    byte     msg[TLS_HS_HEADER + 16 + 2 + TLS_TICKET_MAX + 2];
    byte     psk[TLS_MAX_HASH];
    byte     ageAdd[4];
    byte     nonce = 0;        /* one ticket per connection */
    word32   pskSz = (word32)wc_HashGetDigestSize(
                         (enum wc_HashType)ssl->suite->hash);
    word32   plainSz, tSz;
    tls_aead a;
    tls_buf  b;
    byte*    t;
    int      ret;

    ret = tls13_resumption_psk(ssl, &nonce, 1, psk);
    if (ret == 0)
        ret = wc_RNG_GenerateBlock(&ssl->rng, ageAdd, sizeof(ageAdd));
    if (ret == 0)
        ret = tls_ticket_aead(ssl, &a);
    if (ret != 0) {
        ForceZero(psk, sizeof(psk));
        return ret;
    }
    plain[0] = 1;
    put_be(plain + 1, ssl->suite->id, 2);
    put_be(plain + 3, (word64)wc_Time(NULL), 8);
    put_be(plain + 11, TLS_TICKET_LIFETIME, 4);
    plain[15] = (byte)pskSz;
    XMEMCPY(plain + 16, psk, pskSz);
    plainSz = 16 + pskSz;

    tls_buf_init(&b, msg, sizeof(msg));
    tls_put8(&b, TLS_HS_NEW_SESSION_TICKET);
    tls_put24(&b, 0);
    tls_put32(&b, TLS_TICKET_LIFETIME);
    tls_put(&b, ageAdd, 4);
    tls_put8(&b, 1);
    tls_put8(&b, nonce);
    tSz = TLS_AEAD_NONCE_SZ + plainSz + a.tagSz;
    tls_put16(&b, tSz);
    t = b.p + b.len;
    if (b.ok && (tSz <= b.cap - b.len)) {
        ret = wc_RNG_GenerateBlock(&ssl->rng, t, TLS_AEAD_NONCE_SZ);
        if (ret == 0)
            ret = tls_aead_seal(&a, t, tls_ticket_aad,
                                sizeof(tls_ticket_aad) - 1, plain, plainSz,
                                t + TLS_AEAD_NONCE_SZ);
        b.len += tSz;
    }
    else
        ret = BUFFER_E;
    tls_put16(&b, 0);                       /* no extensions */
    tls_aead_free(&a);
    ForceZero(plain, sizeof(plain));
    ForceZero(psk, sizeof(psk));
    if ((ret == 0) && !b.ok)
        ret = BUFFER_E;
    if (ret != 0)
        return ret;
    put_be(msg + 1, b.len - TLS_HS_HEADER, 3);
    return tls_send_record(ssl, TLS_CT_HANDSHAKE, msg, b.len);
}

int tls13_open_ticket(WOLFSSL* ssl, const byte* ticket, word32 ticketSz,
                      byte* psk, byte* pskSz, word16* suite)
{
    byte     plain[TLS_TICKET_PLAIN_MAX];
    word32   plainSz;
    word64   created, now;
    tls_aead a;
    int      ret;

    if (!ssl->ctx->ticketKeySet)
        return BAD_TICKET_ENCRYPT;
    if ((ticketSz < TLS_AEAD_NONCE_SZ + 16 + 16) || (ticketSz > TLS_TICKET_MAX))
        return BAD_TICKET_MSG_SZ;
    ret = tls_ticket_aead(ssl, &a);
    if (ret != 0)
        return ret;
    plainSz = ticketSz - TLS_AEAD_NONCE_SZ - a.tagSz;
    ret = tls_aead_open(&a, ticket, tls_ticket_aad,
                        sizeof(tls_ticket_aad) - 1, ticket + TLS_AEAD_NONCE_SZ,
                        ticketSz - TLS_AEAD_NONCE_SZ, plain);
    tls_aead_free(&a);
    if (ret != 0)
        return BAD_TICKET_ENCRYPT;
    ret = BAD_TICKET_MSG_SZ;
    if ((plain[0] == 1) && (plain[15] <= TLS_MAX_HASH) &&
        (plainSz == 16 + (word32)plain[15])) {
        created = get_be(plain + 3, 8);
        now = (word64)wc_Time(NULL);
        if ((now + 60 >= created) &&
            (now - created <= get_be(plain + 11, 4))) {
            *suite = (word16)get_be(plain + 1, 2);
            *pskSz = plain[15];
            XMEMCPY(psk, plain + 16, plain[15]);
            ret = 0;
        }
        else
            ret = SESSION_TICKET_EXPECT_E;    /* expired */
    }
    ForceZero(plain, sizeof(plain));
    return ret;
}

/* ---- tickets (client) ----------------------------------------------------- */

int tls13_recv_ticket(WOLFSSL* ssl, const byte* body, word32 len)
{
    tls_rd           r, nonce, ticket, exts;
    word32           lifetime, ageAdd;
    WOLFSSL_SESSION* s;
    int              ret;

    tls_rd_init(&r, body, len);
    if ((tls_get32(&r, &lifetime) != 0) || (tls_get32(&r, &ageAdd) != 0) ||
        (tls_get_vec(&r, 1, &nonce) != 0) ||
        (tls_get_vec(&r, 2, &ticket) != 0) || (ticket.len == 0) ||
        (tls_get_vec(&r, 2, &exts) != 0) || !tls_rd_done(&r))
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, BUFFER_ERROR);
    if (lifetime > 604800)          /* RFC 8446 4.6.1: at most 7 days */
        return tls_fatal(ssl, TLS_ALERT_ILLEGAL_PARAMETER, BAD_TICKET_MSG_SZ);
    if (lifetime == 0)
        return 0;                   /* not to be used */
    s = tls_session_new(ssl->heap);
    if (s == NULL)
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, MEMORY_E);
    s->ticket = (byte*)XMALLOC(ticket.len, ssl->heap, DYNAMIC_TYPE_OPENSSL);
    ret = (s->ticket == NULL) ? MEMORY_E :
          tls13_resumption_psk(ssl, nonce.p, nonce.len, s->psk);
    if (ret != 0) {
        wolfSSL_SESSION_free(s);
        return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, ret);
    }
    XMEMCPY(s->ticket, ticket.p, ticket.len);
    s->ticketSz = (word16)ticket.len;
    s->pskSz = (byte)wc_HashGetDigestSize((enum wc_HashType)ssl->suite->hash);
    s->suite = ssl->suite->id;
    s->version = TLS_VERSION_1_3;
    s->created = (word64)wc_Time(NULL);
    s->lifetime = lifetime;
    s->ageAdd = ageAdd;
    wolfSSL_SESSION_free(ssl->session);
    ssl->session = s;
    if (ssl->ctx->newSessionCb != NULL) {
        /* a callback that returns 1 keeps the reference it was given */
        s->refCount++;
        if (ssl->ctx->newSessionCb(ssl, s) != 1)
            wolfSSL_SESSION_free(s);
    }
    return 0;
}
