/* ecc.c
 *
 * The public ECC API for P-256, P-384 and P-521 (wolfssl/wolfcrypt/ecc.h):
 * key life cycle and generation, ECDH, ECDSA signing (random nonces by
 * rejection sampling from the DRBG, or RFC 6979) and verification, X9.63
 * and raw import/export, signature encodings.  Algorithm layer: argument
 * and range checks, hashing to integers, protocol steps and the dispatch
 * to the scalar multiplications of ecc_point.c; DER goes through asn.h
 * (ecc_asn.c holds the EC key codecs).
 *
 * SP dispatch: each operation calls its scalar multiplication through one
 * function marked "SP dispatch point" (ecc_dispatch_keygen,
 * ecc_dispatch_sign, ecc_dispatch_ecdh, ecc_dispatch_verify), which
 * calls the generated dispatch (sp_dispatch_ecc_mulmod(_base) through
 * ecc_mul_dispatch, shared with sm2.c) under WOLFSSL_HAVE_SP_ECC and
 * falls through to the generic code when it answers SP_NOT_HANDLED;
 * signing (random and RFC 6979 nonces) and verification go to
 * sp_dispatch_ecc_sign / sp_dispatch_ecc_verify whole.
 *
 * Secrets: the private scalar d and the nonce k are handled with
 * constant-time primitives only (fixed window, Montgomery multiplication
 * modulo n, mp_invmod_mont_ct, masked range checks); rejection sampling
 * reveals only that a discarded candidate was out of range.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/hmac.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include "ecc_internal.h"
#include "sp_dispatch.h"

/* Bound on nonce / key candidates before giving up (each candidate is
 * rejected with probability < 2^-32 for these curves). */
#define ECC_MAX_TRIES 64

/* ---------------------------------------------------------------------- */
/* SP dispatch points: one per operation.  Each is the single place that   */
/* calls the fixed-size SP layer (sp_dispatch.h, keyed by the curve id)    */
/* under WOLFSSL_HAVE_SP_ECC, falling through to the generic code when it  */
/* answers SP_NOT_HANDLED (a curve it does not have).                      */
/* ---------------------------------------------------------------------- */

/* R = k * P (P = G when NULL), affine, k secret in [0, n - 1]: the
 * fixed-size SP layer (sp_dispatch_ecc_mulmod(_base)) when it has the
 * curve, else the generic fixed window.  ECC_INF_E when the result is
 * infinity, as ecc_mul_ct. */
int ecc_mul_dispatch(const ecc_curve* c, const mp_int* k, const ecc_point* P,
                     ecc_point* R, void* heap)
{
#ifdef WOLFSSL_HAVE_SP_ECC
    int err = (P == NULL) ?
        sp_dispatch_ecc_mulmod_base(c->dp->id, k, R, 1, heap) :
        sp_dispatch_ecc_mulmod(c->dp->id, k, P, R, 1, heap);

    if (err == SP_NOT_HANDLED)
        return ecc_mul_ct(c, k, P, R, heap);
    if ((err == 0) && mp_iszero(R->z))
        err = ECC_INF_E;
    return err;
#else
    return ecc_mul_ct(c, k, P, R, heap);
#endif
}

/* Key generation: Q = d * G, d secret in [1, n-1].
 * SP dispatch point: sp_dispatch_ecc_mulmod_base. */
static int ecc_dispatch_keygen(const ecc_curve* c, const mp_int* d,
                               ecc_point* Q, void* heap)
{
    return ecc_mul_dispatch(c, d, NULL, Q, heap);
}

/* ECDSA signing: R = k * G, nonce k secret in [1, n-1], for the curves
 * the SP layer does not have (sp_dispatch_ecc_mulmod_base otherwise, as
 * for SM2's); on the SP curves the whole signature is SP's:
 * sp_dispatch_ecc_sign with random nonces (wc_ecc_sign_hash_ex) or with
 * the RFC 6979 nonce as km (ecc_sign_sp). */
static int ecc_dispatch_sign(const ecc_curve* c, const mp_int* k,
                             ecc_point* R, void* heap)
{
    return ecc_mul_dispatch(c, k, NULL, R, heap);
}

/* ECDH: R = d * P, d secret, P validated.
 * SP dispatch point: sp_dispatch_ecc_mulmod. */
static int ecc_dispatch_ecdh(const ecc_curve* c, const mp_int* d,
                             const ecc_point* P, ecc_point* R, void* heap)
{
    return ecc_mul_dispatch(c, d, P, R, heap);
}

/* ECDSA verification: R = u1 * G + u2 * Q, public inputs.
 * SP dispatch point: sp_dispatch_ecc_verify replaces ecc_verify_core
 * (wc_ecc_verify_hash_ex) on the curves it has. */
static int ecc_dispatch_verify(const ecc_curve* c, const mp_int* u1,
                               const mp_int* u2, const ecc_point* Q,
                               ecc_point* R, void* heap)
{
    return ecc_mul2_vt(c, u1, u2, Q, R, heap);
}

/* ---------------------------------------------------------------------- */
/* Key life cycle                                                          */
/* ---------------------------------------------------------------------- */

int wc_ecc_init_ex(ecc_key* key, void* heap, int devId)
{
    int err;

    if (key == NULL)
        return BAD_FUNC_ARG;
    XMEMSET(key, 0, sizeof(ecc_key));
    key->idx = -1;
    key->heap = heap;
    key->devId = devId;
    key->pubkey.heap = heap;
    err = ecc_point_init(&key->pubkey);
    if (err == MP_OKAY)
        err = mp_init(key->k);
    return (err == MP_OKAY) ? 0 : MEMORY_E;
}

int wc_ecc_init(ecc_key* key)
{
    return wc_ecc_init_ex(key, NULL, INVALID_DEVID);
}

