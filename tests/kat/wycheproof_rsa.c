/* wycheproof_rsa.c
 *
 * Runner for the Wycheproof RSA vectors (PKCS#1 v1.5 signatures and
 * signature generation, PSS, OAEP and PKCS#1 v1.5 decryption) against the
 * public RSA API.  It reads a simple line format on stdin, produced from
 * the JSON files by tests/kat/wycheproof_rsa.py:
 *
 *   F <file name>                               start of a file
 *   G <kind> <hash> <mgfHash> <sLen> <keyHex>   a test group and its key
 *   T <tcId> <result> <msgHex> <dataHex> <labelHex>
 *   S <count> <reason...>                       a group not run (the
 *                                               runner reports it)
 *   E                                           end of the file
 *
 * kind: pkcs1ver (key: SubjectPublicKeyInfo), pkcs1gen, pssver (SPKI),
 * oaepdec, pkcs1dec (key: PKCS#8).  hash names as in Wycheproof
 * ("SHA-256"), "-" for none; an empty hex field is "-".  dataHex is the
 * signature or ciphertext.
 *
 * Verdicts: "valid" must be accepted, "invalid" rejected.  "acceptable"
 * follows this documented policy and is asserted as well:
 *   - signature generation is allowed for SHA-1/SHA-224, 1024-bit moduli
 *     and e = 3 (WeakHash, SmallModulus, SmallPublicKey): the generated
 *     signature must equal the expected one;
 *   - verification requires the exact DER DigestInfo with the NULL
 *     parameter, so MissingNull signatures are rejected.
 * Prints per-file counts and a final "N passed, M failed" line; exits
 * non-zero on any wrong verdict or malformed input.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/rsa.h>
#include <wolfssl/wolfcrypt/asn_public.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/random.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_SZ  (1 << 17)
#define FIELD_MAX_SZ (1 << 15)

enum Kind { K_NONE, K_PKCS1VER, K_PKCS1GEN, K_PSSVER, K_OAEPDEC,
            K_PKCS1DEC };

typedef struct Group {
    enum Kind        kind;
    enum wc_HashType hash;
    int              hashOid;
    int              mgf;
    int              sLen;
    int              keyOk;
} Group;

typedef struct Counts {
    int valid, invalid, accOk, accRej, failed;
} Counts;

static RsaKey key;
static WC_RNG rng;
static byte   msg[FIELD_MAX_SZ], data[FIELD_MAX_SZ], label[FIELD_MAX_SZ];
static byte   keyDer[FIELD_MAX_SZ], out[FIELD_MAX_SZ], enc[FIELD_MAX_SZ];
static char   line[LINE_MAX_SZ];

/* Hex field ("-" = empty) into buf; returns the length or -1. */
static long HexField(const char* s, byte* buf, size_t max)
{
    size_t n, i;

    if (strcmp(s, "-") == 0)
        return 0;
    n = strlen(s);
    if (n % 2 != 0 || n / 2 > max)
        return -1;
    for (i = 0; i < n / 2; i++) {
        unsigned v;
        if (sscanf(s + 2 * i, "%2x", &v) != 1)
            return -1;
        buf[i] = (byte)v;
    }
    return (long)(n / 2);
}

static int HashByName(const char* s, enum wc_HashType* h, int* oid,
                      int* mgf)
{
    if (strcmp(s, "SHA-1") == 0) {
        *h = WC_HASH_TYPE_SHA; *oid = SHAh; *mgf = WC_MGF1SHA1;
    } else if (strcmp(s, "SHA-224") == 0) {
        *h = WC_HASH_TYPE_SHA224; *oid = SHA224h; *mgf = WC_MGF1SHA224;
    } else if (strcmp(s, "SHA-256") == 0) {
        *h = WC_HASH_TYPE_SHA256; *oid = SHA256h; *mgf = WC_MGF1SHA256;
    } else if (strcmp(s, "SHA-384") == 0) {
        *h = WC_HASH_TYPE_SHA384; *oid = SHA384h; *mgf = WC_MGF1SHA384;
    } else if (strcmp(s, "SHA-512") == 0) {
        *h = WC_HASH_TYPE_SHA512; *oid = SHA512h; *mgf = WC_MGF1SHA512;
    } else if (strcmp(s, "-") == 0) {
        *h = WC_HASH_TYPE_NONE; *oid = 0; *mgf = WC_MGF1NONE;
    } else {
        return -1;
    }
    return 0;
}

