/* ct_trace_driver.c
 *
 * Guest program of the constant-time trace test (tests/ct/ct_trace_test.py).
 * Measurement tooling, above the public API: it sets up keys and inputs,
 * then runs exactly one private operation between WC_MARKER_START() and
 * WC_MARKER_STOP() (scripts/qemu/wc_marker.h), so that qemu-riscv64 with
 * the ct_trace plugin fingerprints that operation's control flow and
 * memory addresses.  The test runs it for two different secrets and
 * requires equal fingerprints.  Only wolfCrypt API calls are measured
 * (wc_RsaPrivateDecrypt, wc_RsaSSL_Sign, wc_RsaFunction,
 * wc_RsaPrivateDecrypt_ex, wc_DhGenerateKeyPair,
 * wc_DhAgree, wc_ecc_make_key_ex, wc_ecc_sign_hash_ex (random and RFC 6979
 * nonces),
 * wc_ecc_shared_secret, their wc_ecc_sm2_* counterparts and
 * wc_ecc_sm2_encrypt / _decrypt, wc_MakeSakkeKey, wc_MakeSakkeRsk,
 * wc_GenerateSakkeRskTable, wc_MakeSakkeEncapsulatedSSV,
 * wc_DeriveSakkeSSV, wc_curve25519_make_key and
 * wc_curve25519_shared_secret_ex, wc_curve448_make_key and
 * wc_curve448_shared_secret_ex, wc_ed25519_make_key and
 * wc_ed25519_sign_msg, wc_ed448_make_key and wc_ed448_sign_msg, the AES
 * key schedule, ECB, CBC, CTR, GCM, CCM and XTS with the GCM/CCM tag
 * checks (wc_AesSetKey, ...), the SM4 key
 * schedule, CBC, CTR, XTS, and the GCM/CCM tag checks (wc_Sm4SetKey,
 * wc_Sm4CbcEncrypt/Decrypt, wc_Sm4CtrEncrypt, wc_Sm4XtsEncrypt/Decrypt,
 * wc_Sm4GcmDecrypt, wc_Sm4CcmDecrypt), wc_ChaCha20Poly1305_Encrypt /
 * _Decrypt (a good and a forged tag), HMAC-SHA3-256 and SHA3-256 /
 * SHAKE256, and mp_* for the controls), so whichever math tier the
 * library was built with is what gets tested.  Public inputs that a
 * variable-time check may read (a peer key, SM2's C1) are made with a
 * fixed RNG, so that they are equal in every run.
 *
 * Usage: ct_trace_driver OP SEED SECRET
 *   OP      operation, see ops[] below (`ct_trace_driver list` lists them)
 *   SEED    64 hex digits: the DRBG entropy (wc_SetSeed_Cb), so random
 *           draws (blinding values, nonces, generated keys) are repeatable
 *           and differ between seeds
 *   SECRET  hex digits of the op's secret material, of a fixed length per
 *           op ("00" when the op takes none)
 * Two runs are comparable when OP is the same and SEED and SECRET have the
 * same lengths (the guest stack layout depends on the argument sizes), and
 * the environment is the same (best: empty).  Everything allocated before
 * the measured region has the same size in every run, so heap addresses
 * inside it repeat.
 *
 * Output (stdout): "LOAD main=<hex>", the run-time address of main() (the
 * test symbolizes a diverging pc with it), "PUBLIC <text>" with the sizes
 * of the op's public outputs (runs are only comparable when these agree),
 * optionally "RESULT <hex>" for outputs the test checks itself, then "OK"
 * when the operation succeeded and its result verified.  Exit status 0 on
 * success.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#ifndef NO_RSA
    #include <wolfssl/wolfcrypt/rsa.h>
#endif
#ifndef NO_DH
    #include <wolfssl/wolfcrypt/dh.h>
#endif
#ifdef HAVE_ECC
    #include <wolfssl/wolfcrypt/ecc.h>
#endif
#ifdef WOLFSSL_SM2
    #include <wolfssl/wolfcrypt/sm2.h>
#endif
#ifdef WOLFSSL_SM4
    #include <wolfssl/wolfcrypt/sm4.h>
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    #include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#endif
#ifdef WOLFSSL_SHA3
    #include <wolfssl/wolfcrypt/hmac.h>
#endif
#ifdef WOLFCRYPT_HAVE_SAKKE
    #include <wolfssl/wolfcrypt/sakke.h>
#endif
#ifdef HAVE_CURVE25519
    #include <wolfssl/wolfcrypt/curve25519.h>
#endif
#ifdef HAVE_CURVE448
    #include <wolfssl/wolfcrypt/curve448.h>
#endif
#ifdef HAVE_ED25519
    #include <wolfssl/wolfcrypt/ed25519.h>
#endif
#ifdef HAVE_ED448
    #include <wolfssl/wolfcrypt/ed448.h>
#endif
#ifndef NO_AES
    #include <wolfssl/wolfcrypt/aes.h>
#endif
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#include "scripts/qemu/wc_marker.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sizes of the secret material (bytes) per op family. */
#define RSA_DER_PAD   1600   /* PKCS#1 RSAPrivateKey DER, zero-padded */
#define RSA_MSG_SZ    32     /* secret plaintext / message to sign */
#define RSA_BYTES     256    /* RSA-2048 */
#define ECC_MAX_SZ    66     /* bytes of a P-521 scalar or coordinate */
#define DH_PRIV_SZ    32     /* ffdhe2048 private value (N = 256) */
#define DH_P_SZ       256
#define CTL_SZ        256    /* control ops: 2048-bit secret */
#define SM2_MSG_SZ    32     /* SM2 encryption: secret plaintext */
#define AES_CT_SZ     97     /* AES: key[32] | data[64] | tag flip */

/* ---------------------------------------------------------------------- */
/* Deterministic entropy                                                   */
/* ---------------------------------------------------------------------- */

static byte seed_key[32];
static word32 seed_ctr;

/* Entropy stream SHA-256(seed_key || counter), so that the DRBG's health
 * tests never see repeated blocks. */
static int ct_seed_cb(OS_Seed* os, byte* out, word32 sz)
{
    byte blk[WC_SHA256_DIGEST_SIZE];
    byte in[sizeof(seed_key) + 4];
    word32 n;

    (void)os;
    while (sz > 0) {
        memcpy(in, seed_key, sizeof(seed_key));
        in[32] = (byte)(seed_ctr >> 24);
        in[33] = (byte)(seed_ctr >> 16);
        in[34] = (byte)(seed_ctr >> 8);
        in[35] = (byte)seed_ctr;
        seed_ctr++;
        if (wc_Sha256Hash(in, (word32)sizeof(in), blk) != 0)
            return -1;
        n = (sz < sizeof(blk)) ? sz : (word32)sizeof(blk);
        memcpy(out, blk, n);
        out += n;
        sz -= n;
    }
    return 0;
}

/* Instantiate rng from a 32-byte seed. */
static int ct_rng_init(WC_RNG* rng, const byte* seed)
{
    memcpy(seed_key, seed, sizeof(seed_key));
    seed_ctr = 0;
    return wc_InitRng(rng);
}

/* ---------------------------------------------------------------------- */
/* Arguments                                                               */
/* ---------------------------------------------------------------------- */

