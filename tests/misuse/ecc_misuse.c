/* ecc_misuse.c
 *
 * API misuse tests for the ECC module: NULL pointers, short buffers,
 * out-of-range scalars and signature values, points off the curve or at
 * infinity, wrong curves, malformed DER and X9.63 encodings.  Every case
 * must return a negative error code, the exact one where the case says
 * (EQ), and nothing may crash (run it under ASan/UBSan too); the cases of
 * the decoders' rules (doc/VALIDATION.md) also pin down what they accept.
 * Prints one line per failing case and a final
 * "N passed, M failed" line; exits non-zero on any failure.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <stdio.h>
#include <string.h>

static int passed, failed;

/* The expression must evaluate to a negative error code. */
#define NEG(expr) check_neg((expr), #expr, __LINE__)

static void check_neg(int ret, const char* what, int line)
{
    if (ret < 0) {
        passed++;
    }
    else {
        failed++;
        printf("FAIL line %d: %s returned %d\n", line, what, ret);
    }
}

/* The expression must evaluate to exactly want. */
#define EQ(expr, want) check_eq((expr), (want), #expr, __LINE__)

static void check_eq(long ret, long want, const char* what, int line)
{
    if (ret == want) {
        passed++;
    }
    else {
        failed++;
        printf("FAIL line %d: %s returned %ld (expected %ld)\n", line, what,
               ret, want);
    }
}

/* Setup must succeed. */
#define OK(expr) do { int r_ = (expr); if (r_ != 0) { \
    printf("setup failed line %d: %s = %d\n", __LINE__, #expr, r_); \
    return 1; } } while (0)

static const char n256[] =
    "FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551";
static const char p256[] =
    "FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF";
static const char gx256[] =
    "6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296";
static const char gy256[] =
    "4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5";

/* Keys shared by the cases. */
static WC_RNG rng;
static ecc_key k256, k384, pub256, privOnly, empty, tmp;
static byte hash[32];
static byte sig[ECC_MAX_SIG_SIZE];
static word32 sigSz;
static byte x963[ECC_BUFSIZE];
static word32 x963Sz;

static int setup(void)
{
    memset(hash, 0x42, sizeof(hash));
    OK(wc_InitRng(&rng));
    OK(wc_ecc_init(&k256));
    OK(wc_ecc_init(&k384));
    OK(wc_ecc_init(&pub256));
    OK(wc_ecc_init(&privOnly));
    OK(wc_ecc_init(&empty));
    OK(wc_ecc_init(&tmp));
    OK(wc_ecc_make_key(&rng, 32, &k256));
    OK(wc_ecc_make_key(&rng, 48, &k384));
    x963Sz = sizeof(x963);
    OK(wc_ecc_export_x963(&k256, x963, &x963Sz));
    OK(wc_ecc_import_x963(x963, x963Sz, &pub256));
    {
        byte d[32];
        word32 dSz = sizeof(d);
        OK(wc_ecc_export_private_only(&k256, d, &dSz));
        OK(wc_ecc_import_private_key(d, dSz, NULL, 0, &privOnly));
    }
    sigSz = sizeof(sig);
    OK(wc_ecc_sign_hash(hash, sizeof(hash), sig, &sigSz, &rng, &k256));
    return 0;
}

static void cases_lifecycle(void)
{
    NEG(wc_ecc_init(NULL));
    NEG(wc_ecc_init_ex(NULL, NULL, INVALID_DEVID));
    NEG(wc_ecc_free(NULL));
    NEG(wc_ecc_make_key(NULL, 32, &tmp));
    NEG(wc_ecc_make_key(&rng, 32, NULL));
    NEG(wc_ecc_make_key(&rng, 31, &tmp));
    NEG(wc_ecc_make_key(&rng, -1, &tmp));
    NEG(wc_ecc_make_key(&rng, 0, &tmp));
    NEG(wc_ecc_make_key_ex(&rng, 32, &tmp, ECC_SECP192R1));
    NEG(wc_ecc_make_key_ex(&rng, 48, &tmp, ECC_SECP256R1));
    NEG(wc_ecc_make_key_ex(&rng, 0, &tmp, 9999));
    NEG(wc_ecc_make_key_ex(&rng, 0, &tmp, ECC_CURVE_INVALID));
    NEG(wc_ecc_set_rng(NULL, &rng));
    NEG(wc_ecc_set_curve(NULL, 32, ECC_SECP256R1));
    NEG(wc_ecc_set_curve(&tmp, 0, ECC_X25519));
    NEG(wc_ecc_set_curve(&tmp, -5, ECC_CURVE_DEF));
    NEG(wc_ecc_check_key(NULL));
    NEG(wc_ecc_check_key(&empty));
    NEG(wc_ecc_make_pub(NULL, NULL));
    NEG(wc_ecc_make_pub(&pub256, NULL));
    NEG(wc_ecc_set_deterministic(NULL, 1));
    NEG(wc_ecc_set_deterministic_ex(&tmp, 1, 99));
    NEG(wc_ecc_get_curve_id(-1));
    NEG(wc_ecc_get_curve_id(99));
    NEG(wc_ecc_get_curve_idx(ECC_SECP224R1));
    NEG(wc_ecc_get_curve_size_from_id(999));
}

/* Copy of k256's public key with a corrupted point (bypassing import
 * validation) to test the checks inside the operations. */
