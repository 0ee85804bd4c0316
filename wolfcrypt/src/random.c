/* random.c
 *
 * Hash_DRBG (NIST SP 800-90A rev1, section 10.1.1) with SHA-256 at
 * security strength 256, behind the wolfCrypt RNG API (random.h).
 * Support layer: sits on sha256.c and the operating system's entropy
 * source, and serves every algorithm that needs random numbers.
 *
 * The file has four parts:
 *   1. the DRBG mechanism: Hash_df, instantiate, reseed, generate
 *      (Hashgen and the state update) with the continuous output test;
 *   2. the entropy source: wc_GenerateSeed (getrandom(), /dev/urandom, or
 *      the user's CUSTOM_RAND_GENERATE_SEED) and the seed health checks;
 *   3. the known-answer self test run at every instantiation;
 *   4. the public API.
 *
 * Byte strings V and C are big-endian integers of seedlen = 440 bits, as
 * in the standard.  All arithmetic on them runs over every byte with no
 * data-dependent branch.
 */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
    /* syscall() and O_CLOEXEC under -std=c99. */
    #define _DEFAULT_SOURCE
#endif

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>

/* ---------------------------------------------------------------------- */
/* Entropy source selection                                                */
/* ---------------------------------------------------------------------- */
#if defined(CUSTOM_RAND_GENERATE_SEED)
    /* The user's source (user_settings.h); no OS needed. */
#elif defined(__linux__) || defined(__unix__) || defined(__APPLE__)
    #define RNG_USE_DEV_URANDOM
    #include <errno.h>
    #include <fcntl.h>
    #include <unistd.h>
    #if defined(__linux__) && !defined(WOLFSSL_NO_GETRANDOM)
        #if defined(__has_include)
            #if __has_include(<sys/random.h>)
                #include <sys/random.h>
                #define RNG_GETRANDOM(b, n) getrandom((b), (n), 0)
            #endif
        #endif
        #if !defined(RNG_GETRANDOM)
            #include <sys/syscall.h>
            #if defined(SYS_getrandom)
                #define RNG_GETRANDOM(b, n) \
                    syscall(SYS_getrandom, (b), (n), 0)
            #endif
        #endif
    #endif
    #ifndef O_CLOEXEC
        #define O_CLOEXEC 0
    #endif
#else
    #error "random.c: no entropy source for this target (no Linux or \
POSIX detected).  Define CUSTOM_RAND_GENERATE_SEED(output, sz) in \
user_settings.h to a call that fills output[0..sz) from a true random \
source (e.g. a hardware TRNG) and returns 0; see random.h."
#endif

#if WC_RESEED_INTERVAL < 1 || WC_RESEED_INTERVAL > 0xFFFFFFFE
    #error "WC_RESEED_INTERVAL must be in [1, 2^32 - 2]"
#endif

/* Domain-separation bytes of SP 800-90A 10.1.1. */
#define DRBG_PREFIX_C       0x00   /* C = Hash_df(0x00 || V) */
#define DRBG_PREFIX_RESEED  0x01   /* 0x01 || V || entropy || add */
#define DRBG_PREFIX_UPDATE  0x03   /* H = Hash(0x03 || V) */

/* Internal result of drbg_generate: the reseed interval is used up. */
#define DRBG_NEED_RESEED    1

/* Bytes of the comparison block read (and dropped) before each seed. */
#define SEED_CMP_SZ         32

/* One piece of a hash input; the input is the concatenation of pieces. */
typedef struct {
    const byte* p;
    word32 n;
} drbg_part;

/* ---------------------------------------------------------------------- */
/* 1. The DRBG mechanism                                                   */
/* ---------------------------------------------------------------------- */

/* out = SHA-256(parts[0] || ... || parts[n-1]).  Pieces with n == 0 are
 * skipped (p may then be NULL).  out may not overlap any piece being
 * read after it is written; it is written only at the end. */
