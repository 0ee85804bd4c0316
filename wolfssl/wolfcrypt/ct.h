/* ct.h
 *
 * Constant-time primitives: the one header of masks, selects, compares,
 * byte-string compares and the optimisation barrier, for the hand-written
 * sources and the generated SP backends alike (doc/CONSTANT_TIME.md).
 *
 * What "constant time" means here: none of these functions branches on,
 * indexes memory with, or divides by its arguments' values; the work
 * depends on lengths and counts only (the n of an array, a string's
 * length).  A mask is all ones or all zero; selecting with it is
 * (a & m) | (b & ~m) instead of m ? a : b.
 *
 * Why the barrier: the arithmetic that makes a mask is plain C, and a
 * compiler that can prove a value is either 0 or all ones may turn the
 * masked selection back into a compare and a branch.  Clang 14 at -O2 did
 * that on riscv64 to the SP table selects, the safegcd divsteps, the
 * masked mp_int loads, DH's zero strip and SAKKE's comb (doc/RISCV.md);
 * the trace test (tests/ct/ct_trace_test.py) caught it.  So every mask made
 * here passes through a barrier where it is made: an empty asm statement
 * that takes the value in a register and gives it back "changed", which
 * costs no instruction and leaves the compiler knowing nothing of it.
 * Without GCC-style asm the barrier is a no-op (no such compiler is
 * built).  The barrier hides values, it does not order memory; wiping
 * secrets is ForceZero's job (misc.h).
 *
 * Layout:
 *   1. Words (WC_CT_WORD_FUNCS): masks, selects and compares on an
 *      unsigned word type, instantiated here as wc_ct32_* (word32) and
 *      wc_ct64_* (word64), in the sp_int layer as sp_ct_* on sp_int_digit
 *      (sp_int_internal.h), and in the generated SP backends as sp_ct_* on
 *      their word.  The generated files must compile alone in an upstream
 *      wolfSSL tree, which has no ct.h (doc/DROPIN.md), so
 *      scripts/sp/generate.py copies the text between the "embed" markers
 *      below into them verbatim: one source, two homes.  Keep that part
 *      self-contained (types.h's WC_INLINE and the word types only).
 *   2. Upstream wolfSSL's names (misc.c there, here): ctMaskGT, ctMaskEq,
 *      ctMaskSel, ctMaskCopy, ... on int, byte and word16, and this
 *      project's word32 forms ctMaskGT32, ... and ctBarrier32.
 *   3. Byte strings: ConstantCompare (upstream's name), ctMaskBytesLT.
 *
 * Everything is static (inline where small) and marked unused-tolerant:
 * a source gets its own copy of what it calls, and nothing is exported.
 * Included by misc.h; include misc.h (upstream's habit) or this header.
 */
#ifndef WOLF_CRYPT_CT_H
#define WOLF_CRYPT_CT_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------- */
/* 1. Words                                                                */
/* ---------------------------------------------------------------------- */
/* ct.h embed begin (scripts/sp/generate.py copies up to "embed end") */
#ifndef WC_CT_WORD_FUNCS
/* WC_CT_HIDE(v): the barrier on the lvalue v (see the top of ct.h). */
/* WC_CT_LOADS_SPLIT(): no load moves across it (an empty asm with a
 * memory clobber: no instruction), so that the compiler cannot hoist all
 * the loads of a wide table entry ahead of their uses and spill them. */
#if defined(__GNUC__) || defined(__clang__)
    #define WC_CT_HIDE(v)   __asm__ ("" : "+r" (v))
    #define WC_CT_UNUSED    __attribute__((unused))
    #define WC_CT_LOADS_SPLIT()  __asm__ __volatile__ ("" ::: "memory")
#else
    #define WC_CT_HIDE(v)   (void)(v)
    #define WC_CT_UNUSED
    #define WC_CT_LOADS_SPLIT()  ((void)0)
#endif

