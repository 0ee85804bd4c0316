/* hash.c
 *
 * Hash dispatch by type id (wolfssl/wolfcrypt/hash.h): sizes, one-shot
 * wc_Hash and streaming wc_HashInit/Update/Final/Free.  Support layer,
 * above sha.c, sha256.c, sha512.c, sm3.c and sha3.c; used by hmac.c and the
 * signature code.
 *
 * One table row per compiled-in hash names its sizes and four adapters
 * that call the per-algorithm API on the matching member of wc_HashAlg.
 * Error rules: a type the enum names but this build lacks gives
 * HASH_TYPE_E; WC_HASH_TYPE_NONE or a value outside the enum gives
 * BAD_FUNC_ARG.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>

/* The short names of the per-algorithm headers must equal the enum. */
typedef char hash_id_check[
    (WC_SHA == WC_HASH_TYPE_SHA && WC_SHA224 == WC_HASH_TYPE_SHA224 &&
     WC_SHA256 == WC_HASH_TYPE_SHA256 && WC_SHA384 == WC_HASH_TYPE_SHA384 &&
     WC_SHA512 == WC_HASH_TYPE_SHA512 && WC_SM3 == WC_HASH_TYPE_SM3 &&
     (int)WC_SHA3_224 == (int)WC_HASH_TYPE_SHA3_224 &&
     (int)WC_SHA3_256 == (int)WC_HASH_TYPE_SHA3_256 &&
     (int)WC_SHA3_384 == (int)WC_HASH_TYPE_SHA3_384 &&
     (int)WC_SHA3_512 == (int)WC_HASH_TYPE_SHA3_512 &&
     (int)WC_SHAKE128 == (int)WC_HASH_TYPE_SHAKE128 &&
     (int)WC_SHAKE256 == (int)WC_HASH_TYPE_SHAKE256 &&
     WC_MAX_DIGEST_SIZE == WC_SHA512_DIGEST_SIZE &&
#ifdef WOLFSSL_SHA3
     WC_MAX_BLOCK_SIZE == WC_SHA3_224_BLOCK_SIZE
#else
     WC_MAX_BLOCK_SIZE == WC_SHA512_BLOCK_SIZE
#endif
    ) ? 1 : -1];

typedef int  (*hash_init_fn)(wc_HashAlg* h, void* heap, int devId);
typedef int  (*hash_update_fn)(wc_HashAlg* h, const byte* d, word32 n);
typedef int  (*hash_final_fn)(wc_HashAlg* h, byte* out);
typedef void (*hash_free_fn)(wc_HashAlg* h);

typedef struct hash_desc {
    enum wc_HashType type;
    word32           digestSz;
    word32           blockSz;
    hash_init_fn     init;
    hash_update_fn   update;
    hash_final_fn    final;
    hash_free_fn     free;
} hash_desc;

/* Adapters: one family per algorithm, each forwarding to the public API
 * on the union member of that algorithm. */
#define HASH_ADAPTERS(name, member, initEx, upd, fin, fr)               \
    static int name##_init(wc_HashAlg* h, void* heap, int devId)        \
    {                                                                   \
        return initEx(&h->member, heap, devId);                         \
    }                                                                   \
    static int name##_update(wc_HashAlg* h, const byte* d, word32 n)    \
    {                                                                   \
        return upd(&h->member, d, n);                                   \
    }                                                                   \
    static int name##_final(wc_HashAlg* h, byte* out)                   \
    {                                                                   \
        return fin(&h->member, out);                                    \
    }                                                                   \
    static void name##_free(wc_HashAlg* h)                              \
    {                                                                   \
        fr(&h->member);                                                 \
    }

