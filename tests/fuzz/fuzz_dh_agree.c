/* fuzz_dh_agree.c
 *
 * libFuzzer target for DH agreement on attacker-chosen values (dh.c):
 * wc_DhAgree / wc_DhAgree_ct and the value checks, with the group
 * ffdhe2048 either named (q = (p - 1) / 2 known: the subgroup test) or
 * loaded as explicit p, g without q (range checks only), against an
 * oracle on sp_int written here: 1 < y < p - 1, y^q = 1 mod p (with q),
 * 0 < x < q (or < p - 1), z = y^x mod p != 1, and the exact error codes
 * in the library's order (pub checked first).  In the SP build the
 * library's exponentiation is the fixed-size SP tier (sp_DhExpPad_2048)
 * and the oracle's is generic sp_int: a differential test of the two.
 * Input: byte 0 bit 0 = explicit group, bit 1 = padded (wc_DhAgree_ct),
 * bit 2 = a short private value (at most 32 bytes, so mostly in range);
 * byte 1 = private value length (scaled to 0..257: up to one byte past
 * p's length), the private value, then the peer's public value.  A valid x
 * also passes wc_DhCheckKeyPair with y = g^x.  Test layer only.  With
 * FUZZ_SEED_DIR set, the initialiser writes key pairs of the group.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/dh.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include "fuzz_common.h"

#define PSZ 256

static DhKey named, explicitKey;
static mp_int p, q, g, pm1;
static WC_RNG rng;

/* The public value's verdict: 0 or DH_CHECK_PUB_E (1 < y < p - 1 and,
 * withQ, y^q = 1 mod p); y read into a. */
static int pub_check(int withQ, const byte* y, word32 ySz, mp_int* a)
{
    mp_int b;
    int ret = 0;

    if (ySz == 0 || ySz > DH_MAX_SIZE / 8)
        return DH_CHECK_PUB_E;
    FUZZ_CHECK(mp_init(&b) == 0 && mp_read_unsigned_bin(a, y, ySz) == 0);
    if (mp_cmp_d(a, 1) != MP_GT || mp_cmp(a, &pm1) != MP_LT)
        ret = DH_CHECK_PUB_E;
    if (ret == 0 && withQ) {
        FUZZ_CHECK(mp_exptmod_nct(a, &q, &p, &b) == 0);
        if (!mp_isone(&b))
            ret = DH_CHECK_PUB_E;
    }
    mp_clear(&b);
    return ret;
}