static int drbg_hash(struct DRBG_internal* d, const drbg_part* parts,
                     int nParts, byte out[WC_SHA256_DIGEST_SIZE])
{
    int i;
    int ret = wc_InitSha256_ex(&d->sha256, d->heap, d->devId);

    for (i = 0; ret == 0 && i < nParts; i++) {
        if (parts[i].n > 0)
            ret = wc_Sha256Update(&d->sha256, parts[i].p, parts[i].n);
    }
    if (ret == 0)
        ret = wc_Sha256Final(&d->sha256, out);
    wc_Sha256Free(&d->sha256);
    return ret;
}

/* Hash_df (SP 800-90A 10.3.1) returning seedlen = 440 bits:
 *   out = leftmost 440 bits of
 *         Hash(0x01 || 440 as 32-bit BE || input) ||
 *         Hash(0x02 || 440 as 32-bit BE || input)
 * where input is the concatenation of the (at most 5) pieces.  out may
 * alias a piece (V is rewritten from itself): the result is built in a
 * local buffer first. */
static int drbg_hash_df(struct DRBG_internal* d, const drbg_part* in,
                        int nIn, byte out[DRBG_SEED_LEN])
{
    byte hdr[5];
    byte tmp[2 * WC_SHA256_DIGEST_SIZE];
    drbg_part parts[6];
    int i;
    int ret = 0;

    StoreBE32(hdr + 1, (word32)DRBG_SEED_LEN * 8);
    parts[0].p = hdr;
    parts[0].n = sizeof(hdr);
    for (i = 0; i < nIn; i++)
        parts[i + 1] = in[i];
    for (i = 0; ret == 0 && i < 2; i++) {
        hdr[0] = (byte)(i + 1);
        ret = drbg_hash(d, parts, nIn + 1, tmp + i * WC_SHA256_DIGEST_SIZE);
    }
    if (ret == 0)
        XMEMCPY(out, tmp, DRBG_SEED_LEN);
    ForceZero(tmp, sizeof(tmp));
    return ret;
}

/* acc = (acc + x) mod 2^(8*DRBG_SEED_LEN), both big-endian; x is xLen
 * <= DRBG_SEED_LEN bytes, aligned to the low end of acc.  Runs over every
 * byte of acc; no branch depends on the values.  x may not alias acc. */
static void drbg_add(byte acc[DRBG_SEED_LEN], const byte* x, word32 xLen)
{
    word32 carry = 0;
    word32 i;

    for (i = 0; i < DRBG_SEED_LEN; i++) {
        word32 a = acc[DRBG_SEED_LEN - 1 - i];
        word32 b = (i < xLen) ? x[xLen - 1 - i] : 0;
        carry += a + b;
        acc[DRBG_SEED_LEN - 1 - i] = (byte)carry;
        carry >>= 8;
    }
}

/* Sets V and C from the seed material (pieces) and resets the counter:
 * V = Hash_df(material), C = Hash_df(0x00 || V), reseed_counter = 1.
 * Shared by instantiate (10.1.1.2) and reseed (10.1.1.3). */
static int drbg_seed_state(struct DRBG_internal* d, const drbg_part* in,
                           int nIn)
{
    static const byte prefixC = DRBG_PREFIX_C;
    drbg_part parts[2];
    int ret = drbg_hash_df(d, in, nIn, d->V);

    if (ret == 0) {
        parts[0].p = &prefixC;
        parts[0].n = 1;
        parts[1].p = d->V;
        parts[1].n = DRBG_SEED_LEN;
        ret = drbg_hash_df(d, parts, 2, d->C);
    }
    d->reseedCtr = 1;
    return ret;
}

/* Hash_DRBG_Instantiate_algorithm (10.1.1.2):
 *   seed_material = entropy || nonce || personalisation.
 * d is written whole.  nonce and pers may be NULL when their size is 0. */
static int drbg_instantiate(struct DRBG_internal* d, const byte* entropy,
                            word32 entropySz, const byte* nonce,
                            word32 nonceSz, const byte* pers, word32 persSz,
                            void* heap, int devId)
{
    drbg_part in[3];

    XMEMSET(d, 0, sizeof(*d));
    d->heap = heap;
    d->devId = devId;
    in[0].p = entropy;
    in[0].n = entropySz;
    in[1].p = nonce;
    in[1].n = nonceSz;
    in[2].p = pers;
    in[2].n = persSz;
    return drbg_seed_state(d, in, 3);
}