int wc_ecc_free(ecc_key* key)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    mp_forcezero(key->k);
    ecc_point_clear(&key->pubkey);
    key->type = 0;
    key->idx = -1;
    key->dp = NULL;
    key->deterministic = 0;
    return 0;
}

int wc_ecc_set_rng(ecc_key* key, WC_RNG* rng)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    key->rng = rng;
    return 0;
}

int wc_ecc_set_deterministic_ex(ecc_key* key, byte flag, int hashType)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    if ((hashType != WC_HASH_TYPE_NONE) &&
        (wc_HmacSizeByType(hashType) <= 0))
        return BAD_FUNC_ARG;
    key->deterministic = (byte)((flag != 0) ? 1 : 0);
    key->hashType = hashType;
    return 0;
}

int wc_ecc_set_deterministic(ecc_key* key, byte flag)
{
    return wc_ecc_set_deterministic_ex(key, flag, WC_HASH_TYPE_NONE);
}

/* ecc_sets index for (keysize bytes, curve_id); ECC_CURVE_DEF selects by
 * size, otherwise a non-zero keysize must match the curve. */
static int ecc_find_idx(int keysize, int curve_id)
{
    int i;

    if (curve_id == ECC_CURVE_DEF) {
        for (i = 0; i < ECC_SET_COUNT; i++) {
            if (ecc_sets[i].size == keysize)
                return i;
        }
        return ECC_BAD_ARG_E;
    }
    i = wc_ecc_get_curve_idx(curve_id);
    if (i < 0)
        return ECC_CURVE_OID_E;
    if ((keysize != 0) && (keysize != ecc_sets[i].size))
        return ECC_BAD_ARG_E;
    return i;
}

int wc_ecc_set_curve(ecc_key* key, int keysize, int curve_id)
{
    int idx;

    if ((key == NULL) || (keysize < 0))
        return BAD_FUNC_ARG;
    idx = ecc_find_idx(keysize, curve_id);
    if (idx < 0)
        return idx;
    key->idx = idx;
    key->dp = &ecc_sets[idx];
    return 0;
}

/* Reset the key's values and select curve idx. */
static void ecc_key_reset(ecc_key* key, int idx)
{
    mp_forcezero(key->k);
    mp_zero(key->pubkey.x);
    mp_zero(key->pubkey.y);
    mp_zero(key->pubkey.z);
    key->type = 0;
    key->idx = idx;
    key->dp = &ecc_sets[idx];
}

/* Uniform k in [1, n-1]: draw `size` bytes, clear the bits above
 * orderBits, accept when in range (rejection sampling). */
static int ecc_gen_scalar(const ecc_curve* c, WC_RNG* rng, mp_int* k)
{
    byte buf[MAX_ECC_BYTES];
    int tries, err = RNG_FAILURE_E;
    int excess = c->size * 8 - c->orderBits;

    for (tries = 0; tries < ECC_MAX_TRIES; tries++) {
        err = wc_RNG_GenerateBlock(rng, buf, (word32)c->size);
        if (err != 0)
            break;
        buf[0] &= (byte)(0xFF >> excess);
        err = mp_read_unsigned_bin(k, buf, (word32)c->size);
        if (err != MP_OKAY)
            break;
        err = ecc_scalar_in_range(c, k);
        if (err == 0)
            break;
        err = RNG_FAILURE_E;
    }
    ForceZero(buf, sizeof(buf));
    return err;
}

/* Q = d * G into key->pubkey (or pubOut), z = 1. */
static int ecc_compute_pub(ecc_key* key, const ecc_curve* c,
                           ecc_point* pubOut)
{
    ecc_point* out = (pubOut != NULL) ? pubOut : &key->pubkey;
    return ecc_dispatch_keygen(c, key->k, out, key->heap);
}

int wc_ecc_make_key_ex(WC_RNG* rng, int keysize, ecc_key* key,
                       int curve_id)
{
    ecc_curve* c = NULL;
    int idx, err;

    if ((rng == NULL) || (key == NULL) || (keysize < 0))
        return BAD_FUNC_ARG;
    idx = ecc_find_idx(keysize, curve_id);
    if (idx < 0)
        return idx;
    ecc_key_reset(key, idx);
    err = ecc_curve_new(idx, key->heap, &c);
    if (err == 0)
        err = ecc_gen_scalar(c, rng, key->k);
    if (err == 0)
        err = ecc_compute_pub(key, c, NULL);
    if (err == 0)
        key->type = ECC_PRIVATEKEY;
    else
        ecc_key_reset(key, idx);
    ecc_curve_free(c, key->heap);
    return err;
}

int wc_ecc_make_key(WC_RNG* rng, int keysize, ecc_key* key)
{
    return wc_ecc_make_key_ex(rng, keysize, key, ECC_CURVE_DEF);
}

/* Load the key's curve; ECC_BAD_ARG_E when it has none. */
static int ecc_key_curve(const ecc_key* key, ecc_curve** c)
{
    if ((key->idx < 0) || (key->idx >= ECC_SET_COUNT) || (key->dp == NULL))
        return ECC_BAD_ARG_E;
    return ecc_curve_new(key->idx, key->heap, c);
}

static int ecc_has_private(const ecc_key* key)
{
    return (key->type == ECC_PRIVATEKEY) ||
           (key->type == ECC_PRIVATEKEY_ONLY);
}

static int ecc_has_public(const ecc_key* key)
{
    return (key->type == ECC_PRIVATEKEY) || (key->type == ECC_PUBLICKEY);
}

int wc_ecc_make_pub(ecc_key* key, ecc_point* pubOut)
{
    ecc_curve* c = NULL;
    int err;

    if (key == NULL)
        return BAD_FUNC_ARG;
    if (!ecc_has_private(key))
        return ECC_BAD_ARG_E;
    err = ecc_key_curve(key, &c);
    if (err == 0)
        err = ecc_scalar_in_range(c, key->k);
    if (err == 0)
        err = ecc_compute_pub(key, c, pubOut);
    if ((err == 0) && (pubOut == NULL))
        key->type = ECC_PRIVATEKEY;
    ecc_curve_free(c, key->heap);
    return err;
}

