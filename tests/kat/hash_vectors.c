/* hash_vectors.c
 *
 * Stand-alone known-answer runner for the hashes (tests layer, above
 * sha.c, sha256.c, sha512.c, sm3.c and hash.c), plus a driver mode used
 * by tests/diff/hash_diff.py.
 *
 * Vector mode:  hash_vectors [file ...]
 *   Each file name is taken relative to $WOLFSSL_VECTORS_DIR (default
 *   "tests/vectors") unless it is absolute.  With no arguments the default
 *   list below is run.  Two formats are read:
 *   - NIST CAVP SHAVS .rsp: "[L = n]" gives the digest length (20, 28, 32,
 *     48, 64 -> SHA-1, -224, -256, -384, -512); records "Len" (bits),
 *     "Msg" (hex; ignored when Len is 0), "MD".
 *   - key = value records (tests/vectors README): "Alg" (SHA-1, SHA-224,
 *     SHA-256, SHA-384, SHA-512, SM3, SHA3-224/256/384/512; files whose name starts with "sm3"
 *     default to SM3), "Msg" hex or "MsgAscii", optional "Repeat", "MD".
 *   Every record is hashed twice: through wc_Hash (one shot, or one
 *   Update per repetition) and through wc_HashInit/Update/Final in odd
 *   chunk sizes.  Prints per-file counts and a final "N passed, M failed"
 *   line; exits 1 on any failure, unreadable file or unusable record.
 *
 * Driver mode:  hash_vectors --driver
 *   Reads commands from stdin, writes one line per command: the result in
 *   lower-case hex, or "ERR <code>".  "-" stands for an empty hex string.
 *     H <alg> <chunk> <msg>                hash (chunk 0: one-shot wc_Hash,
 *                                          else Updates of chunk bytes)
 *     M <alg> <chunk> <key> <msg>          HMAC
 *     K <alg> <outLen> <ikm> <salt> <info> HKDF
 *     X <alg> <outLen> <msg>               SHAKE output of outLen bytes
 *                                          (wc_Shake*Hash)
 *     S <alg> <blocks> <msg>               SHAKE through Absorb and one
 *                                          SqueezeBlocks per block
 *   <alg>: sha1 sha224 sha256 sha384 sha512 sm3 sha3_224 sha3_256
 *   sha3_384 sha3_512 (H, M, K); shake128 shake256 (X, S).
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/hash.h>
#include <wolfssl/wolfcrypt/hmac.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char* default_files[] = {
    "nist_cavp/shavs/SHA256ShortMsg.rsp",
    "nist_cavp/shavs/SHA256LongMsg.rsp",
    "nist_cavp/shavs/SHA384ShortMsg.rsp",
    "nist_cavp/shavs/SHA512ShortMsg.rsp",
    "sha2/fips180_examples.txt",
    "sm3/sm3_vectors.txt",
    "sha3/fips202_examples.txt"
};

/* ---------------------------------------------------------------------- */
/* Small helpers                                                           */
/* ---------------------------------------------------------------------- */

/* Read one line (without the newline or a trailing CR) into a growing
 * buffer.  Returns 0 at end of file, -1 on allocation failure, 1 else. */
static int read_line(FILE* f, char** buf, size_t* cap)
{
    size_t n = 0;
    int c;

    if (*buf == NULL) {
        *cap = 256;
        *buf = (char*)malloc(*cap);
        if (*buf == NULL)
            return -1;
    }
    while ((c = fgetc(f)) != EOF && c != '\n') {
        if (n + 1 >= *cap) {
            char* nb = (char*)realloc(*buf, *cap * 2);
            if (nb == NULL)
                return -1;
            *buf = nb;
            *cap *= 2;
        }
        (*buf)[n++] = (char)c;
    }
    if (c == EOF && n == 0)
        return 0;
    while (n > 0 && ((*buf)[n - 1] == '\r' || (*buf)[n - 1] == ' '))
        n--;
    (*buf)[n] = '\0';
    return 1;
}

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