/* Hash_DRBG_Reseed_algorithm (10.1.1.3), no additional input:
 *   seed_material = 0x01 || V || entropy. */
static int drbg_reseed(struct DRBG_internal* d, const byte* entropy,
                       word32 entropySz)
{
    static const byte prefix = DRBG_PREFIX_RESEED;
    byte v[DRBG_SEED_LEN];
    drbg_part in[3];
    int ret;

    XMEMCPY(v, d->V, DRBG_SEED_LEN);
    in[0].p = &prefix;
    in[0].n = 1;
    in[1].p = v;
    in[1].n = DRBG_SEED_LEN;
    in[2].p = entropy;
    in[2].n = entropySz;
    ret = drbg_seed_state(d, in, 3);
    ForceZero(v, sizeof(v));
    return ret;
}

/* Hashgen (10.1.1.4): out[0..sz) = leftmost bytes of
 *   Hash(V) || Hash(V + 1) || Hash(V + 2) || ...   (mod 2^440)
 * with the continuous test: each 32-byte block (also a partly used last
 * one) is compared with the previous block produced by this instance,
 * including the last block of the previous call; equal blocks give
 * DRBG_CONT_FIPS_E.  1 <= sz <= RNG_MAX_BLOCK_LEN. */
static int drbg_hashgen(struct DRBG_internal* d, byte* out, word32 sz)
{
    static const byte one = 1;
    byte data[DRBG_SEED_LEN];
    byte blk[WC_SHA256_DIGEST_SIZE];
    drbg_part part;
    word32 pos;
    int ret = 0;

    XMEMCPY(data, d->V, DRBG_SEED_LEN);
    part.p = data;
    part.n = DRBG_SEED_LEN;
    for (pos = 0; ret == 0 && pos < sz; pos += WC_SHA256_DIGEST_SIZE) {
        word32 n = sz - pos;
        if (n > WC_SHA256_DIGEST_SIZE)
            n = WC_SHA256_DIGEST_SIZE;
        ret = drbg_hash(d, &part, 1, blk);
        if (ret != 0)
            break;
        if (d->lastBlockSet &&
            (ConstantCompare(blk, d->lastBlock, WC_SHA256_DIGEST_SIZE) == 0)) {
            ret = DRBG_CONT_FIPS_E;
            break;
        }
        XMEMCPY(d->lastBlock, blk, WC_SHA256_DIGEST_SIZE);
        d->lastBlockSet = 1;
        XMEMCPY(out + pos, blk, n);
        drbg_add(data, &one, 1);
    }
    ForceZero(data, sizeof(data));
    ForceZero(blk, sizeof(blk));
    return ret;
}

/* Hash_DRBG_Generate_algorithm (10.1.1.4), no additional input:
 *   if reseed_counter > interval: DRBG_NEED_RESEED (state untouched);
 *   out = Hashgen(sz, V); H = Hash(0x03 || V);
 *   V = (V + H + C + reseed_counter) mod 2^440; reseed_counter += 1.
 * 1 <= sz <= RNG_MAX_BLOCK_LEN.  On an error the state is not updated
 * and out may hold partial output (callers wipe it). */
static int drbg_generate(struct DRBG_internal* d, byte* out, word32 sz)
{
    static const byte prefix = DRBG_PREFIX_UPDATE;
    byte h[WC_SHA256_DIGEST_SIZE];
    byte ctr[4];
    drbg_part in[2];
    int ret;

    if (d->reseedCtr > WC_RESEED_INTERVAL)
        return DRBG_NEED_RESEED;
    ret = drbg_hashgen(d, out, sz);
    if (ret == 0) {
        in[0].p = &prefix;
        in[0].n = 1;
        in[1].p = d->V;
        in[1].n = DRBG_SEED_LEN;
        ret = drbg_hash(d, in, 2, h);
    }
    if (ret == 0) {
        StoreBE32(ctr, d->reseedCtr);
        drbg_add(d->V, h, sizeof(h));
        drbg_add(d->V, d->C, DRBG_SEED_LEN);
        drbg_add(d->V, ctr, sizeof(ctr));
        d->reseedCtr++;
    }
    ForceZero(h, sizeof(h));
    return ret;
}

