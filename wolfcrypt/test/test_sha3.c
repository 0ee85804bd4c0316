/* test_sha3.c
 *
 * testwolfcrypt's SHA-3 module (tests layer, above sha3.c, hash.c and
 * hmac.c): the FIPS 202 example digests through every entry point (Init /
 * Update / Final, GetHash, Copy, the one-shots, wc_Hash), SHAKE128 and
 * SHAKE256 through Final and through Absorb + SqueezeBlocks, HMAC-SHA3
 * sizes, and the argument checks.  Expected values: the NIST SHA-3
 * examples; the 512-byte message (bytes 0..255 twice) and the SHAKE
 * outputs from Python hashlib.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sha3.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/hmac.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#include <string.h>

#include "test.h"

#define CHECK(cond) do { if (!(cond)) return -__LINE__; } while (0)

#ifdef WOLFSSL_SHA3
/* 1 when got[0 .. strlen(hex)/2) equals the lower-case hex string. */
static int sha3_hex_eq(const byte* got, const char* hex)
{
    static const char digits[] = "0123456789abcdef";
    size_t i;

    for (i = 0; hex[2 * i] != '\0'; i++) {
        if (hex[2 * i] != digits[got[i] >> 4] ||
            hex[2 * i + 1] != digits[got[i] & 15])
            return 0;
    }
    return 1;
}
#endif

int sha3_test(void)
{
#ifdef WOLFSSL_SHA3
    static const char abc256[] =
        "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532";
    static const char big256[] =
        "d4728ea5e9f3819f2b4760151a8f802dbe9f941fd6fb59b3715892436555772a";
    byte msg[512];
    byte out[400];
    wc_Sha3 s, c;
    word32 i;

    for (i = 0; i < sizeof(msg); i++)
        msg[i] = (byte)i;

    /* One-shots on "abc" (NIST examples). */
    CHECK(wc_Sha3_224Hash((const byte*)"abc", 3, out) == 0);
    CHECK(sha3_hex_eq(out, "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94"
                           "ad73b46fdf"));
    CHECK(wc_Sha3_256Hash((const byte*)"abc", 3, out) == 0);
    CHECK(sha3_hex_eq(out, abc256));
    CHECK(wc_Sha3_384Hash((const byte*)"abc", 3, out) == 0);
    CHECK(sha3_hex_eq(out, "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c"
                           "2596da7cf0e49be4b298d88cea927ac7f539f1edf22837"
                           "6d25"));
    CHECK(wc_Sha3_512Hash(NULL, 0, out) == 0);
    CHECK(sha3_hex_eq(out, "a69f73cca23a9ac5c8b567dc185a756e97c982164fe258"
                           "59e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3a"
                           "c558f500199d95b6d3e301758586281dcd26"));

    /* Streaming in odd pieces, GetHash and Copy mid-way, Final restarts. */
    CHECK(wc_InitSha3_256(&s, NULL, INVALID_DEVID) == 0);
    CHECK(wc_Sha3_256_Update(&s, msg, 1) == 0);
    CHECK(wc_Sha3_256_Update(&s, msg + 1, 135) == 0);
    CHECK(wc_Sha3_256_Copy(&s, &c) == 0);
    CHECK(wc_Sha3_256_Update(&s, msg + 136, 300) == 0);
    CHECK(wc_Sha3_256_GetHash(&s, out) == 0);
    CHECK(wc_Sha3_256_Update(&s, msg + 436, 76) == 0);
    CHECK(wc_Sha3_256_Final(&s, out) == 0);
    CHECK(sha3_hex_eq(out, big256));
    CHECK(wc_Sha3_256_Update(&c, msg + 136, 376) == 0);
    CHECK(wc_Sha3_256_Final(&c, out) == 0);
    CHECK(sha3_hex_eq(out, big256));
    CHECK(wc_Sha3_256_Update(&s, (const byte*)"abc", 3) == 0);
    CHECK(wc_Sha3_256_Final(&s, out) == 0);
    CHECK(sha3_hex_eq(out, abc256));
    wc_Sha3_256_Free(&s);
    wc_Sha3_256_Free(&c);
    CHECK(wc_Hash(WC_HASH_TYPE_SHA3_256, msg, sizeof(msg), out,
                  sizeof(out)) == 0);
    CHECK(sha3_hex_eq(out, big256));
    CHECK(wc_HashGetBlockSize(WC_HASH_TYPE_SHA3_224) == 144);
    CHECK(wc_HmacSizeByType(WC_SHA3_512) == WC_SHA3_512_DIGEST_SIZE);

    /* Bad arguments. */
    CHECK(wc_InitSha3_256(NULL, NULL, INVALID_DEVID) == BAD_FUNC_ARG);
    CHECK(wc_InitSha3_256(&s, NULL, INVALID_DEVID) == 0);
    CHECK(wc_Sha3_256_Update(&s, NULL, 1) == BAD_FUNC_ARG);
    CHECK(wc_Sha3_256_Update(&s, NULL, 0) == 0);
    CHECK(wc_Sha3_256_Final(&s, NULL) == BAD_FUNC_ARG);
    CHECK(wc_Sha3_256_GetHash(NULL, out) == BAD_FUNC_ARG);
    CHECK(wc_Sha3_256_Copy(NULL, &s) == BAD_FUNC_ARG);
    wc_Sha3_256_Free(NULL);
    wc_Sha3_256_Free(&s);

#ifdef WOLFSSL_SHAKE128
    /* SHAKE128(""), bytes 184..199: across the first block boundary,
     * through Final and through SqueezeBlocks twice. */
    CHECK(wc_Shake128Hash(NULL, 0, out, 200) == 0);
    CHECK(sha3_hex_eq(out + 184, "6691abaeb580b32def58538b8d23f877"));
    CHECK(wc_InitShake128(&s, NULL, INVALID_DEVID) == 0);
    CHECK(wc_Shake128_Absorb(&s, NULL, 0) == 0);
    CHECK(wc_Shake128_SqueezeBlocks(&s, out + 200, 1) == 0);
    CHECK(wc_Shake128_SqueezeBlocks(&s, out + 200 + 168, 0) == 0);
    CHECK(wc_Shake128_SqueezeBlocks(&s, out + 200, 1) == 0);  /* block 2 */
    CHECK(wc_Shake128_SqueezeBlocks(NULL, out, 1) == BAD_FUNC_ARG);
    CHECK(sha3_hex_eq(out + 200 + 16, "6691abaeb580b32def58538b8d23f877"));
    wc_Shake128_Free(&s);
#endif
#ifdef WOLFSSL_SHAKE256
    CHECK(wc_InitShake256(&s, NULL, INVALID_DEVID) == 0);
    CHECK(wc_Shake256_Update(&s, msg, 200) == 0);
    CHECK(wc_Shake256_Update(&s, msg + 200, 312) == 0);
    CHECK(wc_Shake256_Final(&s, out, 32) == 0);
    CHECK(sha3_hex_eq(out, "a1d71885b0a841f03d1dc7f2738a15cc984071a17ffed5"
                           "ecacb9f58720a473be"));
    CHECK(wc_Shake256_Final(&s, NULL, 1) == BAD_FUNC_ARG);
    wc_Shake256_Free(&s);
#endif
#endif /* WOLFSSL_SHA3 */
    return 0;
}
