/* tls_crypto.h -- the cryptography the TLS layer asks for, by TLS code
 * point: key exchange groups (key_share / ECDHE), signature schemes
 * (CertificateVerify, ServerKeyExchange) and the record AEADs.  The
 * handshake code never names a wolfCrypt key type; it holds these
 * objects and passes IANA numbers.  Implemented in tls_crypto.c. */
#ifndef WOLFSSL_TLS_CRYPTO_H
#define WOLFSSL_TLS_CRYPTO_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/asn.h>
#include <wolfssl/wolfcrypt/aes.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/curve25519.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include <wolfssl/wolfcrypt/curve448.h>
#include <wolfssl/wolfcrypt/ed448.h>
#include <wolfssl/wolfcrypt/dh.h>

/* Named groups (RFC 8446 4.2.7, RFC 8998). */
#define TLS_GROUP_SECP256R1 0x0017
#define TLS_GROUP_SECP384R1 0x0018
#define TLS_GROUP_SECP521R1 0x0019
#define TLS_GROUP_X25519    0x001D
#define TLS_GROUP_X448      0x001E
#define TLS_GROUP_SM2       0x0029      /* curveSM2 */
#define TLS_GROUP_FFDHE2048 0x0100
#define TLS_GROUP_FFDHE3072 0x0101
#define TLS_GROUP_FFDHE4096 0x0102

/* Signature schemes (RFC 8446 4.2.3, RFC 8998). */
#define TLS_SIG_RSA_PKCS1_SHA256     0x0401
#define TLS_SIG_RSA_PKCS1_SHA384     0x0501
#define TLS_SIG_RSA_PKCS1_SHA512     0x0601
#define TLS_SIG_ECDSA_SECP256R1_SHA256 0x0403
#define TLS_SIG_ECDSA_SECP384R1_SHA384 0x0503
#define TLS_SIG_ECDSA_SECP521R1_SHA512 0x0603
#define TLS_SIG_RSA_PSS_RSAE_SHA256  0x0804
#define TLS_SIG_RSA_PSS_RSAE_SHA384  0x0805
#define TLS_SIG_RSA_PSS_RSAE_SHA512  0x0806
#define TLS_SIG_ED25519              0x0807
#define TLS_SIG_ED448                0x0808
#define TLS_SIG_RSA_PSS_PSS_SHA256   0x0809
#define TLS_SIG_RSA_PSS_PSS_SHA384   0x080A
#define TLS_SIG_RSA_PSS_PSS_SHA512   0x080B
#define TLS_SIG_SM2SIG_SM3           0x0708
#define TLS_SIG_RSA_PKCS1_SHA1       0x0201
#define TLS_SIG_ECDSA_SHA1           0x0203

/* Record AEADs. */
enum tls_aead_alg {
    TLS_AEAD_NONE = 0,
    TLS_AEAD_AES_128_GCM,
    TLS_AEAD_AES_256_GCM,
    TLS_AEAD_CHACHA20_POLY1305,
    TLS_AEAD_AES_128_CCM,
    TLS_AEAD_AES_128_CCM_8,
    TLS_AEAD_SM4_GCM,
    TLS_AEAD_SM4_CCM
};

#define TLS_AEAD_NONCE_SZ 12
#define TLS_AEAD_MAX_KEY  32
#define TLS_AEAD_MAX_TAG  16
#define TLS_MAX_PUB_SZ    (512 + 1)    /* ffdhe4096 public value */
#define TLS_MAX_SECRET_SZ 512
#define TLS_MAX_SIG_SZ    (512 + 16)   /* RSA-4096 */

/* ---- key exchange ------------------------------------------------------ */

typedef struct tls_kex {
    word16 group;          /* 0 when empty */
    void*  heap;
    union {
#ifdef HAVE_CURVE25519
        curve25519_key x25519;
#endif
#ifdef HAVE_CURVE448
        curve448_key   x448;
#endif
        ecc_key        ec;
        DhKey          dh;
    } k;
    byte   dhPriv[512];    /* FFDHE private exponent */
    word32 dhPrivSz;
} tls_kex;

