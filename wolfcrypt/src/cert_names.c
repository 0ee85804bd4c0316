/* cert_names.c -- comparing X.509 names: issuer/subject chaining (RFC 5280
 * section 7.1) and the nameConstraints of section 4.2.1.10.
 *
 * Two Names are equal when they have the same RDNs with the same
 * attributes in the same order and each pair of values is equal: string
 * values (PrintableString, UTF8String, IA5String, TeletexString) after
 * ASCII case folding, with leading and trailing spaces removed and inner
 * runs of spaces made one (the parts of RFC 4518's preparation that apply
 * to ASCII); any other value octet for octet, with the same tag.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/hash.h>

#include "cert_internal.h"

#define NAME_MAX_AVAS 64

typedef struct name_ava {
    const byte* oid;
    word32      oidSz;
    const byte* val;
    word32      valSz;
    byte        tag;
    byte        first;     /* first attribute of its RDN */
} name_ava;

typedef struct name_avas {
    name_ava ava[NAME_MAX_AVAS];
    int      n;
} name_avas;

static int name_collect(void* ctx, int firstInRdn, const byte* oid,
                        word32 oidSz, byte tag, const byte* val,
                        word32 valSz)
{
    name_avas* a = (name_avas*)ctx;
    name_ava*  e;

    if (a->n == NAME_MAX_AVAS)
        return ASN_PARSE_E;
    e = &a->ava[a->n++];
    e->oid = oid;
    e->oidSz = oidSz;
    e->val = val;
    e->valSz = valSz;
    e->tag = tag;
    e->first = (byte)firstInRdn;
    return 0;
}

/* The attributes of a Name TLV. */
static int name_read(const byte* name, word32 sz, name_avas* a)
{
    word32 idx = 0;
    int    ret;

    a->n = 0;
    ret = cert_walk_name(name, &idx, sz, name_collect, a);
    if ((ret == 0) && (idx != sz))
        ret = ASN_PARSE_E;
    return ret;
}

static int is_string_tag(byte tag)
{
    return (tag == ASN_PRINTABLE_STRING) || (tag == ASN_UTF8STRING) ||
           (tag == ASN_IA5_STRING) || (tag == 0x14 /* TeletexString */);
}

static byte fold(byte c)
{
    return ((c >= 'A') && (c <= 'Z')) ? (byte)(c + ('a' - 'A')) : c;
}

/* The next character of a prepared string, or -1 at its end: *i walks
 * s[0..n) (leading spaces already skipped); a run of spaces gives one
 * space, or the end when nothing follows it. */
static int prep_next(const byte* s, word32 n, word32* i)
{
    if (*i >= n)
        return -1;
    if (s[*i] != ' ')
        return fold(s[(*i)++]);
    while ((*i < n) && (s[*i] == ' '))
        (*i)++;
    return (*i == n) ? -1 : ' ';
}

static int value_equal(const name_ava* x, const name_ava* y)
{
    word32 i = 0, j = 0;
    int    a, b;

    if (!is_string_tag(x->tag) || !is_string_tag(y->tag)) {
        return (x->tag == y->tag) && (x->valSz == y->valSz) &&
               (XMEMCMP(x->val, y->val, x->valSz) == 0);
    }
    /* leading spaces */
    while ((i < x->valSz) && (x->val[i] == ' '))
        i++;
    while ((j < y->valSz) && (y->val[j] == ' '))
        j++;
    do {
        a = prep_next(x->val, x->valSz, &i);
        b = prep_next(y->val, y->valSz, &j);
        if (a != b)
            return 0;
    } while (a != -1);
    return 1;
}

static int ava_equal(const name_ava* x, const name_ava* y)
{
    return (x->first == y->first) && (x->oidSz == y->oidSz) &&
           (XMEMCMP(x->oid, y->oid, x->oidSz) == 0) && value_equal(x, y);
}

/* a's attributes equal the first a->n of b's, ending at an RDN boundary
 * of b. */
