/* tls_record.c -- the record layer (RFC 8446 5): reading and writing
 * records through the I/O callbacks, their protection, alerts, and
 * handshake message reassembly.
 *
 * Input is read one record at a time into ssl->in (header, then exactly
 * its body), so nothing beyond the record is taken from the transport.
 * Protected records are opened in place; handshake bytes are copied to
 * ssl->hsBuf, where messages may span records; application data stays in
 * ssl->in (ssl->app) until the application has read it all.  Output is
 * queued in ssl->out and flushed; WANT_WRITE leaves the rest queued.
 */
#include "tls_int.h"
#include <wolfssl/wolfcrypt/misc.h>

/* ---- errors and alerts -------------------------------------------------- */

int tls_send_alert(WOLFSSL* ssl, int level, int desc)
{
    byte a[2];
    int  ret;

    a[0] = (byte)level;
    a[1] = (byte)desc;
    ret = tls_send_record(ssl, TLS_CT_ALERT, a, 2);
    return (ret == 0) ? tls_flush(ssl) : ret;
}

int tls_fatal(WOLFSSL* ssl, int alert, int err)
{
    if (!ssl->fatal) {
        ssl->fatal = 1;
        ssl->error = err;
        if (alert >= 0)
            (void)tls_send_alert(ssl, 2, alert);
    }
    return err;
}

/* ---- output ------------------------------------------------------------- */

static int tls_out_reserve(WOLFSSL* ssl, word32 n)
{
    byte*  p;
    word32 cap;

    if (ssl->outPos == ssl->outLen)
        ssl->outPos = ssl->outLen = 0;
    if (n <= ssl->outCap - ssl->outLen)
        return 0;
    cap = ssl->outLen + n + 1024;
    p = (byte*)XREALLOC(ssl->out, cap, ssl->heap, DYNAMIC_TYPE_OUT_BUFFER);
    if (p == NULL)
        return MEMORY_E;
    ssl->out = p;
    ssl->outCap = cap;
    return 0;
}

int tls_flush(WOLFSSL* ssl)
{
    while (ssl->outPos < ssl->outLen) {
        int n = ssl->cfg.send(ssl, (char*)ssl->out + ssl->outPos,
                              (int)(ssl->outLen - ssl->outPos),
                              ssl->ioWriteCtx);
        if (n > 0) {
            if ((word32)n > ssl->outLen - ssl->outPos)
                return SEND_OOB_READ_E;
            ssl->outPos += (word32)n;
            continue;
        }
        switch (n) {
            case WOLFSSL_CBIO_ERR_WANT_WRITE:
                return WANT_WRITE;
            case WOLFSSL_CBIO_ERR_ISR:
                continue;
            case WOLFSSL_CBIO_ERR_CONN_CLOSE:
                return SOCKET_PEER_CLOSED_E;
            default:
                return SOCKET_ERROR_E;
        }
    }
    ssl->outPos = ssl->outLen = 0;
    return 0;
}

/* The per-record nonce: the IV with the sequence number XORed into its
 * last 8 bytes (RFC 8446 5.3). */
static void tls_nonce(const tls_dir* d, byte* nonce)
{
    int i;

    XMEMCPY(nonce, d->iv, TLS_AEAD_NONCE_SZ);
    for (i = 0; i < 8; i++)
        nonce[TLS_AEAD_NONCE_SZ - 1 - i] ^= (byte)(d->seq >> (8 * i));
}

