/* rsa_dh_interop.c
 *
 * Command-line helper for tests/interop/interop_openssl.py: performs one
 * RSA or DH operation with the library on files written by (or later checked by)
 * the openssl command-line tool.  Keys are PEM ("PRIVATE KEY", "RSA
 * PRIVATE KEY", "PUBLIC KEY"); all other files are raw bytes.  Digests
 * are SHA-256; OAEP uses SHA-256 with MGF1-SHA-256; PSS uses SHA-256,
 * MGF1-SHA-256 and salt length 32 when signing and discovers it when
 * verifying.
 *
 *   sign-pkcs1 | sign-pss        key.pem msg sig
 *   verify-pkcs1 | verify-pss    pub.pem msg sig
 *   encrypt-pkcs1 | encrypt-oaep pub.pem msg ct
 *   decrypt-pkcs1 | decrypt-oaep key.pem ct  out
 *   export                       key.pem pkcs1.der spki.der
 *   dh-agree <ffdhe bits> <private hex> <peer public hex> <out>
 *   dh-check <ffdhe bits> <private hex> <public hex>
 *
 * Exit status 0 on success, 1 on failure (a rejected signature included).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/dh.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/random.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXF 16384

static byte   fileA[MAXF], fileB[MAXF], der[MAXF], out[MAXF];
static RsaKey key;
static WC_RNG rng;

static long ReadFile(const char* name, byte* buf)
{
    FILE* f = fopen(name, "rb");
    long  n;

    if (f == NULL)
        return -1;
    n = (long)fread(buf, 1, MAXF, f);
    fclose(f);
    return n;
}

static int WriteFile(const char* name, const byte* buf, long n)
{
    FILE* f = fopen(name, "wb");
    int   ok;

    if (f == NULL)
        return -1;
    ok = (fwrite(buf, 1, (size_t)n, f) == (size_t)n);
    fclose(f);
    return ok ? 0 : -1;
}

/* Load a PEM key (private when priv) into key. */
static int LoadKey(const char* name, int priv)
{
    long   n = ReadFile(name, fileA);
    int    derSz;
    word32 idx = 0;

    if (n <= 0)
        return -1;
    if (priv) {
        derSz = wc_KeyPemToDer(fileA, (int)n, der, sizeof(der), NULL);
        if (derSz <= 0)
            return derSz;
        return wc_RsaPrivateKeyDecode(der, &idx, &key, (word32)derSz);
    }
    derSz = wc_PubKeyPemToDer(fileA, (int)n, der, sizeof(der));
    if (derSz <= 0)
        return derSz;
    return wc_RsaPublicKeyDecode(der, &idx, &key, (word32)derSz);
}

static long HexToBytes(const char* s, byte* buf)
{
    long n = 0;
    unsigned v;

    if (strlen(s) % 2 != 0)
        return -1;
    while (*s != '\0') {
        if (sscanf(s, "%2x", &v) != 1 || n >= MAXF)
            return -1;
        buf[n++] = (byte)v;
        s += 2;
    }
    return n;
}

static int DhGroup(const char* bits)
{
    int b = atoi(bits);
    return b == 2048 ? WC_FFDHE_2048 : b == 3072 ? WC_FFDHE_3072 :
           b == 4096 ? WC_FFDHE_4096 : b == 6144 ? WC_FFDHE_6144 :
           b == 8192 ? WC_FFDHE_8192 : 0;
}

static int DoDh(int argc, char** argv)
{
    DhKey  dh;
    long   xSz, ySz;
    word32 zSz = MAXF;
    int    ret;

    if (argc < 5 || wc_InitDhKey(&dh) != 0 ||
        wc_DhSetNamedKey(&dh, DhGroup(argv[2])) != 0)
        return -1;
    xSz = HexToBytes(argv[3], fileA);
    ySz = HexToBytes(argv[4], fileB);
    if (xSz <= 0 || ySz <= 0)
        return -1;
    if (strcmp(argv[1], "dh-check") == 0) {
        ret = wc_DhCheckKeyPair(&dh, fileB, (word32)ySz, fileA, (word32)xSz);
    }
    else {
        ret = (argc < 6) ? -1 : wc_DhAgree(&dh, out, &zSz, fileA,
                                           (word32)xSz, fileB, (word32)ySz);
        if (ret == 0)
            ret = WriteFile(argv[5], out, (long)zSz);
    }
    (void)wc_FreeDhKey(&dh);
    return ret;
}

