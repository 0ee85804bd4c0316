/* sm4_vectors.c
 *
 * SM4 known answers and path comparison.
 *
 *   sm4_vectors              runs tests/vectors/sm4/sm4_vectors.txt (ECB,
 *                            CBC, CTR, XTS with both tweak rules; GCM, OFB
 *                            and CFB records are counted as not covered),
 *                            each record encrypted and decrypted, in place
 *                            and not, CTR also in uneven pieces; the
 *                            1,000,000-iteration ECB example only with
 *                            WOLFSSL_LONG_TESTS=1 in the environment.
 *                            Then every mode on random lengths (0..4 KiB)
 *                            and unaligned buffers: the selected path
 *                            (Zksed where riscv_cpu.h allows it) against
 *                            the base path (riscv_cpu_mask(0)), and
 *                            multi-block calls against block-by-block ones.
 *   sm4_vectors --driver MODE DIR KEY IV DATA
 *                            one operation for tests/interop (MODE ecb,
 *                            cbc, ctr; DIR enc or dec; hex arguments, IV
 *                            "-" for ECB); prints the hex result.
 *
 * Exit status 0 when everything passed (prints a summary line).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sm4.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#define MAX_DATA 8192

static int failures = 0;
static int passes = 0;

static void check(int ok, const char* what, int line)
{
    if (ok) {
        passes++;
    }
    else {
        failures++;
        printf("FAIL: %s (record at line %d)\n", what, line);
    }
}

static int hex_decode(const char* s, byte* out, int max)
{
    int n = 0;

    while ((s[0] != '\0') && (s[1] != '\0') && (n < max)) {
        unsigned v;
        if (sscanf(s, "%2x", &v) != 1) {
            break;
        }
        out[n++] = (byte)v;
        s += 2;
    }
    return n;
}

typedef struct {
    char mode[16];
    char standard[16];
    byte key[64];
    int keyLen;
    byte iv[64];
    int ivLen;
    byte pt[MAX_DATA];
    int ptLen;
    byte ct[MAX_DATA];
    int ctLen;
    long iterations;
    int line;
} record;

static int block_op(wc_Sm4* s, const char* mode, int dec, byte* out,
                    const byte* in, word32 sz)
{
    if (strcmp(mode, "ECB") == 0) {
        return dec ? wc_Sm4EcbDecrypt(s, out, in, sz)
                   : wc_Sm4EcbEncrypt(s, out, in, sz);
    }
    if (strcmp(mode, "CBC") == 0) {
        return dec ? wc_Sm4CbcDecrypt(s, out, in, sz)
                   : wc_Sm4CbcEncrypt(s, out, in, sz);
    }
    return wc_Sm4CtrEncrypt(s, out, in, sz);
}

/* ECB, CBC, CTR record r, both directions, in place and not. */
static void run_block_mode(const record* r)
{
    static byte buf[MAX_DATA];
    wc_Sm4 s;
    int dec;
    int inplace;

    for (dec = 0; dec < 2; dec++) {
        const byte* src = dec ? r->ct : r->pt;
        const byte* want = dec ? r->pt : r->ct;
        for (inplace = 0; inplace < 2; inplace++) {
            static byte in[MAX_DATA];
            int ok = 1;
            long it;
            memcpy(in, src, r->ptLen);
            ok &= (wc_Sm4Init(&s, NULL, -1) == 0);
            ok &= (wc_Sm4SetKey(&s, r->key, r->keyLen) == 0);
            if (r->ivLen > 0) {
                ok &= (wc_Sm4SetIV(&s, r->iv) == 0);
            }
            for (it = 0; it < r->iterations; it++) {
                byte* out = inplace ? in : buf;
                ok &= (block_op(&s, r->mode, dec, out, in, r->ptLen) == 0);
                if (!inplace) {
                    memcpy(in, buf, r->ptLen);
                }
            }
            ok &= (memcmp(in, want, r->ptLen) == 0);
            check(ok, dec ? "decrypt" : "encrypt", r->line);
            wc_Sm4Free(&s);
        }
    }
    if (strcmp(r->mode, "CTR") == 0) {
        /* In pieces of 1, 2, 3, ... bytes: the stream continues. */
        int off = 0;
        int step = 1;
        int ok = 1;
        ok &= (wc_Sm4Init(&s, NULL, -1) == 0);
        ok &= (wc_Sm4SetKey(&s, r->key, r->keyLen) == 0);
        ok &= (wc_Sm4SetIV(&s, r->iv) == 0);
        while (off < r->ptLen) {
            int n = (r->ptLen - off < step) ? r->ptLen - off : step;
            ok &= (wc_Sm4CtrEncrypt(&s, buf + off, r->pt + off, n) == 0);
            off += n;
            step++;
        }
        ok &= (memcmp(buf, r->ct, r->ptLen) == 0);
        check(ok, "CTR in pieces", r->line);
        wc_Sm4Free(&s);
    }
}

