/* sakke_math.c
 *
 * The arithmetic behind SAKKE (RFC 6508) with RFC 6509 parameter set 1,
 * on the generic sp_int: the field F_p (p a 1024-bit prime, p = 3 mod 4),
 * F_p^2 = F_p[i] / (i^2 + 1), the curve E: y^2 = x^3 - 3x, scalar
 * multiplication, the reduced Tate pairing and the two precomputed tables
 * of the API.  Algorithm layer, below sakke.c (sakke_internal.h is the
 * interface) and above sp_int.  Each heavy operation has one entry point
 * marked "SP dispatch point" where a fixed-size SP backend for the SAKKE
 * field takes over; everything else stays here.
 *
 * Representation.  Field elements are sp_ints in Montgomery form
 * (a~ = a R mod p, R = 2^(SP_WORD_SIZE * n)), always in [0, p); products
 * are sp_mont_mul_ct, sums sp_addmod_ct / sp_submod_ct, all at the fixed
 * length n = p->used.  Points are Jacobian (X, Y, Z), x = X / Z^2,
 * y = Y / Z^3; Z = 0 is the point at infinity.  Tables store elements as
 * n native digits (so they belong to the build that made them; a header
 * records the digit size and count).
 *
 * Pairing.  <K, Q> = f_(q,K)(psi(Q))^((p^2 - 1) / q) with the distortion
 * psi(x, y) = (-x, i y).  Lines are scaled by F_p factors and vertical
 * lines dropped, both killed by the final exponentiation; since p + 1 = 4q
 * and the RFC represents PF_p = F_p^2* / F_p^* by b / a for a + b i, the
 * final exponentiation is f^4 followed by b / a (the (p - 1) power is the
 * isomorphism PF_p -> mu_(p+1), not needed for the representation).  The
 * pairing is symmetric on the order-q subgroup, so the Miller loop runs
 * over the multiples of the secret point K (the RSK), which lets a table
 * hold K's lines, and evaluates them at the public Q.
 *
 * Constant time.  Scalars (z, RSK scalars, r) go through a fixed 4-bit
 * window or the fixed-base comb: the same doublings and additions for
 * every scalar, table entries read by scanning the whole table with
 * masks, and additions that handle infinity and equal inputs by masked
 * selection (complete).  The Miller loop's sequence depends on q only;
 * the RSK enters only field operations.  Inverses are Fermat
 * (sp_invmod_mont_ct).  Nothing branches on or indexes by a secret.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef WOLFCRYPT_HAVE_SAKKE

#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/misc.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include "sakke_internal.h"
#ifdef WOLFSSL_HAVE_SP_SAKKE
    #include <wolfssl/wolfcrypt/sp.h>
#endif

/* ---------------------------------------------------------------------- */
/* RFC 6509 parameter set 1 (also RFC 6508 Appendix A)                     */
/* ---------------------------------------------------------------------- */
static const char sakke_p[] =
    "997ABB1F0A563FDA65C61198DAD0657A416C0CE19CB48261BE9AE358B3E01A2E"
    "F40AAB27E2FC0F1B228730D531A59CB0E791B39FF7C88A19356D27F4A666A6D0"
    "E26C6487326B4CD4512AC5CD65681CE1B6AFF4A831852A82A7CF3C521C3C09AA"
    "9F94D6AF56971F1FFCE3E82389857DB080C5DF10AC7ACE87666D807AFEA85FEB";
static const char sakke_q[] =
    "265EAEC7C2958FF69971846636B4195E905B0338672D20986FA6B8D62CF8068B"
    "BD02AAC9F8BF03C6C8A1CC354C69672C39E46CE7FDF222864D5B49FD2999A9B4"
    "389B1921CC9AD335144AB173595A07386DABFD2A0C614AA0A9F3CF14870F026A"
    "A7E535ABD5A5C7C7FF38FA08E2615F6C203177C42B1EB3A1D99B601EBFAA17FB";
static const char sakke_Px[] =
    "53FC09EE332C29AD0A7990053ED9B52A2B1A2FD60AEC69C698B2F204B6FF7CBF"
    "B5EDB6C0F6CE2308AB10DB9030B09E1043D5F22CDB9DFA55718BD9E7406CE890"
    "9760AF765DD5BCCB337C86548B72F2E1A702C3397A60DE74A7C1514DBA66910D"
    "D5CFB4CC80728D87EE9163A5B63F73EC80EC46C4967E0979880DC8ABEAE63895";
static const char sakke_Py[] =
    "0A8249063F6009F1F9F1F0533634A135D3E82016029906963D778D821E141178"
    "F5EA69F4654EC2B9E7F7F5E5F0DE55F66B598CCF9A140B2E416CFF0CA9E032B9"
    "70DAE117AD547C6CCAD696B5B7652FE0AC6F1E80164AA989492D979FC5A4D5F2"
    "13515AD7E9CB99A980BDAD5AD5BB4636ADB9B5706A67DCDE75573FD71BEF16D7";
/* g = <P, P>, the F_p representative b / a of its PF_p class. */
static const char sakke_g[] =
    "66FC2A432B6EA392148F15867D623068C6A87BD1FB94C41E27FABE658E015A87"
    "371E94744C96FEDA449AE9563F8BC446CBFDA85D5D00EF577072DA8F541721BE"
    "EE0FAED1828EAB90B99DFB0138C7843355DF0460B4A9FD74B4F1A32BCAFA1FFA"
    "D682C033A7942BCCE3720F20B9B7B0403C8CAE87B7A0042ACDE0FAB36461EA46";

/* Table layout: a 16-byte header (magic, SP_WORD_SIZE, digits per
 * element, entries; big-endian word32s) followed by the entries, each a
 * fixed number of n-digit elements. */
#define SAKKE_HDR_SZ        16
#define SAKKE_MAGIC_POINT   0x534B4931u     /* "SKI1": comb of I */
#define SAKKE_MAGIC_PAIR    0x534B5231u     /* "SKR1": RSK lines */
/* Comb: teeth (bits per column) and entries (non-zero column values). */
#define SAKKE_COMB_TEETH    6
#define SAKKE_COMB_ENTRIES  ((1 << SAKKE_COMB_TEETH) - 1)

/* ---------------------------------------------------------------------- */
/* Constant-time helpers on digits                                         */
/* ---------------------------------------------------------------------- */

/* All ones when d != 0, else zero. */
static sp_int_digit ct_nz_mask(sp_int_digit d)
{
    d = (d | ((sp_int_digit)0 - d)) >> (SP_WORD_SIZE - 1);
    return (sp_int_digit)0 - d;
}

/* All ones when a == b, else zero (word32 indices). */
static sp_int_digit ct_eq_mask(word32 a, word32 b)
{
    return ~ct_nz_mask((sp_int_digit)(a ^ b));
}