static void corrupt_copy(ecc_key* dst, int how)
{
    wc_ecc_free(dst);
    wc_ecc_init(dst);
    if (wc_ecc_import_x963(x963, x963Sz, dst) != 0)
        return;
    if (how == 0)
        mp_add_d(dst->pubkey.y, 1, dst->pubkey.y);     /* off the curve */
    else if (how == 1) {
        mp_zero(dst->pubkey.x);                        /* infinity */
        mp_zero(dst->pubkey.y);
    }
    else
        mp_read_radix(dst->pubkey.x, p256, MP_RADIX_HEX); /* x = p */
}

static void cases_ecdh(void)
{
    byte out[80];
    word32 len = sizeof(out);

    NEG(wc_ecc_shared_secret(NULL, &pub256, out, &len));
    NEG(wc_ecc_shared_secret(&k256, NULL, out, &len));
    NEG(wc_ecc_shared_secret(&k256, &pub256, NULL, &len));
    NEG(wc_ecc_shared_secret(&k256, &pub256, out, NULL));
    len = 31;
    NEG(wc_ecc_shared_secret(&k256, &pub256, out, &len));
    len = 0;
    NEG(wc_ecc_shared_secret(&k256, &pub256, out, &len));
    len = sizeof(out);
    NEG(wc_ecc_shared_secret(&pub256, &k256, out, &len));
    NEG(wc_ecc_shared_secret(&k256, &k384, out, &len));
    NEG(wc_ecc_shared_secret(&k384, &k256, out, &len));
    NEG(wc_ecc_shared_secret(&k256, &empty, out, &len));
    NEG(wc_ecc_shared_secret(&empty, &k256, out, &len));
    NEG(wc_ecc_shared_secret(&k256, &privOnly, out, &len));
    corrupt_copy(&tmp, 0);
    NEG(wc_ecc_shared_secret(&k256, &tmp, out, &len));
    NEG(wc_ecc_check_key(&tmp));
    corrupt_copy(&tmp, 1);
    NEG(wc_ecc_shared_secret(&k256, &tmp, out, &len));
    NEG(wc_ecc_check_key(&tmp));
    corrupt_copy(&tmp, 2);
    NEG(wc_ecc_shared_secret(&k256, &tmp, out, &len));
    NEG(wc_ecc_check_key(&tmp));
}

static void cases_sign(void)
{
    byte out[ECC_MAX_SIG_SIZE];
    word32 len = sizeof(out);
    mp_int r, s;

    mp_init_multi(&r, &s, NULL, NULL, NULL, NULL);
    NEG(wc_ecc_sign_hash(NULL, 32, out, &len, &rng, &k256));
    NEG(wc_ecc_sign_hash(hash, 32, NULL, &len, &rng, &k256));
    NEG(wc_ecc_sign_hash(hash, 32, out, NULL, &rng, &k256));
    NEG(wc_ecc_sign_hash(hash, 32, out, &len, &rng, NULL));
    len = 10;
    NEG(wc_ecc_sign_hash(hash, 32, out, &len, &rng, &k256));
    len = sizeof(out);
    NEG(wc_ecc_sign_hash(hash, 32, out, &len, &rng, &pub256));
    NEG(wc_ecc_sign_hash(hash, 32, out, &len, NULL, &k256));
    NEG(wc_ecc_sign_hash(hash, 32, out, &len, &rng, &empty));
    NEG(wc_ecc_sign_hash_ex(NULL, 32, &rng, &k256, &r, &s));
    NEG(wc_ecc_sign_hash_ex(hash, 32, &rng, NULL, &r, &s));
    NEG(wc_ecc_sign_hash_ex(hash, 32, &rng, &k256, NULL, &s));
    NEG(wc_ecc_sign_hash_ex(hash, 32, &rng, &k256, &r, NULL));
    NEG(wc_ecc_sign_hash_ex(hash, 32, &rng, &pub256, &r, &s));
}

/* Verification with a DER signature: malformed encodings and r, s out of
 * range must be errors (res stays 0). */
static void neg_verify_der(const byte* s, word32 sz, int line)
{
    int res = 1;
    int ret = wc_ecc_verify_hash(s, sz, hash, sizeof(hash), &res, &k256);
    if ((ret >= 0) || (res != 0)) {
        failed++;
        printf("FAIL line %d: verify returned %d res %d\n", line, ret, res);
    }
    else {
        passed++;
    }
}

