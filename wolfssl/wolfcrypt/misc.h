/* misc.h
 *
 * Internal helpers shared by the library sources: constant-time masks and
 * comparisons, secure zeroing, byte-order loads and stores.  Everything here
 * is static inline so that each user gets its own copy; nothing is exported.
 *
 * Constant-time rules (DESIGN.md section 5): the ct* functions never branch
 * on their arguments and never index memory with them.  They return masks
 * (all ones or all zeros) so callers can select without branching.
 */
#ifndef WOLF_CRYPT_MISC_H
#define WOLF_CRYPT_MISC_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Zero memory in a way the compiler may not remove (secrets on free). */
static WC_INLINE WC_MAYBE_UNUSED void ForceZero(void* mem, size_t len)
{
    volatile byte* z = (volatile byte*)mem;
    while (len--)
        *z++ = 0;
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(mem) : "memory");
#endif
}

/* Compare without early exit: 0 when equal, non-zero otherwise. */
static WC_INLINE WC_MAYBE_UNUSED int ConstantCompare(const byte* a,
                                                     const byte* b,
                                                     int length)
{
    int i;
    byte diff = 0;
    for (i = 0; i < length; i++)
        diff |= (byte)(a[i] ^ b[i]);
    return (int)diff;
}

/* Hide a value from the optimiser so that mask arithmetic stays
 * branch-free (a compiler may otherwise turn a mask select into a branch). */
static WC_INLINE WC_MAYBE_UNUSED word32 ctBarrier32(word32 v)
{
#if defined(__GNUC__) || defined(__clang__)
    __asm__ ("" : "+r"(v));
#endif
    return v;
}

/* 0xFFFFFFFF when a >= b, else 0 (unsigned). */
static WC_INLINE WC_MAYBE_UNUSED word32 ctMaskGTE32(word32 a, word32 b)
{
    return ctBarrier32((word32)((((word64)a - b) >> 63) - 1));
}
/* 0xFFFFFFFF when a > b, else 0. */
static WC_INLINE WC_MAYBE_UNUSED word32 ctMaskGT32(word32 a, word32 b)
{
    return ctBarrier32((word32)0 - (word32)(((word64)b - a) >> 63));
}
/* 0xFFFFFFFF when a < b, else 0. */
static WC_INLINE WC_MAYBE_UNUSED word32 ctMaskLT32(word32 a, word32 b)
{
    return ctMaskGT32(b, a);
}
/* 0xFFFFFFFF when a == b, else 0. */
static WC_INLINE WC_MAYBE_UNUSED word32 ctMaskEq32(word32 a, word32 b)
{
    word32 d = a ^ b;
    return ctBarrier32((word32)((((word64)d) - 1) >> 32));
}
/* 0xFF when a >= b (ints in [0, 2^31)). */
static WC_INLINE WC_MAYBE_UNUSED byte ctMaskGTE(int a, int b)
{
    return (byte)ctMaskGTE32((word32)a, (word32)b);
}
static WC_INLINE WC_MAYBE_UNUSED byte ctMaskGT(int a, int b)
{
    return (byte)ctMaskGT32((word32)a, (word32)b);
}
static WC_INLINE WC_MAYBE_UNUSED byte ctMaskLT(int a, int b)
{
    return (byte)ctMaskLT32((word32)a, (word32)b);
}
static WC_INLINE WC_MAYBE_UNUSED byte ctMaskEq(int a, int b)
{
    return (byte)ctMaskEq32((word32)a, (word32)b);
}
/* Select a where mask is all ones, b where it is zero. */
static WC_INLINE WC_MAYBE_UNUSED byte ctMaskSel(byte m, byte a, byte b)
{
    return (byte)((a & m) | (b & (byte)~m));
}
static WC_INLINE WC_MAYBE_UNUSED int ctMaskSelInt(byte m, int a, int b)
{
    word32 wm = (word32)0 - (word32)(m & 1);
    return (int)(((word32)a & wm) | ((word32)b & ~wm));
}

/* Big-endian loads and stores. */
static WC_INLINE WC_MAYBE_UNUSED word32 LoadBE32(const byte* p)
{
    return ((word32)p[0] << 24) | ((word32)p[1] << 16) |
           ((word32)p[2] << 8) | (word32)p[3];
}
static WC_INLINE WC_MAYBE_UNUSED void StoreBE32(byte* p, word32 v)
{
    p[0] = (byte)(v >> 24); p[1] = (byte)(v >> 16);
    p[2] = (byte)(v >> 8);  p[3] = (byte)v;
}
static WC_INLINE WC_MAYBE_UNUSED word64 LoadBE64(const byte* p)
{
    return ((word64)LoadBE32(p) << 32) | LoadBE32(p + 4);
}
static WC_INLINE WC_MAYBE_UNUSED void StoreBE64(byte* p, word64 v)
{
    StoreBE32(p, (word32)(v >> 32));
    StoreBE32(p + 4, (word32)v);
}

static WC_INLINE WC_MAYBE_UNUSED word32 rotlFixed(word32 x, word32 y)
{
    return (x << (y & 31)) | (x >> ((32 - y) & 31));
}
static WC_INLINE WC_MAYBE_UNUSED word32 rotrFixed(word32 x, word32 y)
{
    return (x >> (y & 31)) | (x << ((32 - y) & 31));
}
static WC_INLINE WC_MAYBE_UNUSED word64 rotrFixed64(word64 x, word64 y)
{
    return (x >> (y & 63)) | (x << ((64 - y) & 63));
}

#ifdef __cplusplus
}
#endif

#endif /* WOLF_CRYPT_MISC_H */
