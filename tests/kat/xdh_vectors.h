/* xdh_vectors.h
 *
 * The runner for the X25519 and X448 vectors against the public API
 * (curve25519.h, curve448.h), one body for both curves: x25519_vectors.c
 * and x448_vectors.c define the names below and include this file.  The
 * lines come from the Python converters (tests/kat/x25519_vectors.py,
 * x448_vectors.py, tests/interop/interop_openssl_x25519.py,
 * interop_openssl_x448.py) on stdin (verdicts and tallies:
 * kat_runner.h).
 *
 * The including file defines: XDH_KS (key size), XDH_KEY (key type),
 * XDH_LE (its _LITTLE_ENDIAN), XDH(f) (wc_curve25519_##f: the raw API),
 * XDH_ASN(f) (wc_Curve25519##f: the key codecs), XDH_NAME ("x25519"),
 * XDH_CLAMP(k) (RFC 7748's clamping of k in place), XDH_ZERO_REFUSED (1
 * when generic refuses an all-zero result, else 0), and XDH_KEY_CODECS
 * when the curve has wc_*KeyToDer and wc_*KeyDecode (X25519; upstream's
 * X448 has neither).
 *
 * Line format (space-separated, hex little endian as on the wire):
 *   F <name>                                   start of a file
 *   X <private> <public> <shared> <expect> <tcId>
 *       key agreement as a TLS stack does it: import the private key and
 *       the peer's public value (little endian), then
 *       shared_secret_ex; accepted means it returned 0 and the secret
 *       equals <shared> (a wrong secret always fails); a refusal must be
 *       ECC_BAD_ARG_E or ECC_OUT_OF_RANGE_E
 *   G <private> <u> <result> <tcId>
 *       the raw function: generic(private clamped, u) must give exactly
 *       <result> (RFC 7748's X25519 / X448, u >= p taken mod p, X25519's
 *       top bit masked); an all-zero <result> must be returned as is by
 *       X25519's and refused with ECC_OUT_OF_RANGE_E by X448's (as
 *       upstream's wc_curve448_generic does)
 *   B <private> <public> <tcId>
 *       key generation from a private key: make_pub must give <public>
 *   K <tcId>
 *       a new key pair (make_key), printed as "KEY <tcId> <private>
 *       <public>" (little endian) for the interop tests; it must be made
 *       and exported, and its public value must be make_pub(private)
 *   E <private> <public> <tcId>
 *       the key codecs writing (asn_public.h, RFC 8410): a key holding
 *       the given parts ("-" for one it lacks) is written by
 *       PrivateKeyToDer (when it has a private part), PublicKeyToDer
 *       (withAlg 1) and, with XDH_KEY_CODECS, KeyToDer (withAlg 1), each
 *       also as PEM through wc_DerToPem ("PRIVATE KEY" or "PUBLIC KEY");
 *       printed as "ENC <tcId> <form> <hex>" lines, form priv.der,
 *       priv.pem, pub.der, pub.pem, key.der, key.pem (for PEM the hex of
 *       the text).  Every size query (output NULL) must give the length
 *       written.
 *   D <form> <data> <private> <public> <expect> <tcId>
 *       the key codecs reading: <data> is DER (form "der") or the hex of
 *       PEM text (form "pem", through wc_KeyPemToDer when a private part
 *       is expected, else wc_PubKeyPemToDer); the decoder of its kind
 *       (PrivateKeyDecode or PublicKeyDecode) and, with XDH_KEY_CODECS,
 *       KeyDecode each decode it into a fresh key.  Accepted means each
 *       read all of it and gave a key with exactly these parts: the
 *       private one ("-": none) as the key exports it (clamped, so
 *       <private> is compared clamped), the public one as the key
 *       exports it (given for every private key: computed when the DER
 *       has none; "-": none).  A success with other values or another
 *       length, and two decoders disagreeing, are always failures;
 *       rejected means the decoders refused.
 */
#ifndef WOLFSSL_TESTS_KAT_XDH_VECTORS_H
#define WOLFSSL_TESTS_KAT_XDH_VECTORS_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kat_runner.h"

#define MAX_LINE 2048
#define KS XDH_KS
#define MAX_ENC 512

