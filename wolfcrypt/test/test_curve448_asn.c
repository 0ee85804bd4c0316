/* test_curve448_asn.c
 *
 * testwolfcrypt module for the X448 key codecs of RFC 8410
 * (asn_public.h, curve448_asn.c), PEM armour included:
 *   - known answers: RFC 7748 section 6.2's Alice key as a PKCS #8 and a
 *     SubjectPublicKeyInfo, byte for byte; a key made by OpenSSL 3.0 in
 *     PEM, read and written back identically;
 *   - the encoders' size queries, short buffers, NULL and empty keys;
 *   - random keys through DER and PEM and back;
 *   - malformed input: every truncation, wrong OIDs (X25519's, Ed448's),
 *     parameters, versions, lengths, tags, X25519-sized keys, a publicKey
 *     that is not the private key's, trailing bytes inside the
 *     structures, each with its exact error code, and the key left
 *     unchanged by a failure.
 * curve448_asn_test() returns 0 or a negative number naming the failed
 * check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_CURVE448

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/curve448.h>
#include <string.h>
#include "wolfcrypt/test/test.h"

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)
#define KS CURVE448_KEY_SIZE
#define LE EC448_LITTLE_ENDIAN
#define BUF 512

/* RFC 7748 section 6.2: Alice's private key as given, clamped, and her
 * public value (little endian). */
#define ALICE_K  "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28d" \
                 "d9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b"
#define ALICE_KC "988f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28d" \
                 "d9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a59872eb"
#define ALICE_U  "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c" \
                 "22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0"
/* The fixed parts of RFC 8410's encodings of a 56-byte key. */
#define PRIV_V1  "3046020100300506032b656f043a0438"
#define PRIV_V2  "308181020101300506032b656f043a0438"
#define PUB_V2   "813900"
#define SPKI     "3042300506032b656f033900"

/* Made by OpenSSL 3.0.19: genpkey -algorithm X448, then pkey -pubout. */
static const char ossl_priv_pem[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MEYCAQAwBQYDK2VvBDoEOAhFojOtqd4wJ7AK4EjapTfWUcFaWLe92fNkA5MnkNAU\n"
    "7t85eOqBe/6mQsWm4sMjBOcpM4f3EizI\n"
    "-----END PRIVATE KEY-----\n";
static const char ossl_pub_pem[] =
    "-----BEGIN PUBLIC KEY-----\n"
    "MEIwBQYDK2VvAzkAW7U8P2NCIXvfAQ0qPzQj8Rqeg6yYszGBUW94y15fj/lI+iUh\n"
    "EYyMP35oglfVDx8Oj7d3wJqmimo=\n"
    "-----END PUBLIC KEY-----\n";
#define OSSL_K "0845a233ada9de3027b00ae048daa537d651c15a58b7bdd9f3640393" \
               "2790d014eedf3978ea817bfea642c5a6e2c32304e7293387f7122cc8"
#define OSSL_U "5bb53c3f6342217bdf010d2a3f3423f11a9e83ac98b33181516f78cb" \
               "5e5f8ff948fa2521118c8c3f7e688257d50f1f0e8fb777c09aa68a6a"

/* Buffers of one test, off the stack. */
typedef struct {
    byte der[BUF], want[BUF], out[BUF], pem[BUF * 2];
} t_bufs;
static t_bufs tb;

/* What key holds, as flags and values: bit 0 a private part (in k), bit
 * 1 a public one (in u); little endian.  Read from the struct, so that
 * looking does not compute a missing public value. */
static int key_state(const curve448_key* key, byte* k, byte* u)
{
    memcpy(k, key->k, KS);
    memcpy(u, key->p, KS);
    return (key->privSet ? 1 : 0) | (key->pubSet ? 2 : 0);
}

/* Alice in both encodings, and decoded from them. */
static int test_kat(void)
{
    curve448_key key;
    byte k[KS], u[KS], kc[KS], pub[KS];
    word32 idx;
    int ret = 0, n;

    wc_curve448_init(&key);
    test_unhex(k, KS, ALICE_K);
    test_unhex(kc, KS, ALICE_KC);
    test_unhex(pub, KS, ALICE_U);
    CHECK(wc_curve448_import_private_ex(k, KS, &key, LE) == 0, -1);
    n = test_unhex(tb.want, BUF, PRIV_V1 ALICE_KC);
    CHECK(n == 72, -2);
    CHECK(wc_Curve448PrivateKeyToDer(&key, tb.out, BUF) == n, -3);
    CHECK(memcmp(tb.out, tb.want, (size_t)n) == 0, -4);
    n = test_unhex(tb.want, BUF, SPKI ALICE_U);
    CHECK(wc_Curve448PublicKeyToDer(&key, tb.out, BUF, 1) == n, -5);
    CHECK(memcmp(tb.out, tb.want, (size_t)n) == 0, -6);
    CHECK(wc_Curve448PublicKeyToDer(&key, tb.out, BUF, 0) == KS, -7);
    CHECK(memcmp(tb.out, pub, KS) == 0, -8);
    CHECK(key.pubSet, -9);              /* computed and kept */

    /* decoding the unclamped key: clamped scalar, no public value kept */
    n = test_unhex(tb.der, BUF, PRIV_V1 ALICE_K);
    idx = 0;
    CHECK(wc_Curve448PrivateKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -10);
    CHECK(idx == (word32)n, -11);
    CHECK(key_state(&key, k, u) == 1, -12);
    CHECK(memcmp(k, kc, KS) == 0, -13);
    /* version 1 with the right publicKey: the private key only kept */
    n = test_unhex(tb.der, BUF, PRIV_V2 ALICE_K PUB_V2 ALICE_U);
    CHECK(n == 132, -14);
    idx = 0;
    CHECK(wc_Curve448PrivateKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -15);
    CHECK((idx == (word32)n) && (key_state(&key, k, u) == 1), -16);
    CHECK(memcmp(k, kc, KS) == 0, -17);
    /* the public key: decoded, and nothing else kept */
    n = test_unhex(tb.der, BUF, SPKI ALICE_U);
    idx = 0;
    CHECK(wc_Curve448PublicKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -18);
    CHECK(idx == (word32)n, -19);
    CHECK(key_state(&key, k, u) == 2, -20);
    CHECK(memcmp(u, pub, KS) == 0, -21);
    CHECK(wc_Curve448PrivateKeyToDer(&key, tb.out, BUF) == ECC_BAD_ARG_E,
          -22);
    CHECK(wc_Curve448PublicKeyToDer(&key, tb.out, BUF, 1) == n, -23);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -24);
    /* at an offset, with bytes after the key (not examined) */
    memset(tb.out, 0xA5, 7);
    memcpy(tb.out + 7, tb.der, (size_t)n);
    idx = 7;
    CHECK(wc_Curve448PublicKeyDecode(tb.out, &idx, &key,
                                     (word32)n + 9) == 0, -25);
    CHECK(idx == 7 + (word32)n, -26);
out:
    wc_curve448_free(&key);
    return ret;
}

