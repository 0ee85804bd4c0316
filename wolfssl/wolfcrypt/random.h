/* random.h
 *
 * Random number generation: a Hash_DRBG (NIST SP 800-90A rev1, 10.1.1,
 * SHA-256, security strength 256) seeded from the operating system
 * (getrandom(), fallback /dev/urandom), behind the wolfCrypt RNG API.
 * Support layer: every algorithm that needs random numbers (key
 * generation, blinding, ECDSA nonces, padding) takes a WC_RNG.
 * Implementation in wolfcrypt/src/random.c.
 *
 * Entropy source.  On Linux the seed comes from getrandom() (or
 * /dev/urandom where getrandom() is missing or refused; build with
 * WOLFSSL_NO_GETRANDOM to use /dev/urandom only), on other POSIX systems
 * from /dev/urandom.  A bare-metal or RTOS build must name its own source
 * in user_settings.h:
 *
 *     int my_trng_read(unsigned char* out, unsigned int sz);
 *     #define CUSTOM_RAND_GENERATE_SEED(output, sz) \
 *         my_trng_read((output), (sz))
 *
 * The macro is called like a function, must fill output[0..sz) with
 * unpredictable bytes and evaluate to 0 on success or a negative error
 * code.  It replaces the OS source on every platform; without it, a
 * target with neither Linux nor POSIX fails to compile with an #error.
 * At run time wc_SetSeed_Cb() can also replace the source.
 *
 * Health tests: every instantiation first runs a known-answer test of the
 * DRBG (DRBG_KAT_FIPS_E on failure); every 32-byte output block is
 * compared with the one before it (DRBG_CONT_FIPS_E on a repeat, after
 * which the RNG is unusable); every seed is checked for stuck or
 * repeating entropy (ENTROPY_RT_E after WC_RNG_SEED_TRIES bad reads).
 * A WC_RNG whose status is not DRBG_OK answers RNG_FAILURE_E until it is
 * freed and initialised again.
 *
 * A WC_RNG is not safe for concurrent use: give each thread its own, or
 * lock around it.
 */
#ifndef WOLF_CRYPT_RANDOM_H
#define WOLF_CRYPT_RANDOM_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sha256.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Largest single request to wc_RNG_GenerateBlock, in bytes: SP 800-90A's
 * max_number_of_bits_per_request (2^19 bits) for Hash_DRBG.  Larger
 * requests fail with BAD_FUNC_ARG (as in wolfCrypt); split them. */
#define RNG_MAX_BLOCK_LEN   (0x10000)
/* Hash_DRBG with SHA-256: seedlen = 440 bits. */
#define DRBG_SEED_LEN       (440 / 8)
/* Generate calls allowed between two reseeds (SP 800-90A allows 2^48;
 * this build keeps it at most 2^32 - 2 so the counter fits a word32).
 * The reseed happens automatically, from the entropy source. */
#ifndef WC_RESEED_INTERVAL
    #define WC_RESEED_INTERVAL  (1000000)
#endif
/* Entropy gathered per (re)seed, in bytes (security strength 256 bits),
 * and the nonce added at instantiation (half of that). */
#define ENTROPY_SZ          32
#define DRBG_NONCE_SZ       (ENTROPY_SZ / 2)
#define MAX_SEED_SZ         (ENTROPY_SZ + DRBG_NONCE_SZ)
/* Seed health checks: a seed read is rejected when it holds a run of
 * WC_RNG_SEED_RCT_CUTOFF equal bytes (repetition count test, SP 800-90B
 * 4.4.1 with an assumed min-entropy of 2 bits per byte: 1 + 20/2) or a
 * 32-byte block equal to the block before it; WC_RNG_SEED_TRIES reads
 * are tried before giving up with ENTROPY_RT_E. */
#define WC_RNG_SEED_RCT_CUTOFF  11
#define WC_RNG_SEED_TRIES       3

/* Working state of one Hash_DRBG instance (SP 800-90A 10.1.1.1) plus the
 * state of the continuous output test.  Internal: use the functions. */
struct DRBG_internal {
    word32 reseedCtr;                     /* 1 after (re)seed */
    byte   V[DRBG_SEED_LEN];
    byte   C[DRBG_SEED_LEN];
    void*  heap;
    int    devId;
    byte   lastBlockSet;                  /* lastBlock holds an output */
    byte   lastBlock[WC_SHA256_DIGEST_SIZE];
    wc_Sha256 sha256;                     /* scratch for each hash */
};

