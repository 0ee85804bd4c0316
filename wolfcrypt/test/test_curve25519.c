/* test_curve25519.c
 *
 * testwolfcrypt module for X25519 (wolfssl/wolfcrypt/curve25519.h).
 * Known answers of RFC 7748: the two scalar-multiplication vectors of
 * section 5.2, the iterated function after 1 and 1,000 iterations (and
 * after 1,000,000 when WOLFSSL_LONG_TESTS is set in the environment), and
 * the Diffie-Hellman example of section 6.1 through the key API in both
 * byte orders.  Then the API's edges: sizes, NULLs, unclamped private
 * keys, public values with the top bit set or of small order (the
 * all-zero shared secret is refused), wc_curve25519_check_public's rules,
 * import / export round trips and random key pairs agreeing.
 * curve25519_test() returns 0 on success or a negative number naming the
 * failing check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_CURVE25519

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/curve25519.h>
#include <stdio.h>
#include <string.h>
#include "wolfcrypt/test/test.h"


#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)
#define KS CURVE25519_KEYSIZE

/* 32 bytes from 64 hex digits. */
static void unhex(byte* out, const char* hex)
{
    int i;

    for (i = 0; i < KS; i++) {
        unsigned int v;
        sscanf(hex + 2 * i, "%2x", &v);
        out[i] = (byte)v;
    }
}

static void reverse(byte* out, const byte* in)
{
    int i;

    for (i = 0; i < KS; i++)
        out[i] = in[KS - 1 - i];
}

/* X25519(k, u) through wc_curve25519_generic, clamping k first (the raw
 * function of RFC 7748 clamps; the API asks for a clamped key). */
static int x25519(byte* out, const byte* k, const byte* u)
{
    byte kc[KS];
    int ret;

    memcpy(kc, k, KS);
    kc[0] &= 248;
    kc[KS - 1] = (byte)((kc[KS - 1] & 127) | 64);
    ret = wc_curve25519_generic(KS, out, KS, kc, KS, u);
    memset(kc, 0, sizeof(kc));
    return ret;
}

/* RFC 7748 section 5.2. */
static int test_vectors(void)
{
    static const char* v[2][3] = {
        { "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
          "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
          "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552" },
        { "4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
          "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
          "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957" }
    };
    byte k[KS], u[KS], want[KS], got[KS];
    int i, ret = 0;

    for (i = 0; i < 2; i++) {
        unhex(k, v[i][0]);
        unhex(u, v[i][1]);
        unhex(want, v[i][2]);
        CHECK(x25519(got, k, u) == 0, -1);
        CHECK(memcmp(got, want, KS) == 0, -2 - i);
    }
out:
    return ret;
}

/* RFC 7748 section 5.2, the iteration from k = u = 9. */
static int test_iterations(void)
{
    int ret = test_xdh_iterate(x25519, KS, 9,
        "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079",
        "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51",
        "7c3911e0ab2586fd864497297e575e6f3bc601c0883c30df5f4dd2d24f665424");

    return (ret == 0) ? 0 : ret - 9;
}

/* RFC 7748 section 6.1 through the key API: the public keys from the
 * private ones, both shared secrets, little and big endian. */
static int test_dh(void)
{
    curve25519_key a, b, pa, pb;
    byte ak[KS], bk[KS], apub[KS], bpub[KS], want[KS], s1[KS], s2[KS];
    byte tmp[KS];
    word32 sz;
    int ret = 0;

    wc_curve25519_init(&a);
    wc_curve25519_init(&b);
    wc_curve25519_init(&pa);
    wc_curve25519_init(&pb);
    unhex(ak, "77076d0a7318a57d3c16c17251b26645"
              "df4c2f87ebc0992ab177fba51db92c2a");
    unhex(apub, "8520f0098930a754748b7ddcb43ef75a"
                "0dbf3a0d26381af4eba4a98eaa9b4e6a");
    unhex(bk, "5dab087e624a8a4b79e17f8b83800ee6"
              "6f3bb1292618b6fd1c2f8b27ff88e0eb");
    unhex(bpub, "de9edb7d7b7dc1b4d35b61c2ece43537"
                "3f8343c85b78674dadfc7e146f882b4f");
    unhex(want, "4a5d9d5ba4ce2de1728e3bf480350f25"
                "e07e21c947d19e3376f09b3c1e161742");

    CHECK(wc_curve25519_import_private_ex(ak, KS, &a,
                                          EC25519_LITTLE_ENDIAN) == 0, -20);
    CHECK(wc_curve25519_import_private_ex(bk, KS, &b,
                                          EC25519_LITTLE_ENDIAN) == 0, -21);
    sz = KS;
    CHECK(wc_curve25519_export_public_ex(&a, tmp, &sz,
                                         EC25519_LITTLE_ENDIAN) == 0, -22);
    CHECK((sz == KS) && (memcmp(tmp, apub, KS) == 0), -23);
    sz = KS;
    CHECK(wc_curve25519_export_public_ex(&b, tmp, &sz,
                                         EC25519_LITTLE_ENDIAN) == 0, -24);
    CHECK(memcmp(tmp, bpub, KS) == 0, -25);
    CHECK(wc_curve25519_import_public_ex(bpub, KS, &pb,
                                         EC25519_LITTLE_ENDIAN) == 0, -26);
    CHECK(wc_curve25519_import_public_ex(apub, KS, &pa,
                                         EC25519_LITTLE_ENDIAN) == 0, -27);
    sz = KS;
    CHECK(wc_curve25519_shared_secret_ex(&a, &pb, s1, &sz,
                                         EC25519_LITTLE_ENDIAN) == 0, -28);
    CHECK((sz == KS) && (memcmp(s1, want, KS) == 0), -29);
    sz = KS;
    CHECK(wc_curve25519_shared_secret_ex(&b, &pa, s2, &sz,
                                         EC25519_LITTLE_ENDIAN) == 0, -30);
    CHECK(memcmp(s2, want, KS) == 0, -31);
    /* big endian: the default forms */
    reverse(tmp, bpub);
    CHECK(wc_curve25519_import_public(tmp, KS, &pb) == 0, -32);
    sz = KS;
    CHECK(wc_curve25519_shared_secret(&a, &pb, s1, &sz) == 0, -33);
    reverse(tmp, want);
    CHECK(memcmp(s1, tmp, KS) == 0, -34);
out:
    wc_curve25519_free(&a);
    wc_curve25519_free(&b);
    wc_curve25519_free(&pa);
    wc_curve25519_free(&pb);
    return ret;
}

