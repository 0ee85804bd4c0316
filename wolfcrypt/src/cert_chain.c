/* cert_chain.c -- trust stores and certificate path validation (RFC 5280
 * section 6.1, basic path validation without policies).
 *
 * A store holds trust anchors: any certificate loaded into it is trusted
 * as it is (as wolfSSL trusts a loaded CA, partial chains included); an
 * anchor's name and key end a path.  Each anchor keeps a lookup key of
 * its subject (cert_name_key), so that finding the anchors of an issuer
 * name costs one hash and a comparison per anchor, not a name parse.  cert_verify_chain builds a path
 * from the leaf through the intermediates given, in any order, to an
 * anchor, trying each candidate issuer whose name matches and whose key
 * verifies the signature (depth first, at most CERT_MAX_PATHS complete
 * paths), and validates each path it completes until one passes:
 *   - every certificate of the path, the anchor included, valid at the
 *     verification time (ASN_BEFORE_DATE_E / ASN_AFTER_DATE_E);
 *   - every issuer a CA: basicConstraints cA (a v1/v2 anchor is allowed,
 *     as OpenSSL allows v1 roots), keyUsage, when present, with
 *     keyCertSign (ASN_NO_SIGNER_E otherwise: it cannot have issued);
 *   - pathLenConstraint of every issuer, the anchor's included: the
 *     non-self-issued intermediates below it at most pathLength
 *     (ASN_PATHLEN_SIZE_E);
 *   - nameConstraints of every issuer over every certificate below it
 *     (self-issued intermediates excepted; ASN_NAME_INVALID_E);
 *   - at most maxDepth certificates below the anchor (MAX_CHAIN_ERROR).
 * A self-signed leaf that is not an anchor is ASN_SELF_SIGNED_E.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#include <wolfssl/error-ssl.h>

#include "cert_internal.h"

#define CERT_MAX_PATHS 16

/* ====================================================================== */
/* The store                                                               */
/* ====================================================================== */

#define NAME_KEY_SZ 32

struct cert_anchor {
    struct cert_anchor* next;
    byte*               der;
    DecodedCert         cert;
    byte                nameKey[NAME_KEY_SZ];   /* of its subject */
};

void cert_store_init(cert_store* s, void* heap)
{
    if (s != NULL) {
        s->head = NULL;
        s->count = 0;
        s->heap = heap;
    }
}

void cert_store_free(cert_store* s)
{
    cert_anchor* a;

    if (s == NULL)
        return;
    while ((a = s->head) != NULL) {
        s->head = a->next;
        FreeDecodedCert(&a->cert);
        XFREE(a->der, s->heap, DYNAMIC_TYPE_CERT);
        XFREE(a, s->heap, DYNAMIC_TYPE_CERT);
    }
    s->count = 0;
}

/* The anchor with exactly this DER, or NULL. */
static const cert_anchor* store_find_der(const cert_store* s,
                                         const byte* der, word32 sz)
{
    const cert_anchor* a;

    for (a = s->head; a != NULL; a = a->next) {
        if ((a->cert.maxIdx == sz) && (XMEMCMP(a->der, der, sz) == 0))
            return a;
    }
    return NULL;
}

int cert_store_add(cert_store* s, const byte* der, word32 sz)
{
    cert_anchor* a;
    int          ret;

    if ((s == NULL) || (der == NULL) || (sz == 0))
        return BAD_FUNC_ARG;
    if (store_find_der(s, der, sz) != NULL)
        return 0;                           /* already there */
    a = (cert_anchor*)XMALLOC(sizeof(*a), s->heap, DYNAMIC_TYPE_CERT);
    if (a == NULL)
        return MEMORY_E;
    a->der = (byte*)XMALLOC(sz, s->heap, DYNAMIC_TYPE_CERT);
    if (a->der == NULL) {
        XFREE(a, s->heap, DYNAMIC_TYPE_CERT);
        return MEMORY_E;
    }
    XMEMCPY(a->der, der, sz);
    InitDecodedCert(&a->cert, a->der, sz, s->heap);
    ret = ParseCert(&a->cert, CA_TYPE, NO_VERIFY, NULL);
    if (ret == 0)
        ret = cert_name_key(a->cert.subjectDer, a->cert.subjectDerSz,
                            a->nameKey);
    if (ret != 0) {
        FreeDecodedCert(&a->cert);
        XFREE(a->der, s->heap, DYNAMIC_TYPE_CERT);
        XFREE(a, s->heap, DYNAMIC_TYPE_CERT);
        return ret;
    }
    a->next = s->head;
    s->head = a;
    s->count++;
    return 0;
}

