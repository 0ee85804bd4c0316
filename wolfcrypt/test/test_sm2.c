/* test_sm2.c
 *
 * testwolfcrypt module for SM2 on sm2p256v1 with SM3: the GM/T 0003.5
 * (GB/T 32918) examples on the recommended curve -- digest e from the
 * identity and message, signature with the published nonce, verification,
 * encryption with the published nonce in the three ciphertext forms and
 * decryption of the published ciphertexts -- then round trips with new
 * keys (signatures, ECDH, encryption) and rejection of altered data.
 * sm2_test() returns 0 on success or a negative number naming the failing
 * check, and prints nothing.  The fixed-nonce operations use the
 * WOLFSSL_LOCAL hooks of wolfcrypt/src/sm2_internal.h (testwolfcrypt links
 * the static library).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sm2.h>
#include "wolfcrypt/src/sm2_internal.h"
#include <string.h>

int sm2_test(void);

#ifdef WOLFSSL_SM2

#define CHECK(cond, code) do { if (!(cond)) { ret = (code); goto out; } } \
    while (0)

/* GM/T 0003.5-2012 examples on sm2p256v1 (tests/vectors/sm2). */
static const char kD[] =
    "3945208F7B2144B13F36E38AC6D39F95889393692860B51A42FB81EF4DF7C5B8";
static const char kPx[] =
    "09F9DF311E5421A150DD7D161E4BC5C672179FAD1833FC076BB08FF356F35020";
static const char kPy[] =
    "CCEA490CE26775A52DC6EA718CC1AA600AED05FBF35E084A6632F6072DA9AD13";
static const char kK[] =
    "59276E27D506861A16680F3AD9C02DCCEF3CC1FA3CDBE4CE6D54B80DEAC1BC21";
static const char kE[] =
    "F0B43E94BA45ACCAACE692ED534382EB17E6AB5A19CE7B31F4486FDFC0D28640";
static const char kR[] =
    "F5A03B0648D2C4630EEAC513E1BB81A15944DA3827D5B74143AC7EACEEE720B3";
static const char kS[] =
    "B1B6AA29DF212FD8763182BC0D421CA1BB9038FD1F7F42D4840B69C485BBC1AA";
static const char kCtRaw[] =
    "0404EBFC718E8D1798620432268E77FEB6415E2EDE0E073C0F4F640ECD2E149A73"
    "E858F9D81E5430A57B36DAAB8F950A3C64E6EE6A63094D99283AFF767E124DF0"
    "59983C18F809E262923C53AEC295D30383B54E39D609D160AFCB1908D0BD8766"
    "21886CA989CA9C7D58087307CA93092D651EFA";
static const char kCtOld[] =
    "0404EBFC718E8D1798620432268E77FEB6415E2EDE0E073C0F4F640ECD2E149A73"
    "E858F9D81E5430A57B36DAAB8F950A3C64E6EE6A63094D99283AFF767E124DF0"
    "21886CA989CA9C7D58087307CA93092D651EFA"
    "59983C18F809E262923C53AEC295D30383B54E39D609D160AFCB1908D0BD8766";
static const char kCtDer[] =
    "307C022004EBFC718E8D1798620432268E77FEB6415E2EDE0E073C0F4F640ECD2E14"
    "9A73022100E858F9D81E5430A57B36DAAB8F950A3C64E6EE6A63094D99283AFF767E"
    "124DF0042059983C18F809E262923C53AEC295D30383B54E39D609D160AFCB1908D0"
    "BD8766041321886CA989CA9C7D58087307CA93092D651EFA";
static const char kSignMsg[] = "message digest";
static const char kEncMsg[] = "encryption standard";
static const char kId[] = "1234567812345678";

