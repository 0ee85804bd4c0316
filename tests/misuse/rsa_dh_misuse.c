/* rsa_dh_misuse.c
 *
 * API misuse tests for RSA, DH and the key encodings (rsa.h, dh.h,
 * asn_public.h): NULL arguments, short output buffers, out-of-range sizes,
 * malformed DER (truncated, long-form lengths where the short form is
 * required, trailing bytes, negative and zero-padded INTEGERs, wrong tags
 * and OIDs), bad moduli and exponents, messages too long, corrupted
 * padding, ciphertexts / signatures >= n, DH public values 0, 1, p-1, p and
 * outside the subgroup, bad PEM.  Every case must return a negative error
 * code (and nothing may crash under ASan/UBSan); a few sanity cases check
 * that the valid counterpart succeeds so that the negative results mean
 * something.  Uses the public API only.  Prints "N passed, M failed".
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/dh.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/random.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

/* A misuse case: r must be negative. */
static void Neg(const char* what, int r, int line)
{
    if (r < 0) {
        passed++;
    }
    else {
        failed++;
        printf("FAIL line %d: %s returned %d (expected < 0)\n", line, what,
               r);
    }
}

/* A sanity case: r must be 0 (or positive when `pos` is set). */
static void Ok(const char* what, int r, int pos, int line)
{
    if (r == 0 || (pos && r > 0)) {
        passed++;
    }
    else {
        failed++;
        printf("FAIL line %d: %s returned %d (expected success)\n", line,
               what, r);
    }
}

/* A case with an exact result code. */
static void Eq(const char* what, int r, int want, int line)
{
    if (r == want) {
        passed++;
    }
    else {
        failed++;
        printf("FAIL line %d: %s returned %d (expected %d)\n", line, what,
               r, want);
    }
}

#define NEG(expr)  Neg(#expr, (expr), __LINE__)
#define EQ(expr, want)  Eq(#expr, (expr), (want), __LINE__)
#define OK(expr)   Ok(#expr, (expr), 0, __LINE__)
#define POS(expr)  Ok(#expr, (expr), 1, __LINE__)

static WC_RNG rng;
static RsaKey key, pub, tmpKey;
static DhKey  dh, dh2;
static byte   der[4096], buf[4096], buf2[4096], chk[512], p2048[256];
static int    derSz, k;
static word32 lastIdx;          /* *inOutIdx after PubHex / PrivMod */

/* Hex string into out; returns the length. */
static word32 Hex(const char* s, byte* out)
{
    word32 n = 0;
    unsigned v;

    while (s[0] != '\0' && s[1] != '\0') {
        if (s[0] == ' ') {
            s++;
            continue;
        }
        if (sscanf(s, "%2x", &v) != 1)
            break;
        out[n++] = (byte)v;
        s += 2;
    }
    return n;
}

/* Decode hex as a public key into tmpKey. */
static int PubHex(const char* hex)
{
    byte   in[256];
    word32 idx = 0, n = Hex(hex, in);

    int    ret;

    (void)wc_FreeRsaKey(&tmpKey);
    (void)wc_InitRsaKey(&tmpKey, NULL);
    ret = wc_RsaPublicKeyDecode(in, &idx, &tmpKey, n);
    lastIdx = idx;
    return ret;
}

/* Decode a modified copy of the private DER. */
static int PrivMod(word32 len, int pos, byte val)
{
    word32 idx = 0;
    int    ret;

    memcpy(buf, der, (size_t)derSz);
    if (pos >= 0)
        buf[pos] = val;
    (void)wc_FreeRsaKey(&tmpKey);
    (void)wc_InitRsaKey(&tmpKey, NULL);
    ret = wc_RsaPrivateKeyDecode(buf, &idx, &tmpKey, len);
    lastIdx = idx;
    return ret;
}

static void TestRsaNullArgs(void)
{
    byte*  p = NULL;
    word32 sz = sizeof(buf), sz2 = sizeof(buf2);

    NEG(wc_InitRsaKey(NULL, NULL));
    NEG(wc_InitRsaKey_ex(NULL, NULL, -1));
    NEG(wc_FreeRsaKey(NULL));
    NEG(wc_RsaSetRNG(NULL, &rng));
    NEG(wc_RsaSetRNG(&key, NULL));
    NEG(wc_RsaEncryptSize(NULL));
    NEG(wc_RsaFunction(NULL, 16, buf, &sz, RSA_PUBLIC_ENCRYPT, &key, &rng));
    NEG(wc_RsaFunction(buf2, 16, NULL, &sz, RSA_PUBLIC_ENCRYPT, &key, &rng));
    NEG(wc_RsaFunction(buf2, 16, buf, NULL, RSA_PUBLIC_ENCRYPT, &key, &rng));
    NEG(wc_RsaFunction(buf2, 16, buf, &sz, RSA_PUBLIC_ENCRYPT, NULL, &rng));
    NEG(wc_RsaFunction(buf2, 16, buf, &sz, 99, &key, &rng));
    NEG(wc_RsaPublicEncrypt(buf2, 16, NULL, 512, &key, &rng));
    NEG(wc_RsaPublicEncrypt(buf2, 16, buf, 512, NULL, &rng));
    NEG(wc_RsaPublicEncrypt(NULL, 16, buf, 512, &key, &rng));
    NEG(wc_RsaPublicEncrypt(buf2, 16, buf, 512, &key, NULL));
    NEG(wc_RsaPrivateDecrypt(NULL, (word32)k, buf, 512, &key));
    NEG(wc_RsaPrivateDecrypt(buf2, (word32)k, NULL, 512, &key));
    NEG(wc_RsaPrivateDecrypt(buf2, (word32)k, buf, 512, NULL));
    NEG(wc_RsaPrivateDecryptInline(buf2, (word32)k, NULL, &key));
    NEG(wc_RsaPrivateDecryptInline(NULL, (word32)k, &p, &key));
    NEG(wc_RsaSSL_Sign(buf2, 16, buf, 512, NULL, &rng));
    NEG(wc_RsaSSL_Sign(buf2, 16, NULL, 512, &key, &rng));
    NEG(wc_RsaSSL_Sign(NULL, 16, buf, 512, &key, &rng));
    NEG(wc_RsaSSL_Verify(NULL, (word32)k, buf, 512, &key));
    NEG(wc_RsaSSL_Verify(buf2, (word32)k, NULL, 512, &key));
    NEG(wc_RsaSSL_Verify(buf2, (word32)k, buf, 512, NULL));
    NEG(wc_RsaSSL_VerifyInline(buf2, (word32)k, NULL, &key));
    NEG(wc_RsaPSS_Sign(NULL, 32, buf, 512, WC_HASH_TYPE_SHA256,
                       WC_MGF1SHA256, &key, &rng));
    NEG(wc_RsaPSS_Sign(buf2, 32, buf, 512, WC_HASH_TYPE_SHA256,
                       WC_MGF1SHA256, &key, NULL));
    NEG(wc_RsaPSS_Sign(buf2, 32, NULL, 512, WC_HASH_TYPE_SHA256,
                       WC_MGF1SHA256, &key, &rng));
    NEG(wc_RsaPSS_Verify(buf2, (word32)k, NULL, 512, WC_HASH_TYPE_SHA256,
                         WC_MGF1SHA256, &key));
    NEG(wc_RsaPSS_Verify(buf2, (word32)k, buf, 512, WC_HASH_TYPE_SHA256,
                         WC_MGF1SHA256, NULL));
    NEG(wc_RsaPSS_VerifyInline(buf2, (word32)k, NULL, WC_HASH_TYPE_SHA256,
                               WC_MGF1SHA256, &key));
    NEG(wc_RsaPSS_CheckPadding(NULL, 32, buf, 64, WC_HASH_TYPE_SHA256));
    NEG(wc_RsaPSS_CheckPadding(buf2, 32, NULL, 64, WC_HASH_TYPE_SHA256));
    NEG(wc_RsaPSS_VerifyCheck(buf2, (word32)k, buf, 512, NULL, 32,
                              WC_HASH_TYPE_SHA256, WC_MGF1SHA256, &key));
    NEG(wc_RsaPrivateKeyDecode(NULL, &sz, &tmpKey, 10));
    NEG(wc_RsaPrivateKeyDecode(der, NULL, &tmpKey, (word32)derSz));
    NEG(wc_RsaPrivateKeyDecode(der, &sz2, NULL, (word32)derSz));
    NEG(wc_RsaPublicKeyDecode(NULL, &sz, &tmpKey, 10));
    NEG(wc_RsaPublicKeyDecode(der, NULL, &tmpKey, (word32)derSz));
    NEG(wc_RsaPublicKeyDecode(der, &sz2, NULL, (word32)derSz));
    NEG(wc_RsaPublicKeyDecodeRaw(NULL, 1, buf, 1, &tmpKey));
    NEG(wc_RsaPublicKeyDecodeRaw(buf, 1, NULL, 1, &tmpKey));
    NEG(wc_RsaPublicKeyDecodeRaw(buf, 1, buf, 1, NULL));
    NEG(wc_RsaPublicKeyDecodeRaw(buf, 0, buf, 1, &tmpKey));
    NEG(wc_RsaKeyToDer(NULL, buf, sizeof(buf)));
    NEG(wc_RsaKeyToPublicDer(NULL, buf, sizeof(buf)));
    NEG(wc_MakeRsaKey(NULL, 1024, WC_RSA_EXPONENT, &rng));
    NEG(wc_MakeRsaKey(&tmpKey, 1024, WC_RSA_EXPONENT, NULL));
    NEG(wc_CheckRsaKey(NULL));
    NEG(wc_RsaFlattenPublicKey(NULL, buf, &sz, buf2, &sz2));
    NEG(wc_RsaExportKey(NULL, buf, &sz, buf, &sz, buf, &sz, buf, &sz, buf,
                        &sz));
    NEG(wc_RsaExportKey(&pub, buf, &sz, buf, &sz, buf, &sz, buf, &sz, buf,
                        &sz));
    NEG(wc_RsaExportKey(&key, NULL, &sz, buf, &sz, buf, &sz, buf, &sz, buf,
                        &sz));
    NEG(wc_RsaPSS_VerifyCheckInline(buf2, (word32)k, NULL, buf, 32,
                                    WC_HASH_TYPE_SHA256, WC_MGF1SHA256,
                                    &key));
    NEG(wc_RsaPSS_VerifyCheckInline(buf2, (word32)k, &p, NULL, 32,
                                    WC_HASH_TYPE_SHA256, WC_MGF1SHA256,
                                    &key));
}

