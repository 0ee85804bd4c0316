/* sp_int.h
 *
 * The generic multi-precision integer ("sp_int") behind the wolfCrypt
 * mp_* API.  An sp_int holds a signed integer of up to SP_INT_DIGITS
 * digits (enough for the product of two SP_INT_BITS-bit operands) in a
 * fixed array, so no function ever allocates memory for the number itself.
 * It sits below the algorithm layer (rsa.c, dh.c, ecc.c, ...) next to the
 * fixed-size SP backends (sp.h): key generation, parsing and sizes the
 * fixed-size layer does not cover go through it.  The implementation is
 * wolfcrypt/src/sp_int.c (core arithmetic), sp_int_conv.c (bytes and
 * text), sp_int_exptmod.c (Montgomery, exponentiation, inverses, gcd) and
 * sp_int_prime.c (primality and random numbers).
 *
 * Conventions (for every function below unless its comment says otherwise):
 *   - Return MP_OKAY (0) on success, MP_VAL on a NULL pointer, an argument
 *     out of range or a result that does not fit in the output's size
 *     (a->size digits; SP_INT_DIGITS after sp_init), MP_MEM when a
 *     temporary could not be allocated (WOLFSSL_SMALL_STACK builds).
 *   - Outputs may alias inputs (r may be a, b or m).  Exceptions are
 *     named in the function's comment.
 *   - Values are signed (sign field MP_ZPOS / MP_NEG; zero is always
 *     MP_ZPOS).  sp_div truncates toward zero as C does (the remainder
 *     has the sign of the dividend); sp_mod and the *mod functions return
 *     a result with the sign of the modulus, i.e. in [0, m) for m > 0.
 *   - Constant time.  A number's digit count (`used`) is part of its
 *     value: a secret whose top digit happens to be zero has a smaller
 *     used count.  So the functions meant for secrets run at a length
 *     fixed by a public parameter, read their operands at that length
 *     (digits past `used` are read and masked) and set the result's
 *     `used` without branching:
 *       fixed by the modulus m->used: sp_exptmod_ex (and by `digits` for
 *       the exponent), sp_exptmod / sp_exptmod_nct (in the base; the
 *       exponent's length and, for _nct, bits are public), sp_invmod
 *       (odd m), sp_invmod_mont_ct, sp_mont_red, sp_mont_mul_ct,
 *       sp_mont_sqr_ct, sp_mont_norm, sp_mont_norm2_ct, sp_addmod_ct,
 *       sp_submod_ct, sp_div_2_mod_ct;
 *       fixed by an explicit count: sp_cond_swap_ct, sp_cond_copy_ct,
 *       sp_copy_ct, sp_add_ct, sp_to_unsigned_bin_len_ct (outSz),
 *       sp_read_unsigned_bin (inSz);
 *       branch-free in the value: sp_get_digit, sp_is_bit_set,
 *       sp_count_bits / sp_unsigned_bin_size (for a given used count).
 *     Constant time in the values for given used counts (but not fixed
 *     length): sp_mul, sp_sqr, sp_add and sp_sub (max of the operands'
 *     counts), sp_cond_copy, sp_copy.  Division (sp_div, sp_mod,
 *     sp_mulmod, ...), exponentiation with an even modulus and
 *     everything named *_nct (in the exponent) are variable time.
 */
#ifndef WOLF_CRYPT_SP_INT_H
#define WOLF_CRYPT_SP_INT_H

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------- */
/* Digit types                                                             */
/* ---------------------------------------------------------------------- */
#if SP_WORD_SIZE == 64
    /* 64-bit digits, 128-bit products (settings.h guarantees the type). */
    typedef word64            sp_int_digit;
    typedef int64_t           sp_int_sdigit;
    typedef wc_uint128        sp_int_word;
    __extension__ typedef __int128 sp_int_sword;
    #define SP_WORD_SIZEOF 8
    #define SP_WORD_SHIFT  6
#elif SP_WORD_SIZE == 32
    /* 32-bit digits, 64-bit products. */
    typedef word32            sp_int_digit;
    typedef int32_t           sp_int_sdigit;
    typedef word64            sp_int_word;
    typedef int64_t           sp_int_sword;
    #define SP_WORD_SIZEOF 4
    #define SP_WORD_SHIFT  5
#else
    #error "SP_WORD_SIZE must be 32 or 64 (see settings.h)"
