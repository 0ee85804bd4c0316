/* sm2.c
 *
 * SM2 (GB/T 32918-2016 / GM/T 0003-2012) on the recommended curve
 * sm2p256v1 with SM3, behind the wolfCrypt SM2 API (wolfssl/wolfcrypt/
 * sm2.h): key generation, the user digest H(Z_A || M), signatures,
 * ECDH on the SM2 curve, and public-key encryption (part 4) in the raw
 * C1 || C3 || C2 form (and the older C1 || C2 || C3) and the GM/T 0009 DER
 * form.  Algorithm layer, next to ecc.c: keys are ecc_key objects on curve
 * ECC_SM2P256V1 (an entry of the ECC curve table, curve_consts.c), the
 * scalar multiplications are those of ecc_point.c (ecc_internal.h) reached
 * through the three "SP dispatch points" below, which take the
 * fixed-size SP layer (sp_dispatch.h) when the build has it, as do
 * signing and verification as a whole; SM3 comes from sm3.c and DER from
 * asn.c.  Compiles to nothing without WOLFSSL_SM2.
 *
 * Secrets: the private key d, the nonce k, the ECDH / encryption point
 * (x2, y2) and the KDF output.  They go only through constant-time code:
 * the ECC fixed window (ecc_mul_ct), Montgomery arithmetic modulo n at
 * fixed length (mp_mont_mul_ct, mp_addmod_ct, mp_submod_ct), the
 * constant-time inverse mp_invmod_mont_ct (binary extended Euclid at a
 * fixed step count) for (1 + d)^-1, masked range and zero tests, and
 * fixed-length byte conversions.  Branches happen only on public results
 * (r, s, the ciphertext) and on rejection events of probability about
 * 2^-256 (r + k = n, s = 0, KDF output all zero), which reveal nothing
 * beyond the fact that a candidate was discarded.
 *
 * The GB/T example curve over a 256-bit prime (with a != -3) is not
 * supported: the ECC layer's formulas need a = -3.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef WOLFSSL_SM2

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/sm3.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sm2.h>
#include "ecc_internal.h"
#include "sm2_internal.h"
#include "sp_dispatch.h"

/* Bound on nonce / key candidates (each is rejected with probability
 * about 2^-32 for sm2p256v1, whose n is just below 2^256 - 2^224). */
#define SM2_MAX_TRIES 64

/* ---------------------------------------------------------------------- */
/* SP dispatch points: the only places that multiply points.  With the     */
/* fixed-size SM2 tier (WOLFSSL_HAVE_SP_SM2) they go to                    */
/* sp_dispatch_ecc_mulmod(_base) through ecc_mul_dispatch, and signing and */
/* verification to sp_dispatch_sm2_sign / _verify as a whole.              */
/* ---------------------------------------------------------------------- */

/* R = k G, k secret in [1, n - 1]: key generation, signing (the nonce),
 * encryption (C1).  R affine. */
static int sm2_dispatch_base(const ecc_curve* c, const mp_int* k,
                             ecc_point* R, void* heap)
{
    return ecc_mul_dispatch(c, k, NULL, R, heap);
}

/* R = k P, k secret in [1, n - 1], P validated: ECDH, encryption
 * ((x2, y2) = k P_B), decryption ((x2, y2) = d C1).  R affine. */
static int sm2_dispatch_mul(const ecc_curve* c, const mp_int* k,
                            const ecc_point* P, ecc_point* R, void* heap)
{
    return ecc_mul_dispatch(c, k, P, R, heap);
}

/* R = u1 G + u2 Q, public inputs (verification).  ECC_INF_E at infinity. */
static int sm2_dispatch_verify(const ecc_curve* c, const mp_int* u1,
                               const mp_int* u2, const ecc_point* Q,
                               ecc_point* R, void* heap)
{
    return ecc_mul2_vt(c, u1, u2, Q, R, heap);
}

#ifdef WOLFSSL_HAVE_SP_ECC
/* The whole signature in the fixed-size SP layer (sp_dispatch_sm2_sign):
 * random nonces from rng, or the single nonce kFixed[0..kSz).  Error
 * codes as sm2_sign_core's; SP_NOT_HANDLED for a curve it does not have
 * (the dispatch then touched nothing). */
static int sm2_sp_sign(ecc_key* key, WC_RNG* rng, const byte* kFixed,
                       word32 kSz, const byte* in, word32 inLen, mp_int* r,
                       mp_int* s)
{
    mp_int k[1];
    int err;

    if (kFixed == NULL)
        return sp_dispatch_sm2_sign(key->dp->id, in, inLen, rng, key->k, r,
                                    s, NULL, key->heap);
    if (kSz > (word32)key->dp->size)
        return BAD_FUNC_ARG;
    err = mp_init(k);
    if (err == MP_OKAY)
        err = mp_read_unsigned_bin(k, kFixed, kSz);
    if ((err == MP_OKAY) && mp_iszero(k))
        err = ECC_PRIV_KEY_E;
    if (err == MP_OKAY)
        err = sp_dispatch_sm2_sign(key->dp->id, in, inLen, NULL, key->k, r,
                                   s, k, key->heap);
    if (err == ECC_OUT_OF_RANGE_E)
        err = ECC_PRIV_KEY_E;           /* as ecc_scalar_in_range */
    else if (err == MP_ZERO_E)
        err = BAD_FUNC_ARG;             /* this k gives r = 0 or s = 0 */
    mp_forcezero(k);
    return err;
}
#endif

/* ---------------------------------------------------------------------- */
/* Keys and small constant-time helpers                                    */
/* ---------------------------------------------------------------------- */

static int sm2_has_private(const ecc_key* key)
{
    return (key->type == ECC_PRIVATEKEY) ||
           (key->type == ECC_PRIVATEKEY_ONLY);
}

