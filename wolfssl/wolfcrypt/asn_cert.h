/* asn_cert.h -- X.509 certificates as wolfCrypt decodes them (DecodedCert).
 *
 * Included by asn.h, as upstream declares DecodedCert there.  The names of
 * the structure, its members, the enums and the functions are wolfSSL's
 * (an interface fact) so that programs that read a DecodedCert compile
 * unchanged; the members are the ones TLS and certificate programs use,
 * plus a few of ours marked "(ours)".  Pointers named *Src, publicKey,
 * signature, subjectCN, subjectRaw, issuerRaw, beforeDate, afterDate,
 * extensions, extAuthInfo, extCrlInfo and spki point into the source
 * buffer given to InitDecodedCert, which must outlive the DecodedCert;
 * the lists (altNames, permittedNames, excludedNames) are allocated and
 * freed by FreeDecodedCert.
 *
 * The parser (wolfcrypt/src/cert_parse.c, cert_ext.c) reads RFC 5280
 * certificates in DER, v1 and v3 (extensions only in v3), and checks the
 * framing strictly: exact lengths, no trailing data, one instance of each
 * extension, known extensions' contents consumed exactly, unknown critical
 * extensions refused (ASN_CRIT_EXT_E).  doc/X509.md lists what is checked.
 */
#ifndef WOLF_CRYPT_ASN_CERT_H
#define WOLF_CRYPT_ASN_CERT_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef ASN_NAME_MAX
    #define ASN_NAME_MAX          256  /* one-line names, with the NUL */
#endif
#define EXTERNAL_SERIAL_SIZE      32   /* serial INTEGER content, at most */
#define KEYID_SIZE                20   /* SHA-1: name hashes, key ids */
#ifndef MAX_CERTPOL_NB
    #define MAX_CERTPOL_NB        8    /* certificate policies kept */
#endif
#ifndef MAX_CERTPOL_SZ
    #define MAX_CERTPOL_SZ        64   /* a policy OID, dotted, with NUL */
#endif
#define CERT_MAX_DEPTH_NAME       64   /* RDNs in a Name, at most (ours) */
#ifndef CERT_MAX_CHAIN_DEPTH
    #define CERT_MAX_CHAIN_DEPTH  9    /* certificates below the anchor */
#endif
#ifndef CERT_MAX_CHAIN_INPUT
    #define CERT_MAX_CHAIN_INPUT  32   /* certificates a peer may send */
#endif

/* ParseCert's verify argument. */
enum VerifyType {
    NO_VERIFY        = 0,
    VERIFY           = 1,
    VERIFY_CRL       = 2,
    VERIFY_OCSP      = 3,
    VERIFY_NAME      = 4,
    VERIFY_SKIP_DATE = 5
};

/* GeneralName tags: DNS_entry.type and Base_entry.type. */
enum {
    ASN_OTHER_TYPE  = 0x00,
    ASN_RFC822_TYPE = 0x01,
    ASN_DNS_TYPE    = 0x02,
    ASN_DIR_TYPE    = 0x04,
    ASN_URI_TYPE    = 0x06,
    ASN_IP_TYPE     = 0x07,
    ASN_RID_TYPE    = 0x08
};

/* Key algorithms (keyOID), signature algorithms (signatureOID) and
 * curves (pkCurveOID) as wolfSSL's OID sums.  Key_Sum in asn_public.h
 * has RSAk, ECDSAk, DSAk, DHk. */
enum {
    ED25519k = 256,
    ED448k   = 257,
    RSAPSSk  = 654,
    SM2k     = 667
};
enum Ctc_SigType {
    CTC_SHAwRSA      = 649,
    CTC_SHA224wRSA   = 658,
    CTC_SHA256wRSA   = 655,
    CTC_SHA384wRSA   = 656,
    CTC_SHA512wRSA   = 657,
    CTC_RSASSAPSS    = 654,
    CTC_SHAwECDSA    = 520,
    CTC_SHA224wECDSA = 523,
    CTC_SHA256wECDSA = 524,
    CTC_SHA384wECDSA = 525,
    CTC_SHA512wECDSA = 526,
    CTC_ED25519      = 256,
    CTC_ED448        = 257,
    CTC_SM3wSM2      = 740
};
enum Ecc_Sum {
    ECC_SECP256R1_OID = 526,
    ECC_SECP384R1_OID = 210,
    ECC_SECP521R1_OID = 211,
    ECC_SM2P256V1_OID = 667
};

