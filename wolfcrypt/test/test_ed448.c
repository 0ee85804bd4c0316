/* test_ed448.c
 *
 * testwolfcrypt module for Ed448 and Ed448ph (wolfssl/wolfcrypt/ed448.h).
 * Known answers of RFC 8032: every Ed448 vector of section 7.4 (the
 * blank message through the 1023-octet one, and the 1-octet message with
 * the context "foo") and both Ed448ph vectors of section 7.5 (without and
 * with a context), each through key import, public key derivation,
 * signing (the signature byte for byte) and verification; then every
 * vector with one bit of R, of S, of the message or of the context
 * changed, under the other scheme, or under another public key, must be
 * refused with SIG_VERIFY_E.  Then the API's edges with their exact
 * codes: sizes, NULLs, unknown types, prehash lengths, contexts of 0 to
 * 255 bytes, missing key parts, S >= L, public keys that encode no point
 * (y >= p, y with no x, x = 0 with the sign bit), mismatched pairs,
 * trusted imports, exports and their size queries, and the key wiped by
 * wc_ed448_free.  ed448_test() returns 0 on success or a negative number
 * naming the failing check, and prints nothing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef HAVE_ED448

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/ed448.h>
#include <string.h>
#include "wolfcrypt/test/test.h"

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)
#define KS  ED448_KEY_SIZE
#define SIG ED448_SIG_SIZE
#define PH  ED448_PREHASH_SIZE

typedef struct ed_vec {
    byte type;                  /* Ed448, Ed448ph */
    const char* sk;
    const char* pk;
    const char* msg;            /* hex (for Ed448ph: the message M) */
    const char* ctx;            /* hex context */
    const char* sig;
} ed_vec;

