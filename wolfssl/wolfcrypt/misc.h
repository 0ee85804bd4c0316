/* misc.h
 *
 * Internal helpers shared by the library sources: secure zeroing,
 * byte-order loads and stores, rotations, and (through ct.h, the one
 * constant-time header) the masks, selects and compares: ctMask*,
 * ConstantCompare, ctBarrier32.  Everything here is static inline so that
 * each user gets its own copy; nothing is exported.
 */
#ifndef WOLF_CRYPT_MISC_H
#define WOLF_CRYPT_MISC_H

#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/ct.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Zero memory in a way the compiler may not remove (secrets on free).
 * With GCC or Clang: memset (word stores), then an empty asm that takes
 * the pointer and clobbers memory, so the stores count as read and stay;
 * elsewhere a volatile byte loop (4 instructions a byte on RV64, which
 * small messages felt: a 64-byte wipe cost about 250). */
static WC_INLINE WC_MAYBE_UNUSED void ForceZero(void* mem, size_t len)
{
#if defined(__GNUC__) || defined(__clang__)
    if (len == 0)
        return;         /* mem may be NULL then, which memset may not get */
    XMEMSET(mem, 0, len);
    __asm__ __volatile__("" : : "r"(mem) : "memory");
#else
    volatile byte* z = (volatile byte*)mem;
    while (len--)
        *z++ = 0;
#endif
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

/* Little-endian loads and stores (ChaCha20, Poly1305, SHA-3 lanes). */
static WC_INLINE WC_MAYBE_UNUSED word32 LoadLE32(const byte* p)
{
    return ((word32)p[3] << 24) | ((word32)p[2] << 16) |
           ((word32)p[1] << 8) | (word32)p[0];
}
static WC_INLINE WC_MAYBE_UNUSED void StoreLE32(byte* p, word32 v)
{
    p[0] = (byte)v;         p[1] = (byte)(v >> 8);
    p[2] = (byte)(v >> 16); p[3] = (byte)(v >> 24);
}
static WC_INLINE WC_MAYBE_UNUSED word64 LoadLE64(const byte* p)
{
    return ((word64)LoadLE32(p + 4) << 32) | LoadLE32(p);
}
static WC_INLINE WC_MAYBE_UNUSED void StoreLE64(byte* p, word64 v)
{
    StoreLE32(p, (word32)v);
    StoreLE32(p + 4, (word32)(v >> 32));
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
