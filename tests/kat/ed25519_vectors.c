/* ed25519_vectors.c
 *
 * Runner for the Ed25519 vectors against the public API (ed25519.h):
 * Wycheproof ed25519_test.json, the differential cases against the
 * Python model and the OpenSSL interop cases, converted to lines by
 * tests/kat/ed25519_vectors.py and tests/interop/interop_openssl_ed25519.py
 * and piped to this program on stdin (verdicts and tallies: kat_runner.h).
 *
 * Line format (space-separated hex; "-" for an empty field):
 *   F <name>                                   start of a file
 *   S <scheme> <context> <seed> <public> <msg> <sig> <tcId>
 *       signing: the private seed is imported (wc_ed25519_import_private_
 *       only), its public key made (wc_ed25519_make_public) must be
 *       <public>; the key imported with both parts
 *       (wc_ed25519_import_private_key, which checks they match) must
 *       sign <msg> as exactly <sig> (signatures are deterministic) and
 *       verify it.  <scheme>: p (Ed25519) and c (Ed25519ctx), through
 *       wc_ed25519_sign_msg_ex / _verify_msg_ex; h (Ed25519ph) through
 *       wc_ed25519ph_sign_msg / _verify_msg (<msg> is the message)
 *   V <scheme> <context> <public> <msg> <sig> <expect> <tcId>
 *       verification as a TLS stack does it: wc_ed25519_import_public
 *       (which refuses keys that encode no point), then verification as
 *       for "S"; accepted means both returned 0 and
 *       *res = 1.  A rejection must come as BAD_FUNC_ARG (a signature
 *       that is not 64 bytes), PUBLIC_KEY_E (the key) or SIG_VERIFY_E
 *       with *res = 0; any other code fails the test
 *   K <tcId>
 *       a new key pair (wc_ed25519_make_key) and its signature of the
 *       message "interop <tcId>", printed as "KEY <tcId> <seed> <public>
 *       <sig>" for the interop test; the key must be made, exported and
 *       consistent (make_public of the seed), the signature must verify
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kat_runner.h"

#define MAX_MSG  2048
#define MAX_LINE (4 * MAX_MSG + 1024)
#define KS  ED25519_KEY_SIZE
#define SIG ED25519_SIG_SIZE

/* The scheme letter and context of tok[1], tok[2]; -1 when malformed. */
static int scheme(char** tok, byte* type, byte* ctx, int* ctxLen)
{
    switch (tok[1][0]) {
        case 'p': *type = (byte)Ed25519; break;
        case 'c': *type = (byte)Ed25519ctx; break;
        case 'h': *type = (byte)Ed25519ph; break;
        default: return -1;
    }
    *ctxLen = kat_unhex(tok[2], ctx, 255);
    return (*ctxLen < 0) ? -1 : 0;
}

/* Sign or verify msg under the scheme: Ed25519 and Ed25519ctx through the
 * _ex functions, Ed25519ph through wc_ed25519ph_sign_msg / _verify_msg
 * (the _ex functions take its prehash, not the message). */
static int sign_as(byte type, const byte* ctx, int ctxLen, const byte* msg,
                   int msgLen, byte* sig, word32* sigSz, ed25519_key* key)
{
    const byte* c = ctxLen ? ctx : NULL;

    if (type == (byte)Ed25519ph)
        return wc_ed25519ph_sign_msg(msg, (word32)msgLen, sig, sigSz, key, c,
                                     (byte)ctxLen);
    return wc_ed25519_sign_msg_ex(msg, (word32)msgLen, sig, sigSz, key, type,
                                  c, (byte)ctxLen);
}

static int verify_as(byte type, const byte* ctx, int ctxLen,
                     const byte* msg, int msgLen, const byte* sig,
                     int sigLen, int* res, ed25519_key* key)
{
    const byte* c = ctxLen ? ctx : NULL;

    if (type == (byte)Ed25519ph)
        return wc_ed25519ph_verify_msg(sig, (word32)sigLen, msg,
                                       (word32)msgLen, res, key, c,
                                       (byte)ctxLen);
    return wc_ed25519_verify_msg_ex(sig, (word32)sigLen, msg, (word32)msgLen,
                                    res, key, type, c, (byte)ctxLen);
}

