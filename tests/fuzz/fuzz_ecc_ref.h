/* fuzz_ecc_ref.h
 *
 * The signature verification equations as an oracle for the ECC fuzz
 * targets (fuzz_ecdsa_sign.c, fuzz_sp_diff.c): ECDSA (SEC1 4.1.4) and
 * SM2 (GB/T 32918.2 7.1) written on sp_int with the generic
 * multiplication ecc_mul2_vt of ecc_point.c, never the SP tier.  Test
 * layer only (static functions; include after fuzz_common.h and
 * ecc_internal.h).
 */
#ifndef FUZZ_ECC_REF_H
#define FUZZ_ECC_REF_H

/* 1 when (r, s) is a valid signature of the digest h[0..hLen) under Q
 * (ECDSA, or SM2 when sm2), else 0 (also for r or s outside [1, n)). */
static FUZZ_UNUSED int ref_verify(const ecc_curve* c, int sm2,
                                  const ecc_point* Q, const mp_int* r,
                                  const mp_int* s, const byte* h,
                                  word32 hLen)
{
    mp_int e, w, u1, u2, v;
    ecc_point X;
    int ok, err;

    if (mp_iszero(r) || mp_iszero(s) || mp_cmp(r, c->n) != MP_LT ||
        mp_cmp(s, c->n) != MP_LT)
        return 0;
    FUZZ_CHECK(mp_init_multi(&e, &w, &u1, &u2, &v, NULL) == 0 &&
               ecc_point_init(&X) == 0);
    FUZZ_CHECK(ecc_hash_to_e(c, h, hLen, &e) == 0);
    if (sm2) {
        /* t = r + s mod n != 0; (x1, y1) = s G + t Q; e + x1 = r. */
        FUZZ_CHECK(mp_addmod(r, s, c->n, &u2) == 0);
        err = mp_iszero(&u2) ? ECC_INF_E :
              ecc_mul2_vt(c, s, &u2, Q, &X, NULL);
        if (err == 0)
            FUZZ_CHECK(mp_addmod(&e, X.x, c->n, &v) == 0);
    }
    else {
        /* w = s^-1, u1 = e w, u2 = r w; x(u1 G + u2 Q) mod n = r. */
        FUZZ_CHECK(mp_invmod(s, c->n, &w) == 0 &&
                   mp_mulmod(&e, &w, c->n, &u1) == 0 &&
                   mp_mulmod(r, &w, c->n, &u2) == 0);
        err = ecc_mul2_vt(c, &u1, &u2, Q, &X, NULL);
        if (err == 0)
            FUZZ_CHECK(mp_mod(X.x, c->n, &v) == 0);
    }
    FUZZ_CHECK(err == 0 || err == ECC_INF_E);
    ok = (err == 0) && (mp_cmp(&v, r) == MP_EQ);
    ecc_point_clear(&X);
    mp_clear(&e); mp_clear(&w); mp_clear(&u1); mp_clear(&u2); mp_clear(&v);
    return ok;
}

#endif /* FUZZ_ECC_REF_H */