/* WC_CT_WORD_FUNCS(P, T, B) defines, for the unsigned type T of B bits,
 * the functions below, named P_<name>.  Masks are 0 or all ones of T.
 *
 *   P_barrier(v)        v, opaque to the optimiser (no instruction).
 *   P_mask(bit)         all ones for bit = 1, 0 for bit = 0 (bit in {0,1}).
 *   P_nz_mask(d)        all ones when d != 0; any d.
 *   P_eq_mask(a, b)     all ones when a == b, for a, b < 2^(B-1) (table
 *                       indices, counts; one operation fewer than
 *                       ~P_nz_mask(a ^ b), which takes any a, b).
 *   P_lt_mask(a, b)     all ones when a < b, for a, b < 2^(B-1) (digit
 *                       positions against a used count).
 *   P_sel(m, a, b)      a where m is all ones, b where it is 0.
 *   P_cmov_n(r, a, n, m)      r[0..n) = a[0..n) when m is all ones, left
 *                       alone when 0 (r may alias a); every word is read
 *                       and written either way.
 *   P_zero_mask_n(a, n)       all ones when a[0..n) is all zero.
 *   P_eq_mask_n(a, b, n)      all ones when a[0..n) == b[0..n).
 *   P_select(r, table, cnt, n, idx)  r[0..n) = entry idx of the cnt
 *                       entries of n words at table (idx < cnt; another
 *                       idx below 2^(B-1) gives zeros).  Every word of
 *                       the table is read and masked, whatever idx is.
 *                       The words go in blocks of 8 held in locals across
 *                       the scan (one load, and, or per table word), then
 *                       4, then one at a time; 8 words (a P-256 or SM2
 *                       affine point) in one block two entries at a time,
 *                       12 words (a P-384 affine or P-256 Jacobian point),
 *                       15 (an Ed25519 comb entry: three 5-digit field
 *                       elements) and 18 (P-521 affine, P-384 Jacobian,
 *                       1024-bit reduced-radix values) in one block, in
 *                       functions of their own (P_select8, P_select12,
 *                       P_select15, P_select18).
 *                       Within an entry the
 *                       loads go in groups of 4-6 (WC_CT_LOADS_SPLIT), so
 *                       that the compiler interleaves them with the masking
 *                       of the group before instead of hoisting them all
 *                       (which spilled 18 and left a dual-issue core idle).
 *
 * The single-word functions are inline; the array ones are plain static
 * functions (the compiler decides). */
