/* sp_ecc_diff.c
 *
 * Differential test of the fixed-size SP ECC entry points (sp.h, generated
 * into sp_c64.c / sp_c32.c / sp_riscv64.c) against the generic ECC path of
 * the library: the Montgomery-ladder scalar multiplication ecc_mul_ct and
 * the Shamir verification multiplication ecc_mul2_vt of ecc_point.c (on
 * sp_int), plus sp_int modular arithmetic in this file for ECDSA and the
 * point helpers.  No SP code is used to compute an expected value.
 *
 * Per curve (P-256, P-384, P-521, and SM2 when the build has it, with its
 * own signature scheme and a GM/T 0003.5 known answer): edge scalars (0,
 * 1, 2, n-1, n-2, n, n+1, 2^bits - 1, ...) and random ones through
 * sp_ecc_mulmod_* (map on and off, points in random Jacobian
 * representations, the point at infinity), sp_ecc_mulmod_base_*, and
 * sp_ecc_mulmod_add_* / sp_ecc_mulmod_base_add_* (the added point plain
 * and in Montgomery form: upstream wolfSSL's inMont); ECDH,
 * key generation, ECDSA (SM2) sign
 * (fixed nonces compared exactly with the generic signature; random nonces
 * checked by the generic verification) and verify (generic signatures,
 * tampered ones, every hash length), key checks, point checks, projective
 * add/double (P + Q, P + P, P + (-P), with O) and map on Montgomery
 * Jacobian points (upstream's convention, as map = 0 results), and
 * decompression, and
 * the argument errors.  At least 1,000 point multiplications per curve by
 * default (SP and generic each); WOLFSSL_TEST_QUICK=1 reduces the counts,
 * SP_ECC_DIFF_ITERS=<n> (or --iters n) sets them.
 *
 * With --vectors n it instead prints n lines per kind and curve computed by
 * the SP entry points alone (see dump_vectors) for tests/diff/sp_ecc_diff.py,
 * which checks them with Python integers: a second, independent oracle.
 *
 * Prints "N passed, M failed" and exits non-zero on any failure.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sp.h>
#ifdef HAVE_ECC
    #include "wolfcrypt/src/ecc_internal.h"
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(WOLFSSL_HAVE_SP_ECC) && defined(HAVE_ECC)

/* SM2 is tested when the build has it and sp.h declares its entry points
 * (generate.py with tmpl_ecc_sm2). */
#if defined(WOLFSSL_SM2) && defined(WOLFSSL_HAVE_SP_SM2)
    #define TEST_SM2
#endif

/* The entry points of one curve. */
typedef struct sp_curve {
    const char* name;
    int idx;                            /* ecc_sets index; -1: SM2 */
    int (*mulmod)(const mp_int*, const ecc_point*, ecc_point*, int, void*);
    int (*mulmod_base)(const mp_int*, ecc_point*, int, void*);
    int (*mulmod_add)(const mp_int*, const ecc_point*, const ecc_point*,
                      int, ecc_point*, int, void*);
    int (*mulmod_base_add)(const mp_int*, const ecc_point*, int, ecc_point*,
                           int, void*);
    int (*make_key)(WC_RNG*, mp_int*, ecc_point*, void*);
    int (*secret_gen)(const mp_int*, const ecc_point*, byte*, word32*,
                      void*);
    int (*sign)(const byte*, word32, WC_RNG*, const mp_int*, mp_int*,
                mp_int*, mp_int*, void*);
    int (*verify)(const byte*, word32, const mp_int*, const mp_int*,
                  const mp_int*, const mp_int*, const mp_int*, int*, void*);
    int (*is_point)(const mp_int*, const mp_int*);
    int (*check_key)(const mp_int*, const mp_int*, const mp_int*, void*);
    int (*proj_add)(mp_int*, mp_int*, mp_int*, mp_int*, mp_int*, mp_int*,
                    mp_int*, mp_int*, mp_int*);
    int (*proj_dbl)(mp_int*, mp_int*, mp_int*, mp_int*, mp_int*, mp_int*);
    int (*map)(mp_int*, mp_int*, mp_int*);
    int (*uncompress)(mp_int*, int, mp_int*);
} sp_curve;

#define CURVE(nm, idx, s) { nm, idx, sp_ecc_mulmod_##s, \
    sp_ecc_mulmod_base_##s, sp_ecc_mulmod_add_##s, \
    sp_ecc_mulmod_base_add_##s, sp_ecc_make_key_##s, sp_ecc_secret_gen_##s, \
    sp_ecc_sign_##s, sp_ecc_verify_##s, sp_ecc_is_point_##s, \
    sp_ecc_check_key_##s, sp_ecc_proj_add_point_##s, \
    sp_ecc_proj_dbl_point_##s, sp_ecc_map_##s, sp_ecc_uncompress_##s }

static const sp_curve curves[] = {
    CURVE("P-256", 0, 256),
    CURVE("P-384", 1, 384),
    CURVE("P-521", 2, 521),
#ifdef TEST_SM2
    CURVE("SM2", -1, sm2_256),
#endif
};

#ifdef TEST_SM2
/* The SM2 recommended curve (GB/T 32918.5-2017), built here the way
 * ecc_curve_new builds the curves of ecc_sets (a = -3 for all of them),
 * so that the generic ecc_point.c code serves as the oracle whether or not
 * ecc_sets lists SM2. */
static const ecc_set_type sm2_set = {
    32, ECC_SM2P256V1, "SM2P256V1",
    "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF",
    "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFC",
    "28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93",
    "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123",
    "32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7",
    "BC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0",
    NULL, 0, 0, 1
};

static int sm2_curve_new(ecc_curve** out)
{
    ecc_curve* c = (ecc_curve*)calloc(1, sizeof(ecc_curve));
    int err;

    if (c == NULL)
        return MEMORY_E;
    c->dp = &sm2_set;
    c->idx = -1;
    c->size = 32;
    err = sp_init_multi(c->p, c->n, c->b, c->gx, c->gy, c->r2);
    if (err == 0) err = sp_init_multi(c->one, c->bm, NULL, NULL, NULL, NULL);
    if (err == 0) err = sp_read_radix(c->p, sm2_set.prime, MP_RADIX_HEX);
    if (err == 0) err = sp_read_radix(c->n, sm2_set.order, MP_RADIX_HEX);
    if (err == 0) err = sp_read_radix(c->b, sm2_set.Bf, MP_RADIX_HEX);
    if (err == 0) err = sp_read_radix(c->gx, sm2_set.Gx, MP_RADIX_HEX);
    if (err == 0) err = sp_read_radix(c->gy, sm2_set.Gy, MP_RADIX_HEX);
    if (err == 0) err = sp_mont_setup(c->p, &c->rho);
    if (err == 0) err = sp_mont_norm(c->one, c->p);
    if (err == 0) err = sp_sqrmod(c->one, c->p, c->r2);
    if (err == 0) err = sp_mulmod(c->b, c->one, c->p, c->bm);
    c->orderBits = sp_count_bits(c->n);
    *out = c;
    return err;
}
#endif