/* OpenSSL's key: PEM to DER, decoded, encoded back to the same bytes. */
static int test_openssl(void)
{
    curve448_key key;
    byte k[KS], u[KS], wantK[KS], wantU[KS];
    word32 idx, sz = KS;
    int ret = 0, n;

    wc_curve448_init(&key);
    test_unhex(wantK, KS, OSSL_K);
    test_unhex(wantU, KS, OSSL_U);
    n = wc_KeyPemToDer((const byte*)ossl_priv_pem, sizeof(ossl_priv_pem) - 1,
                       tb.der, BUF, NULL);
    CHECK(n == 72, -30);
    CHECK((test_unhex(tb.want, BUF, PRIV_V1 OSSL_K) == n) &&
          (memcmp(tb.der, tb.want, (size_t)n) == 0), -31);
    idx = 0;
    CHECK(wc_Curve448PrivateKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -32);
    CHECK(wc_curve448_export_public_ex(&key, u, &sz, LE) == 0, -33);
    CHECK(key_state(&key, k, u) == 3, -34);
    CHECK((memcmp(k, wantK, KS) == 0) && (memcmp(u, wantU, KS) == 0), -35);
    CHECK(wc_Curve448PrivateKeyToDer(&key, tb.out, BUF) == n, -36);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -37);
    CHECK(test_pem_is(tb.out, n, PKCS8_PRIVATEKEY_TYPE, ossl_priv_pem) == 0,
          -38);

    n = wc_PubKeyPemToDer((const byte*)ossl_pub_pem,
                          sizeof(ossl_pub_pem) - 1, tb.der, BUF);
    CHECK(n == 68, -40);
    idx = 0;
    CHECK(wc_Curve448PublicKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -41);
    CHECK(wc_Curve448PublicKeyToDer(&key, tb.out, BUF, 1) == n, -42);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -43);
    CHECK(memcmp(tb.out + n - KS, wantU, KS) == 0, -44);
    CHECK(test_pem_is(tb.out, n, PUBLICKEY_TYPE, ossl_pub_pem) == 0,
          -45);
out:
    wc_curve448_free(&key);
    return ret;
}

