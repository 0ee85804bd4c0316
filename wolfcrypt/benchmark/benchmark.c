/* benchmark.c
 *
 * wolfCrypt benchmark: one row per operation, in a stable text table.
 *
 * Two ways to measure:
 *   - time: each operation runs for about --seconds (default 1) and the
 *     table gives operations (or MiB) per second.  Host wall-clock figures.
 *   - instructions (--insn): each operation runs --iters times, every run
 *     bracketed by the WC_MARKER_START/STOP hint instructions of
 *     scripts/qemu/wc_marker.h.  Under qemu-riscv64 with the insn_count
 *     plugin, scripts/bench-report.py turns the plugin's per-region counts
 *     into instructions and multiplies per operation.  Counts are exact and
 *     repeatable; wall time under qemu is not.  In this mode the program
 *     writes "WC_BENCH <name> <iters>" to stderr before each row's regions,
 *     so that the report can pair the counts with the rows.
 *
 * Usage: benchmark [--insn] [--iters N] [--seconds S] [--only SUBSTR]
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/version.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/sha256.h>
#include <wolfssl/wolfcrypt/sha512.h>
#include <wolfssl/wolfcrypt/sm3.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/riscv_cpu.h>
#ifdef HAVE_ECC
    #include <wolfssl/wolfcrypt/ecc.h>
#endif
#ifndef NO_RSA
    #include <wolfssl/wolfcrypt/rsa.h>
#endif
#ifndef NO_DH
    #include <wolfssl/wolfcrypt/dh.h>
#endif
#ifdef WOLFSSL_SM2
    #include <wolfssl/wolfcrypt/sm2.h>
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
#ifdef WOLFCRYPT_HAVE_SAKKE
    #include <wolfssl/wolfcrypt/sakke.h>
#endif
#include <wolfssl/wolfcrypt/asn.h>
#if defined(WOLFSSL_TLS13) && !defined(WOLFCRYPT_ONLY)
    #include <wolfssl/ssl.h>
    #define BENCH_HAVE_TLS
#endif
#include "scripts/qemu/wc_marker.h"

/* wc_GetMathInfo: this library has it, and upstream wolfSSL 5.7.2 (the
 * drop-in builds this program against upstream trees, doc/DROPIN.md);
 * upstream 5.5.4 does not. */
#if defined(LIBWOLFSSL_VERSION_HEX) && (LIBWOLFSSL_VERSION_HEX < 0x05007000)
    #define BENCH_MATH_INFO() "not reported by this wolfSSL version"
#else
    #define BENCH_MATH_INFO() wc_GetMathInfo()
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BENCH_BLOCK 1024   /* bytes hashed per hash operation */

/* One benchmark row: set-up once, then `op` repeatedly. */
typedef struct bench_row {
    const char* name;
    int  (*setup)(void);
    int  (*op)(void);
    void (*cleanup)(void);
    int  bytes;             /* >0: report MiB/s for this many bytes/op */
} bench_row;

/* The bytes of the row being run (its `bytes`), set before every call of
 * its op: one symmetric op function serves every message size. */
static int bench_len;

/* The symmetric rows: one per message size, named
 * "<name> (<size>) <path>", e.g. "AES-128 GCM (1 KiB) [Zkne]". */
#define BENCH_SYM_ROW(name, size, label, path, setup, op, cleanup)        \
    { name " (" label ") " path, setup, op, cleanup, size },
#define BENCH_SYM_ROWS(name, path, setup, op, cleanup)                    \
    BENCH_SYM_ROW(name, 16, "16 B", path, setup, op, cleanup)             \
    BENCH_SYM_ROW(name, 64, "64 B", path, setup, op, cleanup)             \
    BENCH_SYM_ROW(name, 1024, "1 KiB", path, setup, op, cleanup)          \
    BENCH_SYM_ROW(name, 16384, "16 KiB", path, setup, op, cleanup)
#define BENCH_SYM_MAX 16384     /* the largest size above */

static WC_RNG bench_rng;
static byte   bench_data[BENCH_BLOCK];
static byte   bench_digest[64];

/* ------------------------------------------------------------------ */
/* Hashes                                                              */
/* ------------------------------------------------------------------ */
static int op_sha256(void)
{
    return wc_Sha256Hash(bench_data, sizeof(bench_data), bench_digest);
}

#ifdef WOLFSSL_SHA512
static int op_sha512(void)
{
    return wc_Sha512Hash(bench_data, sizeof(bench_data), bench_digest);
}
#endif

#ifdef WOLFSSL_SM3
static int op_sm3(void)
{
    return wc_Sm3Hash(bench_data, sizeof(bench_data), bench_digest);
}
#endif

static int op_rng(void)
{
    return wc_RNG_GenerateBlock(&bench_rng, bench_data, sizeof(bench_data));
}

/* ------------------------------------------------------------------ */
/* sp_int modular exponentiation, 2048 bits                            */
/* ------------------------------------------------------------------ */
static mp_int ex_base, ex_exp, ex_mod, ex_res, ex_pub;