#endif

#define SP_HALF_SIZE   (SP_WORD_SIZE / 2)
#define SP_WORD_MASK   (SP_WORD_SIZE - 1)
#define SP_DIGIT_MAX   ((sp_int_digit)-1)
#define SP_MASK        SP_DIGIT_MAX

/* Digits of an operand of SP_INT_BITS bits (the largest modulus). */
#define SP_INT_MAX_OPERAND_DIGITS \
    ((SP_INT_BITS + SP_WORD_SIZE - 1) / SP_WORD_SIZE)
/* Digits in every sp_int: the product of two largest operands, plus two
 * digits of headroom (Montgomery reduction and division normalisation). */
#ifndef SP_INT_DIGITS
    #define SP_INT_DIGITS (2 * SP_INT_MAX_OPERAND_DIGITS + 2)
#endif

/* Number of small primes used for trial division and as the fixed
 * Miller-Rabin bases of sp_prime_is_prime (t may be 1..SP_PRIME_SIZE). */
#define SP_PRIME_SIZE 256

/* ---------------------------------------------------------------------- */
/* Constants (values are part of the wolfCrypt interface)                  */
/* ---------------------------------------------------------------------- */
#define MP_OKAY        0    /* success */
#define MP_MEM       (-2)   /* out of memory */
#define MP_VAL       (-3)   /* invalid input / result does not fit */
#define MP_WOULDBLOCK (-4)  /* non-blocking operation not finished */
#define MP_NOT_INF   (-5)   /* point not at infinity (ECC use) */
#define MP_RANGE     MP_NOT_INF

#define MP_LT        (-1)   /* less than */
#define MP_EQ          0    /* equal */
#define MP_GT          1    /* greater than */

#define MP_YES         1
#define MP_NO          0

#define MP_ZPOS        0    /* non-negative */
#define MP_NEG         1    /* negative */

#define MP_RADIX_BIN   2
#define MP_RADIX_OCT   8
#define MP_RADIX_DEC  10
#define MP_RADIX_HEX  16
#define MP_RADIX_MAX  64

#define DIGIT_BIT      SP_WORD_SIZE
#define MP_MASK        SP_MASK

/* ---------------------------------------------------------------------- */
/* The number                                                              */
/* ---------------------------------------------------------------------- */
/* used: digits in use (no leading zero digit; 0 for the value zero).
 * size: digits available for results (<= SP_INT_DIGITS).
 * sign: MP_ZPOS or MP_NEG (never MP_NEG for zero).
 * dp:   little-endian digits; only dp[0..used-1] are meaningful. */
/* Upstream wolfSSL's name for "the sign member exists" (there it is
 * optional); here it always does.  Code meant for both trees (the
 * generated SP backends) tests it. */
#ifndef WOLFSSL_SP_INT_NEGATIVE
    #define WOLFSSL_SP_INT_NEGATIVE
#endif
typedef struct sp_int {
    unsigned int used;
    unsigned int size;
    unsigned int sign;
    sp_int_digit dp[SP_INT_DIGITS];
} sp_int;

typedef sp_int       mp_int;
typedef sp_int_digit mp_digit;
typedef sp_int_word  mp_word;

/* The RNG type (random.h); declared by tag so this header does not pull
 * in random.h. */
struct WC_RNG;

/* ---------------------------------------------------------------------- */
/* Predicates (macros; a must not be NULL)                                 */
/* ---------------------------------------------------------------------- */
#define sp_iszero(a)   ((a)->used == 0)
#define sp_isone(a)    (((a)->used == 1) && ((a)->dp[0] == 1) && \
                        ((a)->sign == MP_ZPOS))
#define sp_isodd(a)    (((a)->used != 0) && (((a)->dp[0] & 1) == 1))
#define sp_iseven(a)   (((a)->used == 0) || (((a)->dp[0] & 1) == 0))
#define sp_isneg(a)    ((a)->sign == MP_NEG)
#define sp_isword(a, w) \
    ((((a)->used == 1) && ((a)->dp[0] == (w))) || \
     (((w) == 0) && ((a)->used == 0)))
#define sp_abs_is_word sp_isword

/* Bytes needed to store SP_INT_BITS bits. */
#define SP_INT_BYTES   ((SP_INT_BITS + 7) / 8)

