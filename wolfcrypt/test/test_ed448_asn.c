/* test_ed448_asn.c
 *
 * testwolfcrypt module for the Ed448 key codecs of RFC 8410
 * (asn_public.h, ed448_asn.c), PEM armour included:
 *   - known answers: RFC 8032 section 7.4's blank key through DER (its
 *     seed signs the blank message as the RFC says, its public key
 *     verifies it, the pair written as version 1 and read back whole);
 *     a key made by OpenSSL 3.0 in DER and PEM, decoded and written
 *     back byte for byte (RFC 8410 has no Ed448 example);
 *   - test_eddsa_asn.h's steps shared with Ed25519: the encoders' size
 *     queries, short buffers, NULL and empty keys, a key holding the
 *     seed alone or the public key alone; random keys through DER and
 *     PEM and back, signing with the decoded key;
 *   - malformed input (the table here, the rest test_eddsa_asn.h's):
 *     every truncation, wrong OIDs (X25519's, X448's and Ed25519's among
 *     them), parameters, versions, lengths, tags, trailing bytes inside
 *     the structures, keys of 56 and 58 bytes, the seed || public key
 *     form, public keys that are no point or not the seed's, each with
 *     its exact error code, the key left unchanged by a failure, and
 *     every bit of a version 1 encoding changed.
 * ed448_asn_test() returns 0 or a negative number naming the failed
 * check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_ED448

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ed448.h>
#include <string.h>
#include "wolfcrypt/test/test.h"

#define KS  ED448_KEY_SIZE
#define SIG ED448_SIG_SIZE
/* The curve for test_eddsa_asn.h (the helpers, the encoders' API, round
 * trips and the refusals around the table below). */
#define EDA_KEY       ed448_key
#define EDA(f)        wc_ed448_##f
#define EDA_ASN(f)    wc_Ed448##f
#define EDA_KS        KS
#define EDA_SIG       SIG
#define EDA_SIGN(m, mLen, sig, sigSz, key) \
    wc_ed448_sign_msg(m, mLen, sig, sigSz, key, NULL, 0)
#define EDA_VERIFY(sig, m, mLen, res, key) \
    wc_ed448_verify_msg(sig, SIG, m, mLen, res, key, NULL, 0)
#define EDA_PRIV_DER  73
#define EDA_PAIR_DER  134
#define EDA_SPKI_DER  69
#include "wolfcrypt/test/test_eddsa_asn.h"

/* The fixed parts of RFC 8410's encodings of an Ed448 key (id-Ed448,
 * 1.3.101.113): PKCS #8 version 0, version 1 (OneAsymmetricKey v2) with
 * PUB_V2 and the public key after the seed, SubjectPublicKeyInfo. */
#define PRIV_V1 "3047020100300506032b6571043b0439"
#define PRIV_V2 "308183020101300506032b6571043b0439"
#define PUB_V2  "813a00"
#define SPKI    "3043300506032b6571033a00"

/* RFC 8032 section 7.4, the blank message: seed, public key, signature
 * (Ed448, empty context). */
#define T1_K "6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6" \
             "e348a3528c8a3fcc2f044e39a3fc5b94492f8f032e7549a20098f95b"
#define T1_A "5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80" \
             "e96778edf124769b46c7061bd6783df1e50f6cd1fa1abeafe8256180"
#define T1_SIG "533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d2074fd823d4" \
               "1a591f2b233f034f628281f2fd7a22ddd47d7828c59bd0a21bfd3980ff" \
               "0d2028d4b18a9df63e006c5d1c2d345b925d8dc00b4104852db99ac5c7" \
               "cdda8530a113a0f4dbb61149f05a7363268c71d95808ff2e652600"

/* Made by OpenSSL 3.0.19: genpkey -algorithm ED448, then pkey -pubout
 * and -outform DER (the raw keys checked against tests/kat/
 * eddsa_model.py: the public key is the seed's). */
