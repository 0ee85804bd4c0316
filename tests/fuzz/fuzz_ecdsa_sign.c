/* fuzz_ecdsa_sign.c
 *
 * libFuzzer target for ECC key derivation, ECDSA and SM2 signing on
 * P-256, P-384, P-521 and SM2 (ecc.c, sm2.c, ecc_point.c): the private
 * key and the digest come from the input; the public point, the
 * signature and its verification are checked against the generic code
 * of ecc_point.c (the Montgomery ladder ecc_mul_ct and the Shamir
 * multiplication ecc_mul2_vt through ecc_internal.h) with the
 * verification equations of fuzz_ecc_ref.h on sp_int.  In the SP build the
 * library's own path is the fixed-size SP tier (sp_ecc_mulmod_base_*,
 * sp_ecc_sign_*, sp_ecc_verify_*), so this is a differential test of the
 * two; in the generic build, where those oracles are the library's own
 * code, it checks sign / verify / RFC 6979 consistency, and that a
 * tampered digest or s (flags below) fails verification.
 * Input: byte 0 bits 0-1 = curve, bit 2 = RFC 6979 nonces (ECDSA; SM2
 * always draws), bit 3 = flip a bit of the digest for the second
 * verification, bit 4 = flip one of s; byte 1 = digest length (mod 65);
 * then the private key (field size bytes, big-endian) and the digest.
 * An out-of-range key must be refused exactly as the oracle says
 * (ECC_PRIV_KEY_E; for SM2 signing d = n - 1 too, and an empty digest
 * is BAD_FUNC_ARG).  The RNG is the deterministic fuzz source.  Test
 * layer only.  With FUZZ_SEED_DIR set, the initialiser writes a seed per
 * curve.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sm2.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include "wolfcrypt/src/ecc_internal.h"
#include "fuzz_common.h"
#include "fuzz_ecc_ref.h"

/* 1 when the library's path is the SP tier (the oracles differ from it). */
#ifdef WOLFSSL_HAVE_SP_ECC
    #define SP_BUILD 1
#else
    #define SP_BUILD 0
#endif

static const int curveIds[4] = { ECC_SECP256R1, ECC_SECP384R1,
                                 ECC_SECP521R1, ECC_SM2P256V1 };
static ecc_curve* curves[4];
static WC_RNG rng;

static int sign(ecc_key* key, int sm2, const byte* h, word32 hLen,
                mp_int* r, mp_int* s)
{
    if (sm2)
        return wc_ecc_sm2_sign_hash_ex(h, hLen, &rng, key, r, s);
    return wc_ecc_sign_hash_ex(h, hLen, &rng, key, r, s);
}

