/* ssl_certman.c -- WOLFSSL_CERT_MANAGER: trusted CAs from files,
 * directories and buffers, and verification of one certificate against
 * them (the path rules are the certificate layer's: doc/X509.md).
 *
 * Loading trusts every certificate given, as it is: validity dates are
 * checked when a path is verified, for every certificate of it, so an
 * expired CA loads (WOLFSSL_LOAD_FLAG_DATE_ERR_OKAY changes nothing) but
 * verifies nothing.
 */
/* 64-bit file offsets and inode numbers on 32-bit hosts: without them
 * glibc's readdir() and stat() fail (EOVERFLOW) for files whose inode
 * number does not fit 32 bits, and a CA directory would load in part.
 * It must come before any system header. */
#ifndef _FILE_OFFSET_BITS
    #define _FILE_OFFSET_BITS 64
#endif
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/ssl.h>

#ifndef NO_FILESYSTEM
    #include <stdio.h>
    #include <dirent.h>
    #include <sys/stat.h>
#endif

#include "ssl_internal.h"

#define PEM_CERT_BEGIN "-----BEGIN CERTIFICATE-----"

/* The first PEM_CERT_BEGIN in p[0..n), or NULL. */
static const char* find_begin(const char* p, long n)
{
    long m = (long)sizeof(PEM_CERT_BEGIN) - 1, i;

    for (i = 0; i + m <= n; i++) {
        if ((p[i] == '-') && (XMEMCMP(p + i, PEM_CERT_BEGIN, (size_t)m) == 0))
            return p + i;
    }
    return NULL;
}

#ifndef NO_FILESYSTEM
byte* wolfssl_read_file(const char* name, long* sz, void* heap)
{
    FILE* f;
    byte* buf = NULL;
    long  n;

    if ((name == NULL) || (sz == NULL))
        return NULL;
    f = fopen(name, "rb");
    if (f == NULL)
        return NULL;
    if ((fseek(f, 0, SEEK_END) == 0) && ((n = ftell(f)) >= 0) &&
        (n <= WOLFSSL_MAX_FILE_SZ) && (fseek(f, 0, SEEK_SET) == 0)) {
        buf = (byte*)XMALLOC((size_t)n + 1, heap, DYNAMIC_TYPE_FILE);
        if ((buf != NULL) && (fread(buf, 1, (size_t)n, f) != (size_t)n)) {
            XFREE(buf, heap, DYNAMIC_TYPE_FILE);
            buf = NULL;
        }
        if (buf != NULL) {
            buf[n] = 0;
            *sz = n;
        }
    }
    fclose(f);
    return buf;
}
#endif /* !NO_FILESYSTEM */

WOLFSSL_CERT_MANAGER* wolfSSL_CertManagerNew_ex(void* heap)
{
    WOLFSSL_CERT_MANAGER* cm;

    cm = (WOLFSSL_CERT_MANAGER*)XMALLOC(sizeof(*cm), heap,
                                       DYNAMIC_TYPE_CERT_MANAGER);
    if (cm == NULL)
        return NULL;
    cert_store_init(&cm->store, heap);
    cm->heap = heap;
    cm->refCount = 1;
    return cm;
}

WOLFSSL_CERT_MANAGER* wolfSSL_CertManagerNew(void)
{
    return wolfSSL_CertManagerNew_ex(NULL);
}

int wolfSSL_CertManager_up_ref(WOLFSSL_CERT_MANAGER* cm)
{
    if (cm == NULL)
        return WOLFSSL_FAILURE;
    cm->refCount++;
    return WOLFSSL_SUCCESS;
}

void wolfSSL_CertManagerFree(WOLFSSL_CERT_MANAGER* cm)
{
    if ((cm == NULL) || (--cm->refCount > 0))
        return;
    cert_store_free(&cm->store);
    XFREE(cm, cm->heap, DYNAMIC_TYPE_CERT_MANAGER);
}

int wolfSSL_CertManagerUnloadCAs(WOLFSSL_CERT_MANAGER* cm)
{
    if (cm == NULL)
        return BAD_FUNC_ARG;
    cert_store_free(&cm->store);
    return WOLFSSL_SUCCESS;
}

/* Add one DER certificate, unless PEM_CA_ONLY and it is not a CA. */
static int certman_add(WOLFSSL_CERT_MANAGER* cm, const byte* der,
                       word32 sz, word32 flags)
{
    if (flags & WOLFSSL_LOAD_FLAG_PEM_CA_ONLY) {
        DecodedCert c;
        int ret, ca;
        wc_InitDecodedCert(&c, der, sz, cm->heap);
        ret = wc_ParseCert(&c, CA_TYPE, NO_VERIFY, NULL);
        ca = (ret == 0) && c.isCA;
        wc_FreeDecodedCert(&c);
        if (ret != 0)
            return ret;
        if (!ca)
            return 0;
    }
    return cert_store_add(&cm->store, der, sz);
}