/* RFC 8032 section 7.4 (Ed448) and 7.5 (Ed448ph). */
static const ed_vec vecs[] = {
    /* blank */
    { (byte)Ed448,
      "6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63c9960ef6e348a3"
      "528c8a3fcc2f044e39a3fc5b94492f8f032e7549a20098f95b",
      "5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80e96778"
      "edf124769b46c7061bd6783df1e50f6cd1fa1abeafe8256180",
      "",
      "",
      "533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d2074fd823d41a591f"
      "2b233f034f628281f2fd7a22ddd47d7828c59bd0a21bfd3980ff0d2028d4b18a"
      "9df63e006c5d1c2d345b925d8dc00b4104852db99ac5c7cdda8530a113a0f4db"
      "b61149f05a7363268c71d95808ff2e652600" },
    /* 1 octet */
    { (byte)Ed448,
      "c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463a"
      "fbea67c5e8d2877c5e3bc397a659949ef8021e954e0a12274e",
      "43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c086"
      "6aea01eb00742802b8438ea4cb82169c235160627b4c3a9480",
      "03",
      "",
      "26b8f91727bd62897af15e41eb43c377efb9c610d48f2335cb0bd0087810f435"
      "2541b143c4b981b7e18f62de8ccdf633fc1bf037ab7cd779805e0dbcc0aae1cb"
      "cee1afb2e027df36bc04dcecbf154336c19f0af7e0a6472905e799f1953d2a0f"
      "f3348ab21aa4adafd1d234441cf807c03a00" },
    /* 1 octet with context */
    { (byte)Ed448,
      "c4eab05d357007c632f3dbb48489924d552b08fe0c353a0d4a1f00acda2c463a"
      "fbea67c5e8d2877c5e3bc397a659949ef8021e954e0a12274e",
      "43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c086"
      "6aea01eb00742802b8438ea4cb82169c235160627b4c3a9480",
      "03",
      "666f6f",
      "d4f8f6131770dd46f40867d6fd5d5055de43541f8c5e35abbcd001b32a89f7d2"
      "151f7647f11d8ca2ae279fb842d607217fce6e042f6815ea000c85741de5c8da"
      "1144a6a1aba7f96de42505d7a7298524fda538fccbbb754f578c1cad10d54d0d"
      "5428407e85dcbc98a49155c13764e66c3c00" },
    /* 11 octets */
    { (byte)Ed448,
      "cd23d24f714274e744343237b93290f511f6425f98e64459ff203e8985083ffd"
      "f60500553abc0e05cd02184bdb89c4ccd67e187951267eb328",
      "dcea9e78f35a1bf3499a831b10b86c90aac01cd84b67a0109b55a36e9328b1e3"
      "65fce161d71ce7131a543ea4cb5f7e9f1d8b00696447001400",
      "0c3e544074ec63b0265e0c",
      "",
      "1f0a8888ce25e8d458a21130879b840a9089d999aaba039eaf3e3afa090a09d3"
      "89dba82c4ff2ae8ac5cdfb7c55e94d5d961a29fe0109941e00b8dbdeea6d3b05"
      "1068df7254c0cdc129cbe62db2dc957dbb47b51fd3f213fb8698f064774250a5"
      "028961c9bf8ffd973fe5d5c206492b140e00" },
    /* 12 octets */
    { (byte)Ed448,
      "258cdd4ada32ed9c9ff54e63756ae582fb8fab2ac721f2c8e676a72768513d93"
      "9f63dddb55609133f29adf86ec9929dccb52c1c5fd2ff7e21b",
      "3ba16da0c6f2cc1f30187740756f5e798d6bc5fc015d7c63cc9510ee3fd44adc"
      "24d8e968b6e46e6f94d19b945361726bd75e149ef09817f580",
      "64a65f3cdedcdd66811e2915",
      "",
      "7eeeab7c4e50fb799b418ee5e3197ff6bf15d43a14c34389b59dd1a7b1b85b4a"
      "e90438aca634bea45e3a2695f1270f07fdcdf7c62b8efeaf00b45c2c96ba457e"
      "b1a8bf075a3db28e5c24f6b923ed4ad747c3c9e03c7079efb87cb110d3a99861"
      "e72003cbae6d6b8b827e4e6c143064ff3c00" },
    /* 13 octets */
    { (byte)Ed448,
      "7ef4e84544236752fbb56b8f31a23a10e42814f5f55ca037cdcc11c64c9a3b29"
      "49c1bb60700314611732a6c2fea98eebc0266a11a93970100e",
      "b3da079b0aa493a5772029f0467baebee5a8112d9d3a22532361da294f7bb381"
      "5c5dc59e176b4d9f381ca0938e13c6c07b174be65dfa578e80",
      "64a65f3cdedcdd66811e2915e7",
      "",
      "6a12066f55331b6c22acd5d5bfc5d71228fbda80ae8dec26bdd306743c5027cb"
      "4890810c162c027468675ecf645a83176c0d7323a2ccde2d80efe5a1268e8aca"
      "1d6fbc194d3f77c44986eb4ab4177919ad8bec33eb47bbb5fc6e28196fd1caf5"
      "6b4e7e0ba5519234d047155ac727a1053100" },
    /* 64 octets */
    { (byte)Ed448,
      "d65df341ad13e008567688baedda8e9dcdc17dc024974ea5b4227b6530e339bf"
      "f21f99e68ca6968f3cca6dfe0fb9f4fab4fa135d5542ea3f01",
      "df9705f58edbab802c7f8363cfe5560ab1c6132c20a9f1dd163483a26f8ac53a"
      "39d6808bf4a1dfbd261b099bb03b3fb50906cb28bd8a081f00",
      "bd0f6a3747cd561bdddf4640a332461a4a30a12a434cd0bf40d766d9c6d458e5"
      "512204a30c17d1f50b5079631f64eb3112182da3005835461113718d1a5ef944",
      "",
      "554bc2480860b49eab8532d2a533b7d578ef473eeb58c98bb2d0e1ce488a98b1"
      "8dfde9b9b90775e67f47d4a1c3482058efc9f40d2ca033a0801b63d45b3b722e"
      "f552bad3b4ccb667da350192b61c508cf7b6b5adadc2c8d9a446ef003fb05cba"
      "5f30e88e36ec2703b349ca229c2670833900" },
    /* 256 octets */
    { (byte)Ed448,
      "2ec5fe3c17045abdb136a5e6a913e32ab75ae68b53d2fc149b77e504132d3756"
      "9b7e766ba74a19bd6162343a21c8590aa9cebca9014c636df5",
      "79756f014dcfe2079f5dd9e718be4171e2ef2486a08f25186f6bff43a9936b9b"
      "fe12402b08ae65798a3d81e22e9ec80e7690862ef3d4ed3a00",
      "15777532b0bdd0d1389f636c5f6b9ba734c90af572877e2d272dd078aa1e567c"
      "fa80e12928bb542330e8409f3174504107ecd5efac61ae7504dabe2a602ede89"
      "e5cca6257a7c77e27a702b3ae39fc769fc54f2395ae6a1178cab4738e543072f"
      "c1c177fe71e92e25bf03e4ecb72f47b64d0465aaea4c7fad372536c8ba516a60"
      "39c3c2a39f0e4d832be432dfa9a706a6e5c7e19f397964ca4258002f7c0541b5"
      "90316dbc5622b6b2a6fe7a4abffd96105eca76ea7b98816af0748c10df048ce0"
      "12d901015a51f189f3888145c03650aa23ce894c3bd889e030d565071c59f409"
      "a9981b51878fd6fc110624dcbcde0bf7a69ccce38fabdf86f3bef6044819de11",
      "",
      "c650ddbb0601c19ca11439e1640dd931f43c518ea5bea70d3dcde5f4191fe53f"
      "00cf966546b72bcc7d58be2b9badef28743954e3a44a23f880e8d4f1cfce2d7a"
      "61452d26da05896f0a50da66a239a8a188b6d825b3305ad77b73fbac0836ecc6"
      "0987fd08527c1a8e80d5823e65cafe2a3d00" },
    /* 1023 octets */
    { (byte)Ed448,
      "872d093780f5d3730df7c212664b37b8a0f24f56810daa8382cd4fa3f77634ec"
      "44dc54f1c2ed9bea86fafb7632d8be199ea165f5ad55dd9ce8",
      "a81b2e8a70a5ac94ffdbcc9badfc3feb0801f258578bb114ad44ece1ec0e799d"
      "a08effb81c5d685c0c56f64eecaef8cdf11cc38737838cf400",
      "6ddf802e1aae4986935f7f981ba3f0351d6273c0a0c22c9c0e8339168e675412"
      "a3debfaf435ed651558007db4384b650fcc07e3b586a27a4f7a00ac8a6fec2cd"
      "86ae4bf1570c41e6a40c931db27b2faa15a8cedd52cff7362c4e6e23daec0fbc"
      "3a79b6806e316efcc7b68119bf46bc76a26067a53f296dafdbdc11c77f7777e9"
      "72660cf4b6a9b369a6665f02e0cc9b6edfad136b4fabe723d2813db3136cfde9"
      "b6d044322fee2947952e031b73ab5c603349b307bdc27bc6cb8b8bbd7bd32321"
      "9b8033a581b59eadebb09b3c4f3d2277d4f0343624acc817804728b25ab79717"
      "2b4c5c21a22f9c7839d64300232eb66e53f31c723fa37fe387c7d3e50bdf9813"
      "a30e5bb12cf4cd930c40cfb4e1fc622592a49588794494d56d24ea4b40c89fc0"
      "596cc9ebb961c8cb10adde976a5d602b1c3f85b9b9a001ed3c6a4d3b1437f520"
      "96cd1956d042a597d561a596ecd3d1735a8d570ea0ec27225a2c4aaff26306d1"
      "526c1af3ca6d9cf5a2c98f47e1c46db9a33234cfd4d81f2c98538a09ebe76998"
      "d0d8fd25997c7d255c6d66ece6fa56f11144950f027795e653008f4bd7ca2dee"
      "85d8e90f3dc315130ce2a00375a318c7c3d97be2c8ce5b6db41a6254ff264fa6"
      "155baee3b0773c0f497c573f19bb4f4240281f0b1f4f7be857a4e59d416c06b4"
      "c50fa09e1810ddc6b1467baeac5a3668d11b6ecaa901440016f389f80acc4db9"
      "77025e7f5924388c7e340a732e554440e76570f8dd71b7d640b3450d1fd5f041"
      "0a18f9a3494f707c717b79b4bf75c98400b096b21653b5d217cf3565c9597456"
      "f70703497a078763829bc01bb1cbc8fa04eadc9a6e3f6699587a9e75c94e5bab"
      "0036e0b2e711392cff0047d0d6b05bd2a588bc109718954259f1d86678a579a3"
      "120f19cfb2963f177aeb70f2d4844826262e51b80271272068ef5b3856fa8535"
      "aa2a88b2d41f2a0e2fda7624c2850272ac4a2f561f8f2f7a318bfd5caf969614"
      "9e4ac824ad3460538fdc25421beec2cc6818162d06bbed0c40a387192349db67"
      "a118bada6cd5ab0140ee273204f628aad1c135f770279a651e24d8c14d75a605"
      "9d76b96a6fd857def5e0b354b27ab937a5815d16b5fae407ff18222c6d1ed263"
      "be68c95f32d908bd895cd76207ae726487567f9a67dad79abec316f683b17f2d"
      "02bf07e0ac8b5bc6162cf94697b3c27cd1fea49b27f23ba2901871962506520c"
      "392da8b6ad0d99f7013fbc06c2c17a569500c8a7696481c1cd33e9b14e40b82e"
      "79a5f5db82571ba97bae3ad3e0479515bb0e2b0f3bfcd1fd33034efc6245eddd"
      "7ee2086ddae2600d8ca73e214e8c2b0bdb2b047c6a464a562ed77b73d2d841c4"
      "b34973551257713b753632efba348169abc90a68f42611a40126d7cb21b58695"
      "568186f7e569d2ff0f9e745d0487dd2eb997cafc5abf9dd102e62ff66cba87",
      "",
      "e301345a41a39a4d72fff8df69c98075a0cc082b802fc9b2b6bc503f926b65bd"
      "df7f4c8f1cb49f6396afc8a70abe6d8aef0db478d4c6b2970076c6a0484fe76d"
      "76b3a97625d79f1ce240e7c576750d295528286f719b413de9ada3e8eb78ed57"
      "3603ce30d8bb761785dc30dbc320869e1a00" },
    /* Ed448ph abc */
    { (byte)Ed448ph,
      "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42"
      "ef7822e0d5104127dc05d6dbefde69e3ab2cec7c867c6e2c49",
      "259b71c19f83ef77a7abd26524cbdb3161b590a48f7d17de3ee0ba9c52beb743"
      "c09428a131d6b1b57303d90d8132c276d5ed3d5d01c0f53880",
      "616263",
      "",
      "822f6901f7480f3d5f562c592994d9693602875614483256505600bbc281ae38"
      "1f54d6bce2ea911574932f52a4e6cadd78769375ec3ffd1b801a0d9b3f4030cd"
      "433964b6457ea39476511214f97469b57dd32dbc560a9a94d00bff07620464a3"
      "ad203df7dc7ce360c3cd3696d9d9fab90f00" },
    /* Ed448ph abc with context */
    { (byte)Ed448ph,
      "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42"
      "ef7822e0d5104127dc05d6dbefde69e3ab2cec7c867c6e2c49",
      "259b71c19f83ef77a7abd26524cbdb3161b590a48f7d17de3ee0ba9c52beb743"
      "c09428a131d6b1b57303d90d8132c276d5ed3d5d01c0f53880",
      "616263",
      "666f6f",
      "c32299d46ec8ff02b54540982814dce9a05812f81962b649d528095916a2aa48"
      "1065b1580423ef927ecf0af5888f90da0f6a9a85ad5dc3f280d91224ba9911a3"
      "653d00e484e2ce232521481c8658df304bb7745a73514cdb9bf3e15784ab7128"
      "4f8d0704a608c54a6b62d97beb511d132100" },
};

