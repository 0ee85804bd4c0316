/* fuzz_sp_int.c
 *
 * libFuzzer target for the generic multi-precision integers (sp_int*.c)
 * checked against an independent oracle written here: a schoolbook
 * bignum on little-endian byte arrays (add, subtract, multiply,
 * bit-at-a-time long division, shifts), slow but obviously correct, plus
 * algebraic checks built on it (a * a^-1 mod m == 1, gcd by Euclid).
 *
 * Input: byte 0 selects the operation (low 4 bits) and the signs of a and
 * b (bits 6 and 7, for add/sub/mul/div); then up to three operands, each
 * a 2-byte big-endian length followed by that many big-endian bytes
 * (lengths are reduced modulo the operation's limit: up to 512 bytes,
 * i.e. 4096 bits, for the fast operations and fewer for the slow ones).
 * Missing bytes make an operand shorter.  Test layer only: links the
 * library sources directly (scripts/fuzz.sh).  With FUZZ_SEED_DIR set, the
 * initialiser writes a seed per operation there and exits.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

/* ---------------------------------------------------------------------- */
/* Oracle: magnitudes as little-endian bytes, n = bytes used (no leading  */
/* zero byte), plus a sign flag used only by the signed wrappers.          */
/* ---------------------------------------------------------------------- */
#define OB 1100
typedef struct { int n; int neg; uint8_t d[OB]; } bn;

static void bn_norm(bn* a)
{
    while (a->n > 0 && a->d[a->n - 1] == 0)
        a->n--;
    if (a->n == 0)
        a->neg = 0;
}

static void bn_zero(bn* a)
{
    a->n = 0;
    a->neg = 0;
}

/* Compare magnitudes: -1, 0, 1. */
static int bn_cmp(const bn* a, const bn* b)
{
    int i;
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (i = a->n - 1; i >= 0; i--) {
        if (a->d[i] != b->d[i])
            return a->d[i] < b->d[i] ? -1 : 1;
    }
    return 0;
}

/* r = |a| + |b| (r may alias a or b). */
static void bn_add_mag(const bn* a, const bn* b, bn* r)
{
    int n = a->n > b->n ? a->n : b->n, i;
    unsigned c = 0;
    for (i = 0; i < n; i++) {
        c += (i < a->n ? a->d[i] : 0u) + (i < b->n ? b->d[i] : 0u);
        r->d[i] = (uint8_t)c;
        c >>= 8;
    }
    r->d[n] = (uint8_t)c;
    r->n = n + 1;
    r->neg = 0;
    bn_norm(r);
}

/* r = |a| - |b| for |a| >= |b| (r may alias a or b). */
static void bn_sub_mag(const bn* a, const bn* b, bn* r)
{
    int i, borrow = 0;
    for (i = 0; i < a->n; i++) {
        int v = a->d[i] - (i < b->n ? b->d[i] : 0) - borrow;
        borrow = v < 0;
        r->d[i] = (uint8_t)(v + (borrow ? 256 : 0));
    }
    r->n = a->n;
    r->neg = 0;
    bn_norm(r);
}

/* Signed r = a + b (r must not alias). */
static void bn_add(const bn* a, const bn* b, bn* r)
{
    if (a->neg == b->neg) {
        bn_add_mag(a, b, r);
        r->neg = a->neg;
    }
    else if (bn_cmp(a, b) >= 0) {
        bn_sub_mag(a, b, r);
        r->neg = a->neg;
    }
    else {
        bn_sub_mag(b, a, r);
        r->neg = b->neg;
    }
    bn_norm(r);
}

/* Signed r = a - b (r must not alias). */
static void bn_sub(const bn* a, const bn* b, bn* r)
{
    static bn nb;
    nb = *b;
    nb.neg = !b->neg;
    bn_norm(&nb);
    bn_add(a, &nb, r);
}

