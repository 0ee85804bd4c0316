/* test_eddsa_asn.h
 *
 * The parts of the testwolfcrypt modules for the Ed25519 and Ed448 key
 * codecs of RFC 8410 (test_ed25519_asn.c, test_ed448_asn.c) that do not
 * depend on the curve: the helpers, a key pair in another
 * implementation's PEM, the encoders' size queries and short buffers,
 * random keys through DER and PEM, and the refusals
 * around a curve's table of malformed encodings (every truncation, the
 * key left alone, the wrong decoder, NULLs, offsets, every bit of a good
 * encoding changed, a decoding replacing what the key held).  The
 * including file defines, before including this header:
 *   EDA_KEY          the key type (ed25519_key)
 *   EDA(f)           the raw API (wc_ed25519_##f)
 *   EDA_ASN(f)       the codecs (wc_Ed25519##f)
 *   EDA_KS, EDA_SIG  key and signature sizes
 *   EDA_SIGN(m, mLen, sig, sigSz, key)  a pure signature without context
 *   EDA_VERIFY(sig, m, mLen, res, key)  its verification
 *   EDA_PRIV_DER, EDA_PAIR_DER, EDA_SPKI_DER  the DER sizes of the seed
 *                    alone (version 0), of both parts (version 1) and of
 *                    the SubjectPublicKeyInfo
 * and includes <string.h>, the curve's header, asn_public.h and test.h.
 * Everything here is static; each function returns 0 or a negative
 * number naming the failed check, as the modules do.
 */
#ifndef WOLFCRYPT_TEST_EDDSA_ASN_H
#define WOLFCRYPT_TEST_EDDSA_ASN_H

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)
#define BUF 512

/* Buffers of one test, off the stack. */
typedef struct {
    byte der[BUF], want[BUF], out[BUF], pem[BUF * 2];
} t_bufs;
static t_bufs tb;

/* 1 when key holds exactly seed k (NULL: no private part) and public key
 * a (for a private key: the one the key holds or, without one, makes). */
static int key_is(EDA_KEY* key, const byte* k, const byte* a)
{
    byte k2[EDA_KS], a2[EDA_KS];
    word32 kSz = EDA_KS, aSz = EDA_KS;
    int rk, ra;

    rk = EDA(export_private_only)(key, k2, &kSz);
    if (k == NULL)
        return (rk == BAD_FUNC_ARG) &&
               (EDA(export_public)(key, a2, &aSz) == 0) &&
               (memcmp(a2, a, EDA_KS) == 0);
    ra = key->pubKeySet ? EDA(export_public)(key, a2, &aSz) :
                          EDA(make_public)(key, a2, EDA_KS);
    return (rk == 0) && (ra == 0) && (memcmp(k2, k, EDA_KS) == 0) &&
           (memcmp(a2, a, EDA_KS) == 0);
}

/* Decode the whole of der[0..n) with the private (isPriv) or the public
 * decoder into key; 0 when it read all of it. */
static int decode_all(EDA_KEY* key, const byte* der, int n, int isPriv)
{
    word32 idx = 0;
    int r;

    r = isPriv ? EDA_ASN(PrivateKeyDecode)(der, &idx, key, (word32)n) :
                 EDA_ASN(PublicKeyDecode)(der, &idx, key, (word32)n);
    if ((r == 0) && (idx != (word32)n))
        r = -1;
    return r;
}

/* A key pair in PEM from another implementation (OpenSSL): each file to
 * DER, which must be privDer / pubDer (hex: RFC 8410's framing of the
 * seed k and the public key a, hex), decoded to exactly k and a, and
 * written back by our encoders to the same DER and PEM. */