#define VEC_COUNT TEST_COUNT(vecs)

/* The group order L, little endian. */
static const char l_hex[] =
    "f34458ab92c27823558fc58d72c26c219036d6ae49db4ec4e923ca7cffffffff"
    "ffffffffffffffffffffffffffffffffffffffffffffff3f00";

/* Messages of a vector, off the stack. */
static byte msgBuf[1024];

/* 1 when sig verifies for (msg, ctx) under type; 0 when it is refused
 * with SIG_VERIFY_E and *res = 0; -1 on anything else. */
static int verifies(const byte* sig, const byte* msg, word32 msgLen,
                    ed448_key* key, byte type, const byte* ctx, byte ctxLen)
{
    int res = -1;
    int ret = wc_ed448_verify_msg_ex(sig, SIG, msg, msgLen, &res, key, type,
                                     ctx, ctxLen);

    if ((ret == 0) && (res == 1))
        return 1;
    if ((ret == SIG_VERIFY_E) && (res == 0))
        return 0;
    return -1;
}

/* The Ed448ph forms of a 7.5 vector: from the message and from its
 * prehash ph, both signing as want and verifying. */
static int test_ph_forms(ed448_key* key, const byte* raw, word32 rawLen,
                         const byte* ph, const byte* ctx, byte ctxLen,
                         const byte* want, int base)
{
    byte sig[SIG];
    word32 sz = SIG;
    int ret = 0, res = 0;

    CHECK(wc_ed448ph_sign_msg(raw, rawLen, sig, &sz, key, ctx, ctxLen) == 0,
          base - 1);
    CHECK(memcmp(sig, want, SIG) == 0, base - 2);
    sz = SIG;
    CHECK(wc_ed448ph_sign_hash(ph, PH, sig, &sz, key, ctx, ctxLen) == 0,
          base - 3);
    CHECK(memcmp(sig, want, SIG) == 0, base - 4);
    CHECK((wc_ed448ph_verify_msg(sig, SIG, raw, rawLen, &res, key, ctx,
                                 ctxLen) == 0) && (res == 1), base - 5);
    res = 0;
    CHECK((wc_ed448ph_verify_hash(sig, SIG, ph, PH, &res, key, ctx,
                                  ctxLen) == 0) && (res == 1), base - 6);
out:
    return ret;
}