/* Size queries, short buffers, NULL and empty keys. */
static int test_encode_api(WC_RNG* rng)
{
    curve448_key key;
    byte k[KS], u[KS];
    int ret = 0;

    wc_curve448_init(&key);
    CHECK(wc_Curve448PrivateKeyToDer(NULL, tb.out, BUF) == BAD_FUNC_ARG,
          -50);
    CHECK(wc_Curve448PublicKeyToDer(NULL, tb.out, BUF, 1) == BAD_FUNC_ARG,
          -51);
    /* an empty key has nothing to write, even for a size query */
    CHECK(wc_Curve448PrivateKeyToDer(&key, NULL, 0) == ECC_BAD_ARG_E, -52);
    CHECK(wc_Curve448PublicKeyToDer(&key, NULL, 0, 1) == ECC_BAD_ARG_E,
          -53);
    CHECK(wc_Curve448PublicKeyToDer(&key, tb.out, BUF, 0) == ECC_BAD_ARG_E,
          -54);

    CHECK(wc_curve448_make_key(rng, KS, &key) == 0, -55);
    CHECK(wc_Curve448PrivateKeyToDer(&key, NULL, 0) == 72, -56);
    CHECK(wc_Curve448PublicKeyToDer(&key, NULL, 0, 1) == 68, -57);
    CHECK(wc_Curve448PublicKeyToDer(&key, NULL, 0, 0) == KS, -58);
    CHECK(wc_Curve448PrivateKeyToDer(&key, tb.out, 71) == BUFFER_E, -59);
    CHECK(wc_Curve448PrivateKeyToDer(&key, tb.out, 0) == BUFFER_E, -60);
    CHECK(wc_Curve448PublicKeyToDer(&key, tb.out, 67, 1) == BUFFER_E, -61);
    CHECK(wc_Curve448PublicKeyToDer(&key, tb.out, KS - 1, 0) == BUFFER_E,
          -62);
    CHECK(wc_Curve448PrivateKeyToDer(&key, tb.out, 72) == 72, -63);
    CHECK(wc_Curve448PublicKeyToDer(&key, tb.out, 68, 1) == 68, -64);

    /* the private part alone: its public value computed on request */
    memcpy(k, key.k, KS);
    wc_curve448_free(&key);
    wc_curve448_init(&key);
    CHECK(wc_curve448_import_private_ex(k, KS, &key, LE) == 0, -65);
    CHECK(wc_Curve448PublicKeyToDer(&key, NULL, 0, 1) == 68, -66);
    CHECK(key_state(&key, k, u) == 3, -67);
out:
    wc_curve448_free(&key);
    return ret;
}

/* Random keys through each encoder and decoder, in DER and in PEM. */
static int test_roundtrip(WC_RNG* rng)
{
    curve448_key a, b;
    byte k1[KS], u1[KS], k2[KS], u2[KS];
    word32 idx, sz = KS;
    int ret = 0, i, n, len;

    wc_curve448_init(&a);
    wc_curve448_init(&b);
    for (i = 0; i < 8; i++) {
        CHECK(wc_curve448_make_key(rng, KS, &a) == 0, -70);
        CHECK(key_state(&a, k1, u1) == 3, -71);
        /* the private key, PEM "PRIVATE KEY" */
        n = wc_Curve448PrivateKeyToDer(&a, tb.der, BUF);
        CHECK(n == 72, -72);
        len = wc_DerToPem(tb.der, (word32)n, tb.pem, sizeof(tb.pem),
                          PKCS8_PRIVATEKEY_TYPE);
        CHECK(len > 0, -73);
        CHECK(wc_KeyPemToDer(tb.pem, len, tb.out, BUF, NULL) == n, -74);
        CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -75);
        idx = 0;
        CHECK(wc_Curve448PrivateKeyDecode(tb.out, &idx, &b, (word32)n) == 0,
              -76);
        CHECK(key_state(&b, k2, u2) == 1, -77);
        CHECK(memcmp(k1, k2, KS) == 0, -78);
        sz = KS;
        CHECK(wc_curve448_export_public_ex(&b, u2, &sz, LE) == 0, -79);
        CHECK(memcmp(u1, u2, KS) == 0, -80);
        /* the public key, PEM "PUBLIC KEY" */
        n = wc_Curve448PublicKeyToDer(&a, tb.der, BUF, 1);
        CHECK(n == 68, -81);
        len = wc_DerToPem(tb.der, (word32)n, tb.pem, sizeof(tb.pem),
                          PUBLICKEY_TYPE);
        CHECK(wc_PubKeyPemToDer(tb.pem, len, tb.out, BUF) == n, -82);
        idx = 0;
        CHECK(wc_Curve448PublicKeyDecode(tb.out, &idx, &b, (word32)n) == 0,
              -83);
        CHECK(key_state(&b, k2, u2) == 2, -84);
        CHECK(memcmp(u1, u2, KS) == 0, -85);
    }
