/* aes_paths_test.c
 *
 * The AES and GHASH paths of one binary against each other: every mode
 * (ECB, CBC, CTR, GCM, CCM, XTS) on pseudo-random keys, lengths 0..4 KiB
 * and unaligned buffers (GCM also streamed, in pieces), once with every
 * extension riscv_cpu.h allows (Zkne/Zknd, Zbc; the vector kernels
 * under qemu 10 in the riscv64-vcrypto cell) and once with
 * riscv_cpu_mask(0) (the bitsliced core
 * and the masked-multiply GHASH); the outputs must agree, and each
 * decryption must give the plaintext back.  On a build without extension
 * paths both runs take the base path (the test then checks the round
 * trips only).  Then CTR against ECB of counter blocks near the counter
 * wraps, on each path.  Prints the paths it compared; exit status 1 on a
 * mismatch.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#include <stdio.h>
#include <string.h>

#define MAXLEN 4096

static word64 rng_state = 0x243f6a8885a308d3ULL;

static word32 rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (word32)(rng_state >> 16);
}

static void fill(byte* p, word32 n)
{
    word32 i;

    for (i = 0; i < n; i++)
        p[i] = (byte)rnd();
}

/* Streaming GCM on 8-byte aligned buffers (the vector path needs 4),
 * the AAD in two pieces and the text in three (a whole-block run, an
 * odd piece that leaves key stream over, the rest); ciphertext and tag
 * into out, which must equal a one-shot encryption of the same buffers.
 * Then a streamed in-place decryption must give the text back. */
static int gcm_stream(Aes* aes, const byte* key, word32 klen,
                      const byte* iv, const byte* in, word32 len, byte* out)
{
    static word64 txt[MAXLEN / 8 + 2], ct[MAXLEN / 8 + 2];
    static word64 one[MAXLEN / 8 + 2];
    byte tag[16], tag1[16];
    word32 aadSz = len % 53, a1 = aadSz / 2;
    word32 p1 = (len / 2) & ~15U, p2 = (len - p1) % 7;
    byte* t = (byte*)txt;
    byte* c = (byte*)ct;
    int ret;

    memcpy(t, in, len);
    ret = wc_AesGcmEncrypt(aes, (byte*)one, t, len, iv, 12, tag1, 16, in,
                           aadSz);
    ret |= wc_AesGcmInit(aes, key, klen, iv, 12);
    ret |= wc_AesGcmEncryptUpdate(aes, NULL, NULL, 0, in, a1);
    ret |= wc_AesGcmEncryptUpdate(aes, NULL, NULL, 0, in + a1, aadSz - a1);
    ret |= wc_AesGcmEncryptUpdate(aes, c, t, p1, NULL, 0);
    ret |= wc_AesGcmEncryptUpdate(aes, c + p1, t + p1, p2, NULL, 0);
    ret |= wc_AesGcmEncryptUpdate(aes, c + p1 + p2, t + p1 + p2,
                                  len - p1 - p2, NULL, 0);
    ret |= wc_AesGcmEncryptFinal(aes, tag, 16);
    if ((ret != 0) || (memcmp(c, one, len) != 0) ||
        (memcmp(tag, tag1, 16) != 0))
        return -5;
    memcpy(out, c, len);
    memcpy(out + len, tag, 16);
    ret |= wc_AesGcmInit(aes, NULL, 0, iv, 12);
    ret |= wc_AesGcmDecryptUpdate(aes, NULL, NULL, 0, in, aadSz);
    ret |= wc_AesGcmDecryptUpdate(aes, c, c, p1 + p2, NULL, 0);
    ret |= wc_AesGcmDecryptUpdate(aes, c + p1 + p2, c + p1 + p2,
                                  len - p1 - p2, NULL, 0);
    ret |= wc_AesGcmDecryptFinal(aes, tag, 16);
    if ((ret != 0) || (memcmp(c, in, len) != 0))
        return -6;
    return 0;
}

