/* eddsa.h
 *
 * What Ed25519 and Ed448 (RFC 8032) share, internal to the library: the
 * key bookkeeping (seed, expanded secret, public key and its decoded
 * point), the steps of signing and verification around the curve's hash
 * and SP arithmetic, imports, exports and the key check.  Algorithm
 * layer: used by ed25519.c and ed448.c, which hold their hashes (SHA-512
 * with dom2, SHAKE256 with dom4), their schemes and the public API, and
 * pass a curve description (eddsa_curve) and a view of their key
 * (eddsa_key), and by their key codecs (ed25519_asn.c, ed448_asn.c);
 * implemented in eddsa.c (built when either curve is).
 * Nothing here is public API; the contracts and error codes the public
 * functions give are in ed25519.h and ed448.h.
 *
 * Sizes: ks is the size of a seed, a public key, R and S (32 or 57);
 * the expanded secret and the seed || public key pair are 2 ks.
 */
#ifndef WOLF_CRYPT_EDDSA_H
#define WOLF_CRYPT_EDDSA_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#if defined(HAVE_ED25519) || defined(HAVE_ED448)

#include <wolfssl/wolfcrypt/random.h>

/* One curve: sizes, its hashes, its SP functions (sp.h) and where the
 * error codes of upstream's two curves differ. */
typedef struct eddsa_curve {
    word32 ks;
    const byte* oid;        /* RFC 8410's (asn.h): id-Ed25519, id-Ed448 */
    word32 oidSz;
    word32 pointSz;         /* bytes of the decoded public point */
    word32 phSz;            /* the prehash of the ph scheme: 64 */
    byte phType;            /* the ph scheme's type (Ed25519ph, Ed448ph) */
    /* ek = H(seed) with its low half clamped (s || prefix) */
    int (*expand)(byte* ek, const byte* seed);
    /* out = H(dom(type, ctx) || a || b || m) mod L (ks bytes; b may be
     * NULL) */
    int (*hash_mod_l)(byte* out, byte type, const byte* ctx, byte ctxLen,
                      const byte* a, word32 aLen, const byte* b,
                      word32 bLen, const byte* m, word32 mLen);
    /* 0 when type, context and the length of what is signed (a prehash
     * for the ph scheme) go together, else BAD_FUNC_ARG */
    int (*type_ok)(byte type, const byte* ctx, byte ctxLen, word32 mLen);
    /* ph = PH(m), phSz bytes */
    int (*prehash)(const byte* m, word32 mLen, byte* ph);
    int (*base)(byte* r, const byte* a, word64* pt);
    int (*sc_muladd)(byte* s, const byte* a, const byte* b, const byte* c);
    int (*decode_point)(word64* p, const byte* a);
    int (*verify)(const byte* sig, const word64* a, const byte* k,
                  int* res);
    /* S >= L: with order (L, ks bytes little endian) refused before
     * verification with BAD_FUNC_ARG; without, left to verify (res 0,
     * SIG_VERIFY_E) */
    const byte* order;
    int noPointErr;         /* verifying with a public key that is no
                             * point (imported as trusted) */
    int noSeedErr;          /* making the public key of a key without a
                             * seed */
    byte prefix;            /* a public key of ks + 1 bytes starting with
                             * this octet is taken (0: no such form) */
} eddsa_curve;

/* A view of an ed25519_key / ed448_key: its parts and flags. */
typedef struct eddsa_key {
    byte* p;                /* the public key, ks bytes */
    byte* k;                /* seed || public key */
    byte* ek;               /* the expanded secret */
    word64* A;              /* the public key's point (pointSz bytes) */
    word16* privSet;
    word16* pubSet;
    word16* pointSet;
} eddsa_key;

/* The view of a key (NULL when key is NULL), for the macro below. */
#define EDDSA_VIEW(key, v)                                              \
    (((key) == NULL) ? (eddsa_key*)NULL :                               \
     ((v)->p = (key)->p, (v)->k = (key)->k, (v)->ek = (key)->ek,        \
      (v)->A = (key)->A, (v)->privSet = &(key)->privKeySet,             \
      (v)->pubSet = &(key)->pubKeySet,                                  \
      (v)->pointSet = &(key)->pointSet, (v)))

/* The public API's steps; v NULL where the caller's key was NULL.  Each
 * checks its arguments and gives the codes ed25519.h / ed448.h list. */
