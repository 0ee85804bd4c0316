/* tls_memio.c -- our TLS client and server in one process over memory
 * I/O callbacks (the way embedded users connect TLS to their transport),
 * driven by tests/tls/tls_memio.py.
 *
 *   tls_memio --features   (the groups and key types built in)
 *   tls_memio [options]
 *     --ca F            client trusts F (PEM)
 *     --cert F --key F  server certificate chain and key (PEM)
 *     --ccert F --ckey F  client certificate and key (client auth)
 *     --sca F           server trusts F and requires a client certificate
 *     --suites L        client cipher list;  --ssuites L server's
 *     --groups L        client groups;  --sgroups L server's
 *     --share G         client key share group (UseKeyShare)
 *     --host H          client checks the server's name (check_domain_name)
 *     --alpn L / --salpn L   client / server ALPN lists
 *     --sni H           client sends SNI
 *     --bytes N         application bytes each way (default 100000)
 *     --chunk N         I/O callback delivers at most N bytes per call
 *     --keyupdate       client sends KeyUpdate(update_requested) midway
 *     --resume M        then a second connection resumes the session:
 *                       M = ok, ticket (damaged: full handshake) or
 *                       binder (damaged PSK: BAD_BINDER)
 *     --expect-client E / --expect-server E  expected error code of the
 *                       handshake (0: success)
 *     --expect-client-read E  the client's first read after a handshake
 *                       the server refused (TLS 1.3 client auth)
 *
 * Prints "version suite group alpn" of both sides and exits 0 when
 * everything went as expected, else 1 with the reason.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wolfssl/options.h>
#include <wolfssl/ssl.h>

typedef struct pipe_buf {
    unsigned char data[1 << 18];
    int           len;
} pipe_buf;

typedef struct side_io {
    pipe_buf* in;
    pipe_buf* out;
    int       chunk;
} side_io;

static int mem_recv(WOLFSSL* ssl, char* buf, int sz, void* ctx)
{
    side_io* io = (side_io*)ctx;
    int      n = io->in->len;

    (void)ssl;
    if (n == 0)
        return WOLFSSL_CBIO_ERR_WANT_READ;
    if (n > sz)
        n = sz;
    if ((io->chunk > 0) && (n > io->chunk))
        n = io->chunk;
    memcpy(buf, io->in->data, (size_t)n);
    memmove(io->in->data, io->in->data + n, (size_t)(io->in->len - n));
    io->in->len -= n;
    return n;
}

static int mem_send(WOLFSSL* ssl, char* buf, int sz, void* ctx)
{
    side_io* io = (side_io*)ctx;
    int      room = (int)sizeof(io->out->data) - io->out->len;

    (void)ssl;
    if (room == 0)
        return WOLFSSL_CBIO_ERR_WANT_WRITE;
    if (sz > room)
        sz = room;
    if ((io->chunk > 0) && (sz > io->chunk))
        sz = io->chunk;
    memcpy(io->out->data + io->out->len, buf, (size_t)sz);
    io->out->len += sz;
    return sz;
}

static const char* opt(int argc, char** argv, const char* name)
{
    int i;

    for (i = 1; i < argc - 1; i++) {
        if (strcmp(argv[i], name) == 0)
            return argv[i + 1];
    }
    return NULL;
}

static int flag(int argc, char** argv, const char* name)
{
    int i;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], name) == 0)
            return 1;
    }
    return 0;
}

static int fail(const char* what, int err)
{
    char buf[80];

    printf("FAIL: %s: %d (%s)\n", what, err,
           wolfSSL_ERR_error_string((unsigned long)err, buf));
    return 1;
}

static void report(const char* who, WOLFSSL* ssl)
{
    char*          alpn = NULL;
    unsigned short alpnSz = 0;

    (void)wolfSSL_ALPN_GetProtocol(ssl, &alpn, &alpnSz);
    printf("%s: %s %s %s %.*s\n", who, wolfSSL_get_version(ssl),
           wolfSSL_get_cipher_name(ssl), wolfSSL_get_curve_name(ssl),
           (int)alpnSz, alpn != NULL ? alpn : "-");
}

/* Move data both ways until both sides finish their part. */
static int pump_handshake(WOLFSSL* c, WOLFSSL* s, int* cErr, int* sErr)
{
    int cDone = 0, sDone = 0, rounds;

    *cErr = *sErr = 0;
    for (rounds = 0; (rounds < 10000) && (!cDone || !sDone); rounds++) {
        if (!cDone) {
            int r = wolfSSL_connect(c);
            int e = wolfSSL_get_error(c, r);
            if (r == WOLFSSL_SUCCESS)
                cDone = 1;
            else if ((e != WOLFSSL_ERROR_WANT_READ) &&
                     (e != WOLFSSL_ERROR_WANT_WRITE)) {
                *cErr = e;
                cDone = 1;
            }
        }
        if (!sDone) {
            int r = wolfSSL_accept(s);
            int e = wolfSSL_get_error(s, r);
            if (r == WOLFSSL_SUCCESS)
                sDone = 1;
            else if ((e != WOLFSSL_ERROR_WANT_READ) &&
                     (e != WOLFSSL_ERROR_WANT_WRITE)) {
                *sErr = e;
                sDone = 1;
            }
        }
        if ((*cErr != 0) && !sDone) {
            /* let the server read the client's alert */
            int r = wolfSSL_accept(s);
            int e = wolfSSL_get_error(s, r);
            if ((e != WOLFSSL_ERROR_WANT_READ) &&
                (e != WOLFSSL_ERROR_WANT_WRITE)) {
                *sErr = e;
                sDone = 1;
            }
            if (e == WOLFSSL_ERROR_WANT_READ)
                sDone = 1;
        }
        if ((*sErr != 0) && !cDone) {
            int r = wolfSSL_connect(c);
            int e = wolfSSL_get_error(c, r);
            if ((e != WOLFSSL_ERROR_WANT_READ) &&
                (e != WOLFSSL_ERROR_WANT_WRITE)) {
                *cErr = e;
                cDone = 1;
            }
            if (e == WOLFSSL_ERROR_WANT_READ)
                cDone = 1;
        }
    }
    return (cDone && sDone) ? 0 : -1;
}

