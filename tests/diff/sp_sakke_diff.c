/* sp_sakke_diff.c
 *
 * Differential test of the fixed-size SP SAKKE entry points (sp.h,
 * generated into sp_c64.c / sp_c32.c / sp_riscv64.c by
 * scripts/sp/tmpl_sakke.py) against the generic SAKKE arithmetic of
 * wolfcrypt/src/sakke_math.c on sp_int.  The generic code is compiled into
 * this program a second time with WOLFSSL_NO_SP_SAKKE (so it never
 * dispatches to SP) and its internal functions renamed gen_*; no SP code
 * computes an expected value.
 *
 * Compared, on edge and random inputs: [k]P, [k]B, [k]P + A (scalars 0,
 * 1, 2, q - 1 (the result -B), q (O), q + 1, q + 10, 2^1024 - 1 and
 * random ones below 2^1024; [k]B also from B's comb table), the
 * pairing <K, Q> from K and from K's precomputed lines, and g^r in
 * PF_p; the SP layer's tables (sp_ecc_gen_table_1024,
 * sp_Pairing_gen_precomp_1024) byte for byte against the generic ones,
 * with their length queries; upstream wolfSSL's conventions (map = 0
 * results in Montgomery form, inMont = 1 inputs), sp_ecc_is_point_1024
 * and sp_ecc_check_key_1024 (order and private key checks); then the
 * argument errors (points off the curve, coordinates >= p, z not 1, the
 * point at infinity, negative or long scalars, tables of another length
 * or layout).  WOLFSSL_TEST_QUICK=1 reduces the
 * counts.  Prints "N passed, M failed" and exits non-zero on any failure.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(WOLFCRYPT_HAVE_SAKKE) && defined(WOLFSSL_HAVE_SP_SAKKE)

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sp.h>

/* The generic arithmetic, without SP dispatch, under other names. */
#undef WOLFSSL_HAVE_SP_SAKKE
#define sakke_ctx_new            gen_sakke_ctx_new
#define sakke_ctx_free           gen_sakke_ctx_free
#define sakke_check_point        gen_sakke_check_point
#define sakke_mul                gen_sakke_mul
#define sakke_pairing            gen_sakke_pairing
#define sakke_is_g               gen_sakke_is_g
#define sakke_pow_g              gen_sakke_pow_g
#define sakke_point_table_len    gen_sakke_point_table_len
#define sakke_pairing_table_len  gen_sakke_pairing_table_len
#define sakke_gen_point_table    gen_sakke_gen_point_table
#define sakke_gen_pairing_table  gen_sakke_gen_pairing_table
#define sakke_check_table        gen_sakke_check_table
#define sakke_mod_q              gen_sakke_mod_q
#include "wolfcrypt/src/sakke_math.c"

static int passed, failed;

static void check(int ok, int line, const char* what)
{
    if (ok) {
        passed++;
    }
    else {
        failed++;
        printf("FAIL line %d: %s\n", line, what);
    }
}
#define CHECK(cond) check((cond) ? 1 : 0, __LINE__, #cond)

static int pt_eq(const ecc_point* a, const ecc_point* b)
{
    return (mp_cmp(a->x, b->x) == MP_EQ) && (mp_cmp(a->y, b->y) == MP_EQ) &&
           (mp_cmp(a->z, b->z) == MP_EQ);
}

static ecc_point* new_point(void)
{
    ecc_point* p = wc_ecc_new_point();
    if (p == NULL) {
        printf("out of memory\n");
        exit(2);
    }
    return p;
}

/* k = a random value of up to 1024 bits (sometimes shorter). */
static void rand_scalar(WC_RNG* rng, mp_int* k)
{
    byte b[128];
    word32 len = sizeof(b);

    if (wc_RNG_GenerateBlock(rng, b, sizeof(b)) != 0)
        exit(2);
    if ((b[0] & 7) == 0)
        len = 1 + b[1] % sizeof(b);
    mp_read_unsigned_bin(k, b, len);
}