/* keyUsage bits as wolfSSL keeps them (the BIT STRING's first octet, and
 * decipherOnly from the second). */
#define KEYUSE_DIGITAL_SIG    0x0080
#define KEYUSE_CONTENT_COMMIT 0x0040
#define KEYUSE_KEY_ENCIPHER   0x0020
#define KEYUSE_DATA_ENCIPHER  0x0010
#define KEYUSE_KEY_AGREE      0x0008
#define KEYUSE_KEY_CERT_SIGN  0x0004
#define KEYUSE_CRL_SIGN       0x0002
#define KEYUSE_ENCIPHER_ONLY  0x0001
#define KEYUSE_DECIPHER_ONLY  0x8000

/* extKeyUsage bits; EXTKEYUSE_USER for any other purpose OID. */
#define EXTKEYUSE_USER        0x80
#define EXTKEYUSE_OCSP_SIGN   0x40
#define EXTKEYUSE_TIMESTAMP   0x20
#define EXTKEYUSE_EMAILPROT   0x10
#define EXTKEYUSE_CODESIGN    0x08
#define EXTKEYUSE_CLIENT_AUTH 0x04
#define EXTKEYUSE_SERVER_AUTH 0x02
#define EXTKEYUSE_ANY         0x01

/* A subjectAltName entry.  name is NUL-terminated (len bytes before the
 * NUL): the string for dNSName, rfc822Name and URI; the 4 or 16 address
 * bytes for iPAddress (ipString holds the text: dotted quad, or eight
 * groups of four hex digits); the Name's DER for directoryName; the whole
 * GeneralName TLV for the other forms (type ASN_OTHER_TYPE, or the tag). */
typedef struct DNS_entry {
    struct DNS_entry* next;
    int               type;
    int               len;
    char*             name;
    char*             ipString;
} DNS_entry;

/* A nameConstraints subtree base: name as in DNS_entry, iPAddress with
 * its mask (8 or 32 bytes). */
typedef struct Base_entry {
    struct Base_entry* next;
    char*              name;
    int                nameSz;
    byte               type;
} Base_entry;