#define WC_CT_WORD_FUNCS(P, T, B)                                           \
static WC_INLINE WC_CT_UNUSED T P##_barrier(T v)                            \
{                                                                           \
    WC_CT_HIDE(v);                                                          \
    return v;                                                               \
}                                                                           \
static WC_INLINE WC_CT_UNUSED T P##_mask(T bit)                             \
{                                                                           \
    return P##_barrier((T)0 - bit);                                         \
}                                                                           \
static WC_INLINE WC_CT_UNUSED T P##_nz_mask(T d)                            \
{                                                                           \
    /* d | -d has its top bit set exactly when d != 0 */                    \
    return P##_mask((d | ((T)0 - d)) >> ((B) - 1));                         \
}                                                                           \
static WC_INLINE WC_CT_UNUSED T P##_eq_mask(T a, T b)                       \
{                                                                           \
    /* (a ^ b) - 1 has its top bit set only for a == b (a ^ b < 2^(B-1)) */ \
    return P##_barrier((T)0 - ((T)((a ^ b) - 1) >> ((B) - 1)));             \
}                                                                           \
static WC_INLINE WC_CT_UNUSED T P##_lt_mask(T a, T b)                       \
{                                                                           \
    /* a - b wraps to a set top bit exactly when a < b */                   \
    return P##_barrier((T)0 - ((T)(a - b) >> ((B) - 1)));                   \
}                                                                           \
static WC_INLINE WC_CT_UNUSED T P##_sel(T m, T a, T b)                      \
{                                                                           \
    return b ^ ((a ^ b) & m);                                               \
}                                                                           \
static WC_CT_UNUSED void P##_cmov_n(T* r, const T* a, int n, T m)           \
{                                                                           \
    int i;                                                                  \
                                                                            \
    m = P##_barrier(m);                                                     \
    for (i = 0; i < n; i++)                                                 \
        r[i] ^= (r[i] ^ a[i]) & m;                                          \
}                                                                           \
static WC_CT_UNUSED T P##_zero_mask_n(const T* a, int n)                    \
{                                                                           \
    T x = 0;                                                                \
    int i;                                                                  \
                                                                            \
    for (i = 0; i < n; i++)                                                 \
        x |= a[i];                                                          \
    return P##_barrier(((x | ((T)0 - x)) >> ((B) - 1)) - 1);                \
}                                                                           \
static WC_CT_UNUSED T P##_eq_mask_n(const T* a, const T* b, int n)          \
{                                                                           \
    T x = 0;                                                                \
    int i;                                                                  \
                                                                            \
    for (i = 0; i < n; i++)                                                 \
        x |= a[i] ^ b[i];                                                   \
    return P##_barrier(((x | ((T)0 - x)) >> ((B) - 1)) - 1);                \
}                                                                           \
static WC_CT_UNUSED void P##_select8(T* r, const T* table, int cnt, T idx)  \
{                                                                           \
    T r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0;       \
    const T* e = table;                                                     \
    int i;                                                                  \
                                                                            \
    for (i = 0; i + 1 < cnt; i += 2, e += 16) {                             \
        T m = P##_eq_mask((T)i, idx), n = P##_eq_mask((T)i + 1, idx);       \
        r0 |= (e[0] & m) | (e[8] & n); r1 |= (e[1] & m) | (e[9] & n);       \
        WC_CT_LOADS_SPLIT();                                                \
        r2 |= (e[2] & m) | (e[10] & n); r3 |= (e[3] & m) | (e[11] & n);     \
        WC_CT_LOADS_SPLIT();                                                \
        r4 |= (e[4] & m) | (e[12] & n); r5 |= (e[5] & m) | (e[13] & n);     \
        WC_CT_LOADS_SPLIT();                                                \
        r6 |= (e[6] & m) | (e[14] & n); r7 |= (e[7] & m) | (e[15] & n);     \
    }                                                                       \
    if (i < cnt) {                                                          \
        T m = P##_eq_mask((T)i, idx);                                       \
        r0 |= e[0] & m; r1 |= e[1] & m; r2 |= e[2] & m; r3 |= e[3] & m;     \
        r4 |= e[4] & m; r5 |= e[5] & m; r6 |= e[6] & m; r7 |= e[7] & m;     \
    }                                                                       \
    r[0] = r0; r[1] = r1; r[2] = r2; r[3] = r3;                             \
    r[4] = r4; r[5] = r5; r[6] = r6; r[7] = r7;                             \
}                                                                           \
static WC_CT_UNUSED void P##_select12(T* r, const T* table, int cnt, T idx) \
{                                                                           \
    T r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0;       \
    T r8 = 0, r9 = 0, r10 = 0, r11 = 0;                                     \
    const T* e = table;                                                     \
    int i;                                                                  \
                                                                            \
    for (i = 0; i < cnt; i++, e += 12) {                                    \
        T m = P##_eq_mask((T)i, idx);                                       \
        r0 |= e[0] & m; r1 |= e[1] & m; r2 |= e[2] & m;                     \
        r3 |= e[3] & m; r4 |= e[4] & m; r5 |= e[5] & m;                     \
        WC_CT_LOADS_SPLIT();                                                \
        r6 |= e[6] & m; r7 |= e[7] & m; r8 |= e[8] & m;                     \
        r9 |= e[9] & m; r10 |= e[10] & m; r11 |= e[11] & m;                 \
    }                                                                       \
    r[0] = r0; r[1] = r1; r[2] = r2; r[3] = r3; r[4] = r4; r[5] = r5;       \
    r[6] = r6; r[7] = r7; r[8] = r8; r[9] = r9; r[10] = r10; r[11] = r11;   \
}                                                                           \
static WC_CT_UNUSED void P##_select15(T* r, const T* table, int cnt, T idx) \
{                                                                           \
    T r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0;       \
    T r8 = 0, r9 = 0, r10 = 0, r11 = 0, r12 = 0, r13 = 0, r14 = 0;          \
    const T* e = table;                                                     \
    int i;                                                                  \
                                                                            \
    for (i = 0; i < cnt; i++, e += 15) {                                    \
        T m = P##_eq_mask((T)i, idx);                                       \
        r0 |= e[0] & m; r1 |= e[1] & m; r2 |= e[2] & m;                     \
        r3 |= e[3] & m; r4 |= e[4] & m;                                     \
        WC_CT_LOADS_SPLIT();                                                \
        r5 |= e[5] & m; r6 |= e[6] & m; r7 |= e[7] & m;                     \
        r8 |= e[8] & m; r9 |= e[9] & m;                                     \
        WC_CT_LOADS_SPLIT();                                                \
        r10 |= e[10] & m; r11 |= e[11] & m; r12 |= e[12] & m;               \
        r13 |= e[13] & m; r14 |= e[14] & m;                                 \
    }                                                                       \
    r[0] = r0; r[1] = r1; r[2] = r2; r[3] = r3; r[4] = r4; r[5] = r5;       \
    r[6] = r6; r[7] = r7; r[8] = r8; r[9] = r9; r[10] = r10; r[11] = r11;   \
    r[12] = r12; r[13] = r13; r[14] = r14;                                  \
}                                                                           \
static WC_CT_UNUSED void P##_select18(T* r, const T* table, int cnt, T idx) \
{                                                                           \
    T r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0;       \
    T r8 = 0, r9 = 0, r10 = 0, r11 = 0, r12 = 0, r13 = 0, r14 = 0;          \
    T r15 = 0, r16 = 0, r17 = 0;                                            \
    const T* e = table;                                                     \
    int i;                                                                  \
                                                                            \
    for (i = 0; i < cnt; i++, e += 18) {                                    \
        T m = P##_eq_mask((T)i, idx);                                       \
        r0 |= e[0] & m; r1 |= e[1] & m; r2 |= e[2] & m;                     \
        r3 |= e[3] & m; r4 |= e[4] & m; r5 |= e[5] & m;                     \
        WC_CT_LOADS_SPLIT();                                                \
        r6 |= e[6] & m; r7 |= e[7] & m; r8 |= e[8] & m;                     \
        r9 |= e[9] & m; r10 |= e[10] & m; r11 |= e[11] & m;                 \
        WC_CT_LOADS_SPLIT();                                                \
        r12 |= e[12] & m; r13 |= e[13] & m; r14 |= e[14] & m;               \
        r15 |= e[15] & m; r16 |= e[16] & m; r17 |= e[17] & m;               \
    }                                                                       \
    r[0] = r0; r[1] = r1; r[2] = r2; r[3] = r3; r[4] = r4; r[5] = r5;       \
    r[6] = r6; r[7] = r7; r[8] = r8; r[9] = r9; r[10] = r10; r[11] = r11;   \
    r[12] = r12; r[13] = r13; r[14] = r14; r[15] = r15; r[16] = r16;        \
    r[17] = r17;                                                            \
}                                                                           \
static WC_CT_UNUSED void P##_select(T* r, const T* table, int cnt, int n,   \
                                    T idx)                                  \
{                                                                           \
    int i, j = 0;                                                           \
                                                                            \
    if (n == 8) {                                                           \
        P##_select8(r, table, cnt, idx);                                    \
        return;                                                             \
    }                                                                       \
    if (n == 12) {                                                          \
        P##_select12(r, table, cnt, idx);                                   \
        return;                                                             \
    }                                                                       \
    if (n == 15) {                                                          \
        P##_select15(r, table, cnt, idx);                                   \
        return;                                                             \
    }                                                                       \
    if (n == 18) {                                                          \
        P##_select18(r, table, cnt, idx);                                   \
        return;                                                             \
    }                                                                       \
    for (; j + 8 <= n; j += 8) {                                            \
        T r0 = 0, r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0;   \
        const T* e = table + j;                                             \
        for (i = 0; i < cnt; i++, e += n) {                                 \
            T m = P##_eq_mask((T)i, idx);                                   \
            r0 |= e[0] & m; r1 |= e[1] & m; r2 |= e[2] & m;                 \
            r3 |= e[3] & m;                                                 \
            WC_CT_LOADS_SPLIT();                                            \
            r4 |= e[4] & m; r5 |= e[5] & m;                                 \
            r6 |= e[6] & m; r7 |= e[7] & m;                                 \
        }                                                                   \
        r[j] = r0; r[j + 1] = r1; r[j + 2] = r2; r[j + 3] = r3;             \
        r[j + 4] = r4; r[j + 5] = r5; r[j + 6] = r6; r[j + 7] = r7;         \
    }                                                                       \
    if (j + 4 <= n) {                                                       \
        T r0 = 0, r1 = 0, r2 = 0, r3 = 0;                                   \
        const T* e = table + j;                                             \
        for (i = 0; i < cnt; i++, e += n) {                                 \
            T m = P##_eq_mask((T)i, idx);                                   \
            r0 |= e[0] & m; r1 |= e[1] & m;                                 \
            r2 |= e[2] & m; r3 |= e[3] & m;                                 \
        }                                                                   \
        r[j] = r0; r[j + 1] = r1; r[j + 2] = r2; r[j + 3] = r3;             \
        j += 4;                                                             \
    }                                                                       \
    for (; j < n; j++) {                                                    \
        T v = 0;                                                            \
        for (i = 0; i < cnt; i++)                                           \
            v |= table[(size_t)i * (size_t)n + (size_t)j] &                 \
                 P##_eq_mask((T)i, idx);                                    \
        r[j] = v;                                                           \
    }                                                                       \
}
#endif /* WC_CT_WORD_FUNCS */
/* ct.h embed end */