/* Random odd 2048-bit modulus with the top bit set, random base and
 * exponent below it, and the public exponent 65537. */
static int setup_exptmod(void)
{
    byte buf[256];
    int ret;

    ret = mp_init_multi(&ex_base, &ex_exp, &ex_mod, &ex_res, &ex_pub, NULL);
    if (ret == MP_OKAY)
        ret = wc_RNG_GenerateBlock(&bench_rng, buf, sizeof(buf));
    if (ret == 0) {
        buf[0] |= 0x80;
        buf[sizeof(buf) - 1] |= 1;
        ret = mp_read_unsigned_bin(&ex_mod, buf, sizeof(buf));
    }
    if (ret == MP_OKAY)
        ret = wc_RNG_GenerateBlock(&bench_rng, buf, sizeof(buf));
    if (ret == 0) {
        buf[0] &= 0x7f;
        ret = mp_read_unsigned_bin(&ex_base, buf, sizeof(buf));
    }
    if (ret == MP_OKAY)
        ret = wc_RNG_GenerateBlock(&bench_rng, buf, sizeof(buf));
    if (ret == 0) {
        buf[0] &= 0x7f;
        ret = mp_read_unsigned_bin(&ex_exp, buf, sizeof(buf));
    }
    if (ret == MP_OKAY)
        ret = mp_set_int(&ex_pub, 65537);
    return ret;
}

static int op_exptmod_ct(void)
{
    return mp_exptmod(&ex_base, &ex_exp, &ex_mod, &ex_res);
}

static int op_exptmod_pub(void)
{
    return mp_exptmod_nct(&ex_base, &ex_pub, &ex_mod, &ex_res);
}

static void cleanup_exptmod(void)
{
    mp_clear(&ex_base);
    mp_clear(&ex_exp);
    mp_clear(&ex_mod);
    mp_clear(&ex_res);
    mp_clear(&ex_pub);
}

#ifdef HAVE_ECC
/* ------------------------------------------------------------------ */
/* ECC through the public API (the SP tier when built with --enable-sp) */
/* ECDSA / ECDH of ecc.h, and SM2 (sm2.h) on sm2p256v1: the functions  */
/* of both families take the same arguments, except key generation.    */
/* ------------------------------------------------------------------ */
typedef struct ecc_family {
    int (*keygen)(ecc_key* key, int id);
    int (*sign)(const byte* in, word32 inLen, byte* out, word32* outLen,
                WC_RNG* rng, ecc_key* key);
    int (*verify)(const byte* sig, word32 sigLen, const byte* hash,
                  word32 hashLen, int* res, ecc_key* key);
    int (*agree)(ecc_key* priv, ecc_key* pub, byte* out, word32* outLen);
} ecc_family;

static int keygen_ecc(ecc_key* key, int id)
{
    return wc_ecc_make_key_ex(&bench_rng, 0, key, id);
}

static const ecc_family fam_ecc = {
    keygen_ecc, wc_ecc_sign_hash, wc_ecc_verify_hash, wc_ecc_shared_secret
};

static ecc_key ecc_a, ecc_b;
static const ecc_family* ecc_fam;
static int     ecc_id, ecc_hash_len;
static byte    ecc_sig[ECC_MAX_SIG_SIZE];
static word32  ecc_sig_len;

static int op_ecc_keygen(void)
{
    return ecc_fam->keygen(&ecc_b, ecc_id);
}

static int op_ecc_sign(void)
{
    ecc_sig_len = sizeof(ecc_sig);
    return ecc_fam->sign(bench_digest, (word32)ecc_hash_len, ecc_sig,
                         &ecc_sig_len, &bench_rng, &ecc_a);
}

static int op_ecc_verify(void)
{
    int res = 0;
    int ret = ecc_fam->verify(ecc_sig, ecc_sig_len, bench_digest,
                              (word32)ecc_hash_len, &res, &ecc_a);
    return ((ret == 0) && (res != 1)) ? -1 : ret;
}

static int op_ecdh(void)
{
    byte out[MAX_ECC_BYTES];
    word32 len = sizeof(out);
    return ecc_fam->agree(&ecc_a, &ecc_b, out, &len);
}

/* Two key pairs on curve `id` of family `fam` and a signature by ecc_a of
 * a random hash_len-byte digest. */
static int setup_ecc_family(const ecc_family* fam, int id, int hash_len)
{
    int ret;

    ecc_fam = fam;
    ecc_id = id;
    ecc_hash_len = hash_len;
    ret = wc_ecc_init(&ecc_a);
    if (ret == 0)
        ret = wc_ecc_init(&ecc_b);
    if (ret == 0)
        ret = fam->keygen(&ecc_a, id);
    if (ret == 0)
        ret = op_ecc_keygen();
    if (ret == 0)
        ret = wc_RNG_GenerateBlock(&bench_rng, bench_digest,
                                   sizeof(bench_digest));
    if (ret == 0)
        ret = op_ecc_sign();
    return ret;
}