static int test_pem_pair(const char* privPem, const char* pubPem,
                         const char* privDer, const char* pubDer,
                         const char* kHex, const char* aHex)
{
    EDA_KEY key;
    byte k[EDA_KS], a[EDA_KS];
    int ret = 0, n;

    EDA(init)(&key);
    test_unhex(k, EDA_KS, kHex);
    test_unhex(a, EDA_KS, aHex);
    n = wc_KeyPemToDer((const byte*)privPem, (int)strlen(privPem), tb.der,
                       BUF, NULL);
    CHECK(n == EDA_PRIV_DER, -60);
    CHECK((test_unhex(tb.want, BUF, privDer) == n) &&
          (memcmp(tb.der, tb.want, (size_t)n) == 0), -61);
    CHECK(decode_all(&key, tb.der, n, 1) == 0, -62);
    CHECK(key_is(&key, k, a), -63);
    CHECK(EDA_ASN(PrivateKeyToDer)(&key, tb.out, BUF) == n, -64);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -65);
    CHECK(test_pem_is(tb.out, n, PKCS8_PRIVATEKEY_TYPE, privPem) == 0, -66);

    n = wc_PubKeyPemToDer((const byte*)pubPem, (int)strlen(pubPem), tb.der,
                          BUF);
    CHECK(n == EDA_SPKI_DER, -67);
    CHECK((test_unhex(tb.want, BUF, pubDer) == n) &&
          (memcmp(tb.der, tb.want, (size_t)n) == 0), -68);
    CHECK(decode_all(&key, tb.der, n, 0) == 0, -69);
    CHECK(key_is(&key, NULL, a), -70);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, tb.out, BUF, 1) == n, -71);
    CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -72);
    CHECK(test_pem_is(tb.out, n, PUBLICKEY_TYPE, pubPem) == 0, -73);
out:
    EDA(free)(&key);
    return ret;
}

/* Size queries, short buffers, NULL and empty keys, one-part keys. */
static int test_encode_api(WC_RNG* rng)
{
    EDA_KEY key;
    byte k[EDA_KS], a[EDA_KS];
    word32 kSz = EDA_KS, aSz = EDA_KS;
    int ret = 0;

    EDA(init)(&key);
    CHECK(EDA_ASN(PrivateKeyToDer)(NULL, tb.out, BUF) == BAD_FUNC_ARG, -80);
    CHECK(EDA_ASN(PublicKeyToDer)(NULL, tb.out, BUF, 1) == BAD_FUNC_ARG,
          -81);
    CHECK(EDA_ASN(KeyToDer)(NULL, tb.out, BUF) == BAD_FUNC_ARG, -82);
    /* an empty key has nothing to write, even for a size query */
    CHECK(EDA_ASN(PrivateKeyToDer)(&key, NULL, 0) == BAD_FUNC_ARG, -83);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, NULL, 0, 1) == BAD_FUNC_ARG, -84);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, NULL, 0, 0) == BAD_FUNC_ARG, -85);
    CHECK(EDA_ASN(KeyToDer)(&key, tb.out, BUF) == BAD_FUNC_ARG, -86);

    CHECK(EDA(make_key)(rng, EDA_KS, &key) == 0, -87);
    CHECK(EDA_ASN(PrivateKeyToDer)(&key, NULL, 0) == EDA_PRIV_DER, -88);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, NULL, 0, 1) == EDA_SPKI_DER, -89);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, NULL, 0, 0) == EDA_KS, -90);
    CHECK(EDA_ASN(KeyToDer)(&key, NULL, 0) == EDA_PAIR_DER, -91);
    CHECK(EDA_ASN(PrivateKeyToDer)(&key, tb.out, EDA_PRIV_DER - 1) ==
          BUFFER_E, -92);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, tb.out, EDA_SPKI_DER - 1, 1) ==
          BUFFER_E, -93);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, tb.out, EDA_KS - 1, 0) == BUFFER_E,
          -94);
    CHECK(EDA_ASN(KeyToDer)(&key, tb.out, EDA_PAIR_DER - 1) == BUFFER_E,
          -95);
    CHECK(EDA_ASN(PrivateKeyToDer)(&key, tb.out, EDA_PRIV_DER) ==
          EDA_PRIV_DER, -96);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, tb.out, EDA_SPKI_DER, 1) ==
          EDA_SPKI_DER, -97);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, tb.out, EDA_KS, 0) == EDA_KS, -98);
    CHECK(EDA_ASN(KeyToDer)(&key, tb.out, EDA_PAIR_DER) == EDA_PAIR_DER,
          -99);
    CHECK((EDA(export_private_only)(&key, k, &kSz) == 0) &&
          (EDA(export_public)(&key, a, &aSz) == 0), -100);

    /* the seed alone: every encoder, the public key made for it and not
     * kept */
    EDA(free)(&key);
    CHECK(EDA(import_private_only)(k, EDA_KS, &key) == 0, -101);
    CHECK(EDA_ASN(KeyToDer)(&key, NULL, 0) == EDA_PAIR_DER, -102);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, tb.out, BUF, 0) == EDA_KS, -103);
    CHECK((memcmp(tb.out, a, EDA_KS) == 0) && !key.pubKeySet, -104);
    /* the public key alone: no private key to write */
    EDA(free)(&key);
    CHECK(EDA(import_public)(a, EDA_KS, &key) == 0, -105);
    CHECK(EDA_ASN(PrivateKeyToDer)(&key, NULL, 0) == BAD_FUNC_ARG, -106);
    CHECK(EDA_ASN(KeyToDer)(&key, NULL, 0) == BAD_FUNC_ARG, -107);
    CHECK(EDA_ASN(PublicKeyToDer)(&key, NULL, 0, 1) == EDA_SPKI_DER, -108);