/* 1 when the group is built in, else 0. */
WOLFSSL_LOCAL int  tls_kex_supported(word16 group);
/* A fresh key pair for group in kx (empty: new or freed); its public
 * value as the key_share carries it (X25519: 32 bytes little endian;
 * ECDHE: uncompressed point 0x04 || X || Y; FFDHE: left-padded to the
 * prime's size) into pub (*pubSz: room in, length out).  0 or a negative
 * error (BAD_FUNC_ARG for an unknown group, BUFFER_E); kx is left empty
 * on failure. */
WOLFSSL_LOCAL int  tls_kex_keygen(tls_kex* kx, word16 group, WC_RNG* rng,
                                  void* heap, byte* pub, word32* pubSz);
/* The shared secret with the peer's public value (*secretSz: room in,
 * length out): X25519 32 bytes (an all-zero result is refused),
 * ECDHE the x coordinate (field size), FFDHE left-padded to the prime's
 * size (RFC 8446 7.4.1).  A malformed, off-curve or out-of-range peer
 * value gives BAD_KEY_SHARE_DATA (error-ssl.h): X25519 not 32 bytes or
 * with the top bit set; ECDHE not exactly 1 + 2 * field size bytes, not
 * 0x04 first, or not a point of the curve; FFDHE not exactly the prime's
 * size (RFC 8446 4.2.8.1 pads it; a TLS 1.2 caller pads an unpadded
 * value first) or not in 2..p-2 and the prime-order subgroup.  0 on
 * success, BUFFER_E when secret is too small. */
WOLFSSL_LOCAL int  tls_kex_agree(tls_kex* kx, const byte* peer,
                                 word32 peerSz, byte* secret,
                                 word32* secretSz);
/* Wipe and release (safe on an empty or freed object). */
WOLFSSL_LOCAL void tls_kex_free(tls_kex* kx);

/* ---- signatures -------------------------------------------------------- */

enum tls_key_type {
    TLS_KEY_NONE = 0, TLS_KEY_RSA, TLS_KEY_ECC, TLS_KEY_ED25519, TLS_KEY_SM2,
    TLS_KEY_ED448
};

typedef struct tls_privkey {
    int    type;           /* enum tls_key_type */
    int    curve;          /* ECC_SECP256R1 ... (TLS_KEY_ECC, _SM2) */
    byte   pss;            /* TLS_KEY_RSA: an RSASSA-PSS key (PKCS #8
                            * id-RSASSA-PSS): rsa_pss_pss_* only */
    byte   pssHashes;      /* ... with the hashes its parameters allow:
                            * 1 SHA-256, 2 SHA-384, 4 SHA-512 */
    void*  heap;
    union {
        RsaKey      rsa;
        ecc_key     ec;
#ifdef HAVE_ED25519
        ed25519_key ed;
#endif
#ifdef HAVE_ED448
        ed448_key   ed448;
#endif
    } k;
} tls_privkey;

/* Decode a private key DER (PKCS #8, or the traditional RSAPrivateKey /
 * SEC1 ECPrivateKey forms) of any built-in type: RSA (rsaEncryption, or
 * id-RSASSA-PSS in PKCS #8), EC on P-256/384/521 (TLS_KEY_ECC) or
 * sm2p256v1 (TLS_KEY_SM2), Ed25519, Ed448.  The DER holds the key alone; an EC
 * pair is checked and a missing public key (EC, Ed25519) is computed.
 * 0, or WOLFSSL_BAD_FILE (ssl.h) when it is not a key we can use
 * (MEMORY_E when memory ran out). */
WOLFSSL_LOCAL int  tls_privkey_load(tls_privkey* key, const byte* der,
                                    word32 derSz, void* heap);
WOLFSSL_LOCAL void tls_privkey_free(tls_privkey* key);
/* 1 when key (its type and curve) can sign with scheme, else 0.  RSA:
 * rsa_pss_rsae_* and rsa_pkcs1_* (an RSASSA-PSS key: the rsa_pss_pss_*
 * its parameters allow), PSS only where the modulus holds the hash and
 * a salt as long (not SHA-512 with 1024 bits); ECC: the ECDSA scheme of
 * its curve and ecdsa_sha1; Ed25519: ed25519; SM2: sm2sig_sm3. */
WOLFSSL_LOCAL int  tls_privkey_can_sign(const tls_privkey* key,
                                        word16 scheme);