static int setup_p256(void)
{
    return setup_ecc_family(&fam_ecc, ECC_SECP256R1, 32);
}

static int setup_p384(void)
{
    return setup_ecc_family(&fam_ecc, ECC_SECP384R1, 48);
}

static int setup_p521(void)
{
    return setup_ecc_family(&fam_ecc, ECC_SECP521R1, 64);
}

static void cleanup_ecc(void)
{
    wc_ecc_free(&ecc_a);
    wc_ecc_free(&ecc_b);
}

#ifdef HAVE_CURVE25519
/* ------------------------------------------------------------------ */
/* X25519 (curve25519.h): a key pair (the fixed-base product) and a   */
/* shared secret with a second key pair (the variable-base one).      */
/* ------------------------------------------------------------------ */
static curve25519_key x25519_a, x25519_b;

static int op_x25519_keygen(void)
{
    return wc_curve25519_make_key(&bench_rng, CURVE25519_KEYSIZE,
                                  &x25519_a);
}

static int op_x25519_agree(void)
{
    byte out[CURVE25519_KEYSIZE];
    word32 len = sizeof(out);
    return wc_curve25519_shared_secret(&x25519_a, &x25519_b, out, &len);
}

static int setup_x25519(void)
{
    int ret = wc_curve25519_init(&x25519_a);
    if (ret == 0)
        ret = wc_curve25519_init(&x25519_b);
    if (ret == 0)
        ret = op_x25519_keygen();
    if (ret == 0)
        ret = wc_curve25519_make_key(&bench_rng, CURVE25519_KEYSIZE,
                                     &x25519_b);
    return ret;
}

static void cleanup_x25519(void)
{
    wc_curve25519_free(&x25519_a);
    wc_curve25519_free(&x25519_b);
}
#endif

#ifdef HAVE_CURVE448
/* ------------------------------------------------------------------ */
/* X448 (curve448.h): a key pair and a shared secret with a second    */
/* key pair (both the ladder).                                        */
/* ------------------------------------------------------------------ */
static curve448_key x448_a, x448_b;

static int op_x448_keygen(void)
{
    return wc_curve448_make_key(&bench_rng, CURVE448_KEY_SIZE, &x448_a);
}

static int op_x448_agree(void)
{
    byte out[CURVE448_KEY_SIZE];
    word32 len = sizeof(out);
    return wc_curve448_shared_secret(&x448_a, &x448_b, out, &len);
}

static int setup_x448(void)
{
    int ret = wc_curve448_init(&x448_a);
    if (ret == 0)
        ret = wc_curve448_init(&x448_b);
    if (ret == 0)
        ret = op_x448_keygen();
    if (ret == 0)
        ret = wc_curve448_make_key(&bench_rng, CURVE448_KEY_SIZE, &x448_b);
    return ret;
}

static void cleanup_x448(void)
{
    wc_curve448_free(&x448_a);
    wc_curve448_free(&x448_b);
}
#endif

#ifdef HAVE_ED25519
/* ------------------------------------------------------------------ */
/* Ed25519 (ed25519.h): key generation, signing and verification of   */
/* a 32-byte message (TLS 1.3 signs 130 bytes: the hashing differs by */
/* one SHA-512 block, about 1% of a signature).                       */
/* ------------------------------------------------------------------ */
static ed25519_key ed25519_k;
static byte ed25519_sig[ED25519_SIG_SIZE];
static const byte ed25519_msg[32] = { 1, 2, 3, 4, 5, 6, 7, 8 };

static int op_ed25519_keygen(void)
{
    return wc_ed25519_make_key(&bench_rng, ED25519_KEY_SIZE, &ed25519_k);
}

static int op_ed25519_sign(void)
{
    word32 len = sizeof(ed25519_sig);
    return wc_ed25519_sign_msg(ed25519_msg, sizeof(ed25519_msg),
                               ed25519_sig, &len, &ed25519_k);
}

static int op_ed25519_verify(void)
{
    int res = 0;
    int ret = wc_ed25519_verify_msg(ed25519_sig, sizeof(ed25519_sig),
                                    ed25519_msg, sizeof(ed25519_msg), &res,
                                    &ed25519_k);
    return (ret == 0 && res != 1) ? -1 : ret;
}

static int setup_ed25519(void)
{
    int ret = wc_ed25519_init(&ed25519_k);
    if (ret == 0)
        ret = op_ed25519_keygen();
    if (ret == 0)
        ret = op_ed25519_sign();
    return ret;
}

static void cleanup_ed25519(void)
{
    wc_ed25519_free(&ed25519_k);
}
#endif