static void TestRsaSizes(void)
{
    word32 eSz = 1, nSz = sizeof(buf2), outLen;

    /* Output buffers one byte short. */
    NEG(wc_RsaPublicEncrypt(buf2, 16, buf, (word32)k - 1, &key, &rng));
    NEG(wc_RsaSSL_Sign(buf2, 16, buf, (word32)k - 1, &key, &rng));
    NEG(wc_RsaPSS_Sign(buf2, 32, buf, (word32)k - 1, WC_HASH_TYPE_SHA256,
                       WC_MGF1SHA256, &key, &rng));
    outLen = (word32)k - 1;
    NEG(wc_RsaFunction(buf2, (word32)k, buf, &outLen, RSA_PUBLIC_ENCRYPT,
                       &key, &rng));
    NEG(wc_RsaKeyToDer(&key, buf, 100));
    NEG(wc_RsaKeyToPublicDer(&key, buf, 100));
    NEG(wc_RsaFlattenPublicKey(&key, buf, &eSz, buf2, &nSz));
    /* Message too long. */
    memset(buf2, 0x41, sizeof(buf2));
    NEG(wc_RsaPublicEncrypt(buf2, (word32)k - 10, buf, 512, &key, &rng));
    NEG(wc_RsaPublicEncrypt_ex(buf2, (word32)k - 65, buf, 512, &key, &rng,
                               WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA256,
                               WC_MGF1SHA256, NULL, 0));
    NEG(wc_RsaPublicEncrypt_ex(buf2, (word32)k - 1, buf, 512, &key, &rng,
                               WC_RSA_NO_PAD, WC_HASH_TYPE_NONE,
                               WC_MGF1NONE, NULL, 0));
    NEG(wc_RsaSSL_Sign(buf2, (word32)k - 10, buf, 512, &key, &rng));
    NEG(wc_RsaPSS_Sign(buf2, 31, buf, 512, WC_HASH_TYPE_SHA256,
                       WC_MGF1SHA256, &key, &rng));
    NEG(wc_RsaPSS_Sign_ex(buf2, 32, buf, 512, WC_HASH_TYPE_SHA256,
                          WC_MGF1SHA256, k - 32 - 1, &key, &rng));
    NEG(wc_RsaPSS_Sign_ex(buf2, 32, buf, 512, WC_HASH_TYPE_SHA256,
                          WC_MGF1SHA256, -5, &key, &rng));
    outLen = sizeof(buf);
    NEG(wc_RsaFunction(buf2, (word32)k + 1, buf, &outLen,
                       RSA_PUBLIC_ENCRYPT, &key, &rng));
    NEG(wc_RsaFunction(buf2, 0, buf, &outLen, RSA_PUBLIC_ENCRYPT, &key,
                       &rng));
    /* Bad parameters. */
    NEG(wc_RsaPublicEncrypt_ex(buf2, 16, buf, 512, &key, &rng, 7,
                               WC_HASH_TYPE_SHA256, WC_MGF1SHA256, NULL, 0));
    NEG(wc_RsaPublicEncrypt_ex(buf2, 16, buf, 512, &key, &rng,
                               WC_RSA_PSS_PAD, WC_HASH_TYPE_SHA256,
                               WC_MGF1SHA256, NULL, 0));
    NEG(wc_RsaPublicEncrypt_ex(buf2, 16, buf, 512, &key, &rng,
                               WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA256, 99,
                               NULL, 0));
    NEG(wc_RsaPublicEncrypt_ex(buf2, 16, buf, 512, &key, &rng,
                               WC_RSA_OAEP_PAD, WC_HASH_TYPE_MD5,
                               WC_MGF1SHA256, NULL, 0));
    NEG(wc_RsaPublicEncrypt_ex(buf2, 16, buf, 512, &key, &rng,
                               WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA256,
                               WC_MGF1SHA256, NULL, 5));
    NEG(wc_RsaPSS_Sign(buf2, 32, buf, 512, WC_HASH_TYPE_NONE,
                       WC_MGF1SHA256, &key, &rng));
    NEG(wc_RsaPSS_Sign(buf2, 32, buf, 512, WC_HASH_TYPE_SHA256, 77, &key,
                       &rng));
    /* Key generation sizes and exponents. */
    NEG(wc_MakeRsaKey(&tmpKey, 512, WC_RSA_EXPONENT, &rng));
    NEG(wc_MakeRsaKey(&tmpKey, 8192, WC_RSA_EXPONENT, &rng));
    NEG(wc_MakeRsaKey(&tmpKey, 1025, WC_RSA_EXPONENT, &rng));
    NEG(wc_MakeRsaKey(&tmpKey, 1024, 65536, &rng));
    NEG(wc_MakeRsaKey(&tmpKey, 1024, 1, &rng));
    NEG(wc_MakeRsaKey(&tmpKey, 1024, -3, &rng));
}

static void TestRsaBadSignatures(byte* ct);

/* buf2[0..k) = n + delta (big-endian, |delta| small, n odd). */
static void NearN(int delta)
{
    word32 eSz = 8, nSz = (word32)k, i;
    byte e[8];
    int carry = delta;

    (void)wc_RsaFlattenPublicKey(&key, e, &eSz, buf2, &nSz);
    for (i = (word32)k; i-- > 0 && carry != 0;) {
        int v = buf2[i] + carry;
        buf2[i] = (byte)(v & 0xff);
        carry = (v < 0) ? -1 : (v > 0xff) ? 1 : 0;
    }
}

