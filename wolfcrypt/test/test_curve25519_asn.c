/* test_curve25519_asn.c
 *
 * testwolfcrypt module for the X25519 key codecs of RFC 8410
 * (asn_public.h, curve25519_asn.c), PEM armour included:
 *   - known answers: RFC 7748 section 6.1's Alice key in the three
 *     encodings, byte for byte (RFC 8410 sections 4, 7 and RFC 5958 v2);
 *     RFC 8410 section 10.3's Ed25519 private keys (refused for their
 *     OID; with the OID made id-X25519 the one with attributes and a
 *     publicKey exercises those fields); a key made by OpenSSL 3.0 in DER
 *     and PEM, read and written back identically;
 *   - the encoders' size queries, short buffers, NULL and empty keys, and
 *     what wc_Curve25519KeyToDer picks for each kind of key;
 *   - random keys through DER and PEM and back;
 *   - malformed input: every truncation, wrong OIDs, parameters, versions,
 *     lengths, tags and trailing bytes inside the structures, each with
 *     its exact error code, and the key left unchanged by a failure.
 * curve25519_asn_test() returns 0 or a negative number naming the failed
 * check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_CURVE25519

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/curve25519.h>
#include <stdio.h>
#include <string.h>
#include "wolfcrypt/test/test.h"

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)
#define KS CURVE25519_KEYSIZE
#define LE EC25519_LITTLE_ENDIAN
#define BUF 512

/* RFC 7748 section 6.1: Alice's private key as given, clamped, and her
 * public value (little endian). */
#define ALICE_K  "77076d0a7318a57d3c16c17251b26645" \
                 "df4c2f87ebc0992ab177fba51db92c2a"
#define ALICE_KC "70076d0a7318a57d3c16c17251b26645" \
                 "df4c2f87ebc0992ab177fba51db92c6a"
#define ALICE_U  "8520f0098930a754748b7ddcb43ef75a" \
                 "0dbf3a0d26381af4eba4a98eaa9b4e6a"
/* The fixed parts of RFC 8410's encodings of a 32-byte key. */
#define PRIV_V1  "302e020100300506032b656e04220420"
#define PRIV_V2  "3051020101300506032b656e04220420"
#define PUB_V2   "812100"
#define SPKI     "302a300506032b656e032100"

/* RFC 8410 section 10.3: the Ed25519 private key alone, and with an
 * attribute and its public key (version 1). */
static const char ed_v1[] =
    "302e020100300506032b657004220420"
    "d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842";
static const char ed_v2[] =
    "3072020101300506032b657004220420"
    "d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842"
    "a01f301d060a2a864886f70d01090914310f0c0d437572646c6520436861697273"
    "812100"
    "19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1";
/* Offset of the last OID octet (70: Ed25519) in both. */
#define ED_OID_LAST 11

/* Made by OpenSSL 3.0.19: genpkey -algorithm X25519, then pkey -pubout
 * and -outform DER. */
