/* client.c -- a TLS client on wolfSSL's native API (wolfssl/ssl.h), with
 * the option letters of wolfSSL's example client.
 *
 * Connects to host:port, runs the handshake (TLS 1.3, or TLS 1.2 when the
 * peer offers nothing newer and -v allows it), prints what was
 * negotiated, sends a message (or an HTTP GET with -g), prints the reply
 * and closes with close_notify.  The peer's certificate must chain to the
 * CAs of -A and name the host of -h (or -D): a host name is matched
 * against the certificate's DNS names, an IP literal against its
 * iPAddress names (wolfSSL_check_domain_name takes both).
 *
 * Output after the handshake, one line each (test drivers read them):
 *     SSL version is TLSv1.3
 *     SSL cipher suite is TLS_AES_128_GCM_SHA256
 *     SSL curve name is X25519
 *     ALPN: h2                        (only when one was agreed)
 *     SNI: localhost                  (only when the library reports it)
 *     Peer certificate: /CN=localhost
 *     Server response: ...
 * A failure prints "<call> failed: error <code>, <text>" on stderr;
 * exit status 0 on success, 1 on any failure (2 for a usage error).
 *
 * Build against an installed libwolfssl:
 *     cc client.c $(pkg-config --cflags --libs wolfssl) -o client
 * Try it against OpenSSL:
 *     openssl s_server -accept 11111 -cert cert.pem -key key.pem -www
 *     ./client -A ca.pem -h localhost -g
 */
#define _POSIX_C_SOURCE 200809L

#include "tls_example.h"

#include <netdb.h>
#include <signal.h>
#include <stdlib.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>

#define CLIENT_DEFAULT_HOST "127.0.0.1"
#define CLIENT_DEFAULT_PORT "11111"
#define CLIENT_DEFAULT_MSG  "hello wolfssl!"
#define CLIENT_REPLY_MAX    16384

typedef struct client_opts {
    const char* host;       /* -h */
    const char* port;       /* -p */
    char        version;    /* -v: '3', '4' or 'd' */
    const char* caFile;     /* -A */
    const char* certFile;   /* -c */
    const char* keyFile;    /* -k */
    const char* cipherList; /* -l */
    const char* sni;        /* -S */
    const char* alpn;       /* -L */
    const char* group;      /* -t */
    const char* domain;     /* -D */
    const char* msg;        /* -m */
    int         httpGet;    /* -g */
    int         noVerify;   /* -d */
    int         nonBlock;   /* -N */
    int         listSuites; /* -e */
} client_opts;

/* -t names: wolfSSL's, OpenSSL's and the RFCs' spellings of each group. */
static const struct {
    const char* name;
    word16      group;
} client_groups[] = {
    { "X25519",     WOLFSSL_ECC_X25519 },
    { "X448",       WOLFSSL_ECC_X448 },
    { "P-256",      WOLFSSL_ECC_SECP256R1 },
    { "SECP256R1",  WOLFSSL_ECC_SECP256R1 },
    { "PRIME256V1", WOLFSSL_ECC_SECP256R1 },
    { "P-384",      WOLFSSL_ECC_SECP384R1 },
    { "SECP384R1",  WOLFSSL_ECC_SECP384R1 },
    { "P-521",      WOLFSSL_ECC_SECP521R1 },
    { "SECP521R1",  WOLFSSL_ECC_SECP521R1 },
    { "FFDHE2048",  WOLFSSL_FFDHE_2048 },
    { "FFDHE3072",  WOLFSSL_FFDHE_3072 },
    { "FFDHE4096",  WOLFSSL_FFDHE_4096 },
};

static void client_usage(FILE* out, const char* prog)
{
    fprintf(out,
        "usage: %s [options]\n"
        "  -?, -H       this help\n"
        "  -h <host>    server host name or IP address, default %s\n"
        "  -p <port>    server port, default %s\n"
        "  -v <ver>     3: TLS 1.2 only, 4: TLS 1.3 only,\n"
        "               d: the best both support (default)\n"
        "  -A <file>    CA certificates (PEM) to verify the server with\n"
        "  -d           do not verify the server (no -A needed)\n"
        "  -D <name>    name the server's certificate must carry,\n"
        "               default the -h host (a name or an IP literal)\n"
        "  -c <file>    own certificate chain (PEM, leaf first)\n"
        "  -k <file>    own private key (PEM)\n"
        "  -l <list>    cipher suites, ':'-separated\n"
        "  -t <group>   key share group: X25519, X448, P-256, P-384,\n"
        "               P-521, FFDHE2048, FFDHE3072, FFDHE4096\n"
        "  -S <name>    send this Server Name Indication\n"
        "  -L <list>    ALPN protocols, ','-separated; a prefix C: goes on\n"
        "               without a match, F: (default) fails the handshake\n"
        "  -m <text>    message to send, default \"%s\"\n"
        "  -g           send an HTTP GET and print the whole reply\n"
        "  -N           non-blocking socket (select() between calls)\n"
        "  -e           list the cipher suites built in and exit\n",
        prog, CLIENT_DEFAULT_HOST, CLIENT_DEFAULT_PORT, CLIENT_DEFAULT_MSG);
}