static void cases_verify_der(void)
{
    byte b[ECC_MAX_SIG_SIZE + 8];
    word32 len;
    int res;
    static const byte rZero[] = { 0x30, 0x06, 0x02, 0x01, 0x00,
                                  0x02, 0x01, 0x01 };
    static const byte sZero[] = { 0x30, 0x06, 0x02, 0x01, 0x01,
                                  0x02, 0x01, 0x00 };
    static const byte negR[] = { 0x30, 0x06, 0x02, 0x01, 0x81,
                                 0x02, 0x01, 0x01 };
    static const byte padR[] = { 0x30, 0x07, 0x02, 0x02, 0x00, 0x01,
                                 0x02, 0x01, 0x01 };
    static const byte longLen[] = { 0x30, 0x81, 0x06, 0x02, 0x01, 0x01,
                                    0x02, 0x01, 0x01 };
    static const byte emptySeq[] = { 0x30, 0x00 };
    static const byte oneInt[] = { 0x30, 0x03, 0x02, 0x01, 0x01 };
    static const byte zeros[8] = { 0 };

    NEG(wc_ecc_verify_hash(NULL, sigSz, hash, 32, &res, &k256));
    NEG(wc_ecc_verify_hash(sig, 0, hash, 32, &res, &k256));
    NEG(wc_ecc_verify_hash(sig, sigSz, NULL, 32, &res, &k256));
    NEG(wc_ecc_verify_hash(sig, sigSz, hash, 32, NULL, &k256));
    NEG(wc_ecc_verify_hash(sig, sigSz, hash, 32, &res, NULL));
    NEG(wc_ecc_verify_hash(sig, sigSz, hash, 32, &res, &empty));
    neg_verify_der(sig, sigSz - 1, __LINE__);             /* truncated */
    memcpy(b, sig, sigSz);
    b[sigSz] = 0;
    neg_verify_der(b, sigSz + 1, __LINE__);               /* trailing */
    b[0] = 0x31;
    neg_verify_der(b, sigSz, __LINE__);                   /* SET tag */
    memcpy(b, sig, sigSz);
    b[1] ^= 0x01;
    neg_verify_der(b, sigSz, __LINE__);                   /* bad length */
    memcpy(b, sig, sigSz);
    b[2] = 0x04;
    neg_verify_der(b, sigSz, __LINE__);                   /* OCTET r */
    neg_verify_der(rZero, sizeof(rZero), __LINE__);
    neg_verify_der(sZero, sizeof(sZero), __LINE__);
    neg_verify_der(negR, sizeof(negR), __LINE__);
    neg_verify_der(padR, sizeof(padR), __LINE__);
    neg_verify_der(longLen, sizeof(longLen), __LINE__);
    neg_verify_der(emptySeq, sizeof(emptySeq), __LINE__);
    neg_verify_der(oneInt, sizeof(oneInt), __LINE__);
    neg_verify_der(zeros, sizeof(zeros), __LINE__);
    /* r = n, s = n, r = p (> n) built with wc_ecc_rs_to_sig. */
    len = sizeof(b);
    if (wc_ecc_rs_to_sig(n256, "01", b, &len) == 0)
        neg_verify_der(b, len, __LINE__);
    len = sizeof(b);
    if (wc_ecc_rs_to_sig("01", n256, b, &len) == 0)
        neg_verify_der(b, len, __LINE__);
    len = sizeof(b);
    if (wc_ecc_rs_to_sig(p256, p256, b, &len) == 0)
        neg_verify_der(b, len, __LINE__);
    /* 66-byte r against a P-256 key. */
    len = sizeof(b);
    if (wc_ecc_rs_to_sig("01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
                         "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
                         "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
                         "01", b, &len) == 0)
        neg_verify_der(b, len, __LINE__);
}

static void cases_verify_rs(void)
{
    mp_int r, s, n;
    int res;

    mp_init_multi(&r, &s, &n, NULL, NULL, NULL);
    mp_read_radix(&n, n256, MP_RADIX_HEX);
    mp_set(&r, 1);
    mp_set(&s, 1);
    NEG(wc_ecc_verify_hash_ex(NULL, &s, hash, 32, &res, &k256));
    NEG(wc_ecc_verify_hash_ex(&r, NULL, hash, 32, &res, &k256));
    NEG(wc_ecc_verify_hash_ex(&r, &s, NULL, 32, &res, &k256));
    NEG(wc_ecc_verify_hash_ex(&r, &s, hash, 32, NULL, &k256));
    NEG(wc_ecc_verify_hash_ex(&r, &s, hash, 32, &res, NULL));
    mp_zero(&r);
    NEG(wc_ecc_verify_hash_ex(&r, &s, hash, 32, &res, &k256));
    mp_set(&r, 1);
    mp_zero(&s);
    NEG(wc_ecc_verify_hash_ex(&r, &s, hash, 32, &res, &k256));
    mp_copy(&n, &s);
    NEG(wc_ecc_verify_hash_ex(&r, &s, hash, 32, &res, &k256));
    mp_copy(&n, &r);
    mp_set(&s, 1);
    NEG(wc_ecc_verify_hash_ex(&r, &s, hash, 32, &res, &k256));
    mp_add_d(&n, 5, &r);
    NEG(wc_ecc_verify_hash_ex(&r, &s, hash, 32, &res, &k256));
    mp_set(&r, 1);
    mp_neg(&r, &r);
    NEG(wc_ecc_verify_hash_ex(&r, &s, hash, 32, &res, &k256));
}

