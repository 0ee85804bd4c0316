/* sp_int_driver.c
 *
 * Driver for the sp_int differential test (tests/diff/sp_int_diff.py): reads
 * one case per line from stdin, runs it through the sp_int (mp_*) API and
 * prints one result line per case.  The Python script computes the
 * expected answers with Python integers and compares.
 *
 * Input line:  OP ARG ARG ...   (space separated)
 *   Numbers are hex with an optional leading '-' ("0" is zero); sizes,
 *   counts and radixes are decimal; "frombin" takes raw hex bytes ("." for
 *   none); "fromradix" takes the text itself.  An OP ending in '!' also
 *   repeats the call with the output aliasing each input in turn and
 *   prints ALIAS if any run disagrees with the plain one.
 * Output line: the results separated by spaces: numbers in lower-case hex
 *   with '-' for negatives, "E<code>" for an error return, booleans and
 *   comparisons as decimal integers, byte strings as hex ("." if empty).
 * "info" prints SP_WORD_SIZE, SP_INT_BITS and SP_INT_DIGITS.
 *
 * The driver parses and prints numbers itself (through the public sp_int
 * fields), so the conversion functions are tested as operations, not
 * used as the test's own plumbing.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_LEN (1 << 17)
#define MAX_ARGS 6

static char line[LINE_MAX_LEN];
static sp_int A, B, C, R, R2, T;
static WC_RNG rng;
static int rngReady = 0;

/* ---------------------------------------------------------------------- */
/* Number I/O (independent of sp_read_radix / sp_toradix)                  */
/* ---------------------------------------------------------------------- */

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Parse signed hex into a; returns 0 or -1 (malformed / too large). */
static int rd(sp_int* a, const char* s)
{
    size_t len, k;
    int neg = 0;

    sp_init(a);
    if (*s == '-') {
        neg = 1;
        s++;
    }
    while (*s == '0' && s[1] != '\0')
        s++;
    len = strlen(s);
    if ((len + SP_WORD_SIZE / 4 - 1) / (SP_WORD_SIZE / 4) > SP_INT_DIGITS)
        return -1;
    memset(a->dp, 0, sizeof(a->dp));
    for (k = 0; k < len; k++) {
        int v = hexval(s[len - 1 - k]);
        if (v < 0)
            return -1;
        a->dp[k / (SP_WORD_SIZE / 4)] |=
            (sp_int_digit)v << (4 * (k % (SP_WORD_SIZE / 4)));
    }
    a->used = (unsigned int)((len + SP_WORD_SIZE / 4 - 1) /
                             (SP_WORD_SIZE / 4));
    while (a->used > 0 && a->dp[a->used - 1] == 0)
        a->used--;
    a->sign = (neg && a->used > 0) ? MP_NEG : MP_ZPOS;
    return 0;
}

/* Print a as signed lower-case hex; checks the invariants first. */
static void wr(const sp_int* a)
{
    int i, j, started = 0;

    if (a->used > a->size || (a->used > 0 && a->dp[a->used - 1] == 0) ||
        (a->used == 0 && a->sign != MP_ZPOS) || a->sign > MP_NEG) {
        fputs("BADFORM", stdout);
        return;
    }
    if (a->used == 0) {
        putchar('0');
        return;
    }
    if (a->sign == MP_NEG)
        putchar('-');
    for (i = (int)a->used - 1; i >= 0; i--) {
        for (j = SP_WORD_SIZE - 4; j >= 0; j -= 4) {
            int v = (int)((a->dp[i] >> j) & 0xf);
            if (v != 0 || started) {
                putchar("0123456789abcdef"[v]);
                started = 1;
            }
        }
    }
}

static void wr_err_or(int err, const sp_int* a)
{
    if (err != MP_OKAY)
        printf("E%d", err);
    else
        wr(a);
}

static int same(const sp_int* a, const sp_int* b)
{
    return a->used == b->used && a->sign == b->sign &&
           memcmp(a->dp, b->dp, a->used * sizeof(sp_int_digit)) == 0;
}

/* ---------------------------------------------------------------------- */
/* Operation tables                                                        */
/* ---------------------------------------------------------------------- */

typedef int (*op1_f)(const sp_int*, sp_int*);
typedef int (*op2_f)(const sp_int*, const sp_int*, sp_int*);
typedef int (*op3_f)(const sp_int*, const sp_int*, const sp_int*, sp_int*);