/* a->used from the n digits in a->dp, without branching on their
 * values; the sign becomes non-negative. */
static void ct_set_used(sp_int* a, unsigned int n)
{
    unsigned int i, used = 0;

    for (i = 0; i < n; i++) {
        unsigned int nz = (unsigned int)ct_nz_mask(a->dp[i]);
        used = (used & ~nz) | ((i + 1) & nz);
    }
    a->used = used;
    a->sign = MP_ZPOS;
}

/* Write the n-digit element a (a->used <= n) to dst (any alignment);
 * digits past a->used are written as zero, by masking, not branching. */
static void elem_put(const sakke_ctx* c, byte* dst, const sp_int* a)
{
    sp_int_digit d[SAKKE_DIGITS];
    unsigned int i;

    for (i = 0; i < c->n; i++) {
        /* i < used exactly when i - used wraps (top bit set). */
        sp_int_digit lt = (sp_int_digit)(((word64)i - (word64)a->used)
                                         >> 63);
        d[i] = a->dp[i] & ((sp_int_digit)0 - lt);
    }
    XMEMCPY(dst, d, c->n * sizeof(sp_int_digit));
}

/* a = the n-digit element at src (any alignment). */
static void elem_get(const sakke_ctx* c, sp_int* a, const byte* src)
{
    XMEMCPY(a->dp, src, c->n * sizeof(sp_int_digit));
    ct_set_used(a, c->n);
}

/* Constant-time table read: out[0..vals) = entry idx of the count
 * entries (vals elements each) at tbl; every entry is read, the wanted
 * one is kept by masks.  idx >= count gives zeros. */
static void tbl_select(sakke_ctx* c, const byte* tbl, word32 count,
                       unsigned int vals, word32 idx, sp_int** out)
{
    sp_int_digit e[3 * SAKKE_DIGITS];
    unsigned int nd = vals * c->n, i, j;
    word32 k;

    XMEMSET(c->ent, 0, nd * sizeof(sp_int_digit));
    for (k = 0; k < count; k++) {
        sp_int_digit m = ct_eq_mask(k, idx);
        XMEMCPY(e, tbl + (size_t)k * nd * sizeof(sp_int_digit),
                nd * sizeof(sp_int_digit));
        for (i = 0; i < nd; i++)
            c->ent[i] |= e[i] & m;
    }
    for (j = 0; j < vals; j++) {
        XMEMCPY(out[j]->dp, c->ent + j * c->n,
                c->n * sizeof(sp_int_digit));
        ct_set_used(out[j], c->n);
    }
    ForceZero(e, sizeof(e));
}

/* ---------------------------------------------------------------------- */
/* F_p in Montgomery form; failures (impossible for reduced inputs) are    */
/* recorded in c->err                                                      */
/* ---------------------------------------------------------------------- */

static void fp_check(sakke_ctx* c, int err)
{
    if (err != MP_OKAY)
        c->err = MP_VAL;
}

/* r = a b R^-1; r may alias a or b. */
static void fp_mul(sakke_ctx* c, sp_int* r, const sp_int* a,
                   const sp_int* b)
{
    fp_check(c, sp_mont_mul_ct(a, b, c->p, c->mp, r));
}

static void fp_sqr(sakke_ctx* c, sp_int* r, const sp_int* a)
{
    fp_check(c, sp_mont_sqr_ct(a, c->p, c->mp, r));
}

static void fp_add(sakke_ctx* c, sp_int* r, const sp_int* a,
                   const sp_int* b)
{
    fp_check(c, sp_addmod_ct(a, b, c->p, r));
}

static void fp_sub(sakke_ctx* c, sp_int* r, const sp_int* a,
                   const sp_int* b)
{
    fp_check(c, sp_submod_ct(a, b, c->p, r));
}

/* r = a at the fixed length n. */
static void fp_copy(sakke_ctx* c, sp_int* r, const sp_int* a)
{
    fp_check(c, sp_copy_ct(a, r, (int)c->n));
}

/* r = mask ? a : r (mask all ones or zero). */
static void fp_select(sakke_ctx* c, sp_int* r, const sp_int* a,
                      sp_int_digit mask)
{
    fp_check(c, sp_cond_copy_ct(a, (int)(mask & 1), r, (int)c->n));
}

/* All ones when a == 0, reading all n digit positions. */
static sp_int_digit fp_zero_mask(const sakke_ctx* c, const sp_int* a)
{
    sp_int_digit d = 0;
    unsigned int i;

    for (i = 0; i < c->n; i++)
        d |= sp_get_digit(a, i);
    return ~ct_nz_mask(d);
}

/* Plain 0 <= a < p -> Montgomery form. */
static void fp_to_mont(sakke_ctx* c, sp_int* r, const sp_int* a)
{
    fp_mul(c, r, a, c->r2);
}

/* Montgomery form -> plain (one reduction); r may alias a. */
static void fp_from_mont(sakke_ctx* c, sp_int* r, const sp_int* a)
{
    fp_copy(c, r, a);
    fp_check(c, sp_mont_red(r, c->p, c->mp));
}

/* r = a^-1 (Montgomery in and out), Fermat, constant time; 0 -> 0. */
static void fp_inv(sakke_ctx* c, sp_int* r, const sp_int* a)
{
    fp_check(c, sp_invmod_mont_ct(a, c->p, r, c->mp));
}

/* ---------------------------------------------------------------------- */
/* F_p^2 (i^2 = -1).  Temporaries t[10..12].                               */
/* ---------------------------------------------------------------------- */

/* r = x (u + v i): 3 products (Karatsuba).  r may alias x. */
static void fp2_mul2(sakke_ctx* c, sakke_fp2* r, const sakke_fp2* x,
                     const sp_int* u, const sp_int* v)
{
    sp_int* t0 = &c->t[10];
    sp_int* t1 = &c->t[11];
    sp_int* t2 = &c->t[12];

    fp_mul(c, t0, x->a, u);
    fp_mul(c, t1, x->b, v);
    fp_add(c, t2, x->a, x->b);
    fp_add(c, r->b, u, v);
    fp_mul(c, r->b, t2, r->b);
    fp_sub(c, r->b, r->b, t0);
    fp_sub(c, r->b, r->b, t1);
    fp_sub(c, r->a, t0, t1);
}

/* r = x^2 = (a + b)(a - b) + 2ab i.  r may alias x. */
static void fp2_sqr(sakke_ctx* c, sakke_fp2* r, const sakke_fp2* x)
{
    sp_int* t0 = &c->t[10];
    sp_int* t1 = &c->t[11];

    fp_add(c, t0, x->a, x->b);
    fp_sub(c, t1, x->a, x->b);
    fp_mul(c, r->b, x->a, x->b);
    fp_add(c, r->b, r->b, r->b);
    fp_mul(c, r->a, t0, t1);
}