/* Raw private decryption takes 1 < c < n - 1 only (SP 800-56B RSADP):
 * RSA_OUT_OF_RANGE_E for c = 0, 1, n - 1, n; c = 2 and n - 2 decrypt
 * (and encrypt back).  Raw signing (RSA_PRIVATE_ENCRYPT) takes any
 * m < n; padded decryption of c = 1 fails the range check too. */
static void TestRsaDecryptRange(void)
{
    static const int small[] = { 0, 1 };
    word32 outLen, cLen;
    size_t i;

    for (i = 0; i < 2; i++) {
        memset(buf2, 0, (size_t)k);
        buf2[k - 1] = (byte)small[i];
        outLen = sizeof(buf);
        EQ(wc_RsaFunction(buf2, (word32)k, buf, &outLen,
                          RSA_PRIVATE_DECRYPT, &key, &rng),
           RSA_OUT_OF_RANGE_E);
        outLen = sizeof(buf);
        OK(wc_RsaFunction(buf2, (word32)k, buf, &outLen,
                          RSA_PRIVATE_ENCRYPT, &key, &rng));
    }
    EQ(wc_RsaPrivateDecrypt(buf2, (word32)k, buf, sizeof(buf), &key),
       RSA_OUT_OF_RANGE_E);
    for (i = 0; i < 2; i++) {
        NearN(i == 0 ? -1 : 0);
        outLen = sizeof(buf);
        EQ(wc_RsaFunction(buf2, (word32)k, buf, &outLen,
                          RSA_PRIVATE_DECRYPT, &key, &rng),
           RSA_OUT_OF_RANGE_E);
    }
    for (i = 0; i < 2; i++) {
        if (i == 0) {
            memset(buf2, 0, (size_t)k);
            buf2[k - 1] = 2;
        }
        else {
            NearN(-2);
        }
        outLen = sizeof(buf);
        OK(wc_RsaFunction(buf2, (word32)k, buf, &outLen,
                          RSA_PRIVATE_DECRYPT, &key, &rng));
        cLen = (word32)k;
        OK(wc_RsaFunction(buf, outLen, chk, &cLen,
                          RSA_PUBLIC_ENCRYPT, &key, &rng));
        EQ(memcmp(chk, buf2, (size_t)k), 0);
    }
}

/* Decryption / verification of bad inputs (padding, range, length). */
static void TestRsaBadInputs(void)
{
    byte  ct[512];
    byte* p = NULL;
    int   i;

    POS(wc_RsaPublicEncrypt((const byte*)"hi", 2, ct, sizeof(ct), &key,
                            &rng));
    POS(wc_RsaPrivateDecrypt(ct, (word32)k, buf, sizeof(buf), &key));
    NEG(wc_RsaPrivateDecrypt(ct, (word32)k, buf, 1, &key));  /* short */
    NEG(wc_RsaPrivateDecrypt(ct, (word32)k - 1, buf, sizeof(buf), &key));
    NEG(wc_RsaPrivateDecrypt(ct, (word32)k + 1, buf, sizeof(buf), &key));
    /* As OAEP: wrong padding type. */
    NEG(wc_RsaPrivateDecrypt_ex(ct, (word32)k, buf, sizeof(buf), &key,
                                WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA256,
                                WC_MGF1SHA256, NULL, 0));
    NEG(wc_RsaPrivateDecrypt_ex(ct, (word32)k, buf, sizeof(buf), &key, 9,
                                WC_HASH_TYPE_SHA256, WC_MGF1SHA256, NULL,
                                0));
    /* Corrupted ciphertexts: refused, or (when the random block they
     * decrypt to happens to carry valid PKCS #1 v1.5 padding, about once
     * in 10^5) never the message that was sent. */
    for (i = 0; i < 4; i++) {
        int r;
        memcpy(buf2, ct, (size_t)k);
        buf2[i * 37 % k] ^= 0x80;
        r = wc_RsaPrivateDecrypt(buf2, (word32)k, buf, sizeof(buf), &key);
        if (r >= 0)
            r = ((r == 2) && (memcmp(buf, "hi", 2) == 0)) ? 0 : -1;
        NEG(r);
    }
    memset(buf2, 0, (size_t)k);
    NEG(wc_RsaPrivateDecrypt(buf2, (word32)k, buf, sizeof(buf), &key));
    memset(buf2, 0xFF, (size_t)k);                     /* > n */
    NEG(wc_RsaPrivateDecrypt(buf2, (word32)k, buf, sizeof(buf), &key));
    NEG(wc_RsaSSL_Verify(buf2, (word32)k, buf, sizeof(buf), &key));
    (void)mp_to_unsigned_bin_len(&key.n, buf2, k);     /* == n */
    NEG(wc_RsaPrivateDecrypt(buf2, (word32)k, buf, sizeof(buf), &key));
    NEG(wc_RsaSSL_VerifyInline(buf2, (word32)k, &p, &key));
    NEG(wc_RsaPSS_Verify(buf2, (word32)k, buf, sizeof(buf),
                         WC_HASH_TYPE_SHA256, WC_MGF1SHA256, &key));
    /* OAEP: corrupted, wrong hash, wrong label. */
    POS(wc_RsaPublicEncrypt_ex((const byte*)"hi", 2, ct, sizeof(ct), &key,
                               &rng, WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA256,
                               WC_MGF1SHA256, NULL, 0));
    NEG(wc_RsaPrivateDecrypt_ex(ct, (word32)k, buf, sizeof(buf), &key,
                                WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA,
                                WC_MGF1SHA256, NULL, 0));
    NEG(wc_RsaPrivateDecrypt_ex(ct, (word32)k, buf, sizeof(buf), &key,
                                WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA256,
                                WC_MGF1SHA1, NULL, 0));
    NEG(wc_RsaPrivateDecrypt_ex(ct, (word32)k, buf, sizeof(buf), &key,
                                WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA256,
                                WC_MGF1SHA256, (byte*)"x", 1));
    /* An OAEP block read as PKCS#1 v1.5: a random block has valid v1.5
     * padding about once in 300 tries, so the check is that the OAEP
     * plaintext does not come out (an error, or other bytes). */
    {
        int r = wc_RsaPrivateDecrypt(ct, (word32)k, buf, sizeof(buf), &key);
        Ok("wc_RsaPrivateDecrypt of an OAEP block: not the plaintext",
           (r < 0 || r != 2 || memcmp(buf, "hi", 2) != 0) ? 0 : -1, 0,
           __LINE__);
    }
    ct[k / 2] ^= 1;
    NEG(wc_RsaPrivateDecrypt_ex(ct, (word32)k, buf, sizeof(buf), &key,
                                WC_RSA_OAEP_PAD, WC_HASH_TYPE_SHA256,
                                WC_MGF1SHA256, NULL, 0));
    TestRsaBadSignatures(ct);
}

/* Signatures (tampered, short buffer, wrong length, wrong salt) and
 * private operations without a private key or RNG.  ct: a valid OAEP
 * ciphertext with one bit flipped. */
