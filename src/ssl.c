/* ssl.c -- the TLS API objects: methods, contexts (WOLFSSL_CTX) and
 * connections (WOLFSSL), their settings, certificate and key loading,
 * reading and writing application data, shutdown, errors and what was
 * negotiated.  The protocol itself is in tls13.c over tls_record.c.
 *
 * A connection copies its context's settings when it is made (tls_config)
 * and shares the context's certificate and key (tls_identity, reference
 * counted) until it loads its own.
 */
#include "tls_int.h"
#include <wolfssl/version.h>
#include <wolfssl/wolfcrypt/misc.h>

/* ---- library ------------------------------------------------------------ */

int wolfSSL_Init(void)
{
    return WOLFSSL_SUCCESS;
}

int wolfSSL_Cleanup(void)
{
    return WOLFSSL_SUCCESS;
}

const char* wolfSSL_lib_version(void)
{
    return LIBWOLFSSL_VERSION_STRING;
}

int wolfSSL_Debugging_ON(void)
{
    return NOT_COMPILED_IN;             /* no debug logging in this build */
}

void wolfSSL_Debugging_OFF(void)
{
}

/* ---- methods ------------------------------------------------------------ */

static WOLFSSL_METHOD* ssl_method(void* heap, byte side, byte minVer,
                                  byte maxVer)
{
    WOLFSSL_METHOD* m = (WOLFSSL_METHOD*)XMALLOC(sizeof(*m), heap,
                                                 DYNAMIC_TYPE_METHOD);

    if (m != NULL) {
        m->side = side;
        m->minVer = minVer;
        m->maxVer = maxVer;
        m->heap = heap;
    }
    return m;
}

/* TLS 1.2 is not negotiated yet: every method speaks TLS 1.3, and the
 * TLS 1.2-only methods make contexts whose handshakes fail with
 * VERSION_ERROR (doc/TLS.md). */
#define SSL_METHOD_FN(name, side, lo)                                     \
    WOLFSSL_METHOD* name##_ex(void* heap)                                 \
    {                                                                     \
        return ssl_method(heap, side, lo, lo == WOLFSSL_TLSV1_2 ?         \
                          WOLFSSL_TLSV1_2 : WOLFSSL_TLSV1_3);             \
    }                                                                     \
    WOLFSSL_METHOD* name(void)                                            \
    {                                                                     \
        return name##_ex(NULL);                                           \
    }

SSL_METHOD_FN(wolfTLS_client_method, WOLFSSL_CLIENT_END, WOLFSSL_TLSV1_3)
SSL_METHOD_FN(wolfTLS_server_method, WOLFSSL_SERVER_END, WOLFSSL_TLSV1_3)
SSL_METHOD_FN(wolfSSLv23_client_method, WOLFSSL_CLIENT_END, WOLFSSL_TLSV1_3)
SSL_METHOD_FN(wolfSSLv23_server_method, WOLFSSL_SERVER_END, WOLFSSL_TLSV1_3)
SSL_METHOD_FN(wolfTLSv1_3_client_method, WOLFSSL_CLIENT_END, WOLFSSL_TLSV1_3)
SSL_METHOD_FN(wolfTLSv1_3_server_method, WOLFSSL_SERVER_END, WOLFSSL_TLSV1_3)
SSL_METHOD_FN(wolfTLSv1_2_client_method, WOLFSSL_CLIENT_END, WOLFSSL_TLSV1_2)
SSL_METHOD_FN(wolfTLSv1_2_server_method, WOLFSSL_SERVER_END, WOLFSSL_TLSV1_2)

/* ---- identities (own certificate chain and key) ------------------------- */

static void ssl_identity_release(tls_identity* id)
{
    int i;

    if ((id == NULL) || (--id->refCount > 0))
        return;
    for (i = 0; i < id->count; i++)
        XFREE(id->der[i], id->heap, DYNAMIC_TYPE_CERT);
    if (id->key != NULL) {
        ForceZero(id->key, id->keySz);
        XFREE(id->key, id->heap, DYNAMIC_TYPE_PRIVATE_KEY);
    }
    XFREE(id, id->heap, DYNAMIC_TYPE_CTX);
}

/* A private copy of *slot to change (copy-on-write). */
static tls_identity* ssl_identity_own(tls_identity** slot, void* heap)
{
    tls_identity* id = *slot;
    tls_identity* n;
    int           i;

    if ((id != NULL) && (id->refCount == 1))
        return id;
    n = (tls_identity*)XMALLOC(sizeof(*n), heap, DYNAMIC_TYPE_CTX);
    if (n == NULL)
        return NULL;
    XMEMSET(n, 0, sizeof(*n));
    n->heap = heap;
    n->refCount = 1;
    if (id != NULL) {
        for (i = 0; i < id->count; i++) {
            n->der[i] = (byte*)XMALLOC(id->derSz[i], heap, DYNAMIC_TYPE_CERT);
            if (n->der[i] == NULL)
                break;
            XMEMCPY(n->der[i], id->der[i], id->derSz[i]);
            n->derSz[i] = id->derSz[i];
            n->count++;
        }
        if ((n->count == id->count) && (id->key != NULL)) {
            n->key = (byte*)XMALLOC(id->keySz, heap,
                                    DYNAMIC_TYPE_PRIVATE_KEY);
            if (n->key != NULL) {
                XMEMCPY(n->key, id->key, id->keySz);
                n->keySz = id->keySz;
            }
        }
        if ((n->count != id->count) ||
            ((id->key != NULL) && (n->key == NULL))) {
            ssl_identity_release(n);
            return NULL;
        }
    }
    ssl_identity_release(id);
    *slot = n;
    return n;
}

typedef struct ssl_chain_arg {
    tls_identity* id;
    int           max;
} ssl_chain_arg;

static int ssl_chain_add(const byte* der, word32 sz, void* argp)
{
    ssl_chain_arg* arg = (ssl_chain_arg*)argp;
    tls_identity*  id = arg->id;
    DecodedCert    c;
    int            ret;

    if (id->count >= arg->max)
        return (arg->max == 1) ? 0 : MAX_CHAIN_ERROR;
    wc_InitDecodedCert(&c, der, sz, id->heap);
    ret = wc_ParseCert(&c, CERT_TYPE, NO_VERIFY, NULL);
    wc_FreeDecodedCert(&c);
    if (ret != 0)
        return ret;
    id->der[id->count] = (byte*)XMALLOC(sz, id->heap, DYNAMIC_TYPE_CERT);
    if (id->der[id->count] == NULL)
        return MEMORY_E;
    XMEMCPY(id->der[id->count], der, sz);
    id->derSz[id->count++] = sz;
    return 0;
}