/* Signed r = a * b, schoolbook (r must not alias). */
static void bn_mul(const bn* a, const bn* b, bn* r)
{
    int i, j;
    memset(r->d, 0, (size_t)(a->n + b->n + 1));
    for (i = 0; i < a->n; i++) {
        unsigned c = 0;
        for (j = 0; j < b->n; j++) {
            c += r->d[i + j] + (unsigned)a->d[i] * b->d[j];
            r->d[i + j] = (uint8_t)c;
            c >>= 8;
        }
        r->d[i + b->n] = (uint8_t)c;
    }
    r->n = a->n + b->n;
    r->neg = a->neg ^ b->neg;
    bn_norm(r);
}

static int bn_bits(const bn* a)
{
    int b;
    if (a->n == 0)
        return 0;
    for (b = 8; b > 0 && !(a->d[a->n - 1] >> (b - 1)); b--)
        ;
    return 8 * (a->n - 1) + b;
}

static int bn_bit(const bn* a, int i)
{
    return i / 8 < a->n ? (a->d[i / 8] >> (i % 8)) & 1 : 0;
}

/* Magnitudes: |a| = q * |d| + r, 0 <= r < |d|, by one bit at a time
 * (shift r left, bring in the next bit of a, subtract d when r >= d).
 * d != 0; q, r must not alias anything. */
static void bn_divmod_mag(const bn* a, const bn* d, bn* q, bn* r)
{
    int i, k, top = bn_bits(a);
    bn_zero(r);
    q->n = (top + 7) / 8;
    memset(q->d, 0, (size_t)q->n + 1);
    for (i = top - 1; i >= 0; i--) {
        unsigned c = (unsigned)bn_bit(a, i);
        for (k = 0; k < r->n; k++) {
            unsigned v = ((unsigned)r->d[k] << 1) | c;
            r->d[k] = (uint8_t)v;
            c = v >> 8;
        }
        if (c)
            r->d[r->n++] = (uint8_t)c;
        if (bn_cmp(r, d) >= 0) {
            bn_sub_mag(r, d, r);
            q->d[i / 8] |= (uint8_t)(1u << (i % 8));
        }
    }
    q->neg = 0;
    bn_norm(q);
}

/* r = a mod m in [0, m) for a >= 0, m > 0. */
static void bn_mod(const bn* a, const bn* m, bn* r)
{
    static bn q;
    bn_divmod_mag(a, m, &q, r);
}

/* r = a << s bits (magnitude). */
static void bn_shl(const bn* a, int s, bn* r)
{
    int i;
    memset(r->d, 0, (size_t)(a->n + s / 8 + 2));
    for (i = 0; i < 8 * a->n; i++) {
        if (bn_bit(a, i))
            r->d[(i + s) / 8] |= (uint8_t)(1u << ((i + s) % 8));
    }
    r->n = a->n + s / 8 + 2;
    r->neg = a->neg;
    bn_norm(r);
}

/* r = |a| >> s bits; lo = |a| mod 2^s. */
static void bn_shr(const bn* a, int s, bn* r, bn* lo)
{
    int i;
    bn_zero(r);
    bn_zero(lo);
    memset(r->d, 0, sizeof(r->d));
    memset(lo->d, 0, sizeof(lo->d));
    for (i = 0; i < 8 * a->n; i++) {
        if (!bn_bit(a, i))
            continue;
        if (i >= s)
            r->d[(i - s) / 8] |= (uint8_t)(1u << ((i - s) % 8));
        else
            lo->d[i / 8] |= (uint8_t)(1u << (i % 8));
    }
    r->n = a->n;
    lo->n = a->n;
    bn_norm(r);
    bn_norm(lo);
}

/* gcd(|a|, |b|) by Euclid's algorithm on the oracle. */
static void bn_gcd(const bn* a, const bn* b, bn* g)
{
    static bn x, y, t;
    x = *a;
    y = *b;
    x.neg = y.neg = 0;
    while (y.n != 0) {
        bn_mod(&x, &y, &t);
        x = y;
        y = t;
    }
    *g = x;
}

