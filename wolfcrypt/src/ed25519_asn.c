/* ed25519_asn.c
 *
 * Ed25519 key DER codecs (RFC 8410; the contract of each function is in
 * asn_public.h): PKCS#8 PrivateKeyInfo / OneAsymmetricKey for private
 * keys, SubjectPublicKeyInfo for public ones.  Algorithm layer, next to
 * ed25519.c.  The containers are asn.c's RFC 8410 readers and writers
 * (asn_get_rfc8410_priv, asn_get_rfc8410_pub, asn_set_rfc8410_priv,
 * asn_set_rfc8410_pub), shared with X25519's codecs (curve25519_asn.c)
 * and given id-Ed25519 here; this file checks the key sizes and moves
 * the 32-byte seed and the 32-byte public key (RFC 8032's encodings) in
 * and out of an ed25519_key through ed25519.c's import functions, which
 * check that a public key is a point and that a pair matches.
 *
 * A key is decoded into a temporary ed25519_key and copied into the
 * caller's only when the whole decoding succeeded; the temporary is wiped
 * by wc_ed25519_free.  The seed is written from the key in place.
 * Nothing branches on the seed.
 */
#include <wolfssl/wolfcrypt/settings.h>

#ifdef HAVE_ED25519

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ed25519.h>

#define ED_OID    asn_oid_ed25519
#define ED_OID_SZ ASN_OID_ED25519_SZ

/* Decoders' argument check: BAD_FUNC_ARG for a NULL pointer or an index
 * at or past the end (nothing to read). */
static int ed25519_asn_args(const byte* input, const word32* inOutIdx,
                            const ed25519_key* key, word32 inSz)
{
    if ((input == NULL) || (inOutIdx == NULL) || (key == NULL) ||
        (*inOutIdx >= inSz))
        return BAD_FUNC_ARG;
    return 0;
}

/* Move the decoded tmp into key (keeping key's heap and devId), after
 * wiping what key held; tmp is left wiped. */
static void ed25519_asn_take(ed25519_key* key, ed25519_key* tmp)
{
    void* heap = key->heap;
    int devId = key->devId;

    wc_ed25519_free(key);
    XMEMCPY(key, tmp, sizeof(*key));
    key->heap = heap;
    key->devId = devId;
    wc_ed25519_free(tmp);
}

int wc_Ed25519PrivateKeyDecode(const byte* input, word32* inOutIdx,
                               ed25519_key* key, word32 inSz)
{
    ed25519_key tmp;
    const byte* priv;
    const byte* pub;
    word32 idx, privSz, pubSz;
    int ret = ed25519_asn_args(input, inOutIdx, key, inSz);

    if (ret != 0)
        return ret;
    idx = *inOutIdx;
    ret = asn_get_rfc8410_priv(input, &idx, ED_OID, ED_OID_SZ, &priv,
                               &privSz, &pub, &pubSz, inSz);
    if ((ret == 0) && ((privSz != ED25519_KEY_SIZE) ||
                       ((pub != NULL) && (pubSz != ED25519_PUB_KEY_SIZE))))
        ret = BAD_FUNC_ARG;
    if (ret != 0)
        return ret;
    wc_ed25519_init(&tmp);
    if (pub == NULL)
        ret = wc_ed25519_import_private_only(priv, privSz, &tmp);
    else
        ret = wc_ed25519_import_private_key(priv, privSz, pub, pubSz, &tmp);
    if (ret == 0) {
        ed25519_asn_take(key, &tmp);
        *inOutIdx = idx;
    }
    wc_ed25519_free(&tmp);
    return ret;
}

int wc_Ed25519PublicKeyDecode(const byte* input, word32* inOutIdx,
                              ed25519_key* key, word32 inSz)
{
    ed25519_key tmp;
    const byte* pub;
    word32 idx, pubSz;
    int ret = ed25519_asn_args(input, inOutIdx, key, inSz);

    if (ret != 0)
        return ret;
    idx = *inOutIdx;
    ret = asn_get_rfc8410_pub(input, &idx, ED_OID, ED_OID_SZ, &pub, &pubSz,
                              inSz);
    if ((ret == 0) && (pubSz != ED25519_PUB_KEY_SIZE))
        ret = BAD_FUNC_ARG;
    if (ret != 0)
        return ret;
    wc_ed25519_init(&tmp);
    ret = wc_ed25519_import_public(pub, pubSz, &tmp);
    if (ret == 0) {
        ed25519_asn_take(key, &tmp);
        *inOutIdx = idx;
    }
    wc_ed25519_free(&tmp);
    return ret;
}

/* The key's public key into pub: the one it holds, else made from the
 * seed (not kept: the key is not changed); BAD_FUNC_ARG for a key with
 * neither. */
static int ed25519_asn_pub(ed25519_key* key, byte* pub)
{
    word32 sz = ED25519_PUB_KEY_SIZE;

    if (key->pubKeySet)
        return wc_ed25519_export_public(key, pub, &sz);
    return wc_ed25519_make_public(key, pub, sz);
}

int wc_Ed25519PrivateKeyToDer(ed25519_key* key, byte* output, word32 inLen)
{
    if ((key == NULL) || !key->privKeySet)
        return BAD_FUNC_ARG;
    return asn_set_rfc8410_priv(ED_OID, ED_OID_SZ, key->k, ED25519_KEY_SIZE,
                                NULL, 0, output, inLen);
}

int wc_Ed25519KeyToDer(ed25519_key* key, byte* output, word32 inLen)
{
    byte pub[ED25519_PUB_KEY_SIZE];
    int ret;

    if ((key == NULL) || !key->privKeySet)
        return BAD_FUNC_ARG;
    ret = ed25519_asn_pub(key, pub);
    if (ret == 0)
        ret = asn_set_rfc8410_priv(ED_OID, ED_OID_SZ, key->k,
                                   ED25519_KEY_SIZE, pub, sizeof(pub),
                                   output, inLen);
    return ret;
}

int wc_Ed25519PublicKeyToDer(ed25519_key* key, byte* output, word32 inLen,
                             int withAlg)
{
    byte pub[ED25519_PUB_KEY_SIZE];
    int ret;

    if (key == NULL)
        return BAD_FUNC_ARG;
    ret = ed25519_asn_pub(key, pub);
    if (ret == 0)
        ret = asn_set_rfc8410_pub(ED_OID, ED_OID_SZ, pub, sizeof(pub),
                                  withAlg, output, inLen);
    return ret;
}

#endif /* HAVE_ED25519 */