static int avas_prefix(const name_avas* a, const name_avas* b)
{
    int i;

    if (a->n > b->n)
        return 0;
    for (i = 0; i < a->n; i++) {
        if (!ava_equal(&a->ava[i], &b->ava[i]))
            return 0;
    }
    return (a->n == b->n) || b->ava[a->n].first;
}

int cert_name_equal(const byte* a, word32 aSz, const byte* b, word32 bSz)
{
    name_avas x, y;

    if ((aSz == bSz) && (XMEMCMP(a, b, aSz) == 0))
        return 1;
    if ((name_read(a, aSz, &x) != 0) || (name_read(b, bSz, &y) != 0))
        return 0;
    return (x.n == y.n) && avas_prefix(&x, &y);
}

/* A lookup key: SHA-256 over the attributes as cert_name_equal compares
 * them (RDN boundaries, OIDs, prepared string values, other values with
 * their tags), so equal names give equal keys; different keys mean
 * different names, equal keys are confirmed with cert_name_equal.  Bytes
 * are gathered in a small buffer between hash updates. */
typedef struct key_hash {
    wc_HashAlg h;
    byte       buf[128];
    word32     n;
    int        err;
} key_hash;

static void key_put(key_hash* k, byte v)
{
    if (k->n == sizeof(k->buf)) {
        if (k->err == 0)
            k->err = wc_HashUpdate(&k->h, WC_HASH_TYPE_SHA256, k->buf,
                                   k->n);
        k->n = 0;
    }
    k->buf[k->n++] = v;
}

static void key_put_len(key_hash* k, word32 v)
{
    key_put(k, (byte)(v >> 8));
    key_put(k, (byte)v);
}

int cert_name_key(const byte* name, word32 sz, byte* key)
{
    name_avas a;
    key_hash  k;
    int       i, ret;
    word32    j;

    ret = name_read(name, sz, &a);
    if (ret != 0)
        return ret;
    k.n = 0;
    k.err = wc_HashInit(&k.h, WC_HASH_TYPE_SHA256);
    for (i = 0; i < a.n; i++) {
        const name_ava* v = &a.ava[i];
        key_put(&k, v->first);
        key_put_len(&k, v->oidSz);
        for (j = 0; j < v->oidSz; j++)
            key_put(&k, v->oid[j]);
        if (is_string_tag(v->tag)) {
            int c;
            j = 0;
            while ((j < v->valSz) && (v->val[j] == ' '))
                j++;
            key_put(&k, 'S');
            while ((c = prep_next(v->val, v->valSz, &j)) != -1)
                key_put(&k, (byte)c);
            key_put(&k, 0);
        }
        else {
            key_put(&k, 'B');
            key_put(&k, v->tag);
            key_put_len(&k, v->valSz);
            for (j = 0; j < v->valSz; j++)
                key_put(&k, v->val[j]);
        }
    }
    if ((k.err == 0) && (k.n > 0))
        k.err = wc_HashUpdate(&k.h, WC_HASH_TYPE_SHA256, k.buf, k.n);
    if (k.err == 0)
        k.err = wc_HashFinal(&k.h, WC_HASH_TYPE_SHA256, key);
    wc_HashFree(&k.h, WC_HASH_TYPE_SHA256);
    return k.err;
}

/* ====================================================================== */
/* nameConstraints                                                         */
/* ====================================================================== */

static int ascii_ieq(const char* a, const char* b, word32 n)
{
    word32 i;

    for (i = 0; i < n; i++) {
        if (fold((byte)a[i]) != fold((byte)b[i]))
            return 0;
    }
    return 1;
}

/* name ends with base, case-insensitively, at a label boundary: base
 * "example.com" matches "example.com" and "a.example.com"; base
 * ".example.com" only names below it. */
static int dns_within(const char* name, word32 nameSz, const char* base,
                      word32 baseSz)
{
    if (baseSz == 0)
        return 1;                   /* the empty base: every name */
    if ((nameSz < baseSz) ||
        !ascii_ieq(name + nameSz - baseSz, base, baseSz))
        return 0;
    if (base[0] == '.')
        return nameSz > baseSz;     /* strictly below */
    return (nameSz == baseSz) || (name[nameSz - baseSz - 1] == '.');
}