typedef struct DecodedCert {
    const byte* publicKey;      /* subjectPublicKey BIT STRING content */
    word32      pubKeySize;
    int         pubKeyStored;
    word32      certBegin;      /* index of the TBSCertificate */
    word32      sigIndex;       /* end of the TBSCertificate */
    word32      sigLength;
    word32      signatureOID;   /* Ctc_SigType; the OID's sum if unknown */
    word32      keyOID;         /* RSAk, RSAPSSk, ECDSAk, ED25519k, ... */
    word32      pkCurveOID;     /* Ecc_Sum for EC keys, else 0 */
    int         version;        /* 1, 2 or 3 */
    DNS_entry*  altNames;
    Base_entry* permittedNames;
    Base_entry* excludedNames;
    byte        subjectHash[KEYID_SIZE]; /* SHA-1 of the subject Name DER */
    byte        issuerHash[KEYID_SIZE];
    const byte* signature;      /* signatureValue BIT STRING content */
    char*       subjectCN;      /* last commonName value, not terminated */
    int         subjectCNLen;
    char        subjectCNEnc;   /* its string tag */
    char        issuer[ASN_NAME_MAX];   /* "/C=../O=../CN=.." */
    char        subject[ASN_NAME_MAX];
    int         verify;
    const byte* source;
    word32      srcIdx;
    word32      maxIdx;
    void*       heap;
    byte        serial[EXTERNAL_SERIAL_SIZE]; /* without the sign octet */
    int         serialSz;
    const byte* extensions;     /* the Extensions SEQUENCE, v3 only */
    int         extensionsSz;
    word32      extensionsIdx;
    const byte* extAuthInfo;    /* AIA: the OCSP responder URI */
    int         extAuthInfoSz;
    const byte* extAuthInfoCaIssuer; /* AIA: the caIssuers URI */
    int         extAuthInfoCaIssuerSz;
    const byte* extCrlInfo;     /* cRLDistributionPoints: the first URI */
    int         extCrlInfoSz;
    const byte* extCrlInfoRaw;  /* the whole extension value */
    int         extCrlInfoRawSz;
    byte        extSubjKeyId[KEYID_SIZE]; /* the id, or SHA-1 of it when
                                             it is not KEYID_SIZE long */
    byte        extAuthKeyId[KEYID_SIZE];
    const byte* extSubjKeyIdSrc;
    word32      extSubjKeyIdSz;
    const byte* extAuthKeyIdSrc;
    word32      extAuthKeyIdSz;
    byte        pathLength;     /* basicConstraints pathLenConstraint */
    byte        maxPathLen;     /* what the chain allows below (verifier) */
    word16      extKeyUsage;    /* KEYUSE_* */
    byte        extExtKeyUsage; /* EXTKEYUSE_* */
    const byte* beforeDate;     /* notBefore Time TLV */
    int         beforeDateLen;
    const byte* afterDate;      /* notAfter Time TLV */
    int         afterDateLen;
    const byte* subjectRaw;     /* subject Name content (inside SEQUENCE) */
    int         subjectRawLen;
    const byte* issuerRaw;
    int         issuerRawLen;
    char        extCertPolicies[MAX_CERTPOL_NB][MAX_CERTPOL_SZ];
    int         extCertPoliciesNb;
    /* (ours) the whole Names and SubjectPublicKeyInfo, algorithms'
     * parameters, for verification and re-encoding */
    const byte* subjectDer;     /* subject Name TLV */
    word32      subjectDerSz;
    const byte* issuerDer;
    word32      issuerDerSz;
    const byte* spki;           /* SubjectPublicKeyInfo TLV */
    word32      spkiSz;
    const byte* keyParams;      /* SPKI algorithm parameters TLV or NULL */
    word32      keyParamsSz;
    const byte* sigParams;      /* signatureAlgorithm parameters or NULL */
    word32      sigParamsSz;

    word32      isCA:1;
    word32      namesLite:1;    /* (ours) set before ParseCert: no one-line
                                   names, no name hashes (path validation
                                   needs neither; they are most of the
                                   parsing time) */
    word32      pathLengthSet:1;
    word32      selfSigned:1;   /* subject and issuer Names identical */
    word32      extBasicConstSet:1;
    word32      extBasicConstCrit:1;
    word32      extKeyUsageSet:1;
    word32      extKeyUsageCrit:1;
    word32      extExtKeyUsageSet:1;
    word32      extExtKeyUsageCrit:1;
    word32      extSubjAltNameSet:1;
    word32      extAltNamesCrit:1;
    word32      extNameConstraintSet:1;
    word32      extNameConstraintCrit:1;
    word32      extSubjKeyIdSet:1;
    word32      extAuthKeyIdSet:1;
    word32      extCertPolicySet:1;
    word32      extCertPolicyCrit:1;
    word32      extCRLdistSet:1;
    word32      extAuthInfoSet:1;
} DecodedCert;

/* Upstream's internal names, which some programs call. */
WOLFSSL_LOCAL void InitDecodedCert(DecodedCert* cert, const byte* source,
                                   word32 inSz, void* heap);
WOLFSSL_LOCAL int  ParseCert(DecodedCert* cert, int type, int verify,
                             void* cm);
WOLFSSL_LOCAL void FreeDecodedCert(DecodedCert* cert);

/* (ours) Name DER (the TLV) as the one-line text "/C=../CN=..": at most
 * outSz - 1 bytes and a NUL.  Returns 0 or a negative ASN error. */
WOLFSSL_LOCAL int cert_name_oneline(const byte* name, word32 nameSz,
                                    char* out, word32 outSz);
/* (ours) An X.509 Time TLV as seconds since 1970-01-01 (UTC). */
WOLFSSL_LOCAL int cert_time_seconds(const byte* tlv, word32 tlvSz,
                                    sword64* secs);
/* (ours) Check the signature of cert (parsed) with the public key of
 * issuer (parsed): 0 when it verifies, ASN_SIG_CONFIRM_E when it does
 * not, ASN_SIG_KEY_E when the key cannot make that kind of signature,
 * ASN_SIG_OID_E / ASN_SIG_HASH_E for algorithms we do not have. */
WOLFSSL_LOCAL int cert_check_signature(const DecodedCert* cert,
                                       const DecodedCert* issuer);
/* (ours) The same with the issuer's SubjectPublicKeyInfo DER. */
WOLFSSL_LOCAL int cert_check_signature_spki(const DecodedCert* cert,
                                            const byte* spki,
                                            word32 spkiSz, void* heap);