/* The key-sized fields of tok[1..n]; -1 unless each has KS bytes. */
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
    XDH_KEY priv, pub;
    byte k[KS], u[KS], want[KS], out[KS];
    word32 outSz = sizeof(out);
    int ret, accepted = 0;

    if (fields3(tok, k, u, want, 3) != 0)
        return -1;
    XDH(init)(&priv);
    XDH(init)(&pub);
    ret = XDH(import_private_ex)(k, KS, &priv, XDH_LE);
    if (ret != 0) {
        printf("private key import failed: %d\n", ret);
        return -1;
    }
    ret = XDH(import_public_ex)(u, KS, &pub, XDH_LE);
    if (ret == 0)
        ret = XDH(shared_secret_ex)(&priv, &pub, out, &outSz, XDH_LE);
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
        kat_record(tok[4], accepted, tok[5], XDH_NAME);
    XDH(free)(&priv);
    XDH(free)(&pub);
    return 0;
}

static int run_generic(char** tok)
{
    byte k[KS], u[KS], want[KS], out[KS];
    int ret;

    if (fields3(tok, k, u, want, 3) != 0)
        return -1;
    ret = XDH(generic)(KS, out, KS, k, KS, u);
    if (XDH_ZERO_REFUSED && (ret == ECC_OUT_OF_RANGE_E)) {
        memset(out, 0, KS);                 /* refused: an all-zero result */
        ret = 0;
    }
    kat_record("v", (ret == 0) && (memcmp(out, want, KS) == 0), tok[4],
               "generic");
    return 0;
}

static int run_base(char** tok)
{
    byte k[KS], want[KS], out[KS];
    int ret;

    if (fields3(tok, k, want, NULL, 2) != 0)
        return -1;
    ret = XDH(make_pub)(KS, out, KS, k);
    kat_record("v", (ret == 0) && (memcmp(out, want, KS) == 0), tok[3],
               "make_pub");
    return 0;
}

static int run_keygen(char** tok, WC_RNG* rng)
{
    XDH_KEY key;
    byte k[KS], u[KS], u2[KS];
    word32 kSz = KS, uSz = KS;
    int ok;

    XDH(init)(&key);
    ok = (XDH(make_key)(rng, KS, &key) == 0) &&
         (XDH(export_key_raw_ex)(&key, k, &kSz, u, &uSz, XDH_LE) == 0) &&
         (kSz == KS) && (uSz == KS) &&
         (XDH(make_pub)(KS, u2, KS, k) == 0) &&
         (memcmp(u, u2, KS) == 0);
    if (ok) {
        printf("KEY %s ", tok[1]);
        kat_hex_out(k, KS);
        printf(" ");
        kat_hex_out(u, KS);
        printf("\n");
    }
    kat_record("v", ok, tok[1], "make_key");
    XDH(free)(&key);
    return 0;
}

/* One encoding of E: the DER of enc(key, out, size) (after its size
 * query) and its PEM, printed; 0, or -1 when a step failed. */
static int encode_one(char** tok, const char* form, XDH_KEY* key,
                      int (*enc)(XDH_KEY*, byte*, word32), int type)
{
    byte der[MAX_ENC];
    int n = enc(key, NULL, 0);

    if ((n <= 0) || (n > MAX_ENC) || (enc(key, der, MAX_ENC) != n))
        return -1;
    return kat_enc_out(tok[3], form, der, n, type);
}

static int enc_priv(XDH_KEY* key, byte* out, word32 sz)
{
    return XDH_ASN(PrivateKeyToDer)(key, out, sz);
}

static int enc_pub(XDH_KEY* key, byte* out, word32 sz)
{
    return XDH_ASN(PublicKeyToDer)(key, out, sz, 1);
}

#ifdef XDH_KEY_CODECS
static int enc_key(XDH_KEY* key, byte* out, word32 sz)
{
    return XDH_ASN(KeyToDer)(key, out, sz, 1);
}
#endif

static int run_encode(char** tok)
{
    XDH_KEY key;
    byte k[KS], u[KS];
    int kSz = kat_unhex(tok[1], k, KS), uSz = kat_unhex(tok[2], u, KS);
    int ok = 1;

    if (((kSz != KS) && (kSz != 0)) || ((uSz != KS) && (uSz != 0)) ||
        (kSz + uSz == 0))
        return -1;
    XDH(init)(&key);
    if (kSz == KS)
        ok = XDH(import_private_ex)(k, KS, &key, XDH_LE) == 0;
    if (ok && (uSz == KS))
        ok = XDH(import_public_ex)(u, KS, &key, XDH_LE) == 0;
#ifdef XDH_KEY_CODECS
    /* the key as given first: the public encoder computes a missing
     * public value and keeps it */
    if (ok)
        ok = encode_one(tok, "key", &key, enc_key,
                        kSz ? PKCS8_PRIVATEKEY_TYPE : PUBLICKEY_TYPE) == 0;
#endif
    if (ok && kSz)
        ok = encode_one(tok, "priv", &key, enc_priv,
                        PKCS8_PRIVATEKEY_TYPE) == 0;
    if (ok)
        ok = encode_one(tok, "pub", &key, enc_pub, PUBLICKEY_TYPE) == 0;
    kat_record("v", ok, tok[3], "RFC 8410 encoders");
    XDH(free)(&key);
    return 0;
}

