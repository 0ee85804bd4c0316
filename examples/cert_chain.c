/* cert_chain.c -- a device makes its own certificates and checks them,
 * as a wolfSSL program does it.
 *
 * 1. Generate a P-256 key for a CA and one for a device.
 * 2. The CA signs itself (wc_MakeCert + wc_SignCert), then the device's
 *    certificate for "device.example" and 192.0.2.10.
 * 3. A certificate manager trusts the CA (wolfSSL_CertManagerLoadCABuffer)
 *    and verifies the device certificate; with no CA loaded it must fail
 *    with ASN_NO_SIGNER_E.
 * 4. The device certificate as a WOLFSSL_X509: subject, issuer, notAfter,
 *    the host and IP checks, its SubjectPublicKeyInfo (wc_ParseCert and
 *    wc_GetPubKeyDerFromCert).
 * Prints one line per step; exit status 0 when every step worked.
 *
 * Build against an installed libwolfssl:
 *     cc cert_chain.c $(pkg-config --cflags --libs wolfssl)
 */
#include <wolfssl/options.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/ssl.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>

#include <stdio.h>
#include <string.h>

#define DER_MAX 2048

static int failures;

static void step(int ok, const char* what)
{
    printf("%s %s\n", ok ? "ok  " : "FAIL", what);
    if (!ok)
        failures++;
}

/* One certificate: subject CN, signed by issuerKey (issuerDer NULL:
 * self-signed CA); returns the DER size or a negative error. */
static int make_cert(const char* cn, int isCA, ecc_key* subjectKey,
                     ecc_key* issuerKey, const byte* issuerDer,
                     int issuerSz, WC_RNG* rng, byte* out)
{
    static const byte ip[4] = { 192, 0, 2, 10 };
    Cert cert;
    int  ret, n;

    wc_InitCert(&cert);
    cert.sigType = CTC_SHA256wECDSA;
    cert.daysValid = 365;
    cert.isCA = isCA;
    strncpy(cert.subject.country, "US", CTC_NAME_SIZE - 1);
    strncpy(cert.subject.org, "Example Devices", CTC_NAME_SIZE - 1);
    strncpy(cert.subject.commonName, cn, CTC_NAME_SIZE - 1);
    if (isCA) {
        wc_SetKeyUsage(&cert, "keyCertSign,cRLSign");
    }
    else {
        /* subjectAltName: SEQUENCE { [2] dNSName, [7] iPAddress } */
        n = (int)strlen(cn);
        cert.altNames[0] = 0x30;
        cert.altNames[1] = (byte)(2 + n + 2 + sizeof(ip));
        cert.altNames[2] = 0x82;
        cert.altNames[3] = (byte)n;
        memcpy(cert.altNames + 4, cn, (size_t)n);
        cert.altNames[4 + n] = 0x87;
        cert.altNames[5 + n] = sizeof(ip);
        memcpy(cert.altNames + 6 + n, ip, sizeof(ip));
        cert.altNamesSz = 6 + n + (int)sizeof(ip);
        wc_SetKeyUsage(&cert, "digitalSignature");
        wc_SetExtKeyUsage(&cert, "serverAuth");
    }
    if (issuerDer != NULL) {
        ret = wc_SetIssuerBuffer(&cert, issuerDer, issuerSz);
        if (ret != 0)
            return ret;
    }
    ret = wc_MakeCert(&cert, out, DER_MAX, NULL, subjectKey, rng);
    if (ret < 0)
        return ret;
    return wc_SignCert(cert.bodySz, cert.sigType, out, DER_MAX, NULL,
                       issuerKey, rng);
}

