/* fuzz_sp_diff.c
 *
 * libFuzzer target that compares the fixed-size SP tier (sp.h: sp_c64.c
 * or sp_c32.c) with the generic code on fuzzer-chosen operands: the
 * exponentiations against sp_int's mp_exptmod_nct, the ECC scalar
 * multiplications against the Montgomery ladder of ecc_point.c
 * (ecc_mul_ct) and verification against the ECDSA / SM2 equations on
 * sp_int and ecc_mul2_vt (the same as tests/sp_*_diff, driven by the
 * fuzzer instead of a generator).  Built only in the SP build of
 * scripts/fuzz.sh.  Byte 0 picks the operation (mod 6), byte 1 the size
 * (mod 5: 1024, 1536 (ModExp only, else 2048), 2048, 3072, 4096) or
 * the curve (mod 4: P-256, P-384, P-521, SM2), then the operands at
 * fixed lengths:
 *   0 sp_ModExp_N(b, e, m): m (N/8 bytes, forced odd and of N bits),
 *     b, e (N/8 bytes each); b >= m is MP_VAL.
 *   1 sp_RsaPublic_N(in, e, n): n, in (N/8), e (4 bytes, forced odd);
 *     in >= n is RSA_OUT_OF_RANGE_E.
 *   2 sp_DhExp_N / sp_DhExpPad_N(b, x, p): p, b, then x of 1..N/8 bytes
 *     (byte 2 = its length); padded and stripped forms agree.
 *   3 sp_ecc_mulmod_*(k, P): k (field size bytes; below 2^bits(p) it is
 *     reduced mod n, longer is ECC_OUT_OF_RANGE_E), P = the point with
 *     the x-coordinate given (next field-size bytes, y's parity from
 *     byte 2), or G when x is on no point.
 *   4 sp_ecc_mulmod_base_*(k), the same k.
 *   5 sp_ecc_verify_*(h, Q, r, s): Q = q G (q from the input), r, s
 *     (field size bytes each, any value), a 32-byte digest: *res and the
 *     error code against the oracle (MP_ZERO_E, ECC_OUT_OF_RANGE_E).
 * Test layer only.  With FUZZ_SEED_DIR set, the initialiser writes a seed
 * per operation and size.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/ecc.h>
#include <wolfssl/wolfcrypt/sp.h>
#include "wolfcrypt/src/ecc_internal.h"
#include "fuzz_common.h"
#include "fuzz_ecc_ref.h"

#if defined(WOLFSSL_HAVE_SP_RSA) && defined(WOLFSSL_HAVE_SP_DH) && \
    defined(WOLFSSL_HAVE_SP_ECC) && defined(WOLFSSL_HAVE_SP_SM2)

#include "../diff/sp_rsa_sizes.h"

typedef int (*mul_fn)(const mp_int*, const ecc_point*, ecc_point*, int,
                      void*);
typedef int (*base_fn)(const mp_int*, ecc_point*, int, void*);
typedef int (*ver_fn)(const byte*, word32, const mp_int*, const mp_int*,
                      const mp_int*, const mp_int*, const mp_int*, int*,
                      void*);

static const struct {
    int id;
    mul_fn mul;
    base_fn base;
    ver_fn verify;
} ecs[] = {
    { ECC_SECP256R1, sp_ecc_mulmod_256, sp_ecc_mulmod_base_256,
      sp_ecc_verify_256 },
    { ECC_SECP384R1, sp_ecc_mulmod_384, sp_ecc_mulmod_base_384,
      sp_ecc_verify_384 },
    { ECC_SECP521R1, sp_ecc_mulmod_521, sp_ecc_mulmod_base_521,
      sp_ecc_verify_521 },
    { ECC_SM2P256V1, sp_ecc_mulmod_sm2_256, sp_ecc_mulmod_base_sm2_256,
      sp_ecc_verify_sm2_256 },
};
static ecc_curve* curves[4];

/* a = N/8 bytes of the input as an N-bit odd modulus. */
static void read_mod(fuzz_in* in, int bits, mp_int* a)
{
    byte b[512];
    word32 n = (word32)bits / 8;

    (void)fuzz_bytes(in, b, n);
    b[0] |= 0x80;
    b[n - 1] |= 1;
    FUZZ_CHECK(mp_read_unsigned_bin(a, b, n) == 0);
}

static void read_num(fuzz_in* in, word32 n, mp_int* a, byte* raw)
{
    byte b[512];

    (void)fuzz_bytes(in, b, n);
    if (raw != NULL)
        memcpy(raw, b, n);
    FUZZ_CHECK(mp_read_unsigned_bin(a, b, n) == 0);
}