/* (ours) Check sig over msg[0..msgSz) (the whole message: it is hashed
 * here) with the public key of keyCert (parsed; only its key fields are
 * read), as a signature of algorithm sigOID (Ctc_SigType) is checked in a
 * certificate: CTC_SHA*wRSA PKCS #1 v1.5, CTC_SHA*wECDSA, CTC_SM3wSM2,
 * CTC_ED25519, CTC_ED448; CTC_RSASSAPSS with hash pssHash (enum
 * wc_HashType, not SHA-1), MGF1 with the same hash and a salt as long as
 * the hash (RFC 8446 4.2.3), which an RSASSA-PSS key's parameters must
 * allow (RFC 4055 3.3).  SM2 uses the distinguishing identifier
 * sm2Id[0..sm2IdSz), or with sm2Id NULL "1234567812345678" (a
 * certificate's).  sig NULL, for CTC_RSASSAPSS only: whether the key
 * (keyOID, parameters) allows that PSS signature at all, no signature
 * checked.  Returns as cert_check_signature: 0, ASN_SIG_CONFIRM_E,
 * ASN_SIG_KEY_E, ASN_SIG_OID_E / ASN_SIG_HASH_E; BAD_FUNC_ARG for NULL
 * arguments. */
WOLFSSL_LOCAL int cert_verify_msg(const DecodedCert* keyCert, word32 sigOID,
                                  int pssHash, const byte* sm2Id,
                                  word32 sm2IdSz, const byte* msg,
                                  word32 msgSz, const byte* sig,
                                  word32 sigSz);

/* (ours) Trust stores and path validation (wolfcrypt/src/cert_chain.c,
 * doc/X509.md).  A WOLFSSL_CERT_MANAGER starts with its cert_store, so
 * ParseCert's cm argument is read as one. */
typedef struct cert_anchor cert_anchor;
typedef struct cert_store {
    cert_anchor* head;
    int          count;
    void*        heap;
} cert_store;

typedef struct cert_verify_opts {
    sword64 time;       /* verification time (seconds since 1970) ... */
    int     haveTime;   /* ... when set; else wc_Time() */
    int     skipDates;  /* no validity checks */
    int     maxDepth;   /* certificates below the anchor, at most */
} cert_verify_opts;

WOLFSSL_LOCAL void cert_store_init(cert_store* s, void* heap);
WOLFSSL_LOCAL void cert_store_free(cert_store* s);
/* Copy and parse der into the store (a copy already there is kept once).
 * Returns 0 or the parser's error. */
WOLFSSL_LOCAL int  cert_store_add(cert_store* s, const byte* der,
                                  word32 sz);
/* 0 when an anchor's key verifies cert's signature; ASN_NO_SIGNER_E when
 * no anchor has its issuer's name, else the signature's error. */
WOLFSSL_LOCAL int  cert_store_check_signer(const cert_store* store,
                                           const DecodedCert* cert);
WOLFSSL_LOCAL void cert_verify_opts_init(cert_verify_opts* o);
/* Validate der[0] (the leaf) with der[1..n) as intermediates in any
 * order.  0 or the error of the first path built (doc/X509.md). */
WOLFSSL_LOCAL int  cert_verify_chain(const cert_store* store,
                                     const byte* const* der,
                                     const word32* derSz, int n,
                                     const cert_verify_opts* opts);
/* (ours) Is cert for host (cert_host.c, RFC 6125)?  0, or
 * DOMAIN_NAME_MISMATCH / IPADDR_MISMATCH (error-ssl.h).  allowCN: the
 * commonName counts when the certificate has no subjectAltName. */
WOLFSSL_LOCAL int  cert_check_host(const DecodedCert* cert,
                                   const char* host, word32 hostSz,
                                   int allowCN);
/* (ours) Names equal as RFC 5280 7.1 compares them (cert_names.c). */
WOLFSSL_LOCAL int  cert_name_equal(const byte* a, word32 aSz,
                                   const byte* b, word32 bSz);
/* (ours) A 32-byte lookup key of a Name TLV: equal names (as
 * cert_name_equal compares them) have equal keys. */
WOLFSSL_LOCAL int  cert_name_key(const byte* name, word32 sz, byte* key);
/* (ours) cert's names within ca's nameConstraints: 0 or
 * ASN_NAME_INVALID_E. */
WOLFSSL_LOCAL int  cert_check_name_constraints(const DecodedCert* ca,
                                               const DecodedCert* cert);

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_ASN_CERT_H */
