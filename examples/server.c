/* server.c -- a TLS server on wolfSSL's native API (wolfssl/ssl.h), with
 * the option letters of wolfSSL's example server.
 *
 * Listens on 127.0.0.1 (every address with -b), prints
 * "listening on port N" once it does (with -p 0 the port the system
 * chose), then serves -C connections one after the other: handshake,
 * what was negotiated, then one of
 *     (default)  read one message, print "Client message: ...", answer
 *                "I hear you fa shizzle!" (wolfSSL's examples' reply)
 *     -e         echo everything back until the client closes
 *     -g         answer the request with a small HTTP page (for curl or
 *                a browser)
 * and close with close_notify.  With -A the client must present a
 * certificate that chains to those CAs.
 *
 * Output per connection, one line each (test drivers read them):
 *     SSL version is TLSv1.3
 *     SSL cipher suite is TLS_AES_128_GCM_SHA256
 *     SSL curve name is X25519
 *     ALPN: h2                        (only when one was agreed)
 *     SNI: localhost                  (with -S, when the client sent one)
 *     Peer certificate: /CN=client    (with -A)
 *     Client message: hello wolfssl!  (the request line with -g; none
 *                                      with -e)
 * A failed connection prints "<call> failed: error <code>, <text>" on
 * stderr and the server goes on with the next one.  Exit status 0 when
 * every connection succeeded, else 1 (2 for a usage error).
 *
 * Build against an installed libwolfssl:
 *     cc server.c $(pkg-config --cflags --libs wolfssl) -o server
 * Try it with curl or OpenSSL:
 *     ./server -c chain.pem -k key.pem -g -C 0 &
 *     curl --cacert ca.pem https://localhost:11111/
 *     openssl s_client -connect localhost:11111 -CAfile ca.pem
 */
#define _POSIX_C_SOURCE 200809L

#include "tls_example.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>

#define SERVER_DEFAULT_PORT 11111
#define SERVER_REPLY        "I hear you fa shizzle!"
#define SERVER_BUF_MAX      16384

typedef struct server_opts {
    int         port;       /* -p */
    char        version;    /* -v: '3', '4' or 'd' */
    const char* certFile;   /* -c */
    const char* keyFile;    /* -k */
    const char* caFile;     /* -A */
    const char* cipherList; /* -l */
    const char* alpn;       /* -L */
    const char* groups;     /* -t */
    const char* sni;        /* -S */
    long        count;      /* -C: 0 = forever */
    int         httpReply;  /* -g */
    int         echo;       /* -e */
    int         nonBlock;   /* -N */
    int         bindAny;    /* -b */
} server_opts;

static void server_usage(FILE* out, const char* prog)
{
    fprintf(out,
        "usage: %s -c <chain> -k <key> [options]\n"
        "  -?, -H       this help\n"
        "  -p <port>    port to listen on, default %d; 0: any free port\n"
        "  -b           listen on every address, not only 127.0.0.1\n"
        "  -v <ver>     3: TLS 1.2 only, 4: TLS 1.3 only,\n"
        "               d: the best both support (default)\n"
        "  -c <file>    certificate chain (PEM, leaf first)\n"
        "  -k <file>    private key (PEM)\n"
        "  -A <file>    CA certificates (PEM): require a client\n"
        "               certificate issued under them\n"
        "  -l <list>    cipher suites, ':'-separated\n"
        "  -t <list>    groups allowed for the key exchange,\n"
        "               ':'-separated (X25519:P-256:ffdhe2048...)\n"
        "  -L <list>    ALPN protocols, ','-separated; a prefix C: goes on\n"
        "               without a match, F: (default) fails the handshake\n"
        "  -S <name>    the server's name for SNI\n"
        "  -C <n>       connections to serve before exiting, default 1;\n"
        "               0: forever\n"
        "  -e           echo what the client sends until it closes\n"
        "  -g           answer with an HTTP page\n"
        "  -N           non-blocking sockets (select() between calls)\n",
        prog, SERVER_DEFAULT_PORT);
}

/* Fills o from the command line: 0 to go on, 1 when help was asked
 * for, -1 on a usage error (reported). */