static void cases_x963(void)
{
    byte b[ECC_BUFSIZE];
    byte out[ECC_BUFSIZE];
    word32 len;

    NEG(wc_ecc_import_x963(NULL, x963Sz, &tmp));
    NEG(wc_ecc_import_x963(x963, x963Sz, NULL));
    NEG(wc_ecc_import_x963(x963, 0, &tmp));
    NEG(wc_ecc_import_x963(x963, 1, &tmp));
    memcpy(b, x963, x963Sz);
    b[0] = 0x05;
    NEG(wc_ecc_import_x963(b, x963Sz, &tmp));              /* bad prefix */
    b[0] = 0x00;
    NEG(wc_ecc_import_x963(b, x963Sz, &tmp));
    NEG(wc_ecc_import_x963(b, 1, &tmp));                    /* "infinity" */
    b[0] = 0x04;
    NEG(wc_ecc_import_x963(b, x963Sz - 1, &tmp));          /* even length */
    NEG(wc_ecc_import_x963(b, x963Sz - 2, &tmp));          /* 63 bytes */
    NEG(wc_ecc_import_x963_ex(b, x963Sz, &tmp, ECC_SECP384R1));
    NEG(wc_ecc_import_x963_ex(b, x963Sz, &tmp, ECC_SECP224R1));
    b[x963Sz - 1] ^= 1;
    NEG(wc_ecc_import_x963(b, x963Sz, &tmp));              /* off curve */
    memset(b + 1, 0, x963Sz - 1);
    NEG(wc_ecc_import_x963(b, x963Sz, &tmp));              /* (0, 0) */
    memset(b + 1, 0xFF, x963Sz - 1);
    NEG(wc_ecc_import_x963(b, x963Sz, &tmp));              /* x, y >= p */
    b[0] = 0x02;
    NEG(wc_ecc_import_x963(b, 33, &tmp));                  /* x > p */
    NEG(wc_ecc_import_x963_ex(b, 33, &tmp, ECC_SECP384R1));
    b[0] = 0x03;
    NEG(wc_ecc_import_x963(b, 34, &tmp));                  /* 33-byte x */
    NEG(wc_ecc_import_x963(b, 2, &tmp));                   /* 1-byte x */
    len = sizeof(out);
    NEG(wc_ecc_export_x963(NULL, out, &len));
    NEG(wc_ecc_export_x963(&k256, out, NULL));
    NEG(wc_ecc_export_x963(&k256, NULL, &len));            /* LENGTH_ONLY */
    len = 64;
    NEG(wc_ecc_export_x963(&k256, out, &len));
    len = 32;
    NEG(wc_ecc_export_x963_ex(&k256, out, &len, 1));
    len = sizeof(out);
    NEG(wc_ecc_export_x963(&privOnly, out, &len));
    NEG(wc_ecc_export_x963(&empty, out, &len));
}

static void cases_raw(void)
{
    byte qx[80], qy[80], d[80];
    word32 qxSz = sizeof(qx), qySz = sizeof(qy), dSz = sizeof(d);
    static const byte dZero[32] = { 0 };
    byte dN[32], dFF[32];
    int i;

    for (i = 0; i < 32; i++) {
        unsigned int v;
        sscanf(n256 + 2 * i, "%2x", &v);
        dN[i] = (byte)v;
        dFF[i] = 0xFF;
    }
    NEG(wc_ecc_import_raw(NULL, gx256, gy256, NULL, "SECP256R1"));
    NEG(wc_ecc_import_raw(&tmp, NULL, gy256, NULL, "SECP256R1"));
    NEG(wc_ecc_import_raw(&tmp, gx256, NULL, NULL, "SECP256R1"));
    NEG(wc_ecc_import_raw(&tmp, gx256, gy256, NULL, NULL));
    NEG(wc_ecc_import_raw(&tmp, gx256, gy256, NULL, "SECP999R1"));
    NEG(wc_ecc_import_raw(&tmp, gx256, gy256, NULL, "SECP256R"));
    NEG(wc_ecc_import_raw_ex(&tmp, gx256, gy256, NULL, ECC_SECP192R1));
    NEG(wc_ecc_import_raw_ex(&tmp, "zz", gy256, NULL, ECC_SECP256R1));
    NEG(wc_ecc_import_raw_ex(&tmp, gx256, gx256, NULL, ECC_SECP256R1));
    NEG(wc_ecc_import_raw_ex(&tmp, p256, gy256, NULL, ECC_SECP256R1));
    NEG(wc_ecc_import_raw_ex(&tmp, "0", "0", NULL, ECC_SECP256R1));
    NEG(wc_ecc_import_raw_ex(&tmp, "01" "6B17D1F2E12C4247F8BCE6E563A440F2"
                             "77037D812DEB33A0F4A13945D898C296", gy256,
                             NULL, ECC_SECP256R1));
    NEG(wc_ecc_import_raw_ex(&tmp, gx256, gy256, "0", ECC_SECP256R1));
    NEG(wc_ecc_import_raw_ex(&tmp, gx256, gy256, n256, ECC_SECP256R1));
    NEG(wc_ecc_import_raw_ex(&tmp, gx256, gy256, p256, ECC_SECP256R1));
    NEG(wc_ecc_import_raw_ex(&tmp, gx256, gy256, "-1", ECC_SECP256R1));
    NEG(wc_ecc_import_unsigned(NULL, dN, dN, NULL, ECC_SECP256R1));
    NEG(wc_ecc_import_unsigned(&tmp, NULL, dN, NULL, ECC_SECP256R1));
    NEG(wc_ecc_import_unsigned(&tmp, dN, dN, NULL, 1234));
    NEG(wc_ecc_import_unsigned(&tmp, dN, dN, NULL, ECC_SECP256R1));
    NEG(wc_ecc_export_public_raw(NULL, qx, &qxSz, qy, &qySz));
    NEG(wc_ecc_export_public_raw(&k256, NULL, &qxSz, qy, &qySz));
    NEG(wc_ecc_export_public_raw(&k256, qx, NULL, qy, &qySz));
    NEG(wc_ecc_export_public_raw(&k256, qx, &qxSz, NULL, &qySz));
    NEG(wc_ecc_export_public_raw(&k256, qx, &qxSz, qy, NULL));
    qxSz = 31;
    NEG(wc_ecc_export_public_raw(&k256, qx, &qxSz, qy, &qySz));
    qxSz = sizeof(qx);
    NEG(wc_ecc_export_public_raw(&privOnly, qx, &qxSz, qy, &qySz));
    NEG(wc_ecc_export_private_only(NULL, d, &dSz));
    NEG(wc_ecc_export_private_only(&k256, NULL, &dSz));
    NEG(wc_ecc_export_private_only(&k256, d, NULL));
    dSz = 31;
    NEG(wc_ecc_export_private_only(&k256, d, &dSz));
    dSz = sizeof(d);
    NEG(wc_ecc_export_private_only(&pub256, d, &dSz));
    NEG(wc_ecc_import_private_key(NULL, 32, NULL, 0, &tmp));
    NEG(wc_ecc_import_private_key(dN, 32, NULL, 0, NULL));
    NEG(wc_ecc_import_private_key(dN, 0, NULL, 0, &tmp));
    NEG(wc_ecc_import_private_key_ex(dZero, 32, NULL, 0, &tmp,
                                     ECC_SECP256R1));
    NEG(wc_ecc_import_private_key_ex(dN, 32, NULL, 0, &tmp, ECC_SECP256R1));
    NEG(wc_ecc_import_private_key_ex(dFF, 32, NULL, 0, &tmp,
                                     ECC_SECP256R1));
    NEG(wc_ecc_import_private_key_ex(dN, 33, NULL, 0, &tmp,
                                     ECC_SECP256R1));
    NEG(wc_ecc_import_private_key_ex(dN, 32, NULL, 0, &tmp, 4321));
    NEG(wc_ecc_import_private_key(dN, 20, NULL, 0, &empty)); /* no curve */
    NEG(wc_ecc_import_private_key(dZero, 32, x963, x963Sz, &tmp));
    NEG(wc_ecc_import_private_key(dFF, 32, x963, x963Sz - 1, &tmp));
}