static void run_xts(const record* r)
{
    static byte buf[MAX_DATA];
    wc_Sm4Xts x;
    int ok = 1;
    int std = (strcmp(r->standard, "IEEE") == 0) ? WC_SM4_XTS_IEEE
                                                 : WC_SM4_XTS_GB;

    ok &= (wc_Sm4XtsSetKey(&x, r->key, r->keyLen, 0, NULL, -1) == 0);
    ok &= (wc_Sm4XtsSetStandard(&x, std) == 0);
    ok &= (wc_Sm4XtsEncrypt(&x, buf, r->pt, r->ptLen, r->iv, r->ivLen) == 0);
    ok &= (memcmp(buf, r->ct, r->ptLen) == 0);
    check(ok, "XTS encrypt", r->line);
    ok = (wc_Sm4XtsDecrypt(&x, buf, buf, r->ctLen, r->iv, r->ivLen) == 0);
    ok &= (memcmp(buf, r->pt, r->ptLen) == 0);
    check(ok, "XTS decrypt in place", r->line);
    wc_Sm4XtsFree(&x);
}

static int run_file(void)
{
    char path[1024];
    char line[2 * MAX_DATA + 128];
    const char* dir = getenv("WOLFSSL_VECTORS_DIR");
    const char* lng = getenv("WOLFSSL_LONG_TESTS");
    int longTests = (lng != NULL) && (strcmp(lng, "1") == 0);
    static record r;
    int have = 0;
    int lineNo = 0;
    int skipped = 0;
    int eof = 0;
    FILE* f;

    snprintf(path, sizeof(path), "%s/sm4/sm4_vectors.txt",
             (dir != NULL) ? dir : "tests/vectors");
    f = fopen(path, "r");
    if (f == NULL) {
        printf("FAIL: cannot open %s\n", path);
        return -1;
    }
    memset(&r, 0, sizeof(r));
    while (!eof) {
        char* v;
        if (fgets(line, sizeof(line), f) == NULL) {
            eof = 1;
            line[0] = '\0';
        }
        lineNo++;
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] == '#') {
            continue;
        }
        if (line[0] == '\0') {
            if (have) {
                if (r.iterations == 0) {
                    r.iterations = 1;
                }
                if ((r.iterations > 1) && !longTests) {
                    skipped++;
                }
                else if ((strcmp(r.mode, "ECB") == 0) ||
                         (strcmp(r.mode, "CBC") == 0) ||
                         (strcmp(r.mode, "CTR") == 0)) {
                    run_block_mode(&r);
                }
                else if (strcmp(r.mode, "XTS") == 0) {
                    run_xts(&r);
                }
                else {
                    skipped++;
                }
            }
            memset(&r, 0, sizeof(r));
            have = 0;
            continue;
        }
        v = strstr(line, " = ");
        if (v == NULL) {
            continue;
        }
        *v = '\0';
        v += 3;
        if (!have) {
            r.line = lineNo;
        }
        have = 1;
        if (strcmp(line, "Mode") == 0) {
            snprintf(r.mode, sizeof(r.mode), "%s", v);
        }
        else if (strcmp(line, "XTSStandard") == 0) {
            snprintf(r.standard, sizeof(r.standard), "%s", v);
        }
        else if (strcmp(line, "Key") == 0) {
            r.keyLen = hex_decode(v, r.key, sizeof(r.key));
        }
        else if (strcmp(line, "IV") == 0) {
            r.ivLen = hex_decode(v, r.iv, sizeof(r.iv));
        }
        else if (strcmp(line, "Plaintext") == 0) {
            r.ptLen = hex_decode(v, r.pt, MAX_DATA);
        }
        else if (strcmp(line, "Ciphertext") == 0) {
            r.ctLen = hex_decode(v, r.ct, MAX_DATA);
        }
        else if (strcmp(line, "Iterations") == 0) {
            r.iterations = atol(v);
        }
    }
    fclose(f);
    printf("vectors: %d checks passed, %d records not covered here "
           "(GCM/OFB/CFB%s)\n", passes, skipped,
           longTests ? "" : ", and the 1e6 loop without WOLFSSL_LONG_TESTS");
    return 0;
}

/* ---- paths against each other ------------------------------------------ */

static word32 rng_state = 0x12345678U;

static word32 rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 17;
    rng_state ^= rng_state << 5;
    return rng_state;
}

/* Runs mode m (0 ECB, 1 CBC, 2 CTR, 3 XTS-GB, 4 XTS-IEEE) over in[0..sz)
 * with one call, or block by block when pieces is set. */
