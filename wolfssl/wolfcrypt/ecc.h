/* ecc.h
 *
 * Public wolfCrypt API for elliptic-curve cryptography over the NIST prime
 * curves P-256, P-384 and P-521 (SEC 2 secp256r1, secp384r1, secp521r1):
 * key generation, ECDH (wc_ecc_shared_secret), ECDSA (wc_ecc_sign_hash /
 * wc_ecc_verify_hash, random or RFC 6979 deterministic nonces), X9.63 and
 * raw import/export, and point helpers.  The EC key DER codecs are
 * declared in asn_public.h (as in wolfCrypt); wc_EccPrivateKeyToDer here.
 *
 * Layering: the algorithm layer.  Implementation: wolfcrypt/src/ecc.c
 * (API, keys, ECDSA, ECDH), ecc_point.c (curve lookup, field and point
 * arithmetic on the generic sp_int, scalar multiplication), ecc_asn.c
 * (SEC1 / PKCS#8 / SubjectPublicKeyInfo) and curve_consts.c (the curve
 * table ecc_sets[], generated from scripts/sp/fields.py).  Names, argument order, types and
 * return codes follow wolfCrypt; every function returns 0 (or a size where
 * documented) on success and a negative error code otherwise.
 */
#ifndef WOLF_CRYPT_ECC_H
#define WOLF_CRYPT_ECC_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/asn_public.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Largest curve supported: P-521. */
#define MAX_ECC_BITS    521
#define MAX_ECC_BYTES   66
#define ECC_MAXSIZE     66          /* max private key size in bytes */
#define ECC_MAXSIZE_GEN 74          /* bytes of random data for keygen */
/* Largest DER ECDSA signature: SEQUENCE (3-byte header) of two INTEGERs
 * of 2 + 1 + MAX_ECC_BYTES bytes each. */
#define ECC_MAX_SIG_SIZE (3 + 2 * (3 + MAX_ECC_BYTES))
/* Uncompressed X9.63 point of the largest curve: 0x04 || x || y. */
#define ECC_BUFSIZE     (2 * MAX_ECC_BYTES + 1)

/* Key states and sizes (values as in wolfCrypt). */
enum {
    ECC_PUBLICKEY       = 1,
    ECC_PRIVATEKEY      = 2,
    ECC_PRIVATEKEY_ONLY = 3,
    ECC_MAXNAME         = 16,
    ECC_MAX_PAD_SZ      = 4,
    ECC_MAX_OID_LEN     = 16,
    ECC_POINT_COMP_EVEN = 0x02,
    ECC_POINT_COMP_ODD  = 0x03,
    ECC_POINT_UNCOMP    = 0x04
};

/* Curve identifiers (values as in wolfCrypt; only the marked curves are
 * implemented, the others give ECC_CURVE_OID_E / BAD_FUNC_ARG).  SM2's
 * sm2p256v1 is in the curve table when WOLFSSL_SM2 is defined (sm2.h).
 */
typedef enum ecc_curve_id {
    ECC_CURVE_INVALID = -1,
    ECC_CURVE_DEF     = 0,   /* curve chosen from the key size */
    ECC_SECP192R1     = 1,
    ECC_PRIME192V2,
    ECC_PRIME192V3,
    ECC_PRIME239V1,
    ECC_PRIME239V2,
    ECC_PRIME239V3,
    ECC_SECP256R1     = 7,   /* implemented */
    ECC_SECP112R1,
    ECC_SECP112R2,
    ECC_SECP128R1,
    ECC_SECP128R2,
    ECC_SECP160R1,
    ECC_SECP160R2,
    ECC_SECP224R1,
    ECC_SECP384R1     = 15,  /* implemented */
    ECC_SECP521R1     = 16,  /* implemented */
    ECC_SECP160K1,
    ECC_SECP192K1,
    ECC_SECP224K1,
    ECC_SECP256K1,
    ECC_BRAINPOOLP160R1,
    ECC_BRAINPOOLP192R1,
    ECC_BRAINPOOLP224R1,
    ECC_BRAINPOOLP256R1,
    ECC_BRAINPOOLP320R1,
    ECC_BRAINPOOLP384R1,
    ECC_BRAINPOOLP512R1,
    ECC_SM2P256V1     = 28,  /* implemented with WOLFSSL_SM2 */
    ECC_X25519,
    ECC_X448,
    ECC_CURVE_CUSTOM,
    ECC_CURVE_MAX
} ecc_curve_id;

