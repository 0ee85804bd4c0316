/* sp_int_prime.c
 *
 * Primality testing and random numbers for the generic multi-precision
 * integer (sp_int): trial division by the first SP_PRIME_SIZE primes,
 * Miller-Rabin with fixed small-prime bases (sp_prime_is_prime) or random
 * bases from a WC_RNG (sp_prime_is_prime_ex), random probable primes
 * (sp_rand_prime), random numbers of a given digit count (sp_rand) and
 * the Jacobi symbol (sp_jacobi, variable time, for DH's subgroup check).
 * Part of the sp_int layer, used by RSA and DH key generation; the RNG is
 * the Hash_DRBG of random.c.
 *
 * Candidates are usually secret (RSA key generation), so the modular
 * exponentiation inside Miller-Rabin is the constant-time sp_exptmod.  The
 * trial division and the number of squarings until a witness is found are
 * variable time, as they are in every such test: a rejected candidate is
 * thrown away, and an accepted one runs every step.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/random.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "sp_int_internal.h"

/* The first SP_PRIME_SIZE primes (2 .. 1619). */
static const word16 sp_primes[SP_PRIME_SIZE] = {
    2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67,
    71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139,
    149, 151, 157, 163, 167, 173, 179, 181, 191, 193, 197, 199, 211, 223,
    227, 229, 233, 239, 241, 251, 257, 263, 269, 271, 277, 281, 283, 293,
    307, 311, 313, 317, 331, 337, 347, 349, 353, 359, 367, 373, 379, 383,
    389, 397, 401, 409, 419, 421, 431, 433, 439, 443, 449, 457, 461, 463,
    467, 479, 487, 491, 499, 503, 509, 521, 523, 541, 547, 557, 563, 569,
    571, 577, 587, 593, 599, 601, 607, 613, 617, 619, 631, 641, 643, 647,
    653, 659, 661, 673, 677, 683, 691, 701, 709, 719, 727, 733, 739, 743,
    751, 757, 761, 769, 773, 787, 797, 809, 811, 821, 823, 827, 829, 839,
    853, 857, 859, 863, 877, 881, 883, 887, 907, 911, 919, 929, 937, 941,
    947, 953, 967, 971, 977, 983, 991, 997, 1009, 1013, 1019, 1021, 1031,
    1033, 1039, 1049, 1051, 1061, 1063, 1069, 1087, 1091, 1093, 1097, 1103,
    1109, 1117, 1123, 1129, 1151, 1153, 1163, 1171, 1181, 1187, 1193, 1201,
    1213, 1217, 1223, 1229, 1231, 1237, 1249, 1259, 1277, 1279, 1283, 1289,
    1291, 1297, 1301, 1303, 1307, 1319, 1321, 1327, 1361, 1367, 1373, 1381,
    1399, 1409, 1423, 1427, 1429, 1433, 1439, 1447, 1451, 1453, 1459, 1471,
    1481, 1483, 1487, 1489, 1493, 1499, 1511, 1523, 1531, 1543, 1549, 1553,
    1559, 1567, 1571, 1579, 1583, 1597, 1601, 1607, 1609, 1613, 1619
};

/* ====================================================================== */
/* Trial division                                                          */
/* ====================================================================== */

/* *result = MP_YES / MP_NO when a (>= 2) is decided by the small primes:
 * a prime in the table, or a multiple of one of them.  Returns 1 when
 * decided, 0 when Miller-Rabin has to decide, or a negative error.
 * Primes are grouped so one sp_mod_d serves several (their product fits a
 * digit). */
static int sp_trial_division(const sp_int* a, int* result)
{
    unsigned int i = 0, j;
    int err;

    if ((a->used == 1) && (a->dp[0] <= sp_primes[SP_PRIME_SIZE - 1])) {
        *result = MP_NO;
        for (j = 0; j < SP_PRIME_SIZE; j++) {
            if (a->dp[0] == sp_primes[j])
                *result = MP_YES;
        }
        return 1;
    }
    while (i < SP_PRIME_SIZE) {
        sp_int_digit prod = sp_primes[i], rem;
        unsigned int start = i++;

        while ((i < SP_PRIME_SIZE) && (prod <= SP_DIGIT_MAX / sp_primes[i]))
            prod *= sp_primes[i++];
        err = sp_mod_d(a, prod, &rem);
        if (err != MP_OKAY)
            return err;
        for (j = start; j < i; j++) {
            if (rem % sp_primes[j] == 0) {
                *result = MP_NO;
                return 1;
            }
        }
    }
    return 0;
}

