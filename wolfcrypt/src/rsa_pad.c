/* rsa_pad.c
 *
 * RSA encodings (RFC 8017) and the public encrypt/decrypt/sign/verify
 * entry points of rsa.h (algorithm layer).  The RSA primitive itself is
 * rsa_primitive in rsa.c; the hashes come from hash.h.
 *
 *   EME-PKCS1-v1_5   wc_RsaPublicEncrypt(_ex), wc_RsaPrivateDecrypt(_ex)
 *   EMSA-PKCS1-v1_5  wc_RsaSSL_Sign, wc_RsaSSL_Verify(Inline) (the caller
 *                    supplies / compares the DigestInfo)
 *   EME-OAEP         *_ex with WC_RSA_OAEP_PAD, hash, MGF1 hash, label
 *   EMSA-PSS         wc_RsaPSS_*
 *
 * Decryption checks the padding in constant time (DESIGN.md 5): every
 * byte of the encoded message is examined, validity is accumulated in
 * masks, the message is moved into place by a constant-time shift, and
 * the only branch on the result is the final return.  Signature
 * verification handles public data and may exit early.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include "rsa_internal.h"

#define RSA_MAX_BYTES (RSA_MAX_SIZE / 8)

/* ====================================================================== */
/* Hash helpers                                                            */
/* ====================================================================== */

static int rsa_mgf_to_hash(int mgf, enum wc_HashType* h)
{
    switch (mgf) {
        case WC_MGF1SHA1:   *h = WC_HASH_TYPE_SHA;    return 0;
        case WC_MGF1SHA224: *h = WC_HASH_TYPE_SHA224; return 0;
        case WC_MGF1SHA256: *h = WC_HASH_TYPE_SHA256; return 0;
        case WC_MGF1SHA384: *h = WC_HASH_TYPE_SHA384; return 0;
        case WC_MGF1SHA512: *h = WC_HASH_TYPE_SHA512; return 0;
        default:            return BAD_FUNC_ARG;
    }
}

/* Digest length of a hash this module accepts, or a negative error. */
static int rsa_hash_len(enum wc_HashType h)
{
    switch (h) {
        case WC_HASH_TYPE_SHA:
        case WC_HASH_TYPE_SHA224:
        case WC_HASH_TYPE_SHA256:
        case WC_HASH_TYPE_SHA384:
        case WC_HASH_TYPE_SHA512:
            return wc_HashGetDigestSize(h);
        default:
            return BAD_FUNC_ARG;
    }
}

/* Salt length meant by RSA_PSS_SALT_LEN_DEFAULT: the hash length, except
 * SHA-512 with a 1024-bit modulus, where that does not fit and wolfCrypt
 * uses RSA_PSS_SALT_MAX_SZ (62).  bits 0: unknown (hash length). */
static int rsa_pss_default_salt(int hLen, int bits)
{
    if ((bits == 1024) && (hLen == WC_SHA512_DIGEST_SIZE))
        return RSA_PSS_SALT_MAX_SZ;
    return hLen;
}

/* out = H(a || b || c) (any part may be empty). */
static int rsa_hash3(enum wc_HashType h, const byte* a, word32 aSz,
                     const byte* b, word32 bSz, const byte* c, word32 cSz,
                     byte* out)
{
    wc_HashAlg ctx;
    int        ret;

    ret = wc_HashInit(&ctx, h);
    if ((ret == 0) && (aSz > 0))
        ret = wc_HashUpdate(&ctx, h, a, aSz);
    if ((ret == 0) && (bSz > 0))
        ret = wc_HashUpdate(&ctx, h, b, bSz);
    if ((ret == 0) && (cSz > 0))
        ret = wc_HashUpdate(&ctx, h, c, cSz);
    if (ret == 0)
        ret = wc_HashFinal(&ctx, h, out);
    (void)wc_HashFree(&ctx, h);
    ForceZero(&ctx, sizeof(ctx));
    return ret;
}

/* buf[0..bufSz) ^= MGF1(seed[0..seedSz)) with hash h (RFC 8017 B.2.1):
 * T = H(seed || C0) || H(seed || C1) || ..., C a 4-byte counter.  seed
 * must not overlap buf. */
