/* rsa.c
 *
 * RSA keys and the RSA primitive (algorithm layer, see DESIGN.md 2).
 * Holds: key life cycle, RSAEP/RSAVP1 (public, variable time) and
 * RSADP/RSASP1 (private: base blinding, CRT in constant time, result
 * checked with the public exponent against fault attacks; the fixed-size
 * SP layer, constant time throughout, does without the blinding, as
 * wolfCrypt's), wc_RsaFunction,
 * key generation (FIPS 186-4 B.3.3 style probable primes) and
 * wc_CheckRsaKey.  The encodings (PKCS#1 v1.5, OAEP, PSS) and the public
 * encrypt/sign entry points are in rsa_pad.c; the DER codecs in rsa_asn.c.
 *
 * Exponentiations go through rsa_expt_public / rsa_expt_private and the
 * private primitive through rsa_private_op: the dispatch points to the
 * fixed-size SP layer (sp_dispatch_RsaPublic etc., sp_dispatch.h,
 * WOLFSSL_HAVE_SP_RSA) for the sizes it takes -- SP_NOT_HANDLED for the
 * others, which go to sp_int (mp_*).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include "rsa_internal.h"
#include "sp_dispatch.h"

/* ====================================================================== */
/* Life cycle                                                              */
/* ====================================================================== */

int wc_InitRsaKey_ex(RsaKey* key, void* heap, int devId)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    XMEMSET(key, 0, sizeof(*key));
    if ((mp_init_multi(&key->n, &key->e, &key->d, &key->p, &key->q,
                       &key->dP) != MP_OKAY) ||
        (mp_init_multi(&key->dQ, &key->u, NULL, NULL, NULL, NULL) != MP_OKAY))
        return MP_INIT_E;
    key->heap = heap;
    key->devId = devId;
    key->type = RSA_TYPE_UNKNOWN;
    key->rng = NULL;
    return 0;
}

int wc_InitRsaKey(RsaKey* key, void* heap)
{
    return wc_InitRsaKey_ex(key, heap, -1);
}

/* Wipes every value (the private ones whole) and leaves the key empty. */
int wc_FreeRsaKey(RsaKey* key)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    mp_forcezero(&key->d);
    mp_forcezero(&key->p);
    mp_forcezero(&key->q);
    mp_forcezero(&key->dP);
    mp_forcezero(&key->dQ);
    mp_forcezero(&key->u);
    mp_clear(&key->n);
    mp_clear(&key->e);
    key->type = RSA_TYPE_UNKNOWN;
    key->rng = NULL;
    return 0;
}

int wc_RsaSetRNG(RsaKey* key, WC_RNG* rng)
{
    if ((key == NULL) || (rng == NULL))
        return BAD_FUNC_ARG;
    key->rng = rng;
    return 0;
}

int wc_RsaEncryptSize(const RsaKey* key)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    return mp_unsigned_bin_size(&key->n);
}

int wc_RsaFlattenPublicKey(const RsaKey* key, byte* e, word32* eSz, byte* n,
                           word32* nSz)
{
    int es, ns;

    if ((key == NULL) || (e == NULL) || (eSz == NULL) || (n == NULL) ||
        (nSz == NULL))
        return BAD_FUNC_ARG;
    es = mp_unsigned_bin_size(&key->e);
    ns = mp_unsigned_bin_size(&key->n);
    if (ns == 0)
        return BAD_FUNC_ARG;
    if (((word32)es > *eSz) || ((word32)ns > *nSz))
        return RSA_BUFFER_E;
    if ((mp_to_unsigned_bin(&key->e, e) != MP_OKAY) ||
        (mp_to_unsigned_bin(&key->n, n) != MP_OKAY))
        return MP_TO_E;
    *eSz = (word32)es;
    *nSz = (word32)ns;
    return 0;
}

/* One value out: RSA_BUFFER_E when it does not fit. */
static int rsa_mp_out(const mp_int* a, byte* out, word32* sz)
{
    word32 n = (word32)mp_unsigned_bin_size(a);

    if ((out == NULL) || (sz == NULL))
        return BAD_FUNC_ARG;
    if (n > *sz)
        return RSA_BUFFER_E;
    if ((n > 0) && (mp_to_unsigned_bin(a, out) != MP_OKAY))
        return MP_TO_E;
    *sz = n;
    return 0;
}