/* ---------------------------------------------------------------------- */
/* 2. Entropy source                                                       */
/* ---------------------------------------------------------------------- */

static wc_RngSeed_Cb rngSeedCb = NULL;

#if defined(RNG_USE_DEV_URANDOM)
/* Fill out[0..sz) from /dev/urandom, retrying interrupted and short
 * reads.  OPEN_RAN_E when the device cannot be opened, READ_RAN_E when a
 * read fails or hits end of file. */
static int seed_dev_urandom(byte* out, word32 sz)
{
    int ret = 0;
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);

    if (fd < 0)
        return OPEN_RAN_E;
    while (sz > 0) {
        ssize_t r = read(fd, out, sz);
        if ((r < 0) && (errno == EINTR))
            continue;
        if (r <= 0) {
            ret = READ_RAN_E;
            break;
        }
        out += r;
        sz -= (word32)r;
    }
    close(fd);
    return ret;
}
#endif

/* The built-in entropy source: the user's CUSTOM_RAND_GENERATE_SEED, or
 * getrandom() with interrupted and short calls retried and a fall back to
 * /dev/urandom when the kernel lacks it (ENOSYS) or a sandbox refuses it
 * (EPERM), or /dev/urandom alone. */
static int seed_os(byte* out, word32 sz)
{
#if defined(CUSTOM_RAND_GENERATE_SEED)
    int ret = CUSTOM_RAND_GENERATE_SEED(out, sz);
    return (ret > 0) ? READ_RAN_E : ret;
#else
    #if defined(RNG_GETRANDOM)
    while (sz > 0) {
        long r = (long)RNG_GETRANDOM(out, sz);
        if ((r < 0) && (errno == EINTR))
            continue;
        if ((r < 0) && ((errno == ENOSYS) || (errno == EPERM)))
            break;
        if (r <= 0)
            return READ_RAN_E;
        out += r;
        sz -= (word32)r;
    }
    if (sz == 0)
        return 0;
    #endif
    return seed_dev_urandom(out, sz);
#endif
}

/* Seed health check on buf[0..n), n >= 2 * SEED_CMP_SZ:
 *   - repetition count: no run of WC_RNG_SEED_RCT_CUTOFF equal bytes;
 *   - no 32-byte block equal to the 32 bytes before it (the last, shorter
 *     block is compared with the start of the block before it).
 * The bytes are secret: the scan is branch-free; only the verdict is
 * revealed.  Returns 0 or ENTROPY_RT_E. */
static int seed_check(const byte* buf, word32 n)
{
    word32 run = 1;
    word32 bad = 0;
    word32 i;

    for (i = 1; i < n; i++) {
        word32 eq = ctMaskEq32(buf[i], buf[i - 1]);
        run = ((run + 1) & eq) | (1 & ~eq);
        bad |= ctMaskGTE32(run, WC_RNG_SEED_RCT_CUTOFF);
    }
    for (i = SEED_CMP_SZ; i < n; i += SEED_CMP_SZ) {
        word32 len = n - i;
        if (len > SEED_CMP_SZ)
            len = SEED_CMP_SZ;
        bad |= ctMaskEq32((word32)ConstantCompare(buf + i,
                                                  buf + i - SEED_CMP_SZ,
                                                  (int)len), 0);
    }
    return (bad != 0) ? ENTROPY_RT_E : 0;
}

/* Gather a seed: read SEED_CMP_SZ + sz bytes into buf (room for that
 * many) from the callback or the OS source and check them; up to
 * WC_RNG_SEED_TRIES reads.  On success the seed is buf[SEED_CMP_SZ..];
 * the first block only serves as the comparison block.  Errors of the
 * source itself are returned at once; ENTROPY_RT_E when every read
 * failed the check.  buf is wiped on failure. */