/* Parse a G line and load the key.  Returns -1 on malformed input. */
static int ParseGroup(char* rest, Group* g)
{
    char   *kind, *hash, *mgfHash, *sLen, *hex;
    word32 idx = 0;
    long   n;
    int    dummyOid, dummyMgf, ret;
    enum wc_HashType dummyH;

    kind = strtok(rest, " ");
    hash = strtok(NULL, " ");
    mgfHash = strtok(NULL, " ");
    sLen = strtok(NULL, " ");
    hex = strtok(NULL, " ");
    if (hex == NULL)
        return -1;
    if (strcmp(kind, "pkcs1ver") == 0)      g->kind = K_PKCS1VER;
    else if (strcmp(kind, "pkcs1gen") == 0) g->kind = K_PKCS1GEN;
    else if (strcmp(kind, "pssver") == 0)   g->kind = K_PSSVER;
    else if (strcmp(kind, "oaepdec") == 0)  g->kind = K_OAEPDEC;
    else if (strcmp(kind, "pkcs1dec") == 0) g->kind = K_PKCS1DEC;
    else return -1;
    if (HashByName(hash, &g->hash, &g->hashOid, &dummyMgf) != 0 ||
        HashByName(mgfHash, &dummyH, &dummyOid, &g->mgf) != 0)
        return -1;
    g->sLen = (strcmp(sLen, "-") == 0) ? RSA_PSS_SALT_LEN_DEFAULT
                                       : atoi(sLen);
    n = HexField(hex, keyDer, sizeof(keyDer));
    if (n <= 0)
        return -1;
    (void)wc_FreeRsaKey(&key);
    (void)wc_InitRsaKey(&key, NULL);
    (void)wc_RsaSetRNG(&key, &rng);
    if (g->kind == K_PKCS1VER || g->kind == K_PSSVER)
        ret = wc_RsaPublicKeyDecode(keyDer, &idx, &key, (word32)n);
    else
        ret = wc_RsaPrivateKeyDecode(keyDer, &idx, &key, (word32)n);
    g->keyOk = (ret == 0);
    if (!g->keyOk)
        printf("  note: key of a %s group refused (%d)\n", kind, ret);
    return 0;
}

/* 1 when the implementation accepts the test, 0 when it rejects it. */
static int RunTest(const Group* g, long msgSz, long dataSz, long labelSz)
{
    byte   digest[WC_MAX_DIGEST_SIZE];
    int    ret, hLen;
    word32 encSz;

    if (!g->keyOk)
        return 0;
    if (g->kind == K_OAEPDEC) {
        ret = wc_RsaPrivateDecrypt_ex(data, (word32)dataSz, out, sizeof(out),
                                      &key, WC_RSA_OAEP_PAD, g->hash, g->mgf,
                                      labelSz ? label : NULL,
                                      (word32)labelSz);
        return ret == msgSz && memcmp(out, msg, (size_t)msgSz) == 0;
    }
    if (g->kind == K_PKCS1DEC) {
        ret = wc_RsaPrivateDecrypt(data, (word32)dataSz, out, sizeof(out),
                                   &key);
        return ret == msgSz && memcmp(out, msg, (size_t)msgSz) == 0;
    }
    hLen = wc_HashGetDigestSize(g->hash);
    if (hLen <= 0 || wc_Hash(g->hash, msg, (word32)msgSz, digest,
                             sizeof(digest)) != 0)
        return 0;
    if (g->kind == K_PSSVER) {
        ret = wc_RsaPSS_Verify_ex(data, (word32)dataSz, out, sizeof(out),
                                  g->hash, g->mgf, g->sLen, &key);
        if (ret <= 0)
            return 0;
        return wc_RsaPSS_CheckPadding_ex(digest, (word32)hLen, out,
                                         (word32)ret, g->hash, g->sLen,
                                         mp_count_bits(&key.n)) == 0;
    }
    encSz = wc_EncodeSignature(enc, digest, (word32)hLen, g->hashOid);
    if (encSz == 0)
        return 0;
    if (g->kind == K_PKCS1GEN) {
        ret = wc_RsaSSL_Sign(enc, encSz, out, sizeof(out), &key, &rng);
        if (ret != dataSz || memcmp(out, data, (size_t)dataSz) != 0)
            return 0;
    }
    ret = wc_RsaSSL_Verify(data, (word32)dataSz, out, sizeof(out), &key);
    return ret == (int)encSz && memcmp(out, enc, encSz) == 0;
}

