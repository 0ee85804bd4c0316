/* sakke_internal.h
 *
 * Private interface between sakke.c (the SAKKE API: keys, encodings,
 * hashing, protocol steps) and sakke_math.c (field, curve, pairing and
 * table arithmetic for RFC 6509 parameter set 1 on the generic sp_int).
 * Nothing here is public API; every function is WOLFSSL_LOCAL and returns
 * 0 or a negative error code.
 *
 * Points crossing this interface are ecc_points with plain affine
 * coordinates (z = 1; the point at infinity is x = y = z = 0).  Inside
 * sakke_math.c values are in Montgomery form and points are Jacobian.
 * The three heavy operations - scalar multiplication (sakke_mul), the
 * pairing (sakke_pairing) and exponentiation in F_p^2 (sakke_pow_g) - are
 * the dispatch points where a fixed-size SP backend for the 1024-bit
 * SAKKE field takes over (see the comments at their definitions).
 */
#ifndef WOLF_CRYPT_SAKKE_INTERNAL_H
#define WOLF_CRYPT_SAKKE_INTERNAL_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/ecc.h>

#if SP_INT_BITS < 1024
    #error "SAKKE needs SP_INT_BITS >= 1024"
#endif

/* Digits of one field element (p is 1024 bits). */
#define SAKKE_DIGITS     ((1024 + SP_WORD_SIZE - 1) / SP_WORD_SIZE)
/* Bytes of one field element in a table entry. */
#define SAKKE_ELEM_BYTES (SAKKE_DIGITS * (int)sizeof(mp_digit))
/* Scratch field elements and points of one context. */
#define SAKKE_TMP        16
#define SAKKE_TMP_PT     6
/* Fixed window (bits) of the powers in F_p^2 (sakke_pow_g). */
#define SAKKE_WIN        4
#define SAKKE_WIN_SIZE   (1 << SAKKE_WIN)

/* A point in Jacobian coordinates (x = X / Z^2, y = Y / Z^3), Montgomery
 * form; Z = 0 is the point at infinity. */
typedef struct sakke_pt {
    mp_int x[1];
    mp_int y[1];
    mp_int z[1];
} sakke_pt;

/* An element a + b i of F_p^2 = F_p[i] / (i^2 + 1), Montgomery form. */
typedef struct sakke_fp2 {
    mp_int a[1];
    mp_int b[1];
} sakke_fp2;

/* Working context of one SAKKE operation: the parameters (RFC 6509 set 1)
 * and scratch storage.  On the heap (an sp_int is large), zeroed when
 * allocated and wiped when freed.  err is sticky: field operations that
 * fail (they cannot for reduced inputs) record MP_VAL here and every
 * entry point returns it. */
typedef struct sakke_ctx {
    mp_int       p[1];        /* field prime */
    mp_int       q[1];        /* subgroup order, p + 1 = 4q */
    mp_int       r2[1];       /* R^2 mod p, R = 2^(SP_WORD_SIZE * n) */
    mp_int       one[1];      /* R mod p */
    mp_int       g[1];        /* <P, P> (RFC 6508 representation), mont */
    mp_int       r2q[1];      /* R^2 mod q */
    sakke_pt     base[1];     /* P, Jacobian, Montgomery, Z = 1 */
    mp_int       sigma[1];    /* 1 / sqrt(-3) mod p, mont (haveSigma) */
    mp_digit     mp;          /* -p^-1 mod 2^SP_WORD_SIZE */
    mp_digit     mpq;         /* -q^-1 mod 2^SP_WORD_SIZE */
    unsigned int n;           /* digits of p (and of q) */
    int          qBits;       /* bits of q */
    int          haveSigma;   /* sigma computed (sakke_math.c) */
    int          err;         /* sticky error */
    void*        heap;
    mp_int       t[SAKKE_TMP];       /* field scratch */
    sakke_pt     pt[SAKKE_TMP_PT];   /* point scratch */
    sakke_fp2    f[3];               /* F_p^2 scratch */
    /* Window table of sakke_pow_g (SAKKE_WIN_SIZE entries of 2
     * elements) and the work space of mp_read_table_ct (two entries of 2
     * elements). */
    byte         win[SAKKE_WIN_SIZE * 2 * SAKKE_ELEM_BYTES];
    mp_digit     ent[4 * SAKKE_DIGITS];
} sakke_ctx;

