/* dh.h
 *
 * Public wolfCrypt finite-field Diffie-Hellman API: group parameters
 * (explicit, RFC 7919 named groups, DER DHParameter), key-pair
 * generation, public/private value checks and the shared secret.
 * Algorithm layer: wolfcrypt/src/dh.c (codecs in dh_asn.c) over sp_int.
 */
#ifndef WOLF_CRYPT_DH_H
#define WOLF_CRYPT_DH_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>

#ifdef __cplusplus
extern "C" {
#endif

/* RFC 7919 named groups (TLS NamedGroup code points, as in wolfCrypt). */
#define WC_FFDHE_2048 256
#define WC_FFDHE_3072 257
#define WC_FFDHE_4096 258
#define WC_FFDHE_6144 259
#define WC_FFDHE_8192 260

#ifndef WOLFSSL_DH_MIN_BITS
    #define WOLFSSL_DH_MIN_BITS 1024   /* smallest accepted p */
#endif
#define DH_MAX_SIZE 8192               /* largest p in bits */

/* A DH key: group (p, g, optional q = order of g) and key pair. */
typedef struct DhKey {
    mp_int p, g, q;
    mp_int pub, priv;
    void*  heap;
    int    devId;
    int    trustedGroup;   /* set by wc_DhSetNamedKey */
    int    namedGroup;     /* WC_FFDHE_* or 0 */
} DhKey;

#ifndef WC_DH_TYPE_DEFINED
    #define WC_DH_TYPE_DEFINED
#endif

WOLFSSL_API int  wc_InitDhKey(DhKey* key);
WOLFSSL_API int  wc_InitDhKey_ex(DhKey* key, void* heap, int devId);
WOLFSSL_API int  wc_FreeDhKey(DhKey* key);

/* Group parameters.  Every setter checks the shape (BAD_FUNC_ARG): p odd
 * of WOLFSSL_DH_MIN_BITS..DH_MAX_SIZE bits, 1 < g < p - 1 and, when q is
 * given (not NULL), 1 < q < p.
 * wc_DhSetCheckKey with trusted == 0 also tests p and q (when given) for
 * probable primality, trial division and 8 Miller-Rabin rounds as in
 * wolfCrypt (random bases from rng, or the first 8 primes when rng is
 * NULL: a composite built to pass those can pass), DH_CHECK_PUB_E when
 * one is composite, and g^q = 1 mod p (MP_CMP_E when not); trusted != 0
 * skips these tests, for parameters the caller vouches for.
 * wc_DhSetKey_ex is wc_DhSetCheckKey(..., trusted = 0, rng = NULL), as in
 * wolfCrypt.
 * wc_DhSetKey (and wc_DhKeyDecode, which calls it) is trusted, as in
 * wolfCrypt: it does NOT test p for primality and knows no q, so a
 * composite p such as 2^2048 - 1 is accepted, and key generation,
 * agreement and the public-value checks then run on it without noticing.
 * Use it for known-good parameters only; parameters from a peer or a file
 * belong in wc_DhSetCheckKey(..., 0, rng) (or use a named group). */
WOLFSSL_API int  wc_DhSetKey(DhKey* key, const byte* p, word32 pSz,
                             const byte* g, word32 gSz);
WOLFSSL_API int  wc_DhSetKey_ex(DhKey* key, const byte* p, word32 pSz,
                                const byte* g, word32 gSz, const byte* q,
                                word32 qSz);
WOLFSSL_API int  wc_DhSetCheckKey(DhKey* key, const byte* p, word32 pSz,
                                  const byte* g, word32 gSz, const byte* q,
                                  word32 qSz, int trusted, WC_RNG* rng);
WOLFSSL_API int  wc_DhSetNamedKey(DhKey* key, int name);
/* Sizes in bytes of p, g, q of a named group (any pointer may be NULL). */
WOLFSSL_API int  wc_DhGetNamedKeyParamSize(int name, word32* p, word32* g,
                                           word32* q);
/* Minimum bytes for a private value of the named group (0 if unknown). */
WOLFSSL_API word32 wc_DhGetNamedKeyMinSize(int name);

/* Copy a named group's p, g, q (big-endian; sizes in/out; any buffer may
 * be NULL to skip it).  wc_DhCmpNamedKey: 1 when p, g (and q unless noQ)
 * equal the named group's, else 0. */
WOLFSSL_API int  wc_DhCopyNamedKey(int name, byte* p, word32* pSz, byte* g,
                                   word32* gSz, byte* q, word32* qSz);
WOLFSSL_API int  wc_DhCmpNamedKey(int name, int noQ, const byte* p,
                                  word32 pSz, const byte* g, word32 gSz,
                                  const byte* q, word32 qSz);
/* Export p, q, g of key (q empty when unknown).  With all buffers NULL the
 * sizes are written and LENGTH_ONLY_E is returned. */
WOLFSSL_API int  wc_DhExportParamsRaw(DhKey* dh, byte* p, word32* pSz,
                                      byte* q, word32* qSz, byte* g,
                                      word32* gSz);
/* Load / store a key pair (either of priv, pub may be NULL on import). */
WOLFSSL_API int  wc_DhImportKeyPair(DhKey* key, const byte* priv,
                                    word32 privSz, const byte* pub,
                                    word32 pubSz);
WOLFSSL_API int  wc_DhExportKeyPair(DhKey* key, byte* priv,
                                    word32* pPrivSz, byte* pub,
                                    word32* pPubSz);

/* Generate priv (big-endian at the fixed length of the group's private
 * value size, see dh.c) and pub (big-endian, unpadded); *privSz / *pubSz:
 * in buffer sizes (pub needs the size of p), out lengths. */
WOLFSSL_API int  wc_DhGenerateKeyPair(DhKey* key, WC_RNG* rng, byte* priv,
                                      word32* privSz, byte* pub,
                                      word32* pubSz);
/* Shared secret (otherPub)^priv mod p, leading zero bytes stripped as in
 * wolfCrypt; wc_DhAgree_ct writes it left-padded to the size of p.
 * *agreeSz must be at least the size of p. */
WOLFSSL_API int  wc_DhAgree(DhKey* key, byte* agree, word32* agreeSz,
                            const byte* priv, word32 privSz,
                            const byte* otherPub, word32 pubSz);
WOLFSSL_API int  wc_DhAgree_ct(DhKey* key, byte* agree, word32* agreeSz,
                               const byte* priv, word32 privSz,
                               const byte* otherPub, word32 pubSz);

/* Checks: 0 or DH_CHECK_PUB_E / DH_CHECK_PRIV_E (or BAD_FUNC_ARG).
 * Public: 1 < y < p - 1 and, when q is known (the `prime` argument of the
 * _ex forms, as in wolfCrypt the subgroup order q, else the key's q),
 * y^q = 1 mod p.  wc_DhCheckPubValue: the range check only.  Private:
 * 0 < x < q (or < p - 1 without q), compared in constant time.  None of
 * them can tell a composite p (see wc_DhSetKey).
 * wc_DhCheckKeyPair: wolfCrypt's pair-wise consistency test (SP 800-56A
 * rev 3 5.6.2.1.4 (b)): 0 when g^x = y mod p, MP_CMP_E when not,
 * BAD_FUNC_ARG for a NULL argument or a key without parameters.  Unlike
 * wolfCrypt's it first applies the two range checks above (their
 * DH_CHECK_PUB_E / DH_CHECK_PRIV_E): a pair with x >= q and g^x = y, which
 * wolfCrypt's accepts, is refused. */
WOLFSSL_API int  wc_DhCheckPubKey(DhKey* key, const byte* pub,
                                  word32 pubSz);
WOLFSSL_API int  wc_DhCheckPubKey_ex(DhKey* key, const byte* pub,
                                     word32 pubSz, const byte* prime,
                                     word32 primeSz);
WOLFSSL_API int  wc_DhCheckPubValue(const byte* prime, word32 primeSz,
                                    const byte* pub, word32 pubSz);
WOLFSSL_API int  wc_DhCheckPrivKey(DhKey* key, const byte* priv,
                                   word32 privSz);
WOLFSSL_API int  wc_DhCheckPrivKey_ex(DhKey* key, const byte* priv,
                                      word32 privSz, const byte* prime,
                                      word32 primeSz);
WOLFSSL_API int  wc_DhCheckKeyPair(DhKey* key, const byte* pub,
                                   word32 pubSz, const byte* priv,
                                   word32 privSz);

/* DER DHParameter ::= SEQUENCE { p INTEGER, g INTEGER,
 * privateValueLength INTEGER OPTIONAL } into key (dh_asn.c; through
 * wc_DhSetKey, so trusted: see above), or into the caller's buffers
 * (wc_DhParamsLoad, sizes in/out).  Bytes after the SEQUENCE are left
 * alone, as upstream's decoders do (asn_public.h): wc_DhKeyDecode sets
 * *inOutIdx after it. */
WOLFSSL_API int  wc_DhKeyDecode(const byte* input, word32* inOutIdx,
                                DhKey* key, word32 inSz);
WOLFSSL_API int  wc_DhParamsLoad(const byte* input, word32 inSz, byte* p,
                                 word32* pInOutSz, byte* g,
                                 word32* gInOutSz);
/* DER DHParameter SEQUENCE { p, g } of key (output NULL: size only). */
WOLFSSL_API int  wc_DhParamsToDer(DhKey* key, byte* output, word32* outSz);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_DH_H */
