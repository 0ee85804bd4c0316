/* test_ed25519_asn.c
 *
 * testwolfcrypt module for the Ed25519 key codecs of RFC 8410
 * (asn_public.h, ed25519_asn.c), PEM armour included:
 *   - known answers: RFC 8410 section 10.3's Ed25519 examples (the
 *     private key alone, with an attribute and its public key, the public
 *     key), in DER and in the RFC's PEM, decoded and written back byte
 *     for byte; RFC 8032 section 7.1's first key through DER, signing and
 *     verifying its signature; a key made by OpenSSL 3.0 in DER and PEM;
 *   - the encoders' size queries, short buffers, NULL and empty keys, a
 *     key holding the seed alone or the public key alone;
 *   - random keys through DER and PEM and back, signing with the decoded
 *     key;
 *   - malformed input: every truncation, wrong OIDs (X25519's among
 *     them), parameters, versions, lengths, tags, trailing bytes inside
 *     the structures, public keys that are no point or not the seed's,
 *     each with its exact error code, and the key left unchanged by a
 *     failure.
 * ed25519_asn_test() returns 0 or a negative number naming the failed
 * check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_ED25519

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include <string.h>
#include "wolfcrypt/test/test.h"

#define KS  ED25519_KEY_SIZE
#define SIG ED25519_SIG_SIZE
/* The curve for test_eddsa_asn.h (the helpers, the encoders' API, round
 * trips and the refusals around the table below). */
#define EDA_KEY       ed25519_key
#define EDA(f)        wc_ed25519_##f
#define EDA_ASN(f)    wc_Ed25519##f
#define EDA_KS        KS
#define EDA_SIG       SIG
#define EDA_SIGN(m, mLen, sig, sigSz, key) \
    wc_ed25519_sign_msg(m, mLen, sig, sigSz, key)
#define EDA_VERIFY(sig, m, mLen, res, key) \
    wc_ed25519_verify_msg(sig, SIG, m, mLen, res, key)
#define EDA_PRIV_DER  48
#define EDA_PAIR_DER  83
#define EDA_SPKI_DER  44
#include "wolfcrypt/test/test_eddsa_asn.h"

/* The fixed parts of RFC 8410's encodings of an Ed25519 key. */
#define PRIV_V1 "302e020100300506032b657004220420"
#define PRIV_V2 "3051020101300506032b657004220420"
#define PUB_V2  "812100"
#define SPKI    "302a300506032b6570032100"

/* RFC 8410 section 10.3: the seed and its public key; the private key
 * with an attribute (a friendly name) and the public key, version 1. */
#define RFC_K "d4ee72dbf913584ad5b6d8f1f769f8ad" \
              "3afe7c28cbf1d4fbe097a88f44755842"
#define RFC_A "19bf44096984cdfe8541bac167dc3b96" \
              "c85086aa30b6b6cb0c5c38ad703166e1"
#define RFC_V2 "3072020101300506032b657004220420" RFC_K \
               "a01f301d060a2a864886f70d01090914310f0c0d437572646c6520" \
               "436861697273" PUB_V2 RFC_A
/* ... and the same three in the RFC's PEM. */
static const char rfc_pub_pem[] =
    "-----BEGIN PUBLIC KEY-----\n"
    "MCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n"
    "-----END PUBLIC KEY-----\n";
