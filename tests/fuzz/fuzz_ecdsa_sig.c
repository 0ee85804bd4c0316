/* fuzz_ecdsa_sig.c
 *
 * libFuzzer target for ECDSA DER signature parsing (ecc.c):
 * wc_ecc_sig_to_rs and wc_ecc_verify_hash with a fixed P-256 key.  Input:
 * one byte hash length (mod 65), the hash, then the DER signature.  A
 * signature that parses must give r, s that re-encode (wc_ecc_rs_raw_to_sig)
 * to a DER no longer than the input; verify must return 0 or a negative
 * error and set res to 0 or 1.  Test layer only.  With FUZZ_SEED_DIR set,
 * the initialiser writes signatures made by the fixed key and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include "fuzz_common.h"

/* Fixed private scalar (any value in [1, n-1]; the public point is
 * computed from it at start-up). */
static const byte priv[32] = {
    0x1c, 0x9a, 0x33, 0x07, 0x5e, 0x41, 0xa2, 0x88,
    0x6d, 0x0f, 0xe1, 0x52, 0x39, 0x7b, 0x14, 0xc6,
    0x90, 0x23, 0x4f, 0xd8, 0x61, 0xbe, 0x0a, 0x75,
    0x3e, 0xc4, 0x17, 0x99, 0x28, 0x5b, 0xf6, 0x03
};
static ecc_key key;

/* Import the fixed private scalar and compute its public point. */
static void fixed_key(void)
{
    if (wc_ecc_init(&key) != 0 ||
            wc_ecc_import_private_key_ex(priv, sizeof(priv), NULL, 0, &key,
                                         ECC_SECP256R1) != 0 ||
            wc_ecc_make_pub(&key, NULL) != 0)
        abort();
}

/* Signatures of a few hashes of lengths 20, 32 and 64. */
static void make_seeds(const char* dir)
{
    static const word32 lens[] = { 20, 32, 64 };
    byte buf[256];
    char name[32];
    WC_RNG rng;
    size_t i;

    if (wc_InitRng(&rng) != 0)
        exit(1);
    for (i = 0; i < sizeof(lens) / sizeof(lens[0]); i++) {
        word32 sigLen = (word32)sizeof(buf) - 1 - lens[i];
        buf[0] = (byte)lens[i];
        memset(buf + 1, (int)(0x41 + i), lens[i]);
        if (wc_ecc_sign_hash(buf + 1, lens[i], buf + 1 + lens[i], &sigLen,
                             &rng, &key) == 0) {
            snprintf(name, sizeof(name), "sig_%u", (unsigned)lens[i]);
            fuzz_seed_write(dir, name, -1, buf, 1 + lens[i] + sigLen);
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
    byte r[80], s[80], der[200];
    word32 rLen = sizeof(r), sLen = sizeof(s), derLen = sizeof(der);
    word32 hLen, sigLen;
    const byte* sig;
    int res = -1, ret;

    if (size < 1)
        return 0;
    hLen = data[0] % 65;
    if (size < 1 + (size_t)hLen)
        return 0;
    sig = data + 1 + hLen;
    sigLen = (word32)(size - 1 - hLen);

    if (wc_ecc_sig_to_rs(sig, sigLen, r, &rLen, s, &sLen) == 0) {
        if (rLen > sizeof(r) || sLen > sizeof(s))
            abort();
        if (wc_ecc_rs_raw_to_sig(r, rLen, s, sLen, der, &derLen) != 0 ||
                derLen > sigLen)
            abort();
    }
    ret = wc_ecc_verify_hash(sig, sigLen, data + 1, hLen, &res, &key);
    if (ret > 0 || (res != 0 && res != 1 && res != -1))
        abort();
    if (ret != 0 && res == 1)
        abort();
    return 0;
}