#ifdef HAVE_ED448
/* ------------------------------------------------------------------ */
/* Ed448 (ed448.h): the Ed25519 rows with Ed448 (pure, no context)    */
/* and the same 32-byte message.                                      */
/* ------------------------------------------------------------------ */
static ed448_key ed448_k;
static byte ed448_sig[ED448_SIG_SIZE];
static const byte ed448_msg[32] = { 1, 2, 3, 4, 5, 6, 7, 8 };

static int op_ed448_keygen(void)
{
    return wc_ed448_make_key(&bench_rng, ED448_KEY_SIZE, &ed448_k);
}

static int op_ed448_sign(void)
{
    word32 len = sizeof(ed448_sig);
    return wc_ed448_sign_msg(ed448_msg, sizeof(ed448_msg), ed448_sig, &len,
                             &ed448_k, NULL, 0);
}

static int op_ed448_verify(void)
{
    int res = 0;
    int ret = wc_ed448_verify_msg(ed448_sig, sizeof(ed448_sig), ed448_msg,
                                  sizeof(ed448_msg), &res, &ed448_k, NULL,
                                  0);
    return (ret == 0 && res != 1) ? -1 : ret;
}

static int setup_ed448(void)
{
    int ret = wc_ed448_init(&ed448_k);
    if (ret == 0)
        ret = op_ed448_keygen();
    if (ret == 0)
        ret = op_ed448_sign();
    return ret;
}

static void cleanup_ed448(void)
{
    wc_ed448_free(&ed448_k);
}
#endif

#ifdef WOLFSSL_SM2
/* ------------------------------------------------------------------ */
/* SM2 (sm2.h): the rows above with the SM2 functions, plus           */
/* encryption of a 32-byte message to ecc_a (raw C1C3C2) and          */
/* its decryption.                                                    */
/* ------------------------------------------------------------------ */
#define SM2_MSG_SZ 32
static byte   sm2_ct[WC_SM2_RAW_OVERHEAD + SM2_MSG_SZ];
static word32 sm2_ct_len;

static int keygen_sm2(ecc_key* key, int id)
{
    (void)id;
    return wc_ecc_sm2_make_key(&bench_rng, key, 0);
}

static const ecc_family fam_sm2 = {
    keygen_sm2, wc_ecc_sm2_sign_hash, wc_ecc_sm2_verify_hash,
    wc_ecc_sm2_shared_secret
};

static int op_sm2_encrypt(void)
{
    sm2_ct_len = sizeof(sm2_ct);
    return wc_ecc_sm2_encrypt(&ecc_a, bench_digest, SM2_MSG_SZ, sm2_ct,
                              &sm2_ct_len, &bench_rng, WC_SM2_RAW);
}

static int setup_sm2(void)
{
    int ret = setup_ecc_family(&fam_sm2, ECC_SM2P256V1, WC_SM2_KEY_SZ);

    if (ret == 0)
        ret = op_sm2_encrypt();
    return ret;
}

static int op_sm2_decrypt(void)
{
    byte pt[SM2_MSG_SZ];
    word32 len = sizeof(pt);
    int ret = wc_ecc_sm2_decrypt(&ecc_a, sm2_ct, sm2_ct_len, pt, &len,
                                 WC_SM2_RAW);
    if ((ret == 0) && ((len != SM2_MSG_SZ) ||
                       (memcmp(pt, bench_digest, SM2_MSG_SZ) != 0)))
        ret = -1;
    return ret;
}
#endif /* WOLFSSL_SM2 */
#endif /* HAVE_ECC */

#ifdef WOLFCRYPT_HAVE_SAKKE
/* ------------------------------------------------------------------ */
/* SAKKE (RFC 6508, parameter set 1) through the public API.  One key   */
/* is KMS, sender and receiver: master secret, identity, its RSK, and   */
/* an SSV encapsulated once (H, auth) for the derive rows.  Plain rows: */
/* nothing precomputed (I = [b]P + Z is made by every operation).       */
/* "(point I)": the identity's point I set, no tables.  "(tables)":     */
/* point I with its fixed-base table, and the RSK's pairing table.      */
/* Made once by the first SAKKE row, freed by the last.                 */
/* ------------------------------------------------------------------ */
static const byte sakke_id[] = "bench@example.org";
static SakkeKey   sakke_key;
static ecc_point* sakke_rsk;
static byte*      sakke_itab;
static byte*      sakke_rtab;
static word32     sakke_itab_len, sakke_rtab_len;
/* Sizes of parameter set 1 as numbers (not this library's sakke.h
 * names), so that the program also builds against upstream wolfSSL's
 * headers (scripts/upstream/dropin.sh --bench). */
#define BENCH_SAKKE_SSV     16      /* SSV bytes */
#define BENCH_SAKKE_FIELD   128     /* bytes of p */
static byte       sakke_ssv[BENCH_SAKKE_SSV], sakke_h[BENCH_SAKKE_SSV];
static byte       sakke_auth[2 * BENCH_SAKKE_FIELD + 1];
static int        sakke_ready;

