/* fuzz_rsa_key.c
 *
 * libFuzzer target for the RSA key decoders (rsa_asn.c / rsa.c):
 * wc_RsaPrivateKeyDecode, wc_RsaPublicKeyDecode and
 * wc_RsaPublicKeyDecodeRaw.  The first input byte picks the decoder; the
 * rest is the encoding.  A decoded key must report a sane size and be
 * re-encodable.  Test layer only: it links the library sources directly
 * (scripts/fuzz.sh).  With FUZZ_SEED_DIR set, the initialiser instead
 * writes seed inputs (keys made by the library) there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include "fuzz_common.h"

/* Make a 1024-bit key and write its private, PKCS#1 public, SPKI and raw
 * (2-byte n length || n || e) encodings. */
static void make_seeds(const char* dir)
{
    static byte der[4096];
    byte n[512], e[8];
    word32 nSz = sizeof(n), eSz = sizeof(e);
    RsaKey key;
    WC_RNG rng;
    int len;

    if (wc_InitRng(&rng) != 0 || wc_InitRsaKey(&key, NULL) != 0)
        exit(1);
    if (wc_MakeRsaKey(&key, 1024, 65537, &rng) != 0)
        exit(1);
    len = wc_RsaKeyToDer(&key, der, sizeof(der));
    if (len > 0)
        fuzz_seed_write(dir, "priv", 0, der, (word32)len);
    len = wc_RsaKeyToPublicDer_ex(&key, der, sizeof(der), 0);
    if (len > 0)
        fuzz_seed_write(dir, "pub_pkcs1", 1, der, (word32)len);
    len = wc_RsaKeyToPublicDer_ex(&key, der, sizeof(der), 1);
    if (len > 0)
        fuzz_seed_write(dir, "pub_spki", 1, der, (word32)len);
    if (wc_RsaFlattenPublicKey(&key, e, &eSz, n, &nSz) == 0) {
        der[0] = (byte)(nSz >> 8);
        der[1] = (byte)nSz;
        memcpy(der + 2, n, nSz);
        memcpy(der + 2 + nSz, e, eSz);
        fuzz_seed_write(dir, "raw", 2, der, 2 + nSz + eSz);
    }
    wc_FreeRsaKey(&key);
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

/* Checks on a decoded key: the modulus size is not negative and is
 * bounded by the input, and the key re-encodes without error. */
static void check_key(RsaKey* key, size_t inSz, int priv)
{
    static byte out[8192];
    int sz = wc_RsaEncryptSize(key);
    if (sz < 0 || (size_t)sz > inSz)
        abort();
    if (priv) {
        if (wc_RsaKeyToDer(key, out, sizeof(out)) <= 0)
            abort();
    }
    else if (wc_RsaKeyToPublicDer(key, out, sizeof(out)) <= 0) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    RsaKey key;
    word32 idx = 0;
    byte sel;
    int ret;

    if (size < 1)
        return 0;
    sel = data[0] % 3;
    data++;
    size--;
    if (wc_InitRsaKey(&key, NULL) != 0)
        abort();
    if (sel == 0) {
        ret = wc_RsaPrivateKeyDecode(data, &idx, &key, (word32)size);
        if (ret == 0) {
            if (idx > size)
                abort();
            check_key(&key, size, 1);
        }
    }
    else if (sel == 1) {
        ret = wc_RsaPublicKeyDecode(data, &idx, &key, (word32)size);
        if (ret == 0) {
            if (idx > size)
                abort();
            check_key(&key, size, 0);
        }
    }
    else if (size >= 2) {
        word32 nSz = ((word32)data[0] << 8) | data[1];
        if (nSz <= size - 2) {
            ret = wc_RsaPublicKeyDecodeRaw(data + 2, nSz, data + 2 + nSz,
                                           (word32)(size - 2 - nSz), &key);
            if (ret == 0)
                check_key(&key, size, 0);
        }
    }
    wc_FreeRsaKey(&key);
    return 0;
}