/* 1 when key holds exactly private k (kSz 0: none; compared clamped, as
 * a key stores it) and exports public u (uSz 0: none at all). */
static int key_is(XDH_KEY* key, const byte* k, int kSz,
                  const byte* u, int uSz)
{
    byte k1[KS], k2[KS], u2[KS];
    word32 k2Sz = KS, u2Sz = KS;
    int rk, ru;

    if (kSz) {
        memcpy(k1, k, KS);
        XDH_CLAMP(k1);
    }
    rk = XDH(export_private_raw_ex)(key, k2, &k2Sz, XDH_LE);
    ru = XDH(export_public_ex)(key, u2, &u2Sz, XDH_LE);
    if (kSz ? ((rk != 0) || (memcmp(k2, k1, KS) != 0)) : (rk == 0))
        return 0;
    if (uSz ? ((ru != 0) || (memcmp(u2, u, KS) != 0)) : (ru == 0))
        return 0;
    return 1;
}

/* One decoder of D on der: 1 when it read all of it into a key that
 * key_is the expected one, 0 when it refused, -1 (a failure recorded)
 * when it succeeded otherwise. */
static int decode_one(char** tok, const char* name,
                      int (*dec)(const byte*, word32*, XDH_KEY*,
                                 word32),
                      const byte* der, int derSz, const byte* k, int kSz,
                      const byte* u, int uSz)
{
    XDH_KEY key;
    word32 idx = 0;
    int ret, r = 0;
    char why[96];

    XDH(init)(&key);
    ret = dec(der, &idx, &key, (word32)derSz);
    if ((ret == 0) && (idx != (word32)derSz)) {
        snprintf(why, sizeof(why), "%s stopped at %u of %d", name,
                 (unsigned)idx, derSz);
        r = -1;
    }
    else if ((ret == 0) && !key_is(&key, k, kSz, u, uSz)) {
        snprintf(why, sizeof(why), "%s: decoded key differs", name);
        r = -1;
    }
    else {
        r = ret == 0;
    }
    if (r < 0)
        kat_fail(tok[6], why);
    XDH(free)(&key);
    return r;
}

static int run_decode(char** tok)
{
    static byte data[MAX_LINE / 2], der[MAX_LINE / 2];
    byte k[KS], u[KS];
    int dataSz = kat_unhex(tok[2], data, sizeof(data));
    int kSz = kat_unhex(tok[3], k, KS), uSz = kat_unhex(tok[4], u, KS);
    int derSz = dataSz, r1 = 0, r2;

    if ((dataSz <= 0) || ((kSz != KS) && (kSz != 0)) ||
        ((uSz != KS) && (uSz != 0)) || ((kSz != 0) && (uSz == 0)))
        return -1;
    if (strcmp(tok[1], "pem") == 0)
        derSz = kSz ? wc_KeyPemToDer(data, dataSz, der, sizeof(der), NULL) :
                      wc_PubKeyPemToDer(data, dataSz, der, sizeof(der));
    else if (strcmp(tok[1], "der") == 0)
        memcpy(der, data, (size_t)dataSz);
    else
        return -1;
    if (derSz > 0) {
        r1 = decode_one(tok, kSz ? "PrivateKeyDecode" : "PublicKeyDecode",
                        kSz ? XDH_ASN(PrivateKeyDecode) :
                              XDH_ASN(PublicKeyDecode),
                        der, derSz, k, kSz, u, uSz);
    }
    r2 = r1;
#ifdef XDH_KEY_CODECS
    if (derSz > 0)
        r2 = decode_one(tok, "KeyDecode", XDH_ASN(KeyDecode), der, derSz, k,
                        kSz, u, uSz);
#endif
    if ((r1 >= 0) && (r2 >= 0) && (r1 != r2))
        kat_fail(tok[6], "the two decoders disagree");
    else if ((r1 >= 0) && (r2 >= 0))
        kat_record(tok[5], r1, tok[6], "RFC 8410 decoders");
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

#endif /* WOLFSSL_TESTS_KAT_XDH_VECTORS_H */
