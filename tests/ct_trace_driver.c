/* ct_trace_driver.c
 *
 * Guest program of the constant-time trace test (tests/ct_trace_test.py).
 * Measurement tooling, above the public API: it sets up keys and inputs,
 * then runs exactly one private operation between WC_MARKER_START() and
 * WC_MARKER_STOP() (scripts/qemu/wc_marker.h), so that qemu-riscv64 with
 * the ct_trace plugin fingerprints that operation's control flow and
 * memory addresses.  The test runs it for two different secrets and
 * requires equal fingerprints.  Only wolfCrypt API calls are measured
 * (wc_RsaPrivateDecrypt, wc_RsaSSL_Sign, wc_DhGenerateKeyPair,
 * wc_DhAgree, wc_ecc_make_key_ex, wc_ecc_sign_hash_ex,
 * wc_ecc_shared_secret, wc_MakeSakkeEncapsulatedSSV, wc_DeriveSakkeSSV,
 * and mp_* for the controls), so whichever math
 * tier the library was built with is what gets tested.
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
 * Output (stdout): "PUBLIC <text>" with the sizes of the op's public
 * outputs (runs are only comparable when these agree), optionally
 * "RESULT <hex>" for outputs the test checks itself, then "OK" when the
 * operation succeeded and its result verified.  Exit status 0 on success.
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
#ifdef WOLFCRYPT_HAVE_SAKKE
    #include <wolfssl/wolfcrypt/sakke.h>
#endif
#include "scripts/qemu/wc_marker.h"

#include <stdio.h>
#include <string.h>

/* Sizes of the secret material (bytes) per op family. */
#define RSA_DER_PAD   1600   /* PKCS#1 RSAPrivateKey DER, zero-padded */
#define RSA_MSG_SZ    32     /* secret plaintext / message to sign */
#define RSA_BYTES     256    /* RSA-2048 */
#define DH_PRIV_SZ    32     /* ffdhe2048 private value (N = 256) */
#define DH_P_SZ       256
#define CTL_SZ        256    /* control ops: 2048-bit secret */

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
static byte    secret[RSA_DER_PAD + RSA_MSG_SZ];
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
 * decoder rejects trailing bytes); 0 when malformed. */
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
/* ECC: key generation (secret from the DRBG), ECDSA signing and ECDH      */
/* (secret: the private scalar, big-endian, curve size)                   */
/* ---------------------------------------------------------------------- */

static ecc_key ecc_priv;
static ecc_key ecc_peer;
static mp_int  sig_r, sig_s;

static int ecc_curve_of(const char* name, int* id, int* size)
{
    if (strstr(name, "256") != NULL) {
        *id = ECC_SECP256R1;
        *size = 32;
    }
    else if (strstr(name, "384") != NULL) {
        *id = ECC_SECP384R1;
        *size = 48;
    }
    else if (strstr(name, "521") != NULL) {
        *id = ECC_SECP521R1;
        *size = 66;
    }
    else {
        return -1;
    }
    return 0;
}

