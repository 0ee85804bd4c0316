/* ed25519_asn.c
 *
 * Ed25519 key DER codecs (RFC 8410, id-Ed25519 1.3.101.112; the contract
 * of each function is in asn_public.h): PKCS#8 PrivateKeyInfo /
 * OneAsymmetricKey for private keys, SubjectPublicKeyInfo for public
 * ones, the 32-byte seed and the 32-byte public key (RFC 8032's
 * encodings) as raw keys.  Algorithm layer, next to ed25519.c.  The
 * steps are eddsa.c's (eddsa_asn_decode, eddsa_asn_encode), shared with
 * Ed448: asn.c's RFC 8410 readers and writers, rfc8410.c's decoding
 * steps (sizes, the pair check, the key changed only on success), a
 * public key that must be a point, the seed written from the key in
 * place.  Nothing branches on the seed.
 */
#include <wolfssl/wolfcrypt/settings.h>

#ifdef HAVE_ED25519

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include "wolfcrypt/src/eddsa.h"

int wc_Ed25519PrivateKeyDecode(const byte* input, word32* inOutIdx,
                               ed25519_key* key, word32 inSz)
{
    eddsa_key view;

    return eddsa_asn_decode(&eddsa_ed25519, EDDSA_VIEW(key, &view), input,
                            inOutIdx, inSz, 1);
}

int wc_Ed25519PublicKeyDecode(const byte* input, word32* inOutIdx,
                              ed25519_key* key, word32 inSz)
{
    eddsa_key view;

    return eddsa_asn_decode(&eddsa_ed25519, EDDSA_VIEW(key, &view), input,
                            inOutIdx, inSz, 0);
}

int wc_Ed25519PrivateKeyToDer(ed25519_key* key, byte* output, word32 inLen)
{
    eddsa_key view;

    return eddsa_asn_encode(&eddsa_ed25519, EDDSA_VIEW(key, &view),
                            EDDSA_SEED, 0, output, inLen);
}

int wc_Ed25519KeyToDer(ed25519_key* key, byte* output, word32 inLen)
{
    eddsa_key view;

    return eddsa_asn_encode(&eddsa_ed25519, EDDSA_VIEW(key, &view),
                            EDDSA_PAIR, 0, output, inLen);
}

int wc_Ed25519PublicKeyToDer(ed25519_key* key, byte* output, word32 inLen,
                             int withAlg)
{
    eddsa_key view;

    return eddsa_asn_encode(&eddsa_ed25519, EDDSA_VIEW(key, &view),
                            EDDSA_PUBLIC, withAlg, output, inLen);
}

#endif /* HAVE_ED25519 */