out:
    wc_curve448_free(&a);
    wc_curve448_free(&b);
    return ret;
}

/* Malformed inputs and the code the decoder of the kind returns. */
#define K1 ALICE_K
#define U1 ALICE_U
#define K55 "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28d" \
            "d9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a59872"
#define U55 "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c" \
            "22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41f"
#define U1X "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c" \
            "22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa1"
#define K32 "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a"

static const test_bad_der bad[] = {
    /* AlgorithmIdentifier: X25519, Ed448, NULL or other parameters, not
     * an OID */
    { "3046020100300506032b656e043a0438" K1, 1, ASN_PARSE_E },
    { "3046020100300506032b6571043a0438" K1, 1, ASN_PARSE_E },
    { "3048020100300706032b656f0500043a0438" K1, 1, ASN_PARSE_E },
    { "3048020100300706032b656f0400043a0438" K1, 1, ASN_PARSE_E },
    { "3046020100300504032b656f043a0438" K1, 1, ASN_PARSE_E },
    /* version 2, a non-minimal version, a publicKey in version 0 */
    { "3046020102300506032b656f043a0438" K1, 1, ASN_VERSION_E },
    { "304702020000300506032b656f043a0438" K1, 1, ASN_GETINT_E },
    { "308181020100300506032b656f043a0438" K1 "813900" U1, 1, ASN_PARSE_E },
    /* a byte after the privateKey in the SEQUENCE, after the key in the
     * privateKey OCTET STRING */
    { "3047020100300506032b656f043a0438" K1 "00", 1, ASN_PARSE_E },
    { "3047020100300506032b656f043b0438" K1 "00", 1, ASN_PARSE_E },
    /* the inner OCTET STRING: 55 and 57 bytes, an X25519 key's 32, longer
     * than its room, a BIT STRING, absent */
    { "3045020100300506032b656f04390437" K55, 1, ECC_BAD_ARG_E },
    { "3047020100300506032b656f043b0439" K1 "00", 1, ECC_BAD_ARG_E },
    { "302e020100300506032b656f04220420" K32, 1, ECC_BAD_ARG_E },
    { "3046020100300506032b656f043a0439" K1, 1, BUFFER_E },
    { "3046020100300506032b656f043a0338" K1, 1, ASN_PARSE_E },
    { "300c020100300506032b656f0400", 1, BUFFER_E },
    /* lengths: long form where the short one fits, indefinite */
    { "308146020100300506032b656f043a0438" K1, 1, ASN_PARSE_E },
    { "3080020100300506032b656f043a0438" K1 "0000", 1, ASN_PARSE_E },
    /* [1] publicKey: unused bits, constructed, empty, 55 bytes, not the
     * private key's, followed by a byte */
    { PRIV_V2 K1 "813901" U1, 1, ASN_EXPECT_0_E },
    { PRIV_V2 K1 "a13900" U1, 1, ASN_PARSE_E },
    { "3048020101300506032b656f043a0438" K1 "8100", 1, ASN_BITSTR_E },
    { "308180020101300506032b656f043a0438" K1 "813800" U55, 1,
      ECC_BAD_ARG_E },
    { PRIV_V2 K1 "813900" U1X, 1, ECC_PRIV_KEY_E },
    { "308182020101300506032b656f043a0438" K1 "813900" U1 "00", 1,
      ASN_PARSE_E },
    /* SubjectPublicKeyInfo: X25519, Ed448, parameters, unused bits, 55,
     * 57 and 32 bytes, a byte after the BIT STRING, an OCTET STRING,
     * empty, a long-form length */
    { "3042300506032b656e033900" U1, 0, ASN_PARSE_E },
    { "3042300506032b6571033900" U1, 0, ASN_PARSE_E },
    { "3044300706032b656f0500033900" U1, 0, ASN_PARSE_E },
    { "3042300506032b656f033901" U1, 0, ASN_EXPECT_0_E },
    { "3041300506032b656f033800" U55, 0, ECC_BAD_ARG_E },
    { "3043300506032b656f033a00" U1 "00", 0, ECC_BAD_ARG_E },
    { "302a300506032b656f032100" K32, 0, ECC_BAD_ARG_E },
    { "3043300506032b656f033900" U1 "00", 0, ASN_PARSE_E },
    { "3042300506032b656f043900" U1, 0, ASN_PARSE_E },
    { "3009300506032b656f0300", 0, ASN_BITSTR_E },
    { "308142300506032b656f033900" U1, 0, ASN_PARSE_E },
};

