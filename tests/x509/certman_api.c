/* certman_api.c -- the certificate manager and X509 API as a wolfSSL
 * program calls them: return codes at each edge, objects against what
 * OpenSSL says of the same certificates (tests/x509/certman_api.py makes
 * them and passes OpenSSL's view on the command line).
 *
 * Usage: certman_api ROOT.pem OTHER_ROOT.pem LEAF.pem LEAF.der HOST IP
 *                    SUBJECT ISSUER NOTAFTER SERIAL [CA_DIR DIR_CERT]
 *   ROOT signed LEAF; OTHER_ROOT did not; HOST and IP are names LEAF
 *   carries; SUBJECT/ISSUER the one-line names, NOTAFTER the notAfter
 *   digits as in the DER, SERIAL its hex; CA_DIR a directory of PEM CAs
 *   (e.g. /etc/ssl/certs) and DIR_CERT one of its certificates.
 * Prints "ok ..." / "FAIL ..." and "N passed, M failed"; exit 0 when
 * nothing failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/ssl.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/wc_port.h>

static int passed, failed;

/* wc_SetTimeCb's clock: 5 years from now, past the leaf's year (and
 * before 2038 on targets with a 32-bit time_t). */
static time_t far_future(time_t* t)
{
    time_t v = time(NULL) + (time_t)5 * 366 * 86400;

    if (t != NULL)
        *t = v;
    return v;
}

static void check(int ok, const char* what, long got)
{
    if (ok) {
        passed++;
        printf("ok %s\n", what);
    }
    else {
        failed++;
        printf("FAIL %s (got %ld)\n", what, got);
    }
}

static unsigned char* slurp(const char* path, long* sz)
{
    FILE* f = fopen(path, "rb");
    unsigned char* buf;

    if (f == NULL)
        return NULL;
    buf = (unsigned char*)malloc(1 << 20);
    *sz = (buf != NULL) ? (long)fread(buf, 1, 1 << 20, f) : 0;
    fclose(f);
    return buf;
}

static void certman_edges(const char* root, const char* other,
                          const char* leafPem, const unsigned char* leafDer,
                          long leafDerSz)
{
    WOLFSSL_CERT_MANAGER* cm = wolfSSL_CertManagerNew();
    static const unsigned char junk[] = "-----BEGIN CERTIFICATE-----\n"
                                        "AAAA\n-----END CERTIFICATE-----\n";
    int ret;

    check(cm != NULL, "CertManagerNew", 0);
    if (cm == NULL)
        return;
    ret = wolfSSL_CertManagerVerify(cm, leafPem, WOLFSSL_FILETYPE_PEM);
    check(ret == ASN_NO_SIGNER_E, "Verify with no CA: ASN_NO_SIGNER_E", ret);
    ret = wolfSSL_CertManagerLoadCA(cm, other, NULL);
    check(ret == WOLFSSL_SUCCESS, "LoadCA other root", ret);
    ret = wolfSSL_CertManagerVerify(cm, leafPem, WOLFSSL_FILETYPE_PEM);
    check(ret == ASN_NO_SIGNER_E, "Verify with the wrong CA", ret);
    ret = wolfSSL_CertManagerLoadCA(cm, root, NULL);
    check(ret == WOLFSSL_SUCCESS, "LoadCA root", ret);
    ret = wolfSSL_CertManagerVerify(cm, leafPem, WOLFSSL_FILETYPE_PEM);
    check(ret == WOLFSSL_SUCCESS, "Verify PEM leaf", ret);
    ret = wolfSSL_CertManagerVerifyBuffer(cm, leafDer, leafDerSz,
                                          WOLFSSL_FILETYPE_ASN1);
    check(ret == WOLFSSL_SUCCESS, "VerifyBuffer DER leaf", ret);
    check(wc_SetTimeCb(far_future) == 0, "wc_SetTimeCb", 0);
    ret = wolfSSL_CertManagerVerifyBuffer(cm, leafDer, leafDerSz,
                                          WOLFSSL_FILETYPE_ASN1);
    check(ret == ASN_AFTER_DATE_E, "time callback 5 years ahead: "
          "ASN_AFTER_DATE_E", ret);
    wc_SetTimeCb(NULL);
    ret = wolfSSL_CertManagerVerifyBuffer(cm, leafDer, leafDerSz,
                                          WOLFSSL_FILETYPE_ASN1);
    check(ret == WOLFSSL_SUCCESS, "callback removed: valid again", ret);
    ret = wolfSSL_CertManagerVerifyBuffer(cm, leafDer, leafDerSz - 1,
                                          WOLFSSL_FILETYPE_ASN1);
    check(ret < 0, "VerifyBuffer truncated DER: negative", ret);
    ret = wolfSSL_CertManagerVerifyBuffer(cm, leafDer, leafDerSz, 7);
    check(ret == WOLFSSL_BAD_FILETYPE, "VerifyBuffer bad format", ret);
    ret = wolfSSL_CertManagerLoadCABuffer(cm, junk, sizeof(junk) - 1,
                                          WOLFSSL_FILETYPE_PEM);
    check(ret < 0, "LoadCABuffer junk PEM: negative", ret);
    ret = wolfSSL_CertManagerLoadCA(cm, "/nonexistent/ca.pem", NULL);
    check(ret == WOLFSSL_BAD_FILE, "LoadCA missing file: WOLFSSL_BAD_FILE",
          ret);
    ret = wolfSSL_CertManagerLoadCA(cm, NULL, "/nonexistent-dir");
    check(ret == WOLFSSL_BAD_PATH, "LoadCA missing dir: WOLFSSL_BAD_PATH",
          ret);
    ret = wolfSSL_CertManagerVerify(cm, "/nonexistent/leaf.pem",
                                    WOLFSSL_FILETYPE_PEM);
    check(ret == WOLFSSL_BAD_FILE, "Verify missing file", ret);
    check(wolfSSL_CertManagerLoadCA(NULL, root, NULL) == BAD_FUNC_ARG,
          "LoadCA NULL manager", 0);
    check(wolfSSL_CertManagerVerifyBuffer(cm, NULL, 10,
                                          WOLFSSL_FILETYPE_PEM)
          == BAD_FUNC_ARG, "VerifyBuffer NULL buffer", 0);
    ret = wolfSSL_CertManagerUnloadCAs(cm);
    check(ret == WOLFSSL_SUCCESS, "UnloadCAs", ret);
    ret = wolfSSL_CertManagerVerify(cm, leafPem, WOLFSSL_FILETYPE_PEM);
    check(ret == ASN_NO_SIGNER_E, "Verify after UnloadCAs", ret);
    check(wolfSSL_CertManager_up_ref(cm) == WOLFSSL_SUCCESS, "up_ref", 0);
    wolfSSL_CertManagerFree(cm);
    ret = wolfSSL_CertManagerLoadCA(cm, root, NULL);
    check(ret == WOLFSSL_SUCCESS, "manager alive after one of two frees",
          ret);
    wolfSSL_CertManagerFree(cm);
}

