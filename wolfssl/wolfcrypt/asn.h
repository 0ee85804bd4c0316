/* asn.h
 *
 * Internal DER (ITU-T X.690 distinguished encoding) and PEM primitives used
 * by the algorithm layer (rsa.c, dh.c, ecc.c, ...).  It sits in the support
 * layer: the key codecs built on it live next to the algorithm that owns
 * the key (rsa_asn.c, dh_asn.c, ecc_asn.c, curve25519_asn.c,
 * curve448_asn.c, ed25519_asn.c, ed448_asn.c).  Nothing here is part of the public
 * wolfCrypt API (see asn_public.h for that); all symbols are
 * WOLFSSL_LOCAL.
 *
 * Reading conventions (Get* functions):
 *   - input[0..maxIdx) is the buffer; *inOutIdx is the read position and
 *     is advanced past what was consumed only on success.
 *   - Strict DER: a length must use the shortest form (short form below
 *     128, no leading zero octets in the long form, no indefinite form);
 *     the content must fit inside maxIdx; INTEGERs must be minimal and,
 *     where read into an mp_int, non-negative.
 *   - Return 0 (or the length where documented) on success, a negative
 *     wolfCrypt error code otherwise: BAD_FUNC_ARG for NULL pointers,
 *     BUFFER_E / ASN_PARSE_E for truncated input, ASN_PARSE_E for a wrong
 *     tag or non-DER length, ASN_GETINT_E for a bad INTEGER, ASN_EXPECT_0_E
 *     for a non-zero BIT STRING unused-bits octet.
 *
 * Writing conventions (Set* functions):
 *   - Return the number of bytes written; with output == NULL they return
 *     the number of bytes they would write (size query) and write nothing.
 *   - Header writers write only tag + length; the caller writes content.
 */
#ifndef WOLF_CRYPT_ASN_H
#define WOLF_CRYPT_ASN_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/asn_cert.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Universal tags and tag bits (X.680 / X.690). */
enum ASN_Tags {
    ASN_BOOLEAN          = 0x01,
    ASN_INTEGER          = 0x02,
    ASN_BIT_STRING       = 0x03,
    ASN_OCTET_STRING     = 0x04,
    ASN_TAG_NULL         = 0x05,
    ASN_OBJECT_ID        = 0x06,
    ASN_UTF8STRING       = 0x0c,
    ASN_SEQUENCE         = 0x10,
    ASN_PRINTABLE_STRING = 0x13,
    ASN_IA5_STRING       = 0x16,
    ASN_UTC_TIME         = 0x17,
    ASN_GENERALIZED_TIME = 0x18,
    ASN_SET              = 0x11,
    ASN_CONSTRUCTED      = 0x20,
    ASN_CONTEXT_SPECIFIC = 0x80,
    ASN_LONG_LENGTH      = 0x80
};

/* Largest header this code writes or accepts: tag + 0x83 + 3 length
 * octets.  Lengths are limited to 2^24 - 1 (ASN_MAX_LENGTH). */
#define MAX_LENGTH_SZ    4
#define MAX_SEQ_SZ       5
#define MAX_SET_SZ       5
#define MAX_OCTET_STR_SZ 5
#define MAX_VERSION_SZ   5
#define MAX_ALGO_SZ      20
#define ASN_MAX_LENGTH   0xFFFFFFUL

/* Object identifier contents (the bytes after tag and length). */
#define ASN_OID_RSA_ENC_SZ 9   /* 1.2.840.113549.1.1.1 rsaEncryption */
#define ASN_OID_DH_SZ      9   /* 1.2.840.113549.1.3.1 dhKeyAgreement */
#define ASN_OID_EC_PUB_SZ  7   /* 1.2.840.10045.2.1 id-ecPublicKey */
#define ASN_OID_X25519_SZ  3   /* 1.3.101.110 id-X25519 (RFC 8410) */
#define ASN_OID_X448_SZ    3   /* 1.3.101.111 id-X448 (RFC 8410) */
#define ASN_OID_ED25519_SZ 3   /* 1.3.101.112 id-Ed25519 (RFC 8410) */
#define ASN_OID_ED448_SZ   3   /* 1.3.101.113 id-Ed448 (RFC 8410) */
WOLFSSL_LOCAL extern const byte asn_oid_rsa_enc[ASN_OID_RSA_ENC_SZ];
WOLFSSL_LOCAL extern const byte asn_oid_dh[ASN_OID_DH_SZ];
WOLFSSL_LOCAL extern const byte asn_oid_ec_pub[ASN_OID_EC_PUB_SZ];
WOLFSSL_LOCAL extern const byte asn_oid_x25519[ASN_OID_X25519_SZ];
WOLFSSL_LOCAL extern const byte asn_oid_x448[ASN_OID_X448_SZ];
WOLFSSL_LOCAL extern const byte asn_oid_ed25519[ASN_OID_ED25519_SZ];
WOLFSSL_LOCAL extern const byte asn_oid_ed448[ASN_OID_ED448_SZ];

