/* sym_paths_test.c
 *
 * The extension paths of SHA-3 / SHAKE (sha3_keccak.c) and ChaCha20
 * (chacha.c) against their base paths in one binary (tests layer): each
 * case runs once with every feature riscv_cpu.h allows and once with Zbb
 * and Zbkb masked away (riscv_cpu_mask), and the outputs must be equal.
 * Random lengths 0..4096, buffers at offsets 0..7 (unaligned included),
 * in-place and separate ChaCha buffers, split updates.  With no
 * extension path in the build (or no Zbb/Zbkb on the CPU) both runs take
 * the base path; the program says so and the comparison still runs.
 * Fixed seed; prints "N passed, M failed", exits 1 on a mismatch.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>

#include <stdio.h>
#include <string.h>

#define MAXLEN 4096
#define NCASES 300

static word32 rnd_state = 0x12345678U;

static word32 rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 17;
    rnd_state ^= rnd_state << 5;
    return rnd_state;
}

/* out: everything the case produces, for one path. */
static int run_case(const byte* in, word32 len, word32 split, int inPlace,
                    byte* out)
{
    byte key[32], iv[12], tag[16];
    static byte buf[MAXLEN + 8];
    wc_Sha3 s;
    ChaCha c;
    word32 off = 0;
    int ret;

    memset(key, 0x5c, sizeof(key));
    memcpy(key, in, len < 32 ? len : 32);
    memset(iv, 0x3a, sizeof(iv));
#ifdef WOLFSSL_SHA3
    ret = wc_InitSha3_256(&s, NULL, INVALID_DEVID);
    if (ret == 0)
        ret = wc_Sha3_256_Update(&s, in, split);
    if (ret == 0)
        ret = wc_Sha3_256_Update(&s, in + split, len - split);
    if (ret == 0)
        ret = wc_Sha3_256_Final(&s, out + off);
    off += 32;
#ifdef WOLFSSL_SHAKE256
    if (ret == 0)
        ret = wc_Shake256Hash(in, len, out + off, 300);
    off += 300;
#endif
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    if (ret == 0)
        ret = wc_Chacha_SetKey(&c, key, 32);
    if (ret == 0)
        ret = wc_Chacha_SetIV(&c, iv, rnd_state & 3);
    memcpy(buf + 1, in, len);
    if (ret == 0)
        ret = wc_Chacha_Process(&c, inPlace ? buf + 1 : out + off,
                                inPlace ? buf + 1 : in, split);
    if (ret == 0)
        ret = wc_Chacha_Process(&c, inPlace ? buf + 1 + split
                                            : out + off + split,
                                inPlace ? buf + 1 + split : in + split,
                                len - split);
    if (inPlace)
        memcpy(out + off, buf + 1, len);
    off += len;
    if (ret == 0)
        ret = wc_ChaCha20Poly1305_Encrypt(key, iv, in, split, in, len,
                                          out + off, tag);
    off += len;
    memcpy(out + off, tag, 16);
#endif
    (void)s; (void)c; (void)off; (void)buf;
    return ret;
}

int main(void)
{
    static byte data[MAXLEN + 8];
    static byte outAll[2 * MAXLEN + 400], outBase[2 * MAXLEN + 400];
    int i, passed = 0, failed = 0;

    riscv_cpu_mask(~0ULL);
    printf("sym_paths_test: extension paths %s, Zbb/Zbkb %s\n",
           WC_RISCV_EXT_PATHS ? "compiled" : "not compiled",
           (RISCV_CPU_HAS(WC_RV_ZBB) || RISCV_CPU_HAS(WC_RV_ZBKB))
           ? "in use" : "absent (base against base)");
    for (i = 0; i < (int)sizeof(data); i++)
        data[i] = (byte)rnd();
    for (i = 0; i < NCASES; i++) {
        word32 len = i < 10 ? (word32)i * 64 : rnd() % (MAXLEN + 1);
        word32 offs = rnd() % 8;
        word32 split = len > 0 ? rnd() % (len + 1) : 0;
        int inPlace = (int)(rnd() & 1);
        word32 saved = rnd_state;
        int r1, r2;

        memset(outAll, 0, sizeof(outAll));
        memset(outBase, 0xff, sizeof(outBase));
        riscv_cpu_mask(~0ULL);
        r1 = run_case(data + offs, len, split, inPlace, outAll);
        rnd_state = saved;
        riscv_cpu_mask(~(WC_RV_ZBB | WC_RV_ZBKB));
        r2 = run_case(data + offs, len, split, inPlace, outBase);
        riscv_cpu_mask(~0ULL);
        if (r1 == 0 && r2 == 0 &&
            memcmp(outAll, outBase, 2 * len + 348) == 0)
            passed++;
        else {
            failed++;
            if (failed <= 5)
                printf("MISMATCH len %u offset %u split %u inPlace %d "
                       "(ret %d %d)\n", (unsigned)len, (unsigned)offs,
                       (unsigned)split, inPlace, r1, r2);
        }
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