static int run_mode(int m, const byte* key, const byte* iv, byte* out,
                    const byte* in, word32 sz, int dec, int pieces)
{
    wc_Sm4 s;
    wc_Sm4Xts x;
    int ret = 0;
    word32 off;
    word32 step = pieces ? SM4_BLOCK_SIZE : sz;

    if (m >= 3) {
        ret = wc_Sm4XtsSetKey(&x, key, 32, dec, NULL, -1);
        if (ret == 0) {
            ret = wc_Sm4XtsSetStandard(&x, (m == 3) ? WC_SM4_XTS_GB
                                                    : WC_SM4_XTS_IEEE);
        }
        if (ret == 0) {
            ret = dec ? wc_Sm4XtsDecrypt(&x, out, in, sz, iv, 16)
                      : wc_Sm4XtsEncrypt(&x, out, in, sz, iv, 16);
        }
        wc_Sm4XtsFree(&x);
        return ret;
    }
    ret = wc_Sm4Init(&s, NULL, -1);
    if (ret == 0) {
        ret = wc_Sm4SetKey(&s, key, 16);
    }
    if ((ret == 0) && (m != 0)) {
        ret = wc_Sm4SetIV(&s, iv);
    }
    for (off = 0; (ret == 0) && (off < sz); off += step) {
        word32 n = (sz - off < step) ? sz - off : step;
        ret = block_op(&s, (m == 0) ? "ECB" : (m == 1) ? "CBC" : "CTR", dec,
                       out + off, in + off, n);
    }
    wc_Sm4Free(&s);
    return ret;
}

static void run_paths(void)
{
    static byte inBuf[4096 + 32];
    static byte outA[4096 + 32];
    static byte outB[4096 + 32];
    static byte back[4096 + 32];
    byte key[32];
    byte iv[16];
    int t;
    int before = failures;

    for (t = 0; t < 200; t++) {
        int m = (int)(rnd() % 5);
        word32 sz = rnd() % 4097;
        int oi = (int)(rnd() % 8);
        int oo = (int)(rnd() % 8);
        word32 k;
        int ok = 1;
        if (m <= 1) {
            sz -= sz % SM4_BLOCK_SIZE;
        }
        if ((m >= 3) && (sz < 16)) {
            sz = 16 + sz;
        }
        for (k = 0; k < sizeof(key); k++) {
            key[k] = (byte)rnd();
        }
        for (k = 0; k < sizeof(iv); k++) {
            iv[k] = (byte)rnd();
        }
        for (k = 0; k < sz; k++) {
            inBuf[oi + k] = (byte)rnd();
        }
        riscv_cpu_mask(~0ULL);
        ok &= (run_mode(m, key, iv, outA + oo, inBuf + oi, sz, 0, 0) == 0);
        riscv_cpu_mask(0);
        ok &= (run_mode(m, key, iv, outB + oi, inBuf + oi, sz, 0, 0) == 0);
        ok &= (memcmp(outA + oo, outB + oi, sz) == 0);
        if (m <= 2) {
            ok &= (run_mode(m, key, iv, outB, inBuf + oi, sz, 0, 1) == 0);
            ok &= (memcmp(outA + oo, outB, sz) == 0);
        }
        riscv_cpu_mask(~0ULL);
        ok &= (run_mode(m, key, iv, back, outA + oo, sz, 1, 0) == 0);
        ok &= (memcmp(back, inBuf + oi, sz) == 0);
        riscv_cpu_mask(0);
        ok &= (run_mode(m, key, iv, back + 3, outA + oo, sz, 1, 0) == 0);
        ok &= (memcmp(back + 3, inBuf + oi, sz) == 0);
        riscv_cpu_mask(~0ULL);
        if (!ok) {
            printf("FAIL: paths, mode %d, %u bytes\n", m, (unsigned)sz);
        }
        check(ok, "paths", 0);
    }
    printf("paths: 200 random cases (selected path %s), %d failed\n",
           RISCV_CPU_HAS(WC_RV_ZKSED) ? "Zksed" : "base", failures - before);
}

static int driver(int argc, char** argv)
{
    static byte data[MAX_DATA];
    static byte out[MAX_DATA];
    byte key[16];
    byte iv[16];
    wc_Sm4 s;
    int n;
    int i;
    int dec;
    const char* mode;

    if (argc != 7) {
        return 2;
    }
    mode = argv[2];
    dec = (strcmp(argv[3], "dec") == 0);
    if ((hex_decode(argv[4], key, 16) != 16) ||
        ((strcmp(mode, "ecb") != 0) && (hex_decode(argv[5], iv, 16) != 16))) {
        return 2;
    }
    n = hex_decode(argv[6], data, MAX_DATA);
    if ((wc_Sm4Init(&s, NULL, -1) != 0) || (wc_Sm4SetKey(&s, key, 16) != 0)) {
        return 1;
    }
    if ((strcmp(mode, "ecb") != 0) && (wc_Sm4SetIV(&s, iv) != 0)) {
        return 1;
    }
    if (block_op(&s, (strcmp(mode, "ecb") == 0) ? "ECB" :
                     (strcmp(mode, "cbc") == 0) ? "CBC" : "CTR",
                 dec, out, data, n) != 0) {
        return 1;
    }
    for (i = 0; i < n; i++) {
        printf("%02x", out[i]);
    }
    printf("\n");
    wc_Sm4Free(&s);
    return 0;
}

int main(int argc, char** argv)
{
    if ((argc > 1) && (strcmp(argv[1], "--driver") == 0)) {
        return driver(argc, argv);
    }
    if (run_file() != 0) {
        return 1;
    }
    run_paths();
    printf("%d passed, %d failed\n", passes, failures);
    return (failures == 0) ? 0 : 1;
}