/* Full key validation, see ecc.h.  The curves have prime order n and
 * cofactor 1, so every point on the curve other than infinity has order
 * n and the n*Q = O check is implied by the on-curve check. */
int wc_ecc_check_key(ecc_key* key)
{
    ecc_curve* c = NULL;
    ecc_point q;
    int err;

    if (key == NULL)
        return BAD_FUNC_ARG;
    if (key->type == 0)
        return ECC_BAD_ARG_E;
    err = ecc_key_curve(key, &c);
    if ((err == 0) && ecc_has_private(key))
        err = ecc_scalar_in_range(c, key->k);
    if ((err == 0) && ecc_has_public(key))
        err = ecc_point_check(c, &key->pubkey);
    if ((err == 0) && (key->type == ECC_PRIVATEKEY)) {
        err = ecc_point_init(&q);
        if (err == 0)
            err = ecc_compute_pub(key, c, &q);
        if ((err == 0) && ((mp_cmp(q.x, key->pubkey.x) != MP_EQ) ||
                           (mp_cmp(q.y, key->pubkey.y) != MP_EQ)))
            err = ECC_PRIV_KEY_E;
    }
    ecc_curve_free(c, key != NULL ? key->heap : NULL);
    return err;
}

/* ---------------------------------------------------------------------- */
/* ECDH                                                                    */
/* ---------------------------------------------------------------------- */

int wc_ecc_shared_secret(ecc_key* private_key, ecc_key* public_key,
                         byte* out, word32* outlen)
{
    ecc_curve* c = NULL;
    ecc_point R;
    int err;

    if ((private_key == NULL) || (public_key == NULL) || (out == NULL) ||
        (outlen == NULL))
        return BAD_FUNC_ARG;
    if (!ecc_has_private(private_key) || !ecc_has_public(public_key))
        return ECC_BAD_ARG_E;
    if ((private_key->idx != public_key->idx) || (private_key->idx < 0))
        return ECC_BAD_ARG_E;
    if (*outlen < (word32)private_key->dp->size)
        return BUFFER_E;
    err = ecc_point_init(&R);
    if (err == 0)
        err = ecc_key_curve(private_key, &c);
    if (err == 0)
        err = ecc_point_check(c, &public_key->pubkey);
    if (err == 0)
        err = ecc_scalar_in_range(c, private_key->k);
    if (err == 0)
        err = ecc_dispatch_ecdh(c, private_key->k, &public_key->pubkey,
                                &R, private_key->heap);
    if (err == 0)       /* the secret x < p fits: fixed-length write */
        err = mp_to_unsigned_bin_len_ct(R.x, out, c->size);
    if (err == 0)
        *outlen = (word32)c->size;
    ecc_point_clear(&R);
    ecc_curve_free(c, private_key->heap);
    return err;
}

/* ---------------------------------------------------------------------- */
/* ECDSA helpers                                                           */
/* ---------------------------------------------------------------------- */

/* RFC 6979 section 3.2 state: HMAC-DRBG keyed by K with chain value V. */
typedef struct ecc_rfc6979 {
    Hmac hmac;
    int  type;                      /* enum wc_HashType */
    int  hlen;
    int  started;
    byte K[WC_MAX_DIGEST_SIZE];
    byte V[WC_MAX_DIGEST_SIZE];
} ecc_rfc6979;

/* out = HMAC_K(V [|| sep] || a || b); sep < 0: no separator byte. */
static int rfc6979_mac(ecc_rfc6979* st, byte* out, int sep, const byte* a,
                       word32 aSz, const byte* b, word32 bSz)
{
    byte sb = (byte)sep;
    int err = wc_HmacSetKey(&st->hmac, st->type, st->K, (word32)st->hlen);
    if (err == 0)
        err = wc_HmacUpdate(&st->hmac, st->V, (word32)st->hlen);
    if ((err == 0) && (sep >= 0))
        err = wc_HmacUpdate(&st->hmac, &sb, 1);
    if ((err == 0) && (aSz > 0))
        err = wc_HmacUpdate(&st->hmac, a, aSz);
    if ((err == 0) && (bSz > 0))
        err = wc_HmacUpdate(&st->hmac, b, bSz);
    if (err == 0)
        err = wc_HmacFinal(&st->hmac, out);
    return err;
}

/* K = HMAC_K(V || sep || x || h1), V = HMAC_K(V). */
static int rfc6979_update(ecc_rfc6979* st, int sep, const byte* x,
                          word32 xSz, const byte* h1, word32 h1Sz)
{
    int err = rfc6979_mac(st, st->K, sep, x, xSz, h1, h1Sz);
    if (err == 0)
        err = rfc6979_mac(st, st->V, -1, NULL, 0, NULL, 0);
    return err;
}

/* Steps b-f: x = int2octets(d), h1o = bits2octets(h1), rlen bytes each. */
static int rfc6979_init(ecc_rfc6979* st, int type, const byte* x,
                        const byte* h1o, word32 rlen)
{
    int err;

    st->type = type;
    st->hlen = wc_HmacSizeByType(type);
    st->started = 0;
    if (st->hlen <= 0)
        return BAD_FUNC_ARG;
    err = wc_HmacInit(&st->hmac, NULL, INVALID_DEVID);
    if (err != 0)
        return err;
    XMEMSET(st->V, 0x01, (size_t)st->hlen);
    XMEMSET(st->K, 0x00, (size_t)st->hlen);
    err = rfc6979_update(st, 0x00, x, rlen, h1o, rlen);
    if (err == 0)
        err = rfc6979_update(st, 0x01, x, rlen, h1o, rlen);
    return err;
}

