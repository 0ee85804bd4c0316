/* fuzz_x509.c
 *
 * libFuzzer target for the certificate layer: wc_ParseCert on the input
 * as DER, and on a parsed certificate everything that reads what the
 * parser kept: the one-line names of the subject, the issuer and every
 * directoryName, the SubjectPublicKeyInfo export, the hostname check
 * (a DNS name and an IP literal), the name constraints of the certificate
 * applied to itself, and its signature checked with its own key (which
 * runs the RSA, PSS, ECDSA, SM2 and EdDSA verifiers on keys and
 * signatures from the input).  Properties: every pointer the parser kept
 * lies inside the input, the lengths add up, the texts are terminated,
 * and every function returns 0 or a negative error.  Seeds: with
 * FUZZ_SEED_DIR set, the certificates of /etc/ssl/certs and of NIST PKITS
 * (python3-cryptography-vectors) as DER, when present.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <dirent.h>
#include <string.h>

#include "fuzz_common.h"

#define PKITS_DIR "/usr/lib/python3/dist-packages/cryptography_vectors/" \
                  "x509/PKITS_data/certs"

/* Every .pem of dir as DER seeds, every .crt as it is. */
static void seed_dir(const char* dir, const char* out, int pem)
{
    static byte buf[65536], der[65536];
    DIR* d = opendir(dir);
    struct dirent* e;
    char path[1024];
    int n = 0;

    if (d == NULL)
        return;
    while ((e = readdir(d)) != NULL && n < 400) {
        size_t len = strlen(e->d_name);
        FILE* f;
        size_t sz;
        int derSz;

        if (len < 5 || strcmp(e->d_name + len - 4, pem ? ".pem" : ".crt"))
            continue;
        snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
        f = fopen(path, "rb");
        if (f == NULL)
            continue;
        sz = fread(buf, 1, sizeof(buf), f);
        fclose(f);
        derSz = pem ? wc_CertPemToDer(buf, (int)sz, der, sizeof(der),
                                      CERT_TYPE) : (int)sz;
        if (derSz <= 0)
            continue;
        snprintf(path, sizeof(path), "%s_%d", pem ? "store" : "pkits", n++);
        fuzz_seed_write(out, path, -1, pem ? der : buf, (word32)derSz);
    }
    closedir(d);
}

static void make_seeds(const char* dir)
{
    seed_dir("/etc/ssl/certs", dir, 1);
    seed_dir(PKITS_DIR, dir, 0);
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    (void)argc;
    (void)argv;
    fuzz_maybe_seed(make_seeds);
    return 0;
}

/* p[0..n) lies inside data[0..size). */
static int inside(const byte* p, word32 n, const byte* data, size_t size)
{
    return p >= data && p + n <= data + size;
}

static void check_text(const char* s, size_t room)
{
    FUZZ_CHECK(memchr(s, 0, room) != NULL);
}

static void check_fields(const DecodedCert* c, const byte* data,
                         size_t size)
{
    FUZZ_CHECK(c->certBegin < c->sigIndex && c->sigIndex <= size);
    FUZZ_CHECK(inside(c->signature, c->sigLength, data, size));
    FUZZ_CHECK(inside(c->publicKey, c->pubKeySize, data, size));
    FUZZ_CHECK(inside(c->spki, c->spkiSz, data, size));
    FUZZ_CHECK(inside(c->subjectDer, c->subjectDerSz, data, size));
    FUZZ_CHECK(inside(c->issuerDer, c->issuerDerSz, data, size));
    FUZZ_CHECK(inside(c->beforeDate, (word32)c->beforeDateLen, data, size));
    FUZZ_CHECK(inside(c->afterDate, (word32)c->afterDateLen, data, size));
    FUZZ_CHECK(c->serialSz >= 1 && c->serialSz <= EXTERNAL_SERIAL_SIZE);
    FUZZ_CHECK(c->version >= 1 && c->version <= 3);
    FUZZ_CHECK(c->extCertPoliciesNb >= 0 &&
               c->extCertPoliciesNb <= MAX_CERTPOL_NB);
    if (c->subjectCN != NULL)
        FUZZ_CHECK(inside((const byte*)c->subjectCN,
                          (word32)c->subjectCNLen, data, size));
    if (c->extensions != NULL)
        FUZZ_CHECK(inside(c->extensions, (word32)c->extensionsSz, data,
                          size));
    check_text(c->subject, sizeof(c->subject));
    check_text(c->issuer, sizeof(c->issuer));
}

static void check_names(const DecodedCert* c)
{
    const DNS_entry*  d;
    const Base_entry* b;
    char text[ASN_NAME_MAX];

    for (d = c->altNames; d != NULL; d = d->next) {
        FUZZ_CHECK(d->name != NULL && d->len >= 0 && d->name[d->len] == 0);
        if (d->type == ASN_IP_TYPE)
            FUZZ_CHECK(d->len == 4 || d->len == 16);
        if (d->type == ASN_DIR_TYPE)
            FUZZ_CHECK(cert_name_oneline((const byte*)d->name,
                                         (word32)d->len, text,
                                         sizeof(text)) == 0);
    }
    for (b = c->permittedNames; b != NULL; b = b->next)
        FUZZ_CHECK(b->name != NULL && b->name[b->nameSz] == 0);
    for (b = c->excludedNames; b != NULL; b = b->next)
        FUZZ_CHECK(b->name != NULL && b->name[b->nameSz] == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    DecodedCert c;
    byte spki[8192];
    word32 spkiSz = sizeof(spki);
    int ret;

    wc_InitDecodedCert(&c, data, (word32)size, NULL);
    ret = wc_ParseCert(&c, CERT_TYPE, NO_VERIFY, NULL);
    FUZZ_CHECK(ret <= 0);
    if (ret == 0) {
        check_fields(&c, data, size);
        check_names(&c);
        ret = wc_GetPubKeyDerFromCert(&c, spki, &spkiSz);
        FUZZ_CHECK(ret == 0 || ret == BUFFER_E);
        if (ret == 0)
            FUZZ_CHECK(spkiSz == c.spkiSz &&
                       memcmp(spki, c.spki, spkiSz) == 0);
        FUZZ_CHECK(cert_check_host(&c, "www.example.com", 15, 1) <= 0);
        FUZZ_CHECK(cert_check_host(&c, "2001:db8::1", 11, 0) <= 0);
        FUZZ_CHECK(cert_check_name_constraints(&c, &c) <= 0);
        FUZZ_CHECK(cert_check_signature(&c, &c) <= 0);
    }
    wc_FreeDecodedCert(&c);
    return 0;
}