/* WC_RNG.status */
enum {
    DRBG_NOT_INIT    = 0,
    DRBG_OK          = 1,
    DRBG_FAILED      = 2,   /* self test, entropy or hash failure */
    DRBG_CONT_FAILED = 3    /* continuous output test failed */
};

typedef struct WC_RNG {
    struct DRBG_internal drbg_data;
    struct DRBG_internal* drbg;   /* &drbg_data once instantiated */
    byte   status;                /* DRBG_* */
    void*  heap;
    int    devId;
} WC_RNG;

/* Handle for the OS entropy source (kept for wolfCrypt compatibility;
 * wc_GenerateSeed accepts NULL). */
typedef struct OS_Seed {
    int fd;
} OS_Seed;

#ifndef WC_RNG_TYPE_DEFINED
    #define WC_RNG_TYPE_DEFINED
#endif
/* Older programs use the name RNG. */
#ifndef NO_OLD_RNGNAME
    #define RNG WC_RNG
#endif

/* Instantiate from the entropy source.  rng is written whole; heap goes to
 * the allocator hooks, devId is kept for wolfCrypt compatibility.  The
 * nonce of wc_InitRngNonce (may be NULL when nonceSz is 0) is added to the
 * seed material as the personalisation string.  Returns 0, BAD_FUNC_ARG,
 * DRBG_KAT_FIPS_E, ENTROPY_RT_E, OPEN_RAN_E or READ_RAN_E. */
WOLFSSL_API int  wc_InitRng(WC_RNG* rng);
WOLFSSL_API int  wc_InitRng_ex(WC_RNG* rng, void* heap, int devId);
WOLFSSL_API int  wc_InitRngNonce(WC_RNG* rng, byte* nonce, word32 nonceSz);
WOLFSSL_API int  wc_InitRngNonce_ex(WC_RNG* rng, byte* nonce, word32 nonceSz,
                                    void* heap, int devId);
/* Fill b[0..sz) (0 <= sz <= RNG_MAX_BLOCK_LEN; sz == 0 returns 0 and
 * leaves the state alone).  Reseeds first when WC_RESEED_INTERVAL
 * generate calls have been made since the last seed.  On any failure b is
 * zeroed and the RNG is marked failed. */
WOLFSSL_API int  wc_RNG_GenerateBlock(WC_RNG* rng, byte* b, word32 sz);
WOLFSSL_API int  wc_RNG_GenerateByte(WC_RNG* rng, byte* b);
/* Wipe the whole state; rng may be initialised again afterwards. */
WOLFSSL_API int  wc_FreeRng(WC_RNG* rng);
/* Allocate and initialise / free and release (NULL on failure). */
WOLFSSL_API WC_RNG* wc_rng_new(byte* nonce, word32 nonceSz, void* heap);
WOLFSSL_API void wc_rng_free(WC_RNG* rng);
/* Reseed with caller-supplied entropy (test and special use). */
WOLFSSL_API int  wc_RNG_DRBG_Reseed(WC_RNG* rng, const byte* seed,
                                    word32 seedSz);
/* Instantiate a fresh DRBG from seedA (entropy || nonce), optionally reseed
 * with seedB, generate outputSz bytes twice and return the second output:
 * the CAVP Hash_DRBG test procedure.  The _ex form takes the nonce
 * separately (hashed after seedA). */
WOLFSSL_API int  wc_RNG_HealthTest(int reseed, const byte* seedA,
                                   word32 seedASz, const byte* seedB,
                                   word32 seedBSz, byte* output,
                                   word32 outputSz);
WOLFSSL_API int  wc_RNG_HealthTest_ex(int reseed, const byte* nonce,
                                      word32 nonceSz, const byte* seedA,
                                      word32 seedASz, const byte* seedB,
                                      word32 seedBSz, byte* output,
                                      word32 outputSz, void* heap, int devId);
/* Fill output with entropy from the OS (or CUSTOM_RAND_GENERATE_SEED).
 * os may be NULL.  Returns 0, BAD_FUNC_ARG, OPEN_RAN_E or READ_RAN_E. */
WOLFSSL_API int  wc_GenerateSeed(OS_Seed* os, byte* output, word32 sz);

/* Replace the entropy source at run time (cb NULL restores the built-in
 * one).  cb fills seed[0..sz) and returns 0 or a negative error code.
 * Process-wide: set it before any thread instantiates an RNG.
 * (settings.h defines WC_RNG_SEED_CB, upstream's macro for this.) */
typedef int (*wc_RngSeed_Cb)(OS_Seed* os, byte* seed, word32 sz);
WOLFSSL_API int  wc_SetSeed_Cb(wc_RngSeed_Cb cb);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_RANDOM_H */