static const char ossl_priv_pem[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MC4CAQAwBQYDK2VuBCIEIFApb7YBfDRaJRNrwm/JBs9D94nwtfrVPBQ3j+USff5v\n"
    "-----END PRIVATE KEY-----\n";
static const char ossl_pub_pem[] =
    "-----BEGIN PUBLIC KEY-----\n"
    "MCowBQYDK2VuAyEADWo8h9JOJvhr1PkQZeeUrNrZJsIhEQxsj404C/hnJwQ=\n"
    "-----END PUBLIC KEY-----\n";
#define OSSL_K "50296fb6017c345a25136bc26fc906cf" \
               "43f789f0b5fad53c14378fe5127dfe6f"
#define OSSL_U "0d6a3c87d24e26f86bd4f91065e794ac" \
               "dad926c221110c6c8f8d380bf8672704"

/* The key's parts, little endian (a part it lacks: export error). */
static int key_parts(curve25519_key* key, byte* k, byte* u)
{
    word32 kSz = KS, uSz = KS;
    int ret;

    ret = wc_curve25519_export_private_raw_ex(key, k, &kSz, LE);
    if (ret == 0)
        ret = wc_curve25519_export_public_ex(key, u, &uSz, LE);
    return ret;
}

/* Buffers of one test, off the stack. */
typedef struct {
    byte der[BUF], want[BUF], out[BUF], pem[BUF * 2];
} t_bufs;
static t_bufs tb;

/* Alice in the three encodings, and decoded from them. */
static int test_kat(void)
{
    curve25519_key key;
    byte k[KS], u[KS], kc[KS], pub[KS];
    word32 idx;
    int ret = 0, n, v2Sz;

    wc_curve25519_init(&key);
    test_unhex(k, KS, ALICE_K);
    test_unhex(kc, KS, ALICE_KC);
    test_unhex(pub, KS, ALICE_U);
    CHECK(wc_curve25519_import_private_ex(k, KS, &key, LE) == 0, -1);
    n = test_unhex(tb.want, BUF, PRIV_V1 ALICE_KC);
    CHECK(wc_Curve25519PrivateKeyToDer(&key, tb.out, BUF) == n, -2);
    CHECK(memcmp(tb.out, tb.want, (size_t)n) == 0, -3);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 1) == n, -4);
    CHECK(memcmp(tb.out, tb.want, (size_t)n) == 0, -5);
    n = test_unhex(tb.want, BUF, SPKI ALICE_U);
    CHECK(wc_Curve25519PublicKeyToDer(&key, tb.out, BUF, 1) == n, -6);
    CHECK(memcmp(tb.out, tb.want, (size_t)n) == 0, -7);
    CHECK(wc_Curve25519PublicKeyToDer(&key, tb.out, BUF, 0) == KS, -8);
    CHECK(memcmp(tb.out, pub, KS) == 0, -9);
    /* the public value is now kept: both parts, version 1 */
    v2Sz = test_unhex(tb.want, BUF, PRIV_V2 ALICE_KC PUB_V2 ALICE_U);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 1) == v2Sz, -10);
    CHECK(memcmp(tb.out, tb.want, (size_t)v2Sz) == 0, -11);

    /* decoding the unclamped key: clamped scalar, no public value kept */
    n = test_unhex(tb.der, BUF, PRIV_V1 ALICE_K);
    idx = 0;
    CHECK(wc_Curve25519PrivateKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -12);
    CHECK(idx == (word32)n, -13);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 1) == 48, -14);
    CHECK(key_parts(&key, k, u) == 0, -15);
    CHECK((memcmp(k, kc, KS) == 0) && (memcmp(u, pub, KS) == 0), -16);
    /* version 1: PrivateKeyDecode keeps the private key, KeyDecode both */
    idx = 0;
    CHECK(wc_Curve25519PrivateKeyDecode(tb.want, &idx, &key,
                                        (word32)v2Sz) == 0, -17);
    CHECK((idx == (word32)v2Sz) &&
          (wc_Curve25519KeyToDer(&key, tb.out, BUF, 1) == 48), -18);
    idx = 0;
    CHECK(wc_Curve25519KeyDecode(tb.want, &idx, &key, (word32)v2Sz) == 0,
          -19);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 1) == v2Sz, -20);
    CHECK(memcmp(tb.out, tb.want, (size_t)v2Sz) == 0, -21);
    /* the public key: decoded, and nothing else kept */
    n = test_unhex(tb.der, BUF, SPKI ALICE_U);
    idx = 0;
    CHECK(wc_Curve25519PublicKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -22);
    CHECK(idx == (word32)n, -23);
    CHECK(wc_Curve25519PrivateKeyToDer(&key, tb.out, BUF) == ECC_BAD_ARG_E,
          -24);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 1) == n, -25);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -26);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 0) == KS, -27);
    idx = 0;
    CHECK(wc_Curve25519KeyDecode(tb.der, &idx, &key, (word32)n) == 0, -28);
    CHECK(wc_Curve25519PublicKeyToDer(&key, tb.out, BUF, 0) == KS, -29);
    CHECK(memcmp(tb.out, pub, KS) == 0, -30);
    /* at an offset, with bytes after the key (not examined) */
    memset(tb.out, 0xA5, 7);
    memcpy(tb.out + 7, tb.der, (size_t)n);
    idx = 7;
    CHECK(wc_Curve25519PublicKeyDecode(tb.out, &idx, &key,
                                       (word32)n + 9) == 0, -31);
    CHECK(idx == 7 + (word32)n, -32);
