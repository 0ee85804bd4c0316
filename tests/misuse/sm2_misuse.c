/* sm2_misuse.c
 *
 * API misuse tests for SM2 (sm2.h): NULL pointers, wrong sizes, empty
 * keys and keys on another curve, out-of-range private keys, r or s zero
 * or >= n, malformed DER signatures, invalid public points, and for
 * encryption: truncated ciphertexts, C1 off the curve / out of range / at
 * infinity, corrupted C3 or C2, wrong formats and malformed DER.  Every
 * case must return a negative error code (a few invalid signatures must
 * instead be reported through *res = 0 with a 0 return, as documented),
 * and nothing may crash (run it under ASan/UBSan too).  Prints one line per
 * failing case and a final "N passed, M failed" line; exits non-zero on
 * any failure.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sm2.h>
#include "wolfcrypt/src/sm2_internal.h"
#include <stdio.h>
#include <string.h>

#ifdef WOLFSSL_SM2

static int passed, failed;

static void check(int ok, const char* what, int ret, int line)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL line %d: %s returned %d\n", line, what, ret);
}

/* The expression must evaluate to a negative error code. */
#define NEG(expr) do { int r_ = (expr); check(r_ < 0, #expr, r_, \
    __LINE__); } while (0)
/* ... to exactly this error code. */
#define ERR(expr, code) do { int r_ = (expr); check(r_ == (code), #expr, \
    r_, __LINE__); } while (0)
/* A condition that must hold. */
#define TRUE(cond) check((cond) ? 1 : 0, #cond, 0, __LINE__)

/* Setup must succeed. */
#define OK(expr) do { int r_ = (expr); if (r_ != 0) { \
    printf("setup failed line %d: %s = %d\n", __LINE__, #expr, r_); \
    return 1; } } while (0)

static const char nSm2[] =
    "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123";
static const char nSm2m1[] =
    "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54122";
static const char pSm2[] =
    "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF";

static WC_RNG rng;
static ecc_key key, key2, pub, p256, empty, badPub, infPub;
static byte e[32];
static byte sig[80];
static word32 sigSz;
static byte msg[20];
static byte ctRaw[200], ctDer[200], ct2[200], out[200];
static word32 ctRawSz, ctDerSz;

/* A public-only copy of key with its point replaced (bypassing import
 * validation): y + 1 (off the curve) or (0, 0) (infinity). */
static int corrupt_copy(ecc_key* dst, const byte* x963, int inf)
{
    int err = wc_ecc_init(dst);
    if (err == 0)
        err = wc_ecc_import_unsigned(dst, x963 + 1, x963 + 33, NULL,
                                     ECC_SM2P256V1);
    if (err != 0)
        return err;
    if (inf) {
        mp_zero(dst->pubkey.x);
        mp_zero(dst->pubkey.y);
    }
    else
        err = mp_add_d(dst->pubkey.y, 1, dst->pubkey.y);
    return err;
}

static int setup(void)
{
    byte x963[65];
    word32 len = sizeof(x963);

    memset(e, 0x5A, sizeof(e));
    memset(msg, 0x61, sizeof(msg));
    OK(wc_InitRng(&rng));
    OK(wc_ecc_init(&key));
    OK(wc_ecc_init(&key2));
    OK(wc_ecc_init(&pub));
    OK(wc_ecc_init(&p256));
    OK(wc_ecc_init(&empty));
    OK(wc_ecc_sm2_make_key(&rng, &key, 0));
    OK(wc_ecc_sm2_make_key(&rng, &key2, 0));
    OK(wc_ecc_make_key(&rng, 32, &p256));
    OK(wc_ecc_export_x963(&key, x963, &len));
    OK(wc_ecc_import_x963_ex(x963, len, &pub, ECC_SM2P256V1));
    sigSz = sizeof(sig);
    OK(wc_ecc_sm2_sign_hash(e, sizeof(e), sig, &sigSz, &rng, &key));
    ctRawSz = sizeof(ctRaw);
    OK(wc_ecc_sm2_encrypt(&key, msg, sizeof(msg), ctRaw, &ctRawSz, &rng,
                          WC_SM2_RAW));
    ctDerSz = sizeof(ctDer);
    OK(wc_ecc_sm2_encrypt(&key, msg, sizeof(msg), ctDer, &ctDerSz, &rng,
                          WC_SM2_DER));
    OK(corrupt_copy(&badPub, x963, 0));
    OK(corrupt_copy(&infPub, x963, 1));
    return 0;
}

