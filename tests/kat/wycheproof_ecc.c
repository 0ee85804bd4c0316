/* wycheproof_ecc.c
 *
 * Runner for the Wycheproof ECDSA / ECDH vectors (and the CCTV RFC 6979
 * vector) against the public ECC API.  tests/kat/wycheproof_ecc.py converts
 * the JSON files into the line format below and pipes it to this program on
 * stdin; this program performs each test and compares the outcome with the
 * expectation the converter derived from the file's "result" and the
 * documented policy for "acceptable" cases (see the .py file).  It prints
 * one summary line per input file and a final "N passed, M failed" line,
 * and exits non-zero on any wrong verdict or malformed input.
 *
 * Line format (space-separated; hex fields use "-" for empty):
 *   F <file name>                                 start of a file
 *   S <der|p1363> <curve id> <hash type> <public X9.63> <msg> <sig>
 *     <expect> <tcId>                              ECDSA verification
 *     (hash type 0: msg is the hash value itself)
 *   H <curve id> <public SPKI DER> <private> <shared> <expect> <tcId>
 *                                                  ECDH
 *   D <curve id> <hash type> <private> <msg> <r> <s>    RFC 6979 signing
 * expect: v (must accept), i (must reject), a (either outcome; when
 * accepted, an ECDH secret must still be correct).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kat_runner.h"

#define MAX_LINE  (256 * 1024)
#define MAX_FIELD (64 * 1024)

/* ECDSA verification of msg with the X9.63 public key. */
static int run_ecdsa(char** tok, byte* b1, byte* b2, byte* b3)
{
    ecc_key key;
    byte hash[WC_MAX_DIGEST_SIZE];
    int curve = atoi(tok[2]);
    int htype = atoi(tok[3]);
    int pubSz = kat_unhex(tok[4], b1, MAX_FIELD);
    int msgSz = kat_unhex(tok[5], b2, MAX_FIELD);
    int sigSz = kat_unhex(tok[6], b3, MAX_FIELD);
    int hSz = (htype == 0) ? msgSz :
        wc_HashGetDigestSize((enum wc_HashType)htype);
    int ret, res = 0, accepted = 0;

    const byte* hp = hash;

    if ((pubSz < 0) || (msgSz < 0) || (sigSz < 0) || (hSz <= 0))
        return -1;
    if (htype == 0)
        hp = b2;                            /* msg is the hash itself */
    else if (wc_Hash((enum wc_HashType)htype, b2, (word32)msgSz, hash,
                     (word32)hSz) != 0)
        return -1;
    wc_ecc_init(&key);
    ret = wc_ecc_import_x963_ex(b1, (word32)pubSz, &key, curve);
    if (ret != 0) {
        wc_ecc_free(&key);
        return -1;          /* the files only hold valid public keys */
    }
    if (strcmp(tok[1], "der") == 0) {
        ret = wc_ecc_verify_hash(b3, (word32)sigSz, hp, (word32)hSz,
                                 &res, &key);
    }
    else {
        /* IEEE P1363: r || s, each exactly the field size. */
        mp_int r, s;
        int size = wc_ecc_size(&key);
        mp_init_multi(&r, &s, NULL, NULL, NULL, NULL);
        if (sigSz != 2 * size)
            ret = BAD_FUNC_ARG;
        else if ((mp_read_unsigned_bin(&r, b3, (word32)size) != 0) ||
                 (mp_read_unsigned_bin(&s, b3 + size, (word32)size) != 0))
            ret = MP_READ_E;
        else
            ret = wc_ecc_verify_hash_ex(&r, &s, hp, (word32)hSz, &res,
                                        &key);
    }
    accepted = (ret == 0) && (res == 1);
    kat_record(tok[7], accepted, tok[8], "ecdsa");
    wc_ecc_free(&key);
    return 0;
}

/* ECDH: accepted means the public key decoded, the computation succeeded
 * and the secret matched; a wrong secret is always a failure. */