static int seed_gather(byte* buf, word32 sz)
{
    int ret = ENTROPY_RT_E;
    int tries;

    for (tries = 0; tries < WC_RNG_SEED_TRIES; tries++) {
        OS_Seed os;
        int r;

        os.fd = -1;
        if (rngSeedCb != NULL) {
            r = rngSeedCb(&os, buf, SEED_CMP_SZ + sz);
            if (r > 0)
                r = READ_RAN_E;
        }
        else {
            r = seed_os(buf, SEED_CMP_SZ + sz);
        }
        if (r != 0) {
            ret = r;
            break;
        }
        ret = seed_check(buf, SEED_CMP_SZ + sz);
        if (ret == 0)
            break;
    }
    if (ret != 0)
        ForceZero(buf, SEED_CMP_SZ + sz);
    return ret;
}

/* ---------------------------------------------------------------------- */
/* 3. Known-answer self test                                               */
/* ---------------------------------------------------------------------- */

/* NIST CAVP Hash_DRBG SHA-256, no prediction resistance, no
 * personalisation or additional input, COUNT = 0: entropy (32 bytes) ||
 * nonce (16 bytes), and the second 1024-bit output.  Reproduced by the
 * independent model tests/diff/drbg_ref.py. */
static const byte kat1Seed[48] = {
    0xa6, 0x5a, 0xd0, 0xf3, 0x45, 0xdb, 0x4e, 0x0e,
    0xff, 0xe8, 0x75, 0xc3, 0xa2, 0xe7, 0x1f, 0x42,
    0xc7, 0x12, 0x9d, 0x62, 0x0f, 0xf5, 0xc1, 0x19,
    0xa9, 0xef, 0x55, 0xf0, 0x51, 0x85, 0xe0, 0xfb,
    0x85, 0x81, 0xf9, 0x31, 0x75, 0x17, 0x27, 0x6e,
    0x06, 0xe9, 0x60, 0x7d, 0xdb, 0xcb, 0xcc, 0x2e
};
static const byte kat1Out[128] = {
    0xd3, 0xe1, 0x60, 0xc3, 0x5b, 0x99, 0xf3, 0x40,
    0xb2, 0x62, 0x82, 0x64, 0xd1, 0x75, 0x10, 0x60,
    0xe0, 0x04, 0x5d, 0xa3, 0x83, 0xff, 0x57, 0xa5,
    0x7d, 0x73, 0xa6, 0x73, 0xd2, 0xb8, 0xd8, 0x0d,
    0xaa, 0xf6, 0xa6, 0xc3, 0x5a, 0x91, 0xbb, 0x45,
    0x79, 0xd7, 0x3f, 0xd0, 0xc8, 0xfe, 0xd1, 0x11,
    0xb0, 0x39, 0x13, 0x06, 0x82, 0x8a, 0xdf, 0xed,
    0x52, 0x8f, 0x01, 0x81, 0x21, 0xb3, 0xfe, 0xbd,
    0xc3, 0x43, 0xe7, 0x97, 0xb8, 0x7d, 0xbb, 0x63,
    0xdb, 0x13, 0x33, 0xde, 0xd9, 0xd1, 0xec, 0xe1,
    0x77, 0xcf, 0xa6, 0xb7, 0x1f, 0xe8, 0xab, 0x1d,
    0xa4, 0x66, 0x24, 0xed, 0x64, 0x15, 0xe5, 0x1c,
    0xcd, 0xe2, 0xc7, 0xca, 0x86, 0xe2, 0x83, 0x99,
    0x0e, 0xea, 0xeb, 0x91, 0x12, 0x04, 0x15, 0x52,
    0x8b, 0x22, 0x95, 0x91, 0x02, 0x81, 0xb0, 0x2d,
    0xd4, 0x31, 0xf4, 0xc9, 0xf7, 0x04, 0x27, 0xdf
};

/* The reseed path: seedA = entropy || nonce, reseed with seedB, second
 * 1024-bit output.  Expected value computed by the independent model
 * tests/diff/drbg_ref.py (python3 tests/diff/drbg_ref.py --print-kat); it
 * is not a NIST value. */