/* Replace the chain of *slot with the certificate(s) of a buffer. */
static int ssl_use_cert(tls_identity** slot, void* heap, const byte* in,
                        long sz, int format, int chain)
{
    tls_identity* id;
    ssl_chain_arg arg;
    int           i, ret;

    if ((in == NULL) || (sz <= 0))
        return BAD_FUNC_ARG;
    if ((format != WOLFSSL_FILETYPE_PEM) && (format != WOLFSSL_FILETYPE_ASN1))
        return WOLFSSL_BAD_FILETYPE;
    id = ssl_identity_own(slot, heap);
    if (id == NULL)
        return MEMORY_E;
    for (i = 0; i < id->count; i++)
        XFREE(id->der[i], heap, DYNAMIC_TYPE_CERT);
    id->count = 0;
    arg.id = id;
    arg.max = chain ? TLS_MAX_CHAIN : 1;
    ret = wolfssl_each_cert(in, sz, format, heap, ssl_chain_add, &arg);
    if (ret != 0) {
        for (i = 0; i < id->count; i++)
            XFREE(id->der[i], heap, DYNAMIC_TYPE_CERT);
        id->count = 0;
        return (ret == ASN_NO_PEM_HEADER) ? WOLFSSL_BAD_FILE : ret;
    }
    return WOLFSSL_SUCCESS;
}

static int ssl_use_key(tls_identity** slot, void* heap, const byte* in,
                       long sz, int format)
{
    tls_identity* id;
    tls_privkey   k;
    byte*         der;
    int           derSz, ret;

    if ((in == NULL) || (sz <= 0))
        return BAD_FUNC_ARG;
    der = (byte*)XMALLOC((size_t)sz, heap, DYNAMIC_TYPE_PRIVATE_KEY);
    if (der == NULL)
        return MEMORY_E;
    if (format == WOLFSSL_FILETYPE_PEM)
        derSz = wc_KeyPemToDer(in, (int)sz, der, (int)sz, NULL);
    else if (format == WOLFSSL_FILETYPE_ASN1) {
        XMEMCPY(der, in, (size_t)sz);
        derSz = (int)sz;
    }
    else
        derSz = WOLFSSL_BAD_FILETYPE;
    ret = (derSz > 0) ? tls_privkey_load(&k, der, (word32)derSz, heap)
                      : WOLFSSL_BAD_FILE;
    if (ret == 0) {
        tls_privkey_free(&k);
        id = ssl_identity_own(slot, heap);
        if (id == NULL)
            ret = MEMORY_E;
    }
    if (ret != 0) {
        ForceZero(der, (size_t)sz);
        XFREE(der, heap, DYNAMIC_TYPE_PRIVATE_KEY);
        return (derSz == WOLFSSL_BAD_FILETYPE) ? derSz : WOLFSSL_BAD_FILE;
    }
    if (id->key != NULL) {
        ForceZero(id->key, id->keySz);
        XFREE(id->key, heap, DYNAMIC_TYPE_PRIVATE_KEY);
    }
    id->key = der;
    id->keySz = (word32)derSz;
    return WOLFSSL_SUCCESS;
}

#ifndef NO_FILESYSTEM
typedef int (*ssl_buf_loader)(tls_identity** slot, void* heap,
                              const byte* in, long sz, int format,
                              int chain);

static int ssl_key_loader(tls_identity** slot, void* heap, const byte* in,
                          long sz, int format, int chain)
{
    (void)chain;
    return ssl_use_key(slot, heap, in, sz, format);
}

static int ssl_load_file(tls_identity** slot, void* heap, const char* file,
                         int format, int chain, ssl_buf_loader load)
{
    long  sz = 0;
    byte* buf;
    int   ret;

    if (file == NULL)
        return BAD_FUNC_ARG;
    buf = wolfssl_read_file(file, &sz, heap);
    if (buf == NULL)
        return WOLFSSL_BAD_FILE;
    ret = load(slot, heap, buf, sz, format, chain);
    ForceZero(buf, (size_t)sz);
    XFREE(buf, heap, DYNAMIC_TYPE_FILE);
    return ret;
}

int wolfSSL_CTX_use_certificate_file(WOLFSSL_CTX* ctx, const char* file,
                                     int format)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return ssl_load_file(&ctx->id, ctx->heap, file, format, 0, ssl_use_cert);
}

int wolfSSL_CTX_use_certificate_chain_file_format(WOLFSSL_CTX* ctx,
                                                  const char* file,
                                                  int format)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return ssl_load_file(&ctx->id, ctx->heap, file, format, 1, ssl_use_cert);
}

int wolfSSL_CTX_use_certificate_chain_file(WOLFSSL_CTX* ctx,
                                           const char* file)
{
    return wolfSSL_CTX_use_certificate_chain_file_format(ctx, file,
                                                  WOLFSSL_FILETYPE_PEM);
}

int wolfSSL_CTX_use_PrivateKey_file(WOLFSSL_CTX* ctx, const char* file,
                                    int format)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return ssl_load_file(&ctx->id, ctx->heap, file, format, 0,
                         ssl_key_loader);
}

int wolfSSL_use_certificate_file(WOLFSSL* ssl, const char* file, int format)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl_load_file(&ssl->id, ssl->heap, file, format, 0, ssl_use_cert);
}

int wolfSSL_use_certificate_chain_file(WOLFSSL* ssl, const char* file)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl_load_file(&ssl->id, ssl->heap, file, WOLFSSL_FILETYPE_PEM, 1,
                         ssl_use_cert);
}

int wolfSSL_use_PrivateKey_file(WOLFSSL* ssl, const char* file, int format)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl_load_file(&ssl->id, ssl->heap, file, format, 0,
                         ssl_key_loader);
}

int wolfSSL_CTX_load_verify_locations_ex(WOLFSSL_CTX* ctx, const char* file,
                                         const char* path, word32 flags)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return wolfSSL_CertManagerLoadCA_ex(ctx->store->cm, file, path, flags);
}

int wolfSSL_CTX_load_verify_locations(WOLFSSL_CTX* ctx, const char* file,
                                      const char* path)
{
    return wolfSSL_CTX_load_verify_locations_ex(ctx, file, path,
                                      WOLFSSL_LOAD_VERIFY_DEFAULT_FLAGS);
}

int wolfSSL_CTX_load_system_CA_certs(WOLFSSL_CTX* ctx)
{
    int ret;

    if (ctx == NULL)
        return BAD_FUNC_ARG;
    ret = wolfSSL_CTX_load_verify_locations_ex(ctx, NULL, "/etc/ssl/certs",
                                       WOLFSSL_LOAD_FLAG_IGNORE_ERR |
                                       WOLFSSL_LOAD_FLAG_PEM_CA_ONLY);
    return (ret == WOLFSSL_SUCCESS) ? WOLFSSL_SUCCESS : WOLFSSL_FAILURE;
}
#endif /* !NO_FILESYSTEM */

