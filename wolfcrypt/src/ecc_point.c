/* ecc_point.c
 *
 * Field and point arithmetic for the NIST prime curves P-256, P-384 and
 * P-521 on the generic big-number library (sp_int), and the scalar
 * multiplications the ECC API (ecc.c) builds on.  Algorithm layer, below
 * ecc.c and above sp_int.c; the fixed-size SP backends (sp.h) replace the
 * scalar multiplications at the dispatch points in ecc.c.  Also the
 * pieces ECDSA (ecc.c) and SM2 (sm2.c) share: a digest as an integer and
 * Montgomery arithmetic modulo the group order.
 *
 * Representation.  Field elements are sp_ints in Montgomery form modulo p
 * (a~ = a * R mod p, R = 2^(DIGIT_BIT * p->used)), always fully reduced to
 * [0, p).  Products are mp_mont_mul_ct / mp_mont_sqr_ct; sums and
 * differences use mp_addmod_ct / mp_submod_ct.  Points are Jacobian
 * (X, Y, Z) with x = X / Z^2, y = Y / Z^3; the point at infinity is any
 * triple with Z = 0.  All curves (SM2 too) have a = -3, which the
 * doubling formula uses.
 *
 * Constant time.  ecc_mul_ct (secret scalars) runs a fixed 4-bit window
 * over exactly orderBits + 1 bits of k' = k + n or k + 2n (whichever has
 * bit orderBits set), so the operation sequence is the same for every k:
 * per window four doublings, a masked scan of the whole table of 16
 * multiples of P and one addition.  The accumulator is a non-zero
 * multiple of P below n before the last window, so the addition meets
 * the doubling case only there (k = 2d mod n, d < 16), where a doubling
 * is computed as well and selected by mask; the
 * remaining special cases are handled without branches: an input at
 * infinity (Z = 0) is detected with a mask over all digits of Z and the
 * other operand is selected with mp_cond_copy_ct, and a sum that is infinity
 * comes out of the addition formula with Z3 = Z1 * Z2 * H = 0 by itself.
 * Doubling infinity gives Z3 = 2 * Y * Z = 0, and no point of these
 * prime-order curves has y = 0.  Range checks of secret scalars use a
 * branch-free borrow over all digits (ecc_ct_below_order), never
 * mp_count_bits / mp_cmp.  Every sp_int call on secret values works at a
 * fixed length (p->used or n->used digits: the *_ct functions, mp_add_ct,
 * mp_copy_ct, mp_cond_copy_ct, mp_cond_swap_ct), so a value whose top digit
 * is zero (probability 2^-9 per field element for P-521) takes the same
 * path as any other.  Checked by tests/ct/ct_trace_test.py (qemu ct_trace
 * plugin): for different secrets, including scalars with a zero top
 * digit, keygen, ECDH and signing give identical instruction and address
 * traces.  ecc_mul2_vt (verification, public inputs) interleaves the
 * width-5 NAFs of its two scalars (Shamir's trick with windows), with
 * branches.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/ct.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include "ecc_internal.h"

/* ---------------------------------------------------------------------- */
/* Curve table: ecc_sets[] and its numbers are generated from              */
/* scripts/sp/fields.py into curve_consts.c (curve_consts.h)               */
/* ---------------------------------------------------------------------- */

int wc_ecc_get_curve_idx(int curve_id)
{
    int i;
    for (i = 0; i < ECC_SET_COUNT; i++) {
        if (ecc_sets[i].id == curve_id)
            return i;
    }
    return ECC_CURVE_INVALID;
}

int wc_ecc_get_curve_id(int curve_idx)
{
    if ((curve_idx < 0) || (curve_idx >= ECC_SET_COUNT))
        return ECC_CURVE_INVALID;
    return ecc_sets[curve_idx].id;
}

const char* wc_ecc_get_name(int curve_id)
{
    int idx = wc_ecc_get_curve_idx(curve_id);
    return (idx < 0) ? NULL : ecc_sets[idx].name;
}

int wc_ecc_get_curve_size_from_id(int curve_id)
{
    int idx = wc_ecc_get_curve_idx(curve_id);
    return (idx < 0) ? ECC_BAD_ARG_E : ecc_sets[idx].size;
}

const ecc_set_type* wc_ecc_get_curve_params(int curve_idx)
{
    if ((curve_idx < 0) || (curve_idx >= ECC_SET_COUNT))
        return NULL;
    return &ecc_sets[curve_idx];
}

/* ---------------------------------------------------------------------- */
/* Curve parameters as numbers                                             */
/* ---------------------------------------------------------------------- */

/* Load curve idx into a freshly allocated ecc_curve: copies of the
 * generated digits (curve_consts.c), Montgomery constants included, so
 * nothing is parsed or divided. */
int ecc_curve_new(int idx, void* heap, ecc_curve** out)
{
    ecc_curve* c;
    const ecc_curve_const* k;

    if ((out == NULL) || (idx < 0) || (idx >= ECC_SET_COUNT))
        return BAD_FUNC_ARG;
    *out = NULL;
    k = &ecc_curve_consts[idx];
    c = (ecc_curve*)XMALLOC(sizeof(ecc_curve), heap, DYNAMIC_TYPE_ECC);
    if (c == NULL)
        return MEMORY_E;
    c->dp = &ecc_sets[idx];
    c->idx = idx;
    c->size = c->dp->size;
    (void)mp_init_multi(c->p, c->n, c->b, c->gx, c->gy, c->r2);
    (void)mp_init_multi(c->one, c->bm, NULL, NULL, NULL, NULL);
    wc_const_int_load(c->p, &k->p);
    wc_const_int_load(c->n, &k->n);
    wc_const_int_load(c->b, &k->b);
    wc_const_int_load(c->gx, &k->gx);
    wc_const_int_load(c->gy, &k->gy);
    wc_const_int_load(c->r2, &k->r2);
    wc_const_int_load(c->one, &k->one);
    wc_const_int_load(c->bm, &k->bm);
    c->rho = k->rho;
    c->orderBits = k->orderBits;
    *out = c;
    return 0;
}