static int rsa_mgf1_xor(enum wc_HashType h, const byte* seed, word32 seedSz,
                        byte* buf, word32 bufSz)
{
    byte   t[WC_MAX_DIGEST_SIZE];
    byte   ctr[4];
    word32 done = 0, i, c = 0, n;
    int    hLen = rsa_hash_len(h), ret = 0;

    if (hLen < 0)
        return hLen;
    while (done < bufSz) {
        StoreBE32(ctr, c++);
        ret = rsa_hash3(h, seed, seedSz, ctr, 4, NULL, 0, t);
        if (ret != 0)
            break;
        n = (bufSz - done < (word32)hLen) ? bufSz - done : (word32)hLen;
        for (i = 0; i < n; i++)
            buf[done + i] ^= t[i];
        done += n;
    }
    ForceZero(t, sizeof(t));
    return ret;
}

/* ====================================================================== */
/* Constant-time helpers                                                   */
/* ====================================================================== */

/* buf[0..len) = buf[shift..len) || zeros, in time independent of shift
 * (shift < 2^16): one masked pass per bit of shift. */
static void rsa_ct_shift_left(byte* buf, word32 len, word32 shift)
{
    word32 step, i, j;
    byte   m;

    for (j = 0, step = 1; step < len && j < 16; j++, step <<= 1) {
        m = (byte)ctBarrier32((word32)0 - ((shift >> j) & 1));
        for (i = 0; i < len; i++) {
            byte src = (i + step < len) ? buf[i + step] : 0;
            buf[i] = ctMaskSel(m, src, buf[i]);
        }
    }
}

/* ====================================================================== */
/* Encoding                                                                */
/* ====================================================================== */

/* EME/EMSA-PKCS1-v1_5: em = 00 || bt || PS || 00 || in, |PS| >= 8, PS all
 * 0xFF (bt 1) or random non-zero (bt 2). */
static int rsa_pad_pkcs1v15(const byte* in, word32 inLen, byte* em, word32 k,
                            byte bt, WC_RNG* rng)
{
    word32 psLen, i;
    int    ret;

    if (inLen > k - RSA_MIN_PAD_SZ)
        return RSA_BUFFER_E;
    psLen = k - inLen - 3;
    em[0] = 0x00;
    em[1] = bt;
    if (bt == RSA_BLOCK_TYPE_1) {
        XMEMSET(em + 2, 0xFF, psLen);
    }
    else {
        ret = wc_RNG_GenerateBlock(rng, em + 2, psLen);
        if (ret != 0)
            return ret;
        for (i = 0; i < psLen; i++) {
            while (em[2 + i] == 0) {
                ret = wc_RNG_GenerateByte(rng, em + 2 + i);
                if (ret != 0)
                    return ret;
            }
        }
    }
    em[2 + psLen] = 0x00;
    if (inLen > 0)
        XMEMCPY(em + 3 + psLen, in, inLen);
    return 0;
}

/* EME-OAEP encoding (RFC 8017 7.1.1 step 2):
 * em = 00 || maskedSeed || maskedDB, DB = lHash || PS || 01 || M. */
static int rsa_pad_oaep(const byte* in, word32 inLen, byte* em, word32 k,
                        enum wc_HashType h, enum wc_HashType mh,
                        const byte* label, word32 labelSz, WC_RNG* rng)
{
    int    hLen = rsa_hash_len(h), ret;
    word32 dbLen;
    byte*  seed = em + 1;
    byte*  db;

    if (hLen < 0)
        return hLen;
    if ((k < 2 * (word32)hLen + 2) || (inLen > k - 2 * (word32)hLen - 2))
        return RSA_BUFFER_E;
    dbLen = k - (word32)hLen - 1;
    db = em + 1 + hLen;
    ret = rsa_hash3(h, label, labelSz, NULL, 0, NULL, 0, db);
    if (ret != 0)
        return ret;
    XMEMSET(db + hLen, 0, dbLen - (word32)hLen - inLen - 1);
    db[dbLen - inLen - 1] = 0x01;
    if (inLen > 0)
        XMEMCPY(db + dbLen - inLen, in, inLen);
    em[0] = 0x00;
    ret = wc_RNG_GenerateBlock(rng, seed, (word32)hLen);
    if (ret == 0)
        ret = rsa_mgf1_xor(mh, seed, (word32)hLen, db, dbLen);
    if (ret == 0)
        ret = rsa_mgf1_xor(mh, db, dbLen, seed, (word32)hLen);
    return ret;
}