static const char rfc_priv_pem[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC\n"
    "-----END PRIVATE KEY-----\n";
static const char rfc_v2_pem[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MHICAQEwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC\n"
    "oB8wHQYKKoZIhvcNAQkJFDEPDA1DdXJkbGUgQ2hhaXJzgSEAGb9ECWmEzf6FQbrB\n"
    "Z9w7lshQhqowtrbLDFw4rXAxZuE=\n"
    "-----END PRIVATE KEY-----\n";

/* RFC 8032 section 7.1, TEST 1: seed, public key, the signature of the
 * empty message. */
#define T1_K "9d61b19deffd5a60ba844af492ec2cc4" \
             "4449c5697b326919703bac031cae7f60"
#define T1_A "d75a980182b10ab7d54bfed3c964073a" \
             "0ee172f3daa62325af021a68f707511a"
#define T1_SIG "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522" \
               "4901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe246551" \
               "41438e7a100b"

/* Made by OpenSSL 3.0.19: genpkey -algorithm ED25519, then pkey -pubout
 * and -outform DER. */
static const char ossl_priv_pem[] =
    "-----BEGIN PRIVATE KEY-----\n"
    "MC4CAQAwBQYDK2VwBCIEIGbhHKTUe7e1Lo5m5ZrGPHJsT1cCIcfN6OgflXZos+oo\n"
    "-----END PRIVATE KEY-----\n";
static const char ossl_pub_pem[] =
    "-----BEGIN PUBLIC KEY-----\n"
    "MCowBQYDK2VwAyEARk9Y4qdRBM9ulCB+9W7EhlnBmW8mnwjersQaQvaE8D8=\n"
    "-----END PUBLIC KEY-----\n";
#define OSSL_K "66e11ca4d47bb7b52e8e66e59ac63c72" \
               "6c4f570221c7cde8e81f957668b3ea28"
#define OSSL_A "464f58e2a75104cf6e94207ef56ec486" \
               "59c1996f269f08deaec41a42f684f03f"

/* RFC 8410 section 10.3's three keys, DER and PEM. */
static int test_rfc8410(void)
{
    ed25519_key key;
    byte k[KS], a[KS];
    word32 sz = KS;
    int ret = 0, n, v2Sz;

    wc_ed25519_init(&key);
    test_unhex(k, KS, RFC_K);
    test_unhex(a, KS, RFC_A);
    /* the seed alone: no public key kept, one made for the encoders */
    n = test_unhex(tb.der, BUF, PRIV_V1 RFC_K);
    CHECK(decode_all(&key, tb.der, n, 1) == 0, -1);
    CHECK(key_is(&key, k, a), -2);
    CHECK(wc_ed25519_export_public(&key, tb.out, &sz) == BAD_FUNC_ARG, -3);
    CHECK(wc_Ed25519PrivateKeyToDer(&key, tb.out, BUF) == n, -4);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -5);
    v2Sz = test_unhex(tb.want, BUF, PRIV_V2 RFC_K PUB_V2 RFC_A);
    CHECK(v2Sz == 83, -6);
    CHECK(wc_Ed25519KeyToDer(&key, tb.out, BUF) == v2Sz, -7);
    CHECK(memcmp(tb.out, tb.want, (size_t)v2Sz) == 0, -8);
    n = test_unhex(tb.want, BUF, SPKI RFC_A);
    CHECK(wc_Ed25519PublicKeyToDer(&key, tb.out, BUF, 1) == n, -9);
    CHECK(memcmp(tb.out, tb.want, (size_t)n) == 0, -10);
    CHECK(wc_Ed25519PublicKeyToDer(&key, tb.out, BUF, 0) == KS, -11);
    CHECK(memcmp(tb.out, a, KS) == 0, -12);
    CHECK(!key.pubKeySet, -13);               /* the encoders kept nothing */

    /* with the attribute and the public key: both kept, the attribute
     * not written back */
    n = test_unhex(tb.der, BUF, RFC_V2);
    CHECK(decode_all(&key, tb.der, n, 1) == 0, -14);
    CHECK(key.pubKeySet && key_is(&key, k, a), -15);
    CHECK(wc_Ed25519KeyToDer(&key, tb.out, BUF) == v2Sz, -16);
    test_unhex(tb.want, BUF, PRIV_V2 RFC_K PUB_V2 RFC_A);
    CHECK(memcmp(tb.out, tb.want, (size_t)v2Sz) == 0, -17);

    /* the public key alone */
    n = test_unhex(tb.der, BUF, SPKI RFC_A);
    CHECK(decode_all(&key, tb.der, n, 0) == 0, -18);
    CHECK(key_is(&key, NULL, a), -19);
    CHECK(wc_Ed25519PublicKeyToDer(&key, tb.out, BUF, 1) == n, -20);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -21);

    /* the RFC's PEM: the same DER, and written back identically */
    n = wc_PubKeyPemToDer((const byte*)rfc_pub_pem, sizeof(rfc_pub_pem) - 1,
                          tb.out, BUF);
    CHECK((n == 44) && (memcmp(tb.out, tb.der, 44) == 0), -22);
    CHECK(wc_DerToPem(tb.out, (word32)n, tb.pem, sizeof(tb.pem),
                      PUBLICKEY_TYPE) == (int)sizeof(rfc_pub_pem) - 1, -23);
    CHECK(memcmp(tb.pem, rfc_pub_pem, sizeof(rfc_pub_pem) - 1) == 0, -24);
    n = wc_KeyPemToDer((const byte*)rfc_priv_pem, sizeof(rfc_priv_pem) - 1,
                       tb.out, BUF, NULL);
    CHECK((n == 48) && (test_unhex(tb.want, BUF, PRIV_V1 RFC_K) == 48) &&
          (memcmp(tb.out, tb.want, 48) == 0), -25);
    CHECK(wc_DerToPem(tb.out, (word32)n, tb.pem, sizeof(tb.pem),
                      PKCS8_PRIVATEKEY_TYPE) ==
          (int)sizeof(rfc_priv_pem) - 1, -26);
    CHECK(memcmp(tb.pem, rfc_priv_pem, sizeof(rfc_priv_pem) - 1) == 0, -27);
    n = wc_KeyPemToDer((const byte*)rfc_v2_pem, sizeof(rfc_v2_pem) - 1,
                       tb.out, BUF, NULL);
    CHECK((n == 116) && (test_unhex(tb.want, BUF, RFC_V2) == n) &&
          (memcmp(tb.out, tb.want, (size_t)n) == 0), -28);
    CHECK(decode_all(&key, tb.out, n, 1) == 0, -29);
    CHECK(key.pubKeySet && key_is(&key, k, a), -30);
    CHECK(wc_DerToPem(tb.out, (word32)n, tb.pem, sizeof(tb.pem),
                      PKCS8_PRIVATEKEY_TYPE) ==
          (int)sizeof(rfc_v2_pem) - 1, -31);
    CHECK(memcmp(tb.pem, rfc_v2_pem, sizeof(rfc_v2_pem) - 1) == 0, -32);
out:
    wc_ed25519_free(&key);
    return ret;
}

