/* aes_misuse.c
 *
 * API misuse tests for AES (aes.h), each with the exact error code:
 * NULL objects, keys and buffers; key sizes other than 16, 24, 32 (XTS:
 * 32, 48, 64); a bad direction; ECB/CBC data that is not whole blocks;
 * GCM IVs of length 0 and tags of every length 0..17 (one-shot: 12..16
 * accepted; streaming final: 1..16); CCM nonces of 0..14 bytes and tags
 * of 0..17 bytes (4..16 even accepted); XTS units under 16 bytes and
 * tweaks of the wrong size; operations before a key; streaming calls out
 * of order (AAD after text: BAD_STATE_E; Update without Init); tampered
 * tags (AES_GCM_AUTH_E / AES_CCM_AUTH_E with the output zeroed); zero
 * lengths with NULL buffers (accepted); in-place buffers (same result as
 * separate ones).  Prints one line per failing case and "N passed, M
 * failed"; exit status 1 on any failure.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <stdio.h>
#include <string.h>

#ifndef NO_AES

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

/* The expression must return exactly want. */
#define EQ(expr, want) do { int r_ = (expr); \
    check(r_ == (want), #expr, r_, __LINE__); } while (0)

static int all_zero(const byte* p, int n)
{
    int i;

    for (i = 0; i < n; i++) {
        if (p[i] != 0)
            return 0;
    }
    return 1;
}

int main(void)
{
    byte key[64], iv[16], in[64], out[64], out2[64], tag[17];
    Aes aes, nokey;
    XtsAes xts;
    word32 i, sz;

    for (i = 0; i < sizeof(key); i++)
        key[i] = (byte)(3 * i + 1);
    memset(iv, 0x24, sizeof(iv));
    for (i = 0; i < sizeof(in); i++)
        in[i] = (byte)i;

    /* life cycle and keys */
    EQ(wc_AesInit(NULL, NULL, INVALID_DEVID), BAD_FUNC_ARG);
    EQ(wc_AesInit(&aes, NULL, INVALID_DEVID), 0);
    EQ(wc_AesInit(&nokey, NULL, INVALID_DEVID), 0);
    for (sz = 0; sz <= 40; sz++) {
        int want = ((sz == 16) || (sz == 24) || (sz == 32)) ? 0
                                                             : BAD_FUNC_ARG;
        EQ(wc_AesSetKey(&aes, key, sz, iv, AES_ENCRYPTION), want);
        EQ(wc_AesGcmSetKey(&aes, key, sz), want);
        EQ(wc_AesCcmSetKey(&aes, key, sz), want);
    }
    EQ(wc_AesSetKey(NULL, key, 16, iv, AES_ENCRYPTION), BAD_FUNC_ARG);
    EQ(wc_AesSetKey(&aes, NULL, 16, iv, AES_ENCRYPTION), BAD_FUNC_ARG);
    EQ(wc_AesSetKey(&aes, key, 16, iv, 7), BAD_FUNC_ARG);
    EQ(wc_AesSetIV(NULL, iv), BAD_FUNC_ARG);
    EQ(wc_AesGetKeySize(&nokey, &sz), BAD_FUNC_ARG);

    /* operations before a key */
    EQ(wc_AesEcbEncrypt(&nokey, out, in, 16), BAD_FUNC_ARG);
    EQ(wc_AesCbcEncrypt(&nokey, out, in, 16), BAD_FUNC_ARG);
    EQ(wc_AesCtrEncrypt(&nokey, out, in, 16), BAD_FUNC_ARG);
    EQ(wc_AesGcmEncrypt(&nokey, out, in, 16, iv, 12, tag, 16, NULL, 0),
       BAD_FUNC_ARG);
    EQ(wc_AesCcmEncrypt(&nokey, out, in, 16, iv, 12, tag, 16, NULL, 0),
       BAD_FUNC_ARG);
    EQ(wc_AesEncryptDirect(&nokey, out, in), BAD_FUNC_ARG);

    /* ECB, CBC, CTR */
    EQ(wc_AesSetKey(&aes, key, 16, iv, AES_ENCRYPTION), 0);
    EQ(wc_AesGetKeySize(&aes, &sz), 0);
    check(sz == 16, "wc_AesGetKeySize size", (int)sz, __LINE__);
    for (sz = 1; sz < 16; sz++) {
        EQ(wc_AesEcbEncrypt(&aes, out, in, sz), BAD_LENGTH_E);
        EQ(wc_AesEcbDecrypt(&aes, out, in, 16 + sz), BAD_LENGTH_E);
        EQ(wc_AesCbcEncrypt(&aes, out, in, sz), BAD_LENGTH_E);
        EQ(wc_AesCbcDecrypt(&aes, out, in, 32 + sz), BAD_LENGTH_E);
    }
    EQ(wc_AesCbcEncrypt(&aes, NULL, in, 16), BAD_FUNC_ARG);
    EQ(wc_AesCbcEncrypt(&aes, out, NULL, 16), BAD_FUNC_ARG);
    EQ(wc_AesCbcEncrypt(&aes, NULL, NULL, 0), 0);
    EQ(wc_AesCtrEncrypt(&aes, NULL, NULL, 0), 0);
    EQ(wc_AesCtrEncrypt(NULL, out, in, 16), BAD_FUNC_ARG);
    EQ(wc_AesEncryptDirect(&aes, NULL, in), BAD_FUNC_ARG);
    /* in place gives what separate buffers give */
    EQ(wc_AesSetIV(&aes, iv), 0);
    EQ(wc_AesCbcEncrypt(&aes, out, in, 64), 0);
    memcpy(out2, in, 64);
    EQ(wc_AesSetIV(&aes, iv), 0);
    EQ(wc_AesCbcEncrypt(&aes, out2, out2, 64), 0);
    check(memcmp(out, out2, 64) == 0, "CBC in place", 0, __LINE__);
    EQ(wc_AesSetIV(&aes, iv), 0);
    EQ(wc_AesCbcDecrypt(&aes, out2, out2, 64), 0);
    check(memcmp(out2, in, 64) == 0, "CBC decrypt in place", 0, __LINE__);

    /* GCM: IV length 0, every tag length */
    EQ(wc_AesGcmSetKey(&aes, key, 16), 0);
    EQ(wc_AesGcmEncrypt(&aes, out, in, 16, iv, 0, tag, 16, NULL, 0),
       BAD_FUNC_ARG);
    EQ(wc_AesGcmEncrypt(&aes, out, in, 16, NULL, 12, tag, 16, NULL, 0),
       BAD_FUNC_ARG);
    EQ(wc_AesGcmDecrypt(&aes, out, in, 16, iv, 0, tag, 16, NULL, 0),
       BAD_FUNC_ARG);
    for (sz = 0; sz <= 17; sz++) {
        int want = ((sz >= WOLFSSL_MIN_AUTH_TAG_SZ) && (sz <= 16))
                   ? 0 : BAD_FUNC_ARG;
        EQ(wc_AesGcmEncrypt(&aes, out, in, 16, iv, 12, tag, sz, NULL, 0),
           want);
        if (want == 0)
            EQ(wc_AesGcmDecrypt(&aes, out2, out, 16, iv, 12, tag, sz, NULL,
                                0), 0);
        else
            EQ(wc_AesGcmDecrypt(&aes, out2, out, 16, iv, 12, tag, sz, NULL,
                                0), BAD_FUNC_ARG);
    }
    EQ(wc_AesGcmEncrypt(&aes, out, in, 16, iv, 12, NULL, 16, NULL, 0),
       BAD_FUNC_ARG);
    EQ(wc_AesGcmEncrypt(&aes, out, in, 16, iv, 12, tag, 16, NULL, 5),
       BAD_FUNC_ARG);
    EQ(wc_AesGcmEncrypt(&aes, NULL, NULL, 0, iv, 12, tag, 16, NULL, 0), 0);
    /* tampered: error, output zeroed; every tag byte */
    EQ(wc_AesGcmEncrypt(&aes, out, in, 64, iv, 12, tag, 16, in, 7), 0);
    for (i = 0; i < 16; i++) {
        tag[i] ^= 0x40;
        memset(out2, 0xee, sizeof(out2));
        EQ(wc_AesGcmDecrypt(&aes, out2, out, 64, iv, 12, tag, 16, in, 7),
           AES_GCM_AUTH_E);
        check(all_zero(out2, 64), "GCM output zeroed", 0, __LINE__);
        tag[i] ^= 0x40;
    }
    out[63] ^= 1;
    EQ(wc_AesGcmDecrypt(&aes, out2, out, 64, iv, 12, tag, 16, in, 7),
       AES_GCM_AUTH_E);
    out[63] ^= 1;
    EQ(wc_AesGcmDecrypt(&aes, out2, out, 64, iv, 12, tag, 16, in, 6),
       AES_GCM_AUTH_E);
    /* in place */
    memcpy(out2, out, 64);
    EQ(wc_AesGcmDecrypt(&aes, out2, out2, 64, iv, 12, tag, 16, in, 7), 0);
    check(memcmp(out2, in, 64) == 0, "GCM decrypt in place", 0, __LINE__);

    /* streaming GCM */
    EQ(wc_AesGcmEncryptUpdate(&nokey, out, in, 16, NULL, 0), BAD_FUNC_ARG);
    EQ(wc_AesGcmInit(&nokey, NULL, 0, iv, 12), BAD_FUNC_ARG);
    EQ(wc_AesGcmInit(&aes, NULL, 0, iv, 0), BAD_FUNC_ARG);
    EQ(wc_AesGcmInit(&aes, key, 17, iv, 12), BAD_FUNC_ARG);
    EQ(wc_AesGcmEncryptInit(&aes, key, 16, iv, 12), 0);
    EQ(wc_AesGcmEncryptUpdate(&aes, out, in, 16, NULL, 0), 0);
    EQ(wc_AesGcmEncryptUpdate(&aes, NULL, NULL, 0, in, 4), BAD_STATE_E);
    EQ(wc_AesGcmEncryptUpdate(&aes, NULL, in, 4, NULL, 0), BAD_FUNC_ARG);
    EQ(wc_AesGcmEncryptFinal(&aes, tag, 0), BAD_FUNC_ARG);
    EQ(wc_AesGcmEncryptFinal(&aes, tag, 17), BAD_FUNC_ARG);
    EQ(wc_AesGcmEncryptFinal(&aes, tag, 16), 0);
    EQ(wc_AesGcmEncryptFinal(&aes, tag, 16), BAD_FUNC_ARG);
    EQ(wc_AesGcmDecryptInit(&aes, NULL, 0, iv, 12), 0);
    EQ(wc_AesGcmDecryptUpdate(&aes, out2, out, 16, NULL, 0), 0);
    tag[0] ^= 1;
    EQ(wc_AesGcmDecryptFinal(&aes, tag, 16), AES_GCM_AUTH_E);
    tag[0] ^= 1;

    /* GMAC */
    EQ(wc_GmacVerify(key, 16, iv, 12, in, 20, tag, 16), AES_GCM_AUTH_E);
    EQ(wc_GmacVerify(key, 15, iv, 12, in, 20, tag, 16), BAD_FUNC_ARG);
    EQ(wc_GmacSetKey(NULL, key, 16), BAD_FUNC_ARG);

    /* CCM: nonce and tag lengths */
    EQ(wc_AesCcmSetKey(&aes, key, 16), 0);
    for (sz = 0; sz <= 14; sz++) {
        int want = ((sz >= 7) && (sz <= 13)) ? 0 : BAD_FUNC_ARG;
        EQ(wc_AesCcmEncrypt(&aes, out, in, 16, iv, sz, tag, 16, NULL, 0),
           want);
    }
    for (sz = 0; sz <= 17; sz++) {
        int want = ((sz >= 4) && (sz <= 16) && ((sz & 1) == 0))
                   ? 0 : BAD_FUNC_ARG;
        EQ(wc_AesCcmEncrypt(&aes, out, in, 16, iv, 12, tag, sz, NULL, 0),
           want);
    }
    EQ(wc_AesCcmEncrypt(&aes, out, in, 64, iv, 13, tag, 16, in, 9), 0);
    for (i = 0; i < 16; i++) {
        tag[i] ^= 0x02;
        memset(out2, 0xee, sizeof(out2));
        EQ(wc_AesCcmDecrypt(&aes, out2, out, 64, iv, 13, tag, 16, in, 9),
           AES_CCM_AUTH_E);
        check(all_zero(out2, 64), "CCM output zeroed", 0, __LINE__);
        tag[i] ^= 0x02;
    }
    memcpy(out2, out, 64);
    EQ(wc_AesCcmDecrypt(&aes, out2, out2, 64, iv, 13, tag, 16, in, 9), 0);
    check(memcmp(out2, in, 64) == 0, "CCM decrypt in place", 0, __LINE__);

    /* XTS */
    EQ(wc_AesXtsInit(NULL, NULL, INVALID_DEVID), BAD_FUNC_ARG);
    for (sz = 0; sz <= 64; sz += 8) {
        int want = ((sz == 32) || (sz == 48) || (sz == 64)) ? 0
                                                             : BAD_FUNC_ARG;
        EQ(wc_AesXtsSetKey(&xts, key, sz, AES_ENCRYPTION, NULL,
                           INVALID_DEVID), want);
        wc_AesXtsFree(&xts);
    }
    EQ(wc_AesXtsSetKey(&xts, key, 32, AES_ENCRYPTION, NULL, INVALID_DEVID),
       0);
    for (sz = 0; sz < 16; sz++)
        EQ(wc_AesXtsEncrypt(&xts, out, in, sz, iv, 16), BAD_FUNC_ARG);
    EQ(wc_AesXtsEncrypt(&xts, out, in, 16, iv, 15), BAD_FUNC_ARG);
    EQ(wc_AesXtsEncrypt(&xts, out, in, 16, NULL, 16), BAD_FUNC_ARG);
    EQ(wc_AesXtsDecrypt(&xts, NULL, in, 16, iv, 16), BAD_FUNC_ARG);
    for (sz = 16; sz <= 64; sz++) {
        EQ(wc_AesXtsEncrypt(&xts, out, in, sz, iv, 16), 0);
        memcpy(out2, out, sz);
        EQ(wc_AesXtsDecrypt(&xts, out2, out2, sz, iv, 16), 0);
        check(memcmp(out2, in, sz) == 0, "XTS round trip in place",
              (int)sz, __LINE__);
    }
    EQ(wc_AesXtsFree(&xts), 0);
    EQ(wc_AesXtsFree(NULL), BAD_FUNC_ARG);
    wc_AesFree(&aes);
    wc_AesFree(NULL);

    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

#else

int main(void)
{
    printf("SKIP: no AES\n");
    return 77;
}

#endif /* !NO_AES */