/* Encoded-message geometry for PSS: emBits = modBits - 1, emLen bytes;
 * *off = k - emLen (0 or 1: a leading zero byte of the RSA block). */
static void rsa_pss_geometry(const RsaKey* key, word32 k, word32* emLen,
                             word32* off, int* topBits)
{
    int emBits = mp_count_bits(&key->n) - 1;
    *emLen = (word32)(emBits + 7) / 8;
    *off = k - *emLen;
    *topBits = 8 * (int)*emLen - emBits;    /* bits to clear, 0..7 */
}

/* EMSA-PSS-ENCODE (RFC 8017 9.1.1) into the k-byte block m. */
static int rsa_pad_pss(const byte* mHash, word32 hLen, byte* m, word32 k,
                       enum wc_HashType h, enum wc_HashType mh, int sLen,
                       const RsaKey* key, WC_RNG* rng)
{
    static const byte zeros[RSA_PSS_PAD_SZ] = { 0 };
    word32 emLen, off, dbLen;
    byte*  em;
    byte   salt[RSA_MAX_BYTES];
    int    top, ret;

    rsa_pss_geometry(key, k, &emLen, &off, &top);
    if (emLen < hLen + (word32)sLen + 2)
        return PSS_SALTLEN_E;
    em = m + off;
    dbLen = emLen - hLen - 1;
    XMEMSET(m, 0, k);
    ret = wc_RNG_GenerateBlock(rng, salt, (word32)sLen);
    /* H = Hash(0^8 || mHash || salt), stored after DB. */
    if (ret == 0)
        ret = rsa_hash3(h, zeros, sizeof(zeros), mHash, hLen, salt,
                        (word32)sLen, em + dbLen);
    if (ret == 0) {
        em[dbLen - (word32)sLen - 1] = 0x01;
        if (sLen > 0)
            XMEMCPY(em + dbLen - sLen, salt, (word32)sLen);
        ret = rsa_mgf1_xor(mh, em + dbLen, hLen, em, dbLen);
    }
    if (ret == 0) {
        em[0] &= (byte)(0xFF >> top);
        em[emLen - 1] = RSA_PSS_PAD_TERM;
    }
    ForceZero(salt, sizeof(salt));
    return ret;
}

/* ====================================================================== */
/* Decoding                                                                */
/* ====================================================================== */

/* EME-PKCS1-v1_5 decoding in constant time.  em = 00 || 02 || PS || 00 ||
 * M with |PS| >= 8 and PS non-zero.  *good: 0xFF when valid; *start: the
 * offset of M (meaningful only when valid). */
static void rsa_unpad_pkcs1v15_ct(const byte* em, word32 k, byte* good,
                                  word32* start)
{
    byte   found = 0, g;
    word32 idx = 0, i;

    g = (byte)(ctMaskEq(em[0], 0) & ctMaskEq(em[1], RSA_BLOCK_TYPE_2));
    for (i = 2; i < k; i++) {
        byte z = (byte)(ctMaskEq(em[i], 0) & (byte)~found);
        word32 zm = (word32)0 - (word32)(z & 1);
        idx = (idx & ~zm) | (i & zm);
        found |= z;
    }
    g &= found;
    g &= ctMaskGTE((int)idx, 2 + 8);       /* PS at least 8 bytes */
    *good = g;
    *start = idx + 1;
}