static int op_ecc_gen(const char* name)
{
    int id, size, ret;

    if (ecc_curve_of(name, &id, &size) != 0 || wc_ecc_init(&ecc_priv) != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_ecc_make_key_ex(&rng, size, &ecc_priv, id);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", size);
    if (ret == 0)
        ret = wc_ecc_check_key(&ecc_priv);
    wc_ecc_free(&ecc_priv);
    return ret;
}

/* Import the secret scalar as a private-only key on the curve. */
static int ecc_load_priv(int id, int size)
{
    int ret = wc_ecc_init(&ecc_priv);

    if (ret == 0)
        ret = wc_ecc_import_private_key_ex(secret, (word32)size, NULL, 0,
                                           &ecc_priv, id);
    return ret;
}

static int op_ecc_sign(const char* name)
{
    byte hash[64];
    int id, size, ret, ok = 0;
    word32 i;

    if (ecc_curve_of(name, &id, &size) != 0)
        return -1;
    for (i = 0; i < sizeof(hash); i++)
        hash[i] = (byte)(0xA5 ^ (i * 7));
    ret = ecc_load_priv(id, size);
    if (ret == 0)
        ret = mp_init_multi(&sig_r, &sig_s, NULL, NULL, NULL, NULL);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_ecc_sign_hash_ex(hash, (word32)size, &rng, &ecc_priv, &sig_r,
                              &sig_s);
    WC_MARKER_STOP();
    printf("PUBLIC size=%d\n", size);
    if (ret == 0)
        ret = wc_ecc_make_pub(&ecc_priv, NULL);
    if (ret == 0)
        ret = wc_ecc_verify_hash_ex(&sig_r, &sig_s, hash, (word32)size, &ok,
                                    &ecc_priv);
    mp_clear(&sig_r);
    mp_clear(&sig_s);
    wc_ecc_free(&ecc_priv);
    return (ret == 0 && ok == 1) ? 0 : -1;
}

static int op_ecc_ecdh(const char* name)
{
    int id, size, ret;
    word32 len1 = sizeof(buf1), len2 = sizeof(buf2);

    if (ecc_curve_of(name, &id, &size) != 0)
        return -1;
    /* The peer is the same in every run. */
    ret = wc_ecc_init(&ecc_peer);
    if (ret == 0)
        ret = wc_ecc_make_key_ex(&rng_fixed, size, &ecc_peer, id);
    if (ret == 0)
        ret = ecc_load_priv(id, size);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_ecc_shared_secret(&ecc_priv, &ecc_peer, buf1, &len1);
    WC_MARKER_STOP();
    printf("PUBLIC len=%u\n", (unsigned)len1);
    /* Both sides must agree. */
    if (ret == 0)
        ret = wc_ecc_make_pub(&ecc_priv, NULL);
    if (ret == 0)
        ret = wc_ecc_shared_secret(&ecc_peer, &ecc_priv, buf2, &len2);
    if (ret == 0 && (len1 != len2 || memcmp(buf1, buf2, len1) != 0))
        ret = -1;
    wc_ecc_free(&ecc_priv);
    wc_ecc_free(&ecc_peer);
    return ret;
}

#endif /* HAVE_ECC */

/* ---------------------------------------------------------------------- */
/* Controls on sp_int: a constant-time exponentiation (must match) and two */
/* variable-time operations (must differ), secret: a 2048-bit value        */
/* ---------------------------------------------------------------------- */

static mp_int ctl_b, ctl_e, ctl_m, ctl_r;

#ifdef WOLFCRYPT_HAVE_SAKKE
/* SAKKE: the secret is the KMS secret z (128 bytes, below q) and the SSV
 * (16 bytes); the RSK, r, [r]I and the pairing value follow from them.
 * The public key Z, the point I and the authentication data R differ
 * between runs too (they are public). */
#define SAKKE_Z_SZ    128
#define SAKKE_SSV_SZ  16

static SakkeKey  sakke_kms, sakke_rcv;
static byte      sakke_id[] = "ct-trace@example.org";
static byte      sakke_ssv[SAKKE_SSV_SZ];
static byte      sakke_auth[257];
static word16    sakke_authSz;

/* KMS key from z, receiver key with Z, the identity, I and the RSK. */
static int sakke_setup(void)
{
    ecc_point* rsk = wc_ecc_new_point();
    word32 sz = sizeof(buf1);
    int ret = (rsk == NULL) ? -1 : 0;

    if (ret == 0)
        ret = wc_InitSakkeKey(&sakke_kms, NULL, INVALID_DEVID);
    if (ret == 0)
        ret = wc_InitSakkeKey(&sakke_rcv, NULL, INVALID_DEVID);
    if (ret == 0)
        ret = wc_ImportSakkePrivateKey(&sakke_kms, secret, SAKKE_Z_SZ);
    if (ret == 0)
        ret = wc_MakeSakkePublicKey(&sakke_kms, NULL);
    if (ret == 0)
        ret = wc_MakeSakkeRsk(&sakke_kms, sakke_id, sizeof(sakke_id), rsk);
    if (ret == 0)
        ret = wc_ExportSakkePublicKey(&sakke_kms, buf1, &sz, 1);
    if (ret == 0)
        ret = wc_ImportSakkePublicKey(&sakke_rcv, buf1, sz, 1);
    if (ret == 0)
        ret = wc_SetSakkeIdentity(&sakke_rcv, sakke_id, sizeof(sakke_id));
    if (ret == 0)
        ret = wc_MakeSakkePointI(&sakke_rcv, sakke_id, sizeof(sakke_id));
    if (ret == 0)
        ret = wc_SetSakkeRsk(&sakke_rcv, rsk, NULL, 0);
    memcpy(sakke_ssv, secret + SAKKE_Z_SZ, SAKKE_SSV_SZ);
    sakke_authSz = (word16)sizeof(sakke_auth);
    wc_ecc_del_point(rsk);
    return ret;
}

static int op_sakke_encap(void)
{
    int ret = sakke_setup();

    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_MakeSakkeEncapsulatedSSV(&sakke_rcv, WC_HASH_TYPE_SHA256,
                                      sakke_ssv, SAKKE_SSV_SZ, sakke_auth,
                                      &sakke_authSz);
    WC_MARKER_STOP();
    printf("PUBLIC auth %u\n", (unsigned)sakke_authSz);
    return ret;
}

/* Derivation of an SSV encapsulated (before the region) for the key. */
static int op_sakke_derive(void)
{
    int ret = sakke_setup();

    if (ret == 0)
        ret = wc_MakeSakkeEncapsulatedSSV(&sakke_rcv, WC_HASH_TYPE_SHA256,
                                          sakke_ssv, SAKKE_SSV_SZ,
                                          sakke_auth, &sakke_authSz);
    if (ret != 0)
        return -1;
    WC_MARKER_START();
    ret = wc_DeriveSakkeSSV(&sakke_rcv, WC_HASH_TYPE_SHA256, sakke_ssv,
                            SAKKE_SSV_SZ, sakke_auth, sakke_authSz);
    WC_MARKER_STOP();
    if ((ret == 0) &&
        (memcmp(sakke_ssv, secret + SAKKE_Z_SZ, SAKKE_SSV_SZ) != 0))
        ret = -2;
    printf("PUBLIC none\n");
    return ret;
}
#endif /* WOLFCRYPT_HAVE_SAKKE */

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
#endif
#ifndef NO_DH
    { "dh2048-keygen",   0, op_dh_gen, NULL },
    { "dh2048-agree",    DH_PRIV_SZ + DH_P_SZ, op_dh_agree, NULL },
    { "dh2048-agree-ct", DH_PRIV_SZ + DH_P_SZ, op_dh_agree_ct, NULL },
#endif
#ifdef HAVE_ECC
    { "ecc256-keygen",   0,  NULL, op_ecc_gen },
    { "ecc256-sign",     32, NULL, op_ecc_sign },
    { "ecc256-ecdh",     32, NULL, op_ecc_ecdh },
    { "ecc384-keygen",   0,  NULL, op_ecc_gen },
    { "ecc384-sign",     48, NULL, op_ecc_sign },
    { "ecc384-ecdh",     48, NULL, op_ecc_ecdh },
    { "ecc521-keygen",   0,  NULL, op_ecc_gen },
    { "ecc521-sign",     66, NULL, op_ecc_sign },
    { "ecc521-ecdh",     66, NULL, op_ecc_ecdh },
#endif
#ifdef WOLFCRYPT_HAVE_SAKKE
    { "sakke-encap",     SAKKE_Z_SZ + SAKKE_SSV_SZ, op_sakke_encap, NULL },
    { "sakke-derive",    SAKKE_Z_SZ + SAKKE_SSV_SZ, op_sakke_derive, NULL },
#endif
    { "ctl-exptmod-ct",  CTL_SZ, op_ctl_exptmod_ct, NULL },
    { "ctl-exptmod-nct", CTL_SZ, op_ctl_exptmod_nct, NULL },
    { "ctl-mod",         CTL_SZ, op_ctl_mod, NULL },
};

#define OP_COUNT ((int)(sizeof(ops) / sizeof(ops[0])))

static int usage(void)
{
    int i;

    fprintf(stderr, "usage: ct_trace_driver OP SEED(64 hex) SECRET(hex)\n"
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
    if (argc != 4)
        return usage();
    for (i = 0; i < OP_COUNT; i++) {
        if (strcmp(argv[1], ops[i].name) == 0)
            op = &ops[i];
    }
    if (op == NULL || hex_decode(argv[2], seed, sizeof(seed)) != 0)
        return usage();
    if (op->secretSz == 0) {
        if (strcmp(argv[3], "00") != 0)
            return usage();
    }
    else if (hex_decode(argv[3], secret, op->secretSz) != 0) {
        return usage();
    }
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