static void cases_keys(void)
{
    byte s[32];
    word32 len = sizeof(s);

    NEG(wc_ecc_sm2_make_key(NULL, &empty, 0));
    NEG(wc_ecc_sm2_make_key(&rng, NULL, 0));
    NEG(wc_ecc_sm2_shared_secret(NULL, &pub, s, &len));
    NEG(wc_ecc_sm2_shared_secret(&key, NULL, s, &len));
    NEG(wc_ecc_sm2_shared_secret(&key, &pub, NULL, &len));
    NEG(wc_ecc_sm2_shared_secret(&key, &pub, s, NULL));
    len = 31;
    ERR(wc_ecc_sm2_shared_secret(&key, &key2, s, &len), BUFFER_E);
    len = sizeof(s);
    NEG(wc_ecc_sm2_shared_secret(&pub, &key2, s, &len));  /* no private */
    NEG(wc_ecc_sm2_shared_secret(&key, &empty, s, &len));
    NEG(wc_ecc_sm2_shared_secret(&p256, &p256, s, &len)); /* P-256 */
    NEG(wc_ecc_sm2_shared_secret(&key, &p256, s, &len));  /* mixed */
    ERR(wc_ecc_sm2_shared_secret(&key, &badPub, s, &len), IS_POINT_E);
    ERR(wc_ecc_sm2_shared_secret(&key, &infPub, s, &len), ECC_INF_E);
}

static void cases_digest(void)
{
    byte id[16] = { 0 }, d[32];

    NEG(wc_ecc_sm2_create_digest(id, 16, msg, 20, WC_HASH_TYPE_SM3, NULL,
                                 32, &key));
    NEG(wc_ecc_sm2_create_digest(id, 16, msg, 20, WC_HASH_TYPE_SM3, d, 32,
                                 NULL));
    NEG(wc_ecc_sm2_create_digest(id, 16, msg, -1, WC_HASH_TYPE_SM3, d, 32,
                                 &key));
    NEG(wc_ecc_sm2_create_digest(id, 16, NULL, 5, WC_HASH_TYPE_SM3, d, 32,
                                 &key));
    NEG(wc_ecc_sm2_create_digest(NULL, 5, msg, 20, WC_HASH_TYPE_SM3, d, 32,
                                 &key));
    NEG(wc_ecc_sm2_create_digest(id, 8192, msg, 20, WC_HASH_TYPE_SM3, d,
                                 32, &key));             /* ENTL overflow */
    NEG(wc_ecc_sm2_create_digest(id, 16, msg, 20, WC_HASH_TYPE_NONE, d, 32,
                                 &key));
    NEG(wc_ecc_sm2_create_digest(id, 16, msg, 20, (enum wc_HashType)99, d,
                                 32, &key));
    NEG(wc_ecc_sm2_create_digest(id, 16, msg, 20, WC_HASH_TYPE_MD5, d, 32,
                                 &key));
    ERR(wc_ecc_sm2_create_digest(id, 16, msg, 20, WC_HASH_TYPE_SM3, d, 31,
                                 &key), BUFFER_E);
    NEG(wc_ecc_sm2_create_digest(id, 16, msg, 20, WC_HASH_TYPE_SM3, d, 32,
                                 &empty));
}