/* The private value's verdict by value: 0 < x < q (or < p - 1). */
static int priv_check(int withQ, const byte* x, word32 xSz, mp_int* b)
{
    FUZZ_CHECK(mp_read_unsigned_bin(b, x, xSz) == 0);
    if (mp_iszero(b) || mp_cmp(b, withQ ? &q : &pm1) != MP_LT)
        return DH_CHECK_PRIV_E;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    byte x[PSZ + 2], agree[PSZ], want[PSZ], gx[PSZ];
    const byte* y;
    fuzz_in in;
    byte flags;
    word32 xLen, xSz, ySz, zSz, agreeSz = sizeof(agree);
    DhKey* key;
    mp_int a, b, z;
    int exp, pubErr, privErr, ret, withQ;

    in.p = data;
    in.n = size;
    flags = fuzz_byte(&in);
    withQ = !(flags & 1);
    key = withQ ? &named : &explicitKey;
    xLen = fuzz_byte(&in);
    xLen = (flags & 4) ? xLen % 33 : (xLen * 258u) / 256u;
    xSz = fuzz_bytes(&in, x, xLen);
    y = in.p;
    ySz = (word32)in.n;
    FUZZ_CHECK(mp_init_multi(&a, &b, &z, NULL, NULL, NULL) == 0);
    pubErr = pub_check(withQ, y, ySz, &a);
    privErr = priv_check(withQ, x, xSz, &b);
    /* The library's order: arguments, x's length, y, x, then z != 1. */
    exp = (xSz == 0) ? BAD_FUNC_ARG : (xSz > PSZ) ? DH_CHECK_PRIV_E :
          pubErr ? pubErr : privErr;
    if (exp == 0) {
        FUZZ_CHECK(mp_exptmod_nct(&a, &b, &p, &z) == 0);
        if (mp_isone(&z))
            exp = DH_CHECK_PUB_E;
    }
    if (flags & 2)
        ret = wc_DhAgree_ct(key, agree, &agreeSz, x, xSz, y, ySz);
    else
        ret = wc_DhAgree(key, agree, &agreeSz, x, xSz, y, ySz);
    FUZZ_CHECK(ret == exp);
    if (exp == 0) {
        zSz = (word32)mp_unsigned_bin_size(&z);
        FUZZ_CHECK(mp_to_unsigned_bin_len(&z, want, PSZ) == 0);
        if (flags & 2)
            FUZZ_CHECK(agreeSz == PSZ && memcmp(agree, want, PSZ) == 0);
        else
            FUZZ_CHECK(agreeSz == zSz &&
                       memcmp(agree, want + PSZ - zSz, zSz) == 0);
    }
    /* The separate checks agree with the oracle; a valid x passes the
     * pair-wise test with g^x. */
    FUZZ_CHECK(wc_DhCheckPubKey(key, y, ySz) == pubErr);
    if (xSz > 0)
        FUZZ_CHECK(wc_DhCheckPrivKey(key, x, xSz) == privErr);
    if (xSz > 0 && privErr == 0) {
        FUZZ_CHECK(mp_exptmod_nct(&g, &b, &p, &z) == 0);
        zSz = (word32)mp_unsigned_bin_size(&z);
        FUZZ_CHECK(mp_to_unsigned_bin(&z, gx) == 0);
        FUZZ_CHECK(wc_DhCheckKeyPair(key, gx, zSz, x, xSz) == 0);
    }
    mp_clear(&a);
    mp_forcezero(&b);
    mp_forcezero(&z);
    return 0;
}

static void make_seeds(const char* dir)
{
    byte in[2 + 64 + PSZ], priv[64], pub[PSZ];
    word32 privSz = sizeof(priv), pubSz = sizeof(pub);
    char name[32];
    int i;

    for (i = 0; i < 4; i++) {
        privSz = sizeof(priv);
        pubSz = sizeof(pub);
        if (wc_DhGenerateKeyPair(&named, &rng, priv, &privSz, pub,
                                 &pubSz) != 0)
            continue;
        in[0] = (byte)i;
        in[1] = (byte)privSz;
        memcpy(in + 2, priv, privSz);
        memcpy(in + 2 + privSz, pub, pubSz);
        snprintf(name, sizeof(name), "pair%d", i);
        fuzz_seed_write(dir, name, -1, in, 2 + privSz + pubSz);
    }
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    byte pb[PSZ];
    byte two = 2;

    (void)argc;
    (void)argv;
    fuzz_seed_install();
    FUZZ_CHECK(wc_InitRng(&rng) == 0);
    FUZZ_CHECK(wc_InitDhKey(&named) == 0 && wc_InitDhKey(&explicitKey) == 0);
    FUZZ_CHECK(wc_DhSetNamedKey(&named, WC_FFDHE_2048) == 0);
    FUZZ_CHECK(mp_init_multi(&p, &q, &g, &pm1, NULL, NULL) == 0);
    FUZZ_CHECK(mp_copy(&named.p, &p) == 0 && mp_copy(&named.q, &q) == 0 &&
               mp_set(&g, 2) == 0 && mp_sub_d(&p, 1, &pm1) == 0);
    FUZZ_CHECK(mp_to_unsigned_bin_len(&p, pb, PSZ) == 0);
    FUZZ_CHECK(wc_DhSetKey(&explicitKey, pb, PSZ, &two, 1) == 0);
    fuzz_maybe_seed(make_seeds);
    return 0;
}