static WC_RNG rng;
static int passed, failed;
static const char* curName;

static void check(int ok, const char* what, int line)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    if (failed <= 30)
        printf("FAIL %s: %s (line %d)\n", curName, what, line);
}
#define CHECK(c, what) check((c) ? 1 : 0, (what), __LINE__)

/* ---------------------------------------------------------------------- */
/* sp_int helpers (the reference side)                                     */
/* ---------------------------------------------------------------------- */

/* a = a random number below 2^bits. */
static int rand_bits(mp_int* a, int bits)
{
    byte buf[80];
    int len = (bits + 7) / 8;
    int err = wc_RNG_GenerateBlock(&rng, buf, (word32)len);

    if (err == 0) {
        if (bits % 8)
            buf[0] &= (byte)(0xff >> (8 - bits % 8));
        err = sp_read_unsigned_bin(a, buf, (word32)len);
    }
    return err;
}

/* a = a random number in [lo, m) (lo = 0 or 1). */
static int rand_below(mp_int* a, const mp_int* m, int lo)
{
    int err;

    do {
        err = rand_bits(a, sp_count_bits(m));
    } while ((err == 0) && ((sp_cmp(a, m) != MP_LT) ||
                            (lo && sp_iszero(a))));
    return err;
}

/* R = k P affine with the generic ladder (k any non-negative value: reduced
 * mod n first); O as (0, 0, 0). */
static int gen_mul(const ecc_curve* c, const mp_int* k, const ecc_point* P,
                   ecc_point* R)
{
    mp_int kr[1];
    int err = sp_init(kr);

    if (err == 0)
        err = sp_mod(k, c->n, kr);
    if (err == 0)
        err = ecc_mul_ct(c, kr, P, R, NULL);
    if (err == ECC_INF_E) {
        sp_zero(R->x);
        sp_zero(R->y);
        sp_zero(R->z);
        err = 0;
    }
    return err;
}

static int is_inf(const ecc_point* p)
{
    return sp_iszero(p->z) || (sp_iszero(p->x) && sp_iszero(p->y));
}

/* Affine points equal (both O counts as equal). */
static int aff_eq(const ecc_point* a, const ecc_point* b)
{
    if (is_inf(a) || is_inf(b))
        return is_inf(a) && is_inf(b);
    return (sp_cmp(a->x, b->x) == MP_EQ) && (sp_cmp(a->y, b->y) == MP_EQ);
}

/* J = a random Jacobian representation of the affine point A: z random,
 * X = x z^2, Y = y z^3.  O stays (0, 0, 0)... with x, y random. */
static int to_jac(const ecc_curve* c, const ecc_point* A, ecc_point* J)
{
    mp_int z2[1];
    int err = sp_init(z2);

    if (is_inf(A)) {
        if (err == 0) err = rand_below(J->x, c->p, 0);
        if (err == 0) err = rand_below(J->y, c->p, 0);
        sp_zero(J->z);
        return err;
    }
    if (err == 0) err = rand_below(J->z, c->p, 1);
    if (err == 0) err = sp_sqrmod(J->z, c->p, z2);
    if (err == 0) err = sp_mulmod(A->x, z2, c->p, J->x);
    if (err == 0) err = sp_mulmod(z2, J->z, c->p, z2);
    if (err == 0) err = sp_mulmod(A->y, z2, c->p, J->y);
    return err;
}

/* A = affine form of the Jacobian point J (O as (0, 0, 0)). */
static int to_aff(const ecc_curve* c, const ecc_point* J, ecc_point* A)
{
    mp_int zi[1], t[1];
    int err = sp_init_multi(zi, t, NULL, NULL, NULL, NULL);

    if (sp_iszero(J->z)) {
        sp_zero(A->x);
        sp_zero(A->y);
        sp_zero(A->z);
        return err;
    }
    if (err == 0) err = sp_invmod(J->z, c->p, zi);
    if (err == 0) err = sp_sqrmod(zi, c->p, t);
    if (err == 0) err = sp_mulmod(J->x, t, c->p, A->x);
    if (err == 0) err = sp_mulmod(t, zi, c->p, t);
    if (err == 0) err = sp_mulmod(J->y, t, c->p, A->y);
    if (err == 0) err = sp_set(A->z, 1);
    return err;
}

/* R mod p of the SP backends' Montgomery form (upstream wolfSSL's
 * convention for projective points: map = 0 results, inMont = 1 inputs,
 * proj_add/proj_dbl/map): R = 2^bits for P-256, P-384 and SM2 (with 32-
 * and 64-bit words alike), 1 for P-521 (plain values). */
static int mont_r(const ecc_curve* c, mp_int* r)
{
    int bits = sp_count_bits(c->p);

    if (bits == 521)
        return sp_set(r, 1);
    return sp_2expt(r, bits);
}

/* J = its coordinates times R (tomont) or R^-1 mod p, in place. */
static int mont_conv(const ecc_curve* c, ecc_point* J, int tomont)
{
    mp_int r[1];
    int err = sp_init(r);

    if (err == 0) err = mont_r(c, r);
    if (err == 0) err = sp_mod(r, c->p, r);
    if ((err == 0) && !tomont) err = sp_invmod(r, c->p, r);
    if (err == 0) err = sp_mulmod(J->x, r, c->p, J->x);
    if (err == 0) err = sp_mulmod(J->y, r, c->p, J->y);
    if (err == 0) err = sp_mulmod(J->z, r, c->p, J->z);
    return err;
}

static int copy_pt(const ecc_point* a, ecc_point* r)
{
    int err = sp_copy(a->x, r->x);
    if (err == 0) err = sp_copy(a->y, r->y);
    if (err == 0) err = sp_copy(a->z, r->z);
    return err;
}

/* e = leftmost orderBits bits of the hash (FIPS 186-5 6.4.1), mod n. */
static int hash_e(const ecc_curve* c, const byte* h, word32 len, mp_int* e)
{
    word32 max = (word32)(c->orderBits + 7) / 8;
    int err;

    if (len > max)
        len = max;
    err = sp_read_unsigned_bin(e, h, len);
    if ((err == 0) && (len * 8 > (word32)c->orderBits))
        err = sp_rshb(e, (int)(len * 8 - (word32)c->orderBits), e);
    if (err == 0)
        err = sp_mod(e, c->n, e);
    return err;
}

