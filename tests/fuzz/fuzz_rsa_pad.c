/* fuzz_rsa_pad.c
 *
 * libFuzzer target for RSA padding on attacker-chosen ciphertexts and
 * signatures (rsa.c, rsa_pad.c), with a fixed 1024-bit key (the
 * smallest size the SP tier has, for speed) generated at start-up from
 * the deterministic entropy source (the same key in every run).  The
 * input chooses the encoded message EM that the padding check sees:
 * the target turns it into a ciphertext c = EM^e (raw
 * public operation) or a signature s = EM^d (raw private operation), so
 * every branch of the decoders can be reached, and an oracle written
 * here decodes EM itself (PKCS#1 v1.5, OAEP and PSS from RFC 8017).
 * Byte 0 picks the mode (low 3 bits mod 5), bit 3 a variant:
 *   0: PKCS#1 v1.5 decryption; EM = the next 128 bytes.
 *   1: OAEP decryption (variant: SHA-1, else SHA-256, MGF1 of the same
 *      hash); the input gives Y, the seed and DB (lHash' || PS || 01 ||
 *      M as the fuzzer likes; byte 1 bit 0 puts the real lHash of the
 *      label in; byte 2 = label length, then the label) and the target
 *      masks them into EM.
 *   2: PKCS#1 v1.5 signature verification; EM = the next 128 bytes.
 *   3: PSS verification (SHA-256, salt length = hash length): the input
 *      gives the digest, DB, H and the trailer byte (byte 1 bit 0
 *      computes the right H from DB's salt).
 *   4: raw private decryption of c = the next 128 bytes (wc_RsaFunction
 *      and no-padding decryption): RSA_OUT_OF_RANGE_E exactly when not
 *      1 < c < n - 1, else c^d mod n by sp_int (in the SP build: the
 *      fixed-size SP tier against the generic code).
 * The library must accept exactly what the oracle accepts and return the
 * same message.  Test layer only.  With FUZZ_SEED_DIR set, the
 * initialiser writes valid encodings for every mode there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include "fuzz_common.h"

#define K 128                           /* modulus bytes */

static RsaKey key;
static WC_RNG rng;

/* out[0..len) ^= MGF1(seed[0..seedSz)) with hash t. */
static void mgf1_xor(enum wc_HashType t, const byte* seed, word32 seedSz,
                     byte* out, word32 len)
{
    byte c[4], h[WC_MAX_DIGEST_SIZE];
    word32 hl = (word32)wc_HashGetDigestSize(t), done, i, ctr = 0;
    wc_HashAlg ha;

    for (done = 0; done < len; ctr++) {
        c[0] = (byte)(ctr >> 24);
        c[1] = (byte)(ctr >> 16);
        c[2] = (byte)(ctr >> 8);
        c[3] = (byte)ctr;
        FUZZ_CHECK(wc_HashInit(&ha, t) == 0 &&
                   wc_HashUpdate(&ha, t, seed, seedSz) == 0 &&
                   wc_HashUpdate(&ha, t, c, 4) == 0 &&
                   wc_HashFinal(&ha, t, h) == 0);
        for (i = 0; i < hl && done < len; i++)
            out[done++] ^= h[i];
    }
}

/* Index of M in a PKCS#1 v1.5 block of type bt, or -1 (RFC 8017 7.2.2
 * and 8.2.2: 00 || BT || PS (>= 8 bytes; nonzero for type 2, FF for type
 * 1) || 00 || M). */
static int v15_msg(const byte* em, byte bt)
{
    int i = 2;

    if (em[0] != 0 || em[1] != bt)
        return -1;
    while (i < K && em[i] != 0) {
        if (bt == 1 && em[i] != 0xFF)
            return -1;
        i++;
    }
    return (i < K && i >= 10) ? i + 1 : -1;
}

/* out[0..k) = in^d (priv) or in^e mod n, raw; 0 or the error. */
static int raw(const byte* in, byte* out, int priv)
{
    word32 outLen = K;

    return wc_RsaFunction(in, K, out, &outLen,
                          priv ? RSA_PRIVATE_ENCRYPT : RSA_PUBLIC_ENCRYPT,
                          &key, &rng);
}

/* Compare a decoder's result with the oracle's message (mLen < 0:
 * invalid). */
static void expect(int ret, const byte* out, const byte* m, int mLen)
{
    if (mLen < 0) {
        FUZZ_CHECK(ret < 0);
        return;
    }
    FUZZ_CHECK(ret == mLen);
    FUZZ_CHECK(mLen == 0 || memcmp(out, m, (size_t)mLen) == 0);
}

