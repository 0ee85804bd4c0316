/* test_sm4.c
 *
 * testwolfcrypt module for SM4: the GB/T 32907-2016 example 1 (ECB), the
 * draft-ribose-cfrg-sm4 CBC and CTR examples, the GB/T 17964-2021 XTS
 * example (tests/vectors/sm4 has them all; tests/kat/sm4_vectors runs the
 * whole file), then misuse: NULL arguments, key and data sizes, missing
 * key or IV, XTS tweak sizes and rules, each with its error code, and the
 * wipe on free.  sm4_test() returns 0 or a negative number naming the
 * failing check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/sm4.h>
#include <string.h>

int sm4_test(void);

#ifdef WOLFSSL_SM4

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)

static const byte kKey[16] = {
    0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef,
    0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10
};
/* GB/T 32907 example 1: E_K(K) with K as above. */
static const byte kEcbCt[16] = {
    0x68, 0x1e, 0xdf, 0x34, 0xd2, 0x06, 0x96, 0x5e,
    0x86, 0xb3, 0xe9, 0x4f, 0x53, 0x6e, 0x42, 0x46
};
/* CBC, IV = key, plaintext = key || key. */
static const byte kCbcCt[32] = {
    0x26, 0x77, 0xf4, 0x6b, 0x09, 0xc1, 0x22, 0xcc,
    0x97, 0x55, 0x33, 0x10, 0x5b, 0xd4, 0xa2, 0x2a,
    0xf6, 0x12, 0x5f, 0x72, 0x75, 0xce, 0x55, 0x2c,
    0x3a, 0x2b, 0xbc, 0xf5, 0x33, 0xde, 0x8a, 0x3b
};
/* CTR, IV = key, plaintext 8 x 0xaa, 0xbb, 0xcc, 0xdd (first 32 bytes). */
static const byte kCtrCt[32] = {
    0xc2, 0xb4, 0x75, 0x9e, 0x78, 0xac, 0x3c, 0xf4,
    0x3d, 0x08, 0x52, 0xf4, 0xe8, 0xd5, 0xf9, 0xfd,
    0x72, 0x56, 0xe8, 0xa5, 0xfc, 0xb6, 0x5a, 0x35,
    0x0e, 0xe0, 0x06, 0x30, 0x91, 0x2e, 0x44, 0x49
};
/* XTS (GB/T 17964-2021), 17-byte unit. */
static const byte kXtsKey[32] = {
    0xff, 0xfe, 0xfd, 0xfc, 0xfb, 0xfa, 0xf9, 0xf8,
    0xf7, 0xf6, 0xf5, 0xf4, 0xf3, 0xf2, 0xf1, 0xf0,
    0xbf, 0xbe, 0xbd, 0xbc, 0xbb, 0xba, 0xb9, 0xb8,
    0xb7, 0xb6, 0xb5, 0xb4, 0xb3, 0xb2, 0xb1, 0xb0
};
static const byte kXtsTweak[16] = {
    0x9a, 0x78, 0x56, 0x34, 0x12, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00
};
static const byte kXtsCt[17] = {
    0x9e, 0x52, 0x44, 0x3a, 0x35, 0x41, 0x0c, 0xa0,
    0xba, 0x56, 0x37, 0xb9, 0x4c, 0x07, 0x66, 0xf4, 0x69
};

static int sm4_kat_test(void)
{
    wc_Sm4 s;
    wc_Sm4Xts x;
    byte pt[32];
    byte buf[32];
    int ret = 0;
    int i;

    CHECK(wc_Sm4Init(&s, NULL, -1) == 0, -1);
    CHECK(wc_Sm4SetKey(&s, kKey, sizeof(kKey)) == 0, -2);
    CHECK(wc_Sm4EcbEncrypt(&s, buf, kKey, 16) == 0, -3);
    CHECK(memcmp(buf, kEcbCt, 16) == 0, -4);
    CHECK(wc_Sm4EcbDecrypt(&s, buf, buf, 16) == 0, -5);
    CHECK(memcmp(buf, kKey, 16) == 0, -6);

    memcpy(pt, kKey, 16);
    memcpy(pt + 16, kKey, 16);
    CHECK(wc_Sm4SetIV(&s, kKey) == 0, -7);
    CHECK(wc_Sm4CbcEncrypt(&s, buf, pt, 32) == 0, -8);
    CHECK(memcmp(buf, kCbcCt, 32) == 0, -9);
    CHECK(wc_Sm4SetIV(&s, kKey) == 0, -10);
    CHECK(wc_Sm4CbcDecrypt(&s, buf, buf, 32) == 0, -11);
    CHECK(memcmp(buf, pt, 32) == 0, -12);

    memset(pt, 0xaa, 8);
    memset(pt + 8, 0xbb, 8);
    memset(pt + 16, 0xcc, 8);
    memset(pt + 24, 0xdd, 8);
    CHECK(wc_Sm4SetIV(&s, kKey) == 0, -13);
    CHECK(wc_Sm4CtrEncrypt(&s, buf, pt, 5) == 0, -14);
    CHECK(wc_Sm4CtrEncrypt(&s, buf + 5, pt + 5, 27) == 0, -15);
    CHECK(memcmp(buf, kCtrCt, 32) == 0, -16);

    for (i = 0; i < 17; i++) {
        pt[i] = (byte)i;
    }
    CHECK(wc_Sm4XtsSetKey(&x, kXtsKey, 32, 0, NULL, -1) == 0, -17);
    CHECK(wc_Sm4XtsEncrypt(&x, buf, pt, 17, kXtsTweak, 16) == 0, -18);
    CHECK(memcmp(buf, kXtsCt, 17) == 0, -19);
    CHECK(wc_Sm4XtsDecrypt(&x, buf, buf, 17, kXtsTweak, 16) == 0, -20);
    CHECK(memcmp(buf, pt, 17) == 0, -21);
out:
    wc_Sm4Free(&s);
    wc_Sm4XtsFree(&x);
    return ret;
}