/* The pure Ed448 forms: wc_ed448_sign_msg / _verify_msg. */
static int test_pure_forms(ed448_key* key, const byte* m, word32 mLen,
                           const byte* ctx, byte ctxLen, const byte* want,
                           int base)
{
    byte sig[SIG];
    word32 sz = SIG;
    int ret = 0, res = 0;

    CHECK(wc_ed448_sign_msg(m, mLen, sig, &sz, key, ctx, ctxLen) == 0,
          base - 1);
    CHECK((sz == SIG) && (memcmp(sig, want, SIG) == 0), base - 2);
    CHECK((wc_ed448_verify_msg(sig, SIG, m, mLen, &res, key, ctx,
                               ctxLen) == 0) && (res == 1), base - 3);
out:
    return ret;
}

/* Altered copies of a good signature of (m, ctx) under type: refused. */
static int test_altered(ed448_key* key, byte* sig, byte* m, word32 mLen,
                        byte type, byte* ctx, byte ctxLen, int base)
{
    byte ph[PH], other = (byte)(type ^ 1);
    int ret = 0;

    sig[0] ^= 1;                                        /* R */
    CHECK(verifies(sig, m, mLen, key, type, ctx, ctxLen) == 0, base - 1);
    sig[0] ^= 1;
    sig[KS - 1] ^= 0x01;                    /* R's bit 448: not canonical */
    CHECK(verifies(sig, m, mLen, key, type, ctx, ctxLen) == 0, base - 2);
    sig[KS - 1] ^= 0x01;
    sig[KS + 5] ^= 0x10;                                /* S, still < L */
    CHECK(verifies(sig, m, mLen, key, type, ctx, ctxLen) == 0, base - 3);
    sig[KS + 5] ^= 0x10;
    if (mLen > 0) {
        m[mLen - 1] ^= 0x80;
        CHECK(verifies(sig, m, mLen, key, type, ctx, ctxLen) == 0, base - 4);
        m[mLen - 1] ^= 0x80;
    }
    /* under the other scheme: Ed448's as Ed448ph's over SHAKE256(M, 64),
     * Ed448ph's as Ed448's over the prehash */
    if (type == (byte)Ed448) {
        CHECK(wc_Shake256Hash(m, mLen, ph, PH) == 0, base - 5);
        CHECK(verifies(sig, ph, PH, key, other, ctx, ctxLen) == 0, base - 6);
    }
    else {
        CHECK(verifies(sig, m, mLen, key, other, ctx, ctxLen) == 0,
              base - 6);
    }
    /* another context: one bit changed, or one byte more or less */
    if (ctxLen > 0) {
        ctx[0] ^= 1;
        CHECK(verifies(sig, m, mLen, key, type, ctx, ctxLen) == 0, base - 7);
        ctx[0] ^= 1;
        CHECK(verifies(sig, m, mLen, key, type, ctx,
                       (byte)(ctxLen - 1)) == 0, base - 8);
    }
    else {
        ctx[0] = 0;
        CHECK(verifies(sig, m, mLen, key, type, ctx, 1) == 0, base - 9);
    }
    /* the good one still verifies */
    CHECK(verifies(sig, m, mLen, key, type, ctx, ctxLen) == 1, base - 10);
out:
    return ret;
}

static int test_vector(const ed_vec* v, int idx)
{
    ed448_key key;
    byte sk[KS], pk[KS], out[KS], sig[SIG], want[SIG], ctx[8], ph[PH];
    byte* m = msgBuf;               /* what the _ex functions take */
    word32 mLen, sz = SIG;
    int msgLen, ctxLen, ret = 0, base = -1000 - 100 * idx;

    wc_ed448_init(&key);
    msgLen = test_unhex(msgBuf, (int)sizeof(msgBuf), v->msg);
    ctxLen = test_unhex(ctx, (int)sizeof(ctx), v->ctx);
    CHECK((test_unhex(sk, KS, v->sk) == KS) &&
          (test_unhex(pk, KS, v->pk) == KS) &&
          (test_unhex(want, SIG, v->sig) == SIG) && (msgLen >= 0) &&
          (ctxLen >= 0), base);
    mLen = (word32)msgLen;
    if (v->type == (byte)Ed448ph) {
        /* the _ex functions take Ed448ph's prehash, SHAKE256(M, 64) */
        CHECK(wc_Shake256Hash(msgBuf, mLen, ph, PH) == 0, base - 1);
        m = ph;
        mLen = PH;
    }
    CHECK(wc_ed448_import_private_only(sk, KS, &key) == 0, base - 2);
    CHECK(wc_ed448_make_public(&key, out, KS) == 0, base - 3);
    CHECK(memcmp(out, pk, KS) == 0, base - 4);
    CHECK(wc_ed448_import_private_key(sk, KS, pk, KS, &key) == 0, base - 5);
    CHECK(wc_ed448_sign_msg_ex(m, mLen, sig, &sz, &key, v->type, ctx,
                               (byte)ctxLen) == 0, base - 6);
    CHECK((sz == SIG) && (memcmp(sig, want, SIG) == 0), base - 7);
    CHECK(verifies(sig, m, mLen, &key, v->type, ctx, (byte)ctxLen) == 1,
          base - 8);
    if (v->type == (byte)Ed448ph)
        ret = test_ph_forms(&key, msgBuf, (word32)msgLen, ph, ctx,
                            (byte)ctxLen, want, base - 10);
    else
        ret = test_pure_forms(&key, m, mLen, ctx, (byte)ctxLen, want,
                              base - 10);
    if (ret == 0)
        ret = test_altered(&key, sig, m, mLen, v->type, ctx, (byte)ctxLen,
                           base - 20);
    if (ret != 0)
        goto out;
    /* another public key (the blank vector's against the others) */
    wc_ed448_free(&key);
    wc_ed448_init(&key);
    CHECK(test_unhex(out, KS, vecs[idx == 0 ? 1 : 0].pk) == KS, base - 40);
    CHECK(wc_ed448_import_public(out, KS, &key) == 0, base - 41);
    CHECK(verifies(sig, m, mLen, &key, v->type, ctx, (byte)ctxLen) == 0,
          base - 42);
out:
    wc_ed448_free(&key);
    return ret;
}

