/* sp_dispatch_test.c
 *
 * The generated SP dispatch (wolfcrypt/src/sp_dispatch.h): every
 * sp_dispatch_* function answers SP_NOT_HANDLED, and only that, for a key
 * (modulus bits, curve id) no SP entry point covers and where sp.h's
 * contract declines the shape (MP_READ_E); a real SP error (even modulus,
 * base >= modulus, RSA input >= n, short output buffer, private key out
 * of range, r = 0) comes back as that error, distinct from SP_NOT_HANDLED,
 * so the algorithm files, which fall back to sp_int on SP_NOT_HANDLED
 * only, pass it on instead of rerunning the operation on sp_int.  Test
 * layer: links libwolfssl (static, so the WOLFSSL_LOCAL dispatch links).
 * Prints one line per failing case and "N passed, M failed"; exit 77
 * (skip) in a build without the SP layer.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>
#include "wolfcrypt/src/sp_dispatch.h"
#include <stdio.h>
#include <string.h>

#if defined(WOLFSSL_HAVE_SP_RSA) || defined(WOLFSSL_HAVE_SP_DH) || \
    defined(WOLFSSL_HAVE_SP_ECC)

static int passed, failed;

static void check(int ok, const char* what, int ret, int line)
{
    if (ok) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL line %d: %s returned %d\n", line, what, ret);
}

/* The expression must give exactly this code. */
#define ERR(expr, code) do { int r_ = (expr); check(r_ == (code), #expr, \
    r_, __LINE__); } while (0)
/* A condition that must hold. */
#define TRUE(cond) check((cond) ? 1 : 0, #cond, 0, __LINE__)

static byte buf[520], out[520];

/* a = 2^bits - 1 - sub (bits a multiple of 8, sub < 256). */
static void set_ones(mp_int* a, int bits, int sub)
{
    memset(buf, 0xFF, (size_t)bits / 8);
    buf[bits / 8 - 1] = (byte)(0xFF - sub);
    (void)mp_read_unsigned_bin(a, buf, bits / 8);
}

#if defined(WOLFSSL_HAVE_SP_RSA) && defined(WOLFSSL_HAVE_SP_DH)
static void cases_rsa_dh(void)
{
    mp_int m[1], even[1], shortm[1], b[1], e[1], r[1], big[1];
    word32 len;

    (void)mp_init_multi(m, even, shortm, b, e, r);
    (void)mp_init(big);
    set_ones(m, 2048, 0);            /* odd, 2048 bits */
    set_ones(even, 2048, 1);         /* even, 2048 bits */
    set_ones(shortm, 1536, 0);       /* 1536 bits */
    set_ones(big, 4096, 0);          /* longer than 2048 bits */
    (void)mp_set(b, 2);
    (void)mp_set(e, 3);

    /* handled: 2^3 mod m */
    ERR(sp_dispatch_ModExp(2048, b, e, m, r), 0);
    TRUE(mp_cmp_d(r, 8) == MP_EQ);

    /* no SP size for the key */
    ERR(sp_dispatch_ModExp(1000, b, e, m, r), SP_NOT_HANDLED);
    ERR(sp_dispatch_ModExp(8192, b, e, m, r), SP_NOT_HANDLED);
    len = sizeof(out);
    ERR(sp_dispatch_RsaPublic(1032, buf, 129, e, m, out, &len),
        SP_NOT_HANDLED);
    ERR(sp_dispatch_RsaPublicCt(1536, buf, 192, e, m, out, &len),
        SP_NOT_HANDLED);
    ERR(sp_dispatch_RsaPrivate(512, buf, 64, e, NULL, NULL, NULL, NULL, NULL,
                               m, out, &len), SP_NOT_HANDLED);
    ERR(sp_dispatch_DhExpPad(1536, b, buf, 8, shortm, out), SP_NOT_HANDLED);

    /* sp.h's decline (MP_READ_E: a shape the size does not take) */
    ERR(sp_dispatch_ModExp(2048, b, e, shortm, r), SP_NOT_HANDLED);
    ERR(sp_dispatch_ModExp(2048, b, big, m, r), SP_NOT_HANDLED);
    memset(buf, 0, sizeof(buf));
    len = sizeof(out);
    ERR(sp_dispatch_RsaPublic(2048, buf, 257, e, m, out, &len),
        SP_NOT_HANDLED);
    ERR(sp_dispatch_DhExpPad(2048, b, buf, 257, m, out), SP_NOT_HANDLED);

    /* real SP errors: passed on as they are */
    ERR(sp_dispatch_ModExp(2048, m, e, m, r), MP_VAL);      /* base >= m */
    ERR(sp_dispatch_ModExp(2048, b, e, even, r), MP_VAL);   /* even m */
    ERR(sp_dispatch_DhExpPad(2048, m, buf, 8, m, out), MP_VAL);
    ERR(sp_dispatch_ModExp(2048, NULL, e, m, r), BAD_FUNC_ARG);
    memset(buf, 0xFF, 256);                                  /* in = n */
    len = sizeof(out);
    ERR(sp_dispatch_RsaPublic(2048, buf, 256, e, m, out, &len),
        RSA_OUT_OF_RANGE_E);
    len = 255;
    ERR(sp_dispatch_RsaPublicCt(2048, buf, 256, e, m, out, &len), BUFFER_E);
    len = sizeof(out);
    ERR(sp_dispatch_RsaPrivate(2048, buf, 256, e, NULL, NULL, NULL, NULL,
                               NULL, m, out, &len), RSA_OUT_OF_RANGE_E);

    mp_clear(m);
    mp_clear(even);
    mp_clear(shortm);
    mp_clear(b);
    mp_clear(e);
    mp_clear(r);
    mp_clear(big);
}
#endif

