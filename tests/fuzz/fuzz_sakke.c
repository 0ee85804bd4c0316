/* fuzz_sakke.c
 *
 * libFuzzer target for the SAKKE decoders (sakke.c): wc_DecodeSakkeRsk
 * and wc_ImportSakkePublicKey (trusted 0 and 1).  The first input byte
 * picks the function.  An accepted public key must export again; an
 * accepted RSK must re-encode to the same x || y.  Test layer only.  With
 * FUZZ_SEED_DIR set, the initialiser writes a KMS public key and an RSK
 * made by the library there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sakke.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include "fuzz_common.h"

static SakkeKey key;

/* A KMS key: its public key raw and 0x04 form, and an RSK for an id. */
static void make_seeds(const char* dir)
{
    static const byte id[] = "tel:+447700900123";
    byte buf[512];
    word32 sz;
    ecc_point* rsk = wc_ecc_new_point();
    WC_RNG rng;

    if (rsk == NULL || wc_InitRng(&rng) != 0 ||
            wc_MakeSakkeKey(&key, &rng) != 0)
        exit(1);
    sz = sizeof(buf);
    if (wc_ExportSakkePublicKey(&key, buf, &sz, 1) == 0)
        fuzz_seed_write(dir, "pub_raw", 1, buf, sz);
    sz = sizeof(buf);
    if (wc_ExportSakkePublicKey(&key, buf, &sz, 0) == 0)
        fuzz_seed_write(dir, "pub_04", 2, buf, sz);
    if (wc_MakeSakkeRsk(&key, id, (word16)(sizeof(id) - 1), rsk) == 0) {
        sz = sizeof(buf);
        if (wc_EncodeSakkeRsk(&key, rsk, buf, &sz, 1) == 0)
            fuzz_seed_write(dir, "rsk_raw", 0, buf, sz);
        sz = sizeof(buf);
        if (wc_EncodeSakkeRsk(&key, rsk, buf, &sz, 0) == 0)
            fuzz_seed_write(dir, "rsk_04", 0, buf, sz);
    }
    wc_ecc_del_point(rsk);
    wc_FreeRng(&rng);
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    const char* dir = getenv("FUZZ_SEED_DIR");
    (void)argc;
    (void)argv;
    if (wc_InitSakkeKey_ex(&key, 128, ECC_SAKKE_1, NULL, INVALID_DEVID) != 0)
        abort();
    if (dir != NULL) {
        make_seeds(dir);
        exit(0);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    byte out[600];
    word32 outSz = sizeof(out);
    int sel;

    if (size < 1)
        return 0;
    sel = data[0] % 3;
    data++;
    size--;
    if (sel == 0) {
        ecc_point* rsk = wc_ecc_new_point();
        if (rsk == NULL)
            abort();
        if (wc_DecodeSakkeRsk(&key, data, (word32)size, rsk) == 0) {
            if (wc_EncodeSakkeRsk(&key, rsk, out, &outSz, 1) != 0)
                abort();
            if (memcmp(out, data + (size & 1), outSz) != 0 ||
                    outSz != size - (size & 1))
                abort();
        }
        wc_ecc_del_point(rsk);
    }
    else {
        SakkeKey pub;
        if (wc_InitSakkeKey_ex(&pub, 128, ECC_SAKKE_1, NULL,
                               INVALID_DEVID) != 0)
            abort();
        if (wc_ImportSakkePublicKey(&pub, data, (word32)size,
                                    sel == 1) == 0) {
            if (wc_ExportSakkePublicKey(&pub, out, &outSz, 1) != 0)
                abort();
            if (outSz != size - (size & 1) ||
                    memcmp(out, data + (size & 1), outSz) != 0)
                abort();
        }
        wc_FreeSakkeKey(&pub);
    }
    return 0;
}