static int test_rfc8032(void)
{
    int ret = 0, i;

    for (i = 0; (ret == 0) && (i < VEC_COUNT); i++)
        ret = test_vector(&vecs[i], i);
    return ret;
}

/* Sizes, NULLs and a key without parts. */
static int test_args(WC_RNG* rng)
{
    ed448_key a;
    byte sig[SIG], msg[16], pub[KS];
    word32 sz = SIG;
    int ret = 0, res = 1;

    memset(msg, 0x5a, sizeof(msg));
    wc_ed448_init(&a);
    CHECK(wc_ed448_init(NULL) == BAD_FUNC_ARG, -300);
    CHECK(wc_ed448_init_ex(NULL, NULL, INVALID_DEVID) == BAD_FUNC_ARG, -301);
    CHECK((wc_ed448_size(&a) == 57) && (wc_ed448_sig_size(&a) == 114) &&
          (wc_ed448_pub_size(&a) == 57) && (wc_ed448_priv_size(&a) == 114),
          -302);
    CHECK((wc_ed448_size(NULL) == BAD_FUNC_ARG) &&
          (wc_ed448_sig_size(NULL) == BAD_FUNC_ARG) &&
          (wc_ed448_pub_size(NULL) == BAD_FUNC_ARG) &&
          (wc_ed448_priv_size(NULL) == BAD_FUNC_ARG), -303);
    CHECK(wc_ed448_make_key(rng, 56, &a) == BAD_FUNC_ARG, -304);
    CHECK(wc_ed448_make_key(rng, 32, &a) == BAD_FUNC_ARG, -305);
    CHECK(wc_ed448_make_key(NULL, KS, &a) == BAD_FUNC_ARG, -306);
    CHECK(wc_ed448_make_key(rng, KS, NULL) == BAD_FUNC_ARG, -307);
    /* no key yet */
    CHECK(wc_ed448_sign_msg(msg, 10, sig, &sz, &a, NULL, 0) == BAD_FUNC_ARG,
          -308);
    CHECK((wc_ed448_verify_msg(sig, SIG, msg, 10, &res, &a, NULL, 0) ==
           BAD_FUNC_ARG) && (res == 0), -309);
    CHECK(wc_ed448_make_public(&a, pub, KS) == ECC_PRIV_KEY_E, -310);
    sz = KS;
    CHECK(wc_ed448_export_public(&a, pub, &sz) == BAD_FUNC_ARG, -311);
    CHECK(wc_ed448_export_private_only(&a, pub, &sz) == BAD_FUNC_ARG, -312);
    CHECK(wc_ed448_check_key(&a) == PUBLIC_KEY_E, -313);
    CHECK(wc_ed448_check_key(NULL) == BAD_FUNC_ARG, -314);
    CHECK(wc_ed448_make_key(rng, KS, &a) == 0, -315);
    /* NULL pointers and sizes */
    CHECK(wc_ed448_make_public(NULL, pub, KS) == BAD_FUNC_ARG, -316);
    CHECK(wc_ed448_make_public(&a, NULL, KS) == BAD_FUNC_ARG, -317);
    CHECK(wc_ed448_make_public(&a, pub, KS - 1) == BAD_FUNC_ARG, -318);
    sz = SIG;
    CHECK(wc_ed448_sign_msg(NULL, 10, sig, &sz, &a, NULL, 0) ==
          BAD_FUNC_ARG, -319);
    CHECK(wc_ed448_sign_msg(msg, 10, NULL, &sz, &a, NULL, 0) ==
          BAD_FUNC_ARG, -320);
    CHECK(wc_ed448_sign_msg(msg, 10, sig, NULL, &a, NULL, 0) ==
          BAD_FUNC_ARG, -321);
    CHECK(wc_ed448_sign_msg(msg, 10, sig, &sz, NULL, NULL, 0) ==
          BAD_FUNC_ARG, -322);
    CHECK(wc_ed448_sign_msg(msg, 10, sig, &sz, &a, NULL, 3) == BAD_FUNC_ARG,
          -323);
    CHECK(wc_ed448_sign_msg_ex(msg, 10, sig, &sz, &a, 2, NULL, 0) ==
          BAD_FUNC_ARG, -324);
    CHECK(wc_ed448_sign_msg(NULL, 0, sig, &sz, &a, NULL, 0) == 0, -325);
    CHECK(verifies(sig, NULL, 0, &a, (byte)Ed448, NULL, 0) == 1, -326);
    /* a short output buffer: its size asked for */
    sz = SIG - 1;
    CHECK((wc_ed448_sign_msg(msg, 10, sig, &sz, &a, NULL, 0) == BUFFER_E) &&
          (sz == SIG), -327);
    res = 1;
    CHECK((wc_ed448_verify_msg(sig, SIG, NULL, 5, &res, &a, NULL, 0) ==
           BAD_FUNC_ARG) && (res == 0), -328);
    CHECK(wc_ed448_verify_msg(NULL, SIG, msg, 5, &res, &a, NULL, 0) ==
          BAD_FUNC_ARG, -329);
    CHECK(wc_ed448_verify_msg(sig, SIG, msg, 5, NULL, &a, NULL, 0) ==
          BAD_FUNC_ARG, -330);
    CHECK(wc_ed448_verify_msg(sig, SIG, msg, 5, &res, NULL, NULL, 0) ==
          BAD_FUNC_ARG, -331);
    CHECK(wc_ed448_verify_msg(sig, SIG, msg, 5, &res, &a, NULL, 1) ==
          BAD_FUNC_ARG, -332);
    CHECK(wc_ed448_verify_msg_ex(sig, SIG, msg, 5, &res, &a, 7, NULL, 0) ==
          BAD_FUNC_ARG, -333);
out:
    wc_ed448_free(&a);
    return ret;
}

