/* test_curve448.c
 *
 * testwolfcrypt module for X448 (wolfssl/wolfcrypt/curve448.h).
 * Known answers of RFC 7748: the two scalar-multiplication vectors of
 * section 5.2, the iterated function after 1 and 1,000 iterations (and
 * after 1,000,000 when WOLFSSL_LONG_TESTS=1 is set in the environment),
 * and the Diffie-Hellman example of section 6.2 through the key API in
 * both byte orders.  Then the API's edges with their exact error codes:
 * sizes, NULLs, unclamped private keys, the export size queries, the
 * all-zero shared secret from the values of small order (0, 1, p - 1 and
 * the non-canonical p, p + 1), a non-canonical value that is not of small
 * order taken mod p, wc_curve448_check_public's rules, import / export
 * round trips and random key pairs agreeing.
 * curve448_test() returns 0 on success or a negative number naming the
 * failing check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_CURVE448

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/curve448.h>
#include <string.h>
#include "wolfcrypt/test/test.h"

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)
#define KS CURVE448_KEY_SIZE
#define LE EC448_LITTLE_ENDIAN
#define BE EC448_BIG_ENDIAN

static void rev(byte* out, const byte* in)
{
    int i;

    for (i = 0; i < KS; i++)
        out[i] = in[KS - 1 - i];
}

/* X448(k, u) through wc_curve448_generic, clamping k first (RFC 7748's
 * function clamps; the API asks for a clamped key). */
static int x448(byte* out, const byte* k, const byte* u)
{
    byte kc[KS];
    int ret;

    memcpy(kc, k, KS);
    kc[0] &= 0xfc;
    kc[KS - 1] |= 0x80;
    ret = wc_curve448_generic(KS, out, KS, kc, KS, u);
    memset(kc, 0, sizeof(kc));
    return ret;
}

/* RFC 7748 section 5.2. */
static int test_vectors(void)
{
    static const char* v[2][3] = {
        { "3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121"
          "700a779c984c24f8cdd78fbff44943eba368f54b29259a4f1c600ad3",
          "06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9"
          "814dc031ddbdc38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086",
          "ce3e4ff95a60dc6697da1db1d85e6afbdf79b50a2412d7546d5f239f"
          "e14fbaadeb445fc66a01b0779d98223961111e21766282f73dd96b6f" },
        { "203d494428b8399352665ddca42f9de8fef600908e0d461cb021f8c5"
          "38345dd77c3e4806e25f46d3315c44e0a5b4371282dd2c8d5be3095f",
          "0fbcc2f993cd56d3305b0b7d9e55d4c1a8fb5dbb52f8e9a1e9b6201b"
          "165d015894e56c4d3570bee52fe205e28a78b91cdfbde71ce8d157db",
          "884a02576239ff7a2f2f63b2db6a9ff37047ac13568e1e30fe63c4a7"
          "ad1b3ee3a5700df34321d62077e63633c575c1c954514e99da7c179d" }
    };
    byte k[KS], u[KS], want[KS], got[KS];
    int i, ret = 0;

    for (i = 0; i < 2; i++) {
        test_unhex(k, KS, v[i][0]);
        test_unhex(u, KS, v[i][1]);
        test_unhex(want, KS, v[i][2]);
        CHECK(x448(got, k, u) == 0, -1);
        CHECK(memcmp(got, want, KS) == 0, -2 - i);
        /* the output may be the input */
        CHECK(x448(u, k, u) == 0, -4);
        CHECK(memcmp(u, want, KS) == 0, -5);
    }
out:
    return ret;
}

/* RFC 7748 section 5.2, the iteration from k = u = 5. */
static int test_iterations(void)
{
    int ret = test_xdh_iterate(x448, KS, 5,
        "3f482c8a9f19b01e6c46ee9711d9dc14fd4bf67af30765c2"
        "ae2b846a4d23a8cd0db897086239492caf350b51f833868b9bc2b3bca9cf4113",
        "aa3b4749d55b9daf1e5b00288826c467274ce3ebbdd5c17b"
        "975e09d4af6c67cf10d087202db88286e2b79fceea3ec353ef54faa26e219f38",
        "077f453681caca3693198420bbe515cae0002472519b3e67"
        "661a7e89cab94695c8f4bcd66e61b9b9c946da8d524de3d69bd9d9d66b997e37");

    return (ret == 0) ? 0 : ret - 10;
}