/* Fills o from the command line: 0 to go on, 1 when help was asked
 * for, -1 on a usage error (reported). */
static int client_parse_args(int argc, char** argv, client_opts* o)
{
    int ch;

    memset(o, 0, sizeof(*o));
    o->host = CLIENT_DEFAULT_HOST;
    o->port = CLIENT_DEFAULT_PORT;
    o->version = 'd';
    o->msg = CLIENT_DEFAULT_MSG;
    opterr = 0;
    while ((ch = getopt(argc, argv, "Hh:p:v:A:dD:c:k:l:t:S:L:m:gNe")) != -1) {
        switch (ch) {
            case 'H': return 1;
            case 'h': o->host = optarg; break;
            case 'p': o->port = optarg; break;
            case 'v':
                if (example_version(optarg, &o->version) != 0)
                    return -1;
                break;
            case 'A': o->caFile = optarg; break;
            case 'd': o->noVerify = 1; break;
            case 'D': o->domain = optarg; break;
            case 'c': o->certFile = optarg; break;
            case 'k': o->keyFile = optarg; break;
            case 'l': o->cipherList = optarg; break;
            case 't': o->group = optarg; break;
            case 'S': o->sni = optarg; break;
            case 'L': o->alpn = optarg; break;
            case 'm': o->msg = optarg; break;
            case 'g': o->httpGet = 1; break;
            case 'N': o->nonBlock = 1; break;
            case 'e': o->listSuites = 1; break;
            default:  return example_bad_option();
        }
    }
    if (example_no_operands(argc, argv) != 0)
        return -1;
    if ((o->caFile == NULL) && !o->noVerify && !o->listSuites) {
        fprintf(stderr, "no CA to verify the server: give -A <file>, or "
                "-d to skip verification\n");
        return -1;
    }
    if ((o->certFile == NULL) != (o->keyFile == NULL)) {
        fprintf(stderr, "-c and -k go together\n");
        return -1;
    }
    return 0;
}

/* The WOLFSSL_ECC_* / WOLFSSL_FFDHE_* number of a -t name, 0 when
 * unknown. */
static word16 client_group_by_name(const char* name)
{
    size_t i;

    for (i = 0; i < sizeof(client_groups) / sizeof(client_groups[0]); i++) {
        if (strcasecmp(name, client_groups[i].name) == 0)
            return client_groups[i].group;
    }
    return 0;
}

/* A TCP connection to host:port (each address getaddrinfo gives, in
 * turn); the socket, or -1 (reported). */
static int client_tcp_connect(const char* host, const char* port)
{
    struct addrinfo hints, *res, *ai;
    int fd = -1, ret;

    memset(&hints, 0, sizeof(hints));
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    ret = getaddrinfo(host, port, &hints, &res);
    if (ret != 0) {
        fprintf(stderr, "%s:%s: %s\n", host, port, gai_strerror(ret));
        return -1;
    }
    for (ai = res; ai != NULL; ai = ai->ai_next) {
        fd = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (fd < 0)
            continue;
        if (connect(fd, ai->ai_addr, ai->ai_addrlen) == 0)
            break;
        close(fd);
        fd = -1;
    }
    if (fd < 0)
        fprintf(stderr, "cannot connect to %s:%s: %s\n", host, port,
                strerror(errno));
    freeaddrinfo(res);
    return fd;
}

/* A context for o: method, trust, own certificate, suites; NULL on
 * failure (reported). */
static WOLFSSL_CTX* client_ctx_new(const client_opts* o)
{
    WOLFSSL_CTX* ctx;
    int          ret = WOLFSSL_SUCCESS;

    ctx = example_ctx_new(o->version, 0);
    if (ctx == NULL)
        return NULL;
    if (o->noVerify) {
        wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_NONE, NULL);
    }
    else {
        wolfSSL_CTX_set_verify(ctx, WOLFSSL_VERIFY_PEER, NULL);
        ret = wolfSSL_CTX_load_verify_locations(ctx, o->caFile, NULL);
        if (ret != WOLFSSL_SUCCESS)
            example_report(o->caFile, ret);
    }
    if (ret == WOLFSSL_SUCCESS)
        ret = example_ctx_load(ctx, o->certFile, o->keyFile, o->cipherList);
    if (ret != WOLFSSL_SUCCESS) {
        wolfSSL_CTX_free(ctx);
        ctx = NULL;
    }
    return ctx;
}

/* The connection's own settings: host name check, SNI, ALPN, key share.
 * WOLFSSL_SUCCESS or the failing call's result (reported). */