int wolfSSL_CTX_use_certificate_buffer(WOLFSSL_CTX* ctx,
                                       const unsigned char* in, long sz,
                                       int format)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return ssl_use_cert(&ctx->id, ctx->heap, in, sz, format, 0);
}

int wolfSSL_CTX_use_certificate_chain_buffer_format(WOLFSSL_CTX* ctx,
                                                    const unsigned char* in,
                                                    long sz, int format)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return ssl_use_cert(&ctx->id, ctx->heap, in, sz, format, 1);
}

int wolfSSL_CTX_use_certificate_chain_buffer(WOLFSSL_CTX* ctx,
                                             const unsigned char* in,
                                             long sz)
{
    return wolfSSL_CTX_use_certificate_chain_buffer_format(ctx, in, sz,
                                                  WOLFSSL_FILETYPE_PEM);
}

int wolfSSL_CTX_use_PrivateKey_buffer(WOLFSSL_CTX* ctx,
                                      const unsigned char* in, long sz,
                                      int format)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return ssl_use_key(&ctx->id, ctx->heap, in, sz, format);
}

int wolfSSL_use_certificate_buffer(WOLFSSL* ssl, const unsigned char* in,
                                   long sz, int format)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl_use_cert(&ssl->id, ssl->heap, in, sz, format, 0);
}

int wolfSSL_use_certificate_chain_buffer(WOLFSSL* ssl,
                                         const unsigned char* in, long sz)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl_use_cert(&ssl->id, ssl->heap, in, sz, WOLFSSL_FILETYPE_PEM, 1);
}

int wolfSSL_use_PrivateKey_buffer(WOLFSSL* ssl, const unsigned char* in,
                                  long sz, int format)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl_use_key(&ssl->id, ssl->heap, in, sz, format);
}

int wolfSSL_CTX_check_private_key(const WOLFSSL_CTX* ctx)
{
    tls_privkey k;
    DecodedCert c;
    int         ok = 0;

    if ((ctx == NULL) || (ctx->id == NULL) || (ctx->id->count == 0) ||
        (ctx->id->key == NULL))
        return WOLFSSL_FAILURE;
    if (tls_privkey_load(&k, ctx->id->key, ctx->id->keySz, ctx->heap) != 0)
        return WOLFSSL_FAILURE;
    wc_InitDecodedCert(&c, ctx->id->der[0], ctx->id->derSz[0], ctx->heap);
    if (wc_ParseCert(&c, CERT_TYPE, NO_VERIFY, NULL) == 0)
        ok = tls_privkey_matches_cert(&k, &c);
    wc_FreeDecodedCert(&c);
    tls_privkey_free(&k);
    return ok ? WOLFSSL_SUCCESS : WOLFSSL_FAILURE;
}

int wolfSSL_CTX_load_verify_buffer_ex(WOLFSSL_CTX* ctx,
                                      const unsigned char* in, long sz,
                                      int format, int userChain,
                                      word32 flags)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return wolfSSL_CertManagerLoadCABuffer_ex(ctx->store->cm, in, sz, format,
                                              userChain, flags);
}

int wolfSSL_CTX_load_verify_buffer(WOLFSSL_CTX* ctx, const unsigned char* in,
                                   long sz, int format)
{
    return wolfSSL_CTX_load_verify_buffer_ex(ctx, in, sz, format, 0,
                                      WOLFSSL_LOAD_VERIFY_DEFAULT_FLAGS);
}

int wolfSSL_CTX_UnloadCAs(WOLFSSL_CTX* ctx)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return wolfSSL_CertManagerUnloadCAs(ctx->store->cm);
}

WOLFSSL_X509_STORE* wolfSSL_CTX_get_cert_store(const WOLFSSL_CTX* ctx)
{
    return (ctx != NULL) ? ctx->store : NULL;
}

void wolfSSL_CTX_set_cert_store(WOLFSSL_CTX* ctx, WOLFSSL_X509_STORE* store)
{
    if ((ctx == NULL) || (store == NULL) || (store == ctx->store))
        return;
    wolfSSL_X509_STORE_free(ctx->store);   /* the context takes store */
    ctx->store = store;
}

/* ---- contexts ----------------------------------------------------------- */

WOLFSSL_CTX* wolfSSL_CTX_new_ex(WOLFSSL_METHOD* method, void* heap)
{
    WOLFSSL_CTX* ctx;

    if (method == NULL)
        return NULL;
    ctx = (WOLFSSL_CTX*)XMALLOC(sizeof(*ctx), heap, DYNAMIC_TYPE_CTX);
    if (ctx == NULL) {
        XFREE(method, method->heap, DYNAMIC_TYPE_METHOD);
        return NULL;
    }
    XMEMSET(ctx, 0, sizeof(*ctx));
    ctx->method = method;
    ctx->heap = heap;
    ctx->refCount = 1;
    ctx->cfg.side = method->side;
    ctx->cfg.minVer = method->minVer;
    ctx->cfg.maxVer = method->maxVer;
    ctx->cfg.verifyMode = (method->side == WOLFSSL_CLIENT_END) ?
                          WOLFSSL_VERIFY_PEER : WOLFSSL_VERIFY_NONE;
    ctx->cfg.suiteCount = tls_suites_default(ctx->cfg.suites,
                                             TLS_MAX_SUITES);
    ctx->cfg.groupCount = tls_default_groups(ctx->cfg.groups,
                                             TLS_MAX_GROUPS);
    ctx->cfg.recv = EmbedReceive;
    ctx->cfg.send = EmbedSend;
    ctx->store = wolfSSL_X509_STORE_new();
    if (ctx->store == NULL) {
        wolfSSL_CTX_free(ctx);
        return NULL;
    }
    return ctx;
}

WOLFSSL_CTX* wolfSSL_CTX_new(WOLFSSL_METHOD* method)
{
    return wolfSSL_CTX_new_ex(method, (method != NULL) ? method->heap : NULL);
}

int wolfSSL_CTX_up_ref(WOLFSSL_CTX* ctx)
{
    if (ctx == NULL)
        return WOLFSSL_FAILURE;
    ctx->refCount++;
    return WOLFSSL_SUCCESS;
}

