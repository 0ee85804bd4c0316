/* eddsa_vectors.h
 *
 * The runner for the Ed25519 and Ed448 vectors against the public API
 * (ed25519.h, ed448.h), one body for both curves: ed25519_vectors.c and
 * ed448_vectors.c define the names below and include this file.  The
 * lines come from the Python converters (tests/kat/ed25519_vectors.py,
 * ed448_vectors.py, tests/interop/interop_openssl_ed25519.py,
 * interop_openssl_ed448.py) on stdin (verdicts and tallies:
 * kat_runner.h).
 *
 * The including file defines: EDV_KEY (key type), EDV(f) (wc_ed25519_##f:
 * the raw API), EDV_PH(f) (wc_ed25519ph_##f), EDV_ASN(f) (wc_Ed25519##f:
 * the key codecs), EDV_KS and EDV_SIG (sizes), EDV_TYPE_P, EDV_TYPE_H
 * (the pure and ph schemes' types) and, for a curve that has it,
 * EDV_TYPE_C (Ed25519ctx), and EDV_ORDER (L, EDV_KS bytes little endian)
 * when verification refuses S >= L with BAD_FUNC_ARG (Ed448, as
 * upstream) rather than SIG_VERIFY_E.
 *
 * Line format (space-separated hex; "-" for an empty field):
 *   F <name>                                   start of a file
 *   S <scheme> <context> <seed> <public> <msg> <sig> <tcId>
 *       signing: the private seed is imported (import_private_only), its
 *       public key made (make_public) must be <public>; the key imported
 *       with both parts (import_private_key, which checks they match)
 *       must sign <msg> as exactly <sig> (signatures are deterministic)
 *       and verify it.  <scheme>: p (Ed25519 / Ed448) and c (Ed25519ctx)
 *       through sign_msg_ex / verify_msg_ex; h (Ed25519ph / Ed448ph)
 *       through the ph sign_msg / verify_msg (<msg> is the message)
 *   V <scheme> <context> <public> <msg> <sig> <expect> <tcId>
 *       verification as a TLS stack does it: import_public (which
 *       refuses keys that encode no point), then verification as for
 *       "S"; accepted means both returned 0 and *res = 1.  A refusal
 *       must come with *res = 0 and exactly the code the API promises:
 *       PUBLIC_KEY_E from the import, BAD_FUNC_ARG for a signature that
 *       is not EDV_SIG bytes (and with EDV_ORDER for S >= L),
 *       SIG_VERIFY_E otherwise; any other code fails the test
 *   K <tcId>
 *       a new key pair (make_key) and its signature of the message
 *       "interop <tcId>" (pure, no context), printed as "KEY <tcId> <seed>
 *       <public> <sig>" for the interop test; the key must be made,
 *       exported and consistent (make_public of the seed), the signature
 *       must verify
 *   E <seed> <public> <tcId>
 *       the key codecs writing (asn_public.h, RFC 8410): a key holding the
 *       given parts ("-" for one it lacks; imported by
 *       import_private_only, import_public or import_private_key) is
 *       written by KeyToDer and PrivateKeyToDer (when it has a seed) and
 *       PublicKeyToDer (withAlg 1), each also as PEM through wc_DerToPem
 *       ("PRIVATE KEY" or "PUBLIC KEY"); printed as "ENC <tcId> <form>
 *       <hex>" lines, form key.der, key.pem, priv.der, priv.pem, pub.der,
 *       pub.pem (for PEM the hex of the text).  Every size query (output
 *       NULL) must give the length written
 *   D <form> <data> <seed> <public> <expect> <tcId>
 *       the key codecs reading: <data> is DER (form "der") or the hex of
 *       PEM text (form "pem", through wc_KeyPemToDer when a seed is
 *       expected, else wc_PubKeyPemToDer), decoded into a fresh key by
 *       PrivateKeyDecode (a seed expected) or PublicKeyDecode.  Accepted
 *       means it read all of it and gave a key with exactly these parts:
 *       the seed ("-": none) and the public key (given for every private
 *       key: the one the key holds, or makes from the seed when the DER
 *       has none).  A success with other values or another length is
 *       always a failure
 */