/* Step h: next candidate k in [1, n-1].  Calls after the first (k was
 * unsuitable, or gave r = 0 or s = 0) first do K = HMAC_K(V || 0x00),
 * V = HMAC_K(V) as step h.3 prescribes. */
static int rfc6979_next(ecc_rfc6979* st, const ecc_curve* c, mp_int* k)
{
    byte t[MAX_ECC_BYTES + WC_MAX_DIGEST_SIZE];
    word32 rlen = (word32)(c->orderBits + 7) / 8;
    int tries, err = 0;

    for (tries = 0; (err == 0) && (tries < ECC_MAX_TRIES); tries++) {
        word32 tlen = 0;
        if (st->started)
            err = rfc6979_update(st, 0x00, NULL, 0, NULL, 0);
        st->started = 1;
        while ((err == 0) && (tlen < rlen)) {
            err = rfc6979_mac(st, st->V, -1, NULL, 0, NULL, 0);
            if (err == 0) {
                XMEMCPY(t + tlen, st->V, (size_t)st->hlen);
                tlen += (word32)st->hlen;
            }
        }
        if (err == 0)
            err = ecc_bits2int(c, t, rlen, k);
        if ((err == 0) && (ecc_scalar_in_range(c, k) == 0))
            break;
    }
    if ((err == 0) && (tries == ECC_MAX_TRIES))
        err = RNG_FAILURE_E;
    ForceZero(t, sizeof(t));
    return err;
}

static void rfc6979_free(ecc_rfc6979* st)
{
    wc_HmacFree(&st->hmac);
    ForceZero(st, sizeof(ecc_rfc6979));
}

/* HMAC hash for RFC 6979: the key's choice, else the curve's hash. */
static int ecc_det_hash_type(const ecc_key* key, const ecc_curve* c)
{
    if (key->hashType != WC_HASH_TYPE_NONE)
        return key->hashType;
    if (c->size > 48)
        return WC_HASH_TYPE_SHA512;
    if (c->size > 32)
        return WC_HASH_TYPE_SHA384;
    return WC_HASH_TYPE_SHA256;
}

/* Working storage of one signature (heap: sp_ints are large). */
typedef struct ecc_sign_ws {
    ecc_ord     ord;
    mp_int      e[1];
    mp_int      k[1];
    mp_int      t[1];
    mp_int      dm[1];
    mp_int      km[1];
    ecc_point   R;
    ecc_rfc6979 det;
    byte        x[MAX_ECC_BYTES];
    byte        h1[MAX_ECC_BYTES];
} ecc_sign_ws;

/* s = k^-1 (e + r d) mod n, all constant time in k and d:
 * t = r * dm * R^-1 = r d (dm = d R), t += e, km = k R,
 * kinv = (k R)^-1 R^2 = k^-1 R (mp_invmod_mont_ct), s = kinv t R^-1. */
static int ecc_sign_s(const ecc_curve* c, ecc_sign_ws* w, const mp_int* r,
                      mp_int* s)
{
    int err = ecc_ord_mul(c, &w->ord, w->t, r, w->dm);
    if (err == MP_OKAY) err = mp_addmod_ct(w->t, w->e, c->n, w->t);
    if (err == MP_OKAY) err = ecc_ord_mul(c, &w->ord, w->km, w->k,
                                          w->ord.r2);
    if (err == MP_OKAY) err = mp_invmod_mont_ct(w->km, c->n, w->km,
                                                w->ord.rho);
    if (err == MP_OKAY) err = ecc_ord_mul(c, &w->ord, s, w->km, w->t);
    return err;
}

/* Prepare e, the Montgomery constants of n, dm = d R mod n and (RFC 6979)
 * the HMAC-DRBG state. */
static int ecc_sign_setup(const ecc_curve* c, ecc_key* key,
                          ecc_sign_ws* w, const byte* in, word32 inlen)
{
    int err = mp_init_multi(w->e, w->k, w->t, w->dm, w->km, NULL);
    if (err == MP_OKAY) err = ecc_point_init(&w->R);
    if (err == MP_OKAY) err = ecc_ord_setup(c, &w->ord);
    if (err == MP_OKAY) err = ecc_hash_to_e(c, in, inlen, w->e);
    if (err == MP_OKAY) err = ecc_ord_mul(c, &w->ord, w->dm, key->k,
                                          w->ord.r2);
    if ((err == MP_OKAY) && key->deterministic) {
        word32 rlen = (word32)(c->orderBits + 7) / 8;
        err = mp_to_unsigned_bin_len_ct(key->k, w->x, (int)rlen);
        if (err == MP_OKAY)
            err = mp_to_unsigned_bin_len(w->e, w->h1, (int)rlen);
        if (err == MP_OKAY)
            err = rfc6979_init(&w->det, ecc_det_hash_type(key, c), w->x,
                               w->h1, rlen);
    }
    return err;
}

/* The whole signature with the nonce k (in [1, n - 1]: RFC 6979's, or a
 * random one) in the fixed-size SP layer: sp_dispatch_ecc_sign with k as
 * km, constant time in k and d like the rest of it (and k wiped there).
 * MP_ZERO_E when k gives r = 0 or s = 0 (the caller takes the next
 * nonce); SP_NOT_HANDLED, k untouched, without SP or on a curve it does
 * not have. */
static int ecc_sign_sp(const ecc_curve* c, ecc_key* key, const byte* in,
                       word32 inlen, mp_int* k, mp_int* r, mp_int* s)
{
#ifdef WOLFSSL_HAVE_SP_ECC
    return sp_dispatch_ecc_sign(c->dp->id, in, inlen, NULL, key->k, r, s, k,
                                key->heap);
#else
    (void)c;
    (void)key;
    (void)in;
    (void)inlen;
    (void)k;
    (void)r;
    (void)s;
    return SP_NOT_HANDLED;
#endif
}