/* ====================================================================== */
/* Miller-Rabin                                                            */
/* ====================================================================== */

/* Working values for rounds on one candidate a: a - 1 = d * 2^s. */
typedef struct sp_mr_ctx {
    const sp_int* a;
    sp_int* am1;    /* a - 1 */
    sp_int* d;      /* odd part of a - 1 */
    sp_int* y;      /* round value */
    int s;
} sp_mr_ctx;

/* One round with base b (1 < b < a - 1): a passes when b^d = 1 or
 * b^(d * 2^i) = a - 1 for some i < s.  *pass = 1 / 0. */
static int sp_mr_round(sp_mr_ctx* c, const sp_int* b, int* pass)
{
    int err, i;

    *pass = 0;
    err = sp_exptmod(b, c->d, c->a, c->y);
    if ((err == MP_OKAY) &&
        (sp_isone(c->y) || (sp_cmp(c->y, c->am1) == MP_EQ))) {
        *pass = 1;
        return MP_OKAY;
    }
    for (i = 1; (err == MP_OKAY) && (i < c->s); i++) {
        err = sp_sqrmod(c->y, c->a, c->y);
        if ((err == MP_OKAY) && (sp_cmp(c->y, c->am1) == MP_EQ)) {
            *pass = 1;
            break;
        }
        if ((err == MP_OKAY) && sp_isone(c->y))
            break;
    }
    return err;
}

/* Set up c for the odd candidate a > 3. */
static int sp_mr_setup(sp_mr_ctx* c, const sp_int* a)
{
    int err;

    c->a = a;
    err = sp_sub_d(a, 1, c->am1);
    if (err == MP_OKAY) {
        c->s = sp_cnt_lsb(c->am1);
        err = sp_rshb(c->am1, c->s, c->d);
    }
    return err;
}

/* Argument checks and the cases decided without Miller-Rabin. Returns 1
 * when *result is final, 0 to go on, or a negative error. */
static int sp_prime_precheck(const sp_int* a, int* result)
{
    if ((a->sign == MP_NEG) || (sp_cmp_d(a, 2) == MP_LT)) {
        *result = MP_NO;
        return 1;
    }
    return sp_trial_division(a, result);
}

int sp_prime_is_prime(const sp_int* a, int t, int* result)
{
    SP_INT_DECL(am1);
    SP_INT_DECL(d);
    SP_INT_DECL(y);
    SP_INT_DECL(b);
    sp_mr_ctx c;
    int err, i, pass = 1;

    if ((a == NULL) || (result == NULL) || (t < 1) || (t > SP_PRIME_SIZE))
        return MP_VAL;
    *result = MP_NO;
    err = sp_prime_precheck(a, result);
    if (err != 0)
        return (err == 1) ? MP_OKAY : err;
    err = SP_INT_ALLOC(am1);
    if (err == MP_OKAY) err = SP_INT_ALLOC(d);
    if (err == MP_OKAY) err = SP_INT_ALLOC(y);
    if (err == MP_OKAY) err = SP_INT_ALLOC(b);
    c.am1 = am1;
    c.d = d;
    c.y = y;
    if (err == MP_OKAY)
        err = sp_mr_setup(&c, a);
    /* a > 1619 here, so every base is below a - 1. */
    for (i = 0; (err == MP_OKAY) && pass && (i < t); i++) {
        err = sp_set(b, sp_primes[i]);
        if (err == MP_OKAY)
            err = sp_mr_round(&c, b, &pass);
    }
    if (err == MP_OKAY)
        *result = pass ? MP_YES : MP_NO;
    SP_INT_FREE(b);
    SP_INT_FREE(y);
    SP_INT_FREE(d);
    SP_INT_FREE(am1);
    return err;
}

