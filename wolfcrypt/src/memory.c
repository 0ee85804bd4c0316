/* memory.c
 *
 * The default allocator hooks behind XMALLOC / XREALLOC / XFREE and
 * wolfSSL_SetAllocators().  Support layer; no cryptography here.
 */
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/memory.h>
#include <wolfssl/wolfcrypt/error-crypt.h>
#include <stdlib.h>

static wolfSSL_Malloc_cb  malloc_function  = NULL;
static wolfSSL_Free_cb    free_function    = NULL;
static wolfSSL_Realloc_cb realloc_function = NULL;

int wolfSSL_SetAllocators(wolfSSL_Malloc_cb mf, wolfSSL_Free_cb ff,
                          wolfSSL_Realloc_cb rf)
{
    /* All or nothing: a mix of libc and custom hooks would free memory
     * with the wrong allocator. */
    if (((mf == NULL) != (ff == NULL)) || ((mf == NULL) != (rf == NULL)))
        return BAD_FUNC_ARG;
    malloc_function  = mf;
    free_function    = ff;
    realloc_function = rf;
    return 0;
}

int wolfSSL_GetAllocators(wolfSSL_Malloc_cb* mf, wolfSSL_Free_cb* ff,
                          wolfSSL_Realloc_cb* rf)
{
    if ((mf == NULL) || (ff == NULL) || (rf == NULL))
        return BAD_FUNC_ARG;
    *mf = malloc_function;
    *ff = free_function;
    *rf = realloc_function;
    return 0;
}

void* wolfSSL_Malloc(size_t size)
{
    if (size == 0)
        return NULL;
    if (malloc_function != NULL)
        return malloc_function(size);
    return malloc(size);
}

void wolfSSL_Free(void* ptr)
{
    if (ptr == NULL)
        return;
    if (free_function != NULL)
        free_function(ptr);
    else
        free(ptr);
}

void* wolfSSL_Realloc(void* ptr, size_t size)
{
    if (realloc_function != NULL)
        return realloc_function(ptr, size);
    return realloc(ptr, size);
}