/* ---------------------------------------------------------------------- */
/* Conversions between the oracle and sp_int (big-endian byte I/O only).  */
/* ---------------------------------------------------------------------- */
static void to_sp(const bn* a, sp_int* s)
{
    uint8_t buf[OB];
    int i;
    for (i = 0; i < a->n; i++)
        buf[i] = a->d[a->n - 1 - i];
    if (sp_read_unsigned_bin(s, buf, (word32)a->n) != MP_OKAY)
        abort();
    if (a->neg && sp_neg(s, s) != MP_OKAY)
        abort();
}

/* Abort unless s is well formed and equals a (magnitude and sign). */
static void check_eq(const sp_int* s, const bn* a)
{
    uint8_t buf[OB];
    int i, sz;
    if (s->used > s->size || s->size > SP_INT_DIGITS)
        abort();
    if (s->used > 0 && s->dp[s->used - 1] == 0)
        abort();
    if (s->used == 0 && s->sign != MP_ZPOS)
        abort();
    sz = sp_unsigned_bin_size(s);
    if (sz != a->n || (int)(s->sign == MP_NEG) != a->neg)
        abort();
    if (sz > 0 && sp_to_unsigned_bin(s, buf) != MP_OKAY)
        abort();
    for (i = 0; i < sz; i++) {
        if (buf[i] != a->d[a->n - 1 - i])
            abort();
    }
}

/* Read one operand: 2-byte length (mod max + 1), then the bytes. */
static void get_op(const uint8_t** p, size_t* left, int max, bn* a)
{
    size_t len = 0;
    int i;
    bn_zero(a);
    if (*left >= 2) {
        len = (((size_t)(*p)[0] << 8) | (*p)[1]) % (size_t)(max + 1);
        *p += 2;
        *left -= 2;
    }
    else {
        *left = 0;
    }
    if (len > *left)
        len = *left;
    for (i = 0; i < (int)len; i++)
        a->d[i] = (*p)[len - 1 - (size_t)i];
    a->n = (int)len;
    *p += len;
    *left -= len;
    bn_norm(a);
}

/* ---------------------------------------------------------------------- */
/* Operations                                                              */
/* ---------------------------------------------------------------------- */
static bn A, B, C, R, S, T, U;
static sp_int sa, sb, sc, sr, ss, st;

#define OK(x) do { if ((x) != MP_OKAY) abort(); } while (0)

static void op_addsub(int sub)
{
    to_sp(&A, &sa);
    to_sp(&B, &sb);
    if (sub)
        bn_sub(&A, &B, &R);
    else
        bn_add(&A, &B, &R);
    OK(sub ? sp_sub(&sa, &sb, &sr) : sp_add(&sa, &sb, &sr));
    check_eq(&sr, &R);
    /* Aliased result: r = a. */
    OK(sp_copy(&sa, &st));
    OK(sub ? sp_sub(&st, &sb, &st) : sp_add(&st, &sb, &st));
    check_eq(&st, &R);
}

static void op_mul(int sqr)
{
    to_sp(&A, &sa);
    to_sp(&B, &sb);
    if (sqr) {
        bn_mul(&A, &A, &R);
        OK(sp_sqr(&sa, &sr));
        check_eq(&sr, &R);
        OK(sp_copy(&sa, &st));
        OK(sp_sqr(&st, &st));
    }
    else {
        bn_mul(&A, &B, &R);
        OK(sp_mul(&sa, &sb, &sr));
        check_eq(&sr, &R);
        OK(sp_copy(&sb, &st));
        OK(sp_mul(&sa, &st, &st));
    }
    check_eq(&st, &R);
}