/* w = b / a for x = a + b i (the PF_p representative), plain; constant
 * time (a = 0 gives 0). */
static void fp2_to_fp(sakke_ctx* c, sp_int* w, const sakke_fp2* x)
{
    sp_int* t0 = &c->t[10];

    fp_inv(c, t0, x->a);
    fp_mul(c, w, x->b, t0);
    fp_from_mont(c, w, w);
}

/* ---------------------------------------------------------------------- */
/* Points                                                                  */
/* ---------------------------------------------------------------------- */

/* The line through (or tangent at) points of the Miller loop, evaluated
 * at psi(Q) = (-xQ, i yQ), is (A xQ + B) + (D yQ) i up to an F_p factor.
 * pt_dbl / pt_add_line leave A, B, D in t[13], t[14], t[15]. */
#define LINE_A(c) (&(c)->t[13])
#define LINE_B(c) (&(c)->t[14])
#define LINE_D(c) (&(c)->t[15])

static void pt_copy(sakke_ctx* c, sakke_pt* r, const sakke_pt* a)
{
    fp_copy(c, r->x, a->x);
    fp_copy(c, r->y, a->y);
    fp_copy(c, r->z, a->z);
}

/* r = mask ? a : r. */
static void pt_select(sakke_ctx* c, sakke_pt* r, const sakke_pt* a,
                      sp_int_digit mask)
{
    fp_select(c, r->x, a->x, mask);
    fp_select(c, r->y, a->y, mask);
    fp_select(c, r->z, a->z, mask);
}

static void pt_set_inf(sakke_pt* r)
{
    sp_zero(r->x);
    sp_zero(r->y);
    sp_zero(r->z);
}

/* r = 2a for a = -3 (dbl-2001-b): delta = Z^2, gamma = Y^2,
 * beta = X gamma, alpha = 3 (X - delta)(X + delta), X3 = alpha^2 -
 * 8 beta, Z3 = 2 Y Z, Y3 = alpha (4 beta - X3) - 8 gamma^2.  Infinity
 * stays infinity (Z3 = 0), as does a point with Y = 0 (order 2).
 * With line != 0 also the tangent: lambda = alpha / Z3, and times
 * Z3 delta the line at psi(Q) is A = alpha delta, B = alpha X - 2 gamma,
 * D = Z3 delta.  r may alias a.  Temporaries t[0..4] (and t[13..15]). */
static void pt_dbl(sakke_ctx* c, sakke_pt* r, const sakke_pt* a, int line)
{
    sp_int* delta = &c->t[0];
    sp_int* gamma = &c->t[1];
    sp_int* beta  = &c->t[2];
    sp_int* alpha = &c->t[3];
    sp_int* u     = &c->t[4];

    fp_sqr(c, delta, a->z);
    fp_sqr(c, gamma, a->y);
    fp_mul(c, beta, a->x, gamma);
    fp_sub(c, u, a->x, delta);
    fp_add(c, alpha, a->x, delta);
    fp_mul(c, alpha, alpha, u);
    fp_add(c, u, alpha, alpha);
    fp_add(c, alpha, alpha, u);
    if (line) {
        fp_mul(c, LINE_B(c), alpha, a->x);
        fp_sub(c, LINE_B(c), LINE_B(c), gamma);
        fp_sub(c, LINE_B(c), LINE_B(c), gamma);
    }
    fp_mul(c, r->z, a->y, a->z);
    fp_add(c, r->z, r->z, r->z);
    if (line) {
        fp_mul(c, LINE_A(c), alpha, delta);
        fp_mul(c, LINE_D(c), r->z, delta);
    }
    fp_add(c, beta, beta, beta);
    fp_add(c, beta, beta, beta);                /* 4 beta */
    fp_sqr(c, r->x, alpha);
    fp_sub(c, r->x, r->x, beta);
    fp_sub(c, r->x, r->x, beta);                /* X3 */
    fp_sub(c, u, beta, r->x);
    fp_mul(c, u, alpha, u);
    fp_sqr(c, gamma, gamma);
    fp_add(c, gamma, gamma, gamma);
    fp_add(c, gamma, gamma, gamma);
    fp_add(c, gamma, gamma, gamma);             /* 8 gamma^2 */
    fp_sub(c, r->y, u, gamma);
}

/* Miller-loop addition T = T + K, K affine (kx, ky), T != +-K, neither at
 * infinity (madd-2007-bl): U2 = kx Z^2, S2 = ky Z^3, H = U2 - X,
 * r = S2 - Y, Z3 = Z H, X3 = r^2 - H^3 - 2 X H^2,
 * Y3 = r (X H^2 - X3) - Y H^3.  The chord has slope r / Z3; times Z3 it
 * is A = r, B = r kx - Z3 ky, D = Z3 at psi(Q).  Temporaries t[5..9]. */
static void pt_add_line(sakke_ctx* c, sakke_pt* T, const sp_int* kx,
                        const sp_int* ky)
{
    sp_int* a = &c->t[5];
    sp_int* h = &c->t[6];
    sp_int* rr = &c->t[7];
    sp_int* hhh = &c->t[8];
    sp_int* v = &c->t[9];

    fp_sqr(c, a, T->z);
    fp_mul(c, h, kx, a);
    fp_mul(c, rr, ky, T->z);
    fp_mul(c, rr, rr, a);
    fp_sub(c, h, h, T->x);
    fp_sub(c, rr, rr, T->y);
    fp_mul(c, T->z, T->z, h);                   /* Z3 */
    fp_sqr(c, a, h);
    fp_mul(c, hhh, h, a);
    fp_mul(c, v, T->x, a);
    fp_sqr(c, a, rr);
    fp_sub(c, a, a, hhh);
    fp_sub(c, a, a, v);
    fp_sub(c, a, a, v);                         /* X3 */
    fp_sub(c, v, v, a);
    fp_mul(c, v, rr, v);
    fp_mul(c, hhh, T->y, hhh);
    fp_sub(c, T->y, v, hhh);
    fp_copy(c, T->x, a);
    fp_copy(c, LINE_A(c), rr);
    fp_mul(c, LINE_B(c), rr, kx);
    fp_mul(c, a, T->z, ky);
    fp_sub(c, LINE_B(c), LINE_B(c), a);
    fp_copy(c, LINE_D(c), T->z);
}

/* r = a + b for any a, b (complete, constant time; add-2007-bl):
 * the sum formula (Z3 = Z1 Z2 H is 0 by itself when a = -b), then masked
 * selections: 2a when a = b (H = 0 and r = 0, neither at infinity), b
 * when a is infinity, a when b is.  r may alias a or b.  Uses t[0..9],
 * pt[2] (sum) and pt[3] (double). */
