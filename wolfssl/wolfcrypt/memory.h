/* memory.h
 *
 * Dynamic memory hooks.  All library allocations go through XMALLOC /
 * XREALLOC / XFREE, which call wolfSSL_Malloc / wolfSSL_Realloc /
 * wolfSSL_Free; an application may replace the allocator with
 * wolfSSL_SetAllocators().  WOLFSSL_NO_MALLOC builds have no heap at all:
 * XMALLOC returns NULL and callers must work from the stack.
 */
#ifndef WOLFSSL_MEMORY_H
#define WOLFSSL_MEMORY_H

#include <wolfssl/wolfcrypt/types.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef void* (*wolfSSL_Malloc_cb)(size_t size);
typedef void  (*wolfSSL_Free_cb)(void* ptr);
typedef void* (*wolfSSL_Realloc_cb)(void* ptr, size_t size);

/* Replace the allocator.  All three must be given (or all NULL to restore
 * the libc allocator).  Returns 0 or BAD_FUNC_ARG. */
WOLFSSL_API int wolfSSL_SetAllocators(wolfSSL_Malloc_cb mf,
                                      wolfSSL_Free_cb ff,
                                      wolfSSL_Realloc_cb rf);
WOLFSSL_API int wolfSSL_GetAllocators(wolfSSL_Malloc_cb* mf,
                                      wolfSSL_Free_cb* ff,
                                      wolfSSL_Realloc_cb* rf);

WOLFSSL_API void* wolfSSL_Malloc(size_t size);
WOLFSSL_API void  wolfSSL_Free(void* ptr);
WOLFSSL_API void* wolfSSL_Realloc(void* ptr, size_t size);

#ifdef WOLFSSL_NO_MALLOC
    #define XMALLOC(s, h, t)     ((void)(h), (void)(t), (void*)NULL)
    #define XREALLOC(p, n, h, t) ((void)(h), (void)(t), (void*)NULL)
    #define XFREE(p, h, t)       do { (void)(h); (void)(t); (void)(p); } \
                                 while (0)
#else
    #define XMALLOC(s, h, t)     ((void)(h), (void)(t), wolfSSL_Malloc((s)))
    #define XREALLOC(p, n, h, t) ((void)(h), (void)(t), \
                                  wolfSSL_Realloc((p), (n)))
    #define XFREE(p, h, t)       do { (void)(h); (void)(t); \
                                      wolfSSL_Free((p)); } while (0)
#endif

#ifdef __cplusplus
}
#endif

#endif /* WOLFSSL_MEMORY_H */