/* rfc822Name: base a mailbox (exact), a host (mailboxes at it) or a
 * ".domain" (mailboxes at hosts below it). */
static int email_within(const char* name, word32 nameSz, const char* base,
                        word32 baseSz)
{
    const char* at = (const char*)XMEMCHR(name, '@', nameSz);
    word32      hostOff;

    if (at == NULL)
        return 0;
    if (XMEMCHR(base, '@', baseSz) != NULL) {
        /* local part case-sensitive, host case-insensitive */
        const char* bat = (const char*)XMEMCHR(base, '@', baseSz);
        word32 local = (word32)(at - name);
        return (nameSz == baseSz) &&
               (local == (word32)(bat - base)) &&
               (XMEMCMP(name, base, local) == 0) &&
               ascii_ieq(name + local, base + local, nameSz - local);
    }
    hostOff = (word32)(at - name) + 1;
    if ((baseSz > 0) && (base[0] == '.'))
        return dns_within(name + hostOff, nameSz - hostOff, base, baseSz);
    return (nameSz - hostOff == baseSz) &&
           ascii_ieq(name + hostOff, base, baseSz);
}

/* URI: the host of scheme://[userinfo@]host[:port][/...] against a DNS
 * base (a leading '.' for the hosts below it only). */
static int uri_within(const char* uri, word32 uriSz, const char* base,
                      word32 baseSz)
{
    const char* p = uri;
    const char* end = uri + uriSz;
    const char* host;
    const char* h;

    while ((p < end) && (*p != ':'))
        p++;
    if ((end - p < 3) || (p[1] != '/') || (p[2] != '/'))
        return 0;                   /* no authority: no host to match */
    host = p + 3;
    for (h = host; (h < end) && (*h != '/') && (*h != '?') && (*h != '#');
         h++) {
        if (*h == '@')
            host = h + 1;
    }
    for (p = host; (p < h) && (*p != ':'); p++)
        ;
    if ((p == host) || (*host == '['))
        return 0;
    if ((baseSz > 0) && (base[0] == '.'))
        return dns_within(host, (word32)(p - host), base, baseSz);
    return ((word32)(p - host) == baseSz) && ascii_ieq(host, base, baseSz);
}

static int ip_within(const byte* ip, word32 ipSz, const byte* base,
                     word32 baseSz)
{
    word32 i;

    if (baseSz != 2 * ipSz)
        return 0;
    for (i = 0; i < ipSz; i++) {
        byte mask = base[ipSz + i];
        if ((ip[i] & mask) != (base[i] & mask))
            return 0;
    }
    return 1;
}

/* Is the name (type, value) within the base of the same type? */
static int name_within(int type, const byte* val, word32 valSz,
                       const Base_entry* b)
{
    const char* s = (const char*)val;

    switch (type) {
        case ASN_DNS_TYPE:
            return dns_within(s, valSz, b->name, (word32)b->nameSz);
        case ASN_RFC822_TYPE:
            return email_within(s, valSz, b->name, (word32)b->nameSz);
        case ASN_URI_TYPE:
            return uri_within(s, valSz, b->name, (word32)b->nameSz);
        case ASN_IP_TYPE:
            return ip_within(val, valSz, (const byte*)b->name,
                             (word32)b->nameSz);
        case ASN_DIR_TYPE: {
            name_avas sub, base;
            if ((name_read((const byte*)b->name, (word32)b->nameSz, &base)
                 != 0) || (name_read(val, valSz, &sub) != 0))
                return 0;
            return avas_prefix(&base, &sub);
        }
        default:
            return 0;
    }
}

