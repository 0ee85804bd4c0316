/* curve25519_asn.c
 *
 * X25519 key DER codecs (RFC 8410; the contract of each function is in
 * asn_public.h): PKCS#8 PrivateKeyInfo / OneAsymmetricKey for private
 * keys, SubjectPublicKeyInfo for public ones.  Algorithm layer, next to
 * curve25519.c.  The containers are asn.c's RFC 8410 readers and writers
 * (asn_get_rfc8410_priv, asn_get_rfc8410_pub, asn_set_rfc8410_priv,
 * asn_set_rfc8410_pub), which take the algorithm's OID and are shared
 * with Ed25519's codecs (ed25519_asn.c); the decoding steps (key sizes,
 * the pair check) are rfc8410.c's, shared with the X448, Ed25519 and
 * Ed448 codecs; this file moves key values in and out of a
 * curve25519_key, little endian (the wire order of RFC 7748), through
 * curve25519.c's import and export functions.
 *
 * The private scalar is read from the input and written from the key in
 * place; the only copy made is the pair check's derived public value,
 * wiped there (rfc8410.c).  Nothing branches on the scalar.
 */
#include <wolfssl/wolfcrypt/settings.h>

#ifdef HAVE_CURVE25519

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/curve25519.h>
#include <wolfssl/wolfcrypt/sp.h>
#include "wolfcrypt/src/rfc8410.h"

#define C25519_KS CURVE25519_KEYSIZE
#define C25519_LE EC25519_LITTLE_ENDIAN

/* Make key hold priv and pub (each 32 bytes little endian, or NULL for
 * absent) and nothing else: what it held before is wiped first.  The
 * sizes are checked by the caller, so the imports cannot fail. */
static int c25519_asn_set_key(const void* ctx, void* vkey, const byte* priv,
                               const byte* pub)
{
    curve25519_key* key = (curve25519_key*)vkey;
    int ret = 0;

    (void)ctx;

    ForceZero(key->k, sizeof(key->k));
    XMEMSET(&key->p, 0, sizeof(key->p));
    key->privSet = 0;
    key->pubSet = 0;
    if (priv != NULL)
        ret = wc_curve25519_import_private_ex(priv, C25519_KS, key,
                                              C25519_LE);
    if ((ret == 0) && (pub != NULL))
        ret = wc_curve25519_import_public_ex(pub, C25519_KS, key,
                                             C25519_LE);
    return ret;
}

/* The public value of a private key (sp_x25519_base clamps it). */
static int c25519_asn_pub(const void* ctx, byte* pub, const byte* priv)
{
    (void)ctx;
    return sp_x25519_base(pub, priv);
}

/* The decoders' curve: id-X25519, 32-byte keys (ECC_BAD_ARG_E
 * otherwise), a [1] publicKey checked against the private key's
 * (ECC_PRIV_KEY_E), any public value taken. */
static const rfc8410_codec c25519_asn = {
    asn_oid_x25519, ASN_OID_X25519_SZ, C25519_KS, ECC_BAD_ARG_E,
    ECC_PRIV_KEY_E, NULL, c25519_asn_pub, NULL, c25519_asn_set_key
};

int wc_Curve25519PrivateKeyDecode(const byte* input, word32* inOutIdx,
                                  curve25519_key* key, word32 inSz)
{
    int ret = rfc8410_args(input, inOutIdx, key, inSz);

    if (ret == 0)
        ret = rfc8410_decode_priv(&c25519_asn, input, inOutIdx, key, inSz,
                                  0);
    return ret;
}

int wc_Curve25519PublicKeyDecode(const byte* input, word32* inOutIdx,
                                 curve25519_key* key, word32 inSz)
{
    int ret = rfc8410_args(input, inOutIdx, key, inSz);

    if (ret == 0)
        ret = rfc8410_decode_pub(&c25519_asn, input, inOutIdx, key, inSz);
    return ret;
}

/* A OneAsymmetricKey opens with its version INTEGER, a
 * SubjectPublicKeyInfo with a SEQUENCE: the first element inside the
 * outer SEQUENCE picks the reader, which then reports any error. */
int wc_Curve25519KeyDecode(const byte* input, word32* inOutIdx,
                           curve25519_key* key, word32 inSz)
{
    word32 idx;
    int ret, len;
    byte tag = 0;

    ret = rfc8410_args(input, inOutIdx, key, inSz);
    if (ret != 0)
        return ret;
    idx = *inOutIdx;
    if ((GetSequence(input, &idx, &len, inSz) >= 0) &&
        (PeekASNTag(input, idx, &tag, idx + (word32)len) == 0) &&
        (tag == ASN_INTEGER))
        return rfc8410_decode_priv(&c25519_asn, input, inOutIdx, key,
                                   inSz, 1);
    return rfc8410_decode_pub(&c25519_asn, input, inOutIdx, key, inSz);
}

int wc_Curve25519PrivateKeyToDer(curve25519_key* key, byte* output,
                                 word32 inLen)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    if (!key->privSet)
        return ECC_BAD_ARG_E;
    return asn_set_rfc8410_priv(asn_oid_x25519, ASN_OID_X25519_SZ, key->k,
                                C25519_KS, NULL, 0, output, inLen);
}

int wc_Curve25519PublicKeyToDer(curve25519_key* key, byte* output,
                                word32 inLen, int withAlg)
{
    byte pub[C25519_KS];
    word32 sz = sizeof(pub);
    int ret;

    if (key == NULL)
        return BAD_FUNC_ARG;
    ret = wc_curve25519_export_public_ex(key, pub, &sz, C25519_LE);
    if (ret != 0)
        return ret;
    return asn_set_rfc8410_pub(asn_oid_x25519, ASN_OID_X25519_SZ, pub,
                               C25519_KS, withAlg, output, inLen);
}

int wc_Curve25519KeyToDer(curve25519_key* key, byte* output, word32 inLen,
                          int withAlg)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    if (key->privSet && key->pubSet)
        return asn_set_rfc8410_priv(asn_oid_x25519, ASN_OID_X25519_SZ,
                                    key->k, C25519_KS, key->p.point,
                                    C25519_KS, output, inLen);
    if (key->privSet)
        return wc_Curve25519PrivateKeyToDer(key, output, inLen);
    return wc_Curve25519PublicKeyToDer(key, output, inLen, withAlg);
}

#endif /* HAVE_CURVE25519 */