WC_CT_WORD_FUNCS(wc_ct32, word32, 32)
WC_CT_WORD_FUNCS(wc_ct64, word64, 64)

/* ---------------------------------------------------------------------- */
/* 2. Upstream's names: masks on word32, int, word16 and bytes            */
/* ---------------------------------------------------------------------- */
/* The word32 compares take any word32 (they compute in word64); the int
 * forms take a, b in [0, 2^31) and give a byte (ctMask16*: a word16)
 * mask, as upstream wolfSSL's misc.c. */

/* v, hidden from the optimiser (wc_ct32_barrier). */
static WC_INLINE WC_CT_UNUSED word32 ctBarrier32(word32 v)
{
    return wc_ct32_barrier(v);
}
/* 0xFFFFFFFF when a >= b, else 0. */
static WC_INLINE WC_CT_UNUSED word32 ctMaskGTE32(word32 a, word32 b)
{
    return ctBarrier32((word32)((((word64)a - b) >> 63) - 1));
}
/* 0xFFFFFFFF when a > b, else 0. */
static WC_INLINE WC_CT_UNUSED word32 ctMaskGT32(word32 a, word32 b)
{
    return ctBarrier32((word32)0 - (word32)(((word64)b - a) >> 63));
}
/* 0xFFFFFFFF when a < b, else 0. */
static WC_INLINE WC_CT_UNUSED word32 ctMaskLT32(word32 a, word32 b)
{
    return ctMaskGT32(b, a);
}
/* 0xFFFFFFFF when a <= b, else 0. */
static WC_INLINE WC_CT_UNUSED word32 ctMaskLTE32(word32 a, word32 b)
{
    return ctMaskGTE32(b, a);
}
/* 0xFFFFFFFF when a == b, else 0. */
static WC_INLINE WC_CT_UNUSED word32 ctMaskEq32(word32 a, word32 b)
{
    word32 d = a ^ b;
    return ctBarrier32((word32)((((word64)d) - 1) >> 32));
}
/* 0xFFFFFFFF when a != b, else 0. */
static WC_INLINE WC_CT_UNUSED word32 ctMaskNotEq32(word32 a, word32 b)
{
    return ~ctMaskEq32(a, b);
}

