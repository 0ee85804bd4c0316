/* certgen_tool.c -- makes certificates and requests with wc_MakeCert /
 * wc_MakeCertReq / wc_SignCert for tests/x509/x509_certgen_api.py, which
 * checks them with OpenSSL.
 *
 * Reads lines from stdin:
 *   key <name> rsa|ecc|sm2|ed25519 <private key DER file (PKCS #8 or
 *       traditional)>
 *   cert <out.der> key=<name> sig=<Ctc_SigType> cn=<CN> [issuer=<name>
 *       issuercert=<der>] [ca=1] [pathlen=N] [ku=a,b] [eku=a,b]
 *       [days=N] [dns=NAME]... [ip=A.B.C.D]... [serial=HEX] [skid=1]
 *       [policy=1.2.3]
 *   csr <out.der> key=<name> sig=<Ctc_SigType> cn=<CN> [dns=..] [pw=..]
 *   self <out.der> key=<rsa name> sig=<Ctc_SigType> cn=<CN> [ca=1]
 *       (wc_MakeSelfCert)
 * and prints "ok <out>" or "err <out> <rc>" per line (a key kind the
 * build leaves out: NOT_COMPILED_IN, -174).  Without issuer=
 * the certificate is self-signed with its own key.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/ecc.h>
#ifdef HAVE_ED25519
    #include <wolfssl/wolfcrypt/ed25519.h>
#endif
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#define MAX_KEYS 16

typedef struct tool_key {
    char  name[32];
    int   type;                 /* RSA_TYPE, ECC_TYPE, ED25519_TYPE */
    union {
        RsaKey      rsa;
        ecc_key     ecc;
#ifdef HAVE_ED25519
        ed25519_key ed;
#endif
    } k;
} tool_key;

static tool_key keys[MAX_KEYS];
static int      nKeys;
static WC_RNG   rng;

static long read_file(const char* path, byte* buf, long room)
{
    FILE* f = fopen(path, "rb");
    long n;

    if (f == NULL)
        return -1;
    n = (long)fread(buf, 1, (size_t)room, f);
    fclose(f);
    return n;
}

static int load_key(const char* name, const char* kind, const char* path)
{
    static byte der[8192];
    tool_key* k;
    word32 idx = 0;
    long sz = read_file(path, der, sizeof(der));
    int ret;

    if (sz <= 0 || nKeys == MAX_KEYS)
        return BAD_FUNC_ARG;
    k = &keys[nKeys];
    snprintf(k->name, sizeof(k->name), "%s", name);
    if (strcmp(kind, "rsa") == 0) {
        k->type = RSA_TYPE;
        ret = wc_InitRsaKey(&k->k.rsa, NULL);
        if (ret == 0)
            ret = wc_RsaPrivateKeyDecode(der, &idx, &k->k.rsa, (word32)sz);
        if (ret == 0)
            ret = wc_RsaSetRNG(&k->k.rsa, &rng);
    }
    else if (strcmp(kind, "ecc") == 0 || strcmp(kind, "sm2") == 0) {
        k->type = ECC_TYPE;
        ret = wc_ecc_init(&k->k.ecc);
#ifdef WOLFSSL_SM2
        if (ret == 0 && kind[0] == 's')
            ret = wc_ecc_set_curve(&k->k.ecc, 32, ECC_SM2P256V1);
#else
        if (ret == 0 && kind[0] == 's')
            ret = NOT_COMPILED_IN;
#endif
        if (ret == 0)
            ret = wc_EccPrivateKeyDecode(der, &idx, &k->k.ecc, (word32)sz);
    }
    else {
#ifdef HAVE_ED25519
        k->type = ED25519_TYPE;
        ret = wc_ed25519_init(&k->k.ed);
        if (ret == 0)
            ret = wc_Ed25519PrivateKeyDecode(der, &idx, &k->k.ed,
                                             (word32)sz);
#else
        ret = NOT_COMPILED_IN;
#endif
    }
    if (ret == 0)
        nKeys++;
    return ret;
}