static void run_modexp(fuzz_in* in, int si)
{
    mp_int m, b, e, r, ref;
    int bits = sizes[si].bits, ret;

    FUZZ_CHECK(mp_init_multi(&m, &b, &e, &r, &ref, NULL) == 0);
    read_mod(in, bits, &m);
    read_num(in, (word32)bits / 8, &b, NULL);
    read_num(in, (word32)bits / 8, &e, NULL);
    ret = sizes[si].modexp(&b, &e, &m, &r);
    if (mp_cmp(&b, &m) != MP_LT) {
        FUZZ_CHECK(ret == MP_VAL);
    }
    else {
        FUZZ_CHECK(ret == 0 && mp_exptmod_nct(&b, &e, &m, &ref) == 0);
        FUZZ_CHECK(mp_cmp(&r, &ref) == MP_EQ);
    }
    mp_clear(&m); mp_clear(&b); mp_clear(&e); mp_clear(&r); mp_clear(&ref);
}

static void run_rsapub(fuzz_in* in, int si)
{
    byte inb[512], out[512], want[512], eb[4];
    mp_int n, x, e, ref;
    int bits = sizes[si].bits, ret;
    word32 k = (word32)bits / 8, outLen = k;

    FUZZ_CHECK(mp_init_multi(&n, &x, &e, &ref, NULL, NULL) == 0);
    read_mod(in, bits, &n);
    read_num(in, k, &x, inb);
    (void)fuzz_bytes(in, eb, 4);
    eb[3] |= 1;
    FUZZ_CHECK(mp_read_unsigned_bin(&e, eb, 4) == 0);
    ret = sizes[si].pub(inb, k, &e, &n, out, &outLen);
    if (mp_cmp(&x, &n) != MP_LT) {
        FUZZ_CHECK(ret == RSA_OUT_OF_RANGE_E);
    }
    else {
        FUZZ_CHECK(ret == 0 && outLen == k);
        FUZZ_CHECK(mp_exptmod_nct(&x, &e, &n, &ref) == 0 &&
                   mp_to_unsigned_bin_len(&ref, want, (int)k) == 0);
        FUZZ_CHECK(memcmp(out, want, k) == 0);
    }
    mp_clear(&n); mp_clear(&x); mp_clear(&e); mp_clear(&ref);
}

static void run_dh(fuzz_in* in, int si)
{
    byte x[512], out[512], pad[512], want[512];
    mp_int p, b, e, ref;
    int bits = sizes[si].bits, ret, ret2;
    word32 k = (word32)bits / 8, xLen, outLen = k, z;

    FUZZ_CHECK(mp_init_multi(&p, &b, &e, &ref, NULL, NULL) == 0);
    xLen = 1 + fuzz_byte(in) % k;
    read_mod(in, bits, &p);
    read_num(in, k, &b, NULL);
    read_num(in, xLen, &e, x);
    ret = sizes[si].dh(&b, x, xLen, &p, out, &outLen);
    ret2 = sizes[si].dhpad(&b, x, xLen, &p, pad);
    FUZZ_CHECK(ret == ret2);
    if (mp_cmp(&b, &p) != MP_LT) {
        FUZZ_CHECK(ret == MP_VAL);
    }
    else {
        FUZZ_CHECK(ret == 0 && mp_exptmod_nct(&b, &e, &p, &ref) == 0 &&
                   mp_to_unsigned_bin_len(&ref, want, (int)k) == 0);
        FUZZ_CHECK(memcmp(pad, want, k) == 0);
        for (z = 0; z < k && want[z] == 0; z++)
            ;
        FUZZ_CHECK(outLen == k - z && memcmp(out, want + z, outLen) == 0);
    }
    mp_clear(&p); mp_clear(&b); mp_forcezero(&e); mp_clear(&ref);
}

/* R = k P by the generic ladder with k reduced mod n; O as (0, 0, 0). */
static void gen_mul(const ecc_curve* c, const mp_int* k, const ecc_point* P,
                    ecc_point* R)
{
    mp_int kr;
    int err;

    FUZZ_CHECK(mp_init(&kr) == 0 && mp_mod(k, c->n, &kr) == 0);
    err = ecc_mul_ct(c, &kr, P, R, NULL);
    FUZZ_CHECK(err == 0 || err == ECC_INF_E);
    if (err == ECC_INF_E) {
        mp_zero(R->x);
        mp_zero(R->y);
        mp_zero(R->z);
    }
    mp_forcezero(&kr);
}

static int same_point(const ecc_point* a, const ecc_point* b)
{
    return mp_cmp(a->x, b->x) == MP_EQ && mp_cmp(a->y, b->y) == MP_EQ &&
           mp_cmp(a->z, b->z) == MP_EQ;
}

