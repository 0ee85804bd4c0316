/* asn_public.h
 *
 * Public wolfCrypt API for key encodings: PEM <-> DER conversion, PKCS#8
 * wrapping, and the EC, X25519, X448, Ed25519 and Ed448 key codec
 * prototypes wolfCrypt declares here.  The RSA and DH key codecs are
 * declared in rsa.h and dh.h.  Implementation: wolfcrypt/src/asn.c (PEM, PKCS#8; support layer,
 * under the algorithm files) and the algorithm layer's key codecs
 * (rsa_asn.c, dh_asn.c, ecc_asn.c, curve25519_asn.c, curve448_asn.c,
 * ed25519_asn.c, ed448_asn.c).
 */
#ifndef WOLF_CRYPT_ASN_PUBLIC_H
#define WOLF_CRYPT_ASN_PUBLIC_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Object types for wc_DerToPem, the certificate calls and the key types
 * of certificate generation (values as in wolfCrypt). */
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
    EDDSA_PRIVATEKEY_TYPE = 16,
    ED25519_TYPE          = 17,
    ED448_TYPE            = 18,
    PKCS12_TYPE           = 19,
    PKCS8_PRIVATEKEY_TYPE = 20,
    PKCS8_ENC_PRIVATEKEY_TYPE = 21
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

/* The key decoders (wc_EccPrivateKeyDecode, wc_EccPublicKeyDecode and
 * the X25519, X448, Ed25519 and Ed448 ones here, wc_RsaPrivateKeyDecode /
 * wc_RsaPublicKeyDecode in rsa.h, wc_DhKeyDecode in dh.h) share one rule,
 * upstream's for every family: they read one structure starting at
 * input[*inOutIdx], and on success set *inOutIdx to the index after it.
 * Bytes after the outermost structure (up to inSz) are not examined: the
 * caller compares *inOutIdx with inSz if the buffer must hold the key
 * alone.  Inside the structure every byte must
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

#ifdef HAVE_CURVE25519
/* X25519 key codecs (RFC 8410; implemented with the X25519 module in
 * curve25519_asn.c, declared here as in wolfCrypt).  On the wire a key
 * is its 32 raw bytes, little endian as RFC 7748 defines them:
 *   private key: PKCS#8 PrivateKeyInfo / OneAsymmetricKey (RFC 5958)
 *     { version, AlgorithmIdentifier { id-X25519 (1.3.101.110), no
 *     parameters }, privateKey OCTET STRING holding CurvePrivateKey ::=
 *     OCTET STRING (32 bytes), [0] attributes OPTIONAL, and in version
 *     1 (v2) [1] publicKey OPTIONAL (IMPLICIT BIT STRING, 32 bytes) };
 *   public key: SubjectPublicKeyInfo { AlgorithmIdentifier { id-X25519 },
 *     BIT STRING (32 bytes) }.
 * PEM: "PRIVATE KEY" / "PUBLIC KEY" armour, through wc_KeyPemToDer /
 * wc_PubKeyPemToDer and wc_DerToPem (PKCS8_PRIVATEKEY_TYPE,
 * PUBLICKEY_TYPE).
 *
 * Decoders: the rule on *inOutIdx and trailing bytes above; strict DER
 * inside.  On success the key holds exactly what the DER holds (a part
 * it had before and the DER lacks is wiped); on failure it is unchanged.
 *   wc_Curve25519PrivateKeyDecode: a private key; the key gets the
 *     private scalar (stored clamped, curve25519.h) and no public value
 *     (derived when asked for), as upstream's decoder keeps only the
 *     private key.  A [1] publicKey must be the private key's own:
 *     ECC_PRIV_KEY_E otherwise (this library's check; upstream ignores
 *     the field).
 *   wc_Curve25519PublicKeyDecode: a public key.
 *   wc_Curve25519KeyDecode: either; a private key with a publicKey keeps
 *     both (upstream has it from 5.7.6 on, not in 5.7.2).
 * Errors: BAD_FUNC_ARG for a NULL pointer or *inOutIdx >= inSz;
 * BUFFER_E for input that ends inside the structure; ASN_PARSE_E for a
 * wrong tag, a non-DER length, another algorithm OID, parameters, bytes
 * left over inside a structure (also after the key in the privateKey
 * OCTET STRING), or a publicKey in a version 0 key; ASN_VERSION_E for a
 * version other than 0 and 1; ASN_EXPECT_0_E for a BIT STRING with
 * unused bits; ECC_BAD_ARG_E for a key that is not 32 bytes long.
 *
 * Encoders: return the DER length; with output NULL the length they would
 * write (upstream's size query), BUFFER_E when inLen is smaller than it,
 * BAD_FUNC_ARG for key NULL, ECC_BAD_ARG_E for a key without the part
 * to write.
 *   wc_Curve25519PrivateKeyToDer: version 0, the private key alone (48
 *     bytes).
 *   wc_Curve25519PublicKeyToDer: withAlg non-zero: SubjectPublicKeyInfo
 *     (44 bytes); zero: the raw 32 bytes.  A key with only a private
 *     part gets its public value computed (and kept, as
 *     wc_curve25519_export_public does).
 *   wc_Curve25519KeyToDer: what the key holds: both parts, version 1 with
 *     [1] publicKey (83 bytes); the private part only, as
 *     wc_Curve25519PrivateKeyToDer; the public part only, as
 *     wc_Curve25519PublicKeyToDer with withAlg (upstream from 5.7.6). */
