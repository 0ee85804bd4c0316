/* fuzz_ecc_key.c
 *
 * libFuzzer target for the EC key DER decoders (ecc_asn.c):
 * wc_EccPrivateKeyDecode (SEC1 / PKCS#8) and wc_EccPublicKeyDecode
 * (SubjectPublicKeyInfo).  The first input byte picks the decoder.  A
 * decoded key must have a public point that passes wc_ecc_check_key
 * when it was read from a public key, and must re-encode.  Test layer
 * only (scripts/fuzz.sh links the library sources).  With FUZZ_SEED_DIR
 * set, the initialiser writes keys made by the library there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include "fuzz_common.h"

/* For each implemented curve write SEC1, PKCS#8, SPKI with and without
 * the curve parameters. */
static void make_seeds(const char* dir)
{
    static const int curves[] = { ECC_SECP256R1, ECC_SECP384R1,
                                  ECC_SECP521R1, ECC_SM2P256V1 };
    byte der[1024];
    char name[64];
    WC_RNG rng;
    size_t i;
    int len;

    if (wc_InitRng(&rng) != 0)
        exit(1);
    for (i = 0; i < sizeof(curves) / sizeof(curves[0]); i++) {
        ecc_key key;
        word32 outSz;
        int sz = wc_ecc_get_curve_size_from_id(curves[i]);
        if (sz <= 0 || wc_ecc_init(&key) != 0)
            continue;
        if (wc_ecc_make_key_ex(&rng, sz, &key, curves[i]) == 0) {
            len = wc_EccKeyToDer(&key, der, sizeof(der));
            snprintf(name, sizeof(name), "sec1_%d", curves[i]);
            if (len > 0)
                fuzz_seed_write(dir, name, 0, der, (word32)len);
            outSz = sizeof(der);
            len = wc_EccKeyToPKCS8(&key, der, &outSz);
            snprintf(name, sizeof(name), "pkcs8_%d", curves[i]);
            if (len > 0)
                fuzz_seed_write(dir, name, 0, der, (word32)len);
            len = wc_EccPublicKeyToDer(&key, der, sizeof(der), 1);
            snprintf(name, sizeof(name), "spki_%d", curves[i]);
            if (len > 0)
                fuzz_seed_write(dir, name, 1, der, (word32)len);
        }
        wc_ecc_free(&key);
    }
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
    static byte out[2048];
    ecc_key key;
    word32 idx = 0;
    int ret;

    if (size < 1)
        return 0;
    if (wc_ecc_init(&key) != 0)
        abort();
    if ((data[0] & 1) == 0) {
        ret = wc_EccPrivateKeyDecode(data + 1, &idx, &key,
                                     (word32)(size - 1));
        if (ret == 0) {
            if (idx > size - 1)
                abort();
            /* A key with a private part re-encodes as SEC1. */
            if (wc_EccKeyToDer(&key, out, sizeof(out)) <= 0)
                abort();
        }
    }
    else {
        ret = wc_EccPublicKeyDecode(data + 1, &idx, &key,
                                    (word32)(size - 1));
        if (ret == 0) {
            if (idx > size - 1)
                abort();
            /* A decoded public point is on the curve. */
            if (wc_ecc_check_key(&key) != 0)
                abort();
            if (wc_EccPublicKeyToDer(&key, out, sizeof(out), 1) <= 0)
                abort();
        }
    }
    wc_ecc_free(&key);
    return 0;
}