/* Generic ECDSA with nonce k: r = x(kG) mod n, s = k^-1 (e + r d). */
static int gen_sign(const ecc_curve* c, const mp_int* d, const mp_int* k,
                    const byte* h, word32 hl, mp_int* r, mp_int* s)
{
    ecc_point R;
    mp_int e[1], t[1];
    int err = ecc_point_init(&R);

    if (err == 0) err = sp_init_multi(e, t, NULL, NULL, NULL, NULL);
    if (err == 0) err = gen_mul(c, k, NULL, &R);
    if (err == 0) err = sp_mod(R.x, c->n, r);
    if (err == 0) err = hash_e(c, h, hl, e);
    if (err == 0) err = sp_mulmod(r, d, c->n, t);
    if (err == 0) err = sp_addmod(t, e, c->n, t);
    if (err == 0) err = sp_invmod(k, c->n, s);
    if (err == 0) err = sp_mulmod(s, t, c->n, s);
    ecc_point_clear(&R);
    return err;
}

/* Generic ECDSA verification; *res = 1 when valid. */
static int gen_verify(const ecc_curve* c, const ecc_point* Q,
                      const mp_int* r, const mp_int* s, const byte* h,
                      word32 hl, int* res)
{
    ecc_point X;
    mp_int e[1], w[1], u1[1], u2[1];
    int err = ecc_point_init(&X);

    *res = 0;
    if (sp_iszero(r) || sp_iszero(s) || (sp_cmp(r, c->n) != MP_LT) ||
        (sp_cmp(s, c->n) != MP_LT))
        return 0;
    if (err == 0) err = sp_init_multi(e, w, u1, u2, NULL, NULL);
    if (err == 0) err = hash_e(c, h, hl, e);
    if (err == 0) err = sp_invmod(s, c->n, w);
    if (err == 0) err = sp_mulmod(e, w, c->n, u1);
    if (err == 0) err = sp_mulmod(r, w, c->n, u2);
    if (err == 0) err = ecc_mul2_vt(c, u1, u2, Q, &X, NULL);
    if (err == ECC_INF_E) {
        err = 0;
    }
    else if (err == 0) {
        err = sp_mod(X.x, c->n, e);
        if ((err == 0) && (sp_cmp(e, r) == MP_EQ))
            *res = 1;
    }
    ecc_point_clear(&X);
    return err;
}

/* Generic SM2 signature with nonce k (GB/T 32918.2 6.1):
 * r = (e + x(kG)) mod n, s = (1 + d)^-1 (k - r d) mod n. */
static int gen_sign_sm2(const ecc_curve* c, const mp_int* d, const mp_int* k,
                        const byte* h, word32 hl, mp_int* r, mp_int* s)
{
    ecc_point R;
    mp_int e[1], t[1];
    int err = ecc_point_init(&R);

    if (err == 0) err = sp_init_multi(e, t, NULL, NULL, NULL, NULL);
    if (err == 0) err = gen_mul(c, k, NULL, &R);
    if (err == 0) err = hash_e(c, h, hl, e);
    if (err == 0) err = sp_addmod(e, R.x, c->n, r);
    if (err == 0) err = sp_mulmod(r, d, c->n, t);
    if (err == 0) err = sp_submod(k, t, c->n, t);
    if (err == 0) err = sp_add_d(d, 1, s);
    if (err == 0) err = sp_invmod(s, c->n, s);
    if (err == 0) err = sp_mulmod(s, t, c->n, s);
    ecc_point_clear(&R);
    return err;
}

/* Generic SM2 verification (GB/T 32918.2 7.1); *res = 1 when valid. */
static int gen_verify_sm2(const ecc_curve* c, const ecc_point* Q,
                          const mp_int* r, const mp_int* s, const byte* h,
                          word32 hl, int* res)
{
    ecc_point X;
    mp_int e[1], t[1];
    int err = ecc_point_init(&X);

    *res = 0;
    if (sp_iszero(r) || sp_iszero(s) || (sp_cmp(r, c->n) != MP_LT) ||
        (sp_cmp(s, c->n) != MP_LT))
        return 0;
    if (err == 0) err = sp_init_multi(e, t, NULL, NULL, NULL, NULL);
    if (err == 0) err = sp_addmod(r, s, c->n, t);
    if ((err == 0) && sp_iszero(t))
        return 0;
    if (err == 0) err = hash_e(c, h, hl, e);
    if (err == 0) err = ecc_mul2_vt(c, s, t, Q, &X, NULL);
    if (err == ECC_INF_E) {
        err = 0;
    }
    else if (err == 0) {
        err = sp_addmod(e, X.x, c->n, t);
        if ((err == 0) && (sp_cmp(t, r) == MP_EQ))
            *res = 1;
    }
    ecc_point_clear(&X);
    return err;
}

/* The signature scheme of the curve: ECDSA, or SM2 for the SM2 curve. */
static int sig_sign(const sp_curve* sp, const ecc_curve* c, const mp_int* d,
                    const mp_int* k, const byte* h, word32 hl, mp_int* r,
                    mp_int* s)
{
    if (sp->idx < 0)
        return gen_sign_sm2(c, d, k, h, hl, r, s);
    return gen_sign(c, d, k, h, hl, r, s);
}

static int sig_verify(const sp_curve* sp, const ecc_curve* c,
                      const ecc_point* Q, const mp_int* r, const mp_int* s,
                      const byte* h, word32 hl, int* res)
{
    if (sp->idx < 0)
        return gen_verify_sm2(c, Q, r, s, h, hl, res);
    return gen_verify(c, Q, r, s, h, hl, res);
}

/* ---------------------------------------------------------------------- */
/* Test state of one curve                                                 */
/* ---------------------------------------------------------------------- */
typedef struct tstate {
    const sp_curve* sp;
    ecc_curve*      c;
    ecc_point       P, Q, R, S, J, K;     /* scratch points */
    mp_int          k[1], k2[1], t[1], r[1], s[1], r2[1], s2[1];
    int             mults;                /* SP point multiplications */
} tstate;

/* Scalar edge case i (0 <= i < EDGES) into k; returns 0 or -1 when past
 * the end. */
#define EDGES 14
static int edge_scalar(tstate* ts, int i, mp_int* k)
{
    const mp_int* n = ts->c->n;
    int err = 0;

    switch (i) {
    case 0: sp_zero(k); break;
    case 1: err = sp_set(k, 1); break;
    case 2: err = sp_set(k, 2); break;
    case 3: err = sp_set(k, 3); break;
    case 4: err = sp_sub_d(n, 1, k); break;
    case 5: err = sp_sub_d(n, 2, k); break;
    case 6: err = sp_copy(n, k); break;
    case 7: err = sp_add_d(n, 1, k); break;
    case 8: err = sp_div_2(n, k); break;                /* (n-1)/2 */
    case 9:
        err = sp_div_2(n, k);
        if (err == 0)
            err = sp_add_d(k, 1, k);
        break;
    case 10:
        err = sp_2expt(k, ts->c->orderBits);
        if (err == 0)
            err = sp_sub_d(k, 1, k);
        break;
    case 11: err = sp_2expt(k, ts->c->orderBits - 1); break;
    case 12: err = sp_set(k, 0x1f); break;             /* small, odd */
    case 13: err = sp_sub_d(n, 0x20, k); break;        /* n - 32 */
    default: return -1;
    }
    return err;
}

