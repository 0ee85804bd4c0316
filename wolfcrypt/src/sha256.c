/* sha256.c
 *
 * SHA-256 and SHA-224 (FIPS 180-4 sections 5.3.2/5.3.3, 6.2, 6.3) behind
 * the wolfCrypt API of wolfssl/wolfcrypt/sha256.h.  Support layer: used by
 * the Hash_DRBG (random.c), HMAC/HKDF (hmac.c), the wc_Hash helpers
 * (hash.c) and the signature code.
 *
 * The compression function is written for speed on in-order 64-bit cores:
 * 16 rounds are unrolled per loop pass with the eight working variables
 * renamed instead of moved, and the message schedule lives in a 16-word
 * ring so that every index is a compile-time constant.  It runs over any
 * number of consecutive blocks straight from the caller's buffer; only a
 * trailing partial block is copied into the object.
 *
 * Data-independent timing: the work done depends only on the message
 * length, never on its contents (no tables indexed by data).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "hash_md.h"

/* Round constants: the first 32 bits of the fractional parts of the cube
 * roots of the first 64 primes (FIPS 180-4 4.2.2). */
static const word32 sha256_k[64] = {
    0x428a2f98U, 0x71374491U, 0xb5c0fbcfU, 0xe9b5dba5U,
    0x3956c25bU, 0x59f111f1U, 0x923f82a4U, 0xab1c5ed5U,
    0xd807aa98U, 0x12835b01U, 0x243185beU, 0x550c7dc3U,
    0x72be5d74U, 0x80deb1feU, 0x9bdc06a7U, 0xc19bf174U,
    0xe49b69c1U, 0xefbe4786U, 0x0fc19dc6U, 0x240ca1ccU,
    0x2de92c6fU, 0x4a7484aaU, 0x5cb0a9dcU, 0x76f988daU,
    0x983e5152U, 0xa831c66dU, 0xb00327c8U, 0xbf597fc7U,
    0xc6e00bf3U, 0xd5a79147U, 0x06ca6351U, 0x14292967U,
    0x27b70a85U, 0x2e1b2138U, 0x4d2c6dfcU, 0x53380d13U,
    0x650a7354U, 0x766a0abbU, 0x81c2c92eU, 0x92722c85U,
    0xa2bfe8a1U, 0xa81a664bU, 0xc24b8b70U, 0xc76c51a3U,
    0xd192e819U, 0xd6990624U, 0xf40e3585U, 0x106aa070U,
    0x19a4c116U, 0x1e376c08U, 0x2748774cU, 0x34b0bcb5U,
    0x391c0cb3U, 0x4ed8aa4aU, 0x5b9cca4fU, 0x682e6ff3U,
    0x748f82eeU, 0x78a5636fU, 0x84c87814U, 0x8cc70208U,
    0x90befffaU, 0xa4506cebU, 0xbef9a3f7U, 0xc67178f2U
};

/* Initial values (FIPS 180-4 5.3.3): SHA-256 takes the first 32 bits of
 * the fractional parts of the square roots of the first 8 primes. */
static const word32 sha256_iv[8] = {
    0x6a09e667U, 0xbb67ae85U, 0x3c6ef372U, 0xa54ff53aU,
    0x510e527fU, 0x9b05688cU, 0x1f83d9abU, 0x5be0cd19U
};

#ifdef WOLFSSL_SHA224
/* SHA-224 (5.3.2): the second 32 bits of the fractional parts of the
 * square roots of the 9th to 16th primes. */
static const word32 sha224_iv[8] = {
    0xc1059ed8U, 0x367cd507U, 0x3070dd17U, 0xf70e5939U,
    0xffc00b31U, 0x68581511U, 0x64f98fa7U, 0xbefa4fa4U
};
#endif

/* FIPS 180-4 4.1.2 functions. */
#define SHA256_CH(x, y, z)   ((z) ^ ((x) & ((y) ^ (z))))
#define SHA256_MAJ(x, y, z)  (((x) & (y)) | ((z) & ((x) | (y))))
#define SHA256_BSIG0(x) \
    (rotrFixed((x), 2) ^ rotrFixed((x), 13) ^ rotrFixed((x), 22))
