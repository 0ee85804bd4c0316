/* tls_example.h -- what examples/client.c and examples/server.c share:
 * the method for a -v letter, error reports, loading the own certificate
 * and key, the calls that a
 * non-blocking socket makes the program repeat (select() until the socket
 * is ready), ALPN lists and the lines that say what a handshake agreed.
 * Static functions on the public API (wolfssl/ssl.h) and POSIX only,
 * included by each program (a single file builds it: cc client.c ...;
 * the program defines _POSIX_C_SOURCE first).
 */
#ifndef WOLFSSL_TLS_EXAMPLE_H
#define WOLFSSL_TLS_EXAMPLE_H

#include <wolfssl/options.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/ssl.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/select.h>
#include <unistd.h>

#define EXAMPLE_LIST_MAX 4096

/* One connection: the WOLFSSL object, its socket, whether the socket is
 * non-blocking and which side this is. */
typedef struct example_conn {
    WOLFSSL* ssl;
    int      fd;
    int      nonBlock;
    int      isServer;
} example_conn;

/* The calls example_io repeats until they complete. */
enum example_op {
    EXAMPLE_HANDSHAKE,   /* wolfSSL_connect or wolfSSL_accept */
    EXAMPLE_READ,
    EXAMPLE_WRITE,
    EXAMPLE_SHUTDOWN
};

/* What getopt's '?' means: 1 for -? (help), else -1 after saying which
 * option was unknown or lacked its argument. */
static int example_bad_option(void)
{
    if (optopt == '?')
        return 1;
    fprintf(stderr, "unknown option or missing argument: -%c\n", optopt);
    return -1;
}

/* 0 when getopt took every argument, else -1 (reported). */
static int example_no_operands(int argc, char** argv)
{
    if (optind == argc)
        return 0;
    fprintf(stderr, "unexpected argument: %s\n", argv[optind]);
    return -1;
}

/* Prints "<what> failed: error <code>, <text>" on stderr. */
static void example_report(const char* what, int err)
{
    char text[WOLFSSL_MAX_ERROR_SZ];

    wolfSSL_ERR_error_string((unsigned long)err, text);
    fprintf(stderr, "%s failed: error %d, %s\n", what, err, text);
}

/* The -v letter: '3' (TLS 1.2 only), '4' (TLS 1.3 only) or 'd' (the
 * best both sides have).  0, or -1 (reported) for anything else. */
static int example_version(const char* arg, char* version)
{
    if ((strlen(arg) != 1) || (strchr("34d", arg[0]) == NULL)) {
        fprintf(stderr, "-v: 3, 4 or d, not %s\n", arg);
        return -1;
    }
    *version = arg[0];
    return 0;
}

/* A context for the -v letter and side; NULL (reported) on failure. */
static WOLFSSL_CTX* example_ctx_new(char version, int isServer)
{
    WOLFSSL_METHOD* method;
    WOLFSSL_CTX*    ctx;

    if (version == '3')
        method = isServer ? wolfTLSv1_2_server_method()
                          : wolfTLSv1_2_client_method();
    else if (version == '4')
        method = isServer ? wolfTLSv1_3_server_method()
                          : wolfTLSv1_3_client_method();
    else
        method = isServer ? wolfTLS_server_method()
                          : wolfTLS_client_method();
    ctx = wolfSSL_CTX_new(method);
    if (ctx == NULL)
        fprintf(stderr, "wolfSSL_CTX_new failed (version %c built in?)\n",
                version);
    return ctx;
}

/* The context's own certificate chain (leaf first) and private key, PEM
 * files (when certFile is not NULL), and its cipher suites (when
 * cipherList is not NULL).  WOLFSSL_SUCCESS or the failure (reported). */
static int example_ctx_load(WOLFSSL_CTX* ctx, const char* certFile,
                            const char* keyFile, const char* cipherList)
{
    int ret = WOLFSSL_SUCCESS;

    if (certFile != NULL) {
        ret = wolfSSL_CTX_use_certificate_chain_file(ctx, certFile);
        if (ret != WOLFSSL_SUCCESS)
            example_report(certFile, ret);
    }
    if ((ret == WOLFSSL_SUCCESS) && (keyFile != NULL)) {
        ret = wolfSSL_CTX_use_PrivateKey_file(ctx, keyFile,
                                              WOLFSSL_FILETYPE_PEM);
        if (ret != WOLFSSL_SUCCESS)
            example_report(keyFile, ret);
    }
    if ((ret == WOLFSSL_SUCCESS) && (cipherList != NULL)) {
        ret = wolfSSL_CTX_set_cipher_list(ctx, cipherList);
        if (ret != WOLFSSL_SUCCESS)
            example_report("wolfSSL_CTX_set_cipher_list", ret);
    }
    return ret;
}

/* Makes c's socket non-blocking and tells the connection so. */
static void example_set_nonblocking(example_conn* c)
{
    fcntl(c->fd, F_SETFL, fcntl(c->fd, F_GETFL) | O_NONBLOCK);
    wolfSSL_set_using_nonblock(c->ssl, 1);
}

/* Waits until fd is readable (err WANT_READ) or writable (WANT_WRITE);
 * 0, or -1 when select fails. */