/* One scalar multiplication check: SP mulmod (map on/off, P in a random
 * Jacobian form) and mulmod_base against the generic ladder. */
static void check_mul(tstate* ts, const mp_int* k, const ecc_point* P)
{
    const sp_curve* sp = ts->sp;
    int err;

    /* expected k P and k G */
    err = gen_mul(ts->c, k, P, &ts->R);
    if (err == 0) err = gen_mul(ts->c, k, NULL, &ts->S);
    CHECK(err == 0, "generic mul");
    if (err != 0)
        return;
    /* SP k P, affine output, P Jacobian */
    err = to_jac(ts->c, P, &ts->J);
    if (err == 0) err = sp->mulmod(k, &ts->J, &ts->K, 1, NULL);
    CHECK(err == 0, "mulmod returns 0");
    CHECK((err == 0) && aff_eq(&ts->K, &ts->R) &&
          (is_inf(&ts->R) ? sp_iszero(ts->K.z) : sp_isone(ts->K.z)),
          "mulmod (map) = generic");
    /* SP k G, Jacobian output in Montgomery form */
    err = sp->mulmod_base(k, &ts->K, 0, NULL);
    if (err == 0) err = mont_conv(ts->c, &ts->K, 0);
    if (err == 0) err = to_aff(ts->c, &ts->K, &ts->J);
    CHECK((err == 0) && aff_eq(&ts->J, &ts->S), "mulmod_base = generic");
    ts->mults += 2;
    if ((sp_count_bits(k) % 4) != 1)
        return;
    /* sometimes also k P with map = 0 */
    err = to_jac(ts->c, P, &ts->J);
    if (err == 0) err = sp->mulmod(k, &ts->J, &ts->K, 0, NULL);
    if (err == 0) err = mont_conv(ts->c, &ts->K, 0);
    if (err == 0) err = to_aff(ts->c, &ts->K, &ts->J);
    CHECK((err == 0) && aff_eq(&ts->J, &ts->R), "mulmod (no map)");
    ts->mults++;
}

/* Scalar multiplications: edge scalars on G and on a random point, then
 * random scalars on a chain of points (each result is the next input). */
static void test_mul(tstate* ts, int iters)
{
    ecc_point* P = &ts->P;
    int i, err = 0;

    err = sp_read_radix(ts->k, "7", MP_RADIX_HEX);
    if (err == 0) err = gen_mul(ts->c, ts->k, NULL, P);        /* P = 7G */
    for (i = 0; (err == 0) && (i < EDGES); i++) {
        err = edge_scalar(ts, i, ts->k);
        if (err == 0) check_mul(ts, ts->k, P);
    }
    for (i = 0; (err == 0) && (i < iters); i++) {
        err = rand_below(ts->k, ts->c->n, 0);
        if ((err == 0) && (i % 16 == 3))        /* also above n */
            err = sp_add(ts->k, ts->c->n, ts->k);
        if ((err == 0) &&
            (sp_count_bits(ts->k) > ts->c->orderBits))
            err = sp_sub(ts->k, ts->c->n, ts->k);
        if (err == 0) check_mul(ts, ts->k, P);
        if ((err == 0) && !is_inf(&ts->R))
            err = copy_pt(&ts->R, P);
    }
    CHECK(err == 0, "test_mul set-up");
    /* the point at infinity in: O out */
    sp_zero(ts->J.x); sp_zero(ts->J.y); sp_zero(ts->J.z);
    err = ts->sp->mulmod(ts->k, &ts->J, &ts->K, 1, NULL);
    CHECK((err == 0) && is_inf(&ts->K), "mulmod O = O");
    /* scalar too long, negative */
    err = sp_2expt(ts->k, ts->c->orderBits);
    if (err == 0)
        err = ts->sp->mulmod_base(ts->k, &ts->K, 1, NULL);
    CHECK(err == ECC_OUT_OF_RANGE_E, "mulmod_base k = 2^bits rejected");
    err = sp_set(ts->k, 5);
    if (err == 0)
        err = sp_neg(ts->k, ts->k);
    if (err == 0)
        err = ts->sp->mulmod(ts->k, P, &ts->K, 1, NULL);
    CHECK(err == ECC_OUT_OF_RANGE_E, "mulmod k < 0 rejected");
    /* point off the curve, coordinate >= p */
    err = copy_pt(P, &ts->J);
    if (err == 0) err = sp_add_d(ts->J.y, 1, ts->J.y);
    if (err == 0) err = sp_set(ts->k, 3);
    if (err == 0) err = ts->sp->mulmod(ts->k, &ts->J, &ts->K, 1, NULL);
    CHECK(err == IS_POINT_E, "mulmod off-curve point rejected");
    err = copy_pt(P, &ts->J);
    if (err == 0) err = sp_add(ts->J.x, ts->c->p, ts->J.x);
    if (err == 0) err = ts->sp->mulmod(ts->k, &ts->J, &ts->K, 1, NULL);
    CHECK(err == ECC_OUT_OF_RANGE_E, "mulmod x >= p rejected");
    CHECK(ts->sp->mulmod(NULL, P, &ts->K, 1, NULL) == BAD_FUNC_ARG,
          "mulmod NULL");
    CHECK(ts->sp->mulmod_base(ts->k, NULL, 1, NULL) == BAD_FUNC_ARG,
          "mulmod_base NULL");
}