static void cases_sign(void)
{
    byte s[80];
    byte kb[32];
    word32 len = sizeof(s);
    ecc_key bad;
    mp_int r, ss;

    mp_init_multi(&r, &ss, NULL, NULL, NULL, NULL);
    NEG(wc_ecc_sm2_sign_hash(NULL, 32, s, &len, &rng, &key));
    NEG(wc_ecc_sm2_sign_hash(e, 32, NULL, &len, &rng, &key));
    NEG(wc_ecc_sm2_sign_hash(e, 32, s, NULL, &rng, &key));
    NEG(wc_ecc_sm2_sign_hash(e, 32, s, &len, &rng, NULL));
    len = 10;
    ERR(wc_ecc_sm2_sign_hash(e, 32, s, &len, &rng, &key), BUFFER_E);
    len = sizeof(s);
    NEG(wc_ecc_sm2_sign_hash(e, 0, s, &len, &rng, &key));
    NEG(wc_ecc_sm2_sign_hash(e, WC_MAX_DIGEST_SIZE + 1, s, &len, &rng,
                             &key));
    ERR(wc_ecc_sm2_sign_hash(e, 32, s, &len, NULL, &key), MISSING_RNG_E);
    NEG(wc_ecc_sm2_sign_hash(e, 32, s, &len, &rng, &pub));  /* no private */
    NEG(wc_ecc_sm2_sign_hash(e, 32, s, &len, &rng, &p256)); /* P-256 */
    NEG(wc_ecc_sm2_sign_hash(e, 32, s, &len, &rng, &empty));
    NEG(wc_ecc_sm2_sign_hash_ex(e, 32, &rng, &key, NULL, &ss));
    NEG(wc_ecc_sm2_sign_hash_ex(e, 32, &rng, &key, &r, NULL));
    /* d = n - 1: 1 + d = 0 has no inverse. */
    if (wc_ecc_init(&bad) == 0 &&
        mp_read_radix(&r, nSm2m1, MP_RADIX_HEX) == 0 &&
        mp_to_unsigned_bin_len(&r, kb, 32) == 0 &&
        wc_ecc_import_private_key_ex(kb, 32, NULL, 0, &bad,
                                     ECC_SM2P256V1) == 0)
        ERR(wc_ecc_sm2_sign_hash_ex(e, 32, &rng, &bad, &r, &ss),
            ECC_PRIV_KEY_E);
    else
        TRUE(!"d = n - 1 key import");
    /* d = 0 (set behind the API's back). */
    mp_zero(bad.k);
    ERR(wc_ecc_sm2_sign_hash_ex(e, 32, &rng, &bad, &r, &ss),
        ECC_PRIV_KEY_E);
    wc_ecc_free(&bad);
    /* Fixed-nonce hook: k = 0, k = n, k longer than the field. */
    memset(kb, 0, sizeof(kb));
    NEG(sm2_sign_hash_fixed_k(e, 32, kb, 32, &key, &r, &ss));
    mp_read_radix(&r, nSm2, MP_RADIX_HEX);
    mp_to_unsigned_bin_len(&r, kb, 32);
    NEG(sm2_sign_hash_fixed_k(e, 32, kb, 32, &key, &r, &ss));
    NEG(sm2_sign_hash_fixed_k(e, 32, s, 33, &key, &r, &ss));
    mp_clear(&r);
    mp_clear(&ss);
}

static void cases_verify(void)
{
    /* SEQUENCE { INTEGER 0, INTEGER 1 } */
    static const byte zeroR[] = { 0x30, 0x06, 0x02, 0x01, 0x00, 0x02, 0x01,
                                  0x01 };
    byte buf[100];
    word32 len;
    mp_int r, s, n;
    int res = -1;

    mp_init_multi(&r, &s, &n, NULL, NULL, NULL);
    mp_read_radix(&n, nSm2, MP_RADIX_HEX);
    NEG(wc_ecc_sm2_verify_hash(NULL, sigSz, e, 32, &res, &key));
    NEG(wc_ecc_sm2_verify_hash(sig, sigSz, NULL, 32, &res, &key));
    NEG(wc_ecc_sm2_verify_hash(sig, sigSz, e, 32, NULL, &key));
    NEG(wc_ecc_sm2_verify_hash(sig, sigSz, e, 32, &res, NULL));
    NEG(wc_ecc_sm2_verify_hash(sig, 0, e, 32, &res, &key));
    NEG(wc_ecc_sm2_verify_hash(sig, sigSz - 1, e, 32, &res, &key));
    memcpy(buf, sig, sigSz);
    buf[sigSz] = 0;
    NEG(wc_ecc_sm2_verify_hash(buf, sigSz + 1, e, 32, &res, &key));
    buf[0] = 0x31;                                     /* SET, not SEQ */
    NEG(wc_ecc_sm2_verify_hash(buf, sigSz, e, 32, &res, &key));
    NEG(wc_ecc_sm2_verify_hash(sig, sigSz, e, 0, &res, &key));
    NEG(wc_ecc_sm2_verify_hash(sig, sigSz, e, 32, &res, &empty));
    NEG(wc_ecc_sm2_verify_hash(sig, sigSz, e, 32, &res, &p256));
    ERR(wc_ecc_sm2_verify_hash(zeroR, sizeof(zeroR), e, 32, &res, &key),
        MP_ZERO_E);
    /* r = n as a DER signature. */
    len = sizeof(buf);
    if (wc_ecc_rs_to_sig(nSm2, "01", buf, &len) == 0)
        ERR(wc_ecc_sm2_verify_hash(buf, len, e, 32, &res, &key),
            ECC_OUT_OF_RANGE_E);
    mp_set(&s, 1);
    ERR(wc_ecc_sm2_verify_hash_ex(&r, &s, e, 32, &res, &key), MP_ZERO_E);
    ERR(wc_ecc_sm2_verify_hash_ex(&s, &r, e, 32, &res, &key), MP_ZERO_E);
    ERR(wc_ecc_sm2_verify_hash_ex(&n, &s, e, 32, &res, &key),
        ECC_OUT_OF_RANGE_E);
    mp_add_d(&n, 5, &r);
    ERR(wc_ecc_sm2_verify_hash_ex(&s, &r, e, 32, &res, &key),
        ECC_OUT_OF_RANGE_E);
    mp_neg(&s, &r);
    NEG(wc_ecc_sm2_verify_hash_ex(&r, &s, e, 32, &res, &key));
    NEG(wc_ecc_sm2_verify_hash_ex(NULL, &s, e, 32, &res, &key));
    NEG(wc_ecc_sm2_verify_hash_ex(&s, &s, e, WC_MAX_DIGEST_SIZE + 1, &res,
                                  &key));
    /* r + s = n: a well-formed but invalid signature, res = 0. */
    mp_sub_d(&n, 1, &r);
    res = -1;
    TRUE(wc_ecc_sm2_verify_hash_ex(&r, &s, e, 32, &res, &key) == 0 &&
         res == 0);
    /* The real signature against another key: res = 0. */
    res = -1;
    TRUE(wc_ecc_sm2_verify_hash(sig, sigSz, e, 32, &res, &key2) == 0 &&
         res == 0);
    mp_clear(&r);
    mp_clear(&s);
    mp_clear(&n);
}