/* RFC 7748 section 6.2. */
#define ALICE_K "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28d" \
                "d9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b"
#define ALICE_U "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c" \
                "22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0"
#define BOB_K   "1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d" \
                "6927c120bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d"
#define BOB_U   "3eb7a829b0cd20f5bcfc0b599b6feccf6da4627107bdb0d4f345b430" \
                "27d8b972fc3e34fb4232a13ca706dcb57aec3dae07bdc1c67bf33609"
#define SHARED  "07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282b" \
                "b60c0b56fd2464c335543936521c24403085d59a449a5037514a879d"

/* The key API: public values from the private keys, both shared secrets,
 * little and big endian. */
static int test_dh(void)
{
    curve448_key a, b, pa, pb;
    byte ak[KS], bk[KS], apub[KS], bpub[KS], want[KS], s[KS], tmp[KS];
    word32 sz;
    int ret = 0;

    wc_curve448_init(&a);
    wc_curve448_init(&b);
    wc_curve448_init(&pa);
    wc_curve448_init(&pb);
    test_unhex(ak, KS, ALICE_K);
    test_unhex(apub, KS, ALICE_U);
    test_unhex(bk, KS, BOB_K);
    test_unhex(bpub, KS, BOB_U);
    test_unhex(want, KS, SHARED);

    CHECK(wc_curve448_import_private_ex(ak, KS, &a, LE) == 0, -20);
    CHECK(wc_curve448_import_private_ex(bk, KS, &b, LE) == 0, -21);
    sz = KS;
    CHECK(wc_curve448_export_public_ex(&a, tmp, &sz, LE) == 0, -22);
    CHECK((sz == KS) && (memcmp(tmp, apub, KS) == 0), -23);
    sz = KS;
    CHECK(wc_curve448_export_public_ex(&b, tmp, &sz, LE) == 0, -24);
    CHECK(memcmp(tmp, bpub, KS) == 0, -25);
    CHECK(wc_curve448_import_public_ex(bpub, KS, &pb, LE) == 0, -26);
    CHECK(wc_curve448_import_public_ex(apub, KS, &pa, LE) == 0, -27);
    sz = KS;
    CHECK(wc_curve448_shared_secret_ex(&a, &pb, s, &sz, LE) == 0, -28);
    CHECK((sz == KS) && (memcmp(s, want, KS) == 0), -29);
    sz = KS + 8;                            /* room to spare: 56 written */
    CHECK(wc_curve448_shared_secret_ex(&b, &pa, s, &sz, LE) == 0, -30);
    CHECK((sz == KS) && (memcmp(s, want, KS) == 0), -31);
    /* big endian: the default forms */
    rev(tmp, bpub);
    CHECK(wc_curve448_import_public(tmp, KS, &pb) == 0, -32);
    sz = KS;
    CHECK(wc_curve448_shared_secret(&a, &pb, s, &sz) == 0, -33);
    rev(tmp, want);
    CHECK(memcmp(s, tmp, KS) == 0, -34);
    wc_curve448_free(&pa);                  /* no public part now */
    rev(tmp, bk);
    CHECK(wc_curve448_import_private(tmp, KS, &pa) == 0, -35);
    sz = KS;
    CHECK(wc_curve448_export_public(&pa, s, &sz) == 0, -36);
    rev(tmp, bpub);
    CHECK(memcmp(s, tmp, KS) == 0, -37);
    /* make_pub on the clamped scalar (little endian) */
    ak[0] &= 0xfc;
    ak[KS - 1] |= 0x80;
    CHECK(wc_curve448_make_pub(KS, tmp, KS, ak) == 0, -38);
    CHECK(memcmp(tmp, apub, KS) == 0, -39);
out:
    wc_curve448_free(&a);
    wc_curve448_free(&b);
    wc_curve448_free(&pa);
    wc_curve448_free(&pb);
    return ret;
}