/* b = random value in [2, a - 2]: random bits of a's length, rejected
 * until in range (each try succeeds with probability above 1/4). */
static int sp_rand_base(sp_int* b, const sp_int* a, const sp_int* am1,
                        struct WC_RNG* rng)
{
    byte buf[SP_INT_DIGITS * SP_WORD_SIZEOF];
    int bits = sp_count_bits(a), len = (bits + 7) / 8, err, tries;

    for (tries = 0; tries < 1000; tries++) {
        err = wc_RNG_GenerateBlock(rng, buf, (word32)len);
        if (err != 0)
            return err;
        if ((bits & 7) != 0)
            buf[0] &= (byte)((1 << (bits & 7)) - 1);
        err = sp_read_unsigned_bin(b, buf, (word32)len);
        if (err != MP_OKAY)
            break;
        if ((sp_cmp_d(b, 2) != MP_LT) && (sp_cmp(b, am1) == MP_LT))
            break;
        err = MP_VAL;
    }
    ForceZero(buf, (size_t)len);
    return err;
}

int sp_prime_is_prime_ex(const sp_int* a, int t, int* result,
                         struct WC_RNG* rng)
{
    SP_INT_DECL(am1);
    SP_INT_DECL(d);
    SP_INT_DECL(y);
    SP_INT_DECL(b);
    sp_mr_ctx c;
    int err, i, pass = 1;

    if ((a == NULL) || (result == NULL) || (rng == NULL) || (t < 1))
        return MP_VAL;
    *result = MP_NO;
    err = sp_prime_precheck(a, result);
    if (err != 0)
        return (err == 1) ? MP_OKAY : err;
    err = SP_INT_ALLOC(am1);
    if (err == MP_OKAY) err = SP_INT_ALLOC(d);
    if (err == MP_OKAY) err = SP_INT_ALLOC(y);
    if (err == MP_OKAY) err = SP_INT_ALLOC(b);
    c.am1 = am1;
    c.d = d;
    c.y = y;
    if (err == MP_OKAY)
        err = sp_mr_setup(&c, a);
    for (i = 0; (err == MP_OKAY) && pass && (i < t); i++) {
        err = sp_rand_base(b, a, am1, rng);
        if (err == MP_OKAY)
            err = sp_mr_round(&c, b, &pass);
    }
    if (err == MP_OKAY)
        *result = pass ? MP_YES : MP_NO;
    SP_INT_FREE(b);
    SP_INT_FREE(y);
    SP_INT_FREE(d);
    SP_INT_FREE(am1);
    return err;
}

/* ====================================================================== */
/* Random numbers                                                          */
/* ====================================================================== */

int sp_rand(sp_int* r, int digits, struct WC_RNG* rng)
{
    byte buf[SP_WORD_SIZEOF];
    int err, i, k;

    if ((r == NULL) || (rng == NULL) || (digits <= 0) ||
        ((unsigned int)digits > r->size))
        return MP_VAL;
    for (i = 0; i < digits; i++) {
        do {
            err = wc_RNG_GenerateBlock(rng, buf, sizeof(buf));
            if (err != 0)
                return err;
            r->dp[i] = 0;
            for (k = 0; k < SP_WORD_SIZEOF; k++)
                r->dp[i] = (r->dp[i] << 8) | buf[k];
            /* The top digit must be non-zero. */
        } while ((i == digits - 1) && (r->dp[i] == 0));
    }
    ForceZero(buf, sizeof(buf));
    r->used = (unsigned int)digits;
    r->sign = MP_ZPOS;
    return MP_OKAY;
}

/* Random |len|-byte candidates with the top two bits set (so a product of
 * two has exactly 16 * |len| bits) and the low bit (two low bits for a
 * Blum prime) set, until one passes 8 random-base Miller-Rabin rounds. */