/* Send n bytes from a to b and check them. */
static int transfer(WOLFSSL* a, WOLFSSL* b, int n, int keyUpdate)
{
    unsigned char* src = (unsigned char*)malloc((size_t)n + 1);
    unsigned char* dst = (unsigned char*)malloc((size_t)n + 1);
    int            sent = 0, got = 0, i, rounds, ret = 0;

    if ((src == NULL) || (dst == NULL))
        return fail("malloc", 0);
    for (i = 0; i < n; i++)
        src[i] = (unsigned char)(i * 7 + 3);
    for (rounds = 0; (rounds < 100000) && (got < n); rounds++) {
        if (sent < n) {
            int chunk = n - sent > 5000 ? 5000 : n - sent;
            int r = wolfSSL_write(a, src + sent, chunk);
            if (r > 0) {
                sent += r;
                if (keyUpdate && (sent >= n / 2)) {
                    r = wolfSSL_update_keys(a);
                    if (r != WOLFSSL_SUCCESS) {
                        ret = fail("update_keys", r);
                        break;
                    }
                    keyUpdate = 0;
                }
            }
            else if (wolfSSL_get_error(a, r) != WOLFSSL_ERROR_WANT_WRITE) {
                ret = fail("write", wolfSSL_get_error(a, r));
                break;
            }
        }
        {
            int r = wolfSSL_read(b, dst + got, n - got);
            if (r > 0)
                got += r;
            else if (wolfSSL_get_error(b, r) != WOLFSSL_ERROR_WANT_READ) {
                ret = fail("read", wolfSSL_get_error(b, r));
                break;
            }
        }
        /* the writer reads too (a KeyUpdate answer) */
        {
            unsigned char tmp[16];
            int r = wolfSSL_read(a, tmp, 0);
            (void)r;
        }
    }
    if ((ret == 0) && ((got != n) || (memcmp(src, dst, (size_t)n) != 0)))
        ret = fail("data differs", got);
    free(src);
    free(dst);
    return ret;
}

/* A second connection resuming the first one's session (mode "ok"),
 * with its ticket damaged (the server must fall back to a full
 * handshake: "ticket"), or with its PSK damaged (the binder fails:
 * "binder", the server ends with BAD_BINDER).  The session goes through
 * i2d/d2i on the way. */