/* ---------------------------------------------------------------------- */
/* Initialisation and life cycle                                           */
/* ---------------------------------------------------------------------- */
/* Set a to zero with size SP_INT_DIGITS. */
WOLFSSL_API int  sp_init(sp_int* a);
/* Set a to zero with size digits (1 <= size <= SP_INT_DIGITS). */
WOLFSSL_API int  sp_init_size(sp_int* a, unsigned int size);
/* sp_init each non-NULL argument. */
WOLFSSL_API int  sp_init_multi(sp_int* n1, sp_int* n2, sp_int* n3,
                               sp_int* n4, sp_int* n5, sp_int* n6);
/* sp_init(r) then sp_copy(a, r). */
WOLFSSL_API int  sp_init_copy(sp_int* r, const sp_int* a);
/* Wipe the digits in use and set to zero (a may be NULL). */
WOLFSSL_API void sp_clear(sp_int* a);
/* Release a: nothing is allocated, so this wipes like sp_clear. */
WOLFSSL_API void sp_free(sp_int* a);
/* Wipe every digit of a and set it to zero (a may be NULL). */
WOLFSSL_API void sp_forcezero(sp_int* a);
/* Set a to zero without wiping (a may be NULL). */
WOLFSSL_API void sp_zero(sp_int* a);
/* MP_VAL when l digits do not fit in a, else MP_OKAY (no allocation). */
WOLFSSL_API int  sp_grow(sp_int* a, int l);

/* ---------------------------------------------------------------------- */
/* Copy, set, compare                                                      */
/* ---------------------------------------------------------------------- */
WOLFSSL_API int  sp_copy(const sp_int* a, sp_int* r);
/* Swap the values of a and b (both must have room for the other). */
WOLFSSL_API int  sp_exch(sp_int* a, sp_int* b);
/* Constant time: swap a and b when swap is 1, not when 0; cnt is the
 * number of digits to process (>= both used counts). */
WOLFSSL_API int  sp_cond_swap_ct(sp_int* a, sp_int* b, int cnt, int swap);
/* Constant time: r = copy ? a : r (copy is 0 or 1); processes
 * max(a->used, r->used) digits. */
WOLFSSL_API int  sp_cond_copy(const sp_int* a, int copy, sp_int* r);
/* Fixed length: as sp_cond_copy over exactly cnt digits (a->used and
 * r->used <= cnt <= r->size), the time depends on cnt only. */
WOLFSSL_API int  sp_cond_copy_ct(const sp_int* a, int copy, sp_int* r,
                                 int cnt);
/* Fixed length: r = a reading exactly cnt digits of a (a->used <= cnt <=
 * r->size); the time depends on cnt only. */
WOLFSSL_API int  sp_copy_ct(const sp_int* a, sp_int* r, int cnt);
/* r = |a| */
WOLFSSL_API int  sp_abs(const sp_int* a, sp_int* r);
/* r = -a */
WOLFSSL_API int  sp_neg(const sp_int* a, sp_int* r);
WOLFSSL_API int  sp_set(sp_int* a, sp_int_digit d);
WOLFSSL_API int  sp_set_int(sp_int* a, unsigned long n);
/* Signed compare: MP_GT, MP_EQ or MP_LT (NULL sorts below everything). */
WOLFSSL_API int  sp_cmp(const sp_int* a, const sp_int* b);
/* Compare |a| with |b|. */
WOLFSSL_API int  sp_cmp_mag(const sp_int* a, const sp_int* b);
/* Signed compare of a with the non-negative digit d. */
WOLFSSL_API int  sp_cmp_d(const sp_int* a, sp_int_digit d);
/* Fixed length: MP_GT, MP_EQ or MP_LT comparing the first n digits of
 * |a| and |b| (digits at or above used read as 0); the time depends on n
 * only (upstream's sp_cmp_ct). */
WOLFSSL_API int  sp_cmp_ct(const sp_int* a, const sp_int* b,
                           unsigned int n);
/* Fixed length: 1 when the first n digits of |a| are zero, else 0; the
 * time depends on n only. */
WOLFSSL_API int  sp_iszero_ct(const sp_int* a, unsigned int n);
/* Fixed length: a->used = the digits of a->dp[0..n) without leading
 * zeros, the sign non-negative, for n <= a->size (the caller's duty); the
 * time depends on n only (the clamp of the constant-time functions, for
 * code that writes a->dp itself). */