static tool_key* find_key(const char* name)
{
    int i;

    for (i = 0; i < nKeys; i++) {
        if (strcmp(keys[i].name, name) == 0)
            return &keys[i];
    }
    return NULL;
}

/* Append a GeneralName [tag] value to cert->altNames (the SEQUENCE
 * header is added once the list is complete). */
static void add_alt(Cert* cert, byte tag, const byte* v, int n)
{
    if (cert->altNamesSz + 2 + n > CTC_MAX_ALT_SIZE - 4 || n > 127)
        return;
    cert->altNames[cert->altNamesSz++] = tag;
    cert->altNames[cert->altNamesSz++] = (byte)n;
    memcpy(cert->altNames + cert->altNamesSz, v, (size_t)n);
    cert->altNamesSz += n;
}

static void close_alts(Cert* cert)
{
    int n = cert->altNamesSz;

    if (n == 0)
        return;
    memmove(cert->altNames + (n > 127 ? 3 : 2), cert->altNames, (size_t)n);
    cert->altNames[0] = 0x30;
    if (n > 127) {
        cert->altNames[1] = 0x81;
        cert->altNames[2] = (byte)n;
        cert->altNamesSz = n + 3;
    }
    else {
        cert->altNames[1] = (byte)n;
        cert->altNamesSz = n + 2;
    }
}

