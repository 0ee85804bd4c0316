/* curve448_asn.c
 *
 * X448 key DER codecs (RFC 8410; the contract of each function is in
 * asn_public.h): PKCS#8 PrivateKeyInfo / OneAsymmetricKey for private
 * keys, SubjectPublicKeyInfo for public ones, with id-X448
 * (1.3.101.111).  Algorithm layer, next to curve448.c.  The containers
 * are asn.c's RFC 8410 readers and writers; the decoding steps (sizes,
 * the pair check) are rfc8410.c's, shared with X25519, Ed25519 and
 * Ed448; this file moves key values in and out of a curve448_key,
 * little endian (the wire order of RFC 7748 and RFC 8410, as OpenSSL
 * writes them).
 *
 * The private scalar is read from the input and written from the key in
 * place; the only copy is the pair check's derived public value, wiped
 * there.  Nothing branches on the scalar.
 */
#include <wolfssl/wolfcrypt/settings.h>

#ifdef HAVE_CURVE448

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/curve448.h>
#include <wolfssl/wolfcrypt/sp.h>
#include "wolfcrypt/src/rfc8410.h"

#define C448_KS CURVE448_KEY_SIZE
#define C448_LE EC448_LITTLE_ENDIAN

/* Make key hold priv and pub (each 56 bytes little endian, or NULL for
 * absent) and nothing else: what it held before is wiped first.  The
 * sizes are checked by the caller, so the imports cannot fail. */
static int c448_asn_set_key(const void* ctx, void* vkey, const byte* priv,
                             const byte* pub)
{
    curve448_key* key = (curve448_key*)vkey;
    int ret = 0;

    (void)ctx;

    ForceZero(key->k, sizeof(key->k));
    XMEMSET(key->p, 0, sizeof(key->p));
    key->privSet = 0;
    key->pubSet = 0;
    if (priv != NULL)
        ret = wc_curve448_import_private_ex(priv, C448_KS, key, C448_LE);
    if ((ret == 0) && (pub != NULL))
        ret = wc_curve448_import_public_ex(pub, C448_KS, key, C448_LE);
    return ret;
}

/* The public value of a private key (sp_x448_base clamps it). */
static int c448_asn_pub(const void* ctx, byte* pub, const byte* priv)
{
    (void)ctx;
    return sp_x448_base(pub, priv);
}

/* The decoders' curve: id-X448, 56-byte keys (ECC_BAD_ARG_E otherwise), a
 * [1] publicKey checked against the private key's (ECC_PRIV_KEY_E), any
 * public value taken. */
static const rfc8410_codec c448_asn = {
    asn_oid_x448, ASN_OID_X448_SZ, C448_KS,
    ECC_BAD_ARG_E, ECC_PRIV_KEY_E, NULL, c448_asn_pub, NULL, c448_asn_set_key
};

int wc_Curve448PrivateKeyDecode(const byte* input, word32* inOutIdx,
                                curve448_key* key, word32 inSz)
{
    int ret = rfc8410_args(input, inOutIdx, key, inSz);

    if (ret == 0)
        ret = rfc8410_decode_priv(&c448_asn, input, inOutIdx, key, inSz, 0);
    return ret;
}

int wc_Curve448PublicKeyDecode(const byte* input, word32* inOutIdx,
                               curve448_key* key, word32 inSz)
{
    int ret = rfc8410_args(input, inOutIdx, key, inSz);

    if (ret == 0)
        ret = rfc8410_decode_pub(&c448_asn, input, inOutIdx, key, inSz);
    return ret;
}

int wc_Curve448PrivateKeyToDer(curve448_key* key, byte* output, word32 inLen)
{
    if (key == NULL)
        return BAD_FUNC_ARG;
    if (!key->privSet)
        return ECC_BAD_ARG_E;
    return asn_set_rfc8410_priv(asn_oid_x448, ASN_OID_X448_SZ, key->k,
                                C448_KS, NULL, 0, output, inLen);
}

int wc_Curve448PublicKeyToDer(curve448_key* key, byte* output, word32 inLen,
                              int withAlg)
{
    byte pub[C448_KS];
    word32 sz = sizeof(pub);
    int ret;

    if (key == NULL)
        return BAD_FUNC_ARG;
    ret = wc_curve448_export_public_ex(key, pub, &sz, C448_LE);
    if (ret != 0)
        return ret;
    return asn_set_rfc8410_pub(asn_oid_x448, ASN_OID_X448_SZ, pub, C448_KS,
                               withAlg, output, inLen);
}

#endif /* HAVE_CURVE448 */
