/* kat_runner.h
 *
 * Shared parts of the line-driven vector runners (tests/kat/wycheproof_ecc.c,
 * tests/kat/xdh_vectors.h for X25519 and X448, tests/kat/eddsa_vectors.h
 * for Ed25519 and Ed448):
 * a Python converter pipes one test per line on stdin, the runner performs it and records the verdict against the
 * expectation the converter derived:
 *   v  the operation must succeed (and give the expected value),
 *   i  it must fail,
 *   a  either outcome ("acceptable"; the runner still fails a success
 *      with a wrong value).
 * Tallies are kept per input file ("F <name>" lines) and overall; the
 * runner prints one summary line per file and a final "N passed, M failed"
 * line.  Header-only (static functions) for test programs.
 */
#ifndef WOLFSSL_TESTS_KAT_RUNNER_H
#define WOLFSSL_TESTS_KAT_RUNNER_H

#include <stdio.h>
#include <string.h>
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/random.h>

#define KAT_MAX_TOK 12

/* For helpers that not every runner calls. */
#if defined(__GNUC__) || defined(__clang__)
    #define KAT_MAYBE_UNUSED __attribute__((unused))
#else
    #define KAT_MAYBE_UNUSED
#endif

/* Per-file tallies. */
typedef struct kat_tally {
    char name[128];
    int  total, passed, failed, accAccepted, accRejected;
    int  mustAccept, mustReject;
} kat_tally;

static kat_tally kat_cur;
static int kat_allPassed, kat_allFailed;

/* Print the current file's summary and start a new file named name (NULL:
 * the end of the input). */
static void kat_file(const char* name)
{
    kat_tally* c = &kat_cur;

    if (c->total > 0) {
        printf("%s: %d tests (%d must accept, %d must reject, %d either:"
               " %d accepted, %d rejected), %d passed, %d failed\n",
               c->name, c->total, c->mustAccept, c->mustReject,
               c->accAccepted + c->accRejected, c->accAccepted,
               c->accRejected, c->passed, c->failed);
    }
    memset(c, 0, sizeof(*c));
    if (name != NULL)
        snprintf(c->name, sizeof(c->name), "%s", name);
}

/* Hex field to bytes ("-" is empty); returns the length or -1. */
static int kat_unhex(const char* h, unsigned char* out, int max)
{
    int n, i;

    if (strcmp(h, "-") == 0)
        return 0;
    n = (int)strlen(h);
    if ((n & 1) || (n / 2 > max))
        return -1;
    for (i = 0; i < n / 2; i++) {
        unsigned int v;
        if (sscanf(h + 2 * i, "%2x", &v) != 1)
            return -1;
        out[i] = (unsigned char)v;
    }
    return n / 2;
}

/* Print n bytes as hex (no newline). */
static KAT_MAYBE_UNUSED void kat_hex_out(const unsigned char* b, int n)
{
    int i;

    for (i = 0; i < n; i++)
        printf("%02x", b[i]);
}

#ifdef WOLF_CRYPT_ASN_PUBLIC_H
/* For the key codec runners (asn_public.h included first): print the
 * n-byte DER der as "ENC <tc> <form>.der <hex>" and its PEM (wc_DerToPem
 * with type, whose size query must give the same length) as
 * "ENC <tc> <form>.pem <hex of the text>"; 0, or -1 when the PEM could
 * not be made. */
static KAT_MAYBE_UNUSED int kat_enc_out(const char* tc, const char* form,
                                        const unsigned char* der, int n,
                                        int type)
{
    unsigned char pem[2048];
    int pemSz;

    pemSz = wc_DerToPem(der, (word32)n, pem, sizeof(pem), type);
    if ((pemSz <= 0) ||
        (wc_DerToPem(der, (word32)n, NULL, 0, type) != pemSz))
        return -1;
    printf("ENC %s %s.der ", tc, form);
    kat_hex_out(der, n);
    printf("\nENC %s %s.pem ", tc, form);
    kat_hex_out(pem, pemSz);
    printf("\n");
    return 0;
}
#endif

/* Count one failure that no expectation allows (a wrong value). */
static void kat_fail(const char* tc, const char* why)
{
    kat_cur.total++;
    kat_cur.failed++;
    kat_allFailed++;
    printf("FAIL %s tcId %s: %s\n", kat_cur.name, tc, why);
}

/* Record the outcome of one test: accepted (1) or rejected (0). */
static void kat_record(const char* expect, int accepted, const char* tc,
                       const char* detail)
{
    kat_tally* c = &kat_cur;
    int ok;

    c->total++;
    if (expect[0] == 'a') {
        ok = 1;
        if (accepted)
            c->accAccepted++;
        else
            c->accRejected++;
    }
    else if (expect[0] == 'v') {
        ok = accepted;
        c->mustAccept++;
    }
    else {
        ok = !accepted;
        c->mustReject++;
    }
    if (ok) {
        c->passed++;
        kat_allPassed++;
    }
    else {
        c->failed++;
        kat_allFailed++;
        printf("FAIL %s tcId %s: expected %s, got %s (%s)\n", c->name, tc,
               expect, accepted ? "accept" : "reject", detail);
    }
}

/* Split line at blanks into at most KAT_MAX_TOK tokens; returns the count. */
static int kat_split(char* line, char** tok)
{
    int n = 0;
    char* p = strtok(line, " \t\r\n");

    while ((p != NULL) && (n < KAT_MAX_TOK)) {
        tok[n++] = p;
        p = strtok(NULL, " \t\r\n");
    }
    return n;
}

/* The input loop: each line of stdin (at most max - 1 characters, in
 * line[max]) split into tokens; "F <name>" starts a file, every other
 * line goes to run(tok, n, ctx), which returns non-zero for a malformed
 * line.  Returns the runner's exit status: non-zero on malformed input,
 * any failure, or nothing passed at all. */
static int kat_run(char* line, int max, int (*run)(char**, int, void*),
                   void* ctx)
{
    char* tok[KAT_MAX_TOK];
    int bad = 0, n, lines = 0;

    while (!bad && (fgets(line, max, stdin) != NULL)) {
        lines++;
        n = kat_split(line, tok);
        if (n == 0)
            continue;
        if ((tok[0][0] == 'F') && (n == 2))
            kat_file(tok[1]);
        else
            bad = run(tok, n, ctx) != 0;
    }
    kat_file(NULL);
    if (bad)
        printf("malformed input at line %d\n", lines);
    printf("%d passed, %d failed\n", kat_allPassed, kat_allFailed);
    return (bad || (kat_allFailed != 0) || (kat_allPassed == 0)) ? 1 : 0;
}

/* main() of a runner whose lines need an RNG: kat_run(line, max, run)
 * with a Hash_DRBG as ctx; exit status 2 when the RNG cannot be made. */
static KAT_MAYBE_UNUSED int kat_main_rng(char* line, int max,
                                         int (*run)(char**, int, void*))
{
    WC_RNG rng;
    int ret;

    if (wc_InitRng(&rng) != 0)
        return 2;
    ret = kat_run(line, max, run, &rng);
    wc_FreeRng(&rng);
    return ret;
}

#endif /* WOLFSSL_TESTS_KAT_RUNNER_H */
