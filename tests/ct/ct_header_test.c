/* ct_header_test.c
 *
 * Unit test of the constant-time header (wolfssl/wolfcrypt/ct.h): every
 * function's value at the edges -- 0, 1, the maximum of its domain, its
 * neighbours, equal and unequal inputs (byte strings differing at the
 * first and at the last byte) -- against the plain C comparison (the table
 * scans against plain indexing, every block form), for the
 * word family (wc_ct32_*, wc_ct64_*), upstream's names (ctMask*,
 * ctMaskSel*, ctSetLTE, ctMaskCopy, ConstantCompare) and ctMaskBytesLT;
 * then the sp_int layer's fixed-length helpers built on it (sp_cmp_ct,
 * sp_iszero_ct, sp_clamp_ct).  That the functions are constant time is
 * the trace test's job (tests/ct/ct_trace_test.py); this one checks values.
 *
 * Prints "N passed, M failed"; exit status 0 when nothing failed.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/ct.h>
#include <wolfssl/wolfcrypt/sp_int.h>

#include <stdio.h>
#include <string.h>

static int passed, failed;

static void check(int cond, const char* what, unsigned long long x,
                  unsigned long long y, int line)
{
    if (cond) {
        passed++;
    }
    else {
        failed++;
        if (failed <= 20)
            printf("FAIL line %d: %s (0x%llx, 0x%llx)\n", line, what, x, y);
    }
}
#define CHECK(c, x, y) check((c), #c, (unsigned long long)(x), \
                             (unsigned long long)(y), __LINE__)

#define M32(c) ((c) ? 0xFFFFFFFFUL : 0UL)
#define M64(c) ((c) ? 0xFFFFFFFFFFFFFFFFULL : 0ULL)

/* Edge values of a 32-bit word: 0, 1, 2, the top bit and its neighbours,
 * the maximum and its neighbour. */
static const word32 e32[] = {
    0, 1, 2, 0x7F, 0x80, 0xFF, 0x100, 0x7FFFFFFE, 0x7FFFFFFF, 0x80000000,
    0x80000001, 0xFFFFFFFE, 0xFFFFFFFF
};
static const word64 e64[] = {
    0, 1, 2, 0xFFFFFFFFULL, 0x100000000ULL, 0x7FFFFFFFFFFFFFFEULL,
    0x7FFFFFFFFFFFFFFFULL, 0x8000000000000000ULL, 0x8000000000000001ULL,
    0xFFFFFFFFFFFFFFFEULL, 0xFFFFFFFFFFFFFFFFULL
};
#define N32 (int)(sizeof(e32) / sizeof(e32[0]))
#define N64 (int)(sizeof(e64) / sizeof(e64[0]))

static void test_words32(void)
{
    int i, j;

    for (i = 0; i < N32; i++) {
        word32 a = e32[i];
        CHECK(wc_ct32_barrier(a) == a, a, 0);
        CHECK(wc_ct32_nz_mask(a) == M32(a != 0), a, 0);
        for (j = 0; j < N32; j++) {
            word32 b = e32[j];
            int small = (a < 0x80000000UL) && (b < 0x80000000UL);
            if (small) {
                CHECK(wc_ct32_eq_mask(a, b) == M32(a == b), a, b);
                CHECK(wc_ct32_lt_mask(a, b) == M32(a < b), a, b);
            }
            CHECK(wc_ct32_sel(0xFFFFFFFFUL, a, b) == a, a, b);
            CHECK(wc_ct32_sel(0, a, b) == b, a, b);
            CHECK(ctMaskGT32(a, b) == M32(a > b), a, b);
            CHECK(ctMaskGTE32(a, b) == M32(a >= b), a, b);
            CHECK(ctMaskLT32(a, b) == M32(a < b), a, b);
            CHECK(ctMaskLTE32(a, b) == M32(a <= b), a, b);
            CHECK(ctMaskEq32(a, b) == M32(a == b), a, b);
            CHECK(ctMaskNotEq32(a, b) == M32(a != b), a, b);
            CHECK(ctMaskSelWord32(0xFF, a, b) == a, a, b);
            CHECK(ctMaskSelWord32(0x00, a, b) == b, a, b);
        }
    }
    CHECK(wc_ct32_mask(1) == 0xFFFFFFFFUL, 1, 0);
    CHECK(wc_ct32_mask(0) == 0, 0, 0);
    CHECK(ctBarrier32(0x12345678UL) == 0x12345678UL, 0, 0);
}