/* Truncating division with signs, and sp_mod with a positive modulus. */
static void op_div(void)
{
    to_sp(&A, &sa);
    to_sp(&B, &sb);
    if (B.n == 0) {
        if (sp_div(&sa, &sb, &sr, &ss) != MP_VAL ||
                sp_mod(&sa, &sb, &sr) != MP_VAL)
            abort();
        return;
    }
    bn_divmod_mag(&A, &B, &R, &S);
    R.neg = A.neg ^ B.neg;
    S.neg = A.neg;
    bn_norm(&R);
    bn_norm(&S);
    OK(sp_div(&sa, &sb, &sr, &ss));
    check_eq(&sr, &R);
    check_eq(&ss, &S);
    /* sp_mod(a, |b|) in [0, |b|). */
    if (S.n != 0 && S.neg) {
        T = B;
        T.neg = 0;
        bn_sub_mag(&T, &S, &U);
    }
    else {
        U = S;
        U.neg = 0;
    }
    OK(sp_abs(&sb, &st));
    OK(sp_mod(&sa, &st, &sr));
    check_eq(&sr, &U);
}

/* mulmod, sqrmod, and addmod / submod on reduced operands; m = C > 0. */
static void op_mulmod(void)
{
    if (C.n == 0)
        return;
    to_sp(&A, &sa);
    to_sp(&B, &sb);
    to_sp(&C, &sc);
    bn_mul(&A, &B, &T);
    bn_mod(&T, &C, &R);
    OK(sp_mulmod(&sa, &sb, &sc, &sr));
    check_eq(&sr, &R);
    bn_mul(&A, &A, &T);
    bn_mod(&T, &C, &R);
    OK(sp_sqrmod(&sa, &sc, &sr));
    check_eq(&sr, &R);
    /* a, b reduced below m. */
    bn_mod(&A, &C, &S);
    bn_mod(&B, &C, &U);
    to_sp(&S, &sa);
    to_sp(&U, &sb);
    bn_add_mag(&S, &U, &T);
    bn_mod(&T, &C, &R);
    OK(sp_addmod(&sa, &sb, &sc, &sr));
    check_eq(&sr, &R);
    bn_add_mag(&S, &C, &T);
    bn_sub_mag(&T, &U, &T);
    bn_mod(&T, &C, &R);
    OK(sp_submod(&sa, &sb, &sc, &sr));
    check_eq(&sr, &R);
}

/* b^e mod m with a small exponent, square-and-multiply on the oracle. */
static void op_exptmod(void)
{
    static bn acc, base;
    int i;
    if (C.n == 0)
        return;
    to_sp(&A, &sa);
    to_sp(&B, &sb);
    to_sp(&C, &sc);
    bn_mod(&A, &C, &base);
    bn_zero(&acc);
    acc.d[0] = 1;
    acc.n = 1;
    bn_mod(&acc, &C, &R);
    for (i = bn_bits(&B) - 1; i >= 0; i--) {
        bn_mul(&R, &R, &T);
        bn_mod(&T, &C, &R);
        if (bn_bit(&B, i)) {
            bn_mul(&R, &base, &T);
            bn_mod(&T, &C, &R);
        }
    }
    OK(sp_exptmod(&sa, &sb, &sc, &sr));
    check_eq(&sr, &R);
    OK(sp_exptmod_nct(&sa, &sb, &sc, &sr));
    check_eq(&sr, &R);
}

/* a^-1 mod m: exists iff gcd(a, m) == 1 (m > 1); then a * r mod m == 1. */
static void op_invmod(void)
{
    static bn g;
    int ret;
    to_sp(&A, &sa);
    to_sp(&C, &sc);
    ret = sp_invmod(&sa, &sc, &sr);
    if (C.n == 0 || (C.n == 1 && C.d[0] == 1)) {
        if (ret == MP_OKAY)
            abort();
        return;
    }
    bn_gcd(&A, &C, &g);
    if (!(g.n == 1 && g.d[0] == 1)) {
        if (ret != MP_VAL)
            abort();
        return;
    }
    OK(ret);
    if (sp_cmp(&sr, &sc) != MP_LT || sp_isneg(&sr))
        abort();
    /* Read r back through the oracle and check a * r == 1 (mod m). */
    {
        uint8_t buf[OB];
        int i, sz = sp_unsigned_bin_size(&sr);
        OK(sp_to_unsigned_bin(&sr, buf));
        bn_zero(&S);
        for (i = 0; i < sz; i++)
            S.d[i] = buf[sz - 1 - i];
        S.n = sz;
        bn_norm(&S);
        check_eq(&sr, &S);
        bn_mul(&A, &S, &T);
        bn_mod(&T, &C, &R);
        if (!(R.n == 1 && R.d[0] == 1))
            abort();
    }
}