int wc_RsaExportKey(const RsaKey* key, byte* e, word32* eSz, byte* n,
                    word32* nSz, byte* d, word32* dSz, byte* p, word32* pSz,
                    byte* q, word32* qSz)
{
    int ret;

    if ((key == NULL) || (key->type != RSA_PRIVATE))
        return BAD_FUNC_ARG;
    ret = rsa_mp_out(&key->e, e, eSz);
    if (ret == 0)
        ret = rsa_mp_out(&key->n, n, nSz);
    if (ret == 0)
        ret = rsa_mp_out(&key->d, d, dSz);
    if (ret == 0)
        ret = rsa_mp_out(&key->p, p, pSz);
    if (ret == 0)
        ret = rsa_mp_out(&key->q, q, qSz);
    return ret;
}

int rsa_check_key_for_op(const RsaKey* key, int priv)
{
    int bits;

    if (key == NULL)
        return BAD_FUNC_ARG;
    bits = mp_count_bits(&key->n);
    if ((bits < RSA_MIN_SIZE) || (bits > RSA_MAX_SIZE))
        return WC_KEY_SIZE_E;
    if (mp_iseven(&key->n) || mp_iszero(&key->e) || mp_iseven(&key->e))
        return BAD_FUNC_ARG;
    if (priv && ((key->type != RSA_PRIVATE) || mp_iszero(&key->d)))
        return BAD_FUNC_ARG;
    return 0;
}

/* ====================================================================== */
/* Exponentiation dispatch                                                 */
/* ====================================================================== */

#ifdef WOLFSSL_HAVE_SP_RSA
/* The fixed-size SP layer (sp_dispatch.h) for the sizes it takes:
 * r = x^e mod n on the k-byte form of x < n.  SP_NOT_HANDLED (another
 * size, x longer than k bytes, or a shape the SP layer does not take)
 * means "use sp_int". */
static int rsa_sp_public(const mp_int* x, const RsaKey* key, mp_int* r,
                         int ct)
{
    byte   buf[RSA_MAX_SIZE / 8];
    word32 len = sizeof(buf), k;
    int    ret, bits = mp_count_bits(&key->n);

    if (((bits % 8) != 0) || (bits > (int)sizeof(buf) * 8))
        return SP_NOT_HANDLED;
    k = (word32)bits / 8;
    ret = (mp_to_unsigned_bin_len(x, buf, (int)k) == 0) ? 0 : SP_NOT_HANDLED;
    if (ret == 0)
        ret = (ct ? sp_dispatch_RsaPublicCt : sp_dispatch_RsaPublic)(bits,
                  buf, k, &key->e, &key->n, buf, &len);
    if (ret == 0)
        ret = mp_read_unsigned_bin(r, buf, len);
    ForceZero(buf, sizeof(buf));
    return ret;
}
#endif

/* r = x^e mod n for public e (variable time is fine: nothing secret).
 * ct: also constant time in n where the SP layer takes the size (the
 * check of private results, so that their traces depend on nothing of
 * the key).  Dispatch point for the fixed-size backends
 * (WOLFSSL_HAVE_SP_RSA): sizes they do not take fall through to sp_int. */
static int rsa_expt_public_ex(const mp_int* x, const RsaKey* key, mp_int* r,
                              int ct)
{
#ifdef WOLFSSL_HAVE_SP_RSA
    int ret = rsa_sp_public(x, key, r, ct);
    if (ret != SP_NOT_HANDLED)
        return ret;
#else
    (void)ct;
#endif
    return mp_exptmod_nct(x, &key->e, &key->n, r);
}

static int rsa_expt_public(const mp_int* x, const RsaKey* key, mp_int* r)
{
    return rsa_expt_public_ex(x, key, r, 0);
}

/* r = x^d mod m, constant time in x and d: the exponent is processed over
 * m->used digits whatever its value (over all bits of m in the fixed-size
 * SP layer).  x must be in [0, m).  Dispatch point for the fixed-size
 * private (CRT half) exponentiation (WOLFSSL_HAVE_SP_RSA). */
static int rsa_expt_private(const mp_int* x, const mp_int* d, const mp_int* m,
                            mp_int* r)
{
#ifdef WOLFSSL_HAVE_SP_RSA
    /* the bit length of a prime or modulus is public: the key size */
    int ret = sp_dispatch_ModExp(mp_count_bits(m), x, d, m, r);
    if (ret != SP_NOT_HANDLED)
        return ret;
#endif
    return mp_exptmod_ex(x, d, (int)m->used, m, r);
}