static void cases_sig_encoding(void)
{
    byte out[ECC_MAX_SIG_SIZE], r[80], s[80];
    word32 len = sizeof(out), rLen = sizeof(r), sLen = sizeof(s);
    static const byte one = 1, zero = 0;

    NEG(wc_ecc_rs_to_sig(NULL, "01", out, &len));
    NEG(wc_ecc_rs_to_sig("01", NULL, out, &len));
    NEG(wc_ecc_rs_to_sig("01", "01", NULL, &len));
    NEG(wc_ecc_rs_to_sig("01", "01", out, NULL));
    NEG(wc_ecc_rs_to_sig("0", "01", out, &len));
    NEG(wc_ecc_rs_to_sig("01", "00", out, &len));
    NEG(wc_ecc_rs_to_sig("xyz", "01", out, &len));
    len = 5;
    NEG(wc_ecc_rs_to_sig("01", "01", out, &len));
    len = sizeof(out);
    NEG(wc_ecc_rs_raw_to_sig(NULL, 1, &one, 1, out, &len));
    NEG(wc_ecc_rs_raw_to_sig(&one, 0, &one, 1, out, &len));
    NEG(wc_ecc_rs_raw_to_sig(&zero, 1, &one, 1, out, &len));
    NEG(wc_ecc_rs_raw_to_sig(&one, 1, &zero, 1, out, &len));
    len = 3;
    NEG(wc_ecc_rs_raw_to_sig(&one, 1, &one, 1, out, &len));
    NEG(wc_ecc_sig_to_rs(NULL, sigSz, r, &rLen, s, &sLen));
    NEG(wc_ecc_sig_to_rs(sig, sigSz, NULL, &rLen, s, &sLen));
    NEG(wc_ecc_sig_to_rs(sig, sigSz, r, &rLen, s, NULL));
    NEG(wc_ecc_sig_to_rs(sig, 0, r, &rLen, s, &sLen));
    NEG(wc_ecc_sig_to_rs(sig, sigSz - 3, r, &rLen, s, &sLen));
    rLen = 4;
    NEG(wc_ecc_sig_to_rs(sig, sigSz, r, &rLen, s, &sLen));
}