/* Random keys: every length class of message, contexts of 0, 1 and 255
 * bytes, both schemes, through the _ex functions and the Ed448ph ones;
 * the prehash lengths the _ex functions refuse. */
static int test_random(WC_RNG* rng)
{
    static byte ctx[255];
    ed448_key a;
    byte sig[SIG], ph[PH];
    word32 sz, len;
    int ret = 0, i, res;
    byte c;

    wc_ed448_init(&a);
    for (i = 0; i < (int)sizeof(ctx); i++)
        ctx[i] = (byte)(i * 13 + 7);
    for (i = 0; i < (int)sizeof(msgBuf); i++)
        msgBuf[i] = (byte)(i * 7 + 1);
    for (i = 0; i < 6; i++) {
        static const word32 lens[6] = { 0, 1, 56, 57, 136, 1023 };
        static const byte ctxs[6] = { 0, 1, 255, 0, 255, 1 };

        len = lens[i];
        c = ctxs[i];
        CHECK(wc_ed448_make_key(rng, KS, &a) == 0, -340);
        CHECK(wc_ed448_check_key(&a) == 0, -341);
        sz = SIG;
        CHECK(wc_ed448_sign_msg(msgBuf, len, sig, &sz, &a, ctx, c) == 0,
              -342);
        CHECK(verifies(sig, msgBuf, len, &a, (byte)Ed448, ctx, c) == 1,
              -343);
        CHECK(test_altered(&a, sig, msgBuf, len, (byte)Ed448, ctx, c,
                           -3000 - 20 * i) == 0, -344);
        sz = SIG;
        CHECK(wc_ed448ph_sign_msg(msgBuf, len, sig, &sz, &a, ctx, c) == 0,
              -345);
        res = 0;
        CHECK((wc_ed448ph_verify_msg(sig, SIG, msgBuf, len, &res, &a, ctx,
                                     c) == 0) && (res == 1), -346);
        CHECK(wc_Shake256Hash(msgBuf, len, ph, PH) == 0, -347);
        CHECK(test_altered(&a, sig, ph, PH, (byte)Ed448ph, ctx, c,
                           -3500 - 20 * i) == 0, -348);
    }
    /* Ed448ph's prehash is 64 bytes, nothing else */
    sz = SIG;
    CHECK(wc_ed448ph_sign_hash(ph, PH - 1, sig, &sz, &a, NULL, 0) ==
          BAD_FUNC_ARG, -349);
    CHECK(wc_ed448_sign_msg_ex(ph, PH + 1, sig, &sz, &a, (byte)Ed448ph,
                               NULL, 0) == BAD_FUNC_ARG, -350);
    CHECK(wc_ed448ph_sign_hash(NULL, PH, sig, &sz, &a, NULL, 0) ==
          BAD_FUNC_ARG, -351);
    CHECK(wc_ed448ph_sign_msg(NULL, 1, sig, &sz, &a, NULL, 0) ==
          BAD_FUNC_ARG, -352);
    res = 1;
    CHECK((wc_ed448ph_verify_hash(sig, SIG, ph, PH - 1, &res, &a, NULL,
                                  0) == BAD_FUNC_ARG) && (res == 0), -353);
    res = 1;
    CHECK((wc_ed448ph_verify_hash(sig, SIG, NULL, PH, &res, &a, NULL, 0) ==
           BAD_FUNC_ARG) && (res == 0), -354);
    res = 1;
    CHECK((wc_ed448ph_verify_msg(sig, SIG, NULL, 1, &res, &a, NULL, 0) ==
           BAD_FUNC_ARG) && (res == 0), -355);
out:
    wc_ed448_free(&a);
    return ret;
}

/* r = a + b, 57 bytes little endian (no carry out: a, b < 2^447). */
static void add57(byte* r, const byte* a, const byte* b)
{
    int i;
    word32 c = 0;

    for (i = 0; i < KS; i++) {
        c += (word32)a[i] + b[i];
        r[i] = (byte)c;
        c >>= 8;
    }
}

/* 0 when verifying sig gives code want with *res = 0. */
static int refused(const byte* sig, word32 sigLen, const byte* msg,
                   ed448_key* key, int want)
{
    int res = 1;
    int r = wc_ed448_verify_msg(sig, sigLen, msg, 10, &res, key, NULL, 0);

    return ((r == want) && (res == 0)) ? 0 : -1;
}

/* S out of range (upstream's code: BAD_FUNC_ARG), S in range but wrong
 * (SIG_VERIFY_E), signature lengths. */