static const char ossl_priv_pem[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MEcCAQAwBQYDK2VxBDsEOS/ByB6SpNQ0G812VejKyjmKVsbrKMYgf0X0hV0i8PaM\n"
    "op6rWPV85mVDFriFAv7Nh8xjqXLNjA3kPQ==\n"
    "-----END PRIVATE KEY-----\n";
static const char ossl_pub_pem[] =
    "-----BEGIN PUBLIC KEY-----\n"
    "MEMwBQYDK2VxAzoAd7pPAA13WgcU2Dl9EsVkjOO1PLBRA5wr/KtYgMAwo7SsKQtz\n"
    "AS43vt0USMtmmSbr3zhl2JmJA2aA\n"
    "-----END PUBLIC KEY-----\n";
#define OSSL_K "2fc1c81e92a4d4341bcd7655e8caca398a56c6eb28c6207f45f4855d22" \
               "f0f68ca29eab58f57ce6654316b88502fecd87cc63a972cd8c0de43d"
#define OSSL_A "77ba4f000d775a0714d8397d12c5648ce3b53cb051039c2bfcab5880c0" \
               "30a3b4ac290b73012e37bedd1448cb669926ebdf3865d89989036680"

/* RFC 8032's blank key through DER: the decoded seed signs as the RFC
 * says, the decoded public key verifies it; the pair as version 1. */
static int test_rfc8032(void)
{
    ed448_key priv, pub;
    byte sig[SIG], want[SIG], k[KS], a[KS];
    word32 sigSz = SIG;
    int ret = 0, n, res = 0;

    wc_ed448_init(&priv);
    wc_ed448_init(&pub);
    test_unhex(want, SIG, T1_SIG);
    test_unhex(k, KS, T1_K);
    test_unhex(a, KS, T1_A);
    n = test_unhex(tb.der, BUF, PRIV_V1 T1_K);
    CHECK(n == 73, -1);
    CHECK(decode_all(&priv, tb.der, n, 1) == 0, -2);
    CHECK(!priv.pubKeySet && key_is(&priv, k, a), -3);
    CHECK(wc_ed448_sign_msg(NULL, 0, sig, &sigSz, &priv, NULL, 0) == 0, -4);
    CHECK((sigSz == SIG) && (memcmp(sig, want, SIG) == 0), -5);
    CHECK(wc_Ed448PrivateKeyToDer(&priv, tb.out, BUF) == n, -6);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -7);
    n = test_unhex(tb.der, BUF, SPKI T1_A);
    CHECK(n == 69, -8);
    CHECK(decode_all(&pub, tb.der, n, 0) == 0, -9);
    CHECK(key_is(&pub, NULL, a), -10);
    CHECK((wc_ed448_verify_msg(sig, SIG, NULL, 0, &res, &pub, NULL, 0) ==
           0) && (res == 1), -11);
    CHECK(wc_Ed448PublicKeyToDer(&pub, tb.out, BUF, 1) == n, -12);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -13);
    CHECK(wc_Ed448PublicKeyToDer(&pub, tb.out, BUF, 0) == KS, -14);
    CHECK(memcmp(tb.out, a, KS) == 0, -15);
    /* the seed written with its public key, version 1, read back whole */
    n = test_unhex(tb.want, BUF, PRIV_V2 T1_K PUB_V2 T1_A);
    CHECK(n == 134, -16);
    CHECK(wc_Ed448KeyToDer(&priv, tb.out, BUF) == n, -17);
    CHECK(memcmp(tb.out, tb.want, (size_t)n) == 0, -18);
    CHECK(decode_all(&pub, tb.out, n, 1) == 0, -20);
    CHECK(pub.pubKeySet && key_is(&pub, k, a), -21);
    sigSz = SIG;
    CHECK(wc_ed448_sign_msg(NULL, 0, sig, &sigSz, &pub, NULL, 0) == 0, -22);
    CHECK(memcmp(sig, want, SIG) == 0, -23);
out:
    wc_ed448_free(&priv);
    wc_ed448_free(&pub);
    return ret;
}

/* OpenSSL's key: PEM to DER, decoded, encoded back to the same bytes. */
static int test_openssl(void)
{
    return test_pem_pair(ossl_priv_pem, ossl_pub_pem, PRIV_V1 OSSL_K,
                         SPKI OSSL_A, OSSL_K, OSSL_A);
}

/* Malformed inputs and the code the decoder of the kind returns. */
#define K1  T1_K
#define A1  T1_A
#define K56 "6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6" \
            "e348a3528c8a3fcc2f044e39a3fc5b94492f8f032e7549a20098f9"
#define A56 "5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80" \
            "e96778edf124769b46c7061bd6783df1e50f6cd1fa1abeafe82561"
/* another point (OpenSSL's key), no point (y = 2), y = p (not
 * canonical) */
#define A_OTHER OSSL_A
#define A_NONE  "02000000000000000000000000000000000000000000000000000000" \
                "00000000000000000000000000000000000000000000000000000000" \
                "00"
#define A_NONC  "ffffffffffffffffffffffffffffffffffffffffffffffffffffffff" \
                "feffffffffffffffffffffffffffffffffffffffffffffffffffffff" \
                "00"