static void TestRsaBadSignatures(byte* ct)
{
    byte sig[512], digest[32];

    memset(digest, 7, sizeof(digest));
    POS(wc_RsaSSL_Sign(digest, 32, sig, sizeof(sig), &key, &rng));
    NEG(wc_RsaSSL_Verify(sig, (word32)k, buf, 31, &key));
    NEG(wc_RsaSSL_Verify(sig, (word32)k - 1, buf, sizeof(buf), &key));
    sig[3] ^= 4;
    NEG(wc_RsaSSL_Verify(sig, (word32)k, buf, sizeof(buf), &key));
    POS(wc_RsaPSS_Sign(digest, 32, sig, sizeof(sig), WC_HASH_TYPE_SHA256,
                       WC_MGF1SHA256, &key, &rng));
    NEG(wc_RsaPSS_Verify(sig, (word32)k, buf, 10, WC_HASH_TYPE_SHA256,
                         WC_MGF1SHA256, &key));
    NEG(wc_RsaPSS_Verify_ex(sig, (word32)k, buf, sizeof(buf),
                            WC_HASH_TYPE_SHA256, WC_MGF1SHA256, 20, &key));
    NEG(wc_RsaPSS_Verify(sig, (word32)k, buf, sizeof(buf),
                         WC_HASH_TYPE_SHA384, WC_MGF1SHA384, &key));
    NEG(wc_RsaPSS_VerifyCheck(sig, (word32)k, buf, sizeof(buf), buf2, 32,
                              WC_HASH_TYPE_SHA256, WC_MGF1SHA256, &key));
    NEG(wc_RsaPSS_CheckPadding(digest, 32, buf, 63, WC_HASH_TYPE_SHA256));
    NEG(wc_RsaPSS_CheckPadding(digest, 20, buf, 64, WC_HASH_TYPE_SHA256));
    sig[k - 1] ^= 1;
    NEG(wc_RsaPSS_Verify(sig, (word32)k, buf, sizeof(buf),
                         WC_HASH_TYPE_SHA256, WC_MGF1SHA256, &key));
    /* Private operations with a public key or without an RNG. */
    NEG(wc_RsaSSL_Sign(digest, 32, sig, sizeof(sig), &pub, &rng));
    NEG(wc_RsaPrivateDecrypt(ct, (word32)k, buf, sizeof(buf), &pub));
    NEG(wc_RsaPSS_Sign(digest, 32, sig, sizeof(sig), WC_HASH_TYPE_SHA256,
                       WC_MGF1SHA256, &pub, &rng));
    NEG(wc_CheckRsaKey(&pub));
    NEG(wc_RsaKeyToDer(&pub, buf, sizeof(buf)));
    key.rng = NULL;
    POS(wc_RsaPublicEncrypt((const byte*)"hi", 2, ct, 512, &key,
                            &rng));
    NEG(wc_RsaPrivateDecrypt(ct, (word32)k, buf, sizeof(buf), &key));
    NEG(wc_RsaSSL_Sign(digest, 32, sig, sizeof(sig), &key, NULL));
    (void)wc_RsaSetRNG(&key, &rng);
}

/* Bad keys: moduli and exponents (raw and DER). */
static void TestRsaBadKeys(void)
{
    static const byte e3[1] = { 3 }, e1[1] = { 1 }, e4[1] = { 4 };
    byte n[64];
    word32 outLen = sizeof(buf);

    memset(n, 0xC3, sizeof(n));
    n[63] = 0xC2;                                       /* even */
    NEG(wc_RsaPublicKeyDecodeRaw(n, 64, e3, 1, &tmpKey));
    n[63] = 0xC3;
    NEG(wc_RsaPublicKeyDecodeRaw(n, 64, e1, 1, &tmpKey));
    NEG(wc_RsaPublicKeyDecodeRaw(n, 64, e4, 1, &tmpKey));
    NEG(wc_RsaPublicKeyDecodeRaw(e3, 1, n, 64, &tmpKey));   /* e > n */
    /* A 512-bit modulus decodes but is refused by every operation. */
    OK(wc_RsaPublicKeyDecodeRaw(n, 64, e3, 1, &tmpKey));
    NEG(wc_RsaPublicEncrypt((const byte*)"x", 1, buf, sizeof(buf), &tmpKey,
                            &rng));
    NEG(wc_RsaSSL_Verify(n, 64, buf, sizeof(buf), &tmpKey));
    NEG(wc_RsaFunction(n, 64, buf, &outLen, RSA_PUBLIC_ENCRYPT, &tmpKey,
                       &rng));
    /* PKCS#1 RSAPublicKey with n = 241, e = 3 (decodes; too small to use)
     * and its malformed variants. */
    OK(PubHex("3007 020200F1 020103"));
    EQ(lastIdx, 9);
    /* Bytes after the key are the caller's (upstream's rule): */
    EQ(PubHex("3007 020200F1 020103 00"), 0);           /* trailing */
    EQ(lastIdx, 9);
    EQ(PubHex("3008 020200F1 020103 00"), ASN_PARSE_E); /* inner trailing */
    NEG(PubHex("308107 020200F1 020103"));              /* long form */
    NEG(PubHex("30820007 020200F1 020103"));            /* leading zero */
    NEG(PubHex("3080 020200F1 020103 0000"));           /* indefinite */
    NEG(PubHex("3006 0201F1 020103"));                  /* negative n */
    NEG(PubHex("3008 02030000F1 020103"));              /* zero-padded */
    NEG(PubHex("3008 020200F1 02020003"));              /* zero-padded e */
    NEG(PubHex("3007 020200F2 020103"));                /* even n */
    NEG(PubHex("3007 020200F1 020104"));                /* even e */
    NEG(PubHex("3007 020200F1 020101"));                /* e = 1 */
    NEG(PubHex("3007 020200F1 020100"));                /* e = 0 */
    NEG(PubHex("3008 020200F1 020200F1"));              /* e = n */
    NEG(PubHex("3007 020200F1 0201"));                  /* truncated */
    NEG(PubHex("3006 020200F1 0201"));                  /* short inner */
    NEG(PubHex("3107 020200F1 020103"));                /* SET tag */
    NEG(PubHex("3007 040200F1 020103"));                /* OCTET STRING */
    NEG(PubHex("3005 0200 020103"));                    /* empty INTEGER */
    NEG(PubHex("3003 020103"));                         /* no exponent */
    NEG(PubHex("30"));
    NEG(PubHex("3085 0000000007"));                     /* 5 length bytes */
    /* SubjectPublicKeyInfo around it and broken variants. */
    OK(PubHex("301B 300D 06092A864886F70D010101 0500 030A00"
              "3007020200F1020103"));
    NEG(PubHex("301B 300D 06092A864886F70D010102 0500 030A00"
               "3007020200F1020103"));                  /* wrong OID */
    NEG(PubHex("3019 300B 06092A864886F70D010101 030A00"
               "3007020200F1020103"));                  /* no NULL */
    NEG(PubHex("301B 300D 06092A864886F70D010101 0500 030A01"
               "3007020200F1020103"));                  /* unused bits */
    NEG(PubHex("301B 300D 06092A864886F70D010101 0500 040A00"
               "3007020200F1020103"));                  /* not BIT STR */
    EQ(PubHex("301C 300D 06092A864886F70D010101 0500 030A00"
              "3007020200F1020103 00"), ASN_PARSE_E);   /* in SEQUENCE */
    EQ(PubHex("301C 300D 06092A864886F70D010101 0500 030B00"
              "3007020200F1020103 00"), ASN_PARSE_E);   /* in BIT STR */
    EQ(PubHex("301B 300D 06092A864886F70D010101 0500 030A00"
              "3007020200F1020103 3000"), 0);           /* after it */
    EQ(lastIdx, 29);
    NEG(PubHex("301B 300D 06092A864886F70D010101 0501 030A00"
               "3007020200F1020103"));                  /* bad NULL */
}

/* PKCS#8: bytes after the PrivateKeyInfo are left alone (two keys in a
 * row decode one after the other); bytes after the RSAPrivateKey inside
 * its OCTET STRING are ASN_PARSE_E (upstream ignores them). */
static void TestRsaPkcs8Trailing(void)
{
    word32 sz = sizeof(buf2), idx = 0;
    int    ret = wc_CreatePKCS8Key(buf2, &sz, der, (word32)derSz, RSAk,
                                   NULL, 0);

    POS(ret);
    if (ret <= 0 || 2 * sz > sizeof(buf2))
        return;
    memcpy(buf2 + sz, buf2, sz);
    EQ(wc_RsaPrivateKeyDecode(buf2, &idx, &tmpKey, 2 * sz), 0);
    EQ(idx, sz);
    EQ(wc_RsaPrivateKeyDecode(buf2, &idx, &tmpKey, 2 * sz), 0);
    EQ(idx, 2 * sz);
    der[derSz] = 0;
    sz = sizeof(buf2);
    POS(wc_CreatePKCS8Key(buf2, &sz, der, (word32)derSz + 1, RSAk, NULL,
                          0));
    idx = 0;
    EQ(wc_RsaPrivateKeyDecode(buf2, &idx, &tmpKey, sz), ASN_PARSE_E);
}