static int test_s_range(WC_RNG* rng)
{
    ed448_key a;
    byte sig[SIG + 1], s[KS], l[KS], msg[10];
    word32 sz = SIG;
    int ret = 0;

    wc_ed448_init(&a);
    memset(msg, 0x33, sizeof(msg));
    CHECK(test_unhex(l, KS, l_hex) == KS, -360);
    CHECK(wc_ed448_make_key(rng, KS, &a) == 0, -361);
    CHECK(wc_ed448_sign_msg(msg, 10, sig, &sz, &a, NULL, 0) == 0, -362);
    memcpy(s, sig + KS, KS);
    CHECK(refused(sig, SIG, msg, &a, 0) == -1, -363);   /* it verifies */
    memcpy(sig + KS, l, KS);                                /* S = L */
    CHECK(refused(sig, SIG, msg, &a, BAD_FUNC_ARG) == 0, -364);
    add57(sig + KS, s, l);                                  /* S + L */
    CHECK(refused(sig, SIG, msg, &a, BAD_FUNC_ARG) == 0, -365);
    memset(sig + KS, 0xff, KS);                     /* 2^456 - 1 */
    CHECK(refused(sig, SIG, msg, &a, BAD_FUNC_ARG) == 0, -366);
    memcpy(sig + KS, s, KS);
    sig[SIG - 1] = 0x01;                            /* S + 2^448 */
    CHECK(refused(sig, SIG, msg, &a, BAD_FUNC_ARG) == 0, -367);
    memcpy(sig + KS, l, KS);
    sig[KS] -= 1;                                   /* S = L - 1: in range */
    CHECK(refused(sig, SIG, msg, &a, SIG_VERIFY_E) == 0, -368);
    memset(sig + KS, 0, KS);                                /* S = 0 */
    CHECK(refused(sig, SIG, msg, &a, SIG_VERIFY_E) == 0, -369);
    memcpy(sig + KS, s, KS);
    CHECK(refused(sig, SIG, msg, &a, 0) == -1, -370);   /* restored */
    CHECK(refused(sig, SIG - 1, msg, &a, BAD_FUNC_ARG) == 0, -371);
    CHECK(refused(sig, SIG + 1, msg, &a, BAD_FUNC_ARG) == 0, -372);
    CHECK(refused(sig, 0, msg, &a, BAD_FUNC_ARG) == 0, -373);
out:
    wc_ed448_free(&a);
    return ret;
}

/* Public keys: what encodes a point and what does not (RFC 8032 5.2.3),
 * lengths, and a trusted import of a key that encodes none. */
static int test_public_keys(WC_RNG* rng)
{
    ed448_key a, b;
    byte pub[KS + 1], sig[SIG], msg[10];
    word32 sz = KS;
    int ret = 0, i, res;

    wc_ed448_init(&a);
    wc_ed448_init(&b);
    memset(msg, 0x44, sizeof(msg));
    CHECK(wc_ed448_make_key(rng, KS, &a) == 0, -380);
    sz = SIG;
    CHECK(wc_ed448_sign_msg(msg, 10, sig, &sz, &a, NULL, 0) == 0, -381);
    /* y = p = 2^448 - 2^224 - 1, y = 2^448 - 1: not canonical */
    memset(pub, 0xff, KS);
    pub[28] = 0xfe;
    pub[KS - 1] = 0;
    CHECK(wc_ed448_import_public(pub, KS, &b) == PUBLIC_KEY_E, -382);
    pub[28] = 0xff;
    CHECK(wc_ed448_import_public(pub, KS, &b) == PUBLIC_KEY_E, -383);
    /* y = p - 1 (the point (0, -1) of order 2): a point; with the sign
     * bit (x = 0 has none): not one */
    pub[0] = 0xfe;
    pub[28] = 0xfe;
    CHECK(wc_ed448_import_public(pub, KS, &b) == 0, -384);
    pub[KS - 1] = 0x80;
    CHECK(wc_ed448_import_public(pub, KS, &b) == PUBLIC_KEY_E, -385);
    /* y = 1 (the neutral point) and its sign-bit twin; y = 2: no x */
    memset(pub, 0, KS);
    pub[0] = 1;
    CHECK(wc_ed448_import_public(pub, KS, &b) == 0, -386);
    pub[KS - 1] = 0x80;
    CHECK(wc_ed448_import_public(pub, KS, &b) == PUBLIC_KEY_E, -387);
    pub[KS - 1] = 0;
    pub[0] = 2;
    CHECK(wc_ed448_import_public(pub, KS, &b) == PUBLIC_KEY_E, -388);
    /* a good key with one of bits 448..454 set: y >= 2^448 */
    sz = KS;
    CHECK(wc_ed448_export_public(&a, pub, &sz) == 0, -389);
    for (i = 0; i < 7; i++) {
        pub[KS - 1] ^= (byte)(1 << i);
        CHECK(wc_ed448_import_public(pub, KS, &b) == PUBLIC_KEY_E, -390 - i);
        pub[KS - 1] ^= (byte)(1 << i);
    }
    /* lengths; no 0x40 prefix form (upstream takes exactly 57 bytes) */
    CHECK(wc_ed448_import_public(pub, KS - 1, &b) == BAD_FUNC_ARG, -397);
    CHECK(wc_ed448_import_public(pub, KS + 1, &b) == BAD_FUNC_ARG, -398);
    memmove(pub + 1, pub, KS);
    pub[0] = 0x40;
    CHECK(wc_ed448_import_public(pub, KS + 1, &b) == BAD_FUNC_ARG, -399);
    CHECK(wc_ed448_import_public(NULL, KS, &b) == BAD_FUNC_ARG, -400);
    CHECK(wc_ed448_import_public(pub + 1, KS, NULL) == BAD_FUNC_ARG, -401);
    CHECK(wc_ed448_import_public(pub + 1, KS, &b) == 0, -402);
    CHECK(refused(sig, SIG, msg, &b, 0) == -1, -403);       /* verifies */
    /* y = 2 taken as trusted: verification and the key check refuse it */
    wc_ed448_free(&b);
    memset(pub, 0, KS);
    pub[0] = 2;
    CHECK(wc_ed448_import_public_ex(pub, KS, &b, 1) == 0, -404);
    CHECK(refused(sig, SIG, msg, &b, BAD_FUNC_ARG) == 0, -405);
    CHECK(wc_ed448_check_key(&b) == PUBLIC_KEY_E, -406);
    res = 1;
    CHECK((wc_ed448ph_verify_msg(sig, SIG, msg, 10, &res, &b, NULL, 0) ==
           BAD_FUNC_ARG) && (res == 0), -407);
out:
    wc_ed448_free(&a);
    wc_ed448_free(&b);
    return ret;
}

