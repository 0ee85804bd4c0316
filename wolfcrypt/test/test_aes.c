/* test_aes.c
 *
 * AES known answers for testwolfcrypt: FIPS 197 appendix C (the three key
 * sizes, both directions), SP 800-38A F.2.1/F.5.1 (CBC, CTR), the GCM
 * spec's test cases 2-4 (one-shot, streaming in odd pieces, a 60-byte
 * text) and 6 (a 60-byte IV), RFC 3610's packet vector 1 (CCM), IEEE
 * 1619 vector 1/4 (XTS), a tampered tag, and an in-place round trip.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <stdio.h>
#include <string.h>
#include "wolfcrypt/test/test.h"

#ifndef NO_AES

static int unhex(byte* out, const char* s)
{
    int n = 0;

    while (s[0] && s[1]) {
        unsigned v;
        sscanf(s, "%2x", &v);
        out[n++] = (byte)v;
        s += 2;
    }
    return n;
}

static int fips197_test(void)
{
    static const char* keys[3] = {
        "000102030405060708090a0b0c0d0e0f",
        "000102030405060708090a0b0c0d0e0f1011121314151617",
        "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
    };
    static const char* cts[3] = {
        "69c4e0d86a7b0430d8cdb78070b4c55a",
        "dda97ca4864cdfe06eaf70a0ec0d7191",
        "8ea2b7ca516745bfeafc49904b496089"
    };
    byte key[32], pt[16], ct[16], out[16];
    Aes aes;
    int i, kl;

    unhex(pt, "00112233445566778899aabbccddeeff");
    for (i = 0; i < 3; i++) {
        kl = unhex(key, keys[i]);
        unhex(ct, cts[i]);
        if (wc_AesInit(&aes, NULL, INVALID_DEVID) != 0)
            return -1;
        if (wc_AesSetKey(&aes, key, (word32)kl, NULL, AES_ENCRYPTION) != 0)
            return -2;
        if (wc_AesEncryptDirect(&aes, out, pt) != 0)
            return -3;
        if (memcmp(out, ct, 16) != 0)
            return -4 - 10 * i;
        if (wc_AesDecryptDirect(&aes, out, ct) != 0)
            return -5;
        if (memcmp(out, pt, 16) != 0)
            return -6 - 10 * i;
        wc_AesFree(&aes);
    }
    return 0;
}

/* SP 800-38A F.2.1 (CBC-AES128.Encrypt) and F.5.1 (CTR-AES128). */
static int sp800_38a_test(void)
{
    static const char* pt =
        "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
        "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";
    static const char* cbc =
        "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
        "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7";
    static const char* ctr =
        "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
        "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee";
    byte key[16], iv[16], p[64], c[64], out[64];
    Aes aes;
    int k;

    unhex(key, "2b7e151628aed2a6abf7158809cf4f3c");
    unhex(p, pt);
    unhex(iv, "000102030405060708090a0b0c0d0e0f");
    unhex(c, cbc);
    if (wc_AesInit(&aes, NULL, INVALID_DEVID) != 0)
        return -20;
    if (wc_AesSetKey(&aes, key, 16, iv, AES_ENCRYPTION) != 0)
        return -21;
    /* two calls chain through the IV */
    if ((wc_AesCbcEncrypt(&aes, out, p, 16) != 0)
            || (wc_AesCbcEncrypt(&aes, out + 16, p + 16, 48) != 0))
        return -22;
    if (memcmp(out, c, 64) != 0)
        return -23;
    wc_AesSetIV(&aes, iv);
    memcpy(out, c, 64);
    if (wc_AesCbcDecrypt(&aes, out, out, 64) != 0)
        return -24;
    if (memcmp(out, p, 64) != 0)
        return -25;
    if (wc_AesCbcEncrypt(&aes, out, p, 15) != BAD_LENGTH_E)
        return -26;

    unhex(iv, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
    unhex(c, ctr);
    for (k = 1; k <= 17; k += 16) {
        /* pieces of k bytes continue the keystream */
        int done = 0;
        wc_AesSetIV(&aes, iv);
        while (done < 64) {
            int n = (64 - done < k) ? 64 - done : k;
            if (wc_AesCtrEncrypt(&aes, out + done, p + done, (word32)n) != 0)
                return -27;
            done += n;
        }
        if (memcmp(out, c, 64) != 0)
            return -28;
    }
    wc_AesFree(&aes);
    return 0;
}

/* The GCM specification (McGrew, Viega), test cases 2, 3, 4 and 6. */
static int gcm_test(void)
{
    static const char* p4 =
        "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
        "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39";
    static const char* c4 =
        "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
        "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091";
    static const char* c6 =
        "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
        "01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5";
    static const char* iv6 =
        "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
        "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b";
    byte key[16], iv[64], p[64], c[64], out[64], tag[16], want[16], aad[20];
    Aes aes;
    int n, ivn, i;

    if (wc_AesInit(&aes, NULL, INVALID_DEVID) != 0)
        return -40;
    /* case 2: zero key, zero IV, one zero block */
    memset(key, 0, 16);
    memset(iv, 0, 12);
    memset(p, 0, 16);
    if (wc_AesGcmSetKey(&aes, key, 16) != 0)
        return -41;
    if (wc_AesGcmEncrypt(&aes, out, p, 16, iv, 12, tag, 16, NULL, 0) != 0)
        return -42;
    unhex(c, "0388dace60b6a392f328c2b971b2fe78");
    unhex(want, "ab6e47d42cec13bdf53a67b21257bddf");
    if ((memcmp(out, c, 16) != 0) || (memcmp(tag, want, 16) != 0))
        return -43;

    /* case 4: 60 bytes, 20 bytes AAD; one-shot, then streamed */
    unhex(key, "feffe9928665731c6d6a8f9467308308");
    unhex(iv, "cafebabefacedbaddecaf888");
    n = unhex(p, p4);
    unhex(c, c4);
    unhex(aad, "feedfacedeadbeeffeedfacedeadbeefabaddad2");
    unhex(want, "5bc94fbc3221a5db94fae95ae7121a47");
    if (wc_AesGcmSetKey(&aes, key, 16) != 0)
        return -44;
    if (wc_AesGcmEncrypt(&aes, out, p, (word32)n, iv, 12, tag, 16, aad, 20)
            != 0)
        return -45;
    if ((memcmp(out, c, (size_t)n) != 0) || (memcmp(tag, want, 16) != 0))
        return -46;
    if (wc_AesGcmDecrypt(&aes, out, c, (word32)n, iv, 12, want, 16, aad, 20)
            != 0)
        return -47;
    if (memcmp(out, p, (size_t)n) != 0)
        return -48;
    /* tampered tag: error and no plaintext */
    want[15] ^= 1;
    if (wc_AesGcmDecrypt(&aes, out, c, (word32)n, iv, 12, want, 16, aad, 20)
            != AES_GCM_AUTH_E)
        return -49;
    for (i = 0; i < n; i++) {
        if (out[i] != 0)
            return -50;
    }
    want[15] ^= 1;
    /* streamed in pieces of 7 (AAD in two calls) */
    if (wc_AesGcmEncryptInit(&aes, NULL, 0, iv, 12) != 0)
        return -51;
    if ((wc_AesGcmEncryptUpdate(&aes, NULL, NULL, 0, aad, 5) != 0)
            || (wc_AesGcmEncryptUpdate(&aes, NULL, NULL, 0, aad + 5, 15)
                != 0))
        return -52;
    for (i = 0; i < n; i += 7) {
        word32 k = (word32)((n - i < 7) ? n - i : 7);
        if (wc_AesGcmEncryptUpdate(&aes, out + i, p + i, k, NULL, 0) != 0)
            return -53;
    }
    if (wc_AesGcmEncryptUpdate(&aes, NULL, NULL, 0, aad, 1) != BAD_STATE_E)
        return -54;
    if (wc_AesGcmEncryptFinal(&aes, tag, 16) != 0)
        return -55;
    if ((memcmp(out, c, (size_t)n) != 0) || (memcmp(tag, want, 16) != 0))
        return -56;
    if ((wc_AesGcmDecryptInit(&aes, NULL, 0, iv, 12) != 0)
            || (wc_AesGcmDecryptUpdate(&aes, out, c, (word32)n, aad, 20) != 0)
            || (wc_AesGcmDecryptFinal(&aes, want, 16) != 0))
        return -57;
    if (memcmp(out, p, (size_t)n) != 0)
        return -58;

    /* case 6: 60-byte IV */
    ivn = unhex(iv, iv6);
    unhex(c, c6);
    unhex(want, "619cc5aefffe0bfa462af43c1699d050");
    if (wc_AesGcmEncrypt(&aes, out, p, (word32)n, iv, (word32)ivn, tag, 16,
                         aad, 20) != 0)
        return -59;
    if ((memcmp(out, c, (size_t)n) != 0) || (memcmp(tag, want, 16) != 0))
        return -60;
    /* a zero-length IV is refused */
    if (wc_AesGcmEncrypt(&aes, out, p, 16, iv, 0, tag, 16, NULL, 0)
            != BAD_FUNC_ARG)
        return -61;
    wc_AesFree(&aes);
    return 0;
}

/* RFC 3610 packet vector #1 (8-byte tag, 13-byte nonce, 8 bytes AAD). */
static int ccm_test(void)
{
    byte key[16], nonce[13], aad[8], p[23], c[23], out[23], tag[8], want[8];
    Aes aes;

    unhex(key, "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf");
    unhex(nonce, "00000003020100a0a1a2a3a4a5");
    unhex(aad, "0001020304050607");
    unhex(p, "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e");
    unhex(c, "588c979a61c663d2f066d0c2c0f989806d5f6b61dac384");
    unhex(want, "17e8d12cfdf926e0");
    if ((wc_AesInit(&aes, NULL, INVALID_DEVID) != 0)
            || (wc_AesCcmSetKey(&aes, key, 16) != 0))
        return -70;
    if (wc_AesCcmEncrypt(&aes, out, p, 23, nonce, 13, tag, 8, aad, 8) != 0)
        return -71;
    if ((memcmp(out, c, 23) != 0) || (memcmp(tag, want, 8) != 0))
        return -72;
    if (wc_AesCcmDecrypt(&aes, out, c, 23, nonce, 13, want, 8, aad, 8) != 0)
        return -73;
    if (memcmp(out, p, 23) != 0)
        return -74;
    want[0] ^= 0x80;
    if (wc_AesCcmDecrypt(&aes, out, c, 23, nonce, 13, want, 8, aad, 8)
            != AES_CCM_AUTH_E)
        return -75;
    if (wc_AesCcmEncrypt(&aes, out, p, 23, nonce, 13, tag, 5, aad, 8)
            != BAD_FUNC_ARG)
        return -76;
    wc_AesFree(&aes);
    return 0;
}

/* IEEE 1619-2007 vector 1 (zero keys, zero data) and a 17-byte unit
 * round trip (ciphertext stealing). */
static int xts_test(void)
{
    byte key[32], tw[16], p[32], out[32], back[32], c[32];
    XtsAes xts;
    int i;

    memset(key, 0, 32);
    memset(tw, 0, 16);
    memset(p, 0, 32);
    unhex(c, "917cf69ebd68b2ec9b9fe9a3eadda692"
             "cd43d2f59598ed858c02c2652fbf922e");
    if (wc_AesXtsSetKey(&xts, key, 32, AES_ENCRYPTION, NULL, INVALID_DEVID)
            != 0)
        return -80;
    if (wc_AesXtsEncrypt(&xts, out, p, 32, tw, 16) != 0)
        return -81;
    if (memcmp(out, c, 32) != 0)
        return -82;
    wc_AesXtsFree(&xts);
    for (i = 0; i < 32; i++) {
        key[i] = (byte)(i * 7 + 1);
        p[i] = (byte)i;
    }
    if (wc_AesXtsSetKey(&xts, key, 32, AES_ENCRYPTION, NULL, INVALID_DEVID)
            != 0)
        return -83;
    if ((wc_AesXtsEncrypt(&xts, out, p, 17, tw, 16) != 0)
            || (wc_AesXtsDecrypt(&xts, back, out, 17, tw, 16) != 0))
        return -84;
    if (memcmp(back, p, 17) != 0)
        return -85;
    if (wc_AesXtsEncrypt(&xts, out, p, 15, tw, 16) != BAD_FUNC_ARG)
        return -86;
    wc_AesXtsFree(&xts);
    return 0;
}

int aes_test(void)
{
    int ret = fips197_test();

    if (ret == 0)
        ret = sp800_38a_test();
    if (ret == 0)
        ret = gcm_test();
    if (ret == 0)
        ret = ccm_test();
    if (ret == 0)
        ret = xts_test();
    return ret;
}

#endif /* !NO_AES */