static void cases_encrypt(void)
{
    word32 len = sizeof(out);

    NEG(wc_ecc_sm2_encrypt(NULL, msg, 20, out, &len, &rng, WC_SM2_RAW));
    NEG(wc_ecc_sm2_encrypt(&key, NULL, 20, out, &len, &rng, WC_SM2_RAW));
    NEG(wc_ecc_sm2_encrypt(&key, msg, 20, out, NULL, &rng, WC_SM2_RAW));
    NEG(wc_ecc_sm2_encrypt(&key, msg, 0, out, &len, &rng, WC_SM2_RAW));
    NEG(wc_ecc_sm2_encrypt(&key, msg, 20, out, &len, &rng, 7));
    NEG(wc_ecc_sm2_encrypt(&key, msg, 0x01000000, out, &len, &rng,
                           WC_SM2_RAW));
    len = 116;                                  /* one byte short */
    ERR(wc_ecc_sm2_encrypt(&key, msg, 20, out, &len, &rng, WC_SM2_RAW),
        BUFFER_E);
    TRUE(len == 117);
    ERR(wc_ecc_sm2_encrypt(&key, msg, 20, NULL, &len, &rng, WC_SM2_DER),
        LENGTH_ONLY_E);
    len = sizeof(out);
    ERR(wc_ecc_sm2_encrypt(&key, msg, 20, out, &len, NULL, WC_SM2_RAW),
        MISSING_RNG_E);
    NEG(wc_ecc_sm2_encrypt(&empty, msg, 20, out, &len, &rng, WC_SM2_RAW));
    NEG(wc_ecc_sm2_encrypt(&p256, msg, 20, out, &len, &rng, WC_SM2_RAW));
    ERR(wc_ecc_sm2_encrypt(&badPub, msg, 20, out, &len, &rng, WC_SM2_RAW),
        IS_POINT_E);
    ERR(wc_ecc_sm2_encrypt(&infPub, msg, 20, out, &len, &rng, WC_SM2_DER),
        ECC_INF_E);
    TRUE(wc_ecc_sm2_encrypt_size(0, WC_SM2_RAW) == 0);
    TRUE(wc_ecc_sm2_encrypt_size(20, 9) == 0);
    TRUE(wc_ecc_sm2_encrypt_size(20, WC_SM2_RAW) == 117);
}

/* Decrypt ct[0..sz) in format fmt with key k into out. */
static int dec(ecc_key* k, const byte* ct, word32 sz, int fmt)
{
    word32 len = sizeof(out);
    return wc_ecc_sm2_decrypt(k, ct, sz, out, &len, fmt);
}

/* A copy of the raw ciphertext with byte i xor x. */
static const byte* raw_flip(word32 i, byte x)
{
    memcpy(ct2, ctRaw, ctRawSz);
    ct2[i] ^= x;
    return ct2;
}

