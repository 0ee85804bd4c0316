/* rsa_sign_verify.c -- RSA signatures through the public wolfCrypt API.
 *
 * The signer generates an RSA-2048 key and signs the SHA-256 digest of a
 * message twice: PKCS#1 v1.5 (over the DER DigestInfo) and PSS.  It hands
 * over only the SubjectPublicKeyInfo DER of its key; the verifier decodes
 * that into a public-only key, checks both signatures, and checks that a
 * changed message is rejected.  Prints one line per step; exit status 0
 * when every step worked.
 *
 * Build against an installed libwolfssl:
 *     cc rsa_sign_verify.c $(pkg-config --cflags --libs wolfssl)
 */
#include <wolfssl/options.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/rsa.h>

#include <stdio.h>
#include <string.h>

#define KEY_BITS 2048
#define SIG_MAX  (KEY_BITS / 8)

static int step(const char* what, int ret)
{
    if (ret == 0)
        printf("%-48s ok\n", what);
    else
        printf("%-48s FAILED (%d: %s)\n", what, ret, wc_GetErrorString(ret));
    return ret;
}

/* Everything the signer publishes. */
typedef struct {
    byte   pubDer[KEY_BITS / 8 + 64];   /* SubjectPublicKeyInfo */
    word32 pubDerSz;
    byte   sigV15[SIG_MAX];
    int    sigV15Sz;
    byte   sigPss[SIG_MAX];
    int    sigPssSz;
} Published;

static int sign(const byte* msg, word32 msgSz, WC_RNG* rng, Published* out)
{
    RsaKey key;
    byte digest[WC_SHA256_DIGEST_SIZE];
    byte info[WC_SHA256_DIGEST_SIZE + 32];
    word32 infoSz;
    int ret;

    ret = wc_InitRsaKey(&key, NULL);
    if (ret != 0)
        return step("wc_InitRsaKey", ret);
    ret = step("wc_MakeRsaKey (2048 bits, e = 65537)",
               wc_MakeRsaKey(&key, KEY_BITS, WC_RSA_EXPONENT, rng));
    if (ret == 0)
        ret = wc_RsaSetRNG(&key, rng);   /* blinding of private ops */
    if (ret == 0) {
        ret = wc_RsaKeyToPublicDer(&key, out->pubDer, sizeof(out->pubDer));
        if (ret > 0) {
            out->pubDerSz = (word32)ret;
            ret = 0;
        }
        step("wc_RsaKeyToPublicDer (SubjectPublicKeyInfo)", ret);
    }
    if (ret == 0)
        ret = step("wc_Sha256Hash (message)",
                   wc_Sha256Hash(msg, msgSz, digest));
    if (ret == 0) {
        infoSz = wc_EncodeSignature(info, digest, sizeof(digest), SHA256h);
        ret = infoSz == 0 ? BAD_FUNC_ARG : 0;
    }
    if (ret == 0) {
        out->sigV15Sz = wc_RsaSSL_Sign(info, infoSz, out->sigV15,
                                       sizeof(out->sigV15), &key, rng);
        ret = step("wc_RsaSSL_Sign (PKCS#1 v1.5, SHA-256)",
                   out->sigV15Sz < 0 ? out->sigV15Sz : 0);
    }
    if (ret == 0) {
        out->sigPssSz = wc_RsaPSS_Sign(digest, sizeof(digest), out->sigPss,
                                       sizeof(out->sigPss),
                                       WC_HASH_TYPE_SHA256, WC_MGF1SHA256,
                                       &key, rng);
        ret = step("wc_RsaPSS_Sign (SHA-256, MGF1-SHA-256)",
                   out->sigPssSz < 0 ? out->sigPssSz : 0);
    }
    wc_FreeRsaKey(&key);   /* wipes the private key */
    return ret;
}

/* Verifies both signatures on msg with the published public key; returns 0
 * when both are valid, SIG_VERIFY_E when one is not, or an error. */
static int verify(const byte* msg, word32 msgSz, const Published* in)
{
    RsaKey key;
    byte digest[WC_SHA256_DIGEST_SIZE];
    byte info[WC_SHA256_DIGEST_SIZE + 32], out[SIG_MAX];
    word32 idx = 0, infoSz;
    int ret, n;

    ret = wc_InitRsaKey(&key, NULL);
    if (ret == 0)
        ret = wc_RsaPublicKeyDecode(in->pubDer, &idx, &key, in->pubDerSz);
    if (ret == 0)
        ret = wc_Sha256Hash(msg, msgSz, digest);
    if (ret == 0) {
        infoSz = wc_EncodeSignature(info, digest, sizeof(digest), SHA256h);
        n = wc_RsaSSL_Verify(in->sigV15, (word32)in->sigV15Sz, out,
                             sizeof(out), &key);
        if (n < 0 && n != BAD_PADDING_E && n != RSA_PAD_E)
            ret = n;
        else if (n < 0 || (word32)n != infoSz
                 || memcmp(out, info, infoSz) != 0)
            ret = SIG_VERIFY_E;
    }
    if (ret == 0) {
        n = wc_RsaPSS_VerifyCheck(in->sigPss, (word32)in->sigPssSz, out,
                                  sizeof(out), digest, sizeof(digest),
                                  WC_HASH_TYPE_SHA256, WC_MGF1SHA256, &key);
        if (n <= 0)
            ret = SIG_VERIFY_E;
    }
    wc_FreeRsaKey(&key);
    return ret;
}

int main(void)
{
    static const char msg[] = "pay 10 EUR to Alice";
    static const char bad[] = "pay 99 EUR to Alice";
    static Published pub;
    WC_RNG rng;
    int ret;

    if (step("wc_InitRng", wc_InitRng(&rng)) != 0)
        return 1;
    ret = sign((const byte*)msg, sizeof(msg) - 1, &rng, &pub);
    wc_FreeRng(&rng);
    if (ret == 0)
        ret = step("verify both signatures with the public DER only",
                   verify((const byte*)msg, sizeof(msg) - 1, &pub));
    if (ret == 0) {
        int r = verify((const byte*)bad, sizeof(bad) - 1, &pub);
        ret = step("changed message rejected",
                   r == SIG_VERIFY_E ? 0 : (r == 0 ? SIG_VERIFY_E : r));
    }
    printf("rsa_sign_verify: %s\n", ret == 0 ? "ok" : "FAILED");
    return ret == 0 ? 0 : 1;
}