WOLFSSL_API void sp_clamp_ct(sp_int* a, unsigned int n);
/* Constant-time table read: out[j] = digits [j n, j n + n) of entry idx
 * of the count entries of vals * n digits each stored at table (native
 * digit layout, any alignment), each clamped as sp_clamp_ct; idx >= count
 * gives zeros.  Every entry is read and masked whatever idx is.  work
 * holds 2 * vals * n digits: the second half is wiped after, the first
 * keeps the entry read (the caller wipes it with its other secrets).
 * This project's extension. */
WOLFSSL_API void sp_read_table_ct(sp_int** out, unsigned int vals,
                                  unsigned int n, const byte* table,
                                  unsigned int count, unsigned int idx,
                                  sp_int_digit* work);
/* Digit n of |a| (0 beyond used). */
WOLFSSL_API sp_int_digit sp_get_digit(const sp_int* a, unsigned int n);
/* Digits in use (0 for zero or NULL). */
WOLFSSL_API int  sp_get_digit_count(const sp_int* a);

/* ---------------------------------------------------------------------- */
/* Bits                                                                    */
/* ---------------------------------------------------------------------- */
/* 1 when bit b of |a| is set, else 0. */
WOLFSSL_API int  sp_is_bit_set(const sp_int* a, unsigned int b);
/* Bits in |a| (0 for zero). */
WOLFSSL_API int  sp_count_bits(const sp_int* a);
/* Trailing zero bits of |a| (0 for zero). */
WOLFSSL_API int  sp_cnt_lsb(const sp_int* a);
/* 1 when the top bit of the most significant non-zero byte of |a| is set
 * (a DER INTEGER then needs a leading zero byte). */
WOLFSSL_API int  sp_leading_bit(const sp_int* a);
/* Set bit i of |a| (0 <= i < a->size * SP_WORD_SIZE). */
WOLFSSL_API int  sp_set_bit(sp_int* a, int i);
/* a = 2^e */
WOLFSSL_API int  sp_2expt(sp_int* a, int e);

/* ---------------------------------------------------------------------- */
/* Arithmetic with a digit                                                 */
/* ---------------------------------------------------------------------- */
WOLFSSL_API int  sp_add_d(const sp_int* a, sp_int_digit d, sp_int* r);
WOLFSSL_API int  sp_sub_d(const sp_int* a, sp_int_digit d, sp_int* r);
WOLFSSL_API int  sp_mul_d(const sp_int* a, sp_int_digit d, sp_int* r);
/* r = trunc(a / d) (sign of a), *rem = |a| mod d; r, rem may be NULL;
 * d == 0 is MP_VAL. */
WOLFSSL_API int  sp_div_d(const sp_int* a, sp_int_digit d, sp_int* r,
                          sp_int_digit* rem);
/* *r = a mod d in [0, d) (also for negative a); d == 0 is MP_VAL. */
WOLFSSL_API int  sp_mod_d(const sp_int* a, sp_int_digit d, sp_int_digit* r);

/* ---------------------------------------------------------------------- */
/* Shifts (on the magnitude; the sign is kept, zero is MP_ZPOS)            */
/* ---------------------------------------------------------------------- */
/* a = a * 2^(s * SP_WORD_SIZE) in place. */
WOLFSSL_API int  sp_lshd(sp_int* a, int s);
/* a = a / 2^(c * SP_WORD_SIZE) in place (truncating). */
WOLFSSL_API void sp_rshd(sp_int* a, int c);
/* r = a >> n bits. */
WOLFSSL_API int  sp_rshb(const sp_int* a, int n, sp_int* r);
/* r = a << e bits. */
WOLFSSL_API int  sp_mul_2d(const sp_int* a, int e, sp_int* r);
/* r = a >> e bits, rem = low e bits (with a's sign); r, rem may be NULL,
 * r and rem must differ. */
WOLFSSL_API int  sp_div_2d(const sp_int* a, int e, sp_int* r, sp_int* rem);
/* r = low e bits of |a| with a's sign. */
WOLFSSL_API int  sp_mod_2d(const sp_int* a, int e, sp_int* r);
/* r = a * 2 */
WOLFSSL_API int  sp_mul_2(const sp_int* a, sp_int* r);
/* r = a / 2 (magnitude halved, sign kept). */
WOLFSSL_API int  sp_div_2(const sp_int* a, sp_int* r);