#ifdef WOLFSSL_HAVE_SP_ECC
static void cases_ecc(void)
{
    mp_int k[1], x[1], y[1], z[1], rr[1], ss[1];
    ecc_point R;
    WC_RNG rng;
    byte hash[32];
    int res = 1;

    (void)mp_init_multi(k, x, y, z, rr, ss);
    memset(&R, 0, sizeof(R));
    (void)mp_init_multi(R.x, R.y, R.z, NULL, NULL, NULL);
    memset(hash, 0x5A, sizeof(hash));
    if (wc_InitRng(&rng) != 0) {
        TRUE(0);
        return;
    }

    /* handled: 1 G is G (affine, z = 1) */
    (void)mp_set(k, 1);
    ERR(sp_dispatch_ecc_mulmod_base(ECC_SECP256R1, k, &R, 1, NULL), 0);
    TRUE(mp_cmp_d(R.z, 1) == MP_EQ);

    /* no SP curve for the key: nothing is touched */
    (void)mp_set(R.z, 7);
    ERR(sp_dispatch_ecc_mulmod_base(ECC_SECP224R1, k, &R, 1, NULL),
        SP_NOT_HANDLED);
    ERR(sp_dispatch_ecc_mulmod(ECC_SECP256K1, k, &R, &R, 1, NULL),
        SP_NOT_HANDLED);
    TRUE(mp_cmp_d(R.z, 7) == MP_EQ);
    ERR(sp_dispatch_ecc_sign(ECC_BRAINPOOLP256R1, hash, 32, &rng, k, rr, ss,
                             NULL, NULL), SP_NOT_HANDLED);
    ERR(sp_dispatch_ecc_verify(ECC_CURVE_MAX, hash, 32, x, y, z, rr, ss,
                               &res, NULL), SP_NOT_HANDLED);
    /* SM2 is not ECDSA, and P-256 has no SM2 signature */
    ERR(sp_dispatch_ecc_sign(ECC_SM2P256V1, hash, 32, &rng, k, rr, ss, NULL,
                             NULL), SP_NOT_HANDLED);
    ERR(sp_dispatch_sm2_sign(ECC_SECP256R1, hash, 32, &rng, k, rr, ss, NULL,
                             NULL), SP_NOT_HANDLED);
    ERR(sp_dispatch_sm2_verify(ECC_SECP384R1, hash, 32, x, y, z, rr, ss,
                               &res, NULL), SP_NOT_HANDLED);
#ifdef WOLFSSL_HAVE_SP_SAKKE
    ERR(sp_dispatch_sakke_mulmod_base(512, k, &R, 1, NULL), SP_NOT_HANDLED);
    ERR(sp_dispatch_sakke_Pairing(2048, &R, &R, x), SP_NOT_HANDLED);
#endif

    /* real SP errors: passed on as they are */
    (void)mp_set(k, 0);
    ERR(sp_dispatch_ecc_sign(ECC_SECP256R1, hash, 32, &rng, k, rr, ss, NULL,
                             NULL), ECC_PRIV_KEY_E);
    ERR(sp_dispatch_ecc_sign(ECC_SECP384R1, hash, 32, NULL, k, rr, ss, NULL,
                             NULL), BAD_FUNC_ARG);        /* no nonce */
    (void)mp_set(rr, 0);
    (void)mp_set(ss, 1);
    ERR(sp_dispatch_ecc_verify(ECC_SECP521R1, hash, 32, x, y, z, rr, ss,
                               &res, NULL), MP_ZERO_E);
    TRUE(res == 0);

    wc_FreeRng(&rng);
    mp_clear(k);
    mp_clear(x);
    mp_clear(y);
    mp_clear(z);
    mp_clear(rr);
    mp_clear(ss);
    mp_clear(R.x);
    mp_clear(R.y);
    mp_clear(R.z);
}
#endif

int main(void)
{
    /* the code is no error code of wolfCrypt or sp_int */
    TRUE(SP_NOT_HANDLED < MIN_CODE_E - 1000);
#if defined(WOLFSSL_HAVE_SP_RSA) && defined(WOLFSSL_HAVE_SP_DH)
    cases_rsa_dh();
#endif
#ifdef WOLFSSL_HAVE_SP_ECC
    cases_ecc();
#endif
    printf("%d passed, %d failed\n", passed, failed);
    return (failed != 0) ? 1 : 0;
}

#else

int main(void)
{
    printf("no SP layer in this build: skip\n");
    return 77;
}

#endif