static int resume(WOLFSSL* first, WOLFSSL_CTX* cctx, WOLFSSL_CTX* sctx,
                  side_io* cio, side_io* sio, const char* mode)
{
    WOLFSSL_SESSION* sess = wolfSSL_get1_session(first);
    WOLFSSL_SESSION* copy = NULL;
    unsigned char*   der = NULL;
    const unsigned char* p;
    WOLFSSL *c, *s;
    int      sz, cErr, sErr, ret = 0;

    if (sess == NULL)
        return fail("no session after the first handshake", 0);
    sz = wolfSSL_i2d_SSL_SESSION(sess, &der);
    wolfSSL_SESSION_free(sess);
    if ((sz <= 0) || (der == NULL))
        return fail("i2d_SSL_SESSION", sz);
    if (strcmp(mode, "ticket") == 0)
        der[sz - 5] ^= 1;               /* inside the ticket */
    if (strcmp(mode, "binder") == 0)
        der[25] ^= 1;                   /* inside the PSK */
    p = der;
    copy = wolfSSL_d2i_SSL_SESSION(NULL, &p, sz);
    free(der);
    if ((copy == NULL) || (p != der + sz))
        return fail("d2i_SSL_SESSION", 0);
    c = wolfSSL_new(cctx);
    s = wolfSSL_new(sctx);
    if ((c == NULL) || (s == NULL))
        return fail("new", 0);
    cio->in->len = cio->out->len = 0;
    wolfSSL_SetIOReadCtx(c, cio);
    wolfSSL_SetIOWriteCtx(c, cio);
    wolfSSL_SetIOReadCtx(s, sio);
    wolfSSL_SetIOWriteCtx(s, sio);
    if (wolfSSL_set_session(c, copy) != WOLFSSL_SUCCESS)
        ret = fail("set_session", 0);
    wolfSSL_SESSION_free(copy);
    if ((ret == 0) && (pump_handshake(c, s, &cErr, &sErr) != 0))
        ret = fail("resumption did not finish", 0);
    if (ret == 0) {
        printf("resumption: client %d server %d reused %d %d\n", cErr, sErr,
               wolfSSL_session_reused(c), wolfSSL_session_reused(s));
        if (strcmp(mode, "binder") == 0) {
            if ((sErr != BAD_BINDER) || (cErr != FATAL_ERROR))
                ret = fail("damaged binder accepted", sErr);
        }
        else if ((cErr != 0) || (sErr != 0))
            ret = fail("resumption failed", cErr != 0 ? cErr : sErr);
        else if ((wolfSSL_session_reused(c) != (strcmp(mode, "ok") == 0)) ||
                 (wolfSSL_session_reused(s) != (strcmp(mode, "ok") == 0)))
            ret = fail("session_reused", wolfSSL_session_reused(c));
        else
            ret = transfer(c, s, 1000, 0);
    }
    wolfSSL_free(c);
    wolfSSL_free(s);
    return ret;
}

/* What this build has: "groups <names>" and "keys <kinds>" lines (the
 * kinds of tests/tls/tls_pki.py). */
static int features(void)
{
    static const char* const groups[] = {
        "X25519", "P-256", "P-384", "P-521", "X448", "ffdhe2048",
        "ffdhe3072", "ffdhe4096"
    };
    WOLFSSL_CTX* ctx = wolfSSL_CTX_new(wolfTLS_client_method());
    size_t       i;

    if (ctx == NULL)
        return 1;
    printf("groups");
    for (i = 0; i < sizeof(groups) / sizeof(groups[0]); i++) {
        if (wolfSSL_CTX_set1_groups_list(ctx, groups[i]) == WOLFSSL_SUCCESS)
            printf(" %s", groups[i]);
    }
    printf("\nkeys");
#ifdef HAVE_ECC
    printf(" p256 p384 p521");
#endif
#ifndef NO_RSA
    printf(" rsa");
    #ifdef WC_RSA_PSS
    printf(" rsapss");
    #endif
#endif
#ifdef HAVE_ED25519
    printf(" ed25519");
#endif
#ifdef HAVE_ED448
    printf(" ed448");
#endif
    printf("\n");
    wolfSSL_CTX_free(ctx);
    return 0;
}

static int load(WOLFSSL_CTX* ctx, int argc, char** argv, const char* ca,
                const char* cert, const char* key)
{
    const char* f;

    if (((f = opt(argc, argv, ca)) != NULL) &&
        (wolfSSL_CTX_load_verify_locations(ctx, f, NULL) != WOLFSSL_SUCCESS))
        return fail("load CA", 0);
    if (((f = opt(argc, argv, cert)) != NULL) &&
        (wolfSSL_CTX_use_certificate_chain_file(ctx, f) != WOLFSSL_SUCCESS))
        return fail("load certificate", 0);
    if (((f = opt(argc, argv, key)) != NULL) &&
        (wolfSSL_CTX_use_PrivateKey_file(ctx, f, WOLFSSL_FILETYPE_PEM) !=
         WOLFSSL_SUCCESS))
        return fail("load key", 0);
    return 0;
}