int sp_rand_prime(sp_int* r, int len, struct WC_RNG* rng, void* heap)
{
    byte buf[SP_INT_BYTES];
    byte low = 0x01;
    int err = MP_OKAY, isPrime = MP_NO;

    (void)heap;
    if (len < 0) {
        low = 0x03;
        len = -len;
    }
    if ((r == NULL) || (rng == NULL) || (len == 0) || (len > SP_INT_BYTES) ||
        ((unsigned int)len > r->size * SP_WORD_SIZEOF))
        return MP_VAL;
    while ((err == MP_OKAY) && (isPrime == MP_NO)) {
        err = wc_RNG_GenerateBlock(rng, buf, (word32)len);
        if (err != 0)
            break;
        buf[0] |= 0xC0;
        buf[len - 1] |= low;
        err = sp_read_unsigned_bin(r, buf, (word32)len);
        if (err == MP_OKAY)
            err = sp_prime_is_prime_ex(r, 8, &isPrime, rng);
    }
    ForceZero(buf, (size_t)len);
    return err;
}

/* ====================================================================== */
/* Jacobi symbol                                                           */
/* ====================================================================== */

/* Steps per batch: after i halvings the low SP_WORD_SIZE - i bits of the
 * low-word approximations are exact, and the last step reads y mod 8. */
#define SP_JAC_K (SP_WORD_SIZE - 2)

/* (x, y) = ((f0 x + g0 y) / 2^K, (f1 x + g1 y) / 2^K) in place on m digits
 * (both zero above their lengths); the divisions are exact.  |f0| + |g0|
 * and |f1| + |g1| are at most 2^K, so each result is below 2^(m w) in
 * magnitude and each product fits a signed double digit.  The m digits
 * hold the results mod 2^(m w); the final carries give their signs:
 * returns bit 0 set when x is negative, bit 1 when y is. */
static unsigned int sp_jac_apply(sp_int_digit* x, sp_int_digit* y,
                                 unsigned int m, sp_int_sdigit f0,
                                 sp_int_sdigit g0, sp_int_sdigit f1,
                                 sp_int_sdigit g1)
{
    sp_int_sword cx, cy;
    sp_int_digit px, py, dx, dy;
    sp_int_digit* end = x + m;

    cx = (sp_int_sword)f0 * (sp_int_sword)x[0] +
         (sp_int_sword)g0 * (sp_int_sword)y[0];
    cy = (sp_int_sword)f1 * (sp_int_sword)x[0] +
         (sp_int_sword)g1 * (sp_int_sword)y[0];
    px = (sp_int_digit)cx >> SP_JAC_K;
    py = (sp_int_digit)cy >> SP_JAC_K;
    /* Arithmetic shifts: the signed carries. */
    cx >>= SP_WORD_SIZE;
    cy >>= SP_WORD_SIZE;
    for (x++, y++; x < end; x++, y++) {
        sp_int_sword xi = (sp_int_sword)*x;
        sp_int_sword yi = (sp_int_sword)*y;

        cx += (sp_int_sword)f0 * xi + (sp_int_sword)g0 * yi;
        cy += (sp_int_sword)f1 * xi + (sp_int_sword)g1 * yi;
        dx = (sp_int_digit)cx;
        dy = (sp_int_digit)cy;
        x[-1] = px | (dx << (SP_WORD_SIZE - SP_JAC_K));
        y[-1] = py | (dy << (SP_WORD_SIZE - SP_JAC_K));
        px = dx >> SP_JAC_K;
        py = dy >> SP_JAC_K;
        cx >>= SP_WORD_SIZE;
        cy >>= SP_WORD_SIZE;
    }
    x[-1] = px | ((sp_int_digit)cx << (SP_WORD_SIZE - SP_JAC_K));
    y[-1] = py | ((sp_int_digit)cy << (SP_WORD_SIZE - SP_JAC_K));
    return (unsigned int)(cx < 0) | ((unsigned int)(cy < 0) << 1);
}

/* x = -x on m digits (two's complement: the magnitude fits m digits). */
static void sp_jac_neg(sp_int_digit* x, unsigned int m)
{
    sp_int_digit c = 1;
    unsigned int i;

    for (i = 0; i < m; i++) {
        x[i] = (sp_int_digit)~x[i] + c;
        c &= (sp_int_digit)(x[i] == 0);
    }
}

