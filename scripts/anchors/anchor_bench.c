/* anchor_bench.c -- X25519, X448, Ed25519 and Ed448 "anchor" figures
 * from other libraries: Debian's riscv64 builds of OpenSSL
 * (libcrypto.so.3) and libsodium (libsodium.so.23), measured the way
 * wolfcrypt/benchmark --insn measures ours.
 *
 * What: for each operation row the set-up (keys, contexts) runs outside
 * the measured region, then one warm-up call (lazy binding through the
 * PLT, first-use initialisation, page faults stay out of the count), then
 * ITERS calls, each alone between WC_MARKER_START() and WC_MARKER_STOP()
 * (scripts/qemu/wc_marker.h).  Before a row's regions it writes
 *     WC_BENCH <row>|<iters>|0
 * to stderr, the line the benchmark writes, so that the insn_count
 * plugin's WC_COUNT / WC_CYCLES lines, written to the same stderr, pair
 * with the rows (scripts/bench-report.py reads the log as it is).
 *
 * Results are checked before anything is measured: X25519 against
 * RFC 7748 section 6.1 (Alice/Bob), X448 by the same secret computed
 * both ways (OpenSSL only), Ed25519 against RFC 8032 section 7.1
 * TEST 1 (both libraries), Ed448 against RFC 8032 section 7.4 "Blank"
 * (OpenSSL only; its 32-byte signature verifies and, one bit flipped,
 * does not), and for the measured 32-byte Ed25519 message: both
 * libraries give the same (deterministic) signature, both accept it and
 * both refuse it with one bit flipped.  Measured outputs are checked too.
 *
 * How: built and run by scripts/anchors/run.sh (cross-compiled against
 * Debian trixie's riscv64 packages, run under qemu-riscv64 with the
 * plugin).  Usage: anchor_bench [ITERS [SUBSTR]]: ITERS measured calls
 * per row (default 1; the operations are deterministic, so more give the
 * same counts), only the rows whose name contains SUBSTR (e.g. to run
 * one row with the plugin's profile= option).
 * Exit status 0 when every check passed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <sodium.h>

#include "wc_marker.h"

static int iters = 1;
static const char* only = NULL;     /* run only rows containing this */
static int failures = 0;

#define CHECK(cond, what) do { if (!(cond)) { \
    fprintf(stderr, "anchor_bench: FAILED: %s\n", what); \
    failures++; } } while (0)

static void unhex(unsigned char* out, const char* hex)
{
    size_t i, n = strlen(hex) / 2;
    for (i = 0; i < n; i++) {
        unsigned int b;
        sscanf(hex + 2 * i, "%2x", &b);
        out[i] = (unsigned char)b;
    }
}

/* RFC 7748 section 6.1 */
static unsigned char x_a[32], x_apub[32], x_b[32], x_bpub[32], x_k[32];
/* RFC 8032 section 7.1 TEST 1 (empty message) */
static unsigned char ed_seed[32], ed_pub[32], ed_sig1[64];
/* the measured message: 32 bytes */
static unsigned char msg[32];

/* ---- one row: warm-up, then ITERS marked calls of op() --------------- */

typedef int (*op_fn)(void);

/* init (may be NULL) runs before the warm-up and before every measured
 * call, outside the region.  op() returns 0 when the library call worked
 * and its output is the expected one (a memcmp of at most 64 bytes, a
 * few dozen instructions, counted with the operation). */
static void run_row(const char* name, op_fn init, op_fn op)
{
    int i, ret;

    if (only != NULL && strstr(name, only) == NULL)
        return;
    ret = (init == NULL || init() == 0) ? op() : -1;    /* warm-up */
    CHECK(ret == 0, name);
    if (ret != 0)
        return;
    fprintf(stderr, "WC_BENCH %s|%d|0\n", name, iters);
    fflush(stderr);
    for (i = 0; i < iters; i++) {
        CHECK(init == NULL || init() == 0, name);
        WC_MARKER_START();
        ret = op();
        WC_MARKER_STOP();
        CHECK(ret == 0, name);
    }
    fflush(stderr);
    printf("| %-34s | %d runs counted |\n", name, iters);
}

/* ---- OpenSSL ---------------------------------------------------------- */