/* A directory of CAs; dirCert one of them, leafPem signed by none. */
static void ca_dir(const char* dir, const char* dirCert, const char* leafPem)
{
    WOLFSSL_CERT_MANAGER* cm = wolfSSL_CertManagerNew();
    int ret;

    ret = wolfSSL_CertManagerLoadCA_ex(cm, NULL, dir,
                                       WOLFSSL_LOAD_FLAG_IGNORE_ERR);
    check(ret == WOLFSSL_SUCCESS, "LoadCA_ex directory, IGNORE_ERR", ret);
    ret = wolfSSL_CertManagerVerify(cm, dirCert, WOLFSSL_FILETYPE_PEM);
    check(ret == WOLFSSL_SUCCESS, "a CA of the directory verifies", ret);
    ret = wolfSSL_CertManagerVerify(cm, leafPem, WOLFSSL_FILETYPE_PEM);
    check(ret == ASN_NO_SIGNER_E, "our leaf has no signer there", ret);
    wolfSSL_CertManagerFree(cm);
}

static void x509_objects(const char* leafPem, const unsigned char* leafDer,
                         long leafDerSz, const char* host, const char* ip,
                         const char* subject, const char* issuer,
                         const char* notAfter, const char* serial)
{
    WOLFSSL_X509* x = wolfSSL_X509_load_certificate_file(leafPem,
                                                        WOLFSSL_FILETYPE_PEM);
    WOLFSSL_X509* y = NULL;
    WOLFSSL_X509_STORE* st;
    WOLFSSL_ASN1_TIME* t;
    const unsigned char* der;
    unsigned char sn[64];
    char hex[160], buf[ASN_NAME_MAX], small[8];
    char* p;
    int sz = 0, i, snSz = (int)sizeof(sn);

    check(x != NULL, "X509_load_certificate_file", 0);
    if (x == NULL)
        return;
    der = wolfSSL_X509_get_der(x, &sz);
    check(der != NULL && sz == leafDerSz && memcmp(der, leafDer, (size_t)sz)
          == 0, "X509_get_der equals the DER file", sz);
    check(wolfSSL_X509_d2i(&y, leafDer, (int)leafDerSz) != NULL && y != NULL,
          "X509_d2i", 0);
    check(wolfSSL_X509_d2i(NULL, leafDer, (int)leafDerSz - 1) == NULL,
          "X509_d2i truncated: NULL", 0);
    p = wolfSSL_X509_NAME_oneline(wolfSSL_X509_get_subject_name(x), buf,
                                  (int)sizeof(buf));
    check(p == buf && strcmp(buf, subject) == 0, "subject oneline", 0);
    p = wolfSSL_X509_NAME_oneline(wolfSSL_X509_get_issuer_name(x), NULL, 0);
    check(p != NULL && strcmp(p, issuer) == 0, "issuer oneline (allocated)",
          0);
    XFREE(p, NULL, DYNAMIC_TYPE_OPENSSL);
    p = wolfSSL_X509_NAME_oneline(wolfSSL_X509_get_subject_name(x), small,
                                  (int)sizeof(small));
    check(p == small && strlen(small) == sizeof(small) - 1 &&
          strncmp(small, subject, sizeof(small) - 1) == 0,
          "oneline truncated to the buffer", 0);
    t = wolfSSL_X509_get_notAfter(x);
    check(t != NULL && strcmp((const char*)t->data, notAfter) == 0 &&
          t->length == (int)strlen(notAfter), "notAfter", 0);
    check(wolfSSL_X509_get_serial_number(x, sn, &snSz) == WOLFSSL_SUCCESS,
          "serial number", 0);
    for (i = 0; i < snSz && 2 * i + 2 < (int)sizeof(hex); i++)
        sprintf(hex + 2 * i, "%02x", sn[i]);
    hex[2 * snSz] = 0;
    check(strcmp(hex, serial) == 0, "serial equals OpenSSL's", 0);
    check(wolfSSL_X509_version(x) == 3, "version 3", 0);
    check(wolfSSL_X509_get_isCA(x) == 0, "leaf is not a CA", 0);
    check(wolfSSL_X509_check_host(x, host, 0, 0, NULL) == WOLFSSL_SUCCESS,
          "check_host match", 0);
    check(wolfSSL_X509_check_host(x, "other.invalid", 0, 0, NULL)
          == WOLFSSL_FAILURE, "check_host mismatch", 0);
    check(wolfSSL_X509_check_ip_asc(x, ip, 0) == WOLFSSL_SUCCESS,
          "check_ip_asc match", 0);
    check(wolfSSL_X509_check_ip_asc(x, "203.0.113.99", 0) == WOLFSSL_FAILURE,
          "check_ip_asc mismatch", 0);
    check(wolfSSL_X509_get_next_altname(x) != NULL, "an altname", 0);
    check(wolfSSL_X509_get_subjectCN(x) != NULL, "subjectCN", 0);

    st = wolfSSL_X509_STORE_new();
    check(st != NULL && st->cm != NULL, "X509_STORE_new has a manager", 0);
    check(wolfSSL_X509_STORE_up_ref(st) == WOLFSSL_SUCCESS,
          "X509_STORE_up_ref", 0);
    wolfSSL_X509_STORE_free(st);
    check(wolfSSL_X509_STORE_add_cert(st, x) == WOLFSSL_SUCCESS,
          "X509_STORE_add_cert (leaf as anchor)", 0);
    check(wolfSSL_CertManagerVerifyBuffer(st->cm, leafDer, leafDerSz,
                                          WOLFSSL_FILETYPE_ASN1)
          == WOLFSSL_SUCCESS, "a trusted leaf verifies", 0);
    wolfSSL_X509_STORE_free(st);
    check(wolfSSL_X509_up_ref(x) == WOLFSSL_SUCCESS, "X509_up_ref", 0);
    wolfSSL_X509_free(x);
    wolfSSL_X509_free(x);
    wolfSSL_X509_free(y);
    wolfSSL_X509_free(NULL);
}

int main(int argc, char** argv)
{
    unsigned char* leafDer;
    long leafDerSz = 0;

    if (argc < 11) {
        fprintf(stderr, "usage: see the head of certman_api.c\n");
        return 2;
    }
    leafDer = slurp(argv[4], &leafDerSz);
    if (leafDer == NULL || leafDerSz == 0) {
        fprintf(stderr, "cannot read %s\n", argv[4]);
        return 2;
    }
    certman_edges(argv[1], argv[2], argv[3], leafDer, leafDerSz);
    x509_objects(argv[3], leafDer, leafDerSz, argv[5], argv[6], argv[7],
                 argv[8], argv[9], argv[10]);
    if (argc > 12)
        ca_dir(argv[11], argv[12], argv[3]);
    free(leafDer);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 && passed > 0 ? 0 : 1;
}