static int hex_val(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Decode exactly `len` bytes of hex; -1 when the length or a digit is
 * wrong. */
static int hex_decode(const char* hex, byte* out, size_t len)
{
    size_t i;

    if (strlen(hex) != 2 * len)
        return -1;
    for (i = 0; i < len; i++) {
        int hi = hex_val(hex[2 * i]), lo = hex_val(hex[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        out[i] = (byte)((hi << 4) | lo);
    }
    return 0;
}

static WC_MAYBE_UNUSED void print_hex(const char* tag, const byte* b,
                                      word32 n)
{
    word32 i;

    printf("%s ", tag);
    for (i = 0; i < n; i++)
        printf("%02x", b[i]);
    printf("\n");
}

/* ---------------------------------------------------------------------- */
/* Shared state (static: the same addresses in every run)                  */
/* ---------------------------------------------------------------------- */

static WC_RNG  rng;
static WC_RNG  rng_fixed;
static byte    secret[RSA_DER_PAD + RSA_BYTES];
static byte    buf1[1024];
static byte    buf2[1024] WC_MAYBE_UNUSED;

/* Seed of the fixed RNG used for peers and public inputs: the same in
 * every run whatever SEED is. */
static const byte fixed_seed[32] = {
    0x63, 0x74, 0x5f, 0x74, 0x72, 0x61, 0x63, 0x65, 0x20, 0x66, 0x69, 0x78,
    0x65, 0x64, 0x20, 0x70, 0x65, 0x65, 0x72, 0x20, 0x73, 0x65, 0x65, 0x64,
    0x20, 0x30, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36
};

#ifndef NO_RSA
/* ---------------------------------------------------------------------- */
/* RSA-2048: private decrypt and sign (secret: key DER + message)          */
/* ---------------------------------------------------------------------- */

static RsaKey rsa_key;

/* Length of the DER SEQUENCE at the start of the zero-padded secret (the
 * decoder is given exactly the key, not its padding); 0 when malformed. */
static word32 der_seq_len(const byte* der)
{
    word32 len = 0, i, n;

    if (der[0] != 0x30)
        return 0;
    if (der[1] < 0x80)
        return 2 + (word32)der[1];
    n = der[1] & 0x7f;
    if (n == 0 || n > 2)
        return 0;
    for (i = 0; i < n; i++)
        len = (len << 8) | der[2 + i];
    len += 2 + n;
    return (len <= RSA_DER_PAD) ? len : 0;
}

static int rsa_setup(void)
{
    word32 idx = 0;
    int ret = wc_InitRsaKey(&rsa_key, NULL);

    if (ret == 0)
        ret = wc_RsaPrivateKeyDecode(secret, &idx, &rsa_key,
                                     der_seq_len(secret));
    if (ret == 0)
        ret = wc_RsaSetRNG(&rsa_key, &rng);
    if (ret == 0 && wc_RsaEncryptSize(&rsa_key) != RSA_BYTES)
        ret = -1;
    return ret;
}

static int op_rsa_decrypt(void)
{
    const byte* msg = secret + RSA_DER_PAD;
    int ret = rsa_setup(), len = 0;

    if (ret == 0)
        len = wc_RsaPublicEncrypt(msg, RSA_MSG_SZ, buf1, RSA_BYTES,
                                  &rsa_key, &rng);
    if (ret != 0 || len != RSA_BYTES)
        return -1;
    WC_MARKER_START();
    len = wc_RsaPrivateDecrypt(buf1, RSA_BYTES, buf2, sizeof(buf2),
                               &rsa_key);
    WC_MARKER_STOP();
    printf("PUBLIC len=%d\n", len);
    if (len != RSA_MSG_SZ || memcmp(buf2, msg, RSA_MSG_SZ) != 0)
        return -1;
    return wc_FreeRsaKey(&rsa_key);
}

static int op_rsa_sign(void)
{
    const byte* msg = secret + RSA_DER_PAD;
    int ret = rsa_setup(), len;

    if (ret != 0)
        return -1;
    WC_MARKER_START();
    len = wc_RsaSSL_Sign(msg, RSA_MSG_SZ, buf1, RSA_BYTES, &rsa_key, &rng);
    WC_MARKER_STOP();
    printf("PUBLIC len=%d\n", len);
    if (len != RSA_BYTES)
        return -1;
    len = wc_RsaSSL_Verify(buf1, RSA_BYTES, buf2, sizeof(buf2), &rsa_key);
    if (len != RSA_MSG_SZ || memcmp(buf2, msg, RSA_MSG_SZ) != 0)
        return -1;
    return wc_FreeRsaKey(&rsa_key);
}

/* Raw RSA (secret: key DER + the plaintext m, RSA_BYTES bytes, m < n):
 * c = m^e is made outside the measured region, then the private
 * operation gives m back, through wc_RsaFunction (RSA_PRIVATE_DECRYPT) or
 * through wc_RsaPrivateDecrypt_ex without padding. */
static int op_rsa_raw_common(int nopad)
{
    const byte* m = secret + RSA_DER_PAD;
    word32 cLen = RSA_BYTES, mLen = RSA_BYTES;
    int ret = rsa_setup(), len = 0;

    if (ret == 0)
        ret = wc_RsaFunction(m, RSA_BYTES, buf1, &cLen, RSA_PUBLIC_ENCRYPT,
                             &rsa_key, &rng_fixed);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    if (nopad)
        len = wc_RsaPrivateDecrypt_ex(buf1, RSA_BYTES, buf2, sizeof(buf2),
                                      &rsa_key, WC_RSA_NO_PAD,
                                      WC_HASH_TYPE_NONE, WC_MGF1NONE, NULL,
                                      0);
    else
        ret = wc_RsaFunction(buf1, RSA_BYTES, buf2, &mLen,
                             RSA_PRIVATE_DECRYPT, &rsa_key, &rng);
    WC_MARKER_STOP();
    if (nopad) {
        ret = (len < 0) ? len : 0;
        mLen = (len < 0) ? 0 : (word32)len;
    }
    printf("PUBLIC len=%u ret=%d\n", (unsigned)mLen, ret);
    if (ret != 0 || mLen != RSA_BYTES || memcmp(buf2, m, RSA_BYTES) != 0)
        return -1;
    return wc_FreeRsaKey(&rsa_key);
}

static int op_rsa_raw(void)
{
    return op_rsa_raw_common(0);
}

static int op_rsa_nopad(void)
{
    return op_rsa_raw_common(1);
}

#endif /* !NO_RSA */

#ifndef NO_DH
/* ---------------------------------------------------------------------- */
/* DH ffdhe2048: key generation (secret from the DRBG) and agreement       */
/* (secret: private value || peer public value)                            */
/* ---------------------------------------------------------------------- */

static DhKey dh_key;

static int op_dh_gen(void)
{
    word32 privSz = sizeof(buf1), pubSz = sizeof(buf2);
    int ret = wc_InitDhKey(&dh_key);

    if (ret == 0)
        ret = wc_DhSetNamedKey(&dh_key, WC_FFDHE_2048);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_DhGenerateKeyPair(&dh_key, &rng, buf1, &privSz, buf2, &pubSz);
    WC_MARKER_STOP();
    printf("PUBLIC priv=%u pub=%u\n", (unsigned)privSz, (unsigned)pubSz);
    if (ret != 0)
        return -1;
    /* The pair must check out: pub = g^priv. */
    ret = wc_DhCheckKeyPair(&dh_key, buf2, pubSz, buf1, privSz);
    wc_FreeDhKey(&dh_key);
    return ret;
}

static int op_dh_agree_common(int ct)
{
    const byte* priv = secret;
    const byte* peer = secret + DH_PRIV_SZ;
    word32 zSz = sizeof(buf1);
    int ret = wc_InitDhKey(&dh_key);

    if (ret == 0)
        ret = wc_DhSetNamedKey(&dh_key, WC_FFDHE_2048);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    if (ct)
        ret = wc_DhAgree_ct(&dh_key, buf1, &zSz, priv, DH_PRIV_SZ, peer,
                            DH_P_SZ);
    else
        ret = wc_DhAgree(&dh_key, buf1, &zSz, priv, DH_PRIV_SZ, peer,
                         DH_P_SZ);
    WC_MARKER_STOP();
    printf("PUBLIC z=%u\n", (unsigned)zSz);
    if (ret != 0)
        return -1;
    print_hex("RESULT", buf1, zSz);
    wc_FreeDhKey(&dh_key);
    return 0;
}

static int op_dh_agree(void)
{
    return op_dh_agree_common(0);
}

static int op_dh_agree_ct(void)
{
    return op_dh_agree_common(1);
}

#endif /* !NO_DH */

#ifdef HAVE_ECC
/* ---------------------------------------------------------------------- */
/* ECC and SM2: key generation (secret from the DRBG), signing and ECDH    */
/* (secret: the private scalar, big-endian, curve size); SM2 encryption    */
/* (secret: the message) and decryption (the private scalar || message)    */
/* ---------------------------------------------------------------------- */

static ecc_key ecc_priv;
static ecc_key ecc_peer;
static mp_int  sig_r, sig_s;

/* A curve and the API functions of its family: ECDSA / ECDH of ecc.h or
 * SM2 of sm2.h (the same argument lists, except key generation). */
typedef struct ct_curve {
    const char* tag;        /* in the op name: "ecc256-sign", "sm2-sign" */
    int         id;
    int         size;       /* bytes of a scalar */
    int (*keygen)(WC_RNG* r, ecc_key* key, const struct ct_curve* cv);
    int (*sign)(const byte* in, word32 inLen, WC_RNG* r, ecc_key* key,
                mp_int* sr, mp_int* ss);
    int (*verify)(mp_int* sr, mp_int* ss, const byte* hash, word32 hashSz,
                  int* res, ecc_key* key);
    int (*agree)(ecc_key* priv, ecc_key* pub, byte* out, word32* outLen);
} ct_curve;

static int keygen_ecc(WC_RNG* r, ecc_key* key, const ct_curve* cv)
{
    return wc_ecc_make_key_ex(r, cv->size, key, cv->id);
}

#ifdef WOLFSSL_SM2
static int keygen_sm2(WC_RNG* r, ecc_key* key, const ct_curve* cv)
{
    (void)cv;
    return wc_ecc_sm2_make_key(r, key, 0);
}
#endif

static const ct_curve curves[] = {
    { "ecc256-", ECC_SECP256R1, 32, keygen_ecc, wc_ecc_sign_hash_ex,
      wc_ecc_verify_hash_ex, wc_ecc_shared_secret },
    { "ecc384-", ECC_SECP384R1, 48, keygen_ecc, wc_ecc_sign_hash_ex,
      wc_ecc_verify_hash_ex, wc_ecc_shared_secret },
    { "ecc521-", ECC_SECP521R1, 66, keygen_ecc, wc_ecc_sign_hash_ex,
      wc_ecc_verify_hash_ex, wc_ecc_shared_secret },
#ifdef WOLFSSL_SM2
    { "sm2-", ECC_SM2P256V1, 32, keygen_sm2, wc_ecc_sm2_sign_hash_ex,
      wc_ecc_sm2_verify_hash_ex, wc_ecc_sm2_shared_secret },
#endif
};

/* The curve whose tag starts the op name, or NULL. */
static const ct_curve* curve_of(const char* name)
{
    size_t i;

    for (i = 0; i < sizeof(curves) / sizeof(curves[0]); i++) {
        if (strncmp(name, curves[i].tag, strlen(curves[i].tag)) == 0)
            return &curves[i];
    }
    return NULL;
}

static int op_ecc_gen(const char* name)
{
    const ct_curve* cv = curve_of(name);
    int ret;

    if (cv == NULL || wc_ecc_init(&ecc_priv) != 0)
        return -1;
    WC_MARKER_START();
    ret = cv->keygen(&rng, &ecc_priv, cv);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", cv->size);
    if (ret == 0)
        ret = wc_ecc_check_key(&ecc_priv);
    wc_ecc_free(&ecc_priv);
    return ret;
}

/* Import the secret scalar as a private-only key on the curve. */
static int ecc_load_priv(const ct_curve* cv)
{
    int ret = wc_ecc_init(&ecc_priv);

    if (ret == 0)
        ret = wc_ecc_import_private_key_ex(secret, (word32)cv->size, NULL,
                                           0, &ecc_priv, cv->id);
    return ret;
}

/* Signing: "-sign" with a nonce from the seeded DRBG, "-sign-det" with
 * the RFC 6979 nonce of the key (the test models it, and checks r, which
 * is printed as RESULT, against k G). */
static int op_ecc_sign(const char* name)
{
    const ct_curve* cv = curve_of(name);
    byte hash[ECC_MAX_SZ];
    int ret, ok = 0;
    word32 i;

    if (cv == NULL)
        return -1;
    for (i = 0; i < sizeof(hash); i++)
        hash[i] = (byte)(0xA5 ^ (i * 7));
    ret = ecc_load_priv(cv);
    if (ret == 0 && strstr(name, "-det") != NULL)
        ret = wc_ecc_set_deterministic(&ecc_priv, 1);
    if (ret == 0)
        ret = mp_init_multi(&sig_r, &sig_s, NULL, NULL, NULL, NULL);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = cv->sign(hash, (word32)cv->size, &rng, &ecc_priv, &sig_r,
                   &sig_s);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", cv->size);
    if (ret == 0)
        ret = mp_to_unsigned_bin_len(&sig_r, buf1, cv->size);
    if (ret == 0)
        print_hex("RESULT", buf1, (word32)cv->size);
    if (ret == 0)
        ret = wc_ecc_make_pub(&ecc_priv, NULL);
    if (ret == 0)
        ret = cv->verify(&sig_r, &sig_s, hash, (word32)cv->size, &ok,
                         &ecc_priv);
    mp_clear(&sig_r);
    mp_clear(&sig_s);
    wc_ecc_free(&ecc_priv);
    return (ret == 0 && ok == 1) ? 0 : -1;
}

/* ECDH (secret: d || the peer's x || y, each of the curve size; the
 * test passes the same peer in every run and checks the shared secret,
 * printed as RESULT). */
static int op_ecc_ecdh(const char* name)
{
    const ct_curve* cv = curve_of(name);
    const byte* qx = secret + (cv != NULL ? cv->size : 0);
    int ret;
    word32 len1 = sizeof(buf1);

    if (cv == NULL)
        return -1;
    ret = wc_ecc_init(&ecc_peer);
    if (ret == 0)
        ret = wc_ecc_import_unsigned(&ecc_peer, qx, qx + cv->size, NULL,
                                     cv->id);
    if (ret == 0)
        ret = ecc_load_priv(cv);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = cv->agree(&ecc_priv, &ecc_peer, buf1, &len1);
    WC_MARKER_STOP();
    printf("PUBLIC len=%u\n", (unsigned)len1);
    if (ret == 0)
        print_hex("RESULT", buf1, len1);
    wc_ecc_free(&ecc_priv);
    wc_ecc_free(&ecc_peer);
    return ret;
}

#ifdef WOLFSSL_SM2
/* SM2 public-key encryption (raw C1C3C2) and decryption, the message
 * secret too.  Encryption: the secret message to a fixed key, the nonce
 * from the seeded DRBG.  Decryption: the secret message encrypted to the
 * secret key with the nonce k from the fixed RNG, so that C1 = k G is the
 * same public point in every run (its on-curve check may take variable
 * time) while (x2, y2) = d C1, C2 and C3 depend on the secrets.  Either
 * way the plaintext must come back. */
static int op_sm2_crypt(const char* name)
{
    const ct_curve* cv = curve_of(name);
    int dec = strstr(name, "decrypt") != NULL;
    const byte* msg = dec ? secret + WC_SM2_KEY_SZ : secret;
    ecc_key* key = dec ? &ecc_priv : &ecc_peer;
    word32 ctSz = sizeof(buf1), ptSz = sizeof(buf2);
    int ret;

    if (cv == NULL)
        return -1;
    if (dec) {
        ret = ecc_load_priv(cv);
        if (ret == 0)
            ret = wc_ecc_make_pub(key, NULL);
        if (ret == 0)
            ret = wc_ecc_sm2_encrypt(key, msg, SM2_MSG_SZ, buf1, &ctSz,
                                     &rng_fixed, WC_SM2_RAW);
    }
    else {
        ret = wc_ecc_init(key);
        if (ret == 0)
            ret = cv->keygen(&rng_fixed, key, cv);
    }
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    if (dec)
        ret = wc_ecc_sm2_decrypt(key, buf1, ctSz, buf2, &ptSz, WC_SM2_RAW);
    else
        ret = wc_ecc_sm2_encrypt(key, msg, SM2_MSG_SZ, buf1, &ctSz, &rng,
                                 WC_SM2_RAW);
    WC_MARKER_STOP();
    printf("PUBLIC ct=%u\n", (unsigned)ctSz);
    if (ret == 0 && !dec)
        ret = wc_ecc_sm2_decrypt(key, buf1, ctSz, buf2, &ptSz, WC_SM2_RAW);
    if (ret == 0 && (ptSz != SM2_MSG_SZ ||
                     memcmp(buf2, msg, SM2_MSG_SZ) != 0))
        ret = -1;
    wc_ecc_free(key);
    return ret;
}
#endif /* WOLFSSL_SM2 */

#endif /* HAVE_ECC */

#ifdef HAVE_CURVE25519
static curve25519_key x_priv, x_peer;

/* X25519 key generation from the seeded DRBG; the public value must be
 * what the private key gives. */
static int op_x25519_gen(void)
{
    byte pub[CURVE25519_KEYSIZE];
    word32 len1 = sizeof(buf1);
    int ret = wc_curve25519_init(&x_priv);

    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_curve25519_make_key(&rng, CURVE25519_KEYSIZE, &x_priv);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", CURVE25519_KEYSIZE);
    if (ret == 0)
        ret = wc_curve25519_export_private_raw_ex(&x_priv, buf1, &len1,
                                                  EC25519_LITTLE_ENDIAN);
    if (ret == 0)
        ret = wc_curve25519_make_pub(CURVE25519_KEYSIZE, pub,
                                     CURVE25519_KEYSIZE, buf1);
    if ((ret == 0) && (XMEMCMP(pub, x_priv.p.point, sizeof(pub)) != 0))
        ret = -1;
    wc_curve25519_free(&x_priv);
    return ret;
}

/* X25519 public key of a clamped private key (secret: k, 32 bytes,
 * little endian): the fixed-base comb; the key is printed as RESULT. */
static int op_x25519_pub(void)
{
    int ret;

    WC_MARKER_START();
    ret = wc_curve25519_make_pub(CURVE25519_KEYSIZE, buf1,
                                 CURVE25519_KEYSIZE, secret);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", CURVE25519_KEYSIZE);
    if (ret == 0)
        print_hex("RESULT", buf1, CURVE25519_KEYSIZE);
    return ret;
}

/* X25519 agreement (secret: k || u, 32 bytes each, little endian; the
 * shared secret is printed as RESULT for the test to check). */
static int op_x25519_agree(void)
{
    word32 len1 = sizeof(buf1);
    int ret = wc_curve25519_init(&x_priv);

    if (ret == 0)
        ret = wc_curve25519_init(&x_peer);
    if (ret == 0)
        ret = wc_curve25519_import_private_ex(secret, CURVE25519_KEYSIZE,
                                              &x_priv,
                                              EC25519_LITTLE_ENDIAN);
    if (ret == 0)
        ret = wc_curve25519_import_public_ex(secret + CURVE25519_KEYSIZE,
                                             CURVE25519_KEYSIZE, &x_peer,
                                             EC25519_LITTLE_ENDIAN);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_curve25519_shared_secret_ex(&x_priv, &x_peer, buf1, &len1,
                                         EC25519_LITTLE_ENDIAN);
    WC_MARKER_STOP();
    printf("PUBLIC len=%u\n", (unsigned)len1);
    if (ret == 0)
        print_hex("RESULT", buf1, len1);
    wc_curve25519_free(&x_priv);
    wc_curve25519_free(&x_peer);
    return ret;
}
#endif /* HAVE_CURVE25519 */

#ifdef HAVE_CURVE448
static curve448_key x448_priv, x448_peer;

/* X448 key generation from the seeded DRBG; the public value must be
 * what the private key gives. */
static int op_x448_gen(void)
{
    byte pub[CURVE448_KEY_SIZE], pub2[CURVE448_KEY_SIZE];
    word32 len1 = sizeof(buf1), len2 = sizeof(pub2);
    int ret = wc_curve448_init(&x448_priv);

    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_curve448_make_key(&rng, CURVE448_KEY_SIZE, &x448_priv);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", CURVE448_KEY_SIZE);
    if (ret == 0)
        ret = wc_curve448_export_private_raw_ex(&x448_priv, buf1, &len1,
                                                EC448_LITTLE_ENDIAN);
    if (ret == 0)
        ret = wc_curve448_export_public_ex(&x448_priv, pub2, &len2,
                                           EC448_LITTLE_ENDIAN);
    if (ret == 0)
        ret = wc_curve448_make_pub(CURVE448_KEY_SIZE, pub,
                                   CURVE448_KEY_SIZE, buf1);
    if ((ret == 0) && (XMEMCMP(pub, pub2, sizeof(pub)) != 0))
        ret = -1;
    wc_curve448_free(&x448_priv);
    return ret;
}

/* X448 public key of a clamped private key (secret: k, 56 bytes, little
 * endian): Ed448's comb; the key is printed as RESULT. */
static int op_x448_pub(void)
{
    int ret;

    WC_MARKER_START();
    ret = wc_curve448_make_pub(CURVE448_KEY_SIZE, buf1, CURVE448_KEY_SIZE,
                               secret);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", CURVE448_KEY_SIZE);
    if (ret == 0)
        print_hex("RESULT", buf1, CURVE448_KEY_SIZE);
    return ret;
}

/* X448 agreement (secret: k || u, 56 bytes each, little endian; the
 * shared secret is printed as RESULT for the test to check). */
static int op_x448_agree(void)
{
    word32 len1 = sizeof(buf1);
    int ret = wc_curve448_init(&x448_priv);

    if (ret == 0)
        ret = wc_curve448_init(&x448_peer);
    if (ret == 0)
        ret = wc_curve448_import_private_ex(secret, CURVE448_KEY_SIZE,
                                            &x448_priv, EC448_LITTLE_ENDIAN);
    if (ret == 0)
        ret = wc_curve448_import_public_ex(secret + CURVE448_KEY_SIZE,
                                           CURVE448_KEY_SIZE, &x448_peer,
                                           EC448_LITTLE_ENDIAN);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_curve448_shared_secret_ex(&x448_priv, &x448_peer, buf1, &len1,
                                       EC448_LITTLE_ENDIAN);
    WC_MARKER_STOP();
    printf("PUBLIC len=%u\n", (unsigned)len1);
    if (ret == 0)
        print_hex("RESULT", buf1, len1);
    wc_curve448_free(&x448_priv);
    wc_curve448_free(&x448_peer);
    return ret;
}
#endif /* HAVE_CURVE448 */

#ifdef HAVE_ED25519
static ed25519_key e_key;
/* The message Ed25519 signs (public). */
static const char ed_msg[] = "constant-time trace of Ed25519 signing";

/* Ed25519 key generation from the seeded DRBG; the public key must be
 * the one of the exported seed. */
static int op_ed25519_gen(void)
{
    byte pub[ED25519_PUB_KEY_SIZE], pub2[ED25519_PUB_KEY_SIZE];
    word32 len1 = sizeof(buf1), pubSz = sizeof(pub);
    int ret = wc_ed25519_init(&e_key);

    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_ed25519_make_key(&rng, ED25519_KEY_SIZE, &e_key);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", ED25519_KEY_SIZE);
    if (ret == 0)
        ret = wc_ed25519_export_private_only(&e_key, buf1, &len1);
    if (ret == 0)
        ret = wc_ed25519_export_public(&e_key, pub, &pubSz);
    wc_ed25519_free(&e_key);
    if (ret == 0)
        ret = wc_ed25519_init(&e_key);
    if (ret == 0)
        ret = wc_ed25519_import_private_only(buf1, len1, &e_key);
    if (ret == 0)
        ret = wc_ed25519_make_public(&e_key, pub2, sizeof(pub2));
    if ((ret == 0) && (XMEMCMP(pub, pub2, sizeof(pub)) != 0))
        ret = -1;
    wc_ed25519_free(&e_key);
    return ret;
}

/* Ed25519 signing (secret: the 32-byte seed): the public key made from
 * the seed and the signature of ed_msg, printed as RESULT. */
static int op_ed25519_sign(void)
{
    word32 len1 = sizeof(buf1);
    int ret = wc_ed25519_init(&e_key);

    if (ret == 0)
        ret = wc_ed25519_import_private_only(secret, ED25519_KEY_SIZE,
                                             &e_key);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_ed25519_sign_msg((const byte*)ed_msg, sizeof(ed_msg) - 1, buf1,
                              &len1, &e_key);
    WC_MARKER_STOP();
    printf("PUBLIC len=%u\n", (unsigned)len1);
    if (ret == 0)
        print_hex("RESULT", buf1, len1);
    wc_ed25519_free(&e_key);
    return ret;
}
#endif /* HAVE_ED25519 */

#ifdef HAVE_ED448
static ed448_key e448_key;
/* The message Ed448 signs (public; pure Ed448, empty context). */
static const char ed448_msg[] = "constant-time trace of Ed448 signing";

/* Ed448 key generation from the seeded DRBG; the public key must be the
 * one of the exported seed. */
static int op_ed448_gen(void)
{
    byte pub[ED448_PUB_KEY_SIZE], pub2[ED448_PUB_KEY_SIZE];
    word32 len1 = sizeof(buf1), pubSz = sizeof(pub);
    int ret = wc_ed448_init(&e448_key);

    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_ed448_make_key(&rng, ED448_KEY_SIZE, &e448_key);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", ED448_KEY_SIZE);
    if (ret == 0)
        ret = wc_ed448_export_private_only(&e448_key, buf1, &len1);
    if (ret == 0)
        ret = wc_ed448_export_public(&e448_key, pub, &pubSz);
    wc_ed448_free(&e448_key);
    if (ret == 0)
        ret = wc_ed448_import_private_only(buf1, len1, &e448_key);
    if (ret == 0)
        ret = wc_ed448_make_public(&e448_key, pub2, sizeof(pub2));
    if ((ret == 0) && (XMEMCMP(pub, pub2, sizeof(pub)) != 0))
        ret = -1;
    wc_ed448_free(&e448_key);
    return ret;
}

/* Ed448 signing (secret: the 57-byte seed): the public key made from the
 * seed and the signature of ed448_msg, printed as RESULT. */
static int op_ed448_sign(void)
{
    word32 len1 = sizeof(buf1);
    int ret = wc_ed448_init(&e448_key);

    if (ret == 0)
        ret = wc_ed448_import_private_only(secret, ED448_KEY_SIZE,
                                           &e448_key);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_ed448_sign_msg((const byte*)ed448_msg, sizeof(ed448_msg) - 1,
                            buf1, &len1, &e448_key, NULL, 0);
    WC_MARKER_STOP();
    printf("PUBLIC len=%u\n", (unsigned)len1);
    if (ret == 0)
        print_hex("RESULT", buf1, len1);
    wc_ed448_free(&e448_key);
    return ret;
}
#endif /* HAVE_ED448 */

#ifdef WOLFCRYPT_HAVE_SAKKE
/* ---------------------------------------------------------------------- */
/* SAKKE (RFC 6508, RFC 6509 parameter set 1)                              */
/*   sakke-keygen: KMS key generation, z from the seeded DRBG              */
/*   sakke-rsk:    secret = KMS master secret z (128 bytes, 1 <= z < q);  */
/*                 measured: wc_MakeSakkeRsk for a fixed identity          */
/*   sakke-import: secret = z; measured: wc_ImportSakkeKey of z || [z]P    */
/*   sakke-encap:  secret = SSV (16 bytes), the KMS key from the fixed     */
/*                 RNG; measured: wc_MakeSakkeEncapsulatedSSV              */
/*   sakke-derive: secret = z || SSV; the RSK of z for the identity and    */
/*                 the SSV encapsulated to it; measured: wc_DeriveSakkeSSV */
/*   sakke-rsk-table: as sakke-derive with tables, measured: the RSK's     */
/*                 pairing table (wc_GenerateSakkeRskTable)                */
/* "-tables" variants set the point-I table and the RSK's pairing table.   */
/* Every op checks its result: a valid RSK, a recovered SSV.               */
/* ---------------------------------------------------------------------- */

static SakkeKey   sakke;
static ecc_point* sakke_rsk;
static byte       sakke_auth[2 * SAKKE_FIELD_SIZE + 1];
static byte*      sakke_tab_i;
static byte*      sakke_tab_rsk;
static const byte sakke_id[] = "ct-trace@example.org";

static void sakke_free(void)
{
    wc_FreeSakkeKey(&sakke);
    wc_ecc_del_point(sakke_rsk);
    free(sakke_tab_i);
    free(sakke_tab_rsk);
}

/* The key: master secret z from the secret (fromSecret) or from the fixed
 * RNG, its public key, the identity, and the RSK of the identity. */
static int sakke_setup(int fromSecret)
{
    int ret = wc_InitSakkeKey(&sakke, NULL, INVALID_DEVID);

    sakke_rsk = wc_ecc_new_point();
    if (ret == 0 && sakke_rsk == NULL)
        ret = -1;
    if (ret == 0 && fromSecret) {
        ret = wc_ImportSakkePrivateKey(&sakke, secret, SAKKE_FIELD_SIZE);
        if (ret == 0)
            ret = wc_MakeSakkePublicKey(&sakke, NULL);
    }
    else if (ret == 0) {
        ret = wc_MakeSakkeKey(&sakke, &rng_fixed);
    }
    if (ret == 0)
        ret = wc_SetSakkeIdentity(&sakke, sakke_id, sizeof(sakke_id));
    if (ret == 0)
        ret = wc_MakeSakkeRsk(&sakke, sakke_id, sizeof(sakke_id),
                              sakke_rsk);
    return ret;
}

/* Point I with its table and the RSK with its pairing table (tables), or
 * the RSK alone.  measure: the RSK table's generation is the measured
 * region. */
static int sakke_set_tables(int tables, int measure)
{
    word32 li = 0, lr = 0;
    int ret;

    if (!tables)
        return wc_SetSakkeRsk(&sakke, sakke_rsk, NULL, 0);
    ret = wc_MakeSakkePointI(&sakke, sakke_id, sizeof(sakke_id));
    if (ret == 0 && (wc_GenerateSakkePointITable(&sakke, NULL, &li) !=
                     LENGTH_ONLY_E ||
                     wc_GenerateSakkeRskTable(&sakke, sakke_rsk, NULL,
                                              &lr) != LENGTH_ONLY_E))
        ret = -1;
    if (ret == 0) {
        sakke_tab_i = (byte*)malloc(li);
        sakke_tab_rsk = (byte*)malloc(lr);
        if (sakke_tab_i == NULL || sakke_tab_rsk == NULL)
            ret = -1;
    }
    if (ret == 0)
        ret = wc_GenerateSakkePointITable(&sakke, sakke_tab_i, &li);
    if (ret == 0)
        ret = wc_SetSakkePointITable(&sakke, sakke_tab_i, li);
    if (measure)
        WC_MARKER_START();
    if (ret == 0)
        ret = wc_GenerateSakkeRskTable(&sakke, sakke_rsk, sakke_tab_rsk,
                                       &lr);
    if (measure) {
        WC_MARKER_STOP();
        printf("PUBLIC table=%u\n", (unsigned)lr);
    }
    if (ret == 0)
        ret = wc_SetSakkeRsk(&sakke, sakke_rsk, sakke_tab_rsk, lr);
    return ret;
}

/* The encapsulation of `ssv`: buf1 = H, buf2 = auth (*authSz: its
 * size). */
static int sakke_encap(const byte* ssv, word16* authSz)
{
    *authSz = sizeof(sakke_auth);
    memcpy(buf1, ssv, SAKKE_SSV_SIZE);
    return wc_MakeSakkeEncapsulatedSSV(&sakke, WC_HASH_TYPE_SHA256, buf1,
                                       SAKKE_SSV_SIZE, buf2, authSz);
}

/* Derive from buf1 = H, buf2 = auth; the SSV must come back. */
static int sakke_derive(const byte* ssv)
{
    int ret = wc_DeriveSakkeSSV(&sakke, WC_HASH_TYPE_SHA256, buf1,
                                SAKKE_SSV_SIZE, buf2, sizeof(sakke_auth));

    if (ret == 0 && memcmp(buf1, ssv, SAKKE_SSV_SIZE) != 0)
        ret = -1;
    return ret;
}

/* KMS key generation (z from the DRBG) or the RSK of the secret z; the
 * RSK must validate. */
static int op_sakke_kms(const char* name)
{
    int keygen = strstr(name, "keygen") != NULL, valid = 0;
    int ret = wc_InitSakkeKey(&sakke, NULL, INVALID_DEVID);

    sakke_rsk = wc_ecc_new_point();
    if (ret == 0 && !keygen)
        ret = wc_ImportSakkePrivateKey(&sakke, secret, SAKKE_FIELD_SIZE);
    if (ret != 0 || sakke_rsk == NULL)
        return -1;
    WC_MARKER_START();
    if (keygen)
        ret = wc_MakeSakkeKey(&sakke, &rng);
    else
        ret = wc_MakeSakkeRsk(&sakke, sakke_id, sizeof(sakke_id),
                              sakke_rsk);
    WC_MARKER_STOP();
    printf("PUBLIC none\n");
    if (ret == 0 && keygen)
        ret = wc_MakeSakkeRsk(&sakke, sakke_id, sizeof(sakke_id),
                              sakke_rsk);
    else if (ret == 0)
        ret = wc_MakeSakkePublicKey(&sakke, NULL);
    if (ret == 0)
        ret = wc_ValidateSakkeRsk(&sakke, sakke_id, sizeof(sakke_id),
                                  sakke_rsk, &valid);
    sakke_free();
    return (ret == 0 && valid == 1) ? 0 : -1;
}

static int op_sakke_encap(const char* name)
{
    word16 authSz = 0;
    int ret = sakke_setup(0);

    if (ret == 0)
        ret = sakke_set_tables(strstr(name, "-tables") != NULL, 0);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = sakke_encap(secret, &authSz);
    WC_MARKER_STOP();
    printf("PUBLIC auth=%u\n", (unsigned)authSz);
    if (ret == 0)
        ret = sakke_derive(secret);
    sakke_free();
    return ret;
}

/* Derivation (measured unless the op is sakke-rsk-table). */
static int op_sakke_derive(const char* name)
{
    const byte* ssv = secret + SAKKE_FIELD_SIZE;
    int tableOp = strstr(name, "rsk-table") != NULL;
    word16 authSz = 0;
    int ret = sakke_setup(1);

    if (ret == 0)
        ret = sakke_set_tables(tableOp || strstr(name, "-tables") != NULL,
                               tableOp);
    if (ret == 0)
        ret = sakke_encap(ssv, &authSz);
    if (ret != 0)
        return -1;
    if (!tableOp)
        WC_MARKER_START();
    ret = sakke_derive(ssv);
    if (!tableOp) {
        WC_MARKER_STOP();
        printf("PUBLIC auth=%u\n", (unsigned)authSz);
    }
    sakke_free();
    return ret;
}

/* KMS key import: z || [z]P made outside the region, measured:
 * wc_ImportSakkeKey (its Z = [z]P check); the key must export back. */
static int op_sakke_import(const char* name)
{
    byte kb[3 * SAKKE_FIELD_SIZE];
    word32 sz = sizeof(kb), sz2 = sizeof(buf1);
    int ret = wc_InitSakkeKey(&sakke, NULL, INVALID_DEVID);

    (void)name;
    if (ret == 0)
        ret = wc_ImportSakkePrivateKey(&sakke, secret, SAKKE_FIELD_SIZE);
    if (ret == 0)
        ret = wc_MakeSakkePublicKey(&sakke, NULL);
    if (ret == 0)
        ret = wc_ExportSakkeKey(&sakke, kb, &sz);
    wc_FreeSakkeKey(&sakke);
    if (ret == 0)
        ret = wc_InitSakkeKey(&sakke, NULL, INVALID_DEVID);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_ImportSakkeKey(&sakke, kb, sz);
    WC_MARKER_STOP();
    printf("PUBLIC none\n");
    if (ret == 0)
        ret = wc_ExportSakkeKey(&sakke, buf1, &sz2);
    if (ret == 0 && (sz2 != sz || memcmp(buf1, kb, sz) != 0))
        ret = -1;
    sakke_free();
    return ret;
}

#endif /* WOLFCRYPT_HAVE_SAKKE */

/* ---------------------------------------------------------------------- */
/* Controls on sp_int: a constant-time exponentiation (must match) and two */
/* variable-time operations (must differ), secret: a 2048-bit value        */
/* ---------------------------------------------------------------------- */

static mp_int ctl_b, ctl_e, ctl_m, ctl_r;

/* Fixed odd 2048-bit modulus m and base b < m from the fixed RNG, e from
 * the secret. */
static int ctl_setup(void)
{
    int ret = mp_init_multi(&ctl_b, &ctl_e, &ctl_m, &ctl_r, NULL, NULL);

    if (ret == 0)
        ret = wc_RNG_GenerateBlock(&rng_fixed, buf1, CTL_SZ);
    if (ret == 0) {
        buf1[0] |= 0x80;
        buf1[CTL_SZ - 1] |= 1;
        ret = mp_read_unsigned_bin(&ctl_m, buf1, CTL_SZ);
    }
    if (ret == 0)
        ret = wc_RNG_GenerateBlock(&rng_fixed, buf1, CTL_SZ);
    if (ret == 0) {
        buf1[0] &= 0x7f;
        ret = mp_read_unsigned_bin(&ctl_b, buf1, CTL_SZ);
    }
    if (ret == 0)
        ret = mp_read_unsigned_bin(&ctl_e, secret, CTL_SZ);
    return ret;
}

static int op_ctl_exptmod_ct(void)
{
    int ret = ctl_setup();

    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = mp_exptmod_ex(&ctl_b, &ctl_e, (int)ctl_m.used, &ctl_m, &ctl_r);
    WC_MARKER_STOP();
    printf("PUBLIC none\n");
    return ret;
}

static int op_ctl_exptmod_nct(void)
{
    int ret = ctl_setup();

    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = mp_exptmod_nct(&ctl_b, &ctl_e, &ctl_m, &ctl_r);
    WC_MARKER_STOP();
    printf("PUBLIC none\n");
    return ret;
}

/* r = e mod (m >> 1024): long division of the secret. */
static int op_ctl_mod(void)
{
    int ret = ctl_setup();

    if (ret == 0)
        ret = mp_rshb(&ctl_m, 1024, &ctl_m);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = mp_mod(&ctl_e, &ctl_m, &ctl_r);
    WC_MARKER_STOP();
    printf("PUBLIC none\n");
    return ret;
}

#ifndef NO_AES
/* ---------------------------------------------------------------------- */
/* AES (issue 16): the secret is key[32] | data[64] | f, f the index of a
 * tag byte to corrupt (16 and up: none).  Measured: the key schedule, the
 * block functions both ways, and the AEAD decryptions with their tag
 * check; the key size is in the op name (aes128-, aes192-, aes256-). */
static Aes    ct_aes;
static XtsAes ct_xts;

static int op_aes(const char* name)
{
    const byte* key = secret;
    const byte* data = secret + 32;
    byte flip = secret[96];
    /* CTR and GCM on 189 bytes (the data three times, less 3): 11 whole
     * blocks reach the bitsliced CTR loop (8 and more), then a tail */
    byte out[192], ct[192], tag[16], iv[16], text[192];
    word32 kl = (name[3] == '1') ? ((name[4] == '2') ? 16 : 24) : 32;
    const char* mode = name + 7;
    int ret;

    memset(iv, 0x3c, sizeof(iv));
    memcpy(text, data, 64);
    memcpy(text + 64, data, 64);
    memcpy(text + 128, data, 64);
    ret = wc_AesInit(&ct_aes, NULL, INVALID_DEVID);
    if ((ret == 0) && (strcmp(mode, "setkey") == 0)) {
        WC_MARKER_START();
        ret = wc_AesSetKey(&ct_aes, key, kl, iv, AES_ENCRYPTION);
        WC_MARKER_STOP();
    }
    else if ((ret == 0) && (strcmp(mode, "ecb-enc") == 0)) {
        ret = wc_AesSetKey(&ct_aes, key, kl, iv, AES_ENCRYPTION);
        WC_MARKER_START();
        ret |= wc_AesEcbEncrypt(&ct_aes, out, data, 64);
        WC_MARKER_STOP();
    }
    else if ((ret == 0) && (strcmp(mode, "cbc-dec") == 0)) {
        ret = wc_AesSetKey(&ct_aes, key, kl, iv, AES_DECRYPTION);
        WC_MARKER_START();
        ret |= wc_AesCbcDecrypt(&ct_aes, out, data, 64);
        WC_MARKER_STOP();
    }
    else if ((ret == 0) && (strcmp(mode, "ctr") == 0)) {
        ret = wc_AesSetKey(&ct_aes, key, kl, iv, AES_ENCRYPTION);
        WC_MARKER_START();
        ret |= wc_AesCtrEncrypt(&ct_aes, out, text, 189);
        WC_MARKER_STOP();
    }
    else if ((ret == 0) && (strncmp(mode, "gcm", 3) == 0)) {
        int enc = (strcmp(mode, "gcm-enc") == 0);

        if (enc)
            WC_MARKER_START();
        ret = wc_AesGcmSetKey(&ct_aes, key, kl);
        ret |= wc_AesGcmEncrypt(&ct_aes, ct, text, 189, iv, 12, tag, 16,
                                data, 13);
        if (enc)
            WC_MARKER_STOP();
        if (flip < 16)
            tag[flip] ^= 0x01;
        if ((ret == 0) && !enc) {
            WC_MARKER_START();
            ret = wc_AesGcmDecrypt(&ct_aes, out, ct, 189, iv, 12, tag, 16,
                                   data, 13);
            WC_MARKER_STOP();
        }
    }
    else if ((ret == 0) && (strncmp(mode, "ccm", 3) == 0)) {
        int enc = (strcmp(mode, "ccm-enc") == 0);

        if (enc)
            WC_MARKER_START();
        ret = wc_AesCcmSetKey(&ct_aes, key, kl);
        ret |= wc_AesCcmEncrypt(&ct_aes, ct, data, 61, iv, 12, tag, 16,
                                data, 13);
        if (enc)
            WC_MARKER_STOP();
        if (flip < 16)
            tag[flip] ^= 0x01;
        if ((ret == 0) && !enc) {
            WC_MARKER_START();
            ret = wc_AesCcmDecrypt(&ct_aes, out, ct, 61, iv, 12, tag, 16,
                                   data, 13);
            WC_MARKER_STOP();
        }
    }
    else if ((ret == 0) && (strncmp(mode, "xts", 3) == 0)) {
        byte xkey[64];

        memcpy(xkey, key, kl);
        memcpy(xkey + kl, data, kl);
        xkey[kl] ^= 0x80;  /* key 2 differs from key 1 */
        WC_MARKER_START();
        ret = wc_AesXtsSetKey(&ct_xts, xkey, 2 * kl, AES_ENCRYPTION, NULL,
                              INVALID_DEVID);
        if (strcmp(mode, "xts-enc") == 0)
            ret |= wc_AesXtsEncrypt(&ct_xts, out, data, 61, iv, 16);
        else
            ret |= wc_AesXtsDecrypt(&ct_xts, out, data, 61, iv, 16);
        WC_MARKER_STOP();
        wc_AesXtsFree(&ct_xts);
    }
    wc_AesFree(&ct_aes);
    printf("PUBLIC ret=%d\n", ret);
    /* a corrupted tag is the expected failure of the -dec ops */
    return ((ret == AES_GCM_AUTH_E) || (ret == AES_CCM_AUTH_E)) ? 0 : ret;
}
#endif

/* ---------------------------------------------------------------------- */
/* SM4: SECRET = key (16, XTS 32) || data (SM4_CT_DATA bytes) [|| tag]     */
/* ---------------------------------------------------------------------- */
#ifdef WOLFSSL_SM4
#define SM4_CT_DATA 72   /* 4.5 blocks: XTS steals, CTR has a tail */
static wc_Sm4    sm4_obj;
static wc_Sm4Xts sm4_xts_obj;

static int op_sm4(const char* name)
{
    static const byte iv[16] = { 0xf0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                 12, 13, 14, 0x0f };
    int xts = (strncmp(name, "sm4-xts", 7) == 0);
    const byte* data = secret + (xts ? 32 : 16);
    word32 cbcSz = SM4_CT_DATA - SM4_CT_DATA % 16;
    int ret = 0;
    int r = 0;

    if (!xts) {
        ret = wc_Sm4Init(&sm4_obj, NULL, INVALID_DEVID);
    }
    if (strcmp(name, "sm4-setkey") == 0) {
        WC_MARKER_START();
        r = wc_Sm4SetKey(&sm4_obj, secret, 16);
        WC_MARKER_STOP();
        printf("PUBLIC ret=%d\n", r);
        wc_Sm4Free(&sm4_obj);
        return ret | r;
    }
    if (xts) {
        ret = wc_Sm4XtsSetKey(&sm4_xts_obj, secret, 32, 0, NULL,
                              INVALID_DEVID);
    }
    else {
        if (ret == 0)
            ret = wc_Sm4GcmSetKey(&sm4_obj, secret, 16);
        if (ret == 0)
            ret = wc_Sm4SetIV(&sm4_obj, iv);
    }
    if (ret != 0)
        return ret;
    WC_MARKER_START();
    if (strcmp(name, "sm4-xts-enc") == 0)
        r = wc_Sm4XtsEncrypt(&sm4_xts_obj, buf1, data, SM4_CT_DATA, iv, 16);
    else if (strcmp(name, "sm4-xts-dec") == 0)
        r = wc_Sm4XtsDecrypt(&sm4_xts_obj, buf1, data, SM4_CT_DATA, iv, 16);
    else if (strcmp(name, "sm4-cbc-enc") == 0)
        r = wc_Sm4CbcEncrypt(&sm4_obj, buf1, data, cbcSz);
    else if (strcmp(name, "sm4-cbc-dec") == 0)
        r = wc_Sm4CbcDecrypt(&sm4_obj, buf1, data, cbcSz);
    else if (strcmp(name, "sm4-ctr") == 0)
        r = wc_Sm4CtrEncrypt(&sm4_obj, buf1, data, SM4_CT_DATA);
    else if (strcmp(name, "sm4-gcm-dec") == 0)
        r = wc_Sm4GcmDecrypt(&sm4_obj, buf1, data, SM4_CT_DATA, iv, 12,
                             data + SM4_CT_DATA, 16, iv, 16);
    else
        r = wc_Sm4CcmDecrypt(&sm4_obj, buf1, data, SM4_CT_DATA, iv, 13,
                             data + SM4_CT_DATA, 16, iv, 16);
    WC_MARKER_STOP();
    /* GCM/CCM with made-up tags fail: that outcome is public. */
    printf("PUBLIC ret=%d\n", r);
    wc_Sm4Free(&sm4_obj);
    wc_Sm4XtsFree(&sm4_xts_obj);
    if ((r == SM4_GCM_AUTH_E) || (r == SM4_CCM_AUTH_E))
        r = 0;
    return r;
}
#endif

/* ---------------------------------------------------------------------- */
/* ChaCha20-Poly1305 (secret: key || plaintext || tamper index) and        */
/* HMAC-SHA3-256 / SHA3-256 (secret: key || message)                       */
/* ---------------------------------------------------------------------- */
#define CCP_PT_SZ   256
#define CCP_SECRET  (32 + CCP_PT_SZ + 1)
#define SHA3_KEY_SZ 64
#define SHA3_MSG_SZ 200

#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
static byte ccp_ct[CCP_PT_SZ], ccp_out[CCP_PT_SZ], ccp_tag[16];
static const byte ccp_iv[12] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };
static const byte ccp_aad[13] = "header 13 byt";

static int op_ccp_encrypt(void)
{
    int ret;

    WC_MARKER_START();
    ret = wc_ChaCha20Poly1305_Encrypt(secret, ccp_iv, ccp_aad,
                                      sizeof(ccp_aad), secret + 32,
                                      CCP_PT_SZ, ccp_ct, ccp_tag);
    WC_MARKER_STOP();
    printf("PUBLIC none\n");
    return ret;
}

/* Decrypt the encryption of the secret plaintext; "-bad" first flips one
 * bit of the tag, at the secret index secret[288] (mod 128): the check
 * must fail the same way wherever the difference is, and release
 * nothing. */
static int op_ccp_decrypt(const char* name)
{
    int bad = strstr(name, "-bad") != NULL;
    int ret = wc_ChaCha20Poly1305_Encrypt(secret, ccp_iv, ccp_aad,
                                          sizeof(ccp_aad), secret + 32,
                                          CCP_PT_SZ, ccp_ct, ccp_tag);
    int idx = secret[32 + CCP_PT_SZ] & 127;

    if (ret != 0)
        return ret;
    if (bad)
        ccp_tag[idx / 8] ^= (byte)(1 << (idx % 8));
    memset(ccp_out, 0xa5, sizeof(ccp_out));
    WC_MARKER_START();
    ret = wc_ChaCha20Poly1305_Decrypt(secret, ccp_iv, ccp_aad,
                                      sizeof(ccp_aad), ccp_ct, CCP_PT_SZ,
                                      ccp_tag, ccp_out);
    WC_MARKER_STOP();
    printf("PUBLIC %s\n", bad ? "forged" : "valid");
    if (bad)
        return (ret == MAC_CMP_FAILED_E && ccp_out[0] == 0xa5) ? 0 : -1;
    return (ret == 0 && memcmp(ccp_out, secret + 32, CCP_PT_SZ) == 0)
           ? 0 : -1;
}
#endif

#ifdef WOLFSSL_SHA3
static int op_hmac_sha3(void)
{
    byte mac[WC_SHA3_256_DIGEST_SIZE];
    Hmac h;
    int ret = wc_HmacInit(&h, NULL, INVALID_DEVID);

    WC_MARKER_START();
    if (ret == 0)
        ret = wc_HmacSetKey(&h, WC_SHA3_256, secret, SHA3_KEY_SZ);
    if (ret == 0)
        ret = wc_HmacUpdate(&h, secret + SHA3_KEY_SZ, SHA3_MSG_SZ);
    if (ret == 0)
        ret = wc_HmacFinal(&h, mac);
    WC_MARKER_STOP();
    wc_HmacFree(&h);
    printf("PUBLIC none\n");
    return ret;
}

static int op_sha3(void)
{
    byte out[200];
    int ret;

    WC_MARKER_START();
    ret = wc_Sha3_256Hash(secret, SHA3_KEY_SZ + SHA3_MSG_SZ, out);
#ifdef WOLFSSL_SHAKE256
    if (ret == 0)
        ret = wc_Shake256Hash(secret, SHA3_KEY_SZ + SHA3_MSG_SZ, out,
                              sizeof(out));
#endif
    WC_MARKER_STOP();
    printf("PUBLIC none\n");
    return ret;
}
#endif

/* ---------------------------------------------------------------------- */
/* Dispatch                                                                */
/* ---------------------------------------------------------------------- */

typedef struct ct_op {
    const char* name;
    size_t      secretSz;     /* bytes of SECRET (0: "00" expected) */
    int         (*run)(void);
    int         (*runNamed)(const char* name);
} ct_op;

/* The ops of the algorithms this build has (the test asks with "list"). */
static const ct_op ops[] = {
#ifndef NO_RSA
    { "rsa2048-decrypt", RSA_DER_PAD + RSA_MSG_SZ, op_rsa_decrypt, NULL },
    { "rsa2048-sign",    RSA_DER_PAD + RSA_MSG_SZ, op_rsa_sign, NULL },
    { "rsa2048-raw",     RSA_DER_PAD + RSA_BYTES, op_rsa_raw, NULL },
    { "rsa2048-nopad",   RSA_DER_PAD + RSA_BYTES, op_rsa_nopad, NULL },
#endif
#ifndef NO_DH
    { "dh2048-keygen",   0, op_dh_gen, NULL },
    { "dh2048-agree",    DH_PRIV_SZ + DH_P_SZ, op_dh_agree, NULL },
    { "dh2048-agree-ct", DH_PRIV_SZ + DH_P_SZ, op_dh_agree_ct, NULL },
#endif
#ifdef HAVE_ECC
    { "ecc256-keygen",   0,  NULL, op_ecc_gen },
    { "ecc256-sign",     32, NULL, op_ecc_sign },
    { "ecc256-sign-det", 32, NULL, op_ecc_sign },
    { "ecc256-ecdh",     3 * 32, NULL, op_ecc_ecdh },
    { "ecc384-keygen",   0,  NULL, op_ecc_gen },
    { "ecc384-sign",     48, NULL, op_ecc_sign },
    { "ecc384-sign-det", 48, NULL, op_ecc_sign },
    { "ecc384-ecdh",     3 * 48, NULL, op_ecc_ecdh },
    { "ecc521-keygen",   0,  NULL, op_ecc_gen },
    { "ecc521-sign",     66, NULL, op_ecc_sign },
    { "ecc521-sign-det", 66, NULL, op_ecc_sign },
    { "ecc521-ecdh",     3 * 66, NULL, op_ecc_ecdh },
#endif
#ifdef WOLFSSL_SM2
    { "sm2-keygen",      0,  NULL, op_ecc_gen },
    { "sm2-sign",        32, NULL, op_ecc_sign },
    { "sm2-ecdh",        3 * 32, NULL, op_ecc_ecdh },
    { "sm2-encrypt",     SM2_MSG_SZ, NULL, op_sm2_crypt },
    { "sm2-decrypt",     32 + SM2_MSG_SZ, NULL, op_sm2_crypt },
#endif
#ifdef WOLFCRYPT_HAVE_SAKKE
    { "sakke-keygen",    0, NULL, op_sakke_kms },
    { "sakke-rsk",       SAKKE_FIELD_SIZE, NULL, op_sakke_kms },
    { "sakke-import",    SAKKE_FIELD_SIZE, NULL, op_sakke_import },
    { "sakke-rsk-table", SAKKE_FIELD_SIZE + SAKKE_SSV_SIZE, NULL,
      op_sakke_derive },
    { "sakke-encap",     SAKKE_SSV_SIZE, NULL, op_sakke_encap },
    { "sakke-encap-tables", SAKKE_SSV_SIZE, NULL, op_sakke_encap },
    { "sakke-derive",    SAKKE_FIELD_SIZE + SAKKE_SSV_SIZE, NULL,
      op_sakke_derive },
    { "sakke-derive-tables", SAKKE_FIELD_SIZE + SAKKE_SSV_SIZE, NULL,
      op_sakke_derive },
#endif
#ifdef HAVE_CURVE25519
    { "x25519-keygen",   0, op_x25519_gen, NULL },
    { "x25519-pub",      CURVE25519_KEYSIZE, op_x25519_pub, NULL },
    { "x25519-agree",    2 * CURVE25519_KEYSIZE, op_x25519_agree, NULL },
    { "x25519-agree-u",  2 * CURVE25519_KEYSIZE, op_x25519_agree, NULL },
#endif
#ifdef HAVE_CURVE448
    { "x448-keygen",     0, op_x448_gen, NULL },
    { "x448-pub",        CURVE448_KEY_SIZE, op_x448_pub, NULL },
    { "x448-agree",      2 * CURVE448_KEY_SIZE, op_x448_agree, NULL },
    { "x448-agree-u",    2 * CURVE448_KEY_SIZE, op_x448_agree, NULL },
#endif
#ifdef HAVE_ED25519
    { "ed25519-keygen",  0, op_ed25519_gen, NULL },
    { "ed25519-sign",    ED25519_KEY_SIZE, op_ed25519_sign, NULL },
#endif
#ifdef HAVE_ED448
    { "ed448-keygen",    0, op_ed448_gen, NULL },
    { "ed448-sign",      ED448_KEY_SIZE, op_ed448_sign, NULL },
#endif
#ifndef NO_AES
    { "aes128-setkey",   AES_CT_SZ, NULL, op_aes },
    { "aes192-setkey",   AES_CT_SZ, NULL, op_aes },
    { "aes256-setkey",   AES_CT_SZ, NULL, op_aes },
    { "aes128-ecb-enc",  AES_CT_SZ, NULL, op_aes },
    { "aes256-ecb-enc",  AES_CT_SZ, NULL, op_aes },
    { "aes128-cbc-dec",  AES_CT_SZ, NULL, op_aes },
    { "aes256-cbc-dec",  AES_CT_SZ, NULL, op_aes },
    { "aes128-ctr",      AES_CT_SZ, NULL, op_aes },
    { "aes128-gcm-enc",  AES_CT_SZ, NULL, op_aes },
    { "aes128-gcm-dec",  AES_CT_SZ, NULL, op_aes },
    { "aes256-gcm-dec",  AES_CT_SZ, NULL, op_aes },
    { "aes128-ccm-enc",  AES_CT_SZ, NULL, op_aes },
    { "aes128-ccm-dec",  AES_CT_SZ, NULL, op_aes },
    { "aes128-xts-enc",  AES_CT_SZ, NULL, op_aes },
    { "aes256-xts-dec",  AES_CT_SZ, NULL, op_aes },
#endif
#ifdef WOLFSSL_SM4
    { "sm4-setkey",      16, NULL, op_sm4 },
    { "sm4-cbc-enc",     16 + SM4_CT_DATA, NULL, op_sm4 },
    { "sm4-cbc-dec",     16 + SM4_CT_DATA, NULL, op_sm4 },
    { "sm4-ctr",         16 + SM4_CT_DATA, NULL, op_sm4 },
    { "sm4-xts-enc",     32 + SM4_CT_DATA, NULL, op_sm4 },
    { "sm4-xts-dec",     32 + SM4_CT_DATA, NULL, op_sm4 },
    { "sm4-gcm-dec",     16 + SM4_CT_DATA + 16, NULL, op_sm4 },
    { "sm4-ccm-dec",     16 + SM4_CT_DATA + 16, NULL, op_sm4 },
#endif
#if defined(HAVE_CHACHA) && defined(HAVE_POLY1305)
    { "ccp-encrypt",     CCP_SECRET, op_ccp_encrypt, NULL },
    { "ccp-decrypt",     CCP_SECRET, NULL, op_ccp_decrypt },
    { "ccp-decrypt-bad", CCP_SECRET, NULL, op_ccp_decrypt },
#endif
#ifdef WOLFSSL_SHA3
    { "hmac-sha3-256",   SHA3_KEY_SZ + SHA3_MSG_SZ, op_hmac_sha3, NULL },
    { "sha3-shake",      SHA3_KEY_SZ + SHA3_MSG_SZ, op_sha3, NULL },
#endif
    { "ctl-exptmod-ct",  CTL_SZ, op_ctl_exptmod_ct, NULL },
    { "ctl-exptmod-nct", CTL_SZ, op_ctl_exptmod_nct, NULL },
    { "ctl-mod",         CTL_SZ, op_ctl_mod, NULL },
};

#define OP_COUNT ((int)(sizeof(ops) / sizeof(ops[0])))

static int usage(void)
{
    int i;

    fprintf(stderr, "usage: ct_trace_driver OP SEED(64 hex) SECRET(hex) "
                    "[ext]\n"
                    "ext: keep the RISC-V extensions the build may use "
                    "(else the base path only)\n"
                    "ops (secret bytes):\n");
    for (i = 0; i < OP_COUNT; i++)
        fprintf(stderr, "  %s (%u)\n", ops[i].name,
                (unsigned)ops[i].secretSz);
    return 2;
}

int main(int argc, char** argv)
{
    byte seed[32];
    const ct_op* op = NULL;
    int i, ret;

    if (argc == 2 && strcmp(argv[1], "list") == 0) {
        for (i = 0; i < OP_COUNT; i++)
            printf("%s %u\n", ops[i].name, (unsigned)ops[i].secretSz);
        return 0;
    }
    if ((argc != 4) && !((argc == 5) && (strcmp(argv[4], "ext") == 0)))
        return usage();
    for (i = 0; i < OP_COUNT; i++) {
        if (strcmp(argv[1], ops[i].name) == 0)
            op = &ops[i];
    }
    if (op == NULL || op->secretSz > sizeof(secret) ||
        hex_decode(argv[2], seed, sizeof(seed)) != 0)
        return usage();
    if (op->secretSz == 0) {
        if (strcmp(argv[3], "00") != 0)
            return usage();
    }
    else if (hex_decode(argv[3], secret, op->secretSz) != 0) {
        return usage();
    }
    /* The base path by default: the test measures the constant-time code
     * that runs without extensions, under a qemu -cpu on which an assumed
     * extension (WC_RISCV_HAVE_ZKNE, ...) may not exist.  With "ext" (the
     * test's WOLFSSL_CT_EXT, in a cell whose QEMU_CPU has the assumed
     * extensions) the extension paths run instead: the fused Zkne GCM,
     * Zbc GHASH, Zksed SM4. */
    if (argc == 4)
        riscv_cpu_mask(0);
    /* Where the code runs (a PIE driver is relocated), for the test's
     * symbolization of a diverging trace. */
    printf("LOAD main=%lx\n", (unsigned long)(uintptr_t)main);
    if (wc_SetSeed_Cb(ct_seed_cb) != 0 ||
        ct_rng_init(&rng_fixed, fixed_seed) != 0 ||
        ct_rng_init(&rng, seed) != 0) {
        fprintf(stderr, "RNG set-up failed\n");
        return 1;
    }
    ret = (op->run != NULL) ? op->run() : op->runNamed(op->name);
    wc_FreeRng(&rng);
    wc_FreeRng(&rng_fixed);
    if (ret != 0) {
        printf("FAILED %d\n", ret);
        return 1;
    }
    printf("OK\n");
    return 0;
}