/* ECDH and key generation against the generic path. */
static void test_ecdh_keygen(tstate* ts, int iters)
{
    const sp_curve* sp = ts->sp;
    byte out[MAX_ECC_BYTES], exp[MAX_ECC_BYTES];
    word32 len;
    int i, err = 0, size = ts->c->size;

    for (i = 0; (err == 0) && (i < iters); i++) {
        /* key pair (k, P) from SP keygen, checked against the ladder */
        err = sp->make_key(&rng, ts->k, &ts->P, NULL);
        CHECK(err == 0, "make_key");
        CHECK((err == 0) && !sp_iszero(ts->k) &&
              (sp_cmp(ts->k, ts->c->n) == MP_LT), "make_key priv range");
        if (err == 0) err = gen_mul(ts->c, ts->k, NULL, &ts->R);
        CHECK((err == 0) && aff_eq(&ts->P, &ts->R) && sp_isone(ts->P.z),
              "make_key pub = priv G");
        /* peer (k2, Q); secret = x(k k2 G) */
        if (err == 0) err = rand_below(ts->k2, ts->c->n, 1);
        if (err == 0) err = gen_mul(ts->c, ts->k2, NULL, &ts->Q);
        if (err == 0) err = gen_mul(ts->c, ts->k, &ts->Q, &ts->R);
        if (err == 0) err = sp_to_unsigned_bin_len(ts->R.x, exp, size);
        len = sizeof(out);
        if (err == 0) {
            /* the peer point in a random Jacobian form */
            err = to_jac(ts->c, &ts->Q, &ts->J);
            if (err == 0)
                err = sp->secret_gen(ts->k, &ts->J, out, &len, NULL);
            CHECK((err == 0) && (len == (word32)size) &&
                  (memcmp(out, exp, (size_t)size) == 0),
                  "secret_gen = generic");
        }
        ts->mults += 3;
    }
    /* errors */
    len = (word32)size - 1;
    CHECK(sp->secret_gen(ts->k, &ts->Q, out, &len, NULL) == BUFFER_E,
          "secret_gen short buffer");
    len = sizeof(out);
    sp_zero(ts->k2);
    CHECK(sp->secret_gen(ts->k2, &ts->Q, out, &len, NULL) == ECC_PRIV_KEY_E,
          "secret_gen priv = 0");
    CHECK(sp->secret_gen(ts->c->n, &ts->Q, out, &len, NULL) ==
          ECC_PRIV_KEY_E, "secret_gen priv = n");
    err = copy_pt(&ts->Q, &ts->J);
    if (err == 0) err = sp_add_d(ts->J.x, 1, ts->J.x);
    CHECK(sp->secret_gen(ts->k, &ts->J, out, &len, NULL) == IS_POINT_E,
          "secret_gen off-curve peer");
    sp_zero(ts->J.x); sp_zero(ts->J.y); sp_zero(ts->J.z);
    CHECK(sp->secret_gen(ts->k, &ts->J, out, &len, NULL) == ECC_INF_E,
          "secret_gen peer O");
    CHECK(sp->secret_gen(NULL, &ts->Q, out, &len, NULL) == BAD_FUNC_ARG,
          "secret_gen NULL");
    CHECK(sp->make_key(NULL, ts->k, &ts->P, NULL) == BAD_FUNC_ARG,
          "make_key NULL rng");
}

/* GM/T 0003.5-2012 Annex A signature on the recommended curve (from
 * tests/vectors/sm2/sm2_vectors.txt): e, d, k -> r, s, and back. */
static void test_sm2_kat(tstate* ts)
{
    static const char* hx =
        "F0B43E94BA45ACCAACE692ED534382EB17E6AB5A19CE7B31F4486FDFC0D28640";
    const sp_curve* sp = ts->sp;
    byte e[32];
    int i, err, res = 0;

    for (i = 0; i < 32; i++) {
        unsigned int v;
        (void)sscanf(hx + 2 * i, "%2x", &v);
        e[i] = (byte)v;
    }
    err = sp_read_radix(ts->t, "3945208F7B2144B13F36E38AC6D39F95"
                        "889393692860B51A42FB81EF4DF7C5B8", MP_RADIX_HEX);
    if (err == 0)
        err = sp_read_radix(ts->k, "59276E27D506861A16680F3AD9C02DCC"
                            "EF3CC1FA3CDBE4CE6D54B80DEAC1BC21", MP_RADIX_HEX);
    if (err == 0)
        err = sp->sign(e, 32, NULL, ts->t, ts->r, ts->s, ts->k, NULL);
    if (err == 0) err = sp_read_radix(ts->r2, "F5A03B0648D2C4630EEAC513"
                   "E1BB81A15944DA3827D5B74143AC7EACEEE720B3", MP_RADIX_HEX);
    if (err == 0) err = sp_read_radix(ts->s2, "B1B6AA29DF212FD8763182BC"
                   "0D421CA1BB9038FD1F7F42D4840B69C485BBC1AA", MP_RADIX_HEX);
    CHECK((err == 0) && (sp_cmp(ts->r, ts->r2) == MP_EQ) &&
          (sp_cmp(ts->s, ts->s2) == MP_EQ), "SM2 known-answer signature");
    if (err == 0) err = sp_read_radix(ts->P.x, "09F9DF311E5421A150DD7D16"
                   "1E4BC5C672179FAD1833FC076BB08FF356F35020", MP_RADIX_HEX);
    if (err == 0) err = sp_read_radix(ts->P.y, "CCEA490CE26775A52DC6EA71"
                   "8CC1AA600AED05FBF35E084A6632F6072DA9AD13", MP_RADIX_HEX);
    if (err == 0)
        err = sp->verify(e, 32, ts->P.x, ts->P.y, NULL, ts->r2, ts->s2, &res,
                         NULL);
    CHECK((err == 0) && (res == 1), "SM2 known-answer verification");
    CHECK(sp->check_key(ts->P.x, ts->P.y, ts->t, NULL) == 0,
          "SM2 known-answer key");
}

/* Hash lengths cycled through by the ECDSA tests. */
static const word32 hashLens[] = { 32, 20, 28, 48, 64, 66, 1, 0 };

/* ECDSA: SP sign with fixed nonces = generic; SP sign with random nonces
 * verified by the generic path; generic signatures (and tampered ones)
 * through SP verify, compared with the generic verdict. */