out:
    wc_curve25519_free(&key);
    return ret;
}

/* RFC 8410 section 10.3's Ed25519 keys. */
static int test_rfc8410_examples(void)
{
    curve25519_key key;
    byte k[KS], u[KS], kc[KS];
    word32 idx;
    int ret = 0, n, i;

    wc_curve25519_init(&key);
    n = test_unhex(tb.der, BUF, ed_v1);
    idx = 0;
    CHECK(wc_Curve25519PrivateKeyDecode(tb.der, &idx, &key, (word32)n) ==
          ASN_PARSE_E, -40);
    CHECK(wc_Curve25519KeyDecode(tb.der, &idx, &key, (word32)n) ==
          ASN_PARSE_E, -41);
    CHECK(idx == 0, -42);
    tb.der[ED_OID_LAST] = 0x6e;                 /* id-X25519 */
    CHECK(wc_Curve25519PrivateKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -43);
    test_unhex(kc, KS, "d0ee72dbf913584ad5b6d8f1f769f8ad"
                       "3afe7c28cbf1d4fbe097a88f44755842");
    CHECK((key_parts(&key, k, u) == 0) && (memcmp(k, kc, KS) == 0), -44);

    n = test_unhex(tb.der, BUF, ed_v2);
    idx = 0;
    CHECK(wc_Curve25519KeyDecode(tb.der, &idx, &key, (word32)n) ==
          ASN_PARSE_E, -45);
    tb.der[ED_OID_LAST] = 0x6e;
    /* the Ed25519 public key is not this scalar's X25519 public value */
    CHECK(wc_Curve25519PrivateKeyDecode(tb.der, &idx, &key, (word32)n) ==
          ECC_PRIV_KEY_E, -46);
    CHECK(wc_Curve25519KeyDecode(tb.der, &idx, &key, (word32)n) ==
          ECC_PRIV_KEY_E, -47);
    CHECK(idx == 0, -48);
    /* with the right one the attributes are skipped and both parts kept */
    memcpy(tb.der + n - KS, u, KS);
    CHECK(wc_Curve25519KeyDecode(tb.der, &idx, &key, (word32)n) == 0, -49);
    CHECK(idx == (word32)n, -50);
    i = test_unhex(tb.want, BUF, PRIV_V2);
    memcpy(tb.want + i, kc, KS);
    i += test_unhex(tb.want + i + KS, BUF, PUB_V2) + KS;
    memcpy(tb.want + i, u, KS);
    i += KS;
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 0) == i, -51);
    CHECK(memcmp(tb.out, tb.want, (size_t)i) == 0, -52);
out:
    wc_curve25519_free(&key);
    return ret;
}