static void test_words64(void)
{
    int i, j;

    for (i = 0; i < N64; i++) {
        word64 a = e64[i];
        CHECK(wc_ct64_barrier(a) == a, a, 0);
        CHECK(wc_ct64_nz_mask(a) == M64(a != 0), a, 0);
        for (j = 0; j < N64; j++) {
            word64 b = e64[j];
            int small = (a >> 63) == 0 && (b >> 63) == 0;
            if (small) {
                CHECK(wc_ct64_eq_mask(a, b) == M64(a == b), a, b);
                CHECK(wc_ct64_lt_mask(a, b) == M64(a < b), a, b);
            }
            CHECK(wc_ct64_sel(M64(1), a, b) == a, a, b);
            CHECK(wc_ct64_sel(0, a, b) == b, a, b);
        }
    }
    CHECK(wc_ct64_mask(1) == M64(1), 1, 0);
    CHECK(wc_ct64_mask(0) == 0, 0, 0);
}

/* The array functions on n = 1 and 5 words, the difference (or the
 * non-zero word) at the first and at the last position. */
static void test_arrays(void)
{
    word64 a[5], b[5], r[5];
    int n, pos;

    for (n = 1; n <= 5; n += 4) {
        memset(a, 0, sizeof(a));
        CHECK(wc_ct64_zero_mask_n(a, n) == M64(1), n, 0);
        CHECK(wc_ct64_zero_mask_n(a, 0) == M64(1), n, 0);
        for (pos = 0; pos < n; pos += (n > 1) ? n - 1 : 1) {
            memset(a, 0, sizeof(a));
            a[pos] = 1;
            CHECK(wc_ct64_zero_mask_n(a, n) == 0, n, pos);
            a[pos] = M64(1);
            CHECK(wc_ct64_zero_mask_n(a, n) == 0, n, pos);

            memset(a, 0xA5, sizeof(a));
            memcpy(b, a, sizeof(b));
            CHECK(wc_ct64_eq_mask_n(a, b, n) == M64(1), n, pos);
            b[pos] ^= 1;
            CHECK(wc_ct64_eq_mask_n(a, b, n) == 0, n, pos);
            b[pos] ^= 0x8000000000000001ULL;
            CHECK(wc_ct64_eq_mask_n(a, b, n) == 0, n, pos);
        }
        memset(a, 0x11, sizeof(a));
        memset(r, 0x22, sizeof(r));
        wc_ct64_cmov_n(r, a, n, 0);
        CHECK(r[0] == 0x2222222222222222ULL &&
              r[n - 1] == 0x2222222222222222ULL, n, r[0]);
        wc_ct64_cmov_n(r, a, n, M64(1));
        CHECK(r[0] == 0x1111111111111111ULL &&
              r[n - 1] == 0x1111111111111111ULL, n, r[0]);
        CHECK(r[4] == ((n == 5) ? 0x1111111111111111ULL
                                : 0x2222222222222222ULL), n, r[4]);
        wc_ct64_cmov_n(r, r, n, M64(1));               /* r aliases a */
        CHECK(r[0] == 0x1111111111111111ULL, n, r[0]);
    }
    {
        word32 x[3] = { 0, 0, 0 }, y[3] = { 0, 0, 0 };
        CHECK(wc_ct32_zero_mask_n(x, 3) == 0xFFFFFFFFUL, 0, 0);
        CHECK(wc_ct32_eq_mask_n(x, y, 3) == 0xFFFFFFFFUL, 0, 0);
        y[2] = 0x80000000UL;
        CHECK(wc_ct32_eq_mask_n(x, y, 3) == 0, 0, 0);
        wc_ct32_cmov_n(x, y, 3, 0xFFFFFFFFUL);
        CHECK(x[2] == 0x80000000UL, x[2], 0);
    }
}

/* The table scans: every entry width of a block form (8, 12, 15 and 18
 * words in one block, the others up to 20 through the 8 / 4 / 1 blocks),
 * counts odd
 * and even (select8 takes entries in pairs), every index, and an index
 * past the table (zeros), against plain indexing; entry words differ
 * from each other and from every other entry. */
static void test_select(void)
{
    static word64 t64[33 * 20];
    static word32 t32[33 * 20];
    word64 r64[20];
    word32 r32[20];
    int n, cnt, idx, j, ok;

    for (j = 0; j < 33 * 20; j++) {
        t64[j] = 0x0123456789ABCDEFULL * (word64)(j + 1) ^ ((word64)j << 40);
        t32[j] = (word32)t64[j] ^ (word32)(t64[j] >> 32);
    }
    for (n = 1; n <= 20; n++) {
        for (cnt = 1; cnt <= 33; cnt += (cnt < 4) ? 1 : 7) {
            for (idx = 0; idx <= cnt; idx++) {
                memset(r64, 0x5A, sizeof(r64));
                memset(r32, 0x5A, sizeof(r32));
                wc_ct64_select(r64, t64, cnt, n, (word64)idx);
                wc_ct32_select(r32, t32, cnt, n, (word32)idx);
                ok = 1;
                for (j = 0; j < n; j++) {
                    ok &= r64[j] == ((idx < cnt) ? t64[idx * n + j] : 0);
                    ok &= r32[j] == ((idx < cnt) ? t32[idx * n + j] : 0);
                }
                ok &= (n == 20) || (r64[n] == 0x5A5A5A5A5A5A5A5AULL);
                CHECK(ok, n, (cnt << 8) | idx);
            }
        }
    }
}