#ifndef WC_CURVE25519KEY_TYPE_DEFINED
    typedef struct curve25519_key curve25519_key;
    #define WC_CURVE25519KEY_TYPE_DEFINED
#endif
WOLFSSL_API int wc_Curve25519PrivateKeyDecode(const byte* input,
                                              word32* inOutIdx,
                                              curve25519_key* key,
                                              word32 inSz);
WOLFSSL_API int wc_Curve25519PublicKeyDecode(const byte* input,
                                             word32* inOutIdx,
                                             curve25519_key* key,
                                             word32 inSz);
WOLFSSL_API int wc_Curve25519KeyDecode(const byte* input, word32* inOutIdx,
                                       curve25519_key* key, word32 inSz);
WOLFSSL_API int wc_Curve25519PrivateKeyToDer(curve25519_key* key,
                                             byte* output, word32 inLen);
WOLFSSL_API int wc_Curve25519PublicKeyToDer(curve25519_key* key,
                                            byte* output, word32 inLen,
                                            int withAlg);
WOLFSSL_API int wc_Curve25519KeyToDer(curve25519_key* key, byte* output,
                                      word32 inLen, int withAlg);
#endif /* HAVE_CURVE25519 */

#ifdef HAVE_CURVE448
/* X448 key codecs (RFC 8410; implemented with the X448 module in
 * curve448_asn.c, declared here as in wolfCrypt).  The encodings are
 * X25519's above with id-X448 (1.3.101.111) for the OID and 56-byte keys,
 * little endian as RFC 7748 and RFC 8410 define them (and OpenSSL writes
 * them).  PEM as for X25519.
 *
 * Decoders: the rule on *inOutIdx and trailing bytes above; strict DER
 * inside.  On success the key holds exactly what the DER holds (a part
 * it had before and the DER lacks is wiped); on failure it is unchanged.
 *   wc_Curve448PrivateKeyDecode: a private key; the key gets the private
 *     scalar (stored clamped, curve448.h) and no public value (derived
 *     when asked for), as upstream's decoder keeps only the private key.
 *     A [1] publicKey must be the private key's own: ECC_PRIV_KEY_E
 *     otherwise (this library's check, as for X25519).
 *   wc_Curve448PublicKeyDecode: a public key.
 * Errors as X25519's decoders: BAD_FUNC_ARG for a NULL pointer or
 * *inOutIdx >= inSz; BUFFER_E, ASN_PARSE_E, ASN_VERSION_E,
 * ASN_EXPECT_0_E for the framing; ECC_BAD_ARG_E for a key that is not 56
 * bytes long.
 *
 * Encoders: return the DER length; with output NULL the length they would
 * write, BUFFER_E when inLen is smaller than it, BAD_FUNC_ARG for key
 * NULL, ECC_BAD_ARG_E for a key without the part to write.
 *   wc_Curve448PrivateKeyToDer: version 0, the private key alone (72
 *     bytes).
 *   wc_Curve448PublicKeyToDer: withAlg non-zero: SubjectPublicKeyInfo
 *     (68 bytes); zero: the raw 56 bytes.  A key with only a private
 *     part gets its public value computed (and kept, as
 *     wc_curve448_export_public does).
 * Upstream has no wc_Curve448KeyDecode / wc_Curve448KeyToDer; neither
 * does this library. */
