/* wycheproof_aes.c
 *
 * Runner for the Wycheproof AES vectors (aes_gcm, aes_ccm, aes_xts,
 * aes_cbc_pkcs5), fed by tests/kat/wycheproof_aes.py on stdin, one test a
 * line:
 *
 *     <mode> <tcId> <V|I> <key> <iv> <aad> <msg> <ct> <tag>
 *
 * mode gcm, ccm, xts or cbc, or (for tests/interop/interop_openssl_aes.py)
 * ctr (128-bit counter from the IV) or ecb (PKCS #5 padding, as cbc); V
 * a valid (or acceptable) test, I an invalid
 * one; the byte strings in hex, "-" for empty.  A valid test must encrypt
 * to ct (and tag) and decrypt back to msg (CBC with PKCS #5 padding,
 * which this runner adds and strips); an invalid one must be refused
 * (an error code, or for CBC bad padding) with no plaintext left in the
 * output.  A valid test whose sizes the API refuses by upstream's rules
 * (GCM tags under WOLFSSL_MIN_AUTH_TAG_SZ, ...) is counted as skipped.
 * Prints each failure and "N passed, M failed, K skipped"; exit status 1
 * on any failure.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXB 8192

static int hexin(const char* s, byte* out)
{
    int n = 0;

    if (strcmp(s, "-") == 0)
        return 0;
    while (s[0] && s[1] && (n < MAXB)) {
        unsigned v;
        if (sscanf(s, "%2x", &v) != 1)
            return -1;
        out[n++] = (byte)v;
        s += 2;
    }
    return n;
}

static int all_zero(const byte* p, int n)
{
    int i;

    for (i = 0; i < n; i++) {
        if (p[i] != 0)
            return 0;
    }
    return 1;
}

static byte key[64], iv[600], aad[MAXB], msg[MAXB], ct[MAXB], tag[64];
static byte out[MAXB + 32], back[MAXB + 32], tbuf[64];

/* GCM and CCM share their API's shape: set-key, then encrypt and decrypt
 * with (out, in, sz, nonce, nonceSz, tag, tagSz, aad, aadSz). */
typedef int (*aead_setkey)(Aes* aes, const byte* key, word32 len);
typedef int (*aead_enc)(Aes* aes, byte* out, const byte* in, word32 sz,
                        const byte* iv, word32 ivSz, byte* tag, word32 tagSz,
                        const byte* aad, word32 aadSz);
typedef int (*aead_dec)(Aes* aes, byte* out, const byte* in, word32 sz,
                        const byte* iv, word32 ivSz, const byte* tag,
                        word32 tagSz, const byte* aad, word32 aadSz);
typedef struct aead_api {
    aead_setkey setkey;
    aead_enc    encrypt;
    aead_dec    decrypt;
    int         auth_err;   /* the decryption's error for a bad tag */
} aead_api;

static const aead_api gcm_api = { wc_AesGcmSetKey, wc_AesGcmEncrypt,
                                  wc_AesGcmDecrypt, AES_GCM_AUTH_E };
static const aead_api ccm_api = { wc_AesCcmSetKey, wc_AesCcmEncrypt,
                                  wc_AesCcmDecrypt, AES_CCM_AUTH_E };

/* 1 pass, 0 fail, 2 skip. */
static int run_aead(const aead_api* api, int valid, int kl, int ivl, int al,
                    int ml, int cl, int tl)
{
    Aes aes;
    int r, enc;

    wc_AesInit(&aes, NULL, INVALID_DEVID);
    if (api->setkey(&aes, key, (word32)kl) != 0)
        return valid ? 0 : 1;
    enc = api->encrypt(&aes, out, msg, (word32)ml, iv, (word32)ivl, tbuf,
                       (word32)tl, aad, (word32)al);
    memcpy(back, ct, (size_t)cl);
    r = api->decrypt(&aes, back, back, (word32)cl, iv, (word32)ivl, tag,
                     (word32)tl, aad, (word32)al);
    wc_AesFree(&aes);
    if (valid) {
        if ((enc == BAD_FUNC_ARG) && (r == BAD_FUNC_ARG))
            return 2;
        return (enc == 0) && (r == 0) && (memcmp(out, ct, (size_t)cl) == 0)
            && (memcmp(tbuf, tag, (size_t)tl) == 0)
            && (memcmp(back, msg, (size_t)ml) == 0);
    }
    /* refused up front (BAD_FUNC_ARG) or decrypted and wiped */
    return (r == BAD_FUNC_ARG)
        || ((r == api->auth_err) && all_zero(back, cl));
}

static int run_xts(int valid, int kl, int ivl, int ml, int cl)
{
    XtsAes x;
    int r, enc;

    if (wc_AesXtsSetKey(&x, key, (word32)kl, AES_ENCRYPTION, NULL,
                        INVALID_DEVID) != 0)
        return valid ? 0 : 1;
    /* Wycheproof's 8-byte IV: the data unit number, zero-extended */
    if (ivl < 16) {
        memset(iv + ivl, 0, (size_t)(16 - ivl));
        ivl = 16;
    }
    enc = wc_AesXtsEncrypt(&x, out, msg, (word32)ml, iv, (word32)ivl);
    r = wc_AesXtsDecrypt(&x, back, ct, (word32)cl, iv, (word32)ivl);
    wc_AesXtsFree(&x);
    if (valid)
        return (enc == 0) && (r == 0) && (memcmp(out, ct, (size_t)cl) == 0)
            && (memcmp(back, msg, (size_t)ml) == 0);
    /* XTS has no integrity: an invalid test is one the API must refuse */
    return (enc != 0) && (r != 0);
}