/* Decode hex into a new buffer (at least 1 byte allocated).  "-" is the
 * empty string.  Returns NULL on bad hex or allocation failure. */
static byte* hex_decode(const char* hex, word32* outLen)
{
    size_t n = strlen(hex), i;
    byte* out;

    if (strcmp(hex, "-") == 0)
        n = 0;
    if (n % 2 != 0)
        return NULL;
    out = (byte*)malloc(n / 2 + 1);
    if (out == NULL)
        return NULL;
    for (i = 0; i < n / 2; i++) {
        int hi = hex_val(hex[2 * i]), lo = hex_val(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            free(out);
            return NULL;
        }
        out[i] = (byte)(hi * 16 + lo);
    }
    *outLen = (word32)(n / 2);
    return out;
}

static void print_hex(const byte* b, word32 n)
{
    word32 i;
    for (i = 0; i < n; i++)
        printf("%02x", b[i]);
    printf("\n");
}

/* Hash type from a name ("SHA-256", "sha256", "SM3", ...); NONE if
 * unknown. */
static enum wc_HashType alg_from_name(const char* s)
{
    static const struct { const char* a; const char* b;
                          enum wc_HashType t; } names[] = {
        { "SHA-1",   "sha1",   WC_HASH_TYPE_SHA },
        { "SHA-224", "sha224", WC_HASH_TYPE_SHA224 },
        { "SHA-256", "sha256", WC_HASH_TYPE_SHA256 },
        { "SHA-384", "sha384", WC_HASH_TYPE_SHA384 },
        { "SHA-512", "sha512", WC_HASH_TYPE_SHA512 },
        { "SM3",     "sm3",    WC_HASH_TYPE_SM3 },
        { "SHA3-224", "sha3_224", WC_HASH_TYPE_SHA3_224 },
        { "SHA3-256", "sha3_256", WC_HASH_TYPE_SHA3_256 },
        { "SHA3-384", "sha3_384", WC_HASH_TYPE_SHA3_384 },
        { "SHA3-512", "sha3_512", WC_HASH_TYPE_SHA3_512 },
        { "SHAKE128", "shake128", WC_HASH_TYPE_SHAKE128 },
        { "SHAKE256", "shake256", WC_HASH_TYPE_SHAKE256 }
    };
    size_t i;

    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        if (strcmp(s, names[i].a) == 0 || strcmp(s, names[i].b) == 0)
            return names[i].t;
    }
    return WC_HASH_TYPE_NONE;
}

/* ---------------------------------------------------------------------- */
/* Vector mode                                                             */
/* ---------------------------------------------------------------------- */

/* One parsed record: fields owned by the record, freed by rec_clear. */
typedef struct vec_rec {
    char* alg;
    char* msg;
    char* msgAscii;
    char* md;
    long  lenBits;     /* -1 when absent */
    long  repeat;      /* 1 when absent */
    long  line;        /* first line of the record, for messages */
} vec_rec;

static void rec_clear(vec_rec* r)
{
    free(r->alg);
    free(r->msg);
    free(r->msgAscii);
    free(r->md);
    memset(r, 0, sizeof(*r));
    r->lenBits = -1;
    r->repeat = 1;
}

static char* dup_str(const char* s)
{
    char* d = (char*)malloc(strlen(s) + 1);
    if (d != NULL)
        strcpy(d, s);
    return d;
}

/* Hash msg (repeated rep times) in two ways and compare with md.
 * Returns 0 when both match. */