/* ====================================================================== */
/* Constant-time modular helpers (Montgomery reduction based)              */
/* ====================================================================== */

/* Per-modulus context: rho = -m^-1 mod 2^DIGIT_BIT, norm2 = R^2 mod m with
 * R = 2^(DIGIT_BIT * m->used). */
typedef struct rsa_ct_mod {
    const mp_int* m;
    mp_digit      rho;
    mp_int        norm2;
} rsa_ct_mod;

/* norm2 comes from mp_mont_norm2_ct: no division, the work depends on the
 * digit count only, so the same code serves the secret p, q and the
 * public n (whose value then does not steer the private operation
 * either). */
static int rsa_ct_mod_setup(rsa_ct_mod* c, const mp_int* m, int secret)
{
    int ret;

    (void)secret;
    c->m = m;
    ret = mp_init(&c->norm2);
    if (ret == MP_OKAY)
        ret = mp_montgomery_setup(m, &c->rho);
    if (ret == MP_OKAY)
        ret = mp_mont_norm2_ct(&c->norm2, m);
    return ret;
}

/* r = t mod m for 0 <= t < m * R (t has at most 2 * m->used digits): a
 * Montgomery reduction and a Montgomery product with R^2,
 * t * R^-1 * R^2 * R^-1 = t, both at the fixed length m->used.  t is used
 * as scratch (destroyed); r may be t. */
static int rsa_ct_mod_reduce(const rsa_ct_mod* c, mp_int* t, mp_int* r)
{
    int ret;

    ret = mp_montgomery_reduce(t, c->m, c->rho);
    if (ret == MP_OKAY)
        ret = mp_mont_mul_ct(t, &c->norm2, c->m, c->rho, r);
    return ret;
}

/* r = a * b mod m in constant time for a * b < m R (e.g. a < m and b of
 * at most m->used digits); r < m: two fixed-length Montgomery products,
 * a * b * R^-1, then * R^2 * R^-1.  t is scratch (distinct from a, b;
 * may be r). */
static int rsa_ct_mulmod(const rsa_ct_mod* c, const mp_int* a, const mp_int* b,
                         mp_int* t, mp_int* r)
{
    int ret = mp_mont_mul_ct(a, b, c->m, c->rho, t);
    if (ret == MP_OKAY)
        ret = mp_mont_mul_ct(t, &c->norm2, c->m, c->rho, r);
    return ret;
}

/* ====================================================================== */
/* The RSA primitive                                                       */
/* ====================================================================== */

/* Temporaries of one private operation (heap-allocated: eleven mp_ints
 * of SP_INT_DIGITS digits do not belong on an embedded stack). */
typedef struct rsa_priv_tmp {
    mp_int c, r, rInv, re, m1, m2, h, t;
    rsa_ct_mod cn, cp, cq;
} rsa_priv_tmp;

/* Blinding value r uniform in [1, 2^(bits(n)-1)) (so r < n without a
 * comparison), its inverse mod n, and re = r^e mod n. */
static int rsa_blind_setup(rsa_priv_tmp* w, const RsaKey* key, WC_RNG* rng)
{
    byte   buf[RSA_MAX_SIZE / 8];
    int    bits = mp_count_bits(&key->n) - 1;
    word32 len = (word32)(bits + 7) / 8;
    int    ret, tries;

    for (tries = 0; tries < 8; tries++) {
        ret = wc_RNG_GenerateBlock(rng, buf, len);
        if (ret != 0)
            break;
        if (bits % 8)
            buf[0] &= (byte)((1u << (bits % 8)) - 1);
        ret = mp_read_unsigned_bin(&w->r, buf, len);
        if ((ret != MP_OKAY) || !mp_iszero(&w->r))
            break;
    }
    ForceZero(buf, sizeof(buf));
    if ((ret == 0) && mp_iszero(&w->r))
        ret = RNG_FAILURE_E;
    if (ret == 0)
        ret = mp_invmod(&w->r, &key->n, &w->rInv);
    if (ret == 0)
        ret = mp_exptmod(&w->r, &key->e, &key->n, &w->re);
    return ret;
}