/* ---------------------------------------------------------------------- */
/* Reading                                                                 */
/* ---------------------------------------------------------------------- */

/* Read a DER length at *inOutIdx into *len; checks that *len content bytes
 * follow within maxIdx.  Returns *len (>= 0) or a negative error. */
WOLFSSL_LOCAL int GetLength(const byte* input, word32* inOutIdx, int* len,
                            word32 maxIdx);
/* Read one (low-tag-number) identifier octet without checking it. */
WOLFSSL_LOCAL int GetASNTag(const byte* input, word32* inOutIdx, byte* tag,
                            word32 maxIdx);
/* Look at the identifier octet at idx without consuming it (0 / error). */
WOLFSSL_LOCAL int PeekASNTag(const byte* input, word32 idx, byte* tag,
                             word32 maxIdx);
/* Expect identifier `tag`, read its length; *inOutIdx ends at the content.
 * Returns the content length. */
WOLFSSL_LOCAL int GetASNHeader(const byte* input, byte tag, word32* inOutIdx,
                               int* len, word32 maxIdx);
/* GetASNHeader for SEQUENCE (0x30) and SET (0x31). */
WOLFSSL_LOCAL int GetSequence(const byte* input, word32* inOutIdx, int* len,
                              word32 maxIdx);
WOLFSSL_LOCAL int GetSet(const byte* input, word32* inOutIdx, int* len,
                         word32 maxIdx);
/* Explicit context tag [number] (constructed, 0xA0 | number). */
WOLFSSL_LOCAL int GetExplicitTag(const byte* input, byte number,
                                 word32* inOutIdx, int* len, word32 maxIdx);
/* Small non-negative INTEGER (0..2^31-1, minimal), e.g. a version. */
WOLFSSL_LOCAL int GetMyVersion(const byte* input, word32* inOutIdx,
                               int* version, word32 maxIdx);
WOLFSSL_LOCAL int GetShortInt(const byte* input, word32* inOutIdx,
                              int* number, word32 maxIdx);
/* INTEGER header + canonical non-negative check.  On return *inOutIdx is
 * at the magnitude (the 0x00 sign octet, when present, skipped) and *len
 * is the magnitude length (a zero value has one 0x00 octet, len 1). */
WOLFSSL_LOCAL int GetASNInt(const byte* input, word32* inOutIdx, int* len,
                            word32 maxIdx);
/* INTEGER into mpi (initialised by the caller).  Rejects negative and
 * non-minimal encodings (ASN_GETINT_E) and values too big for an mp_int
 * (MP_READ_E). */
WOLFSSL_LOCAL int GetInt(mp_int* mpi, const byte* input, word32* inOutIdx,
                         word32 maxIdx);
/* OCTET STRING: *inOutIdx ends at the content; returns its length. */
WOLFSSL_LOCAL int GetOctetString(const byte* input, word32* inOutIdx,
                                 int* len, word32 maxIdx);
/* BIT STRING: reads the unused-bits octet into *unusedBits (may be NULL,
 * then it must be 0); *inOutIdx ends after it and *len counts the
 * remaining content bytes.  An unused-bits count > 7, or > 0 with no
 * content, or unused bits that are not zero, is ASN_BITSTR_E. */
WOLFSSL_LOCAL int GetBitString(const byte* input, word32* inOutIdx,
                               int* len, word32 maxIdx, byte* unusedBits);
/* NULL (05 00). */
WOLFSSL_LOCAL int GetASNNull(const byte* input, word32* inOutIdx,
                             word32 maxIdx);
/* OBJECT IDENTIFIER: *inOutIdx ends at the content; returns its length. */
WOLFSSL_LOCAL int GetObjectId(const byte* input, word32* inOutIdx, int* len,
                              word32 maxIdx);
/* Read an OBJECT IDENTIFIER and require its content to equal oid[0..oidSz)
 * (ASN_OBJECT_ID_E otherwise). */
WOLFSSL_LOCAL int asn_get_expected_oid(const byte* input, word32* inOutIdx,
                                       const byte* oid, word32 oidSz,
                                       word32 maxIdx);

/* AlgorithmIdentifier ::= SEQUENCE { algorithm OID, parameters ANY OPT }.
 * oid points at the OID content; params at the whole parameters TLV
 * (NULL, paramsSz 0 when absent). Pointers are into the input buffer. */