static int check_digest(enum wc_HashType t, const byte* msg, word32 len,
                        long rep, const byte* md, word32 mdLen,
                        word32 chunkSeed)
{
    byte out[WC_MAX_DIGEST_SIZE];
    wc_HashAlg alg;
    long r;
    word32 off, chunk = 1 + (chunkSeed * 13U) % 97U;
    int ret, dsz = wc_HashGetDigestSize(t);

    if (dsz < 0 || (word32)dsz != mdLen)
        return -1;
    /* One shot (or one Update per repetition). */
    if (rep == 1) {
        ret = wc_Hash(t, msg, len, out, sizeof(out));
    }
    else {
        ret = wc_HashInit(&alg, t);
        for (r = 0; ret == 0 && r < rep; r++)
            ret = wc_HashUpdate(&alg, t, msg, len);
        if (ret == 0)
            ret = wc_HashFinal(&alg, t, out);
        wc_HashFree(&alg, t);
    }
    if (ret != 0 || memcmp(out, md, mdLen) != 0)
        return -2;
    /* Streaming in odd chunk sizes that straddle block boundaries. */
    memset(out, 0, sizeof(out));
    ret = wc_HashInit(&alg, t);
    for (r = 0; ret == 0 && r < rep; r++) {
        for (off = 0; ret == 0 && off < len; off += chunk) {
            word32 n = len - off < chunk ? len - off : chunk;
            ret = wc_HashUpdate(&alg, t, msg + off, n);
        }
    }
    if (ret == 0)
        ret = wc_HashFinal(&alg, t, out);
    wc_HashFree(&alg, t);
    if (ret != 0 || memcmp(out, md, mdLen) != 0)
        return -3;
    return 0;
}

/* Check one complete record.  Returns 0 on pass; prints why on failure. */
static int run_record(const char* file, const vec_rec* r,
                      enum wc_HashType fileAlg, word32 seq)
{
    enum wc_HashType t = fileAlg;
    byte* msg = NULL;
    byte* md = NULL;
    word32 msgLen = 0, mdLen = 0;
    int ret = -1;

    if (r->alg != NULL)
        t = alg_from_name(r->alg);
    if (t == WC_HASH_TYPE_NONE) {
        fprintf(stderr, "%s:%ld: unknown or missing algorithm\n", file,
                r->line);
        return -1;
    }
    if (wc_HashGetDigestSize(t) < 0) {
        fprintf(stderr, "%s:%ld: algorithm not compiled in\n", file,
                r->line);
        return -1;
    }
    md = hex_decode(r->md, &mdLen);
    if (r->msgAscii != NULL) {
        msgLen = (word32)strlen(r->msgAscii);
        msg = (byte*)malloc(msgLen + 1);
        if (msg != NULL)
            memcpy(msg, r->msgAscii, msgLen);
    }
    else if (r->lenBits == 0) {
        msg = (byte*)malloc(1);           /* Len = 0: empty message */
    }
    else if (r->msg != NULL) {
        msg = hex_decode(r->msg, &msgLen);
    }
    if (md == NULL || msg == NULL || r->repeat < 1 ||
        (r->lenBits > 0 && (r->lenBits % 8 != 0 ||
                            (long)msgLen * 8 != r->lenBits))) {
        fprintf(stderr, "%s:%ld: malformed record\n", file, r->line);
    }
    else {
        ret = check_digest(t, msg, msgLen, r->repeat, md, mdLen, seq);
        if (ret != 0)
            fprintf(stderr, "%s:%ld: digest mismatch (check %d)\n", file,
                    r->line, ret);
    }
    free(msg);
    free(md);
    return ret;
}

/* Store key = value into the record; unknown keys are ignored (Source,
 * Comment, ...).  Returns -1 on allocation failure. */
static int rec_set(vec_rec* r, const char* key, const char* val)
{
    char** slot = NULL;

    if (strcmp(key, "Len") == 0) {
        r->lenBits = strtol(val, NULL, 10);
        return 0;
    }
    if (strcmp(key, "Repeat") == 0) {
        r->repeat = strtol(val, NULL, 10);
        return 0;
    }
    if (strcmp(key, "Alg") == 0)
        slot = &r->alg;
    else if (strcmp(key, "Msg") == 0)
        slot = &r->msg;
    else if (strcmp(key, "MsgAscii") == 0)
        slot = &r->msgAscii;
    else if (strcmp(key, "MD") == 0)
        slot = &r->md;
    if (slot == NULL)
        return 0;
    free(*slot);
    *slot = dup_str(val);
    return *slot == NULL ? -1 : 0;
}