static int run_ctr(int kl, int ivl, int ml, int cl)
{
    Aes aes;
    int ok;

    wc_AesInit(&aes, NULL, INVALID_DEVID);
    if ((ivl != 16) || (ml != cl)
            || (wc_AesSetKey(&aes, key, (word32)kl, iv, AES_ENCRYPTION) != 0)
            || (wc_AesCtrEncrypt(&aes, out, msg, (word32)ml) != 0))
        return 0;
    ok = (memcmp(out, ct, (size_t)cl) == 0);
    /* again in pieces of 5 bytes, in place */
    wc_AesSetIV(&aes, iv);
    memcpy(back, ct, (size_t)cl);
    for (int i = 0; i < cl; i += 5)
        wc_AesCtrEncrypt(&aes, back + i, back + i,
                         (word32)((cl - i < 5) ? cl - i : 5));
    wc_AesFree(&aes);
    return ok && (memcmp(back, msg, (size_t)ml) == 0);
}

/* PKCS #5 padding done here: the API is raw CBC (and ECB), as upstream's.
 * ecb: the same with wc_AesEcbEncrypt/Decrypt. */
static int run_cbc(int valid, int kl, int ivl, int ml, int cl, int ecb)
{
    Aes aes;
    int i, pad, ok, padOk;

    if (ecb) {
        memset(iv, 0, 16);
        ivl = 16;
    }
    if (ivl != 16)
        return !valid;
    wc_AesInit(&aes, NULL, INVALID_DEVID);
    if (wc_AesSetKey(&aes, key, (word32)kl, iv, AES_ENCRYPTION) != 0)
        return valid ? 0 : 1;
    ok = 1;
    if (valid) {
        pad = 16 - (ml % 16);
        memcpy(back, msg, (size_t)ml);
        memset(back + ml, pad, (size_t)pad);
        if (((ecb ? wc_AesEcbEncrypt(&aes, out, back, (word32)(ml + pad))
                  : wc_AesCbcEncrypt(&aes, out, back, (word32)(ml + pad)))
                != 0)
                || (ml + pad != cl) || (memcmp(out, ct, (size_t)cl) != 0))
            ok = 0;
        wc_AesSetIV(&aes, iv);
    }
    if ((cl == 0) || ((ecb ? wc_AesEcbDecrypt(&aes, back, ct, (word32)cl)
                           : wc_AesCbcDecrypt(&aes, back, ct, (word32)cl))
                      != 0)) {
        wc_AesFree(&aes);
        return ok && !valid;
    }
    wc_AesFree(&aes);
    pad = back[cl - 1];
    padOk = (pad >= 1) && (pad <= 16) && (pad <= cl);
    for (i = 0; padOk && (i < pad); i++)
        padOk = (back[cl - 1 - i] == pad);
    if (valid)
        return ok && padOk && (cl - pad == ml)
            && (memcmp(back, msg, (size_t)ml) == 0);
    return !padOk;
}

int main(void)
{
    static char line[6 * MAXB * 2 + 256];
    int passed = 0, failed = 0, skipped = 0;

    while (fgets(line, sizeof(line), stdin) != NULL) {
        char mode[8], v[4], k[200], ivh[1100], *a, *m, *c, *t;
        int id, kl, ivl, al, ml, cl, tl, r;

        a = malloc(4 * MAXB + 4);
        m = malloc(4 * MAXB + 4);
        c = malloc(4 * MAXB + 4);
        t = malloc(200);
        if (sscanf(line, "%7s %d %3s %199s %1099s %16387s %16387s %16387s "
                   "%199s", mode, &id, v, k, ivh, a, m, c, t) != 9) {
            printf("bad line\n");
            return 1;
        }
        kl = hexin(k, key);
        ivl = hexin(ivh, iv);
        al = hexin(a, aad);
        ml = hexin(m, msg);
        cl = hexin(c, ct);
        tl = hexin(t, tag);
        free(a);
        free(m);
        free(c);
        free(t);
        if (strcmp(mode, "gcm") == 0)
            r = run_aead(&gcm_api, v[0] == 'V', kl, ivl, al, ml, cl, tl);
        else if (strcmp(mode, "ccm") == 0)
            r = run_aead(&ccm_api, v[0] == 'V', kl, ivl, al, ml, cl, tl);
        else if (strcmp(mode, "xts") == 0)
            r = run_xts(v[0] == 'V', kl, ivl, ml, cl);
        else if (strcmp(mode, "ctr") == 0)
            r = run_ctr(kl, ivl, ml, cl);
        else
            r = run_cbc(v[0] == 'V', kl, ivl, ml, cl,
                        strcmp(mode, "ecb") == 0);
        if (r == 1)
            passed++;
        else if (r == 2)
            skipped++;
        else {
            failed++;
            printf("FAIL %s tcId %d (%s) key %d iv %d aad %d msg %d tag %d\n",
                   mode, id, v, kl, ivl, al, ml, tl);
        }
    }
    printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    return failed != 0;
}