WOLFSSL_LOCAL int eddsa_make_public(const eddsa_curve* c, eddsa_key* v,
                                    byte* pub, word32 pubSz);
WOLFSSL_LOCAL int eddsa_make_key(const eddsa_curve* c, eddsa_key* v,
                                 WC_RNG* rng, int keySz);
/* Signs in (the message, or the prehash for the ph type). */
WOLFSSL_LOCAL int eddsa_sign(const eddsa_curve* c, eddsa_key* v,
                             const byte* in, word32 inLen, byte* out,
                             word32* outLen, byte type, const byte* ctx,
                             byte ctxLen);
/* Signs PH(in) with the ph type. */
WOLFSSL_LOCAL int eddsa_ph_sign(const eddsa_curve* c, eddsa_key* v,
                                const byte* in, word32 inLen, byte* out,
                                word32* outLen, const byte* ctx,
                                byte ctxLen);
WOLFSSL_LOCAL int eddsa_verify(const eddsa_curve* c, eddsa_key* v,
                               const byte* sig, word32 sigLen,
                               const byte* msg, word32 msgLen, int* res,
                               byte type, const byte* ctx, byte ctxLen);
WOLFSSL_LOCAL int eddsa_ph_verify(const eddsa_curve* c, eddsa_key* v,
                                  const byte* sig, word32 sigLen,
                                  const byte* msg, word32 msgLen, int* res,
                                  const byte* ctx, byte ctxLen);
/* Wipes the secrets, clears the rest (heap and devId stay). */
WOLFSSL_LOCAL void eddsa_free(const eddsa_curve* c, eddsa_key* v);
WOLFSSL_LOCAL int eddsa_import_public(const eddsa_curve* c, eddsa_key* v,
                                      const byte* in, word32 inLen,
                                      int trusted);
WOLFSSL_LOCAL int eddsa_import_private_only(const eddsa_curve* c,
                                            eddsa_key* v, const byte* priv,
                                            word32 privSz);
WOLFSSL_LOCAL int eddsa_import_private_key(const eddsa_curve* c,
                                           eddsa_key* v, const byte* priv,
                                           word32 privSz, const byte* pub,
                                           word32 pubSz, int trusted);
/* Exports: which (EDDSA_PUBLIC, EDDSA_SEED, EDDSA_PAIR) into out. */
#define EDDSA_PUBLIC 0
#define EDDSA_SEED   1
#define EDDSA_PAIR   2
WOLFSSL_LOCAL int eddsa_export(const eddsa_curve* c, eddsa_key* v,
                               int which, byte* out, word32* outLen);
WOLFSSL_LOCAL int eddsa_check_key(const eddsa_curve* c, eddsa_key* v);

/* The RFC 8410 key codecs (asn_public.h has their contracts): decode the
 * private (isPriv) or public key at input[*inOutIdx] into v (rfc8410.c's
 * steps: sizes BAD_FUNC_ARG, a publicKey not the seed's or a public key
 * that is no point PUBLIC_KEY_E; v changes only on success); encode what
 * v holds: EDDSA_SEED the seed alone (PKCS #8 version 0), EDDSA_PAIR the
 * seed and [1] publicKey (version 1), EDDSA_PUBLIC SubjectPublicKeyInfo
 * (withAlg) or the raw public key; a missing public key is made from the
 * seed for the output (v unchanged); BAD_FUNC_ARG without the part to
 * write. */
WOLFSSL_LOCAL int eddsa_asn_decode(const eddsa_curve* c, eddsa_key* v,
                                   const byte* input, word32* inOutIdx,
                                   word32 inSz, int isPriv);
WOLFSSL_LOCAL int eddsa_asn_encode(const eddsa_curve* c, eddsa_key* v,
                                   int which, int withAlg, byte* output,
                                   word32 inLen);

/* The curves (ed25519.c, ed448.c), for their key codecs. */
#ifdef HAVE_ED25519
WOLFSSL_LOCAL extern const eddsa_curve eddsa_ed25519;
#endif
#ifdef HAVE_ED448
WOLFSSL_LOCAL extern const eddsa_curve eddsa_ed448;
#endif

#endif /* HAVE_ED25519 || HAVE_ED448 */
#endif /* WOLF_CRYPT_EDDSA_H */