/* m = c^d mod n by CRT on the blinded c (every step is one of sp_int's
 * constant-time operations; no branch on values here):
 *   m1 = c^dP mod p, m2 = c^dQ mod q, h = u (m1 - m2) mod p,
 *   m = m2 + q h   (u = q^-1 mod p, so m < p q = n; computed modulo n
 *   with w->cn, which the caller has set up).
 * Shape requirements (rsa_can_crt): p and q have the same digit count and
 * n at most twice it, so c < n < p R and c < q R for the Montgomery
 * reductions; u, dP, dQ fit in that digit count. */
static int rsa_private_crt(rsa_priv_tmp* w, const RsaKey* key, mp_int* m)
{
    int ret;

    ret = rsa_ct_mod_setup(&w->cp, &key->p, 1);
    if (ret == 0)
        ret = rsa_ct_mod_setup(&w->cq, &key->q, 1);
    /* Copies at the fixed length of n: a secret's used count is never
     * looked at. */
    if (ret == 0)
        ret = mp_copy_ct(&w->c, &w->t, (int)key->n.used);
    if (ret == 0)
        ret = rsa_ct_mod_reduce(&w->cp, &w->t, &w->h);      /* c mod p */
    if (ret == 0)
        ret = rsa_expt_private(&w->h, &key->dP, &key->p, &w->m1);
    if (ret == 0)
        ret = mp_copy_ct(&w->c, &w->t, (int)key->n.used);
    if (ret == 0)
        ret = rsa_ct_mod_reduce(&w->cq, &w->t, &w->h);      /* c mod q */
    if (ret == 0)
        ret = rsa_expt_private(&w->h, &key->dQ, &key->q, &w->m2);
    if (ret == 0)
        ret = mp_copy_ct(&w->m2, &w->t, (int)key->n.used);
    if (ret == 0)
        ret = rsa_ct_mod_reduce(&w->cp, &w->t, &w->h);     /* m2 mod p */
    if (ret == 0)
        ret = mp_submod_ct(&w->m1, &w->h, &key->p, &w->h);
    if (ret == 0)
        ret = rsa_ct_mulmod(&w->cp, &w->h, &key->u, &w->t, &w->h);
    /* q h < n and q h + m2 < n: both steps modulo n, at its length. */
    if (ret == 0)
        ret = rsa_ct_mulmod(&w->cn, &key->q, &w->h, &w->t, &w->t);
    if (ret == 0)
        ret = mp_addmod_ct(&w->t, &w->m2, &key->n, m);
    return ret;
}

/* True when the CRT values are present and shaped for rsa_private_crt.
 * Only digit counts are compared (no secret values): u and the exponents
 * may exceed their modulus as long as they fit in its digit count
 * (Montgomery reduction and the fixed-digit exponentiation accept that). */
static int rsa_can_crt(const RsaKey* key)
{
    return !mp_iszero(&key->p) && !mp_iszero(&key->q) &&
           !mp_iszero(&key->dP) && !mp_iszero(&key->dQ) &&
           !mp_iszero(&key->u) && key->p.used == key->q.used &&
           2 * key->p.used >= key->n.used &&
           key->u.used <= key->p.used && key->dP.used <= key->p.used &&
           key->dQ.used <= key->q.used;
}

#ifdef WOLFSSL_HAVE_SP_RSA
/* out[0..k) = m = c^d mod n for c = in[0..k) (public, < n) in the
 * fixed-size SP layer (sp_dispatch_RsaPrivate, for the sizes of n it has):
 * CRT and constant time in every secret value, so, like wolfCrypt's SP
 * path, without the base blinding the sp_int path needs.  m stays bytes
 * at the length of n from start to end -- never an mp_int whose used
 * count or bit length a step could read -- and is checked with the
 * public exponent (m^e = c, sp_dispatch_RsaPublicCt: constant time in m
 * and n; the comparison too).  out may alias in.  SP_NOT_HANDLED: a size
 * or key shape the SP layer does not take. */