/* Upstream's int forms on [0, 2^31) and the byte selects. */
static void test_upstream_names(void)
{
    static const int ev[] = { 0, 1, 2, 0xFE, 0xFF, 0x100, 0xFFFF, 0x10000,
                              0x7FFFFFFE, 0x7FFFFFFF };
    int i, j, ne = (int)(sizeof(ev) / sizeof(ev[0]));

    for (i = 0; i < ne; i++) {
        for (j = 0; j < ne; j++) {
            int a = ev[i], b = ev[j];
            CHECK(ctMaskGT(a, b) == ((a > b) ? 0xFF : 0), a, b);
            CHECK(ctMaskGTE(a, b) == ((a >= b) ? 0xFF : 0), a, b);
            CHECK(ctMaskIntGTE(a, b) == ((a >= b) ? -1 : 0), a, b);
            CHECK(ctMaskLT(a, b) == ((a < b) ? 0xFF : 0), a, b);
            CHECK(ctMaskLTE(a, b) == ((a <= b) ? 0xFF : 0), a, b);
            CHECK(ctMaskEq(a, b) == ((a == b) ? 0xFF : 0), a, b);
            CHECK(ctMaskNotEq(a, b) == ((a != b) ? 0xFF : 0), a, b);
            CHECK(ctMask16GT(a, b) == ((a > b) ? 0xFFFF : 0), a, b);
            CHECK(ctMask16GTE(a, b) == ((a >= b) ? 0xFFFF : 0), a, b);
            CHECK(ctMask16LT(a, b) == ((a < b) ? 0xFFFF : 0), a, b);
            CHECK(ctMask16LTE(a, b) == ((a <= b) ? 0xFFFF : 0), a, b);
            CHECK(ctMask16Eq(a, b) == ((a == b) ? 0xFFFF : 0), a, b);
            CHECK(ctSetLTE(a, b) == ((a <= b) ? 1 : 0), a, b);
            CHECK(ctMaskSelInt(0xFF, a, b) == a, a, b);
            CHECK(ctMaskSelInt(0x00, a, b) == b, a, b);
        }
    }
    CHECK(ctMaskSel(0xFF, 0x12, 0x34) == 0x12, 0, 0);
    CHECK(ctMaskSel(0x00, 0x12, 0x34) == 0x34, 0, 0);
    CHECK(ctMaskSel(0xFF, 0x00, 0xFF) == 0x00, 0, 0);
    CHECK(ctMaskSel(0x00, 0x00, 0xFF) == 0xFF, 0, 0);
}

/* Byte strings: equal, differing at the first or the last byte (by one
 * bit and by all of them), lengths 0, 1 and 33. */
