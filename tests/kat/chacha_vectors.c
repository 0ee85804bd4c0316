/* chacha_vectors.c
 *
 * Driver for the ChaCha20 / Poly1305 / ChaCha20-Poly1305 tests (tests
 * layer, above chacha.c, poly1305.c, chacha20_poly1305.c): reads
 * commands on stdin, writes one line per command, the result in
 * lower-case hex or "ERR <code>".  "-" is an empty hex string.  Used by
 * tests/kat/wycheproof_chacha.py (Wycheproof, Python cryptography and
 * openssl interop).
 *   E <key> <iv> <aad> <pt>          ChaCha20-Poly1305 encrypt: ct | tag
 *   D <key> <iv> <aad> <ct> <tag>    decrypt: pt (output buffer filled
 *                                    with 0xa5 first; on failure the line
 *                                    is "ERR <code> <first byte of out>")
 *   T <key> <iv> <aad> <pt> <chunk>  streaming encrypt in chunk-byte
 *                                    Update calls (AAD and data): ct | tag
 *   XE <key> <nonce> <aad> <pt>      XChaCha20-Poly1305: ct | tag
 *   XD <key> <nonce> <aad> <ct|tag>  pt, or as D on failure
 *   S <key> <iv> <counter> <chunk> <data>
 *                                    ChaCha20 in chunk-byte Process calls
 *                                    (data at an odd address when chunk
 *                                    is odd)
 *   P <key> <chunk> <msg>            Poly1305 tag
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/chacha20_poly1305.h>
#include <wolfssl/wolfcrypt/error-crypt.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 8

static int hexv(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* New buffer (1 spare byte in front, so callers can misalign) with the
 * bytes of hex; NULL on bad hex. */