/* Scalar multiplications: SP against the generic window method. */
/* The comb's addition meeting acc = entry (its masked doubling): a
 * table of B whose entry 2 is replaced by entry 1 of the table of [2]B
 * (= [2]B), and k with tooth 0 set in the top column and tooth 1 in the
 * next: after that column's doubling acc = [2]B = the entry, so the
 * result is [2^d]B for d columns.  tab holds B's table (len bytes). */
static void test_comb_doubling(sakke_ctx* c, const ecc_point* B,
                               byte* tab, word32 len)
{
    const word32 esz = len - SAKKE_HDR_SZ;
    byte* tab2 = (byte*)malloc(len);
    ecc_point* B2 = new_point();
    ecc_point* r1 = new_point();
    ecc_point* r2 = new_point();
    int d = (mp_count_bits(c->q) + 5) / 6;
    mp_int k;

    if (tab2 == NULL)
        exit(2);
    mp_init(&k);
    mp_set(&k, 2);
    CHECK(gen_sakke_mul(c, &k, B, NULL, 0, NULL, B2) == 0);
    CHECK(gen_sakke_gen_point_table(c, B2, tab2, &len) == 0);
    /* entry e = 2 (index 1) := entry e = 1 of [2]B's table */
    memcpy(tab + SAKKE_HDR_SZ + esz / SAKKE_COMB_ENTRIES,
           tab2 + SAKKE_HDR_SZ, esz / SAKKE_COMB_ENTRIES);
    mp_zero(&k);
    mp_set_bit(&k, d - 1);
    mp_set_bit(&k, 2 * d - 2);          /* tooth 1 of column d - 2 */
    CHECK(sp_ecc_mulmod_table_1024(&k, B, tab, r1, 1, NULL) == 0);
    mp_zero(&k);
    mp_set_bit(&k, d);
    CHECK(gen_sakke_mul(c, &k, B, NULL, 0, NULL, r2) == 0);
    CHECK(pt_eq(r1, r2));
    mp_clear(&k);
    free(tab2);
    wc_ecc_del_point(B2);
    wc_ecc_del_point(r1);
    wc_ecc_del_point(r2);
}

/* The same on the SP layer's constant table of P: k = 2E + m q whose
 * column-0 teeth are the bits of E (entry e), so that the last column's
 * addition meets acc = [2E]P = [k - E]P = the entry [E]P (mod q); found
 * by search over e and m (six such k exist for RFC 6509's q).  Returns
 * how many were checked. */
static int test_comb_doubling_base(sakke_ctx* c)
{
    ecc_point* r1 = new_point();
    ecc_point* r2 = new_point();
    int d = (mp_count_bits(c->q) + 5) / 6;
    int e, j, m, hits = 0;
    mp_int E, k;

    mp_init_multi(&E, &k, NULL, NULL, NULL, NULL);
    for (e = 1; e < 64; e++) {
        mp_zero(&E);
        for (j = 0; j < 6; j++)
            if ((e >> j) & 1)
                mp_set_bit(&E, j * d);
        for (m = 0; m < 8; m++) {
            int ok = 1;
            mp_add(&E, &E, &k);
            for (j = 0; j < m; j++)
                mp_add(&k, c->q, &k);
            if (mp_count_bits(&k) > 1024)
                break;
            for (j = 0; (j < 6) && (j * d < 1024); j++)
                ok &= (mp_is_bit_set(&k, j * d) != 0) == (((e >> j) & 1) != 0);
            if (!ok)
                continue;
            hits++;
            CHECK(sp_ecc_mulmod_base_1024(&k, r1, 1, NULL) == 0);
            CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, NULL, r2) == 0);
            CHECK(pt_eq(r1, r2));
        }
    }
    mp_clear(&E);
    mp_clear(&k);
    wc_ecc_del_point(r1);
    wc_ecc_del_point(r2);
    return hits;
}

