/* vbench_api.c -- wc_AesXtsEncrypt, wc_Sm4XtsEncrypt (GB/T 17964) and
 * wc_AesGcmEncrypt repeated, for the instruction counts of
 * doc/SYMMETRIC.md's API table: the same method as vbench.sh (qemu 10
 * -one-insn-per-tb -d exec,nochain, difference of 1 and 3 repeats), the
 * path chosen by riscv_cpu_mask(KEEP) in one binary.
 *
 * Build (riscv64, --enable-all --enable-riscv-asm, in its build dir B):
 *   riscv64-linux-gnu-gcc -O2 -IB -I. -DHAVE_CONFIG_H -static \
 *       -o vbench_api scripts/vcrypto/vbench_api.c B/.libs/libwolfssl.a
 * Run: vbench_api KIND SIZE REPEATS [KEEP]
 *   KIND 0 AES-128-XTS, 1 SM4-XTS GB, 2 AES-128-GCM; KEEP the feature
 *   mask (default all; 0xfffffffff801fffb: no V/Zv*, 0: base path).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/sm4.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>

#include <stdlib.h>
#include <string.h>

static byte in[16384];
static byte out[16384];

int main(int argc, char** argv)
{
    XtsAes x;
    wc_Sm4Xts s;
    Aes g;
    byte key[64];
    byte iv[16];
    byte tag[16];
    size_t sz;
    long reps, i;
    int kind;
    word64 keep;

    if (argc < 4)
        return 2;
    kind = atoi(argv[1]);
    sz = (size_t)atol(argv[2]);
    reps = atol(argv[3]);
    keep = (argc > 4) ? strtoull(argv[4], NULL, 0) : ~0ULL;
    if (sz > sizeof(in))
        return 2;
    memset(key, 7, sizeof(key));
    memset(iv, 1, sizeof(iv));
    riscv_cpu_mask(keep);
    if ((wc_AesXtsInit(&x, NULL, -1) != 0) ||
        (wc_AesXtsSetKey(&x, key, 32, AES_ENCRYPTION, NULL, -1) != 0) ||
        (wc_Sm4XtsSetKey(&s, key, 32, 0, NULL, -1) != 0) ||
        (wc_AesInit(&g, NULL, -1) != 0) ||
        (wc_AesGcmSetKey(&g, key, 16) != 0))
        return 1;
    for (i = 0; i < reps; i++) {
        int ret;
        if (kind == 0)
            ret = wc_AesXtsEncrypt(&x, out, in, (word32)sz, iv, 16);
        else if (kind == 1)
            ret = wc_Sm4XtsEncrypt(&s, out, in, (word32)sz, iv, 16);
        else
            ret = wc_AesGcmEncrypt(&g, out, in, (word32)sz, iv, 12, tag,
                                   16, NULL, 0);
        if (ret != 0)
            return 1;
    }
    return 0;
}