#define SHA256_BSIG1(x) \
    (rotrFixed((x), 6) ^ rotrFixed((x), 11) ^ rotrFixed((x), 25))
#define SHA256_SSIG0(x) \
    (rotrFixed((x), 7) ^ rotrFixed((x), 18) ^ ((x) >> 3))
#define SHA256_SSIG1(x) \
    (rotrFixed((x), 17) ^ rotrFixed((x), 19) ^ ((x) >> 10))

/* One round, t = r + j: the caller renames the variables so that a..h of
 * round t+1 are h,a,b,..,g of round t (only d and h are written). */
#define SHA256_ROUND(a, b, c, d, e, f, g, h, j)                         \
    do {                                                                \
        word32 t1_ = (h) + SHA256_BSIG1(e) + SHA256_CH(e, f, g) +       \
                     k[j] + w[(j) & 15];                                \
        (d) += t1_;                                                     \
        (h) = t1_ + SHA256_BSIG0(a) + SHA256_MAJ(a, b, c);              \
    } while (0)

/* Message schedule step for rounds 16..63, in place in the 16-word ring:
 * W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]. */
#define SHA256_SCHED(j)                                                 \
    (w[(j) & 15] += SHA256_SSIG1(w[((j) + 14) & 15]) +                  \
                    w[((j) + 9) & 15] + SHA256_SSIG0(w[((j) + 1) & 15]))

#define SHA256_8ROUNDS(o)                                               \
    SHA256_ROUND(a, b, c, d, e, f, g, h, (o) + 0);                      \
    SHA256_ROUND(h, a, b, c, d, e, f, g, (o) + 1);                      \
    SHA256_ROUND(g, h, a, b, c, d, e, f, (o) + 2);                      \
    SHA256_ROUND(f, g, h, a, b, c, d, e, (o) + 3);                      \
    SHA256_ROUND(e, f, g, h, a, b, c, d, (o) + 4);                      \
    SHA256_ROUND(d, e, f, g, h, a, b, c, (o) + 5);                      \
    SHA256_ROUND(c, d, e, f, g, h, a, b, (o) + 6);                      \
    SHA256_ROUND(b, c, d, e, f, g, h, a, (o) + 7)

#define SHA256_SCHED8(o)                                                \
    SHA256_SCHED((o) + 0); SHA256_SCHED((o) + 1);                       \
    SHA256_SCHED((o) + 2); SHA256_SCHED((o) + 3);                       \
    SHA256_SCHED((o) + 4); SHA256_SCHED((o) + 5);                       \
    SHA256_SCHED((o) + 6); SHA256_SCHED((o) + 7)

/* Compress nBlocks consecutive 64-byte blocks at data into the chaining
 * value H[8] (FIPS 180-4 6.2.2).  data needs no alignment; it may not
 * overlap H. */
static void sha256_blocks(void* state, const byte* data, size_t nBlocks)
{
    word32* H = (word32*)state;
    word32 w[16];
    word32 a, b, c, d, e, f, g, h;
    const word32* k;
    int i, r;

    while (nBlocks-- > 0) {
        for (i = 0; i < 16; i++)
            w[i] = LoadBE32(data + 4 * i);
        a = H[0]; b = H[1]; c = H[2]; d = H[3];
        e = H[4]; f = H[5]; g = H[6]; h = H[7];

        k = sha256_k;
        SHA256_8ROUNDS(0);
        SHA256_8ROUNDS(8);
        for (r = 1; r < 4; r++) {
            k += 16;
            SHA256_SCHED8(0);
            SHA256_8ROUNDS(0);
            SHA256_SCHED8(8);
            SHA256_8ROUNDS(8);
        }

        H[0] += a; H[1] += b; H[2] += c; H[3] += d;
        H[4] += e; H[5] += f; H[6] += g; H[7] += h;
        data += WC_SHA256_BLOCK_SIZE;
    }
    /* The schedule holds message (maybe key) words: wipe it. */
    ForceZero(w, sizeof(w));
}