static void test_ecdsa(tstate* ts, int iters)
{
    const sp_curve* sp = ts->sp;
    byte h[80];
    word32 hl;
    int i, err = 0, res, gres;

    for (i = 0; (err == 0) && (i < iters); i++) {
        hl = hashLens[i % (int)(sizeof(hashLens) / sizeof(hashLens[0]))];
        err = wc_RNG_GenerateBlock(&rng, h, sizeof(h));
        if (err == 0) err = rand_below(ts->t, ts->c->n, 1);  /* key d */
        if (err == 0) err = gen_mul(ts->c, ts->t, NULL, &ts->Q);
        /* fixed nonce: must equal the generic signature */
        if (err == 0) err = rand_below(ts->k, ts->c->n, 1);
        if ((err == 0) && (i == 1)) err = sp_set(ts->k, 1);
        if ((err == 0) && (i == 2)) err = sp_sub_d(ts->c->n, 1, ts->k);
        if (err == 0)
            err = sig_sign(sp, ts->c, ts->t, ts->k, h, hl, ts->r,
                           ts->s);
        if (err == 0) err = sp_copy(ts->k, ts->k2);
        if (err == 0)
            err = sp->sign(h, hl, NULL, ts->t, ts->r2, ts->s2, ts->k2,
                           NULL);
        CHECK((err == 0) && (sp_cmp(ts->r, ts->r2) == MP_EQ) &&
              (sp_cmp(ts->s, ts->s2) == MP_EQ), "sign(k) = generic");
        CHECK(sp_iszero(ts->k2), "sign wipes km");
        /* random nonce: the generic verification accepts it */
        if (err == 0)
            err = sp->sign(h, hl, &rng, ts->t, ts->r2, ts->s2, NULL, NULL);
        if (err == 0)
            err = sig_verify(sp, ts->c, &ts->Q, ts->r2, ts->s2, h, hl,
                             &gres);
        CHECK((err == 0) && (gres == 1), "generic verify(SP sign)");
        /* generic signature through SP verify (key Jacobian) */
        if (err == 0) err = to_jac(ts->c, &ts->Q, &ts->J);
        if (err == 0)
            err = sp->verify(h, hl, ts->J.x, ts->J.y, ts->J.z, ts->r, ts->s,
                             &res, NULL);
        CHECK((err == 0) && (res == 1), "SP verify(generic sign)");
        /* tampered: hash bit, r + 1, s + 1, other key; same verdict */
        if (err == 0) {
            /* a byte inside the leftmost orderBits bits */
            int hi = i % ((hl == 0) ? 1 : (hl < 32) ? (int)hl : 32);
            h[hi] ^= (byte)(1 << (i % 8));
            (void)sig_verify(sp, ts->c, &ts->Q, ts->r, ts->s, h, hl,
                             &gres);
            err = sp->verify(h, hl, ts->Q.x, ts->Q.y, ts->Q.z, ts->r, ts->s,
                             &res, NULL);
            CHECK((err == 0) && (res == gres) && (hl == 0 || res == 0),
                  "verify tampered hash");
            h[hi] ^= (byte)(1 << (i % 8));
            err = 0;
        }
        if (err == 0) err = sp_add_d(ts->s, 1, ts->s2);
        if ((err == 0) && (sp_cmp(ts->s2, ts->c->n) == MP_LT)) {
            (void)sig_verify(sp, ts->c, &ts->Q, ts->r, ts->s2, h, hl,
                             &gres);
            err = sp->verify(h, hl, ts->Q.x, ts->Q.y, ts->Q.z, ts->r,
                             ts->s2, &res, NULL);
            CHECK((err == 0) && (res == gres) && (res == 0),
                  "verify s + 1");
        }
        if (err == 0) err = gen_mul(ts->c, ts->k, NULL, &ts->P);
        if (err == 0) {
            err = sp->verify(h, hl, ts->P.x, ts->P.y, NULL, ts->r, ts->s,
                             &res, NULL);
            CHECK((err == 0) && (res == (sp_cmp(ts->k, ts->t) == MP_EQ)),
                  "verify other key");
        }
        ts->mults += 4;
    }
    /* r, s out of range; key problems; NULLs */
    sp_zero(ts->r2);
    CHECK(sp->verify(h, 32, ts->Q.x, ts->Q.y, NULL, ts->r2, ts->s, &res,
                     NULL) == MP_ZERO_E && res == 0, "verify r = 0");
    CHECK(sp->verify(h, 32, ts->Q.x, ts->Q.y, NULL, ts->r, ts->c->n, &res,
                     NULL) == ECC_OUT_OF_RANGE_E && res == 0,
          "verify s = n");
    (void)sp_add_d(ts->Q.y, 1, ts->Q.y);
    CHECK(sp->verify(h, 32, ts->Q.x, ts->Q.y, NULL, ts->r, ts->s, &res,
                     NULL) == IS_POINT_E, "verify key off the curve");
    (void)sp_sub_d(ts->Q.y, 1, ts->Q.y);
    CHECK(sp->verify(h, 32, ts->Q.x, ts->Q.y, NULL, ts->r, ts->s, NULL,
                     NULL) == BAD_FUNC_ARG, "verify NULL res");
    CHECK(sp->sign(h, 32, &rng, ts->c->n, ts->r2, ts->s2, NULL, NULL) ==
          ECC_PRIV_KEY_E, "sign d = n");
    sp_zero(ts->k);
    CHECK(sp->sign(h, 32, &rng, ts->k, ts->r2, ts->s2, NULL, NULL) ==
          ECC_PRIV_KEY_E, "sign d = 0");
    CHECK(sp->sign(h, 32, NULL, ts->t, ts->r2, ts->s2, NULL, NULL) ==
          BAD_FUNC_ARG, "sign without rng or nonce");
    (void)sp_copy(ts->c->n, ts->k2);
    CHECK(sp->sign(h, 32, NULL, ts->t, ts->r2, ts->s2, ts->k2, NULL) ==
          ECC_OUT_OF_RANGE_E, "sign nonce = n");
    if (sp->idx < 0) {
        /* SM2 keys stop at n - 2 (1 + d must be invertible) */
        (void)sp_sub_d(ts->c->n, 1, ts->k);
        CHECK(sp->sign(h, 32, &rng, ts->k, ts->r2, ts->s2, NULL, NULL) ==
              ECC_PRIV_KEY_E, "SM2 sign d = n - 1");
        (void)gen_mul(ts->c, ts->k, NULL, &ts->P);
        CHECK(sp->check_key(ts->P.x, ts->P.y, ts->k, NULL) ==
              ECC_PRIV_KEY_E, "SM2 check_key d = n - 1");
        test_sm2_kat(ts);
    }
}

/* Point helpers: projective add/double, map, is_point, check_key and
 * decompression against sp_int arithmetic and the ladder. */