static EVP_PKEY *o_xa, *o_xb_pub, *o_ed, *o_ed_pub;
static EVP_PKEY_CTX* o_dctx;            /* X25519 derive, peer set */
static EVP_MD_CTX *o_sctx, *o_vctx;     /* Ed25519 sign / verify */
static unsigned char o_out[64], o_sig[64];

/* X25519 shared secret: EVP_PKEY_derive on a context already
 * initialised with Alice's private key and Bob's public key. */
static int o_x25519_derive(void)
{
    size_t len = 32;
    memset(o_out, 0, sizeof(o_out));
    return (EVP_PKEY_derive(o_dctx, o_out, &len) == 1 && len == 32 &&
            memcmp(o_out, x_k, 32) == 0) ? 0 : -1;
}

/* X25519 key pair from a raw private key: OpenSSL computes the public
 * key (the fixed-base product) when it creates the EVP_PKEY, so this row
 * includes the EVP_PKEY allocation and its free. */
static int o_x25519_keygen(void)
{
    EVP_PKEY* k = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL,
                                               x_a, 32);
    size_t len = 32;
    int ok = k != NULL && EVP_PKEY_get_raw_public_key(k, o_out, &len) == 1
             && len == 32 && memcmp(o_out, x_apub, 32) == 0;
    EVP_PKEY_free(k);
    return ok ? 0 : -1;
}

/* Ed25519: EVP_DigestSign/Verify one-shot with a NULL md.  A one-shot
 * call finalises its context, so each call gets a fresh Init, done
 * outside the region (in the *_init functions below). */
static int o_ed_sign_init(void)
{
    return EVP_DigestSignInit(o_sctx, NULL, NULL, NULL, o_ed) == 1 ? 0 : -1;
}

static int o_ed_verify_init(void)
{
    return EVP_DigestVerifyInit(o_vctx, NULL, NULL, NULL, o_ed_pub) == 1
           ? 0 : -1;
}

static int o_ed_sign_raw(const unsigned char* m, size_t mlen)
{
    size_t len = 64;
    return (EVP_DigestSign(o_sctx, o_sig, &len, m, mlen) == 1 && len == 64)
           ? 0 : -1;
}

static int o_ed_verify_raw(const unsigned char* sig,
                           const unsigned char* m, size_t mlen)
{
    return EVP_DigestVerify(o_vctx, sig, 64, m, mlen) == 1 ? 0 : -1;
}

/* X448 (OpenSSL; libsodium has none): two fixed private keys, their
 * public keys from OpenSSL, the shared secret computed both ways (which
 * must agree) before the (a, B) derivation is measured. */
static EVP_PKEY_CTX* o_dctx448;         /* X448 derive, peer set */
static unsigned char x448_k[56];

static int o_x448_derive(void)
{
    size_t len = 56;
    memset(o_out, 0, sizeof(o_out));
    return (EVP_PKEY_derive(o_dctx448, o_out, &len) == 1 && len == 56 &&
            memcmp(o_out, x448_k, 56) == 0) ? 0 : -1;
}

/* *ctx: a derivation context of private key priv with the public key of
 * peer (56 bytes each); 0 when made. */
static int o_x448_ctx(EVP_PKEY_CTX** ctx, const unsigned char* priv,
                      const unsigned char* peer)
{
    EVP_PKEY* a = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL, priv,
                                               56);
    EVP_PKEY* b = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL, peer,
                                               56);
    EVP_PKEY* bpub = NULL;
    unsigned char pub[56];
    size_t len = sizeof(pub);
    int ok = a != NULL && b != NULL &&
             EVP_PKEY_get_raw_public_key(b, pub, &len) == 1 && len == 56;

    if (ok)
        bpub = EVP_PKEY_new_raw_public_key(EVP_PKEY_X448, NULL, pub, 56);
    *ctx = ok && bpub != NULL ? EVP_PKEY_CTX_new(a, NULL) : NULL;
    ok = *ctx != NULL && EVP_PKEY_derive_init(*ctx) == 1 &&
         EVP_PKEY_derive_set_peer(*ctx, bpub) == 1;
    EVP_PKEY_free(a);
    EVP_PKEY_free(b);
    EVP_PKEY_free(bpub);
    return ok ? 0 : -1;
}

