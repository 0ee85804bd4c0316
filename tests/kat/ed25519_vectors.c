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
 *   E <seed> <public> <tcId>
 *       the key codecs writing (asn_public.h, RFC 8410): a key holding the
 *       given parts ("-" for one it lacks; imported by
 *       wc_ed25519_import_private_only, _import_public or
 *       _import_private_key) is written by wc_Ed25519KeyToDer and
 *       wc_Ed25519PrivateKeyToDer (when it has a seed) and
 *       wc_Ed25519PublicKeyToDer (withAlg 1), each also as PEM through
 *       wc_DerToPem ("PRIVATE KEY" or "PUBLIC KEY"); printed as
 *       "ENC <tcId> <form> <hex>" lines, form key.der, key.pem, priv.der,
 *       priv.pem, pub.der, pub.pem (for PEM the hex of the text).  Every
 *       size query (output NULL) must give the length written
 *   D <form> <data> <seed> <public> <expect> <tcId>
 *       the key codecs reading: <data> is DER (form "der") or the hex of
 *       PEM text (form "pem", through wc_KeyPemToDer when a seed is
 *       expected, else wc_PubKeyPemToDer), decoded into a fresh key by
 *       wc_Ed25519PrivateKeyDecode (a seed expected) or
 *       wc_Ed25519PublicKeyDecode.  Accepted means it read all of it and
 *       gave a key with exactly these parts: the seed ("-": none) and the
 *       public key (given for every private key: the one the key holds,
 *       or makes from the seed when the DER has none).  A success with
 *       other values or another length is always a failure
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/ed25519.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kat_runner.h"

#define MAX_MSG  2048
#define MAX_LINE (4 * MAX_MSG + 1024)
#define KS  ED25519_KEY_SIZE
#define SIG ED25519_SIG_SIZE
#define MAX_ENC 512

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

/* One encoding of E: the DER of enc(key, out, size) (after its size
 * query) and its PEM, printed; 0, or -1 when a step failed. */
static int encode_one(char** tok, const char* form, ed25519_key* key,
                      int (*enc)(ed25519_key*, byte*, word32), int type)
{
    byte der[MAX_ENC];
    int n = enc(key, NULL, 0);

    if ((n <= 0) || (n > MAX_ENC) || (enc(key, der, MAX_ENC) != n))
        return -1;
    return kat_enc_out(tok[3], form, der, n, type);
}

static int enc_pub(ed25519_key* key, byte* out, word32 sz)
{
    return wc_Ed25519PublicKeyToDer(key, out, sz, 1);
}

static int run_encode(char** tok)
{
    ed25519_key key;
    byte k[KS], a[KS];
    int kSz = kat_unhex(tok[1], k, KS), aSz = kat_unhex(tok[2], a, KS);
    int ok;

    if (((kSz != KS) && (kSz != 0)) || ((aSz != KS) && (aSz != 0)) ||
        (kSz + aSz == 0))
        return -1;
    wc_ed25519_init(&key);
    if (kSz && aSz)
        ok = wc_ed25519_import_private_key(k, KS, a, KS, &key) == 0;
    else if (kSz)
        ok = wc_ed25519_import_private_only(k, KS, &key) == 0;
    else
        ok = wc_ed25519_import_public(a, KS, &key) == 0;
    if (ok && kSz)
        ok = (encode_one(tok, "key", &key, wc_Ed25519KeyToDer,
                         PKCS8_PRIVATEKEY_TYPE) == 0) &&
             (encode_one(tok, "priv", &key, wc_Ed25519PrivateKeyToDer,
                         PKCS8_PRIVATEKEY_TYPE) == 0);
    if (ok)
        ok = encode_one(tok, "pub", &key, enc_pub, PUBLICKEY_TYPE) == 0;
    kat_record("v", ok, tok[3], "RFC 8410 encoders");
    wc_ed25519_free(&key);
    return 0;
}

/* 1 when key holds exactly seed k (kSz 0: none) and public key a (for a
 * key with a seed and no public key: the one the seed makes). */
static int key_is(ed25519_key* key, const byte* k, int kSz, const byte* a)
{
    byte k2[KS], a2[KS];
    word32 k2Sz = KS, a2Sz = KS;
    int rk, ra;

    rk = wc_ed25519_export_private_only(key, k2, &k2Sz);
    if (kSz ? ((rk != 0) || (memcmp(k2, k, KS) != 0)) : (rk == 0))
        return 0;
    ra = (kSz && !key->pubKeySet) ? wc_ed25519_make_public(key, a2, KS) :
                                    wc_ed25519_export_public(key, a2, &a2Sz);
    return (ra == 0) && (memcmp(a2, a, KS) == 0);
}

static int run_decode(char** tok)
{
    static byte data[MAX_LINE / 2], der[MAX_LINE / 2];
    ed25519_key key;
    byte k[KS], a[KS];
    int dataSz = kat_unhex(tok[2], data, sizeof(data));
    int kSz = kat_unhex(tok[3], k, KS), aSz = kat_unhex(tok[4], a, KS);
    int derSz = dataSz, ret = -1, judged = 0;
    word32 idx = 0;

    if ((dataSz <= 0) || ((kSz != KS) && (kSz != 0)) || (aSz != KS))
        return -1;
    if (strcmp(tok[1], "pem") == 0)
        derSz = kSz ? wc_KeyPemToDer(data, dataSz, der, sizeof(der), NULL) :
                      wc_PubKeyPemToDer(data, dataSz, der, sizeof(der));
    else if (strcmp(tok[1], "der") == 0)
        memcpy(der, data, (size_t)dataSz);
    else
        return -1;
    wc_ed25519_init(&key);
    if (derSz > 0)
        ret = kSz ? wc_Ed25519PrivateKeyDecode(der, &idx, &key,
                                               (word32)derSz) :
                    wc_Ed25519PublicKeyDecode(der, &idx, &key,
                                              (word32)derSz);
    if ((ret == 0) && (idx != (word32)derSz))
        kat_fail(tok[6], "the decoder stopped early");
    else if ((ret == 0) && !key_is(&key, k, kSz, a))
        kat_fail(tok[6], "decoded key differs");
    else
        judged = 1;
    if (judged)
        kat_record(tok[5], ret == 0, tok[6], "RFC 8410 decoder");
    wc_ed25519_free(&key);
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
    if ((tok[0][0] == 'E') && (n == 4))
        return run_encode(tok);
    if ((tok[0][0] == 'D') && (n == 7))
        return run_decode(tok);
    return -1;
}

int main(void)
{
    static char line[MAX_LINE];

    return kat_main_rng(line, MAX_LINE, run_line);
}