/* One record of at most maxFrag bytes into the output queue. */
static int tls_queue_record(WOLFSSL* ssl, int type, const byte* data,
                            word32 sz)
{
    tls_dir* d = &ssl->wr;
    word32   body = sz;
    byte*    h;
    int      ret;

    if (d->on)
        body = sz + 1 + d->aead.tagSz;
    ret = tls_out_reserve(ssl, TLS_RECORD_HEADER + body);
    if (ret != 0)
        return ret;
    h = ssl->out + ssl->outLen;
    h[0] = (byte)(d->on ? TLS_CT_APPLICATION_DATA : type);
    h[1] = 3;
    h[2] = 3;
    h[3] = (byte)(body >> 8);
    h[4] = (byte)body;
    if (sz > 0)
        XMEMCPY(h + TLS_RECORD_HEADER, data, sz);
    if (d->on) {
        byte nonce[TLS_AEAD_NONCE_SZ];

        h[TLS_RECORD_HEADER + sz] = (byte)type;    /* TLSInnerPlaintext */
        tls_nonce(d, nonce);
        ret = tls_aead_seal(&d->aead, nonce, h, TLS_RECORD_HEADER,
                            h + TLS_RECORD_HEADER, sz + 1,
                            h + TLS_RECORD_HEADER);
        if (ret != 0)
            return ENCRYPT_ERROR;
        d->seq++;
    }
    ssl->outLen += TLS_RECORD_HEADER + body;
    return 0;
}

int tls_send_record(WOLFSSL* ssl, int type, const byte* data, word32 sz)
{
    word32 off = 0;
    int    ret;

    do {
        word32 n = sz - off;

        if (n > ssl->maxFrag)
            n = ssl->maxFrag;
        ret = tls_queue_record(ssl, type, data + off, n);
        if (ret != 0)
            return ret;
        off += n;
    } while (off < sz);
    return 0;
}

/* ---- input -------------------------------------------------------------- */

/* Read until ssl->in holds want bytes. */
static int tls_read_to(WOLFSSL* ssl, word32 want)
{
    while (ssl->inLen < want) {
        int n = ssl->cfg.recv(ssl, (char*)ssl->in + ssl->inLen,
                              (int)(want - ssl->inLen), ssl->ioReadCtx);
        if (n > 0) {
            if ((word32)n > want - ssl->inLen)
                return RECV_OVERFLOW_E;
            ssl->inLen += (word32)n;
            continue;
        }
        switch (n) {
            case WOLFSSL_CBIO_ERR_WANT_READ:
                return WANT_READ;
            case WOLFSSL_CBIO_ERR_ISR:
                continue;
            case 0:
            case WOLFSSL_CBIO_ERR_CONN_CLOSE:
                return SOCKET_PEER_CLOSED_E;
            default:
                return SOCKET_ERROR_E;
        }
    }
    return 0;
}

/* Handle an alert record: close_notify gives ZERO_RETURN, any other
 * (TLS 1.3: every alert but close_notify and user_canceled ends the
 * connection) FATAL_ERROR. */
static int tls_on_alert(WOLFSSL* ssl, const byte* p, word32 len)
{
    if (len != 2)
        return tls_fatal(ssl, TLS_ALERT_DECODE_ERROR, PARSE_ERROR);
    if (p[1] == TLS_ALERT_CLOSE_NOTIFY) {
        ssl->shutdown |= WOLFSSL_RECEIVED_SHUTDOWN;
        ssl->error = ZERO_RETURN;
        return ZERO_RETURN;
    }
    if ((p[1] == TLS_ALERT_USER_CANCELED) && (p[0] == 1))
        return 0;
    ssl->fatal = 1;
    ssl->error = FATAL_ERROR;
    ssl->shutdown |= WOLFSSL_RECEIVED_SHUTDOWN;
    return FATAL_ERROR;
}

/* Read and open one record: *type, *data (in ssl->in), *len.  Alerts are
 * handled here (their result returned); ChangeCipherSpec during the
 * handshake is dropped (*type 0). */