/* ====================================================================== */
/* Path building                                                           */
/* ====================================================================== */

typedef struct chain_ctx {
    const cert_store*   store;
    DecodedCert*        certs;      /* the chain given, parsed */
    int                 n;
    int*                used;
    const DecodedCert*  path[CERT_MAX_CHAIN_DEPTH + 2]; /* leaf first */
    int                 len;        /* certificates in path */
    const cert_verify_opts* opts;
    sword64             now;
    int                 paths;      /* complete paths tried */
    int                 err;        /* the first complete path's error */
    int                 buildErr;   /* why no issuer was found */
} chain_ctx;

static int is_self_issued(const DecodedCert* c)
{
    return cert_name_equal(c->subjectDer, c->subjectDerSz, c->issuerDer,
                           c->issuerDerSz);
}

/* Could ca have issued certificates? */
static int can_issue(const DecodedCert* ca, int anchor)
{
    if (ca->extKeyUsageSet && !(ca->extKeyUsage & KEYUSE_KEY_CERT_SIGN))
        return 0;
    if (ca->version < 3)
        return anchor;
    return ca->extBasicConstSet && ca->isCA;
}

/* Validate the path built: path[0] leaf .. path[len-1] anchor. */
static int validate_path(chain_ctx* c)
{
    int i, j, ret, below;

    if (c->len - 1 > c->opts->maxDepth)
        return MAX_CHAIN_ERROR;
    for (i = 0; i < c->len; i++) {
        if (!c->opts->skipDates) {
            ret = cert_check_dates(c->path[i], c->now);
            if (ret != 0)
                return ret;
        }
    }
    for (j = 1; j < c->len; j++) {
        const DecodedCert* ca = c->path[j];

        if (!can_issue(ca, j == c->len - 1))
            return ASN_NO_SIGNER_E;
        if (ca->pathLengthSet) {
            below = 0;
            for (i = 1; i < j; i++)
                below += !is_self_issued(c->path[i]);
            if (below > (int)ca->pathLength)
                return ASN_PATHLEN_SIZE_E;
        }
        for (i = 0; i < j; i++) {
            if ((i > 0) && is_self_issued(c->path[i]))
                continue;
            ret = cert_check_name_constraints(ca, c->path[i]);
            if (ret != 0)
                return ret;
        }
    }
    return 0;
}

/* A complete path: validate it and remember the first error. */
static int path_done(chain_ctx* c)
{
    int ret = validate_path(c);

    c->paths++;
    if (ret != 0 && c->err == 0)
        c->err = ret;
    return ret;
}

/* Does issuer's name and key fit cur? 0 when it signed cur. */
static int issued_by(const DecodedCert* cur, const DecodedCert* issuer)
{
    if (!cert_name_equal(cur->issuerDer, cur->issuerDerSz,
                         issuer->subjectDer, issuer->subjectDerSz))
        return ASN_NO_SIGNER_E;
    if (cur->extAuthKeyIdSet && issuer->extSubjKeyIdSet &&
        (XMEMCMP(cur->extAuthKeyId, issuer->extSubjKeyId, KEYID_SIZE) != 0))
        return ASN_NO_SIGNER_E;
    return cert_check_signature(cur, issuer);
}

/* Note why an issuer candidate failed: a bad signature says more than
 * no candidate at all. */
static void note_build_err(chain_ctx* c, int ret)
{
    if ((c->buildErr == 0) || (c->buildErr == ASN_NO_SIGNER_E))
        c->buildErr = ret;
}