/* Malformed private-key DER (mutations of a valid 1024-bit key). */
static void TestRsaBadPrivDer(void)
{
    word32 idx, sz;
    int    ret;

    OK(PrivMod((word32)derSz, -1, 0));
    NEG(PrivMod(0, -1, 0));
    NEG(PrivMod(1, -1, 0));
    NEG(PrivMod(4, -1, 0));
    NEG(PrivMod(20, -1, 0));
    NEG(PrivMod((word32)derSz / 2, -1, 0));
    NEG(PrivMod((word32)derSz - 1, -1, 0));
    NEG(PrivMod((word32)derSz, 0, 0x31));               /* tag */
    NEG(PrivMod((word32)derSz, 6, 0x01));               /* version 1 */
    NEG(PrivMod((word32)derSz, 7, 0x82));               /* n tag byte */
    NEG(PrivMod((word32)derSz, 4, 0x03));               /* version tag */
    der[derSz] = 0;
    EQ(PrivMod((word32)derSz + 1, -1, 0), 0);           /* trailing */
    EQ(lastIdx, (word32)derSz);
    buf[derSz] = 0;
    buf[3]++;                                       /* SEQUENCE + 1 */
    idx = 0;
    EQ(wc_RsaPrivateKeyDecode(buf, &idx, &tmpKey, (word32)derSz + 1),
       ASN_PARSE_E);
    TestRsaPkcs8Trailing();
    /* Index at or past the end. */
    idx = (word32)derSz;
    NEG(wc_RsaPrivateKeyDecode(der, &idx, &tmpKey, (word32)derSz));
    /* PKCS#8 with a wrong algorithm OID. */
    sz = sizeof(buf2);
    ret = wc_CreatePKCS8Key(buf2, &sz, der, (word32)derSz, RSAk, NULL, 0);
    POS(ret);
    buf2[17] ^= 0x01;                   /* inside the rsaEncryption OID */
    idx = 0;
    NEG(wc_RsaPrivateKeyDecode(buf2, &idx, &tmpKey, sz));
    NEG(wc_CreatePKCS8Key(buf2, NULL, der, (word32)derSz, RSAk, NULL, 0));
    sz = sizeof(buf2);
    NEG(wc_CreatePKCS8Key(buf2, &sz, der, (word32)derSz, 12345, NULL, 0));
    sz = 10;
    NEG(wc_CreatePKCS8Key(buf2, &sz, der, (word32)derSz, RSAk, NULL, 0));
    idx = 0;
    NEG(wc_GetPkcs8TraditionalOffset(der, &idx, (word32)derSz));
    NEG(wc_GetPkcs8TraditionalOffset(NULL, &idx, 10));
}

/* Empty bodies and empty keys: upstream's codes (BUFFER_E for an empty
 * PEM body, ASN_INPUT_E for wrapping 0 bytes); an empty key is not
 * wrapped in PKCS#8 (BAD_FUNC_ARG, upstream wraps it). */
static void TestPemEmpty(void)
{
    static const char* const keys[] = {
        "-----BEGIN PRIVATE KEY-----\n-----END PRIVATE KEY-----\n",
        "-----BEGIN RSA PRIVATE KEY-----\n\n-----END RSA PRIVATE KEY-----\n",
        "-----BEGIN EC PRIVATE KEY-----\n \r\n-----END EC PRIVATE KEY-----",
    };
    static const char* const pubs[] = {
        "-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----\n",
        "-----BEGIN RSA PUBLIC KEY-----\n\n-----END RSA PUBLIC KEY-----\n",
    };
    static const byte oid[] = { 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01,
                                0x07 };
    word32 sz, i;

    for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
        EQ(wc_KeyPemToDer((const byte*)keys[i], (int)strlen(keys[i]), buf,
                          sizeof(buf), NULL), BUFFER_E);
    for (i = 0; i < sizeof(pubs) / sizeof(pubs[0]); i++)
        EQ(wc_PubKeyPemToDer((const byte*)pubs[i], (int)strlen(pubs[i]),
                             buf, sizeof(buf)), BUFFER_E);
    EQ(wc_DerToPem(der, 0, buf, sizeof(buf), PRIVATEKEY_TYPE), ASN_INPUT_E);
    EQ(wc_DerToPem(der, 0, buf, sizeof(buf), PUBLICKEY_TYPE), ASN_INPUT_E);
    EQ(wc_DerToPem(der, 0, NULL, 0, CERT_TYPE), ASN_INPUT_E);
    EQ(wc_DerToPem(NULL, 0, buf, sizeof(buf), CERT_TYPE), BAD_FUNC_ARG);
    POS(wc_DerToPem(der, 1, buf, sizeof(buf), PRIVATEKEY_TYPE));
    sz = sizeof(buf2);
    EQ(wc_CreatePKCS8Key(buf2, &sz, der, 0, RSAk, NULL, 0), BAD_FUNC_ARG);
    sz = sizeof(buf2);
    EQ(wc_CreatePKCS8Key(buf2, &sz, der, 0, ECDSAk, oid, sizeof(oid)),
       BAD_FUNC_ARG);
    EQ(wc_CreatePKCS8Key(NULL, &sz, der, 0, RSAk, NULL, 0), BAD_FUNC_ARG);
    sz = sizeof(buf2);
    POS(wc_CreatePKCS8Key(buf2, &sz, der, 1, RSAk, NULL, 0));
}

static void TestPem(void)
{
    static const char good[] =
        "-----BEGIN PUBLIC KEY-----\nMAA=\n-----END PUBLIC KEY-----\n";
    static const char badChar[] =
        "-----BEGIN PUBLIC KEY-----\nM*A=\n-----END PUBLIC KEY-----\n";
    static const char badPad[] =
        "-----BEGIN PUBLIC KEY-----\nMAB=\n-----END PUBLIC KEY-----\n";
    static const char noEnd[] = "-----BEGIN PUBLIC KEY-----\nMAA=\n";
    static const char shortB64[] =
        "-----BEGIN PUBLIC KEY-----\nMAA\n-----END PUBLIC KEY-----\n";
    static const char enc[] =
        "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\n"
        "MAA=\n-----END RSA PRIVATE KEY-----\n";
    static const char enc8[] =
        "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMAA=\n"
        "-----END ENCRYPTED PRIVATE KEY-----\n";
    static const char mismatch[] =
        "-----BEGIN PRIVATE KEY-----\nMAA=\n-----END PUBLIC KEY-----\n";
    const byte* g = (const byte*)good;

    POS(wc_PubKeyPemToDer(g, (int)strlen(good), buf, sizeof(buf)));
    NEG(wc_PubKeyPemToDer(NULL, 10, buf, sizeof(buf)));
    NEG(wc_PubKeyPemToDer(g, 0, buf, sizeof(buf)));
    NEG(wc_PubKeyPemToDer(g, (int)strlen(good), NULL, sizeof(buf)));
    NEG(wc_PubKeyPemToDer(g, (int)strlen(good), buf, 1));
    NEG(wc_PubKeyPemToDer((const byte*)badChar, (int)strlen(badChar), buf,
                          sizeof(buf)));
    NEG(wc_PubKeyPemToDer((const byte*)badPad, (int)strlen(badPad), buf,
                          sizeof(buf)));
    NEG(wc_PubKeyPemToDer((const byte*)noEnd, (int)strlen(noEnd), buf,
                          sizeof(buf)));
    NEG(wc_PubKeyPemToDer((const byte*)shortB64, (int)strlen(shortB64), buf,
                          sizeof(buf)));
    NEG(wc_PubKeyPemToDer((const byte*)"no armour", 9, buf, sizeof(buf)));
    NEG(wc_KeyPemToDer(g, (int)strlen(good), buf, sizeof(buf), NULL));
    NEG(wc_KeyPemToDer((const byte*)enc, (int)strlen(enc), buf, sizeof(buf),
                       NULL));
    NEG(wc_KeyPemToDer((const byte*)enc8, (int)strlen(enc8), buf,
                       sizeof(buf), NULL));
    NEG(wc_KeyPemToDer((const byte*)mismatch, (int)strlen(mismatch), buf,
                       sizeof(buf), NULL));
    NEG(wc_KeyPemToDer((const byte*)enc, (int)strlen(enc), buf, sizeof(buf),
                       "password"));
    NEG(wc_KeyPemToDer(NULL, 10, buf, sizeof(buf), NULL));
    NEG(wc_DerToPem(NULL, 10, buf, sizeof(buf), PUBLICKEY_TYPE));
    NEG(wc_DerToPem(der, (word32)derSz, buf, sizeof(buf), 999));
    NEG(wc_DerToPem(der, (word32)derSz, buf, 20, PRIVATEKEY_TYPE));
    TestPemEmpty();
}