/* EME-OAEP decoding (RFC 8017 7.1.2 step 3) in constant time, in place. */
static int rsa_unpad_oaep_ct(byte* em, word32 k, enum wc_HashType h,
                             enum wc_HashType mh, const byte* label,
                             word32 labelSz, byte* good, word32* start)
{
    byte   lHash[WC_MAX_DIGEST_SIZE];
    int    hLen = rsa_hash_len(h), ret;
    word32 dbLen, i, idx = 0;
    byte*  db;
    byte   g, found = 0, bad = 0;

    if (hLen < 0)
        return hLen;
    if (k < 2 * (word32)hLen + 2)
        return BAD_PADDING_E;              /* public: key too small */
    dbLen = k - (word32)hLen - 1;
    db = em + 1 + hLen;
    ret = rsa_hash3(h, label, labelSz, NULL, 0, NULL, 0, lHash);
    if (ret == 0)
        ret = rsa_mgf1_xor(mh, db, dbLen, em + 1, (word32)hLen);
    if (ret == 0)
        ret = rsa_mgf1_xor(mh, em + 1, (word32)hLen, db, dbLen);
    if (ret != 0)
        return ret;
    g = ctMaskEq(em[0], 0);
    g &= ctMaskEq(ConstantCompare(db, lHash, hLen), 0);
    /* After lHash: zeros, then 0x01, then M.  A non-zero byte before the
     * first 0x01 is an error. */
    for (i = (word32)hLen; i < dbLen; i++) {
        byte nz = (byte)(~ctMaskEq(db[i], 0) & (byte)~found);
        word32 m = (word32)0 - (word32)(nz & 1);
        bad |= (byte)(nz & (byte)~ctMaskEq(db[i], 0x01));
        idx = (idx & ~m) | (i & m);
        found |= nz;
    }
    g &= found & (byte)~bad;
    *good = g;
    *start = 1 + (word32)hLen + idx + 1;
    ForceZero(lHash, sizeof(lHash));
    return 0;
}

/* EMSA-PKCS1-v1_5 check of a public block: 00 01 FF..FF (>= 8) 00 M.
 * Returns the offset of M or BAD_PADDING_E. */
static int rsa_unpad_pkcs1v15_type1(const byte* em, word32 k)
{
    word32 i = 2;

    if ((em[0] != 0x00) || (em[1] != RSA_BLOCK_TYPE_1))
        return BAD_PADDING_E;
    while ((i < k) && (em[i] == 0xFF))
        i++;
    if ((i >= k) || (em[i] != 0x00) || (i < 2 + 8))
        return BAD_PADDING_E;
    return (int)(i + 1);
}

/* EMSA-PSS-VERIFY steps 4-10 on the k-byte public block m (in place).
 * sLen >= 0 is required; RSA_PSS_SALT_LEN_DISCOVER takes it from the
 * block.  On success *off is where salt || H starts and the return value
 * is its length (sLen + hLen). */
static int rsa_unpad_pss(byte* m, word32 k, word32 hLen, enum wc_HashType mh,
                         int sLen, const RsaKey* key, word32* off)
{
    word32 emLen, lead, dbLen, i;
    byte*  em;
    int    top, ret;

    rsa_pss_geometry(key, k, &emLen, &lead, &top);
    if ((lead == 1) && (m[0] != 0))
        return BAD_PADDING_E;
    em = m + lead;
    if ((emLen < hLen + 2) ||
        ((sLen >= 0) && (emLen < hLen + (word32)sLen + 2)))
        return BAD_PADDING_E;
    if (em[emLen - 1] != RSA_PSS_PAD_TERM)
        return BAD_PADDING_E;
    if ((em[0] & (byte)~(0xFF >> top)) != 0)
        return BAD_PADDING_E;
    dbLen = emLen - hLen - 1;
    ret = rsa_mgf1_xor(mh, em + dbLen, hLen, em, dbLen);
    if (ret != 0)
        return ret;
    em[0] &= (byte)(0xFF >> top);
    for (i = 0; i < dbLen && em[i] == 0; i++)
        ;
    if ((i == dbLen) || (em[i] != 0x01))
        return BAD_PADDING_E;
    if ((sLen >= 0) && (i != dbLen - (word32)sLen - 1))
        return PSS_SALTLEN_E;
    sLen = (int)(dbLen - i - 1);
    *off = lead + i + 1;
    return sLen + (int)hLen;
}

/* ====================================================================== */
/* Encryption and decryption                                               */
/* ====================================================================== */