/* ---------------------------------------------------------------------- */
/* Arithmetic                                                              */
/* ---------------------------------------------------------------------- */
WOLFSSL_API int  sp_add(const sp_int* a, const sp_int* b, sp_int* r);
WOLFSSL_API int  sp_sub(const sp_int* a, const sp_int* b, sp_int* r);
/* Fixed length: r = a + b for non-negative a, b of at most cnt digits,
 * reading exactly cnt digits of each; r gets cnt + 1 digits of room
 * (cnt + 1 <= r->size).  The time depends on cnt only. */
WOLFSSL_API int  sp_add_ct(const sp_int* a, const sp_int* b, int cnt,
                           sp_int* r);
/* r = a * b (MP_VAL when a->used + b->used > r->size). */
WOLFSSL_API int  sp_mul(const sp_int* a, const sp_int* b, sp_int* r);
/* r = a * a (MP_VAL when 2 * a->used > r->size). */
WOLFSSL_API int  sp_sqr(const sp_int* a, sp_int* r);
/* a = d * r + rem, r = trunc(a / d), rem has the sign of a; r and rem may
 * be NULL (not both) and must differ; d == 0 is MP_VAL. */
WOLFSSL_API int  sp_div(const sp_int* a, const sp_int* d, sp_int* r,
                        sp_int* rem);
/* r = a mod m with the sign of m (in [0, m) for m > 0); m == 0: MP_VAL. */
WOLFSSL_API int  sp_mod(const sp_int* a, const sp_int* m, sp_int* r);

/* ---------------------------------------------------------------------- */
/* Modular arithmetic (results as sp_mod; m != 0)                          */
/* ---------------------------------------------------------------------- */
WOLFSSL_API int  sp_addmod(const sp_int* a, const sp_int* b,
                           const sp_int* m, sp_int* r);
WOLFSSL_API int  sp_submod(const sp_int* a, const sp_int* b,
                           const sp_int* m, sp_int* r);
WOLFSSL_API int  sp_mulmod(const sp_int* a, const sp_int* b,
                           const sp_int* m, sp_int* r);
WOLFSSL_API int  sp_sqrmod(const sp_int* a, const sp_int* m, sp_int* r);
/* Constant time at m->used digits, for non-negative a, b of at most
 * m->used digits (not checked beyond signs and sizes):
 * r = (a + b) mod m for a + b < 2m (e.g. a, b < m; with b = 0 this
 * reduces a < 2m), r = (a - b) mod m for -m <= a - b < m (e.g. a, b < m;
 * with b = m this reduces a < 2m). */
WOLFSSL_API int  sp_addmod_ct(const sp_int* a, const sp_int* b,
                              const sp_int* m, sp_int* r);
WOLFSSL_API int  sp_submod_ct(const sp_int* a, const sp_int* b,
                              const sp_int* m, sp_int* r);
/* Constant time: r = a / 2 mod m for odd m and 0 <= a < m. */
WOLFSSL_API int  sp_div_2_mod_ct(const sp_int* a, const sp_int* m,
                                 sp_int* r);

/* ---------------------------------------------------------------------- */
/* Exponentiation, inverses, gcd                                           */
/* ---------------------------------------------------------------------- */
/* r = b^e mod m; constant time in b and e for odd m (fixed window, masked
 * table reads, e->used digits processed; b read at 2 * m->used digits and
 * put into Montgomery form without division); 0 < m with at most
 * SP_INT_BITS bits; e >= 0; b any sign (a negative b or one longer than
 * 2 * m->used digits is first reduced by division, in variable time). */
WOLFSSL_API int  sp_exptmod(const sp_int* b, const sp_int* e,
                            const sp_int* m, sp_int* r);
/* As sp_exptmod, processing exactly `digits` digits of e (digits >=
 * e->used), so the time depends on digits only. */
WOLFSSL_API int  sp_exptmod_ex(const sp_int* b, const sp_int* e, int digits,
                               const sp_int* m, sp_int* r);
/* As sp_exptmod but variable time in e (sliding window): public
 * exponents.  The base is handled as by sp_exptmod (it may be secret,
 * e.g. a blinding value or an RSA result being checked). */
WOLFSSL_API int  sp_exptmod_nct(const sp_int* b, const sp_int* e,
                                const sp_int* m, sp_int* r);