static void test_points(tstate* ts, int iters)
{
    const sp_curve* sp = ts->sp;
    ecc_point *P = &ts->P, *Q = &ts->Q, *R = &ts->R, *J = &ts->J;
    ecc_point *K = &ts->K, *S = &ts->S;
    int i, err = 0, kind;

    for (i = 0; (err == 0) && (i < iters); i++) {
        kind = i % 6;       /* P+Q, P+P, P+(-P), P+O, O+Q, O+O */
        err = rand_below(ts->k, ts->c->n, 1);
        if (err == 0) err = rand_below(ts->k2, ts->c->n, 1);
        if ((err == 0) && (kind == 1)) err = sp_copy(ts->k, ts->k2);
        if ((err == 0) && (kind == 2)) err = sp_sub(ts->c->n, ts->k, ts->k2);
        if ((err == 0) && (kind >= 4)) sp_zero(ts->k);
        if ((err == 0) && ((kind == 3) || (kind == 5))) sp_zero(ts->k2);
        if (err == 0) err = gen_mul(ts->c, ts->k, NULL, P);
        if (err == 0) err = gen_mul(ts->c, ts->k2, NULL, Q);
        if (err == 0) err = sp_add(ts->k, ts->k2, ts->t);
        if (err == 0) err = gen_mul(ts->c, ts->t, NULL, S);    /* P + Q */
        /* k G + Q, Q plain and (inMont) Montgomery Jacobian; map on,
         * and off (a Montgomery Jacobian result) */
        if (err == 0) err = to_jac(ts->c, Q, K);
        if (err == 0)
            err = sp->mulmod_base_add(ts->k, K, 0, R, 1, NULL);
        CHECK((err == 0) && aff_eq(R, S), "mulmod_base_add = generic");
        if (err == 0) err = sp_set(ts->t, 1);
        if (err == 0) err = gen_mul(ts->c, ts->t, NULL, J);      /* G */
        if (err == 0)
            err = sp->mulmod_add(ts->k, J, K, 0, R, 1, NULL);
        CHECK((err == 0) && aff_eq(R, S), "mulmod_add = generic");
        if (err == 0) err = mont_conv(ts->c, K, 1);
        if (err == 0)
            err = sp->mulmod_add(ts->k, J, K, 1, R, 0, NULL);
        if (err == 0) err = mont_conv(ts->c, R, 0);
        if (err == 0) err = to_aff(ts->c, R, R);
        CHECK((err == 0) && aff_eq(R, S), "mulmod_add (inMont, no map)");
        if (err == 0)
            err = sp->mulmod_base_add(ts->k, K, 1, R, 1, NULL);
        CHECK((err == 0) && aff_eq(R, S), "mulmod_base_add (inMont)");
        /* proj_add, proj_dbl and map take Montgomery Jacobian points */
        if (err == 0) err = to_jac(ts->c, P, J);
        if (err == 0) err = mont_conv(ts->c, J, 1);
        if (err == 0)
            err = sp->proj_add(J->x, J->y, J->z, K->x, K->y, K->z, R->x,
                               R->y, R->z);
        CHECK(err == 0, "proj_add returns 0");
        if (err == 0) err = mont_conv(ts->c, R, 0);
        if (err == 0) err = to_aff(ts->c, R, K);
        CHECK((err == 0) && aff_eq(K, S), "proj_add = generic");
        /* 2P */
        if (err == 0) err = sp_add(ts->k, ts->k, ts->t);
        if (err == 0) err = gen_mul(ts->c, ts->t, NULL, S);
        if (err == 0)
            err = sp->proj_dbl(J->x, J->y, J->z, R->x, R->y, R->z);
        if (err == 0) err = mont_conv(ts->c, R, 0);
        if (err == 0) err = to_aff(ts->c, R, K);
        CHECK((err == 0) && aff_eq(K, S), "proj_dbl = generic");
        /* map of the Montgomery Jacobian form of P: affine plain */
        if (err == 0) err = sp->map(J->x, J->y, J->z);
        CHECK((err == 0) && aff_eq(J, P) &&
              (is_inf(P) ? sp_iszero(J->z) : sp_isone(J->z)),
              "map = affine");
        if (is_inf(P))
            continue;
        /* is_point, check_key */
        CHECK(sp->is_point(P->x, P->y) == MP_OKAY, "is_point(P)");
        CHECK(sp->check_key(P->x, P->y, ts->k, NULL) == 0,
              "check_key(P, k)");
        CHECK(sp->check_key(P->x, P->y, NULL, NULL) == 0, "check_key(P)");
        if (err == 0) err = sp_add_d(ts->k, 1, ts->t);
        if ((err == 0) && (sp_cmp(ts->t, ts->c->n) == MP_LT))
            CHECK(sp->check_key(P->x, P->y, ts->t, NULL) == ECC_PRIV_KEY_E,
                  "check_key(P, k + 1)");
        if (err == 0) err = sp_add_d(P->y, 1, ts->t);
        if (err == 0)
            CHECK(sp->is_point(P->x, ts->t) == MP_VAL, "is_point(x, y+1)");
        if (err == 0)
            CHECK(sp->check_key(P->x, ts->t, NULL, NULL) == MP_VAL,
                  "check_key off the curve");
        /* decompression of x with y's parity */
        if (err == 0)
            err = sp->uncompress(P->x, sp_isodd(P->y), ts->t);
        CHECK((err == 0) && (sp_cmp(ts->t, P->y) == MP_EQ),
              "uncompress = y");
        ts->mults += 5;
    }
    /* x with no point: compare with the generic decompression */
    err = sp_set(ts->k, 5);
    if (err == 0) err = gen_mul(ts->c, ts->k, NULL, P);           /* 5G */
    if (err == 0) err = sp_copy(P->x, ts->t);
    for (i = 0; (err == 0) && (i < 8); i++) {
        int gerr;
        err = sp_add_d(ts->t, 1, ts->t);
        gerr = ecc_decompress_y(ts->c, ts->t, 0, ts->k2);
        if (err == 0)
            err = sp->uncompress(ts->t, 0, ts->k);
        CHECK((gerr == 0) ? ((err == 0) && (sp_cmp(ts->k, ts->k2) == MP_EQ))
                          : (err == MP_VAL), "uncompress = generic");
        err = 0;
    }
    CHECK(sp->uncompress(ts->c->p, 0, ts->k) == MP_VAL, "uncompress x = p");
    CHECK(sp->is_point(ts->c->p, P->y) == MP_VAL, "is_point x = p");
    sp_zero(ts->t);
    CHECK(sp->check_key(ts->t, ts->t, NULL, NULL) == ECC_INF_E,
          "check_key O");
    CHECK(sp->check_key(ts->c->p, P->y, NULL, NULL) == ECC_OUT_OF_RANGE_E,
          "check_key x = p");
    CHECK(sp->check_key(P->x, P->y, ts->c->n, NULL) == ECC_PRIV_KEY_E,
          "check_key priv = n");
    CHECK(sp->check_key(P->x, P->y, ts->t, NULL) == ECC_PRIV_KEY_E,
          "check_key priv = 0");
    CHECK(sp->is_point(NULL, P->y) == BAD_FUNC_ARG, "is_point NULL");
    CHECK(sp->map(P->x, NULL, P->z) == BAD_FUNC_ARG, "map NULL");
}

/* The generic curve of sp (ecc_curve_new, or the SM2 one built here). */
static int open_curve(const sp_curve* sp, ecc_curve** c)
{
#ifdef TEST_SM2
    if (sp->idx < 0)
        return sm2_curve_new(c);
#endif
    return ecc_curve_new(sp->idx, NULL, c);
}