static void test_bytes(void)
{
    byte a[33], b[33], d[33];
    int len, pos, k;
    static const byte flip[] = { 0x01, 0x80, 0xFF };

    for (len = 0; len <= 33; len += (len == 0) ? 1 : 32) {
        memset(a, 0x5A, sizeof(a));
        memcpy(b, a, sizeof(b));
        CHECK(ConstantCompare(a, b, len) == 0, len, 0);
        for (pos = 0; pos < len; pos += (len > 1) ? len - 1 : 1) {
            for (k = 0; k < 3; k++) {
                memcpy(b, a, sizeof(b));
                b[pos] ^= flip[k];
                CHECK(ConstantCompare(a, b, len) != 0, len, pos);
                CHECK(ctMaskEq32((word32)ConstantCompare(a, b, len), 0) == 0,
                      len, pos);
            }
        }
    }
    memset(a, 0, sizeof(a));
    memset(b, 0xFF, sizeof(b));
    CHECK(ConstantCompare(a, b, 33) != 0, 0, 0xFF);

    /* ctMaskCopy: mask 0 leaves dst, 0xFF copies all of src */
    memset(a, 0x11, sizeof(a));
    memset(d, 0x22, sizeof(d));
    ctMaskCopy(0x00, d, a, 33);
    CHECK(d[0] == 0x22 && d[32] == 0x22, d[0], d[32]);
    ctMaskCopy(0xFF, d, a, 33);
    CHECK(d[0] == 0x11 && d[32] == 0x11, d[0], d[32]);
    ctMaskCopy(0xFF, d, a, 0);
    CHECK(d[0] == 0x11, d[0], 0);

    /* ctMaskBytesLT: big-endian a < b */
    {
        static const byte one[] = { 0x01 }, two[] = { 0x02 };
        static const byte z2[] = { 0x00, 0x00 }, z1[] = { 0x00 };
        static const byte p1[] = { 0x00, 0x01 }, big[] = { 0x01, 0x00 };
        static const byte ff[] = { 0xFF, 0xFF }, fe[] = { 0xFF, 0xFE };

        CHECK(ctMaskBytesLT(one, 1, two, 1) == 0xFFFFFFFFUL, 1, 2);
        CHECK(ctMaskBytesLT(two, 1, one, 1) == 0, 2, 1);
        CHECK(ctMaskBytesLT(one, 1, one, 1) == 0, 1, 1);
        CHECK(ctMaskBytesLT(z2, 2, z1, 1) == 0, 0, 0);
        CHECK(ctMaskBytesLT(z1, 1, one, 1) == 0xFFFFFFFFUL, 0, 1);
        CHECK(ctMaskBytesLT(p1, 2, one, 1) == 0, 1, 1);       /* equal */
        CHECK(ctMaskBytesLT(one, 1, big, 2) == 0xFFFFFFFFUL, 1, 0x100);
        CHECK(ctMaskBytesLT(big, 2, two, 1) == 0, 0x100, 2);
        CHECK(ctMaskBytesLT(fe, 2, ff, 2) == 0xFFFFFFFFUL, 0xFFFE, 0xFFFF);
        CHECK(ctMaskBytesLT(ff, 2, fe, 2) == 0, 0xFFFF, 0xFFFE);
        CHECK(ctMaskBytesLT(ff, 0, fe, 0) == 0, 0, 0);        /* empty */
        CHECK(ctMaskBytesLT(ff, 0, one, 1) == 0xFFFFFFFFUL, 0, 1);
        /* first byte decides over a later difference */
        CHECK(ctMaskBytesLT(big, 2, fe, 2) == 0xFFFFFFFFUL, 0x100, 0xFFFE);
    }
}

/* sp_cmp_ct, sp_iszero_ct, sp_clamp_ct at 0, 1, the maximum digit and
 * values that differ in the lowest or the highest of n digits. */
static void test_sp_layer(void)
{
    sp_int a, b;
    const unsigned int n = 4;
    const sp_int_digit max = (sp_int_digit)0 - 1;

    sp_init(&a);
    sp_init(&b);
    CHECK(sp_cmp_ct(&a, &b, n) == MP_EQ, 0, 0);
    CHECK(sp_iszero_ct(&a, n) == 1, 0, 0);
    sp_set(&a, 1);
    CHECK(sp_cmp_ct(&a, &b, n) == MP_GT, 1, 0);
    CHECK(sp_cmp_ct(&b, &a, n) == MP_LT, 0, 1);
    CHECK(sp_iszero_ct(&a, n) == 0, 1, 0);
    CHECK(sp_cmp_ct(&a, &b, 0) == MP_EQ, 1, 0);        /* no digits read */
    sp_set(&b, max);
    CHECK(sp_cmp_ct(&a, &b, n) == MP_LT, 1, max);
    CHECK(sp_cmp_ct(&b, &b, n) == MP_EQ, max, max);

    /* differ only in the top digit of n, then also in the lowest */
    sp_zero(&a);
    sp_zero(&b);
    a.dp[0] = b.dp[0] = 5;
    a.dp[n - 1] = 2;
    b.dp[n - 1] = 1;
    sp_clamp_ct(&a, n);
    sp_clamp_ct(&b, n);
    CHECK(a.used == n && b.used == n, a.used, b.used);
    CHECK(sp_cmp_ct(&a, &b, n) == MP_GT, 2, 1);
    a.dp[0] = 0;                             /* top digit still decides */
    CHECK(sp_cmp_ct(&a, &b, n) == MP_GT, 0, 5);
    CHECK(sp_cmp_ct(&a, &b, 1) == MP_LT, 0, 5);         /* lowest only */
    CHECK(sp_iszero_ct(&a, 1) == 1, 0, 0);
    CHECK(sp_iszero_ct(&a, n) == 0, 0, 0);

    /* sp_clamp_ct: leading zero digits dropped, sign made non-negative */
    sp_zero(&a);
    a.dp[0] = max;
    a.dp[1] = 0;
    a.dp[2] = 0;
    sp_clamp_ct(&a, 3);
    CHECK(a.used == 1, a.used, 0);
    a.dp[0] = 0;
    sp_clamp_ct(&a, 3);
    CHECK(a.used == 0 && sp_iszero(&a), a.used, 0);
    a.dp[2] = 1;
    sp_clamp_ct(&a, 3);
    CHECK(a.used == 3, a.used, 0);
    sp_clear(&a);
    sp_clear(&b);
}

int main(void)
{
    test_words32();
    test_words64();
    test_arrays();
    test_select();
    test_upstream_names();
    test_bytes();
    test_sp_layer();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