static int run_sign(char** tok)
{
    static byte msg[MAX_MSG];
    ed25519_key key;
    byte type, ctx[255], seed[KS], pub[KS], want[SIG], pub2[KS], sig[SIG];
    word32 sigSz = SIG;
    int ctxLen, msgLen, ok, res = 0;

    if ((scheme(tok, &type, ctx, &ctxLen) != 0) ||
        (kat_unhex(tok[3], seed, KS) != KS) ||
        (kat_unhex(tok[4], pub, KS) != KS) ||
        ((msgLen = kat_unhex(tok[5], msg, MAX_MSG)) < 0) ||
        (kat_unhex(tok[6], want, SIG) != SIG))
        return -1;
    wc_ed25519_init(&key);
    ok = (wc_ed25519_import_private_only(seed, KS, &key) == 0) &&
         (wc_ed25519_make_public(&key, pub2, KS) == 0) &&
         (memcmp(pub, pub2, KS) == 0);
    wc_ed25519_free(&key);
    kat_record("v", ok, tok[7], "wc_ed25519_make_public");

    wc_ed25519_init(&key);
    ok = (wc_ed25519_import_private_key(seed, KS, pub, KS, &key) == 0) &&
         (sign_as(type, ctx, ctxLen, msg, msgLen, sig, &sigSz, &key) == 0) &&
         (sigSz == SIG) && (memcmp(sig, want, SIG) == 0) &&
         (verify_as(type, ctx, ctxLen, msg, msgLen, sig, SIG, &res,
                    &key) == 0) && (res == 1);
    wc_ed25519_free(&key);
    kat_record("v", ok, tok[7], "signing");
    return 0;
}

static int run_verify(char** tok)
{
    static byte msg[MAX_MSG];
    ed25519_key key;
    byte type, ctx[255], pub[KS], sig[2 * SIG];
    int ctxLen, msgLen, sigLen, ret, res = -1, accepted = 0;

    if ((scheme(tok, &type, ctx, &ctxLen) != 0) ||
        (kat_unhex(tok[3], pub, KS) != KS) ||
        ((msgLen = kat_unhex(tok[4], msg, MAX_MSG)) < 0) ||
        ((sigLen = kat_unhex(tok[5], sig, (int)sizeof(sig))) < 0))
        return -1;
    wc_ed25519_init(&key);
    ret = wc_ed25519_import_public(pub, KS, &key);
    if (ret == 0)
        ret = verify_as(type, ctx, ctxLen, msg, msgLen, sig, sigLen, &res,
                        &key);
    wc_ed25519_free(&key);
    if ((ret == 0) && (res == 1))
        accepted = 1;
    else if ((ret == 0) || (res == 1) ||
             ((ret == SIG_VERIFY_E) && (res != 0)) ||
             ((ret != SIG_VERIFY_E) && (ret != PUBLIC_KEY_E) &&
              !((ret == BAD_FUNC_ARG) && (sigLen != SIG)))) {
        printf("ret %d res %d\n", ret, res);
        kat_fail(tok[7], "unexpected result code");
        return 0;
    }
    kat_record(tok[6], accepted, tok[7], "verification");
    return 0;
}

static int run_keygen(char** tok, WC_RNG* rng)
{
    ed25519_key key;
    char msg[64];
    byte seed[KS], pub[KS], pub2[KS], sig[SIG];
    word32 seedSz = KS, pubSz = KS, sigSz = SIG, msgLen;
    int ok, res = 0;

    msgLen = (word32)snprintf(msg, sizeof(msg), "interop %s", tok[1]);
    wc_ed25519_init(&key);
    ok = (wc_ed25519_make_key(rng, KS, &key) == 0) &&
         (wc_ed25519_export_private_only(&key, seed, &seedSz) == 0) &&
         (wc_ed25519_export_public(&key, pub, &pubSz) == 0) &&
         (seedSz == KS) && (pubSz == KS) &&
         (wc_ed25519_sign_msg((const byte*)msg, msgLen, sig, &sigSz,
                              &key) == 0) && (sigSz == SIG) &&
         (wc_ed25519_verify_msg(sig, SIG, (const byte*)msg, msgLen, &res,
                                &key) == 0) && (res == 1);
    wc_ed25519_free(&key);
    wc_ed25519_init(&key);
    ok = ok && (wc_ed25519_import_private_only(seed, KS, &key) == 0) &&
         (wc_ed25519_make_public(&key, pub2, KS) == 0) &&
         (memcmp(pub, pub2, KS) == 0);
    wc_ed25519_free(&key);
    if (ok) {
        printf("KEY %s ", tok[1]);
        kat_hex_out(seed, KS);
        printf(" ");
        kat_hex_out(pub, KS);
        printf(" ");
        kat_hex_out(sig, SIG);
        printf("\n");
    }
    kat_record("v", ok, tok[1], "wc_ed25519_make_key");
    return 0;
}

static int run_line(char** tok, int n, void* ctx)
{
    if ((tok[0][0] == 'S') && (n == 8))
        return run_sign(tok);
    if ((tok[0][0] == 'V') && (n == 8))
        return run_verify(tok);
    if ((tok[0][0] == 'K') && (n == 2))
        return run_keygen(tok, (WC_RNG*)ctx);
    return -1;
}

int main(void)
{
    static char line[MAX_LINE];
    WC_RNG rng;
    int ret;

    if (wc_InitRng(&rng) != 0)
        return 2;
    ret = kat_run(line, MAX_LINE, run_line, &rng);
    wc_FreeRng(&rng);
    return ret;
}