/* Sign or verify (PKCS#1 v1.5 DigestInfo or PSS) over SHA-256(msg). */
static int DoSig(const char* op, long msgSz, const char* sigName)
{
    byte   digest[WC_SHA256_DIGEST_SIZE];
    word32 encSz;
    long   sigSz;
    int    ret, pss = strstr(op, "pss") != NULL;

    if (wc_Hash(WC_HASH_TYPE_SHA256, fileB, (word32)msgSz, digest,
                sizeof(digest)) != 0)
        return -1;
    encSz = wc_EncodeSignature(der, digest, sizeof(digest), SHA256h);
    if (strncmp(op, "sign", 4) == 0) {
        if (pss)
            ret = wc_RsaPSS_Sign_ex(digest, sizeof(digest), out, MAXF,
                                    WC_HASH_TYPE_SHA256, WC_MGF1SHA256, 32,
                                    &key, &rng);
        else
            ret = wc_RsaSSL_Sign(der, encSz, out, MAXF, &key, &rng);
        return (ret > 0) ? WriteFile(sigName, out, ret) : ret;
    }
    sigSz = ReadFile(sigName, fileA);
    if (sigSz <= 0)
        return -1;
    if (pss) {
        ret = wc_RsaPSS_Verify_ex(fileA, (word32)sigSz, out, MAXF,
                                  WC_HASH_TYPE_SHA256, WC_MGF1SHA256,
                                  RSA_PSS_SALT_LEN_DISCOVER, &key);
        if (ret <= 0)
            return -1;
        return wc_RsaPSS_CheckPadding_ex(digest, sizeof(digest), out,
                                         (word32)ret, WC_HASH_TYPE_SHA256,
                                         RSA_PSS_SALT_LEN_DISCOVER, 0);
    }
    ret = wc_RsaSSL_Verify(fileA, (word32)sigSz, out, MAXF, &key);
    return (ret == (int)encSz && memcmp(out, der, encSz) == 0) ? 0 : -1;
}

static int DoRsa(char** argv)
{
    const char* op = argv[1];
    int         priv, ret, oaep = strstr(op, "oaep") != NULL;
    long        n;

    priv = strncmp(op, "sign", 4) == 0 || strncmp(op, "decrypt", 7) == 0 ||
           strcmp(op, "export") == 0;
    if (LoadKey(argv[2], priv) != 0 || wc_RsaSetRNG(&key, &rng) != 0)
        return -1;
    if (strcmp(op, "export") == 0) {
        ret = wc_RsaKeyToDer(&key, out, MAXF);
        if (ret > 0)
            ret = WriteFile(argv[3], out, ret);
        if (ret == 0)
            ret = wc_RsaKeyToPublicDer(&key, out, MAXF);
        return (ret > 0) ? WriteFile(argv[4], out, ret) : -1;
    }
    n = ReadFile(argv[3], fileB);
    if (n < 0)
        return -1;
    if (strncmp(op, "sign", 4) == 0 || strncmp(op, "verify", 6) == 0)
        return DoSig(op, n, argv[4]);
    if (strncmp(op, "encrypt", 7) == 0)
        ret = wc_RsaPublicEncrypt_ex(fileB, (word32)n, out, MAXF, &key,
                  &rng, oaep ? WC_RSA_OAEP_PAD : WC_RSA_PKCSV15_PAD,
                  oaep ? WC_HASH_TYPE_SHA256 : WC_HASH_TYPE_NONE,
                  oaep ? WC_MGF1SHA256 : WC_MGF1NONE, NULL, 0);
    else
        ret = wc_RsaPrivateDecrypt_ex(fileB, (word32)n, out, MAXF, &key,
                  oaep ? WC_RSA_OAEP_PAD : WC_RSA_PKCSV15_PAD,
                  oaep ? WC_HASH_TYPE_SHA256 : WC_HASH_TYPE_NONE,
                  oaep ? WC_MGF1SHA256 : WC_MGF1NONE, NULL, 0);
    return (ret >= 0) ? WriteFile(argv[4], out, ret) : ret;
}

int main(int argc, char** argv)
{
    int ret;

    if (argc < 5) {
        fprintf(stderr, "usage: see the comment in rsa_dh_interop.c\n");
        return 2;
    }
    if (wc_InitRng(&rng) != 0 || wc_InitRsaKey(&key, NULL) != 0)
        return 1;
    if (strncmp(argv[1], "dh-", 3) == 0)
        ret = DoDh(argc, argv);
    else
        ret = DoRsa(argv);
    (void)wc_FreeRsaKey(&key);
    (void)wc_FreeRng(&rng);
    if (ret != 0)
        fprintf(stderr, "%s failed: %d\n", argv[1], ret);
    return ret == 0 ? 0 : 1;
}