/* RFC 8032's TEST 1 key through DER: the decoded seed signs as the RFC
 * says, the decoded public key verifies it. */
static int test_rfc8032(void)
{
    ed25519_key priv, pub;
    byte sig[SIG], want[SIG];
    word32 sigSz = SIG;
    int ret = 0, n, res = 0;

    wc_ed25519_init(&priv);
    wc_ed25519_init(&pub);
    test_unhex(want, SIG, T1_SIG);
    n = test_unhex(tb.der, BUF, PRIV_V1 T1_K);
    CHECK(decode_all(&priv, tb.der, n, 1) == 0, -40);
    CHECK(wc_ed25519_sign_msg(NULL, 0, sig, &sigSz, &priv) == 0, -41);
    CHECK((sigSz == SIG) && (memcmp(sig, want, SIG) == 0), -42);
    n = test_unhex(tb.der, BUF, SPKI T1_A);
    CHECK(decode_all(&pub, tb.der, n, 0) == 0, -43);
    CHECK((wc_ed25519_verify_msg(sig, SIG, NULL, 0, &res, &pub) == 0) &&
          (res == 1), -44);
    /* the seed written with its public key, version 1 */
    n = test_unhex(tb.want, BUF, PRIV_V2 T1_K PUB_V2 T1_A);
    CHECK(wc_Ed25519KeyToDer(&priv, tb.out, BUF) == n, -45);
    CHECK(memcmp(tb.out, tb.want, (size_t)n) == 0, -46);
    /* RFC 8032's pair written as RFC 8410's version 1, read back whole */
    CHECK(decode_all(&pub, tb.out, n, 1) == 0, -47);
    CHECK(wc_ed25519_sign_msg(NULL, 0, sig, &sigSz, &pub) == 0, -48);
    CHECK(memcmp(sig, want, SIG) == 0, -49);
out:
    wc_ed25519_free(&priv);
    wc_ed25519_free(&pub);
    return ret;
}

/* OpenSSL's key: PEM to DER, decoded, encoded back to the same bytes. */
static int test_openssl(void)
{
    return test_pem_pair(ossl_priv_pem, ossl_pub_pem, PRIV_V1 OSSL_K,
                         SPKI OSSL_A, OSSL_K, OSSL_A);
}

/* Malformed inputs and the code the decoder of the kind returns. */
#define K1  RFC_K
#define A1  RFC_A
#define K31 "d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f447558"
#define A31 "19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166"
/* another point (RFC 8032's TEST 1), no point (y = 2), y = p (not
 * canonical) */
#define A_OTHER T1_A
#define A_NONE  "02000000000000000000000000000000" \
                "00000000000000000000000000000000"
#define A_NONC  "edffffffffffffffffffffffffffffff" \
                "ffffffffffffffffffffffffffffff7f"