static void cases_decrypt_raw(void)
{
    word32 len;

    NEG(dec(NULL, ctRaw, ctRawSz, WC_SM2_RAW));
    NEG(dec(&key, NULL, ctRawSz, WC_SM2_RAW));
    len = sizeof(out);
    NEG(wc_ecc_sm2_decrypt(&key, ctRaw, ctRawSz, out, NULL, WC_SM2_RAW));
    NEG(dec(&key, ctRaw, ctRawSz, 5));
    NEG(dec(&key, ctRaw, 0, WC_SM2_RAW));
    NEG(dec(&pub, ctRaw, ctRawSz, WC_SM2_RAW));          /* no private */
    NEG(dec(&p256, ctRaw, ctRawSz, WC_SM2_RAW));         /* P-256 key */
    ERR(dec(&key, ctRaw, 97, WC_SM2_RAW), BUFFER_E);     /* no C2 */
    ERR(dec(&key, ctRaw, 50, WC_SM2_RAW), BUFFER_E);     /* inside C1 */
    NEG(dec(&key, ctRaw, ctRawSz - 1, WC_SM2_RAW));      /* C2 cut */
    NEG(dec(&key, raw_flip(0, 0x06), ctRawSz, WC_SM2_RAW)); /* 02 prefix */
    ERR(dec(&key, raw_flip(64, 0x01), ctRawSz, WC_SM2_RAW), IS_POINT_E);
    memcpy(ct2, ctRaw, ctRawSz);                         /* x = p */
    {
        mp_int p;
        mp_init(&p);
        mp_read_radix(&p, pSm2, MP_RADIX_HEX);
        mp_to_unsigned_bin_len(&p, ct2 + 1, 32);
        mp_clear(&p);
    }
    ERR(dec(&key, ct2, ctRawSz, WC_SM2_RAW), ECC_OUT_OF_RANGE_E);
    memset(ct2 + 1, 0, 64);                              /* (0, 0) */
    ERR(dec(&key, ct2, ctRawSz, WC_SM2_RAW), ECC_INF_E);
    ERR(dec(&key, raw_flip(70, 0x10), ctRawSz, WC_SM2_RAW),
        MAC_CMP_FAILED_E);                               /* C3 */
    TRUE(out[0] == 0 && out[19] == 0);                   /* wiped */
    ERR(dec(&key, raw_flip(100, 0x01), ctRawSz, WC_SM2_RAW),
        MAC_CMP_FAILED_E);                               /* C2 */
    ERR(dec(&key2, ctRaw, ctRawSz, WC_SM2_RAW), MAC_CMP_FAILED_E);
    ERR(dec(&key, ctRaw, ctRawSz, WC_SM2_RAW_C1C2C3), MAC_CMP_FAILED_E);
    NEG(dec(&key, ctRaw, ctRawSz, WC_SM2_DER));          /* not DER */
    len = 19;
    ERR(wc_ecc_sm2_decrypt(&key, ctRaw, ctRawSz, out, &len, WC_SM2_RAW),
        BUFFER_E);
    TRUE(len == 20);
    ERR(wc_ecc_sm2_decrypt(&key, ctRaw, ctRawSz, NULL, &len, WC_SM2_RAW),
        LENGTH_ONLY_E);
    TRUE(dec(&key, ctRaw, ctRawSz, WC_SM2_RAW) == 0 &&
         memcmp(out, msg, 20) == 0);
}

/* DER length octets for n < 65536. */
static word32 put_len(byte* o, word32 n)
{
    if (n < 128) {
        o[0] = (byte)n;
        return 1;
    }
    if (n < 256) {
        o[0] = 0x81;
        o[1] = (byte)n;
        return 2;
    }
    o[0] = 0x82;
    o[1] = (byte)(n >> 8);
    o[2] = (byte)n;
    return 3;
}

/* SEQUENCE { INTEGER x, INTEGER y, OCTET STRING c3[0..c3Sz), OCTET
 * STRING c2 }.  x and y are raw 32-byte coordinates, written as minimal
 * DER INTEGERs (leading zero octets dropped: C1's coordinates have one in
 * about 1 of 128 random ciphertexts) with the sign octet added unless
 * noPad. */