static int exptmod_ex_digits;
static int do_exptmod_ex(const sp_int* b, const sp_int* e, const sp_int* m,
                         sp_int* r)
{
    return sp_exptmod_ex(b, e, exptmod_ex_digits, m, r);
}
static int do_mod(const sp_int* a, const sp_int* m, sp_int* r)
{
    return sp_mod(a, m, r);
}
static int do_div2modct(const sp_int* a, const sp_int* m, sp_int* r)
{
    return sp_div_2_mod_ct(a, m, r);
}
static int do_sqrmod(const sp_int* a, const sp_int* m, sp_int* r)
{
    return sp_sqrmod(a, m, r);
}

static const struct { const char* name; op1_f f; } ops1[] = {
    { "sqr", sp_sqr }, { "abs", sp_abs }, { "neg", sp_neg },
    { "mul2", sp_mul_2 }, { "div2", sp_div_2 }, { "copy", sp_copy },
    { NULL, NULL }
};
static const struct { const char* name; op2_f f; } ops2[] = {
    { "add", sp_add }, { "sub", sp_sub }, { "mul", sp_mul },
    { "mod", do_mod }, { "gcd", sp_gcd }, { "lcm", sp_lcm },
    { "invmod", sp_invmod }, { "invmodnct", sp_invmod_nct },
    { "sqrmod", do_sqrmod },
    { "div2modct", do_div2modct },
    { NULL, NULL }
};
static const struct { const char* name; op3_f f; } ops3[] = {
    { "addmod", sp_addmod }, { "submod", sp_submod },
    { "mulmod", sp_mulmod }, { "addmodct", sp_addmod_ct },
    { "submodct", sp_submod_ct }, { "exptmod", sp_exptmod },
    { "exptmodnct", sp_exptmod_nct }, { "exptmodex", do_exptmod_ex },
    { NULL, NULL }
};

/* Run f with fresh output, then (alias) with the output being each input;
 * prints the result or ALIAS. */
static void run1(op1_f f, int alias)
{
    int err = f(&A, &R), e2;
    if (alias) {
        sp_copy(&A, &T);
        e2 = f(&T, &T);
        if (e2 != err || (err == MP_OKAY && !same(&T, &R))) {
            fputs("ALIAS", stdout);
            return;
        }
    }
    wr_err_or(err, &R);
}

static void run2(op2_f f, int alias)
{
    int err = f(&A, &B, &R), e2;
    if (alias) {
        int k;
        for (k = 0; k < 2; k++) {
            sp_copy(k == 0 ? &A : &B, &T);
            e2 = (k == 0) ? f(&T, &B, &T) : f(&A, &T, &T);
            if (e2 != err || (err == MP_OKAY && !same(&T, &R))) {
                fputs("ALIAS", stdout);
                return;
            }
        }
    }
    wr_err_or(err, &R);
}

static void run3(op3_f f, int alias)
{
    int err = f(&A, &B, &C, &R), e2;
    if (alias) {
        int k;
        for (k = 0; k < 3; k++) {
            sp_copy(k == 0 ? &A : (k == 1 ? &B : &C), &T);
            if (k == 0)
                e2 = f(&T, &B, &C, &T);
            else if (k == 1)
                e2 = f(&A, &T, &C, &T);
            else
                e2 = f(&A, &B, &T, &T);
            if (e2 != err || (err == MP_OKAY && !same(&T, &R))) {
                fputs("ALIAS", stdout);
                return;
            }
        }
    }
    wr_err_or(err, &R);
}

/* ---------------------------------------------------------------------- */
/* Operations with other shapes                                            */
/* ---------------------------------------------------------------------- */

static void print_bytes(const byte* b, int n)
{
    int i;
    if (n == 0)
        putchar('.');
    for (i = 0; i < n; i++)
        printf("%02x", b[i]);
}

static int ensure_rng(void)
{
    if (!rngReady) {
        if (wc_InitRng(&rng) != 0)
            return -1;
        rngReady = 1;
    }
    return 0;
}

/* Operations on a number and a digit: OP a d (d in hex). */
static int run_digit(const char* op, const char* darg)
{
    sp_int_digit d = (sp_int_digit)strtoull(darg, NULL, 16), rem = 0;
    int err;

    if (strcmp(op, "addd") == 0)
        wr_err_or(sp_add_d(&A, d, &R), &R);
    else if (strcmp(op, "subd") == 0)
        wr_err_or(sp_sub_d(&A, d, &R), &R);
    else if (strcmp(op, "muld") == 0)
        wr_err_or(sp_mul_d(&A, d, &R), &R);
    else if (strcmp(op, "divd") == 0) {
        err = sp_div_d(&A, d, &R, &rem);
        if (err != MP_OKAY)
            printf("E%d", err);
        else {
            wr(&R);
            printf(" %llx", (unsigned long long)rem);
        }
    }
    else if (strcmp(op, "modd") == 0) {
        err = sp_mod_d(&A, d, &rem);
        if (err != MP_OKAY)
            printf("E%d", err);
        else
            printf("%llx", (unsigned long long)rem);
    }
    else if (strcmp(op, "cmpd") == 0)
        printf("%d", sp_cmp_d(&A, d));
    else
        return -1;
    return 0;
}