static void test_mul(sakke_ctx* c, WC_RNG* rng, int iters)
{
    ecc_point* B = new_point();
    ecc_point* A = new_point();
    ecc_point* r1 = new_point();
    ecc_point* r2 = new_point();
    mp_int k, s;
    int i;

    mp_init_multi(&k, &s, NULL, NULL, NULL, NULL);
    rand_scalar(rng, &s);
    CHECK(gen_sakke_mul(c, &s, NULL, NULL, 0, NULL, B) == 0);
    rand_scalar(rng, &s);
    CHECK(gen_sakke_mul(c, &s, NULL, NULL, 0, NULL, A) == 0);
    for (i = -8; i < iters; i++) {
        switch (i) {
            case -8:
                /* k = q + 2d with d = k mod 16: a fixed 4-bit window
                 * would add equal points at its last step */
                mp_add_d(c->q, 2 * ((16 - (c->q->dp[0] & 15)) & 15), &k);
                break;
            case -7: mp_set(&k, 0); break;
            case -6: mp_set(&k, 1); break;
            case -5: mp_set(&k, 2); break;
            case -4: mp_sub_d(c->q, 1, &k); break;
            case -3: mp_copy(c->q, &k); break;
            case -2: mp_add_d(c->q, 1, &k); break;
            case -1: {
                byte ff[128];
                memset(ff, 0xff, sizeof(ff));
                mp_read_unsigned_bin(&k, ff, sizeof(ff));
                break;
            }
            default: rand_scalar(rng, &k); break;
        }
        CHECK(sp_ecc_mulmod_base_1024(&k, r1, 1, NULL) == 0);
        CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, NULL, r2) == 0);
        CHECK(pt_eq(r1, r2));
        CHECK(sp_ecc_mulmod_1024(&k, B, r1, 1, NULL) == 0);
        CHECK(gen_sakke_mul(c, &k, B, NULL, 0, NULL, r2) == 0);
        CHECK(pt_eq(r1, r2));
        CHECK(sp_ecc_mulmod_base_add_1024(&k, A, 0, r1, 1, NULL) == 0);
        CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, A, r2) == 0);
        CHECK(pt_eq(r1, r2));
    }
    /* the comb table of B: the SP layer's (sp_ecc_gen_table_1024) is
     * the generic code's, byte for byte */
    {
        word32 len = gen_sakke_point_table_len(c), splen = 0;
        byte* tab = (byte*)malloc(len);
        byte* sptab = (byte*)malloc(len);

        if ((tab == NULL) || (sptab == NULL))
            exit(2);
        CHECK(gen_sakke_gen_point_table(c, B, tab, &len) == 0);
        CHECK(sp_ecc_gen_table_1024(B, NULL, &splen, NULL) ==
              LENGTH_ONLY_E);
        CHECK(splen == len);
        splen = len - 1;
        CHECK(sp_ecc_gen_table_1024(B, sptab, &splen, NULL) == BUFFER_E);
        splen = len;
        CHECK(sp_ecc_gen_table_1024(B, sptab, &splen, NULL) == 0);
        CHECK((splen == len) && (memcmp(tab, sptab, len) == 0));
        for (i = 0; i < iters; i++) {
            rand_scalar(rng, &k);
            if (i == 0)
                mp_set(&k, 0);
            CHECK(sp_ecc_mulmod_table_1024(&k, B, tab, r1, 1, NULL) == 0);
            CHECK(gen_sakke_mul(c, &k, B, tab, len, NULL, r2) == 0);
            CHECK(pt_eq(r1, r2));
            CHECK(gen_sakke_mul(c, &k, B, NULL, 0, NULL, r2) == 0);
            CHECK(pt_eq(r1, r2));
        }
        /* a table of another layout (its entry count) */
        sptab[15] ^= 1;
        CHECK(sp_ecc_mulmod_table_1024(&k, B, sptab, r1, 1, NULL) ==
              BAD_FUNC_ARG);
        free(sptab);
        test_comb_doubling(c, B, tab, len);
        CHECK(test_comb_doubling_base(c) > 0);
        free(tab);
    }
    /* [k]P + (-[k]P) = O */
    rand_scalar(rng, &k);
    mp_mod(&k, c->q, &k);
    CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, NULL, A) == 0);
    mp_sub(c->p, A->y, A->y);
    CHECK(sp_ecc_mulmod_base_add_1024(&k, A, 0, r1, 1, NULL) == 0);
    CHECK(mp_iszero(r1->x) && mp_iszero(r1->y) && mp_iszero(r1->z));
    /* [k]P + [k]P = [2k]P (the doubling inside the complete addition) */
    mp_sub(c->p, A->y, A->y);
    CHECK(sp_ecc_mulmod_base_add_1024(&k, A, 0, r1, 1, NULL) == 0);
    mp_add(&k, &k, &k);
    CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, NULL, r2) == 0);
    CHECK(pt_eq(r1, r2));
    mp_clear(&k);
    mp_clear(&s);
    wc_ecc_del_point(B);
    wc_ecc_del_point(A);
    wc_ecc_del_point(r1);
    wc_ecc_del_point(r2);
}