/* OpenSSL's key: PEM to DER, decoded, encoded back to the same bytes. */
static int test_openssl(void)
{
    curve25519_key key;
    byte k[KS], u[KS], wantK[KS], wantU[KS];
    word32 idx;
    int ret = 0, n;

    wc_curve25519_init(&key);
    test_unhex(wantK, KS, OSSL_K);
    test_unhex(wantU, KS, OSSL_U);
    n = wc_KeyPemToDer((const byte*)ossl_priv_pem, sizeof(ossl_priv_pem) - 1,
                       tb.der, BUF, NULL);
    CHECK(n == 48, -60);
    CHECK((test_unhex(tb.want, BUF, PRIV_V1 OSSL_K) == n) &&
          (memcmp(tb.der, tb.want, (size_t)n) == 0), -61);
    idx = 0;
    CHECK(wc_Curve25519PrivateKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -62);
    CHECK(key_parts(&key, k, u) == 0, -63);
    CHECK((memcmp(k, wantK, KS) == 0) && (memcmp(u, wantU, KS) == 0), -64);
    CHECK(wc_Curve25519PrivateKeyToDer(&key, tb.out, BUF) == n, -65);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -66);
    CHECK(test_pem_is(tb.out, n, PKCS8_PRIVATEKEY_TYPE, ossl_priv_pem) == 0,
          -67);

    n = wc_PubKeyPemToDer((const byte*)ossl_pub_pem,
                          sizeof(ossl_pub_pem) - 1, tb.der, BUF);
    CHECK(n == 44, -69);
    idx = 0;
    CHECK(wc_Curve25519PublicKeyDecode(tb.der, &idx, &key, (word32)n) == 0,
          -70);
    CHECK(wc_Curve25519PublicKeyToDer(&key, tb.out, BUF, 1) == n, -71);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -72);
    CHECK(memcmp(tb.out + n - KS, wantU, KS) == 0, -73);
    CHECK(test_pem_is(tb.out, n, PUBLICKEY_TYPE, ossl_pub_pem) == 0,
          -74);
    /* the private key's PEM is not a public key's, and the reverse */
    CHECK(wc_PubKeyPemToDer((const byte*)ossl_priv_pem,
                            sizeof(ossl_priv_pem) - 1, tb.der, BUF) ==
          ASN_NO_PEM_HEADER, -76);
    CHECK(wc_KeyPemToDer((const byte*)ossl_pub_pem, sizeof(ossl_pub_pem) - 1,
                         tb.der, BUF, NULL) == ASN_NO_PEM_HEADER, -77);
out:
    wc_curve25519_free(&key);
    return ret;
}

/* Size queries, short buffers, NULL and empty keys. */
static int test_encode_api(WC_RNG* rng)
{
    curve25519_key key;
    byte k[KS];
    word32 kSz = KS;
    int ret = 0;

    wc_curve25519_init(&key);
    CHECK(wc_Curve25519PrivateKeyToDer(NULL, tb.out, BUF) == BAD_FUNC_ARG,
          -80);
    CHECK(wc_Curve25519PublicKeyToDer(NULL, tb.out, BUF, 1) == BAD_FUNC_ARG,
          -81);
    CHECK(wc_Curve25519KeyToDer(NULL, tb.out, BUF, 1) == BAD_FUNC_ARG, -82);
    /* an empty key has nothing to write, even for a size query */
    CHECK(wc_Curve25519PrivateKeyToDer(&key, NULL, 0) == ECC_BAD_ARG_E, -83);
    CHECK(wc_Curve25519PublicKeyToDer(&key, NULL, 0, 1) == ECC_BAD_ARG_E,
          -84);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 1) == ECC_BAD_ARG_E, -85);

    CHECK(wc_curve25519_make_key(rng, KS, &key) == 0, -86);
    CHECK(wc_Curve25519PrivateKeyToDer(&key, NULL, 0) == 48, -87);
    CHECK(wc_Curve25519PublicKeyToDer(&key, NULL, 0, 1) == 44, -88);
    CHECK(wc_Curve25519PublicKeyToDer(&key, NULL, 0, 0) == 32, -89);
    CHECK(wc_Curve25519KeyToDer(&key, NULL, 0, 1) == 83, -90);
    CHECK(wc_Curve25519PrivateKeyToDer(&key, tb.out, 47) == BUFFER_E, -91);
    CHECK(wc_Curve25519PublicKeyToDer(&key, tb.out, 43, 1) == BUFFER_E, -92);
    CHECK(wc_Curve25519PublicKeyToDer(&key, tb.out, 31, 0) == BUFFER_E, -93);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, 82, 1) == BUFFER_E, -94);
    CHECK(wc_Curve25519PrivateKeyToDer(&key, tb.out, 48) == 48, -95);
    CHECK(wc_Curve25519KeyToDer(&key, tb.out, 83, 0) == 83, -96);

    /* the private part alone: version 0; its public value on request */
    CHECK(wc_curve25519_export_private_raw_ex(&key, k, &kSz, LE) == 0, -97);
    wc_curve25519_free(&key);
    wc_curve25519_init(&key);
    CHECK(wc_curve25519_import_private_ex(k, KS, &key, LE) == 0, -98);
    CHECK(wc_Curve25519KeyToDer(&key, NULL, 0, 1) == 48, -99);
    CHECK(wc_Curve25519PublicKeyToDer(&key, NULL, 0, 1) == 44, -100);
    CHECK(wc_Curve25519KeyToDer(&key, NULL, 0, 1) == 83, -101);