/* Arguments of the key-less functions and key generation. */
static int test_raw_args(WC_RNG* rng)
{
    curve448_key a;
    byte priv[KS], pub[KS], u[KS];
    int ret = 0;

    wc_curve448_init(&a);
    CHECK(wc_curve448_init(NULL) == BAD_FUNC_ARG, -40);
    CHECK(wc_curve448_init_ex(NULL, NULL, INVALID_DEVID) == BAD_FUNC_ARG,
          -41);
    CHECK(wc_curve448_size(&a) == KS, -42);
    CHECK(wc_curve448_size(NULL) == 0, -43);
    CHECK(wc_curve448_make_key(NULL, KS, &a) == BAD_FUNC_ARG, -44);
    CHECK(wc_curve448_make_key(rng, KS, NULL) == BAD_FUNC_ARG, -45);
    CHECK(wc_curve448_make_key(rng, 32, &a) == ECC_BAD_ARG_E, -46);
    CHECK(wc_curve448_make_key(rng, KS + 1, &a) == ECC_BAD_ARG_E, -47);
    wc_curve448_free(NULL);                 /* no effect, no crash */

    test_unhex(priv, KS, ALICE_K);
    priv[0] &= 0xfc;
    priv[KS - 1] |= 0x80;
    memset(u, 0, KS);
    u[0] = 5;
    CHECK(wc_curve448_make_pub(KS - 1, pub, KS, priv) == ECC_BAD_ARG_E, -48);
    CHECK(wc_curve448_make_pub(KS, pub, 32, priv) == ECC_BAD_ARG_E, -49);
    CHECK(wc_curve448_make_pub(KS, NULL, KS, priv) == ECC_BAD_ARG_E, -50);
    CHECK(wc_curve448_make_pub(KS, pub, KS, NULL) == ECC_BAD_ARG_E, -51);
    CHECK(wc_curve448_generic(KS, pub, KS, priv, KS, NULL) == ECC_BAD_ARG_E,
          -52);
    CHECK(wc_curve448_generic(KS, pub, KS, priv, KS - 1, u) ==
          ECC_BAD_ARG_E, -53);
    CHECK(wc_curve448_generic(KS, pub, KS, priv, KS, u) == 0, -54);
    /* not clamped: bit 0, bit 1, bit 447 clear */
    priv[0] |= 1;
    CHECK(wc_curve448_make_pub(KS, pub, KS, priv) == ECC_BAD_ARG_E, -55);
    CHECK(wc_curve448_generic(KS, pub, KS, priv, KS, u) == ECC_BAD_ARG_E,
          -56);
    priv[0] ^= 3;
    CHECK(wc_curve448_make_pub(KS, pub, KS, priv) == ECC_BAD_ARG_E, -57);
    priv[0] &= 0xfc;
    priv[KS - 1] &= 0x7f;
    CHECK(wc_curve448_make_pub(KS, pub, KS, priv) == ECC_BAD_ARG_E, -58);
    priv[KS - 1] |= 0x80;
    CHECK(wc_curve448_make_pub(KS, pub, KS, priv) == 0, -59);

    /* a generated key is clamped and its public value make_pub's */
    CHECK(wc_curve448_make_key(rng, KS, &a) == 0, -60);
    CHECK(((a.k[0] & 3) == 0) && ((a.k[KS - 1] & 0x80) != 0), -61);
    CHECK(a.privSet && a.pubSet, -62);
    CHECK(wc_curve448_make_pub(KS, pub, KS, a.k) == 0, -63);
    CHECK(memcmp(pub, a.p, KS) == 0, -64);
    /* free wipes the scalar */
    wc_curve448_free(&a);
    memset(u, 0, KS);
    CHECK((memcmp(a.k, u, KS) == 0) && !a.privSet && !a.pubSet, -65);
out:
    wc_curve448_free(&a);
    return ret;
}

