/* tls13_keys.c -- the TLS 1.3 key schedule (RFC 8446 7.1) and the
 * transcript hash (4.4.1).
 *
 * Until ServerHello names the suite, the transcript runs under every
 * hash a suite may use (SHA-256, SHA-384, SM3); tls13_th_get() reads the
 * one asked for without disturbing it.  Secrets live in the connection
 * (tls_hs while handshaking) and are wiped with it.
 */
#include "tls_int.h"
#include <wolfssl/wolfcrypt/hmac.h>
#include <wolfssl/wolfcrypt/misc.h>

static const int th_types[3] = {
    WC_HASH_TYPE_SHA256, WC_HASH_TYPE_SHA384,
#ifdef WOLFSSL_SM3
    WC_HASH_TYPE_SM3
#else
    WC_HASH_TYPE_NONE
#endif
};

static int th_index(int hash)
{
    int i;

    for (i = 0; i < 3; i++) {
        if (th_types[i] == hash)
            return i;
    }
    return -1;
}

int tls13_th_init(tls_hs* hs)
{
    int i, ret;

    for (i = 0; i < 3; i++) {
        hs->thOn[i] = 0;
        if (th_types[i] == WC_HASH_TYPE_NONE)
            continue;
        ret = wc_HashInit(&hs->th[i], (enum wc_HashType)th_types[i]);
        if (ret != 0)
            return ret;
        hs->thOn[i] = 1;
    }
    return 0;
}

int tls13_th_add(tls_hs* hs, const byte* data, word32 sz)
{
    int i, ret;

    for (i = 0; i < 3; i++) {
        if (!hs->thOn[i])
            continue;
        ret = wc_HashUpdate(&hs->th[i], (enum wc_HashType)th_types[i], data,
                            sz);
        if (ret != 0)
            return ret;
    }
    return 0;
}

int tls13_th_get(tls_hs* hs, int hash, byte* out)
{
    int i = th_index(hash);

    if ((i < 0) || !hs->thOn[i])
        return BAD_FUNC_ARG;
    switch (hash) {
        case WC_HASH_TYPE_SHA256:
            return wc_Sha256GetHash(&hs->th[i].sha256, out);
        case WC_HASH_TYPE_SHA384:
            return wc_Sha384GetHash(&hs->th[i].sha384, out);
#ifdef WOLFSSL_SM3
        case WC_HASH_TYPE_SM3:
            return wc_Sm3GetHash(&hs->th[i].sm3, out);
#endif
        default:
            return BAD_FUNC_ARG;
    }
}

void tls13_th_free(tls_hs* hs)
{
    int i;

    for (i = 0; i < 3; i++) {
        if (hs->thOn[i])
            wc_HashFree(&hs->th[i], (enum wc_HashType)th_types[i]);
        hs->thOn[i] = 0;
    }
}

int tls13_th_hrr(tls_hs* hs, int hash)
{
    byte msg[TLS_HS_HEADER + TLS_MAX_HASH];
    int  sz = wc_HashGetDigestSize((enum wc_HashType)hash);
    int  ret;

    if (sz <= 0)
        return BAD_FUNC_ARG;
    ret = tls13_th_get(hs, hash, msg + TLS_HS_HEADER);
    if (ret != 0)
        return ret;
    msg[0] = TLS_HS_MESSAGE_HASH;
    msg[1] = 0;
    msg[2] = 0;
    msg[3] = (byte)sz;
    tls13_th_free(hs);
    ret = tls13_th_init(hs);
    if (ret == 0)
        ret = tls13_th_add(hs, msg, TLS_HS_HEADER + (word32)sz);
    return ret;
}

int tls13_th_peek(tls_hs* hs, int hash, const byte* extra, word32 extraSz,
                  byte* out)
{
    wc_HashAlg copy;
    int        i = th_index(hash), ret;

    if ((i < 0) || !hs->thOn[i])
        return BAD_FUNC_ARG;
    switch (hash) {
        case WC_HASH_TYPE_SHA256:
            ret = wc_Sha256Copy(&hs->th[i].sha256, &copy.sha256);
            break;
        case WC_HASH_TYPE_SHA384:
            ret = wc_Sha384Copy(&hs->th[i].sha384, &copy.sha384);
            break;
#ifdef WOLFSSL_SM3
        case WC_HASH_TYPE_SM3:
            ret = wc_Sm3Copy(&hs->th[i].sm3, &copy.sm3);
            break;
#endif
        default:
            return BAD_FUNC_ARG;
    }
    if (ret != 0)
        return ret;
    ret = wc_HashUpdate(&copy, (enum wc_HashType)hash, extra, extraSz);
    if (ret == 0)
        ret = wc_HashFinal(&copy, (enum wc_HashType)hash, out);
    wc_HashFree(&copy, (enum wc_HashType)hash);
    return ret;
}