/* Pairings and powers: SP (with and without lines) against generic. */
static void test_pairing(sakke_ctx* c, WC_RNG* rng, int iters)
{
    ecc_point* K = new_point();
    ecc_point* Q = new_point();
    mp_int k, w1, w2, g;
    word32 len = gen_sakke_pairing_table_len(c), splen;
    byte* tab = (byte*)malloc(len);
    byte* sptab = (byte*)malloc(len);
    int i;

    if ((tab == NULL) || (sptab == NULL))
        exit(2);
    mp_init_multi(&k, &w1, &w2, &g, NULL, NULL);
    fp_from_mont(c, &g, c->g);
    for (i = 0; i < iters; i++) {
        rand_scalar(rng, &k);
        if (i == 0)
            mp_set(&k, 1);
        CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, NULL, K) == 0);
        rand_scalar(rng, &k);
        CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, NULL, Q) == 0);
        CHECK(sp_Pairing_1024(K, Q, &w1) == 0);
        CHECK(gen_sakke_pairing(c, K, NULL, 0, Q, &w2) == 0);
        CHECK(mp_cmp(&w1, &w2) == MP_EQ);
        len = gen_sakke_pairing_table_len(c);
        CHECK(gen_sakke_gen_pairing_table(c, K, tab, &len) == 0);
        CHECK(sp_Pairing_precomp_1024(K, Q, &w1, tab, len) == 0);
        CHECK(mp_cmp(&w1, &w2) == MP_EQ);
        /* the SP layer's table is the generic code's, byte for byte */
        splen = 0;
        CHECK(sp_Pairing_gen_precomp_1024(K, NULL, &splen) ==
              LENGTH_ONLY_E);
        CHECK(splen == len);
        splen = len - 1;
        CHECK(sp_Pairing_gen_precomp_1024(K, sptab, &splen) == BUFFER_E);
        splen = len;
        CHECK(sp_Pairing_gen_precomp_1024(K, sptab, &splen) == 0);
        CHECK((splen == len) && (memcmp(tab, sptab, len) == 0));
        CHECK(sp_Pairing_precomp_1024(NULL, Q, &w1, sptab, len) == 0);
        CHECK(mp_cmp(&w1, &w2) == MP_EQ);
        /* g^r */
        rand_scalar(rng, &k);
        if (i == 0)
            mp_set(&k, 0);
        CHECK(sp_ModExp_Fp_star_1024(&g, &k, &w1) == 0);
        CHECK(gen_sakke_pow_g(c, &k, &w2) == 0);
        CHECK(mp_cmp(&w1, &w2) == MP_EQ);
    }
    /* a wrong length, a table of another layout */
    CHECK(sp_Pairing_precomp_1024(K, Q, &w1, tab, len - 1) ==
          BAD_FUNC_ARG);
    tab[3] ^= 1;
    CHECK(sp_Pairing_precomp_1024(K, Q, &w1, tab, len) == BAD_FUNC_ARG);
    free(tab);
    free(sptab);
    mp_clear(&k);
    mp_clear(&w1);
    mp_clear(&w2);
    mp_clear(&g);
    wc_ecc_del_point(K);
    wc_ecc_del_point(Q);
}

/* Powers of another base than g (no generic counterpart): x = 1 + b i,
 * x^1 ~ 1 + b i, and x^(e1 + e2) = x^e1 x^e2, which for the values
 * t = b' / a' reads t = (t1 + t2) / (1 - t1 t2) (sp_int arithmetic). */