/* X448 key pair from a raw private key (the fixed-base product, as the
 * X25519 row: with the EVP_PKEY allocation and its free). */
static unsigned char x448_a[56], x448_apub[56];

static int o_x448_keygen(void)
{
    EVP_PKEY* k = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL,
                                               x448_a, 56);
    size_t len = 56;
    int ok = k != NULL && EVP_PKEY_get_raw_public_key(k, o_out, &len) == 1
             && len == 56 && memcmp(o_out, x448_apub, 56) == 0;
    EVP_PKEY_free(k);
    return ok ? 0 : -1;
}

/* Ed448 (OpenSSL; libsodium has none): EVP_DigestSign/Verify one-shot
 * with a NULL md and no context, as Ed25519 above, on RFC 8032 7.4's
 * "Blank" key; the measured message is msg (32 bytes). */
static EVP_PKEY *o_ed448, *o_ed448_pub;
static EVP_MD_CTX *o_sctx448, *o_vctx448;
static unsigned char o_sig448[114], ed448_sig32[114];

static int o_ed448_sign_init(void)
{
    return EVP_DigestSignInit(o_sctx448, NULL, NULL, NULL, o_ed448) == 1
           ? 0 : -1;
}

static int o_ed448_verify_init(void)
{
    return EVP_DigestVerifyInit(o_vctx448, NULL, NULL, NULL, o_ed448_pub)
           == 1 ? 0 : -1;
}

static int o_ed448_sign_raw(const unsigned char* m, size_t mlen)
{
    size_t len = 114;
    return (EVP_DigestSign(o_sctx448, o_sig448, &len, m, mlen) == 1 &&
            len == 114) ? 0 : -1;
}

static int o_ed448_verify_raw(const unsigned char* sig,
                              const unsigned char* m, size_t mlen)
{
    return EVP_DigestVerify(o_vctx448, sig, 114, m, mlen) == 1 ? 0 : -1;
}

static int o_ed448_sign(void)
{
    return (o_ed448_sign_raw(msg, 32) == 0 &&
            memcmp(o_sig448, ed448_sig32, 114) == 0) ? 0 : -1;
}

static int o_ed448_verify(void)
{
    return o_ed448_verify_raw(ed448_sig32, msg, 32);
}

static void openssl_ed448_setup(void)
{
    unsigned char seed[57], pub[57], sig[114], bad[114];

    unhex(seed, "6c82a562cb808d10d632be89c8513ebf6c929f34ddfa8c9f63"
                "c9960ef6e348a3528c8a3fcc2f044e39a3fc5b94492f8f032e"
                "7549a20098f95b");
    unhex(pub, "5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a"
               "0ea75d80e96778edf124769b46c7061bd6783df1e50f6cd1fa"
               "1abeafe8256180");
    unhex(sig, "533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d207"
               "4fd823d41a591f2b233f034f628281f2fd7a22ddd47d7828c5"
               "9bd0a21bfd3980ff0d2028d4b18a9df63e006c5d1c2d345b92"
               "5d8dc00b4104852db99ac5c7cdda8530a113a0f4dbb61149f0"
               "5a7363268c71d95808ff2e652600");
    o_ed448 = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED448, NULL, seed, 57);
    o_ed448_pub = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED448, NULL, pub,
                                              57);
    o_sctx448 = EVP_MD_CTX_new();
    o_vctx448 = EVP_MD_CTX_new();
    CHECK(o_ed448 && o_ed448_pub && o_sctx448 && o_vctx448,
          "OpenSSL Ed448 set-up");
    CHECK(o_ed448_sign_init() == 0 && o_ed448_sign_raw(msg, 0) == 0 &&
          memcmp(o_sig448, sig, 114) == 0, "OpenSSL Ed448 RFC 8032 Blank");
    CHECK(o_ed448_sign_init() == 0 && o_ed448_sign_raw(msg, 32) == 0,
          "OpenSSL Ed448 sign (32 B)");
    memcpy(ed448_sig32, o_sig448, 114);
    CHECK(o_ed448_verify_init() == 0 &&
          o_ed448_verify_raw(ed448_sig32, msg, 32) == 0,
          "OpenSSL Ed448 verify (32 B)");
    memcpy(bad, ed448_sig32, 114);
    bad[70] ^= 0x04;
    CHECK(o_ed448_verify_init() == 0 &&
          o_ed448_verify_raw(bad, msg, 32) != 0,
          "OpenSSL Ed448 refuses a corrupted signature");
}