/* r = a^-1 mod m in [0, m); m > 1; MP_VAL when no inverse exists.
 * Constant time in a for odd m and 0 <= a of at most m->used digits
 * (a >= m is reduced without division). */
WOLFSSL_API int  sp_invmod(const sp_int* a, const sp_int* m, sp_int* r);
/* r = a^-1 mod m in [0, m), variable time (binary extended Euclid on
 * shrinking operands): for public a, or a blinded by a random factor.
 * Any a (reduced by division); odd m > 1 (even m: sp_invmod); MP_VAL when
 * no inverse exists.  Not in upstream's API. */
WOLFSSL_LOCAL int sp_invmod_nct(const sp_int* a, const sp_int* m,
                                sp_int* r);
/* Constant time: r = a^-1 in Montgomery form (a in Montgomery form,
 * 0 < a < m), m an odd prime > 2, mp from sp_mont_setup(m).  MP_VAL for
 * a = 0 (no inverse; as upstream), told apart in constant time. */
WOLFSSL_API int  sp_invmod_mont_ct(const sp_int* a, const sp_int* m,
                                   sp_int* r, sp_int_digit mp);
/* r = gcd(|a|, |b|) (gcd(0, 0) = 0). */
WOLFSSL_API int  sp_gcd(const sp_int* a, const sp_int* b, sp_int* r);
/* r = lcm(|a|, |b|); MP_VAL when a or b is zero. */
WOLFSSL_API int  sp_lcm(const sp_int* a, const sp_int* b, sp_int* r);

/* ---------------------------------------------------------------------- */
/* Montgomery arithmetic, R = 2^(SP_WORD_SIZE * m->used)                   */
/* ---------------------------------------------------------------------- */
/* *rho = -m^-1 mod 2^SP_WORD_SIZE; m odd and positive. */
WOLFSSL_API int  sp_mont_setup(const sp_int* m, sp_int_digit* rho);
/* norm = R mod m (m > 0).  Constant time in m's value: time depends on
 * m->used only (no division). */
WOLFSSL_API int  sp_mont_norm(sp_int* norm, const sp_int* m);
/* norm2 = R^2 mod m for odd m > 1, constant time in m's value (no
 * division): the constant that takes values into Montgomery form with
 * sp_mont_mul_ct. */
WOLFSSL_API int  sp_mont_norm2_ct(sp_int* norm2, const sp_int* m);
/* Fixed length: a = a * R^-1 mod m, for 0 <= a < m * R (e.g. a product
 * of two values below m, or any a of at most m->used digits); a is read
 * at 2 * m->used digits whatever a->used, and a->size must be at least
 * that. */
WOLFSSL_API int  sp_mont_red(sp_int* a, const sp_int* m, sp_int_digit mp);
/* Fixed length: r = a * b * R^-1 mod m (Montgomery product) for odd m,
 * mp = -m^-1 mod 2^SP_WORD_SIZE, non-negative a and b of at most m->used
 * digits with a * b < m * R (e.g. a < m or b < m); r in [0, m).  a and b
 * are read at m->used digits whatever their used counts: the time depends
 * on m->used only.  r may alias a, b (not m). */
WOLFSSL_API int  sp_mont_mul_ct(const sp_int* a, const sp_int* b,
                                const sp_int* m, sp_int_digit mp,
                                sp_int* r);
/* Fixed length: r = a^2 * R^-1 mod m, as sp_mont_mul_ct(a, a, ...). */
WOLFSSL_API int  sp_mont_sqr_ct(const sp_int* a, const sp_int* m,
                                sp_int_digit mp, sp_int* r);

/* ---------------------------------------------------------------------- */
/* Conversions                                                             */
/* ---------------------------------------------------------------------- */
/* Bytes in the big-endian encoding of |a| (0 for zero). */
WOLFSSL_API int  sp_unsigned_bin_size(const sp_int* a);
/* a = big-endian unsigned in[0..inSz-1] (leading zeros allowed).  Time
 * depends on inSz only, unless the input is longer than a->size digits
 * (its leading zero bytes are then skipped, in variable time). */
WOLFSSL_API int  sp_read_unsigned_bin(sp_int* a, const byte* in,
                                      word32 inSz);
/* Write |a| big-endian in sp_unsigned_bin_size(a) bytes. */
WOLFSSL_API int  sp_to_unsigned_bin(const sp_int* a, byte* out);
/* Write |a| big-endian left-padded to exactly outSz bytes (MP_VAL when it
 * does not fit). */