static void run_v15(fuzz_in* in, int sign)
{
    byte em[K], c[K], out[K];
    int mi, ret;

    (void)fuzz_bytes(in, em, K);
    em[0] &= 0x7f;                      /* EM < n: n has its top bit */
    mi = v15_msg(em, sign ? 1 : 2);
    FUZZ_CHECK(raw(em, c, sign) == 0);
    if (sign)
        ret = wc_RsaSSL_Verify(c, K, out, sizeof(out), &key);
    else
        ret = wc_RsaPrivateDecrypt(c, K, out, sizeof(out), &key);
    expect(ret, out, em + (mi < 0 ? 0 : mi), mi < 0 ? -1 : K - mi);
    /* A buffer one byte short of the message is refused. */
    if (mi >= 0 && mi < K) {
        if (sign)
            ret = wc_RsaSSL_Verify(c, K, out, (word32)(K - mi - 1), &key);
        else
            ret = wc_RsaPrivateDecrypt(c, K, out, (word32)(K - mi - 1),
                                       &key);
        FUZZ_CHECK(ret < 0);
    }
}

static void run_oaep(fuzz_in* in, int sha1)
{
    enum wc_HashType t = sha1 ? WC_HASH_TYPE_SHA : WC_HASH_TYPE_SHA256;
    int mgf = sha1 ? WC_MGF1SHA1 : WC_MGF1SHA256;
    byte em[K], c[K], out[K], label[256], lh[WC_MAX_DIGEST_SIZE];
    byte flags = fuzz_byte(in);
    word32 hl = (word32)wc_HashGetDigestSize(t), labelSz, i;
    byte* db = em + 1 + hl;
    word32 dbLen = K - 1 - hl;
    int ret, mi = -1, bad;

    labelSz = fuzz_bytes(in, label, fuzz_byte(in));
    FUZZ_CHECK(wc_Hash(t, label, labelSz, lh, sizeof(lh)) == 0);
    em[0] = fuzz_byte(in) & 1;          /* Y: 0, or 1 (invalid) */
    (void)fuzz_bytes(in, em + 1, hl);   /* seed */
    (void)fuzz_bytes(in, db, dbLen);    /* DB */
    if (flags & 1)
        memcpy(db, lh, hl);
    /* Oracle on DB before masking (RFC 8017 7.1.2 step 3). */
    bad = (em[0] != 0) || (memcmp(db, lh, hl) != 0);
    for (i = hl; i < dbLen && db[i] == 0; i++)
        ;
    if (!bad && i < dbLen && db[i] == 1)
        mi = (int)(1 + hl + i + 1);
    mgf1_xor(t, em + 1, hl, db, dbLen);           /* maskedDB */
    mgf1_xor(t, db, dbLen, em + 1, hl);           /* maskedSeed */
    FUZZ_CHECK(raw(em, c, 0) == 0);
    ret = wc_RsaPrivateDecrypt_ex(c, K, out, sizeof(out), &key,
                                  WC_RSA_OAEP_PAD, t, mgf,
                                  labelSz ? label : NULL, labelSz);
    /* Unmask again to compare M. */
    mgf1_xor(t, db, dbLen, em + 1, hl);
    mgf1_xor(t, em + 1, hl, db, dbLen);
    expect(ret, out, em + (mi < 0 ? 0 : mi), mi < 0 ? -1 : K - mi);
}

static void run_pss(fuzz_in* in)
{
    const enum wc_HashType t = WC_HASH_TYPE_SHA256;
    byte em[K], s[K], out[K], digest[32], mp[8 + 32 + 32];
    byte flags = fuzz_byte(in);
    const word32 hl = 32, dbLen = K - hl - 1;
    byte* h = em + dbLen;
    word32 i;
    int ret, ok;

    (void)fuzz_bytes(in, digest, hl);
    (void)fuzz_bytes(in, em, dbLen);              /* DB */
    (void)fuzz_bytes(in, h, hl);
    em[K - 1] = (flags & 2) ? fuzz_byte(in) : 0xBC;
    em[0] &= (flags & 4) ? 0xFF : 0x7F;           /* emBits = 1023 */
    /* M' = 8 zeros || mHash || salt, salt = the last hl bytes of DB. */
    memset(mp, 0, 8);
    memcpy(mp + 8, digest, hl);
    memcpy(mp + 8 + hl, em + dbLen - hl, hl);
    if (flags & 1)
        FUZZ_CHECK(wc_Hash(t, mp, sizeof(mp), h, hl) == 0);
    /* Oracle (RFC 8017 9.1.2 on DB before masking). */
    ok = (em[K - 1] == 0xBC) && ((em[0] & 0x80) == 0);
    for (i = 0; ok && i < dbLen - hl - 1; i++)
        ok = ((i == 0 ? em[0] & 0x7F : em[i]) == 0);
    ok = ok && (em[dbLen - hl - 1] == 1);
    if (ok) {
        byte h2[32];
        FUZZ_CHECK(wc_Hash(t, mp, sizeof(mp), h2, hl) == 0);
        ok = (memcmp(h, h2, hl) == 0);
    }
    /* Mask DB, keep its top bit as chosen (the 9.1.2 step 6 check). */
    {
        byte top = em[0] & 0x80;
        mgf1_xor(t, h, hl, em, dbLen);
        em[0] = (byte)((em[0] & 0x7F) | top);
    }
    if (raw(em, s, 1) != 0)
        return;                                   /* EM >= n */
    ret = wc_RsaPSS_VerifyCheck(s, K, out, sizeof(out), digest, hl, t,
                                WC_MGF1SHA256, &key);
    FUZZ_CHECK(ok ? ret > 0 : ret < 0);
}