static const byte kat2SeedA[48] = {
    0x63, 0x36, 0x33, 0x77, 0xe4, 0x1e, 0x86, 0x46,
    0x8d, 0xeb, 0x0a, 0xb4, 0xa8, 0xed, 0x68, 0x3f,
    0x6a, 0x13, 0x4e, 0x47, 0xe0, 0x14, 0xc7, 0x00,
    0x45, 0x4e, 0x81, 0xe9, 0x53, 0x58, 0xa5, 0x69,
    0x80, 0x8a, 0xa3, 0x8f, 0x2a, 0x72, 0xa6, 0x23,
    0x59, 0x91, 0x5a, 0x9f, 0x8a, 0x04, 0xca, 0x68
};
static const byte kat2SeedB[32] = {
    0xe6, 0x2b, 0x8a, 0x8e, 0xe8, 0xf1, 0x41, 0xb6,
    0x98, 0x05, 0x66, 0xe3, 0xbf, 0xe3, 0xc0, 0x49,
    0x03, 0xda, 0xd4, 0xac, 0x2c, 0xdf, 0x9f, 0x22,
    0x80, 0x01, 0x0a, 0x67, 0x23, 0xc2, 0x3e, 0x32
};
static const byte kat2Out[128] = {
    0x14, 0x99, 0xbb, 0xa2, 0xa8, 0xc8, 0x80, 0xe0,
    0x35, 0xa9, 0x74, 0x28, 0x20, 0x85, 0xb3, 0x13,
    0x2c, 0x7a, 0x0d, 0xe0, 0xc1, 0x8b, 0x81, 0x13,
    0x49, 0x1d, 0xc8, 0x78, 0xf6, 0x6c, 0xde, 0xec,
    0x6d, 0xa2, 0x53, 0x5f, 0x7b, 0x5b, 0xf4, 0xb2,
    0x48, 0x3c, 0x23, 0x97, 0x6e, 0x18, 0x3f, 0x3b,
    0x9e, 0xc3, 0x04, 0x29, 0x1e, 0xd5, 0x0e, 0x81,
    0xe0, 0xde, 0x20, 0xfd, 0x6a, 0xa6, 0x42, 0x7d,
    0x0f, 0x82, 0xf4, 0xe9, 0x1a, 0x91, 0xdc, 0x89,
    0x93, 0xd5, 0xaf, 0x89, 0xb3, 0xaf, 0xa3, 0x27,
    0x15, 0xa7, 0x61, 0xe4, 0x27, 0xe2, 0x1a, 0x52,
    0xee, 0x0f, 0x44, 0x2b, 0x05, 0xd4, 0x80, 0x58,
    0x27, 0xad, 0xf7, 0x6a, 0x38, 0x16, 0x38, 0x31,
    0xae, 0x8e, 0xfe, 0x7f, 0x37, 0xf8, 0xbe, 0x50,
    0x77, 0x37, 0xdb, 0xe6, 0xba, 0x4c, 0x21, 0x53,
    0xb7, 0x45, 0x28, 0x40, 0x2a, 0x0f, 0x97, 0xa5
};

/* Runs both known answers through wc_RNG_HealthTest_ex.  Returns 0,
 * DRBG_KAT_FIPS_E on a wrong answer, or the error of the run. */
static int drbg_self_test(void* heap, int devId)
{
    byte out[sizeof(kat1Out)];
    int ret;

    ret = wc_RNG_HealthTest_ex(0, NULL, 0, kat1Seed, sizeof(kat1Seed),
                               NULL, 0, out, sizeof(kat1Out), heap, devId);
    if ((ret == 0) && (ConstantCompare(out, kat1Out, sizeof(kat1Out)) != 0))
        ret = DRBG_KAT_FIPS_E;
    if (ret == 0) {
        ret = wc_RNG_HealthTest_ex(1, NULL, 0, kat2SeedA, sizeof(kat2SeedA),
                                   kat2SeedB, sizeof(kat2SeedB), out,
                                   sizeof(kat2Out), heap, devId);
    }
    if ((ret == 0) && (ConstantCompare(out, kat2Out, sizeof(kat2Out)) != 0))
        ret = DRBG_KAT_FIPS_E;
    ForceZero(out, sizeof(out));
    return ret;
}