static int sm4_misuse_test(void)
{
    wc_Sm4 s;
    wc_Sm4Xts x;
    byte buf[48];
    byte zero[sizeof(wc_Sm4)];
    int ret = 0;

    memset(buf, 0, sizeof(buf));
    CHECK(wc_Sm4Init(NULL, NULL, -1) == BAD_FUNC_ARG, -30);
    CHECK(wc_Sm4Init(&s, NULL, -1) == 0, -31);
    CHECK(wc_Sm4EcbEncrypt(&s, buf, buf, 16) == MISSING_KEY, -32);
    CHECK(wc_Sm4SetKey(NULL, kKey, 16) == BAD_FUNC_ARG, -33);
    CHECK(wc_Sm4SetKey(&s, NULL, 16) == BAD_FUNC_ARG, -34);
    CHECK(wc_Sm4SetKey(&s, kKey, 15) == BAD_FUNC_ARG, -35);
    CHECK(wc_Sm4SetKey(&s, kKey, 17) == BAD_FUNC_ARG, -36);
    CHECK(wc_Sm4SetKey(&s, kKey, 0) == BAD_FUNC_ARG, -37);
    CHECK(wc_Sm4SetKey(&s, kKey, 16) == 0, -38);
    CHECK(wc_Sm4CbcEncrypt(&s, buf, buf, 16) == MISSING_IV, -39);
    CHECK(wc_Sm4CtrEncrypt(&s, buf, buf, 16) == MISSING_IV, -40);
    CHECK(wc_Sm4SetIV(&s, NULL) == BAD_FUNC_ARG, -41);
    CHECK(wc_Sm4SetIV(&s, kKey) == 0, -42);
    CHECK(wc_Sm4EcbEncrypt(&s, buf, buf, 15) == BAD_FUNC_ARG, -43);
    CHECK(wc_Sm4EcbDecrypt(&s, buf, buf, 17) == BAD_FUNC_ARG, -44);
    CHECK(wc_Sm4CbcEncrypt(&s, buf, buf, 1) == BAD_FUNC_ARG, -45);
    CHECK(wc_Sm4CbcDecrypt(&s, buf, buf, 31) == BAD_FUNC_ARG, -46);
    CHECK(wc_Sm4EcbEncrypt(&s, NULL, buf, 16) == BAD_FUNC_ARG, -47);
    CHECK(wc_Sm4CbcDecrypt(&s, buf, NULL, 16) == BAD_FUNC_ARG, -48);
    CHECK(wc_Sm4CtrEncrypt(NULL, buf, buf, 1) == BAD_FUNC_ARG, -49);
    CHECK(wc_Sm4EcbEncrypt(&s, NULL, NULL, 0) == 0, -50);
    CHECK(wc_Sm4CtrEncrypt(&s, NULL, NULL, 0) == 0, -51);
    CHECK(wc_Sm4CtrEncrypt(&s, buf, buf, 3) == 0, -52);  /* any size */
    wc_Sm4Free(&s);
    memset(zero, 0, sizeof(zero));
    CHECK(memcmp(&s, zero, sizeof(s)) == 0, -53);  /* key wiped */
    wc_Sm4Free(NULL);

    CHECK(wc_Sm4XtsSetKey(NULL, kXtsKey, 32, 0, NULL, -1) == BAD_FUNC_ARG,
          -60);
    CHECK(wc_Sm4XtsSetKey(&x, kXtsKey, 16, 0, NULL, -1) == BAD_FUNC_ARG,
          -61);
    CHECK(wc_Sm4XtsSetKey(&x, kXtsKey, 32, 2, NULL, -1) == BAD_FUNC_ARG,
          -62);
    CHECK(wc_Sm4XtsSetKey(&x, kXtsKey, 32, 1, NULL, -1) == 0, -63);
    CHECK(wc_Sm4XtsSetStandard(&x, 2) == BAD_FUNC_ARG, -64);
    CHECK(wc_Sm4XtsSetStandard(NULL, WC_SM4_XTS_IEEE) == BAD_FUNC_ARG, -65);
    CHECK(wc_Sm4XtsEncrypt(&x, buf, buf, 15, kXtsTweak, 16) == BAD_FUNC_ARG,
          -66);
    CHECK(wc_Sm4XtsEncrypt(&x, buf, buf, 16, kXtsTweak, 15) == BAD_FUNC_ARG,
          -67);
    CHECK(wc_Sm4XtsDecrypt(&x, buf, buf, 16, NULL, 16) == BAD_FUNC_ARG, -68);
    CHECK(wc_Sm4XtsDecrypt(&x, buf, buf, 0, kXtsTweak, 16) == BAD_FUNC_ARG,
          -69);
    CHECK(wc_Sm4XtsDecrypt(&x, buf, buf, 33, kXtsTweak, 16) == 0, -70);
out:
    wc_Sm4XtsFree(&x);
    return ret;
}

int sm4_test(void)
{
    int ret = sm4_kat_test();

    if (ret == 0) {
        ret = sm4_misuse_test();
    }
    return ret;
}

#endif /* WOLFSSL_SM4 */
