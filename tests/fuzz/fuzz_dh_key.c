/* fuzz_dh_key.c
 *
 * libFuzzer target for the DH parameter decoders (dh_asn.c / dh.c):
 * wc_DhKeyDecode into a DhKey and wc_DhParamsLoad into caller buffers.
 * When both accept the same bytes they must give the same p and g.  Test
 * layer only.  With FUZZ_SEED_DIR set, the initialiser writes
 * DHParameter encodings of a tiny group and of the named groups
 * (wc_DhSetNamedKey + wc_DhExportParamsRaw) there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/dh.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

/* Append a DER length. */
static word32 der_len(byte* out, word32 len)
{
    if (len < 0x80) {
        out[0] = (byte)len;
        return 1;
    }
    if (len < 0x100) {
        out[0] = 0x81;
        out[1] = (byte)len;
        return 2;
    }
    out[0] = 0x82;
    out[1] = (byte)(len >> 8);
    out[2] = (byte)len;
    return 3;
}

/* Append INTEGER v (big-endian, unsigned, no leading zeros assumed). */
static word32 der_int(byte* out, const byte* v, word32 vSz)
{
    word32 i = 0, pad = (v[0] & 0x80) ? 1 : 0;
    out[i++] = 0x02;
    i += der_len(out + i, vSz + pad);
    if (pad)
        out[i++] = 0;
    memcpy(out + i, v, vSz);
    return i + vSz;
}

/* Write SEQUENCE { INTEGER p, INTEGER g } for one group. */
static void seed_params(const char* dir, const char* name, const byte* p,
                        word32 pSz, const byte* g, word32 gSz)
{
    static byte body[1200], der[1210];
    char path[512];
    word32 b, d;
    FILE* f;

    b = der_int(body, p, pSz);
    b += der_int(body + b, g, gSz);
    der[0] = 0x30;
    d = 1 + der_len(der + 1, b);
    memcpy(der + d, body, b);
    snprintf(path, sizeof(path), "%s/%s", dir, name);
    f = fopen(path, "wb");
    if (f == NULL)
        return;
    fwrite(der, 1, d + b, f);
    fclose(f);
}

static void make_seeds(const char* dir)
{
    static const byte small_p[] = { 0xdb, 0x3f, 0x51, 0x23 };
    static const byte two[] = { 2 };
    static byte p[1024], g[1024], q[1024];
    static const int names[] = { WC_FFDHE_2048, WC_FFDHE_3072 };
    char name[32];
    size_t i;

    seed_params(dir, "small", small_p, sizeof(small_p), two, 1);
    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        DhKey key;
        word32 pSz = sizeof(p), gSz = sizeof(g), qSz = sizeof(q);
        if (wc_InitDhKey(&key) != 0)
            continue;
        if (wc_DhSetNamedKey(&key, names[i]) == 0 &&
                wc_DhExportParamsRaw(&key, p, &pSz, q, &qSz, g,
                                     &gSz) == 0) {
            snprintf(name, sizeof(name), "ffdhe_%d", names[i]);
            seed_params(dir, name, p, pSz, g, gSz);
        }
        wc_FreeDhKey(&key);
    }
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
    static byte p[1100], g[1100], q[1100], p2[1100], g2[1100];
    word32 pSz = sizeof(p), gSz = sizeof(g), qSz = sizeof(q);
    word32 p2Sz = sizeof(p2), g2Sz = sizeof(g2);
    word32 idx = 0;
    DhKey key;
    int ret;

    if (wc_InitDhKey(&key) != 0)
        abort();
    ret = wc_DhKeyDecode(data, &idx, &key, (word32)size);
    if (ret == 0) {
        if (idx > size)
            abort();
        /* The decoded parameters export and match the buffer loader. */
        if (wc_DhExportParamsRaw(&key, p, &pSz, q, &qSz, g, &gSz) == 0 &&
                wc_DhParamsLoad(data, (word32)size, p2, &p2Sz, g2,
                                &g2Sz) == 0) {
            if (pSz != p2Sz || gSz != g2Sz || memcmp(p, p2, pSz) != 0 ||
                    memcmp(g, g2, gSz) != 0)
                abort();
        }
    }
    else {
        (void)wc_DhParamsLoad(data, (word32)size, p2, &p2Sz, g2, &g2Sz);
    }
    wc_FreeDhKey(&key);
    return 0;
}