static int sm2_has_public(const ecc_key* key)
{
    return (key->type == ECC_PRIVATEKEY) || (key->type == ECC_PUBLICKEY);
}

/* 1 when the key is on sm2p256v1 (the curve table's entry). */
static int sm2_key_is_sm2(const ecc_key* key)
{
    return (key->dp != NULL) && (key->idx >= 0) &&
           (key->idx < ECC_SET_COUNT) && (key->dp->id == ECC_SM2P256V1);
}

/* Load the key's curve, which must be sm2p256v1 (ECC_BAD_ARG_E
 * otherwise). */
static int sm2_key_curve(const ecc_key* key, ecc_curve** c)
{
    if (!sm2_key_is_sm2(key))
        return ECC_BAD_ARG_E;
    return ecc_curve_new(key->idx, key->heap, c);
}

/* Empty the key and select curve idx (as ecc.c does on import). */
static void sm2_key_reset(ecc_key* key, int idx)
{
    mp_forcezero(key->k);
    mp_zero(key->pubkey.x);
    mp_zero(key->pubkey.y);
    mp_zero(key->pubkey.z);
    key->type = 0;
    key->idx = idx;
    key->dp = &ecc_sets[idx];
}

/* 0 when 1 <= k <= n - 2 (an SM2 private key: 1 + d must be invertible),
 * ECC_PRIV_KEY_E otherwise; constant time in k.  tmp: scratch. */
static int sm2_priv_in_range(const ecc_curve* c, const mp_int* k,
                             mp_int* tmp)
{
    int err = ecc_scalar_in_range(c, k);          /* 1 <= k <= n - 1 */
    int top;

    if (err != 0)
        return err;
    err = mp_sub_d(c->n, 1, tmp);                 /* public n - 1 */
    if (err != MP_OKAY)
        return err;
    top = mp_cmp_ct(k, tmp, c->n->used);          /* k = n - 1? */
    return (top != MP_EQ) ? 0 : ECC_PRIV_KEY_E;
}

/* k uniform in [1, n - 1] (nonce) or [1, n - 2] (private key, forKey):
 * draw the field size in bytes, clear the bits above orderBits, accept
 * when in range. */
static int sm2_gen_scalar(const ecc_curve* c, WC_RNG* rng, mp_int* k,
                          mp_int* tmp, int forKey)
{
    byte buf[MAX_ECC_BYTES];
    int tries, err = RNG_FAILURE_E;
    int excess = c->size * 8 - c->orderBits;

    for (tries = 0; tries < SM2_MAX_TRIES; tries++) {
        err = wc_RNG_GenerateBlock(rng, buf, (word32)c->size);
        if (err != 0)
            break;
        buf[0] &= (byte)(0xFF >> excess);
        err = mp_read_unsigned_bin(k, buf, (word32)c->size);
        if (err != MP_OKAY)
            break;
        err = forKey ? sm2_priv_in_range(c, k, tmp) :
                       ecc_scalar_in_range(c, k);
        if (err == 0)
            break;
        err = RNG_FAILURE_E;
    }
    ForceZero(buf, sizeof(buf));
    return err;
}

/* ---------------------------------------------------------------------- */
/* Key generation and ECDH                                                 */
/* ---------------------------------------------------------------------- */

