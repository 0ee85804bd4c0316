/* sp_int_conv.c
 *
 * Conversions of the generic multi-precision integer (sp_int): big-endian
 * unsigned byte strings (the form keys and signatures travel in) and text
 * in radix 16 and 10.  Part of the sp_int layer; the arithmetic it uses is
 * in sp_int.c.
 *
 * Text formats (wolfCrypt behaviour): hexadecimal output is upper case and
 * covers whole bytes (an even number of digits, zero is "00"); decimal
 * output has no leading zeros (zero is "0"); a negative value starts with
 * '-'.  Input accepts either case of hex digits, an optional leading '-'
 * and leading zeros; any other character is MP_VAL.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/sp_int.h>
#include <wolfssl/wolfcrypt/misc.h>
#include "sp_int_internal.h"

/* Largest power of ten in a digit and its exponent: decimal text is
 * converted in chunks of SP_DEC_CHUNK characters. */
#if SP_WORD_SIZE == 64
    #define SP_DEC_CHUNK 19
    #define SP_DEC_BASE  ((sp_int_digit)10000000000000000000ULL)
#else
    #define SP_DEC_CHUNK 9
    #define SP_DEC_BASE  ((sp_int_digit)1000000000UL)
#endif

/* ====================================================================== */
/* Fixed-length digit arrays                                               */
/* ====================================================================== */

/* Every position below n is read and masked by its index against used.
 * (Kept out of sp_int.c and sp_int_exptmod.c, whose stack buffers it
 * fills: when inlined there, GCC 12 cannot see that the loop writes the
 * whole buffer and warns that it may be used uninitialized.) */
void sp_ct_load(sp_int_digit* x, const sp_int* a, unsigned int n)
{
    size_t i;

    for (i = 0; i < n; i++)
        x[i] = a->dp[i] & sp_ct_lt_mask((unsigned int)i, a->used);
}

/* ====================================================================== */
/* Bytes                                                                   */
/* ====================================================================== */

int sp_unsigned_bin_size(const sp_int* a)
{
    return (sp_count_bits(a) + 7) / 8;
}

/* Byte k (counting from the least significant, 0-based) of |a|; the
 * digit is read and masked, so no branch depends on a->used. */
static byte sp_get_byte(const sp_int* a, unsigned int k)
{
    unsigned int i = k / SP_WORD_SIZEOF;
    if (i >= SP_INT_DIGITS)
        return 0;
    return (byte)((a->dp[i] & sp_ct_lt_mask(i, a->used)) >>
                  (8 * (k % SP_WORD_SIZEOF)));
}

/* Digit i of |a| masked by its index against used (0 past the array):
 * no branch or address depends on a->used. */
static sp_int_digit sp_masked_digit(const sp_int* a, unsigned int i)
{
    return (i < SP_INT_DIGITS) ? (a->dp[i] & sp_ct_lt_mask(i, a->used)) : 0;
}

/* out[0..outSz) = the low outSz bytes of |a| big-endian, a digit at a
 * time from the last byte (whole digits by a fixed-count loop); only
 * outSz steers the loops. */
static void sp_put_bytes(const sp_int* a, byte* out, int outSz)
{
    unsigned int i = 0, j;
    int k = outSz;
    sp_int_digit d;

    for (; k >= (int)SP_WORD_SIZEOF; i++) {
        d = sp_masked_digit(a, i);
        k -= (int)SP_WORD_SIZEOF;
        for (j = SP_WORD_SIZEOF; j > 0; j--) {
            out[k + (int)j - 1] = (byte)d;
            d = (sp_int_digit)(d >> 8);
        }
    }
    if (k > 0) {
        /* no digit read past the bytes asked for */
        d = sp_masked_digit(a, i);
        while (k > 0) {
            out[--k] = (byte)d;
            d = (sp_int_digit)(d >> 8);
        }
    }
}

/* Every byte of in is placed with the same work and the used count is
 * set without branching (private keys and scalars are read this way).
 * Only an input longer than a can hold has its leading zero bytes
 * skipped first, in variable time. */
