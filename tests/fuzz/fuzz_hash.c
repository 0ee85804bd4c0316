/* fuzz_hash.c
 *
 * libFuzzer target for the hash, HMAC and HKDF streaming APIs (sha*.c,
 * sm3.c, hash.c, hmac.c): every way of feeding the same bytes must give
 * the same answer.  Byte 0 picks the hash (bits 0-2: SHA-1, SHA-224,
 * SHA-256, SHA-384, SHA-512, SM3) and the mode (bits 3-4); byte 1 seeds
 * the chunk lengths (0 .. 2 blocks + 1, so updates of 0 bytes and of
 * exactly a block occur).
 *   hash: wc_Hash = wc_HashInit/Update(chunks)/Final = the type's own
 *         one-shot; GetHash after the first chunk = the prefix's hash;
 *         a Copy taken mid-stream finishes like the original.
 *   hmac: byte 2 = key length, the key, then the message: streaming =
 *         one update = RFC 2104 built here from the hash (the key hashed
 *         when longer than a block); after Final the object MACs the
 *         next message with the same key.
 *   hkdf: bytes 2, 3 = salt and info lengths, bytes 4-5 = output length
 *         L (up to 4 HashLen; with bit 5 of byte 0 near the limit of 255
 *         HashLen, on both sides of it), salt, info, then the key:
 *         wc_HKDF = Extract + Expand = RFC 5869 built on the HMAC above;
 *         L > 255 HashLen is BAD_FUNC_ARG; a shorter output is a prefix
 *         of a longer one.
 * Known answers (FIPS 180 / GB/T 32905 "abc", RFC 4231 case 2, RFC 5869
 * case 1) are checked once at start-up.  Test layer only.  With
 * FUZZ_SEED_DIR set, the initialiser writes one seed per hash and mode.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/hmac.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include "fuzz_common.h"

/* The per-type streaming calls, on the union. */
typedef struct {
    enum wc_HashType type;
    int (*gethash)(wc_HashAlg* h, byte* out);
    int (*copy)(wc_HashAlg* src, wc_HashAlg* dst);
    int (*oneshot)(const byte* in, word32 len, byte* out);
} hash_ops;

