/* eddsa.c
 *
 * The steps Ed25519 and Ed448 share (contracts in eddsa.h; the public
 * ones in ed25519.h and ed448.h): key generation and the public key of
 * a seed, RFC 8032's signing (5.1.6 / 5.2.6) and verification (5.1.7 /
 * 5.2.7) around the curve's hash and SP arithmetic, imports, exports and
 * the key check, and the RFC 8410 key codecs over rfc8410.c and asn.c.
 * Algorithm layer, under ed25519.c, ed448.c and their _asn.c files; no
 * arithmetic (the curve's SP functions, through eddsa_curve) and no hash
 * (the curve's).
 *
 * Secrets: the seed and the expanded secret live in the key; signing
 * reads them only through the curve's hash, its constant-time base
 * multiplication and mod-L kernels, and the nonce is wiped before
 * return; a key that failed to be made or imported is wiped.  Nothing
 * here branches on a secret; verification works on public data.
 *
 * Choices where upstream wolfSSL leaves room: signing needs the seed
 * only (a key without its public key makes it; upstream asks for both
 * parts); wc_*_import_private_only drops the public key a key held (the
 * seed's own is made when needed); a failed import of a public key
 * leaves the key as it was; every import that checks (trusted = 0)
 * refuses a public key that encodes no point, and one that is not the
 * key's seed's (upstream's check), with PUBLIC_KEY_E.
 */
#include <wolfssl/wolfcrypt/settings.h>

#if defined(HAVE_ED25519) || defined(HAVE_ED448)

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include "wolfcrypt/src/eddsa.h"
#include "wolfcrypt/src/rfc8410.h"

#define EDDSA_MAX_KS    57
#define EDDSA_MAX_POINT (32 * 8)

int eddsa_make_public(const eddsa_curve* c, eddsa_key* v, byte* pub,
                      word32 pubSz)
{
    if ((v == NULL) || (pub == NULL) || (pubSz != c->ks))
        return BAD_FUNC_ARG;
    if (!*v->privSet)
        return c->noSeedErr;
    return c->base(pub, v->ek, NULL);
}

/* The public key of the key's seed into p, k's second half and A. */
static int eddsa_set_public(const eddsa_curve* c, eddsa_key* v)
{
    int ret = c->base(v->p, v->ek, v->A);

    if (ret == 0) {
        XMEMCPY(v->k + c->ks, v->p, c->ks);
        *v->pubSet = 1;
        *v->pointSet = 1;
    }
    return ret;
}

/* The public key of a key with a seed, made when missing. */
static int eddsa_need_public(const eddsa_curve* c, eddsa_key* v)
{
    return *v->pubSet ? 0 : eddsa_set_public(c, v);
}

int eddsa_make_key(const eddsa_curve* c, eddsa_key* v, WC_RNG* rng,
                   int keySz)
{
    int ret;

    if ((rng == NULL) || (v == NULL))
        return BAD_FUNC_ARG;
    if (keySz != (int)c->ks)
        return BAD_FUNC_ARG;
    eddsa_free(c, v);
    ret = wc_RNG_GenerateBlock(rng, v->k, c->ks);
    if (ret == 0)
        ret = c->expand(v->ek, v->k);
    if (ret == 0) {
        *v->privSet = 1;
        ret = eddsa_set_public(c, v);
    }
    if (ret != 0)
        eddsa_free(c, v);
    return ret;
}

/* RFC 8032 5.1.6 / 5.2.6 on m as signed (M, or PH(M)) into out:
 * r = H(dom || prefix || M), R = [r]B, k = H(dom || R || A || M),
 * S = r + k s mod L. */
static int eddsa_sign_steps(const eddsa_curve* c, eddsa_key* v,
                            const byte* m, word32 mLen, byte* out,
                            byte type, const byte* ctx, byte ctxLen)
{
    const byte* h = v->ek;              /* s || prefix */
    byte r[EDDSA_MAX_KS], k[EDDSA_MAX_KS];
    int ret = eddsa_need_public(c, v);

    if (ret == 0)
        ret = c->hash_mod_l(r, type, ctx, ctxLen, h + c->ks, c->ks, NULL, 0,
                            m, mLen);
    if (ret == 0)
        ret = c->base(out, r, NULL);
    if (ret == 0)
        ret = c->hash_mod_l(k, type, ctx, ctxLen, out, c->ks, v->p, c->ks,
                            m, mLen);
    if (ret == 0)
        ret = c->sc_muladd(out + c->ks, k, h, r);
    ForceZero(r, sizeof(r));
    return ret;
}

