/* fuzz_tls.c
 *
 * libFuzzer target for the TLS layer: the record layer, the handshake
 * message parsers and state machines of our TLS 1.3 client and server,
 * and what runs after the handshake (application data, KeyUpdate,
 * NewSessionTicket, alerts).  The input is what the peer sends:
 *
 *   byte 0: who we are: bit 0 clear = client, set = server; bit 1 set =
 *           the server takes only P-256 (so an X25519 key share gets a
 *           HelloRetryRequest) and requires a client certificate;
 *   then:   the peer's bytes, handed to our side as its transport reads
 *           them (the size of each read taken from the side's own
 *           requests: one record header, then its body).
 *
 * Everything is deterministic: the RNG (fuzz_common.h, reset before each
 * connection is made), the clock (wc_SetTimeCb, a fixed time) and the
 * P-256 certificate made at start-up.  So the seeds, recorded from
 * handshakes between our own client and server (FUZZ_SEED_DIR), replay
 * exactly: the fuzzer starts from complete transcripts, encrypted records
 * included, and mutates them.  Properties: no crash, leak or UB; every
 * call returns success or a negative error; after a fatal error the
 * connection stays failed.  FUZZ_TLS_VERBOSE=1 prints how each input
 * ended (to check that the seeds replay whole handshakes).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/ssl.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/wc_port.h>

#include "fuzz_common.h"

#define FUZZ_TLS_TIME 1767225600     /* 2026-01-01 00:00:00 UTC */

static byte   certDer[2048];
static int    certSz;
static byte   keyDer[256];
static int    keySz;

static time_t fuzz_time(time_t* t)
{
    if (t != NULL)
        *t = FUZZ_TLS_TIME;
    return FUZZ_TLS_TIME;
}

/* A self-signed P-256 certificate for "fuzz.example" (a CA with
 * digitalSignature, so that it also anchors itself and signs
 * handshakes), made once, deterministically. */
static void make_identity(void)
{
    ecc_key     key;
    WC_RNG      rng;
    Cert        cert;
    int         ret;

    fuzz_seed_reset();
    FUZZ_CHECK(wc_InitRng(&rng) == 0);
    FUZZ_CHECK(wc_ecc_init(&key) == 0);
    FUZZ_CHECK(wc_ecc_make_key(&rng, 32, &key) == 0);
    FUZZ_CHECK(wc_InitCert(&cert) == 0);
    cert.sigType = CTC_SHA256wECDSA;
    cert.daysValid = 3650;
    cert.isCA = 1;
    XSTRNCPY(cert.subject.commonName, "fuzz.example", CTC_NAME_SIZE - 1);
    FUZZ_CHECK(wc_SetKeyUsage(&cert, "digitalSignature,keyCertSign") == 0);
    ret = wc_MakeCert_ex(&cert, certDer, sizeof(certDer), ECC_TYPE, &key,
                         &rng);
    FUZZ_CHECK(ret > 0);
    certSz = wc_SignCert_ex(cert.bodySz, CTC_SHA256wECDSA, certDer,
                            sizeof(certDer), ECC_TYPE, &key, &rng);
    FUZZ_CHECK(certSz > 0);
    keySz = wc_EccKeyToDer(&key, keyDer, sizeof(keyDer));
    FUZZ_CHECK(keySz > 0);
    wc_ecc_free(&key);
    wc_FreeRng(&rng);
}

/* ---- memory transport -------------------------------------------------- */

typedef struct fuzz_io {
    const byte* in;            /* what the peer sends */
    size_t      inLen;
    byte*       out;           /* what we send (recorded for seeds) */
    size_t      outLen, outCap;
} fuzz_io;

static int io_recv(WOLFSSL* ssl, char* buf, int sz, void* ctx)
{
    fuzz_io* io = (fuzz_io*)ctx;

    (void)ssl;
    if (io->inLen == 0)
        return WOLFSSL_CBIO_ERR_WANT_READ;
    if ((size_t)sz > io->inLen)
        sz = (int)io->inLen;
    memcpy(buf, io->in, (size_t)sz);
    io->in += sz;
    io->inLen -= (size_t)sz;
    return sz;
}

static int io_send(WOLFSSL* ssl, char* buf, int sz, void* ctx)
{
    fuzz_io* io = (fuzz_io*)ctx;

    (void)ssl;
    if (io->out != NULL) {
        if (io->outLen + (size_t)sz > io->outCap)
            return WOLFSSL_CBIO_ERR_GENERAL;
        memcpy(io->out + io->outLen, buf, (size_t)sz);
        io->outLen += (size_t)sz;
    }
    return sz;
}

static WOLFSSL_CTX* make_ctx(int server, int strict)
{
    WOLFSSL_CTX* ctx = wolfSSL_CTX_new(server ? wolfTLS_server_method()
                                              : wolfTLS_client_method());

    FUZZ_CHECK(ctx != NULL);
    FUZZ_CHECK(wolfSSL_CTX_use_certificate_buffer(ctx, certDer, certSz,
                   WOLFSSL_FILETYPE_ASN1) == WOLFSSL_SUCCESS);
    FUZZ_CHECK(wolfSSL_CTX_use_PrivateKey_buffer(ctx, keyDer, keySz,
                   WOLFSSL_FILETYPE_ASN1) == WOLFSSL_SUCCESS);
    FUZZ_CHECK(wolfSSL_CTX_load_verify_buffer(ctx, certDer, certSz,
                   WOLFSSL_FILETYPE_ASN1) == WOLFSSL_SUCCESS);
    if (server && strict) {
        FUZZ_CHECK(wolfSSL_CTX_set1_groups_list(ctx, "P-256") ==
                   WOLFSSL_SUCCESS);
        wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_PEER |
                               WOLFSSL_VERIFY_FAIL_IF_NO_PEER_CERT, NULL);
    }
    else if (!server) {
        /* the peer's certificate is parsed and its signature checked
         * either way; path validation only makes mutations fail early */
        wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_NONE, NULL);
    }
    wolfSSL_CTX_SetIORecv(ctx, io_recv);
    wolfSSL_CTX_SetIOSend(ctx, io_send);
    return ctx;
}