int wolfssl_each_cert(const byte* buf, long sz, int format, void* heap,
                      wolfssl_cert_cb cb, void* arg)
{
    const char* p;
    byte*       der;
    int         ret = 0, found = 0;

    if ((buf == NULL) || (sz <= 0) || (cb == NULL))
        return BAD_FUNC_ARG;
    if (format == WOLFSSL_FILETYPE_ASN1)
        return cb(buf, (word32)sz, arg);
    if (format != WOLFSSL_FILETYPE_PEM)
        return WOLFSSL_BAD_FILETYPE;
    der = (byte*)XMALLOC((size_t)sz, heap, DYNAMIC_TYPE_TMP_BUFFER);
    if (der == NULL)
        return MEMORY_E;
    p = (const char*)buf;
    while ((ret == 0) && (p != NULL)) {
        const char* next = NULL;
        long        left = sz - (long)(p - (const char*)buf);

        /* the next BEGIN line inside what remains */
        if (left > 0)
            next = find_begin(p, left);
        if (next == NULL)
            break;
        left = sz - (long)(next - (const char*)buf);
        ret = wc_CertPemToDer((const unsigned char*)next, (int)left, der,
                              (int)sz, CERT_TYPE);
        if (ret > 0) {
            found = 1;
            ret = cb(der, (word32)ret, arg);
        }
        p = next + 1;
    }
    XFREE(der, heap, DYNAMIC_TYPE_TMP_BUFFER);
    if ((ret == 0) && !found)
        ret = ASN_NO_PEM_HEADER;
    return ret;
}

typedef struct certman_load_arg {
    WOLFSSL_CERT_MANAGER* cm;
    word32                flags;
    int*                  loaded;
} certman_load_arg;

static int certman_load_one(const byte* der, word32 sz, void* argp)
{
    certman_load_arg* arg = (certman_load_arg*)argp;
    int ret = certman_add(arg->cm, der, sz, arg->flags);

    if (ret == 0)
        (*arg->loaded)++;
    return ret;
}

/* Every certificate of a buffer: *loaded counts them.  0 or the first
 * error (which stops the loading). */
static int certman_load(WOLFSSL_CERT_MANAGER* cm, const byte* buf, long sz,
                        int format, word32 flags, int* loaded)
{
    certman_load_arg arg;
    int              ret;

    arg.cm = cm;
    arg.flags = flags;
    arg.loaded = loaded;
    ret = wolfssl_each_cert(buf, sz, format, cm->heap, certman_load_one,
                            &arg);
    if ((ret == 0) && (*loaded == 0) && (format == WOLFSSL_FILETYPE_PEM))
        ret = ASN_NO_PEM_HEADER;       /* e.g. no CA with _PEM_CA_ONLY */
    return ret;
}

int wolfSSL_CertManagerLoadCABuffer_ex(WOLFSSL_CERT_MANAGER* cm,
                                       const unsigned char* buff, long sz,
                                       int format, int userChain,
                                       word32 flags)
{
    int loaded = 0, ret;

    (void)userChain;
    if ((cm == NULL) || (buff == NULL) || (sz <= 0))
        return BAD_FUNC_ARG;
    ret = certman_load(cm, buff, sz, format, flags, &loaded);
    if ((ret != 0) && (flags & WOLFSSL_LOAD_FLAG_IGNORE_ERR) && (loaded > 0))
        ret = 0;
    return (ret == 0) ? WOLFSSL_SUCCESS : ret;
}

int wolfSSL_CertManagerLoadCABuffer(WOLFSSL_CERT_MANAGER* cm,
                                    const unsigned char* buff, long sz,
                                    int format)
{
    return wolfSSL_CertManagerLoadCABuffer_ex(cm, buff, sz, format, 0,
                                              WOLFSSL_LOAD_VERIFY_DEFAULT_FLAGS);
}

#ifndef NO_FILESYSTEM
/* One PEM file of CAs. */
static int certman_load_file(WOLFSSL_CERT_MANAGER* cm, const char* file,
                             word32 flags, int* loaded)
{
    long  sz = 0;
    byte* buf = wolfssl_read_file(file, &sz, cm->heap);
    int   ret;

    if (buf == NULL)
        return WOLFSSL_BAD_FILE;
    ret = (sz > 0) ? certman_load(cm, buf, sz, WOLFSSL_FILETYPE_PEM, flags,
                                  loaded) : WOLFSSL_BAD_FILE;
    XFREE(buf, cm->heap, DYNAMIC_TYPE_FILE);
    return ret;
}