static int client_ssl_setup(WOLFSSL* ssl, const client_opts* o)
{
    word16 group;
    int    ret = WOLFSSL_SUCCESS;

    if (!o->noVerify) {
        ret = wolfSSL_check_domain_name(ssl, o->domain ? o->domain
                                                       : o->host);
        if (ret != WOLFSSL_SUCCESS)
            example_report("wolfSSL_check_domain_name", ret);
    }
    if ((ret == WOLFSSL_SUCCESS) && (o->sni != NULL)) {
        ret = wolfSSL_UseSNI(ssl, WOLFSSL_SNI_HOST_NAME, o->sni,
                             (unsigned short)strlen(o->sni));
        if (ret != WOLFSSL_SUCCESS)
            example_report("wolfSSL_UseSNI", ret);
    }
    if ((ret == WOLFSSL_SUCCESS) && (o->alpn != NULL))
        ret = example_use_alpn(ssl, o->alpn);
    if ((ret == WOLFSSL_SUCCESS) && (o->group != NULL)) {
        group = client_group_by_name(o->group);
        if (group == 0) {
            fprintf(stderr, "-t: unknown group %s\n", o->group);
            return WOLFSSL_FAILURE;
        }
        ret = wolfSSL_UseKeyShare(ssl, group);
        if (ret != WOLFSSL_SUCCESS)
            example_report("wolfSSL_UseKeyShare", ret);
    }
    return ret;
}

/* Sends the message (or the GET) and prints the reply: one read for a
 * message, everything up to the server's close for a GET.  0 or -1
 * (reported). */
static int client_exchange(example_conn* c, const client_opts* o)
{
    static char reply[CLIENT_REPLY_MAX];
    char        get[512];
    const char* out = o->msg;
    int         len = 0, ret, err;

    if (o->httpGet) {
        snprintf(get, sizeof(get), "GET / HTTP/1.0\r\nHost: %s\r\n\r\n",
                 o->host);
        out = get;
    }
    ret = example_io(c, EXAMPLE_WRITE, (void*)out, (int)strlen(out), &err);
    if (ret <= 0) {
        example_report("wolfSSL_write", err);
        return -1;
    }
    do {
        ret = example_io(c, EXAMPLE_READ, reply + len,
                         (int)sizeof(reply) - 1 - len, &err);
        if (ret > 0)
            len += ret;
    } while (o->httpGet && (ret > 0) && (len < (int)sizeof(reply) - 1));
    /* A GET's reply ends with the server's close_notify (or, from a
     * careless server, with the TCP close). */
    if ((ret <= 0) && !(o->httpGet && (len > 0) &&
                        ((err == WOLFSSL_ERROR_ZERO_RETURN) ||
                         (err == SOCKET_PEER_CLOSED_E)))) {
        example_report("wolfSSL_read", err);
        return -1;
    }
    while ((len > 0) && ((reply[len - 1] == '\n') ||
                         (reply[len - 1] == '\r')))
        len--;
    reply[len] = '\0';
    printf("Server response: %s\n", reply);
    return 0;
}

/* Connects, shakes hands, exchanges the message, closes; 0 or -1. */
static int client_run(WOLFSSL_CTX* ctx, const client_opts* o)
{
    example_conn c;
    int          ret = -1, err;

    c.nonBlock = o->nonBlock;
    c.isServer = 0;
    c.fd = client_tcp_connect(o->host, o->port);
    if (c.fd < 0)
        return -1;
    c.ssl = wolfSSL_new(ctx);
    if (c.ssl == NULL) {
        fprintf(stderr, "wolfSSL_new failed\n");
    }
    else if ((wolfSSL_set_fd(c.ssl, c.fd) == WOLFSSL_SUCCESS) &&
             (client_ssl_setup(c.ssl, o) == WOLFSSL_SUCCESS) &&
             (example_handshake(&c) == 0)) {
        ret = client_exchange(&c, o);
        /* close_notify; the server's is not waited for */
        example_io(&c, EXAMPLE_SHUTDOWN, NULL, 0, &err);
    }
    if (c.ssl != NULL)
        wolfSSL_free(c.ssl);
    close(c.fd);
    return ret;
}

int main(int argc, char** argv)
{
    client_opts  o;
    WOLFSSL_CTX* ctx;
    char         suites[EXAMPLE_LIST_MAX];
    int          ret;

    ret = client_parse_args(argc, argv, &o);
    if (ret != 0) {
        client_usage(ret > 0 ? stdout : stderr, argv[0]);
        return ret > 0 ? 0 : 2;
    }
    signal(SIGPIPE, SIG_IGN);
    if (wolfSSL_Init() != WOLFSSL_SUCCESS) {
        fprintf(stderr, "wolfSSL_Init failed\n");
        return 1;
    }
    if (o.listSuites) {
        ret = wolfSSL_get_ciphers(suites, (int)sizeof(suites));
        if (ret == WOLFSSL_SUCCESS)
            printf("%s\n", suites);
        else
            example_report("wolfSSL_get_ciphers", ret);
        ret = (ret == WOLFSSL_SUCCESS) ? 0 : -1;
    }
    else {
        ctx = client_ctx_new(&o);
        ret = -1;
        if (ctx != NULL) {
            ret = client_run(ctx, &o);
            wolfSSL_CTX_free(ctx);
        }
    }
    wolfSSL_Cleanup();
    return ret == 0 ? 0 : 1;
}
