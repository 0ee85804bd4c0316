/* test_chacha.c
 *
 * testwolfcrypt's ChaCha20 / Poly1305 / ChaCha20-Poly1305 module (tests
 * layer, above chacha.c, poly1305.c, chacha20_poly1305.c): the RFC 8439
 * examples (2.4.2 ChaCha20 encryption, 2.5.2 Poly1305, 2.8.2 AEAD) through
 * the one-shot and streaming APIs, and misuse: key, nonce and tag sizes,
 * NULL arguments, out-of-order streaming calls, and a tampered tag, which
 * must give MAC_CMP_FAILED_E and leave the output buffer untouched.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#include <string.h>

#include "test.h"

#define CHECK(cond) do { if (!(cond)) return -__LINE__; } while (0)

#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
static const char sunscreen[] =
    "Ladies and Gentlemen of the class of '99: If I could offer you only "
    "one tip for the future, sunscreen would be it.";
#define SUN_LEN 114

/* RFC 8439 2.4.2: key 00..1f, nonce 00^7 4a 00^4, counter 1. */
static int chacha_rfc(void)
{
    static const byte first[16] = {
        0x6e, 0x2e, 0x35, 0x9a, 0x25, 0x68, 0xf9, 0x80,
        0x41, 0xba, 0x07, 0x28, 0xdd, 0x0d, 0x69, 0x81 };
    byte key[32], iv[12] = { 0 }, ct[SUN_LEN], ct2[SUN_LEN];
    ChaCha c;
    int i;

    for (i = 0; i < 32; i++)
        key[i] = (byte)i;
    iv[7] = 0x4a;
    CHECK(wc_Chacha_SetKey(&c, key, 32) == 0);
    CHECK(wc_Chacha_SetIV(&c, iv, 1) == 0);
    CHECK(wc_Chacha_Process(&c, ct, (const byte*)sunscreen, SUN_LEN) == 0);
    CHECK(memcmp(ct, first, 16) == 0);
    CHECK(ct[SUN_LEN - 2] == 0x87 && ct[SUN_LEN - 1] == 0x4d);
    /* The same in pieces of 1, 63, 50 bytes (leftover key stream). */
    CHECK(wc_Chacha_SetIV(&c, iv, 1) == 0);
    CHECK(wc_Chacha_Process(&c, ct2, (const byte*)sunscreen, 1) == 0);
    CHECK(wc_Chacha_Process(&c, ct2 + 1, (const byte*)sunscreen + 1, 63)
          == 0);
    CHECK(wc_Chacha_Process(&c, ct2 + 64, (const byte*)sunscreen + 64, 50)
          == 0);
    CHECK(memcmp(ct, ct2, SUN_LEN) == 0);
    /* Decrypt in place. */
    CHECK(wc_Chacha_SetIV(&c, iv, 1) == 0);
    CHECK(wc_Chacha_Process(&c, ct2, ct2, SUN_LEN) == 0);
    CHECK(memcmp(ct2, sunscreen, SUN_LEN) == 0);
    /* Arguments. */
    CHECK(wc_Chacha_SetKey(&c, key, 31) == BAD_FUNC_ARG);
    CHECK(wc_Chacha_SetKey(NULL, key, 32) == BAD_FUNC_ARG);
    CHECK(wc_Chacha_SetIV(&c, NULL, 0) == BAD_FUNC_ARG);
    CHECK(wc_Chacha_Process(&c, NULL, ct, 1) == BAD_FUNC_ARG);
    CHECK(wc_Chacha_Process(&c, NULL, NULL, 0) == 0);
    return 0;
}