/* File-level default algorithm from a "[L = n]" line (CAVP) or NONE. */
static enum wc_HashType alg_from_L(const char* line)
{
    long n;
    const char* eq = strchr(line, '=');

    if (eq == NULL)
        return WC_HASH_TYPE_NONE;
    n = strtol(eq + 1, NULL, 10);
    switch (n) {
        case 20: return WC_HASH_TYPE_SHA;
        case 28: return WC_HASH_TYPE_SHA224;
        case 32: return WC_HASH_TYPE_SHA256;
        case 48: return WC_HASH_TYPE_SHA384;
        case 64: return WC_HASH_TYPE_SHA512;
        default: return WC_HASH_TYPE_NONE;
    }
}

/* Parse state of one file. */
typedef struct file_ctx {
    const char*      path;
    enum wc_HashType alg;     /* from "[L = n]" or the file name */
    vec_rec          rec;
    int              inRec;
    long             pass;
    long             fail;
} file_ctx;

/* A blank line or the end of the file closes the open record. */
static void close_record(file_ctx* c)
{
    if (!c->inRec)
        return;
    if (c->rec.md == NULL) {
        fprintf(stderr, "%s:%ld: record without MD\n", c->path,
                c->rec.line);
        c->fail++;
    }
    else if (run_record(c->path, &c->rec, c->alg,
                        (word32)(c->pass + c->fail)) == 0) {
        c->pass++;
    }
    else {
        c->fail++;
    }
    rec_clear(&c->rec);
    c->inRec = 0;
}

/* One non-blank line: comment, "[L = n]" header or "Key = Value" (or
 * "Key =" with an empty value).  The line buffer is modified. */
static void parse_line(file_ctx* c, char* line, long lineNo)
{
    char* eq;
    char* val;
    size_t n = strlen(line);

    if (line[0] == '#')
        return;
    if (line[0] == '[') {
        c->alg = alg_from_L(line);
        return;
    }
    eq = strstr(line, " = ");
    if (eq != NULL) {
        val = eq + 3;
    }
    else if (n >= 2 && strcmp(line + n - 2, " =") == 0) {
        eq = line + n - 2;
        val = line + n;
    }
    else {
        fprintf(stderr, "%s:%ld: unparsable line\n", c->path, lineNo);
        c->fail++;
        return;
    }
    *eq = '\0';
    if (!c->inRec)
        c->rec.line = lineNo;
    c->inRec = 1;
    if (rec_set(&c->rec, line, val) != 0)
        c->fail++;
}

/* Run every record of one file; adds to *pass / *fail.  A file that
 * cannot be read, or holds no record, counts as a failure. */
static void run_file(const char* dir, const char* name, long* pass,
                     long* fail)
{
    char path[1024];
    const char* base;
    char* line = NULL;
    size_t cap = 0;
    FILE* f;
    file_ctx c;
    long lineNo = 0;
    int rd;

    if (name[0] == '/')
        snprintf(path, sizeof(path), "%s", name);
    else
        snprintf(path, sizeof(path), "%s/%s", dir, name);
    memset(&c, 0, sizeof(c));
    rec_clear(&c.rec);
    c.path = path;
    base = strrchr(path, '/');
    base = base != NULL ? base + 1 : path;
    c.alg = strncmp(base, "sm3", 3) == 0 ? WC_HASH_TYPE_SM3
                                         : WC_HASH_TYPE_NONE;
    f = fopen(path, "r");
    if (f == NULL) {
        fprintf(stderr, "%s: cannot open\n", path);
        printf("%s: cannot open\n", name);
        (*fail)++;
        return;
    }
    while ((rd = read_line(f, &line, &cap)) > 0) {
        lineNo++;
        if (line[0] == '\0')
            close_record(&c);
        else
            parse_line(&c, line, lineNo);
    }
    if (rd < 0)
        c.fail++;
    close_record(&c);
    rec_clear(&c.rec);
    free(line);
    fclose(f);
    if (c.pass + c.fail == 0) {
        fprintf(stderr, "%s: no test records\n", path);
        c.fail++;
    }
    printf("%s: %ld passed, %ld failed\n", name, c.pass, c.fail);
    *pass += c.pass;
    *fail += c.fail;
}