int wc_RsaPublicEncrypt_ex(const byte* in, word32 inLen, byte* out,
                           word32 outLen, RsaKey* key, WC_RNG* rng,
                           int type, enum wc_HashType hash, int mgf,
                           byte* label, word32 labelSz)
{
    byte             em[RSA_MAX_BYTES];
    enum wc_HashType mh = WC_HASH_TYPE_NONE;
    word32           k;
    int              ret;

    if (((in == NULL) && (inLen > 0)) || (out == NULL) || (key == NULL) ||
        ((label == NULL) && (labelSz > 0)))
        return BAD_FUNC_ARG;
    ret = rsa_check_key_for_op(key, 0);
    if (ret != 0)
        return ret;
    k = (word32)wc_RsaEncryptSize(key);
    if (outLen < k)
        return RSA_BUFFER_E;
    if ((type == WC_RSA_PKCSV15_PAD) || (type == WC_RSA_OAEP_PAD)) {
        if (rng == NULL)
            return MISSING_RNG_E;
    }
    if (type == WC_RSA_PKCSV15_PAD) {
        ret = rsa_pad_pkcs1v15(in, inLen, em, k, RSA_BLOCK_TYPE_2, rng);
    }
    else if (type == WC_RSA_OAEP_PAD) {
        ret = rsa_mgf_to_hash(mgf, &mh);
        if (ret == 0)
            ret = rsa_pad_oaep(in, inLen, em, k, hash, mh, label, labelSz,
                               rng);
    }
    else if (type == WC_RSA_NO_PAD) {
        if (inLen != k)
            return RSA_BUFFER_E;
        XMEMCPY(em, in, k);
    }
    else {
        return BAD_FUNC_ARG;
    }
    if (ret == 0)
        ret = rsa_primitive(em, out, k, RSA_OP_PUBLIC, key, NULL);
    ForceZero(em, sizeof(em));
    return (ret == 0) ? (int)k : ret;
}

int wc_RsaPublicEncrypt(const byte* in, word32 inLen, byte* out,
                        word32 outLen, RsaKey* key, WC_RNG* rng)
{
    return wc_RsaPublicEncrypt_ex(in, inLen, out, outLen, key, rng,
                                  WC_RSA_PKCSV15_PAD, WC_HASH_TYPE_NONE,
                                  WC_MGF1NONE, NULL, 0);
}

/* Private operation on in (k bytes) into em, then the padding check.
 * *good / *start as for the unpad helpers; NO_PAD: start 0, good 0xFF. */
static int rsa_decrypt_core(const byte* in, word32 inLen, byte* em,
                            RsaKey* key, int type, enum wc_HashType hash,
                            int mgf, const byte* label, word32 labelSz,
                            byte* good, word32* start)
{
    enum wc_HashType mh;
    word32           k;
    int              ret;

    if ((in == NULL) || (key == NULL) || ((label == NULL) && (labelSz > 0)))
        return BAD_FUNC_ARG;
    ret = rsa_check_key_for_op(key, 1);
    if (ret != 0)
        return ret;
    k = (word32)wc_RsaEncryptSize(key);
    if (inLen != k)
        return RSA_BUFFER_E;
    if (type == WC_RSA_OAEP_PAD) {
        ret = rsa_mgf_to_hash(mgf, &mh);
        if ((ret == 0) && (rsa_hash_len(hash) < 0))
            ret = BAD_FUNC_ARG;
        if (ret != 0)
            return ret;
    }
    else if ((type != WC_RSA_PKCSV15_PAD) && (type != WC_RSA_NO_PAD)) {
        return BAD_FUNC_ARG;
    }
    ret = rsa_primitive(in, em, k, RSA_OP_DECRYPT, key, key->rng);
    if (ret != 0)
        return ret;
    if (type == WC_RSA_PKCSV15_PAD) {
        rsa_unpad_pkcs1v15_ct(em, k, good, start);
    }
    else if (type == WC_RSA_OAEP_PAD) {
        ret = rsa_unpad_oaep_ct(em, k, hash, mh, label, labelSz, good, start);
    }
    else {
        *good = 0xFF;
        *start = 0;
    }
    return ret;
}

int wc_RsaPrivateDecrypt_ex(const byte* in, word32 inLen, byte* out,
                            word32 outLen, RsaKey* key, int type,
                            enum wc_HashType hash, int mgf, byte* label,
                            word32 labelSz)
{
    byte   em[RSA_MAX_BYTES];
    byte   good = 0;
    word32 start = 0, k, msgLen;
    int    ret;

    if ((out == NULL) && (outLen > 0))
        return BAD_FUNC_ARG;
    ret = rsa_decrypt_core(in, inLen, em, key, type, hash, mgf, label,
                           labelSz, &good, &start);
    if (ret == 0) {
        k = inLen;
        msgLen = k - start;                /* garbage when !good */
        rsa_ct_shift_left(em, k, start);
        if (good != 0xFF)
            ret = BAD_PADDING_E;
        else if (msgLen > outLen)
            ret = RSA_BUFFER_E;
        else {
            if (msgLen > 0)
                XMEMCPY(out, em, msgLen);
            ret = (int)msgLen;
        }
    }
    ForceZero(em, sizeof(em));
    return ret;
}