typedef struct asn_algo_id {
    const byte* oid;
    word32      oidSz;
    const byte* params;
    word32      paramsSz;
} asn_algo_id;

WOLFSSL_LOCAL int asn_get_algo_id(const byte* input, word32* inOutIdx,
                                  asn_algo_id* alg, word32 maxIdx);
/* SubjectPublicKeyInfo ::= SEQUENCE { AlgorithmIdentifier, BIT STRING }.
 * *key / *keySz: the BIT STRING content (unused bits must be 0). */
WOLFSSL_LOCAL int asn_get_spki(const byte* input, word32* inOutIdx,
                               asn_algo_id* alg, const byte** key,
                               word32* keySz, word32 maxIdx);
/* PKCS#8 PrivateKeyInfo ::= SEQUENCE { version 0 (or 1 for RFC 5958),
 * AlgorithmIdentifier, privateKey OCTET STRING, [0] attributes OPT,
 * [1] publicKey OPT (version 1 only; IMPLICIT BIT STRING, tag 81, unused
 * bits 0) }.  *key / *keySz: the OCTET STRING content. */
WOLFSSL_LOCAL int asn_get_pkcs8(const byte* input, word32* inOutIdx,
                                asn_algo_id* alg, const byte** key,
                                word32* keySz, word32 maxIdx);

/* RFC 8410 keys (X25519, X448, Ed25519 and Ed448): raw keys in the
 * generic containers, the AlgorithmIdentifier being the OID alone
 * (parameters absent, section 3).
 *   private key (section 7): OneAsymmetricKey as asn_get_pkcs8 reads it,
 *     v1 or v2, whose privateKey holds CurvePrivateKey ::= OCTET STRING
 *     (the raw key) and nothing else; v2 may carry [1] publicKey;
 *   public key (section 4): SubjectPublicKeyInfo, the raw key in the
 *     BIT STRING.
 * The readers check the framing and the OID (another OID, or parameters
 * present, is ASN_PARSE_E), not the key sizes: the caller checks those
 * (and the key).  *priv, *pub point into input; *pub NULL, *pubSz 0 when
 * the private key has no publicKey.  *inOutIdx moves past the structure
 * only on success; bytes after it are not looked at. */
WOLFSSL_LOCAL int asn_get_rfc8410_priv(const byte* input, word32* inOutIdx,
                                       const byte* oid, word32 oidSz,
                                       const byte** priv, word32* privSz,
                                       const byte** pub, word32* pubSz,
                                       word32 maxIdx);
WOLFSSL_LOCAL int asn_get_rfc8410_pub(const byte* input, word32* inOutIdx,
                                      const byte* oid, word32 oidSz,
                                      const byte** pub, word32* pubSz,
                                      word32 maxIdx);

/* ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER }, strict DER, no
 * trailing bytes after the SEQUENCE.  r and s initialised by the caller. */
WOLFSSL_LOCAL int DecodeECC_DSA_Sig(const byte* sig, word32 sigLen,
                                    mp_int* r, mp_int* s);
/* Write SEQUENCE { r, s } into out (*outLen in: size, out: length). */
WOLFSSL_LOCAL int StoreECC_DSA_Sig(byte* out, word32* outLen, mp_int* r,
                                   mp_int* s);

/* ---------------------------------------------------------------------- */
/* Writing (output == NULL: size query)                                    */
/* ---------------------------------------------------------------------- */

/* Length octets for length (< 2^24). */
WOLFSSL_LOCAL word32 SetLength(word32 length, byte* output);
/* Tag octet + length octets. */
WOLFSSL_LOCAL word32 SetHeader(byte tag, word32 len, byte* output);
WOLFSSL_LOCAL word32 SetSequence(word32 len, byte* output);
WOLFSSL_LOCAL word32 SetSet(word32 len, byte* output);
WOLFSSL_LOCAL word32 SetOctetString(word32 len, byte* output);
WOLFSSL_LOCAL word32 SetObjectId(word32 len, byte* output);
/* [number] constructed context tag header. */
WOLFSSL_LOCAL word32 SetExplicit(byte number, word32 len, byte* output);
/* BIT STRING header for len content bytes, plus the unused-bits octet
 * (the header counts len + 1). */
WOLFSSL_LOCAL word32 SetBitString(word32 len, byte unusedBits,
                                  byte* output);
/* Complete NULL: 05 00. */
WOLFSSL_LOCAL word32 SetASNNull(byte* output);
/* Complete INTEGER holding the small value version (0..2^31-1). */
WOLFSSL_LOCAL word32 SetMyVersion(word32 version, byte* output);
/* Complete INTEGER for a non-negative mp_int (minimal, with a leading
 * 0x00 when the top bit is set).  maxSz: the most bytes the caller can
 * take (ignored when output is NULL).  Returns the size or a negative
 * error (MP_TO_E, BUFFER_E). */