static void test_pow_other(sakke_ctx* c, WC_RNG* rng, int iters)
{
    mp_int b, e1, e2, e, t1, t2, t, u;
    int i;

    mp_init_multi(&b, &e1, &e2, &e, &t1, &t2);
    mp_init_multi(&t, &u, NULL, NULL, NULL, NULL);
    for (i = 0; i < iters; i++) {
        rand_scalar(rng, &b);
        mp_mod(&b, c->p, &b);
        mp_set(&e, 1);
        CHECK(sp_ModExp_Fp_star_1024(&b, &e, &t) == 0);
        CHECK(mp_cmp(&t, &b) == MP_EQ);
        rand_scalar(rng, &e1);
        rand_scalar(rng, &e2);
        mp_div_2(&e1, &e1);
        mp_div_2(&e2, &e2);
        mp_add(&e1, &e2, &e);
        CHECK(sp_ModExp_Fp_star_1024(&b, &e1, &t1) == 0);
        CHECK(sp_ModExp_Fp_star_1024(&b, &e2, &t2) == 0);
        CHECK(sp_ModExp_Fp_star_1024(&b, &e, &t) == 0);
        mp_mulmod(&t1, &t2, c->p, &u);
        mp_sub_d(&u, 1, &u);
        mp_sub(c->p, &u, &u);
        mp_mod(&u, c->p, &u);                  /* 1 - t1 t2 */
        mp_invmod(&u, c->p, &u);
        mp_addmod(&t1, &t2, c->p, &t1);
        mp_mulmod(&t1, &u, c->p, &u);
        CHECK(mp_cmp(&t, &u) == MP_EQ);
    }
    mp_clear(&b);
    mp_clear(&e1);
    mp_clear(&e2);
    mp_clear(&e);
    mp_clear(&t1);
    mp_clear(&t2);
    mp_clear(&t);
    mp_clear(&u);
}

/* Upstream's conventions: map = 0 results in Montgomery form (affine
 * here: x R, y R, z = R mod p, R = 2^1024), which inMont = 1 takes back;
 * sp_ecc_is_point_1024 and sp_ecc_check_key_1024. */