/* ---------------------------------------------------------------------- */
/* Driver mode                                                             */
/* ---------------------------------------------------------------------- */

/* Split line at spaces into at most max fields; returns the count. */
static int split_fields(char* line, char** f, int max)
{
    int n = 0;
    char* p = line;

    while (*p != '\0' && n < max) {
        while (*p == ' ')
            p++;
        if (*p == '\0')
            break;
        f[n++] = p;
        while (*p != '\0' && *p != ' ')
            p++;
        if (*p == ' ')
            *p++ = '\0';
    }
    return n;
}

static int drive_hash(enum wc_HashType t, word32 chunk, const byte* msg,
                      word32 len, byte* out)
{
    wc_HashAlg alg;
    word32 off;
    int ret;

    if (chunk == 0)
        return wc_Hash(t, msg, len, out, WC_MAX_DIGEST_SIZE);
    ret = wc_HashInit(&alg, t);
    for (off = 0; ret == 0 && off < len; off += chunk) {
        word32 n = len - off < chunk ? len - off : chunk;
        ret = wc_HashUpdate(&alg, t, msg + off, n);
    }
    if (ret == 0)
        ret = wc_HashFinal(&alg, t, out);
    wc_HashFree(&alg, t);
    return ret;
}

static int drive_hmac(enum wc_HashType t, word32 chunk, const byte* key,
                      word32 keyLen, const byte* msg, word32 len, byte* out)
{
    Hmac h;
    word32 off;
    int ret;

    if (chunk == 0)
        chunk = len > 0 ? len : 1;
    ret = wc_HmacInit(&h, NULL, INVALID_DEVID);
    if (ret == 0)
        ret = wc_HmacSetKey(&h, (int)t, key, keyLen);
    for (off = 0; ret == 0 && off < len; off += chunk) {
        word32 n = len - off < chunk ? len - off : chunk;
        ret = wc_HmacUpdate(&h, msg + off, n);
    }
    if (ret == 0)
        ret = wc_HmacFinal(&h, out);
    wc_HmacFree(&h);
    return ret;
}

/* The SHAKE commands X (one-shot, num output bytes) and S (Absorb, then
 * num SqueezeBlocks calls of one block each). */
static int drive_shake(char** f, int n, enum wc_HashType t, long num)
{
    byte* msg;
    byte* out;
    word32 msgLen, outLen, bs, i;
    int ret = -1;
    int x = f[0][0] == 'X';

    if (n != 4 || num < 0 || num > 100000 ||
        (t != WC_HASH_TYPE_SHAKE128 && t != WC_HASH_TYPE_SHAKE256))
        return -1;
    msg = hex_decode(f[3], &msgLen);
    if (msg == NULL)
        return -1;
    bs = t == WC_HASH_TYPE_SHAKE128 ? WC_SHA3_128_BLOCK_SIZE
                                    : WC_SHA3_256_BLOCK_SIZE;
    outLen = x ? (word32)num : (word32)num * bs;
    out = (byte*)malloc(outLen + 1);
    if (out != NULL) {
        wc_Shake sh;
        ret = BAD_FUNC_ARG;
#ifdef WOLFSSL_SHAKE128
        if (t == WC_HASH_TYPE_SHAKE128 && x)
            ret = wc_Shake128Hash(msg, msgLen, out, outLen);
        else if (t == WC_HASH_TYPE_SHAKE128) {
            ret = wc_InitShake128(&sh, NULL, INVALID_DEVID);
            if (ret == 0)
                ret = wc_Shake128_Absorb(&sh, msg, msgLen);
            for (i = 0; ret == 0 && i < (word32)num; i++)
                ret = wc_Shake128_SqueezeBlocks(&sh, out + i * bs, 1);
            wc_Shake128_Free(&sh);
        }
#endif
#ifdef WOLFSSL_SHAKE256
        if (t == WC_HASH_TYPE_SHAKE256 && x)
            ret = wc_Shake256Hash(msg, msgLen, out, outLen);
        else if (t == WC_HASH_TYPE_SHAKE256) {
            ret = wc_InitShake256(&sh, NULL, INVALID_DEVID);
            if (ret == 0)
                ret = wc_Shake256_Absorb(&sh, msg, msgLen);
            for (i = 0; ret == 0 && i < (word32)num; i++)
                ret = wc_Shake256_SqueezeBlocks(&sh, out + i * bs, 1);
            wc_Shake256_Free(&sh);
        }
#endif
        (void)sh; (void)i;
        if (ret == 0)
            print_hex(out, outLen);
        else
            printf("ERR %d\n", ret);
        ret = 0;
    }
    free(msg);
    free(out);
    return ret;
}

