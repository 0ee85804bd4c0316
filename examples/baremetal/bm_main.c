/* bm_main.c
 *
 * Bare-metal entry point of testwolfcrypt for qemu's RISC-V virt board,
 * linked with picolibc's semihosting start-up code (crt0-semihost) and
 * I/O (libsemihost): printf goes to qemu's standard output and the value
 * returned here becomes qemu's exit status through the semihosting exit
 * call.  Not part of the library.
 *
 * wolfcrypt/test/test.c is compiled with -Dmain=wc_testwolfcrypt_main so
 * that this file can wrap it: before the tests run, the unused part of the
 * stack is filled with a pattern; afterwards the untouched part is
 * measured, and the stack high-water mark and the heap taken from sbrk
 * are printed.  Those two numbers are what an embedded user has to budget
 * for this configuration.
 */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <malloc.h>

int wc_testwolfcrypt_main(int argc, char** argv);

/* Stack bounds from picolibc's linker script: the stack occupies
 * [__heap_end, __stack), the heap [__heap_start, __heap_end). */
extern char __stack[];
extern char __heap_start[];
extern char __heap_end[];

#define STACK_PATTERN   0xA5u
/* Bytes below the current stack pointer left alone while painting: room
 * for this function's own calls into the painter. */
#define STACK_MARGIN    1024u

/* Fill [lo, hi) with the pattern through a volatile pointer, so that the
 * compiler keeps every store. */
static void paint(char* lo, char* hi)
{
    volatile unsigned char* p = (volatile unsigned char*)lo;

    while (p < (volatile unsigned char*)hi)
        *p++ = STACK_PATTERN;
}

/* Bytes of stack ever used: from the first byte above the bottom that no
 * longer holds the pattern up to the top. */
static size_t stack_used(void)
{
    const volatile unsigned char* p =
        (const volatile unsigned char*)__heap_end;

    while (p < (const volatile unsigned char*)__stack &&
           *p == STACK_PATTERN)
        p++;
    return (size_t)((const char*)__stack - (const char*)p);
}

int main(void)
{
    static char name[] = "testwolfcrypt";
    char* argv[2];
    char here;
    int ret;
    struct mallinfo mi;

    argv[0] = name;
    argv[1] = NULL;
    paint(__heap_end, (char*)((uintptr_t)&here - STACK_MARGIN));

    ret = wc_testwolfcrypt_main(1, argv);

    mi = mallinfo();
    printf("bare metal: stack used %lu of %lu bytes, heap taken %lu of "
           "%lu bytes\n",
           (unsigned long)stack_used(),
           (unsigned long)(__stack - __heap_end),
           (unsigned long)mi.arena,
           (unsigned long)(__heap_end - __heap_start));
    printf("bare metal: exit status %d\n", ret);
    return ret;
}