static byte* unhex(const char* h, word32* len)
{
    size_t n = strcmp(h, "-") == 0 ? 0 : strlen(h), i;
    byte* b;

    if (n % 2)
        return NULL;
    b = (byte*)malloc(n / 2 + 2);
    if (b == NULL)
        return NULL;
    for (i = 0; i < n / 2; i++) {
        int hi = hexv(h[2 * i]), lo = hexv(h[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            free(b);
            return NULL;
        }
        b[1 + i] = (byte)(hi * 16 + lo);
    }
    *len = (word32)(n / 2);
    return b;
}

static void put_hex(const byte* b, word32 n)
{
    word32 i;

    for (i = 0; i < n; i++)
        printf("%02x", b[i]);
    printf("\n");
}

static int stream_encrypt(const byte* key, const byte* iv, const byte* aad,
                          word32 aadLen, const byte* pt, word32 ptLen,
                          word32 chunk, byte* out)
{
    ChaChaPoly_Aead a;
    word32 off, n;
    int ret = wc_ChaCha20Poly1305_Init(&a, key, iv, 1);

    for (off = 0; ret == 0 && off < aadLen; off += n) {
        n = aadLen - off < chunk ? aadLen - off : chunk;
        ret = wc_ChaCha20Poly1305_UpdateAad(&a, aad + off, n);
    }
    for (off = 0; ret == 0 && off < ptLen; off += n) {
        n = ptLen - off < chunk ? ptLen - off : chunk;
        ret = wc_ChaCha20Poly1305_UpdateData(&a, pt + off, out + off, n);
    }
    if (ret == 0)
        ret = wc_ChaCha20Poly1305_Final(&a, out + ptLen);
    return ret;
}

static int stream_chacha(const byte* key, word32 keyLen, const byte* iv,
                         word32 ctr, const byte* in, word32 len,
                         word32 chunk, byte* out)
{
    ChaCha c;
    word32 off, n;
    int ret = wc_Chacha_SetKey(&c, key, keyLen);

    if (ret == 0)
        ret = wc_Chacha_SetIV(&c, iv, ctr);
    for (off = 0; ret == 0 && off < len; off += n) {
        n = len - off < chunk ? len - off : chunk;
        ret = wc_Chacha_Process(&c, out + off, in + off, n);
    }
    return ret;
}

static int poly_chunks(const byte* key, word32 keyLen, const byte* m,
                       word32 len, word32 chunk, byte* tag)
{
    Poly1305 p;
    word32 off, n;
    int ret = wc_Poly1305SetKey(&p, key, keyLen);

    for (off = 0; ret == 0 && off < len; off += n) {
        n = len - off < chunk ? len - off : chunk;
        ret = wc_Poly1305Update(&p, m + off, n);
    }
    if (ret == 0)
        ret = wc_Poly1305Final(&p, tag);
    return ret;
}

/* One command; 0, or -1 when malformed. */
static int run(char** f, int nf)
{
    byte* in[MAX_FIELDS] = { NULL };
    word32 len[MAX_FIELDS] = { 0 };
    byte* out = NULL;
    word32 outLen = 0, chunk = 1;
    int i, ret = -1, ok = 1, nIn = nf - 1;
    const char* c = f[0];

    for (i = 1; i < nf; i++) {
        int numeric = (c[0] == 'S' && (i == 3 || i == 4)) ||
                      (c[0] == 'T' && i == 5) || (c[0] == 'P' && i == 2);
        if (numeric)
            continue;
        in[i] = unhex(f[i], &len[i]);
        if (in[i] == NULL)
            ok = 0;
    }
    if (!ok)
        goto done;
    /* The numeric fields (S: counter, chunk; T: chunk; P: chunk) are
     * decimal. */
    if (strcmp(c, "S") == 0 && nf == 6)
        chunk = (word32)strtoul(f[4], NULL, 10);
    if ((strcmp(c, "T") == 0 && nf == 6) || (strcmp(c, "P") == 0 && nf == 4))
        chunk = (word32)strtoul(f[nf == 6 ? 5 : 2], NULL, 10);
    if (chunk == 0)
        chunk = 1;
    out = (byte*)malloc(1 + 16 + (len[4] > len[3] ? len[4] : len[3]) +
                        len[5] + 16);
    if (out == NULL)
        goto done;
    memset(out, 0xa5, 1 + 16 + (len[4] > len[3] ? len[4] : len[3]) +
                      len[5] + 16);
    if (strcmp(c, "E") == 0 && nIn == 4) {
        ret = len[1] != 32 || len[2] != 12 ? BAD_FUNC_ARG :
              wc_ChaCha20Poly1305_Encrypt(in[1] + 1, in[2] + 1, in[3] + 1,
                  len[3], in[4] + 1, len[4], out, out + len[4]);
        outLen = len[4] + 16;
    }
    else if (strcmp(c, "D") == 0 && nIn == 5) {
        ret = len[1] != 32 || len[2] != 12 || len[5] != 16 ? BAD_FUNC_ARG :
              wc_ChaCha20Poly1305_Decrypt(in[1] + 1, in[2] + 1, in[3] + 1,
                  len[3], in[4] + 1, len[4], in[5] + 1, out);
        outLen = len[4];
    }
    else if (strcmp(c, "T") == 0 && nIn == 5) {
        ret = len[1] != 32 || len[2] != 12 ? BAD_FUNC_ARG :
              stream_encrypt(in[1] + 1, in[2] + 1, in[3] + 1, len[3],
                             in[4] + 1, len[4], chunk, out);
        outLen = len[4] + 16;
    }
    else if (strcmp(c, "XE") == 0 && nIn == 4) {
        ret = wc_XChaCha20Poly1305_Encrypt(out, len[4] + 16, in[4] + 1,
                  len[4], in[3] + 1, len[3], in[2] + 1, len[2], in[1] + 1,
                  len[1]);
        outLen = len[4] + 16;
    }
    else if (strcmp(c, "XD") == 0 && nIn == 4) {
        ret = wc_XChaCha20Poly1305_Decrypt(out, len[4], in[4] + 1, len[4],
                  in[3] + 1, len[3], in[2] + 1, len[2], in[1] + 1, len[1]);
        outLen = len[4] >= 16 ? len[4] - 16 : 0;
    }
    else if (strcmp(c, "S") == 0 && nIn == 5) {
        word32 ctr = (word32)strtoul(f[3], NULL, 10);
        /* odd chunks: work at an odd address (out + 1, in[5] + 1) */
        byte* o = (chunk & 1) ? out + 1 : out;
        const byte* src = in[5] + 1;
        if (!(chunk & 1)) {
            memmove(in[5], in[5] + 1, len[5]);
            src = in[5];
        }
        ret = len[2] != 12 ? BAD_FUNC_ARG :
              stream_chacha(in[1] + 1, len[1], in[2] + 1, ctr, src, len[5],
                            chunk, o);
        if (ret == 0)
            memmove(out, o, len[5]);
        outLen = len[5];
    }
    else if (strcmp(c, "P") == 0 && nIn == 3) {
        ret = poly_chunks(in[1] + 1, len[1], in[3] + 1, len[3], chunk, out);
        outLen = 16;
    }
    else
        goto done;
    if (ret == 0)
        put_hex(out, outLen);
    else
        printf("ERR %d %02x\n", ret, out[0]);
    ret = 0;
done:
    for (i = 0; i < MAX_FIELDS; i++)
        free(in[i]);
    free(out);
    return ret;
}

int main(void)
{
    static char line[1 << 20];
    char* f[MAX_FIELDS];
    int nf;

    while (fgets(line, sizeof(line), stdin) != NULL) {
        char* tok = strtok(line, " \t\r\n");
        nf = 0;
        while (tok != NULL && nf < MAX_FIELDS) {
            f[nf++] = tok;
            tok = strtok(NULL, " \t\r\n");
        }
        if (nf == 0)
            continue;
        if (run(f, nf) != 0)
            printf("BAD COMMAND\n");
        fflush(stdout);
    }
    return 0;
}