out:
    wc_curve25519_free(&key);
    return ret;
}

/* Random keys through each encoder and decoder, in DER and in PEM. */
static int test_roundtrip(WC_RNG* rng)
{
    curve25519_key a, b;
    byte k1[KS], u1[KS], k2[KS], u2[KS];
    word32 idx;
    int ret = 0, i, n, len;

    wc_curve25519_init(&a);
    wc_curve25519_init(&b);
    for (i = 0; i < 8; i++) {
        CHECK(wc_curve25519_make_key(rng, KS, &a) == 0, -110);
        CHECK(key_parts(&a, k1, u1) == 0, -111);
        /* both parts, PEM "PRIVATE KEY" */
        n = wc_Curve25519KeyToDer(&a, tb.der, BUF, 1);
        CHECK(n == 83, -112);
        len = wc_DerToPem(tb.der, (word32)n, tb.pem, sizeof(tb.pem),
                          PKCS8_PRIVATEKEY_TYPE);
        CHECK(len > 0, -113);
        CHECK(wc_KeyPemToDer(tb.pem, len, tb.out, BUF, NULL) == n, -114);
        CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -115);
        idx = 0;
        CHECK(wc_Curve25519KeyDecode(tb.out, &idx, &b, (word32)n) == 0, -116);
        CHECK(key_parts(&b, k2, u2) == 0, -117);
        CHECK((memcmp(k1, k2, KS) == 0) && (memcmp(u1, u2, KS) == 0), -118);
        /* the private key alone */
        n = wc_Curve25519PrivateKeyToDer(&a, tb.der, BUF);
        CHECK(n == 48, -119);
        wc_curve25519_free(&b);
        wc_curve25519_init(&b);
        idx = 0;
        CHECK(wc_Curve25519PrivateKeyDecode(tb.der, &idx, &b, (word32)n) == 0,
              -120);
        CHECK(key_parts(&b, k2, u2) == 0, -121);
        CHECK((memcmp(k1, k2, KS) == 0) && (memcmp(u1, u2, KS) == 0), -122);
        /* the public key, PEM "PUBLIC KEY" */
        n = wc_Curve25519PublicKeyToDer(&a, tb.der, BUF, 1);
        CHECK(n == 44, -123);
        len = wc_DerToPem(tb.der, (word32)n, tb.pem, sizeof(tb.pem),
                          PUBLICKEY_TYPE);
        CHECK(wc_PubKeyPemToDer(tb.pem, len, tb.out, BUF) == n, -124);
        idx = 0;
        CHECK(wc_Curve25519PublicKeyDecode(tb.out, &idx, &b, (word32)n) == 0,
              -125);
        CHECK(wc_Curve25519PublicKeyToDer(&b, tb.out, BUF, 0) == KS, -126);
        CHECK(memcmp(tb.out, u1, KS) == 0, -127);
    }
out:
    wc_curve25519_free(&a);
    wc_curve25519_free(&b);
    return ret;
}

/* Malformed inputs: the code the decoder of the kind and
 * wc_Curve25519KeyDecode both return. */
#define K1 ALICE_K
#define U1 ALICE_U
#define K31 "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c"
#define U31 "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e"
#define U1X "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6b"