int tls13_hkdf_expand_label(int hash, const byte* secret, const char* label,
                            const byte* ctx, word32 ctxSz, byte* out,
                            word32 outSz)
{
    byte    info[2 + 1 + 6 + 255 + 1 + 255];
    tls_buf b;
    word32  at;
    int     hashSz = wc_HashGetDigestSize((enum wc_HashType)hash);

    if (hashSz <= 0)
        return BAD_FUNC_ARG;
    tls_buf_init(&b, info, sizeof(info));
    tls_put16(&b, outSz);
    at = tls_open_len(&b, 1);
    tls_put(&b, (const byte*)"tls13 ", 6);
    tls_put(&b, (const byte*)label, (word32)XSTRLEN(label));
    tls_close_len(&b, at, 1);
    at = tls_open_len(&b, 1);
    tls_put(&b, ctx, ctxSz);
    tls_close_len(&b, at, 1);
    if (!b.ok)
        return BUFFER_E;
    return wc_HKDF_Expand(hash, secret, (word32)hashSz, info, b.len, out,
                          outSz);
}

/* Derive-Secret(secret, label, messages) with th the transcript hash of
 * the messages (Hash.length bytes). */
static int tls13_derive_th(int hash, const byte* secret, const char* label,
                           const byte* th, byte* out)
{
    word32 sz = (word32)wc_HashGetDigestSize((enum wc_HashType)hash);

    return tls13_hkdf_expand_label(hash, secret, label, th, sz, out, sz);
}

/* Derive-Secret over no messages ("derived", "res binder"). */
static int tls13_derive_empty(int hash, const byte* secret,
                              const char* label, byte* out)
{
    byte th[TLS_MAX_HASH];
    int  ret = wc_Hash((enum wc_HashType)hash, NULL, 0, th,
                       (word32)wc_HashGetDigestSize((enum wc_HashType)hash));

    return (ret == 0) ? tls13_derive_th(hash, secret, label, th, out) : ret;
}

/* secret = HKDF-Extract(Derive-Secret(prev, "derived", ""), ikm). */
static int tls13_next_stage(int hash, const byte* prev, const byte* ikm,
                            word32 ikmSz, byte* secret)
{
    byte salt[TLS_MAX_HASH];
    int  sz = wc_HashGetDigestSize((enum wc_HashType)hash);
    int  ret = tls13_derive_empty(hash, prev, "derived", salt);

    if (ret == 0)
        ret = wc_HKDF_Extract(hash, salt, (word32)sz, ikm, ikmSz, secret);
    ForceZero(salt, sizeof(salt));
    return ret;
}

/* Early Secret = HKDF-Extract(0, PSK), the PSK zeros without one. */
static int tls13_early_secret(int hash, const byte* psk, word32 pskSz,
                              byte* early)
{
    byte zeros[TLS_MAX_HASH];
    int  sz = wc_HashGetDigestSize((enum wc_HashType)hash);

    XMEMSET(zeros, 0, sizeof(zeros));
    if (psk == NULL) {
        psk = zeros;
        pskSz = (word32)sz;
    }
    return wc_HKDF_Extract(hash, zeros, (word32)sz, psk, pskSz, early);
}

/* HMAC(Expand-Label(base, "finished", "", Hash.length), th). */
static int tls13_finished_mac(int hash, const byte* base, const byte* th,
                              byte* out, void* heap)
{
    int  sz = wc_HashGetDigestSize((enum wc_HashType)hash);
    byte key[TLS_MAX_HASH];
    Hmac hmac;
    int  ret;

    ret = tls13_hkdf_expand_label(hash, base, "finished", NULL, 0, key,
                                  (word32)sz);
    if (ret == 0)
        ret = wc_HmacInit(&hmac, heap, INVALID_DEVID);
    if (ret == 0) {
        ret = wc_HmacSetKey(&hmac, hash, key, (word32)sz);
        if (ret == 0)
            ret = wc_HmacUpdate(&hmac, th, (word32)sz);
        if (ret == 0)
            ret = wc_HmacFinal(&hmac, out);
        wc_HmacFree(&hmac);
    }
    ForceZero(key, sizeof(key));
    return ret;
}