static void op_gcd(void)
{
    to_sp(&A, &sa);
    to_sp(&B, &sb);
    bn_gcd(&A, &B, &R);
    OK(sp_gcd(&sa, &sb, &sr));
    check_eq(&sr, &R);
    /* The gcd divides both (oracle). */
    if (R.n != 0) {
        bn_mod(&A, &R, &T);
        bn_mod(&B, &R, &U);
        if (T.n != 0 || U.n != 0)
            abort();
    }
}

/* Shifts by s = (first two bytes of b) mod 600 bits. */
static void op_shift(void)
{
    int s = B.n == 0 ? 0 : (B.d[0] | (B.n > 1 ? B.d[1] << 8 : 0)) % 600;
    to_sp(&A, &sa);
    bn_shl(&A, s, &R);
    OK(sp_mul_2d(&sa, s, &sr));
    check_eq(&sr, &R);
    bn_shr(&A, s, &R, &S);
    OK(sp_div_2d(&sa, s, &sr, &ss));
    check_eq(&sr, &R);
    check_eq(&ss, &S);
    OK(sp_rshb(&sa, s, &sr));
    check_eq(&sr, &R);
    OK(sp_mod_2d(&sa, s, &sr));
    check_eq(&sr, &S);
}

/* Hex digit value, or -1. */
static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* Radix 16: the text parsed here equals the oracle; it reads back; the
 * lower-case form reads back too; radix 10 round-trips. */
static void op_radix(void)
{
    static char str[2 * OB + 8];
    int sz = 0, len, i, off, hi, lo;
    to_sp(&A, &sa);
    OK(sp_radix_size(&sa, 16, &sz));
    if (sz <= 0 || sz > (int)sizeof(str))
        abort();
    OK(sp_tohex(&sa, str));
    len = (int)strlen(str);
    if (len + 1 != sz)
        abort();
    off = str[0] == '-';
    if (off != A.neg || (len - off) % 2 != 0 || len - off < 2)
        abort();
    bn_zero(&R);
    R.n = (len - off) / 2;
    for (i = 0; i < R.n; i++) {
        hi = hexval(str[len - 2 - 2 * i]);
        lo = hexval(str[len - 1 - 2 * i]);
        if (hi < 0 || lo < 0)
            abort();
        R.d[i] = (uint8_t)(hi * 16 + lo);
    }
    R.neg = off;
    if (R.n > 1 && R.d[R.n - 1] == 0)
        abort();
    bn_norm(&R);
    if (bn_cmp(&R, &A) != 0 || R.neg != A.neg)
        abort();
    OK(sp_read_radix(&sr, str, 16));
    check_eq(&sr, &A);
    for (i = 0; i < len; i++) {
        if (str[i] >= 'A' && str[i] <= 'F')
            str[i] = (char)(str[i] - 'A' + 'a');
    }
    OK(sp_read_radix(&sr, str, 16));
    check_eq(&sr, &A);
    OK(sp_radix_size(&sa, 10, &sz));
    if (sz <= 0 || sz > (int)sizeof(str))
        abort();
    OK(sp_todecimal(&sa, str));
    if ((int)strlen(str) + 1 != sz)
        abort();
    OK(sp_read_radix(&sr, str, 10));
    check_eq(&sr, &A);
}