/* All modes on (key, len, data) into out (a concatenation). */
static int run_modes(const byte* key, word32 klen, const byte* in,
                     word32 len, byte* out, word32* outLen)
{
    static byte ibuf[MAXLEN + 64], back[MAXLEN + 64];
    Aes aes;
    XtsAes xts;
    byte iv[16], tag[16], xkey[64];
    word32 off = 0, blen = len & ~15U;
    byte* o;
    int ret = 0;

    memcpy(iv, key, 16);
    wc_AesInit(&aes, NULL, INVALID_DEVID);
    /* ECB, CBC on whole blocks; unaligned (odd offset) output */
    o = out + off;
    ret |= wc_AesSetKey(&aes, key, klen, iv, AES_ENCRYPTION);
    ret |= wc_AesEcbEncrypt(&aes, o, in, blen);
    off += blen;
    ret |= wc_AesCbcEncrypt(&aes, out + off, in, blen);
    wc_AesSetIV(&aes, iv);
    ret |= wc_AesCbcDecrypt(&aes, back + 1, out + off, blen);
    if (memcmp(back + 1, in, blen) != 0)
        return -1;
    off += blen;
    /* CTR, in place on an unaligned copy */
    memcpy(ibuf + 3, in, len);
    wc_AesSetIV(&aes, iv);
    ret |= wc_AesCtrEncrypt(&aes, ibuf + 3, ibuf + 3, len);
    memcpy(out + off, ibuf + 3, len);
    off += len;
    /* GCM */
    ret |= wc_AesGcmSetKey(&aes, key, klen);
    ret |= wc_AesGcmEncrypt(&aes, out + off, in, len, iv, 12, tag, 16,
                            in, len % 61);
    ret |= wc_AesGcmDecrypt(&aes, back, out + off, len, iv, 12, tag, 16,
                            in, len % 61);
    if (memcmp(back, in, len) != 0)
        return -2;
    off += len;
    memcpy(out + off, tag, 16);
    off += 16;
    ret |= gcm_stream(&aes, key, klen, iv, in, len, out + off);
    if (ret < 0)
        return ret;
    off += len + 16;
    /* CCM */
    ret |= wc_AesCcmSetKey(&aes, key, klen);
    ret |= wc_AesCcmEncrypt(&aes, out + off, in, len, iv, 12, tag, 16,
                            in, len % 37);
    ret |= wc_AesCcmDecrypt(&aes, back, out + off, len, iv, 12, tag, 16,
                            in, len % 37);
    if (memcmp(back, in, len) != 0)
        return -3;
    off += len;
    memcpy(out + off, tag, 16);
    off += 16;
    /* XTS (16 bytes and up) */
    if (len >= 16) {
        memcpy(xkey, key, klen);
        memcpy(xkey + klen, in, klen);
        xkey[klen] ^= 0x5a;
        if (klen != 24) {
            ret |= wc_AesXtsSetKey(&xts, xkey, 2 * klen, AES_ENCRYPTION,
                                   NULL, INVALID_DEVID);
            ret |= wc_AesXtsEncrypt(&xts, out + off, in, len, iv, 16);
            ret |= wc_AesXtsDecrypt(&xts, back, out + off, len, iv, 16);
            if (memcmp(back, in, len) != 0)
                return -4;
            off += len;
            wc_AesXtsFree(&xts);
        }
    }
    wc_AesFree(&aes);
    *outLen = off;
    return ret;
}

/* CTR against ECB of counter blocks built here (the 128-bit big-endian
 * increment), with low counter words near the wraps the CTR loops treat
 * apart (low byte past 252, low word at 2^32 - 1), on aligned and
 * unaligned buffers, every block count 1..70. */
