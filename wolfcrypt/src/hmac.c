/* hmac.c
 *
 * HMAC (RFC 2104 / FIPS 198-1) and HKDF (RFC 5869) behind the wolfCrypt
 * API of wolfssl/wolfcrypt/hmac.h.  Support layer, above hash.c (which
 * dispatches to sha.c, sha256.c, sha512.c, sm3.c by type id).
 *
 * HMAC(K, m) = H((K0 ^ opad) | H((K0 ^ ipad) | m)), with K0 the key (or
 * H(key) when longer than the block) padded with zeros to the block size.
 * wc_HmacSetKey absorbs K0 ^ ipad and K0 ^ opad once into two saved hash
 * states; each message then costs only its own blocks plus one outer
 * block, and wc_HmacFinal restarts from the saved inner state so the same
 * key MACs the next message.  Key-dependent work is the same for every key
 * of a given length (no data-dependent branches or indices).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/hmac.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>

int wc_HmacSizeByType(int type)
{
    int sz = wc_HashGetDigestSize((enum wc_HashType)type);
    return sz > 0 ? sz : BAD_FUNC_ARG;
}

int wc_HmacInit(Hmac* hmac, void* heap, int devId)
{
    if (hmac == NULL)
        return BAD_FUNC_ARG;
    XMEMSET(hmac, 0, sizeof(*hmac));
    hmac->macType = (byte)WC_HASH_TYPE_NONE;
    hmac->heap = heap;
    hmac->devId = devId;
    return 0;
}

/* Absorb block ^ pad (bsz bytes; block is restored afterwards) into a
 * fresh hash state st. */
static int hmac_pad_state(Hmac* hmac, wc_HashAlg* st, enum wc_HashType type,
                          byte* block, word32 bsz, byte pad)
{
    word32 i;
    int ret;

    for (i = 0; i < bsz; i++)
        block[i] ^= pad;
    ret = wc_HashInit_ex(st, type, hmac->heap, hmac->devId);
    if (ret == 0)
        ret = wc_HashUpdate(st, type, block, bsz);
    for (i = 0; i < bsz; i++)
        block[i] ^= pad;
    return ret;
}

int wc_HmacSetKey(Hmac* hmac, int type, const byte* key, word32 keySz)
{
    byte block[WC_MAX_BLOCK_SIZE];
    enum wc_HashType ht = (enum wc_HashType)type;
    word32 bsz;
    int ret;

    if (hmac == NULL)
        return BAD_FUNC_ARG;
    /* Any failure below leaves the object without a key. */
    hmac->macType = (byte)WC_HASH_TYPE_NONE;
    if (key == NULL && keySz > 0)
        return BAD_FUNC_ARG;
    ret = wc_HmacSizeByType(type);
    if (ret < 0)
        return ret;
    bsz = (word32)wc_HashGetBlockSize(ht);

    /* K0: the key, or its digest when longer than a block; zero padded. */
    XMEMSET(block, 0, sizeof(block));
    if (keySz > bsz) {
        ret = wc_Hash_ex(ht, key, keySz, block, sizeof(block), hmac->heap,
                         hmac->devId);
    }
    else {
        if (keySz > 0)
            XMEMCPY(block, key, keySz);
        ret = 0;
    }
    if (ret == 0)
        ret = hmac_pad_state(hmac, &hmac->iHash, ht, block, bsz, IPAD);
    if (ret == 0)
        ret = hmac_pad_state(hmac, &hmac->oHash, ht, block, bsz, OPAD);
    ForceZero(block, sizeof(block));
    if (ret != 0) {
        ForceZero(&hmac->iHash, sizeof(hmac->iHash));
        ForceZero(&hmac->oHash, sizeof(hmac->oHash));
        return ret;
    }
    XMEMCPY(&hmac->hash, &hmac->iHash, sizeof(hmac->hash));
    hmac->macType = (byte)type;
    return 0;
}

int wc_HmacSetKey_ex(Hmac* hmac, int type, const byte* key, word32 keySz,
                     int allowFlag)
{
    (void)allowFlag;
    return wc_HmacSetKey(hmac, type, key, keySz);
}

/* A key has been set (macType names a built hash). */
static int hmac_keyed(const Hmac* hmac)
{
    return hmac->macType != (byte)WC_HASH_TYPE_NONE &&
           wc_HmacSizeByType(hmac->macType) > 0;
}

int wc_HmacUpdate(Hmac* hmac, const byte* msg, word32 length)
{
    if (hmac == NULL || (msg == NULL && length > 0))
        return BAD_FUNC_ARG;
    if (!hmac_keyed(hmac))
        return BAD_STATE_E;
    return wc_HashUpdate(&hmac->hash, (enum wc_HashType)hmac->macType, msg,
                         length);
}

int wc_HmacFinal(Hmac* hmac, byte* hash)
{
    byte inner[WC_MAX_DIGEST_SIZE];
    enum wc_HashType ht;
    int ret;

    if (hmac == NULL || hash == NULL)
        return BAD_FUNC_ARG;
    if (!hmac_keyed(hmac))
        return BAD_STATE_E;
    ht = (enum wc_HashType)hmac->macType;

    ret = wc_HashFinal(&hmac->hash, ht, inner);
    if (ret == 0) {
        XMEMCPY(&hmac->hash, &hmac->oHash, sizeof(hmac->hash));
        ret = wc_HashUpdate(&hmac->hash, ht, inner,
                            (word32)wc_HashGetDigestSize(ht));
    }
    if (ret == 0)
        ret = wc_HashFinal(&hmac->hash, ht, hash);
    /* Ready for the next message under the same key. */
    XMEMCPY(&hmac->hash, &hmac->iHash, sizeof(hmac->hash));
    ForceZero(inner, sizeof(inner));
    return ret;
}