/* Shifts and bit operations: OP a n (n in decimal). */
static int run_shift(const char* op, int n)
{
    int err;

    if (strcmp(op, "lshd") == 0)
        wr_err_or(sp_lshd(&A, n), &A);
    else if (strcmp(op, "rshd") == 0) {
        sp_rshd(&A, n);
        wr(&A);
    }
    else if (strcmp(op, "rshb") == 0)
        wr_err_or(sp_rshb(&A, n, &R), &R);
    else if (strcmp(op, "mul2d") == 0)
        wr_err_or(sp_mul_2d(&A, n, &R), &R);
    else if (strcmp(op, "mod2d") == 0)
        wr_err_or(sp_mod_2d(&A, n, &R), &R);
    else if (strcmp(op, "div2d") == 0) {
        err = sp_div_2d(&A, n, &R, &R2);
        if (err != MP_OKAY)
            printf("E%d", err);
        else {
            wr(&R);
            putchar(' ');
            wr(&R2);
        }
    }
    else if (strcmp(op, "isbitset") == 0)
        printf("%d", sp_is_bit_set(&A, (unsigned int)n));
    else if (strcmp(op, "setbit") == 0)
        wr_err_or(sp_set_bit(&A, n), &A);
    else
        return -1;
    return 0;
}

/* sp_toradix into a buffer of exactly sp_radix_size() bytes, with a
 * canary after it. */
static void run_toradix(int radix)
{
    static char str[SP_INT_DIGITS * SP_WORD_SIZE / 3 + 16];
    int sz = 0, err;

    err = sp_radix_size(&A, radix, &sz);
    if (err == MP_OKAY && (sz < 1 || sz >= (int)sizeof(str))) {
        fputs("BADSIZE", stdout);
        return;
    }
    if (err == MP_OKAY) {
        memset(str, 'Z', (size_t)sz + 1);
        err = sp_toradix(&A, str, radix);
    }
    if (err != MP_OKAY)
        printf("E%d", err);
    else if (str[sz] != 'Z' || str[sz - 1] != '\0' ||
             (int)strlen(str) != sz - 1)
        fputs("BADSIZE", stdout);
    else
        fputs(str, stdout);
}

/* Conversions and primality: OP a n (n in decimal). */
static int run_conv(const char* op, int n)
{
    static byte buf[SP_INT_DIGITS * 8 + 64];
    int err, res = 0;

    if (strcmp(op, "tobinlen") == 0 || strcmp(op, "tobinlenct") == 0) {
        if (n < 0 || n > (int)sizeof(buf))
            return -1;
        err = (op[8] == 'c') ? sp_to_unsigned_bin_len_ct(&A, buf, n)
                             : sp_to_unsigned_bin_len(&A, buf, n);
        if (err != MP_OKAY)
            printf("E%d", err);
        else
            print_bytes(buf, n);
        return 0;
    }
    if (strcmp(op, "toradix") == 0) {
        run_toradix(n);
        return 0;
    }
    if (strcmp(op, "radixsize") == 0)
        err = sp_radix_size(&A, n, &res);
    else if (strcmp(op, "prime") == 0)
        err = sp_prime_is_prime(&A, n, &res);
    else if (strcmp(op, "primeex") == 0) {
        if (ensure_rng() != 0)
            return -1;
        err = sp_prime_is_prime_ex(&A, n, &res, &rng);
    }
    else
        return -1;
    if (err != MP_OKAY)
        printf("E%d", err);
    else
        printf("%d", res);
    return 0;
}

/* OP a x: digit, shift or conversion operations. */
static int run_misc_a(const char* op, char** arg)
{
    int n = (int)strtol(arg[1], NULL, 10);

    if (run_digit(op, arg[1]) == 0)
        return 0;
    if (run_shift(op, n) == 0)
        return 0;
    return run_conv(op, n);
}