static void pt_add_ct(sakke_ctx* c, sakke_pt* r, const sakke_pt* a,
                      const sakke_pt* b)
{
    sakke_pt* s = &c->pt[2];
    sakke_pt* d = &c->pt[3];
    sp_int* z1z1 = &c->t[5];
    sp_int* z2z2 = &c->t[6];
    sp_int* u1 = &c->t[7];
    sp_int* h = &c->t[8];
    sp_int* s1 = &c->t[9];
    sp_int* rr = &c->t[0];
    sp_int_digit aInf = fp_zero_mask(c, a->z);
    sp_int_digit bInf = fp_zero_mask(c, b->z);
    sp_int_digit same;

    fp_sqr(c, z1z1, a->z);
    fp_sqr(c, z2z2, b->z);
    fp_mul(c, u1, a->x, z2z2);
    fp_mul(c, h, b->x, z1z1);
    fp_mul(c, s1, a->y, b->z);
    fp_mul(c, s1, s1, z2z2);
    fp_mul(c, rr, b->y, a->z);
    fp_mul(c, rr, rr, z1z1);
    fp_sub(c, h, h, u1);                        /* H */
    fp_sub(c, rr, rr, s1);                      /* r */
    same = fp_zero_mask(c, h) & fp_zero_mask(c, rr) & ~aInf & ~bInf;
    fp_mul(c, s->z, a->z, b->z);
    fp_mul(c, s->z, s->z, h);                   /* Z3 */
    fp_sqr(c, z1z1, h);                         /* HH */
    fp_mul(c, z2z2, h, z1z1);                   /* HHH */
    fp_mul(c, u1, u1, z1z1);                    /* V = U1 HH */
    fp_sqr(c, s->x, rr);
    fp_sub(c, s->x, s->x, z2z2);
    fp_sub(c, s->x, s->x, u1);
    fp_sub(c, s->x, s->x, u1);                  /* X3 */
    fp_sub(c, u1, u1, s->x);
    fp_mul(c, u1, rr, u1);
    fp_mul(c, s1, s1, z2z2);
    fp_sub(c, s->y, u1, s1);                    /* Y3 */
    pt_dbl(c, d, a, 0);
    pt_select(c, s, d, same);
    pt_select(c, s, b, aInf);
    pt_select(c, s, a, bInf);
    pt_copy(c, r, s);
}

/* Affine plain ecc_point (checked) -> Jacobian Montgomery, Z = 1. */
static void pt_from_ecc(sakke_ctx* c, sakke_pt* r, const ecc_point* A)
{
    fp_to_mont(c, r->x, A->x);
    fp_to_mont(c, r->y, A->y);
    fp_copy(c, r->z, c->one);
}

/* r = affine plain form of a (constant time: Fermat inverse of Z);
 * infinity gives x = y = z = 0.  Temporaries t[0..1]. */
static int pt_to_ecc(sakke_ctx* c, ecc_point* r, const sakke_pt* a)
{
    sp_int* zi = &c->t[0];
    sp_int* zi2 = &c->t[1];
    int inf = (int)(fp_zero_mask(c, a->z) & 1);
    int err;

    fp_inv(c, zi, a->z);
    fp_sqr(c, zi2, zi);
    fp_mul(c, zi, zi, zi2);
    fp_mul(c, zi2, a->x, zi2);
    fp_mul(c, zi, a->y, zi);
    fp_from_mont(c, zi2, zi2);
    fp_from_mont(c, zi, zi);
    if (c->err != 0)
        return c->err;
    err = sp_copy_ct(zi2, r->x, (int)c->n);
    if (err == MP_OKAY)
        err = sp_copy_ct(zi, r->y, (int)c->n);
    /* Infinity is not secret in practice: only degenerate inputs get
     * there. */
    if (err == MP_OKAY)
        err = sp_set(r->z, inf ? 0 : 1);
    return err;
}

/* Jacobian point -> table entry (x, y, z) / entry -> point. */
static void pt_put(const sakke_ctx* c, byte* dst, const sakke_pt* a)
{
    elem_put(c, dst, a->x);
    elem_put(c, dst + SAKKE_ELEM_BYTES, a->y);
    elem_put(c, dst + 2 * SAKKE_ELEM_BYTES, a->z);
}

static void pt_get(const sakke_ctx* c, sakke_pt* r, const byte* src)
{
    elem_get(c, r->x, src);
    elem_get(c, r->y, src + SAKKE_ELEM_BYTES);
    elem_get(c, r->z, src + 2 * SAKKE_ELEM_BYTES);
}

/* ---------------------------------------------------------------------- */
/* Scalar multiplication                                                   */
/* ---------------------------------------------------------------------- */

/* Bits [pos, pos + SAKKE_WIN) of k as a number; branch-free in k. */
static word32 scalar_window(const sp_int* k, int pos)
{
    word32 w = 0;
    int j;

    for (j = 0; j < SAKKE_WIN; j++)
        w |= (word32)sp_is_bit_set(k, (unsigned int)(pos + j)) << j;
    return w;
}

/* r = [k]b, fixed 4-bit window over 1024 bits: the table [0..15]b
 * (Jacobian, in c->win), then 256 times: four doublings and one complete
 * addition of a masked table read.  Constant time in k.  b must not be
 * pt[0..3]; r may be pt[0].  Uses pt[0..3]. */
static void pt_mul_win(sakke_ctx* c, sakke_pt* r, const sp_int* k,
                       const sakke_pt* b)
{
    const int stride = 3 * SAKKE_ELEM_BYTES;
    sakke_pt* acc = &c->pt[0];
    sakke_pt* sel = &c->pt[1];
    sp_int* out[3];
    int i, w;

    pt_set_inf(sel);
    pt_put(c, c->win, sel);
    pt_put(c, c->win + stride, b);
    for (i = 2; i < SAKKE_WIN_SIZE; i++) {
        if ((i & 1) == 0) {
            pt_get(c, sel, c->win + (i / 2) * stride);
            pt_dbl(c, sel, sel, 0);
        }
        else {
            pt_get(c, sel, c->win + (i - 1) * stride);
            pt_add_ct(c, sel, sel, b);
        }
        pt_put(c, c->win + i * stride, sel);
    }
    out[0] = sel->x;
    out[1] = sel->y;
    out[2] = sel->z;
    pt_set_inf(acc);
    for (w = 1024 / SAKKE_WIN - 1; w >= 0; w--) {
        for (i = 0; i < SAKKE_WIN; i++)
            pt_dbl(c, acc, acc, 0);
        tbl_select(c, c->win, SAKKE_WIN_SIZE, 3,
                   scalar_window(k, w * SAKKE_WIN), out);
        pt_add_ct(c, acc, acc, sel);
    }
    pt_copy(c, r, acc);
}

/* Columns of the comb: bits of q split into SAKKE_COMB_TEETH rows. */
static int comb_cols(const sakke_ctx* c)
{
    return (c->qBits + SAKKE_COMB_TEETH - 1) / SAKKE_COMB_TEETH;
}