static void openssl_x448_setup(void)
{
    unsigned char a[56], b[56], k2[56];
    EVP_PKEY_CTX* c = NULL;
    size_t len = 56, i;

    for (i = 0; i < 56; i++) {
        a[i] = (unsigned char)(3 * i + 1);
        b[i] = (unsigned char)(5 * i + 2);
    }
    memcpy(x448_a, a, 56);
    {   /* the public key of a, by OpenSSL, for the key generation row */
        EVP_PKEY* k = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL,
                                                   a, 56);
        CHECK(k != NULL && EVP_PKEY_get_raw_public_key(k, x448_apub,
                                                       &len) == 1 &&
              len == 56, "OpenSSL X448 public key of a");
        EVP_PKEY_free(k);
        len = 56;
    }
    CHECK(o_x448_ctx(&o_dctx448, a, b) == 0 &&
          EVP_PKEY_derive(o_dctx448, x448_k, &len) == 1 && len == 56,
          "OpenSSL X448 set-up (a, B)");
    len = 56;
    CHECK(o_x448_ctx(&c, b, a) == 0 &&
          EVP_PKEY_derive(c, k2, &len) == 1 && len == 56 &&
          memcmp(k2, x448_k, 56) == 0, "OpenSSL X448 (a, B) = (b, A)");
    EVP_PKEY_CTX_free(c);
}

static void openssl_setup(void)
{
    EVP_PKEY_CTX* c;

    /* No openssl.cnf: the host's (qemu-user finds host files when the
     * sysroot has none) must not change what is measured. */
    CHECK(OPENSSL_init_crypto(OPENSSL_INIT_NO_LOAD_CONFIG, NULL) == 1,
          "OPENSSL_init_crypto");
    o_xa = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, x_a, 32);
    o_xb_pub = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL,
                                           x_bpub, 32);
    o_dctx = EVP_PKEY_CTX_new(o_xa, NULL);
    CHECK(o_xa && o_xb_pub && o_dctx &&
          EVP_PKEY_derive_init(o_dctx) == 1 &&
          EVP_PKEY_derive_set_peer(o_dctx, o_xb_pub) == 1,
          "OpenSSL X25519 set-up");
    CHECK(o_x25519_derive() == 0, "OpenSSL X25519 = RFC 7748 6.1 (a, B)");
    CHECK(o_x25519_keygen() == 0, "OpenSSL X25519 public key of a");
    {   /* and the other way round: (b, A) */
        EVP_PKEY* b = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL,
                                                   x_b, 32);
        EVP_PKEY* a = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL,
                                                  x_apub, 32);
        size_t len = 32;
        c = EVP_PKEY_CTX_new(b, NULL);
        CHECK(c && EVP_PKEY_derive_init(c) == 1 &&
              EVP_PKEY_derive_set_peer(c, a) == 1 &&
              EVP_PKEY_derive(c, o_out, &len) == 1 && len == 32 &&
              memcmp(o_out, x_k, 32) == 0,
              "OpenSSL X25519 = RFC 7748 6.1 (b, A)");
        EVP_PKEY_CTX_free(c);
        EVP_PKEY_free(a);
        EVP_PKEY_free(b);
    }

    o_ed = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, NULL, ed_seed, 32);
    o_ed_pub = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL,
                                           ed_pub, 32);
    o_sctx = EVP_MD_CTX_new();
    o_vctx = EVP_MD_CTX_new();
    CHECK(o_ed && o_ed_pub && o_sctx && o_vctx, "OpenSSL Ed25519 set-up");
    CHECK(o_ed_sign_init() == 0 && o_ed_sign_raw(msg, 0) == 0 &&
          memcmp(o_sig, ed_sig1, 64) == 0, "OpenSSL Ed25519 RFC 8032 TEST 1");
    CHECK(o_ed_verify_init() == 0 && o_ed_verify_raw(ed_sig1, msg, 0) == 0,
          "OpenSSL Ed25519 verify RFC 8032 TEST 1");
}