int wc_ecc_sm2_make_key(WC_RNG* rng, ecc_key* key, int flags)
{
    ecc_curve* c = NULL;
    mp_int tmp[1];
    int idx, err;

    if ((rng == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    idx = wc_ecc_get_curve_idx(ECC_SM2P256V1);
    if (idx < 0)
        return ECC_CURVE_OID_E;
    sm2_key_reset(key, idx);
    key->flags = (word32)flags;
    err = mp_init(tmp);
    if (err == MP_OKAY)
        err = ecc_curve_new(idx, key->heap, &c);
    if (err == 0)
        err = sm2_gen_scalar(c, rng, key->k, tmp, 1);
    if (err == 0)
        err = sm2_dispatch_base(c, key->k, &key->pubkey, key->heap);
    if (err == 0)
        key->type = ECC_PRIVATEKEY;
    else
        sm2_key_reset(key, idx);
    ecc_curve_free(c, key->heap);
    return err;
}

int wc_ecc_sm2_shared_secret(ecc_key* priv, ecc_key* pub, byte* out,
                             word32* outLen)
{
    ecc_curve* c = NULL;
    ecc_point R;
    int err;

    if ((priv == NULL) || (pub == NULL) || (out == NULL) ||
        (outLen == NULL))
        return BAD_FUNC_ARG;
    if (!sm2_has_private(priv) || !sm2_has_public(pub) ||
        (priv->idx != pub->idx))
        return ECC_BAD_ARG_E;
    err = ecc_point_init(&R);
    if (err == 0)
        err = sm2_key_curve(priv, &c);
    if ((err == 0) && (*outLen < (word32)c->size))
        err = BUFFER_E;
    if (err == 0)
        err = ecc_point_check(c, &pub->pubkey);
    if (err == 0)
        err = ecc_scalar_in_range(c, priv->k);
    if (err == 0)
        err = sm2_dispatch_mul(c, priv->k, &pub->pubkey, &R, priv->heap);
    if (err == 0)
        err = mp_to_unsigned_bin_len_ct(R.x, out, c->size);
    if (err == 0)
        *outLen = (word32)c->size;
    ecc_point_clear(&R);
    ecc_curve_free(c, priv->heap);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Z_A and the message digest                                              */
/* ---------------------------------------------------------------------- */

/* z = H(ENTL || ID || a || b || xG || yG || xA || yA), ENTL = 8 idSz as
 * two big-endian bytes, every field element padded to the field size;
 * a || b || xG || yG are the curve's generated bytes (curve_consts.c). */
static int sm2_compute_za(const byte* id, word16 idSz, const ecc_point* Q,
                          const ecc_set_type* dp, int idx,
                          enum wc_HashType type, byte* z)
{
    wc_HashAlg h;
    byte buf[MAX_ECC_BYTES];
    byte entl[2];
    word32 bits = (word32)idSz * 8;
    int err;

    entl[0] = (byte)(bits >> 8);
    entl[1] = (byte)bits;
    err = wc_HashInit(&h, type);
    if (err != 0)
        return err;
    err = wc_HashUpdate(&h, type, entl, 2);
    if ((err == 0) && (idSz > 0))
        err = wc_HashUpdate(&h, type, id, idSz);
    if (err == 0)
        err = wc_HashUpdate(&h, type, ecc_curve_consts[idx].za,
                            4 * (word32)dp->size);
    if (err == 0) err = mp_to_unsigned_bin_len(Q->x, buf, dp->size);
    if (err == 0) err = wc_HashUpdate(&h, type, buf, (word32)dp->size);
    if (err == 0) err = mp_to_unsigned_bin_len(Q->y, buf, dp->size);
    if (err == 0) err = wc_HashUpdate(&h, type, buf, (word32)dp->size);
    if (err == 0) err = wc_HashFinal(&h, type, z);
    wc_HashFree(&h, type);
    return err;
}

int wc_ecc_sm2_create_digest(const byte* id, word16 idSz, const byte* msg,
                             int msgSz, enum wc_HashType hashType, byte* out,
                             int outSz, ecc_key* key)
{
    byte z[WC_MAX_DIGEST_SIZE];
    wc_HashAlg h;
    ecc_point q;
    const ecc_point* pub = NULL;
    int dsz, err;

    if ((out == NULL) || (key == NULL) || (msgSz < 0) ||
        ((msg == NULL) && (msgSz != 0)) || ((id == NULL) && (idSz != 0)) ||
        (idSz > WC_SM2_MAX_ID_SZ))
        return BAD_FUNC_ARG;
    dsz = wc_HashGetDigestSize(hashType);
    if (dsz <= 0)
        return (dsz == 0) ? BAD_FUNC_ARG : dsz;
    if (outSz < dsz)
        return BUFFER_E;
    if (key->dp == NULL)
        return ECC_BAD_ARG_E;
    err = ecc_point_init(&q);
    if (err != 0)
        return err;
    if (sm2_has_public(key))
        pub = &key->pubkey;
    else if (key->type == ECC_PRIVATEKEY_ONLY) {
        err = wc_ecc_make_pub(key, &q);
        pub = &q;
    }
    else
        err = ECC_BAD_ARG_E;
    if (err == 0)
        err = sm2_compute_za(id, idSz, pub, key->dp, key->idx,
                             hashType, z);
    if (err == 0)
        err = wc_HashInit(&h, hashType);
    if (err == 0) {
        err = wc_HashUpdate(&h, hashType, z, (word32)dsz);
        if ((err == 0) && (msgSz > 0))
            err = wc_HashUpdate(&h, hashType, msg, (word32)msgSz);
        if (err == 0)
            err = wc_HashFinal(&h, hashType, out);
        wc_HashFree(&h, hashType);
    }
    return err;
}

/* ---------------------------------------------------------------------- */
/* Signing (GB/T 32918.2-2016 6.1)                                         */
/* ---------------------------------------------------------------------- */

/* Working storage of one signature (heap: sp_ints are large); wiped. */
typedef struct sm2_sign_ws {
    ecc_ord   ord;
    mp_int    e[1];             /* digest mod n (public) */
    mp_int    k[1];             /* nonce (secret) */
    mp_int    t[1];             /* scratch (secret) */
    mp_int    dm[1];            /* d R mod n (secret) */
    mp_int    dinv[1];          /* (1 + d)^-1 R mod n (secret) */
    ecc_point R;                /* k G */
} sm2_sign_ws;

/* e, the Montgomery constants of n, dm = d R and dinv = (1 + d)^-1 R:
 * t = d + 1 < n (d <= n - 2 checked first, in constant time), t R by a
 * Montgomery product with R^2, then the constant-time inverse in
 * Montgomery form (mp_invmod_mont_ct). */
static int sm2_sign_setup(const ecc_curve* c, const ecc_key* key,
                          sm2_sign_ws* w, const byte* in, word32 inLen)
{
    int err = mp_init_multi(w->e, w->k, w->t, w->dm, w->dinv, NULL);
    if (err == MP_OKAY) err = ecc_point_init(&w->R);
    if (err == MP_OKAY) err = sm2_priv_in_range(c, key->k, w->t);
    if (err == MP_OKAY) err = ecc_ord_setup(c, &w->ord);
    if (err == MP_OKAY) err = ecc_hash_to_e(c, in, inLen, w->e);
    if (err == MP_OKAY) err = ecc_ord_mul(c, &w->ord, w->dm, key->k,
                                          w->ord.r2);
    if (err == MP_OKAY) err = mp_set(w->t, 1);
    if (err == MP_OKAY) err = mp_addmod_ct(key->k, w->t, c->n, w->t);
    if (err == MP_OKAY) err = ecc_ord_mul(c, &w->ord, w->t, w->t,
                                          w->ord.r2);
    if (err == MP_OKAY) err = mp_invmod_mont_ct(w->t, c->n, w->dinv,
                                                w->ord.rho);
    return err;
}

/* One attempt with the nonce in w->k: (x1, y1) = k G, r = (e + x1) mod n,
 * s = (1 + d)^-1 (k - r d) mod n.  *retry = 1 when r = 0, r + k = n or
 * s = 0 (a new k is needed).  r d = r dm R^-1; s = dinv (k - r d) R^-1. */
static int sm2_sign_try(const ecc_curve* c, sm2_sign_ws* w, mp_int* r,
                        mp_int* s, void* heap, int* retry)
{
    int err = sm2_dispatch_base(c, w->k, &w->R, heap);
    int bad;

    if (err == MP_OKAY) err = mp_mod(w->R.x, c->n, r);       /* public */
    if (err == MP_OKAY) err = mp_addmod_ct(r, w->e, c->n, r);
    if (err == MP_OKAY) err = mp_addmod_ct(r, w->k, c->n, w->t);
    if (err != MP_OKAY)
        return err;
    /* r = 0 or r + k = n; reveals only that this k is discarded. */
    bad = mp_iszero_ct(r, c->n->used) | mp_iszero_ct(w->t, c->n->used);
    err = ecc_ord_mul(c, &w->ord, w->t, r, w->dm);           /* r d */
    if (err == MP_OKAY) err = mp_submod_ct(w->k, w->t, c->n, w->t);
    if (err == MP_OKAY) err = ecc_ord_mul(c, &w->ord, s, w->dinv, w->t);
    if (err == MP_OKAY)
        *retry = bad | mp_iszero_ct(s, c->n->used);
    return err;
}

/* Sign on the generic ECC layer with random nonces (kFixed NULL) or with
 * the single nonce kFixed[0..kSz) (known-answer tests). */
static int sm2_sign_generic(const ecc_curve* c, ecc_key* key, WC_RNG* rng,
                            const byte* kFixed, word32 kSz, const byte* in,
                            word32 inLen, mp_int* r, mp_int* s)
{
    sm2_sign_ws* w;
    int tries, retry = 1, err;

    w = (sm2_sign_ws*)XMALLOC(sizeof(sm2_sign_ws), key->heap,
                              DYNAMIC_TYPE_SM2);
    if (w == NULL)
        return MEMORY_E;
    XMEMSET(w, 0, sizeof(sm2_sign_ws));
    err = sm2_sign_setup(c, key, w, in, inLen);
    for (tries = 0; (err == 0) && retry && (tries < SM2_MAX_TRIES);
         tries++) {
        if (kFixed != NULL) {
            err = (kSz > (word32)c->size) ? BAD_FUNC_ARG :
                  mp_read_unsigned_bin(w->k, kFixed, kSz);
            if (err == 0)
                err = ecc_scalar_in_range(c, w->k);
        }
        else
            err = sm2_gen_scalar(c, rng, w->k, w->t, 0);
        if (err == 0)
            err = sm2_sign_try(c, w, r, s, key->heap, &retry);
        if ((err == 0) && retry && (kFixed != NULL))
            err = BAD_FUNC_ARG;
    }
    if ((err == 0) && retry)
        err = RNG_FAILURE_E;
    ForceZero(w, sizeof(sm2_sign_ws));
    XFREE(w, key->heap, DYNAMIC_TYPE_SM2);
    return err;
}

/* The signature, by the fixed-size SP layer when the build has it (it
 * needs no curve object), else on the generic layer. */
static int sm2_sign_core(ecc_key* key, WC_RNG* rng, const byte* kFixed,
                         word32 kSz, const byte* in, word32 inLen, mp_int* r,
                         mp_int* s)
{
    ecc_curve* c = NULL;
    int err;

#ifdef WOLFSSL_HAVE_SP_ECC
    err = sm2_sp_sign(key, rng, kFixed, kSz, in, inLen, r, s);
    if (err != SP_NOT_HANDLED)
        return err;
#endif
    err = sm2_key_curve(key, &c);
    if (err == 0)
        err = sm2_sign_generic(c, key, rng, kFixed, kSz, in, inLen, r, s);
    ecc_curve_free(c, key->heap);
    return err;
}

/* Argument checks shared by the signing entry points (the key must hold
 * a private key on sm2p256v1). */
static int sm2_sign_args(const byte* in, word32 inLen, ecc_key* key,
                         mp_int* r, mp_int* s)
{
    if ((in == NULL) || (key == NULL) || (r == NULL) || (s == NULL))
        return BAD_FUNC_ARG;
    if ((inLen == 0) || (inLen > WC_MAX_DIGEST_SIZE))
        return BAD_FUNC_ARG;
    if (!sm2_has_private(key) || !sm2_key_is_sm2(key))
        return ECC_BAD_ARG_E;
    return 0;
}

int wc_ecc_sm2_sign_hash_ex(const byte* in, word32 inLen, WC_RNG* rng,
                            ecc_key* key, mp_int* r, mp_int* s)
{
    int err = sm2_sign_args(in, inLen, key, r, s);

    if ((err == 0) && (rng == NULL))
        rng = key->rng;
    if ((err == 0) && (rng == NULL))
        err = MISSING_RNG_E;
    if (err == 0)
        err = sm2_sign_core(key, rng, NULL, 0, in, inLen, r, s);
    return err;
}

int sm2_sign_hash_fixed_k(const byte* in, word32 inLen, const byte* k,
                          word32 kSz, ecc_key* key, mp_int* r, mp_int* s)
{
    int err = sm2_sign_args(in, inLen, key, r, s);

    if ((err == 0) && ((k == NULL) || (kSz == 0)))
        err = BAD_FUNC_ARG;
    if (err == 0)
        err = sm2_sign_core(key, NULL, k, kSz, in, inLen, r, s);
    return err;
}

int wc_ecc_sm2_sign_hash(const byte* in, word32 inLen, byte* out,
                         word32* outLen, WC_RNG* rng, ecc_key* key)
{
    mp_int r[1], s[1];
    int err;

    if ((in == NULL) || (out == NULL) || (outLen == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if (key->dp == NULL)
        return ECC_BAD_ARG_E;
    if (*outLen < (word32)wc_ecc_sig_size(key))
        return BUFFER_E;
    err = mp_init_multi(r, s, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY)
        err = wc_ecc_sm2_sign_hash_ex(in, inLen, rng, key, r, s);
    if (err == 0)
        err = StoreECC_DSA_Sig(out, outLen, r, s);
    mp_clear(r);
    mp_clear(s);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Verification (GB/T 32918.2-2016 7.1), public data only                  */
/* ---------------------------------------------------------------------- */

/* t = (r + s) mod n (invalid when 0), (x1, y1) = s G + t P_A, valid when
 * (e + x1) mod n = r.  r, s in [1, n - 1] (checked by the caller). */
static int sm2_verify_core(const ecc_curve* c, ecc_key* key,
                           const mp_int* r, const mp_int* s,
                           const byte* hash, word32 hashSz, int* res)
{
    mp_int e[1], t[1];
    ecc_point X;
    int err;

#ifdef WOLFSSL_HAVE_SP_ECC
    err = sp_dispatch_sm2_verify(c->dp->id, hash, hashSz, key->pubkey.x,
                                 key->pubkey.y, key->pubkey.z, r, s, res,
                                 key->heap);
    if (err != SP_NOT_HANDLED)
        return err;
#endif
    err = mp_init_multi(e, t, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY) err = ecc_point_init(&X);
    if (err == MP_OKAY) err = ecc_hash_to_e(c, hash, hashSz, e);
    if (err == MP_OKAY) err = mp_addmod(r, s, c->n, t);
    if ((err == MP_OKAY) && mp_iszero(t))
        return 0;                       /* *res stays 0 */
    if (err == MP_OKAY)
        err = sm2_dispatch_verify(c, s, t, &key->pubkey, &X, key->heap);
    if (err == ECC_INF_E)
        return 0;
    if (err == MP_OKAY) err = mp_mod(X.x, c->n, t);
    if (err == MP_OKAY) err = mp_addmod(t, e, c->n, t);
    if ((err == MP_OKAY) && (mp_cmp(t, r) == MP_EQ))
        *res = 1;
    return err;
}

int wc_ecc_sm2_verify_hash_ex(mp_int* r, mp_int* s, const byte* hash,
                              word32 hashSz, int* res, ecc_key* key)
{
    ecc_curve* c = NULL;
    int err;

    if (res != NULL)
        *res = 0;
    if ((r == NULL) || (s == NULL) || (hash == NULL) || (res == NULL) ||
        (key == NULL))
        return BAD_FUNC_ARG;
    if ((hashSz == 0) || (hashSz > WC_MAX_DIGEST_SIZE))
        return BAD_FUNC_ARG;
    if (key->type == ECC_PRIVATEKEY_ONLY) {
        err = wc_ecc_make_pub(key, NULL);
        if (err != 0)
            return err;
    }
    if (!sm2_has_public(key))
        return ECC_BAD_ARG_E;
    if (mp_iszero(r) || mp_iszero(s))
        return MP_ZERO_E;
    if (mp_isneg(r) || mp_isneg(s))
        return ECC_OUT_OF_RANGE_E;
    err = sm2_key_curve(key, &c);
    if ((err == 0) && ((mp_cmp(r, c->n) != MP_LT) ||
                       (mp_cmp(s, c->n) != MP_LT)))
        err = ECC_OUT_OF_RANGE_E;
    if (err == 0)
        err = sm2_verify_core(c, key, r, s, hash, hashSz, res);
    ecc_curve_free(c, key->heap);
    return err;
}

int wc_ecc_sm2_verify_hash(const byte* sig, word32 siglen, const byte* hash,
                           word32 hashlen, int* res, ecc_key* key)
{
    mp_int r[1], s[1];
    int err;

    if (res != NULL)
        *res = 0;
    if ((sig == NULL) || (hash == NULL) || (res == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if (siglen == 0)
        return ASN_PARSE_E;
    err = mp_init_multi(r, s, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY)
        err = DecodeECC_DSA_Sig(sig, siglen, r, s);
    if (err == 0)
        err = wc_ecc_sm2_verify_hash_ex(r, s, hash, hashlen, res, key);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Encryption (GB/T 32918.4-2016 6): KDF, C3, ciphertext layout            */
/* ---------------------------------------------------------------------- */

/* out = in xor KDF(z[0..zSz), sz) with KDF(Z, klen) = H(Z || ct_1) ||
 * H(Z || ct_2) || ... (ct_i = i as 32-bit big-endian) cut to sz bytes;
 * *nz = OR of all KDF bytes (0 exactly when the KDF output is all zero).
 * Constant time in z; out may equal in. */
static int sm2_kdf_xor(const byte* z, word32 zSz, const byte* in, byte* out,
                       word32 sz, byte* nz)
{
    wc_Sm3 base, h;
    byte blk[WC_SM3_DIGEST_SIZE];
    byte ctb[4];
    word32 ct = 1, off = 0, i, n;
    byte acc = 0;
    int err;

    err = wc_InitSm3(&base, NULL, INVALID_DEVID);
    if (err == 0)
        err = wc_Sm3Update(&base, z, zSz);
    while ((err == 0) && (off < sz)) {
        StoreBE32(ctb, ct++);
        err = wc_Sm3Copy(&base, &h);
        if (err == 0)
            err = wc_Sm3Update(&h, ctb, 4);
        if (err == 0)
            err = wc_Sm3Final(&h, blk);
        wc_Sm3Free(&h);
        n = sz - off;
        if (n > WC_SM3_DIGEST_SIZE)
            n = WC_SM3_DIGEST_SIZE;
        for (i = 0; (err == 0) && (i < n); i++) {
            acc |= blk[i];
            out[off + i] = (byte)(in[off + i] ^ blk[i]);
        }
        off += n;
    }
    wc_Sm3Free(&base);
    ForceZero(blk, sizeof(blk));
    *nz = acc;
    return err;
}

/* c3 = SM3(x2 || M || y2), z = x2 || y2 (2 size bytes). */
static int sm2_c3(const byte* z, int size, const byte* msg, word32 msgSz,
                  byte* c3)
{
    wc_Sm3 h;
    int err = wc_InitSm3(&h, NULL, INVALID_DEVID);

    if (err == 0) err = wc_Sm3Update(&h, z, (word32)size);
    if (err == 0) err = wc_Sm3Update(&h, msg, msgSz);
    if (err == 0) err = wc_Sm3Update(&h, z + size, (word32)size);
    if (err == 0) err = wc_Sm3Final(&h, c3);
    wc_Sm3Free(&h);
    return err;
}

static int sm2_format_ok(int format)
{
    return (format == WC_SM2_RAW) || (format == WC_SM2_DER) ||
           (format == WC_SM2_RAW_C1C2C3);
}

word32 wc_ecc_sm2_encrypt_size(word32 inSz, int format)
{
    word32 body;

    if (!sm2_format_ok(format) || (inSz == 0) || (inSz > WC_SM2_MAX_MSG_SZ))
        return 0;
    if (format != WC_SM2_DER)
        return WC_SM2_RAW_OVERHEAD + inSz;
    /* Two INTEGERs of at most 33 content bytes, C3 and C2 OCTET STRINGs. */
    body = 2 * (2 + WC_SM2_KEY_SZ + 1) + 2 + WC_SM2_C3_SZ +
           SetOctetString(inSz, NULL) + inSz;
    return SetSequence(body, NULL) + body;
}

/* Positions in a ciphertext: C2 and C3 offsets, total length and (DER)
 * the SEQUENCE content length. */
typedef struct sm2_frame {
    word32 c2Pos;
    word32 c3Pos;
    word32 total;
    word32 body;
} sm2_frame;

/* Where C2 and C3 go for C1 = 04 || c1b (c1b = x1 || y1) and a message of
 * sz bytes.  Public data only. */
static void sm2_layout(int format, const byte* c1b, word32 sz,
                       sm2_frame* f)
{
    word32 xi, yi;

    f->total = WC_SM2_RAW_OVERHEAD + sz;
    f->body = 0;
    if (format == WC_SM2_RAW) {
        f->c3Pos = WC_SM2_C1_SZ;
        f->c2Pos = WC_SM2_RAW_OVERHEAD;
        return;
    }
    if (format == WC_SM2_RAW_C1C2C3) {
        f->c2Pos = WC_SM2_C1_SZ;
        f->c3Pos = WC_SM2_C1_SZ + sz;
        return;
    }
    xi = SetASNIntUnsigned(c1b, WC_SM2_KEY_SZ, NULL);
    yi = SetASNIntUnsigned(c1b + WC_SM2_KEY_SZ, WC_SM2_KEY_SZ, NULL);
    f->body = xi + yi + SetOctetString(WC_SM2_C3_SZ, NULL) + WC_SM2_C3_SZ +
              SetOctetString(sz, NULL) + sz;
    f->c3Pos = SetSequence(f->body, NULL) + xi + yi +
               SetOctetString(WC_SM2_C3_SZ, NULL);
    f->c2Pos = f->c3Pos + WC_SM2_C3_SZ + SetOctetString(sz, NULL);
    f->total = SetSequence(f->body, NULL) + f->body;
}

/* Write C1 (and, for DER, every header) around C2 / C3 where sm2_layout
 * placed them. */
static void sm2_write_frame(int format, const byte* c1b, word32 sz,
                            const sm2_frame* f, byte* out)
{
    word32 i;

    if (format != WC_SM2_DER) {
        out[0] = ECC_POINT_UNCOMP;
        XMEMCPY(out + 1, c1b, 2 * WC_SM2_KEY_SZ);
        return;
    }
    i = SetSequence(f->body, out);
    i += SetASNIntUnsigned(c1b, WC_SM2_KEY_SZ, out + i);
    i += SetASNIntUnsigned(c1b + WC_SM2_KEY_SZ, WC_SM2_KEY_SZ, out + i);
    i += SetOctetString(WC_SM2_C3_SZ, out + i);
    i += WC_SM2_C3_SZ;
    (void)SetOctetString(sz, out + i);
}

/* Working storage of one encryption or decryption (heap); wiped. */
typedef struct sm2_enc_ws {
    mp_int    k[1];                     /* nonce (secret) */
    ecc_point c1;                       /* k G (public) */
    ecc_point S;                        /* k P_B = d C1 (secret) */
    byte      c1b[2 * WC_SM2_KEY_SZ];   /* x1 || y1 */
    byte      z[2 * WC_SM2_KEY_SZ];     /* x2 || y2 (secret) */
    byte      u[WC_SM2_C3_SZ];          /* recomputed C3 */
} sm2_enc_ws;

static int sm2_ws_new(void* heap, sm2_enc_ws** out)
{
    sm2_enc_ws* w;
    int err;

    w = (sm2_enc_ws*)XMALLOC(sizeof(sm2_enc_ws), heap, DYNAMIC_TYPE_SM2);
    if (w == NULL)
        return MEMORY_E;
    XMEMSET(w, 0, sizeof(sm2_enc_ws));
    err = mp_init(w->k);
    if (err == MP_OKAY) err = ecc_point_init(&w->c1);
    if (err == MP_OKAY) err = ecc_point_init(&w->S);
    if (err != MP_OKAY) {
        XFREE(w, heap, DYNAMIC_TYPE_SM2);
        return err;
    }
    *out = w;
    return 0;
}

static void sm2_ws_free(sm2_enc_ws* w, void* heap)
{
    if (w != NULL) {
        ForceZero(w, sizeof(sm2_enc_ws));
        XFREE(w, heap, DYNAMIC_TYPE_SM2);
    }
}

/* z = x2 || y2 of S in fixed-length (constant-time) form. */
static int sm2_point_bytes_ct(const ecc_point* S, byte* z)
{
    int err = mp_to_unsigned_bin_len_ct(S->x, z, WC_SM2_KEY_SZ);
    if (err == MP_OKAY)
        err = mp_to_unsigned_bin_len_ct(S->y, z + WC_SM2_KEY_SZ,
                                        WC_SM2_KEY_SZ);
    return err;
}

/* One attempt with the nonce in w->k: C1 = k G, (x2, y2) = k P_B,
 * C2 = M xor KDF(x2 || y2), C3 = SM3(x2 || M || y2), all written to out
 * in `format`.  *retry = 1 when the KDF output is all zero. */
static int sm2_encrypt_try(const ecc_curve* c, ecc_key* key, sm2_enc_ws* w,
                           const byte* in, word32 inSz, byte* out,
                           int format, word32* outSz, int* retry)
{
    sm2_frame f;
    byte nz = 0;
    int err;

    err = sm2_dispatch_base(c, w->k, &w->c1, key->heap);
    if (err == 0)
        err = sm2_dispatch_mul(c, w->k, &key->pubkey, &w->S, key->heap);
    if (err == 0)
        err = mp_to_unsigned_bin_len(w->c1.x, w->c1b, WC_SM2_KEY_SZ);
    if (err == 0)
        err = mp_to_unsigned_bin_len(w->c1.y, w->c1b + WC_SM2_KEY_SZ,
                                     WC_SM2_KEY_SZ);
    if (err == 0)
        err = sm2_point_bytes_ct(&w->S, w->z);
    if (err != 0)
        return err;
    sm2_layout(format, w->c1b, inSz, &f);
    err = sm2_kdf_xor(w->z, sizeof(w->z), in, out + f.c2Pos, inSz, &nz);
    if (err == 0)
        *retry = (nz == 0);
    if ((err == 0) && !*retry)
        err = sm2_c3(w->z, WC_SM2_KEY_SZ, in, inSz, out + f.c3Pos);
    if ((err == 0) && !*retry) {
        sm2_write_frame(format, w->c1b, inSz, &f, out);
        *outSz = f.total;
    }
    return err;
}

/* Checks, then attempts with random nonces (kFixed NULL) or the single
 * nonce kFixed[0..kSz). */
static int sm2_encrypt_core(ecc_key* key, const byte* in, word32 inSz,
                            byte* out, word32* outSz, WC_RNG* rng,
                            const byte* kFixed, word32 kSz, int format)
{
    ecc_curve* c = NULL;
    sm2_enc_ws* w = NULL;
    word32 need;
    int tries, retry = 1, err;

    if ((key == NULL) || (in == NULL) || (outSz == NULL))
        return BAD_FUNC_ARG;
    need = wc_ecc_sm2_encrypt_size(inSz, format);
    if (need == 0)
        return BAD_FUNC_ARG;
    if (out == NULL) {
        *outSz = need;
        return LENGTH_ONLY_E;
    }
    if (*outSz < need) {
        *outSz = need;
        return BUFFER_E;
    }
    if (!sm2_has_public(key))
        return ECC_BAD_ARG_E;
    if ((kFixed == NULL) && (rng == NULL))
        return MISSING_RNG_E;
    err = sm2_key_curve(key, &c);
    if (err == 0)
        err = ecc_point_check(c, &key->pubkey);
    if (err == 0)
        err = sm2_ws_new(key->heap, &w);
    for (tries = 0; (err == 0) && retry && (tries < SM2_MAX_TRIES);
         tries++) {
        if (kFixed != NULL) {
            err = (kSz > (word32)c->size) ? BAD_FUNC_ARG :
                  mp_read_unsigned_bin(w->k, kFixed, kSz);
            if (err == 0)
                err = ecc_scalar_in_range(c, w->k);
        }
        else
            err = sm2_gen_scalar(c, rng, w->k, w->c1.z, 0);
        if (err == 0)
            err = sm2_encrypt_try(c, key, w, in, inSz, out, format, outSz,
                                  &retry);
        if ((err == 0) && retry && (kFixed != NULL))
            err = BAD_FUNC_ARG;
    }
    if ((err == 0) && retry)
        err = RNG_FAILURE_E;
    if (err != 0)
        ForceZero(out, need);
    sm2_ws_free(w, key->heap);
    ecc_curve_free(c, key->heap);
    return err;
}

int wc_ecc_sm2_encrypt(ecc_key* key, const byte* in, word32 inSz, byte* out,
                       word32* outSz, WC_RNG* rng, int format)
{
    if ((rng == NULL) && (key != NULL))
        rng = key->rng;
    return sm2_encrypt_core(key, in, inSz, out, outSz, rng, NULL, 0,
                            format);
}

int sm2_encrypt_fixed_k(ecc_key* key, const byte* in, word32 inSz,
                        const byte* k, word32 kSz, byte* out, word32* outSz,
                        int format)
{
    if ((k == NULL) || (kSz == 0))
        return BAD_FUNC_ARG;
    return sm2_encrypt_core(key, in, inSz, out, outSz, NULL, k, kSz,
                            format);
}

/* ---------------------------------------------------------------------- */
/* Decryption (GB/T 32918.4-2016 7)                                        */
/* ---------------------------------------------------------------------- */

/* The parts of a ciphertext (pointers into the input). */
typedef struct sm2_parts {
    const byte* c3;
    const byte* c2;
    word32      c2Sz;
} sm2_parts;

/* Raw forms: 04 || x1 || y1, then C3 || C2 or C2 || C3 (C2 non-empty). */
static int sm2_parse_raw(const byte* in, word32 inSz, int format,
                         ecc_point* c1, sm2_parts* pp)
{
    int err;

    if (inSz <= WC_SM2_RAW_OVERHEAD)
        return BUFFER_E;
    if (in[0] != ECC_POINT_UNCOMP)
        return ASN_PARSE_E;
    err = mp_read_unsigned_bin(c1->x, in + 1, WC_SM2_KEY_SZ);
    if (err == MP_OKAY)
        err = mp_read_unsigned_bin(c1->y, in + 1 + WC_SM2_KEY_SZ,
                                   WC_SM2_KEY_SZ);
    pp->c2Sz = inSz - WC_SM2_RAW_OVERHEAD;
    if (format == WC_SM2_RAW) {
        pp->c3 = in + WC_SM2_C1_SZ;
        pp->c2 = in + WC_SM2_RAW_OVERHEAD;
    }
    else {
        pp->c2 = in + WC_SM2_C1_SZ;
        pp->c3 = in + WC_SM2_C1_SZ + pp->c2Sz;
    }
    return err;
}

/* DER: SEQUENCE { INTEGER x1, INTEGER y1, OCTET STRING C3 (32 bytes),
 * OCTET STRING C2 (non-empty) } filling exactly in[0..inSz). */
static int sm2_parse_der(const byte* in, word32 inSz, ecc_point* c1,
                         sm2_parts* pp)
{
    word32 i = 0;
    int len, err;

    err = GetSequence(in, &i, &len, inSz);
    if (err < 0)
        return err;
    if (i + (word32)len != inSz)
        return ASN_PARSE_E;
    err = GetInt(c1->x, in, &i, inSz);
    if (err == 0)
        err = GetInt(c1->y, in, &i, inSz);
    if ((err == 0) && (GetOctetString(in, &i, &len, inSz) < 0))
        err = ASN_PARSE_E;
    if ((err == 0) && (len != WC_SM2_C3_SZ))
        err = ASN_PARSE_E;
    if (err != 0)
        return err;
    pp->c3 = in + i;
    i += WC_SM2_C3_SZ;
    if ((GetOctetString(in, &i, &len, inSz) < 0) || (len == 0) ||
        (i + (word32)len != inSz))
        return ASN_PARSE_E;
    pp->c2 = in + i;
    pp->c2Sz = (word32)len;
    return 0;
}

/* (x2, y2) = d C1 after validating C1; M = C2 xor t into out; the result
 * is accepted only when t != 0 and C3 = SM3(x2 || M || y2), both decided
 * without secret-dependent branches and combined into one public test. */
static int sm2_decrypt_core(const ecc_curve* c, ecc_key* key,
                            sm2_enc_ws* w, const sm2_parts* pp, byte* out)
{
    byte nz = 0;
    word32 okT, okC;
    int err;

    err = ecc_point_check(c, &w->c1);
    if (err == 0)
        err = ecc_scalar_in_range(c, key->k);
    if (err == 0)
        err = sm2_dispatch_mul(c, key->k, &w->c1, &w->S, key->heap);
    if (err == 0)
        err = sm2_point_bytes_ct(&w->S, w->z);
    if (err == 0)
        err = sm2_kdf_xor(w->z, sizeof(w->z), pp->c2, out, pp->c2Sz, &nz);
    if (err == 0)
        err = sm2_c3(w->z, WC_SM2_KEY_SZ, out, pp->c2Sz, w->u);
    if (err != 0)
        return err;
    okT = ~ctMaskEq32(nz, 0);               /* t not all zero */
    okC = ctMaskEq32((word32)ConstantCompare(w->u, pp->c3, WC_SM2_C3_SZ),
                     0);                    /* C3 matches */
    return ((okT & okC) != 0) ? 0 : MAC_CMP_FAILED_E;
}

int wc_ecc_sm2_decrypt(ecc_key* key, const byte* in, word32 inSz, byte* out,
                       word32* outSz, int format)
{
    ecc_curve* c = NULL;
    sm2_enc_ws* w = NULL;
    sm2_parts pp;
    int err;

    if ((key == NULL) || (in == NULL) || (outSz == NULL) ||
        !sm2_format_ok(format))
        return BAD_FUNC_ARG;
    if (inSz == 0)
        return BUFFER_E;
    if (!sm2_has_private(key))
        return ECC_BAD_ARG_E;
    err = sm2_key_curve(key, &c);
    if (err == 0)
        err = sm2_ws_new(key->heap, &w);
    if (err == 0) {
        err = (format == WC_SM2_DER) ? sm2_parse_der(in, inSz, &w->c1, &pp)
              : sm2_parse_raw(in, inSz, format, &w->c1, &pp);
    }
    if (err == 0)
        err = mp_set(w->c1.z, 1);
    if ((err == 0) && (out == NULL)) {
        *outSz = pp.c2Sz;
        err = LENGTH_ONLY_E;
    }
    if ((err == 0) && (*outSz < pp.c2Sz)) {
        *outSz = pp.c2Sz;
        err = BUFFER_E;
    }
    if (err == 0) {
        err = sm2_decrypt_core(c, key, w, &pp, out);
        if (err == 0)
            *outSz = pp.c2Sz;
        else
            ForceZero(out, pp.c2Sz);
    }
    sm2_ws_free(w, key->heap);
    ecc_curve_free(c, key->heap);
    return err;
}

#endif /* WOLFSSL_SM2 */