/* Hex text to bytes; returns the byte count or -1. */
static int hex2bin(const char* hex, byte* out, word32 max)
{
    word32 n = (word32)strlen(hex), i;

    if (((n & 1) != 0) || (n / 2 > max))
        return -1;
    for (i = 0; i < n; i++) {
        char ch = hex[i];
        int v = (ch >= '0' && ch <= '9') ? ch - '0' :
                (ch >= 'a' && ch <= 'f') ? ch - 'a' + 10 :
                (ch >= 'A' && ch <= 'F') ? ch - 'A' + 10 : -1;
        if (v < 0)
            return -1;
        if ((i & 1) == 0)
            out[i / 2] = (byte)(v << 4);
        else
            out[i / 2] |= (byte)v;
    }
    return (int)(n / 2);
}

/* Published signature: e, (r, s) with the fixed k, verification. */
static int test_sign_kat(ecc_key* key)
{
    byte e[32], k[32], d[32];
    mp_int r, s, rv, sv;
    int ret = 0, res = 0;

    mp_init_multi(&r, &s, &rv, &sv, NULL, NULL);
    CHECK(wc_ecc_sm2_create_digest((const byte*)kId, 16,
                                   (const byte*)kSignMsg,
                                   (int)strlen(kSignMsg), WC_HASH_TYPE_SM3,
                                   d, sizeof(d), key) == 0, -10);
    CHECK(hex2bin(kE, e, sizeof(e)) == 32 && memcmp(d, e, 32) == 0, -11);
    CHECK(hex2bin(kK, k, sizeof(k)) == 32, -12);
    CHECK(sm2_sign_hash_fixed_k(e, 32, k, 32, key, &r, &s) == 0, -13);
    CHECK(mp_read_radix(&rv, kR, MP_RADIX_HEX) == 0 &&
          mp_read_radix(&sv, kS, MP_RADIX_HEX) == 0, -14);
    CHECK(mp_cmp(&r, &rv) == MP_EQ && mp_cmp(&s, &sv) == MP_EQ, -15);
    CHECK(wc_ecc_sm2_verify_hash_ex(&r, &s, e, 32, &res, key) == 0 &&
          res == 1, -16);
    e[0] ^= 1;
    CHECK(wc_ecc_sm2_verify_hash_ex(&r, &s, e, 32, &res, key) == 0 &&
          res == 0, -17);
out:
    mp_clear(&r);
    mp_clear(&s);
    mp_clear(&rv);
    mp_clear(&sv);
    return ret;
}

/* Published ciphertexts: encryption with the fixed k gives them in each
 * form, decryption gives the message back. */
static int test_encrypt_kat(ecc_key* key)
{
    static const char* const cts[3] = { kCtRaw, kCtDer, kCtOld };
    static const int fmts[3] = { WC_SM2_RAW, WC_SM2_DER,
                                 WC_SM2_RAW_C1C2C3 };
    byte k[32], ct[160], out[160];
    word32 len, mlen = (word32)strlen(kEncMsg);
    int ret = 0, i, n;

    CHECK(hex2bin(kK, k, sizeof(k)) == 32, -20);
    for (i = 0; i < 3; i++) {
        n = hex2bin(cts[i], ct, sizeof(ct));
        CHECK(n > 0, -21 - 10 * i);
        len = sizeof(out);
        CHECK(sm2_encrypt_fixed_k(key, (const byte*)kEncMsg, mlen, k, 32,
                                  out, &len, fmts[i]) == 0, -22 - 10 * i);
        CHECK(len == (word32)n && memcmp(out, ct, len) == 0, -23 - 10 * i);
        len = sizeof(out);
        CHECK(wc_ecc_sm2_decrypt(key, ct, (word32)n, out, &len, fmts[i])
              == 0, -24 - 10 * i);
        CHECK(len == mlen && memcmp(out, kEncMsg, mlen) == 0,
              -25 - 10 * i);
        ct[n - 1] ^= 1;
        len = sizeof(out);
        CHECK(wc_ecc_sm2_decrypt(key, ct, (word32)n, out, &len, fmts[i])
              == MAC_CMP_FAILED_E, -26 - 10 * i);
    }
out:
    return ret;
}