static int server_parse_args(int argc, char** argv, server_opts* o)
{
    char* end;
    int   ch;

    memset(o, 0, sizeof(*o));
    o->port = SERVER_DEFAULT_PORT;
    o->version = 'd';
    o->count = 1;
    opterr = 0;
    while ((ch = getopt(argc, argv, "Hp:bv:c:k:A:l:t:L:S:C:egN")) != -1) {
        switch (ch) {
            case 'H': return 1;
            case 'p':
                o->port = (int)strtol(optarg, &end, 10);
                if ((*end != '\0') || (o->port < 0) || (o->port > 65535)) {
                    fprintf(stderr, "-p: bad port %s\n", optarg);
                    return -1;
                }
                break;
            case 'b': o->bindAny = 1; break;
            case 'v':
                if (example_version(optarg, &o->version) != 0)
                    return -1;
                break;
            case 'c': o->certFile = optarg; break;
            case 'k': o->keyFile = optarg; break;
            case 'A': o->caFile = optarg; break;
            case 'l': o->cipherList = optarg; break;
            case 't': o->groups = optarg; break;
            case 'L': o->alpn = optarg; break;
            case 'S': o->sni = optarg; break;
            case 'C':
                o->count = strtol(optarg, &end, 10);
                if ((*end != '\0') || (o->count < 0)) {
                    fprintf(stderr, "-C: bad count %s\n", optarg);
                    return -1;
                }
                break;
            case 'e': o->echo = 1; break;
            case 'g': o->httpReply = 1; break;
            case 'N': o->nonBlock = 1; break;
            default:  return example_bad_option();
        }
    }
    if (example_no_operands(argc, argv) != 0)
        return -1;
    if ((o->certFile == NULL) || (o->keyFile == NULL)) {
        fprintf(stderr, "a server needs its certificate (-c) and key "
                "(-k)\n");
        return -1;
    }
    return 0;
}

/* A listening TCP socket on 127.0.0.1 (INADDR_ANY when any) and port
 * (0: the system picks one); *bound is the port it got.  The socket, or
 * -1 (reported). */
static int server_tcp_listen(int port, int any, int* bound)
{
    struct sockaddr_in addr;
    socklen_t          len = sizeof(addr);
    int                fd, on = 1;

    fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) {
        perror("socket");
        return -1;
    }
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof(on));
    memset(&addr, 0, sizeof(addr));
    addr.sin_family = AF_INET;
    addr.sin_port = htons((unsigned short)port);
    addr.sin_addr.s_addr = htonl(any ? INADDR_ANY : INADDR_LOOPBACK);
    if ((bind(fd, (struct sockaddr*)&addr, sizeof(addr)) != 0) ||
        (listen(fd, 16) != 0) ||
        (getsockname(fd, (struct sockaddr*)&addr, &len) != 0)) {
        fprintf(stderr, "cannot listen on port %d: %s\n", port,
                strerror(errno));
        close(fd);
        return -1;
    }
    *bound = ntohs(addr.sin_port);
    return fd;
}

/* The context: method, certificate chain and key, client
 * authentication, suites, groups.  NULL on failure (reported). */
static WOLFSSL_CTX* server_ctx_new(const server_opts* o)
{
    WOLFSSL_CTX* ctx;
    int          ret;

    ctx = example_ctx_new(o->version, 1);
    if (ctx == NULL)
        return NULL;
    ret = example_ctx_load(ctx, o->certFile, o->keyFile, o->cipherList);
    if ((ret == WOLFSSL_SUCCESS) && (o->caFile != NULL)) {
        ret = wolfSSL_CTX_load_verify_locations(ctx, o->caFile, NULL);
        if (ret != WOLFSSL_SUCCESS)
            example_report(o->caFile, ret);
        wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_PEER |
                               WOLFSSL_VERIFY_FAIL_IF_NO_PEER_CERT, NULL);
    }
    else if (ret == WOLFSSL_SUCCESS) {
        wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_NONE, NULL);
    }
    if ((ret == WOLFSSL_SUCCESS) && (o->groups != NULL)) {
        ret = wolfSSL_CTX_set1_groups_list(ctx, o->groups);
        if (ret != WOLFSSL_SUCCESS)
            example_report("wolfSSL_CTX_set1_groups_list", ret);
    }
    if (ret != WOLFSSL_SUCCESS) {
        wolfSSL_CTX_free(ctx);
        ctx = NULL;
    }
    return ctx;
}

/* The connection's own settings: SNI name and ALPN list.  WOLFSSL_SUCCESS
 * or the failing call's result (reported). */
static int server_ssl_setup(WOLFSSL* ssl, const server_opts* o)
{
    int ret = WOLFSSL_SUCCESS;

    if (o->sni != NULL) {
        ret = wolfSSL_UseSNI(ssl, WOLFSSL_SNI_HOST_NAME, o->sni,
                             (unsigned short)strlen(o->sni));
        if (ret != WOLFSSL_SUCCESS)
            example_report("wolfSSL_UseSNI", ret);
    }
    if ((ret == WOLFSSL_SUCCESS) && (o->alpn != NULL))
        ret = example_use_alpn(ssl, o->alpn);
    return ret;
}