static WOLFSSL* make_ssl(WOLFSSL_CTX* ctx, fuzz_io* io)
{
    WOLFSSL* ssl;

    fuzz_seed_reset();
    ssl = wolfSSL_new(ctx);
    FUZZ_CHECK(ssl != NULL);
    wolfSSL_SetIOReadCtx(ssl, io);
    wolfSSL_SetIOWriteCtx(ssl, io);
    return ssl;
}

/* One step of a side: handshake until done, then read and write. */
static int step(WOLFSSL* ssl, int server, int* done)
{
    byte buf[512];
    int  r, e;

    if (!*done) {
        r = server ? wolfSSL_accept(ssl) : wolfSSL_connect(ssl);
        if (r == WOLFSSL_SUCCESS) {
            *done = 1;
            r = wolfSSL_write(ssl, "ping", 4);
            FUZZ_CHECK((r == 4) || (wolfSSL_get_error(ssl, r) != 0));
            return 1;
        }
        e = wolfSSL_get_error(ssl, r);
        FUZZ_CHECK(r == WOLFSSL_FATAL_ERROR);
        FUZZ_CHECK(e != 0);
        return e == WOLFSSL_ERROR_WANT_READ;
    }
    r = wolfSSL_read(ssl, buf, sizeof(buf));
    if (r > 0)
        return 1;
    e = wolfSSL_get_error(ssl, r);
    FUZZ_CHECK((r == 0) || (r == WOLFSSL_FATAL_ERROR));
    return 0;
}

/* ---- seeds: handshakes between our own sides --------------------------- */

static void record(const char* dir, int sel)
{
    static byte c2s[65536], s2c[65536];
    WOLFSSL_CTX *cctx, *sctx;
    WOLFSSL     *c, *s;
    fuzz_io      cio, sio;
    int          cDone = 0, sDone = 0, i;
    char         name[32];

    cctx = make_ctx(0, sel & 2);
    sctx = make_ctx(1, sel & 2);
    memset(&cio, 0, sizeof(cio));
    memset(&sio, 0, sizeof(sio));
    cio.out = c2s; cio.outCap = sizeof(c2s);
    sio.out = s2c; sio.outCap = sizeof(s2c);
    c = make_ssl(cctx, &cio);
    s = make_ssl(sctx, &sio);
    for (i = 0; i < 50; i++) {
        size_t cSent = cio.outLen, sSent = sio.outLen;
        /* each side reads what the other has sent so far */
        sio.in = c2s + (sio.in ? (size_t)(sio.in - c2s) : 0);
        sio.inLen = cio.outLen - (size_t)(sio.in - c2s);
        (void)step(s, 1, &sDone);
        cio.in = s2c + (cio.in ? (size_t)(cio.in - s2c) : 0);
        cio.inLen = sio.outLen - (size_t)(cio.in - s2c);
        (void)step(c, 0, &cDone);
        if (cDone && sDone && (i == 10))
            (void)wolfSSL_update_keys(c);
        if (cDone && sDone && (i > 12) && (cSent == cio.outLen) &&
            (sSent == sio.outLen))
            break;
    }
    (void)wolfSSL_shutdown(c);
    (void)wolfSSL_shutdown(s);
    snprintf(name, sizeof(name), "client-%d", sel);
    fuzz_seed_write(dir, name, sel & ~1, s2c, (word32)sio.outLen);
    snprintf(name, sizeof(name), "server-%d", sel);
    fuzz_seed_write(dir, name, sel | 1, c2s, (word32)cio.outLen);
    wolfSSL_free(c);
    wolfSSL_free(s);
    wolfSSL_CTX_free(cctx);
    wolfSSL_CTX_free(sctx);
}

static void make_seeds(const char* dir)
{
    record(dir, 0);
    record(dir, 2);
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    (void)argc;
    (void)argv;
    fuzz_seed_install();
    FUZZ_CHECK(wc_SetTimeCb(fuzz_time) == 0);
    make_identity();
    fuzz_maybe_seed(make_seeds);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    WOLFSSL_CTX* ctx;
    WOLFSSL*     ssl;
    fuzz_io      io;
    int          sel, server, done = 0, i;

    if (size < 1)
        return 0;
    sel = data[0];
    server = sel & 1;
    memset(&io, 0, sizeof(io));
    io.in = data + 1;
    io.inLen = size - 1;
    ctx = make_ctx(server, sel & 2);
    ssl = make_ssl(ctx, &io);
    for (i = 0; (i < 64) && step(ssl, server, &done); i++)
        ;
    if (getenv("FUZZ_TLS_VERBOSE") != NULL)
        fprintf(stderr, "fuzz_tls: %s handshake %s, error %d\n",
                server ? "server" : "client", done ? "done" : "not done",
                wolfSSL_get_error(ssl, WOLFSSL_FATAL_ERROR));
    (void)wolfSSL_shutdown(ssl);
    wolfSSL_free(ssl);
    wolfSSL_CTX_free(ctx);
    return 0;
}