/* r = [k]B with the comb table of B (Lim-Lee): entry e (1..63) holds
 * sum_j e_j [2^(j d)]B, affine; for column i = d-1 .. 0: double, then add
 * the entry for the bits k_(i + j d) (masked read of all 63 entries; 0
 * selects infinity).  Constant time in k for k < 2^(6 d).  Uses pt[0..3].
 */
static void pt_mul_comb(sakke_ctx* c, sakke_pt* r, const sp_int* k,
                        const byte* table)
{
    sakke_pt* acc = &c->pt[0];
    sakke_pt* sel = &c->pt[1];
    sp_int* out[2];
    int d = comb_cols(c), i, j;
    unsigned int m;

    out[0] = sel->x;
    out[1] = sel->y;
    pt_set_inf(acc);
    for (i = d - 1; i >= 0; i--) {
        word32 e = 0;
        sp_int_digit nz;

        pt_dbl(c, acc, acc, 0);
        for (j = 0; j < SAKKE_COMB_TEETH; j++)
            e |= (word32)sp_is_bit_set(k, (unsigned int)(i + j * d)) << j;
        /* e = 0 wraps to an index no entry has: zeros, i.e. infinity. */
        tbl_select(c, table + SAKKE_HDR_SZ, SAKKE_COMB_ENTRIES, 2, e - 1,
                   out);
        nz = ct_nz_mask((sp_int_digit)e);
        fp_copy(c, sel->z, c->one);
        for (m = 0; m < c->n; m++)
            sel->z->dp[m] &= nz;
        ct_set_used(sel->z, c->n);
        pt_add_ct(c, acc, acc, sel);
    }
    pt_copy(c, r, acc);
}

/* ---------------------------------------------------------------------- */
/* Tables                                                                  */
/* ---------------------------------------------------------------------- */

static void tbl_header(const sakke_ctx* c, byte* table, word32 magic,
                       word32 count)
{
    StoreBE32(table, magic);
    StoreBE32(table + 4, (word32)SP_WORD_SIZE);
    StoreBE32(table + 8, (word32)c->n);
    StoreBE32(table + 12, count);
}

/* Entries of the pairing table: one per doubling (bits of q below the
 * top) and one per addition (set bits of q strictly between the top and
 * bit 0). */
static word32 pairing_steps(const sakke_ctx* c)
{
    word32 steps = 0;
    int j;

    for (j = c->qBits - 2; j >= 0; j--) {
        steps++;
        if ((j > 0) && sp_is_bit_set(c->q, (unsigned int)j))
            steps++;
    }
    return steps;
}

word32 sakke_point_table_len(const sakke_ctx* c)
{
    (void)c;
    return SAKKE_HDR_SZ + SAKKE_COMB_ENTRIES * 2 * SAKKE_ELEM_BYTES;
}

word32 sakke_pairing_table_len(const sakke_ctx* c)
{
    return SAKKE_HDR_SZ + pairing_steps(c) * 2 * SAKKE_ELEM_BYTES;
}

int sakke_check_table(const sakke_ctx* c, const byte* table, word32 len,
                      int isPairing)
{
    word32 want = isPairing ? sakke_pairing_table_len(c) :
                              sakke_point_table_len(c);
    word32 count = isPairing ? pairing_steps(c) : SAKKE_COMB_ENTRIES;
    word32 magic = isPairing ? SAKKE_MAGIC_PAIR : SAKKE_MAGIC_POINT;

    if ((table == NULL) || (len != want) ||
        (LoadBE32(table) != magic) ||
        (LoadBE32(table + 4) != (word32)SP_WORD_SIZE) ||
        (LoadBE32(table + 8) != (word32)c->n) ||
        (LoadBE32(table + 12) != count))
        return BAD_FUNC_ARG;
    return 0;
}

/* Batch inversion (Montgomery's trick) of the Z's of the cnt Jacobian
 * points in jac (3 elements each) into affine (x, y) entries of out:
 * prefix products Z_1..Z_e go to out's x slots, one inversion, then
 * backwards 1 / Z_e = inv * prefix_(e-1), inv <- inv * Z_e.  A point at
 * infinity makes every entry zero (only for points outside the
 * subgroup).  Uses t[0..4], pt[0]. */
static void batch_affine(sakke_ctx* c, const byte* jac, byte* out, int cnt)
{
    const int js = 3 * SAKKE_ELEM_BYTES, os = 2 * SAKKE_ELEM_BYTES;
    sp_int* acc = &c->t[2];
    sp_int* zi = &c->t[3];
    sp_int* u = &c->t[4];
    sakke_pt* pt = &c->pt[0];
    int e;

    fp_copy(c, acc, c->one);
    for (e = 0; e < cnt; e++) {
        pt_get(c, pt, jac + e * js);
        fp_mul(c, acc, acc, pt->z);
        elem_put(c, out + e * os, acc);
    }
    fp_inv(c, acc, acc);
    for (e = cnt - 1; e >= 0; e--) {
        if (e > 0)
            elem_get(c, u, out + (e - 1) * os);
        else
            fp_copy(c, u, c->one);
        pt_get(c, pt, jac + e * js);
        fp_mul(c, zi, acc, u);                  /* 1 / Z_e */
        fp_mul(c, acc, acc, pt->z);
        fp_sqr(c, u, zi);
        fp_mul(c, zi, zi, u);
        fp_mul(c, u, pt->x, u);
        fp_mul(c, zi, pt->y, zi);
        elem_put(c, out + e * os, u);
        elem_put(c, out + e * os + SAKKE_ELEM_BYTES, zi);
    }
}

int sakke_gen_point_table(sakke_ctx* c, const ecc_point* B, byte* table,
                          word32* len)
{
    const int js = 3 * SAKKE_ELEM_BYTES;
    word32 need = sakke_point_table_len(c);
    byte* jac;
    sakke_pt* a = &c->pt[0];
    sakke_pt* b = &c->pt[1];
    int d = comb_cols(c), e, j, i;
    int err = sakke_check_point(c, B);

    if (err != 0)
        return err;
    if (*len < need)
        return BUFFER_E;
    jac = (byte*)XMALLOC((size_t)SAKKE_COMB_ENTRIES * js, c->heap,
                         DYNAMIC_TYPE_TMP_BUFFER);
    if (jac == NULL)
        return MEMORY_E;
    /* Entry 2^j - 1 (value 2^j) = [2^(j d)]B by repeated doubling. */
    pt_from_ecc(c, a, B);
    for (j = 0; j < SAKKE_COMB_TEETH; j++) {
        pt_put(c, jac + ((1 << j) - 1) * js, a);
        for (i = 0; (j < SAKKE_COMB_TEETH - 1) && (i < d); i++)
            pt_dbl(c, a, a, 0);
    }
    /* Other values: e = (e with its top bit cleared) + (top bit). */
    for (e = 3; e <= SAKKE_COMB_ENTRIES; e++) {
        int top = 1;

        if ((e & (e - 1)) == 0)
            continue;
        while ((top << 1) <= e)
            top <<= 1;
        pt_get(c, a, jac + (e - top - 1) * js);
        pt_get(c, b, jac + (top - 1) * js);
        pt_add_ct(c, a, a, b);
        pt_put(c, jac + (e - 1) * js, a);
    }
    batch_affine(c, jac, table + SAKKE_HDR_SZ, SAKKE_COMB_ENTRIES);
    tbl_header(c, table, SAKKE_MAGIC_POINT, SAKKE_COMB_ENTRIES);
    ForceZero(jac, (size_t)SAKKE_COMB_ENTRIES * js);
    XFREE(jac, c->heap, DYNAMIC_TYPE_TMP_BUFFER);
    *len = need;
    return c->err;
}