static void cleanup_sakke(void)
{
    if (sakke_ready)
        wc_FreeSakkeKey(&sakke_key);
    wc_ecc_del_point(sakke_rsk);
    free(sakke_itab);
    free(sakke_rtab);
    sakke_rsk = NULL;
    sakke_itab = sakke_rtab = NULL;
    sakke_ready = 0;
}

/* Key, RSK, identity and one encapsulation; tables allocated (sized)
 * but not generated. */
static int sakke_make(void)
{
    word16 n = sizeof(sakke_ssv), authSz = sizeof(sakke_auth);
    int ret = wc_InitSakkeKey(&sakke_key, NULL, INVALID_DEVID);

    sakke_rsk = wc_ecc_new_point();
    if ((ret == 0) && (sakke_rsk == NULL))
        ret = MEMORY_E;
    sakke_ready = (ret == 0);
    if (ret == 0)
        ret = wc_MakeSakkeKey(&sakke_key, &bench_rng);
    if (ret == 0)
        ret = wc_MakeSakkeRsk(&sakke_key, sakke_id, sizeof(sakke_id),
                              sakke_rsk);
    if (ret == 0)
        ret = wc_SetSakkeIdentity(&sakke_key, sakke_id, sizeof(sakke_id));
    if (ret == 0)
        ret = wc_GenerateSakkeSSV(&sakke_key, &bench_rng, sakke_ssv, &n);
    if (ret == 0) {
        memcpy(sakke_h, sakke_ssv, sizeof(sakke_h));
        ret = wc_MakeSakkeEncapsulatedSSV(&sakke_key, WC_HASH_TYPE_SHA256,
                                          sakke_h, sizeof(sakke_h),
                                          sakke_auth, &authSz);
    }
    if (ret == 0)
        ret = wc_MakeSakkePointI(&sakke_key, sakke_id, sizeof(sakke_id));
    if ((ret == 0) && (wc_GenerateSakkePointITable(&sakke_key, NULL,
                           &sakke_itab_len) != LENGTH_ONLY_E))
        ret = -1;
    if ((ret == 0) && (wc_GenerateSakkeRskTable(&sakke_key, sakke_rsk,
                           NULL, &sakke_rtab_len) != LENGTH_ONLY_E))
        ret = -1;
    if (ret == 0) {
        sakke_itab = (byte*)malloc(sakke_itab_len);
        sakke_rtab = (byte*)malloc(sakke_rtab_len);
        if ((sakke_itab == NULL) || (sakke_rtab == NULL))
            ret = MEMORY_E;
    }
    if (ret == 0)
        ret = wc_GenerateSakkePointITable(&sakke_key, sakke_itab,
                                          &sakke_itab_len);
    if (ret == 0)
        ret = wc_GenerateSakkeRskTable(&sakke_key, sakke_rsk, sakke_rtab,
                                       &sakke_rtab_len);
    if (ret != 0)
        cleanup_sakke();
    return ret;
}

/* What is precomputed for the rows. */
enum { SAKKE_NONE, SAKKE_POINT_I, SAKKE_TABLES };

/* SAKKE_NONE: the RSK alone and no point I for the identity (a point I
 * for another identity is ignored by the operations); SAKKE_POINT_I: the
 * identity's point I, no tables; SAKKE_TABLES: point I with its table and
 * the RSK with its pairing table. */
static int setup_sakke(int pre)
{
    static const byte other[] = "none";
    int ret = sakke_ready ? 0 : sakke_make();

    if (ret == 0) {
        if (pre == SAKKE_NONE)
            ret = wc_MakeSakkePointI(&sakke_key, other, sizeof(other));
        else
            ret = wc_MakeSakkePointI(&sakke_key, sakke_id, sizeof(sakke_id));
    }
    if ((ret == 0) && (pre == SAKKE_TABLES))
        ret = wc_SetSakkePointITable(&sakke_key, sakke_itab, sakke_itab_len);
    if (ret == 0)
        ret = wc_SetSakkeRsk(&sakke_key, sakke_rsk,
                             (pre == SAKKE_TABLES) ? sakke_rtab : NULL,
                             (pre == SAKKE_TABLES) ? sakke_rtab_len : 0);
    return ret;
}

static int setup_sakke_plain(void)  { return setup_sakke(SAKKE_NONE); }
static int setup_sakke_i(void)      { return setup_sakke(SAKKE_POINT_I); }
static int setup_sakke_tables(void) { return setup_sakke(SAKKE_TABLES); }

static int op_sakke_encap(void)
{
    byte ssv[sizeof(sakke_ssv)], auth[sizeof(sakke_auth)];
    word16 authSz = sizeof(auth);

    memcpy(ssv, sakke_ssv, sizeof(ssv));
    return wc_MakeSakkeEncapsulatedSSV(&sakke_key, WC_HASH_TYPE_SHA256, ssv,
                                       sizeof(ssv), auth, &authSz);
}