/* The Jacobi symbol (x / y) of the digit arrays x (lx digits) and y (ly
 * digits, odd), both of max(lx, ly) digits of room; they are destroyed.
 * Variable time (branches and lengths follow the values): for public
 * values only, such as DH's subgroup check of a peer's public key.
 *
 * A binary algorithm run in batches on one-word approximations, in the
 * manner of Pornin's optimized binary GCD; tests/diff/jacobi_model.py
 * models it step for step and checks it against the textbook symbol.  With w =
 * SP_WORD_SIZE and K = w - 2:
 *
 *   State (x, y, s), answer (-1)^s (x / |y|), y odd, and at most one of
 *   x, y negative; at the start (a, n, 0).  The steps are those of the
 *   binary algorithm:
 *     x odd:  if "x < y", swap x and y; then x = x - y (even);
 *     always: x = x / 2.
 *   Sign rules, with (m / n) := (m / |n|) for negative n:
 *     x / 2: (2 / y) = -1 when y = 3 or 5 mod 8, for y of either sign;
 *     x - y: (x - y / |y|) = (x / |y|);
 *     swap:  (x / |y|) = (y / |x|) (-1)^((x-1)/2 (y-1)/2) for odd x, y
 *            not both negative -- the usual reciprocity law, extended:
 *            for x = -X < 0 < y, (-X / y) (y / X) = (-1)^((y-1)/2)
 *            (-1)^((X-1)/2 (y-1)/2) = (-1)^((y-1)/2 (X+1)/2), and
 *            (x-1)/2 = -(X+1)/2; when gcd(x, y) > 1 both sides are 0.
 *            So s flips when x and y are both 3 mod 4.
 *   All three read only the low bits of x and y (mod 8 in two's
 *   complement), never their signs.  x - y keeps "at most one negative":
 *   y < 0 gives x - y > 0, and x < 0 leaves y >= 0 alone.  y stays odd
 *   (it only ever receives an odd x), hence non-zero.
 *
 *   While x or y has more than one digit: x = 0 means |y| = gcd(a, n) > 1,
 *   the answer is 0.  Otherwise take xh, yh = the w bits of x, y from bit
 *   bits(max(x, y)) - w up (same position for both), xl, yl = x, y mod
 *   2^w, and run K steps on those words, with "x < y" decided as xh < yh,
 *   collecting the matrix M = (f0 g0; f1 g1) with 2^i (x_i, y_i) =
 *   M (x, y) (x - y subtracts the rows, x / 2 doubles the y row instead).
 *   The parity of x is exact (low bits), so every step is a valid step on
 *   the true values; a wrong "x < y" only costs progress (x - y < 0).
 *   After i halvings the low w - i bits of xl and yl are exact; step K - 1
 *   reads y mod 8 with 3 of them.  Then (x, y) = M (x, y) / 2^K on the full
 *   numbers (sp_jac_apply; |f| + |g| <= 2^K per row); a negative x becomes
 *   -x with (-1 / y) = -1 when y = 3 mod 4 (y >= 0 then), a negative y
 *   becomes -y with no sign change.
 *   Progress: each batch shrinks bits(x) + bits(y) by at least K bits in
 *   every case the model runs (random, adversarial, and with --small all
 *   pairs below 3000 with w = 4 .. 8, where the approximations are
 *   coarsest), the kind of bound Pornin's analysis gives for his variant
 *   (top and low bits in one word); here it is checked, not proven.  So
 *   that no input can make the loop run long if it failed, it gives up
 *   with MP_VAL after (digits of a and n) * w batches, one bit each.
 *   Then, x and y in one digit each and non-negative: the same steps with
 *   exact comparisons until x = 0; y = gcd(a, n) and the answer is (-1)^s
 *   when y = 1, else 0.
 *
 * A 2048-bit modulus takes about 46 batches (2,900 steps). */
