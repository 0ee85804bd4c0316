/* fuzz_drbg.c
 *
 * libFuzzer target for the Hash_DRBG (random.c) against a reference
 * written here from SP 800-90A rev 1 section 10.1.1 (Hash_df,
 * instantiate, reseed, Hashgen and the state update with SHA-256,
 * seedlen 440 bits), sharing nothing with random.c but SHA-256.
 * Byte 0 picks the mode (bit 0); then:
 *   0: wc_RNG_HealthTest_ex: byte 1 bit 0 = reseed, bytes 2-4 = nonce,
 *      seedA and seedB lengths, bytes 5-6 = output size (mod 1100; with
 *      byte 1 bit 1 past RNG_MAX_BLOCK_LEN), then nonce, seedA, seedB.
 *      The output must equal the reference's second block; empty seeds
 *      and oversized outputs are BAD_FUNC_ARG.
 *   1: the WC_RNG API with a deterministic entropy source
 *      (fuzz_seed_cb): byte 1 = personalisation length, the
 *      personalisation (wc_InitRngNonce), then commands: a byte with the
 *      top bit set reseeds with the next (low 7 bits + 1) bytes
 *      (wc_RNG_DRBG_Reseed), any other generates 4 * (byte & 0x7f)
 *      bytes (wc_RNG_GenerateBlock; 1 byte through wc_RNG_GenerateByte
 *      for 0); every output must equal the reference's.
 * Mode 1 knows how random.c seeds itself: it reads a 32-byte comparison
 * block, then entropy (32) and nonce (16); that white-box layout is
 * checked by the very first comparison.  Test layer only.  With
 * FUZZ_SEED_DIR set, the initialiser writes seeds for both modes.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include "fuzz_common.h"

#define SEEDLEN 55                      /* 440 bits */
#define CMP_SZ  32                      /* random.c's comparison block */

typedef struct {
    byte V[SEEDLEN];
    byte C[SEEDLEN];
    word32 ctr;
} ref_drbg;

/* v (SEEDLEN bytes, big-endian) += a[0..n) mod 2^440. */
static void add_be(byte* v, const byte* a, word32 n)
{
    word32 carry = 0, i;

    for (i = 0; i < SEEDLEN; i++) {
        word32 s = v[SEEDLEN - 1 - i] + carry;
        if (i < n)
            s += a[n - 1 - i];
        v[SEEDLEN - 1 - i] = (byte)s;
        carry = s >> 8;
    }
}

/* Hash_df(p1 || p2 || p3 || p4, 440 bits) into out. */
static void hash_df(const byte* p1, word32 n1, const byte* p2, word32 n2,
                    const byte* p3, word32 n3, const byte* p4, word32 n4,
                    byte* out)
{
    static const byte bits[4] = { 0x00, 0x00, 0x01, 0xB8 };
    byte t[2 * WC_SHA256_DIGEST_SIZE];
    byte counter;
    wc_Sha256 h;

    for (counter = 1; counter <= 2; counter++) {
        FUZZ_CHECK(wc_InitSha256(&h) == 0);
        FUZZ_CHECK(wc_Sha256Update(&h, &counter, 1) == 0 &&
                   wc_Sha256Update(&h, bits, 4) == 0 &&
                   wc_Sha256Update(&h, p1, n1) == 0 &&
                   wc_Sha256Update(&h, p2, n2) == 0 &&
                   wc_Sha256Update(&h, p3, n3) == 0 &&
                   wc_Sha256Update(&h, p4, n4) == 0);
        FUZZ_CHECK(wc_Sha256Final(&h, t + (counter - 1) *
                                  WC_SHA256_DIGEST_SIZE) == 0);
    }
    memcpy(out, t, SEEDLEN);
}

static void ref_new_c(ref_drbg* d)
{
    static const byte zero = 0;

    hash_df(&zero, 1, d->V, SEEDLEN, NULL, 0, NULL, 0, d->C);
    d->ctr = 1;
}

static void ref_instantiate(ref_drbg* d, const byte* ent, word32 entSz,
                            const byte* nonce, word32 nonceSz,
                            const byte* pers, word32 persSz)
{
    hash_df(ent, entSz, nonce, nonceSz, pers, persSz, NULL, 0, d->V);
    ref_new_c(d);
}

static void ref_reseed(ref_drbg* d, const byte* ent, word32 entSz)
{
    static const byte one = 1;
    byte v[SEEDLEN];

    memcpy(v, d->V, SEEDLEN);
    hash_df(&one, 1, v, SEEDLEN, ent, entSz, NULL, 0, d->V);
    ref_new_c(d);
}

static void ref_generate(ref_drbg* d, byte* out, word32 n)
{
    static const byte one = 1, three = 3;
    byte data[SEEDLEN], blk[WC_SHA256_DIGEST_SIZE], ctr[4];
    word32 pos, k;
    wc_Sha256 h;

    memcpy(data, d->V, SEEDLEN);
    for (pos = 0; pos < n; pos += k) {
        FUZZ_CHECK(wc_Sha256Hash(data, SEEDLEN, blk) == 0);
        k = (n - pos < sizeof(blk)) ? n - pos : (word32)sizeof(blk);
        memcpy(out + pos, blk, k);
        add_be(data, &one, 1);
    }
    FUZZ_CHECK(wc_InitSha256(&h) == 0 && wc_Sha256Update(&h, &three, 1) == 0
               && wc_Sha256Update(&h, d->V, SEEDLEN) == 0 &&
               wc_Sha256Final(&h, blk) == 0);
    ctr[0] = (byte)(d->ctr >> 24);
    ctr[1] = (byte)(d->ctr >> 16);
    ctr[2] = (byte)(d->ctr >> 8);
    ctr[3] = (byte)d->ctr;
    add_be(d->V, blk, sizeof(blk));
    add_be(d->V, d->C, SEEDLEN);
    add_be(d->V, ctr, 4);
    d->ctr++;
}