/* DH: arguments, parameters, peers, DER (shared state below). */
static const byte two = 2, one = 1, zero = 0;
static byte   priv[64], pubv[256], agree[256], q[256], pm1[256];
static word32 privSz, pubSz;

/* Setup, named groups and explicit parameters. */
static void TestDhParams(void)
{
    word32 sz;

    privSz = sizeof(priv);
    pubSz = sizeof(pubv);
    OK(wc_DhSetNamedKey(&dh, WC_FFDHE_2048));
    OK(wc_DhGenerateKeyPair(&dh, &rng, priv, &privSz, pubv, &pubSz));
    (void)mp_to_unsigned_bin(&dh.p, p2048);
    (void)mp_to_unsigned_bin(&dh.q, q);
    memcpy(pm1, p2048, 256);
    pm1[255] -= 1;
    NEG(wc_InitDhKey(NULL));
    NEG(wc_InitDhKey_ex(NULL, NULL, -1));
    NEG(wc_FreeDhKey(NULL));
    NEG(wc_DhSetNamedKey(NULL, WC_FFDHE_2048));
    NEG(wc_DhSetNamedKey(&dh2, 0));
    NEG(wc_DhSetNamedKey(&dh2, 261));
    NEG(wc_DhGetNamedKeyParamSize(255, &sz, NULL, NULL));
    NEG(wc_DhSetKey(NULL, p2048, 256, &two, 1));
    NEG(wc_DhSetKey(&dh2, NULL, 256, &two, 1));
    NEG(wc_DhSetKey(&dh2, p2048, 256, NULL, 1));
    NEG(wc_DhSetKey(&dh2, p2048, 0, &two, 1));
    NEG(wc_DhSetKey(&dh2, p2048, 64, &two, 1));           /* 512 bits */
    NEG(wc_DhSetKey(&dh2, pm1, 256, &two, 1));            /* even p */
    NEG(wc_DhSetKey(&dh2, p2048, 256, &one, 1));          /* g = 1 */
    NEG(wc_DhSetKey(&dh2, p2048, 256, &zero, 1));         /* g = 0 */
    NEG(wc_DhSetKey(&dh2, p2048, 256, pm1, 256));         /* g = p - 1 */
    NEG(wc_DhSetKey(&dh2, p2048, 256, p2048, 256));       /* g = p */
    NEG(wc_DhSetKey_ex(&dh2, p2048, 256, &two, 1, NULL, 5));
    NEG(wc_DhSetKey_ex(&dh2, p2048, 256, &two, 1, p2048, 256)); /* q = p */
    NEG(wc_DhSetKey_ex(&dh2, p2048, 256, &two, 1, &one, 1));    /* q = 1 */
}

/* Key-pair generation. */
static void TestDhGen(void)
{
    word32 sz, smallSz;

    /* Generation. */
    sz = sizeof(priv);
    smallSz = 10;
    NEG(wc_DhGenerateKeyPair(NULL, &rng, priv, &sz, pubv, &pubSz));
    NEG(wc_DhGenerateKeyPair(&dh, NULL, priv, &sz, pubv, &pubSz));
    NEG(wc_DhGenerateKeyPair(&dh, &rng, NULL, &sz, pubv, &pubSz));
    NEG(wc_DhGenerateKeyPair(&dh, &rng, priv, NULL, pubv, &pubSz));
    NEG(wc_DhGenerateKeyPair(&dh, &rng, priv, &sz, NULL, &pubSz));
    NEG(wc_DhGenerateKeyPair(&dh, &rng, priv, &sz, pubv, NULL));
    NEG(wc_DhGenerateKeyPair(&dh, &rng, priv, &smallSz, pubv, &pubSz));
    smallSz = 255;
    sz = sizeof(priv);
    NEG(wc_DhGenerateKeyPair(&dh, &rng, priv, &sz, buf, &smallSz));
    (void)wc_FreeDhKey(&dh2);
    sz = sizeof(priv);
    smallSz = sizeof(buf);
    NEG(wc_DhGenerateKeyPair(&dh2, &rng, buf2, &sz, buf, &smallSz));
    /* The key pair generated above is fine; regenerate after the
     * failures (they leave the output buffers wiped). */
    privSz = sizeof(priv);
    pubSz = sizeof(pubv);
    OK(wc_DhGenerateKeyPair(&dh, &rng, priv, &privSz, pubv, &pubSz));
}

/* Agreement: arguments, peer values, private values. */
static void TestDhAgree(void)
{
    word32 sz, smallSz;
    int    i;

    /* Agreement. */
    sz = sizeof(agree);
    OK(wc_DhAgree(&dh, agree, &sz, priv, privSz, &two, 1));
    sz = sizeof(agree);
    NEG(wc_DhAgree(NULL, agree, &sz, priv, privSz, pubv, pubSz));
    NEG(wc_DhAgree(&dh, NULL, &sz, priv, privSz, pubv, pubSz));
    NEG(wc_DhAgree(&dh, agree, NULL, priv, privSz, pubv, pubSz));
    NEG(wc_DhAgree(&dh, agree, &sz, NULL, privSz, pubv, pubSz));
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, NULL, pubSz));
    NEG(wc_DhAgree(&dh, agree, &sz, priv, 0, pubv, pubSz));
    smallSz = 255;
    NEG(wc_DhAgree(&dh, agree, &smallSz, priv, privSz, pubv, pubSz));
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, &zero, 1));   /* 0 */
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, &one, 1));    /* 1 */
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, pm1, 256));   /* p-1 */
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, p2048, 256)); /* p */
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, pubv, 0));
    memcpy(buf, p2048, 256);
    for (i = 255; i >= 0 && ++buf[i] == 0; i--)                 /* p+1 */
        ;
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, buf, 256));
    memcpy(buf, p2048, 256);
    buf[255] -= 2;                        /* p-2: order 2q, not in <g> */
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, buf, 256));
    memset(buf, 0xFF, 257);                                     /* > p */
    NEG(wc_DhAgree(&dh, agree, &sz, priv, privSz, buf, 257));
    memset(buf, 0, sizeof(priv));
    NEG(wc_DhAgree(&dh, agree, &sz, buf, privSz, pubv, pubSz)); /* x = 0 */
    NEG(wc_DhAgree(&dh, agree, &sz, q, 256, pubv, pubSz));      /* x = q */
    NEG(wc_DhAgree(&dh, agree, &sz, priv, 257, pubv, pubSz));
    NEG(wc_DhAgree(&dh2, agree, &sz, priv, privSz, pubv, pubSz));
    NEG(wc_DhAgree_ct(&dh, agree, &sz, priv, privSz, &one, 1));
}