void wc_HmacFree(Hmac* hmac)
{
    if (hmac != NULL)
        ForceZero(hmac, sizeof(*hmac));
}

/* One-shot HMAC into out (digest size of type). */
static int hmac_oneshot(int type, const byte* key, word32 keySz,
                        const byte* msg, word32 msgSz, byte* out,
                        void* heap, int devId)
{
    Hmac h;
    int ret = wc_HmacInit(&h, heap, devId);

    if (ret == 0)
        ret = wc_HmacSetKey(&h, type, key, keySz);
    if (ret == 0)
        ret = wc_HmacUpdate(&h, msg, msgSz);
    if (ret == 0)
        ret = wc_HmacFinal(&h, out);
    wc_HmacFree(&h);
    return ret;
}

/* RFC 5869 2.2: PRK = HMAC-Hash(salt, IKM).  out: HashLen bytes; it may
 * overlap salt or inKey (both are consumed before out is written). */
int wc_HKDF_Extract_ex(int type, const byte* salt, word32 saltSz,
                       const byte* inKey, word32 inKeySz, byte* out,
                       void* heap, int devId)
{
    byte zeros[WC_MAX_DIGEST_SIZE];
    int dsz;

    if (out == NULL || (inKey == NULL && inKeySz > 0) ||
        (salt == NULL && saltSz > 0))
        return BAD_FUNC_ARG;
    dsz = wc_HmacSizeByType(type);
    if (dsz < 0)
        return dsz;
    if (saltSz == 0) {
        XMEMSET(zeros, 0, sizeof(zeros));
        salt = zeros;
        saltSz = (word32)dsz;
    }
    return hmac_oneshot(type, salt, saltSz, inKey, inKeySz, out, heap,
                        devId);
}

int wc_HKDF_Extract(int type, const byte* salt, word32 saltSz,
                    const byte* inKey, word32 inKeySz, byte* out)
{
    return wc_HKDF_Extract_ex(type, salt, saltSz, inKey, inKeySz, out, NULL,
                              INVALID_DEVID);
}

/* RFC 5869 2.3: T(i) = HMAC-Hash(PRK, T(i-1) | info | i), i = 1..N,
 * out = first outSz bytes of T(1) | ... | T(N), outSz <= 255 * HashLen.
 * out may overlap inKey but not info. */
int wc_HKDF_Expand_ex(int type, const byte* inKey, word32 inKeySz,
                      const byte* info, word32 infoSz, byte* out,
                      word32 outSz, void* heap, int devId)
{
    byte t[WC_MAX_DIGEST_SIZE];
    word32 tLen = 0, done = 0, n;
    byte ctr = 1;
    Hmac h;
    int dsz, ret;

    if (out == NULL || (inKey == NULL && inKeySz > 0) ||
        (info == NULL && infoSz > 0))
        return BAD_FUNC_ARG;
    dsz = wc_HmacSizeByType(type);
    if (dsz < 0)
        return dsz;
    if (outSz > 255U * (word32)dsz)
        return BAD_FUNC_ARG;

    ret = wc_HmacInit(&h, heap, devId);
    if (ret == 0)
        ret = wc_HmacSetKey(&h, type, inKey, inKeySz);
    while (ret == 0 && done < outSz) {
        ret = wc_HmacUpdate(&h, t, tLen);
        if (ret == 0)
            ret = wc_HmacUpdate(&h, info, infoSz);
        if (ret == 0)
            ret = wc_HmacUpdate(&h, &ctr, 1);
        if (ret == 0)
            ret = wc_HmacFinal(&h, t);
        if (ret == 0) {
            tLen = (word32)dsz;
            n = outSz - done < tLen ? outSz - done : tLen;
            XMEMCPY(out + done, t, n);
            done += n;
            ctr++;
        }
    }
    ForceZero(t, sizeof(t));
    wc_HmacFree(&h);
    return ret;
}

int wc_HKDF_Expand(int type, const byte* inKey, word32 inKeySz,
                   const byte* info, word32 infoSz, byte* out, word32 outSz)
{
    return wc_HKDF_Expand_ex(type, inKey, inKeySz, info, infoSz, out, outSz,
                             NULL, INVALID_DEVID);
}

int wc_HKDF(int type, const byte* inKey, word32 inKeySz, const byte* salt,
            word32 saltSz, const byte* info, word32 infoSz, byte* out,
            word32 outSz)
{
    byte prk[WC_MAX_DIGEST_SIZE];
    int ret;

    ret = wc_HKDF_Extract(type, salt, saltSz, inKey, inKeySz, prk);
    if (ret == 0) {
        ret = wc_HKDF_Expand(type, prk, (word32)wc_HmacSizeByType(type),
                             info, infoSz, out, outSz);
    }
    ForceZero(prk, sizeof(prk));
    return ret;
}
