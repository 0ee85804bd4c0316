/* vcrypto_vectors.c
 *
 * Driver for the RISC-V vector-crypto kernels (wolfcrypt/src/
 * riscv_vcrypto.c): reads one operation per line on stdin, writes its
 * result as one line on stdout, for tests/kat/vcrypto_vectors.py (which
 * feeds it Wycheproof, the SM4 vectors and random cases of the Python
 * model).  Fields are hex, "-" for empty:
 *
 *   aes-key K                      -> round keys
 *   aes-ecb-enc K P / aes-ecb-dec K C
 *   aes-ctr K CTR P                -> OUT NEXTCTR
 *   aes-xts-enc K IV P / aes-xts-dec K IV C      (K = key1 || key2)
 *   aes-gcm-enc K IV AAD P TAGLEN  -> C TAG (TAGLEN, GB: two decimal digits)
 *   aes-gcm-dec K IV AAD C TAG     -> P, or "ERR <code>"
 *   ghash H DATA                   -> Y
 *   sm4-key K                      -> rk[0..31] as big-endian words
 *   sm4-ecb-enc K P / sm4-ecb-dec K C
 *   sm4-xts-enc K IV P GB / sm4-xts-dec K IV C GB (GB 1: GB/T 17964)
 *
 * Each input is processed from a buffer at offset 1 (odd alignment) when
 * the line starts with "u:" and in place when it starts with "i:".
 * Exit status 77 (skip) when the CPU lacks the extensions (the first line
 * of output says which), 1 on a malformed line.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#include "../../wolfcrypt/src/riscv_vcrypto.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if WC_RISCV_EXT_PATHS

#define MAXB 20000

static byte bufs[6][MAXB + 64];

static int unhex(const char* s, byte* out, size_t* len)
{
    size_t n = 0;
    if (strcmp(s, "-") == 0) {
        *len = 0;
        return 0;
    }
    while (s[0] && s[1]) {
        unsigned v;
        if ((n >= MAXB) || (sscanf(s, "%2x", &v) != 1))
            return -1;
        out[n++] = (byte)v;
        s += 2;
    }
    if (*s)
        return -1;
    *len = n;
    return 0;
}

static void puthex(const byte* p, size_t n)
{
    size_t i;
    if (n == 0)
        fputc('-', stdout);
    for (i = 0; i < n; i++)
        printf("%02x", p[i]);
}

static int run(char* line)
{
    char* f[8];
    int nf = 0;
    size_t len[8];
    byte* a[8];
    byte* out;
    int mode = 0;      /* 0 aligned, 1 unaligned, 2 in place */
    int i;
    char* tok;
    byte rk1[RVV_AES_RK_SZ];
    byte rk2[RVV_AES_RK_SZ];
    word32 s1[32], s2[32], d1[32];
    byte htab[16 * RVV_GHASH_LANES];
    int ret = 0;

    if (strncmp(line, "u:", 2) == 0) {
        mode = 1;
        line += 2;
    }
    else if (strncmp(line, "i:", 2) == 0) {
        mode = 2;
        line += 2;
    }
    for (tok = strtok(line, " \n"); (tok != NULL) && (nf < 8);
         tok = strtok(NULL, " \n"))
        f[nf++] = tok;
    if (nf < 2)
        return -1;
    for (i = 1; i < nf; i++) {
        a[i] = bufs[i - 1] + (mode == 1 ? 1 : 0);
        if (unhex(f[i], a[i], &len[i]) != 0)
            return -1;
    }
    out = bufs[5] + (mode == 1 ? 3 : 0);