/* ---- libsodium -------------------------------------------------------- */

static unsigned char s_pk[crypto_sign_PUBLICKEYBYTES];
static unsigned char s_sk[crypto_sign_SECRETKEYBYTES];
static unsigned char s_out[32], s_sig[64];

static int s_scalarmult(void)
{
    memset(s_out, 0, sizeof(s_out));
    return (crypto_scalarmult(s_out, x_a, x_bpub) == 0 &&
            memcmp(s_out, x_k, 32) == 0) ? 0 : -1;
}

static int s_scalarmult_base(void)
{
    memset(s_out, 0, sizeof(s_out));
    return (crypto_scalarmult_base(s_out, x_a) == 0 &&
            memcmp(s_out, x_apub, 32) == 0) ? 0 : -1;
}

static int s_ed_sign_raw(const unsigned char* m, size_t mlen)
{
    unsigned long long len = 0;
    return (crypto_sign_detached(s_sig, &len, m, mlen, s_sk) == 0 &&
            len == 64) ? 0 : -1;
}

static int s_ed_verify_raw(const unsigned char* sig,
                           const unsigned char* m, size_t mlen)
{
    return crypto_sign_verify_detached(sig, m, mlen, s_pk) == 0 ? 0 : -1;
}

static void sodium_setup(void)
{
    CHECK(sodium_init() >= 0, "sodium_init");
    CHECK(s_scalarmult() == 0, "libsodium X25519 = RFC 7748 6.1 (a, B)");
    CHECK(crypto_scalarmult(s_out, x_b, x_apub) == 0 &&
          memcmp(s_out, x_k, 32) == 0,
          "libsodium X25519 = RFC 7748 6.1 (b, A)");
    CHECK(s_scalarmult_base() == 0, "libsodium X25519 public key of a");
    CHECK(crypto_sign_seed_keypair(s_pk, s_sk, ed_seed) == 0 &&
          memcmp(s_pk, ed_pub, 32) == 0, "libsodium Ed25519 key pair");
    CHECK(s_ed_sign_raw(msg, 0) == 0 && memcmp(s_sig, ed_sig1, 64) == 0,
          "libsodium Ed25519 RFC 8032 TEST 1");
    CHECK(s_ed_verify_raw(ed_sig1, msg, 0) == 0,
          "libsodium Ed25519 verify RFC 8032 TEST 1");
}

/* ---- the measured Ed25519 operations (32-byte message) ---------------- */

static unsigned char sig32[64];     /* signature of msg, checked below */

static int o_ed_sign(void)
{
    return (o_ed_sign_raw(msg, 32) == 0 && memcmp(o_sig, sig32, 64) == 0)
           ? 0 : -1;
}

static int o_ed_verify(void)
{
    return o_ed_verify_raw(sig32, msg, 32);
}

static int s_ed_sign(void)
{
    return (s_ed_sign_raw(msg, 32) == 0 && memcmp(s_sig, sig32, 64) == 0)
           ? 0 : -1;
}

static int s_ed_verify(void)
{
    return s_ed_verify_raw(sig32, msg, 32);
}

static void check_sig32(void)
{
    unsigned char bad[64];

    CHECK(s_ed_sign_raw(msg, 32) == 0, "libsodium Ed25519 sign (32 B)");
    memcpy(sig32, s_sig, 64);
    CHECK(o_ed_sign_init() == 0 && o_ed_sign_raw(msg, 32) == 0 &&
          memcmp(o_sig, sig32, 64) == 0,
          "OpenSSL and libsodium Ed25519 signatures equal (32 B)");
    CHECK(o_ed_verify_init() == 0 && o_ed_verify_raw(sig32, msg, 32) == 0,
          "OpenSSL Ed25519 verify (32 B)");
    CHECK(s_ed_verify_raw(sig32, msg, 32) == 0,
          "libsodium Ed25519 verify (32 B)");
    memcpy(bad, sig32, 64);
    bad[5] ^= 0x10;
    CHECK(o_ed_verify_init() == 0 && o_ed_verify_raw(bad, msg, 32) != 0,
          "OpenSSL Ed25519 refuses a corrupted signature");
    CHECK(s_ed_verify_raw(bad, msg, 32) != 0,
          "libsodium Ed25519 refuses a corrupted signature");
}