WOLFSSL_API int  sp_to_unsigned_bin_len(const sp_int* a, byte* out,
                                        int outSz);
/* As sp_to_unsigned_bin_len, with time depending on outSz only (digits
 * read masked); a value too big for out is truncated to its low outSz
 * bytes. */
WOLFSSL_API int  sp_to_unsigned_bin_len_ct(const sp_int* a, byte* out,
                                           int outSz);
/* Read text in radix 16 (either case) or 10, with optional leading '-';
 * the empty string is zero. */
WOLFSSL_API int  sp_read_radix(sp_int* a, const char* str, int radix);
/* Write text in radix 16 (upper case, whole bytes: even digit count,
 * zero is "00") or 10, with '-' for negatives, NUL-terminated; str must
 * have sp_radix_size() bytes. */
WOLFSSL_API int  sp_toradix(const sp_int* a, char* str, int radix);
WOLFSSL_API int  sp_tohex(const sp_int* a, char* str);
WOLFSSL_API int  sp_todecimal(const sp_int* a, char* str);
/* *size = characters sp_toradix writes, including sign and NUL. */
WOLFSSL_API int  sp_radix_size(const sp_int* a, int radix, int* size);

/* ---------------------------------------------------------------------- */
/* Primes and random numbers                                               */
/* ---------------------------------------------------------------------- */
/* *result = MP_YES when a is probably prime: trial division, then
 * Miller-Rabin with the first t primes as bases (1 <= t <= SP_PRIME_SIZE).
 */
WOLFSSL_API int  sp_prime_is_prime(const sp_int* a, int t, int* result);
/* *j = the Jacobi symbol (a/n) (-1, 0 or 1) for odd n > 0 and
 * 0 <= a < n (MP_VAL otherwise).  Variable time: public values only.
 * (A project extension; wolfCrypt has no Jacobi symbol function.) */
WOLFSSL_API int  sp_jacobi(const sp_int* a, const sp_int* n, int* j);
/* As sp_prime_is_prime with t random bases drawn from rng (t >= 1). */
WOLFSSL_API int  sp_prime_is_prime_ex(const sp_int* a, int t, int* result,
                                      struct WC_RNG* rng);
/* r = random probable prime of |len| bytes with the top two bits set;
 * len < 0 asks for a Blum prime (r = 3 mod 4). */
WOLFSSL_API int  sp_rand_prime(sp_int* r, int len, struct WC_RNG* rng,
                               void* heap);
/* r = random value of exactly `digits` digits (top digit non-zero). */
WOLFSSL_API int  sp_rand(sp_int* r, int digits, struct WC_RNG* rng);

/* ---------------------------------------------------------------------- */
/* Fixed-size declarations as used by wolfCrypt algorithm code.  Every      */
/* sp_int has the full digit array here, so these only declare and size.   */
/* ---------------------------------------------------------------------- */
#define MP_BITS_CNT(bits) \
    ((unsigned int)(((bits) + SP_WORD_SIZE - 1) / SP_WORD_SIZE))
#define MP_INT_SIZEOF(cnt) (sizeof(sp_int))
#define DECL_MP_INT_SIZE(name, bits)        sp_int name[1]
#define DECL_MP_INT_SIZE_DYN(name, bits, max) sp_int name[1]
#define NEW_MP_INT_SIZE(name, bits, heap, type) \
    do { (void)(heap); (void)(type); } while (0)
#define INIT_MP_INT_SIZE(name, bits) \
    sp_init_size((name), (2 * MP_BITS_CNT(bits) + 1 < SP_INT_DIGITS) ? \
                 2 * MP_BITS_CNT(bits) + 1 : SP_INT_DIGITS)
#define FREE_MP_INT_SIZE(name, heap, type) \
    do { (void)(heap); (void)(type); } while (0)

/* ---------------------------------------------------------------------- */
/* mp_* names                                                              */
/* ---------------------------------------------------------------------- */
#define mp_iszero           sp_iszero
#define mp_isone            sp_isone
#define mp_iseven           sp_iseven
#define mp_isodd            sp_isodd
#define mp_isneg            sp_isneg
#define mp_isword           sp_isword
#define mp_abs_is_word      sp_abs_is_word