/* Import, export, and their size queries and missing parts. */
static int test_import_export(WC_RNG* rng)
{
    curve448_key a, p;
    byte priv[KS], pub[KS], k2[KS], u2[KS], big[KS + 4];
    word32 sz, sz2;
    int ret = 0;

    wc_curve448_init(&a);
    wc_curve448_init(&p);
    CHECK(wc_curve448_make_key(rng, KS, &a) == 0, -70);
    sz = KS;
    CHECK(wc_curve448_export_private_raw(&a, priv, &sz) == 0, -71);
    sz = KS;
    CHECK(wc_curve448_export_public(&a, pub, &sz) == 0, -72);
    CHECK(wc_curve448_import_private_raw(priv, KS, pub, KS, &p) == 0, -73);
    sz = sz2 = KS;
    CHECK(wc_curve448_export_key_raw(&p, k2, &sz, u2, &sz2) == 0, -74);
    CHECK((sz == KS) && (sz2 == KS) && (memcmp(k2, priv, KS) == 0) &&
          (memcmp(u2, pub, KS) == 0), -75);
    /* little endian is the reverse */
    sz = sz2 = KS;
    CHECK(wc_curve448_export_key_raw_ex(&p, k2, &sz, u2, &sz2, LE) == 0,
          -76);
    rev(big, k2);
    CHECK(memcmp(big, priv, KS) == 0, -77);
    rev(big, u2);
    CHECK(memcmp(big, pub, KS) == 0, -78);
    CHECK(wc_curve448_import_private_raw_ex(k2, KS, u2, KS, &p, LE) == 0,
          -79);
    /* an unclamped import is stored clamped: the export differs */
    memset(k2, 0xff, KS);
    CHECK(wc_curve448_import_private_ex(k2, KS, &p, LE) == 0, -80);
    sz = KS;
    CHECK(wc_curve448_export_private_raw_ex(&p, u2, &sz, LE) == 0, -81);
    CHECK((u2[0] == 0xfc) && (u2[KS - 1] == 0xff) && (u2[1] == 0xff), -82);
    memset(k2, 0, KS);
    CHECK(wc_curve448_import_private_ex(k2, KS, &p, BE) == 0, -83);
    sz = KS;
    CHECK(wc_curve448_export_private_raw_ex(&p, u2, &sz, LE) == 0, -84);
    CHECK((u2[KS - 1] == 0x80) && (u2[0] == 0), -85);

    /* size queries: a short buffer gives the size and ECC_BAD_ARG_E */
    sz = KS - 1;
    CHECK(wc_curve448_export_public(&a, pub, &sz) == ECC_BAD_ARG_E, -86);
    CHECK(sz == KS, -87);
    sz = 0;
    CHECK(wc_curve448_export_private_raw(&a, priv, &sz) == ECC_BAD_ARG_E,
          -88);
    CHECK(sz == KS, -89);
    sz = KS;
    sz2 = 1;
    CHECK(wc_curve448_export_key_raw(&a, priv, &sz, pub, &sz2) ==
          ECC_BAD_ARG_E, -90);
    CHECK(sz2 == KS, -91);
    sz = sizeof(big);                       /* room to spare: 56 written */
    CHECK(wc_curve448_export_public(&a, big, &sz) == 0, -92);
    CHECK(sz == KS, -93);
    /* NULLs and wrong sizes */
    sz = KS;
    CHECK(wc_curve448_export_public(NULL, pub, &sz) == BAD_FUNC_ARG, -94);
    CHECK(wc_curve448_export_public(&a, NULL, &sz) == BAD_FUNC_ARG, -95);
    CHECK(wc_curve448_export_public(&a, pub, NULL) == BAD_FUNC_ARG, -96);
    CHECK(wc_curve448_export_private_raw(NULL, priv, &sz) == BAD_FUNC_ARG,
          -97);
    CHECK(wc_curve448_export_private_raw(&a, priv, NULL) == BAD_FUNC_ARG,
          -98);
    CHECK(wc_curve448_import_public(NULL, KS, &p) == BAD_FUNC_ARG, -99);
    CHECK(wc_curve448_import_public(pub, KS, NULL) == BAD_FUNC_ARG, -100);
    CHECK(wc_curve448_import_public(pub, KS - 1, &p) == ECC_BAD_ARG_E,
          -101);
    CHECK(wc_curve448_import_public(pub, KS + 1, &p) == ECC_BAD_ARG_E,
          -102);
    CHECK(wc_curve448_import_private(NULL, KS, &p) == BAD_FUNC_ARG, -103);
    CHECK(wc_curve448_import_private(priv, KS, NULL) == BAD_FUNC_ARG, -104);
    CHECK(wc_curve448_import_private(priv, 32, &p) == ECC_BAD_ARG_E, -105);
    CHECK(wc_curve448_import_private_raw(priv, KS, pub, 32, &p) ==
          ECC_BAD_ARG_E, -106);
    CHECK(wc_curve448_import_private_raw(priv, KS, NULL, KS, &p) ==
          BAD_FUNC_ARG, -107);

    /* missing parts: neither, a public key only */
    wc_curve448_free(&p);
    wc_curve448_init(&p);
    sz = KS;
    CHECK(wc_curve448_export_private_raw(&p, priv, &sz) == ECC_BAD_ARG_E,
          -108);
    sz = KS;
    CHECK(wc_curve448_export_public(&p, pub, &sz) == ECC_BAD_ARG_E, -109);
    CHECK(wc_curve448_import_public(pub, KS, &p) == 0, -110);
    sz = KS;
    CHECK(wc_curve448_export_private_raw(&p, priv, &sz) == ECC_BAD_ARG_E,
          -111);
    sz = KS;
    CHECK(wc_curve448_export_public(&p, u2, &sz) == 0, -112);
    CHECK(memcmp(u2, pub, KS) == 0, -113);
    /* a private key only: the public value is computed and kept */
    wc_curve448_free(&p);
    wc_curve448_init(&p);
    CHECK(wc_curve448_import_private(priv, KS, &p) == 0, -114);
    CHECK(!p.pubSet, -115);
    sz = KS;
    CHECK(wc_curve448_export_public(&p, u2, &sz) == 0, -116);
    CHECK(p.pubSet, -117);
    sz = KS;
    CHECK(wc_curve448_export_public(&a, pub, &sz) == 0, -118);
    CHECK(memcmp(u2, pub, KS) == 0, -119);
out:
    wc_curve448_free(&a);
    wc_curve448_free(&p);
    return ret;
}