int eddsa_sign(const eddsa_curve* c, eddsa_key* v, const byte* in,
               word32 inLen, byte* out, word32* outLen, byte type,
               const byte* ctx, byte ctxLen)
{
    int ret;

    if ((out == NULL) || (outLen == NULL) || (v == NULL) ||
        ((in == NULL) && (inLen > 0)))
        return BAD_FUNC_ARG;
    ret = c->type_ok(type, ctx, ctxLen, inLen);
    if (ret != 0)
        return ret;
    if (!*v->privSet)
        return BAD_FUNC_ARG;
    if (*outLen < 2 * c->ks) {
        *outLen = 2 * c->ks;
        return BUFFER_E;
    }
    ret = eddsa_sign_steps(c, v, in, inLen, out, type, ctx, ctxLen);
    if (ret == 0)
        *outLen = 2 * c->ks;
    return ret;
}

int eddsa_ph_sign(const eddsa_curve* c, eddsa_key* v, const byte* in,
                  word32 inLen, byte* out, word32* outLen, const byte* ctx,
                  byte ctxLen)
{
    byte ph[64];
    int ret;

    if ((in == NULL) && (inLen > 0))
        return BAD_FUNC_ARG;
    ret = c->prehash(in, inLen, ph);
    if (ret == 0)
        ret = eddsa_sign(c, v, ph, c->phSz, out, outLen, c->phType, ctx,
                         ctxLen);
    return ret;
}

/* 1 when the ks little-endian bytes s are below L (public data). */
static int eddsa_s_below_l(const eddsa_curve* c, const byte* s)
{
    word32 i = c->ks;

    while (i-- > 0) {
        if (s[i] != c->order[i])
            return s[i] < c->order[i];
    }
    return 0;
}

/* RFC 8032 5.1.7 / 5.2.7 on m as signed (public data only). */
static int eddsa_verify_steps(const eddsa_curve* c, eddsa_key* v,
                              const byte* sig, const byte* m, word32 mLen,
                              int* res, byte type, const byte* ctx,
                              byte ctxLen)
{
    byte k[EDDSA_MAX_KS];
    int ok = 0;
    int ret = 0;

    if ((c->order != NULL) && !eddsa_s_below_l(c, sig + c->ks))
        ret = BAD_FUNC_ARG;
    if ((ret == 0) && !*v->pointSet)
        ret = c->noPointErr;
    if (ret == 0)
        ret = c->hash_mod_l(k, type, ctx, ctxLen, sig, c->ks, v->p, c->ks,
                            m, mLen);
    if (ret == 0)
        ret = c->verify(sig, v->A, k, &ok);
    if ((ret == 0) && !ok)
        ret = SIG_VERIFY_E;
    *res = (ret == 0);
    return ret;
}

int eddsa_verify(const eddsa_curve* c, eddsa_key* v, const byte* sig,
                 word32 sigLen, const byte* msg, word32 msgLen, int* res,
                 byte type, const byte* ctx, byte ctxLen)
{
    int ret;

    if (res != NULL)
        *res = 0;
    if ((sig == NULL) || (res == NULL) || (v == NULL) ||
        ((msg == NULL) && (msgLen > 0)))
        return BAD_FUNC_ARG;
    if ((sigLen != 2 * c->ks) || !*v->pubSet)
        return BAD_FUNC_ARG;
    ret = c->type_ok(type, ctx, ctxLen, msgLen);
    if (ret == 0)
        ret = eddsa_verify_steps(c, v, sig, msg, msgLen, res, type, ctx,
                                 ctxLen);
    return ret;
}

int eddsa_ph_verify(const eddsa_curve* c, eddsa_key* v, const byte* sig,
                    word32 sigLen, const byte* msg, word32 msgLen, int* res,
                    const byte* ctx, byte ctxLen)
{
    byte ph[64];
    int ret;

    if (res != NULL)
        *res = 0;
    if ((msg == NULL) && (msgLen > 0))
        return BAD_FUNC_ARG;
    ret = c->prehash(msg, msgLen, ph);
    if (ret == 0)
        ret = eddsa_verify(c, v, sig, sigLen, ph, c->phSz, res, c->phType,
                           ctx, ctxLen);
    return ret;
}

