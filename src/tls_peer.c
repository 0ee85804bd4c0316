/* tls_peer.c -- the peer's Certificate message: its chain kept, the leaf
 * parsed (for CertificateVerify), and, as the verify mode asks, the path
 * validated against the trust store (cert_verify_chain, doc/X509.md),
 * the host name checked (wolfSSL_check_domain_name), the leaf's key
 * usage and extended key usage checked for its TLS role, and the verify
 * callback asked.
 *
 * The callback is called once, for the peer's certificate (error_depth
 * 0), with preverify 1 when everything verified and 0 otherwise (store
 * error says why); a non-zero return accepts the peer anyway.
 */
#include "tls_int.h"

void tls_peer_free(tls_hs* hs)
{
    int i;

    for (i = 0; i < hs->peerCount; i++)
        XFREE(hs->peerDer[i], NULL, DYNAMIC_TYPE_CERT);
    hs->peerCount = 0;
    if (hs->peerLeafParsed)
        wc_FreeDecodedCert(&hs->peerLeaf);
    hs->peerLeafParsed = 0;
}

/* The alert for a verification error (RFC 8446 6.2). */
static int tls_cert_alert(int err)
{
    switch (err) {
        case ASN_NO_SIGNER_E:
        case ASN_SELF_SIGNED_E:
            return TLS_ALERT_UNKNOWN_CA;
        case ASN_AFTER_DATE_E:
        case ASN_BEFORE_DATE_E:
            return TLS_ALERT_CERTIFICATE_EXPIRED;
        case ASN_SIG_OID_E:
        case ASN_SIG_KEY_E:
        case ASN_SIG_HASH_E:
            return TLS_ALERT_UNSUPPORTED_CERTIFICATE;
        case MEMORY_E:
            return TLS_ALERT_INTERNAL_ERROR;
        default:
            return TLS_ALERT_BAD_CERTIFICATE;
    }
}

/* The leaf's key usage for its role: digitalSignature (TLS 1.3 signs
 * with it) and, when extKeyUsage is present, serverAuth/clientAuth. */
static int tls_leaf_usage(WOLFSSL* ssl, const DecodedCert* c)
{
    byte want = (ssl->cfg.side == WOLFSSL_CLIENT_END) ?
                EXTKEYUSE_SERVER_AUTH : EXTKEYUSE_CLIENT_AUTH;

    if (c->extKeyUsageSet && !(c->extKeyUsage & KEYUSE_DIGITAL_SIG))
        return KEYUSE_SIGNATURE_E;
    if (c->extExtKeyUsageSet &&
        !(c->extExtKeyUsage & (want | EXTKEYUSE_ANY)))
        return EXTKEYUSE_AUTH_E;
    return 0;
}

/* Validate the kept chain; 0 or the first error. */
static int tls_verify_chain(WOLFSSL* ssl)
{
    tls_hs*               hs = ssl->hs;
    WOLFSSL_CERT_MANAGER* cm = ssl->ctx->store->cm;
    cert_verify_opts      opts;
    const byte*           der[TLS_MAX_PEER_CHAIN];
    int                   i, ret;

    for (i = 0; i < hs->peerCount; i++)
        der[i] = hs->peerDer[i];
    cert_verify_opts_init(&opts);
    if ((ssl->cfg.verifyDepth > 0) && (ssl->cfg.verifyDepth < opts.maxDepth))
        opts.maxDepth = ssl->cfg.verifyDepth;
    ret = cert_verify_chain(&cm->store, der, hs->peerDerSz, hs->peerCount,
                            &opts);
    if (ret == 0)
        ret = tls_leaf_usage(ssl, &hs->peerLeaf);
    if ((ret == 0) && (ssl->domain != NULL))
        ret = cert_check_host(&hs->peerLeaf, ssl->domain,
                              (word32)XSTRLEN(ssl->domain), 1);
    return ret;
}