/* 1 when the big-endian K-byte a is below b (K bytes). */
static int less(const byte* a, const byte* b)
{
    return memcmp(a, b, K) < 0;
}

static void run_raw(fuzz_in* in)
{
    byte c[K], m[K], m2[K], n[K], nm1[K], ref[K];
    word32 outLen = K;
    mp_int ci, r;
    int ret, inRange;

    (void)fuzz_bytes(in, c, K);
    FUZZ_CHECK(mp_to_unsigned_bin_len(&key.n, n, K) == 0);
    memcpy(nm1, n, K);
    nm1[K - 1] -= 1;                              /* n odd */
    memset(m, 0, K);
    m[K - 1] = 1;
    inRange = less(m, c) && less(c, nm1);
    ret = wc_RsaFunction(c, K, m, &outLen, RSA_PRIVATE_DECRYPT, &key, &rng);
    if (!inRange) {
        FUZZ_CHECK(ret == RSA_OUT_OF_RANGE_E);
        return;
    }
    FUZZ_CHECK(ret == 0 && outLen == K);
    FUZZ_CHECK(mp_init_multi(&ci, &r, NULL, NULL, NULL, NULL) == 0);
    FUZZ_CHECK(mp_read_unsigned_bin(&ci, c, K) == 0 &&
               mp_exptmod_nct(&ci, &key.d, &key.n, &r) == 0 &&
               mp_to_unsigned_bin_len(&r, ref, K) == 0);
    FUZZ_CHECK(memcmp(m, ref, K) == 0);
    ret = wc_RsaPrivateDecrypt_ex(c, K, m2, sizeof(m2), &key, WC_RSA_NO_PAD,
                                  WC_HASH_TYPE_NONE, WC_MGF1NONE, NULL, 0);
    FUZZ_CHECK(ret == K && memcmp(m2, ref, K) == 0);
    FUZZ_CHECK(raw(m, m2, 0) == 0 && memcmp(m2, c, K) == 0);
    mp_clear(&ci);
    mp_clear(&r);
}

static void make_seeds(const char* dir)
{
    byte in[1 + K + 64], ct[K];
    word32 i;
    int mode;

    for (mode = 0; mode < 5; mode++) {
        memset(in, 0, sizeof(in));
        in[0] = (byte)mode;
        for (i = 1; i < sizeof(in); i++)
            in[i] = (byte)(i * 29 + mode);
        if (mode == 0 || mode == 2) {
            /* A valid block: 00 || BT || PS || 00 || 32-byte M. */
            in[1] = 0;
            in[2] = (byte)(mode == 0 ? 2 : 1);
            for (i = 3; i < 1 + K - 33; i++)
                in[i] = (byte)(mode == 0 ? (i | 1) : 0xFF);
            in[1 + K - 33] = 0;
        }
        if (mode == 1 || mode == 3)
            in[1] = 1;                            /* the right hash */
        if (mode == 1) {
            in[2] = 0;                            /* no label */
            in[3] = 0;                            /* Y = 0 */
            memset(in + 4 + 32, 0, K - 1 - 32);   /* DB: lHash, PS */
            in[4 + 32 + K - 1 - 32 - 17] = 1;     /* 01 || 16 bytes */
        }
        if (mode == 3) {
            memset(in + 2 + 32, 0, K - 32 - 1 - 33);
            in[2 + 32 + K - 32 - 1 - 33] = 1;     /* 01 || salt */
        }
        if (mode == 4 && raw(in + 1, ct, 0) == 0)
            memcpy(in + 1, ct, K);
        fuzz_seed_write(dir, mode == 4 ? "raw" : mode == 3 ? "pss" :
                        mode == 2 ? "sig" : mode == 1 ? "oaep" : "v15",
                        -1, in, sizeof(in));
    }
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    (void)argc;
    (void)argv;
    fuzz_seed_install();
    FUZZ_CHECK(wc_InitRng(&rng) == 0);
    FUZZ_CHECK(wc_InitRsaKey(&key, NULL) == 0);
    FUZZ_CHECK(wc_MakeRsaKey(&key, 8 * K, WC_RSA_EXPONENT, &rng) == 0);
    FUZZ_CHECK(wc_RsaSetRNG(&key, &rng) == 0);
    fuzz_maybe_seed(make_seeds);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    fuzz_in in;
    byte sel;

    in.p = data;
    in.n = size;
    sel = fuzz_byte(&in);
    switch ((sel & 7) % 5) {
        case 0: run_v15(&in, 0); break;
        case 1: run_oaep(&in, (sel >> 3) & 1); break;
        case 2: run_v15(&in, 1); break;
        case 3: run_pss(&in); break;
        default: run_raw(&in); break;
    }
    return 0;
}