#ifdef WOLFSSL_HAVE_SP_SAKKE
/* Error of an SP entry point as this layer reports it (sp_int codes from
 * storing the result become the sakke_ctx convention). */
static int sp_result(int err)
{
    return (err == MP_VAL) ? BAD_FUNC_ARG : err;
}
#endif

/* ---------------------------------------------------------------------- */
/* Pairing                                                                 */
/* ---------------------------------------------------------------------- */

/* v = v * (lr + li i), the line value at psi(Q). */
static void miller_mul_line(sakke_ctx* c, sakke_fp2* v, const sp_int* lr,
                            const sp_int* li)
{
    fp2_mul2(c, v, v, lr, li);
}

/* One Miller step on T (pt[0]) with K = (kx, ky): a doubling, or an
 * addition when add != 0; leaves the line in t[13..15]. */
static void miller_step(sakke_ctx* c, int add, const sp_int* kx,
                        const sp_int* ky)
{
    if (add)
        pt_add_line(c, &c->pt[0], kx, ky);
    else
        pt_dbl(c, &c->pt[0], &c->pt[0], 1);
}

/* v = f_(q,K)(psi(Q)) up to F_p factors, then v^4.  Without a table:
 * T runs through the multiples of K (pt[1], Montgomery affine) by the
 * bits of q below the top one; each doubling squares v and multiplies by
 * the tangent's value, each set bit (except bit 0, whose chord to
 * [q]K = O is vertical) multiplies by the chord's.  With a table the
 * lines come normalised as (lambda, c): value (lambda xQ + c) + yQ i.
 * Q is (xq, yq), Montgomery.  The sequence depends on q only. */
static void miller_loop(sakke_ctx* c, sakke_fp2* v, const byte* table,
                        const sp_int* xq, const sp_int* yq)
{
    sakke_pt* K = &c->pt[1];
    sp_int* lr = c->f[1].a;
    sp_int* li = c->f[1].b;
    const byte* ent = (table != NULL) ? table + SAKKE_HDR_SZ : NULL;
    int j, s;

    fp_copy(c, v->a, c->one);
    sp_zero(v->b);
    if (table == NULL)
        pt_copy(c, &c->pt[0], K);
    for (j = c->qBits - 2; j >= 0; j--) {
        fp2_sqr(c, v, v);
        for (s = 0; s < 2; s++) {
            if ((s == 1) && ((j == 0) ||
                             !sp_is_bit_set(c->q, (unsigned int)j)))
                break;
            if (ent != NULL) {
                elem_get(c, LINE_A(c), ent);
                elem_get(c, LINE_B(c), ent + SAKKE_ELEM_BYTES);
                ent += 2 * SAKKE_ELEM_BYTES;
                fp_mul(c, lr, LINE_A(c), xq);
                fp_add(c, lr, lr, LINE_B(c));
                fp_copy(c, li, yq);
            }
            else {
                miller_step(c, s, K->x, K->y);
                fp_mul(c, lr, LINE_A(c), xq);
                fp_add(c, lr, lr, LINE_B(c));
                fp_mul(c, li, LINE_D(c), yq);
            }
            miller_mul_line(c, v, lr, li);
        }
    }
    fp2_sqr(c, v, v);
    fp2_sqr(c, v, v);
}

/* Pass of the pairing-table generation over K's Miller steps (T in
 * pt[0], K in pt[1]).  pass 0: slot k gets (D_1 ... D_k, D_k) for the
 * line scale D_k, so slot k's first element is a prefix product.
 * pass 1: slot k's first element holds 1 / D_k; it becomes
 * (A_k / D_k, B_k / D_k), the normalised line.  Uses t[0..9] and
 * t[13..15] (Miller steps) and t[11..12] (products). */
static void pairing_table_pass(sakke_ctx* c, byte* ent, int pass)
{
    sakke_pt* K = &c->pt[1];
    sp_int* acc = &c->t[11];
    sp_int* u = &c->t[12];
    int j, s;

    pt_copy(c, &c->pt[0], K);
    fp_copy(c, acc, c->one);
    for (j = c->qBits - 2; j >= 0; j--) {
        for (s = 0; s < 2; s++) {
            if ((s == 1) && ((j == 0) ||
                             !sp_is_bit_set(c->q, (unsigned int)j)))
                break;
            miller_step(c, s, K->x, K->y);
            if (pass == 0) {
                fp_mul(c, acc, acc, LINE_D(c));
                elem_put(c, ent, acc);
                elem_put(c, ent + SAKKE_ELEM_BYTES, LINE_D(c));
            }
            else {
                elem_get(c, u, ent);
                fp_mul(c, LINE_A(c), LINE_A(c), u);
                fp_mul(c, LINE_B(c), LINE_B(c), u);
                elem_put(c, ent, LINE_A(c));
                elem_put(c, ent + SAKKE_ELEM_BYTES, LINE_B(c));
            }
            ent += 2 * SAKKE_ELEM_BYTES;
        }
    }
}

/* The pairing table of K: the Miller lines normalised so that their
 * imaginary coefficient is 1 (A / D, B / D).  Three passes: prefix
 * products of the scales D, one inversion and a backward pass to the
 * individual 1 / D, then the lines again.  Constant time in K. */