static word32 build_der(byte* o, const byte* x, const byte* y,
                        const byte* c3, word32 c3Sz, const byte* c2,
                        word32 c2Sz, int noPad)
{
    byte body[200];
    word32 i = 0, j, k;

    for (k = 0; k < 2; k++) {
        const byte* v = k ? y : x;
        word32 skip = 0, len;
        int pad;

        while ((skip < 31) && (v[skip] == 0))
            skip++;
        len = 32 - skip;
        pad = !noPad && (v[skip] & 0x80);
        body[i++] = 0x02;
        body[i++] = (byte)(len + (word32)pad);
        if (pad)
            body[i++] = 0;
        memcpy(body + i, v + skip, len);
        i += len;
    }
    body[i++] = 0x04;
    i += put_len(body + i, c3Sz);
    memcpy(body + i, c3, c3Sz);
    i += c3Sz;
    body[i++] = 0x04;
    i += put_len(body + i, c2Sz);
    memcpy(body + i, c2, c2Sz);
    i += c2Sz;
    o[0] = 0x30;
    j = 1 + put_len(o + 1, i);
    memcpy(o + j, body, i);
    return j + i;
}

static void cases_decrypt_der(void)
{
    /* Parts of the valid raw ciphertext: C1 x, y, C3, C2. */
    const byte* x = ctRaw + 1;
    const byte* y = ctRaw + 33;
    const byte* c3 = ctRaw + 65;
    const byte* c2 = ctRaw + 97;
    byte d[200], yy[32];
    word32 n;

    n = build_der(d, x, y, c3, 32, c2, 20, 0);
    TRUE(dec(&key, d, n, WC_SM2_DER) == 0 && memcmp(out, msg, 20) == 0);
    NEG(dec(&key, d, n - 1, WC_SM2_DER));                  /* truncated */
    NEG(dec(&key, d, 40, WC_SM2_DER));                     /* truncated */
    d[n] = 0;
    NEG(dec(&key, d, n + 1, WC_SM2_DER));                  /* trailing */
    NEG(dec(&key, ctDer, ctDerSz, WC_SM2_RAW));            /* not raw */
    d[0] = 0x31;
    NEG(dec(&key, d, n, WC_SM2_DER));                      /* SET */
    n = build_der(d, x, y, c3, 31, c2, 20, 0);
    NEG(dec(&key, d, n, WC_SM2_DER));                      /* C3 short */
    n = build_der(d, x, y, c3, 33, c2, 19, 0);
    NEG(dec(&key, d, n, WC_SM2_DER));                      /* C3 long */
    n = build_der(d, x, y, c3, 32, c2, 0, 0);
    NEG(dec(&key, d, n, WC_SM2_DER));                      /* C2 empty */
    if ((x[0] & 0x80) || (y[0] & 0x80)) {
        n = build_der(d, x, y, c3, 32, c2, 20, 1);
        NEG(dec(&key, d, n, WC_SM2_DER));                  /* negative */
    }
    else
        TRUE(1);
    memcpy(yy, y, 32);
    yy[31] ^= 1;
    n = build_der(d, x, yy, c3, 32, c2, 20, 0);
    ERR(dec(&key, d, n, WC_SM2_DER), IS_POINT_E);          /* off curve */
    memcpy(yy, c3, 32);
    yy[0] ^= 0x80;
    n = build_der(d, x, y, yy, 32, c2, 20, 0);
    ERR(dec(&key, d, n, WC_SM2_DER), MAC_CMP_FAILED_E);    /* C3 */
    NEG(dec(&key, ctDer, ctDerSz - 1, WC_SM2_DER));
    TRUE(dec(&key, ctDer, ctDerSz, WC_SM2_DER) == 0 &&
         memcmp(out, msg, 20) == 0);
}

int main(void)
{
    if (setup() != 0)
        return 1;
    cases_keys();
    cases_digest();
    cases_sign();
    cases_verify();
    cases_encrypt();
    cases_decrypt_raw();
    cases_decrypt_der();
    wc_ecc_free(&key);
    wc_ecc_free(&key2);
    wc_ecc_free(&pub);
    wc_ecc_free(&p256);
    wc_ecc_free(&empty);
    wc_ecc_free(&badPub);
    wc_ecc_free(&infPub);
    wc_FreeRng(&rng);
    printf("%d passed, %d failed\n", passed, failed);
    return (failed != 0) ? 1 : 0;
}

#else /* !WOLFSSL_SM2 */

int main(void)
{
    printf("SM2 not compiled in: skip\n");
    return 77;
}

#endif /* WOLFSSL_SM2 */