int tls13_binder(tls_hs* hs, int hash, const byte* psk, word32 pskSz,
                 const byte* partial, word32 partialSz, byte* out,
                 void* heap)
{
    byte early[TLS_MAX_HASH], key[TLS_MAX_HASH], th[TLS_MAX_HASH];
    int  ret = tls13_early_secret(hash, psk, pskSz, early);

    if (ret == 0)
        ret = tls13_derive_empty(hash, early, "res binder", key);
    if (ret == 0)
        ret = tls13_th_peek(hs, hash, partial, partialSz, th);
    if (ret == 0)
        ret = tls13_finished_mac(hash, key, th, out, heap);
    ForceZero(early, sizeof(early));
    ForceZero(key, sizeof(key));
    return ret;
}

int tls13_resumption_psk(WOLFSSL* ssl, const byte* nonce, word32 nonceSz,
                         byte* psk)
{
    int hash = ssl->suite->hash;

    return tls13_hkdf_expand_label(hash, ssl->resumptionSecret,
                                   "resumption", nonce, nonceSz, psk,
                                   (word32)wc_HashGetDigestSize(
                                       (enum wc_HashType)hash));
}

int tls13_derive_handshake(WOLFSSL* ssl, const byte* ecdhe, word32 ecdheSz)
{
    tls_hs* hs = ssl->hs;
    int     hash = ssl->suite->hash;
    byte    early[TLS_MAX_HASH];
    byte    th[TLS_MAX_HASH];
    int     ret;

    ret = tls13_early_secret(hash, hs->usingPsk ? hs->psk : NULL, hs->pskSz,
                             early);
    if (ret == 0)
        ret = tls13_next_stage(hash, early, ecdhe, ecdheSz, hs->secret);
    if (ret == 0)                       /* through ServerHello */
        ret = tls13_th_get(hs, hash, th);
    if (ret == 0)
        ret = tls13_derive_th(hash, hs->secret, "c hs traffic", th,
                              hs->cHsTraffic);
    if (ret == 0)
        ret = tls13_derive_th(hash, hs->secret, "s hs traffic", th,
                              hs->sHsTraffic);
    ForceZero(early, sizeof(early));
    return ret;
}

int tls13_derive_master(WOLFSSL* ssl)
{
    tls_hs* hs = ssl->hs;
    int     hash = ssl->suite->hash;
    int     sz = wc_HashGetDigestSize((enum wc_HashType)hash);
    byte    zeros[TLS_MAX_HASH];
    byte    th[TLS_MAX_HASH];
    int     ret;

    XMEMSET(zeros, 0, sizeof(zeros));
    ret = tls13_next_stage(hash, hs->secret, zeros, (word32)sz,
                           hs->masterSecret);
    if (ret == 0)                       /* through the server's Finished */
        ret = tls13_th_get(hs, hash, th);
    if (ret == 0)
        ret = tls13_derive_th(hash, hs->masterSecret, "c ap traffic", th,
                              ssl->cAppTraffic);
    if (ret == 0)
        ret = tls13_derive_th(hash, hs->masterSecret, "s ap traffic", th,
                              ssl->sAppTraffic);
    return ret;
}

int tls13_finished(WOLFSSL* ssl, const byte* base, byte* out)
{
    byte th[TLS_MAX_HASH];
    int  ret = tls13_th_get(ssl->hs, ssl->suite->hash, th);

    if (ret == 0)
        ret = tls13_finished_mac(ssl->suite->hash, base, th, out, ssl->heap);
    return ret;
}

int tls13_resumption_secret(WOLFSSL* ssl)
{
    byte th[TLS_MAX_HASH];
    int  ret = tls13_th_get(ssl->hs, ssl->suite->hash, th);

    if (ret == 0)
        ret = tls13_derive_th(ssl->suite->hash, ssl->hs->masterSecret,
                              "res master", th, ssl->resumptionSecret);
    return ret;
}