static int rsa_sp_private(const byte* in, byte* out, word32 k, RsaKey* key)
{
    byte          m[RSA_MAX_SIZE / 8], chk[RSA_MAX_SIZE / 8];
    word32        len = k, clen = k, i, diff = 0;
    int           ret, bits = mp_count_bits(&key->n);
    const mp_int* d = mp_iszero(&key->d) ? NULL : &key->d;

    if (((d == NULL) && !rsa_can_crt(key)) || (k != (word32)bits / 8) ||
        (k > sizeof(m)))
        return SP_NOT_HANDLED;
    ret = sp_dispatch_RsaPrivate(bits, in, k, d, &key->p, &key->q, &key->dP,
                                 &key->dQ, &key->u, &key->n, m, &len);
    if (ret == 0)
        ret = sp_dispatch_RsaPublicCt(bits, m, k, &key->e, &key->n, chk,
                                      &clen);
    if (ret == 0) {
        for (i = 0; i < k; i++)
            diff |= (word32)(chk[i] ^ in[i]);
        if (ctMaskEq32(diff, 0) == 0)
            ret = RSA_KEY_PAIR_E;           /* fault: nothing leaves */
    }
    if (ret == 0)
        XMEMCPY(out, m, k);
    ForceZero(m, sizeof(m));
    ForceZero(chk, sizeof(chk));
    return ret;
}
#endif

/* x = input^d mod n with blinding: c = x r^e, m' = c^d = x^d r, then
 * m = m' r^-1.  The result is checked: m^e must give x back. */
static int rsa_private(mp_int* x, RsaKey* key, WC_RNG* rng)
{
    rsa_priv_tmp* w;
    int         ret;

    w = (rsa_priv_tmp*)XMALLOC(sizeof(rsa_priv_tmp), key->heap,
                               DYNAMIC_TYPE_RSA);
    if (w == NULL)
        return MEMORY_E;
    XMEMSET(w, 0, sizeof(*w));
    ret = mp_init_multi(&w->c, &w->r, &w->rInv, &w->re, &w->m1, &w->m2);
    if (ret == 0)
        ret = mp_init_multi(&w->h, &w->t, NULL, NULL, NULL, NULL);
    if (ret == 0)
        ret = rsa_blind_setup(w, key, rng);
    if (ret == 0)
        ret = rsa_ct_mod_setup(&w->cn, &key->n, 0);
    if (ret == 0)
        ret = rsa_ct_mulmod(&w->cn, x, &w->re, &w->t, &w->c);   /* blind */
    if (ret == 0) {
        if (rsa_can_crt(key))
            ret = rsa_private_crt(w, key, &w->m1);
        else
            ret = rsa_expt_private(&w->c, &key->d, &key->n, &w->m1);
    }
    if (ret == 0)
        ret = rsa_ct_mulmod(&w->cn, &w->m1, &w->rInv, &w->t,
                            &w->m2);                          /* unblind */
    /* Fault check: m^e == x (public values). */
    if (ret == 0)
        ret = rsa_expt_public(&w->m2, key, &w->h);
    if ((ret == 0) && (mp_cmp(&w->h, x) != MP_EQ))
        ret = RSA_KEY_PAIR_E;
    if (ret == 0)
        ret = mp_copy_ct(&w->m2, x, (int)key->n.used);
    ForceZero(w, sizeof(*w));
    XFREE(w, key->heap, DYNAMIC_TYPE_RSA);
    return (ret > 0) ? MP_EXPTMOD_E : ret;
}

/* out[0..k) = in^d mod n, x holding the value of in: the fixed-size SP
 * layer where it takes the key (rsa_sp_private), else sp_int with blinding
 * (rsa_private), the result written at the fixed length. */
static int rsa_private_op(mp_int* x, const byte* in, byte* out, word32 k,
                          RsaKey* key, WC_RNG* rng)
{
    int ret;

#ifdef WOLFSSL_HAVE_SP_RSA
    ret = rsa_sp_private(in, out, k, key);
    if (ret != SP_NOT_HANDLED)
        return ret;
#else
    (void)in;
#endif
    ret = rsa_private(x, key, rng);
    if (ret == 0)
        ret = mp_to_unsigned_bin_len_ct(x, out, (int)k);
    return ret;
}

/* The input's range (a public value): x < n, and for a decryption
 * 1 < x < n - 1 (SP 800-56B RSADP, as wolfCrypt checks it). */
static int rsa_check_input(mp_int* x, const RsaKey* key, int op)
{
    if (mp_cmp(x, &key->n) != MP_LT)
        return RSA_OUT_OF_RANGE_E;
    if (op != RSA_OP_DECRYPT)
        return 0;
    if ((mp_cmp_d(x, 1) != MP_GT) || (mp_add_d(x, 1, x) != MP_OKAY) ||
        (mp_cmp(x, &key->n) != MP_LT))
        return RSA_OUT_OF_RANGE_E;
    return mp_sub_d(x, 1, x);
}