/* Extend the path from path[len-1]; 0 when a valid path was found. */
static int build(chain_ctx* c)
{
    const DecodedCert*  cur = c->path[c->len - 1];
    const cert_anchor*  a;
    byte                key[NAME_KEY_SZ];
    int                 i, ret, haveKey;

    if (c->paths >= CERT_MAX_PATHS)
        return -1;
    /* an anchor signed it: anchors are picked by the key of its issuer */
    haveKey = (cert_name_key(cur->issuerDer, cur->issuerDerSz, key) == 0);
    for (a = c->store->head; a != NULL; a = a->next) {
        if (haveKey && (XMEMCMP(key, a->nameKey, NAME_KEY_SZ) != 0))
            continue;
        ret = issued_by(cur, &a->cert);
        if (ret != 0) {
            if (ret != ASN_NO_SIGNER_E)
                note_build_err(c, ret);
            continue;
        }
        c->path[c->len++] = &a->cert;
        ret = path_done(c);
        c->len--;
        if (ret == 0)
            return 0;
    }
    if (c->len > CERT_MAX_CHAIN_DEPTH)
        return -1;
    /* an intermediate signed it */
    for (i = 1; i < c->n; i++) {
        if (c->used[i])
            continue;
        ret = issued_by(cur, &c->certs[i]);
        if (ret != 0) {
            if (ret != ASN_NO_SIGNER_E)
                note_build_err(c, ret);
            continue;
        }
        /* an intermediate that is itself an anchor ends the path there */
        if (store_find_der(c->store, c->certs[i].source,
                           c->certs[i].maxIdx) != NULL)
            continue;
        c->used[i] = 1;
        c->path[c->len++] = &c->certs[i];
        ret = build(c);
        c->len--;
        c->used[i] = 0;
        if (ret == 0)
            return 0;
    }
    return -1;
}

void cert_verify_opts_init(cert_verify_opts* o)
{
    if (o != NULL) {
        XMEMSET(o, 0, sizeof(*o));
        o->maxDepth = CERT_MAX_CHAIN_DEPTH;
    }
}

int cert_verify_chain(const cert_store* store, const byte* const* der,
                      const word32* derSz, int n,
                      const cert_verify_opts* opts)
{
    chain_ctx    c;
    DecodedCert* certs;
    int          used[CERT_MAX_CHAIN_INPUT];
    int          i, ret = 0;

    if ((store == NULL) || (der == NULL) || (derSz == NULL) || (n < 1) ||
        (opts == NULL))
        return BAD_FUNC_ARG;
    if (n > CERT_MAX_CHAIN_INPUT)
        return MAX_CHAIN_ERROR;             /* more than any peer sends */
    certs = (DecodedCert*)XMALLOC(sizeof(DecodedCert) * (size_t)n,
                                  store->heap, DYNAMIC_TYPE_DCERT);
    if (certs == NULL)
        return MEMORY_E;
    for (i = 0; i < n; i++) {
        InitDecodedCert(&certs[i], der[i], derSz[i], store->heap);
        certs[i].namesLite = 1;             /* names compared as DER */
        if (ret == 0)
            ret = ParseCert(&certs[i], CERT_TYPE, NO_VERIFY, NULL);
        used[i] = 0;
    }
    XMEMSET(&c, 0, sizeof(c));
    c.store = store;
    c.certs = certs;
    c.n = n;
    c.used = used;
    c.opts = opts;
    c.now = opts->haveTime ? opts->time : (sword64)wc_Time(NULL);
    c.path[0] = &certs[0];
    c.len = 1;
    if (ret == 0) {
        if (store_find_der(store, der[0], derSz[0]) != NULL) {
            /* the leaf itself is trusted: only its dates matter */
            ret = opts->skipDates ? 0 : cert_check_dates(&certs[0], c.now);
        }
        else if (build(&c) != 0) {
            if (c.err != 0)
                ret = c.err;
            else if (c.buildErr != 0 && c.buildErr != ASN_NO_SIGNER_E)
                ret = c.buildErr;
            else if ((n == 1) && certs[0].selfSigned)
                ret = ASN_SELF_SIGNED_E;
            else
                ret = ASN_NO_SIGNER_E;
        }
    }
    for (i = 0; i < n; i++)
        FreeDecodedCert(&certs[i]);
    XFREE(certs, store->heap, DYNAMIC_TYPE_DCERT);
    return ret;
}

/* ParseCert's signer: an anchor of the store whose key verifies cert. */
int cert_store_check_signer(const cert_store* store, const DecodedCert* cert)
{
    const cert_anchor* a;
    byte               key[NAME_KEY_SZ];
    int                ret, err = ASN_NO_SIGNER_E, haveKey;

    haveKey = (cert_name_key(cert->issuerDer, cert->issuerDerSz, key) == 0);
    for (a = store->head; a != NULL; a = a->next) {
        if (haveKey && (XMEMCMP(key, a->nameKey, NAME_KEY_SZ) != 0))
            continue;
        ret = issued_by(cert, &a->cert);
        if (ret == 0)
            return 0;
        if (ret != ASN_NO_SIGNER_E)
            err = ret;
    }
    return err;
}