static int ctr_vs_ecb(void)
{
    static const word32 lows[6] = { 0x000000f0U, 0x000000fcU, 0x0000fffdU,
                                    0xfffffff0U, 0xfffffffeU, 0xffffffffU };
    static word64 inw[72 * 2 + 1], outw[72 * 2 + 1], refw[72 * 2 + 1];
    byte key[32], iv[16], ctr[16], ks[16];
    Aes aes;
    word32 t, nb, j, b;
    int ret = 0;

    for (t = 0; t < 6 * 2 * 3; t++) {
        word32 low = lows[t % 6], klen = 16 + 8 * ((t / 12) % 3);
        word32 off = ((t / 6) & 1) ? 3 : 0;
        byte* in = (byte*)inw + off;
        byte* out = (byte*)outw + off;
        byte* ref = (byte*)refw;

        fill(key, 32);
        fill(iv, 12);
        if (t % 4 == 0)
            memset(iv + 8, 0xff, 4);   /* the carry runs past 32 bits */
        iv[12] = (byte)(low >> 24);
        iv[13] = (byte)(low >> 16);
        iv[14] = (byte)(low >> 8);
        iv[15] = (byte)low;
        for (nb = 1; nb <= 70; nb += (nb < 12) ? 1 : 7) {
            fill(in, 16 * nb);
            wc_AesInit(&aes, NULL, INVALID_DEVID);
            ret |= wc_AesSetKey(&aes, key, klen, iv, AES_ENCRYPTION);
            ret |= wc_AesCtrEncrypt(&aes, out, in, 16 * nb);
            memcpy(ctr, iv, 16);
            for (b = 0; b < nb; b++) {
                ret |= wc_AesEcbEncrypt(&aes, ks, ctr, 16);
                for (j = 0; j < 16; j++)
                    ref[16 * b + j] = (byte)(in[16 * b + j] ^ ks[j]);
                for (j = 16; j-- > 0;)
                    if (++ctr[j] != 0)
                        break;
            }
            wc_AesFree(&aes);
            if ((ret != 0) || (memcmp(out, ref, 16 * nb) != 0)) {
                printf("FAIL: CTR vs ECB, low word %08x, %u blocks, "
                       "offset %u\n", low, nb, off);
                return 1;
            }
        }
    }
    return 0;
}

int main(void)
{
    static byte in[MAXLEN + 16], outA[8 * MAXLEN], outB[8 * MAXLEN];
    static const word32 klens[3] = { 16, 24, 32 };
    byte key[32];
    word32 la, lb, len;
    int i, ret, ext;

    ext = (riscv_cpu_features() &
           (WC_RV_ZKNE | WC_RV_ZKND | WC_RV_ZBC | WC_RV_ZBKC)) != 0;
    printf("paths: %s%s vs base\n", ext ? "extensions" : "base (no extension)",
           (riscv_cpu_features() & WC_RV_ZVKNED) ? " with vector AES" : "");
    for (i = 0; i < 120; i++) {
        word32 klen = klens[i % 3];

        len = (i < 40) ? (word32)i : rnd() % (MAXLEN + 1);
        fill(key, 32);
        fill(in + 1, len);
        riscv_cpu_mask(~0ULL);
        ret = run_modes(key, klen, in + 1, len, outA, &la);
        riscv_cpu_mask(0);
        if (riscv_cpu_features() != 0) {
            printf("FAIL: riscv_cpu_mask(0) left features\n");
            return 1;
        }
        ret |= run_modes(key, klen, in + 1, len, outB, &lb);
        riscv_cpu_mask(~0ULL);
        if (ret != 0) {
            printf("FAIL: error %d at len %u\n", ret, len);
            return 1;
        }
        if ((la != lb) || (memcmp(outA, outB, la) != 0)) {
            printf("FAIL: paths differ at len %u key %u\n", len, klen);
            return 1;
        }
    }
    riscv_cpu_mask(0);
    ret = ctr_vs_ecb();
    riscv_cpu_mask(~0ULL);
    if ((ret != 0) || (ctr_vs_ecb() != 0))
        return 1;
    printf("PASS: 120 cases; CTR against ECB at the counter wraps, both "
           "paths\n");
    return 0;
}
