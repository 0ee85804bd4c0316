/* fuzz_sm2_decrypt.c
 *
 * libFuzzer target for SM2 decryption (sm2.c): wc_ecc_sm2_decrypt with a
 * fixed SM2 private key in all three ciphertext formats (the first input
 * byte picks WC_SM2_RAW, WC_SM2_DER or WC_SM2_RAW_C1C2C3).  A successful
 * decryption must return a plaintext shorter than the ciphertext.  Test
 * layer only.  With FUZZ_SEED_DIR set, the initialiser writes ciphertexts
 * made by wc_ecc_sm2_encrypt with the fixed key there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sm2.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include "fuzz_common.h"

/* Fixed private scalar in [1, n-2]. */
static const byte priv[32] = {
    0x3a, 0x81, 0x5c, 0x02, 0xe7, 0x19, 0x44, 0xd0,
    0x6b, 0x2f, 0x91, 0x7e, 0x08, 0xc3, 0x55, 0xa9,
    0x12, 0xfe, 0x4d, 0x60, 0x37, 0x8b, 0xc1, 0x24,
    0x9f, 0x06, 0x7a, 0xe2, 0x5d, 0x31, 0xb8, 0x4c
};
static ecc_key key;

static void fixed_key(void)
{
    if (wc_ecc_init(&key) != 0 ||
            wc_ecc_import_private_key_ex(priv, sizeof(priv), NULL, 0, &key,
                                         ECC_SM2P256V1) != 0 ||
            wc_ecc_make_pub(&key, NULL) != 0)
        abort();
}

/* Ciphertexts of a 1-byte and a 40-byte message in every format. */
static void make_seeds(const char* dir)
{
    static const byte msg[40] = "fuzzing the SM2 decryption, 40 bytes...";
    static const word32 lens[] = { 1, 40 };
    byte ct[256];
    char name[32];
    WC_RNG rng;
    int fmt;
    size_t i;

    if (wc_InitRng(&rng) != 0)
        exit(1);
    for (fmt = 0; fmt < 3; fmt++) {
        for (i = 0; i < sizeof(lens) / sizeof(lens[0]); i++) {
            word32 ctSz = sizeof(ct);
            if (wc_ecc_sm2_encrypt(&key, msg, lens[i], ct, &ctSz, &rng,
                                   fmt) != 0)
                continue;
            snprintf(name, sizeof(name), "ct_%d_%u", fmt,
                     (unsigned)lens[i]);
            fuzz_seed_write(dir, name, (byte)fmt, ct, ctSz);
        }
    }
    wc_FreeRng(&rng);
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    const char* dir = getenv("FUZZ_SEED_DIR");
    (void)argc;
    (void)argv;
    fixed_key();
    if (dir != NULL) {
        make_seeds(dir);
        exit(0);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    byte* out;
    word32 outSz;
    int fmt, ret;

    if (size < 1)
        return 0;
    fmt = data[0] % 3;
    outSz = (word32)size;
    out = (byte*)malloc(size);
    if (out == NULL)
        return 0;
    ret = wc_ecc_sm2_decrypt(&key, data + 1, (word32)(size - 1), out,
                             &outSz, fmt);
    if (ret == 0 && outSz >= size - 1)
        abort();
    /* The length query agrees with the decryption. */
    if (ret == 0) {
        word32 q = 0;
        if (wc_ecc_sm2_decrypt(&key, data + 1, (word32)(size - 1), NULL, &q,
                               fmt) != LENGTH_ONLY_E || q < outSz)
            abort();
    }
    free(out);
    return 0;
}