/* New keys: DER signature, ECDH both ways, encryption round trip. */
static int test_round_trip(WC_RNG* rng)
{
    ecc_key a, b;
    byte e[32], sig[ECC_MAX_SIG_SIZE], s1[32], s2[32];
    byte msg[100], ct[100 + 120], out[100];
    word32 len, l1 = sizeof(s1), l2 = sizeof(s2);
    int ret = 0, res = 0, f;

    wc_ecc_init(&a);
    wc_ecc_init(&b);
    CHECK(wc_ecc_sm2_make_key(rng, &a, 0) == 0 &&
          wc_ecc_sm2_make_key(rng, &b, 0) == 0, -60);
    CHECK(wc_ecc_check_key(&a) == 0, -61);
    CHECK(wc_RNG_GenerateBlock(rng, msg, sizeof(msg)) == 0, -62);
    CHECK(wc_ecc_sm2_create_digest((const byte*)kId, 16, msg, sizeof(msg),
                                   WC_HASH_TYPE_SM3, e, sizeof(e), &a)
          == 0, -63);
    len = sizeof(sig);
    CHECK(wc_ecc_sm2_sign_hash(e, 32, sig, &len, rng, &a) == 0, -64);
    CHECK(wc_ecc_sm2_verify_hash(sig, len, e, 32, &res, &a) == 0 &&
          res == 1, -65);
    CHECK(wc_ecc_sm2_verify_hash(sig, len, e, 32, &res, &b) == 0 &&
          res == 0, -66);
    CHECK(wc_ecc_sm2_shared_secret(&a, &b, s1, &l1) == 0 &&
          wc_ecc_sm2_shared_secret(&b, &a, s2, &l2) == 0 &&
          l1 == 32 && l2 == 32 && memcmp(s1, s2, 32) == 0, -67);
    for (f = WC_SM2_RAW; f <= WC_SM2_RAW_C1C2C3; f++) {
        len = sizeof(ct);
        CHECK(wc_ecc_sm2_encrypt(&b, msg, sizeof(msg), ct, &len, rng, f)
              == 0, -70 - f);
        l1 = sizeof(out);
        CHECK(wc_ecc_sm2_decrypt(&b, ct, len, out, &l1, f) == 0 &&
              l1 == sizeof(msg) && memcmp(out, msg, l1) == 0, -73 - f);
        l1 = sizeof(out);
        CHECK(wc_ecc_sm2_decrypt(&a, ct, len, out, &l1, f) ==
              MAC_CMP_FAILED_E, -76 - f);
    }
out:
    wc_ecc_free(&a);
    wc_ecc_free(&b);
    return ret;
}

int sm2_test(void)
{
    WC_RNG rng;
    ecc_key key;
    int ret;

    if (wc_InitRng(&rng) != 0)
        return -1;
    ret = wc_ecc_init(&key);
    if (ret == 0)
        ret = wc_ecc_import_raw_ex(&key, kPx, kPy, kD, ECC_SM2P256V1);
    if (ret != 0)
        ret = -2;
    if (ret == 0)
        ret = test_sign_kat(&key);
    if (ret == 0)
        ret = test_encrypt_kat(&key);
    if (ret == 0)
        ret = test_round_trip(&rng);
    wc_ecc_free(&key);
    wc_FreeRng(&rng);
    return ret;
}

#else /* !WOLFSSL_SM2 */

int sm2_test(void)
{
    return 0;
}

#endif /* WOLFSSL_SM2 */

#ifdef SM2_TEST_MAIN
#include <stdio.h>
/* Stand-alone build of this module (development only). */
int main(void)
{
    int ret = sm2_test();
    printf("SM2 test: %d\n", ret);
    return (ret == 0) ? 0 : 1;
}
#endif