#ifndef WC_CURVE448KEY_TYPE_DEFINED
    typedef struct curve448_key curve448_key;
    #define WC_CURVE448KEY_TYPE_DEFINED
#endif
WOLFSSL_API int wc_Curve448PrivateKeyDecode(const byte* input,
                                            word32* inOutIdx,
                                            curve448_key* key, word32 inSz);
WOLFSSL_API int wc_Curve448PublicKeyDecode(const byte* input,
                                           word32* inOutIdx,
                                           curve448_key* key, word32 inSz);
WOLFSSL_API int wc_Curve448PrivateKeyToDer(curve448_key* key, byte* output,
                                           word32 inLen);
WOLFSSL_API int wc_Curve448PublicKeyToDer(curve448_key* key, byte* output,
                                          word32 inLen, int withAlg);
#endif /* HAVE_CURVE448 */

#ifdef HAVE_ED25519
/* Ed25519 key codecs (RFC 8410; implemented with the Ed25519 module in
 * ed25519_asn.c, declared here as in wolfCrypt).  The encodings are
 * X25519's above with id-Ed25519 (1.3.101.112) for the OID; the private
 * key is RFC 8032's 32-byte seed, the public key its 32-byte encoded
 * point.  PEM as for X25519.
 *
 * Decoders: the rule on *inOutIdx and trailing bytes above; strict DER
 * inside.  On success the key holds exactly what the DER holds (what it
 * held before is wiped); on failure it is unchanged.
 *   wc_Ed25519PrivateKeyDecode: a private key.  Without [1] publicKey the
 *     key gets the seed alone (wc_ed25519_import_private_only): its
 *     public key is made from the seed when needed (signing,
 *     wc_ed25519_export_private, the encoders here).  With one, both
 *     (wc_ed25519_import_private_key): the public key must be a point
 *     and the seed's own, PUBLIC_KEY_E otherwise.
 *   wc_Ed25519PublicKeyDecode: a public key, which must encode a point
 *     (wc_ed25519_import_public): PUBLIC_KEY_E otherwise.
 * Errors: BAD_FUNC_ARG for a NULL pointer, *inOutIdx >= inSz, or a seed
 * or public key that is not 32 bytes long (the error of the import
 * functions; the 33-byte public key form with a 0x40 prefix that
 * wc_ed25519_import_public takes is refused here, as RFC 8410 has none);
 * PUBLIC_KEY_E as above; the framing errors as for X25519 (BUFFER_E,
 * ASN_PARSE_E, ASN_VERSION_E, ASN_EXPECT_0_E, ...).
 *
 * Encoders: return the DER length; with output NULL the length they would
 * write (size query), BUFFER_E when inLen is smaller than it,
 * BAD_FUNC_ARG for key NULL or a key without the part to write.  A key
 * holding the seed alone gets its public key computed for the output
 * (the key is not changed).
 *   wc_Ed25519PrivateKeyToDer: version 0, the seed alone (48 bytes).
 *   wc_Ed25519KeyToDer: version 1, the seed and [1] publicKey (83 bytes).
 *   wc_Ed25519PublicKeyToDer: withAlg non-zero: SubjectPublicKeyInfo
 *     (44 bytes); zero: the raw 32 bytes. */
#ifndef WC_ED25519KEY_TYPE_DEFINED
    typedef struct ed25519_key ed25519_key;
    #define WC_ED25519KEY_TYPE_DEFINED