static void run_ecc(fuzz_in* in, int ci, int op)
{
    const ecc_curve* c = curves[ci];
    byte odd = fuzz_byte(in);
    ecc_point P, R, ref;
    mp_int k;
    int ret;

    FUZZ_CHECK(mp_init(&k) == 0 && ecc_point_init(&P) == 0 &&
               ecc_point_init(&R) == 0 && ecc_point_init(&ref) == 0);
    read_num(in, (word32)c->size, &k, NULL);
    read_num(in, (word32)c->size, P.x, NULL);
    if (mp_cmp(P.x, c->p) != MP_LT ||
        ecc_decompress_y(c, P.x, odd & 1, P.y) != 0) {
        FUZZ_CHECK(mp_copy(c->gx, P.x) == 0 && mp_copy(c->gy, P.y) == 0);
    }
    FUZZ_CHECK(mp_set(P.z, 1) == 0);
    if (op == 3)
        ret = ecs[ci].mul(&k, &P, &R, 1, NULL);
    else
        ret = ecs[ci].base(&k, &R, 1, NULL);
    /* k below 2^bits(p) (reduced mod n inside); longer is refused. */
    if (mp_count_bits(&k) > mp_count_bits(c->p)) {
        FUZZ_CHECK(ret == ECC_OUT_OF_RANGE_E);
    }
    else {
        FUZZ_CHECK(ret == 0);
        gen_mul(c, &k, op == 3 ? &P : NULL, &ref);
        FUZZ_CHECK(same_point(&R, &ref));
    }
    ecc_point_clear(&P);
    ecc_point_clear(&R);
    ecc_point_clear(&ref);
    mp_forcezero(&k);
}

static void run_verify(fuzz_in* in, int ci)
{
    const ecc_curve* c = curves[ci];
    byte h[32];
    ecc_point Q;
    mp_int q, r, s;
    int res = -1, ret, want;

    FUZZ_CHECK(mp_init_multi(&q, &r, &s, NULL, NULL, NULL) == 0 &&
               ecc_point_init(&Q) == 0);
    read_num(in, (word32)c->size, &q, NULL);
    read_num(in, (word32)c->size, &r, NULL);
    read_num(in, (word32)c->size, &s, NULL);
    (void)fuzz_bytes(in, h, sizeof(h));
    gen_mul(c, &q, NULL, &Q);
    if (mp_iszero(Q.z))                         /* q = 0 mod n */
        goto done;
    ret = ecs[ci].verify(h, sizeof(h), Q.x, Q.y, Q.z, &r, &s, &res, NULL);
    if (mp_iszero(&r) || mp_iszero(&s)) {
        want = MP_ZERO_E;
    }
    else if (mp_cmp(&r, c->n) != MP_LT || mp_cmp(&s, c->n) != MP_LT) {
        want = ECC_OUT_OF_RANGE_E;
    }
    else {
        want = 0;
    }
    FUZZ_CHECK(ret == want);
    FUZZ_CHECK(res == (want == 0 ? ref_verify(c, ci == 3, &Q, &r, &s, h,
                                              sizeof(h)) : 0));
done:
    ecc_point_clear(&Q);
    mp_clear(&q); mp_clear(&r); mp_clear(&s);
}

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    fuzz_in in;
    int op, sel, si;

    in.p = data;
    in.n = size;
    op = fuzz_byte(&in) % 6;
    sel = fuzz_byte(&in);
    si = sel % 5;
    if (op != 0 && sizes[si].pub == NULL)
        si = 2;                                 /* 1536: ModExp only */
    switch (op) {
        case 0: run_modexp(&in, si); break;
        case 1: run_rsapub(&in, si); break;
        case 2: run_dh(&in, si); break;
        case 3:
        case 4: run_ecc(&in, sel % 4, op); break;
        default: run_verify(&in, sel % 4); break;
    }
    return 0;
}

static void make_seeds(const char* dir)
{
    byte in[2 + 3 * 512 + 4];
    char name[32];
    int op, s;
    word32 i;

    for (op = 0; op < 6; op++) {
        for (s = 0; s < 5; s++) {
            if (op >= 3 && s >= 4)
                continue;
            for (i = 0; i < sizeof(in); i++)
                in[i] = (byte)(i * 31 + op * 7 + s);
            in[0] = (byte)op;
            in[1] = (byte)s;
            snprintf(name, sizeof(name), "op%d_s%d", op, s);
            fuzz_seed_write(dir, name, -1, in, (word32)sizeof(in));
        }
    }
}

int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    int i;

    (void)argc;
    (void)argv;
    for (i = 0; i < 4; i++)
        FUZZ_CHECK(ecc_curve_new(wc_ecc_get_curve_idx(ecs[i].id), NULL,
                                 &curves[i]) == 0);
    fuzz_maybe_seed(make_seeds);
    return 0;
}

#else

int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    (void)data;
    (void)size;
    return 0;
}

#endif