void ecc_curve_free(ecc_curve* c, void* heap)
{
    if (c != NULL) {
        (void)heap;
        XFREE(c, heap, DYNAMIC_TYPE_ECC);
    }
}

int ecc_point_init(ecc_point* p)
{
    if (p == NULL)
        return BAD_FUNC_ARG;
    return mp_init_multi(p->x, p->y, p->z, NULL, NULL, NULL);
}

void ecc_point_clear(ecc_point* p)
{
    if (p != NULL) {
        mp_forcezero(p->x);
        mp_forcezero(p->y);
        mp_forcezero(p->z);
    }
}

/* ---------------------------------------------------------------------- */
/* Field arithmetic in Montgomery form (all values in [0, p))              */
/* ---------------------------------------------------------------------- */

/* r = a * b * R^-1 mod p at the fixed length p->used (mp_mont_mul_ct:
 * a top digit of zero takes no other path).  r may alias a or b. */
static int fe_mul(const ecc_curve* c, mp_int* r, const mp_int* a,
                  const mp_int* b)
{
    return mp_mont_mul_ct(a, b, c->p, c->rho, r);
}

/* r = a^2 * R^-1 mod p, fixed length.  r may alias a. */
static int fe_sqr(const ecc_curve* c, mp_int* r, const mp_int* a)
{
    return mp_mont_sqr_ct(a, c->p, c->rho, r);
}

static int fe_add(const ecc_curve* c, mp_int* r, const mp_int* a,
                  const mp_int* b)
{
    return mp_addmod_ct(a, b, c->p, r);
}

static int fe_sub(const ecc_curve* c, mp_int* r, const mp_int* a,
                  const mp_int* b)
{
    return mp_submod_ct(a, b, c->p, r);
}

/* r = a * R mod p for plain 0 <= a < p. */
static int fe_to_mont(const ecc_curve* c, mp_int* r, const mp_int* a)
{
    return fe_mul(c, r, a, c->r2);
}

/* r = a * R^-1 mod p (leave Montgomery form).  r may alias a. */
static int fe_from_mont(const ecc_curve* c, mp_int* r, const mp_int* a)
{
    int err = mp_copy(a, r);
    if (err == MP_OKAY)
        err = mp_mont_red(r, c->p, c->rho);
    return err;
}

/* Mask: all ones when a == 0, else zero.  Reads every digit position of
 * the field (p->used) so the time does not depend on where a non-zero
 * digit is. */
static mp_digit fe_zero_mask(const ecc_curve* c, const mp_int* a)
{
    mp_digit d = 0;
    unsigned int i;

    for (i = 0; i < c->p->used; i++)
        d |= mp_get_digit(a, i);
    /* (d | -d) has its top bit set exactly when d != 0. */
    d = (d | ((mp_digit)0 - d)) >> (SP_WORD_SIZE - 1);
    return (mp_digit)0 - (d ^ 1);
}

/* ---------------------------------------------------------------------- */
/* Jacobian point arithmetic (Montgomery-form coordinates)                 */
/* ---------------------------------------------------------------------- */

/* R = 2 * P for a = -3, dbl-2001-b rearranged around t = 2Y: delta = Z^2,
 * Z3 = t Z (= (Y + Z)^2 - Y^2 - Z^2), 4 beta = X t^2 (beta = X Y^2),
 * alpha = 3 (X - delta)(X + delta), X3 = alpha^2 - 8 beta,
 * Y3 = alpha (4 beta - X3) - 8 Y^4 with 8 Y^4 = (t^2)^2 / 2.
 * 4M + 4S and ten additions, subtractions and halvings.  Z = 0 gives
 * Z3 = 0.  R may alias P; t: 8 temporaries. */
static int pt_dbl(const ecc_curve* c, mp_int* t, ecc_point* R,
                  const ecc_point* P)
{
    int err;

    err = fe_sqr(c, &t[0], P->z);                       /* delta */
    if (err == MP_OKAY) err = fe_add(c, &t[1], P->y, P->y);     /* t */
    if (err == MP_OKAY) err = fe_mul(c, &t[2], &t[1], P->z);    /* Z3 */
    if (err == MP_OKAY) err = fe_sqr(c, &t[1], &t[1]);          /* 4Y^2 */
    if (err == MP_OKAY) err = fe_mul(c, &t[3], P->x, &t[1]);    /* 4beta */
    if (err == MP_OKAY) err = fe_sub(c, &t[4], P->x, &t[0]);
    if (err == MP_OKAY) err = fe_add(c, &t[5], P->x, &t[0]);
    if (err == MP_OKAY) err = fe_mul(c, &t[4], &t[4], &t[5]);
    if (err == MP_OKAY) err = fe_add(c, &t[5], &t[4], &t[4]);
    if (err == MP_OKAY) err = fe_add(c, &t[4], &t[5], &t[4]);   /* alpha */
    if (err == MP_OKAY) err = fe_sqr(c, &t[5], &t[4]);
    if (err == MP_OKAY) err = fe_add(c, &t[6], &t[3], &t[3]);   /* 8beta */
    if (err == MP_OKAY) err = fe_sub(c, &t[5], &t[5], &t[6]);   /* X3 */
    if (err == MP_OKAY) err = fe_sub(c, &t[3], &t[3], &t[5]);
    if (err == MP_OKAY) err = fe_mul(c, &t[3], &t[4], &t[3]);
    if (err == MP_OKAY) err = fe_sqr(c, &t[1], &t[1]);          /* 16Y^4 */
    if (err == MP_OKAY) err = mp_div_2_mod_ct(&t[1], c->p, &t[1]);
    if (err == MP_OKAY) err = fe_sub(c, R->y, &t[3], &t[1]);    /* Y3 */
    if (err == MP_OKAY) err = mp_copy_ct(&t[5], R->x, (int)c->p->used);
    if (err == MP_OKAY) err = mp_copy_ct(&t[2], R->z, (int)c->p->used);
    return err;
}

/* First half of R = P + Q (add-2007-bl): leaves U1 in t[2], H = U2 - U1
 * in t[3], S1 in t[4], r = S2 - S1 in t[5], Z1 Z2 in t[0]. */