typedef byte ecc_oid_t;

/* Domain parameters of one curve: all numbers as upper-case hex strings
 * (big-endian); oid is the OBJECT IDENTIFIER content of the curve name. */
typedef struct ecc_set_type {
    int              size;      /* field size in bytes */
    int              id;        /* enum ecc_curve_id */
    const char*      name;      /* e.g. "SECP256R1" */
    const char*      prime;     /* field prime p */
    const char*      Af;        /* curve coefficient a (= p - 3) */
    const char*      Bf;        /* curve coefficient b */
    const char*      order;     /* order n of the base point */
    const char*      Gx;        /* base point x */
    const char*      Gy;        /* base point y */
    const ecc_oid_t* oid;       /* curve OID content */
    word32           oidSz;
    word32           oidSum;    /* wolfCrypt OID sum (sum of the bytes) */
    int              cofactor;
} ecc_set_type;

/* The implemented curves, terminated by an entry with size 0.  Index into
 * it with wc_ecc_get_curve_idx(). */
extern WOLFSSL_API const ecc_set_type ecc_sets[];

/* A point in Jacobian or affine coordinates (z = 1 for affine).  The
 * typedef has upstream's guard: sp.h names the type the same way. */
#ifndef WC_ECCPOINT_TYPE_DEFINED
    typedef struct ecc_point ecc_point;
    #define WC_ECCPOINT_TYPE_DEFINED
#endif
struct ecc_point {
    mp_int x[1];
    mp_int y[1];
    mp_int z[1];
    void*  heap;
};

/* An EC key: public point and/or private scalar.  type is 0 (empty),
 * ECC_PUBLICKEY, ECC_PRIVATEKEY (both halves) or ECC_PRIVATEKEY_ONLY. */
typedef struct ecc_key {
    int                 type;
    int                 idx;        /* index into ecc_sets, -1: unset */
    int                 state;
    word32              flags;
    const ecc_set_type* dp;         /* &ecc_sets[idx] or NULL */
    void*               heap;
    int                 devId;
    ecc_point           pubkey;
    mp_int              k[1];       /* private scalar in [1, n-1] */
    WC_RNG*             rng;        /* for operations without an rng arg */
    byte                deterministic;  /* RFC 6979 nonces when set */
    int                 hashType;   /* RFC 6979 HMAC hash (0: curve's) */
} ecc_key;

#define WC_ECCKEY_TYPE_DEFINED

/* ---------------------------------------------------------------------- */
/* Key life cycle                                                          */
/* ---------------------------------------------------------------------- */
WOLFSSL_API int  wc_ecc_init(ecc_key* key);
WOLFSSL_API int  wc_ecc_init_ex(ecc_key* key, void* heap, int devId);
/* Wipes the private scalar; the key may be re-initialised afterwards. */
WOLFSSL_API int  wc_ecc_free(ecc_key* key);
/* keysize in bytes (32, 48, 66); curve from the size. */
WOLFSSL_API int  wc_ecc_make_key(WC_RNG* rng, int keysize, ecc_key* key);
/* keysize in bytes; curve_id ECC_CURVE_DEF picks the curve by size. */
WOLFSSL_API int  wc_ecc_make_key_ex(WC_RNG* rng, int keysize, ecc_key* key,
                                    int curve_id);
WOLFSSL_API int  wc_ecc_set_rng(ecc_key* key, WC_RNG* rng);
/* Select the curve of an empty key (keysize bytes, or curve_id). */
WOLFSSL_API int  wc_ecc_set_curve(ecc_key* key, int keysize, int curve_id);
/* Full validation: public point on the curve, not infinity, coordinates
 * below p, n*Q = infinity, and Q = d*G when the private part is present. */
WOLFSSL_API int  wc_ecc_check_key(ecc_key* key);