static void test_mont_and_keys(sakke_ctx* c, WC_RNG* rng)
{
    ecc_point* A = new_point();
    ecc_point* M = new_point();
    ecc_point* r1 = new_point();
    ecc_point* r2 = new_point();
    mp_int k, z, R, t;

    mp_init_multi(&k, &z, &R, &t, NULL, NULL);
    mp_set(&R, 1);
    mp_mul_2d(&R, 1024, &R);
    mp_mod(&R, c->p, &R);
    rand_scalar(rng, &z);
    mp_mod(&z, c->q, &z);
    CHECK(gen_sakke_mul(c, &z, NULL, NULL, 0, NULL, A) == 0);
    /* a non-zero k: [0]A is O, whose Montgomery form (Z = 0) the
     * comparisons below do not describe (the edge tests cover it) */
    do {
        rand_scalar(rng, &k);
    } while (mp_iszero(&k));
    /* [k]A, [k]P and [k]P + A with map = 0 */
    CHECK(sp_ecc_mulmod_1024(&k, A, M, 0, NULL) == 0);
    CHECK(gen_sakke_mul(c, &k, A, NULL, 0, NULL, r2) == 0);
    mp_mulmod(r2->x, &R, c->p, &t);
    CHECK(mp_cmp(M->x, &t) == MP_EQ);
    mp_mulmod(r2->y, &R, c->p, &t);
    CHECK(mp_cmp(M->y, &t) == MP_EQ);
    CHECK(mp_cmp(M->z, &R) == MP_EQ);
    CHECK(sp_ecc_mulmod_base_1024(&k, r1, 0, NULL) == 0);
    CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, NULL, r2) == 0);
    mp_mulmod(r2->x, &R, c->p, &t);
    CHECK((mp_cmp(r1->x, &t) == MP_EQ) && (mp_cmp(r1->z, &R) == MP_EQ));
    CHECK(sp_ecc_mulmod_base_add_1024(&k, A, 0, r1, 0, NULL) == 0);
    CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, A, r2) == 0);
    mp_mulmod(r2->y, &R, c->p, &t);
    CHECK((mp_cmp(r1->y, &t) == MP_EQ) && (mp_cmp(r1->z, &R) == MP_EQ));
    /* inMont = 1: [k]P + M with M = [k]A from above */
    CHECK(sp_ecc_mulmod_base_add_1024(&k, M, 1, r1, 1, NULL) == 0);
    CHECK(gen_sakke_mul(c, &k, A, NULL, 0, NULL, r2) == 0);
    CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, r2, r2) == 0);
    CHECK(pt_eq(r1, r2));
    /* is_point and check_key: Z = [z]P is a key of z */
    CHECK(sp_ecc_is_point_1024(A->x, A->y) == MP_OKAY);
    CHECK(sp_ecc_check_key_1024(A->x, A->y, NULL, NULL) == 0);
    CHECK(sp_ecc_check_key_1024(A->x, A->y, &z, NULL) == 0);
    mp_add_d(&z, 1, &t);
    CHECK(sp_ecc_check_key_1024(A->x, A->y, &t, NULL) == ECC_PRIV_KEY_E);
    CHECK(sp_ecc_check_key_1024(A->x, A->y, c->q, NULL) ==
          ECC_PRIV_KEY_E);
    mp_zero(&t);
    CHECK(sp_ecc_check_key_1024(A->x, A->y, &t, NULL) == ECC_PRIV_KEY_E);
    mp_add_d(A->y, 1, &t);
    CHECK(sp_ecc_is_point_1024(A->x, &t) == MP_VAL);
    CHECK(sp_ecc_check_key_1024(A->x, &t, NULL, NULL) == MP_VAL);
    CHECK(sp_ecc_check_key_1024(A->x, c->p, NULL, NULL) ==
          ECC_OUT_OF_RANGE_E);
    CHECK(sp_ecc_is_point_1024(A->x, c->p) == MP_VAL);
    mp_zero(&t);
    CHECK(sp_ecc_check_key_1024(&t, &t, NULL, NULL) == ECC_INF_E);
    CHECK(sp_ecc_is_point_1024(&t, &t) == MP_VAL);
    /* a point on the curve outside the order-q subgroup: x = 2 ... with
     * y = (x^3 - 3x)^((p + 1) / 4) when that is a square root */
    mp_set(&t, 1);
    do {
        mp_add_d(&t, 1, &t);
        mp_sqrmod(&t, c->p, &k);
        mp_sub_d(&k, 3, &k);
        mp_mulmod(&k, &t, c->p, &k);          /* x^3 - 3x */
        mp_add_d(c->p, 1, &z);
        mp_div_2d(&z, 2, &z, NULL);
        mp_exptmod(&k, &z, c->p, &R);         /* candidate y */
        mp_sqrmod(&R, c->p, &z);
    } while (mp_cmp(&z, &k) != MP_EQ);
    CHECK(sp_ecc_is_point_1024(&t, &R) == MP_OKAY);
    mp_copy(&t, A->x);
    mp_copy(&R, A->y);
    mp_set(A->z, 1);
    mp_copy(c->q, &k);
    CHECK(gen_sakke_mul(c, &k, A, NULL, 0, NULL, r2) == 0);
    CHECK(sp_ecc_check_key_1024(&t, &R, NULL, NULL) ==
          (mp_iszero(r2->z) ? 0 : ECC_INF_E));
    mp_clear(&k);
    mp_clear(&z);
    mp_clear(&R);
    mp_clear(&t);
    wc_ecc_del_point(A);
    wc_ecc_del_point(M);
    wc_ecc_del_point(r1);
    wc_ecc_del_point(r2);
}

