/* drbg_driver.c
 *
 * Test driver for tests/diff/drbg_ref.py (the differential test of the
 * Hash_DRBG in wolfcrypt/src/random.c against an independent Python
 * model).  Reads one request per line on standard input and writes one
 * lowercase hex answer per line ("-" for empty, "ERR <code>" on an
 * error).  "-" stands for an empty hex field.  Requests:
 *
 *   H <reseed> <seedA> <nonce> <seedB> <outSz>
 *       wc_RNG_HealthTest_ex(reseed, nonce, seedA, seedB, outSz).
 *   I <stream> <userNonce> <ctrStart> <size>...
 *       wc_InitRngNonce with a seed callback serving <stream> in order,
 *       then (white box) the reseed counter is set to <ctrStart>, then
 *       one wc_RNG_GenerateBlock per <size>; answer = all outputs.
 *
 * Test-only program: it reaches into WC_RNG to set the counter.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_SZ  (1 << 16)
#define BUF_MAX_SZ   (1 << 15)

static byte   seedStream[BUF_MAX_SZ];
static word32 seedStreamSz;
static word32 seedStreamPos;

/* Seed callback: the next sz bytes of the stream. */
static int stream_seed(OS_Seed* os, byte* out, word32 sz)
{
    (void)os;
    if (sz > seedStreamSz - seedStreamPos)
        return READ_RAN_E;
    memcpy(out, seedStream + seedStreamPos, sz);
    seedStreamPos += sz;
    return 0;
}

/* Parse a hex token ("-" = empty) into out (room max); length or -1. */
static long parse_hex(const char* tok, byte* out, size_t max)
{
    size_t len;
    size_t i;

    if (tok == NULL)
        return -1;
    if (strcmp(tok, "-") == 0)
        return 0;
    len = strlen(tok);
    if ((len & 1) != 0 || len / 2 > max)
        return -1;
    for (i = 0; i < len / 2; i++) {
        unsigned int v;
        if (sscanf(tok + 2 * i, "%2x", &v) != 1)
            return -1;
        out[i] = (byte)v;
    }
    return (long)(len / 2);
}

static void print_hex(const byte* b, size_t n)
{
    size_t i;

    if (n == 0)
        fputs("-", stdout);
    for (i = 0; i < n; i++)
        printf("%02x", b[i]);
    fputs("\n", stdout);
}

static byte seedA[BUF_MAX_SZ], nonce[BUF_MAX_SZ], seedB[BUF_MAX_SZ];
static byte outBuf[4 * RNG_MAX_BLOCK_LEN];

static int do_health(void)
{
    int reseed = atoi(strtok(NULL, " \n"));
    long aSz = parse_hex(strtok(NULL, " \n"), seedA, sizeof(seedA));
    long nSz = parse_hex(strtok(NULL, " \n"), nonce, sizeof(nonce));
    long bSz = parse_hex(strtok(NULL, " \n"), seedB, sizeof(seedB));
    char* tok = strtok(NULL, " \n");
    long outSz = (tok != NULL) ? atol(tok) : -1;
    int ret;

    if (aSz < 0 || nSz < 0 || bSz < 0 || outSz < 0 ||
            outSz > RNG_MAX_BLOCK_LEN)
        return -1;
    ret = wc_RNG_HealthTest_ex(reseed, nonce, (word32)nSz, seedA,
                               (word32)aSz, seedB, (word32)bSz, outBuf,
                               (word32)outSz, NULL, INVALID_DEVID);
    if (ret != 0)
        printf("ERR %d\n", ret);
    else
        print_hex(outBuf, (size_t)outSz);
    return 0;
}

static int do_init(void)
{
    long sSz = parse_hex(strtok(NULL, " \n"), seedStream,
                         sizeof(seedStream));
    long nSz = parse_hex(strtok(NULL, " \n"), nonce, sizeof(nonce));
    char* tok = strtok(NULL, " \n");
    unsigned long ctr = (tok != NULL) ? strtoul(tok, NULL, 10) : 0;
    size_t total = 0;
    WC_RNG rng;
    int ret;

    if (sSz < 0 || nSz < 0 || tok == NULL)
        return -1;
    seedStreamSz = (word32)sSz;
    seedStreamPos = 0;
    wc_SetSeed_Cb(stream_seed);
    ret = wc_InitRngNonce(&rng, nonce, (word32)nSz);
    if (ret == 0) {
        rng.drbg->reseedCtr = (word32)ctr;
        while (ret == 0 && (tok = strtok(NULL, " \n")) != NULL) {
            long n = atol(tok);
            if (n < 0 || n > RNG_MAX_BLOCK_LEN ||
                    total + (size_t)n > sizeof(outBuf)) {
                ret = -1;
                break;
            }
            ret = wc_RNG_GenerateBlock(&rng, outBuf + total, (word32)n);
            total += (size_t)n;
        }
    }
    wc_FreeRng(&rng);
    wc_SetSeed_Cb(NULL);
    if (ret != 0)
        printf("ERR %d\n", ret);
    else
        print_hex(outBuf, total);
    return 0;
}

int main(void)
{
    static char line[LINE_MAX_SZ];

    while (fgets(line, sizeof(line), stdin) != NULL) {
        char* cmd = strtok(line, " \n");
        int bad = -1;

        if (cmd != NULL && strcmp(cmd, "H") == 0)
            bad = do_health();
        else if (cmd != NULL && strcmp(cmd, "I") == 0)
            bad = do_init();
        if (bad != 0)
            printf("ERR parse\n");
        fflush(stdout);
    }
    return 0;
}