/* Generate (r, s): nonces until r != 0 and s != 0, the signature from
 * each by the SP layer (ecc_sign_sp) or, on curves it does not have,
 * here. */
static int ecc_sign_core(const ecc_curve* c, ecc_key* key, WC_RNG* rng,
                         const byte* in, word32 inlen, mp_int* r,
                         mp_int* s)
{
    ecc_sign_ws* w;
    int tries, err;

    w = (ecc_sign_ws*)XMALLOC(sizeof(ecc_sign_ws), key->heap,
                              DYNAMIC_TYPE_ECC);
    if (w == NULL)
        return MEMORY_E;
    XMEMSET(w, 0, sizeof(ecc_sign_ws));
    err = ecc_sign_setup(c, key, w, in, inlen);
    for (tries = 0; (err == 0) && (tries < ECC_MAX_TRIES); tries++) {
        if (key->deterministic)
            err = rfc6979_next(&w->det, c, w->k);
        else
            err = ecc_gen_scalar(c, rng, w->k);
        if (err == 0) {
            err = ecc_sign_sp(c, key, in, inlen, w->k, r, s);
            if (err == MP_ZERO_E) {
                err = 0;                /* next nonce */
                continue;
            }
            if (err != SP_NOT_HANDLED)
                break;
            err = ecc_dispatch_sign(c, w->k, &w->R, key->heap);
        }
        /* r = R.x mod n: R.x < p < 2n, so subtract n and add it back on
         * a borrow (constant time, no division on the nonce's point). */
        if (err == 0)
            err = mp_submod_ct(w->R.x, c->n, c->n, r);
        if ((err == 0) && mp_iszero(r))
            continue;
        if (err == 0)
            err = ecc_sign_s(c, w, r, s);
        if ((err == 0) && !mp_iszero(s))
            break;
    }
    if ((err == 0) && (tries == ECC_MAX_TRIES))
        err = RNG_FAILURE_E;
    if (key->deterministic)
        rfc6979_free(&w->det);
    ForceZero(w, sizeof(ecc_sign_ws));
    XFREE(w, key->heap, DYNAMIC_TYPE_ECC);
    return err;
}

/* ---------------------------------------------------------------------- */
/* ECDSA                                                                   */
/* ---------------------------------------------------------------------- */

int wc_ecc_sign_hash_ex(const byte* in, word32 inlen, WC_RNG* rng,
                        ecc_key* key, mp_int* r, mp_int* s)
{
    ecc_curve* c = NULL;
    int err;

    if ((in == NULL) || (key == NULL) || (r == NULL) || (s == NULL))
        return BAD_FUNC_ARG;
    if (!ecc_has_private(key))
        return ECC_BAD_ARG_E;
    if (rng == NULL)
        rng = key->rng;
    if ((rng == NULL) && !key->deterministic)
        return MISSING_RNG_E;
#ifdef WOLFSSL_HAVE_SP_ECC
    /* Random nonces: the whole signature in the SP layer, which checks
     * the key's range itself and needs no curve object. */
    if (!key->deterministic && (key->idx >= 0) &&
        (key->idx < ECC_SET_COUNT) && (key->dp != NULL)) {
        err = sp_dispatch_ecc_sign(key->dp->id, in, inlen, rng, key->k, r,
                                   s, NULL, key->heap);
        if (err != SP_NOT_HANDLED)
            return err;
    }
#endif
    err = ecc_key_curve(key, &c);
    if (err == 0)
        err = ecc_scalar_in_range(c, key->k);
    if (err == 0)
        err = ecc_sign_core(c, key, rng, in, inlen, r, s);
    ecc_curve_free(c, key->heap);
    return err;
}