static int verify(ecc_key* key, int sm2, const byte* h, word32 hLen,
                  mp_int* r, mp_int* s)
{
    int res = -1, ret;

    if (sm2)
        ret = wc_ecc_sm2_verify_hash_ex(r, s, h, hLen, &res, key);
    else
        ret = wc_ecc_verify_hash_ex(r, s, h, hLen, &res, key);
    FUZZ_CHECK(ret == 0 && (res == 0 || res == 1));
    return res;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    byte d[66], h[64];
    fuzz_in in;
    byte flags;
    int ci, sm2, ret, fsz, dOk, tampered;
    word32 hLen;
    const ecc_curve* c;
    ecc_key key;
    ecc_point R;
    mp_int dv, r, s, r2, s2;

    in.p = data;
    in.n = size;
    flags = fuzz_byte(&in);
    ci = flags & 3;
    sm2 = (ci == 3);
    c = curves[ci];
    fsz = c->size;
    hLen = fuzz_byte(&in) % 65;
    (void)fuzz_bytes(&in, d, (word32)fsz);
    hLen = fuzz_bytes(&in, h, hLen);
    /* A fresh deterministic RNG per input: runs repeat. */
    fuzz_seed_reset();
    FUZZ_CHECK(wc_InitRng(&rng) == 0);
    FUZZ_CHECK(wc_ecc_init(&key) == 0 && ecc_point_init(&R) == 0);
    FUZZ_CHECK(mp_init_multi(&dv, &r, &s, &r2, &s2, NULL) == 0);
    FUZZ_CHECK(mp_read_unsigned_bin(&dv, d, (word32)fsz) == 0);
    /* 1 <= d < n (SM2 signing also needs d <= n - 2). */
    dOk = !mp_iszero(&dv) && mp_cmp(&dv, c->n) == MP_LT;
    ret = wc_ecc_import_private_key_ex(d, (word32)fsz, NULL, 0, &key,
                                       curveIds[ci]);
    FUZZ_CHECK(dOk ? ret == 0 : ret == ECC_PRIV_KEY_E);
    if (!dOk)
        goto done;
    /* Q = d G: the library's derivation against the ladder (in the
     * generic build that is the library's own path: skipped). */
    FUZZ_CHECK(wc_ecc_make_pub(&key, NULL) == 0);
    if (SP_BUILD) {
        FUZZ_CHECK(ecc_mul_ct(c, &dv, NULL, &R, NULL) == 0);
        FUZZ_CHECK(mp_cmp(R.x, key.pubkey.x) == MP_EQ &&
                   mp_cmp(R.y, key.pubkey.y) == MP_EQ);
    }
    FUZZ_CHECK(wc_ecc_check_key(&key) == 0);
    if (!sm2 && (flags & 4))
        FUZZ_CHECK(wc_ecc_set_deterministic(&key, 1) == 0);
    ret = sign(&key, sm2, h, hLen, &r, &s);
    if (sm2 && hLen == 0) {                     /* SM2 needs a digest */
        FUZZ_CHECK(ret == BAD_FUNC_ARG);
        goto done;
    }
    if (sm2) {
        mp_int nm1;
        FUZZ_CHECK(mp_init(&nm1) == 0 && mp_sub_d(c->n, 1, &nm1) == 0);
        if (mp_cmp(&dv, &nm1) == MP_EQ) {       /* d = n - 1 */
            FUZZ_CHECK(ret == ECC_PRIV_KEY_E);
            mp_clear(&nm1);
            goto done;
        }
        mp_clear(&nm1);
    }
    FUZZ_CHECK(ret == 0);
    FUZZ_CHECK(verify(&key, sm2, h, hLen, &r, &s) == 1);
    FUZZ_CHECK(!SP_BUILD ||
               ref_verify(c, sm2, &key.pubkey, &r, &s, h, hLen) == 1);
    /* RFC 6979: the same signature again; random: a different one that
     * verifies too. */
    FUZZ_CHECK(sign(&key, sm2, h, hLen, &r2, &s2) == 0);
    if (!sm2 && (flags & 4))
        FUZZ_CHECK(mp_cmp(&r, &r2) == MP_EQ && mp_cmp(&s, &s2) == MP_EQ);
    else
        FUZZ_CHECK(verify(&key, sm2, h, hLen, &r2, &s2) == 1);
    /* Tampered (a top bit of the first 8 digest bytes, always inside
     * the leftmost order bits, or s + 1): invalid, and the library and
     * the oracle agree. */
    tampered = ((flags & 8) && hLen > 0) || (flags & 16);
    if ((flags & 8) && hLen > 0)
        h[(flags >> 5) % hLen] ^= 0x80;
    if (flags & 16)
        FUZZ_CHECK(mp_add_d(&s, 1, &s) == 0);
    if (tampered && mp_cmp(&s, c->n) == MP_LT) {
        ret = verify(&key, sm2, h, hLen, &r, &s);
        FUZZ_CHECK(SP_BUILD ? ret == ref_verify(c, sm2, &key.pubkey, &r,
                                                &s, h, hLen) : ret == 0);
    }
done:
    ecc_point_clear(&R);
    mp_forcezero(&dv);
    mp_clear(&r); mp_clear(&s); mp_clear(&r2); mp_clear(&s2);
    wc_ecc_free(&key);
    FUZZ_CHECK(wc_FreeRng(&rng) == 0);
    return 0;
}

static void make_seeds(const char* dir)
{
    byte in[2 + 66 + 64];
    char name[32];
    int ci, i;

    for (ci = 0; ci < 4; ci++) {
        for (i = 0; i < (int)sizeof(in); i++)
            in[i] = (byte)(i * 13 + ci);
        in[0] = (byte)(ci | (ci == 0 ? 4 : 0) | 8);
        in[1] = (byte)(32 + 16 * (ci & 1));
        in[2] = 0x01;                           /* d < n */
        snprintf(name, sizeof(name), "curve%d", ci);
        fuzz_seed_write(dir, name, -1, in,
                        (word32)(2 + curves[ci]->size + in[1]));
    }
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    int i;

    (void)argc;
    (void)argv;
    fuzz_seed_install();
    for (i = 0; i < 4; i++)
        FUZZ_CHECK(ecc_curve_new(wc_ecc_get_curve_idx(curveIds[i]), NULL,
                                 &curves[i]) == 0);
    fuzz_maybe_seed(make_seeds);
    return 0;
}