int main(int argc, char** argv)
{
    static pipe_buf c2s, s2c;
    side_io     cio, sio;
    WOLFSSL_CTX *cctx, *sctx;
    WOLFSSL     *c, *s;
    const char* v;
    int         cErr, sErr, ret = 0;
    int         expC = 0, expS = 0, bytes = 100000;

    wolfSSL_Init();
    if (flag(argc, argv, "--features"))
        return features();
    cctx = wolfSSL_CTX_new(wolfTLS_client_method());
    sctx = wolfSSL_CTX_new(wolfTLS_server_method());
    if ((cctx == NULL) || (sctx == NULL))
        return fail("CTX_new", 0);
    if (load(cctx, argc, argv, "--ca", "--ccert", "--ckey") ||
        load(sctx, argc, argv, "--sca", "--cert", "--key"))
        return 1;
    if (opt(argc, argv, "--sca") != NULL)
        wolfSSL_CTX_set_verify(sctx, WOLFSSL_VERIFY_PEER |
                               WOLFSSL_VERIFY_FAIL_IF_NO_PEER_CERT, NULL);
    if (opt(argc, argv, "--ca") == NULL)
        wolfSSL_CTX_set_verify(cctx, WOLFSSL_VERIFY_NONE, NULL);
    if (((v = opt(argc, argv, "--suites")) != NULL) &&
        (wolfSSL_CTX_set_cipher_list(cctx, v) != WOLFSSL_SUCCESS))
        return fail("client cipher list", 0);
    if (((v = opt(argc, argv, "--ssuites")) != NULL) &&
        (wolfSSL_CTX_set_cipher_list(sctx, v) != WOLFSSL_SUCCESS))
        return fail("server cipher list", 0);
    if (((v = opt(argc, argv, "--groups")) != NULL) &&
        (wolfSSL_CTX_set1_groups_list(cctx, v) != WOLFSSL_SUCCESS))
        return fail("client groups", 0);
    if (((v = opt(argc, argv, "--sgroups")) != NULL) &&
        (wolfSSL_CTX_set1_groups_list(sctx, v) != WOLFSSL_SUCCESS))
        return fail("server groups", 0);
    wolfSSL_CTX_SetIORecv(cctx, mem_recv);
    wolfSSL_CTX_SetIOSend(cctx, mem_send);
    wolfSSL_CTX_SetIORecv(sctx, mem_recv);
    wolfSSL_CTX_SetIOSend(sctx, mem_send);
    c = wolfSSL_new(cctx);
    s = wolfSSL_new(sctx);
    if ((c == NULL) || (s == NULL))
        return fail("new", 0);
    cio.in = &s2c; cio.out = &c2s;
    sio.in = &c2s; sio.out = &s2c;
    cio.chunk = sio.chunk = ((v = opt(argc, argv, "--chunk")) != NULL) ?
                            atoi(v) : 0;
    wolfSSL_SetIOReadCtx(c, &cio);
    wolfSSL_SetIOWriteCtx(c, &cio);
    wolfSSL_SetIOReadCtx(s, &sio);
    wolfSSL_SetIOWriteCtx(s, &sio);
    if ((v = opt(argc, argv, "--share")) != NULL) {
        int g = 0;
        if (strcmp(v, "X25519") == 0) g = WOLFSSL_ECC_X25519;
        else if (strcmp(v, "P-256") == 0) g = WOLFSSL_ECC_SECP256R1;
        else if (strcmp(v, "P-384") == 0) g = WOLFSSL_ECC_SECP384R1;
        else if (strcmp(v, "P-521") == 0) g = WOLFSSL_ECC_SECP521R1;
        else if (strcmp(v, "X448") == 0) g = WOLFSSL_ECC_X448;
        else if (strcmp(v, "ffdhe2048") == 0) g = WOLFSSL_FFDHE_2048;
        else if (strcmp(v, "ffdhe3072") == 0) g = WOLFSSL_FFDHE_3072;
        else if (strcmp(v, "ffdhe4096") == 0) g = WOLFSSL_FFDHE_4096;
        if (wolfSSL_UseKeyShare(c, (word16)g) != WOLFSSL_SUCCESS)
            return fail("UseKeyShare", g);
    }
    if (((v = opt(argc, argv, "--host")) != NULL) &&
        (wolfSSL_check_domain_name(c, v) != WOLFSSL_SUCCESS))
        return fail("check_domain_name", 0);
    if (((v = opt(argc, argv, "--sni")) != NULL) &&
        (wolfSSL_UseSNI(c, WOLFSSL_SNI_HOST_NAME, v,
                        (unsigned short)strlen(v)) != WOLFSSL_SUCCESS))
        return fail("UseSNI", 0);
    if (((v = opt(argc, argv, "--alpn")) != NULL) &&
        (wolfSSL_UseALPN(c, (char*)v, (unsigned)strlen(v),
                         WOLFSSL_ALPN_FAILED_ON_MISMATCH) != WOLFSSL_SUCCESS))
        return fail("client ALPN", 0);
    if (((v = opt(argc, argv, "--salpn")) != NULL) &&
        (wolfSSL_UseALPN(s, (char*)v, (unsigned)strlen(v),
                         WOLFSSL_ALPN_CONTINUE_ON_MISMATCH) !=
         WOLFSSL_SUCCESS))
        return fail("server ALPN", 0);
    if ((v = opt(argc, argv, "--expect-client")) != NULL)
        expC = atoi(v);
    if ((v = opt(argc, argv, "--expect-server")) != NULL)
        expS = atoi(v);
    if ((v = opt(argc, argv, "--bytes")) != NULL)
        bytes = atoi(v);

    if (pump_handshake(c, s, &cErr, &sErr) != 0)
        ret = fail("handshake did not finish", 0);
    printf("handshake: client %d server %d\n", cErr, sErr);
    if ((ret == 0) && ((cErr != expC) ||
                       ((opt(argc, argv, "--expect-server") != NULL) &&
                        (sErr != expS))))
        ret = fail("unexpected handshake result", cErr != expC ? cErr : sErr);
    if ((ret == 0) && (cErr == 0) && (sErr != 0)) {
        /* TLS 1.3 clients finish before the server has judged their
         * certificate: the server's alert arrives with the first read */
        char tmp[4];
        int  r = wolfSSL_read(c, tmp, sizeof(tmp));
        int  e = wolfSSL_get_error(c, r);
        printf("client read after the server failed: %d\n", e);
        if (((v = opt(argc, argv, "--expect-client-read")) == NULL) ||
            (r > 0) || (e != atoi(v)))
            ret = fail("client read after the server failed", e);
    }
    if ((ret == 0) && (cErr == 0) && (sErr == 0)) {
        void* sni = NULL;
        report("client", c);
        report("server", s);
        if ((opt(argc, argv, "--sni") != NULL) &&
            ((wolfSSL_SNI_GetRequest(s, WOLFSSL_SNI_HOST_NAME, &sni) == 0) ||
             (strcmp((char*)sni, opt(argc, argv, "--sni")) != 0)))
            ret = fail("SNI not seen by the server", 0);
        if ((ret == 0) && (bytes > 0))
            ret = transfer(c, s, bytes, flag(argc, argv, "--keyupdate"));
        if ((ret == 0) && (bytes > 0))
            ret = transfer(s, c, bytes, 0);
        if (ret == 0) {
            /* close_notify both ways */
            int r1 = wolfSSL_shutdown(c);
            char tmp[4];
            int r2 = wolfSSL_read(s, tmp, sizeof(tmp));
            int r3 = wolfSSL_shutdown(s);
            int r4 = wolfSSL_shutdown(c);
            if ((r1 != WOLFSSL_SHUTDOWN_NOT_DONE) || (r2 != 0) ||
                (wolfSSL_get_error(s, r2) != WOLFSSL_ERROR_ZERO_RETURN) ||
                (r3 != WOLFSSL_SUCCESS) ||
                ((r4 != WOLFSSL_SUCCESS) &&
                 (wolfSSL_read(c, tmp, sizeof(tmp)) != 0)))
                ret = fail("shutdown", r1 * 1000 + r2 * 100 + r3 * 10 + r4);
        }
        if ((ret == 0) && ((v = opt(argc, argv, "--resume")) != NULL))
            ret = resume(c, cctx, sctx, &cio, &sio, v);
    }
    wolfSSL_free(c);
    wolfSSL_free(s);
    wolfSSL_CTX_free(cctx);
    wolfSSL_CTX_free(sctx);
    wolfSSL_Cleanup();
    if (ret == 0)
        printf("OK\n");
    return ret;
}
