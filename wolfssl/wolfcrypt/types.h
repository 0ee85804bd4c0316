/* types.h
 *
 * Fixed-width integer names (byte, word16, word32, word64, ...), the export
 * macros for the public API, the thin wrappers around libc (XMEMCPY, ...)
 * and the dynamic memory hooks (XMALLOC / XFREE, see memory.h).
 * Included by every header after settings.h.
 */
#ifndef WOLF_CRYPT_TYPES_H
#define WOLF_CRYPT_TYPES_H

#include <wolfssl/wolfcrypt/settings.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef unsigned char  byte;
typedef uint16_t       word16;
typedef uint32_t       word32;
typedef uint64_t       word64;
typedef int16_t        sword16;
typedef int32_t        sword32;
typedef int64_t        sword64;
typedef unsigned char  wc_byte;
typedef uintptr_t      wc_ptr_t;   /* a pointer as an integer */

#ifdef WOLFSSL_HAVE_UINT128
    #ifndef HAVE___UINT128_T
        #define HAVE___UINT128_T
    #endif
    __extension__ typedef unsigned __int128 wc_uint128;
    __extension__ typedef __int128 wc_int128;
#endif

/* Machine word: the natural register width. */
#ifdef WOLFSSL_64BIT_CPU
    typedef word64 wolfssl_word;
    #define WOLFSSL_WORD_SIZE 8
#else
    typedef word32 wolfssl_word;
    #define WOLFSSL_WORD_SIZE 4
#endif

/* Symbol visibility for the shared library. */
#if defined(BUILDING_WOLFSSL) && defined(HAVE_VISIBILITY) && HAVE_VISIBILITY
    #define WOLFSSL_API   __attribute__((visibility("default")))
    #define WOLFSSL_LOCAL __attribute__((visibility("hidden")))
#else
    #define WOLFSSL_API
    #define WOLFSSL_LOCAL
#endif

#if defined(__GNUC__) || defined(__clang__)
    #define WC_INLINE inline
    #define WC_MAYBE_UNUSED __attribute__((unused))
    /* inlined at every -O level (hot leaves whose call costs more than
     * their body; the compiler's size heuristics would keep the call) */
    #define WC_ALWAYS_INLINE inline __attribute__((always_inline))
    /* kept out of line: a hot function whose register allocation suffers
     * when the compiler inlines it into a loop around it */
    #define WC_NOINLINE __attribute__((noinline))
#else
    #define WC_INLINE
    #define WC_MAYBE_UNUSED
    #define WC_ALWAYS_INLINE
    #define WC_NOINLINE
#endif
/* GCC's scheduling before register allocation lengthens the live ranges
 * of long straight-line bit circuits (bitsliced S-boxes, the masked
 * carry-less multiply) until they spill: functions made of such code turn
 * it off.  Clang has no such pass to turn off. */
#if defined(__GNUC__) && !defined(__clang__)
    #define WC_NO_SCHED __attribute__((optimize("no-schedule-insns")))
#else
    #define WC_NO_SCHED
#endif

#ifndef WOLFSSL_API_VERSION
    #define WOLFSSL_API_VERSION 1
#endif

#define XMEMCPY(d, s, l)    memcpy((d), (s), (l))
#define XMEMSET(b, c, l)    memset((b), (c), (l))
#define XMEMCMP(s1, s2, n)  memcmp((s1), (s2), (n))
#define XMEMCHR(s, c, n)    memchr((s), (c), (n))
#define XMEMMOVE(d, s, l)   memmove((d), (s), (l))
#define XSTRLEN(s)          strlen((s))
#define XSTRNCMP(s1, s2, n) strncmp((s1), (s2), (n))
#define XSTRNCPY(d, s, n)   strncpy((d), (s), (n))

#define WOLFSSL_BIT_SIZE 8

/* Dynamic memory type hints, passed to XMALLOC / XFREE (used by custom
 * allocators to account for memory; the default allocator ignores them). */
enum {
    DYNAMIC_TYPE_NONE      = 0,
    DYNAMIC_TYPE_TMP_BUFFER = 1,
    DYNAMIC_TYPE_BIGINT    = 2,
    DYNAMIC_TYPE_RSA       = 3,
    DYNAMIC_TYPE_DH        = 4,
    DYNAMIC_TYPE_ECC       = 5,
    DYNAMIC_TYPE_RNG       = 6,
    DYNAMIC_TYPE_HASHES    = 7,
    DYNAMIC_TYPE_DIGEST    = 8,
    DYNAMIC_TYPE_HMAC      = 9,
    DYNAMIC_TYPE_KEY       = 10,
    DYNAMIC_TYPE_ASN1      = 11,
    DYNAMIC_TYPE_SIGNATURE = 12,
    DYNAMIC_TYPE_PUBLIC_KEY = 13,
    DYNAMIC_TYPE_PRIVATE_KEY = 14,
    DYNAMIC_TYPE_RSA_BUFFER = 15,
    DYNAMIC_TYPE_ECC_BUFFER = 16,
    DYNAMIC_TYPE_DH_BUFFER = 17,
    DYNAMIC_TYPE_SAKKE     = 18,
    DYNAMIC_TYPE_SM2       = 19,
    DYNAMIC_TYPE_PRIME     = 20,
    DYNAMIC_TYPE_SEED      = 21,
    DYNAMIC_TYPE_CTX       = 22,
    DYNAMIC_TYPE_CERT      = 23,
    DYNAMIC_TYPE_ALTNAME   = 24,
    DYNAMIC_TYPE_DCERT     = 25,
    DYNAMIC_TYPE_CERT_MANAGER = 26,
    DYNAMIC_TYPE_X509      = 27,
    DYNAMIC_TYPE_X509_STORE = 28,
    DYNAMIC_TYPE_OPENSSL   = 29,
    DYNAMIC_TYPE_FILE      = 30,
    DYNAMIC_TYPE_SSL       = 31,
    DYNAMIC_TYPE_METHOD    = 32,
    DYNAMIC_TYPE_IN_BUFFER = 33,
    DYNAMIC_TYPE_OUT_BUFFER = 34,
    DYNAMIC_TYPE_TLSX      = 35
};

/* Default device id: no hardware offload. */
#define INVALID_DEVID (-2)

#ifdef __cplusplus
}
#endif

#include <wolfssl/wolfcrypt/memory.h>

#endif /* WOLF_CRYPT_TYPES_H */