/* RFC 8439 2.5.2. */
static int poly_rfc(void)
{
    static const byte key[32] = {
        0x85, 0xd6, 0xbe, 0x78, 0x57, 0x55, 0x6d, 0x33, 0x7f, 0x44, 0x52,
        0xfe, 0x42, 0xd5, 0x06, 0xa8, 0x01, 0x03, 0x80, 0x8a, 0xfb, 0x0d,
        0xb2, 0xfd, 0x4a, 0xbf, 0xf6, 0xaf, 0x41, 0x49, 0xf5, 0x1b };
    static const byte tag[16] = {
        0xa8, 0x06, 0x1d, 0xc1, 0x30, 0x51, 0x36, 0xc6,
        0xc2, 0x2b, 0x8b, 0xaf, 0x0c, 0x01, 0x27, 0xa9 };
    static const char msg[] = "Cryptographic Forum Research Group";
    Poly1305 p;
    byte out[16];

    CHECK(wc_Poly1305SetKey(&p, key, 32) == 0);
    CHECK(wc_Poly1305Update(&p, (const byte*)msg, 5) == 0);
    CHECK(wc_Poly1305Update(&p, (const byte*)msg + 5, 29) == 0);
    CHECK(wc_Poly1305Final(&p, out) == 0);
    CHECK(memcmp(out, tag, 16) == 0);
    CHECK(wc_Poly1305SetKey(&p, key, 16) == BAD_FUNC_ARG);
    CHECK(wc_Poly1305SetKey(&p, key, 32) == 0);
    CHECK(wc_Poly1305Update(&p, NULL, 1) == BAD_FUNC_ARG);
    CHECK(wc_Poly1305_MAC(&p, NULL, 0, NULL, 0, out, 15) == BAD_FUNC_ARG);
    CHECK(wc_Poly1305Final(&p, NULL) == BAD_FUNC_ARG);
    return 0;
}