/* Operations with one number and no other argument. */
static int run_misc_1(const char* op)
{
    static byte buf[SP_INT_DIGITS * 8 + 8];
    sp_int_digit rho;
    int err;

    if (strcmp(op, "cntbits") == 0)
        printf("%d", sp_count_bits(&A));
    else if (strcmp(op, "cntlsb") == 0)
        printf("%d", sp_cnt_lsb(&A));
    else if (strcmp(op, "leadbit") == 0)
        printf("%d", sp_leading_bit(&A));
    else if (strcmp(op, "binsize") == 0)
        printf("%d", sp_unsigned_bin_size(&A));
    else if (strcmp(op, "iszero") == 0)
        printf("%d %d %d %d %d", sp_iszero(&A) ? 1 : 0, sp_isone(&A) ? 1 : 0,
               sp_iseven(&A) ? 1 : 0, sp_isodd(&A) ? 1 : 0,
               sp_isneg(&A) ? 1 : 0);
    else if (strcmp(op, "tobin") == 0) {
        int n = sp_unsigned_bin_size(&A);
        memset(buf, 0xAA, sizeof(buf));
        err = sp_to_unsigned_bin(&A, buf);
        if (err != MP_OKAY)
            printf("E%d", err);
        else if (buf[n] != 0xAA)
            fputs("OVERRUN", stdout);
        else
            print_bytes(buf, n);
    }
    else if (strcmp(op, "2expt") == 0) {
        /* A holds the exponent (small, hex). */
        int e = (A.used == 0) ? 0 : (int)A.dp[0];
        wr_err_or(sp_2expt(&R, e), &R);
    }
    else if (strcmp(op, "montsetup") == 0) {
        err = sp_mont_setup(&A, &rho);
        if (err != MP_OKAY)
            printf("E%d", err);
        else
            printf("%llx", (unsigned long long)rho);
    }
    else if (strcmp(op, "montnorm") == 0)
        wr_err_or(sp_mont_norm(&R, &A), &R);
    else
        return -1;
    return 0;
}

/* OP a b with non-number results or special arguments. */
static int run_misc_2(const char* op)
{
    sp_int_digit rho = 0;
    int err;

    if (strcmp(op, "cmp") == 0)
        printf("%d", sp_cmp(&A, &B));
    else if (strcmp(op, "jacobi") == 0) {
        int j = 0;
        err = sp_jacobi(&A, &B, &j);
        if (err != MP_OKAY)
            printf("E%d", err);
        else
            printf("%d", j);
    }
    else if (strcmp(op, "cmpmag") == 0)
        printf("%d", sp_cmp_mag(&A, &B));
    else if (strcmp(op, "div") == 0 || strcmp(op, "div!") == 0) {
        err = sp_div(&A, &B, &R, &R2);
        if (err == MP_OKAY && op[3] == '!') {
            /* Quotient over a, remainder over b and the reverse. */
            sp_copy(&A, &T);
            sp_copy(&B, &C);
            if (sp_div(&T, &C, &T, &C) != MP_OKAY || !same(&T, &R) ||
                !same(&C, &R2)) {
                fputs("ALIAS", stdout);
                return 0;
            }
            sp_copy(&A, &T);
            sp_copy(&B, &C);
            if (sp_div(&T, &C, &C, &T) != MP_OKAY || !same(&C, &R) ||
                !same(&T, &R2)) {
                fputs("ALIAS", stdout);
                return 0;
            }
        }
        if (err != MP_OKAY)
            printf("E%d", err);
        else {
            wr(&R);
            putchar(' ');
            wr(&R2);
        }
    }
    else if (strcmp(op, "montred") == 0) {
        /* a * R^-1 mod m for a < m * R. */
        err = sp_mont_setup(&B, &rho);
        if (err == MP_OKAY)
            err = sp_mont_red(&A, &B, rho);
        wr_err_or(err, &A);
    }
    else if (strcmp(op, "invmontct") == 0) {
        err = sp_mont_setup(&B, &rho);
        if (err == MP_OKAY)
            err = sp_invmod_mont_ct(&A, &B, &R, rho);
        wr_err_or(err, &R);
    }
    else if (strcmp(op, "exch") == 0) {
        err = sp_exch(&A, &B);
        wr_err_or(err, &A);
        putchar(' ');
        wr(&B);
    }
    else if (strcmp(op, "condcopy0") == 0 || strcmp(op, "condcopy1") == 0)
        wr_err_or(sp_cond_copy(&A, op[8] - '0', &B), &B);
    else if (strcmp(op, "condswap0") == 0 || strcmp(op, "condswap1") == 0) {
        int cnt = (int)((A.used > B.used) ? A.used : B.used) + 1;
        err = sp_cond_swap_ct(&A, &B, cnt, op[8] - '0');
        wr_err_or(err, &A);
        putchar(' ');
        wr(&B);
    }
    else
        return -1;
    return 0;
}