int wolfSSL_CertManagerLoadCA_ex(WOLFSSL_CERT_MANAGER* cm, const char* file,
                                 const char* path, word32 flags)
{
    int loaded = 0, ret = 0;

    if ((cm == NULL) || ((file == NULL) && (path == NULL)))
        return BAD_FUNC_ARG;
    if (file != NULL) {
        ret = certman_load_file(cm, file, flags, &loaded);
        if ((ret != 0) && !(flags & WOLFSSL_LOAD_FLAG_IGNORE_ERR))
            return ret;
    }
    if (path != NULL) {
        DIR*           dir = opendir(path);
        struct dirent* e;
        char           name[4096];
        int            first = 0;

        if (dir == NULL)
            return WOLFSSL_BAD_PATH;
        while ((e = readdir(dir)) != NULL) {
            struct stat st;
            int r;
            if ((size_t)snprintf(name, sizeof(name), "%s/%s", path,
                                 e->d_name) >= sizeof(name))
                continue;
            if ((stat(name, &st) != 0) || !S_ISREG(st.st_mode))
                continue;
            r = certman_load_file(cm, name, flags, &loaded);
            if ((r != 0) && (first == 0))
                first = r;
        }
        closedir(dir);
        if ((first != 0) && !(flags & WOLFSSL_LOAD_FLAG_IGNORE_ERR))
            return first;
        if (ret == 0)
            ret = first;
    }
    if ((ret != 0) && (flags & WOLFSSL_LOAD_FLAG_IGNORE_ERR) && (loaded > 0))
        ret = 0;
    return (ret == 0) ? WOLFSSL_SUCCESS : ret;
}

int wolfSSL_CertManagerLoadCA(WOLFSSL_CERT_MANAGER* cm, const char* file,
                              const char* path)
{
    return wolfSSL_CertManagerLoadCA_ex(cm, file, path,
                                        WOLFSSL_LOAD_VERIFY_DEFAULT_FLAGS);
}

#endif /* !NO_FILESYSTEM */

int wolfSSL_CertManagerVerifyBuffer(WOLFSSL_CERT_MANAGER* cm,
                                    const unsigned char* buff, long sz,
                                    int format)
{
    cert_verify_opts opts;
    const byte*      der = buff;
    byte*            conv = NULL;
    word32           derSz = (word32)sz;
    int              ret;

    if ((cm == NULL) || (buff == NULL) || (sz <= 0))
        return BAD_FUNC_ARG;
    if (format == WOLFSSL_FILETYPE_PEM) {
        conv = (byte*)XMALLOC((size_t)sz, cm->heap, DYNAMIC_TYPE_TMP_BUFFER);
        if (conv == NULL)
            return MEMORY_E;
        ret = wc_CertPemToDer(buff, (int)sz, conv, (int)sz, CERT_TYPE);
        if (ret <= 0) {
            XFREE(conv, cm->heap, DYNAMIC_TYPE_TMP_BUFFER);
            return (ret == 0) ? ASN_PARSE_E : ret;
        }
        der = conv;
        derSz = (word32)ret;
    }
    else if (format != WOLFSSL_FILETYPE_ASN1) {
        return WOLFSSL_BAD_FILETYPE;
    }
    cert_verify_opts_init(&opts);
    ret = cert_verify_chain(&cm->store, &der, &derSz, 1, &opts);
    XFREE(conv, cm->heap, DYNAMIC_TYPE_TMP_BUFFER);
    return (ret == 0) ? WOLFSSL_SUCCESS : ret;
}

#ifndef NO_FILESYSTEM
int wolfSSL_CertManagerVerify(WOLFSSL_CERT_MANAGER* cm, const char* f,
                              int format)
{
    long  sz = 0;
    byte* buf;
    int   ret;

    if ((cm == NULL) || (f == NULL))
        return BAD_FUNC_ARG;
    buf = wolfssl_read_file(f, &sz, cm->heap);
    if (buf == NULL)
        return WOLFSSL_BAD_FILE;
    ret = (sz > 0) ? wolfSSL_CertManagerVerifyBuffer(cm, buf, sz, format)
                   : WOLFSSL_BAD_FILE;
    XFREE(buf, cm->heap, DYNAMIC_TYPE_FILE);
    return ret;
}
#endif /* !NO_FILESYSTEM */
