/* test_ed25519.c
 *
 * testwolfcrypt module for Ed25519 (wolfssl/wolfcrypt/ed25519.h).  Known
 * answers of RFC 8032: section 7.1 (TEST 1, 2, 3 and SHA(abc)), 7.2
 * (Ed25519ctx with the contexts "foo" and "bar") and 7.3 (Ed25519ph of
 * "abc", from the message and from its SHA-512), each through key
 * import, signing (the public key and the signature byte for byte) and
 * verification; then every vector with one bit of the signature, of the
 * message or of the public key flipped, or under another scheme or
 * context, must fail to verify.  Then the API's edges: sizes, NULLs,
 * missing key parts, S >= L, public keys that encode no point, a
 * mismatched key pair (on import of both parts, and of a public key into
 * a key with a seed), upstream's import size rules, exports, and random
 * keys signing and verifying.
 * ed25519_test() returns 0 on success or a negative number naming the
 * failing check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_ED25519

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha512.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include <stdio.h>
#include <string.h>

int ed25519_test(void);

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)

/* n bytes from 2n hex digits. */
static void unhex(byte* out, const char* hex, int n)
{
    int i;

    for (i = 0; i < n; i++) {
        unsigned int v;
        sscanf(hex + 2 * i, "%2x", &v);
        out[i] = (byte)v;
    }
}

typedef struct ed_vec {
    byte type;                  /* Ed25519, Ed25519ctx, Ed25519ph */
    const char* sk;
    const char* pk;
    const char* msg;            /* hex; NULL: SHA-512("abc") */
    const char* ctx;            /* hex context */
    const char* sig;
} ed_vec;

static const ed_vec vecs[] = {
    { (byte)Ed25519,
      "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
      "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
      "", "",
      "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555"
      "fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b" },
    { (byte)Ed25519,
      "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
      "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
      "72", "",
      "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da0"
      "85ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00" },
    { (byte)Ed25519,
      "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
      "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
      "af82", "",
      "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac1"
      "8ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a" },
    { (byte)Ed25519,
      "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
      "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
      NULL, "",
      "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b5890"
      "9351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704" },
    { (byte)Ed25519ctx,
      "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
      "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292",
      "f726936d19c800494e3fdaff20b276a8", "666f6f",
      "55a4cc2f70a54e04288c5f4cd1e45a7bb520b36292911876cada7323198dd87a8"
      "b36950b95130022907a7fb7c4e9b2d5f6cca685a587b4b21f4b888e4e7edb0d" },
    { (byte)Ed25519ctx,
      "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
      "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292",
      "f726936d19c800494e3fdaff20b276a8", "626172",
      "fc60d5872fc46b3aa69f8b5b4351d5808f92bcc044606db097abab6dbcb1aee32"
      "16c48e8b3b66431b5b186d1d28f8ee15a5ca2df6668346291c2043d4eb3e90d" },
    { (byte)Ed25519ph,
      "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
      "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
      "616263", "",
      "98a70222f0b8121aa9d30f813d683f809e462b469c7ff87639499bb94e6dae413"
      "1f85042463c2a355a2003d062adf5aaa10b8c61e636062aaad11c2a26083406" },
};

#define VEC_COUNT ((int)(sizeof(vecs) / sizeof(vecs[0])))

/* 1 when sig verifies for (msg, ctx) under type; 0 when it is refused
 * with SIG_VERIFY_E; -1 on anything else (a wrong code or res). */
static int verifies(const byte* sig, const byte* msg, word32 msgLen,
                    ed25519_key* key, byte type, const byte* ctx,
                    byte ctxLen)
{
    int res = -1;
    int ret = wc_ed25519_verify_msg_ex(sig, ED25519_SIG_SIZE, msg, msgLen,
                                       &res, key, type, ctx, ctxLen);

    if ((ret == 0) && (res == 1))
        return 1;
    if ((ret == SIG_VERIFY_E) && (res == 0))
        return 0;
    return -1;
}