static void cases_der(void)
{
    byte der[400], b[400];
    word32 idx, len;
    int derSz, pubSz;
    /* SPKI prefix for P-256: SEQUENCE { SEQUENCE { id-ecPublicKey,
     * prime256v1 }, BIT STRING (66 bytes: 00 || X9.63) }. */
    static const byte spkiHdr[] = {
        0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D,
        0x02, 0x01, 0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01,
        0x07, 0x03, 0x42, 0x00
    };

    derSz = wc_EccKeyToDer(&k256, der, sizeof(der));
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(NULL, &idx, &tmp, (word32)derSz));
    NEG(wc_EccPrivateKeyDecode(der, NULL, &tmp, (word32)derSz));
    NEG(wc_EccPrivateKeyDecode(der, &idx, NULL, (word32)derSz));
    NEG(wc_EccPrivateKeyDecode(der, &idx, &tmp, 0));
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(der, &idx, &tmp, (word32)derSz - 1));
    idx = (word32)derSz;
    NEG(wc_EccPrivateKeyDecode(der, &idx, &tmp, (word32)derSz));
    memcpy(b, der, (size_t)derSz);
    b[4] = 0x00;                                   /* version 0 */
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(b, &idx, &tmp, (word32)derSz));
    memcpy(b, der, (size_t)derSz);
    b[0] = 0x31;                                   /* SET */
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(b, &idx, &tmp, (word32)derSz));
    memcpy(b, der, (size_t)derSz);
    memset(b + 7, 0, 32);                          /* d = 0 */
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(b, &idx, &tmp, (word32)derSz));
    memcpy(b, der, (size_t)derSz);
    memset(b + 7, 0xFF, 32);                       /* d > n */
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(b, &idx, &tmp, (word32)derSz));
    memcpy(b, der, (size_t)derSz);
    /* 30 77 02 01 01 04 20 <d: 32> A0 0A 06 08 <OID: 8>: make the last
     * OID byte name an unknown curve (1.2.840.10045.3.1.6). */
    if (b[39] == 0xA0)
        b[39 + 4 + 7] ^= 0x01;
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(b, &idx, &tmp, (word32)derSz));
    memcpy(b, der, (size_t)derSz);
    b[derSz - 1] ^= 0x01;                          /* pub point off curve */
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(b, &idx, &tmp, (word32)derSz));
    memset(b, 0x30, sizeof(b));
    idx = 0;
    NEG(wc_EccPrivateKeyDecode(b, &idx, &tmp, sizeof(b)));
    NEG(wc_EccKeyToDer(NULL, der, sizeof(der)));
    NEG(wc_EccKeyToDer(&k256, der, 10));
    NEG(wc_EccKeyToDer(&pub256, der, sizeof(der)));
    NEG(wc_EccKeyToDer(&empty, der, sizeof(der)));
    NEG(wc_EccPrivateKeyToDer(&pub256, der, sizeof(der)));
    len = sizeof(der);
    NEG(wc_EccKeyToPKCS8(NULL, der, &len));
    NEG(wc_EccKeyToPKCS8(&k256, der, NULL));
    NEG(wc_EccKeyToPKCS8(&k256, NULL, &len));      /* LENGTH_ONLY_E */
    len = 20;
    NEG(wc_EccKeyToPKCS8(&k256, der, &len));

    /* SubjectPublicKeyInfo */
    pubSz = wc_EccPublicKeyToDer(&k256, der, sizeof(der), 1);
    NEG(wc_EccPublicKeyToDer(NULL, der, sizeof(der), 1));
    NEG(wc_EccPublicKeyToDer(&k256, der, 20, 1));
    NEG(wc_EccPublicKeyToDer(&k256, der, 20, 0));
    NEG(wc_EccPublicKeyToDer(&privOnly, der, sizeof(der), 1));
    idx = 0;
    NEG(wc_EccPublicKeyDecode(NULL, &idx, &tmp, (word32)pubSz));
    NEG(wc_EccPublicKeyDecode(der, NULL, &tmp, (word32)pubSz));
    NEG(wc_EccPublicKeyDecode(der, &idx, NULL, (word32)pubSz));
    NEG(wc_EccPublicKeyDecode(der, &idx, &tmp, (word32)pubSz - 1));
    memcpy(b, spkiHdr, sizeof(spkiHdr));
    memcpy(b + sizeof(spkiHdr), x963, x963Sz);
    b[12] = 0x03;                                  /* not id-ecPublicKey */
    idx = 0;
    NEG(wc_EccPublicKeyDecode(b, &idx, &tmp, sizeof(spkiHdr) + x963Sz));
    b[12] = 0x01;
    b[22] = 0x06;                                  /* unknown curve OID */
    idx = 0;
    NEG(wc_EccPublicKeyDecode(b, &idx, &tmp, sizeof(spkiHdr) + x963Sz));
    b[22] = 0x07;
    b[25] = 0x01;                                  /* unused bits != 0 */
    idx = 0;
    NEG(wc_EccPublicKeyDecode(b, &idx, &tmp, sizeof(spkiHdr) + x963Sz));
    b[25] = 0x00;
    b[sizeof(spkiHdr) + x963Sz - 1] ^= 0x01;       /* off curve */
    idx = 0;
    NEG(wc_EccPublicKeyDecode(b, &idx, &tmp, sizeof(spkiHdr) + x963Sz));
    b[sizeof(spkiHdr) + x963Sz - 1] ^= 0x01;
    b[sizeof(spkiHdr)] = 0x05;                     /* bad point prefix */
    idx = 0;
    NEG(wc_EccPublicKeyDecode(b, &idx, &tmp, sizeof(spkiHdr) + x963Sz));
    b[sizeof(spkiHdr)] = 0x04;
    b[1] = 0x81;                                   /* non-DER length */
    idx = 0;
    NEG(wc_EccPublicKeyDecode(b, &idx, &tmp, sizeof(spkiHdr) + x963Sz));
}

/* The decoders' rule (asn_public.h, upstream's): bytes after the key are
 * left alone and *inOutIdx points after it; bytes inside the structure
 * that are not part of it are ASN_PARSE_E. */