static const wc_MdAlg sha256_md = { 6, 8, sha256_blocks };  /* 64 bytes */

/* Reset to the start of a message with the given initial value. */
static void sha256_reset(wc_Sha256* s, const word32* iv, word32 digestSz)
{
    XMEMCPY(s->digest, iv, sizeof(s->digest));
    XMEMSET(s->buffer, 0, sizeof(s->buffer));
    s->buffLen = 0;
    s->total = 0;
    s->digestSz = digestSz;
}

static int sha256_init(wc_Sha256* s, const word32* iv, word32 digestSz,
                       void* heap, int devId)
{
    if (s == NULL)
        return BAD_FUNC_ARG;
    sha256_reset(s, iv, digestSz);
    s->heap = heap;
    s->devId = devId;
    return 0;
}

/* True when the object was initialised (and not freed) as SHA-256 or
 * SHA-224. */
static int sha256_ready(const wc_Sha256* s)
{
    return (s->buffLen < WC_SHA256_BLOCK_SIZE) &&
           ((s->digestSz == WC_SHA256_DIGEST_SIZE) ||
            (s->digestSz == WC_SHA224_DIGEST_SIZE));
}

/* Absorb len bytes (wc_MdUpdate; messages up to 2^61 - 1 bytes, the
 * FIPS 180-4 limit of 2^64 - 1 bits). */
static int sha256_update(wc_Sha256* s, const byte* data, word32 len)
{
    wc_MdState st;

    if (s == NULL)
        return BAD_FUNC_ARG;
    st = (wc_MdState)WC_MD_STATE(s, digest);
    return wc_MdUpdate(&sha256_md, &st, sha256_ready(s), data, len);
}

/* Pad (FIPS 180-4 5.1.1) and write the full 32-byte chaining value to out.
 * Changes s->digest and s->buffer: callers reset or work on a copy. */
static void sha256_finish(wc_Sha256* s, byte out[WC_SHA256_DIGEST_SIZE])
{
    wc_MdState st = WC_MD_STATE(s, digest);
    int i;

    wc_MdPad(&sha256_md, &st);
    for (i = 0; i < 8; i++)
        StoreBE32(out + 4 * i, s->digest[i]);
}

/* Final for either variant: output outSz bytes, then start a new message
 * of the same variant. */