static int hexval(char c)
{
    return (c >= '0' && c <= '9') ? c - '0' :
           (c >= 'a' && c <= 'f') ? c - 'a' + 10 :
           (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
}

/* One cert or csr line; returns the size written or an error. */
static int make(char* kind, char* out, char* save)
{
    static byte buf[16384], issuerDer[8192];
    Cert cert;
    tool_key* key = NULL;
    tool_key* issuer = NULL;
    char* tok;
    int ret, sz, sig = 0, skid = 0;
    long issuerSz = 0;
    FILE* f;

    wc_InitCert(&cert);
    while ((tok = strtok_r(NULL, " \t\r\n", &save)) != NULL) {
        char* v = strchr(tok, '=');
        if (v == NULL)
            continue;
        *v++ = '\0';
        if (strcmp(tok, "key") == 0) key = find_key(v);
        else if (strcmp(tok, "issuer") == 0) issuer = find_key(v);
        else if (strcmp(tok, "issuercert") == 0)
            issuerSz = read_file(v, issuerDer, sizeof(issuerDer));
        else if (strcmp(tok, "sig") == 0) sig = atoi(v);
        else if (strcmp(tok, "cn") == 0)
            snprintf(cert.subject.commonName, CTC_NAME_SIZE, "%s", v);
        else if (strcmp(tok, "ca") == 0) cert.isCA = atoi(v);
        else if (strcmp(tok, "pathlen") == 0) {
            cert.pathLen = (byte)atoi(v);
            cert.pathLenSet = 1;
        }
        else if (strcmp(tok, "ku") == 0) {
            if ((ret = wc_SetKeyUsage(&cert, v)) != 0) return ret;
        }
        else if (strcmp(tok, "eku") == 0) {
            if ((ret = wc_SetExtKeyUsage(&cert, v)) != 0) return ret;
        }
        else if (strcmp(tok, "days") == 0) cert.daysValid = atoi(v);
        else if (strcmp(tok, "dns") == 0)
            add_alt(&cert, 0x82, (const byte*)v, (int)strlen(v));
        else if (strcmp(tok, "ip") == 0) {
            byte a[4];
            unsigned x[4];
            if (sscanf(v, "%u.%u.%u.%u", &x[0], &x[1], &x[2], &x[3]) == 4) {
                a[0] = (byte)x[0]; a[1] = (byte)x[1];
                a[2] = (byte)x[2]; a[3] = (byte)x[3];
                add_alt(&cert, 0x87, a, 4);
            }
        }
        else if (strcmp(tok, "serial") == 0) {
            int i, n = (int)strlen(v) / 2;
            for (i = 0; i < n && i < CTC_SERIAL_SIZE; i++)
                cert.serial[i] = (byte)(hexval(v[2 * i]) * 16 +
                                        hexval(v[2 * i + 1]));
            cert.serialSz = i;
        }
        else if (strcmp(tok, "skid") == 0) skid = atoi(v);
        else if (strcmp(tok, "policy") == 0) {
            snprintf(cert.certPolicies[0], CTC_MAX_CERTPOL_SZ, "%s", v);
            cert.certPoliciesNb = 1;
        }
        else if (strcmp(tok, "pw") == 0)
            snprintf(cert.challengePw, CTC_NAME_SIZE, "%s", v);
        else if (strcmp(tok, "org") == 0)
            snprintf(cert.subject.org, CTC_NAME_SIZE, "%s", v);
        else if (strcmp(tok, "country") == 0)
            snprintf(cert.subject.country, CTC_NAME_SIZE, "%s", v);
    }
    if (key == NULL || sig == 0)
        return BAD_FUNC_ARG;
    close_alts(&cert);
    cert.sigType = sig;
    if (skid) {
        ret = wc_SetSubjectKeyIdFromPublicKey_ex(&cert, key->type, &key->k);
        if (ret != 0)
            return ret;
    }
    if (issuer != NULL) {
        if (issuerSz <= 0)
            return BAD_FUNC_ARG;
        ret = wc_SetIssuerBuffer(&cert, issuerDer, (int)issuerSz);
        if (ret == 0)
            ret = wc_SetAuthKeyIdFromCert(&cert, issuerDer, (int)issuerSz);
        if (ret != 0)
            return ret;
    }
    else {
        issuer = key;
    }
    if (strcmp(kind, "self") == 0) {
        if (key->type != RSA_TYPE)
            return BAD_FUNC_ARG;
        sz = wc_MakeSelfCert(&cert, buf, sizeof(buf), &key->k.rsa, &rng);
        if (sz < 0)
            return sz;
        goto write;
    }
    if (strcmp(kind, "csr") == 0)
        sz = wc_MakeCertReq_ex(&cert, buf, sizeof(buf), key->type, &key->k);
    else
        sz = wc_MakeCert_ex(&cert, buf, sizeof(buf), key->type, &key->k,
                            &rng);
    if (sz < 0)
        return sz;
    sz = wc_SignCert_ex(cert.bodySz, sig, buf, sizeof(buf), issuer->type,
                        &issuer->k, &rng);
    if (sz < 0)
        return sz;
write:
    f = fopen(out, "wb");
    if (f == NULL)
        return BAD_FUNC_ARG;
    fwrite(buf, 1, (size_t)sz, f);
    fclose(f);
    return sz;
}

int main(void)
{
    static char line[4096];

    if (wc_InitRng(&rng) != 0)
        return 2;
    while (fgets(line, sizeof(line), stdin) != NULL) {
        char* save = NULL;
        char* kind = strtok_r(line, " \t\r\n", &save);
        char* out = strtok_r(NULL, " \t\r\n", &save);
        int ret;

        if (kind == NULL || out == NULL)
            continue;
        if (strcmp(kind, "key") == 0) {
            char* type = strtok_r(NULL, " \t\r\n", &save);
            char* path = strtok_r(NULL, " \t\r\n", &save);
            ret = (type && path) ? load_key(out, type, path) : BAD_FUNC_ARG;
        }
        else {
            ret = make(kind, out, save);
        }
        if (ret >= 0)
            printf("ok %s\n", out);
        else
            printf("err %s %d\n", out, ret);
        fflush(stdout);
    }
    wc_FreeRng(&rng);
    return 0;
}