/* test_der_try: the decoder for isPriv must return want and leave the
 * key (ctx, holding both parts) and the index alone. */
static int expect_bad(void* ctx, const byte* in, word32 n, int isPriv,
                      int want)
{
    curve448_key* key = (curve448_key*)ctx;
    byte k[KS], u[KS], wantK[KS];
    word32 idx = 0;
    int r;

    r = isPriv ? wc_Curve448PrivateKeyDecode(in, &idx, key, n) :
                 wc_Curve448PublicKeyDecode(in, &idx, key, n);
    if (r != want)
        return 1;
    if (idx != 0)
        return 2;
    test_unhex(wantK, KS, ALICE_KC);
    if ((key_state(key, k, u) != 3) || (memcmp(k, wantK, KS) != 0))
        return 3;
    test_unhex(wantK, KS, ALICE_U);
    if (memcmp(u, wantK, KS) != 0)
        return 4;
    return 0;
}

static int test_malformed(void)
{
    static const char* const good[3] = {
        PRIV_V1 ALICE_K, PRIV_V2 ALICE_KC PUB_V2 ALICE_U, SPKI ALICE_U
    };
    curve448_key key;
    byte k[KS], u[KS], kc[KS];
    word32 idx, n, j;
    int ret = 0, r;

    wc_curve448_init(&key);
    test_unhex(k, KS, ALICE_K);
    test_unhex(u, KS, ALICE_U);
    CHECK(wc_curve448_import_private_raw_ex(k, KS, u, KS, &key, LE) == 0,
          -90);
    ret = test_der_rejects(bad, (int)(sizeof(bad) / sizeof(bad[0])), good,
                           3, 2, expect_bad, &key);
    if (ret != 0)
        goto out;
    /* the wrong decoder for the structure */
    n = (word32)test_unhex(tb.der, BUF, good[2]);
    idx = 0;
    CHECK(wc_Curve448PrivateKeyDecode(tb.der, &idx, &key, n) ==
          ASN_PARSE_E, -91);
    n = (word32)test_unhex(tb.der, BUF, good[0]);
    CHECK(wc_Curve448PublicKeyDecode(tb.der, &idx, &key, n) ==
          ASN_PARSE_E, -92);
    /* NULL arguments, the index at the end */
    CHECK(wc_Curve448PrivateKeyDecode(NULL, &idx, &key, n) ==
          BAD_FUNC_ARG, -93);
    CHECK(wc_Curve448PublicKeyDecode(tb.der, NULL, &key, n) ==
          BAD_FUNC_ARG, -94);
    CHECK(wc_Curve448PrivateKeyDecode(tb.der, &idx, NULL, n) ==
          BAD_FUNC_ARG, -95);
    idx = n;
    CHECK(wc_Curve448PrivateKeyDecode(tb.der, &idx, &key, n) ==
          BAD_FUNC_ARG, -96);
    /* each octet of the version 1 key changed: refused, or the same key
     * (the bits clamping clears or sets) */
    test_unhex(kc, KS, ALICE_KC);
    n = (word32)test_unhex(tb.want, BUF, good[1]);
    for (j = 0; j < n * 2; j++) {
        memcpy(tb.der, tb.want, n);
        tb.der[j / 2] ^= (j & 1) ? 0x80 : 0x01;
        idx = 0;
        r = wc_Curve448PrivateKeyDecode(tb.der, &idx, &key, n);
        CHECK(r <= 0, -97);
        if (r == 0) {
            CHECK(key_state(&key, k, u) == 1, -98);
            CHECK(memcmp(k, kc, KS) == 0, -99);
        }
    }
    /* a public key decoded into a key with a private part wipes it */
    n = (word32)test_unhex(tb.der, BUF, good[2]);
    idx = 0;
    CHECK(wc_Curve448PublicKeyDecode(tb.der, &idx, &key, n) == 0, -100);
    CHECK(key_state(&key, k, u) == 2, -101);
    memset(u, 0, KS);
    CHECK(memcmp(k, u, KS) == 0, -102);
out:
    wc_curve448_free(&key);
    return ret;
}

int curve448_asn_test(void)
{
    static const test_plain_step plain[] = {
        test_kat, test_openssl, test_malformed
    };
    static const test_rng_step withRng[] = { test_encode_api, test_roundtrip };

    return test_steps(plain, TEST_COUNT(plain), withRng, TEST_COUNT(withRng),
                      -150);
}

#endif /* HAVE_CURVE448 */