static int test_vector(const ed_vec* v, int idx)
{
    ed25519_key key;
    byte sk[32], pk[32], out[32], sig[64], want[64], msg[64], ctx[8];
    byte raw[8], hash[WC_SHA512_DIGEST_SIZE];
    word32 rawLen = 0, msgLen, ctxLen = (word32)strlen(v->ctx) / 2, sz;
    int ret = 0, base = -1000 - 40 * idx;

    unhex(sk, v->sk, 32);
    unhex(pk, v->pk, 32);
    unhex(want, v->sig, 64);
    unhex(ctx, v->ctx, (int)ctxLen);
    if (v->msg == NULL) {
        if (wc_Sha512Hash((const byte*)"abc", 3, msg) != 0)
            return base;
        msgLen = WC_SHA512_DIGEST_SIZE;
    }
    else {
        msgLen = (word32)strlen(v->msg) / 2;
        unhex(msg, v->msg, (int)msgLen);
    }
    if (v->type == (byte)Ed25519ph) {
        /* the _ex functions take Ed25519ph's prehash, SHA-512(M) */
        rawLen = msgLen;
        memcpy(raw, msg, rawLen);
        if (wc_Sha512Hash(raw, rawLen, msg) != 0)
            return base;
        msgLen = WC_SHA512_DIGEST_SIZE;
    }
    wc_ed25519_init(&key);
    CHECK(wc_ed25519_import_private_only(sk, 32, &key) == 0, base - 1);
    CHECK(wc_ed25519_make_public(&key, out, 32) == 0, base - 2);
    CHECK(memcmp(out, pk, 32) == 0, base - 3);
    CHECK(wc_ed25519_import_private_key(sk, 32, pk, 32, &key) == 0,
          base - 4);
    sz = sizeof(sig);
    CHECK(wc_ed25519_sign_msg_ex(msg, msgLen, sig, &sz, &key, v->type, ctx,
                                 (byte)ctxLen) == 0, base - 5);
    CHECK((sz == 64) && (memcmp(sig, want, 64) == 0), base - 6);
    CHECK(verifies(sig, msg, msgLen, &key, v->type, ctx, (byte)ctxLen) == 1,
          base - 7);
    if (v->type == (byte)Ed25519ph) {
        /* the same from the message itself, and from the hash */
        sz = sizeof(sig);
        CHECK(wc_ed25519ph_sign_msg(raw, rawLen, sig, &sz, &key, ctx,
                                    (byte)ctxLen) == 0, base - 8);
        CHECK(memcmp(sig, want, 64) == 0, base - 9);
        sz = sizeof(sig);
        CHECK(wc_ed25519ph_sign_hash(msg, msgLen, sig, &sz, &key, ctx,
                                     (byte)ctxLen) == 0, base - 10);
        CHECK(memcmp(sig, want, 64) == 0, base - 11);
        ret = -1;
        CHECK(wc_ed25519ph_verify_msg(sig, 64, raw, rawLen, &ret, &key, ctx,
                                      (byte)ctxLen) == 0 && ret == 1,
              base - 12);
        ret = -1;
        CHECK(wc_ed25519ph_verify_hash(sig, 64, msg, msgLen, &ret, &key, ctx,
                                       (byte)ctxLen) == 0 && ret == 1,
              base - 19);
        ret = 0;
    }
    /* altered signatures, messages, schemes and contexts fail */
    sig[0] ^= 1;                                        /* R */
    CHECK(verifies(sig, msg, msgLen, &key, v->type, ctx, (byte)ctxLen) == 0,
          base - 20);
    sig[0] ^= 1;
    sig[40] ^= 0x10;                                    /* S */
    CHECK(verifies(sig, msg, msgLen, &key, v->type, ctx, (byte)ctxLen) == 0,
          base - 13);
    sig[40] ^= 0x10;
    if (msgLen > 0) {
        msg[msgLen - 1] ^= 0x80;
        CHECK(verifies(sig, msg, msgLen, &key, v->type, ctx,
                       (byte)ctxLen) == 0, base - 14);
        msg[msgLen - 1] ^= 0x80;
    }
    /* under another scheme (Ed25519ctx's as Ed25519ph's over the hash of
     * its message, the others as Ed25519ctx's) */
    if (v->type == (byte)Ed25519ctx) {
        CHECK(wc_Sha512Hash(msg, msgLen, hash) == 0, base - 21);
        CHECK(verifies(sig, hash, sizeof(hash), &key, (byte)Ed25519ph, ctx,
                       (byte)ctxLen) == 0, base - 15);
    }
    else {
        CHECK(verifies(sig, msg, msgLen, &key, (byte)Ed25519ctx, ctx,
                       (byte)ctxLen) == 0, base - 15);
    }
    if (v->type != (byte)Ed25519) {
        ctx[0] = 'x';
        CHECK(verifies(sig, msg, msgLen, &key, v->type, ctx,
                       (byte)(ctxLen ? ctxLen : 1)) == 0, base - 16);
    }
    /* another public key (TEST 1's against the others) */
    wc_ed25519_free(&key);
    wc_ed25519_init(&key);
    unhex(out, vecs[idx == 0 ? 1 : 0].pk, 32);
    CHECK(wc_ed25519_import_public(out, 32, &key) == 0, base - 17);
    unhex(ctx, v->ctx, (int)ctxLen);
    CHECK(verifies(sig, msg, msgLen, &key, v->type, ctx, (byte)ctxLen) == 0,
          base - 18);
out:
    wc_ed25519_free(&key);
    return ret;
}