#endif
WOLFSSL_API int wc_Ed25519PrivateKeyDecode(const byte* input,
                                           word32* inOutIdx,
                                           ed25519_key* key, word32 inSz);
WOLFSSL_API int wc_Ed25519PublicKeyDecode(const byte* input,
                                          word32* inOutIdx,
                                          ed25519_key* key, word32 inSz);
WOLFSSL_API int wc_Ed25519KeyToDer(ed25519_key* key, byte* output,
                                   word32 inLen);
WOLFSSL_API int wc_Ed25519PrivateKeyToDer(ed25519_key* key, byte* output,
                                          word32 inLen);
WOLFSSL_API int wc_Ed25519PublicKeyToDer(ed25519_key* key, byte* output,
                                         word32 inLen, int withAlg);
#endif /* HAVE_ED25519 */

#ifdef HAVE_ED448
/* Ed448 key codecs (RFC 8410; implemented with the Ed448 module in
 * ed448_asn.c, declared here as in wolfCrypt).  The encodings are
 * Ed25519's above with id-Ed448 (1.3.101.113) for the OID, the 57-byte
 * seed of RFC 8032 as the private key and its 57-byte encoded point as
 * the public key; the decoders' and encoders' rules and codes are
 * Ed25519's (Ed448 has no 0x40-prefixed public key form anywhere).
 *   wc_Ed448PrivateKeyToDer: version 0, the seed alone (73 bytes).
 *   wc_Ed448KeyToDer: version 1, the seed and [1] publicKey (134 bytes).
 *   wc_Ed448PublicKeyToDer: withAlg non-zero: SubjectPublicKeyInfo (69
 *     bytes); zero: the raw 57 bytes. */
#ifndef WC_ED448KEY_TYPE_DEFINED
    typedef struct ed448_key ed448_key;
    #define WC_ED448KEY_TYPE_DEFINED
#endif
WOLFSSL_API int wc_Ed448PrivateKeyDecode(const byte* input,
                                         word32* inOutIdx, ed448_key* key,
                                         word32 inSz);
WOLFSSL_API int wc_Ed448PublicKeyDecode(const byte* input, word32* inOutIdx,
                                        ed448_key* key, word32 inSz);
WOLFSSL_API int wc_Ed448KeyToDer(ed448_key* key, byte* output,
                                 word32 inLen);
WOLFSSL_API int wc_Ed448PrivateKeyToDer(ed448_key* key, byte* output,
                                        word32 inLen);
WOLFSSL_API int wc_Ed448PublicKeyToDer(ed448_key* key, byte* output,
                                       word32 inLen, int withAlg);
#endif /* HAVE_ED448 */

/* ---------------------------------------------------------------------- */
/* X.509 certificates (wolfcrypt/src/cert_parse.c; DecodedCert is in       */
/* asn_cert.h, which asn.h includes; doc/X509.md)                          */
/* ---------------------------------------------------------------------- */
struct DecodedCert;

/* Set up cert to decode source[0..inSz) (DER); nothing is read yet.  The
 * buffer must stay valid while cert is used. */
WOLFSSL_API void wc_InitDecodedCert(struct DecodedCert* cert,
                                    const byte* source, word32 inSz,
                                    void* heap);
/* Decode the certificate.  type: CERT_TYPE, CA_TYPE or TRUSTED_PEER_TYPE;
 * verify: NO_VERIFY parses only; otherwise the validity dates are checked
 * against the current time (ASN_BEFORE_DATE_E / ASN_AFTER_DATE_E, returned
 * after the whole certificate is decoded; VERIFY_SKIP_DATE skips them) and
 * the signature needs a signer: cm is a WOLFSSL_CERT_MANAGER, and without
 * one the result is ASN_NO_SIGNER_E.  Returns 0 or a negative error. */
WOLFSSL_API int  wc_ParseCert(struct DecodedCert* cert, int type, int verify,
                              void* cm);
/* Free what ParseCert allocated (the name lists); cert can be reused
 * after wc_InitDecodedCert. */
WOLFSSL_API void wc_FreeDecodedCert(struct DecodedCert* cert);
/* The SubjectPublicKeyInfo DER of a parsed certificate: derKey NULL gives
 * the size in *derKeySz and LENGTH_ONLY_E; a short buffer BUFFER_E. */
