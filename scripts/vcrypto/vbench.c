/* vbench.c -- one vector-crypto operation, repeated, for instruction
 * counts under qemu 10 (scripts/vcrypto/vbench.sh counts two runs that
 * differ only in the repeat count; the difference is the cost of the
 * repeats alone, without program start and key setup).
 *
 * Usage: vbench OP SIZE REPEATS
 *   OP: aes128-xts-enc aes128-xts-dec aes256-xts-enc aes128-gcm-enc
 *       aes128-gcm-dec aes256-gcm-enc aes128-ctr sm4-xts-enc sm4-xts-gb
 *       scalar-xor (a plain C loop, for checking the counting method)
 * Built against the library (riscv_vcrypto.c) like the tests.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include "../../wolfcrypt/src/riscv_vcrypto.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if WC_RISCV_EXT_PATHS

static byte in[65536];
static byte out[65536 + 16];
static byte ct[65536 + 16];

int main(int argc, char** argv)
{
    const char* op;
    size_t sz;
    long reps, i;
    byte key[64];
    byte iv[16];
    byte rk1[RVV_AES_RK_SZ];
    byte rk2[RVV_AES_RK_SZ];
    byte h[16];
    byte tag[16];
    byte htab[16 * RVV_GHASH_LANES];
    word32 s1[32], s2[32];
    int nr = 10;
    int kind;
    volatile byte sink = 0;

    if (argc != 4)
        return 2;
    op = argv[1];
    sz = (size_t)atol(argv[2]);
    reps = atol(argv[3]);
    if (sz > sizeof(in))
        return 2;
    for (i = 0; i < (long)sizeof(in); i++)
        in[i] = (byte)(i * 7 + 1);
    for (i = 0; i < 64; i++)
        key[i] = (byte)(i * 13 + 5);
    memset(iv, 0x42, sizeof(iv));
    if (strncmp(op, "aes", 3) == 0) {
        word32 ks = (strncmp(op, "aes256", 6) == 0) ? 32 : 16;
        nr = riscv_vcrypto_aes_set_key(rk1, key, ks);
        (void)riscv_vcrypto_aes_set_key(rk2, key + 32, ks);
        memset(h, 0, sizeof(h));
        riscv_vcrypto_aes_ecb_encrypt(rk1, nr, h, h, 1);
        riscv_vcrypto_ghash_table(htab, h);
    }
    else if (strncmp(op, "sm4", 3) == 0) {
        riscv_vcrypto_sm4_set_key(s1, key);
        riscv_vcrypto_sm4_set_key(s2, key + 16);
    }
    /* the operation, decoded once (string compares in the loop would
     * be counted) */
    if (strstr(op, "-xts-enc") && (op[0] == 'a'))
        kind = 1;
    else if (strstr(op, "-xts-dec") && (op[0] == 'a'))
        kind = 2;
    else if (strstr(op, "-gcm-enc"))
        kind = 3;
    else if (strstr(op, "-gcm-dec")) {
        /* a valid tag, so that the decryption releases its output */
        kind = 4;
        (void)riscv_vcrypto_aes_gcm_encrypt(rk1, nr, htab, ct, in, sz, iv,
                                            12, tag, 16, NULL, 0);
    }
    else if (strstr(op, "-ctr"))
        kind = 5;
    else if (strcmp(op, "sm4-xts-enc") == 0)
        kind = 6;
    else if (strcmp(op, "sm4-xts-gb") == 0)
        kind = 7;
    else if (strcmp(op, "scalar-xor") == 0)
        kind = 8;
    else
        return 2;
    for (i = 0; i < reps; i++) {
        switch (kind) {
            case 1:
                (void)riscv_vcrypto_aes_xts_encrypt(rk1, rk2, nr, out, in,
                                                    sz, iv);
                break;
            case 2:
                (void)riscv_vcrypto_aes_xts_decrypt(rk1, rk2, nr, out, in,
                                                    sz, iv);
                break;
            case 3:
                (void)riscv_vcrypto_aes_gcm_encrypt(rk1, nr, htab, out, in,
                                                    sz, iv, 12, tag, 16,
                                                    NULL, 0);
                break;
            case 4:
                if (riscv_vcrypto_aes_gcm_decrypt(rk1, nr, htab, out, ct,
                                                  sz, iv, 12, tag, 16,
                                                  NULL, 0) != 0)
                    return 1;
                break;
            case 5:
                memset(h, 0, sizeof(h));
                riscv_vcrypto_aes_ctr(rk1, nr, out, in, sz / 16, h);
                break;
            case 6:
                (void)riscv_vcrypto_sm4_xts_encrypt(s1, s2, out, in, sz, iv,
                                                    0);
                break;
            case 7:
                (void)riscv_vcrypto_sm4_xts_encrypt(s1, s2, out, in, sz, iv,
                                                    1);
                break;
            default: {
                size_t k;
                for (k = 0; k < sz; k++)
                    out[k] = (byte)(in[k] ^ out[k] ^ (byte)k);
                break;
            }
        }
        sink ^= out[0];
    }
    return sink & 0;
}

#else

int main(void)
{
    return 77;
}

#endif