void eddsa_free(const eddsa_curve* c, eddsa_key* v)
{
    if (v == NULL)
        return;
    ForceZero(v->k, 2 * c->ks);
    ForceZero(v->ek, 2 * c->ks);
    XMEMSET(v->p, 0, c->ks);
    XMEMSET(v->A, 0, c->pointSz);
    *v->privSet = 0;
    *v->pubSet = 0;
    *v->pointSet = 0;
}

/* 0 when the key's seed makes the public key pub, else PUBLIC_KEY_E (or
 * the error of making it). */
static int eddsa_pair_ok(const eddsa_curve* c, eddsa_key* v,
                         const byte* pub)
{
    byte a[EDDSA_MAX_KS];
    int ret = eddsa_make_public(c, v, a, c->ks);

    if ((ret == 0) && (XMEMCMP(a, pub, c->ks) != 0))
        ret = PUBLIC_KEY_E;
    return ret;
}

int eddsa_import_public(const eddsa_curve* c, eddsa_key* v, const byte* in,
                        word32 inLen, int trusted)
{
    word64 a[EDDSA_MAX_POINT / 8];
    int ret, ok;

    if ((in == NULL) || (v == NULL))
        return BAD_FUNC_ARG;
    if ((c->prefix != 0) && (inLen == c->ks + 1) && (in[0] == c->prefix)) {
        in++;
        inLen--;
    }
    if (inLen != c->ks)
        return BAD_FUNC_ARG;
    /* the point is kept for verification; a trusted key that encodes
     * none is taken, and fails verification */
    ok = c->decode_point(a, in) == 0;
    ret = (ok || trusted) ? 0 : PUBLIC_KEY_E;
    if ((ret == 0) && !trusted && *v->privSet)
        ret = eddsa_pair_ok(c, v, in);
    if (ret == 0) {
        XMEMCPY(v->p, in, c->ks);
        XMEMCPY(v->A, a, c->pointSz);
        *v->pubSet = 1;
        *v->pointSet = (word16)ok;
        if (*v->privSet)
            XMEMCPY(v->k + c->ks, in, c->ks);
    }
    ForceZero(a, sizeof(a));
    return ret;
}

int eddsa_import_private_only(const eddsa_curve* c, eddsa_key* v,
                              const byte* priv, word32 privSz)
{
    int ret;

    if ((priv == NULL) || (v == NULL))
        return BAD_FUNC_ARG;
    if (privSz != c->ks)
        return BAD_FUNC_ARG;
    eddsa_free(c, v);
    XMEMCPY(v->k, priv, c->ks);
    ret = c->expand(v->ek, v->k);
    if (ret == 0)
        *v->privSet = 1;
    else
        eddsa_free(c, v);
    return ret;
}

int eddsa_import_private_key(const eddsa_curve* c, eddsa_key* v,
                             const byte* priv, word32 privSz,
                             const byte* pub, word32 pubSz, int trusted)
{
    int ret;

    if ((priv == NULL) || (v == NULL))
        return BAD_FUNC_ARG;
    if ((privSz != c->ks) && (privSz != 2 * c->ks))
        return BAD_FUNC_ARG;
    if (pub == NULL) {
        if ((pubSz != 0) || (privSz != 2 * c->ks))
            return BAD_FUNC_ARG;
        pub = priv + c->ks;
        pubSz = c->ks;
    }
    ret = eddsa_import_private_only(c, v, priv, c->ks);
    if (ret == 0)
        ret = eddsa_import_public(c, v, pub, pubSz, trusted);
    if (ret != 0)
        eddsa_free(c, v);
    return ret;
}

int eddsa_export(const eddsa_curve* c, eddsa_key* v, int which, byte* out,
                 word32* outLen)
{
    const byte* src;
    word32 n;
    int ret;

    if ((v == NULL) || (out == NULL) || (outLen == NULL))
        return BAD_FUNC_ARG;
    if (which == EDDSA_PUBLIC) {
        ret = *v->pubSet ? 0 : BAD_FUNC_ARG;
        src = v->p;
        n = c->ks;
    }
    else {
        ret = *v->privSet ? 0 : BAD_FUNC_ARG;
        if ((ret == 0) && (which == EDDSA_PAIR))
            ret = eddsa_need_public(c, v);
        src = v->k;
        n = (which == EDDSA_PAIR) ? 2 * c->ks : c->ks;
    }
    if ((ret == 0) && (*outLen < n)) {
        *outLen = n;
        ret = BUFFER_E;
    }
    if (ret == 0) {
        XMEMCPY(out, src, n);
        *outLen = n;
    }
    return ret;
}