/* 1 when n bytes at p are all zero. */
static int all_zero(const byte* p, size_t n)
{
    size_t i;
    byte any = 0;

    for (i = 0; i < n; i++)
        any |= p[i];
    return any == 0;
}

/* Imports of a pair (checked and trusted, upstream's size rules),
 * exports and their size queries, the key wiped by wc_ed448_free. */
static int test_pairs(WC_RNG* rng)
{
    ed448_key a, b;
    byte priv[2 * KS], pub[KS], other[KS], out[2 * KS];
    word32 sz, sz2;
    int ret = 0;

    wc_ed448_init(&a);
    wc_ed448_init(&b);
    CHECK(wc_ed448_make_key(rng, KS, &b) == 0, -420);
    sz = KS;
    CHECK(wc_ed448_export_public(&b, other, &sz) == 0, -421);
    CHECK(wc_ed448_make_key(rng, KS, &a) == 0, -422);
    sz = KS - 1;
    CHECK((wc_ed448_export_public(&a, pub, &sz) == BUFFER_E) && (sz == KS),
          -423);
    sz = 2 * KS - 1;
    CHECK((wc_ed448_export_private(&a, priv, &sz) == BUFFER_E) &&
          (sz == 2 * KS), -424);
    sz = KS - 1;
    CHECK((wc_ed448_export_private_only(&a, priv, &sz) == BUFFER_E) &&
          (sz == KS), -425);
    sz = 2 * KS;
    sz2 = KS;
    CHECK((wc_ed448_export_key(&a, priv, &sz, pub, &sz2) == 0) &&
          (sz == 2 * KS) && (sz2 == KS) &&
          (memcmp(priv + KS, pub, KS) == 0), -426);
    CHECK(wc_ed448_export_public(NULL, pub, &sz2) == BAD_FUNC_ARG, -427);
    CHECK(wc_ed448_export_private(&a, NULL, &sz) == BAD_FUNC_ARG, -428);
    CHECK(wc_ed448_export_private_only(&a, priv, NULL) == BAD_FUNC_ARG,
          -429);
    /* seed || public in one buffer; the seed and a separate public key;
     * the seed alone gets its public key made when exported */
    wc_ed448_free(&b);
    CHECK(wc_ed448_import_private_key(priv, 2 * KS, NULL, 0, &b) == 0,
          -430);
    CHECK(wc_ed448_check_key(&b) == 0, -431);
    CHECK(wc_ed448_import_private_key(priv, 2 * KS, pub, KS, &b) == 0,
          -432);
    CHECK(wc_ed448_import_private_key(priv, KS, pub, KS, &b) == 0, -433);
    CHECK(wc_ed448_import_private_only(priv, KS, &b) == 0, -434);
    sz = sizeof(out);
    CHECK((wc_ed448_export_private(&b, out, &sz) == 0) && (sz == 2 * KS) &&
          (memcmp(out, priv, 2 * KS) == 0), -435);
    /* upstream's size rules */
    CHECK(wc_ed448_import_private_key(priv, KS, NULL, 0, &b) ==
          BAD_FUNC_ARG, -436);
    CHECK(wc_ed448_import_private_key(priv, 2 * KS, NULL, KS, &b) ==
          BAD_FUNC_ARG, -437);
    CHECK(wc_ed448_import_private_key(priv, KS - 1, pub, KS, &b) ==
          BAD_FUNC_ARG, -438);
    CHECK(wc_ed448_import_private_key(priv, KS, pub, KS - 1, &b) ==
          BAD_FUNC_ARG, -439);
    CHECK(wc_ed448_import_private_key(priv, KS, pub, KS + 1, &b) ==
          BAD_FUNC_ARG, -440);
    CHECK(wc_ed448_import_private_only(priv, KS + 1, &b) == BAD_FUNC_ARG,
          -441);
    CHECK(wc_ed448_import_private_key(NULL, KS, pub, KS, &b) ==
          BAD_FUNC_ARG, -442);
    /* another seed's public key: refused unless trusted */
    CHECK(wc_ed448_import_private_key(priv, KS, other, KS, &b) ==
          PUBLIC_KEY_E, -443);
    CHECK(wc_ed448_import_private_key_ex(priv, KS, other, KS, &b, 1) == 0,
          -444);
    CHECK(wc_ed448_check_key(&b) == PUBLIC_KEY_E, -445);
    /* a public key into a key with a seed: checked against it, the key
     * unchanged when refused */
    CHECK(wc_ed448_import_private_key(priv, KS, pub, KS, &b) == 0, -446);
    CHECK(wc_ed448_import_public(other, KS, &b) == PUBLIC_KEY_E, -447);
    sz = KS;
    CHECK((wc_ed448_export_public(&b, out, &sz) == 0) &&
          (memcmp(out, pub, KS) == 0) && (wc_ed448_check_key(&b) == 0),
          -448);
    /* freed: nothing secret left, nothing set */
    wc_ed448_free(&b);
    CHECK(all_zero(b.k, sizeof(b.k)) && all_zero(b.ek, sizeof(b.ek)) &&
          !b.privKeySet && !b.pubKeySet, -449);
    sz = sizeof(out);
    CHECK(wc_ed448_export_private(&b, out, &sz) == BAD_FUNC_ARG, -450);
    wc_ed448_free(NULL);
out:
    wc_ed448_free(&a);
    wc_ed448_free(&b);
    return ret;
}

int ed448_test(void)
{
    static const test_plain_step plain[] = { test_rfc8032 };
    static const test_rng_step withRng[] = {
        test_args, test_random, test_s_range, test_public_keys, test_pairs
    };

    return test_steps(plain, TEST_COUNT(plain), withRng, TEST_COUNT(withRng),
                      -500);
}

#endif /* HAVE_ED448 */