/* Execute one driver command (fields already split); prints the result
 * line.  Returns 0, or -1 for a malformed command. */
static int drive_one(char** f, int n)
{
    byte* in[3] = { NULL, NULL, NULL };
    word32 inLen[3] = { 0, 0, 0 };
    byte* out = NULL;
    word32 outLen = 0;
    enum wc_HashType t;
    long num;
    int i, nIn, ret = -1;

    if (n < 3)
        return -1;
    t = alg_from_name(f[1]);
    num = strtol(f[2], NULL, 10);
    nIn = f[0][0] == 'H' ? 1 : f[0][0] == 'M' ? 2 : f[0][0] == 'K' ? 3 : 0;
    if (f[0][0] == 'X' || f[0][0] == 'S')
        return drive_shake(f, n, t, num);
    if (nIn == 0 || n != 3 + nIn || t == WC_HASH_TYPE_NONE || num < 0)
        return -1;
    for (i = 0; i < nIn; i++) {
        in[i] = hex_decode(f[3 + i], &inLen[i]);
        if (in[i] == NULL)
            goto done;
    }
    outLen = f[0][0] == 'K' ? (word32)num
                            : (word32)wc_HashGetDigestSize(t);
    out = (byte*)malloc(outLen + WC_MAX_DIGEST_SIZE);
    if (out == NULL)
        goto done;
    if (f[0][0] == 'H')
        ret = drive_hash(t, (word32)num, in[0], inLen[0], out);
    else if (f[0][0] == 'M')
        ret = drive_hmac(t, (word32)num, in[0], inLen[0], in[1], inLen[1],
                         out);
    else
        ret = wc_HKDF((int)t, in[0], inLen[0], in[1], inLen[1], in[2],
                      inLen[2], out, outLen);
    if (ret == 0)
        print_hex(out, outLen);
    else
        printf("ERR %d\n", ret);
    ret = 0;
done:
    for (i = 0; i < 3; i++)
        free(in[i]);
    free(out);
    return ret;
}

static int driver_main(void)
{
    char* line = NULL;
    char* fields[8];
    size_t cap = 0;
    int rd, n, status = 0;

    while ((rd = read_line(stdin, &line, &cap)) > 0) {
        if (line[0] == '\0')
            continue;
        n = split_fields(line, fields, 8);
        if (drive_one(fields, n) != 0) {
            printf("ERR malformed\n");
            status = 1;
        }
        fflush(stdout);
    }
    free(line);
    return rd < 0 ? 1 : status;
}

int main(int argc, char** argv)
{
    const char* dir = getenv("WOLFSSL_VECTORS_DIR");
    long pass = 0, fail = 0;
    int i;

    if (argc > 1 && strcmp(argv[1], "--driver") == 0)
        return driver_main();
    if (dir == NULL || dir[0] == '\0')
        dir = "tests/vectors";
    if (argc > 1) {
        for (i = 1; i < argc; i++)
            run_file(dir, argv[i], &pass, &fail);
    }
    else {
        for (i = 0; i < (int)(sizeof(default_files) /
                              sizeof(default_files[0])); i++)
            run_file(dir, default_files[i], &pass, &fail);
    }
    printf("%ld passed, %ld failed\n", pass, fail);
    return fail == 0 ? 0 : 1;
}