int sakke_gen_pairing_table(sakke_ctx* c, const ecc_point* K, byte* table,
                            word32* len)
{
    const int es = 2 * SAKKE_ELEM_BYTES;
    word32 need = sakke_pairing_table_len(c);
    word32 steps = pairing_steps(c);
    byte* ent = table + SAKKE_HDR_SZ;
    sp_int* inv = &c->t[11];
    sp_int* u = &c->t[12];
    sp_int* d = &c->t[10];
    int err = sakke_check_point(c, K);
    int k;

    if (err != 0)
        return err;
    if (*len < need)
        return BUFFER_E;
    pt_from_ecc(c, &c->pt[1], K);
    pairing_table_pass(c, ent, 0);
    elem_get(c, inv, ent + (steps - 1) * es);
    fp_inv(c, inv, inv);
    for (k = (int)steps - 1; k >= 0; k--) {
        if (k > 0)
            elem_get(c, u, ent + (k - 1) * es);
        else
            fp_copy(c, u, c->one);
        elem_get(c, d, ent + k * es + SAKKE_ELEM_BYTES);
        fp_mul(c, u, inv, u);                   /* 1 / D_k */
        fp_mul(c, inv, inv, d);
        elem_put(c, ent + k * es, u);
    }
    pairing_table_pass(c, ent, 1);
    tbl_header(c, table, SAKKE_MAGIC_PAIR, steps);
    *len = need;
    return c->err;
}

/* SP dispatch point: the pairing.  A fixed-size backend for the 1024-bit
 * SAKKE field replaces miller_loop / fp2_to_fp here (with and without the
 * table). */
int sakke_pairing(sakke_ctx* c, const ecc_point* K, const byte* table,
                  word32 tableLen, const ecc_point* Q, sp_int* w)
{
    sakke_pt* q = &c->pt[2];
    sakke_fp2* v = &c->f[0];
    int err;

    err = sakke_check_point(c, Q);
    if ((err == 0) && (table != NULL))
        err = sakke_check_table(c, table, tableLen, 1);
    if ((err == 0) && (table == NULL))
        err = sakke_check_point(c, K);
    if (err != 0)
        return err;
#ifdef WOLFSSL_HAVE_SP_SAKKE
    /* The SP layer, from K or from the lines in the table. */
    if (table != NULL)
        return sp_result(sp_Pairing_precomp_1024(Q, table + SAKKE_HDR_SZ,
                                                 pairing_steps(c), w));
    return sp_result(sp_Pairing_1024(K, Q, w));
#endif
    pt_from_ecc(c, q, Q);
    if (table == NULL)
        pt_from_ecc(c, &c->pt[1], K);
    miller_loop(c, v, table, q->x, q->y);
    fp2_to_fp(c, w, v);
    return c->err;
}

int sakke_is_g(sakke_ctx* c, const sp_int* w)
{
    sp_int* t = &c->t[0];

    fp_from_mont(c, t, c->g);
    return (c->err == 0) && (sp_cmp(t, w) == MP_EQ);
}

/* SP dispatch point: exponentiation in F_p^2.  w = g^r in PF_p: the class
 * of 1 + g i raised to r by a fixed 4-bit window over 1024 bits (table of
 * 16 powers in c->win, masked reads), then b / a.  Constant time in r. */
int sakke_pow_g(sakke_ctx* c, const sp_int* r, sp_int* w)
{
    const int stride = 2 * SAKKE_ELEM_BYTES;
    sakke_fp2* acc = &c->f[0];
    sakke_fp2* sel = &c->f[1];
    sakke_fp2* base = &c->f[2];
    sp_int* out[2];
    int i, win;

    if ((r->sign == MP_NEG) || (r->used > c->n))
        return BAD_FUNC_ARG;
#ifdef WOLFSSL_HAVE_SP_SAKKE
    fp_from_mont(c, &c->t[0], c->g);
    if (c->err != 0)
        return c->err;
    return sp_result(sp_ModExp_Fp_star_1024(&c->t[0], r, w));
#endif
    fp_copy(c, base->a, c->one);
    fp_copy(c, base->b, c->g);
    fp_copy(c, sel->a, c->one);
    sp_zero(sel->b);
    for (i = 0; i < SAKKE_WIN_SIZE; i++) {
        elem_put(c, c->win + i * stride, sel->a);
        elem_put(c, c->win + i * stride + SAKKE_ELEM_BYTES, sel->b);
        fp2_mul2(c, sel, sel, base->a, base->b);
    }
    out[0] = sel->a;
    out[1] = sel->b;
    fp_copy(c, acc->a, c->one);
    sp_zero(acc->b);
    for (win = 1024 / SAKKE_WIN - 1; win >= 0; win--) {
        for (i = 0; i < SAKKE_WIN; i++)
            fp2_sqr(c, acc, acc);
        tbl_select(c, c->win, SAKKE_WIN_SIZE, 2,
                   scalar_window(r, win * SAKKE_WIN), out);
        fp2_mul2(c, acc, acc, sel->a, sel->b);
    }
    fp2_to_fp(c, w, acc);
    return c->err;
}

/* SP dispatch point: scalar multiplication (variable base, and fixed
 * base with the comb table). */
int sakke_mul(sakke_ctx* c, const sp_int* k, const ecc_point* B,
              const byte* table, word32 tableLen, const ecc_point* Add,
              ecc_point* R)
{
    sakke_pt* b = &c->pt[4];
    sakke_pt* r = &c->pt[0];
    int err = 0;

    if ((k->sign == MP_NEG) || (k->used > c->n))
        return BAD_FUNC_ARG;
    if (B != NULL)
        err = sakke_check_point(c, B);
    if ((err == 0) && (Add != NULL))
        err = sakke_check_point(c, Add);
    if ((err == 0) && (table != NULL))
        err = sakke_check_table(c, table, tableLen, 0);
    if (err != 0)
        return err;
#ifdef WOLFSSL_HAVE_SP_SAKKE
    /* The SP layer: [k]B (from B or its comb table), [k]P, [k]P + Add. */
    if ((table != NULL) && (Add == NULL))
        return sp_result(sp_ecc_mulmod_table_1024(k, table + SAKKE_HDR_SZ,
                                                  SAKKE_COMB_ENTRIES, R));
    else if (table != NULL)
        ;   /* the generic comb below */
    else if ((B == NULL) && (Add == NULL))
        return sp_result(sp_ecc_mulmod_base_1024(k, R, 1, c->heap));
    else if (B == NULL)
        return sp_result(sp_ecc_mulmod_base_add_1024(k, Add, 0, R, 1,
                                                     c->heap));
    else if (Add == NULL)
        return sp_result(sp_ecc_mulmod_1024(k, B, R, 1, c->heap));
#endif
    if (table != NULL) {
        pt_mul_comb(c, r, k, table);
    }
    else {
        if (B != NULL)
            pt_from_ecc(c, b, B);
        else
            pt_copy(c, b, c->base);
        pt_mul_win(c, r, k, b);
    }
    if (Add != NULL) {
        pt_from_ecc(c, &c->pt[5], Add);
        pt_add_ct(c, r, r, &c->pt[5]);
    }
    if (c->err != 0)
        return c->err;
    return pt_to_ecc(c, R, r);
}

/* ---------------------------------------------------------------------- */
/* Context, checks, reduction mod q                                        */
/* ---------------------------------------------------------------------- */

/* All ones when a < p, by a borrow chain over all n digits (a has at
 * most n digits): constant time, as an RSK is checked with it. */