int eddsa_check_key(const eddsa_curve* c, eddsa_key* v)
{
    if (v == NULL)
        return BAD_FUNC_ARG;
    if (!*v->pubSet || !*v->pointSet)
        return PUBLIC_KEY_E;
    return *v->privSet ? eddsa_pair_ok(c, v, v->p) : 0;
}

/* rfc8410.c's pub_of: the public key of a seed (the expansion wiped). */
static int eddsa_asn_pub_of(const void* ctx, byte* pub, const byte* seed)
{
    const eddsa_curve* c = (const eddsa_curve*)ctx;
    byte ek[2 * EDDSA_MAX_KS];
    int ret = c->expand(ek, seed);

    if (ret == 0)
        ret = c->base(pub, ek, NULL);
    ForceZero(ek, sizeof(ek));
    return ret;
}

/* rfc8410.c's check_pub: a public key alone must encode a point. */
static int eddsa_asn_check_pub(const void* ctx, const byte* pub)
{
    const eddsa_curve* c = (const eddsa_curve*)ctx;
    word64 a[EDDSA_MAX_POINT / 8];

    return (c->decode_point(a, pub) == 0) ? 0 : PUBLIC_KEY_E;
}

/* rfc8410.c's set: key (an eddsa_key view) holds exactly seed and pub,
 * both checked already (the pair, or the point). */
static int eddsa_asn_set(const void* ctx, void* key, const byte* seed,
                         const byte* pub)
{
    const eddsa_curve* c = (const eddsa_curve*)ctx;
    eddsa_key* v = (eddsa_key*)key;
    int ret = 0;

    eddsa_free(c, v);
    if (seed != NULL)
        ret = eddsa_import_private_only(c, v, seed, c->ks);
    if ((ret == 0) && (pub != NULL))
        ret = eddsa_import_public(c, v, pub, c->ks, 1);
    return ret;
}

int eddsa_asn_decode(const eddsa_curve* c, eddsa_key* v, const byte* input,
                     word32* inOutIdx, word32 inSz, int isPriv)
{
    rfc8410_codec codec;
    int ret = rfc8410_args(input, inOutIdx, v, inSz);

    if (ret != 0)
        return ret;
    codec.oid = c->oid;
    codec.oidSz = c->oidSz;
    codec.sz = c->ks;
    codec.sizeErr = BAD_FUNC_ARG;
    codec.pairErr = PUBLIC_KEY_E;
    codec.ctx = c;
    codec.pub_of = eddsa_asn_pub_of;
    codec.check_pub = eddsa_asn_check_pub;
    codec.set = eddsa_asn_set;
    if (isPriv)
        return rfc8410_decode_priv(&codec, input, inOutIdx, v, inSz, 1);
    return rfc8410_decode_pub(&codec, input, inOutIdx, v, inSz);
}

int eddsa_asn_encode(const eddsa_curve* c, eddsa_key* v, int which,
                     int withAlg, byte* output, word32 inLen)
{
    byte pub[EDDSA_MAX_KS];
    int ret;

    if ((v == NULL) || ((which != EDDSA_PUBLIC) && !*v->privSet))
        return BAD_FUNC_ARG;
    if (which == EDDSA_SEED)
        return asn_set_rfc8410_priv(c->oid, c->oidSz, v->k, c->ks, NULL, 0,
                                    output, inLen);
    /* the public key the key holds, else its seed's */
    if (*v->pubSet) {
        XMEMCPY(pub, v->p, c->ks);
        ret = 0;
    }
    else if (*v->privSet)
        ret = eddsa_make_public(c, v, pub, c->ks);
    else
        ret = BAD_FUNC_ARG;
    if ((ret == 0) && (which == EDDSA_PAIR))
        ret = asn_set_rfc8410_priv(c->oid, c->oidSz, v->k, c->ks, pub,
                                   c->ks, output, inLen);
    else if (ret == 0)
        ret = asn_set_rfc8410_pub(c->oid, c->oidSz, pub, c->ks, withAlg,
                                  output, inLen);
    return ret;
}

#endif /* HAVE_ED25519 || HAVE_ED448 */