int wc_ecc_sign_hash(const byte* in, word32 inlen, byte* out,
                     word32* outlen, WC_RNG* rng, ecc_key* key)
{
    mp_int r[1], s[1];
    int err;

    if ((in == NULL) || (out == NULL) || (outlen == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if (key->dp == NULL)
        return ECC_BAD_ARG_E;
    if (*outlen < (word32)wc_ecc_sig_size(key))
        return BUFFER_E;
    err = mp_init_multi(r, s, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY)
        err = wc_ecc_sign_hash_ex(in, inlen, rng, key, r, s);
    if (err == 0)
        err = StoreECC_DSA_Sig(out, outlen, r, s);
    mp_clear(r);
    mp_clear(s);
    return err;
}

/* Verification proper (SEC1 4.1.4): w = s^-1, u1 = e w, u2 = r w,
 * X = u1 G + u2 Q, valid when X != O and x(X) mod n = r. */
static int ecc_verify_core(const ecc_curve* c, ecc_key* key,
                           const mp_int* r, const mp_int* s,
                           const byte* hash, word32 hashlen, int* res)
{
    mp_int e[1], w[1], u1[1], u2[1];
    ecc_point X;
    int err;

    err = mp_init_multi(e, w, u1, u2, NULL, NULL);
    if (err == MP_OKAY) err = ecc_point_init(&X);
    if (err == MP_OKAY) err = ecc_hash_to_e(c, hash, hashlen, e);
    if (err == MP_OKAY) err = mp_invmod_nct(s, c->n, w); /* public s */
    if (err == MP_OKAY) err = mp_mulmod(e, w, c->n, u1);
    if (err == MP_OKAY) err = mp_mulmod(r, w, c->n, u2);
    if (err == MP_OKAY)
        err = ecc_dispatch_verify(c, u1, u2, &key->pubkey, &X, key->heap);
    if (err == ECC_INF_E)
        return 0;                       /* *res stays 0 */
    if (err == MP_OKAY) err = mp_mod(X.x, c->n, e);
    if ((err == MP_OKAY) && (mp_cmp(e, r) == MP_EQ))
        *res = 1;
    return err;
}

int wc_ecc_verify_hash_ex(mp_int* r, mp_int* s, const byte* hash,
                          word32 hashlen, int* res, ecc_key* key)
{
    ecc_curve* c = NULL;
    int err;

    if (res != NULL)
        *res = 0;
    if ((r == NULL) || (s == NULL) || (hash == NULL) || (res == NULL) ||
        (key == NULL))
        return BAD_FUNC_ARG;
    if (key->type == ECC_PRIVATEKEY_ONLY) {
        err = wc_ecc_make_pub(key, NULL);
        if (err != 0)
            return err;
    }
    if (!ecc_has_public(key))
        return ECC_BAD_ARG_E;
    if (mp_iszero(r) || mp_iszero(s))
        return MP_ZERO_E;
    if (mp_isneg(r) || mp_isneg(s))
        return ECC_OUT_OF_RANGE_E;
#ifdef WOLFSSL_HAVE_SP_ECC
    if (key->dp != NULL) {
        err = sp_dispatch_ecc_verify(key->dp->id, hash, hashlen,
                                     key->pubkey.x, key->pubkey.y,
                                     key->pubkey.z, r, s, res, key->heap);
        if (err != SP_NOT_HANDLED)
            return err;
    }
#endif
    err = ecc_key_curve(key, &c);
    if ((err == 0) && ((mp_cmp(r, c->n) != MP_LT) ||
                       (mp_cmp(s, c->n) != MP_LT)))
        err = ECC_OUT_OF_RANGE_E;
    if (err == 0)
        err = ecc_verify_core(c, key, r, s, hash, hashlen, res);
    ecc_curve_free(c, key->heap);
    return err;
}

int wc_ecc_verify_hash(const byte* sig, word32 siglen, const byte* hash,
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
        err = wc_ecc_verify_hash_ex(r, s, hash, hashlen, res, key);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Import and export                                                       */
/* ---------------------------------------------------------------------- */

/* Set key to the public point (x, y) on curve idx after validating it;
 * on failure the key is left empty. */
static int ecc_set_public(ecc_key* key, int idx, const mp_int* x,
                          const mp_int* y)
{
    ecc_curve* c = NULL;
    int err;

    ecc_key_reset(key, idx);
    err = mp_copy(x, key->pubkey.x);
    if (err == MP_OKAY) err = mp_copy(y, key->pubkey.y);
    if (err == MP_OKAY) err = mp_set(key->pubkey.z, 1);
    if (err == MP_OKAY) err = ecc_curve_new(idx, key->heap, &c);
    if (err == 0) err = ecc_point_check(c, &key->pubkey);
    ecc_curve_free(c, key->heap);
    if (err == 0)
        key->type = ECC_PUBLICKEY;
    else
        ecc_key_reset(key, idx);
    return err;
}

int wc_ecc_import_x963_ex(const byte* in, word32 inLen, ecc_key* key,
                          int curve_id)
{
    mp_int x[1], y[1];
    ecc_curve* c = NULL;
    int size, idx, err;
    int compressed;

    if ((in == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if (inLen < 2)
        return ECC_BAD_ARG_E;
    if (in[0] == ECC_POINT_UNCOMP) {
        if ((inLen & 1) == 0)
            return ECC_BAD_ARG_E;
        compressed = 0;
        size = (int)(inLen - 1) / 2;
    }
    else if ((in[0] == ECC_POINT_COMP_EVEN) ||
             (in[0] == ECC_POINT_COMP_ODD)) {
        compressed = 1;
        size = (int)inLen - 1;
    }
    else {
        return ASN_PARSE_E;
    }
    idx = ecc_find_idx(size, curve_id);
    if (idx < 0)
        return idx;
    err = mp_init_multi(x, y, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY)
        err = mp_read_unsigned_bin(x, in + 1, (word32)size);
    if ((err == MP_OKAY) && !compressed)
        err = mp_read_unsigned_bin(y, in + 1 + size, (word32)size);
    if ((err == MP_OKAY) && compressed) {
        err = ecc_curve_new(idx, key->heap, &c);
        if (err == 0)
            err = ecc_decompress_y(c, x, in[0] == ECC_POINT_COMP_ODD, y);
        ecc_curve_free(c, key->heap);
    }
    if (err == MP_OKAY)
        err = ecc_set_public(key, idx, x, y);
    return err;
}

int wc_ecc_import_x963(const byte* in, word32 inLen, ecc_key* key)
{
    return wc_ecc_import_x963_ex(in, inLen, key, ECC_CURVE_DEF);
}

int wc_ecc_export_x963_ex(ecc_key* key, byte* out, word32* outLen,
                          int compressed)
{
    word32 need;
    int size, err;

    if ((key == NULL) || (outLen == NULL))
        return BAD_FUNC_ARG;
    if (key->type == ECC_PRIVATEKEY_ONLY)
        return ECC_PRIVATEONLY_E;
    if (!ecc_has_public(key) || (key->dp == NULL))
        return ECC_BAD_ARG_E;
    size = key->dp->size;
    need = (word32)(compressed ? 1 + size : 1 + 2 * size);
    if (out == NULL) {
        *outLen = need;
        return LENGTH_ONLY_E;
    }
    if (*outLen < need) {
        *outLen = need;
        return BUFFER_E;
    }
    if (compressed)
        out[0] = (byte)(mp_isodd(key->pubkey.y) ? ECC_POINT_COMP_ODD :
                                                  ECC_POINT_COMP_EVEN);
    else
        out[0] = ECC_POINT_UNCOMP;
    err = mp_to_unsigned_bin_len(key->pubkey.x, out + 1, size);
    if ((err == MP_OKAY) && !compressed)
        err = mp_to_unsigned_bin_len(key->pubkey.y, out + 1 + size, size);
    if (err == MP_OKAY)
        *outLen = need;
    return err;
}

int wc_ecc_export_x963(ecc_key* key, byte* out, word32* outLen)
{
    return wc_ecc_export_x963_ex(key, out, outLen, 0);
}

/* Set the private scalar (big-endian priv, at most the field size) of a
 * key whose curve is selected; the range 1 <= d < n is checked. */
static int ecc_set_private(ecc_key* key, const byte* priv, word32 privSz)
{
    ecc_curve* c = NULL;
    int err;

    if (privSz > (word32)key->dp->size)
        return ECC_PRIV_KEY_E;
    err = mp_read_unsigned_bin(key->k, priv, privSz);
    if (err == MP_OKAY)
        err = ecc_curve_new(key->idx, key->heap, &c);
    if (err == 0)
        err = ecc_scalar_in_range(c, key->k);
    ecc_curve_free(c, key->heap);
    if (err != 0)
        mp_forcezero(key->k);
    return err;
}

int wc_ecc_import_private_key_ex(const byte* priv, word32 privSz,
                                 const byte* pub, word32 pubSz,
                                 ecc_key* key, int curve_id)
{
    int idx, err;

    if ((priv == NULL) || (key == NULL) || (privSz == 0))
        return BAD_FUNC_ARG;
    if (pub != NULL) {
        err = wc_ecc_import_x963_ex(pub, pubSz, key, curve_id);
        if (err != 0)
            return err;
    }
    else {
        if ((curve_id == ECC_CURVE_DEF) && (key->dp != NULL))
            idx = key->idx;
        else
            idx = ecc_find_idx((curve_id == ECC_CURVE_DEF) ?
                               (int)privSz : 0, curve_id);
        if (idx < 0)
            return idx;
        ecc_key_reset(key, idx);
    }
    err = ecc_set_private(key, priv, privSz);
    if (err == 0)
        key->type = (pub != NULL) ? ECC_PRIVATEKEY : ECC_PRIVATEKEY_ONLY;
    else
        ecc_key_reset(key, key->idx);
    return err;
}

int wc_ecc_import_private_key(const byte* priv, word32 privSz,
                              const byte* pub, word32 pubSz, ecc_key* key)
{
    return wc_ecc_import_private_key_ex(priv, privSz, pub, pubSz, key,
                                        ECC_CURVE_DEF);
}

/* Read a hex coordinate that must fit in the field size. */
static int ecc_read_hex(mp_int* a, const char* hex, int size)
{
    int err = mp_read_radix(a, hex, MP_RADIX_HEX);
    if ((err == MP_OKAY) && (mp_isneg(a) || (mp_count_bits(a) > 8 * size)))
        err = ECC_OUT_OF_RANGE_E;
    return (err == MP_VAL) ? ASN_PARSE_E : err;
}

int wc_ecc_import_raw_ex(ecc_key* key, const char* qx, const char* qy,
                         const char* d, int curve_id)
{
    mp_int x[1], y[1];
    byte db[MAX_ECC_BYTES];
    int idx, size, err;

    if ((key == NULL) || (qx == NULL) || (qy == NULL))
        return BAD_FUNC_ARG;
    idx = wc_ecc_get_curve_idx(curve_id);
    if (idx < 0)
        return ECC_CURVE_OID_E;
    size = ecc_sets[idx].size;
    err = mp_init_multi(x, y, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY) err = ecc_read_hex(x, qx, size);
    if (err == MP_OKAY) err = ecc_read_hex(y, qy, size);
    if (err == MP_OKAY) err = ecc_set_public(key, idx, x, y);
    if ((err == 0) && (d != NULL)) {
        err = ecc_read_hex(x, d, size);
        if (err == MP_OKAY)
            err = mp_to_unsigned_bin_len_ct(x, db, size);
        if (err == MP_OKAY)
            err = ecc_set_private(key, db, (word32)size);
        if (err == 0)
            key->type = ECC_PRIVATEKEY;
        else
            ecc_key_reset(key, idx);
        ForceZero(db, sizeof(db));
        mp_forcezero(x);
    }
    return err;
}

int wc_ecc_import_raw(ecc_key* key, const char* qx, const char* qy,
                      const char* d, const char* curveName)
{
    int i, j;

    if ((key == NULL) || (qx == NULL) || (qy == NULL) ||
        (curveName == NULL))
        return BAD_FUNC_ARG;
    for (i = 0; i < ECC_SET_COUNT; i++) {
        const char* n = ecc_sets[i].name;
        for (j = 0; (n[j] != '\0') && (curveName[j] != '\0'); j++) {
            char a = n[j], b = curveName[j];
            if ((b >= 'a') && (b <= 'z'))
                b = (char)(b - 'a' + 'A');
            if (a != b)
                break;
        }
        if ((n[j] == '\0') && (curveName[j] == '\0'))
            return wc_ecc_import_raw_ex(key, qx, qy, d, ecc_sets[i].id);
    }
    return ECC_CURVE_OID_E;
}

int wc_ecc_import_unsigned(ecc_key* key, const byte* qx, const byte* qy,
                           const byte* d, int curve_id)
{
    mp_int x[1], y[1];
    int idx, size, err;

    if ((key == NULL) || (qx == NULL) || (qy == NULL))
        return BAD_FUNC_ARG;
    idx = wc_ecc_get_curve_idx(curve_id);
    if (idx < 0)
        return ECC_CURVE_OID_E;
    size = ecc_sets[idx].size;
    err = mp_init_multi(x, y, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY) err = mp_read_unsigned_bin(x, qx, (word32)size);
    if (err == MP_OKAY) err = mp_read_unsigned_bin(y, qy, (word32)size);
    if (err == MP_OKAY) err = ecc_set_public(key, idx, x, y);
    if ((err == 0) && (d != NULL)) {
        err = ecc_set_private(key, d, (word32)size);
        if (err == 0)
            key->type = ECC_PRIVATEKEY;
        else
            ecc_key_reset(key, idx);
    }
    return err;
}

int wc_ecc_export_public_raw(ecc_key* key, byte* qx, word32* qxLen,
                             byte* qy, word32* qyLen)
{
    word32 size;
    int err;

    if ((key == NULL) || (qx == NULL) || (qxLen == NULL) || (qy == NULL) ||
        (qyLen == NULL))
        return BAD_FUNC_ARG;
    if (!ecc_has_public(key) || (key->dp == NULL))
        return ECC_BAD_ARG_E;
    size = (word32)key->dp->size;
    if ((*qxLen < size) || (*qyLen < size)) {
        *qxLen = size;
        *qyLen = size;
        return BUFFER_E;
    }
    err = mp_to_unsigned_bin_len(key->pubkey.x, qx, (int)size);
    if (err == MP_OKAY)
        err = mp_to_unsigned_bin_len(key->pubkey.y, qy, (int)size);
    if (err == MP_OKAY) {
        *qxLen = size;
        *qyLen = size;
    }
    return err;
}

int wc_ecc_export_private_only(ecc_key* key, byte* out, word32* outLen)
{
    word32 size;
    int err;

    if ((key == NULL) || (out == NULL) || (outLen == NULL))
        return BAD_FUNC_ARG;
    if (!ecc_has_private(key) || (key->dp == NULL))
        return ECC_BAD_ARG_E;
    size = (word32)key->dp->size;
    if (*outLen < size) {
        *outLen = size;
        return BUFFER_E;
    }
    err = mp_to_unsigned_bin_len_ct(key->k, out, (int)size);
    if (err == MP_OKAY)
        *outLen = size;
    return err;
}

/* ---------------------------------------------------------------------- */
/* Signature encodings and sizes                                           */
/* ---------------------------------------------------------------------- */

/* DER-encode r, s (both must be in [1, 2^(8 MAX_ECC_BYTES))). */
static int ecc_store_rs(mp_int* r, mp_int* s, byte* out, word32* outlen)
{
    if (mp_iszero(r) || mp_iszero(s))
        return MP_ZERO_E;
    if ((mp_count_bits(r) > 8 * MAX_ECC_BYTES) ||
        (mp_count_bits(s) > 8 * MAX_ECC_BYTES))
        return ECC_BAD_ARG_E;
    return StoreECC_DSA_Sig(out, outlen, r, s);
}

int wc_ecc_rs_to_sig(const char* r, const char* s, byte* out,
                     word32* outlen)
{
    mp_int rr[1], ss[1];
    int err;

    if ((r == NULL) || (s == NULL) || (out == NULL) || (outlen == NULL))
        return BAD_FUNC_ARG;
    err = mp_init_multi(rr, ss, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY) err = ecc_read_hex(rr, r, MAX_ECC_BYTES);
    if (err == MP_OKAY) err = ecc_read_hex(ss, s, MAX_ECC_BYTES);
    if (err == MP_OKAY) err = ecc_store_rs(rr, ss, out, outlen);
    return err;
}

int wc_ecc_rs_raw_to_sig(const byte* r, word32 rSz, const byte* s,
                         word32 sSz, byte* out, word32* outlen)
{
    mp_int rr[1], ss[1];
    int err;

    if ((r == NULL) || (s == NULL) || (out == NULL) || (outlen == NULL))
        return BAD_FUNC_ARG;
    if ((rSz == 0) || (sSz == 0) || (rSz > SP_INT_BYTES) ||
        (sSz > SP_INT_BYTES))
        return BAD_FUNC_ARG;
    err = mp_init_multi(rr, ss, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY) err = mp_read_unsigned_bin(rr, r, rSz);
    if (err == MP_OKAY) err = mp_read_unsigned_bin(ss, s, sSz);
    if (err == MP_OKAY) err = ecc_store_rs(rr, ss, out, outlen);
    return err;
}

/* Write a minimal big-endian value (at least one byte) into out. */
static int ecc_put_min(const mp_int* a, byte* out, word32* outLen)
{
    word32 n = (word32)mp_unsigned_bin_size(a);
    int err;

    if (n == 0)
        n = 1;
    if (*outLen < n) {
        *outLen = n;
        return BUFFER_E;
    }
    err = mp_to_unsigned_bin_len(a, out, (int)n);
    if (err == MP_OKAY)
        *outLen = n;
    return err;
}

int wc_ecc_sig_to_rs(const byte* sig, word32 sigLen, byte* r, word32* rLen,
                     byte* s, word32* sLen)
{
    mp_int rr[1], ss[1];
    int err;

    if ((sig == NULL) || (r == NULL) || (rLen == NULL) || (s == NULL) ||
        (sLen == NULL))
        return BAD_FUNC_ARG;
    if (sigLen == 0)
        return ASN_PARSE_E;
    err = mp_init_multi(rr, ss, NULL, NULL, NULL, NULL);
    if (err == MP_OKAY) err = DecodeECC_DSA_Sig(sig, sigLen, rr, ss);
    if (err == 0) err = ecc_put_min(rr, r, rLen);
    if (err == 0) err = ecc_put_min(ss, s, sLen);
    return err;
}

int wc_ecc_size(ecc_key* key)
{
    if ((key == NULL) || (key->dp == NULL))
        return 0;
    return key->dp->size;
}

/* DER size of SEQUENCE { INTEGER, INTEGER } with sz-byte magnitudes plus a
 * possible 0x00 sign octet each. */
int wc_ecc_sig_size_calc(int sz)
{
    int body;

    if ((sz <= 0) || (sz > MAX_ECC_BYTES))
        return 0;
    body = 2 * (2 + sz + 1);
    return body + ((body < 128) ? 2 : 3);
}

int wc_ecc_sig_size(const ecc_key* key)
{
    if ((key == NULL) || (key->dp == NULL))
        return 0;
    return wc_ecc_sig_size_calc(key->dp->size);
}