static int sp_jacobi_dig(sp_int_digit* x, unsigned int lx, sp_int_digit* y,
                         unsigned int ly, int* j)
{
    sp_int_digit s = 0, t, xh, yh, xl, yl;
    unsigned int m, i, neg, left;

    left = (lx + ly) * SP_WORD_SIZE;
    while ((lx > 1) || (ly > 1)) {
        sp_int_sdigit f0 = 1, g0 = 0, f1 = 0, g1 = 1, tf;
        unsigned int sh, d, b;

        if (lx == 0) {
            *j = 0;
            return MP_OKAY;
        }
        if (left-- == 0)
            return MP_VAL;
        m = (lx > ly) ? lx : ly;
        t = (lx > ly) ? x[m - 1] : ((ly > lx) ? y[m - 1] :
                                    (x[m - 1] | y[m - 1]));
        sh = (m - 1) * SP_WORD_SIZE - (unsigned int)sp_digit_clz(t);
        d = sh / SP_WORD_SIZE;
        b = sh % SP_WORD_SIZE;
        xh = x[d] >> b;
        yh = y[d] >> b;
        if (b != 0) {
            xh |= x[d + 1] << (SP_WORD_SIZE - b);
            yh |= y[d + 1] << (SP_WORD_SIZE - b);
        }
        xl = x[0];
        yl = y[0];
        t = (yl >> 1) ^ (yl >> 2);
        for (i = 0; i < SP_JAC_K; i++) {
            if ((xl & 1) != 0) {
                if (xh < yh) {
                    /* Swap, then subtract: (x, y) = (y - x, x). */
                    sp_int_digit v = yh - xh;
                    yh = xh; xh = v;
                    s ^= (xl & yl) >> 1;
                    v = yl - xl;
                    yl = xl; xl = v;
                    t = (yl >> 1) ^ (yl >> 2);
                    tf = f1 - f0; f1 = f0; f0 = tf;
                    tf = g1 - g0; g1 = g0; g0 = tf;
                }
                else {
                    xh -= yh;
                    xl -= yl;
                    f0 -= f1;
                    g0 -= g1;
                }
            }
            xh >>= 1;
            xl >>= 1;
            f1 += f1;
            g1 += g1;
            s ^= t;
        }
        neg = sp_jac_apply(x, y, m, f0, g0, f1, g1);
        if (neg & 1) {
            sp_jac_neg(x, m);
            s ^= y[0] >> 1;
        }
        if (neg & 2)
            sp_jac_neg(y, m);
        lx = ly = m;
        while ((lx > 0) && (x[lx - 1] == 0))
            lx--;
        while ((ly > 0) && (y[ly - 1] == 0))
            ly--;
    }
    xl = (lx > 0) ? x[0] : 0;
    yl = y[0];
    t = (yl >> 1) ^ (yl >> 2);
    while (xl != 0) {
        if (xl & 1) {
            if (xl < yl) {
                sp_int_digit v = xl;
                xl = yl; yl = v;
                s ^= (xl & yl) >> 1;
                t = (yl >> 1) ^ (yl >> 2);
            }
            xl -= yl;
        }
        xl >>= 1;
        s ^= t;
    }
    *j = (yl != 1) ? 0 : (((s & 1) != 0) ? -1 : 1);
    return MP_OKAY;
}

int sp_jacobi(const sp_int* a, const sp_int* n, int* j)
{
    SP_BUF_DECL(w, 2 * SP_INT_DIGITS);
    unsigned int i, len;
    int err;

    if ((a == NULL) || (n == NULL) || (j == NULL) ||
        (a->sign == MP_NEG) || (n->sign == MP_NEG) || (n->used == 0) ||
        ((n->dp[0] & 1) == 0) || (sp_cmp_mag(a, n) != MP_LT))
        return MP_VAL;
    len = n->used;
    if (SP_BUF_ALLOC(w, 2 * len) != MP_OKAY)
        return MP_MEM;
    for (i = 0; i < len; i++) {
        w[i] = (i < a->used) ? a->dp[i] : 0;
        w[len + i] = n->dp[i];
    }
    err = sp_jacobi_dig(w, a->used, w + len, len, j);
    SP_BUF_FREE(w, 2 * len);
    return err;
}