int sp_read_unsigned_bin(sp_int* a, const byte* in, word32 inSz)
{
    unsigned int k, n;

    if ((a == NULL) || ((in == NULL) && (inSz > 0)))
        return MP_VAL;
    n = (inSz + SP_WORD_SIZEOF - 1) / SP_WORD_SIZEOF;
    if (n > a->size) {
        while ((inSz > 0) && (in[0] == 0)) {
            in++;
            inSz--;
        }
        n = (inSz + SP_WORD_SIZEOF - 1) / SP_WORD_SIZEOF;
        if (n > a->size)
            return MP_VAL;
    }
    {
        /* a digit at a time from the last byte: whole digits by a
         * fixed-count loop, then the partial top one */
        const byte* p = in + inSz;
        unsigned int j;

        for (k = 0; k < inSz / SP_WORD_SIZEOF; k++) {
            sp_int_digit d = 0;
            p -= SP_WORD_SIZEOF;
            for (j = 0; j < SP_WORD_SIZEOF; j++)
                d |= (sp_int_digit)p[SP_WORD_SIZEOF - 1 - j] << (8 * j);
            a->dp[k] = d;
        }
        for (; k < n; k++) {
            sp_int_digit d = 0;
            for (j = 0; p > in; j++)
                d |= (sp_int_digit)*--p << (8 * j);
            a->dp[k] = d;
        }
    }
    sp_ct_set_used(a, n);
    return MP_OKAY;
}

int sp_to_unsigned_bin_len(const sp_int* a, byte* out, int outSz)
{
    if ((a == NULL) || (out == NULL) || (outSz < 0) ||
        (sp_unsigned_bin_size(a) > outSz))
        return MP_VAL;
    sp_put_bytes(a, out, outSz);
    return MP_OKAY;
}

int sp_to_unsigned_bin(const sp_int* a, byte* out)
{
    if (a == NULL)
        return MP_VAL;
    return sp_to_unsigned_bin_len(a, out, sp_unsigned_bin_size(a));
}

/* Every output byte is written with the same work whatever the value:
 * only outSz steers the loop (sp_put_bytes masks by a->used). */
int sp_to_unsigned_bin_len_ct(const sp_int* a, byte* out, int outSz)
{
    if ((a == NULL) || (out == NULL) || (outSz < 0))
        return MP_VAL;
    sp_put_bytes(a, out, outSz);
    return MP_OKAY;
}

/* ====================================================================== */
/* Hexadecimal                                                             */
/* ====================================================================== */

/* Value of a hex digit, or -1. */
static int sp_hex_value(char c)
{
    if ((c >= '0') && (c <= '9'))
        return c - '0';
    if ((c >= 'a') && (c <= 'f'))
        return c - 'a' + 10;
    if ((c >= 'A') && (c <= 'F'))
        return c - 'A' + 10;
    return -1;
}

/* a = the unsigned hex string s[0..len-1] (leading zeros allowed). */
static int sp_read_hex(sp_int* a, const char* s, size_t len)
{
    size_t k, n;

    while ((len > 0) && (s[0] == '0')) {
        s++;
        len--;
    }
    n = (len + 2 * SP_WORD_SIZEOF - 1) / (2 * SP_WORD_SIZEOF);
    if (n > a->size)
        return MP_VAL;
    for (k = 0; k < n; k++)
        a->dp[k] = 0;
    for (k = 0; k < len; k++) {
        int v = sp_hex_value(s[len - 1 - k]);
        if (v < 0)
            return MP_VAL;
        a->dp[k / (2 * SP_WORD_SIZEOF)] |=
            (sp_int_digit)v << (4 * (k % (2 * SP_WORD_SIZEOF)));
    }
    a->used = (unsigned int)n;
    sp_clamp(a);
    return MP_OKAY;
}

int sp_tohex(const sp_int* a, char* str)
{
    static const char hex[] = "0123456789ABCDEF";
    int k;

    if ((a == NULL) || (str == NULL))
        return MP_VAL;
    if (a->used == 0) {
        *str++ = '0';
        *str++ = '0';
    }
    else {
        if (a->sign == MP_NEG)
            *str++ = '-';
        for (k = sp_unsigned_bin_size(a) - 1; k >= 0; k--) {
            byte b = sp_get_byte(a, (unsigned int)k);
            *str++ = hex[b >> 4];
            *str++ = hex[b & 0xf];
        }
    }
    *str = '\0';
    return MP_OKAY;
}

/* ====================================================================== */
/* Decimal                                                                 */
/* ====================================================================== */

/* a = the unsigned decimal string s[0..len-1]: chunks of SP_DEC_CHUNK
 * characters are folded in with a = a * 10^chunk + value. */
