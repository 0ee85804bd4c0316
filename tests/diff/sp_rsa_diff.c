/* sp_rsa_diff.c
 *
 * Command server for the differential test of the fixed-size SP RSA/DH
 * entry points (wolfssl/wolfcrypt/sp.h: sp_ModExp_N, sp_RsaPublic_N,
 * sp_RsaPrivate_N, sp_DhExp_N, sp_DhExpPad_N) against the generic sp_int path
 * (mp_exptmod).  Driven by tests/diff/sp_rsa_diff.py, which also checks both
 * results against Python integers.  Test layer: links libwolfssl.
 *
 * Protocol: one command per line on stdin, tokens separated by spaces.
 * Numbers are hex ("-" = NULL); byte strings are hex with their exact
 * length ("=" = empty).
 *   X bits base exp mod        sp_ModExp_<bits>
 *   P bits in e n              sp_RsaPublic_<bits>   (in: bytes)
 *   S bits in d p q dp dq qi n sp_RsaPrivate_<bits>  (in: bytes)
 *   D bits base exp mod        sp_DhExp_<bits>       (exp: bytes), and
 *                              sp_DhExpPad_<bits> must give the same
 *                              return code and the unstripped result
 *                              (else the reply's ret is -9999)
 *   C bits y                   wc_DhCheckPubKey, group ffdhe<bits> (y: hex)
 *   A bits priv pub pad        wc_DhAgree (pad 0) / wc_DhAgree_ct (pad 1),
 *                              group ffdhe<bits> (priv, pub: bytes)
 * The last two exercise dh.c's use of the SP layer (dh_expt_priv) and its
 * named-group subgroup test; their reply is "<ret> <out> 0 -" (out: the
 * secret for A, "-" for C).
 * Reply, one line each: "<ret> <out> <refret> <refout>": the SP return
 * code and result (an mp_int in hex for X, bytes in hex for P, S, D; "-"
 * when ret != 0), then the sp_int reference (see reference()): base or
 * in to the power exp, e or d, modulo mod or n, as the same kind of
 * output ("-" when there is no reference, e.g. S without d).  An
 * unparsable line gets "ERR".
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/sp.h>
#include <wolfssl/wolfcrypt/dh.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(WOLFSSL_HAVE_SP_RSA) && defined(WOLFSSL_HAVE_SP_DH)

#define MAX_LINE  (64 * 1024)
#define MAX_BYTES 1024            /* 8192 bits: enough for every field */
#define NVALS     8
#define PAD_MISMATCH (-9999)     /* sp_DhExpPad_N disagrees with DhExp */

#include "sp_rsa_sizes.h"


static mp_int vals[NVALS];        /* parsed numbers; NULL when "-" */
static int    isnull[NVALS];
static mp_int ref, res;
static byte   inb[MAX_BYTES], expb[MAX_BYTES], out[MAX_BYTES];
static byte   refb[MAX_BYTES];
static char   hexbuf[2 * MAX_BYTES + 8];

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Byte string token: "=" is empty; otherwise an even number of hex
 * digits.  Returns the length or -1. */