#define NEED(k) do { if (nf != (k)) return -1; } while (0)
#define OUTBUF(k) ((mode == 2) ? a[k] : out)
    if (strcmp(f[0], "aes-key") == 0) {
        int nr;
        NEED(2);
        nr = riscv_vcrypto_aes_set_key(rk1, a[1], (word32)len[1]);
        if (nr < 0)
            printf("ERR %d", nr);
        else
            puthex(rk1, 16 * (size_t)(nr + 1));
    }
    else if ((strcmp(f[0], "aes-ecb-enc") == 0) ||
             (strcmp(f[0], "aes-ecb-dec") == 0)) {
        int nr;
        NEED(3);
        nr = riscv_vcrypto_aes_set_key(rk1, a[1], (word32)len[1]);
        if ((nr < 0) || (len[2] % 16))
            return -1;
        if (f[0][8] == 'e')
            riscv_vcrypto_aes_ecb_encrypt(rk1, nr, OUTBUF(2), a[2],
                                          len[2] / 16);
        else
            riscv_vcrypto_aes_ecb_decrypt(rk1, nr, OUTBUF(2), a[2],
                                          len[2] / 16);
        puthex(OUTBUF(2), len[2]);
    }
    else if (strcmp(f[0], "aes-ctr") == 0) {
        int nr;
        NEED(4);
        nr = riscv_vcrypto_aes_set_key(rk1, a[1], (word32)len[1]);
        if ((nr < 0) || (len[2] != 16) || (len[3] % 16))
            return -1;
        riscv_vcrypto_aes_ctr(rk1, nr, OUTBUF(3), a[3], len[3] / 16, a[2]);
        puthex(OUTBUF(3), len[3]);
        fputc(' ', stdout);
        puthex(a[2], 16);
    }
    else if ((strcmp(f[0], "aes-xts-enc") == 0) ||
             (strcmp(f[0], "aes-xts-dec") == 0)) {
        int nr;
        NEED(4);
        if (((len[1] != 32) && (len[1] != 48) && (len[1] != 64)) ||
            (len[2] != 16))
            return -1;
        nr = riscv_vcrypto_aes_set_key(rk1, a[1], (word32)len[1] / 2);
        (void)riscv_vcrypto_aes_set_key(rk2, a[1] + len[1] / 2,
                                        (word32)len[1] / 2);
        if (f[0][8] == 'e')
            ret = riscv_vcrypto_aes_xts_encrypt(rk1, rk2, nr, OUTBUF(3),
                                                a[3], len[3], a[2]);
        else
            ret = riscv_vcrypto_aes_xts_decrypt(rk1, rk2, nr, OUTBUF(3),
                                                a[3], len[3], a[2]);
        if (ret != 0)
            printf("ERR %d", ret);
        else
            puthex(OUTBUF(3), len[3]);
    }
    else if ((strcmp(f[0], "aes-gcm-enc") == 0) ||
             (strcmp(f[0], "aes-gcm-dec") == 0)) {
        int nr;
        byte h[16];
        byte tag[16];
        NEED(6);
        nr = riscv_vcrypto_aes_set_key(rk1, a[1], (word32)len[1]);
        if (nr < 0)
            return -1;
        memset(h, 0, sizeof(h));
        riscv_vcrypto_aes_ecb_encrypt(rk1, nr, h, h, 1);
        riscv_vcrypto_ghash_table(htab, h);
        if (f[0][8] == 'e') {
            int tl = atoi(f[5]);
            ret = riscv_vcrypto_aes_gcm_encrypt(rk1, nr, htab, OUTBUF(4),
                    a[4], len[4], a[2], (word32)len[2], tag, (word32)tl,
                    a[3], (word32)len[3]);
            if (ret != 0)
                printf("ERR %d", ret);
            else {
                puthex(OUTBUF(4), len[4]);
                fputc(' ', stdout);
                puthex(tag, (size_t)tl);
            }
        }
        else {
            ret = riscv_vcrypto_aes_gcm_decrypt(rk1, nr, htab, OUTBUF(4),
                    a[4], len[4], a[2], (word32)len[2], a[5],
                    (word32)len[5], a[3], (word32)len[3]);
            if (ret != 0) {
                /* no plaintext released: the output must be zero */
                size_t k;
                for (k = 0; k < len[4]; k++)
                    if (OUTBUF(4)[k] != 0)
                        ret = -9999;
                printf("ERR %d", ret);
            }
            else
                puthex(OUTBUF(4), len[4]);
        }
    }
    else if (strcmp(f[0], "ghash") == 0) {
        byte y[16];
        NEED(3);
        if ((len[1] != 16) || (len[2] % 16))
            return -1;
        riscv_vcrypto_ghash_table(htab, a[1]);
        memset(y, 0, sizeof(y));
        riscv_vcrypto_ghash(y, htab, a[2], len[2] / 16);
        puthex(y, 16);
    }
    else if (strcmp(f[0], "sm4-key") == 0) {
        NEED(2);
        if (len[1] != 16)
            return -1;
        riscv_vcrypto_sm4_set_key(s1, a[1]);
        for (i = 0; i < 32; i++)
            printf("%08x", (unsigned)s1[i]);
    }
    else if ((strcmp(f[0], "sm4-ecb-enc") == 0) ||
             (strcmp(f[0], "sm4-ecb-dec") == 0)) {
        NEED(3);
        if ((len[1] != 16) || (len[2] % 16))
            return -1;
        riscv_vcrypto_sm4_set_key(s1, a[1]);
        riscv_vcrypto_sm4_reverse_key(d1, s1);
        riscv_vcrypto_sm4_ecb(f[0][8] == 'e' ? s1 : d1, OUTBUF(2), a[2],
                              len[2] / 16);
        puthex(OUTBUF(2), len[2]);
    }
    else if ((strcmp(f[0], "sm4-xts-enc") == 0) ||
             (strcmp(f[0], "sm4-xts-dec") == 0)) {
        int gb;
        NEED(5);
        if ((len[1] != 32) || (len[2] != 16))
            return -1;
        gb = atoi(f[4]);
        riscv_vcrypto_sm4_set_key(s1, a[1]);
        riscv_vcrypto_sm4_set_key(s2, a[1] + 16);
        if (f[0][8] == 'e')
            ret = riscv_vcrypto_sm4_xts_encrypt(s1, s2, OUTBUF(3), a[3],
                                                len[3], a[2], gb);
        else {
            riscv_vcrypto_sm4_reverse_key(d1, s1);
            ret = riscv_vcrypto_sm4_xts_decrypt(d1, s2, OUTBUF(3), a[3],
                                                len[3], a[2], gb);
        }
        if (ret != 0)
            printf("ERR %d", ret);
        else
            puthex(OUTBUF(3), len[3]);
    }
    else
        return -1;
    fputc('\n', stdout);
    return 0;
}

int main(void)
{
    static char line[6 * 2 * MAXB + 256];
    long no = 0;
    size_t vlenb = 0;
    int ok = riscv_vcrypto_xts_ok() && riscv_vcrypto_sm4_xts_ok() &&
             riscv_vcrypto_gcm_ok();
    if (ok)
        __asm__ __volatile__("csrr %0, 0xc22" : "=r" (vlenb));
    printf("vcrypto_vectors: VLEN %d aes %d gcm %d xts %d sm4 %d "
           "sm4-xts %d\n", (int)(8 * vlenb), riscv_vcrypto_aes_ok(),
           riscv_vcrypto_gcm_ok(), riscv_vcrypto_xts_ok(),
           riscv_vcrypto_sm4_ok(), riscv_vcrypto_sm4_xts_ok());
    if (!ok)
        return 77;
    fflush(stdout);
    while (fgets(line, sizeof(line), stdin) != NULL) {
        no++;
        if (run(line) != 0) {
            fprintf(stderr, "vcrypto_vectors: bad line %ld\n", no);
            return 1;
        }
    }
    return 0;
}

#else

int main(void)
{
    printf("vcrypto_vectors: no RISC-V extension paths in this build\n");
    return 77;
}

#endif