static int run_curve(const sp_curve* sp, int iters)
{
    tstate* ts = (tstate*)calloc(1, sizeof(tstate));
    int err;

    if (ts == NULL)
        return MEMORY_E;
    curName = sp->name;
    ts->sp = sp;
    err = open_curve(sp, &ts->c);
    if (err == 0) err = ecc_point_init(&ts->P);
    if (err == 0) err = ecc_point_init(&ts->Q);
    if (err == 0) err = ecc_point_init(&ts->R);
    if (err == 0) err = ecc_point_init(&ts->S);
    if (err == 0) err = ecc_point_init(&ts->J);
    if (err == 0) err = ecc_point_init(&ts->K);
    if (err == 0)
        err = sp_init_multi(ts->k, ts->k2, ts->t, ts->r, ts->s, ts->r2);
    if (err == 0) err = sp_init(ts->s2);
    if (err == 0) {
        test_mul(ts, iters);
        test_ecdh_keygen(ts, iters / 8 + 2);
        test_ecdsa(ts, iters / 8 + 3);
        test_points(ts, iters / 8 + 6);
        printf("%s: %d SP point multiplications checked\n", sp->name,
               ts->mults);
    }
    CHECK(err == 0, "curve set-up");
    ecc_curve_free(ts->c, NULL);
    free(ts);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Vectors for the Python-integer oracle (tests/diff/sp_ecc_diff.py)       */
/* ---------------------------------------------------------------------- */
static void put_hex(const char* tag, const mp_int* a)
{
    char buf[2 * SP_INT_BYTES + 4];

    if (sp_iszero(a))
        printf(" %s=0", tag);
    else if (sp_tohex(a, buf) == 0)
        printf(" %s=%s", tag, buf);
    else
        printf(" %s=?", tag);
}

/* Prints `count` lines per kind and curve, each computed by SP only:
 *   B <curve> k x y            k G (x = y = 0: infinity)
 *   M <curve> k px py x y      k P
 *   S <curve> d k hash r s     ECDSA with nonce k (hash: hex bytes)
 *   E <curve> d px py z        ECDH: z = x(d P)
 * The caller checks them with its own integer arithmetic. */
static int dump_vectors(const sp_curve* sp, int count)
{
    tstate* ts = (tstate*)calloc(1, sizeof(tstate));
    byte h[66], out[MAX_ECC_BYTES];
    word32 len, hl;
    int i, j, err;

    if (ts == NULL)
        return MEMORY_E;
    curName = sp->name;
    err = open_curve(sp, &ts->c);
    if (err == 0) err = ecc_point_init(&ts->P);
    if (err == 0) err = ecc_point_init(&ts->R);
    if (err == 0)
        err = sp_init_multi(ts->k, ts->k2, ts->t, ts->r, ts->s, NULL);
    for (i = 0; (err == 0) && (i < count); i++) {
        err = (i < EDGES) ? edge_scalar(ts, i, ts->k)
                          : rand_below(ts->k, ts->c->n, 0);
        if ((err == 0) && (sp_count_bits(ts->k) > ts->c->orderBits))
            err = sp_sub(ts->k, ts->c->n, ts->k);
        if (err == 0) err = sp->mulmod_base(ts->k, &ts->P, 1, NULL);
        if (err == 0) {
            printf("B %s", sp->name);
            put_hex("k", ts->k); put_hex("x", ts->P.x);
            put_hex("y", ts->P.y); printf("\n");
        }
        /* k2 P for the point P = k G just printed (when finite) */
        if ((err == 0) && !is_inf(&ts->P)) {
            err = rand_below(ts->k2, ts->c->n, 0);
            if (err == 0) err = sp->mulmod(ts->k2, &ts->P, &ts->R, 1, NULL);
            if (err == 0) {
                printf("M %s", sp->name);
                put_hex("k", ts->k2); put_hex("px", ts->P.x);
                put_hex("py", ts->P.y); put_hex("x", ts->R.x);
                put_hex("y", ts->R.y); printf("\n");
            }
            len = sizeof(out);
            if ((err == 0) && !sp_iszero(ts->k2))
                err = sp->secret_gen(ts->k2, &ts->P, out, &len, NULL);
            if ((err == 0) && !sp_iszero(ts->k2)) {
                printf("E %s", sp->name);
                put_hex("d", ts->k2); put_hex("px", ts->P.x);
                put_hex("py", ts->P.y); printf(" z=");
                for (j = 0; j < (int)len; j++)
                    printf("%02X", out[j]);
                printf("\n");
            }
        }
        /* ECDSA with d = k2 (non-zero) and a random nonce k */
        hl = hashLens[i % (int)(sizeof(hashLens) / sizeof(hashLens[0]))];
        if (err == 0) err = wc_RNG_GenerateBlock(&rng, h, sizeof(h));
        if (err == 0) err = rand_below(ts->k2, ts->c->n, 1);
        if (err == 0) err = rand_below(ts->k, ts->c->n, 1);
        if (err == 0) err = sp_copy(ts->k, ts->t);
        if (err == 0)
            err = sp->sign(h, hl, NULL, ts->k2, ts->r, ts->s, ts->t, NULL);
        if (err == 0) {
            printf("S %s", sp->name);
            put_hex("d", ts->k2); put_hex("k", ts->k);
            printf(" h=");
            for (j = 0; j < (int)hl; j++)
                printf("%02X", h[j]);
            if (hl == 0)
                printf("-");
            put_hex("r", ts->r); put_hex("s", ts->s); printf("\n");
        }
    }
    CHECK(err == 0, "vector dump");
    ecc_curve_free(ts->c, NULL);
    free(ts);
    return err;
}

int main(int argc, char** argv)
{
    const char* q = getenv("WOLFSSL_TEST_QUICK");
    const char* it = getenv("SP_ECC_DIFF_ITERS");
    int iters = 320, vectors = -1, i;
    size_t c;

    if ((q != NULL) && (q[0] == '1'))
        iters = 40;
    if (it != NULL)
        iters = atoi(it);
    for (i = 1; i < argc; i++) {
        if ((strcmp(argv[i], "--vectors") == 0) && (i + 1 < argc))
            vectors = atoi(argv[++i]);
        else if ((strcmp(argv[i], "--iters") == 0) && (i + 1 < argc))
            iters = atoi(argv[++i]);
        else {
            printf("usage: %s [--iters N] [--vectors N]\n", argv[0]);
            return 2;
        }
    }
    if ((wolfCrypt_Init() != 0) || (wc_InitRng(&rng) != 0)) {
        printf("initialisation failed\n");
        return 1;
    }
    for (c = 0; c < sizeof(curves) / sizeof(curves[0]); c++) {
        if (vectors >= 0)
            (void)dump_vectors(&curves[c], vectors);
        else
            (void)run_curve(&curves[c], iters);
    }
    wc_FreeRng(&rng);
    wolfCrypt_Cleanup();
    printf("%d passed, %d failed\n", passed, failed);
    return (failed == 0) ? 0 : 1;
}

#else /* !WOLFSSL_HAVE_SP_ECC */

int main(void)
{
    printf("SKIP: built without the SP ECC tier (WOLFSSL_HAVE_SP_ECC)\n");
    return 77;
}

#endif