/* Shared secrets: arguments, missing parts, values of small order (the
 * all-zero secret refused), non-canonical values reduced. */
static int test_shared(WC_RNG* rng)
{
    static const char* const zero[] = {     /* big endian */
        "00", "01",
        /* p - 1, p, p + 1 */
        "fffffffffffffffffffffffffffffffffffffffffffffffffffffffe"
        "fffffffffffffffffffffffffffffffffffffffffffffffffffffffe",
        "fffffffffffffffffffffffffffffffffffffffffffffffffffffffe"
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
        "00000000000000000000000000000000000000000000000000000000"
    };
    curve448_key a, b, p, q;
    byte s1[KS], s2[KS], u[KS], kc[KS];
    word32 sz, sz2;
    int ret = 0, i, n;

    wc_curve448_init(&a);
    wc_curve448_init(&b);
    wc_curve448_init(&p);
    wc_curve448_init(&q);
    /* random pairs agree, in both byte orders */
    for (i = 0; i < 4; i++) {
        CHECK(wc_curve448_make_key(rng, KS, &a) == 0, -120);
        CHECK(wc_curve448_make_key(rng, KS, &b) == 0, -121);
        sz = sz2 = KS;
        CHECK(wc_curve448_shared_secret_ex(&a, &b, s1, &sz, i & 1) == 0,
              -122);
        CHECK(wc_curve448_shared_secret_ex(&b, &a, s2, &sz2, i & 1) == 0,
              -123);
        CHECK((sz == KS) && (memcmp(s1, s2, KS) == 0), -124);
    }
    sz = KS;
    CHECK(wc_curve448_shared_secret(NULL, &b, s1, &sz) == BAD_FUNC_ARG,
          -125);
    CHECK(wc_curve448_shared_secret(&a, NULL, s1, &sz) == BAD_FUNC_ARG,
          -126);
    CHECK(wc_curve448_shared_secret(&a, &b, NULL, &sz) == BAD_FUNC_ARG,
          -127);
    CHECK(wc_curve448_shared_secret(&a, &b, s1, NULL) == BAD_FUNC_ARG, -128);
    sz = KS - 1;
    CHECK(wc_curve448_shared_secret(&a, &b, s1, &sz) == BAD_FUNC_ARG, -129);
    CHECK(sz == KS - 1, -130);
    sz = KS;
    CHECK(wc_curve448_shared_secret(&a, &p, s1, &sz) == ECC_BAD_ARG_E,
          -131);                            /* no public part */
    CHECK(wc_curve448_shared_secret(&p, &b, s1, &sz) == ECC_BAD_ARG_E,
          -132);                            /* no private part */

    /* small order: refused by the API and by wc_curve448_generic */
    memcpy(kc, a.k, KS);
    for (i = 0; i < (int)(sizeof(zero) / sizeof(zero[0])); i++) {
        memset(u, 0, KS);
        n = (int)strlen(zero[i]) / 2;
        test_unhex(u + KS - n, n, zero[i]);
        CHECK(wc_curve448_import_public(u, KS, &p) == 0, -133);
        sz = KS;
        memset(s1, 0xa5, KS);
        CHECK(wc_curve448_shared_secret(&a, &p, s1, &sz) ==
              ECC_OUT_OF_RANGE_E, -134 - 2 * i);
        CHECK(sz == KS, -135 - 2 * i);
        CHECK(wc_curve448_generic(KS, s2, KS, kc, KS, p.p) ==
              ECC_OUT_OF_RANGE_E, -144);
    }
    /* 2^448 - 1 = p + 2^224 is accepted as 2^224 */
    memset(u, 0xff, KS);
    CHECK(wc_curve448_import_public_ex(u, KS, &p, LE) == 0, -145);
    memset(u, 0, KS);
    u[28] = 1;
    CHECK(wc_curve448_import_public_ex(u, KS, &q, LE) == 0, -146);
    sz = sz2 = KS;
    CHECK(wc_curve448_shared_secret_ex(&a, &p, s1, &sz, LE) == 0, -147);
    CHECK(wc_curve448_shared_secret_ex(&a, &q, s2, &sz2, LE) == 0, -148);
    CHECK(memcmp(s1, s2, KS) == 0, -149);
out:
    wc_curve448_free(&a);
    wc_curve448_free(&b);
    wc_curve448_free(&p);
    wc_curve448_free(&q);
    return ret;
}