/* Writes all of buf[0..sz); 0 or -1 (reported). */
static int server_send(example_conn* c, const char* buf, int sz)
{
    int err;

    if (example_io(c, EXAMPLE_WRITE, (void*)buf, sz, &err) <= 0) {
        example_report("wolfSSL_write", err);
        return -1;
    }
    return 0;
}

/* The HTTP page of -g: a status line, headers, what was negotiated. */
static int server_http_reply(example_conn* c)
{
    char body[512], page[1024];
    int  n;

    snprintf(body, sizeof(body),
             "<html><head><title>wolfSSL example server</title></head>\n"
             "<body><p>Hello from the wolfSSL example server.</p>\n"
             "<p>%s, %s</p></body></html>\n",
             wolfSSL_get_version(c->ssl), wolfSSL_get_cipher_name(c->ssl));
    n = snprintf(page, sizeof(page),
                 "HTTP/1.1 200 OK\r\n"
                 "Content-Type: text/html\r\n"
                 "Content-Length: %d\r\n"
                 "Connection: close\r\n"
                 "\r\n%s", (int)strlen(body), body);
    return server_send(c, page, n);
}

/* After the handshake: read and answer as the mode says; 0 or -1. */
static int server_exchange(example_conn* c, const server_opts* o)
{
    static char buf[SERVER_BUF_MAX];
    int         ret, err, len;

    do {
        ret = example_io(c, EXAMPLE_READ, buf, (int)sizeof(buf) - 1, &err);
        if (ret <= 0) {
            /* in echo mode the client's close_notify ends the session */
            if (o->echo && (err == WOLFSSL_ERROR_ZERO_RETURN))
                return 0;
            example_report("wolfSSL_read", err);
            return -1;
        }
        if (o->echo && (server_send(c, buf, ret) != 0))
            return -1;
    } while (o->echo);
    len = ret;
    while ((len > 0) && ((buf[len - 1] == '\n') || (buf[len - 1] == '\r')))
        len--;
    buf[len] = '\0';
    if (o->httpReply)
        buf[strcspn(buf, "\r\n")] = '\0';    /* the request line */
    printf("Client message: %s\n", buf);
    if (o->httpReply)
        return server_http_reply(c);
    return server_send(c, SERVER_REPLY, (int)strlen(SERVER_REPLY));
}

/* One connection on fd: handshake, exchange, close_notify; 0 or -1. */
static int server_serve(WOLFSSL_CTX* ctx, int fd, const server_opts* o)
{
    example_conn c;
    int          ret = -1, err;

    c.fd = fd;
    c.nonBlock = o->nonBlock;
    c.isServer = 1;
    c.ssl = wolfSSL_new(ctx);
    if (c.ssl == NULL) {
        fprintf(stderr, "wolfSSL_new failed\n");
        return -1;
    }
    if ((wolfSSL_set_fd(c.ssl, fd) == WOLFSSL_SUCCESS) &&
        (server_ssl_setup(c.ssl, o) == WOLFSSL_SUCCESS) &&
        (example_handshake(&c) == 0)) {
        ret = server_exchange(&c, o);
        example_io(&c, EXAMPLE_SHUTDOWN, NULL, 0, &err);
    }
    fflush(stdout);
    wolfSSL_free(c.ssl);
    return ret;
}

int main(int argc, char** argv)
{
    server_opts  o;
    WOLFSSL_CTX* ctx = NULL;
    long         served;
    int          ret, listenFd = -1, fd, port = 0, failed = 0;

    ret = server_parse_args(argc, argv, &o);
    if (ret != 0) {
        server_usage(ret > 0 ? stdout : stderr, argv[0]);
        return ret > 0 ? 0 : 2;
    }
    signal(SIGPIPE, SIG_IGN);
    if (wolfSSL_Init() != WOLFSSL_SUCCESS) {
        fprintf(stderr, "wolfSSL_Init failed\n");
        return 1;
    }
    ctx = server_ctx_new(&o);
    if (ctx != NULL)
        listenFd = server_tcp_listen(o.port, o.bindAny, &port);
    if (listenFd >= 0) {
        printf("listening on port %d\n", port);
        fflush(stdout);
        served = 0;
        while ((o.count == 0) || (served < o.count)) {
            fd = accept(listenFd, NULL, NULL);
            if ((fd < 0) && (errno == EINTR))
                continue;
            if (fd < 0) {
                perror("accept");
                failed++;
                break;
            }
            if (server_serve(ctx, fd, &o) != 0)
                failed++;
            close(fd);
            served++;
        }
        close(listenFd);
    }
    if (ctx != NULL)
        wolfSSL_CTX_free(ctx);
    wolfSSL_Cleanup();
    return ((listenFd >= 0) && (failed == 0)) ? 0 : 1;
}