static int op_sakke_derive(void)
{
    byte ssv[sizeof(sakke_h)];
    int ret;

    memcpy(ssv, sakke_h, sizeof(ssv));
    ret = wc_DeriveSakkeSSV(&sakke_key, WC_HASH_TYPE_SHA256, ssv,
                            sizeof(ssv), sakke_auth, sizeof(sakke_auth));
    if ((ret == 0) && (memcmp(ssv, sakke_ssv, sizeof(ssv)) != 0))
        ret = -1;
    return ret;
}
#endif /* WOLFCRYPT_HAVE_SAKKE */

#if !defined(NO_RSA) && defined(WOLFSSL_KEY_GEN)
/* ------------------------------------------------------------------ */
/* RSA through the public API (PKCS#1 v1.5 sign/verify of 32 bytes;    */
/* the SP tier when built with --enable-sp).  The key of a size is     */
/* made once, by the first of its rows, and freed by the verify row.   */
/* ------------------------------------------------------------------ */
static RsaKey rsa_key;
static int    rsa_bits;
static byte   rsa_sig[512], rsa_out[512];
static word32 rsa_sig_len;

static int setup_rsa(int bits)
{
    int ret;

    if (rsa_bits == bits)
        return 0;
    if (rsa_bits != 0)
        wc_FreeRsaKey(&rsa_key);
    rsa_bits = 0;
    ret = wc_InitRsaKey(&rsa_key, NULL);
    if (ret == 0)
        ret = wc_MakeRsaKey(&rsa_key, bits, WC_RSA_EXPONENT, &bench_rng);
    if (ret == 0)
        ret = wc_RsaSSL_Sign(bench_digest, 32, rsa_sig, sizeof(rsa_sig),
                             &rsa_key, &bench_rng);
    if (ret > 0) {
        rsa_sig_len = (word32)ret;
        rsa_bits = bits;
        ret = 0;
    }
    return ret;
}

static int setup_rsa2048(void) { return setup_rsa(2048); }
static int setup_rsa3072(void) { return setup_rsa(3072); }
static int setup_rsa4096(void) { return setup_rsa(4096); }

static int op_rsa_sign(void)
{
    int ret = wc_RsaSSL_Sign(bench_digest, 32, rsa_sig, sizeof(rsa_sig),
                             &rsa_key, &bench_rng);
    return (ret > 0) ? 0 : ret;
}

static int op_rsa_verify(void)
{
    int ret = wc_RsaSSL_Verify(rsa_sig, rsa_sig_len, rsa_out,
                               sizeof(rsa_out), &rsa_key);
    return (ret == 32) ? 0 : (ret < 0 ? ret : -1);
}

static void cleanup_rsa(void)
{
    if (rsa_bits != 0)
        wc_FreeRsaKey(&rsa_key);
    rsa_bits = 0;
}
#endif

#ifndef NO_DH
/* ------------------------------------------------------------------ */
/* DH ffdhe2048 agree through the public API (two generated key pairs) */
/* ------------------------------------------------------------------ */
static DhKey  dh_key;
static byte   dh_priv[64], dh_pub[256], dh_priv2[64], dh_pub2[256];
static byte   dh_agree[256];
static word32 dh_priv_len, dh_pub2_len;

static int setup_dh2048(void)
{
    word32 privSz = sizeof(dh_priv), pubSz = sizeof(dh_pub);
    int ret = wc_InitDhKey(&dh_key);

    if (ret == 0)
        ret = wc_DhSetNamedKey(&dh_key, WC_FFDHE_2048);
    if (ret == 0)
        ret = wc_DhGenerateKeyPair(&dh_key, &bench_rng, dh_priv, &privSz,
                                   dh_pub, &pubSz);
    dh_priv_len = privSz;
    privSz = sizeof(dh_priv2);
    dh_pub2_len = sizeof(dh_pub2);
    if (ret == 0)
        ret = wc_DhGenerateKeyPair(&dh_key, &bench_rng, dh_priv2, &privSz,
                                   dh_pub2, &dh_pub2_len);
    return ret;
}

static int op_dh_agree(void)
{
    word32 len = sizeof(dh_agree);

    return wc_DhAgree(&dh_key, dh_agree, &len, dh_priv, dh_priv_len,
                      dh_pub2, dh_pub2_len);
}

static void cleanup_dh(void)
{
    wc_FreeDhKey(&dh_key);
}
#endif

/* The "[base]" rows of ChaCha and SHA-3 mask the rotate extensions away
 * for their run (riscv_cpu_mask), and give them back at cleanup. */
#if WC_RISCV_EXT_PATHS && (defined(WOLFSSL_SHA3) || \
    (defined(HAVE_CHACHA) && defined(HAVE_POLY1305)))
static int bench_no_rotates(void)
{
    riscv_cpu_mask(~(WC_RV_ZBB | WC_RV_ZBKB));
    return 0;
}
static void bench_all_features(void)
{
    riscv_cpu_mask(~0ULL);
}
#endif