static WC_INLINE WC_CT_UNUSED byte ctMaskGT(int a, int b)
{
    return (byte)ctMaskGT32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED byte ctMaskGTE(int a, int b)
{
    return (byte)ctMaskGTE32((word32)a, (word32)b);
}
/* As ctMaskGTE with an int mask (0 or -1). */
static WC_INLINE WC_CT_UNUSED int ctMaskIntGTE(int a, int b)
{
    return (int)ctMaskGTE32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED byte ctMaskLT(int a, int b)
{
    return (byte)ctMaskLT32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED byte ctMaskLTE(int a, int b)
{
    return (byte)ctMaskLTE32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED byte ctMaskEq(int a, int b)
{
    return (byte)ctMaskEq32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED byte ctMaskNotEq(int a, int b)
{
    return (byte)ctMaskNotEq32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED word16 ctMask16GT(int a, int b)
{
    return (word16)ctMaskGT32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED word16 ctMask16GTE(int a, int b)
{
    return (word16)ctMaskGTE32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED word16 ctMask16LT(int a, int b)
{
    return (word16)ctMaskLT32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED word16 ctMask16LTE(int a, int b)
{
    return (word16)ctMaskLTE32((word32)a, (word32)b);
}
static WC_INLINE WC_CT_UNUSED word16 ctMask16Eq(int a, int b)
{
    return (word16)ctMaskEq32((word32)a, (word32)b);
}
/* 1 when a <= b, else 0 (a value, not a mask). */
static WC_INLINE WC_CT_UNUSED byte ctSetLTE(int a, int b)
{
    return (byte)(ctMaskLTE32((word32)a, (word32)b) & 1);
}

/* Select a where the byte mask m is all ones, b where it is 0. */
static WC_INLINE WC_CT_UNUSED byte ctMaskSel(byte m, byte a, byte b)
{
    return (byte)((a & m) | (b & (byte)~m));
}
/* As ctMaskSel for ints; only bit 0 of m is used (0xFF or 0x00). */
static WC_INLINE WC_CT_UNUSED int ctMaskSelInt(byte m, int a, int b)
{
    word32 wm = ctBarrier32((word32)0 - (word32)(m & 1));
    return (int)(((word32)a & wm) | ((word32)b & ~wm));
}
/* As ctMaskSelInt for word32. */
static WC_INLINE WC_CT_UNUSED word32 ctMaskSelWord32(byte m, word32 a,
                                                     word32 b)
{
    return wc_ct32_sel(ctBarrier32((word32)0 - (word32)(m & 1)), a, b);
}

/* ---------------------------------------------------------------------- */
/* 3. Byte strings                                                         */
/* ---------------------------------------------------------------------- */
/* dst[0..size) = src[0..size) where the byte mask is all ones, unchanged
 * where it is 0; every byte is read and written either way (upstream's
 * ctMaskCopy; the select and cmov of byte buffers). */
static WC_INLINE WC_CT_UNUSED void ctMaskCopy(byte mask, byte* dst,
                                              byte* src, word16 size)
{
    word16 i;
    byte m = (byte)ctBarrier32(mask);

    for (i = 0; i < size; i++)
        dst[i] ^= (byte)((dst[i] ^ src[i]) & m);
}

/* 0 when a[0..length) == b[0..length), non-zero otherwise; reads every
 * byte, no early exit (upstream's ConstantCompare: tags, MACs, hashes).
 * ctMaskEq32((word32)ConstantCompare(...), 0) makes it a mask. */
static WC_INLINE WC_CT_UNUSED int ConstantCompare(const byte* a,
                                                  const byte* b, int length)
{
    int i;
    byte diff = 0;

    for (i = 0; i < length; i++)
        diff |= (byte)(a[i] ^ b[i]);
    return (int)diff;
}

/* All ones when the big-endian number a[0..aLen) is below b[0..bLen),
 * else 0.  Constant time in the contents; the loop and the zero padding
 * of the shorter one depend on the (public) lengths only. */
static WC_INLINE WC_CT_UNUSED word32 ctMaskBytesLT(const byte* a,
                                                   word32 aLen,
                                                   const byte* b,
                                                   word32 bLen)
{
    word32 len = (aLen > bLen) ? aLen : bLen, i, lt = 0, gt = 0;

    for (i = 0; i < len; i++) {
        word32 ai = (i >= len - aLen) ? a[i - (len - aLen)] : 0;
        word32 bi = (i >= len - bLen) ? b[i - (len - bLen)] : 0;
        word32 done = lt | gt;
        lt |= ctMaskLT32(ai, bi) & ~done;
        gt |= ctMaskGT32(ai, bi) & ~done;
    }
    return lt;
}

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_CT_H */