static int pt_add_begin(const ecc_curve* c, mp_int* t, const ecc_point* P,
                        const ecc_point* Q)
{
    int err;

    err = fe_sqr(c, &t[0], P->z);                            /* Z1Z1 */
    if (err == MP_OKAY) err = fe_sqr(c, &t[1], Q->z);        /* Z2Z2 */
    if (err == MP_OKAY) err = fe_mul(c, &t[2], P->x, &t[1]); /* U1 */
    if (err == MP_OKAY) err = fe_mul(c, &t[3], Q->x, &t[0]); /* U2 */
    if (err == MP_OKAY) err = fe_mul(c, &t[4], P->y, Q->z);
    if (err == MP_OKAY) err = fe_mul(c, &t[4], &t[4], &t[1]); /* S1 */
    if (err == MP_OKAY) err = fe_mul(c, &t[5], Q->y, P->z);
    if (err == MP_OKAY) err = fe_mul(c, &t[5], &t[5], &t[0]); /* S2 */
    if (err == MP_OKAY) err = fe_sub(c, &t[3], &t[3], &t[2]); /* H */
    if (err == MP_OKAY) err = fe_sub(c, &t[5], &t[5], &t[4]); /* r */
    if (err == MP_OKAY) err = fe_mul(c, &t[0], P->z, Q->z);
    return err;
}

/* Second half: Z3 = Z1 Z2 H, X3 = r^2 - H^3 - 2 U1 H^2,
 * Y3 = r (U1 H^2 - X3) - S1 H^3.  R may alias P or Q (they are no longer
 * read). */
static int pt_add_end(const ecc_curve* c, mp_int* t, ecc_point* R)
{
    int err;

    err = fe_mul(c, &t[0], &t[0], &t[3]);                    /* Z3 */
    if (err == MP_OKAY) err = fe_sqr(c, &t[1], &t[3]);       /* HH */
    if (err == MP_OKAY) err = fe_mul(c, &t[6], &t[1], &t[3]); /* HHH */
    if (err == MP_OKAY) err = fe_mul(c, &t[2], &t[2], &t[1]); /* V */
    if (err == MP_OKAY) err = fe_sqr(c, &t[7], &t[5]);
    if (err == MP_OKAY) err = fe_sub(c, &t[7], &t[7], &t[6]);
    if (err == MP_OKAY) err = fe_sub(c, &t[7], &t[7], &t[2]);
    if (err == MP_OKAY) err = fe_sub(c, &t[7], &t[7], &t[2]); /* X3 */
    if (err == MP_OKAY) err = fe_sub(c, &t[2], &t[2], &t[7]);
    if (err == MP_OKAY) err = fe_mul(c, &t[2], &t[5], &t[2]);
    if (err == MP_OKAY) err = fe_mul(c, &t[4], &t[4], &t[6]);
    if (err == MP_OKAY) err = fe_sub(c, R->y, &t[2], &t[4]);
    if (err == MP_OKAY) err = mp_copy_ct(&t[7], R->x, (int)c->p->used);
    if (err == MP_OKAY) err = mp_copy_ct(&t[0], R->z, (int)c->p->used);
    return err;
}

/* R = P + Q, constant time: the plain formula, then R = Q when Z1 = 0
 * and R = P when Z2 = 0, selected with masks.  P = Q (H = r = 0) is the
 * caller's (ecc_fixed_window: only in its last window; H and r are left
 * in t[3] and t[5]); P = -Q yields Z3 = 0 from the formula.  R must not
 * alias P or Q. */
static int pt_add_ct(const ecc_curve* c, mp_int* t, ecc_point* R,
                     const ecc_point* P, const ecc_point* Q)
{
    int err, n = (int)c->p->used;
    int pInf = (int)(fe_zero_mask(c, P->z) & 1);
    int qInf = (int)(fe_zero_mask(c, Q->z) & 1);

    err = pt_add_begin(c, t, P, Q);
    if (err == MP_OKAY) err = pt_add_end(c, t, R);
    if (err == MP_OKAY) err = mp_cond_copy_ct(Q->x, pInf, R->x, n);
    if (err == MP_OKAY) err = mp_cond_copy_ct(Q->y, pInf, R->y, n);
    if (err == MP_OKAY) err = mp_cond_copy_ct(Q->z, pInf, R->z, n);
    if (err == MP_OKAY) err = mp_cond_copy_ct(P->x, qInf, R->x, n);
    if (err == MP_OKAY) err = mp_cond_copy_ct(P->y, qInf, R->y, n);
    if (err == MP_OKAY) err = mp_cond_copy_ct(P->z, qInf, R->z, n);
    return err;
}

static int pt_copy(const ecc_point* P, ecc_point* R)
{
    int err = mp_copy(P->x, R->x);
    if (err == MP_OKAY) err = mp_copy(P->y, R->y);
    if (err == MP_OKAY) err = mp_copy(P->z, R->z);
    return err;
}

/* R = P + Q, variable time, all cases: infinity operands, P = Q (double)
 * and P = -Q (infinity).  R may alias P or Q. */
static int pt_add_vt(const ecc_curve* c, mp_int* t, ecc_point* R,
                     const ecc_point* P, const ecc_point* Q)
{
    int err;

    if (mp_iszero(P->z))
        return pt_copy(Q, R);
    if (mp_iszero(Q->z))
        return pt_copy(P, R);
    err = pt_add_begin(c, t, P, Q);
    if ((err == MP_OKAY) && mp_iszero(&t[3])) {
        if (mp_iszero(&t[5]))
            return pt_dbl(c, t, R, P);
        mp_zero(R->x);
        mp_zero(R->y);
        mp_zero(R->z);
        return MP_OKAY;
    }
    if (err == MP_OKAY)
        err = pt_add_end(c, t, R);
    return err;
}

/* Affine plain (x, y) -> Jacobian Montgomery (x~, y~, 1~). */
static int pt_to_mont(const ecc_curve* c, const ecc_point* P, ecc_point* R)
{
    int err = fe_to_mont(c, R->x, P->x);
    if (err == MP_OKAY) err = fe_to_mont(c, R->y, P->y);
    if (err == MP_OKAY) err = mp_copy(c->one, R->z);
    return err;
}