int main(int argc, char** argv)
{
    unsigned int i;

    if (argc > 1)
        iters = atoi(argv[1]);
    if (argc > 2)
        only = argv[2];
    if (iters < 1) {
        fprintf(stderr, "usage: %s [ITERS [SUBSTR]]\n", argv[0]);
        return 2;
    }
    unhex(x_a, "77076d0a7318a57d3c16c17251b26645"
               "df4c2f87ebc0992ab177fba51db92c2a");
    unhex(x_apub, "8520f0098930a754748b7ddcb43ef75a"
                  "0dbf3a0d26381af4eba4a98eaa9b4e6a");
    unhex(x_b, "5dab087e624a8a4b79e17f8b83800ee6"
               "6f3bb1292618b6fd1c2f8b27ff88e0eb");
    unhex(x_bpub, "de9edb7d7b7dc1b4d35b61c2ece43537"
                  "3f8343c85b78674dadfc7e146f882b4f");
    unhex(x_k, "4a5d9d5ba4ce2de1728e3bf480350f25"
               "e07e21c947d19e3376f09b3c1e161742");
    unhex(ed_seed, "9d61b19deffd5a60ba844af492ec2cc4"
                   "4449c5697b326919703bac031cae7f60");
    unhex(ed_pub, "d75a980182b10ab7d54bfed3c964073a"
                  "0ee172f3daa62325af021a68f707511a");
    unhex(ed_sig1, "e5564300c360ac729086e2cc806e828a"
                   "84877f1eb8e5d974d873e06522490155"
                   "5fb8821590a33bacc61e39701cf9b46b"
                   "d25bf5f0595bbe24655141438e7a100b");
    for (i = 0; i < sizeof(msg); i++)
        msg[i] = (unsigned char)i;

    printf("OpenSSL %s; libsodium %s\n",
           OpenSSL_version(OPENSSL_VERSION), sodium_version_string());
    openssl_setup();
    openssl_x448_setup();
    openssl_ed448_setup();
    sodium_setup();
    check_sig32();
    if (failures != 0) {
        fprintf(stderr, "anchor_bench: %d check(s) failed, nothing "
                "measured\n", failures);
        return 1;
    }

    run_row("OpenSSL X25519 agree", NULL, o_x25519_derive);
    run_row("OpenSSL X25519 keygen (EVP)", NULL, o_x25519_keygen);
    run_row("OpenSSL X448 agree", NULL, o_x448_derive);
    run_row("OpenSSL X448 keygen (EVP)", NULL, o_x448_keygen);
    run_row("libsodium X25519 agree", NULL, s_scalarmult);
    run_row("libsodium X25519 base", NULL, s_scalarmult_base);
    run_row("OpenSSL Ed25519 sign (32 B)", o_ed_sign_init, o_ed_sign);
    run_row("OpenSSL Ed25519 verify (32 B)", o_ed_verify_init, o_ed_verify);
    run_row("libsodium Ed25519 sign (32 B)", NULL, s_ed_sign);
    run_row("libsodium Ed25519 verify (32 B)", NULL, s_ed_verify);
    run_row("OpenSSL Ed448 sign (32 B)", o_ed448_sign_init, o_ed448_sign);
    run_row("OpenSSL Ed448 verify (32 B)", o_ed448_verify_init,
            o_ed448_verify);

    EVP_PKEY_CTX_free(o_dctx);
    EVP_PKEY_CTX_free(o_dctx448);
    EVP_MD_CTX_free(o_sctx);
    EVP_MD_CTX_free(o_vctx);
    EVP_MD_CTX_free(o_sctx448);
    EVP_MD_CTX_free(o_vctx448);
    EVP_PKEY_free(o_ed448);
    EVP_PKEY_free(o_ed448_pub);
    EVP_PKEY_free(o_xa);
    EVP_PKEY_free(o_xb_pub);
    EVP_PKEY_free(o_ed);
    EVP_PKEY_free(o_ed_pub);
    return failures != 0;
}
