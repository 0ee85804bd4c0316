/* wolfio.c -- the default I/O callbacks: recv() and send() on the socket
 * given to wolfSSL_set_fd(), with errno mapped onto WOLFSSL_CBIO_ERR_*.
 * Builds without sockets (WOLFSSL_USER_IO, or NO_FILESYSTEM for bare
 * metal) leave them out: the application installs its own. */
#include "tls_int.h"

#if !defined(WOLFSSL_USER_IO) && !defined(NO_FILESYSTEM)
#include <errno.h>
#include <sys/types.h>
#include <sys/socket.h>

static int wolfio_errno(void)
{
    switch (errno) {
#if EAGAIN != EWOULDBLOCK
        case EWOULDBLOCK:
#endif
        case EAGAIN:
            return WOLFSSL_CBIO_ERR_WANT_READ;
        case ECONNRESET:
            return WOLFSSL_CBIO_ERR_CONN_RST;
        case EINTR:
            return WOLFSSL_CBIO_ERR_ISR;
        case EPIPE:
        case ECONNABORTED:
            return WOLFSSL_CBIO_ERR_CONN_CLOSE;
        default:
            return WOLFSSL_CBIO_ERR_GENERAL;
    }
}

int EmbedReceive(struct WOLFSSL* ssl, char* buf, int sz, void* ctx)
{
    int     fd = (ctx != NULL) ? *(int*)ctx : -1;
    ssize_t n;

    (void)ssl;
    if (fd < 0)
        return WOLFSSL_CBIO_ERR_GENERAL;
    n = recv(fd, buf, (size_t)sz, 0);
    if (n > 0)
        return (int)n;
    if (n == 0)
        return WOLFSSL_CBIO_ERR_CONN_CLOSE;
    return wolfio_errno();
}

int EmbedSend(struct WOLFSSL* ssl, char* buf, int sz, void* ctx)
{
    int     fd = (ctx != NULL) ? *(int*)ctx : -1;
    ssize_t n;

    (void)ssl;
    if (fd < 0)
        return WOLFSSL_CBIO_ERR_GENERAL;
#ifdef MSG_NOSIGNAL
    n = send(fd, buf, (size_t)sz, MSG_NOSIGNAL);
#else
    n = send(fd, buf, (size_t)sz, 0);
#endif
    if (n >= 0)
        return (int)n;
    return wolfio_errno();      /* WANT_READ == WANT_WRITE */
}
#else
int EmbedReceive(struct WOLFSSL* ssl, char* buf, int sz, void* ctx)
{
    (void)ssl; (void)buf; (void)sz; (void)ctx;
    return WOLFSSL_CBIO_ERR_GENERAL;
}

int EmbedSend(struct WOLFSSL* ssl, char* buf, int sz, void* ctx)
{
    (void)ssl; (void)buf; (void)sz; (void)ctx;
    return WOLFSSL_CBIO_ERR_GENERAL;
}
#endif