static int example_wait_io(int fd, int err)
{
    fd_set rd, wr;
    int    ret;

    do {
        FD_ZERO(&rd);
        FD_ZERO(&wr);
        FD_SET(fd, (err == WOLFSSL_ERROR_WANT_WRITE) ? &wr : &rd);
        ret = select(fd + 1, &rd, &wr, NULL, NULL);
    } while ((ret < 0) && (errno == EINTR));
    return (ret < 0) ? -1 : 0;
}

/* One of handshake, read, write, shutdown on c, called again while a
 * non-blocking socket is not ready.  Returns the call's result: > 0 when
 * it worked, else <= 0 with *err = wolfSSL_get_error() (a read's 0: the
 * peer closed, WOLFSSL_ERROR_ZERO_RETURN). */
static int example_io(example_conn* c, enum example_op op, void* buf,
                      int sz, int* err)
{
    int ret;

    for (;;) {
        if (op == EXAMPLE_HANDSHAKE)
            ret = c->isServer ? wolfSSL_accept(c->ssl)
                              : wolfSSL_connect(c->ssl);
        else if (op == EXAMPLE_READ)
            ret = wolfSSL_read(c->ssl, buf, sz);
        else if (op == EXAMPLE_WRITE)
            ret = wolfSSL_write(c->ssl, buf, sz);
        else
            ret = wolfSSL_shutdown(c->ssl);
        *err = 0;
        if (ret > 0)
            return ret;
        *err = wolfSSL_get_error(c->ssl, ret);
        if (!c->nonBlock || ((*err != WOLFSSL_ERROR_WANT_READ) &&
                             (*err != WOLFSSL_ERROR_WANT_WRITE)) ||
            (example_wait_io(c->fd, *err) != 0))
            return ret;
    }
}

/* The ALPN list of -L ("h2,http/1.1"; a prefix "C:" goes on without a
 * match, "F:" or none fails the handshake) for ssl.  WOLFSSL_SUCCESS or
 * the failure (reported). */
static int example_use_alpn(WOLFSSL* ssl, const char* list)
{
    char          alpn[EXAMPLE_LIST_MAX];
    unsigned char opt = WOLFSSL_ALPN_FAILED_ON_MISMATCH;
    int           ret;

    if ((list[0] == 'C') && (list[1] == ':'))
        opt = WOLFSSL_ALPN_CONTINUE_ON_MISMATCH;
    if (((list[0] == 'C') || (list[0] == 'F')) && (list[1] == ':'))
        list += 2;
    if (strlen(list) >= sizeof(alpn)) {
        fprintf(stderr, "-L: list too long\n");
        return WOLFSSL_FAILURE;
    }
    strcpy(alpn, list);
    ret = wolfSSL_UseALPN(ssl, alpn, (unsigned int)strlen(alpn), opt);
    if (ret != WOLFSSL_SUCCESS)
        example_report("wolfSSL_UseALPN", ret);
    return ret;
}

/* The lines that say what the handshake agreed: version, suite, group,
 * ALPN protocol and SNI name (when there are), the peer's certificate. */
static void example_print_session(WOLFSSL* ssl)
{
    WOLFSSL_X509*  peer;
    const char*    curve;
    char*          proto = NULL;
    void*          sni = NULL;
    unsigned short n = 0;
    char           name[256];

    printf("SSL version is %s\n", wolfSSL_get_version(ssl));
    printf("SSL cipher suite is %s\n", wolfSSL_get_cipher_name(ssl));
    curve = wolfSSL_get_curve_name(ssl);
    if (curve != NULL)
        printf("SSL curve name is %s\n", curve);
    if ((wolfSSL_ALPN_GetProtocol(ssl, &proto, &n) == WOLFSSL_SUCCESS) &&
        (proto != NULL))
        printf("ALPN: %.*s\n", (int)n, proto);
    n = wolfSSL_SNI_GetRequest(ssl, WOLFSSL_SNI_HOST_NAME, &sni);
    if ((n > 0) && (sni != NULL))
        printf("SNI: %.*s\n", (int)n, (const char*)sni);
    peer = wolfSSL_get_peer_certificate(ssl);
    if (peer != NULL) {
        if (wolfSSL_X509_NAME_oneline(wolfSSL_X509_get_subject_name(peer),
                                      name, (int)sizeof(name)) != NULL)
            printf("Peer certificate: %s\n", name);
        wolfSSL_X509_free(peer);
    }
}

/* The handshake on c (wolfSSL_connect or wolfSSL_accept, non-blocking
 * when c says so), then the lines of example_print_session.  0, or -1
 * (reported). */
static int example_handshake(example_conn* c)
{
    int err;

    if (c->nonBlock)
        example_set_nonblocking(c);
    if (example_io(c, EXAMPLE_HANDSHAKE, NULL, 0, &err) <= 0) {
        example_report(c->isServer ? "wolfSSL_accept" : "wolfSSL_connect",
                       err);
        return -1;
    }
    example_print_session(c->ssl);
    return 0;
}

#endif /* WOLFSSL_TLS_EXAMPLE_H */