/* Ask the verify callback; returns the error that stands (0: accept). */
static int tls_verify_cb(WOLFSSL* ssl, int err)
{
    tls_hs*                hs = ssl->hs;
    WOLFSSL_X509_STORE_CTX st;
    WOLFSSL_X509*          certs[TLS_MAX_PEER_CHAIN];
    int                    i, n = 0, ok;

    XMEMSET(&st, 0, sizeof(st));
    for (i = 0; i < hs->peerCount; i++) {
        certs[n] = wolfSSL_X509_d2i(NULL, hs->peerDer[i],
                                    (int)hs->peerDerSz[i]);
        if (certs[n] != NULL)
            n++;
    }
    st.store = ssl->ctx->store;
    st.current_cert = (n > 0) ? certs[0] : NULL;
    st.domain = ssl->domain;
    st.error = err;
    st.error_depth = 0;
    st.totalCerts = n;
    st.certs = certs;
    st.ssl = ssl;
    st.userCtx = ssl->appData;
    ok = ssl->cfg.verifyCb(err == 0, &st);
    for (i = 0; i < n; i++)
        wolfSSL_X509_free(certs[i]);
    if (ok)
        return 0;
    return (err != 0) ? err : VERIFY_CERT_ERROR;
}

int tls_peer_certs(WOLFSSL* ssl, const byte* body, word32 len, int tls13,
                   int* alert)
{
    tls_hs* hs = ssl->hs;
    tls_rd  r, ctx, list;
    int     verify, ret;

    *alert = TLS_ALERT_DECODE_ERROR;
    tls_peer_free(hs);
    tls_rd_init(&r, body, len);
    if (tls13) {
        if (tls_get_vec(&r, 1, &ctx) != 0)
            return BUFFER_ERROR;
        /* a server's certificate_request_context is empty; a client's
         * echoes ours (also empty: no post-handshake authentication) */
        if (ctx.len != 0) {
            *alert = TLS_ALERT_ILLEGAL_PARAMETER;
            return INVALID_CERT_CTX_E;
        }
    }
    if ((tls_get_vec(&r, 3, &list) != 0) || !tls_rd_done(&r))
        return BUFFER_ERROR;
    while (!tls_rd_done(&list)) {
        tls_rd cert, exts;

        if ((tls_get_vec(&list, 3, &cert) != 0) || (cert.len == 0))
            return BUFFER_ERROR;
        if (tls13 && (tls_get_vec(&list, 2, &exts) != 0))
            return BUFFER_ERROR;
        if (tls13 && (exts.len != 0)) {
            /* we ask for no status_request / SCTs: any extension here
             * was not offered (RFC 8446 4.4.2) */
            *alert = TLS_ALERT_UNSUPPORTED_EXTENSION;
            return UNSUPPORTED_EXTENSION;
        }
        if (hs->peerCount == TLS_MAX_PEER_CHAIN) {
            *alert = TLS_ALERT_BAD_CERTIFICATE;
            return MAX_CHAIN_ERROR;
        }
        hs->peerDer[hs->peerCount] = (byte*)XMALLOC(cert.len, NULL,
                                                    DYNAMIC_TYPE_CERT);
        if (hs->peerDer[hs->peerCount] == NULL) {
            *alert = TLS_ALERT_INTERNAL_ERROR;
            return MEMORY_E;
        }
        XMEMCPY(hs->peerDer[hs->peerCount], cert.p, cert.len);
        hs->peerDerSz[hs->peerCount] = cert.len;
        hs->peerCount++;
    }
    if (hs->peerCount == 0)
        return 0;                       /* the caller decides (client auth) */

    wc_InitDecodedCert(&hs->peerLeaf, hs->peerDer[0], hs->peerDerSz[0],
                       ssl->heap);
    hs->peerLeafParsed = 1;
    ret = wc_ParseCert(&hs->peerLeaf, CERT_TYPE, NO_VERIFY, NULL);
    if (ret != 0) {
        *alert = TLS_ALERT_BAD_CERTIFICATE;
        return ret;
    }

    verify = (ssl->cfg.verifyMode & WOLFSSL_VERIFY_PEER) != 0;
    ret = verify ? tls_verify_chain(ssl) : 0;
    if (verify && (ssl->cfg.verifyCb != NULL))
        ret = tls_verify_cb(ssl, ret);
    ssl->verifyResult = ret;
    if (ret != 0) {
        *alert = tls_cert_alert(ret);
        return ret;
    }
    return 0;
}