/* ---------------------------------------------------------------------- */
/* 4. Public API                                                           */
/* ---------------------------------------------------------------------- */

/* Common body of the wc_InitRng* family: self test, seed from the source
 * (entropy || nonce), instantiate with the caller's nonce as the
 * personalisation string. */
static int rng_init(WC_RNG* rng, const byte* pers, word32 persSz,
                    void* heap, int devId)
{
    byte seed[SEED_CMP_SZ + MAX_SEED_SZ];
    int ret;

    if ((rng == NULL) || ((pers == NULL) && (persSz != 0)))
        return BAD_FUNC_ARG;
    XMEMSET(rng, 0, sizeof(*rng));
    rng->heap = heap;
    rng->devId = devId;
    rng->status = DRBG_FAILED;

    ret = drbg_self_test(heap, devId);
    if (ret == 0)
        ret = seed_gather(seed, MAX_SEED_SZ);
    if (ret == 0) {
        ret = drbg_instantiate(&rng->drbg_data, seed + SEED_CMP_SZ,
                               ENTROPY_SZ, seed + SEED_CMP_SZ + ENTROPY_SZ,
                               DRBG_NONCE_SZ, pers, persSz, heap, devId);
    }
    ForceZero(seed, sizeof(seed));
    if (ret == 0) {
        rng->drbg = &rng->drbg_data;
        rng->status = DRBG_OK;
    }
    else {
        ForceZero(&rng->drbg_data, sizeof(rng->drbg_data));
    }
    return ret;
}

int wc_InitRng(WC_RNG* rng)
{
    return rng_init(rng, NULL, 0, NULL, INVALID_DEVID);
}

int wc_InitRng_ex(WC_RNG* rng, void* heap, int devId)
{
    return rng_init(rng, NULL, 0, heap, devId);
}

int wc_InitRngNonce(WC_RNG* rng, byte* nonce, word32 nonceSz)
{
    return rng_init(rng, nonce, nonceSz, NULL, INVALID_DEVID);
}

int wc_InitRngNonce_ex(WC_RNG* rng, byte* nonce, word32 nonceSz, void* heap,
                       int devId)
{
    return rng_init(rng, nonce, nonceSz, heap, devId);
}

/* Puts rng in a failed state after error ret: the DRBG state is wiped and
 * every later generate answers RNG_FAILURE_E. */
static void rng_fail(WC_RNG* rng, int ret)
{
    ForceZero(&rng->drbg_data, sizeof(rng->drbg_data));
    rng->drbg = NULL;
    rng->status = (ret == DRBG_CONT_FIPS_E) ? DRBG_CONT_FAILED : DRBG_FAILED;
}

/* Reseed from the entropy source (automatic, at the end of the
 * interval). */
static int rng_reseed_from_source(WC_RNG* rng)
{
    byte seed[SEED_CMP_SZ + ENTROPY_SZ];
    int ret = seed_gather(seed, ENTROPY_SZ);

    if (ret == 0)
        ret = drbg_reseed(rng->drbg, seed + SEED_CMP_SZ, ENTROPY_SZ);
    ForceZero(seed, sizeof(seed));
    return ret;
}

int wc_RNG_GenerateBlock(WC_RNG* rng, byte* b, word32 sz)
{
    int ret;

    if ((rng == NULL) || (b == NULL) || (sz > RNG_MAX_BLOCK_LEN))
        return BAD_FUNC_ARG;
    if ((rng->status != DRBG_OK) || (rng->drbg != &rng->drbg_data))
        return RNG_FAILURE_E;
    if (sz == 0)
        return 0;

    ret = drbg_generate(rng->drbg, b, sz);
    if (ret == DRBG_NEED_RESEED) {
        ret = rng_reseed_from_source(rng);
        if (ret == 0)
            ret = drbg_generate(rng->drbg, b, sz);
    }
    if (ret != 0) {
        ForceZero(b, sz);
        rng_fail(rng, ret);
    }
    return ret;
}