/* Bad inputs give negative errors (the same as the generic checks). */
static void test_errors(sakke_ctx* c)
{
    ecc_point* P = new_point();
    ecc_point* r = new_point();
    mp_int k, w;

    mp_init_multi(&k, &w, NULL, NULL, NULL, NULL);
    mp_set(&k, 5);
    CHECK(gen_sakke_mul(c, &k, NULL, NULL, 0, NULL, P) == 0);
    /* off the curve */
    mp_add_d(P->y, 1, P->y);
    CHECK(sp_ecc_mulmod_1024(&k, P, r, 1, NULL) == IS_POINT_E);
    CHECK(sp_Pairing_1024(P, P, &w) == IS_POINT_E);
    CHECK(gen_sakke_check_point(c, P) == IS_POINT_E);
    /* y >= p */
    mp_copy(c->p, P->y);
    CHECK(sp_ecc_mulmod_1024(&k, P, r, 1, NULL) == ECC_OUT_OF_RANGE_E);
    CHECK(gen_sakke_check_point(c, P) == ECC_OUT_OF_RANGE_E);
    /* (0, 0) and z = 0 */
    mp_zero(P->x);
    mp_zero(P->y);
    CHECK(sp_ecc_mulmod_base_add_1024(&k, P, 0, r, 1, NULL) == ECC_INF_E);
    mp_set(P->x, 1);
    mp_zero(P->z);
    CHECK(sp_Pairing_1024(P, P, &w) == ECC_INF_E);
    mp_set(P->z, 2);
    CHECK(sp_ecc_mulmod_1024(&k, P, r, 1, NULL) == ECC_BAD_ARG_E);
    /* scalars: negative, longer than 1024 bits */
    mp_set(P->z, 1);
    mp_set(&k, 1);
    mp_neg(&k, &k);
    CHECK(sp_ecc_mulmod_base_1024(&k, r, 1, NULL) < 0);
    CHECK(sp_ModExp_Fp_star_1024(c->p, &k, &w) < 0);
    mp_set(&k, 1);
    mp_mul_2d(&k, 1024, &k);
    CHECK(sp_ecc_mulmod_base_1024(&k, r, 1, NULL) < 0);
    CHECK(sp_ModExp_Fp_star_1024(&k, &k, &w) < 0);
    /* base >= p */
    mp_set(&k, 3);
    CHECK(sp_ModExp_Fp_star_1024(c->p, &k, &w) == ECC_OUT_OF_RANGE_E);
    /* NULL arguments */
    CHECK(sp_ecc_mulmod_1024(NULL, P, r, 1, NULL) == BAD_FUNC_ARG);
    CHECK(sp_ecc_mulmod_base_1024(&k, NULL, 1, NULL) == BAD_FUNC_ARG);
    /* inMont: z must be R mod p (P's is 1) */
    CHECK(sp_ecc_mulmod_base_add_1024(&k, P, 1, r, 1, NULL) ==
          ECC_BAD_ARG_E);
    CHECK(sp_Pairing_1024(NULL, P, &w) == BAD_FUNC_ARG);
    CHECK(sp_Pairing_precomp_1024(P, NULL, &w, (const byte*)"", 1) ==
          BAD_FUNC_ARG);
    CHECK(sp_ecc_gen_table_1024(NULL, NULL, NULL, NULL) == BAD_FUNC_ARG);
    CHECK(sp_Pairing_gen_precomp_1024(P, NULL, NULL) == BAD_FUNC_ARG);
    CHECK(sp_ModExp_Fp_star_1024(&k, NULL, &w) == BAD_FUNC_ARG);
    mp_clear(&k);
    mp_clear(&w);
    wc_ecc_del_point(P);
    wc_ecc_del_point(r);
}

int main(void)
{
    const char* quick = getenv("WOLFSSL_TEST_QUICK");
    int q = (quick != NULL) && (quick[0] != '\0') && (quick[0] != '0');
    sakke_ctx* c = NULL;
    WC_RNG rng;

    if ((wc_InitRng(&rng) != 0) || (gen_sakke_ctx_new(NULL, &c) != 0)) {
        printf("setup failed\n");
        return 2;
    }
    test_mul(c, &rng, q ? 3 : 12);
    test_pairing(c, &rng, q ? 1 : 3);
    test_pow_other(c, &rng, q ? 2 : 8);
    test_mont_and_keys(c, &rng);
    test_errors(c);
    gen_sakke_ctx_free(c);
    wc_FreeRng(&rng);
    printf("%d passed, %d failed\n", passed, failed);
    return (failed == 0) ? 0 : 1;
}

#else
int main(void)
{
    printf("SP SAKKE not compiled in\n0 passed, 0 failed\n");
    return 0;
}
#endif
