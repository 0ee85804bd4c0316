/* cert_internal.h -- what the certificate files (cert_parse.c, cert_ext.c,
 * cert_sig.c) share and nothing else sees. */
#ifndef WOLF_CRYPT_CERT_INTERNAL_H
#define WOLF_CRYPT_CERT_INTERNAL_H

#include <wolfssl/wolfcrypt/asn.h>

/* An OBJECT IDENTIFIER's content is well formed: not empty, each arc in
 * minimal base-128 form ending in the last octet, no arc above 2^63. */
WOLFSSL_LOCAL int cert_oid_valid(const byte* oid, word32 oidSz);
/* The dotted text of a valid OID into out (NUL-terminated); BUFFER_E when
 * outSz is too small. */
WOLFSSL_LOCAL int cert_oid_dotted(const byte* oid, word32 oidSz, char* out,
                                  word32 outSz);
/* wolfSSL's OID sum: the sum of the content octets. */
WOLFSSL_LOCAL word32 cert_oid_sum(const byte* oid, word32 oidSz);
/* KEYID_SIZE octets naming data: its SHA-1 (SHA-256's first 20 octets
 * in builds without SHA-1): the name hashes and long key identifiers. */
WOLFSSL_LOCAL int cert_hash_id(const byte* data, word32 sz, byte* out);
/* The OID content equals the constant c (of size cSz). */
#define CERT_OID_IS(oid, oidSz, c) \
    (((oidSz) == sizeof(c)) && (XMEMCMP((oid), (c), sizeof(c)) == 0))

/* Walk a Name at input[*idx]: calls visit(ctx, first-in-RDN, type OID,
 * value tag, value, valueSz) for each attribute in order, checking the
 * framing (every RDN a non-empty SET of SEQUENCE { OID, value }, at most
 * CERT_MAX_DEPTH_NAME RDNs); *idx moves past it.  visit may be NULL; a
 * non-zero return from it stops the walk and is returned. */
typedef int (*cert_attr_fn)(void* ctx, int firstInRdn, const byte* oid,
                            word32 oidSz, byte tag, const byte* val,
                            word32 valSz);
WOLFSSL_LOCAL int cert_walk_name(const byte* input, word32* idx,
                                 word32 maxIdx, cert_attr_fn visit,
                                 void* ctx);
/* Read a Name (SEQUENCE OF RDN) at input[*idx] and check its framing:
 * every RDN a non-empty SET of SEQUENCE { OID, value }.  *idx moves past
 * it.  Used for the subject, the issuer and directoryName. */
WOLFSSL_LOCAL int cert_get_name(const byte* input, word32* idx,
                                word32 maxIdx);

/* keyOID, pkCurveOID and keyParams from a SubjectPublicKeyInfo's
 * algorithm: ASN_UNKNOWN_OID_E for a key algorithm we do not know;
 * another named curve keeps its OID's sum (verification refuses it). */
WOLFSSL_LOCAL int cert_key_fields(DecodedCert* cert, const asn_algo_id* alg);

/* The validity period of a parsed certificate against now (seconds since
 * 1970): 0, ASN_BEFORE_DATE_E or ASN_AFTER_DATE_E. */
WOLFSSL_LOCAL int cert_check_dates(const DecodedCert* cert, sword64 now);

/* Parse the Extensions SEQUENCE input[idx..end) into cert. */
WOLFSSL_LOCAL int cert_parse_extensions(DecodedCert* cert,
                                        const byte* input, word32 idx,
                                        word32 end);

/* The name lists: free each entry and its strings. */
WOLFSSL_LOCAL void cert_free_dns(DNS_entry* list, void* heap);
WOLFSSL_LOCAL void cert_free_base(Base_entry* list, void* heap);

/* One signature algorithm we know: its OID sum, the hash it signs with and
 * the kind of key that makes it. */
enum cert_key_kind {
    CERT_KEY_NONE = 0,
    CERT_KEY_RSA,        /* PKCS #1 v1.5 */
    CERT_KEY_RSA_PSS,
    CERT_KEY_ECDSA,
    CERT_KEY_SM2,
    CERT_KEY_ED25519,
    CERT_KEY_ED448
};
typedef struct cert_sig_alg {
    const byte* oid;
    word32      oidSz;
    word32      sum;        /* Ctc_SigType */
    int         hash;       /* enum wc_HashType; NONE for EdDSA */
    int         kind;       /* enum cert_key_kind */
    int         nullParams; /* parameters may be NULL (RSA v1.5) */
} cert_sig_alg;

/* The entry for signatureOID (a Ctc_SigType), or NULL. */
WOLFSSL_LOCAL const cert_sig_alg* cert_sig_alg_by_sum(word32 sum);

#endif /* WOLF_CRYPT_CERT_INTERNAL_H */