static int parse_bytes(const char* tok, byte* buf)
{
    size_t n = strlen(tok), i;

    if (strcmp(tok, "=") == 0)
        return 0;
    if ((n % 2) != 0 || n / 2 > MAX_BYTES)
        return -1;
    for (i = 0; i < n / 2; i++) {
        int hi = hexval(tok[2 * i]), lo = hexval(tok[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        buf[i] = (byte)(hi * 16 + lo);
    }
    return (int)(n / 2);
}

static int parse_mp(const char* tok, int i)
{
    isnull[i] = (strcmp(tok, "-") == 0);
    if (isnull[i])
        return 0;
    return (mp_read_radix(&vals[i], tok, 16) == MP_OKAY) ? 0 : -1;
}

static const mp_int* arg(int i)
{
    return isnull[i] ? NULL : &vals[i];
}

static void put_bytes(const byte* b, word32 len)
{
    word32 i;

    if (len == 0) {
        printf(" =");
        return;
    }
    printf(" ");
    for (i = 0; i < len; i++)
        printf("%02x", b[i]);
}

static void put_mp(const mp_int* a)
{
    if (mp_tohex(a, hexbuf) != MP_OKAY)
        printf(" ?");
    else
        printf(" %s", hexbuf[0] ? hexbuf : "0");
}

/* Reference: ref = b^e mod m by sp_int (mp_exptmod; mp_exptmod_nct for
 * exponents of up to 64 bits, where the constant-time one would cost a
 * whole digit of squarings per case); 0 or its error. */
static int reference(const mp_int* b, const mp_int* e, const mp_int* m)
{
    if (b == NULL || e == NULL || m == NULL)
        return -1;
    if (mp_count_bits(e) <= 64)
        return mp_exptmod_nct(b, e, m, &ref);
    return mp_exptmod(b, e, m, &ref);
}

static void reply_ref_bytes(int rret, word32 len, int strip)
{
    printf(" %d", rret);
    if (rret != 0) {
        printf(" -");
        return;
    }
    if (strip) {
        len = (word32)mp_unsigned_bin_size(&ref);
        if (mp_to_unsigned_bin(&ref, refb) != MP_OKAY)
            len = 0;
    }
    else if (mp_to_unsigned_bin_len(&ref, refb, (int)len) != MP_OKAY) {
        printf(" ?");
        return;
    }
    put_bytes(refb, len);
}

static int ffdhe_name(int bits)
{
    return bits == 2048 ? WC_FFDHE_2048 : bits == 3072 ? WC_FFDHE_3072 :
           bits == 4096 ? WC_FFDHE_4096 : -1;
}

/* C and A commands (dh.c through its public API). */
/* sp_DhExpPad_N must agree with sp_DhExp_N (ret, stripped[0..len)): the
 * same return code, and on success exactly N/8 bytes, leading zeros
 * followed by the stripped output.  Returns 0 when they agree. */
static int check_dh_pad(int s, int expLen, int ret, const byte* stripped,
                        word32 len)
{
    static byte padded[MAX_BYTES];
    word32 n = (word32)sizes[s].bits / 8;
    int pret = sizes[s].dhpad(arg(0), expb, (word32)expLen, arg(2), padded);
    word32 i;

    if (pret != ret)
        return -1;
    if (ret != 0)
        return 0;
    for (i = 0; i < n - len; i++) {
        if (padded[i] != 0)
            return -1;
    }
    return memcmp(padded + (n - len), stripped, len) == 0 ? 0 : -1;
}

static int run_dh_api(char cmd, int bits, char** tok, int ntok)
{
    DhKey  key;
    int    ret, privLen, pubLen;
    word32 outLen = MAX_BYTES;

    if (ffdhe_name(bits) < 0 || (cmd == 'C' && ntok != 3) ||
        (cmd == 'A' && ntok != 5))
        return -1;
    if (cmd == 'C') {
        if (parse_mp(tok[2], 0) != 0 || isnull[0] ||
            mp_to_unsigned_bin(&vals[0], inb) != MP_OKAY)
            return -1;
        pubLen = mp_unsigned_bin_size(&vals[0]);
        privLen = 0;
    }
    else {
        privLen = parse_bytes(tok[2], expb);
        pubLen = parse_bytes(tok[3], inb);
        if (privLen < 0 || pubLen < 0)
            return -1;
    }
    ret = wc_InitDhKey(&key);
    if (ret == 0)
        ret = wc_DhSetNamedKey(&key, ffdhe_name(bits));
    if (ret == 0 && cmd == 'C')
        ret = wc_DhCheckPubKey(&key, inb, (word32)pubLen);
    else if (ret == 0 && atoi(tok[4]) == 0)
        ret = wc_DhAgree(&key, out, &outLen, expb, (word32)privLen, inb,
                         (word32)pubLen);
    else if (ret == 0)
        ret = wc_DhAgree_ct(&key, out, &outLen, expb, (word32)privLen, inb,
                            (word32)pubLen);
    wc_FreeDhKey(&key);
    printf("%d", ret);
    if (ret == 0 && cmd == 'A')
        put_bytes(out, outLen);
    else
        printf(" -");
    printf(" 0 -\n");
    return 0;
}

/* One command; returns 0, or -1 for a malformed line. */
static int run(char* line)
{
    char* tok[12];
    int   ntok = 0, k, ret, rret, inLen;
    word32 outLen = MAX_BYTES;
    char  cmd;
    int   bits;
    size_t s;

    for (tok[ntok] = strtok(line, " \t\r\n"); tok[ntok] != NULL && ntok < 11;
         tok[ntok] = strtok(NULL, " \t\r\n"))
        ntok++;
    if (ntok < 2)
        return -1;
    cmd = tok[0][0];
    bits = atoi(tok[1]);
    if (cmd == 'C' || cmd == 'A')
        return run_dh_api(cmd, bits, tok, ntok);
    for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
        if (sizes[s].bits == bits)
            break;
    }
    if (s == sizeof(sizes) / sizeof(sizes[0]))
        return -1;
    if (cmd == 'X' && ntok == 5) {
        for (k = 0; k < 3; k++) {
            if (parse_mp(tok[2 + k], k) != 0)
                return -1;
        }
        ret = sizes[s].modexp(arg(0), arg(1), arg(2), &res);
        printf("%d", ret);
        if (ret == 0)
            put_mp(&res);
        else
            printf(" -");
        rret = reference(arg(0), arg(1), arg(2));
        printf(" %d", rret);
        if (rret == 0)
            put_mp(&ref);
        else
            printf(" -");
    }
    else if ((cmd == 'P' && ntok == 5 && sizes[s].pub != NULL) ||
             (cmd == 'S' && ntok == 10 && sizes[s].priv != NULL)) {
        int nv = (cmd == 'P') ? 2 : 7;
        inLen = parse_bytes(tok[2], inb);
        if (inLen < 0)
            return -1;
        for (k = 0; k < nv; k++) {
            if (parse_mp(tok[3 + k], k + 1) != 0)
                return -1;
        }
        isnull[0] = 0;
        if (mp_read_unsigned_bin(&vals[0], inb, (word32)inLen) != MP_OKAY)
            return -1;
        if (cmd == 'P') {
            ret = sizes[s].pub(inb, (word32)inLen, arg(1), arg(2), out,
                               &outLen);
            rret = reference(arg(0), arg(1), arg(2));
        }
        else {
            ret = sizes[s].priv(inb, (word32)inLen, arg(1), arg(2), arg(3),
                                arg(4), arg(5), arg(6), arg(7), out,
                                &outLen);
            rret = reference(arg(0), arg(1), arg(7));
        }
        printf("%d", ret);
        if (ret == 0)
            put_bytes(out, outLen);
        else
            printf(" -");
        reply_ref_bytes(rret, (word32)bits / 8, 0);
    }
    else if (cmd == 'D' && ntok == 5 && sizes[s].dh != NULL) {
        int expLen;
        if (parse_mp(tok[2], 0) != 0 || parse_mp(tok[4], 2) != 0)
            return -1;
        expLen = parse_bytes(tok[3], expb);
        if (expLen < 0)
            return -1;
        isnull[1] = 0;
        if (mp_read_unsigned_bin(&vals[1], expb, (word32)expLen) != MP_OKAY)
            return -1;
        outLen = 0;     /* only written (upstream wolfSSL's contract) */
        ret = sizes[s].dh(arg(0), expb, (word32)expLen, arg(2), out,
                          &outLen);
        if (check_dh_pad(s, expLen, ret, out, outLen) != 0)
            ret = PAD_MISMATCH;       /* reported as a wrong return code */
        printf("%d", ret);
        if (ret == 0)
            put_bytes(out, outLen);
        else
            printf(" -");
        rret = reference(arg(0), arg(1), arg(2));
        reply_ref_bytes(rret, 0, 1);
    }
    else {
        return -1;
    }
    printf("\n");
    return 0;
}

int main(void)
{
    static char line[MAX_LINE];
    int i;

    for (i = 0; i < NVALS; i++) {
        if (mp_init(&vals[i]) != MP_OKAY)
            return 2;
    }
    if (mp_init_multi(&ref, &res, NULL, NULL, NULL, NULL) != MP_OKAY)
        return 2;
    printf("READY %d\n", SP_WORD_SIZE);
    fflush(stdout);
    while (fgets(line, sizeof(line), stdin) != NULL) {
        if (line[0] == 'Q')
            break;
        if (run(line) != 0)
            printf("ERR\n");
    }
    fflush(stdout);
    return 0;
}

#else /* no SP RSA/DH */

int main(void)
{
    printf("SKIP: built without WOLFSSL_HAVE_SP_RSA and "
           "WOLFSSL_HAVE_SP_DH\n");
    return 0;
}

#endif
