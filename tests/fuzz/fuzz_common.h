/* fuzz_common.h
 *
 * Helpers shared by the libFuzzer targets of tests/fuzz/ (test layer
 * only, static functions in each target): writing seed files, the
 * FUZZ_SEED_DIR start-up convention of scripts/fuzz.sh, a fatal check
 * that names what failed, a reader that walks the input, and a
 * deterministic entropy source, so that targets which need an RNG
 * repeat their behaviour on the same input.
 */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
    #define FUZZ_UNUSED __attribute__((unused))
#else
    #define FUZZ_UNUSED
#endif

/* Abort with a message: a violated property is a finding. */
#define FUZZ_CHECK(cond) do { if (!(cond)) { \
    fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, \
            #cond); abort(); } } while (0)

/* Write data[0..sz) to dir/name (prefixed by the byte `sel` when sel is
 * 0..255; -1 for none). */
static FUZZ_UNUSED void fuzz_seed_write(const char* dir, const char* name,
                                        int sel, const byte* data,
                                        word32 sz)
{
    char path[512];
    FILE* f;

    snprintf(path, sizeof(path), "%s/%s", dir, name);
    f = fopen(path, "wb");
    if (f == NULL)
        return;
    if (sel >= 0)
        fputc(sel, f);
    if (sz > 0)
        fwrite(data, 1, sz, f);
    fclose(f);
}

/* Call make_seeds(dir) and exit when FUZZ_SEED_DIR is set (the start-up
 * of every target's LLVMFuzzerInitialize). */
static FUZZ_UNUSED void fuzz_maybe_seed(void (*make_seeds)(const char*))
{
    const char* dir = getenv("FUZZ_SEED_DIR");

    if (dir != NULL) {
        make_seeds(dir);
        exit(0);
    }
}

/* A cursor over the input: bytes run out as zeros. */
typedef struct {
    const uint8_t* p;
    size_t n;
} fuzz_in;

static FUZZ_UNUSED byte fuzz_byte(fuzz_in* in)
{
    byte b = 0;

    if (in->n > 0) {
        b = in->p[0];
        in->p++;
        in->n--;
    }
    return b;
}

/* Up to want bytes into out (zero-filled when the input is shorter);
 * returns how many came from the input. */
static FUZZ_UNUSED word32 fuzz_bytes(fuzz_in* in, byte* out, word32 want)
{
    word32 got = (in->n < want) ? (word32)in->n : want;

    memcpy(out, in->p, got);
    memset(out + got, 0, want - got);
    in->p += got;
    in->n -= got;
    return got;
}

/* Deterministic entropy for wc_SetSeed_Cb: a counter hashed by a simple
 * mixer, never repeating within a run and passing the seed health test.
 * Not random: only for fuzzing, where repeatability matters. */
static word32 fuzzSeedCtr;

static FUZZ_UNUSED int fuzz_seed_cb(OS_Seed* os, byte* seed, word32 sz)
{
    word32 i;
    word64 x;

    (void)os;
    for (i = 0; i < sz; i++) {
        x = ((word64)++fuzzSeedCtr * 0x9E3779B97F4A7C15ULL) ^
            ((word64)i << 32);
        x ^= x >> 29;
        x *= 0xBF58476D1CE4E5B9ULL;
        x ^= x >> 32;
        seed[i] = (byte)x;
    }
    return 0;
}

/* Make every RNG of the process deterministic (start of each input:
 * fuzz_seed_reset). */
static FUZZ_UNUSED void fuzz_seed_install(void)
{
    (void)wc_SetSeed_Cb(fuzz_seed_cb);
}

static FUZZ_UNUSED void fuzz_seed_reset(void)
{
    fuzzSeedCtr = 0;
}

#endif /* FUZZ_COMMON_H */