static const test_bad_der bad[] = {
    /* AlgorithmIdentifier: X25519, X448, Ed448, NULL or other parameters,
     * not an OID */
    { "302e020100300506032b656e04220420" K1, 1, ASN_PARSE_E },
    { "302e020100300506032b656f04220420" K1, 1, ASN_PARSE_E },
    { "302e020100300506032b657104220420" K1, 1, ASN_PARSE_E },
    { "3030020100300706032b6570050004220420" K1, 1, ASN_PARSE_E },
    { "3030020100300706032b6570040004220420" K1, 1, ASN_PARSE_E },
    { "302e020100300504032b657004220420" K1, 1, ASN_PARSE_E },
    /* version 2, a non-minimal version, a publicKey in version 0 */
    { "302e020102300506032b657004220420" K1, 1, ASN_VERSION_E },
    { "302f02020000300506032b657004220420" K1, 1, ASN_GETINT_E },
    { "3051020100300506032b657004220420" K1 PUB_V2 A1, 1, ASN_PARSE_E },
    /* a byte after the privateKey in the SEQUENCE, after the seed in the
     * privateKey OCTET STRING */
    { "302f020100300506032b657004220420" K1 "00", 1, ASN_PARSE_E },
    { "302f020100300506032b657004230420" K1 "00", 1, ASN_PARSE_E },
    /* the seed: 31, 33 and 64 bytes (seed || public key, which
     * wc_ed25519_import_private_key takes), longer than its room, a BIT
     * STRING, absent */
    { "302d020100300506032b65700421041f" K31, 1, BAD_FUNC_ARG },
    { "302f020100300506032b657004230421" K1 "00", 1, BAD_FUNC_ARG },
    { "304e020100300506032b657004420440" K1 A1, 1, BAD_FUNC_ARG },
    { "302e020100300506032b657004220421" K1, 1, BUFFER_E },
    { "302e020100300506032b657004220320" K1, 1, ASN_PARSE_E },
    { "300c020100300506032b65700400", 1, BUFFER_E },
    /* lengths: long form where the short one fits, indefinite */
    { "30812e020100300506032b657004220420" K1, 1, ASN_PARSE_E },
    { "3080020100300506032b657004220420" K1 "0000", 1, ASN_PARSE_E },
    /* [1] publicKey: unused bits, constructed, empty, 31 bytes, 33 with
     * the 0x40 prefix, another point, no point, not canonical, followed
     * by a byte, before the attributes */
    { "3051020101300506032b657004220420" K1 "812101" A1, 1, ASN_EXPECT_0_E },
    { "3051020101300506032b657004220420" K1 "a12100" A1, 1, ASN_PARSE_E },
    { "3030020101300506032b657004220420" K1 "8100", 1, ASN_BITSTR_E },
    { "3050020101300506032b657004220420" K1 "812000" A31, 1, BAD_FUNC_ARG },
    { "3052020101300506032b657004220420" K1 "81220040" A1, 1, BAD_FUNC_ARG },
    { "3051020101300506032b657004220420" K1 PUB_V2 A_OTHER, 1,
      PUBLIC_KEY_E },
    { "3051020101300506032b657004220420" K1 PUB_V2 A_NONE, 1, PUBLIC_KEY_E },
    { "3051020101300506032b657004220420" K1 PUB_V2 A_NONC, 1, PUBLIC_KEY_E },
    { "3052020101300506032b657004220420" K1 PUB_V2 A1 "00", 1, ASN_PARSE_E },
    { "3053020101300506032b657004220420" K1 PUB_V2 A1 "a000", 1,
      ASN_PARSE_E },
    /* SubjectPublicKeyInfo: X25519, Ed448, parameters, unused bits, 31
     * bytes, 33 with the 0x40 prefix or a trailing byte, no point, not
     * canonical, a byte after the BIT STRING, an OCTET STRING, empty, a
     * long-form length */
    { "302a300506032b656e032100" A1, 0, ASN_PARSE_E },
    { "302a300506032b6571032100" A1, 0, ASN_PARSE_E },
    { "302c300706032b65700500032100" A1, 0, ASN_PARSE_E },
    { "302a300506032b6570032101" A1, 0, ASN_EXPECT_0_E },
    { "3029300506032b6570032000" A31, 0, BAD_FUNC_ARG },
    { "302b300506032b657003220040" A1, 0, BAD_FUNC_ARG },
    { "302b300506032b6570032200" A1 "00", 0, BAD_FUNC_ARG },
    { "302a300506032b6570032100" A_NONE, 0, PUBLIC_KEY_E },
    { "302a300506032b6570032100" A_NONC, 0, PUBLIC_KEY_E },
    { "302b300506032b6570032100" A1 "00", 0, ASN_PARSE_E },
    { "302a300506032b6570042100" A1, 0, ASN_PARSE_E },
    { "3009300506032b65700300", 0, ASN_BITSTR_E },
    { "30812a300506032b6570032100" A1, 0, ASN_PARSE_E },
};

/* The refusals (test_eddsa_asn.h) around the table, on a key holding
 * RFC 8032's TEST 1 pair. */
static int test_malformed(void)
{
    static const char* const good[3] = {
        PRIV_V1 RFC_K, RFC_V2, SPKI RFC_A
    };
    static byte ref[BUF];
    int refSz = test_unhex(ref, BUF, PRIV_V2 T1_K PUB_V2 T1_A);

    return test_refusals(bad, TEST_COUNT(bad), good, ref, refSz, 16);
}

int ed25519_asn_test(void)
{
    static const test_plain_step plain[] = {
        test_rfc8410, test_rfc8032, test_openssl, test_malformed
    };
    static const test_rng_step withRng[] = { test_encode_api, test_roundtrip };

    return test_steps(plain, TEST_COUNT(plain), withRng, TEST_COUNT(withRng),
                      -150);
}

#endif /* HAVE_ED25519 */