/* The symmetric rows: one include file per algorithm family. */
#include "bench_aes.inc"
#include "bench_sm4.inc"
#include "bench_chacha.inc"
#include "bench_sha3.inc"
#include "bench_x509.inc"
#include "bench_tls.inc"

static const bench_row rows[] = {
    { "SHA-256 (1 KiB)",            NULL, op_sha256, NULL, BENCH_BLOCK },
#ifdef WOLFSSL_SHA512
    { "SHA-512 (1 KiB)",            NULL, op_sha512, NULL, BENCH_BLOCK },
#endif
#ifdef WOLFSSL_SM3
    { "SM3 (1 KiB)",                NULL, op_sm3,    NULL, BENCH_BLOCK },
#endif
    { "RNG Hash_DRBG (1 KiB)",      NULL, op_rng,    NULL, BENCH_BLOCK },
    BENCH_ROWS_AES
    BENCH_ROWS_SM4
    BENCH_ROWS_CHACHA
    BENCH_ROWS_SHA3
    { "sp_int exptmod 2048 (ct)",   setup_exptmod, op_exptmod_ct,
      cleanup_exptmod, 0 },
    { "sp_int exptmod 2048 e=65537", setup_exptmod, op_exptmod_pub,
      cleanup_exptmod, 0 },
#if !defined(NO_RSA) && defined(WOLFSSL_KEY_GEN)
    { "RSA-2048 sign",   setup_rsa2048, op_rsa_sign,   NULL,        0 },
    { "RSA-2048 verify", setup_rsa2048, op_rsa_verify, cleanup_rsa, 0 },
    { "RSA-3072 sign",   setup_rsa3072, op_rsa_sign,   NULL,        0 },
    { "RSA-3072 verify", setup_rsa3072, op_rsa_verify, cleanup_rsa, 0 },
    { "RSA-4096 sign",   setup_rsa4096, op_rsa_sign,   NULL,        0 },
    { "RSA-4096 verify", setup_rsa4096, op_rsa_verify, cleanup_rsa, 0 },
#endif
#ifndef NO_DH
    { "DH ffdhe2048 agree", setup_dh2048, op_dh_agree, cleanup_dh, 0 },
#endif
#ifdef HAVE_ECC
    { "ECC P-256 keygen",    setup_p256, op_ecc_keygen, cleanup_ecc, 0 },
    { "ECDSA P-256 sign",    setup_p256, op_ecc_sign,   cleanup_ecc, 0 },
    { "ECDSA P-256 verify",  setup_p256, op_ecc_verify, cleanup_ecc, 0 },
    { "ECDH P-256 agree",    setup_p256, op_ecdh,       cleanup_ecc, 0 },
    { "ECC P-384 keygen",    setup_p384, op_ecc_keygen, cleanup_ecc, 0 },
    { "ECDSA P-384 sign",    setup_p384, op_ecc_sign,   cleanup_ecc, 0 },
    { "ECDSA P-384 verify",  setup_p384, op_ecc_verify, cleanup_ecc, 0 },
    { "ECDH P-384 agree",    setup_p384, op_ecdh,       cleanup_ecc, 0 },
    { "ECC P-521 keygen",    setup_p521, op_ecc_keygen, cleanup_ecc, 0 },
    { "ECDSA P-521 sign",    setup_p521, op_ecc_sign,   cleanup_ecc, 0 },
    { "ECDSA P-521 verify",  setup_p521, op_ecc_verify, cleanup_ecc, 0 },
    { "ECDH P-521 agree",    setup_p521, op_ecdh,       cleanup_ecc, 0 },
#endif
#ifdef HAVE_CURVE25519
    { "X25519 keygen",       setup_x25519, op_x25519_keygen, NULL, 0 },
    { "X25519 agree",        setup_x25519, op_x25519_agree,
      cleanup_x25519, 0 },
#endif
#ifdef HAVE_CURVE448
    { "X448 keygen",         setup_x448, op_x448_keygen, cleanup_x448, 0 },
    { "X448 agree",          setup_x448, op_x448_agree, cleanup_x448, 0 },
#endif
#ifdef HAVE_ED25519
    { "Ed25519 keygen",      setup_ed25519, op_ed25519_keygen,
      cleanup_ed25519, 0 },
    { "Ed25519 sign",        setup_ed25519, op_ed25519_sign,
      cleanup_ed25519, 0 },
    { "Ed25519 verify",      setup_ed25519, op_ed25519_verify,
      cleanup_ed25519, 0 },
#endif
#ifdef HAVE_ED448
    { "Ed448 keygen",        setup_ed448, op_ed448_keygen, cleanup_ed448, 0 },
    { "Ed448 sign",          setup_ed448, op_ed448_sign, cleanup_ed448, 0 },
    { "Ed448 verify",        setup_ed448, op_ed448_verify, cleanup_ed448,
      0 },
#endif
#if defined(HAVE_ECC) && defined(WOLFSSL_SM2)
    { "SM2 keygen",          setup_sm2, op_ecc_keygen,  cleanup_ecc, 0 },
    { "SM2 sign",            setup_sm2, op_ecc_sign,    cleanup_ecc, 0 },
    { "SM2 verify",          setup_sm2, op_ecc_verify,  cleanup_ecc, 0 },
    { "SM2 ECDH agree",      setup_sm2, op_ecdh,        cleanup_ecc, 0 },
    { "SM2 encrypt (32 B)",  setup_sm2, op_sm2_encrypt, cleanup_ecc, 0 },
    { "SM2 decrypt (32 B)",  setup_sm2, op_sm2_decrypt, cleanup_ecc, 0 },
#endif
#ifdef WOLFCRYPT_HAVE_SAKKE
    { "SAKKE encapsulate",          setup_sakke_plain, op_sakke_encap,
      NULL, 0 },
    { "SAKKE derive",               setup_sakke_plain, op_sakke_derive,
      NULL, 0 },
    { "SAKKE encapsulate (point I)", setup_sakke_i, op_sakke_encap,
      NULL, 0 },
    { "SAKKE derive (point I)",     setup_sakke_i, op_sakke_derive,
      NULL, 0 },
    { "SAKKE encapsulate (tables)", setup_sakke_tables, op_sakke_encap,
      NULL, 0 },
    { "SAKKE derive (tables)",      setup_sakke_tables, op_sakke_derive,
      cleanup_sakke, 0 },
#endif
    BENCH_X509_ROWS
    BENCH_TLS_ROWS
};