WOLFSSL_API int  wc_GetPubKeyDerFromCert(struct DecodedCert* cert,
                                         byte* derKey, word32* derKeySz);
/* The first "CERTIFICATE" PEM block of pem as DER in buff.  Returns the
 * DER length or a negative error (ASN_NO_PEM_HEADER, BUFFER_E,
 * BAD_FUNC_ARG).  type must be CERT_TYPE, CA_TYPE or TRUSTED_PEER_TYPE. */
WOLFSSL_API int  wc_CertPemToDer(const unsigned char* pem, int pemSz,
                                 unsigned char* buff, int buffSz, int type);

/* ---------------------------------------------------------------------- */
/* Certificate and CSR generation (wolfcrypt/src/cert_gen.c; doc/X509.md)  */
/* ---------------------------------------------------------------------- */
enum Ctc_Encoding {
    CTC_UTF8      = 0x0c,
    CTC_PRINTABLE = 0x13
};
enum Ctc_Misc {
    CTC_COUNTRY_SIZE   = 2,
    CTC_NAME_SIZE      = 64,
    CTC_DATE_SIZE      = 32,
    CTC_SERIAL_SIZE    = 20,
    CTC_MAX_SKID_SIZE  = 32,
    CTC_MAX_AKID_SIZE  = 32,
    CTC_MAX_CERTPOL_SZ = 64,
    CTC_MAX_CERTPOL_NB = 2
};
#ifndef CTC_MAX_ALT_SIZE
    #define CTC_MAX_ALT_SIZE 4096
#endif

/* A Name to write: each non-empty field becomes one RDN, in this order
 * (C, ST, street, L, SN, O, OU, CN, serialNumber, emailAddress); *Enc is
 * CTC_UTF8 or CTC_PRINTABLE (0: the default, PrintableString for C and
 * serialNumber, UTF8String for the others; emailAddress is IA5String). */
typedef struct CertName {
    char country[CTC_NAME_SIZE];    char countryEnc;
    char state[CTC_NAME_SIZE];      char stateEnc;
    char street[CTC_NAME_SIZE];     char streetEnc;
    char locality[CTC_NAME_SIZE];   char localityEnc;
    char sur[CTC_NAME_SIZE];        char surEnc;
    char org[CTC_NAME_SIZE];        char orgEnc;
    char unit[CTC_NAME_SIZE];       char unitEnc;
    char commonName[CTC_NAME_SIZE]; char commonNameEnc;
    char serialDev[CTC_NAME_SIZE];  char serialDevEnc;
    char email[CTC_NAME_SIZE];
} CertName;

/* What wc_MakeCert / wc_MakeCertReq write; wc_InitCert sets the defaults
 * (v3, SHA-256 with RSA, 500 days, a random serial). */
typedef struct Cert {
    int      version;                   /* 2 for v3 */
    byte     serial[CTC_SERIAL_SIZE];   /* big-endian; serialSz 0: random */
    int      serialSz;
    int      sigType;                   /* Ctc_SigType */
    CertName issuer;
    CertName subject;
    int      daysValid;
    int      selfSigned;
    int      isCA;
    byte     pathLen;
    byte     pathLenSet;
    int      bodySz;                    /* set by wc_MakeCert: TBS size */
    int      keyType;                   /* set by wc_MakeCert */
    byte     altNames[CTC_MAX_ALT_SIZE];   /* GeneralNames DER */
    int      altNamesSz;
    byte     beforeDate[CTC_DATE_SIZE]; /* Time TLV; Sz 0: now */
    int      beforeDateSz;
    byte     afterDate[CTC_DATE_SIZE];  /* Time TLV; Sz 0: +days */
    int      afterDateSz;
    byte     skid[CTC_MAX_SKID_SIZE];
    int      skidSz;
    byte     akid[CTC_MAX_AKID_SIZE];
    int      akidSz;
    word16   keyUsage;                  /* KEYUSE_* (asn_cert.h) */
    byte     extKeyUsage;               /* EXTKEYUSE_* */
    char     certPolicies[CTC_MAX_CERTPOL_NB][CTC_MAX_CERTPOL_SZ];
    word16   certPoliciesNb;
    char     challengePw[CTC_NAME_SIZE];   /* CSR attribute when set */
    byte     issRaw[1024];              /* wc_SetIssuerBuffer's Name */
    int      issRawLen;
    byte     sbjRaw[1024];              /* wc_SetSubjectBuffer's Name */
    int      sbjRawLen;
    void*    heap;
} Cert;

