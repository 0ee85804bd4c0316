/* sha512.c
 *
 * SHA-512 and SHA-384 (FIPS 180-4 sections 5.3.4/5.3.5, 6.4, 6.5) behind
 * the wolfCrypt API of wolfssl/wolfcrypt/sha512.h.  Support layer: message
 * digests for ECDSA P-384/P-521 and RSA, HMAC/HKDF (hmac.c), the wc_Hash
 * helpers (hash.c).
 *
 * Same structure as sha256.c: 16 rounds unrolled per loop pass with the
 * working variables renamed rather than moved, the message schedule in a
 * 16-word ring with constant indices, whole blocks compressed straight
 * from the caller's buffer.  64-bit words suit RV64 and x86-64 directly.
 *
 * Data-independent timing: the work done depends only on the message
 * length, never on its contents.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sha512.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "hash_md.h"

#ifdef WOLFSSL_SHA512

/* Round constants: the first 64 bits of the fractional parts of the cube
 * roots of the first 80 primes (FIPS 180-4 4.2.3). */
static const word64 sha512_k[80] = {
    0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL,
    0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
    0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
    0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
    0xd807aa98a3030242ULL, 0x12835b0145706fbeULL,
    0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
    0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL,
    0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
    0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
    0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
    0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL,
    0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
    0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL,
    0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
    0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
    0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
    0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL,
    0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
    0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL,
    0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
    0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
    0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
    0xd192e819d6ef5218ULL, 0xd69906245565a910ULL,
    0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
    0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL,
    0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
    0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
    0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
    0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL,
    0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
    0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL,
    0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
    0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
    0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
    0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL,
    0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
    0x28db77f523047d84ULL, 0x32caab7b40c72493ULL,
    0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
    0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
    0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL
};

/* Initial values (FIPS 180-4 5.3.5): the first 64 bits of the fractional
 * parts of the square roots of the first 8 primes. */
static const word64 sha512_iv[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL,
    0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
    0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL
};

#ifdef WOLFSSL_SHA384
/* SHA-384 (5.3.4): the same for the 9th to 16th primes. */
static const word64 sha384_iv[8] = {
    0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL,
    0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
    0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
    0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL
};
#endif

/* FIPS 180-4 4.1.3 functions. */
#define SHA512_CH(x, y, z)   ((z) ^ ((x) & ((y) ^ (z))))
#define SHA512_MAJ(x, y, z)  (((x) & (y)) | ((z) & ((x) | (y))))
#define SHA512_BSIG0(x) \
    (rotrFixed64((x), 28) ^ rotrFixed64((x), 34) ^ rotrFixed64((x), 39))
#define SHA512_BSIG1(x) \
    (rotrFixed64((x), 14) ^ rotrFixed64((x), 18) ^ rotrFixed64((x), 41))
#define SHA512_SSIG0(x) \
    (rotrFixed64((x), 1) ^ rotrFixed64((x), 8) ^ ((x) >> 7))
#define SHA512_SSIG1(x) \
    (rotrFixed64((x), 19) ^ rotrFixed64((x), 61) ^ ((x) >> 6))

/* One round; the caller renames a..h between rounds (see sha256.c). */
#define SHA512_ROUND(a, b, c, d, e, f, g, h, j)                         \
    do {                                                                \
        word64 t1_ = (h) + SHA512_BSIG1(e) + SHA512_CH(e, f, g) +       \
                     k[j] + w[(j) & 15];                                \
        (d) += t1_;                                                     \
        (h) = t1_ + SHA512_BSIG0(a) + SHA512_MAJ(a, b, c);              \
    } while (0)

/* W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16], in the ring. */
#define SHA512_SCHED(j)                                                 \
    (w[(j) & 15] += SHA512_SSIG1(w[((j) + 14) & 15]) +                  \
                    w[((j) + 9) & 15] + SHA512_SSIG0(w[((j) + 1) & 15]))

#define SHA512_8ROUNDS(o)                                               \
    SHA512_ROUND(a, b, c, d, e, f, g, h, (o) + 0);                      \
    SHA512_ROUND(h, a, b, c, d, e, f, g, (o) + 1);                      \
    SHA512_ROUND(g, h, a, b, c, d, e, f, (o) + 2);                      \
    SHA512_ROUND(f, g, h, a, b, c, d, e, (o) + 3);                      \
    SHA512_ROUND(e, f, g, h, a, b, c, d, (o) + 4);                      \
    SHA512_ROUND(d, e, f, g, h, a, b, c, (o) + 5);                      \
    SHA512_ROUND(c, d, e, f, g, h, a, b, (o) + 6);                      \
    SHA512_ROUND(b, c, d, e, f, g, h, a, (o) + 7)