/* RFC 8439 2.8.2, one-shot and streaming, and the misuse cases. */
static int aead_rfc(void)
{
    static const byte iv[12] = { 0x07, 0, 0, 0, 0x40, 0x41, 0x42, 0x43,
                                 0x44, 0x45, 0x46, 0x47 };
    static const byte aad[12] = { 0x50, 0x51, 0x52, 0x53, 0xc0, 0xc1,
                                  0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7 };
    static const byte first[16] = {
        0xd3, 0x1a, 0x8d, 0x34, 0x64, 0x8e, 0x60, 0xdb,
        0x7b, 0x86, 0xaf, 0xbc, 0x53, 0xef, 0x7e, 0xc2 };
    static const byte tagExp[16] = {
        0x1a, 0xe1, 0x0b, 0x59, 0x4f, 0x09, 0xe2, 0x6a,
        0x7e, 0x90, 0x2e, 0xcb, 0xd0, 0x60, 0x06, 0x91 };
    byte key[32], ct[SUN_LEN], pt[SUN_LEN], tag[16], tag2[16];
    ChaChaPoly_Aead a;
    int i;

    for (i = 0; i < 32; i++)
        key[i] = (byte)(0x80 + i);
    CHECK(wc_ChaCha20Poly1305_Encrypt(key, iv, aad, 12,
                                      (const byte*)sunscreen, SUN_LEN, ct,
                                      tag) == 0);
    CHECK(memcmp(ct, first, 16) == 0 && memcmp(tag, tagExp, 16) == 0);
    CHECK(wc_ChaCha20Poly1305_Decrypt(key, iv, aad, 12, ct, SUN_LEN, tag,
                                      pt) == 0);
    CHECK(memcmp(pt, sunscreen, SUN_LEN) == 0);

    /* Streaming: AAD in two pieces, data in three. */
    CHECK(wc_ChaCha20Poly1305_Init(&a, key, iv, 1) == 0);
    CHECK(wc_ChaCha20Poly1305_UpdateAad(&a, aad, 5) == 0);
    CHECK(wc_ChaCha20Poly1305_UpdateAad(&a, aad + 5, 7) == 0);
    CHECK(wc_ChaCha20Poly1305_UpdateData(&a, (const byte*)sunscreen, pt,
                                         17) == 0);
    CHECK(wc_ChaCha20Poly1305_UpdateData(&a, (const byte*)sunscreen + 17,
                                         pt + 17, 64) == 0);
    /* AAD after data is out of order. */
    CHECK(wc_ChaCha20Poly1305_UpdateAad(&a, aad, 1) == BAD_STATE_E);
    CHECK(wc_ChaCha20Poly1305_UpdateData(&a, (const byte*)sunscreen + 81,
                                         pt + 81, SUN_LEN - 81) == 0);
    CHECK(wc_ChaCha20Poly1305_Final(&a, tag2) == 0);
    CHECK(memcmp(pt, ct, SUN_LEN) == 0 && memcmp(tag2, tagExp, 16) == 0);
    CHECK(wc_ChaCha20Poly1305_CheckTag(tag, tag2) == 0);
    /* Final wiped the object: a second Final is out of order. */
    CHECK(wc_ChaCha20Poly1305_Final(&a, tag2) == BAD_STATE_E);

    /* A tampered tag or ciphertext: MAC_CMP_FAILED_E, no plaintext. */
    for (i = 0; i < 2; i++) {
        byte* t = i == 0 ? tag : ct;
        t[i == 0 ? 15 : 100] ^= 0x01;
        memset(pt, 0xa5, sizeof(pt));
        CHECK(wc_ChaCha20Poly1305_Decrypt(key, iv, aad, 12, ct, SUN_LEN,
                                          tag, pt) == MAC_CMP_FAILED_E);
        CHECK(pt[0] == 0xa5 && pt[SUN_LEN - 1] == 0xa5);
        t[i == 0 ? 15 : 100] ^= 0x01;
    }
    CHECK(wc_ChaCha20Poly1305_CheckTag(tag, tag2) == 0);
    tag2[0] ^= 0x80;
    CHECK(wc_ChaCha20Poly1305_CheckTag(tag, tag2) == MAC_CMP_FAILED_E);

    /* Arguments. */
    CHECK(wc_ChaCha20Poly1305_Encrypt(NULL, iv, aad, 12, pt, 1, ct, tag)
          == BAD_FUNC_ARG);
    CHECK(wc_ChaCha20Poly1305_Encrypt(key, iv, NULL, 12, pt, 1, ct, tag)
          == BAD_FUNC_ARG);
    CHECK(wc_ChaCha20Poly1305_Decrypt(key, iv, aad, 12, ct, 1, NULL, pt)
          == BAD_FUNC_ARG);
    CHECK(wc_ChaCha20Poly1305_Init(NULL, key, iv, 1) == BAD_FUNC_ARG);
    memset(&a, 0, sizeof(a));
    CHECK(wc_ChaCha20Poly1305_UpdateData(&a, pt, ct, 1) == BAD_STATE_E);
#ifdef HAVE_XCHACHA
    {
        byte nonce[24] = { 0 };
        byte buf[SUN_LEN + 16], back[SUN_LEN];

        CHECK(wc_XChaCha20Poly1305_Encrypt(buf, sizeof(buf),
                  (const byte*)sunscreen, SUN_LEN, aad, 12, nonce, 24, key,
                  32) == 0);
        CHECK(wc_XChaCha20Poly1305_Decrypt(back, sizeof(back), buf,
                  sizeof(buf), aad, 12, nonce, 24, key, 32) == 0);
        CHECK(memcmp(back, sunscreen, SUN_LEN) == 0);
        CHECK(wc_XChaCha20Poly1305_Encrypt(buf, sizeof(buf) - 1,
                  (const byte*)sunscreen, SUN_LEN, aad, 12, nonce, 24, key,
                  32) == BUFFER_E);
        CHECK(wc_XChaCha20Poly1305_Decrypt(back, sizeof(back), buf,
                  sizeof(buf), aad, 12, nonce, 12, key, 32) == BAD_FUNC_ARG);
        CHECK(wc_XChaCha20Poly1305_Decrypt(back, sizeof(back), buf, 15,
                  aad, 12, nonce, 24, key, 32) == BAD_FUNC_ARG);
        buf[3] ^= 1;
        memset(back, 0xa5, sizeof(back));
        CHECK(wc_XChaCha20Poly1305_Decrypt(back, sizeof(back), buf,
                  sizeof(buf), aad, 12, nonce, 24, key, 32)
              == MAC_CMP_FAILED_E);
        CHECK(back[0] == 0xa5);
    }
#endif
    return 0;
}
#endif

int chacha_test(void)
{
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    int ret = chacha_rfc();

    if (ret == 0)
        ret = poly_rfc();
    if (ret == 0)
        ret = aead_rfc();
    return ret;
#else
    return 0;
#endif
}
