/* wolfio.h -- how a TLS connection moves bytes: the I/O callbacks and
 * their return codes (names and values are wolfSSL's).  A receive
 * callback returns the bytes read (> 0), or one of WOLFSSL_CBIO_ERR_*;
 * a send callback the bytes written, or one of them.  The default
 * callbacks use the socket given to wolfSSL_set_fd (src/wolfio.c). */
#ifndef WOLFSSL_IO_H
#define WOLFSSL_IO_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

enum IOerrors {
    WOLFSSL_CBIO_ERR_GENERAL    = -1,   /* unexpected failure */
    WOLFSSL_CBIO_ERR_WANT_READ  = -2,   /* nothing to read now: call again */
    WOLFSSL_CBIO_ERR_WANT_WRITE = -2,   /* cannot write now: call again */
    WOLFSSL_CBIO_ERR_CONN_RST   = -3,   /* connection reset */
    WOLFSSL_CBIO_ERR_ISR        = -4,   /* interrupted */
    WOLFSSL_CBIO_ERR_CONN_CLOSE = -5,   /* connection closed */
    WOLFSSL_CBIO_ERR_TIMEOUT    = -6    /* timed out */
};

struct WOLFSSL;
typedef int (*CallbackIORecv)(struct WOLFSSL* ssl, char* buf, int sz,
                              void* ctx);
typedef int (*CallbackIOSend)(struct WOLFSSL* ssl, char* buf, int sz,
                              void* ctx);

/* The default callbacks: ctx points to the socket (an int). */
WOLFSSL_API int EmbedReceive(struct WOLFSSL* ssl, char* buf, int sz,
                             void* ctx);
WOLFSSL_API int EmbedSend(struct WOLFSSL* ssl, char* buf, int sz, void* ctx);

#ifdef __cplusplus
}
#endif

#endif /* WOLFSSL_IO_H */