static void run_health(fuzz_in* in)
{
    static byte out[RNG_MAX_BLOCK_LEN + 16], ref[1100];
    byte nonce[256], seedA[256], seedB[256], flags = fuzz_byte(in);
    word32 nLen = fuzz_byte(in), aLen = fuzz_byte(in), bLen = fuzz_byte(in);
    word32 outSz, nSz, aSz, bSz;
    int reseed = flags & 1, ret;
    ref_drbg d;

    outSz = (word32)fuzz_byte(in) << 8;
    outSz = (outSz | fuzz_byte(in)) % 1100;
    if (flags & 2)
        outSz = RNG_MAX_BLOCK_LEN + (outSz & 1);
    nSz = fuzz_bytes(in, nonce, nLen);
    aSz = fuzz_bytes(in, seedA, aLen);
    bSz = fuzz_bytes(in, seedB, bLen);
    ret = wc_RNG_HealthTest_ex(reseed, nonce, nSz, seedA, aSz, seedB, bSz,
                               out, outSz, NULL, INVALID_DEVID);
    if (aSz == 0 || (reseed && bSz == 0) || outSz > RNG_MAX_BLOCK_LEN) {
        FUZZ_CHECK(ret == BAD_FUNC_ARG);
        return;
    }
    FUZZ_CHECK(ret == 0);
    if (outSz == 0 || outSz > sizeof(ref))
        return;
    ref_instantiate(&d, seedA, aSz, nonce, nSz, NULL, 0);
    if (reseed)
        ref_reseed(&d, seedB, bSz);
    ref_generate(&d, ref, outSz);
    ref_generate(&d, ref, outSz);
    FUZZ_CHECK(memcmp(out, ref, outSz) == 0);
}

static void run_api(fuzz_in* in)
{
    byte pers[256], seed[CMP_SZ + MAX_SEED_SZ], buf[512], refb[512];
    word32 persSz = fuzz_bytes(in, pers, fuzz_byte(in)), n;
    WC_RNG rng;
    ref_drbg d;
    int cmds = 0;

    fuzz_seed_reset();
    FUZZ_CHECK(wc_InitRngNonce(&rng, pers, persSz) == 0);
    fuzz_seed_reset();
    FUZZ_CHECK(fuzz_seed_cb(NULL, seed, sizeof(seed)) == 0);
    ref_instantiate(&d, seed + CMP_SZ, ENTROPY_SZ,
                    seed + CMP_SZ + ENTROPY_SZ, DRBG_NONCE_SZ, pers,
                    persSz);
    /* Always at least one generate, so the layout is checked. */
    do {
        byte c = fuzz_byte(in);
        if (c & 0x80) {
            n = fuzz_bytes(in, buf, (word32)(c & 0x7f) + 1);
            if (n == 0)
                break;
            FUZZ_CHECK(wc_RNG_DRBG_Reseed(&rng, buf, n) == 0);
            ref_reseed(&d, buf, n);
            continue;
        }
        n = 4 * (word32)c;
        if (n == 0) {
            FUZZ_CHECK(wc_RNG_GenerateByte(&rng, buf) == 0);
            n = 1;
        }
        else {
            FUZZ_CHECK(wc_RNG_GenerateBlock(&rng, buf, n) == 0);
        }
        ref_generate(&d, refb, n);
        FUZZ_CHECK(memcmp(buf, refb, n) == 0);
    } while (in->n > 0 && ++cmds < 64);
    FUZZ_CHECK(wc_FreeRng(&rng) == 0);
}

static void make_seeds(const char* dir)
{
    static const byte h0[] = { 0, 1, 16, 48, 32, 0x01, 0x00 };
    static const byte h1[] = { 0, 0, 0, 55, 0, 0, 128 };
    static const byte a0[] = { 1, 8, 'f', 'u', 'z', 'z', 'd', 'r', 'b',
                               'g', 8, 0x83, 1, 2, 3, 4, 120, 0, 1 };
    byte in[256];
    word32 i;

    for (i = 0; i < sizeof(in); i++)
        in[i] = (byte)(i * 37 + 11);
    memcpy(in, h0, sizeof(h0));
    fuzz_seed_write(dir, "health_reseed", -1, in, sizeof(h0) + 96);
    memcpy(in, h1, sizeof(h1));
    fuzz_seed_write(dir, "health", -1, in, sizeof(h1) + 55);
    fuzz_seed_write(dir, "api", -1, a0, sizeof(a0));
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    (void)argc;
    (void)argv;
    fuzz_seed_install();
    fuzz_maybe_seed(make_seeds);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    fuzz_in in;

    in.p = data;
    in.n = size;
    if (fuzz_byte(&in) & 1)
        run_api(&in);
    else
        run_health(&in);
    return 0;
}
