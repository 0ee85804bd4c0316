/* fuzz_pem.c
 *
 * libFuzzer target for the PEM decoders (asn.c): wc_KeyPemToDer and
 * wc_PubKeyPemToDer.  The first input byte picks the function and, in
 * its high bits, the output buffer size (small buffers exercise BUFFER_E).
 * The returned DER length must fit the buffer and be below the PEM size.
 * Test layer only.  With FUZZ_SEED_DIR set, the initialiser writes PEM
 * keys made by the library (wc_DerToPem) there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

/* Wrap der as PEM of `type` and write sel || pem to dir/name. */
static void seed_pem(const char* dir, const char* name, byte sel,
                     const byte* der, int derSz, int type)
{
    static byte pem[8192];
    char path[512];
    FILE* f;
    int len;

    if (derSz <= 0)
        return;
    len = wc_DerToPem(der, (word32)derSz, pem, sizeof(pem), type);
    if (len <= 0)
        return;
    snprintf(path, sizeof(path), "%s/%s", dir, name);
    f = fopen(path, "wb");
    if (f == NULL)
        return;
    fputc(sel, f);
    fwrite(pem, 1, (size_t)len, f);
    fclose(f);
}

/* RSA-1024 and P-256 keys in every PEM armour the decoders accept. */
static void make_seeds(const char* dir)
{
    static byte der[4096];
    word32 sz;
    RsaKey rsa;
    ecc_key ecc;
    WC_RNG rng;

    if (wc_InitRng(&rng) != 0 || wc_InitRsaKey(&rsa, NULL) != 0 ||
            wc_ecc_init(&ecc) != 0)
        exit(1);
    if (wc_MakeRsaKey(&rsa, 1024, 65537, &rng) == 0) {
        seed_pem(dir, "rsa_priv", 0xF0, der,
                 wc_RsaKeyToDer(&rsa, der, sizeof(der)), PRIVATEKEY_TYPE);
        seed_pem(dir, "rsa_pub", 0xF1, der,
                 wc_RsaKeyToPublicDer_ex(&rsa, der, sizeof(der), 0),
                 RSA_PUBLICKEY_TYPE);
        seed_pem(dir, "rsa_spki", 0xF1, der,
                 wc_RsaKeyToPublicDer(&rsa, der, sizeof(der)),
                 PUBLICKEY_TYPE);
    }
    if (wc_ecc_make_key_ex(&rng, 32, &ecc, ECC_SECP256R1) == 0) {
        seed_pem(dir, "ec_priv", 0xF0, der,
                 wc_EccKeyToDer(&ecc, der, sizeof(der)),
                 ECC_PRIVATEKEY_TYPE);
        sz = sizeof(der);
        seed_pem(dir, "ec_pkcs8", 0xF0, der,
                 wc_EccKeyToPKCS8(&ecc, der, &sz), PKCS8_PRIVATEKEY_TYPE);
        seed_pem(dir, "ec_spki", 0xF1, der,
                 wc_EccPublicKeyToDer(&ecc, der, sizeof(der), 1),
                 ECC_PUBLICKEY_TYPE);
    }
    wc_ecc_free(&ecc);
    wc_FreeRsaKey(&rsa);
    wc_FreeRng(&rng);
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    const char* dir = getenv("FUZZ_SEED_DIR");
    (void)argc;
    (void)argv;
    if (dir != NULL) {
        make_seeds(dir);
        exit(0);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    byte* out;
    int outSz, ret;

    if (size < 1 || size > 0x100000)
        return 0;
    /* High bits: output size 16 * (sel >> 1) + 1 .. 2033, or the input
     * size when they are all ones. */
    outSz = (data[0] >> 1) == 0x7F ? (int)size : 16 * (data[0] >> 1) + 1;
    out = (byte*)malloc((size_t)outSz);
    if (out == NULL)
        return 0;
    if ((data[0] & 1) == 0)
        ret = wc_KeyPemToDer(data + 1, (int)(size - 1), out, outSz, NULL);
    else
        ret = wc_PubKeyPemToDer(data + 1, (int)(size - 1), out, outSz);
    if (ret > outSz || ret > (int)size)
        abort();
    free(out);
    return 0;
}