static const test_bad_der bad[] = {
    /* AlgorithmIdentifier: X25519, X448, Ed25519, NULL or other
     * parameters, not an OID */
    { "3047020100300506032b656e043b0439" K1, 1, ASN_PARSE_E },
    { "3047020100300506032b656f043b0439" K1, 1, ASN_PARSE_E },
    { "3047020100300506032b6570043b0439" K1, 1, ASN_PARSE_E },
    { "3049020100300706032b65710500043b0439" K1, 1, ASN_PARSE_E },
    { "3049020100300706032b65710400043b0439" K1, 1, ASN_PARSE_E },
    { "3047020100300504032b6571043b0439" K1, 1, ASN_PARSE_E },
    /* version 2, a non-minimal version, a publicKey in version 0 */
    { "3047020102300506032b6571043b0439" K1, 1, ASN_VERSION_E },
    { "304802020000300506032b6571043b0439" K1, 1, ASN_GETINT_E },
    { "308183020100300506032b6571043b0439" K1 PUB_V2 A1, 1, ASN_PARSE_E },
    /* a byte after the privateKey in the SEQUENCE, after the seed in the
     * privateKey OCTET STRING */
    { "3048020100300506032b6571043b0439" K1 "00", 1, ASN_PARSE_E },
    { "3048020100300506032b6571043c0439" K1 "00", 1, ASN_PARSE_E },
    /* the seed: 56, 58 and 114 bytes (seed || public key, which
     * wc_ed448_import_private_key takes), longer than its room, a BIT
     * STRING, absent */
    { "3046020100300506032b6571043a0438" K56, 1, BAD_FUNC_ARG },
    { "3048020100300506032b6571043c043a" K1 "00", 1, BAD_FUNC_ARG },
    { "308180020100300506032b657104740472" K1 A1, 1, BAD_FUNC_ARG },
    { "3047020100300506032b6571043b043a" K1, 1, BUFFER_E },
    { "3047020100300506032b6571043b0339" K1, 1, ASN_PARSE_E },
    { "300c020100300506032b65710400", 1, BUFFER_E },
    /* lengths: long form where the short one fits, indefinite */
    { "308147020100300506032b6571043b0439" K1, 1, ASN_PARSE_E },
    { "3080020100300506032b6571043b0439" K1 "0000", 1, ASN_PARSE_E },
    /* [1] publicKey: unused bits, constructed, empty, 56 bytes, 58 with
     * a 0x40 prefix, another point, no point, not canonical, followed
     * by a byte, before the attributes */
    { PRIV_V2 K1 "813a01" A1, 1, ASN_EXPECT_0_E },
    { PRIV_V2 K1 "a13a00" A1, 1, ASN_PARSE_E },
    { "3049020101300506032b6571043b0439" K1 "8100", 1, ASN_BITSTR_E },
    { "308182020101300506032b6571043b0439" K1 "813900" A56, 1,
      BAD_FUNC_ARG },
    { "308184020101300506032b6571043b0439" K1 "813b0040" A1, 1,
      BAD_FUNC_ARG },
    { PRIV_V2 K1 PUB_V2 A_OTHER, 1, PUBLIC_KEY_E },
    { PRIV_V2 K1 PUB_V2 A_NONE, 1, PUBLIC_KEY_E },
    { PRIV_V2 K1 PUB_V2 A_NONC, 1, PUBLIC_KEY_E },
    { "308184020101300506032b6571043b0439" K1 PUB_V2 A1 "00", 1,
      ASN_PARSE_E },
    { "308185020101300506032b6571043b0439" K1 PUB_V2 A1 "a000", 1,
      ASN_PARSE_E },
    /* SubjectPublicKeyInfo: X448, Ed25519, parameters, unused bits, 56
     * bytes, 58 with the 0x40 prefix or a trailing byte, no point, not
     * canonical, a byte after the BIT STRING, an OCTET STRING, empty, a
     * long-form length */
    { "3043300506032b656f033a00" A1, 0, ASN_PARSE_E },
    { "3043300506032b6570033a00" A1, 0, ASN_PARSE_E },
    { "3045300706032b65710500033a00" A1, 0, ASN_PARSE_E },
    { "3043300506032b6571033a01" A1, 0, ASN_EXPECT_0_E },
    { "3042300506032b6571033900" A56, 0, BAD_FUNC_ARG },
    { "3044300506032b6571033b0040" A1, 0, BAD_FUNC_ARG },
    { "3044300506032b6571033b00" A1 "00", 0, BAD_FUNC_ARG },
    { SPKI A_NONE, 0, PUBLIC_KEY_E },
    { SPKI A_NONC, 0, PUBLIC_KEY_E },
    { "3044300506032b6571033a00" A1 "00", 0, ASN_PARSE_E },
    { "3043300506032b6571043a00" A1, 0, ASN_PARSE_E },
    { "3009300506032b65710300", 0, ASN_BITSTR_E },
    { "308143300506032b6571033a00" A1, 0, ASN_PARSE_E },
};

/* The refusals (test_eddsa_asn.h) around the table, on a key holding
 * OpenSSL's pair. */
static int test_malformed(void)
{
    static const char* const good[3] = {
        PRIV_V1 K1, PRIV_V2 K1 PUB_V2 A1, SPKI A1
    };
    static byte ref[BUF];
    int refSz = test_unhex(ref, BUF, PRIV_V2 OSSL_K PUB_V2 OSSL_A);

    return test_refusals(bad, TEST_COUNT(bad), good, ref, refSz, 17);
}

int ed448_asn_test(void)
{
    static const test_plain_step plain[] = {
        test_rfc8032, test_openssl, test_malformed
    };
    static const test_rng_step withRng[] = { test_encode_api, test_roundtrip };

    return test_steps(plain, TEST_COUNT(plain), withRng, TEST_COUNT(withRng),
                      -150);
}

#endif /* HAVE_ED448 */