struct RsaKey;
struct ecc_key;
struct WC_RNG;

WOLFSSL_API int wc_InitCert(Cert* cert);
WOLFSSL_API int wc_InitCert_ex(Cert* cert, void* heap, int devId);
/* The TBSCertificate of cert for the subject's public key (keyType
 * RSA_TYPE, ECC_TYPE or ED25519_TYPE, key the matching key object) into
 * derBuffer; returns its size (also in cert->bodySz) or a negative
 * error.  Sign it with wc_SignCert. */
WOLFSSL_API int wc_MakeCert_ex(Cert* cert, byte* derBuffer, word32 derSz,
                               int keyType, void* key, struct WC_RNG* rng);
WOLFSSL_API int wc_MakeCert(Cert* cert, byte* derBuffer, word32 derSz,
                            struct RsaKey* rsaKey, struct ecc_key* eccKey,
                            struct WC_RNG* rng);
/* A PKCS #10 CertificationRequestInfo (subject, key, the extensions as a
 * extensionRequest attribute, challengePassword when set). */
WOLFSSL_API int wc_MakeCertReq_ex(Cert* cert, byte* derBuffer, word32 derSz,
                                  int keyType, void* key);
WOLFSSL_API int wc_MakeCertReq(Cert* cert, byte* derBuffer, word32 derSz,
                               struct RsaKey* rsaKey,
                               struct ecc_key* eccKey);
/* Sign derBuffer[0..requestSz) (a TBSCertificate or request info) with
 * sigType and the issuer's private key, in place; returns the size of
 * the whole certificate or request. */
WOLFSSL_API int wc_SignCert_ex(int requestSz, int sigType, byte* derBuffer,
                               word32 derSz, int keyType, void* key,
                               struct WC_RNG* rng);
WOLFSSL_API int wc_SignCert(int requestSz, int sigType, byte* derBuffer,
                            word32 derSz, struct RsaKey* rsaKey,
                            struct ecc_key* eccKey, struct WC_RNG* rng);
/* wc_MakeCert and wc_SignCert with one RSA key. */
WOLFSSL_API int wc_MakeSelfCert(Cert* cert, byte* derBuffer, word32 derSz,
                                struct RsaKey* key, struct WC_RNG* rng);
/* The issuer (subject) name, and for SetIssuer the authority key id,
 * taken from a DER certificate. */
WOLFSSL_API int wc_SetIssuerBuffer(Cert* cert, const byte* der, int derSz);
WOLFSSL_API int wc_SetSubjectBuffer(Cert* cert, const byte* der, int derSz);
/* The subjectAltName of a DER certificate copied into cert->altNames. */
WOLFSSL_API int wc_SetAltNamesBuffer(Cert* cert, const byte* der, int derSz);
/* keyUsage / extKeyUsage from comma-separated names ("digitalSignature,
 * keyCertSign"; "serverAuth,clientAuth"): BAD_FUNC_ARG for unknown ones. */
WOLFSSL_API int wc_SetKeyUsage(Cert* cert, const char* value);
WOLFSSL_API int wc_SetExtKeyUsage(Cert* cert, const char* value);
/* skid: SHA-1 of the subject public key (RFC 5280 4.2.1.2 method 1). */
WOLFSSL_API int wc_SetSubjectKeyIdFromPublicKey_ex(Cert* cert, int keyType,
                                                   void* key);
/* akid: the issuer certificate's subjectKeyIdentifier. */
WOLFSSL_API int wc_SetAuthKeyIdFromCert(Cert* cert, const byte* der,
                                        int derSz);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_ASN_PUBLIC_H */