/* 1 when the public key of cert (a parsed certificate) matches key: RSA
 * n and e (an RSASSA-PSS key with an RSASSA-PSS certificate key, an
 * rsaEncryption one with rsaEncryption), the EC point on the same curve,
 * the Ed25519 key. */
WOLFSSL_LOCAL int  tls_privkey_matches_cert(const tls_privkey* key,
                                            const DecodedCert* cert);
/* Sign msg (the whole content: hashing is done here as the scheme says;
 * RSA-PSS with salt = hash length, MGF1 with the same hash; ECDSA DER;
 * sm2sig_sm3 with the distinguishing identifier "TLSv1.3+GM+Cipher+Suite"
 * of RFC 8998 3.2.1).  sig: *sigSz room in, length out.  0, SIG_TYPE_E
 * when the scheme is unknown or does not suit the key (see
 * tls_privkey_can_sign), BUFFER_E, or the signer's error. */
WOLFSSL_LOCAL int  tls_sig_sign(tls_privkey* key, word16 scheme,
                                const byte* msg, word32 msgSz, WC_RNG* rng,
                                byte* sig, word32* sigSz);
/* Verify sig over msg with the public key of cert under scheme (the
 * scheme must suit the key: rsa_pss_rsae_* with an rsaEncryption key,
 * rsa_pss_pss_* with an RSASSA-PSS key whose parameters, if any, allow
 * it, rsa_pkcs1_* with rsaEncryption, the ECDSA scheme of the key's curve
 * (TLS 1.3's rule; ecdsa_sha1 any NIST curve), sm2sig_sm3 with an SM2
 * key and RFC 8998's identifier).  0 when it verifies,
 * VERIFY_SIGN_ERROR (error-ssl.h) when it does not, is malformed, or does
 * not suit the key; BAD_FUNC_ARG for NULL arguments. */
WOLFSSL_LOCAL int  tls_sig_verify(const DecodedCert* cert, word16 scheme,
                                  const byte* msg, word32 msgSz,
                                  const byte* sig, word32 sigSz);

/* ---- record protection ------------------------------------------------- */

typedef struct tls_aead {
    int    alg;                    /* enum tls_aead_alg */
    word32 keySz;
    word32 tagSz;
    byte   key[TLS_AEAD_MAX_KEY];  /* ChaCha20 / SM4 keep the key */
    Aes    aes;
} tls_aead;

/* The key and tag sizes of alg (0 when not built in).  The nonce is
 * always TLS_AEAD_NONCE_SZ bytes (the caller's per-record nonce, RFC 8446
 * 5.3); CCM_8 has an 8-byte tag, the others 16. */
WOLFSSL_LOCAL word32 tls_aead_key_size(int alg);
WOLFSSL_LOCAL word32 tls_aead_tag_size(int alg);
/* Key a (any previous content is overwritten, not freed): 0, or
 * BAD_FUNC_ARG for an alg not built in or a key of another size.  AES
 * keeps its key schedule, ChaCha20 and SM4 the key (SM4's schedule is
 * made per record). */
WOLFSSL_LOCAL int  tls_aead_init(tls_aead* a, int alg, const byte* key,
                                 word32 keySz);
/* out = ciphertext || tag (inSz + tagSz bytes); out may equal in
 * (otherwise the two do not overlap). */
WOLFSSL_LOCAL int  tls_aead_seal(tls_aead* a, const byte* nonce,
                                 const byte* aad, word32 aadSz,
                                 const byte* in, word32 inSz, byte* out);
/* in = ciphertext || tag (inSz includes the tag); out gets inSz - tagSz
 * bytes; out may equal in (otherwise the two do not overlap).  0, or
 * VERIFY_MAC_ERROR when the tag does not verify or inSz is shorter than
 * a tag (out is wiped then: nothing of it is to be used). */
WOLFSSL_LOCAL int  tls_aead_open(tls_aead* a, const byte* nonce,
                                 const byte* aad, word32 aadSz,
                                 const byte* in, word32 inSz, byte* out);
/* Wipe and release (safe on an empty or freed object). */
WOLFSSL_LOCAL void tls_aead_free(tls_aead* a);

#endif /* WOLFSSL_TLS_CRYPTO_H */