/* ---------------------------------------------------------------------- */
/* ECDH and ECDSA                                                          */
/* ---------------------------------------------------------------------- */
/* out = x-coordinate of d_priv * Q_pub, *outlen bytes (the field size).
 * The peer point is checked: on the curve, not infinity, same curve. */
WOLFSSL_API int  wc_ecc_shared_secret(ecc_key* private_key,
                                      ecc_key* public_key, byte* out,
                                      word32* outlen);
/* DER signature (SEQUENCE {r, s}) of the hash in[0..inlen). */
WOLFSSL_API int  wc_ecc_sign_hash(const byte* in, word32 inlen, byte* out,
                                  word32* outlen, WC_RNG* rng,
                                  ecc_key* key);
WOLFSSL_API int  wc_ecc_sign_hash_ex(const byte* in, word32 inlen,
                                     WC_RNG* rng, ecc_key* key, mp_int* r,
                                     mp_int* s);
/* *res = 1 for a valid signature, 0 otherwise; the return value is 0
 * whenever the inputs could be processed (a malformed DER signature is
 * an error code, as in wolfCrypt). */
WOLFSSL_API int  wc_ecc_verify_hash(const byte* sig, word32 siglen,
                                    const byte* hash, word32 hashlen,
                                    int* res, ecc_key* key);
WOLFSSL_API int  wc_ecc_verify_hash_ex(mp_int* r, mp_int* s,
                                       const byte* hash, word32 hashlen,
                                       int* res, ecc_key* key);
/* flag 1: RFC 6979 nonces with HMAC of the curve's hash (SHA-256 for
 * P-256, SHA-384 for P-384, SHA-512 for P-521). */
WOLFSSL_API int  wc_ecc_set_deterministic(ecc_key* key, byte flag);
/* As above with an explicit HMAC hash (enum wc_HashType, 0: curve's). */
WOLFSSL_API int  wc_ecc_set_deterministic_ex(ecc_key* key, byte flag,
                                             int hashType);

/* ---------------------------------------------------------------------- */
/* Import and export                                                       */
/* ---------------------------------------------------------------------- */
/* X9.63 point: 0x04 || x || y, or 0x02/0x03 || x (compressed). */
WOLFSSL_API int  wc_ecc_import_x963(const byte* in, word32 inLen,
                                    ecc_key* key);
WOLFSSL_API int  wc_ecc_import_x963_ex(const byte* in, word32 inLen,
                                       ecc_key* key, int curve_id);
WOLFSSL_API int  wc_ecc_export_x963(ecc_key* key, byte* out,
                                    word32* outLen);
WOLFSSL_API int  wc_ecc_export_x963_ex(ecc_key* key, byte* out,
                                       word32* outLen, int compressed);
/* Hex strings; d may be NULL for a public key. */
WOLFSSL_API int  wc_ecc_import_raw(ecc_key* key, const char* qx,
                                   const char* qy, const char* d,
                                   const char* curveName);
WOLFSSL_API int  wc_ecc_import_raw_ex(ecc_key* key, const char* qx,
                                      const char* qy, const char* d,
                                      int curve_id);
/* Unsigned big-endian coordinates, each padded to the field size. */
WOLFSSL_API int  wc_ecc_import_unsigned(ecc_key* key, const byte* qx,
                                        const byte* qy, const byte* d,
                                        int curve_id);
WOLFSSL_API int  wc_ecc_export_public_raw(ecc_key* key, byte* qx,
                                          word32* qxLen, byte* qy,
                                          word32* qyLen);
WOLFSSL_API int  wc_ecc_export_private_only(ecc_key* key, byte* out,
                                            word32* outLen);
/* priv: big-endian scalar; pub: X9.63 point or NULL (then the key is
 * ECC_PRIVATEKEY_ONLY). */
WOLFSSL_API int  wc_ecc_import_private_key(const byte* priv, word32 privSz,
                                           const byte* pub, word32 pubSz,
                                           ecc_key* key);
WOLFSSL_API int  wc_ecc_import_private_key_ex(const byte* priv,
                                              word32 privSz, const byte* pub,
                                              word32 pubSz, ecc_key* key,
                                              int curve_id);