#define HASH_ROW(name, type, dsz, bsz) \
    { type, dsz, bsz, name##_init, name##_update, name##_final, name##_free }

#ifndef NO_SHA
HASH_ADAPTERS(hsha1, sha, wc_InitSha_ex, wc_ShaUpdate, wc_ShaFinal,
              wc_ShaFree)
#endif
#ifdef WOLFSSL_SHA224
HASH_ADAPTERS(hsha224, sha224, wc_InitSha224_ex, wc_Sha224Update,
              wc_Sha224Final, wc_Sha224Free)
#endif
HASH_ADAPTERS(hsha256, sha256, wc_InitSha256_ex, wc_Sha256Update,
              wc_Sha256Final, wc_Sha256Free)
#ifdef WOLFSSL_SHA384
HASH_ADAPTERS(hsha384, sha384, wc_InitSha384_ex, wc_Sha384Update,
              wc_Sha384Final, wc_Sha384Free)
#endif
#ifdef WOLFSSL_SHA512
HASH_ADAPTERS(hsha512, sha512, wc_InitSha512_ex, wc_Sha512Update,
              wc_Sha512Final, wc_Sha512Free)
#endif
#ifdef WOLFSSL_SM3
HASH_ADAPTERS(hsm3, sm3, wc_InitSm3, wc_Sm3Update, wc_Sm3Final,
              wc_Sm3Free)
#endif
#ifdef WOLFSSL_SHA3
HASH_ADAPTERS(hsha3_224, sha3, wc_InitSha3_224, wc_Sha3_224_Update,
              wc_Sha3_224_Final, wc_Sha3_224_Free)
HASH_ADAPTERS(hsha3_256, sha3, wc_InitSha3_256, wc_Sha3_256_Update,
              wc_Sha3_256_Final, wc_Sha3_256_Free)
HASH_ADAPTERS(hsha3_384, sha3, wc_InitSha3_384, wc_Sha3_384_Update,
              wc_Sha3_384_Final, wc_Sha3_384_Free)
HASH_ADAPTERS(hsha3_512, sha3, wc_InitSha3_512, wc_Sha3_512_Update,
              wc_Sha3_512_Final, wc_Sha3_512_Free)
#endif

static const hash_desc hash_table[] = {
#ifndef NO_SHA
    HASH_ROW(hsha1, WC_HASH_TYPE_SHA, WC_SHA_DIGEST_SIZE,
             WC_SHA_BLOCK_SIZE),
#endif
#ifdef WOLFSSL_SHA224
    HASH_ROW(hsha224, WC_HASH_TYPE_SHA224, WC_SHA224_DIGEST_SIZE,
             WC_SHA224_BLOCK_SIZE),
#endif
    HASH_ROW(hsha256, WC_HASH_TYPE_SHA256, WC_SHA256_DIGEST_SIZE,
             WC_SHA256_BLOCK_SIZE),
#ifdef WOLFSSL_SHA384
    HASH_ROW(hsha384, WC_HASH_TYPE_SHA384, WC_SHA384_DIGEST_SIZE,
             WC_SHA384_BLOCK_SIZE),
#endif
#ifdef WOLFSSL_SHA512
    HASH_ROW(hsha512, WC_HASH_TYPE_SHA512, WC_SHA512_DIGEST_SIZE,
             WC_SHA512_BLOCK_SIZE),
#endif
#ifdef WOLFSSL_SM3
    HASH_ROW(hsm3, WC_HASH_TYPE_SM3, WC_SM3_DIGEST_SIZE,
             WC_SM3_BLOCK_SIZE),
#endif
#ifdef WOLFSSL_SHA3
    HASH_ROW(hsha3_224, WC_HASH_TYPE_SHA3_224, WC_SHA3_224_DIGEST_SIZE,
             WC_SHA3_224_BLOCK_SIZE),
    HASH_ROW(hsha3_256, WC_HASH_TYPE_SHA3_256, WC_SHA3_256_DIGEST_SIZE,
             WC_SHA3_256_BLOCK_SIZE),
    HASH_ROW(hsha3_384, WC_HASH_TYPE_SHA3_384, WC_SHA3_384_DIGEST_SIZE,
             WC_SHA3_384_BLOCK_SIZE),
    HASH_ROW(hsha3_512, WC_HASH_TYPE_SHA3_512, WC_SHA3_512_DIGEST_SIZE,
             WC_SHA3_512_BLOCK_SIZE),
#endif
};

#define HASH_TABLE_LEN ((int)(sizeof(hash_table) / sizeof(hash_table[0])))

/* Descriptor of type, or NULL with *err set to HASH_TYPE_E (named by the
 * enum, not built) or BAD_FUNC_ARG (NONE / outside the enum). */
static const hash_desc* hash_find(enum wc_HashType type, int* err)
{
    int i;
    int t = (int)type;

    for (i = 0; i < HASH_TABLE_LEN; i++) {
        if ((int)hash_table[i].type == t)
            return &hash_table[i];
    }
    if (t > (int)WC_HASH_TYPE_NONE && t <= (int)WC_HASH_TYPE_MAX)
        *err = HASH_TYPE_E;
    else
        *err = BAD_FUNC_ARG;
    return NULL;
}

int wc_HashGetDigestSize(enum wc_HashType hash_type)
{
    int err = 0;
    const hash_desc* d = hash_find(hash_type, &err);
    return d != NULL ? (int)d->digestSz : err;
}

int wc_HashGetBlockSize(enum wc_HashType hash_type)
{
    int err = 0;
    const hash_desc* d = hash_find(hash_type, &err);
    return d != NULL ? (int)d->blockSz : err;
}

int wc_Hash_ex(enum wc_HashType hash_type, const byte* data,
               word32 data_len, byte* hash, word32 hash_len, void* heap,
               int devId)
{
    wc_HashAlg alg;
    int err = 0;
    int ret;
    const hash_desc* d = hash_find(hash_type, &err);

    if (d == NULL)
        return err;
    if (hash == NULL || (data == NULL && data_len > 0))
        return BAD_FUNC_ARG;
    if (hash_len < d->digestSz)
        return BUFFER_E;
    ret = d->init(&alg, heap, devId);
    if (ret == 0)
        ret = d->update(&alg, data, data_len);
    if (ret == 0)
        ret = d->final(&alg, hash);
    d->free(&alg);
    return ret;
}

int wc_Hash(enum wc_HashType hash_type, const byte* data, word32 data_len,
            byte* hash, word32 hash_len)
{
    return wc_Hash_ex(hash_type, data, data_len, hash, hash_len, NULL,
                      INVALID_DEVID);
}

int wc_HashInit_ex(wc_HashAlg* hash, enum wc_HashType type, void* heap,
                   int devId)
{
    int err = 0;
    const hash_desc* d;

    if (hash == NULL)
        return BAD_FUNC_ARG;
    d = hash_find(type, &err);
    return d != NULL ? d->init(hash, heap, devId) : err;
}

int wc_HashInit(wc_HashAlg* hash, enum wc_HashType type)
{
    return wc_HashInit_ex(hash, type, NULL, INVALID_DEVID);
}

int wc_HashUpdate(wc_HashAlg* hash, enum wc_HashType type, const byte* data,
                  word32 dataSz)
{
    int err = 0;
    const hash_desc* d;

    if (hash == NULL || (data == NULL && dataSz > 0))
        return BAD_FUNC_ARG;
    d = hash_find(type, &err);
    return d != NULL ? d->update(hash, data, dataSz) : err;
}

int wc_HashFinal(wc_HashAlg* hash, enum wc_HashType type, byte* out)
{
    int err = 0;
    const hash_desc* d;

    if (hash == NULL || out == NULL)
        return BAD_FUNC_ARG;
    d = hash_find(type, &err);
    return d != NULL ? d->final(hash, out) : err;
}

int wc_HashFree(wc_HashAlg* hash, enum wc_HashType type)
{
    int err = 0;
    const hash_desc* d;

    if (hash == NULL)
        return BAD_FUNC_ARG;
    d = hash_find(type, &err);
    if (d == NULL)
        return err;
    d->free(hash);
    ForceZero(hash, sizeof(*hash));
    return 0;
}