static int tls_read_record(WOLFSSL* ssl, int* type, byte** data,
                           word32* len)
{
    tls_dir* d = &ssl->rd;
    word32   bodySz;
    byte*    h = ssl->in;
    byte*    body;
    int      ret;

    ret = tls_read_to(ssl, TLS_RECORD_HEADER);
    if (ret != 0)
        return ret;
    bodySz = ((word32)h[3] << 8) | h[4];
    if ((h[0] < TLS_CT_CHANGE_CIPHER_SPEC) ||
        (h[0] > TLS_CT_APPLICATION_DATA))
        return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                         UNKNOWN_RECORD_TYPE);
    if (h[1] != 3)
        return tls_fatal(ssl, TLS_ALERT_PROTOCOL_VERSION, VERSION_ERROR);
    if (bodySz > (d->on ? TLS_MAX_CIPHERTEXT : TLS_MAX_PLAINTEXT))
        return tls_fatal(ssl, TLS_ALERT_RECORD_OVERFLOW, LENGTH_ERROR);
    ret = tls_read_to(ssl, TLS_RECORD_HEADER + bodySz);
    if (ret != 0)
        return ret;
    ssl->inLen = 0;                 /* the next read starts a new record */
    body = h + TLS_RECORD_HEADER;
    *type = h[0];

    if (h[0] == TLS_CT_CHANGE_CIPHER_SPEC) {
        /* RFC 8446 5: a single 0x01, unprotected, while handshaking */
        if ((ssl->state == TLS_ST_CONNECTED) ||
            (ssl->state == TLS_ST_S_WAIT_CH) || (bodySz != 1) ||
            (body[0] != 1) || ssl->ccsSeen)
            return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                             SANITY_MSG_E);
        ssl->ccsSeen = 1;
        *type = 0;
        return 0;
    }
    if (d->on && (h[0] == TLS_CT_ALERT) && (ssl->state != TLS_ST_CONNECTED)) {
        /* a peer that failed before it had our keys alerts in the clear */
    }
    else if (d->on) {
        byte   nonce[TLS_AEAD_NONCE_SZ];
        word32 n;

        if (h[0] != TLS_CT_APPLICATION_DATA)
            return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE, SANITY_MSG_E);
        if (bodySz < d->aead.tagSz + 1)     /* cannot decrypt: RFC 8446 5.2 */
            return tls_fatal(ssl, TLS_ALERT_BAD_RECORD_MAC, VERIFY_MAC_ERROR);
        tls_nonce(d, nonce);
        ret = tls_aead_open(&d->aead, nonce, h, TLS_RECORD_HEADER, body,
                            bodySz, body);
        if (ret != 0)
            return tls_fatal(ssl, TLS_ALERT_BAD_RECORD_MAC, VERIFY_MAC_ERROR);
        d->seq++;
        /* strip the padding: the content type is the last non-zero byte */
        n = bodySz - d->aead.tagSz;
        while ((n > 0) && (body[n - 1] == 0))
            n--;
        if (n == 0)
            return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                             SANITY_MSG_E);
        n--;
        *type = body[n];
        if (n > TLS_MAX_PLAINTEXT)
            return tls_fatal(ssl, TLS_ALERT_RECORD_OVERFLOW, LENGTH_ERROR);
        bodySz = n;
    }
    else if (h[0] == TLS_CT_APPLICATION_DATA) {
        return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE, SANITY_MSG_E);
    }
    *data = body;
    *len = bodySz;
    if (*type == TLS_CT_ALERT)
        return tls_on_alert(ssl, body, bodySz);
    if ((*type == TLS_CT_HANDSHAKE) && (bodySz == 0))
        return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE, SANITY_MSG_E);
    if ((*type != TLS_CT_HANDSHAKE) && (*type != TLS_CT_APPLICATION_DATA))
        return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE, SANITY_MSG_E);
    return 0;
}

static int tls_hs_append(WOLFSSL* ssl, const byte* p, word32 n)
{
    if (n > ssl->hsCap - ssl->hsLen) {
        word32 cap = ssl->hsLen + n;
        byte*  b;

        if (cap > TLS_MAX_HS_MSG + TLS_MAX_PLAINTEXT)
            return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                             HANDSHAKE_SIZE_ERROR);
        b = (byte*)XREALLOC(ssl->hsBuf, cap, ssl->heap,
                            DYNAMIC_TYPE_IN_BUFFER);
        if (b == NULL)
            return tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR, MEMORY_E);
        ssl->hsBuf = b;
        ssl->hsCap = cap;
    }
    XMEMCPY(ssl->hsBuf + ssl->hsLen, p, n);
    ssl->hsLen += n;
    return 0;
}