/* Policy for "acceptable" (see the file comment): 1 = must accept. */
static int AcceptablePolicy(const Group* g)
{
    return g->kind == K_PKCS1GEN;
}

static void PrintCounts(const char* file, const Counts* c)
{
    printf("%s: valid %d, invalid %d, acceptable %d accepted / %d "
           "rejected, wrong %d\n", file, c->valid, c->invalid, c->accOk,
           c->accRej, c->failed);
}

/* Handle one T line; returns 1 when the verdict matched. */
static int HandleTest(char* rest, const Group* g, Counts* c)
{
    char *id, *res, *m, *d, *l;
    long  msgSz, dataSz, labelSz;
    int   got, want;

    id = strtok(rest, " ");
    res = strtok(NULL, " ");
    m = strtok(NULL, " ");
    d = strtok(NULL, " ");
    l = strtok(NULL, " ");
    if (l == NULL || g->kind == K_NONE)
        return -1;
    msgSz = HexField(m, msg, sizeof(msg));
    dataSz = HexField(d, data, sizeof(data));
    labelSz = HexField(l, label, sizeof(label));
    if (msgSz < 0 || dataSz < 0 || labelSz < 0)
        return -1;
    got = RunTest(g, msgSz, dataSz, labelSz);
    if (strcmp(res, "valid") == 0) {
        want = 1;
        c->valid++;
    } else if (strcmp(res, "invalid") == 0) {
        want = 0;
        c->invalid++;
    } else if (strcmp(res, "acceptable") == 0) {
        want = AcceptablePolicy(g);
        if (got) c->accOk++; else c->accRej++;
    } else {
        return -1;
    }
    if (got != want) {
        c->failed++;
        printf("  FAIL tcId %s (%s): %s\n", id, res,
               got ? "accepted" : "rejected");
        return 0;
    }
    return 1;
}

int main(void)
{
    Group  g;
    Counts c;
    char   file[256] = "";
    int    passed = 0, failed = 0, files = 0, skipped = 0, r;

    memset(&g, 0, sizeof(g));
    memset(&c, 0, sizeof(c));
    if (wc_InitRng(&rng) != 0 || wc_InitRsaKey(&key, NULL) != 0) {
        printf("init failed\n0 passed, 1 failed\n");
        return 1;
    }
    while (fgets(line, sizeof(line), stdin) != NULL) {
        size_t n = strlen(line);
        if (n == 0 || line[n - 1] != '\n') {
            printf("input line too long\n");
            failed++;
            break;
        }
        line[n - 1] = '\0';
        if (line[0] == 'F' && line[1] == ' ') {
            n = strlen(line + 2);
            if (n >= sizeof(file))
                n = sizeof(file) - 1;
            memcpy(file, line + 2, n);
            file[n] = '\0';
            memset(&c, 0, sizeof(c));
            g.kind = K_NONE;
            files++;
        } else if (line[0] == 'G' && line[1] == ' ') {
            if (ParseGroup(line + 2, &g) != 0) {
                printf("bad group line in %s\n", file);
                failed++;
            }
        } else if (line[0] == 'T' && line[1] == ' ') {
            r = HandleTest(line + 2, &g, &c);
            if (r == 1)
                passed++;
            else
                failed++;
            if (r < 0)
                printf("bad test line in %s\n", file);
        } else if (line[0] == 'S' && line[1] == ' ') {
            r = atoi(line + 2);
            printf("  SKIPPED %d tests in %s:%s\n", r, file,
                   strchr(line + 2, ' ') ? strchr(line + 2, ' ') : "");
            skipped += r;
            g.kind = K_NONE;
        } else if (line[0] == 'E') {
            PrintCounts(file, &c);
        } else if (line[0] != '\0') {
            printf("unknown line\n");
            failed++;
        }
    }
    (void)wc_FreeRsaKey(&key);
    (void)wc_FreeRng(&rng);
    if (files == 0) {
        printf("no input\n");
        failed++;
    }
    if (skipped > 0)
        printf("%d skipped (reported above)\n", skipped);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