#define SHA512_SCHED8(o)                                                \
    SHA512_SCHED((o) + 0); SHA512_SCHED((o) + 1);                       \
    SHA512_SCHED((o) + 2); SHA512_SCHED((o) + 3);                       \
    SHA512_SCHED((o) + 4); SHA512_SCHED((o) + 5);                       \
    SHA512_SCHED((o) + 6); SHA512_SCHED((o) + 7)

/* Compress nBlocks consecutive 128-byte blocks at data into the chaining
 * value H[8] (FIPS 180-4 6.4.2).  data needs no alignment; it may not
 * overlap H. */
static void sha512_blocks(void* state, const byte* data, size_t nBlocks)
{
    word64* H = (word64*)state;
    word64 w[16];
    word64 a, b, c, d, e, f, g, h;
    const word64* k;
    int i, r;

    while (nBlocks-- > 0) {
        for (i = 0; i < 16; i++)
            w[i] = LoadBE64(data + 8 * i);
        a = H[0]; b = H[1]; c = H[2]; d = H[3];
        e = H[4]; f = H[5]; g = H[6]; h = H[7];

        k = sha512_k;
        SHA512_8ROUNDS(0);
        SHA512_8ROUNDS(8);
        for (r = 1; r < 5; r++) {
            k += 16;
            SHA512_SCHED8(0);
            SHA512_8ROUNDS(0);
            SHA512_SCHED8(8);
            SHA512_8ROUNDS(8);
        }

        H[0] += a; H[1] += b; H[2] += c; H[3] += d;
        H[4] += e; H[5] += f; H[6] += g; H[7] += h;
        data += WC_SHA512_BLOCK_SIZE;
    }
    /* The schedule holds message (maybe key) words: wipe it. */
    ForceZero(w, sizeof(w));
}

/* 128-byte blocks, 128-bit length field (FIPS 180-4 5.1.2). */
static const wc_MdAlg sha512_md = { 7, 16, sha512_blocks };

static void sha512_reset(wc_Sha512* s, const word64* iv, word32 digestSz)
{
    XMEMCPY(s->digest, iv, sizeof(s->digest));
    XMEMSET(s->buffer, 0, sizeof(s->buffer));
    s->buffLen = 0;
    s->total = 0;
    s->digestSz = digestSz;
}

static int sha512_init(wc_Sha512* s, const word64* iv, word32 digestSz,
                       void* heap, int devId)
{
    if (s == NULL)
        return BAD_FUNC_ARG;
    sha512_reset(s, iv, digestSz);
    s->heap = heap;
    s->devId = devId;
    return 0;
}

/* True when the object was initialised (and not freed) as SHA-512 or
 * SHA-384. */
static int sha512_ready(const wc_Sha512* s)
{
    return (s->buffLen < WC_SHA512_BLOCK_SIZE) &&
           ((s->digestSz == WC_SHA512_DIGEST_SIZE) ||
            (s->digestSz == WC_SHA384_DIGEST_SIZE));
}

/* Absorb len bytes (wc_MdUpdate).  The byte count is 64-bit (up to
 * 2^64 - 1 bytes; the 128-bit bit length of FIPS 180-4 is formed from it
 * at the end). */
static int sha512_update(wc_Sha512* s, const byte* data, word32 len)
{
    wc_MdState st;

    if (s == NULL)
        return BAD_FUNC_ARG;
    st = (wc_MdState)WC_MD_STATE(s, digest);
    return wc_MdUpdate(&sha512_md, &st, sha512_ready(s), data, len);
}

/* Pad (FIPS 180-4 5.1.2: 0x80, zeros, 128-bit big-endian bit length) and
 * write the 64-byte chaining value to out.  Clobbers the state. */
static void sha512_finish(wc_Sha512* s, byte out[WC_SHA512_DIGEST_SIZE])
{
    wc_MdState st = WC_MD_STATE(s, digest);
    int i;

    wc_MdPad(&sha512_md, &st);
    for (i = 0; i < 8; i++)
        StoreBE64(out + 8 * i, s->digest[i]);
}

/* Final for either variant: output outSz bytes, then start a new message
 * of the same variant. */