WOLFSSL_LOCAL int SetASNIntMP(const mp_int* n, int maxSz, byte* output);
/* Complete INTEGER for the unsigned big-endian in[0..inSz) (leading zero
 * octets stripped; an empty or all-zero input encodes 0). */
WOLFSSL_LOCAL word32 SetASNIntUnsigned(const byte* in, word32 inSz,
                                       byte* output);
/* Complete AlgorithmIdentifier { oid, params } where params is a whole
 * TLV (NULL / 0 for absent; pass the two bytes 05 00 for NULL). */
WOLFSSL_LOCAL word32 asn_set_algo_id(const byte* oid, word32 oidSz,
                                     const byte* params, word32 paramsSz,
                                     byte* output);
/* Complete SubjectPublicKeyInfo / PKCS#8 v0 PrivateKeyInfo around key.
 * Return the length, or BUFFER_E when outSz is too small (output non-NULL),
 * or BAD_FUNC_ARG. */
WOLFSSL_LOCAL int asn_set_spki(const byte* oid, word32 oidSz,
                               const byte* params, word32 paramsSz,
                               const byte* key, word32 keySz, byte* output,
                               word32 outSz);
WOLFSSL_LOCAL int asn_set_pkcs8(const byte* oid, word32 oidSz,
                                const byte* params, word32 paramsSz,
                                const byte* key, word32 keySz, byte* output,
                                word32 outSz);
/* RFC 8410 private key (see asn_get_rfc8410_priv): version 0 without
 * pub, version 1 with [1] publicKey when pub is non-NULL.  Returns the
 * length (output NULL: the length only), BUFFER_E when outSz is too
 * small, BAD_FUNC_ARG for NULL oid or priv.  The public key is written
 * with asn_set_spki(oid, oidSz, NULL, 0, pub, pubSz, output, outSz). */
WOLFSSL_LOCAL int asn_set_rfc8410_priv(const byte* oid, word32 oidSz,
                                       const byte* priv, word32 privSz,
                                       const byte* pub, word32 pubSz,
                                       byte* output, word32 outSz);
/* RFC 8410 public key: withAlg non-zero, SubjectPublicKeyInfo (as
 * asn_set_spki without parameters); zero, the raw pubSz bytes alone (the
 * _PublicKeyToDer functions' withAlg).  Returns the length (output NULL:
 * the length only), BUFFER_E when outSz is too small, BAD_FUNC_ARG for
 * NULL pub. */
WOLFSSL_LOCAL int asn_set_rfc8410_pub(const byte* oid, word32 oidSz,
                                      const byte* pub, word32 pubSz,
                                      int withAlg, byte* output,
                                      word32 outSz);

/* ---------------------------------------------------------------------- */
/* Base64 and PEM armour (RFC 7468)                                        */
/* ---------------------------------------------------------------------- */

/* Decode base64 text; whitespace (space, tab, CR, LF) is skipped; '='
 * padding required to a multiple of 4 characters; anything else, or
 * non-zero bits in the padding, is ASN_INPUT_E.  *outLen: in size, out
 * bytes written (BUFFER_E when too small). */
WOLFSSL_LOCAL int asn_base64_decode(const byte* in, word32 inLen, byte* out,
                                    word32* outLen);
/* Encode as base64 with a '\n' after every 64 output characters and at
 * the end.  out == NULL: *outLen receives the size needed. */
WOLFSSL_LOCAL int asn_base64_encode(const byte* in, word32 inLen, byte* out,
                                    word32* outLen);
/* Find "-----BEGIN <label>-----" ... "-----END <label>-----" in pem and
 * decode the body into der.  label NULL accepts any label and copies it
 * (NUL-terminated, at most labelOutSz bytes) into labelOut when that is
 * non-NULL.  Encrypted PEM (Proc-Type header) is NOT_COMPILED_IN.
 * Returns the DER length; ASN_NO_PEM_HEADER when no armour is found,
 * BUFFER_E for an empty body (upstream's code). */
WOLFSSL_LOCAL int asn_pem_to_der(const byte* pem, word32 pemSz,
                                 const char* label, byte* der, word32 derSz,
                                 char* labelOut, word32 labelOutSz);
/* Wrap der in BEGIN/END lines for label.  out NULL: size query.  Returns
 * the text length (no NUL written), BUFFER_E, or ASN_INPUT_E for derSz 0
 * (upstream's code). */
WOLFSSL_LOCAL int asn_der_to_pem(const byte* der, word32 derSz,
                                 const char* label, byte* out, word32 outSz);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_ASN_H */