static int run_special(const char* op, char** arg, int nargs)
{
    static byte buf[SP_INT_DIGITS * 8 * 2 + 8];
    int err;

    if (strcmp(op, "info") == 0) {
        printf("%d %d %d", SP_WORD_SIZE, SP_INT_BITS, SP_INT_DIGITS);
        return 0;
    }
    if (strcmp(op, "frombin") == 0 && nargs == 1) {
        size_t len = (arg[0][0] == '.') ? 0 : strlen(arg[0]) / 2, k;
        if (len > sizeof(buf))
            return -1;
        for (k = 0; k < len; k++)
            buf[k] = (byte)(hexval(arg[0][2 * k]) * 16 +
                            hexval(arg[0][2 * k + 1]));
        sp_init(&R);
        wr_err_or(sp_read_unsigned_bin(&R, buf, (word32)len), &R);
        return 0;
    }
    if (strcmp(op, "fromradix") == 0 && nargs == 2) {
        /* arg[0] radix, arg[1] text ("." for the empty string). */
        const char* s = (arg[1][0] == '.') ? "" : arg[1];
        sp_init(&R);
        err = sp_read_radix(&R, s, (int)strtol(arg[0], NULL, 10));
        wr_err_or(err, &R);
        return 0;
    }
    if (strcmp(op, "randprime") == 0 && nargs == 1) {
        if (ensure_rng() != 0)
            return -1;
        sp_init(&R);
        err = sp_rand_prime(&R, (int)strtol(arg[0], NULL, 10), &rng, NULL);
        wr_err_or(err, &R);
        return 0;
    }
    return 1;
}

/* ---------------------------------------------------------------------- */

static int dispatch(char* op, char** arg, int nargs)
{
    size_t ol = strlen(op);
    int alias = 0, i, r;

    r = run_special(op, arg, nargs);
    if (r != 1)
        return r;
    if (ol > 1 && op[ol - 1] == '!' && strcmp(op, "div!") != 0) {
        alias = 1;
        op[ol - 1] = '\0';
    }
    if (nargs >= 1 && rd(&A, arg[0]) != 0)
        return -1;
    if (strcmp(op, "exptmodex") == 0 && nargs == 4) {
        /* exptmodex b e digits m */
        exptmod_ex_digits = (int)strtol(arg[2], NULL, 10);
        arg[2] = arg[3];
        nargs = 3;
    }
    if (nargs >= 2 && (strcmp(op, "cmpd") != 0) && rd(&B, arg[1]) != 0)
        B.used = 0;
    if (nargs >= 3 && rd(&C, arg[2]) != 0)
        return -1;
    for (i = 0; nargs == 1 && ops1[i].name != NULL; i++)
        if (strcmp(op, ops1[i].name) == 0) {
            run1(ops1[i].f, alias);
            return 0;
        }
    for (i = 0; nargs == 2 && ops2[i].name != NULL; i++)
        if (strcmp(op, ops2[i].name) == 0) {
            run2(ops2[i].f, alias);
            return 0;
        }
    for (i = 0; nargs == 3 && ops3[i].name != NULL; i++)
        if (strcmp(op, ops3[i].name) == 0) {
            run3(ops3[i].f, alias);
            return 0;
        }
    if (nargs == 1 && run_misc_1(op) == 0)
        return 0;
    if (nargs == 2 && run_misc_2(op) == 0)
        return 0;
    if (nargs == 2 && run_misc_a(op, arg) == 0)
        return 0;
    return -1;
}

/* Split the line at spaces (strtok without the POSIX extensions). */
static char* next_token(char* start)
{
    static char* pos;
    char* tok;

    if (start != NULL)
        pos = start;
    while (*pos == ' ' || *pos == '\n' || *pos == '\r')
        pos++;
    if (*pos == '\0')
        return NULL;
    tok = pos;
    while (*pos != '\0' && *pos != ' ' && *pos != '\n' && *pos != '\r')
        pos++;
    if (*pos != '\0')
        *pos++ = '\0';
    return tok;
}

int main(void)
{
    char* arg[MAX_ARGS];

    sp_init_multi(&A, &B, &C, &R, &R2, &T);
    while (fgets(line, sizeof(line), stdin) != NULL) {
        char* op;
        int nargs = 0;

        op = next_token(line);
        if (op == NULL)
            continue;
        while (nargs < MAX_ARGS && (arg[nargs] = next_token(NULL)) != NULL)
            nargs++;
        if (dispatch(op, arg, nargs) != 0)
            fputs("BADCASE", stdout);
        putchar('\n');
    }
    if (rngReady)
        wc_FreeRng(&rng);
    return 0;
}