static int sha512_final(wc_Sha512* s, byte* hash, word32 outSz)
{
    byte full[WC_SHA512_DIGEST_SIZE];
    const word64* iv = sha512_iv;

    if ((s == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    if (!sha512_ready(s))
        return BAD_STATE_E;
    sha512_finish(s, full);
    XMEMCPY(hash, full, outSz);
    ForceZero(full, sizeof(full));
#ifdef WOLFSSL_SHA384
    if (s->digestSz == WC_SHA384_DIGEST_SIZE)
        iv = sha384_iv;
#endif
    sha512_reset(s, iv, s->digestSz);
    return 0;
}

/* Digest of the data so far; the running state is left as it was. */
static int sha512_get_hash(wc_Sha512* s, byte* hash, word32 outSz)
{
    wc_Sha512 tmp;
    int ret;

    if ((s == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    XMEMCPY(&tmp, s, sizeof(tmp));
    ret = sha512_final(&tmp, hash, outSz);
    ForceZero(&tmp, sizeof(tmp));
    return ret;
}

static int sha512_copy(const wc_Sha512* src, wc_Sha512* dst)
{
    if ((src == NULL) || (dst == NULL))
        return BAD_FUNC_ARG;
    if (src != dst)
        XMEMCPY(dst, src, sizeof(*dst));
    return 0;
}

int wc_InitSha512_ex(wc_Sha512* sha512, void* heap, int devId)
{
    return sha512_init(sha512, sha512_iv, WC_SHA512_DIGEST_SIZE, heap,
                       devId);
}

int wc_InitSha512(wc_Sha512* sha512)
{
    return wc_InitSha512_ex(sha512, NULL, INVALID_DEVID);
}

int wc_Sha512Update(wc_Sha512* sha512, const byte* data, word32 len)
{
    return sha512_update(sha512, data, len);
}

int wc_Sha512Final(wc_Sha512* sha512, byte* hash)
{
    return sha512_final(sha512, hash, WC_SHA512_DIGEST_SIZE);
}

int wc_Sha512GetHash(wc_Sha512* sha512, byte* hash)
{
    return sha512_get_hash(sha512, hash, WC_SHA512_DIGEST_SIZE);
}

int wc_Sha512FinalRaw(wc_Sha512* sha512, byte* hash)
{
    int i;

    if ((sha512 == NULL) || (hash == NULL))
        return BAD_FUNC_ARG;
    for (i = 0; i < 8; i++)
        StoreBE64(hash + 8 * i, sha512->digest[i]);
    return 0;
}

int wc_Sha512Copy(wc_Sha512* src, wc_Sha512* dst)
{
    return sha512_copy(src, dst);
}

void wc_Sha512Free(wc_Sha512* sha512)
{
    if (sha512 != NULL)
        ForceZero(sha512, sizeof(*sha512));
}

int wc_Sha512Hash_ex(const byte* data, word32 len, byte* hash, void* heap,
                     int devId)
{
    wc_Sha512 s;
    int ret;

    if ((hash == NULL) || ((data == NULL) && (len > 0)))
        return BAD_FUNC_ARG;
    ret = wc_InitSha512_ex(&s, heap, devId);
    if (ret == 0)
        ret = wc_Sha512Update(&s, data, len);
    if (ret == 0)
        ret = wc_Sha512Final(&s, hash);
    wc_Sha512Free(&s);
    return ret;
}

int wc_Sha512Hash(const byte* data, word32 len, byte* hash)
{
    return wc_Sha512Hash_ex(data, len, hash, NULL, INVALID_DEVID);
}

#ifdef WOLFSSL_SHA384

int wc_InitSha384_ex(wc_Sha384* sha384, void* heap, int devId)
{
    return sha512_init(sha384, sha384_iv, WC_SHA384_DIGEST_SIZE, heap,
                       devId);
}

int wc_InitSha384(wc_Sha384* sha384)
{
    return wc_InitSha384_ex(sha384, NULL, INVALID_DEVID);
}

int wc_Sha384Update(wc_Sha384* sha384, const byte* data, word32 len)
{
    return sha512_update(sha384, data, len);
}

int wc_Sha384Final(wc_Sha384* sha384, byte* hash)
{
    return sha512_final(sha384, hash, WC_SHA384_DIGEST_SIZE);
}

int wc_Sha384GetHash(wc_Sha384* sha384, byte* hash)
{
    return sha512_get_hash(sha384, hash, WC_SHA384_DIGEST_SIZE);
}

int wc_Sha384Copy(wc_Sha384* src, wc_Sha384* dst)
{
    return sha512_copy(src, dst);
}

void wc_Sha384Free(wc_Sha384* sha384)
{
    wc_Sha512Free(sha384);
}

int wc_Sha384Hash_ex(const byte* data, word32 len, byte* hash, void* heap,
                     int devId)
{
    wc_Sha384 s;
    int ret;

    if ((hash == NULL) || ((data == NULL) && (len > 0)))
        return BAD_FUNC_ARG;
    ret = wc_InitSha384_ex(&s, heap, devId);
    if (ret == 0)
        ret = wc_Sha384Update(&s, data, len);
    if (ret == 0)
        ret = wc_Sha384Final(&s, hash);
    wc_Sha384Free(&s);
    return ret;
}

int wc_Sha384Hash(const byte* data, word32 len, byte* hash)
{
    return wc_Sha384Hash_ex(data, len, hash, NULL, INVALID_DEVID);
}

#endif /* WOLFSSL_SHA384 */

#endif /* WOLFSSL_SHA512 */