static int sha256_final(wc_Sha256* s, byte* hash, word32 outSz)
{
    byte full[WC_SHA256_DIGEST_SIZE];
    const word32* iv = sha256_iv;

    if ((s == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    if (!sha256_ready(s))
        return BAD_STATE_E;
    sha256_finish(s, full);
    XMEMCPY(hash, full, outSz);
    ForceZero(full, sizeof(full));
#ifdef WOLFSSL_SHA224
    if (s->digestSz == WC_SHA224_DIGEST_SIZE)
        iv = sha224_iv;
#endif
    sha256_reset(s, iv, s->digestSz);
    return 0;
}

/* Digest of the data so far; the running state is left as it was. */
static int sha256_get_hash(wc_Sha256* s, byte* hash, word32 outSz)
{
    wc_Sha256 tmp;
    int ret;

    if ((s == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    XMEMCPY(&tmp, s, sizeof(tmp));
    ret = sha256_final(&tmp, hash, outSz);
    ForceZero(&tmp, sizeof(tmp));
    return ret;
}

static int sha256_copy(const wc_Sha256* src, wc_Sha256* dst)
{
    if ((src == NULL) || (dst == NULL))
        return BAD_FUNC_ARG;
    if (src != dst)
        XMEMCPY(dst, src, sizeof(*dst));
    return 0;
}

int wc_InitSha256_ex(wc_Sha256* sha256, void* heap, int devId)
{
    return sha256_init(sha256, sha256_iv, WC_SHA256_DIGEST_SIZE, heap,
                       devId);
}

int wc_InitSha256(wc_Sha256* sha256)
{
    return wc_InitSha256_ex(sha256, NULL, INVALID_DEVID);
}

int wc_Sha256Update(wc_Sha256* sha256, const byte* data, word32 len)
{
    return sha256_update(sha256, data, len);
}

int wc_Sha256Final(wc_Sha256* sha256, byte* hash)
{
    return sha256_final(sha256, hash, WC_SHA256_DIGEST_SIZE);
}

int wc_Sha256GetHash(wc_Sha256* sha256, byte* hash)
{
    return sha256_get_hash(sha256, hash, WC_SHA256_DIGEST_SIZE);
}

int wc_Sha256FinalRaw(wc_Sha256* sha256, byte* hash)
{
    int i;

    if ((sha256 == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    for (i = 0; i < 8; i++)
        StoreBE32(hash + 4 * i, sha256->digest[i]);
    return 0;
}

int wc_Sha256Copy(wc_Sha256* src, wc_Sha256* dst)
{
    return sha256_copy(src, dst);
}

void wc_Sha256Free(wc_Sha256* sha256)
{
    if (sha256 != NULL)
        ForceZero(sha256, sizeof(*sha256));
}

int wc_Sha256Hash_ex(const byte* data, word32 len, byte* hash, void* heap,
                     int devId)
{
    wc_Sha256 s;
    int ret;

    if ((hash == NULL) || ((data == NULL) && (len > 0)))
        return BAD_FUNC_ARG;
    ret = wc_InitSha256_ex(&s, heap, devId);
    if (ret == 0)
        ret = wc_Sha256Update(&s, data, len);
    if (ret == 0)
        ret = wc_Sha256Final(&s, hash);
    wc_Sha256Free(&s);
    return ret;
}

int wc_Sha256Hash(const byte* data, word32 len, byte* hash)
{
    return wc_Sha256Hash_ex(data, len, hash, NULL, INVALID_DEVID);
}

#ifdef WOLFSSL_SHA224

int wc_InitSha224_ex(wc_Sha224* sha224, void* heap, int devId)
{
    return sha256_init(sha224, sha224_iv, WC_SHA224_DIGEST_SIZE, heap,
                       devId);
}

int wc_InitSha224(wc_Sha224* sha224)
{
    return wc_InitSha224_ex(sha224, NULL, INVALID_DEVID);
}

int wc_Sha224Update(wc_Sha224* sha224, const byte* data, word32 len)
{
    return sha256_update(sha224, data, len);
}

int wc_Sha224Final(wc_Sha224* sha224, byte* hash)
{
    return sha256_final(sha224, hash, WC_SHA224_DIGEST_SIZE);
}

int wc_Sha224GetHash(wc_Sha224* sha224, byte* hash)
{
    return sha256_get_hash(sha224, hash, WC_SHA224_DIGEST_SIZE);
}

int wc_Sha224Copy(wc_Sha224* src, wc_Sha224* dst)
{
    return sha256_copy(src, dst);
}

void wc_Sha224Free(wc_Sha224* sha224)
{
    wc_Sha256Free(sha224);
}

int wc_Sha224Hash_ex(const byte* data, word32 len, byte* hash, void* heap,
                     int devId)
{
    wc_Sha224 s;
    int ret;

    if ((hash == NULL) || ((data == NULL) && (len > 0)))
        return BAD_FUNC_ARG;
    ret = wc_InitSha224_ex(&s, heap, devId);
    if (ret == 0)
        ret = wc_Sha224Update(&s, data, len);
    if (ret == 0)
        ret = wc_Sha224Final(&s, hash);
    wc_Sha224Free(&s);
    return ret;
}

int wc_Sha224Hash(const byte* data, word32 len, byte* hash)
{
    return wc_Sha224Hash_ex(data, len, hash, NULL, INVALID_DEVID);
}

#endif /* WOLFSSL_SHA224 */