int wc_RNG_GenerateByte(WC_RNG* rng, byte* b)
{
    return wc_RNG_GenerateBlock(rng, b, 1);
}

int wc_RNG_DRBG_Reseed(WC_RNG* rng, const byte* seed, word32 seedSz)
{
    int ret;

    if ((rng == NULL) || (seed == NULL) || (seedSz == 0))
        return BAD_FUNC_ARG;
    if ((rng->status != DRBG_OK) || (rng->drbg != &rng->drbg_data))
        return RNG_FAILURE_E;
    ret = drbg_reseed(rng->drbg, seed, seedSz);
    if (ret != 0)
        rng_fail(rng, ret);
    return ret;
}

int wc_FreeRng(WC_RNG* rng)
{
    if (rng == NULL)
        return BAD_FUNC_ARG;
    ForceZero(rng, sizeof(*rng));
    rng->drbg = NULL;
    rng->status = DRBG_NOT_INIT;
    return 0;
}

WC_RNG* wc_rng_new(byte* nonce, word32 nonceSz, void* heap)
{
    WC_RNG* rng = (WC_RNG*)XMALLOC(sizeof(WC_RNG), heap, DYNAMIC_TYPE_RNG);

    if ((rng != NULL) && (wc_InitRngNonce_ex(rng, nonce, nonceSz, heap,
                                             INVALID_DEVID) != 0)) {
        ForceZero(rng, sizeof(*rng));
        XFREE(rng, heap, DYNAMIC_TYPE_RNG);
        rng = NULL;
    }
    return rng;
}

void wc_rng_free(WC_RNG* rng)
{
    if (rng != NULL) {
        void* heap = rng->heap;
        (void)wc_FreeRng(rng);
        XFREE(rng, heap, DYNAMIC_TYPE_RNG);
    }
}

/* CAVP procedure on a DRBG of its own (the caller's RNGs are untouched):
 *   instantiate(seedA || nonce); if reseed: reseed(seedB);
 *   generate(outputSz) twice; output = second result.
 * seedASz >= 1; outputSz <= RNG_MAX_BLOCK_LEN (0 is allowed). */
int wc_RNG_HealthTest_ex(int reseed, const byte* nonce, word32 nonceSz,
                         const byte* seedA, word32 seedASz,
                         const byte* seedB, word32 seedBSz, byte* output,
                         word32 outputSz, void* heap, int devId)
{
    struct DRBG_internal drbg;
    int ret;
    int i;

    if ((seedA == NULL) || (seedASz == 0) || (output == NULL) ||
            ((nonce == NULL) && (nonceSz != 0)) ||
            (reseed && ((seedB == NULL) || (seedBSz == 0))) ||
            (outputSz > RNG_MAX_BLOCK_LEN))
        return BAD_FUNC_ARG;

    ret = drbg_instantiate(&drbg, seedA, seedASz, nonce, nonceSz, NULL, 0,
                           heap, devId);
    if ((ret == 0) && reseed)
        ret = drbg_reseed(&drbg, seedB, seedBSz);
    for (i = 0; ret == 0 && outputSz > 0 && i < 2; i++)
        ret = drbg_generate(&drbg, output, outputSz);
    if (ret != 0)
        ForceZero(output, outputSz);
    ForceZero(&drbg, sizeof(drbg));
    return ret;
}

int wc_RNG_HealthTest(int reseed, const byte* seedA, word32 seedASz,
                      const byte* seedB, word32 seedBSz, byte* output,
                      word32 outputSz)
{
    return wc_RNG_HealthTest_ex(reseed, NULL, 0, seedA, seedASz, seedB,
                                seedBSz, output, outputSz, NULL,
                                INVALID_DEVID);
}

int wc_GenerateSeed(OS_Seed* os, byte* output, word32 sz)
{
    (void)os;
    if (output == NULL)
        return BAD_FUNC_ARG;
    if (sz == 0)
        return 0;
    return seed_os(output, sz);
}

int wc_SetSeed_Cb(wc_RngSeed_Cb cb)
{
    rngSeedCb = cb;
    return 0;
}