out:
    EDA(free)(&key);
    return ret;
}

/* Random keys through each encoder and decoder, in DER and in PEM; the
 * decoded private key signs as the original does. */
static int test_roundtrip(WC_RNG* rng)
{
    static const byte msg[] = "RFC 8410";
    EDA_KEY a, b;
    byte k[EDA_KS], pub[EDA_KS], sig1[EDA_SIG], sig2[EDA_SIG];
    word32 kSz, aSz, s1 = EDA_SIG, s2 = EDA_SIG;
    int ret = 0, i, n, len, res = 0;

    EDA(init)(&a);
    EDA(init)(&b);
    for (i = 0; i < 8; i++) {
        kSz = EDA_KS;
        aSz = EDA_KS;
        CHECK(EDA(make_key)(rng, EDA_KS, &a) == 0, -110);
        CHECK((EDA(export_private_only)(&a, k, &kSz) == 0) &&
              (EDA(export_public)(&a, pub, &aSz) == 0), -111);
        CHECK(EDA_SIGN(msg, sizeof(msg), sig1, &s1, &a) == 0, -112);
        /* both parts, PEM "PRIVATE KEY" */
        n = EDA_ASN(KeyToDer)(&a, tb.der, BUF);
        CHECK(n == EDA_PAIR_DER, -113);
        len = wc_DerToPem(tb.der, (word32)n, tb.pem, sizeof(tb.pem),
                          PKCS8_PRIVATEKEY_TYPE);
        CHECK(len > 0, -114);
        CHECK(wc_KeyPemToDer(tb.pem, len, tb.out, BUF, NULL) == n, -115);
        CHECK(memcmp(tb.out, tb.der, (size_t)n) == 0, -116);
        CHECK(decode_all(&b, tb.out, n, 1) == 0, -117);
        CHECK(b.pubKeySet && key_is(&b, k, pub), -118);
        /* the seed alone */
        n = EDA_ASN(PrivateKeyToDer)(&a, tb.der, BUF);
        CHECK(n == EDA_PRIV_DER, -119);
        CHECK(decode_all(&b, tb.der, n, 1) == 0, -120);
        CHECK(!b.pubKeySet && key_is(&b, k, pub), -121);
        CHECK(EDA_SIGN(msg, sizeof(msg), sig2, &s2, &b) == 0, -122);
        CHECK(memcmp(sig1, sig2, EDA_SIG) == 0, -123);
        /* the public key, PEM "PUBLIC KEY": verifies the signature */
        n = EDA_ASN(PublicKeyToDer)(&a, tb.der, BUF, 1);
        CHECK(n == EDA_SPKI_DER, -124);
        len = wc_DerToPem(tb.der, (word32)n, tb.pem, sizeof(tb.pem),
                          PUBLICKEY_TYPE);
        CHECK(wc_PubKeyPemToDer(tb.pem, len, tb.out, BUF) == n, -125);
        CHECK(decode_all(&b, tb.out, n, 0) == 0, -126);
        CHECK(key_is(&b, NULL, pub), -127);
        res = 0;
        CHECK((EDA_VERIFY(sig1, msg, sizeof(msg), &res, &b) == 0) &&
              (res == 1), -128);
    }
out:
    EDA(free)(&a);
    EDA(free)(&b);
    return ret;
}

/* The key the refusals are tried on, and the version 1 DER of what it
 * holds (which a refusal must leave). */
typedef struct {
    EDA_KEY*    key;
    const byte* ref;
    int         refSz;
} t_held;

/* test_der_try: the decoder for isPriv must return want and leave the
 * key (both parts) and the index alone. */