/* S = L and S = L + (S of TEST 1) must fail; the group order L. */
static const char l_hex[] =
    "edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010";

static int test_api(WC_RNG* rng)
{
    ed25519_key a, b;
    byte sig[64], msg[100], out[64], pub[32], priv[64];
    word32 sz, sz2;
    int ret = 0, res, i;

    wc_ed25519_init(&a);
    wc_ed25519_init(&b);
    CHECK(wc_ed25519_init(NULL) == BAD_FUNC_ARG, -300);
    CHECK(wc_ed25519_size(&a) == 32 && wc_ed25519_sig_size(&a) == 64 &&
          wc_ed25519_pub_size(&a) == 32 && wc_ed25519_priv_size(&a) == 64,
          -301);
    CHECK(wc_ed25519_size(NULL) == BAD_FUNC_ARG, -302);
    CHECK(wc_ed25519_make_key(rng, 31, &a) == BAD_FUNC_ARG, -303);
    CHECK(wc_ed25519_make_key(NULL, 32, &a) == BAD_FUNC_ARG, -304);
    /* no key yet */
    sz = sizeof(sig);
    CHECK(wc_ed25519_sign_msg(msg, 10, sig, &sz, &a) == BAD_FUNC_ARG, -305);
    CHECK(wc_ed25519_verify_msg(sig, 64, msg, 10, &res, &a) ==
          BAD_FUNC_ARG && res == 0, -306);
    sz = sizeof(pub);
    CHECK(wc_ed25519_export_public(&a, pub, &sz) == BAD_FUNC_ARG, -307);
    CHECK(wc_ed25519_check_key(&a) == PUBLIC_KEY_E, -308);
    for (i = 0; i < (int)sizeof(msg); i++)
        msg[i] = (byte)(i * 7 + 1);
    /* random keys, every message length 0..99 for one of them */
    for (i = 0; i < 4; i++) {
        CHECK(wc_ed25519_make_key(rng, 32, &a) == 0, -309);
        CHECK(wc_ed25519_check_key(&a) == 0, -310);
        sz = sizeof(sig);
        CHECK(wc_ed25519_sign_msg(msg, 33 * (word32)i, sig, &sz, &a) == 0,
              -311);
        CHECK(verifies(sig, msg, 33 * (word32)i, &a, (byte)Ed25519, NULL,
                       0) == 1, -312);
    }
    for (i = 0; i <= (int)sizeof(msg); i += 11) {
        sz = sizeof(sig);
        CHECK(wc_ed25519ctx_sign_msg(msg, (word32)i, sig, &sz, &a, msg,
                                     (byte)(i % 7)) == 0, -313);
        CHECK(verifies(sig, msg, (word32)i, &a, (byte)Ed25519ctx, msg,
                       (byte)(i % 7)) == 1, -314);
        CHECK(verifies(sig, msg, (word32)i, &a, (byte)Ed25519ctx, msg,
                       (byte)(i % 7 + 1)) == 0, -315);
    }
    /* sizes and arguments */
    sz = 63;
    CHECK(wc_ed25519_sign_msg(msg, 10, sig, &sz, &a) == BUFFER_E && sz == 64,
          -316);
    sz = sizeof(sig);
    CHECK(wc_ed25519_sign_msg(NULL, 10, sig, &sz, &a) == BAD_FUNC_ARG, -317);
    CHECK(wc_ed25519_sign_msg(NULL, 0, sig, &sz, &a) == 0, -318);
    CHECK(wc_ed25519_sign_msg_ex(msg, 1, sig, &sz, &a, (byte)Ed25519, msg,
                                 3) == BAD_FUNC_ARG, -319);
    CHECK(wc_ed25519_sign_msg_ex(msg, 1, sig, &sz, &a, 7, NULL, 0) ==
          BAD_FUNC_ARG, -320);
    CHECK(wc_ed25519ctx_sign_msg(msg, 1, sig, &sz, &a, NULL, 3) ==
          BAD_FUNC_ARG, -321);
    CHECK(wc_ed25519ph_sign_hash(msg, 63, sig, &sz, &a, NULL, 0) ==
          BAD_FUNC_ARG, -322);
    CHECK(wc_ed25519_verify_msg(sig, 63, msg, 0, &res, &a) == BAD_FUNC_ARG,
          -323);
    CHECK(wc_ed25519_verify_msg(sig, 64, NULL, 5, &res, &a) == BAD_FUNC_ARG,
          -324);
    /* S >= L: refused however the rest looks */
    sz = sizeof(sig);
    CHECK(wc_ed25519_sign_msg(msg, 10, sig, &sz, &a) == 0, -325);
    unhex(sig + 32, l_hex, 32);
    CHECK(verifies(sig, msg, 10, &a, (byte)Ed25519, NULL, 0) == 0, -326);
    memset(sig + 32, 0xff, 32);
    CHECK(verifies(sig, msg, 10, &a, (byte)Ed25519, NULL, 0) == 0, -327);
    /* exports, import of the pair, a mismatched pair */
    sz = 31;
    CHECK(wc_ed25519_export_public(&a, pub, &sz) == BUFFER_E && sz == 32,
          -328);
    sz = sizeof(priv);
    sz2 = sizeof(pub);
    CHECK(wc_ed25519_export_key(&a, priv, &sz, pub, &sz2) == 0 && sz == 64 &&
          sz2 == 32 && memcmp(priv + 32, pub, 32) == 0, -329);
    CHECK(wc_ed25519_import_private_key(priv, 64, NULL, 0, &b) == 0, -330);
    sz = sizeof(out);
    CHECK(wc_ed25519_export_private_only(&b, out, &sz) == 0 && sz == 32 &&
          memcmp(out, priv, 32) == 0, -331);
    /* upstream's size rules: seed || public key with the public key again,
     * no public key with a size */
    CHECK(wc_ed25519_import_private_key(priv, 64, pub, 32, &b) == 0, -351);
    CHECK(wc_ed25519_import_private_key(priv, 64, NULL, 32, &b) ==
          BAD_FUNC_ARG, -352);
    /* another public key into a key with the seed: refused (upstream's
     * check), the key unchanged; taken when trusted */
    CHECK(wc_ed25519_import_private_key(priv, 32, pub, 32, &b) == 0, -353);
    CHECK(wc_ed25519_export_public(&a, out, &sz) == 0, -354);
    out[0] = 1;
    memset(out + 1, 0, 31);                             /* the neutral */
    CHECK(wc_ed25519_import_public(out, 32, &b) == PUBLIC_KEY_E, -355);
    CHECK(wc_ed25519_check_key(&b) == 0, -356);
    CHECK(wc_ed25519_import_public_ex(out, 32, &b, 1) == 0, -357);
    CHECK(wc_ed25519_check_key(&b) == PUBLIC_KEY_E, -358);
    pub[0] ^= 1;
    wc_ed25519_free(&b);
    wc_ed25519_init(&b);
    ret = wc_ed25519_import_private_key(priv, 32, pub, 32, &b);
    CHECK(ret == PUBLIC_KEY_E || ret == BAD_FUNC_ARG, -332);
    ret = 0;
    CHECK(wc_ed25519_import_private_key_ex(priv, 32, pub, 32, &b, 1) == 0,
          -333);
    CHECK(wc_ed25519_check_key(&b) != 0, -334);
    /* public keys: y >= p, no x for y, x = 0 with the sign bit, wrong
     * lengths; 0x40 || key accepted */
    memset(pub, 0xff, 32);
    pub[31] = 0x7f;                                     /* y = 2^255 - 1 */
    CHECK(wc_ed25519_import_public(pub, 32, &b) == PUBLIC_KEY_E, -335);
    memset(pub, 0, 32);
    pub[0] = 2;                                         /* y = 2: no x */
    CHECK(wc_ed25519_import_public(pub, 32, &b) == PUBLIC_KEY_E, -336);
    /* taken as trusted, it fails verification and the key check */
    wc_ed25519_free(&b);
    wc_ed25519_init(&b);
    CHECK(wc_ed25519_import_public_ex(pub, 32, &b, 1) == 0, -348);
    res = 1;
    CHECK(wc_ed25519_verify_msg(sig, 64, msg, 10, &res, &b) ==
          PUBLIC_KEY_E && res == 0, -349);
    CHECK(wc_ed25519_check_key(&b) == PUBLIC_KEY_E, -350);
    wc_ed25519_free(&b);
    wc_ed25519_init(&b);
    pub[0] = 1;
    pub[31] = 0x80;                                     /* y = 1, x = -0 */
    CHECK(wc_ed25519_import_public(pub, 32, &b) == PUBLIC_KEY_E, -337);
    pub[31] = 0;                                        /* the neutral */
    CHECK(wc_ed25519_import_public(pub, 32, &b) == 0, -338);
    CHECK(wc_ed25519_import_public(pub, 31, &b) == BAD_FUNC_ARG, -339);
    sz = sizeof(out);
    CHECK(wc_ed25519_export_public(&a, out + 1, &sz) == 0, -340);
    out[0] = 0x40;
    CHECK(wc_ed25519_import_public(out, 33, &b) == 0, -341);
    sz = sizeof(sig);
    CHECK(wc_ed25519_sign_msg(msg, 10, sig, &sz, &a) == 0, -342);
    CHECK(verifies(sig, msg, 10, &b, (byte)Ed25519, NULL, 0) == 1, -343);
    /* the _ex functions take Ed25519ph's 64-byte prehash, nothing else */
    sz = sizeof(sig);
    CHECK(wc_ed25519_sign_msg_ex(msg, 10, sig, &sz, &a, (byte)Ed25519ph,
                                 NULL, 0) == BAD_FUNC_ARG, -344);
    res = 1;
    CHECK(wc_ed25519_verify_msg_ex(sig, 64, msg, 10, &res, &b,
                                   (byte)Ed25519ph, NULL, 0) == BAD_FUNC_ARG &&
          res == 0, -345);
    sz = sizeof(sig);
    CHECK(wc_ed25519ph_sign_msg(NULL, 1, sig, &sz, &a, NULL, 0) ==
          BAD_FUNC_ARG, -346);
    CHECK(wc_ed25519ph_sign_hash(NULL, 64, sig, &sz, &a, NULL, 0) ==
          BAD_FUNC_ARG, -347);
out:
    wc_ed25519_free(&a);
    wc_ed25519_free(&b);
    return ret;
}

int ed25519_test(void)
{
    WC_RNG rng;
    int ret = 0, i;

    for (i = 0; (ret == 0) && (i < VEC_COUNT); i++)
        ret = test_vector(&vecs[i], i);
    if (ret == 0) {
        if (wc_InitRng(&rng) != 0)
            return -400;
        ret = test_api(&rng);
        wc_FreeRng(&rng);
    }
    return ret;
}

#endif /* HAVE_ED25519 */
