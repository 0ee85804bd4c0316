/* asn_public.h
 *
 * Public wolfCrypt API for key encodings: PEM <-> DER conversion, PKCS#8
 * wrapping, and the EC key codec prototypes wolfCrypt declares here.  The
 * RSA and DH key codecs are declared in rsa.h and dh.h.  Implementation:
 * wolfcrypt/src/asn.c (PEM, PKCS#8; support layer, under the algorithm
 * files) and the algorithm layer's key codecs (rsa_asn.c, dh_asn.c,
 * ecc_asn.c).
 */
#ifndef WOLF_CRYPT_ASN_PUBLIC_H
#define WOLF_CRYPT_ASN_PUBLIC_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Object types for wc_DerToPem (values as in wolfCrypt). */
enum CertType {
    CERT_TYPE             = 0,
    PRIVATEKEY_TYPE       = 1,
    DH_PARAM_TYPE         = 2,
    DSA_PARAM_TYPE        = 3,
    CRL_TYPE              = 4,
    CA_TYPE               = 5,
    ECC_PRIVATEKEY_TYPE   = 6,
    DSA_PRIVATEKEY_TYPE   = 7,
    CERTREQ_TYPE          = 8,
    DSA_TYPE              = 9,
    ECC_TYPE              = 10,
    RSA_TYPE              = 11,
    PUBLICKEY_TYPE        = 12,
    RSA_PUBLICKEY_TYPE    = 13,
    ECC_PUBLICKEY_TYPE    = 14,
    TRUSTED_PEER_TYPE     = 15,
    PKCS8_PRIVATEKEY_TYPE = 16
};

/* Key algorithm sums (wolfCrypt's OID sum values) for wc_CreatePKCS8Key. */
enum Key_Sum {
    DSAk   = 515,
    RSAk   = 645,
    ECDSAk = 518,
    DHk    = 647
};

/* Hash algorithm sums (wolfCrypt's OID sum values) for
 * wc_EncodeSignature. */
enum Hash_Sum {
    SHAh    = 88,
    SHA224h = 417,
    SHA256h = 414,
    SHA384h = 415,
    SHA512h = 416
};

/* DER DigestInfo ::= SEQUENCE { AlgorithmIdentifier { hashOID, NULL },
 * OCTET STRING digest } for PKCS#1 v1.5 signatures.  out must hold
 * digSz + 19 bytes.  Returns the length, or 0 for an unknown hashOID or
 * NULL argument. */
WOLFSSL_API word32 wc_EncodeSignature(byte* out, const byte* digest,
                                      word32 digSz, int hashOID);

/* Convert a PEM private key ("RSA PRIVATE KEY", "PRIVATE KEY",
 * "EC PRIVATE KEY") to DER in buff.  pass must be NULL (encrypted PEM is
 * not supported: NOT_COMPILED_IN).  Returns the DER length or a negative
 * error (ASN_NO_PEM_HEADER, BUFFER_E, ASN_INPUT_E, BAD_FUNC_ARG); an
 * empty body (armour lines only, or whitespace between them) is BUFFER_E,
 * as in upstream, for both converters. */
WOLFSSL_API int wc_KeyPemToDer(const unsigned char* pem, int pemSz,
                               unsigned char* buff, int buffSz,
                               const char* pass);
/* Convert a PEM public key ("PUBLIC KEY", "RSA PUBLIC KEY") to DER. */
WOLFSSL_API int wc_PubKeyPemToDer(const unsigned char* pem, int pemSz,
                                  unsigned char* buff, int buffSz);
/* Wrap DER in PEM armour for type (enum CertType).  output NULL returns
 * the size needed.  Returns the text length or a negative error:
 * ASN_INPUT_E for derSz 0 (as upstream), BAD_FUNC_ARG for der NULL. */
WOLFSSL_API int wc_DerToPem(const byte* der, word32 derSz, byte* output,
                            word32 outputSz, int type);

/* Wrap a traditional private key (PKCS#1 RSAPrivateKey, SEC1
 * ECPrivateKey, ...) in a PKCS#8 PrivateKeyInfo.  algoID is RSAk, ECDSAk
 * or DHk; curveOID (the curve OID content, ECDSAk only) may be NULL.
 * out NULL: *outSz receives the size and LENGTH_ONLY_E is returned.
 * Returns the length written.  An empty key (keySz 0) is BAD_FUNC_ARG,
 * as a NULL one is (upstream wraps it). */
WOLFSSL_API int wc_CreatePKCS8Key(byte* out, word32* outSz, byte* key,
                                  word32 keySz, int algoID,
                                  const byte* curveOID, word32 oidSz);
/* If input[*inOutIdx..sz) is a PKCS#8 PrivateKeyInfo, move *inOutIdx to
 * the inner key and return its length; otherwise return a negative
 * error (ASN_PARSE_E) and leave *inOutIdx. */
WOLFSSL_API int wc_GetPkcs8TraditionalOffset(byte* input, word32* inOutIdx,
                                             word32 sz);

/* The key decoders (wc_EccPrivateKeyDecode, wc_EccPublicKeyDecode here,
 * wc_RsaPrivateKeyDecode / wc_RsaPublicKeyDecode in rsa.h, wc_DhKeyDecode
 * in dh.h) share one rule, upstream's for every family: they read one
 * structure starting at input[*inOutIdx], and on success set *inOutIdx
 * to the index after it.  Bytes after the outermost structure (up to
 * inSz) are not examined: the caller compares *inOutIdx with inSz if the
 * buffer must hold the key alone.  Inside the structure every byte must
 * belong to it: extra bytes in a SEQUENCE, or after the key inside a
 * PKCS#8 OCTET STRING or SubjectPublicKeyInfo BIT STRING, are ASN_PARSE_E
 * (upstream too, except in the PKCS#8 OCTET STRING, where it ignores
 * them).
 *
 * EC key codecs (implemented with the ECC module; declared here as in
 * wolfCrypt).  The key type is named by its struct tag.
 * wc_EccPrivateKeyDecode takes SEC1 ECPrivateKey or PKCS#8 around it.
 * The curve comes from the parameters (PKCS#8 AlgorithmIdentifier or the
 * ECPrivateKey's [0]; both present must agree).  Without parameters the
 * curve already selected in key is kept (wc_ecc_set_curve before the
 * call, or an earlier import into the same key; wc_ecc_init and
 * wc_ecc_free clear it); with none selected it is the first implemented
 * curve of the private key's size: P-256 for 32 bytes, so an SM2 key
 * without parameters decodes as a P-256 key, as upstream's decoder does
 * (which also ignores a curve set beforehand).  Set ECC_SM2P256V1 first
 * to read such a key as SM2. */
struct ecc_key;
WOLFSSL_API int wc_EccPrivateKeyDecode(const byte* input, word32* inOutIdx,
                                       struct ecc_key* key, word32 inSz);
WOLFSSL_API int wc_EccPublicKeyDecode(const byte* input, word32* inOutIdx,
                                      struct ecc_key* key, word32 inSz);
WOLFSSL_API int wc_EccKeyToDer(struct ecc_key* key, byte* output,
                               word32 inLen);
WOLFSSL_API int wc_EccPublicKeyToDer(struct ecc_key* key, byte* output,
                                     word32 inLen, int with_AlgCurve);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_ASN_PUBLIC_H */