#ifndef WOLFSSL_TESTS_KAT_EDDSA_VECTORS_H
#define WOLFSSL_TESTS_KAT_EDDSA_VECTORS_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kat_runner.h"

#define MAX_MSG  2048
#define MAX_LINE (4 * MAX_MSG + 1024)
#define KS  EDV_KS
#define SIG EDV_SIG
#define MAX_ENC 512

/* The scheme letter and context of tok[1], tok[2]; -1 when malformed
 * (or a scheme the curve lacks). */
static int scheme(char** tok, byte* type, byte* ctx, int* ctxLen)
{
    switch (tok[1][0]) {
        case 'p': *type = (byte)EDV_TYPE_P; break;
#ifdef EDV_TYPE_C
        case 'c': *type = (byte)EDV_TYPE_C; break;
#endif
        case 'h': *type = (byte)EDV_TYPE_H; break;
        default: return -1;
    }
    *ctxLen = kat_unhex(tok[2], ctx, 255);
    return (*ctxLen < 0) ? -1 : 0;
}

/* Sign or verify msg under the scheme: the pure one (and Ed25519ctx)
 * through the _ex functions, the ph one through the ph sign_msg /
 * verify_msg (the _ex functions take its prehash, not the message). */
static int sign_as(byte type, const byte* ctx, int ctxLen, const byte* msg,
                   int msgLen, byte* sig, word32* sigSz, EDV_KEY* key)
{
    const byte* c = ctxLen ? ctx : NULL;

    if (type == (byte)EDV_TYPE_H)
        return EDV_PH(sign_msg)(msg, (word32)msgLen, sig, sigSz, key, c,
                                (byte)ctxLen);
    return EDV(sign_msg_ex)(msg, (word32)msgLen, sig, sigSz, key, type, c,
                            (byte)ctxLen);
}

static int verify_as(byte type, const byte* ctx, int ctxLen,
                     const byte* msg, int msgLen, const byte* sig,
                     int sigLen, int* res, EDV_KEY* key)
{
    const byte* c = ctxLen ? ctx : NULL;

    if (type == (byte)EDV_TYPE_H)
        return EDV_PH(verify_msg)(sig, (word32)sigLen, msg, (word32)msgLen,
                                  res, key, c, (byte)ctxLen);
    return EDV(verify_msg_ex)(sig, (word32)sigLen, msg, (word32)msgLen,
                              res, key, type, c, (byte)ctxLen);
}

/* The code verification must refuse sig (sigLen bytes, public key
 * accepted) with: BAD_FUNC_ARG for another length and, with EDV_ORDER,
 * for S >= L; SIG_VERIFY_E otherwise. */
static int refusal_code(const byte* sig, int sigLen)
{
#ifdef EDV_ORDER
    static const byte order[KS] = EDV_ORDER;
    int i;
#endif

    if (sigLen != SIG)
        return BAD_FUNC_ARG;
#ifdef EDV_ORDER
    for (i = KS - 1; i >= 0; i--) {
        if (sig[KS + i] != order[i])
            return (sig[KS + i] > order[i]) ? BAD_FUNC_ARG : SIG_VERIFY_E;
    }
    return BAD_FUNC_ARG;                                    /* S = L */
#else
    (void)sig;
    return SIG_VERIFY_E;
#endif
}