/* wc_curve448_check_public: 0, 1, p - 1 and above refused, 2 and p - 2
 * fine; both byte orders. */
static int test_check_public(void)
{
    byte u[KS], b[KS];
    int ret = 0;

    memset(u, 0, KS);
    CHECK(wc_curve448_check_public(NULL, KS, LE) == BAD_FUNC_ARG, -150);
    CHECK(wc_curve448_check_public(u, 0, LE) == BUFFER_E, -151);
    CHECK(wc_curve448_check_public(u, KS - 1, LE) == ECC_BAD_ARG_E, -152);
    CHECK(wc_curve448_check_public(u, 32, BE) == ECC_BAD_ARG_E, -153);
    CHECK(wc_curve448_check_public(u, KS, LE) == ECC_BAD_ARG_E, -154);
    CHECK(wc_curve448_check_public(u, KS, BE) == ECC_BAD_ARG_E, -155);
    u[0] = 1;
    CHECK(wc_curve448_check_public(u, KS, LE) == ECC_BAD_ARG_E, -156);
    rev(b, u);
    CHECK(wc_curve448_check_public(b, KS, BE) == ECC_BAD_ARG_E, -157);
    CHECK(wc_curve448_check_public(b, KS, LE) == 0, -158);   /* 2^440 */
    u[0] = 2;
    CHECK(wc_curve448_check_public(u, KS, LE) == 0, -159);
    rev(b, u);
    CHECK(wc_curve448_check_public(b, KS, BE) == 0, -160);
    memset(u, 0xff, KS);
    u[28] = 0xfe;
    u[0] = 0xfe;                            /* p - 1 */
    CHECK(wc_curve448_check_public(u, KS, LE) == ECC_BAD_ARG_E, -161);
    rev(b, u);
    CHECK(wc_curve448_check_public(b, KS, BE) == ECC_BAD_ARG_E, -162);
    u[0] = 0xfd;                            /* p - 2 */
    CHECK(wc_curve448_check_public(u, KS, LE) == 0, -163);
    rev(b, u);
    CHECK(wc_curve448_check_public(b, KS, BE) == 0, -164);
    u[0] = 0xff;                            /* p */
    CHECK(wc_curve448_check_public(u, KS, LE) == ECC_BAD_ARG_E, -165);
    memset(u, 0xff, KS);                    /* 2^448 - 1 */
    CHECK(wc_curve448_check_public(u, KS, LE) == ECC_BAD_ARG_E, -166);
    u[28] = 0xfe;
    u[27] = 0xfe;                           /* below p - 1 by 2^216 */
    CHECK(wc_curve448_check_public(u, KS, LE) == 0, -167);
out:
    return ret;
}

int curve448_test(void)
{
    static const test_plain_step plain[] = {
        test_vectors, test_iterations, test_dh, test_check_public
    };
    static const test_rng_step withRng[] = {
        test_raw_args, test_import_export, test_shared
    };

    return test_steps(plain, TEST_COUNT(plain), withRng, TEST_COUNT(withRng),
                      -200);
}

#endif /* HAVE_CURVE448 */