int main(void)
{
    static byte caDer[DER_MAX], devDer[DER_MAX], spki[512];
    WOLFSSL_CERT_MANAGER* cm;
    WOLFSSL_X509* x509;
    DecodedCert dc;
    ecc_key caKey, devKey;
    WC_RNG rng;
    char name[ASN_NAME_MAX];
    word32 spkiSz = sizeof(spki);
    int caSz, devSz, ret;

    step(wc_InitRng(&rng) == 0, "RNG");
    wc_ecc_init(&caKey);
    wc_ecc_init(&devKey);
    step(wc_ecc_make_key_ex(&rng, 32, &caKey, ECC_SECP256R1) == 0 &&
         wc_ecc_make_key_ex(&rng, 32, &devKey, ECC_SECP256R1) == 0,
         "P-256 keys for the CA and the device");
    caSz = make_cert("Example Device CA", 1, &caKey, &caKey, NULL, 0, &rng,
                     caDer);
    step(caSz > 0, "self-signed CA certificate");
    devSz = make_cert("device.example", 0, &devKey, &caKey, caDer, caSz,
                      &rng, devDer);
    step(devSz > 0, "device certificate signed by the CA");

    cm = wolfSSL_CertManagerNew();
    step(cm != NULL, "certificate manager");
    ret = wolfSSL_CertManagerVerifyBuffer(cm, devDer, devSz,
                                          WOLFSSL_FILETYPE_ASN1);
    step(ret == ASN_NO_SIGNER_E, "without the CA: ASN_NO_SIGNER_E");
    step(wolfSSL_CertManagerLoadCABuffer(cm, caDer, caSz,
                                         WOLFSSL_FILETYPE_ASN1)
         == WOLFSSL_SUCCESS, "CA loaded");
    step(wolfSSL_CertManagerVerifyBuffer(cm, devDer, devSz,
                                         WOLFSSL_FILETYPE_ASN1)
         == WOLFSSL_SUCCESS, "device certificate verifies");
    devDer[devSz - 1] ^= 1;
    step(wolfSSL_CertManagerVerifyBuffer(cm, devDer, devSz,
                                         WOLFSSL_FILETYPE_ASN1)
         == ASN_SIG_CONFIRM_E, "one flipped signature bit: refused");
    devDer[devSz - 1] ^= 1;
    wolfSSL_CertManagerFree(cm);

    x509 = wolfSSL_X509_load_certificate_buffer(devDer, devSz,
                                                WOLFSSL_FILETYPE_ASN1);
    step(x509 != NULL, "WOLFSSL_X509 from DER");
    if (x509 != NULL) {
        wolfSSL_X509_NAME_oneline(wolfSSL_X509_get_subject_name(x509), name,
                                  sizeof(name));
        printf("     subject  %s\n", name);
        step(strcmp(name, "/C=US/O=Example Devices/CN=device.example") == 0,
             "subject name");
        wolfSSL_X509_NAME_oneline(wolfSSL_X509_get_issuer_name(x509), name,
                                  sizeof(name));
        printf("     issuer   %s\n", name);
        printf("     notAfter %s\n",
               (const char*)wolfSSL_X509_get_notAfter(x509)->data);
        step(wolfSSL_X509_check_host(x509, "device.example", 0, 0, NULL)
             == WOLFSSL_SUCCESS, "names device.example");
        step(wolfSSL_X509_check_host(x509, "other.example", 0, 0, NULL)
             != WOLFSSL_SUCCESS, "does not name other.example");
        step(wolfSSL_X509_check_ip_asc(x509, "192.0.2.10", 0)
             == WOLFSSL_SUCCESS, "names 192.0.2.10");
        wolfSSL_X509_free(x509);
    }

    wc_InitDecodedCert(&dc, devDer, (word32)devSz, NULL);
    step(wc_ParseCert(&dc, CERT_TYPE, NO_VERIFY, NULL) == 0 &&
         wc_GetPubKeyDerFromCert(&dc, spki, &spkiSz) == 0 &&
         dc.keyOID == ECDSAk, "wc_ParseCert and the key's SPKI");
    wc_FreeDecodedCert(&dc);

    wc_ecc_free(&caKey);
    wc_ecc_free(&devKey);
    wc_FreeRng(&rng);
    printf("%s\n", failures == 0 ? "all steps worked" : "FAILED");
    return failures == 0 ? 0 : 1;
}