int wc_RsaPrivateDecrypt(const byte* in, word32 inLen, byte* out,
                         word32 outLen, RsaKey* key)
{
    return wc_RsaPrivateDecrypt_ex(in, inLen, out, outLen, key,
                                   WC_RSA_PKCSV15_PAD, WC_HASH_TYPE_NONE,
                                   WC_MGF1NONE, NULL, 0);
}

/* In place: *out points into in at the message (its offset reveals the
 * message length, which the return value reveals anyway). */
int wc_RsaPrivateDecryptInline_ex(byte* in, word32 inLen, byte** out,
                                  RsaKey* key, int type,
                                  enum wc_HashType hash, int mgf,
                                  byte* label, word32 labelSz)
{
    byte   good = 0;
    word32 start = 0;
    int    ret;

    if ((in == NULL) || (out == NULL))
        return BAD_FUNC_ARG;
    ret = rsa_decrypt_core(in, inLen, in, key, type, hash, mgf, label,
                           labelSz, &good, &start);
    if (ret != 0)
        return ret;
    if (good != 0xFF) {
        ForceZero(in, inLen);
        return BAD_PADDING_E;
    }
    *out = in + start;
    return (int)(inLen - start);
}

int wc_RsaPrivateDecryptInline(byte* in, word32 inLen, byte** out,
                               RsaKey* key)
{
    return wc_RsaPrivateDecryptInline_ex(in, inLen, out, key,
                                         WC_RSA_PKCSV15_PAD,
                                         WC_HASH_TYPE_NONE, WC_MGF1NONE,
                                         NULL, 0);
}

/* ====================================================================== */
/* PKCS#1 v1.5 signatures                                                  */
/* ====================================================================== */