/* Allocate and load the parameters; *out freed with sakke_ctx_free. */
WOLFSSL_LOCAL int  sakke_ctx_new(void* heap, sakke_ctx** out);
WOLFSSL_LOCAL void sakke_ctx_free(sakke_ctx* c);

/* 0 when the affine point A has z = 1, coordinates below p and lies on
 * the curve; ECC_INF_E when z = 0, ECC_OUT_OF_RANGE_E, IS_POINT_E or
 * ECC_BAD_ARG_E (z neither 0 nor 1) otherwise. */
WOLFSSL_LOCAL int  sakke_check_point(sakke_ctx* c, const ecc_point* A);

/* R = [k]B + Add.  B == NULL means P; with table (tableLen bytes, from
 * sakke_gen_point_table for B) the fixed-base comb is used.  Add may be
 * NULL.  Constant time in k for 0 <= k < 2^1024 (Montgomery ladder with
 * masked swaps, or the comb with masked table reads; complete
 * additions).  R is affine (infinity: x = y = z = 0).  Points are
 * checked with sakke_check_point. */
WOLFSSL_LOCAL int  sakke_mul(sakke_ctx* c, const mp_int* k,
                             const ecc_point* B, const byte* table,
                             word32 tableLen, const ecc_point* Add,
                             ecc_point* R);

/* *w = <K, Q> (RFC 6508 section 3.2) as the F_p value of its PF_p class,
 * plain.  With table (from sakke_gen_pairing_table for K) K is not read
 * and may be NULL.  Constant time in K (and the table).  Q is public. */
WOLFSSL_LOCAL int  sakke_pairing(sakke_ctx* c, const ecc_point* K,
                                 const byte* table, word32 tableLen,
                                 const ecc_point* Q, mp_int* w);

/* 1 when the plain F_p value w is g = <P, P>, else 0. */
WOLFSSL_LOCAL int  sakke_is_g(sakke_ctx* c, const mp_int* w);

/* *w = g^r in PF_p (plain F_p value), constant time in r < 2^1024. */
WOLFSSL_LOCAL int  sakke_pow_g(sakke_ctx* c, const mp_int* r, mp_int* w);

/* Table sizes in bytes, and the generators (len: in buffer size, out
 * bytes written). */
WOLFSSL_LOCAL word32 sakke_point_table_len(const sakke_ctx* c);
WOLFSSL_LOCAL word32 sakke_pairing_table_len(const sakke_ctx* c);
WOLFSSL_LOCAL int  sakke_gen_point_table(sakke_ctx* c, const ecc_point* B,
                                         byte* table, word32* len);
WOLFSSL_LOCAL int  sakke_gen_pairing_table(sakke_ctx* c, const ecc_point* K,
                                           byte* table, word32* len);
/* 0 when table/len has the header and size of a point (isPairing == 0)
 * or pairing table of this build, else BAD_FUNC_ARG. */
WOLFSSL_LOCAL int  sakke_check_table(const sakke_ctx* c, const byte* table,
                                     word32 len, int isPairing);

/* out = (big-endian in[0..inSz)) mod q, constant time in the value;
 * inSz at most 2 * 128 bytes. */
WOLFSSL_LOCAL int  sakke_mod_q(sakke_ctx* c, const byte* in, word32 inSz,
                               mp_int* out);

#endif /* WOLF_CRYPT_SAKKE_INTERNAL_H */