void wolfSSL_CTX_free(WOLFSSL_CTX* ctx)
{
    if ((ctx == NULL) || (--ctx->refCount > 0))
        return;
    ssl_identity_release(ctx->id);
    ForceZero(ctx->ticketKey, sizeof(ctx->ticketKey));
    wolfSSL_X509_STORE_free(ctx->store);
    XFREE(ctx->sni, ctx->heap, DYNAMIC_TYPE_TLSX);
    if (ctx->method != NULL)
        XFREE(ctx->method, ctx->method->heap, DYNAMIC_TYPE_METHOD);
    XFREE(ctx, ctx->heap, DYNAMIC_TYPE_CTX);
}

static int ssl_set_min_version(tls_config* cfg, int version)
{
    if ((version != WOLFSSL_TLSV1_2) && (version != WOLFSSL_TLSV1_3)) {
        /* older versions are not built: the minimum stays */
        if ((version >= WOLFSSL_SSLV3) && (version < WOLFSSL_TLSV1_2))
            return WOLFSSL_SUCCESS;
        return BAD_FUNC_ARG;
    }
    if (version > cfg->maxVer)
        return BAD_FUNC_ARG;
    cfg->minVer = (byte)version;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_CTX_SetMinVersion(WOLFSSL_CTX* ctx, int version)
{
    if (ctx == NULL)
        return BAD_FUNC_ARG;
    return ssl_set_min_version(&ctx->cfg, version);
}

int wolfSSL_SetMinVersion(WOLFSSL* ssl, int version)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl_set_min_version(&ssl->cfg, version);
}