static int run_ecdh(char** tok, byte* b1, byte* b2, byte* b3)
{
    ecc_key pub, priv;
    byte out[MAX_ECC_BYTES];
    word32 outSz = sizeof(out), idx = 0;
    int curve = atoi(tok[1]);
    int pubSz = kat_unhex(tok[2], b1, MAX_FIELD);
    int privSz = kat_unhex(tok[3], b2, MAX_FIELD);
    int wantSz = kat_unhex(tok[4], b3, MAX_FIELD);
    int ret, accepted = 0;
    const byte* d = b2;

    if ((pubSz < 0) || (privSz < 0) || (wantSz < 0))
        return -1;
    /* Wycheproof writes the private value as a signed integer. */
    while ((privSz > 1) && (d[0] == 0)) {
        d++;
        privSz--;
    }
    wc_ecc_init(&pub);
    wc_ecc_init(&priv);
    ret = wc_ecc_import_private_key_ex(d, (word32)privSz, NULL, 0, &priv,
                                       curve);
    if (ret != 0) {
        printf("private key import failed: %d\n", ret);
        wc_ecc_free(&pub);
        wc_ecc_free(&priv);
        return -1;
    }
    ret = wc_EccPublicKeyDecode(b1, &idx, &pub, (word32)pubSz);
    if ((ret == 0) && (idx != (word32)pubSz))
        ret = ASN_PARSE_E;              /* trailing data */
    if (ret == 0)
        ret = wc_ecc_shared_secret(&priv, &pub, out, &outSz);
    if (ret == 0) {
        if ((outSz != (word32)wantSz) || (memcmp(out, b3, outSz) != 0)) {
            kat_fail(tok[6], "wrong shared secret");
            accepted = -1;
        }
        else {
            accepted = 1;
        }
    }
    if (accepted >= 0)
        kat_record(tok[5], accepted, tok[6], "ecdh");
    wc_ecc_free(&pub);
    wc_ecc_free(&priv);
    return 0;
}

/* RFC 6979: the deterministic signature must equal (r, s). */
static int run_det(char** tok, byte* b1, byte* b2, byte* b3)
{
    ecc_key key;
    mp_int r, s, er, es;
    byte hash[WC_MAX_DIGEST_SIZE];
    int curve = atoi(tok[1]);
    int htype = atoi(tok[2]);
    int privSz = kat_unhex(tok[3], b1, MAX_FIELD);
    int msgSz = kat_unhex(tok[4], b2, MAX_FIELD);
    int hSz = wc_HashGetDigestSize((enum wc_HashType)htype);
    int ok;

    (void)b3;
    if ((privSz <= 0) || (msgSz < 0) || (hSz <= 0))
        return -1;
    if (wc_Hash((enum wc_HashType)htype, b2, (word32)msgSz, hash,
                (word32)hSz) != 0)
        return -1;
    wc_ecc_init(&key);
    mp_init_multi(&r, &s, &er, &es, NULL, NULL);
    ok = (wc_ecc_import_private_key_ex(b1, (word32)privSz, NULL, 0, &key,
                                       curve) == 0) &&
         (wc_ecc_set_deterministic(&key, 1) == 0) &&
         (wc_ecc_sign_hash_ex(hash, (word32)hSz, NULL, &key, &r, &s) == 0) &&
         (mp_read_radix(&er, tok[5], MP_RADIX_HEX) == 0) &&
         (mp_read_radix(&es, tok[6], MP_RADIX_HEX) == 0) &&
         (mp_cmp(&r, &er) == MP_EQ) && (mp_cmp(&s, &es) == MP_EQ);
    kat_record("v", ok, "-", "rfc6979");
    wc_ecc_free(&key);
    return 0;
}

/* Buffers of the hex fields, shared by the line handlers. */
typedef struct ecc_bufs {
    byte* b1;
    byte* b2;
    byte* b3;
} ecc_bufs;

static int run_line(char** tok, int n, void* ctx)
{
    ecc_bufs* b = (ecc_bufs*)ctx;

    if ((tok[0][0] == 'S') && (n == 9))
        return run_ecdsa(tok, b->b1, b->b2, b->b3);
    if ((tok[0][0] == 'H') && (n == 7))
        return run_ecdh(tok, b->b1, b->b2, b->b3);
    if ((tok[0][0] == 'D') && (n == 7))
        return run_det(tok, b->b1, b->b2, b->b3);
    return -1;
}

int main(void)
{
    char* line = (char*)malloc(MAX_LINE);
    ecc_bufs b;
    int ret;

    b.b1 = (byte*)malloc(MAX_FIELD);
    b.b2 = (byte*)malloc(MAX_FIELD);
    b.b3 = (byte*)malloc(MAX_FIELD);
    if ((line == NULL) || (b.b1 == NULL) || (b.b2 == NULL) ||
        (b.b3 == NULL))
        return 2;
    ret = kat_run(line, MAX_LINE, run_line, &b);
    free(line);
    free(b.b1);
    free(b.b2);
    free(b.b3);
    return ret;
}