static int sp_read_dec(sp_int* a, const char* s, size_t len)
{
    int err = MP_OKAY;
    size_t k = 0;

    sp_zero(a);
    while ((err == MP_OKAY) && (k < len)) {
        size_t c = len - k;
        sp_int_digit v = 0, scale = 1;
        size_t i;

        if (c > SP_DEC_CHUNK)
            c = SP_DEC_CHUNK;
        for (i = 0; i < c; i++) {
            char ch = s[k + i];
            if ((ch < '0') || (ch > '9'))
                return MP_VAL;
            v = v * 10 + (sp_int_digit)(ch - '0');
            scale *= 10;
        }
        k += c;
        err = sp_mul_d(a, scale, a);
        if (err == MP_OKAY)
            err = sp_add_d(a, v, a);
    }
    return err;
}

/* Write the decimal digits of |a| (a != 0) to str, no terminator; returns
 * the number of characters, or a negative error.  With str NULL only
 * counts.  Repeated division by 10^SP_DEC_CHUNK gives the chunks from the
 * least significant; they are written backwards, then reversed. */
static int sp_write_dec(const sp_int* a, char* str)
{
    SP_INT_DECL(t);
    int err, len = 0;

    err = SP_INT_ALLOC(t);
    if (err == MP_OKAY)
        err = sp_abs(a, t);
    while ((err == MP_OKAY) && (t->used != 0)) {
        sp_int_digit chunk;
        int i;

        err = sp_div_d(t, SP_DEC_BASE, t, &chunk);
        for (i = 0; (err == MP_OKAY) && (i < SP_DEC_CHUNK); i++) {
            if ((t->used == 0) && (chunk == 0))
                break;
            if (str != NULL)
                str[len] = (char)('0' + (int)(chunk % 10));
            chunk /= 10;
            len++;
        }
    }
    if ((err == MP_OKAY) && (str != NULL)) {
        int i;
        for (i = 0; i < len / 2; i++) {
            char c = str[i];
            str[i] = str[len - 1 - i];
            str[len - 1 - i] = c;
        }
    }
    SP_INT_FREE(t);
    return (err == MP_OKAY) ? len : err;
}

int sp_todecimal(const sp_int* a, char* str)
{
    int len;

    if ((a == NULL) || (str == NULL))
        return MP_VAL;
    if (a->used == 0) {
        str[0] = '0';
        str[1] = '\0';
        return MP_OKAY;
    }
    if (a->sign == MP_NEG)
        *str++ = '-';
    len = sp_write_dec(a, str);
    if (len < 0)
        return len;
    str[len] = '\0';
    return MP_OKAY;
}

/* ====================================================================== */
/* Radix entry points                                                      */
/* ====================================================================== */

int sp_read_radix(sp_int* a, const char* str, int radix)
{
    int neg = 0, err;
    size_t len;

    if ((a == NULL) || (str == NULL) ||
        ((radix != MP_RADIX_HEX) && (radix != MP_RADIX_DEC)))
        return MP_VAL;
    if (str[0] == '-') {
        neg = 1;
        str++;
    }
    len = XSTRLEN(str);
    if (radix == MP_RADIX_HEX)
        err = sp_read_hex(a, str, len);
    else
        err = sp_read_dec(a, str, len);
    if (err != MP_OKAY) {
        sp_zero(a);
        return err;
    }
    a->sign = (neg && (a->used != 0)) ? MP_NEG : MP_ZPOS;
    return MP_OKAY;
}

int sp_toradix(const sp_int* a, char* str, int radix)
{
    if (radix == MP_RADIX_HEX)
        return sp_tohex(a, str);
    if (radix == MP_RADIX_DEC)
        return sp_todecimal(a, str);
    return MP_VAL;
}

int sp_radix_size(const sp_int* a, int radix, int* size)
{
    int n;

    if ((a == NULL) || (size == NULL) ||
        ((radix != MP_RADIX_HEX) && (radix != MP_RADIX_DEC)))
        return MP_VAL;
    if (a->used == 0) {
        /* "00" or "0", plus the terminator. */
        *size = (radix == MP_RADIX_HEX) ? 3 : 2;
        return MP_OKAY;
    }
    if (radix == MP_RADIX_HEX) {
        n = 2 * sp_unsigned_bin_size(a);
    }
    else {
        n = sp_write_dec(a, NULL);
        if (n < 0)
            return n;
    }
    *size = n + ((a->sign == MP_NEG) ? 1 : 0) + 1;
    return MP_OKAY;
}