/* ------------------------------------------------------------------ */
/* Driver                                                              */
/* ------------------------------------------------------------------ */
static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Runs `row` for about `seconds` and prints its throughput. */
static int bench_time(const bench_row* row, double seconds)
{
    double start = now_seconds(), elapsed;
    long count = 0;

    bench_len = row->bytes;
    do {
        int ret = row->op();
        if (ret != 0)
            return ret;
        count++;
        elapsed = now_seconds() - start;
    } while (elapsed < seconds);

    if (row->bytes > 0) {
        double mib = (double)count * row->bytes / (1024.0 * 1024.0);
        printf("| %-30s | %12.2f MiB/s | %10.3f us/op |\n", row->name,
               mib / elapsed, elapsed * 1e6 / (double)count);
    }
    else {
        printf("| %-30s | %12.2f ops/s | %10.3f ms/op |\n", row->name,
               (double)count / elapsed, elapsed * 1e3 / (double)count);
    }
    return 0;
}

/* Runs `row` iters times inside marker regions (after one warm-up run,
 * so one-time set-up costs stay out of the count). */
static int bench_insn(const bench_row* row, int iters)
{
    int i, ret;

    bench_len = row->bytes;
    ret = row->op();

    if (ret != 0)
        return ret;
    fprintf(stderr, "WC_BENCH %s|%d|%d\n", row->name, iters, row->bytes);
    fflush(stderr);
    for (i = 0; i < iters; i++) {
        WC_MARKER_START();
        ret = row->op();
        WC_MARKER_STOP();
        if (ret != 0)
            return ret;
    }
    fflush(stderr);
    printf("| %-30s | %6d runs counted |\n", row->name, iters);
    return 0;
}

int main(int argc, char** argv)
{
    int insn = 0, iters = 3, i, failures = 0;
    double seconds = 1.0;
    const char* only = NULL;
    size_t r;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--insn") == 0)
            insn = 1;
        else if (strcmp(argv[i], "--iters") == 0 && i + 1 < argc)
            iters = atoi(argv[++i]);
        else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc)
            seconds = atof(argv[++i]);
        else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc)
            only = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--insn] [--iters N] [--seconds S] "
                            "[--only SUBSTR]\n", argv[0]);
            return 2;
        }
    }
    if (iters < 1)
        iters = 1;

    if (wolfCrypt_Init() != 0 || wc_InitRng(&bench_rng) != 0) {
        fprintf(stderr, "initialisation failed\n");
        return 1;
    }
    memset(bench_data, 0xa5, sizeof(bench_data));

    printf("wolfCrypt benchmark, math: %s\n", BENCH_MATH_INFO());
    printf("mode: %s\n", insn ? "instruction count (markers)" : "time");
    for (r = 0; r < sizeof(rows) / sizeof(rows[0]); r++) {
        const bench_row* row = &rows[r];
        int ret = 0;

        if (only != NULL && strstr(row->name, only) == NULL)
            continue;
        if (row->setup != NULL)
            ret = row->setup();
        if (ret == 0)
            ret = insn ? bench_insn(row, iters) : bench_time(row, seconds);
        if (row->cleanup != NULL)
            row->cleanup();
        if (ret != 0) {
            printf("| %-30s | FAILED (%d) |\n", row->name, ret);
            failures++;
        }
    }
    wc_FreeRng(&bench_rng);
    wolfCrypt_Cleanup();
    return failures == 0 ? 0 : 1;
}