/* One name of the certificate against one CA's constraints. */
static int name_allowed(const DecodedCert* ca, int type, const byte* val,
                        word32 valSz)
{
    const Base_entry* b;
    int               havePermitted = 0, permitted = 0;

    for (b = ca->excludedNames; b != NULL; b = b->next) {
        if ((b->type == type) && name_within(type, val, valSz, b))
            return 0;
    }
    for (b = ca->permittedNames; b != NULL; b = b->next) {
        if (b->type != type)
            continue;
        havePermitted = 1;
        if (name_within(type, val, valSz, b)) {
            permitted = 1;
            break;
        }
    }
    return !havePermitted || permitted;
}

/* emailAddress attributes of the subject are rfc822 names too
 * (RFC 5280 4.2.1.10). */
typedef struct nc_email_ctx {
    const DecodedCert* ca;
    int                ok;
} nc_email_ctx;

static int nc_subject_email(void* ctx, int firstInRdn, const byte* oid,
                            word32 oidSz, byte tag, const byte* val,
                            word32 valSz)
{
    static const byte oid_email[] = { 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D,
                                      0x01, 0x09, 0x01 };
    nc_email_ctx* c = (nc_email_ctx*)ctx;

    (void)firstInRdn;
    (void)tag;
    if (CERT_OID_IS(oid, oidSz, oid_email) &&
        !name_allowed(c->ca, ASN_RFC822_TYPE, val, valSz))
        c->ok = 0;
    return 0;
}

static int has_dns_san(const DecodedCert* c)
{
    const DNS_entry* d;

    for (d = c->altNames; d != NULL; d = d->next) {
        if (d->type == ASN_DNS_TYPE)
            return 1;
    }
    return 0;
}

/* Letters, digits, '-' and '.', with at least one '.': a host name, not
 * a person's or organisation's name. */
static int cn_is_hostname(const char* s, word32 n)
{
    word32 i, dots = 0;

    for (i = 0; i < n; i++) {
        char c = s[i];
        if (c == '.')
            dots++;
        else if (!(((c | 0x20) >= 'a' && (c | 0x20) <= 'z') ||
                   (c >= '0' && c <= '9') || c == '-' || c == '*'))
            return 0;
    }
    return (n > 0) && (dots > 0) && (s[0] != '.') && (s[n - 1] != '.');
}

int cert_check_name_constraints(const DecodedCert* ca,
                                const DecodedCert* cert)
{
    const DNS_entry* d;
    nc_email_ctx     ctx;
    word32           idx = 0;

    if ((ca->permittedNames == NULL) && (ca->excludedNames == NULL))
        return 0;
    /* the subject (when not empty) as a directoryName */
    if ((cert->subjectRawLen > 0) &&
        !name_allowed(ca, ASN_DIR_TYPE, cert->subjectDer,
                      cert->subjectDerSz))
        return ASN_NAME_INVALID_E;
    ctx.ca = ca;
    ctx.ok = 1;
    if ((cert_walk_name(cert->subjectDer, &idx, cert->subjectDerSz,
                        nc_subject_email, &ctx) != 0) || !ctx.ok)
        return ASN_NAME_INVALID_E;
    /* a leaf named by its commonName only: the name a client would
     * match is the CN, so DNS constraints apply to it (as OpenSSL does) */
    if (!cert->isCA && (cert->subjectCN != NULL) && !has_dns_san(cert) &&
        cn_is_hostname(cert->subjectCN, (word32)cert->subjectCNLen) &&
        !name_allowed(ca, ASN_DNS_TYPE, (const byte*)cert->subjectCN,
                      (word32)cert->subjectCNLen))
        return ASN_NAME_INVALID_E;
    for (d = cert->altNames; d != NULL; d = d->next) {
        if (((d->type == ASN_DNS_TYPE) || (d->type == ASN_RFC822_TYPE) ||
             (d->type == ASN_URI_TYPE) || (d->type == ASN_IP_TYPE) ||
             (d->type == ASN_DIR_TYPE)) &&
            !name_allowed(ca, d->type, (const byte*)d->name, (word32)d->len))
            return ASN_NAME_INVALID_E;
    }
    return 0;
}