static int run_sign(char** tok)
{
    static byte msg[MAX_MSG];
    EDV_KEY key;
    byte type, ctx[255], seed[KS], pub[KS], want[SIG], pub2[KS], sig[SIG];
    word32 sigSz = SIG;
    int ctxLen, msgLen, ok, res = 0;

    if ((scheme(tok, &type, ctx, &ctxLen) != 0) ||
        (kat_unhex(tok[3], seed, KS) != KS) ||
        (kat_unhex(tok[4], pub, KS) != KS) ||
        ((msgLen = kat_unhex(tok[5], msg, MAX_MSG)) < 0) ||
        (kat_unhex(tok[6], want, SIG) != SIG))
        return -1;
    EDV(init)(&key);
    ok = (EDV(import_private_only)(seed, KS, &key) == 0) &&
         (EDV(make_public)(&key, pub2, KS) == 0) &&
         (memcmp(pub, pub2, KS) == 0);
    EDV(free)(&key);
    kat_record("v", ok, tok[7], "make_public");

    EDV(init)(&key);
    ok = (EDV(import_private_key)(seed, KS, pub, KS, &key) == 0) &&
         (sign_as(type, ctx, ctxLen, msg, msgLen, sig, &sigSz, &key) == 0) &&
         (sigSz == SIG) && (memcmp(sig, want, SIG) == 0) &&
         (verify_as(type, ctx, ctxLen, msg, msgLen, sig, SIG, &res,
                    &key) == 0) && (res == 1);
    EDV(free)(&key);
    kat_record("v", ok, tok[7], "signing");
    return 0;
}

static int run_verify(char** tok)
{
    static byte msg[MAX_MSG];
    EDV_KEY key;
    byte type, ctx[255], pub[KS], sig[2 * SIG];
    int ctxLen, msgLen, sigLen, ret, res = -1, accepted = 0;
    int want = PUBLIC_KEY_E;        /* the import's refusal */

    if ((scheme(tok, &type, ctx, &ctxLen) != 0) ||
        (kat_unhex(tok[3], pub, KS) != KS) ||
        ((msgLen = kat_unhex(tok[4], msg, MAX_MSG)) < 0) ||
        ((sigLen = kat_unhex(tok[5], sig, (int)sizeof(sig))) < 0))
        return -1;
    EDV(init)(&key);
    ret = EDV(import_public)(pub, KS, &key);
    if (ret == 0) {
        want = refusal_code(sig, sigLen);
        ret = verify_as(type, ctx, ctxLen, msg, msgLen, sig, sigLen, &res,
                        &key);
    }
    EDV(free)(&key);
    if ((ret == 0) && (res == 1))
        accepted = 1;
    else if ((ret != want) || ((want != PUBLIC_KEY_E) && (res != 0))) {
        printf("ret %d res %d (want %d)\n", ret, res, want);
        kat_fail(tok[7], "unexpected result code");
        return 0;
    }
    kat_record(tok[6], accepted, tok[7], "verification");
    return 0;
}

static int run_keygen(char** tok, WC_RNG* rng)
{
    EDV_KEY key;
    char msg[64];
    byte seed[KS], pub[KS], pub2[KS], sig[SIG];
    word32 seedSz = KS, pubSz = KS, sigSz = SIG, msgLen;
    int ok, res = 0;

    msgLen = (word32)snprintf(msg, sizeof(msg), "interop %s", tok[1]);
    EDV(init)(&key);
    ok = (EDV(make_key)(rng, KS, &key) == 0) &&
         (EDV(export_private_only)(&key, seed, &seedSz) == 0) &&
         (EDV(export_public)(&key, pub, &pubSz) == 0) &&
         (seedSz == KS) && (pubSz == KS) &&
         (sign_as((byte)EDV_TYPE_P, NULL, 0, (const byte*)msg,
                  (int)msgLen, sig, &sigSz, &key) == 0) && (sigSz == SIG) &&
         (verify_as((byte)EDV_TYPE_P, NULL, 0, (const byte*)msg,
                    (int)msgLen, sig, SIG, &res, &key) == 0) && (res == 1);
    EDV(free)(&key);
    EDV(init)(&key);
    ok = ok && (EDV(import_private_only)(seed, KS, &key) == 0) &&
         (EDV(make_public)(&key, pub2, KS) == 0) &&
         (memcmp(pub, pub2, KS) == 0);
    EDV(free)(&key);
    if (ok) {
        printf("KEY %s ", tok[1]);
        kat_hex_out(seed, KS);
        printf(" ");
        kat_hex_out(pub, KS);
        printf(" ");
        kat_hex_out(sig, SIG);
        printf("\n");
    }
    kat_record("v", ok, tok[1], "make_key");
    return 0;
}