static void cases_der_trailing(void)
{
    static const byte oid256[] = { 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03,
                                   0x01, 0x07 };
    byte der[400], b[400];
    word32 idx, len;
    int derSz, n;

    derSz = wc_EccKeyToDer(&k256, der, sizeof(der));
    if ((derSz <= 0) || (2 * derSz > (int)sizeof(b))) {
        failed++;
        return;
    }
    memcpy(b, der, (size_t)derSz);
    memcpy(b + derSz, der, (size_t)derSz);         /* two keys in a row */
    idx = 0;
    EQ(wc_EccPrivateKeyDecode(b, &idx, &tmp, 2 * (word32)derSz), 0);
    EQ(idx, derSz);
    EQ(wc_EccPrivateKeyDecode(b, &idx, &tmp, 2 * (word32)derSz), 0);
    EQ(idx, 2 * derSz);
    b[derSz] = 0x00;
    b[1]++;                                        /* SEQUENCE + 1 */
    idx = 0;
    EQ(wc_EccPrivateKeyDecode(b, &idx, &tmp, (word32)derSz + 1),
       ASN_PARSE_E);
    /* PKCS#8 with a byte after it, and with one inside its OCTET STRING
     * (upstream ignores the latter). */
    len = sizeof(b);
    n = wc_EccKeyToPKCS8(&k256, b, &len);
    EQ(n, (long)len);
    b[len] = 0x00;
    idx = 0;
    EQ(wc_EccPrivateKeyDecode(b, &idx, &tmp, len + 1), 0);
    EQ(idx, len);
    der[derSz] = 0x00;
    len = sizeof(b);
    n = wc_CreatePKCS8Key(b, &len, der, (word32)derSz + 1, ECDSAk, oid256,
                          sizeof(oid256));
    EQ(n, (long)len);
    idx = 0;
    EQ(wc_EccPrivateKeyDecode(b, &idx, &tmp, len), ASN_PARSE_E);
    /* SubjectPublicKeyInfo with a byte after it. */
    n = wc_EccPublicKeyToDer(&k256, b, sizeof(b) - 1, 1);
    if (n <= 0) {
        failed++;
        return;
    }
    b[n] = 0x00;
    idx = 0;
    EQ(wc_EccPublicKeyDecode(b, &idx, &tmp, (word32)n + 1), 0);
    EQ(idx, n);
    b[1]++;                                        /* SEQUENCE + 1 */
    idx = 0;
    EQ(wc_EccPublicKeyDecode(b, &idx, &tmp, (word32)n + 1), ASN_PARSE_E);
}

#ifdef WOLFSSL_SM2
/* SEC1 ECPrivateKey of key without curve parameters (withPub: with the
 * [1] public key), wrapped in PKCS#8 without parameters when pkcs8 is
 * set.  Returns the length. */
static word32 sec1_no_params(ecc_key* key, int withPub, int pkcs8,
                             byte* out)
{
    static const byte algo[] = { 0x30, 0x09, 0x06, 0x07, 0x2A, 0x86, 0x48,
                                 0xCE, 0x3D, 0x02, 0x01 };
    byte pt[65];
    word32 n = 0, ptSz = sizeof(pt), dSz = 32, body = 37;

    if (pkcs8) {
        body += withPub ? 70 : 0;
        out[n++] = 0x30;
        out[n++] = (byte)(3 + sizeof(algo) + 2 + 2 + body);
        out[n++] = 0x02; out[n++] = 0x01; out[n++] = 0x00;
        memcpy(out + n, algo, sizeof(algo));
        n += sizeof(algo);
        out[n++] = 0x04;
        out[n++] = (byte)(2 + body);
    }
    out[n++] = 0x30;
    out[n++] = (byte)(withPub ? 37 + 70 : 37);
    out[n++] = 0x02; out[n++] = 0x01; out[n++] = 0x01;
    out[n++] = 0x04; out[n++] = 0x20;
    (void)wc_ecc_export_private_only(key, out + n, &dSz);
    n += 32;
    if (withPub) {
        (void)wc_ecc_export_x963(key, pt, &ptSz);
        out[n++] = 0xA1; out[n++] = 0x44;
        out[n++] = 0x03; out[n++] = 0x42; out[n++] = 0x00;
        memcpy(out + n, pt, sizeof(pt));
        n += sizeof(pt);
    }
    return n;
}

/* A 32-byte key without curve parameters is P-256 (as upstream) unless
 * the ecc_key has a curve selected: an SM2 key then decodes as SM2. */