/* Compute the public point of an ECC_PRIVATEKEY_ONLY key. */
WOLFSSL_API int  wc_ecc_make_pub(ecc_key* key, ecc_point* pubOut);

/* ---------------------------------------------------------------------- */
/* Signature encodings                                                     */
/* ---------------------------------------------------------------------- */
/* r, s as hex strings -> DER. */
WOLFSSL_API int  wc_ecc_rs_to_sig(const char* r, const char* s, byte* out,
                                  word32* outlen);
/* r, s as big-endian bytes -> DER. */
WOLFSSL_API int  wc_ecc_rs_raw_to_sig(const byte* r, word32 rSz,
                                      const byte* s, word32 sSz, byte* out,
                                      word32* outlen);
/* DER -> r, s as minimal big-endian bytes (*rLen, *sLen in: sizes). */
WOLFSSL_API int  wc_ecc_sig_to_rs(const byte* sig, word32 sigLen, byte* r,
                                  word32* rLen, byte* s, word32* sLen);

/* ---------------------------------------------------------------------- */
/* Curves and sizes                                                        */
/* ---------------------------------------------------------------------- */
/* Curve id for an ecc_sets index (ECC_CURVE_INVALID when out of range). */
WOLFSSL_API int  wc_ecc_get_curve_id(int curve_idx);
/* ecc_sets index for a curve id (ECC_CURVE_INVALID when unsupported). */
WOLFSSL_API int  wc_ecc_get_curve_idx(int curve_id);
WOLFSSL_API const char* wc_ecc_get_name(int curve_id);
WOLFSSL_API int  wc_ecc_get_curve_size_from_id(int curve_id);
WOLFSSL_API const ecc_set_type* wc_ecc_get_curve_params(int curve_idx);
/* Field size in bytes of the key's curve (0 for NULL / no curve). */
WOLFSSL_API int  wc_ecc_size(ecc_key* key);
/* Largest DER signature for the key's curve (0 for NULL / no curve). */
WOLFSSL_API int  wc_ecc_sig_size(const ecc_key* key);
WOLFSSL_API int  wc_ecc_sig_size_calc(int sz);

/* ---------------------------------------------------------------------- */
/* Points                                                                  */
/* ---------------------------------------------------------------------- */
WOLFSSL_API ecc_point* wc_ecc_new_point(void);
WOLFSSL_API ecc_point* wc_ecc_new_point_h(void* heap);
WOLFSSL_API void wc_ecc_del_point(ecc_point* p);
WOLFSSL_API void wc_ecc_del_point_h(ecc_point* p, void* heap);
WOLFSSL_API int  wc_ecc_copy_point(const ecc_point* p, ecc_point* r);
/* MP_EQ when equal (affine or same representation), MP_GT / MP_LT
 * otherwise, BAD_FUNC_ARG for NULL. */
WOLFSSL_API int  wc_ecc_cmp_point(ecc_point* a, ecc_point* b);
/* 1 when p (affine) is the point at infinity (x = y = 0 or z = 0). */
WOLFSSL_API int  wc_ecc_point_is_at_infinity(ecc_point* p);
/* MP_OKAY when the affine point p lies on curve ecc_sets[curve_idx],
 * IS_POINT_E when not, a negative error on bad arguments. */
WOLFSSL_API int  wc_ecc_point_is_on_curve(ecc_point* p, int curve_idx);
/* R = k * G (affine result, map != 0) on curve idx of ecc_sets by
 * modulus: k in [1, n-1]. */
WOLFSSL_API int  wc_ecc_mulmod(const mp_int* k, ecc_point* G, ecc_point* R,
                               mp_int* a, mp_int* modulus, int map);

/* SEC1 ECPrivateKey DER (no PKCS#8 wrapper); see also asn_public.h. */
WOLFSSL_API int  wc_EccPrivateKeyToDer(ecc_key* key, byte* output,
                                       word32 inLen);
/* PKCS#8 PrivateKeyInfo around the SEC1 key (output NULL: *outLen gets
 * the size and LENGTH_ONLY_E is returned). */
WOLFSSL_API int  wc_EccKeyToPKCS8(ecc_key* key, byte* output,
                                  word32* outLen);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_ECC_H */