static sp_int_digit ct_below_p(const sakke_ctx* c, const sp_int* a)
{
    sp_int_digit br = 0;
    unsigned int i;

    for (i = 0; i < c->n; i++) {
        sp_int_word t = (sp_int_word)sp_get_digit(a, i) - c->p->dp[i] - br;
        br = (sp_int_digit)(t >> SP_WORD_SIZE) & 1;
    }
    return (sp_int_digit)0 - br;
}

/* The checks run in constant time in the coordinates (the point may be
 * an RSK); only the verdict is branched on. */
int sakke_check_point(sakke_ctx* c, const ecc_point* A)
{
    sp_int* x = &c->t[0];
    sp_int* y = &c->t[1];
    sp_int* u = &c->t[2];
    sp_int_digit ok;

    if ((A == NULL) || (c == NULL))
        return BAD_FUNC_ARG;
    if (sp_iszero(A->z))
        return ECC_INF_E;
    if (!sp_isone(A->z))
        return ECC_BAD_ARG_E;
    if (sp_isneg(A->x) || sp_isneg(A->y) || (A->x->used > c->n) ||
        (A->y->used > c->n))
        return ECC_OUT_OF_RANGE_E;
    ok = ct_below_p(c, A->x) & ct_below_p(c, A->y);
    if ((ok & 1) == 0)
        return ECC_OUT_OF_RANGE_E;
    ok = fp_zero_mask(c, A->x) & fp_zero_mask(c, A->y);
    if ((ok & 1) != 0)
        return ECC_INF_E;
    /* y^2 = x^3 - 3x = x (x^2 - 3) */
    fp_to_mont(c, x, A->x);
    fp_to_mont(c, y, A->y);
    fp_sqr(c, y, y);
    fp_sqr(c, u, x);
    fp_sub(c, u, u, c->one);
    fp_sub(c, u, u, c->one);
    fp_sub(c, u, u, c->one);
    fp_mul(c, u, u, x);
    fp_sub(c, u, u, y);
    ok = fp_zero_mask(c, u);
    if (c->err != 0)
        return c->err;
    return ((ok & 1) != 0) ? 0 : IS_POINT_E;
}

/* x mod q for x < q R: Montgomery reduction gives x R^-1, a Montgomery
 * product with R^2 mod q gives x.  No division; fixed lengths. */
int sakke_mod_q(sakke_ctx* c, const byte* in, word32 inSz, sp_int* out)
{
    sp_int* t = &c->t[0];
    int err;

    if (inSz > 2 * (word32)c->n * sizeof(sp_int_digit) - 1)
        return BAD_FUNC_ARG;
    err = sp_read_unsigned_bin(t, in, inSz);
    if (err == MP_OKAY)
        err = sp_mont_red(t, c->q, c->mpq);
    if (err == MP_OKAY)
        err = sp_mont_mul_ct(t, c->r2q, c->q, c->mpq, out);
    sp_forcezero(t);
    return err;
}

static int ctx_load(sakke_ctx* c)
{
    sp_int* t = &c->t[0];
    int err;

    err = sp_read_radix(c->p, sakke_p, MP_RADIX_HEX);
    if (err == MP_OKAY)
        err = sp_read_radix(c->q, sakke_q, MP_RADIX_HEX);
    if (err == MP_OKAY)
        err = sp_mont_setup(c->p, &c->mp);
    if (err == MP_OKAY)
        err = sp_mont_setup(c->q, &c->mpq);
    if (err == MP_OKAY)
        err = sp_mont_norm(c->one, c->p);
    if (err == MP_OKAY)
        err = sp_mont_norm2_ct(c->r2, c->p);
    if (err == MP_OKAY)
        err = sp_mont_norm2_ct(c->r2q, c->q);
    if ((err == MP_OKAY) && ((c->p->used != SAKKE_DIGITS) ||
                             (c->q->used != SAKKE_DIGITS)))
        err = MP_VAL;
    if (err != MP_OKAY)
        return err;
    c->n = c->p->used;
    c->qBits = sp_count_bits(c->q);
    err = sp_read_radix(t, sakke_Px, MP_RADIX_HEX);
    if (err == MP_OKAY) {
        fp_to_mont(c, c->base->x, t);
        err = sp_read_radix(t, sakke_Py, MP_RADIX_HEX);
    }
    if (err == MP_OKAY) {
        fp_to_mont(c, c->base->y, t);
        fp_copy(c, c->base->z, c->one);
        err = sp_read_radix(t, sakke_g, MP_RADIX_HEX);
    }
    if (err == MP_OKAY)
        fp_to_mont(c, c->g, t);
    return (err != MP_OKAY) ? err : c->err;
}

/* Every sp_int of the context, for initialisation. */
static void ctx_init_all(sakke_ctx* c)
{
    sp_int* single[] = { c->p, c->q, c->r2, c->one, c->g, c->r2q };
    size_t i;

    for (i = 0; i < sizeof(single) / sizeof(single[0]); i++)
        (void)sp_init(single[i]);
    for (i = 0; i < SAKKE_TMP; i++)
        (void)sp_init(&c->t[i]);
    (void)sp_init_multi(c->base->x, c->base->y, c->base->z, NULL, NULL,
                        NULL);
    for (i = 0; i < SAKKE_TMP_PT; i++)
        (void)sp_init_multi(c->pt[i].x, c->pt[i].y, c->pt[i].z, NULL, NULL,
                            NULL);
    for (i = 0; i < 3; i++)
        (void)sp_init_multi(c->f[i].a, c->f[i].b, NULL, NULL, NULL, NULL);
}

int sakke_ctx_new(void* heap, sakke_ctx** out)
{
    sakke_ctx* c;
    int err;

    if (out == NULL)
        return BAD_FUNC_ARG;
    *out = NULL;
    c = (sakke_ctx*)XMALLOC(sizeof(sakke_ctx), heap, DYNAMIC_TYPE_SAKKE);
    if (c == NULL)
        return MEMORY_E;
    XMEMSET(c, 0, sizeof(sakke_ctx));
    c->heap = heap;
    ctx_init_all(c);
    err = ctx_load(c);
    if (err != 0) {
        sakke_ctx_free(c);
        return (err == MP_MEM) ? MEMORY_E : err;
    }
    *out = c;
    return 0;
}

/* Wipes everything: the scratch holds secrets (RSK multiples, powers). */
void sakke_ctx_free(sakke_ctx* c)
{
    if (c != NULL) {
        void* heap = c->heap;
        ForceZero(c, sizeof(sakke_ctx));
        XFREE(c, heap, DYNAMIC_TYPE_SAKKE);
        (void)heap;
    }
}

#else
/* ISO C needs at least one declaration in a translation unit. */
typedef int wc_sakke_math_unused;
#endif /* WOLFCRYPT_HAVE_SAKKE */