/* One encoding of E: the DER of enc(key, out, size) (after its size
 * query) and its PEM, printed; 0, or -1 when a step failed. */
static int encode_one(char** tok, const char* form, EDV_KEY* key,
                      int (*enc)(EDV_KEY*, byte*, word32), int type)
{
    byte der[MAX_ENC];
    int n = enc(key, NULL, 0);

    if ((n <= 0) || (n > MAX_ENC) || (enc(key, der, MAX_ENC) != n))
        return -1;
    return kat_enc_out(tok[3], form, der, n, type);
}

static int enc_pub(EDV_KEY* key, byte* out, word32 sz)
{
    return EDV_ASN(PublicKeyToDer)(key, out, sz, 1);
}

static int run_encode(char** tok)
{
    EDV_KEY key;
    byte k[KS], a[KS];
    int kSz = kat_unhex(tok[1], k, KS), aSz = kat_unhex(tok[2], a, KS);
    int ok;

    if (((kSz != KS) && (kSz != 0)) || ((aSz != KS) && (aSz != 0)) ||
        (kSz + aSz == 0))
        return -1;
    EDV(init)(&key);
    if (kSz && aSz)
        ok = EDV(import_private_key)(k, KS, a, KS, &key) == 0;
    else if (kSz)
        ok = EDV(import_private_only)(k, KS, &key) == 0;
    else
        ok = EDV(import_public)(a, KS, &key) == 0;
    if (ok && kSz)
        ok = (encode_one(tok, "key", &key, EDV_ASN(KeyToDer),
                         PKCS8_PRIVATEKEY_TYPE) == 0) &&
             (encode_one(tok, "priv", &key, EDV_ASN(PrivateKeyToDer),
                         PKCS8_PRIVATEKEY_TYPE) == 0);
    if (ok)
        ok = encode_one(tok, "pub", &key, enc_pub, PUBLICKEY_TYPE) == 0;
    kat_record("v", ok, tok[3], "RFC 8410 encoders");
    EDV(free)(&key);
    return 0;
}

/* 1 when key holds exactly seed k (kSz 0: none) and public key a (for a
 * key with a seed and no public key: the one the seed makes). */
static int key_is(EDV_KEY* key, const byte* k, int kSz, const byte* a)
{
    byte k2[KS], a2[KS];
    word32 k2Sz = KS, a2Sz = KS;
    int rk, ra;

    rk = EDV(export_private_only)(key, k2, &k2Sz);
    if (kSz ? ((rk != 0) || (memcmp(k2, k, KS) != 0)) : (rk == 0))
        return 0;
    ra = (kSz && !key->pubKeySet) ? EDV(make_public)(key, a2, KS) :
                                    EDV(export_public)(key, a2, &a2Sz);
    return (ra == 0) && (memcmp(a2, a, KS) == 0);
}

static int run_decode(char** tok)
{
    static byte data[MAX_LINE / 2], der[MAX_LINE / 2];
    EDV_KEY key;
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
    EDV(init)(&key);
    if (derSz > 0)
        ret = kSz ? EDV_ASN(PrivateKeyDecode)(der, &idx, &key,
                                               (word32)derSz) :
                    EDV_ASN(PublicKeyDecode)(der, &idx, &key,
                                              (word32)derSz);
    if ((ret == 0) && (idx != (word32)derSz))
        kat_fail(tok[6], "the decoder stopped early");
    else if ((ret == 0) && !key_is(&key, k, kSz, a))
        kat_fail(tok[6], "decoded key differs");
    else
        judged = 1;
    if (judged)
        kat_record(tok[5], ret == 0, tok[6], "RFC 8410 decoder");
    EDV(free)(&key);
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

#endif /* WOLFSSL_TESTS_KAT_EDDSA_VECTORS_H */