int wc_RsaSSL_Sign(const byte* in, word32 inLen, byte* out, word32 outLen,
                   RsaKey* key, WC_RNG* rng)
{
    byte   em[RSA_MAX_BYTES];
    word32 k;
    int    ret;

    if (((in == NULL) && (inLen > 0)) || (out == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    ret = rsa_check_key_for_op(key, 1);
    if (ret != 0)
        return ret;
    k = (word32)wc_RsaEncryptSize(key);
    if (outLen < k)
        return RSA_BUFFER_E;
    ret = rsa_pad_pkcs1v15(in, inLen, em, k, RSA_BLOCK_TYPE_1, NULL);
    if (ret == 0)
        ret = rsa_primitive(em, out, k, RSA_OP_SIGN, key, rng);
    ForceZero(em, sizeof(em));
    return (ret == 0) ? (int)k : ret;
}

/* Public operation on a k-byte signature into block. */
static int rsa_verify_core(const byte* in, word32 inLen, byte* block,
                           RsaKey* key)
{
    int ret;

    if ((in == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    ret = rsa_check_key_for_op(key, 0);
    if (ret != 0)
        return ret;
    if (inLen != (word32)wc_RsaEncryptSize(key))
        return RSA_BUFFER_E;
    return rsa_primitive(in, block, inLen, RSA_OP_PUBLIC, key, NULL);
}

int wc_RsaSSL_VerifyInline(byte* in, word32 inLen, byte** out, RsaKey* key)
{
    int ret, off;

    if (out == NULL)
        return BAD_FUNC_ARG;
    ret = rsa_verify_core(in, inLen, in, key);
    if (ret != 0)
        return ret;
    off = rsa_unpad_pkcs1v15_type1(in, inLen);
    if (off < 0)
        return off;
    *out = in + off;
    return (int)inLen - off;
}

int wc_RsaSSL_Verify(const byte* in, word32 inLen, byte* out, word32 outLen,
                     RsaKey* key)
{
    byte block[RSA_MAX_BYTES];
    int  ret, off;

    if (out == NULL)
        return BAD_FUNC_ARG;
    ret = rsa_verify_core(in, inLen, block, key);
    if (ret != 0)
        return ret;
    off = rsa_unpad_pkcs1v15_type1(block, inLen);
    if (off < 0)
        return off;
    if ((word32)((int)inLen - off) > outLen)
        return RSA_BUFFER_E;
    XMEMCPY(out, block + off, inLen - (word32)off);
    return (int)inLen - off;
}

/* ====================================================================== */
/* PSS                                                                     */
/* ====================================================================== */

int wc_RsaPSS_Sign_ex(const byte* in, word32 inLen, byte* out,
                      word32 outLen, enum wc_HashType hash, int mgf,
                      int saltLen, RsaKey* key, WC_RNG* rng)
{
    byte             em[RSA_MAX_BYTES];
    enum wc_HashType mh;
    int              hLen, ret;
    word32           k;

    if ((in == NULL) || (out == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if (rng == NULL)
        return MISSING_RNG_E;
    hLen = rsa_hash_len(hash);
    if ((hLen < 0) || (inLen != (word32)hLen) ||
        (rsa_mgf_to_hash(mgf, &mh) != 0))
        return BAD_FUNC_ARG;
    ret = rsa_check_key_for_op(key, 1);
    if (ret != 0)
        return ret;
    if (saltLen == RSA_PSS_SALT_LEN_DEFAULT)
        saltLen = rsa_pss_default_salt(hLen, mp_count_bits(&key->n));
    if ((saltLen < 0) || (saltLen > RSA_MAX_BYTES))
        return PSS_SALTLEN_E;
    k = (word32)wc_RsaEncryptSize(key);
    if (outLen < k)
        return RSA_BUFFER_E;
    ret = rsa_pad_pss(in, (word32)hLen, em, k, hash, mh, saltLen, key, rng);
    if (ret == 0)
        ret = rsa_primitive(em, out, k, RSA_OP_SIGN, key, rng);
    ForceZero(em, sizeof(em));
    return (ret == 0) ? (int)k : ret;
}

int wc_RsaPSS_Sign(const byte* in, word32 inLen, byte* out, word32 outLen,
                   enum wc_HashType hash, int mgf, RsaKey* key, WC_RNG* rng)
{
    return wc_RsaPSS_Sign_ex(in, inLen, out, outLen, hash, mgf,
                             RSA_PSS_SALT_LEN_DEFAULT, key, rng);
}

/* Public operation and EMSA-PSS decoding into block; *off / return as
 * rsa_unpad_pss. */
static int rsa_pss_verify_core(const byte* in, word32 inLen, byte* block,
                               enum wc_HashType hash, int mgf, int saltLen,
                               RsaKey* key, word32* off)
{
    enum wc_HashType mh;
    int              hLen, ret;

    hLen = rsa_hash_len(hash);
    if ((hLen < 0) || (rsa_mgf_to_hash(mgf, &mh) != 0))
        return BAD_FUNC_ARG;
    if ((saltLen == RSA_PSS_SALT_LEN_DEFAULT) && (key != NULL))
        saltLen = rsa_pss_default_salt(hLen, mp_count_bits(&key->n));
    if (saltLen < RSA_PSS_SALT_LEN_DISCOVER)
        return BAD_FUNC_ARG;
    ret = rsa_verify_core(in, inLen, block, key);
    if (ret != 0)
        return ret;
    return rsa_unpad_pss(block, inLen, (word32)hLen, mh, saltLen, key, off);
}

int wc_RsaPSS_Verify_ex(const byte* in, word32 inLen, byte* out,
                        word32 outLen, enum wc_HashType hash, int mgf,
                        int saltLen, RsaKey* key)
{
    byte   block[RSA_MAX_BYTES];
    word32 off = 0;
    int    ret;

    if (out == NULL)
        return BAD_FUNC_ARG;
    ret = rsa_pss_verify_core(in, inLen, block, hash, mgf, saltLen, key, &off);
    if (ret < 0)
        return ret;
    if ((word32)ret > outLen)
        return RSA_BUFFER_E;
    XMEMCPY(out, block + off, (word32)ret);
    return ret;
}

int wc_RsaPSS_Verify(const byte* in, word32 inLen, byte* out, word32 outLen,
                     enum wc_HashType hash, int mgf, RsaKey* key)
{
    return wc_RsaPSS_Verify_ex(in, inLen, out, outLen, hash, mgf,
                               RSA_PSS_SALT_LEN_DEFAULT, key);
}

int wc_RsaPSS_VerifyInline(byte* in, word32 inLen, byte** out,
                           enum wc_HashType hash, int mgf, RsaKey* key)
{
    word32 off = 0;
    int    ret;

    if ((in == NULL) || (out == NULL))
        return BAD_FUNC_ARG;
    ret = rsa_pss_verify_core(in, inLen, in, hash, mgf,
                              RSA_PSS_SALT_LEN_DEFAULT, key, &off);
    if (ret < 0)
        return ret;
    *out = in + off;
    return ret;
}

int wc_RsaPSS_CheckPadding_ex(const byte* in, word32 inLen, byte* sig,
                              word32 sigSz, enum wc_HashType hashType,
                              int saltLen, int bits)
{
    static const byte zeros[RSA_PSS_PAD_SZ] = { 0 };
    byte h[WC_MAX_DIGEST_SIZE];
    int  hLen, ret;

    if ((in == NULL) || (sig == NULL))
        return BAD_FUNC_ARG;
    hLen = rsa_hash_len(hashType);
    if ((hLen < 0) || (inLen != (word32)hLen))
        return BAD_FUNC_ARG;
    if (saltLen == RSA_PSS_SALT_LEN_DEFAULT)
        saltLen = rsa_pss_default_salt(hLen, bits);
    else if (saltLen == RSA_PSS_SALT_LEN_DISCOVER)
        saltLen = (sigSz >= (word32)hLen) ? (int)(sigSz - (word32)hLen) : -1;
    if ((saltLen < 0) || (sigSz != (word32)saltLen + (word32)hLen))
        return PSS_SALTLEN_E;
    ret = rsa_hash3(hashType, zeros, sizeof(zeros), in, inLen, sig,
                    (word32)saltLen, h);
    if (ret != 0)
        return ret;
    if (ConstantCompare(h, sig + saltLen, hLen) != 0)
        return BAD_PADDING_E;
    return 0;
}

int wc_RsaPSS_CheckPadding(const byte* in, word32 inLen, byte* sig,
                           word32 sigSz, enum wc_HashType hashType)
{
    return wc_RsaPSS_CheckPadding_ex(in, inLen, sig, sigSz, hashType,
                                     RSA_PSS_SALT_LEN_DEFAULT, 0);
}

/* Verify then check against digest; returns the wc_RsaPSS_Verify length
 * (> 0) on success, a negative error otherwise. */
int wc_RsaPSS_VerifyCheck(const byte* in, word32 inLen, byte* out,
                          word32 outLen, const byte* digest,
                          word32 digestLen, enum wc_HashType hash, int mgf,
                          RsaKey* key)
{
    int ret, ret2;

    if (digest == NULL)
        return BAD_FUNC_ARG;
    ret = wc_RsaPSS_Verify(in, inLen, out, outLen, hash, mgf, key);
    if (ret < 0)
        return ret;
    ret2 = wc_RsaPSS_CheckPadding_ex(digest, digestLen, out, (word32)ret,
                                     hash, RSA_PSS_SALT_LEN_DEFAULT,
                                     mp_count_bits(&key->n));
    return (ret2 == 0) ? ret : ret2;
}

int wc_RsaPSS_VerifyCheckInline(byte* in, word32 inLen, byte** out,
                                const byte* digest, word32 digestLen,
                                enum wc_HashType hash, int mgf, RsaKey* key)
{
    int ret, ret2;

    if ((digest == NULL) || (out == NULL))
        return BAD_FUNC_ARG;
    ret = wc_RsaPSS_VerifyInline(in, inLen, out, hash, mgf, key);
    if (ret < 0)
        return ret;
    ret2 = wc_RsaPSS_CheckPadding_ex(digest, digestLen, *out, (word32)ret,
                                     hash, RSA_PSS_SALT_LEN_DEFAULT,
                                     mp_count_bits(&key->n));
    return (ret2 == 0) ? ret : ret2;
}
