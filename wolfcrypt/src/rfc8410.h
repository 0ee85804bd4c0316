/* rfc8410.h
 *
 * The decoding steps of RFC 8410 keys (raw X25519, X448, Ed25519 and
 * Ed448 keys in PKCS #8 / OneAsymmetricKey and SubjectPublicKeyInfo) the
 * four curves share, internal to the library: the framing through
 * asn.c's readers, the key sizes, the check that a [1] publicKey is the
 * private key's own, the public key's own check, and the key changed
 * only on success.  Algorithm layer: used by curve25519_asn.c,
 * curve448_asn.c, ed25519_asn.c and ed448_asn.c, which describe their
 * curve in an rfc8410_codec; implemented in rfc8410.c (built when any of
 * the four is).  Nothing here is public API; the contracts are in
 * asn_public.h.
 */
#ifndef WOLF_CRYPT_RFC8410_H
#define WOLF_CRYPT_RFC8410_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#if defined(HAVE_CURVE25519) || defined(HAVE_CURVE448) || \
    defined(HAVE_ED25519) || defined(HAVE_ED448)

#define RFC8410_MAX_SIZE 57     /* the largest raw key (Ed448's) */

/* One curve's key codec: its OID, the size of its raw keys (private and
 * public alike), the codes of a wrong size and of a [1] publicKey that is
 * not the private key's (upstream's per family: ECC_BAD_ARG_E and
 * ECC_PRIV_KEY_E for X25519 and X448, BAD_FUNC_ARG and PUBLIC_KEY_E for
 * Ed25519 and Ed448), and the callbacks, each given ctx:
 *   pub_of     the public key of a private key (sz bytes each);
 *   check_pub  0 when a public key may be taken alone, else its error
 *              (NULL: any sz bytes are);
 *   set        make key hold exactly priv and pub (sz bytes each, NULL
 *              for absent; what it held before wiped first); called
 *              after every check, so it does not fail on the values. */
typedef struct rfc8410_codec {
    const byte* oid;
    word32 oidSz;
    word32 sz;
    int sizeErr;
    int pairErr;
    const void* ctx;
    int (*pub_of)(const void* ctx, byte* pub, const byte* priv);
    int (*check_pub)(const void* ctx, const byte* pub);
    int (*set)(const void* ctx, void* key, const byte* priv,
               const byte* pub);
} rfc8410_codec;

/* Decoders' argument check: BAD_FUNC_ARG for a NULL pointer or an index
 * at or past the end (upstream's code; nothing to read). */
WOLFSSL_LOCAL int rfc8410_args(const byte* input, const word32* inOutIdx,
                               const void* key, word32 inSz);
/* Private key at input[*inOutIdx] into key: the framing (asn.c), the
 * sizes (sizeErr), a [1] publicKey must be the private key's own
 * (pairErr); keepPub says whether key keeps it.  key and *inOutIdx
 * change only on success. */
WOLFSSL_LOCAL int rfc8410_decode_priv(const rfc8410_codec* c,
                                      const byte* input, word32* inOutIdx,
                                      void* key, word32 inSz, int keepPub);
/* Public key (SubjectPublicKeyInfo) likewise, check_pub's verdict
 * first. */
WOLFSSL_LOCAL int rfc8410_decode_pub(const rfc8410_codec* c,
                                     const byte* input, word32* inOutIdx,
                                     void* key, word32 inSz);

#endif
#endif /* WOLF_CRYPT_RFC8410_H */