/* The API's edges. */
static int test_api(WC_RNG* rng)
{
    curve25519_key a, b, p;
    byte priv[KS], pub[KS], pub2[KS], s1[KS], s2[KS], u[KS];
    word32 sz, sz2;
    int ret = 0, i;

    wc_curve25519_init(&a);
    wc_curve25519_init(&b);
    wc_curve25519_init(&p);
    CHECK(wc_curve25519_init(NULL) == BAD_FUNC_ARG, -40);
    CHECK(wc_curve25519_size(&a) == KS, -41);
    CHECK(wc_curve25519_size(NULL) == 0, -42);
    CHECK(wc_curve25519_make_key(NULL, KS, &a) == BAD_FUNC_ARG, -43);
    CHECK(wc_curve25519_make_key(rng, 31, &a) == ECC_BAD_ARG_E, -44);
    CHECK(wc_curve25519_make_priv(rng, 33, priv) == ECC_BAD_ARG_E, -45);
    CHECK(wc_curve25519_make_priv(rng, KS, priv) == 0, -46);
    CHECK(((priv[0] & 7) == 0) && ((priv[KS - 1] & 0xc0) == 0x40), -47);
    CHECK(wc_curve25519_make_pub(31, pub, KS, priv) == ECC_BAD_ARG_E, -48);
    CHECK(wc_curve25519_make_pub(KS, NULL, KS, priv) == ECC_BAD_ARG_E, -49);
    priv[0] |= 1;                                     /* not clamped */
    CHECK(wc_curve25519_make_pub(KS, pub, KS, priv) == ECC_BAD_ARG_E, -50);
    priv[0] &= 248;
    priv[KS - 1] |= 0x80;
    CHECK(wc_curve25519_make_pub(KS, pub, KS, priv) == ECC_BAD_ARG_E, -51);

    /* random pairs agree, in both byte orders */
    for (i = 0; i < 4; i++) {
        CHECK(wc_curve25519_make_key(rng, KS, &a) == 0, -52);
        CHECK(wc_curve25519_make_key(rng, KS, &b) == 0, -53);
        sz = sz2 = KS;
        CHECK(wc_curve25519_shared_secret_ex(&a, &b, s1, &sz,
                                             i & 1) == 0, -54);
        CHECK(wc_curve25519_shared_secret_ex(&b, &a, s2, &sz2,
                                             i & 1) == 0, -55);
        CHECK((sz == KS) && (memcmp(s1, s2, KS) == 0), -56);
    }
    /* export, import, export again */
    sz = KS;
    CHECK(wc_curve25519_export_private_raw(&a, priv, &sz) == 0, -57);
    sz = KS;
    CHECK(wc_curve25519_export_public(&a, pub, &sz) == 0, -58);
    CHECK(wc_curve25519_import_private_raw(priv, KS, pub, KS, &p) == 0, -59);
    sz = KS;
    sz2 = KS;
    CHECK(wc_curve25519_export_key_raw(&p, s1, &sz, pub2, &sz2) == 0, -60);
    CHECK((memcmp(s1, priv, KS) == 0) && (memcmp(pub2, pub, KS) == 0),
          -61);
    sz = 31;
    CHECK(wc_curve25519_export_public(&a, pub, &sz) == ECC_BAD_ARG_E, -62);
    CHECK(sz == KS, -63);
    sz = 31;
    CHECK(wc_curve25519_export_private_raw(&a, priv, &sz) == ECC_BAD_ARG_E,
          -64);
    CHECK(wc_curve25519_import_public(pub, 31, &p) == ECC_BAD_ARG_E, -65);
    CHECK(wc_curve25519_import_private(priv, 33, &p) == ECC_BAD_ARG_E, -66);
    CHECK(wc_curve25519_import_public(NULL, KS, &p) == BAD_FUNC_ARG, -67);
    wc_curve25519_free(&p);                 /* neither part: no export */
    wc_curve25519_init(&p);
    sz = KS;
    CHECK(wc_curve25519_export_private_raw(&p, priv, &sz) == ECC_BAD_ARG_E,
          -86);
    sz = KS;
    CHECK(wc_curve25519_export_public(&p, pub, &sz) == ECC_BAD_ARG_E, -87);

    /* shared secrets: missing parts, short output, top bit, small order */
    wc_curve25519_free(&p);
    wc_curve25519_init(&p);
    sz = KS;
    CHECK(wc_curve25519_shared_secret(&a, &p, s1, &sz) == ECC_BAD_ARG_E,
          -68);
    sz = KS - 1;
    CHECK(wc_curve25519_shared_secret(&a, &b, s1, &sz) == BAD_FUNC_ARG, -69);
    memset(u, 0, KS);
    u[KS - 1] = 0x80;
    u[0] = 9;
    CHECK(wc_curve25519_import_public_ex(u, KS, &p,
                                         EC25519_LITTLE_ENDIAN) == 0, -70);
    sz = KS;
    CHECK(wc_curve25519_shared_secret_ex(&a, &p, s1, &sz,
                                         EC25519_LITTLE_ENDIAN) ==
          ECC_BAD_ARG_E, -71);
    memset(u, 0, KS);                       /* u = 0: order 1 */
    CHECK(wc_curve25519_import_public_ex(u, KS, &p,
                                         EC25519_LITTLE_ENDIAN) == 0, -72);
    sz = KS;
    CHECK(wc_curve25519_shared_secret_ex(&a, &p, s1, &sz,
                                         EC25519_LITTLE_ENDIAN) ==
          ECC_OUT_OF_RANGE_E, -73);
    u[0] = 1;                               /* u = 1: order 4 */
    CHECK(wc_curve25519_import_public_ex(u, KS, &p,
                                         EC25519_LITTLE_ENDIAN) == 0, -74);
    sz = KS;
    CHECK(wc_curve25519_shared_secret_ex(&a, &p, s1, &sz,
                                         EC25519_LITTLE_ENDIAN) ==
          ECC_OUT_OF_RANGE_E, -75);

    /* check_public: 0, 1, p - 1 and above refused, the top bit out of
     * range, 2 and p - 2 fine; big endian likewise */
    CHECK(wc_curve25519_check_public(NULL, KS, 0) == BAD_FUNC_ARG, -76);
    CHECK(wc_curve25519_check_public(u, 0, 0) == BUFFER_E, -77);
    CHECK(wc_curve25519_check_public(u, 31, 0) == ECC_BAD_ARG_E, -78);
    CHECK(wc_curve25519_check_public(u, KS, 0) == ECC_BAD_ARG_E, -79);
    u[0] = 2;
    CHECK(wc_curve25519_check_public(u, KS, 0) == 0, -80);
    memset(u, 0xff, KS);
    u[KS - 1] = 0x7f;
    u[0] = 0xec;                            /* p - 1 */
    CHECK(wc_curve25519_check_public(u, KS, 0) == ECC_BAD_ARG_E, -81);
    u[0] = 0xeb;                            /* p - 2 */
    CHECK(wc_curve25519_check_public(u, KS, 0) == 0, -82);
    reverse(pub, u);
    CHECK(wc_curve25519_check_public(pub, KS, EC25519_BIG_ENDIAN) == 0, -83);
    u[KS - 1] = 0xff;
    CHECK(wc_curve25519_check_public(u, KS, 0) == ECC_OUT_OF_RANGE_E, -84);
    reverse(pub, u);
    CHECK(wc_curve25519_check_public(pub, KS, EC25519_BIG_ENDIAN) ==
          ECC_OUT_OF_RANGE_E, -85);
out:
    wc_curve25519_free(&a);
    wc_curve25519_free(&b);
    wc_curve25519_free(&p);
    return ret;
}

int curve25519_test(void)
{
    static const test_plain_step plain[] = {
        test_vectors, test_iterations, test_dh
    };
    static const test_rng_step withRng[] = { test_api };

    return test_steps(plain, TEST_COUNT(plain), withRng, TEST_COUNT(withRng),
                      -100);
}

#endif /* HAVE_CURVE25519 */