#define mp_init             sp_init
#define mp_init_size        sp_init_size
#define mp_init_multi       sp_init_multi
#define mp_init_copy        sp_init_copy
#define mp_clear            sp_clear
#define mp_free             sp_free
#define mp_forcezero        sp_forcezero
#define mp_zero             sp_zero
#define mp_grow             sp_grow
#define mp_copy             sp_copy
#define mp_exch             sp_exch
#define mp_cond_swap_ct     sp_cond_swap_ct
#define mp_cond_copy        sp_cond_copy
#define mp_cond_copy_ct     sp_cond_copy_ct
#define mp_copy_ct          sp_copy_ct
#define mp_cmp_ct           sp_cmp_ct
#define mp_iszero_ct        sp_iszero_ct
#define mp_clamp_ct         sp_clamp_ct
#define mp_read_table_ct    sp_read_table_ct
#define mp_add_ct           sp_add_ct
#define mp_abs              sp_abs
#define mp_neg              sp_neg
#define mp_set              sp_set
#define mp_set_int          sp_set_int
#define mp_cmp              sp_cmp
#define mp_cmp_mag          sp_cmp_mag
#define mp_cmp_d            sp_cmp_d
#define mp_get_digit        sp_get_digit
#define mp_get_digit_count  sp_get_digit_count
#define mp_is_bit_set       sp_is_bit_set
#define mp_count_bits       sp_count_bits
#define mp_cnt_lsb          sp_cnt_lsb
#define mp_leading_bit      sp_leading_bit
#define mp_set_bit          sp_set_bit
#define mp_2expt            sp_2expt
#define mp_add_d            sp_add_d
#define mp_sub_d            sp_sub_d
#define mp_mul_d            sp_mul_d
#define mp_div_d            sp_div_d
#define mp_mod_d            sp_mod_d
#define mp_lshd             sp_lshd
#define mp_rshd             sp_rshd
#define mp_rshb             sp_rshb
#define mp_mul_2d           sp_mul_2d
#define mp_div_2d           sp_div_2d
#define mp_mod_2d           sp_mod_2d
#define mp_mul_2            sp_mul_2
#define mp_div_2            sp_div_2
#define mp_add              sp_add
#define mp_sub              sp_sub
#define mp_mul              sp_mul
#define mp_sqr              sp_sqr
#define mp_div              sp_div
#define mp_mod              sp_mod
#define mp_addmod           sp_addmod
#define mp_submod           sp_submod
#define mp_mulmod           sp_mulmod
#define mp_sqrmod           sp_sqrmod
#define mp_addmod_ct        sp_addmod_ct
#define mp_submod_ct        sp_submod_ct
#define mp_div_2_mod_ct     sp_div_2_mod_ct
#define mp_exptmod          sp_exptmod
#define mp_exptmod_ex       sp_exptmod_ex
#define mp_exptmod_nct      sp_exptmod_nct
#define mp_invmod           sp_invmod
#define mp_invmod_mont_ct   sp_invmod_mont_ct
#define mp_invmod_nct       sp_invmod_nct
#define mp_gcd              sp_gcd
#define mp_lcm              sp_lcm
#define mp_montgomery_setup sp_mont_setup
#define mp_montgomery_calc_normalization sp_mont_norm
#define mp_montgomery_reduce sp_mont_red
#define mp_mont_norm        sp_mont_norm
#define mp_mont_red         sp_mont_red
#define mp_mont_norm2_ct    sp_mont_norm2_ct
#define mp_mont_mul_ct      sp_mont_mul_ct
#define mp_mont_sqr_ct      sp_mont_sqr_ct
#define mp_unsigned_bin_size sp_unsigned_bin_size
#define mp_read_unsigned_bin sp_read_unsigned_bin
#define mp_to_unsigned_bin  sp_to_unsigned_bin
#define mp_to_unsigned_bin_len sp_to_unsigned_bin_len
#define mp_to_unsigned_bin_len_ct sp_to_unsigned_bin_len_ct
#define mp_read_radix       sp_read_radix
#define mp_toradix          sp_toradix
#define mp_tohex            sp_tohex
#define mp_todecimal        sp_todecimal
#define mp_radix_size       sp_radix_size
#define mp_prime_is_prime   sp_prime_is_prime
#define mp_prime_is_prime_ex sp_prime_is_prime_ex
#define mp_rand_prime       sp_rand_prime
#define mp_rand             sp_rand

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_SP_INT_H */