static const test_bad_der bad[] = {
    /* AlgorithmIdentifier: Ed25519, X448, NULL or other parameters, not
     * an OID */
    { "302e020100300506032b657004220420" K1, 1, ASN_PARSE_E },
    { "302e020100300506032b656f04220420" K1, 1, ASN_PARSE_E },
    { "3030020100300706032b656e050004220420" K1, 1, ASN_PARSE_E },
    { "3030020100300706032b656e040004220420" K1, 1, ASN_PARSE_E },
    { "302e020100300504032b656e04220420" K1, 1, ASN_PARSE_E },
    /* version 2, a non-minimal version, a publicKey in version 0 */
    { "302e020102300506032b656e04220420" K1, 1, ASN_VERSION_E },
    { "302f02020000300506032b656e04220420" K1, 1, ASN_GETINT_E },
    { "3051020100300506032b656e04220420" K1 "812100" U1, 1, ASN_PARSE_E },
    /* a byte after the privateKey in the SEQUENCE, after the key in the
     * privateKey OCTET STRING */
    { "302f020100300506032b656e04220420" K1 "00", 1, ASN_PARSE_E },
    { "302f020100300506032b656e04230420" K1 "00", 1, ASN_PARSE_E },
    /* the inner OCTET STRING: 31 and 33 bytes, longer than its room, a
     * BIT STRING, absent */
    { "302d020100300506032b656e0421041f" K31, 1, ECC_BAD_ARG_E },
    { "302f020100300506032b656e04230421" K1 "00", 1, ECC_BAD_ARG_E },
    { "302e020100300506032b656e04220421" K1, 1, BUFFER_E },
    { "302e020100300506032b656e04220320" K1, 1, ASN_PARSE_E },
    { "300c020100300506032b656e0400", 1, BUFFER_E },
    /* lengths: long form where the short one fits, indefinite */
    { "30812e020100300506032b656e04220420" K1, 1, ASN_PARSE_E },
    { "3080020100300506032b656e04220420" K1 "0000", 1, ASN_PARSE_E },
    /* [1] publicKey: unused bits, constructed, empty, 31 bytes, not the
     * private key's, followed by a byte, before the attributes */
    { "3051020101300506032b656e04220420" K1 "812101" U1, 1, ASN_EXPECT_0_E },
    { "3051020101300506032b656e04220420" K1 "a12100" U1, 1, ASN_PARSE_E },
    { "3030020101300506032b656e04220420" K1 "8100", 1, ASN_BITSTR_E },
    { "3050020101300506032b656e04220420" K1 "812000" U31, 1, ECC_BAD_ARG_E },
    { "3051020101300506032b656e04220420" K1 "812100" U1X, 1, ECC_PRIV_KEY_E },
    { "3052020101300506032b656e04220420" K1 "812100" U1 "00", 1,
      ASN_PARSE_E },
    { "3053020101300506032b656e04220420" K1 "812100" U1 "a000", 1,
      ASN_PARSE_E },
    /* SubjectPublicKeyInfo: Ed25519, parameters, unused bits, 31 and 33
     * bytes, a byte after the BIT STRING, an OCTET STRING, empty */
    { "302a300506032b6570032100" U1, 0, ASN_PARSE_E },
    { "302c300706032b656e0500032100" U1, 0, ASN_PARSE_E },
    { "302a300506032b656e032101" U1, 0, ASN_EXPECT_0_E },
    { "3029300506032b656e032000" U31, 0, ECC_BAD_ARG_E },
    { "302b300506032b656e032200" U1 "00", 0, ECC_BAD_ARG_E },
    { "302b300506032b656e032100" U1 "00", 0, ASN_PARSE_E },
    { "302a300506032b656e042100" U1, 0, ASN_PARSE_E },
    { "3009300506032b656e0300", 0, ASN_BITSTR_E },
    { "30812a300506032b656e032100" U1, 0, ASN_PARSE_E },
};

/* The key the refusals are tried on, and the version 1 DER of what it
 * holds (which a refusal must leave). */
typedef struct {
    curve25519_key* key;
    const byte*     ref;
    int             refSz;
} t_held;

/* test_der_try: the decoder for isPriv and KeyDecode must both return
 * want and leave the key and the index alone. */
static int expect_bad(void* ctx, const byte* in, word32 n, int isPriv,
                      int want)
{
    t_held* h = (t_held*)ctx;
    word32 idx = 0;
    int r;

    r = isPriv ? wc_Curve25519PrivateKeyDecode(in, &idx, h->key, n) :
                 wc_Curve25519PublicKeyDecode(in, &idx, h->key, n);
    if (r != want)
        return 1;
    if (wc_Curve25519KeyDecode(in, &idx, h->key, n) != want)
        return 2;
    if (idx != 0)
        return 3;
    if ((wc_Curve25519KeyToDer(h->key, tb.out, BUF, 1) != h->refSz) ||
        (memcmp(tb.out, h->ref, (size_t)h->refSz) != 0))
        return 4;
    return 0;
}