static int ssl_set_suites(tls_config* cfg, const char* list)
{
    word16 ids[TLS_MAX_SUITES];
    int    n = tls_suites_parse(list, ids, TLS_MAX_SUITES);

    if (n == 0)
        return WOLFSSL_FAILURE;
    XMEMCPY(cfg->suites, ids, sizeof(word16) * (size_t)n);
    cfg->suiteCount = n;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_CTX_set_cipher_list(WOLFSSL_CTX* ctx, const char* list)
{
    return (ctx == NULL) ? WOLFSSL_FAILURE : ssl_set_suites(&ctx->cfg, list);
}

int wolfSSL_CTX_set_ciphersuites(WOLFSSL_CTX* ctx, const char* list)
{
    return wolfSSL_CTX_set_cipher_list(ctx, list);
}

int wolfSSL_set_cipher_list(WOLFSSL* ssl, const char* list)
{
    return (ssl == NULL) ? WOLFSSL_FAILURE : ssl_set_suites(&ssl->cfg, list);
}

char* wolfSSL_get_cipher_list(int priority)
{
    int              n;
    const tls_suite* s = tls_suite_list(&n);

    if ((priority < 0) || (priority >= n))
        return NULL;
    return (char*)s[priority].name;
}

int wolfSSL_get_ciphers(char* buf, int len)
{
    int              n, i;
    size_t           used = 0;
    const tls_suite* s = tls_suite_list(&n);

    if ((buf == NULL) || (len <= 0))
        return BAD_FUNC_ARG;
    for (i = 0; i < n; i++) {
        size_t l = XSTRLEN(s[i].name);
        if (used + l + 2 > (size_t)len)
            return BUFFER_E;
        if (i > 0)
            buf[used++] = ':';
        XMEMCPY(buf + used, s[i].name, l);
        used += l;
    }
    buf[used] = '\0';
    return WOLFSSL_SUCCESS;
}

static int ssl_set_groups_list(tls_config* cfg, const char* list)
{
    word16 g[TLS_MAX_GROUPS];
    int    n = tls_groups_parse(list, g, TLS_MAX_GROUPS);

    if (n == 0)
        return WOLFSSL_FAILURE;
    XMEMCPY(cfg->groups, g, sizeof(word16) * (size_t)n);
    cfg->groupCount = n;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_CTX_set1_groups_list(WOLFSSL_CTX* ctx, const char* list)
{
    return (ctx == NULL) ? WOLFSSL_FAILURE
                         : ssl_set_groups_list(&ctx->cfg, list);
}

int wolfSSL_set1_groups_list(WOLFSSL* ssl, const char* list)
{
    return (ssl == NULL) ? WOLFSSL_FAILURE
                         : ssl_set_groups_list(&ssl->cfg, list);
}

int wolfSSL_CTX_set1_curves_list(WOLFSSL_CTX* ctx, const char* names)
{
    return wolfSSL_CTX_set1_groups_list(ctx, names);
}

int wolfSSL_set1_curves_list(WOLFSSL* ssl, const char* names)
{
    return wolfSSL_set1_groups_list(ssl, names);
}

static int ssl_set_groups(tls_config* cfg, const int* groups, int count)
{
    int i;

    if ((groups == NULL) || (count <= 0) || (count > TLS_MAX_GROUPS))
        return BAD_FUNC_ARG;
    for (i = 0; i < count; i++) {
        if ((groups[i] <= 0) || (groups[i] > 0xFFFF) ||
            !tls_kex_supported((word16)groups[i]))
            return BAD_FUNC_ARG;
    }
    for (i = 0; i < count; i++)
        cfg->groups[i] = (word16)groups[i];
    cfg->groupCount = count;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_CTX_set_groups(WOLFSSL_CTX* ctx, int* groups, int count)
{
    return (ctx == NULL) ? BAD_FUNC_ARG
                         : ssl_set_groups(&ctx->cfg, groups, count);
}

int wolfSSL_set_groups(WOLFSSL* ssl, int* groups, int count)
{
    return (ssl == NULL) ? BAD_FUNC_ARG
                         : ssl_set_groups(&ssl->cfg, groups, count);
}

/* UseSupportedCurve adds a group to the list (the first call replaces
 * the default list, as offering only what the application names). */
static int ssl_use_curve(tls_config* cfg, int* custom, word16 name)
{
    int i;

    if (!tls_kex_supported(name))
        return BAD_FUNC_ARG;
    if (!*custom) {
        cfg->groupCount = 0;
        *custom = 1;
    }
    for (i = 0; i < cfg->groupCount; i++) {
        if (cfg->groups[i] == name)
            return WOLFSSL_SUCCESS;
    }
    if (cfg->groupCount == TLS_MAX_GROUPS)
        return BUFFER_E;
    cfg->groups[cfg->groupCount++] = name;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_CTX_UseSupportedCurve(WOLFSSL_CTX* ctx, word16 name)
{
    return (ctx == NULL) ? BAD_FUNC_ARG
                         : ssl_use_curve(&ctx->cfg, &ctx->cfg.customGroups,
                                         name);
}

int wolfSSL_UseSupportedCurve(WOLFSSL* ssl, word16 name)
{
    return (ssl == NULL) ? BAD_FUNC_ARG
                         : ssl_use_curve(&ssl->cfg, &ssl->cfg.customGroups,
                                         name);
}

int wolfSSL_UseKeyShare(WOLFSSL* ssl, word16 group)
{
    if ((ssl == NULL) || !tls_kex_supported(group))
        return BAD_FUNC_ARG;
    ssl->keyShareGroup = group;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_NoKeyShares(WOLFSSL* ssl)
{
    (void)ssl;
    return NOT_COMPILED_IN;     /* we always send one key share */
}

/* WOLFSSL_VERIFY_DEFAULT: clients verify, servers do not. */
static void ssl_set_verify(tls_config* cfg, int mode, VerifyCallback cb)
{
    cfg->verifyMode = (mode == WOLFSSL_VERIFY_DEFAULT) ?
        ((cfg->side == WOLFSSL_CLIENT_END) ? WOLFSSL_VERIFY_PEER : 0) : mode;
    cfg->verifyCb = cb;
}

void wolfSSL_CTX_set_verify(WOLFSSL_CTX* ctx, int mode, VerifyCallback cb)
{
    if (ctx != NULL)
        ssl_set_verify(&ctx->cfg, mode, cb);
}

void wolfSSL_set_verify(WOLFSSL* ssl, int mode, VerifyCallback cb)
{
    if (ssl != NULL)
        ssl_set_verify(&ssl->cfg, mode, cb);
}

void wolfSSL_CTX_set_verify_depth(WOLFSSL_CTX* ctx, int depth)
{
    if ((ctx != NULL) && (depth >= 0))
        ctx->cfg.verifyDepth = depth;
}

void wolfSSL_CTX_SetIORecv(WOLFSSL_CTX* ctx, CallbackIORecv cb)
{
    if (ctx != NULL)
        ctx->cfg.recv = (cb != NULL) ? cb : EmbedReceive;
}

void wolfSSL_CTX_SetIOSend(WOLFSSL_CTX* ctx, CallbackIOSend cb)
{
    if (ctx != NULL)
        ctx->cfg.send = (cb != NULL) ? cb : EmbedSend;
}

int wolfSSL_CTX_set_app_data(WOLFSSL_CTX* ctx, void* arg)
{
    if (ctx == NULL)
        return WOLFSSL_FAILURE;
    ctx->appData = arg;
    return WOLFSSL_SUCCESS;
}

void* wolfSSL_CTX_get_app_data(WOLFSSL_CTX* ctx)
{
    return (ctx != NULL) ? ctx->appData : NULL;
}

int wolfSSL_CTX_SetTmpDH(WOLFSSL_CTX* ctx, const unsigned char* p, int pSz,
                         const unsigned char* g, int gSz)
{
    if ((ctx == NULL) || (p == NULL) || (g == NULL) || (pSz <= 0) ||
        (gSz <= 0))
        return BAD_FUNC_ARG;
    if (pSz < 2048 / 8)
        return DH_KEY_SIZE_E;
    /* TLS 1.3 uses only the named ffdhe groups (RFC 7919): nothing to
     * keep until TLS 1.2's DHE suites exist */
    return WOLFSSL_SUCCESS;
}

/* SNI: the name a client asks for (the server accepts any and reports
 * it through wolfSSL_SNI_GetRequest). */
static int ssl_set_name(char** slot, word16* slotSz, void* heap,
                        const void* data, word16 size)
{
    char* p;

    if ((data == NULL) || (size == 0))
        return BAD_FUNC_ARG;
    p = (char*)XMALLOC((size_t)size + 1, heap, DYNAMIC_TYPE_TLSX);
    if (p == NULL)
        return MEMORY_E;
    XMEMCPY(p, data, size);
    p[size] = '\0';
    XFREE(*slot, heap, DYNAMIC_TYPE_TLSX);
    *slot = p;
    *slotSz = size;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_CTX_UseSNI(WOLFSSL_CTX* ctx, unsigned char type,
                       const void* data, unsigned short size)
{
    if ((ctx == NULL) || (type != WOLFSSL_SNI_HOST_NAME))
        return BAD_FUNC_ARG;
    return ssl_set_name(&ctx->sni, &ctx->sniSz, ctx->heap, data, size);
}

int wolfSSL_UseSNI(WOLFSSL* ssl, unsigned char type, const void* data,
                   unsigned short size)
{
    if ((ssl == NULL) || (type != WOLFSSL_SNI_HOST_NAME))
        return BAD_FUNC_ARG;
    return ssl_set_name(&ssl->sni, &ssl->sniSz, ssl->heap, data, size);
}

unsigned short wolfSSL_SNI_GetRequest(WOLFSSL* ssl, unsigned char type,
                                      void** data)
{
    if (data != NULL)
        *data = NULL;
    if ((ssl == NULL) || (type != WOLFSSL_SNI_HOST_NAME) ||
        (ssl->peerSni == NULL) || (data == NULL))
        return 0;
    *data = ssl->peerSni;
    return (unsigned short)XSTRLEN(ssl->peerSni);
}

/* ALPN: "h2,http/1.1" into the wire form (length-prefixed names). */
int wolfSSL_UseALPN(WOLFSSL* ssl, char* list, unsigned int listSz,
                    unsigned char options)
{
    char*        wire;
    unsigned int i, start = 0, n = 0;

    if ((ssl == NULL) || (list == NULL) || (listSz == 0) || (listSz > 65000))
        return BAD_FUNC_ARG;
    wire = (char*)XMALLOC(listSz + 1, ssl->heap, DYNAMIC_TYPE_TLSX);
    if (wire == NULL)
        return MEMORY_E;
    for (i = 0; i <= listSz; i++) {
        if ((i == listSz) || (list[i] == ',') || (list[i] == '\0')) {
            unsigned int l = i - start;
            if ((l == 0) || (l > 255)) {
                XFREE(wire, ssl->heap, DYNAMIC_TYPE_TLSX);
                return BAD_FUNC_ARG;
            }
            wire[n++] = (char)l;
            XMEMCPY(wire + n, list + start, l);
            n += l;
            start = i + 1;
            if ((i < listSz) && (list[i] == '\0'))
                break;
        }
    }
    XFREE(ssl->alpnList, ssl->heap, DYNAMIC_TYPE_TLSX);
    ssl->alpnList = wire;
    ssl->alpnListSz = (word16)n;
    ssl->alpnOpts = options;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_ALPN_GetProtocol(WOLFSSL* ssl, char** name, unsigned short* size)
{
    if ((ssl == NULL) || (name == NULL) || (size == NULL))
        return BAD_FUNC_ARG;
    if (ssl->alpn == NULL) {
        *name = NULL;
        *size = 0;
        return WOLFSSL_ALPN_NOT_FOUND;
    }
    *name = ssl->alpn;
    *size = (unsigned short)XSTRLEN(ssl->alpn);
    return WOLFSSL_SUCCESS;
}

/* ---- connections -------------------------------------------------------- */

WOLFSSL* wolfSSL_new(WOLFSSL_CTX* ctx)
{
    WOLFSSL* ssl;

    if (ctx == NULL)
        return NULL;
    ssl = (WOLFSSL*)XMALLOC(sizeof(*ssl), ctx->heap, DYNAMIC_TYPE_SSL);
    if (ssl == NULL)
        return NULL;
    XMEMSET(ssl, 0, sizeof(*ssl));
    ssl->ctx = ctx;
    ssl->heap = ctx->heap;
    ssl->cfg = ctx->cfg;
    ssl->id = ctx->id;
    if (ssl->id != NULL)
        ssl->id->refCount++;
    ssl->rfd = ssl->wfd = -1;
    ssl->ioReadCtx = &ssl->rfd;
    ssl->ioWriteCtx = &ssl->wfd;
    ssl->maxFrag = TLS_MAX_PLAINTEXT;
    ssl->state = TLS_ST_START;
    ctx->refCount++;
    ssl->in = (byte*)XMALLOC(TLS_RECORD_HEADER + TLS_MAX_CIPHERTEXT,
                             ssl->heap, DYNAMIC_TYPE_IN_BUFFER);
    if ((ssl->in == NULL) || (wc_InitRng(&ssl->rng) != 0)) {
        wolfSSL_free(ssl);
        return NULL;
    }
    ssl->rngInit = 1;
    if ((ctx->sni != NULL) &&
        (ssl_set_name(&ssl->sni, &ssl->sniSz, ssl->heap, ctx->sni,
                      ctx->sniSz) != WOLFSSL_SUCCESS)) {
        wolfSSL_free(ssl);
        return NULL;
    }
    return ssl;
}

void wolfSSL_free(WOLFSSL* ssl)
{
    if (ssl == NULL)
        return;
    tls_hs_free(ssl);
    tls_dir_free(&ssl->rd);
    tls_dir_free(&ssl->wr);
    if (ssl->rngInit)
        wc_FreeRng(&ssl->rng);
    ssl_identity_release(ssl->id);
    if (ssl->in != NULL) {
        ForceZero(ssl->in, TLS_RECORD_HEADER + TLS_MAX_CIPHERTEXT);
        XFREE(ssl->in, ssl->heap, DYNAMIC_TYPE_IN_BUFFER);
    }
    if (ssl->hsBuf != NULL) {
        ForceZero(ssl->hsBuf, ssl->hsCap);
        XFREE(ssl->hsBuf, ssl->heap, DYNAMIC_TYPE_IN_BUFFER);
    }
    if (ssl->out != NULL) {
        ForceZero(ssl->out, ssl->outCap);
        XFREE(ssl->out, ssl->heap, DYNAMIC_TYPE_OUT_BUFFER);
    }
    wolfSSL_X509_free(ssl->peerCert);
    wolfSSL_SESSION_free(ssl->session);
    wolfSSL_SESSION_free(ssl->resume);
    XFREE(ssl->domain, ssl->heap, DYNAMIC_TYPE_TLSX);
    XFREE(ssl->sni, ssl->heap, DYNAMIC_TYPE_TLSX);
    XFREE(ssl->peerSni, ssl->heap, DYNAMIC_TYPE_TLSX);
    XFREE(ssl->alpnList, ssl->heap, DYNAMIC_TYPE_TLSX);
    XFREE(ssl->alpn, ssl->heap, DYNAMIC_TYPE_TLSX);
    wolfSSL_CTX_free(ssl->ctx);
    ForceZero(ssl, sizeof(*ssl));
    XFREE(ssl, NULL, DYNAMIC_TYPE_SSL);
}

WOLFSSL_CTX* wolfSSL_get_SSL_CTX(const WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->ctx : NULL;
}

int wolfSSL_set_fd(WOLFSSL* ssl, int fd)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    ssl->rfd = ssl->wfd = fd;
    ssl->ioReadCtx = &ssl->rfd;
    ssl->ioWriteCtx = &ssl->wfd;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_set_read_fd(WOLFSSL* ssl, int fd)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    ssl->rfd = fd;
    ssl->ioReadCtx = &ssl->rfd;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_set_write_fd(WOLFSSL* ssl, int fd)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    ssl->wfd = fd;
    ssl->ioWriteCtx = &ssl->wfd;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_get_fd(const WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->rfd : BAD_FUNC_ARG;
}

void wolfSSL_set_using_nonblock(WOLFSSL* ssl, int nonblock)
{
    if (ssl != NULL)
        ssl->nonblock = (nonblock != 0);
}

int wolfSSL_get_using_nonblock(WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->nonblock : 0;
}

void wolfSSL_SSLSetIORecv(WOLFSSL* ssl, CallbackIORecv cb)
{
    if (ssl != NULL)
        ssl->cfg.recv = (cb != NULL) ? cb : EmbedReceive;
}

void wolfSSL_SSLSetIOSend(WOLFSSL* ssl, CallbackIOSend cb)
{
    if (ssl != NULL)
        ssl->cfg.send = (cb != NULL) ? cb : EmbedSend;
}

void wolfSSL_SetIOReadCtx(WOLFSSL* ssl, void* ctx)
{
    if (ssl != NULL)
        ssl->ioReadCtx = ctx;
}

void wolfSSL_SetIOWriteCtx(WOLFSSL* ssl, void* ctx)
{
    if (ssl != NULL)
        ssl->ioWriteCtx = ctx;
}

void* wolfSSL_GetIOReadCtx(WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->ioReadCtx : NULL;
}

void* wolfSSL_GetIOWriteCtx(WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->ioWriteCtx : NULL;
}

int wolfSSL_set_app_data(WOLFSSL* ssl, void* arg)
{
    if (ssl == NULL)
        return WOLFSSL_FAILURE;
    ssl->appData = arg;
    return WOLFSSL_SUCCESS;
}

void* wolfSSL_get_app_data(const WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->appData : NULL;
}

int wolfSSL_check_domain_name(WOLFSSL* ssl, const char* dn)
{
    size_t n;

    if ((ssl == NULL) || (dn == NULL))
        return WOLFSSL_FAILURE;
    n = XSTRLEN(dn);
    XFREE(ssl->domain, ssl->heap, DYNAMIC_TYPE_TLSX);
    ssl->domain = (char*)XMALLOC(n + 1, ssl->heap, DYNAMIC_TYPE_TLSX);
    if (ssl->domain == NULL)
        return WOLFSSL_FAILURE;
    XMEMCPY(ssl->domain, dn, n + 1);
    return WOLFSSL_SUCCESS;
}

long wolfSSL_get_verify_result(const WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->verifyResult : BAD_FUNC_ARG;
}

/* ---- handshake, data, shutdown ------------------------------------------ */

/* Record err and map it to the API's return. */
static int ssl_result(WOLFSSL* ssl, int err)
{
    if (err == 0) {
        ssl->error = 0;
        return WOLFSSL_SUCCESS;
    }
    if (!ssl->fatal || (ssl->error == 0))
        ssl->error = err;
    return WOLFSSL_FATAL_ERROR;
}

/* Is the connection unusable?  (A fatal error sticks.) */
static int ssl_dead(WOLFSSL* ssl)
{
    return ssl->fatal;
}

int wolfSSL_set_connect_state(WOLFSSL* ssl)
{
    if ((ssl == NULL) || (ssl->state != TLS_ST_START))
        return BAD_FUNC_ARG;
    ssl->cfg.side = WOLFSSL_CLIENT_END;
    return WOLFSSL_SUCCESS;
}

int wolfSSL_set_accept_state(WOLFSSL* ssl)
{
    if ((ssl == NULL) || (ssl->state != TLS_ST_START))
        return BAD_FUNC_ARG;
    ssl->cfg.side = WOLFSSL_SERVER_END;
    return WOLFSSL_SUCCESS;
}

static int ssl_handshake(WOLFSSL* ssl)
{
    int ret;

    if (ssl->state == TLS_ST_CONNECTED)
        return ssl_result(ssl, tls_flush(ssl));
    if (ssl_dead(ssl))
        return WOLFSSL_FATAL_ERROR;
    if (ssl->cfg.maxVer < WOLFSSL_TLSV1_3) {
        /* TLS 1.2 is not built yet */
        ssl->fatal = 1;
        return ssl_result(ssl, VERSION_ERROR);
    }
    if (ssl->cfg.side == WOLFSSL_CLIENT_END) {
        if ((ssl->domain == NULL) && (ssl->sni != NULL) &&
            (ssl->cfg.verifyMode & WOLFSSL_VERIFY_PEER))
            (void)wolfSSL_check_domain_name(ssl, ssl->sni);
        ret = tls13_connect(ssl);
    }
    else
        ret = tls13_accept(ssl);
    return ssl_result(ssl, ret);
}

/* connect / accept: the handshake of a connection made for side. */
static int ssl_handshake_as(WOLFSSL* ssl, int side)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    if (ssl->cfg.side != side) {
        ssl->error = SIDE_ERROR;
        return WOLFSSL_FATAL_ERROR;
    }
    return ssl_handshake(ssl);
}

int wolfSSL_connect(WOLFSSL* ssl)
{
    return ssl_handshake_as(ssl, WOLFSSL_CLIENT_END);
}

int wolfSSL_accept(WOLFSSL* ssl)
{
    return ssl_handshake_as(ssl, WOLFSSL_SERVER_END);
}

int wolfSSL_negotiate(WOLFSSL* ssl)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl_handshake(ssl);
}

int wolfSSL_is_init_finished(const WOLFSSL* ssl)
{
    return (ssl != NULL) && (ssl->state == TLS_ST_CONNECTED);
}

static int ssl_read(WOLFSSL* ssl, void* data, int sz, int peek)
{
    int ret, n;

    if ((ssl == NULL) || (data == NULL) || (sz < 0))
        return BAD_FUNC_ARG;
    if (ssl->state != TLS_ST_CONNECTED) {
        ret = ssl_handshake(ssl);
        if (ret != WOLFSSL_SUCCESS)
            return ret;
    }
    if (ssl_dead(ssl))
        return WOLFSSL_FATAL_ERROR;
    if (ssl->shutdown & WOLFSSL_RECEIVED_SHUTDOWN) {
        ssl->error = ZERO_RETURN;
        return 0;
    }
    if (ssl->appPos == ssl->appLen) {
        ret = tls_flush(ssl);       /* e.g. a KeyUpdate answer */
        if (ret == 0)
            ret = tls_read_app(ssl, tls13_post_hs);
        if (ret == 0)
            ret = tls_flush(ssl);
        if (ret == ZERO_RETURN) {
            ssl->error = ZERO_RETURN;
            return 0;
        }
        if (ret != 0)
            return ssl_result(ssl, ret);
    }
    n = (int)(ssl->appLen - ssl->appPos);
    if (n > sz)
        n = sz;
    XMEMCPY(data, ssl->app + ssl->appPos, (size_t)n);
    if (!peek)
        ssl->appPos += (word32)n;
    ssl->error = 0;
    return n;
}

int wolfSSL_read(WOLFSSL* ssl, void* data, int sz)
{
    return ssl_read(ssl, data, sz, 0);
}

int wolfSSL_peek(WOLFSSL* ssl, void* data, int sz)
{
    return ssl_read(ssl, data, sz, 1);
}

int wolfSSL_pending(WOLFSSL* ssl)
{
    return (ssl != NULL) ? (int)(ssl->appLen - ssl->appPos) : 0;
}

int wolfSSL_has_pending(const WOLFSSL* ssl)
{
    return (ssl != NULL) && ((ssl->appLen > ssl->appPos) ||
                             (ssl->inLen > 0) || (ssl->hsLen > 0));
}

/* A write that blocked (WANT_WRITE) has its records queued already: the
 * call again with the same data only flushes them. */
int wolfSSL_write(WOLFSSL* ssl, const void* data, int sz)
{
    int ret;

    if ((ssl == NULL) || (data == NULL) || (sz < 0))
        return BAD_FUNC_ARG;
    if (ssl->state != TLS_ST_CONNECTED) {
        ret = ssl_handshake(ssl);
        if (ret != WOLFSSL_SUCCESS)
            return ret;
    }
    if (ssl_dead(ssl))
        return WOLFSSL_FATAL_ERROR;
    if (ssl->shutdown & WOLFSSL_SENT_SHUTDOWN) {
        ssl->error = SOCKET_ERROR_E;        /* we closed: nothing more */
        return WOLFSSL_FATAL_ERROR;
    }
    if (ssl->pendingWrite > 0) {
        ret = tls_flush(ssl);
        if (ret != 0)
            return ssl_result(ssl, ret);
        sz = ssl->pendingWrite;
        ssl->pendingWrite = 0;
        ssl->error = 0;
        return sz;
    }
    if (sz == 0)
        return 0;
    ret = tls_send_record(ssl, TLS_CT_APPLICATION_DATA, (const byte*)data,
                          (word32)sz);
    if (ret == 0)
        ret = tls_flush(ssl);
    if (ret == WANT_WRITE)
        ssl->pendingWrite = sz;
    if (ret != 0)
        return ssl_result(ssl, ret);
    ssl->error = 0;
    return sz;
}

int wolfSSL_shutdown(WOLFSSL* ssl)
{
    int ret;

    if (ssl == NULL)
        return BAD_FUNC_ARG;
    if (ssl->fatal && (ssl->error != ZERO_RETURN))
        return WOLFSSL_FATAL_ERROR;
    if (!(ssl->shutdown & WOLFSSL_SENT_SHUTDOWN)) {
        ssl->shutdown |= WOLFSSL_SENT_SHUTDOWN;
        ret = tls_send_alert(ssl, 1, TLS_ALERT_CLOSE_NOTIFY);
        if ((ret != 0) && (ret != WANT_WRITE))
            return ssl_result(ssl, ret);
        if (ret == WANT_WRITE)
            return ssl_result(ssl, ret);
    }
    else {
        ret = tls_flush(ssl);
        if (ret != 0)
            return ssl_result(ssl, ret);
        /* called again: wait for the peer's close_notify, dropping any
         * application data still on its way */
        while (!(ssl->shutdown & WOLFSSL_RECEIVED_SHUTDOWN)) {
            ssl->appPos = ssl->appLen;
            ret = tls_read_app(ssl, tls13_post_hs);
            if (ret == ZERO_RETURN)
                break;
            if (ret != 0)
                return ssl_result(ssl, ret);
        }
        ssl->error = 0;
    }
    return (ssl->shutdown & WOLFSSL_RECEIVED_SHUTDOWN) ?
           WOLFSSL_SUCCESS : WOLFSSL_SHUTDOWN_NOT_DONE;
}

int wolfSSL_update_keys(WOLFSSL* ssl)
{
    int ret;

    if (ssl == NULL)
        return BAD_FUNC_ARG;
    if ((ssl->state != TLS_ST_CONNECTED) ||
        (ssl->version != TLS_VERSION_1_3))
        return BAD_FUNC_ARG;
    if (ssl_dead(ssl))
        return WOLFSSL_FATAL_ERROR;
    ret = tls13_send_key_update(ssl, 1);
    if (ret == 0)
        ret = tls_flush(ssl);
    if (ret == WANT_WRITE)
        return ssl_result(ssl, ret);
    if (ret != 0)
        return ssl_result(ssl, tls_fatal(ssl, TLS_ALERT_INTERNAL_ERROR,
                                         ret));
    return WOLFSSL_SUCCESS;
}

int wolfSSL_get_shutdown(const WOLFSSL* ssl)
{
    return (ssl != NULL) ? ssl->shutdown : 0;
}

int wolfSSL_get_error(WOLFSSL* ssl, int ret)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    if (ret > 0)
        return WOLFSSL_ERROR_NONE;
    switch (ssl->error) {
        case 0:
            return WOLFSSL_ERROR_NONE;
        case WANT_READ:
            return WOLFSSL_ERROR_WANT_READ;
        case WANT_WRITE:
            return WOLFSSL_ERROR_WANT_WRITE;
        case ZERO_RETURN:
            return WOLFSSL_ERROR_ZERO_RETURN;
        default:
            return ssl->error;
    }
}

int wolfSSL_want_read(WOLFSSL* ssl)
{
    return (ssl != NULL) && (ssl->error == WANT_READ);
}

int wolfSSL_want_write(WOLFSSL* ssl)
{
    return (ssl != NULL) && (ssl->error == WANT_WRITE);
}

int wolfSSL_get_alert_history(WOLFSSL* ssl, void* h)
{
    (void)ssl;
    (void)h;
    return NOT_COMPILED_IN;
}

/* ---- what was negotiated ------------------------------------------------ */

const char* wolfSSL_get_version(const WOLFSSL* ssl)
{
    if (ssl == NULL)
        return NULL;
    switch (ssl->version) {
        case TLS_VERSION_1_3: return "TLSv1.3";
        case TLS_VERSION_1_2: return "TLSv1.2";
        default:              return "unknown";
    }
}

int wolfSSL_version(WOLFSSL* ssl)
{
    if (ssl == NULL)
        return BAD_FUNC_ARG;
    return ssl->version;
}

const char* wolfSSL_get_cipher_name(WOLFSSL* ssl)
{
    return ((ssl != NULL) && (ssl->suite != NULL)) ? ssl->suite->iana : NULL;
}

const char* wolfSSL_get_cipher(WOLFSSL* ssl)
{
    return wolfSSL_get_cipher_name(ssl);
}

WOLFSSL_CIPHER* wolfSSL_get_current_cipher(WOLFSSL* ssl)
{
    if ((ssl == NULL) || (ssl->suite == NULL))
        return NULL;
    ssl->cipher.suite = ssl->suite;
    return &ssl->cipher;
}

const char* wolfSSL_CIPHER_get_name(const WOLFSSL_CIPHER* c)
{
    return ((c != NULL) && (c->suite != NULL)) ? c->suite->iana : NULL;
}

const char* wolfSSL_get_curve_name(WOLFSSL* ssl)
{
    return ((ssl != NULL) && (ssl->group != 0)) ? tls_group_name(ssl->group)
                                                : NULL;
}

WOLFSSL_X509* wolfSSL_get_peer_certificate(WOLFSSL* ssl)
{
    if ((ssl == NULL) || (ssl->peerCert == NULL))
        return NULL;
    wolfSSL_X509_up_ref(ssl->peerCert);
    return ssl->peerCert;
}

/* ---- errors ------------------------------------------------------------- */

const char* wolfSSL_ERR_reason_error_string(unsigned long e)
{
    int         err = -(int)(e & 0xFFFF);
    const char* s;

    if ((long)e < 0)
        err = (int)(long)e;
    s = wolfssl_ssl_error_text(err);
    if (s == NULL)
        s = wc_GetErrorString(err);
    return s;
}

void wolfSSL_ERR_error_string_n(unsigned long e, char* buf,
                                unsigned long len)
{
    const char* s = wolfSSL_ERR_reason_error_string(e);
    size_t      n;

    if ((buf == NULL) || (len == 0))
        return;
    n = (s != NULL) ? XSTRLEN(s) : 0;
    if (n >= len)
        n = len - 1;
    if (n > 0)
        XMEMCPY(buf, s, n);
    buf[n] = '\0';
}

char* wolfSSL_ERR_error_string(unsigned long err, char* data)
{
    static char buf[80];
    char*       out = (data != NULL) ? data : buf;

    wolfSSL_ERR_error_string_n(err, out, 80);
    return out;
}

void wolfSSL_ERR_clear_error(void)
{
}

unsigned long wolfSSL_ERR_get_error(void)
{
    return 0;                   /* errors are per connection: get_error */
}
