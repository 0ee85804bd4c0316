/* x25519_vectors.c
 *
 * Runner for the X25519 vectors against the public API (curve25519.h):
 * Wycheproof x25519_test.json and the differential cases against the
 * Python model, both converted to lines by tests/kat/x25519_vectors.py and
 * piped to this program on stdin (verdicts and tallies: kat_runner.h).
 *
 * Line format (space-separated, hex little endian as on the wire):
 *   F <name>                                   start of a file
 *   X <private> <public> <shared> <expect> <tcId>
 *       key agreement as a TLS stack does it: import the private key and
 *       the peer's public value (little endian), then
 *       wc_curve25519_shared_secret_ex; accepted means it returned 0 and
 *       the secret equals <shared> (a wrong secret always fails)
 *   G <private> <u> <result> <tcId>
 *       the raw function: wc_curve25519_generic(private clamped, u) must
 *       return 0 and exactly <result> (RFC 7748's X25519, the top bit
 *       of u masked, u >= p taken mod p, all-zero results included)
 *   B <private> <public> <tcId>
 *       key generation from a private key: wc_curve25519_make_pub must
 *       give <public>
 *   K <tcId>
 *       a new key pair (wc_curve25519_make_key), printed as
 *       "KEY <tcId> <private> <public>" (little endian) for the interop
 *       test (tests/interop/interop_openssl_x25519.py); it must be made
 *       and exported, and its public value must be make_pub(private)
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/curve25519.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kat_runner.h"

#define MAX_LINE 1024
#define KS CURVE25519_KEYSIZE

/* The three 32-byte fields of tok[1..3]; -1 unless each is 32 bytes. */
static int fields3(char** tok, byte* a, byte* b, byte* c, int n)
{
    int i;
    byte* out[3];

    out[0] = a;
    out[1] = b;
    out[2] = c;
    for (i = 0; i < n; i++) {
        if (kat_unhex(tok[1 + i], out[i], KS) != KS)
            return -1;
    }
    return 0;
}

static int run_agree(char** tok)
{
    curve25519_key priv, pub;
    byte k[KS], u[KS], want[KS], out[KS];
    word32 outSz = sizeof(out);
    int ret, accepted = 0;

    if (fields3(tok, k, u, want, 3) != 0)
        return -1;
    wc_curve25519_init(&priv);
    wc_curve25519_init(&pub);
    ret = wc_curve25519_import_private_ex(k, KS, &priv,
                                          EC25519_LITTLE_ENDIAN);
    if (ret != 0) {
        printf("private key import failed: %d\n", ret);
        return -1;
    }
    ret = wc_curve25519_import_public_ex(u, KS, &pub, EC25519_LITTLE_ENDIAN);
    if (ret == 0)
        ret = wc_curve25519_shared_secret_ex(&priv, &pub, out, &outSz,
                                             EC25519_LITTLE_ENDIAN);
    if (ret == 0) {
        if ((outSz != KS) || (memcmp(out, want, KS) != 0)) {
            kat_fail(tok[5], "wrong shared secret");
            accepted = -1;
        }
        else {
            accepted = 1;
        }
    }
    else if ((ret != ECC_BAD_ARG_E) && (ret != ECC_OUT_OF_RANGE_E)) {
        kat_fail(tok[5], "unexpected error code");
        accepted = -1;
    }
    if (accepted >= 0)
        kat_record(tok[4], accepted, tok[5], "x25519");
    wc_curve25519_free(&priv);
    wc_curve25519_free(&pub);
    return 0;
}

static int run_generic(char** tok)
{
    byte k[KS], u[KS], want[KS], out[KS];
    int ret;

    if (fields3(tok, k, u, want, 3) != 0)
        return -1;
    ret = wc_curve25519_generic(KS, out, KS, k, KS, u);
    kat_record("v", (ret == 0) && (memcmp(out, want, KS) == 0), tok[4],
               "wc_curve25519_generic");
    return 0;
}

static int run_base(char** tok)
{
    byte k[KS], want[KS], out[KS];
    int ret;

    if (fields3(tok, k, want, NULL, 2) != 0)
        return -1;
    ret = wc_curve25519_make_pub(KS, out, KS, k);
    kat_record("v", (ret == 0) && (memcmp(out, want, KS) == 0), tok[3],
               "wc_curve25519_make_pub");
    return 0;
}

static int run_keygen(char** tok, WC_RNG* rng)
{
    curve25519_key key;
    byte k[KS], u[KS], u2[KS];
    word32 kSz = KS, uSz = KS;
    int ok;

    wc_curve25519_init(&key);
    ok = (wc_curve25519_make_key(rng, KS, &key) == 0) &&
         (wc_curve25519_export_key_raw_ex(&key, k, &kSz, u, &uSz,
                                          EC25519_LITTLE_ENDIAN) == 0) &&
         (kSz == KS) && (uSz == KS) &&
         (wc_curve25519_make_pub(KS, u2, KS, k) == 0) &&
         (memcmp(u, u2, KS) == 0);
    if (ok) {
        printf("KEY %s ", tok[1]);
        kat_hex_out(k, KS);
        printf(" ");
        kat_hex_out(u, KS);
        printf("\n");
    }
    kat_record("v", ok, tok[1], "wc_curve25519_make_key");
    wc_curve25519_free(&key);
    return 0;
}

static int run_line(char** tok, int n, void* ctx)
{
    if ((tok[0][0] == 'X') && (n == 6))
        return run_agree(tok);
    if ((tok[0][0] == 'G') && (n == 5))
        return run_generic(tok);
    if ((tok[0][0] == 'B') && (n == 4))
        return run_base(tok);
    if ((tok[0][0] == 'K') && (n == 2))
        return run_keygen(tok, (WC_RNG*)ctx);
    return -1;
}

int main(void)
{
    char line[MAX_LINE];
    WC_RNG rng;
    int ret;

    if (wc_InitRng(&rng) != 0)
        return 2;
    ret = kat_run(line, MAX_LINE, run_line, &rng);
    wc_FreeRng(&rng);
    return ret;
}