#define HASH_OPS(fld, name) \
    static int gh_##fld(wc_HashAlg* h, byte* o) \
    { return wc_##name##GetHash(&h->fld, o); } \
    static int cp_##fld(wc_HashAlg* s, wc_HashAlg* d) \
    { return wc_##name##Copy(&s->fld, &d->fld); }

HASH_OPS(sha, Sha)
HASH_OPS(sha224, Sha224)
HASH_OPS(sha256, Sha256)
HASH_OPS(sha384, Sha384)
HASH_OPS(sha512, Sha512)
HASH_OPS(sm3, Sm3)
#ifdef WOLFSSL_SHA3
/* SHA-3 shares one union member: one pair per digest size. */
#define SHA3_OPS(n) \
    static int gh_sha3_##n(wc_HashAlg* h, byte* o) \
    { return wc_Sha3_##n##_GetHash(&h->sha3, o); } \
    static int cp_sha3_##n(wc_HashAlg* s, wc_HashAlg* d) \
    { return wc_Sha3_##n##_Copy(&s->sha3, &d->sha3); }
SHA3_OPS(224)
SHA3_OPS(256)
SHA3_OPS(384)
SHA3_OPS(512)
#endif

static const hash_ops hashes[] = {
    { WC_HASH_TYPE_SHA, gh_sha, cp_sha, wc_ShaHash },
    { WC_HASH_TYPE_SHA224, gh_sha224, cp_sha224, wc_Sha224Hash },
    { WC_HASH_TYPE_SHA256, gh_sha256, cp_sha256, wc_Sha256Hash },
    { WC_HASH_TYPE_SHA384, gh_sha384, cp_sha384, wc_Sha384Hash },
    { WC_HASH_TYPE_SHA512, gh_sha512, cp_sha512, wc_Sha512Hash },
    { WC_HASH_TYPE_SM3, gh_sm3, cp_sm3, wc_Sm3Hash },
#ifdef WOLFSSL_SHA3
    { WC_HASH_TYPE_SHA3_224, gh_sha3_224, cp_sha3_224, wc_Sha3_224Hash },
    { WC_HASH_TYPE_SHA3_256, gh_sha3_256, cp_sha3_256, wc_Sha3_256Hash },
    { WC_HASH_TYPE_SHA3_384, gh_sha3_384, cp_sha3_384, wc_Sha3_384Hash },
    { WC_HASH_TYPE_SHA3_512, gh_sha3_512, cp_sha3_512, wc_Sha3_512Hash },
#endif
};
#define NHASH ((int)(sizeof(hashes) / sizeof(hashes[0])))

/* Chunk lengths: a small LCG seeded from the input. */
typedef struct {
    word32 s;
    word32 block;
} chunker;

static word32 next_chunk(chunker* c, word32 left)
{
    word32 n;

    c->s = c->s * 1103515245u + 12345u;
    n = (c->s >> 16) % (2 * c->block + 2);
    return (n < left) ? n : left;
}

/* Streams msg through h in chunks (h initialised). */
static void stream(wc_HashAlg* h, enum wc_HashType t, chunker* c,
                   const byte* msg, word32 len)
{
    word32 off = 0, n;

    while (off < len) {
        n = next_chunk(c, len - off);
        FUZZ_CHECK(wc_HashUpdate(h, t, msg + off, n) == 0);
        off += n;
    }
}

static void run_hash(const hash_ops* ho, byte seed, const byte* msg,
                     word32 len)
{
    byte ref[WC_MAX_DIGEST_SIZE], a[WC_MAX_DIGEST_SIZE];
    byte b[WC_MAX_DIGEST_SIZE];
    wc_HashAlg h, h2;
    chunker c;
    word32 first;
    int dsz = wc_HashGetDigestSize(ho->type);

    c.s = seed;
    c.block = (word32)wc_HashGetBlockSize(ho->type);
    FUZZ_CHECK(dsz > 0 && wc_Hash(ho->type, msg, len, ref, sizeof(ref)) == 0);
    FUZZ_CHECK(ho->oneshot(msg, len, a) == 0 && memcmp(a, ref, dsz) == 0);
    FUZZ_CHECK(wc_HashInit(&h, ho->type) == 0);
    /* First chunk, GetHash of the prefix, Copy, then the rest on both. */
    first = next_chunk(&c, len);
    FUZZ_CHECK(wc_HashUpdate(&h, ho->type, msg, first) == 0);
    FUZZ_CHECK(ho->gethash(&h, a) == 0);
    FUZZ_CHECK(wc_Hash(ho->type, msg, first, b, sizeof(b)) == 0 &&
               memcmp(a, b, dsz) == 0);
    FUZZ_CHECK(ho->copy(&h, &h2) == 0);
    stream(&h, ho->type, &c, msg + first, len - first);
    stream(&h2, ho->type, &c, msg + first, len - first);
    FUZZ_CHECK(wc_HashFinal(&h, ho->type, a) == 0 &&
               memcmp(a, ref, dsz) == 0);
    FUZZ_CHECK(wc_HashFinal(&h2, ho->type, b) == 0 &&
               memcmp(b, ref, dsz) == 0);
    (void)wc_HashFree(&h, ho->type);
    (void)wc_HashFree(&h2, ho->type);
}

/* RFC 2104 from the hash alone: H((K ^ opad) || H((K ^ ipad) || m)). */
static void ref_hmac(enum wc_HashType t, const byte* key, word32 keySz,
                     const byte* m1, word32 n1, const byte* m2, word32 n2,
                     byte* out)
{
    byte k[WC_MAX_BLOCK_SIZE], pad[WC_MAX_BLOCK_SIZE];
    byte inner[WC_MAX_DIGEST_SIZE];
    wc_HashAlg h;
    word32 bs = (word32)wc_HashGetBlockSize(t), i;
    int dsz = wc_HashGetDigestSize(t);

    memset(k, 0, sizeof(k));
    if (keySz > bs)
        FUZZ_CHECK(wc_Hash(t, key, keySz, k, sizeof(k)) == 0);
    else if (keySz > 0)
        memcpy(k, key, keySz);
    for (i = 0; i < bs; i++)
        pad[i] = (byte)(k[i] ^ IPAD);
    FUZZ_CHECK(wc_HashInit(&h, t) == 0 &&
               wc_HashUpdate(&h, t, pad, bs) == 0 &&
               wc_HashUpdate(&h, t, m1, n1) == 0 &&
               wc_HashUpdate(&h, t, m2, n2) == 0 &&
               wc_HashFinal(&h, t, inner) == 0);
    for (i = 0; i < bs; i++)
        pad[i] = (byte)(k[i] ^ OPAD);
    FUZZ_CHECK(wc_HashInit(&h, t) == 0 &&
               wc_HashUpdate(&h, t, pad, bs) == 0 &&
               wc_HashUpdate(&h, t, inner, (word32)dsz) == 0 &&
               wc_HashFinal(&h, t, out) == 0);
}

static void run_hmac(const hash_ops* ho, byte seed, fuzz_in* in)
{
    byte key[256], ref[WC_MAX_DIGEST_SIZE], a[WC_MAX_DIGEST_SIZE];
    word32 keySz = fuzz_bytes(in, key, fuzz_byte(in)), off, n, round;
    const byte* msg = in->p;
    word32 len = (word32)in->n;
    int dsz = wc_HmacSizeByType((int)ho->type);
    chunker c;
    Hmac h;

    c.s = seed;
    c.block = (word32)wc_HashGetBlockSize(ho->type);
    ref_hmac(ho->type, key, keySz, msg, len, NULL, 0, ref);
    FUZZ_CHECK(dsz > 0 && wc_HmacInit(&h, NULL, INVALID_DEVID) == 0);
    FUZZ_CHECK(wc_HmacSetKey(&h, (int)ho->type, key, keySz) == 0);
    FUZZ_CHECK(wc_HmacUpdate(&h, msg, len) == 0 &&
               wc_HmacFinal(&h, a) == 0 && memcmp(a, ref, dsz) == 0);
    /* The same object again, streamed: Final restarted it. */
    for (round = 0; round < 2; round++) {
        for (off = 0; off < len; off += n) {
            n = next_chunk(&c, len - off);
            FUZZ_CHECK(wc_HmacUpdate(&h, msg + off, n) == 0);
        }
        FUZZ_CHECK(wc_HmacFinal(&h, a) == 0 && memcmp(a, ref, dsz) == 0);
    }
    wc_HmacFree(&h);
}

/* RFC 5869 on ref_hmac. */
static void ref_hkdf(enum wc_HashType t, const byte* salt, word32 saltSz,
                     const byte* ikm, word32 ikmSz, const byte* info,
                     word32 infoSz, byte* out, word32 outSz)
{
    byte prk[WC_MAX_DIGEST_SIZE], tb[WC_MAX_DIGEST_SIZE + 256 + 1];
    byte zeros[WC_MAX_DIGEST_SIZE], blk[WC_MAX_DIGEST_SIZE];
    word32 dsz = (word32)wc_HashGetDigestSize(t), done = 0, tl = 0, n;
    byte ctr = 1;

    memset(zeros, 0, sizeof(zeros));
    if (saltSz == 0)
        ref_hmac(t, zeros, dsz, ikm, ikmSz, NULL, 0, prk);
    else
        ref_hmac(t, salt, saltSz, ikm, ikmSz, NULL, 0, prk);
    while (done < outSz) {
        memcpy(tb + tl, info, infoSz);
        tb[tl + infoSz] = ctr++;
        ref_hmac(t, prk, dsz, tb, tl + infoSz + 1, NULL, 0, blk);
        n = (outSz - done < dsz) ? outSz - done : dsz;
        memcpy(out + done, blk, n);
        memcpy(tb, blk, dsz);
        tl = dsz;
        done += n;
    }
}

static void run_hkdf(const hash_ops* ho, int nearMax, fuzz_in* in)
{
    static byte ref[255 * WC_MAX_DIGEST_SIZE + 64];
    static byte a[255 * WC_MAX_DIGEST_SIZE + 64];
    static byte b[255 * WC_MAX_DIGEST_SIZE + 64];
    byte salt[256], info[256], prk[WC_MAX_DIGEST_SIZE];
    word32 saltLen = fuzz_byte(in), infoLen = fuzz_byte(in), saltSz, infoSz;
    word32 dsz = (word32)wc_HashGetDigestSize(ho->type), L, L2;
    int t = (int)ho->type;

    L = (word32)fuzz_byte(in) << 8;
    L |= fuzz_byte(in);
    L = nearMax ? 255 * dsz - 2 + L % 5 : L % (4 * dsz + 1);
    saltSz = fuzz_bytes(in, salt, saltLen);
    infoSz = fuzz_bytes(in, info, infoLen);
    if (L > 255 * dsz) {
        FUZZ_CHECK(wc_HKDF(t, in->p, (word32)in->n, salt, saltSz, info,
                           infoSz, a, L) == BAD_FUNC_ARG);
        L = 255 * dsz;
    }
    ref_hkdf(ho->type, salt, saltSz, in->p, (word32)in->n, info, infoSz,
             ref, L);
    FUZZ_CHECK(wc_HKDF(t, in->p, (word32)in->n, salt, saltSz, info, infoSz,
                       a, L) == 0 && memcmp(a, ref, L) == 0);
    FUZZ_CHECK(wc_HKDF_Extract(t, salt, saltSz, in->p, (word32)in->n,
                               prk) == 0);
    FUZZ_CHECK(wc_HKDF_Expand(t, prk, dsz, info, infoSz, b, L) == 0 &&
               memcmp(b, ref, L) == 0);
    /* A shorter output is a prefix. */
    L2 = L / 3;
    FUZZ_CHECK(wc_HKDF_Expand(t, prk, dsz, info, infoSz, b, L2) == 0 &&
               memcmp(b, ref, L2) == 0);
}

/* Known answers, once. */
static void known_answers(void)
{
    static const byte sha256abc[32] = {
        0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40,
        0xde, 0x5d, 0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17,
        0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad };
    static const byte sm3abc[32] = {
        0x66, 0xc7, 0xf0, 0xf4, 0x62, 0xee, 0xed, 0xd9, 0xd1, 0xf2, 0xd4,
        0x6b, 0xdc, 0x10, 0xe4, 0xe2, 0x41, 0x67, 0xc4, 0x87, 0x5c, 0xf2,
        0xf7, 0xa2, 0x29, 0x7d, 0xa0, 0x2b, 0x8f, 0x4b, 0xa8, 0xe0 };
    /* RFC 4231 test case 2: key "Jefe". */
    static const byte hmac2[32] = {
        0x5b, 0xdc, 0xc1, 0x46, 0xbf, 0x60, 0x75, 0x4e, 0x6a, 0x04, 0x24,
        0x26, 0x08, 0x95, 0x75, 0xc7, 0x5a, 0x00, 0x3f, 0x08, 0x9d, 0x27,
        0x39, 0x83, 0x9d, 0xec, 0x58, 0xb9, 0x64, 0xec, 0x38, 0x43 };
    /* RFC 5869 test case 1 (first 16 of 42 bytes). */
    static const byte okm1[16] = {
        0x3c, 0xb2, 0x5f, 0x25, 0xfa, 0xac, 0xd5, 0x7a, 0x90, 0x43, 0x4f,
        0x64, 0xd0, 0x36, 0x2f, 0x2a };
    static const byte salt1[13] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                    12 };
    static const byte info1[10] = { 0xf0, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5,
                                    0xf6, 0xf7, 0xf8, 0xf9 };
    static const char what[] = "what do ya want for nothing?";
    byte ikm[22], out[42];
    Hmac h;

    FUZZ_CHECK(wc_Hash(WC_HASH_TYPE_SHA256, (const byte*)"abc", 3, out,
                       sizeof(out)) == 0 && memcmp(out, sha256abc, 32) == 0);
    FUZZ_CHECK(wc_Hash(WC_HASH_TYPE_SM3, (const byte*)"abc", 3, out,
                       sizeof(out)) == 0 && memcmp(out, sm3abc, 32) == 0);
    FUZZ_CHECK(wc_HmacInit(&h, NULL, INVALID_DEVID) == 0 &&
               wc_HmacSetKey(&h, WC_SHA256, (const byte*)"Jefe", 4) == 0 &&
               wc_HmacUpdate(&h, (const byte*)what, sizeof(what) - 1) == 0 &&
               wc_HmacFinal(&h, out) == 0 && memcmp(out, hmac2, 32) == 0);
    wc_HmacFree(&h);
    memset(ikm, 0x0b, sizeof(ikm));
    FUZZ_CHECK(wc_HKDF(WC_SHA256, ikm, sizeof(ikm), salt1, sizeof(salt1),
                       info1, sizeof(info1), out, sizeof(out)) == 0 &&
               memcmp(out, okm1, sizeof(okm1)) == 0);
}

static void make_seeds(const char* dir)
{
    byte in[200];
    char name[32];
    int hi, mode;

    for (hi = 0; hi < NHASH; hi++) {
        for (mode = 0; mode < 3; mode++) {
            memset(in, 0x61 + hi, sizeof(in));
            in[0] = (byte)((hi & 7) | ((hi & 0x18) << 3) | (mode << 3));
            in[1] = (byte)(17 * hi + mode);
            in[2] = (byte)(mode == 1 ? 70 : 13);
            snprintf(name, sizeof(name), "h%d_m%d", hi, mode);
            fuzz_seed_write(dir, name, -1, in, sizeof(in));
        }
    }
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    (void)argc;
    (void)argv;
    known_answers();
    fuzz_maybe_seed(make_seeds);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    fuzz_in in;
    const hash_ops* ho;
    byte sel, seed;

    in.p = data;
    in.n = size;
    sel = fuzz_byte(&in);
    seed = fuzz_byte(&in);
    ho = &hashes[((sel & 7) | ((sel & 0xc0) >> 3)) % NHASH];
    switch ((sel >> 3) & 3) {
        case 1:
            run_hmac(ho, seed, &in);
            break;
        case 2:
            run_hkdf(ho, (sel >> 5) & 1, &in);
            break;
        default:
            run_hash(ho, seed, in.p, (word32)in.n);
            break;
    }
    return 0;
}
