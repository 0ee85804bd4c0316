/* fuzz_ecc_x963.c
 *
 * libFuzzer target for the X9.63 point import (ecc.c):
 * wc_ecc_import_x963_ex on every implemented curve.  The first input byte
 * picks the curve; the rest is the encoded point (04 || x || y or
 * 02/03 || x).  An accepted point must pass wc_ecc_check_key and export
 * back to the same uncompressed bytes.  Test layer only.  With
 * FUZZ_SEED_DIR set, the initialiser writes points made by the library
 * there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include "fuzz_common.h"

static const int curves[] = { ECC_SECP256R1, ECC_SECP384R1, ECC_SECP521R1,
                              ECC_SM2P256V1 };
#define NCURVES ((int)(sizeof(curves) / sizeof(curves[0])))

/* A fresh public point per curve, uncompressed and compressed. */
static void make_seeds(const char* dir)
{
    byte pt[256];
    char name[64];
    WC_RNG rng;
    int i;

    if (wc_InitRng(&rng) != 0)
        exit(1);
    for (i = 0; i < NCURVES; i++) {
        ecc_key key;
        word32 len = sizeof(pt);
        int sz = wc_ecc_get_curve_size_from_id(curves[i]);
        if (sz <= 0 || wc_ecc_init(&key) != 0)
            continue;
        if (wc_ecc_make_key_ex(&rng, sz, &key, curves[i]) == 0 &&
                wc_ecc_export_x963(&key, pt, &len) == 0) {
            snprintf(name, sizeof(name), "u_%d", curves[i]);
            fuzz_seed_write(dir, name, (byte)i, pt, len);
            pt[0] = (byte)(2 + (pt[len - 1] & 1));
            snprintf(name, sizeof(name), "c_%d", curves[i]);
            fuzz_seed_write(dir, name, (byte)i, pt, (word32)(1 + sz));
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
    byte out[256];
    word32 outLen = sizeof(out);
    ecc_key key;
    int curve, sz;

    if (size < 2)
        return 0;
    curve = curves[data[0] % NCURVES];
    sz = wc_ecc_get_curve_size_from_id(curve);
    if (wc_ecc_init(&key) != 0)
        abort();
    if (wc_ecc_import_x963_ex(data + 1, (word32)(size - 1), &key,
                              curve) == 0) {
        if (wc_ecc_check_key(&key) != 0)
            abort();
        if (wc_ecc_export_x963(&key, out, &outLen) != 0 ||
                outLen != (word32)(1 + 2 * sz))
            abort();
        /* Uncompressed input must round-trip byte for byte; compressed
         * input must give back the same x. */
        if (data[1] == 0x04) {
            if (size - 1 != outLen || memcmp(out, data + 1, outLen) != 0)
                abort();
        }
        else if (size - 1 != (size_t)(1 + sz) ||
                 memcmp(out + 1, data + 2, (size_t)sz) != 0 ||
                 (out[outLen - 1] & 1) != (data[1] & 1)) {
            abort();
        }
    }
    wc_ecc_free(&key);
    return 0;
}