static int expect_bad(void* ctx, const byte* in, word32 n, int isPriv,
                      int want)
{
    t_held* h = (t_held*)ctx;
    word32 idx = 0;
    int r;

    r = isPriv ? EDA_ASN(PrivateKeyDecode)(in, &idx, h->key, n) :
                 EDA_ASN(PublicKeyDecode)(in, &idx, h->key, n);
    if (r != want)
        return 1;
    if (idx != 0)
        return 2;
    if ((EDA_ASN(KeyToDer)(h->key, tb.out, BUF) != h->refSz) ||
        (memcmp(tb.out, h->ref, (size_t)h->refSz) != 0) ||
        !h->key->pubKeySet)
        return 3;
    return 0;
}

/* A decoder's edges: the table bad and every truncation of good (the
 * seed alone, version 1, SubjectPublicKeyInfo: test_der_rejects) tried
 * on a key holding ref (a version 1 encoding, its seed at seedOff);
 * each good encoding whole; the wrong decoder; NULLs and the index at
 * the end; an offset with bytes after the key; every bit of ref changed
 * (a seed bit: PUBLIC_KEY_E, the seed's public key is another); a
 * decoding replacing what the key held. */
static int test_refusals(const test_bad_der* bad, int nBad,
                         const char* const* good, const byte* ref,
                         int refSz, int seedOff)
{
    EDA_KEY key;
    t_held held;
    word32 idx, n;
    int ret = 0, i, j, r;

    EDA(init)(&key);
    CHECK(decode_all(&key, ref, refSz, 1) == 0, -130);
    held.key = &key;
    held.ref = ref;
    held.refSz = refSz;
    ret = test_der_rejects(bad, nBad, good, 3, 2, expect_bad, &held);
    if (ret != 0)
        goto out;
    for (i = 0; i < 3; i++) {
        n = (word32)test_unhex(tb.der, BUF, good[i]);
        CHECK(decode_all(&key, tb.der, (int)n, i < 2) == 0, -131);
    }
    n = (word32)test_unhex(tb.der, BUF, good[2]);
    idx = 0;
    CHECK(EDA_ASN(PrivateKeyDecode)(tb.der, &idx, &key, n) == ASN_PARSE_E,
          -132);
    n = (word32)test_unhex(tb.der, BUF, good[0]);
    CHECK(EDA_ASN(PublicKeyDecode)(tb.der, &idx, &key, n) == ASN_PARSE_E,
          -133);
    CHECK(EDA_ASN(PrivateKeyDecode)(NULL, &idx, &key, n) == BAD_FUNC_ARG,
          -134);
    CHECK(EDA_ASN(PublicKeyDecode)(tb.der, NULL, &key, n) == BAD_FUNC_ARG,
          -135);
    CHECK(EDA_ASN(PrivateKeyDecode)(tb.der, &idx, NULL, n) == BAD_FUNC_ARG,
          -136);
    idx = n;
    CHECK(EDA_ASN(PrivateKeyDecode)(tb.der, &idx, &key, n) == BAD_FUNC_ARG,
          -137);
    memset(tb.out, 0xA5, 7);
    memcpy(tb.out + 7, tb.der, n);
    idx = 7;
    CHECK(EDA_ASN(PrivateKeyDecode)(tb.out, &idx, &key, n + 9) == 0, -138);
    CHECK(idx == 7 + n, -139);
    for (j = 0; j < refSz * 8; j++) {
        memcpy(tb.der, ref, (size_t)refSz);
        tb.der[j / 8] ^= (byte)(1 << (j % 8));
        idx = 0;
        r = EDA_ASN(PrivateKeyDecode)(tb.der, &idx, &key, (word32)refSz);
        if ((j / 8 >= seedOff) && (j / 8 < seedOff + EDA_KS))
            CHECK(r == PUBLIC_KEY_E, -4000 - j);
        else
            CHECK(r < 0, -3000 - j);
    }
    /* a public key decoded into a key with a private part wipes it; a
     * private key without publicKey into a key with another public key
     * drops it */
    CHECK(decode_all(&key, ref, refSz, 1) == 0, -140);
    n = (word32)test_unhex(tb.der, BUF, good[2]);
    CHECK(decode_all(&key, tb.der, (int)n, 0) == 0, -141);
    CHECK(EDA_ASN(PrivateKeyToDer)(&key, tb.out, BUF) == BAD_FUNC_ARG,
          -142);
    n = (word32)test_unhex(tb.der, BUF, good[0]);
    CHECK(decode_all(&key, tb.der, (int)n, 1) == 0, -143);
    CHECK(!key.pubKeySet, -144);
out:
    EDA(free)(&key);
    return ret;
}

#endif /* WOLFCRYPT_TEST_EDDSA_ASN_H */