/* Value checks. */
static void TestDhChecks(void)
{
    /* Checks. */
    NEG(wc_DhCheckPubKey(NULL, pubv, pubSz));
    NEG(wc_DhCheckPubKey(&dh, NULL, pubSz));
    NEG(wc_DhCheckPubKey(&dh, pubv, 0));
    NEG(wc_DhCheckPubKey(&dh, &zero, 1));
    NEG(wc_DhCheckPubKey(&dh, &one, 1));
    NEG(wc_DhCheckPubKey(&dh, pm1, 256));
    NEG(wc_DhCheckPubKey(&dh, p2048, 256));
    NEG(wc_DhCheckPubKey_ex(&dh, pubv, pubSz, NULL, 3));
    NEG(wc_DhCheckPubValue(NULL, 256, pubv, pubSz));
    NEG(wc_DhCheckPubValue(p2048, 256, p2048, 256));
    NEG(wc_DhCheckPrivKey(NULL, priv, privSz));
    NEG(wc_DhCheckPrivKey(&dh, NULL, privSz));
    NEG(wc_DhCheckPrivKey(&dh, &zero, 1));
    NEG(wc_DhCheckPrivKey(&dh, q, 256));
    NEG(wc_DhCheckKeyPair(&dh, pubv, pubSz, &two, 1));
    NEG(wc_DhCheckKeyPair(NULL, pubv, pubSz, priv, privSz));
}

/* Big-endian a + b of the 256-byte values into out (257 bytes). */
static void Add256(const byte* a, const byte* b, byte* out)
{
    int i, c = 0;

    for (i = 255; i >= 0; i--) {
        c += a[i] + b[i];
        out[i + 1] = (byte)c;
        c >>= 8;
    }
    out[0] = (byte)c;
}

/* Pair-wise consistency (wolfCrypt's contract: 0 when g^x = y, MP_CMP_E
 * when not) after the range checks of this library. */
static void TestDhKeyPair(void)
{
    byte   x[257], y[256], x2[64];
    word32 ySz = sizeof(y), x2Sz = sizeof(x2);

    OK(wc_DhCheckKeyPair(&dh, pubv, pubSz, priv, privSz));
    /* Another key pair's public value: in the subgroup, not g^x. */
    OK(wc_DhSetNamedKey(&dh2, WC_FFDHE_2048));
    OK(wc_DhGenerateKeyPair(&dh2, &rng, x2, &x2Sz, y, &ySz));
    (void)wc_FreeDhKey(&dh2);
    EQ(wc_DhCheckKeyPair(&dh, y, ySz, priv, privSz), MP_CMP_E);
    EQ(wc_DhCheckKeyPair(&dh, pubv, pubSz, x2, x2Sz), MP_CMP_E);
    EQ(wc_DhCheckKeyPair(&dh, pubv, pubSz, &two, 1), MP_CMP_E);
    EQ(wc_DhCheckKeyPair(&dh, &two, 1, &one, 1), 0);        /* g^1 = g */
    EQ(wc_DhCheckKeyPair(NULL, pubv, pubSz, priv, privSz), BAD_FUNC_ARG);
    EQ(wc_DhCheckKeyPair(&dh, NULL, pubSz, priv, privSz), BAD_FUNC_ARG);
    EQ(wc_DhCheckKeyPair(&dh, pubv, pubSz, NULL, privSz), BAD_FUNC_ARG);
    EQ(wc_DhCheckKeyPair(&dh2, pubv, pubSz, priv, privSz), BAD_FUNC_ARG);
    EQ(wc_DhCheckKeyPair(&dh, &zero, 1, priv, privSz), DH_CHECK_PUB_E);
    EQ(wc_DhCheckKeyPair(&dh, p2048, 256, priv, privSz), DH_CHECK_PUB_E);
    EQ(wc_DhCheckKeyPair(&dh, pubv, pubSz, &zero, 1), DH_CHECK_PRIV_E);
    /* x + q: g^(x + q) = y as well; wolfCrypt's test passes it, the
     * range check here does not. */
    memset(x, 0, sizeof(x));
    memcpy(x + sizeof(x) - privSz, priv, privSz);
    Add256(x + 1, q, x);
    EQ(wc_DhCheckKeyPair(&dh, pubv, pubSz, x, sizeof(x)), DH_CHECK_PRIV_E);
}

/* Explicit groups: the trusted setters take a composite p (documented,
 * as wolfCrypt), the checking setter refuses composite p and q and a g
 * outside the order-q subgroup.  n: the RSA modulus (1024 bits, odd,
 * composite without small factors); rp: the RSA prime p (512 bits). */
static void TestDhGroupChecks(void)
{
    static byte ff[256], p2047[256], n[128], rp[64], der2[300];
    word32 idx, sz;

    memset(ff, 0xFF, sizeof(ff));                     /* 2^2048 - 1 */
    memset(p2047, 0, sizeof(p2047));                  /* 2^2047 + 1 */
    p2047[0] = 0x80;
    p2047[255] = 1;
    (void)mp_to_unsigned_bin_len(&key.n, n, sizeof(n));
    (void)mp_to_unsigned_bin_len(&key.p, rp, sizeof(rp));
    /* Trusted: not tested for primality. */
    EQ(wc_DhSetKey(&dh2, ff, 256, &two, 1), 0);
    EQ(wc_DhSetKey(&dh2, p2047, 256, &two, 1), 0);
    EQ(wc_DhSetCheckKey(&dh2, ff, 256, &two, 1, NULL, 0, 1, &rng), 0);
    EQ(wc_DhSetCheckKey(&dh2, n, 128, &two, 1, NULL, 0, 1, NULL), 0);
    sz = Hex("30820108 02820101 00", der2);
    memcpy(der2 + sz, ff, 256);
    sz += 256;
    sz += Hex("020102", der2 + sz);
    idx = 0;
    EQ(wc_DhKeyDecode(der2, &idx, &dh2, sz), 0);
    /* Untrusted: composite p (small factors, then none below 1620). */
    EQ(wc_DhSetCheckKey(&dh2, ff, 256, &two, 1, NULL, 0, 0, &rng),
       DH_CHECK_PUB_E);
    EQ(wc_DhSetCheckKey(&dh2, ff, 256, &two, 1, NULL, 0, 0, NULL),
       DH_CHECK_PUB_E);
    EQ(wc_DhSetCheckKey(&dh2, p2047, 256, &two, 1, NULL, 0, 0, &rng),
       DH_CHECK_PUB_E);
    EQ(wc_DhSetCheckKey(&dh2, n, 128, &two, 1, NULL, 0, 0, &rng),
       DH_CHECK_PUB_E);
    EQ(wc_DhSetCheckKey(&dh2, n, 128, &two, 1, NULL, 0, 0, NULL),
       DH_CHECK_PUB_E);
    EQ(wc_DhSetKey_ex(&dh2, ff, 256, &two, 1, NULL, 0), DH_CHECK_PUB_E);
    EQ(wc_DhSetKey_ex(&dh2, n, 128, &two, 1, NULL, 0), DH_CHECK_PUB_E);
    /* A failed set leaves no parameters behind. */
    sz = sizeof(buf);
    idx = sizeof(buf2);
    EQ(wc_DhGenerateKeyPair(&dh2, &rng, buf, &sz, buf2, &idx),
       BAD_FUNC_ARG);
    /* ffdhe2048 with and without q passes; q composite (q - 1 even, n
     * without small factors) or not the order of g (the RSA prime). */
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, q, 256, 0, &rng), 0);
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, q, 256, 0, NULL), 0);
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, NULL, 0, 0, &rng), 0);
    EQ(wc_DhSetKey_ex(&dh2, p2048, 256, &two, 1, q, 256), 0);
    memcpy(buf, q, 256);
    buf[255] ^= 1;                                    /* q - 1 */
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, buf, 256, 0, &rng),
       DH_CHECK_PUB_E);
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, n, 128, 0, &rng),
       DH_CHECK_PUB_E);
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, rp, 64, 0, &rng),
       MP_CMP_E);
    EQ(wc_DhSetKey_ex(&dh2, p2048, 256, &two, 1, rp, 64), MP_CMP_E);
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, rp, 64, 1, &rng), 0);
    /* Shape errors come first, trusted or not. */
    EQ(wc_DhSetCheckKey(NULL, p2048, 256, &two, 1, NULL, 0, 0, &rng),
       BAD_FUNC_ARG);
    EQ(wc_DhSetCheckKey(&dh2, NULL, 256, &two, 1, NULL, 0, 0, &rng),
       BAD_FUNC_ARG);
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, NULL, 1, NULL, 0, 0, &rng),
       BAD_FUNC_ARG);
    EQ(wc_DhSetCheckKey(&dh2, p2048, 0, &two, 1, NULL, 0, 0, &rng),
       BAD_FUNC_ARG);
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, NULL, 5, 0, &rng),
       BAD_FUNC_ARG);
    EQ(wc_DhSetCheckKey(&dh2, pm1, 256, &two, 1, NULL, 0, 0, &rng),
       BAD_FUNC_ARG);                                 /* even p */
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &one, 1, NULL, 0, 1, &rng),
       BAD_FUNC_ARG);                                 /* g = 1 */
    EQ(wc_DhSetCheckKey(&dh2, p2048, 256, &two, 1, p2048, 256, 1, &rng),
       BAD_FUNC_ARG);                                 /* q = p */
    (void)wc_FreeDhKey(&dh2);
}