/* Jacobian Montgomery -> affine plain: x = X / Z^2, y = Y / Z^3 with a
 * constant-time inverse of Z, or for a public point (vt) a variable-time
 * one: (Z R)^-1 brought back to Montgomery form by two products with
 * R^2.  ECC_INF_E when Z = 0.  t: 2 temporaries.  R may alias P. */
static int pt_to_affine(const ecc_curve* c, mp_int* t, ecc_point* R,
                        const ecc_point* P, int vt)
{
    int err;

    if (mp_iszero(P->z))
        return ECC_INF_E;
    if (vt) {
        err = mp_invmod_nct(P->z, c->p, &t[0]);
        if (err == MP_OKAY) err = fe_mul(c, &t[0], &t[0], c->r2);
        if (err == MP_OKAY) err = fe_mul(c, &t[0], &t[0], c->r2);
    }
    else {
        err = mp_invmod_mont_ct(P->z, c->p, &t[0], c->rho);  /* 1/Z */
    }
    if (err == MP_OKAY) err = fe_sqr(c, &t[1], &t[0]);     /* 1/Z^2 */
    if (err == MP_OKAY) err = fe_mul(c, &t[0], &t[0], &t[1]); /* 1/Z^3 */
    if (err == MP_OKAY) err = fe_mul(c, R->x, P->x, &t[1]);
    if (err == MP_OKAY) err = fe_mul(c, R->y, P->y, &t[0]);
    if (err == MP_OKAY) err = fe_from_mont(c, R->x, R->x);
    if (err == MP_OKAY) err = fe_from_mont(c, R->y, R->y);
    if (err == MP_OKAY) err = mp_set(R->z, 1);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Scalar multiplication                                                   */
/* ---------------------------------------------------------------------- */

static int ecc_ct_below_order(const ecc_curve* c, const mp_int* k,
                              int* nz);

/* Working storage of one scalar multiplication (on the heap: an sp_int is
 * large).  Wiped before it is freed. */
typedef struct ecc_ws {
    ecc_point r0;
    ecc_point r1;
    ecc_point sum;
    ecc_point base;
    mp_int    t[8];
    mp_int    k[2];
} ecc_ws;

static int ecc_ws_new(void* heap, ecc_ws** out)
{
    ecc_ws* ws;
    int i, err;

    ws = (ecc_ws*)XMALLOC(sizeof(ecc_ws), heap, DYNAMIC_TYPE_ECC);
    if (ws == NULL)
        return MEMORY_E;
    err = ecc_point_init(&ws->r0);
    if (err == MP_OKAY) err = ecc_point_init(&ws->r1);
    if (err == MP_OKAY) err = ecc_point_init(&ws->sum);
    if (err == MP_OKAY) err = ecc_point_init(&ws->base);
    for (i = 0; (err == MP_OKAY) && (i < 8); i++)
        err = mp_init(&ws->t[i]);
    for (i = 0; (err == MP_OKAY) && (i < 2); i++)
        err = mp_init(&ws->k[i]);
    if (err != MP_OKAY) {
        XFREE(ws, heap, DYNAMIC_TYPE_ECC);
        return err;
    }
    *out = ws;
    return 0;
}

static void ecc_ws_free(ecc_ws* ws, void* heap)
{
    if (ws != NULL) {
        ForceZero(ws, sizeof(ecc_ws));
        XFREE(ws, heap, DYNAMIC_TYPE_ECC);
    }
}

/* Constant-time swap of two Jacobian points when swap is 1. */
static int pt_cswap(const ecc_curve* c, ecc_point* a, ecc_point* b,
                    int swap)
{
    int n = (int)c->p->used;
    int err = mp_cond_swap_ct(a->x, b->x, n, swap);
    if (err == MP_OKAY) err = mp_cond_swap_ct(a->y, b->y, n, swap);
    if (err == MP_OKAY) err = mp_cond_swap_ct(a->z, b->z, n, swap);
    return err;
}

/* k' = k + n, or k + 2n when k + n < 2^orderBits, so that k' has exactly
 * orderBits + 1 bits (n > 2^(orderBits-1) makes k + 2n >= 2^orderBits and
 * k + 2n < 2^(orderBits+1) for 0 <= k < n).  Selection by mask. */
static int ecc_recode_scalar(const ecc_curve* c, const mp_int* k,
                             mp_int* k1, mp_int* k2)
{
    int cnt = (int)c->n->used + 1;      /* k + 2n < 2^(orderBits + 2) */
    int err = mp_add_ct(k, c->n, cnt, k1);
    if (err == MP_OKAY)
        err = mp_add_ct(k1, c->n, cnt, k2);
    if (err == MP_OKAY) {
        int top = mp_is_bit_set(k1, (unsigned int)c->orderBits);
        err = mp_cond_copy_ct(k2, top ^ 1, k1, cnt + 1);
    }
    return err;
}

/* Fixed window of ECC_WIN bits: the table holds i P for i < 2^ECC_WIN as
 * the big-endian bytes of X, Y, Z (Montgomery form, p->used digits each;
 * entry 0 is all zeros, i.e. infinity), ecc_tab_words words an entry, so
 * that a masked scan reads words. */
#define ECC_WIN 4
#define ECC_WIN_CNT (1 << ECC_WIN)

static unsigned int ecc_tab_words(const ecc_curve* c)
{
    return (unsigned int)((3 * c->p->used * sizeof(mp_digit) + 7) / 8);
}

/* Table entry e <-> point, at the fixed length. */
static int pt_store(const ecc_curve* c, const ecc_point* P, word64* e)
{
    int nb = (int)(c->p->used * sizeof(mp_digit));
    int err = mp_to_unsigned_bin_len_ct(P->x, (byte*)e, nb);
    if (err == MP_OKAY)
        err = mp_to_unsigned_bin_len_ct(P->y, (byte*)e + nb, nb);
    if (err == MP_OKAY)
        err = mp_to_unsigned_bin_len_ct(P->z, (byte*)e + 2 * nb, nb);
    return err;
}

static int pt_load(const ecc_curve* c, const word64* e, ecc_point* R)
{
    word32 nb = (word32)(c->p->used * sizeof(mp_digit));
    int err = mp_read_unsigned_bin(R->x, (const byte*)e, nb);
    if (err == MP_OKAY)
        err = mp_read_unsigned_bin(R->y, (const byte*)e + nb, nb);
    if (err == MP_OKAY)
        err = mp_read_unsigned_bin(R->z, (const byte*)e + 2 * nb, nb);
    return err;
}

/* R = table[idx]: every entry is read and masked (idx secret). */
static int ecc_tab_select(const ecc_curve* c, const word64* tab,
                          unsigned int idx, word64* sel, ecc_point* R)
{
    unsigned int words = ecc_tab_words(c), i, j;

    XMEMSET(sel, 0, words * sizeof(word64));
    for (i = 0; i < ECC_WIN_CNT; i++) {
        word64 mask = wc_ct64_eq_mask(i, idx);
        const word64* e = tab + (size_t)i * words;
        for (j = 0; j < words; j++)
            sel[j] |= e[j] & mask;
    }
    return pt_load(c, sel, R);
}

/* Bits [pos, pos + ECC_WIN) of k (branch-free in its value). */
static unsigned int ecc_win_bits(const mp_int* k, unsigned int pos)
{
    unsigned int v = 0, i;

    for (i = 0; i < ECC_WIN; i++)
        v |= (unsigned int)mp_is_bit_set(k, pos + i) << i;
    return v;
}

/* table[i] = i base: T[2i] = 2 T[i], T[2i + 1] = T[2i] + base (never the
 * doubling case: 2i != 1 mod n). */
static int ecc_tab_build(const ecc_curve* c, ecc_ws* ws, word64* tab)
{
    unsigned int words = ecc_tab_words(c), i;
    int err;

    XMEMSET(tab, 0, words * sizeof(word64));
    err = pt_store(c, &ws->base, tab + words);
    for (i = 1; (err == MP_OKAY) && (i < ECC_WIN_CNT / 2); i++) {
        err = pt_load(c, tab + (size_t)i * words, &ws->r1);
        if (err == MP_OKAY)
            err = pt_dbl(c, ws->t, &ws->sum, &ws->r1);
        if (err == MP_OKAY)
            err = pt_store(c, &ws->sum, tab + (size_t)(2 * i) * words);
        if (err == MP_OKAY)
            err = pt_add_ct(c, ws->t, &ws->r1, &ws->sum, &ws->base);
        if (err == MP_OKAY)
            err = pt_store(c, &ws->r1, tab + (size_t)(2 * i + 1) * words);
    }
    return err;
}

/* r0 = k' base over the orderBits + 1 bits of k' (see the file comment):
 * the top window is selected, then per window ECC_WIN doublings and one
 * constant-time addition of the selected entry.  The accumulator is then
 * m P with m = (k' >> pos) & ~(2^ECC_WIN - 1) > 0, below n except at the
 * last window, so it never is infinity and the addition meets the
 * doubling case (acc = entry) only in the last window, for k = 2d mod n
 * (d < 2^ECC_WIN): there 2 acc is computed too and selected by mask when
 * H = r = 0 and the entry is not infinity.  tab: 2^ECC_WIN entries, sel:
 * one. */
static int ecc_fixed_window(const ecc_curve* c, ecc_ws* ws, word64* tab,
                            word64* sel)
{
    unsigned int bits = (unsigned int)c->orderBits + 1;
    unsigned int nw = (bits + ECC_WIN - 1) / ECC_WIN, w, i;
    int err;

    err = ecc_tab_build(c, ws, tab);
    if (err == MP_OKAY)
        err = ecc_tab_select(c, tab, ecc_win_bits(&ws->k[0],
                             (nw - 1) * ECC_WIN), sel, &ws->r0);
    for (w = nw - 1; (err == MP_OKAY) && (w > 0); w--) {
        for (i = 0; (err == MP_OKAY) && (i < ECC_WIN); i++)
            err = pt_dbl(c, ws->t, &ws->r0, &ws->r0);
        if (err == MP_OKAY)
            err = ecc_tab_select(c, tab, ecc_win_bits(&ws->k[0],
                                 (w - 1) * ECC_WIN), sel, &ws->r1);
        if ((err == MP_OKAY) && (w == 1))          /* last window */
            err = pt_dbl(c, ws->t, &ws->base, &ws->r0);
        if (err == MP_OKAY)
            err = pt_add_ct(c, ws->t, &ws->sum, &ws->r0, &ws->r1);
        if ((err == MP_OKAY) && (w == 1)) {
            /* pt_add_ct leaves H in t[3] and r in t[5]. */
            int same = (int)(fe_zero_mask(c, &ws->t[3]) &
                             fe_zero_mask(c, &ws->t[5]) &
                             ~fe_zero_mask(c, ws->r1.z) & 1);
            int n = (int)c->p->used;
            err = mp_cond_copy_ct(ws->base.x, same, ws->sum.x, n);
            if (err == MP_OKAY)
                err = mp_cond_copy_ct(ws->base.y, same, ws->sum.y, n);
            if (err == MP_OKAY)
                err = mp_cond_copy_ct(ws->base.z, same, ws->sum.z, n);
        }
        if (err == MP_OKAY)
            err = pt_cswap(c, &ws->r0, &ws->sum, 1);
    }
    return err;
}

int ecc_mul_ct(const ecc_curve* c, const mp_int* k, const ecc_point* P,
               ecc_point* R, void* heap)
{
    ecc_ws* ws = NULL;
    word64* tab = NULL;
    size_t words = 0;
    int err, nz;

    if ((c == NULL) || (k == NULL) || (R == NULL))
        return BAD_FUNC_ARG;
    if (!ecc_ct_below_order(c, k, &nz))
        return ECC_OUT_OF_RANGE_E;
    err = ecc_ws_new(heap, &ws);
    if (err != 0)
        return err;
    if (P != NULL) {
        err = pt_to_mont(c, P, &ws->base);
    }
    else {
        err = fe_to_mont(c, ws->base.x, c->gx);
        if (err == MP_OKAY) err = fe_to_mont(c, ws->base.y, c->gy);
        if (err == MP_OKAY) err = mp_copy(c->one, ws->base.z);
    }
    if (err == MP_OKAY)
        err = ecc_recode_scalar(c, k, &ws->k[0], &ws->k[1]);
    if (err == MP_OKAY) {
        words = (size_t)(ECC_WIN_CNT + 1) * ecc_tab_words(c);
        tab = (word64*)XMALLOC(words * sizeof(word64), heap,
                               DYNAMIC_TYPE_ECC);
        if (tab == NULL)
            err = MEMORY_E;
    }
    if (err == MP_OKAY)
        err = ecc_fixed_window(c, ws, tab,
                               tab + (size_t)ECC_WIN_CNT * ecc_tab_words(c));
    if (err == MP_OKAY)
        err = pt_to_affine(c, ws->t, R, &ws->r0, 0);
    if (tab != NULL) {
        ForceZero(tab, words * sizeof(word64));
        XFREE(tab, heap, DYNAMIC_TYPE_ECC);
    }
    ecc_ws_free(ws, heap);
    return err;
}

/* Width-5 NAF of the public k < 2^bits into naf[0..bits]: k =
 * sum naf[i] 2^i, each digit 0 or odd with |digit| < 16, any two non-zero
 * digits at least 5 positions apart.  Scanning up from bit 0 with a carry:
 * a position whose bit equals the carry is a zero digit (carry kept);
 * otherwise the next 5 bits plus the carry form an odd window value,
 * taken as is below 16 and as value - 32 with a carry of 1 above.
 * Variable time. */
#define ECC_NAF_W 5
#define ECC_NAF_CNT (1 << (ECC_NAF_W - 2))     /* odd multiples 1..15 */
static void ecc_wnaf(const mp_int* k, int bits, signed char* naf)
{
    int i = 0, carry = 0, j, now, word;

    XMEMSET(naf, 0, (size_t)bits + 1);
    while (i < bits) {
        if (mp_is_bit_set(k, (unsigned int)i) == carry) {
            i++;
            continue;
        }
        now = (bits - i < ECC_NAF_W) ? bits - i : ECC_NAF_W;
        word = carry;
        for (j = 0; j < now; j++)
            word += mp_is_bit_set(k, (unsigned int)(i + j)) << j;
        carry = (word >> (ECC_NAF_W - 1)) & 1;
        naf[i] = (signed char)(word - (carry << ECC_NAF_W));
        i += now;
    }
    naf[bits] = (signed char)carry;
}

/* tab = P, 3P, ..., 15P (table entries as ecc_fixed_window's), from the
 * Montgomery-form P; uses ws->r1 and ws->sum. */
static int ecc_odd_tab(const ecc_curve* c, ecc_ws* ws, const ecc_point* P,
                       word64* tab)
{
    unsigned int words = ecc_tab_words(c), i;
    int err = pt_dbl(c, ws->t, &ws->sum, P);          /* 2P */

    if (err == MP_OKAY) err = pt_copy(P, &ws->r1);
    if (err == MP_OKAY) err = pt_store(c, &ws->r1, tab);
    for (i = 1; (err == MP_OKAY) && (i < ECC_NAF_CNT); i++) {
        err = pt_add_vt(c, ws->t, &ws->r1, &ws->r1, &ws->sum);
        if (err == MP_OKAY)
            err = pt_store(c, &ws->r1, tab + (size_t)i * words);
    }
    return err;
}

/* acc += d * P for a NAF digit d != 0, with tab = P, 3P, ..., 15P: the
 * entry (|d| - 1) / 2, negated (Y = p - Y) for d < 0.  Variable time. */
static int ecc_add_digit(const ecc_curve* c, ecc_ws* ws, ecc_point* acc,
                         const word64* tab, int d)
{
    int idx = ((d < 0) ? -d : d) >> 1;
    int err = pt_load(c, tab + (size_t)idx * ecc_tab_words(c), &ws->r1);

    if ((err == MP_OKAY) && (d < 0) && !mp_iszero(ws->r1.y))
        err = mp_sub(c->p, ws->r1.y, ws->r1.y);
    if (err == MP_OKAY)
        err = pt_add_vt(c, ws->t, acc, acc, &ws->r1);
    return err;
}

/* Interleaved width-5 NAFs (Shamir's trick with windows): one doubling
 * per bit, one addition per non-zero digit of u1 (table of G) and of u2
 * (table of Q).  Variable time; the inputs are public. */
int ecc_mul2_vt(const ecc_curve* c, const mp_int* u1, const mp_int* u2,
                const ecc_point* Q, ecc_point* R, void* heap)
{
    ecc_ws* ws = NULL;
    ecc_point* acc;
    word64* tab = NULL;
    signed char* naf = NULL;
    int i, bits, err;
    size_t words;

    if ((c == NULL) || (u1 == NULL) || (u2 == NULL) || (Q == NULL) ||
        (R == NULL))
        return BAD_FUNC_ARG;
    bits = mp_count_bits(u1);
    if (mp_count_bits(u2) > bits)
        bits = mp_count_bits(u2);
    err = ecc_ws_new(heap, &ws);
    if (err != 0)
        return err;
    words = (size_t)2 * ECC_NAF_CNT * ecc_tab_words(c);
    tab = (word64*)XMALLOC(words * sizeof(word64) + 2 * ((size_t)bits + 1),
                           heap, DYNAMIC_TYPE_ECC);
    if (tab == NULL) {
        ecc_ws_free(ws, heap);
        return MEMORY_E;
    }
    naf = (signed char*)(tab + words);
    acc = &ws->r0;
    err = fe_to_mont(c, ws->base.x, c->gx);               /* base = G */
    if (err == MP_OKAY) err = fe_to_mont(c, ws->base.y, c->gy);
    if (err == MP_OKAY) err = mp_copy(c->one, ws->base.z);
    if (err == MP_OKAY) err = ecc_odd_tab(c, ws, &ws->base, tab);
    if (err == MP_OKAY) err = pt_to_mont(c, Q, &ws->base);  /* base = Q */
    if (err == MP_OKAY)
        err = ecc_odd_tab(c, ws, &ws->base, tab + words / 2);
    if (err == MP_OKAY) {
        ecc_wnaf(u1, bits, naf);
        ecc_wnaf(u2, bits, naf + bits + 1);
        mp_zero(acc->x);
        mp_zero(acc->y);
        mp_zero(acc->z);
    }
    for (i = bits; (err == MP_OKAY) && (i >= 0); i--) {
        if (!mp_iszero(acc->z))
            err = pt_dbl(c, ws->t, acc, acc);
        if ((err == MP_OKAY) && (naf[i] != 0))
            err = ecc_add_digit(c, ws, acc, tab, naf[i]);
        if ((err == MP_OKAY) && (naf[bits + 1 + i] != 0))
            err = ecc_add_digit(c, ws, acc, tab + words / 2,
                                naf[bits + 1 + i]);
    }
    if (err == MP_OKAY)
        err = pt_to_affine(c, ws->t, R, acc, 1);
    XFREE(tab, heap, DYNAMIC_TYPE_ECC);
    ecc_ws_free(ws, heap);
    return err;
}

/* rhs = x^3 - 3x + b mod p for 0 <= x < p.  rhs must not alias x. */
static int ecc_curve_rhs(const ecc_curve* c, const mp_int* x, mp_int* rhs,
                         mp_int* tmp)
{
    int err = mp_sqrmod(x, c->p, rhs);
    if (err == MP_OKAY) err = mp_mulmod(rhs, x, c->p, rhs);       /* x^3 */
    if (err == MP_OKAY) err = mp_addmod(x, x, c->p, tmp);
    if (err == MP_OKAY) err = mp_addmod(tmp, x, c->p, tmp);       /* 3x */
    if (err == MP_OKAY) err = mp_submod(rhs, tmp, c->p, rhs);
    if (err == MP_OKAY) err = mp_addmod(rhs, c->b, c->p, rhs);
    return err;
}

static int ecc_coord_ok(const ecc_curve* c, const mp_int* v)
{
    return !mp_isneg(v) && (mp_cmp(v, c->p) == MP_LT);
}

int ecc_point_check(const ecc_curve* c, const ecc_point* P)
{
    mp_int t[3];
    int err;

    if ((c == NULL) || (P == NULL))
        return BAD_FUNC_ARG;
    if (!ecc_coord_ok(c, P->x) || !ecc_coord_ok(c, P->y))
        return ECC_OUT_OF_RANGE_E;
    if (mp_iszero(P->x) && mp_iszero(P->y))
        return ECC_INF_E;
    err = mp_init_multi(&t[0], &t[1], &t[2], NULL, NULL, NULL);
    if (err == MP_OKAY) err = ecc_curve_rhs(c, P->x, &t[0], &t[1]);
    if (err == MP_OKAY) err = mp_sqrmod(P->y, c->p, &t[2]);
    if ((err == MP_OKAY) && (mp_cmp(&t[0], &t[2]) != MP_EQ))
        err = IS_POINT_E;
    return err;
}

/* p = 3 mod 4 for all the curves, so sqrt(a) = a^((p+1)/4) when a is a
 * square; the result is checked by squaring. */
int ecc_decompress_y(const ecc_curve* c, const mp_int* x, int odd,
                     mp_int* y)
{
    mp_int t[3];
    int err;

    if ((c == NULL) || (x == NULL) || (y == NULL))
        return BAD_FUNC_ARG;
    if (!ecc_coord_ok(c, x))
        return IS_POINT_E;
    err = mp_init_multi(&t[0], &t[1], &t[2], NULL, NULL, NULL);
    if (err == MP_OKAY) err = ecc_curve_rhs(c, x, &t[0], &t[1]);
    if (err == MP_OKAY) err = mp_add_d(c->p, 1, &t[1]);
    if (err == MP_OKAY) err = mp_div_2d(&t[1], 2, &t[1], NULL);
    if (err == MP_OKAY) err = mp_exptmod_nct(&t[0], &t[1], c->p, &t[2]);
    if (err == MP_OKAY) err = mp_sqrmod(&t[2], c->p, &t[1]);
    if ((err == MP_OKAY) && (mp_cmp(&t[1], &t[0]) != MP_EQ))
        err = IS_POINT_E;
    if ((err == MP_OKAY) && (mp_isodd(&t[2]) != (odd != 0))) {
        if (mp_iszero(&t[2]))
            err = IS_POINT_E;
        else
            err = mp_sub(c->p, &t[2], &t[2]);
    }
    if (err == MP_OKAY)
        err = mp_copy(&t[2], y);
    return err;
}

/* Constant time in the digits of k: 1 when 0 <= k < n, else 0; *nz = 1
 * when k != 0.  The borrow of k - n is computed over all n->used digits
 * with the branch-free formula borrow = ((~a & b) | (~(a ^ b) & d)) >> 63
 * (d = a - b - borrow_in).  Only the sign and digit count of k branch. */
static int ecc_ct_below_order(const ecc_curve* c, const mp_int* k, int* nz)
{
    mp_digit borrow = 0, any = 0;
    unsigned int i;

    *nz = !mp_iszero(k);
    if (mp_isneg(k) || (k->used > c->n->used))
        return 0;
    for (i = 0; i < c->n->used; i++) {
        mp_digit a = mp_get_digit(k, i);
        mp_digit b = c->n->dp[i];
        mp_digit d = a - b - borrow;
        borrow = ((~a & b) | (~(a ^ b) & d)) >> (SP_WORD_SIZE - 1);
        any |= a;
    }
    *nz = (int)((any | ((mp_digit)0 - any)) >> (SP_WORD_SIZE - 1));
    return (int)borrow;
}

int ecc_scalar_in_range(const ecc_curve* c, const mp_int* k)
{
    int nz;
    int below = ecc_ct_below_order(c, k, &nz);

    return ((below & nz) == 1) ? 0 : ECC_PRIV_KEY_E;
}

/* ---------------------------------------------------------------------- */
/* Public point API                                                        */
/* ---------------------------------------------------------------------- */

ecc_point* wc_ecc_new_point_h(void* heap)
{
    ecc_point* p = (ecc_point*)XMALLOC(sizeof(ecc_point), heap,
                                       DYNAMIC_TYPE_ECC);
    if (p == NULL)
        return NULL;
    if (ecc_point_init(p) != 0) {
        XFREE(p, heap, DYNAMIC_TYPE_ECC);
        return NULL;
    }
    p->heap = heap;
    return p;
}

ecc_point* wc_ecc_new_point(void)
{
    return wc_ecc_new_point_h(NULL);
}

void wc_ecc_del_point_h(ecc_point* p, void* heap)
{
    if (p != NULL) {
        ecc_point_clear(p);
        XFREE(p, heap, DYNAMIC_TYPE_ECC);
    }
}

void wc_ecc_del_point(ecc_point* p)
{
    if (p != NULL)
        wc_ecc_del_point_h(p, p->heap);
}

int wc_ecc_copy_point(const ecc_point* p, ecc_point* r)
{
    if ((p == NULL) || (r == NULL))
        return BAD_FUNC_ARG;
    return pt_copy(p, r);
}

int wc_ecc_cmp_point(ecc_point* a, ecc_point* b)
{
    int ret;

    if ((a == NULL) || (b == NULL))
        return BAD_FUNC_ARG;
    ret = mp_cmp(a->x, b->x);
    if (ret == MP_EQ)
        ret = mp_cmp(a->y, b->y);
    if (ret == MP_EQ)
        ret = mp_cmp(a->z, b->z);
    return ret;
}

int wc_ecc_point_is_at_infinity(ecc_point* p)
{
    if (p == NULL)
        return BAD_FUNC_ARG;
    return (mp_iszero(p->x) && mp_iszero(p->y)) ? 1 : 0;
}

int wc_ecc_point_is_on_curve(ecc_point* p, int curve_idx)
{
    ecc_curve* c = NULL;
    int err;

    if (p == NULL)
        return BAD_FUNC_ARG;
    if ((curve_idx < 0) || (curve_idx >= ECC_SET_COUNT))
        return ECC_BAD_ARG_E;
    err = ecc_curve_new(curve_idx, NULL, &c);
    if (err == 0) {
        err = ecc_point_check(c, p);
        if (err == ECC_INF_E)
            err = IS_POINT_E;
    }
    ecc_curve_free(c, NULL);
    return err;
}

/* The curve whose prime is `modulus`, or -1. */
static int ecc_idx_by_prime(const mp_int* modulus)
{
    mp_int p[1];
    int i;

    (void)mp_init(p);
    for (i = 0; i < ECC_SET_COUNT; i++) {
        wc_const_int_load(p, &ecc_curve_consts[i].p);
        if (mp_cmp(p, modulus) == MP_EQ)
            return i;
    }
    return -1;
}

int wc_ecc_mulmod(const mp_int* k, ecc_point* G, ecc_point* R, mp_int* a,
                  mp_int* modulus, int map)
{
    ecc_curve* c = NULL;
    int idx, err;

    (void)a;
    (void)map;      /* the result is always affine (z = 1) */
    if ((k == NULL) || (G == NULL) || (R == NULL) || (modulus == NULL))
        return BAD_FUNC_ARG;
    idx = ecc_idx_by_prime(modulus);
    if (idx < 0)
        return ECC_BAD_ARG_E;
    err = ecc_curve_new(idx, NULL, &c);
    if (err == 0)
        err = ecc_point_check(c, G);
    if ((err == 0) && (ecc_scalar_in_range(c, k) != 0))
        err = ECC_OUT_OF_RANGE_E;
    if (err == 0)
        err = ecc_mul_ct(c, k, G, R, NULL);
    ecc_curve_free(c, NULL);
    return err;
}

/* ---------------------------------------------------------------------- */
/* Digests as integers and arithmetic modulo the order (ECDSA, SM2)        */
/* ---------------------------------------------------------------------- */

/* The excess bits (fewer than 8) are shifted out of the bytes before they
 * are read: mp_rshb would clamp, and so take a path that depends on the
 * top of an RFC 6979 nonce. */
int ecc_bits2int(const ecc_curve* c, const byte* h, word32 hLen, mp_int* e)
{
    byte   t[MAX_ECC_BYTES];
    word32 maxBytes = (word32)(c->orderBits + 7) / 8, i, sh;
    int    err;

    if (hLen > maxBytes)
        hLen = maxBytes;
    if (hLen * 8 <= (word32)c->orderBits)
        return mp_read_unsigned_bin(e, h, hLen);
    sh = hLen * 8 - (word32)c->orderBits;
    for (i = hLen; i-- > 0;)
        t[i] = (byte)((h[i] >> sh) | ((i > 0) ? (h[i - 1] << (8 - sh)) : 0));
    err = mp_read_unsigned_bin(e, t, hLen);
    ForceZero(t, hLen);
    return err;
}

/* e < 2^orderBits < 2n, so one subtraction reduces it. */
int ecc_hash_to_e(const ecc_curve* c, const byte* h, word32 hLen, mp_int* e)
{
    int err = ecc_bits2int(c, h, hLen, e);
    if ((err == MP_OKAY) && (mp_cmp(e, c->n) != MP_LT))
        err = mp_sub(e, c->n, e);
    return err;
}

int ecc_ord_setup(const ecc_curve* c, ecc_ord* o)
{
    const ecc_curve_const* k = &ecc_curve_consts[c->idx];
    int err = mp_init(o->r2);
    if (err == MP_OKAY) {
        wc_const_int_load(o->r2, &k->r2n);
        o->rho = k->rhon;
    }
    return err;
}

int ecc_ord_mul(const ecc_curve* c, const ecc_ord* o, mp_int* r,
                const mp_int* a, const mp_int* b)
{
    return mp_mont_mul_ct(a, b, c->n, o->rho, r);
}