static int test_malformed(void)
{
    static const char* const good[3] = {
        PRIV_V1 ALICE_K, PRIV_V2 ALICE_KC PUB_V2 ALICE_U, SPKI ALICE_U
    };
    curve25519_key key;
    t_held held;
    byte ref[BUF], k[KS];
    word32 idx, n, kSz = KS;
    int ret = 0, refSz, i, j, r;

    wc_curve25519_init(&key);
    refSz = test_unhex(ref, BUF, good[1]);
    idx = 0;
    CHECK(wc_Curve25519KeyDecode(ref, &idx, &key, (word32)refSz) == 0, -130);
    held.key = &key;
    held.ref = ref;
    held.refSz = refSz;
    ret = test_der_rejects(bad, (int)(sizeof(bad) / sizeof(bad[0])), good,
                           3, 2, expect_bad, &held);
    if (ret != 0)
        goto out;
    /* each good encoding whole */
    for (i = 0; i < 3; i++) {
        n = (word32)test_unhex(tb.der, BUF, good[i]);
        idx = 0;
        CHECK(wc_Curve25519KeyDecode(tb.der, &idx, &key, n) == 0, -133);
        CHECK(idx == n, -134);
    }
    idx = 0;
    CHECK(wc_Curve25519KeyDecode(ref, &idx, &key, (word32)refSz) == 0, -135);
    /* the wrong decoder for the structure */
    n = (word32)test_unhex(tb.der, BUF, good[2]);
    idx = 0;
    CHECK(wc_Curve25519PrivateKeyDecode(tb.der, &idx, &key, n) ==
          ASN_PARSE_E, -136);
    n = (word32)test_unhex(tb.der, BUF, good[0]);
    CHECK(wc_Curve25519PublicKeyDecode(tb.der, &idx, &key, n) ==
          ASN_PARSE_E, -137);
    /* NULL arguments, the index at the end */
    CHECK(wc_Curve25519PrivateKeyDecode(NULL, &idx, &key, n) ==
          BAD_FUNC_ARG, -138);
    CHECK(wc_Curve25519PublicKeyDecode(tb.der, NULL, &key, n) ==
          BAD_FUNC_ARG, -139);
    CHECK(wc_Curve25519KeyDecode(tb.der, &idx, NULL, n) == BAD_FUNC_ARG,
          -140);
    idx = n;
    CHECK(wc_Curve25519KeyDecode(tb.der, &idx, &key, n) == BAD_FUNC_ARG,
          -141);
    /* each octet of the version 1 key changed: refused, or the same key
     * (the bits clamping clears) */
    n = (word32)refSz;
    for (j = 0; j < (int)n * 2; j++) {
        memcpy(tb.der, ref, n);
        tb.der[j / 2] ^= (j & 1) ? 0x80 : 0x01;
        idx = 0;
        r = wc_Curve25519KeyDecode(tb.der, &idx, &key, n);
        CHECK(r <= 0, -142);
        if (r == 0) {
            CHECK(wc_Curve25519KeyToDer(&key, tb.out, BUF, 1) == refSz, -143);
            CHECK(memcmp(tb.out, ref, n) == 0, -144);
        }
    }
    /* a public key decoded into a key with a private part wipes it */
    n = (word32)test_unhex(tb.der, BUF, good[2]);
    idx = 0;
    CHECK(wc_Curve25519PublicKeyDecode(tb.der, &idx, &key, n) == 0, -145);
    CHECK(wc_curve25519_export_private_raw(&key, k, &kSz) == ECC_BAD_ARG_E,
          -146);
out:
    wc_curve25519_free(&key);
    return ret;
}

int curve25519_asn_test(void)
{
    static const test_plain_step plain[] = {
        test_kat, test_rfc8410_examples, test_openssl, test_malformed
    };
    static const test_rng_step withRng[] = { test_encode_api, test_roundtrip };

    return test_steps(plain, TEST_COUNT(plain), withRng, TEST_COUNT(withRng),
                      -150);
}

#endif /* HAVE_CURVE25519 */
