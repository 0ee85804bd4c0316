/* chain_verify.c -- path validation and hostname checks, case by case,
 * for the tests in tests/x509 (PKITS, generated chains).
 *
 * Reads lines from stdin, one case each:
 *   case <id> key=value ...
 * keys:
 *   ca=F1,F2,...     trust anchors (PEM files may hold several)
 *   chain=L,I1,...   the leaf first, then intermediates in any order
 *   time=SECONDS     verification time (default: now)
 *   nodate=1         no validity checks
 *   depth=N          at most N certificates below the anchor
 *   host=NAME        also check the leaf's names against NAME
 *   cn=1             with host: the commonName counts when no SAN exists
 * and prints "case <id> chain <rc> host <rc|->" (0: valid).  A file that
 * cannot be read or holds no certificate prints "case <id> file <name>".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#define MAX_LINE  16384
#define MAX_CERTS 512

typedef struct certs {
    unsigned char* der[MAX_CERTS];
    word32         sz[MAX_CERTS];
    int            n;
} certs;

/* Append every certificate of the file to c; 0 on success. */
static int load_file(const char* path, certs* c)
{
    FILE* f = fopen(path, "rb");
    unsigned char* buf;
    long sz;
    const char* begin = "-----BEGIN CERTIFICATE-----";
    const char* p;
    int found = 0;

    if (f == NULL)
        return -1;
    buf = (unsigned char*)malloc(1 << 20);
    if (buf == NULL) {
        fclose(f);
        return -1;
    }
    sz = (long)fread(buf, 1, (1 << 20) - 1, f);
    fclose(f);
    buf[sz] = 0;
    p = strstr((const char*)buf, begin);
    if (p == NULL) {
        if (c->n < MAX_CERTS && sz > 0) {
            c->der[c->n] = (unsigned char*)malloc((size_t)sz);
            memcpy(c->der[c->n], buf, (size_t)sz);
            c->sz[c->n++] = (word32)sz;
            found = 1;
        }
    }
    while (p != NULL && c->n < MAX_CERTS) {
        unsigned char* der = (unsigned char*)malloc((size_t)sz);
        int ret = wc_CertPemToDer((const unsigned char*)p,
                                  (int)(sz - (p - (const char*)buf)), der,
                                  (int)sz, CERT_TYPE);
        if (ret <= 0) {
            free(der);
            break;
        }
        c->der[c->n] = der;
        c->sz[c->n++] = (word32)ret;
        found = 1;
        p = strstr(p + 1, begin);
    }
    free(buf);
    return found ? 0 : -1;
}

static void free_certs(certs* c)
{
    int i;

    for (i = 0; i < c->n; i++)
        free(c->der[i]);
    c->n = 0;
}

/* Load the comma-separated files; the name of one that fails, or NULL. */
static const char* load_list(char* list, certs* c)
{
    char* save = NULL;
    char* name;

    for (name = strtok_r(list, ",", &save); name != NULL;
         name = strtok_r(NULL, ",", &save)) {
        if (load_file(name, c) != 0)
            return name;
    }
    return NULL;
}

static void run_case(char* line)
{
    cert_verify_opts opts;
    cert_store       store;
    certs            anchors, chain;
    char*            save = NULL;
    char*            tok;
    char*            id = NULL;
    const char*      host = NULL;
    const char*      bad = NULL;
    int              allowCN = 0, i, rc, hostRc = 1;

    memset(&anchors, 0, sizeof(anchors));
    memset(&chain, 0, sizeof(chain));
    cert_verify_opts_init(&opts);
    cert_store_init(&store, NULL);
    tok = strtok_r(line, " \t\r\n", &save);
    if (tok == NULL || strcmp(tok, "case") != 0)
        return;
    id = strtok_r(NULL, " \t\r\n", &save);
    if (id == NULL)
        return;
    while (bad == NULL && (tok = strtok_r(NULL, " \t\r\n", &save)) != NULL) {
        char* eq = strchr(tok, '=');
        if (eq == NULL)
            continue;
        *eq++ = '\0';
        if (strcmp(tok, "ca") == 0)
            bad = load_list(eq, &anchors);
        else if (strcmp(tok, "chain") == 0)
            bad = load_list(eq, &chain);
        else if (strcmp(tok, "time") == 0) {
            opts.time = (sword64)strtoll(eq, NULL, 10);
            opts.haveTime = 1;
        }
        else if (strcmp(tok, "nodate") == 0)
            opts.skipDates = atoi(eq);
        else if (strcmp(tok, "depth") == 0)
            opts.maxDepth = atoi(eq);
        else if (strcmp(tok, "host") == 0)
            host = eq;
        else if (strcmp(tok, "cn") == 0)
            allowCN = atoi(eq);
    }
    if (bad != NULL || chain.n == 0) {
        printf("case %s file %s\n", id, bad != NULL ? bad : "(no chain)");
        free_certs(&anchors);
        free_certs(&chain);
        return;
    }
    for (i = 0; i < anchors.n; i++) {
        rc = cert_store_add(&store, anchors.der[i], anchors.sz[i]);
        if (rc != 0)
            printf("anchor %s#%d %d\n", id, i, rc);
    }
    rc = cert_verify_chain(&store, (const byte* const*)chain.der, chain.sz,
                           chain.n, &opts);
    if (host != NULL) {
        DecodedCert leaf;
        wc_InitDecodedCert(&leaf, chain.der[0], chain.sz[0], NULL);
        hostRc = wc_ParseCert(&leaf, CERT_TYPE, NO_VERIFY, NULL);
        if (hostRc == 0)
            hostRc = cert_check_host(&leaf, host, (word32)strlen(host),
                                     allowCN);
        wc_FreeDecodedCert(&leaf);
        printf("case %s chain %d host %d\n", id, rc, hostRc);
    }
    else {
        printf("case %s chain %d host -\n", id, rc);
    }
    fflush(stdout);
    cert_store_free(&store);
    free_certs(&anchors);
    free_certs(&chain);
}

int main(void)
{
    static char line[MAX_LINE];

    while (fgets(line, sizeof(line), stdin) != NULL)
        run_case(line);
    return 0;
}