static void cases_der_no_params(void)
{
    ecc_key sm2;
    byte der[200], pt[65], pt2[65];
    word32 n, idx, ptSz, pt2Sz;
    int withPub, pkcs8;

    if ((wc_ecc_init(&sm2) != 0) ||
        (wc_ecc_make_key_ex(&rng, 32, &sm2, ECC_SM2P256V1) != 0)) {
        failed++;
        return;
    }
    ptSz = sizeof(pt);
    (void)wc_ecc_export_x963(&sm2, pt, &ptSz);
    for (pkcs8 = 0; pkcs8 < 2; pkcs8++) {
        n = sec1_no_params(&sm2, 0, pkcs8, der);
        (void)wc_ecc_free(&tmp);
        idx = 0;
        EQ(wc_EccPrivateKeyDecode(der, &idx, &tmp, n), 0);
        EQ((tmp.dp != NULL) ? tmp.dp->id : -1, ECC_SECP256R1);
        n = sec1_no_params(&sm2, 1, pkcs8, der);
        (void)wc_ecc_free(&tmp);
        idx = 0;
        EQ(wc_EccPrivateKeyDecode(der, &idx, &tmp, n), IS_POINT_E);
        for (withPub = 0; withPub < 2; withPub++) {
            n = sec1_no_params(&sm2, withPub, pkcs8, der);
            (void)wc_ecc_free(&tmp);
            EQ(wc_ecc_set_curve(&tmp, 32, ECC_SM2P256V1), 0);
            idx = 0;
            EQ(wc_EccPrivateKeyDecode(der, &idx, &tmp, n), 0);
            EQ(idx, n);
            EQ((tmp.dp != NULL) ? tmp.dp->id : -1, ECC_SM2P256V1);
            if (!withPub)
                EQ(wc_ecc_make_pub(&tmp, NULL), 0);
            pt2Sz = sizeof(pt2);
            EQ(wc_ecc_export_x963(&tmp, pt2, &pt2Sz), 0);
            EQ(memcmp(pt, pt2, sizeof(pt)), 0);
        }
    }
    /* The selected curve is used: a P-256 key read as SM2 fails. */
    n = sec1_no_params(&k256, 1, 0, der);
    (void)wc_ecc_free(&tmp);
    EQ(wc_ecc_set_curve(&tmp, 32, ECC_SM2P256V1), 0);
    idx = 0;
    EQ(wc_EccPrivateKeyDecode(der, &idx, &tmp, n), IS_POINT_E);
    (void)wc_ecc_free(&tmp);
    (void)wc_ecc_free(&sm2);
}
#endif

static void cases_points(void)
{
    ecc_point* g = wc_ecc_new_point();
    ecc_point* r = wc_ecc_new_point();
    mp_int k, p, a;

    mp_init_multi(&k, &p, &a, NULL, NULL, NULL);
    mp_read_radix(&p, p256, MP_RADIX_HEX);
    if ((g == NULL) || (r == NULL)) {
        failed++;
        return;
    }
    mp_read_radix(g->x, gx256, MP_RADIX_HEX);
    mp_read_radix(g->y, gy256, MP_RADIX_HEX);
    mp_set(g->z, 1);
    mp_set(&k, 3);
    NEG(wc_ecc_copy_point(NULL, r));
    NEG(wc_ecc_copy_point(g, NULL));
    NEG(wc_ecc_cmp_point(NULL, g));
    NEG(wc_ecc_cmp_point(g, NULL));
    NEG(wc_ecc_point_is_at_infinity(NULL));
    NEG(wc_ecc_point_is_on_curve(NULL, 0));
    NEG(wc_ecc_point_is_on_curve(g, -1));
    NEG(wc_ecc_point_is_on_curve(g, 3));
    NEG(wc_ecc_point_is_on_curve(g, 1));            /* P-384 */
    NEG(wc_ecc_mulmod(NULL, g, r, &a, &p, 1));
    NEG(wc_ecc_mulmod(&k, NULL, r, &a, &p, 1));
    NEG(wc_ecc_mulmod(&k, g, NULL, &a, &p, 1));
    NEG(wc_ecc_mulmod(&k, g, r, &a, NULL, 1));
    mp_zero(&k);
    NEG(wc_ecc_mulmod(&k, g, r, &a, &p, 1));        /* k = 0 */
    mp_read_radix(&k, n256, MP_RADIX_HEX);
    NEG(wc_ecc_mulmod(&k, g, r, &a, &p, 1));        /* k = n */
    mp_set(&k, 3);
    NEG(wc_ecc_mulmod(&k, g, r, &a, &k, 1));        /* unknown modulus */
    mp_add_d(g->y, 1, g->y);
    NEG(wc_ecc_point_is_on_curve(g, 0));
    NEG(wc_ecc_mulmod(&k, g, r, &a, &p, 1));        /* G off curve */
    mp_zero(g->x);
    mp_zero(g->y);
    NEG(wc_ecc_point_is_on_curve(g, 0));            /* infinity */
    NEG(wc_ecc_mulmod(&k, g, r, &a, &p, 1));
    mp_copy(&p, g->x);
    NEG(wc_ecc_point_is_on_curve(g, 0));            /* x = p */
    wc_ecc_del_point(g);
    wc_ecc_del_point(r);
    wc_ecc_del_point(NULL);                         /* must not crash */
}

int main(void)
{
    if (setup() != 0)
        return 1;
    cases_lifecycle();
    cases_ecdh();
    cases_sign();
    cases_verify_der();
    cases_verify_rs();
    cases_x963();
    cases_raw();
    cases_sig_encoding();
    cases_der();
    cases_der_trailing();
#ifdef WOLFSSL_SM2
    cases_der_no_params();
#endif
    cases_points();
    wc_ecc_free(&k256);
    wc_ecc_free(&k384);
    wc_ecc_free(&pub256);
    wc_ecc_free(&privOnly);
    wc_ecc_free(&empty);
    wc_ecc_free(&tmp);
    wc_FreeRng(&rng);
    printf("%d passed, %d failed\n", passed, failed);
    return (failed != 0) ? 1 : 0;
}