/* A complete message at the front of hsBuf? */
static int tls_hs_ready(WOLFSSL* ssl, word32* len)
{
    word32 n;

    if (ssl->hsLen < TLS_HS_HEADER)
        return 0;
    n = ((word32)ssl->hsBuf[1] << 16) | ((word32)ssl->hsBuf[2] << 8) |
        ssl->hsBuf[3];
    if (n > TLS_MAX_HS_MSG)
        return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                         HANDSHAKE_SIZE_ERROR);
    *len = n;
    return ssl->hsLen - TLS_HS_HEADER >= n;
}

int tls_get_hs(WOLFSSL* ssl, byte* type, const byte** msg, word32* len)
{
    int ret;

    for (;;) {
        int    rtype;
        byte*  data;
        word32 n;

        ret = tls_hs_ready(ssl, len);
        if (ret < 0)
            return ret;
        if (ret == 1) {
            *type = ssl->hsBuf[0];
            *msg = ssl->hsBuf;
            return 0;
        }
        ret = tls_read_record(ssl, &rtype, &data, &n);
        if (ret != 0)
            return ret;
        if (rtype == 0)
            continue;                       /* ChangeCipherSpec dropped */
        if (rtype != TLS_CT_HANDSHAKE)
            return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                             OUT_OF_ORDER_E);
        ret = tls_hs_append(ssl, data, n);
        if (ret != 0)
            return ret;
    }
}

void tls_consume_hs(WOLFSSL* ssl)
{
    word32 n;

    if (ssl->hsLen < TLS_HS_HEADER)
        return;
    n = TLS_HS_HEADER + (((word32)ssl->hsBuf[1] << 16) |
                         ((word32)ssl->hsBuf[2] << 8) | ssl->hsBuf[3]);
    if (n > ssl->hsLen)
        n = ssl->hsLen;
    XMEMMOVE(ssl->hsBuf, ssl->hsBuf + n, ssl->hsLen - n);
    ssl->hsLen -= n;
}

int tls_read_app(WOLFSSL* ssl, tls_post_hs_cb cb)
{
    for (;;) {
        int    rtype, ret;
        byte*  data;
        word32 n, len;

        /* post-handshake messages first (they may span records) */
        ret = tls_hs_ready(ssl, &len);
        if (ret < 0)
            return ret;
        if (ret == 1) {
            ret = cb(ssl, ssl->hsBuf[0], ssl->hsBuf, len);
            tls_consume_hs(ssl);
            if (ret != 0)
                return ret;
            continue;
        }
        ret = tls_read_record(ssl, &rtype, &data, &n);
        if (ret != 0)
            return ret;
        if (rtype == TLS_CT_HANDSHAKE) {
            ret = tls_hs_append(ssl, data, n);
            if (ret != 0)
                return ret;
            continue;
        }
        if ((rtype == TLS_CT_APPLICATION_DATA) && (ssl->hsLen != 0))
            return tls_fatal(ssl, TLS_ALERT_UNEXPECTED_MESSAGE,
                             OUT_OF_ORDER_E);
        if ((rtype == TLS_CT_APPLICATION_DATA) && (n > 0)) {
            ssl->app = data;
            ssl->appLen = n;
            ssl->appPos = 0;
            return 0;
        }
    }
}

/* ---- keys --------------------------------------------------------------- */

int tls_dir_set(tls_dir* d, const tls_suite* s, const byte* secret)
{
    byte   key[TLS_AEAD_MAX_KEY];
    word32 keySz = tls_aead_key_size(s->aead);
    int    ret;

    tls_dir_free(d);
    ret = tls13_hkdf_expand_label(s->hash, secret, "key", NULL, 0, key,
                                  keySz);
    if (ret == 0)
        ret = tls13_hkdf_expand_label(s->hash, secret, "iv", NULL, 0, d->iv,
                                      TLS_AEAD_NONCE_SZ);
    if (ret == 0)
        ret = tls_aead_init(&d->aead, s->aead, key, keySz);
    ForceZero(key, sizeof(key));
    if (ret != 0)
        return ret;
    d->seq = 0;
    d->on = 1;
    return 0;
}

void tls_dir_free(tls_dir* d)
{
    if (d->on)
        tls_aead_free(&d->aead);
    ForceZero(d, sizeof(*d));
}
