/* ecc_internal.h
 *
 * Private interface between the three ECC sources: ecc_point.c (curve
 * loading, field arithmetic in Montgomery form on the generic sp_int,
 * point arithmetic, scalar multiplication), ecc.c (public key / ECDH /
 * ECDSA API) and ecc_asn.c (EC key DER); the curve table and numbers are
 * generated (curve_consts.c, curve_consts.h).  Nothing here is public API; all
 * functions are WOLFSSL_LOCAL and return 0 or a negative error code.
 *
 * Points handed across this interface are affine (z = 1, or all zero for
 * the point at infinity) with plain (non-Montgomery) coordinates; the
 * Montgomery/Jacobian representation stays inside ecc_point.c.
 */
#ifndef WOLF_CRYPT_ECC_INTERNAL_H
#define WOLF_CRYPT_ECC_INTERNAL_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/ecc.h>
/* ECC_SET_COUNT and the curves' numbers (ecc_curve_consts), generated. */
#include "curve_consts.h"

/* Domain parameters of one curve as mp_ints, copied from
 * ecc_curve_consts[idx] (the numbers of ecc_sets[idx]). */
typedef struct ecc_curve {
    const ecc_set_type* dp;
    int          idx;           /* index into ecc_sets */
    mp_int       p[1];          /* field prime */
    mp_int       n[1];          /* group order */
    mp_int       b[1];          /* coefficient b (plain) */
    mp_int       gx[1];         /* base point (plain) */
    mp_int       gy[1];
    mp_int       r2[1];         /* R^2 mod p, R = 2^(DIGIT_BIT * p->used) */
    mp_int       one[1];        /* R mod p: 1 in Montgomery form */
    mp_int       bm[1];         /* b in Montgomery form */
    mp_digit     rho;           /* -p^-1 mod 2^DIGIT_BIT */
    int          size;          /* field bytes */
    int          orderBits;     /* bits of n */
} ecc_curve;

/* Allocate and load curve ecc_sets[idx] (*out freed by ecc_curve_free). */
WOLFSSL_LOCAL int  ecc_curve_new(int idx, void* heap, ecc_curve** out);
WOLFSSL_LOCAL void ecc_curve_free(ecc_curve* c, void* heap);

/* Point life cycle on caller-provided storage. */
WOLFSSL_LOCAL int  ecc_point_init(ecc_point* p);
WOLFSSL_LOCAL void ecc_point_clear(ecc_point* p);

/* 0 when the affine point p is on the curve with 0 <= x, y < p;
 * ECC_INF_E for (0, 0); IS_POINT_E / ECC_OUT_OF_RANGE_E otherwise. */
WOLFSSL_LOCAL int  ecc_point_check(const ecc_curve* c, const ecc_point* p);

/* R = k * P (P = G when NULL), constant time in k for 0 <= k < n: fixed
 * 4-bit window over orderBits + 1 bits.  R is affine; ECC_INF_E when
 * the result is the point at infinity (k = 0).  P must be on the curve. */
WOLFSSL_LOCAL int  ecc_mul_ct(const ecc_curve* c, const mp_int* k,
                              const ecc_point* P, ecc_point* R, void* heap);

/* ecc_mul_ct through the fixed-size SP layer when it has the curve
 * (ecc.c): same contract. */
WOLFSSL_LOCAL int  ecc_mul_dispatch(const ecc_curve* c, const mp_int* k,
                                    const ecc_point* P, ecc_point* R,
                                    void* heap);

/* R = u1 * G + u2 * Q, variable time (public inputs only); R affine,
 * ECC_INF_E at infinity.  0 <= u1, u2 < n; Q on the curve. */
WOLFSSL_LOCAL int  ecc_mul2_vt(const ecc_curve* c, const mp_int* u1,
                               const mp_int* u2, const ecc_point* Q,
                               ecc_point* R, void* heap);

/* y = a square root of x^3 - 3x + b with the parity of `odd` (0 / 1);
 * IS_POINT_E when x is not the x-coordinate of a point or x >= p. */
WOLFSSL_LOCAL int  ecc_decompress_y(const ecc_curve* c, const mp_int* x,
                                    int odd, mp_int* y);

/* Constant-time checks that 1 <= k < n; 0 or ECC_PRIV_KEY_E. */
WOLFSSL_LOCAL int  ecc_scalar_in_range(const ecc_curve* c, const mp_int* k);

/* e = the leftmost orderBits bits of h[0..hLen) as an integer (SEC1 4.1.3
 * step 5, FIPS 186-5 6.4.1; RFC 6979 bits2int): ceil(orderBits / 8)
 * bytes, the excess low bits shifted out.  The bytes are read at their
 * given length (h may be a secret of that fixed length). */
WOLFSSL_LOCAL int  ecc_bits2int(const ecc_curve* c, const byte* h,
                                word32 hLen, mp_int* e);

/* ecc_bits2int reduced mod n (a digest: public, variable time). */
WOLFSSL_LOCAL int  ecc_hash_to_e(const ecc_curve* c, const byte* h,
                                 word32 hLen, mp_int* e);

/* Montgomery arithmetic modulo the order n, R = 2^(DIGIT_BIT n->used)
 * (ECDSA's and SM2's s): set up without a division (mp_mont_norm2_ct),
 * products constant time at the fixed length n->used.  ecc_ord_mul:
 * r = a b R^-1 mod n for 0 <= a, b < n; r may alias a or b. */
typedef struct ecc_ord {
    mp_digit     rho;           /* -n^-1 mod 2^DIGIT_BIT */
    mp_int       r2[1];         /* R^2 mod n */
} ecc_ord;

WOLFSSL_LOCAL int  ecc_ord_setup(const ecc_curve* c, ecc_ord* o);
WOLFSSL_LOCAL int  ecc_ord_mul(const ecc_curve* c, const ecc_ord* o,
                               mp_int* r, const mp_int* a, const mp_int* b);

#endif /* WOLF_CRYPT_ECC_INTERNAL_H */