/* Single-digit operations with d = low digit of b. */
static void op_digit(void)
{
    sp_int_digit d = 0, rem = 0;
    int i;
    for (i = (int)sizeof(d) - 1; i >= 0; i--)
        d = (d << 8) | (i < B.n ? B.d[i] : 0);
    bn_zero(&U);
    for (i = 0; i < (int)sizeof(d); i++)
        U.d[i] = (uint8_t)(d >> (8 * i));
    U.n = (int)sizeof(d);
    bn_norm(&U);
    to_sp(&A, &sa);
    bn_add_mag(&A, &U, &R);
    OK(sp_add_d(&sa, d, &sr));
    check_eq(&sr, &R);
    if (bn_cmp(&A, &U) >= 0) {
        bn_sub_mag(&A, &U, &R);
        OK(sp_sub_d(&sa, d, &sr));
        check_eq(&sr, &R);
    }
    bn_mul(&A, &U, &R);
    OK(sp_mul_d(&sa, d, &sr));
    check_eq(&sr, &R);
    if (d != 0) {
        bn_divmod_mag(&A, &U, &R, &S);
        OK(sp_div_d(&sa, d, &sr, &rem));
        check_eq(&sr, &R);
        to_sp(&S, &ss);
        if (sp_cmp_d(&ss, rem) != MP_EQ)
            abort();
        OK(sp_mod_d(&sa, d, &rem));
        if (sp_cmp_d(&ss, rem) != MP_EQ)
            abort();
    }
}

#define NOPS 12
/* Per operation: largest operand in bytes, and whether signs apply. */
static const int opmax[NOPS] = { 512, 512, 512, 512, 512, 256, 64, 128,
                                 128, 512, 512, 512 };

/* Write one seed per operation. */
static void make_seeds(const char* dir)
{
    uint8_t buf[1 + 3 * (2 + 600)];
    char path[512];
    int op, k, i, len;
    for (op = 0; op < NOPS; op++) {
        size_t n = 0;
        buf[n++] = (uint8_t)(op | (op & 1 ? 0x40 : 0));
        for (k = 0; k < 3; k++) {
            len = k == 1 && op == 6 ? 2 : opmax[op] / (k + 2);
            buf[n++] = (uint8_t)(len >> 8);
            buf[n++] = (uint8_t)len;
            for (i = 0; i < len; i++)
                buf[n++] = (uint8_t)(0x9d * (i + 1) + 31 * k + op);
            buf[n - 1] |= 1;
        }
        snprintf(path, sizeof(path), "%s/op%02d", dir, op);
        {
            FILE* f = fopen(path, "wb");
            if (f == NULL)
                continue;
            fwrite(buf, 1, n, f);
            fclose(f);
        }
    }
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    const char* dir = getenv("FUZZ_SEED_DIR");
    (void)argc;
    (void)argv;
    if (dir != NULL) {
        make_seeds(dir);
        exit(0);
    }
    OK(sp_init(&sa));
    OK(sp_init(&sb));
    OK(sp_init(&sc));
    OK(sp_init(&sr));
    OK(sp_init(&ss));
    OK(sp_init(&st));
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const uint8_t* p = data + 1;
    size_t left;
    int op, max;

    if (size < 1)
        return 0;
    op = (data[0] & 0x3F) % NOPS;
    max = opmax[op];
    left = size - 1;
    get_op(&p, &left, max, &A);
    get_op(&p, &left, op == 6 ? 2 : max, &B);
    get_op(&p, &left, max, &C);
    if (op <= 4) {
        A.neg = (data[0] >> 6) & 1;
        B.neg = (data[0] >> 7) & 1;
        bn_norm(&A);
        bn_norm(&B);
    }
    switch (op) {
    case 0: op_addsub(0); break;
    case 1: op_addsub(1); break;
    case 2: op_mul(0); break;
    case 3: op_mul(1); break;
    case 4: op_div(); break;
    case 5: op_mulmod(); break;
    case 6: op_exptmod(); break;
    case 7: op_invmod(); break;
    case 8: op_gcd(); break;
    case 9: op_shift(); break;
    case 10: op_radix(); break;
    default: op_digit(); break;
    }
    return 0;
}