int rsa_primitive(const byte* in, byte* out, word32 k, int op,
                  RsaKey* key, WC_RNG* rng)
{
    mp_int* x;
    int     ret;

    if ((in == NULL) || (out == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if (k != (word32)mp_unsigned_bin_size(&key->n))
        return RSA_BUFFER_E;
    if ((op != RSA_OP_PUBLIC) && (rng == NULL))
        rng = key->rng;
    if ((op != RSA_OP_PUBLIC) && (rng == NULL))
        return MISSING_RNG_E;
    x = (mp_int*)XMALLOC(sizeof(mp_int), key->heap, DYNAMIC_TYPE_RSA);
    if (x == NULL)
        return MEMORY_E;
    ret = mp_init(x);
    if (ret == 0)
        ret = mp_read_unsigned_bin(x, in, k);
    if (ret == 0)
        ret = rsa_check_input(x, key, op);
    if ((ret == 0) && (op == RSA_OP_PUBLIC)) {
        ret = rsa_expt_public(x, key, x);
        if (ret == 0)
            ret = mp_to_unsigned_bin_len(x, out, (int)k);
    }
    else if (ret == 0) {
        ret = rsa_private_op(x, in, out, k, key, rng);
    }
    mp_forcezero(x);
    XFREE(x, key->heap, DYNAMIC_TYPE_RSA);
    if ((ret > 0) || (ret == MP_VAL))
        ret = (ret == MP_VAL) ? BAD_FUNC_ARG : MP_EXPTMOD_E;
    return ret;
}

/* Raw RSA.  in may be shorter than the modulus (left-padded with zeros);
 * *outLen must be at least the modulus size and receives it. */
int wc_RsaFunction(const byte* in, word32 inLen, byte* out, word32* outLen,
                   int type, RsaKey* key, WC_RNG* rng)
{
    byte   buf[RSA_MAX_SIZE / 8];
    word32 k;
    int    ret, priv;

    if ((in == NULL) || (out == NULL) || (outLen == NULL) || (key == NULL))
        return BAD_FUNC_ARG;
    if ((type == RSA_PUBLIC_ENCRYPT) || (type == RSA_PUBLIC_DECRYPT))
        priv = 0;
    else if ((type == RSA_PRIVATE_ENCRYPT) || (type == RSA_PRIVATE_DECRYPT))
        priv = 1;
    else
        return BAD_FUNC_ARG;
    ret = rsa_check_key_for_op(key, priv);
    if (ret != 0)
        return ret;
    k = (word32)mp_unsigned_bin_size(&key->n);
    if ((inLen > k) || (inLen == 0))
        return RSA_BUFFER_E;
    if (*outLen < k)
        return RSA_BUFFER_E;
    XMEMSET(buf, 0, k - inLen);
    XMEMCPY(buf + (k - inLen), in, inLen);
    ret = rsa_primitive(buf, out, k, (type == RSA_PRIVATE_DECRYPT) ?
                        RSA_OP_DECRYPT : priv ? RSA_OP_SIGN : RSA_OP_PUBLIC,
                        key, rng);
    ForceZero(buf, sizeof(buf));
    if (ret == 0)
        *outLen = k;
    return ret;
}

/* ====================================================================== */
/* Key generation and checking                                             */
/* ====================================================================== */

/* Miller-Rabin rounds for a prime of `bits` bits (FIPS 186-4 table C.3,
 * error probability <= 2^-100 with trial division first). */
static int rsa_mr_rounds(int bits)
{
    if (bits <= 512)
        return 8;
    if (bits <= 1024)
        return 5;
    return 4;
}

/* A random probable prime p of exactly `bits` bits with the top two bits
 * set (so p >= 1.5 * 2^(bits-1) > sqrt(2) * 2^(bits-1) and the product of
 * two has exactly 2 * bits bits) and gcd(e, p - 1) = 1.  Candidates are
 * drawn afresh each time (FIPS 186-4 B.3.3 step 4). */
static int rsa_gen_prime(mp_int* p, int bits, const mp_int* e, WC_RNG* rng,
                         mp_int* tmp)
{
    byte   buf[RSA_MAX_SIZE / 16];
    word32 len = (word32)(bits + 7) / 8;
    int    ret = 0, isPrime = 0, tries, top = (bits - 1) % 8;

    for (tries = 0; tries < 5 * bits * 10 && !isPrime; tries++) {
        ret = wc_RNG_GenerateBlock(rng, buf, len);
        if (ret != 0)
            break;
        buf[0] &= (byte)((2u << top) - 1);       /* exactly bits bits */
        buf[0] |= (byte)(1u << top);
        if (top > 0)
            buf[0] |= (byte)(1u << (top - 1));
        else
            buf[1] |= 0x80;
        buf[len - 1] |= 1;
        ret = mp_read_unsigned_bin(p, buf, len);
        if (ret == 0)
            ret = mp_sub_d(p, 1, tmp);
        if (ret == 0)
            ret = mp_gcd(tmp, e, tmp);
        if (ret != 0)
            break;
        if (!mp_isone(tmp))
            continue;
        ret = mp_prime_is_prime_ex(p, rsa_mr_rounds(bits), &isPrime, rng);
        if (ret != 0)
            break;
    }
    ForceZero(buf, sizeof(buf));
    if ((ret == 0) && !isPrime)
        ret = PRIME_GEN_E;
    return ret;
}

/* d = e^-1 mod lcm(p-1, q-1) and the CRT values; n = p q.  FIPS 186-4
 * B.3.1 requires d > 2^(nlen/2): PRIME_GEN_E otherwise (caller retries). */
static int rsa_derive_key(RsaKey* key, int size, mp_int* t1, mp_int* t2)
{
    int ret;

    if (mp_cmp(&key->p, &key->q) == MP_LT)     /* p > q (conventional) */
        (void)mp_exch(&key->p, &key->q);
    ret = mp_mul(&key->p, &key->q, &key->n);
    if (ret == 0)
        ret = mp_sub_d(&key->p, 1, t1);
    if (ret == 0)
        ret = mp_sub_d(&key->q, 1, t2);
    if (ret == 0)
        ret = mp_lcm(t1, t2, &key->d);
    if (ret == 0)
        ret = mp_invmod(&key->e, &key->d, &key->d);
    if ((ret == 0) && (mp_count_bits(&key->d) <= size / 2))
        ret = PRIME_GEN_E;
    if (ret == 0)
        ret = mp_mod(&key->d, t1, &key->dP);
    if (ret == 0)
        ret = mp_mod(&key->d, t2, &key->dQ);
    if (ret == 0)
        ret = mp_invmod(&key->q, &key->p, &key->u);
    return ret;
}

/* Generate p, q until |p - q| > 2^(size/2 - 100) and d is large enough. */
static int rsa_gen_primes(RsaKey* key, int size, WC_RNG* rng, mp_int* t1,
                          mp_int* t2)
{
    int ret = PRIME_GEN_E, tries;

    for (tries = 0; tries < 10 && ret == PRIME_GEN_E; tries++) {
        ret = rsa_gen_prime(&key->p, size / 2, &key->e, rng, t1);
        if (ret == 0)
            ret = rsa_gen_prime(&key->q, size / 2, &key->e, rng, t1);
        if (ret == 0)
            ret = mp_sub(&key->p, &key->q, t1);
        if ((ret == 0) && (mp_count_bits(t1) <= size / 2 - 100))
            ret = PRIME_GEN_E;
        if (ret == 0)
            ret = rsa_derive_key(key, size, t1, t2);
    }
    return ret;
}

/* size: modulus bits, RSA_MIN_SIZE..RSA_MAX_KEYGEN_SIZE, a multiple of 16;
 * e: odd, 3 <= e < 2^32 (65537 recommended). */
int wc_MakeRsaKey(RsaKey* key, int size, long e, WC_RNG* rng)
{
    mp_int* t;
    int     ret;

    if ((key == NULL) || (rng == NULL))
        return BAD_FUNC_ARG;
    if ((size < RSA_MIN_SIZE) || (size > RSA_MAX_KEYGEN_SIZE) ||
        (size > RSA_MAX_SIZE) || ((size % 16) != 0))
        return BAD_FUNC_ARG;
    if ((e < 3) || ((e & 1) == 0) || ((unsigned long)e > 0xFFFFFFFFUL))
        return BAD_FUNC_ARG;
    t = (mp_int*)XMALLOC(2 * sizeof(mp_int), key->heap, DYNAMIC_TYPE_RSA);
    if (t == NULL)
        return MEMORY_E;
    ret = mp_init_multi(&t[0], &t[1], NULL, NULL, NULL, NULL);
    if (ret == 0)
        ret = mp_set_int(&key->e, (unsigned long)e);
    if (ret == 0)
        ret = rsa_gen_primes(key, size, rng, &t[0], &t[1]);
    if (ret == 0) {
        key->type = RSA_PRIVATE;
        ret = wc_CheckRsaKey(key);         /* pairwise consistency */
    }
    mp_forcezero(&t[0]);
    mp_forcezero(&t[1]);
    XFREE(t, key->heap, DYNAMIC_TYPE_RSA);
    if (ret != 0) {
        (void)wc_FreeRsaKey(key);
        (void)wc_InitRsaKey_ex(key, key->heap, key->devId);
        if (ret > 0)
            ret = MP_VAL;
    }
    return ret;
}

/* Arithmetic relations of a private key: n = p q, dP = d mod (p-1),
 * dQ = d mod (q-1), e dP = 1 mod (p-1), e dQ = 1 mod (q-1),
 * u q = 1 mod p.  (Variable time: run at key load/generation only.) */
static int rsa_check_relations(RsaKey* key, mp_int* t, mp_int* pm1)
{
    int ret, i;
    const mp_int* pr[2];
    const mp_int* dx[2];

    ret = mp_mul(&key->p, &key->q, t);
    if ((ret == 0) && (mp_cmp(t, &key->n) != MP_EQ))
        return RSA_KEY_PAIR_E;
    pr[0] = &key->p; pr[1] = &key->q;
    dx[0] = &key->dP; dx[1] = &key->dQ;
    for (i = 0; i < 2 && ret == 0; i++) {
        ret = mp_sub_d(pr[i], 1, pm1);
        if (ret == 0)
            ret = mp_mod(&key->d, pm1, t);
        if ((ret == 0) && (mp_cmp(t, dx[i]) != MP_EQ))
            return RSA_KEY_PAIR_E;
        if (ret == 0)
            ret = mp_mulmod(&key->e, dx[i], pm1, t);
        if ((ret == 0) && !mp_isone(t))
            return RSA_KEY_PAIR_E;
    }
    if (ret == 0)
        ret = mp_mulmod(&key->u, &key->q, &key->p, t);
    if ((ret == 0) && !mp_isone(t))
        return RSA_KEY_PAIR_E;
    return ret;
}

/* Private key check: size, relations (when the CRT values are present)
 * and a pairwise test x -> x^e -> x^d with a fixed x. */
int wc_CheckRsaKey(RsaKey* key)
{
    byte    x[RSA_MAX_SIZE / 8], y[RSA_MAX_SIZE / 8];
    mp_int* t;
    WC_RNG  rng;
    word32  k;
    int     ret;

    if (key == NULL)
        return BAD_FUNC_ARG;
    ret = rsa_check_key_for_op(key, 1);
    if (ret != 0)
        return ret;
    t = (mp_int*)XMALLOC(2 * sizeof(mp_int), key->heap, DYNAMIC_TYPE_RSA);
    if (t == NULL)
        return MEMORY_E;
    ret = mp_init_multi(&t[0], &t[1], NULL, NULL, NULL, NULL);
    if ((ret == 0) && !mp_iszero(&key->p))
        ret = rsa_check_relations(key, &t[0], &t[1]);
    mp_forcezero(&t[0]);
    mp_forcezero(&t[1]);
    XFREE(t, key->heap, DYNAMIC_TYPE_RSA);
    if (ret != 0)
        return (ret > 0) ? MP_VAL : ret;
    k = (word32)mp_unsigned_bin_size(&key->n);
    XMEMSET(x, 0, k);
    XMEMCPY(x + 1, "wc_CheckRsaKey pairwise test", 28);
    ret = rsa_primitive(x, y, k, RSA_OP_PUBLIC, key, NULL);
    if (ret == 0) {
        if (key->rng != NULL) {
            ret = rsa_primitive(y, y, k, RSA_OP_SIGN, key, key->rng);
        }
        else {
            ret = wc_InitRng(&rng);
            if (ret == 0) {
                ret = rsa_primitive(y, y, k, RSA_OP_SIGN, key, &rng);
                (void)wc_FreeRng(&rng);
            }
        }
    }
    if ((ret == 0) && (XMEMCMP(x, y, k) != 0))
        ret = RSA_KEY_PAIR_E;
    ForceZero(y, sizeof(y));
    return ret;
}