/* DER parameters and raw import/export. */
static void TestDhDer(void)
{
    word32 sz, idx, smallSz;

    /* DER parameters. */
    sz = sizeof(buf2);
    POS(wc_DhParamsToDer(&dh, buf2, &sz));
    NEG(wc_DhParamsToDer(NULL, buf2, &sz));
    smallSz = 100;
    NEG(wc_DhParamsToDer(&dh, buf2, &smallSz));
    idx = 0;
    NEG(wc_DhKeyDecode(NULL, &idx, &dh2, sz));
    NEG(wc_DhKeyDecode(buf2, NULL, &dh2, sz));
    NEG(wc_DhKeyDecode(buf2, &idx, NULL, sz));
    NEG(wc_DhKeyDecode(buf2, &idx, &dh2, sz - 1));            /* truncated */
    buf2[sz] = 0;
    idx = 0;
    EQ(wc_DhKeyDecode(buf2, &idx, &dh2, sz + 1), 0);          /* trailing */
    EQ(idx, sz);
    smallSz = sizeof(buf);
    idx = sizeof(agree);
    EQ(wc_DhParamsLoad(buf2, sz + 1, buf, &smallSz, agree, &idx), 0);
    buf2[3]++;                                        /* SEQUENCE + 1 */
    idx = 0;
    EQ(wc_DhKeyDecode(buf2, &idx, &dh2, sz + 1), ASN_PARSE_E);
    buf2[3]--;
    buf2[0] = 0x31;
    idx = 0;
    NEG(wc_DhKeyDecode(buf2, &idx, &dh2, sz));                /* tag */
    buf2[0] = 0x30;
    buf2[8] ^= 0x80;                                  /* p's zero byte */
    idx = 0;
    NEG(wc_DhKeyDecode(buf2, &idx, &dh2, sz));
    buf2[8] ^= 0x80;
    sz = 256;
    smallSz = 0;
    NEG(wc_DhParamsLoad(buf2, 268, buf, &sz, agree, &smallSz));
    sz = 100;
    smallSz = 4;
    NEG(wc_DhParamsLoad(buf2, 268, buf, &sz, agree, &smallSz));
    NEG(wc_DhParamsLoad(NULL, 268, buf, &sz, agree, &smallSz));
    /* Raw import/export. */
    sz = sizeof(buf);
    smallSz = 10;
    NEG(wc_DhCopyNamedKey(0, buf, &sz, NULL, NULL, NULL, NULL));
    NEG(wc_DhCopyNamedKey(WC_FFDHE_2048, buf, &smallSz, NULL, NULL, NULL,
                          NULL));
    NEG(wc_DhExportParamsRaw(NULL, buf, &sz, buf, &sz, buf, &sz));
    NEG(wc_DhExportParamsRaw(&dh, buf, NULL, buf, &sz, buf, &sz));
    smallSz = 10;
    idx = sizeof(buf2);
    NEG(wc_DhExportParamsRaw(&dh, buf, &smallSz, buf2, &idx, agree, &sz));
    NEG(wc_DhImportKeyPair(NULL, priv, privSz, pubv, pubSz));
    NEG(wc_DhImportKeyPair(&dh, NULL, 0, NULL, 0));
    NEG(wc_DhImportKeyPair(&dh, &zero, 1, NULL, 0));
    NEG(wc_DhImportKeyPair(&dh, NULL, 0, &one, 1));
    NEG(wc_DhImportKeyPair(&dh, q, 256, NULL, 0));
    NEG(wc_DhExportKeyPair(NULL, priv, &privSz, pubv, &pubSz));
    NEG(wc_DhExportKeyPair(&dh, NULL, NULL, NULL, NULL));
    NEG(wc_DhExportKeyPair(&dh, priv, NULL, NULL, NULL));
    smallSz = 1;
    NEG(wc_DhExportKeyPair(&dh, NULL, NULL, pubv, &smallSz));
    NEG(wc_DhExportKeyPair(&dh2, priv, &privSz, NULL, NULL));
    /* Long-form length where the short form is required, negative g. */
    sz = Hex("3081 0B 0206 00C000000001 020102", buf);
    idx = 0;
    NEG(wc_DhKeyDecode(buf, &idx, &dh2, sz));
    sz = Hex("300B 0206 00C000000001 0201 82", buf);
    idx = 0;
    NEG(wc_DhKeyDecode(buf, &idx, &dh2, sz));
}

static void TestDh(void)
{
    TestDhParams();
    TestDhGen();
    TestDhAgree();
    TestDhChecks();
    TestDhKeyPair();
    TestDhGroupChecks();
    TestDhDer();
}

int main(void)
{
    word32 idx = 0;
    int    ret;

    if (wc_InitRng(&rng) != 0 || wc_InitRsaKey(&key, NULL) != 0 ||
        wc_InitRsaKey(&pub, NULL) != 0 || wc_InitRsaKey(&tmpKey, NULL) != 0 ||
        wc_InitDhKey(&dh) != 0 || wc_InitDhKey(&dh2) != 0) {
        printf("init failed\n0 passed, 1 failed\n");
        return 1;
    }
    ret = wc_MakeRsaKey(&key, 1024, WC_RSA_EXPONENT, &rng);
    if (ret == 0)
        ret = wc_RsaSetRNG(&key, &rng);
    derSz = (ret == 0) ? wc_RsaKeyToDer(&key, der, sizeof(der)) : ret;
    if (derSz > 0) {
        ret = wc_RsaKeyToPublicDer(&key, buf, sizeof(buf));
        if (ret > 0)
            ret = wc_RsaPublicKeyDecode(buf, &idx, &pub, (word32)ret);
    }
    if (derSz <= 0 || ret != 0) {
        printf("key setup failed (%d)\n0 passed, 1 failed\n", ret);
        return 1;
    }
    k = wc_RsaEncryptSize(&key);
    TestRsaNullArgs();
    TestRsaSizes();
    TestRsaBadInputs();
    TestRsaDecryptRange();
    TestRsaBadKeys();
    TestRsaBadPrivDer();
    TestPem();
    TestDh();
    (void)wc_FreeRsaKey(&key);
    (void)wc_FreeRsaKey(&pub);
    (void)wc_FreeRsaKey(&tmpKey);
    (void)wc_FreeDhKey(&dh);
    (void)wc_FreeDhKey(&dh2);
    (void)wc_FreeRng(&rng);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
